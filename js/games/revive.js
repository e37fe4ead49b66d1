// Revive board: the map of 5 x 5 tiles (3 x 3 spaces each) with explored spaces, face-down tiles and
// their costs, large locations, lakes and vast crystals, buildings and meeples; the board of the
// watched seat (or of the seat to move) beside it with the markets (citizen cards and deck, slot
// modules, machines, artifacts, journeys) under it; every other player's board below the map.
// Element ids (docs/views/revive.md): sp:<space>, tile:<tr-tc>, loc:<id>, card:<id>,
// slot:<seat>:<top1|top2|bottom1|bottom2|side-top|side-bottom|side>, mods:<seat>:<slot>,
// tech:<seat>:<1-7>, mach:<seat>:<forest1|...|tech5>, track:<seat>:<track>, build:<normal|large>,
// mkt:<id>, deck, mm:<id>, art:<id>, jour:<id>.
import { createApp, svg, svgRoot, label, C, targetArea, pieceStyle } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 960;
const CELL = 30;
const T3 = 3 * CELL;
const MAP = 15 * CELL;
const PB_W = 960;
const PB_H = 254;
// a narrow cell: the player board in 600 units (its three parts rearranged), the map and markets apart
const PBN_W = 600;
const PBN_H = 512;
const MK_W = 480;
const MK_H = 446;
const SHORT = { gear: "G", book: "B", food: "F", crystal: "C" };

export function priceText(price) {
  return Object.entries(price).map(([k, n]) => `${n}${SHORT[k] || k}`).join(" ");
}
export const TERRAIN = {
  D: ["desert", "#e9d8a6", "#5c4a1e"], F: ["forest", "#6fae6a", "#12361a"], M: ["mountain", "#a9a9b3", "#25252b"],
  P: ["field", "#e7c85a", "#4a3b05"], C: ["crystal", "#8fd3e8", "#0c3946"], W: ["water", "#5d9fd6", "#061f36"],
  T: ["city", "#d98c6a", "#3b1405"], S: ["start", "#f4f1e8", "#222222"], L: ["large location", "#c9a0dc", "#2e0f3d"],
  X: ["vast crystal", "#9b7fd1", "#1b0b3a"],
};
const GLYPH = { D: "", F: "F", M: "M", P: "P", C: "◆", W: "≈", T: "T", S: "★", L: "", X: "◆" };
export const CARD_COLOR = { yellow: "#f3d250", blue: "#6fa8dc", red: "#e06666" };
const TRACKS = ["forest", "mountain", "field"];
const SLOT_BOX = { top1: [0, 28], top2: [120, 28], bottom1: [0, 110], bottom2: [120, 110] };
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export function spaceName(r, c) {
  return `${LETTERS[c]}${r + 1}`;
}

function rect(x, y, w, h, fill, extra = {}) {
  return svg("rect", { x, y, width: w, height: h, rx: extra.rx ?? 6, fill, stroke: extra.stroke ?? C.border,
    "stroke-width": extra.sw ?? 1, ...(extra.dash ? { "stroke-dasharray": extra.dash } : {}) });
}

function text(x, y, words, attrs = {}) {
  return svg("text", { x, y, "font-size": 13, fill: C.fg, ...attrs, text: words });
}

function cut(words, n) {
  return words.length > n ? words.slice(0, n - 1) + "…" : words;
}

/** Two lines of at most `n` characters, broken between words. */
export function wrap2(words, n) {
  if (words.length <= n) return [words, ""];
  let at = words.lastIndexOf(" ", n);
  if (at <= 0) at = n;
  return [words.slice(0, at), cut(words.slice(at).trim(), n)];
}

