// Fromage board: the round board of four quadrants (Festival, Fromagerie, Bistro, Villes) that
// turns a quarter every turn (the turn is animated), drawn so the watching seat sits at the
// bottom; each quadrant's gather spaces (1-3, the resource of the centre tile) and cheese
// spaces (cheese colour, grade ring and pips, fruit or jam mark), the cheese tokens, the
// workers with the turns before they come home; beside it each player's board: resources,
// workers, structures, orders, cheese tokens left; the venues' scores on request.
// Element ids: g<quadrant>-<1..3> (gather), c-<space> (cheese), w-<worker>, s-<structure>
// (docs/views/fromage.md).
import { createApp, svg, svgRoot, html, label, fmt, C, targetArea, pieceStyle } from "../kit/index.js";

const W = 990;
const NARROW = 860;      // narrower cells stack the players under the wheel
const CX = 318;
const CY = 328;
const R = 306;
const S = R / 370;         // the layout is given for a board of radius 370
const HALF = 19;          // half the side of a cheese space
const CHEESE_FILL = { soft: "#f6ecc4", hard: "#e8a93a", bleu: "#8fb3d4" };
const GRADE_RING = { 1: "#a86a32", 2: "#9aa1a8", 3: "#d4af37" };
const GRADE_NAME = { 1: "bronze", 2: "silver", 3: "gold" };
const RES_FILL = { livestock: "#8d6e63", fruit: "#c0392b", structure: "#7f8c8d", order: "#5d6d7e" };
const RES_SHORT = { livestock: "Livestock", fruit: "Fruit", structure: "Structures", order: "Orders" };
const RES_TINY = { livestock: "Stock", fruit: "Fruit", structure: "Struct", order: "Order" };
const VENUE_TINT = { festival: "#f5b7b1", fromagerie: "#f9e79f", bistro: "#abebc6", villes: "#aed6f1" };
const SCORE_ROWS = [["festival", "Festival"], ["fromagerie", "Fromagerie"], ["bistro", "Bistro"], ["villes", "Villes"],
  ["aged", "Aged cheese"], ["fruit", "Fruit × jam"], ["orders", "Orders"], ["structures", "Structures"],
  ["leftovers", "Leftovers (2 = 1)"], ["total", "Total"]];

let scoresOpen = false;          // the live venue scoring is shown on request and stays open across redraws
let lastTurn = null;             // to animate the board's quarter turn once

/** Display side (0 bottom, 1 left, 2 top, 3 right) of a table side, the watching seat at the bottom. */
export function displaySide(side, watchSide) {
  return (((side - watchSide) % 4) + 4) % 4;
}

/** Where quadrant q is drawn this turn: its table side (the board turns a quarter clockwise a turn). */
export function quadrantSide(q, rotation) {
  return (q + rotation) % 4;
}

/** A point of a quadrant drawn at the bottom (x across, d in from the rim), turned to display side k. */
export function place(x, d, k) {
  const px = x * S;
  const py = R - d * S;
  const a = (k * Math.PI) / 2;
  return [CX + px * Math.cos(a) - py * Math.sin(a), CY + px * Math.sin(a) + py * Math.cos(a)];
}

function watchSide(view, watching) {
  const p = view.players[watching];
  return p ? p.side : 0;
}

function pips(g, x, y, n, k) {
  for (let i = 0; i < n; i++) {
    const [px, py] = place(x - (n - 1) * 5 + i * 10, y, k);
    g.appendChild(svg("circle", { cx: fmt(px), cy: fmt(py), r: 2.8, fill: "#3b2a12" }));
  }
}

