// Dungeon Petz board: the market (baby pets with their need bars, cages, addons), the fourteen action
// spaces with the groups sent there and the neutral imps, the watching seat's desk (the group builder
// while grouping, the need cards while assigning, the sale and cleaning while doing business), the
// exhibitions and customers shown so far, and every dungeon: cages with strength, anti-magic, addon and
// manure, the pets in them with size, need bars, shown needs, suffering and mutations.
// Element ids: mpet:<id>, mcage:<id>, maddon:<id>, space:<key>, gimps:<n>, ggold:<n>,
// hand:<colour>:<symbol>[+<symbol>], hand:potion, cage:<seat>:<slot>, sell:black, sell:platform,
// clean:<slot> (docs/views/dungeon_petz.md).
import { createApp, svg, svgRoot, label, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

export const HEX = { red: "#c0392b", green: "#27ae60", yellow: "#d4ac0d", purple: "#8e44ad", blue: "#2e86c1" };
const INK = { red: "#ffffff", green: "#ffffff", yellow: "#222222", purple: "#ffffff", blue: "#ffffff" };
export const SYM = { anger: "anger", play: "play", hunger: "hunger", poop: "poop", sickness: "sick", magic: "magic",
  potion: "potion", size: "size", suffering: "suffering", mutation: "mutation", manure: "manure", gold: "gold" };
const WIDE = 1000;
// a narrow cell (under the kit's NARROW, 860 px) lays the board out this wide, in parts one under
// another (the market and the spaces in more rows, the desk, the exhibitions, each dungeon), so
// every part is drawn at about its own size
const NW = 660;
let W = WIDE;
let narrow = false;   // the kit enlarges small text (a cell narrower than the narrow layout): lines are cut shorter
let stacked = false;  // the narrow layout
const ROWS = [["veg", "meat", "mixed", "artifacts", "cage1", "cage2", "addon"],
  ["pet2a", "pet2b", "pet3", "imps", "hospital", "judge", "platform"]];

const seatOf = (ctx) => (ctx.watching !== null && ctx.watching !== undefined && ctx.watching >= 0 ? ctx.watching : null);

function box(g, x, y, w, h, { fill = C.bg, stroke = C.border, rx = 8, sw = 1.5 } = {}) {
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx, fill, stroke, "stroke-width": sw }));
}

function bars(g, x, y, list, size, { cell = 14, current = -1 } = {}) {
  list.forEach((c, i) => {
    const on = i < size;
    g.appendChild(svg("rect", { x: x + i * (cell + 2), y, width: cell, height: cell, rx: 3, fill: HEX[c],
      opacity: on ? 1 : 0.3, stroke: i === current ? C.fg : "none", "stroke-width": i === current ? 3 : 0 }));
  });
}

function chip(g, x, y, colour, text, w = 52) {
  g.appendChild(svg("rect", { x, y, width: w, height: 16, rx: 4, fill: HEX[colour] || C.bg3 }));
  g.appendChild(label(x + w / 2, y + 8, text, { "font-size": 11, "font-weight": 700, fill: INK[colour] || C.fg }));
}

