// Castles of Mad King Ludwig board: the contractor board (price slots with the rooms on them,
// marks left on unsold rooms, hallways and stairs, stacks, room cards, King's Favors) above the
// castle being built, drawn to scale on two floors (ground and downstairs) with its doorways.
// While a room is placed, a shadow of it follows the pointer and snaps to the nearest legal spot;
// R or the Turn button turns it a quarter; a click builds it there.
// Element ids: slot:<price>, supply:hallway, supply:stairs, spot:<seat>:<x>:<y>:<r>[:down]
// (docs/views/castles_of_mad_king_ludwig.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea } from "../kit/index.js";

const W = 1000;
const NARROW = 860;   // narrower cells: the kit enlarges small text, so the favour lines are cut shorter
let narrow = false;
const TOP_H = 200;
const FLOOR_H = 400;
const MINI_H = 150;
export const TYPE_COLOR = {
  living: "#c0569b", activity: "#e67e22", sleeping: "#3b7dd8", outdoor: "#3f9c4a",
  utility: "#8a6a4a", food: "#d9a91f", corridor: "#9aa0a6", downstairs: "#6b4f7a",
};
const ROT_D = { N: "E", E: "S", S: "W", W: "N" };
let turn = 0;                      // the shadow's quarter turns (kept between redraws)

/** A tile's outline and doorways after r quarter turns clockwise: {w, h, poly | circle, doors}. */
export function outline(info, r) {
  let w = info.w, h = info.h;
  let pts;
  if (info.shape === "l300") pts = [[0, 0], [2, 0], [2, 2], [4, 2], [4, 4], [0, 4]];
  else if (info.shape === "octagon600" || info.shape === "foyer" || info.shape === "circle500") {
    pts = [[1, 0], [w - 1, 0], [w, 1], [w, h - 1], [w - 1, h], [1, h], [0, h - 1], [0, 1]];
  } else pts = [[0, 0], [w, 0], [w, h], [0, h]];
  let doors = info.doors.map(([k, x, y, d]) => [k, x, y, d]);
  for (let i = 0; i < ((r % 4) + 4) % 4; i++) {
    pts = pts.map(([x, y]) => [h - y, x]);
    doors = doors.map(([k, x, y, d]) => (k === "h" ? ["v", h - y, x, ROT_D[d]] : ["h", h - y - 1, x, ROT_D[d]]));
    [w, h] = [h, w];
  }
  const round = info.shape.startsWith("circle");
  return { w, h, poly: round ? null : pts, circle: round ? { cx: w / 2, cy: h / 2, r: w / 2 } : null, doors };
}

/** Parse a placement action: {x, y, r, down}. */
export function parsePlace(action) {
  const m = /^place (-?\d+) (-?\d+) ([0-3])( down)?$/.exec(action);
  return m ? { x: +m[1], y: +m[2], r: +m[3], down: !!m[4] } : null;
}

function drawTile(info, x, y, r, k, { ghost = false, done = false } = {}) {
  const o = outline(info, r);
  const g = svg("g", { class: ghost ? "cw-ghost" : "cw-tile", transform: `translate(${fmt(x * k)} ${fmt(y * k)})` });
  const fill = TYPE_COLOR[info.type] || C.bg3;
  const attrs = { fill, "fill-opacity": ghost ? 0.45 : 0.9, stroke: ghost ? C.brand : C.fg, "stroke-width": ghost ? 3 : 1.5 };
  if (o.circle) g.appendChild(svg("circle", { cx: fmt(o.circle.cx * k), cy: fmt(o.circle.cy * k), r: fmt(o.circle.r * k - 1), ...attrs }));
  else g.appendChild(svg("polygon", { points: o.poly.map(([a, b]) => `${fmt(a * k)},${fmt(b * k)}`).join(" "), ...attrs }));
  for (const [kind, dx, dy, d] of o.doors) {
    const inset = 0.18;
    const [x1, y1, x2, y2] = kind === "h" ? [dx + inset, dy, dx + 1 - inset, dy] : [dx, dy + inset, dx, dy + 1 - inset];
    g.appendChild(svg("line", { x1: fmt(x1 * k), y1: fmt(y1 * k), x2: fmt(x2 * k), y2: fmt(y2 * k), stroke: "#fff8e6", "stroke-width": 5, class: "cw-door" }));
  }
  if (!ghost && k >= 14 && info.points) {
    g.appendChild(svg("text", { x: fmt(0.3 * k + (o.circle ? o.w * k * 0.2 : 0)), y: fmt(0.3 * k + 12 + (o.circle ? o.h * k * 0.2 : 0)), "font-size": 13, "font-weight": 700, fill: "#fff", text: String(info.points) }));
  }
  if (done) g.appendChild(svg("text", { x: fmt((o.w * k) / 2), y: fmt((o.h * k) / 2 + 5), "text-anchor": "middle", "font-size": 14, fill: "#fff", text: "✓" }));
  return g;
}

