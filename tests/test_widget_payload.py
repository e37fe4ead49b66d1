"""What travels to the browser: static data once per game, the log incrementally, last-move
marks of every seat, one name per bot level, and hints after a wrong move in a lesson."""

import json
import pathlib
import random

import pytest

import tablewidgets as tw
from tablewidgets import payload
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
    assert len(whole) == 1 and whole[0]["whole"] and bridge.read_log(whole[0]["entries"]) == w.game.log_for(0)[-200:]
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
    """Hot seat in a game with secrets: when the shown seat changes, the page's view goes through
    the public view, so no patch is computed from a view of another seat; every view the page
    holds is its seat's."""
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
                    assert None in (seat, shown[-1]), "from one seat's view to another's only through the public one"
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


# ---------------------------------------------------------------- bytes on the wire (issue 15)
#: what one request may cost on the websocket, Jupyter frames and status messages included
WIRE_LIMIT = 5 * 1024
#: games that still pass the limit on some requests, with the bytes they may not exceed: Formula
#: D's view lists every space the car may reach with its whole path when the die is rolled (about
#: 2.7 KB; its view code is not changed here); measured 5.9 KB over this playout
OVER_LIMIT = {"formula_d": 7 * 1024}


@pytest.mark.parametrize("name", GAMES)
def test_every_request_stays_within_5_kb_on_the_wire(name):
    """Seeded random hot-seat play (every seat a person at one screen, as bench_widget.py opens
    the board): each move and each lifted hand-over screen costs at most 5 KB on the websocket,
    most views travel as changes, and the page's copy rebuilt from the patches is exactly the
    seat's view, choices and log after every request."""
    board = []
    requests = list(payload.hot_seat_playout(name, moves=30, seed=1, check=True, board=board))
    assert len(requests) == 30
    worst = max(requests, key=lambda r: r.bytes)
    limit = OVER_LIMIT.get(name, WIRE_LIMIT)
    assert worst.bytes <= limit, f"{name}: {worst.kind} {worst.action!r} sends {worst.bytes} bytes"
    assert board[0].stale == 0
    assert board[0].patched_views >= len(requests) // 2, "most requests send the view's changes, not the view"


def test_frames_are_counted_with_their_jupyter_headers():
    small = payload.frame_bytes({"method": "update", "state": {"busy": True}, "buffer_paths": []})
    assert 350 < small < 800, "a comm frame carries a header and a parent header"
    assert 600 < payload.STATUS_BYTES < 1500
    big = payload.frame_bytes({"method": "update", "state": {"status": "é" * 1000}, "buffer_paths": []})
    assert big - small == 2000 - len("true") + 2 or big - small >= 2000, "UTF-8 bytes, not characters"


