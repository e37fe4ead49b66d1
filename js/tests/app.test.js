// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from "vitest";
import gipf from "../games/gipf.js";
import backgammon from "../games/backgammon.js";
import * as S from "../dev/samples.js";
import { mount, click, press, byId, targetIds, buttonByText } from "./helpers.js";

let mounted = [];
function open(widget, state) {
  const m = mount(widget, state);
  mounted.push(m);
  return m;
}
afterEach(() => {
  for (const m of mounted) { m.cleanup(); m.el.remove(); }
  mounted = [];
});

describe("layout", () => {
  it("renders a GIPF view: board, pieces, panels, status", () => {
    const { el } = open(gipf, S.gipfMid());
    const svg = el.querySelector(".tw-board svg");
    expect(svg.getAttribute("viewBox")).toMatch(/^-?\d+ -?\d+ \d+ \d+$/);
    expect(svg.getAttribute("aria-label")).toBe("GIPF board");
    // 24 dots and 37 points are registered board elements.
    expect(el.querySelectorAll('.tw-board [data-tw-id^="dot:"]').length).toBe(24);
    expect(el.querySelectorAll('.tw-board [data-tw-id^="pt:"]').length).toBe(37);
    // One drawn piece per occupied position; GIPF pieces drawn double.
    const view = S.gipfMid().view;
    expect(el.querySelectorAll(".tw-gipf-pieces .tw-piece").length).toBe(Object.keys(view.board).length);
    expect(el.querySelectorAll(".tw-gipf-pieces .tw-double").length).toBe(6);
    // Ghosts of removed pieces and the last-move arrow.
    expect(el.querySelectorAll(".tw-gipf-last circle").length).toBe(2);
    expect(el.querySelector(".tw-last-arrow")).not.toBe(null);
    expect(el.querySelector(".tw-status").textContent).toBe("Ada to move: push a piece onto the board.");
    expect(el.querySelector(".tw-status").getAttribute("aria-live")).toBe("polite");
    expect(el.querySelector(".tw-title").textContent).toBe("GIPF");
    const panels = el.querySelectorAll(".tw-player");
    expect(panels.length).toBe(2);
    expect(panels[0].classList.contains("tw-to-move")).toBe(true);
    expect(panels[0].textContent).toContain("Ada");
    expect(panels[0].textContent).toContain("Reserve7");
    expect(panels[1].textContent).toContain("Computer: quick");
    expect(el.querySelectorAll(".tw-log li").length).toBe(3);
  });

  it("renders a backgammon view: 24 points, checkers, dice, cube, bar and trays", () => {
    const { el } = open(backgammon, S.bgMid());
    for (let p = 1; p <= 24; p++) expect(byId(el, `pt:${p}`)).not.toBe(null);
    for (const id of ["bar:0", "bar:1", "off:0", "off:1"]) expect(byId(el, id)).not.toBe(null);
    // 7 checkers on point 6 are drawn as 5 plus a count.
    expect([...el.querySelectorAll(".tw-bg-checkers text")].map((t) => t.textContent)).toContain("7");
    expect(el.querySelectorAll(".tw-die").length).toBe(4);
    expect(el.querySelectorAll(".tw-die-used").length).toBe(2);
    expect(el.querySelector(".tw-cube").textContent).toBe("2");
    expect(el.querySelector(".tw-game-info").textContent).toContain("Match to 5");
    const grace = el.querySelectorAll(".tw-player")[1];
    expect(grace.textContent).toContain("Pips152");
    expect(grace.textContent).toContain("On the bar1");
    expect(grace.querySelector(".tw-score").textContent).toBe("Score 3");
  });

  it("shows the offered cube and the between-games banner", () => {
    const cube = open(backgammon, S.bgCube());
    expect(cube.el.querySelector(".tw-cube-offered").textContent).toBe("4");
    expect(buttonByText(cube.el, "Take: play on for 4 points")).toBeTruthy();
    const between = open(backgammon, S.bgBetween());
    expect(between.el.querySelector(".tw-bg-banner").textContent).toBe("Grace wins a gammon (2 points)");
  });

  it("draws seat 1's view from seat 1's side", () => {
    const { el, model } = open(backgammon, S.bgSeat1());
    // Absolute point 1 holds Grace's back checkers: her 24 point, named in her numbering.
    expect(byId(el, "pt:1").getAttribute("aria-label")).toMatch(/^point 24 /);
    expect(byId(el, "pt:24").getAttribute("aria-label")).toBe(null); // not hers to move
    const labels = [...el.querySelectorAll(".tw-bg-numbers text")].map((t) => t.textContent);
    expect(labels.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    click(byId(el, "pt:1"));
    // the selection is named as the board labels it: in Grace's own numbering
    expect(el.querySelector(".tw-picked").textContent).toBe("Selected: point 24");
    expect(targetIds(el)).toEqual(["pt:7"]); // 1+5 = 6 is blocked by Ada's five checkers
    click(byId(el, "pt:7"));
    expect(model.sent).toEqual([{ type: "act", action: "24/18" }]);
  });

  it("shows an error line only when there is an error", () => {
    const { el, model } = open(gipf, S.gipfStart());
    const err = el.querySelector(".tw-error");
    expect(err.hidden).toBe(true);
    model.set("error", "You cannot push a piece off the board: that line is full.");
    expect(err.hidden).toBe(false);
    expect(err.textContent).toContain("line is full");
    expect(err.getAttribute("role")).toBe("alert");
  });

  it("shows the busy indicator while a bot thinks", () => {
    const { el, model } = open(gipf, S.gipfStart());
    expect(el.querySelector(".tw-busy").hidden).toBe(true);
    model.set("busy", true);
    expect(el.querySelector(".tw-busy").hidden).toBe(false);
  });
});

describe("the choice machine in the widget", () => {
  it("highlights, extends and sends a GIPF push", () => {
    const { el, model } = open(gipf, S.gipfStart());
    expect(targetIds(el).filter((id) => id.startsWith("dot:")).length).toBe(24);
    expect(targetIds(el).some((id) => id.startsWith("pt:"))).toBe(false);

    click(byId(el, "dot:b1"));
    expect(targetIds(el).sort()).toEqual(["pt:b2", "pt:c2"]);
    expect(byId(el, "dot:b1").classList.contains("tw-selected")).toBe(true);
    expect(el.querySelectorAll(".tw-gipf-dirs .tw-arrow").length).toBe(2);
    // The moves from the selection are made on the board: no button repeats them.
    expect(el.querySelectorAll(".tw-candidates button").length).toBe(0);
    expect(model.sent).toEqual([]);

    click(byId(el, "pt:c2"));
    expect(model.sent).toEqual([{ type: "act", action: "b1-c2" }]);
    expect(el.querySelector(".tw-picked")).toBe(null);
  });

  it("plays from the prompt bar's list of moves", () => {
    const { el, model } = open(gipf, S.gipfStart());
    // Every board move is also reachable from the full list, which a search box narrows.
    const all = el.querySelectorAll(".tw-allmoves button");
    expect(all.length).toBe(42);
    const search = el.querySelector(".tw-allmoves .tw-move-search");
    search.value = "from a1";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    const shown = [...el.querySelectorAll(".tw-allmoves button")].filter((x) => !x.hidden).map((x) => x.textContent);
    expect(shown).toEqual(["Push a piece from a1 onto b2"]);
    click(buttonByText(el, "Push a piece from a1 onto b2"));
    expect(model.sent).toEqual([{ type: "act", action: "a1-b2" }]);
  });

  it("Escape and a click on empty board clear the selection", () => {
    const { el, model } = open(gipf, S.gipfStart());
    click(byId(el, "dot:b1"));
    expect(el.querySelector(".tw-picked")).not.toBe(null);
    press(byId(el, "pt:b2"), "Escape");
    expect(el.querySelector(".tw-picked")).toBe(null);
    expect(targetIds(el).some((id) => id.startsWith("pt:"))).toBe(false);

    click(byId(el, "dot:b1"));
    click(el.querySelector(".tw-board svg"));
    expect(el.querySelector(".tw-picked")).toBe(null);
    click(byId(el, "dot:b1"));
    click(buttonByText(el, "Cancel"));
    expect(el.querySelector(".tw-picked")).toBe(null);
    expect(model.sent).toEqual([]);
  });

  it("works from the keyboard: Enter, Space and arrow keys", () => {
    const { el, model } = open(gipf, S.gipfStart());
    const b1 = byId(el, "dot:b1");
    b1.focus();
    press(b1, "ArrowRight");
    expect(document.activeElement.getAttribute("data-tw-id")).toBe("dot:c1");
    press(document.activeElement, "Enter");
    // Focus moves to a target of the next step.
    expect(targetIds(el).sort()).toEqual(["pt:c2", "pt:d2"]);
    expect(document.activeElement.getAttribute("data-tw-id")).toBe("pt:c2");
    press(document.activeElement, "ArrowRight");
    expect(document.activeElement.getAttribute("data-tw-id")).toBe("pt:d2");
    press(document.activeElement, " ");
    expect(model.sent).toEqual([{ type: "act", action: "c1-d2" }]);
  });

  it("takes a GIPF row and shows keep/remove as buttons", () => {
    const rows = open(gipf, S.gipfRows());
    expect(targetIds(rows.el).sort()).toEqual(["row:c3-f6", "row:e2-e5"]);
    click(byId(rows.el, "row:e2-e5"));
    expect(rows.model.sent).toEqual([{ type: "act", action: "x e2-e5" }]);

    const dec = open(gipf, S.gipfDeciding());
    expect(dec.el.querySelector(".tw-deciding")).not.toBe(null);
    click(buttonByText(dec.el, "Take the GIPF piece on e2 back"));
    expect(dec.model.sent).toEqual([{ type: "act", action: "remove e2" }]);
  });

  it("registers the reserve GIPF piece for a tournament push", () => {
    const { el, model } = open(gipf, S.gipfTournament());
    const gipfStack = el.querySelector('.tw-panels [data-tw-id="reserve:gipf"]');
    expect(gipfStack.classList.contains("tw-target")).toBe(true);
    click(gipfStack);
    click(byId(el, "dot:a3"));
    click(byId(el, "pt:b3"));
    expect(model.sent).toEqual([{ type: "act", action: "Ga3-b3" }]);
  });

  it("moves and bears off backgammon checkers", () => {
    const { el, model } = open(backgammon, S.bgBearOff());
    click(byId(el, "pt:6"));
    expect(targetIds(el).sort()).toEqual(["off:0", "pt:4"]);
    click(byId(el, "off:0"));
    expect(model.sent).toEqual([{ type: "act", action: "6/off" }]);
  });

  it("keeps the selection when an unrelated trait changes, drops it for new choices", () => {
    const { el, model } = open(gipf, S.gipfStart());
    click(byId(el, "dot:b1"));
    model.set("log", [{ step: 1, seat: 1, text: "Bot thinks." }]);
    model.set("view", { ...model.get("view") });
    expect(el.querySelector(".tw-picked").textContent).toContain("dot b1");
    model.set("choices", [{ action: "a1-b2", label: "x", parts: ["dot:a1", "pt:b2"] }]);
    expect(el.querySelector(".tw-picked")).toBe(null);
    expect(targetIds(el)).toEqual(["dot:a1"]);
  });
});

describe("controls", () => {
  it("undo is enabled by can_undo and sends undo", () => {
    const { el, model } = open(gipf, S.gipfStart());
    const undo = () => el.querySelector('[data-cmd="undo"]');
    expect(undo().disabled).toBe(true);
    model.set("can_undo", true);
    expect(undo().disabled).toBe(false);
    click(undo());
    expect(model.sent).toEqual([{ type: "undo" }]);
  });

  it("the seat switcher offers only the seats this board controls", () => {
    const { el } = open(gipf, S.gipfStart());
    const sel = el.querySelector(".tw-seat-select");
    expect([...sel.options].map((o) => o.textContent)).toEqual(["Ada", "Spectator"]);
  });

  it("the seat switcher sends set_seat", () => {
    const { el, model } = open(backgammon, S.bgStart());
    const sel = el.querySelector(".tw-seat-select");
    expect([...sel.options].map((o) => o.textContent)).toEqual(["Ada", "Grace", "Spectator"]);
    sel.value = "-1";
    sel.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent).toEqual([{ type: "set_seat", seat: -1 }]);
  });

  it("the New game dialog sends the chosen players, seats and options", () => {
    const { el, model } = open(backgammon, S.bgStart());
    click(buttonByText(el, "New game"));
    const dialog = el.querySelector(".tw-dialog");
    expect(dialog.getAttribute("role")).toBe("dialog");
    const selects = dialog.querySelectorAll("select");
    // two seat kinds, then the game's two options
    expect(selects.length).toBe(4);
    expect([...selects[1].options].map((o) => o.textContent)).toEqual(["Person", "Computer: random moves", "Computer: quick", "Computer: gnubg"]);
    selects[1].value = "3";
    selects[1].dispatchEvent(new Event("change", { bubbles: true }));
    selects[2].value = "2"; // match length 3
    selects[3].value = "1"; // cube: no
    click(buttonByText(dialog, "Start"));
    expect(model.sent).toEqual([{ type: "new_game", players: 2, seats: ["human", "gnubg"], options: { match_length: 3, cube: false } }]);
    expect(el.querySelector(".tw-dialog")).toBe(null);
  });

  it("the New game dialog closes on Escape without sending", () => {
    const { el, model } = open(gipf, S.gipfStart());
    click(buttonByText(el, "New game"));
    press(el.querySelector(".tw-dialog select"), "Escape");
    expect(el.querySelector(".tw-dialog")).toBe(null);
    expect(model.sent).toEqual([]);
  });
});