function drawWorker(ctx, g, x, y, seat, turns, kind) {
  const st = pieceStyle(ctx.color(seat));
  g.appendChild(svg("g", { class: "tw-fr-worker" }, [
    svg("title", { text: `${ctx.name(seat)}'s ${kind} worker: home in ${turns} turn${turns === 1 ? "" : "s"}` }),
    svg("path", { d: `M${fmt(x)} ${fmt(y - 17)} a7 7 0 1 1 0.1 0 M${fmt(x - 11)} ${fmt(y + 12)} Q${fmt(x)} ${fmt(y - 14)} ${fmt(x + 11)} ${fmt(y + 12)} Z`, fill: st.fill, stroke: st.rim, "stroke-width": 2 }),
    label(x, y + 5, String(turns), { "font-size": 12, "font-weight": 800, fill: st.ink }),
  ]));
}

/**
 * How far in from the rim a Villes region's name goes: the first depth, near the region's centre,
 * where the name (long side along the rim) covers no cheese space. `scale` is the wheel's CSS
 * px per unit (the kit enlarges its text when it is drawn small).
 */
export function regionLabelDepth(layout, region, text, scale = 1) {
  const boost = Math.min(1.4, Math.max(1, 11.05 / (11 * scale)));
  const across = (text.length * 3.4 * boost) / S + 2;     // half its length, in layout units
  const deep = (7.5 * boost) / S;                          // half its height
  const side = HALF / S + 1;
  const spaces = layout.spaces.filter((s) => s.venue === "villes");
  const clear = (d) => spaces.every((s) => Math.abs(s.x - region.x) >= across + side || Math.abs(s.d - d) >= deep + side);
  const first = region.d + (region.d < 100 ? 18 : 24);
  for (const d of [first, region.d + 7, region.d - 36, region.d + 30, region.d + 38, region.d - 20]) if (clear(d)) return d;
  return first;
}

