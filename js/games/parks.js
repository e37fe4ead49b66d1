// Parks board: the trail (trailhead, eight site tiles with the Parks site in the middle, Trail's End
// with its three areas; weather tokens, the Shutterbug and every hiker), the park display, the gear
// market and the canteen display with their decks, the season tile, and one board per player
// (backpack, canteen rows, gear, reserved and visited parks, photos, campfire, badge, passion).
// Element ids (docs/views/parks.md): hiker-<seat>-<a|b>, spot-<0-10>, end-<parks|photo|gear>,
// park-<id>, reserve-<id>, park-deck, gear-<id>, gear-deck, canteen-<id>, canteen-stack,
// slot-<seat>-<row><a|b>, row-<seat>-<row>.
import { createApp, svg, svgRoot, label, fmt, C, targetArea, pieceStyle } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1000;
export const RES_COLOR = { sun: "#f1c40f", water: "#3498db", forest: "#2e8b45", mountain: "#8a8f96", wildlife: "#9a6a3f" };
const RES_SHORT = { sun: "S", water: "W", forest: "F", mountain: "M", wildlife: "X" };
const SITE = { trailhead: "Trailhead", end: "Trail's End", sun: "2 Sun", water: "2 Water", forest: "Forest",
  mountain: "Mountain", die: "Trail die", gear: "Gear", canteen: "Canteen", wildlife: "Wildlife", parks: "Parks" };
const SITE2 = { canteen: "or a photo", wildlife: "trade 1 for 1", die: "roll it", gear: "buy 1", parks: "visit / reserve" };
const SITE_FILL = { sun: "#f7dc6f", water: "#85c1e9", forest: "#82c596", mountain: "#bfc5cc", die: "#f0b27a",
  gear: "#c39bd3", canteen: "#a3e4d7", wildlife: "#d7b899", parks: "#7dcea0", trailhead: "#d5d8dc", end: "#d5d8dc" };
const CANTEEN = { "2sun": "2 sun", forest: "forest", mountain: "mountain", wildlife: "→ wildlife", photo: "photo", parks: "parks" };
const EFFECT = { mountain: "+mountain", forest: "+forest", wildlife: "+wildlife", "2sun": "+2 sun", "2water": "+2 water",
  campfire: "light fire", "2sun+campfire": "+2 sun, fire", reserve: "reserve", canteen: "+canteen", photo: "photo", die: "roll die" };
const TRIGGER = { reserve: "on reserve", wildlife: "on wildlife trade", photo: "on photo", die: "on die roll", encounter: "on any die" };
const INSTANT = { wildlife: "+wildlife", canteen: "+canteen", shutterbug: "Shutterbug", die: "roll die" };
const RES = ["sun", "water", "forest", "mountain", "wildlife"];

export function gearWords(g) {
  const when = g.trigger.startsWith("site:") ? `at ${SITE[g.trigger.slice(5)]}` : TRIGGER[g.trigger] || g.trigger;
  return `${EFFECT[g.effect] || g.effect} ${when}`;
}

function token(x, y, res, n, r = 11) {
  const kids = [svg("circle", { cx: fmt(x), cy: fmt(y), r, fill: RES_COLOR[res], stroke: "#333333", "stroke-width": 1.2 })];
  kids.push(label(x, y, n === undefined ? RES_SHORT[res] : String(n), { "font-size": 12, "font-weight": 800, fill: "#111111" }));
  return svg("g", {}, [svg("title", { text: n === undefined ? res : `${n} ${res}` }), ...kids]);
}

function costRow(g, x, y, cost) {
  let cx = x;
  cost.forEach((n, i) => {
    if (!n) return;
    g.appendChild(token(cx, y, RES[i], n, 10));
    cx += 23;
  });
}

// ---------------------------------------------------------------- trail
// A narrow cell folds the trail in two rows: sites 0-5, then 6-10 with Trail's End's areas beside them.
const STEP = W / 11;
const FOLD = 6;
const trailSize = (narrow) => (narrow ? { w: FOLD * STEP, h: 196 + 18 + 140 } : { w: W, h: 196 });

