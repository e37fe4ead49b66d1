// The gallery widget: a card per game; "Play" asks Python to start that game.
// Trait `games`: [{name, title, min_players, max_players, options, bot_levels, blurb, tagline, minutes,
// weight, designed_components}]; filters by player count, length, weight and a search box.
// Sends {type: "start", game, players, seats: [kinds], options: {}}; shows the `error` trait.
import { html, button, clear } from "./kit/dom.js";
import { optionsForm } from "./kit/form.js";
import { drawEmblem } from "./kit/emblems.js";

/** Length bands of the filter: [label, lowest minutes, highest minutes]. */
export const LENGTHS = [["any length", 0, Infinity], ["up to 30 minutes", 0, 30], ["30 to 60 minutes", 31, 60], ["over an hour", 61, Infinity]];
export const WEIGHTS = [["any weight", ""], ["family", "family"], ["strategy", "strategy"], ["heavy", "heavy"]];

/** Does `game` pass the filters {players, length (index into LENGTHS), weight, text}? */
export function matchesFilters(game, { players = 0, length = 0, weight = "", text = "" } = {}) {
  if (players && !(game.min_players <= players && players <= game.max_players)) return false;
  const [, lo, hi] = LENGTHS[length] || LENGTHS[0];
  if (length && !(game.minutes >= lo && game.minutes <= hi)) return false;
  if (weight && game.weight !== weight) return false;
  const q = text.trim().toLowerCase();
  if (q && ![game.title, game.name, game.tagline, game.blurb, game.weight].some((t) => (t || "").toLowerCase().includes(q))) return false;
  return true;
}

const playersText = (g) => (g.min_players === g.max_players ? `${g.min_players}` : `${g.min_players}–${g.max_players}`) +
  (g.max_players === 1 ? " player" : " players");

export function renderGallery({ model, el }) {
  const root = html("div", { class: "tw-gallery" });
  const errorLine = html("div", { class: "tw-error", role: "alert", hidden: true });
  const search = html("input", { type: "search", class: "tw-gallery-search", placeholder: "Search games…", "aria-label": "Search games", "data-lm-suppress-shortcuts": "true" });
  const playersSel = html("select", { class: "tw-select", "aria-label": "Players", "data-filter": "players", "data-lm-suppress-shortcuts": "true" });
  const lengthSel = html("select", { class: "tw-select", "aria-label": "Length", "data-filter": "length", "data-lm-suppress-shortcuts": "true" },
    LENGTHS.map(([t], i) => html("option", { value: String(i), text: t })));
  const weightSel = html("select", { class: "tw-select", "aria-label": "Weight", "data-filter": "weight", "data-lm-suppress-shortcuts": "true" },
    WEIGHTS.map(([t, v]) => html("option", { value: v, text: t })));
  const count = html("span", { class: "tw-gallery-count", "aria-live": "polite" });
  const filters = html("div", { class: "tw-gallery-filters", role: "search" }, [search, playersSel, lengthSel, weightSel, count]);
  const grid = html("div", { class: "tw-gallery-grid", role: "list" });
  root.append(errorLine, filters, grid);
  el.appendChild(root);
  const forms = new Map();

  function drawPlayers(games) {
    const max = Math.max(1, ...games.map((g) => g.max_players || 1));
    const keep = playersSel.value;
    playersSel.replaceChildren(html("option", { value: "0", text: "any number of players" }),
      ...Array.from({ length: max }, (_, i) => html("option", { value: String(i + 1), text: i ? `${i + 1} players` : "1 player (solo)" })));
    if (keep) playersSel.value = keep;
  }

  function filter() {
    const f = { players: Number(playersSel.value) || 0, length: Number(lengthSel.value) || 0, weight: weightSel.value, text: search.value };
    let shown = 0;
    for (const game of model.get("games") || []) {
      const card = grid.querySelector(`[data-game="${game.name}"]`);
      if (!card) continue;
      card.hidden = !matchesFilters(game, f);
      if (!card.hidden) shown += 1;
    }
    const total = (model.get("games") || []).length;
    count.textContent = shown === total ? `${total} games` : `${shown} of ${total} games`;
  }

  function draw() {
    clear(grid);
    forms.clear();
    const games = model.get("games") || [];
    drawPlayers(games);
    if (!games.length) grid.appendChild(html("p", { class: "tw-gallery-empty", text: "No games to show." }));
    for (const game of games) {
      const title = game.title || game.name;
      const formBox = html("div", { class: "tw-form" });
      const facts = [playersText(game), game.minutes ? `about ${game.minutes} min` : null, game.weight || null].filter(Boolean).join(" · ");
      const card = html("section", { class: "tw-game-card", role: "listitem", "aria-label": title, "data-game": game.name }, [
        drawEmblem(game.name, title),
        html("h3", { text: title }),
        game.tagline ? html("p", { class: "tw-tagline", text: game.tagline }) : null,
        html("p", { class: "tw-facts", text: facts }),
        game.designed_components ? html("p", { class: "tw-designed", text: "Components designed for this package",
          title: "The published component data is not public: this package designed its own, keeping every number the rules give." }) : null,
        game.blurb ? html("details", { class: "tw-blurb" }, [html("summary", { text: "More about it" }), html("p", { text: game.blurb })]) : null,
        formBox,
        button(`Play ${title}`, { class: "tw-btn tw-primary", "data-play": game.name }),
      ]);
      forms.set(game.name, optionsForm(formBox, game, {}, { foldOptions: true }));
      grid.appendChild(card);
    }
    filter();
  }

  function onClick(e) {
    const play = e.target.closest("[data-play]");
    if (!play) return;
    const name = play.getAttribute("data-play");
    const form = forms.get(name);
    if (!form) return;
    const { players, seats, options } = form.read();
    model.send({ type: "start", game: name, players, seats, options });
  }

  function drawError() {
    const e = model.get("error") || "";
    errorLine.textContent = e;
    errorLine.hidden = !e;
  }

  root.addEventListener("click", onClick);
  search.addEventListener("input", filter);
  filters.addEventListener("change", filter);
  model.on("change:games", draw);
  model.on("change:error", drawError);
  draw();
  drawError();
  return () => {
    model.off("change:games", draw);
    model.off("change:error", drawError);
    root.removeEventListener("click", onClick);
    search.removeEventListener("input", filter);
    filters.removeEventListener("change", filter);
    root.remove();
  };
}

export default { render: renderGallery };
