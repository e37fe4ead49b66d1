// @vitest-environment happy-dom
// The Harmonies board: geometry helpers, and a mid-turn view drawn and clicked.
import { describe, it, expect } from "vitest";
import widget, { spaceCenter, axialCenter } from "../games/harmonies.js";
import { mount, click, byId, targetIds } from "./helpers.js";

// A real view from the model: Fern has taken green, yellow, yellow; c3 holds a trunk, c4 water.
const STATE = {"view": {"game": "harmonies", "seat": 0, "players": 2, "to_move": [0], "over": false, "result": null, "step": 0, "side": "A", "solo": false, "spirits": false, "spaces": [["a1", 0, 0], ["a2", 0, 2], ["a3", 0, 4], ["a4", 0, 6], ["a5", 0, 8], ["b1", 1, 1], ["b2", 1, 3], ["b3", 1, 5], ["b4", 1, 7], ["c1", 2, 0], ["c2", 2, 2], ["c3", 2, 4], ["c4", 2, 6], ["c5", 2, 8], ["d1", 3, 1], ["d2", 3, 3], ["d3", 3, 5], ["d4", 3, 7], ["e1", 4, 0], ["e2", 4, 2], ["e3", 4, 4], ["e4", 4, 6], ["e5", 4, 8]], "central": [["blue", "green", "red"], [], ["blue", "grey", "green"], ["brown", "brown", "red"], ["brown", "yellow", "red"]], "bag": {"blue": 20, "grey": 22, "brown": 17, "green": 16, "yellow": 16, "red": 12}, "bag_total": 103, "box": 0, "river": [{"id": "koala", "name": "Koala", "cells": [[0, 0, "tree"], [-1, 0, "bush"]], "spirit": false, "ladder": [3, 6, 10, 15]}, {"id": "frog", "name": "Frog", "cells": [[0, 0, "water"], [-1, 0, "bush"]], "spirit": false, "ladder": [2, 4, 6, 10, 15]}, {"id": "otter", "name": "Otter", "cells": [[0, 0, "water"], [-2, 0, "bush"], [-1, 0, "bush"]], "spirit": false, "ladder": [5, 10, 16]}, {"id": "bear", "name": "Bear", "cells": [[0, 0, "bush"], [-1, 0, "hill"], [-1, 1, "hill"]], "spirit": false, "ladder": [5, 11]}, {"id": "wolf", "name": "Wolf", "cells": [[0, 0, "oak"], [-1, 0, "field"], [-1, 1, "field"]], "spirit": false, "ladder": [4, 10, 16]}], "deck": 26, "discarded": [], "boards": [{"stacks": {"c3": ["brown"], "c4": ["blue"]}, "cubes": [], "cards": [{"id": "duck", "name": "Duck", "cells": [[0, 0, "water"], [-1, 0, "building"]], "spirit": false, "ladder": [2, 4, 8, 13], "placed": 0, "done": false}], "spirit": null, "offer": [], "empty": 21, "open_cards": 1, "score": {"trees": 0, "mountains": 0, "fields": 0, "buildings": 0, "water": 0, "animals": 0, "spirit": 0, "total": 0}}, {"stacks": {}, "cubes": [], "cards": [], "spirit": null, "offer": [], "empty": 23, "open_cards": 0, "score": {"trees": 0, "mountains": 0, "fields": 0, "buildings": 0, "water": 0, "animals": 0, "spirit": 0, "total": 0}}], "turn": 0, "phase": "place", "hand": ["green", "yellow", "yellow"], "taken": 2, "card_action": null, "placed": [], "cubed": [], "last": null, "final_round": false, "end_reason": null}, "choices": [{"action": "green a1", "label": "Green \u2192 a1", "parts": ["hand:green", "space:0:a1"]}, {"action": "green a2", "label": "Green \u2192 a2", "parts": ["hand:green", "space:0:a2"]}, {"action": "green a3", "label": "Green \u2192 a3", "parts": ["hand:green", "space:0:a3"]}, {"action": "green a4", "label": "Green \u2192 a4", "parts": ["hand:green", "space:0:a4"]}, {"action": "green a5", "label": "Green \u2192 a5", "parts": ["hand:green", "space:0:a5"]}, {"action": "green b1", "label": "Green \u2192 b1", "parts": ["hand:green", "space:0:b1"]}, {"action": "green b2", "label": "Green \u2192 b2", "parts": ["hand:green", "space:0:b2"]}, {"action": "green b3", "label": "Green \u2192 b3", "parts": ["hand:green", "space:0:b3"]}, {"action": "green b4", "label": "Green \u2192 b4", "parts": ["hand:green", "space:0:b4"]}, {"action": "green c1", "label": "Green \u2192 c1", "parts": ["hand:green", "space:0:c1"]}, {"action": "green c2", "label": "Green \u2192 c2", "parts": ["hand:green", "space:0:c2"]}, {"action": "green c3", "label": "Green \u2192 c3", "parts": ["hand:green", "space:0:c3"]}, {"action": "green c5", "label": "Green \u2192 c5", "parts": ["hand:green", "space:0:c5"]}, {"action": "green d1", "label": "Green \u2192 d1", "parts": ["hand:green", "space:0:d1"]}, {"action": "green d2", "label": "Green \u2192 d2", "parts": ["hand:green", "space:0:d2"]}, {"action": "green d3", "label": "Green \u2192 d3", "parts": ["hand:green", "space:0:d3"]}, {"action": "green d4", "label": "Green \u2192 d4", "parts": ["hand:green", "space:0:d4"]}, {"action": "green e1", "label": "Green \u2192 e1", "parts": ["hand:green", "space:0:e1"]}, {"action": "green e2", "label": "Green \u2192 e2", "parts": ["hand:green", "space:0:e2"]}, {"action": "green e3", "label": "Green \u2192 e3", "parts": ["hand:green", "space:0:e3"]}, {"action": "green e4", "label": "Green \u2192 e4", "parts": ["hand:green", "space:0:e4"]}, {"action": "green e5", "label": "Green \u2192 e5", "parts": ["hand:green", "space:0:e5"]}, {"action": "yellow a1", "label": "Yellow \u2192 a1", "parts": ["hand:yellow", "space:0:a1"]}, {"action": "yellow a2", "label": "Yellow \u2192 a2", "parts": ["hand:yellow", "space:0:a2"]}, {"action": "yellow a3", "label": "Yellow \u2192 a3", "parts": ["hand:yellow", "space:0:a3"]}, {"action": "yellow a4", "label": "Yellow \u2192 a4", "parts": ["hand:yellow", "space:0:a4"]}, {"action": "yellow a5", "label": "Yellow \u2192 a5", "parts": ["hand:yellow", "space:0:a5"]}, {"action": "yellow b1", "label": "Yellow \u2192 b1", "parts": ["hand:yellow", "space:0:b1"]}, {"action": "yellow b2", "label": "Yellow \u2192 b2", "parts": ["hand:yellow", "space:0:b2"]}, {"action": "yellow b3", "label": "Yellow \u2192 b3", "parts": ["hand:yellow", "space:0:b3"]}, {"action": "yellow b4", "label": "Yellow \u2192 b4", "parts": ["hand:yellow", "space:0:b4"]}, {"action": "yellow c1", "label": "Yellow \u2192 c1", "parts": ["hand:yellow", "space:0:c1"]}, {"action": "yellow c2", "label": "Yellow \u2192 c2", "parts": ["hand:yellow", "space:0:c2"]}, {"action": "yellow c5", "label": "Yellow \u2192 c5", "parts": ["hand:yellow", "space:0:c5"]}, {"action": "yellow d1", "label": "Yellow \u2192 d1", "parts": ["hand:yellow", "space:0:d1"]}, {"action": "yellow d2", "label": "Yellow \u2192 d2", "parts": ["hand:yellow", "space:0:d2"]}, {"action": "yellow d3", "label": "Yellow \u2192 d3", "parts": ["hand:yellow", "space:0:d3"]}, {"action": "yellow d4", "label": "Yellow \u2192 d4", "parts": ["hand:yellow", "space:0:d4"]}, {"action": "yellow e1", "label": "Yellow \u2192 e1", "parts": ["hand:yellow", "space:0:e1"]}, {"action": "yellow e2", "label": "Yellow \u2192 e2", "parts": ["hand:yellow", "space:0:e2"]}, {"action": "yellow e3", "label": "Yellow \u2192 e3", "parts": ["hand:yellow", "space:0:e3"]}, {"action": "yellow e4", "label": "Yellow \u2192 e4", "parts": ["hand:yellow", "space:0:e4"]}, {"action": "yellow e5", "label": "Yellow \u2192 e5", "parts": ["hand:yellow", "space:0:e5"]}, {"action": "card koala", "label": "Take Koala", "parts": ["river:koala"]}, {"action": "card frog", "label": "Take Frog", "parts": ["river:frog"]}, {"action": "card otter", "label": "Take Otter", "parts": ["river:otter"]}, {"action": "card bear", "label": "Take Bear", "parts": ["river:bear"]}, {"action": "card wolf", "label": "Take Wolf", "parts": ["river:wolf"]}], "seats": [{"seat": 0, "name": "Fern", "kind": "human", "color": "#3f8f5a", "controlled": true}, {"seat": 1, "name": "River", "kind": "human", "color": "#2f6fb0", "controlled": false}], "meta": {"name": "harmonies", "title": "Harmonies", "blurb": "Draft sets of coloured tokens, stack them into trees, mountains and buildings on your own hex board, and shape the habitats your animal cards ask for.", "min_players": 1, "max_players": 4, "options": [{"name": "side", "label": "Board side", "values": ["A", "B"], "default": "A", "help": "Side A scores water as the longest river; side B scores each island that water cuts off.", "names": ["side A: rivers", "side B: islands"]}, {"name": "spirits", "label": "Nature's Spirit cards", "values": [false, true], "default": false, "help": "Each player is dealt two spirit cards and keeps one: an extra habitat with its own scoring.", "names": [null, null]}], "bot_levels": ["random", "greedy", "mcts"], "default_bot": "greedy", "colors": ["#3f8f5a", "#2f6fb0", "#8a8f98", "#c4553a"], "hidden_information": false}, "watching": 0, "status": "Fern to place green, yellow, yellow on their board."};

