"""Voila serves the notebooks as apps: the gallery starts a game, a whole game is played by clicking."""

import random

import pytest

from driver import SUMMARY, clickables, play_until_over
from servers import shot, voila, voila_cell

pytestmark = pytest.mark.browser

def open_app(page, url, notebook):
    page.goto(f"{url}/voila/render/{notebook}", wait_until="domcontentloaded")
    page.wait_for_selector(".tw-app, .tw-gallery", timeout=120_000)


@pytest.mark.parametrize("theme", ["light"])   # every board in the dark theme: test_kit.py
def test_gallery_starts_gipf_and_a_whole_game_is_played_against_the_bot(page, theme):
    with voila(theme=theme) as url:
        page.goto(f"{url}/voila/render/index.ipynb", wait_until="domcontentloaded")
        card = page.wait_for_selector('[data-game="gipf"]', timeout=120_000)
        assert card.is_visible()
        shot(page, f"voila-gallery-{theme}")
        # the second seat plays the quick bot
        seats = page.locator('[data-game="gipf"] .tw-form-seats select')
        assert seats.count() == 2
        seats.nth(1).select_option(label="Computer: quick")
        page.click('[data-play="gipf"]')
        page.wait_for_selector(".tw-app [data-tw-id].tw-target")
        assert "White" in page.inner_text(".tw-status")
        shot(page, f"voila-gipf-start-{theme}")
        clicks = play_until_over(page, page, random.Random(7), max_seconds=400)
        assert clicks >= 2
        summary = page.inner_text(SUMMARY)
        assert "won" in summary.lower() or "wins" in summary.lower()
        shot(page, f"voila-gipf-end-{theme}")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


@pytest.mark.parametrize("theme", ["light"])
def test_backgammon_whole_game_against_the_bot(page, theme):
    code = ('import tablewidgets as tw\n'
            'tw.play("backgammon", seats=["human", "greedy"], seed=3, bot_delay=0.05, autoplay=True, cube=False)')
    with voila_cell(page, code, theme=theme):
        shot(page, f"voila-backgammon-start-{theme}")
        play_until_over(page, page, random.Random(3), max_seconds=900)
        shot(page, f"voila-backgammon-end-{theme}")
        summary = page.inner_text(SUMMARY).lower()
        assert "wins" in summary and "point" in summary and "passed" not in summary, summary


def test_rules_lesson_steps_forward_in_voila(page):
    with voila() as url:
        open_app(page, url, "gipf-rules.ipynb")
        first = page.inner_text(".tw-lesson")
        page.click('[data-lesson="next"]')
        page.wait_for_function("t => document.querySelector('.tw-lesson').innerText !== t", arg=first)
        assert "2" in page.inner_text(".tw-lesson")
        shot(page, "voila-gipf-lesson")
        assert clickables(page) or page.locator(".tw-lesson").count()