// ---------------------------------------------------------------- market
function drawMarket(ctx, root) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-dp-market" });
  root.appendChild(g);
  g.appendChild(svg("text", { x: 8, y: 16, "font-size": 14, "font-weight": 700, fill: C.fg,
    text: `Round ${view.round} of ${view.rounds} · market` }));
  let x = 8;
  const count = view.market.pets.length + view.market.cages.length + view.market.addons.length;
  const artW = view.market.artifacts.length && (stacked || count <= 7) ? 190 : 0;     // else the artifacts space names them
  const perRow = stacked ? MARKET_ROW : Math.max(1, count);
  const cw = stacked ? (W - 16 - 6 * (perRow - 1)) / perRow : Math.min(128, (W - 16 - artW - 6 * count) / Math.max(1, count));
  // the narrow layout starts a new row of cards every perRow cards: `y` moves the row down
  let n = 0;
  let dy = 0;
  const next = () => {
    n += 1;
    x += cw + 6;
    if (stacked && n % perRow === 0) { x = 8; dy += MARKET_ROW_H; }
  };
  const cpx = narrow ? 9.4 : 6.6;   // a character's width (the kit enlarges this text in a narrow cell)
  const fit = (t) => (t.length * cpx > cw - 12 ? t.slice(0, Math.max(4, Math.floor((cw - 12) / cpx) - 1)) + "…" : t);
  for (const p of view.market.pets) {
    const info = view.pets_data[String(p.id)];
    const el = svg("g", { class: "tw-dp-mpet", transform: dy ? `translate(0 ${dy})` : null });
    box(el, x, 24, cw, 112, { fill: C.bg2 });
    el.appendChild(svg("text", { x: x + 6, y: 42, "font-size": 13, "font-weight": 700, fill: C.fg, text: fit(info.name) }));
    el.appendChild(svg("text", { x: x + 6, y: 60, "font-size": 12, fill: C.fg2, text: fit(`size ${p.size} · ${p.size === 2 ? 1 : 2} gold`) }));
    bars(el, x + 6, 68, info.bars, p.size, { cell: Math.min(14, (cw - 12) / 7 - 2) });
    el.appendChild(svg("text", { x: x + 6, y: 104, "font-size": 12, fill: C.fg2, text: fit(info.diet) }));
    el.appendChild(svg("text", { x: x + 6, y: 124, "font-size": 12, fill: C.fg2, text: fit(`sells ${priceText(info.diet)}`) }));
    el.appendChild(targetArea(x + cw / 2, 80, { rect: [x, 24, cw, 112], round: 8 }));
    g.appendChild(el);
    ctx.register(`mpet:${p.id}`, el, { label: `buy the ${info.name}, size ${p.size}`, x, y: 80 + dy });
    next();
  }
  for (const id of view.market.cages) {
    const info = view.cages_data[String(id)];
    const el = svg("g", { class: "tw-dp-mcage", transform: dy ? `translate(0 ${dy})` : null });
    box(el, x, 24, cw, 112, { fill: C.bg2 });
    el.appendChild(svg("text", { x: x + 6, y: 42, "font-size": 13, "font-weight": 700, fill: C.fg, text: fit(info.name) }));
    el.appendChild(svg("text", { x: x + 6, y: 64, "font-size": 12, fill: C.fg, text: fit(`strength ${info.strength}`) }));
    el.appendChild(svg("text", { x: x + 6, y: 82, "font-size": 12, fill: C.fg, text: fit(`anti-magic ${info.antimagic}`) }));
    el.appendChild(svg("text", { x: x + 6, y: 104, "font-size": 12, fill: C.fg2, text: fit(`cage, ${info.cost} gold`) }));
    el.appendChild(svg("text", { x: x + 6, y: 124, "font-size": 12, fill: C.fg2, text: fit("needs 2 imps") }));
    el.appendChild(targetArea(x + cw / 2, 80, { rect: [x, 24, cw, 112], round: 8 }));
    g.appendChild(el);
    ctx.register(`mcage:${id}`, el, { label: `buy the ${info.name}`, x, y: 80 + dy });
    next();
  }
  for (const id of view.market.addons) {
    const info = view.addons_data[String(id)];
    const el = svg("g", { class: "tw-dp-maddon", transform: dy ? `translate(0 ${dy})` : null });
    box(el, x, 24, cw, 112, { fill: C.bg2 });
    el.appendChild(svg("text", { x: x + 6, y: 42, "font-size": 13, "font-weight": 700, fill: C.fg, text: fit(info.name) }));
    if (narrow) {
      // two lines of the bigger text; the whole rule shows as the addon's tooltip
      el.appendChild(svg("title", { text: `${info.name}: ${info.text}` }));
      const lines = wrap(info.text, Math.max(6, Math.floor((cw - 12) / cpx)));
      lines.slice(0, 2).forEach((t, i) => el.appendChild(svg("text", { x: x + 6, y: 64 + i * 20, "font-size": 12, fill: C.fg, text: i === 1 && lines.length > 2 ? fit(`${t} …`) : fit(t) })));
    }
    else wrap(info.text, Math.max(8, Math.floor((cw - 12) / 6.6))).slice(0, 3).forEach((t, i) => el.appendChild(svg("text", { x: x + 6, y: 62 + i * 16, "font-size": 12, fill: C.fg, text: t })));
    el.appendChild(svg("text", { x: x + 6, y: 124, "font-size": 12, fill: C.fg2, text: fit(`addon, ${info.cost} gold`) }));
    el.appendChild(targetArea(x + cw / 2, 80, { rect: [x, 24, cw, 112], round: 8 }));
    g.appendChild(el);
    ctx.register(`maddon:${id}`, el, { label: `fit the ${info.name}`, x, y: 80 + dy });
    next();
  }
  if (artW) {
    // the narrow layout: the artifacts take the rest of the last row of cards (or a row of their own)
    if (stacked && x > 8 && x + artW > W - 8) { x = 8; dy += MARKET_ROW_H; }
    const aw = stacked ? W - 8 - x : artW;
    const el = svg("g", { transform: dy ? `translate(0 ${dy})` : null });
    x = W - 8 - aw;
    box(el, x, 24, aw, 112, { fill: C.bg0 });
    el.appendChild(svg("text", { x: x + 8, y: 42, "font-size": 13, "font-weight": 700, fill: C.fg, text: "Artifacts on offer" }));
    const most = stacked ? Math.floor((aw - 16) / (narrow ? 8.6 : 6.1)) : narrow ? 20 : 27;   // characters of a line
    view.market.artifacts.forEach((a, i) => {
      const info = view.artifacts_data[String(a)];
      el.appendChild(svg("text", { x: x + 8, y: 62 + i * 36, "font-size": 12, "font-weight": 700, fill: C.fg, text: info.name }));
      el.appendChild(svg("text", { x: x + 8, y: 78 + i * 36, "font-size": 11, fill: C.fg2, text: info.text.length > most ? info.text.slice(0, most - 1) + "…" : info.text }));
    });
    g.appendChild(el);
  }
  return 24 + dy + 112;
}