// ---------------------------------------------------------------- the map
function drawMap(ctx, root) {
  const { view } = ctx;
  const m = view.map;
  const g = svg("g", { class: "tw-rv-map" });
  g.appendChild(rect(0, 0, MAP, MAP, C.bg2, { rx: 8 }));
  // face-down tiles and lakes
  for (const t of m.tiles) {
    if (t.explored) continue;
    const [tr, tc] = t.key.split("-").map(Number);
    const x = tc * T3, y = tr * T3;
    g.appendChild(svg("g", {}, [svg("title", { text: `face-down tile ${t.key}: costs ${t.cost} and the range` }),
      rect(x + 2, y + 2, T3 - 4, T3 - 4, C.bg3, { rx: 10, stroke: C.fg3 }),
      label(x + T3 / 2, y + 32, `ring ${t.ring}`, { "font-size": 13, "font-weight": 700, fill: C.fg }),
      label(x + T3 / 2, y + 54, priceText(t.price), { "font-size": 13, fill: C.fg })]));
    const area = targetArea(0, 0, { rect: [x + 2, y + 2, T3 - 4, T3 - 4], round: 10 });
    ctx.register(`tile:${t.key}`, area, { label: `face-down tile ${t.key}, costs ${t.cost}`, x: x + T3 / 2, y: y + T3 / 2 });
    g.appendChild(area);
  }
  for (const [key, lid] of Object.entries(m.lakes)) {
    const [tr, tc] = key.split("-").map(Number);
    const x = tc * T3, y = tr * T3;
    g.appendChild(svg("g", {}, [svg("title", { text: `Lake ${lid}: cannot be explored or crossed` }),
      rect(x + 2, y + 2, T3 - 4, T3 - 4, "#2f6fa8", { rx: 30, stroke: "#0b2d4d" }),
      label(x + T3 / 2, y + T3 / 2, `Lake ${lid}`, { "font-size": 14, "font-weight": 700, fill: "#ffffff" })]));
  }
  // explored spaces
  for (const [name, ch] of Object.entries(m.spaces)) {
    const c = LETTERS.indexOf(name[0]);
    const r = Number(name.slice(1)) - 1;
    const x = c * CELL, y = r * CELL;
    const [word, fill, ink] = TERRAIN[ch];
    const water = m.water[name];
    const title = `${name}: ${word}${water ? ` (bonus: ${water})` : ""}${m.loc_of[name] ? ` — ${view.locations[m.loc_of[name]].name}` : ""}`;
    g.appendChild(svg("g", {}, [svg("title", { text: title }), rect(x + 1, y + 1, CELL - 2, CELL - 2, fill, { rx: 4, stroke: ink, sw: 0.6 }),
      GLYPH[ch] ? label(x + CELL / 2, y + CELL / 2, GLYPH[ch], { "font-size": 14, "font-weight": 700, fill: ink }) : null]));
    if (ch === "D" || ch === "T" || ch === "W") {
      const area = targetArea(0, 0, { rect: [x + 1, y + 1, CELL - 2, CELL - 2], round: 4 });
      ctx.register(`sp:${name}`, area, { label: `${word} ${name}`, x: x + CELL / 2, y: y + CELL / 2 });
      g.appendChild(area);
    }
  }
  // large locations: the name across the middle row (the target), the end points in the top middle space
  for (const [key, lid] of Object.entries(m.corner_locs)) {
    const [tr, tc] = key.split("-").map(Number);
    const x = tc * T3, y = (tr * 3 + 1) * CELL;
    const loc = view.locations[lid];
    g.appendChild(label(x + T3 / 2, y - CELL / 2, String(loc.points), { "font-size": 15, "font-weight": 800, fill: "#2e0f3d" }));
    g.appendChild(svg("rect", { x: x + 2, y: y + 6, width: T3 - 4, height: 18, rx: 4, fill: C.bg, opacity: 0.9 }));
    g.appendChild(label(x + T3 / 2, y + 15, cut(loc.name, 14), { "font-size": 12, "font-weight": 700, fill: C.fg }));
    const area = targetArea(0, 0, { rect: [x + 1, y + 1, T3 - 2, CELL - 2], round: 4 });
    ctx.register(`loc:${lid}`, area, { label: `${loc.name}, ${loc.points} points at the end`, x: x + T3 / 2, y: y + CELL / 2 });
    g.appendChild(area);
  }
  // buildings and meeples
  for (const [name, [seat, kind]] of Object.entries(m.buildings)) {
    const c = LETTERS.indexOf(name[0]);
    const r = Number(name.slice(1)) - 1;
    const st = pieceStyle(ctx.color(seat));
    const s = kind === "large" ? 24 : 16;
    g.appendChild(svg("g", {}, [svg("title", { text: `${ctx.name(seat)}'s ${kind} building on ${name}` }),
      rect(c * CELL + (CELL - s) / 2, r * CELL + (CELL - s) / 2, s, s, st.fill, { rx: 3, stroke: st.rim, sw: 2 }),
      kind === "large" ? label(c * CELL + CELL / 2, r * CELL + CELL / 2, "L", { "font-size": 13, "font-weight": 800, fill: st.ink }) : null]));
  }
  for (const [place, seats] of Object.entries(m.meeples)) {
    let cx, cy;
    if (place.startsWith("loc")) {
      const key = Object.keys(m.corner_locs).find((k) => String(m.corner_locs[k]) === place.slice(3));
      if (!key) continue;
      const [tr, tc] = key.split("-").map(Number);
      cx = (tc * 3 + 1.5) * CELL; cy = (tr * 3 + 2.5) * CELL;
    } else {
      cx = (LETTERS.indexOf(place[0]) + 0.5) * CELL; cy = (Number(place.slice(1)) - 0.5) * CELL;
    }
    seats.forEach((seat, i) => {
      const st = pieceStyle(ctx.color(seat));
      const dx = ((i % 2) - 0.5) * 16, dy = (Math.floor(i / 2) - 0.5) * 16;
      g.appendChild(svg("circle", { cx: cx + dx, cy: cy + dy, r: 7, fill: st.fill, stroke: st.rim, "stroke-width": 2 },
        [svg("title", { text: `${ctx.name(seat)}'s meeple` })]));
    });
  }
  view.players.forEach((p, seat) => (p.lanterns || []).forEach((name) => {
    const x = LETTERS.indexOf(name[0]) * CELL, y = (Number(name.slice(1)) - 1) * CELL;
    const st = pieceStyle(ctx.color(seat));
    g.appendChild(svg("path", { d: `M${x + 22} ${y + 1} l7 8 -7 8 -7 -8 z`, fill: "#ffd84d", stroke: st.fill, "stroke-width": 2 },
      [svg("title", { text: `${ctx.name(seat)}'s lantern on ${name}: range counts from it` })]));
  }));
  root.appendChild(g);
}

