// Pax Pamir board: the map of the six regions (armies by coalition, tribes by player, the ruler)
// with the nine borders (roads by coalition), the two market rows with the rupees on their cards,
// the favoured suit and the Dominance Check status, the watching player's hand, and every
// player's court in order (spies on the cards, the card actions as buttons), gifts and rupees.
// Element ids (docs/views/pax_pamir.md): market-<a0..b5>, hand-<card>, court-left-<seat>,
// court-right-<seat>, card-<card>, act-<action>-<card>, region-<region>, border-<border>,
// armies-<region>-<coalition>, roads-<border>-<coalition>, tribes-<region>-<seat>,
// spies-<card>-<seat>, gift-<seat>-<2|4|6>, player-<seat>, coalition-<coalition>; with the Wakhan
// automa at the table, its card panel: wakhan-card, wakhan-back, wakhan-action-<0..2>.
import { createApp, svg, svgRoot, html, label, C, targetArea, pieceStyle } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1010;
export const COALITION_COLOR = { afghan: "#2c6154", british: "#755466", russian: "#7a783d" };
export const SUIT_COLOR = { economic: "#ce7c18", military: "#c91b2f", political: "#91278f", intelligence: "#1075b7" };
const REGION_BOX = {
  transcaspia: [150, 36, 160, 96], persia: [6, 110, 134, 140], herat: [150, 150, 128, 116],
  kabul: [288, 142, 136, 116], kandahar: [170, 284, 140, 100], punjab: [320, 276, 104, 108],
};
const ICON_WORD = { army: "army", road: "road", tribe: "tribe", spy: "spy", leverage: "+2₨" };
const CARD_W = 92;
const CARD_H = 124;
// in a narrow cell the hands and courts are drawn this wide (cards in rows), so a card keeps its size
const NARROW_W = 640;

export function regionCentre(r) {
  const [x, y, w, h] = REGION_BOX[r];
  return [x + w / 2, y + h / 2];
}

/** Short words for a court card's impact icons: "army road spy → Political". */
export function iconLine(card) {
  return (card.icons || []).map((i) => (i.startsWith("s:") ? "→" + i.slice(2, 5) : ICON_WORD[i] || i)).join(" ");
}

/** A card name cut into at most two lines of about `n` characters. */
export function wrapName(name, n = 12) {
  const words = String(name).split(" ");
  const lines = [""];
  for (const w of words) {
    const cur = lines[lines.length - 1];
    if (!cur) lines[lines.length - 1] = w;
    else if ((cur + " " + w).length <= n) lines[lines.length - 1] = cur + " " + w;
    else lines.push(w);
  }
  const two = lines.length > 2 ? [lines[0], lines.slice(1).join(" ")] : lines;
  return two.map((l) => (l.length > n + 1 ? l.slice(0, n) + "…" : l));
}

