"""The core contract, checked on small toy games so no real game's rules are involved."""

import json
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError, SaveError
from tablewidgets.engine.bots import GreedyBot, MCTSBot, RandomBot, make_bot

import toys  # noqa: F401  registers the toy games


def test_new_checks_players_options_and_seed():
    with pytest.raises(OptionError, match="no game called"):
        tw.new("chess")
    with pytest.raises(OptionError, match="heap"):
        tw.new("toy_nim", heap=8)
    with pytest.raises(OptionError, match="no option 'hepa'"):
        tw.new("toy_nim", hepa=7)
    with pytest.raises(OptionError, match="exactly 2 players"):
        tw.new("toy_nim", players=3)
    with pytest.raises(OptionError, match="seed"):
        tw.new("toy_nim", seed="abc")
    assert tw.new("toy_nim", heap="10").opts == {"heap": 10}  # lenient option values


def test_play_refuses_and_leaves_state_unchanged():
    g = tw.new("toy_nim", seed=1, heap=5)
    g.play("take 3")
    before = g.save()
    with pytest.raises(IllegalAction, match="more than the heap"):
        g.play("take 3")
    with pytest.raises(IllegalAction, match="not Player 1's turn"):
        g.play("take 1", seat=0)
    with pytest.raises(IllegalAction, match="no seat 5"):
        g.play("take 1", seat=5)
    with pytest.raises(IllegalAction, match="not int"):
        g.play(5)
    assert g.save() == before
    g.play("  TAKE   2 ")  # lenient parsing, canonical history
    assert g.history[-1] == (1, "take 2")
    assert g.over and g.result()["winners"] == [1]
    with pytest.raises(IllegalAction, match="over"):
        g.play("take 1")


def test_result_before_the_end_is_refused():
    with pytest.raises(IllegalAction, match="not over"):
        tw.new("toy_nim").result()


def test_undo_within_turn_but_not_across_turns():
    g = tw.new("toy_nim", seed=1)
    g.play("mark")
    assert g.can_undo(0)
    g.undo(0)
    assert g.history == [] and not g.marked
    g.play("mark")
    g.play("take 1")
    assert g.to_move == (1,)
    with pytest.raises(IllegalAction, match="turn is over"):
        g.undo(0)
    with pytest.raises(IllegalAction, match="your own"):
        g.undo(1)
    g.rewind(2)
    assert g.history == [] and g.heap == 7


def test_undo_never_crosses_a_random_event():
    g = tw.new("toy_dice", players=2, seed=3)
    g.play("roll")
    with pytest.raises(IllegalAction, match="rolled dice"):
        g.undo()
    g.rewind(1)
    assert g.pos == [0, 0]


def test_undo_never_crosses_a_reveal_and_hidden_choices_stay_hidden():
    g = tw.new("toy_highcard", seed=5)
    assert g.to_move == (0, 1)  # simultaneous step
    with pytest.raises(IllegalAction, match="say which seat"):
        g.play(g.legal_actions(0)[0])
    card0 = g.hands[0][0]
    g.play(f"play {card0}", seat=0)
    assert g.to_move == (1,)
    assert g.view(1)["my_card"] is None and g.view(1)["committed"] == [True, False]
    assert all(f"play {card0}" not in line["text"] for line in g.log_for(1))
    assert "my_card" in g.view(0) and g.view(0)["my_card"] == card0
    g.play(g.legal_actions(1)[0], seat=1)
    assert g.view(1)["shown"][0][0] == card0
    with pytest.raises(IllegalAction):
        g.undo(1)


def test_leak_check_catches_a_leaking_view():
    g = tw.new("toy_highcard", seed=2)
    testing.check_no_leak(g, random.Random(1))

    class Leaky(toys.HighCard):
        def _view(self, seat):
            return {**super()._view(seat), "hands": [list(h) for h in self.hands]}

    leaky = Leaky(seed=2)
    with pytest.raises(AssertionError, match="cannot see"):
        testing.check_no_leak(leaky, random.Random(1))


def test_seed_and_history_rebuild_the_game():
    for name, players in (("toy_highcard", 2), ("toy_dice", 3), ("toy_nim", 2)):
        testing.check_replay(name, seed=9, players=players)


def test_save_restore_and_corrupt_files():
    g = tw.new("toy_dice", players=3, seed=4)
    for _ in range(5):
        g.play("roll")
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    with pytest.raises(SaveError, match="not valid JSON"):
        tw.restore("{broken")
    with pytest.raises(SaveError, match="version 7"):
        tw.restore({**g.save(), "version": 7})
    data = json.loads(json.dumps(g.save()))
    data["history"][2] = [0, "fly"]
    with pytest.raises(SaveError, match="History entry 2"):
        tw.restore(data)


