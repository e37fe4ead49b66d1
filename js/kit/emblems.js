// Small drawings that stand for a game on its gallery card. A game without its own
// emblem gets the generic one (a die, a card and a piece, with the game's initials).
import { svg, label, pathThrough } from "./dom.js";
import { C, DEFAULT_COLORS } from "./theme.js";
import { drawDisc, drawDoubleDisc } from "./pieces.js";
import { drawDie } from "./dice.js";
import { hexCorners } from "./grids.js";

export const EMBLEM_BOX = { w: 240, h: 140 };
const emblems = new Map();

/** Add or replace the emblem of a game: draw(g) appends to a 240 x 140 group. */
export function registerEmblem(name, draw) {
  emblems.set(name, draw);
}

export function hasEmblem(name) {
  return emblems.has(name);
}

/** "river_valley_glassworks" -> "RV" */
export function initials(title) {
  const words = String(title || "?").split(/[\s_-]+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0].toUpperCase()).join("") || "?";
}

/** The emblem of a game as an <svg>; decorative (aria-hidden), the card has the title. */
export function drawEmblem(name, title) {
  const root = svg("svg", {
    viewBox: `0 0 ${EMBLEM_BOX.w} ${EMBLEM_BOX.h}`, class: "tw-emblem", "aria-hidden": "true",
    "data-emblem": emblems.has(name) ? name : "generic",
  });
  const g = svg("g");
  (emblems.get(name) || ((gg) => genericEmblem(gg, title || name)))(g);
  root.appendChild(g);
  return root;
}

function genericEmblem(g, title) {
  g.appendChild(svg("rect", { x: 30, y: 28, width: 62, height: 88, rx: 8, fill: C.bg, stroke: C.border, "stroke-width": 3, transform: "rotate(-10 61 72)" }));
  g.appendChild(svg("rect", { x: 40, y: 34, width: 62, height: 88, rx: 8, fill: C.brand, stroke: C.border, "stroke-width": 3, transform: "rotate(6 71 78)" }));
  g.appendChild(drawDie(118, 64, 5, { size: 48, color: DEFAULT_COLORS[0] }));
  g.appendChild(drawDisc(190, 90, 20, DEFAULT_COLORS[2]));
  g.appendChild(label(150, 36, initials(title), { "font-size": 30, "font-weight": 700, fill: C.fg }));
}

registerEmblem("gipf", (g) => {
  g.appendChild(svg("path", { d: pathThrough(hexCorners(120, 70, 62, "flat"), true), fill: C.bg, stroke: C.fg3, "stroke-width": 3 }));
  for (const [x1, y1, x2, y2] of [[58, 70, 182, 70], [89, 16, 151, 124], [89, 124, 151, 16]])
    g.appendChild(svg("line", { x1, y1, x2, y2, stroke: C.fg3, "stroke-width": 2 }));
  g.appendChild(drawDisc(78, 70, 16, DEFAULT_COLORS[0]));
  g.appendChild(drawDisc(162, 70, 16, DEFAULT_COLORS[1]));
  g.appendChild(drawDoubleDisc(120, 36, 16, DEFAULT_COLORS[1]));
  g.appendChild(drawDoubleDisc(120, 104, 16, DEFAULT_COLORS[0]));
});

registerEmblem("backgammon", (g) => {
  g.appendChild(svg("rect", { x: 24, y: 14, width: 192, height: 112, rx: 8, fill: C.bg, stroke: C.fg3, "stroke-width": 3 }));
  for (let i = 0; i < 6; i++) {
    const x = 30 + i * 30;
    const fill = i % 2 ? C.brand : C.warn;
    g.appendChild(svg("path", { d: `M${x} 18 L${x + 15} 62 L${x + 30} 18 Z`, fill, opacity: 0.6 }));
    g.appendChild(svg("path", { d: `M${x} 122 L${x + 15} 78 L${x + 30} 122 Z`, fill: i % 2 ? C.warn : C.brand, opacity: 0.6 }));
  }
  g.appendChild(drawDisc(45, 110, 13, DEFAULT_COLORS[0]));
  g.appendChild(drawDisc(45, 85, 13, DEFAULT_COLORS[0]));
  g.appendChild(drawDisc(195, 30, 13, DEFAULT_COLORS[1]));
  g.appendChild(drawDie(100, 50, 6, { size: 34 }));
  g.appendChild(drawDie(140, 56, 3, { size: 34 }));
});

