// Applying the patches Python sends (docs/widget-protocol.md, "Patches"): view operations,
// choices told by reference to the old ones, packed choice lists and log lines by reference.

/**
 * `value` with view operations applied: `[path, v]` sets the key or index at `path` (one past a
 * list's end appends), `[path]` removes the key or cuts the list there, `[path, entries, "s"]` sets
 * the list at `path` from its own items (`[i, n]`) and new ones (`[value]`). A new object: only the
 * containers on a changed path are copied, every unchanged part keeps its identity (so a board
 * may skip what did not change).
 */
export function applyViewOps(value, ops) {
  const fresh = new Set(); // containers copied for this patch (written in place from then on)
  const own = (node) => {
    if (fresh.has(node)) return node;
    const copy = Array.isArray(node) ? node.slice() : { ...node };
    fresh.add(copy);
    return copy;
  };
  let root = value;
  for (const op of ops || []) {
    const path = op[0];
    if (!Array.isArray(path)) continue;
    if (!path.length) { root = op[1]; continue; }
    root = own(root);
    let parent = root;
    for (const key of path.slice(0, -1)) {
      const child = own(parent[key]);
      parent[key] = child;
      parent = child;
    }
    const last = path[path.length - 1];
    if (op.length > 2 && op[2] === "s") parent[last] = splice(parent[last], op[1]);
    else if (op.length > 1) parent[last] = op[1];
    else if (Array.isArray(parent)) parent.length = Math.min(parent.length, last);
    else delete parent[last];
  }
  return root;
}

/** A list from the items of `old` (`[i, n]` is `old[i..i+n)`, unchanged objects) and new items (`[value]`). */
function splice(old, entries) {
  const out = [];
  for (const e of Array.isArray(entries) ? entries : []) {
    if (e.length === 2) out.push(...(Array.isArray(old) ? old.slice(e[0], e[0] + e[1]) : []));
    else out.push(e[0]);
  }
  return out;
}

const isRef = (op) => Array.isArray(op) && Number.isInteger(op[0]);

/** Choices (wire form) from `choice_ops`: `[i, n]` repeats `old[i..i+n)`, anything else is a choice. */
export function applyChoiceOps(old, ops) {
  const out = [];
  for (const op of unpackChoices(ops)) {
    if (isRef(op) && op.length === 2) out.push(...(old || []).slice(op[0], op[0] + op[1]));
    else out.push(op);
  }
  return out;
}

const WORD = /-?[0-9]+|[A-Za-z0-9]+/g;
const SLOT = /\{\{|\{([\^=]?)(\d+)\}/g;
const capital = (w) => w.slice(0, 1).toUpperCase() + w.slice(1);

/**
 * A choice list as Python packs long ones, `{s: shapes, c: entries}`: a shape is `[label, parts]`
 * with the words of the action (runs of letters and digits, or a
 * number with its sign, numbered in order) written `{i}` (`{^i}` capitalised, `{{` a brace); an entry is
 * `[action, shape]`, or the action alone with the shape of the entry before (`~word`: the action
 * before with its last word replaced), or `[prefix, n, shape]`: the n choices before, each action's
 * last word after the prefix, all of that shape; references `[i, n]` stay. `{=i}` is the text the glossary `g`
 * gives word i. A plain list is returned as it is.
 */
export function unpackChoices(packed) {
  if (Array.isArray(packed)) return packed;
  if (!packed || !Array.isArray(packed.c)) return [];
  const shapes = Array.isArray(packed.s) ? packed.s : [];
  const glossary = packed.g && typeof packed.g === "object" ? packed.g : {};
  const out = [];
  let shape = null;
  let action = "";
  const choice = (act, form) => {
    const words = act.match(WORD) || [];
    const fill = (text) => String(text).replace(SLOT, (m, kind, i) => {
      if (m === "{{") return "{";
      const w = words[+i] ?? "";
      return kind === "=" ? String(glossary[w] ?? "") : kind ? capital(w) : w;
    });
    return [act, fill(form[0]), (Array.isArray(form[1]) ? form[1] : []).map(fill)];
  };
  for (const entry of packed.c) {
    if (isRef(entry)) { out.push(entry); continue; }
    if (Array.isArray(entry) && entry.length === 3) { // a product: [prefix, n, shape]
      shape = shapes[entry[2]];
      if (!Array.isArray(shape) || typeof entry[0] !== "string") continue;
      for (const b of out.slice(Math.max(0, out.length - entry[1]))) {
        action = entry[0] + String(b[0]).slice(String(b[0]).lastIndexOf(" ") + 1);
        out.push(choice(action, shape));
      }
      continue;
    }
    if (Array.isArray(entry)) { action = entry[0]; shape = shapes[entry[1]]; }
    else if (typeof entry === "string" && entry.startsWith("~")) action = action.slice(0, action.lastIndexOf(" ") + 1) + entry.slice(1);
    else action = entry;
    if (typeof action !== "string" || !Array.isArray(shape)) continue;
    out.push(choice(action, shape));
  }
  return out;
}

const isLine = (e) => Array.isArray(e) && e.length === 3 && typeof e[2] === "string";

/** Log lines from their wire form `[step, seat, text]` (objects pass as they are). */
export function readLog(entries) {
  return (Array.isArray(entries) ? entries : []).map((e) => (isLine(e) ? { step: e[0], seat: e[1], text: e[2] } : e));
}

/**
 * Log lines from references to the lines held: `[i, n, d]` is `old[i..i+n)` with `d` added to
 * each `step`; any other entry is a line (`[step, seat, text]`).
 */
export function applyLogOps(old, entries) {
  const out = [];
  for (const e of Array.isArray(entries) ? entries : []) {
    if (isLine(e)) out.push(readLog([e])[0]);
    else if (isRef(e)) {
      const d = Number.isInteger(e[2]) ? e[2] : 0;
      for (const line of (old || []).slice(e[0], e[0] + e[1])) out.push(d ? { ...line, step: line.step + d } : line);
    } else out.push(e);
  }
  return out;
}
