// The "start a game" form: player count, a kind per seat, the game's options.
// Used by the New game dialog (app.js) and by every gallery card (gallery.js).
import { html } from "./dom.js";
import { kindLabel } from "./panels.js";

let uid = 0;
const nextId = (stem) => `tw-${stem}-${++uid}`;

function select(labelText, values, current, { format = String, help } = {}) {
  const id = nextId("sel");
  const sel = html("select", { id, class: "tw-select", "data-lm-suppress-shortcuts": "true" });
  values.forEach((v, i) => {
    const opt = html("option", { value: String(i), text: format(v) });
    if (v === current) opt.selected = true;
    sel.appendChild(opt);
  });
  if (!values.includes(current) && values.length) sel.value = "0";
  const row = html("div", { class: "tw-field" }, [html("label", { for: id, text: labelText }), sel]);
  if (help) {
    const hid = nextId("help");
    sel.setAttribute("aria-describedby", hid);
    row.appendChild(html("div", { id: hid, class: "tw-help", text: help }));
  }
  return { row, sel, value: () => values[Number(sel.value)] };
}

/** How an option value reads in a menu: true -> "yes", "tournament" -> "tournament". */
export function optionText(value) {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (value === null || value === undefined) return "none";
  return String(value);
}

function range(lo, hi) {
  const out = [];
  for (let i = lo; i <= hi; i++) out.push(i);
  return out;
}

/**
 * Build the form into `container`. game = {min_players, max_players, options, bot_levels};
 * initial = {players, seats: [kinds], options: {}}. Returns {read()} giving
 * {players, seats, options}. With foldOptions the game's options sit in a closed
 * <details> (gallery cards stay short); the values are read all the same.
 */
export function optionsForm(container, game, initial = {}, { foldOptions = false } = {}) {
  const min = game.min_players || 2;
  const max = Math.max(min, game.max_players || min);
  const kinds = ["human", ...(game.bot_levels || [])];
  const defaultBot = game.bot_levels && game.bot_levels.includes(game.default_bot) ? game.default_bot
    : (game.bot_levels || [])[0];
  const defaultSeat = (i) => (i === 0 || !defaultBot ? "human" : defaultBot);
  let players = Math.min(max, Math.max(min, initial.players || game.default_players || min));
  const seatKinds = range(0, max - 1).map((i) => (initial.seats && kinds.includes(initial.seats[i]) ? initial.seats[i] : defaultSeat(i)));

  const countBox = html("div", { class: "tw-form-count" });
  const seatsBox = html("fieldset", { class: "tw-form-seats" });
  const folded = foldOptions && (game.options || []).length > 0;
  const optsBox = html(folded ? "details" : "div", { class: "tw-form-options" });
  if (folded) optsBox.appendChild(html("summary", { text: `Options (${game.options.length})` }));
  container.append(countBox, seatsBox, optsBox);

  let seatSelects = [];
  const drawSeats = () => {
    seatsBox.replaceChildren(html("legend", { text: "Who plays" }));
    seatSelects = range(0, players - 1).map((i) => {
      const s = select(`Seat ${i + 1}`, kinds, seatKinds[i], { format: (k) => kindLabel(k, game.bot_names) });
      s.sel.addEventListener("change", () => { seatKinds[i] = s.value(); });
      seatsBox.appendChild(s.row);
      return s;
    });
  };

  let countSel = null;
  if (max > min) {
    countSel = select("Players", range(min, max), players);
    countSel.sel.addEventListener("change", () => { players = countSel.value(); drawSeats(); });
    countBox.appendChild(countSel.row);
  } else {
    countBox.appendChild(html("div", { class: "tw-help", text: min === 1 ? "1 player" : `${min} players` }));
  }
  drawSeats();

  const optionSelects = (game.options || []).map((opt) => {
    const current = initial.options && opt.name in initial.options ? initial.options[opt.name] : opt.default;
    const names = opt.names || [];
    const format = (v) => {
      const i = (opt.values || []).indexOf(v);
      return i >= 0 && names[i] ? names[i] : optionText(v);
    };
    const s = select(opt.label || opt.name, opt.values || [], current, { help: opt.help, format });
    optsBox.appendChild(s.row);
    return [opt.name, s];
  });

  return {
    read() {
      const options = {};
      for (const [name, s] of optionSelects) options[name] = s.value();
      return { players, seats: seatSelects.map((s) => s.value()), options };
    },
  };
}
