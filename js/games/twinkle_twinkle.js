// Twinkle Twinkle board: the observation rows (this round and the next), the turn-order
// track, and every player's sky of 5 x 4 spaces with its constellations and score.
// The tile being placed follows the pointer; R / F (or the buttons) turn and flip it.
// Ids and view keys: docs/views/twinkle_twinkle.md.
import { createApp, svg, html, svgRoot, label, fmt, C, targetArea, button } from "../kit/index.js";

export const COLS = "abcde";
export const ROWS = 4;
export const DIRS = [["N", 0, -1], ["NE", 1, -1], ["E", 1, 0], ["SE", 1, 1], ["S", 0, 1], ["SW", -1, 1], ["W", -1, 0], ["NW", -1, -1]];
const DIR_NAMES = DIRS.map((d) => d[0]);
const CELL = 100;
const W = 1120;
const SKY_W = 5 * CELL;
const SKY_BLOCK = 510;
const TOP = 300;

/** "a star", "an asteroid". */
export const article = (word) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
const KIND_NAMES = { star: "star", asteroid: "asteroid", satellite: "satellite", planet: "planet", black_hole: "black hole", comet: "comet" };
const KIND_PLURAL = { asteroid: "Asteroids", satellite: "Satellites", planet: "Planets", black_hole: "Black holes", comet: "Comets" };
// Night tiles look the same in light and dark themes: the sky is always dark.
const NIGHT = { tile: "#1b2447", rim: "#3d4a80", line: "#c9d3ff", star: "#ffd54a", starRim: "#fff4c2", link: "#ffe27a", v: "#ff6b6b", sky: "#10152c" };

// ---------------------------------------------------------------- geometry (mirrors sky.py)

/** Lines after an optional left-right flip, then q quarter turns clockwise; in compass order. */
export function turnLines(lines, q, flip) {
  const out = new Set();
  for (const name of lines || []) {
    const d = DIR_NAMES.indexOf(name);
    if (d < 0) continue;
    const e = flip ? (8 - d) % 8 : d;
    out.add((e + 2 * q) % 8);
  }
  return [...out].sort((a, b) => a - b).map((d) => DIR_NAMES[d]);
}

export const patternText = (lines) => turnLines(lines, 0, false).join("-");

/** The distinct ways a tile can lie: [{q, flip, lines, text}] in the model's order. */
export function orientations(lines) {
  const out = [];
  for (const flip of [false, true]) {
    for (let q = 0; q < 4; q++) {
      const l = turnLines(lines, q, flip);
      const text = l.join("-");
      if (!out.some((o) => o.text === text)) out.push({ q, flip, lines: l, text });
    }
  }
  return out;
}

export function cellXY(name) {
  const c = COLS.indexOf(name[0]);
  const r = Number(name.slice(1)) - 1;
  return { c, r };
}

const cellName = (c, r) => (c >= 0 && c < 5 && r >= 0 && r < ROWS ? `${COLS[c]}${r + 1}` : null);
const END = { N: [50, 0], NE: [100, 0], E: [100, 50], SE: [100, 100], S: [50, 100], SW: [0, 100], W: [0, 50], NW: [0, 0] };

/** What laying a star with `lines` on `cell` would do: joins [{to}], and V touches [{x, y}] (corner, in cells). */
export function preview(cells, cell, lines) {
  const { c, r } = cellXY(cell);
  const joins = [];
  const vees = [];
  for (const d of lines) {
    const i = DIR_NAMES.indexOf(d);
    const [, dc, dr] = DIRS[i];
    const opposite = DIR_NAMES[(i + 4) % 8];
    const other = cellName(c + dc, r + dr);
    if (other && cells[other] && cells[other].kind === "star" && (cells[other].lines || []).includes(opposite)) joins.push({ to: other });
    if (i % 2 === 1) {
      // a corner: the two tiles beside it along the edges meet it at an angle
      const x = c + (dc > 0 ? 1 : 0);
      const y = r + (dr > 0 ? 1 : 0);
      for (const [nc, nr, want] of [[c + dc, r, DIR_NAMES[(8 - i) % 8]], [c, r + dr, DIR_NAMES[(12 - i) % 8]]]) {
        const n = cellName(nc, nr);
        if (n && cells[n] && cells[n].kind === "star" && (cells[n].lines || []).includes(want)) vees.push({ x, y, with: n });
      }
    }
  }
  return { joins, vees };
}

// ---------------------------------------------------------------- drawing tiles

