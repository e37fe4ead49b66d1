// Memoir '44 board: the watching side's command cards on top, the 13 x 9 hex battlefield with its terrain,
// the two section lines, objective medals, obstacles and units (figure counts, badges), the dice of the
// last battle, and each side's last move. Element ids: card:<id>, sec:<left|center|right|air>, hex:<A9..M1>,
// wire:<hex> (docs/views/memoir44.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1000;
const TOP = 178;
const S = 40;                        // hex size (centre to corner)
const HW = Math.sqrt(3) * S;         // hex width
const BX = (W - 13 * HW) / 2 + HW / 2;
const BY = TOP + 34 + S;
const SIDE_FILL = { allies: "#6b8e23", axis: "#5d6d7e" };
export const TERRAIN_FILL = {
  countryside: "#cfe3a6", town: "#d9c49a", church: "#d9c49a", forest: "#4f8a3c", hedgerow: "#7aa35a",
  hill: "#c8a86a", mountain: "#9c8468", river: "#5dade2", ford: "#8fc9e8", road: "#cfe3a6", beach: "#f1dfa4", ocean: "#3d8fd1",
  jungle: "#2e7d4f", palm_forest: "#6fa85a", hill_forest: "#a8a060", hill_village: "#c9ac78", ridge: "#d8b77a",
  escarpment: "#8a7560", lake: "#5dade2", frozen_river: "#d6eaf8", marsh: "#9fbf9a", rice_paddy: "#a9cf8a",
  fish_pond: "#8fc9e8", flooded_field: "#a4cbd8", stream: "#8fc9e8", ruins: "#b8aa98", fortress: "#b7a98f",
  oasis: "#bfe0a0", airfield: "#d5d8cf", high_ground: "#d9e6b8", ravine: "#b9a27c", trenches: "#c6b48c",
  mountain_cave: "#9c8468", wadi: "#d8c08e",
};
// the open ends of a wadi tile at orientation 1 (angle steps of 30 degrees, 0 east, counter-clockwise)
const WADI_OPEN = { wadi: [0, 6], wcurve: [2, 10] };
// the letter of each further special unit's badge, and its name
const SPECIAL = { heavy_at: ["H", "heavy anti-tank gun"], big_gun: ["B", "big gun"], ski: ["S", "ski troops"], cavalry: ["C", "cavalry"], sniper: ["N", "sniper"],
  tank_destroyer: ["D", "tank destroyers"], patrol_car: ["V", "long-range patrol cars"],
  half_track: ["K", "half-tracks"], supply_truck: ["U", "supply trucks"], command_car: ["Q", "command car"],
  brandenburger: ["Z", "Brandenburgers"], meemies: ["W", "screaming meemies"],
  destroyer: ["X", "destroyer"], carrier: ["J", "aircraft carrier (never battles)"], loco: ["L", "locomotive"], wagon: ["Y", "supply wagon"],
  armored_wagon: ["Y", "armored wagon with artillery"] };
// the train's cars: a locomotive and its wagon on wheels
const TRAIN = new Set(["loco", "wagon", "armored_wagon"]);
// hexes drawn like a town (a few roofs), like a forest (trees) or with a hill under them
const BUILDINGS = new Set(["town", "church", "barracks", "castle", "factory", "labor_camp", "lighthouse", "power_plant", "station",
  "hill_village", "prison_camp", "radar", "hq", "hospital", "supply_depot"]);
const TREES = { forest: "#2f6b2a", jungle: "#1d5c36", palm_forest: "#3f7f30", hill_forest: "#2f6b2a", oasis: "#3f8f30" };
const WET = new Set(["marsh", "rice_paddy", "fish_pond", "flooded_field"]);
// the ground colour of a desert board
const DESERT = "#ead7a4";
const WINTER = "#eef3f6";
const ROWS = 9;
// the smallest text of the board (terrain names, badge letters), larger in a narrow cell where the whole
// 1000-unit drawing is shown at about two thirds of its size
const smallText = (ctx) => (isNarrow(ctx) ? 13 : 11);

/** Board editor notation -> [row, doubled column]. */
export function parseHex(name) {
  const r = ROWS - Number(name[1]);
  const idx = name[0].toUpperCase().charCodeAt(0) - 65;
  return [r, 2 * idx + (r % 2)];
}

export function centre(name) {
  const [r, c] = parseHex(name);
  return [BX + (c * HW) / 2, BY + r * 1.5 * S];
}

function corners(x, y, s = S) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = ((60 * i - 30) * Math.PI) / 180;
    pts.push(`${fmt(x + s * Math.cos(a))},${fmt(y + s * Math.sin(a))}`);
  }
  return pts.join(" ");
}

