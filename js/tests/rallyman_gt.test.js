// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { fitWindow, rowsAround, trackGeometry } from "../games/rallyman_gt.js";
import { mount, click, byId, targetIds } from "./helpers.js";

// a tiny loop: four rows of three lanes; row 2 is a corner (limits 4 / 3 / 2, a triangle on the 4)
const spaces = [];
for (let r = 0; r < 4; r++)
  for (let l = 0; l < 3; l++) {
    const lim = r === 2 ? [4, 3, 2][l] : 0;
    spaces.push([r * 36, (l - 1) * 34, lim, r === 2 && l === 0 ? 1 : 0, r === 3 && l === 2 ? 1 : 0, 0]);
  }
const track = { key: "tiny", name: "Tiny", rows: 4, lanes: 3, box: [0, -34, 108, 34], spaces, headings: [0, 0, 0, 0],
  tiles: [{ key: "S3", rows: [0, 3], colour: "yellow" }], colours: ["yellow", "yellow", "orange", "orange"] };
const car = (seat, space, gear) => ({ seat, name: seat ? "Blue" : "Red", space, dist: Math.floor(space / 3), lane: space % 3,
  gear, on_track: true, pit: null, tyres: "slick", focus: 2, lost: { gear: 0, coast: 1, brake: 0 }, crossed: false, lap: 1,
  limit: 3, pool: { gear: 6, coast: 1, brake: 3, boost: 0 }, flags: 0 });
const view = {
  game: "rallyman_gt", seat: 0, players: 2, to_move: [0], over: false, step: 5, track, laps: 1, car_class: "gt6", top_gear: 6,
  weather: "dry", round: 1, round_colour: "white", phase: "plan", order: [0, 1], current: 0,
  cars: [car(0, 4, 3), car(1, 0, 2)], flags: [], bag: {}, bag_total: 42, finished: [], last: { 1: [0, 3] },
  flying_start: false, alarm: true, faces: {}, tokens: {},
  loss_table: Object.fromEntries([1, 2, 3, 4, 5, 6].map((g) => [String(g), { yellow: ["0", 0], orange: ["0", 1], red: ["00", 2] }])),
  turn: { seat: 0, mode: null, cautions: 0, secured: 0, next_cost: 1, path: [4], options: [],
    plan: [{ die: "4", gear: 4, space: 7, alarm: null, dice: [{ kind: "4", result: null }] }],
    targets: { 3: { 8: "ok", 9: "ok" }, 5: { 8: "red", 9: "orange" } } },
};
const choices = [
  { action: "3 to 8", label: "gear 3 → square 8", parts: ["die:3", "space:8"] },
  { action: "5 to 8", label: "gear 5 → square 8 · SPIN", parts: ["die:5", "space:8"] },
  { action: "5 to 9", label: "gear 5 → square 9 · +1!", parts: ["die:5", "space:9"] },
  { action: "flat out", label: "Flat out (all dice)", parts: [] },
];

describe("rallyman gt board", () => {
  it("reads the squares of the track with their limits", () => {
    const geo = trackGeometry(track);
    expect(geo.squares[6]).toMatchObject({ row: 2, lane: 0, limit: 4, triangle: true });
    expect(geo.squares[11].dotted).toBe(1);
    expect(rowsAround(0, 4, 1, 1)).toEqual([3, 0, 1]);
    const w = fitWindow([[0, 0], [100, 0]], { w: 1000, h: 500, pad: 0, maxScale: 2 });
    expect(w.k).toBeCloseTo(2);
  });

  it("offers the dice first, then the squares for the chosen die, with the alarm", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Rallyman: GT" }, watching: 0 });
    expect(targetIds(el).sort()).toEqual(["die:3", "die:5"]);
    expect(el.querySelectorAll(".tw-rgt-plan").length).toBe(1);        // the 4 already on its square
    expect(el.querySelectorAll(".tw-rgt-last").length).toBe(1);        // Blue's last move
    click(byId(el, "die:5"));
    expect(targetIds(el).sort()).toEqual(["space:8", "space:9"]);
    expect(el.querySelectorAll(".tw-rgt-warn").length).toBe(2);        // red and orange rings
    click(byId(el, "space:9"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "5 to 9" });
    cleanup();
  });

  it("after a flat-out loss shows where control may be lost, by gear, and tyre buttons when asked", () => {
    const lost = { ...view, phase: "replace", turn: { ...view.turn, targets: {}, options: [[7, 3], [7, 5], [8, 5]] } };
    const spins = [
      { action: "spin 7 3", label: "Lose control on square 7 in gear 3", parts: ["spin:7:3"] },
      { action: "spin 7 5", label: "Lose control on square 7 in gear 5", parts: ["spin:7:5"] },
      { action: "spin 8 5", label: "Lose control on square 8 in gear 5", parts: ["spin:8:5"] },
    ];
    const a = mount(widget, { view: lost, choices: spins, seats: [], meta: { title: "Rallyman: GT" }, watching: 0 });
    expect(targetIds(a.el).sort()).toEqual(["spin:7:3", "spin:7:5", "spin:8:5"]);
    click(byId(a.el, "spin:7:3"));
    expect(a.model.sent.at(-1)).toEqual({ type: "act", action: "spin 7 3" });
    a.cleanup();
    const tyres = { ...view, phase: "tyres", turn: null };
    const pick = [{ action: "tyres slick", label: "Slick tyres", parts: ["tyre:slick"] },
      { action: "tyres rain", label: "Rain tyres", parts: ["tyre:rain"] }];
    const b = mount(widget, { view: tyres, choices: pick, seats: [], meta: { title: "Rallyman: GT" }, watching: 0 });
    expect(targetIds(b.el).sort()).toEqual(["tyre:rain", "tyre:slick"]);
    b.cleanup();
  });
});
