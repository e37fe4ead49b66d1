// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { geometry, headingAt, windowFor } from "../games/formula_d.js";
import { mount, click, byId, targetIds } from "./helpers.js";

// a tiny circuit: two lanes of three rows, a 1-stop corner on the last row, one pit box
const circuit = {
  key: "tiny", name: "Tiny", box: [0, 0, 40, 60],
  spaces: "0 60 F|20 60 F|0 40 S|20 40 S|0 20 1|20 20 1|40 40 B",
  links: "0 2 1|0 3 0|1 3 1|1 2 0|2 4 1|2 5 0|3 5 1|3 4 0|1 6 0",
  corners: [{ id: 0, stops: 1, spaces: [4, 5], at: [10, 20] }], grid: [0, 1], boxes: [6, 6], finish: [0, 1], length: 3,
};
const car = (seat, space, gear) => ({ seat, name: seat ? "Blue" : "Red", space, gear, lap: 1, status: "racing", place: null,
  reason: "", wp: { wp: 18 }, stops: 0, need: 0, box: 6, tyres: null, nitro: null, repair: null, spun: false, team: null });
const view = {
  game: "formula_d", seat: 0, players: 2, to_move: [0], over: false, step: 3, circuit, laps: 1, rules: "basic", round: 1,
  phase: "move", order: [0, 1], current: 0, cars: [car(0, 0, 1), car(1, 1, 2)], markers: [3], podium: [],
  last: { 1: [3, 1] }, weather: null, pools: ["wp"], build_left: null, dice: {},
  turn: { seat: 0, gear: 1, roll: 2, nitro: false, kind: "race", slip: false, path: [0],
    targets: { 4: { path: [0, 2, 4], brake: 0, emergency: false, over: 0, fatal: false },
      2: { path: [0, 2], brake: 1, emergency: false, over: 0, fatal: false } } },
};
const choices = [
  { action: "to 2", label: "space 2 · brake 1", parts: ["space:2"] },
  { action: "to 4", label: "space 4", parts: ["space:4"] },
];

describe("formula d board", () => {
  it("parses the compact circuit once and knows the lanes", () => {
    const geo = geometry(circuit);
    expect(geo.spaces[4]).toEqual([0, 20, "1"]);
    expect(geo.straight.get(0)).toBe(2);
    expect(headingAt(geo, 0)).toBeCloseTo(-90);
  });

  it("shows the whole move in the close-up without zooming in too far", () => {
    const w = windowFor([[0, 0], [400, 100]], [0, 0, 1000, 1000], { w: 1000, h: 500, maxScale: 1.8, pad: 0 });
    expect(w.k).toBeCloseTo(1.8);
    const wide = windowFor([[0, 0], [2000, 100]], [0, 0, 2000, 1000], { w: 1000, h: 500, pad: 0 });
    expect(wide.k).toBeCloseTo(0.5);
    expect(wide.x).toBeCloseTo(0);
  });

  it("highlights the reachable spaces, previews the path and sends the click", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Formula D" }, watching: 0 });
    expect(targetIds(el).sort()).toEqual(["space:2", "space:4"]);
    const preview = el.querySelector(".tw-fd-preview");
    byId(el, "space:4").dispatchEvent(new MouseEvent("mouseenter"));
    expect(preview.getAttribute("d")).toMatch(/^M0 60 L0 40 L0 20/);
    expect(el.querySelectorAll(".tw-fd-last").length).toBe(1);        // Blue's last move is marked
    expect(el.textContent).toContain("1 stop");
    expect(el.textContent).toContain("−1");                          // the braking price at space 2
    click(byId(el, "space:4"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "to 4" });
    cleanup();
  });
});
