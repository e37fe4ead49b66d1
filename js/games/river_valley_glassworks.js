// River Valley Glassworks board: the river (six segments and the lake), the colour chart with
// what is left in the bag, and one glassworks per player (overflow, 7 x 5 columns, row points,
// satchel, score). Element ids (docs/views/river_valley_glassworks.md): seg:<shape>, lake,
// lake:<piece>, sat:<seat>:<piece>, new:<colour>.
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1400;
const SEG_W = 168;
const SEG_STEP = 178;
const SEG_H = 200;
const RIVER_Y = 44;
const CHART_Y = RIVER_Y + SEG_H + 30;
const PLAYERS_Y = CHART_Y + 62;
const BLOCK_W = 440;
const BLOCK_H = 502;
const CELL = 46;
const GRID_X = 76; // inside a block
const GRID_Y = 130;

const WATER = "color-mix(in srgb, #3a8fc4 22%, var(--jp-layout-color1, #ffffff))";
const TILE = "color-mix(in srgb, #3a8fc4 38%, var(--jp-layout-color1, #ffffff))";
const SHAPE_NAMES = { C: "circle", T: "triangle", S: "square", H: "heart", D: "drop", M: "moon" };

/** SVG path of a glass shape of radius r centred at 0, 0. */
export function shapePath(shape, r) {
  const f = (n) => fmt(n * r);
  switch (shape) {
    case "T": return `M0 ${f(-1)} L${f(0.98)} ${f(0.78)} L${f(-0.98)} ${f(0.78)} Z`;
    case "S": return `M${f(-0.8)} ${f(-0.8)} H${f(0.8)} V${f(0.8)} H${f(-0.8)} Z`;
    case "H": return `M0 ${f(0.92)} C${f(-1.15)} ${f(0.1)} ${f(-0.95)} ${f(-0.95)} 0 ${f(-0.38)} C${f(0.95)} ${f(-0.95)} ${f(1.15)} ${f(0.1)} 0 ${f(0.92)} Z`;
    case "D": return `M0 ${f(-1.05)} C${f(0.45)} ${f(-0.45)} ${f(0.78)} ${f(-0.05)} ${f(0.78)} ${f(0.25)} A${f(0.78)} ${f(0.78)} 0 0 1 ${f(-0.78)} ${f(0.25)} C${f(-0.78)} ${f(-0.05)} ${f(-0.45)} ${f(-0.45)} 0 ${f(-1.05)} Z`;
    case "M": return `M${f(0.3)} ${f(-0.95)} A${f(1)} ${f(1)} 0 1 0 ${f(0.3)} ${f(0.95)} A${f(1.05)} ${f(1.05)} 0 0 1 ${f(0.3)} ${f(-0.95)} Z`;
    default: return `M${f(-1)} 0 A${f(1)} ${f(1)} 0 1 0 ${f(1)} 0 A${f(1)} ${f(1)} 0 1 0 ${f(-1)} 0 Z`;
  }
}

/** Colour code -> {name, fill} from view.palette. */
function paletteOf(view) {
  const out = {};
  for (const c of view.palette || []) out[c.id] = c;
  return out;
}

export function pieceName(code, palette) {
  const c = palette[code[0]];
  return `${c ? c.name : code[0]} ${SHAPE_NAMES[code[1]] || code[1]}`;
}

/** One glass piece: its shape in its colour, a rim that contrasts, a small shine. */
function drawGlass(code, x, y, r, palette, { dim = false } = {}) {
  const c = palette[code[0]] || { fill: "#999999", name: code[0] };
  const st = pieceStyle(c.fill);
  const d = shapePath(code[1], r);
  return svg("g", { class: "tw-glass", transform: `translate(${fmt(x)} ${fmt(y)})`, opacity: dim ? 0.45 : 1 }, [
    svg("title", { text: pieceName(code, palette) }),
    svg("path", { d, fill: c.fill, stroke: st.rim, "stroke-width": fmt(Math.max(2, r * 0.1)), "stroke-linejoin": "round" }),
    svg("ellipse", { cx: fmt(-r * 0.3), cy: fmt(-r * 0.35), rx: fmt(r * 0.28), ry: fmt(r * 0.16), fill: "#ffffff", opacity: 0.45, transform: `rotate(-30 ${fmt(-r * 0.3)} ${fmt(-r * 0.35)})` }),
  ]);
}