def test_full_contract_on_every_toy():
    testing.full_contract_check("toy_nim", range(3))
    testing.full_contract_check("toy_highcard", range(5), fuzz_every=1)
    testing.full_contract_check("toy_dice", range(3), players=4)


def test_playouts_and_determinize_keep_invariants():
    stats = testing.random_playouts("toy_highcard", games=30, seed=1)
    assert stats["finished"] == 30
    g = tw.new("toy_highcard", seed=8)
    twin = g.determinize(0, random.Random(3))
    assert twin.hands[0] == g.hands[0]
    twin.check_invariants()
    assert sorted(twin.hands[1] + twin.stock) == sorted(g.hands[1] + g.stock)


def test_bots_play_every_toy_and_mcts_beats_random():
    for name in ("toy_nim", "toy_highcard", "toy_dice"):
        for bot in (RandomBot(seed=1), GreedyBot(seed=1), MCTSBot(iterations=30, seed=1)):
            g = tw.new(name, seed=2)
            while not g.over:
                seat = g.to_move[0]
                g.play(bot.choose(g, seat), seat=seat)
    wins = 0
    for i in range(20):
        g = tw.new("toy_nim", seed=i, heap=10)
        bots = [MCTSBot(iterations=150, seed=i), RandomBot(seed=i)]
        while not g.over:
            seat = g.to_move[0]
            g.play(bots[seat].choose(g, seat), seat=seat)
        wins += g.result()["winners"] == [0]
    assert wins >= 18
    with pytest.raises(ValueError, match="no bot level"):
        make_bot(type(g), "grandmaster")


def test_mcts_time_budget_is_respected():
    import time
    g = tw.new("toy_dice", players=2, seed=1)
    bot = MCTSBot(iterations=None, seconds=0.2, seed=1)
    t = time.perf_counter()
    bot.choose(g, 0) if len(g.legal_actions()) > 1 else None
    g.play("roll")
    bot.choose(g, 0)
    assert time.perf_counter() - t < 1.0
    assert bot.last_iterations > 10


def test_default_player_count_when_none_is_given():
    harmonies = tw.GAMES["harmonies"]          # playable alone, but usually played by two
    assert harmonies.min_players == 1 and harmonies.meta()["default_players"] == 2
    assert tw.new("harmonies", seed=1).players == 2
    assert tw.new("harmonies", seed=1, players=1).players == 1
    assert tw.GAMES["heat"].meta()["default_players"] == tw.GAMES["heat"].min_players


@pytest.mark.parametrize("name", ["ponte_del_diavolo", "river_valley_glassworks", "harmonies", "twinkle_twinkle"])
def test_scoring_games_say_how_each_seat_scored(name):
    g = tw.new(name, seed=3)
    testing.random_playout(g, random.Random(1))
    result = g.result()
    assert len(result["details"]) == g.players and all(result["details"])
    assert json.loads(json.dumps(result)) == result


def test_finish_wants_one_line_of_details_per_seat():
    g = tw.new("toy_nim", seed=1)
    with pytest.raises(ValueError, match="one line of details per seat"):
        g.finish([1, 0], details=["only one"])
    assert g.outcome is None


def test_rng_dice_are_two_die_rolls():
    """``Rng.dice()`` gives the numbers two ``die()`` calls give, also on a copy sharing the state."""
    from tablewidgets.engine.rng import Rng

    for seed in range(200):
        a, b = Rng(seed), Rng(seed)
        for sides in (6, 6, 20, 2, 6):
            assert a.dice(sides) == (b.die(sides), b.die(sides))
        twin = a.copy()
        first = twin.dice()
        assert first == (b.die(), b.die())
        assert a.dice() == first            # the copy's draw leaves the original's state alone
        assert a.drawn and twin.drawn


def test_a_game_is_imported_only_when_the_table_is_asked_for_it():
    """Opening one game's page imports that game alone; going through the table imports every
    game, in the listed order (a fresh interpreter: this one has imported them all)."""
    import subprocess
    import sys
    code = ("import sys, tablewidgets as tw\n"
            "from tablewidgets.games import AVAILABLE\n"
            "loaded = lambda: sorted(m.split('.')[2] for m in sys.modules if m.count('.') == 2 and m.startswith('tablewidgets.games.'))\n"
            "print(loaded())\n"
            "assert 'gipf' in tw.GAMES and tw.GAMES['gipf'].name == 'gipf'\n"
            "print(loaded())\n"
            "print(list(tw.GAMES) == list(AVAILABLE), len(tw.GAMES) == len(AVAILABLE), len(loaded()) == len(AVAILABLE))\n"
            "print('nope' in tw.GAMES, ['x'] in tw.GAMES)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0] == "[]"
    assert out[1] == "['gipf']"
    assert out[2] == "True True True"
    assert out[3] == "False False"
