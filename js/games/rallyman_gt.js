// Rallyman: GT board: the dashboard of the car to move (its dice pool: black gear dice, white coast,
// red brake and green boost dice; cautions against the limit, focus tokens, tyres and weather,
// damage tokens) above a close-up of the track around it (tile squares in three lanes tinted by
// danger, gear limits, caution triangles and dotted inside lines, the planned dice on their squares
// with their results and the overspeed alarm, cars, every car's last move), and below an overview
// of the circuit, the order of play and the loss-of-control table.
// Element ids: die:<1-6|coast>, space:<id>, spin:<space>:<gear>, tyre:<slick|rain> (docs/views/rallyman_gt.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle, pathThrough, rallyDie, keepPart } from "../kit/index.js";

const W = 1000;
const DASH_H = 150;
const MAIN_H = 500;
const LOW_H = 240;
const SQ_L = 34; // square size along the track, across it (track units)
const SQ_W = 32;
const DANGER = { yellow: "#f1c40f", orange: "#e67e22", red: "#d64541" };
const KIND_FILL = { coast: "#fbfbfb", brake: "#d64541", boost: "#27ae60" };
const ALARM = { red: "#e0212b", orange: "#f39c12" };

/** Parse the static track once: squares as {x, y, limit, triangle, dotted, dottedCaution, heading, row, lane}. */
let GEO = null;
export function trackGeometry(t) {
  if (GEO && GEO.key === t.key && GEO.src === t) return GEO;
  const squares = t.spaces.map(([x, y, limit, tri, dotted, dcau], id) => ({
    id, x, y, limit, triangle: !!tri, dotted, dottedCaution: !!dcau,
    row: Math.floor(id / t.lanes), lane: id % t.lanes, heading: t.headings[Math.floor(id / t.lanes)],
  }));
  GEO = { key: t.key, src: t, squares, rows: t.rows, lanes: t.lanes, colours: t.colours, box: t.box, name: t.name };
  return GEO;
}

/** Scale and offset that fit the points of interest into w x h, never zooming in beyond maxScale. */
export function fitWindow(points, { w = W, h = MAIN_H, maxScale = 1.6, pad = 60 } = {}) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.min(...xs) - pad;
  const x1 = Math.max(...xs) + pad;
  const y0 = Math.min(...ys) - pad;
  const y1 = Math.max(...ys) + pad;
  const k = Math.min(w / (x1 - x0), h / (y1 - y0), maxScale);
  return { k, x: (x0 + x1) / 2 - w / (2 * k), y: (y0 + y1) / 2 - h / (2 * k) };
}

/** The squares a car at ``row`` sees: from a couple of rows behind to ``ahead`` rows in front. */
export function rowsAround(row, rows, ahead = 9, behind = 2) {
  const out = [];
  for (let d = -behind; d <= ahead; d++) out.push((((row + d) % rows) + rows) % rows);
  return out;
}

function squareShape(sq, scale = 1) {
  const l = SQ_L * scale;
  const w = SQ_W * scale;
  return { transform: `translate(${fmt(sq.x)} ${fmt(sq.y)}) rotate(${fmt(sq.heading)})`, x: -l / 2, y: -w / 2, width: l, height: w };
}

function squareWords(geo, sq) {
  return [`square ${sq.id}`, sq.limit ? `limit ${sq.limit}${sq.triangle ? " with a caution triangle" : ""}` : "", sq.dotted ? `dotted line: ${sq.dotted} straight on` : sq.dottedCaution ? "dotted line with a caution" : "", `${geo.colours[sq.row]} tile`].filter(Boolean).join(", ");
}