/** Centres for n pieces in a box (x, y, w, h): a grid of up to `cols` per row, shrinking when crowded. */
export function pieceSlots(n, x, y, w, h, cols = 3, r = 19) {
  if (n <= 0) return { slots: [], r };
  const perRow = Math.min(cols + Math.max(0, Math.ceil(n / cols) - 3), Math.max(1, n));
  const rows = Math.ceil(n / perRow);
  const step = Math.min(w / perRow, h / rows);
  const rr = Math.min(r, step * 0.42);
  const slots = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const cx = x + w / 2 + (i % perRow - (inRow - 1) / 2) * step;
    const cy = y + h / 2 + (row - (rows - 1) / 2) * step;
    slots.push([cx, cy]);
  }
  return { slots, r: rr };
}

function drawRiver(ctx, root, palette) {
  const { view } = ctx;
  const river = view.river || [];
  const last = view.last || null;
  root.appendChild(svg("rect", { x: 8, y: RIVER_Y - 12, width: W - 16, height: SEG_H + 24, rx: 26, fill: WATER }));
  root.appendChild(label(20, RIVER_Y - 26, "Start of the river", { "text-anchor": "start", "font-size": 22, fill: C.fg2 }));
  root.appendChild(label(20 + 6 * SEG_STEP - 12, RIVER_Y - 26, "flows to the lake →", { "text-anchor": "end", "font-size": 22, fill: C.fg2 }));
  river.forEach((seg, i) => {
    const x = 20 + i * SEG_STEP;
    const y = RIVER_Y;
    const g = svg("g", { class: "tw-rvg-segment" });
    g.appendChild(svg("rect", { x, y, width: SEG_W, height: SEG_H, rx: 16, fill: TILE, stroke: C.border, "stroke-width": 2 }));
    // the tile's shape, in its four corners and large behind the glass
    g.appendChild(svg("path", { d: shapePath(seg.shape, 58), transform: `translate(${x + SEG_W / 2} ${y + SEG_H / 2 + 6})`, fill: C.bg, opacity: 0.35 }));
    for (const [cx, cy] of [[x + 18, y + 18], [x + SEG_W - 18, y + 18], [x + 18, y + SEG_H - 18], [x + SEG_W - 18, y + SEG_H - 18]])
      g.appendChild(svg("path", { d: shapePath(seg.shape, 9), transform: `translate(${cx} ${cy})`, fill: C.fg2, opacity: 0.8 }));
    // stones: how many pieces the segment to the left of this one receives when refilled
    for (let s = 0; s < seg.stones; s++)
      g.appendChild(svg("ellipse", { cx: x + SEG_W / 2 + (s - (seg.stones - 1) / 2) * 26, cy: y + 18, rx: 10, ry: 7, fill: "#8d8a84", stroke: "#55524d", "stroke-width": 2 }, [svg("title", { text: `${seg.stones} stone${seg.stones > 1 ? "s" : ""}` })]));
    g.appendChild(label(x + SEG_W / 2, y + SEG_H - 16, SHAPE_NAMES[seg.shape], { "font-size": 20, fill: C.fg }));
    const pieces = seg.pieces || [];
    const { slots, r } = pieceSlots(pieces.length, x + 10, y + 34, SEG_W - 20, SEG_H - 64, 3, 21);
    const fresh = last && last.kind === "river" && last.onto === seg.shape ? [...last.placed] : [];
    pieces.forEach((p, k) => {
      const node = drawGlass(p, slots[k][0], slots[k][1], r, palette);
      const j = fresh.indexOf(p);
      if (j >= 0) {
        fresh.splice(j, 1);
        node.appendChild(svg("circle", { r: fmt(r * 1.35), fill: "none", stroke: C.fg2, "stroke-width": 2, "stroke-dasharray": "5 4" }));
      }
      g.appendChild(node);
    });
    if (i === 0 && last && last.kind === "river" && last.from === seg.shape)
      g.appendChild(label(x + SEG_W / 2, y + SEG_H + 18, "just refilled", { "font-size": 17, fill: C.fg2 }));
    const area = targetArea(0, 0, { rect: [x, y, SEG_W, SEG_H], round: 16 });
    ctx.register(`seg:${seg.shape}`, area, { label: `${SHAPE_NAMES[seg.shape]} segment, ${pieces.length} piece${pieces.length === 1 ? "" : "s"}`, x: i, y: 0 });
    g.appendChild(area);
    root.appendChild(g);
  });

  // The lake and the bag.
  const lx = 20 + 6 * SEG_STEP;
  const lw = W - 20 - lx;
  const lake = svg("g", { class: "tw-rvg-lake" });
  lake.appendChild(svg("rect", { x: lx, y: RIVER_Y, width: lw, height: SEG_H, rx: 60, fill: TILE, stroke: C.border, "stroke-width": 2 }));
  const lakeArea = targetArea(0, 0, { rect: [lx, RIVER_Y, lw, SEG_H], round: 60 });
  ctx.register("lake", lakeArea, { label: `the lake, ${(view.lake || []).length} pieces`, x: 6, y: 0 });
  // whichever click comes next lies on top: the lake as a whole, or (once chosen) the piece to leave
  const choosingPiece = ctx.prefix[0] === "lake";
  if (choosingPiece) lake.appendChild(lakeArea);
  lake.appendChild(label(lx + lw / 2, RIVER_Y + 26, view.last_stage ? "Lake (closed)" : "Lake", { "font-size": 24, "font-weight": 700, fill: C.fg }));
  const lakePieces = view.lake || [];
  const { slots, r } = pieceSlots(lakePieces.length, lx + 14, RIVER_Y + 46, lw - 28, 100, 5, 24);
  lakePieces.forEach((p, k) => {
    const pg = svg("g", { class: "tw-rvg-lake-piece" }, [drawGlass(p, slots[k][0], slots[k][1], r, palette)]);
    const area = targetArea(slots[k][0], slots[k][1], { circle: r * 1.25 });
    ctx.register(`lake:${p}`, area, { label: `leave the ${pieceName(p, palette)} in the lake`, x: 6 + k / 10, y: 1 });
    pg.appendChild(area);
    lake.appendChild(pg);
  });
  lake.appendChild(label(lx + lw / 2, RIVER_Y + SEG_H - 24, `Bag: ${view.bag ?? 0} piece${view.bag === 1 ? "" : "s"}`, { "font-size": 21, fill: C.fg2 }));
  if (!choosingPiece) lake.appendChild(lakeArea);
  if (choosingPiece) lake.appendChild(label(lx + lw / 2, RIVER_Y + SEG_H - 50, "click the piece to leave", { "font-size": 18, fill: C.fg }));
  root.appendChild(lake);
}

