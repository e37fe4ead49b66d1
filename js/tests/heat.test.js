// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cardFace, cardName, infieldSpot, legendChips, noteLines, roadBadge } from "../games/heat.js";
import { summaryText } from "../kit/parts.js";

describe("heat board helpers", () => {
  it("names and faces cards", () => {
    const info = { turbo: { name: "Turbocharger", speed: 0, note: "+2" }, "s-bank": { name: "Bank", speed: 5, sponsor: true } };
    expect(cardName("turbo", info)).toBe("Turbocharger");
    expect(cardName("3", info)).toBe("3");
    expect(cardFace("heat").note).toMatch(/cannot/);
    expect(cardFace("stress").value).toBe("+");
    expect(cardFace("turbo", info)).toMatchObject({ value: "0", note: "+2" });
    expect(cardFace("s-bank", info).band).toBe("#b8860b");
    expect(cardFace("4")).toMatchObject({ title: "Speed", value: "4" });
  });
  it("shows each Legend its own number and diamond slot from the Legend card", () => {
    const view = { legend_card: { key: 1, speeds: [13, 18, 15, 11, 16, 14], slots: [1, 3, 2, 0, 2, 1] },
      cars: [{ car: 0, legend: false, name: "Red" }, { car: 1, legend: true, name: "Legend Blue" }, { car: 3, legend: true, name: "Legend Yellow" }] };
    expect(legendChips(view).map(({ car, number, slot }) => [car, number, slot])).toEqual([[1, 18, 3], [3, 11, 0]]);
    expect(legendChips(view)[0].tip).toBe("Legend Blue: number 18, diamond slot 3");
    expect(legendChips({ legend_card: null, cars: [] })).toEqual([]);
  });
  it("packs a card's symbols into short lines", () => {
    expect(noteLines("+, limit +1, slip +1, cool 1")).toEqual(["+, limit +1", "slip +1, cool 1"]);
    expect(noteLines("1/5: plays 5")).toEqual(["1/5: plays 5"]);
    expect(noteLines("")).toEqual([]);
  });
  it("a race won by a Legend is no draw: the summary says who won", () => {
    expect(summaryText({ winners: [], reason: "Legend Green wins the race." }, [])).toBe("Legend Green wins the race.");
    expect(summaryText({ winners: [] }, [])).toBe("The game ends in a draw.");
  });
  it("badges road-condition tokens: corner changes and sector effects", () => {
    const corner = roadBadge({ key: "slower", kind: "corner", name: "Speed limit -1", text: "one lower", limit: 3 });
    expect(corner).toMatchObject({ text: "−1", kind: "corner" });
    expect(corner.title).toMatch(/Speed limit -1/);
    expect(roadBadge({ key: "overheat", kind: "corner", name: "Overheat", text: "" }).text).toBe("+1 ♨");
    expect(roadBadge({ key: "weather", kind: "sector", effect: "no_cool", name: "Weather sector", text: "" }).text).toBe("☁ no cool");
    expect(roadBadge({ key: "slip1", kind: "sector", effect: "slip1", name: "Slipstream +1", text: "" }).text).toBe("slip +1");
    expect(roadBadge({ key: "free_boost", kind: "sector", effect: "free_boost", name: "Free boost", text: "" })).toMatchObject({ text: "free boost", kind: "sector" });
  });
  it("puts the infield block where it covers no space of the track", () => {
    // a track down the middle of the box: the block must go to one side of it
    const spaces = [];
    for (let y = 20; y < 600; y += 40) spaces.push({ spots: [[490, y], [510, y]] });
    const geo = { width: 1000, height: 600, spaces, corners: [{ label: [500, 300] }] };
    const { x: cx, y: cy, free } = infieldSpot(geo, 200);
    expect(free).toBe(true);
    expect(cx + 260 + 20 <= 490 || cx - 200 - 20 >= 510).toBe(true);
    expect(cy).toBeGreaterThanOrEqual(100);
    expect(infieldSpot(geo, 200)).toEqual({ x: cx, y: cy, free: true });   // remembered per track and height
    const dense = [];
    for (let x = 20; x < 1000; x += 60) for (let y = 20; y < 600; y += 60) dense.push({ spots: [[x, y], [x + 5, y]] });
    expect(infieldSpot({ width: 1000, height: 600, spaces: dense, corners: [] }, 200).free).toBe(false);
  });
});