function drawTrail(ctx, root, narrow = false) {
  const { view } = ctx;
  const step = STEP;
  const head = narrow ? 18 : 0;            // the season bonus goes on a line of its own
  const size = trailSize(narrow);
  const g = svg("g", { class: "tw-pk-trail" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: size.w, height: size.h, rx: 12, fill: "color-mix(in srgb, #3f9b4f 16%, var(--jp-layout-color1, #ffffff))" }));
  g.appendChild(svg("text", { x: 10, y: 21, "font-size": 14, "font-weight": 700, fill: C.fg, text: `${view.season_name} · season ${view.season + 1} of 3` }));
  g.appendChild(svg("text", { x: narrow ? 10 : 190, y: narrow ? 39 : 21, "font-size": 13, fill: C.fg2, text: `Season bonus: most ${tileGoal(view.tile.goal)} → ${tileReward(view.tile.reward)}` }));
  for (const spot of view.trail) {
    const second = narrow && spot.spot >= FOLD;
    const x = (second ? spot.spot - FOLD : spot.spot) * step + 4;
    const w = step - 8;
    const dy = head + (second ? 140 : 0);
    const row = svg("g", { transform: `translate(0 ${dy})` });
    g.appendChild(row);
    const kids = [svg("rect", { x, y: 30, width: w, height: 110, rx: 10, fill: SITE_FILL[spot.kind] || C.bg2, stroke: "#555555", "stroke-width": 1.2 })];
    kids.push(label(x + w / 2, 44, SITE[spot.kind] || spot.kind, { "font-size": 12, "font-weight": 700, fill: "#1b1b1b" }));
    if (SITE2[spot.kind]) kids.push(label(x + w / 2, 130, SITE2[spot.kind], { "font-size": 11, fill: "#333333" }));
    if (spot.weather) kids.push(token(x + w - 14, 60, spot.weather, undefined, 10));
    if (spot.shutterbug) kids.push(svg("g", {}, [svg("title", { text: "the Shutterbug" }),
      svg("rect", { x: x + 4, y: 52, width: 24, height: 16, rx: 3, fill: "#222222" }),
      svg("circle", { cx: x + 16, cy: 60, r: 5, fill: "#dddddd" })]));
    row.appendChild(svg("g", { class: "tw-pk-site" }, kids));
    const area = targetArea(0, 0, { rect: [x, 30, w, 110], round: 10 });
    ctx.register(`spot-${spot.spot}`, area, { label: `${SITE[spot.kind]} (spot ${spot.spot})`, x: x + w / 2, y: 80 + dy });
    row.appendChild(area);
    spot.hikers.forEach(([seat, h], i) => {
      const hx = x + 16 + (i % 3) * 25;
      const hy = 86 + Math.floor(i / 3) * 26;
      const st = pieceStyle(ctx.color(seat));
      row.appendChild(svg("g", {}, [svg("title", { text: `${ctx.name(seat)}'s hiker ${h.toUpperCase()}` }),
        svg("circle", { cx: hx, cy: hy, r: 11, fill: st.fill, stroke: st.rim, "stroke-width": 2 }),
        label(hx, hy, h.toUpperCase(), { "font-size": 12, "font-weight": 800, fill: st.ink })]));
      const ha = targetArea(hx, hy, { circle: 13 });
      ctx.register(`hiker-${seat}-${h}`, ha, { label: `${ctx.name(seat)}'s hiker ${h.toUpperCase()}`, x: hx, y: hy + dy });
      row.appendChild(ha);
    });
    for (let r = 0; r < spot.rangers; r++) {
      const rx = x + w - 16 - r * 18;
      row.appendChild(svg("g", {}, [svg("title", { text: "a ranger" }),
        svg("rect", { x: rx - 8, y: 118, width: 16, height: 16, rx: 3, fill: "#5d4037", stroke: "#222222" })]));
    }
  }
  // the three areas at Trail's End
  ["parks", "photo", "gear"].forEach((a, i) => {
    // wide: a row under the last sites; narrow: a column beside the second row's last site
    const x = narrow ? (11 - FOLD) * step + (step - 56) / 2 : 10 * step - 176 + i * 60;
    const y = narrow ? head + 140 + 30 + i * 37 : 148;
    const h = narrow ? 34 : 40;
    const used = view.end_used[a];
    const area = targetArea(0, 0, { rect: [x, y, 56, h], round: 8 });
    g.appendChild(svg("rect", { x, y, width: 56, height: h, rx: 8, fill: used ? C.bg3 : C.bg, stroke: C.border }));
    g.appendChild(label(x + 28, y + h / 2 - 7, a, { "font-size": 12, "font-weight": 700, fill: C.fg }));
    g.appendChild(label(x + 28, y + h / 2 + 8, used ? "taken" : { parks: "+1st", photo: "+wild", gear: "+sun" }[a], { "font-size": 11, fill: C.fg2 }));
    ctx.register(`end-${a}`, area, { label: `Trail's End: ${a} area`, x: x + 28, y: y + h / 2 });
    g.appendChild(area);
  });
  g.appendChild(svg("text", { x: 10, y: size.h - 24, "font-size": 13, fill: C.fg2, text: `Now: ${ctx.name(view.mover)} — ${view.ask}` }));
  root.appendChild(g);
}

