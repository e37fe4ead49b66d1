// Redraw in place: a board is built anew on every change, but the page keeps the elements it
// already shows. `morphChildren(live, fresh)` makes the children of the live node look like
// those of the freshly built one, element by element: a live element of the same kind at the same
// place takes the new attributes and children, and only what differs is written. Unchanged
// elements stay in the document, so the browser styles and lays out only what changed (a board
// replaced whole is styled again whole: the largest part of a redraw on a page full of
// JupyterLab's style rules).
//
// Parts kept between draws (ctx.keep) come as stand-ins (`keptStandIn`): the live part stays
// where it is, untouched.

const KEPT = Symbol("tw-kept");
// form fields hold state the user typed or chose: never morphed, always the new one
const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA", "OPTION"]);

/** A stand-in for a live part kept from the last draw: morphChildren puts the part itself here. */
export function keptStandIn(node) {
  const doc = node.ownerDocument;
  const el = node.nodeType === 1 && node.namespaceURI
    ? doc.createElementNS(node.namespaceURI, node.localName)
    : doc.createElement("span");
  el[KEPT] = node;
  el.setAttribute(STAND_IN, "");
  return el;
}

const STAND_IN = "data-tw-stand-in";

/** Stand-ins inside a subtree that goes into the page whole: each becomes its part. */
function resolveStandIns(node, map) {
  if (node.nodeType !== 1 || !node.querySelector(`[${STAND_IN}]`)) return;
  for (const el of node.querySelectorAll(`[${STAND_IN}]`)) {
    const part = el[KEPT];
    if (!part) continue;
    el.replaceWith(part);
    if (map) map.set(el, part);
  }
}

/** The live part a stand-in stands for (undefined for any other node). */
export function keptBy(node) {
  return node ? node[KEPT] : undefined;
}

function sameKind(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName && a.namespaceURI === b.namespaceURI
    && !(a.nodeType === 1 && FIELDS.has(a.nodeName.toUpperCase()));
}

/** Text the kit enlarged (legibleText) keeps its size when it is drawn again the same way. */
function carryLegible(live, fresh) {
  const fs = live.getAttribute("data-tw-fs");
  if (!fs || fresh.hasAttribute("data-tw-fs")) return;
  if (live.getAttribute("font-size") !== fresh.getAttribute("font-size")
    || live.getAttribute("class") !== fresh.getAttribute("class")) return;
  fresh.setAttribute("data-tw-fs", fs);
  if (live.style.fontSize && !fresh.style.fontSize) fresh.style.fontSize = live.style.fontSize;
}

// What the kit itself puts on a registered element after drawing (the choice machine, the
// last-move rings): left in place on an element registered again, so that an unchanged target is
// not written twice; the kit sets them anew right after.
const KIT_ATTRS = new Set(["tabindex", "role", "aria-label", "data-lm-suppress-shortcuts", "data-last-seat"]);
const KIT_CLASSES = /(^|\s)tw-(target|selected|last)(?=\s|$)/g;
const KIT_STYLE = /--tw-last(-rim)?\s*:[^;]*;?\s*/g;

function withKitState(name, liveValue, freshValue) {
  if (name === "class") {
    const kit = (liveValue.match(KIT_CLASSES) || []).map((t) => t.trim());
    const base = liveValue.replace(KIT_CLASSES, "").trim().replace(/\s+/g, " ");
    if (base === freshValue.trim().replace(/\s+/g, " ")) return liveValue;
    return [freshValue, ...kit].join(" ").trim();
  }
  if (name === "style") {
    const kit = liveValue.match(KIT_STYLE) || [];
    if (liveValue.replace(KIT_STYLE, "").trim() === freshValue.trim()) return liveValue;
    const own = freshValue.trim();
    return [own && !own.endsWith(";") ? `${own};` : own, ...kit.map((d) => d.trim())].filter(Boolean).join(" ");
  }
  return freshValue;
}

const XLINK = "http://www.w3.org/1999/xlink";

