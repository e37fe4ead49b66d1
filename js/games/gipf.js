// GIPF board: 61 positions on a hexagon (24 outer dots, 37 inner points),
// pieces pushed in from the dots. Geometry follows docs/views/gipf.md.
import {
  createApp, svg, html, svgRoot, label, fmt, pathThrough, C,
  drawDisc, drawDoubleDisc, targetArea, drawArrow,
} from "../kit/index.js";

export const COLUMNS = "abcdefghi";
const UNIT = 100; // viewBox units between neighbouring positions
const PIECE_R = 40;

/** Number of positions in column c (a = 0). */
export function columnSize(c) {
  return 9 - Math.abs(c - 4);
}

/** {name, c, k, x, y, dot} of a position like "e5", or null if there is none. */
export function position(name) {
  const m = /^([a-i])(\d)$/.exec(String(name).toLowerCase());
  if (!m) return null;
  const c = COLUMNS.indexOf(m[1]);
  const k = Number(m[2]);
  const n = columnSize(c);
  if (k < 1 || k > n) return null;
  return {
    name: `${m[1]}${k}`, c, k,
    x: (c - 4) * 0.8660254 * UNIT,
    y: ((n + 1) / 2 - k) * UNIT,
    dot: c === 0 || c === 8 || k === 1 || k === n,
  };
}

/** All 61 positions, column by column. */
export function allPositions() {
  const out = [];
  for (let c = 0; c < 9; c++) for (let k = 1; k <= columnSize(c); k++) out.push(position(`${COLUMNS[c]}${k}`));
  return out;
}

/** Names of the neighbours of a position. */
export function neighbours(name) {
  const p = position(name);
  if (!p) return [];
  const { c, k } = p;
  const cand = [[c, k - 1], [c, k + 1]];
  if (c < 8) cand.push(...(c < 4 ? [[c + 1, k], [c + 1, k + 1]] : [[c + 1, k - 1], [c + 1, k]]));
  if (c > 0) cand.push(...(c > 4 ? [[c - 1, k], [c - 1, k + 1]] : [[c - 1, k - 1], [c - 1, k]]));
  return cand
    .filter(([cc, kk]) => cc >= 0 && cc < 9 && kk >= 1 && kk <= columnSize(cc))
    .map(([cc, kk]) => `${COLUMNS[cc]}${kk}`);
}

/** The push in an action like "a1-b2" or "Ga1-b2": {from, to, gipf}, or null. */
export function parsePush(action) {
  const m = /^\s*(g?)\s*([a-i]\d)\s*-\s*([a-i]\d)\s*$/i.exec(String(action || ""));
  return m ? { gipf: Boolean(m[1]), from: m[2].toLowerCase(), to: m[3].toLowerCase() } : null;
}

const VARIANTS = { basic: "Basic game", standard: "Standard game", tournament: "Tournament game" };

