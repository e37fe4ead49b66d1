// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { geometry } from "../games/downforce.js";
import { mount, click, byId, targetIds } from "./helpers.js";

// a tiny track: two lanes of three rows, a crack and a ramp, the finish after row 2
const track = {
  key: "tiny", name: "Tiny", box: [0, 0, 200, 200], rows: 3, finish: 6, finish_at: [100, 10],
  spaces: "20 150 -90 0 0 r|60 150 -90 0 1 r|20 100 -90 1 0 C|60 100 -90 1 1 Rs|20 50 -90 2 0 r|60 50 -90 2 1 r",
  links: "0 2|0 3|1 2|1 3|2 4|2 5|3 4|3 5|4 6|5 6", lines: [[2, 3]], grid: [0, 1], ramps: { 3: [4, 5] },
  loops: [], splits: [], animal_paths: {},
};
const cars = ["black", "blue", "green", "yellow", "orange", "red"].map((colour, i) => ({ colour, space: i < 2 ? i : null, owner: i % 2, power: null, place: i < 2 ? null : i - 1 }));
const view = {
  game: "downforce", seat: 0, players: 2, to_move: [0], over: false, step: 4, track, cards: { 7: [["red", 5], ["yellow", 3]], 13: [["blue", 4], ["wild", 2]] },
  power_text: {}, options: { betting: "standard", powers: false }, phase: "race", player: 0, cars, hands: [[7, 13], 5], paid: [3, 2],
  powers: [null, null], won_powers: [[], []], auction: null, last_auction: null, bets: [[], 0], my_bet: null, bet_line: null,
  crossed: [false, false, false], places: [], standings: ["black", "blue", "green", "yellow", "orange", "red"], animals: {},
  turn: { seat: 0, card: 7, moved: [] }, prompt: { kind: "move", seat: 0, colour: "black", speed: 2, options: { 4: [0, 2, 4], 5: [0, 3, 5] } },
  last: { blue: [3, 1] }, played: [7], money: null,
};
const choices = [{ action: "to 4", label: "Space 4", parts: ["space:4"] }, { action: "to 5", label: "Space 5", parts: ["space:5"] }];

describe("downforce board", () => {
  it("parses the compact track once with its features", () => {
    const geo = geometry(track);
    expect(geo.spaces[2].crack).toBe(true);
    expect(geo.spaces[3].ramp && geo.spaces[3].rumble).toBe(true);
    expect(geo.spaces[0].rect).toBe(true);
  });

  it("lights the spaces the car may end on, previews its path, marks last moves and sends the click", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Downforce" }, watching: 0 });
    expect(targetIds(el).sort()).toEqual(["space:4", "space:5"]);
    byId(el, "space:5").dispatchEvent(new MouseEvent("mouseenter"));
    expect(el.querySelector(".tw-df-preview").getAttribute("d")).toMatch(/^M20 150 L60 100 L60 50/);
    expect(el.querySelectorAll(".tw-df-last").length).toBe(1);
    expect(byId(el, "card:7")).not.toBeNull();
    expect(el.textContent).toContain("Your speed cards");
    click(byId(el, "space:5"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "to 5" });
    cleanup();
  });

  it("offers the cars as bets in the bet phase", () => {
    const bet = { ...view, phase: "bet", bet_line: 0, prompt: null, to_move: [0, 1] };
    const ch = ["black", "blue", "green", "yellow", "orange", "red"].map((c) => ({ action: `bet ${c}`, label: `Bet on ${c}`, parts: [`bet:${c}`] }));
    const { model, el, cleanup } = mount(widget, { view: bet, choices: ch, seats: [], meta: { title: "Downforce" }, watching: 0 });
    expect(targetIds(el).filter((i) => i.startsWith("bet:")).length).toBe(6);
    click(byId(el, "bet:red"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "bet red" });
    cleanup();
  });
});
