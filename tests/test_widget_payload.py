"""What travels to the browser: static data once per game, the log incrementally, last-move
marks of every seat, one name per bot level, and hints after a wrong move in a lesson."""

import json
import random

import pytest

import tablewidgets as tw
from tablewidgets import widget as bridge
from tablewidgets.engine.lesson import lesson_for


#: the package's own games (toy games of other tests may be registered too)
GAMES = sorted(n for n, c in tw.GAMES.items() if c.__module__.startswith("tablewidgets.games."))


def capture(w):
    """Record every message the widget sends to the browser (state updates and custom ones)."""
    sent = []
    original = w._send

    def record(msg, buffers=None):
        sent.append(msg)
        return original(msg, buffers)

    w._send = record
    return sent


def play_moves(w, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        if w.game.over or not w.choices:
            break
        w.send_action(rng.choice(w.choices)["action"])
        assert w.error == ""


@pytest.mark.parametrize("name", GAMES)
def test_static_data_goes_once_per_game_and_stays_out_of_the_view(name):
    w = tw.play(name, seed=2)
    keys = type(w.game).static_keys
    full = w.game.view(w.watching)
    assert set(keys) <= set(full), "every static key is part of the game's own view"
    assert not set(keys) & set(w.view), "static keys are not sent with the view"
    for k in keys:
        assert w.static[k] == full[k]
    sent = capture(w)
    play_moves(w, 3)
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    assert updates and not any("static" in u for u in updates), "static data is not resent within a game"
    w.handle({"type": "new_game"})
    assert any("static" in m.get("state", {}) for m in sent if m.get("method") == "update") or not keys


def test_the_log_is_sent_incrementally_and_bounded():
    w = tw.play("backgammon", seats=["human", "greedy"], seed=3)
    assert w.log_lines == w.game.log_for(0)
    copy = bridge.BoardCopy(w)
    sent = capture(w)
    w._send = lambda msg, buffers=None: (sent.append(msg), copy.take(msg))
    play_moves(w, 20)
    logs = [m["state"]["patch"]["log"] for m in sent if "log" in m.get("state", {}).get("patch", {})]
    assert logs and not any(log.get("whole") for log in logs), "new log lines travel alone, in the patch"
    assert not any("log" in m.get("state", {}) for m in sent if m.get("method") == "update")
    assert copy.log == w.log_lines == w.game.log_for(0), "the pieces join up to the seat's log"
    assert all(len(log["entries"]) < 20 for log in logs)
    # a board that saw a gap asks for the whole log
    sent.clear()
    w.handle({"type": "log_sync"})
    whole = [m["state"]["patch"]["log"] for m in sent if "log" in m.get("state", {}).get("patch", {})]
    assert len(whole) == 1 and whole[0]["whole"] and whole[0]["entries"] == w.game.log_for(0)[-200:]
    # a seat change whose log differs sends the whole (bounded) log again
    w.handle({"type": "set_seat", "seat": -1})
    assert copy.log == w.log_lines == w.game.log_for(None)[-200:] and len(copy.log) <= 200


def test_a_hot_seat_switch_sends_only_new_log_lines_when_the_log_is_the_same_for_both():
    w = tw.play("gipf", seats=["human", "human"], seed=3)
    copy = bridge.BoardCopy(w)
    w._send = copy.take
    seats = set()
    for _ in range(6):
        seats.add(w.watching)
        before = copy.rev
        w.send_action(w.choices[0]["action"])
        assert copy.rev > before
    assert seats == {0, 1} and copy.log == w.game.log_for(w.watching)


def test_every_seat_s_last_turn_is_marked_bots_included():
    w = tw.play("gipf", seats=["human", "greedy"], seed=5)
    assert w.view["marks"] == {}
    action = w.choices[0]["action"]
    w.send_action(action)
    marks = w.view["marks"]
    assert marks["0"] == w.game.parts(action, 0)
    bot_actions = [a for s, a in w.game.history if s == 1]
    assert bot_actions and marks["1"] and set(marks["1"]) <= {p for a in bot_actions for p in w.game.parts(a, 1)}


def test_hidden_information_games_do_not_mark_another_seat_s_secret_choices():
    w = tw.play("heat", players=2, seats=["human", "driver"], seed=3)
    w.send_action(w.choices[0]["action"])
    # the other car's gear and cards stay secret: only the human's own turn is marked
    assert set(w.view["marks"]) <= {"0"}


def test_one_friendly_name_per_bot_level():
    table = bridge.Table(tw.new("gipf", seed=1), ["mcts", "human"])
    w = bridge.widget_class("gipf")(table)       # not scheduled: the bot (White) is to move
    assert w.meta["bot_names"]["mcts"] == "Computer: thinks ahead"
    assert w.seats[0]["kind"] == "mcts"
    table.busy = True
    assert w._status(0) == "White is thinking (Computer: thinks ahead)…"
    assert "mcts" not in w._status(0)


@pytest.mark.parametrize("name", GAMES)
def test_gallery_facts_for_every_game(name):
    meta = tw.GAMES[name].meta()
    assert meta["tagline"] and len(meta["tagline"]) <= 80
    assert meta["weight"] in ("family", "strategy", "heavy")
    assert 5 <= meta["minutes"] <= 240
    assert isinstance(meta["designed_components"], bool)


def test_a_wrong_move_in_a_lesson_task_gets_a_hint_and_the_position_resets():
    lesson = lesson_for("gipf")
    index = next(i for i, s in enumerate(lesson.steps) if s.task and s.check)
    w = tw.teach("gipf")
    w.handle({"type": "lesson", "go": "next"}) if index else None
    while w.lesson["index"] < index:
        w.handle({"type": "lesson", "go": "next"})
    start = json.dumps(w.game.save(), sort_keys=True)
    assert not w.lesson["missed"] and w.lesson["hint"] == ""
    # try every move until one misses the task
    for choice in w.choices:
        game = w.game.clone()
        game.play(choice["action"], seat=w.watching)
        if not lesson.done(index, game) and lesson.missed(index, game):
            w.send_action(choice["action"])
            break
    else:
        pytest.fail("no wrong move found in the first task")
    assert w.lesson["missed"] and w.lesson["hint"]
    assert not w.lesson["done"]
    w.handle({"type": "lesson", "go": "reset"})
    assert json.dumps(w.game.save(), sort_keys=True) == start
    assert not w.lesson["missed"]


def test_choices_travel_in_a_compact_form_the_kit_reads_back():
    w = tw.play("backgammon", seats=["human", "human"], seed=4)
    sent = capture(w)
    w.handle({"type": "view_sync"})         # the whole view and choices, as for a new board
    wire = [m["state"]["patch"]["choices"] for m in sent if "choices" in m.get("state", {}).get("patch", {})][-1]
    assert all(isinstance(c, list) and len(c) == 3 for c in wire)
    back = [{"action": a, "label": lab or a, "parts": p} for a, lab, p in wire]
    assert back == w.choices
    assert len(json.dumps(wire)) < 0.75 * len(json.dumps(w.choices))


def per_move(name, moves=30, seed=1):
    """Play ``moves`` random moves as the benchmark does (every seat a person on one screen);
    returns the board's copy and the bytes sent for each move (new games excluded)."""
    cls = tw.GAMES[name]
    n = max(2, cls.min_players) if cls.max_players >= 2 else 1
    w = (tw.play(name, players=1, seats=["human"], seed=seed, cars=4) if name == "heat"
         else tw.play(name, seats=["human"] * n, seed=seed))
    copy = bridge.BoardCopy(w)
    sent = []
    w._send = lambda msg, buffers=None: (sent.append(msg), copy.take(msg))
    rng = random.Random(seed)
    sizes = []
    while len(sizes) < moves and not w.game.over:
        if w.handover:
            w.handle({"type": "ready"})
        if not w.choices:
            break
        sent.clear()
        w.send_action(rng.choice(w.choices)["action"])
        assert w.error == ""
        sizes.append(sum(len(json.dumps(m, separators=(",", ":"))) for m in sent))
        assert copy.view == bridge.json_ready(w.view), "the patches rebuild the view exactly"
        assert copy.choices == bridge.compact_choices(w.choices), "and the choices"
    assert copy.stale == 0
    return w, copy, sizes


#: bytes of widget messages per move (median); the Jupyter frames around them (the comm message's
#: header, the kernel's busy and idle status) add about 1.8 KB on the websocket (bench_widget.py),
#: so this keeps a move under the 5 KB the benchmark measures there
MOVE_BUDGET = 2500
#: games with hidden information whose seats take turns nearly every move (one worker each)
SEAT_EVERY_MOVE = {"viticulture", "gaia_project"}


@pytest.mark.parametrize("name", GAMES)
def test_every_move_sends_only_what_changed_within_the_byte_budget(name):
    w, copy, sizes = per_move(name)
    assert len(sizes) >= 10
    median = sorted(sizes)[len(sizes) // 2]
    assert median <= MOVE_BUDGET, f"{name}: a move sends {median} bytes (median), budget {MOVE_BUDGET}"
    if name in SEAT_EVERY_MOVE:
        return      # hot seat with secrets: a new seat gets its view whole (never a patch of another's)
    assert copy.patched_views >= len(sizes) // 2, "most moves send the view's changes, not the view"


def test_view_ops_cover_every_kind_of_change():
    grid = [["empty cell"] * 8 for _ in range(8)]
    row = ["a long entry"] * 10
    old = {"a": 1, "b": row + ["cut"], "c": {"x": grid}, "d": "gone", "e": row}
    new = {"a": 2, "b": row, "c": {"x": [r[:] for r in grid], "y": None}, "e": row + ["more", "and more"], "f": {}}
    new["c"]["x"][3][4] = "W"
    ops = bridge.view_ops(old, new)
    assert bridge.apply_view_ops(old, ops) == new
    assert [["c", "x", 3, 4], "W"] in ops and [["d"]] in ops and [["b", 10]] in ops
    assert [["e", 10], "more"] in ops and [["e", 11], "and more"] in ops
    assert old["b"] == row + ["cut"] and old["c"]["x"][3][4] == "empty cell", "the old value is left as it was"
    assert bridge.view_ops({"s": [1, 2]}, {"s": [3, 4]}) == [[["s"], [3, 4]]], "a short list goes whole"
    old_c = [["a", "", []], ["b", "B", ["x"]], ["c", "", []]]
    new_c = [["b", "B", ["x"]], ["c", "", []], ["z", "", []]]
    ops = bridge.choice_ops(old_c, new_c)
    assert ops == [[1, 2], ["z", "", []]] and bridge.apply_choice_ops(old_c, ops) == new_c


def test_hidden_information_patches_never_cross_seats():
    """Hot seat in a game with secrets: when the shown seat changes, the view travels whole, so
    no patch is computed from a view of another seat; every view the page holds is its seat's."""
    w = tw.play("heat", players=2, seats=["human", "human"], seed=3, laps=1, cars=2)
    copy = bridge.BoardCopy(w)
    sent = []
    w._send = lambda msg, buffers=None: (sent.append(msg), copy.take(msg))
    rng = random.Random(2)
    shown = [w.view["seat"]]
    for _ in range(40):
        if w.game.over:
            break
        sent.clear()
        if w.handover:
            w.handle({"type": "ready"})
        if not w.choices:
            break
        w.send_action(rng.choice(w.choices)["action"])
        for msg in sent:
            patch = msg.get("state", {}).get("patch", {})
            if "view" in patch or "view_ops" in patch:
                seat = copy.view["seat"]
                if seat != shown[-1]:
                    assert "view" in patch and "base" not in patch, "a new seat's view travels whole"
                shown.append(seat)
                assert copy.view == bridge.json_ready({**_seat_view(w.game, seat), "marks": copy.view["marks"]})
    assert len(set(shown)) >= 2


def _seat_view(game, seat):
    view = game.view(seat)
    for k in type(game).static_keys:
        view.pop(k, None)
    return view


def test_the_whole_state_holds_the_view_once():
    """A board opening (or a saved notebook) gets view, choices and log in the whole state; the
    last patch is not repeated beside them, and a board rebuilt from it draws the same."""
    w = tw.play("pandemic", seats=["human", "human"], seed=1)
    w.send_action(w.choices[0]["action"])
    state = w.get_state()
    assert state["patch"] == {} and w.patch["rev"] == state["view_rev"]
    copy = bridge.BoardCopy(w)
    assert copy.view == bridge.json_ready(w.view) and copy.choices == bridge.compact_choices(w.choices)
    assert copy.log == w.log_lines