// ---------------------------------------------------------------- contractor board
function drawMarket(ctx, root) {
  const { view } = ctx;
  const tiles = view.tiles;
  const prices = view.prices;
  const slotW = Math.min(118, (W - 16 - 140 - 250) / prices.length - 6);
  const g = svg("g", { class: "cw-market" });
  root.appendChild(g);
  g.appendChild(svg("text", { x: 10, y: 20, "font-size": 15, "font-weight": 700, fill: C.fg, text: view.solo ? "Rooms for sale" : `Contractor board · Master Builder: ${ctx.name(view.mb)}` }));
  prices.forEach((price, i) => {
    const x = 10 + i * (slotW + 6);
    const y = 30;
    const m = view.market[i];
    const slot = svg("g", { class: "cw-slot" });
    slot.appendChild(svg("rect", { x, y, width: slotW, height: 160, rx: 8, fill: C.bg2, stroke: C.border }));
    slot.appendChild(label(x + slotW / 2, y + 18, `${price.toLocaleString("en")}`, { "font-size": 14, "font-weight": 700, fill: C.fg }));
    if (m) {
      const info = tiles[m.room];
      const o = outline(info, 0);
      const k = Math.min((slotW - 16) / o.w, 80 / o.h, 16);
      const tx = x + (slotW - o.w * k) / 2;
      const t = drawTile(info, 0, 0, 0, k);
      t.setAttribute("transform", `translate(${fmt(tx)} ${fmt(y + 28)})`);
      slot.appendChild(t);
      const fit = Math.max(8, Math.floor(slotW / 7));
      const name = info.name.length > fit ? info.name.slice(0, fit - 1) + "…" : info.name;
      slot.appendChild(label(x + slotW / 2, y + 128, name, { "font-size": 12, fill: C.fg }));
      const extra = `${info.size} sq ft${m.coins ? ` · +${m.coins}` : ""}`;
      slot.appendChild(label(x + slotW / 2, y + 146, extra, { "font-size": narrow ? 12.5 : 11, fill: C.fg2 }));
    }
    const area = targetArea(x + slotW / 2, y + 80, { rect: [x, y, slotW, 160], round: 8 });
    slot.appendChild(area);
    g.appendChild(slot);
    ctx.register(`slot:${price}`, slot, { label: m ? `${tiles[m.room].name} for ${price} marks` : `price ${price}` });
  });
  // supply, stacks and favors
  const sx = 10 + prices.length * (slotW + 6) + 6;
  [["hallway", view.hallways], ["stairs", view.stairs]].forEach(([kind, n], i) => {
    const y = 30 + i * 58;
    const el = svg("g", { class: "cw-supply" });
    el.appendChild(svg("rect", { x: sx, y, width: 130, height: 50, rx: 8, fill: C.bg2, stroke: C.border }));
    el.appendChild(svg("rect", { x: sx + 10, y: y + 18, width: kind === "hallway" ? 48 : 24, height: 10, fill: TYPE_COLOR.corridor, stroke: C.fg }));
    el.appendChild(svg("text", { x: sx + 64, y: y + 22, "font-size": 13, fill: C.fg, text: kind === "hallway" ? "Hallway" : "Stairs" }));
    el.appendChild(svg("text", { x: sx + 64, y: y + 40, "font-size": 12, fill: C.fg2, text: narrow ? `${n} left` : `3000 · ${n} left` }));
    el.appendChild(targetArea(sx + 65, y + 25, { rect: [sx, y, 130, 50], round: 8 }));
    root.appendChild(el);
    ctx.register(`supply:${kind}`, el, { label: `buy a ${kind} for 3000` });
  });
  const fx = sx + 140;
  const lines = [`Round ${view.round}${view.last_round ? " (last)" : ""}`, `Room cards left: ${view.deck}`];
  if (view.pricing && view.pricing.length) lines.push(`To price: ${tiles[view.pricing[0].room].name}`);
  lines.push(view.solo ? "King's Favors: none when alone" : "King's Favors:");
  for (const f of view.favors) lines.push(`· ${view.favor_texts[f]}`);
  lines.forEach((t, i) => root.appendChild(svg("text", { x: fx, y: 44 + i * (narrow ? 19.5 : 18), "font-size": 12, fill: i === 2 && view.pricing.length ? C.brand : C.fg, text: t.length > (narrow ? 25 : 36) ? t.slice(0, narrow ? 24 : 35) + "…" : t })));
}