function tileGoal(goal) {
  if (goal.startsWith("parks:")) return `${goal.slice(6)} on visited parks`;
  return { gear_sun: "sun on gear", canteens: "canteens", instants: "instant parks" }[goal] || `${goal} in the backpack`;
}
function tileReward(r) {
  return { free_gear: "top gear card free", canteen: "a canteen", reserve: "reserve a park", photo: "a free photo",
    die2: "roll the die twice", "3vp": "3 points" }[r] || r;
}

// ---------------------------------------------------------------- markets
function parkCard(ctx, g, x, y, id, { reserve = true } = {}) {
  const p = ctx.view.parks_data[id];
  g.appendChild(svg("rect", { x, y, width: 150, height: 92, rx: 8, fill: "color-mix(in srgb, #2e8b45 18%, var(--jp-layout-color1, #ffffff))", stroke: "#2e6b3a", "stroke-width": 1.5 }));
  g.appendChild(svg("text", { x: x + 8, y: y + 18, "font-size": 13, "font-weight": 700, fill: C.fg, text: p.name.length > 19 ? p.name.slice(0, 18) + "…" : p.name }));
  g.appendChild(svg("text", { x: x + 8, y: y + 38, "font-size": 13, fill: C.fg2, text: `${p.points} points${p.instant ? " · " + INSTANT[p.instant] : ""}` }));
  costRow(g, x + 16, y + 62, p.cost);
  const area = targetArea(0, 0, { rect: [x, y, reserve ? 116 : 150, 92], round: 8 });
  ctx.register(`park-${id}`, area, { label: `visit ${p.name}`, x: x + 60, y: y + 46 });
  g.appendChild(area);
  if (reserve) {
    g.appendChild(svg("rect", { x: x + 118, y: y + 62, width: 30, height: 28, rx: 6, fill: C.bg, stroke: C.border }));
    g.appendChild(label(x + 133, y + 76, "R", { "font-size": 13, "font-weight": 800, fill: C.fg }));
    const ra = targetArea(0, 0, { rect: [x + 118, y + 62, 30, 28], round: 6 });
    ctx.register(`reserve-${id}`, ra, { label: `reserve ${p.name}`, x: x + 133, y: y + 76 });
    g.appendChild(ra);
  }
}

function deck(ctx, g, x, y, w, h, id, words, n) {
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 8, fill: C.bg3, stroke: C.border, "stroke-width": 1.5 }));
  g.appendChild(label(x + w / 2, y + h / 2 - 8, words, { "font-size": 12, "font-weight": 700, fill: C.fg }));
  g.appendChild(label(x + w / 2, y + h / 2 + 10, `${n} left`, { "font-size": 12, fill: C.fg2 }));
  const area = targetArea(0, 0, { rect: [x, y, w, h], round: 8 });
  ctx.register(id, area, { label: words, x: x + w / 2, y: y + h / 2 });
  g.appendChild(area);
}

