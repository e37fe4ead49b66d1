"""Backgammon: a scripted test per rule, the dice-use cases, the cube and matches, bots, lesson, and the kit."""

from __future__ import annotations

import doctest
import random
import sys
import warnings

import gnubg_nn
import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import MCTSBot as CoreMCTS, make_bot
from tablewidgets.engine.lesson import lesson_for
from tablewidgets.games import backgammon as package
from tablewidgets.games.backgammon import bots, evaluate, moves
from tablewidgets.games.backgammon.moves import BAR, OFF

START = "24:2 13:5 8:3 6:5"
CLS = tw.GAMES["backgammon"]


def game(white=START, black=START, seed=1, options=None, **position):
    return tw.new("backgammon", seed=seed, position={"checkers": [white, black], **position}, **(options or {}))


def finish_turn(g):
    """Play the first legal move until the turn is confirmed (no cube decisions)."""
    seat = g.to_move[0]
    while g.phase == "move" and g.to_move == (seat,):
        g.play(g.legal_actions()[0])


# ---------------------------------------------------------------------- docs
def test_docstrings_run():
    for module in (package, moves, evaluate, bots):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


# ---------------------------------------------------------------------- setup and the opening roll
def test_setup_and_opening_roll():
    g = tw.new("backgammon", seed=1)
    view = g.view()
    for seat in (0, 1):
        assert moves.pips(g.board[seat]) == 167 and view["pips"][seat] == 167
        assert [g.board[seat][p] for p in (24, 13, 8, 6)] == [2, 5, 3, 5]
    # absolute ids: White's 24-point is point 24, Black's 24-point is White's 1
    assert view["points"][23] == [0, 2] and view["points"][0] == [1, 2]
    assert view["points"][5] == [0, 5] and view["points"][18] == [1, 5]
    d0, d1 = view["opening"]
    assert d0 != d1 and g.turn == (0 if d0 > d1 else 1)
    assert view["phase"] == "move" and sorted(view["dice"]) == sorted([d0, d1])
    assert g.legal_actions() and "roll" not in g.legal_actions()   # the opening roll is played, no cube choice
    assert g.events[-1].text.startswith("Opening roll")


def test_opening_ties_are_rolled_again():
    for seed in range(200):
        g = tw.new("backgammon", seed=seed)
        texts = [e.text for e in g.events]
        if any("again" in t for t in texts):
            assert texts[-1].startswith("Opening roll: White")
            assert g.opening[0] != g.opening[1]
            return
    raise AssertionError("no opening tie in 200 seeds")


def test_starting_positions_are_mirrored_and_seat_one_ids_are_absolute():
    g = game(turn=1, dice=[6, 5])
    assert g.to_move == (1,)
    assert g.parts("13/7", 1) == ["pt:12", "pt:18"]
    assert g.parts("bar/22", 1) == ["bar:1", "pt:3"] and g.parts("6/off", 1) == ["pt:19", "off:1"]
    assert g.parts("13/7", 0) == ["pt:13", "pt:7"] and g.parts("6/off", 0) == ["pt:6", "off:0"]
    assert g.parts("roll", 1) == []
    g.play("13/7")
    assert g.view()["points"][17] == [1, 1]     # Black's 7-point is White's 18


# ---------------------------------------------------------------------- notation
def test_lenient_notation():
    g = game(dice=[6, 5])
    for text, canonical in [("13-7", "13/7"), (" 13 / 7 ", "13/7"), ("13/7*", "13/7"), ("13/7 (6)", "13/7"),
                            ("b/22", "bar/22"), ("25/22", "bar/22"), ("6/0", "6/off"), ("6-O", "6/off"),
                            ("ROLL", "roll"), ("accept", "take"), ("drop", "pass"), ("done", "end"),
                            ("Confirm", "end"), ("24/18/13", "24/18/13")]:
        assert g.parse(text) == canonical, text
    refused(g, "24/18/13", None, "one die at a time")
    refused(g, "e2-e4", None, "not a backgammon action")
    refused(g, "13/99", None)


def test_movement_with_two_dice_one_checker():
    g = game(dice=[6, 5])
    assert g.label("24/18") == "24/18 (6)"
    g.play("24/18")
    assert g.dice_left == [5] and g.legal_actions(0)
    g.play("18/13")
    assert g.board[0][24] == 1 and g.board[0][13] == 6
    assert g.legal_actions() == ["end"] and g.status().endswith("confirm the move.")
    g.play("end")
    assert g.view()["last"] == {"seat": 0, "moves": ["24/18", "18/13"], "hits": [False, False], "dice": [6, 5]}
    assert g.turn == 1 and g.phase == "roll"          # Black may double, so Black decides before rolling


def test_checkers_move_forward_only():
    g = game(dice=[6, 5])
    refused(g, "6/13", None, "forward")
    refused(g, "off/6", None, "never back")
    refused(g, "12/6", None, "no checker on your 12-point")


def test_doubles_are_played_four_times():
    g = game(dice=[4, 4])
    assert g.dice == [4, 4, 4, 4]
    for action in ("13/9", "13/9", "24/20", "24/20"):
        g.play(action)
    assert g.legal_actions() == ["end"] and g.dice_left == []


