// The choice machine: turns the model's `choices` into clickable board elements.
//
// Each choice is {action, label, parts}; parts are board element ids clicked in order.
// We keep the clicked prefix. An element is a *target* when its id is the next part of
// some choice that starts with the prefix; clicking it extends the prefix, and when the
// prefix equals a choice's whole parts we send {type: "act", action}.
// Pure functions first (easy to test), then the stateful ChoiceMachine.

/** True when `prefix` is the start of `parts` (equal counts as a start). */
export function startsWith(parts, prefix) {
  if (prefix.length > parts.length) return false;
  for (let i = 0; i < prefix.length; i++) if (parts[i] !== prefix[i]) return false;
  return true;
}

/** Choices that use the board and start with the prefix (including complete ones). */
export function matchingChoices(choices, prefix) {
  return (choices || []).filter((c) => c.parts && c.parts.length > 0 && startsWith(c.parts, prefix));
}

/** Map of id -> choices for which `id` is the next part after the prefix. */
export function nextTargets(choices, prefix) {
  const out = new Map();
  for (const c of matchingChoices(choices, prefix)) {
    if (c.parts.length <= prefix.length) continue;
    const id = c.parts[prefix.length];
    if (!out.has(id)) out.set(id, []);
    out.get(id).push(c);
  }
  return out;
}

/** The choice whose parts are exactly the prefix, or null. */
export function completedChoice(choices, prefix) {
  if (!prefix.length) return null;
  return (choices || []).find(
    (c) => c.parts && c.parts.length === prefix.length && startsWith(c.parts, prefix)) || null;
}

/** Choices with no board parts: shown as buttons in the prompt bar. */
export function buttonChoices(choices) {
  return (choices || []).filter((c) => !c.parts || c.parts.length === 0);
}

/** A readable name for an element id: "dot:a1" -> "dot a1", "pt:13" -> "point 13". */
export function idLabel(id) {
  const [kind, rest] = String(id).split(/:(.*)/s);
  const words = { pt: "point", dot: "dot", row: "row", bar: "bar", off: "off" };
  if (rest === undefined) return kind;
  return `${words[kind] || kind} ${rest}`;
}

/** Set (or with null remove) an attribute, writing nothing when it already is so (an element
 * drawn again in place is not styled again for an unchanged value). */
function setAttr(element, name, value) {
  if (value === null) { if (element.hasAttribute(name)) element.removeAttribute(name); }
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export class ChoiceMachine {
  /**
   * send(msg): forwards {type: "act", action} to the model.
   * onChange(machine): called after the prefix changes (the app re-renders).
   */
  constructor({ send, onChange } = {}) {
    this.send = send || (() => {});
    this.onChange = onChange || (() => {});
    this.choices = [];
    this.prefix = [];
    this.registry = new Map(); // id -> [{element, label, x, y}]
  }

  /** New choices from the model; the prefix survives only if still useful. */
  setChoices(choices) {
    this.choices = Array.isArray(choices) ? choices : [];
    if (this.prefix.length && nextTargets(this.choices, this.prefix).size === 0) this.prefix = [];
  }

  targets() {
    return nextTargets(this.choices, this.prefix);
  }

  /** Complete choices reachable from the current prefix (for the prompt bar). */
  candidates() {
    return this.prefix.length ? matchingChoices(this.choices, this.prefix) : [];
  }

  /** Forget every registered element (before a board is drawn again). */
  resetRegistry() {
    this.registry = new Map();
  }

  /**
   * Register a board element under an id like "dot:a1". info = {label, x, y}:
   * label names it for screen readers; x, y (any units) guide arrow-key moves.
   */
  register(id, element, info = {}) {
    if (!this.registry.has(id)) this.registry.set(id, []);
    this.registry.get(id).push({ element, label: info.label || idLabel(id), x: info.x, y: info.y });
    if (element.getAttribute("data-tw-id") !== id) element.setAttribute("data-tw-id", id);
    return element;
  }

  /** Words for an id: the label the board registered it with, else a reading of the id itself. */
  labelOf(id) {
    const entries = this.registry.get(id);
    return (entries && entries.length && entries[0].label) || idLabel(id);
  }

  /** Put classes, tabindex, role and aria-label on every registered element. */
  apply() {
    const targets = this.targets();
    const selected = new Set(this.prefix);
    for (const [id, entries] of this.registry) {
      const options = targets.get(id);
      for (const { element, label } of entries) {
        element.classList.toggle("tw-target", Boolean(options));
        element.classList.toggle("tw-selected", selected.has(id));
        if (options) {
          setAttr(element, "tabindex", "0");
          setAttr(element, "role", "button");
          setAttr(element, "data-lm-suppress-shortcuts", "true");
          const single = options.length === 1 && options[0].parts.length === this.prefix.length + 1;
          setAttr(element, "aria-label", single ? options[0].label : `${label} (${options.length} moves)`);
        } else {
          setAttr(element, "tabindex", null);
          setAttr(element, "role", null);
          setAttr(element, "aria-label", selected.has(id) ? `${label}, selected` : null);
        }
      }
    }
    return targets;
  }

  /**
   * The user clicked (or pressed Enter on) element `id`. Returns what happened:
   * "sent" | "extended" | "restarted" | "truncated" | "ignored".
   */
  pick(id) {
    let result = "ignored";
    if (this.targets().has(id)) {
      this.prefix = [...this.prefix, id];
      result = "extended";
    } else if (this.prefix.includes(id)) {
      // Clicking a selected element takes the selection back to before it.
      this.prefix = this.prefix.slice(0, this.prefix.indexOf(id));
      result = "truncated";
    } else if (nextTargets(this.choices, []).has(id)) {
      this.prefix = [id];
      result = "restarted";
    } else {
      return result;
    }
    const done = completedChoice(this.choices, this.prefix);
    if (done) {
      this.prefix = [];
      this.send({ type: "act", action: done.action });
      result = "sent";
    }
    this.onChange(this);
    return result;
  }

  /** Play a choice directly (prompt-bar buttons). */
  choose(choice) {
    this.prefix = [];
    this.send({ type: "act", action: choice.action });
    this.onChange(this);
  }

  /** Forget the prefix; returns true if there was one. */
  clear() {
    if (!this.prefix.length) return false;
    this.prefix = [];
    this.onChange(this);
    return true;
  }

  /** Registered target elements currently in the document, in registration order. */
  targetElements() {
    const targets = this.targets();
    const out = [];
    for (const [id, entries] of this.registry)
      if (targets.has(id)) for (const e of entries) out.push({ id, ...e });
    return out;
  }
}

/**
 * Arrow-key roving: from `current` (an entry {x, y}) pick the nearest entry in the
 * direction dx, dy (one of them ±1). Without coordinates, steps through the list order.
 */
export function nearestInDirection(entries, current, dx, dy) {
  const others = entries.filter((e) => e !== current);
  if (!others.length) return null;
  const hasXY = (e) => typeof e.x === "number" && typeof e.y === "number";
  if (!current || !hasXY(current) || !others.every(hasXY)) {
    const i = entries.indexOf(current);
    const step = dx + dy > 0 ? 1 : -1;
    return entries[(i + step + entries.length) % entries.length];
  }
  let best = null;
  let bestScore = Infinity;
  for (const e of others) {
    const ex = e.x - current.x;
    const ey = e.y - current.y;
    const along = ex * dx + ey * dy; // distance in the wanted direction
    if (along <= 1e-6) continue;
    const across = Math.abs(ex * dy) + Math.abs(ey * dx);
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = e; }
  }
  return best;
}
