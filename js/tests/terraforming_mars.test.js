// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { bonusText, spaceCenter, wrap, KIND_COLORS, TILE_COLORS } from "../games/terraforming_mars.js";

describe("terraforming mars board helpers", () => {
  it("summarises placement bonuses", () => {
    expect(bonusText(["plants", "plants"])).toBe("2P");
    expect(bonusText(["plants", "ti"])).toBe("P Ti");
    expect(bonusText(["steel", "steel"])).toBe("2St");
    expect(bonusText([])).toBe("");
  });
  it("places neighbouring spaces one hex apart and rows below each other", () => {
    const [x1, y1] = spaceCenter({ xy: [5, 3.464] });
    const [x2, y2] = spaceCenter({ xy: [6, 3.464] });
    const [x3, y3] = spaceCenter({ xy: [4.5, 4.33] });
    expect(Math.round(x2 - x1)).toBe(52);
    expect(y2).toBe(y1);
    expect(y3).toBeGreaterThan(y1);
    expect(Math.round(Math.hypot(x3 - x1, y3 - y1))).toBe(52);
  });
  it("wraps card text and cuts it with an ellipsis", () => {
    expect(wrap("gain 3 plants and raise the temperature", 12)).toEqual(["gain 3", "plants and", "raise the", "temperature"]);
    const cut = wrap("one two three four five six seven", 9, 2);
    expect(cut.length).toBe(2);
    expect(cut[1].endsWith("…")).toBe(true);
  });
  it("gives every card kind and tile its own colour", () => {
    expect(new Set(Object.values(KIND_COLORS)).size).toBe(5);
    expect(new Set(Object.values(TILE_COLORS)).size).toBe(4);
  });
});
