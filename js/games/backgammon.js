// Backgammon board: 24 points in four quadrants, the bar, bear-off trays, dice,
// the doubling cube. Element ids are absolute (seat 0's numbering): pt:1..pt:24,
// bar:0|1, off:0|1. Seat 0's home (1-6) is bottom right; when the watched seat is 1
// the board is shown from that side, so the watcher's home is always bottom right.
import {
  createApp, svg, svgRoot, label, fmt, C,
  drawDisc, targetArea, drawArrow, drawDice, drawDie, drawCube, usedDice,
} from "../kit/index.js";

// Layout in viewBox units: a point is 100 wide.
const PW = 100;
const FRAME = 24;
const LEFT = FRAME; // left quadrant x: 24..624
const BAR_X = LEFT + 6 * PW; // bar x: 624..724
const BAR_W = 100;
const RIGHT = BAR_X + BAR_W; // right quadrant x: 724..1324
const BOARD_R = RIGHT + 6 * PW; // 1324
const TRAY_X = BOARD_R + FRAME + 12; // 1360
const TRAY_W = 120;
const TOP = FRAME; // top points y: 24..464
const HALF = 440;
const MID_Y = TOP + HALF; // middle gap 464..584
const MID_H = 120;
const BOTTOM = MID_Y + MID_H; // bottom points y: 584..1024
const FLOOR = BOTTOM + HALF; // 1024
const CY = MID_Y + MID_H / 2; // 524, the board's horizontal middle
const R = 43; // checker radius
const MAX_DRAWN = 5;

/** Where absolute point p is drawn: {x: centre, top: bool, display: number shown}. */
export function pointSlot(p, flip = false) {
  const d = flip ? 25 - p : p;
  if (d <= 6) return { x: RIGHT + (6 - d + 0.5) * PW, top: false, display: d };
  if (d <= 12) return { x: LEFT + (12 - d + 0.5) * PW, top: false, display: d };
  if (d <= 18) return { x: LEFT + (d - 13 + 0.5) * PW, top: true, display: d };
  return { x: RIGHT + (d - 19 + 0.5) * PW, top: true, display: d };
}

/** Centre of the i-th checker (0 = at the edge) on a slot. */
export function checkerY(slot, i) {
  return slot.top ? TOP + R + i * 2 * R : FLOOR - R - i * 2 * R;
}

/** Parse one move in a mover's notation ("13/7", "bar/22", "6/off", "8/4*(2)"); absolute ends. */
export function parseMove(move, seat) {
  const m = /^\s*(bar|\d+)\s*\/\s*(off|\d+)/i.exec(String(move || ""));
  if (!m) return null;
  const abs = (s) => (/^\d+$/.test(s) ? (seat === 1 ? 25 - Number(s) : Number(s)) : s.toLowerCase());
  return { from: abs(m[1]), to: abs(m[2]) };
}

// How a game of a match was won (view.last_game.kind).
const KIND_WORDS = {
  single: "wins", normal: "wins", gammon: "wins a gammon", backgammon: "wins a backgammon",
  pass: "wins: the double was passed", resign: "wins: the other side resigned",
};

