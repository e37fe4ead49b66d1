// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { outline, parsePlace } from "../games/castles_of_mad_king_ludwig.js";
import { VIEW, CHOICES } from "./castles_fixture.js";
import { mount, click, byId, targetIds, press } from "./helpers.js";

describe("castles of mad king ludwig board", () => {
  it("turns outlines and doorways a quarter clockwise", () => {
    const lilac = VIEW.tiles.lilac_room;               // 2 x 2, doorways L1 T1 R2 B2
    const o = outline(lilac, 1);
    expect([o.w, o.h]).toEqual([2, 2]);
    expect(o.doors).toContainEqual(["v", 2, 0, "E"]);  // the top doorway now faces east
    const l = outline(VIEW.tiles.master_bedroom, 0);
    expect(l.poly.length).toBe(4);
    expect(outline(VIEW.tiles.foyer, 0).poly.length).toBe(8);
  });

  it("reads placements", () => {
    expect(parsePlace("place 3 -4 1")).toEqual({ x: 3, y: -4, r: 1, down: false });
    expect(parsePlace("place 0 5 0 down").down).toBe(true);
    expect(parsePlace("pass")).toBe(null);
  });

  it("offers the spots of one turn at a time, turns with R and builds where clicked", () => {
    const { model, el } = mount(widget, { view: VIEW, choices: CHOICES, seats: [], meta: { title: "Castles" }, watching: 1 });
    const shown = () => [...el.querySelectorAll(".cw-spot")].filter((n) => n.style.display !== "none").map((n) => n.getAttribute("data-tw-id"));
    const first = shown();
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first.map((id) => id.split(":")[4])).size).toBe(1);     // one turn shown
    expect(el.querySelectorAll(".cw-ghost").length).toBe(1);             // the shadow of the room
    press(el.querySelector("svg"), "r");
    const second = shown();
    expect(second).not.toEqual(first);
    expect(targetIds(el).length).toBe(CHOICES.length);
    click(byId(el, second[0]));
    const sent = model.sent.filter((m) => m.type === "act").map((m) => m.action);
    expect(sent).toEqual([CHOICES.find((c) => c.parts[0] === second[0]).action]);
  });

  it("says that the solo game has no King's Favors", () => {
    const texts = (view) => {
      const { el } = mount(widget, { view, choices: CHOICES, seats: [], meta: { title: "Castles" }, watching: 1 });
      return [...el.querySelectorAll("text")].map((n) => n.textContent);
    };
    expect(texts(VIEW)).toContain("King's Favors:");
    expect(texts(VIEW)).toContain("· Most Outdoor rooms");
    const solo = texts({ ...VIEW, solo: true, favors: [] });
    expect(solo).toContain("King's Favors: none when alone");
    expect(solo.some((t) => t.startsWith("· Most"))).toBe(false);
  });
});
