// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { gearWords } from "../games/parks.js";
import { mount, click, byId, targetIds } from "./helpers.js";

const trail = ["trailhead", "sun", "water", "forest", "mountain", "parks", "die", "gear", "canteen", "wildlife", "end"].map((kind, spot) => ({
  spot, kind, weather: spot >= 2 && spot <= 9 ? (spot % 2 ? "water" : "sun") : null, shutterbug: spot === 3,
  hikers: spot === 0 ? [[0, "a"], [0, "b"], [1, "a"], [1, "b"]] : [], rangers: 0,
}));
const pack = { sun: 1, water: 0, forest: 2, mountain: 0, wildlife: 1 };
const player = (name) => ({ name, pack, canteens: [["c0", null, false], [null, null, false], [null, null, false]], gear: ["g0"],
  reserved: [], visited: ["p12"], photos: 2, campfire: false, badge: false, first: name === "Green", passion: "kayaking",
  passion_side: null, passion_progress: 0, passion_need: 2, points: 5, season_points: 0, last: [] });
const view = {
  game: "parks", seat: 0, players: [player("Green"), player("Orange")], to_move: [0], over: false, step: 1,
  season: 0, season_name: "Spring", tile: { id: "spring-forest", goal: "forest", reward: "reserve" }, leaders: [0],
  trail, park_display: ["p12", "p5", "p29"], park_deck: 57, gear_market: ["g0", "g18", "g7"], gear_deck: 34,
  canteen_display: ["c1", "c5", "c10"], canteen_stack: 20, end_used: { parks: false, photo: true, gear: false },
  mover: 0, task: "hike", ask: "move a hiker", solo: false,
  parks_data: { p12: { name: "Congaree", cost: [0, 0, 2, 0, 0], points: 3, instant: null },
    p5: { name: "Biscayne", cost: [0, 1, 2, 0, 0], points: 3, instant: "canteen" },
    p29: { name: "Haleakala", cost: [0, 0, 0, 4, 0], points: 5, instant: null } },
  gear_data: { g0: { name: "Binoculars", cost: 2, trigger: "site:sun", effect: "mountain" },
    g18: { name: "Journal", cost: 1, trigger: "site:sun", effect: "reserve" },
    g7: { name: "Field Guide", cost: 3, trigger: "site:sun", effect: "wildlife" } },
  canteen_kinds: { c0: "2sun", c1: "2sun", c5: "forest", c10: "mountain" },
};
const choices = [
  { action: "a 1", label: "Hiker A → 2 Sun", parts: ["hiker-0-a", "spot-1"] },
  { action: "a 3", label: "Hiker A → Forest", parts: ["hiker-0-a", "spot-3"] },
];

describe("parks board", () => {
  it("says what a gear card does in a few words", () => {
    expect(gearWords(view.gear_data.g0)).toBe("+mountain at 2 Sun");
    expect(gearWords({ name: "Camp Mug", cost: 1, trigger: "reserve", effect: "canteen" })).toBe("+canteen on reserve");
  });

  it("draws the trail, the displays and each player's board, and sends a hike by two clicks", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Parks" }, watching: 0 });
    expect(el.textContent).toContain("Congaree");
    expect(el.textContent).toContain("Trail's End");
    expect(el.textContent).toContain("Binoculars");
    expect(el.textContent).toContain("taken");                       // the photo area at Trail's End is used
    expect(byId(el, "slot-1-2b")).toBeTruthy();
    expect(byId(el, "reserve-p29")).toBeTruthy();
    expect(targetIds(el)).toEqual(["hiker-0-a"]);
    click(byId(el, "hiker-0-a"));
    expect(targetIds(el)).toEqual(expect.arrayContaining(["spot-1", "spot-3"]));
    click(byId(el, "spot-3"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "a 3" });
    cleanup();
  });
});
