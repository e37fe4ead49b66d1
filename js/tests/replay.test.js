// @vitest-environment happy-dom
import { describe, it, expect, afterEach, vi } from "vitest";
import gipf from "../games/gipf.js";
import * as S from "../dev/samples.js";
import { mount, click } from "./helpers.js";

let mounted = [];
afterEach(() => {
  for (const m of mounted) { m.cleanup(); m.el.remove(); }
  mounted = [];
});

/** A replay of three frames: the start, one piece on e5, two pieces (e5, d4). */
function replayState(extra = {}) {
  const start = S.gipfStart();
  const one = { ...start.view, board: { ...start.view.board, e5: { color: 0 } }, to_move: [1] };
  const two = { ...one, board: { ...one.board, d4: { color: 1 } }, to_move: [0] };
  const frames = [start.view, one, two].map((view, i) => ({ view: { ...view, step: i }, status: `status ${i}`, log: [Math.max(0, i - 1), i] }));
  return {
    ...start,
    choices: start.choices,   // a replay shows none of these, whatever the model holds
    replay: {
      frames,
      log: [{ step: 1, seat: 0, text: "White enters at e5." }, { step: 2, seat: 1, text: "Black enters at d4." }],
      watching: -1, seat_options: [[-1, "Spectator"], [0, "White"], [1, "Black"]], running: false, speed: 4, ...extra,
    },
  };
}

