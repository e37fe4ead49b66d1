// Hardback board: the word being laid out (face-up cards and face-down wild cards, with what it
// would score before it is spelled), the hand below it (click a card, or type its letter), the
// offer row with the clock on its oldest card, the jails, every player's Timeless Classics, the
// score track (Penny Dreadful too), ink and remover, and the Literary Awards and Adverts tables.
// Element ids: card-<id> (hand or Timeless card to add), wild-<id>, slot-<id> (a card in the word),
// key-<letter>, offer-<id>, discard-<id>, remover-<id>, author-<seat> (docs/views/hardback.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea } from "../kit/index.js";

const W = 1000;
const CW = 100;
const CH = 140;
export const GENRE_COLORS = {
  starter: "#7f8c8d", adventure: "#c9930e", horror: "#2e8b57", mystery: "#2e6fd6", romance: "#c0392b",
};
const NARROW = 860;   // narrower cells: the card lines are spaced for the kit's enlarged text
let narrow = false;
const GENRE_NAMES = { starter: "Starter", adventure: "Adventure", horror: "Horror", mystery: "Mystery", romance: "Romance" };

let CARDS = {};

/** The printed card behind an id (each player's starters are ids 1000 and up). */
export function cardOf(id, cards = CARDS) {
  const n = Number(id);
  const key = n < 1000 ? n : 140 + ((n % 100) % 20);
  return cards[String(key)] || { letter: "?", genre: "starter", cost: 0, points: 0, basic: [], bonus: [] };
}

/** How a word reads on the board: the letters, with wild letters in lower case. */
export function wordText(slots) {
  return slots.map(([, letter, state]) => (state === "wild" ? letter.toLowerCase() : letter.toUpperCase())).join("");
}

/** The sentence under the word: what it scores, or why it cannot be spelled. */
export function checkLine(check) {
  if (!check) return "";
  if (!check.ok) return check.problem || "";
  const bits = [`${check.coins}¢`, `${check.points}★`];
  if (check.extras && check.extras.length) bits.push(`then ${check.extras.join(", ")}`);
  return `${check.word} scores ${bits.join(" · ")}`;
}

function drawCard(x, y, id, { wild = null, dim = false, mult = 1, small = false, uncovered = false } = {}) {
  const c = cardOf(id);
  const col = GENRE_COLORS[c.genre] || C.fg3;
  const w = small ? 70 : CW;
  const h = small ? 98 : CH;
  const kids = [svg("title", { text: `${GENRE_NAMES[c.genre]} ${c.letter}, ${c.cost}¢${c.points ? `, ${c.points}★ when bought` : ""}` +
    `${c.timeless ? ", Timeless Classic" : ""}. Basic: ${c.basic.join(", ") || "none"}. Genre: ${c.bonus.join(", ") || "none"}.` })];
  if (wild) {
    kids.push(svg("rect", { width: w, height: h, rx: 10, fill: "#3b3b4f", stroke: col, "stroke-width": 4 }));
    kids.push(svg("rect", { x: 8, y: 8, width: w - 16, height: h - 16, rx: 7, fill: "none", stroke: "#ffffff", "stroke-width": 1.5, "stroke-dasharray": "5 4", opacity: 0.6 }));
    kids.push(label(w / 2, h * 0.45, wild === "?" ? "?" : wild.toUpperCase(), { "font-size": small ? 34 : 48, "font-weight": 800, fill: "#ffffff" }));
    kids.push(label(w / 2, h - 18, "wild", { "font-size": 13, fill: "#dddddd" }));
  } else {
    kids.push(svg("rect", { width: w, height: h, rx: 10, fill: C.bg, stroke: col, "stroke-width": uncovered ? 5 : 3, "stroke-dasharray": uncovered ? "8 4" : null }));
    kids.push(svg("rect", { x: 3, y: 3, width: w - 6, height: 24, rx: 7, fill: col }));
    kids.push(label(18, 15, `${c.cost}¢`, { "font-size": 13, "font-weight": 700, fill: "#ffffff" }));
    if (c.points) kids.push(label(w - 20, 15, `${c.points}★`, { "font-size": 13, "font-weight": 700, fill: "#ffffff" }));
    if (c.timeless) kids.push(label(w / 2, 15, "∞", { "font-size": 16, "font-weight": 800, fill: "#ffffff" }));
    kids.push(label(w / 2, small ? 48 : narrow ? 47 : 52, c.letter, { "font-size": small ? 32 : 38, "font-weight": 800, fill: C.fg }));
    if (!small && narrow) {
      // the kit grows 12-px lines to about 17 px here: one step of 17.5 between lines
      c.basic.slice(0, 2).forEach((t, i) => kids.push(label(w / 2, 76 + i * 17.5, t, { "font-size": 13, fill: C.fg })));
      kids.push(svg("line", { x1: 10, y1: 104, x2: w - 10, y2: 104, stroke: col, "stroke-width": 1.5 }));
      c.bonus.slice(0, 2).forEach((t, i) => kids.push(label(w / 2, 114 + i * 17.5, t, { "font-size": 13, fill: col, "font-weight": 700 })));
    } else if (!small) {
      c.basic.slice(0, 2).forEach((t, i) => kids.push(label(w / 2, 81 + i * 13, t, { "font-size": 12, fill: C.fg })));
      kids.push(svg("line", { x1: 10, y1: 103, x2: w - 10, y2: 103, stroke: col, "stroke-width": 1.5 }));
      c.bonus.slice(0, 2).forEach((t, i) => kids.push(label(w / 2, 115 + i * 13, t, { "font-size": 12, fill: col, "font-weight": 700 })));
    }
    if (mult > 1) {
      kids.push(svg("circle", { cx: w - 14, cy: 40, r: 13, fill: "#f1c40f", stroke: "#7d6608", "stroke-width": 2 }));
      kids.push(label(w - 14, 40, `×${mult}`, { "font-size": 12, "font-weight": 800, fill: "#222222" }));
    }
  }
  return svg("g", { class: `tw-card tw-hb-card tw-hb-${c.genre}`, transform: `translate(${fmt(x)} ${fmt(y)})`, opacity: dim ? 0.55 : 1, "data-letter": wild ? "" : c.letter }, kids);
}

