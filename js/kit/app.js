// createApp: the anywidget module every game board uses.
//
//   export default createApp({ renderBoard, describeExtras, describeGame });
//
// renderBoard(ctx) returns the board's root element (an <svg> from svgRoot()).
// describeExtras(ctx, seat) -> {score?, items?: [{label, value}], node?} fills a player panel.
// describeGame(ctx) -> string shown beside the title (match score, variant, round...).
// prepareChoices(choices) -> choices (optional): e.g. add the same action reached by other clicks;
// such added entries carry `alias: true` and stay out of the "All moves" list.
// morph: false (optional) draws the board and panels anew each time instead of updating the shown
// elements in place (for boards that put listeners or other state on their own elements).
// The app owns everything else: status, panels, prompt bar, log, controls, dialogs,
// hand-over screen, end-of-game summary, lesson panel and the choice machine.
import { html, button, clear, legibleText, svgScales } from "./dom.js";
import { ChoiceMachine, buttonChoices, matchingChoices, nearestInDirection } from "./choices.js";
import { seatColor, seatName, pieceStyle } from "./theme.js";
import { playerPanels } from "./panels.js";
import { optionsForm } from "./form.js";
import { renderLog, renderLesson, renderSummary } from "./parts.js";
import { animateAlong, fadeIn, finishAll, animationsSetting, setAnimationsSetting } from "./animate.js";
import { mountReplay } from "./replay.js";
import { applyViewOps, applyChoiceOps, applyLogOps, readLog, unpackChoices } from "./patch.js";
import { morphChildren, keptStandIn } from "./morph.js";

const isEmpty = (o) => !o || (typeof o === "object" && Object.keys(o).length === 0);

/**
 * How many seats the game has. The `seats` trait has one entry per seat; a view's `players`
 * is only trusted when it is a count (some games send a list of player records there).
 */
export function seatCount(view, seats) {
  if (Array.isArray(seats) && seats.length) return seats.length;
  const p = view && view.players;
  if (Number.isInteger(p)) return p;
  if (Array.isArray(p)) return p.length;
  return 0;
}

/** Prompt lists longer than this fold into a searchable menu. */
export const FOLD_AT = 8;
/** The log lines a board keeps. */
export const LOG_LIMIT = 200;

/**
 * The log of one model, shared by all its views: the `log` trait (with `log_start`, the index
 * of its first line) sets it whole, `{type: "log_add", start, entries}` messages extend it.
 */
const logStores = new WeakMap();
export function logStore(model) {
  let store = logStores.get(model);
  if (store) return store;
  store = { start: 0, entries: [], listeners: new Set() };
  const reset = () => {
    store.entries = (model.get("log") || []).slice(-LOG_LIMIT);
    store.start = (model.get("log_start") || 0) + ((model.get("log") || []).length - store.entries.length);
    for (const fn of store.listeners) fn();
  };
  const onMsg = (msg) => {
    if (!msg || msg.type !== "log_add" || !Array.isArray(msg.entries)) return;
    const end = store.start + store.entries.length;
    if (msg.start > end) { model.send({ type: "log_sync" }); return; } // a gap: ask for the whole log
    store.entries = store.entries.concat(msg.entries.slice(end - msg.start));
    if (store.entries.length > LOG_LIMIT) {
      store.start += store.entries.length - LOG_LIMIT;
      store.entries = store.entries.slice(-LOG_LIMIT);
    }
    for (const fn of store.listeners) fn();
  };
  const onPatch = () => {
    const p = model.get("patch");
    if (!p || !p.log || store.seen === p.rev) return;
    store.seen = p.rev;
    if (p.log.whole) {
      const entries = applyLogOps(store.entries, p.log.entries);
      store.entries = entries.slice(-LOG_LIMIT);
      store.start = (p.log.start || 0) + (entries.length - store.entries.length);
      for (const fn of store.listeners) fn();
    } else onMsg({ type: "log_add", ...p.log, entries: readLog(p.log.entries) });
  };
  model.on("change:log", reset);
  model.on("change:log_start", reset);
  model.on("msg:custom", onMsg);
  model.on("change:patch", onPatch);
  store.detach = () => {
    model.off("change:log", reset);
    model.off("change:log_start", reset);
    model.off("msg:custom", onMsg);
    model.off("change:patch", onPatch);
    logStores.delete(model);
  };
  reset();
  logStores.set(model, store);
  return store;
}

