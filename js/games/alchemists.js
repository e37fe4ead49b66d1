// Alchemists board: the order track, the action board with every seat's cubes, the theory board with
// alchemical tokens, seals and grants, the adventurer, the ingredient and artifact markets, and the
// watching seat's laboratory (ingredients, favours, results) and its private deduction grid.
// Element ids (docs/views/alchemists.md): order-K, space-S, theory-x, aspect-r|g|b, request-R,
// market-x, artifact-ID, hand-x, gold-x, gridrow-x, cell-xN, lab-S.
import { createApp, svg, svgRoot, label, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1200;
const H = 880;
const LETTERS = "abcdefgh";
const HUE = { R: "#d64541", G: "#27ae60", B: "#2e86c1" };
const POTION_FILL = ["#9e9e9e", "#d64541", "#d64541", "#27ae60", "#27ae60", "#2e86c1", "#2e86c1"];
const POTION_SIGN = ["", "+", "−", "+", "−", "+", "−"];
const SEAL_INK = { gold: "#b7950b", silver: "#909497", red: "#d64541", green: "#27ae60", blue: "#2e86c1" };
const TIERS = ["", "wrong sign", "neutral", "right sign", "exact"];

function text(x, y, t, attrs = {}) {
  return svg("text", { x, y, "font-size": 14, fill: C.fg, ...attrs, text: t });
}

function panel(g, x, y, w, h, title) {
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 10, fill: C.bg2, stroke: C.border }));
  if (title) g.appendChild(text(x + 10, y + 20, title, { "font-size": 16, "font-weight": 700 }));
}

/** A potion flask centred at (x, y). */
function flask(g, x, y, p, r = 13) {
  g.appendChild(svg("circle", { cx: x, cy: y, r, fill: POTION_FILL[p], stroke: C.border2, "stroke-width": 2 }));
  g.appendChild(label(x, y, p === 0 ? "0" : POTION_SIGN[p], { "font-size": 15, "font-weight": 800, fill: "#ffffff" }));
}

/** An alchemical token: three coloured discs, large or small, each with its sign. */
function token(g, x, y, alch, comps, scale = 1) {
  const a = comps.alchemicals[alch];
  a.aspects.forEach(([sign, large], c) => {
    const cx = x + (c - 1) * 22 * scale;
    const r = (large ? 10 : 7) * scale;
    g.appendChild(svg("circle", { cx, cy: y, r, fill: HUE["RGB"[c]], stroke: C.border2, "stroke-width": 1 }));
    g.appendChild(label(cx, y, sign > 0 ? "+" : "−", { "font-size": 14, "font-weight": 800, fill: "#ffffff" }));
  });
}

function drawOrder(ctx, root) {
  const { view } = ctx;
  const comps = view.components;
  const g = svg("g", { class: "tw-al-order" });
  panel(g, 0, 0, 250, 290, "Order track");
  const owners = {};
  view.players.forEach((p, s) => { if (p.order !== null && p.order !== undefined) (owners[p.order] = owners[p.order] || []).push(s); });
  comps.order_spaces.forEach(([cost, fav, ingr, least, choosable], k) => {
    if (view.players.length < least) return;
    const y = 28 + k * 28;
    const bits = (cost ? `pay ${cost} gold` : "") + (ingr ? `${ingr} ingr.` : "") + (fav ? `${ingr ? ", " : ""}${fav} favour${fav > 1 ? "s" : ""}` : "");
    g.appendChild(svg("rect", { x: 8, y, width: 234, height: 25, rx: 5, fill: C.bg, stroke: C.border2 }));
    g.appendChild(text(16, y + 18, `${k + 1}`, { "font-weight": 700 }));
    g.appendChild(text(34, y + 18, choosable ? (bits || "nothing") : "if paralysed", { "font-size": 14, fill: C.fg2 }));
    (owners[k] || []).forEach((s, i) => {
      g.appendChild(svg("circle", { cx: 226 - i * 20, cy: y + 12.5, r: 9, fill: ctx.color(s), stroke: C.fg, "stroke-width": 1.5 }, [svg("title", { text: ctx.name(s) })]));
    });
    if (choosable) {
      const area = targetArea(0, 0, { rect: [8, y, 234, 25], round: 5 });
      ctx.register(`order-${k + 1}`, area, { label: `order space ${k + 1}: ${bits || "nothing"}`, x: 125, y: y + 12 });
      g.appendChild(area);
    }
  });
  root.appendChild(g);
}

