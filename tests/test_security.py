"""The browser is untrusted: each test is one attack a page (or a tampered save) could make.

Messages go in exactly as ipywidgets delivers them: a custom message through the comm handler
(``model.send``), or a state update the page wrote (``model.set(...); model.save_changes()``).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets import widget as bridge
from tablewidgets.engine import Game, SaveError
from tablewidgets.engine.bots import Bot, MCTSBot
from tablewidgets.engine.errors import quote

import toys  # noqa: F401  registers the toy games

REAL_GAMES = sorted(n for n, c in tw.GAMES.items() if c.__module__.startswith("tablewidgets.games."))


def send(w, content):
    """A custom message from the page, delivered the way the comm does."""
    w._handle_custom_msg(content, [])


def page_sets(w, **state):
    """What ``model.set(name, value); model.save_changes()`` in the page delivers to the kernel."""
    w._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


class Sent(list):
    """The messages sent to one page, and the board as that page holds it (``copy``)."""


def record(w):
    """The state updates sent to the page of ``w``."""
    sent = Sent()
    sent.copy = bridge.BoardCopy(w)

    def take(msg, buffers=None):
        sent.append(msg)
        sent.copy.take(msg)

    w._send = take
    return sent


def views_sent(sent):
    """Every view the page held after an update (views travel as patches: rebuilt as the kit does)."""
    return list(sent.copy.views)


async def until(condition, seconds=20.0):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        await asyncio.sleep(0.01)


class SpyBot(Bot):
    """Answers the first legal action, and remembers which position each answer was for."""

    def __init__(self, seed=None, pause=0.0):
        super().__init__(seed)
        self.answers = []
        self.pause = pause

    def choose(self, game, seat):
        time.sleep(self.pause)
        action = game.legal_actions(seat)[0]
        self.answers.append((tuple(game.history), action))
        return action


@pytest.fixture
def spies(monkeypatch):
    """Every bot made from now on is a SpyBot; the list collects them."""
    made = []

    def make(cls, level, seed=None):
        made.append(SpyBot(seed, pause=0.05 if level == "mcts" else 0.0))
        return made[-1]

    monkeypatch.setattr(bridge, "make_bot", make)
    return made


# ---------------------------------------------------------------------- 1. peeking through `watching`
def test_a_page_writing_watching_does_not_see_the_bots_hand():
    w = tw.play("heat", seats=["human", "driver"], seed=4, laps=1, cars=2)
    sent = record(w)
    page_sets(w, watching=1)
    assert w.watching == 0 and "own seats" in w.error
    assert w.view["seat"] == 0 and w.view["hand"] == w.game.view(0)["hand"]
    assert sent and sent[-1]["state"] == {"watching": 0}      # the page's copy is put right
    w.game.play(w.game.legal_actions(0)[0], seat=0)            # a refresh from code
    assert all(v["seat"] == 0 for v in views_sent(sent)) and views_sent(sent)


def test_a_page_may_not_write_any_other_trait():
    w = tw.play("gipf", seats=["human", "human"], seed=4)
    sent = record(w)
    page_sets(w, handover={"seat": 1}, view={"seat": 1}, busy=True, error="x" * 10, _esm="alert(1)")
    assert w.handover == {} and w.view["seat"] == 0 and not w.busy and w.error == ""
    assert w._esm != "alert(1)" and sent == []         # ignored, and nothing echoed back


# ---------------------------------------------------------------------- 2. choosing seed, position, pacing
@pytest.mark.parametrize("message, field", [
    ({"type": "new_game", "options": {"seed": 1}}, "seed"),
    ({"type": "new_game", "options": {"position": {"checkers": "0:2"}}}, "position"),
    ({"type": "new_game", "seed": 5}, "seed"),
    ({"type": "new_game", "position": {"dice": [6, 6]}}, "position"),
    ({"type": "new_game", "bot_delay": 0}, "bot_delay"),
    ({"type": "new_game", "options": {"match_length": "9" * 5000}}, "match_length"),
    # refused before too; they must stay refused
    ({"type": "new_game", "options": {"bot_delay": 10 ** 6}}, "bot_delay"),
    ({"type": "new_game", "options": {"bot_delay": "soon"}}, "bot_delay"),
    ({"type": "new_game", "options": {"cube": ["yes"]}}, "cube"),
], ids=quote)
def test_new_game_takes_only_declared_options(message, field):
    w = tw.play("backgammon", seats=["human", "greedy"], seed=2)
    game, before = w.game, w.game.save()
    send(w, message)
    assert field in w.error and len(w.error) < 300
    assert w.game is game and game.save() == before and w.table.bot_delay == 0.6


@pytest.mark.parametrize("options, field", [
    ({"seed": 1}, "seed"), ({"bot_delay": 10 ** 6}, "bot_delay"), ({"players": 2}, "players"),
    ({"seats": ["human", "human"]}, "seats"), ({"name": "gipf"}, "name"), ({"position": {}}, "position"),
    ({"variant": ["basic"]}, "variant"),
], ids=quote)
def test_the_gallery_takes_only_declared_options(options, field):
    box = tw.gallery()
    picker = box.picker
    send(picker, {"type": "start", "game": "gipf", "players": 2, "seats": ["human", "mcts"], "options": options})
    assert field in picker.error and "could not start" not in picker.error
    assert box.children == (picker,)
    send(picker, {"type": "start", "game": "gipf", "seed": 3})
    assert "seed" in picker.error and box.children == (picker,)


# ---------------------------------------------------------------------- 3. out-of-range watching
def test_out_of_range_watching_breaks_no_code_cell():
    w = tw.play("gipf", seats=["human", "human"], seed=3)
    page_sets(w, watching=9)
    assert w.watching == 0
    g = w.game
    g.play(g.legal_actions()[0])                    # from a cell: must not raise
    assert w.view["step"] == 1
    with pytest.raises(Exception, match="own seats"):
        w.watching = 9                              # from Python: refused at once, clearly


def test_out_of_range_watching_does_not_stop_the_bot():
    async def scenario():
        w = tw.play("gipf", seats=["human", "greedy"], seed=3, bot_delay=0)
        page_sets(w, watching=9)
        send(w, {"type": "act", "action": w.choices[0]["action"]})
        await until(lambda: not w.busy)
        assert len(w.game.history) == 2 and w.choices and w.error == ""

    asyncio.run(scenario())


# ---------------------------------------------------------------------- 4. queueing bot searches
def test_a_flood_of_new_games_runs_one_search_per_table(spies):
    async def scenario():
        w = tw.play("gipf", seats=["mcts", "human"], seed=1, bot_delay=0)
        for _ in range(20):
            send(w, {"type": "new_game", "players": 2, "seats": ["mcts", "human"]})
            assert w.error == ""
        await until(lambda: not w.busy)
        return w

    w = asyncio.run(scenario())
    searched = [a for bot in spies for a in bot.answers]
    assert len(searched) <= 2, f"{len(searched)} searches ran for games already replaced"
    assert w.game.history and w.game.history[0][0] == 0      # the current game's bot did answer


def test_a_running_search_for_a_replaced_game_stops(monkeypatch):
    monkeypatch.setattr(bridge, "make_bot",
                        lambda cls, level, seed=None: MCTSBot(iterations=None, seconds=30, seed=seed))

    async def scenario():
        w = tw.play("gipf", seats=["mcts", "human"], seed=1, bot_delay=0)
        await asyncio.sleep(0.2)                                  # the search is under way
        send(w, {"type": "new_game", "players": 2, "seats": ["human", "human"]})
        freed = asyncio.wrap_future(bridge._EXECUTOR.submit(lambda: "free"))
        assert await asyncio.wait_for(freed, 10) == "free"       # long before the 30 seconds

    asyncio.run(scenario())


# ---------------------------------------------------------------------- 5. stale bot answers
def test_a_bot_answer_is_applied_only_to_its_own_position(spies):
    async def scenario():
        w = tw.play("gipf", seats=["human", "greedy"], seed=5, bot_delay=0.4)
        g = w.game
        first, other = g.legal_actions(0)[:2]
        send(w, {"type": "act", "action": first})
        await until(lambda: spies[0].answers)                    # searched; now pausing
        g.rewind(1)
        g.play(other, seat=0)                                    # from a cell, same length
        await until(lambda: len(g.history) == 2 and not w.busy)
        return g

    g = asyncio.run(scenario())
    assert (tuple(g.history[:1]), g.history[1][1]) in spies[0].answers


def test_a_stale_answer_in_ponte_del_diavolo_leaves_the_bot_working(spies):
    async def scenario():
        w = tw.play("ponte_del_diavolo", seats=["human", "greedy"], seed=3, bot_delay=0.4)
        g = w.game
        send(w, {"type": "act", "action": w.choices[0]["action"]})
        while 1 not in g.to_move:                                # play light's whole opening turn
            send(w, {"type": "act", "action": w.choices[-1]["action"]})
        await until(lambda: spies[0].answers)
        g.rewind(1)
        g.play(g.legal_actions(0)[0], seat=0)
        await until(lambda: not w.busy and 1 not in g.to_move)
        assert w.error == ""
        return g

    g = asyncio.run(scenario())
    bot_moves = [i for i, (s, _) in enumerate(g.history) if s == 1]
    assert bot_moves and all((tuple(g.history[:i]), g.history[i][1]) in spies[0].answers for i in bot_moves)


# ---------------------------------------------------------------------- 6. spectators taking over
def test_a_spectator_board_cannot_start_a_game_for_others():
    g = tw.new("gipf", seed=2)
    white, black, watcher = g.widget(seat=0), g.widget(seat=1), g.widget()
    for board in (watcher, black):
        send(board, {"type": "new_game", "players": 2, "seats": ["human", "human"]})
        assert "Only the board that set up this table" in board.error
    assert white.game is g and g.on_change is not None
    assert (white.controls, black.controls, watcher.controls) == ({0}, {1}, set())
    g.play(g.legal_actions()[0])
    assert white.view["step"] == black.view["step"] == watcher.view["step"] == 1


def test_a_new_game_gives_no_other_board_a_seat():
    w = tw.play("gipf", seats=["human", "greedy"], seed=2)
    watcher = w.game.widget()
    send(w, {"type": "new_game", "players": 2, "seats": ["human", "human"]})
    assert w.error == "" and w.controls == {0, 1}
    assert watcher.controls == set() and watcher.watching == -1
    send(watcher, {"type": "set_seat", "seat": 0})
    assert "own seats" in watcher.error and watcher.view["seat"] is None


# ---------------------------------------------------------------------- 7. the catch-all handler
@pytest.mark.parametrize("message, words", [
    ({"type": ["act"]}, "Unknown message type"),
    ({"type": {"a": 1}}, "Unknown message type"),
    ({"type": "new_game", "options": {"players": 2}}, "no option 'players'"),
    ({"type": "new_game", "players": 10 ** 5000}, "players"),
    ({"type": "new_game", "options": {3: 4}}, "no option"),
    ({"type": "new_game", "seats": [["human"], "mcts"]}, "seat"),
    # refused before too; they must stay refused
    ({"type": "set_seat", "seat": 10 ** 5000}, "own seats"),
    ({"type": "act", "action": {"a": 1}}, "'action' text"),
], ids=quote)
def test_odd_field_types_are_refused_by_name(message, words, capsys):
    w = tw.play("gipf", seats=["human", "greedy"], seed=2)
    before = w.game.save()
    send(w, message)
    assert words in w.error and "could not be handled" not in w.error
    assert w.game.save() == before
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("message, words", [
    ({"type": "start", "game": "gipf", "options": {"players": 2}}, "players"),
    ({"type": "start", "game": "gipf", "options": {"seats": []}}, "seats"),
    ({"type": "start", "game": "gipf", "options": {"name": "x"}}, "name"),
    ({"type": "start", "game": "gipf", "seats": "human"}, "list of seat kinds"),
    # refused before too; they must stay refused
    ({"type": "start", "game": ["gipf"]}, "no game called"),
    ({"type": "start", "game": "gipf", "seats": [None, None]}, "seat"),
    ({"type": "start", "game": "gipf", "players": "2"}, "players"),
], ids=quote)
def test_odd_gallery_fields_are_refused_by_name(message, words, capsys):
    picker = tw.gallery().picker
    send(picker, message)
    assert words in picker.error and "could not start" not in picker.error
    assert "Traceback" not in capsys.readouterr().err


def test_a_lesson_step_of_an_odd_type_is_refused():
    w = tw.teach("gipf")
    send(w, {"type": "lesson", "go": ["next"]})
    assert "'go' must be" in w.error and w.lesson["index"] == 0


# ---------------------------------------------------------------------- 8. echoing a megabyte
@pytest.mark.parametrize("message", [
    {"type": "x" * 1_000_000},
    {"type": "new_game", "options": {"variant": "x" * 1_000_000}},
    {"type": "new_game", "options": {"x" * 1_000_000: 1}},
    {"type": "new_game", "seats": ["x" * 1_000_000, "human"]},
    {"type": "new_game", "players": [[[["x" * 1_000_000] * 1000]]]},
    {"type": "new_game", "x" * 1_000_000: 1},
    {"type": "act", "action": "x" * 1_000_000},         # refused before too, and briefly
], ids=quote)
def test_errors_quote_only_a_short_prefix(message):
    w = tw.play("gipf", seats=["human", "human"], seed=1)
    send(w, message)
    assert w.error and len(w.error) <= 300


def test_the_gallery_quotes_only_a_short_prefix():
    picker = tw.gallery().picker
    send(picker, {"type": "start", "game": "x" * 1_000_000})
    assert picker.error and len(picker.error) <= 300


# ---------------------------------------------------------------------- 9. ready and wait_for_bots
def test_ready_clears_the_previous_error(toy_widgets):
    w = tw.play("toy_highcard", seats=["human", "human"], seed=6)
    send(w, {"type": "act", "action": "play 1"})
    assert "Press the button" in w.error
    send(w, {"type": "ready"})
    assert w.error == "" and w.handover == {}


def test_wait_for_bots_in_a_running_event_loop():
    async def scenario():                          # as in a notebook cell: the loop is running
        w = tw.play("gipf", seats=["human", "greedy"], seed=9, bot_delay=5)
        send(w, {"type": "act", "action": w.choices[0]["action"]})
        assert w.busy
        w.wait_for_bots()
        assert not w.busy and len(w.game.history) == 2 and w.choices
        bots = tw.play("toy_dice", seats=["random", "random"], seed=3, bot_delay=5)
        bots.wait_for_bots()
        assert bots.game.over and bots.view["over"]
        await asyncio.sleep(0.05)                  # the paced callbacks that were dropped stay dropped
        assert len(w.game.history) == 2

    bridge._WIDGET_CLASSES.setdefault("toy_dice", type("toy_diceWidget", (bridge.TableWidget,),
                                                      {"_esm": "export default { render() {} }", "_css": ""}))
    asyncio.run(scenario())


def test_wait_for_bots_without_an_event_loop():
    w = tw.play("gipf", seats=["human", "greedy"], seed=9)
    send(w, {"type": "act", "action": w.choices[0]["action"]})
    w.wait_for_bots()
    assert len(w.game.history) == 2 and not w.busy
    # a search left from a loop that has since closed is finished here, in this thread
    async def start():
        other = tw.play("gipf", seats=["greedy", "human"], seed=9, bot_delay=5)
        assert other.busy
        return other

    other = asyncio.run(start())
    other.wait_for_bots()
    assert len(other.game.history) == 1 and other.choices and not other.busy


# ---------------------------------------------------------------------- 10. counting hidden decisions
def _plan(game, seat, gear):
    game.play(f"gear {gear}", seat=seat)
    while seat in game.to_move:
        game.play(game.legal_actions(seat)[0], seat=seat)


def test_a_seat_cannot_count_the_cards_another_chose_face_down():
    g = tw.new("heat", players=2, seed=3, laps=1, cars=2)
    low, high = g.clone(), g.clone()
    _plan(low, 0, 1)                               # gear 1 and one card
    _plan(high, 0, 3)                              # gear 3 and three cards
    assert len(high.history) - len(low.history) == 2
    for seat in (1, None):
        assert low.view(seat) == high.view(seat), f"seat {seat} can count the hidden cards"
        assert low.log_for(seat) == high.log_for(seat)
    assert low.view(0)["step"] == 2 and high.view(0)["step"] == 4     # the planner counts its own


def test_a_hidden_decision_sends_nothing_to_the_other_boards():
    g = tw.new("heat", players=2, seed=3, laps=1, cars=2)
    mine, theirs, watcher = g.widget(seat=0), g.widget(seat=1), g.widget()
    sent = [record(theirs), record(watcher)]
    g.play("gear 2", seat=0)
    g.play(g.legal_actions(0)[0], seat=0)
    assert sent == [[], []]
    assert mine.view["plan"]["gear"] == 2


def test_a_bot_planning_in_secret_shows_one_busy_spell(monkeypatch):
    async def scenario():
        w = tw.play("heat", seats=["human", "random"], seed=5, laps=1, cars=2, bot_delay=0.05)
        assert w.busy
        sent = record(w)
        await until(lambda: not w.busy)
        assert 1 not in w.game.to_move and len(w.game.history) >= 2     # gear and cards, all at once
        busy = [m["state"]["busy"] for m in sent if "busy" in m["state"]]
        assert busy == [False]
        assert all(v["step"] == 0 for v in views_sent(sent))

    asyncio.run(scenario())


class LeakyPlan(Game):
    """Two seats each pick a number in two hidden steps; the view leaks how far the other got."""

    name = "leaky_plan"
    title = "Leaky plan"
    hidden_information = True

    def _setup(self):
        self.picks = [[], []]

    def _to_move(self):
        return tuple(s for s in (0, 1) if len(self.picks[s]) < 2)

    def _legal(self, seat):
        return [f"pick {n}" for n in (1, 2, 3)]

    def _apply(self, seat, action):
        self.picks[seat].append(int(action.split()[1]))
        if not self._to_move():
            self.reveal()
            self.finish([sum(p) for p in self.picks])

    def action_audience(self, action, seat):
        return (seat,)

    def _view(self, seat):
        return {"mine": list(self.picks[seat]) if seat is not None else None, "done": list(self._to_move())}


class CountingPlan(LeakyPlan):
    def _view(self, seat):
        return {**super()._view(seat), "picked": [len(p) for p in self.picks]}


def test_the_leak_check_catches_a_counted_hidden_decision():
    testing.check_hidden_decisions(LeakyPlan(seed=1), __import__("random").Random(1))
    with pytest.raises(AssertionError, match="hidden decision"):
        testing.check_hidden_decisions(CountingPlan(seed=1), __import__("random").Random(1))


def test_the_leak_check_passes_heat_in_every_phase():
    import random
    rng = random.Random(4)
    g = tw.new("heat", players=3, seed=4, laps=1, cars=3)
    while not g.over and len(g.history) < 150:
        testing.check_hidden_decisions(g, rng)
        seat = rng.choice(g.to_move)
        g.play(rng.choice(g.legal_actions(seat)), seat=seat)


# ---------------------------------------------------------------------- 11. tampered saves
def _save(name):
    g = tw.new(name, seed=7, players=2 if tw.GAMES[name].max_players >= 2 else 1)
    seat = g.to_move[0]
    g.play(g.legal_actions(seat)[0], seat=seat)
    return g.save()


@pytest.mark.parametrize("name", REAL_GAMES)
@pytest.mark.parametrize("key", ["seed", "players", "position"])
def test_a_save_cannot_smuggle_setup_fields_in_as_options(name, key):
    good = _save(name)
    with pytest.raises(SaveError, match=f"options.*{key}"):
        tw.restore({**good, "options": {**good["options"], key: good.get(key, {}) or 1}})


@pytest.mark.parametrize("field, value", [
    ("version", 0), ("version", -1), ("players", None), ("seed", None), ("seed", -1), ("seed", 10 ** 5000),
    ("seed", 2 ** 63),
    # refused before too; they must stay refused
    ("version", "1"), ("version", True), ("players", "2"), ("players", 2.0), ("seed", "7"), ("seed", 7.0),
], ids=quote)
@pytest.mark.parametrize("name", REAL_GAMES)
def test_a_tampered_save_field_is_named(name, field, value):
    good = _save(name)
    with pytest.raises(SaveError, match=field) as err:
        tw.restore({**good, field: value})
    assert len(str(err.value)) < 400


def test_the_largest_seed_survives_repr_and_json():
    g = tw.new("gipf", seed=2 ** 63 - 1)
    repr(g)
    assert tw.restore(json.dumps(g.save())).seed == 2 ** 63 - 1


@pytest.mark.parametrize("name, key, value", [
    ("heat", "legend_deck", [{}]),
    ("pandemic", "player_deck", [[], [], []]),
    ("twinkle_twinkle", "row", 7),
    ("backgammon", "checkers", {"a": [1]}),
], ids=quote)
def test_a_bad_position_value_is_named(name, key, value):
    good = _save(name)
    with pytest.raises(SaveError, match=f"position.*{key}"):
        tw.restore({**good, "position": {key: value}, "history": []})


BAD_VALUES = [None, True, 7, -1, 10 ** 40, 1.5, float("nan"), "", "zz", "x" * 5000, [], [None], [{}], [[]],
              [7] * 9, {}, {"a": 1}, {"a": [1, {}]}, [["a", 1]] * 6, "9" * 5000]


def _position_keys(name):
    with pytest.raises(tw.OptionError) as err:
        tw.new(name, position={"no such key": 1})
    return [k.strip(" '.)") for k in str(err.value).split("known:")[1].split(",")]


@pytest.mark.parametrize("name", REAL_GAMES)
def test_every_position_key_refuses_bad_values_by_name(name):
    good = _save(name)
    keys = _position_keys(name)
    assert len(keys) >= 3
    for key in keys:
        for value in BAD_VALUES:
            try:
                tw.restore({**good, "position": {key: value}, "history": []})
            except SaveError as exc:
                assert key in str(exc) or "position" in str(exc), (key, value, str(exc))
                assert len(str(exc)) < 600
