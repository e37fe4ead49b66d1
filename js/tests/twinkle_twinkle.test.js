// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { turnLines, orientations, preview, patternText, cellXY } from "../games/twinkle_twinkle.js";

describe("twinkle twinkle: turning tiles the way the model does (sky.py)", () => {
  it("flips left to right, then turns clockwise", () => {
    expect(turnLines(["N", "SE"], 1, false)).toEqual(["E", "SW"]);
    expect(turnLines(["N", "SE"], 0, true)).toEqual(["N", "SW"]);
    expect(patternText(["SE", "N"])).toBe("N-SE");
  });

  it("lists the distinct ways a tile lies in the model's order", () => {
    expect(orientations(["N", "SE"]).map((o) => o.text)).toEqual(["N-SE", "E-SW", "S-NW", "NE-W", "N-SW", "E-NW", "NE-S", "SE-W"]);
    expect(orientations(["N", "E", "S", "W"])).toHaveLength(1);
    expect(orientations(["N", "S"]).map((o) => o.text)).toEqual(["N-S", "E-W"]);
  });

  it("previews straight joins and the V that does not join", () => {
    const cells = { a1: { kind: "star", lines: ["E", "SE"] }, c1: { kind: "star", lines: ["SW"] }, b2: { kind: "planet", lines: [] } };
    expect(cellXY("b1")).toEqual({ c: 1, r: 0 });
    // b1 pointing west meets a1's east line; its south-east line reaches the corner c1's south-west line reaches too: a V
    const p = preview(cells, "b1", ["W", "SE"]);
    expect(p.joins).toEqual([{ to: "a1" }]);
    expect(p.vees).toEqual([{ x: 2, y: 1, with: "c1" }]);
    // a2 pointing north-east reaches the corner where a1's south-east line arrives: a V
    expect(preview(cells, "a2", ["NE"]).vees).toEqual([{ x: 1, y: 1, with: "a1" }]);
  });
});
