"""River Valley Glassworks in Voila: a whole game by clicking against the bot (every board in the dark theme: test_kit.py)."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_whole_game_against_the_bot_light(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("river_valley_glassworks", seats=["human", "greedy"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector(".tw-app [data-tw-id].tw-target")
        assert "Otter to place glass" in page.inner_text(".tw-status")
        # a satchel piece first: its own segment lights up, then the neighbours to collect
        first = page.locator('[data-tw-id^="sat:0:"].tw-target').first
        first.click()
        assert page.locator('[data-tw-id^="seg:"].tw-target').count() >= 1
        shot(page, "voila-river_valley_glassworks-start-light")
        page.keyboard.press("Escape")
        clicks = play_until_over(page, page, random.Random(4), max_seconds=300)
        assert clicks >= 10
        summary = page.inner_text(SUMMARY)
        assert "points" in summary and ("wins" in summary.lower() or "victory" in summary.lower()), summary
        assert "rows" in summary and "columns" in summary        # the winner's score breakdown
        page.click('[data-cmd="close-summary"]')
        assert page.locator(".tw-rvg-works").count() == 2
        assert "Final: rows" in page.locator(".tw-rvg-works").first.text_content()
        shot(page, "voila-river_valley_glassworks-end-light")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