describe("hand-over, summary and lesson", () => {
  it("the hand-over screen hides the board and sends ready", () => {
    const { el, model } = open(backgammon, S.handoverScene());
    expect(el.querySelector(".tw-main").hidden).toBe(true);
    expect(el.querySelector(".tw-board svg")).toBe(null);
    expect(el.querySelector("[data-tw-id]")).toBe(null);
    const ho = el.querySelector(".tw-handover");
    expect(ho.hidden).toBe(false);
    expect(ho.textContent).toContain("Grace's turn");
    click(ho.querySelector('[data-cmd="ready"]'));
    expect(model.sent).toEqual([{ type: "ready" }]);
    model.set("handover", {});
    expect(el.querySelector(".tw-main").hidden).toBe(false);
    expect(el.querySelector(".tw-board svg")).not.toBe(null);
    expect(el.querySelector(".tw-handover").hidden).toBe(true);
  });

  it("the end-of-game summary shows winners and reason, and can be closed", () => {
    const { el, model } = open(gipf, S.gipfOver());
    const summary = el.querySelector(".tw-summary");
    expect(summary.hidden).toBe(false);
    expect(summary.textContent).toContain("Ada wins!");
    expect(summary.textContent).toContain("Bot has no pieces left to play.");
    expect(summary.querySelectorAll("tbody tr").length).toBe(2);
    click(buttonByText(summary, "Show board"));
    expect(el.querySelector(".tw-summary").hidden).toBe(true);
    click(buttonByText(el, "Show result"));
    expect(el.querySelector(".tw-summary").hidden).toBe(false);
    click(buttonByText(el.querySelector(".tw-summary"), "New game"));
    expect(el.querySelector(".tw-dialog")).not.toBe(null);
    expect(model.sent).toEqual([]);
  });

  it("the lesson panel shows the step and sends navigation", () => {
    const { el, model } = open(gipf, S.lessonScene());
    const lesson = el.querySelector(".tw-lesson");
    expect(lesson.hidden).toBe(false);
    expect(lesson.textContent).toContain("Step 2 of 8");
    expect(lesson.querySelector("strong").textContent).toBe("Bringing a piece in");
    expect(lesson.textContent).toContain("GIPF, step by step");
    expect(lesson.textContent).toContain("Task: Push a piece in from a1.");
    expect(lesson.querySelector(".tw-lesson-task").classList.contains("tw-done")).toBe(false);
    click(buttonByText(lesson, "Next"));
    click(buttonByText(lesson, "Back"));
    click(buttonByText(lesson, "Restart"));
    expect(model.sent).toEqual([{ type: "lesson", go: "next" }, { type: "lesson", go: "back" }, { type: "lesson", go: "reset" }]);
    model.set("lesson", { ...model.get("lesson"), done: true });
    expect(el.querySelector(".tw-lesson-task").classList.contains("tw-done")).toBe(true);
    model.set("lesson", {});
    expect(el.querySelector(".tw-lesson").hidden).toBe(true);
  });
});

describe("cleanup", () => {
  it("removes every model listener, DOM listener and node", () => {
    const { el, model, cleanup } = mount(gipf, S.gipfStart());
    expect(model.listenerCount()).toBeGreaterThan(5);
    const root = el.querySelector(".tw-app");
    const dot = byId(el, "dot:b1");
    cleanup();
    expect(model.listenerCount()).toBe(0);
    expect(el.querySelector(".tw-app")).toBe(null);
    // The detached tree no longer reacts to clicks.
    el.appendChild(root);
    click(dot);
    expect(dot.classList.contains("tw-selected")).toBe(false);
    click(root.querySelector('[data-cmd="new-game"]'));
    expect(root.querySelector(".tw-dialog")).toBe(null);
    expect(model.sent).toEqual([]);
    el.remove();
  });
});
