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
