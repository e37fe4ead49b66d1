"""Play a board by clicking, the way a person does: highlighted spots first, then prompt buttons."""

import random
import time

SUMMARY = ".tw-summary:not([hidden])"


def clickables(scope):
    """Everything a player could click now to make progress: board targets and choice buttons."""
    found = []
    for loc in (scope.locator("[data-tw-id].tw-target"), scope.locator(".tw-prompt [data-choice]")):
        for el in loc.all():
            try:
                if el.is_visible():
                    found.append(el)
            except Exception:  # the board re-rendered under us
                pass
    return found


def is_busy(scope) -> bool:
    return scope.locator(".tw-app.tw-is-busy").count() > 0


def play_until_over(page, scope, rng: random.Random, max_seconds: float = 600, on_click=None) -> int:
    """Click random legal moves until the end-of-game summary shows. Returns the clicks made."""
    clicks = 0
    deadline = time.time() + max_seconds
    while time.time() < deadline:
        if scope.locator(SUMMARY).count():
            return clicks
        if is_busy(scope):
            page.wait_for_timeout(100)
            continue
        options = clickables(scope)
        if not options:
            page.wait_for_timeout(100)
            continue
        try:
            rng.choice(options).click(timeout=5000)
            clicks += 1
            if on_click:
                on_click(clicks)
        except Exception:
            page.wait_for_timeout(50)
            continue
        page.wait_for_timeout(40)
    raise AssertionError(f"the game did not end within {max_seconds} s ({clicks} clicks)")
