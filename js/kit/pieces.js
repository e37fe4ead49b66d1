// Pieces: discs, rings, stacks with count badges, cubes; and clickable target areas.
import { svg, fmt, label } from "./dom.js";
import { C, pieceStyle } from "./theme.js";

/** A round piece of the given colour at (x, y); rim contrasts with the fill. */
export function drawDisc(x, y, r, color, { className = "", title } = {}) {
  const st = pieceStyle(color);
  return svg("g", { class: `tw-piece ${className}`.trim(), transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    title ? svg("title", { text: title }) : null,
    svg("circle", { r: fmt(r), fill: st.fill, stroke: st.rim, "stroke-width": fmt(r * 0.1) }),
    svg("circle", { r: fmt(r * 0.68), fill: "none", stroke: st.rim, "stroke-width": fmt(r * 0.04), opacity: 0.45 }),
    st.dark ? svg("circle", { cx: fmt(-r * 0.32), cy: fmt(-r * 0.36), r: fmt(r * 0.2), fill: "#ffffff", opacity: 0.28, class: "tw-gloss" }) : null,
  ]);
}

/** A double piece (two discs stacked, with a ring on top): GIPF pieces, kings. */
export function drawDoubleDisc(x, y, r, color, { className = "", title } = {}) {
  const st = pieceStyle(color);
  const off = r * 0.16;
  return svg("g", { class: `tw-piece tw-double ${className}`.trim(), transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    title ? svg("title", { text: title }) : null,
    svg("circle", { cx: fmt(off), cy: fmt(off), r: fmt(r), fill: st.fill, stroke: st.rim, "stroke-width": fmt(r * 0.1) }),
    svg("circle", { cx: fmt(-off * 0.5), cy: fmt(-off * 0.5), r: fmt(r), fill: st.fill, stroke: st.rim, "stroke-width": fmt(r * 0.1) }),
    svg("circle", { cx: fmt(-off * 0.5), cy: fmt(-off * 0.5), r: fmt(r * 0.55), fill: "none", stroke: st.rim, "stroke-width": fmt(r * 0.14) }),
  ]);
}

/** A small round badge with a number (stack counts, resources). */
export function drawBadge(x, y, text, { r = 16, fill = C.brand, ink = "#ffffff" } = {}) {
  return svg("g", { class: "tw-badge", transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    svg("circle", { r: fmt(r), fill, stroke: C.bg, "stroke-width": fmt(r * 0.15) }),
    label(0, 0, String(text), { "font-size": fmt(r * 1.15), fill: ink, "font-weight": 700 }),
  ]);
}

/**
 * Offsets of the pieces of a stack: `count` pieces, at most `max` drawn, each `step`
 * further along (dx, dy). Returns {offsets: [[x, y]...], hidden: count - drawn}.
 */
export function stackOffsets(count, { max = 5, step = 1, dx = 0, dy = -1 } = {}) {
  const drawn = Math.max(0, Math.min(count, max));
  return {
    offsets: Array.from({ length: drawn }, (_, i) => [dx * step * i, dy * step * i]),
    hidden: count - drawn,
  };
}

/**
 * A stack of `count` discs from (x, y) along direction (dx, dy), `step` apart.
 * When more than `max`, the last drawn disc carries the total as a number.
 */
export function drawStack(x, y, count, color, { r = 40, step = 2 * 40, max = 5, dx = 0, dy = -1, className = "" } = {}) {
  const g = svg("g", { class: `tw-stack ${className}`.trim() });
  const { offsets } = stackOffsets(count, { max, step, dx, dy });
  offsets.forEach(([ox, oy]) => g.appendChild(drawDisc(x + ox, y + oy, r, color)));
  if (count > max && offsets.length) {
    const [ox, oy] = offsets[offsets.length - 1];
    const st = pieceStyle(color);
    g.appendChild(label(x + ox, y + oy, String(count), { "font-size": fmt(r * 0.95), fill: st.ink, "font-weight": 700 }));
  }
  return g;
}

/**
 * A clickable area for the choice machine: an invisible hit shape plus a
 * highlight shape (class tw-hl) that CSS shows when the area is a target.
 * shape: {circle: r} | {rect: [x, y, w, h]} | {path: d}; coordinates absolute.
 */
export function targetArea(x, y, shape, { hl } = {}) {
  const g = svg("g", { class: "tw-area" });
  const make = (s, cls) => {
    if (s.circle !== undefined) return svg("circle", { cx: fmt(x), cy: fmt(y), r: fmt(s.circle), class: cls });
    if (s.rect) {
      const [rx, ry, w, h] = s.rect;
      return svg("rect", { x: fmt(rx), y: fmt(ry), width: fmt(w), height: fmt(h), rx: fmt(s.round ?? 10), class: cls });
    }
    return svg("path", { d: s.path, class: cls });
  };
  g.appendChild(make(shape, "tw-hit"));
  g.appendChild(make(hl || shape, "tw-hl"));
  return g;
}

/** An arrow from (x1, y1) to (x2, y2) with a head; width in viewBox units. */
export function drawArrow(x1, y1, x2, y2, { width = 8, color = C.brand, head = 3.2, className = "", dash } = {}) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const hl = width * head;
  const bx = x2 - ux * hl;
  const by = y2 - uy * hl;
  const px = -uy * hl * 0.6;
  const py = ux * hl * 0.6;
  return svg("g", { class: `tw-arrow ${className}`.trim() }, [
    svg("line", {
      x1: fmt(x1), y1: fmt(y1), x2: fmt(bx), y2: fmt(by), stroke: color, "stroke-width": fmt(width),
      "stroke-linecap": "round", "stroke-dasharray": dash,
    }),
    svg("path", { d: `M${fmt(x2)} ${fmt(y2)} L${fmt(bx + px)} ${fmt(by + py)} L${fmt(bx - px)} ${fmt(by - py)} Z`, fill: color }),
  ]);
}