function drawCard(ctx, cid, x, y, { id, actions = false, spies = null, coins = 0, blocked = false, cost = null } = {}) {
  const { view } = ctx;
  const card = view.cards[String(cid)] || { name: "?", kind: "court" };
  const g = svg("g", { class: "pp-card" });
  const band = card.kind === "court" ? SUIT_COLOR[card.suit] : card.kind === "dominance" ? "#444" : "#6b5b3e";
  g.appendChild(svg("rect", { x, y, width: CARD_W, height: CARD_H, rx: 6, fill: C.bg0, stroke: C.border, "stroke-width": 1.5 }));
  g.appendChild(svg("rect", { x, y, width: CARD_W, height: 20, rx: 6, fill: band }));
  if (card.kind === "court") {
    g.appendChild(svg("text", { x: x + 5, y: y + 15, "font-size": 12, fill: "#fff", "font-weight": 700, text: "★".repeat(card.rank) }));
    g.appendChild(svg("text", { x: x + CARD_W - 5, y: y + 15, "font-size": 12, fill: "#fff", "text-anchor": "end", text: card.region.slice(0, 6) }));
  } else {
    g.appendChild(svg("text", { x: x + 5, y: y + 15, "font-size": 12, fill: "#fff", "font-weight": 700, text: card.kind === "dominance" ? "Check" : "Event" }));
  }
  const lines = wrapName(card.kind === "event" ? card.bought : card.name);
  lines.forEach((l, i) => g.appendChild(svg("text", { x: x + 5, y: y + 36 + i * 15, "font-size": 12, fill: C.fg, "font-weight": 700, text: l })));
  let yy = y + 36 + lines.length * 15;
  if (card.kind === "court") {
    if (card.loyalty) {
      g.appendChild(svg("rect", { x: x + 4, y: yy - 11, width: CARD_W - 8, height: 15, rx: 3, fill: COALITION_COLOR[card.loyalty] }));
      g.appendChild(svg("text", { x: x + 8, y: yy, "font-size": 11, fill: "#fff", text: `${card.loyalty.slice(0, 3)}. patriot` }));
      yy += 15;
    } else if (card.prize) {
      g.appendChild(svg("text", { x: x + 5, y: yy, "font-size": 11, fill: COALITION_COLOR[card.prize], "font-weight": 700, text: `prize ${card.prize}` }));
      yy += 14;
    }
    const icons = iconLine(card);
    g.appendChild(svg("text", { x: x + 5, y: yy, "font-size": 11, fill: C.fg2, text: icons.length > 15 ? icons.slice(0, 14) + "…" : icons }));
    yy += 14;
    if (card.ability) g.appendChild(svg("text", { x: x + 5, y: yy, "font-size": 11, fill: C.brand, text: "◆ " + card.ability.replace(/_/g, " ").slice(0, 12) }));
    else yy -= 14;
  } else if (card.kind === "event") {
    g.appendChild(svg("text", { x: x + 5, y: yy, "font-size": 11, fill: C.fg2, text: "left: " + card.left.slice(0, 11) }));
  }
  if (!actions && card.kind === "court") {
    // beside a price the actions go a line higher where the card has room, else they are cut short
    const dots = (card.actions || []).join(" · ");
    const acts = dots.length > 15 ? (card.actions || []).join(" ") : dots;      // three actions fit the card's width
    const up = cost !== null && yy + 14 <= y + CARD_H - 22;
    const room = coins ? 6 : 9;                 // characters left of the price (and of the rupees on the card)
    const text = cost === null || up || acts.length <= room ? acts : acts.slice(0, room - 1) + "…";
    g.appendChild(svg("text", { x: x + 5, y: y + CARD_H - (up ? 22 : 8), "font-size": 11, fill: C.fg2, text }));
  }
  if (cost !== null) {
    g.appendChild(svg("text", { x: x + CARD_W - 5, y: y + CARD_H - 8, "font-size": 12, "text-anchor": "end", "font-weight": 700, fill: blocked ? C.fg3 : C.fg, text: `${cost}₨` }));
  }
  if (coins) {
    // the rupees left on a market card, beside its price (clear of the card's name)
    g.appendChild(svg("circle", { cx: x + CARD_W - 42, cy: y + CARD_H - 12, r: 9, fill: "#d4ac0d", stroke: "#7a6000" }));
    g.appendChild(svg("text", { x: x + CARD_W - 42, y: y + CARD_H - 8, "font-size": 12, "text-anchor": "middle", "font-weight": 700, fill: "#222", text: String(coins) }));
  }
  g.appendChild(targetArea(x + CARD_W / 2, y + CARD_H / 2, { rect: [x, y, CARD_W, CARD_H], round: 6 }));
  ctx.register(id || `card-${cid}`, g, { label: card.name, x: x + CARD_W / 2, y: y + CARD_H / 2 });
  const out = [g];
  if (actions && card.kind === "court") {
    const acts = card.actions || [];
    const bw = (CARD_W - 6 - (acts.length - 1) * 3) / Math.max(1, acts.length);
    acts.forEach((a, i) => {
      const bx = x + 3 + i * (bw + 3);
      const by = y + CARD_H - 32;
      const b = svg("g", { class: "pp-act" });
      const used = (view.turn.used || []).includes(cid);
      b.appendChild(svg("rect", { x: bx, y: by, width: bw, height: 30, rx: 4, fill: used ? C.bg3 : C.bg2, stroke: C.border }));
      b.appendChild(label(bx + bw / 2, by + 15, a, { "font-size": 12, fill: C.fg }));
      b.appendChild(targetArea(bx + bw / 2, by + 15, { rect: [bx, by, bw, 30], round: 4 }));
      ctx.register(`act-${a}-${cid}`, b, { label: `${a} with ${card.name}`, x: bx + bw / 2, y: by + 12 });
      out.push(b);
    });
  }
  if (spies) {
    spies.forEach((n, s) => {
      if (!n) return;
      const sx = x + 16 + s * 31;
      const sy = y + CARD_H - 50;
      const sp = svg("g", { class: "pp-spy" });
      const pc = ctx.piece(s);
      sp.appendChild(svg("circle", { cx: sx, cy: sy, r: 12, fill: pc.fill, stroke: pc.rim, "stroke-width": 2 }));
      sp.appendChild(label(sx, sy, String(n), { "font-size": 12, fill: pc.ink }));
      sp.appendChild(targetArea(sx, sy, { circle: 15 }));
      ctx.register(`spies-${cid}-${s}`, sp, { label: `${ctx.name(s)}'s spies on ${card.name}: ${n}`, x: sx, y: sy });
      out.push(sp);
    });
  }
  return out;
}

