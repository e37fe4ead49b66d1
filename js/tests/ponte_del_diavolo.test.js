// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { square, bridgeEnds, prepareChoices, outline } from "../games/ponte_del_diavolo.js";

describe("ponte del diavolo board geometry", () => {
  it("places a1 bottom left and j10 top right, as docs/views/ponte_del_diavolo.md says", () => {
    expect(square("a1")).toMatchObject({ col: 0, row: 0, x: 50, y: 950 });
    expect(square("J10")).toMatchObject({ col: 9, row: 9, x: 950, y: 50 });
    expect(square("k1")).toBeNull();
    expect(square("a11")).toBeNull();
  });

  it("reads bridge actions and nothing else", () => {
    expect(bridgeEnds("e5-g6")).toEqual(["e5", "g6"]);
    expect(bridgeEnds("e5")).toBeNull();
    expect(bridgeEnds("light")).toBeNull();
  });

  it("lets a bridge be clicked from either end, the reversed copy marked as an alias", () => {
    const choices = [
      { action: "e5", label: "Tile e5", parts: ["square:e5"] },
      { action: "a1-c3", label: "Bridge a1–c3", parts: ["square:a1", "square:c3"] },
      { action: "dark", label: "Play dark", parts: [] },
    ];
    const out = prepareChoices(choices);
    expect(out).toHaveLength(4);
    expect(out[3]).toEqual({ action: "a1-c3", label: "Bridge a1–c3", parts: ["square:c3", "square:a1"], alias: true });
  });

  it("outlines an island along its outer sides only", () => {
    const d = outline(["a1", "a2", "b1", "b2"]);
    expect(d.split("M")).toHaveLength(1 + 8);   // a 2 x 2 square has eight outer unit sides
  });
});