// The markets in three parts (a narrow cell shows them one under another): MARKET_PARTS gives each
// part's box in the markets' own coordinates.
const MARKET_PARTS = [["Parks", 0, 0, 548, 118, drawParkRow], ["Gear", 554, 0, 446, 118, drawGearRow],
  ["Canteens", 0, 118, 480, 40, drawCanteens]];

function drawMarkets(ctx, root, top, parts = MARKET_PARTS) {
  const g = svg("g", { class: "tw-pk-markets", transform: `translate(0 ${top})` });
  for (const part of parts) part[5](ctx, g);
  root.appendChild(g);
}

function drawParkRow(ctx, g) {
  const { view } = ctx;
  g.appendChild(svg("text", { x: 4, y: 14, "font-size": 14, "font-weight": 700, fill: C.fg, text: "Parks" }));
  view.park_display.forEach((id, i) => parkCard(ctx, g, 4 + i * 156, 22, id));
  deck(ctx, g, 474, 22, 70, 92, "park-deck", "Park deck", view.park_deck);
}

function drawGearRow(ctx, g) {
  const { view } = ctx;
  g.appendChild(svg("text", { x: 560, y: 14, "font-size": 14, "font-weight": 700, fill: C.fg, text: "Gear (sun)" }));
  view.gear_market.forEach((id, i) => {
    const gd = view.gear_data[id];
    const x = 560 + i * 112;
    g.appendChild(svg("rect", { x, y: 22, width: 106, height: 92, rx: 8, fill: "color-mix(in srgb, #8e5bb5 16%, var(--jp-layout-color1, #ffffff))", stroke: "#6c3f8c", "stroke-width": 1.5 }));
    g.appendChild(svg("text", { x: x + 6, y: 40, "font-size": 12, "font-weight": 700, fill: C.fg, text: gd.name.length > 14 ? gd.name.slice(0, 13) + "…" : gd.name }));
    const words = gearWords(gd);
    // two lines of at most about 16 characters each (the card is 106 wide)
    const cut = words.length <= 16 ? -1 : Math.max(words.lastIndexOf(" ", 16), words.indexOf(" "));
    g.appendChild(svg("text", { x: x + 6, y: 60, "font-size": 11, fill: C.fg2, text: cut > 0 ? words.slice(0, cut) : words }));
    if (cut > 0) g.appendChild(svg("text", { x: x + 6, y: 75, "font-size": 11, fill: C.fg2, text: words.slice(cut + 1, cut + 18) }));
    g.appendChild(token(x + 92, 100, "sun", gd.cost, 10));
    const area = targetArea(0, 0, { rect: [x, 22, 106, 92], round: 8 });
    ctx.register(`gear-${id}`, area, { label: `${gd.name}: ${words}, ${gd.cost} sun`, x: x + 53, y: 68 });
    g.appendChild(area);
  });
  deck(ctx, g, 896, 22, 100, 92, "gear-deck", "Gear deck (2)", view.gear_deck);
}

function drawCanteens(ctx, g) {
  const { view } = ctx;
  g.appendChild(svg("text", { x: 4, y: 136, "font-size": 14, "font-weight": 700, fill: C.fg, text: "Canteens" }));
  view.canteen_display.forEach((id, i) => {
    const x = 80 + i * 100;
    g.appendChild(svg("rect", { x, y: 122, width: 94, height: 30, rx: 14, fill: "#d6eaf8", stroke: "#2e86c1" }));
    g.appendChild(label(x + 47, 137, CANTEEN[view.canteen_kinds[id]], { "font-size": 12, "font-weight": 700, fill: "#1b1b1b" }));
    const area = targetArea(0, 0, { rect: [x, 122, 94, 30], round: 14 });
    ctx.register(`canteen-${id}`, area, { label: `canteen: ${CANTEEN[view.canteen_kinds[id]]}`, x: x + 47, y: 137 });
    g.appendChild(area);
  });
  deck(ctx, g, 384, 122, 90, 30, "canteen-stack", "stack", view.canteen_stack);
}

// ---------------------------------------------------------------- player boards
// A player's board: its left part (name, backpack, canteen rows) and right part (gear, reserved and
// visited parks); a narrow cell shows the two parts one under the other, each framed.
const SPLIT = 372;

