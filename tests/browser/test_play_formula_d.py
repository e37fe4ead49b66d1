"""Formula D in Voila at 1280x900: a whole race clicked against the driver bot (every board in the dark theme: test_kit.py)."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def _text_sizes_and_targets(page):
    return page.evaluate("""() => {
        const small = [...document.querySelectorAll('.tw-fd text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll('.tw-fd .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width < 24 || r.height < 24;
        }).length;
        return {small, tiny};
    }""")


def test_formula_d_whole_race_against_the_driver(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("formula_d", seats=["human", "driver"], seed=6, bot_delay=0.05, circuit="monza")')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="gear:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        assert "gear" in page.inner_text(".tw-status").lower()
        shot(page, "voila-formula-d-start-light")
        page.locator('[data-tw-id^="gear:"].tw-target').first.click()
        page.wait_for_selector('[data-tw-id^="space:"].tw-target')
        sizes = _text_sizes_and_targets(page)
        assert not sizes["small"] and not sizes["tiny"], sizes
        target = page.locator('[data-tw-id^="space:"].tw-target').first
        target.hover()
        assert page.locator(".tw-fd-preview").get_attribute("d")      # the path the car would take
        shot(page, "voila-formula-d-move-light")
        play_until_over(page, page, random.Random(6), max_seconds=240)
        shot(page, "voila-formula-d-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
