// @vitest-environment happy-dom
import { describe, it, expect } from "vitest";
import {
  startsWith, matchingChoices, nextTargets, completedChoice, buttonChoices, idLabel,
  ChoiceMachine, nearestInDirection,
} from "../kit/choices.js";

const CHOICES = [
  { action: "a1-b2", label: "Push a1 to b2", parts: ["dot:a1", "pt:b2"] },
  { action: "b1-b2", label: "Push b1 to b2", parts: ["dot:b1", "pt:b2"] },
  { action: "b1-c2", label: "Push b1 to c2", parts: ["dot:b1", "pt:c2"] },
  { action: "Gb1-c2", label: "GIPF b1 to c2", parts: ["reserve:gipf", "dot:b1", "pt:c2"] },
  { action: "keep e5", label: "Keep e5", parts: [] },
];

describe("choice functions", () => {
  it("startsWith compares element by element", () => {
    expect(startsWith(["a", "b"], [])).toBe(true);
    expect(startsWith(["a", "b"], ["a"])).toBe(true);
    expect(startsWith(["a", "b"], ["a", "b"])).toBe(true);
    expect(startsWith(["a", "b"], ["b"])).toBe(false);
    expect(startsWith(["a"], ["a", "b"])).toBe(false);
  });

  it("nextTargets lists the next part of each matching choice", () => {
    expect([...nextTargets(CHOICES, []).keys()].sort()).toEqual(["dot:a1", "dot:b1", "reserve:gipf"]);
    const afterB1 = nextTargets(CHOICES, ["dot:b1"]);
    expect([...afterB1.keys()].sort()).toEqual(["pt:b2", "pt:c2"]);
    expect(afterB1.get("pt:c2").map((c) => c.action)).toEqual(["b1-c2"]);
    expect([...nextTargets(CHOICES, ["reserve:gipf"]).keys()]).toEqual(["dot:b1"]);
  });

  it("matchingChoices leaves out button-only choices", () => {
    expect(matchingChoices(CHOICES, []).map((c) => c.action)).not.toContain("keep e5");
    expect(matchingChoices(CHOICES, ["dot:b1"]).map((c) => c.action)).toEqual(["b1-b2", "b1-c2"]);
  });

  it("completedChoice finds the choice whose parts equal the prefix", () => {
    expect(completedChoice(CHOICES, ["dot:b1", "pt:c2"]).action).toBe("b1-c2");
    expect(completedChoice(CHOICES, ["dot:b1"])).toBe(null);
    expect(completedChoice(CHOICES, [])).toBe(null);
  });

  it("buttonChoices are those with no parts", () => {
    expect(buttonChoices(CHOICES).map((c) => c.action)).toEqual(["keep e5"]);
  });

  it("idLabel reads ids as words", () => {
    expect(idLabel("pt:13")).toBe("point 13");
    expect(idLabel("dot:a1")).toBe("dot a1");
    expect(idLabel("row:e2-e5")).toBe("row e2-e5");
    expect(idLabel("plain")).toBe("plain");
  });
});

