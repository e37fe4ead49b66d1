"""Twinkle Twinkle in Voila: turn and flip a star, place it, and play a whole game against the bot by clicking."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser

CODE = ('import tablewidgets as tw\n'
        'tw.play("twinkle_twinkle", seats=["human", "planner"], seed={seed}, bot_delay=0.05)')


def cell_ids(page):
    return page.eval_on_selector_all(".tw-tt-cells [data-cell]", "els => els.map(e => e.getAttribute('data-tw-id'))")


def take_a_star(page):
    """Click row tiles until the one held is a star (undoing other picks)."""
    for place in range(1, 6):
        tile = page.locator(f'[data-tw-id="row:{place}"].tw-target')
        if not tile.count():
            continue
        step = page.get_attribute(".tw-app", "data-step")
        tile.click()
        # the kernel's answer: the board shows the next step, with the tile held
        page.wait_for_function("s => document.querySelector('.tw-app').getAttribute('data-step') !== s", arg=step)
        page.wait_for_selector(".tw-tt-toolbar")
        if page.locator(".tw-tt-rotate").count():
            return True
        page.click('[data-cmd="undo"]')
        page.wait_for_selector('[data-tw-id="row:1"].tw-target, [data-tw-id="row:2"].tw-target')
    return False


@pytest.mark.parametrize("theme", ["light"])
def test_twinkle_whole_game_against_the_bot(page, theme):
    with voila_cell(page, CODE.format(seed=4), theme=theme):
        page.wait_for_selector("[data-tw-id].tw-target")
        shot(page, f"voila-twinkle-start-{theme}")
        # seed 4 deals stars into the first row; Gold may move first or second
        assert take_a_star(page), "no star in the first row"
        before = cell_ids(page)
        assert before and all("/" in i for i in before)
        chips = page.locator(".tw-tt-chip").count()
        page.click(".tw-tt-rotate")
        assert (cell_ids(page) != before) == (chips > 2) or chips == 2
        page.click(".tw-tt-flip")
        # the tile follows the pointer and previews where it would lie
        target = page.locator(".tw-tt-cells [data-cell].tw-target").first
        target.hover()
        assert page.locator(".tw-tt-ghost-layer .tw-tt-ghost").count() == 1
        target.focus()
        ids = cell_ids(page)
        page.keyboard.press("r")                  # R turns the tile from the keyboard too
        assert cell_ids(page) != ids or chips == 1
        shot(page, f"voila-twinkle-placing-{theme}")
        step = page.get_attribute(".tw-app", "data-step")
        target.click()
        page.wait_for_function("s => document.querySelector('.tw-app').getAttribute('data-step') !== s", arg=step)
        assert not page.locator(".tw-error:not([hidden])").count()
        play_until_over(page, page, random.Random(4), max_seconds=240)
        shot(page, f"voila-twinkle-end-{theme}")
        summary = page.inner_text(SUMMARY).lower()
        assert "wins" in summary and "every sky is full" in summary and "score" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
