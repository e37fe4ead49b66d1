// Tiny element builders: every board and panel is built from these.
// No framework: plain DOM nodes, attributes set once, events delegated by app.js.

export const SVG_NS = "http://www.w3.org/2000/svg";

function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

/** Append children (nodes, strings, numbers, nested arrays; null is skipped). */
export function append(parent, children) {
  if (children === undefined || children === null || children === false) return parent;
  if (!Array.isArray(children)) children = [children];
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else if (typeof child === "string" || typeof child === "number")
      parent.appendChild(parent.ownerDocument.createTextNode(String(child)));
    else parent.appendChild(child);
  }
  return parent;
}

/** An SVG element: svg("circle", {cx: 0, cy: 0, r: 5, class: "x"}, children). */
export function svg(tag, attrs = {}, children = []) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** An HTML element: html("button", {class: "tw-btn", text: "Undo"}). */
export function html(tag, attrs = {}, children = []) {
  return build(document.createElement(tag), attrs, children);
}

/** Remove every child of a node. */
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

/**
 * The root <svg> of a board: viewBox based, scales to the cell width.
 * box = {x, y, w, h} in viewBox units (about 100 per square or cell).
 */
export function svgRoot(box, { label = "Board", maxWidth = "720px", className = "" } = {}) {
  return svg("svg", {
    viewBox: `${fmt(box.x)} ${fmt(box.y)} ${fmt(box.w)} ${fmt(box.h)}`,
    class: `tw-svg ${className}`.trim(),
    role: "group",
    "aria-label": label,
    style: `max-width:${maxWidth}`,
    preserveAspectRatio: "xMidYMid meet",
  });
}

/** Round to 2 decimals for compact, stable attribute values. */
export function fmt(n) {
  return String(Math.round(n * 100) / 100);
}

/** An SVG path "M x y L x y ..." through points [[x, y], ...]. */
export function pathThrough(points, close = false) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${fmt(x)} ${fmt(y)}`).join(" ");
  return close ? d + " Z" : d;
}

/** Centred SVG text. */
export function label(x, y, text, attrs = {}) {
  return svg("text", {
    x: fmt(x), y: fmt(y), "text-anchor": "middle", "dominant-baseline": "central",
    class: "tw-label", fill: "var(--jp-ui-font-color2, rgba(0, 0, 0, 0.54))", ...attrs, text,
  });
}

/** A button every keyboard and screen reader can use, JupyterLab shortcuts suppressed. */
export function button(text, attrs = {}) {
  return html("button", {
    type: "button", class: "tw-btn", "data-lm-suppress-shortcuts": "true", ...attrs, text,
  });
}

/**
 * No text smaller than `min` CSS pixels on screen: every SVG <text> under `root` whose font size,
 * scaled by its drawing, renders smaller is enlarged up to `maxBoost` times its own size.
 * Idempotent (the board's own size is kept in data-tw-fs); run again when the width changes.
 */
export function legibleText(root, { min = 11, maxBoost = 1.4 } = {}) {
  if (!root || !root.querySelectorAll) return 0;
  let changed = 0;
  for (const t of root.querySelectorAll("svg text")) {
    if (typeof t.getScreenCTM !== "function") continue;
    const m = t.getScreenCTM();
    if (!m) continue;
    const scale = Math.sqrt(m.a * m.a + m.b * m.b);
    if (!scale) continue;
    let own = Number(t.getAttribute("data-tw-fs"));
    if (!own) {
      own = parseFloat(t.getAttribute("font-size")) || parseFloat(getComputedStyle(t).fontSize) / scale;
      if (!own) continue;
      t.setAttribute("data-tw-fs", String(own));
    }
    const want = Math.min(own * maxBoost, Math.max(own, (min + 0.05) / scale));
    const now = parseFloat(t.style.fontSize) || own;
    if (Math.abs(want - now) > 0.01) {
      t.style.fontSize = `${want.toFixed(2)}px`;
      changed += 1;
    }
  }
  return changed;
}
