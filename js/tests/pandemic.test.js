// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { linkSegments, splitName, halfOf, halfSegments, HALVES } from "../games/pandemic.js";
import { mount, click, byId, targetIds, buttonByText } from "./helpers.js";

const cities = [
  { id: "atlanta", name: "Atlanta", color: 0, x: 215, y: 225 },
  { id: "chicago", name: "Chicago", color: 0, x: 185, y: 135 },
  { id: "tokyo", name: "Tokyo", color: 3, x: 1345, y: 165 },
  { id: "san-francisco", name: "San Francisco", color: 0, x: 70, y: 180 },
];
const view = {
  game: "pandemic", seat: 0, players: 2, to_move: [0], over: false, step: 0,
  map: { cities, links: [["atlanta", "chicago"], ["san-francisco", "tokyo"]], width: 1400, height: 660 },
  cubes: { chicago: [2, 0, 0, 0] }, supply: [22, 24, 24, 24], cures: ["none", "none", "none", "none"],
  stations: ["atlanta"], stations_left: 5, pawns: ["atlanta", "atlanta"],
  roles: [{ id: "medic", name: "Medic", color: "#ef6c00", text: "" }, { id: "scientist", name: "Scientist", color: "#9e9e9e", text: "" }],
  hands: [["chicago", "airlift"], []], card_names: { atlanta: "Atlanta", chicago: "Chicago", tokyo: "Tokyo", "san-francisco": "San Francisco", airlift: "Airlift" },
  card_colours: { atlanta: 0, chicago: 0, tokyo: 3, "san-francisco": 0 }, event_text: { airlift: "Move any pawn." },
  planner_card: null, player_deck: { count: 40, piles: [{ count: 10, epidemics: 1 }] }, player_discard: [], removed: [],
  infection_deck: { count: 30, known: [] }, infection_discard: ["tokyo"], last_infections: ["tokyo"],
  rates: [2, 2, 2, 3, 3, 4, 4], rate_index: 0, rate: 2, outbreaks: 0, outbreak_limit: 8, turn: 0, actions_left: 4,
  phase: "actions", window: null, helpers: [], offer: null, forecast: null, quiet_night: false, hand_limit: 7,
};
const choices = [
  { action: "drive chicago", label: "Drive to Chicago", parts: ["city:chicago", "way:drive"] },
  { action: "direct chicago", label: "Direct flight to Chicago", parts: ["city:chicago", "way:direct"] },
  { action: "airlift scientist tokyo", label: "Airlift Scientist to Tokyo", parts: ["card:airlift", "pawn:scientist", "city:tokyo"] },
  { action: "end", label: "End actions", parts: [] },
];

describe("pandemic board", () => {
  it("draws Pacific links across the edges and splits long card names", () => {
    expect(linkSegments(cities[3], cities[2])).toHaveLength(2);
    expect(linkSegments(cities[0], cities[1])).toEqual([[215, 225, 185, 135]]);
    expect(splitName("Resilient Population")).toEqual(["Resilient", "Population"]);
    expect(splitName("Airlift")).toEqual(["Airlift"]);
  });

  it("offers the ways to a city as buttons, and plays an event from a hand", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Pandemic" }, watching: 0 });
    expect(targetIds(el)).toEqual(expect.arrayContaining(["city:chicago", "card:airlift"]));
    expect(byId(el, "cube:chicago:blue")).toBeTruthy();
    click(byId(el, "city:chicago"));
    click(buttonByText(el, "Direct flight to Chicago"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "direct chicago" });
    click(byId(el, "card:airlift"));
    click(byId(el, "pawn:scientist"));
    click(byId(el, "city:tokyo"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "airlift scientist tokyo" });
    cleanup();
  });

  it("draws the map of a narrow cell in a west and an east half, each city once", () => {
    const istanbul = { id: "istanbul", name: "Istanbul", color: 2, x: 740, y: 205 };
    const baghdad = { id: "baghdad", name: "Baghdad", color: 2, x: 835, y: 250 };
    expect([halfOf(istanbul), halfOf(baghdad)]).toEqual([0, 1]);
    // a link across the halves runs on to the half's edge, where the drawing cuts it
    const [[x1, y1, x2, y2]] = halfSegments(istanbul, baghdad, 0);
    expect([x1, y1]).toEqual([740, 205]);
    expect(x2).toBeGreaterThan(HALVES[0][1]);
    expect(y2).toBeGreaterThan(250);                       // along the line from Istanbul to Baghdad
    expect(halfSegments(istanbul, baghdad, 1)[0][0]).toBe(835);
    expect(halfSegments(istanbul, baghdad, 1)[0][2]).toBeLessThan(HALVES[1][0]);
    expect(halfSegments(cities[0], cities[1], 1)).toEqual([]);       // both in the other half
    expect(halfSegments(cities[3], cities[2], 0)).toEqual([[70, 180, 0, expect.any(Number)]]);  // Pacific
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const { el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Pandemic" }, watching: 0 });
      const halves = [...el.querySelectorAll(".tw-pd-half")];
      expect(halves.map((h) => h.getAttribute("aria-label"))).toEqual(["Pandemic board, west", "Pandemic board, east"]);
      const names = (h) => [...h.querySelectorAll(".tw-pd-city text")].map((t) => t.textContent);
      expect(names(halves[0]).sort()).toEqual(["Atlanta", "Chicago", "San Francisco"]);
      expect(names(halves[1])).toEqual(["Tokyo"]);
      // every city is registered once, in its own half, and is still clicked there
      expect(halves[0].querySelector('[data-tw-id="city:chicago"]')).not.toBeNull();
      expect(halves[1].querySelector('[data-tw-id="city:tokyo"]')).not.toBeNull();
      expect(el.querySelectorAll('[data-tw-id="city:chicago"]').length).toBe(1);
      // one scale for both halves: the west half as wide as the cell
      const max = halves.map((h) => parseFloat(h.style.maxWidth));
      const span = HALVES.map(([a, b]) => b - a);
      expect(max[0] / span[0]).toBeCloseTo(max[1] / span[1], 1);
      expect(max[0]).toBeLessThanOrEqual(700);
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });
});