// (attribute names and values as strings: reading `attributes` would make an Attr node of each)
function syncAttributes(live, fresh, kitOwned) {
  if (live.localName === "text" && live.hasAttribute("data-tw-fs")) carryLegible(live, fresh);
  const names = fresh.getAttributeNames();
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const want = fresh.getAttribute(name);
    const now = live.getAttribute(name);
    const value = kitOwned && now !== null && (name === "class" || name === "style") ? withKitState(name, now, want) : want;
    if (now === value) continue;
    if (name.startsWith("xlink:")) live.setAttributeNS(XLINK, name, value);
    else live.setAttribute(name, value);
  }
  const have = live.getAttributeNames();
  if (have.length === names.length && !kitOwned) return; // the same count, all of them set: the same names
  for (let i = have.length - 1; i >= 0; i--) {
    const name = have[i];
    if (fresh.hasAttribute(name)) continue;
    if (kitOwned && (KIT_ATTRS.has(name) || name === "class" || name === "style")) {
      const now = live.getAttribute(name) || "";
      if (name === "class" && now.replace(KIT_CLASSES, "").trim()) live.setAttribute(name, withKitState(name, now, ""));
      else if (name === "style" && now.replace(KIT_STYLE, "").trim()) live.setAttribute(name, withKitState(name, now, ""));
      continue;
    }
    live.removeAttribute(name);
  }
}

/** Make `live` (same kind as `fresh`) look like `fresh`; see morphChildren for the options. */
export function morphNode(live, fresh, opts = {}) {
  const { map, own } = opts;
  if (map) map.set(fresh, live);
  if (live.nodeType !== 1) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return live;
  }
  syncAttributes(live, fresh, Boolean(own && own.has(fresh)));
  morphChildren(live, fresh, opts);
  return live;
}

/** The key that pairs an element with the one drawn at the same place before, wherever the
 * two sit among their siblings: `data-key` (a board's own), else the registered id. */
function keyOf(node) {
  if (node.nodeType !== 1) return null;
  return node.getAttribute("data-key") || node.getAttribute("data-tw-id");
}

/**
 * The children of `live` become those of `fresh` (left behind as scrap): matching live nodes
 * are morphed and kept, the others are moved over from `fresh`. Children with a key (keyOf) pair with the live
 * child of the same key, others with the live child at the same place. Options: `map` (a Map)
 * receives fresh node -> the live node that shows it now; `kept` (a Set): live parts held for a
 * later draw, never rewritten; `own` (a Set of fresh elements): registered elements whose kit
 * state (classes tw-target/tw-selected/tw-last, tabindex, role, aria-label...) the caller sets
 * again itself.
 */
export function morphChildren(live, fresh, opts = {}) {
  const { map, kept } = opts;
  let keyed = null; // key -> live children with it, in order
  for (let c = live.firstChild; c; c = c.nextSibling) {
    const k = keyOf(c);
    if (!k) continue;
    if (!keyed) keyed = new Map();
    if (!keyed.has(k)) keyed.set(k, []);
    keyed.get(k).push(c);
  }
  let wanted = null; // keys among the new children
  if (keyed) {
    wanted = new Set();
    for (let n = fresh.firstChild; n; n = n.nextSibling) { const k = keyOf(n); if (k) wanted.add(k); }
  }
  const free = (c) => !(kept && kept.has(c));
  let cur = live.firstChild;
  let next = fresh.firstChild;
  while (next) {
    const after = next.nextSibling;
    // live children whose key is gone go now (the rest pair up without shifting)
    while (cur && wanted && free(cur) && keyOf(cur) && !wanted.has(keyOf(cur))) {
      const gone = cur;
      cur = cur.nextSibling;
      live.removeChild(gone);
    }
    const part = next[KEPT];
    const k = keyed && !part ? keyOf(next) : null;
    const queue = k ? keyed.get(k) : null;
    const match = queue && queue.length && free(queue[0]) && sameKind(queue[0], next) ? queue.shift() : null;
    if (part) {
      if (map) map.set(next, part);
      if (cur === part) cur = cur.nextSibling;
      else live.insertBefore(part, cur);
    } else if (match) {
      if (match === cur) cur = cur.nextSibling;
      else live.insertBefore(match, cur);
      morphNode(match, next, opts);
    } else if (cur && free(cur) && sameKind(cur, next) && !(wanted && keyOf(cur) && wanted.has(keyOf(cur)))) {
      morphNode(cur, next, opts);
      cur = cur.nextSibling;
    } else {
      live.insertBefore(next, cur);
      resolveStandIns(next, map);
    }
    next = after;
  }
  while (cur) {
    const gone = cur;
    cur = cur.nextSibling;
    live.removeChild(gone);
  }
  return live;
}