registerEmblem("ponte_del_diavolo", (g) => {
  const s = 22, x0 = 65, y0 = 15;
  g.appendChild(svg("rect", { x: x0 - 4, y: y0 - 4, width: 5 * s + 8, height: 5 * s + 8, rx: 6, fill: "#3d7ea6", opacity: 0.85 }));
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++)
      g.appendChild(svg("rect", { x: x0 + c * s + 1, y: y0 + r * s + 1, width: s - 2, height: s - 2, fill: "none", stroke: "#ffffff", "stroke-opacity": 0.25 }));
  const tile = (c, r, light) => g.appendChild(svg("rect", {
    x: x0 + c * s + 2, y: y0 + r * s + 2, width: s - 4, height: s - 4, rx: 3,
    fill: light ? "#efe6cf" : "#5a3d2b", stroke: light ? "#b9a67a" : "#2d1e14", "stroke-width": 1.5 }));
  for (const [c, r] of [[0, 0], [1, 0], [0, 1], [1, 1]]) tile(c, r, true);
  for (const [c, r] of [[3, 3], [4, 3], [4, 4]]) tile(c, r, false);
  tile(3, 0, true);
  // a bridge over water between two light tiles
  const cx = (c) => x0 + c * s + s / 2;
  g.appendChild(svg("line", { x1: cx(1), y1: cx(0) - x0 + y0, x2: cx(3), y2: cx(0) - x0 + y0, stroke: "#8b5a2b", "stroke-width": 7, "stroke-linecap": "round" }));
  g.appendChild(svg("line", { x1: cx(1), y1: cx(0) - x0 + y0, x2: cx(3), y2: cx(0) - x0 + y0, stroke: "#d9b382", "stroke-width": 3, "stroke-dasharray": "3 3" }));
});

registerEmblem("river_valley_glassworks", (g) => {
  g.appendChild(svg("path", { d: "M10 80 C50 50 90 110 130 80 S200 50 230 78 L230 104 C200 76 170 130 130 106 S50 76 10 106 Z", fill: "#4f9cc9", opacity: 0.75 }));
  const glass = ["#d64541", "#f0b429", "#3fa34d", "#7a4fc9", "#e67e22", "#1abc9c"];
  glass.forEach((fill, i) => {
    const x = 38 + i * 33, y = 40 + (i % 2) * 10;
    g.appendChild(svg("path", { d: `M${x - 10} ${y + 14} L${x - 7} ${y - 10} L${x + 7} ${y - 10} L${x + 10} ${y + 14} Z`, fill, stroke: C.fg2, "stroke-width": 1.5, opacity: 0.9 }));
    g.appendChild(svg("path", { d: `M${x - 4} ${y - 6} L${x - 5} ${y + 8}`, stroke: "#ffffff", "stroke-width": 2, opacity: 0.6 }));
  });
});

registerEmblem("twinkle_twinkle", (g) => {
  g.appendChild(svg("rect", { x: 40, y: 10, width: 160, height: 120, rx: 10, fill: "#1b2245" }));
  const stars = [[70, 40], [100, 60], [130, 48], [160, 80], [90, 100], [150, 110]];
  for (const [a, b] of [[0, 1], [1, 2], [2, 3]])
    g.appendChild(svg("line", { x1: stars[a][0], y1: stars[a][1], x2: stars[b][0], y2: stars[b][1], stroke: "#f7e08a", "stroke-width": 2, opacity: 0.8 }));
  for (const [x, y] of stars) {
    const pts = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? 4 : 10, t = (Math.PI / 5) * k - Math.PI / 2;
      pts.push([x + r * Math.cos(t), y + r * Math.sin(t)]);
    }
    g.appendChild(svg("path", { d: pathThrough(pts, true), fill: "#ffd84d" }));
  }
});

registerEmblem("harmonies", (g) => {
  const hex = (x, y, layers) => {
    g.appendChild(svg("path", { d: pathThrough(hexCorners(x, y, 26, "pointy"), true), fill: C.bg, stroke: C.fg3, "stroke-width": 2 }));
    layers.forEach((fill, i) => g.appendChild(svg("circle", { cx: x, cy: y - i * 8, r: 15, fill, stroke: "#00000055", "stroke-width": 1.5 })));
  };
  hex(75, 50, ["#8a8f98", "#8a8f98"]);
  hex(120, 50, ["#7b4a26", "#3a9a4a"]);
  hex(165, 50, ["#3c7fc4"]);
  hex(97, 95, ["#e0b530"]);
  hex(142, 95, ["#b23a2e", "#b23a2e"]);
  g.appendChild(svg("rect", { x: 135, y: 72, width: 12, height: 12, rx: 2, fill: "#f2f2f2", stroke: "#333", "stroke-width": 1.5 }));
});

