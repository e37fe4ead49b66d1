"""Heat in Voila: a whole race clicked against a bot and Legends, and the weather on the board
(every board in the dark theme: test_kit.py)."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_heat_whole_race_against_a_bot_and_legends(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("heat", seats=["human", "driver"], seed=3, bot_delay=0.05, cars=4, laps=1)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('.tw-app [data-tw-id^="gear:"].tw-target')
        assert "gear" in page.inner_text(".tw-status").lower()
        shot(page, "voila-heat-start-light")
        # shift up, then play two cards by clicking them in the hand
        page.click('[data-tw-id="gear:2"]')
        page.wait_for_selector('[data-tw-id^="hand:"].tw-target')
        shot(page, "voila-heat-cards-light")
        for _ in range(2):
            page.locator('[data-tw-id^="hand:"].tw-target').first.click()
            page.wait_for_timeout(150)
        page.wait_for_function("() => document.querySelector('.tw-app').innerText.includes('speed')")
        # every car that moved this round, the bot's and the Legends' too, leaves a marked trail
        page.wait_for_function("() => document.querySelectorAll('.tw-heat-trail').length >= 2")
        shot(page, "voila-heat-react-light")
        play_until_over(page, page, random.Random(4), max_seconds=150)
        shot(page, "voila-heat-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary and "wins" in summary, summary
        assert "place" in summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_heat_weather_and_road_conditions_on_the_board(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("heat", seats=["human", "driver"], seed=3, bot_delay=0.05, cars=4, laps=1, '
            'track="great_britain", weather="on")')
    for theme in ("light",):                  # the dark theme of every board: tests/browser/test_kit.py
        with voila_cell(page, code, theme=theme):
            page.wait_for_selector('.tw-app [data-tw-id^="gear:"].tw-target')
            assert page.locator(".tw-heat-road").count() == 5         # one token at each of the five corners
            tile = page.locator(".tw-heat-weather").get_attribute("data-weather")
            assert tile in ("cloud", "fog", "storm", "snow", "rain", "sun")
            assert "weather" in page.locator(".tw-heat-weather").text_content().lower()
            shot(page, f"voila-heat-weather-{theme}")
            errors = [m for m in page.console_messages if "pageerror" in m]
            assert not errors, errors