export { applyViewOps, applyChoiceOps, applyLogOps, readLog, unpackChoices } from "./patch.js";

/**
 * The view and choices a board draws from, shared by all views of one model. The whole state
 * (`view`, `choices`, `view_rev`) comes with the model; after that each update's `patch` brings
 * what changed. A patch that does not fit the copy held here asks Python for the whole again.
 */
const boardStores = new WeakMap();
export function boardStore(model) {
  let store = boardStores.get(model);
  if (store) return store;
  store = { rev: -1, view: {}, choices: [] };
  const whole = () => {
    store.view = model.get("view") || {};
    store.choices = model.get("choices") || [];
    const rev = model.get("view_rev");
    store.rev = Number.isInteger(rev) ? rev : store.rev;
  };
  const onPatch = () => {
    const p = model.get("patch");
    if (!p || !Number.isInteger(p.rev) || p.rev <= store.rev) return;
    if (p.base !== undefined && p.base !== store.rev) { model.send({ type: "view_sync" }); return; }
    if (p.view) store.view = p.view;
    else if (p.view_ops) store.view = applyViewOps(store.view, p.view_ops);
    if (p.choices) store.choices = unpackChoices(p.choices);
    else if (p.choice_ops) store.choices = applyChoiceOps(store.choices, p.choice_ops);
    store.rev = p.rev;
  };
  model.on("change:view", whole);
  model.on("change:choices", whole);
  model.on("change:patch", onPatch);
  store.detach = () => {
    model.off("change:view", whole);
    model.off("change:choices", whole);
    model.off("change:patch", onPatch);
    boardStores.delete(model);
  };
  whole();
  onPatch();
  boardStores.set(model, store);
  return store;
}

/** Choices as objects {action, label, parts}, from the wire form [action, label, parts] or objects. */
export function readChoices(list) {
  return (Array.isArray(list) ? list : []).map((c) => (Array.isArray(c)
    ? { action: c[0], label: c[1] || c[0], parts: Array.isArray(c[2]) ? c[2] : [] }
    : c));
}

/** The view with the game's once-per-game `static` data folded in (boards read one object). */
export function fullView(view, stat) {
  if (!stat || isEmpty(stat) || !view || stat.game !== view.game) return view || {};
  const out = { ...view };
  for (const [k, v] of Object.entries(stat)) if (k !== "game" && k !== "id" && !(k in out)) out[k] = v;
  return out;
}

export function createApp({ renderBoard, describeExtras, describeGame, boardLabel, prepareChoices, morph } = {}) {
  if (typeof renderBoard !== "function") throw new TypeError("createApp needs a renderBoard(ctx) function");
  return {
    // the copies of view, choices and log start with the model, so no patch is missed
    initialize({ model }) {
      if (model.get("replay")) return undefined;
      const stores = [boardStore(model), logStore(model)];
      for (const st of stores) st.kept = true; // the model's own: they live as long as it does
      return () => { for (const st of stores) st.detach(); };
    },
    render({ model, el }) {
      const hooks = { renderBoard, describeExtras, describeGame, boardLabel, prepareChoices, morph };
      // a replay widget (or an exported replay page) steps through frames on the same board
      if (model.get("replay")) return mountReplay(model, el, hooks, mountApp);
      return mountApp(model, el, hooks);
    },
  };
}

