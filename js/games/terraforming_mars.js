// Terraforming Mars board: the map (Tharsis, Hellas or Elysium) with its 61 spaces, tiles and placement
// bonuses (left), the three
// global parameters and the generation, the standard projects and conversions, the milestones and
// awards with their leaders, and the cards in front of the watching seat (hand, research offer,
// corporations, preludes, draft picks: private) on the right; each player's board below the map
// with resources, production, TR, tags and the played cards (blue actions clickable) with their
// resources.
// Element ids: space-<x,y> / space-phobos / space-ganymede, card-<id>, std-<kind>, conv-greenery,
// conv-heat, ms-<milestone>, aw-<award>, player-<seat> (docs/views/terraforming_mars.md).
import { createApp, svg, svgRoot, html, label, fmt, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1000;
const R = 30;                       // hex radius
const HX = Math.sqrt(3) * R;        // width of a hex
const MAP_X = 20;
const MAP_Y = 20;
const RIGHT = 556;
const RW = 436;                     // width of the right column
const CW = 140;
const CH = 124;

export const KIND_COLORS = { automated: "#3f8f4a", active: "#2f6db3", event: "#b8433a", corporation: "#6b6b6b", prelude: "#b05f95" };
export const TILE_COLORS = { ocean: "#2f7fd0", greenery: "#3c9a43", city: "#8d8d8d", special: "#8a5a2b" };
const BONUS_GLYPH = { steel: "St", ti: "Ti", plants: "P", card: "C", heat: "H", ocean: "6€≈" };
const RES_LABEL = { mc: "M€", steel: "Steel", ti: "Titan", plants: "Plant", energy: "Energy", heat: "Heat" };
const RES_COLOR = { mc: "#c9a227", steel: "#8b5a2b", ti: "#7c7c9c", plants: "#3c9a43", energy: "#8e44ad", heat: "#d35400" };

/** Centre of a space on the board (static ``spaces`` give positions in hex widths). */
export function spaceCenter(sp) {
  const [x, y] = sp.xy;
  return [MAP_X + HX * (x - 0.5), MAP_Y + R + y * 1.5 * R / 0.866];
}

/** A short summary of a bonus list ("2 P", "St Ti"). */
export function bonusText(bonus) {
  const counts = {};
  (bonus || []).forEach((b) => { counts[b] = (counts[b] || 0) + 1; });
  return Object.entries(counts).map(([b, n]) => (n > 1 ? `${n}${BONUS_GLYPH[b]}` : BONUS_GLYPH[b])).join(" ");
}

/** Greedy word wrap to ``width`` characters, at most ``lines`` lines (the last ends with …). */
export function wrap(text, width, lines = 99) {
  const out = [];
  let line = "";
  for (const word of String(text || "").split(/\s+/)) {
    if (!word) continue;
    if ((line + " " + word).trim().length > width) { out.push(line.trim()); line = word; } else line += " " + word;
  }
  if (line.trim()) out.push(line.trim());
  if (out.length > lines) { out.length = lines; out[lines - 1] = out[lines - 1].replace(/.{0,2}$/, "…"); }
  return out;
}

function hexPath(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 90);
    pts.push(`${fmt(cx + r * Math.cos(a))},${fmt(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join("L")}Z`;
}

function text(x, y, t, attrs = {}) {
  return svg("text", { x: fmt(x), y: fmt(y), "dominant-baseline": "central", "font-size": 13, fill: C.fg, text: t, ...attrs });
}

// ---------------------------------------------------------------- Mars
function drawMap(ctx, root) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-tm-map" });
  const spaces = view.spaces || {};
  const tiles = view.tiles || {};
  g.appendChild(svg("rect", { x: 4, y: 4, width: 540, height: 500, rx: 18, fill: "#5a2a1a", opacity: 0.16 }));
  for (const [key, sp] of Object.entries(spaces)) {
    const [cx, cy] = key === "phobos" || key === "ganymede"
      ? [MAP_X + 36 + (key === "phobos" ? 0 : 1) * 70, MAP_Y + 444]
      : spaceCenter(sp);
    const tile = tiles[key];
    const base = sp.ocean ? "#9cc7ec" : key === "phobos" || key === "ganymede" ? "#30304a" : "#d9905c";
    const fill = tile ? TILE_COLORS[tile[0]] : base;
    const hex = svg("path", { d: hexPath(cx, cy, R - 2), fill, stroke: sp.volcanic ? "#5b1d0e" : "#7a4327", "stroke-width": sp.volcanic ? 3 : 1.5 },
      [svg("title", { text: `${sp.name || "space " + key}${sp.ocean ? ", ocean space" : ""}${sp.bonus.length ? ", bonus " + sp.bonus.join(" ") : ""}${tile ? `: ${tile[0]}${tile[1] !== null ? " of " + ctx.name(tile[1]) : ""}` : ""}` })]);
    g.appendChild(hex);
    if (tile) {
      const glyph = { ocean: "≈", greenery: "♣", city: "▣", special: "◆" }[tile[0]];
      g.appendChild(label(cx, cy - 6, glyph, { "font-size": 22, fill: "#ffffff", "font-weight": 800 }));
      if (tile[1] !== null && tile[1] !== undefined) {
        g.appendChild(svg("circle", { cx: fmt(cx), cy: fmt(cy + 16), r: 8, fill: ctx.color(tile[1]), stroke: "#222222", "stroke-width": 1.5 }));
      }
    } else {
      const claim = (view.claims || {})[key];
      if (claim !== undefined) {
        g.appendChild(svg("circle", { cx: fmt(cx + 14), cy: fmt(cy - 14), r: 8, fill: ctx.color(claim), stroke: "#222222", "stroke-width": 1.5 },
          [svg("title", { text: `claimed by ${ctx.name(claim)}` })]));
      }
      const b = bonusText(sp.bonus);
      if (b) g.appendChild(label(cx, cy + 2, b, { "font-size": 13, "font-weight": 700, fill: sp.ocean ? "#0b3b66" : "#3b1a0a" }));
      if (key === "phobos" || key === "ganymede") g.appendChild(label(cx, cy, key === "phobos" ? "Phob." : "Gan.", { "font-size": 12, fill: "#ffffff" }));
      else if (sp.name === "Noctis City") g.appendChild(label(cx, cy + 15, "Noctis", { "font-size": 11, fill: "#3b1a0a" }));
    }
    const area = targetArea(0, 0, { path: hexPath(cx, cy, R - 2) });
    ctx.register(`space-${key}`, area, { label: `space ${sp.name || key}`, x: cx, y: cy });
    g.appendChild(area);
  }
  root.appendChild(g);
}

