// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { mapLayout, costText } from "../games/gaia_project.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import view from "./gaia_project.fixture.json";

const mines = Object.keys(view.reach);
const choices = mines.map((h) => ({ action: `mine ${h}`, label: `mine ${h}`, parts: [`hex-${h}`] }))
  .concat([{ action: "research eco", label: "Research Economy", parts: ["track-eco"] },
    { action: "conv o-c", label: "o → c", parts: [] }]);

describe("gaia project board", () => {
  it("fits every hex of the map into the map box without overlap", () => {
    const { at, R } = mapLayout(view.map);
    const pts = Object.values(at);
    expect(pts.length).toBe(view.map.length);
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        expect(Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1])).toBeGreaterThan(1.6 * R);
      }
    }
    expect(costText({ c: 2, o: 4, q: 1 })).toBe("2c 4o 1q");
  });

  it("draws the engine's axial coordinates: q points up, r up and to the right", () => {
    const { at } = mapLayout([["o", 0, 0, "e", "1"], ["q", 1, 0, "e", "1"], ["r", 0, 1, "e", "1"], ["x", -1, -1, "e", "1"]]);
    expect(Math.abs(at.q[0] - at.o[0])).toBeLessThan(1e-6);
    expect(at.q[1]).toBeLessThan(at.o[1]);
    expect(at.r[0]).toBeGreaterThan(at.o[0]);
    expect(at.r[1]).toBeLessThan(at.o[1]);
  });

  it("marks the satellites a player placed apart from those the search adds", () => {
    const [a, b, c] = view.map.map((row) => row[0]);
    const fed = { ...view, fed_preview: { chosen: [a], value: 3, need: 7, placed: [b], least: 2, sats: [b, c] } };
    const { el, cleanup } = mount(widget, { view: fed, choices: [], seats: [], meta: { title: "Gaia Project" }, watching: 0 });
    expect(el.querySelectorAll(".tw-gp-sat-placed").length).toBe(1);
    expect(el.querySelectorAll(".tw-gp-sat-preview").length).toBe(1);
    expect(el.textContent).toContain("fewest 2");
    cleanup();
  });

  it("lights the reachable planets with their cost, the tracks, and sends the click", () => {
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Gaia Project" }, watching: 0 });
    const ids = targetIds(el);
    for (const h of mines) expect(ids).toContain(`hex-${h}`);
    expect(ids).toContain("track-eco");
    expect(el.querySelectorAll(".tw-gp-reach").length).toBe(mines.length);
    expect(el.querySelectorAll(".tw-gp-planet").length).toBeGreaterThan(30);
    expect(byId(el, `booster-${view.boosters[0]}`)).not.toBeNull();
    expect(byId(el, "act-p1")).not.toBeNull();
    expect(el.textContent).toContain("Terrans");
    click(byId(el, `hex-${mines[0]}`));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: `mine ${mines[0]}` });
    cleanup();
  });

  it("shows the faction chooser while factions are chosen", () => {
    const start = { ...view, phase: "factions", players_info: [null, null], reach: {} };
    const ch = [{ action: "faction nevlas", label: "Nevlas", parts: ["faction-nevlas"] }];
    const { model, el, cleanup } = mount(widget, { view: start, choices: ch, seats: [], meta: { title: "Gaia Project" }, watching: 0 });
    expect(targetIds(el)).toEqual(["faction-nevlas"]);
    click(byId(el, "faction-nevlas"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "faction nevlas" });
    cleanup();
  });
});
