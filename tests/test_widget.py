"""The bridge without a browser: messages are sent the way ipywidgets delivers them."""

import asyncio
import json

import pytest

import tablewidgets as tw
from tablewidgets import widget as bridge

import toys  # noqa: F401  registers the toy games


def send(w, content):
    """Deliver a custom message exactly as ipywidgets does (its comm handler)."""
    w._handle_custom_msg(content, [])


def state(w):
    return json.dumps([w.game.save(), w.view, w.choices], sort_keys=True)


def test_play_builds_a_widget_with_choices_and_parts():
    w = tw.play("gipf", seats=["human", "human"], seed=3)
    assert w.game_name == "gipf" and w.meta["title"] == "GIPF"
    assert w.view["to_move"] == [0] and w.watching == 0
    actions = [c["action"] for c in w.choices]
    assert actions == w.game.legal_actions(0)
    first = w.choices[0]
    assert first["parts"] and all(isinstance(p, str) for p in first["parts"])
    assert first["label"]
    assert w.status and not w.error
    assert [s["kind"] for s in w.seats] == ["human", "human"]


def test_a_click_moves_and_the_bot_answers():
    w = tw.play("gipf", seats=["human", "greedy"], seed=5)
    action = w.choices[0]["action"]
    send(w, {"type": "act", "action": action})
    assert w.error == ""
    assert w.game.history[0] == (0, action)
    assert len(w.game.history) >= 2 and w.game.history[1][0] == 1  # the bot answered at once (no event loop)
    assert w.view["to_move"] == [0] and w.choices
    assert any(action.split("-")[0] in line["text"] or line["text"] for line in w.log_lines)


@pytest.mark.parametrize("message, reason", [
    ("not a dict", "must be an object"),
    ({"no": "type"}, "Unknown message type"),
    ({"type": "dance"}, "Unknown message type"),
    ({"type": "act"}, "needs an 'action'"),
    ({"type": "act", "action": 7}, "needs an 'action'"),
    ({"type": "act", "action": "z9-z8"}, ""),
    ({"type": "act", "action": "x" * 5000}, "too long"),
    ({"type": "new_game", "players": 9}, "exactly 2 players"),
    ({"type": "new_game", "options": {"variant": "speed"}}, "allowed values"),
    ({"type": "new_game", "options": {"colour": "red"}}, "no option"),
    ({"type": "new_game", "options": []}, "must be an object"),
    ({"type": "new_game", "seats": ["human", "wizard"]}, "bot level"),
    ({"type": "new_game", "seats": "human"}, "list of seat kinds"),
    ({"type": "set_seat", "seat": 1}, "own seats"),
    ({"type": "set_seat", "seat": "0"}, "seat number"),
    ({"type": "ready"}, "no hand-over"),
    ({"type": "lesson", "go": "next"}, "not showing a lesson"),
    ({"type": "undo"}, "nothing to undo"),
])
def test_bad_messages_set_error_and_change_nothing(message, reason):
    w = tw.play("gipf", seats=["human", "mcts"], seed=2)
    before = state(w)
    send(w, message)
    assert w.error, f"{message!r} was not refused"
    assert reason.lower() in w.error.lower()
    assert state(w) == before


def test_out_of_turn_clicks_are_refused():
    g = tw.new("gipf", seed=1)
    white, black = g.widget(seat=0), g.widget(seat=1)
    assert black.choices == [] and white.choices
    before = g.save()
    send(black, {"type": "act", "action": white.choices[0]["action"]})
    assert "not Black's turn" in black.error
    assert g.save() == before


def test_widgets_of_one_game_update_together_also_from_code():
    g = tw.new("gipf", seed=8)
    white, black, watcher = g.widget(seat=0), g.widget(seat=1), g.widget()
    assert watcher.watching == -1 and watcher.choices == []
    g.play("a1-b2")                       # from a code cell
    for w in (white, black, watcher):
        assert w.view["step"] == 1 and w.view["to_move"] == [1]
    assert black.choices and not white.choices
    send(black, {"type": "act", "action": black.choices[0]["action"]})
    assert white.view["step"] == 2 and watcher.view["step"] == 2 and white.choices
    assert g.history[-1][0] == 1


def test_spectator_cannot_act_or_undo():
    g = tw.new("gipf", seed=8)
    watcher = g.widget()
    send(watcher, {"type": "act", "action": "a1-b2"})
    assert "spectator" in watcher.error
    send(watcher, {"type": "undo"})
    assert "spectator" in watcher.error
    assert g.history == []


def test_new_game_from_the_dialog_uses_its_options_and_seats():
    w = tw.play("gipf", seats=["human", "mcts"], seed=2)
    send(w, {"type": "new_game", "players": 2, "seats": ["human", "human"], "options": {"variant": "Tournament"}})
    assert w.error == ""
    assert w.game.opts["variant"] == "tournament" and w.game.history == []
    assert [s["kind"] for s in w.seats] == ["human", "human"]
    assert all(c["action"].startswith("G") for c in w.choices)