// ---------------------------------------------------------------- parameters, projects, milestones
function drawTrack(g, x, y, w, title, value, min, max, step, goalText, colour) {
  const n = Math.round((max - min) / step);
  const cell = w / n;
  g.appendChild(text(x, y, `${title}: ${goalText}`, { "font-size": 14, "font-weight": 700 }));
  for (let i = 0; i < n; i++) {
    const filled = min + (i + 1) * step <= value;
    g.appendChild(svg("rect", { x: fmt(x + i * cell), y: y + 12, width: fmt(cell - 1.5), height: 14, rx: 2, fill: filled ? colour : C.bg2, stroke: C.border, "stroke-width": 0.8 }));
  }
}

function drawPanel(ctx, root) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-tm-panel" });
  const p = view.params || {};
  let y = 16;
  const phase = { setup: "setup", research: "research", draft: "draft", prelude: "preludes", action: "actions", final: "final greenery", over: "game over" }[view.phase] || view.phase;
  const mapName = { tharsis: "Tharsis", hellas: "Hellas", elysium: "Elysium" }[view.map] || "";
  g.appendChild(text(RIGHT, y, `${mapName ? mapName + " · " : ""}Gen. ${view.gen}${view.solo ? " (solo)" : ""} · ${phase} · deck ${view.deck}`, { "font-size": 15, "font-weight": 700 }));
  y += 24;
  drawTrack(g, RIGHT, y, RW, "Temperature", p.temp, -30, 8, 2, `${p.temp} °C (goal +8)`, "#d35400");
  y += 38;
  drawTrack(g, RIGHT, y, RW, "Oxygen", p.oxygen, 0, 14, 1, `${p.oxygen} % (goal 14)`, "#3c9a43");
  y += 38;
  drawTrack(g, RIGHT, y, RW, "Oceans", p.oceans, 0, 9, 1, `${p.oceans} of 9`, "#2f7fd0");
  y += 40;
  const me = view.seat !== null && view.seat !== undefined ? (view.players || [])[view.seat] : null;
  const projects = [["std-power", "Power plant", "11"], ["std-asteroid", "Asteroid", "14"], ["std-aquifer", "Aquifer", "18"],
    ["std-greenery", "Greenery", "23"], ["std-city", "City", "25"], ["conv-greenery", "Plants → greenery", "8 plants"], ["conv-heat", "Heat → °C", "8 heat"]];
  projects.forEach(([id, name, cost], i) => {
    const bw = i < 4 ? 106 : 142;
    const x = RIGHT + (i < 4 ? i * 110 : (i - 4) * 146);
    const yy = y + (i < 4 ? 0 : 46);
    g.appendChild(svg("rect", { x, y: yy, width: bw, height: 42, rx: 8, fill: C.bg2, stroke: C.border, "stroke-width": 1.2 }));
    g.appendChild(label(x + bw / 2, yy + 13, name, { "font-size": 13, "font-weight": 700, fill: C.fg }));
    g.appendChild(label(x + bw / 2, yy + 30, cost.includes(" ") ? cost : `${cost} M€`, { "font-size": 12, fill: C.fg2 }));
    const area = targetArea(0, 0, { rect: [x, yy, bw, 42], round: 8 });
    ctx.register(id, area, { label: `${name} (${cost})`, x, y: yy });
    g.appendChild(area);
  });
  y += 98;
  const rows = [["Milestones (8 M€, 5 VP)", view.milestones || [], "ms"], [`Awards (${view.award_cost ? view.award_cost + " M€" : "all funded"})`, view.awards || [], "aw"]];
  for (const [title, items, prefix] of rows) {
    if (!items.length) continue;
    g.appendChild(text(RIGHT, y + 6, title, { "font-size": 13, "font-weight": 700 }));
    y += 16;
    items.forEach((it, i) => {
      const x = RIGHT + i * 88;
      const owner = prefix === "ms" ? it.owner : it.funder;
      const taken = owner !== null && owner !== undefined;
      g.appendChild(svg("rect", { x, y, width: 85, height: 46, rx: 8, fill: C.bg2, stroke: taken ? C.brand : C.border, "stroke-width": taken ? 3 : 1.2 }));
      if (taken) {
        g.appendChild(svg("circle", { cx: x + 9, cy: y + 9, r: 6, fill: ctx.color(owner), stroke: C.fg, "stroke-width": 1.2 },
          [svg("title", { text: `${prefix === "ms" ? "claimed" : "funded"} by ${ctx.name(owner)}` })]));
      }
      const ink = C.fg;
      const title = it.name || it.id[0].toUpperCase() + it.id.slice(1);
      g.appendChild(label(x + 42, y + 13, title, { "font-size": title.length > 11 ? 11 : 12, "font-weight": 700, fill: ink }));
      let sub = it.text;
      if (prefix === "aw") {
        const vals = it.values || [];
        const best = Math.max(...vals);
        const leaders = vals.map((v, s) => (v === best ? s : -1)).filter((s) => s >= 0);
        sub = `${leaders.length > 2 ? "tie" : leaders.map((s) => `P${s + 1}`).join(" ")}: ${best}`;
      } else {
        sub = (it.met || []).length ? `met: ${it.met.map((s) => `P${s + 1}`).join(" ")}` : it.text.replace(" or more", "+");
      }
      if (taken && prefix === "ms") sub = `by P${owner + 1}`;
      g.appendChild(label(x + 42, y + 31, sub.length > 13 ? sub.slice(0, 12) + "…" : sub, { "font-size": 11, fill: C.fg2 }));
      g.appendChild(svg("title", { text: `${title}: ${it.text}` }));
      const area = targetArea(0, 0, { rect: [x, y, 85, 46], round: 8 });
      ctx.register(`${prefix}-${it.id}`, area, { label: `${title}: ${it.text}`, x, y });
      g.appendChild(area);
    });
    y += 54;
  }
  root.appendChild(g);
  return y;
}