/** The colour chart: how many pieces of each colour exist, and how many are still in the bag. */
function drawChart(ctx, root, palette) {
  const { view } = ctx;
  const colors = view.palette || [];
  const bag = view.bag_colors || {};
  const step = Math.min(150, (W - 200) / Math.max(1, colors.length));
  root.appendChild(label(20, CHART_Y + 14, "Glass", { "text-anchor": "start", "font-size": 20, fill: C.fg2, "font-weight": 700 }));
  root.appendChild(label(20, CHART_Y + 38, "in bag", { "text-anchor": "start", "font-size": 17, fill: C.fg3 }));
  colors.forEach((c, i) => {
    const x = 110 + i * step;
    const g = svg("g", {}, [svg("title", { text: `${c.name}: ${c.total} pieces in the game, ${bag[c.id] ?? 0} in the bag` })]);
    g.appendChild(drawGlass(`${c.id}C`, x + 14, CHART_Y + 24, 13, palette));
    g.appendChild(label(x + 34, CHART_Y + 14, c.name, { "text-anchor": "start", "font-size": 17, fill: C.fg }));
    g.appendChild(label(x + 34, CHART_Y + 38, `${bag[c.id] ?? 0} of ${c.total}`, { "text-anchor": "start", "font-size": 17, fill: C.fg2 }));
    root.appendChild(g);
  });
}