function renderBoard(ctx) {
  const { view } = ctx;
  const board = view.board || {};
  const positions = allPositions();
  const byName = new Map(positions.map((p) => [p.name, p]));
  const root = svgRoot({ x: -430, y: -485, w: 860, h: 970 }, { label: "GIPF board", maxWidth: "620px", className: "tw-gipf" });

  // Board surface: a hexagon a little larger than the ring of dots.
  const corners = ["a1", "a5", "e9", "i5", "i1", "e1"].map((n) => byName.get(n)).map((p) => [p.x * 1.12, p.y * 1.12]);
  root.appendChild(svg("path", { d: pathThrough(corners, true), fill: C.bg2, stroke: C.border, "stroke-width": 3, "stroke-linejoin": "round" }));

  // Lines between neighbours; the ring joining dot to dot is drawn fainter.
  const lines = svg("g", { class: "tw-gipf-lines", "stroke-linecap": "round" });
  for (const p of positions) {
    for (const q of neighbours(p.name).map((n) => byName.get(n))) {
      if (q.name <= p.name) continue;
      const ring = p.dot && q.dot;
      lines.appendChild(svg("line", {
        x1: fmt(p.x), y1: fmt(p.y), x2: fmt(q.x), y2: fmt(q.y),
        stroke: ring ? C.border : C.fg3, "stroke-width": ring ? 2 : 3,
      }));
    }
  }
  root.appendChild(lines);

  // Dots (where pieces enter) and points (where they stand).
  const marks = svg("g", { class: "tw-gipf-marks" });
  for (const p of positions)
    marks.appendChild(svg("circle", { cx: fmt(p.x), cy: fmt(p.y), r: p.dot ? 13 : 6, fill: p.dot ? C.fg2 : C.fg3 }));
  root.appendChild(marks);

  // Column letters above and below, numbers beside the outer columns.
  const letters = svg("g", { class: "tw-gipf-letters", "font-size": 30 });
  for (let c = 0; c < 9; c++) {
    const bottom = byName.get(`${COLUMNS[c]}1`);
    const top = byName.get(`${COLUMNS[c]}${columnSize(c)}`);
    letters.appendChild(label(bottom.x, bottom.y + 55, COLUMNS[c]));
    letters.appendChild(label(top.x, top.y - 55, COLUMNS[c]));
  }
  for (let k = 1; k <= 5; k++) {
    const a = byName.get(`a${k}`);
    const i = byName.get(`i${k}`);
    letters.appendChild(label(a.x - 52, a.y, String(k), { "font-size": 24 }));
    letters.appendChild(label(i.x + 52, i.y, String(k), { "font-size": 24 }));
  }
  root.appendChild(letters);

  // The last move: ghosts where pieces were taken, an arrow along the push.
  const last = view.last;
  const push = last ? parsePush(last.action) : null;
  if (last) {
    const marksLast = svg("g", { class: "tw-gipf-last", "pointer-events": "none" });
    for (const name of last.removed || []) {
      const p = byName.get(name);
      if (!p) continue;
      marksLast.appendChild(svg("circle", {
        cx: fmt(p.x), cy: fmt(p.y), r: 30, fill: "none", stroke: C.fg2, "stroke-width": 3, "stroke-dasharray": "7 6",
      }, [svg("title", { text: `piece taken from ${name}` })]));
    }
    if (push && byName.get(push.from)) {
      const path = [push.from, ...(last.moved || [])].map((n) => byName.get(n)).filter(Boolean);
      if (path.length >= 2) {
        const a = path[0];
        const b = path[path.length - 1];
        const arrow = drawArrow(a.x, a.y, b.x, b.y, { width: 7, color: C.fg2, dash: "16 10", className: "tw-last-arrow" });
        arrow.appendChild(svg("title", { text: `last move: ${last.action}` }));
        marksLast.appendChild(arrow);
      }
    }
    root.appendChild(marksLast);
  }

  // Pieces.
  const pieces = svg("g", { class: "tw-gipf-pieces" });
  const pieceNodes = new Map();
  for (const [name, piece] of Object.entries(board)) {
    const p = byName.get(name);
    if (!p || !piece) continue;
    const who = ctx.name(piece.color);
    const draw = piece.gipf ? drawDoubleDisc : drawDisc;
    const node = draw(p.x, p.y, PIECE_R, ctx.color(piece.color), { title: `${who}: ${piece.gipf ? "GIPF piece" : "piece"} on ${name}` });
    pieces.appendChild(node);
    pieceNodes.set(name, node);
  }
  root.appendChild(pieces);

  // The GIPF piece whose fate is being decided.
  const deciding = view.deciding && view.deciding.gipf && byName.get(view.deciding.gipf);
  if (deciding)
    root.appendChild(svg("circle", {
      cx: fmt(deciding.x), cy: fmt(deciding.y), r: 54, fill: "none", stroke: C.warn, "stroke-width": 8,
      "stroke-dasharray": "16 9", class: "tw-deciding", "pointer-events": "none",
    }));

  // Clickable dots and points.
  const areas = svg("g", { class: "tw-gipf-areas" });
  for (const p of positions) {
    const id = `${p.dot ? "dot" : "pt"}:${p.name}`;
    const area = targetArea(p.x, p.y, { circle: p.dot ? 40 : 46 }, { hl: { circle: p.dot ? 30 : 46 } });
    ctx.register(id, area, { label: `${p.dot ? "dot" : "point"} ${p.name}`, x: p.x, y: p.y });
    areas.appendChild(area);
  }
  root.appendChild(areas);

  // Rows waiting to be taken: a thick translucent band over their points.
  for (const row of view.rows || []) {
    const pts = (row.points || []).map((n) => byName.get(n)).filter(Boolean);
    if (!pts.length) continue;
    const a = pts[0];
    const b = pts[pts.length - 1];
    const band = svg("g", { class: "tw-row" }, [
      svg("line", { x1: fmt(a.x), y1: fmt(a.y), x2: fmt(b.x), y2: fmt(b.y), class: "tw-row-band", "stroke-width": 76 }),
    ]);
    ctx.register(`row:${row.id}`, band, { label: `row ${row.id} (${pts.length} pieces)`, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    root.appendChild(band);
  }

  // After a dot is chosen: arrows showing each way the piece can be pushed in.
  const lastPick = ctx.prefix[ctx.prefix.length - 1];
  if (lastPick && lastPick.startsWith("dot:")) {
    const from = byName.get(lastPick.slice(4));
    const arrows = svg("g", { class: "tw-gipf-dirs", "pointer-events": "none" });
    for (const id of ctx.targets.keys()) {
      if (!id.startsWith("pt:")) continue;
      const to = byName.get(id.slice(3));
      if (!from || !to) continue;
      const ux = (to.x - from.x) / UNIT;
      const uy = (to.y - from.y) / UNIT;
      arrows.appendChild(drawArrow(from.x + ux * 18, from.y + uy * 18, to.x - ux * 12, to.y - uy * 12, { width: 9, color: C.brand }));
    }
    root.appendChild(arrows);
  }

  // Animate the last push: every moved piece slides one step along the line.
  if (push && last && ctx.fresh) {
    const a = byName.get(push.from);
    const b = byName.get(push.to);
    if (a && b) {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      for (const name of last.moved || []) {
        const node = pieceNodes.get(name);
        if (node) ctx.animate(node, [[-dx, -dy], [0, 0]], { duration: 300 });
      }
    }
  }
  return root;
}

/** A little row of reserve pieces, and the GIPF piece the mover may push (tournament). */
function reserveNode(ctx, seat) {
  const { view } = ctx;
  const count = (view.reserve || [])[seat] ?? 0;
  const box = html("div", { class: "tw-gipf-reserve" });
  if (view.seat === seat && ctx.choices.some((c) => (c.parts || []).includes("reserve:gipf"))) {
    const pick = svg("svg", { viewBox: "0 0 230 80", class: "tw-svg tw-gipf-pick", role: "group", "aria-label": "GIPF piece in reserve" });
    pick.appendChild(drawDoubleDisc(44, 40, 28, ctx.color(seat)));
    pick.appendChild(label(86, 40, "GIPF piece", { "font-size": 26, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
    const area = targetArea(115, 40, { rect: [4, 4, 222, 72], round: 14 });
    ctx.register("reserve:gipf", area, { label: "Bring in a GIPF piece (two pieces stacked)" });
    pick.appendChild(area);
    box.appendChild(pick);
  }
  const shown = Math.min(count, 18);
  const spacing = 24;
  const row = svg("svg", {
    viewBox: `0 0 ${40 + 17 * spacing + 24} 48`, class: "tw-svg tw-mini", role: "img",
    "aria-label": `${ctx.name(seat)} has ${count} pieces in reserve`,
  });
  for (let i = 0; i < shown; i++) row.appendChild(drawDisc(24 + i * spacing, 24, 19, ctx.color(seat)));
  if (!count) row.appendChild(label(60, 24, "none left", { "font-size": 22 }));
  box.appendChild(row);
  return box;
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  return {
    items: [
      { label: "Reserve", value: (v.reserve || [])[seat] ?? 0, title: "pieces left to bring into play" },
      { label: "Captured", value: (v.captured || [])[seat] ?? 0, title: "opposing pieces this player has taken" },
      { label: "GIPF on board", value: (v.gipf_on_board || [])[seat] ?? 0, title: "lose them all and you lose the game" },
    ],
    node: reserveNode(ctx, seat),
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  const parts = [VARIANTS[v.variant] || ""];
  if (v.phase === "remove") parts.push("taking rows");
  return parts.filter(Boolean).join(" · ");
}

export default createApp({ renderBoard, describeExtras, describeGame });
