// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from "vitest";
import { morphChildren, keptStandIn } from "../kit/morph.js";
import { svg, html, createApp, targetArea, svgRoot, label, keepPart } from "../kit/index.js";
import gipf from "../games/gipf.js";
import * as S from "../dev/samples.js";
import { mount, click, byId, targetIds } from "./helpers.js";

const box = (...kids) => { const b = html("div"); for (const k of kids) b.appendChild(k); return b; };

describe("morphChildren: a redraw writes only what changed", () => {
  it("keeps a live element of the same kind and copies the new attributes and text", () => {
    const live = box(svg("g", { class: "a", transform: "translate(1 2)" }, [svg("circle", { r: 3, fill: "red" }), svg("text", { text: "one" })]));
    const g = live.firstChild; const circle = g.firstChild; const text = g.lastChild;
    const fresh = box(svg("g", { class: "b" }, [svg("circle", { r: 3, fill: "blue" }), svg("text", { text: "two" })]));
    const map = new Map();
    morphChildren(live, fresh, { map });
    expect(live.firstChild).toBe(g);
    expect(g.firstChild).toBe(circle);
    expect(g.lastChild).toBe(text);
    expect(g.getAttribute("class")).toBe("b");
    expect(g.hasAttribute("transform")).toBe(false);
    expect(circle.getAttribute("fill")).toBe("blue");
    expect(text.textContent).toBe("two");
    expect(map.get(fresh.firstChild)).toBe(g);
    expect(map.get(fresh.firstChild.firstChild)).toBe(circle);
  });

  it("maps every new node to the live one that shows it", () => {
    const live = box(svg("g", {}, [svg("rect", { x: 1 })]));
    const newRect = svg("rect", { x: 2 });
    const newG = svg("g", {}, [newRect, svg("circle", { r: 1 })]);
    const map = new Map();
    morphChildren(live, box(newG), { map });
    expect(map.get(newG)).toBe(live.firstChild);
    expect(map.get(newRect)).toBe(live.firstChild.firstChild);
    expect(live.firstChild.lastChild.tagName.toLowerCase()).toBe("circle"); // added as it was built
    expect(live.firstChild.childNodes.length).toBe(2);
  });

  it("replaces a node of another kind and drops extra live nodes", () => {
    const live = box(svg("rect", {}), svg("circle", {}), svg("path", {}));
    const circle = svg("circle", { r: 4 });
    morphChildren(live, box(circle));
    expect(live.childNodes.length).toBe(1);
    expect(live.firstChild).toBe(circle);
  });

  it("pairs keyed children by key: a piece added in front leaves the others untouched", () => {
    const live = box(svg("g", { "data-key": "b", class: "b" }), svg("g", { "data-key": "c", class: "c" }));
    const [b, c] = live.childNodes;
    const a = svg("g", { "data-key": "a", class: "a" });
    morphChildren(live, box(a, svg("g", { "data-key": "b", class: "b" }), svg("g", { "data-key": "c", class: "c2" })));
    expect([...live.childNodes]).toEqual([a, b, c]);
    expect(c.getAttribute("class")).toBe("c2");
    // a key gone takes its element with it
    morphChildren(live, box(svg("g", { "data-key": "c", class: "c3" })));
    expect([...live.childNodes]).toEqual([c]);
    expect(c.getAttribute("class")).toBe("c3");
  });

  it("never morphs form fields (what the user typed stays theirs only in a field drawn anew)", () => {
    const input = html("input", { type: "text" });
    const live = box(input);
    const next = html("input", { type: "text" });
    morphChildren(live, box(next));
    expect(live.firstChild).toBe(next);
  });

  it("puts a kept part in place of its stand-in without rewriting it", () => {
    const part = svg("g", { class: "kept" }, [svg("rect", { x: 5 })]);
    const live = box(svg("rect", { class: "first" }), part);
    const inner = part.firstChild;
    const map = new Map();
    const stand = keptStandIn(part);
    morphChildren(live, box(svg("rect", { class: "first" }), stand), { map, kept: new Set([part]) });
    expect(live.lastChild).toBe(part);
    expect(part.firstChild).toBe(inner);
    expect(map.get(stand)).toBe(part);
    // a kept part is never taken over by another node at its place
    const other = svg("g", { class: "other" });
    morphChildren(live, box(svg("rect", { class: "first" }), other, keptStandIn(part)), { kept: new Set([part]) });
    expect([...live.childNodes].slice(1)).toEqual([other, part]);
    expect(part.getAttribute("class")).toBe("kept");
  });

  it("puts a kept part in place of its stand-in inside a new subtree too", () => {
    const part = svg("g", { class: "kept" });
    const live = box(svg("rect", {}), svg("g", { class: "layer" }, [part]));
    const stand = keptStandIn(part);
    const map = new Map();
    // the new drawing wraps the part in a circle-less new kind of parent: it goes in whole
    morphChildren(live, box(svg("rect", {}), svg("svg", { class: "new" }, [svg("circle", {}), stand])), { map, kept: new Set([part]) });
    const wrapper = live.lastChild;
    expect(wrapper.getAttribute("class")).toBe("new");
    expect(wrapper.lastChild).toBe(part);
    expect(live.querySelector("[data-tw-stand-in]")).toBe(null);
    expect(map.get(stand)).toBe(part);
  });

  it("leaves the kit's own marks on an element registered again, and drops them from one that is not", () => {
    const target = svg("g", { class: "tw-area tw-target tw-last", tabindex: "0", role: "button", "aria-label": "cell a1", style: "--tw-last: red;" });
    const plain = svg("g", { class: "tw-area tw-target", tabindex: "0", role: "button" });
    const live = box(target, plain);
    const again = svg("g", { class: "tw-area" });
    const notNow = svg("g", { class: "tw-area" });
    morphChildren(live, box(again, notNow), { own: new Set([again]) });
    expect(target.getAttribute("class")).toBe("tw-area tw-target tw-last");
    expect(target.getAttribute("tabindex")).toBe("0");
    expect(target.getAttribute("style")).toContain("--tw-last");
    expect(plain.getAttribute("class")).toBe("tw-area");
    expect(plain.hasAttribute("tabindex")).toBe(false);
    expect(plain.hasAttribute("role")).toBe(false);
    // the board's own class still changes under the kit's marks
    morphChildren(live, box(svg("g", { class: "tw-area big" }), svg("g", { class: "tw-area" })), { own: new Set([live.firstChild]) });
    expect(target.getAttribute("class")).toBe("tw-area big");
  });

  it("keeps the size legibleText gave a text drawn again the same way", () => {
    const t = svg("text", { "font-size": 8, "data-tw-fs": "8", style: "font-size: 11.2px;", text: "a" });
    const live = box(t);
    morphChildren(live, box(svg("text", { "font-size": 8, text: "b" })));
    expect(t.getAttribute("data-tw-fs")).toBe("8");
    expect(t.style.fontSize).toBe("11.2px");
    expect(t.textContent).toBe("b");
    // drawn at another size: measured again
    morphChildren(live, box(svg("text", { "font-size": 20, text: "b" })));
    expect(t.hasAttribute("data-tw-fs")).toBe(false);
    expect(t.style.fontSize).toBe("");
  });
});