def test_hot_seat_follows_the_player_to_move():
    w = tw.play("gipf", seats=["human", "human"], seed=4)
    send(w, {"type": "act", "action": w.choices[0]["action"]})
    assert w.watching == 1 and w.choices and w.handover == {}  # GIPF hides nothing: no hand-over


def test_hot_seat_with_hidden_hands_shows_a_hand_over_screen(toy_widgets):
    w = tw.play("toy_highcard", seats=["human", "human"], seed=6)
    # the very first screen already belongs to one player: hand it over first
    assert w.handover == {"seat": 0, "name": "Player 1"}
    assert w.view["hand"] is None and w.choices == []
    send(w, {"type": "ready"})
    assert w.handover == {} and w.view["hand"] == w.game.hands[0] and w.choices
    card = w.choices[0]["action"]
    send(w, {"type": "act", "action": card})
    assert w.watching == 1 and w.handover["seat"] == 1
    assert w.view["hand"] is None and w.view["my_card"] is None and w.choices == []
    send(w, {"type": "act", "action": "play 1"})
    assert "Press the button" in w.error
    send(w, {"type": "ready"})
    assert w.view["hand"] == w.game.hands[1]


def test_undo_within_the_turn_from_the_browser(toy_widgets):
    w = tw.play("toy_nim", seats=["human", "human"], seed=1)
    send(w, {"type": "act", "action": "mark"})
    assert w.can_undo
    send(w, {"type": "undo"})
    assert w.error == "" and w.game.history == [] and not w.can_undo
    send(w, {"type": "act", "action": "take 2"})
    assert not w.can_undo
    send(w, {"type": "undo"})
    assert "your own" in w.error or "turn is over" in w.error
    assert len(w.game.history) == 1


def test_bots_answer_in_the_background_when_an_event_loop_runs():
    async def scenario():
        w = tw.play("gipf", seats=["human", "greedy"], seed=9, bot_delay=0.05)
        send(w, {"type": "act", "action": w.choices[0]["action"]})
        assert w.busy and w.choices == [] and "thinking" in w.status
        send(w, {"type": "act", "action": "a1-b2"})
        assert "Wait for the bot" in w.error
        for _ in range(200):
            await asyncio.sleep(0.02)
            if not w.busy:
                break
        assert not w.busy and len(w.game.history) == 2 and w.choices
        return w

    asyncio.run(scenario())


def test_bots_play_each_other_to_the_end_paced():
    async def scenario():
        w = tw.play("toy_dice", seats=["random", "random"], seed=3, bot_delay=0.0)
        for _ in range(2000):
            await asyncio.sleep(0.005)
            if w.game.over:
                break
        assert w.game.over and w.view["over"]

    bridge._WIDGET_CLASSES.setdefault("toy_dice", type("toy_diceWidget", (bridge.TableWidget,),
                                                      {"_esm": "export default { render() {} }", "_css": ""}))
    asyncio.run(scenario())


def test_teach_steps_through_the_lesson():
    w = tw.teach("gipf")
    assert w.lesson["index"] == 0 and w.lesson["count"] >= 8 and w.lesson["text"]
    send(w, {"type": "lesson", "go": "back"})
    assert w.lesson["index"] == 0
    send(w, {"type": "lesson", "go": "next"})
    assert w.lesson["index"] == 1 and w.error == ""
    send(w, {"type": "lesson", "go": "sideways"})
    assert "'next'" in w.error
    # make any move, then take it back: lessons may rewind freely
    if w.choices:
        send(w, {"type": "act", "action": w.choices[0]["action"]})
        assert w.game.history
        send(w, {"type": "undo"})
        assert w.error == ""


def test_gallery_starts_a_game_in_place():
    box = tw.gallery()
    picker = box.picker
    assert {g["name"] for g in picker.games} >= {"gipf", "backgammon"}
    send(picker, {"type": "start", "game": "gipf", "players": 2, "seats": ["human", "mcts"],
                  "options": {"variant": "basic"}})
    assert picker.error == ""
    back, board = box.children
    assert board.game.opts["variant"] == "basic"
    back.click()
    assert box.children == (picker,)
    send(picker, {"type": "start", "game": "chess"})
    assert "no game called" in picker.error


def test_last_marks_skip_the_hidden_decisions_a_seat_may_not_know_of():
    """Seat 0 acts, seat 1 takes a hidden decision, seat 0 acts again: for seat 0 (and a
    spectator) its two actions are one turn and seat 1 marks nothing, so the marks do not show
    that seat 1 acted in between; seat 1, who knows, sees seat 0's turn split by its own."""
    class Table:
        hidden_information = True
        players = 2
        history = [(0, "a"), (1, "secret"), (0, "b")]
        _hidden = [(1, (1,))]

        def parts(self, action, seat):
            return [action]

        public_parts = parts

    table = Table()
    assert bridge.last_marks(table, 0) == {"0": ["a", "b"]}
    assert bridge.last_marks(table, None) == {"0": ["a", "b"]}
    assert bridge.last_marks(table, 1) == {"0": ["b"], "1": ["secret"]}
