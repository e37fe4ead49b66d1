"""Terraforming Mars in Voila at 1280x900: the corporation and the starting cards clicked, then a whole
solo game clicked to the end against the 14-generation clock (the same engine plays two-player games
against the bot); the dark theme is checked by test_kit.py."""

import pathlib
import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser
CHECKS = (pathlib.Path(__file__).parent / "kit_checks.js").read_text()


def test_terraforming_mars_whole_game(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("terraforming_mars", players=1, seats=["human"], seed=4, beginner=True)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="card-c"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the corporation to pick shows without scrolling
        shot(page, "voila-terraforming_mars-setup-light")
        first.click()
        page.wait_for_selector('.tw-prompt [data-choice][title="ready"]')
        page.click('.tw-prompt [data-choice][title="ready"]')
        page.wait_for_selector('.tw-app [data-tw-id^="std-"].tw-target')
        assert "Generation 1" in page.inner_text(".tw-app")
        page.click('[data-tw-id="std-city"].tw-target')
        page.wait_for_selector('.tw-app [data-tw-id^="space-"].tw-target')
        shot(page, "voila-terraforming_mars-city-light")
        page.locator('.tw-app [data-tw-id^="space-"].tw-target').first.click()
        page.wait_for_function("() => document.querySelectorAll('[data-tw-id^=\"space-\"] ~ *').length >= 0")
        play_until_over(page, page, random.Random(4), max_seconds=480)
        shot(page, "voila-terraforming_mars-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("terraforming_mars", players=2, seats=["human", "terraformer"], seed=2, bot_delay=0.05, prelude=True)')


def test_terraforming_mars_payment_stepper(page):
    """A card is paid with a split set in the payment stepper: 2 titanium and 1 steel, the rest in M€."""
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'w = tw.play("terraforming_mars", seats=["human", "random"], seed=1,\n'
            '            position={"players": [{"mc": 30, "steel": 5, "ti": 4, "hand": ["13"]}]})\n'
            'w')
    with voila_cell(page, code, theme="light"):
        panel = page.wait_for_selector(".tw-tm-pay")
        assert "Space Elevator" in panel.inner_text()
        page.click('.tw-tm-pay button[aria-label="One Titanium more"]')
        page.click('.tw-tm-pay button[aria-label="One Titanium more"]')
        page.click('.tw-tm-pay button[aria-label="One Steel more"]')
        assert "19 M€ for the rest" in page.inner_text(".tw-tm-pay")
        shot(page, "voila-terraforming_mars-pay-light")
        page.click('.tw-tm-pay button.tw-primary')
        page.wait_for_function("() => !document.querySelector('.tw-tm-pay')")
        text = page.inner_text(".tw-app")
        assert "11 (" in text and "4 (" in text and "2 (" in text, text     # M€ 11, steel 4, titanium 2
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector(".tw-tm-pay")
        page.click('.tw-tm-pay button[aria-label="One Steel more"]')
        assert "25 M€ for the rest" in page.inner_text(".tw-tm-pay")
        shot(page, "voila-terraforming_mars-pay-dark")


def test_terraforming_mars_hellas_and_elysium_boards(page):
    """Hellas (light: its south pole's 6 M€ ocean bonus and a city placed by clicking) and Elysium (dark)
    are drawn with their own spaces, milestones and awards, within the kit's checks."""
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("terraforming_mars", seats=["human", "random"], seed=3, map="hellas",\n'
            '        position={"players": [{"mc": 40}]})')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('.tw-app [data-tw-id="std-city"].tw-target')
        text = page.inner_text(".tw-app")
        assert "Hellas" in text and "Polar Explorer" in text and "Space Baron" in text, text[:400]
        assert "6€≈" in page.text_content(".tw-tm-map"), "the south pole shows its ocean bonus"
        m = page.evaluate(CHECKS)
        assert m["choices"] and m["choices_in_view"], m
        assert not m["small_text"], m["small_text"][:10]
        assert not m["small_targets"], m["small_targets"][:10]
        page.click('[data-tw-id="std-city"].tw-target')
        page.wait_for_selector('.tw-app [data-tw-id="space-5,9"].tw-target')      # 15 M€ left: the pole is open
        page.click('[data-tw-id="space-5,9"].tw-target')
        page.wait_for_selector('.tw-app [data-tw-id^="space-"].tw-target')        # then its ocean
        shot(page, "voila-terraforming_mars-hellas-light")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = 'import tablewidgets as tw\ntw.play("terraforming_mars", seats=["human", "random"], seed=3, map="elysium")'
    with voila_cell(page, code, theme="dark"):
        page.wait_for_selector('.tw-app [data-tw-id^="card-"].tw-target')
        text = page.inner_text(".tw-app")
        assert "Elysium" in text and "Desert Settler" in text, text[:400]
        m = page.evaluate(CHECKS)
        assert not m["small_text"], m["small_text"][:10]
        shot(page, "voila-terraforming_mars-elysium-dark")
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
