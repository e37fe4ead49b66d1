// Downforce board: the watching seat's speed cards (with the line that moves each car), the auction or the
// bet as sealed choices, the owners and powers, and the track drawn from its lane graph (yellow lines,
// finish, cracks, ramps with their speed, rumble strips, animals), the six cars and each car's last move.
// Element ids: card:<id>, space:<id>, car:<colour>, bet:<colour>, power:<name> (docs/views/downforce.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pathThrough } from "../kit/index.js";

export const HEX = { black: "#2b2b2b", blue: "#2e86c1", green: "#27ae60", yellow: "#e8c31a", orange: "#e67e22", red: "#d64541" };
const INK = { black: "#ffffff", blue: "#ffffff", green: "#ffffff", yellow: "#222222", orange: "#222222", red: "#ffffff" };
const COLOURS = ["black", "blue", "green", "yellow", "orange", "red"];
const W = 1000;
const TOP = 196;
const TRACK_H = 640;
const ANIMAL = { antelope: "A", elephant: "E", python: "P" };

let GEO = null;
/** Parse the compact track once per track. */
export function geometry(t) {
  if (GEO && GEO.key === t.key) return GEO;
  const spaces = t.spaces.split("|").map((row) => {
    const [x, y, ang, r, lane, code] = row.split(" ");
    const c = code || "";
    return { x: Number(x), y: Number(y), ang: Number(ang), row: Number(r), lane: Number(lane),
      crack: c.includes("C"), ramp: c.includes("R"), rect: c.includes("r"), rumble: c.includes("s") };
  });
  const links = t.links ? t.links.split("|").map((l) => l.split(" ").map(Number)) : [];
  GEO = { ...t, spaces, links };
  return GEO;
}

function cardLines(ctx, id) {
  return (ctx.view.cards || {})[String(id)] || [];
}

function drawCardFace(ctx, g, x, y, id, { w = 92, h = 150, dim = false } = {}) {
  const lines = cardLines(ctx, id);
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 9, fill: C.bg, stroke: C.border2, "stroke-width": 2, opacity: dim ? 0.55 : 1 }));
  g.appendChild(label(x + w / 2, y + 13, `#${id}`, { "font-size": 12, fill: C.fg2 }));
  const lh = Math.min(21, (h - 26) / Math.max(1, lines.length));
  lines.forEach(([c, v], i) => {
    const yy = y + 24 + i * lh;
    const fill = c === "wild" ? "url(#tw-df-wild)" : HEX[c];
    g.appendChild(svg("rect", { x: x + 6, y: yy, width: w - 12, height: lh - 3, rx: 4, fill, stroke: C.border, "stroke-width": 1 }));
    g.appendChild(label(x + 22, yy + (lh - 3) / 2, c === "wild" ? "W" : c === "black" ? "K" : c[0].toUpperCase(), { "font-size": 12, "font-weight": 800, fill: c === "wild" ? "#222222" : INK[c] }));
    g.appendChild(label(x + w - 22, yy + (lh - 3) / 2, String(v), { "font-size": 14, "font-weight": 800, fill: c === "wild" ? "#222222" : INK[c] }));
  });
}

function drawHand(ctx, root) {
  const { view } = ctx;
  const seat = ctx.watching;
  const hand = seat !== null && seat !== undefined && Array.isArray(view.hands[seat]) ? view.hands[seat] : null;
  const g = svg("g", { class: "tw-df-hand" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: W, height: TOP - 10, rx: 12, fill: C.bg2, stroke: C.border }));
  let heading = "Your speed cards";
  if (view.phase === "auction" && view.auction) heading = `Auction: the ${view.auction.colour} car — bid a card (its ${view.auction.colour} line counts)`;
  else if (view.phase === "bet") heading = `Yellow line ${view.bet_line + 1}: bet secretly on the winner`;
  else if (view.phase === "over") heading = "The race is over";
  g.appendChild(svg("text", { x: 14, y: 22, "font-size": 15, "font-weight": 700, fill: C.fg, text: heading }));
  if (!hand) {
    g.appendChild(svg("text", { x: 14, y: 60, "font-size": 14, fill: C.fg2, text: "Spectator: the hands are hidden." }));
  } else {
    const n = hand.length;
    const w = Math.min(92, (W - 28 - (n - 1) * 6) / Math.max(1, n));
    hand.forEach((id, i) => {
      const x = 14 + i * (w + 6);
      const mine = view.auction && view.auction.my_bid === id;
      drawCardFace(ctx, g, x, 32, id, { w, h: 150 });
      if (mine) g.appendChild(svg("rect", { x: x - 3, y: 29, width: w + 6, height: 156, rx: 11, fill: "none", stroke: C.brand, "stroke-width": 4 }));
      const area = targetArea(0, 0, { rect: [x, 32, w, 150], round: 9 });
      const lines = cardLines(ctx, id).map(([c, v]) => `${c} ${v}`).join(", ");
      ctx.register(`card:${id}`, area, { label: `card ${id}: ${lines}`, x: x + w / 2, y: 100 });
      g.appendChild(area);
    });
  }
  root.appendChild(g);
}