def test_doubles_partially_playable():
    # only two of the four 3s can be played: 7/4 lands on Black's point
    g = game("13:1 1:14", "21:2 6:5 8:3 11:3", dice=[3, 3])
    g.play("13/10")
    g.play("10/7")
    assert g.legal_actions() == ["end"] and g.dice_left == [3, 3]
    g.play("end")
    assert g.turn == 1


def test_turns_without_confirmation():
    g = game(dice=[6, 5], options={"confirm": False})
    g.play("24/18")
    assert g.turn == 0 and g.can_undo()
    g.play("18/13")
    # the roll is played: the dice pass on at once, and the turn can no longer be taken back
    assert g.turn == 1 and g.phase in ("roll", "move") and "end" not in g.legal_actions()
    assert not g.can_undo(0)
    assert [s for s, _ in g.history] == [0, 0]


def test_blocked_point():
    g = game(START, "24:2 13:5 8:2 7:2 6:4", dice=[6, 4])
    assert "24/18" not in g.legal_actions()
    refused(g, "24/18", None, "blocked", "two or more")
    g.play("24/20")
    g.play("20/14")      # the same checker gets past with the 4 first


def test_hitting_sends_a_blot_to_the_bar():
    g = game("24:2 13:4 8:3 6:5 10:1", "24:2 13:4 8:3 6:5 18:1", dice=[3, 1])
    black_pips = g.pips[1]
    assert g.label("10/7") == "10/7* (3)"
    assert "hitting" in g.describe("10/7")
    g.play("10/7")
    assert g.board[1][BAR] == 1 and g.board[1][18] == 0 and g.view()["bar"] == [0, 1]
    assert g.pips[1] == black_pips + 7        # from its 18-point back to 25
    assert "hitting" in g.events[-1].text
    g.play("8/7")
    g.play("end")
    assert g.view()["last"]["hits"] == [True, False]
    # Black must enter before anything else moves
    if g.phase == "roll":
        g.play("roll")
    assert g.turn == 1
    if g.phase == "move" and g.legal_actions() != ["end"]:
        assert all(a.startswith("bar/") for a in g.legal_actions())


def test_bar_blocks_every_other_move():
    g = game("bar:1 13:5 8:3 6:5 24:1", "6:3 5:3 4:3 3:2 8:2 13:2", dice=[5, 2])
    assert g.legal_actions() == ["bar/23"]        # the 5 would land on Black's 5-point
    refused(g, "13/8", None, "on the bar")
    refused(g, "bar/20", None, "blocked")
    g.play("bar/23")
    assert "13/8" in g.legal_actions()            # now the rest may move


def test_entering_blocked_loses_the_turn():
    closed = "6:3 5:3 4:3 3:2 2:2 1:2"
    g = game("bar:1 13:6 8:3 6:5", closed, dice=[6, 5])
    assert g.turn == 1                            # White could not enter, the dice passed on
    assert any("cannot move" in e.text for e in g.events)
    assert g.view()["last"] == {"seat": 0, "moves": [], "hits": [], "dice": [6, 5]}
    both_stuck = "bar:1 6:2 5:2 4:2 3:2 2:2 1:2 13:2"
    with pytest.raises(OptionError, match="nobody could ever move"):
        game(both_stuck, both_stuck)


def test_moves_from_the_points_as_bits_are_the_moves_of_the_search():
    """The moves the game lists come from the points as bits (one die from tables, two dice by
    bit tests, doubles by free runs); the search over the counts must give the very same moves, in
    the same order, for every roll in positions of seeded random games, bearing off included."""
    rng = random.Random(11)
    compared = settled = 0
    for seed in range(3):
        g = tw.new("backgammon", seed=seed, cube=False)
        g.quiet = True
        while not g.over:
            if g.phase == "move" and g.dice_left and rng.random() < 0.5:
                mine, theirs = tuple(g.board[g.turn]), tuple(g.board[1 - g.turn])
                occupied, blocked = moves.occupied_mask(mine), moves.blocked_mask(theirs)
                assert (occupied, blocked) == (g._occ[g.turn], g._blk[g.turn])
                flags = moves.blocked_by(theirs)
                for high in range(1, 7):
                    want = moves.legal_moves(mine, (high,), flags, {})
                    assert list(moves.single_moves(mine, occupied, blocked, high).items()) == list(want.items())
                    for low in range(1, high):
                        want = moves.legal_moves(mine, (high, low), flags, {})
                        got = moves.pair_moves(mine, occupied, blocked, high, low)
                        assert list(got.items()) == list(want.items()), (mine, theirs, high, low)
                        compared += 1
                    for n in (2, 3, 4):
                        got = moves.double_moves(mine, occupied, blocked, (high,) * n)
                        if got is not None:
                            settled += 1
                            assert list(got.items()) == list(moves.legal_moves(mine, (high,) * n, flags, {}).items())
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
    assert compared > 1_000 and settled > 500