function heading(g, x, y, text, attrs = {}) {
  g.appendChild(svg("text", { x, y, "dominant-baseline": "central", "font-size": 18, "font-weight": 700, fill: C.fg, text, ...attrs }));
}

function clickable(ctx, g, id, rect, info) {
  const area = targetArea(0, 0, { rect, round: 10 });
  ctx.register(id, area, info);
  g.appendChild(area);
}

// ---------------------------------------------------------------- the word and the hand
function drawDesk(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-hb-desk" });
  const t = view.turn || {};
  const seat = view.seat;
  const me = view.me || {};
  const mine = seat !== null && seat !== undefined && t.seat === seat;
  const spelling = t.phase === "spell";
  const slots = mine && spelling ? me.word || [] : t.word || [];
  const who = ctx.name(t.seat);
  let y = top;
  const title = spelling ? (mine ? "Your word" : `${who} is writing a word…`) : `${mine ? "Your" : who + "'s"} word: ${t.spelled || ""}`;
  heading(g, 16, y + 12, title);
  if (!spelling) heading(g, 560, y + 12, `${t.coins}¢ to spend · ${t.points}★ this turn`, { "font-size": 16, "font-weight": 400 });
  y += 30;
  const wordBox = svg("g", { class: "tw-hb-word", tabindex: "0", "data-lm-suppress-shortcuts": "true", role: "group", "aria-label": "the word (type letters to lay cards)" });
  wordBox.appendChild(svg("rect", { x: 8, y: y - 6, width: W - 16, height: CH + 12, rx: 12, fill: C.bg2, stroke: C.border2, "stroke-width": 1.5 }));
  g.appendChild(wordBox);
  const step = Math.min(CW + 8, (W - 40 - CW) / Math.max(1, slots.length - 1));
  const mult = t.mult || {};
  slots.forEach(([id, letter, state], i) => {
    const x = 20 + i * step;
    g.appendChild(drawCard(x, y, id, { wild: state === "wild" ? letter : null, mult: mult[String(id)] || 1, uncovered: state === "uncovered" }));
    if (state === "uncovered") g.appendChild(label(x + CW / 2, y + CH - 8, `as ${letter.toUpperCase()}`, { "font-size": 12, fill: C.fg2 }));
    clickable(ctx, g, `slot-${id}`, [x - 3, y - 3, CW + 6, CH + 6], { label: `${cardOf(id).letter} in the word`, x, y });
  });
  if (!slots.length) g.appendChild(label(W / 2, y + CH / 2, mine ? "Click cards of your hand (or type their letters) to lay out a word" : "", { "font-size": 16, fill: C.fg2 }));
  y += CH + 14;
  if (mine && spelling && me.check) {
    g.appendChild(svg("text", { x: 16, y: y + 8, class: "tw-hb-check", "dominant-baseline": "central", "font-size": 16, "font-weight": 700,
      fill: me.check.ok ? C.success : C.fg2, text: checkLine(me.check) }));
  } else if (t.pending) {
    const c = cardOf(t.pending.card);
    g.appendChild(svg("text", { x: 16, y: y + 8, "dominant-baseline": "central", "font-size": 16, fill: C.fg, text: `Now: the ${t.pending.kind} benefit of ${GENRE_NAMES[c.genre]} ${c.letter}` }));
  }
  y += 26;
  // the letter keys while a wild card waits for its letter
  if (mine && spelling && me.wild !== null && me.wild !== undefined) {
    heading(g, 16, y + 10, "Letter of the wild card:", { "font-size": 16 });
    y += 24;
    "abcdefghijklmnopqrstuvwxyz".split("").forEach((k, i) => {
      const x = 16 + (i % 13) * 74;
      const yy = y + Math.floor(i / 13) * 40;
      g.appendChild(svg("rect", { x, y: yy, width: 66, height: 34, rx: 7, fill: C.bg, stroke: C.border, "stroke-width": 1.5 }));
      g.appendChild(label(x + 33, yy + 17, k.toUpperCase(), { "font-size": 18, "font-weight": 700, fill: C.fg }));
      clickable(ctx, g, `key-${k}`, [x, yy, 66, 34], { label: `letter ${k.toUpperCase()}`, x, y: yy });
    });
    y += 86;
  }
  // the hand: the cards not in the word
  if (seat !== null && seat !== undefined && me.hand) {
    const used = new Set((mine && spelling ? me.word || [] : t.word || []).map((s) => s[0]));
    const hand = me.hand.filter((c) => !used.has(c));
    const inked = new Set(((view.players || [])[seat] || {}).inked || []);
    heading(g, 16, y + 10, `Your hand (${hand.length})`);
    y += 26;
    hand.forEach((id, i) => {
      const x = 20 + i * (CW + 12);
      g.appendChild(drawCard(x, y, id));
      if (inked.has(id)) g.appendChild(label(x + CW / 2, y + CH - 40, "inked", { "font-size": 13, "font-weight": 700, fill: "#8e44ad" }));
      clickable(ctx, g, `card-${id}`, [x - 3, y - 3, CW + 6, CH + 6], { label: `${cardOf(id).letter} in your hand`, x, y });
      if (spelling && mine) {
        const isInked = inked.has(id);
        const bh = narrow ? 37 : 28;   // at least 24 px tall in a narrow cell too
        g.appendChild(svg("rect", { x, y: y + CH + 6, width: CW, height: bh, rx: 7, fill: C.bg2, stroke: C.border, "stroke-width": 1.2 }));
        g.appendChild(label(x + CW / 2, y + CH + 6 + bh / 2, isInked ? "remover" : "wild", { "font-size": 13, fill: C.fg }));
        clickable(ctx, g, isInked ? `remover-${id}` : `wild-${id}`, [x, y + CH + 6, CW, bh], { label: `${isInked ? "remover on" : "wild"} ${cardOf(id).letter}`, x, y: y + CH });
      }
    });
    if (me.preview && me.preview.length) {
      const px = 20 + Math.max(hand.length, 1) * (CW + 12) + 20;
      heading(g, px, y - 16, "Preview (top of your deck)", { "font-size": 14 });
      me.preview.forEach((id, i) => g.appendChild(drawCard(px + i * 78, y, id, { small: true })));
    }
    y += CH + 44;
  }
  root.appendChild(g);
  return y - top;
}

