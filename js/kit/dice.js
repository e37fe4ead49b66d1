// Dice with pips 1..6; a used die is drawn greyed out.
import { svg, fmt } from "./dom.js";
import { C, pieceStyle } from "./theme.js";

/** Pip centres of a die face showing n, in units of the die's size (0..1 square). */
export function pipLayout(n) {
  const a = 0.25, b = 0.5, c = 0.75;
  const faces = {
    1: [[b, b]],
    2: [[a, a], [c, c]],
    3: [[a, a], [b, b], [c, c]],
    4: [[a, a], [c, a], [a, c], [c, c]],
    5: [[a, a], [c, a], [b, b], [a, c], [c, c]],
    6: [[a, a], [c, a], [a, b], [c, b], [a, c], [c, c]],
  };
  return faces[n] || [];
}

/**
 * Which dice of a roll are used: dice = [3, 5] (or 4 equal for doubles), left = the
 * values still unused. Returns booleans, one per die, true = used.
 */
export function usedDice(dice, left) {
  const remaining = [...(left || [])];
  // Mark the *last* dice as used first, so a double's used dice read left to right.
  const used = dice.map(() => true);
  for (let i = 0; i < dice.length; i++) {
    const j = remaining.indexOf(dice[i]);
    if (j >= 0) { used[i] = false; remaining.splice(j, 1); }
  }
  return used;
}

/** A die showing `value` with its top-left corner at (x, y). */
export function drawDie(x, y, value, { size = 80, color = "#fafafa", used = false, title } = {}) {
  const st = pieceStyle(color);
  const g = svg("g", {
    class: `tw-die${used ? " tw-die-used" : ""}`, transform: `translate(${fmt(x)} ${fmt(y)})`,
    opacity: used ? 0.35 : 1,
  }, [
    svg("title", { text: title || `die showing ${value}${used ? " (used)" : ""}` }),
    svg("rect", { width: size, height: size, rx: fmt(size * 0.16), fill: st.fill, stroke: st.rim, "stroke-width": fmt(size * 0.05) }),
  ]);
  for (const [px, py] of pipLayout(value))
    g.appendChild(svg("circle", { cx: fmt(px * size), cy: fmt(py * size), r: fmt(size * 0.09), fill: st.ink }));
  return g;
}

/** A row of dice centred on (cx, cy). */
export function drawDice(cx, cy, values, { size = 80, gap = 16, color, used = [] } = {}) {
  const g = svg("g", { class: "tw-dice" });
  const w = values.length * size + (values.length - 1) * gap;
  values.forEach((v, i) => g.appendChild(
    drawDie(cx - w / 2 + i * (size + gap), cy - size / 2, v, { size, color, used: Boolean(used[i]) })));
  return g;
}

/** The doubling cube (or any labelled cube) centred on (cx, cy). */
export function drawCube(cx, cy, text, { size = 70, offered = false } = {}) {
  return svg("g", { class: `tw-cube${offered ? " tw-cube-offered" : ""}`, transform: `translate(${fmt(cx)} ${fmt(cy)})` }, [
    svg("rect", {
      x: fmt(-size / 2), y: fmt(-size / 2), width: size, height: size, rx: fmt(size * 0.14),
      fill: C.bg, stroke: offered ? C.warn : C.fg2, "stroke-width": fmt(size * (offered ? 0.09 : 0.05)),
    }),
    svg("text", {
      x: 0, y: 0, "text-anchor": "middle", "dominant-baseline": "central", class: "tw-label",
      "font-size": fmt(size * (String(text).length > 2 ? 0.38 : 0.5)), "font-weight": 700, fill: C.fg, text: String(text),
    }),
  ]);
}