function drawPlayer(ctx, root, seat, top, part = "all") {
  const { view } = ctx;
  const g = svg("g", { class: "tw-pk-player", transform: `translate(0 ${top})` });
  const mover = view.mover === seat;
  const [fx, fw] = part === "left" ? [0, SPLIT - 2] : part === "right" ? [SPLIT + 2, W - SPLIT - 2] : [0, W];
  g.appendChild(svg("rect", { x: fx, y: 0, width: fw, height: 118, rx: 10, fill: C.bg2, stroke: mover ? ctx.color(seat) : C.border, "stroke-width": mover ? 3 : 1 }));
  if (part !== "right") drawPlayerLeft(ctx, g, seat);
  if (part !== "left") drawPlayerRight(ctx, g, seat);
  root.appendChild(g);
}

function drawPlayerLeft(ctx, g, seat) {
  const { view } = ctx;
  const p = view.players[seat];
  const st = pieceStyle(ctx.color(seat));
  g.appendChild(svg("rect", { x: 8, y: 8, width: 16, height: 16, rx: 4, fill: st.fill, stroke: st.rim }));
  g.appendChild(svg("text", { x: 30, y: 21, "font-size": 14, "font-weight": 700, fill: C.fg, text: `${p.name} · ${p.points} pts` }));
  const flags = [p.campfire ? "fire lit" : "fire out", p.badge ? "badge" : "", p.first ? "1st hiker" : ""].filter(Boolean);
  g.appendChild(svg("text", { x: 30, y: 40, "font-size": 12, fill: C.fg2, text: `photos ${p.photos}` }));
  // backpack
  RES.forEach((r, i) => g.appendChild(token(20 + i * 26, 62, r, p.pack[r], 11)));
  g.appendChild(svg("text", { x: 8, y: 96, "font-size": 12, fill: C.fg2, text: flags.join(" · ") }));
  const side = p.passion_side ? ` (${p.passion_side})` : ` ${p.passion_progress}/${p.passion_need}`;
  g.appendChild(svg("text", { x: 8, y: 112, "font-size": 12, fill: C.fg2, text: `passion: ${p.passion.replace("_", " ")}${side}` }));
  // canteen rows
  p.canteens.forEach(([a, b, water], r) => {
    const y = 6 + r * 36;
    const x = 170;
    g.appendChild(svg("rect", { x, y, width: 196, height: 32, rx: 8, fill: C.bg, stroke: C.border }));
    [a, b].forEach((tok, j) => {
      const sx = x + 4 + j * 124;
      const words = tok ? CANTEEN[view.canteen_kinds[tok]] : "empty";
      g.appendChild(svg("rect", { x: sx, y: y + 3, width: 66, height: 26, rx: 12, fill: tok ? "#d6eaf8" : "none", stroke: "#2e86c1", "stroke-dasharray": tok ? "" : "4 3" }));
      g.appendChild(label(sx + 33, y + 16, words, { "font-size": 11, fill: tok ? "#1b1b1b" : C.fg2 }));
      const slot = `${r + 1}${"ab"[j]}`;
      const area = targetArea(0, 0, { rect: [sx, y + 3, 66, 26], round: 12 });
      ctx.register(`slot-${seat}-${slot}`, area, { label: `canteen row ${r + 1}, space ${"ab"[j]}`, x: sx + 33, y: y + 16 });
      g.appendChild(area);
    });
    const wx = x + 98;
    g.appendChild(svg("circle", { cx: wx, cy: y + 16, r: 11, fill: water ? RES_COLOR.water : "none", stroke: RES_COLOR.water, "stroke-width": 2 }, [svg("title", { text: water ? "filled this season" : "no water yet" })]));
    const ra = targetArea(wx, y + 16, { circle: 13 });
    ctx.register(`row-${seat}-${r + 1}`, ra, { label: `fill canteen row ${r + 1}`, x: wx, y: y + 16 });
    g.appendChild(ra);
  });
}

