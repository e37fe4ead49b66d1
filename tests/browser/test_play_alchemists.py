"""Alchemists in Voila at 1280x900: a whole game clicked against the scholar bot (order track, cubes
on the action board, ingredients mixed from the hand, the notebook's grid marked once); the dark theme
is checked on every board by test_kit.py."""

import random
import time

import pytest

from driver import SUMMARY, is_busy
from servers import shot, voila_cell

pytestmark = pytest.mark.browser

NOTEBOOK = ('[data-choice][title="notes"]', '[data-choice][title="close"]')


def _moves(page):
    """Selectors of the clicks that move the game on (the notebook is opened once on purpose, not at
    random), read in one go so a board drawn again meanwhile cannot stall the loop."""
    return page.evaluate("""() => {
        const out = [];
        for (const el of document.querySelectorAll('.tw-app [data-tw-id].tw-target')) {
            const id = el.getAttribute('data-tw-id');
            const r = el.getBoundingClientRect();
            if (!r.width || id.startsWith('cell-') || id.startsWith('gridrow-')) continue;
            out.push(`.tw-app [data-tw-id="${id}"]`);
        }
        for (const el of document.querySelectorAll('.tw-prompt [data-choice]')) {
            const t = el.getAttribute('title');
            const r = el.getBoundingClientRect();
            if (!r.width || t === 'notes' || t === 'close') continue;
            out.push(`.tw-prompt [data-choice][title="${t}"]`);
        }
        return out;
    }""")


def test_alchemists_whole_game_against_the_scholar(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("alchemists", seats=["human", "scholar"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        page.wait_for_selector('.tw-prompt [data-choice^="keep"], .tw-prompt [data-choice]')
        first = page.locator(".tw-prompt [data-choice]").first
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the first choice shows without scrolling
        shot(page, "voila-alchemists-start-light")
        # the private notebook: open it, mark a cell, close it
        page.click('.tw-prompt [data-choice][title="notes"]')
        page.wait_for_selector('[data-tw-id="cell-a2"].tw-target')
        page.click('[data-tw-id="cell-a2"]')
        page.wait_for_function("() => document.querySelector('.tw-al-grid').textContent.includes('×')")
        page.click('.tw-prompt [data-choice][title="close"]')
        rng = random.Random(4)
        deadline = time.time() + 480
        seen = set()
        while not page.locator(SUMMARY).count():
            assert time.time() < deadline, "the game did not end in time"
            if is_busy(page):
                page.wait_for_timeout(80)
                continue
            options = _moves(page)
            if not options:
                page.wait_for_timeout(80)
                continue
            pick = rng.choice(options)
            try:
                if "hand-" in pick and "hand" not in seen:
                    seen.add("hand")
                    shot(page, "voila-alchemists-mix-light")
                if "space-" in pick:
                    seen.add("space")
                page.click(pick, timeout=3000)
            except Exception:
                page.wait_for_timeout(40)
            page.wait_for_timeout(30)
        assert "space" in seen and "hand" in seen                  # cubes and mixes clicked on the board
        shot(page, "voila-alchemists-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("alchemists", players=3, seats=["human", "scholar", "scholar"], seed=2, variant="master", '
            'bot_delay=0.05)')
