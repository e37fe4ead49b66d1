// Gaia Project board: the hex map of sectors with planets by type, buildings, gaiaformers, satellites
// and federations outlined (left); the research board with its six tracks, the tech tiles, the power
// and Q.I.C. action spaces, the round and final scoring tiles and the boosters (right); every
// player's faction board below: resources, power bowls, buildings left, income, tech tiles and
// federation tokens. The reach of a build shows on every planet a mine may go to (its cost).
// Element ids: hex-<id>, up-<kind>, track-<track>, tech-<tile>, act-<p1..q3>, booster-<Bn>,
// faction-<key> (docs/views/gaia_project.md).
import { createApp, svg, svgRoot, html, label, fmt, C, targetArea } from "../kit/index.js";

export const PLANET_COLORS = { r: "#2f6fd6", o: "#c4352b", v: "#e08a1e", d: "#e6cf3a", s: "#8a5a2b", t: "#8c8c8c",
  i: "#e9f1f7", g: "#3aa655", m: "#7d3fa8", l: "#222222" };
export const PLANET_NAMES = { r: "Terra", o: "Oxide", v: "Volcanic", d: "Desert", s: "Swamp", t: "Titanium", i: "Ice",
  g: "Gaia", m: "Transdim", l: "Lost Planet", e: "space" };
const TRACKS = ["terra", "nav", "int", "gaia", "eco", "sci"];
const TRACK_NAMES = { terra: "Terraform", nav: "Navigation", int: "A. I.", gaia: "Gaia Proj.", eco: "Economy", sci: "Science" };
const W = 1000;
const MAP_W = 520;
const MAP_H = 540;
const RX = 540;                 // right column
const COL = 76;                 // research track width
/** Tile faces in a few characters (the full text is the tile's tooltip). */
export const BRIEF = {
  T1: "1 ore 1 QIC", T2: "1k / type", T3: "PI AC = 4", T4: "7 VP", T5: "+1o +1pw", T6: "+1k +1c", T7: "Gaia mine 3",
  T8: "+4 credits", T9: "act 4 pw", A1: "pass 3/fed", A2: "step 2 VP", A3: "act QIC 5c", A4: "2 VP/mine", A5: "pass 3/lab",
  A6: "1o/sector", A7: "pass 1/type", A8: "2 VP/Gaia", A9: "4 VP/TS", A10: "2 VP/sector", A11: "act 3 ore", A12: "5 VP/fed",
  A13: "act 3 k", A14: "mine 3 VP", A15: "TS 3 VP",
  B1: "+1k +1o", B2: "+1o +2t", B3: "+QIC +2c", B4: "+2c step", B5: "+2pw range", B6: "+1o m:1", B7: "+1o TS:2",
  B8: "+1k lab:3", B9: "+4pw PA:4", B10: "+4c Gaia:1",
  R1: "step 2", R2: "research 2", R3: "mine 2", R4: "fed 5", R5: "TS 4", R6: "Gaia m. 4", R7: "PI/AC 5", R8: "TS 3",
  R9: "Gaia m. 3", R10: "PI/AC 5",
  p1: "3 know.", p2: "2 steps", p3: "2 ore", p4: "7 cred.", p5: "2 know.", p6: "1 step", p7: "2 tokens",
  q1: "tech", q2: "fed again", q3: "3+types",
};
const BUILD_GLYPH = { m: "M", ts: "TS", lab: "RL", pi: "PI", ac1: "AC", ac2: "AC", lost: "LP" };

function hexPath(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i);
    pts.push(`${fmt(cx + r * Math.cos(a))},${fmt(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join("L")}Z`;
}

