// Player panels: colour swatch, name, kind, score, resources, "to move" marker.
import { html } from "./dom.js";
import { pieceStyle, seatColor, seatName } from "./theme.js";

/** "human" -> "Person"; a bot level -> "Bot (level)". */
const BOT_NAMES = {
  random: "Computer: random moves",
  greedy: "Computer: quick",
  mcts: "Computer: thinks ahead",
  planner: "Computer: planner",
  driver: "Computer: racing driver",
  expert: "Computer: expert",
};

/** The one friendly name of a seat kind; `names` = meta.bot_names (the game's own), else ours. */
export function kindLabel(kind, names) {
  if (!kind || kind === "human") return "Person";
  return (names && names[kind]) || BOT_NAMES[kind] || `Computer: ${kind}`;
}

/**
 * One panel. p = {seat, name, kind, color, toMove, me, score?, items?: [{label, value, title?}], node?}
 */
export function playerPanel(p) {
  const st = pieceStyle(p.color);
  const section = html("section", {
    class: `tw-player${p.toMove ? " tw-to-move" : ""}${p.me ? " tw-me" : ""}`,
    "aria-label": `${p.name}${p.toMove ? ", to move" : ""}`,
    "data-seat": p.seat,
  }, [
    html("div", { class: "tw-player-head" }, [
      html("span", { class: "tw-swatch", style: `background-color:${st.fill};border-color:${st.rim}`, "aria-hidden": "true" }),
      html("span", { class: "tw-player-name", text: p.name, title: p.name }),
      p.me ? html("span", { class: "tw-you", text: "you" }) : null,
      html("span", { class: "tw-kind", text: kindLabel(p.kind, p.botNames) }),
      p.toMove ? html("span", { class: "tw-turn", text: "to move" }) : null,
    ]),
  ]);
  if (p.score !== undefined && p.score !== null)
    section.appendChild(html("div", { class: "tw-score" }, [html("span", { text: "Score " }), html("b", { text: String(p.score) })]));
  if (p.items && p.items.length)
    section.appendChild(html("ul", { class: "tw-resources" }, p.items.map((it) =>
      html("li", { title: it.title }, [html("span", { text: it.label }), html("b", { text: String(it.value) })]))));
  if (p.node) section.appendChild(p.node);
  return section;
}

/**
 * Panels for every seat. info = {toMove: [seats], watching, meta, extras(seat) -> {score, items, node}}
 */
export function playerPanels(seats, { toMove = [], watching = -1, meta = {}, extras, count } = {}) {
  const n = Math.max(count || 0, (seats || []).length);
  const box = html("div", { class: "tw-panels" });
  for (let i = 0; i < n; i++) {
    const s = (seats || []).find((x) => x && x.seat === i) || (seats || [])[i] || {};
    const more = (extras && extras(i)) || {};
    box.appendChild(playerPanel({
      seat: i,
      name: seatName(i, seats),
      kind: s.kind,
      color: seatColor(i, seats, meta),
      toMove: toMove.includes(i),
      me: watching === i,
      botNames: meta && meta.bot_names,
      ...more,
    }));
  }
  return box;
}