function drawMap(ctx, root) {
  const { view } = ctx;
  const m = view.map;
  root.appendChild(svg("text", { x: 10, y: 24, "font-size": 15, "font-weight": 700, fill: C.fg, text: "Afghanistan" }));
  for (const b of view.borders) {
    const [r1, r2] = b.split("_");
    const [x1, y1] = regionCentre(r1);
    const [x2, y2] = regionCentre(r2);
    root.appendChild(svg("line", { x1, y1, x2, y2, stroke: C.border, "stroke-width": 3, "stroke-dasharray": "6 4" }));
  }
  for (const r of view.regions) {
    const [x, y, w, h] = REGION_BOX[r];
    const ruler = m.rulers[r];
    const g = svg("g", { class: "pp-region" });
    g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 12, fill: C.bg2, stroke: ruler !== null && ruler !== undefined ? ctx.color(ruler) : C.border, "stroke-width": ruler !== null && ruler !== undefined ? 4 : 1.5 }));
    g.appendChild(svg("text", { x: x + 8, y: y + 17, "font-size": 13, "font-weight": 700, fill: C.fg, text: r[0].toUpperCase() + r.slice(1) }));
    if (ruler !== null && ruler !== undefined) g.appendChild(svg("text", { x: x + 8, y: y + 31, "font-size": 11, fill: C.fg2, text: `ruler: ${ctx.name(ruler)}` }));
    g.appendChild(targetArea(x + w / 2, y + h / 2, { rect: [x, y, w, h], round: 12 }));
    root.appendChild(g);
    ctx.register(`region-${r}`, g, { label: `${r}`, x: x + w / 2, y: y + h / 2 });
    let px = x + 8;
    for (const c of ["afghan", "british", "russian"]) {
      const n = m.armies[r][c];
      if (!n) continue;
      const a = svg("g", { class: "pp-army" });
      a.appendChild(svg("rect", { x: px, y: y + 38, width: 28, height: 28, rx: 3, fill: COALITION_COLOR[c], stroke: "#111" }));
      a.appendChild(label(px + 14, y + 52, String(n), { "font-size": 13, fill: "#fff" }));
      a.appendChild(targetArea(px + 14, y + 52, { rect: [px - 1, y + 37, 30, 30], round: 3 }));
      root.appendChild(a);
      ctx.register(`armies-${r}-${c}`, a, { label: `${n} ${c} armies in ${r}`, x: px + 13, y: y + 51 });
      px += 34;
    }
    let tx = x + 20;
    m.tribes[r].forEach((n, s) => {
      if (!n) return;
      const t = svg("g", { class: "pp-tribe" });
      const pc = ctx.piece(s);
      t.appendChild(svg("circle", { cx: tx, cy: y + h - 20, r: 13, fill: pc.fill, stroke: pc.rim, "stroke-width": 2 }));
      t.appendChild(label(tx, y + h - 20, String(n), { "font-size": 13, fill: pc.ink }));
      t.appendChild(targetArea(tx, y + h - 20, { circle: 15 }));
      root.appendChild(t);
      ctx.register(`tribes-${r}-${s}`, t, { label: `${ctx.name(s)}'s tribes in ${r}: ${n}`, x: tx, y: y + h - 20 });
      tx += 32;
    });
  }
  for (const b of view.borders) {
    const [r1, r2] = b.split("_");
    const [x1, y1] = regionCentre(r1);
    const [x2, y2] = regionCentre(r2);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const g = svg("g", { class: "pp-border" });
    const nroads = ["afghan", "british", "russian"].filter((c) => m.roads[b][c]).length;
    const bw = Math.max(30, nroads * 31 + 2);
    g.appendChild(svg("rect", { x: mx - bw / 2, y: my - 15, width: bw, height: 30, rx: 8, fill: C.bg0, stroke: C.fg2, "fill-opacity": nroads ? 1 : 0.6 }));
    g.appendChild(targetArea(mx, my, { rect: [mx - bw / 2, my - 15, bw, 30], round: 8 }));
    root.appendChild(g);
    ctx.register(`border-${b}`, g, { label: `${r1}–${r2} border`, x: mx, y: my });
    let rx = mx - bw / 2 + 1;
    for (const c of ["afghan", "british", "russian"]) {
      const n = m.roads[b][c];
      if (!n) continue;
      const rd = svg("g", { class: "pp-road" });
      rd.appendChild(svg("rect", { x: rx, y: my - 14, width: 30, height: 28, rx: 3, fill: COALITION_COLOR[c] }));
      rd.appendChild(label(rx + 15, my, String(n), { "font-size": 12, fill: "#fff" }));
      rd.appendChild(targetArea(rx + 15, my, { rect: [rx, my - 15, 30, 30], round: 3 }));
      root.appendChild(rd);
      ctx.register(`roads-${b}-${c}`, rd, { label: `${n} ${c} roads on ${r1}–${r2}`, x: rx + 15, y: my });
      rx += 31;
    }
  }
}