def test_the_fast_paths_answer_what_the_core_answers():
    """Backgammon answers legal_actions, apply, to_move and over itself in the common cases; on
    seeded random games (confirm on and off, quiet and logging, cube on) every answer must be the
    core's: the same legal lists for every seat, and a twin applying through the core's apply
    reaching the same state, history, undo barriers and random draws after every action."""
    core = tw.engine.Game
    steps = 0
    for seed, options in enumerate([{}, {"cube": False}, {"confirm": False}, {"cube": False, "confirm": False}] * 2):
        quiet = seed >= 4
        g = tw.new("backgammon", seed=seed, **options)
        twin = tw.new("backgammon", seed=seed, **options)
        g.quiet = twin.quiet = quiet
        rng = random.Random(seed)
        while not g.over:
            assert g.to_move == core.to_move.fget(g) == twin.to_move and g.over is core.over.fget(g) is False
            for seat in (0, 1, None):
                legal = g.legal_actions(seat)
                g._legal_memo = None
                assert legal == core.legal_actions(g, seat) == core.legal_actions(twin, seat)
            seat = g.to_move[0]
            legal = g.legal_actions(seat)
            legal.append("not an action")        # the list handed out is the caller's own
            assert "not an action" not in g.legal_actions(seat)
            action = rng.choice(legal[:-1])
            g.apply(action, seat)
            core.apply(twin, action, seat)
            assert (g.board, g._occ, g._blk, g.dice_left, g.turn_moves, g.turn_hits, g.phase, g.history,
                    g._barriers, g.rng.drawn) == (twin.board, twin._occ, twin._blk, twin.dice_left, twin.turn_moves,
                                                  twin.turn_hits, twin.phase, twin.history, twin._barriers,
                                                  twin.rng.drawn)
            assert g.rng.getstate() == twin.rng.getstate() and g.events == twin.events
            g.check_invariants()
            steps += 1
        assert g.over is True and core.over.fget(g) and g.to_move == () == core.to_move.fget(g)
        assert g.outcome == twin.outcome and g.legal_actions() == [] == g.legal_actions(0)
    assert steps > 500


def test_bearing_off_needs_every_checker_home():
    g = game("7:1 6:4 5:4 4:3 3:3", "6:3 5:3 4:3 3:3 2:3", dice=[6, 1])
    refused(g, "6/off", None, "all fifteen")
    g.play("7/6")
    g.play("6/off")
    assert g.board[0][OFF] == 1 and g.view()["off"] == [1, 0]


def test_bearing_off_with_a_higher_number():
    g = game("4:2 3:3 2:4 1:4", "6:3 5:3 4:3 3:3 2:3", dice=[6, 5])
    assert g.legal_actions() == ["4/off"]
    assert g.label("4/off") == "4/off (5)"          # the smaller of the two dice that can do it
    g.play("4/off")
    g.play("4/off")
    assert g.board[0][OFF] == 4
    # with a checker further back the higher number must move inside the board
    g = game("5:1 3:3 2:5 1:6", "6:3 5:3 4:3 3:3 2:3", dice=[6, 4])
    assert "3/off" not in g.legal_actions()
    refused(g, "3/off", None, "highest")
    assert "5/off" in g.legal_actions() and g.label("5/off") == "5/off (6)"


def test_both_dice_must_be_used():
    # 10/6 is possible on its own but would leave the 6 unplayable; 10/4 and 22/18 keep both dice
    g = game("10:1 22:1 1:13", "23:2 10:2 9:2 2:2 6:7", dice=[6, 4])
    assert sorted(g.legal_actions()) == ["10/4", "22/18"]
    refused(g, "10/6", None, "both dice")
    refused(g, "end", None, "must be played")


def test_larger_die_when_only_one_can_be_played():
    g = game("13:1 1:14", "23:2 6:5 8:3 13:5", dice=[6, 5])
    assert g.legal_actions() == ["13/7"]
    refused(g, "13/8", None, "larger one (6)")
    g.play("13/7")
    assert g.legal_actions() == ["end"] and g.dice_left == [5]


def test_no_move_after_roll_passes_without_end():
    g = game("bar:1 13:6 8:3 6:5", "6:3 5:3 4:3 3:2 2:2 1:2", options={"cube": False})
    # White's roll is automatic (no cube) and nothing can enter: the dice pass to Black without an end
    assert any(e.text.startswith("White cannot move") for e in g.events)
    assert g.turn == 1 and g.phase == "move" and g.legal_actions() != ["end"]
    assert g.history == []


# ---------------------------------------------------------------------- undo
def test_undo_within_the_turn_but_not_across_the_roll():
    g = game(dice=[6, 5])
    g.play("24/18")
    assert g.can_undo(0)
    g.undo(0)
    assert g.board[0][24] == 2 and g.dice_left == [6, 5]
    g.play("24/18")
    g.play("18/13")
    g.undo()
    g.undo()
    assert g.board[0][24] == 2 and g.turn_moves == []
    g.play("13/7")
    g.play("13/8")
    g.play("end")
    assert not g.can_undo(0)                      # the turn has passed
    g.play("roll", seat=1)
    assert "dice" in g.why_no_undo(1)             # a roll is a random event
    testing.check_undo_policy(g)


