// Rallyman: DIRT board: the dashboard of the car to move (its dice pool: black gear dice, white or
// orange coast dice, the red brake die; cautions against the limit, second tokens, damage tokens)
// above the whole stage (tiles tinted by danger on a gravel / asphalt / snow ground, corner limits,
// slide zones with their two halves, shortcuts with their limit, jump chevrons and water, the
// planned dice on their spaces, cars and every car's last move), and below the time cards and
// running stage times of every car.
// Element ids: die:<1-6|coast>, space:<id>, space:<landing>:<jump>, lose:<space>:<gear> (docs/views/rallyman_dirt.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle, pathThrough, rallyDie } from "../kit/index.js";

const W = 1000;
const DASH_H = 120;
const MAIN_H = 470;
const LOW_H = 170;
const DANGER = { yellow: "#f1c40f", orange: "#e67e22", red: "#d64541" };
const GROUND = { gravel: "#b08d57", asphalt: "#7f8c8d", snow: "#d6eaf8" };
const DIE_FILL = { coast: "#fbfbfb", leader: "#f39c12", brake: "#d64541" };

/** Parse the static stage once: cells as objects, with the window that fits the stage into the board. */
let GEO = null;
export function stageGeometry(m) {
  if (GEO && GEO.src === m) return GEO;
  const cells = m.cells.map(([id, kind, x, y, lane, tile, limit, zone, water, jump, angle, corner]) =>
    ({ id, kind, x, y, lane, tile, limit, zone, water, jump, angle, corner }));
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const x0 = Math.min(...xs) - 1;
  const y0 = Math.min(...ys) - 1;
  const k = Math.min((W - 20) / (Math.max(...xs) + 1 - x0), (MAIN_H - 20) / (Math.max(...ys) + 1 - y0));
  GEO = { src: m, cells, k, x0, y0, tiles: m.tiles, name: m.name, surface: m.surface };
  return GEO;
}

export function at(geo, id) {
  const c = geo.cells[id];
  return [10 + (c.x - geo.x0) * geo.k, DASH_H + 10 + (c.y - geo.y0) * geo.k];
}

const DIE_LOOK = { fills: DIE_FILL, inks: { brake: "#ffffff" }, letters: { coast: "C", leader: "C", brake: "B" },
  securedLetter: "S" };

function drawDie(kind, result, size = 20) {
  return rallyDie(kind, result, { ...DIE_LOOK, size });
}

function drawCell(g, geo, c) {
  const [x, y] = at(geo, c.id);
  const s = geo.k * 0.92;
  const danger = DANGER[(geo.tiles[c.tile] || ["yellow"])[0]];
  const kids = [];
  const words = [`space ${c.id}`, c.kind];
  if (c.kind === "slide") {
    kids.push(svg("rect", { x: -s * 0.45, y: -s * 0.22, width: s * 0.9, height: s * 0.44, rx: 6, fill: "none", stroke: C.fg, "stroke-width": 2, "stroke-dasharray": "4 3" }));
    words.push("slide half");
  } else if (c.kind === "shortcut") {
    kids.push(svg("path", { d: `M0 ${-s / 2} L${s / 2} 0 L0 ${s / 2} L${-s / 2} 0 Z`, fill: "#6e4b2a", stroke: "#3b2612", "stroke-width": 2 }));
    kids.push(label(0, 0, String(c.limit), { "font-size": 14, "font-weight": 800, fill: "#ffffff" }));
    words.push(`shortcut, highest gear ${c.limit}`);
  } else {
    const fill = c.water ? "#5dade2" : `color-mix(in srgb, ${danger} 30%, var(--jp-layout-color1, #ffffff))`;
    kids.push(svg("rect", { x: -s / 2, y: -s / 2, width: s, height: s, rx: 4, fill, stroke: c.zone !== null ? C.fg : C.border, "stroke-width": 1.2, "stroke-dasharray": c.zone !== null ? "3 3" : "none", transform: `rotate(${fmt(c.angle)})` }));
    if (c.kind === "finish") kids.push(svg("rect", { x: -s / 2, y: -s / 2, width: s, height: s / 4, fill: "#111111", transform: `rotate(${fmt(c.angle + 90)})` }));
    if (c.kind === "start") words.push("start");
    if (c.limit) {
      kids.push(svg("circle", { cx: 0, cy: 0, r: 11, fill: "#ffffff", stroke: "#c0392b", "stroke-width": 2.5 }));
      kids.push(label(0, 0, String(c.limit), { "font-size": 13, "font-weight": 800, fill: "#222222" }));
      words.push(`corner limit ${c.limit}`);
    }
    if (c.jump) {
      kids.push(svg("path", { d: "M-9 4 L0 -6 L9 4", fill: "none", stroke: C.fg, "stroke-width": 3, transform: `rotate(${fmt(c.angle + 90)}) translate(0 -6)` }));
      kids.push(label(0, 8, String(c.jump), { "font-size": 12, "font-weight": 800, fill: C.fg }));
      words.push(`jump ${c.jump}`);
    }
    if (c.water) words.push("water");
  }
  words.push(`${(geo.tiles[c.tile] || ["yellow"])[0]} tile`);
  const text = words.join(", ");
  g.appendChild(svg("g", { class: `tw-rd-cell tw-rd-${c.kind}`, transform: `translate(${fmt(x)} ${fmt(y)})` }, [svg("title", { text }), ...kids]));
  return text;
}