function open(state) {
  const m = mount(gipf, state);
  mounted.push(m);
  return m;
}
const frameOf = (el) => Number(el.querySelector(".tw-replay").getAttribute("data-frame"));
const pieces = (el) => el.querySelectorAll(".tw-gipf-pieces .tw-piece").length;
const scrub = (el, value) => {
  const range = el.querySelector(".tw-replay-range");
  range.value = String(value);
  range.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("replay", () => {
  it("opens at the last frame on the game's own board, with nothing to click", () => {
    const { el } = open(replayState());
    expect(frameOf(el)).toBe(2);
    expect(el.querySelector(".tw-board svg").getAttribute("aria-label")).toBe("GIPF board");
    expect(el.querySelectorAll(".tw-target").length).toBe(0);
    expect(el.querySelector(".tw-replay-counter").textContent).toBe("Step 2 of 2");
    expect(el.querySelector(".tw-replay-line").textContent).toBe("Black enters at d4.");
    expect(el.querySelector(".tw-status").textContent).toBe("status 2");
  });

  it("scrubs and steps: the board, the status, the log and the line follow", () => {
    const { el } = open(replayState());
    const before = pieces(el);
    scrub(el, 0);
    expect(frameOf(el)).toBe(0);
    expect(pieces(el)).toBe(before - 2);
    expect(el.querySelector(".tw-replay-line").textContent).toBe("The game begins.");
    expect(el.querySelector(".tw-replay-first").disabled).toBe(true);
    click(el.querySelector(".tw-replay-next"));
    expect(frameOf(el)).toBe(1);
    expect(el.querySelector(".tw-status").textContent).toBe("status 1");
    expect(el.querySelectorAll(".tw-log li").length).toBe(1);
    click(el.querySelector(".tw-replay-last"));
    expect(frameOf(el)).toBe(2);
    expect(el.querySelector(".tw-replay-next").disabled).toBe(true);
  });

  it("plays at the chosen speed and pauses", async () => {
    const { el } = open(replayState());
    el.querySelector(".tw-replay-speed").value = "16";
    el.querySelector(".tw-replay-speed").dispatchEvent(new Event("change", { bubbles: true }));
    click(el.querySelector(".tw-replay-play"));       // at the end: starts over from the first frame
    expect(frameOf(el)).toBe(0);
    expect(el.querySelector(".tw-replay-play").textContent).toContain("Pause");
    // a busy machine may draw slower than 16 steps a second: wait for the end, not for a time
    await vi.waitFor(() => expect(frameOf(el)).toBe(2), { timeout: 5000, interval: 10 });
    expect(el.querySelector(".tw-replay-play").textContent).toContain("Play");  // stopped at the end
    await new Promise((r) => setTimeout(r, 100));
    expect(frameOf(el)).toBe(2);
  });

  it("asks the kernel for another seat and keeps the same moment", () => {
    const { el, model } = open(replayState({ frames: replayState().replay.frames.map((f, i) => ({ ...f, at: i * 2 })) }));
    scrub(el, 1);
    const select = el.querySelector(".tw-replay-seats");
    expect([...select.options].map((o) => o.textContent)).toEqual(["Spectator", "White", "Black"]);
    select.value = "1";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent).toEqual([{ type: "set_seat", seat: 1 }]);
    expect(el.querySelector(".tw-replay").getAttribute("data-watching")).toBe("-1");   // asked, not yet shown
    const data = replayState().replay;
    const frames = [0, 1, 2, 3].map((i) => ({ ...data.frames[Math.min(i, 2)], at: i }));
    model.set("replay", { ...data, frames, watching: 1 });
    expect(frameOf(el)).toBe(2);       // frame at action 2, as before
    expect(el.querySelector(".tw-replay").getAttribute("data-watching")).toBe("1");
  });

  it("an exported page sends nothing", () => {
    const { el, model } = open(replayState({ standalone: true, seat_options: [[-1, "Spectator"]] }));
    expect(el.querySelector(".tw-replay-seats").disabled).toBe(true);
    click(el.querySelector(".tw-replay-first"));
    expect(model.sent).toEqual([]);
  });

  it("follows a running game when it is at the end", () => {
    const { el, model } = open(replayState({ running: true }));
    const data = model.get("replay");
    model.set("replay", { ...data, frames: [...data.frames, { ...data.frames[2], view: { ...data.frames[2].view, step: 3 } }] });
    expect(frameOf(el)).toBe(3);
    scrub(el, 1);
    model.set("replay", { ...data, frames: [...model.get("replay").frames, data.frames[2]] });
    expect(frameOf(el)).toBe(1);
  });

  it("folds the static data sent once into every frame and rings each frame's last moves", () => {
    const data = replayState().replay;
    // the reserve stands in for a game's static keys (a track, a map): in no frame, once beside them
    const frames = data.frames.map((f, i) => {
      const { reserve, ...view } = f.view;
      return { ...f, view: { ...view, marks: [{}, { 0: ["pt:e5"] }, { 0: ["pt:e5"], 1: ["pt:d4"] }][i] } };
    });
    const { el } = open({ ...replayState(), replay: { ...data, frames, static: { game: "gipf", reserve: [9, 7] } } });
    const reserve = () => [...el.querySelectorAll(".tw-gipf-reserve [aria-label]")].map((n) => n.getAttribute("aria-label"));
    const ringed = () => [...el.querySelectorAll(".tw-board .tw-last")].map((n) => `${n.getAttribute("data-tw-id")}@${n.getAttribute("data-last-seat")}`).sort();
    expect(reserve().some((t) => t.includes("has 9 pieces"))).toBe(true);
    expect(ringed()).toEqual(["pt:d4@1", "pt:e5@0"]);
    click(el.querySelector(".tw-replay-back"));
    expect(ringed()).toEqual(["pt:e5@0"]);
    expect(reserve().some((t) => t.includes("has 7 pieces"))).toBe(true);
    scrub(el, 0);
    expect(ringed()).toEqual([]);
    expect(reserve().some((t) => t.includes("has 9 pieces"))).toBe(true);
  });

  it("hands the board the log window with its start, as the incremental log of play", () => {
    const data = replayState().replay;
    const log = Array.from({ length: 90 }, (_, i) => ({ step: 2, seat: i % 2, text: `line ${i}` }));
    const frames = data.frames.map((f, i) => ({ ...f, log: [[0, 0], [0, 10], [10, 90]][i] }));
    const { el } = open({ ...replayState(), replay: { ...data, frames, log } });
    const lines = () => [...el.querySelectorAll(".tw-log li")].map((li) => li.textContent);
    expect(lines().length).toBe(60);
    expect(lines()[59]).toContain("line 89");
    expect(lines()[0]).toContain("line 30");
    click(el.querySelector(".tw-replay-back"));
    expect(lines().length).toBe(10);
    expect(lines()[9]).toContain("line 9");
  });
});
