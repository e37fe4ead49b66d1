// Short, skippable animations. Off when the user prefers reduced motion or turned
// them off in the widget (remembered in localStorage when available).

const KEY = "tablewidgets.animations";
const running = new Set();

export function prefersReducedMotion() {
  try {
    return Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  } catch {
    return false;
  }
}

/** The user's setting (default on). */
export function animationsSetting() {
  try {
    return window.localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function setAnimationsSetting(on) {
  try {
    window.localStorage.setItem(KEY, on ? "on" : "off");
  } catch { /* storage may be unavailable in sandboxed frames */ }
}

export function animationsEnabled() {
  return animationsSetting() && !prefersReducedMotion();
}

/**
 * Move an SVG node along `points` (offsets [dx, dy] relative to its final place,
 * ending at [0, 0]) in `duration` ms. Returns the Animation, or null when skipped.
 */
export function animateAlong(node, points, { duration = 320, delay = 0 } = {}) {
  if (!animationsEnabled() || points.length < 2) return null;
  node = wrapIfTransformed(node);
  if (typeof node.animate !== "function") return null;
  const frames = points.map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` }));
  let anim;
  try {
    anim = node.animate(frames, { duration, delay, easing: "ease-in-out", fill: "backwards" });
  } catch {
    return null;
  }
  running.add(anim);
  const done = () => running.delete(anim);
  anim.onfinish = done;
  anim.oncancel = done;
  return anim;
}

// A CSS transform animation replaces an SVG transform attribute while it runs, so a
// node placed with transform="translate(...)" is wrapped in a plain <g> first.
function wrapIfTransformed(node) {
  if (!node.getAttribute || !node.getAttribute("transform") || !node.parentNode) return node;
  const wrapper = node.ownerDocument.createElementNS("http://www.w3.org/2000/svg", "g");
  node.parentNode.insertBefore(wrapper, node);
  wrapper.appendChild(node);
  return wrapper;
}

/** Fade a node in (new pieces, banners). */
export function fadeIn(node, { duration = 250, delay = 0 } = {}) {
  if (!animationsEnabled() || typeof node.animate !== "function") return null;
  try {
    const anim = node.animate([{ opacity: 0 }, { opacity: 1 }], { duration, delay, fill: "backwards" });
    running.add(anim);
    anim.onfinish = () => running.delete(anim);
    return anim;
  } catch {
    return null;
  }
}

/** Jump every running animation to its end (any click or key skips them). */
export function finishAll() {
  for (const a of [...running]) {
    try { a.finish(); } catch { /* already gone */ }
  }
  running.clear();
}