/** Build the whole layout into `el`; returns the cleanup function. */
export function mountApp(model, el, hooks) {
  const get = (name, fallback) => {
    const v = model.get(name);
    return v === undefined || v === null ? fallback : v;
  };
  const send = (msg) => model.send(msg);
  const board = boardStore(model);
  board.users = (board.users || 0) + 1;
  const modelChoices = () => {
    const choices = readChoices(board.choices);
    return hooks.prepareChoices ? hooks.prepareChoices(choices) : choices;
  };

  // ---- layout -------------------------------------------------------------
  const title = html("strong", { class: "tw-title" });
  const gameInfo = html("span", { class: "tw-game-info" });
  const busy = html("span", { class: "tw-busy", hidden: true }, [
    html("span", { class: "tw-busy-dots", "aria-hidden": "true" }, [html("i"), html("i"), html("i")]),
    html("span", { text: "thinking…" }),
  ]);
  const status = html("div", { class: "tw-status", "aria-live": "polite" });
  const head = html("header", { class: "tw-head" }, [html("div", { class: "tw-head-line" }, [title, gameInfo, busy]), status]);
  const lessonBox = html("div", { class: "tw-lesson", hidden: true });
  const errorLine = html("div", { class: "tw-error", role: "alert", hidden: true });
  const boardBox = html("div", { class: "tw-board" });
  const summaryBox = html("div", { class: "tw-summary", hidden: true });
  const stage = html("div", { class: "tw-stage" }, [boardBox, summaryBox]);
  const panelsBox = html("div", { class: "tw-panels-box" });
  const prompt = html("div", { class: "tw-prompt", "aria-label": "Moves" });
  const controls = html("div", { class: "tw-controls" });
  const logList = html("div", { class: "tw-log-box" });
  const logBox = html("details", { class: "tw-logbox", open: true }, [html("summary", { text: "Log" }), logList]);
  const side = html("aside", { class: "tw-side" }, [panelsBox, controls, logBox]);
  const main = html("div", { class: "tw-main" }, [html("div", { class: "tw-play" }, [prompt, stage]), side]);
  const handoverBox = html("div", { class: "tw-handover", hidden: true });
  const dialogLayer = html("div", { class: "tw-dialog-layer", hidden: true });
  const root = html("div", { class: "tw-app" }, [head, lessonBox, errorLine, main, handoverBox, dialogLayer]);
  el.appendChild(root);

  // ---- state --------------------------------------------------------------
  const machine = new ChoiceMachine({ send, onChange: () => drawPlay() });
  let lastStep; // view.step of the last board drawn: a change means "animate"
  let summaryDismissed = null; // key of the result the user closed
  let allMovesOpen = false;
  let dialog = null; // {form, previousFocus} while the New game dialog is open

  let merged = { view: null, stat: null, full: {} };
  const viewOf = () => {
    const view = board.view || {};
    const stat = get("static", {});
    if (merged.view !== view || merged.stat !== stat) merged = { view, stat, full: fullView(view, stat) };
    return merged.full;
  };
  const logs = logStore(model);
  const summaryKey = (v) => JSON.stringify([v.step, v.result]);

  // ctx.keep: parts of the board that did not change are not built again (see keepPart)
  let kept = new Map(); // key -> {deps, node, regs} of the last draw
  let keeping = new Map();
  const recording = [];
  const register = (id, element, info) => {
    for (const regs of recording) regs.push([id, element, info]);
    return machine.register(id, element, info);
  };
  function keep(key, deps, build) {
    const old = kept.get(key);
    if (old && !keeping.has(key) && sameDeps(old.deps, deps)) {
      for (const [id, element, info] of old.regs) register(id, element, info);
      keeping.set(key, old);
      if (!morphing) return old.node;
      reused.add(old.node); // the live part stays where it is: the board gets a stand-in for it
      return keptStandIn(old.node);
    }
    const regs = [];
    recording.push(regs);
    let node;
    try { node = build(); } finally { recording.pop(); }
    keeping.set(key, { deps, node, regs });
    return node;
  }

  let drawnWidth = 0; // CSS px of the board's box at the last draw (ctx.width)

  // Drawing in place (hooks.morph !== false): the new board is compared with the one shown and
  // only what differs is written (morph.js); `shown` maps each new node to the live one showing it.
  const morphing = hooks.morph !== false;
  let shown = null;
  let reused = new Set(); // live parts ctx.keep handed out again in this draw
  let pending = []; // animations asked for during the draw, started on the live nodes after it
  const live = (node) => (shown && shown.get(node)) || node;
  const later = (fn) => (pending ? (pending.push(fn), null) : fn());
  function place(box, nodes) {
    if (!morphing) { clear(box); for (const n of nodes) if (n) box.appendChild(n); return; }
    const next = box.ownerDocument.createElement("div");
    for (const n of nodes) if (n) next.appendChild(n);
    const own = new Set();
    for (const entries of machine.registry.values()) for (const e of entries) own.add(e.element);
    morphChildren(box, next, { map: shown, kept: reused, own });
  }

  function makeCtx(view, fresh) {
    const seats = get("seats", []);
    const meta = get("meta", {});
    return {
      keep,
      width: drawnWidth,
      view,
      choices: machine.choices,
      seats,
      meta,
      watching: get("watching", -1),
      prefix: machine.prefix.slice(),
      targets: machine.targets(),
      fresh,
      register,
      // play an action the board composed itself (e.g. a payment split accepted but not listed)
      act: (action) => machine.choose({ action }),
      color: (i) => seatColor(i, seats, meta),
      piece: (i) => pieceStyle(seatColor(i, seats, meta)),
      name: (i) => seatName(i, seats),
      animate: (node, points, opts) => (fresh ? later(() => animateAlong(live(node), points, opts)) : null),
      fadeIn: (node, opts) => (fresh ? later(() => fadeIn(live(node), opts)) : null),
    };
  }

  // ---- board, panels and prompt (drawn together: all may register targets) --
  function drawPlay() {
    const view = viewOf();
    const handover = get("handover", {});
    const hidden = !isEmpty(handover);
    main.hidden = hidden;
    handoverBox.hidden = !hidden;
    if (hidden) {
      clear(boardBox);
      clear(panelsBox);
      clear(prompt);
      drawHandover(handover);
      drawSummary();
      return;
    }
    clear(handoverBox);

    const focused = root.ownerDocument.activeElement;
    // the focus moves on to the redrawn board (so typed keys still reach it): at once after a key,
    // at the next frame after a mouse click (focusing at once forced a second layout of the new board)
    const focusId = focused && boardOrPanels(focused) ? focused.getAttribute("data-tw-id") : null;
    const byKeyboard = focusId !== null && keyboardFocus(focused);

    // the scales of the boards drawn now: a board drawn the same way again needs no layout to size its text
    const known = svgScales([boardBox, panelsBox]);
    drawnWidth = boardBox.clientWidth || 0;
    machine.resetRegistry();
    const fresh = lastStep !== undefined && view.step !== lastStep;
    const ctx = makeCtx(view, fresh);
    keeping = new Map();
    reused = new Set();
    shown = morphing ? new Map() : null;
    pending = morphing ? [] : null;
    let drawn;
    if (!view || view.game === undefined) {
      drawn = html("p", { class: "tw-waiting", text: "Waiting for the game to start…" });
    } else {
      try {
        drawn = hooks.renderBoard(ctx);
      } catch (err) {
        console.error("tablewidgets: could not draw the board", err);
        drawn = html("p", { class: "tw-error", text: `The board could not be drawn: ${err.message}` });
      }
      lastStep = view.step;
    }
    place(boardBox, [drawn]);
    // for tests and latency benchmarks: which step the board shows
    root.setAttribute("data-step", String(view && view.step !== undefined ? view.step : ""));
    drawPanels(ctx);
    if (shown) {
      // registered elements and kept parts now live in the page under the nodes that show them
      for (const entries of machine.registry.values()) for (const e of entries) e.element = live(e.element);
      for (const part of keeping.values()) {
        part.node = live(part.node);
        part.regs = part.regs.map(([id, element, info]) => [id, live(element), info]);
      }
    }
    kept = keeping; // parts not asked for in this draw are forgotten
    machine.apply();
    markLastMoves(view.marks, ctx);
    const animations = pending || [];
    pending = null;
    for (const start of animations) start();
    shown = null;
    legible(known);
    drawPrompt();
    drawSummary();
    gameInfo.textContent = hooks.describeGame && view.game !== undefined ? safe(() => hooks.describeGame(ctx), "") : "";

    if (focusId) {
      const refocus = () => {
        const active = root.ownerDocument.activeElement;
        // (an element drawn again in place keeps the focus: it moves on only when that is no target now)
        const stayed = active === focused && active.isConnected;
        if (!stayed && active && active !== root.ownerDocument.body && active.isConnected) return; // focus went elsewhere meanwhile
        const targets = machine.targetElements();
        if (stayed && targets.some((t) => t.element === active)) return;
        const again = targets.find((t) => t.id === focusId) || targets[0];
        if (again && again.element !== active) again.element.focus({ preventScroll: true });
      };
      const win = root.ownerDocument.defaultView;
      if (byKeyboard || !win || typeof win.requestAnimationFrame !== "function") refocus();
      else win.requestAnimationFrame(refocus);
    }
  }

  /** Every seat's latest turn (view.marks = {seat: [ids]}), bots too: a dashed ring in its colour. */
  function markLastMoves(marks, ctx) {
    const want = new Map(); // element -> seat (an element drawn again keeps its ring: nothing is written)
    if (marks && typeof marks === "object") {
      for (const [seat, ids] of Object.entries(marks)) {
        if (!Array.isArray(ids)) continue;
        for (const id of ids) for (const { element } of machine.registry.get(id) || []) want.set(element, seat);
      }
    }
    for (const el of root.querySelectorAll(".tw-last")) {
      if (want.has(el)) continue;
      el.classList.remove("tw-last");
      el.removeAttribute("data-last-seat");
    }
    const styles = new Map();
    for (const [element, seat] of want) {
      if (!styles.has(seat)) styles.set(seat, pieceStyle(ctx.color(Number(seat))));
      const st = styles.get(seat);
      if (!element.classList.contains("tw-last")) element.classList.add("tw-last");
      if (element.getAttribute("data-last-seat") !== seat) element.setAttribute("data-last-seat", seat);
      if (element.style.getPropertyValue("--tw-last") !== st.fill) element.style.setProperty("--tw-last", st.fill);
      if (element.style.getPropertyValue("--tw-last-rim") !== st.rim) element.style.setProperty("--tw-last-rim", st.rim);
    }
  }

  function legible(known = null) {
    legibleText([boardBox, panelsBox], { known });
  }

  function boardOrPanels(node) {
    return node.closest && node.closest("[data-tw-id]") && (boardBox.contains(node) || panelsBox.contains(node));
  }

  function drawPanels(ctx) {
    const view = ctx.view || {};
    const extras = hooks.describeExtras ? (i) => safe(() => hooks.describeExtras(ctx, i), {}) : null;
    place(panelsBox, [playerPanels(ctx.seats, {
      toMove: view.over ? [] : view.to_move || [],
      watching: ctx.watching,
      meta: ctx.meta,
      extras,
      count: seatCount(view, ctx.seats),
    })]);
  }

  function drawPrompt() {
    const old = prompt.querySelector("details.tw-allmoves");
    if (old) allMovesOpen = old.open;
    const oldSearch = prompt.querySelector(".tw-move-search");
    const query = oldSearch ? oldSearch.value : "";
    const searching = oldSearch && root.ownerDocument.activeElement === oldSearch;
    clear(prompt);
    const choices = machine.choices;
    const choiceButton = (c, extra = "") =>
      button(c.label || c.action, { "data-choice": String(choices.indexOf(c)), class: `tw-btn tw-choice ${extra}`.trim(), title: c.action });

    const row = html("div", { class: "tw-prompt-row" });
    const waiting = Boolean(get("busy", false));
    if (machine.prefix.length) {
      row.appendChild(html("span", { class: "tw-picked", text: `Selected: ${machine.prefix.map((id) => machine.labelOf(id)).join(" → ")}` }));
      row.appendChild(button("Cancel", { "data-cmd": "cancel-selection", title: "Clear the selection (Escape)" }));
    } else if (machine.targets().size && !waiting) {
      row.appendChild(html("span", { class: "tw-hint", text: "Pick a highlighted spot on the board." }));
    }
    // Choices without a board element are buttons; a long list of them folds into the menu below.
    const plain = buttonChoices(choices);
    const folded = plain.length > FOLD_AT;
    if (!folded) for (const c of plain) row.appendChild(choiceButton(c, "tw-primary"));
    if (row.childNodes.length) prompt.appendChild(row);

    // After a first click: the moves it leads to are made on the board; only those whose next
    // click has no element on this board become buttons.
    const offBoard = machine.candidates().filter((c) => c.parts.length <= machine.prefix.length || !machine.registry.has(c.parts[machine.prefix.length]));
    if (offBoard.length && offBoard.length <= FOLD_AT) {
      prompt.appendChild(html("div", { class: "tw-prompt-row tw-candidates", role: "group", "aria-label": "Moves from the selection" },
        offBoard.map((c) => choiceButton(c))));
    }
    const boardChoices = matchingChoices(choices, []).filter((c) => !c.alias);
    const listed = [...(folded ? plain : []), ...boardChoices];
    if (listed.length) {
      const search = html("input", { type: "search", class: "tw-move-search", placeholder: "Find a move…",
        "aria-label": "Find a move", "data-lm-suppress-shortcuts": "true", value: query });
      const list = html("div", { class: "tw-prompt-row tw-move-list", role: "group", "aria-label": "All moves" },
        listed.map((c) => choiceButton(c)));
      const filter = () => {
        const q = search.value.trim().toLowerCase();
        for (const b of list.children) b.hidden = Boolean(q) && !b.textContent.toLowerCase().includes(q) && !b.title.toLowerCase().includes(q);
      };
      search.addEventListener("input", filter);
      filter();
      const summaryText = folded && !boardChoices.length ? `Choose from ${listed.length} moves` : `All moves as a list (${listed.length})`;
      const details = html("details", { class: `tw-allmoves${folded ? " tw-folded" : ""}` }, [
        html("summary", { text: summaryText, "data-lm-suppress-shortcuts": "true" }),
        html("div", { class: "tw-move-menu" }, [search, list]),
      ]);
      details.open = allMovesOpen || (folded && !boardChoices.length && !machine.targets().size);
      prompt.appendChild(details);
      if (searching) { search.focus(); }
    }
  }

  function drawHandover(handover) {
    clear(handoverBox);
    const name = handover.name || seatName(handover.seat, get("seats", []));
    const go = button(`I am ${name}: show the board`, { "data-cmd": "ready", class: "tw-btn tw-primary" });
    handoverBox.append(html("div", { class: "tw-handover-card", role: "dialog", "aria-label": "Hand over" }, [
      html("h3", { text: `${name}'s turn` }),
      html("p", { text: `Pass the screen to ${name}. The board stays covered until they are ready, so nobody sees what is not theirs to see.` }),
      go,
    ]));
    // Move focus only when the user is already inside this widget.
    if (root.contains(root.ownerDocument.activeElement)) go.focus();
  }

  function drawSummary() {
    const view = viewOf();
    const show = view.over && isEmpty(get("handover", {})) && summaryDismissed !== summaryKey(view);
    summaryBox.hidden = !show;
    clear(summaryBox);
    if (show) summaryBox.appendChild(renderSummary(view, get("seats", []), get("meta", {})));
    drawControls();
  }

  function drawControls() {
    const view = viewOf();
    const seats = get("seats", []);
    const watching = get("watching", -1);
    clear(controls);
    controls.appendChild(button("Undo", { "data-cmd": "undo", disabled: !get("can_undo", false), title: "Take back your last decision" }));
    controls.appendChild(button("New game", { "data-cmd": "new-game" }));
    if (view.over && summaryDismissed === summaryKey(view))
      controls.appendChild(button("Show result", { "data-cmd": "show-summary" }));

    // Seats this board may show: those it controls (the bridge marks them), else the human ones.
    const mine = (s) => (typeof s.controlled === "boolean" ? s.controlled : s.kind === "human");
    const options = seats.filter((s) => mine(s) || s.seat === watching).map((s) => [s.seat, s.name || `Player ${s.seat + 1}`]);
    options.push([-1, "Spectator"]);
    if (options.length > 1) {
      const sel = html("select", { class: "tw-select tw-seat-select", "data-lm-suppress-shortcuts": "true", "aria-label": "Watch as" });
      for (const [seat, name] of options) {
        const opt = html("option", { value: String(seat), text: name });
        if (seat === watching) opt.selected = true;
        sel.appendChild(opt);
      }
      controls.appendChild(html("label", { class: "tw-field-inline" }, [html("span", { text: "Watch as" }), sel]));
    }
    const anim = html("input", { type: "checkbox", class: "tw-anim-toggle", "data-lm-suppress-shortcuts": "true" });
    anim.checked = animationsSetting();
    controls.appendChild(html("label", { class: "tw-field-inline" }, [anim, html("span", { text: "Animate moves" })]));
  }

  function drawHeader() {
    const meta = get("meta", {});
    title.textContent = meta.title || get("game_name", "") || "";
    status.textContent = get("status", "");
    busy.hidden = !get("busy", false);
    root.classList.toggle("tw-is-busy", Boolean(get("busy", false)));
  }

  function drawError() {
    const e = get("error", "");
    errorLine.textContent = e;
    errorLine.hidden = !e;
  }

  function drawLog() {
    clear(logList);
    const entries = logs.entries;
    logList.appendChild(renderLog(entries, get("seats", []), get("meta", {})));
    logBox.hidden = !entries.length;
    logList.scrollTop = logList.scrollHeight;
  }

  function drawLesson() {
    const lesson = get("lesson", {});
    lessonBox.hidden = isEmpty(lesson);
    clear(lessonBox);
    if (!isEmpty(lesson)) lessonBox.appendChild(renderLesson(lesson));
  }

  // ---- New game dialog ----------------------------------------------------
  function openDialog() {
    const meta = get("meta", {});
    const view = viewOf();
    const seats = get("seats", []);
    clear(dialogLayer);
    const formBox = html("div", { class: "tw-form" });
    const card = html("div", { class: "tw-dialog", role: "dialog", "aria-modal": "true", "aria-label": "New game" }, [
      html("h3", { text: `New game${meta.title ? ` of ${meta.title}` : ""}` }),
      formBox,
      html("div", { class: "tw-dialog-actions" }, [
        button("Start", { "data-cmd": "start-new", class: "tw-btn tw-primary" }),
        button("Cancel", { "data-cmd": "cancel-new" }),
      ]),
    ]);
    const currentOptions = {};
    for (const o of meta.options || []) if (view && o.name in view) currentOptions[o.name] = view[o.name];
    const form = optionsForm(formBox, meta, {
      players: seatCount(view, seats),
      seats: seats.map((s) => s.kind),
      options: currentOptions,
    });
    dialogLayer.appendChild(card);
    dialogLayer.hidden = false;
    dialog = { form, previousFocus: root.ownerDocument.activeElement };
    const first = card.querySelector("select, button");
    if (first) first.focus();
  }

  function closeDialog() {
    if (!dialog) return;
    const back = dialog.previousFocus;
    dialog = null;
    dialogLayer.hidden = true;
    clear(dialogLayer);
    if (back && root.contains(back)) back.focus();
  }

  // ---- events -------------------------------------------------------------
  function onClick(e) {
    finishAll();
    const t = e.target;
    const cmd = t.closest("[data-cmd]");
    if (cmd && root.contains(cmd) && cmd.tagName === "BUTTON") return runCommand(cmd.getAttribute("data-cmd"));
    const choice = t.closest("[data-choice]");
    if (choice) {
      const c = machine.choices[Number(choice.getAttribute("data-choice"))];
      if (c) machine.choose(c);
      return;
    }
    const lesson = t.closest("[data-lesson]");
    if (lesson) return send({ type: "lesson", go: lesson.getAttribute("data-lesson") });
    const target = t.closest("[data-tw-id]");
    if (target && (boardBox.contains(target) || panelsBox.contains(target))) {
      if (machine.pick(target.getAttribute("data-tw-id")) === "ignored") machine.clear();
      return;
    }
    if (boardBox.contains(t)) machine.clear();
  }

  function runCommand(cmd) {
    switch (cmd) {
      case "undo": send({ type: "undo" }); break;
      case "new-game": summaryBox.hidden = true; openDialog(); break;
      case "start-new": {
        const { players, seats, options } = dialog.form.read();
        send({ type: "new_game", players, seats, options });
        closeDialog();
        break;
      }
      case "cancel-new": closeDialog(); break;
      case "ready": send({ type: "ready" }); break;
      case "cancel-selection": machine.clear(); break;
      case "close-summary": summaryDismissed = summaryKey(viewOf()); drawSummary(); break;
      case "show-summary": summaryDismissed = null; drawSummary(); break;
      default: break;
    }
  }

  function onKeyDown(e) {
    finishAll();
    if (e.key === "Escape") {
      if (dialog) { closeDialog(); e.preventDefault(); e.stopPropagation(); return; }
      if (machine.clear()) { e.preventDefault(); e.stopPropagation(); }
      return;
    }
    const target = e.target.closest && e.target.closest("[data-tw-id]");
    if (!target || !(boardBox.contains(target) || panelsBox.contains(target))) return;
    if (e.key === "Enter" || e.key === " " || e.key === "Spacebar") {
      e.preventDefault();
      e.stopPropagation();
      machine.pick(target.getAttribute("data-tw-id"));
      return;
    }
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[e.key]) {
      const entries = machine.targetElements();
      const current = entries.find((x) => x.element === target);
      const next = nearestInDirection(entries, current, ...dirs[e.key]);
      if (next) { next.element.focus(); e.preventDefault(); e.stopPropagation(); }
    }
  }

  function onChange(e) {
    const t = e.target;
    if (t.classList.contains("tw-seat-select")) send({ type: "set_seat", seat: Number(t.value) });
    else if (t.classList.contains("tw-anim-toggle")) setAnimationsSetting(t.checked);
  }

  // text stays legible when the cell's width changes
  // (a board may lay itself out for its width, ctx.width: a real change of width draws it again)
  const onResize = () => {
    const w = boardBox.clientWidth || 0;
    // (a board first drawn before the cell had a width is drawn again once it has one)
    if (w > 0 && (!drawnWidth || Math.abs(w - drawnWidth) > 40)) drawPlay();
    else legible();
  };
  const resize = typeof ResizeObserver === "function" ? new ResizeObserver(onResize) : null;
  if (resize) resize.observe(root);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("change", onChange);

  // Trait changes only mark what must be redrawn; one message from Python (which may change
  // view, choices and status together) then draws the board once: on the model's "change" event,
  // which follows all change:<name> events of one update, or a microtask at the latest.
  const dirty = new Set();
  const drawers = [
    ["choices", () => machine.setChoices(modelChoices())],
    ["header", drawHeader],
    ["error", drawError],
    ["lesson", drawLesson],
    ["play", drawPlay],
    ["prompt", () => { if (!dirty.has("play")) drawPrompt(); }],
    ["controls", () => { if (!dirty.has("play")) drawControls(); }],
    ["log", drawLog],
  ];
  let scheduled = false;
  function flush() {
    scheduled = false;
    if (!dirty.size) return;
    for (const [key, fn] of drawers) {
      if (!dirty.has(key)) continue;
      fn();
      if (key !== "play") dirty.delete(key);
    }
    dirty.clear();
  }
  const mark = (...keys) => {
    for (const k of keys) dirty.add(k);
    if (!scheduled) { scheduled = true; queueMicrotask(flush); }
  };
  const traitHandlers = {
    view: () => mark("choices", "play"),
    patch: () => {
      const p = get("patch", {});
      if (p.view || p.view_ops || p.choices || p.choice_ops) mark("choices", "play");
    },
    static: () => mark("play"),
    choices: () => mark("choices", "play"),
    seats: () => mark("play", "log"),
    meta: () => mark("header", "play"),
    watching: () => mark("play"),
    handover: () => mark("play"),
    can_undo: () => mark("controls"),
    busy: () => mark("header", "prompt"),
    status: () => mark("header"),
    game_name: () => mark("header"),
    error: () => mark("error"),
    lesson: () => mark("lesson"),
  };
  const listeners = Object.entries(traitHandlers).map(([name, fn]) => {
    const cb = () => fn();
    model.on(`change:${name}`, cb);
    return [`change:${name}`, cb];
  });
  const onAnyChange = () => flush();
  model.on("change", onAnyChange);
  listeners.push(["change", onAnyChange]);

  const onLog = () => drawLog();
  logs.listeners.add(onLog);
  machine.setChoices(modelChoices());
  drawHeader();
  drawError();
  drawLesson();
  drawLog();
  drawPlay();

  return function cleanup() {
    finishAll();
    for (const [name, cb] of listeners) model.off(name, cb);
    logs.listeners.delete(onLog);
    if (!logs.listeners.size && !logs.kept) logs.detach();
    board.users -= 1;
    if (!board.users && !board.kept && boardStores.get(model) === board) board.detach();
    if (resize) resize.disconnect();
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("change", onChange);
    root.remove();
  };
}

/** Focus that came from the keyboard (not from a mouse click), where the browser can tell. */
function keyboardFocus(el) {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true; // no :focus-visible: keep the focus as before
  }
}

/** Same dependencies: the same values, compared one by one with ===. */
function sameDeps(a, b) {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A part of the board built once and drawn again unchanged while `deps` stay the same:
 * `keepPart(ctx, "track", [view.track, zoom], () => drawTrack(...))` returns the node of the last
 * draw when every dep is === the last one (unchanged parts of a patched view keep their
 * identity), else builds it. Elements the part registered are registered again. For parts that
 * depend only on `deps`; a key is used once per draw. Without the app (a plain ctx) it builds.
 */
export function keepPart(ctx, key, deps, build) {
  return ctx && typeof ctx.keep === "function" ? ctx.keep(key, deps, build) : build();
}

function safe(fn, fallback) {
  try {
    return fn();
  } catch (err) {
    console.error("tablewidgets:", err);
    return fallback;
  }
}
