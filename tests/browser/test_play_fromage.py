"""Fromage in Voila at 1280x900: a whole game clicked against the cheesemaker bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def _text_sizes_and_targets(page):
    return page.evaluate("""() => {
        const small = [...document.querySelectorAll('.tw-fr text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll('.tw-fr .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width < 24 || r.height < 24;
        }).length;
        return {small, tiny};
    }""")


def test_fromage_whole_game_against_the_cheesemaker(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("fromage", seats=["human", "planner"], seed=6, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="c-"].tw-target, .tw-app [data-tw-id^="g"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        assert "place in the" in page.inner_text(".tw-status").lower()
        sizes = _text_sizes_and_targets(page)
        assert not sizes["small"] and not sizes["tiny"], sizes
        shot(page, "voila-fromage-start-light")
        gather = page.locator('[data-tw-id^="g"][data-tw-id$="-1"].tw-target').first
        gather.click()
        page.locator('[data-tw-id^="w-"].tw-target').first.click()
        page.wait_for_function("() => document.querySelector('.tw-fr-player').textContent.includes('gather 1')")
        page.locator(".tw-fr-score-toggle").click()
        assert page.locator(".tw-fr-score-table").is_visible()
        turn = page.evaluate("() => document.querySelector('.tw-fr').textContent").split("Turn ")[1].split(" ")[0]
        page.locator('.tw-prompt [data-choice]', has_text="Done placing").click()
        page.wait_for_function(f"() => !document.querySelector('.tw-fr').textContent.includes('Turn {turn} ')")
        assert page.locator(".tw-last").count() >= 1                    # both seats' last placements are marked
        shot(page, "voila-fromage-turned-light")
        play_until_over(page, page, random.Random(6), max_seconds=300)
        shot(page, "voila-fromage-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_fromage_dark_theme_four_players(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("fromage", players=4, seats=["human", "planner", "planner", "planner"], seed=3, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id].tw-target')
        rng = random.Random(2)
        for _ in range(12):
            page.wait_for_timeout(250)
            targets = page.locator("[data-tw-id].tw-target").all() + page.locator(".tw-prompt [data-choice]").all()
            visible = [t for t in targets if t.is_visible()]
            if visible:
                rng.choice(visible).click()
        assert page.locator(".tw-fr-quadrant").count() == 4
        shot(page, "voila-fromage-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