// ---------------------------------------------------------------- cards
function drawCard(ctx, g, x, y, id, { note = "", selected = false } = {}) {
  const c = (ctx.view.cards || {})[id] || { name: id, kind: "automated", tags: [], text: "", cost: 0 };
  const col = KIND_COLORS[c.kind] || C.fg3;
  const cost = c.kind === "corporation" ? `${c.start_mc} M€` : c.kind === "prelude" ? "prelude" : `${((ctx.view.me || {}).costs || {})[id] ?? c.cost} M€`;
  const kids = [svg("title", { text: `${c.name} (${cost}). ${c.req ? "Needs " + c.req + ". " : ""}${c.text}${c.vp ? " " + c.vp + "." : ""}${c.tags.length ? " Tags: " + c.tags.join(", ") + "." : ""}` }),
    svg("rect", { width: CW, height: CH, rx: 8, fill: C.bg, stroke: selected ? C.brand : col, "stroke-width": selected ? 4 : 2 }),
    svg("rect", { x: 2, y: 2, width: CW - 4, height: 22, rx: 6, fill: col }),
    text(8, 13, cost, { "font-size": 12, "font-weight": 700, fill: "#ffffff" }),
    text(CW - 6, 13, c.tags.map((t) => t.slice(0, 3)).join(" "), { "font-size": 11, fill: "#ffffff", "text-anchor": "end" })];
  wrap(c.name, 18, 2).forEach((line, i) => kids.push(text(7, 35 + i * 14, line, { "font-size": 13, "font-weight": 700 })));
  let ty = c.name.length > 18 ? 66 : 54;
  if (c.req) wrap(`needs ${c.req}`, 21, 2).forEach((line) => { kids.push(text(7, ty, line, { "font-size": 12, fill: C.warn })); ty += 13; });
  wrap(c.text, 21, Math.max(1, Math.floor((CH - 18 - ty) / 13))).forEach((line, i) => kids.push(text(7, ty + i * 13, line, { "font-size": 12, fill: C.fg2 })));
  if (c.vp || note) kids.push(text(7, CH - 9, note || c.vp, { "font-size": 11, "font-weight": 700, fill: note ? C.brand : C.fg }));
  g.appendChild(svg("g", { class: "tw-card tw-tm-card", transform: `translate(${fmt(x)} ${fmt(y)})` }, kids));
  const area = targetArea(0, 0, { rect: [x, y, CW, CH], round: 8 });
  ctx.register(`card-${id}`, area, { label: c.name, x, y });
  g.appendChild(area);
}

