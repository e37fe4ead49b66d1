// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { stageGeometry, at } from "../games/rallyman_dirt.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import fixture from "./rallyman_dirt.fixture.json";

// a view of the Forest stage made by the rules model: Red (gear 3, space 23) has placed the 4th gear
// die on the jump at 25, landing on 27; Blue waits in gear 2 at the slide zone
const view = { ...fixture.view, game: "rallyman_dirt", seat: 0, players: 2, to_move: [0], over: false, step: 1 };
const state = (v, choices) => ({ view: v, choices, seats: [], meta: { title: "Rallyman: DIRT" }, watching: 0 });

describe("rallyman dirt board", () => {
  it("reads the stage cells and fits them on the board", () => {
    const geo = stageGeometry(view.stage_map);
    expect(geo.cells[18].kind).toBe("shortcut");
    expect(geo.cells[25].jump).toBe(4);
    const [x, y] = at(geo, 0);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(100);
  });

  it("offers the dice first, then the spaces for the chosen die", () => {
    const { model, el, cleanup } = mount(widget, state(view, fixture.choices));
    const dice = [...new Set(fixture.choices.filter((c) => c.parts.length).map((c) => c.parts[0]))].sort();
    expect(targetIds(el).sort()).toEqual(dice);
    expect(el.querySelectorAll(".tw-rd-plan").length).toBe(1);        // the 4 on the jump's landing
    expect(el.querySelectorAll(".tw-rd-shortcut").length).toBe(2);    // the stage's two shortcuts
    const act = fixture.choices.find((c) => c.parts.length === 2);
    click(byId(el, act.parts[0]));
    const spaces = fixture.choices.filter((c) => c.parts[0] === act.parts[0]).map((c) => c.parts[1]).sort();
    expect(targetIds(el).sort()).toEqual(spaces);
    click(byId(el, act.parts[1]));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: act.action });
    cleanup();
  });

  it("after a flat-out loss shows where control may be lost, by gear", () => {
    const lost = { ...view, phase: "replace", turn: { ...view.turn, targets: {}, options: [[27, 4], [28, 4]] } };
    const opts = [{ action: "lose 27 4", label: "Lose control on 27 in gear 4", parts: ["lose:27:4"] },
      { action: "lose 28 4", label: "Lose control on 28 in gear 4", parts: ["lose:28:4"] }];
    const a = mount(widget, state(lost, opts));
    expect(targetIds(a.el).sort()).toEqual(["lose:27:4", "lose:28:4"]);
    click(byId(a.el, "lose:28:4"));
    expect(a.model.sent.at(-1)).toEqual({ type: "act", action: "lose 28 4" });
    a.cleanup();
  });
});
