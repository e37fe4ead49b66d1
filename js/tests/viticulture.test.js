// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { cardTitle, cardDetail, WINE_COLORS } from "../games/viticulture.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import frames from "./viticulture.fixture.json";

const CARDS = {
  v18: { kind: "vine", name: "Pinot", needs: ["trellis"], red: 1, white: 1 },
  v14: { kind: "vine", name: "Sangiovese", needs: [], red: 1, white: 0 },
  o0: { kind: "order", vp: 4, res: 1, wines: [["white", 4], ["white", 3], ["white", 2]] },
  "s-patron": { kind: "summer", name: "Patron", text: "Gain 4 lira, or draw an order and a winter visitor." },
};

describe("viticulture board helpers", () => {
  it("names vines by their grapes and what they need", () => {
    expect(cardTitle("v18", CARDS)).toBe("Pinot (red 1 + white 1)");
    expect(cardDetail("v18", CARDS)).toBe("needs trellis");
    expect(cardDetail("v14", CARDS)).toBe("needs no structure");
  });
  it("names orders by their wines and rewards", () => {
    expect(cardTitle("o0", CARDS)).toBe("Order: white 4, white 3, white 2");
    expect(cardDetail("o0", CARDS)).toBe("4 points, +1 income");
  });
  it("shows a visitor's own text and an unknown card as a question mark", () => {
    expect(cardTitle("s-patron", CARDS)).toBe("Patron");
    expect(cardDetail("s-patron", CARDS)).toMatch(/4 lira/);
    expect(cardTitle("zz", CARDS)).toBe("?");
  });
  it("gives the four wines different colours", () => {
    expect(new Set(Object.values(WINE_COLORS)).size).toBe(4);
  });
  it("fills an order with the wines clicked in the cellar", () => {
    const f = frames.fill;
    const { model, el, cleanup } = mount(widget, { view: f.view, choices: f.choices, seats: [], meta: { title: "Viticulture" }, watching: 0 });
    expect(targetIds(el)).toEqual(["card:o0"]);                 // first the order
    click(byId(el, "card:o0"));
    const wines = targetIds(el).filter((i) => i.startsWith("wine:"));
    expect(wines.sort()).toEqual(["wine:0:white:2", "wine:0:white:3", "wine:0:white:4", "wine:0:white:6"]);
    expect(byId(el, "wine:0:red:5")).not.toBe(null);            // a wine the order cannot use is no target
    expect(targetIds(el)).not.toContain("wine:0:red:5");
    for (const id of ["wine:0:white:6", "wine:0:white:2", "wine:0:white:4"]) click(byId(el, id));   // any order
    expect(model.sent.filter((m) => m.type === "act").map((m) => m.action)).toEqual(["fill o0 white 2 white 4 white 6"]);
    cleanup();
  });
  it("lays out a narrow cell in three parts 640 wide: spaces in rows of three, the cellar under the fields", () => {
    const f = frames.fill;
    const open = () => mount(widget, { view: f.view, choices: f.choices, seats: [], meta: { title: "Viticulture" }, watching: 0 });
    const wide = open();
    expect(wide.el.querySelectorAll(".tw-stack").length).toBe(0);
    const wideIds = [...wide.el.querySelectorAll("[data-tw-id]")].map((n) => n.getAttribute("data-tw-id")).sort();
    wide.cleanup();
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const { el, cleanup } = open();
      const parts = [...el.querySelectorAll(".tw-stack > svg")];
      expect(parts.length).toBe(3);
      for (const p of parts) expect(p.getAttribute("viewBox").split(" ")[2]).toBe("640");
      // every clickable place of the wide board is still there
      expect([...el.querySelectorAll("[data-tw-id]")].map((n) => n.getAttribute("data-tw-id")).sort()).toEqual(wideIds);
      // the six summer spaces in two rows of three, inside the part
      const xs = [];
      for (const sid of ["vine", "tour", "build", "summer", "sell", "plant"]) {
        const r = byId(el, `space:${sid}`).querySelector("rect");
        xs.push(Number(r.getAttribute("x")));
        expect(Number(r.getAttribute("x")) + Number(r.getAttribute("width"))).toBeLessThanOrEqual(640);
      }
      expect(new Set(xs).size).toBe(3);
      // the cellar's tokens inside the vineyard part and below its fields
      const field = byId(el, "field:0:0").querySelector("rect");
      const wine = byId(el, "wine:0:white:6").querySelector("circle");
      expect(Number(wine.getAttribute("cx")) + 9).toBeLessThanOrEqual(640);
      expect(Number(wine.getAttribute("cy"))).toBeGreaterThan(Number(field.getAttribute("y")) + Number(field.getAttribute("height")));
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });
});
