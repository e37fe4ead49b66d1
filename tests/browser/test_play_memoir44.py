"""Memoir '44 in Voila at 1280x900: a whole battle clicked against the field commander (cards in the hand,
units and hexes on the battlefield, with the dice shown on the targets); the dark theme is checked by
test_kit.py."""

import random

import pytest

from driver import SUMMARY, play_until_over, small_text_and_targets
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_memoir44_whole_battle_against_the_commander(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("memoir44", seats=["human", "commander"], seed=4, bot_delay=0.05, scenario=17)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="card:"].tw-target', timeout=60000)
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first card to play shows without scrolling
        assert "command card" in page.inner_text(".tw-status").lower()
        m = small_text_and_targets(page, ".tw-m44")
        assert not m["small"] and not m["tiny"], m
        shot(page, "voila-memoir44-start-light")
        rng = random.Random(4)
        seen_dice = False

        def look(clicks):
            nonlocal seen_dice
            if not seen_dice and page.locator(".tw-m44-dice-count").count():
                seen_dice = True
                shot(page, "voila-memoir44-targets-light")
        play_until_over(page, page, rng, max_seconds=500, on_click=look)
        shot(page, "voila-memoir44-end-light")
        assert page.locator(".tw-m44-last").count() >= 1                  # each side's last move is marked
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("memoir44", seats=["human", "commander"], seed=2, bot_delay=0.05, scenario=4)')