# ---------------------------------------------------------------------- the cube
def test_double_take_redouble_pass():
    g = game(turn=0)
    assert g.phase == "roll" and g.legal_actions() == ["roll", "double"]
    assert g.label("double") == "Double to 2"
    g.play("double")
    assert g.to_move == (1,) and g.legal_actions() == ["take", "pass"] and g.view()["cube"]["offered_by"] == 0
    refused(g, "roll", 0, "not white's turn")
    refused(g, "roll", 1, "taken or passed")
    refused(g, "24/18", 1, "taken or passed")
    g.play("take")
    assert g.cube == {"value": 2, "owner": 1, "offered_by": None}
    assert g.turn == 0 and g.phase == "move"      # the doubler rolls straight away
    finish_turn(g)
    # Black owns the cube: Black decides before rolling
    assert g.turn == 1 and g.legal_actions() == ["roll", "double"]
    g.play("double")
    g.play("take", seat=0)
    assert g.cube == {"value": 4, "owner": 0, "offered_by": None}
    finish_turn(g)
    assert g.turn == 0 and g.phase == "roll"      # White owns the cube now
    g.play("roll")
    finish_turn(g)
    assert g.turn == 1 and g.phase == "move"      # so Black's roll is automatic
    finish_turn(g)
    g.play("double")
    g.play("pass", seat=1)
    assert g.over and g.result()["scores"] == [4, -4] and g.result()["winners"] == [0]
    assert g.view()["last_game"]["kind"] == "pass" and g.view()["phase"] == "over"


def test_only_the_owner_may_redouble():
    g = game(turn=1, cube={"value": 2, "owner": 0})
    assert g.phase == "move"                      # Black cannot double: the roll was automatic
    g = game(turn=0, cube={"value": 2, "owner": 0})
    assert g.legal_actions() == ["roll", "double"]
    g = game(turn=1, dice=[3, 1], cube={"value": 2, "owner": 0})
    refused(g, "double", 1, "white owns the cube")
    refused(game(dice=[3, 1]), "double", 0, "already rolled")
    refused(game(dice=[3, 1], options={"cube": False}), "double", 0, "without the doubling cube")
    refused(game(dice=[3, 1], cube={"value": 64, "owner": 0}), "double", 0, "64")
    g = game(turn=1, cube={"value": 2, "owner": 0}, dice=[3, 1])
    g.play("8/5")
    g.play("6/5")
    g.play("end")
    assert g.phase == "roll" and g.turn == 0
    g2 = game(turn=0, cube={"value": 64, "owner": 0})
    assert g2.phase == "move"                     # 64 is the cube's top


def test_cube_option_off():
    g = game(turn=0, options={"cube": False})
    assert g.phase == "move" and "double" not in g.legal_actions()
    with pytest.raises(OptionError):
        game(turn=0, cube={"value": 2, "owner": 0}, options={"cube": False})


def test_jacoby_rule():
    gammon = {"white": "1:1", "black": "13:5 12:5 11:5"}
    g = game(gammon["white"], gammon["black"], dice=[2, 1], options={"jacoby": True})
    g.play("1/off")
    assert g.result()["scores"] == [1, -1] and g.view()["last_game"]["kind"] == "gammon"
    g = game(gammon["white"], gammon["black"], dice=[2, 1], cube={"value": 2, "owner": 1}, options={"jacoby": True})
    g.play("1/off")
    assert g.result()["scores"] == [4, -4]
    g = game(gammon["white"], gammon["black"], dice=[2, 1])
    g.play("1/off")
    assert g.result()["scores"] == [2, -2]        # without Jacoby the gammon counts at once
    with pytest.raises(OptionError, match="money games"):
        tw.new("backgammon", seed=1, match_length=5, jacoby=True)


@pytest.mark.parametrize("black, kind, points", [
    ("6:5 5:5 4:4", "single", 1),                 # Black has borne one off
    ("13:5 12:5 11:5", "gammon", 2),
    ("13:5 12:5 11:4 22:1", "backgammon", 3),      # a checker still in White's home board
    ("13:5 12:5 11:4 bar:1", "backgammon", 3),     # or on the bar
])
def test_game_results(black, kind, points):
    g = game("1:1", black, dice=[2, 1], cube={"value": 2, "owner": 0})
    g.play("1/off")
    assert g.last_game["kind"] == kind and g.result()["scores"] == [2 * points, -2 * points]
    assert g.status().startswith("White won")


