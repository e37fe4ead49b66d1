// Praga Caput Regni board: the crane (nine spaces in red, green and blue zones, each with its action
// tile, price or points and bonus), the market of buildings and wall sections, the city with its
// plazas, lots and red banners and the King's Road across it, the Hunger Wall and St Vitus Cathedral
// tracks, the technologies, and one board per player (resources, mines and quarries, university and
// technology tracks, upgrades, technologies held).
// Element ids: space:<i>, bmarket:<b>, wmarket:<w>, lot:<x>,<y>, road:<space>:egg|free,
// cell:wall|cathedral:<row>,<col>, tech:<name>, plaza:<p>:upper|lower, upg:<seat>:<kind>,
// own:<seat>:<tech>, mines:<seat>:up|take, quarry:<seat>:up|take (docs/views/praga_caput_regni.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1200;
const ZONE = { red: "#c0392b", green: "#2e8b57", blue: "#2e6fb5" };
const SHORT = { mines: "Mines", quarry: "Quarries", upgrade: "Upgrade", wall: "Wall", building: "Building", road: "Road" };
const KIND_FILL = { mines: "#d4a017", quarry: "#8e8e8e", upgrade: "#8e44ad", wall: "#a0522d", building: "#c0392b", road: "#5d6d7e" };
const SYMBOL = { crown: "♛", cross: "✝", tower: "♜" };
const RES = { gold: "gold", stone: "stone", egg: "egg", window: "window", points: "pts", tech: "tech", univ: "univ",
  wall: "wall move", cathedral: "cath. move", free: "free move" };

/** "+1 gold" for an effect [kind, n]. */
export function fxShort([kind, n]) {
  return kind === "points" ? `${n} pts` : `+${n} ${RES[kind] || kind}`;
}

/** "2g 1s" for a cost. */
export function costText(gold, stone) {
  const parts = [];
  if (gold) parts.push(`${gold} gold`);
  if (stone) parts.push(`${stone} stone`);
  return parts.join(" ") || "free";
}

function box(x, y, w, h, attrs = {}) {
  return svg("rect", { x: fmt(x), y: fmt(y), width: fmt(w), height: fmt(h), rx: 6, fill: C.bg2, stroke: C.border, ...attrs });
}

function text(x, y, t, attrs = {}) {
  return svg("text", { x: fmt(x), y: fmt(y), "font-size": 14, fill: C.fg, ...attrs, text: t });
}

// ---------------------------------------------------------------- the crane
function drawCrane(ctx, root) {
  const { view } = ctx;
  const d = view.data;
  const sw = 76, x0 = 10, y0 = 30;
  root.appendChild(text(x0, 20, "The crane: red costs gold, green is free, blue scores", { "font-weight": 700 }));
  d.spaces.forEach((sp, i) => {
    const x = x0 + i * (sw + 4);
    const g = svg("g", { class: "pr-space" });
    g.appendChild(box(x, y0, sw, 150, { fill: C.bg0, stroke: ZONE[sp.zone], "stroke-width": 3 }));
    g.appendChild(svg("rect", { x: fmt(x), y: fmt(y0), width: sw, height: 24, rx: 6, fill: ZONE[sp.zone] }));
    const head = sp.cost ? `−${sp.cost} gold` : sp.points ? `+${sp.points} pts` : "free";
    g.appendChild(label(x + sw / 2, y0 + 12, head, { "font-size": 14, fill: "#fff", "font-weight": 700 }));
    const t = view.turn;
    const chosen = !view.wheel[i] && t.space === i && t.tile !== null && t.phase !== "choose" && t.phase !== "done";
    const slot = view.wheel[i] || (chosen ? { tile: t.tile, vp: false } : null);
    if (chosen) g.appendChild(label(x + sw / 2, y0 + 118, "chosen", { "font-size": 14, fill: C.fg2 }));
    if (slot) {
      const kinds = d.tiles[slot.tile];
      kinds.forEach((k, j) => {
        const ty = y0 + 30 + j * 42;
        g.appendChild(svg("rect", { x: fmt(x + 5), y: fmt(ty), width: sw - 10, height: 38, rx: 5, fill: KIND_FILL[k], "fill-opacity": chosen && t.did === k ? 1 : chosen ? 0.55 : 1 }));
        g.appendChild(label(x + sw / 2, ty + 19, SHORT[k], { "font-size": 14, fill: "#fff", "font-weight": 700 }));
      });
      if (slot.vp) {
        g.appendChild(svg("circle", { cx: fmt(x + sw - 14), cy: fmt(y0 + 118), r: 13, fill: "#f1c40f", stroke: "#7d6608" }));
        g.appendChild(label(x + sw - 14, y0 + 118, "5", { "font-size": 15, fill: "#222", "font-weight": 700 }));
      }
    } else {
      g.appendChild(label(x + sw / 2, y0 + 70, "empty", { "font-size": 14, fill: C.fg3 }));
    }
    g.appendChild(label(x + sw / 2, y0 + 138, sp.short, { "font-size": 14, fill: C.fg }));
    g.appendChild(targetArea(x + sw / 2, y0 + 75, { rect: [x, y0, sw, 150], round: 6 }));
    root.appendChild(g);
    const what = slot ? d.tiles[slot.tile].map((k) => d.kind_names[k]).join(" or ") : "empty";
    ctx.register(`space:${i}`, g, { label: `crane space ${i} (${sp.zone}): ${what}, bonus ${fxShort(sp.bonus)}` });
  });
}