// ---------------------------------------------------------------- the castle
function extent(rooms, tiles, spots) {
  let x0 = -2, y0 = -2, x1 = 5, y1 = 5;
  const add = (info, x, y, r) => {
    const o = outline(info, r);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x + o.w); y1 = Math.max(y1, y + o.h);
  };
  for (const room of rooms) add(tiles[room.tile], room.x, room.y, room.r);
  for (const s of spots) add(s.info, s.x, s.y, s.r);
  return [x0 - 1, y0 - 1, x1 + 1, y1 + 1];
}

function drawCastle(ctx, root, seat, y0) {
  const { view } = ctx;
  const tiles = view.tiles;
  const player = view.players[seat];
  const placing = view.phase === "place" && view.buyer === seat && view.placing ? view.placing.tile : null;
  const spots = [];
  ctx.choices.forEach((c) => {
    const p = parsePlace(c.action);
    if (p && placing) spots.push({ ...p, info: tiles[placing], action: c.action });
  });
  const floorOf = (room) => (room.floor === "b" ? ["g", "d"] : [room.floor]);
  const spotFloor = (s) => (placing === "stairs" ? ["g", "d"] : s.down || tiles[placing].type === "downstairs" ? ["d"] : ["g"]);
  const box = extent(player.rooms, tiles, spots);
  const fw = (W - 30) / 2;
  const k = Math.min(fw / (box[2] - box[0]), (FLOOR_H - 30) / (box[3] - box[1]), 26);
  const floors = { g: { x: 10, name: "Ground floor" }, d: { x: 20 + fw, name: "Downstairs" } };
  const ghosts = {};
  for (const [f, meta] of Object.entries(floors)) {
    const ox = meta.x + (fw - (box[2] - box[0]) * k) / 2 - box[0] * k;
    const oy = y0 + 26 - box[1] * k;
    meta.ox = ox; meta.oy = oy;
    const pad = svg("g", { class: `cw-floor cw-floor-${f}` });
    root.appendChild(pad);
    pad.appendChild(svg("rect", { x: meta.x, y: y0, width: fw, height: FLOOR_H, rx: 10, fill: f === "d" ? "color-mix(in srgb, #6b4f7a 12%, var(--jp-layout-color1, #fff))" : C.bg0, stroke: C.border }));
    pad.appendChild(svg("text", { x: meta.x + 10, y: y0 + 18, "font-size": 13, "font-weight": 700, fill: C.fg2, text: `${meta.name} · ${ctx.name(seat)}` }));
    const layer = svg("g", { transform: `translate(${fmt(ox)} ${fmt(oy)})` });
    pad.appendChild(layer);
    meta.layer = layer;
  }
  player.rooms.forEach((room) => {
    for (const f of floorOf(room)) {
      const t = drawTile(tiles[room.tile], room.x, room.y, room.r, k, { done: room.done });
      floors[f].layer.appendChild(t);
    }
  });
  if (!spots.length) return;
  // spots of the current turn, a shadow at the nearest one, clicks on the floor snap to it
  const turns = [...new Set(spots.map((s) => s.r))].sort();
  if (!turns.includes(turn)) turn = turns[0];
  const spotEls = [];
  spots.forEach((s) => {
    const o = outline(s.info, s.r);
    const f = spotFloor(s)[0];
    const cx = (s.x + o.w / 2) * k, cy = (s.y + o.h / 2) * k;
    const el = svg("g", { class: "cw-spot" });
    el.appendChild(targetArea(cx, cy, { circle: 13 }));
    floors[f].layer.appendChild(el);
    ctx.register(`spot:${seat}:${s.x}:${s.y}:${s.r}${s.down ? ":down" : ""}`, el, { label: `build at ${s.x}, ${s.y}, turned ${s.r}` });
    spotEls.push({ s, el, f, cx, cy });
  });
  const show = (best) => {
    for (const f of Object.keys(ghosts)) { ghosts[f].remove(); delete ghosts[f]; }
    if (!best) return;
    for (const f of spotFloor(best.s)) {
      const gh = drawTile(best.s.info, best.s.x, best.s.y, best.s.r, k, { ghost: true });
      gh.setAttribute("pointer-events", "none");
      floors[f].layer.appendChild(gh);
      ghosts[f] = gh;
    }
  };
  let current = null;
  const refresh = () => {
    for (const e of spotEls) e.el.style.display = e.s.r === turn ? "" : "none";
    const live = spotEls.filter((e) => e.s.r === turn);
    current = live.includes(current) ? current : live[0] || null;
    show(current);
  };
  const nearest = (evt, f) => {
    const rect = root.getBoundingClientRect ? root.getBoundingClientRect() : null;
    const vb = root.viewBox && root.viewBox.baseVal;
    if (!rect || !vb || !rect.width) return null;
    const px = ((evt.clientX - rect.left) / rect.width) * vb.width - floors[f].ox;
    const py = ((evt.clientY - rect.top) / rect.height) * vb.height - floors[f].oy;
    let best = null, bd = Infinity;
    for (const e of spotEls) {
      if (e.s.r !== turn || e.f !== f) continue;
      const d = (e.cx - px) ** 2 + (e.cy - py) ** 2;
      if (d < bd) { bd = d; best = e; }
    }
    return best;
  };
  for (const f of ["g", "d"]) {
    const pad = root.querySelector(`.cw-floor-${f}`);
    pad.addEventListener("pointermove", (evt) => { const b = nearest(evt, f); if (b) { current = b; show(b); } });
    pad.addEventListener("click", (evt) => {
      if (evt.target && evt.target.closest && evt.target.closest(".cw-spot")) return;   // a spot itself was clicked
      const b = nearest(evt, f);
      if (b) b.el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
  }
  for (const e of spotEls) e.el.addEventListener("pointerenter", () => { current = e; show(e); });
  // the Turn button and the R key
  const bx = W - 200, by = y0 + 6;
  const btn = svg("g", { class: "cw-turn", tabindex: "0", role: "button", "aria-label": "turn the room a quarter", "data-lm-suppress-shortcuts": "true" });
  btn.appendChild(svg("rect", { x: bx, y: by, width: 180, height: 32, rx: 8, fill: C.brand }));
  btn.appendChild(label(bx + 90, by + 21, `Turn (R) · ${turns.length} ways`, { "font-size": 14, fill: "#fff", "font-weight": 700 }));
  const rotate = () => { turn = turns[(turns.indexOf(turn) + 1) % turns.length]; refresh(); };
  btn.addEventListener("click", rotate);
  btn.addEventListener("keydown", (evt) => { if (evt.key === "Enter" || evt.key === " ") { evt.preventDefault(); rotate(); } });
  root.appendChild(btn);
  root.addEventListener("keydown", (evt) => { if (evt.key === "r" || evt.key === "R") { evt.preventDefault(); rotate(); } });
  refresh();
}

function drawMinis(ctx, root, y0, shown) {
  const { view } = ctx;
  const n = view.players.length;
  const pw = (W - 20 - (n - 1) * 8) / n;
  view.players.forEach((p, seat) => {
    const x = 10 + seat * (pw + 8);
    root.appendChild(svg("rect", { x, y: y0, width: pw, height: MINI_H, rx: 8, fill: seat === shown ? C.bg2 : C.bg0, stroke: ctx.color(seat), "stroke-width": 2 }));
    root.appendChild(svg("text", { x: x + 8, y: y0 + 16, "font-size": 12, "font-weight": 700, fill: C.fg, text: `${ctx.name(seat)} · ${p.score} point${p.score === 1 ? "" : "s"} · ${p.money.toLocaleString("en")} marks` }));
    const box = extent(p.rooms, view.tiles, []);
    const half = (pw - 24) / 2;
    const k = Math.min(half / (box[2] - box[0]), (MINI_H - 30) / (box[3] - box[1]), 9);
    ["g", "d"].forEach((f, i) => {
      const fx = x + 8 + i * (half + 8);
      root.appendChild(svg("rect", { x: fx, y: y0 + 22, width: half, height: MINI_H - 28, rx: 4, fill: f === "d" ? "color-mix(in srgb, #6b4f7a 12%, var(--jp-layout-color1, #fff))" : "none", stroke: C.border2 }));
      const ox = fx + (half - (box[2] - box[0]) * k) / 2 - box[0] * k;
      const oy = y0 + 24 - box[1] * k;
      const layer = svg("g", { transform: `translate(${fmt(ox)} ${fmt(oy)})` });
      root.appendChild(layer);
      for (const room of p.rooms) {
        if (room.floor !== f && !(room.floor === "b")) continue;
        const t = drawTile(view.tiles[room.tile], room.x, room.y, room.r, k, { done: false });
        layer.appendChild(t);
        if (room.tile !== "foyer" && (room.floor === f || f === "g")) {
          ctx.register(`spot:${seat}:${room.x}:${room.y}:${room.r}${room.tile === "hallway" && room.floor === "d" ? ":down" : ""}`, t, { label: view.tiles[room.tile].name });
        }
      }
    });
  });
}

function renderBoard(ctx) {
  const { view } = ctx;
  narrow = ctx.width > 0 && ctx.width < NARROW;
  const H = TOP_H + FLOOR_H + MINI_H + 24;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Castles of Mad King Ludwig", maxWidth: "1000px", className: "tw-cw" });
  drawMarket(ctx, root);
  let seat = view.seat !== null && view.seat !== undefined ? view.seat : 0;
  if (view.buyer !== null && view.buyer !== undefined && (view.phase === "place" || view.seat === null || view.seat === undefined)) seat = view.buyer;
  drawCastle(ctx, root, seat, TOP_H + 8);
  drawMinis(ctx, root, TOP_H + FLOOR_H + 16, seat);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const items = [
    { label: "Money", value: p.money.toLocaleString("en") },
    { label: "Rooms", value: p.rooms.length - 1 },
    { label: "Bonus cards", value: p.bonus ? p.bonus.map((b) => ctx.view.bonus_texts[b]).join("; ") || "none" : p.bonus_count },
  ];
  if (p.dealt && p.dealt.length) items.push({ label: "Dealt", value: p.dealt.map((b) => ctx.view.bonus_texts[b]).join("; ") });
  if (ctx.view.pending && ctx.view.pending.cards && ctx.view.buyer === seat) items.push({ label: "Drawn", value: ctx.view.pending.cards.map((b) => ctx.view.bonus_texts[b]).join("; ") });
  if (ctx.view.finals) items.push({ label: "Final", value: ctx.view.finals[seat].total });
  return { score: p.score, items };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `round ${v.round}, ${v.deck} room cards left${v.solo ? ", solo" : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