function renderBoard(ctx) {
  const { view } = ctx;
  const flip = view.seat === 1;
  const viewer = flip ? 1 : 0; // whose home is drawn bottom right
  const root = svgRoot({ x: -10, y: -60, w: TRAY_X + TRAY_W + 30, h: FLOOR + FRAME + 120 }, { label: "Backgammon board", maxWidth: "760px", className: "tw-backgammon" });

  // Frame, playing surfaces, bar and trays.
  root.appendChild(svg("rect", { x: 0, y: 0, width: BOARD_R + FRAME, height: FLOOR + FRAME, rx: 14, fill: C.bg3 }));
  for (const x of [LEFT, RIGHT])
    root.appendChild(svg("rect", { x, y: TOP, width: 6 * PW, height: FLOOR - TOP, fill: C.bg2 }));
  for (const [y, h] of [[TOP, HALF], [BOTTOM, HALF]])
    root.appendChild(svg("rect", { x: TRAY_X, y, width: TRAY_W, height: h, rx: 10, fill: C.bg2, stroke: C.border, "stroke-width": 3 }));

  // The 24 triangles, in two alternating colours, with their numbers.
  const shades = [
    "color-mix(in srgb, var(--jp-brand-color1, #1976d2) 45%, var(--jp-layout-color2, #eeeeee))",
    "color-mix(in srgb, var(--jp-warn-color1, #f57c00) 40%, var(--jp-layout-color2, #eeeeee))",
  ];
  const triangles = svg("g", { class: "tw-bg-points" });
  const numbers = svg("g", { class: "tw-bg-numbers", "font-size": 30 });
  for (let p = 1; p <= 24; p++) {
    const s = pointSlot(p, flip);
    const base = s.top ? TOP : FLOOR;
    const tip = s.top ? TOP + HALF * 0.86 : FLOOR - HALF * 0.86;
    triangles.appendChild(svg("path", {
      d: `M${fmt(s.x - PW / 2 + 3)} ${base} L${fmt(s.x)} ${fmt(tip)} L${fmt(s.x + PW / 2 - 3)} ${base} Z`,
      fill: shades[s.display % 2], stroke: C.border, "stroke-width": 1.5,
    }));
    numbers.appendChild(label(s.x, s.top ? -24 : FLOOR + FRAME + 28, String(s.display)));
  }
  root.appendChild(triangles);
  root.appendChild(numbers);

  const points = view.points || [];
  const bar = view.bar || [0, 0];
  const off = view.off || [0, 0];
  const checkers = svg("g", { class: "tw-bg-checkers" });
  const topNode = new Map(); // place key ("pt:13", "bar:0", "off:1") -> last checker drawn there
  const anchor = new Map(); // place key -> [x, y] where the next checker would sit

  // Checkers on the points.
  for (let p = 1; p <= 24; p++) {
    const s = pointSlot(p, flip);
    const entry = points[p - 1];
    const count = entry ? entry[1] : 0;
    const owner = entry ? entry[0] : null;
    for (let i = 0; i < Math.min(count, MAX_DRAWN); i++) {
      const node = drawDisc(s.x, checkerY(s, i), R, ctx.color(owner));
      checkers.appendChild(node);
      topNode.set(`pt:${p}`, node);
    }
    if (count > MAX_DRAWN) {
      const st = ctx.piece(owner);
      checkers.appendChild(label(s.x, checkerY(s, MAX_DRAWN - 1), String(count), { "font-size": 40, "font-weight": 700, fill: st.ink }));
    }
    anchor.set(`pt:${p}`, [s.x, checkerY(s, Math.min(count, MAX_DRAWN - 1))]);
  }

  // The bar: each side's checkers stack from the middle outward, towards where
  // they must come back in (the opponent's home).
  root.appendChild(svg("rect", { x: BAR_X, y: 0, width: BAR_W, height: FLOOR + FRAME, fill: C.bg3 }));
  const barX = BAR_X + BAR_W / 2;
  const barY = (seat, i) => (seat === viewer ? MID_Y - R - 8 - i * 2 * R : BOTTOM + R + 8 + i * 2 * R);
  for (const seat of [0, 1]) {
    const n = bar[seat] || 0;
    for (let i = 0; i < Math.min(n, 4); i++) {
      const node = drawDisc(barX, barY(seat, i), R, ctx.color(seat));
      checkers.appendChild(node);
      topNode.set(`bar:${seat}`, node);
    }
    if (n > 4) checkers.appendChild(label(barX, barY(seat, 3), String(n), { "font-size": 40, "font-weight": 700, fill: ctx.piece(seat).ink }));
    anchor.set(`bar:${seat}`, [barX, barY(seat, Math.min(n, 3))]);
  }

  // Borne-off checkers: thin slabs in the trays (the viewer's tray at the bottom).
  const trayX = TRAY_X + TRAY_W / 2;
  const slabY = (seat, i) => (seat === viewer ? FLOOR - 20 - i * 27 : TOP + 20 + i * 27);
  for (const seat of [0, 1]) {
    const st = ctx.piece(seat);
    const n = off[seat] || 0;
    for (let i = 0; i < n; i++) {
      const node = svg("rect", {
        x: trayX - 45, y: fmt(slabY(seat, i) - 11), width: 90, height: 22, rx: 6,
        fill: st.fill, stroke: st.rim, "stroke-width": 3,
      });
      checkers.appendChild(node);
      topNode.set(`off:${seat}`, node);
    }
    anchor.set(`off:${seat}`, [trayX, slabY(seat, Math.min(n, 14))]);
    root.appendChild(label(trayX, seat === viewer ? BOTTOM - 24 : MID_Y + 24, n ? `${n} off` : "", { "font-size": 26 }));
  }
  // Last turn's moves: faint dashed arrows drawn under the checkers, so they never cover one.
  const lastLayer = svg("g", { class: "tw-bg-last-layer" });
  root.appendChild(lastLayer);
  root.appendChild(checkers);

  const last = view.last;
  const lastMoves = last ? (last.moves || []).map((m) => parseMove(m, last.seat)).filter(Boolean) : [];
  const placeOf = (end, seat) => (end === "bar" ? `bar:${seat}` : end === "off" ? `off:${seat}` : `pt:${end}`);
  if (lastMoves.length) {
    const g = svg("g", { class: "tw-bg-last", opacity: 0.6, "pointer-events": "none" });
    for (const mv of lastMoves) {
      const a = anchor.get(placeOf(mv.from, last.seat));
      const b = anchor.get(placeOf(mv.to, last.seat));
      if (a && b) g.appendChild(drawArrow(a[0], a[1], b[0], b[1], { width: 6, color: C.fg2, dash: "14 8" }));
    }
    lastLayer.appendChild(g);
  }

  // Dice: on the right half for the watcher's roll, the left half for the other side.
  const mover = (view.to_move || [])[0];
  const dice = view.dice || [];
  const sameAs = (a, b) => a && b && a.length === b.length && [...a].sort().join() === [...b].sort().join();
  if (view.opening && (!dice.length || sameAs(dice, view.opening))) {
    const cx = RIGHT + 3 * PW;
    root.appendChild(label(cx, CY - 52, "Opening roll", { "font-size": 24 }));
    view.opening.forEach((v, seat) => {
      root.appendChild(drawDie(cx - 92 + seat * 104, CY - 36, v, { size: 72, color: ctx.color(seat), title: `${ctx.name(seat)} rolled ${v}` }));
    });
  } else if (dice.length) {
    const cx = mover === viewer || mover === undefined ? RIGHT + 3 * PW : LEFT + 3 * PW;
    root.appendChild(drawDice(cx, CY, dice, { size: 76, gap: 14, color: ctx.color(mover ?? 0), used: usedDice(dice, view.dice_left || []) }));
  }

  // The doubling cube: centre when nobody owns it, on the owner's side otherwise.
  const cube = view.cube || {};
  if (cube.enabled !== false && cube.value) {
    if (cube.offered_by !== null && cube.offered_by !== undefined) {
      const cx = LEFT + 3 * PW;
      root.appendChild(drawCube(cx - 80, CY, String(cube.value * 2), { size: 68, offered: true }));
      root.appendChild(label(cx + 40, CY, `${ctx.name(cube.offered_by)} doubles to ${cube.value * 2}`, { "font-size": 28, fill: C.fg, "text-anchor": "start" }));
    } else {
      const owner = cube.owner;
      const y = owner === null || owner === undefined ? CY : owner === viewer ? FLOOR - 36 : TOP + 36;
      root.appendChild(drawCube(barX, y, String(cube.value === 1 ? 64 : cube.value), { size: 64 }));
    }
  }

  // Clickable places: points, the bar (one half per side), the trays.
  const areas = svg("g", { class: "tw-bg-areas" });
  for (let p = 1; p <= 24; p++) {
    const s = pointSlot(p, flip);
    const y = s.top ? TOP : BOTTOM;
    const area = targetArea(s.x, 0, { rect: [s.x - PW / 2, y, PW, HALF], round: 8 }, { hl: { rect: [s.x - PW / 2 + 5, y + 4, PW - 10, HALF - 8], round: 10 } });
    ctx.register(`pt:${p}`, area, { label: `point ${s.display}`, x: s.x, y: s.top ? 0 : 1 });
    areas.appendChild(area);
  }
  for (const seat of [0, 1]) {
    const mine = seat === viewer; // the viewer's bar half is on top, their tray at the bottom
    const barArea = targetArea(barX, 0, { rect: [BAR_X + 4, mine ? TOP : BOTTOM, BAR_W - 8, HALF], round: 10 });
    ctx.register(`bar:${seat}`, barArea, { label: `${ctx.name(seat)}'s checkers on the bar`, x: barX, y: mine ? 0 : 1 });
    areas.appendChild(barArea);
    const offArea = targetArea(trayX, 0, { rect: [TRAY_X, mine ? BOTTOM : TOP, TRAY_W, HALF], round: 10 });
    ctx.register(`off:${seat}`, offArea, { label: `bear off into ${ctx.name(seat)}'s tray`, x: TRAY_X + TRAY_W, y: mine ? 1 : 0 });
    areas.appendChild(offArea);
  }
  root.appendChild(areas);

  // Between games of a match: who won the last one.
  if (view.phase === "between" && view.last_game) {
    const lg = view.last_game;
    const pts = lg.points === 1 ? "1 point" : `${lg.points} points`;
    const text = `${ctx.name(lg.winner)} ${KIND_WORDS[lg.kind] || "wins"} (${pts})`;
    const w = Math.min(BOARD_R - 60, Math.max(560, text.length * 21 + 90)); // about 21 units per character at 38
    root.appendChild(svg("g", { class: "tw-bg-banner", "pointer-events": "none" }, [
      svg("rect", { x: fmt(BOARD_R / 2 - w / 2), y: CY - 48, width: fmt(w), height: 96, rx: 16, fill: C.bg, stroke: C.brand, "stroke-width": 5 }),
      label(BOARD_R / 2, CY, text, { "font-size": 38, "font-weight": 700, fill: C.fg }),
    ]));
  }

  // Slide the last checker moved from where it came from.
  if (ctx.fresh && lastMoves.length) {
    const mv = lastMoves[lastMoves.length - 1];
    const to = placeOf(mv.to, last.seat);
    const node = topNode.get(to);
    const a = anchor.get(placeOf(mv.from, last.seat));
    if (node && a && node.tagName.toLowerCase() === "g") {
      const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(node.getAttribute("transform") || "");
      if (m) ctx.animate(node, [[a[0] - Number(m[1]), a[1] - Number(m[2])], [0, 0]], { duration: 320 });
    }
  }
  return root;
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  const match = v.match || {};
  const cube = v.cube || {};
  const items = [
    { label: "Pips", value: (v.pips || [])[seat] ?? "", title: "total distance still to travel" },
    { label: "Off", value: (v.off || [])[seat] ?? 0, title: "checkers borne off" },
  ];
  if ((v.bar || [])[seat]) items.push({ label: "On the bar", value: v.bar[seat] });
  if (cube.enabled !== false && cube.owner === seat) items.push({ label: "Owns the cube", value: cube.value });
  return { score: match.length ? (match.score || [])[seat] ?? 0 : undefined, items };
}

function describeGame(ctx) {
  const m = ctx.view.match || {};
  const parts = [];
  if (m.length) {
    parts.push(`Match to ${m.length}`);
    if (m.score) parts.push(`score ${m.score.join("–")}`);
  } else parts.push("Money game");
  if (m.game) parts.push(`game ${m.game}`);
  if (m.crawford) parts.push("Crawford game: no doubling");
  const cube = ctx.view.cube || {};
  if (cube.enabled !== false && cube.value > 1) parts.push(`stakes ×${cube.value}`);
  return parts.join(" · ");
}

export default createApp({ renderBoard, describeExtras, describeGame });