function starPath(cx, cy, r, points = 5, inner = 0.45) {
  const pts = [];
  for (let k = 0; k < points * 2; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / points;
    const rr = k % 2 ? r * inner : r;
    pts.push(`${fmt(cx + rr * Math.cos(a))} ${fmt(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join(" L")} Z`;
}

function drawObject(kind, nova) {
  const g = svg("g", { class: `tw-tt-${kind}` });
  if (kind === "star") {
    if (nova) {
      g.appendChild(svg("circle", { cx: 50, cy: 50, r: 30, fill: "#ff9ad5", "fill-opacity": 0.28 }));
      g.appendChild(svg("path", { d: starPath(50, 50, 30, 8, 0.35), fill: "#ffc6ea", "fill-opacity": 0.7 }));
      g.appendChild(svg("path", { d: starPath(50, 50, 20), fill: "#fff3a6", stroke: "#ffffff", "stroke-width": 2 }));
    } else {
      g.appendChild(svg("circle", { cx: 50, cy: 50, r: 22, fill: NIGHT.star, "fill-opacity": 0.18 }));
      g.appendChild(svg("path", { d: starPath(50, 50, 18), fill: NIGHT.star, stroke: NIGHT.starRim, "stroke-width": 2 }));
    }
  } else if (kind === "asteroid") {
    g.appendChild(svg("path", { d: "M30 42 L44 28 L62 32 L72 46 L66 64 L48 70 L32 62 Z", fill: "#a79f95", stroke: "#d6cfc4", "stroke-width": 2 }));
    g.appendChild(svg("circle", { cx: 46, cy: 46, r: 5, fill: "#857d74" }));
    g.appendChild(svg("circle", { cx: 58, cy: 56, r: 3.5, fill: "#857d74" }));
    g.appendChild(svg("path", { d: "M70 72 L78 68 L82 76 L75 81 Z", fill: "#a79f95" }));
  } else if (kind === "satellite") {
    g.appendChild(svg("g", { transform: "rotate(-30 50 50)" }, [
      svg("rect", { x: 16, y: 44, width: 24, height: 12, fill: "#4f8fe0", stroke: "#a9ccff", "stroke-width": 1.5 }),
      svg("rect", { x: 60, y: 44, width: 24, height: 12, fill: "#4f8fe0", stroke: "#a9ccff", "stroke-width": 1.5 }),
      svg("line", { x1: 40, y1: 50, x2: 60, y2: 50, stroke: "#d9dde8", "stroke-width": 3 }),
      svg("rect", { x: 42, y: 41, width: 16, height: 18, rx: 3, fill: "#e3e6ef", stroke: "#ffffff", "stroke-width": 1.5 }),
      svg("line", { x1: 50, y1: 41, x2: 50, y2: 30, stroke: "#e3e6ef", "stroke-width": 2 }),
      svg("circle", { cx: 50, cy: 29, r: 3, fill: "#ffd54a" }),
    ]));
  } else if (kind === "planet") {
    g.appendChild(svg("circle", { cx: 50, cy: 50, r: 21, fill: "#f0a35e", stroke: "#ffd2a3", "stroke-width": 2 }));
    g.appendChild(svg("path", { d: "M32 44 Q50 38 68 44", fill: "none", stroke: "#c9763a", "stroke-width": 3 }));
    g.appendChild(svg("ellipse", { cx: 50, cy: 52, rx: 36, ry: 9, fill: "none", stroke: "#ffe0b8", "stroke-width": 3.5, transform: "rotate(-18 50 52)" }));
  } else if (kind === "black_hole") {
    g.appendChild(svg("circle", { cx: 50, cy: 50, r: 30, fill: "#a46cf5", "fill-opacity": 0.22 }));
    g.appendChild(svg("ellipse", { cx: 50, cy: 50, rx: 30, ry: 11, fill: "none", stroke: "#c79bff", "stroke-width": 4, transform: "rotate(-20 50 50)" }));
    g.appendChild(svg("circle", { cx: 50, cy: 50, r: 17, fill: "#05050a", stroke: "#7d4bd1", "stroke-width": 3 }));
  } else if (kind === "comet") {
    g.appendChild(svg("path", { d: "M64 30 L20 78 L30 84 L72 44 Z", fill: "#8ff3ff", "fill-opacity": 0.35 }));
    g.appendChild(svg("path", { d: "M62 34 L28 76", stroke: "#c8fbff", "stroke-width": 3, "stroke-linecap": "round", "stroke-opacity": 0.8 }));
    g.appendChild(svg("circle", { cx: 66, cy: 36, r: 11, fill: "#dffcff", stroke: "#8ff3ff", "stroke-width": 3 }));
  }
  return g;
}

/** A tile at (x, y), `size` wide. lines: as the tile lies (defaults to tile.lines). */
export function drawTile(tile, x, y, size = CELL, { lines, title, ghost = false, slowMark = true } = {}) {
  const s = size / 100;
  const g = svg("g", { class: `tw-tt-tile${ghost ? " tw-tt-ghost" : ""}`, transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(s)})` });
  if (title) g.appendChild(svg("title", { text: title }));
  g.appendChild(svg("rect", { x: 2, y: 2, width: 96, height: 96, rx: 8, fill: NIGHT.tile, stroke: NIGHT.rim, "stroke-width": 2 }));
  for (const [dx, dy] of [[18, 74], [80, 20], [84, 86], [24, 30]])
    g.appendChild(svg("circle", { cx: dx, cy: dy, r: 1.3, fill: "#ffffff", "fill-opacity": 0.5 }));
  for (const d of lines || tile.lines || []) {
    const [ex, ey] = END[d];
    g.appendChild(svg("line", { x1: 50, y1: 50, x2: ex, y2: ey, stroke: NIGHT.line, "stroke-width": 4, "stroke-dasharray": "7 6", "stroke-linecap": "round" }));
  }
  g.appendChild(drawObject(tile.kind, tile.nova));
  if (tile.slow && slowMark) {
    g.appendChild(svg("g", { class: "tw-tt-slow" }, [
      svg("circle", { cx: 15, cy: 15, r: 9, fill: "#10152c", stroke: "#ffffff", "stroke-width": 2 }),
      svg("path", { d: "M15 9 L15 15 L20 17", fill: "none", stroke: "#ffffff", "stroke-width": 2, "stroke-linecap": "round" }),
    ]));
  }
  return g;
}

export function tileName(tile) {
  if (!tile) return "tile";
  if (tile.kind === "star") return `${tile.nova ? "nova star" : "star"}${tile.lines && tile.lines.length ? ` (lines ${patternText(tile.lines)})` : ""}`;
  return KIND_NAMES[tile.kind] || tile.kind;
}

// ---------------------------------------------------------------- orientation state of the held tile

// Kept outside the render so that turning survives redraws; reset when a new tile is held.
const held = { key: null, q: 0, flip: false };

function heldLines(tile) {
  return turnLines(tile.lines, held.q, held.flip);
}

// ---------------------------------------------------------------- the board

// a narrow cell gives each sky two more lines of score (see drawSky)
let block = SKY_BLOCK;

function skyOrigin(index, players) {
  const col = index % 2;
  const row = Math.floor(index / 2);
  const x = players === 3 && index === 2 ? (W - SKY_W) / 2 : 40 + col * (SKY_W + 40);
  return { x, y: TOP + row * block };
}

function renderBoard(ctx) {
  const { view } = ctx;
  const players = view.players || 2;
  const skies = view.skies || [];
  block = ctx.width && ctx.width < 860 ? SKY_BLOCK + 50 : SKY_BLOCK;
  const height = TOP + Math.ceil(players / 2) * block;
  const root = svgRoot({ x: 0, y: 0, w: W, h: height }, { label: "Twinkle Twinkle: the tile rows and every sky", maxWidth: "920px", className: "tw-twinkle" });

  const holding = view.holding;
  const mine = holding && view.seat !== null && view.seat !== undefined && holding.seat === view.seat;
  if (holding) {
    const key = `${view.step}:${holding.tile.id}`;
    if (held.key !== key) Object.assign(held, { key, q: 0, flip: false });
  }

  drawRows(ctx, root);
  const order = skies.map((_, i) => i);
  order.forEach((s) => drawSky(ctx, root, s, skyOrigin(s, players), mine && s === view.seat));

  // The tile being placed follows the pointer and snaps onto empty spaces of the sky.
  const box = html("div", { class: "tw-tt-box" });
  box.appendChild(styleNode());
  // the bar keeps its place while you are not placing, so a pick never pushes the board down
  if (mine) box.appendChild(toolbar(ctx, holding, root));
  else if (typeof view.seat === "number") box.appendChild(html("div", { class: "tw-tt-toolbar tw-tt-idle", "aria-hidden": "true" },
    [html("span", { class: "tw-tt-hint", text: "The tile you take shows here while you place it." })]));
  box.appendChild(root);
  box.appendChild(references(view));
  if (mine) followPointer(ctx, root, box, holding);
  return box;
}

function drawRows(ctx, root) {
  const { view } = ctx;
  const row = view.row || [];
  const next = view.next_row || [];
  root.appendChild(label(40, 24, `Round ${view.round} of ${view.rounds}: this round's tiles`, { "text-anchor": "start", "font-size": 22, "font-weight": 700, fill: C.fg }));
  const size = 96;
  const gap = 16;
  row.forEach((slot, i) => {
    const x = 40 + i * (size + gap);
    const y = 42;
    if (slot.tile) {
      root.appendChild(drawTile(slot.tile, x, y, size, { title: `Place ${slot.slot}: ${tileName(slot.tile)}${slot.tile.slow ? " (slow)" : ""}` }));
    } else {
      root.appendChild(svg("rect", { x: fmt(x + 2), y: fmt(y + 2), width: size - 4, height: size - 4, rx: 8, fill: "none", stroke: C.border, "stroke-width": 2, "stroke-dasharray": "8 6" }));
    }
    if (slot.seat !== null && slot.seat !== undefined) {
      const st = ctx.piece(slot.seat);
      root.appendChild(svg("g", { class: "tw-tt-standee" }, [
        svg("title", { text: `${ctx.name(slot.seat)} took this place` }),
        svg("circle", { cx: fmt(x + size / 2), cy: fmt(y + size / 2), r: 24, fill: st.fill, stroke: st.rim, "stroke-width": 3 }),
        label(x + size / 2, y + size / 2, ctx.name(slot.seat).slice(0, 1), { fill: st.ink, "font-size": 24, "font-weight": 700 }),
      ]));
    }
    root.appendChild(label(x + size / 2, y + size + 16, String(slot.slot), { "font-size": 18, fill: C.fg2 }));
    const area = targetArea(x + size / 2, y + size / 2, { rect: [x - 4, y - 4, size + 8, size + 8], round: 12 });
    ctx.register(`row:${slot.slot}`, area, { label: `Take place ${slot.slot}: ${slot.tile ? tileName(slot.tile) : "taken"}`, x: x + size / 2, y: y + size / 2 });
    root.appendChild(area);
  });
  const nx = 40;
  const ny = 196;
  root.appendChild(label(nx, ny - 14, next.length ? "Next round" : "Last round: no tiles follow", { "text-anchor": "start", "font-size": 18, fill: C.fg2 }));
  next.forEach((tile, i) => {
    const g = drawTile(tile, nx + i * 74, ny, 64, { title: `Next round: ${tileName(tile)}` });
    g.setAttribute("opacity", "0.85");
    root.appendChild(g);
  });

  // Turn order track, and the bag.
  const tx = 640;
  root.appendChild(label(tx, 24, "Turn order", { "text-anchor": "start", "font-size": 22, "font-weight": 700, fill: C.fg }));
  (view.order || []).forEach((o, i) => {
    const x = tx + 30 + i * 66;
    const y = 80;
    const st = ctx.piece(o.seat);
    const current = !view.over && view.turn === i;
    const g = svg("g", { class: "tw-tt-order", opacity: o.done ? 0.45 : 1 }, [
      svg("title", { text: `${i + 1}. ${ctx.name(o.seat)}${o.slot ? `, took place ${o.slot}` : ""}${current ? " (choosing now)" : ""}` }),
    ]);
    if (current) g.appendChild(svg("circle", { cx: x, cy: y, r: 31, fill: "none", stroke: C.brand, "stroke-width": 5 }));
    g.appendChild(svg("circle", { cx: x, cy: y, r: 24, fill: st.fill, stroke: st.rim, "stroke-width": 3 }));
    g.appendChild(label(x, y, ctx.name(o.seat).slice(0, 1), { fill: st.ink, "font-size": 22, "font-weight": 700 }));
    g.appendChild(label(x, y + 44, o.slot ? `place ${o.slot}` : `${i + 1}.`, { "font-size": 16, fill: C.fg2 }));
    root.appendChild(g);
  });
  const kinds = view.bag_kinds || {};
  const bagText = `Bag: ${view.bag ?? 0} tiles`;
  root.appendChild(label(tx, 172, bagText, { "text-anchor": "start", "font-size": 18, fill: C.fg2 }));
  const parts = Object.entries(kinds).filter(([, n]) => n).map(([k, n]) => `${n} ${k === "black_hole" ? "black holes" : k + "s"}`);
  root.appendChild(label(tx, 198, parts.slice(0, 3).join(", "), { "text-anchor": "start", "font-size": 15, fill: C.fg3 }));
  root.appendChild(label(tx, 220, parts.slice(3).join(", "), { "text-anchor": "start", "font-size": 15, fill: C.fg3 }));
  root.appendChild(svg("line", { x1: 40, y1: 272, x2: W - 40, y2: 272, stroke: C.border2, "stroke-width": 2 }));
}

function drawSky(ctx, root, seat, origin, active) {
  const { view } = ctx;
  const sky = view.skies[seat];
  const ox = origin.x;
  const oy = origin.y + 40;
  const st = ctx.piece(seat);
  const score = sky.score || {};
  const you = view.seat === seat ? " (you)" : "";
  root.appendChild(svg("rect", { x: ox - 8, y: origin.y + 4, width: 16, height: 24, rx: 4, fill: st.fill, stroke: st.rim, "stroke-width": 2 }));
  root.appendChild(label(ox + 18, origin.y + 16, `${ctx.name(seat)}${you}`, { "text-anchor": "start", "font-size": 22, "font-weight": 700, fill: C.fg }));
  root.appendChild(label(ox + SKY_W, origin.y + 16, `${score.total ?? 0} point${score.total === 1 ? "" : "s"}`, { "text-anchor": "end", "font-size": 22, "font-weight": 700, fill: C.fg }));

  const g = svg("g", { class: "tw-tt-sky", "data-sky": seat });
  g.appendChild(svg("rect", { x: ox - 6, y: oy - 6, width: SKY_W + 12, height: ROWS * CELL + 12, rx: 12, fill: NIGHT.sky, stroke: active ? C.brand : C.border, "stroke-width": active ? 5 : 2 }));
  const cells = sky.cells || {};
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < 5; c++) {
      const name = `${COLS[c]}${r + 1}`;
      const x = ox + c * CELL;
      const y = oy + r * CELL;
      if (cells[name]) {
        g.appendChild(drawTile(cells[name], x, y, CELL, { title: `${ctx.name(seat)}'s ${name}: ${tileName(cells[name])}`, slowMark: false }));
      } else {
        g.appendChild(svg("rect", { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 8, fill: "none", stroke: "#2c365f", "stroke-width": 2 }));
        g.appendChild(label(x + CELL / 2, y + CELL / 2, name, { fill: "#5f6ba0", "font-size": 18 }));
      }
    }
  }
  const centre = (name) => {
    const { c, r } = cellXY(name);
    return [ox + c * CELL + CELL / 2, oy + r * CELL + CELL / 2];
  };
  // Joined stars: solid bright lines over the dashed ones.
  for (const [a, b] of sky.links || []) {
    const [x1, y1] = centre(a);
    const [x2, y2] = centre(b);
    g.appendChild(svg("line", { x1, y1, x2, y2, stroke: NIGHT.link, "stroke-width": 6, "stroke-linecap": "round", "stroke-opacity": 0.9, class: "tw-tt-link" }, [svg("title", { text: `${a} and ${b} are joined` })]));
  }
  // A "V": two lines touching at a corner at an angle do not join.
  for (const v of sky.v_joints || []) {
    const x = ox + v.at[0] * CELL;
    const y = oy + v.at[1] * CELL;
    g.appendChild(svg("g", { class: "tw-tt-v" }, [
      svg("title", { text: `${v.cells[0]} and ${v.cells[1]} meet at an angle (a V): not joined` }),
      svg("circle", { cx: x, cy: y, r: 11, fill: NIGHT.sky, stroke: NIGHT.v, "stroke-width": 3 }),
      svg("path", { d: `M${x - 5} ${y - 5} L${x + 5} ${y + 5} M${x + 5} ${y - 5} L${x - 5} ${y + 5}`, stroke: NIGHT.v, "stroke-width": 3, "stroke-linecap": "round" }),
    ]));
  }
  // Constellation sizes, on the first star of each one that counts.
  for (const k of sky.constellations || []) {
    if (!k.counted) continue;
    const [x, y] = centre(k.cells[0]);
    g.appendChild(svg("g", { class: "tw-tt-size" }, [
      svg("title", { text: `a constellation of ${k.size} stars: ${k.cells.join(", ")}` }),
      // left of the star, clear of the corners where V marks go
      svg("circle", { cx: x - 32, cy: y + 20, r: 14, fill: NIGHT.link, stroke: NIGHT.sky, "stroke-width": 2 }),
      label(x - 32, y + 20, String(k.size), { fill: "#1b1b1b", "font-size": 17, "font-weight": 700 }),
    ]));
  }
  if (view.last && view.last.seat === seat && cells[view.last.cell]) {
    const { c, r } = cellXY(view.last.cell);
    g.appendChild(svg("rect", { x: ox + c * CELL + 2, y: oy + r * CELL + 2, width: CELL - 4, height: CELL - 4, rx: 8, fill: "none", stroke: st.fill, "stroke-width": 5, class: "tw-tt-last" }));
  }
  root.appendChild(g);

  // Empty spaces are targets while this seat places a tile.
  if (active) {
    const holding = view.holding;
    const star = holding.tile.kind === "star";
    const current = star ? heldLines(holding.tile).join("-") : "";
    const areas = svg("g", { class: "tw-tt-cells" });
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < 5; c++) {
        const name = `${COLS[c]}${r + 1}`;
        if (cells[name]) continue;
        const x = ox + c * CELL;
        const y = oy + r * CELL;
        const area = targetArea(x + CELL / 2, y + CELL / 2, { rect: [x + 2, y + 2, CELL - 4, CELL - 4], round: 8 });
        area.setAttribute("data-cell", name);
        const info = { label: `space ${name}`, x: x + CELL / 2, y: y + CELL / 2 };
        if (star) {
          // every way to lie is registered; the element answers to the current one
          for (const o of holding.orientations) if (o !== current) ctx.register(`cell:${name}/${o}`, area, info);
          ctx.register(`cell:${name}/${current}`, area, info);
        } else {
          ctx.register(`cell:${name}`, area, info);
        }
        areas.appendChild(area);
      }
    }
    g.appendChild(areas);
  }

  // Score breakdown under the sky.
  const y1 = oy + ROWS * CELL + 30;
  const stars = [`Largest ${score.largest ?? 0} → ${score.largest_points ?? 0} · second ${score.second ?? 0} → ${score.second_points ?? 0}`,
    `${score.count ?? 0} constellation${score.count === 1 ? "" : "s"} → ${score.count_points ?? 0} · novas ${score.nova_points ?? 0}`];
  const kinds = Object.keys(KIND_PLURAL).map((k) => `${KIND_PLURAL[k]} ${score[k] ?? 0}`);
  // a narrow cell enlarges the text: then each line is split in two, so none runs past its sky
  const narrow = ctx.width && ctx.width < 860;
  const lines = narrow
    ? [[stars[0], C.fg], [stars[1], C.fg], [kinds.slice(0, 3).join(" · "), C.fg2], [kinds.slice(3).join(" · "), C.fg2]]
    : [[stars.join(" · "), C.fg], [kinds.join(" · "), C.fg2]];
  lines.forEach(([text, fill], i) => root.appendChild(label(ox, y1 + i * (narrow ? 20 : 24), text,
    { "text-anchor": "start", "font-size": narrow ? 16 : 17, fill, class: "tw-label tw-tt-score" })));
}