describe("the app redraws in place", () => {
  let mounted = [];
  afterEach(() => { for (const m of mounted) { m.cleanup(); m.el.remove(); } mounted = []; });
  const open = (w, s) => { const m = mount(w, s); mounted.push(m); return m; };

  it("a GIPF redraw keeps the board's elements and their targets", () => {
    const { el, model } = open(gipf, S.gipfStart());
    const svgEl = el.querySelector(".tw-board svg");
    const dot = byId(el, "dot:a1") || el.querySelector('[data-tw-id^="dot:"].tw-target');
    const id = dot.getAttribute("data-tw-id");
    const before = targetIds(el).sort();
    click(dot); // a first click: the board is drawn again with the selection
    expect(el.querySelector(".tw-board svg")).toBe(svgEl);
    expect(byId(el, id)).toBe(dot);
    expect(dot.classList.contains("tw-selected")).toBe(true);
    expect(dot.classList.contains("tw-target")).toBe(before.length > 0 && targetIds(el).includes(id));
    model.set("status", "x"); // any change of the model: same board, same nodes
    click(dot); // back to no selection
    expect(byId(el, id)).toBe(dot);
    expect(dot.classList.contains("tw-selected")).toBe(false);
    expect(targetIds(el).sort()).toEqual(before);
  });

  it("a kept part stays the same live node across draws; a board may opt out of drawing in place", () => {
    let builds = 0;
    const make = (morph) => createApp({
      morph,
      renderBoard(ctx) {
        const root = svgRoot({ x: 0, y: 0, w: 100, h: 100 });
        root.appendChild(keepPart(ctx, "map", [ctx.view.map], () => {
          builds += 1;
          const g = svg("g", { class: "map" }, [label(10, 10, "map")]);
          g.appendChild(ctx.register("cell:a", targetArea(50, 50, { circle: 20 }), { label: "a" }));
          return g;
        }));
        root.appendChild(label(50, 90, `step ${ctx.view.step}`));
        return root;
      },
    });
    const map = { size: 1 };
    const state = { view: { game: "x", step: 1, map }, choices: [["go", "Go", ["cell:a"]]], seats: [] };
    const inPlace = open(make(undefined), state);
    const part = inPlace.el.querySelector(".map");
    const area = byId(inPlace.el, "cell:a");
    inPlace.model.set("view", { game: "x", step: 2, map });
    expect(inPlace.el.querySelector(".map")).toBe(part);
    expect(byId(inPlace.el, "cell:a")).toBe(area);
    expect(area.classList.contains("tw-target")).toBe(true);
    expect(inPlace.el.querySelector(".tw-board svg").textContent).toContain("step 2");
    expect(builds).toBe(1);
    click(area);
    expect(inPlace.model.sent).toEqual([{ type: "act", action: "go" }]);

    const anew = open(make(false), state);
    const svg1 = anew.el.querySelector(".tw-board svg");
    anew.model.set("view", { game: "x", step: 2, map });
    expect(anew.el.querySelector(".tw-board svg")).not.toBe(svg1);
    expect(builds).toBe(2);
  });
});