const MARKET_ROW = 5;       // cards in a row of the narrow market
const MARKET_ROW_H = 118;

/** Rows the narrow market takes for these cards (and the artifacts box). */
function marketRows(view) {
  const count = view.market.pets.length + view.market.cages.length + view.market.addons.length;
  const cw = (NW - 16 - 6 * (MARKET_ROW - 1)) / MARKET_ROW;
  let rows = Math.max(1, Math.ceil(count / MARKET_ROW));
  const used = count % MARKET_ROW;
  if (view.market.artifacts.length && (used === 0 ? count > 0 : 8 + used * (cw + 6) + 190 > NW - 8)) rows += 1;
  return rows;
}

function priceText(diet) {
  return { carnivore: "3-6", herbivore: "2-5", omnivore: "1-4" }[diet] + " gold";
}

export function wrap(text, width) {
  const out = [];
  let line = "";
  for (const w of String(text).split(" ")) {
    if ((line + " " + w).trim().length > width && line) { out.push(line); line = w; } else line = (line + " " + w).trim();
  }
  if (line) out.push(line);
  return out;
}

// ---------------------------------------------------------------- action spaces
function spaceContents(view, key) {
  const st = view.stands;
  if (key === "veg") return `${st.veg} vegetables`;
  if (key === "meat") return `${st.meat} meat`;
  if (key === "mixed") return `${st.mixed[0]} veg + ${st.mixed[1]} meat`;
  if (key === "artifacts") {
    const kinds = view.market.artifacts.map((a) => view.artifacts_data[String(a)].kind);
    if (!kinds.length) return "none left";
    const rings = kinds.filter((k) => k.startsWith("ring_")).map((k) => k.slice(5));
    const other = kinds.filter((k) => !k.startsWith("ring_"));
    return [rings.length ? `${rings.join(", ")} ring${rings.length > 1 ? "s" : ""}` : "", ...other].filter(Boolean).join(", ");
  }
  const sp = view.spaces[key];
  const need = [`${sp.imps} imp${sp.imps > 1 ? "s" : ""}`];
  if (key.startsWith("cage")) need.push("+ price");
  else if (sp.gold) need.push(`${sp.gold} gold`);
  return need.join(", ");
}

const SHORT = { veg: "Vegetables", meat: "Meat", mixed: "Mixed food", artifacts: "Artifacts", cage1: "Cage", cage2: "Cage",
  addon: "Addon", pet2a: "Pet (size 2)", pet2b: "Pet (size 2)", pet3: "Pet (size 3)", imps: "New imp", hospital: "Hospital",
  judge: "Judging", platform: "Platform" };

function drawSpaces(ctx, root, y0) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-dp-spaces" });
  root.appendChild(g);
  const cols = stacked ? SPACE_COLS : 7;
  const w = (W - 16 - 6 * (cols - 1)) / cols;
  const blocked = new Set(view.blocked || []);
  ROWS.forEach((row, r) => row.forEach((key, c0) => {
    const i = r * 7 + c0;
    const [c, rr] = stacked ? [i % cols, Math.floor(i / cols)] : [c0, r];
    const x = 8 + c * (w + 6);
    const y = y0 + rr * 58;
    const el = svg("g", { class: "tw-dp-space" });
    box(el, x, y, w, 52, { fill: blocked.has(key) ? C.bg3 : C.bg2 });
    el.appendChild(svg("text", { x: x + 8, y: y + 19, "font-size": 13, "font-weight": 700, fill: C.fg, text: SHORT[key] }));
    el.appendChild(svg("text", { x: x + 8, y: y + 40, "font-size": 11, fill: C.fg2, text: spaceContents(view, key) }));
    const taken = view.taken[key];
    if (taken) {
      const [seat, imps, gold] = taken;
      el.appendChild(svg("circle", { cx: x + w - 20, cy: y + 26, r: 15, fill: ctx.color(seat), stroke: C.fg, "stroke-width": 1.5 }));
      el.appendChild(label(x + w - 20, y + 26, `${imps}+${gold}`, { "font-size": 11, "font-weight": 700, fill: ctx.piece(seat).ink }));
    } else if (blocked.has(key)) {
      el.appendChild(svg("circle", { cx: x + w - 20, cy: y + 26, r: 13, fill: "#7f8c8d", stroke: C.fg, "stroke-width": 1.5 }));
      el.appendChild(label(x + w - 20, y + 26, "N", { "font-size": 12, "font-weight": 700, fill: "#ffffff" }));
    }
    el.appendChild(targetArea(x + w / 2, y + 26, { rect: [x, y, w, 52], round: 8 }));
    g.appendChild(el);
    ctx.register(`space:${key}`, el, { label: `${view.spaces[key].label}${blocked.has(key) ? " (blocked by a neutral imp)" : ""}`, x, y });
  }));
}

