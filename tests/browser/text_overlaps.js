// Text boxes of the board's drawings that overlap, for tests/browser/test_kit.py (evaluated by Playwright).
// Returns [[text, text, percent of the smaller box], ...] for pairs overlapping by more than a quarter of
// the smaller box, and [text, "outside its drawing", 0] for text cut by the edge of its <svg>. Text hidden
// by a board's own clipping viewport (a clip-path, or a scrolling box) is measured only where it shows.
() => {
  const out = [];
  const cut = (r, c) => ({ left: Math.max(r.left, c.left), right: Math.min(r.right, c.right), top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom) });
  const area = (r) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  const clipRect = (g) => {
    const ref = /url\(["']?#([^"')]+)/.exec(g.getAttribute("clip-path") || "");
    const clip = ref && g.ownerSVGElement && g.ownerSVGElement.getElementById(ref[1]);
    const shape = clip && clip.querySelector("rect");
    const m = g.getScreenCTM();
    if (!shape || !m) return null;
    const n = (a) => parseFloat(shape.getAttribute(a)) || 0;
    const xs = [n("x"), n("x") + n("width")], ys = [n("y"), n("y") + n("height")];
    const pts = xs.flatMap((x) => ys.map((y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]));
    return { left: Math.min(...pts.map((p) => p[0])), right: Math.max(...pts.map((p) => p[0])), top: Math.min(...pts.map((p) => p[1])), bottom: Math.max(...pts.map((p) => p[1])) };
  };
  for (const svg of document.querySelectorAll(".tw-app .tw-board svg")) {
    if (svg.parentElement && svg.parentElement.closest("svg")) continue;
    const box = svg.getBoundingClientRect();
    const texts = [];
    for (const t of svg.querySelectorAll("text")) {
      const full = t.getBoundingClientRect();
      const st = getComputedStyle(t);
      if (!(full.width > 0 && full.height > 0) || !(t.textContent || "").trim() || st.visibility === "hidden" || Number(st.opacity) === 0 || t.closest("[hidden],defs,clipPath")) continue;
      let r = { left: full.left, right: full.right, top: full.top, bottom: full.bottom };
      let clipped = false;
      for (let a = t.parentElement; a && a !== svg; a = a.parentElement) {
        if (a.hasAttribute && a.hasAttribute("clip-path")) {
          const c = clipRect(a);
          if (c) { r = cut(r, c); clipped = true; }
        }
      }
      for (let a = svg.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a);
        if (o.overflowX !== "visible" || o.overflowY !== "visible") { r = cut(r, a.getBoundingClientRect()); clipped = true; }
      }
      if (area(r) < 0.5 * area(full)) continue; // mostly out of its viewport: not shown
      texts.push([t, r, clipped]);
    }
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const [a, ra] = texts[i], [b, rb] = texts[j];
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w <= 2 || h <= 2) continue;
      const inter = w * h, small = Math.min(area(ra), area(rb));
      if (inter > 0.25 * small) out.push([a.textContent.slice(0, 30), b.textContent.slice(0, 30), Math.round(inter / small * 100)]);
    }
    for (const [t, r, clipped] of texts) if (!clipped && (r.left < box.left - 2 || r.right > box.right + 2)) out.push([t.textContent.slice(0, 30), "outside its drawing", 0]);
  }
  return out;
}