describe("harmonies geometry", () => {
  it("puts columns 1.5 hexes apart and rows a hex height apart", () => {
    expect(spaceCenter(0, 0)).toEqual([0, 0]);
    const [x, y] = spaceCenter(1, 1);
    expect(x).toBeCloseTo(69);
    expect(y).toBeCloseTo(46 * Math.sqrt(3) / 2);
    // axial (1, 0) is the lower-right neighbour of (0, 0) at one hex distance
    const [ax, ay] = axialCenter(1, 0, 10);
    expect(Math.hypot(ax, ay)).toBeCloseTo(10 * Math.sqrt(3));
  });
});

describe("harmonies board", () => {
  it("draws every space, the hand and the cards, and places a token in two clicks", () => {
    const { el, model } = mount(widget, STATE);
    expect(el.querySelectorAll('[data-tw-id^="space:0:"]').length).toBe(23);
    expect(el.querySelectorAll('[data-tw-id^="space:1:"]').length).toBe(23);
    expect(byId(el, "river:koala")).not.toBe(null);
    expect(byId(el, "card:duck")).not.toBe(null);
    const first = targetIds(el);
    expect(first).toContain("hand:green");
    expect(first).toContain("hand:yellow");
    click(byId(el, "hand:green"));
    const spaces = targetIds(el);
    expect(spaces).toContain("space:0:c3");          // green crowns the trunk
    expect(spaces).not.toContain("space:0:c4");      // but never goes on water
    click(byId(el, "space:0:c3"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "green c3" });
  });
});