function drawMarket(ctx, root, x0, y0) {
  const { view } = ctx;
  root.appendChild(svg("text", { x: x0, y: y0 - 8, "font-size": 15, "font-weight": 700, fill: C.fg, text: `Market · ${view.deck} cards in the deck` }));
  view.market.forEach((row, r) => {
    row.forEach((slot, c) => {
      const x = x0 + c * (CARD_W + 4);
      const y = y0 + r * (CARD_H + 6);
      if (slot.card === null || slot.card === undefined) {
        const g = svg("g");
        g.appendChild(svg("rect", { x, y, width: CARD_W, height: CARD_H, rx: 6, fill: "none", stroke: C.border2, "stroke-dasharray": "4 3" }));
        if (slot.coins) g.appendChild(label(x + CARD_W / 2, y + CARD_H / 2, `${slot.coins}₨`, { "font-size": 13, fill: C.fg2 }));
        g.appendChild(targetArea(x + CARD_W / 2, y + CARD_H / 2, { rect: [x, y, CARD_W, CARD_H], round: 6 }));
        root.appendChild(g);
        ctx.register(`market-${slot.slot}`, g, { label: `empty market space ${slot.slot}` });
        return;
      }
      const cost = c * (view.favoured === "military" ? 2 : 1);
      for (const n of drawCard(ctx, slot.card, x, y, { id: `market-${slot.slot}`, coins: slot.coins, blocked: slot.blocked, cost })) root.appendChild(n);
    });
  });
}

function drawStatus(ctx, root, x0, y0) {
  const { view } = ctx;
  const d = view.dominance;
  root.appendChild(svg("rect", { x: x0, y: y0, width: 18, height: 18, rx: 3, fill: SUIT_COLOR[view.favoured] }));
  root.appendChild(svg("text", { x: x0 + 24, y: y0 + 14, "font-size": 13, fill: C.fg, "font-weight": 700, text: `Favoured suit: ${view.favoured}` }));
  root.appendChild(svg("text", { x: x0 + 250, y: y0 + 14, "font-size": 13, fill: C.fg, text: `Dominance Checks done: ${view.checks} of 4` }));
  let bx = x0;
  for (const c of ["afghan", "british", "russian"]) {
    const n = d.blocks[c];
    const cg = svg("g", { class: "pp-coalition" });
    cg.appendChild(svg("rect", { x: bx, y: y0 + 26, width: 4 + n * 7, height: 18, rx: 3, fill: COALITION_COLOR[c] }));
    cg.appendChild(svg("text", { x: bx + 8 + n * 7, y: y0 + 40, "font-size": 12, fill: C.fg, text: `${c} ${n}` }));
    cg.appendChild(targetArea(bx + 60, y0 + 35, { rect: [bx - 3, y0 + 19, 150, 32], round: 4 }));
    root.appendChild(cg);
    ctx.register(`coalition-${c}`, cg, { label: `${c} coalition: ${n} blocks`, x: bx + 60, y: y0 + 35 });
    bx += 4 + 12 * 7 + 66;
  }
  const lead = d.dominant ? `${d.dominant} dominant (lead ${d.lead})` : d.leader ? `${d.leader} leads by ${d.lead}, needs ${d.need}` : "no coalition leads";
  root.appendChild(svg("text", { x: x0, y: y0 + 62, "font-size": 13, fill: d.dominant ? C.success : C.fg2, text: `A check now: ${lead}` }));
  (view.effects || []).slice(0, 1).forEach((e, i) => root.appendChild(svg("text", { x: x0, y: y0 + 80 + i * 16, "font-size": 12, fill: C.warn, text: e.slice(0, 80) + ((view.effects.length > 1) ? ` (+${view.effects.length - 1} more)` : "") })));
}