function drawMine(ctx, root, top) {
  const { view } = ctx;
  const me = view.me;
  if (!me) return top;
  const g = svg("g", { class: "tw-tm-mine" });
  const groups = [];
  if (me.corps && me.corps.length) groups.push(["Corporations", me.corps, (id) => (me.chosen === id ? "chosen" : "")]);
  if (me.preludes && me.preludes.length) groups.push([view.phase === "setup" ? "Preludes (keep 2)" : "Preludes to play", me.preludes, (id) => ((me.pkeep || []).includes(id) ? "kept" : "")]);
  if (me.dhand && me.dhand.length) groups.push(["Draft: pick one", me.dhand, () => ""]);
  if (me.picked && me.picked.length) groups.push(["Drafted", me.picked, () => ""]);
  if (me.offer && me.offer.length) groups.push([view.phase === "setup" ? "Starting cards (3 M€ each)" : "Research (3 M€ each)", me.offer, (id) => ((me.keep || []).includes(id) ? "kept" : "")]);
  groups.push([`Your hand (${(me.hand || []).length})`, me.hand || [], () => ""]);
  let y = top;
  const perRow = 3;
  for (const [title, ids, note] of groups) {
    g.appendChild(text(RIGHT, y + 8, title, { "font-size": 14, "font-weight": 700 }));
    y += 20;
    ids.forEach((id, i) => {
      const n = note(id);
      drawCard(ctx, g, RIGHT + (i % perRow) * (CW + 6), y + Math.floor(i / perRow) * (CH + 6), id, { note: n, selected: !!n });
    });
    y += Math.ceil(ids.length / perRow) * (CH + 6) + 6;
    if (!ids.length) y += 4;
  }
  root.appendChild(g);
  return y;
}