/** Screen layout of the map: hex id -> [x, y] and the hex radius, fitted into the map box. */
export function mapLayout(map) {
  // the engine's drawing of its axial coordinates: q points up, r up and to the right
  const raw = map.map(([h, q, r]) => [h, 1.5 * r, -Math.sqrt(3) * (q + r / 2)]);
  const xs = raw.map((p) => p[1]);
  const ys = raw.map((p) => p[2]);
  const minX = Math.min(...xs) - 1;
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys) - 1;
  const maxY = Math.max(...ys) + 1;
  const R = Math.min(MAP_W / (maxX - minX), MAP_H / (maxY - minY));
  const ox = 10 + (MAP_W - R * (maxX - minX)) / 2;
  const oy = 40 + (MAP_H - R * (maxY - minY)) / 2;
  const at = {};
  for (const [h, x, y] of raw) at[h] = [ox + (x - minX) * R, oy + (y - minY) * R];
  return { at, R };
}

/** Short cost text of a reachable mine ("2c 4o 1q"). */
export function costText(cost) {
  return ["c", "o", "q"].filter((k) => cost && cost[k]).map((k) => `${cost[k]}${k}`).join(" ");
}

function text(x, y, t, attrs = {}) {
  return svg("text", { x: fmt(x), y: fmt(y), "dominant-baseline": "central", "font-size": 13, fill: C.fg, text: t, ...attrs });
}

