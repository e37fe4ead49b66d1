"""Every board in Voila: page open -> interactive, click -> board updated, bytes sent per move.

    python benchmarks/bench_widget.py [--moves 40] [--loads 2] [--games gipf,heat] [--kernel] [--phases]

Serves one folder of one-cell notebooks (one per game, every seat a person on one screen, so
every click is answered by the model alone; Heat races one person against Legends) from one
Voila server, then in headless Chromium for each game: the time from navigation to the first
highlighted move; for each move the time from the click that completes it until the board shows
the new step (both moments taken inside the page, so no browser-to-Python round trip is
counted); and the bytes the kernel sent over the websocket for that move (Jupyter message
frames, headers included). Starting a game is counted apart.
Targets: p95 click -> board <= 50 ms, open -> interactive <= 2 s, <= 5 KB per move.

`--phases`: where the time goes, per game (medians, ms from navigation or from the click): an open
(first byte of the page, page received, page loaded, websocket opened, board drawn, ready) and each
click (click -> websocket send, send -> first reply, first reply -> board drawn).
"""

import argparse
import os
import random
import statistics
import sys
import time

from common import ROOT, table  # the repository (common puts it on sys.path)

sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
from driver import clickables  # noqa: E402
from servers import CHROMIUM, open_notebook, voila_notebooks  # noqa: E402

import tablewidgets as tw  # noqa: E402

#: what each game's page runs: people in every seat (no bot work inside the timings)
SETUPS = {
    "heat": 'tw.play("heat", players=1, seats=["human"], seed=1, cars=4)',
    "river_valley_glassworks": 'tw.play("river_valley_glassworks", seats=["human", "human"], seed=1)',
}
#: the page is ready for a click: a board target, a prompt choice, or the hand-over screen of a game with
#: hidden information and several people at one screen
READY = """() => [...document.querySelectorAll('.tw-app [data-tw-id].tw-target, .tw-app .tw-prompt [data-choice], '
                                            + '.tw-handover:not([hidden]) [data-cmd="ready"]')]
              .some((el) => el.getBoundingClientRect().width > 0)"""


def setup(name: str) -> str:
    cls = tw.GAMES[name]
    n = max(2, cls.min_players) if cls.max_players >= 2 else 1
    return "import tablewidgets as tw\n" + SETUPS.get(name, f'tw.play("{name}", seats={["human"] * n!r}, seed=1)')


def p95(values):
    values = sorted(values)
    return values[max(0, int(round(0.95 * len(values))) - 1)] if values else float("nan")