// ---------------------------------------------------------------- players
function drawPlayers(ctx, root, top) {
  const { view } = ctx;
  const g = svg("g", { class: "tw-tm-players" });
  let y = top;
  const cards = view.cards || {};
  (view.players || []).forEach((p, s) => {
    const played = (p.corp ? [p.corp] : []).concat(p.played || []);
    const rows = Math.ceil(played.length / 3);
    const h = 96 + rows * 30;
    g.appendChild(svg("rect", { x: 6, y, width: 538, height: h, rx: 10, fill: C.bg2, stroke: ctx.color(s), "stroke-width": 3 }));
    const area = targetArea(0, 0, { rect: [6, y, 538, 26], round: 8 });
    ctx.register(`player-${s}`, area, { label: ctx.name(s), x: 6, y });
    g.appendChild(area);
    const current = view.to_move && view.to_move.includes(s);
    g.appendChild(text(16, y + 14, `${ctx.name(s)} · TR ${p.tr} · ${p.vp} VP · hand ${p.hand}${p.passed ? " · passed" : ""}${current ? " · to move" : ""}`, { "font-size": 14, "font-weight": 700 }));
    Object.keys(RES_LABEL).forEach((r, i) => {
      const x = 14 + i * 87;
      g.appendChild(svg("rect", { x, y: y + 28, width: 83, height: 34, rx: 6, fill: RES_COLOR[r], opacity: 0.9 }));
      g.appendChild(label(x + 41, y + 38, RES_LABEL[r], { "font-size": 11, fill: "#ffffff" }));
      g.appendChild(label(x + 41, y + 53, `${p.res[r]} (${p.prod[r] >= 0 ? "+" : ""}${p.prod[r]})`, { "font-size": 13, "font-weight": 700, fill: "#ffffff" }));
    });
    const tags = Object.entries(p.tags || {}).map(([t, n]) => `${t} ${n}`).join(" · ");
    g.appendChild(text(16, y + 76, tags ? `Tags: ${tags}` : "No tags yet", { "font-size": 12, fill: C.fg2 }));
    played.forEach((id, i) => {
      const c = cards[id] || { name: id, kind: "automated" };
      const x = 14 + (i % 3) * 175;
      const yy = y + 90 + Math.floor(i / 3) * 30;
      const res = (p.cres || {})[id];
      const used = (p.used || []).includes(id);
      g.appendChild(svg("rect", { x, y: yy, width: 170, height: 26, rx: 5, fill: KIND_COLORS[c.kind] || C.fg3, opacity: used ? 0.45 : 0.95 },
        [svg("title", { text: `${c.name}: ${c.text || ""}${c.vp ? " " + c.vp : ""}` })]));
      const name = c.name.length > 19 ? c.name.slice(0, 18) + "…" : c.name;
      g.appendChild(text(x + 6, yy + 13, `${name}${res ? ` [${res}]` : ""}`, { "font-size": 12, fill: "#ffffff" }));
      const hit = targetArea(0, 0, { rect: [x, yy, 170, 26], round: 5 });
      ctx.register(`card-${id}`, hit, { label: c.name, x, y: yy });
      g.appendChild(hit);
    });
    y += h + 8;
  });
  root.appendChild(g);
  return y;
}