registerEmblem("heat", (g) => {
  g.appendChild(svg("path", { d: "M20 120 L150 120 A50 50 0 0 0 200 70 L200 20", fill: "none", stroke: C.fg3, "stroke-width": 34 }));
  g.appendChild(svg("path", { d: "M20 120 L150 120 A50 50 0 0 0 200 70 L200 20", fill: "none", stroke: C.bg, "stroke-width": 2, "stroke-dasharray": "8 6" }));
  g.appendChild(svg("line", { x1: 150, y1: 102, x2: 150, y2: 138, stroke: "#d64541", "stroke-width": 4 }));
  g.appendChild(svg("circle", { cx: 128, cy: 92, r: 13, fill: "#ffffff", stroke: "#d64541", "stroke-width": 3 }));
  g.appendChild(label(128, 92, "4", { "font-size": 14, "font-weight": 700, fill: "#222" }));
  const car = (x, y, fill) => g.appendChild(svg("rect", { x: x - 14, y: y - 7, width: 28, height: 14, rx: 6, fill, stroke: "#111", "stroke-width": 1.5 }));
  car(70, 112, "#d64541");
  car(100, 128, "#2471a3");
});

registerEmblem("formula_d", (g) => {
  // three staggered lanes into a corner, a stop box and a gear die
  for (let lane = 0; lane < 3; lane++)
    for (let i = 0; i < 6; i++) {
      const x = 24 + i * 26 + (lane % 2) * 13;
      const y = 96 - lane * 20;
      g.appendChild(svg("circle", { cx: x, cy: y, r: 9, fill: i > 3 ? "#e6a0a0" : C.bg2, stroke: C.border, "stroke-width": 1.5 }));
    }
  g.appendChild(svg("rect", { x: 128, y: 24, width: 40, height: 22, rx: 4, fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 2 }));
  g.appendChild(label(148, 35, "2", { "font-size": 15, "font-weight": 800, fill: "#222" }));
  const car = (x, y, fill, n) => {
    g.appendChild(svg("path", { d: `M${x - 12} ${y - 7} L${x + 4} ${y - 7} L${x + 12} ${y} L${x + 4} ${y + 7} L${x - 12} ${y + 7} Z`, fill, stroke: "#111", "stroke-width": 1.5 }));
    g.appendChild(label(x - 3, y, n, { "font-size": 10, "font-weight": 800, fill: "#fff" }));
  };
  car(50, 96, "#d64541", "1");
  car(89, 76, "#2e86c1", "2");
  g.appendChild(svg("rect", { x: 184, y: 64, width: 40, height: 40, rx: 8, fill: "#8e44ad", stroke: "#222", "stroke-width": 2 }));
  g.appendChild(label(204, 84, "20", { "font-size": 16, "font-weight": 800, fill: "#fff" }));
});

registerEmblem("pandemic", (g) => {
  const cities = [[40, 50, "#2471a3"], [90, 30, "#2471a3"], [130, 70, "#e0b530"], [180, 40, "#444"], [200, 100, "#c0392b"], [80, 105, "#e0b530"]];
  for (const [a, b] of [[0, 1], [1, 2], [2, 3], [3, 4], [2, 5], [0, 5], [2, 4]])
    g.appendChild(svg("line", { x1: cities[a][0], y1: cities[a][1], x2: cities[b][0], y2: cities[b][1], stroke: C.fg3, "stroke-width": 2 }));
  for (const [x, y, fill] of cities) g.appendChild(svg("circle", { cx: x, cy: y, r: 9, fill, stroke: C.bg, "stroke-width": 2 }));
  for (let i = 0; i < 3; i++)
    g.appendChild(svg("rect", { x: 188 + i * 10, y: 110, width: 9, height: 9, fill: "#c0392b", stroke: "#5a1a12", "stroke-width": 1 }));
  g.appendChild(svg("path", { d: "M122 52 L130 44 L138 52 L138 60 L122 60 Z", fill: "#ffffff", stroke: "#333", "stroke-width": 1.5 }));
});