function onType(e, root) {
  const key = e.key || "";
  let target = null;
  if (/^[a-zA-Z]$/.test(key)) {
    const k = key.toLowerCase();
    target = root.querySelector(`[data-tw-id="key-${k}"].tw-target`);
    if (!target) {
      for (const el of root.querySelectorAll('[data-tw-id^="card-"].tw-target')) {
        const id = el.getAttribute("data-tw-id").slice(5);
        if (cardOf(id).letter.toLowerCase() === k) { target = el; break; }
      }
    }
  } else if (key === "Backspace") {
    const slots = [...root.querySelectorAll('[data-tw-id^="slot-"].tw-target')];
    target = slots[slots.length - 1] || null;
  }
  if (target) {
    e.preventDefault();
    e.stopPropagation();
    target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  }
}

// ---------------------------------------------------------------- the offer row, jails and discard
function drawOffer(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-hb-offer" });
  heading(g, 16, top + 12, `Offer row · ${view.offer_deck} cards left in its deck`);
  const y = top + 30;
  view.offer.forEach((id, i) => {
    const x = 16 + i * (CW + 10);
    g.appendChild(drawCard(x, y, id));
    if (id === view.oldest) {
      g.appendChild(svg("circle", { cx: x + CW / 2, cy: y + CH + 14, r: 11, fill: C.bg, stroke: C.warn, "stroke-width": 2.5 }, [svg("title", { text: "the oldest card: the clock takes it" })]));
      g.appendChild(svg("path", { d: `M${x + CW / 2} ${y + CH + 14} L${x + CW / 2} ${y + CH + 7} M${x + CW / 2} ${y + CH + 14} L${x + CW / 2 + 5} ${y + CH + 16}`, stroke: C.warn, "stroke-width": 2.5, fill: "none" }));
    }
    clickable(ctx, g, `offer-${id}`, [x - 3, y - 3, CW + 6, CH + 6], { label: `${GENRE_NAMES[cardOf(id).genre]} ${cardOf(id).letter} for ${cardOf(id).cost}¢`, x, y });
  });
  // jails
  const jx = 16 + 7 * (CW + 10) + 6;
  heading(g, jx, top + 12, "Jail");
  let k = 0;
  (view.players || []).forEach((p, s) => {
    if (p.jail === null || p.jail === undefined) return;
    const x = jx + (k % 3) * 76;
    const yy = y + Math.floor(k / 3) * 106;
    g.appendChild(drawCard(x, yy, p.jail, { small: true }));
    g.appendChild(svg("rect", { x: x - 2, y: yy - 2, width: 74, height: 102, rx: 10, fill: "none", stroke: ctx.color(s), "stroke-width": 4 }));
    clickable(ctx, g, `offer-${p.jail}`, [x - 3, yy - 3, 76, 104], { label: `${ctx.name(s)}'s jailed ${cardOf(p.jail).letter}`, x, y: yy });
    k += 1;
  });
  if (!k) g.appendChild(label(jx + 50, y + 40, "empty", { "font-size": 13, fill: C.fg3 }));
  let bottom = y + CH + 34;
  // the own discard pile while a dump benefit is open
  const seat = view.seat;
  const t = view.turn || {};
  if (seat !== null && seat !== undefined && t.seat === seat && t.pending && t.pending.kind === "dump") {
    const pile = (view.players[seat] || {}).discard || [];
    heading(g, 16, bottom + 6, "Your discard pile (dump one card)", { "font-size": 16 });
    pile.forEach((id, i) => {
      const x = 16 + i * 78;
      g.appendChild(drawCard(x, bottom + 22, id, { small: true }));
      clickable(ctx, g, `discard-${id}`, [x - 3, bottom + 19, 76, 104], { label: `discarded ${cardOf(id).letter}`, x, y: bottom + 22 });
    });
    bottom += 132;
  }
  root.appendChild(g);
  return bottom - top;
}