function drawSquare(g, geo, sq, { mini = false } = {}) {
  const colour = DANGER[geo.colours[sq.row]];
  const s = squareShape(sq);
  const fill = `color-mix(in srgb, ${colour} ${mini ? 55 : 22}%, var(--jp-layout-color1, #ffffff))`;
  const kids = [svg("rect", { x: s.x, y: s.y, width: s.width, height: s.height, rx: 3, fill, stroke: mini ? "none" : C.border, "stroke-width": 1.2 })];
  if (!mini) {
    if (sq.row === 0) kids.push(svg("rect", { x: s.x - 3, y: s.y, width: 6, height: s.height, fill: "#111111", stroke: "#ffffff", "stroke-width": 1.5, "stroke-dasharray": "4 4" }));
    if (sq.dotted || sq.dottedCaution) kids.push(svg("line", { x1: s.x + 1, y1: s.y + 2, x2: s.x + 1, y2: s.y + s.height - 2, stroke: C.fg, "stroke-width": 2.5, "stroke-dasharray": "3 3" }));
    if (sq.dotted || sq.dottedCaution) kids.push(label(s.x + 8, s.y + 8, sq.dotted ? String(sq.dotted) : "!", { "font-size": 11, "font-weight": 800, fill: C.fg, transform: `rotate(${fmt(-sq.heading)} ${fmt(s.x + 8)} ${fmt(s.y + 8)})` }));
    if (sq.limit) {
      if (sq.triangle) kids.push(svg("path", { d: "M0 -13 L12 9 L-12 9 Z", fill: "#fff3c4", stroke: "#b9770e", "stroke-width": 2, transform: `rotate(${fmt(-sq.heading)})` }));
      else kids.push(svg("circle", { cx: 0, cy: 0, r: 10, fill: "#ffffff", stroke: "#c0392b", "stroke-width": 2.5 }));
      kids.push(label(0, sq.triangle ? 2 : 0, String(sq.limit), { "font-size": 13, "font-weight": 800, fill: "#222222", transform: `rotate(${fmt(-sq.heading)})` }));
    }
  }
  const words = squareWords(geo, sq);
  const node = svg("g", { class: "tw-rgt-square", transform: s.transform }, [svg("title", { text: words }), ...kids]);
  g.appendChild(node);
  return words;
}

const DIE_LOOK = { fills: KIND_FILL, inks: { brake: "#ffffff", boost: "#ffffff" }, letters: { coast: "C", brake: "B", boost: "+" },
  securedLetter: "F", alarmColours: ALARM, alarmClass: "tw-rgt-alarm" };

function drawDie(kind, result, { size = 20, alarm = null } = {}) {
  return rallyDie(kind, result, { ...DIE_LOOK, size, alarm });
}

function drawCar(ctx, g, geo, car, { current = false, mini = false } = {}) {
  const sq = geo.squares[car.space];
  const st = pieceStyle(ctx.color(car.seat));
  const off = !car.on_track;
  const kids = [svg("title", { text: `${car.name}: gear ${car.gear}${car.pit ? ", in the pits" : ""}${car.gear === "00" ? ", off the track" : ""}` })];
  const len = mini ? 30 : 26;
  const wid = mini ? 20 : 16;
  if (current && !mini) kids.push(svg("rect", { x: -len / 2 - 5, y: -wid / 2 - 5, width: len + 10, height: wid + 10, rx: 8, fill: "none", stroke: C.warn, "stroke-width": 3.5 }));
  kids.push(svg("rect", { x: -len / 2, y: -wid / 2, width: len, height: wid, rx: 6, fill: st.fill, stroke: st.rim, "stroke-width": 2, opacity: off ? 0.45 : 1 }));
  if (!mini) kids.push(label(0, 0, off ? String(car.gear === "00" ? "00" : "P") : String(car.seat + 1), { "font-size": 12, "font-weight": 800, fill: st.ink, transform: `rotate(${fmt(-sq.heading)})` }));
  // cars off the track sit beside their square, outside the lanes
  const shift = off ? (car.lane === 0 ? -1 : 1) * SQ_W * 1.1 : 0;
  const tx = sq.x - Math.sin((sq.heading * Math.PI) / 180) * shift;
  const ty = sq.y + Math.cos((sq.heading * Math.PI) / 180) * shift;
  g.appendChild(svg("g", { class: `tw-rgt-car${current ? " tw-rgt-current" : ""}`, "data-car": car.seat, transform: `translate(${fmt(tx)} ${fmt(ty)}) rotate(${fmt(sq.heading)})` }, kids));
}

