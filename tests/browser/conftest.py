"""Real servers and a real browser: Voila or JupyterLab on a free localhost port, headless Chromium."""

import os
import pathlib

import pytest

from servers import ARTIFACTS, CHROMIUM  # noqa: F401


@pytest.fixture(scope="module")
def browser():
    # module scope: Playwright's event loop must be gone before the bridge tests run
    from playwright.sync_api import sync_playwright

    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is missing at {CHROMIUM}: './dev test' installs it (apt-get install chromium).")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    pg.console_messages = []
    pg.on("console", lambda m: pg.console_messages.append(f"{m.type}: {m.text}"))
    pg.on("pageerror", lambda e: pg.console_messages.append(f"pageerror: {e}"))
    yield pg
    context.close()
