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
});