// ---------------------------------------------------------------- the close-up
function drawMain(ctx, root, geo, top) {
  const { view } = ctx;
  const turn = view.turn;
  const cur = view.current !== null && view.current !== undefined ? view.cars[view.current] : null;
  const focusRow = cur ? geo.squares[cur.space].row : 0;
  const rows = new Set(rowsAround(focusRow, geo.rows, 9, 2));
  if (turn) for (const m of turn.plan) rows.add(geo.squares[m.space].row);
  const shown = geo.squares.filter((s) => rows.has(s.row));
  const win = fitWindow(shown.map((s) => [s.x, s.y]));
  const clipId = `tw-rgt-clip-${geo.key}`;
  root.appendChild(svg("defs", {}, [svg("clipPath", { id: clipId }, [svg("rect", { x: 0, y: top, width: W, height: MAIN_H, rx: 14 })])]));
  root.appendChild(svg("rect", { x: 0, y: top, width: W, height: MAIN_H, rx: 14, fill: "color-mix(in srgb, #3f9b4f 18%, var(--jp-layout-color1, #ffffff))" }));
  const outer = svg("g", { "clip-path": `url(#${clipId})` });
  const g = svg("g", { class: "tw-rgt-main", transform: `translate(0 ${top}) scale(${fmt(win.k)}) translate(${fmt(-win.x)} ${fmt(-win.y)})` });
  const words = new Map();
  for (const sq of geo.squares) {
    // draw a wider ring of squares than the window needs, so the close-up has no holes
    const d = Math.min(Math.abs(sq.row - focusRow), geo.rows - Math.abs(sq.row - focusRow));
    if (d <= 16 || rows.has(sq.row)) words.set(sq.id, squareWords(geo, sq));
  }
  // the squares change only when the close-up moves on: drawn once per window
  g.appendChild(keepPart(ctx, "rgt-squares", [geo, [...words.keys()].join(",")], () => {
    const layer = svg("g", { class: "tw-rgt-squares" });
    for (const id of words.keys()) drawSquare(layer, geo, geo.squares[id]);
    return layer;
  }));
  // every car's last move, dashed in its colour
  for (const [seat, path] of Object.entries(view.last || {})) {
    if (!path || path.length < 2) continue;
    g.appendChild(svg("path", { class: "tw-rgt-last", d: pathThrough(path.map((s) => [geo.squares[s].x, geo.squares[s].y])), fill: "none", stroke: ctx.color(Number(seat)), "stroke-width": 4, "stroke-dasharray": "7 5", "stroke-linecap": "round", opacity: 0.85 }, [svg("title", { text: `${view.cars[seat].name}'s last move` })]));
  }
  for (const car of view.cars) if (!car.crossed || car.on_track) drawCar(ctx, g, geo, car, { current: cur && car.seat === cur.seat });
  // the planned dice on their squares
  if (turn && turn.plan.length) {
    const pts = [geo.squares[turn.path[0]]].concat(turn.plan.map((m) => geo.squares[m.space]));
    g.appendChild(svg("path", { d: pathThrough(pts.map((s) => [s.x, s.y])), fill: "none", stroke: C.brand, "stroke-width": 4, opacity: 0.55 }));
    turn.plan.forEach((m, i) => {
      const sq = geo.squares[m.space];
      const n = m.dice.length;
      const kids = [svg("title", { text: `move ${i + 1}: ${m.die === "coast" ? "coast" : "gear " + m.die} on square ${m.space}${m.alarm === "red" ? " (spins!)" : m.alarm === "orange" ? " (a caution)" : ""}` })];
      m.dice.forEach((d, j) => {
        const dx = (j - (n - 1) / 2) * 17;
        kids.push(svg("g", { transform: `translate(${fmt(dx)} -2)` }, drawDie(d.kind, d.result, { size: 16, alarm: j === n - 1 ? m.alarm : null })));
      });
      g.appendChild(svg("g", { class: "tw-rgt-plan", transform: `translate(${fmt(sq.x)} ${fmt(sq.y)})` }, kids));
    });
  }
  // squares are what to click after choosing a die; the alarm colours the chosen die's targets
  const chosen = (ctx.prefix || [])[0];
  const dieKey = chosen && chosen.startsWith("die:") ? chosen.slice(4) : null;
  const alarms = dieKey && turn && turn.targets ? turn.targets[dieKey] || {} : {};
  for (const [id, text] of words) {
    const sq = geo.squares[id];
    const s = squareShape(sq, 1.05);
    const area = targetArea(0, 0, { rect: [s.x, s.y, s.width, s.height], round: 5 });
    area.setAttribute("transform", s.transform);
    ctx.register(`space:${id}`, area, { label: text, x: sq.x, y: sq.y });
    g.appendChild(area);
    const a = alarms[String(id)];
    if (a && a !== "ok" && view.alarm) g.appendChild(svg("rect", { ...s, rx: 5, fill: "none", stroke: ALARM[a], "stroke-width": 4, class: "tw-rgt-warn", "pointer-events": "none" }));
  }
  // after a flat-out loss of control: where it may happen, by gear
  if (view.phase === "replace" && turn) {
    const bySq = new Map();
    for (const [sp, gear] of turn.options) {
      if (!bySq.has(sp)) bySq.set(sp, []);
      bySq.get(sp).push(gear);
    }
    for (const [sp, gears] of bySq) {
      const sq = geo.squares[sp];
      gears.forEach((gear, j) => {
        const x = sq.x + (j - (gears.length - 1) / 2) * 30;
        const y = sq.y - 26;
        const area = targetArea(x, y, { circle: 13 });
        g.appendChild(svg("circle", { cx: x, cy: y, r: 13, fill: "#fdebd0", stroke: C.error, "stroke-width": 2 }));
        g.appendChild(label(x, y, `${gear}`, { "font-size": 13, "font-weight": 800, fill: "#222222" }));
        ctx.register(`spin:${sp}:${gear}`, area, { label: `lose control on square ${sp} in gear ${gear}`, x, y });
        g.appendChild(area);
      });
    }
  }
  outer.appendChild(g);
  root.appendChild(outer);
  return win;
}