function drawQuadrant(ctx, root, q, k, layout, workersAt) {
  const { view } = ctx;
  const venue = layout.venues[q];
  const g = svg("g", { class: `tw-fr-quadrant tw-fr-${venue}`, "data-quadrant": q });
  const corner = (sx) => place(sx * R * Math.SQRT1_2, (R - R * Math.SQRT1_2) / S, k);
  const [x1, y1] = corner(-1 / S);
  const [x2, y2] = corner(1 / S);
  g.appendChild(svg("path", { d: `M${CX} ${CY} L${fmt(x1)} ${fmt(y1)} A${R} ${R} 0 0 0 ${fmt(x2)} ${fmt(y2)} Z`, fill: `color-mix(in srgb, ${VENUE_TINT[venue]} 45%, var(--jp-layout-color1, #ffffff))`, stroke: C.fg2, "stroke-width": 2 }));
  // venue furniture: Fromagerie shelves, Bistro tables, Villes regions
  if (venue === "fromagerie") {
    for (let s = 0; s < 3; s++) {
      const d = 44 + s * 66 + 26;
      const [ax, ay] = place(-150, d, k);
      const [bx, by] = place(150, d, k);
      g.appendChild(svg("line", { x1: fmt(ax), y1: fmt(ay), x2: fmt(bx), y2: fmt(by), stroke: "#8e6b3e", "stroke-width": 5, "stroke-linecap": "round" }, [svg("title", { text: `shelf ${s + 1}` })]));
    }
  } else if (venue === "bistro") {
    for (let t = 0; t < 6; t++) {
      const [tx, ty] = place((t % 3 - 1) * 124, 52 + Math.floor(t / 3) * 88, k);
      const rot = k % 2 ? 90 : 0;
      g.appendChild(svg("ellipse", { cx: fmt(tx), cy: fmt(ty), rx: 50, ry: 27, fill: "#d7bde2", stroke: "#6c3483", "stroke-width": 1.5, transform: `rotate(${rot} ${fmt(tx)} ${fmt(ty)})` }, [svg("title", { text: `table ${t + 1}` })]));
    }
  } else if (venue === "villes") {
    for (const r of layout.regions) {
      const [rx, ry] = place(r.x, r.d, k);
      const wide = k % 2 ? [74, 90] : [90, 74];
      const idx = layout.regions.indexOf(r);
      const info = (view.villes || [])[idx];
      g.appendChild(svg("rect", { x: fmt(rx - wide[0] / 2), y: fmt(ry - wide[1] / 2), width: wide[0], height: wide[1], rx: 16, fill: "#d6eaf8", stroke: "#21618c", "stroke-width": 1.5 }, [svg("title", { text: `${r.name}: customer worth ${info ? info.values[0] : "?"} (tie ${info ? info.values[1] : "?"})` })]));
      const text = `${r.name} ${info ? info.values[0] : ""}`;
      const [lx, ly] = place(r.x, regionLabelDepth(layout, r, text, ctx.width ? Math.min(1, ctx.width / (2 * CX + 4)) : 1), k);
      // along the quadrant's rim, as on the bottom side (sideways on the left and right sides)
      const turn = k === 1 ? -90 : k === 3 ? 90 : 0;
      g.appendChild(label(lx, ly, text, { "font-size": 11, fill: "#1b4f72", "font-weight": 700, transform: turn ? `rotate(${turn} ${fmt(lx)} ${fmt(ly)})` : undefined }));
    }
  }
  // festival free samples
  if (venue === "festival") {
    for (const [fx, fd] of layout.free) {
      const [px, py] = place(fx, fd, k);
      g.appendChild(svg("g", { class: "tw-fr-free" }, [
        svg("title", { text: "free sample: counts as every player's cheese" }),
        svg("rect", { x: fmt(px - HALF), y: fmt(py - HALF), width: 2 * HALF, height: 2 * HALF, rx: 8, fill: "#fdebd0", stroke: "#b9770e", "stroke-width": 2, "stroke-dasharray": "5 3" }),
        label(px, py, "free", { "font-size": 12, "font-weight": 700, fill: "#7e5109" }),
      ]));
    }
  }
  // cheese spaces
  const open = new Set(view.open || []);
  for (const s of layout.spaces) {
    if (s.venue !== venue) continue;
    const [px, py] = place(s.x, s.d, k);
    const owner = view.cheese[s.id];
    const closed = !open.has(s.id);
    const kids = [svg("title", { text: `${s.id}: ${s.cheese} cheese, ${GRADE_NAME[s.grade]}${s.mark ? `, ${s.mark}` : ""}${s.bonus ? `, +${s.bonus} point${s.bonus > 1 ? "s" : ""}` : ""}${closed ? " (closed at this player count)" : ""}` })];
    kids.push(svg("rect", { x: fmt(px - HALF), y: fmt(py - HALF), width: 2 * HALF, height: 2 * HALF, rx: 8, fill: CHEESE_FILL[s.cheese], stroke: GRADE_RING[s.grade], "stroke-width": 4.5, opacity: closed ? 0.3 : 1 }));
    g.appendChild(svg("g", { class: "tw-fr-space" }, kids));
    pips(g, s.x, s.d + 13, s.grade, k);
    if (s.mark) {
      const [mx, my] = place(s.x + 15, s.d - 15, k);
      g.appendChild(s.mark === "fruit"
        ? svg("circle", { cx: fmt(mx), cy: fmt(my), r: 6.5, fill: "#c0392b", stroke: "#641e16", "stroke-width": 1.5 }, [svg("title", { text: "fruit space" })])
        : svg("rect", { x: fmt(mx - 6), y: fmt(my - 7), width: 12, height: 14, rx: 3, fill: "#7d3c98", stroke: "#4a235a", "stroke-width": 1.5 }, [svg("title", { text: "jam space" })]));
    }
    if (s.bonus) {
      const [bx, by] = place(s.x - 15, s.d - 15, k);
      g.appendChild(label(bx, by, `+${s.bonus}`, { "font-size": 11, "font-weight": 800, fill: "#1e8449" }));
    }
    if (owner !== undefined) {
      const fill = owner < 0 ? "#566573" : ctx.color(owner);
      const st = owner < 0 ? { rim: "#1c2833", ink: "#ffffff" } : pieceStyle(fill);
      g.appendChild(svg("g", { class: "tw-fr-token", "data-owner": owner }, [
        svg("title", { text: owner < 0 ? "the rival dairy's cheese" : `${ctx.name(owner)}'s cheese` }),
        svg("circle", { cx: fmt(px), cy: fmt(py - 2), r: 13, fill, stroke: st.rim, "stroke-width": 2.5 }),
        owner < 0 ? label(px, py - 2, "R", { "font-size": 12, "font-weight": 800, fill: "#ffffff" }) : null,
      ]));
    } else if (!closed) {
      g.appendChild(label(px, py - 3, s.id, { "font-size": 11, fill: "#3b2a12" }));
    }
    const w = workersAt[s.id];
    if (w) drawWorker(ctx, g, px + 16, py - 10, w.seat, w.turns, w.kind);
    const area = targetArea(px, py, { rect: [px - HALF - 2, py - HALF - 2, 2 * HALF + 4, 2 * HALF + 4], round: 9 });
    ctx.register(`c-${s.id}`, area, { label: `${s.id}, ${s.cheese} cheese, ${GRADE_NAME[s.grade]}${s.mark ? `, ${s.mark}` : ""}`, x: px, y: py });
    g.appendChild(area);
  }
  // venue name and gather spaces
  const [vx, vy] = place(0, 214, k);
  const turn = k === 1 ? -90 : k === 3 ? 90 : 0;      // along the quadrant's inner edge, never upside down
  g.appendChild(label(vx, vy, layout.venue_names[venue], { "font-size": 15, "font-weight": 800, fill: C.fg, transform: turn ? `rotate(${turn} ${fmt(vx)} ${fmt(vy)})` : undefined }));
  const res = view.resources[q];
  for (const n of ["1", "2", "3"]) {
    const [gx, gy] = place(layout.gather[n][0], layout.gather[n][1], k);
    const id = `g${q}-${n}`;
    g.appendChild(svg("g", { class: "tw-fr-gather" }, [
      svg("title", { text: `gather ${n} ${res}: the worker stays out ${n} turn${n === "1" ? "" : "s"}` }),
      svg("circle", { cx: fmt(gx), cy: fmt(gy), r: 22, fill: RES_FILL[res], stroke: C.fg, "stroke-width": 1.5 }),
      label(gx, gy - 5, n, { "font-size": 16, "font-weight": 800, fill: "#ffffff" }),
      label(gx, gy + 10, RES_TINY[res], { "font-size": 11, fill: "#ffffff" }),
    ]));
    const w = workersAt[id];
    if (w) drawWorker(ctx, g, gx + 18, gy - 14, w.seat, w.turns, w.kind);
    const area = targetArea(gx, gy, { circle: 24 });
    ctx.register(id, area, { label: `gather ${n} ${res} (${layout.venue_names[venue]})`, x: gx, y: gy });
    g.appendChild(area);
  }
  root.appendChild(g);
}