const PAY_NAMES = { steel: "Steel", ti: "Titanium", heat: "Heat", mic: "Microbes" };
const PAY_ORDER = ["steel", "ti", "heat", "mic"];
const STEP_STYLE = "min-width: 28px; min-height: 28px; padding: 0 6px;";
const payState = { card: null, split: {} };   // the split being set in the payment stepper

/** What a split pays for a card of ``cost``: {value, mc (rest), over, action words}. */
export function paySummary(units, split, cost) {
  let value = 0;
  for (const k of PAY_ORDER) if (split[k]) value += split[k] * units[k][1];
  const parts = PAY_ORDER.filter((k) => split[k]).map((k) => `${k} ${split[k]}`);
  const wasted = PAY_ORDER.some((k) => split[k] && value - units[k][1] >= cost);
  return { value, mc: Math.max(0, cost - value), wasted, words: parts.length ? parts.join(" ") : "mc" };
}

/** The payment stepper: pick a playable card, set how much of each resource pays, confirm. */
function payPanel(ctx) {
  const me = ctx.view.me || {};
  const pay = me.pay || {};
  const playable = new Set(ctx.choices.filter((c) => /^play \S+$/.test(c.action)).map((c) => c.action.slice(5)));
  const cards = Object.keys(pay).filter((c) => playable.has(c) && Object.keys(pay[c]).length);
  if (!cards.length || typeof ctx.act !== "function") return null;
  const names = ctx.view.cards || {};
  if (!cards.includes(payState.card)) { payState.card = cards[0]; payState.split = {}; }
  const cid = payState.card;
  const units = pay[cid];
  const cost = (me.costs || {})[cid] || 0;
  const mc = ((ctx.view.players || [])[ctx.watching] || { res: { mc: 0 } }).res.mc;
  const box = html("div", { class: "tw-tm-pay", role: "group", "aria-label": "Payment",
    style: "display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 6px 8px; margin-bottom: 6px; font-size: 14px; border: 1px solid var(--tw-border, #999); border-radius: 8px;" });
  const redraw = () => { const fresh = payPanel(ctx); if (fresh) box.replaceWith(fresh); };
  const select = html("select", { class: "tw-tm-pay-card", "aria-label": "Card to pay for", style: "min-height: 28px; font-size: 14px;" },
    cards.map((c) => html("option", { value: c, text: `${(names[c] || { name: c }).name} (${(me.costs || {})[c]} M€)` })));
  select.value = cid;
  select.addEventListener("change", () => { payState.card = select.value; payState.split = {}; redraw(); });
  box.appendChild(html("span", { class: "tw-tm-pay-title", text: "Pay for" }));
  box.appendChild(select);
  for (const k of PAY_ORDER) {
    if (!units[k]) continue;
    const n = payState.split[k] || 0;
    const step = (d) => () => {
      payState.split = { ...payState.split, [k]: Math.max(0, Math.min(units[k][0], n + d)) };
      redraw();
    };
    const minus = html("button", { class: "tw-btn tw-tm-step", text: "−", "aria-label": `One ${PAY_NAMES[k]} less`, style: STEP_STYLE });
    const plus = html("button", { class: "tw-btn tw-tm-step", text: "+", "aria-label": `One ${PAY_NAMES[k]} more`, style: STEP_STYLE });
    minus.disabled = n <= 0;
    plus.disabled = n >= units[k][0];
    minus.addEventListener("click", step(-1));
    plus.addEventListener("click", step(1));
    box.appendChild(html("span", { class: "tw-tm-pay-kind", style: "display: inline-flex; align-items: center; gap: 4px;" }, [
      html("span", { text: `${PAY_NAMES[k]} ×${units[k][1]}` }), minus, html("b", { text: String(n) }), plus]));
  }
  const sum = paySummary(units, payState.split, cost);
  const ok = !sum.wasted && sum.mc <= mc;
  box.appendChild(html("span", { class: "tw-tm-pay-rest",
    text: sum.wasted ? "Too much: a unit would be wasted" : `${sum.mc} M€ for the rest${sum.mc > mc ? " (not enough)" : ""}` }));
  const go = html("button", { class: "tw-btn tw-primary", text: "Play with this payment" });
  go.disabled = !ok;
  go.addEventListener("click", () => { const words = sum.words; payState.split = {}; ctx.act(`play ${cid} ${words}`); });
  box.appendChild(go);
  return box;
}