// ---------------------------------------------------------------- cards and player boards
function cardFace(ctx, g, x, y, w, h, cid, { id, part } = {}) {
  const card = ctx.view.cards[cid];
  const fill = card.color ? CARD_COLOR[card.color] : "#b9a7e0";
  const words = `${card.kind === "scyphoz" ? "Scyphoz " : ""}card ${cid}: top ${card.top}; bottom ${card.bottom}`;
  const kids = [svg("title", { text: words }), rect(x, y, w, h, fill, { rx: 6, stroke: "#333333" })];
  const head = part ? `${cid}: ${cut(card[part], Math.floor(w / 7) - 3)}` : `${cid}${card.top_slot ? " ⊔" : ""}`;
  kids.push(svg("text", { x: x + 4, y: y + 14, "font-size": 12, "font-weight": 700, fill: "#111111", text: head }));
  if (h >= 40) {
    const show = part ? [card[part]] : [card.top, card.bottom];
    show.forEach((t, i) => kids.push(svg("text", { x: x + 4, y: y + 28 + i * 14, "font-size": 11, fill: "#111111", text: cut(t, Math.floor(w / 6)) })));
  }
  if (card.bottom_slot && !part) kids.push(svg("text", { x: x + w - 14, y: y + h - 4, "font-size": 11, fill: "#111111", text: "⊔" }));
  g.appendChild(svg("g", {}, kids));
  if (id) {
    const area = targetArea(0, 0, { rect: [x, y, w, h], round: 6 });
    ctx.register(id, area, { label: words, x: x + w / 2, y: y + h / 2 });
    g.appendChild(area);
  }
}