registerEmblem("rallyman_gt", (g) => {
  // three lanes of tile squares into a corner, a gear limit, dice on the squares and a car
  const tint = ["#f1c40f", "#f1c40f", "#e67e22", "#e67e22", "#d64541"];
  for (let lane = 0; lane < 3; lane++)
    for (let i = 0; i < 5; i++)
      g.appendChild(svg("rect", { x: 20 + i * 36, y: 30 + lane * 28, width: 34, height: 26, rx: 3, fill: `color-mix(in srgb, ${tint[i]} 35%, #ffffff)`, stroke: C.border, "stroke-width": 1.2 }));
  g.appendChild(svg("circle", { cx: 181, cy: 99, r: 10, fill: "#ffffff", stroke: "#c0392b", "stroke-width": 2.5 }));
  g.appendChild(label(181, 99, "2", { "font-size": 12, "font-weight": 800, fill: "#222" }));
  const die = (x, y, fill, ink, t) => {
    g.appendChild(svg("rect", { x: x - 9, y: y - 9, width: 18, height: 18, rx: 4, fill, stroke: "#555", "stroke-width": 1.2 }));
    g.appendChild(label(x, y, t, { "font-size": 11, "font-weight": 800, fill: ink }));
  };
  die(73, 71, "#1c1c1c", "#fff", "4");
  die(109, 71, "#fbfbfb", "#111", "C");
  die(145, 99, "#1c1c1c", "#fff", "3");
  g.appendChild(svg("rect", { x: 24, y: 62, width: 26, height: 17, rx: 6, fill: "#d64541", stroke: "#111", "stroke-width": 1.5 }));
  g.appendChild(svg("path", { d: "M205 26 l12 21 h-24 Z", fill: "#f4d03f", stroke: "#7d6608", "stroke-width": 2 }));
  g.appendChild(label(205, 40, "!", { "font-size": 12, "font-weight": 800, fill: "#222" }));
});

registerEmblem("parks", (g) => {
  // a trail of sites with two hikers, a sun and a water token, and a park card
  const fills = ["#d5d8dc", "#f7dc6f", "#82c596", "#7dcea0", "#bfc5cc", "#85c1e9"];
  fills.forEach((fill, i) => g.appendChild(svg("rect", { x: 12 + i * 36, y: 20, width: 32, height: 44, rx: 6, fill, stroke: "#555", "stroke-width": 1.2 })));
  g.appendChild(svg("circle", { cx: 64, cy: 52, r: 8, fill: "#3a8d4c", stroke: "#1b4d2a", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 136, cy: 52, r: 8, fill: "#e07b24", stroke: "#7a3d0c", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 100, cy: 30, r: 6, fill: "#f1c40f", stroke: "#333", "stroke-width": 1 }));
  g.appendChild(svg("circle", { cx: 172, cy: 30, r: 6, fill: "#3498db", stroke: "#333", "stroke-width": 1 }));
  g.appendChild(svg("rect", { x: 150, y: 74, width: 70, height: 46, rx: 6, fill: "#cfe8d4", stroke: "#2e6b3a", "stroke-width": 2 }));
  g.appendChild(svg("path", { d: "M158 112 L176 88 L188 102 L198 92 L212 112 Z", fill: "#2e8b45" }));
});

registerEmblem("fromage", (g) => {
  // a round board of four quadrants with cheese spaces and a turning arrow
  const fills = ["#f5b7b1", "#f9e79f", "#abebc6", "#aed6f1"];
  const cx = 120, cy = 72, r = 62;
  for (let q = 0; q < 4; q++) {
    const a0 = (q * Math.PI) / 2 + Math.PI / 4;
    const a1 = a0 + Math.PI / 2;
    const p = (a) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    g.appendChild(svg("path", { d: `M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z`, fill: fills[q], stroke: "#555", "stroke-width": 1.5 }));
  }
  for (const [x, y, f] of [[104, 112, "#f6ecc4"], [124, 112, "#e8a93a"], [144, 112, "#8fb3d4"]])
    g.appendChild(svg("rect", { x: x - 8, y: y - 8, width: 16, height: 16, rx: 3, fill: f, stroke: "#d4af37", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 124, cy: 112, r: 5, fill: "#c0392b" }));
  g.appendChild(svg("circle", { cx, cy, r: 10, fill: C.bg, stroke: "#555", "stroke-width": 1.5 }));
  g.appendChild(svg("path", { d: "M200 40 A 86 86 0 0 1 206 96", fill: "none", stroke: C.fg2, "stroke-width": 4 }));
  g.appendChild(svg("path", { d: "M198 92 L207 102 L213 89 Z", fill: C.fg2 }));
});

registerEmblem("castles_of_mad_king_ludwig", (g) => {
  // a foyer with rooms around it: a square, a round room, an L room and an octagon
  const wall = { stroke: "#222", "stroke-width": 2 };
  g.appendChild(svg("polygon", { points: "110,96 130,96 140,106 140,126 130,136 110,136 100,126 100,106", fill: "#9aa0a6", ...wall }));
  g.appendChild(svg("rect", { x: 100, y: 56, width: 40, height: 40, fill: "#c0569b", ...wall }));
  g.appendChild(svg("circle", { cx: 170, cy: 116, r: 30, fill: "#e67e22", ...wall }));
  g.appendChild(svg("polygon", { points: "40,76 60,76 60,96 100,96 100,136 40,136", fill: "#d9a91f", ...wall }));
  g.appendChild(svg("polygon", { points: "150,16 210,16 220,26 220,76 210,86 150,86 140,76 140,26", fill: "#3f9c4a", ...wall }));
  for (const [x1, y1, x2, y2] of [[114, 96, 126, 96], [100, 110, 100, 122], [140, 110, 140, 122], [140, 46, 140, 58]])
    g.appendChild(svg("line", { x1, y1, x2, y2, stroke: "#fff8e6", "stroke-width": 5 }));
});