/** How many court cards a row holds in a drawing `bw` wide (all of them in the wide drawing). */
const courtRow = (bw) => (bw < W ? Math.floor((bw - 80) / (CARD_W + 4)) : Infinity);

/** The height of a player's band: one row of court cards, or in a narrow drawing a second header
 *  line and as many rows as the court needs. */
export function playerHeight(p, bw = W) {
  if (bw >= W) return CARD_H + 48;
  return 60 + Math.max(1, Math.ceil(p.court.length / courtRow(bw))) * (CARD_H + 6);
}

function drawPlayer(ctx, root, seat, y0, bw = W) {
  const { view } = ctx;
  const p = view.players[seat];
  const narrow = bw < W;
  const g = svg("g", { class: "pp-player" });
  g.appendChild(svg("rect", { x: 4, y: y0, width: bw - 8, height: playerHeight(p, bw) - 6, rx: 8, fill: seat === view.turn.seat ? C.bg2 : "none", stroke: ctx.color(seat), "stroke-width": 2 }));
  const loy = p.loyalty ? p.loyalty : "no loyalty yet";
  const counts = `${p.score} points · ${p.rupees} rupees · influence ${p.influence} · hand ${p.hand_count}/${p.hand_limit} · court ${p.court.length}/${p.court_limit}`;
  g.appendChild(svg("text", { x: 14, y: y0 + 20, "font-size": 14, "font-weight": 700, fill: C.fg, text: narrow ? `${ctx.name(seat)} · ${loy}` : `${ctx.name(seat)} · ${loy} · ${counts}` }));
  if (narrow) g.appendChild(svg("text", { x: 14, y: y0 + 44, "font-size": 13, fill: C.fg, text: counts }));
  g.appendChild(targetArea(150, y0 + 15, { rect: [8, y0 + 1, 300, 30], round: 6 }));
  root.appendChild(g);
  ctx.register(`player-${seat}`, g, { label: `${ctx.name(seat)}`, x: 150, y: y0 + 14 });
  if (p.loyalty) root.appendChild(svg("rect", { x: bw - 250, y: y0 + 7, width: 14, height: 14, fill: COALITION_COLOR[p.loyalty] }));
  [2, 4, 6].forEach((v, i) => {
    const gx = bw - 220 + i * 70;
    const gg = svg("g", { class: "pp-gift" });
    const has = p.gifts[i];
    gg.appendChild(svg("rect", { x: gx, y: y0 + 2, width: 62, height: 30, rx: 5, fill: has ? ctx.color(seat) : C.bg0, stroke: C.border }));
    gg.appendChild(label(gx + 31, y0 + 17, `gift ${v}`, { "font-size": 12, fill: has ? ctx.piece(seat).ink : C.fg2 }));
    gg.appendChild(targetArea(gx + 31, y0 + 17, { rect: [gx, y0 + 2, 62, 30], round: 5 }));
    root.appendChild(gg);
    ctx.register(`gift-${seat}-${v}`, gg, { label: `${ctx.name(seat)}'s gift space ${v}`, x: gx + 31, y: y0 + 15 });
  });
  const cy = y0 + (narrow ? 54 : 36);
  const ends = (side, x, ey = cy) => {
    const e = svg("g", { class: "pp-end" });
    e.appendChild(svg("rect", { x, y: ey, width: 30, height: CARD_H, rx: 6, fill: "none", stroke: C.border2, "stroke-dasharray": "4 3" }));
    e.appendChild(label(x + 15, ey + CARD_H / 2, side === "left" ? "◀" : "▶", { "font-size": 14, fill: C.fg2 }));
    e.appendChild(targetArea(x + 15, ey + CARD_H / 2, { rect: [x, ey, 30, CARD_H], round: 6 }));
    root.appendChild(e);
    ctx.register(`court-${side}-${seat}`, e, { label: `${side} end of ${ctx.name(seat)}'s court`, x: x + 15, y: ey + CARD_H / 2 });
  };
  ends("left", 10);
  if (narrow) {
    // rows of whole cards, the right end after the last one
    const k = courtRow(bw);
    p.court.forEach((c, i) => {
      for (const n of drawCard(ctx, c.id, 44 + (i % k) * (CARD_W + 4), cy + Math.floor(i / k) * (CARD_H + 6), { actions: true, spies: c.spies })) root.appendChild(n);
    });
    const last = Math.max(0, p.court.length - 1);
    ends("right", p.court.length ? 44 + ((last % k) + 1) * (CARD_W + 4) + 2 : 46, cy + Math.floor(last / k) * (CARD_H + 6));
    return;
  }
  const step = Math.min(CARD_W + 4, (W - 90 - CARD_W) / Math.max(1, p.court.length - 1 || 1));
  p.court.forEach((c, i) => {
    for (const n of drawCard(ctx, c.id, 44 + i * step, cy, { actions: true, spies: c.spies })) root.appendChild(n);
  });
  ends("right", Math.min(W - 40, 44 + p.court.length * step + 2));
}