// ---------------------------------------------------------------- the market
function drawMarket(ctx, root) {
  const { view } = ctx;
  const d = view.data;
  const x0 = 740, y0 = 30;
  root.appendChild(text(x0, 20, `Market (buildings ${view.pile_b} left, walls ${view.pile_w} left)`, { "font-weight": 700 }));
  const bw = 110;
  view.market_b.forEach((b, i) => {
    const x = x0 + i * (bw + 4);
    const g = svg("g", { class: "pr-building" });
    g.appendChild(box(x, y0, bw, 98, { fill: C.bg0 }));
    if (b !== null && b !== undefined) {
      const t = d.buildings[b];
      g.appendChild(svg("rect", { x: fmt(x), y: fmt(y0), width: bw, height: 22, rx: 6, fill: "#a93226" }));
      g.appendChild(label(x + bw / 2, y0 + 11, costText(t.gold, t.stone), { "font-size": 14, fill: "#fff" }));
      g.appendChild(label(x + bw / 2, y0 + 36, t.name.length > 12 ? t.name.slice(0, 11) + "…" : t.name, { "font-size": 14, fill: C.fg, "font-weight": 700 }));
      g.appendChild(label(x + bw / 2, y0 + 56, `${t.points} pts${t.symbol ? " " + SYMBOL[t.symbol] : ""}${t.cube ? " ▣" : ""}`, { "font-size": 14, fill: C.fg }));
      if (t.short) g.appendChild(label(x + bw / 2, y0 + 78, t.short, { "font-size": 14, fill: C.fg2 }));
      g.appendChild(targetArea(x + bw / 2, y0 + 49, { rect: [x, y0, bw, 98], round: 6 }));
      root.appendChild(g);
      ctx.register(`bmarket:${b}`, g, { label: `${t.name}: ${costText(t.gold, t.stone)}, ${t.points} points, ${t.fx}` });
    } else root.appendChild(g);
  });
  const ww = 148, wy = y0 + 104;
  view.market_w.forEach((w, i) => {
    const x = x0 + i * (ww + 4);
    const g = svg("g", { class: "pr-walltile" });
    g.appendChild(box(x, wy, ww, 50, { fill: "color-mix(in srgb, #a0522d 18%, var(--jp-layout-color0, #fff))" }));
    if (w !== null && w !== undefined) {
      const t = d.walls[w];
      g.appendChild(text(x + 6, wy + 19, `Wall: ${costText(t.gold, t.stone)}`, { "font-size": 14 }));
      g.appendChild(text(x + 6, wy + 40, `${t.points} pts ${t.short}`, { "font-size": 14, fill: C.fg2 }));
      g.appendChild(targetArea(x + ww / 2, wy + 25, { rect: [x, wy, ww, 50], round: 6 }));
      root.appendChild(g);
      ctx.register(`wmarket:${w}`, g, { label: `wall section: ${costText(t.gold, t.stone)}, ${t.points} points, ${t.fx}` });
    } else root.appendChild(g);
  });
}