registerEmblem("hardback", (g) => {
  // three letter cards spelling a word, the middle one a face-down wild card
  const card = (x, y, fill, letter, ink, rot) => {
    g.appendChild(svg("g", { transform: `rotate(${rot} ${x + 24} ${y + 34})` }, [
      svg("rect", { x, y, width: 48, height: 68, rx: 6, fill, stroke: "#333", "stroke-width": 2 }),
      label(x + 24, y + 38, letter, { "font-size": 28, "font-weight": 800, fill: ink }),
    ]));
  };
  card(44, 40, "#fdf3d6", "W", "#8a6508", -8);
  card(96, 34, "#3b3b4f", "O", "#ffffff", 0);
  card(148, 40, "#f6dcd8", "R", "#a93226", 8);
  g.appendChild(svg("rect", { x: 100, y: 112, width: 40, height: 12, rx: 3, fill: "#2e8b57" }));
});

registerEmblem("downforce", (g) => {
  // two lanes of track with a yellow betting line, three cars and a speed card
  for (let lane = 0; lane < 2; lane++)
    for (let i = 0; i < 5; i++)
      g.appendChild(svg("rect", { x: 16 + i * 30, y: 70 + lane * 26, width: 26, height: 22, rx: 3, fill: C.bg2, stroke: C.border, "stroke-width": 1.5 }));
  g.appendChild(svg("rect", { x: 104, y: 66, width: 5, height: 56, fill: "#f4d03f", stroke: "#7d6608" }));
  const car = (x, y, fill) => g.appendChild(svg("rect", { x: x - 11, y: y - 7, width: 22, height: 14, rx: 6, fill, stroke: "#111", "stroke-width": 1.5 }));
  car(29, 81, "#d64541");
  car(89, 107, "#2e86c1");
  car(149, 81, "#e8c31a");
  g.appendChild(svg("rect", { x: 178, y: 22, width: 52, height: 84, rx: 6, fill: C.bg, stroke: C.border2, "stroke-width": 2 }));
  [["#d64541", "5"], ["#2e86c1", "3"], ["#27ae60", "2"]].forEach(([fill, n], i) => {
    g.appendChild(svg("rect", { x: 184, y: 30 + i * 24, width: 40, height: 20, rx: 3, fill }));
    g.appendChild(label(204, 40 + i * 24, n, { "font-size": 13, "font-weight": 800, fill: "#fff" }));
  });
});

registerEmblem("rallyman_dirt", (g) => {
  // a gravel road bending through a corner, a shortcut diamond, a jump chevron, water and a car
  g.appendChild(svg("rect", { x: 0, y: 0, width: 240, height: 140, fill: "color-mix(in srgb, #b08d57 30%, #ffffff)" }));
  g.appendChild(svg("path", { d: "M10 110 L120 110 Q200 110 200 30", fill: "none", stroke: "#8e6e3f", "stroke-width": 46 }));
  g.appendChild(svg("path", { d: "M10 110 L120 110 Q200 110 200 30", fill: "none", stroke: "#f4ecd8", "stroke-width": 2, "stroke-dasharray": "6 6" }));
  g.appendChild(svg("rect", { x: 40, y: 90, width: 22, height: 40, fill: "#5dade2", opacity: 0.8 }));
  g.appendChild(svg("path", { d: "M88 118 L98 104 L108 118", fill: "none", stroke: "#111", "stroke-width": 3 }));
  g.appendChild(svg("path", { d: "M160 62 l12 12 l-12 12 l-12 -12 Z", fill: "#6e4b2a", stroke: "#3b2612", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 186, cy: 64, r: 10, fill: "#ffffff", stroke: "#c0392b", "stroke-width": 2.5 }));
  g.appendChild(label(186, 64, "3", { "font-size": 12, "font-weight": 800, fill: "#222" }));
  g.appendChild(svg("rect", { x: 128, y: 96, width: 28, height: 18, rx: 6, fill: "#d64541", stroke: "#111", "stroke-width": 1.5 }));
});

