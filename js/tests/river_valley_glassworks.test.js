// @vitest-environment happy-dom
// The River Valley Glassworks board: shapes, and real views from the model drawn and clicked.
import { describe, it, expect } from "vitest";
import widget, { shapePath, pieceSlots } from "../games/river_valley_glassworks.js";
import { mount, click, byId, targetIds } from "./helpers.js";

// Otter to move: light blue square, two white triangles; the heart segment holds a yellow and an orange heart.
const TURN = {"view": {"game": "river_valley_glassworks", "seat": 0, "players": 2, "to_move": [0], "over": false, "result": null, "step": 0, "river": [{"shape": "C", "stones": 1, "pieces": ["bC"]}, {"shape": "T", "stones": 2, "pieces": ["lT"]}, {"shape": "S", "stones": 1, "pieces": []}, {"shape": "H", "stones": 2, "pieces": ["yH", "oH"]}, {"shape": "D", "stones": 1, "pieces": ["gD"]}, {"shape": "M", "stones": 2, "pieces": ["sM", "oM"]}], "lake": ["wC", "pC", "pT", "wD", "wM"], "bag": 102, "bag_colors": {"w": 15, "p": 20, "s": 15, "b": 16, "l": 11, "g": 10, "y": 8, "o": 7}, "glassworks": [{"satchel": ["wT", "wT", "sS"], "columns": [["wS", "wH"]], "overflow": [], "placed": 2, "score": {"rows": [1, 1, 0, 0, 0], "columns": [{"column": 0, "height": 2, "points": 2}, {"column": 1, "height": 0, "points": 0}], "overflow": 0, "total": 4}}, {"satchel": ["gC"], "columns": [], "overflow": [], "placed": 0, "score": {"rows": [0, 0, 0, 0, 0], "columns": [{"column": 0, "height": 0, "points": 0}, {"column": 1, "height": 0, "points": 0}], "overflow": 0, "total": 0}}], "turn": 0, "phase": "turn", "pending": [], "last_stage": false, "turns_left": null, "last": null, "palette": [{"id": "w", "name": "white", "fill": "#eef3f5", "total": 22}, {"id": "p", "name": "purple", "fill": "#8e5bb5", "total": 22}, {"id": "s", "name": "light blue", "fill": "#7cc6e8", "total": 17}, {"id": "b", "name": "dark blue", "fill": "#2a5ca8", "total": 17}, {"id": "l", "name": "light green", "fill": "#9bd36a", "total": 12}, {"id": "g", "name": "dark green", "fill": "#2e7d4f", "total": 12}, {"id": "y", "name": "yellow", "fill": "#f2cf3a", "total": 9}, {"id": "o", "name": "orange", "fill": "#ec8a2d", "total": 9}], "shapes": [{"id": "C", "name": "circle"}, {"id": "T", "name": "triangle"}, {"id": "S", "name": "square"}, {"id": "H", "name": "heart"}, {"id": "D", "name": "drop"}, {"id": "M", "name": "moon"}], "rules": {"columns": 7, "rows": 5, "row_points": [0, 1, 2, 4, 6, 9, 12, 16], "column_points": [[1, 2, 3, 5, 7], [1, 2, 4, 5, 8], [1, 3, 4, 6, 8], [2, 3, 5, 6, 9], [2, 3, 5, 7, 9], [2, 4, 6, 7, 10], [2, 4, 6, 8, 10]], "end_at": 17, "satchel_max": 5, "overflow_penalty": 3}}, "choices": [{"action": "wT>C", "label": "white triangle, take circle (1)", "parts": ["sat:0:wT", "seg:T", "seg:C"]}, {"action": "wT>S", "label": "white triangle, take square (0)", "parts": ["sat:0:wT", "seg:T", "seg:S"]}, {"action": "sS>T", "label": "light blue square, take triangle (1)", "parts": ["sat:0:sS", "seg:S", "seg:T"]}, {"action": "sS>H", "label": "light blue square, take heart (2)", "parts": ["sat:0:sS", "seg:S", "seg:H"]}, {"action": "wT+wT@C>T", "label": "wT+wT on circle, take triangle (1)", "parts": ["sat:0:wT", "sat:0:wT", "seg:C", "seg:T"]}, {"action": "wT+wT@T>C", "label": "wT+wT on triangle, take circle (1)", "parts": ["sat:0:wT", "sat:0:wT", "seg:T", "seg:C"]}, {"action": "wT+wT@T>S", "label": "wT+wT on triangle, take square (0)", "parts": ["sat:0:wT", "sat:0:wT", "seg:T", "seg:S"]}, {"action": "wT+wT@S>T", "label": "wT+wT on square, take triangle (1)", "parts": ["sat:0:wT", "sat:0:wT", "seg:S", "seg:T"]}, {"action": "wT+wT@S>H", "label": "wT+wT on square, take heart (2)", "parts": ["sat:0:wT", "sat:0:wT", "seg:S", "seg:H"]}, {"action": "wT+wT@H>S", "label": "wT+wT on heart, take square (0)", "parts": ["sat:0:wT", "sat:0:wT", "seg:H", "seg:S"]}, {"action": "wT+wT@H>D", "label": "wT+wT on heart, take drop (1)", "parts": ["sat:0:wT", "sat:0:wT", "seg:H", "seg:D"]}, {"action": "wT+wT@D>H", "label": "wT+wT on drop, take heart (2)", "parts": ["sat:0:wT", "sat:0:wT", "seg:D", "seg:H"]}, {"action": "wT+wT@D>M", "label": "wT+wT on drop, take moon (2)", "parts": ["sat:0:wT", "sat:0:wT", "seg:D", "seg:M"]}, {"action": "wT+wT@M>D", "label": "wT+wT on moon, take drop (1)", "parts": ["sat:0:wT", "sat:0:wT", "seg:M", "seg:D"]}, {"action": "lake -wC", "label": "Lake, leave white circle", "parts": ["lake", "lake:wC"]}, {"action": "lake -pC", "label": "Lake, leave purple circle", "parts": ["lake", "lake:pC"]}, {"action": "lake -pT", "label": "Lake, leave purple triangle", "parts": ["lake", "lake:pT"]}, {"action": "lake -wD", "label": "Lake, leave white drop", "parts": ["lake", "lake:wD"]}, {"action": "lake -wM", "label": "Lake, leave white moon", "parts": ["lake", "lake:wM"]}], "seats": [{"seat": 0, "name": "Otter", "kind": "human", "color": "#9a6a3c", "controlled": true}, {"seat": 1, "name": "Fox", "kind": "human", "color": "#d9622b", "controlled": false}], "meta": {"name": "river_valley_glassworks", "title": "River Valley Glassworks", "blurb": "Drop a piece of glass into the river to fish out a neighbouring stretch, and fill the columns of your glassworks colour by colour, without taking more than fits.", "min_players": 2, "max_players": 5, "options": [], "bot_levels": ["random", "greedy", "mcts"], "default_bot": "mcts", "colors": ["#9a6a3c", "#d9622b", "#5d6d7e", "#3a9d8f", "#b8860b"], "hidden_information": false}, "watching": 0, "status": "Otter to place glass on the river and collect a neighbouring segment, or to draw from the lake.", "game_name": "river_valley_glassworks"};
// The same game after "sS>H": two new colours wait for their columns.
const ORDER = {"view": {"game": "river_valley_glassworks", "seat": 0, "players": 2, "to_move": [0], "over": false, "result": null, "step": 1, "river": [{"shape": "C", "stones": 1, "pieces": ["bC"]}, {"shape": "T", "stones": 2, "pieces": ["lT"]}, {"shape": "S", "stones": 1, "pieces": ["sS"]}, {"shape": "H", "stones": 2, "pieces": []}, {"shape": "D", "stones": 1, "pieces": ["gD"]}, {"shape": "M", "stones": 2, "pieces": ["sM", "oM"]}], "lake": ["wC", "pC", "pT", "wD", "wM"], "bag": 102, "bag_colors": {"w": 15, "p": 20, "s": 15, "b": 16, "l": 11, "g": 10, "y": 8, "o": 7}, "glassworks": [{"satchel": ["wT", "wT"], "columns": [["wS", "wH"]], "overflow": [], "placed": 2, "score": {"rows": [1, 1, 0, 0, 0], "columns": [{"column": 0, "height": 2, "points": 2}, {"column": 1, "height": 0, "points": 0}], "overflow": 0, "total": 4}}, {"satchel": ["gC"], "columns": [], "overflow": [], "placed": 0, "score": {"rows": [0, 0, 0, 0, 0], "columns": [{"column": 0, "height": 0, "points": 0}, {"column": 1, "height": 0, "points": 0}], "overflow": 0, "total": 0}}], "turn": 0, "phase": "order", "pending": ["yH", "oH"], "last_stage": false, "turns_left": null, "last": {"seat": 0, "kind": "river", "placed": ["sS"], "onto": "S", "from": "H", "collected": ["yH", "oH"]}, "palette": [{"id": "w", "name": "white", "fill": "#eef3f5", "total": 22}, {"id": "p", "name": "purple", "fill": "#8e5bb5", "total": 22}, {"id": "s", "name": "light blue", "fill": "#7cc6e8", "total": 17}, {"id": "b", "name": "dark blue", "fill": "#2a5ca8", "total": 17}, {"id": "l", "name": "light green", "fill": "#9bd36a", "total": 12}, {"id": "g", "name": "dark green", "fill": "#2e7d4f", "total": 12}, {"id": "y", "name": "yellow", "fill": "#f2cf3a", "total": 9}, {"id": "o", "name": "orange", "fill": "#ec8a2d", "total": 9}], "shapes": [{"id": "C", "name": "circle"}, {"id": "T", "name": "triangle"}, {"id": "S", "name": "square"}, {"id": "H", "name": "heart"}, {"id": "D", "name": "drop"}, {"id": "M", "name": "moon"}], "rules": {"columns": 7, "rows": 5, "row_points": [0, 1, 2, 4, 6, 9, 12, 16], "column_points": [[1, 2, 3, 5, 7], [1, 2, 4, 5, 8], [1, 3, 4, 6, 8], [2, 3, 5, 6, 9], [2, 3, 5, 7, 9], [2, 4, 6, 7, 10], [2, 4, 6, 8, 10]], "end_at": 17, "satchel_max": 5, "overflow_penalty": 3}}, "choices": [{"action": "col y", "label": "Yellow next", "parts": ["new:y"]}, {"action": "col o", "label": "Orange next", "parts": ["new:o"]}], "seats": [{"seat": 0, "name": "Otter", "kind": "human", "color": "#9a6a3c", "controlled": true}, {"seat": 1, "name": "Fox", "kind": "human", "color": "#d9622b", "controlled": false}], "meta": {"name": "river_valley_glassworks", "title": "River Valley Glassworks", "blurb": "Drop a piece of glass into the river to fish out a neighbouring stretch, and fill the columns of your glassworks colour by colour, without taking more than fits.", "min_players": 2, "max_players": 5, "options": [], "bot_levels": ["random", "greedy", "mcts"], "default_bot": "mcts", "colors": ["#9a6a3c", "#d9622b", "#5d6d7e", "#3a9d8f", "#b8860b"], "hidden_information": false}, "watching": 0, "status": "Otter collected several new colours: choose which one fills the next empty column.", "game_name": "river_valley_glassworks"};