describe("ChoiceMachine", () => {
  function setup() {
    const sent = [];
    let changes = 0;
    const m = new ChoiceMachine({ send: (msg) => sent.push(msg), onChange: () => { changes += 1; } });
    m.setChoices(CHOICES);
    const els = {};
    for (const id of ["dot:a1", "dot:b1", "pt:b2", "pt:c2", "pt:d4", "reserve:gipf"]) {
      els[id] = document.createElementNS("http://www.w3.org/2000/svg", "g");
      m.register(id, els[id], { label: id });
    }
    m.apply();
    return { m, sent, els, changes: () => changes };
  }

  it("marks the first parts as targets with keyboard and screen-reader attributes", () => {
    const { els } = setup();
    const t = els["dot:b1"];
    expect(t.classList.contains("tw-target")).toBe(true);
    expect(t.getAttribute("tabindex")).toBe("0");
    expect(t.getAttribute("role")).toBe("button");
    expect(t.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    expect(t.getAttribute("aria-label")).toContain("2 moves");
    expect(els["pt:b2"].classList.contains("tw-target")).toBe(false);
    expect(els["pt:b2"].hasAttribute("tabindex")).toBe(false);
    expect(els["pt:d4"].classList.contains("tw-target")).toBe(false);
  });

  it("extends the prefix, highlights the next parts, and sends the completed action", () => {
    const { m, sent, els } = setup();
    expect(m.pick("dot:b1")).toBe("extended");
    m.apply();
    expect(m.prefix).toEqual(["dot:b1"]);
    expect(els["dot:b1"].classList.contains("tw-selected")).toBe(true);
    expect(els["pt:b2"].classList.contains("tw-target")).toBe(true);
    expect(els["pt:c2"].classList.contains("tw-target")).toBe(true);
    expect(els["dot:a1"].classList.contains("tw-target")).toBe(false);
    // A target that completes exactly one choice is named by that choice's label.
    expect(els["pt:c2"].getAttribute("aria-label")).toBe("Push b1 to c2");
    expect(m.candidates().map((c) => c.action)).toEqual(["b1-b2", "b1-c2"]);

    expect(m.pick("pt:c2")).toBe("sent");
    expect(sent).toEqual([{ type: "act", action: "b1-c2" }]);
    expect(m.prefix).toEqual([]);
  });

  it("handles three-part choices", () => {
    const { m, sent } = setup();
    m.pick("reserve:gipf");
    m.pick("dot:b1");
    expect(m.pick("pt:c2")).toBe("sent");
    expect(sent).toEqual([{ type: "act", action: "Gb1-c2" }]);
  });

  it("ignores non-targets, restarts on another first part, truncates on a selected one", () => {
    const { m, sent } = setup();
    expect(m.pick("pt:d4")).toBe("ignored");
    m.pick("dot:b1");
    expect(m.pick("dot:a1")).toBe("restarted");
    expect(m.prefix).toEqual(["dot:a1"]);
    expect(m.pick("dot:a1")).toBe("truncated");
    expect(m.prefix).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("clear() forgets the prefix and reports whether there was one", () => {
    const { m } = setup();
    expect(m.clear()).toBe(false);
    m.pick("dot:b1");
    expect(m.clear()).toBe(true);
    expect(m.prefix).toEqual([]);
  });

  it("keeps the prefix across new choices only while it still leads somewhere", () => {
    const { m } = setup();
    m.pick("dot:b1");
    m.setChoices(CHOICES.slice(1));
    expect(m.prefix).toEqual(["dot:b1"]);
    m.setChoices([CHOICES[0]]);
    expect(m.prefix).toEqual([]);
  });

  it("choose() sends a prompt-bar choice directly", () => {
    const { m, sent } = setup();
    m.pick("dot:b1");
    m.choose(CHOICES[4]);
    expect(sent).toEqual([{ type: "act", action: "keep e5" }]);
    expect(m.prefix).toEqual([]);
  });
});

describe("nearestInDirection", () => {
  const grid = [
    { id: "a", x: 0, y: 0 }, { id: "b", x: 100, y: 0 }, { id: "c", x: 0, y: 100 }, { id: "d", x: 100, y: 100 },
    { id: "e", x: 300, y: 10 },
  ];
  it("moves to the nearest entry in the arrow's direction", () => {
    expect(nearestInDirection(grid, grid[0], 1, 0).id).toBe("b");
    expect(nearestInDirection(grid, grid[0], 0, 1).id).toBe("c");
    expect(nearestInDirection(grid, grid[1], 1, 0).id).toBe("e");
    expect(nearestInDirection(grid, grid[3], -1, 0).id).toBe("c");
    expect(nearestInDirection(grid, grid[0], -1, 0)).toBe(null);
  });
  it("falls back to list order without coordinates", () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(nearestInDirection(list, list[0], 1, 0).id).toBe(2);
    expect(nearestInDirection(list, list[0], -1, 0).id).toBe(3);
  });
});