/** How many hand cards a row holds in a drawing `bw` wide (all of them in the wide drawing). */
const handRowCards = (bw) => (bw < W ? Math.floor((bw - 10) / (CARD_W + 6)) : Infinity);

function drawHand(ctx, root, seat, y0, bw = W) {
  const { view } = ctx;
  const p = view.players[seat];
  const k = handRowCards(bw);
  root.appendChild(svg("text", { x: 10, y: y0 + 16, "font-size": 14, "font-weight": 700, fill: C.fg, text: `${ctx.name(seat)}'s hand` + (p.hand.length ? "" : ": empty") }));
  p.hand.forEach((cid, i) => {
    for (const n of drawCard(ctx, cid, 10 + (i % k) * (CARD_W + 6), y0 + 24 + Math.floor(i / k) * (CARD_H + 6), { id: `hand-${cid}` })) root.appendChild(n);
  });
}

export const WAKHAN_COLOR = "#8a70b2";
const WAKHAN_WORDS = {
  tax: "Tax", gift: "Gift", build: "Build", move: "Move", betray: "Betray", battle: "Battle", radicalize: "Radicalize",
};

/** Short words for a Wakhan card instruction ("radicalize_highest_ranked_political" → "Radicalize: highest ranked political"). */
export function wakhanWords(action) {
  if (WAKHAN_WORDS[action]) return WAKHAN_WORDS[action];
  const [head, ...rest] = action.split("_");
  return `${head[0].toUpperCase()}${head.slice(1)}: ${rest.join(" ").replace("favored", "favoured")}`;
}

/** Gives this draw's ctx Wakhan's name, colour and pieces for its seat (it is not one of the table's
 *  seats), and marks what its last turn touched with the other seats' last moves. */
function withWakhan(ctx) {
  const wk = ctx.view.wakhan;
  if (!wk) return ctx;
  const { name, color, piece } = ctx;
  ctx.name = (s) => (s === wk.seat ? "Wakhan" : name(s));
  ctx.color = (s) => (s === wk.seat ? WAKHAN_COLOR : color(s));
  ctx.piece = (s) => (s === wk.seat ? pieceStyle(WAKHAN_COLOR) : piece(s));
  if (wk.marks && wk.marks.length) ctx.view.marks = { ...(ctx.view.marks || {}), [wk.seat]: wk.marks };
  return ctx;
}

function wrapText(text, n) {
  const out = [""];
  for (const w of String(text).split(" ")) {
    const cur = out[out.length - 1];
    if (!cur) out[out.length - 1] = w;
    else if ((cur + " " + w).length <= n) out[out.length - 1] = cur + " " + w;
    else out.push(w);
  }
  return out;
}

/** Wakhan's panel: its current card (actions in order, pragmatic loyalty, region order), the back of
 *  its deck's top card with the arrows' picks, and what it did on its last turn. */
