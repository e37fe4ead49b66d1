"""The study notebook works as a Voila app: tables, plots, and a replay whose seat menu asks the kernel."""

import pytest

from tablewidgets.games import AVAILABLE  # the games the notebook's kernel knows (no test toys)
from servers import shot, voila

pytestmark = pytest.mark.browser


def test_study_notebook_in_voila(page):
    with voila() as url:
        page.goto(f"{url}/voila/render/study.ipynb", wait_until="domcontentloaded", timeout=300_000)
        page.wait_for_selector(".tw-replay .tw-board svg", timeout=300_000)
        # every cell ran without an error (tests/test_notebooks.py leaves this notebook to this test)
        assert not page.locator(".jp-OutputArea-output", has_text="Traceback").count()
        # the first-seat table has a row per game, the plots arrived as images
        assert page.locator("table", has_text="first seat").locator("tbody tr").count() == len(AVAILABLE)
        assert page.locator(".jp-OutputArea-output img").count() >= 2
        assert page.get_by_text("Elo").count() + page.locator("th:text('elo')").count() >= 1
        replay = page.locator(".tw-replay")
        last = int(replay.get_attribute("data-frame"))
        assert last > 10
        page.locator(".tw-replay-range").focus()
        page.keyboard.press("Home")
        assert replay.get_attribute("data-frame") == "0"
        # the game is over: every seat's view may be shown, and the kernel sends it
        seats = page.locator(".tw-replay-seats")
        assert [o.strip() for o in seats.locator("option").all_inner_texts()] == ["Spectator", "White", "Black"]
        seats.select_option("0")
        # the kernel answers with seat 0's frames (data-watching is what it shows, not what was asked);
        # the board inside shows no controls of its own: the replay bar has the seat menu
        page.wait_for_function("() => document.querySelector('.tw-replay[data-watching=\"0\"] .tw-replay-board > .tw-app')",
                               timeout=60_000)
        assert not page.locator(".tw-replay .tw-replay-board .tw-seat-select").is_visible()
        assert not page.locator(".tw-replay .tw-replay-board .tw-controls").is_visible()
        page.locator(".tw-replay-last").click()
        assert int(replay.get_attribute("data-frame")) == last
        shot(page, "study-voila")
    assert not [m for m in page.console_messages if m.startswith("pageerror")], page.console_messages