function blockOrigin(seat, players) {
  const perRow = players <= 2 ? 2 : 3;
  const row = Math.floor(seat / perRow);
  const inRow = Math.min(perRow, players - row * perRow);
  const col = seat - row * perRow;
  const gap = 20;
  const rowW = inRow * BLOCK_W + (inRow - 1) * gap;
  return [(W - rowW) / 2 + col * (BLOCK_W + gap), PLAYERS_Y + row * (BLOCK_H + 18)];
}

function drawGlassworks(ctx, root, palette, seat) {
  const { view } = ctx;
  const gw = (view.glassworks || [])[seat];
  if (!gw) return;
  const rules = view.rules || { columns: 7, rows: 5, row_points: [], column_points: [] };
  const [bx, by] = blockOrigin(seat, view.players);
  const toMove = !view.over && (view.to_move || []).includes(seat);
  const st = ctx.piece(seat);
  const g = svg("g", { class: "tw-rvg-works", "data-seat": seat });
  g.appendChild(svg("rect", { x: bx, y: by, width: BLOCK_W, height: BLOCK_H, rx: 18, fill: C.bg2, stroke: toMove ? C.brand : C.border, "stroke-width": toMove ? 6 : 2 }));
  // header: name, pieces placed, score
  g.appendChild(svg("circle", { cx: bx + 26, cy: by + 28, r: 12, fill: st.fill, stroke: st.rim, "stroke-width": 3 }));
  const you = ctx.watching === seat ? " (you)" : "";
  g.appendChild(label(bx + 46, by + 28, `${ctx.name(seat)}${you}`, { "text-anchor": "start", "font-size": 24, "font-weight": 700, fill: C.fg }));
  // a narrow cell draws the board small: shorter words keep the header and the sum inside the block
  const narrow = ctx.width > 0 && ctx.width < 760;
  const placedText = narrow ? `${gw.placed}/${rules.end_at} placed` : `${gw.placed} placed · ends at ${rules.end_at}`;
  g.appendChild(label(bx + BLOCK_W - 18, by + 28, placedText, { "text-anchor": "end", "font-size": 20, fill: gw.placed >= rules.end_at ? C.brand : C.fg2 }));
  const pending = seat === view.turn ? view.pending || [] : [];
  if (toMove && !pending.length) g.appendChild(label(bx + 46, by + 58, "to move", { "text-anchor": "start", "font-size": 18, fill: C.brand, "font-weight": 700 }));

  // new colours waiting for a column (the player chooses the order)
  if (pending.length) {
    // only the seat who decides is asked to click; the others see what is being decided
    const asked = seat === view.seat && ctx.choices.length > 0;
    g.appendChild(label(bx + 18, by + 60, asked ? "Click a new colour for the next column" : `${ctx.name(seat)} chooses the next column's colour`,
      { "text-anchor": "start", "font-size": 19, fill: C.fg, "font-weight": 700 }));
    const groups = [];
    for (const p of pending) {
      const grp = groups.find((x) => x.color === p[0]);
      if (grp) grp.pieces.push(p); else groups.push({ color: p[0], pieces: [p] });
    }
    let x = bx + 12;
    for (const grp of groups) {
      const w = grp.pieces.length * 34 + 10;
      const pg = svg("g", { class: "tw-rvg-new" });
      grp.pieces.forEach((p, k) => pg.appendChild(drawGlass(p, x + 22 + k * 34, by + 94, 15, palette)));
      const area = targetArea(0, 0, { rect: [x + 2, by + 76, w, 36], round: 10 });
      const name = (palette[grp.color] || {}).name || grp.color;
      ctx.register(`new:${grp.color}`, area, { label: `${name} into the next column`, x: x, y: 2 });
      pg.appendChild(area);
      g.appendChild(pg);
      x += w + 10;
    }
  }

  // overflow
  const over = gw.overflow || [];
  const ox = bx + 12;
  g.appendChild(svg("rect", { x: ox, y: by + GRID_Y, width: 52, height: rules.rows * CELL, rx: 10, fill: C.bg, stroke: C.border, "stroke-width": 2, "stroke-dasharray": "6 5" }));
  g.appendChild(label(ox + 26, by + GRID_Y + 14, "overflow", { "font-size": 12, fill: C.fg2 }));
  const shown = over.slice(-7);
  shown.forEach((p, k) => g.appendChild(drawGlass(p, ox + 26, by + GRID_Y + rules.rows * CELL - 16 - k * 26, 12, palette)));
  g.appendChild(label(ox + 26, by + GRID_Y + rules.rows * CELL + 18, over.length ? `${over.length} × −${rules.overflow_penalty}` : "empty", { "font-size": 15, fill: over.length ? C.error : C.fg3 }));

  // the grid: columns bottom-up, the value of each space printed faintly until glass covers it
  const gx = bx + GRID_X;
  const gy = by + GRID_Y;
  const cols = gw.columns || [];
  const score = gw.score || { rows: [], columns: [], overflow: 0, total: 0 };
  const scored = new Set((score.columns || []).filter((c) => c.height > 0).map((c) => c.column));
  for (let c = 0; c < rules.columns; c++) {
    const pieces = cols[c] || [];
    for (let r = 0; r < rules.rows; r++) {
      const x = gx + c * CELL;
      const y = gy + (rules.rows - 1 - r) * CELL;
      const top = pieces.length === r + 1 && scored.has(c);
      g.appendChild(svg("rect", { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 7, fill: C.bg, stroke: top ? C.brand : C.border2, "stroke-width": top ? 4 : 1.5 }));
      if (r < pieces.length) g.appendChild(drawGlass(pieces[r], x + CELL / 2, y + CELL / 2, 16, palette));
      else g.appendChild(label(x + CELL / 2, y + CELL / 2, String((rules.column_points[c] || [])[r] ?? ""), { "font-size": 16, fill: C.fg3 }));
    }
  }
  // row points for a row filled up to each column, and each row's score now
  g.appendChild(label(gx - 8, gy + rules.rows * CELL + 18, "", {}));
  for (let c = 0; c < rules.columns; c++)
    g.appendChild(label(gx + c * CELL + CELL / 2, gy + rules.rows * CELL + 18, String(rules.row_points[c + 1] ?? ""), { "font-size": 16, fill: C.fg2, "font-weight": 700 }));
  for (let r = 0; r < rules.rows; r++) {
    const v = (score.rows || [])[r] || 0;
    g.appendChild(label(gx + rules.columns * CELL + 14, gy + (rules.rows - 1 - r) * CELL + CELL / 2, v ? `+${v}` : "·", { "text-anchor": "start", "font-size": 16, fill: v ? C.fg : C.fg3 }));
  }

  // satchel
  const sy = by + GRID_Y + rules.rows * CELL + 44;
  const satchel = gw.satchel || [];
  g.appendChild(svg("rect", { x: bx + 16, y: sy, width: BLOCK_W - 32, height: 60, rx: 14, fill: C.bg, stroke: C.border, "stroke-width": 2 }));
  const crowded = satchel.length > ((view.rules || {}).satchel_max ?? 5);
  g.appendChild(label(bx + 28, sy + 30, crowded ? `${satchel.length} / ${rules.satchel_max}!` : "satchel", { "text-anchor": "start", "font-size": crowded ? 18 : 16, fill: crowded ? C.error : C.fg2, "font-weight": crowded ? 700 : 400 }));
  const lead = narrow ? 118 : 90; // room for the word, larger when a narrow cell enlarges it
  const room = BLOCK_W - 32 - lead;
  const step = Math.min(46, room / Math.max(1, satchel.length));
  satchel.forEach((p, k) => {
    const cx = bx + 16 + lead + step * k + step / 2;
    const pg = svg("g", { class: "tw-rvg-satchel-piece" }, [drawGlass(p, cx, sy + 30, Math.min(19, step * 0.42), palette)]);
    const area = targetArea(cx, sy + 30, { circle: Math.min(23, step * 0.5) });
    ctx.register(`sat:${seat}:${p}`, area, { label: `${ctx.name(seat)}'s ${pieceName(p, palette)}`, x: cx / 100, y: 3 + seat });
    pg.appendChild(area);
    g.appendChild(pg);
  });

  // score breakdown
  const rowsTotal = (score.rows || []).reduce((a, b) => a + b, 0);
  const colsTotal = (score.columns || []).reduce((a, b) => a + b.points, 0);
  const text = narrow ? `${score.total} (${rowsTotal} + ${colsTotal} − ${-score.overflow})`
    : `rows ${rowsTotal} + columns ${colsTotal} − overflow ${-score.overflow} = ${score.total}`;
  g.appendChild(label(bx + BLOCK_W / 2, by + BLOCK_H - 22, `${view.over ? "Final" : "Now"}: ${text}`, { "font-size": 17, fill: view.over ? C.fg : C.fg2, "font-weight": view.over ? 700 : 400 }));
  root.appendChild(g);
}

