"""Rallyman: DIRT in Voila at 1280x900: a whole stage clicked against the driver bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def _small_text_and_targets(page):
    return page.evaluate("""() => {
        const small = [...document.querySelectorAll('.tw-rd text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll('.tw-rd .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width < 24 || r.height < 24;
        }).length;
        return {small, tiny};
    }""")


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
        sizes = _small_text_and_targets(page)
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
        rng = random.Random(2)
        for _ in range(16):
            page.wait_for_timeout(250)
            targets = page.locator("[data-tw-id].tw-target").all() + page.locator(".tw-prompt [data-choice]").all()
            visible = [t for t in targets if t.is_visible()]
            if visible:
                rng.choice(visible).click()
        assert page.locator(".tw-rd-last").count() >= 1                  # moves are marked
        shot(page, "voila-rallyman-dirt-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
