"""Rallyman: GT in Voila at 1280x900: a whole race clicked against the driver bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, click_randomly, play_until_over, small_text_and_targets
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_rallyman_gt_whole_race_against_the_driver(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("rallyman_gt", seats=["human", "driver"], seed=6, bot_delay=0.05, track="hairpins")')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id="tyre:slick"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        shot(page, "voila-rallyman-gt-start-light")
        first.click()
        die = page.wait_for_selector('[data-tw-id^="die:"].tw-target')
        assert page.locator('[data-tw-id^="die:"].tw-target').count() == 1      # from gear 0: the 1st gear die
        die.click()
        page.wait_for_selector('[data-tw-id^="space:"].tw-target')
        sizes = small_text_and_targets(page, ".tw-rgt")
        assert not sizes["small"] and not sizes["tiny"], sizes
        page.locator('[data-tw-id^="space:"].tw-target').first.click()
        page.wait_for_selector(".tw-rgt-plan")                                  # the die sits on its square
        shot(page, "voila-rallyman-gt-plan-light")
        play_until_over(page, page, random.Random(6), max_seconds=300)
        shot(page, "voila-rallyman-gt-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_rallyman_gt_dark_theme_with_options(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("rallyman_gt", players=3, seats=["human", "driver", "driver"], seed=3, bot_delay=0.05, '
            'car_class="gt5", weather="wet", flying_start=True)')
    with voila_cell(page, code, theme="dark"):
        click_randomly(page, random.Random(2), 16)
        assert page.locator(".tw-rgt-last").count() >= 1                  # moves are marked
        shot(page, "voila-rallyman-gt-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
