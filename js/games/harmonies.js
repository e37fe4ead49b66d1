// Harmonies: the central board of token sets, the river of animal cards, the token set in hand,
// and every player's hex board with stacked tokens, cubes and cards. Ids follow
// docs/views/harmonies.md: central:<n>, hand:<colour>, river:<card>, card:<card>, spirit:<card>,
// space:<seat>:<name>.
import { createApp, svg, svgRoot, label, fmt, pathThrough, C, targetArea, hexCorners } from "../kit/index.js";

const SQRT3 = Math.sqrt(3);
const HEX = 46; // centre-to-corner of a board space (flat-topped)
const COL_W = HEX * 1.5;
const ROW_H = HEX * SQRT3;

// Token colours are components of the game, the same in light and dark themes.
export const TOKEN = {
  blue: { fill: "#3d85c6", side: "#2a5f91" },
  grey: { fill: "#a3a8ae", side: "#6f757b" },
  brown: { fill: "#8d5b34", side: "#5e3a1f" },
  green: { fill: "#4aa35a", side: "#2e7039" },
  yellow: { fill: "#e8c547", side: "#b39223" },
  red: { fill: "#cf4b3f", side: "#933128" },
};
const CUBE = { fill: "#f08a24", rim: "#8a4a0c" };
const KIND_STACK = {
  water: ["blue"], field: ["yellow"], rock: ["grey"], hill: ["grey", "grey"], peak: ["grey", "grey", "grey"],
  bush: ["green"], tree: ["brown", "green"], oak: ["brown", "brown", "green"], building: ["grey", "red"],
  trees: ["green"], mountains: ["grey"],
};
const KIND_NAME = {
  water: "water", field: "field", rock: "1 grey", hill: "2 grey", peak: "3 grey", bush: "green",
  tree: "tree of 2", oak: "tree of 3", building: "building", trees: "tree", mountains: "mountain",
};
const CATEGORY = [["trees", "Trees"], ["mountains", "Mountains"], ["fields", "Fields"], ["buildings", "Buildings"],
  ["water", "Water"], ["animals", "Animals"], ["spirit", "Spirit"]];

/** Centre of a board space from its column and row in half spaces (view.spaces rows). */
export function spaceCenter(col, halfY) {
  return [col * COL_W, (halfY / 2) * ROW_H];
}

/** Centre of an axial offset (q, r) of a habitat pattern, hexes of size s. */
export function axialCenter(q, r, s) {
  return [1.5 * q * s, SQRT3 * (r + q / 2) * s];
}

/** One token seen from slightly above: a side band and a top face, `layer` levels up. */
function drawToken(x, y, colour, { rx = 30, ry = 21, layer = 0, lift = 15, depth = 11 } = {}) {
  const t = TOKEN[colour] || TOKEN.grey;
  const cy = y - layer * lift;
  return svg("g", { class: `hm-token hm-${colour}` }, [
    svg("path", {
      d: `M${fmt(x - rx)} ${fmt(cy)} L${fmt(x - rx)} ${fmt(cy + depth)} A${rx} ${ry} 0 0 0 ${fmt(x + rx)} ${fmt(cy + depth)} L${fmt(x + rx)} ${fmt(cy)} Z`,
      fill: t.side, stroke: "#00000055", "stroke-width": 1.5,
    }),
    svg("ellipse", { cx: fmt(x), cy: fmt(cy), rx, ry, fill: t.fill, stroke: "#00000055", "stroke-width": 1.5 }),
    svg("ellipse", { cx: fmt(x - rx * 0.2), cy: fmt(cy - ry * 0.25), rx: fmt(rx * 0.45), ry: fmt(ry * 0.3), fill: "#ffffff", opacity: 0.16 }),
  ]);
}

/** A stack of tokens, bottom first, standing on (x, y). */
function drawStack(x, y, colours, opts = {}) {
  const g = svg("g", { class: "hm-stack" });
  const base = y + ((colours.length - 1) * (opts.lift ?? 15)) / 2;
  colours.forEach((c, i) => g.appendChild(drawToken(x, base, c, { ...opts, layer: i })));
  return g;
}

function drawCube(x, y, size = 16, title) {
  return svg("g", { class: "hm-cube" }, [
    title ? svg("title", { text: title }) : null,
    svg("path", { d: `M${fmt(x - size / 2)} ${fmt(y - size / 2)} l${fmt(size * 0.28)} ${fmt(-size * 0.28)} h${fmt(size)} v${fmt(size)} l${fmt(-size * 0.28)} ${fmt(size * 0.28)} Z`, fill: CUBE.rim }),
    svg("rect", { x: fmt(x - size / 2), y: fmt(y - size / 2), width: fmt(size), height: fmt(size), rx: 2, fill: CUBE.fill, stroke: CUBE.rim, "stroke-width": 1.5 }),
  ]);
}