function drawTrack(ctx, root, geo) {
  const { view } = ctx;
  const [x0, y0, x1, y1] = geo.box;
  const k = Math.min(W / (x1 - x0), TRACK_H / (y1 - y0));
  const g = svg("g", { class: "tw-df-track", transform: `translate(0 ${TOP}) scale(${fmt(k)}) translate(${fmt(-x0)} ${fmt(-y0)})` });
  root.appendChild(svg("rect", { x: 0, y: TOP, width: W, height: TRACK_H, rx: 14, fill: "color-mix(in srgb, #3f9b4f 18%, var(--jp-layout-color1, #ffffff))" }));
  const lineRows = new Set(geo.lines.map((l) => geo.spaces[l[0]].row));
  // spaces
  geo.spaces.forEach((s, id) => {
    const kids = [];
    const fill = s.crack ? "#6e5a4a" : s.ramp ? "#f0a040" : s.rect ? C.bg : C.bg2;
    kids.push(svg("rect", { x: -19, y: -13, width: 38, height: 26, rx: 3, fill, stroke: C.border2, "stroke-width": 1.5 }));
    if (s.crack) kids.push(svg("path", { d: "M-12 -8 L-3 0 L-9 4 L6 9 M2 -10 L5 -2 L13 0", stroke: "#f4e4c0", "stroke-width": 2, fill: "none" }, [svg("title", { text: "cracks: pass through, never stop" })]));
    if (s.rumble) kids.push(svg("rect", { x: -19, y: 11, width: 38, height: 5, fill: "#d64541", stroke: "#ffffff", "stroke-width": 1, "stroke-dasharray": "6 6" }, [svg("title", { text: "rumble strip" })]));
    if (lineRows.has(s.row)) kids.push(svg("rect", { x: -21, y: -15, width: 5, height: 30, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 1 }, [svg("title", { text: "yellow betting line" })]));
    g.appendChild(svg("g", { transform: `translate(${fmt(s.x)} ${fmt(s.y)}) rotate(${fmt(s.ang)})` }, kids));
  });
  for (const [a, [speed, land]] of Object.entries(geo.ramps || {})) {
    const p = geo.spaces[Number(a)];
    const q = geo.spaces[land];
    g.appendChild(svg("path", { d: `M${fmt(p.x)} ${fmt(p.y)} Q${fmt((p.x + q.x) / 2 + 20)} ${fmt((p.y + q.y) / 2 - 30)} ${fmt(q.x)} ${fmt(q.y)}`, fill: "none", stroke: "#e67e22", "stroke-width": 3, "stroke-dasharray": "6 4" }, [svg("title", { text: `ramp: speed ${speed} or more` })]));
    g.appendChild(label(p.x, p.y, String(speed), { "font-size": 16, "font-weight": 800, fill: "#222222" }));
  }
  const [fx, fy] = geo.finish_at;
  g.appendChild(svg("g", { class: "tw-df-finish" }, [svg("title", { text: "finish line" }),
    svg("rect", { x: fx - 22, y: fy - 22, width: 44, height: 44, rx: 6, fill: "#ffffff", stroke: "#111111", "stroke-width": 2 }),
    svg("rect", { x: fx - 22, y: fy - 22, width: 22, height: 22, fill: "#111111" }), svg("rect", { x: fx, y: fy, width: 22, height: 22, fill: "#111111" })]));
  // animals
  for (const [name, at] of Object.entries(view.animals || {})) {
    if (at === null || at === undefined) continue;
    const s = geo.spaces[at];
    g.appendChild(svg("g", { class: "tw-df-animal" }, [svg("title", { text: `${name}: blocks this space` }),
      svg("circle", { cx: s.x, cy: s.y, r: 15, fill: "#a0522d", stroke: "#3e2000", "stroke-width": 2 }),
      label(s.x, s.y, ANIMAL[name] || "?", { "font-size": 15, "font-weight": 800, fill: "#ffffff" })]));
  }
  // last moves
  const pt = (id) => (id === geo.finish ? geo.finish_at : [geo.spaces[id].x, geo.spaces[id].y]);
  for (const [colour, path] of Object.entries(view.last || {})) {
    if (!path || path.length < 2) continue;
    g.appendChild(svg("path", { class: "tw-df-last", d: pathThrough(path.map(pt)), fill: "none", stroke: HEX[colour], "stroke-width": 4, "stroke-dasharray": "7 5", opacity: 0.85 }, [svg("title", { text: `${colour}'s last move` })]));
  }
  const preview = svg("path", { class: "tw-df-preview", d: "", fill: "none", stroke: C.brand, "stroke-width": 6, "stroke-linecap": "round", opacity: 0.8 });
  g.appendChild(preview);
  // cars
  for (const car of view.cars) {
    if (car.space === null || car.space === undefined) continue;
    const s = geo.spaces[car.space];
    const owner = car.owner !== null && car.owner !== undefined ? ctx.name(car.owner) : "no owner";
    const kids = [svg("title", { text: `${car.colour} car (${owner})` }),
      svg("rect", { x: -16, y: -10, width: 32, height: 20, rx: 8, fill: HEX[car.colour], stroke: car.owner !== null && car.owner !== undefined ? ctx.color(car.owner) : "#888888", "stroke-width": 3.5 })];
    const node = svg("g", { class: "tw-df-car", "data-car": car.colour, transform: `translate(${fmt(s.x)} ${fmt(s.y)}) rotate(${fmt(s.ang)})` }, kids);
    g.appendChild(node);
    const area = targetArea(s.x, s.y, { circle: 17 });
    ctx.register(`car:${car.colour}`, area, { label: `the ${car.colour} car`, x: s.x, y: s.y });
    g.appendChild(area);
  }
  // move targets
  const opts = view.prompt && !Array.isArray(view.prompt.options) ? view.prompt.options : {};
  for (const [id, path] of Object.entries(opts)) {
    const [x, y] = pt(Number(id));
    const area = targetArea(x, y, { circle: 17 });
    ctx.register(`space:${id}`, area, { label: Number(id) === geo.finish ? "across the finish line" : `space ${id}`, x, y });
    const show = () => preview.setAttribute("d", pathThrough(path.map(pt)));
    area.addEventListener("mouseenter", show);
    area.addEventListener("focus", show);
    g.appendChild(area);
  }
  root.appendChild(g);
}

