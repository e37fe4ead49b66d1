"""Twinkle Twinkle in Voila: turn and flip a star, place it, and play a whole game against the bot by clicking."""

import random

import pytest

from driver import SUMMARY, clickables, play_until_over
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
        tile.click()
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


def test_twinkle_dark_theme_renders_and_takes_a_tile(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("twinkle_twinkle", seats=["human", "planner", "planner"], seed=2, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector("[data-tw-id].tw-target")
        assert page.locator(".tw-tt-sky").count() == 3
        for _ in range(2):
            options = [el for el in clickables(page) if (el.get_attribute("data-tw-id") or "").startswith(("row:", "cell:"))]
            step = page.get_attribute(".tw-app", "data-step")
            options[0].click()
            page.wait_for_function("s => document.querySelector('.tw-app').getAttribute('data-step') !== s", arg=step)
        shot(page, "voila-twinkle-dark")
        assert not page.locator(".tw-error:not([hidden])").count()


def test_twinkle_rules_lesson_in_voila(page):
    from servers import voila

    with voila() as url:
        page.goto(f"{url}/voila/render/twinkle-twinkle-rules.ipynb", wait_until="domcontentloaded")
        page.wait_for_selector(".tw-lesson .tw-lesson-task", timeout=120_000)
        assert "Step 1 of 13" in page.inner_text(".tw-lesson")
        page.click('[data-tw-id="row:1"].tw-target')          # the task: take the planet
        page.wait_for_selector(".tw-lesson-task.tw-done")
        page.click('[data-lesson="next"]')
        page.wait_for_function("() => document.querySelector('.tw-lesson').innerText.includes('Step 2 of 13')")
        page.click('[data-tw-id="cell:e4"].tw-target')        # put the comet in the corner
        page.wait_for_selector(".tw-lesson-task.tw-done")
        for _ in range(5):
            page.click('[data-lesson="next"]')
        page.wait_for_function("() => document.querySelector('.tw-lesson').innerText.includes('Step 7 of 13')")
        shot(page, "voila-twinkle-lesson")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