function drawBoard(ctx, root) {
  const { view } = ctx;
  const layout = view.layout;
  const ws = watchSide(view, ctx.watching);
  const workersAt = {};
  view.players.forEach((p, seat) => {
    for (const [kind, w] of Object.entries(p.workers)) if (w) workersAt[w.at] = { seat, turns: w.turns, kind };
  });
  root.appendChild(svg("circle", { cx: CX, cy: CY, r: R + 8, fill: C.bg2, stroke: C.border, "stroke-width": 2 }));
  const turning = svg("g", { class: "tw-fr-turning" });
  for (let q = 0; q < 4; q++) drawQuadrant(ctx, turning, q, displaySide(quadrantSide(q, view.rotation), ws), layout, workersAt);
  // the centre resource tile turns with the board
  turning.appendChild(svg("circle", { cx: CX, cy: CY, r: 34, fill: C.bg, stroke: C.fg2, "stroke-width": 2 }, [svg("title", { text: "the resource tile: each quadrant gathers the resource shown on its side" })]));
  for (let q = 0; q < 4; q++) {
    const [x, y] = place(0, R - 18, displaySide(quadrantSide(q, view.rotation), ws));
    turning.appendChild(svg("circle", { cx: fmt(x), cy: fmt(y), r: 9, fill: RES_FILL[view.resources[q]], stroke: "#ffffff", "stroke-width": 1.5 }));
  }
  if (lastTurn !== null && view.turn === lastTurn + 1) {
    turning.appendChild(svg("animateTransform", { attributeName: "transform", type: "rotate", from: `-90 ${CX} ${CY}`, to: `0 ${CX} ${CY}`, dur: "0.9s", fill: "freeze" }));
  }
  lastTurn = view.turn;
  root.appendChild(turning);
  // the seats around the table
  view.players.forEach((p, seat) => {
    const k = displaySide(p.side, ws);
    const [x, y] = place(0, -2, k);
    const st = pieceStyle(ctx.color(seat));
    const tab = k % 2 ? [26, 96] : [110, 24];
    root.appendChild(svg("g", { class: "tw-fr-seat" }, [
      svg("rect", { x: fmt(x - tab[0] / 2), y: fmt(y - tab[1] / 2), width: tab[0], height: tab[1], rx: 8, fill: st.fill, stroke: st.rim, "stroke-width": 2 }),
      label(x, y, k % 2 ? ctx.name(seat).slice(0, 1) : ctx.name(seat), { "font-size": 13, "font-weight": 800, fill: st.ink }),
    ]));
  });
  root.appendChild(svg("text", { x: 8, y: 22, "font-size": 16, "font-weight": 800, fill: C.fg, text: `Turn ${view.turn} ↻` }));
  root.appendChild(svg("text", { x: 8, y: 42, "font-size": 12, fill: C.fg2, text: "turns a quarter" }));
  root.appendChild(svg("text", { x: 8, y: 58, "font-size": 12, fill: C.fg2, text: "after every turn" }));
}