// ---------------------------------------------------------------- placing: toolbar, ghost, keys

function toolbar(ctx, holding, root) {
  const tile = holding.tile;
  const bar = html("div", { class: "tw-tt-toolbar", role: "group", "aria-label": "The tile you are placing" });
  const pic = svg("svg", { viewBox: "0 0 100 100", class: "tw-tt-held", role: "img", "aria-label": `You hold a ${tileName(tile)}` });
  const star = tile.kind === "star";
  pic.appendChild(drawTile(tile, 0, 0, 100, { lines: star ? heldLines(tile) : [] }));
  bar.appendChild(pic);
  const text = html("span", { class: "tw-tt-hint", text: star
    ? `Placing a ${tile.nova ? "nova star" : "star"}: turn it (R) or flip it (F), then click an empty space.`
    : `Placing ${article(KIND_NAMES[tile.kind])}: click an empty space of your sky.` });
  bar.appendChild(text);
  if (star) {
    const redraw = () => refreshOrientation(ctx, root, bar, holding);
    const rotate = button("⟳ Rotate (R)", { class: "tw-btn tw-tt-rotate", "data-tt": "rotate", title: "Turn the tile a quarter clockwise" });
    const flip = button("⇋ Flip (F)", { class: "tw-btn tw-tt-flip", "data-tt": "flip", title: "Flip the tile left to right" });
    rotate.addEventListener("click", (e) => { e.stopPropagation(); held.q = (held.q + 1) % 4; redraw(); });
    flip.addEventListener("click", (e) => { e.stopPropagation(); held.q = (4 - held.q) % 4; held.flip = !held.flip; redraw(); });
    bar.appendChild(rotate);
    bar.appendChild(flip);
    const chips = html("span", { class: "tw-tt-chips", role: "group", "aria-label": "Ways the tile can lie" });
    for (const o of orientations(tile.lines)) {
      const chip = html("button", { type: "button", class: "tw-tt-chip", "data-lm-suppress-shortcuts": "true", "data-pattern": o.text, "aria-label": `Lines ${o.text}`, title: `Lines ${o.text}` });
      const s = svg("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" });
      s.appendChild(drawTile(tile, 0, 0, 100, { lines: o.lines }));
      chip.appendChild(s);
      chip.addEventListener("click", (e) => { e.stopPropagation(); held.q = o.q; held.flip = o.flip; redraw(); });
      chips.appendChild(chip);
    }
    bar.appendChild(chips);
  }
  return bar;
}

