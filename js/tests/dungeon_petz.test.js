// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { wrap, prepareChoices } from "../games/dungeon_petz.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import frames from "./dungeon_petz.fixture.json";

const meta = { title: "Dungeon Petz", colors: ["#c0392b", "#2e86c1"] };
const open = (frame) => mount(widget, { view: frame.view, choices: frame.choices, seats: [], meta, watching: 0 });

describe("dungeon petz board", () => {
  it("builds a secret group by clicking imps then gold", () => {
    const { model, el, cleanup } = open(frames.group);
    const ids = targetIds(el);
    expect(ids.some((i) => i.startsWith("gimps:"))).toBe(true);
    expect(ids.some((i) => i.startsWith("ggold:"))).toBe(false);
    click(byId(el, "gimps:1"));
    expect(targetIds(el).some((i) => i.startsWith("ggold:"))).toBe(true);
    click(byId(el, "ggold:0"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "group 1 0" });
    expect(el.textContent).toContain("Your groups");
    cleanup();
  });

  it("sends a group by clicking a space or a market card", () => {
    const { model, el, cleanup } = open(frames.send);
    const ids = targetIds(el);
    const actions = frames.send.choices.map((c) => c.action);
    for (const c of frames.send.choices) if (c.parts.length === 1) expect(ids).toContain(c.parts[0]);
    expect(el.querySelectorAll('[data-tw-id^="space:"]').length).toBe(14);
    const pick = frames.send.choices.find((c) => c.parts.length === 1);
    click(byId(el, pick.parts[0]));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: pick.action });
    expect(actions).toContain("home");
    cleanup();
  });

  it("offers the hand cards of the ringed bar's colour", () => {
    const { model, el, cleanup } = open(frames.needs);
    const hand = targetIds(el).filter((i) => i.startsWith("hand:"));
    const colours = new Set(hand.filter((i) => i !== "hand:potion").map((i) => i.split(":")[1]));
    expect(colours.size).toBe(1);
    click(byId(el, hand[0]));
    const expected = frames.needs.choices.find((c) => c.parts[0] === hand[0]).action;
    expect(model.sent.at(-1)).toEqual({ type: "act", action: expected });
    expect(el.querySelectorAll(".tw-dp-cage").length).toBeGreaterThan(1);
    cleanup();
  });

  it("lets a swap be clicked from either cage", () => {
    const swap = { action: "move 0 2", label: "Swap pets 1 and 3", parts: ["cage:0:0", "cage:0:2"] };
    const move = { action: "move 0 1", label: "Move pet 1 to cage 2", parts: ["cage:0:0", "cage:0:1"] };
    const out = prepareChoices([swap, move]);
    expect(out.length).toBe(3);
    expect(out[2]).toEqual({ ...swap, parts: ["cage:0:2", "cage:0:0"], alias: true });
  });

  it("wraps words to a width", () => {
    expect(wrap("one two three four", 9)).toEqual(["one two", "three", "four"]);
  });

  it("lays the board out in parts for a narrow cell: market and spaces in rows, each dungeon full width", () => {
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const { el, cleanup } = open(frames.send);
      const parts = [...el.querySelectorAll(".tw-stack > svg")];
      const players = frames.send.view.players;
      expect(parts.length).toBe(4 + players);      // market, spaces, desk, exhibitions, one per dungeon
      for (const p of parts) expect(p.getAttribute("viewBox").split(" ")[2]).toBe("660");
      // the fourteen spaces in three rows of five, every market card and every cage still there
      const ys = [...parts[1].querySelectorAll(".tw-dp-space > rect")].map((r) => r.getAttribute("y"));
      expect(ys.length).toBe(14);
      expect(new Set(ys).size).toBe(3);
      const m = frames.send.view.market;
      expect(parts[0].querySelectorAll("[data-tw-id^='mpet:'], [data-tw-id^='mcage:'], [data-tw-id^='maddon:']").length)
        .toBe(m.pets.length + m.cages.length + m.addons.length);
      // market cards stay inside the part's box (a sixth card starts a new row)
      const h = Number(parts[0].getAttribute("viewBox").split(" ")[3]);
      for (const r of parts[0].querySelectorAll("g > rect")) {
        const dy = Number(((r.parentNode.getAttribute("transform") || "").match(/translate\(0 ([\d.]+)\)/) || [0, 0])[1]);
        expect(Number(r.getAttribute("x")) + Number(r.getAttribute("width"))).toBeLessThanOrEqual(660);
        expect(Number(r.getAttribute("y")) + Number(r.getAttribute("height")) + dy).toBeLessThanOrEqual(h);
      }
      for (let s = 0; s < players; s++) expect(parts[4 + s].querySelector(".tw-dp-dungeon > rect").getAttribute("width")).toBe("644");
      const choice = frames.send.choices.find((c) => c.parts.length === 1);
      expect(targetIds(el)).toContain(choice.parts[0]);
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });
});
