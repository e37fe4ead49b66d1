// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { bonusText, narrowParts, paySummary, spaceCenter, wrap, KIND_COLORS, TILE_COLORS } from "../games/terraforming_mars.js";

describe("terraforming mars board helpers", () => {
  it("summarises placement bonuses", () => {
    expect(bonusText(["plants", "plants"])).toBe("2P");
    expect(bonusText(["plants", "ti"])).toBe("P Ti");
    expect(bonusText(["steel", "steel"])).toBe("2St");
    expect(bonusText([])).toBe("");
    expect(bonusText(["heat", "heat", "heat"])).toBe("3H");      // Hellas
    expect(bonusText(["ocean"])).toBe("6€≈");                     // Hellas' south pole: an ocean for 6 M€
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
  it("sums a payment split, its M€ rest and waste, and writes its action words", () => {
    const units = { steel: [5, 2], ti: [4, 3] };
    expect(paySummary(units, {}, 27)).toEqual({ value: 0, mc: 27, wasted: false, words: "mc" });
    expect(paySummary(units, { ti: 2, steel: 1 }, 27)).toEqual({ value: 8, mc: 19, wasted: false, words: "steel 1 ti 2" });
    expect(paySummary({ steel: [3, 2] }, { steel: 2 }, 3).wasted).toBe(false);   // overpay by 1: allowed
    expect(paySummary({ steel: [3, 2] }, { steel: 3 }, 3).wasted).toBe(true);    // a steel would be wasted
    expect(paySummary({ heat: [9, 1] }, { heat: 4 }, 3).wasted).toBe(true);
  });
  it("gives every card kind and tile its own colour", () => {
    expect(new Set(Object.values(KIND_COLORS)).size).toBe(5);
    expect(new Set(Object.values(TILE_COLORS)).size).toBe(4);
  });
  it("stacks Mars, the panel, the cards and the player boards in parts that tile the wide board", () => {
    const parts = narrowParts({ panel: 390, mine: 900, players: 734 });
    expect(parts.map((p) => p.key)).toEqual(["map", "panel", "mine", "players"]);
    const [map, panel, mine, players] = parts;
    expect(map.x + map.w).toBe(panel.x);                 // the right column starts where Mars ends
    expect(panel.x + panel.w).toBe(1000);
    expect(mine.y).toBe(panel.y + panel.h);              // the cards follow the panel with no gap or overlap
    expect(mine.y + mine.h).toBe(900);
    expect(players.y).toBe(map.y + map.h);               // the boards follow Mars
    expect(players.y).toBeLessThan(514);                 // the first board's border is inside the part
    expect(players.y + players.h).toBe(734);
    parts.forEach((p) => expect(p.w).toBeLessThanOrEqual(550));   // each fits a 700-px cell at 1.25x
    // a watcher without cards gets no empty part
    expect(narrowParts({ panel: 390, mine: 394, players: 624 }).map((p) => p.key)).toEqual(["map", "panel", "players"]);
  });
});