function drawActions(ctx, root) {
  const { view } = ctx;
  const names = Object.fromEntries(view.components.spaces);
  const g = svg("g", { class: "tw-al-actions" });
  panel(g, 260, 0, 940, 290, `Round ${view.round} of 6 · action board`);
  const order = ["gather", "transmute", "custodian", "sell", "artifact", "debunk", "publish", "student", "drink", "exhibit"];
  const open = new Set(view.spaces);
  const decl = view.declaring;
  order.forEach((sp, i) => {
    const x = 270 + (i % 5) * 185;
    const y = 30 + Math.floor(i / 5) * 128;
    const now = view.turn && view.turn.space === sp;
    const shut = !open.has(sp) && sp !== "custodian";
    g.appendChild(svg("rect", { x, y, width: 178, height: 120, rx: 8, fill: C.bg, stroke: now ? C.brand : C.border2, "stroke-width": now ? 4 : 1.5, opacity: shut ? 0.5 : 1 }));
    g.appendChild(text(x + 8, y + 18, names[sp], { "font-size": 14, "font-weight": 700 }));
    if (shut) g.appendChild(text(x + 8, y + 36, sp === "exhibit" ? "round 6 only" : sp === "student" || sp === "drink" ? "rounds 1–5" : "from round 2", { "font-size": 14, fill: C.fg2 }));
    const rows = (view.rows || {})[sp] || [];
    rows.forEach(([seat, cubes, used, top], r) => {
      const yy = y + 30 + r * 21;
      for (let c = 0; c < cubes; c++) {
        g.appendChild(svg("rect", { x: x + 10 + c * 21, y: yy, width: 17, height: 17, rx: 3, fill: ctx.color(seat), stroke: C.fg, "stroke-width": 1, opacity: c < used ? 0.35 : 1 }, [svg("title", { text: `${ctx.name(seat)}${top ? " (top row)" : ""}` })]));
      }
    });
    if (decl && decl.uses && decl.uses[sp]) {
      const r = rows.length;
      for (let c = 0; c < decl.uses[sp]; c++)
        g.appendChild(svg("rect", { x: x + 10 + c * 21, y: y + 30 + r * 21, width: 17, height: 17, rx: 3, fill: "none", stroke: ctx.color(decl.seat), "stroke-width": 3, "stroke-dasharray": "4 2" }));
    }
    const area = targetArea(0, 0, { rect: [x, y, 178, 120], round: 8 });
    ctx.register(`space-${sp}`, area, { label: `action space ${names[sp]}`, x: x + 89, y: y + 60 });
    g.appendChild(area);
  });
  if (decl) g.appendChild(text(700, 22, `${ctx.name(decl.seat)} declares: ${decl.left} cube${decl.left === 1 ? "" : "s"} left`, { "font-size": 14, fill: C.fg2 }));
  root.appendChild(g);
}

