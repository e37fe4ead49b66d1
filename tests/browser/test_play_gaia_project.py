"""Gaia Project in Voila at 1280x900: the faction clicked, the starting mines and booster clicked, then a
whole two-player game clicked to the end against the planner bot, and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_gaia_project_whole_game_against_the_bot_then_dark(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("gaia_project", players=2, seats=["human", "planner"], seed=3, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="faction-"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the factions to choose show without scrolling
        shot(page, "voila-gaia_project-factions-light")
        page.click('[data-tw-id="faction-terrans"].tw-target')
        page.wait_for_selector('.tw-app [data-tw-id^="hex-"].tw-target')
        page.locator('.tw-app [data-tw-id^="hex-"].tw-target').first.click()
        page.wait_for_timeout(300)
        marked = []

        def look(n):
            if n == 12:
                shot(page, "voila-gaia_project-play-light")
                marked.append(page.locator(".tw-app .tw-last").count())

        play_until_over(page, page, random.Random(3), max_seconds=240, on_click=look)
        assert marked and marked[0] >= 1                     # the last moves are marked (the bot's too)
        shot(page, "voila-gaia_project-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("gaia_project", players=4, seats=["human", "planner", "planner", "planner"], seed=2, '
            'bot_delay=0.05, factions="random")')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="hex-"].tw-target')
        shot(page, "voila-gaia_project-map-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
