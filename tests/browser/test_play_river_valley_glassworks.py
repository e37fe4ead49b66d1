"""River Valley Glassworks in Voila: a whole game by clicking against the bot, and the dark theme."""

import random

import pytest

from driver import SUMMARY, clickables, play_until_over
from servers import shot, voila, voila_cell

pytestmark = pytest.mark.browser


def test_whole_game_against_the_bot_light(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("river_valley_glassworks", seats=["human", "greedy"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector(".tw-app [data-tw-id].tw-target")
        assert "Otter to place glass" in page.inner_text(".tw-status")
        # a satchel piece first: its own segment lights up, then the neighbours to collect
        first = page.locator('[data-tw-id^="sat:0:"].tw-target').first
        first.click()
        assert page.locator('[data-tw-id^="seg:"].tw-target').count() >= 1
        shot(page, "voila-river_valley_glassworks-start-light")
        page.keyboard.press("Escape")
        clicks = play_until_over(page, page, random.Random(4), max_seconds=300)
        assert clicks >= 10
        summary = page.inner_text(SUMMARY)
        assert "points" in summary and ("wins" in summary.lower() or "victory" in summary.lower()), summary
        assert "rows" in summary and "columns" in summary        # the winner's score breakdown
        page.click('[data-cmd="close-summary"]')
        assert page.locator(".tw-rvg-works").count() == 2
        assert "Final: rows" in page.locator(".tw-rvg-works").first.text_content()
        shot(page, "voila-river_valley_glassworks-end-light")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_five_players_in_the_dark_theme(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("river_valley_glassworks", seats=["human", "random", "random", "random", "random"], '
            'seed=2, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id="lake"].tw-target')
        assert page.locator(".tw-rvg-works").count() == 5
        assert page.locator('.tw-rvg-segment').count() == 6
        # draw from the lake: the lake, then the piece left behind
        page.click('[data-tw-id="lake"]')
        page.locator('[data-tw-id^="lake:"].tw-target').first.click()
        page.wait_for_function("() => document.querySelector('.tw-app').getAttribute('data-step') !== '0'")
        shot(page, "voila-river_valley_glassworks-5p-dark")
        assert clickables(page) or page.locator(".tw-app.tw-is-busy").count() or page.locator(SUMMARY).count()
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_rules_lesson_in_voila(page):
    with voila() as url:
        page.goto(f"{url}/voila/render/river-valley-glassworks-rules.ipynb", wait_until="domcontentloaded")
        page.wait_for_selector(".tw-lesson", timeout=120_000)
        assert "Step 1 of 13" in page.inner_text(".tw-lesson")
        # the first task: the white square, its segment, then the heart segment beside it
        for part in ("sat:0:wS", "seg:S", "seg:H"):
            page.click(f'[data-tw-id="{part}"].tw-target')
        page.wait_for_selector(".tw-lesson-task.tw-done")
        shot(page, "voila-river_valley_glassworks-lesson")
        page.click('[data-lesson="next"]')
        page.wait_for_function("() => document.querySelector('.tw-lesson').innerText.includes('Step 2 of 13')")
