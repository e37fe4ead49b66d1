"""JupyterLab: the play notebook runs, moves are made by clicking, and the kernel agrees with the board."""

import json
import random

import pytest

from driver import clickables
from servers import ROOT, lab_notebook, shot

pytestmark = pytest.mark.browser

KERNEL_READY = """() => {
  const app = window.jupyterapp;
  const w = app && app.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""

RUN_CODE = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = k.requestExecute({ code });
  let out = '';
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out += msg.content.text;
    if (msg.header.msg_type === 'error') out += 'ERROR ' + msg.content.ename + ': ' + msg.content.evalue;
  };
  await future.done;
  return out;
}"""


def kernel(page, code: str) -> str:
    return page.evaluate(RUN_CODE, code)


def test_gipf_notebook_in_jupyterlab(page):
    with lab_notebook(ROOT / "notebooks" / "gipf.ipynb") as (url, path):
        page.goto(f"{url}/lab/tree/{path}", wait_until="domcontentloaded")
        page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
        page.wait_for_function(KERNEL_READY, timeout=120_000, polling=250)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function("() => document.querySelectorAll('.tw-app').length >= 3", timeout=120_000)
        hot_seat = page.locator(".tw-app").nth(1)  # the two-player board of the notebook
        hot_seat.scroll_into_view_if_needed()
        rng = random.Random(5)
        made = 0
        while made < 4:
            options = clickables(hot_seat)
            assert options, "no move to click"
            before = kernel(page, "import tablewidgets.widget as W\n"
                                  "print(sorted(len(g.history) for g in list(W._TABLES.keys())))")
            rng.choice(options).click()
            page.wait_for_timeout(150)
            after = kernel(page, "print(sorted(len(g.history) for g in list(W._TABLES.keys())))")
            if after != before:
                made += 1
        shot(page, "lab-gipf-light")
        state = json.loads(kernel(page, """
import json
hot = [t for t in W._TABLES.values() if t.kinds == ['human', 'human'] and t.game.history]
g = hot[0].game
print(json.dumps({"steps": len(g.history), "pieces": len(g.view()["board"]), "to_move": g.to_move[0]}))
""").strip().splitlines()[-1])
        assert state["steps"] >= 4
        drawn = hot_seat.locator(".tw-gipf-pieces .tw-piece").count()
        assert drawn == state["pieces"], "the board and the kernel disagree on the pieces"
        status = hot_seat.locator(".tw-status").inner_text()
        assert ("White" if state["to_move"] == 0 else "Black") in status
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                      "{theme: 'JupyterLab Dark'})")
        page.wait_for_timeout(1500)
        hot_seat.scroll_into_view_if_needed()
        shot(page, "lab-gipf-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