// ---------------------------------------------------------------- the city and the road
const CELL = 60;
const PH = 236;
function drawCity(ctx, root, x0, y0) {
  const { view } = ctx;
  const d = view.data;
  const roadH = 76;
  const cy = (y) => y0 + 24 + y * CELL + (y >= 3 ? roadH : 0);
  root.appendChild(text(x0, y0 + 14, "Prague and the King's Road", { "font-weight": 700 }));
  d.plazas.forEach((p, i) => {
    const [x, y] = p.at;
    const px = x0 + x * CELL, py = cy(y);
    const done = view.plaza_done[i];
    root.appendChild(svg("rect", { x: px + 2, y: py + 2, width: CELL - 4, height: CELL - 4, rx: 4, fill: done ? C.bg3 : "color-mix(in srgb, #f1c40f 25%, var(--jp-layout-color0, #fff))", stroke: C.border }));
    const up = svg("g", { class: "pr-plaza" });
    up.appendChild(label(px + CELL / 2, py + 16, p.short, { "font-size": 14, fill: C.fg }));
    up.appendChild(targetArea(px + CELL / 2, py + 15, { rect: [px + 2, py + 2, CELL - 4, 28], round: 3 }));
    root.appendChild(up);
    ctx.register(`plaza:${i}:upper`, up, { label: `plaza ${i + 1} upper reward: ${p.upper}` });
    const lo = svg("g", { class: "pr-plaza" });
    lo.appendChild(label(px + CELL / 2, py + 44, `${p.lower} pts`, { "font-size": 14, fill: C.fg }));
    lo.appendChild(targetArea(px + CELL / 2, py + 44, { rect: [px + 2, py + 30, CELL - 4, 28], round: 3 }));
    root.appendChild(lo);
    ctx.register(`plaza:${i}:lower`, lo, { label: `plaza ${i + 1} lower reward: ${p.lower} points` });
  });
  for (const [id] of Object.entries(d.lots)) {
    const [x, y] = id.split(",").map(Number);
    const lx = x0 + x * CELL, ly = cy(y);
    const g = svg("g", { class: "pr-lot" });
    const pre = d.preprinted[id];
    const built = view.city[id];
    const banner = d.banners[id];
    g.appendChild(svg("rect", { x: lx + 2, y: ly + 2, width: CELL - 4, height: CELL - 4, rx: 4, fill: pre ? C.bg3 : C.bg0, stroke: C.border }));
    if (banner && !built) {
      g.appendChild(svg("rect", { x: lx + 4, y: ly + 4, width: CELL - 8, height: 18, rx: 3, fill: "#a93226" }));
      const c = banner.cost;
      const units = [...Array(c.gold || 0).fill("gold"), ...Array(c.stone || 0).fill("stone")];
      units.forEach((u, k) => g.appendChild(u === "gold"
        ? svg("circle", { cx: lx + 12 + k * 12, cy: ly + 13, r: 5, fill: "#f1c40f", stroke: "#7d6608" })
        : svg("rect", { x: lx + 7 + k * 12, y: ly + 8, width: 10, height: 10, fill: "#bdc3c7", stroke: "#555" })));
      g.appendChild(label(lx + CELL - 18, ly + 13, `${banner.points}p`, { "font-size": 14, fill: "#fff" }));
    }
    if (pre) g.appendChild(label(lx + CELL / 2, ly + CELL / 2, pre.split(" ")[0], { "font-size": 14, fill: C.fg }));
    if (built) {
      const t = d.buildings[built.b];
      g.appendChild(svg("rect", { x: lx + 6, y: ly + 6, width: CELL - 12, height: CELL - 12, rx: 4, fill: ctx.color(built.seat), "fill-opacity": t.cube ? 0.9 : 0.45 }));
      g.appendChild(label(lx + CELL / 2, ly + CELL / 2 - 8, t.name.split(" ")[0].slice(0, 6), { "font-size": 14, fill: "#fff" }));
      g.appendChild(label(lx + CELL / 2, ly + CELL / 2 + 10, t.symbol ? SYMBOL[t.symbol] : t.cube ? "▣" : "·", { "font-size": 14, fill: "#fff" }));
    }
    g.appendChild(targetArea(lx + CELL / 2, ly + CELL / 2, { rect: [lx + 2, ly + 2, CELL - 4, CELL - 4], round: 4 }));
    root.appendChild(g);
    ctx.register(`lot:${id}`, g, { label: built ? `lot ${id}: ${d.buildings[built.b].name} of ${ctx.name(built.seat)}` : pre ? `lot ${id}: ${pre}` : `free lot ${id}${banner ? `, red banner ${banner.points} points` : ""}` });
  }
  // the King's Road between rows 2 and 3
  const ry = cy(3) - roadH + 4;
  const rw = (7 * CELL) / 5;
  root.appendChild(svg("rect", { x: x0, y: ry - 2, width: 7 * CELL, height: roadH - 4, rx: 6, fill: "color-mix(in srgb, #5d6d7e 25%, var(--jp-layout-color0, #fff))", stroke: C.border }));
  d.road.forEach((sp, i) => {
    const rx = x0 + i * rw;
    root.appendChild(text(rx + 4, ry + 12, `${["I", "II", "III", "IV", "V"][i]}`, { "font-size": 14, "font-weight": 700 }));
    const halves = sp.free ? [["egg", sp.egg, sp.egg_short], ["free", sp.free, sp.free_short]] : [["egg", sp.egg, sp.egg_short]];
    halves.forEach(([kind, what, short], j) => {
      const hx = rx + 3, hy = ry + 16 + j * 26, hw = rw - 6;
      const g = svg("g", { class: "pr-road" });
      g.appendChild(svg("rect", { x: fmt(hx), y: fmt(hy), width: fmt(hw), height: 25, rx: 4, fill: kind === "egg" ? "color-mix(in srgb, #e0b872 35%, var(--jp-layout-color0, #fff))" : C.bg0, stroke: C.border2 }));
      if (kind === "egg") g.appendChild(svg("ellipse", { cx: fmt(hx + 9), cy: fmt(hy + 12.5), rx: 5, ry: 7, fill: "#fff8e1", stroke: "#8d6e63" }));
      g.appendChild(label(hx + hw / 2 + (kind === "egg" ? 7 : 0), hy + 13, short, { "font-size": 14, fill: C.fg }));
      g.appendChild(targetArea(hx + hw / 2, hy + 12, { rect: [hx, hy, hw, 25], round: 4 }));
      root.appendChild(g);
      ctx.register(`road:${i}:${kind}`, g, { label: `King's Road space ${i + 1}, ${kind === "egg" ? "paying an egg" : "without an egg"}: ${what}` });
    });
  });
  view.players.forEach((p, s) => {
    const i = p.road;
    const mx = i === 0 ? x0 + 24 : x0 + (i - 1) * rw + 30;
    root.appendChild(svg("circle", { cx: fmt(mx + s * 13), cy: fmt(ry + 7), r: 6, fill: ctx.color(s), stroke: "#222" }));
  });
  // the Hunger Wall, section by section
  const hy = cy(5) + CELL + 8;
  root.appendChild(text(x0, hy + 13, "Hunger Wall:", { "font-size": 14, "font-weight": 700 }));
  view.hunger.forEach((s, i) => {
    root.appendChild(svg("rect", { x: x0 + 100 + i * 18, y: hy + 2, width: 16, height: 14, fill: ctx.color(s), stroke: "#5d4037" }));
  });
  return hy + 20;
}