function drawTerrain(g, h, x, y, face) {
  const t = h.terrain;
  const open = t === "countryside" || t === "road";
  const ground = open && face === "DESERT" ? DESERT : open && face === "WINTER" ? WINTER : TERRAIN_FILL[t] || TERRAIN_FILL.countryside;
  g.appendChild(svg("polygon", { points: corners(x, y), fill: ground, stroke: "#5b6b3a", "stroke-width": 1.2 }));
  const add = (tag, attrs) => g.appendChild(svg(tag, attrs));
  if (t === "hill_forest" || t === "hill_village" || t === "ridge") {
    add("path", { d: `M${fmt(x - 26)} ${fmt(y + 18)} Q${fmt(x)} ${fmt(y - 8)} ${fmt(x + 26)} ${fmt(y + 18)}`, fill: "#b08d57", stroke: "#6e4b2a", "stroke-width": 1.5 });
  }
  if (TREES[t]) {
    const spots = t === "oasis" ? [[-8, -6], [8, -2]] : [[-14, -8], [10, -12], [-2, 8], [15, 10], [-17, 12]];
    spots.forEach(([dx, dy]) => add("circle", { cx: x + dx, cy: y + dy, r: t === "palm_forest" || t === "oasis" ? 6 : 9, fill: TREES[t], stroke: "#1e4a1b", "stroke-width": 1 }));
    if (t === "oasis") add("ellipse", { cx: x, cy: y + 12, rx: 14, ry: 6, fill: "#5dade2" });
  } else if (BUILDINGS.has(t)) {
    [[-16, -10], [4, -14], [-6, 6], [12, 4]].forEach(([dx, dy]) => add("rect", { x: x + dx, y: y + dy, width: 12, height: 10, fill: t === "town" || t === "church" || t === "hill_village" ? "#a0522d" : "#7f8c8d", stroke: "#5a2d0c", "stroke-width": 1 }));
    if (t === "church") add("path", { d: `M${fmt(x)} ${fmt(y - 26)} v16 M${fmt(x - 6)} ${fmt(y - 20)} h12`, stroke: "#3b2612", "stroke-width": 3 });
  } else if (t === "ruins" || t === "fortress") {
    add("path", { d: `M${fmt(x - 20)} ${fmt(y + 12)} v-14 h8 v6 h8 v-10 h8 v10 h8 v-6 h8 v14 z`, fill: t === "ruins" ? "#8e8e8e" : "#9c8468", stroke: "#3b3b3b", "stroke-width": 1.5 });
  } else if (t === "escarpment") {
    add("path", { d: `M${fmt(x - 24)} ${fmt(y + 10)} l8 -16 l8 12 l8 -18 l8 14 l8 -10 l8 18`, fill: "none", stroke: "#4a3b2a", "stroke-width": 3 });
  } else if (WET.has(t)) {
    [-12, 0, 12].forEach((dy) => add("path", { d: `M${fmt(x - 20)} ${fmt(y + dy)} h10 m6 0 h10 m6 0 h8`, stroke: "#3b6e8f", "stroke-width": 2 }));
  } else if (t === "lake" || t === "frozen_river") {
    add("ellipse", { cx: x, cy: y, rx: 24, ry: 14, fill: t === "lake" ? "#2e86c1" : "#eaf2f8", stroke: "#2e86c1", "stroke-width": 2 });
  } else if (t === "rail") {
    drawTrack(add, h, x, y);
  } else if (t === "trenches" || t === "ravine" || t === "stream") {
    add("path", { d: `M${fmt(x - 24)} ${fmt(y)} q6 -8 12 0 t12 0 t12 0 t12 0`, fill: "none", stroke: t === "stream" ? "#2e86c1" : "#5a4630", "stroke-width": 4 });
  } else if (t === "airfield") {
    add("rect", { x: x - 26, y: y - 5, width: 52, height: 10, fill: "#95a5a6", transform: `rotate(${((h.orientation || 1) - 1) * 60} ${fmt(x)} ${fmt(y)})` });
  } else if (t === "cemetery" || t === "dam") {
    add("path", { d: t === "dam" ? `M${fmt(x - 24)} ${fmt(y)} h48` : `M${fmt(x - 8)} ${fmt(y - 10)} v20 M${fmt(x - 14)} ${fmt(y - 4)} h12 M${fmt(x + 10)} ${fmt(y - 6)} v16 M${fmt(x + 5)} ${fmt(y - 1)} h10`, stroke: "#4d4d4d", "stroke-width": t === "dam" ? 8 : 3 });
  } else if (t === "wadi") {
    // the dry bed runs between its two open ends; the side slopes are the dark banks
    const ends = (WADI_OPEN[h.tile] || WADI_OPEN.wadi).map((a) => {
      const r = ((a + 2 * ((h.orientation || 1) - 1)) % 12) * (Math.PI / 6);
      return [x + (HW / 2) * Math.cos(r), y - (HW / 2) * Math.sin(r)];
    });
    const d = `M${fmt(ends[0][0])} ${fmt(ends[0][1])} Q${fmt(x)} ${fmt(y)} ${fmt(ends[1][0])} ${fmt(ends[1][1])}`;
    add("path", { d, fill: "none", stroke: "#7a5c32", "stroke-width": 24, "stroke-linecap": "butt" });
    add("path", { d, fill: "none", stroke: "#e6cf9a", "stroke-width": 14, "stroke-linecap": "butt", class: "tw-m44-wadi" });
  } else if (t === "mountain_cave") {
    add("path", { d: `M${fmt(x - 24)} ${fmt(y + 12)} Q${fmt(x)} ${fmt(y - 30)} ${fmt(x + 24)} ${fmt(y + 12)}`, fill: "#7e6a52", stroke: "#6e4b2a", "stroke-width": 1.5 });
    add("path", { d: `M${fmt(x - 7)} ${fmt(y + 12)} v-7 q7 -9 14 0 v7 z`, fill: "#1b1b1b", class: "tw-m44-cave" });
  } else if (t === "cave") {
    add("path", { d: `M${fmt(x - 24)} ${fmt(y + 12)} Q${fmt(x)} ${fmt(y - 18)} ${fmt(x + 24)} ${fmt(y + 12)}`, fill: "#b08d57", stroke: "#6e4b2a", "stroke-width": 1.5 });
    add("path", { d: `M${fmt(x - 7)} ${fmt(y + 12)} v-7 q7 -9 14 0 v7 z`, fill: "#1b1b1b", class: "tw-m44-cave" });
  } else if (t === "hill" || t === "mountain") {
    add("path", { d: `M${fmt(x - 24)} ${fmt(y + 12)} Q${fmt(x)} ${fmt(y - (t === "mountain" ? 30 : 18))} ${fmt(x + 24)} ${fmt(y + 12)}`, fill: t === "mountain" ? "#7e6a52" : "#b08d57", stroke: "#6e4b2a", "stroke-width": 1.5 });
  } else if (t === "hedgerow") {
    add("path", { d: `M${fmt(x - 26)} ${fmt(y)} h52 M${fmt(x - 20)} ${fmt(y - 14)} h40 M${fmt(x - 20)} ${fmt(y + 14)} h40`, stroke: "#2f6b2a", "stroke-width": 6, "stroke-linecap": "round" });
  } else if (t === "road") {
    add("path", { d: `M${fmt(x)} ${fmt(y - S)} L${fmt(x)} ${fmt(y + S)}`, stroke: "#a89f91", "stroke-width": 12, transform: `rotate(${((h.orientation || 1) - 1) * 60} ${fmt(x)} ${fmt(y)})` });
  } else if (t === "river" || t === "ford") {
    add("path", { d: `M${fmt(x - HW / 2)} ${fmt(y)} L${fmt(x + HW / 2)} ${fmt(y)}`, stroke: "#2e86c1", "stroke-width": 16, transform: `rotate(${((h.orientation || 1) - 1) * 60} ${fmt(x)} ${fmt(y)})` });
    if (t === "ford") for (const dx of [-12, 0, 12]) add("circle", { cx: x + dx, cy: y, r: 4, fill: "#d8cfc0", stroke: "#6e4b2a", "stroke-width": 1, class: "tw-m44-ford" });
  } else if (t === "ocean") {
    add("path", { d: `M${fmt(x - 22)} ${fmt(y)} q6 -6 12 0 t12 0 t12 0 t12 0`, fill: "none", stroke: "#d6eaf8", "stroke-width": 2 });
  }
  if (h.bridge && h.rope) {
    // a rope bridge: planks slung between two ropes
    const turn = `rotate(${((h.orientation || 1) - 1) * 60} ${fmt(x)} ${fmt(y)})`;
    for (let dy = -22; dy <= 22; dy += 7) add("rect", { x: x - 9, y: y + dy - 2, width: 18, height: 4, fill: "#a67c52", stroke: "#3b2612", "stroke-width": 0.8, transform: turn });
    for (const dx of [-10, 10]) add("path", { class: "tw-m44-rope", d: `M${fmt(x + dx)} ${fmt(y - 26)} Q${fmt(x + dx * 0.6)} ${fmt(y)} ${fmt(x + dx)} ${fmt(y + 26)}`, fill: "none", stroke: "#d9c39a", "stroke-width": 2, transform: turn });
  } else if (h.bridge) {
    // a railroad bridge's deck lies along its track; any other bridge across the river tile
    const turn = h.track && h.track.length ? 90 - h.track[0][0] * 30 : ((h.orientation || 1) - 1) * 60;
    add("rect", { x: x - 10, y: y - 26, width: 20, height: 52, fill: "#8d6e4a", stroke: "#3b2612", "stroke-width": 2, transform: `rotate(${turn} ${fmt(x)} ${fmt(y)})` });
  }
  if (t !== "rail" && h.track && h.track.length) drawTrack(add, h, x, y);   // over a station or a railroad bridge
  if (h.impassable) add("path", { d: `M${fmt(x - 12)} ${fmt(y - 12)} l24 24 M${fmt(x + 12)} ${fmt(y - 12)} l-24 24`, stroke: "#7b241c", "stroke-width": 3, opacity: 0.7 });
}