function drawTheories(ctx, root) {
  const { view } = ctx;
  const comps = view.components;
  const g = svg("g", { class: "tw-al-theories" });
  panel(g, 0, 300, 700, 250, "Theory board");
  view.theories.forEach((th, b) => {
    const x = 10 + (b % 4) * 172;
    const y = 328 + Math.floor(b / 4) * 100;
    g.appendChild(svg("rect", { x, y, width: 164, height: 92, rx: 8, fill: C.bg, stroke: th && th.conflict ? C.warn : C.border2, "stroke-width": th && th.conflict ? 3 : 1.5 }));
    g.appendChild(text(x + 8, y + 18, `${LETTERS[b].toUpperCase()} ${comps.ingredients[b]}`, { "font-weight": 700 }));
    if (th) {
      token(g, x + 40, y + 44, th.alch, comps);
      g.appendChild(text(x + 74, y + 49, `#${th.alch + 1}`, { "font-size": 14, fill: C.fg2 }));
      th.seals.forEach(([seat, kind], i) => {
        const cx = x + 18 + i * 30;
        g.appendChild(svg("circle", { cx, cy: y + 74, r: 11, fill: ctx.color(seat), stroke: SEAL_INK[kind], "stroke-width": 4 }, [svg("title", { text: `${ctx.name(seat)}: ${kind} seal` })]));
        g.appendChild(label(cx, y + 74, kind[0].toUpperCase(), { "font-size": 13, "font-weight": 800, fill: "#ffffff" }));
      });
      if (th.conflict) g.appendChild(text(x + 106, y + 78, "conflict", { "font-size": 14, fill: C.warn, "font-weight": 700 }));
      if (view.binding) {
        const right = view.binding[b] === th.alch;
        g.appendChild(text(x + 104, y + 49, right ? "right" : "wrong", { "font-size": 14, "font-weight": 700, fill: right ? C.success : C.error }));
      }
    } else {
      g.appendChild(text(x + 8, y + 50, "no theory yet", { "font-size": 14, fill: C.fg2 }));
    }
    const area = targetArea(0, 0, { rect: [x, y, 164, 92], round: 8 });
    ctx.register(`theory-${LETTERS[b]}`, area, { label: `theory on ${comps.ingredients[b]}`, x: x + 82, y: y + 46 });
    g.appendChild(area);
  });
  // the aspects named when debunking (Apprentice), and the grants
  g.appendChild(text(10, 540, "Aspect:", { "font-size": 14, fill: C.fg2 }));
  ["r", "g", "b"].forEach((c, i) => {
    const x = 86 + i * 36;
    g.appendChild(svg("circle", { cx: x, cy: 535, r: 13, fill: HUE[c.toUpperCase()] }));
    const area = targetArea(x, 535, { circle: 14 });
    ctx.register(`aspect-${c}`, area, { label: `the ${{ r: "red", g: "green", b: "blue" }[c]} aspect`, x, y: 535 });
    g.appendChild(area);
  });
  const grants = view.grants.map((id) => {
    const [ings, pts] = comps.grants[id];
    return `${ings.map((i) => LETTERS[i].toUpperCase()).join("")} (${pts}★)`;
  });
  g.appendChild(text(200, 540, `Grants: ${grants.join(" · ") || "none left"}`, { "font-size": 14, fill: C.fg2 }));
  root.appendChild(g);
}

function drawMarket(ctx, root) {
  const { view } = ctx;
  const comps = view.components;
  const g = svg("g", { class: "tw-al-market" });
  panel(g, 710, 300, 490, 250, "Adventurer");
  if (view.adventurer !== null && view.adventurer !== undefined) {
    comps.adventurers[view.adventurer].forEach((p, r) => {
      const x = 730 + r * 60;
      flask(g, x + 14, 350, p, 15);
      if (view.sold.includes(r)) g.appendChild(text(x + 2, 382, "sold", { "font-size": 14, fill: C.fg2 }));
      const area = targetArea(x + 14, 350, { circle: 18 });
      ctx.register(`request-${r + 1}`, area, { label: `request ${r + 1}: ${comps.potion_names[p]}`, x: x + 14, y: 350 });
      g.appendChild(area);
    });
  } else {
    g.appendChild(text(722, 352, "No selling in round 1.", { "font-size": 14, fill: C.fg2 }));
  }
  if (view.next_adventurer !== null && view.next_adventurer !== undefined) {
    g.appendChild(text(930, 340, "next:", { "font-size": 14, fill: C.fg2 }));
    comps.adventurers[view.next_adventurer].forEach((p, r) => flask(g, 980 + r * 30, 336, p, 11));
  }
  g.appendChild(text(930, 370, view.student_poisoned ? "The student is poisoned." : "The student is well.", { "font-size": 14, fill: C.fg2 }));
  // ingredient market
  g.appendChild(text(720, 410, `Ingredients (pile ${view.deck}):`, { "font-size": 14, "font-weight": 700 }));
  const seen = [];
  view.market.forEach((i) => { if (!seen.includes(i)) seen.push(i); });
  seen.forEach((i, k) => {
    const n = view.market.filter((x) => x === i).length;
    const x = 720 + k * 96;
    g.appendChild(svg("rect", { x, y: 418, width: 92, height: 34, rx: 6, fill: C.bg, stroke: C.border2 }));
    g.appendChild(text(x + 6, 440, `${LETTERS[i].toUpperCase()} ${comps.ingredients[i]}${n > 1 ? ` ×${n}` : ""}`, { "font-size": 12 }));
    const area = targetArea(0, 0, { rect: [x, 418, 92, 34], round: 6 });
    ctx.register(`market-${LETTERS[i]}`, area, { label: `take ${comps.ingredients[i]} from the market`, x: x + 44, y: 435 });
    g.appendChild(area);
  });
  g.appendChild(text(720, 474, "Artifacts for sale:", { "font-size": 14, "font-weight": 700 }));
  view.artifacts.forEach((id, k) => {
    const a = comps.artifacts[id];
    const x = 720 + k * 158;
    g.appendChild(svg("rect", { x, y: 482, width: 152, height: 60, rx: 6, fill: C.bg, stroke: C.border2 }, [svg("title", { text: a.text })]));
    g.appendChild(text(x + 6, 500, a.name, { "font-size": 14, "font-weight": 700 }));
    g.appendChild(text(x + 6, 518, `${a.cost} gold · ${a.points === null ? "special" : a.points + "★"}`, { "font-size": 14, fill: C.fg2 }));
    const area = targetArea(0, 0, { rect: [x, 482, 152, 60], round: 6 });
    ctx.register(`artifact-${id}`, area, { label: `${a.name}: ${a.cost} gold. ${a.text}`, x: x + 76, y: 512 });
    g.appendChild(area);
  });
  root.appendChild(g);
}

