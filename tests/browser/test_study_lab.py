"""JupyterLab: a ladder's plot and a replay that follows a game played from the kernel."""

import json
import pathlib
import shutil
import tempfile

import pytest

from servers import lab_notebook, shot
from test_lab import KERNEL_READY, kernel

pytestmark = pytest.mark.browser

CELLS = [
    "import tablewidgets as tw\n"
    "lad = tw.ladder('backgammon', levels=['random', 'greedy'], games=6, seed=1, progress=False, processes=1)\n"
    "lad.plot()",
    "g = tw.new('gipf', seed=5)\nfor _ in range(3):\n    g.play(g.legal_actions()[0])\nr = tw.replay(g)\nr",
]


def test_ladder_plot_and_live_replay_in_jupyterlab(page):
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-lab-study-"))
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": c}
                    for c in CELLS],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (tmp / "study.ipynb").write_text(json.dumps(nb))
    try:
        with lab_notebook(tmp / "study.ipynb") as (url, path):
            page.goto(f"{url}/lab/tree/{path}", wait_until="domcontentloaded")
            page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
            page.wait_for_function(KERNEL_READY, timeout=120_000, polling=250)
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.wait_for_selector(".tw-replay .tw-board svg", timeout=180_000)
            assert page.locator(".jp-OutputArea-output img").count() == 1        # the ladder's figure
            replay = page.locator(".tw-replay")
            assert replay.get_attribute("data-frame") == "3"
            assert "game running" in page.locator(".tw-replay-counter").inner_text()
            assert page.locator(".tw-replay-seats option").all_inner_texts() == ["Spectator"]
            # moves made in the kernel reach the replay, which stays at the newest step
            kernel(page, "for _ in range(2):\n    g.play(g.legal_actions()[0])")
            page.wait_for_function("() => document.querySelector('.tw-replay').dataset.frame === '5'")
            page.locator(".tw-replay-first").click()
            assert replay.get_attribute("data-frame") == "0"
            pieces = page.locator(".tw-replay .tw-gipf-pieces .tw-piece").count()
            page.locator(".tw-replay-last").click()
            assert page.locator(".tw-replay .tw-gipf-pieces .tw-piece").count() == pieces + 5
            shot(page, "lab-study")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
