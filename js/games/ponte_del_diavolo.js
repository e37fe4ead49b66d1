// Ponte del Diavolo board: a 10 x 10 lagoon, light and dark tiles, bridges over the water.
// Geometry and ids follow docs/views/ponte_del_diavolo.md: square "e5" is column e (5th from
// the left), row 5 from the bottom; every square is registered as "square:<name>".
import { createApp, svg, html, svgRoot, label, fmt, C, targetArea, drawBadge } from "../kit/index.js";

export const COLUMNS = "abcdefghij";
const SIZE = 10;
const CELL = 100; // viewBox units per square
const TILE = 82; // a tile's side
const MARGIN = 56; // room for the coordinates

// Tile colours are the game's own (the seats' colours follow the pie rule, the tiles do not).
export const TILE_COLORS = {
  light: { fill: "#efe4c8", rim: "#9c8a62", deck: "#d8c79c", ink: "#3b3224" },
  dark: { fill: "#8a2f22", rim: "#4d150e", deck: "#6a2117", ink: "#f6e9e4" },
};
const WATER = ["#3f8fb5", "#3a86ab"]; // drawn translucent over the theme's background
const ISLAND_RING = "#e0a526";

/** {col, row, x, y} of a square name like "e5" (x, y: its centre), or null. */
export function square(name) {
  const m = /^([a-j])(10|[1-9])$/.exec(String(name || "").toLowerCase());
  if (!m) return null;
  const col = COLUMNS.indexOf(m[1]);
  const row = Number(m[2]) - 1;
  return { name: `${m[1]}${row + 1}`, col, row, x: (col + 0.5) * CELL, y: (SIZE - row - 0.5) * CELL };
}

/** The two ends of a bridge action like "a3-c4", or null for any other action. */
export function bridgeEnds(action) {
  const m = /^([a-j](?:10|[1-9]))-([a-j](?:10|[1-9]))$/.exec(String(action || ""));
  return m ? [m[1], m[2]] : null;
}

/** Bridges may be clicked from either end: add each bridge reversed, marked as an alias. */
export function prepareChoices(choices) {
  const out = [...(choices || [])];
  for (const c of choices || []) {
    if (c.parts && c.parts.length === 2) out.push({ ...c, parts: [c.parts[1], c.parts[0]], alias: true });
  }
  return out;
}

/**
 * The outline of a group of squares, drawn `inset` units inside it: each side no other square of the
 * group shares, stretched past the corner wherever the group goes on (so bends close neatly).
 */
export function outline(names, inset = 0) {
  const set = new Set(names);
  const has = (col, row) => set.has(`${COLUMNS[col] || "?"}${row + 1}`);
  const segs = [];
  for (const n of names) {
    const s = square(n);
    if (!s) continue;
    const { col, row } = s;
    const x0 = col * CELL;
    const y0 = (SIZE - 1 - row) * CELL;
    const x1 = x0 + CELL;
    const y1 = y0 + CELL;
    const i = inset;
    // from the square's own corner inwards, or past it when the neighbour on that side is in the group
    const left = has(col - 1, row) ? x0 - i : x0 + i;
    const right = has(col + 1, row) ? x1 + i : x1 - i;
    const top = has(col, row + 1) ? y0 - i : y0 + i;
    const bottom = has(col, row - 1) ? y1 + i : y1 - i;
    if (!has(col, row + 1)) segs.push([[left, y0 + i], [right, y0 + i]]);
    if (!has(col, row - 1)) segs.push([[left, y1 - i], [right, y1 - i]]);
    if (!has(col - 1, row)) segs.push([[x0 + i, top], [x0 + i, bottom]]);
    if (!has(col + 1, row)) segs.push([[x1 - i, top], [x1 - i, bottom]]);
  }
  return segs.map(([[a, b], [c, d]]) => `M${fmt(a)} ${fmt(b)}L${fmt(c)} ${fmt(d)}`).join("");
}

function drawTile(x, y, color, { ghost = false, title } = {}) {
  const st = TILE_COLORS[color] || TILE_COLORS.light;
  const h = TILE / 2;
  return svg("g", { class: `pdd-tile${ghost ? " pdd-ghost" : ""}`, transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    title ? svg("title", { text: title }) : null,
    svg("rect", { x: -h, y: -h, width: TILE, height: TILE, rx: 9, fill: st.fill, stroke: st.rim, "stroke-width": 4 }),
    svg("rect", { x: -h + 12, y: -h + 12, width: TILE - 24, height: TILE - 24, rx: 5, fill: "none", stroke: st.deck, "stroke-width": 3 }),
  ]);
}

