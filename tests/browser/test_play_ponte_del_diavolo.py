"""Ponte del Diavolo in Voila: a whole game by clicking against the bot, and a lesson task done by clicks."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_whole_game_against_the_bot_in_voila(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("ponte_del_diavolo", seats=["human", "greedy"], seed=3, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('[data-tw-id="square:e5"].tw-target')
        assert "Player 1 places the first of two light tiles" in page.inner_text(".tw-status")
        shot(page, "voila-ponte_del_diavolo-start-light")
        page.click('[data-tw-id="square:e5"]')
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.includes('second')")
        page.click('[data-tw-id="square:g6"]')
        # the bot makes its pie-rule choice and, whoever is dark, the game goes on
        page.wait_for_function("() => !document.querySelector('.tw-status').innerText.includes('Player')")
        shot(page, "voila-ponte_del_diavolo-early-light")
        clicks = play_until_over(page, page, random.Random(5), max_seconds=240,
                                 on_click=lambda n: shot(page, "voila-ponte_del_diavolo-mid-light") if n == 30 else None)
        assert clicks >= 10
        shot(page, "voila-ponte_del_diavolo-end-light")
        summary = page.inner_text(SUMMARY)
        assert ("wins" in summary or "draw" in summary) and "island" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_rules_lesson_task_is_done_by_clicks(page):
    with voila_cell(page, 'import tablewidgets as tw\ntw.teach("ponte_del_diavolo")', theme="light"):
        assert "Water, sandbanks and islands" in page.inner_text(".tw-lesson")
        page.click('[data-tw-id="square:c6"]')          # c3-c6: an island of four
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.includes('second tile')")
        page.click('[data-tw-id="square:j1"]')
        page.wait_for_selector(".tw-lesson-task.tw-done")
        shot(page, "voila-ponte_del_diavolo-lesson")
        page.click('[data-lesson="next"]')
        page.wait_for_function("() => document.querySelector('.tw-lesson').innerText.includes('The opening')")