const hexPath = (x, y, r) => pathThrough(hexCorners(x, y, r, "flat"), true);

/** The habitat of a card as little hexes (cube space marked), centred on (cx, cy). */
function drawPattern(cells, cx, cy, s) {
  const pts = cells.map(([q, r]) => axialCenter(q, r, s));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const ox = cx - (Math.min(...xs) + Math.max(...xs)) / 2;
  const oy = cy - (Math.min(...ys) + Math.max(...ys)) / 2;
  const g = svg("g", { class: "hm-pattern" });
  cells.forEach(([, , kind], i) => {
    const [x, y] = [pts[i][0] + ox, pts[i][1] + oy];
    const stack = KIND_STACK[kind] || ["grey"];
    g.appendChild(svg("path", { d: hexPath(x, y, s * 0.97), fill: C.bg2, stroke: C.border, "stroke-width": 1.5 }));
    g.appendChild(drawStack(x, y + 2, stack, { rx: s * 0.55, ry: s * 0.38, lift: s * 0.22, depth: s * 0.16 }));
    if (i === 0) g.appendChild(drawCube(x + s * 0.45, y - s * 0.45, s * 0.36));
  });
  g.appendChild(svg("title", { text: "habitat: " + cells.map(([, , k], i) => (i === 0 ? `cube on ${KIND_NAME[k]}` : KIND_NAME[k])).join(", ") }));
  return g;
}

const CARD_W = 168;
const CARD_H = 132;
const RIVER_SCALE = 1.05;

/** An animal or spirit card: name, habitat, ladder of points (cubes still on it drawn over). */
function drawCardFace(x, y, card, { placed = null, w = CARD_W, h = CARD_H } = {}) {
  const spirit = card.spirit;
  const g = svg("g", { class: `hm-card${spirit ? " hm-spirit" : ""}${card.done ? " hm-done" : ""}`, transform: `translate(${fmt(x)} ${fmt(y)})` });
  g.appendChild(svg("rect", {
    width: w, height: h, rx: 12, fill: C.bg, stroke: spirit ? "#8e6cc9" : C.border, "stroke-width": spirit ? 4 : 2.5,
  }));
  g.appendChild(svg("rect", { x: 4, y: 4, width: w - 8, height: 28, rx: 8, fill: spirit ? "#8e6cc933" : C.bg2 }));
  const title = spirit ? card.name.replace(/^Spirit of the /, "") : card.name;
  g.appendChild(label(w / 2, 19, spirit ? `✦ ${title}` : title, { "font-size": title.length > 13 ? 15 : 19, "font-weight": 700, fill: spirit ? "#8e6cc9" : C.fg }));
  g.appendChild(drawPattern(card.cells, 54, 80, 17));
  if (spirit) {
    const words = String(card.text || "").split(" ");
    const lines = [];
    let line = "";
    for (const wd of words) {
      if (line && (line + " " + wd).length > 12) { lines.push(line); line = wd; } else line = line ? `${line} ${wd}` : wd;
    }
    if (line) lines.push(line);
    lines.slice(0, 7).forEach((ln, i) => g.appendChild(label(128, 44 + i * 13, ln, { "font-size": 12, fill: C.fg2 })));
    if (placed) g.appendChild(label(54, 120, "✔ cube placed", { "font-size": 12, fill: C.success }));
  } else {
    const n = card.ladder.length;
    const step = Math.min(24, (h - 46) / n);   // the ladder fits between the title band and the bottom
    card.ladder.forEach((v, i) => {
      const bx = 112;
      const by = h - 8 - (i + 1) * step;
      const shown = placed !== null && i < placed;
      const top = placed !== null && i === placed - 1;
      g.appendChild(svg("rect", { x: bx, y: fmt(by), width: 44, height: fmt(step - 3), rx: 4, fill: top ? "#f08a2440" : C.bg2, stroke: top ? CUBE.fill : C.border2, "stroke-width": top ? 2.5 : 1 }));
      g.appendChild(label(bx + 22, by + (step - 3) / 2, String(v), { "font-size": Math.min(16, step - 3), "font-weight": shown ? 700 : 400, fill: shown ? C.fg : C.fg2 }));
      if (placed !== null && !shown) g.appendChild(drawCube(bx + 36, by + (step - 3) / 2, Math.min(13, step - 8)));
    });
  }
  g.appendChild(svg("title", { text: cardTitle(card, placed) }));
  return g;
}