function drawMap(ctx, root) {
  const v = ctx.view;
  const g = svg("g", { class: "tw-gp-map" });
  g.appendChild(svg("rect", { x: 6, y: 34, width: MAP_W + 8, height: MAP_H + 12, rx: 14, fill: "#0e1630" }));
  const { at, R } = mapLayout(v.map || []);
  const build = v.buildings || {};
  const ptype = v.ptype || {};
  const reach = v.reach || {};
  for (const [h, , , planet, sector] of v.map || []) {
    const [cx, cy] = at[h];
    const p = ptype[h] || planet;
    g.appendChild(svg("path", { d: hexPath(cx, cy, R - 0.6), fill: "#1b2750", stroke: "#33447a", "stroke-width": 1 }));
    if (h.endsWith("s") && !["factions", "draft", "auction"].includes(v.phase)) g.appendChild(label(cx, cy + R * 0.62, sector, { "font-size": 13, fill: "#8fa0d0" }));
    if ((v.satellites || {})[h]) {
      v.satellites[h].forEach((s, i) => g.appendChild(svg("circle", { cx: fmt(cx - 5 + i * 6), cy: fmt(cy), r: 4.5, fill: ctx.color(s), stroke: "#ffffff", "stroke-width": 1 })));
    }
    if ((v.stations || {})[h] !== undefined) {
      g.appendChild(svg("rect", { x: fmt(cx - 7), y: fmt(cy - 7), width: 14, height: 14, transform: `rotate(45 ${fmt(cx)} ${fmt(cy)})`, fill: ctx.color(v.stations[h]), stroke: "#ffffff" }));
    }
    if (p !== "e") {
      const kids = [svg("title", { text: `${h}: ${PLANET_NAMES[p]}${build[h] ? `, ${ctx.name(build[h][0])}` : ""}` })];
      g.appendChild(svg("circle", { cx: fmt(cx), cy: fmt(cy), r: fmt(R * 0.62), fill: PLANET_COLORS[p], stroke: p === "i" ? "#7a8a99" : "#0b0f20", "stroke-width": 1.5, class: `tw-gp-planet tw-gp-${p}` }, kids));
      if ((v.gaiaformers || {})[h] !== undefined) {
        g.appendChild(svg("circle", { cx: fmt(cx), cy: fmt(cy), r: fmt(R * 0.35), fill: "none", stroke: ctx.color(v.gaiaformers[h]), "stroke-width": 4, "stroke-dasharray": "3 2" }));
      }
    }
    if (build[h]) {
      const [s, kind] = build[h];
      const piece = ctx.piece(s);
      const big = kind === "pi" || kind.startsWith("ac");
      g.appendChild(svg("rect", { x: fmt(cx - (big ? 12 : 9)), y: fmt(cy - (big ? 12 : 9)), width: big ? 24 : 18, height: big ? 24 : 18, rx: kind === "m" ? 9 : 3, fill: piece.fill, stroke: piece.rim, "stroke-width": 2 }));
      g.appendChild(label(cx, cy, BUILD_GLYPH[kind] || kind, { "font-size": 12, "font-weight": 800, fill: piece.ink }));
    }
    if ((v.lantid || {})[h] !== undefined) {
      const piece = ctx.piece(v.lantid[h]);
      g.appendChild(svg("circle", { cx: fmt(cx + R * 0.5), cy: fmt(cy - R * 0.45), r: 6, fill: piece.fill, stroke: piece.rim, "stroke-width": 1.5 }));
    }
    const area = targetArea(0, 0, { path: hexPath(cx, cy, R - 1) });
    ctx.register(`hex-${h}`, area, { label: `hex ${h} (${PLANET_NAMES[p]})${reach[h] ? ", mine costs " + costText(reach[h]) : ""}`, x: cx, y: cy });
    g.appendChild(area);
  }
  // the reach of a build: what a mine costs on every planet it may go to (drawn over the hexes)
  for (const [h, cost] of Object.entries(reach)) {
    if (!at[h]) continue;
    const [cx, cy] = at[h];
    const t = costText(cost);
    const w = 7.4 * t.length + 8;
    g.appendChild(svg("rect", { x: fmt(cx - w / 2), y: fmt(cy + R * 0.55 - 9), width: fmt(w), height: 18, rx: 5, fill: "#000000", opacity: 0.78, "pointer-events": "none" }));
    g.appendChild(label(cx, cy + R * 0.55, t, { "font-size": 12, "font-weight": 700, fill: "#ffffff", class: "tw-gp-reach", "pointer-events": "none" }));
  }
  // a federation being chosen: its buildings ringed, the satellites the search would place
  const pre = v.fed_preview;
  if (pre) {
    for (const h of pre.chosen) {
      const [cx, cy] = at[h] || [0, 0];
      g.appendChild(svg("circle", { cx: fmt(cx), cy: fmt(cy), r: fmt(R * 0.8), fill: "none", stroke: "#ffe14d", "stroke-width": 3, class: "tw-gp-chosen" }));
    }
    // satellites the player placed are solid; those the search would place are dashed
    const placed = new Set(pre.placed || []);
    for (const h of new Set([...(pre.sats || []), ...placed])) {
      const [cx, cy] = at[h] || [0, 0];
      const mine = placed.has(h);
      g.appendChild(svg("circle", { cx: fmt(cx), cy: fmt(cy), r: mine ? 7 : 5, fill: mine ? "#ffe14d" : "none", stroke: "#ffe14d", "stroke-width": 2, "stroke-dasharray": mine ? "" : "2 2", class: mine ? "tw-gp-sat-placed" : "tw-gp-sat-preview" }));
    }
    const fewest = pre.least === null || pre.least === undefined ? "" : `, fewest ${pre.least}`;
    g.appendChild(text(20, MAP_H + 30, `Federation: ${pre.value} of ${pre.need} power, ${pre.sats.length} satellites${fewest}`, { "font-size": 13, "font-weight": 700, fill: "#ffe14d" }));
  }
  // federations: each outlined in its player's colour
  (v.federations || []).forEach((groups, s) => groups.forEach((grp) => {
    for (const h of grp) {
      const [cx, cy] = at[h] || [0, 0];
      g.appendChild(svg("path", { d: hexPath(cx, cy, R - 3), fill: "none", stroke: ctx.color(s), "stroke-width": 3, opacity: 0.9, class: "tw-gp-fed" }));
    }
  }));
  root.appendChild(g);
}

/** Final-scoring tiles named short enough for their tile in bold. */
const FINAL_SHORT = { structures: "structures", fed_structures: "federated structures", planet_types: "planet types",
  gaia: "Gaia planets", sectors: "sectors reached", satellites: "satellites + stations" };

function tile(ctx, g, id, x, y, w, h, title, sub, { fill = C.bg2, ink = C.fg, tip = "" } = {}) {
  const room = Math.floor(w / 6.6);
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 6, fill, stroke: C.border, "stroke-width": 1.2 }, [svg("title", { text: tip || `${title}: ${sub}` })]));
  g.appendChild(label(x + w / 2, y + 12, title.length > room ? title.slice(0, room - 1) + "…" : title, { "font-size": 12, "font-weight": 700, fill: ink }));
  if (sub) g.appendChild(label(x + w / 2, y + h - 11, sub.length > room ? sub.slice(0, room - 1) + "…" : sub, { "font-size": 12, fill: ink }));
  if (id) {
    const area = targetArea(0, 0, { rect: [x, y, w, h], round: 6 });
    ctx.register(id, area, { label: tip || `${title}: ${sub}`, x, y });
    g.appendChild(area);
  }
}