const SPACE_COLS = 5;      // columns of the narrow layout's action spaces (three rows)

// ---------------------------------------------------------------- the desk of the watching seat
function drawDesk(ctx, root, y0, h) {
  const { view } = ctx;
  const seat = seatOf(ctx);
  const me = seat !== null ? view.players_state[seat] : null;
  const g = svg("g", { class: "tw-dp-desk" });
  root.appendChild(g);
  const dw = stacked ? W - 16 : 600;
  box(g, 8, y0, dw, h, { fill: C.bg0 });
  const title = (t) => g.appendChild(svg("text", { x: 18, y: y0 + 20, "font-size": 14, "font-weight": 700, fill: C.fg, text: t }));
  if (view.phase === "group") {
    title(me ? "Your groups: choose imps, then gold (secret until all are done)" : "Everybody groups imps and gold in secret");
    if (me) {
      const usedI = (me.groups || []).reduce((a, x) => a + x[0], 0);
      const usedG = (me.groups || []).reduce((a, x) => a + x[1], 0);
      const imps = me.imps - me.hospital - me.platform;
      g.appendChild(svg("text", { x: 18, y: y0 + 46, "font-size": 12, fill: C.fg2, text: "Imps" }));
      for (let i = 1; i <= Math.max(1, imps - usedI); i++) {
        const el = svg("g");
        const x = 60 + (i - 1) * 36;
        el.appendChild(svg("circle", { cx: x + 14, cy: y0 + 42, r: 14, fill: ctx.color(seat), stroke: C.fg, "stroke-width": 1.5 }));
        el.appendChild(label(x + 14, y0 + 42, String(i), { "font-size": 13, "font-weight": 700, fill: ctx.piece(seat).ink }));
        el.appendChild(targetArea(x + 14, y0 + 42, { circle: 16 }));
        g.appendChild(el);
        ctx.register(`gimps:${i}`, el, { label: `${i} imp${i > 1 ? "s" : ""}`, x, y: y0 + 42 });
      }
      g.appendChild(svg("text", { x: 18, y: y0 + 84, "font-size": 12, fill: C.fg2, text: "Gold" }));
      for (let k = 0; k <= me.gold - usedG && k <= 14; k++) {
        const el = svg("g");
        const x = 60 + k * 36;
        el.appendChild(svg("circle", { cx: x + 14, cy: y0 + 80, r: 14, fill: "#f1c40f", stroke: "#7d6608", "stroke-width": 1.5 }));
        el.appendChild(label(x + 14, y0 + 80, String(k), { "font-size": 13, "font-weight": 700, fill: "#222222" }));
        el.appendChild(targetArea(x + 14, y0 + 80, { circle: 16 }));
        g.appendChild(el);
        ctx.register(`ggold:${k}`, el, { label: `${k} gold`, x, y: y0 + 80 });
      }
      const formed = (me.groups || []).map(([i, k]) => `${i} imp${i > 1 ? "s" : ""} + ${k} gold`).join(" · ");
      g.appendChild(svg("text", { x: 18, y: y0 + 116, "font-size": 12, fill: C.fg, text: formed ? `Formed: ${formed}` : "No group yet (what you do not group stays home)" }));
    }
    return;
  }
  if (view.phase === "send") {
    const q = view.queue;
    title(q.length ? `${ctx.name(q[0][0])} sends a group of ${q[0][1]} imps and ${q[0][2]} gold` : "Sending groups");
    const rest = q.slice(1).map(([s, i, k]) => `${ctx.name(s)} ${i}+${k}`).join(" · ");
    wrap(`Next: ${rest || "none"}`, 90).slice(0, 3).forEach((t, i) => g.appendChild(svg("text", { x: 18, y: y0 + 46 + i * 18, "font-size": 12, fill: C.fg2, text: t })));
    g.appendChild(svg("text", { x: 18, y: y0 + 112, "font-size": 12, fill: C.fg2, text: "Click a space or a market card; Keep home takes the gold back." }));
    return;
  }
  if (view.phase === "needs" || view.phase === "keep" || !me) {
    const words = { needs: ["Your need cards: give the ringed bar a card of its colour", "Need cards are assigned in secret"],
      keep: ["Keep one unused card of each colour (rings keep more); the rest go", "Everybody keeps unused need cards in secret"] };
    title(words[view.phase] ? words[view.phase][me ? 0 : 1] : phaseTitle(ctx));
    if (!me) return;
    const cards = {};
    for (const [c, s, sec] of me.hand || []) {
      const k = `${c}:${s}`;
      cards[k] = cards[k] || { c, s, n: 0, sec: "", plain: 0 };
      if (!sec) cards[k].plain += 1;
      cards[k].n += 1;
      if (sec) cards[k].sec = sec;
    }
    let x = 18;
    const entries = Object.values(cards).sort((a, b) => (a.c + a.s).localeCompare(b.c + b.s));
    const cw = Math.min(62, (dw - 30 - 70) / Math.max(1, entries.length) - 4);
    for (const card of entries) {
      const el = svg("g", { class: "tw-dp-card" });
      el.appendChild(svg("rect", { x, y: y0 + 30, width: cw, height: 58, rx: 6, fill: HEX[card.c], stroke: C.fg, "stroke-width": 1 }));
      el.appendChild(label(x + cw / 2, y0 + 50, SYM[card.s], { "font-size": 12, "font-weight": 700, fill: INK[card.c] }));
      if (card.n > 1) el.appendChild(label(x + cw / 2, y0 + 72, `×${card.n}`, { "font-size": 12, fill: INK[card.c] }));
      el.appendChild(targetArea(x + cw / 2, y0 + 59, { rect: [x, y0 + 30, cw, 58], round: 6 }));
      g.appendChild(el);
      ctx.register(`hand:${card.c}:${card.s}`, el, { label: `${card.c} card: ${card.s}`, x, y: y0 + 50 });
      if (card.sec) {
        const up = svg("g");
        up.appendChild(svg("rect", { x, y: y0 + 92, width: cw, height: 26, rx: 6, fill: C.bg2, stroke: HEX[card.c], "stroke-width": 2 }));
        up.appendChild(label(x + cw / 2, y0 + 105, `+${SYM[card.sec]}`, { "font-size": 11, fill: C.fg }));
        up.appendChild(targetArea(x + cw / 2, y0 + 105, { rect: [x, y0 + 92, cw, 26], round: 6 }));
        g.appendChild(up);
        ctx.register(`hand:${card.c}:${card.s}+${card.sec}`, up, { label: `${card.c} card upside down: ${card.s} and ${card.sec}`, x, y: y0 + 105 });
      }
      x += cw + 4;
    }
    const pot = svg("g");
    const px = dw - 64;
    pot.appendChild(svg("rect", { x: px, y: y0 + 30, width: 58, height: 58, rx: 6, fill: HEX.blue, stroke: C.fg, opacity: me.potions ? 1 : 0.35 }));
    pot.appendChild(label(px + 29, y0 + 50, "potion", { "font-size": 12, "font-weight": 700, fill: "#ffffff" }));
    pot.appendChild(label(px + 29, y0 + 72, `×${me.potions || 0}`, { "font-size": 12, fill: "#ffffff" }));
    pot.appendChild(targetArea(px + 29, y0 + 59, { rect: [px, y0 + 30, 58, 58], round: 6 }));
    g.appendChild(pot);
    ctx.register("hand:potion", pot, { label: "a potion: no need", x: px, y: y0 + 50 });
    return;
  }
  title(phaseTitle(ctx));
  if (view.phase === "business") {
    [["black", "Black market ×2"], ["platform", `Platform ×3 (${me.platform} imp${me.platform === 1 ? "" : "s"} there)`]].forEach(([k, t], i) => {
      const el = svg("g");
      const x = 18 + i * 220;
      el.appendChild(svg("rect", { x, y: y0 + 34, width: 210, height: 34, rx: 8, fill: C.bg2, stroke: C.border }));
      el.appendChild(label(x + 105, y0 + 51, t, { "font-size": 13, fill: C.fg }));
      el.appendChild(targetArea(x + 105, y0 + 51, { rect: [x, y0 + 34, 210, 34], round: 8 }));
      g.appendChild(el);
      ctx.register(`sell:${k}`, el, { label: `sell on the ${k === "black" ? "black market" : "platform"}`, x, y: y0 + 51 });
    });
    const cu = (view.customers || []).find((c) => c.id === view.customer);
    const text = cu ? `Customer: ${cu.name} — click a pet of size 4+, then where to sell` : "No customer this round: move pets or clean empty cages, then Done";
    g.appendChild(svg("text", { x: 18, y: y0 + 92, "font-size": 12, fill: C.fg2, text }));
    const sales = (view.last_sales || []).map((s) => `${ctx.name(s.seat)} sold for +${s.rep} reputation, +${s.gold} gold`).join(" · ");
    if (sales) g.appendChild(svg("text", { x: 18, y: y0 + 112, "font-size": 12, fill: C.fg, text: sales.slice(0, 95) }));
  }
}

