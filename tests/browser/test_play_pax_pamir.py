"""Pax Pamir in Voila at 1280x900: the kit's checks on the board, a card bought and played by clicking
the market and the court, then a whole game clicked against the khan bot; a solo game against the Wakhan automa in the dark theme."""

import pathlib
import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser
CHECKS = (pathlib.Path(__file__).parent / "kit_checks.js").read_text()


def test_pax_pamir_whole_game_against_the_khan(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("pax_pamir", players=2, seats=["human", "khan"], seed=1, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('[data-tw-id="coalition-british"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the coalitions show without scrolling
        shot(page, "voila-pax-pamir-start-light")
        first.click()                                         # starting loyalty: the British
        market = page.locator('[data-tw-id^="market-"].tw-target')
        market.first.wait_for()
        m = page.evaluate(CHECKS)
        assert m["choices"] and m["choices_in_view"], m
        assert not m["small_text"], m["small_text"][:10]
        assert not m["small_targets"], m["small_targets"][:10]
        step = page.locator(".tw-app").get_attribute("data-step")
        page.locator('[data-tw-id="market-a0"].tw-target').click()        # the free card
        page.wait_for_function(f"() => document.querySelector('.tw-app').getAttribute('data-step') !== '{step}'")
        hand = page.locator('[data-tw-id^="hand-"].tw-target')
        hand.first.wait_for()
        hand.first.click()
        page.locator('[data-tw-id^="court-right-"].tw-target').first.click()
        page.wait_for_selector('[data-tw-id^="act-"]')                     # the card is in the court
        shot(page, "voila-pax-pamir-played-light")
        play_until_over(page, page, random.Random(1), max_seconds=480)
        shot(page, "voila-pax-pamir-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors


def test_pax_pamir_solo_against_wakhan_dark_theme(page):
    """Solo against the Wakhan automa, in the dark theme: Wakhan plays its first turn as soon as the
    loyalty is chosen, its card panel shows, and ending the turn makes it play again by itself."""
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("pax_pamir", players=1, seats=["human"], seed=2)')
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('[data-tw-id="coalition-russian"].tw-target').click()
        page.locator('[data-tw-id^="market-"].tw-target').first.wait_for()
        page.wait_for_selector('[data-tw-id="wakhan-card"]')
        panel = page.inner_text(".tw-app")
        assert "Wakhan's last turn" in panel and "Wakhan radicalizes" in panel, panel[-800:]
        m = page.evaluate(CHECKS)
        assert not m["small_text"], m["small_text"][:10]
        assert m["choices_in_view"], m
        shot(page, "voila-pax-pamir-dark")
        page.locator('[data-tw-id="player-1"]').scroll_into_view_if_needed()
        shot(page, "voila-pax-pamir-solo-wakhan-dark")
        before = page.inner_text(".tw-app").count("Wakhan draws card")
        step = page.locator(".tw-app").get_attribute("data-step")
        page.locator('.tw-prompt [data-choice][title="end"]').click()
        page.wait_for_function(f"() => document.querySelector('.tw-app').getAttribute('data-step') !== '{step}'")
        page.wait_for_selector('[data-tw-id^="market-"].tw-target')       # the player's turn again
        text = page.inner_text(".tw-app")
        assert "Wakhan draws card" in text and before >= 1, text[-800:]
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