# ---------------------------------------------------------------------- matches
def test_match_scoring_across_games_and_crawford():
    g = game("1:1", "6:5 5:5 4:4", dice=[2, 1], options={"match_length": 3})
    g.play("1/off")
    assert not g.over and g.phase == "between" and g.score == [1, 0]
    assert g.to_move == (0,) and g.legal_actions() == ["next"] and g.label("next") == "Next game"
    assert not g.can_undo(0)                      # a finished game is final
    refused(g, "roll", 0, "game 1 is over")
    refused(g, "double", 0, "next")
    g.play("next")
    assert g.game_no == 2 and g.view()["opening"] is not None and g.board[0][24] == 2
    assert g.view()["match"] == {"length": 3, "score": [1, 0], "crawford": False, "game": 2}
    # game 2: the side to move after the opening turn doubles, the other passes
    finish_turn(g)
    doubler = g.turn
    g.play("double")
    g.play("pass")
    assert g.score[doubler] == 1 + (doubler == 0) and g.phase == "between"
    # someone reaching 2 of 3 makes the next game the Crawford game
    while not (g.crawford or g.over):
        g.play("next")
        finish_turn(g)
        g.play("double")
        g.play("pass")
    assert g.crawford and 2 in g.score
    g.play("next")
    assert g.view()["match"]["crawford"]
    # no doubling in the Crawford game: every roll is automatic
    rng = random.Random(3)
    while g.phase not in ("between", "over"):
        assert g.phase != "roll"
        if g.phase == "move" and g.turn_moves == [] and g.dice_left:
            refused(g, "double", g.turn, "crawford game")
        g.play(rng.choice(g.legal_actions()))
    if g.phase == "between":
        assert not g.crawford and g.crawford_done
        g.play("next")
        finish_turn(g)
        assert g.phase == "roll"                  # after the Crawford game the cube is back
    else:
        assert g.over and max(g.result()["scores"]) >= 3


def test_crawford_position_and_match_end():
    g = game("3:1 2:1", START, dice=[3, 2], score=[4, 1], crawford=True, game=4, options={"match_length": 5})
    assert g.crawford
    g.play("3/off")
    g.play("2/off")
    assert g.over and g.result()["scores"] == [7, 1] and g.result()["winners"] == [0]   # a backgammon
    assert "match" in g.result()["reason"]
    g = game(turn=0, score=[4, 1], crawford=True, options={"match_length": 5})
    assert g.phase == "move"                      # Crawford: the roll is automatic
    g = game(turn=0, score=[4, 1], options={"match_length": 5})
    assert g.phase == "roll"                      # post-Crawford: doubling again


def test_money_game_result():
    g = game("1:2", "6:5 5:5 4:4", dice=[3, 1])
    g.play("1/off")
    g.play("1/off")
    assert g.over and g.result() == {"scores": [1, -1], "ranking": [1, 2], "winners": [0],
                                     "reason": "White won (a single game) for 1 point."}


# ---------------------------------------------------------------------- autoplay
def test_autoplay_plays_forced_moves():
    position = {"checkers": ["13:1 1:14", "23:2 6:5 8:3 13:5"], "dice": [6, 5], "turn": 0}
    manual = tw.new("backgammon", seed=2, position=position)
    assert manual.legal_actions() == ["13/7"]
    auto = tw.new("backgammon", seed=2, position=position, autoplay=True)
    assert auto.turn == 1 and auto.board[0][7] == 1
    assert auto.view()["last"]["moves"] == ["13/7"]
    assert any("only one way" in e.text for e in auto.events)
    # a real choice is left to the player
    free = tw.new("backgammon", seed=2, position={"checkers": [START, START], "dice": [6, 5]}, autoplay=True)
    assert free.turn == 0 and len(free.legal_actions()) > 1


# ---------------------------------------------------------------------- positions
@pytest.mark.parametrize("position, words", [
    ({"checkers": ["24:16", START]}, "at most 15"),
    ({"checkers": ["1:2 x:3", START]}, "should look like"),
    ({"checkers": ["6:15", "19:15"]}, "both sides"),
    ({"checkers": [START, START], "dice": [7, 1]}, "dice"),
    ({"checkers": [START, START], "turn": 2}, "turn"),
    ({"checkers": [START, START], "cube": {"value": 3}}, "cube shows"),
    ({"checkers": [START, START], "score": [1, 0]}, "money game"),
    ({"checkers": [START, START], "colour": 1}, "no key"),
    ({"checkers": [START]}, "two texts"),
])
def test_bad_positions_are_refused(position, words):
    with pytest.raises(OptionError, match=words):
        tw.new("backgammon", seed=1, position=position)


def test_points_form_of_a_position():
    points = [0] * 24
    points[5], points[0] = 15, -15      # White all on its 6-point, Black all on its 24 (White's 1)
    g = tw.new("backgammon", seed=1, position={"points": points, "bar": [0, 0], "dice": [6, 6]})
    assert g.legal_actions() == ["6/off"]
    assert g.view()["points"][0] == [1, 15]


# ---------------------------------------------------------------------- words
def test_status_and_descriptions():
    g = game(turn=0)
    assert g.status() == "White to roll, or to double the stakes to 2."
    assert g.describe("double") == "White doubles: the game would be played for 2 times its value."
    g.play("double")
    assert g.status() == "Black to take or pass White's double to 2."
    assert g.label("take") == "Take (2)" and g.label("pass") == "Pass (-1)"
    g = game("bar:1 13:5 8:3 6:5 24:1", "6:3 5:3 4:3 3:2 8:2 13:2", dice=[5, 2])
    assert g.describe("bar/23") == "White enters a checker from the bar on the 23-point with the 2."
    assert g.status() == "White to move: 5 and 2 to play."


