// A board laid out for a narrow cell: parts of one drawing (each drawn in the board's own
// coordinates) shown one under another, each in its own <svg> cut to the part's box, so
// every part is drawn nearly at its designed size instead of the whole board shrunk to the cell.
import { html, svgRoot } from "./dom.js";

/** How narrow a cell is laid out in stacked parts (CSS px of the board's box). */
export const NARROW = 860;

/** True when the board's box is known and narrower than `limit` (ctx.width is 0 before the first layout). */
export const isNarrow = (ctx, limit = NARROW) => ctx.width > 0 && ctx.width < limit;

/**
 * parts: [{x, y, w, h, label, draw(root)}] in the board's coordinates; each `draw` appends its
 * elements to the given root (it may register them). `scale` caps a part's CSS width at
 * `w * scale` px so a small part is not blown up; `align` ("center", "flex-start") places the parts.
 * Returns a `tw-stack` div of the parts' svgs.
 */
export function stackParts(parts, { className = "", scale = 1, align = "center" } = {}) {
  return html("div", { class: "tw-stack", style: align === "center" ? null : `align-items:${align}` }, parts.map((p) => {
    const root = svgRoot({ x: p.x, y: p.y, w: p.w, h: p.h }, { label: p.label, maxWidth: `${Math.round(p.w * scale)}px`, className });
    p.draw(root);
    return root;
  }));
}
