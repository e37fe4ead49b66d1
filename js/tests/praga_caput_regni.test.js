// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { fxShort, costText } from "../games/praga_caput_regni.js";
import fixture from "./praga_caput_regni-view.json";
import { mount, click, byId, targetIds } from "./helpers.js";

describe("praga caput regni board", () => {
  it("writes effects and costs in a few characters", () => {
    expect(fxShort(["gold", 1])).toBe("+1 gold");
    expect(fxShort(["points", 3])).toBe("3 pts");
    expect(costText(2, 0)).toBe("2 gold");
    expect(costText(1, 3)).toBe("1 gold 3 stone");
    expect(costText(0, 0)).toBe("free");
  });

  it("draws the crane, city, tracks and boards, lights the free lots and sends the lot clicked", () => {
    const { view, choices } = fixture;
    const { model, el } = mount(widget, { view, choices, seats: [], meta: { title: "Praga Caput Regni" }, watching: 0 });
    for (let i = 0; i < 9; i++) expect(byId(el, `space:${i}`)).not.toBeNull();
    expect(byId(el, "cell:wall:6,2")).not.toBeNull();
    expect(byId(el, "cell:cathedral:0,0")).not.toBeNull();
    expect(byId(el, "tech:royal_favour")).not.toBeNull();
    expect(byId(el, "upg:1:road")).not.toBeNull();
    const lots = choices.filter((c) => c.action.startsWith("lot ")).map((c) => c.parts[0]);
    expect(lots.length).toBeGreaterThan(3);
    expect(targetIds(el).sort()).toEqual(lots.sort());
    expect(byId(el, "lot:3,0").classList.contains("tw-target")).toBe(false);     // a pre-printed feature
    click(byId(el, "lot:5,5"));
    const sent = model.sent.filter((m) => m.type === "act").map((m) => m.action);
    expect(sent).toEqual(["lot 5,5"]);
  });
});
