// Replays: a game's own board stepping through recorded frames, with clicks switched off.
//
// The model carries `replay` = {frames: [{view, status, log: [start, end], at?}], common, static,
// log: [entries], watching, seat_options: [[seat, name]], running, speed, standalone?} next to the
// usual `meta`, `seats` and `game_name`. `common` + a frame's `view` is the `view` trait of play
// (`common` holds the other view fields every frame shares, sent once), `static` is the `static`
// trait (the game's never-changing keys, sent once; mountApp folds them in as in play), and a
// frame's `view.marks` are that moment's last moves. The board is drawn by mountApp through a
// model of its own whose `choices` are always empty and whose `log` (with `log_start`) is the
// frame's window of the log, so nothing on it can be clicked. The bar above it: first / back / play-pause / forward / last,
// a scrubber over every frame, a speed, the seat to watch (as the kernel allows), and the
// log lines of the frame shown. With `standalone` (an exported HTML file) nothing is sent.
import { html, button, clear } from "./dom.js";
import { finishAll } from "./animate.js";

export const SPEEDS = [0.5, 1, 2, 4, 8, 16];
const LOG_WINDOW = 60;   // log lines shown with a frame (fewer than in play: scrubbing redraws them every step)

export function mountReplay(model, el, hooks, mountApp) {
  let data = model.get("replay") || {};
  const frames = () => data.frames || [];
  let index = Math.max(0, frames().length - 1);
  // the offered speed nearest to the one asked for (2 steps a second when none is)
  let speed = SPEEDS.reduce((best, s) => (Math.abs(s - (Number(data.speed) || 2)) < Math.abs(best - (Number(data.speed) || 2)) ? s : best), 2);
  let timer = null;

  // ---- the board's own model: one frame at a time, no choices ------------
  const handlers = new Map();
  const frame = () => frames()[index] || {};
  // a frame's view: the fields every frame shares (`common`, sent once) plus its own
  let viewCache = { index: -1, data: null, view: null };
  const viewOf = () => {
    if (viewCache.index !== index || viewCache.data !== data)
      viewCache = { index, data, view: { ...(data.common || {}), ...(frame().view || {}) } };
    return viewCache.view;
  };
  const board = {
    get(name) {
      const f = frame();
      switch (name) {
        case "view": return viewOf();
        case "status": return f.status || "";
        case "static": return data.static || {};
        case "log": {
          const end = (f.log || [0, 0])[1];
          return (data.log || []).slice(Math.max(0, end - LOG_WINDOW), end);
        }
        case "log_start": return Math.max(0, (f.log || [0, 0])[1] - LOG_WINDOW);
        case "choices": return [];
        case "can_undo": case "busy": return false;
        case "handover": case "lesson": return {};
        case "watching": return typeof data.watching === "number" ? data.watching : -1;
        default: return model.get(name);
      }
    },
    set() {},
    save_changes() {},
    send() {},            // a replay asks the kernel nothing through the board
    on(name, fn) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name).add(fn);
    },
    off(name, fn) {
      if (handlers.has(name)) handlers.get(name).delete(fn);
    },
  };
  // as a widget model does: every change:<name>, then one "change" (on which mountApp draws)
  const emit = (...names) => {
    for (const name of names) for (const fn of handlers.get(`change:${name}`) || []) fn();
    for (const fn of handlers.get("change") || []) fn();
  };

  // ---- layout -------------------------------------------------------------
  const first = button("|◀", { class: "tw-btn tw-replay-first", "data-go": "first", title: "First step", "aria-label": "First step" });
  const back = button("◀", { class: "tw-btn tw-replay-back", "data-go": "back", title: "Step back", "aria-label": "Step back" });
  const play = button("▶ Play", { class: "tw-btn tw-primary tw-replay-play", "data-go": "play", "aria-label": "Play" });
  const next = button("▶", { class: "tw-btn tw-replay-next", "data-go": "next", title: "Step forward", "aria-label": "Step forward" });
  const last = button("▶|", { class: "tw-btn tw-replay-last", "data-go": "last", title: "Last step", "aria-label": "Last step" });
  const range = html("input", { type: "range", class: "tw-replay-range", min: "0", step: "1", "aria-label": "Step", "data-lm-suppress-shortcuts": "true" });
  const counter = html("span", { class: "tw-replay-counter", "aria-live": "off" });
  const speedSelect = html("select", { class: "tw-select tw-replay-speed", "aria-label": "Speed", "data-lm-suppress-shortcuts": "true" },
    SPEEDS.map((s) => html("option", { value: String(s), text: `${s} steps/s`, selected: s === speed })));
  const seatBox = html("label", { class: "tw-field-inline tw-replay-seat" });
  const line = html("div", { class: "tw-replay-line", "aria-live": "polite" });
  const bar = html("div", { class: "tw-replay-bar", role: "toolbar", "aria-label": "Replay" }, [
    html("div", { class: "tw-replay-buttons" }, [first, back, play, next, last]),
    range, counter,
    html("label", { class: "tw-field-inline" }, [html("span", { text: "Speed" }), speedSelect]),
    seatBox,
  ]);
  const host = html("div", { class: "tw-replay-board" });
  const root = html("div", { class: "tw-app tw-replay" }, [bar, line, host]);
  el.appendChild(root);
  const unmount = mountApp(board, host, hooks);

  // ---- drawing --------------------------------------------------------------
  function drawBar() {
    const n = frames().length;
    range.max = String(Math.max(0, n - 1));
    range.value = String(index);
    range.setAttribute("aria-valuetext", `Step ${index} of ${Math.max(0, n - 1)}`);
    counter.textContent = `Step ${index} of ${Math.max(0, n - 1)}${data.running ? " (game running)" : ""}`;
    first.disabled = back.disabled = index <= 0;
    next.disabled = last.disabled = index >= n - 1;
    play.textContent = timer ? "❚❚ Pause" : "▶ Play";
    play.setAttribute("aria-label", timer ? "Pause" : "Play");
    const [start, end] = frame().log || [0, 0];
    const lines = (data.log || []).slice(start, end).map((e) => e.text);
    line.textContent = lines.length ? lines.join(" ") : index === 0 ? "The game begins." : "";
    root.setAttribute("data-frame", String(index));
  }

  function drawSeats() {
    clear(seatBox);
    const options = data.seat_options || [[-1, "Spectator"]];
    const watching = typeof data.watching === "number" ? data.watching : -1;
    const select = html("select", { class: "tw-select tw-replay-seats", "aria-label": "Watch as", "data-lm-suppress-shortcuts": "true", disabled: options.length < 2 || data.standalone },
      options.map(([seat, name]) => html("option", { value: String(seat), text: name, selected: seat === watching })));
    seatBox.append(html("span", { text: "Watch as" }), select);
    root.setAttribute("data-watching", String(watching));   // the seat the kernel shows, not the one asked for
  }

  function go(i) {
    const n = frames().length;
    const target = Math.max(0, Math.min(n - 1, i));
    if (target === index) { drawBar(); return; }
    finishAll();
    index = target;
    emit("view", "log", "status");
    drawBar();
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    drawBar();
  }

  function start() {
    if (index >= frames().length - 1) go(0);
    if (timer) clearInterval(timer);
    timer = setInterval(() => {
      if (index < frames().length - 1) go(index + 1);
      if (index >= frames().length - 1 && !data.running) stop();   // a running game: wait for more
    }, 1000 / speed);
    drawBar();
  }

  // ---- events -----------------------------------------------------------------
  function onClick(e) {
    const b = e.target.closest("[data-go]");
    if (!b || !bar.contains(b)) return;
    const where = b.getAttribute("data-go");
    if (where === "play") return timer ? stop() : start();
    stop();
    if (where === "first") go(0);
    else if (where === "back") go(index - 1);
    else if (where === "next") go(index + 1);
    else if (where === "last") go(frames().length - 1);
  }
  function onInput(e) {
    if (e.target !== range) return;
    const wanted = Number(range.value);   // read before stop() redraws the bar
    stop();
    go(wanted);
  }
  function onChange(e) {
    if (e.target === speedSelect) {
      speed = Number(speedSelect.value);
      if (timer) start();
    } else if (e.target.classList.contains("tw-replay-seats") && !data.standalone) {
      model.send({ type: "set_seat", seat: Number(e.target.value) });
    }
  }
  bar.addEventListener("click", onClick);
  bar.addEventListener("input", onInput);
  bar.addEventListener("change", onChange);

  // ---- the kernel's traits ------------------------------------------------------
  function onReplay() {
    const before = frame();
    const atEnd = index >= frames().length - 1;
    const seatChanged = (model.get("replay") || {}).watching !== data.watching;
    data = model.get("replay") || {};
    const n = frames().length;
    if (seatChanged && typeof before.at === "number") {
      // the same moment of the game as the other seat saw it
      let k = 0;
      for (let i = 0; i < n; i++) if ((frames()[i].at ?? Infinity) <= before.at) k = i;
      index = k;
    } else if (atEnd) {
      index = Math.max(0, n - 1);     // at the end of a running game: follow it
    } else {
      index = Math.min(index, Math.max(0, n - 1));
    }
    finishAll();
    drawSeats();
    emit("static", "view", "log", "status", "watching");
    drawBar();
  }
  const forward = ["meta", "seats", "game_name", "error"].map((name) => {
    const fn = () => emit(name);
    model.on(`change:${name}`, fn);
    return [`change:${name}`, fn];
  });
  model.on("change:replay", onReplay);

  drawSeats();
  drawBar();

  return function cleanup() {
    stop();
    for (const [name, fn] of forward) model.off(name, fn);
    model.off("change:replay", onReplay);
    bar.removeEventListener("click", onClick);
    bar.removeEventListener("input", onInput);
    bar.removeEventListener("change", onChange);
    if (typeof unmount === "function") unmount();
    root.remove();
  };
}
