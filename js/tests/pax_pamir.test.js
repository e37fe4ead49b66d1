// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import widget, { iconLine, wrapName, regionCentre, wakhanWords, COALITION_COLOR, SUIT_COLOR } from "../games/pax_pamir.js";
import { VIEW, CHOICES } from "./pax_pamir_fixture.js";
import * as SOLO from "./pax_pamir_solo_fixture.js";
import { mount, click, byId, targetIds } from "./helpers.js";

describe("pax pamir board", () => {
  it("words the impact icons and wraps card names in two lines", () => {
    expect(iconLine({ icons: ["army", "road", "leverage", "s:political"] })).toBe("army road +2₨ →pol");
    expect(wrapName("William Hay Macnaghten")).toEqual(["William Hay", "Macnaghten"]);
    expect(wrapName("A very long card name indeed").length).toBe(2);
  });

  it("has a colour per coalition and suit and a place per region", () => {
    expect(Object.keys(COALITION_COLOR)).toEqual(["afghan", "british", "russian"]);
    expect(new Set(Object.values(SUIT_COLOR)).size).toBe(4);
    for (const r of VIEW.regions) expect(regionCentre(r).every(Number.isFinite)).toBe(true);
  });

  it("draws the map, market, hand and courts, and plays a card by clicking it then a court end", () => {
    const { model, el } = mount(widget, { view: VIEW, choices: CHOICES, seats: [], meta: { title: "Pax Pamir" }, watching: 0 });
    for (const id of ["region-kabul", "border-kabul_punjab", "armies-kabul-afghan", "roads-kabul_punjab-british",
      "tribes-kabul-0", "market-a0", "hand-9", "card-8", "act-tax-8", "spies-13-0", "gift-0-2", "court-left-0",
      "coalition-afghan"]) {
      expect(byId(el, id), id).toBeTruthy();
    }
    const targets = targetIds(el);
    expect(targets).toContain("market-a3");
    expect(targets).toContain("hand-9");
    expect(targets).toContain("act-tax-8");
    click(byId(el, "hand-9"));
    expect(targetIds(el)).toContain("court-right-0");
    click(byId(el, "court-right-0"));
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "play 9 right" });
  }, 30000);

  it("shows Wakhan's card, the back of its next card and its last turn in a solo game", () => {
    expect(wakhanWords("tax")).toBe("Tax");
    expect(wakhanWords("radicalize_highest_ranked_political")).toBe("Radicalize: highest ranked political");
    const { el } = mount(widget, { view: SOLO.VIEW, choices: SOLO.CHOICES, seats: [], meta: { title: "Pax Pamir" }, watching: 0 });
    for (const id of ["wakhan-card", "wakhan-back", "wakhan-action-0", "wakhan-action-2", "player-1", "court-left-1"]) {
      expect(byId(el, id), id).toBeTruthy();
    }
    const text = el.textContent;
    expect(text).toContain(`Card ${SOLO.VIEW.wakhan.front}`);
    expect(text).toContain("Wakhan's last turn");
    expect(text).toContain(SOLO.VIEW.wakhan.log[1].slice(0, 40));
    expect(text).toContain("Wakhan ·");                       // its court row carries its name
    expect(targetIds(el)).toContain("market-a0");
    const marked = [...el.querySelectorAll(".tw-last")].map((e) => e.getAttribute("data-tw-id"));
    for (const id of SOLO.VIEW.wakhan.marks.filter((m) => m.startsWith("card-"))) expect(marked).toContain(id);
  }, 30000);
  it("puts the rupees on a market card beside its price, clear of the name, and three actions in the card's width", () => {
    const view = JSON.parse(JSON.stringify(VIEW));
    view.market[0][1].coins = 2;
    view.market[0][2].card = 34;                          // Sindhi Warriors: battle, move, betray
    const { el, cleanup } = mount(widget, { view, choices: CHOICES, seats: [], meta: { title: "Pax Pamir" }, watching: 0 });
    const card = byId(el, "market-a1");
    const texts = [...card.querySelectorAll("text")];
    const coin = texts.find((t) => t.textContent === "2");
    const price = texts.find((t) => t.textContent === "1₨");
    expect(coin.getAttribute("y")).toBe(price.getAttribute("y"));
    expect(Number(coin.getAttribute("x"))).toBeLessThan(Number(price.getAttribute("x")) - 20);
    expect([...byId(el, "market-a2").querySelectorAll("text")].map((t) => t.textContent)).toContain("battle move betray");
    cleanup();
  });

  it("draws each court under the hands above it, in the wide layout and in a narrow cell", () => {
    const below = () => {
      const { el, cleanup } = mount(widget, { view: VIEW, choices: CHOICES, seats: [], meta: { title: "Pax Pamir" }, watching: 0 });
      const hand = byId(el, "hand-9").querySelector("rect");
      const end = byId(el, "court-left-0").querySelector("rect");
      expect(Number(end.getAttribute("y"))).toBeGreaterThan(Number(hand.getAttribute("y")) + Number(hand.getAttribute("height")));
      cleanup();
    };
    below();
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try { below(); } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });

  it("lays out a narrow cell: the map and the market one under the other, courts in rows of whole cards", () => {
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 700 });
    try {
      const view = JSON.parse(JSON.stringify(VIEW));
      view.players[0].court = [8, 9, 10, 11, 12, 14, 15].map((id) => ({ id, spies: [0, 0] }));
      const { el, cleanup } = mount(widget, { view, choices: CHOICES, seats: [], meta: { title: "Pax Pamir" }, watching: 0 });
      const parts = [...el.querySelectorAll(".tw-stack > svg")].map((s) => s.getAttribute("viewBox"));
      expect(parts).toEqual(["0 0 430 392", "430 0 580 400"]);
      const bottom = [...el.querySelectorAll("svg")].find((s) => s.getAttribute("aria-label") === "Pax Pamir: hands and courts");
      expect(bottom.getAttribute("viewBox").split(" ")[2]).toBe("640");
      const cards = [8, 9, 10, 11, 12, 14, 15].map((id) => byId(el, `card-${id}`).querySelector("rect"));
      for (const r of cards) expect(Number(r.getAttribute("x")) + Number(r.getAttribute("width"))).toBeLessThanOrEqual(640);
      expect(new Set(cards.map((r) => r.getAttribute("y"))).size).toBe(2);      // five in the first row, two in the second
      const end = byId(el, "court-right-0").querySelector("rect");
      expect(end.getAttribute("y")).toBe(cards[6].getAttribute("y"));
      expect(byId(el, "market-a0")).not.toBeNull();
      expect(byId(el, "region-kabul")).not.toBeNull();
      cleanup();
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, "clientWidth", width);
      else delete HTMLElement.prototype.clientWidth;
    }
  });
});