// railroad track: each pair of sides the tile joins (angles of 30 degrees, 0 east, counter-clockwise), a curve
// through the middle of the hex, sleepers under two rails
function drawTrack(add, h, x, y) {
  for (const pair of h.track || []) {
    const [a, b] = pair.map((n) => {
      const r = n * (Math.PI / 6);
      return [x + (HW / 2) * Math.cos(r), y - (HW / 2) * Math.sin(r)];
    });
    const d = `M${fmt(a[0])} ${fmt(a[1])} Q${fmt(x)} ${fmt(y)} ${fmt(b[0])} ${fmt(b[1])}`;
    add("path", { d, fill: "none", stroke: "#5a4630", "stroke-width": 11, "stroke-dasharray": "2 4" });
    add("path", { d, fill: "none", stroke: "#3b3b3b", "stroke-width": 5, class: "tw-m44-track" });
    add("path", { d, fill: "none", stroke: TERRAIN_FILL[h.terrain] || TERRAIN_FILL.countryside, "stroke-width": 2 });
  }
}

function drawObstacle(ctx, g, o, x, y) {
  const kids = [svg("title", { text: o.kind })];
  if (o.kind === "sandbags") {
    [-18, -6, 6, 18].forEach((dx) => kids.push(svg("ellipse", { cx: x + dx, cy: y + 24, rx: 7, ry: 4.5, fill: "#d4b483", stroke: "#6e4b2a", "stroke-width": 1 })));
  } else if (o.kind === "wire") {
    kids.push(svg("path", { d: `M${fmt(x - 24)} ${fmt(y + 24)} l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6`, fill: "none", stroke: "#2b2b2b", "stroke-width": 2 }));
  } else if (o.kind === "hedgehog") {
    [-14, 14].forEach((dx) => kids.push(svg("path", { d: `M${fmt(x + dx - 7)} ${fmt(y + 17)} l14 14 M${fmt(x + dx + 7)} ${fmt(y + 17)} l-14 14`, stroke: "#3b3b3b", "stroke-width": 3 })));
  } else if (o.kind === "abatis" || o.kind === "dragon_teeth" || o.kind === "roadblock") {
    [-16, -4, 8].forEach((dx) => kids.push(svg("path", { d: o.kind === "dragon_teeth" ? `M${fmt(x + dx)} ${fmt(y + 30)} l5 -10 l5 10 z` : `M${fmt(x + dx)} ${fmt(y + 30)} l10 -10 M${fmt(x + dx)} ${fmt(y + 20)} l10 10`, fill: "#9e9e9e", stroke: o.kind === "abatis" ? "#6e4b2a" : "#3b3b3b", "stroke-width": 2.5 })));
  } else if (o.kind === "bunker" || o.kind === "field_bunker") {
    kids.push(svg("path", { d: `M${fmt(x - 22)} ${fmt(y + 28)} v-10 q22 -16 44 0 v10 z`, fill: "#85929e", stroke: "#2c3e50", "stroke-width": 2 }));
  }
  const node = svg("g", { class: "tw-m44-obstacle" }, kids);
  g.appendChild(node);
  if (o.kind === "wire" || o.kind === "abatis") {
    const area = targetArea(0, 0, { rect: [x - 30, y + 10, 60, 30], round: 4 });
    ctx.register(`wire:${o.hex}`, area, { label: `clear the ${o.kind} on ${o.hex}`, x, y: y + 26 });
    g.appendChild(area);
  }
}

