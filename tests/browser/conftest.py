"""Real servers and a real browser: one Voila (and one JupyterLab) per test session, headless Chromium."""

import os

import pytest

from servers import ARTIFACTS, CHROMIUM, stop_shared  # noqa: F401


@pytest.fixture(scope="session", autouse=True)
def shared_servers():
    """The session's Voila and JupyterLab start on first use (servers.shared_voila) and stop here."""
    yield
    stop_shared()


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
    # closing the page the way a person does lets Voila shut its kernel down at once
    # (the shared server would otherwise keep every test's kernel until it is culled)
    if not pg.is_closed():
        try:
            with pg.expect_event("close", timeout=5_000):
                pg.close(run_before_unload=True)
        except Exception:
            pass
    context.close()
