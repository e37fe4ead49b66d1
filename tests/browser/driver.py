"""Play a board by clicking, the way a person does: highlighted spots first, then prompt buttons."""

import random
import time

SUMMARY = ".tw-summary:not([hidden])"


#: what a person may click to make progress: board targets first, then the prompt's choices
CLICKABLE = ("[data-tw-id].tw-target", ".tw-prompt [data-choice]")
#: shown on screen, as Playwright's is_visible() judges it, for every element at once
_SHOWN = """(els) => els.map((el) => {
    if (el.checkVisibility && !el.checkVisibility()) return false;   // e.g. inside a closed <details>
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === "visible";
})"""


def clickables(scope):
    """Everything a player could click now to make progress: board targets and choice buttons
    (one page round trip per kind, not one per element)."""
    found = []
    for selector in CLICKABLE:
        loc = scope.locator(selector)
        try:
            shown = loc.evaluate_all(_SHOWN)
        except Exception:  # the board re-rendered under us
            continue
        found += [loc.nth(i) for i, ok in enumerate(shown) if ok]
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


def small_text_and_targets(page, root: str) -> dict:
    """Inside the board ``root`` (a CSS selector): the shown texts under 11 px tall (``small``) and
    how many click targets are under 24 px either way (``tiny``)."""
    return page.evaluate("""(root) => {
        const small = [...document.querySelectorAll(root + ' text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return t.textContent.trim() && r.width > 0 && r.height > 0 && r.height < 11;
        }).map((t) => t.textContent);
        const tiny = [...document.querySelectorAll(root + ' .tw-target')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width < 24 || r.height < 24;
        }).length;
        return {small, tiny};
    }""", root)


def click_randomly(page, rng: random.Random, clicks: int, pause_ms: int = 250) -> None:
    """``clicks`` times: wait ``pause_ms``, then click one of the visible targets or choices, if any."""
    for _ in range(clicks):
        page.wait_for_timeout(pause_ms)
        visible = clickables(page)
        if visible:
            rng.choice(visible).click()