// Side B from the model: 25 spaces in columns of 4-3-4-3-4-3-4.
const SIDE_B = [["a1", 0, 0], ["a2", 0, 2], ["a3", 0, 4], ["a4", 0, 6], ["b1", 1, 1], ["b2", 1, 3], ["b3", 1, 5], ["c1", 2, 0], ["c2", 2, 2], ["c3", 2, 4], ["c4", 2, 6], ["d1", 3, 1], ["d2", 3, 3], ["d3", 3, 5], ["e1", 4, 0], ["e2", 4, 2], ["e3", 4, 4], ["e4", 4, 6], ["f1", 5, 1], ["f2", 5, 3], ["f3", 5, 5], ["g1", 6, 0], ["g2", 6, 2], ["g3", 6, 4], ["g4", 6, 6]];

describe("harmonies side B", () => {
  it("draws the 25 spaces of both boards, neighbours one hex height apart, and keeps their clicks", () => {
    const state = structuredClone(STATE);
    state.view.side = "B";
    state.view.spaces = SIDE_B;
    state.view.boards.forEach((b) => { b.empty = 25; });
    state.view.boards[0].stacks = { c3: ["brown"], g4: ["blue"] };
    state.choices = [{ action: "green c3", label: "Green → c3", parts: ["hand:green", "space:0:c3"] },
      { action: "green a4", label: "Green → a4", parts: ["hand:green", "space:0:a4"] }];
    const { el, model } = mount(widget, state);
    expect(el.querySelectorAll('[data-tw-id^="space:0:"]').length).toBe(25);
    expect(el.querySelectorAll('[data-tw-id^="space:1:"]').length).toBe(25);
    expect(byId(el, "space:0:g4")).not.toBe(null);
    // d2 and its six neighbours on side B
    const at = Object.fromEntries(SIDE_B.map(([n, c, h]) => [n, spaceCenter(c, h)]));
    for (const n of ["c2", "c3", "d1", "d3", "e2", "e3"])
      expect(Math.hypot(at[n][0] - at.d2[0], at[n][1] - at.d2[1])).toBeCloseTo(46 * Math.sqrt(3));
    click(byId(el, "hand:green"));
    click(byId(el, "space:0:c3"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "green c3" });
  });
});