function drawResearch(ctx, root) {
  const v = ctx.view;
  const g = svg("g", { class: "tw-gp-research" });
  const tiles = v.tiles || {};
  const players = v.players_info || [];
  let y = 36;
  // advanced tiles above the tracks
  TRACKS.forEach((t, i) => {
    const a = (v.adv_pos || {})[t];
    tile(ctx, g, a ? `tech-${a}` : null, RX + i * COL + 2, y, COL - 4, 40, a || "—", a ? BRIEF[a] : "taken", { fill: "#f3e7c4", ink: "#2b2b2b", tip: a ? `${a}: ${tiles.adv[a]}` : "" });
  });
  y += 46;
  TRACKS.forEach((t, i) => {
    const x = RX + i * COL;
    for (let lv = 5; lv >= 0; lv--) {
      const yy = y + (5 - lv) * 27;
      g.appendChild(svg("rect", { x: x + 2, y: yy, width: COL - 4, height: 25, rx: 4, fill: lv === 5 ? "#d9c27a" : lv >= 3 ? "#c9d6ea" : C.bg2, stroke: C.border }));
      g.appendChild(text(x + 8, yy + 13, String(lv), { "font-size": 12, fill: lv >= 3 ? "#2b2b2b" : C.fg2 }));
      players.forEach((p, s) => {
        if (p && p.research[t] === lv) g.appendChild(svg("circle", { cx: x + 24 + s * 14, cy: yy + 13, r: 6, fill: ctx.color(s), stroke: "#222222", "stroke-width": 1.2 }, [svg("title", { text: `${ctx.name(s)}: level ${lv}` })]));
      });
    }
    const area = targetArea(0, 0, { rect: [x + 2, y, COL - 4, 160], round: 4 });
    ctx.register(`track-${t}`, area, { label: `research track ${TRACK_NAMES[t]}`, x, y });
    g.appendChild(area);
    g.appendChild(label(x + COL / 2, y + 172, TRACK_NAMES[t], { "font-size": 12, "font-weight": 700, fill: C.fg }));
  });
  y += 182;
  TRACKS.forEach((t, i) => {
    const s = (v.std_pos || {})[t];
    tile(ctx, g, `tech-${s}`, RX + i * COL + 2, y, COL - 4, 40, s, BRIEF[s], { fill: "#dce9f5", ink: "#1d2b3a", tip: `${s}: ${tiles.tech[s]}` });
  });
  y += 44;
  (v.std_common || []).forEach((s, i) => {
    tile(ctx, g, `tech-${s}`, RX + i * COL + 2, y, COL - 4, 40, s, BRIEF[s], { fill: "#dce9f5", ink: "#1d2b3a", tip: `${s} (any track): ${tiles.tech[s]}` });
  });
  g.appendChild(text(RX + 3 * COL + 6, y + 12, "← any track", { "font-size": 12, fill: C.fg2 }));
  g.appendChild(text(RX + 3 * COL + 6, y + 30, v.terra_fed ? `Terraform 5: ${v.terra_fed}` : "", { "font-size": 12, fill: C.fg2 }));
  y += 46;
  // power and Q.I.C. actions
  const taken = new Set(v.taken || []);
  const acts = Object.entries(tiles.power || {}).map(([k, [c, gain]]) => [k, `${c} power`, gain]).concat(
    Object.entries(tiles.qic || {}).map(([k, [c, w]]) => [k, `${c} Q.I.C.`, { tech: "tech tile", rescore: "fed. again", types: "3+types VP" }[w]]));
  acts.forEach(([k, cost, gain], i) => {
    const x = RX + (i % 5) * 91 + 2;
    const yy = y + Math.floor(i / 5) * 48;
    const used = taken.has(k);
    tile(ctx, g, `act-${k}`, x, yy, 87, 44, cost.replace(" power", " pw"), BRIEF[k], { fill: k.startsWith("q") ? "#cfe8d5" : "#e8d3f0", ink: "#222222", tip: `${k}: ${cost} for ${gain}${used ? " (taken this round)" : ""}` });
    if (used) g.appendChild(svg("path", { d: `M${x + 6} ${yy + 6} L${x + 81} ${yy + 38} M${x + 81} ${yy + 6} L${x + 6} ${yy + 38}`, stroke: "#444444", "stroke-width": 3, opacity: 0.7 }));
  });
  y += 98;
  // round and final scoring
  (v.round_tiles || []).forEach((r, i) => {
    const now = v.round === i + 1;
    tile(ctx, g, null, RX + i * COL + 2, y, COL - 4, 40, `Round ${i + 1}`, BRIEF[r], { fill: now ? "#fbe3a8" : C.bg2, ink: now ? "#2b2b2b" : C.fg, tip: `Round ${i + 1}: ${tiles.round[r]}` });
  });
  y += 44;
  (v.final_tiles || []).forEach((f, i) => {
    const many = (v.final_values || []).length > 2;
    const vals = (v.final_values || []).map((x, s) => (x ? `${many ? ctx.name(s)[0] : ctx.name(s)} ${x[i]}` : "")).join(" · ");
    tile(ctx, g, null, RX + i * 228 + 2, y, 224, 40, `Final: ${FINAL_SHORT[f] || tiles.final[f]}`, vals, { tip: `Final scoring: ${tiles.final[f]}` });
  });
  y += 44;
  const free = new Set(v.free_boosters || []);
  (v.boosters || []).forEach((b, i) => {
    const holder = (players || []).findIndex((p) => p && p.booster === b);
    tile(ctx, g, `booster-${b}`, RX + (i % 6) * COL + 2, y + Math.floor(i / 6) * 46, COL - 4, 42, b + (holder >= 0 ? ` ${ctx.name(holder)}` : ""), BRIEF[b],
      { fill: free.has(b) ? "#fdf3d8" : C.bg3, ink: "#2b2b2b", tip: `${b}: ${tiles.boosters[b]}` });
  });
  y += 46 * Math.ceil((v.boosters || []).length / 6);
  root.appendChild(g);
  return y;
}