/** After a turn or flip: cells answer to the new placement, the pictures follow. No redraw needed. */
function refreshOrientation(ctx, root, bar, holding) {
  const lines = heldLines(holding.tile);
  const text = lines.join("-");
  for (const el of root.querySelectorAll(".tw-tt-cells [data-cell]")) {
    const name = el.getAttribute("data-cell");
    el.setAttribute("data-tw-id", `cell:${name}/${text}`);
    if (el.classList.contains("tw-target")) el.setAttribute("aria-label", `${name} ${text}`);
  }
  const pic = bar.querySelector(".tw-tt-held");
  if (pic) {
    while (pic.firstChild) pic.removeChild(pic.firstChild);
    pic.appendChild(drawTile(holding.tile, 0, 0, 100, { lines }));
  }
  for (const chip of bar.querySelectorAll(".tw-tt-chip")) chip.classList.toggle("tw-tt-on", chip.getAttribute("data-pattern") === text);
  if (root._ttShow) root._ttShow();
}

function followPointer(ctx, root, box, holding) {
  const { view } = ctx;
  const tile = holding.tile;
  const star = tile.kind === "star";
  const cells = (view.skies[view.seat] || {}).cells || {};
  const origin = skyOrigin(view.seat, view.players);
  const ox = origin.x;
  const oy = origin.y + 40;
  const layer = svg("g", { class: "tw-tt-ghost-layer", "pointer-events": "none" });
  root.appendChild(layer);
  let last = null; // {x, y} in board units, or {cell}

  const toBoard = (e) => {
    const m = root.getScreenCTM && root.getScreenCTM();
    if (!m) return null;
    const p = root.createSVGPoint();
    p.x = e.clientX;
    p.y = e.clientY;
    const q = p.matrixTransform(m.inverse());
    return { x: q.x, y: q.y };
  };
  const cellAt = (pt) => {
    const c = Math.floor((pt.x - ox) / CELL);
    const r = Math.floor((pt.y - oy) / CELL);
    const name = cellName(c, r);
    return name && !cells[name] ? name : null;
  };
  const show = () => {
    while (layer.firstChild) layer.removeChild(layer.firstChild);
    if (!last) return;
    const lines = star ? heldLines(tile) : [];
    if (last.cell) {
      const { c, r } = cellXY(last.cell);
      const x = ox + c * CELL;
      const y = oy + r * CELL;
      layer.appendChild(drawTile(tile, x, y, CELL, { lines, ghost: true }));
      if (star) {
        const p = preview(cells, last.cell, lines);
        for (const j of p.joins) {
          const o = cellXY(j.to);
          layer.appendChild(svg("line", { x1: x + 50, y1: y + 50, x2: ox + o.c * CELL + 50, y2: oy + o.r * CELL + 50, stroke: "#7dffa8", "stroke-width": 7, "stroke-linecap": "round", class: "tw-tt-join" }));
        }
        for (const v of p.vees) {
          const vx = ox + v.x * CELL;
          const vy = oy + v.y * CELL;
          layer.appendChild(svg("circle", { cx: vx, cy: vy, r: 12, fill: "none", stroke: NIGHT.v, "stroke-width": 4, class: "tw-tt-vee" }));
        }
      }
      layer.appendChild(svg("rect", { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 8, fill: "none", stroke: "#7dffa8", "stroke-width": 4 }));
    } else {
      layer.appendChild(drawTile(tile, last.x - 40, last.y - 40, 80, { lines, ghost: true }));
    }
  };
  root._ttShow = show;
  root.addEventListener("pointermove", (e) => {
    const pt = toBoard(e);
    if (!pt) return;
    const cell = cellAt(pt);
    last = cell ? { cell } : pt;
    show();
  });
  root.addEventListener("pointerleave", () => { last = null; show(); });
  box.addEventListener("focusin", (e) => {
    const el = e.target.closest && e.target.closest("[data-cell]");
    if (el) { last = { cell: el.getAttribute("data-cell") }; show(); }
  });
  box.addEventListener("keydown", (e) => {
    if (!star || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    if (k !== "r" && k !== "f") return;
    e.preventDefault();
    e.stopPropagation();
    if (k === "r") held.q = (held.q + 1) % 4;
    else { held.q = (4 - held.q) % 4; held.flip = !held.flip; }
    const bar = box.querySelector(".tw-tt-toolbar");
    refreshOrientation(ctx, root, bar, holding);
  });
  // mark the current chip
  const bar = box.querySelector(".tw-tt-toolbar");
  if (bar && star) {
    const text = heldLines(tile).join("-");
    for (const chip of bar.querySelectorAll(".tw-tt-chip")) chip.classList.toggle("tw-tt-on", chip.getAttribute("data-pattern") === text);
  }
}

// ---------------------------------------------------------------- references and panels

function references(view) {
  const chart = view.chart || {};
  const sizes = (chart.constellation_points || []).map((p, n) => [n, p]).filter(([n]) => n >= 2);
  const counts = (chart.count_points || []).map((p, n) => [n, p]).filter(([n]) => n >= 1);
  const last = (list, i) => (i === list.length - 1 ? "+" : "");
  const details = html("details", { class: "tw-tt-refs", open: true }, [
    html("summary", { text: "How the sky scores", "data-lm-suppress-shortcuts": "true" }),
    html("p", { text: `Each of the two largest constellations: ${sizes.map(([n, p], i) => `${n}${last(sizes, i)}★ ${p}`).join(", ")}.` }),
    html("p", { text: `Constellations of 2+ stars: ${counts.map(([n, p], i) => `${n}${last(counts, i)} → ${p}`).join(", ")}. Each nova star: ${chart.nova_points ?? 1} point.` }),
    html("ul", {}, (view.references || []).map((r) => html("li", {}, [
      html("b", { text: `${KIND_PLURAL[r.kind]} ` }),
      html("span", { class: `tw-tt-side tw-tt-${r.side}`, text: r.side }),
      html("span", { text: ` ${r.text}` }),
    ]))),
    html("p", { class: "tw-tt-note", text: "Next to means sharing an edge; diagonal tiles never count. Stars join only where their lines meet in a straight line (a red ring marks a V that does not join)." }),
  ]);
  return details;
}

function styleNode() {
  return html("style", { text: `
.tw-tt-box { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.tw-tt-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 6px 8px; min-height: 72px;
  border: 1px solid var(--jp-border-color1, #bdbdbd); border-radius: 8px; background: var(--jp-layout-color2, #eeeeee); }
.tw-tt-idle .tw-tt-hint { color: var(--jp-ui-font-color2, #666); }
.tw-tt-held { width: 56px; height: 56px; flex: none; }
.tw-tt-hint { flex: 1 1 220px; color: var(--jp-ui-font-color1, #222); font-size: var(--jp-ui-font-size1, 13px); }
.tw-tt-chips { display: flex; flex-wrap: wrap; gap: 4px; }
.tw-tt-chip { width: 38px; height: 38px; padding: 2px; border: 2px solid transparent; border-radius: 6px;
  background: transparent; cursor: pointer; }
.tw-tt-chip svg { width: 100%; height: 100%; display: block; }
.tw-tt-chip.tw-tt-on { border-color: var(--jp-brand-color1, #1976d2); }
.tw-tt-chip:focus-visible { outline: 3px solid var(--jp-brand-color1, #1976d2); outline-offset: 1px; }
.tw-tt-ghost { opacity: 0.88; }
.tw-tt-refs { color: var(--jp-ui-font-color1, #222); font-size: var(--jp-ui-font-size1, 13px); max-width: 920px; }
.tw-tt-refs p, .tw-tt-refs ul { margin: 4px 0; }
.tw-tt-refs ul { padding-left: 18px; }
.tw-tt-side { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 11px; color: #fff; }
.tw-tt-green { background: #2e7d32; }
.tw-tt-blue { background: #1565c0; }
.tw-tt-note { color: var(--jp-ui-font-color2, #555); }
` });
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  const sky = (v.skies || [])[seat];
  if (!sky) return {};
  const s = sky.score || {};
  return {
    score: s.total ?? 0,
    items: [
      { label: "Tiles", value: `${sky.filled}/20`, title: "spaces filled in this sky" },
      { label: "Largest", value: s.largest ?? 0, title: "stars in the largest constellation" },
      { label: "Constellations", value: s.count ?? 0, title: "constellations of at least two stars" },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  return v.round ? `Round ${v.round} of ${v.rounds}` : "";
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
