// Smaller parts of the game layout: the log, the lesson panel, the end-of-game summary.
import { html, button } from "./dom.js";
import { pieceStyle, seatColor, seatName } from "./theme.js";

/** The log list: [{step, seat, text}], oldest first. */
export function renderLog(entries, seats, meta) {
  const list = html("ol", { class: "tw-log" });
  for (const e of entries || []) {
    const hasSeat = typeof e.seat === "number" && e.seat >= 0;
    const st = hasSeat ? pieceStyle(seatColor(e.seat, seats, meta)) : null;
    list.appendChild(html("li", { "data-step": e.step }, [
      hasSeat
        ? html("span", { class: "tw-swatch tw-swatch-small", style: `background-color:${st.fill};border-color:${st.rim}`, title: seatName(e.seat, seats), "aria-hidden": "true" })
        : html("span", { class: "tw-swatch tw-swatch-small tw-swatch-none", "aria-hidden": "true" }),
      html("span", { text: e.text }),
    ]));
  }
  return list;
}

/**
 * The lesson panel: {lesson (whole lesson's title), title (this step's), index (0-based),
 * count, text, task, done}; Back / Next / Restart send {type: "lesson", go}.
 */
export function renderLesson(lesson) {
  const index = Number(lesson.index) || 0;
  const count = Number(lesson.count) || 0;
  const box = html("section", { class: "tw-lesson-body", "aria-label": "Lesson" }, [
    html("div", { class: "tw-lesson-head" }, [
      html("span", {}, [
        lesson.lesson ? html("span", { class: "tw-lesson-name", text: `${lesson.lesson}: ` }) : null,
        html("strong", { text: lesson.title || "Lesson" }),
      ]),
      html("span", { class: "tw-lesson-step", text: `Step ${index + 1} of ${count}` }),
    ]),
    html("p", { class: "tw-lesson-text", text: lesson.text || "" }),
  ]);
  if (lesson.task)
    box.appendChild(html("p", { class: `tw-lesson-task${lesson.done ? " tw-done" : ""}` }, [
      html("span", { class: "tw-tick", "aria-hidden": "true", text: lesson.done ? "✔" : "○" }),
      html("span", { text: ` Task: ${lesson.task}` }),
      html("span", { class: "tw-sr", text: lesson.done ? " (done)" : " (not done yet)" }),
    ]));
  if (lesson.missed && lesson.hint)
    box.appendChild(html("p", { class: "tw-lesson-hint", role: "status" }, [
      html("span", { text: lesson.hint }),
      " ",
      button("Try again", { "data-lesson": "reset", class: "tw-btn tw-primary" }),
    ]));
  box.appendChild(html("div", { class: "tw-lesson-nav" }, [
    button("Back", { "data-lesson": "back", disabled: index <= 0 }),
    button("Next", { "data-lesson": "next", disabled: count > 0 && index >= count - 1, class: "tw-btn tw-primary" }),
    button("Restart", { "data-lesson": "reset" }),
  ]));
  return box;
}

/** Words for the end of a game, from view.result = {scores, ranking, winners, reason}. */
export function summaryText(result, seats) {
  if (result && typeof result.headline === "string" && result.headline) return result.headline; // e.g. cooperative games
  const winners = (result && result.winners) || [];
  // a result with a reason but no winning seat (say a race won by a car nobody drives) is not a draw
  // a result with a reason but no winning seat (a race won by a car nobody drives): say why
  if (!winners.length) return result && result.reason ? result.reason : "The game ends in a draw.";
  const names = winners.map((w) => seatName(w, seats));
  return names.length === 1 ? `${names[0]} wins!` : `${names.join(" and ")} win together!`;
}

/** The end-of-game card. */
export function renderSummary(view, seats, meta) {
  const result = view.result || {};
  const scores = result.scores || [];
  // ranking[s] is seat s's place (1 = first, ties share a place): list the seats best first
  const places = result.ranking && result.ranking.length === scores.length ? result.ranking : scores.map(() => 1);
  const order = scores.map((_, i) => i).sort((a, b) => places[a] - places[b] || a - b);
  // result.details[s]: a few words on how seat s scored (a game's own breakdown)
  const details = Array.isArray(result.details) && result.details.length === scores.length ? result.details : null;
  const card = html("div", { class: "tw-summary-card", role: "dialog", "aria-label": "Game over" }, [
    html("h3", { text: "Game over" }),
    html("p", { class: "tw-summary-winner", text: summaryText(result, seats) }),
    result.reason && result.reason !== summaryText(result, seats) ? html("p", { class: "tw-summary-reason", text: result.reason }) : null,
  ]);
  // a table only when it compares something: not for a cooperative end where all share one fate
  const sameFate = scores.length > 1 && scores.every((s) => s === scores[0]) && places.every((p) => p === places[0]);
  if (scores.length && !sameFate) {
    const table = html("table", { class: "tw-summary-scores" }, [
      html("thead", {}, html("tr", {}, [html("th", { text: "Place" }), html("th", { text: "Player" }), html("th", { text: (meta && meta.score_label) || "Score" }),
        details ? html("th", { text: "How" }) : null])),
    ]);
    const body = html("tbody");
    for (const i of order) {
      const st = pieceStyle(seatColor(i, seats, meta));
      body.appendChild(html("tr", { class: (result.winners || []).includes(i) ? "tw-winner" : "" }, [
        html("td", { text: String(places[i]) }),
        html("td", {}, [html("span", { class: "tw-swatch tw-swatch-small", style: `background-color:${st.fill};border-color:${st.rim}` }), " ", seatName(i, seats)]),
        html("td", { text: String(scores[i] ?? "") }),
        details ? html("td", { class: "tw-summary-how", text: String(details[i] ?? "") }) : null,
      ]));
    }
    table.appendChild(body);
    card.appendChild(table);
  }
  card.appendChild(html("div", { class: "tw-summary-actions" }, [
    button("New game", { "data-cmd": "new-game", class: "tw-btn tw-primary" }),
    button("Show board", { "data-cmd": "close-summary" }),
  ]));
  return card;
}
