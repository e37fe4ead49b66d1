// @vitest-environment happy-dom
import { describe, it, expect } from "vitest";
import gallery from "../gallery.js";
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
    const emblem = drawEmblem("rallyman_gt", "Rallyman GT");
    expect(emblem.getAttribute("data-emblem")).toBe("generic");
    expect(emblem.textContent).toContain("RG");
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
});