function phaseTitle(ctx) {
  const v = ctx.view;
  if (v.phase === "business") return `Business: ${ctx.name(v.to_move[0])} sells, moves, cleans`;
  if (v.phase === "house") return `Before the need cards: ${ctx.name(v.to_move[0])} may move pets (a pet, then a cage)`;
  if (v.phase === "over") return "The shop is closed: final exhibitions scored";
  return "Need cards";
}

function tileText(t, customer = false) {
  const plus = t.plus.map((s) => SYM[s]).join(", ") || (t.rainbow ? "each colour" : "none");
  const minus = t.minus.map((s) => SYM[s]).join(", ") || "none";
  return [`${customer ? "" : (t.entry === "pet" ? "one pet · " : "whole display · ")}+ ${plus}${customer && t.rainbow && t.plus.length ? ", colours" : ""}`, `− ${minus}`];
}

function drawShows(ctx, root, y0, h, x0 = 616) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-dp-shows" });
  root.appendChild(g);
  const w = W - 8 - x0;
  box(g, x0, y0, w, h, { fill: C.bg0 });
  g.appendChild(svg("text", { x: x0 + 10, y: y0 + 18, "font-size": 13, "font-weight": 700, fill: C.fg,
    text: `Exhibitions (${view.place_points.join("/")})` }));
  const ex = view.exhibitions.slice(view.round - 1, view.round + 1);
  ex.forEach((t, i) => {
    const [a, b] = tileText(t);
    const y = y0 + 34 + i * 44;
    g.appendChild(svg("text", { x: x0 + 10, y, "font-size": 12, "font-weight": 700, fill: i === 0 ? C.brand : C.fg2, text: `${i === 0 ? "Now" : "Next"}: ${t.name}` }));
    g.appendChild(svg("text", { x: x0 + 10, y: y + 15, "font-size": 11, fill: C.fg, text: a }));
    g.appendChild(svg("text", { x: x0 + 10, y: y + 29, "font-size": 11, fill: C.fg, text: b }));
  });
  const cuIdx = Math.max(0, view.round - 3);
  const cu = (view.customers || [])[cuIdx] || (view.customers || [])[0];
  if (cu) {
    const [a, b] = tileText(cu, true);
    const y = y0 + 34 + ex.length * 44;
    const when = view.customer === cu.id ? "Customer now" : `Customer (round ${3 + (view.customers || []).indexOf(cu)})`;
    g.appendChild(svg("text", { x: x0 + 10, y, "font-size": 12, "font-weight": 700, fill: view.customer === cu.id ? C.brand : C.fg2, text: `${when}: ${cu.name}` }));
    g.appendChild(svg("text", { x: x0 + 10, y: y + 15, "font-size": 11, fill: C.fg, text: `${a} · ${b}` }));
  }
}

