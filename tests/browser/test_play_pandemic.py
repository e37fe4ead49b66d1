"""Pandemic in Voila: a whole game clicked against the planner bot, the dark theme, the rules lesson."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila, voila_cell

pytestmark = pytest.mark.browser


def test_pandemic_whole_game_against_the_planner_bot(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("pandemic", seats=["human", "planner"], seed=3, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('.tw-app [data-tw-id^="city:"].tw-target')
        assert "turn" in page.inner_text(".tw-status")
        assert page.locator('[data-tw-id^="card:"]').count() >= 8          # both hands are shown
        shot(page, "voila-pandemic-start-light")
        clicks = play_until_over(page, page, random.Random(5), max_seconds=240)
        assert clicks >= 3
        summary = page.inner_text(SUMMARY).lower()
        assert "everybody loses" in summary or "team wins" in summary, summary
        assert "draw" not in summary
        shot(page, "voila-pandemic-end-light")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_pandemic_dark_theme_moves_by_clicking_a_city_and_picking_the_way(page):
    code = ('import tablewidgets as tw\n'
            'g = tw.new("pandemic", players=2, seed=8, position={"roles": ["medic", "scientist"],'
            ' "hands": [["chicago", "paris"], ["lima"]]})\n'
            'g.widget(seats=["human", "human"])')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('[data-tw-id="city:chicago"].tw-target')
        shot(page, "voila-pandemic-start-dark")
        # Chicago is one drive away and its card is in hand: two ways, offered as buttons
        page.click('[data-tw-id="city:chicago"].tw-target')
        page.click('.tw-candidates [data-choice]:has-text("Direct flight to Chicago")')
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.includes('3 actions left')")
        assert page.locator('[data-tw-id="card:chicago"]').count() == 0          # the card was spent
        page.click('[data-tw-id="city:paris"].tw-target')                       # one way only: goes at once
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.includes('2 actions left')")
        page.click('.tw-prompt [data-choice]:has-text("End actions")')
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.startsWith('Scientist')")
        shot(page, "voila-pandemic-next-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_pandemic_rules_lesson_in_voila(page):
    with voila() as url:
        page.goto(f"{url}/voila/render/pandemic-rules.ipynb", wait_until="domcontentloaded")
        page.wait_for_selector(".tw-lesson", timeout=120_000)
        first = page.inner_text(".tw-lesson")
        assert "Drive" in first
        page.click('[data-tw-id="city:chicago"].tw-target')
        page.wait_for_selector(".tw-lesson .tw-done")
        page.click('[data-lesson="next"]')
        page.wait_for_function("t => document.querySelector('.tw-lesson').innerText !== t", arg=first)
        shot(page, "voila-pandemic-lesson")