def _strings(value, out):
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.add(str(k))
            _strings(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _strings(v, out)
    return out


def _known_to(game, seat):
    """Every text a seat's page may hold: its view, its log, its choices."""
    seen = _strings([game.view(seat), game.log_for(seat, last=10**6)], set())
    if seat is not None:
        for a in game.legal_actions(seat) if seat in game.to_move else ():
            seen |= {a, game.label(a, seat), *game.parts(a, seat)}
    return seen


HIDDEN_HOT_SEAT = ["castles_of_mad_king_ludwig", "alchemists", "dungeon_petz", "terraforming_mars", "viticulture"]


@pytest.mark.parametrize("name", HIDDEN_HOT_SEAT)
def test_a_hand_over_goes_through_the_public_view_and_leaks_nothing(name):
    """People sharing a screen in a game with secrets: the page's copy goes from one seat's view
    to the public view and then to the next seat's, by patches. After every message the page
    holds exactly one seat's view, choices and log lines (or the spectator's), and what arrives
    when the next seat takes over names nothing only another seat may know."""
    w = payload.setup(name, seed=3)
    copy = bridge.BoardCopy(w)
    sent = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    rng = random.Random(3)
    takeovers = patched = secrets = 0
    for _ in range(60):
        if w.game.over:
            break
        sent.clear()
        before = copy.view.get("seat")
        if w.handover:
            w.handle({"type": "ready"})
        else:
            w.handle({"type": "act", "action": rng.choice(w.choices)["action"]})
        game = w.game
        for msg in sent:
            copy.take(msg)
            seat = copy.view.get("seat")
            if seat != before:
                assert None in (seat, before), "never from one seat's view straight to another's"
            before = seat
        seat = w._shown_seat() if not w.handover else None
        assert copy.view == bridge.json_ready({**_seat_view(game, seat), "marks": copy.view["marks"]})
        assert copy.log == w.log_lines and (not copy.log or copy.log == game.log_for(seat)[-len(copy.log):]), (seat, copy.log[-2:], game.log_for(seat)[-2:], w.log_lines[-2:])
        assert copy.choices == bridge.compact_choices(w.choices)
        if seat is None:
            assert copy.choices == []
        patches = [m["state"]["patch"] for m in sent if "patch" in m.get("state", {})]
        if seat is not None and patches and "view_ops" in patches[-1] and copy.views[-2:-1] \
                and copy.views[-2].get("seat") is None:
            takeovers += 1
            allowed = _known_to(game, seat) | _known_to(game, None)
            secret = set()
            for other in range(game.players):
                if other != seat:
                    secret |= _known_to(game, other) - allowed
            secrets += bool(secret)
            text = json.dumps(patches, ensure_ascii=False)
            leaked = sorted(s for s in secret if len(s) > 2 and json.dumps(s, ensure_ascii=False) in text)
            assert not leaked, f"{name}: the take-over patch names another seat's {leaked[:3]}"
        patched += sum("view_ops" in p for p in patches)
    assert copy.stale == 0
    assert takeovers >= 2, "seats took over from the public view by patches"
    assert secrets, "the other seats had secrets the check looked for"


def test_the_kit_s_patch_fixture_is_what_python_sends_now():
    """js/tests/patch.test.js decodes js/tests/patch.fixture.json; the packed lists and log
    references there are exactly what the widget makes of those inputs today."""
    fixture = json.loads((pathlib.Path(__file__).parents[1] / "js" / "tests" / "patch.fixture.json").read_text())
    packed = 0
    for case in fixture["choices"]:
        assert bridge.pack_choices(case["plain"], case["words"]) == case["packed"], case["game"]
        assert bridge.unpack_choices(case["packed"]) == case["plain"], case["game"]
        packed += isinstance(case["packed"], dict)
    assert packed >= 5
    for case in fixture["logs"]:
        assert bridge.log_ops(case["old"], case["new"]) == case["ops"]
        assert bridge.apply_log_ops(case["old"], case["ops"]) == case["new"]


def test_packed_choices_and_list_references_round_trip():
    choices = [[f"go {c}-{d}", f"Go to {c.title()} {d.title()} {{x}}", [f"city:{c}-{d}", "way:go"]]
               for c in ("san", "new") for d in ("york", "paris", "10")] + [["~odd", "", []], ["a -1 -1 1", "at -1 -1 1", ["s:1:-1:-1:1"]]]
    packed = bridge.pack_choices(choices)
    assert isinstance(packed, dict) and len(json.dumps(packed)) < 0.75 * len(json.dumps(choices))
    assert bridge.unpack_choices(packed) == choices
    ops = bridge.choice_ops(choices[:3], choices)
    assert bridge.apply_choice_ops(choices[:3], bridge.unpack_choices(bridge.pack_choices(ops))) == choices
    # a river that shifts: its items by reference, wherever they stood
    river = [{"shape": s, "pieces": [s + "1", s + "2"]} for s in "CTSHDM"]
    old, new = {"river": river}, {"river": river[1:] + [{"shape": "X", "pieces": []}]}
    ops = bridge.view_ops(old, new)
    assert ops == [[["river"], [[1, 5], [{"shape": "X", "pieces": []}]], "s"]]
    assert bridge.apply_view_ops(old, ops) == new
