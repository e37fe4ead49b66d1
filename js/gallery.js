// The gallery widget: a card per game; "Play" asks Python to start that game.
// Trait `games`: [{name, title, min_players, max_players, options, bot_levels, blurb}].
// Sends {type: "start", game, players, seats: [kinds], options: {}}; shows the `error` trait.
import { html, button, clear } from "./kit/dom.js";
import { optionsForm } from "./kit/form.js";
import { drawEmblem } from "./kit/emblems.js";

export function renderGallery({ model, el }) {
  const root = html("div", { class: "tw-gallery" });
  const errorLine = html("div", { class: "tw-error", role: "alert", hidden: true });
  const grid = html("div", { class: "tw-gallery-grid", role: "list" });
  root.append(errorLine, grid);
  el.appendChild(root);
  const forms = new Map();

  function draw() {
    clear(grid);
    forms.clear();
    const games = model.get("games") || [];
    if (!games.length) grid.appendChild(html("p", { class: "tw-gallery-empty", text: "No games to show." }));
    for (const game of games) {
      const title = game.title || game.name;
      const formBox = html("div", { class: "tw-form" });
      const card = html("section", { class: "tw-game-card", role: "listitem", "aria-label": title, "data-game": game.name }, [
        drawEmblem(game.name, title),
        html("h3", { text: title }),
        game.blurb ? html("p", { text: game.blurb }) : null,
        formBox,
        button(`Play ${title}`, { class: "tw-btn tw-primary", "data-play": game.name }),
      ]);
      forms.set(game.name, optionsForm(formBox, game, {}, { foldOptions: true }));
      grid.appendChild(card);
    }
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
  model.on("change:games", draw);
  model.on("change:error", drawError);
  draw();
  drawError();
  return () => {
    model.off("change:games", draw);
    model.off("change:error", drawError);
    root.removeEventListener("click", onClick);
    root.remove();
  };
}

export default { render: renderGallery };