function drawInfo(ctx, root, y) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-df-info" });
  g.appendChild(svg("rect", { x: 0, y, width: W, height: 118, rx: 12, fill: C.bg2, stroke: C.border }));
  // the six cars: owner, power, place; in the bet phase they are the bet buttons
  COLOURS.forEach((c, i) => {
    const car = view.cars.find((x) => x.colour === c);
    const x = 12 + i * 164;
    const owner = car.owner !== null && car.owner !== undefined ? ctx.name(car.owner) : "no owner";
    const place = view.standings.indexOf(c) + 1;
    g.appendChild(svg("rect", { x, y: y + 10, width: 154, height: 60, rx: 8, fill: HEX[c], stroke: car.owner !== null && car.owner !== undefined ? ctx.color(car.owner) : C.border, "stroke-width": 4 }));
    g.appendChild(svg("text", { x: x + 8, y: y + 30, "font-size": 14, "font-weight": 700, fill: INK[c], text: `${place}. ${c}` }));
    g.appendChild(svg("text", { x: x + 8, y: y + 50, "font-size": 12, fill: INK[c], text: owner.length > 20 ? owner.slice(0, 19) + "…" : owner }));
    if (car.power) g.appendChild(svg("text", { x: x + 8, y: y + 65, "font-size": 11, fill: INK[c], text: car.power }));
    if (view.phase === "bet") {
      const area = targetArea(0, 0, { rect: [x, y + 10, 154, 60], round: 8 });
      ctx.register(`bet:${c}`, area, { label: `bet on ${c}`, x: x + 77, y: y + 40 });
      g.appendChild(area);
    }
  });
  // powers to keep
  const won = ctx.watching !== null && ctx.watching !== undefined ? (view.won_powers || [])[ctx.watching] || [] : [];
  if (view.phase === "keep" && won.length > 1) {
    won.forEach((p, i) => {
      const x = 12 + i * 170;
      g.appendChild(svg("rect", { x, y: y + 76, width: 160, height: 32, rx: 8, fill: C.bg, stroke: C.brand, "stroke-width": 2 }));
      g.appendChild(label(x + 80, y + 92, `keep ${p}`, { "font-size": 13, "font-weight": 700, fill: C.fg }));
      const area = targetArea(0, 0, { rect: [x, y + 76, 160, 32], round: 8 });
      ctx.register(`power:${p}`, area, { label: `keep the ${p} power: ${(view.power_text || {})[p] || ""}`, x: x + 80, y: y + 92 });
      g.appendChild(area);
    });
  } else {
    const la = view.last_auction;
    const words = view.phase === "over" && view.money
      ? `Money: ${view.money.map((m, s) => `${ctx.name(s)} $${m}M`).join(" · ")}`
      : la ? `Last auction (${la.colour}): ${la.bids.map((b) => `${ctx.name(b.seat)} ${b.value}`).join(", ")}${la.winner !== null ? ` → ${ctx.name(la.winner)}` : " → set aside"}` : "Payouts 12 / 9 / 6 / 4 / 2 · bets 9-6-3, 6-4-2, 3-2-1";
    g.appendChild(svg("text", { x: 14, y: y + 96, "font-size": 13, fill: C.fg, text: words.length > 140 ? words.slice(0, 139) + "…" : words }));
  }
  root.appendChild(g);
}