function resultText(r, comps) {
  const pair = r.a !== undefined ? `${LETTERS[r.a].toUpperCase()}+${LETTERS[r.b].toUpperCase()}` : "";
  if (r.how === "sell") return `${pair} sold for ${comps.potion_names[r.request]}: ${TIERS[r.tier]}`;
  if (r.how === "exhibit") return `${pair} ${r.ok ? "made" : "did not make"} ${comps.potion_names[r.want]}`;
  return `${pair} → ${comps.potion_names[r.potion]} (${r.how})`;
}

function drawLab(ctx, root) {
  const { view } = ctx;
  const comps = view.components;
  const g = svg("g", { class: "tw-al-lab" });
  const seat = ctx.watching;
  panel(g, 0, 560, 700, 320, seat === null || seat === undefined ? "Laboratory" : `${ctx.name(seat)}'s laboratory (private)`);
  const me = view.me;
  if (!me) {
    g.appendChild(text(10, 610, "Spectator: hands, results and grids are private.", { fill: C.fg2 }));
  } else {
    const kinds = [];
    me.hand.forEach((i) => { if (!kinds.includes(i)) kinds.push(i); });
    if (!kinds.length) g.appendChild(text(10, 620, "No ingredients in hand.", { fill: C.fg2 }));
    kinds.forEach((i, k) => {
      const n = me.hand.filter((x) => x === i).length;
      const x = 10 + k * 86;
      g.appendChild(svg("rect", { x, y: 590, width: 80, height: 66, rx: 8, fill: C.bg, stroke: C.border2, "stroke-width": 1.5 }));
      g.appendChild(label(x + 40, 608, LETTERS[i].toUpperCase(), { "font-size": 20, "font-weight": 800, fill: C.fg }));
      g.appendChild(label(x + 40, 634, comps.ingredients[i] + (n > 1 ? ` ×${n}` : ""), { "font-size": 14, fill: C.fg }));
      const area = targetArea(0, 0, { rect: [x, 590, 80, 66], round: 8 });
      ctx.register(`hand-${LETTERS[i]}`, area, { label: `your ${comps.ingredients[i]}`, x: x + 40, y: 623 });
      g.appendChild(area);
      g.appendChild(svg("circle", { cx: x + 40, cy: 672, r: 13, fill: "#d4ac0d", stroke: C.border }));
      g.appendChild(label(x + 40, 672, "$", { "font-size": 14, "font-weight": 800, fill: "#222222" }));
      const coin = targetArea(x + 40, 672, { circle: 13 });
      ctx.register(`gold-${LETTERS[i]}`, coin, { label: `transmute ${comps.ingredients[i]} into gold`, x: x + 40, y: 672 });
      g.appendChild(coin);
    });
    g.appendChild(text(10, 708, `Favours: ${me.favours.join(", ") || "none"}`, { "font-size": 12 }));
    const p = view.players[seat];
    g.appendChild(text(10, 728, `Seals left: ${p.seals.join(", ") || "none"}`, { "font-size": 14, fill: C.fg2 }));
    g.appendChild(text(10, 752, "Your results:", { "font-size": 14, "font-weight": 700 }));
    const rs = me.results.slice(-4);
    rs.forEach((r, k) => g.appendChild(text(10 + (k % 2) * 345, 772 + Math.floor(k / 2) * 19, resultText(r, comps), { "font-size": 12 })));
  }
  const pub = view.public_results.slice(-3).map((r) => `${ctx.name(r.seat)}: ${r.how === "sell" ? `sold, ${TIERS[r.tier]}` : r.how === "exhibit" ? `${r.ok ? "showed" : "failed"} ${comps.potion_names[r.want]}` : `${r.how} → ${comps.potion_names[r.potion]}`}`);
  g.appendChild(text(10, 834, `Public results: ${pub.join(" · ") || "none yet"}`, { "font-size": 14, fill: C.fg2 }));
  view.players.forEach((pl, s) => {
    const x = 10 + s * 120;
    g.appendChild(svg("rect", { x, y: 846, width: 112, height: 26, rx: 6, fill: C.bg, stroke: ctx.color(s), "stroke-width": 2 }));
    g.appendChild(text(x + 8, 864, `${pl.name}`, { "font-size": 14 }));
    const a = svg("rect", { x, y: 846, width: 112, height: 26, rx: 6, fill: "none" }, [svg("title", { text: pl.last || "" })]);
    ctx.register(`lab-${s}`, a, { label: `${pl.name}: ${pl.last || "no action yet"}`, x: x + 56, y: 859 });
    g.appendChild(a);
  });
  g.appendChild(text(500, 864, "last actions: see the log", { "font-size": 14, fill: C.fg2 }));
  root.appendChild(g);
}