// ---------------------------------------------------------------- score track, Timeless Classics, tables
function drawTable(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-hb-table" });
  const target = view.target;
  const x0 = 30;
  const x1 = W - 30;
  let y = top + 10;
  heading(g, 16, y - 4, `Score track to ${target}${view.coop ? " (the players together against Penny Dreadful)" : ""}${view.final_round ? " · final round" : ""}`);
  y += 44;
  g.appendChild(svg("line", { x1: x0, y1: y, x2: x1, y2: y, stroke: C.border, "stroke-width": 6, "stroke-linecap": "round" }));
  for (let v = 0; v <= target; v += target >= 90 ? 10 : 5) {
    const x = x0 + ((x1 - x0) * v) / target;
    g.appendChild(svg("line", { x1: x, y1: y - 8, x2: x, y2: y + 8, stroke: C.fg3, "stroke-width": 1.5 }));
    if (v % (target >= 90 ? 30 : 10) === 0) g.appendChild(label(x, y + 20, String(v), { "font-size": 12, fill: C.fg2 }));
  }
  const markers = (view.players || []).map((p, s) => ({ value: view.coop ? null : p.score, color: ctx.color(s), text: String(s + 1), seat: s }));
  if (view.coop) {
    const team = (view.players || []).reduce((a, p) => a + p.score, 0);
    markers.length = 0;
    markers.push({ value: team, color: C.brand, text: "★" });
    markers.push({ value: view.penny.score, color: "#444444", text: "P" });
  }
  const taken = {};
  markers.forEach((m) => {
    const x0m = x0 + ((x1 - x0) * Math.min(m.value, target)) / target;
    const k = taken[Math.round(x0m / 20)] || 0;         // markers on the same spot side by side
    taken[Math.round(x0m / 20)] = k + 1;
    const x = x0m + k * 24;
    const yy = y - 16;
    g.appendChild(svg("circle", { cx: fmt(x), cy: yy, r: 12, fill: m.color, stroke: C.bg, "stroke-width": 2.5 }, [svg("title", { text: `${m.text === "P" ? "Penny Dreadful" : m.seat !== undefined ? ctx.name(m.seat) : "the players"}: ${m.value}` })]));
    g.appendChild(label(x, yy, m.text, { "font-size": 12, "font-weight": 800, fill: "#ffffff" }));
  });
  y += 40;
  // last turns of every seat (marked after each move), the Timeless Classics in play
  heading(g, 16, y + 6, "Authors");
  heading(g, 372, y + 6, "ink · remover", { "font-size": 12, "font-weight": 400 });
  y += 24;
  (view.players || []).forEach((p, s) => {
    const yy = y + s * 40;
    const box = svg("g", { class: "tw-hb-author" }, [
      svg("rect", { x: 16, y: yy, width: 440, height: 34, rx: 8, fill: C.bg2, stroke: ctx.color(s), "stroke-width": 2.5 }),
      svg("text", { x: 28, y: yy + 17, "dominant-baseline": "central", "font-size": 14, fill: C.fg,
        text: `${ctx.name(s)}: ${p.score}★${p.award ? ` · award ${p.award}` : ""}${p.last_word ? ` · last ${p.last_word}` : ""}` }),
      // the ink and remover tokens
      svg("circle", { cx: 386, cy: yy + 17, r: 12, fill: "#1f2a44", stroke: C.bg, "stroke-width": 2 }, [svg("title", { text: `${p.ink} ink` })]),
      label(386, yy + 17, String(p.ink), { "font-size": 12, "font-weight": 800, fill: "#ffffff" }),
      svg("circle", { cx: 424, cy: yy + 17, r: 12, fill: "#fdfdfd", stroke: "#555555", "stroke-width": 2 }, [svg("title", { text: `${p.remover} remover` })]),
      label(424, yy + 17, String(p.remover), { "font-size": 12, "font-weight": 800, fill: "#222222" }),
    ]);
    g.appendChild(box);
    const area = targetArea(0, 0, { rect: [16, yy, 440, 34], round: 8 });
    ctx.register(`author-${s}`, area, { label: `${ctx.name(s)}`, x: 16, y: yy });
    g.appendChild(area);
    (p.timeless || []).forEach((id, i) => {
      const x = 470 + i * 40;
      const c = cardOf(id);
      g.appendChild(svg("rect", { x, y: yy, width: 34, height: 34, rx: 6, fill: GENRE_COLORS[c.genre], stroke: C.bg, "stroke-width": 2 }, [svg("title", { text: `Timeless Classic ${GENRE_NAMES[c.genre]} ${c.letter} (${c.basic.join(", ")})` })]));
      g.appendChild(label(x + 17, yy + 17, c.letter, { "font-size": 16, "font-weight": 800, fill: "#ffffff" }));
      clickable(ctx, g, `card-${id}`, [x - 2, yy - 2, 38, 38], { label: `Timeless ${c.letter}`, x, y: yy });
    });
  });
  y += (view.players || []).length * 40 + 10;
  // Penny, awards, adverts
  let tx = 640;
  let ty = top + 110;
  if (view.penny) {
    const sig = view.penny.genre ? `${GENRE_NAMES[view.penny.genre]} signature: ${view.penny.signature}` : "no signature genre";
    heading(g, tx, ty, `Penny Dreadful: ${view.penny.score}★`, { "font-size": 16 });
    wrap(sig, 44).forEach((line, i) => g.appendChild(svg("text", { x: tx, y: ty + 20 + i * 16, "dominant-baseline": "central", "font-size": 12, fill: C.fg2, text: line })));
    ty += 74;
  }
  if (view.awards) {
    heading(g, tx, ty, "Literary Awards (letters: points)", { "font-size": 16 });
    view.awards.table.forEach(([len, pts], i) => {
      const held = view.awards.length === len;
      g.appendChild(svg("rect", { x: tx + i * 60, y: ty + 14, width: 54, height: 36, rx: 6, fill: held ? "#f1c40f" : C.bg2, stroke: C.border, "stroke-width": 1.2 }));
      g.appendChild(label(tx + i * 60 + 27, ty + 24, `${len}${len === 12 ? "+" : ""}`, { "font-size": 12, fill: held ? "#222222" : C.fg2 }));
      g.appendChild(label(tx + i * 60 + 27, ty + 40, `${pts}★`, { "font-size": 13, "font-weight": 700, fill: held ? "#222222" : C.fg }));
    });
    ty += 62;
  }
  if (view.adverts) {
    heading(g, tx, ty, "Adverts (in order, once each)", { "font-size": 16 });
    const seat = view.turn ? view.turn.seat : 0;
    const bought = ((view.players || [])[seat] || {}).adverts || 0;
    view.adverts.forEach(([cost, pts], i) => {
      g.appendChild(svg("rect", { x: tx + i * 60, y: ty + 14, width: 54, height: 36, rx: 6, fill: i < bought ? C.bg3 : C.bg2, stroke: C.border, "stroke-width": 1.2 }));
      g.appendChild(label(tx + i * 60 + 27, ty + 24, `${cost}¢`, { "font-size": 12, fill: C.fg2 }));
      g.appendChild(label(tx + i * 60 + 27, ty + 40, `${pts}★`, { "font-size": 13, "font-weight": 700, fill: C.fg }));
    });
    ty += 62;
  }
  root.appendChild(g);
  return Math.max(y, ty) - top;
}