function drawSlot(ctx, g, seat, slot, x, y, w, h, p) {
  const stack = p.slots[slot];
  g.appendChild(rect(x, y, w, h, C.bg, { rx: 6 }));
  g.appendChild(text(x + 4, y + 13, slot === "side" ? "side" : slot.replace(/(\d)/, " $1"), { "font-size": 12, fill: C.fg2 }));
  if (stack.length) {
    const [cid, part, color] = stack[stack.length - 1];
    cardFace(ctx, g, x + 4, y + 16, w - 8, 24, cid, { part });
    if (stack.length > 1) g.appendChild(text(x + w - 28, y + 13, `×${stack.length}`, { "font-size": 12, fill: C.fg2 }));
    if (color && ctx.view.cards[cid].kind === "scyphoz") g.appendChild(text(x + 60, y + 13, color, { "font-size": 12, fill: C.fg2 }));
  }
  if (slot === "side") {
    for (const [half, yy] of [["side-top", y], ["side-bottom", y + h / 2]]) {
      const area = targetArea(0, 0, { rect: [x, yy, w, h / 2], round: 6 });
      ctx.register(`slot:${seat}:${half}`, area, { label: `${ctx.name(seat)}'s side slot, ${half.slice(5)} half`, x: x + w / 2, y: yy + h / 4 });
      g.appendChild(area);
    }
  } else {
    const area = targetArea(0, 0, { rect: [x, y, w, h - 20], round: 6 });
    ctx.register(`slot:${seat}:${slot}`, area, { label: `${ctx.name(seat)}'s ${slot} slot`, x: x + w / 2, y: y + 24 });
    g.appendChild(area);
  }
  // modules
  const room = ctx.view.tiles_info.module_room[slot];
  const my = y + h - 19;
  for (let i = 0; i < room; i++) {
    const mid = p.mods[slot][i];
    const mx = x + 4 + i * 38;
    if (mid !== undefined) {
      const mod = ctx.view.modules[mid];
      g.appendChild(svg("g", {}, [svg("title", { text: `module ${mid}: ${mod.colors.join("/")} → ${mod.text}` }),
        rect(mx, my, 34, 16, CARD_COLOR[mod.colors[0]], { rx: 3, stroke: mod.colors[1] ? CARD_COLOR[mod.colors[1]] : "#333333", sw: 2 }),
        label(mx + 17, my + 8, cut(mod.text, 6), { "font-size": 11, fill: "#111111" })]));
    } else {
      g.appendChild(rect(mx, my, 34, 16, "none", { rx: 3, dash: "3 2" }));
    }
  }
  const marea = targetArea(0, 0, { rect: [x, my - 4, w, 24], round: 4 });
  ctx.register(`mods:${seat}:${slot}`, marea, { label: `modules of ${ctx.name(seat)}'s ${slot} slot`, x: x + w / 2, y: my + 8 });
  g.appendChild(marea);
}

/** One player's board: 960 x PB_H, or rearranged into PBN_W x PBN_H for a narrow cell (`narrow`). Its
 * parts keep their own coordinates: slots and buildings (x 0-350) with the technologies (350-600), the
 * cards, tracks and machines (600-960), and the lines in words. */
