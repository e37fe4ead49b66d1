// @vitest-environment happy-dom
import { describe, it, expect } from "vitest";
import gallery, { matchesFilters } from "../gallery.js";
import { drawEmblem } from "../kit/emblems.js";
import { GALLERY } from "../dev/samples.js";
import { mount, click } from "./helpers.js";

describe("gallery", () => {
  it("draws a card per game with its emblem and controls", () => {
    const { el, cleanup } = mount(gallery, GALLERY);
    const cards = el.querySelectorAll(".tw-game-card");
    expect(cards.length).toBe(3);
    expect(cards[0].querySelector("h3").textContent).toBe("GIPF");
    expect(cards[0].querySelector(".tw-emblem").getAttribute("data-emblem")).toBe("gipf");
    expect(cards[1].querySelector(".tw-emblem").getAttribute("data-emblem")).toBe("backgammon");
    expect(cards[2].querySelector(".tw-emblem").getAttribute("data-emblem")).toBe("harmonies");
    cleanup();
  });

  it("starts from each game's usual player count and folds the options away", () => {
    const { el, cleanup } = mount(gallery, GALLERY);
    const harmonies = el.querySelector('[data-game="harmonies"]');
    expect(harmonies.querySelectorAll("fieldset select").length).toBe(2); // default_players, not min_players
    expect(harmonies.querySelector("details.tw-form-options")).toBe(null); // no options: nothing to fold
    const bg = el.querySelector('[data-game="backgammon"] details.tw-form-options');
    expect(bg.open).toBe(false);
    expect(bg.querySelector("summary").textContent).toMatch(/^Options \(\d+\)$/);
    expect(bg.querySelectorAll("select").length).toBe(GALLERY.games[1].options.length);
    cleanup();
  });

  it("gives a game without an emblem of its own the generic one with its initials", () => {
    const emblem = drawEmblem("spirit_island", "Spirit Island");
    expect(emblem.getAttribute("data-emblem")).toBe("generic");
    expect(emblem.textContent).toContain("SI");
  });

  it("sends start with the chosen players, seat kinds and options", () => {
    const { el, model, cleanup } = mount(gallery, GALLERY);
    const card = el.querySelector('[data-game="harmonies"]');
    const count = card.querySelector("select");
    count.value = "2"; // 3 players (1..4)
    count.dispatchEvent(new Event("change", { bubbles: true }));
    expect(card.querySelectorAll("fieldset select").length).toBe(3);
    click(card.querySelector("[data-play]"));
    expect(model.sent).toEqual([{ type: "start", game: "harmonies", players: 3, seats: ["human", "random", "random"], options: {} }]);

    const gipfCard = el.querySelector('[data-game="gipf"]');
    const [seat1, seat2, variant] = gipfCard.querySelectorAll("select");
    seat2.value = "3";
    seat2.dispatchEvent(new Event("change", { bubbles: true }));
    variant.value = "2";
    click(gipfCard.querySelector("[data-play]"));
    expect(model.sent[1]).toEqual({ type: "start", game: "gipf", players: 2, seats: ["human", "mcts"], options: { variant: "tournament" } });
    expect(seat1.value).toBe("0");
    cleanup();
  });

  it("shows the error trait", () => {
    const { el, model, cleanup } = mount(gallery, GALLERY);
    const err = el.querySelector(".tw-error");
    expect(err.hidden).toBe(true);
    model.set("error", "The game could not start.");
    expect(err.hidden).toBe(false);
    expect(err.textContent).toBe("The game could not start.");
    cleanup();
  });

  it("redraws when the games change, and cleans up", () => {
    const { el, model, cleanup } = mount(gallery, GALLERY);
    model.set("games", GALLERY.games.slice(0, 1));
    expect(el.querySelectorAll(".tw-game-card").length).toBe(1);
    cleanup();
    expect(model.listenerCount()).toBe(0);
    expect(el.querySelector(".tw-gallery")).toBe(null);
  });

  it("filters the cards by players, length, weight and words, and marks designed components", () => {
    const { el, cleanup } = mount(gallery, GALLERY);
    const shown = () => [...el.querySelectorAll(".tw-game-card")].filter((c) => !c.hidden).map((c) => c.getAttribute("data-game"));
    expect(shown()).toEqual(["gipf", "backgammon", "harmonies"]);
    expect(el.querySelector('[data-game="gipf"] .tw-tagline').textContent).toBe("Abstract duel of pushing pieces in from the rim.");
    expect(el.querySelector('[data-game="gipf"] .tw-facts').textContent).toBe("2 players · about 30 min · strategy");
    expect(el.querySelector('[data-game="harmonies"] .tw-designed')).not.toBe(null);
    expect(el.querySelector('[data-game="gipf"] .tw-designed')).toBe(null);
    const players = el.querySelector('[data-filter="players"]');
    players.value = "4";
    players.dispatchEvent(new Event("change", { bubbles: true }));
    expect(shown()).toEqual(["harmonies"]);
    players.value = "0";
    const weight = el.querySelector('[data-filter="weight"]');
    weight.value = "family";
    weight.dispatchEvent(new Event("change", { bubbles: true }));
    expect(shown()).toEqual(["backgammon", "harmonies"]);
    const length = el.querySelector('[data-filter="length"]');
    length.value = "1"; // up to 30 minutes
    length.dispatchEvent(new Event("change", { bubbles: true }));
    expect(shown()).toEqual(["backgammon"]);
    expect(el.querySelector(".tw-gallery-count").textContent).toBe("1 of 3 games");
    length.value = "0"; weight.value = "";
    const search = el.querySelector(".tw-gallery-search");
    search.value = "tokens";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    expect(shown()).toEqual(["harmonies"]);
    expect(matchesFilters(GALLERY.games[0], { players: 3 })).toBe(false);
    cleanup();
  });
});