function wrap(text, width) {
  const out = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > width) { out.push(line.trim()); line = word; } else line += " " + word;
  }
  if (line.trim()) out.push(line.trim());
  return out;
}

function renderBoard(ctx) {
  const { view } = ctx;
  CARDS = view.cards || {};
  narrow = ctx.width > 0 && ctx.width < NARROW;
  const root = svgRoot({ x: 0, y: 0, w: W, h: 1200 }, { label: "Hardback table", maxWidth: "980px", className: "tw-hb" });
  let y = 6;
  y += drawDesk(ctx, root, y);
  y += drawOffer(ctx, root, y);
  y += drawTable(ctx, root, y);
  // typed letters lay matching cards (or name the wild card's letter); Backspace takes the last card back
  root.addEventListener("keydown", (e) => onType(e, root));
  root.setAttribute("viewBox", `0 0 ${W} ${fmt(y + 10)}`);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const g = p.genres || {};
  const deck = Object.entries(g).map(([k, v]) => `${GENRE_NAMES[k][0]}${v}`).join(" ");
  return {
    score: p.score,
    items: [
      { label: "Ink", value: p.ink }, { label: "Remover", value: p.remover },
      { label: "Deck", value: p.deck }, { label: "Discard", value: p.discard.length },
      { label: "Cards", value: deck, title: "cards by genre: Starter, Adventure, Horror, Mystery, Romance" },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  return `round ${v.round}, to ${v.target} points${v.coop ? ", cooperative" : ""}`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
