// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cardOf, checkLine, wordText, GENRE_COLORS } from "../games/hardback.js";

const CARDS = {
  "12": { letter: "I", genre: "adventure", cost: 3, points: 0, timeless: true, basic: ["2★"], bonus: [] },
  "141": { letter: "A", genre: "starter", cost: 0, points: 0, timeless: false, basic: ["1¢"], bonus: [] },
  "158": { letter: "Y", genre: "starter", cost: 0, points: 0, timeless: false, basic: ["1★"], bonus: [] },
};

describe("hardback board helpers", () => {
  it("finds the printed card of offer cards and of every player's starters", () => {
    expect(cardOf(12, CARDS).letter).toBe("I");
    expect(cardOf(1001, CARDS).letter).toBe("A");          // seat 0's starter A
    expect(cardOf(1118, CARDS).letter).toBe("Y");          // seat 1's starter Y
    expect(cardOf(1021, CARDS).letter).toBe("A");          // a second starter A of a custom position
    expect(cardOf(999, CARDS).letter).toBe("?");
  });
  it("reads a word with its wild letters in lower case", () => {
    expect(wordText([[1003, "c", "up"], [1001, "o", "wild"], [1016, "t", "uncovered"]])).toBe("CoT");
  });
  it("says what a word scores or why it cannot be spelled", () => {
    expect(checkLine({ ok: true, word: "CAT", coins: 2, points: 1, extras: [] })).toBe("CAT scores 2¢ · 1★");
    expect(checkLine({ ok: true, word: "ANT", coins: 1, points: 2, extras: ["trash Adventure A"] }))
      .toBe("ANT scores 1¢ · 2★ · then trash Adventure A");
    expect(checkLine({ ok: false, word: "XQ", problem: "XQ is not in the dictionary" })).toMatch(/not in the dictionary/);
    expect(checkLine(null)).toBe("");
  });
  it("colours the five genres differently", () => {
    expect(new Set(Object.values(GENRE_COLORS)).size).toBe(5);
  });
});
