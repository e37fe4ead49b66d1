// Shared test helpers: mount a widget module on a fake model, click, press keys.
import { FakeModel } from "../dev/fake-model.js";

export function mount(widget, state) {
  const model = new FakeModel(state);
  const el = document.createElement("div");
  document.body.appendChild(el);
  const cleanup = widget.render({ model, el });
  return { model, el, cleanup };
}

export function click(node) {
  if (!node) throw new Error("click: no element");
  node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

export function press(node, key) {
  node.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

export const byId = (el, id) => el.querySelector(`[data-tw-id="${id}"]`);
export const targetIds = (el) => [...el.querySelectorAll(".tw-target")].map((n) => n.getAttribute("data-tw-id"));
export const buttonByText = (el, text) => [...el.querySelectorAll("button")].find((b) => b.textContent.trim() === text);
