"""The bridge under fire: thousands of random and adversarial messages from the page, for every game.

Each message goes in the way ipywidgets delivers it (a custom message, or a state update the page
wrote). Whatever arrives: no exception escapes and the catch-all handler is never reached; a refused
message changes nothing; no board is ever sent the view of a seat it does not control. Once with
plain Python, once under a running event loop with the bots thinking in the worker thread.
"""

from __future__ import annotations

import asyncio
import json
import math
import random

import pytest

import tablewidgets as tw
from tablewidgets import widget as bridge
from tablewidgets.engine.bots import RandomBot

GAMES = sorted(n for n, c in tw.GAMES.items() if c.__module__.startswith("tablewidgets.games."))
MESSAGES = 700          # per board and run: a few seconds per game for both runs


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    """The bridge is under test, not the bots: every level plays at random (and fast)."""
    monkeypatch.setattr(bridge, "make_bot", lambda cls, level, seed=None: RandomBot(seed=seed))


class Sent(list):
    """The messages sent to one page, and the board as that page holds it (``copy``)."""


def record(board):
    """Every state update sent to the page of ``board``, as the comm would carry it."""
    sent = Sent()
    sent.copy = bridge.BoardCopy(board)

    def take(msg, buffers=None):
        sent.append(msg)
        sent.copy.take(msg)

    board._send = take
    return sent


def check_sent(board, sent):
    """Each view the page held is the spectator's or that of a seat the board controls."""
    for view in sent.copy.views:
        seat = view.get("seat")
        assert seat is None or seat in board.controls, f"the board was sent the view of seat {seat}"
    assert sent.copy.stale == 0, "every patch fits the copy the page holds"
    sent.copy.views.clear()
    for msg in sent:
        state = msg.get("state", {})
        assert "view" not in state and "choices" not in state, "views and choices travel in patches"
        if "watching" in state:
            assert state["watching"] == -1 or state["watching"] in board.controls
        if "error" in state:
            assert len(state["error"]) <= 300
    sent.clear()