// ---------------------------------------------------------------- dungeons
function drawDungeon(ctx, root, seat, x0, y0, w, h) {
  const { view } = ctx;
  const P = view.players_state[seat];
  const g = svg("g", { class: "tw-dp-dungeon" });
  root.appendChild(g);
  box(g, x0, y0, w, h, { fill: C.bg0, stroke: ctx.color(seat), sw: 3 });
  const home = P.home === null || P.home === undefined ? P.imps - P.hospital - P.platform : P.home;
  const food = `food ${P.food.veg[0] + P.food.veg[1]} veg, ${P.food.meat[0] + P.food.meat[1]} meat`;
  g.appendChild(svg("text", { x: x0 + 10, y: y0 + 18, "font-size": 13, "font-weight": 700, fill: C.fg,
    text: `${ctx.name(seat)}${seat === view.start ? " (starts)" : ""} · ${P.rep} rep · ${P.gold} gold` }));
  g.appendChild(svg("text", { x: x0 + 10, y: y0 + 35, "font-size": 11, fill: C.fg2,
    text: `imps: ${home} home, ${P.sent} out, ${P.hospital} hurt, ${P.platform + P.booked} platform · ${food}` }));
  const cw = (w - 20 - 3 * 6) / 4;
  const todo = P.todo && P.todo.length ? P.todo[0] : null;
  for (let slot = 0; slot < 4; slot++) {
    const cage = P.cages[slot];
    const x = x0 + 10 + slot * (cw + 6);
    const y = y0 + 44;
    const ch = h - 52;
    if (!cage) {
      g.appendChild(svg("rect", { x, y, width: cw, height: ch, rx: 8, fill: "none", stroke: C.border2, "stroke-dasharray": "6 4" }));
      continue;
    }
    const el = svg("g", { class: "tw-dp-cage" });
    box(el, x, y, cw, ch, { fill: C.bg2 });
    el.appendChild(svg("text", { x: x + 6, y: y + 15, "font-size": 11, "font-weight": 700, fill: C.fg, text: `${cage.name}` }));
    el.appendChild(svg("text", { x: x + 6, y: y + 30, "font-size": 11, fill: C.fg2, text: `str ${cage.strength} · anti ${cage.antimagic}` }));
    if (cage.addon) el.appendChild(svg("text", { x: x + 6, y: y + 44, "font-size": 11, fill: C.fg2, text: `+ ${view.addons_data[String(cage.addon)].name}` }));
    const pet = cage.pet;
    if (pet) {
      const info = view.pets_data[String(pet.id)];
      el.appendChild(svg("text", { x: x + 6, y: y + 62, "font-size": 12, "font-weight": 700, fill: C.fg, text: info.name }));
      el.appendChild(svg("text", { x: x + 6, y: y + 77, "font-size": 11, fill: C.fg2, text: `size ${pet.size} · ${info.diet.slice(0, 5)}.` }));
      const cell = Math.min(12, (cw - 12) / 7 - 2);
      bars(el, x + 6, y + 84, info.bars, pet.size, { cell, current: todo && todo[0] === slot ? todo[1] : -1 });
      (pet.shown || []).slice(0, 8).forEach((c, i) => {
        const wch = (cw - 16) / 2;
        chip(el, x + 6 + (i % 2) * (wch + 4), y + 100 + Math.floor(i / 2) * 18, c[0], c[2] ? `${SYM[c[1]]}+` : SYM[c[1]], wch);
      });
      const tokens = [];
      if (pet.suffering) tokens.push(`suffer ${pet.suffering}`);
      if (pet.mutations) tokens.push(`mutant ${pet.mutations}`);
      if (tokens.length) el.appendChild(svg("text", { x: x + 6, y: y + ch - 20, "font-size": 11, "font-weight": 700, fill: C.error, text: tokens.join(" · "), class: "tw-dp-tokens" }));
    } else {
      el.appendChild(svg("text", { x: x + 6, y: y + 66, "font-size": 11, fill: C.fg3, text: "empty" }));
    }
    if (cage.manure) el.appendChild(svg("text", { x: x + 6, y: y + ch - (pet ? 6 : 46), "font-size": 11, fill: "#a0522d", "font-weight": 700, text: `manure ${cage.manure}` }));
    el.appendChild(targetArea(x + cw / 2, y + ch / 2, { rect: [x, y, cw, ch], round: 8 }));
    g.appendChild(el);
    ctx.register(`cage:${seat}:${slot}`, el, { label: `${ctx.name(seat)}'s cage ${slot + 1}${pet ? " with the " + view.pets_data[String(pet.id)].name : ", empty"}`, x, y });
    if (!pet && cage.manure && seat === seatOf(ctx)) {
      const b = svg("g");
      b.appendChild(svg("rect", { x: x + cw - 62, y: y + ch - 36, width: 56, height: 28, rx: 6, fill: C.bg, stroke: C.border }));
      b.appendChild(label(x + cw - 34, y + ch - 22, "clean", { "font-size": 12, fill: C.fg }));
      b.appendChild(targetArea(x + cw - 34, y + ch - 22, { rect: [x + cw - 62, y + ch - 36, 56, 28], round: 6 }));
      g.appendChild(b);
      ctx.register(`clean:${slot}`, b, { label: `clean cage ${slot + 1}`, x, y: y + ch });
    }
  }
}

