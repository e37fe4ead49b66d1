"""Pandemic in Voila: a whole game clicked against the planner bot (the dark theme of every board:
test_kit.py; a lesson in Voila: test_voila.py, test_play_ponte_del_diavolo.py)."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

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