def bench_game(browser, url, name, moves, loads, rng):
    opens = []
    for _ in range(loads):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        t0 = time.perf_counter()
        page.goto(f"{url}/voila/render/cells-{name}.ipynb", wait_until="commit")   # see voila_notebooks
        page.wait_for_function(READY, timeout=120_000, polling=20)
        opens.append(time.perf_counter() - t0)
        page.close()
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    received = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: received.append(len(payload))))
    open_notebook(page, url, name, wait=".tw-app")   # a hand-over screen has no board yet
    page.wait_for_function(READY, timeout=120_000)
    # timed inside the page: the click, and the moment the board shows a new step (not when Python hears of it)
    page.evaluate("""() => {
        document.addEventListener('click', () => { window.__clickAt = performance.now(); window.__stepAt = null; }, true);
        new MutationObserver((records) => {
            for (const r of records) {
                if (window.__stepAt == null && r.oldValue !== r.target.getAttribute('data-step')) window.__stepAt = performance.now();
            }
        }).observe(document.querySelector('.tw-app'), {attributes: true, attributeOldValue: true, attributeFilter: ['data-step']});
    }""")
    latencies, sizes, new_games = [], [], 0
    stuck = 0
    while len(latencies) < moves and stuck < 50:
        if page.locator(".tw-summary:not([hidden])").count():
            page.click('[data-cmd="close-summary"]')
            page.click('[data-cmd="new-game"]')
            page.click('[data-cmd="start-new"]')
            page.wait_for_function(READY)
            new_games += 1
            continue
        if page.locator('.tw-handover:not([hidden]) [data-cmd="ready"]').count():
            page.click('[data-cmd="ready"]')
            page.wait_for_timeout(100)
            continue
        step = page.get_attribute(".tw-app", "data-step")
        options = clickables(page)
        if not options:
            stuck += 1
            page.wait_for_timeout(100)
            continue
        received.clear()
        try:
            rng.choice(options).click(timeout=3000)
        except Exception:
            stuck += 1
            continue
        if page.locator(".tw-selected").count():
            continue  # the first half of a move: no round trip to the kernel yet
        try:
            page.wait_for_function("s => document.querySelector('.tw-app').dataset.step !== s", arg=step, timeout=5000, polling="raf")
        except Exception:
            stuck += 1
            continue
        latencies.append(page.evaluate("() => (window.__stepAt - window.__clickAt) / 1000"))
        page.wait_for_timeout(150)  # the rest of the update (log, status) arrives
        sizes.append(sum(received))
        stuck = 0
    page.close()
    return {"open": statistics.median(opens), "open_max": max(opens), "moves": len(latencies),
            "median_ms": 1000 * statistics.median(latencies) if latencies else float("nan"),
            "p95_ms": 1000 * p95(latencies), "kb_median": statistics.median(sizes) / 1024 if sizes else float("nan"),
            "kb_max": max(sizes) / 1024 if sizes else float("nan"), "new_games": new_games}


#: in-page marks of an open and of each click (taken with performance.now(), ms)
PHASES = """
window.__tw = {sends: [], recvs: [], steps: []};
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (d) { window.__tw.sends.push(performance.now()); return send.call(this, d); };
const WS = window.WebSocket;
window.WebSocket = class extends WS {
  constructor(...a) {
    super(...a);
    this.addEventListener('open', () => { window.__tw.wsOpen = window.__tw.wsOpen || performance.now(); });
    this.addEventListener('message', () => window.__tw.recvs.push(performance.now()));
  }
};
document.addEventListener('click', () => { window.__tw.click = performance.now(); }, true);
new MutationObserver((records) => {
  for (const r of records) {
    if (r.type === 'attributes' && r.oldValue !== r.target.getAttribute('data-step')) window.__tw.steps.push(performance.now());
    if (!window.__tw.board && document.querySelector('.tw-board svg')) window.__tw.board = performance.now();
  }
}).observe(document, {subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-step']});
"""