registerEmblem("pax_pamir", (g) => {
  // three regions of a map with coalition blocks and tribes, a road, and a court card with a spy
  g.appendChild(svg("rect", { x: 0, y: 0, width: 240, height: 140, fill: "color-mix(in srgb, #c8a165 25%, #ffffff)" }));
  [[12, 18, 70, 54], [90, 12, 64, 60], [40, 80, 86, 48]].forEach(([x, y, w, h]) =>
    g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 10, fill: "#efe3c8", stroke: "#8a6a3a", "stroke-width": 2 })));
  g.appendChild(svg("rect", { x: 76, y: 36, width: 20, height: 10, rx: 2, fill: "#755466", stroke: "#111" }));
  [["#2c6154", 24, 30], ["#2c6154", 50, 30], ["#7a783d", 108, 26]].forEach(([fill, x, y]) =>
    g.appendChild(svg("rect", { x, y, width: 18, height: 18, rx: 3, fill, stroke: "#111", "stroke-width": 1.5 })));
  g.appendChild(svg("circle", { cx: 70, cy: 106, r: 10, fill: "#2e86c1", stroke: "#111", "stroke-width": 1.5 }));
  g.appendChild(svg("circle", { cx: 96, cy: 106, r: 10, fill: "#c8a165", stroke: "#111", "stroke-width": 1.5 }));
  g.appendChild(svg("rect", { x: 170, y: 18, width: 56, height: 80, rx: 6, fill: C.bg, stroke: C.border2, "stroke-width": 2 }));
  g.appendChild(svg("rect", { x: 170, y: 18, width: 56, height: 16, rx: 6, fill: "#91278f" }));
  g.appendChild(label(198, 27, "★★", { "font-size": 11, "font-weight": 800, fill: "#fff" }));
  g.appendChild(svg("circle", { cx: 186, cy: 80, r: 8, fill: "#9e9e9e", stroke: "#111", "stroke-width": 1.5 }));
});

registerEmblem("revive", (g) => {
  // a patch of map tiles (desert, forest, field, water, a crystal) with a building, a meeple and a machine
  const fills = [["#e9d8a6", "#6fae6a", "#e7c85a", "#e9d8a6"], ["#5d9fd6", "#e9d8a6", "#8fd3e8", "#a9a9b3"], ["#e7c85a", "#d98c6a", "#e9d8a6", "#6fae6a"]];
  fills.forEach((row, r) => row.forEach((fill, c) =>
    g.appendChild(svg("rect", { x: 20 + c * 34, y: 18 + r * 34, width: 32, height: 32, rx: 4, fill, stroke: "#5c4a1e", "stroke-width": 1 }))));
  g.appendChild(svg("rect", { x: 60, y: 60, width: 18, height: 18, rx: 3, fill: "#138d90", stroke: "#0b3d3e", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 105, cy: 102, r: 8, fill: "#d68910", stroke: "#5a3a06", "stroke-width": 2 }));
  g.appendChild(svg("circle", { cx: 190, cy: 62, r: 34, fill: "#f7e39c", stroke: "#6b5a12", "stroke-width": 3 }));
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    g.appendChild(svg("line", { x1: 190 + 22 * Math.cos(a), y1: 62 + 22 * Math.sin(a), x2: 190 + 31 * Math.cos(a), y2: 62 + 31 * Math.sin(a), stroke: "#6b5a12", "stroke-width": 4 }));
  }
  g.appendChild(svg("circle", { cx: 190, cy: 62, r: 10, fill: "#9b7fd1", stroke: "#1b0b3a", "stroke-width": 2 }));
});

registerEmblem("memoir44", (g) => {
  // three hexes of battlefield (countryside, forest, town), a tank and an infantry unit, a battle die
  const hex = (cx, cy, fill) => {
    const pts = [];
    for (let i = 0; i < 6; i++) {
      const a = ((60 * i - 30) * Math.PI) / 180;
      pts.push(`${(cx + 30 * Math.cos(a)).toFixed(1)},${(cy + 30 * Math.sin(a)).toFixed(1)}`);
    }
    g.appendChild(svg("polygon", { points: pts.join(" "), fill, stroke: "#5b6b3a", "stroke-width": 1.5 }));
  };
  hex(50, 50, "#cfe3a6");
  hex(102, 50, "#4f8a3c");
  hex(76, 95, "#d9c49a");
  g.appendChild(svg("circle", { cx: 96, cy: 44, r: 8, fill: "#2f6b2a" }));
  g.appendChild(svg("rect", { x: 70, y: 90, width: 12, height: 10, fill: "#a0522d" }));
  g.appendChild(svg("rect", { x: 34, y: 38, width: 32, height: 24, rx: 5, fill: "#5d6d7e", stroke: "#1b1b1b", "stroke-width": 1.5 }));
  g.appendChild(svg("rect", { x: 40, y: 48, width: 16, height: 7, rx: 2, fill: "#fff" }));
  g.appendChild(svg("path", { d: "M52 46 h10", stroke: "#fff", "stroke-width": 2 }));
  g.appendChild(svg("rect", { x: 150, y: 60, width: 48, height: 48, rx: 8, fill: "#fdfdf8", stroke: "#1b1b1b", "stroke-width": 2 }));
  g.appendChild(svg("path", { d: "M165 98 V70 L188 78 L165 86", fill: "#c0392b", stroke: "#1b1b1b", "stroke-width": 2 }));
  g.appendChild(svg("path", { d: "M150 26 l5 10 l11 1 l-8 7 l3 11 l-11 -6 l-10 6 l3 -11 l-8 -7 l11 -1 z", fill: "#f4d03f", stroke: "#7d6608" }));
});