function drawPlayer(ctx, root, seat, ox, oy, narrow = false) {
  const { view } = ctx;
  const p = view.players[seat];
  const tribe = view.tribes[p.tribe];
  const st = pieceStyle(ctx.color(seat));
  const turn = view.turn.seat === seat && !view.over;
  const outer = svg("g", { class: "tw-rv-player", transform: `translate(${ox} ${oy})` });
  outer.appendChild(rect(0, 0, narrow ? PBN_W : PB_W, narrow ? PBN_H : PB_H, C.bg2, { rx: 10, stroke: turn ? ctx.color(seat) : C.border, sw: turn ? 3 : 1 }));
  outer.appendChild(rect(8, 6, 16, 16, st.fill, { rx: 4, stroke: st.rim }));
  outer.appendChild(text(30, 19, `${p.name} — ${tribe.name} · ${p.points} points`, { "font-weight": 700 }));
  const r = p.res;
  outer.appendChild(text(narrow ? 30 : 356, narrow ? 38 : 19, `gear ${r.gear} · book ${r.book} · food ${r.food} · crystal ${r.crystal} · energy ${p.energy - p.used.length}/${p.energy} free`));
  const part = (dx, dy) => {
    const pg = svg("g", dx || dy ? { transform: `translate(${dx} ${dy})` } : {});
    outer.appendChild(pg);
    return pg;
  };
  let g = part(0, narrow ? 20 : 0);
  // slots
  for (const [slot, [x, y]] of Object.entries(SLOT_BOX)) drawSlot(ctx, g, seat, slot, 6 + x, y, 116, 78, p);
  if (p.side) drawSlot(ctx, g, seat, "side", 246, 28, 100, 160, p);
  else {
    g.appendChild(rect(246, 28, 100, 160, "none", { rx: 6, dash: "4 3" }));
    g.appendChild(label(296, 100, "side slot", { "font-size": 12, fill: C.fg2 }));
    g.appendChild(label(296, 116, "(technology 3)", { "font-size": 12, fill: C.fg2 }));
  }
  // technologies: the bottom one, then two rows of three
  const pos = [[2, 1], [1, 0], [1, 1], [1, 2], [0, 0], [0, 1], [0, 2]];
  tribe.techs.forEach((t, i) => {
    const [row, col] = pos[i];
    const x = 356 + col * 80, y = 28 + row * 52;
    const have = p.techs.includes(i);
    const fill = have ? `color-mix(in srgb, ${ctx.color(seat)} 40%, ${C.bg})` : C.bg;
    g.appendChild(svg("g", {}, [svg("title", { text: `technology ${i + 1} (${t.books} books): ${t.text}` }),
      rect(x, y, 76, 48, fill, { rx: 6 }),
      text(x + 4, y + 15, `${i + 1} · ${t.books} books`, { "font-size": 12, "font-weight": 700 }),
      text(x + 4, y + 30, wrap2(t.text, 12)[0], { "font-size": 11, fill: C.fg2 }),
      text(x + 4, y + 43, wrap2(t.text, 12)[1], { "font-size": 11, fill: C.fg2 })]));
    const area = targetArea(0, 0, { rect: [x, y, 76, 48], round: 6 });
    ctx.register(`tech:${seat}:${i + 1}`, area, { label: `${p.name}'s technology ${i + 1}: ${t.text}`, x: x + 38, y: y + 24 });
    g.appendChild(area);
  });
  // buildings to place (the seat to move clicks one, then a desert space)
  ["normal", "large"].forEach((kind, i) => {
    const x = 6 + i * 84, y = 198;
    g.appendChild(rect(x, y, 80, 30, C.bg, { rx: 6 }));
    g.appendChild(label(x + 40, y + 15, `${kind} ×${p.buildings_left[kind]}`, { "font-size": 12, fill: C.fg }));
    if (turn) {
      const area = targetArea(0, 0, { rect: [x, y, 80, 30], round: 6 });
      ctx.register(`build:${kind}`, area, { label: `build a ${kind} building (${p.buildings_left[kind]} left)`, x: x + 40, y: y + 15 });
      g.appendChild(area);
    }
  });
  // technology machines
  p.techs.filter((i) => tribe.techs[i].text.startsWith("machine")).forEach((i, k) => {
    const key = `tech${i + 1}`;
    const cx = 192 + k * 30, cy = 213;
    const used = p.used.includes(key);
    g.appendChild(svg("circle", { cx, cy, r: 13, fill: used ? C.bg3 : "#f7e39c", stroke: C.fg2 }, [svg("title", { text: `technology machine: ${tribe.techs[i].text}` })]));
    g.appendChild(label(cx, cy, `T${i + 1}`, { "font-size": 11, "font-weight": 700, fill: "#222222" }));
    const ma = targetArea(cx, cy, { circle: 14 });
    ctx.register(`mach:${seat}:${key}`, ma, { label: `${p.name}'s technology machine ${i + 1}`, x: cx, y: cy });
    g.appendChild(ma);
  });
  // active area
  g = part(narrow ? -598 : 0, narrow ? 250 : 0);
  g.appendChild(text(744, 19, `active ${p.active.length} · resting ${p.rest.length}`, { "font-size": 12, fill: C.fg2 }));
  p.active.slice(0, 12).forEach((cid, i) => cardFace(ctx, g, 604 + (i % 6) * 58, 28 + Math.floor(i / 6) * 48, 54, 44, cid, { id: `card:${cid}` }));
  // machine tracks and their machines
  const info = view.tiles_info;
  TRACKS.forEach((t, k) => {
    const y = 124 + k * 25;
    const area = targetArea(0, 0, { rect: [600, y, 68, 24], round: 4 });
    g.appendChild(text(604, y + 17, t, { "font-size": 12 }));
    ctx.register(`track:${seat}:${t}`, area, { label: `${p.name}'s ${t} track (${p.tracks[t]})`, x: 634, y: y + 12 });
    g.appendChild(area);
    for (let i = 1; i <= info.track_length; i++) {
      const hex = info.hexes[`${t} ${i}`];
      const x = 670 + (i - 1) * 23;
      const on = p.tracks[t] >= i;
      g.appendChild(rect(x, y + 2, 21, 21, on ? `color-mix(in srgb, ${ctx.color(seat)} 55%, ${C.bg})` : C.bg, { rx: hex ? 10 : 3 }));
      if (hex) g.appendChild(svg("g", {}, [svg("title", { text: hex === "artifact" ? "an artifact" : `2 points per gained ${hex} card` }),
        hex === "artifact" ? label(x + 10.5, y + 12.5, "A", { "font-size": 11, "font-weight": 700, fill: C.fg })
          : svg("circle", { cx: x + 10.5, cy: y + 12.5, r: 6, fill: CARD_COLOR[hex], stroke: "#333333" })]));
    }
    [1, 2, 3].forEach((n) => {
      const key = `${t}${n}`;
      const cx = 870 + (n - 1) * 30, cy = y + 12;
      const m = p.machines[key];
      const used = p.used.includes(key);
      const needs = (info.machine_slots[key] || []).map(([tr, at]) => `${tr} ${at}`).join(" and ");
      const words = m === undefined ? `${t} machine ${n}: locked (needs ${needs})` : m === 0 ? `${t} machine: ${info.printed[t]}` : `machine ${m}: ${view.machines[m].text}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words + (used ? " (energy on it)" : "") }),
        svg("circle", { cx, cy, r: 12, fill: m === undefined ? "none" : used ? C.bg3 : "#f7e39c", stroke: C.fg2, "stroke-width": 1.2, "stroke-dasharray": m === undefined ? "3 2" : "" }),
        label(cx, cy, m === undefined ? "" : m === 0 ? "P" : String(m), { "font-size": 11, "font-weight": 700, fill: "#222222" })]));
      const ma = targetArea(cx, cy, { circle: 13 });
      ctx.register(`mach:${seat}:${key}`, ma, { label: `${p.name}'s ${words}`, x: cx, y: cy });
      g.appendChild(ma);
    });
  });
  // the rest in words
  const prog = view.progress;
  const pts = p.progress < prog.length ? prog[p.progress][0] : 40;
  const lanterns = tribe.tokens ? ` · lanterns ${(p.lanterns || []).length}/${tribe.tokens} placed` : "";
  const lines = [
    `star: ${tribe.ability} · discs ${p.discs}${lanterns}`,
    `${view.expansion ? `devotion ${p.devotion} · ` : ""}switch ${p.switch ? "used" : "ready"} · hibernated ${p.hib}× · progress ${p.progress}/${prog.length} (${pts} pts)`,
    `artifacts ${p.arts.map((a) => a[1]).join(", ") || "none"} · tokens ${p.tokens.join("+") || "none"} · crates ${p.crates} · artifact card ${p.card ?? view.common_card}` +
      (p.journeys.length ? ` · journeys ${p.journeys.map((j) => j.id + (j.done ? " done" : "")).join(", ")}` : ""),
  ];
  lines.forEach((l, i) => outer.appendChild(text(narrow ? 8 : 356, (narrow ? 466 : 214) + i * 16, l, { "font-size": 12, fill: C.fg2 })));
  root.appendChild(outer);
}

