"""Viticulture in Voila at 1280x900: the last year of a game clicked against the vintner bot (from a
position where one player already has 20 points, so the game ends at the end of the year), the
kit's checks on the board, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over, small_text_and_targets
from servers import shot, voila_cell

pytestmark = pytest.mark.browser

POSITION = ('{"vp": [20, 18], "lira": [8, 8], "year": 4, "wake": [1, 2], '
            '"hands": [["v14", "o5", "s-patron", "w-judge"], ["v15"]], '
            '"fields": [[["v16"], ["v24"], []], [["v17"], [], []]], "structures": [["medium"], []], '
            '"grapes": [{"red": [4]}, {}], "wines": [{"red": [6]}, {}]}')


def test_viticulture_last_year_against_the_vintner(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw, json\n'
            f'tw.play("viticulture", seats=["human", "vintner"], seed=4, bot_delay=0.05, position=json.loads({POSITION!r}))')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="space:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        shot(page, "voila-viticulture-start-light")
        sizes = small_text_and_targets(page, ".tw-vt")
        assert not sizes["small"] and not sizes["tiny"], sizes
        page.click('[data-tw-id="space:plant"].tw-target')
        page.click('[data-tw-id="card:v14"].tw-target')
        page.click('[data-tw-id="field:0:2"].tw-target')      # the Sangiovese goes to field 3
        page.wait_for_function("() => document.querySelector('.tw-app').innerText.includes('Sangiovese')")
        shot(page, "voila-viticulture-planted-light")
        play_until_over(page, page, random.Random(4), max_seconds=300)
        shot(page, "voila-viticulture-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="space:"].tw-target')
        shot(page, "voila-viticulture-start-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
