// Viticulture board: the wake-up chart and the summer and winter action spaces (workers placed on
// them, the bonus space marked), then the vineyard of the seat shown (three fields with their
// vines, the structures, the crush pad and the cellar with grape and wine tokens by value) and the
// hand of cards (only the seat's own). Other players' estates show as one line each.
// Element ids: wake:<row>, space:<space>[+], field:<seat>:<0-2>, struct:<seat>:<id>, card:<card id>,
// wine:<seat>:<colour>:<value> (a wine token in the cellar)
// (docs/views/viticulture.md).
import { createApp, svg, svgRoot, label, fmt, C, targetArea } from "../kit/index.js";
import { isNarrow, stackParts } from "../kit/stack.js";

const W = 1000;
// a narrow cell shows the board in parts this wide (spaces in rows of three, the cellar under the fields)
const NW = 640;
export const WINE_COLORS = { red: "#8e1b2c", white: "#e2c65a", blush: "#e58fa1", sparkling: "#f4eccb" };
const SEASON_COLORS = { summer: "#e8b931", winter: "#4f86c6" };
const SUMMER = ["vine", "tour", "build", "summer", "sell", "plant"];
const WINTER = ["order", "harvest", "train", "winter", "wine", "fill"];
const SHORT = { build: "Build", summer: "Summer visitor", winter: "Winter visitor", train: "Train worker", sell: "Sell or buy", fill: "Fill an order" };

/** A card's short title for the hand and the dialogs. */
export function cardTitle(cid, cards) {
  const c = (cards || {})[cid];
  if (!c) return "?";
  if (c.kind === "vine") {
    const parts = [];
    if (c.red) parts.push(`red ${c.red}`);
    if (c.white) parts.push(`white ${c.white}`);
    return `${c.name} (${parts.join(" + ")})`;
  }
  if (c.kind === "order") return `Order: ${c.wines.map(([w, v]) => `${w} ${v}`).join(", ")}`;
  return c.name;
}

/** The line under a card's title: what it needs or gives. */
export function cardDetail(cid, cards) {
  const c = (cards || {})[cid];
  if (!c) return "";
  if (c.kind === "vine") return c.needs.length ? `needs ${c.needs.join(" + ")}` : "needs no structure";
  if (c.kind === "order") return `${c.vp} points, +${c.res} income`;
  return c.text;
}

function seatOf(ctx) {
  const v = ctx.view;
  if (v.seat !== null && v.seat !== undefined) return v.seat;
  return (v.to_move && v.to_move.length) ? v.to_move[0] : 0;
}