// ---------------------------------------------------------------- markets
function drawMarkets(ctx, root, ox, oy) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-rv-markets", transform: `translate(${ox} ${oy})` });
  g.appendChild(text(0, 13, `Citizen cards · round ${view.round}${view.trigger !== null ? " · last turns!" : ""}`, { "font-weight": 700 }));
  view.market.forEach((cid, i) => cardFace(ctx, g, i * 90, 20, 86, 58, cid, { id: `mkt:${cid}` }));
  g.appendChild(rect(360, 20, 64, 58, C.bg3, { rx: 6 }));
  g.appendChild(label(392, 40, "deck", { "font-size": 13, "font-weight": 700, fill: C.fg }));
  g.appendChild(label(392, 60, `${view.deck} left`, { "font-size": 12, fill: C.fg }));
  const da = targetArea(0, 0, { rect: [360, 20, 64, 58], round: 6 });
  ctx.register("deck", da, { label: `draw from the deck (${view.deck} cards)`, x: 392, y: 49 });
  g.appendChild(da);
  g.appendChild(text(0, 102, "Next slot modules", { "font-weight": 700 }));
  view.module_row.forEach((mid, i) => {
    const mod = view.modules[mid];
    g.appendChild(svg("g", {}, [svg("title", { text: `module ${mid}: ${mod.colors.join("/")} → ${mod.text}` }),
      rect(140 + i * 96, 88, 90, 24, CARD_COLOR[mod.colors[0]], { rx: 4, stroke: mod.colors[1] ? CARD_COLOR[mod.colors[1]] : "#333333", sw: 3 }),
      label(140 + i * 96 + 45, 100, cut(mod.text, 13), { "font-size": 12, fill: "#111111" })]));
  });
  g.appendChild(text(0, 134, "Machine market", { "font-weight": 700 }));
  TRACKS.forEach((t, k) => {
    const y = 142 + k * 36;
    g.appendChild(text(0, y + 21, t, { "font-size": 12 }));
    view.machine_market[t].forEach((mid, i) => {
      const x = 70 + i * 118;
      const words = `${t} machine ${mid}: ${view.machines[mid].text}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words }), rect(x, y, 112, 32, "#f7e39c", { rx: 14, stroke: "#6b5a12" }),
        label(x + 56, y + 16, `${mid}: ${cut(view.machines[mid].text, 13)}`, { "font-size": 12, fill: "#222222" })]));
      const area = targetArea(0, 0, { rect: [x, y, 112, 32], round: 14 });
      ctx.register(`mm:${mid}`, area, { label: words, x: x + 56, y: y + 16 });
      g.appendChild(area);
    });
  });
  g.appendChild(text(0, 268, `Artifacts on the board (${view.artifacts.length})${view.long_tokens ? ` · ${view.long_tokens} long-game tokens` : ""}`, { "font-weight": 700 }));
  view.artifacts.forEach(([aid, color], i) => {
    const cx = 16 + (i % 13) * 36, cy = 290 + Math.floor(i / 13) * 34;
    g.appendChild(svg("circle", { cx, cy, r: 14, fill: CARD_COLOR[color], stroke: "#333333", "stroke-width": 1.5 }, [svg("title", { text: `${color} artifact ${aid}` })]));
    g.appendChild(label(cx, cy, String(aid), { "font-size": 12, "font-weight": 700, fill: "#111111" }));
    const area = targetArea(cx, cy, { circle: 15 });
    ctx.register(`art:${aid}`, area, { label: `${color} artifact ${aid}`, x: cx, y: cy });
    g.appendChild(area);
  });
  if (view.expansion) {
    const loc = view.locations[view.extra_loc];
    g.appendChild(text(0, 340, `Journeys · devotion location: ${loc.name} (${loc.points})`, { "font-weight": 700 }));
    view.journey_display.forEach((jid, i) => {
      const j = view.journeys[jid];
      const x = i * 124, y = 348;
      const words = `journey ${jid}: destroy a ${j.color} card; ${j.levels.map(([n, d]) => `${n} ${j.count}s → ${d}`).join(", ")}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words }), rect(x, y, 118, 38, CARD_COLOR[j.color], { rx: 6, stroke: "#333333" }),
        label(x + 59, y + 12, `journey ${jid}`, { "font-size": 12, "font-weight": 700, fill: "#111111" }),
        label(x + 59, y + 27, cut(j.count + "s", 17), { "font-size": 11, fill: "#111111" })]));
      const area = targetArea(0, 0, { rect: [x, y, 118, 38], round: 6 });
      ctx.register(`jour:${jid}`, area, { label: words, x: x + 59, y: y + 19 });
      g.appendChild(area);
    });
  }
  const pend = view.turn.pending;
  if (pend && pend.cards) {
    g.appendChild(text(0, 408, "Keep one Scyphoz card:", { "font-weight": 700, "font-size": 12 }));
    pend.cards.forEach((cid, i) => cardFace(ctx, g, 160 + i * 150, 394, 144, 46, cid));
  }
  root.appendChild(g);
}

