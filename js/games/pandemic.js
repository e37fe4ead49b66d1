// Pandemic board: a schematic world map (our own layout) with cities, cubes, pawns and
// research stations; the trackers along the top; the decks and discard piles; every hand
// (hands are open in Pandemic). Element ids (see docs/views/pandemic.md): city:<id>,
// pawn:<role>, station:<city>, cube:<city>:<colour>, card:<card> (in any hand or on the
// planner's role card), pdiscard:<event>, infd:<city>. When several ways lead to a
// city, the second part way:<how> is chosen with the prompt buttons.
import { createApp, svg, svgRoot, html, label, fmt, C, targetArea, pieceStyle, keepPart } from "../kit/index.js";
import { stackParts } from "../kit/stack.js";

// the black disease stays dark in both themes; a light outline keeps it visible on a dark map
export const DISEASE = ["#2f7ed8", "#f2c230", "#1f1f1f", "#d63a3a"];
const DISEASE_NAMES = ["blue", "yellow", "black", "red"];
const W = 1400;
const TOP = 78; // the map starts below the trackers
const MAP_H = 660;
const PAD = 14;
// a narrow board (a cell under about 860 px) stacks the trackers, the piles and the hands in a
// drawing this wide, so that their text needs no enlarging and nothing runs into its neighbour
const NARROW = 860;
const NW = 780;
// ... and draws the map in two halves, west and east of SPLIT, one under the other, each as its own
// drawing (x from, x to) so the city names keep about their own size
const SPLIT = 770;
export const HALVES = [[-6, 850], [750, W + 6]];

/** Segments of a link; Pacific links (long way round) leave one edge and come back at the other. */
export function linkSegments(a, b, width = W) {
  if (Math.abs(a.x - b.x) <= width / 2) return [[a.x, a.y, b.x, b.y]];
  const [l, r] = a.x < b.x ? [a, b] : [b, a];
  const span = l.x + (width - r.x);
  const yMid = l.y + ((r.y - l.y) * l.x) / span;
  return [[l.x, l.y, 0, yMid], [r.x, r.y, width, yMid]];
}

function hitOnly(ctx, id, node) {
  // an element that is not a target now must not catch clicks meant for what lies under it
  if (!ctx.targets.has(id) && !ctx.prefix.includes(id)) {
    const hit = node.querySelector(".tw-hit");
    if (hit) hit.setAttribute("pointer-events", "none");
  }
  return node;
}

function textShadow(attrs = {}) {
  return { stroke: C.bg, "stroke-width": 4, "paint-order": "stroke", "stroke-linejoin": "round", ...attrs };
}

function drawStation(x, y, size = 16) {
  const h = size;
  return svg("path", {
    d: `M${fmt(x - h / 2)} ${fmt(y + h / 2)} V${fmt(y - h / 8)} L${fmt(x)} ${fmt(y - h / 1.6)} L${fmt(x + h / 2)} ${fmt(y - h / 8)} V${fmt(y + h / 2)} Z`,
    fill: "#f5f5f5", stroke: "#333", "stroke-width": 2, "stroke-linejoin": "round",
  });
}

/** A pawn: a pin in the role's colour, always outlined dark-and-light (it stays visible on any city),
 * with the role's initial in its head, so two pawns of like colours still differ. */
function drawPawn(x, y, color, title, initial = "") {
  const st = pieceStyle(color);
  return svg("g", { class: "tw-pawn", transform: `translate(${fmt(x)} ${fmt(y)}) scale(1.7)` }, [
    svg("title", { text: title }),
    svg("path", { d: "M0 11 L-7 -1 A8 8 0 1 1 7 -1 Z", fill: "none", stroke: "#ffffff", "stroke-width": 4.2, "stroke-linejoin": "round" }),
    svg("path", { d: "M0 11 L-7 -1 A8 8 0 1 1 7 -1 Z", fill: st.fill, stroke: "#151515", "stroke-width": 1.8, "stroke-linejoin": "round" }),
    initial ? label(0, -4, initial, { "font-size": 8.5, "font-weight": 800, fill: st.ink }) : svg("circle", { cy: -4, r: 3, fill: st.rim, opacity: 0.6 }),
  ]);
}

