// Formula D board: a dashboard (gear stick 1-6 with each die's range, the roll, the car's
// wear points, weather and tyres) above a close-up of the circuit around the car that
// moves (spaces drawn from the lane graph, corner zones with their stop counts, the pit
// lane and boxes, the grid and the finish line, cars as numbered arrows, damage markers,
// every car's last move) and an overview map of the whole circuit.
// Element ids: space:<id>, gear:<1-6>, pool:<name> (docs/views/formula_d.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle, pathThrough, keepPart } from "../kit/index.js";

const W = 1000;
const DASH_H = 132;
const MAIN_H = 560;
const MAX_SCALE = 1.8;           // circuit units -> board units in the close-up (spaces ~35 units apart)
const ORD = ["", "1st", "2nd", "3rd", "4th", "5th", "6th"];
const DIE = { 1: "#e8c31a", 2: "#e67e22", 3: "#d64541", 4: "#27ae60", 5: "#8e44ad", 6: "#2e86c1" };
const RANGE = { 1: "1–2", 2: "2–4", 3: "4–8", 4: "7–12", 5: "11–20", 6: "21–30" };
const CORNER_FILL = "color-mix(in srgb, #d64541 30%, var(--jp-layout-color2, #eeeeee))";
const PIT_FILL = "color-mix(in srgb, #5d6d7e 35%, var(--jp-layout-color2, #eeeeee))";
const POOL_NAMES = { wp: "WP", tyres: "Tyres", brakes: "Brakes", gearbox: "Gearbox", body: "Body", engine: "Engine", handling: "Handling" };

/** The part of the circuit to show: every point of interest, padded; zoomed in no further than maxScale
 * (circuit units -> board units), and out only as far as needed to show every point. */
export function windowFor(points, box, { w = W, h = MAIN_H, maxScale = MAX_SCALE, pad = 40 } = {}) {
  let [x0, y0, x1, y1] = box;
  if (points.length) {
    x0 = Math.min(...points.map((p) => p[0])) - pad;
    x1 = Math.max(...points.map((p) => p[0])) + pad;
    y0 = Math.min(...points.map((p) => p[1])) - pad;
    y1 = Math.max(...points.map((p) => p[1])) + pad;
  }
  const k = Math.min(w / (x1 - x0), h / (y1 - y0), maxScale);
  return { k, x: (x0 + x1) / 2 - w / (2 * k), y: (y0 + y1) / 2 - h / (2 * k) };
}

/** Direction of travel at a space, in degrees (towards the space straight ahead). */
export function headingAt(geo, id) {
  const s = geo.spaces[id];
  const link = geo.straight.get(id) ?? (geo.next.get(id) || [])[0];
  const o = link !== undefined ? geo.spaces[link] : null;
  if (!o) {
    const p = (geo.prev.get(id) || [])[0];
    if (p === undefined) return -90;
    const q = geo.spaces[p];
    return (Math.atan2(s[1] - q[1], s[0] - q[0]) * 180) / Math.PI;
  }
  return (Math.atan2(o[1] - s[1], o[0] - s[0]) * 180) / Math.PI;
}

let GEO = null;
export function geometry(c) {
  if (GEO && GEO.key === c.key) return GEO;
  const straight = new Map();
  const next = new Map();
  const prev = new Map();
  const parse = (text, f) => (text ? text.split("|").map((row) => row.split(" ")).map(f) : []);
  const spaces = typeof c.spaces === "string" ? parse(c.spaces, ([x, y, code]) => [Number(x), Number(y), code]) : c.spaces;
  const links = typeof c.links === "string" ? parse(c.links, ([a, b, st]) => [Number(a), Number(b), Number(st)]) : c.links;
  for (const [a, b, st] of links) {
    if (st) straight.set(a, b);
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
    if (!prev.has(b)) prev.set(b, []);
    prev.get(b).push(a);
  }
  GEO = { ...c, spaces, links, straight, next, prev };
  return GEO;
}

