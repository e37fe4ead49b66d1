// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { priceText, wrap2, spaceName } from "../games/revive.js";
import { mount, click, byId, targetIds } from "./helpers.js";
import fixture from "./revive-view.json";

describe("revive board", () => {
  it("writes costs and technology texts compactly", () => {
    expect(priceText({ gear: 2, book: 1, food: 1 })).toBe("2G 1B 1F");
    expect(wrap2("once: gain 2 gears", 12)).toEqual(["once: gain 2", "gears"]);
    expect(spaceName(7, 7)).toBe("h8");
  });

  it("draws the map, the markets and every player's board, and plays a card by two clicks", () => {
    const { view, choices } = fixture;
    const { model, el, cleanup } = mount(widget, { view, choices, seats: [], meta: { title: "Revive" }, watching: view.seat });
    const seat = view.seat;
    for (const t of view.map.tiles.filter((t) => !t.explored)) expect(byId(el, `tile:${t.key}`)).not.toBeNull();
    for (const s of Object.keys(view.map.spaces).filter((s) => "DT".includes(view.map.spaces[s]))) expect(byId(el, `sp:${s}`)).not.toBeNull();
    for (const cid of view.market) expect(byId(el, `mkt:${cid}`)).not.toBeNull();
    for (let s = 0; s < view.players.length; s++) expect(byId(el, `slot:${s}:top1`)).not.toBeNull();
    const play = choices.find((c) => c.action.startsWith("play "));
    const [first, second] = play.parts;
    expect(targetIds(el)).toContain(first);
    click(byId(el, first));
    expect(targetIds(el)).toContain(second);
    click(byId(el, second));
    const sent = model.sent.filter((m) => m.type === "act").map((m) => m.action);
    expect(choices.filter((c) => c.parts[0] === first && c.parts[1] === second).map((c) => c.action)).toContain(sent[sent.length - 1]);
    cleanup();
  }, 30000);   // a big board: happy-dom builds a few thousand nodes

  it("shows lanterns on the map and lays the board out in stacked parts for a narrow cell", () => {
    const view = structuredClone(fixture.view);
    view.players[0].lanterns = ["g7"];
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const { el, cleanup } = mount(widget, { view, choices: fixture.choices, seats: [], meta: { title: "Revive" }, watching: view.seat });
      const parts = el.querySelectorAll(".tw-stack > svg");
      expect(parts.length).toBe(2 + view.players.length);         // map, markets, one board per player
      expect([...parts].map((p) => p.getAttribute("viewBox"))).toContain("0 0 600 512");
      for (const t of view.map.tiles.filter((t) => !t.explored)) expect(byId(el, `tile:${t.key}`)).not.toBeNull();
      for (const cid of view.market) expect(byId(el, `mkt:${cid}`)).not.toBeNull();
      for (let s = 0; s < view.players.length; s++) expect(byId(el, `slot:${s}:top1`)).not.toBeNull();
      const titles = [...el.querySelectorAll("title")].map((t) => t.textContent);
      expect(titles.filter((t) => t.includes("lantern on"))).toEqual(["Player 1's lantern on g7: range counts from it"]);
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  }, 30000);
});