function drawGrid(ctx, root) {
  const { view } = ctx;
  const comps = view.components;
  const g = svg("g", { class: "tw-al-grid" });
  panel(g, 710, 560, 490, 320, "Deduction grid (only you see it)");
  const me = view.me;
  if (!me) {
    root.appendChild(g);
    return;
  }
  const x0 = 806;
  const y0 = 640;
  const cw = 48;
  const ch = 26;
  comps.alchemicals.forEach((a, k) => {
    const cx = x0 + k * cw + cw / 2;
    a.aspects.forEach(([sign, large], c) => {
      const cy = 588 + c * 17;
      g.appendChild(svg("circle", { cx: cx - 8, cy, r: large ? 8 : 5, fill: HUE["RGB"[c]] }));
      g.appendChild(label(cx + 9, cy, sign > 0 ? "+" : "−", { "font-size": 14, "font-weight": 800, fill: C.fg }));
    });
  });
  for (let r = 0; r < 8; r++) {
    const y = y0 + r * ch;
    const editing = me.notes === r;
    g.appendChild(svg("rect", { x: 716, y, width: 88, height: ch - 2, rx: 4, fill: editing ? C.brand : C.bg, stroke: C.border2 }));
    g.appendChild(text(721, y + 17, `${LETTERS[r].toUpperCase()} ${comps.ingredients[r]}`, { "font-size": 14, fill: editing ? "#ffffff" : C.fg }));
    const rowArea = targetArea(0, 0, { rect: [716, y, 88, ch - 2], round: 4 });
    ctx.register(`gridrow-${LETTERS[r]}`, rowArea, { label: `edit the row of ${comps.ingredients[r]}`, x: 756, y: y + 13 });
    g.appendChild(rowArea);
    for (let c = 0; c < 8; c++) {
      const x = x0 + c * cw;
      const mark = me.grid[r * 8 + c];
      g.appendChild(svg("rect", { x: x + 2, y, width: cw - 4, height: ch - 2, rx: 3, fill: C.bg, stroke: C.border2 }));
      if (mark === 1) g.appendChild(label(x + cw / 2, y + (ch - 2) / 2, "×", { "font-size": 20, "font-weight": 800, fill: C.error }));
      if (mark === 2) g.appendChild(svg("circle", { cx: x + cw / 2, cy: y + (ch - 2) / 2, r: 9, fill: "none", stroke: C.success, "stroke-width": 3 }));
      if (view.binding && view.binding[r] === c)
        g.appendChild(svg("rect", { class: "tw-al-truth", x: x + 3, y: y + 1, width: cw - 6, height: ch - 4, rx: 3, fill: "none", stroke: C.brand, "stroke-width": 3 }, [svg("title", { text: "the true alchemical" })]));
      const area = targetArea(0, 0, { rect: [x + 2, y, cw - 4, ch - 2], round: 3 });
      ctx.register(`cell-${LETTERS[r]}${c + 1}`, area, { label: `${comps.ingredients[r]} as alchemical ${c + 1}: ${["blank", "crossed out", "circled"][mark]}`, x: x + cw / 2, y: y + 13 });
      g.appendChild(area);
    }
  }
  const hint = view.binding ? "Framed: the true alchemicals, now revealed." : me.notes === null ? "Open the notebook to mark cells." : "Click a row name, then cells: blank → × → ○.";
  g.appendChild(text(716, 868, hint, { "font-size": 14, fill: C.fg2 }));
  root.appendChild(g);
}