function drawTrack(ctx, root, y0) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-dp-track" });
  root.appendChild(g);
  const reps = view.players_state.map((p) => p.rep);
  const top = Math.max(40, Math.ceil(Math.max(...reps, 0) / 10) * 10 + 10);
  const low = Math.min(0, ...reps);
  const x0 = 118, x1 = W - 16;
  const at = (v) => x0 + ((v - low) / (top - low)) * (x1 - x0);
  g.appendChild(svg("text", { x: 8, y: y0 + 15, "font-size": 12, "font-weight": 700, fill: C.fg, text: "Reputation" }));
  g.appendChild(svg("line", { x1: x0, y1: y0 + 11, x2: x1, y2: y0 + 11, stroke: C.border, "stroke-width": 4, "stroke-linecap": "round" }));
  for (let v = Math.ceil(low / 10) * 10; v <= top; v += 10) {
    g.appendChild(svg("line", { x1: at(v), y1: y0 + 4, x2: at(v), y2: y0 + 18, stroke: C.fg3, "stroke-width": 1.5 }));
    g.appendChild(label(at(v), y0 + 27, String(v), { "font-size": 11, fill: C.fg2 }));
  }
  reps.forEach((r, s) => {
    const same = reps.slice(0, s).filter((x) => x === r).length;
    g.appendChild(svg("circle", { cx: at(r) + same * 7, cy: y0 + 11 - same * 3, r: 8, fill: ctx.color(s), stroke: C.fg, "stroke-width": 1.5 }));
  });
}

