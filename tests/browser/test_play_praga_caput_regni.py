"""Praga Caput Regni in Voila at 1280x900: the first tile clicked on the crane, a whole game clicked
against the city planner, the kit's checks on the board, and the board in the dark theme."""

import pathlib
import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser
CHECKS = (pathlib.Path(__file__).parent / "kit_checks.js").read_text()


def test_praga_whole_game_against_the_planner_then_dark(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("praga_caput_regni", seats=["human", "planner"], seed=5, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="space:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the crane shows without scrolling
        m = page.evaluate(CHECKS)
        assert m["choices_in_view"] and not m["small_text"] and not m["small_targets"], m
        shot(page, "voila-praga-start-light")
        step = page.locator(".tw-app").get_attribute("data-step")
        first.click()
        page.wait_for_function(f"() => document.querySelector('.tw-app').getAttribute('data-step') !== '{step}'")
        assert "take one action" in page.inner_text(".tw-status").lower()
        shot(page, "voila-praga-action-light")
        play_until_over(page, page, random.Random(5), max_seconds=420)
        shot(page, "voila-praga-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        assert page.locator(".tw-last").count() >= 1           # the last moves are marked
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("praga_caput_regni", players=3, seats=["human", "planner", "planner"], seed=2, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="space:"].tw-target')
        m = page.evaluate(CHECKS)
        assert not m["small_text"] and not m["small_targets"], m
        shot(page, "voila-praga-start-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
