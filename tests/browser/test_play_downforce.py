"""Downforce in Voila at 1280x900: a whole game clicked against three team-owner bots (the bid on a card,
the moves on the track, the bets on the cars); the dark theme is checked by test_kit.py."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_downforce_whole_game_against_the_bots(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("downforce", players=4, seats=["human", "racer", "racer", "racer"], seed=6, bot_delay=0.05, '
            'track="savanna_stretch", powers=True)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="card:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first card to bid shows without scrolling
        assert "bid" in page.inner_text(".tw-status").lower()
        shot(page, "voila-downforce-auction-light")
        first.click()
        seen_space = False
        rng = random.Random(6)
        for _ in range(80):                                  # until a move on the track is asked for
            page.wait_for_timeout(150)
            if page.locator('[data-tw-id^="space:"].tw-target').count():
                seen_space = True
                break
            targets = [t for t in page.locator("[data-tw-id].tw-target").all() + page.locator(".tw-prompt [data-choice]").all()
                       if t.is_visible()]
            if targets:
                rng.choice(targets).click()
        if seen_space:
            page.locator('[data-tw-id^="space:"].tw-target').first.hover()
            assert page.locator(".tw-df-preview").get_attribute("d")      # the path the car would take
            shot(page, "voila-downforce-move-light")
        play_until_over(page, page, rng, max_seconds=300)
        assert page.locator(".tw-df-last").count() >= 1                   # every car's last move is marked
        shot(page, "voila-downforce-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("downforce", players=3, seats=["human", "racer", "racer"], seed=2, bot_delay=0.05, '
            'track="aloha_sands", betting="odds")')
