// Heat board: the circuit (spaces of two spots, corner lines with their limits,
// Legend lines, the finish line, flooded / tunnel / chevron spaces), the cars, an
// infield with the race order, laps and the Legend card, and below it the watched
// player's dashboard: gear selector, hand, play area, Engine and piles.
// Element ids: gear:1..4, hand:<card>, market:<card> (docs/views/heat.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle, pathThrough } from "../kit/index.js";

const W = 1000;
const CARD_W = 92;
const CARD_H = 128;
const ORD = ["", "1st", "2nd", "3rd", "4th", "5th", "6th"];
const HEAT_RED = "#c0392b";
const STRESS = "#d68910";

const SPONSOR = "#b8860b";
// Upgrade and sponsorship cards are described by the model in every view (view.cards).
let INFO = {};

export function cardName(card, info = INFO) {
  if (card === "heat") return "Heat";
  if (card === "stress") return "Stress";
  return (info[card] && info[card].name) || String(card);
}

/** Face data of a card: {title, value, note, band}. */
export function cardFace(card, info = INFO) {
  if (card === "heat") return { title: "Heat", value: "♨", note: "cannot be played", band: HEAT_RED };
  if (card === "stress") return { title: "Stress", value: "+", note: "flip for 1-4", band: STRESS };
  const row = info[card];
  if (row) return { title: row.name, value: String(row.speed), note: row.note || "", band: row.sponsor ? SPONSOR : C.brand };
  if (card === "0" || card === "5") return { title: "Upgrade", value: card, note: "", band: C.accent };
  return { title: "Speed", value: String(card), note: "", band: C.bg3 };
}

/** A card's symbols in words, packed into short lines (comma-separated parts, up to 15 characters a line). */
export function noteLines(note, width = 15) {
  if (!note) return [];
  const lines = [];
  for (const part of note.split(", ")) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && last.length + 2 + part.length <= width) lines[lines.length - 1] = `${last}, ${part}`;
    else lines.push(part);
  }
  return lines;
}

function drawFace(x, y, card, { w = CARD_W, h = CARD_H, dim = false } = {}) {
  const f = cardFace(card);
  const white = f.band !== C.bg3;
  const small = w < 70;        // play-area cards: a coloured band and the value only
  const k = w / CARD_W;
  const notes = noteLines(f.note);
  return svg("g", { class: "tw-card tw-heat-card", transform: `translate(${fmt(x)} ${fmt(y)})`, opacity: dim ? 0.6 : 1 }, [
    svg("title", { text: `${f.title} ${f.value} ${f.note}`.trim() }),
    svg("rect", { width: w, height: h, rx: fmt(9 * k), fill: C.bg, stroke: C.border, "stroke-width": 2.5 }),
    svg("rect", { x: 4, y: 4, width: w - 8, height: fmt(small ? 12 : 26), rx: 5, fill: f.band }),
    small ? null : label(w / 2, 18, f.title, { "font-size": f.title.length > 10 ? 11 : 14, "font-weight": 700, fill: white ? "#ffffff" : C.fg,
      ...(f.title.length > 12 ? { textLength: w - 14, lengthAdjust: "spacingAndGlyphs" } : {}) }),
    label(w / 2, h * (notes.length > 2 ? 0.46 : 0.56), f.value, { "font-size": fmt((notes.length > 2 ? 34 : 44) * Math.max(k, 0.75)), "font-weight": 800, fill: f.band === HEAT_RED ? HEAT_RED : C.fg }),
    ...(small ? [] : notes.map((line, i) => label(w / 2, h - 12 - 14 * (notes.length - 1 - i), line, { "font-size": 12.5, fill: C.fg2,
      ...(line.length > 13 ? { textLength: w - 10, lengthAdjust: "spacingAndGlyphs" } : {}) }))),
    small && INFO[card] ? label(w / 2, h - 10, cardName(card).split(" ")[0], { "font-size": 9, fill: C.fg2 }) : null,
  ]);
}