function renderBoard(ctx) {
  const geo = geometry(ctx.view.track);
  const H = TOP + TRACK_H + 12 + 118;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: `Downforce: ${geo.name}`, maxWidth: "980px", className: "tw-df" });
  root.appendChild(svg("defs", {}, [svg("linearGradient", { id: "tw-df-wild", x1: 0, x2: 1 },
    COLOURS.map((c, i) => svg("stop", { offset: `${(i / 5) * 100}%`, "stop-color": HEX[c] })))]));
  drawHand(ctx, root);
  drawTrack(ctx, root, geo);
  drawInfo(ctx, root, TOP + TRACK_H + 12);
  return root;
}

function describeExtras(ctx, seat) {
  const v = ctx.view;
  const cars = v.cars.filter((c) => c.owner === seat).map((c) => c.colour);
  const hand = v.hands[seat];
  const bets = v.bets[seat];
  const items = [
    { label: "Cars", value: cars.length ? cars.join(", ") : "—" },
    { label: "Cards", value: Array.isArray(hand) ? hand.length : hand },
    { label: "Bids", value: `−$${v.paid[seat]}M` },
    { label: "Bets", value: Array.isArray(bets) ? (bets.map((b) => b[0]).join(", ") || "—") : `${bets} secret` },
  ];
  if (v.powers[seat]) items.push({ label: "Power", value: v.powers[seat], title: (v.power_text || {})[v.powers[seat]] });
  return { items, score: v.money ? `$${v.money[seat]}M` : undefined };
}

function describeGame(ctx) {
  const v = ctx.view;
  const bet = { standard: "standard bets", odds: "odds betting", odds_winner: "odds on the winner" }[v.options.betting];
  return `${v.track.name}, ${bet}${v.options.powers ? ", powers" : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