// ---------------------------------------------------------------- the two tracks
function drawTrack(ctx, root, key, x0, y0) {
  const { view } = ctx;
  const tr = view.data.tracks[key];
  const cw = 50, ch = 40;
  root.appendChild(text(x0, y0 + 14, tr.name, { "font-weight": 700 }));
  tr.symbols.forEach((s, c) => root.appendChild(label(x0 + c * cw + cw / 2, y0 + 32, SYMBOL[s], { "font-size": 16, fill: C.fg })));
  for (let row = 6; row >= 0; row--) {
    const y = y0 + 42 + (6 - row) * ch;
    const tier = view.data.tiers[row];
    for (let c = 0; c < 3; c++) {
      const x = x0 + c * cw;
      const g = svg("g", { class: "pr-cell" });
      const shade = ["#ececec", "#d6eaf8", "#d5f5e3", "#fdebd0"][tier];
      g.appendChild(svg("rect", { x, y, width: cw - 3, height: ch - 3, rx: 4, fill: `color-mix(in srgb, ${shade} 40%, var(--jp-layout-color0, #fff))`, stroke: C.border2 }));
      const cell = tr.cells[`${row},${c}`];
      if (cell) g.appendChild(label(x + cw / 2, y + 11, cell[0] === "points" ? `${cell[1]}p` : cell[0] === "free" ? "free" : `+${cell[0]}`, { "font-size": 14, fill: C.fg2 }));
      view.players.forEach((p, s) => {
        const [r2, c2] = p.track[key];
        if (r2 === row && c2 === c) g.appendChild(svg("circle", { cx: x + 10 + (s % 2) * 14, cy: y + 22 + Math.floor(s / 2) * 0, r: 6, fill: ctx.color(s), stroke: "#222" }));
      });
      g.appendChild(targetArea(x + cw / 2, y + ch / 2, { rect: [x, y, cw - 3, ch - 3], round: 4 }));
      root.appendChild(g);
      ctx.register(`cell:${key}:${row},${c}`, g, { label: `${tr.name} row ${row}, column ${c + 1}` });
    }
    const cost = tr.tier_cost[String(row)];
    root.appendChild(text(x0 + 3 * cw + 2, y0 + 42 + (6 - row) * ch + 16, `${view.data.row_points[row]}p`, { "font-size": 14, fill: C.fg2 }));
    if (cost) root.appendChild(text(x0 + 3 * cw + 2, y0 + 42 + (6 - row) * ch + 33, `${cost}${tr.pay === "gold" ? "g" : "s"}`, { "font-size": 14, fill: "#c0392b" }));
  }
  const tops = view.top[key].map((s) => ctx.name(s)).join(", ");
  root.appendChild(text(x0, y0 + 42 + 7 * ch + 16, tops ? `Top: ${tops}` : "Top: 8 / 5 / 3 pts", { "font-size": 14, fill: C.fg2 }));
}