function drawBridge(a, b, color, { ghost = false, title } = {}) {
  const st = TILE_COLORS[color] || TILE_COLORS.light;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const w = 30;
  const planks = [];
  for (let t = 24; t < len - 20; t += 17)
    planks.push(svg("line", { x1: fmt(t), y1: -w / 2 + 4, x2: fmt(t), y2: w / 2 - 4, stroke: st.rim, "stroke-width": 2.5, opacity: 0.55 }));
  return svg("g", {
    class: `pdd-bridge${ghost ? " pdd-ghost-bridge" : ""}`,
    transform: `translate(${fmt(a.x)} ${fmt(a.y)}) rotate(${fmt(angle)})`,
    "pointer-events": "none",
  }, [
    title ? svg("title", { text: title }) : null,
    svg("rect", { x: 6, y: -w / 2 - 5, width: fmt(len - 12), height: w + 10, rx: 12, fill: "rgba(0,0,0,0.28)" }),
    svg("rect", { x: 8, y: -w / 2, width: fmt(len - 16), height: w, rx: 10, fill: st.deck, stroke: st.rim, "stroke-width": 4 }),
    ...planks,
    svg("circle", { cx: 14, cy: 0, r: 9, fill: st.fill, stroke: st.rim, "stroke-width": 3 }),
    svg("circle", { cx: fmt(len - 14), cy: 0, r: 9, fill: st.fill, stroke: st.rim, "stroke-width": 3 }),
  ]);
}

// Board-only styles (hover preview of a tile); scoped by the root's class.
const STYLE = `
.tw-pdd .pdd-ghost { opacity: 0; transition: opacity 0.12s; pointer-events: none; }
.tw-pdd .tw-target:hover .pdd-ghost, .tw-pdd .tw-target:focus-visible .pdd-ghost { opacity: 0.6; }
.tw-pdd .pdd-ghost-bridge { opacity: 0.55; }
.tw-pdd .tw-target circle.tw-hl { stroke-width: 3px; fill-opacity: 0.25; }
.tw-pdd .tw-label { font-family: var(--jp-ui-font-family, system-ui, sans-serif); }
`;

