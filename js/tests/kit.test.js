// @vitest-environment happy-dom
import { describe, it, expect } from "vitest";
import {
  parseColor, luminance, pieceStyle, seatColor, seatName,
  hexCenter, hexCorners, hexNeighbours, boundsOf, drawHexGrid, squareCenter, drawSquareGrid, pointsAlong, drawTrack,
  stackOffsets, drawStack, drawDisc, targetArea, drawArrow,
  pipLayout, usedDice, drawDie, drawDice, drawCube,
  wrapText, handLayout, fanLayout, drawCard, drawCardBack, drawHand, drawFan,
  svg, html, svgRoot, pathThrough, fmt, kindLabel, playerPanels, optionsForm, optionText, drawEmblem, initials,
  renderSummary, summaryText,
} from "../kit/index.js";
import { allPositions, neighbours, position, parsePush } from "../games/gipf.js";
import { pointSlot, parseMove, checkerY } from "../games/backgammon.js";

describe("theme", () => {
  it("parses colours and picks a contrasting rim", () => {
    expect(parseColor("#fff")).toEqual([255, 255, 255]);
    expect(parseColor("#102030")).toEqual([16, 32, 48]);
    expect(parseColor("rgb(1, 2, 3)")).toEqual([1, 2, 3]);
    expect(parseColor("black")).toEqual([0, 0, 0]);
    expect(parseColor("var(--x)")).toBe(null);
    expect(luminance("white")).toBeCloseTo(1);
    expect(luminance("#000")).toBeCloseTo(0);
    expect(pieceStyle("#f4f1e8").rim).toBe("#3c3c3c");
    expect(pieceStyle("#2a2a2a").rim).toBe("#d8d8d8");
  });
  it("finds seat colours and names from seats, then meta, then defaults", () => {
    const seats = [{ seat: 0, name: "Ada", color: "red" }, { seat: 1, name: "Bo" }];
    expect(seatColor(0, seats, { colors: ["blue", "green"] })).toBe("red");
    expect(seatColor(1, seats, { colors: ["blue", "green"] })).toBe("green");
    expect(seatColor(2, seats, {})).toMatch(/^#/);
    expect(seatName(1, seats)).toBe("Bo");
    expect(seatName(3, seats)).toBe("Player 4");
  });
});

describe("geometry", () => {
  it("hex grids: centres one cell apart, six corners, six neighbours", () => {
    const [x0, y0] = hexCenter(0, 0, 50);
    for (const [q, r] of hexNeighbours(0, 0)) {
      const [x, y] = hexCenter(q, r, 50);
      expect(Math.hypot(x - x0, y - y0)).toBeCloseTo(50 * Math.sqrt(3));
    }
    const corners = hexCorners(0, 0, 50, "flat");
    expect(corners).toHaveLength(6);
    expect(corners[0][0]).toBeCloseTo(50);
    const { group, centers, box } = drawHexGrid([{ q: 0, r: 0, id: "h1", label: "A" }, { q: 1, r: 0 }]);
    expect(group.querySelectorAll("path").length).toBe(2);
    expect(centers.get("h1")).toEqual([0, 0]);
    expect(centers.has("1,0")).toBe(true);
    expect(box.w).toBeGreaterThan(100);
  });
  it("square grids and bounds", () => {
    expect(squareCenter(2, 1, 100)).toEqual([250, 150]);
    const grid = drawSquareGrid(3, 2, { labels: true });
    expect(grid.group.querySelectorAll(".tw-cell").length).toBe(6);
    expect(grid.center(0, 0)).toEqual([50, 50]);
    expect([...grid.group.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["a", "b", "c", "2", "1"]);
    expect(boundsOf([[0, 0], [10, 20]], 5)).toEqual({ x: -5, y: -5, w: 20, h: 30 });
  });
  it("tracks: evenly spaced points along a path, numbered spaces", () => {
    const pts = pointsAlong([[0, 0], [100, 0], [100, 100]], 5);
    expect(pts.map(([x, y]) => [Math.round(x), Math.round(y)])).toEqual([[0, 0], [50, 0], [100, 0], [100, 50], [100, 100]]);
    expect(pts[3][2]).toBeCloseTo(90);
    const track = drawTrack([{ x: 0, y: 0 }, { x: 100, y: 0, id: "goal", label: "G" }]);
    expect(track.centers.get("goal")).toEqual([100, 0]);
    expect([...track.group.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["0", "G"]);
  });
  it("svg helpers", () => {
    expect(fmt(1.23456)).toBe("1.23");
    expect(pathThrough([[0, 0], [1, 2]], true)).toBe("M0 0 L1 2 Z");
    const root = svgRoot({ x: 0, y: 0, w: 800, h: 600 }, { label: "Test", maxWidth: "500px" });
    expect(root.getAttribute("viewBox")).toBe("0 0 800 600");
    expect(root.getAttribute("style")).toContain("max-width:500px");
    expect(svg("circle", { r: 3, hidden: false }).outerHTML).toBe('<circle r="3"></circle>');
    expect(html("b", { text: "x" }, [" y", 1]).textContent).toBe("x y1");
  });
});

describe("pieces, dice, cards", () => {
  it("stacks draw at most max pieces and then the count", () => {
    expect(stackOffsets(7, { max: 5, step: 10 })).toEqual({ offsets: [[0, -0], [0, -10], [0, -20], [0, -30], [0, -40]], hidden: 2 });
    const g = drawStack(0, 0, 7, "#fff", { max: 5 });
    expect(g.querySelectorAll(".tw-piece").length).toBe(5);
    expect(g.querySelector("text").textContent).toBe("7");
    expect(drawStack(0, 0, 3, "#fff").querySelector("text")).toBe(null);
    expect(drawDisc(0, 0, 10, "#000", { title: "a piece" }).querySelector("title").textContent).toBe("a piece");
  });
  it("target areas have a hit shape and a highlight shape", () => {
    const a = targetArea(10, 10, { circle: 20 });
    expect(a.querySelector(".tw-hit").getAttribute("r")).toBe("20");
    expect(a.querySelector(".tw-hl")).not.toBe(null);
    const r = targetArea(0, 0, { rect: [1, 2, 3, 4] });
    expect(r.querySelector("rect.tw-hit").getAttribute("width")).toBe("3");
    expect(drawArrow(0, 0, 100, 0).querySelectorAll("line, path").length).toBe(2);
  });
  it("dice faces and used dice", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => pipLayout(n).length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pipLayout(7)).toEqual([]);
    expect(usedDice([3, 5], [5])).toEqual([true, false]);
    expect(usedDice([4, 4, 4, 4], [4])).toEqual([false, true, true, true]);
    expect(usedDice([2, 6], [])).toEqual([true, true]);
    expect(drawDie(0, 0, 6).querySelectorAll("circle").length).toBe(6);
    expect(drawDie(0, 0, 2, { used: true }).classList.contains("tw-die-used")).toBe(true);
    expect(drawDice(0, 0, [1, 2], { used: [false, true] }).querySelectorAll(".tw-die-used").length).toBe(1);
    expect(drawCube(0, 0, "64", { offered: true }).classList.contains("tw-cube-offered")).toBe(true);
  });
  it("cards, hands and fans", () => {
    expect(wrapText("the quick brown fox jumps", 10)).toEqual(["the quick", "brown fox", "jumps"]);
    expect(handLayout(3, { w: 100, gap: 10 })).toEqual([[0, 0], [110, 0], [220, 0]]);
    const tight = handLayout(5, { w: 100, maxWidth: 300 });
    expect(tight[4][0] + 100).toBeCloseTo(300);
    const fan = fanLayout(3, { spread: 20 });
    expect(fan.map((f) => f[2])).toEqual([-10, 0, 10]);
    expect(fan[1].slice(0, 2)).toEqual([0, 0]);
    const card = drawCard(0, 0, { title: "Gold", value: 3, text: "Gain a coin." });
    expect(card.textContent).toContain("Gold");
    expect(card.textContent).toContain("3");
    expect(drawCardBack(0, 0).classList.contains("tw-card-back")).toBe(true);
    const hand = drawHand([{ title: "A" }, { hidden: true }]);
    expect(hand.querySelectorAll(".tw-card").length).toBe(2);
    expect(hand.querySelectorAll(".tw-card-back").length).toBe(1);
    expect(drawFan([{ title: "A" }, { title: "B" }]).querySelectorAll(".tw-card").length).toBe(2);
  });
});

describe("panels, forms, emblems, summary", () => {
  it("player panels show kind, score, resources and the mover", () => {
    const box = playerPanels([{ seat: 0, name: "Ada", kind: "human" }, { seat: 1, name: "Bo", kind: "mcts" }], {
      toMove: [1], watching: 0, extras: (i) => ({ score: i * 10, items: [{ label: "Gold", value: i + 2 }] }),
    });
    const [a, b] = box.querySelectorAll(".tw-player");
    expect(a.querySelector(".tw-you")).not.toBe(null);
    expect(a.querySelector(".tw-turn")).toBe(null);
    expect(b.querySelector(".tw-turn").textContent).toBe("to move");
    expect(b.querySelector(".tw-kind").textContent).toBe("Computer: thinks ahead");
    expect(b.querySelector(".tw-score").textContent).toBe("Score 10");
    expect(b.querySelector(".tw-resources").textContent).toBe("Gold3");
    expect(kindLabel("human")).toBe("Person");
  });
  it("the options form reads back real values, not strings", () => {
    const box = document.createElement("div");
    const form = optionsForm(box, {
      min_players: 2, max_players: 4, bot_levels: ["easy"],
      options: [{ name: "long", label: "Long game", values: [false, true], default: true }, { name: "n", values: [1, 2, 3], default: 2 }],
    }, { players: 3 });
    expect(form.read()).toEqual({ players: 3, seats: ["human", "easy", "easy"], options: { long: true, n: 2 } });
    expect([...box.querySelectorAll("select")[4].options].map((o) => o.textContent)).toEqual(["no", "yes"]);
    expect(optionText(null)).toBe("none");
  });
  it("the options form shows an option's own names for its values", () => {
    const box = document.createElement("div");
    const form = optionsForm(box, {
      min_players: 2, max_players: 2, bot_levels: [],
      options: [{ name: "match_length", values: [0, 3], names: ["money game", null], default: 0 }],
    });
    const menu = box.querySelector(".tw-form-options select");
    expect([...menu.options].map((o) => o.textContent)).toEqual(["money game", "3"]);
    menu.value = "1";
    expect(form.read().options).toEqual({ match_length: 3 });
  });
  it("emblems: own drawing or the generic one with initials", () => {
    expect(drawEmblem("gipf").getAttribute("data-emblem")).toBe("gipf");
    const generic = drawEmblem("no_such_game", "No Such Game");
    expect(generic.getAttribute("data-emblem")).toBe("generic");
    expect(generic.textContent).toContain("NS");
    expect(initials("river_valley_glassworks")).toBe("RV");
  });
  it("summary names winners and draws", () => {
    const seats = [{ seat: 0, name: "Ada" }, { seat: 1, name: "Bo" }];
    expect(summaryText({ winners: [1] }, seats)).toBe("Bo wins!");
    expect(summaryText({ winners: [0, 1] }, seats)).toBe("Ada and Bo win together!");
    expect(summaryText({ winners: [] }, seats)).toBe("The game ends in a draw.");
    const card = renderSummary({ result: { scores: [3, 5], ranking: [2, 1], winners: [1], reason: "Most points." } }, seats, {});
    expect([...card.querySelectorAll("tbody tr")].map((r) => r.textContent.trim())).toEqual(["1 Bo5", "2 Ada3"]);
  });
  it("summary shows how each seat scored when the game says", () => {
    const seats = [{ seat: 0, name: "Ada" }, { seat: 1, name: "Bo" }];
    const result = { scores: [3, 5], ranking: [2, 1], winners: [1], reason: "", details: ["rows 3", "rows 4 + columns 1"] };
    const card = renderSummary({ result }, seats, {});
    expect([...card.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Place", "Player", "Score", "How"]);
    expect([...card.querySelectorAll(".tw-summary-how")].map((td) => td.textContent)).toEqual(["rows 4 + columns 1", "rows 3"]);
    const plain = renderSummary({ result: { ...result, details: undefined } }, seats, {});
    expect(plain.querySelectorAll("thead th")).toHaveLength(3);
  });
});

describe("GIPF geometry", () => {
  it("has 61 positions: 24 dots and 37 points", () => {
    const all = allPositions();
    expect(all).toHaveLength(61);
    expect(all.filter((p) => p.dot)).toHaveLength(24);
    expect(position("e5")).toMatchObject({ x: 0, y: 0, dot: false });
    expect(position("a1").dot).toBe(true);
    expect(position("j1")).toBe(null);
    expect(position("a6")).toBe(null);
  });
  it("neighbours are symmetric and exactly one unit apart", () => {
    for (const p of allPositions()) {
      for (const n of neighbours(p.name)) {
        expect(neighbours(n)).toContain(p.name);
        const q = position(n);
        expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeCloseTo(100, 3);
      }
    }
    expect(neighbours("e5")).toHaveLength(6);
    expect(neighbours("a1").sort()).toEqual(["a2", "b1", "b2"]);
  });
  it("parses pushes", () => {
    expect(parsePush("a1-b2")).toEqual({ gipf: false, from: "a1", to: "b2" });
    expect(parsePush("Gi5-h5")).toEqual({ gipf: true, from: "i5", to: "h5" });
    expect(parsePush("x e2-e5")).toBe(null);
  });
});

describe("backgammon geometry", () => {
  it("puts seat 0's home bottom right and mirrors for seat 1", () => {
    const one = pointSlot(1);
    const six = pointSlot(6);
    const twelve = pointSlot(12);
    const thirteen = pointSlot(13);
    const twentyFour = pointSlot(24);
    expect(one.top).toBe(false);
    expect(one.x).toBeGreaterThan(six.x);
    expect(twelve.x).toBeLessThan(six.x);
    expect(thirteen.top).toBe(true);
    expect(thirteen.x).toBe(twelve.x);
    expect(twentyFour.x).toBe(one.x);
    expect(pointSlot(24, true)).toEqual({ ...pointSlot(1), display: 1 });
    expect(checkerY(one, 1)).toBeLessThan(checkerY(one, 0));
    expect(checkerY(thirteen, 1)).toBeGreaterThan(checkerY(thirteen, 0));
  });
  it("reads moves in the mover's numbering as absolute points", () => {
    expect(parseMove("13/7", 0)).toEqual({ from: 13, to: 7 });
    expect(parseMove("13/7", 1)).toEqual({ from: 12, to: 18 });
    expect(parseMove("bar/22*", 0)).toEqual({ from: "bar", to: 22 });
    expect(parseMove("6/off", 1)).toEqual({ from: 19, to: "off" });
    expect(parseMove("roll", 0)).toBe(null);
  });

describe("kit: words and view shapes", () => {
  it("a cooperative end where every seat shares one fate shows no Place/Score table", async () => {
    const { renderSummary } = await import("../kit/parts.js");
    const seats = [{ seat: 0, name: "Medic" }, { seat: 1, name: "Scientist" }];
    const lost = renderSummary({ result: { scores: [0, 0], ranking: [1, 1], winners: [], headline: "The diseases win: everybody loses.", reason: "The 8th outbreak happened." } }, seats, {});
    expect(lost.querySelector("table")).toBe(null);
    expect(lost.textContent).toContain("The diseases win");
    const race = renderSummary({ result: { scores: [4, 9], ranking: [2, 1], winners: [1], reason: "Blue wins the race." } }, seats, { score_label: "Championship points" });
    expect([...race.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Place", "Player", "Championship points"]);
  });

  it("one friendly name per bot level, the game's own first", async () => {
    const { kindLabel } = await import("../kit/panels.js");
    expect(kindLabel("mcts")).toBe("Computer: thinks ahead");
    expect(kindLabel("driver", { driver: "Computer: racing driver" })).toBe("Computer: racing driver");
    expect(kindLabel("human")).toBe("Person");
  });

  it("counts seats from the seats, whatever shape a view's players has", async () => {
    const { seatCount } = await import("../kit/app.js");
    const seats = [{ seat: 0 }, { seat: 1 }];
    expect(seatCount({ players: [{ car: 1 }, { car: 2 }, { car: 3 }] }, seats)).toBe(2);
    expect(seatCount({ players: 3 }, [])).toBe(3);
    expect(seatCount({ players: [{}, {}] }, [])).toBe(2);
    expect(seatCount({}, [])).toBe(0);
  });
});
});

describe("kit: what travels once, incremental log, last-move marks, folded lists", () => {
  it("folds static data into the view, appends log_add lines, and marks every seat's last turn", async () => {
    const gipf = (await import("../games/gipf.js")).default;
    const S = await import("../dev/samples.js");
    const { mount } = await import("./helpers.js");
    const state = S.gipfMid();
    const view = { ...state.view, marks: { 0: ["dot:a1", "pt:b2"], 1: ["pt:e5"] } };
    const { el, model, cleanup } = mount(gipf, { ...state, view, log: state.log.slice(0, 2), log_start: 5 });
    expect(el.querySelectorAll(".tw-log li").length).toBe(2);
    model.emit({ type: "log_add", start: 7, entries: [{ step: 9, seat: 1, text: "Black pushes." }] });
    expect(el.querySelectorAll(".tw-log li").length).toBe(3);
    expect(el.querySelector(".tw-log li:last-child").textContent).toContain("Black pushes.");
    model.emit({ type: "log_add", start: 7, entries: [{ step: 9, seat: 1, text: "Black pushes." }] }); // again: no double
    expect(el.querySelectorAll(".tw-log li").length).toBe(3);
    model.emit({ type: "log_add", start: 20, entries: [{ step: 30, seat: 0, text: "far ahead" }] }); // a gap: ask again
    expect(el.querySelectorAll(".tw-log li").length).toBe(3);
    expect(model.sent).toContainEqual({ type: "log_sync" });
    const a1 = el.querySelector('[data-tw-id="dot:a1"]');
    expect(a1.classList.contains("tw-last")).toBe(true);
    expect(a1.getAttribute("data-last-seat")).toBe("0");
    expect(el.querySelector('[data-tw-id="pt:e5"]').getAttribute("data-last-seat")).toBe("1");
    expect(el.querySelector('[data-tw-id="pt:c3"]').classList.contains("tw-last")).toBe(false);
    cleanup();
    expect(model.listenerCount()).toBe(0);
  });

  it("applies view and choice patches, sharing every unchanged part", async () => {
    const { applyViewOps, applyChoiceOps } = await import("../kit/app.js");
    const old = { a: 1, b: [1, 2, 3], c: { x: [[0, 0], [0, 0]], keep: { deep: true } }, d: "gone", e: [5] };
    const ops = [[["a"], 2], [["b", 2]], [["c", "x", 0, 1], 1], [["c", "y"], null], [["d"]], [["e", 1], 6], [["f"], {}]];
    const next = applyViewOps(old, ops);
    expect(next).toEqual({ a: 2, b: [1, 2], c: { x: [[0, 1], [0, 0]], keep: { deep: true }, y: null }, e: [5, 6], f: {} });
    expect(old).toEqual({ a: 1, b: [1, 2, 3], c: { x: [[0, 0], [0, 0]], keep: { deep: true } }, d: "gone", e: [5] });
    expect(next.c.keep).toBe(old.c.keep); // unchanged parts keep their identity
    expect(next.c.x[1]).toBe(old.c.x[1]);
    expect(next.c.x[0]).not.toBe(old.c.x[0]);
    const choices = [["a", "", []], ["b", "B", ["x"]], ["c", "", []]];
    expect(applyChoiceOps(choices, [[1, 2], ["z", "", []]])).toEqual([["b", "B", ["x"]], ["c", "", []], ["z", "", []]]);
  });

  it("draws from patches, and asks for the whole view when a patch does not fit", async () => {
    const gipf = (await import("../games/gipf.js")).default;
    const S = await import("../dev/samples.js");
    const { mount } = await import("./helpers.js");
    const state = S.gipfStart();
    const { el, model, cleanup } = mount(gipf, { ...state, view_rev: 4, choices: [] });
    expect(el.querySelectorAll(".tw-target").length).toBe(0);
    const wire = state.choices.map((c) => [c.action, c.label === c.action ? "" : c.label, c.parts]);
    model.set("patch", { rev: 5, base: 4, view_ops: [[["step"], 1]], choices: wire });
    expect(el.querySelector(".tw-app").getAttribute("data-step")).toBe("1");
    expect(el.querySelectorAll(".tw-target").length).toBeGreaterThan(0);
    model.set("patch", { rev: 6, base: 5, choice_ops: [] });
    expect(el.querySelectorAll(".tw-target").length).toBe(0);
    model.set("patch", { rev: 6, base: 5, view_ops: [[["step"], 9]] }); // seen already: ignored
    expect(el.querySelector(".tw-app").getAttribute("data-step")).toBe("1");
    model.set("patch", { rev: 9, base: 8, view_ops: [[["step"], 9]] }); // a gap: ask again
    expect(el.querySelector(".tw-app").getAttribute("data-step")).toBe("1");
    expect(model.sent).toContainEqual({ type: "view_sync" });
    model.set("patch", { rev: 10, view: { ...state.view, step: 12 }, log: { start: 0, entries: [{ step: 12, seat: 0, text: "All of it." }], whole: true } });
    expect(el.querySelector(".tw-app").getAttribute("data-step")).toBe("12");
    expect([...el.querySelectorAll(".tw-log li")].map((li) => li.textContent).join()).toContain("All of it.");
    cleanup();
    expect(model.listenerCount()).toBe(0);
  });

  it("hands the board the view with the game's static keys folded in", async () => {
    const { fullView } = await import("../kit/app.js");
    const v = fullView({ game: "heat", step: 3, cars: [] }, { game: "heat", id: 1, track: { name: "USA" } });
    expect(v).toEqual({ game: "heat", step: 3, cars: [], track: { name: "USA" } });
    expect(fullView({ game: "gipf", step: 1 }, { game: "heat", track: {} })).toEqual({ game: "gipf", step: 1 });
  });

  it("folds a long list of prompt buttons into a searchable menu", async () => {
    const gipf = (await import("../games/gipf.js")).default;
    const S = await import("../dev/samples.js");
    const { mount } = await import("./helpers.js");
    const state = S.gipfStart();
    const many = Array.from({ length: 12 }, (_, i) => ({ action: `x${i}`, label: `Choice ${i}`, parts: [] }));
    const { el, cleanup } = mount(gipf, { ...state, choices: many });
    expect(el.querySelectorAll(".tw-prompt > .tw-prompt-row .tw-primary").length).toBe(0);
    const menu = el.querySelector(".tw-allmoves.tw-folded");
    expect(menu).not.toBe(null);
    expect(menu.querySelectorAll("button").length).toBe(12);
    const search = menu.querySelector(".tw-move-search");
    search.value = "choice 1";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    expect([...menu.querySelectorAll("button")].filter((b) => !b.hidden).map((b) => b.textContent)).toEqual(["Choice 1", "Choice 10", "Choice 11"]);
    cleanup();
  });
});

describe("kit: lesson hints", () => {
  it("shows the hint and a Try again button after a wrong move", async () => {
    const { renderLesson } = await import("../kit/parts.js");
    const box = renderLesson({ title: "Pushing", index: 0, count: 5, text: "t", task: "Push from a1.", done: false, missed: true, hint: "Start at the corner dot a1." });
    expect(box.querySelector(".tw-lesson-hint").textContent).toContain("Start at the corner dot a1.");
    expect(box.querySelector('.tw-lesson-hint [data-lesson="reset"]').textContent).toBe("Try again");
    const fine = renderLesson({ title: "Pushing", index: 0, count: 5, text: "t", task: "Push from a1.", done: false, missed: false, hint: "" });
    expect(fine.querySelector(".tw-lesson-hint")).toBe(null);
  });
});

describe("kit: compact choices", () => {
  it("reads the wire form [action, label, parts] and plain objects alike", async () => {
    const { readChoices } = await import("../kit/app.js");
    expect(readChoices([["a1-b2", "Push from a1", ["dot:a1", "pt:b2"]], ["pass", "", []], { action: "x", label: "X", parts: [] }]))
      .toEqual([{ action: "a1-b2", label: "Push from a1", parts: ["dot:a1", "pt:b2"] }, { action: "pass", label: "pass", parts: [] }, { action: "x", label: "X", parts: [] }]);
  });
});
