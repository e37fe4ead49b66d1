"""Click-to-render latency in Voila and time from opening the page to an interactive board.

    python benchmarks/bench_widget.py [--moves 50]

Serves a one-cell notebook (GIPF, two people on one screen, so every click is
answered by the model alone), then in headless Chromium: measures the time
from navigation to the first highlighted move, and for each move the time
from the click that completes it until the board shows the new step.
"""

import argparse
import json
import os
import pathlib
import random
import shutil
import statistics
import sys
import tempfile
import time

from common import ROOT  # the repository (common puts it on sys.path)

sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
from driver import clickables  # noqa: E402
from servers import CHROMIUM, voila  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="tw-bench-"))
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": 'import tablewidgets as tw\ntw.play("gipf", seats=["human", "human"], seed=1)'}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (tmp / "bench.ipynb").write_text(json.dumps(nb))
    rng = random.Random(1)
    latencies, loads = [], []
    try:
        with voila(tmp) as url, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            for _ in range(args.loads):
                page = browser.new_page(viewport={"width": 1100, "height": 950})
                t0 = time.perf_counter()
                page.goto(f"{url}/voila/render/bench.ipynb", wait_until="commit")
                page.wait_for_selector(".tw-app [data-tw-id].tw-target", timeout=120_000)
                loads.append(time.perf_counter() - t0)
                page.close()
            page = browser.new_page(viewport={"width": 1100, "height": 950})
            page.goto(f"{url}/voila/render/bench.ipynb")
            page.wait_for_selector(".tw-app [data-tw-id].tw-target", timeout=120_000)
            page.evaluate("() => document.addEventListener('click', () => { window.__clickAt = performance.now(); }, true)")
            while len(latencies) < args.moves:
                if page.locator(".tw-summary:not([hidden])").count():
                    page.click('[data-cmd="close-summary"]')
                    page.click('[data-cmd="new-game"]')
                    page.click('[data-cmd="start-new"]')
                    page.wait_for_selector(".tw-app[data-step='0'] [data-tw-id].tw-target")
                    continue
                step = page.get_attribute(".tw-app", "data-step")
                options = clickables(page)
                rng.choice(options).click()
                if page.locator(".tw-selected").count():
                    continue  # the first half of a move: no round trip to the kernel yet
                page.wait_for_function("s => document.querySelector('.tw-app').dataset.step !== s", arg=step)
                latencies.append(page.evaluate("() => (performance.now() - window.__clickAt) / 1000"))
            browser.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    latencies.sort()
    p95 = latencies[max(0, int(round(0.95 * len(latencies))) - 1)]
    print(f"open page -> interactive board: median {statistics.median(loads):.2f} s over {len(loads)} loads "
          f"(min {min(loads):.2f} s, max {max(loads):.2f} s)")
    print(f"click -> rendered move ({len(latencies)} moves): median {1000 * statistics.median(latencies):.0f} ms, "
          f"95th percentile {1000 * p95:.0f} ms")


if __name__ == "__main__":
    main()