// ---------------------------------------------------------------- technologies
function drawTechs(ctx, root, x0, y0) {
  const { view } = ctx;
  const d = view.data;
  root.appendChild(text(x0, y0 + 14, "Technologies (I, II ongoing; III, IV once)", { "font-weight": 700 }));
  const names = Object.keys(d.techs);
  const tw = 122, th = 44;
  names.forEach((n, i) => {
    const t = d.techs[n];
    const col = i % 3, row = Math.floor(i / 3);
    const x = x0 + col * (tw + 4), y = y0 + 24 + row * (th + 4);
    const g = svg("g", { class: "pr-tech" });
    g.appendChild(box(x, y, tw, th, { fill: ["", "#fdf2e9", "#eaf2f8", "#e9f7ef", "#f4ecf7"][t.tier] }));
    g.appendChild(text(x + 5, y + 17, `${["", "I", "II", "III", "IV"][t.tier]} ${t.name}`, { "font-size": 14, "font-weight": 700, fill: "#222" }));
    const holders = view.players.map((p, s) => (p.techs.includes(n) ? s : -1)).filter((s) => s >= 0);
    holders.forEach((s, k) => g.appendChild(svg("circle", { cx: x + 10 + k * 14, cy: y + 33, r: 5, fill: ctx.color(s), stroke: "#222" })));
    g.appendChild(targetArea(x + tw / 2, y + th / 2, { rect: [x, y, tw, th], round: 6 }));
    root.appendChild(g);
    ctx.register(`tech:${n}`, g, { label: `${t.name} (tier ${t.tier}): ${t.text}` });
  });
}