export const WAKHAN_PANEL_H = 212;
// in a narrow drawing the back of the next card goes under Wakhan's card, its last turn beside it
const WAKHAN_NARROW_DROP = 176;
export const wakhanHeight = (bw = W) => WAKHAN_PANEL_H + (bw < W ? WAKHAN_NARROW_DROP : 0);
function drawWakhan(ctx, root, y0, bw = W) {
  const narrow = bw < W;
  const { view } = ctx;
  const wk = view.wakhan;
  const card = wk.front !== null && wk.front !== undefined ? (view.wakhan_cards || {})[String(wk.front)] : null;
  const g = svg("g", { class: "pp-wakhan" });
  g.appendChild(svg("rect", { x: 4, y: y0, width: bw - 8, height: wakhanHeight(bw) - 8, rx: 8, fill: "none", stroke: WAKHAN_COLOR, "stroke-width": 2 }));
  const variants = wk.variants.length ? ` · variants: ${wk.variants.map((v) => v.replace("_", " ")).join(", ")}` : "";
  const loy = view.players[wk.seat].loyalty;
  const head = `Wakhan's card · ${wk.mode} rules${variants} · loyal to ${loy || "nobody yet"} · deck ${wk.deck}, discard ${wk.discard}`;
  g.appendChild(svg("text", { x: 14, y: y0 + 20, "font-size": narrow ? 13 : 14, "font-weight": 700, fill: C.fg, text: narrow && head.length > 78 ? head.slice(0, 77) + "…" : head }));
  root.appendChild(g);
  const front = svg("g", { class: "pp-wakhan-card" });
  front.appendChild(svg("rect", { x: 14, y: y0 + 30, width: 440, height: 168, rx: 6, fill: C.bg0, stroke: WAKHAN_COLOR, "stroke-width": 1.5 }));
  if (!card) {
    front.appendChild(svg("text", { x: 24, y: y0 + 56, "font-size": 13, fill: C.fg2, text: "No card yet: Wakhan draws one as its turn begins." }));
  } else {
    front.appendChild(svg("text", { x: 24, y: y0 + 48, "font-size": 13, "font-weight": 700, fill: C.fg, text: `Card ${card.id} · red arrow ${wk.red_arrow.replace("_", "-")} · column ${wk.column}` }));
    const mine = view.turn.seat === wk.seat;
    card.actions.forEach((a, i) => {
      const ag = svg("g", { class: "pp-wakhan-action" });
      const words = (card.words && card.words[i]) || wakhanWords(a);
      const lines = wrapText(`${i + 1}. ${words[0].toUpperCase()}${words.slice(1)}`, 62).slice(0, 2);
      ag.appendChild(svg("rect", { x: 20, y: y0 + 54 + i * 36, width: 428, height: 34, rx: 4, fill: mine && wk.next_action === i ? C.bg2 : "none", stroke: C.border }));
      lines.forEach((l, j) => ag.appendChild(svg("text", { x: 26, y: y0 + 68 + i * 36 + j * 14 + (lines.length === 1 ? 6 : 0), "font-size": 12, fill: C.fg, text: l })));
      front.appendChild(ag);
      ctx.register(`wakhan-action-${i}`, ag, { label: `Wakhan's action ${i + 1}: ${words}`, x: 230, y: y0 + 70 + i * 36 });
    });
    front.appendChild(svg("text", { x: 24, y: y0 + 176, "font-size": 12, fill: C.fg2, text: `Loyalty order: ${card.pragmatic.join(" › ")}` }));
    front.appendChild(svg("text", { x: 24, y: y0 + 191, "font-size": 12, fill: C.fg2, text: `Regions: ${card.region_order.join(" › ")}` }));
  }
  root.appendChild(front);
  ctx.register("wakhan-card", front, { label: card ? `Wakhan's card ${card.id}` : "Wakhan's card", x: 230, y: y0 + 100 });
  const back = svg("g", { class: "pp-wakhan-back", transform: narrow ? `translate(-448 ${WAKHAN_NARROW_DROP})` : null });
  back.appendChild(svg("rect", { x: 462, y: y0 + 30, width: 180, height: 168, rx: 6, fill: C.bg0, stroke: C.border }));
  back.appendChild(svg("text", { x: 472, y: y0 + 48, "font-size": 12, "font-weight": 700, fill: C.fg, text: "Back of the next card" }));
  if (wk.back) {
    wk.back.columns.forEach((col, i) => {
      const picked = card && card.column_arrow === i;
      back.appendChild(svg("rect", { x: 472 + i * 27, y: y0 + 60, width: 24, height: 26, rx: 4, fill: picked ? WAKHAN_COLOR : "none", stroke: C.border }));
      back.appendChild(label(484 + i * 27, y0 + 73, String(col), { "font-size": 13, fill: picked ? "#fff" : C.fg }));
    });
    back.appendChild(svg("text", { x: 472, y: y0 + 102, "font-size": 11, fill: C.fg2, text: "column; row and court end:" }));
    wk.back.row_side.forEach((side, i) => {
      const picked = card && card.row_arrow === i;
      back.appendChild(svg("rect", { x: 472, y: y0 + 110 + i * 30, width: 160, height: 26, rx: 4, fill: picked ? WAKHAN_COLOR : "none", stroke: C.border }));
      back.appendChild(label(552, y0 + 123 + i * 30, side === "top_left" ? "top row · left end" : "bottom row · right end", { "font-size": 12, fill: picked ? "#fff" : C.fg }));
    });
  }
  root.appendChild(back);
  ctx.register("wakhan-back", back, { label: "Back of Wakhan's next card", x: narrow ? 104 : 552, y: y0 + 110 + (narrow ? WAKHAN_NARROW_DROP : 0) });
  const lines = [];
  for (const line of wk.log || []) for (const l of wrapText(line, 50)) lines.push(l);
  const lx = narrow ? 204 : 652;
  const ly = narrow ? y0 + WAKHAN_NARROW_DROP : y0;
  root.appendChild(svg("text", { x: lx, y: ly + 44, "font-size": 12, "font-weight": 700, fill: C.fg, text: wk.log && wk.log.length ? "Wakhan's last turn" : "Wakhan has not played yet" }));
  lines.slice(-10).forEach((l, i) => root.appendChild(svg("text", { x: lx, y: ly + 62 + i * 14, "font-size": 11, fill: C.fg2, text: l })));
}