function renderBoard(ctx) {
  const { view } = ctx;
  stacked = isNarrow(ctx);
  W = stacked ? NW : WIDE;
  narrow = stacked && ctx.width < NW * 0.9;
  if (stacked) return renderNarrow(ctx);
  const n = view.players;
  const deskY = 298, deskH = 124;
  const dunY = deskY + deskH + 8;
  const dh = 250;
  const rows = Math.ceil(n / 2);
  const H = dunY + rows * (dh + 8);
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Dungeon Petz", maxWidth: "1000px", className: "tw-dp" });
  drawMarket(ctx, root);
  drawSpaces(ctx, root, 146);
  drawTrack(ctx, root, 262);
  drawDesk(ctx, root, deskY, deskH);
  drawShows(ctx, root, deskY, deskH);
  const me = seatOf(ctx);
  const order = [...Array(n).keys()].sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  order.forEach((seat, i) => {
    const dw = (W - 24) / 2;
    drawDungeon(ctx, root, seat, 8 + (i % 2) * (dw + 8), dunY + Math.floor(i / 2) * (dh + 8), dw, dh);
  });
  return root;
}

/** A narrow cell: the market, the spaces with the reputation track, the desk, the exhibitions and
 * each dungeon (the watching seat's first), one under another, NW wide. */
function renderNarrow(ctx) {
  const { view } = ctx;
  const marketH = 24 + marketRows(view) * MARKET_ROW_H;
  const spacesY = marketH + 6;
  const trackY = spacesY + 3 * 58 + 8;
  const deskH = 124;
  const me = seatOf(ctx);
  const order = [...Array(view.players).keys()].sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  const dh = 250;
  const parts = [
    { x: 0, y: 0, w: W, h: marketH, label: "Dungeon Petz market", draw: (root) => drawMarket(ctx, root) },
    { x: 0, y: spacesY - 4, w: W, h: trackY + 34 - spacesY + 4, label: "Dungeon Petz action spaces",
      draw: (root) => { drawSpaces(ctx, root, spacesY); drawTrack(ctx, root, trackY); } },
    { x: 0, y: 0, w: W, h: deskH + 8, label: "Your desk", draw: (root) => drawDesk(ctx, root, 4, deskH) },
    { x: 0, y: 0, w: W, h: deskH + 8, label: "Exhibitions and customers", draw: (root) => drawShows(ctx, root, 4, deskH, 8) },
    ...order.map((seat) => ({ x: 0, y: 0, w: W, h: dh + 8, label: `${ctx.name(seat)}'s dungeon`,
      draw: (root) => drawDungeon(ctx, root, seat, 8, 4, W - 16, dh) })),
  ];
  return stackParts(parts, { className: "tw-dp" });
}

function describeExtras(ctx, seat) {
  const P = (ctx.view.players_state || [])[seat];
  if (!P) return {};
  const items = [
    { label: "Gold", value: P.gold },
    { label: "Imps", value: `${P.imps} (${P.hospital} hurt, ${P.platform} on the platform)` },
    { label: "Pets", value: P.cages.filter((c) => c.pet).length },
    { label: "Artifacts", value: P.artifacts.map((a) => ctx.view.artifacts_data[String(a)].name).join(", ") || "none" },
  ];
  if (P.potions !== null && P.potions !== undefined) items.push({ label: "Potions", value: P.potions });
  return { score: P.rep, items };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `round ${v.round} of ${v.rounds}, ${v.phase === "group" ? "grouping" : v.phase === "send" ? "shopping" : v.phase === "needs" ? "need cards" : v.phase}`;
}

/** A swap of two pets may be clicked from either cage. */
export function prepareChoices(choices) {
  const extra = [];
  for (const c of choices) {
    if (/^move \d+ \d+$/.test(c.action) && /^Swap/.test(c.label || "") && c.parts.length === 2) {
      extra.push({ ...c, parts: [c.parts[1], c.parts[0]], alias: true });
    }
  }
  return extra.length ? [...choices, ...extra] : choices;
}

export default createApp({ renderBoard, describeExtras, describeGame, prepareChoices });