function cardTitle(card, placed) {
  const habitat = card.cells.map(([, , k], i) => (i === 0 ? `cube on ${KIND_NAME[k]}` : KIND_NAME[k])).join(", ");
  if (card.spirit) return `${card.name}: ${card.text} Habitat: ${habitat}.`;
  const got = placed ? `, now worth ${card.ladder[placed - 1]}` : "";
  return `${card.name}: habitat ${habitat}; points ${card.ladder.join(" / ")}${got}`;
}

/** A player's area: title, score line, cards above, hex board below. Returns {group, w, h}. */
function drawPlayerArea(ctx, seat, ox, oy) {
  const { view } = ctx;
  const b = view.boards[seat];
  const g = svg("g", { class: "hm-player", "data-seat": seat });
  const spaces = view.spaces;
  const centres = new Map(spaces.map(([name, col, hy]) => [name, spaceCenter(col, hy)]));
  const maxX = Math.max(...spaces.map(([, col]) => col)) * COL_W;
  const maxY = Math.max(...spaces.map(([, , hy]) => hy)) / 2 * ROW_H;
  const boardW = maxX + 2 * HEX + 16;
  const cardsY = oy + 50;
  const boardY = cardsY + CARD_H * ((b.offer || []).length ? 1 : 0.78) + 34;
  const width = Math.max(boardW, 4 * (CARD_W * 0.78 + 8)) + 20;

  const mover = view.turn === seat && !view.over;
  g.appendChild(svg("rect", {
    x: ox, y: oy, width, height: boardY - oy + maxY + 2 * HEX + 24, rx: 18,
    fill: C.bg0, stroke: mover ? ctx.color(seat) : C.border2, "stroke-width": mover ? 5 : 2,
  }));
  g.appendChild(svg("circle", { cx: ox + 26, cy: oy + 26, r: 11, fill: ctx.color(seat), stroke: C.border, "stroke-width": 2 }));
  g.appendChild(label(ox + 44, oy + 26, ctx.name(seat), { "text-anchor": "start", "font-size": 24, "font-weight": 700, fill: C.fg }));
  const sc = b.score || {};
  g.appendChild(label(ox + width - 18, oy + 26, `${sc.total ?? 0} points · ${b.empty} empty`, { "text-anchor": "end", "font-size": 19, fill: C.fg2 }));

  // Cards above the board: spirit (or the two offered), then animals; finished ones as small chips.
  const open = [];
  if (b.spirit && !b.spirit.done) open.push({ card: b.spirit, placed: b.spirit.placed, id: `card:${b.spirit.id}` });
  for (const c of b.cards || []) if (!c.done) open.push({ card: c, placed: c.placed, id: `card:${c.id}` });
  const offers = (b.offer || []).map((c) => ({ card: c, placed: null, id: `spirit:${c.id}` }));
  const row = offers.length ? offers : open;
  const scale = offers.length ? 1 : 0.78;   // the two offered spirit cards are read closely: full size
  row.forEach((item, i) => {
    const x = ox + 12 + i * (CARD_W * scale + 8);
    const face = drawCardFace(0, 0, item.card, { placed: item.placed });
    const holder = svg("g", { transform: `translate(${fmt(x)} ${fmt(cardsY)}) scale(${scale})` }, [face]);
    const area = targetArea(CARD_W / 2, CARD_H / 2, { rect: [-4, -4, CARD_W + 8, CARD_H + 8], round: 14 });
    holder.appendChild(area);
    ctx.register(item.id, area, { label: `${offers.length ? "spirit card" : "card"} ${item.card.name}`, x: x + 60, y: cardsY + 50 });
    g.appendChild(holder);
  });
  if (!row.length)
    g.appendChild(label(ox + 20, cardsY + 40, offers.length ? "" : "No animal card yet", { "text-anchor": "start", "font-size": 17, fill: C.fg3 }));
  const finished = [...(b.cards || []).filter((c) => c.done), ...(b.spirit && b.spirit.done ? [b.spirit] : [])];
  if (finished.length) {
    const text = "Done: " + finished.map((c) => (c.spirit ? `${c.name} ✔` : `${c.name} ${c.ladder[c.ladder.length - 1]}`)).join(", ");
    g.appendChild(label(ox + 14, cardsY + CARD_H * scale + 14, text.length > 70 ? text.slice(0, 68) + "…" : text, { "text-anchor": "start", "font-size": 14, fill: C.fg2 }));
  }

  // The hex board.
  const bx = ox + HEX + 8 + (width - boardW) / 2;
  const by = boardY + HEX;
  const cubes = new Set(b.cubes || []);
  const stacks = b.stacks || {};
  const placedNow = view.turn === seat ? new Set((view.placed || []).map((p) => p[1])) : new Set();
  const grid = svg("g", { class: "hm-board" });
  const pieces = svg("g", { class: "hm-pieces", "pointer-events": "none" });
  const areas = svg("g", { class: "hm-areas" });
  for (const [name] of spaces) {
    const [cx, cy] = centres.get(name);
    const x = bx + cx;
    const y = by + cy;
    grid.appendChild(svg("path", { d: hexPath(x, y, HEX - 2), fill: C.bg2, stroke: C.border, "stroke-width": 2 }));
    const stack = stacks[name] || [];
    if (!stack.length) grid.appendChild(label(x, y + HEX * 0.62, name, { "font-size": 15, fill: C.fg3 }));
    else {
      const node = drawStack(x, y + 4, stack);
      node.appendChild(svg("title", { text: `${name}: ${stack.join(" under ")}`.replace(/ under (\w+)$/, " under $1") }));
      pieces.appendChild(node);
      if (placedNow.has(name)) ctx.fadeIn(node, { duration: 250 });
    }
    if (cubes.has(name)) pieces.appendChild(drawCube(x + 16, y - 8 - stack.length * 15 + (stack.length - 1) * 7.5, 20, `animal cube on ${name}`));
    const area = targetArea(x, y, { path: hexPath(x, y, HEX - 3) });
    ctx.register(`space:${seat}:${name}`, area, { label: `${ctx.name(seat)}'s space ${name}${stack.length ? ` (${stack.join(", ")})` : " (empty)"}`, x, y });
    areas.appendChild(area);
  }
  g.append(grid, areas, pieces);
  return { group: g, w: width, h: boardY - oy + maxY + 2 * HEX + 24 };
}

