"""Hardback in Voila at 1280x900: a word typed on the keyboard, then a whole game clicked against the
author bot; a wild card and the board in the dark theme."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_hardback_typed_word_and_whole_game_against_the_author(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    # seed 7 deals the first player A I S L E (the same game as tw.new("hardback", players=2, seed=7))
    code = ('import tablewidgets as tw\n'
            'tw.play("hardback", seats=["human", "author"], seed=7, bot_delay=0.05, awards=True, adverts=True, length=40)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="card-"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the hand shows without scrolling
        shot(page, "voila-hardback-start-light")
        page.focus('[data-tw-id^="card-"].tw-target')
        for letter in "aisle":
            before = page.locator('[data-tw-id^="slot-"]').count()
            page.keyboard.press(letter)
            page.wait_for_function(f"() => document.querySelectorAll('[data-tw-id^=\"slot-\"]').length > {before}")
        check = page.locator(".tw-hb-check").text_content()
        assert "AISLE scores" in check, check                 # the preview before spelling
        shot(page, "voila-hardback-word-light")
        page.click('.tw-prompt [data-choice][title="spell"]')
        page.wait_for_function("() => document.querySelector('.tw-app').innerText.includes('to spend')")
        shot(page, "voila-hardback-buy-light")
        play_until_over(page, page, random.Random(7), max_seconds=420)
        shot(page, "voila-hardback-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_hardback_wild_card_in_the_dark_theme_cooperative(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("hardback", players=1, seats=["human"], seed=3, penny="romance")')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="wild-"].tw-target')
        page.locator('[data-tw-id^="wild-"].tw-target').first.click()
        page.wait_for_selector('[data-tw-id="key-e"].tw-target')
        page.keyboard.press("e")                                 # typing names the wild card's letter
        page.wait_for_function("() => !document.querySelector('[data-tw-id=\"key-e\"]')")
        assert "Penny Dreadful" in page.inner_text(".tw-app")
        shot(page, "voila-hardback-wild-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