function drawPlayer(ctx, root, seat, x, y, w) {
  const { view } = ctx;
  const p = view.players[seat];
  const me = seat === ctx.watching && view.mine;
  const st = pieceStyle(ctx.color(seat));
  const layout = view.layout;
  const g = svg("g", { class: "tw-fr-player", "data-seat": seat });
  const h = me ? 236 : 128;
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 10, fill: C.bg, stroke: me ? C.brand : C.border, "stroke-width": me ? 2.5 : 1.5 }));
  g.appendChild(svg("rect", { x: x + 10, y: y + 10, width: 18, height: 18, rx: 9, fill: st.fill, stroke: st.rim, "stroke-width": 2 }));
  const venue = layout.venue_names[layout.venues[p.facing]];
  g.appendChild(svg("text", { x: x + 36, y: y + 25, "font-size": 15, "font-weight": 700, fill: C.fg, text: `${ctx.name(seat)} · ${venue} · ${p.left} cheese left` }, [svg("title", { text: `${ctx.name(seat)} faces the ${venue} this turn` })]));
  g.appendChild(svg("title", { text: `${ctx.name(seat)}'s board${me ? " (resources after your hidden plan)" : ""}` }));
  const res = me ? view.mine.res : p.res;
  const line = ["livestock", "fruit", "structure"].map((r) => `${RES_SHORT[r]} ${res[r]}`).join(" · ");
  g.appendChild(svg("text", { x: x + 12, y: y + 48, "font-size": 13, fill: C.fg, text: `${line} · orders done ${p.completed}` }));
  const orders = p.orders.map(([c, v]) => `${c}→${layout.venue_names[v]}`).join(", ");
  const ordersText = `Orders: ${orders || "none"}`;
  g.appendChild(svg("text", { x: x + 12, y: y + 68, "font-size": 12, fill: C.fg2, text: ordersText.length > 52 ? ordersText.slice(0, 51) + "…" : ordersText }, [svg("title", { text: ordersText })]));
  // workers
  const used = new Set(me ? view.mine.used : []);
  ["soft", "hard", "bleu"].forEach((kind, i) => {
    const wx = x + 10 + i * 106;
    const wy = y + 80;
    const out = p.workers[kind];
    const state = out ? `out ${out.turns}` : used.has(kind) ? "placed" : "home";
    g.appendChild(svg("rect", { x: wx, y: wy, width: 100, height: 26, rx: 8, fill: out || used.has(kind) ? C.bg2 : CHEESE_FILL[kind], stroke: st.rim, "stroke-width": 1.5 }));
    g.appendChild(label(wx + 50, wy + 13, `${kind} · ${state}`, { "font-size": 12, "font-weight": 700, fill: "#222222" }));
    if (me) {
      const area = targetArea(0, 0, { rect: [wx - 2, wy - 2, 104, 30], round: 9 });
      ctx.register(`w-${kind}`, area, { label: `${kind} worker (${state})`, x: wx + 50, y: wy + 13 });
      g.appendChild(area);
    }
  });
  // structures
  const built = new Set(me ? view.mine.built : p.built);
  const keys = Object.keys(layout.structures);
  if (me) {
    keys.forEach((key, i) => {
      const s = layout.structures[key];
      const sx = x + 10 + i * 80;
      const sy = y + 116;
      g.appendChild(svg("g", {}, [
        svg("title", { text: `${s.name} (cost ${s.cost} structures): ${s.text}` }),
        svg("rect", { x: sx, y: sy, width: 74, height: 40, rx: 6, fill: built.has(key) ? "#a9dfbf" : C.bg2, stroke: C.border, "stroke-width": 1.5 }),
        label(sx + 37, sy + 13, s.name, { "font-size": 12, "font-weight": 700, fill: C.fg }),
        label(sx + 37, sy + 29, built.has(key) ? "built" : `cost ${s.cost}`, { "font-size": 11, fill: C.fg2 }),
      ]));
      const area = targetArea(0, 0, { rect: [sx - 2, sy - 2, 78, 44], round: 7 });
      ctx.register(`s-${key}`, area, { label: `build the ${s.name} (cost ${s.cost})`, x: sx + 37, y: sy + 20 });
      g.appendChild(area);
    });
    const plan = view.mine.plan.length ? view.mine.plan.join("; ") : "nothing placed yet";
    g.appendChild(svg("text", { x: x + 12, y: y + 178, "font-size": 13, "font-weight": 700, fill: C.fg, text: view.mine.done ? "Done: waiting for the reveal." : "Your plan (hidden from the others):" }));
    g.appendChild(svg("text", { x: x + 12, y: y + 198, "font-size": 12, fill: C.fg2, text: plan.length > 52 ? plan.slice(0, 51) + "…" : plan }));
    const shown = (p.revealed || []).join("; ");
    g.appendChild(svg("text", { x: x + 12, y: y + 222, "font-size": 12, fill: C.fg3, text: `Last turn: ${shown || "—"}`.slice(0, 54) }));
  } else {
    const names = [...built].map((k) => layout.structures[k].name).join(", ");
    g.appendChild(svg("text", { x: x + 12, y: y + 122, "font-size": 12, fill: C.fg2, text: `Built: ${names || "nothing yet"}` }));
  }
  root.appendChild(g);
  return h;
}