/** The narrow layout's parts (board coordinates): Mars, the parameters and projects, the watching
 * seat's cards, the player boards; `ends` are where drawPanel, drawMine and drawPlayers stopped. */
export function narrowParts(ends) {
  const parts = [{ key: "map", label: "Mars", x: 0, y: 0, w: RIGHT - 6, h: 510 },
    { key: "panel", label: "Global parameters, projects, milestones and awards", x: RIGHT - 6, y: 0, w: W - RIGHT + 6, h: ends.panel + 4 }];
  if (ends.mine > ends.panel + 4) parts.push({ key: "mine", label: "Your cards", x: RIGHT - 6, y: ends.panel + 4, w: W - RIGHT + 6, h: ends.mine - ends.panel - 4 });
  if (ends.players > 514) parts.push({ key: "players", label: "Player boards", x: 0, y: 510, w: RIGHT - 6, h: ends.players - 510 });
  return parts;
}

// a narrow cell: the parts one under another, each drawn near its own size (the 1000-wide board
// shrunk to the cell would leave the milestone, award and map labels too small to read)
function renderNarrow(ctx, stepper) {
  const groups = { map: svg("g"), panel: svg("g"), mine: svg("g"), players: svg("g") };
  drawMap(ctx, groups.map);
  const panel = drawPanel(ctx, groups.panel);
  const mine = drawMine(ctx, groups.mine, panel + 4);
  const players = drawPlayers(ctx, groups.players, 514);
  const parts = narrowParts({ panel, mine, players }).map((p) => ({ ...p, draw: (root) => root.appendChild(groups[p.key]) }));
  const stack = stackParts(parts, { className: "tw-tm", scale: 1.25 });
  return html("div", { class: "tw-tm-wrap", style: "width: 100%; margin: 0 auto;" }, stepper ? [stepper, stack] : [stack]);
}

function renderBoard(ctx) {
  if (isNarrow(ctx)) return renderNarrow(ctx, payPanel(ctx));
  const root = svgRoot({ x: 0, y: 0, w: W, h: 1200 }, { label: "Terraforming Mars", maxWidth: "1000px", className: "tw-tm" });
  drawMap(ctx, root);
  const panel = drawPanel(ctx, root);
  const mine = drawMine(ctx, root, panel + 4);
  const players = drawPlayers(ctx, root, 514);
  root.setAttribute("viewBox", `0 0 ${W} ${fmt(Math.max(mine, players) + 10)}`);
  // wrapped, so the board is not shrunk to the window's height: Mars, the projects and the first
  // cards show at the top, the players' boards and the rest of a long hand below
  const stepper = payPanel(ctx);
  return html("div", { class: "tw-tm-wrap", style: "width: 100%; max-width: 1000px; margin: 0 auto;" }, stepper ? [stepper, root] : [root]);
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players || [])[seat];
  if (!p) return {};
  return { score: p.vp, items: [{ label: "TR", value: p.tr }, { label: "M€", value: p.res.mc }, { label: "Cards", value: p.hand }] };
}

function describeGame(ctx) {
  const v = ctx.view;
  const p = v.params || {};
  return `generation ${v.gen} · ${p.temp} °C · O₂ ${p.oxygen}% · oceans ${p.oceans}/9`;
}

export default createApp({ renderBoard, describeExtras, describeGame, morph: false }); // listeners on its own elements
