// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { prepareChoices } from "../games/alchemists.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import fixture from "./alchemists.fixture.json";

// a real view of the first seat's drink (round 1, Red holds Mushroom, Toad and Claw), exported from the model
const { view, choices } = fixture;

describe("alchemists board", () => {
  it("lights the hand's ingredients and sends a pair clicked in either order", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Alchemists" }, watching: 0 });
    expect(targetIds(el).sort()).toEqual(["hand-a", "hand-c", "hand-d"]);
    click(byId(el, "hand-d"));
    click(byId(el, "hand-a"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "drink a+d" });
    cleanup();
  });

  it("draws every board part with the seat's private grid and results only for that seat", () => {
    const { el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Alchemists" }, watching: 0 });
    for (const id of ["order-1", "space-drink", "theory-a", "aspect-r", "cell-a1", "gridrow-h", "lab-1"]) expect(byId(el, id)).not.toBeNull();
    expect(el.querySelector(".tw-al-grid").textContent).toContain("×");
    expect(el.textContent).toContain("laboratory (private)");
    cleanup();
    const spectator = { ...view, seat: null };
    delete spectator.me;
    const s = mount(widget, { view: spectator, choices: [], seats: [], meta: { title: "Alchemists" }, watching: null });
    expect(s.el.textContent).toContain("Spectator: hands, results and grids are private.");
    expect(byId(s.el, "cell-a1")).toBeNull();
    s.cleanup();
  });

  it("adds the reversed click path only for ingredient pairs", () => {
    const out = prepareChoices([{ action: "drink a+c", parts: ["hand-a", "hand-c"] }, { action: "debunk a r", parts: ["theory-a", "aspect-r"] }]);
    expect(out.length).toBe(3);
    expect(out[2]).toMatchObject({ action: "drink a+c", parts: ["hand-c", "hand-a"], alias: true });
  });

  it("frames the true alchemicals and judges the theories once the game is over", () => {
    const over = { ...view, over: true, binding: [0, 1, 2, 3, 4, 5, 6, 7], theories: [{ alch: 1, seals: [[0, "gold"]], conflict: false }, null, null, null, null, null, null, null] };
    const { el, cleanup } = mount(widget, { view: over, choices: [], seats: [], meta: { title: "Alchemists" }, watching: 0 });
    expect(el.querySelectorAll(".tw-al-truth").length).toBe(8);
    expect(el.querySelector(".tw-al-theories").textContent).toContain("wrong");
    cleanup();
  });
});