def phases_game(browser, url, name, moves, rng):
    """Median phases of one open (of `loads`) and of the clicks that reach the kernel."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.add_init_script(PHASES)
    page.goto(f"{url}/voila/render/cells-{name}.ipynb", wait_until="commit")
    page.wait_for_function(READY, timeout=120_000, polling=20)
    opened = page.evaluate("""() => { const n = performance.getEntriesByType('navigation')[0];
        return {first_byte: n.responseStart, page: n.responseEnd, loaded: n.loadEventEnd, ws: window.__tw.wsOpen,
                board: window.__tw.board, ready: performance.now()}; }""")
    clicks = []
    tries = 0
    while len(clicks) < moves and tries < 10 * moves:
        tries += 1
        if page.locator('.tw-handover:not([hidden]) [data-cmd="ready"]').count():
            page.click('[data-cmd="ready"]')
            page.wait_for_timeout(100)
            continue
        if page.locator(".tw-summary:not([hidden])").count():
            break
        step = page.get_attribute(".tw-app", "data-step")
        options = clickables(page)
        if not options:
            page.wait_for_timeout(100)
            continue
        page.evaluate("() => { window.__tw.sends = []; window.__tw.recvs = []; window.__tw.steps = []; }")
        try:
            rng.choice(options).click(timeout=3000)
        except Exception:
            continue
        if page.locator(".tw-selected").count():
            continue
        try:
            page.wait_for_function("s => document.querySelector('.tw-app').dataset.step !== s", arg=step, timeout=5000, polling="raf")
        except Exception:
            continue
        t = page.evaluate("() => window.__tw")
        c = t["click"]
        sends = [x for x in t["sends"] if x >= c]
        recvs = [x for x in t["recvs"] if sends and x >= sends[0]]
        steps = [x for x in t["steps"] if x >= c]
        if sends and recvs and steps:
            clicks.append((sends[0] - c, recvs[0] - sends[0], steps[0] - recvs[0], steps[0] - c))
        page.wait_for_timeout(150)
    page.close()
    med = lambda i: statistics.median(x[i] for x in clicks) if clicks else float("nan")  # noqa: E731
    return opened, {"send": med(0), "reply": med(1), "redraw": med(2), "total": med(3),
                    "p95": p95([x[3] for x in clicks]), "n": len(clicks)}


def kernel_side(name: str, moves: int, rng: random.Random) -> dict:
    """The kernel's share of a click, without a browser: the processor time of one move sent to the
    widget as the page sends it (the rules, the view patch, the log lines, the status)."""
    scope: dict = {}
    code = setup(name).replace("tw.play(", "widget = tw.play(")
    exec(code, scope)
    times = []
    while len(times) < moves:
        w = scope["widget"]
        if w.handover:
            w.handle({"type": "ready"})
            continue
        if w.game.over or not w.choices:
            exec(code, scope)
            continue
        action = rng.choice(w.choices)["action"]
        t0 = time.process_time()
        w.handle({"type": "act", "action": action})
        times.append(time.process_time() - t0)
    return {"median_ms": 1000 * statistics.median(times), "p95_ms": 1000 * p95(times), "max_ms": 1000 * max(times)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--loads", type=int, default=2)
    parser.add_argument("--games", default=",".join(sorted(tw.GAMES)))
    parser.add_argument("--phases", action="store_true",
                        help="where an open's and a click's time goes, inside the page")
    parser.add_argument("--kernel", action="store_true",
                        help="only the kernel's processor time per click, for every game (no browser)")
    args = parser.parse_args()
    if args.kernel:
        rng = random.Random(1)
        rows = ((n, f"{r['median_ms']:.1f} ms", f"{r['p95_ms']:.1f} ms", f"{r['max_ms']:.1f} ms")
                for n in args.games.split(",") for r in [kernel_side(n, args.moves, rng)])
        table(rows, headers=("game", "kernel med", "kernel p95", "kernel max"), widths=(26, 11, 11, 11))
        return
    from playwright.sync_api import sync_playwright

    names = args.games.split(",")
    rng = random.Random(1)
    with voila_notebooks({n: setup(n) for n in names}) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        if args.phases:
            def phase_rows():
                for name in names:
                    o, c = phases_game(browser, url, name, args.moves, rng)
                    yield (name, *(f"{o[k] if o[k] is not None else float('nan'):.0f}" for k in ("first_byte", "page", "loaded", "ws", "board", "ready")),
                           c["n"], *(f"{c[k]:.1f}" for k in ("send", "reply", "redraw", "total", "p95")))
            table(phase_rows(), headers=("game", "1st byte", "page", "loaded", "ws open", "board", "ready",
                                         "clicks", "->send", "->reply", "->board", "total", "p95"),
                  widths=(24, 9, 7, 7, 8, 7, 7, 7, 7, 8, 8, 7, 7))
            browser.close()
            return

        def rows():
            for name in names:
                r = bench_game(browser, url, name, args.moves, args.loads, rng)
                yield (name, f"{r['open']:.2f} s", r["moves"], f"{r['median_ms']:.0f} ms", f"{r['p95_ms']:.0f} ms",
                       f"{r['kb_median']:.1f} KB", f"{r['kb_max']:.1f} KB")

        table(rows(), headers=("game", "open", "moves", "click med", "click p95", "bytes med", "bytes max"),
              widths=(24, 9, 7, 10, 10, 10, 10))
        browser.close()


if __name__ == "__main__":
    main()