function drawAuction(ctx, root) {
  const v = ctx.view;
  if (v.phase !== "auction" || !v.auction) return;
  const info = v.factions_info || {};
  const g = svg("g", { class: "tw-gp-auction" });
  const rows = Object.entries(v.auction);
  g.appendChild(svg("rect", { x: 14, y: 44, width: MAP_W - 8, height: 40 + rows.length * 44, rx: 12, fill: C.bg, stroke: C.border, opacity: 0.96 }));
  g.appendChild(text(30, 62, "Auction: the most VP you would pay for each faction (secret)", { "font-size": 15, "font-weight": 700 }));
  rows.forEach(([k, bid], i) => {
    const f = info[k] || { name: k, planet: "e", text: [""] };
    const y = 78 + i * 44;
    g.appendChild(svg("rect", { x: 24, y, width: MAP_W - 28, height: 40, rx: 8, fill: C.bg2, stroke: PLANET_COLORS[f.planet] || C.border, "stroke-width": 3 }));
    g.appendChild(svg("circle", { cx: 42, cy: y + 20, r: 11, fill: PLANET_COLORS[f.planet] || C.bg3, stroke: "#222222" }));
    g.appendChild(text(60, y + 20, f.name, { "font-size": 14, "font-weight": 700 }));
    const mine = (v.my_max || {})[k];
    g.appendChild(text(220, y + 20, bid ? `top bid ${bid[1]} VP by ${ctx.name(bid[0])}` : mine !== undefined ? `your most: ${mine} VP` : "not set yet", { "font-size": 13 }));
  });
  root.appendChild(g);
}