function drawPlayerRight(ctx, g, seat) {
  const { view } = ctx;
  const p = view.players[seat];
  // gear
  g.appendChild(svg("text", { x: 380, y: 18, "font-size": 12, "font-weight": 700, fill: C.fg, text: `Gear (${p.gear.length})` }));
  p.gear.slice(0, 8).forEach((id, i) => {
    const gd = view.gear_data[id];
    g.appendChild(svg("text", { x: 380 + (i % 2) * 150, y: 36 + Math.floor(i / 2) * 18, "font-size": 11, fill: C.fg2,
      text: `${gd.name}: ${gearWords(gd)}`.slice(0, 23) }, [svg("title", { text: `${gd.name}: ${gearWords(gd)}` })]));
  });
  // reserved parks (the owner visits them by clicking)
  g.appendChild(svg("text", { x: 690, y: 18, "font-size": 12, "font-weight": 700, fill: C.fg, text: `Reserved (${p.reserved.length})` }));
  p.reserved.slice(0, 3).forEach((id, i) => {
    const pd = view.parks_data[id];
    const y = 24 + i * 30;
    g.appendChild(svg("rect", { x: 690, y, width: 140, height: 27, rx: 6, fill: C.bg, stroke: "#2e6b3a" }));
    g.appendChild(svg("text", { x: 696, y: y + 18, "font-size": 11, fill: C.fg, text: `${pd.name.slice(0, 14)} ${pd.points}p` }));
    const area = targetArea(0, 0, { rect: [690, y, 140, 27], round: 6 });
    ctx.register(`park-${id}`, area, { label: `visit ${pd.name} from your reserve`, x: 760, y: y + 13 });
    g.appendChild(area);
  });
  // visited parks
  const pts = p.visited.reduce((s, id) => s + view.parks_data[id].points, 0);
  g.appendChild(svg("text", { x: 842, y: 18, "font-size": 12, "font-weight": 700, fill: C.fg, text: `Visited ${p.visited.length} (${pts} pts)` }));
  p.visited.slice(-5).forEach((id, i) => {
    const pd = view.parks_data[id];
    g.appendChild(svg("text", { x: 842, y: 36 + i * 17, "font-size": 11, fill: C.fg2, text: `${pd.name.slice(0, 17)} ${pd.points}` }));
  });
}

function renderNarrow(ctx) {
  const { view } = ctx;
  const trail = trailSize(true);
  const parts = [{ label: "Parks trail", x: 0, y: 0, w: trail.w, h: trail.h, draw: (root) => drawTrail(ctx, root, true) }];
  for (const part of MARKET_PARTS) {
    const [label, x, y, w, h] = part;
    parts.push({ label, x, y: 206 + y, w, h, draw: (root) => drawMarkets(ctx, root, 206, [part]) });
  }
  const top = 206 + 166;
  view.players.forEach((p, s) => {
    const y = top + s * 124;
    parts.push({ label: `${p.name}: backpack and canteens`, x: 0, y, w: SPLIT, h: 118, draw: (root) => drawPlayer(ctx, root, s, y, "left") });
    parts.push({ label: `${p.name}: gear and parks`, x: SPLIT, y, w: W - SPLIT, h: 118, draw: (root) => drawPlayer(ctx, root, s, y, "right") });
  });
  return stackParts(parts, { className: "tw-pk", scale: 1.1, align: "flex-start" });
}

function renderBoard(ctx) {
  if (isNarrow(ctx)) return renderNarrow(ctx);
  const { view } = ctx;
  const n = view.players.length;
  const top = 206 + 166;
  const H = top + n * 124;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Parks trail and players", maxWidth: "1000px", className: "tw-pk" });
  drawTrail(ctx, root);
  drawMarkets(ctx, root, 206);
  view.players.forEach((_, s) => drawPlayer(ctx, root, s, top + s * 124));
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  return { score: p.points, items: [
    { label: "Parks", value: p.visited.length }, { label: "Photos", value: p.photos },
    { label: "Gear", value: p.gear.length }, { label: "Reserved", value: p.reserved.length }] };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `${v.season_name} (season ${v.season + 1} of 3)${v.solo ? ", solo with rangers" : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