// ---------------------------------------------------------------- player boards
function drawPlayers(ctx, root, y0, only = null) {
  const { view } = ctx;
  const d = view.data;
  const n = view.players.length;
  const pw = (W - 20 - (n - 1) * 8) / n;
  view.players.forEach((p, s) => {
    if (only !== null && s !== only) return; // a narrow cell draws each player's board on its own
    const x = 10 + s * (pw + 8);
    const turn = view.turn.seat === s;
    root.appendChild(box(x, y0, pw, PH, { fill: turn ? C.bg2 : C.bg0, stroke: ctx.color(s), "stroke-width": turn ? 4 : 2 }));
    root.appendChild(text(x + 8, y0 + 20, `${ctx.name(s)} · ${p.score} pts · turn ${p.turns}/${d.turns}`, { "font-weight": 700 }));
    root.appendChild(text(x + 8, y0 + 40, `${p.gold} gold · ${p.stone} stone · ${p.egg} egg${p.egg === 1 ? "" : "s"} · ${p.window} win.`));
    root.appendChild(text(x + 8, y0 + 60, `Univ ${p.univ} (×${p.multiplier}) · Tech ${p.tech}/${d.tech_max} · Road ${p.road}`));
    // mines and quarries, with their two choices
    [["mines", "Mines", p.mines, p.mine_yield], ["quarry", "Quarries", p.quarry, p.quarry_yield]].forEach(([k, name, lv, yld], j) => {
      const bx = x + 8 + j * ((pw - 16) / 2);
      const bw = (pw - 24) / 2;
      root.appendChild(text(bx, y0 + 80, `${name} ${lv}/${d.mine_max}`));
      [["up", "+1 new"], ["take", `take ${yld}`]].forEach(([how, txt], m) => {
        const g = svg("g", { class: "pr-mine" });
        const w2 = (bw - 4) / 2;
        g.appendChild(svg("rect", { x: fmt(bx + m * (w2 + 4)), y: y0 + 86, width: fmt(w2), height: 26, rx: 4, fill: KIND_FILL[k], "fill-opacity": 0.85 }));
        g.appendChild(label(bx + m * (w2 + 4) + w2 / 2, y0 + 99, txt, { "font-size": 14, fill: "#fff" }));
        g.appendChild(targetArea(bx + m * (w2 + 4) + w2 / 2, y0 + 99, { rect: [bx + m * (w2 + 4), y0 + 86, w2, 26], round: 4 }));
        root.appendChild(g);
        ctx.register(`${k}:${s}:${how}`, g, { label: `${name}: ${how === "up" ? "1 and a new one" : `collect ${yld}`}` });
      });
    });
    // upgrades waiting per action: two rows of three
    const uw = (pw - 16) / 3;
    d.kinds.forEach((k, j) => {
      const ux = x + 8 + (j % 3) * uw, uy = y0 + 118 + Math.floor(j / 3) * 30;
      const g = svg("g", { class: "pr-upg" });
      const c = p.upg[k];
      g.appendChild(svg("rect", { x: fmt(ux), y: fmt(uy), width: fmt(uw - 3), height: 27, rx: 4, fill: c ? KIND_FILL[k] : C.bg2, stroke: KIND_FILL[k] }));
      g.appendChild(label(ux + (uw - 3) / 2, uy + 13.5, `${SHORT[k]}${c ? " ×" + c : ""}`, { "font-size": 14, fill: c ? "#fff" : C.fg }));
      g.appendChild(targetArea(ux + (uw - 3) / 2, uy + 13.5, { rect: [ux, uy, uw - 3, 27], round: 4 }));
      root.appendChild(g);
      ctx.register(`upg:${s}:${k}`, g, { label: `upgrade ${d.kind_names[k]} (${c} waiting): next time ${d.upgrade_effect[k]}` });
    });
    // technologies held
    let tx = x + 8;
    const ty = y0 + 180;
    const w = Math.min(100, (pw - 16) / Math.max(3, p.techs.length) - 3);
    p.techs.forEach((n) => {
      const t = d.techs[n];
      const once = p.oneoff.includes(n);
      const used = t.tier >= 3 && !once;
      const g = svg("g", { class: "pr-own" });
      g.appendChild(svg("rect", { x: fmt(tx), y: ty, width: fmt(w), height: 27, rx: 4, fill: used ? "#bdbdbd" : once ? "#f4ecf7" : "#eaf2f8", stroke: C.border }));
      g.appendChild(label(tx + w / 2, ty + 13.5, t.name.slice(0, Math.max(3, Math.floor(w / 9))), { "font-size": 14, fill: "#222" }));
      if (once) g.appendChild(targetArea(tx + w / 2, ty + 13.5, { rect: [tx, ty, w, 27], round: 4 }));
      root.appendChild(g);
      if (once) ctx.register(`own:${s}:${n}`, g, { label: `use ${t.name}: ${t.text}` });
      tx += w + 3;
    });
    if (!p.techs.length) root.appendChild(text(x + 8, ty + 18, "no technology yet", { fill: C.fg2 }));
    const sy = Object.entries(p.symbols).map(([k, v]) => `${SYMBOL[k]}${v}`).join(" ");
    root.appendChild(text(x + 8, y0 + PH - 8, `${sy} · walls ${p.walls.length} · bldgs ${p.buildings.length}`, { fill: C.fg2 }));
  });
}