# ---------------------------------------------------------------------- heuristic and cube policy
def test_heuristic_is_sound():
    even = game(turn=0)
    assert -0.3 < even.heuristic(0) < 0.3 and abs(even.heuristic(0) + even.heuristic(1)) < 0.3
    ahead = game("6:4 5:4 4:3 3:2 2:2", START, turn=0)
    assert ahead.heuristic(0) > 0.8 and ahead.heuristic(1) < -0.8
    closed_out = game("6:3 5:3 4:3 3:2 2:2 1:2", "bar:2 13:5 8:3 6:5", turn=0, dice=[3, 1])
    assert closed_out.heuristic(0) > 0.5
    for g in (even, ahead, closed_out):
        for s in (0, 1):
            assert -1.0 <= g.heuristic(s) <= 1.0
    # a blot in front of the opponent's checkers costs
    me = moves.side({24: 2, 13: 5, 8: 3, 6: 4, 5: 1})
    safe = moves.side({24: 2, 13: 5, 8: 3, 6: 5})
    assert evaluate.win_chance(me, safe, False) < evaluate.win_chance(safe, safe, False)


def test_cube_policy():
    crushing = game("6:4 5:4 4:3 3:2 2:2", "24:2 13:5 8:3 6:5", turn=0)
    bot = make_bot(CLS, "greedy", seed=1)
    assert bot.choose(crushing, 0) == "roll"      # too good: Black would pass, White plays on for the gammon
    strong = game("6:4 5:4 4:3 3:2 2:2", "6:4 5:4 4:3 3:2 18:2", turn=0)
    assert bot.choose(strong, 0) == "double"
    even = game(turn=0)
    assert bot.choose(even, 0) == "roll"
    offered = game("6:4 5:4 4:3 3:2 2:2", "24:2 13:5 8:3 6:5", turn=0, cube={"offered_by": 0})
    assert bot.choose(offered, 1) == "pass"
    close = game(turn=0, cube={"offered_by": 0})
    assert bot.choose(close, 1) == "take"
    # in a match, a double is always taken when passing loses the match
    at_risk = game("6:4 5:4 4:3 3:2 2:2", START, turn=0, cube={"offered_by": 0}, score=[2, 0],
                   options={"match_length": 3})
    assert bot.choose(at_risk, 1) == "take"


# ---------------------------------------------------------------------- bots
@pytest.mark.parametrize("level", CLS.bot_levels)
def test_every_bot_plays_a_legal_game(level):
    bot = make_bot(CLS, level, seed=3)
    if level == "mcts":
        bot.seconds, bot.iterations = None, 40
    other = make_bot(CLS, "greedy", seed=4)
    g = tw.new("backgammon", seed=11, match_length=3)
    steps = 0
    while not g.over and steps < 3000:
        seat = g.to_move[0]
        action = (bot if seat == 0 else other).choose(g, seat)
        assert action in g.legal_actions(seat), (level, action)
        g.play(action, seat=seat)
        steps += 1
    assert g.over


def test_greedy_beats_random():
    wins = 0
    for i in range(10):
        g = tw.new("backgammon", seed=100 + i, cube=False)
        players = {i % 2: make_bot(CLS, "greedy", seed=i), 1 - i % 2: make_bot(CLS, "random", seed=i)}
        while not g.over:
            seat = g.to_move[0]
            g.play(players[seat].choose(g, seat), seat=seat)
        wins += g.result()["winners"] == [i % 2]
    assert wins >= 9


def test_mcts_searches_within_its_budget():
    g = tw.new("backgammon", seed=5, cube=False)
    bot = make_bot(CLS, "mcts", seed=1)
    assert (bot.iterations, bot.seconds) == (600, None)   # a fixed budget: the same play on every machine
    action = bot.choose(g, g.to_move[0])
    assert 20 < bot.last_iterations <= 600 and action in g.legal_actions()


def test_core_mcts_handles_the_dice():
    g = tw.new("backgammon", seed=6)
    bot = CoreMCTS(iterations=30, seed=1)
    for _ in range(12):
        if g.over:
            break
        seat = g.to_move[0]
        action = bot.choose(g, seat)
        assert action in g.legal_actions(seat)
        g.play(action, seat=seat)