function drawFactionChooser(ctx, root) {
  const v = ctx.view;
  if (v.phase !== "factions" && v.phase !== "draft") return;
  const info = v.factions_info || {};
  const g = svg("g", { class: "tw-gp-factions" });
  g.appendChild(svg("rect", { x: 14, y: 44, width: MAP_W - 8, height: 350, rx: 12, fill: C.bg, stroke: C.border, opacity: 0.96 }));
  g.appendChild(text(30, 62, "Choose a faction (never two of one planet colour)", { "font-size": 15, "font-weight": 700 }));
  Object.entries(info).forEach(([k, f], i) => {
    const x = 24 + (i % 2) * 252;
    const y = 78 + Math.floor(i / 2) * 44;
    g.appendChild(svg("rect", { x, y, width: 246, height: 40, rx: 8, fill: C.bg2, stroke: PLANET_COLORS[f.planet], "stroke-width": 3 }));
    g.appendChild(svg("circle", { cx: x + 18, cy: y + 20, r: 11, fill: PLANET_COLORS[f.planet], stroke: "#222222" }));
    g.appendChild(text(x + 36, y + 12, f.name, { "font-size": 13, "font-weight": 700 }));
    g.appendChild(text(x + 36, y + 29, f.text[0].length > 26 ? f.text[0].slice(0, 25) + "…" : f.text[0], { "font-size": 12, fill: C.fg2 }));
    const area = targetArea(0, 0, { rect: [x, y, 246, 40], round: 8 });
    ctx.register(`faction-${k}`, area, { label: `${f.name}: ${f.text.join(" ")}`, x, y });
    g.appendChild(area);
  });
  root.appendChild(g);
}

function drawPlayers(ctx, root, top) {
  const v = ctx.view;
  const g = svg("g", { class: "tw-gp-players" });
  const info = v.factions_info || {};
  const tiles = v.tiles || {};
  const BW = 488;
  const BH = 186;
  (v.players_info || []).forEach((p, s) => {
    const x = 8 + (s % 2) * (BW + 12);
    const y = top + Math.floor(s / 2) * (BH + 10);
    g.appendChild(svg("rect", { x, y, width: BW, height: BH, rx: 10, fill: C.bg2, stroke: ctx.color(s), "stroke-width": 3 }));
    if (!p) {
      g.appendChild(text(x + 14, y + 18, `${ctx.name(s)}: no faction yet`, { "font-size": 14, "font-weight": 700 }));
      return;
    }
    const now = (v.to_move || []).includes(s);
    g.appendChild(svg("circle", { cx: x + 18, cy: y + 18, r: 10, fill: PLANET_COLORS[p.planet], stroke: "#222222" }));
    g.appendChild(text(x + 34, y + 18, `${ctx.name(s)} · ${p.name} · ${p.res.vp} VP${p.passed ? " · passed" : ""}${now ? " · to move" : ""}`, { "font-size": 14, "font-weight": 700 }));
    const res = [["Credits", p.res.c, "#c9a227"], ["Ore", p.res.o, "#7a5230"], ["Knowl.", p.res.k, "#2f6db3"], ["Q.I.C.", p.res.q, "#2e8b57"]];
    res.forEach(([n, val, col], i) => {
      g.appendChild(svg("rect", { x: x + 8 + i * 58, y: y + 34, width: 55, height: 38, rx: 6, fill: col }));
      g.appendChild(label(x + 35 + i * 58, y + 45, n, { "font-size": 12, fill: "#ffffff" }));
      g.appendChild(label(x + 35 + i * 58, y + 62, String(val), { "font-size": 14, "font-weight": 800, fill: "#ffffff" }));
    });
    // power bowls
    const bowls = [["I", p.bowls[0]], ["II", p.bowls[1]], ["III", p.bowls[2]], ["Gaia", p.gaia]];
    bowls.forEach(([n, val], i) => {
      const bx = x + 246 + i * 58;
      g.appendChild(svg("ellipse", { cx: bx + 26, cy: y + 53, rx: 27, ry: 19, fill: i === 3 ? "#3aa655" : "#6c3fa0", opacity: i === 2 ? 1 : 0.75 }));
      const brain = (i < 3 ? p.brain === i + 1 : p.brain === 0) ? " ◆" : "";   // the Taklons' brainstone
      g.appendChild(label(bx + 26, y + 45, n, { "font-size": 12, fill: "#ffffff" }));
      g.appendChild(label(bx + 26, y + 60, `${val}${brain}`, { "font-size": 13, "font-weight": 800, fill: "#ffffff" }));
    });
    const left = p.left;
    g.appendChild(text(x + 12, y + 86, `Left: ${left.m} M · ${left.ts} TS · ${left.lab} RL · ${left.pi} PI · ${left.ac1 + left.ac2} AC · gaiaformers ${p.gf_free}/${p.gaiaformers}`, { "font-size": 12 }));
    g.appendChild(text(x + 12, y + 176, `Range ${p.range} · ${p.terra_cost} ore per terraforming step`, { "font-size": 12 }));
    const inc = Object.entries(p.income || {}).filter(([, n]) => n).map(([k, n]) => `${n}${{ c: "c", o: "o", k: "k", q: "q", pw: " charge", t: " tokens" }[k] || k}`).join(" · ");
    g.appendChild(text(x + 12, y + 104, `Income: ${inc}${p.booster ? ` · booster ${p.booster}` : ""}`, { "font-size": 12 }));
    const techs = p.techs.map((t) => `${t}${p.covered.includes(t) ? "×" : ""}`).join(" ");
    g.appendChild(text(x + 12, y + 122, `Tech: ${techs || "none"}`, { "font-size": 12 },
    ));
    g.appendChild(svg("title", { text: p.techs.map((t) => `${t}: ${(tiles.tech || {})[t] || (tiles.adv || {})[t]}`).join("; ") }));
    const feds = p.feds.map(([f, used]) => `${f}${used ? " (grey)" : ""}`).join(" ");
    g.appendChild(text(x + 12, y + 140, `Federations: ${feds || "none"} · satellites ${p.sats}${p.stations ? ` · stations ${p.stations}` : ""}${p.spare ? ` · brainstone power left ${p.spare}` : ""}`, { "font-size": 12 }));
    const f = info[p.faction];
    if (f) g.appendChild(text(x + 12, y + 158, (p.pi ? f.text[1] : f.text[0]).slice(0, 74), { "font-size": 12, fill: C.fg2 }));
  });
  root.appendChild(g);
  return top + Math.ceil((v.players_info || []).length / 2) * (BH + 10);
}

