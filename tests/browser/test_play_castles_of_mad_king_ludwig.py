"""Castles of Mad King Ludwig in Voila at 1280x900: a whole game clicked against the builder bot,
the room shadow snapping on the castle plane, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def _checks(page):
    return page.evaluate("""() => {
        const small = [...document.querySelectorAll('.tw-cw text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll('.tw-cw .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width > 0 && (r.width < 24 || r.height < 24);
        }).length;
        return {small, tiny};
    }""")


def test_castles_whole_game_against_the_builder(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("castles_of_mad_king_ludwig", seats=["human", "builder"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app .tw-prompt [data-choice]')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first thing to click shows without scrolling
        shot(page, "voila-castles-start-light")
        first.click()                                         # keep two bonus cards
        # price the rooms as Master Builder, then buy one once the bot has bought (slots are clicked on the board)
        spots = page.locator('[data-tw-id^="spot:"].tw-target:visible')
        for _ in range(40):
            if spots.count():
                break
            slots = page.locator('[data-tw-id^="slot:"].tw-target')
            if slots.count() and not page.locator(".tw-app.tw-is-busy").count():
                try:
                    slots.first.click(timeout=2000)
                except Exception:
                    pass
            page.wait_for_timeout(400)
        assert spots.count(), "no room to build"
        assert page.locator(".cw-ghost").count() >= 1        # the shadow of the room being built
        ids_before = page.locator('.cw-spot:visible').count()
        page.locator(".cw-turn").click()                     # turn the room a quarter
        assert page.locator('.cw-spot:visible').count() >= 1 and ids_before >= 1
        sizes = _checks(page)
        assert not sizes["small"] and not sizes["tiny"], sizes
        shot(page, "voila-castles-place-light")
        floor = page.locator(".cw-floor-g").bounding_box()
        step = page.locator(".tw-app").get_attribute("data-step")
        page.mouse.click(floor["x"] + floor["width"] / 2, floor["y"] + floor["height"] / 2)   # snaps to a spot
        page.wait_for_function(f"() => document.querySelector('.tw-app').getAttribute('data-step') !== '{step}'")
        play_until_over(page, page, random.Random(4), max_seconds=420)
        shot(page, "voila-castles-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_castles_dark_theme(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("castles_of_mad_king_ludwig", players=3, seats=["human", "builder", "builder"], seed=2, '
            'bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app .tw-prompt [data-choice]')
        rng = random.Random(2)
        for _ in range(10):
            page.wait_for_timeout(300)
            targets = page.locator("[data-tw-id].tw-target").all() + page.locator(".tw-prompt [data-choice]").all()
            visible = [t for t in targets if t.is_visible()]
            if visible:
                try:
                    rng.choice(visible).click(timeout=3000)
                except Exception:
                    pass
        shot(page, "voila-castles-mid-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
