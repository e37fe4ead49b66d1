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
 * `root` may be a list of nodes: all are measured first, then all are written, so the page is
 * laid out once, not once per text.
 */
export function legibleText(root, { min = 11, maxBoost = 1.4, known = null } = {}) {
  const roots = (Array.isArray(root) ? root : [root]).filter((r) => r && r.querySelectorAll);
  const writes = [];
  // one screen measurement per <svg>; the rest is its own transforms. `known` (from svgScales,
  // taken before a redraw) gives the scale of an svg drawn like one before, without a layout.
  const svgScales = new Map();
  if (known && known.size) {
    const seen = new Map();
    for (const r of roots) for (const el of r.querySelectorAll("svg")) {
      const key = svgKey(el, seen);
      if (known.has(key)) svgScales.set(el, known.get(key));
    }
  }
  for (const r of roots) {
    for (const t of r.querySelectorAll("svg text")) {
      if (typeof t.getScreenCTM !== "function") continue;
      const scale = screenScale(t, svgScales);
      if (!scale) continue;
      let own = Number(t.getAttribute("data-tw-fs"));
      if (!own) {
        own = parseFloat(t.getAttribute("font-size")) || parseFloat(getComputedStyle(t).fontSize) / scale;
        if (!own) continue;
      }
      const want = Math.min(own * maxBoost, Math.max(own, (min + 0.05) / scale));
      const now = parseFloat(t.style.fontSize) || own;
      writes.push([t, own, Math.abs(want - now) > 0.01 ? want : 0]);
    }
  }
  let changed = 0;
  for (const [t, own, want] of writes) {
    if (!t.hasAttribute("data-tw-fs")) t.setAttribute("data-tw-fs", String(own));
    if (want) {
      t.style.fontSize = `${want.toFixed(2)}px`;
      changed += 1;
    }
  }
  return changed;
}

const scaleOf = (m) => Math.sqrt(m.a * m.a + m.b * m.b);
const multiply = (p, q) => ({ a: p.a * q.a + p.c * q.b, b: p.b * q.a + p.d * q.b, c: p.a * q.c + p.c * q.d, d: p.b * q.c + p.d * q.d });
const screenCTMScale = (node) => {
  const m = node.getScreenCTM();
  return m ? scaleOf(m) : 0;
};

/** How many screen pixels one unit of `node`'s user space is: the scale of its nearest <svg>
 * on screen (measured once per svg in `cache`) times the transforms on the way down to it. */
function screenScale(node, cache) {
  let local = 1;
  let el = node;
  while (el && el.tagName && el.tagName.toLowerCase() !== "svg") {
    const list = el.transform && el.transform.baseVal;
    if (list && list.numberOfItems) {
      // the product of the list's matrices (consolidate() would rewrite the element's attribute)
      if (typeof list.getItem !== "function") return screenCTMScale(node);
      let m = null;
      for (let i = 0; i < list.numberOfItems; i++) {
        const t = list.getItem(i).matrix;
        m = m ? multiply(m, t) : t;
      }
      if (m) local *= scaleOf(m);
    }
    el = el.parentNode;
  }
  if (!el || !el.tagName || typeof el.getScreenCTM !== "function") return screenCTMScale(node);
  if (!cache.has(el)) {
    const m = el.getScreenCTM();
    cache.set(el, m ? scaleOf(m) : 0);
  }
  return cache.get(el) * local;
}

/** Where an <svg> sits and how it is drawn: its viewBox, style and class, its parent's class, and
 * how many such came before it; an svg drawn again with the same key has the same scale. */
function svgKey(el, seen) {
  const parent = el.parentNode;
  const base = [el.getAttribute("viewBox"), el.getAttribute("style"), el.getAttribute("class"),
    parent && parent.getAttribute ? parent.getAttribute("class") : ""].join("|");
  const n = seen.get(base) || 0;
  seen.set(base, n + 1);
  return `${base}|${n}`;
}

/** The screen scale of every <svg> under `roots`, by svgKey: measure before a redraw (while the
 * page is laid out) and hand to legibleText as `known`. */
export function svgScales(roots) {
  const out = new Map();
  const seen = new Map();
  for (const r of (Array.isArray(roots) ? roots : [roots])) {
    if (!r || !r.querySelectorAll) continue;
    for (const el of r.querySelectorAll("svg")) {
      const key = svgKey(el, seen);
      if (typeof el.getScreenCTM !== "function") continue;
      const m = el.getScreenCTM();
      if (m) out.set(key, scaleOf(m));
    }
  }
  return out;
}