function spaceFill(code) {
  if (code === "1" || code === "2" || code === "3") return CORNER_FILL;
  if (code === "P" || code === "B") return PIT_FILL;
  return C.bg2;
}

// ---------------------------------------------------------------- the circuit
function drawCircuit(ctx, g, geo, k, { mini = false } = {}) {
  const { view } = ctx;
  const r = mini ? 8 : 10;
  // the circuit is drawn once per zoom and reused while the spaces look the same
  const boxes = view.cars.map((c) => `${c.box}:${ctx.color(c.seat)}`).join(",");
  const marked = (view.markers || []).join(",");
  g.appendChild(keepPart(ctx, `fd-asphalt-${mini}`, [geo], () => drawAsphalt(geo, mini)));
  g.appendChild(keepPart(ctx, `fd-spaces-${mini}`, [geo, k, boxes, marked], () => drawSpaces(ctx, geo, k, r, mini)));
  if (mini) return;
  g.appendChild(keepPart(ctx, "fd-corners", [geo, k], () => drawCorners(geo, k)));
}

function drawAsphalt(geo, mini) {
  // lanes: straight links as the asphalt, lane changes faint
  // (one path per kind: thousands of links drawn as two elements, not thousands)
  const d = { 0: [], 1: [] };
  for (const [a, b, st] of geo.links) {
    const p = geo.spaces[a];
    const q = geo.spaces[b];
    d[st ? 1 : 0].push(`M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`);
  }
  const lanes = [1, 0].map((st) => svg("path", { d: d[st].join(""), fill: "none", stroke: st ? C.bg3 : C.border2, "stroke-width": fmt((st ? 14 : 2) * (mini ? 1.6 : 1)), "stroke-linecap": "round" }));
  return svg("g", { class: "tw-fd-asphalt", opacity: 0.8 }, lanes);
}

function drawSpaces(ctx, geo, k, r, mini) {
  const { view } = ctx;
  const owners = new Map(view.cars.map((c) => [c.box, c.seat]));
  const grid = new Set(geo.grid);
  const finish = new Set(geo.finish);
  const markers = new Set(view.markers);
  const spaces = svg("g", { class: "tw-fd-spaces" });
  geo.spaces.forEach(([x, y, code], id) => {
    const kids = [];
    let fill = spaceFill(code);
    let stroke = C.border;
    if (code === "B" && owners.has(id)) { fill = ctx.color(owners.get(id)); stroke = C.fg2; }
    if (grid.has(id)) stroke = C.fg;
    kids.push(svg("circle", { cx: x, cy: y, r, fill, stroke, "stroke-width": fmt((grid.has(id) ? 2.4 : 1) * (mini ? 1 : 1.2) / Math.max(k, 0.5)) }));
    if (finish.has(id)) kids.push(svg("circle", { cx: x, cy: y, r: r * 0.6, fill: "none", stroke: "#111111", "stroke-width": fmt(r * 0.5), "stroke-dasharray": fmt(r * 0.45) }));
    if (markers.has(id)) kids.push(svg("path", { d: `M${x - 6} ${y - 6} L${x + 6} ${y + 6} M${x + 6} ${y - 6} L${x - 6} ${y + 6}`, stroke: "#111111", "stroke-width": 3 }, [svg("title", { text: "damage marker: debris" })]));
    const node = svg("g", { class: "tw-fd-space" }, kids);
    spaces.appendChild(node);
  });
  return spaces;
}

function drawCorners(geo, k) {
  // corner zones: their stop count in a yellow box
  const g = svg("g", { class: "tw-fd-corners" });
  for (const c of geo.corners) {
    const [x, y] = c.at;
    const fs = Math.max(13, 12 / Math.min(k, 1.6)) / k * 1.2;
    g.appendChild(svg("g", { class: "tw-fd-corner" }, [
      svg("title", { text: `corner needing ${c.stops} stop${c.stops > 1 ? "s" : ""}` }),
      svg("rect", { x: x - fs * 1.6, y: y - fs * 0.9, width: fs * 3.2, height: fs * 1.8, rx: 4 / k, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 2 / k }),
      label(x, y, `${c.stops} stop${c.stops > 1 ? "s" : ""}`, { "font-size": fmt(fs * 0.85), "font-weight": 800, fill: "#222222" }),
    ]));
  }
  return g;
}