function drawWake(ctx, root) {
  const v = ctx.view;
  const info = v.wake_info || {};
  root.appendChild(label(10, 20, `Year ${v.year} · ${v.season}`, { "font-size": 16, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  root.appendChild(label(10, 40, "Wake-up chart", { "font-size": 13, fill: C.fg2, "text-anchor": "start" }));
  for (let r = 1; r <= 7; r++) {
    const y = 48 + (r - 1) * 30;
    const g = svg("g", {});
    g.appendChild(svg("rect", { x: 10, y, width: 190, height: 27, rx: 5, fill: C.bg2, stroke: C.border }));
    const used = v.automa && (v.automa.rows_used || []).includes(r) && !(v.players_info || []).some((p) => p.wake === r);
    g.appendChild(label(18, y + 18, `${r}: ${info[r] || ""}${used ? " (used)" : ""}`, { "font-size": 12, fill: used ? C.fg3 : C.fg, "text-anchor": "start" }));
    const who = (v.players_info || []).findIndex((p) => p.wake === r);
    if (who >= 0) g.appendChild(svg("circle", { cx: 186, cy: y + 13.5, r: 9, fill: ctx.color(who), stroke: C.fg, "stroke-width": 1 }));
    const area = targetArea(0, 0, { rect: [10, y, 190, 27], round: 5 });
    g.appendChild(area);
    root.appendChild(g);
    ctx.register(`wake:${r}`, g, { label: `wake-up row ${r}: ${info[r] || ""}`, x: 105, y: y + 13 });
  }
}

function drawSpace(ctx, root, sid, x, y, w, h) {
  const v = ctx.view;
  const info = (v.spaces_info || {})[sid] || ["", sid, "", ""];
  const season = info[0];
  const here = (v.spaces || {})[sid] || [];
  const solo = !!v.automa;
  const cap = solo ? 2 : (v.capacity || 1);       // solo: the plain space and the bonus space a token opens
  const blocked = solo && v.automa.blocked.includes(sid);
  const g = svg("g", {});
  g.appendChild(svg("rect", { x, y, width: w, height: h, rx: 7, fill: C.bg2, stroke: SEASON_COLORS[season] || C.border, "stroke-width": 2.5 }));
  g.appendChild(label(x + w / 2, y + 17, SHORT[sid] || info[1], { "font-size": 12, "font-weight": 700, fill: C.fg }));
  root.appendChild(g);
  // the normal slots (one area) and the bonus slot (its own area)
  const nArea = svg("g", {});
  nArea.appendChild(targetArea(0, 0, { rect: [x + 4, y + 24, cap > 1 ? w / 2 - 6 : w - 8, h - 28], round: 5 }));
  const normal = here.filter((pl) => !pl[2]);
  normal.forEach((pl, i) => nArea.appendChild(svg("circle", { cx: x + 18 + i * 20, cy: y + 42, r: 8, fill: ctx.color(pl[0]), stroke: C.fg, "stroke-width": pl[1] ? 3 : 1 })));
  if (blocked) nArea.appendChild(svg("rect", { x: x + 4, y: y + 24, width: cap > 1 ? w / 2 - 6 : w - 8, height: h - 28, rx: 5, fill: C.fg3, "fill-opacity": 0.35 }));
  if (!normal.length) nArea.appendChild(label(x + (cap > 1 ? w / 4 : w / 2), y + 46, blocked ? "automa" : "open", { "font-size": 11, fill: blocked ? C.fg : C.fg3 }));
  root.appendChild(nArea);
  ctx.register(`space:${sid}`, nArea, { label: `${info[1]}: ${info[2]}`, x: x + w / 4, y: y + 40 });
  if (cap > 1) {
    const bArea = svg("g", {});
    bArea.appendChild(svg("rect", { x: x + w / 2 + 2, y: y + 24, width: w / 2 - 6, height: h - 28, rx: 5, fill: "none", stroke: C.warn, "stroke-dasharray": "4 3" }));
    bArea.appendChild(targetArea(0, 0, { rect: [x + w / 2 + 2, y + 24, w / 2 - 6, h - 28], round: 5 }));
    const b = here.find((pl) => pl[2]);
    if (b) bArea.appendChild(svg("circle", { cx: x + w * 0.75, cy: y + 42, r: 8, fill: ctx.color(b[0]), stroke: C.fg, "stroke-width": b[1] ? 3 : 1 }));
    else bArea.appendChild(label(x + w * 0.75, y + 46, solo ? "token" : "bonus", { "font-size": 11, fill: C.warn }));
    root.appendChild(bArea);
    ctx.register(`space:${sid}+`, bArea, { label: `${info[1]} with its bonus: ${info[3]}`, x: x + w * 0.75, y: y + 40 });
  }
}

/** The action spaces: one row per season, or in a narrow drawing two rows of three per season. */
function drawSpaces(ctx, root, narrow = false) {
  const x0 = 215, w = narrow ? 135 : 125, h = 62;
  const per = narrow ? 3 : 6;
  const at = (top, i) => [x0 + (i % per) * (w + 4), top + Math.floor(i / per) * (h + 4)];
  const winterTop = narrow ? 186 : 120;
  root.appendChild(label(x0, 20, "Summer", { "font-size": 13, "font-weight": 700, fill: SEASON_COLORS.summer, "text-anchor": "start" }));
  SUMMER.forEach((sid, i) => drawSpace(ctx, root, sid, ...at(28, i), w, h));
  root.appendChild(label(x0, winterTop - 8, "Winter", { "font-size": 13, "font-weight": 700, fill: SEASON_COLORS.winter, "text-anchor": "start" }));
  WINTER.forEach((sid, i) => drawSpace(ctx, root, sid, ...at(winterTop, i), w, h));
  // the gain-1-lira space and the Yoke
  const ly = narrow ? 324 : 192;
  const g = svg("g", {});
  g.appendChild(targetArea(0, 0, { rect: [x0, ly, 200, 30], round: 6 }));
  g.appendChild(svg("rect", { x: x0, y: ly, width: 200, height: 30, rx: 6, fill: "none", stroke: C.border }));
  const lira = (ctx.view.spaces || {}).lira || [];
  g.appendChild(label(x0 + 10, ly + 20, `Gain 1 lira (any season)${lira.length ? ` · ${lira.length} placed` : ""}`, { "font-size": 12, fill: C.fg, "text-anchor": "start" }));
  root.appendChild(g);
  ctx.register("space:lira", g, { label: "gain 1 lira", x: x0 + 100, y: ly + 15 });
  const y = svg("g", {});
  y.appendChild(targetArea(0, 0, { rect: [x0 + 210, ly, 150, 30], round: 6 }));
  y.appendChild(svg("rect", { x: x0 + 210, y: ly, width: 150, height: 30, rx: 6, fill: "none", stroke: C.border }));
  y.appendChild(label(x0 + 220, ly + 20, "Your Yoke", { "font-size": 12, fill: C.fg, "text-anchor": "start" }));
  root.appendChild(y);
  ctx.register("space:yoke", y, { label: "your Yoke: harvest or uproot", x: x0 + 285, y: ly + 15 });
  const v = ctx.view;
  const d = v.decks || {};
  root.appendChild(label(narrow ? x0 : x0 + 370, narrow ? ly + 50 : 212, `Decks: ${d.vine} vines · ${d.order} orders · ${d.summer} summer · ${d.winter} winter visitors`, { "font-size": 11, fill: C.fg2, "text-anchor": "start" }));
}

// a row of tokens by value; with `reg` ({ctx, seat}) each wine token is a click target wine:<seat>:<colour>:<value>
function drawTokens(root, x, y, rowName, values, color, from = 1, reg = null) {
  root.appendChild(label(x, y + 15, rowName, { "font-size": 11, fill: "var(--jp-ui-font-color1, #222)", "text-anchor": "start" }));
  for (let k = 1; k <= 9; k++) {
    const cx = x + 62 + (k - 1) * 25;
    const has = values.includes(k);
    const g = svg("g", {});
    if (reg && has) g.appendChild(targetArea(0, 0, { rect: [cx - 12, y - 1, 24, 24], round: 12 }));
    g.appendChild(svg("circle", { cx, cy: y + 11, r: 9, fill: has ? color : "none", stroke: k < from ? C.border2 : C.border, "stroke-dasharray": k < from ? "2 2" : "" }));
    g.appendChild(label(cx, y + 15, String(k), { "font-size": 11, fill: has ? (color === WINE_COLORS.red ? "#fff" : "#222") : C.fg3 }));
    root.appendChild(g);
    if (reg && has) reg.ctx.register(`wine:${reg.seat}:${rowName}:${k}`, g, { label: `${rowName} wine ${k}`, x: cx, y: y + 11 });
  }
}

/** The vineyard's height: in a narrow drawing the crush pad and the cellar go under the fields. */
const vineyardH = (narrow) => (narrow ? 392 : 250);

function drawVineyard(ctx, root, seat, y0, narrow = false) {
  const v = ctx.view;
  const p = (v.players_info || [])[seat];
  if (!p) return;
  const cards = v.cards || {};
  const bw = narrow ? NW : W;
  root.appendChild(svg("rect", { x: 5, y: y0, width: bw - 10, height: vineyardH(narrow), rx: 9, fill: "none", stroke: ctx.color(seat), "stroke-width": 2.5 }));
  const who = `${ctx.name(seat)}'s vineyard · ${p.vp} points · ${p.lira} lira`;
  const rest = `income ${p.res} · workers ${p.free}${p.grande ? " + grande" : ""} free of ${p.workers}${p.temp ? " (+1 this year)" : ""}`;
  root.appendChild(label(15, y0 + 20, narrow ? who : `${who} · ${rest}`, { "font-size": 14, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  if (narrow) root.appendChild(label(15, y0 + 40, rest, { "font-size": 13, fill: C.fg, "text-anchor": "start" }));
  // the grande worker: click it first to send it (also to a full space)
  const gx = bw - 132;
  const gw = svg("g", {});
  gw.appendChild(targetArea(0, 0, { rect: [gx, y0 + 4, 124, 26], round: 6 }));
  gw.appendChild(svg("circle", { cx: gx + 16, cy: y0 + 17, r: 10, fill: p.grande ? ctx.color(seat) : "none", stroke: C.fg, "stroke-width": 2.5 }));
  gw.appendChild(label(gx + 32, y0 + 22, p.grande ? "grande worker" : "grande: placed", { "font-size": 12, fill: C.fg, "text-anchor": "start" }));
  root.appendChild(gw);
  ctx.register("grande", gw, { label: "your grande worker (it may go to a full space)", x: gx + 62, y: y0 + 17 });
  const fieldMax = [5, 6, 7];
  const fy = narrow ? 48 : 30;
  for (let f = 0; f < 3; f++) {
    const x = 15 + f * 160, y = y0 + fy;
    const g = svg("g", {});
    g.appendChild(svg("rect", { x, y, width: 152, height: 130, rx: 7, fill: p.sold[f] ? C.bg3 : "color-mix(in srgb, #6b8e23 16%, var(--jp-layout-color1, #fff))", stroke: C.border }));
    g.appendChild(targetArea(0, 0, { rect: [x, y, 152, 130], round: 7 }));
    g.appendChild(label(x + 8, y + 17, `Field ${f + 1} · ${p.field_values[f]}/${fieldMax[f]}${p.sold[f] ? " · sold" : ""}${p.harvested[f] ? " · harvested" : ""}`, { "font-size": 12, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
    p.fields[f].forEach((cid, i) => {
      const c = cards[cid] || {};
      g.appendChild(svg("rect", { x: x + 6, y: y + 24 + i * 20, width: 140, height: 18, rx: 3, fill: c.red ? WINE_COLORS.red : WINE_COLORS.white, "fill-opacity": 0.85 }));
      g.appendChild(label(x + 12, y + 37 + i * 20, cardTitle(cid, cards), { "font-size": 11, fill: c.red ? "#fff" : "#222", "text-anchor": "start" }));
    });
    root.appendChild(g);
    ctx.register(`field:${seat}:${f}`, g, { label: `field ${f + 1}`, x: x + 76, y: y + 65 });
  }
  // structures
  const info = v.structures_info || {};
  Object.keys(info).forEach((sid, i) => {
    const x = 15 + (i % 4) * 120, y = y0 + fy + 138 + Math.floor(i / 4) * 38;
    const built = p.structures.includes(sid);
    const g = svg("g", {});
    g.appendChild(svg("rect", { x, y, width: 114, height: 34, rx: 5, fill: built ? "color-mix(in srgb, #a0522d 35%, var(--jp-layout-color1, #fff))" : C.bg2, stroke: built ? "#a0522d" : C.border2, "stroke-dasharray": built ? "" : "4 3" }));
    g.appendChild(targetArea(0, 0, { rect: [x, y, 114, 34], round: 5 }));
    g.appendChild(label(x + 57, y + 15, info[sid][0], { "font-size": 12, "font-weight": built ? 700 : 400, fill: C.fg }));
    g.appendChild(label(x + 57, y + 29, built ? "built" : `${info[sid][1]} lira`, { "font-size": 11, fill: C.fg2 }));
    root.appendChild(g);
    ctx.register(`struct:${seat}:${sid}`, g, { label: `${info[sid][0]} (${info[sid][1]} lira): ${info[sid][2]}`, x: x + 57, y: y + 17 });
  });
  // crush pad and cellar
  // wide: both beside the fields, the cellar under the crush pad; narrow: side by side under the structures
  const cx = narrow ? 15 : 500, cy = y0 + (narrow ? 280 : 44);
  const kx = narrow ? 330 : 500, ky = y0 + (narrow ? 280 : 118);
  root.appendChild(label(cx, cy, "Crush pad", { "font-size": 12, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  drawTokens(root, cx, cy + 6, "red", p.crush.red, WINE_COLORS.red);
  drawTokens(root, cx, cy + 30, "white", p.crush.white, WINE_COLORS.white);
  root.appendChild(label(kx, ky, `Cellar (holds up to ${p.cellar_cap})`, { "font-size": 12, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  const reg = { ctx, seat };
  drawTokens(root, kx, ky + 6, "red", p.cellar.red, WINE_COLORS.red, 1, reg);
  drawTokens(root, kx, ky + 30, "white", p.cellar.white, WINE_COLORS.white, 1, reg);
  drawTokens(root, kx, ky + 54, "blush", p.cellar.blush, WINE_COLORS.blush, 4, reg);
  drawTokens(root, kx, ky + 78, "sparkling", p.cellar.sparkling, WINE_COLORS.sparkling, 7, reg);
  root.appendChild(label(cx, narrow ? cy + 76 : y0 + 238, `Mama ${p.mama} · Papa ${p.papa}`, { "font-size": 11, fill: C.fg2, "text-anchor": "start" }));
}

const handPer = (narrow) => (narrow ? 3 : 6);

function drawHand(ctx, root, y0, narrow = false) {
  const v = ctx.view;
  const hand = v.hand || [];
  const cards = v.cards || {};
  root.appendChild(label(15, y0 + 16, hand.length ? "Your hand" : (v.seat === null || v.seat === undefined ? "Hands are private" : "Your hand is empty"), { "font-size": 13, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
  const cw = narrow ? 200 : 158, ch = 64, per = handPer(narrow);
  const fill = { vine: "#5a8f3a", order: "#7b4b94", summer: SEASON_COLORS.summer, winter: SEASON_COLORS.winter };
  hand.forEach((cid, i) => {
    const x = 15 + (i % per) * (cw + 6), y = y0 + 24 + Math.floor(i / per) * (ch + 6);
    const c = cards[cid] || {};
    const g = svg("g", {});
    g.appendChild(svg("rect", { x, y, width: cw, height: ch, rx: 6, fill: C.bg2, stroke: fill[c.kind] || C.border, "stroke-width": 3 }));
    g.appendChild(svg("rect", { x, y, width: 8, height: ch, rx: 3, fill: fill[c.kind] || C.border }));
    g.appendChild(targetArea(0, 0, { rect: [x, y, cw, ch], round: 6 }));
    g.appendChild(label(x + 14, y + 17, cardTitle(cid, cards).slice(0, 26), { "font-size": 11.5, "font-weight": 700, fill: C.fg, "text-anchor": "start" }));
    const detail = cardDetail(cid, cards);
    const words = detail.split(" ");
    let line = "", row = 0;
    for (const wd of words) {
      if ((line + " " + wd).length > 25 && row < 2) {
        g.appendChild(label(x + 14, y + 32 + row * 13, line, { "font-size": 11, fill: C.fg2, "text-anchor": "start" }));
        line = wd; row++;
      } else line = line ? line + " " + wd : wd;
    }
    if (row <= 2) g.appendChild(label(x + 14, y + 32 + row * 13, line.slice(0, 27), { "font-size": 11, fill: C.fg2, "text-anchor": "start" }));
    const title = svg("title", {});
    title.textContent = `${cardTitle(cid, cards)}: ${detail}`;
    g.appendChild(title);
    root.appendChild(g);
    ctx.register(`card:${cid}`, g, { label: `${cardTitle(cid, cards)}: ${detail}`, x: x + cw / 2, y: y + ch / 2 });
  });
  return 24 + Math.ceil(Math.max(hand.length, 1) / per) * (ch + 6);
}

/** One line per other player (two in a narrow drawing). */
const otherH = (narrow) => (narrow ? 40 : 22);

function drawOthers(ctx, root, y0, shown, narrow = false) {
  const v = ctx.view;
  let y = y0;
  (v.players_info || []).forEach((p, s) => {
    if (s === shown) return;
    const h = p.hand_counts || {};
    const fields = p.fields.map((f, i) => (p.sold[i] ? "sold" : `${p.field_values[i]}`)).join("/");
    const wines = ["red", "white", "blush", "sparkling"].map((w) => p.cellar[w].length ? `${w} ${p.cellar[w].join(",")}` : "").filter(Boolean).join("; ");
    root.appendChild(svg("circle", { cx: 22, cy: y + 9, r: 7, fill: ctx.color(s), stroke: C.fg }));
    const head = `${ctx.name(s)}: ${p.vp} pts · ${p.lira} lira · income ${p.res} · fields ${fields} · ${p.structures.length} structures`;
    const tail = `grapes ${p.crush.red.length + p.crush.white.length} · wine ${wines || "none"} · hand ${h.vine || 0}V ${h.order || 0}O ${h.summer || 0}S ${h.winter || 0}W`;
    root.appendChild(label(36, y + 13, narrow ? head : `${head} · ${tail}`, { "font-size": 12, fill: C.fg, "text-anchor": "start" }));
    if (narrow) root.appendChild(label(36, y + 31, tail, { "font-size": 12, fill: C.fg, "text-anchor": "start" }));
    y += otherH(narrow);
  });
  return y - y0;
}

function renderNarrow(ctx) {
  const v = ctx.view;
  const seat = seatOf(ctx);
  const others = Math.max(0, (v.players_info || []).length - 1);
  const handH = 24 + Math.ceil(Math.max((v.hand || []).length, 1) / handPer(true)) * 70;
  return stackParts([
    { label: "Viticulture: wake-up chart and action spaces", x: 0, y: 0, w: NW, h: 384, draw: (root) => { drawWake(ctx, root); drawSpaces(ctx, root, true); } },
    { label: "Viticulture: vineyard", x: 0, y: 0, w: NW, h: vineyardH(true) + 4, draw: (root) => drawVineyard(ctx, root, seat, 0, true) },
    { label: "Viticulture: hand and other players", x: 0, y: 0, w: NW, h: handH + 6 + others * otherH(true) + 8, draw: (root) => {
      const hy = drawHand(ctx, root, 0, true);
      drawOthers(ctx, root, hy + 6, seat, true);
    } },
  ], { className: "tw-vt", scale: 1.1 });
}

function renderBoard(ctx) {
  if (isNarrow(ctx)) return renderNarrow(ctx);
  const v = ctx.view;
  const seat = seatOf(ctx);
  const others = Math.max(0, (v.players_info || []).length - 1);
  const handRows = Math.ceil(Math.max((v.hand || []).length, 1) / 6);
  const H = 266 + 258 + 24 + handRows * 70 + others * 22 + 16;
  const root = svgRoot({ x: 0, y: 0, w: W, h: H }, { label: "Viticulture", maxWidth: "1000px", className: "tw-vt" });
  drawWake(ctx, root);
  drawSpaces(ctx, root);
  drawVineyard(ctx, root, seat, 266);
  const hy = drawHand(ctx, root, 524);
  drawOthers(ctx, root, 524 + hy + 6, seat);
  return root;
}

function describeExtras(ctx, seat) {
  const p = (ctx.view.players_info || [])[seat];
  if (!p) return {};
  return {
    score: p.vp,
    items: [
      { label: "Lira", value: p.lira },
      { label: "Residual income", value: p.res },
      { label: "Workers", value: `${p.free}${p.grande ? " + grande" : ""} of ${p.workers}` },
      { label: "Wake-up", value: p.wake || "—" },
    ],
  };
}

function describeGame(ctx) {
  const v = ctx.view;
  if (v.automa) return `solo, year ${v.year} of ${v.automa.years}, ${v.season} · beat the automa's ${v.automa.points || v.end_points} points · bonus tokens ${v.automa.tokens}`;
  return `year ${v.year}, ${v.season} · first to ${v.end_points} points`;
}

function permutations(list) {
  if (list.length <= 1) return [list];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** The wines that fill an order may be clicked in any order: every other order is an alias. */
export function prepareChoices(choices) {
  const extra = [];
  for (const c of choices) {
    const wines = (c.parts || []).slice(1);
    if (!c.action.startsWith("fill ") || wines.length < 2) continue;
    for (const o of permutations(wines).slice(1)) extra.push({ ...c, parts: [c.parts[0], ...o], alias: true });
  }
  return extra.length ? [...choices, ...extra] : choices;
}

export default createApp({ renderBoard, describeExtras, describeGame, prepareChoices });