function renderBoard(ctx) {
  const { view } = ctx;
  const H = 1000;
  if (isNarrow(ctx)) {
    // a narrow cell: the crane, the market, the city, the tracks with the technologies and each
    // player's board one under another, each at about its designed size
    let bottom = 560;
    const n = view.players.length, pw = (W - 20 - (n - 1) * 8) / n;
    const parts = [
      { label: "Praga crane", x: 4, y: 0, w: 732, h: 186, draw: (r) => drawCrane(ctx, r) },
      { label: "Praga market", x: 734, y: 0, w: 466, h: 186, draw: (r) => drawMarket(ctx, r) },
      { label: "Praga city", x: 4, y: 186, w: 440, h: 380, draw: (r) => {
        bottom = Math.max(drawCity(ctx, r, 10, 190), 560);
        r.setAttribute("viewBox", `4 186 440 ${bottom - 180}`);
      } },
      { label: "Praga tracks and technologies", x: 444, y: 186, w: 756, h: 380, draw: (r) => {
        drawTrack(ctx, r, "wall", 450, 190);
        drawTrack(ctx, r, "cathedral", 640, 190);
        drawTechs(ctx, r, 820, 190);
      } },
      ...view.players.map((_, s) => ({ label: `Praga board of ${ctx.name(s)}`, x: 4 + s * (pw + 8), y: 0, w: pw + 12, h: PH + 8,
        draw: (r) => {
          drawPlayers(ctx, r, bottom + 8, s);
          r.setAttribute("viewBox", `${fmt(4 + s * (pw + 8))} ${fmt(bottom + 4)} ${fmt(pw + 12)} ${PH + 8}`);
        } })),
    ];
    return stackParts(parts, { className: "tw-pr", scale: 1.05 });
  }
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Praga Caput Regni", maxWidth: "1200px", className: "tw-pr" });
  drawCrane(ctx, root);
  drawMarket(ctx, root);
  const bottom = drawCity(ctx, root, 10, 190);
  drawTrack(ctx, root, "wall", 450, 190);
  drawTrack(ctx, root, "cathedral", 640, 190);
  drawTechs(ctx, root, 820, 190);
  drawPlayers(ctx, root, Math.max(bottom, 560) + 8);
  root.setAttribute("viewBox", `0 0 ${W} ${Math.max(bottom, 560) + PH + 16}`);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const items = [
    { label: "Gold", value: p.gold }, { label: "Stone", value: p.stone }, { label: "Eggs", value: p.egg },
    { label: "Windows", value: p.window }, { label: "Turn", value: `${p.turns}/${ctx.view.data.turns}` },
  ];
  if (ctx.view.finals) items.push({ label: "End scoring", value: Object.values(ctx.view.finals[seat]).reduce((a, b) => a + b, 0) });
  return { score: p.score, items };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `round ${v.round} of 16${v.solo ? ", solo: reach 140" : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