/** One set of three tokens on a round plate. */
function drawSet(x, y, tokens, r = 62) {
  const g = svg("g", { class: "hm-set" });
  g.appendChild(svg("circle", { cx: x, cy: y, r, fill: C.bg2, stroke: C.border, "stroke-width": 2 }));
  const spots = [[-22, -12], [22, -12], [0, 20]];
  tokens.forEach((c, i) => g.appendChild(drawToken(x + spots[i][0], y + spots[i][1], c, { rx: 22, ry: 15, depth: 7 })));
  return g;
}

function renderBoard(ctx) {
  const { view } = ctx;
  const n = view.players || 1;
  const perRow = n === 1 ? 1 : 2;
  // Player areas first, to know the width.
  const areas = [];
  for (let s = 0; s < n; s++) areas.push(drawPlayerArea(ctx, s, 0, 0));
  const areaW = Math.max(...areas.map((a) => a.w));
  const areaH = Math.max(...areas.map((a) => a.h));
  const topH = 250 + 40 + CARD_H * RIVER_SCALE + 30;
  const width = Math.max(perRow * areaW + (perRow - 1) * 24, 1000);
  const rows = Math.ceil(n / perRow);
  const root = svgRoot({ x: -12, y: -12, w: width + 24, h: topH + rows * (areaH + 24) + 12 }, { label: "Harmonies table", maxWidth: n === 1 ? "760px" : "1100px", className: "tw-harmonies" });

  // Central board.
  const central = view.central || [];
  const cg = svg("g", { class: "hm-central" });
  cg.appendChild(label(0, 10, view.solo ? "Central board (solo)" : "Central board", { "text-anchor": "start", "font-size": 20, "font-weight": 700, fill: C.fg2 }));
  central.forEach((tokens, i) => {
    const x = 70 + i * 140;
    const y = 100;
    cg.appendChild(drawSet(x, y, tokens));
    cg.appendChild(label(x, y + 82, tokens.length ? `set ${i + 1}` : `space ${i + 1} empty`, { "font-size": 16, fill: C.fg3 }));
    const area = targetArea(x, y, { circle: 66 });
    ctx.register(`central:${i + 1}`, area, { label: `token set ${i + 1}: ${tokens.join(", ") || "empty"}`, x, y });
    cg.appendChild(area);
  });
  cg.appendChild(label(0, 222, `Bag: ${view.bag_total} tokens${view.solo ? ` · ${view.box} cleared` : ""}`, { "text-anchor": "start", "font-size": 16, fill: C.fg2 }));
  root.appendChild(cg);

  // Tokens in hand (the set taken this turn, waiting to be placed).
  const hx = 70 + central.length * 140 - 20;
  const hand = view.hand || [];
  const hg = svg("g", { class: "hm-hand" });
  hg.appendChild(label(hx, 10, "In hand", { "text-anchor": "start", "font-size": 20, "font-weight": 700, fill: C.fg2 }));
  hg.appendChild(svg("rect", { x: hx, y: 30, width: 130, height: 170, rx: 14, fill: C.bg2, stroke: C.border, "stroke-width": 2, "stroke-dasharray": hand.length ? "" : "6 6" }));
  const colours = [...new Set(hand)];
  colours.forEach((c, i) => {
    const count = hand.filter((h) => h === c).length;
    const y = 62 + i * 52;
    const node = svg("g", {}, [drawToken(hx + 48, y, c, { rx: 26, ry: 17, depth: 8 })]);
    if (count > 1) node.appendChild(label(hx + 100, y + 2, `×${count}`, { "font-size": 18, "font-weight": 700, fill: C.fg }));
    const area = targetArea(hx + 65, y + 2, { rect: [hx + 8, y - 22, 114, 46], round: 10 });
    node.appendChild(area);
    ctx.register(`hand:${c}`, area, { label: `${c} token in hand${count > 1 ? ` (${count})` : ""}`, x: hx + 65, y });
    hg.appendChild(node);
  });
  if (!hand.length) hg.appendChild(label(hx + 65, 115, view.taken ? "all placed" : "take a set", { "font-size": 15, fill: C.fg3 }));
  root.appendChild(hg);

  // The river of face-up animal cards, on its own row under the central board.
  const riverY = 250;
  const rg = svg("g", { class: "hm-river" });
  rg.appendChild(label(0, riverY, `Animal cards · ${view.deck} left in the deck`, { "text-anchor": "start", "font-size": 20, "font-weight": 700, fill: C.fg2 }));
  const river = view.river || [];
  river.forEach((card, i) => {
    const x = i * (CARD_W * RIVER_SCALE + 14);
    const holder = svg("g", { transform: `translate(${fmt(x)} ${riverY + 22}) scale(${RIVER_SCALE})` }, [drawCardFace(0, 0, card)]);
    const area = targetArea(CARD_W / 2, CARD_H / 2, { rect: [-4, -4, CARD_W + 8, CARD_H + 8], round: 14 });
    holder.appendChild(area);
    ctx.register(`river:${card.id}`, area, { label: `animal card ${card.name}: ${card.ladder.join(", ")} points`, x: x + 80, y: riverY + 90 });
    rg.appendChild(holder);
  });
  if (!river.length) rg.appendChild(label(120, riverY + 80, "no card left", { "font-size": 16, fill: C.fg3 }));
  if ((view.discarded || []).length)
    rg.appendChild(label(width, riverY, `sent away: ${view.discarded.length}`, { "text-anchor": "end", "font-size": 16, fill: C.fg3 }));
  root.appendChild(rg);

  // Player areas in rows.
  areas.forEach((a, s) => {
    const col = s % perRow;
    const row = Math.floor(s / perRow);
    const x = perRow === 1 ? (width - a.w) / 2 : col * (areaW + 24);
    a.group.setAttribute("transform", `translate(${fmt(x)} ${fmt(topH + row * (areaH + 24))})`);
    root.appendChild(a.group);
  });
  return root;
}

function describeExtras(ctx, seat) {
  const b = (ctx.view.boards || [])[seat];
  if (!b) return {};
  const sc = b.score || {};
  const water = ctx.view.side === "B" ? "Islands" : "Water";
  const items = CATEGORY.filter(([key]) => key !== "spirit" || ctx.view.spirits)
    .map(([key, name]) => ({ label: key === "water" ? water : name, value: sc[key] ?? 0, title: `points from ${name.toLowerCase()}` }));
  items.push({ label: "Empty spaces", value: b.empty, title: "2 or fewer ends the game after this round" });
  return { score: sc.total ?? 0, items };
}

function describeGame(ctx) {
  const v = ctx.view;
  const parts = [`Side ${v.side}${v.side === "B" ? " (islands)" : " (rivers)"}`];
  if (v.spirits) parts.push("Nature's Spirits");
  if (v.solo) parts.push(`solo: ${v.suns ?? 0} sun${v.suns === 1 ? "" : "s"}`);
  if (v.final_round && !v.over) parts.push("last round");
  return parts.join(" · ");
}

export default createApp({ renderBoard, describeExtras, describeGame });