const GLYPH = {
  infantry: (x, y, ink) => [svg("circle", { cx: x, cy: y - 7, r: 4, fill: ink }), svg("path", { d: `M${fmt(x - 6)} ${fmt(y + 7)} L${fmt(x)} ${fmt(y - 3)} L${fmt(x + 6)} ${fmt(y + 7)}`, stroke: ink, "stroke-width": 3, fill: "none" })],
  armor: (x, y, ink) => [svg("rect", { x: x - 9, y: y - 2, width: 18, height: 8, rx: 3, fill: ink }), svg("rect", { x: x - 5, y: y - 7, width: 9, height: 6, fill: ink }), svg("path", { d: `M${fmt(x + 3)} ${fmt(y - 5)} h9`, stroke: ink, "stroke-width": 2 })],
  artillery: (x, y, ink) => [svg("circle", { cx: x - 3, cy: y + 4, r: 5, fill: "none", stroke: ink, "stroke-width": 2 }), svg("path", { d: `M${fmt(x - 3)} ${fmt(y + 4)} L${fmt(x + 10)} ${fmt(y - 8)}`, stroke: ink, "stroke-width": 3 })],
};

// a train's cars: a locomotive (boiler, cab, funnel), a wagon (a box car), an armored wagon (a box car with a gun)
const CAR_GLYPH = {
  loco: (x, y, ink) => [svg("rect", { x: x - 10, y: y - 2, width: 14, height: 8, rx: 3, fill: ink }), svg("rect", { x: x + 3, y: y - 8, width: 7, height: 14, fill: ink }),
    svg("rect", { x: x - 8, y: y - 8, width: 4, height: 6, fill: ink })],
  wagon: (x, y, ink) => [svg("rect", { x: x - 10, y: y - 6, width: 20, height: 12, rx: 2, fill: "none", stroke: ink, "stroke-width": 2.5 }),
    svg("path", { d: `M${fmt(x - 10)} ${fmt(y)} h20`, stroke: ink, "stroke-width": 1.5 })],
  armored_wagon: (x, y, ink) => [svg("rect", { x: x - 10, y: y - 3, width: 20, height: 9, rx: 2, fill: ink }),
    svg("path", { d: `M${fmt(x)} ${fmt(y - 3)} L${fmt(x + 10)} ${fmt(y - 10)}`, stroke: ink, "stroke-width": 3 })],
};

// an aircraft carrier: a hull with a flat flight deck, the island on its right, a deck's centre line
const SHIP_GLYPH = {
  carrier: (x, y, ink) => [svg("path", { class: "tw-m44-carrier", d: `M${fmt(x - 13)} ${fmt(y + 1)} h26 l-4 7 h-18 z`, fill: ink }),
    svg("rect", { x: x - 14, y: y - 2, width: 28, height: 3, fill: ink }), svg("rect", { x: x + 5, y: y - 9, width: 5, height: 7, fill: ink }),
    svg("path", { d: `M${fmt(x - 12)} ${fmt(y - 0.5)} h15`, stroke: "#1b1b1b", "stroke-width": 1, "stroke-dasharray": "3 2" })],
};