function drawScores(ctx, root, x, y, w) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-fr-scores" });
  const toggle = svg("g", { class: "tw-fr-score-toggle", role: "button", tabindex: "0", "aria-label": "show or hide the venue scoring", style: "cursor: pointer" }, [
    svg("rect", { x, y, width: 200, height: 30, rx: 8, fill: C.bg2, stroke: C.border, "stroke-width": 1.5 }),
    label(x + 100, y + 15, scoresOpen ? "Hide the scoring" : "Show the scoring now", { "font-size": 13, "font-weight": 700, fill: C.fg }),
  ]);
  const table = svg("g", { class: "tw-fr-score-table", style: scoresOpen ? "" : "display: none" });
  const n = view.players.length;
  const colW = Math.min(90, (w - 130) / n);
  table.appendChild(svg("rect", { x, y: y + 36, width: w, height: 24 + SCORE_ROWS.length * 19, rx: 8, fill: C.bg, stroke: C.border }));
  view.players.forEach((_, s) => table.appendChild(label(x + 140 + s * colW + colW / 2, y + 50, ctx.name(s), { "font-size": 12, "font-weight": 700, fill: C.fg })));
  SCORE_ROWS.forEach(([key, name], i) => {
    const yy = y + 70 + i * 19;
    table.appendChild(svg("text", { x: x + 10, y: yy + 4, "font-size": 12, fill: C.fg, "font-weight": key === "total" ? 800 : 400, text: name }));
    view.scores.forEach((sc, s) => table.appendChild(label(x + 140 + s * colW + colW / 2, yy, String(sc[key]), { "font-size": 12, fill: C.fg, "font-weight": key === "total" ? 800 : 400 })));
  });
  const flip = (e) => {
    if (e.type === "keydown" && e.key !== "Enter" && e.key !== " ") return;
    scoresOpen = !scoresOpen;
    table.setAttribute("style", scoresOpen ? "" : "display: none");
    toggle.querySelector("text").textContent = scoresOpen ? "Hide the scoring" : "Show the scoring now";
  };
  toggle.addEventListener("click", flip);
  toggle.addEventListener("keydown", flip);
  g.append(toggle, table);
  if (view.solo) g.appendChild(svg("text", { x: x + 214, y: y + 20, "font-size": 13, fill: C.fg2, text: `Solo: reach ${view.solo.target} points against the rival dairy (grey tokens).` }));
  root.appendChild(g);
}