registerEmblem("terraforming_mars", (g) => {
  // a red planet of hexes with an ocean, a greenery and a city, and a rising thermometer
  const hex = (cx, cy, fill) => {
    const pts = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i - 90);
      pts.push(`${(cx + 17 * Math.cos(a)).toFixed(1)},${(cy + 17 * Math.sin(a)).toFixed(1)}`);
    }
    g.appendChild(svg("path", { d: `M${pts.join("L")}Z`, fill, stroke: "#7a4327", "stroke-width": 1.5 }));
  };
  g.appendChild(svg("circle", { cx: 100, cy: 70, r: 62, fill: "#c4622d", opacity: 0.35 }));
  [[70, 45], [100, 45], [130, 45], [55, 70], [85, 70], [115, 70], [145, 70], [70, 95], [100, 95], [130, 95]].forEach(([x, y], i) =>
    hex(x, y, i === 5 || i === 6 ? "#2f7fd0" : i === 8 ? "#3c9a43" : i === 2 ? "#8d8d8d" : "#d9905c"));
  g.appendChild(svg("rect", { x: 196, y: 20, width: 16, height: 96, rx: 8, fill: C.bg, stroke: C.border, "stroke-width": 2 }));
  g.appendChild(svg("rect", { x: 199, y: 60, width: 10, height: 53, rx: 5, fill: "#d35400" }));
  g.appendChild(svg("circle", { cx: 204, cy: 120, r: 11, fill: "#d35400" }));
});

registerEmblem("dungeon_petz", (g) => {
  // a cage with bars holding a little horned pet, its four need bars, and a gold coin
  g.appendChild(svg("rect", { x: 40, y: 26, width: 96, height: 92, rx: 8, fill: C.bg2, stroke: C.border, "stroke-width": 2 }));
  g.appendChild(svg("ellipse", { cx: 88, cy: 86, rx: 28, ry: 22, fill: "#8e44ad", stroke: "#4a235a", "stroke-width": 2 }));
  g.appendChild(svg("path", { d: "M70 68 L64 50 L78 64 Z M106 68 L112 50 L98 64 Z", fill: "#f5b041", stroke: "#7e5109", "stroke-width": 1.5 }));
  g.appendChild(svg("circle", { cx: 79, cy: 82, r: 4, fill: "#ffffff" }));
  g.appendChild(svg("circle", { cx: 97, cy: 82, r: 4, fill: "#ffffff" }));
  for (let i = 0; i < 5; i++) g.appendChild(svg("rect", { x: 48 + i * 20, y: 26, width: 4, height: 92, fill: C.fg2 }));
  ["#c0392b", "#27ae60", "#d4ac0d", "#8e44ad"].forEach((fill, i) => g.appendChild(svg("rect", { x: 152, y: 30 + i * 22, width: 40, height: 16, rx: 3, fill })));
  g.appendChild(svg("circle", { cx: 210, cy: 110, r: 14, fill: "#f1c40f", stroke: "#7d6608", "stroke-width": 2 }));
});

registerEmblem("alchemists", (g) => {
  // two flasks over a deduction grid: one crossed cell, one circled
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      g.appendChild(svg("rect", { x: 120 + c * 28, y: 40 + r * 28, width: 24, height: 24, rx: 3, fill: C.bg2, stroke: C.border, "stroke-width": 1.5 }));
  g.appendChild(label(148, 52, "×", { "font-size": 20, "font-weight": 800, fill: "#c0392b" }));
  g.appendChild(svg("circle", { cx: 204, cy: 80, r: 8, fill: "none", stroke: "#27ae60", "stroke-width": 3 }));
  const flask = (x, fill) => {
    g.appendChild(svg("path", { d: `M${x - 6} 30 L${x - 6} 58 L${x - 24} 110 L${x + 24} 110 L${x + 6} 58 L${x + 6} 30 Z`, fill, stroke: "#222", "stroke-width": 2 }));
    g.appendChild(svg("rect", { x: x - 9, y: 24, width: 18, height: 7, rx: 2, fill: "#8e6e3f" }));
  };
  flask(44, "#d64541");
  flask(92, "#2e86c1");
});