function renderBoard(ctx) {
  const { view } = ctx;
  const palette = paletteOf(view);
  const players = view.players || 2;
  if (isNarrow(ctx)) {
    // a narrow cell: the river and chart on top, then each glassworks under the other at its own size
    const parts = [{ label: "The river and the lake", x: 0, y: 0, w: W, h: PLAYERS_Y - 10,
      draw: (root) => { drawRiver(ctx, root, palette); drawChart(ctx, root, palette); } }];
    for (let s = 0; s < players; s++) {
      const [bx, by] = blockOrigin(s, players);
      parts.push({ label: `${ctx.name(s)}'s glassworks`, x: bx - 4, y: by - 4, w: BLOCK_W + 8, h: BLOCK_H + 8,
        draw: (root) => drawGlassworks(ctx, root, palette, s) });
    }
    return stackParts(parts, { className: "tw-rvg", scale: 1.15 });
  }
  const rowsOfBlocks = Math.ceil(players / (players <= 2 ? 2 : 3));
  const h = PLAYERS_Y + rowsOfBlocks * (BLOCK_H + 18);
  const root = svgRoot({ x: 0, y: 0, w: W, h }, { label: "River Valley Glassworks table", maxWidth: "1040px", className: "tw-rvg" });
  drawRiver(ctx, root, palette);
  drawChart(ctx, root, palette);
  for (let s = 0; s < players; s++) drawGlassworks(ctx, root, palette, s);
  return root;
}

function describeExtras(ctx, seat) {
  const gw = (ctx.view.glassworks || [])[seat];
  if (!gw) return {};
  return {
    score: gw.score ? gw.score.total : undefined,
    items: [
      { label: "Placed", value: `${gw.placed} of ${(ctx.view.rules || {}).end_at ?? 17}`, title: "pieces in the glassworks; the last stage starts when someone reaches this many" },
      { label: "Satchel", value: (gw.satchel || []).length },
      { label: "Overflow", value: (gw.overflow || []).length, title: "each piece costs 3 points" },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  const parts = [`${v.players} players`, `bag ${v.bag ?? 0}`];
  if (v.last_stage && !v.over) parts.push(`last stage: ${v.turns_left + 1} turn${v.turns_left ? "s" : ""} to go`);
  return parts.join(" · ");
}

export default createApp({ renderBoard, describeExtras, describeGame });