describe("river valley glassworks shapes", () => {
  it("draws six distinct closed shapes and lays out pieces inside their box", () => {
    const paths = ["C", "T", "S", "H", "D", "M"].map((s) => shapePath(s, 10));
    expect(new Set(paths).size).toBe(6);
    for (const d of paths) expect(d.trim().endsWith("Z")).toBe(true);
    const { slots, r } = pieceSlots(7, 0, 0, 150, 120, 3, 20);
    expect(slots.length).toBe(7);
    for (const [x, y] of slots) {
      expect(x - r).toBeGreaterThanOrEqual(0);
      expect(x + r).toBeLessThanOrEqual(150);
      expect(y - r).toBeGreaterThanOrEqual(0);
      expect(y + r).toBeLessThanOrEqual(120);
    }
  });
});

describe("river valley glassworks board", () => {
  it("draws the river, the lake and both glassworks, and places a piece in three clicks", () => {
    const { el, model } = mount(widget, TURN);
    expect(el.querySelectorAll(".tw-rvg-segment").length).toBe(6);
    expect(el.querySelectorAll(".tw-rvg-works").length).toBe(2);
    expect(byId(el, "lake")).not.toBe(null);
    const first = targetIds(el);
    expect(first).toContain("sat:0:sS");
    expect(first).toContain("lake");
    click(byId(el, "sat:0:sS"));
    expect(targetIds(el)).toEqual(["seg:S"]);
    click(byId(el, "seg:S"));
    expect(targetIds(el).sort()).toEqual(["seg:H", "seg:T"]);
    click(byId(el, "seg:H"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "sS>H" });
  });

  it("pairs two equal pieces as a wild piece and draws from the lake", () => {
    const { el, model } = mount(widget, TURN);
    click(byId(el, "sat:0:wT"));
    expect(targetIds(el)).toContain("sat:0:wT");       // the second white triangle
    click(el.querySelectorAll('[data-tw-id="sat:0:wT"]')[1]);
    click(byId(el, "seg:M"));
    click(byId(el, "seg:D"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "wT+wT@M>D" });
    click(byId(el, "lake"));
    click(byId(el, "lake:wM"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "lake -wM" });
  });

  it("asks for the order of new colours by clicking them", () => {
    const { el, model } = mount(widget, ORDER);
    expect(targetIds(el).sort()).toEqual(["new:o", "new:y"]);
    click(byId(el, "new:o"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "col o" });
  });
});