function drawStage(ctx, root, geo) {
  const { view } = ctx;
  const turn = view.turn;
  root.appendChild(svg("rect", { x: 0, y: DASH_H, width: W, height: MAIN_H, rx: 14, fill: `color-mix(in srgb, ${GROUND[geo.surface]} 35%, var(--jp-layout-color1, #ffffff))` }));
  const g = svg("g", { class: "tw-rd-stage" });
  const words = new Map();
  for (const c of geo.cells) words.set(c.id, drawCell(g, geo, c));
  for (const [tile, seat] of view.minus || []) {
    const c = geo.cells.find((x) => x.tile === tile && x.limit && x.kind === "corner");
    if (!c) continue;
    const [x, y] = at(geo, c.id);
    g.appendChild(label(x + 14, y - 14, "-1", { "font-size": 12, "font-weight": 800, fill: ctx.color(seat) }));
  }
  for (const [seat, path] of Object.entries(view.last || {})) {
    if (!path || path.length < 2) continue;
    g.appendChild(svg("path", { class: "tw-rd-last", d: pathThrough(path.map((s) => at(geo, s))), fill: "none", stroke: ctx.color(Number(seat)), "stroke-width": 4, "stroke-dasharray": "7 5", opacity: 0.85 }, [svg("title", { text: `${view.cars[seat].name}'s last move` })]));
  }
  for (const car of view.cars) {
    if (car.space === null || car.space === undefined || (car.done && !car.on_track && car.space === null)) continue;
    const [x, y] = at(geo, car.space);
    const st = pieceStyle(ctx.color(car.seat));
    const cur = view.current === car.seat;
    const c = geo.cells[car.space];
    const kids = [svg("title", { text: `${car.name}: gear ${car.gear}${car.crashed ? ", crashed" : ""}${car.done ? ", finished" : ""}` })];
    if (cur) kids.push(svg("rect", { x: -19, y: -13, width: 38, height: 26, rx: 8, fill: "none", stroke: C.warn, "stroke-width": 3.5 }));
    kids.push(svg("rect", { x: -14, y: -9, width: 28, height: 18, rx: 6, fill: st.fill, stroke: st.rim, "stroke-width": 2, opacity: car.crashed ? 0.45 : 1 }));
    kids.push(label(0, 0, String(car.seat + 1), { "font-size": 12, "font-weight": 800, fill: st.ink }));
    const rot = c.kind === "slide" ? c.angle + 90 : c.angle;
    g.appendChild(svg("g", { class: "tw-rd-car", "data-car": car.seat, transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(rot)})` }, kids));
  }
  if (turn && turn.plan.length) {
    const pts = [turn.path[0]].concat(turn.plan.map((m) => m.space)).map((s) => at(geo, s));
    g.appendChild(svg("path", { d: pathThrough(pts), fill: "none", stroke: C.brand, "stroke-width": 4, opacity: 0.55 }));
    turn.plan.forEach((m, i) => {
      const [x, y] = at(geo, m.space);
      const kids = [svg("title", { text: `move ${i + 1}: ${m.die === "coast" ? "coast" : "gear " + m.die} to ${m.space}${m.via !== null ? ` (jump at ${m.via})` : ""}` })];
      m.dice.forEach((d, j) => kids.push(svg("g", { transform: `translate(${fmt((j - (m.dice.length - 1) / 2) * 17)} 0)` }, drawDie(d.kind, d.result, 18))));
      if (m.alarm) kids.unshift(svg("circle", { r: 15, fill: "none", stroke: m.alarm === "red" ? "#e0212b" : "#f39c12", "stroke-width": 4 }));
      g.appendChild(svg("g", { class: "tw-rd-plan", transform: `translate(${fmt(x)} ${fmt(y)})` }, kids));
    });
  }
  for (const [id, text] of words) {
    const [x, y] = at(geo, id);
    const c = geo.cells[id];
    const r = c.kind === "slide" ? 13 : Math.max(13, geo.k * 0.45);
    const area = targetArea(x, y, { circle: r });
    ctx.register(`space:${id}`, area, { label: text, x, y });
    g.appendChild(area);
  }
  // jump landings: a badge beside the landing space for each jump that reaches it
  const seen = new Set();
  if (turn && turn.targets) {
    for (const t of Object.values(turn.targets))
      for (const key of Object.keys(t)) {
        if (!key.includes(":") || seen.has(key)) continue;
        seen.add(key);
        const [land, via] = key.split(":").map(Number);
        const [x, y] = at(geo, land);
        const bx = x + 14;
        const by = y - 16;
        g.appendChild(svg("path", { d: `M${bx - 10} ${by + 5} L${bx} ${by - 6} L${bx + 10} ${by + 5}`, fill: "none", stroke: C.brand, "stroke-width": 3 }));
        const area = targetArea(bx, by, { circle: 13 });
        ctx.register(`space:${land}:${via}`, area, { label: `land on ${land} from the jump at ${via}`, x: bx, y: by });
        g.appendChild(area);
      }
  }
  if (view.phase === "replace" && turn) {
    turn.options.forEach(([sp, gear], j) => {
      const [x, y] = at(geo, sp);
      const bx = x + ((j % 3) - 1) * 28;
      const by = y - 26;
      g.appendChild(svg("circle", { cx: bx, cy: by, r: 13, fill: "#fdebd0", stroke: C.error, "stroke-width": 2 }));
      g.appendChild(label(bx, by, String(gear), { "font-size": 13, "font-weight": 800, fill: "#222222" }));
      const area = targetArea(bx, by, { circle: 13 });
      ctx.register(`lose:${sp}:${gear}`, area, { label: `lose control on ${sp} in gear ${gear}`, x: bx, y: by });
      g.appendChild(area);
    });
  }
  root.appendChild(g);
}

function drawDash(ctx, root) {
  const { view } = ctx;
  const turn = view.turn;
  const car = view.current !== null && view.current !== undefined ? view.cars[view.current] : null;
  const g = svg("g", { class: "tw-rd-dash" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: W, height: DASH_H - 8, rx: 12, fill: C.bg2, stroke: C.border }));
  g.appendChild(label(16, 20, car ? `${car.name} · gear ${car.gear} · ${view.surface}${turn && turn.leader ? " · leader" : ""}` : "Stage over", { "font-size": 15, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  if (car && turn) {
    const usedGears = new Set(turn.plan.filter((m) => m.die !== "coast").map((m) => String(m.gear)));
    const coastUsed = turn.plan.filter((m) => m.die === "coast").length;
    let x = 30;
    for (let n = 1; n <= view.top_gear; n++) {
      const used = usedGears.has(String(n));
      g.appendChild(svg("g", { transform: `translate(${x} 62)`, opacity: used ? 0.35 : 1 }, drawDie(String(n), null, 34)));
      const area = targetArea(x, 62, { rect: [x - 19, 43, 38, 38], round: 6 });
      ctx.register(`die:${n}`, area, { label: `gear ${n} die${used ? " (placed)" : ""}`, x, y: 62 });
      g.appendChild(area);
      x += 46;
    }
    const coastN = turn.pool[turn.coast_kind] || 0;
    for (let i = 0; i < coastN; i++) {
      g.appendChild(svg("g", { transform: `translate(${x} 62)`, opacity: i < coastUsed ? 0.35 : 1 }, drawDie(turn.coast_kind, null, 34)));
      if (i === 0) {
        const area = targetArea(x, 62, { rect: [x - 19, 43, 38 + 46 * (coastN - 1), 38], round: 6 });
        ctx.register("die:coast", area, { label: `${turn.coast_kind === "leader" ? "orange leader" : "white coast"} die (${coastN - coastUsed} left)`, x, y: 62 });
        g.appendChild(area);
      }
      x += 46;
    }
    for (let i = 0; i < (turn.pool.brake || 0); i++) {
      g.appendChild(svg("g", { transform: `translate(${x} 62)` }, drawDie("brake", null, 34)));
      x += 46;
    }
    const info = `cautions ${turn.cautions} / ${turn.limit} · second tokens ${car.second} · damage ${car.tokens.length}`;
    g.appendChild(label(x + 20, 62, info, { "font-size": 14, fill: C.fg, "text-anchor": "start" }));
  }
  root.appendChild(g);
}

function drawTimes(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-rd-times" });
  g.appendChild(svg("rect", { x: 0, y: top, width: W, height: LOW_H, rx: 12, fill: C.bg2, stroke: C.border }));
  g.appendChild(label(16, top + 18, `Time cards · stage ${view.stage} of ${view.stages} · round ${view.round}`, { "font-size": 14, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  const rowH = Math.min(24, (LOW_H - 34) / Math.max(1, view.cars.length));
  view.cars.forEach((car, i) => {
    const y = top + 40 + i * rowH;
    g.appendChild(svg("circle", { cx: 24, cy: y, r: 8, fill: ctx.color(car.seat) }));
    const state = car.done ? "finished" : car.space === null ? "at the start" : car.crashed ? "crashed" : `gear ${car.gear}`;
    g.appendChild(label(38, y, `${car.name}: ${car.seconds} s (total ${car.total} s), ${state}`, { "font-size": 13, fill: C.fg, "text-anchor": "start" }));
    car.cards.forEach((cd, j) => {
      const x = 400 + j * 62;
      g.appendChild(svg("rect", { x, y: y - 10, width: 56, height: 20, rx: 4, fill: cd.icon ? "#fdebd0" : "#ffffff", stroke: "#555555" }));
      g.appendChild(label(x + 28, y, `${cd.icon ? cd.icon + " " : "g" + cd.gear + " "}${cd.seconds}`, { "font-size": 11, fill: "#222222" }));
    });
  });
  root.appendChild(g);
}

function renderBoard(ctx) {
  const { view } = ctx;
  if (view.marks) for (const k of Object.keys(view.marks)) view.marks[k] = view.marks[k].filter((id) => !id.startsWith("die:"));
  const geo = stageGeometry(view.stage_map);
  const root = svgRoot({ x: 0, y: 0, w: W, h: DASH_H + MAIN_H + 10 + LOW_H }, { label: `${geo.name} stage`, maxWidth: "980px", className: "tw-rd" });
  drawDash(ctx, root);
  drawStage(ctx, root, geo);
  drawTimes(ctx, root, DASH_H + MAIN_H + 10);
  return root;
}

function describeExtras(ctx, seat) {
  const car = (ctx.view.cars || [])[seat];
  if (!car) return {};
  return { items: [{ label: "Gear", value: car.gear }, { label: "Stage time", value: `${car.seconds} s` },
    { label: "Total", value: `${car.total} s` }, { label: "Second tokens", value: car.second },
    { label: "Damage", value: car.tokens.length }] };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `${v.stage_map.name}, stage ${v.stage} of ${v.stages}, round ${v.round}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
