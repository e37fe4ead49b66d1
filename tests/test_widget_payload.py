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
    end = len(w.game.log_for(0, last=10**6))   # lines the browser holds so far
    lines = list(w.log_lines)
    sent = capture(w)
    play_moves(w, 20)
    adds = [m["content"] for m in sent if m.get("method") == "custom" and m["content"].get("type") == "log_add"]
    assert adds, "new log lines travel as log_add messages"
    assert not any("log" in m.get("state", {}) for m in sent if m.get("method") == "update")
    # the pieces join up to the whole log the seat may see
    for add in adds:
        assert add["start"] == end
        lines += add["entries"]
        end += len(add["entries"])
    assert lines[-len(w.log_lines):] == w.log_lines == w.game.log_for(0)
    # a board that saw a gap asks for the whole log
    sent.clear()
    w.handle({"type": "log_sync"})
    assert [m["state"]["log"] for m in sent if "log" in m.get("state", {})] == [w.game.log_for(0)[-200:]]
    # a seat change sends the whole (bounded) log again
    w.handle({"type": "set_seat", "seat": -1})
    assert w.log == w.game.log_for(None)[-200:] and len(w.log) <= 200


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
    play_moves(w, 4)
    wire = [m["state"]["choices"] for m in sent if "choices" in m.get("state", {})][-1]
    assert all(isinstance(c, list) and len(c) == 3 for c in wire)
    back = [{"action": a, "label": lab or a, "parts": p} for a, lab, p in wire]
    assert back == w.choices
    assert len(json.dumps(wire)) < 0.75 * len(json.dumps(w.choices))