function drawUnit(g, u, army, x, y, small = 11) {
  const fill = SIDE_FILL[army] || "#888888";
  const kids = [svg("title", { text: `${army} ${u.type}, ${u.figures} of ${u.max} figures${u.badge ? ", special unit" : ""}${u.tiger && !u.special ? ", Tiger" : ""}${u.antitank ? ", anti-tank gun" : ""}${u.mortar ? ", mortar" : ""}${u.machinegun ? ", machine gun" : ""}${u.early ? " (early war: moves or battles)" : ""}${u.engineer ? ", combat engineers" : ""}${u.mobile ? ", mobile artillery" : ""}${u.flamethrower ? ", flame thrower tanks" : ""}${SPECIAL[u.special] ? `, ${SPECIAL[u.special][1]}` : ""}${u.boat ? ", with collapsible boats" : ""}${u.camouflage ? ", camouflaged (seen only next to it)" : ""}${u.leader ? ", with a heroic leader" : ""}${u.on_move ? ", on the move (any section, no battle)" : ""}${u.disguised ? ", in disguise (an enemy figure among them)" : ""}${u.craft ? ", in a landing craft" : ""}${u.aboard ? `, carrying ${u.aboard} ${u.cargo || "infantry"} unit${u.aboard > 1 ? "s" : ""}` : ""}${u.carry ? `, carrying ${u.carry} battle star${u.carry > 1 ? "s" : ""}` : ""}${u.funnies ? `, Hobart's funnies (${u.funnies})` : ""}${u.nation === "IT" ? ", Italian" : ""}` })];
  kids.push(svg("rect", { x: x - 22, y: y - 20, width: 44, height: 34, rx: 7, fill, stroke: u.ordered ? "#f4d03f" : "#1b1b1b", "stroke-width": u.ordered ? 4 : 2 }));
  kids.push(...(CAR_GLYPH[u.special] || SHIP_GLYPH[u.special] || GLYPH[u.type])(x - 8, y - 3, "#ffffff"));
  kids.push(label(x + 12, y - 3, String(u.figures), { "font-size": 16, "font-weight": 800, fill: "#ffffff" }));
  if (u.badge || u.resistance || u.tiger || u.funnies) {
    kids.push(svg("circle", { cx: x + 19, cy: y - 19, r: 8, fill: u.resistance ? "#2e86c1" : "#f4d03f", stroke: "#1b1b1b", "stroke-width": 1.5 }));
    kids.push(label(x + 19, y - 19, u.resistance ? "R" : SPECIAL[u.special] ? SPECIAL[u.special][0] : u.funnies ? "O" : u.tiger ? "T" : u.antitank ? "A" : u.mortar ? "M" : u.machinegun ? "G" : u.engineer ? "E" : u.mobile ? "P" : u.flamethrower ? "F" : SPECIAL[u.special] ? SPECIAL[u.special][0] : "★", { "font-size": small, "font-weight": 800, fill: "#1b1b1b" }));
  }
  if (u.camouflage) kids.push(svg("rect", { class: "tw-m44-camouflage", x: x - 26, y: y - 24, width: 52, height: 42, rx: 9, fill: "none", stroke: "#2f6b2a", "stroke-width": 3, "stroke-dasharray": "6 4" }));
  if (u.leader) {
    kids.push(svg("circle", { class: "tw-m44-leader", cx: x - 19, cy: y - 19, r: 8, fill: "#c0392b", stroke: "#1b1b1b", "stroke-width": 1.5 }));
    kids.push(label(x - 19, y - 19, "L", { "font-size": small, "font-weight": 800, fill: "#ffffff" }));
  }
  if (u.carry) {
    kids.push(svg("circle", { class: "tw-m44-carry", cx: x - 19, cy: y + 10, r: 8, fill: "#f4d03f", stroke: "#1b1b1b", "stroke-width": 1.5 }));
    kids.push(label(x - 19, y + 10, "★", { "font-size": small, "font-weight": 800, fill: "#1b1b1b" }));
  }
  if (TRAIN.has(u.special)) {
    // our own drawing of a railway car: a chassis bar, two wheels, a funnel on the locomotive
    kids.push(svg("rect", { class: "tw-m44-train", x: x - 22, y: y + 14, width: 44, height: 5, fill: "#4a4a4a", stroke: "#1b1b1b", "stroke-width": 1 }));
    for (const dx of [-13, 13]) kids.push(svg("circle", { cx: x + dx, cy: y + 22, r: 5, fill: "#2b2b2b", stroke: "#d0d0d0", "stroke-width": 1.5 }));
    if (u.aboard) {
      // the infantry units it carries
      kids.push(svg("circle", { class: "tw-m44-aboard", cx: x - 19, cy: y - 19, r: 9, fill: "#ffffff", stroke: "#1b1b1b", "stroke-width": 1.5 }));
      kids.push(label(x - 19, y - 19, `+${u.aboard}`, { "font-size": small, "font-weight": 800, fill: "#1b1b1b" }));
    }
  }
  if (u.craft) kids.push(svg("path", { class: "tw-m44-craft", d: `M${fmt(x - 24)} ${fmt(y + 15)} h48 v5 l-6 6 h-36 l-6 -6 z`, fill: "#607d8b", stroke: "#1b1b1b", "stroke-width": 1.5 }));
  if (u.boat) kids.push(svg("path", { class: "tw-m44-boat", d: `M${fmt(x - 18)} ${fmt(y + 16)} h36 l-6 7 h-24 z`, fill: "#8d6e4a", stroke: "#1b1b1b", "stroke-width": 1.5 }));
  g.appendChild(svg("g", { class: "tw-m44-unit", "data-side": army }, kids));
}

const FACE_ICON = {
  infantry: (x, y) => GLYPH.infantry(x, y + 2, "#1b1b1b"),
  armor: (x, y) => GLYPH.armor(x, y + 2, "#1b1b1b"),
  grenade: (x, y) => [svg("circle", { cx: x, cy: y + 3, r: 7, fill: "#1b1b1b" }), svg("rect", { x: x - 2, y: y - 8, width: 4, height: 5, fill: "#1b1b1b" })],
  star: (x, y) => [svg("path", { d: `M${x} ${y - 9} L${x + 3} ${y - 2} L${x + 9} ${y - 2} L${x + 4} ${y + 3} L${x + 6} ${y + 10} L${x} ${y + 6} L${x - 6} ${y + 10} L${x - 4} ${y + 3} L${x - 9} ${y - 2} L${x - 3} ${y - 2} Z`, fill: "#1b1b1b" })],
  flag: (x, y) => [svg("path", { d: `M${x - 6} ${y + 10} V${y - 9} L${x + 8} ${y - 4} L${x - 6} ${y + 1}`, fill: "#c0392b", stroke: "#1b1b1b", "stroke-width": 2 })],
};

export function drawDiceRow(g, faces, x, y) {
  let i = 0;
  for (const f of faces) {
    if (f === "re-roll:") {
      g.appendChild(label(x + i * 34 + 14, y + 14, "→", { "font-size": 16, fill: C.fg }));
      i++;
      continue;
    }
    const dx = x + i * 34;
    const die = svg("g", { class: "tw-m44-die", "data-face": f }, [svg("title", { text: f }),
      svg("rect", { x: dx, y, width: 28, height: 28, rx: 5, fill: "#fdfdf8", stroke: "#1b1b1b", "stroke-width": 1.5 }),
      ...FACE_ICON[f](dx + 14, y + 14)]);
    die.style.animation = "tw-m44-roll 0.4s ease-out";
    g.appendChild(die);
    i++;
  }
}

const seated = (seat) => seat === 0 || seat === 1;

function myArmy(view, seat) {
  return seated(seat) ? view.sides[String(seat)].army : null;
}

// in a narrow cell the command cards are drawn in their own part this wide (shown at about its own size), six to a row
const HAND_NARROW_W = 760;
const HAND_ROW = 6;
const handCards = (view) => (view.drawn && view.drawn.length ? view.drawn : view.hand);
/** The hand panel's height: one row of cards, or in a narrow drawing as many rows as the hand needs. */
const handHeight = (view, bw = W) => 34 + (bw < W ? Math.max(1, Math.ceil((handCards(view) || []).length / HAND_ROW)) : 1) * 136;

function drawHand(ctx, root, bw = W) {
  const { view } = ctx;
  const seat = ctx.watching;
  const g = svg("g", { class: "tw-m44-hand" });
  g.appendChild(svg("rect", { x: 0, y: 0, width: bw, height: handHeight(view, bw), rx: 12, fill: C.bg2, stroke: C.border }));
  const cards = handCards(view);
  const heading = view.drawn && view.drawn.length ? "Recon: keep one of these two cards" : cards ? "Your command cards" : "Spectator: the hands are hidden";
  g.appendChild(svg("text", { x: 14, y: 22, "font-size": 15, "font-weight": 700, fill: C.fg, text: heading }));
  if (view.played !== null && view.played !== undefined) {
    const c = view.cards[String(view.played)];
    g.appendChild(svg("text", { x: bw - 14, y: 22, "text-anchor": "end", "font-size": 14, fill: C.fg, text: `Played: ${c.title}` }));
  }
  if (cards) {
    const per = bw < W ? HAND_ROW : cards.length;
    const w = Math.min(118, (bw - 28 - (per - 1) * 8) / Math.max(1, per));
    cards.forEach((id, i) => {
      const c = view.cards[String(id)];
      const x = 14 + (i % per) * (w + 8);
      const y = 34 + Math.floor(i / per) * 136;
      g.appendChild(svg("rect", { x, y, width: w, height: 128, rx: 9, fill: C.bg, stroke: c.section === null ? "#b9770e" : C.border2, "stroke-width": 2 }));
      const words = c.title.split(" ");
      let line = "";
      const lines = [];
      for (const wd of words) {
        if ((line + " " + wd).trim().length > 12) { lines.push(line.trim()); line = wd; } else line += " " + wd;
      }
      lines.push(line.trim());
      lines.slice(0, 3).forEach((t, k) => g.appendChild(svg("text", { x: x + w / 2, y: y + 22 + k * 17, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: C.fg, text: t })));
      if (c.section !== null) {
        [0, 1, 2].forEach((s) => g.appendChild(svg("rect", { x: x + 10 + s * ((w - 20) / 3), y: y + 96, width: (w - 20) / 3 - 3, height: 14, fill: s === c.section ? "#b03a2e" : C.bg2, stroke: C.border })));
      } else {
        g.appendChild(svg("text", { x: x + w / 2, y: y + 106, "text-anchor": "middle", "font-size": isNarrow(ctx) ? 13 : 12, fill: C.fg2, text: "tactic" }));
      }
      const area = targetArea(0, 0, { rect: [x, y, w, 128], round: 9 });
      ctx.register(`card:${id}`, area, { label: `${c.title}: ${c.text}`, x: x + w / 2, y: y + 64 });
      area.appendChild(svg("title", { text: `${c.title}: ${c.text}` }));
      g.appendChild(area);
    });
  }
  root.appendChild(g);
}

function drawSections(ctx, root) {
  const { view } = ctx;
  const army = myArmy(view, ctx.watching);
  const mySide = seated(ctx.watching) ? view.sides[String(ctx.watching)].side : "bottom";
  const names = mySide === "top" ? ["right", "center", "left"] : ["left", "center", "right"];
  const bounds = [[BX - HW / 2, BX + 3.5 * HW], [BX + 3.5 * HW, BX + 8.5 * HW], [BX + 8.5 * HW, BX + 12.5 * HW]];
  const g = svg("g", { class: "tw-m44-sections" });
  const small = smallText(ctx);
  names.forEach((n, i) => {
    const [a, b] = bounds[i];
    g.appendChild(svg("text", { x: (a + b) / 2, y: TOP + 20, "text-anchor": "middle", "font-size": 13, fill: C.fg2, text: `${army ? "your " : ""}${n === "center" ? "centre" : n + " flank"}` }));
    const area = targetArea(0, 0, { rect: [a + 40, TOP + 2, b - a - 80, 30], round: 6 });
    ctx.register(`sec:${n}`, area, { label: `the ${n} section`, x: (a + b) / 2, y: TOP + 17 });
    g.appendChild(area);
  });
  const air = targetArea(0, 0, { rect: [W - 104, TOP + 2, 96, 30], round: 6 });
  g.appendChild(svg("text", { x: W - 56, y: TOP + 21, "text-anchor": "middle", "font-size": small + 1, fill: C.fg2, text: "air strike" }));
  ctx.register("sec:air", air, { label: "play it as an air strike", x: W - 56, y: TOP + 17 });
  g.appendChild(air);
  root.appendChild(g);
}

function drawField(ctx, root) {
  const { view } = ctx;
  const bf = view.battlefield;
  const g = svg("g", { class: "tw-m44-field" });
  const small = smallText(ctx);
  const sealed = new Set(view.sealed || []);
  const blown = new Set(view.blown || []);
  const pontoons = new Set(view.pontoons || []);
  for (const h of bf.hexes) {
    const [x, y] = centre(h.hex);
    let t = sealed.has(h.hex) ? { ...h, terrain: h.terrain === "mountain_cave" ? "mountain" : "hill" } : h;
    if (blown.has(h.hex)) t = { ...t, bridge: false };          // a bridge blown up: the river again
    drawTerrain(g, t, x, y, view.scenario.face);
    if (blown.has(h.hex)) g.appendChild(svg("g", { class: "tw-m44-blown" }, [svg("title", { text: `the bridge on ${h.hex} is blown up` }),
      svg("path", { d: `M${fmt(x - 10)} ${fmt(y - 20)} l6 10 l-6 6 M${fmt(x + 10)} ${fmt(y + 20)} l-6 -10 l6 -6`, stroke: "#3b2612", "stroke-width": 4, fill: "none" })]));
    if (pontoons.has(h.hex)) g.appendChild(svg("g", { class: "tw-m44-pontoon" }, [svg("title", { text: `pontoon bridge on ${h.hex}` }),
      ...[-16, -5, 6, 17].map((dy) => svg("rect", { x: x - 14, y: y + dy - 4, width: 28, height: 8, rx: 3, fill: "#8d6e4a", stroke: "#3b2612", "stroke-width": 1.5 }))]));
  }
  // section lines through the hexes of columns 7 and 17 (doubled)
  for (const c of [7, 17]) {
    const x = BX + (c * HW) / 2;
    g.appendChild(svg("path", { d: `M${fmt(x)} ${fmt(BY - S)} V${fmt(BY + 8 * 1.5 * S + S)}`, stroke: "#b03a2e", "stroke-width": 2.5, "stroke-dasharray": "8 6", opacity: 0.8 }));
  }
  for (const lb of bf.labels) {
    const [x, y] = centre(lb.hex);
    g.appendChild(svg("text", { x, y: y - (small > 11 ? 27 : 24), "text-anchor": "middle", "font-size": small, "font-style": "italic", fill: "#1b1b1b", opacity: 0.85,
      // a pale edge keeps a name readable where it runs past its hex (on a dark page too)
      stroke: "#f4f1e4", "stroke-width": 3, "stroke-linejoin": "round", "paint-order": "stroke", text: lb.text.length > 18 ? lb.text.slice(0, 17) + "…" : lb.text }));
  }
  for (const ob of bf.objectives) {
    for (const hx of ob.hexes.slice(0, 1)) {
      const [x, y] = centre(hx);
      g.appendChild(svg("g", { class: "tw-m44-medal" }, [svg("title", { text: ob.default ? `shared objective medal: the ${ob.default} side holds it until the other side enters any of its ${ob.hexes.length} hexes` : `objective medal for ${ob.for === "both" ? "both sides" : ob.for === "top" ? "the top side" : "the bottom side"}${ob.permanent ? " (permanent)" : ""}` }),
        svg("circle", { cx: x - 22, cy: y - 16, r: 9, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 2 }),
        label(x - 22, y - 16, ob.permanent ? "P" : "M", { "font-size": small, "font-weight": 800, fill: "#3b2612" })]));
    }
  }
  for (const o of view.obstacles) {
    const [x, y] = centre(o.hex);
    drawObstacle(ctx, g, o, x, y);
  }
  for (const q of view.hq || []) {
    const [x, y] = centre(q.hex);
    g.appendChild(svg("g", { class: "tw-m44-hq" }, [svg("title", { text: `headquarters of the ${q.side} side${q.taken ? " (taken: a command card lost)" : ""}` }),
      svg("rect", { x: x - 30, y: y - 30, width: 20, height: 14, rx: 3, fill: q.taken ? "#b03a2e" : "#f4d03f", stroke: "#1b1b1b", "stroke-width": 1.5 }),
      label(x - 20, y - 23, "HQ", { "font-size": small, "font-weight": 800, fill: "#1b1b1b" })]));
  }
  for (const m of view.mines || []) {
    const [x, y] = centre(m.hex);
    const shown = m.strength === null || m.strength === undefined ? "?" : String(m.strength);
    g.appendChild(svg("g", { class: "tw-m44-mine", "data-strength": shown }, [svg("title", { text: `minefield laid by the ${m.side} side: ${shown === "?" ? "strength unknown until a unit of the other side enters" : `strength ${shown}`}` }),
      svg("path", { d: `M${fmt(x + 20)} ${fmt(y - 30)} l11 11 l-11 11 l-11 -11 z`, fill: "#c0392b", stroke: "#1b1b1b", "stroke-width": 1.5 }),
      label(x + 20, y - 19, shown, { "font-size": small + 1, "font-weight": 800, fill: "#ffffff" })]));
  }
  for (const ex of view.exits || []) {
    const [x, y] = centre(ex.hex);
    const up = ex.side === "top" ? -1 : 1;
    g.appendChild(svg("g", { class: "tw-m44-exit" }, [svg("title", { text: `exit for the ${ex.side} side: an ordered unit here may leave the battlefield for a medal` }),
      svg("path", { d: `M${fmt(x - 10)} ${fmt(y + up * 14)} L${fmt(x)} ${fmt(y + up * 26)} L${fmt(x + 10)} ${fmt(y + up * 14)} Z`, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 2 })]));
  }
  for (const hx of view.smoke || []) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-smoke", opacity: 0.75 }, [svg("title", { text: `smoke screen on ${hx}: blocks line of sight` }),
      ...[[-10, -4, 12], [8, -8, 11], [2, 8, 13]].map(([dx, dy, r]) => svg("circle", { cx: x + dx, cy: y + dy, r, fill: "#eceff1", stroke: "#90a4ae", "stroke-width": 1.5 }))]));
  }
  for (const hx of view.shells || []) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-shell", opacity: 0.8 }, [svg("title", { text: `smoke shells on ${hx}: units moving in stop, 1 die less into and out of it, no sight across it` }),
      ...[[-10, -4, 12], [8, -8, 11], [2, 8, 13]].map(([dx, dy, r]) => svg("circle", { cx: x + dx, cy: y + dy, r, fill: "#b0bec5", stroke: "#455a64", "stroke-width": 1.5 }))]));
  }
  for (const hx of view.demolished || []) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-demolished" }, [svg("title", { text: `the landmark on ${hx} is demolished` }),
      svg("path", { d: `M${fmt(x - 16)} ${fmt(y - 16)} l32 32 M${fmt(x + 16)} ${fmt(y - 16)} l-32 32`, stroke: "#1b1b1b", "stroke-width": 5, opacity: 0.75 })]));
  }
  for (const [hx, n] of Object.entries(view.sabotage || {})) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-sabotage" }, [svg("title", { text: `sabotage on ${hx}: ${n} star${n === 1 ? "" : "s"} rolled so far` }),
      svg("circle", { cx: x + 22, cy: y + 18, r: 9, fill: "#f4d03f", stroke: "#1b1b1b", "stroke-width": 1.5 }),
      label(x + 22, y + 18, String(n), { "font-size": small, "font-weight": 800, fill: "#1b1b1b" })]));
  }
  for (const hx of view.crosshairs || []) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-crosshair" }, [svg("title", { text: `a big gun has zeroed in on ${hx}: 1 die more against the unit there until it moves` }),
      svg("circle", { cx: x - 20, cy: y + 20, r: 10, fill: "none", stroke: "#c0392b", "stroke-width": 3 }),
      svg("path", { d: `M${fmt(x - 34)} ${fmt(y + 20)} h28 M${fmt(x - 20)} ${fmt(y + 6)} v28`, stroke: "#c0392b", "stroke-width": 2.5 })]));
  }
  // battle stars of equipment or prisoners to pick up (our own five-pointed star)
  const starPath = (x, y, r) => {
    let d = "";
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      d += `${i ? "L" : "M"}${fmt(x + rr * Math.cos(a))} ${fmt(y + rr * Math.sin(a))}`;
    }
    return d + "z";
  };
  for (const hx of view.stars || []) {
    const [x, y] = centre(hx);
    g.appendChild(svg("g", { class: "tw-m44-star" }, [svg("title", { text: `a battle star on ${hx}: a unit of the side that may pick it up ends its move here to take it` }),
      svg("path", { d: starPath(x + 20, y - 18, 11), fill: "#f4d03f", stroke: "#1b1b1b", "stroke-width": 1.5 })]));
  }
  // last moves: an arrow per side
  for (const [side, path] of Object.entries(view.last_move || {})) {
    if (!path || path.length < 2) continue;
    const [x1, y1] = centre(path[0]);
    const [x2, y2] = centre(path[1]);
    const army = view.sides["0"].side === side ? view.sides["0"].army : view.sides["1"].army;
    g.appendChild(svg("path", { class: "tw-m44-last", d: `M${fmt(x1)} ${fmt(y1)} L${fmt(x2)} ${fmt(y2)}`, stroke: SIDE_FILL[army], "stroke-width": 5, "stroke-dasharray": "8 5", opacity: 0.85 }, [svg("title", { text: `${army}' last move` })]));
  }
  const armyOf = (side) => (view.sides["0"].side === side ? view.sides["0"].army : view.sides["1"].army);
  for (const u of view.units) {
    const [x, y] = centre(u.hex);
    drawUnit(g, u, armyOf(u.side), x, y, small);
  }
  // dice on the targets of the selected unit
  const dice = new Map();
  for (const [id, list] of ctx.targets || []) {
    for (const ch of list) {
      const m = /\((\d+) dice\)/.exec(ch.label || "");
      if (m && id.startsWith("hex:")) dice.set(id, m[1]);
    }
  }
  for (const h of bf.hexes) {
    const [x, y] = centre(h.hex);
    const id = `hex:${h.hex}`;
    const area = targetArea(x, y, { circle: S * 0.8 });
    const u = view.units.find((v) => v.hex === h.hex);
    ctx.register(id, area, { label: `${h.hex}: ${h.steep ? "steep " : ""}${h.terrain.replace(/_/g, " ")}${h.bridge ? " with a bridge" : ""}${u ? `, ${armyOf(u.side)} ${u.type} (${u.figures})` : ""}`, x, y });
    g.appendChild(area);
    if (dice.has(id)) {
      g.appendChild(svg("g", { class: "tw-m44-dice-count" }, [svg("circle", { cx: x + 20, cy: y + 20, r: 12, fill: "#b03a2e", stroke: "#ffffff", "stroke-width": 2 }),
        label(x + 20, y + 20, dice.get(id), { "font-size": 14, "font-weight": 800, fill: "#ffffff" })]));
    }
  }
  root.appendChild(g);
}