function renderBoard(ctx) {
  const { view } = ctx;
  const panels = 244 + (view.players.length - 1) * 136 + 40;
  const H = Math.max(2 * CY + 4, panels + 30 + SCORE_ROWS.length * 19);
  const px = 2 * R + 36;
  const pw = W - px - 6;
  const order = [ctx.watching, ...view.players.map((_, s) => s).filter((s) => s !== ctx.watching)].filter((s) => s !== null && s !== undefined && view.players[s]);
  const drawSide = (root) => {
    let y = 6;
    for (const seat of order) y += drawPlayer(ctx, root, seat, px, y, pw) + 8;
    drawScores(ctx, root, px, y + 2, pw);
  };
  if (ctx.width > 0 && ctx.width < NARROW) {
    // a narrow cell: the wheel, then the players' boards and the scores under it, each as wide as the cell
    const wheel = svgRoot({ x: 0, y: 0, w: 2 * CX + 4, h: 2 * CY + 4 }, { label: "Fromage board", maxWidth: "700px", className: "tw-fr" });
    drawBoard(ctx, wheel);
    const side = svgRoot({ x: px - 4, y: 0, w: pw + 10, h: panels + 30 + SCORE_ROWS.length * 19 }, { label: "Fromage players", maxWidth: `${Math.round((pw + 10) * 1.15)}px`, className: "tw-fr" });
    drawSide(side);
    return html("div", { class: "tw-stack" }, [wheel, side]);
  }
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Fromage board", maxWidth: "1100px", className: "tw-fr" });
  drawBoard(ctx, root);
  drawSide(root);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const sc = (ctx.view.scores || [])[seat];
  return {
    score: sc ? sc.total : undefined,
    items: [{ label: "Cheese left", value: p.left }, { label: "Livestock", value: p.res.livestock },
      { label: "Fruit", value: p.res.fruit }, { label: "Structures", value: p.res.structure },
      { label: "Orders", value: `${p.orders.length} open, ${p.completed} done` }],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `turn ${v.turn}${v.solo ? `, solo target ${v.solo.target}` : ""}, ${v.deck} order cards left`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
