"""Parks in Voila at 1280x900: a whole game clicked against the hiker bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def _text_sizes_and_targets(page):
    return page.evaluate("""() => {
        const small = [...document.querySelectorAll('.tw-pk text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll('.tw-pk .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width < 24 || r.height < 24;
        }).length;
        return {small, tiny};
    }""")


def test_parks_whole_game_against_the_hiker_then_dark_theme(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("parks", seats=["human", "hiker"], seed=6, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="hiker-0-"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        sizes = _text_sizes_and_targets(page)
        assert not sizes["small"] and not sizes["tiny"], sizes
        shot(page, "voila-parks-start-light")
        first.click()
        page.wait_for_selector('[data-tw-id^="spot-"].tw-target')
        page.locator('[data-tw-id^="spot-"].tw-target').first.click()
        play_until_over(page, page, random.Random(6), max_seconds=300)
        shot(page, "voila-parks-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("parks", players=4, seats=["human", "hiker", "hiker", "hiker"], seed=3, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="hiker-0-"].tw-target')
        rng = random.Random(2)
        for _ in range(10):
            page.wait_for_timeout(250)
            targets = page.locator("[data-tw-id].tw-target").all() + page.locator(".tw-prompt [data-choice]").all()
            visible = [t for t in targets if t.is_visible()]
            if visible:
                rng.choice(visible).click()
        assert page.locator(".tw-last").count() >= 1                  # moves are marked
        shot(page, "voila-parks-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