function mainSeat(ctx) {
  const v = ctx.view;
  if (typeof ctx.watching === "number" && ctx.watching >= 0) return ctx.watching;
  return v.turn.seat;
}

function renderBoard(ctx) {
  const { view } = ctx;
  const n = view.players.length;
  const me = mainSeat(ctx);
  const others = [...Array(n).keys()].filter((s) => s !== me);
  if (isNarrow(ctx)) {
    const board = (s, mine) => ({ label: mine ? "Your board" : `${ctx.name(s)}'s board`, x: 0, y: 0, w: PBN_W, h: PBN_H,
      draw: (root) => drawPlayer(ctx, root, s, 0, 0, true) });
    return stackParts([
      { label: "Revive map", x: 0, y: 0, w: MAP, h: MAP, draw: (root) => drawMap(ctx, root) },
      board(me, true),
      { label: "Revive markets", x: MAP + 14, y: 0, w: MK_W, h: MK_H, draw: (root) => drawMarkets(ctx, root, MAP + 14, 0) },
      ...others.map((s) => board(s, false)),
    ], { className: "tw-rv", scale: 1.1 });
  }
  const top = svgRoot({ x: 0, y: 0, w: W, h: MAP + 12 + PB_H }, { label: "Revive map, markets and your board", maxWidth: "960px", className: "tw-rv" });
  drawMap(ctx, top);
  drawMarkets(ctx, top, MAP + 14, 0);
  drawPlayer(ctx, top, me, 0, MAP + 10);
  if (!others.length) return top;
  const wrap = document.createElement("div");
  wrap.className = "tw-rv-stack";
  wrap.style.cssText = "display:flex;flex-direction:column;align-items:center;gap:6px;width:100%";
  const rest = svgRoot({ x: 0, y: 0, w: W, h: others.length * (PB_H + 8) }, { label: "The other players' boards", maxWidth: "960px", className: "tw-rv" });
  others.forEach((s, i) => drawPlayer(ctx, rest, s, 0, i * (PB_H + 8)));
  wrap.append(top, rest);
  return wrap;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const items = [{ label: "Energy", value: `${p.energy - p.used.length}/${p.energy}` }, { label: "Artifacts", value: p.arts.length },
    { label: "Estimate", value: p.estimate, title: "the score if the game ended now" }];
  if (ctx.view.expansion) items.unshift({ label: "Devotion", value: p.devotion });
  return { score: p.points, items };
}

function describeGame(ctx) {
  const v = ctx.view;
  const t = v.turn;
  const what = t.pending ? t.pending.text : t.hib || t.actions === 0 ? "free actions or end" : `${t.actions} main action${t.actions > 1 ? "s" : ""} left`;
  return `Round ${v.round} · ${ctx.name(t.seat)}: ${what}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
