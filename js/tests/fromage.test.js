// @vitest-environment happy-dom
// fromage-view.json: a real view of seat 0 on turn 2 of a 2-player game and its choices, written by
//   UPDATE_FIXTURES=1 pytest tests/games/test_fromage.py -k fixture
import { describe, expect, it } from "vitest";
import widget, { displaySide, quadrantSide, place, regionLabelDepth } from "../games/fromage.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import fixture from "./fromage-view.json";

const state = () => ({ view: { ...fixture.view, marks: { 1: fixture.view.players[1].workers.hard ? [fixture.view.players[1].workers.hard.at] : [] } },
  choices: fixture.choices, seats: [], meta: { title: "Fromage" }, watching: 0 });

describe("fromage board", () => {
  it("turns the quadrants a quarter each turn with the watching seat at the bottom", () => {
    expect(quadrantSide(3, 1)).toBe(0);              // on turn 2 the Villes face the bottom seat
    expect(displaySide(2, 2)).toBe(0);               // a seat at the top sees itself at the bottom
    const [x, y] = place(0, 0, 0);
    const [lx] = place(0, 0, 1);
    expect(y).toBeGreaterThan(600);                  // the rim of the bottom quadrant
    expect(lx).toBeLessThan(50);                     // the same point turned to the left side
    expect(x).toBeCloseTo(318);
  });

  it("highlights the facing quadrant's spaces and sends gather as two clicks", () => {
    const { model, el, cleanup } = mount(widget, state());
    const ids = targetIds(el);
    expect(ids).toContain("g3-1");
    expect(ids).toContain("c-V1");
    expect(ids.some((id) => id.startsWith("c-F"))).toBe(false);     // Festival is not facing Red
    expect(el.querySelectorAll(".tw-fr-quadrant").length).toBe(4);
    expect(el.querySelector('[data-quadrant="3"]')).toBeTruthy();
    click(byId(el, "g3-1"));
    click(byId(el, "w-soft"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "gather 1 soft" });
    cleanup();
  });

  it("shows workers with their turns left and the scoring on request", () => {
    const { el, cleanup } = mount(widget, state());
    const workers = [...el.querySelectorAll(".tw-fr-worker title")].map((t) => t.textContent);
    expect(workers.some((t) => /hard worker: home in 1 turn/.test(t))).toBe(true);
    const table = el.querySelector(".tw-fr-score-table");
    expect(table.getAttribute("style")).toContain("none");
    click(el.querySelector(".tw-fr-score-toggle"));
    expect(el.querySelector(".tw-fr-score-table").getAttribute("style")).toBe("");
    expect(el.textContent).toContain("Leftovers");
    cleanup();
  });

  it("puts each Villes region's name where it covers no cheese space, also when the kit enlarges it", () => {
    const layout = fixture.view.layout;
    const S = 306 / 370;
    const spaces = layout.spaces.filter((s) => s.venue === "villes");
    for (const scale of [1.1, 1]) {
      const boost = Math.min(1.4, 11.05 / (11 * scale));
      for (const r of layout.regions) {
        const text = `${r.name} 6`;
        const d = regionLabelDepth(layout, r, text, scale);
        expect(Math.abs(d - r.d)).toBeLessThan(45);                      // still beside its region
        const across = (text.length * 3.2 * boost) / S, deep = (6.5 * boost) / S, side = 19 / S;
        for (const s of spaces) {
          const hit = Math.abs(s.x - r.x) < across + side && Math.abs(s.d - d) < deep + side;
          expect(hit, `${r.name} on ${s.id} at scale ${scale}`).toBe(false);
        }
      }
    }
  });

  it("turns the region names sideways on the left and right sides, along the rim", () => {
    for (const turn of [0, 1, 2, 3]) {
      const st = state();
      st.view = { ...st.view, rotation: (fixture.view.rotation + turn) % 4 };
      const { el, cleanup } = mount(widget, st);
      const villes = el.querySelector(".tw-fr-villes");
      const q = Number(villes.getAttribute("data-quadrant"));
      const k = displaySide(quadrantSide(q, st.view.rotation), st.view.players[0].side);
      const names = [...villes.querySelectorAll("text")].filter((t) => /^(Nord|Alsace|Bretagne|Loire|Provence|Alpes) \d/.test(t.textContent));
      expect(names.length).toBe(6);
      const turned = names.filter((t) => /rotate\(-?90 /.test(t.getAttribute("transform") || "")).length;
      expect(turned).toBe(k % 2 ? 6 : 0);
      cleanup();
    }
  });
});
