"""Revive in Voila at 1280x900: the kit's checks on the first board, a card played by two clicks,
then a whole game clicked against the default bot; the board in the dark theme."""

import pathlib
import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser

CHECKS = (pathlib.Path(__file__).parent / "kit_checks.js").read_text()


def test_revive_whole_game_against_the_bot_then_dark(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("revive", seats=["human", "greedy"], seed=5, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="card:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the active cards show without scrolling
        m = page.evaluate(CHECKS)
        assert m["choices"] and m["choices_in_view"], m
        assert not m["small_text"], m["small_text"][:10]
        assert not m["small_targets"], m["small_targets"][:10]
        shot(page, "voila-revive-start-light")
        first.click()
        slot = page.wait_for_selector('.tw-app [data-tw-id^="slot:0:"].tw-target')
        slot.click()
        page.wait_for_function("() => document.querySelector('.tw-app').innerText.includes('1 main action left')"
                               " || document.querySelector('.tw-app').innerText.includes('Teal: ')")
        play_until_over(page, page, random.Random(5), max_seconds=480)
        shot(page, "voila-revive-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("revive", players=3, seats=["human", "greedy", "greedy"], seed=2, bot_delay=0.05, '
            'expansion=True, vast_crystals=True)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="card:"].tw-target')
        m = page.evaluate(CHECKS)
        assert not m["small_text"], m["small_text"][:10]
        shot(page, "voila-revive-start-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
