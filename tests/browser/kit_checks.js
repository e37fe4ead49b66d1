// Measurements of a board in the page, for tests/browser/test_kit.py (evaluated by Playwright).
// Returns {small_text, small_targets, first_choice, panels, swatches}.
(root) => {
  root = root || document.querySelector(".tw-app");
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 0.5 || r.height < 0.5) return false;
    const st = getComputedStyle(el);
    return st.visibility !== "hidden" && st.display !== "none" && Number(st.opacity) > 0.05 && !el.closest(".tw-sr,[hidden],details:not([open]) > :not(summary)");
  };
  const describe = (el) => {
    const id = el.getAttribute("data-tw-id");
    const text = (el.textContent || "").trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ""}${el.className && el.className.baseVal !== undefined ? "." + el.className.baseVal : el.className ? "." + el.className : ""} "${text}"`;
  };
  const small_text = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.nodeValue.trim()) continue;
    const el = n.parentElement;
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (el.closest("title,desc,style,script,option,select")) continue;
    if (!visible(el)) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      if (m) size *= Math.sqrt(m.a * m.a + m.b * m.b);
    }
    if (size < 10.95) small_text.push(`${describe(el)} ${size.toFixed(1)}px`);
  }
  const small_targets = [];
  const clickable = [...root.querySelectorAll("[data-tw-id].tw-target, button, select, summary, input")].map((el) => (el.tagName === "INPUT" && el.closest("label")) || el);
  for (const el of clickable) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (Math.min(r.width, r.height) < 23.5) small_targets.push(`${describe(el)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
  }
  const H = window.innerHeight, W = window.innerWidth;
  const choices = [...root.querySelectorAll("[data-tw-id].tw-target, .tw-prompt [data-choice]")].filter(visible);
  const inView = choices.filter((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= H && r.left >= 0 && r.right <= W;
  });
  const firstBottom = choices.length ? Math.min(...choices.map((el) => el.getBoundingClientRect().bottom + window.scrollY)) : null;
  const swatches = [...root.querySelectorAll(".tw-player .tw-swatch")].map((el) => {
    const st = getComputedStyle(el);
    return { bg: st.backgroundColor, image: st.backgroundImage, border: st.borderTopColor, width: st.borderTopWidth };
  });
  return {
    small_text, small_targets,
    choices: choices.length, choices_in_view: inView.length, first_choice_bottom: firstBottom,
    panels: root.querySelectorAll(".tw-player").length,
    swatches,
    page_bg: getComputedStyle(root).backgroundColor,
  };
}
