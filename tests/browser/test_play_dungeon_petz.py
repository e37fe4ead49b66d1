"""Dungeon Petz in Voila at 1280x900: a whole game clicked against the pet keeper (the secret groups
built on the group builder, the groups sent to spaces and market cards, the need cards clicked in the
hand, the sales and cleaning on the cages); the dark theme is checked by test_kit.py."""

import random

import pytest

from driver import SUMMARY, play_until_over
from servers import shot, voila_cell

pytestmark = pytest.mark.browser


def test_dungeon_petz_whole_game_against_the_keeper(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    code = ('import tablewidgets as tw\n'
            'tw.play("dungeon_petz", players=2, seats=["human", "keeper"], seed=4, bot_delay=0.05)')
    with voila_cell(page, code, theme="light"):
        first = page.wait_for_selector('.tw-app [data-tw-id^="gimps:"].tw-target')
        box = first.bounding_box()
        assert box["y"] + box["height"] <= 900, box          # the group builder shows without scrolling
        assert "group" in page.inner_text(".tw-status").lower()
        shot(page, "voila-dungeon_petz-group-light")
        first.click()
        page.wait_for_selector('.tw-app [data-tw-id^="ggold:"].tw-target').click()
        rng = random.Random(4)
        seen = set()

        def look(_):
            for kind in ("space:", "hand:", "mpet:", "cage:"):
                if kind not in seen and page.locator(f'[data-tw-id^="{kind}"].tw-target').count():
                    seen.add(kind)
                    if kind == "hand:":
                        shot(page, "voila-dungeon_petz-needs-light")

        play_until_over(page, page, rng, max_seconds=420, on_click=look)
        assert {"space:", "hand:"} <= seen, seen
        shot(page, "voila-dungeon_petz-end-light")
        summary = page.inner_text(SUMMARY).lower()
        assert "game over" in summary, summary
        errors = [m for m in page.console_messages if "pageerror" in m]
        assert not errors, errors
    code = ('import tablewidgets as tw\n'
            'tw.play("dungeon_petz", players=4, seats=["human", "keeper", "keeper", "keeper"], seed=2, bot_delay=0.05, '
            'double_symbols=True)')