function drawCar(ctx, g, geo, car, k, { mini = false, current = false } = {}) {
  const [x, y] = geo.spaces[car.space];
  const st = pieceStyle(ctx.color(car.seat));
  const ang = headingAt(geo, car.space) + (car.spun ? 180 : 0);
  const len = mini ? 26 : 22;
  const wid = mini ? 16 : 14;
  const kids = [svg("title", { text: `${car.name} (car ${car.seat + 1}): gear ${car.gear}, lap ${car.lap}` })];
  if (current && !mini) kids.push(svg("circle", { cx: 0, cy: 0, r: 17, fill: "none", stroke: C.warn, "stroke-width": 3.5 }));
  kids.push(svg("path", { d: `M${-len / 2} ${-wid / 2} L${len * 0.2} ${-wid / 2} L${len / 2} 0 L${len * 0.2} ${wid / 2} L${-len / 2} ${wid / 2} Z`, fill: st.fill, stroke: st.rim, "stroke-width": 2 }));
  if (!mini) kids.push(label(-len * 0.05, 0, String(car.seat + 1), { "font-size": 12.5, "font-weight": 800, fill: st.ink, transform: `rotate(${fmt(-ang)} ${fmt(-len * 0.05)} 0)` }));
  g.appendChild(svg("g", { class: `tw-fd-car${current ? " tw-fd-current" : ""}`, "data-car": car.seat, transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(ang)})` }, kids));
}

// ---------------------------------------------------------------- the close-up
function drawMain(ctx, root, geo, top) {
  const { view } = ctx;
  const turn = view.turn;
  const pts = [];
  const onBoard = view.cars.filter((c) => c.space !== null && c.space !== undefined);
  const cur = view.current !== null && view.current !== undefined ? view.cars[view.current] : null;
  if (turn && turn.targets && Object.keys(turn.targets).length) {
    for (const t of Object.values(turn.targets)) for (const s of t.path) pts.push(geo.spaces[s]);
  } else if (cur && cur.space !== null) {
    pts.push(geo.spaces[cur.space]);
    const last = view.last[String(cur.seat)];
    if (last) for (const s of last) pts.push(geo.spaces[s]);
  } else if (onBoard.length) {
    for (const c of onBoard) pts.push(geo.spaces[c.space]);
  }
  const win = windowFor(pts, geo.box);
  const { k } = win;
  const clipId = `tw-fd-clip-${geo.key}`;
  root.appendChild(svg("defs", {}, [svg("clipPath", { id: clipId }, [svg("rect", { x: 0, y: top, width: W, height: MAIN_H, rx: 14 })])]));
  root.appendChild(svg("rect", { x: 0, y: top, width: W, height: MAIN_H, rx: 14, fill: "color-mix(in srgb, #3f9b4f 20%, var(--jp-layout-color1, #ffffff))" }));
  const outer = svg("g", { "clip-path": `url(#${clipId})` });
  const g = svg("g", { class: "tw-fd-main", transform: `translate(0 ${top}) scale(${fmt(k)}) translate(${fmt(-win.x)} ${fmt(-win.y)})` });
  drawCircuit(ctx, g, geo, k);
  // every car's last move, dashed in its colour
  for (const [seat, path] of Object.entries(view.last || {})) {
    if (!path || path.length < 2) continue;
    g.appendChild(svg("path", { class: "tw-fd-last", d: pathThrough(path.map((s) => geo.spaces[s])), fill: "none", stroke: ctx.color(Number(seat)), "stroke-width": 4, "stroke-dasharray": "7 5", "stroke-linecap": "round", opacity: 0.9 }, [svg("title", { text: `${view.cars[seat].name}'s last move` })]));
  }
  // the path being chosen
  const preview = svg("path", { class: "tw-fd-preview", d: "", fill: "none", stroke: C.brand, "stroke-width": 6, "stroke-linecap": "round", "stroke-linejoin": "round", opacity: 0.85 });
  if (turn && turn.path && turn.path.length > 1) g.appendChild(svg("path", { d: pathThrough(turn.path.map((s) => geo.spaces[s])), fill: "none", stroke: C.brand, "stroke-width": 5, opacity: 0.6 }));
  g.appendChild(preview);
  for (const car of onBoard) drawCar(ctx, g, geo, car, k, { current: cur && car.seat === cur.seat });
  // every space is a place to click; the model says which are targets
  const targets = (turn && turn.targets) || {};
  geo.spaces.forEach(([x, y], id) => {
    const info = targets[String(id)];
    if (!info) return;
    const area = targetArea(x, y, { circle: Math.max(10.5, 13 / k) });
    const note = info.fatal ? "out!" : info.over ? `over ${info.over}` : info.brake ? `−${info.brake}` : "";
    const words = `space ${id}${info.brake ? `, brake ${info.brake}` : ""}${info.over ? `, overshoot ${info.over}` : ""}${info.fatal ? ", out of the race" : ""}`;
    ctx.register(`space:${id}`, area, { label: words, x, y });
    const show = () => preview.setAttribute("d", pathThrough(info.path.map((s) => geo.spaces[s])));
    area.addEventListener("mouseenter", show);
    area.addEventListener("focus", show);
    g.appendChild(area);
    if (note) g.appendChild(label(x, y - 15 / k - 4, note, { "font-size": fmt(12 / k), "font-weight": 700, fill: info.fatal ? C.error : info.over ? C.warn : C.fg, "pointer-events": "none" }));
  });
  outer.appendChild(g);
  root.appendChild(outer);
  return win;
}

// ---------------------------------------------------------------- the overview
function drawMini(ctx, root, geo, x, y, w, h, win) {
  const [bx0, by0, bx1, by1] = geo.box;
  const k = Math.min(w / (bx1 - bx0 + 30), h / (by1 - by0 + 30));
  const g = svg("g", { class: "tw-fd-mini", transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)}) translate(${fmt(-bx0 + 15)} ${fmt(-by0 + 15)})` });
  drawCircuit(ctx, g, geo, k, { mini: true });
  for (const car of ctx.view.cars) if (car.space !== null && car.space !== undefined) drawCar(ctx, g, geo, car, k, { mini: true });
  g.appendChild(svg("rect", { x: win.x, y: win.y, width: W / win.k, height: MAIN_H / win.k, fill: "none", stroke: C.brand, "stroke-width": 6 }, [svg("title", { text: "the part shown in the close-up" })]));
  root.appendChild(svg("rect", { x, y, width: w, height: h, rx: 10, fill: C.bg, stroke: C.border, "stroke-width": 1.5 }));
  root.appendChild(g);
}

// ---------------------------------------------------------------- the dashboard
function drawDash(ctx, root) {
  const { view } = ctx;
  const turn = view.turn;
  const seat = view.current;
  const car = seat !== null && seat !== undefined ? view.cars[seat] : null;
  const g = svg("g", { class: "tw-fd-dash" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: W, height: DASH_H - 8, rx: 12, fill: C.bg2, stroke: C.border }));
  const options = (turn && turn.options) || {};
  g.appendChild(label(52, 22, car ? `${car.name}'s gear` : "Gear", { "font-size": 15, "font-weight": 700, fill: C.fg }));
  for (let n = 1; n <= 6; n++) {
    const x = 14 + (n - 1) * 64;
    const isGear = car && (turn && turn.gear ? turn.gear === n : car.gear === n);
    const can = options[String(n)] !== undefined;
    const cost = can ? Object.entries(options[String(n)]).map(([p, v]) => `−${v} ${POOL_NAMES[p] || p}`).join(" ") : "";
    g.appendChild(svg("g", { opacity: can || isGear || !options || !Object.keys(options).length ? 1 : 0.45 }, [
      svg("rect", { x, y: 40, width: 56, height: 74, rx: 9, fill: isGear ? DIE[n] : C.bg, stroke: DIE[n], "stroke-width": 4 }),
      label(x + 28, 62, String(n), { "font-size": 24, "font-weight": 800, fill: isGear ? "#111111" : C.fg }),
      label(x + 28, 86, RANGE[n], { "font-size": 13, fill: isGear ? "#111111" : C.fg2 }),
      cost ? label(x + 28, 104, cost.length > 10 ? cost.slice(0, 10) : cost, { "font-size": 11, fill: C.error }) : null,
    ]));
    const area = targetArea(0, 0, { rect: [x - 3, 37, 62, 80], round: 11 });
    ctx.register(`gear:${n}`, area, { label: `${ORD[n]} gear (die ${RANGE[n]})${cost ? `, costs ${cost}` : ""}`, x, y: 70 });
    g.appendChild(area);
  }
  // the roll
  const rx = 420;
  if (turn && turn.roll !== null && turn.roll !== undefined) {
    const total = turn.roll + (turn.nitro ? turn.gear : 0);
    const col = DIE[turn.gear] || C.bg3;
    g.appendChild(svg("rect", { x: rx, y: 34, width: 70, height: 70, rx: 12, fill: col, stroke: "#222222", "stroke-width": 2.5 }, [svg("title", { text: `the ${ORD[turn.gear]} gear die` })]));
    g.appendChild(label(rx + 35, 69, String(turn.roll), { "font-size": 32, "font-weight": 800, fill: "#111111", class: "tw-fd-roll" }));
    const words = turn.kind === "great" ? "great start: 4 spaces" : turn.kind === "pit" ? `out of the pits: ${total}` : turn.slip ? "slipstream: 3 more" : `move ${total}${turn.nitro ? " (nitro)" : ""}`;
    g.appendChild(svg("text", { x: rx + 82, y: 56, "font-size": 16, "font-weight": 700, fill: C.fg, text: words }));
    g.appendChild(svg("text", { x: rx + 82, y: 80, "font-size": 13, fill: C.fg2, text: "hover a space to see the path" }));
  } else if (car) {
    g.appendChild(svg("text", { x: rx, y: 60, "font-size": 16, "font-weight": 700, fill: C.fg, text: view.phase === "gear" ? "Choose a gear, then roll its die" : "" }));
  }
  // wear points of the car to move
  if (car) {
    const pools = view.pools;
    const px = 690;
    g.appendChild(svg("text", { x: px, y: 24, "font-size": 14, "font-weight": 700, fill: C.fg, text: `Car ${car.seat + 1} · lap ${Math.max(1, car.lap)}/${view.laps}${car.need ? ` · corner ${car.stops}/${car.need} stops` : ""}` }));
    pools.forEach((p, i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const x = px + col * 150;
      const y = 44 + row * 24;
      g.appendChild(svg("text", { x, y, "font-size": 13, fill: C.fg2, text: POOL_NAMES[p] }));
      g.appendChild(svg("text", { x: x + 92, y, "font-size": 15, "font-weight": 700, fill: car.wp[p] <= 1 ? C.error : C.fg, text: String(car.wp[p]) }));
      if (view.build_left !== null && view.build_left !== undefined) {
        const area = targetArea(0, 0, { rect: [x - 4, y - 16, 130, 22], round: 6 });
        ctx.register(`pool:${p}`, area, { label: `add a wear point to ${POOL_NAMES[p]}`, x, y });
        g.appendChild(area);
      }
    });
    const extra = [];
    if (view.weather) extra.push(`weather: ${view.weather}`);
    if (car.tyres) extra.push(`${car.tyres} tyres`);
    if (car.nitro !== null && car.nitro !== undefined) extra.push(car.nitro ? "nitro ready" : "nitro used");
    if (view.build_left !== null && view.build_left !== undefined) extra.push(`${view.build_left} WP to place`);
    if (extra.length) g.appendChild(svg("text", { x: px, y: 44 + Math.ceil(pools.length / 2) * 24, "font-size": 13, fill: C.fg2, text: extra.join(" · ") }));
  }
  root.appendChild(g);
}

function drawOrder(ctx, root, x, y, w) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-fd-order" });
  g.appendChild(svg("text", { x, y, "font-size": 15, "font-weight": 700, fill: C.fg, text: `Round ${view.round} · race order` }));
  const rows = [...view.podium.map((s) => view.cars[s]), ...view.order.map((s) => view.cars[s]).filter((c) => c.status === "racing"),
    ...view.cars.filter((c) => c.status === "out")];
  rows.slice(0, 10).forEach((c, i) => {
    const yy = y + 24 + i * 21;
    const st = pieceStyle(ctx.color(c.seat));
    g.appendChild(svg("rect", { x, y: yy - 13, width: 22, height: 18, rx: 4, fill: st.fill, stroke: st.rim, "stroke-width": 1.5 }));
    g.appendChild(label(x + 11, yy - 4, String(c.seat + 1), { "font-size": 12.5, "font-weight": 800, fill: st.ink }));
    const state = c.status === "finished" ? `finished ${c.place}.` : c.status === "out" ? `out: ${c.reason}` : `gear ${c.gear} · lap ${Math.max(1, c.lap)}`;
    const text = `${c.name} — ${state}`;
    g.appendChild(svg("text", { x: x + 30, y: yy, "font-size": 13, fill: c.seat === view.current ? C.brand : C.fg, "font-weight": c.seat === view.current ? 700 : 400, text: text.length > 44 ? text.slice(0, 43) + "…" : text }));
  });
  root.appendChild(g);
}

