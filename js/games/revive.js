// Revive board: the map of 5 x 5 tiles (3 x 3 spaces each) with explored spaces, face-down tiles and
// their costs, large locations, lakes and vast crystals, buildings and meeples; the board of the
// watched seat (or of the seat to move) beside it with the markets (citizen cards and deck, slot
// modules, machines, artifacts, journeys) under it; every other player's board below the map.
// Element ids (docs/views/revive.md): sp:<space>, tile:<tr-tc>, loc:<id>, card:<id>,
// slot:<seat>:<top1|top2|bottom1|bottom2|side-top|side-bottom|side>, mods:<seat>:<slot>,
// tech:<seat>:<1-7>, mach:<seat>:<forest1|...|tech5>, track:<seat>:<track>, build:<normal|large>,
// mkt:<id>, deck, mm:<id>, art:<id>, jour:<id>.
import { createApp, svg, svgRoot, label, C, targetArea, pieceStyle } from "../kit/index.js";

const W = 1200;
const CELL = 36;
const MAP = 15 * CELL;
const PB_W = 620;
const PB_H = 330;
export const TERRAIN = {
  D: ["desert", "#e9d8a6", "#5c4a1e"], F: ["forest", "#6fae6a", "#12361a"], M: ["mountain", "#a9a9b3", "#25252b"],
  P: ["field", "#e7c85a", "#4a3b05"], C: ["crystal", "#8fd3e8", "#0c3946"], W: ["water", "#5d9fd6", "#061f36"],
  T: ["city", "#d98c6a", "#3b1405"], S: ["start", "#f4f1e8", "#222222"], L: ["large location", "#c9a0dc", "#2e0f3d"],
  X: ["vast crystal", "#9b7fd1", "#1b0b3a"],
};
const GLYPH = { D: "", F: "F", M: "M", P: "P", C: "◆", W: "≈", T: "T", S: "★", L: "", X: "◆" };
export const CARD_COLOR = { yellow: "#f3d250", blue: "#6fa8dc", red: "#e06666" };
const TRACKS = ["forest", "mountain", "field"];
const SLOT_BOX = { top1: [0, 30], top2: [126, 30], bottom1: [0, 106], bottom2: [126, 106] };
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
    const x = tc * 3 * CELL, y = tr * 3 * CELL;
    g.appendChild(rect(x + 2, y + 2, 3 * CELL - 4, 3 * CELL - 4, C.bg3, { rx: 10, stroke: C.fg3 }));
    g.appendChild(label(x + 54, y + 40, `ring ${t.ring}`, { "font-size": 13, "font-weight": 700, fill: C.fg }));
    g.appendChild(label(x + 54, y + 62, cut(t.cost, 16), { "font-size": 12, fill: C.fg }));
    const area = targetArea(0, 0, { rect: [x + 2, y + 2, 3 * CELL - 4, 3 * CELL - 4], round: 10 });
    ctx.register(`tile:${t.key}`, area, { label: `face-down tile ${t.key}, costs ${t.cost}`, x: x + 54, y: y + 54 });
    g.appendChild(area);
  }
  for (const [key, lid] of Object.entries(m.lakes)) {
    const [tr, tc] = key.split("-").map(Number);
    const x = tc * 3 * CELL, y = tr * 3 * CELL;
    g.appendChild(svg("g", {}, [svg("title", { text: `Lake ${lid}` }),
      rect(x + 2, y + 2, 3 * CELL - 4, 3 * CELL - 4, "#2f6fa8", { rx: 30, stroke: "#0b2d4d" }),
      label(x + 54, y + 54, `Lake ${lid}`, { "font-size": 14, "font-weight": 700, fill: "#ffffff" })]));
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
    if (ch === "D" || ch === "T") {
      const area = targetArea(0, 0, { rect: [x + 1, y + 1, CELL - 2, CELL - 2], round: 4 });
      ctx.register(`sp:${name}`, area, { label: `${word} ${name}`, x: x + CELL / 2, y: y + CELL / 2 });
      g.appendChild(area);
    }
  }
  // large locations: one target in the middle of each
  for (const [key, lid] of Object.entries(m.corner_locs)) {
    const [tr, tc] = key.split("-").map(Number);
    const x = (tc * 3 + 1) * CELL, y = (tr * 3 + 1) * CELL;
    const loc = view.locations[lid];
    const area = targetArea(0, 0, { rect: [x + 1, y + 1, CELL - 2, CELL - 2], round: 4 });
    g.appendChild(label(x + CELL / 2, y + CELL / 2, String(loc.points), { "font-size": 15, "font-weight": 800, fill: "#2e0f3d" }));
    ctx.register(`loc:${lid}`, area, { label: `${loc.name}, ${loc.points} points at the end`, x: x + CELL / 2, y: y + CELL / 2 });
    g.appendChild(area);
    const ty = tr === 0 ? y - CELL - 4 : y + 2 * CELL + 16;
    g.appendChild(label(x + CELL / 2, Math.max(12, Math.min(MAP - 6, ty)), cut(loc.name, 18), { "font-size": 12, "font-weight": 700, fill: C.fg }));
  }
  // buildings and meeples
  for (const [name, [seat, kind]] of Object.entries(m.buildings)) {
    const c = LETTERS.indexOf(name[0]);
    const r = Number(name.slice(1)) - 1;
    const st = pieceStyle(ctx.color(seat));
    const s = kind === "large" ? 28 : 20;
    g.appendChild(svg("g", {}, [svg("title", { text: `${ctx.name(seat)}'s ${kind} building on ${name}` }),
      rect(c * CELL + (CELL - s) / 2, r * CELL + (CELL - s) / 2, s, s, st.fill, { rx: 3, stroke: st.rim, sw: 2 }),
      kind === "large" ? label(c * CELL + CELL / 2, r * CELL + CELL / 2, "L", { "font-size": 13, "font-weight": 800, fill: st.ink }) : null]));
  }
  for (const [place, seats] of Object.entries(m.meeples)) {
    let cx, cy;
    if (place[0] === "L") {
      const key = Object.keys(m.corner_locs).find((k) => String(m.corner_locs[k]) === place.slice(1));
      if (!key) continue;
      const [tr, tc] = key.split("-").map(Number);
      cx = (tc * 3 + 1.5) * CELL; cy = (tr * 3 + 1.5) * CELL;
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
  root.appendChild(g);
}

// ---------------------------------------------------------------- cards and player boards
function cardFace(ctx, g, x, y, w, h, cid, { id, part } = {}) {
  const card = ctx.view.cards[cid];
  const fill = card.color ? CARD_COLOR[card.color] : "#b9a7e0";
  const words = `${card.kind === "scyphoz" ? "Scyphoz " : ""}card ${cid}: top ${card.top}; bottom ${card.bottom}`;
  const kids = [svg("title", { text: words }), rect(x, y, w, h, fill, { rx: 6, stroke: "#333333" })];
  kids.push(svg("text", { x: x + 4, y: y + 14, "font-size": 12, "font-weight": 700, fill: "#111111", text: `${cid}${card.top_slot ? " ⊔" : ""}` }));
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
    cardFace(ctx, g, x + 4, y + 16, w - 8, 30, cid, { part });
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

function drawPlayer(ctx, root, seat, ox, oy) {
  const { view } = ctx;
  const p = view.players[seat];
  const tribe = view.tribes[p.tribe];
  const st = pieceStyle(ctx.color(seat));
  const turn = view.turn.seat === seat && !view.over;
  const g = svg("g", { class: "tw-rv-player", transform: `translate(${ox} ${oy})` });
  g.appendChild(rect(0, 0, PB_W, PB_H, C.bg2, { rx: 10, stroke: turn ? ctx.color(seat) : C.border, sw: turn ? 3 : 1 }));
  g.appendChild(rect(8, 7, 16, 16, st.fill, { rx: 4, stroke: st.rim }));
  const dev = view.expansion ? ` · ${p.devotion} devotion` : "";
  g.appendChild(text(30, 20, `${p.name} — ${tribe.name} · ${p.points} points${dev}`, { "font-weight": 700 }));
  const r = p.res;
  g.appendChild(text(370, 20, `⚙ ${r.gear}  📖 ${r.book}  🍞 ${r.food}  ◆ ${r.crystal}  ⚡ ${p.energy - p.used.length}/${p.energy}`, { "font-size": 13 }));
  // slots
  for (const [slot, [x, y]] of Object.entries(SLOT_BOX)) drawSlot(ctx, g, seat, slot, 6 + x, y, 120, 72, p);
  if (p.side) drawSlot(ctx, g, seat, "side", 258, 30, 110, 148, p);
  else {
    g.appendChild(rect(258, 30, 110, 148, "none", { rx: 6, dash: "4 3" }));
    g.appendChild(label(313, 104, "side slot", { "font-size": 12, fill: C.fg2 }));
    g.appendChild(label(313, 120, "(technology 3)", { "font-size": 11, fill: C.fg2 }));
  }
  // technologies: bottom row 1, then 3 and 3
  const pos = [[2, 2], [1, 0], [1, 1], [1, 2], [0, 0], [0, 1], [0, 2]];
  tribe.techs.forEach((t, i) => {
    const [row, col] = pos[i];
    const x = 378 + col * 80, y = 30 + row * 50;
    const have = p.techs.includes(i);
    const fill = have ? `color-mix(in srgb, ${ctx.color(seat)} 45%, ${C.bg})` : C.bg;
    g.appendChild(svg("g", {}, [svg("title", { text: `technology ${i + 1} (${t.books} books): ${t.text}` }),
      rect(x, y, 76, 44, fill, { rx: 6 }),
      text(x + 4, y + 15, `${i + 1} · ${t.books}📖`, { "font-size": 12, "font-weight": 700 }),
      text(x + 4, y + 31, cut(t.text, 12), { "font-size": 11, fill: C.fg2 })]));
    const area = targetArea(0, 0, { rect: [x, y, 76, 44], round: 6 });
    ctx.register(`tech:${seat}:${i + 1}`, area, { label: `${p.name}'s technology ${i + 1}: ${t.text}`, x: x + 38, y: y + 22 });
    g.appendChild(area);
  });
  g.appendChild(text(378, 192, `★ ${cut(tribe.ability, 34)} · discs ${p.discs}`, { "font-size": 12, fill: C.fg2 }));
  // active area
  g.appendChild(text(8, 196, `Active (${p.active.length}) · resting ${p.rest.length}`, { "font-size": 12, "font-weight": 700 }));
  p.active.slice(0, 7).forEach((cid, i) => cardFace(ctx, g, 8 + i * 52, 202, 48, 44, cid, { id: `card:${cid}` }));
  // machine tracks
  const info = view.tiles_info;
  TRACKS.forEach((t, k) => {
    const y = 254 + k * 24;
    const area = targetArea(0, 0, { rect: [6, y, 64, 22], round: 4 });
    g.appendChild(text(8, y + 16, t, { "font-size": 12 }));
    ctx.register(`track:${seat}:${t}`, area, { label: `${p.name}'s ${t} track (${p.tracks[t]})`, x: 38, y: y + 11 });
    g.appendChild(area);
    for (let i = 1; i <= info.track_length; i++) {
      const hex = info.hexes[`${t} ${i}`];
      const x = 72 + (i - 1) * 24;
      const on = p.tracks[t] >= i;
      g.appendChild(rect(x, y + 1, 22, 20, on ? `color-mix(in srgb, ${ctx.color(seat)} 55%, ${C.bg})` : C.bg, { rx: hex ? 10 : 3 }));
      const mark = hex ? (hex === "artifact" ? "A" : hex[0].toUpperCase()) : "";
      if (mark) g.appendChild(label(x + 11, y + 11, mark, { "font-size": 11, "font-weight": 700, fill: hex && hex !== "artifact" ? "#111111" : C.fg,
        ...(hex && hex !== "artifact" ? { stroke: CARD_COLOR[hex], "stroke-width": 0.3 } : {}) }));
    }
    // machines of this track
    [1, 2, 3].forEach((n) => {
      const key = `${t}${n}`;
      const cx = 282 + (n - 1) * 30, cy = y + 11;
      const m = p.machines[key];
      const used = p.used.includes(key);
      const words = m === undefined ? `${t} machine ${n}: locked` : m === 0 ? `${t} machine: ${info.printed[t]}` : `machine ${m}: ${view.machines[m].text}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words + (used ? " (energy on it)" : "") }),
        svg("circle", { cx, cy, r: 12, fill: m === undefined ? "none" : used ? C.bg3 : "#f7e39c", stroke: C.fg2, "stroke-width": 1.2, "stroke-dasharray": m === undefined ? "3 2" : "" }),
        label(cx, cy, m === undefined ? "" : m === 0 ? "P" : String(m), { "font-size": 11, "font-weight": 700, fill: "#222222" })]));
      const ma = targetArea(cx, cy, { circle: 13 });
      ctx.register(`mach:${seat}:${key}`, ma, { label: `${p.name}'s ${words}`, x: cx, y: cy });
      g.appendChild(ma);
    });
  });
  // technology machines
  p.techs.filter((i) => tribe.techs[i].text.startsWith("machine")).forEach((i, k) => {
    const key = `tech${i + 1}`;
    const cx = 378 + k * 30, cy = 216;
    const used = p.used.includes(key);
    g.appendChild(svg("circle", { cx, cy, r: 12, fill: used ? C.bg3 : "#f7e39c", stroke: C.fg2 }, [svg("title", { text: `technology machine: ${tribe.techs[i].text}` })]));
    g.appendChild(label(cx, cy, `T${i + 1}`, { "font-size": 11, "font-weight": 700, fill: "#222222" }));
    const ma = targetArea(cx, cy, { circle: 13 });
    ctx.register(`mach:${seat}:${key}`, ma, { label: `${p.name}'s technology machine ${i + 1}`, x: cx, y: cy });
    g.appendChild(ma);
  });
  // buildings, switch, progress and more
  const prog = view.progress;
  const pts = p.progress < prog.length ? prog[p.progress][0] : 40;
  const lines = [
    `switch: ${p.switch ? "used" : "ready"} · hibernated ${p.hib}×`,
    `progress ${p.progress}/${prog.length} → ${pts} pts`,
    `artifacts ${p.arts.map((a) => a[1][0].toUpperCase()).join("") || "none"} · tokens ${p.tokens.join("+") || "0"}`,
    `crates ${p.crates} · gained cards ${p.gained}`,
    `artifact card ${p.card ?? view.common_card} · estimate ${p.estimate}`,
  ];
  if (p.journeys.length) lines.push(`journeys ${p.journeys.map((j) => j.id + (j.done ? "✓" : "")).join(" ")}`);
  lines.forEach((l, i) => g.appendChild(text(378, 236 + i * 16, l, { "font-size": 12, fill: C.fg2 })));
  ["normal", "large"].forEach((kind, i) => {
    const x = 470 + i * 74, y = 196;
    g.appendChild(rect(x, y - 20, 70, 26, C.bg, { rx: 6 }));
    g.appendChild(label(x + 35, y - 7, `${kind} ×${p.buildings_left[kind]}`, { "font-size": 12, fill: C.fg }));
    if (turn) {
      const area = targetArea(0, 0, { rect: [x, y - 20, 70, 26], round: 6 });
      ctx.register(`build:${kind}`, area, { label: `build a ${kind} building (${p.buildings_left[kind]} left)`, x: x + 35, y: y - 7 });
      g.appendChild(area);
    }
  });
  root.appendChild(g);
}

// ---------------------------------------------------------------- markets
function drawMarkets(ctx, root, ox, oy) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-rv-markets", transform: `translate(${ox} ${oy})` });
  g.appendChild(text(0, 12, `Citizen cards · round ${view.round}${view.trigger !== null ? " · last turns!" : ""}`, { "font-weight": 700 }));
  view.market.forEach((cid, i) => cardFace(ctx, g, i * 86, 18, 82, 58, cid, { id: `mkt:${cid}` }));
  g.appendChild(rect(4 * 86, 18, 64, 58, C.bg3, { rx: 6 }));
  g.appendChild(label(4 * 86 + 32, 38, "deck", { "font-size": 13, "font-weight": 700, fill: C.fg }));
  g.appendChild(label(4 * 86 + 32, 58, `${view.deck} left`, { "font-size": 12, fill: C.fg }));
  const da = targetArea(0, 0, { rect: [4 * 86, 18, 64, 58], round: 6 });
  ctx.register("deck", da, { label: `draw from the deck (${view.deck} cards)`, x: 4 * 86 + 32, y: 47 });
  g.appendChild(da);
  g.appendChild(text(416, 12, "Next modules", { "font-weight": 700 }));
  view.module_row.forEach((mid, i) => {
    const mod = view.modules[mid];
    g.appendChild(svg("g", {}, [svg("title", { text: `module ${mid}: ${mod.colors.join("/")} → ${mod.text}` }),
      rect(416 + i * 70, 18, 66, 28, CARD_COLOR[mod.colors[0]], { rx: 4, stroke: mod.colors[1] ? CARD_COLOR[mod.colors[1]] : "#333333", sw: 3 }),
      label(416 + i * 70 + 33, 32, cut(mod.text, 10), { "font-size": 11, fill: "#111111" })]));
  });
  // machines
  g.appendChild(text(420, 64, "Machines", { "font-weight": 700 }));
  TRACKS.forEach((t, k) => {
    view.machine_market[t].forEach((mid, i) => {
      const x = (k * 3 + i) * 70, y = 84;
      const words = `${t} machine ${mid}: ${view.machines[mid].text}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words }), rect(x, y, 66, 36, "#f7e39c", { rx: 14, stroke: "#6b5a12" }),
        label(x + 33, y + 11, `${t.slice(0, 3)} ${mid}`, { "font-size": 11, "font-weight": 700, fill: "#222222" }),
        label(x + 33, y + 26, cut(view.machines[mid].text, 11), { "font-size": 11, fill: "#222222" })]));
      const area = targetArea(0, 0, { rect: [x, y, 66, 36], round: 14 });
      ctx.register(`mm:${mid}`, area, { label: words, x: x + 33, y: y + 18 });
      g.appendChild(area);
    });
  });
  // artifacts
  g.appendChild(text(0, 140, `Artifacts (${view.artifacts.length})${view.long_tokens ? ` · ${view.long_tokens} long-game tokens` : ""}`, { "font-weight": 700 }));
  view.artifacts.forEach(([aid, color], i) => {
    const cx = 16 + i * 32, cy = 164;
    g.appendChild(svg("circle", { cx, cy, r: 13, fill: CARD_COLOR[color], stroke: "#333333", "stroke-width": 1.5 }, [svg("title", { text: `${color} artifact ${aid}` })]));
    g.appendChild(label(cx, cy, String(aid), { "font-size": 11, "font-weight": 700, fill: "#111111" }));
    const area = targetArea(cx, cy, { circle: 14 });
    ctx.register(`art:${aid}`, area, { label: `${color} artifact ${aid}`, x: cx, y: cy });
    g.appendChild(area);
  });
  if (view.expansion) {
    g.appendChild(text(400, 140, `Journeys · ${view.locations[view.extra_loc].name} (${view.locations[view.extra_loc].points})`, { "font-weight": 700, "font-size": 12 }));
    view.journey_display.forEach((jid, i) => {
      const j = view.journeys[jid];
      const x = 400 + i * 80, y = 148;
      const words = `journey ${jid}: destroy a ${j.color} card; ${j.levels.map(([n, d]) => `${n} ${j.count}s → ${d}`).join(", ")}`;
      g.appendChild(svg("g", {}, [svg("title", { text: words }), rect(x, y, 76, 36, CARD_COLOR[j.color], { rx: 6, stroke: "#333333" }),
        label(x + 38, y + 11, `journey ${jid}`, { "font-size": 11, "font-weight": 700, fill: "#111111" }),
        label(x + 38, y + 26, cut(j.count, 12), { "font-size": 11, fill: "#111111" })]));
      const area = targetArea(0, 0, { rect: [x, y, 76, 36], round: 6 });
      ctx.register(`jour:${jid}`, area, { label: words, x: x + 38, y: y + 18 });
      g.appendChild(area);
    });
  }
  const pend = view.turn.pending;
  if (pend && pend.cards) {
    g.appendChild(text(0, 200, "Keep one Scyphoz card:", { "font-weight": 700, "font-size": 12 }));
    pend.cards.forEach((cid, i) => cardFace(ctx, g, 150 + i * 130, 188, 124, 20, cid));
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
  const rows = Math.ceil(others.length / 2);
  const H = MAP + 16 + rows * (PB_H + 10);
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Revive map, markets and player boards", maxWidth: "1200px", className: "tw-rv" });
  drawMap(ctx, root);
  drawPlayer(ctx, root, me, 560, 0);
  drawMarkets(ctx, root, 566, PB_H + 8);
  others.forEach((s, i) => drawPlayer(ctx, root, s, (i % 2) * 580, MAP + 16 + Math.floor(i / 2) * (PB_H + 10)));
  return root;
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
