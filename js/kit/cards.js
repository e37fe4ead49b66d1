// Cards: face up (title, value, body text), face down, a hand in a row, a fan.
import { svg, fmt, label } from "./dom.js";
import { C, pieceStyle } from "./theme.js";

export const CARD_W = 140;
export const CARD_H = 200;

/** Split text into lines of at most `width` characters (for card bodies). */
export function wrapText(text, width = 18) {
  const words = String(text || "").split(/\s+/).filter(Boolean);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (line && (line + " " + w).length > width) { lines.push(line); line = w; }
    else line = line ? line + " " + w : w;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A face-up card with its top-left corner at (x, y).
 * card = {title, value?, text?, color?}; value shows in the top-left corner.
 */
export function drawCard(x, y, card, { w = CARD_W, h = CARD_H, className = "" } = {}) {
  const band = card.color || C.bg3;
  const ink = card.color ? pieceStyle(card.color).ink : C.fg;
  const g = svg("g", { class: `tw-card ${className}`.trim(), transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    svg("title", { text: [card.title, card.value, card.text].filter((v) => v !== undefined && v !== "").join(" — ") }),
    svg("rect", { width: w, height: h, rx: fmt(w * 0.08), fill: C.bg, stroke: C.border, "stroke-width": 3 }),
    svg("rect", { x: 6, y: 6, width: w - 12, height: fmt(h * 0.22), rx: fmt(w * 0.05), fill: band }),
    label(w / 2, 6 + h * 0.11, card.title ?? "", { "font-size": fmt(Math.min(24, (w * 1.5) / Math.max(6, String(card.title ?? "").length))), fill: ink, "font-weight": 700 }),
  ]);
  if (card.value !== undefined && card.value !== null)
    g.appendChild(label(w / 2, h * 0.48, String(card.value), { "font-size": fmt(h * 0.2), "font-weight": 700, fill: C.fg }));
  wrapText(card.text, Math.round(w / 9)).slice(0, 4).forEach((line, i) =>
    g.appendChild(label(w / 2, h * 0.68 + i * 18, line, { "font-size": 15, fill: C.fg2 })));
  return g;
}

/** A face-down card (hidden information: only its back is known). */
export function drawCardBack(x, y, { w = CARD_W, h = CARD_H, color = C.brand, text = "" } = {}) {
  const g = svg("g", { class: "tw-card tw-card-back", transform: `translate(${fmt(x)} ${fmt(y)})` }, [
    svg("title", { text: text || "face-down card" }),
    svg("rect", { width: w, height: h, rx: fmt(w * 0.08), fill: color, stroke: C.border, "stroke-width": 3 }),
    svg("rect", { x: 10, y: 10, width: w - 20, height: h - 20, rx: fmt(w * 0.05), fill: "none", stroke: C.bg, "stroke-width": 3, opacity: 0.6 }),
    svg("path", { d: `M${w / 2} ${h * 0.3} L${w * 0.72} ${h / 2} L${w / 2} ${h * 0.7} L${w * 0.28} ${h / 2} Z`, fill: C.bg, opacity: 0.5 }),
  ]);
  if (text) g.appendChild(label(w / 2, h / 2, text, { "font-size": 28, "font-weight": 700, fill: C.fg }));
  return g;
}

/** Top-left corners for n cards in a row of at most maxWidth, overlapping if needed. */
export function handLayout(n, { x = 0, y = 0, w = CARD_W, gap = 12, maxWidth = Infinity } = {}) {
  if (n <= 0) return [];
  let step = w + gap;
  if (n > 1 && (n - 1) * step + w > maxWidth) step = Math.max(12, (maxWidth - w) / (n - 1));
  return Array.from({ length: n }, (_, i) => [x + i * step, y]);
}

/** A hand: cards in a row. cards = [{title, value, text, color} | {hidden: true}]. onCard(card, g, i) may register. */
export function drawHand(cards, { x = 0, y = 0, w = CARD_W, h = CARD_H, gap = 12, maxWidth, onCard } = {}) {
  const g = svg("g", { class: "tw-hand" });
  handLayout(cards.length, { x, y, w, gap, maxWidth }).forEach(([cx, cy], i) => {
    const c = cards[i];
    const node = c.hidden ? drawCardBack(cx, cy, { w, h }) : drawCard(cx, cy, c, { w, h });
    if (onCard) onCard(c, node, i);
    g.appendChild(node);
  });
  return g;
}

/** Placement [x, y, angle] of n cards in a fan around a pivot below (cx, cy). */
export function fanLayout(n, { cx = 0, cy = 0, radius = 500, spread = 40 } = {}) {
  if (n <= 0) return [];
  const step = n > 1 ? Math.min(spread / (n - 1), 10) : 0;
  const first = (-step * (n - 1)) / 2;
  return Array.from({ length: n }, (_, i) => {
    const a = first + i * step;
    const rad = (a * Math.PI) / 180;
    return [cx + radius * Math.sin(rad), cy + radius * (1 - Math.cos(rad)), a];
  });
}

/** A fan of cards; (cx, cy) is the top centre of the middle card. */
export function drawFan(cards, { cx = 0, cy = 0, w = CARD_W, h = CARD_H, radius = 500, spread = 40, onCard } = {}) {
  const g = svg("g", { class: "tw-fan" });
  fanLayout(cards.length, { cx, cy, radius, spread }).forEach(([x, y, a], i) => {
    const c = cards[i];
    const inner = c.hidden ? drawCardBack(-w / 2, 0, { w, h }) : drawCard(-w / 2, 0, c, { w, h });
    const holder = svg("g", { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(a)} 0 ${h})` }, [inner]);
    if (onCard) onCard(c, holder, i);
    g.appendChild(holder);
  });
  return g;
}