function renderBoard(ctx) {
  const { view } = ctx;
  const geo = geometry(view.circuit);
  const miniH = 250;
  const H = DASH_H + MAIN_H + 12 + miniH;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: `${geo.name} circuit`, maxWidth: "980px", className: "tw-fd" });
  drawDash(ctx, root);
  const win = drawMain(ctx, root, geo, DASH_H);
  drawMini(ctx, root, geo, 0, DASH_H + MAIN_H + 12, 420, miniH, win);
  drawOrder(ctx, root, 450, DASH_H + MAIN_H + 34, 540);
  return root;
}

function describeExtras(ctx, seat) {
  const car = (ctx.view.cars || [])[seat];
  if (!car) return {};
  const items = [
    { label: "Gear", value: car.gear || "—" },
    { label: "Lap", value: car.status === "finished" ? `done (${car.place}.)` : car.status === "out" ? "out" : `${Math.max(1, car.lap)}/${ctx.view.laps}` },
    ...Object.entries(car.wp).map(([p, v]) => ({ label: POOL_NAMES[p] || p, value: v })),
  ];
  if (car.tyres) items.push({ label: "Tyre type", value: car.tyres });
  if (car.team) items.push({ label: "Team", value: car.team });
  const q = ctx.view.qualifying;
  if (q && q.points[String(seat)] !== undefined) items.push({ label: "Qualifying", value: `${q.points[String(seat)]} pts${q.awarded[seat] ? ` → ${q.awarded[seat]}` : ""}` });
  return { items };
}

function describeGame(ctx) {
  const v = ctx.view;
  const q = v.qualifying && v.qualifying.now ? "qualifying, " : "";
  const w = v.weather ? `, ${v.weather}` : "";
  return `${v.circuit.name}, ${v.laps} lap${v.laps > 1 ? "s" : ""}, ${v.rules} rules, ${q}round ${v.round}${w}`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