function renderBoard(ctx) {
  const { view } = ctx;
  const tiles = view.tiles || {};
  const full = SIZE * CELL;
  const root = svgRoot({ x: -MARGIN, y: -14, w: full + MARGIN + 14, h: full + MARGIN + 14 },
    { label: "Ponte del Diavolo board", maxWidth: "640px", className: "tw-pdd" });
  root.appendChild(svg("style", { text: STYLE }));

  // Water, with a faint checker so squares can be counted.
  const water = svg("g", { class: "pdd-water" });
  water.appendChild(svg("rect", { x: 0, y: 0, width: full, height: full, fill: C.bg }));
  for (let r = 0; r < SIZE; r++)
    for (let c = 0; c < SIZE; c++)
      water.appendChild(svg("rect", {
        x: c * CELL, y: r * CELL, width: CELL, height: CELL, fill: WATER[(r + c) % 2], "fill-opacity": 0.3,
        stroke: C.border, "stroke-width": 1.5,
      }));
  water.appendChild(svg("rect", { x: 0, y: 0, width: full, height: full, fill: "none", stroke: C.fg3, "stroke-width": 4 }));
  root.appendChild(water);

  // Coordinates: letters below, numbers on the left.
  const coords = svg("g", { class: "pdd-coords", "font-size": 28 });
  for (let c = 0; c < SIZE; c++) coords.appendChild(label((c + 0.5) * CELL, full + 30, COLUMNS[c]));
  for (let r = 0; r < SIZE; r++) coords.appendChild(label(-30, (SIZE - r - 0.5) * CELL, String(r + 1)));
  root.appendChild(coords);

  // Clickable squares (under the tiles so a tile's own title still shows; the hit area is on top below).
  const seat = view.seat;
  const myColor = seat !== null && seat !== undefined && view.seat_colors ? view.seat_colors[seat] : null;
  const moverColor = view.to_play || myColor || "light";

  // Tiles.
  const tileLayer = svg("g", { class: "pdd-tiles" });
  const tileNodes = new Map();
  for (const [name, color] of Object.entries(tiles)) {
    const s = square(name);
    if (!s) continue;
    const node = drawTile(s.x, s.y, color, { title: `${color} tile on ${name}` });
    node.setAttribute("data-key", `tile:${name}`); // drawn again in place when a tile is added before it
    tileLayer.appendChild(node);
    tileNodes.set(name, node);
  }
  root.appendChild(tileLayer);

  // Islands: a golden ring around each group of four.
  const rings = svg("g", { class: "pdd-islands", "pointer-events": "none" });
  for (const g of view.groups || []) {
    if (!g.island) continue;
    rings.appendChild(svg("path", {
      d: outline(g.squares, 4), fill: "none", stroke: ISLAND_RING, "stroke-width": 6, "stroke-linecap": "square",
    }, [svg("title", { text: `${g.color} island ${g.squares.join(" ")}` })]));
  }
  root.appendChild(rings);

  // The last turn of each seat is ringed by the kit (view.marks); no dot here that could pass
  // for something to click.

  // Bridges over the water.
  const bridgeLayer = svg("g", { class: "pdd-bridges" });
  for (const b of view.bridges || []) {
    const [p, q] = (b.ends || []).map(square);
    if (!p || !q) continue;
    const node = drawBridge(p, q, b.color, { title: `${b.color} bridge ${b.id}` });
    bridgeLayer.appendChild(node);
    if (view.last && view.last.bridge === b.id) {
      bridgeLayer.appendChild(svg("circle", { cx: fmt((p.x + q.x) / 2), cy: fmt((p.y + q.y) / 2), r: 12, fill: "none", stroke: C.fg2, "stroke-width": 3, "stroke-dasharray": "5 4", "pointer-events": "none", class: "pdd-last-bridge" }));
      ctx.fadeIn(node);
    }
  }
  root.appendChild(bridgeLayer);

  // Fresh tiles fade in.
  if (view.last && view.last.tiles) for (const n of view.last.tiles) if (tileNodes.has(n)) ctx.fadeIn(tileNodes.get(n));
  for (const n of view.placed || []) if (tileNodes.has(n)) ctx.fadeIn(tileNodes.get(n));

  // Preview: after picking one end of a bridge, a faint bridge to every end that would do.
  const picked = ctx.prefix.length === 1 ? square(ctx.prefix[0].slice(7)) : null;
  if (picked && tiles[picked.name]) {
    const ghosts = svg("g", { class: "pdd-previews" });
    for (const id of ctx.targets.keys()) {
      const to = square(id.slice(7));
      if (to) ghosts.appendChild(drawBridge(picked, to, tiles[picked.name], { ghost: true }));
    }
    root.appendChild(ghosts);
  }

  // Live score of each scoring group, beside its first square.
  const badges = svg("g", { class: "pdd-scores", "pointer-events": "none" });
  for (const grp of view.scoring || []) {
    const first = (grp.squares || []).map(square).filter(Boolean)
      .sort((a, b) => b.row - a.row || a.col - b.col)[0];
    if (!first) continue;
    const st = TILE_COLORS[grp.color] || TILE_COLORS.light;
    const badge = drawBadge(first.x - 34, first.y - 34, grp.score, { r: 20, fill: st.fill, ink: st.ink });
    badge.querySelector("circle").setAttribute("stroke", ISLAND_RING);
    badge.appendChild(svg("title", { text: `${grp.color} group: ${grp.islands} island${grp.islands === 1 ? "" : "s"}, ${grp.score} point${grp.score === 1 ? "" : "s"}` }));
    badges.appendChild(badge);
  }
  root.appendChild(badges);

  // Hit areas on top: every square, with a ghost tile shown on hover where a tile may go.
  const areas = svg("g", { class: "pdd-areas" });
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const name = `${COLUMNS[c]}${r + 1}`;
      const s = square(name);
      const id = `square:${name}`;
      const pad = 6;
      // an empty square shows a dot when a tile may go there; a tile is framed when a bridge may start or end on it
      const hit = { rect: [s.x - CELL / 2 + pad, s.y - CELL / 2 + pad, CELL - 2 * pad, CELL - 2 * pad], round: 12 };
      const area = targetArea(s.x, s.y, hit, { hl: tiles[name] ? hit : { circle: 11 } });
      if (!tiles[name] && ctx.targets.has(id)) area.insertBefore(drawTile(s.x, s.y, moverColor, { ghost: true }), area.firstChild);
      const what = tiles[name] ? `${tiles[name]} tile` : (view.under || []).includes(name) ? "water under a bridge" : "water";
      ctx.register(id, area, { label: `${name}, ${what}`, x: s.x, y: s.y });
      areas.appendChild(area);
    }
  }
  root.appendChild(areas);
  return root;
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  const color = (v.seat_colors || [])[seat];
  if (!color) return {};
  const items = [
    { label: "Colour", value: v.colors_chosen ? color : `${color} for now`, title: "the tiles this player lays" },
    { label: "Islands", value: (v.islands || {})[color] ?? 0, title: "groups of exactly four tiles" },
    { label: "Bridges", value: (v.bridge_count || {})[color] ?? 0, title: "the second tie-break" },
  ];
  if (v.tiles_left) items.push({ label: "Tiles left", value: v.tiles_left[color], title: "from the printed supply" });
  const groups = (v.scoring || []).filter((g) => g.color === color);
  const node = html("div", { class: "pdd-groups" });
  if (groups.length) {
    const list = html("ul", { class: "tw-resources", "aria-label": "Scoring groups" });
    for (const g of groups)
      list.appendChild(html("li", { title: g.squares.join(" ") }, [
        html("span", { text: g.islands === 1 ? "1 island" : `${g.islands} islands linked` }),
        html("b", { text: `${g.score}` }),
      ]));
    node.appendChild(list);
  }
  return { score: (v.score || {})[color] ?? 0, items, node };
}

function describeGame(ctx) {
  const v = ctx.view;
  const parts = [v.supply === "printed" ? `printed supply, ${v.bridges_left} bridge${v.bridges_left === 1 ? "" : "s"} left` : "endless supply"];
  if (v.phase === "opening") parts.push("opening");
  else if (v.phase === "choose") parts.push("pie rule");
  return parts.join(" · ");
}

export default createApp({ renderBoard, describeExtras, describeGame, prepareChoices });
