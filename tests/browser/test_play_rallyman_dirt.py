"""Rallyman: DIRT in Voila at 1280x900: a whole stage clicked against the driver bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, click_randomly, play_until_over, small_text_and_targets
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_rallyman_dirt_whole_stage_against_the_driver(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("rallyman_dirt", seats=["human", "driver"], seed=6, bot_delay=0.05, stage="alpine")')
    with voila_cell(page, code, theme="light"):
        die = page.wait_for_selector('.tw-app [data-tw-id^="die:"].tw-target')
        box = die.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        shot(page, "voila-rallyman-dirt-start-light")
        assert page.locator('[data-tw-id^="die:"].tw-target').count() == 1      # from gear 0: the 1st gear die
        die.click()
        page.wait_for_selector('[data-tw-id^="space:"].tw-target')
        sizes = small_text_and_targets(page, ".tw-rd")
        assert not sizes["small"] and not sizes["tiny"], sizes
        page.locator('[data-tw-id^="space:"].tw-target').first.click()
        page.wait_for_selector(".tw-rd-plan")                                   # the die sits on its space
        shot(page, "voila-rallyman-dirt-plan-light")
        play_until_over(page, page, random.Random(6), max_seconds=300)
        shot(page, "voila-rallyman-dirt-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_rallyman_dirt_dark_theme_with_options(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("rallyman_dirt", players=3, seats=["human", "driver", "driver"], seed=3, bot_delay=0.05, '
            'stage="forest")')
    with voila_cell(page, code, theme="dark"):
        click_randomly(page, random.Random(2), 16)
        assert page.locator(".tw-rd-last").count() >= 1                  # moves are marked
        shot(page, "voila-rallyman-dirt-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