// ---------------------------------------------------------------- the dashboard
function drawDash(ctx, root) {
  const { view } = ctx;
  const turn = view.turn;
  const seat = view.current;
  const car = seat !== null && seat !== undefined ? view.cars[seat] : null;
  const g = svg("g", { class: "tw-rgt-dash" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: W, height: DASH_H - 8, rx: 12, fill: C.bg2, stroke: C.border }));
  if (!car) {
    root.appendChild(g);
    return;
  }
  const used = new Set();
  let coastUsed = 0;
  let brakeUsed = 0;
  let boostUsed = 0;
  for (const m of turn ? turn.plan : []) {
    if (m.die === "coast") coastUsed += 1;
    else used.add(m.die);
    for (const d of m.dice) {
      if (d.kind === "brake") brakeUsed += 1;
      if (d.kind === "boost") boostUsed += 1;
    }
  }
  g.appendChild(svg("text", { x: 16, y: 24, "font-size": 15, "font-weight": 700, fill: C.fg, text: `${car.name}'s dice · ${view.car_class.toUpperCase()} · gear ${car.gear}` }));
  // gear dice
  const size = 46;
  for (let n = 1; n <= view.top_gear; n++) {
    const x = 16 + (n - 1) * 54;
    const isUsed = used.has(String(n));
    g.appendChild(svg("g", { transform: `translate(${x + size / 2} ${38 + size / 2})`, opacity: isUsed ? 0.35 : 1 }, drawDie(String(n), null, { size })));
    const area = targetArea(0, 0, { rect: [x - 3, 35, size + 6, size + 6], round: 10 });
    ctx.register(`die:${n}`, area, { label: `gear ${n} die${isUsed ? " (placed)" : ""}`, x, y: 60 });
    g.appendChild(area);
  }
  let x = 16 + view.top_gear * 54 + 14;
  const pool = car.pool;
  const row = (kind, count, usedN, id) => {
    for (let i = 0; i < count; i++) {
      const isUsed = i < usedN;
      g.appendChild(svg("g", { transform: `translate(${x + 19} ${38 + 19 + 4})`, opacity: isUsed ? 0.35 : 1 }, drawDie(kind, null, { size: 38 })));
      if (id && i === 0) {
        const area = targetArea(0, 0, { rect: [x - 3, 38, 44 + (count - 1) * 44, 46], round: 10 });
        ctx.register(id, area, { label: `${kind} die (${count - usedN} left)`, x, y: 60 });
        g.appendChild(area);
      }
      x += 44;
    }
    x += 10;
  };
  row("coast", pool.coast, coastUsed, "die:coast");
  row("brake", pool.brake, brakeUsed, null);
  row("boost", pool.boost, boostUsed, null);
  // lost dice, cautions, focus, tyres
  const info = [];
  const lost = Object.entries(car.lost).filter(([, v]) => v).map(([k, v]) => `${v} ${k === "gear" ? "black" : k === "coast" ? "white" : "red"}`);
  info.push(`Damage: ${lost.length ? lost.join(", ") + " lost" : "none"}`);
  info.push(`Tyres: ${car.tyres} · weather ${view.weather}`);
  const ix = 16;
  g.appendChild(svg("text", { x: ix, y: 112, "font-size": 13, fill: C.fg2, text: info.join("  ·  ") }));
  const cautions = turn ? turn.cautions : 0;
  const cx = 640;
  g.appendChild(svg("text", { x: cx, y: 112, "font-size": 13, fill: C.fg, "font-weight": 700, text: "Cautions" }));
  for (let i = 0; i < car.limit; i++) {
    const on = i < cautions;
    g.appendChild(svg("path", { d: `M${cx + 84 + i * 26} 98 l10 17 h-20 Z`, fill: on ? "#f4d03f" : C.bg, stroke: on ? "#7d6608" : C.border2, "stroke-width": 2 }, [svg("title", { text: `caution ${i + 1} of ${car.limit}` })]));
  }
  g.appendChild(svg("text", { x: cx + 88 + car.limit * 26, y: 112, "font-size": 13, fill: C.fg2, text: `limit ${car.limit}` }));
  g.appendChild(svg("text", { x: 16, y: 134, "font-size": 13, fill: C.fg2, text: `Focus tokens: ${car.focus}${turn && turn.mode === "one" ? ` · next secured die costs ${turn.next_cost}` : ""}` }));
  const flags = view.flags.length;
  g.appendChild(svg("text", { x: 330, y: 134, "font-size": 13, fill: flags ? C.error : C.fg2, "font-weight": flags ? 700 : 400, text: flags ? `Yellow flag out (${view.flags.map((s) => view.cars[s].name).join(", ")}): no moving alongside` : `Damage bag: ${view.bag_total} tokens` }));
  // tyre choice
  if (view.phase === "tyres" || view.phase === "pit_tyres") {
    ["slick", "rain"].forEach((t, i) => {
      const bx = 700 + i * 140;
      g.appendChild(svg("rect", { x: bx, y: 36, width: 128, height: 46, rx: 10, fill: C.bg, stroke: t === "rain" ? "#2e86c1" : "#555555", "stroke-width": 3 }));
      g.appendChild(label(bx + 64, 59, t === "rain" ? "Rain tyres" : "Slick tyres", { "font-size": 15, "font-weight": 700, fill: C.fg }));
      const area = targetArea(0, 0, { rect: [bx - 2, 34, 132, 50], round: 10 });
      ctx.register(`tyre:${t}`, area, { label: `${t} tyres`, x: bx, y: 59 });
      g.appendChild(area);
    });
  }
  root.appendChild(g);
}