registerEmblem("praga_caput_regni", (g) => {
  // the crane's three zones with action tiles, a wall of stone sections and a cathedral spire
  [["#c0392b", 14], ["#2e8b57", 62], ["#2e6fb5", 110]].forEach(([fill, x]) => {
    g.appendChild(svg("rect", { x, y: 16, width: 44, height: 60, rx: 5, fill: C.bg, stroke: fill, "stroke-width": 3 }));
    g.appendChild(svg("rect", { x, y: 16, width: 44, height: 12, rx: 4, fill }));
    g.appendChild(svg("rect", { x: x + 5, y: 34, width: 34, height: 16, rx: 3, fill: "#d4a017" }));
    g.appendChild(svg("rect", { x: x + 5, y: 54, width: 34, height: 16, rx: 3, fill: "#a0522d" }));
  });
  for (let i = 0; i < 6; i++)
    g.appendChild(svg("rect", { x: 14 + i * 24, y: 100, width: 22, height: 20, fill: "#b7a98f", stroke: "#5d4037", "stroke-width": 1.5 }));
  g.appendChild(svg("path", { d: "M186 124 L186 64 L200 24 L214 64 L214 124 Z", fill: "#8e8e8e", stroke: "#333", "stroke-width": 2 }));
  g.appendChild(svg("rect", { x: 194, y: 80, width: 12, height: 20, rx: 6, fill: "#d6eaf8", stroke: "#333" }));
});

registerEmblem("viticulture", (g) => {
  // a bunch of red grapes under a leaf beside a glass of white wine
  g.appendChild(svg("path", { d: "M70 20 Q90 4 112 20 Q96 30 70 20 Z", fill: "#3f8f3a", stroke: "#1e5a1c", "stroke-width": 2 }));
  const berries = [[80, 40], [100, 40], [120, 40], [90, 58], [110, 58], [100, 76], [70, 58], [130, 58], [80, 76], [120, 76], [90, 94], [110, 94], [100, 112]];
  for (const [x, y] of berries) g.appendChild(svg("circle", { cx: x, cy: y, r: 11, fill: "#8e1b2c", stroke: "#4a0d17", "stroke-width": 1.5 }));
  g.appendChild(svg("path", { d: "M160 30 L204 30 Q204 76 182 80 Q160 76 160 30 Z", fill: "#e2c65a", stroke: "#7a6412", "stroke-width": 2 }));
  g.appendChild(svg("rect", { x: 179, y: 80, width: 6, height: 34, fill: "#9aa0a6" }));
  g.appendChild(svg("rect", { x: 164, y: 112, width: 36, height: 6, rx: 3, fill: "#9aa0a6" }));
});

registerEmblem("gaia_project", (g) => {
  // a ring of coloured planets on dark space hexes, a mine and a green Gaia planet with satellites
  g.appendChild(svg("rect", { x: 20, y: 12, width: 200, height: 116, rx: 14, fill: "#0e1630" }));
  const hex = (cx, cy) => {
    const pts = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i);
      pts.push(`${(cx + 16 * Math.cos(a)).toFixed(1)},${(cy + 16 * Math.sin(a)).toFixed(1)}`);
    }
    g.appendChild(svg("path", { d: `M${pts.join("L")}Z`, fill: "#1b2750", stroke: "#33447a", "stroke-width": 1.2 }));
  };
  [[70, 42], [94, 56], [118, 42], [142, 56], [166, 42], [70, 70], [118, 70], [166, 70], [94, 84], [142, 84], [70, 98], [118, 98], [166, 98]].forEach(([x, y]) => hex(x, y));
  [[70, 42, "#2f6fd6"], [118, 42, "#c4352b"], [166, 42, "#e08a1e"], [94, 84, "#e6cf3a"], [142, 84, "#3aa655"], [70, 98, "#8c8c8c"], [166, 98, "#7d3fa8"]]
    .forEach(([x, y, fill]) => g.appendChild(svg("circle", { cx: x, cy: y, r: 10, fill, stroke: "#0b0f20", "stroke-width": 1.5 })));
  g.appendChild(svg("rect", { x: 63, y: 35, width: 14, height: 14, rx: 7, fill: "#f4f1e8", stroke: "#222222", "stroke-width": 1.5 }));
  [[118, 70], [142, 56]].forEach(([x, y]) => g.appendChild(svg("circle", { cx: x, cy: y, r: 5, fill: "#f4f1e8", stroke: "#222222" })));
});