function renderBoard(ctx) {
  const v = ctx.view;
  const root = svgRoot({ x: 0, y: 0, w: W, h: 1000 }, { label: "Gaia Project: the galaxy, the research board and the faction boards", maxWidth: "1280px", className: "tw-gp" });
  const phase = { factions: "choose factions", draft: "factions for the auction", auction: "faction auction", place: "starting buildings", booster: "starting boosters", play: `round ${v.round} of 6`, over: "game over" }[v.phase] || v.phase;
  root.appendChild(text(14, 16, `Gaia Project · ${phase}`, { "font-size": 16, "font-weight": 700 }));
  drawMap(ctx, root);
  drawFactionChooser(ctx, root);
  drawAuction(ctx, root);
  const right = drawResearch(ctx, root);
  const bottom = drawPlayers(ctx, root, Math.max(MAP_H + 56, right + 8));
  root.setAttribute("viewBox", `0 0 ${W} ${fmt(bottom + 6)}`);
  // wrapped, so the board keeps its width (not shrunk to the window's height): the map and the
  // research board show at the top, the faction boards below
  return html("div", { class: "tw-gp-wrap", style: "width: 100%; max-width: 1000px; margin: 0 auto;" }, [root]);
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players_info || [])[seat];
  if (!p) return {};
  return { score: p.res.vp, items: [{ label: "Faction", value: p.name }, { label: "Power III", value: p.bowls[2] }, { label: "Feds", value: p.feds.length }] };
}

function describeGame(ctx) {
  const v = ctx.view;
  return v.phase === "play" ? `round ${v.round} of 6` : v.phase;
}

export default createApp({ renderBoard, describeExtras, describeGame });
