"""Viticulture in Voila at 1280x900: one whole 2-player game from setup clicked against the vintner
bot, and the kit's checks on the board; the dark theme is checked by test_kit.py."""

import random

import pytest

from driver import SUMMARY, play_until_over, small_text_and_targets
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_viticulture_whole_game_against_the_vintner(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("viticulture", seats=["human", "vintner"], seed=4, bot_delay=0.02)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app .tw-prompt [data-choice]')   # setup: the papa's gift or lira
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        shot(page, "voila-viticulture-start-light")
        sizes = small_text_and_targets(page, ".tw-vt")
        assert not sizes["small"] and not sizes["tiny"], sizes
        clicks = play_until_over(page, page, random.Random(4), max_seconds=170)
        assert clicks > 50, clicks                           # a whole game of clicks, not a prepared last year
        shot(page, "voila-viticulture-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