// ---------------------------------------------------------------- below: overview, order, table
function drawMini(ctx, root, geo, x, y, w, h, win) {
  const [bx0, by0, bx1, by1] = geo.box;
  const k = Math.min(w / (bx1 - bx0 + 60), h / (by1 - by0 + 60));
  const g = svg("g", { class: "tw-rgt-mini", transform: `translate(${fmt(x + w / 2)} ${fmt(y + h / 2)}) scale(${fmt(k)}) translate(${fmt(-(bx0 + bx1) / 2)} ${fmt(-(by0 + by1) / 2)})` });
  g.appendChild(keepPart(ctx, "rgt-mini-squares", [geo], () => {
    const layer = svg("g", { class: "tw-rgt-squares" });
    for (const sq of geo.squares) drawSquare(layer, geo, sq, { mini: true });
    return layer;
  }));
  for (const car of ctx.view.cars) drawCar(ctx, g, geo, car, { mini: true });
  g.appendChild(svg("rect", { x: win.x, y: win.y, width: W / win.k, height: MAIN_H / win.k, fill: "none", stroke: C.brand, "stroke-width": 8 }, [svg("title", { text: "the part shown in the close-up" })]));
  root.appendChild(svg("rect", { x, y, width: w, height: h, rx: 10, fill: C.bg, stroke: C.border, "stroke-width": 1.5 }));
  root.appendChild(g);
}