// a narrow cell: the board's panels one under another, each at about its designed size
const NARROW_PARTS = [
  ["Alchemists action board", 258, -2, 944, 294, drawActions], ["Alchemists order track", -2, -2, 254, 294, drawOrder],
  ["Alchemists theory board", -2, 298, 704, 254, drawTheories], ["Alchemists adventurer and artifacts", 708, 298, 494, 254, drawMarket],
  ["Alchemists laboratory", -2, 558, 704, 324, drawLab], ["Alchemists deduction grid", 708, 558, 494, 324, drawGrid],
];

function renderBoard(ctx) {
  if (isNarrow(ctx)) {
    return stackParts(NARROW_PARTS.map(([label, x, y, w, h, draw]) => ({ label, x, y, w, h, draw: (root) => draw(ctx, root) })),
      { className: "tw-al", scale: 1.05 });
  }
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Alchemists", maxWidth: "1200px", className: "tw-al" });
  drawOrder(ctx, root);
  drawActions(ctx, root);
  drawTheories(ctx, root);
  drawMarket(ctx, root);
  drawLab(ctx, root);
  drawGrid(ctx, root);
  return root;
}

/** Pairs of ingredients may be clicked in either order. */
export function prepareChoices(choices) {
  const out = [...(choices || [])];
  for (const c of choices || []) {
    if (c.parts && c.parts.length === 2 && c.parts[0].startsWith("hand-") && c.parts[1].startsWith("hand-"))
      out.push({ ...c, parts: [c.parts[1], c.parts[0]], alias: true });
  }
  return out;
}

function describeExtras(ctx, seat) {
  const p = ctx.view.players[seat];
  const items = [
    { label: "Reputation", value: `${p.rep} (${p.section})` },
    { label: "Gold", value: p.gold },
    { label: "Ingredients", value: p.hand },
    { label: "Favours", value: p.favours },
    { label: "Artifacts", value: p.artifacts.length, title: p.artifacts.map((a) => ctx.view.components.artifacts[a].name).join(", ") },
  ];
  if (p.hospital_next || p.hospital) items.push({ label: "Hospital", value: p.hospital_next || p.hospital });
  if (p.paralysed_next || p.paralysed) items.push({ label: "Paralysed", value: "yes" });
  const score = ctx.view.score_parts ? Object.values(ctx.view.score_parts[seat]).reduce((a, b) => a + b, 0) : undefined;
  return { items, score };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `${v.variant === "master" ? "Master" : "Apprentice"} variant · round ${v.round} of 6`;
}

export default createApp({ renderBoard, describeExtras, describeGame, prepareChoices });
