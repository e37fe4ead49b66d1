// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { parseHex, centre, drawDiceRow } from "../games/memoir44.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import fixture from "./memoir44.fixture.json";

const state = (f) => ({ view: f.view, choices: f.choices, seats: [], meta: { title: "Memoir '44" }, watching: 0 });

describe("memoir44 board", () => {
  it("reads the board editor's hex names", () => {
    expect(parseHex("A9")).toEqual([0, 0]);
    expect(parseHex("a8")).toEqual([1, 1]);
    expect(parseHex("M1")).toEqual([8, 24]);
    const [x1] = centre("A9");
    const [x2] = centre("B9");
    expect(x2).toBeGreaterThan(x1);
  });

  it("draws the battlefield, the hand and the units, and moves an ordered unit by two clicks", () => {
    const { model, el, cleanup } = mount(widget, state(fixture.move));
    expect(el.querySelectorAll(".tw-m44-field polygon").length).toBe(113);
    expect(el.querySelectorAll(".tw-m44-unit").length).toBe(4);
    expect(byId(el, "card:45")).not.toBeNull();
    expect(targetIds(el)).toEqual(["hex:F1"]);
    click(byId(el, "hex:F1"));
    const dests = targetIds(el);
    expect(dests).toContain("hex:G3");
    click(byId(el, "hex:G3"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "move F1 G3" });
    cleanup();
  });

  it("shows the dice of each battle target once the unit is chosen", () => {
    const { model, el, cleanup } = mount(widget, state(fixture.battle));
    click(byId(el, "hex:F1"));
    const badges = [...el.querySelectorAll(".tw-m44-dice-count")].map((n) => n.textContent);
    expect(badges).toEqual(["2"]);          // 3 dice less 1 for the sandbags on e2
    click(byId(el, "hex:e2"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "fire F1 e2" });
    cleanup();
  });

  it("shows the night's sight and marks anti-tank guns", () => {
    const f = JSON.parse(JSON.stringify(fixture.move));
    f.view.night = 3;
    f.view.units[0].antitank = true;
    f.view.units[0].badge = true;
    const { el, cleanup } = mount(widget, state(f));
    expect(el.querySelector(".tw-m44-info").textContent).toContain("Night: sight 3");
    expect(el.querySelector(".tw-m44-unit title").textContent).toContain("anti-tank gun");
    f.view.night = null;
    cleanup();
    const day = mount(widget, state(f));
    expect(day.el.querySelector(".tw-m44-info").textContent).not.toContain("Night");
    day.cleanup();
  });

  it("brings reserve tanks in by a click on the baseline and marks a mortar", () => {
    const { model, el, cleanup } = mount(widget, state(fixture.breakthrough));
    expect(targetIds(el)).toEqual(expect.arrayContaining(["hex:A9", "hex:B9", "hex:C9", "hex:D9"]));
    click(byId(el, "hex:B9"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "enter B9" });
    const mortar = [...el.querySelectorAll(".tw-m44-unit title")].map((t) => t.textContent).find((t) => t.includes("mortar"));
    expect(mortar).toBeTruthy();
    cleanup();
  });

  it("draws a desert board in sand and the further terrain types", () => {
    const f = JSON.parse(JSON.stringify(fixture.move));
    f.view.scenario.face = "DESERT";
    const kinds = ["jungle", "escarpment", "marsh", "ruins", "lake", "rail", "factory"];
    kinds.forEach((k, i) => { f.view.battlefield.hexes[i].terrain = k; });
    const { el, cleanup } = mount(widget, state(f));
    const fills = [...el.querySelectorAll(".tw-m44-field polygon")].map((p) => p.getAttribute("fill"));
    expect(fills).toContain("#ead7a4");                      // open desert ground
    expect(fills.slice(0, kinds.length)).not.toContain("#ead7a4");
    expect(new Set(fills.slice(0, kinds.length)).size).toBeGreaterThan(4);
    cleanup();
  });

  it("draws wadis along their open ends, caves on mountains, the further special units' badges and a big gun's cross-hairs", () => {
    const f = JSON.parse(JSON.stringify(fixture.move));
    Object.assign(f.view.battlefield.hexes[0], { terrain: "wadi", tile: "wadi", orientation: 1 });
    Object.assign(f.view.battlefield.hexes[1], { terrain: "wadi", tile: "wcurve", orientation: 2 });
    f.view.battlefield.hexes[2].terrain = "mountain_cave";
    f.view.units[0].special = "sniper";
    f.view.units[0].badge = true;
    f.view.crosshairs = ["C5"];
    f.view.pontoons = [f.view.battlefield.hexes[5].hex];
    f.view.blown = [f.view.battlefield.hexes[6].hex];
    f.view.demolished = [f.view.battlefield.hexes[7].hex];
    f.view.shells = [f.view.battlefield.hexes[9].hex];
    f.view.sabotage = { [f.view.battlefield.hexes[8].hex]: 1 };
    f.view.units[1].boat = true;
    f.view.units[1].camouflage = true;
    f.view.units[1].leader = true;
    f.view.units[0].craft = true;
    const { el, cleanup } = mount(widget, state(f));
    const beds = [...el.querySelectorAll(".tw-m44-wadi")].map((p) => p.getAttribute("d"));
    expect(beds.length).toBe(2);
    const ends = (d) => d.match(/-?[0-9.]+/g).map(Number);
    const [x1, y1, , , x2, y2] = ends(beds[0]);
    expect(Math.abs(y1 - y2)).toBeLessThan(0.5);            // a straight wadi at orientation 1 runs east-west
    expect(Math.abs(x1 - x2)).toBeGreaterThan(60);
    const [, cy1, , , , cy2] = ends(beds[1]);
    expect(Math.abs(cy1 - cy2)).toBeGreaterThan(25);         // the curve turned once: its north-west and east ends
    expect(el.querySelectorAll(".tw-m44-cave").length).toBe(1);
    expect(el.querySelector(".tw-m44-unit title").textContent).toContain("sniper");
    expect([...el.querySelectorAll(".tw-m44-unit text")].map((t) => t.textContent)).toContain("N");
    expect(el.querySelectorAll(".tw-m44-crosshair").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-pontoon").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-blown").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-demolished").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-shell").length).toBe(1);
    expect(el.querySelector(".tw-m44-sabotage text").textContent).toBe("1");
    expect(el.querySelectorAll(".tw-m44-boat").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-camouflage").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-leader").length).toBe(1);
    expect(el.querySelectorAll(".tw-m44-craft").length).toBe(1);
    f.view.sealed = [f.view.battlefield.hexes[2].hex];
    cleanup();
    const sealed = mount(widget, state(f));
    expect(sealed.el.querySelectorAll(".tw-m44-cave").length).toBe(0);   // a sealed cave is a plain mountain
    sealed.cleanup();
  });

  it("draws the cars of a train on wheels, the locomotive with its funnel and the units aboard, and battle stars", () => {
    const t = JSON.parse(JSON.stringify(fixture.move));
    Object.assign(t.view.units[0], { special: "loco", badge: true, aboard: 1 });
    Object.assign(t.view.units[1], { special: "armored_wagon", badge: true, aboard: 0 });
    const train = mount(widget, state(t));
    expect(train.el.querySelectorAll(".tw-m44-train").length).toBe(2);       // both cars on their wheels
    const titles = [...train.el.querySelectorAll(".tw-m44-unit title")].map((n) => n.textContent).join(" | ");
    expect(titles).toContain("locomotive, carrying 1 infantry unit");
    expect(titles).toContain("armored wagon with artillery");
    expect([...train.el.querySelectorAll(".tw-m44-unit text")].map((n) => n.textContent)).toEqual(expect.arrayContaining(["L", "Y", "+1"]));
    train.cleanup();
    const p = JSON.parse(JSON.stringify(fixture.move));
    p.view.stars = [p.view.battlefield.hexes[3].hex];
    p.view.units[0].carry = 1;
    const stars = mount(widget, state(p));
    expect(stars.el.querySelectorAll(".tw-m44-star").length).toBe(1);     // a star lying on a hex
    expect(stars.el.querySelectorAll(".tw-m44-carry").length).toBe(1);    // and one carried by a unit
    expect(stars.el.querySelector(".tw-m44-unit title").textContent).toContain("carrying 1 battle star");
    stars.cleanup();
  });

  it("draws railroad track along the sides its tile joins, a rope bridge, and an aircraft carrier at sea", () => {
    const t = JSON.parse(JSON.stringify(fixture.move));
    Object.assign(t.view.battlefield.hexes[4], { terrain: "rail", tile: "railcurve", track: [[2, 10]] });
    Object.assign(t.view.battlefield.hexes[5], { terrain: "rail", tile: "railX", track: [[0, 6], [2, 8]] });
    Object.assign(t.view.battlefield.hexes[6], { terrain: "river", bridge: true, rope: true });
    Object.assign(t.view.units[0], { special: "carrier", badge: true, type: "artillery" });
    Object.assign(t.view.units[1], { special: "loco", badge: true, aboard: 1, cargo: "armor" });
    const m = mount(widget, state(t));
    const tracks = [...m.el.querySelectorAll(".tw-m44-track")];
    expect(tracks.length).toBe(3);                                       // one curve, two straights crossing
    expect(tracks[0].getAttribute("d")).toContain("Q");
    expect(m.el.querySelectorAll(".tw-m44-carrier").length).toBe(1);   // its own hull and flight deck
    expect(m.el.querySelectorAll(".tw-m44-rope").length).toBe(2);      // a rope bridge: planks between two ropes
    const titles = [...m.el.querySelectorAll(".tw-m44-unit title")].map((n) => n.textContent).join(" | ");
    expect(titles).toContain("aircraft carrier (never battles)");
    expect(titles).toContain("carrying 1 armor unit");
    m.cleanup();
  });

  it("marks minefields face down until their strength is revealed", () => {
    const f = JSON.parse(JSON.stringify(fixture.move));
    f.view.mines = [{ hex: "C5", side: "top", strength: null }, { hex: "D5", side: "top", strength: 3 }];
    const { el, cleanup } = mount(widget, state(f));
    expect([...el.querySelectorAll(".tw-m44-mine")].map((n) => n.getAttribute("data-strength"))).toEqual(["?", "3"]);
    cleanup();
  });

  it("draws every face of the battle dice", () => {
    const g = document.createElementNS("http://www.w3.org/2000/svg", "g");
    drawDiceRow(g, ["infantry", "armor", "grenade", "star", "flag", "re-roll:", "grenade"], 0, 0);
    expect([...g.querySelectorAll(".tw-m44-die")].map((d) => d.getAttribute("data-face")))
      .toEqual(["infantry", "armor", "grenade", "star", "flag", "grenade"]);
  });
  it("lays out a narrow cell: the cards in their own part, terrain names and badge letters larger; the wide board as before", () => {
    const f = JSON.parse(JSON.stringify(fixture.move));
    f.view.units[0].badge = true;
    const sizes = (el) => ({
      names: [...el.querySelectorAll(".tw-m44-field > text")].map((t) => t.getAttribute("font-size")),
      badges: [...el.querySelectorAll(".tw-m44-unit text")].filter((t) => t.textContent === "★").map((t) => t.getAttribute("font-size")),
    });
    const wide = mount(widget, state(f));
    const w = sizes(wide.el);
    wide.cleanup();
    expect(w.badges).toEqual(["11"]);
    expect(new Set(w.names)).toEqual(new Set(["11"]));
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const { el, cleanup } = mount(widget, state(f));
      const n = sizes(el);
      // the command cards in a part of their own, the battlefield (its full width) under them
      expect([...el.querySelectorAll(".tw-stack > svg")].map((p) => p.getAttribute("viewBox").split(" ")[2])).toEqual(["760", "1000"]);
      for (const id of f.view.hand) expect(byId(el, `card:${id}`)).not.toBeNull();
      expect(n.badges).toEqual(["13"]);
      expect(n.names.length).toBe(6);
      expect(new Set(n.names)).toEqual(new Set(["13"]));
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });
});