function drawBack(x, y, { w = CARD_W, h = CARD_H, color = C.brand, text = "" } = {}) {
  return svg("g", { class: "tw-card tw-card-back", transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    svg("title", { text: "a card played face down" }),
    svg("rect", { width: w, height: h, rx: 9, fill: color, stroke: C.border, "stroke-width": 2.5 }),
    svg("rect", { x: 8, y: 8, width: w - 16, height: h - 16, rx: 6, fill: "none", stroke: "#ffffff", "stroke-width": 2, opacity: 0.6 }),
    text ? label(w / 2, h / 2, text, { "font-size": 16, "font-weight": 700, fill: "#ffffff" }) : null,
  ]);
}

// ---------------------------------------------------------------- weather and road conditions
const ROAD_COLOR = "#5b6cc4";
const SECTOR_SHORT = { no_cool: "no cool", cool1: "cool +1", no_slip: "no slip", slip1: "slip +1", slip2: "slip +2", free_boost: "free boost" };
const CORNER_SHORT = { faster: "+1", slower: "−1", overheat: "+1 ♨" };

/** The badge of a road-condition token: {text, title, kind}. */
export function roadBadge(road) {
  if (road.kind === "corner") return { text: CORNER_SHORT[road.key] || road.key, title: `${road.name}: ${road.text}`, kind: "corner" };
  const short = road.effect ? SECTOR_SHORT[road.effect] || road.effect : "—";
  return { text: road.key === "weather" ? `☁ ${short}` : short, title: `${road.name}: ${road.text}`, kind: "sector" };
}

function drawRoads(view, g, geo) {
  const w = view.weather;
  if (!w) return;
  const n = geo.spaces.length;
  const middle = (i) => {
    const s = geo.spaces[((i % n) + n) % n].spots;
    return [(s[0][0] + s[1][0]) / 2, (s[0][1] + s[1][1]) / 2];
  };
  for (const road of w.roads) {
    const c = geo.corners[road.corner];
    const b = roadBadge(road);
    let x;
    let y;
    if (b.kind === "corner") {
      [x, y] = [c.label[0], c.label[1] + 30];
    } else {       // on the sector: a little after the line, as far out as the limit label
      const [mx, my] = middle(c.at);
      const [sx, sy] = middle(c.at + 2);
      [x, y] = [sx + (c.label[0] - mx), sy + (c.label[1] - my)];
    }
    const width = Math.max(34, b.text.length * 8.6 + 12);
    g.appendChild(svg("g", { class: `tw-heat-road tw-heat-road-${b.kind}`, "data-road": road.key, "data-corner": road.corner }, [
      svg("title", { text: b.title }),
      svg("rect", { x: fmt(x - width / 2), y: fmt(y - 12), width: fmt(width), height: 24, rx: b.kind === "corner" ? 12 : 4, fill: ROAD_COLOR, stroke: C.bg, "stroke-width": 2 }),
      label(x, y, b.text, { "font-size": 14, "font-weight": 700, fill: "#ffffff" }),
    ]));
  }
}