function drawInfo(ctx, root, y) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-m44-info" });
  g.appendChild(svg("rect", { x: 0, y, width: W, height: 56, rx: 12, fill: C.bg2, stroke: C.border }));
  const r = view.roll;
  if (r && r.faces) {
    g.appendChild(svg("text", { x: 14, y: y + 33, "font-size": 13, fill: C.fg, text: r.to ? `${r.from ? r.from + " → " : ""}${r.to}:` : `${r.why || "Roll"}:` }));
    drawDiceRow(g, r.faces, 120, y + 14);
  } else {
    g.appendChild(svg("text", { x: 14, y: y + 33, "font-size": 13, fill: C.fg2, text: view.scenario.summary }));
  }
  g.appendChild(svg("text", { x: W - 14, y: y + 33, "text-anchor": "end", "font-size": 13, fill: C.fg, text: `${view.night ? `Night: sight ${view.night} · ` : ""}Deck ${view.deck}` }));
  root.appendChild(g);
}

function renderBoard(ctx) {
  const H = BY + 8 * 1.5 * S + S + 12 + 56 + 6;
  if (isNarrow(ctx)) {
    // the command cards in rows of their own, then the battlefield (which keeps its shape) and the roll
    return stackParts([
      { label: "Memoir '44: command cards", x: 0, y: 0, w: HAND_NARROW_W, h: handHeight(ctx.view, HAND_NARROW_W) + 4, draw: (root) => drawHand(ctx, root, HAND_NARROW_W) },
      { label: `Memoir '44: ${ctx.view.scenario.name}`, x: 0, y: TOP, w: W, h: H - TOP, draw: (root) => {
        root.appendChild(svg("style", { text: "@keyframes tw-m44-roll { from { transform: translateY(-12px); opacity: 0.2 } to { transform: none; opacity: 1 } }" }));
        drawSections(ctx, root);
        drawField(ctx, root);
        drawInfo(ctx, root, BY + 8 * 1.5 * S + S + 12);
      } },
    ], { className: "tw-m44", scale: 1.1 });
  }
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: `Memoir '44: ${ctx.view.scenario.name}`, maxWidth: "1000px", className: "tw-m44" });
  root.appendChild(svg("style", { text: "@keyframes tw-m44-roll { from { transform: translateY(-12px); opacity: 0.2 } to { transform: none; opacity: 1 } }" }));
  drawHand(ctx, root);
  drawSections(ctx, root);
  drawField(ctx, root);
  drawInfo(ctx, root, BY + 8 * 1.5 * S + S + 12);
  return root;
}

function describeExtras(ctx, seat) {
  const s = ctx.view.sides[String(seat)];
  const items = [
    { label: "Army", value: `${s.army === "allies" ? "Allies" : "Axis"} (${s.side === "top" ? "top" : "bottom"})` },
    { label: "Medals", value: `${s.medals} of ${s.target}` },
    { label: "Cards", value: s.cards },
  ];
  if (ctx.view.round) items.push({ label: "First battle", value: s.total });
  if (s.reserve) items.push({ label: "Reserve tanks", value: s.reserve });
  return { items, score: `${s.medals}/${s.target}` };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `${v.scenario.name}${v.round ? " — second battle, sides swapped" : ""}${v.night ? ` — night, units see ${v.night} hex${v.night > 1 ? "es" : ""}` : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
