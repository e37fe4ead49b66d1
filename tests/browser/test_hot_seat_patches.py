"""Two people at one screen in a game with secrets, in Voila: the board follows the hand-over
screen through the public view by patches (docs/widget-protocol.md, "Hidden information"), the
log by references, packed choices: the page never has to ask for the whole view or log again,
and nothing throws."""

import random

import pytest

from driver import clickables
from servers import open_voila, shot, voila_notebook

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", ["alchemists"])
def test_hot_seat_hand_overs_travel_as_patches(page, name):
    page.set_viewport_size({"width": 1280, "height": 900})
    errors, asked = [], []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("websocket", lambda ws: ws.on("framesent", lambda p: asked.append(p) if "_sync" in str(p) else None))
    code = f'import tablewidgets as tw\ntw.play("{name}", seats=["human", "human"], seed=2)'
    rng = random.Random(2)
    open_voila(page, voila_notebook(code), wait='.tw-handover:not([hidden]) [data-cmd="ready"]')
    handovers = clicks = 0
    for _ in range(120):
        if clicks >= 30:
            break
        ready = page.locator('.tw-handover:not([hidden]) [data-cmd="ready"]')
        if ready.count():
            assert not page.locator(".tw-app [data-tw-id].tw-target").count(), "no board behind the screen"
            ready.click()
            handovers += 1
            page.wait_for_timeout(150)
            continue
        options = clickables(page)
        if not options:
            page.wait_for_timeout(100)
            continue
        try:
            rng.choice(options).click(timeout=2000)
            clicks += 1
        except Exception:
            pass
        page.wait_for_timeout(120)
    page.wait_for_timeout(300)
    assert handovers >= 2, "the seats changed hands behind the hand-over screen"
    assert not [a for a in asked if "view_sync" in str(a) or "log_sync" in str(a)], "every patch fitted"
    assert not errors, errors
    lines = page.locator(".tw-log li").all_inner_texts()
    assert lines and all(t.strip() and "undefined" not in t for t in lines), lines[-3:]
    steps = page.eval_on_selector_all(".tw-log li", "els => els.map((e) => e.getAttribute('data-step'))")
    assert all(s is not None and s.isdigit() for s in steps), "every line has its step"
    shot(page, "voila-hot-seat-patches-light")
