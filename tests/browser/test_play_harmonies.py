"""Harmonies in Voila: a whole game clicked against the bot (every board in the dark theme: test_kit.py)."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_harmonies_whole_game_against_the_bot(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("harmonies", seats=["human", "greedy"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('.tw-app [data-tw-id^="central:"].tw-target')
        assert "Fern" in page.inner_text(".tw-status")
        shot(page, "voila-harmonies-start-light")
        # take a set, then place one token by clicking it in hand and a highlighted space
        page.click('[data-tw-id="central:1"]')
        page.wait_for_selector('[data-tw-id^="hand:"].tw-target')
        page.locator('[data-tw-id^="hand:"].tw-target').first.click()
        page.wait_for_selector('[data-tw-id^="space:0:"].tw-target')
        page.locator('[data-tw-id="space:0:c3"]').click()
        page.wait_for_function("() => document.querySelector('.tw-app').innerText.includes('c3')")
        shot(page, "voila-harmonies-placing-light")
        play_until_over(page, page, random.Random(4), max_seconds=150)
        shot(page, "voila-harmonies-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary and ("wins" in summary or "win together" in summary), summary
        assert "points" in summary or "scores" in summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