function drawCube(x, y, colour, s = 14) {
  return svg("rect", {
    x: fmt(x - s / 2), y: fmt(y - s / 2), width: s, height: s, rx: 2,
    fill: DISEASE[colour], stroke: colour === 2 ? "#bdbdbd" : "#1b1b1b", "stroke-width": 1.2,
  });
}

function renderTrackers(ctx, root, narrow = false) {
  const v = ctx.view;
  const all = svg("g", { class: "tw-pd-trackers" });
  let g = all;
  // infection rate
  g.appendChild(label(20, 16, "Infection rate", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  (v.rates || []).forEach((r, i) => {
    const x = 32 + i * 38;
    const on = i === v.rate_index;
    g.appendChild(svg("circle", { cx: x, cy: 46, r: 15, fill: on ? C.warn : C.bg, stroke: on ? C.warn : C.border, "stroke-width": 2 }));
    g.appendChild(label(x, 46, String(r), { "font-size": 16, "font-weight": on ? 700 : 400, fill: on ? "#fff" : C.fg2 }));
  });
  // outbreaks
  g.appendChild(label(310, 16, `Outbreaks ${v.outbreaks} of ${v.outbreak_limit}`, { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  for (let i = 0; i <= v.outbreak_limit; i++) {
    const x = 322 + i * 33;
    const reached = i <= v.outbreaks && v.outbreaks > 0 && i > 0;
    const current = i === v.outbreaks;
    g.appendChild(svg("circle", {
      cx: x, cy: 46, r: 13, fill: reached ? C.error : C.bg,
      stroke: current ? C.error : C.border, "stroke-width": current ? 4 : 2, opacity: i === v.outbreak_limit && !reached ? 0.7 : 1,
    }));
    g.appendChild(label(x, 46, String(i), { "font-size": 13, fill: reached ? "#fff" : C.fg2 }));
  }
  // cures (narrow: under the rate and the outbreaks)
  if (narrow) { g = svg("g", { transform: "translate(-640 78)" }); all.appendChild(g); }
  g.appendChild(label(650, 16, "Cures", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  (v.cures || []).forEach((state, k) => {
    const x = 665 + k * 44;
    const done = state !== "none";
    const node = svg("g", {}, [
      svg("title", { text: `${DISEASE_NAMES[k]}: ${state === "none" ? "not cured" : state}` }),
      svg("circle", { cx: x, cy: 46, r: 16, fill: done ? DISEASE[k] : C.bg, stroke: DISEASE[k], "stroke-width": 4 }),
    ]);
    // the black disease's ring gets a light rim so it shows on a dark page too
    if (k === 2) node.appendChild(svg("circle", { cx: x, cy: 46, r: 19, fill: "none", stroke: "#bdbdbd", "stroke-width": 1.5 }));
    if (state === "cured") node.appendChild(svg("path", { d: `M${x - 7} ${46} l5 6 l10 -12`, fill: "none", stroke: "#fff", "stroke-width": 4, "stroke-linecap": "round" }));
    if (state === "eradicated") node.appendChild(label(x, 46, "✕", { "font-size": 20, fill: "#fff", "font-weight": 700 }));
    g.appendChild(node);
  });
  // cubes left
  g.appendChild(label(850, 16, "Cubes left", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  (v.supply || []).forEach((n, k) => {
    const x = 862 + k * 62;
    g.appendChild(drawCube(x, 46, k, 16));
    g.appendChild(label(x + 24, 46, String(n), { "font-size": 17, fill: n <= 4 ? C.error : C.fg, "font-weight": n <= 4 ? 700 : 400 }));
  });
  // stations
  g.appendChild(label(1120, 16, "Stations left", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  g.appendChild(drawStation(1134, 48, 20));
  g.appendChild(label(1162, 46, String(v.stations_left), { "font-size": 17, fill: C.fg }));
  // difficulty and epidemics
  const left = (v.player_deck && v.player_deck.piles || []).reduce((a, p) => a + p.epidemics, 0);
  g.appendChild(label(1240, 16, "Epidemics to come", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  g.appendChild(label(1240, 46, String(left), { "text-anchor": "start", "font-size": 20, fill: C.fg, "font-weight": 700 }));
  root.appendChild(all);
}

/** The half (0 west, 1 east) of the narrow map a city is drawn in. */
export const halfOf = (city) => (city.x < SPLIT ? 0 : 1);

/**
 * Segments of a link drawn in one half of the narrow map: a link to a city of the other half runs
 * on to the half's edge (and is cut there); a link between two cities of the other half is left out.
 */
export function halfSegments(a, b, half) {
  const inA = halfOf(a) === half, inB = halfOf(b) === half;
  if (!inA && !inB) return [];
  const segs = linkSegments(a, b);
  if (inA && inB) return segs;
  const [from, to] = inA ? [a, b] : [b, a];
  if (segs.length > 1) return segs.filter(([x, y]) => x === from.x && y === from.y);    // a Pacific link
  const edge = half === 0 ? HALVES[0][1] + 4 : HALVES[1][0] - 4;
  const t = (edge - from.x) / (to.x - from.x);
  return [[from.x, from.y, edge, Math.round((from.y + (to.y - from.y) * t) * 10) / 10]];
}

function renderMap(ctx, root, half = null) {
  const v = ctx.view;
  const map = v.map;
  const byId = new Map(map.cities.map((c) => [c.id, c]));
  const g = svg("g", { class: "tw-pd-map", transform: `translate(0 ${TOP})` });
  const [bx, bw] = half === null ? [0, W] : [HALVES[half][0] + 6, HALVES[half][1] - HALVES[half][0] - 12];
  g.appendChild(svg("rect", { x: bx, y: 0, width: bw, height: MAP_H, rx: 14, fill: C.bg2, stroke: C.border, "stroke-width": 2 }));
  // links
  // (the same all game: built once, kept in the page)
  g.appendChild(keepPart(ctx, `pd-links-${half}`, [map, half], () => {
    const links = svg("g", { stroke: C.fg3, "stroke-width": 2.2, "stroke-linecap": "round" });
    for (const [a, b] of map.links) {
      const [ca, cb] = [byId.get(a), byId.get(b)];
      const segs = half === null ? linkSegments(ca, cb) : halfSegments(ca, cb, half);
      const cross = half !== null && halfOf(ca) !== halfOf(cb);
      for (const [x1, y1, x2, y2] of segs)
        links.appendChild(svg("line", { x1, y1, x2, y2, "stroke-dasharray": cross ? "7 5" : null }, cross ? [svg("title", { text: `${ca.name} – ${cb.name}` })] : []));
    }
    return links;
  }));
  const recent = new Set(v.last_infections || []);
  const stations = new Set(v.stations || []);
  const here = new Map(); // city -> seats whose pawn stands there
  (v.pawns || []).forEach((c, s) => { if (!here.has(c)) here.set(c, []); here.get(c).push(s); });
  const areas = svg("g");
  const top = svg("g");
  for (const c of map.cities) {
    if (half !== null && halfOf(c) !== half) continue;
    const node = svg("g", { class: "tw-pd-city" });
    if (recent.has(c.id)) node.appendChild(svg("circle", { cx: c.x, cy: c.y, r: 21, fill: "none", stroke: C.warn, "stroke-width": 4, "stroke-dasharray": "6 4" }));
    node.appendChild(svg("circle", { cx: c.x, cy: c.y, r: 12, fill: DISEASE[c.color], stroke: c.color === 2 ? "#cfcfcf" : "#1b1b1b", "stroke-width": 2 }));
    node.appendChild(label(c.x, c.y + 26, c.name, textShadow({ "font-size": 15, fill: C.fg })));
    g.appendChild(node);
    const area = targetArea(c.x, c.y, { circle: 22 });
    ctx.register(`city:${c.id}`, hitOnly(ctx, `city:${c.id}`, area), { label: c.name, x: c.x, y: c.y });
    areas.appendChild(area);
    // cubes, in a row above the city
    const cubes = (v.cubes || {})[c.id];
    if (cubes) {
      const total = cubes.reduce((a, n) => a + n, 0);
      let x = c.x - ((total - 1) * 16) / 2;
      cubes.forEach((n, k) => {
        if (!n) return;
        const grp = svg("g", { class: "tw-pd-cubes" }, [svg("title", { text: `${n} ${DISEASE_NAMES[k]} cube${n > 1 ? "s" : ""} in ${c.name}` })]);
        const x0 = x;
        for (let i = 0; i < n; i++) { grp.appendChild(drawCube(x, c.y - 24, k)); x += 16; }
        top.appendChild(grp);
        const id = `cube:${c.id}:${DISEASE_NAMES[k]}`;
        const hit = targetArea(0, 0, { rect: [x0 - 10, c.y - 42, Math.max(36, (n - 1) * 16 + 20), 36], round: 5 });
        ctx.register(id, hitOnly(ctx, id, hit), { label: `${DISEASE_NAMES[k]} cubes in ${c.name}`, x: c.x, y: c.y - 22 });
        top.appendChild(hit);
      });
    }
    if (stations.has(c.id)) {
      top.appendChild(drawStation(c.x - 24, c.y, 16));
      const id = `station:${c.id}`;
      const hit = targetArea(c.x - 24, c.y, { circle: 12 });
      ctx.register(id, hitOnly(ctx, id, hit), { label: `research station in ${c.name}`, x: c.x - 24, y: c.y });
      top.appendChild(hit);
    }
    (here.get(c.id) || []).forEach((s, i) => {
      const px = c.x + 26 + i * 20;
      const py = c.y - 11;
      const role = v.roles[s];
      top.appendChild(drawPawn(px, py, ctx.color(s), `${role.name} (${ctx.name(s)})`, roleInitial(role)));
      const id = `pawn:${role.id}`;
      const hit = targetArea(px, py, { circle: 13 });
      ctx.register(id, hitOnly(ctx, id, hit), { label: `${role.name}'s pawn`, x: px, y: py });
      top.appendChild(hit);
    });
  }
  g.appendChild(areas);
  g.appendChild(top);
  root.appendChild(g);
}

/** The letter in a pawn's head: the role's first letter (M, S, R, D, O, Q, C: one per role). */
export function roleInitial(role) {
  const name = String((role && role.name) || "").trim();
  return name ? name[0].toUpperCase() : "";
}

/** Two lines for a long card name, split at the space nearest the middle. */
export function splitName(name) {
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

function cardChip(ctx, x, y, card, { w = 134, h = 46, id, note } = {}) {
  const v = ctx.view;
  const colour = (v.card_colours || {})[card];
  const isEvent = colour === undefined && card !== "epidemic";
  const name = (v.card_names || {})[card] || card;
  const band = colour !== undefined ? DISEASE[colour] : isEvent ? "#b8860b" : "#5c9e31";
  const g = svg("g", { class: "tw-pd-card", transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    svg("title", { text: isEvent ? `${name}: ${(v.event_text || {})[card] || ""}` : name }),
    svg("rect", { width: w, height: h, rx: 7, fill: C.bg, stroke: isEvent ? "#b8860b" : C.border, "stroke-width": isEvent ? 3 : 2 }),
    svg("rect", { x: 3, y: 3, width: 12, height: h - 6, rx: 4, fill: band }),
  ]);
  const lines = name.length > 12 && name.includes(" ") ? splitName(name) : [name];
  const fs = lines.length > 1 ? 13 : name.length > 14 ? 13 : 15;
  const top = (note ? h / 2 - 7 : h / 2) - ((lines.length - 1) * fs) / 2;
  lines.forEach((line, i) => g.appendChild(label(20, top + i * fs, line, { "text-anchor": "start", "font-size": fs, fill: C.fg, "font-weight": isEvent ? 700 : 400 })));
  if (note) g.appendChild(label(20, h / 2 + 11, note, { "text-anchor": "start", "font-size": 12, fill: C.fg2 }));
  if (id) {
    const hit = targetArea(0, 0, { rect: [x - 2, y - 2, w + 4, h + 4], round: 9 });
    ctx.register(id, hitOnly(ctx, id, hit), { label: name, x: x + w / 2, y: y + h / 2 });
    return [g, hit];
  }
  return [g];
}

function renderDecks(ctx, root, y0, narrow = false) {
  const v = ctx.view;
  const g = svg("g", { class: "tw-pd-decks" });
  const back = (x, y, text, fill) => svg("g", {}, [
    svg("rect", { x, y, width: 96, height: 128, rx: 10, fill, stroke: C.border, "stroke-width": 2 }),
    svg("rect", { x: x + 8, y: y + 8, width: 80, height: 112, rx: 7, fill: "none", stroke: "#ffffff", "stroke-width": 2, opacity: 0.5 }),
    label(x + 48, y + 64, text, { "font-size": 30, "font-weight": 700, fill: "#ffffff" }),
  ]);
  // player deck
  const pd = v.player_deck || { count: 0, piles: [] };
  g.appendChild(label(20, y0 + 10, "Player deck", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  g.appendChild(back(20, y0 + 24, String(pd.count), "#2e6b3f"));
  g.appendChild(label(20, y0 + 170, `piles: ${pd.piles.map((p) => p.count).join(" · ") || "none"}`, { "text-anchor": "start", "font-size": 13, fill: C.fg2 }));
  // player discard: the events in it (the Contingency Planner may take them back) and the last cards
  const discard = v.player_discard || [];
  g.appendChild(label(134, y0 + 10, `Player discard (${discard.length})`, { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  const events = discard.filter((c) => (v.card_colours || {})[c] === undefined && c !== "epidemic");
  const others = discard.filter((c) => !events.includes(c)).slice(-Math.max(0, 6 - events.length));
  [...events, ...others].slice(0, 6).forEach((c, i) => {
    const isEvent = events.includes(c);
    for (const n of cardChip(ctx, 134 + (i % 2) * 128, y0 + 24 + Math.floor(i / 2) * 44, c, { w: 122, h: 38, id: isEvent ? `pdiscard:${c}` : undefined }))
      g.appendChild(n);
  });
  // infection deck
  const inf = v.infection_deck || { count: 0, known: [] };
  g.appendChild(label(404, y0 + 10, "Infection", { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  g.appendChild(back(404, y0 + 24, String(inf.count), "#6d1f2b"));
  // infection discard
  const infd = v.infection_discard || [];
  const names = v.card_names || {};
  // (narrow: under the decks, six to a row)
  const ix = narrow ? 20 : 520;
  const iy = narrow ? y0 + DECKS_H : y0;
  g.appendChild(label(ix, iy + 10, `Infection discard (${infd.length})`, { "text-anchor": "start", "font-size": 15, fill: C.fg2 }));
  const cols = narrow ? 6 : 7;
  const limit = cols * 4;
  const shown = infd.length > limit ? infd.slice(-(limit - 1)) : infd;
  shown.forEach((c, i) => {
    const x = ix + (i % cols) * 124;
    const y = iy + 24 + Math.floor(i / cols) * 32;
    const colour = (v.card_colours || {})[c];
    const chip = svg("g", { transform: `translate(${x} ${y})` }, [
      svg("rect", { width: 118, height: 27, rx: 6, fill: C.bg, stroke: colour === 2 ? C.fg2 : DISEASE[colour], "stroke-width": 2.5 }),
      label(59, 14, names[c] || c, { "font-size": (names[c] || c).length > 13 ? 12 : 14, fill: C.fg }),
    ]);
    g.appendChild(chip);
    const id = `infd:${c}`;
    const hit = targetArea(0, 0, { rect: [x - 2, y - 2, 122, 31], round: 7 });
    ctx.register(id, hitOnly(ctx, id, hit), { label: `${names[c] || c} in the infection discard`, x, y });
    g.appendChild(hit);
  });
  if (infd.length > limit) g.appendChild(label(ix + (cols - 1) * 124 + 59, iy + 24 + 3 * 32 + 14, `+${infd.length - limit + 1} more`, { "font-size": 13, fill: C.fg2 }));
  // what is known of the top of the infection deck, and a Forecast being arranged
  let note = "";
  const known = inf.known || [];
  if (v.forecast) {
    const placed = v.forecast.placed.map((c) => names[c]).join(", ") || "none yet";
    note = `Forecast: on top so far ${placed}; still to place: ${v.forecast.cards.map((c) => names[c]).join(", ")}`;
  } else if (known.length) {
    const k = known[0];
    note = `Next infection cards: ${k.cards.map((c) => names[c]).join(", ")} ${k.ordered ? "(in this order)" : "(in some order)"}`;
  }
  if (v.quiet_night) note = `One Quiet Night: the next infection step is skipped. ${note}`;
  const most = narrow ? 90 : 120;
  if (note) g.appendChild(label(ix, iy + 160, note.length > most ? note.slice(0, most - 2) + "…" : note, { "text-anchor": "start", "font-size": 14, fill: C.fg }));
  root.appendChild(g);
}

/** Height of one seat's row of cards: narrow, the cards go under the role, five to a row. */
function handHeight(hand, narrow, extra = 0) {
  return narrow ? 56 + Math.max(1, Math.ceil((hand.length + extra) / HAND_COLS)) * 50 : 62;
}
const HAND_COLS = 5;
const DECKS_H = 186;

/** The event card on the Contingency Planner's role card, if seat `s` holds one there. */
function plannerExtra(v, s) {
  const role = (v.roles || [])[s];
  return role && role.id === "planner" && v.planner_card ? v.planner_card : null;
}

function renderHands(ctx, root, y0, narrow = false) {
  const v = ctx.view;
  const g = svg("g", { class: "tw-pd-hands" });
  let y = y0;
  (v.hands || []).forEach((hand, s) => {
    const rowH = handHeight(hand, narrow, plannerExtra(v, s) ? 1 : 0);
    const width = narrow ? NW : W;
    const role = v.roles[s];
    const active = s === v.turn && !v.over;
    const helper = (v.helpers || []).includes(s) || (v.to_move || []).includes(s);
    g.appendChild(svg("rect", {
      x: 0, y, width, height: rowH - 6, rx: 10, fill: active ? C.bg2 : C.bg,
      stroke: active ? ctx.color(s) : C.border2, "stroke-width": active ? 3 : 1.5,
    }));
    g.appendChild(drawPawn(24, y + 30, ctx.color(s), role.name, roleInitial(role)));
    g.appendChild(svg("g", {}, [svg("title", { text: role.text }),
      label(42, y + 19, role.name, { "text-anchor": "start", "font-size": 16, "font-weight": 700, fill: C.fg })]));
    const where = (v.card_names || {})[v.pawns[s]] || v.pawns[s];
    const info = active && v.phase === "actions" ? `in ${where} · ${v.actions_left} action${v.actions_left === 1 ? "" : "s"} left`
      : helper ? `in ${where} · may play an event` : `in ${where} · ${hand.length} card${hand.length === 1 ? "" : "s"}`;
    g.appendChild(label(42, y + 40, info, { "text-anchor": "start", "font-size": 13, fill: hand.length > v.hand_limit ? C.error : C.fg2 }));
    const cards = [...hand];
    const extra = plannerExtra(v, s);
    const n = cards.length + (extra ? 1 : 0);
    const step = n > 8 ? Math.floor((W - 250 - 134) / (n - 1)) : 140;
    const at = (i) => (narrow ? [12 + (i % HAND_COLS) * 150, y + 50 + Math.floor(i / HAND_COLS) * 50] : [240 + i * step, y + 5]);
    cards.forEach((c, i) => {
      for (const node of cardChip(ctx, ...at(i), c, { id: `card:${c}` })) g.appendChild(node);
    });
    if (extra) for (const node of cardChip(ctx, ...at(cards.length), extra, { id: `card:${extra}`, note: "on the role card" })) g.appendChild(node);
    y += rowH;
  });
  root.appendChild(g);
  return y;
}

function renderBoard(ctx) {
  const v = ctx.view;
  if (!v.map) return svg("svg");
  if (ctx.width && ctx.width < NARROW) return renderNarrow(ctx);
  const decksY = TOP + MAP_H + PAD;
  const handsY = decksY + 186;
  const height = handsY + (v.hands || []).length * 62 + 4;
  const root = svgRoot({ x: -6, y: -4, w: W + 12, h: height + 8 }, { label: "Pandemic board", maxWidth: "1100px", className: "tw-pandemic" });
  renderTrackers(ctx, root);
  renderMap(ctx, root);
  renderDecks(ctx, root, decksY);
  renderHands(ctx, root, handsY);
  return root;
}

/** A narrow cell: the trackers, the map, and the piles with the hands, one drawing under the other. */
function renderNarrow(ctx) {
  const v = ctx.view;
  const trackers = svgRoot({ x: -6, y: -4, w: NW + 12, h: 164 }, { label: "Pandemic trackers", maxWidth: "780px", className: "tw-pandemic tw-pd-part" });
  renderTrackers(ctx, trackers, true);
  // the map in two halves at one scale (the wider, west half as wide as the cell)
  const scale = Math.min(1, (ctx.width - 4) / (HALVES[0][1] - HALVES[0][0]));
  const map = stackParts(HALVES.map(([x0, x1], half) => ({
    x: x0, y: TOP - 4, w: x1 - x0, h: MAP_H + 8, label: `Pandemic board, ${half ? "east" : "west"}`,
    draw: (root) => renderMap(ctx, root, half),
  })), { className: "tw-pandemic tw-pd-part tw-pd-half", scale });
  const handsY = 2 * DECKS_H + 10;
  const height = handsY + (v.hands || []).reduce((a, h, s) => a + handHeight(h, true, plannerExtra(v, s) ? 1 : 0), 0);
  const cards = svgRoot({ x: -6, y: -4, w: NW + 12, h: height + 8 }, { label: "Pandemic cards", maxWidth: "780px", className: "tw-pandemic tw-pd-part" });
  renderDecks(ctx, cards, 0, true);
  renderHands(ctx, cards, handsY, true);
  return html("div", { class: "tw-pd-stack" }, [trackers, map, cards]);
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  if (!v.roles) return {};
  const names = v.card_names || {};
  const items = [
    { label: "In", value: names[v.pawns[seat]] || v.pawns[seat], title: v.roles[seat].text },
    { label: "Cards", value: `${(v.hands[seat] || []).length}/${v.hand_limit}` },
  ];
  if (seat === v.turn && v.phase === "actions") items.push({ label: "Actions left", value: v.actions_left });
  return { items };
}

function describeGame(ctx) {
  const v = ctx.view;
  if (!v.cures) return "";
  const cured = v.cures.filter((c) => c !== "none").length;
  const level = v.difficulty ? v.difficulty[0].toUpperCase() + v.difficulty.slice(1) : "";
  return `${level} · ${cured} of 4 cures · infection rate ${v.rate} · ${v.outbreaks} outbreak${v.outbreaks === 1 ? "" : "s"}`;
}

export default createApp({ renderBoard, describeExtras, describeGame, boardLabel: "Pandemic board" });
