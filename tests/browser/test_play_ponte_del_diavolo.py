"""Ponte del Diavolo in Voila: a whole game by clicking against the bot, and the pie-rule prompt."""

import random

import pytest

from driver import SUMMARY, clickables, play_until_over
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


def test_pie_rule_prompt_and_a_bridge_by_clicks_in_dark_theme(page):
    code = ('import tablewidgets as tw\n'
            'tw.play("ponte_del_diavolo", seats=["random", "human"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="dark"):
        button = page.wait_for_selector('.tw-prompt [data-choice]:has-text("Take the light tiles")')
        shot(page, "voila-ponte_del_diavolo-pie-dark")
        button.click()
        # Player 2 now plays light: the bot (dark) moves, then it is our turn to lay tiles
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.startsWith('Light to move')")
        panels = page.inner_text(".tw-panels")
        assert "Light" in panels and "Dark" in panels
        targets = page.locator("[data-tw-id].tw-target")
        assert targets.count() > 50
        # lay two tiles two squares apart, then bridge them from the far end (either end may be clicked first)
        ids = page.evaluate("() => [...document.querySelectorAll('[data-tw-id].tw-target')].map(e => e.dataset.twId)")
        free = {i.split(":")[1] for i in ids}
        pair = next((f"square:{a}", f"square:{b}") for a in free for b in free
                    if a[0] == b[0] and int(b[1:]) - int(a[1:]) == 2 and f"{a[0]}{int(a[1:]) + 1}" in free)
        page.click(f'[data-tw-id="{pair[0]}"]')
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.includes('second tile')")
        page.click(f'[data-tw-id="{pair[1]}"]')
        page.wait_for_function("() => document.querySelector('.tw-status').innerText.startsWith('Light to move')")
        page.click(f'[data-tw-id="{pair[1]}"]')
        page.wait_for_selector(".pdd-ghost-bridge")
        shot(page, "voila-ponte_del_diavolo-bridge-preview-dark")
        page.click(f'[data-tw-id="{pair[0]}"]')
        page.wait_for_selector(".pdd-bridges .pdd-bridge")
        assert "bridge" in page.inner_text(".tw-log").lower()
        shot(page, "voila-ponte_del_diavolo-bridge-dark")
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