function drawOrder(ctx, root, x, y) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-rgt-order" });
  g.appendChild(svg("text", { x, y, "font-size": 15, "font-weight": 700, fill: C.fg, text: `Round ${view.round} (${view.round_colour}) · order of play` }));
  view.order.slice(0, 6).forEach((s, i) => {
    const c = view.cars[s];
    const yy = y + 24 + i * 22;
    const st = pieceStyle(ctx.color(c.seat));
    g.appendChild(svg("rect", { x, y: yy - 12, width: 22, height: 16, rx: 4, fill: st.fill, stroke: st.rim, "stroke-width": 1.5 }));
    g.appendChild(label(x + 11, yy - 4, String(c.seat + 1), { "font-size": 11, "font-weight": 800, fill: st.ink }));
    const where = c.crossed ? "past the line" : c.pit ? "in the pits" : `lap ${c.lap}/${view.laps}`;
    const text = `${c.name} — gear ${c.gear} · ${where} · focus ${c.focus}`;
    g.appendChild(svg("text", { x: x + 30, y: yy, "font-size": 13, fill: c.seat === view.current ? C.brand : C.fg, "font-weight": c.seat === view.current ? 700 : 400, text }));
  });
  root.appendChild(g);
}

function drawLossTable(ctx, root, x, y) {
  const t = ctx.view.loss_table;
  const g = svg("g", { class: "tw-rgt-loss" });
  g.appendChild(svg("text", { x, y, "font-size": 13, "font-weight": 700, fill: C.fg, text: "Losing control: gear after · damage tokens" }));
  const cols = ["yellow", "orange", "red"];
  cols.forEach((c, j) => g.appendChild(svg("rect", { x: x + 44 + j * 78, y: y + 8, width: 70, height: 16, rx: 4, fill: DANGER[c] }, [svg("title", { text: `${c} tile` })])));
  for (let gear = 1; gear <= 6; gear++) {
    const yy = y + 40 + (gear - 1) * 18;
    g.appendChild(svg("text", { x, y: yy, "font-size": 12, fill: C.fg2, text: `gear ${gear}` }));
    cols.forEach((c, j) => {
      const [res, n] = t[String(gear)][c];
      g.appendChild(svg("text", { x: x + 52 + j * 78, y: yy, "font-size": 12, fill: C.fg, text: `${res} · ${n}` }));
    });
  }
  root.appendChild(g);
}

function renderBoard(ctx) {
  const { view } = ctx;
  // a turn is marked by the squares its dice went to, not by the dice of the pool above
  if (view.marks) for (const k of Object.keys(view.marks)) view.marks[k] = view.marks[k].filter((id) => !id.startsWith("die:"));
  const geo = trackGeometry(view.track);
  const H = DASH_H + MAIN_H + 12 + LOW_H;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: `${geo.name} track`, maxWidth: "980px", className: "tw-rgt" });
  drawDash(ctx, root);
  const win = drawMain(ctx, root, geo, DASH_H);
  const ly = DASH_H + MAIN_H + 12;
  drawMini(ctx, root, geo, 0, ly, 300, LOW_H, win);
  drawOrder(ctx, root, 318, ly + 22);
  drawLossTable(ctx, root, 700, ly + 22);
  return root;
}

function describeExtras(ctx, seat) {
  const car = (ctx.view.cars || [])[seat];
  if (!car) return {};
  const lost = Object.entries(car.lost).filter(([, v]) => v).map(([k, v]) => `${v} ${k}`).join(", ");
  return {
    items: [
      { label: "Gear", value: car.gear },
      { label: "Lap", value: car.crossed ? "finished" : `${car.lap}/${ctx.view.laps}` },
      { label: "Focus", value: car.focus },
      { label: "Tyres", value: car.tyres },
      { label: "Lost dice", value: lost || "none" },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `${v.track.name}, ${v.laps} lap${v.laps > 1 ? "s" : ""}, ${v.car_class.toUpperCase()}, ${v.weather}, round ${v.round}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