def nested(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


DEEP = nested(200)
HUGE = "x" * 100_000


def junk(rng, game):
    """A value of some odd type or size."""
    return rng.choice([
        None, True, False, 0, -1, 1, 2, 7, game.players, -game.players - 1, 10 ** 30, 10 ** 400, 2 ** 63,
        1.5, math.nan, math.inf, -math.inf, "", " ", "0", "1", "-1", "human", "mcts", "random", "seed",
        HUGE, "\u0000\ud7ff\U0001f600", [], [0], [None], ["human"] * 9, {}, {"a": 1}, {"type": "act"},
        DEEP, {"__class__": "x"}, [[[]]], "9" * 5000,
    ])


def message(rng, board):
    """One message a page might send: well-formed, half-formed or hostile."""
    game = board.game
    legal = []
    for seat in game.to_move:
        legal += game.legal_actions(seat)
    kinds = ["act", "undo", "new_game", "set_seat", "ready", "lesson"]
    roll = rng.random()
    if roll < 0.25 and board.choices:
        return {"type": "act", "action": rng.choice(board.choices)["action"]}
    if roll < 0.35 and legal:
        return {"type": "act", "action": rng.choice(legal)}                 # perhaps another seat's
    if roll < 0.45:
        return {"type": "set_seat", "seat": rng.choice([-1, 0, 1, 2, game.players, 99, rng.randrange(-3, 7)])}
    if roll < 0.5:
        return {"type": rng.choice(["ready", "undo", "view_sync", "log_sync"])}
    if roll < 0.6:
        meta = type(game).meta()
        options = {o["name"]: rng.choice(o["values"] + [junk(rng, game)]) for o in meta["options"]
                   if rng.random() < 0.5}
        if rng.random() < 0.3:
            options[rng.choice(["seed", "position", "bot_delay", "players", "seats", "name", "lesson"])] = 1
        msg = {"type": "new_game", "options": options}
        if rng.random() < 0.7:
            players = rng.choice([game.players, meta["min_players"], meta["max_players"], junk(rng, game)])
            msg["players"] = players
            if isinstance(players, int) and not isinstance(players, bool) and 0 < players < 9:
                msg["seats"] = ["human"] + [rng.choice(["random", "human", "wizard"])] * (players - 1)
        if rng.random() < 0.1:
            msg[rng.choice(["seed", "position", "bot_delay", "seats"])] = junk(rng, game)
        return msg
    if roll < 0.7:
        return {"__state__": {rng.choice(["watching", "view", "choices", "handover", "seats", "busy", "error",
                                          "_esm", "patch", "view_rev", "nope"]): junk(rng, game)}}
    if roll < 0.75:
        return {"__state__": {"watching": rng.choice([-1, 0, 1, 9, -7, "1", None, 1.0])}}
    if roll < 0.85:
        msg = {"type": rng.choice(kinds)}
        msg[rng.choice(["action", "seat", "go", "options", "players", "seats"])] = junk(rng, game)
        return msg
    return rng.choice([junk(rng, game), {"type": junk(rng, game)}, {"no": "type"}, {"type": "act", "action": junk(rng, game)}])


def state_of(board):
    table = board.table
    return (id(table.game), table.game.save(), list(table.kinds), sorted(board.controls),
            board.watching, board.view, board.choices)


def deliver(board, msg):
    """Deliver ``msg`` the way ipywidgets does; returns True when the bridge refused it."""
    board.error = ""
    before = state_of(board)
    if isinstance(msg, dict) and "__state__" in msg:
        board._handle_msg({"content": {"data": {"method": "update", "state": msg["__state__"]}}, "buffers": []})
        refused = bool(board.error) or state_of(board)[:5] == before[:5]
    else:
        board._handle_custom_msg(msg, [])
        refused = bool(board.error)
    assert "could not be handled" not in board.error, f"{msg!r:.200} reached the catch-all: {board.error}"
    assert len(board.error) <= 300
    if refused:
        assert state_of(board)[:5] == before[:5], f"refusing {msg!r:.200} changed the table"
    return refused


#: options for a short game
QUICK = {"heat": {"laps": 1, "cars": 2}}


def boards(name, seed):
    cls = tw.GAMES[name]
    players = cls.min_players if cls.min_players > 1 else 2
    main = tw.play(name, seats=["human"] + ["random"] * (players - 1), players=players, seed=seed, bot_delay=0,
                   **QUICK.get(name, {}))
    watcher = main.game.widget()                         # a spectator board on the same table
    return main, watcher


def fuzz(main, watcher, rng, count):
    sents = [record(main), record(watcher)]
    refused = 0
    for _ in range(count):
        for board, sent in zip((main, watcher), sents):
            refused += deliver(board, message(rng, board))
            check_sent(board, sent)
            assert watcher.controls == set(), "a spectator board gained a seat"
    return refused


@pytest.mark.parametrize("name", GAMES)
def test_fuzz_the_bridge_without_an_event_loop(name):
    rng = random.Random(f"fuzz {name}")
    main, watcher = boards(name, seed=11)
    refused = fuzz(main, watcher, rng, MESSAGES // 2)
    players = main.game.players
    assert not deliver(main, {"type": "new_game", "players": players, "options": QUICK.get(name, {}),
                              "seats": ["human"] + ["random"] * (players - 1)})
    game = main.game
    while not game.over:                                 # finish it from code: the boards follow
        seat = rng.choice(game.to_move)
        game.play(rng.choice(game.legal_actions(seat)), seat=seat)
    assert main.view["over"] and watcher.view["over"]
    finished = game.save()
    for _ in range(50):                                  # after the end: everything is refused
        for board in (main, watcher):
            msg = message(rng, board)
            if not (isinstance(msg, dict) and msg.get("type") == "new_game"):
                deliver(board, msg)
    assert main.game is game and game.save() == finished
    refused += fuzz(main, watcher, rng, MESSAGES // 2)
    assert refused > MESSAGES // 2


def bot_moved(board):
    table = board.table
    return any(table.kinds[seat] != "human" for seat, _ in table.game.history)


@pytest.mark.parametrize("name", GAMES)
def test_fuzz_the_bridge_with_a_bot_in_the_worker_thread(name, monkeypatch):
    searches = []
    think = bridge._think
    monkeypatch.setattr(bridge, "_think", lambda *args: searches.append(1) or think(*args))

    async def scenario():
        rng = random.Random(f"loop {name}")
        main, watcher = boards(name, seed=12)
        sents = [record(main), record(watcher)]
        moved = False
        for i in range(MESSAGES // 2):
            for board, sent in zip((main, watcher), sents):
                deliver(board, message(rng, board))
                check_sent(board, sent)
            if i % 3 == 0:
                await asyncio.sleep(0.002)       # let the worker's answers land between messages
                for board, sent in zip((main, watcher), sents):
                    check_sent(board, sent)
                moved = moved or bot_moved(main)
        main.wait_for_bots()
        for board, sent in zip((main, watcher), sents):
            check_sent(board, sent)
        assert main.table._search is None and not main.busy
        assert main.table.bot_to_move() is None
        return moved

    assert asyncio.run(scenario()), "no bot answer was ever applied from the worker thread"
    assert searches
