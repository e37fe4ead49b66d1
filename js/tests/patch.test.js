import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { applyViewOps, applyChoiceOps, applyLogOps, readLog, unpackChoices } from "../kit/patch.js";

// written by scripts/patch_fixture.py (tests/test_widget_payload.py checks it matches what Python sends now)
const fixture = JSON.parse(readFileSync(new URL("./patch.fixture.json", import.meta.url), "utf8"));

describe("patches", () => {
  it("unpacks choice lists exactly as Python packed them", () => {
    let packed = 0;
    for (const c of fixture.choices) {
      expect(unpackChoices(c.packed), c.game).toEqual(c.plain);
      if (!Array.isArray(c.packed)) packed += 1;
    }
    expect(packed).toBeGreaterThanOrEqual(4); // most long lists do travel packed
  });

  it("reads packed choice ops: references to the old list stay references", () => {
    const old = [["a", "", []], ["b", "B", ["x"]], ["c", "", []]];
    const ops = { s: [["Go to {^1}", ["city:{1}"]]], c: [[1, 2], ["go paris", 0], "go rome"] };
    expect(applyChoiceOps(old, ops)).toEqual([["b", "B", ["x"]], ["c", "", []],
      ["go paris", "Go to Paris", ["city:paris"]], ["go rome", "Go to Rome", ["city:rome"]]]);
    expect(unpackChoices([["a", "", []]])).toEqual([["a", "", []]]);
    expect(unpackChoices(null)).toEqual([]);
  });

  it("rebuilds log lines from references to the lines held, steps shifted", () => {
    for (const l of fixture.logs) {
      expect(l.ops.some((op) => Array.isArray(op))).toBe(true);
      expect(applyLogOps(l.old, l.ops)).toEqual(l.new);
    }
    const old = [{ step: 1, seat: 0, text: "x" }];
    const out = applyLogOps(old, [[0, 1, 0]]);
    expect(out[0]).toBe(old[0]); // an unshifted line is the same object
  });

  it("applies view operations without touching the old view", () => {
    const old = { a: [1, 2, 3], b: { c: 1 } };
    const next = applyViewOps(old, [[["a", 1]], [["b", "c"], 2]]);
    expect(next).toEqual({ a: [1], b: { c: 2 } });
    expect(old).toEqual({ a: [1, 2, 3], b: { c: 1 } });
  });
});

describe("log lines on the wire", () => {
  it("reads [step, seat, text] lines, alone or among references", () => {
    expect(readLog([[3, 1, "Red moves."], { step: 4, seat: null, text: "x" }])).toEqual([
      { step: 3, seat: 1, text: "Red moves." }, { step: 4, seat: null, text: "x" }]);
    const old = [{ step: 1, seat: 0, text: "a" }, { step: 2, seat: 1, text: "b" }];
    expect(applyLogOps(old, [[0, 2, 1], [5, null, "c"]])).toEqual([
      { step: 2, seat: 0, text: "a" }, { step: 3, seat: 1, text: "b" }, { step: 5, seat: null, text: "c" }]);
  });
});
