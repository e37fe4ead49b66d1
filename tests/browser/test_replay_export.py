"""A game exported with Game.export_html replays from disk (file://) in Chromium: no kernel, no network."""

import random

import pytest

import tablewidgets as tw
from servers import shot

pytestmark = pytest.mark.browser


def finished_game(name, seed, players=2):
    g = tw.new(name, seed=seed, players=players)
    rng = random.Random(seed)
    while not g.over:
        movers = g.to_move
        seat = movers[0] if len(movers) == 1 else rng.choice(movers)
        g.play(rng.choice(g.legal_actions(seat)), seat=seat)
    return g


def frame_shown(page) -> int:
    return int(page.locator(".tw-replay").get_attribute("data-frame"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_exported_replay_opens_from_disk_and_scrubs(page, tmp_path, theme):
    page.emulate_media(color_scheme=theme)
    page.set_default_timeout(15_000)
    g = finished_game("heat", seed=3)
    expected = tw.replay(g).replay
    frames, log = expected["frames"], expected["log"]
    last = len(frames) - 1
    path = g.export_html(tmp_path / "heat-replay.html", seats=["random", "random"])

    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.resolve().as_uri())
    page.wait_for_selector(".tw-replay .tw-board svg", timeout=20_000)
    assert frame_shown(page) == last
    assert page.locator(".tw-summary:not([hidden])").count() == 1       # the result at the end
    assert page.locator(".tw-replay-counter").inner_text().startswith(f"Step {last} of {last}")
    assert page.locator("[data-tw-id].tw-target").count() == 0         # nothing on the board clicks

    def line_of(i):
        start, end = frames[i]["log"]
        return " ".join(e["text"] for e in log[start:end]) or ("The game begins." if i == 0 else "")

    # scrub from the end to the start with the keyboard, the board following every step
    scrubber = page.locator(".tw-replay-range")
    scrubber.focus()
    boards = set()
    for i in range(last, max(-1, last - 25), -1):
        assert frame_shown(page) == i
        assert page.locator(".tw-replay-board > .tw-app").get_attribute("data-step") == str(i)
        assert page.locator(".tw-replay-line").inner_text().strip() == line_of(i).strip()
        boards.add(page.locator(".tw-replay .tw-board").inner_html())
        page.keyboard.press("ArrowLeft")
    assert len(boards) > 10
    page.keyboard.press("Home")
    assert frame_shown(page) == 0
    assert page.locator(".tw-replay-line").inner_text().strip() == line_of(0).strip()
    assert page.locator(".tw-summary:not([hidden])").count() == 0
    assert page.locator(".tw-replay-first").is_disabled()

    # buttons and play/pause
    page.locator(".tw-replay-next").click()
    assert frame_shown(page) == 1
    page.locator(".tw-replay-speed").select_option("16")
    page.locator(".tw-replay-play").click()
    page.wait_for_function("() => Number(document.querySelector('.tw-replay').dataset.frame) >= 6")
    page.locator(".tw-replay-play").click()                            # pause
    stopped = frame_shown(page)
    page.wait_for_timeout(300)
    assert frame_shown(page) == stopped
    page.locator(".tw-replay-last").click()
    assert frame_shown(page) == last

    # only the spectator's view is in the file, and the seat menu says so
    seats = page.locator(".tw-replay-seats option")
    assert seats.count() == 1 and seats.first.inner_text() == "Spectator"
    shot(page, f"replay-export-heat-{theme}")
    assert not [u for u in requests if not u.startswith(("file:", "blob:", "data:"))], requests
    assert not [m for m in page.console_messages if m.startswith(("error", "pageerror"))], page.console_messages