// ---------------------------------------------------------------- the track
function drawTrack(ctx, root, top) {
  const { view } = ctx;
  const tr = view.track;
  const geo = tr.geo;
  const g = svg("g", { class: "tw-heat-track", transform: `translate(0 ${top})` });
  const flooded = new Set(tr.flooded || []);
  const tunnels = new Set(tr.tunnels || []);
  const chevrons = new Map(tr.chevrons || []);
  const unit = geo.scale;

  // asphalt under the spaces
  const middle = geo.spaces.map((s) => [(s.spots[0][0] + s.spots[1][0]) / 2, (s.spots[0][1] + s.spots[1][1]) / 2]);
  g.appendChild(svg("path", { d: pathThrough(middle, true), fill: "none", stroke: C.bg3, "stroke-width": fmt(unit * 2.1), "stroke-linejoin": "round", opacity: 0.6 }));
  geo.spaces.forEach((space, i) => {
    space.polys.forEach((poly, spot) => {
      let fill = C.bg2;
      if (flooded.has(i)) fill = "color-mix(in srgb, #3b8ed0 45%, var(--jp-layout-color2, #eeeeee))";
      if (tunnels.has(i)) fill = "color-mix(in srgb, #555555 45%, var(--jp-layout-color2, #eeeeee))";
      g.appendChild(svg("path", {
        d: pathThrough(poly, true), fill, stroke: C.border, "stroke-width": 1.2,
        class: `tw-heat-spot${spot === 0 ? " tw-heat-line" : ""}`,
      }, [svg("title", { text: `space ${i}${spot === 0 ? ", race line" : ""}${flooded.has(i) ? ", flooded" : ""}${tunnels.has(i) ? ", tunnel" : ""}` })]));
    });
    if (chevrons.has(i)) {
      const [x, y] = space.spots[1];
      g.appendChild(label(x, y, chevrons.get(i) > 1 ? "»" : "›", { "font-size": fmt(unit * 0.55), fill: C.fg3, transform: `rotate(${space.angle} ${x} ${y})` }));
    }
  });
  // the race line: a thin stripe through the spots nearest it
  g.appendChild(svg("path", { d: pathThrough(geo.spaces.map((s) => s.spots[0]), true), fill: "none", stroke: C.brand, "stroke-width": 2.5, opacity: 0.45, "stroke-dasharray": "10 7" }));
  // finish line, checkered
  const [a, b] = geo.finish;
  g.appendChild(svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: "#111111", "stroke-width": 9 }));
  g.appendChild(svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: "#ffffff", "stroke-width": 9, "stroke-dasharray": "6 6" }));
  // Legend lines (dashed) and corner lines with their limit
  for (const c of geo.corners) {
    const [la, lb] = c.legend;
    g.appendChild(svg("line", { x1: la[0], y1: la[1], x2: lb[0], y2: lb[1], stroke: C.fg3, "stroke-width": 3, "stroke-dasharray": "4 5" }, [svg("title", { text: "Legend line" })]));
  }
  for (const c of geo.corners) {
    const [la, lb] = c.line;
    const kerb = c.chicane ? "#2e6fd6" : "#d63a3a";
    g.appendChild(svg("line", { x1: la[0], y1: la[1], x2: lb[0], y2: lb[1], stroke: kerb, "stroke-width": 6 }));
    g.appendChild(svg("line", { x1: la[0], y1: la[1], x2: lb[0], y2: lb[1], stroke: "#ffffff", "stroke-width": 6, "stroke-dasharray": "5 5" }));
    const [x, y] = c.label;
    const press = view.championship && (view.championship.press || []).includes(c.at);
    // a road-condition token may change the limit: show the limit that applies
    const road = view.weather ? view.weather.roads.find((r) => r.at === c.at && r.kind === "corner") : null;
    const limit = road ? road.limit : c.limit;
    g.appendChild(svg("g", { class: "tw-heat-limit" }, [
      svg("title", { text: `corner line, speed limit ${limit}${road && limit !== c.limit ? ` (${c.limit} on the board)` : ""}${c.chicane ? " (chicane)" : ""}${press ? ", press corner" : ""}` }),
      svg("circle", { cx: x, cy: y, r: 17, fill: C.bg, stroke: road && limit !== c.limit ? ROAD_COLOR : kerb, "stroke-width": 4 }),
      label(x, y, String(limit), { "font-size": 19, "font-weight": 800, fill: C.fg }),
      press ? svg("g", {}, [
        svg("circle", { cx: x + 19, cy: y - 15, r: 10, fill: SPONSOR, stroke: C.bg, "stroke-width": 2 }),
        label(x + 19, y - 15, "P", { "font-size": 12, "font-weight": 800, fill: "#ffffff" }),
      ]) : null,
    ]));
  }
  drawRoads(view, g, geo);
  // every car's last move (people, bots and Legends alike): a dashed trail in its colour from
  // where it started, under the cars, unlike the filled highlight of what can be clicked
  const n = geo.spaces.length;
  for (const [id, m] of Object.entries(view.moves || {})) {
    if (!m || !(m.to > m.from)) continue;
    const pts = [];
    for (let p = m.from; p <= m.to; p++) pts.push(middle[((p % n) + n) % n]);
    const colour = ctx.color(Number(id));
    const [sx, sy] = pts[0];
    g.appendChild(svg("g", { class: "tw-heat-trail tw-last-move", "pointer-events": "none" }, [
      svg("title", { text: `${(view.cars[Number(id)] || {}).name || "car"}: moved ${m.speed} from here` }),
      svg("path", { d: pathThrough(pts, false), fill: "none", stroke: colour, "stroke-width": fmt(unit * 0.12),
        "stroke-dasharray": `${fmt(unit * 0.28)} ${fmt(unit * 0.18)}`, "stroke-linecap": "round", opacity: 0.85 }),
      svg("circle", { cx: fmt(sx), cy: fmt(sy), r: fmt(unit * 0.2), fill: "none", stroke: colour,
        "stroke-width": fmt(unit * 0.08), "stroke-dasharray": "4 3" }),
    ]));
  }
  // cars
  const current = view.current;
  for (const car of view.cars) {
    if (car.place !== null && car.place !== undefined) continue;
    const space = geo.spaces[car.space];
    const [x, y] = space.spots[car.spot];
    const st = pieceStyle(ctx.color(car.car));
    const len = unit * 0.78;
    const wid = unit * 0.5;
    const body = svg("g", { class: `tw-heat-car${car.car === current ? " tw-heat-current" : ""}`, transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${space.angle})`, "data-car": car.car }, [
      svg("title", { text: `${car.name}: lap ${car.lap}, gear ${car.gear}` }),
      car.car === current ? svg("rect", { x: fmt(-len / 2 - 5), y: fmt(-wid / 2 - 5), width: fmt(len + 10), height: fmt(wid + 10), rx: 8, fill: "none", stroke: C.warn, "stroke-width": 4 }) : null,
      // a car from above: four wheels, a pointed nose; a person's car has a solid outline,
      // a Legend's a dashed one, so they differ by more than colour
      ...[[-0.3, -0.5], [-0.3, 0.5], [0.22, -0.5], [0.22, 0.5]].map(([fx, fy]) => svg("rect", {
        x: fmt(len * fx - len * 0.09), y: fmt(wid * fy - wid * 0.14), width: fmt(len * 0.18), height: fmt(wid * 0.28), rx: 2, fill: "#222222" })),
      svg("path", { d: `M${fmt(-len / 2)} ${fmt(-wid / 2 + 3)} Q${fmt(-len / 2)} ${fmt(-wid / 2)} ${fmt(-len / 2 + 3)} ${fmt(-wid / 2)} L${fmt(len * 0.3)} ${fmt(-wid / 2)} L${fmt(len / 2 + 4)} 0 L${fmt(len * 0.3)} ${fmt(wid / 2)} L${fmt(-len / 2 + 3)} ${fmt(wid / 2)} Q${fmt(-len / 2)} ${fmt(wid / 2)} ${fmt(-len / 2)} ${fmt(wid / 2 - 3)} Z`,
        fill: st.fill, stroke: car.legend ? st.rim : "#111111", "stroke-width": car.legend ? 2.5 : 3.5, "stroke-dasharray": car.legend ? "5 3" : null, "stroke-linejoin": "round" }),
      svg("rect", { x: fmt(len * 0.05), y: fmt(-wid * 0.3), width: fmt(len * 0.2), height: fmt(wid * 0.6), rx: 3, fill: st.rim, opacity: 0.55 }),
      label(-len * 0.18, 0, car.legend ? "L" : String(car.seat + 1), { "font-size": fmt(wid * 0.62), "font-weight": 800, fill: st.ink, transform: `rotate(${-space.angle} ${fmt(-len * 0.18)} 0)` }),
    ]);
    g.appendChild(body);
  }
  root.appendChild(g);
  return geo.height;
}

// ---------------------------------------------------------------- infield
/** Where the infield block (``h`` high, its title centred on x) fits best: the place in the track box
 *  that covers the fewest spaces and corner signs, nearest the middle on a tie: {x, y, free}. */
const SPOTS = new WeakMap();     // geo -> {h: [cx, cy]}: the search runs once per track and block height

export function infieldSpot(geo, h, { left = 200, right = 260 } = {}) {
  const known = SPOTS.get(geo) || {};
  SPOTS.set(geo, known);
  if (known[h]) return known[h];
  known[h] = searchSpot(geo, h, left, right);
  return known[h];
}

/** What the Legend card gives each Legend on the track: its own number and its own diamond slot. */
export function legendChips(view) {
  const lc = view.legend_card;
  if (!lc) return [];
  return view.cars.filter((c) => c.legend).map((car) => ({
    car: car.car, number: lc.speeds[car.car], slot: lc.slots[car.car],
    tip: `${car.name}: number ${lc.speeds[car.car]}, diamond slot ${lc.slots[car.car]}`,
  }));
}

/** The infield block's height for this view (title, event, weather, rows, Legend card). */
function infieldHeight(view) {
  const rows = view.cars.length;
  return 30 + rows * 24 + (view.championship ? 50 : 0) + (view.weather && view.weather.tile ? 34 : 0) +
    (view.legend_card ? 45 : 0);
}

function searchSpot(geo, h, left, right) {
  const points = geo.spaces.flatMap((s) => s.spots).concat(geo.corners.map((c) => c.label));
  let best = null;
  for (let cy = h / 2; cy <= geo.height - h / 2 + 0.1; cy += 10) {
    for (let cx = left; cx <= geo.width - right + 0.1; cx += 10) {
      let hits = 0;
      for (const [x, y] of points)
        if (x > cx - left - 20 && x < cx + right + 20 && y > cy - h / 2 - 20 && y < cy + h / 2 + 20) hits += 1;
      const off = Math.hypot(cx - geo.width / 2, cy - geo.height / 2);
      if (!best || hits < best.hits || (hits === best.hits && off < best.off)) best = { cx, cy, hits, off };
    }
  }
  return { x: best.cx, y: best.cy, free: best.hits === 0 };
}

function drawInfield(ctx, root, top, [cx, cy]) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-heat-infield" });
  const racing = view.cars.filter((c) => c.place === null || c.place === undefined)
    .sort((a, b) => b.pos - a.pos || a.spot - b.spot);
  const finished = view.cars.filter((c) => c.place).sort((a, b) => a.place - b.place);
  const champ = view.championship;
  const weather = view.weather && view.weather.tile ? view.weather : null;
  const blockH = infieldHeight(view);
  const rowsTop = top + cy - blockH / 2 + 10;
  let y = rowsTop;
  g.appendChild(label(cx, y, `${view.track.name} · round ${view.round} · ${view.track.laps} lap${view.track.laps > 1 ? "s" : ""}`, { "font-size": 20, "font-weight": 700, fill: C.fg }));
  y += 30;
  if (champ) {
    g.appendChild(label(cx, y, `Race ${champ.race} of ${champ.races} · event: ${champ.event.name}`, { "font-size": 16, "font-weight": 700, fill: SPONSOR }));
    y += 22;
    g.appendChild(label(cx, y, champ.event.text, { "font-size": 14, fill: C.fg2 }));
    y += 28;
  }
  if (weather) {
    g.appendChild(svg("g", { class: "tw-heat-weather", "data-weather": weather.tile }, [
      svg("title", { text: `Weather: ${weather.name}. ${weather.text}` }),
      svg("rect", { x: cx - 170, y: y - 13, width: 340, height: 26, rx: 6, fill: ROAD_COLOR }),
      label(cx, y, `Weather: ${weather.name} · ☁ sectors: ${SECTOR_SHORT[weather.sector] || ""}`, { "font-size": 15, "font-weight": 700, fill: "#ffffff" }),
    ]));
    y += 34;
  }
  const row = (car, text) => {
    const st = pieceStyle(ctx.color(car.car));
    g.appendChild(svg("rect", { x: cx - 150, y: y - 9, width: 18, height: 18, rx: 4, fill: st.fill, stroke: st.rim, "stroke-width": 2 }));
    // hidden commitments: a face-down card for a finished plan, one per card once the gears are shown
    const p = car.seat !== null && car.seat !== undefined ? view.players[car.seat] : null;
    const backs = p ? (p.ready ? 1 : p.face_down || 0) : 0;
    for (let k = 0; k < backs; k++)
      g.appendChild(svg("rect", { x: cx - 176 - k * 9, y: y - 9, width: 12, height: 18, rx: 2, fill: C.brand, stroke: C.bg, "stroke-width": 1.5 }, [
        svg("title", { text: p.ready ? "gear and cards chosen, face down" : "cards face down, not revealed yet" })]));
    g.appendChild(svg("text", { x: cx - 124, y, "dominant-baseline": "central", "font-size": 16, fill: C.fg, text }));
    y += 24;
  };
  const pts = (car) => (champ ? ` · ${champ.points[car.car]} pts` : "");
  for (const car of finished) row(car, `${ORD[car.place]}  ${car.name} — finished${pts(car)}`);
  racing.forEach((car, i) => {
    const moved = view.moves && view.moves[String(car.car)];
    const extra = moved ? ` · speed ${moved.speed}${moved.spun ? " · spun" : ""}` : "";
    row(car, `${finished.length + i + 1}. ${car.name} · lap ${car.lap}/${view.track.laps} · gear ${car.gear}${extra}${pts(car)}`);
  });
  if (view.legend_card) {
    const lc = view.legend_card;
    y += 8;
    g.appendChild(label(cx, y, `Legend card ${lc.key} · number and diamond slot`, { "font-size": 15, fill: C.fg2 }));
    y += 22;
    // each Legend colour has its own straight-line number (the helmet) and diamond slot (0-3)
    const chips = legendChips(view);
    chips.forEach(({ car, number, slot, tip }, i) => {
      const x = cx - (chips.length - 1) * 32 + i * 64 - 10;
      const st = pieceStyle(ctx.color(car));
      g.appendChild(svg("circle", { cx: x, cy: y, r: 15, fill: st.fill, stroke: st.rim, "stroke-width": 2 }, [svg("title", { text: tip })]));
      g.appendChild(label(x, y, String(number), { "font-size": 14, "font-weight": 700, fill: st.ink }));
      const dx = x + 26;
      g.appendChild(svg("path", { d: `M ${dx} ${y - 12} L ${dx + 11} ${y} L ${dx} ${y + 12} L ${dx - 11} ${y} Z`, fill: C.bg, stroke: st.fill, "stroke-width": 2 }, [svg("title", { text: tip })]));
      g.appendChild(label(dx, y, String(slot), { "font-size": 12, "font-weight": 700, fill: C.fg }));
    });
  }
  root.appendChild(g);
}

// ---------------------------------------------------------------- the dashboard
function drawDashboard(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-heat-dash" });
  const seat = view.seat;
  let y = top;
  if (view.draft) {
    g.appendChild(label(W / 2, y + 14, `Garage draft, round ${view.draft.round} of 3: ${ctx.name(view.draft.picker)} picks`, { "font-size": 20, "font-weight": 700, fill: C.fg }));
    y += 36;
    const market = view.draft.market;
    const x0 = W / 2 - (market.length * (CARD_W + 10) - 10) / 2;
    market.forEach((card, i) => {
      const x = x0 + i * (CARD_W + 10);
      const node = drawFace(x, y, card);
      const area = targetArea(0, 0, { rect: [x - 4, y - 4, CARD_W + 8, CARD_H + 8], round: 12 });
      ctx.register(`market:${card}`, area, { label: `upgrade ${cardName(card)}`, x, y });
      g.append(node, area);
    });
    y += CARD_H + 20;
    root.appendChild(g);
    return y - top;
  }
  if (seat === null || seat === undefined || !view.players[seat]) {
    g.appendChild(label(W / 2, y + 20, "Watching the race: hands stay hidden.", { "font-size": 18, fill: C.fg2 }));
    root.appendChild(g);
    return 50;
  }
  const me = view.players[seat];
  const car = view.cars[seat];
  const plan = view.plan;
  const hand = view.hand || [];
  // gear selector
  g.appendChild(label(70, y + 12, "Gear", { "font-size": 18, "font-weight": 700, fill: C.fg }));
  const cool = { 1: "cool 3", 2: "cool 1", 3: "", 4: "" };
  for (let k = 1; k <= 4; k++) {
    const x = 16 + (k - 1) * 56;
    const chosen = plan && plan.gear === k;
    const isCurrent = car.gear === k && !(plan && plan.gear);
    const box = svg("g", {}, [
      svg("rect", { x, y: y + 30, width: 52, height: 56, rx: 8, fill: chosen || isCurrent ? C.brand : C.bg2, stroke: C.border, "stroke-width": 2 }),
      label(x + 26, y + 52, String(k), { "font-size": 24, "font-weight": 800, fill: chosen || isCurrent ? "#ffffff" : C.fg }),
      label(x + 26, y + 76, cool[k], { "font-size": 13, fill: chosen || isCurrent ? "#ffffff" : C.fg2 }),
    ]);
    const area = targetArea(0, 0, { rect: [x - 2, y + 27, 56, 62], round: 10 });
    ctx.register(`gear:${k}`, area, { label: `gear ${k}`, x, y: y + 50 });
    g.append(box, area);
  }
  // piles and the Engine
  const stats = [
    ["Engine", `♨ ${me.engine}`], ["Deck", String(me.deck_count)], ["Discard", String(me.discard_count)],
  ];
  const stressHeld = hand.filter((c) => c === "stress").length;
  const heatHeld = hand.filter((c) => c === "heat").length;
  // short lines from the left edge: a narrow cell enlarges this text, and the hand starts at x = 240
  const side = { "font-size": 12, fill: C.fg2, "text-anchor": "start" };
  g.appendChild(label(12, y + 174, `Hand: ${heatHeld} Heat, ${stressHeld} Stress`, side));
  g.appendChild(label(12, y + 190, `Stress in the box: ${view.stress_supply}`, side));
  stats.forEach(([name, value], i) => {
    const x = 30 + i * 66;
    g.appendChild(label(x + 20, y + 108, name, { "font-size": 13, fill: C.fg2 }));
    g.appendChild(label(x + 20, y + 130, value, { "font-size": 20, "font-weight": 700, fill: name === "Engine" ? HEAT_RED : C.fg }));
  });
  if (me.discard_top) g.appendChild(label(12, y + 156, `last discard: ${cardName(me.discard_top)}`, { ...side, "font-size": 13 }));
  // the hand
  const hx = 240;
  g.appendChild(svg("text", { x: hx, y: y + 12, "dominant-baseline": "central", "font-size": 18, "font-weight": 700, fill: C.fg, text: `Hand (${hand.length})` }));
  const step = Math.min(CARD_W + 8, (W - hx - 20 - CARD_W) / Math.max(1, hand.length - 1));
  hand.forEach((card, i) => {
    const x = hx + i * step;
    const node = drawFace(x, y + 30, card);
    const area = targetArea(0, 0, { rect: [x - 3, y + 27, CARD_W + 6, CARD_H + 6], round: 11 });
    ctx.register(`hand:${card}`, area, { label: `${cardName(card)} in hand`, x, y: y + 90 });
    g.append(node, area);
  });
  y += CARD_H + 60;
  // the play area: own face-down plan, or the revealed cards
  const played = plan && plan.cards && plan.cards.length ? plan.cards : me.play;
  const hidden = plan && plan.cards && plan.cards.length && !me.play.length;
  const title = hidden ? "Played face down (only you see them)" : played.length ? "Play area" : "Play area (empty)";
  g.appendChild(svg("text", { x: hx, y, "dominant-baseline": "central", "font-size": 16, "font-weight": 700, fill: C.fg, text: title }));
  played.forEach((card, i) => g.appendChild(drawFace(hx + i * 62, y + 18, card, { w: 56, h: 78, dim: hidden })));
  const t = view.turn;
  if (t && t.seat === seat) {
    const bits = [`speed ${t.speed}`];
    if (t.cool) bits.push(`cooldown left ${t.cool}`);
    if (t.adrenaline) bits.push(t.adr_used ? "adrenaline used" : "adrenaline");
    if (t.boost) bits.push("boosted");
    if (t.heat_paid) bits.push(`${t.heat_paid} Heat paid`);
    g.appendChild(svg("text", { x: hx + Math.max(1, played.length) * 62 + 20, y: y + 56, "dominant-baseline": "central", "font-size": 16, fill: C.fg, text: bits.join(" · ") }));
  }
  if (view.pile) {
    g.appendChild(svg("text", { x: 20, y: y + 120, "font-size": 14, fill: C.fg2, text: `Your discard pile: ${view.pile.map((c) => cardName(c)).join(", ")}` }));
  }
  y += 120;
  root.appendChild(g);
  return y - top;
}

function renderBoard(ctx) {
  const { view } = ctx;
  INFO = view.cards || {};
  const geoH = view.track.geo.height;
  const root = svgRoot({ x: 0, y: 0, w: W, h: geoH + 380 }, { label: `${view.track.name} circuit`, maxWidth: "820px", className: "tw-heat" });
  root.appendChild(svg("rect", { x: 0, y: 0, width: W, height: geoH, rx: 18, fill: "color-mix(in srgb, #3f9b4f 22%, var(--jp-layout-color1, #ffffff))" }));
  drawTrack(ctx, root, 0);
  // the standings go where they cover the least track; where some is covered, on a veil the cars
  // and their trails stay above
  const blockH = infieldHeight(view);
  const spot = infieldSpot(view.track.geo, blockH);
  if (!spot.free) {
    root.appendChild(svg("rect", { class: "tw-heat-veil", x: fmt(spot.x - 190), y: fmt(spot.y - blockH / 2 - 6),
      width: 480, height: fmt(blockH + 12), rx: 12, fill: C.bg, opacity: 0.86, "pointer-events": "none" }));
  }
  drawInfield(ctx, root, 0, [spot.x, spot.y]);
  if (!spot.free) for (const el of root.querySelectorAll(".tw-heat-limit, .tw-heat-road, .tw-heat-trail, .tw-heat-car")) root.appendChild(el);
  const used = drawDashboard(ctx, root, geoH + 20);
  root.setAttribute("viewBox", `0 0 ${W} ${fmt(geoH + 30 + used)}`);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const car = ctx.view.cars[seat];
  const champ = ctx.view.championship;
  const items = [
    champ ? { label: "Points", value: champ.points[seat] } : null,
    { label: "Gear", value: car.gear },
    { label: "Lap", value: car.place ? `done (${ORD[car.place]})` : `${car.lap}/${ctx.view.track.laps}` },
    { label: "Engine", value: p.engine, title: "Heat cards left in the Engine" },
    { label: "Hand", value: p.hand_count },
    { label: "Deck", value: p.deck_count },
    { label: "Discard", value: p.discard_top ? `${p.discard_count} (top ${cardName(p.discard_top)})` : p.discard_count },
  ];
  if (p.ready) items.push({ label: "Plan", value: "ready", title: "gear and cards chosen, face down" });
  if (p.face_down) items.push({ label: "Face down", value: p.face_down });
  if (p.play && p.play.length) items.push({ label: "Played", value: p.play.map((c) => cardName(c)).join(" ") });
  return { items: items.filter(Boolean) };
}

function describeGame(ctx) {
  const v = ctx.view;
  const champ = v.championship ? `race ${v.championship.race} of ${v.championship.races}, ` : "";
  return `${v.track.name}, ${champ}round ${v.round}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