def test_expert_uses_gnubg_and_falls_back_without_it(monkeypatch):
    pytest.importorskip("gnubg_nn")
    expert = make_bot(CLS, "expert", seed=1)
    assert expert.gnubg is not None and expert.fallback is None
    g = game(dice=[3, 1])
    first = expert.choose(g, 0)
    g.play(first)
    second = expert.choose(g, 0)
    g.play(second)
    assert g.board[0][5] == 2                     # 8/5 6/5, the standard 31
    monkeypatch.setitem(sys.modules, "gnubg_nn", None)
    monkeypatch.setattr(bots, "_warned", False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        weak = bots.ExpertBot(seed=1)
        bots.ExpertBot(seed=2)
    assert weak.gnubg is None and isinstance(weak.fallback, bots.MCTSBot)
    assert len([w for w in caught if "gnubg-nn" in str(w.message)]) == 1
    weak.fallback.seconds, weak.fallback.iterations = None, 20
    g = game(dice=[3, 1])
    assert weak.choose(g, 0) in g.legal_actions()


def test_bot_follows_its_plan_after_an_undo():
    g = game(dice=[6, 5])
    bot = make_bot(CLS, "greedy", seed=2)
    first = bot.choose(g, 0)
    g.play(first)
    g.undo()
    again = bot.choose(g, 0)
    assert again in g.legal_actions()


# ---------------------------------------------------------------------- lesson
def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson("backgammon", plies=2, steps=(8, 16))
    lesson = lesson_for("backgammon")
    for step, g in zip(lesson.steps, games):
        learner = step.learner
        if step.reply is not None:
            g.play(next(a for a in g.legal_actions(learner) if a == "double"), seat=learner)
            assert step.reply(g) in g.legal_actions()


def _gnu_probs(g, roller, plies=2):
    """GNU Backgammon's cubeless chances for the side to roll (win, win gammon, win bg, lose gammon, lose bg)."""
    return tuple(gnubg_nn.probabilities(bots.ExpertBot.board(g.board[roller], g.board[1 - roller]), plies))


def _money_cube(probs, efficiency):
    """Janowski's model of a money game's cube, from the cubeless chances of the side to roll: the
    equities of no double (the cube in the middle) and of double-take (the other side owns the cube),
    per point at stake. A pass is worth 1. ``efficiency`` is how live the cube is (0 dead, 1 fully live)."""
    p, wg, wbg, lg, lbg = probs
    win, loss = (p + wg + wbg) / p, (1 - p + lg + lbg) / (1 - p)      # average points of a win, of a loss
    dead = p * win - (1 - p) * loss
    cash = (loss + 1) / (win + loss + 0.5)                  # here the other side's take turns into a pass
    their_cash = (loss - 0.5) / (win + loss + 0.5)          # here the other side would double us out

    def low(q):                                             # below the other side's cash point
        return -loss + q / their_cash * (loss - 1)
    if p <= their_cash:
        centre = owned_by_them = low(p)
    else:
        centre = (-1 + 2 * (p - their_cash) / (cash - their_cash) if p <= cash
                  else 1 + (p - cash) / (1 - cash) * (win - 1))
        owned_by_them = -1 + (p - their_cash) / (1 - their_cash) * (win + 1)
    mix = lambda live: efficiency * live + (1 - efficiency) * dead      # noqa: E731
    return mix(centre), 2 * mix(owned_by_them)


def test_the_lessons_cube_claims_agree_with_gnu_backgammon():
    lesson = lesson_for("backgammon")
    step = {s.title: i for i, s in enumerate(lesson.steps)}
    expert = bots.ExpertBot(seed=1)
    assert expert.gnubg is not None
    cube_lives = (0.6, 0.68, 0.75)           # a race's cube is a little less live than a contact game's

    # Doubling the stakes: a money game without Jacoby, White to roll in a race 87 to 95 -> double, take
    i = step["Doubling the stakes"]
    g = lesson.start(i)
    assert not g.length and not g.opts["jacoby"] and g.pips == [87, 95]
    probs = _gnu_probs(g, 0)
    assert 0.7 < probs[0] < 0.78 and probs[1] == probs[3] == 0      # about three games in four, no gammons
    for x in cube_lives:
        no_double, double_take = _money_cube(probs, x)
        assert no_double < double_take < 1, x                       # doubling is right, and so is the take
    assert expert.choose(g, 0) == "double"
    g.play("double", seat=0)
    assert expert.choose(g, 1) == "take" == lesson.steps[i].reply(g)

    # Too good to double: the same money position with and without the Jacoby rule
    i = step["Too good to double, and the Jacoby rule"]
    g = lesson.start(i)
    assert g.opts["jacoby"] and not g.length
    probs = _gnu_probs(g, 0)
    assert 0.8 < probs[0] < 0.85 and 0.55 < probs[1] < 0.65           # the text's 82% wins, 60% gammons
    for x in (0.6, 0.68, 0.75):
        no_double, double_take = _money_cube(probs, x)
        assert no_double > 1 and double_take > 1, x                 # without Jacoby: too good, play on
    plain = CLS(2, 1, lesson.steps[i].position)
    assert not plain.opts["jacoby"] and expert.choose(plain, 0) == "roll"
    assert evaluate.equity(probs, gammons=False) < 1                # with Jacoby, playing on wins less than a pass
    assert expert.choose(g, 0) == "double"
    g.play("double", seat=0)
    assert expert.choose(g, 1) == "pass" == lesson.steps[i].reply(g)

    # Taking a double: Black, to roll, leads the race 87 to 94: a double, and White's take
    i = step["Taking a double"]
    g = lesson.start(i)
    assert g.pips == [94, 87] and g.cube["offered_by"] == 1
    probs = _gnu_probs(g, 1)
    assert probs[0] < 0.75                                          # White wins more than one game in four
    for x in cube_lives:
        no_double, double_take = _money_cube(probs, x)
        assert no_double < double_take < 1, x
    assert expert.choose(g, 0) == "take"
    before = CLS(2, 1, {**lesson.steps[i].position, "cube": {}})
    assert before.phase == "roll" and expert.choose(before, 1) == "double"

    # After the Crawford game, 4-1 in a match to 5: Black doubles at once, and White's pass is free
    i = step["After the Crawford game"]
    g = lesson.start(i)
    assert g.length == 5 and g.score == [4, 1] and not g.crawford
    assert expert.match_cube(g) == (True, False) and expert.choose(g, 0) == "pass"
    no_double, double_take, double_pass = expert.last_cube        # Black's match-winning chances
    assert no_double < double_take and abs(double_take - double_pass) < 0.03 and double_pass < double_take
    # ... while needing an odd number of points (4-2), the same double is a take
    odd = CLS(2, 1, {**lesson.steps[i].position, "score": [4, 2]}, match_length=5)
    assert expert.match_cube(odd) == (True, True) and expert.choose(odd, 0) == "take"
    # GNU Backgammon is back in money play afterwards (its cube analysis refuses money games)
    with pytest.raises(RuntimeError, match="money"):
        gnubg_nn.evaluate_cube_decision(gnubg_nn.key_of_board(bots.ExpertBot.board(g.board[1], g.board[0])))

    # In the Crawford game nobody may double
    crawford = CLS(2, 1, {"checkers": [START, START], "turn": 1, "score": [4, 1], "crawford": True, "game": 4},
                   match_length=5)
    assert crawford.phase == "move" and "double" not in crawford.legal_actions()


def test_the_expert_plays_a_whole_match_with_gnu_backgammons_cube():
    g = tw.new("backgammon", seed=7, match_length=3)
    experts = [bots.ExpertBot(seed=1, plies=0), bots.ExpertBot(seed=2, plies=0)]
    cube_calls = 0
    while not g.over:
        seat = g.to_move[0]
        cube_calls += g.phase in ("roll", "cube")
        g.play(experts[seat].choose(g, seat), seat=seat)
    assert cube_calls and max(g.score) >= 3 and g.result()["winners"]
    assert any(e.last_cube for e in experts)


def test_the_opening_roll_lesson_and_rule():
    lesson = lesson_for("backgammon")
    i = next(k for k, s in enumerate(lesson.steps) if s.title == "The opening roll")
    g = lesson.start(i)
    assert g.opening == [6, 1] and g.dice == [6, 1] and g.to_move == (0,)
    assert "Opening roll: White 6, Black 1" in g.log_for(0)[-1]["text"]
    for seed in range(40):              # the first move of a game is never a double: ties are thrown again
        first = tw.new("backgammon", seed=seed)
        assert first.dice[0] != first.dice[1] and sorted(first.dice) == sorted(first.opening)
        assert first.turn == (0 if first.opening[0] > first.opening[1] else 1)


# ---------------------------------------------------------------------- the kit
def _playout_check(g):
    view = g.view()
    for s in (0, 1):
        on_board = sum(p[1] for p in view["points"] if p and p[0] == s)
        assert on_board + view["bar"][s] + view["off"][s] == 15
        assert view["pips"][s] == moves.pips(g.board[s])


@pytest.mark.parametrize("options, games", [
    ({}, 120), ({"cube": False}, 80), ({"match_length": 3}, 70), ({"match_length": 1}, 20),
    ({"autoplay": True, "cube": False}, 15), ({"jacoby": True}, 20),
])
def test_random_playouts(options, games):
    stats = testing.random_playouts("backgammon", games=games, seed=7, check=_playout_check, every=3, **options)
    assert stats["finished"] == games and sum(stats["wins"]) == games


def test_full_contract():
    testing.full_contract_check("backgammon", range(2), cube=False, fuzz_every=25)
    testing.full_contract_check("backgammon", range(3), match_length=3, fuzz_every=15)


def test_replay_save_and_corrupt_saves():
    g = testing.check_replay("backgammon", seed=4, match_length=1)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    g = game(dice=[6, 5])
    g.play("24/18")
    testing.check_save_roundtrip(g)                # a custom position survives JSON
    testing.check_corrupt_saves(g)


def test_fuzzing_every_phase():
    rng = random.Random(9)
    for g in (game(dice=[6, 5]), game(turn=0), game(turn=0, cube={"offered_by": 0}),
              game("1:1", "6:5 5:5 4:4", dice=[2, 1], options={"match_length": 3})):
        assert testing.fuzz_actions(g, rng, tries=60) > 20
        testing.check_parts(g)
    g = game("1:1", "6:5 5:5 4:4", dice=[2, 1], options={"match_length": 3})
    g.play("1/off")
    assert testing.fuzz_actions(g, rng, tries=40) > 10
    testing.check_no_leak(g, rng)


def test_clone_is_independent():
    g = game(dice=[6, 5])
    twin = g.clone()
    twin.play("24/18")
    assert g.board[0][24] == 2 and g.turn_moves == [] and len(g.history) == 0
    assert twin.rng.getstate() == g.rng.getstate()