function renderBoard(ctx0) {
  const ctx = withWakhan(ctx0);
  const { view } = ctx;
  const n = view.players.length;
  const me = view.seat !== null && view.seat !== undefined ? view.seat : null;
  const showHands = view.players.map((p, s) => s).filter((s) => view.players[s].hand !== null);
  // the map and the market (what most turns begin with) fit the window; the hands and courts follow.
  // In a narrow cell the map and the market are drawn one under the other and the hands and courts
  // NARROW_W wide, cards in rows, so that nothing shrinks much below its designed size.
  const narrow = isNarrow(ctx);
  const bw = narrow ? NARROW_W : W;
  const tops = narrow
    ? stackParts([
      { label: "Pax Pamir: map", x: 0, y: 0, w: 430, h: 392, draw: (root) => drawMap(ctx, root) },
      { label: "Pax Pamir: market", x: 430, y: 0, w: 580, h: 400, draw: (root) => { drawMarket(ctx, root, 434, 40); drawStatus(ctx, root, 434, 308); } },
    ], { className: "tw-pp", scale: 1.1 })
    : svgRoot({ x: 0, y: 0, w: W, h: 400 }, { label: "Pax Pamir: map and market", maxWidth: "1010px", className: "tw-pp" });
  if (!narrow) {
    drawMap(ctx, tops);
    drawMarket(ctx, tops, 434, 40);
    drawStatus(ctx, tops, 434, 308);
  }
  const handRow = (s) => {
    const k = view.players[s].hand.length;
    return k ? 32 + (narrow ? Math.ceil(k / handRowCards(bw)) : 1) * (CARD_H + 6) - 6 : 30;
  };
  const wakhanH = view.wakhan ? wakhanHeight(bw) : 0;
  const H = showHands.reduce((a, s) => a + handRow(s), 0) + view.players.reduce((a, p) => a + playerHeight(p, bw), 0) + 6 + wakhanH;
  const bottom = svgRoot({ x: 0, y: 0, w: bw, h: H }, { label: "Pax Pamir: hands and courts", maxWidth: `${Math.round(bw * (narrow ? 1.1 : 1))}px`, className: "tw-pp" });
  let y = 0;
  for (const s of showHands) { drawHand(ctx, bottom, s, y, bw); y += handRow(s); }
  if (view.wakhan) { drawWakhan(ctx, bottom, y, bw); y += wakhanH; }
  for (let i = 0; i < n; i++) {
    const s = me === null ? i : (me + i) % n;
    drawPlayer(ctx, bottom, s, y, bw);
    y += playerHeight(view.players[s], bw);
  }
  return html("div", { class: "tw-pp-stack", style: "display: flex; flex-direction: column; gap: 6px; width: 100%" }, [tops, bottom]);
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  const stars = Object.entries(p.stars).filter(([, v]) => v).map(([k, v]) => `${k} ${v}`).join(", ") || "none";
  return {
    score: p.score,
    items: [
      { label: "Loyalty", value: p.loyalty || "—" },
      { label: "Rupees", value: p.rupees },
      { label: "Influence", value: p.influence },
      { label: "Stars", value: stars },
      { label: "Cylinders left", value: p.cylinders },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  if (v.phase === "loyalty") return "choosing starting loyalties";
  return `favoured: ${v.favoured} · checks ${v.checks}/4 · deck ${v.deck}`;
}

export default createApp({ renderBoard, describeExtras, describeGame });
