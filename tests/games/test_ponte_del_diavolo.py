"""Ponte del Diavolo: one scripted test per rule, both supplies, and the shared contract checks."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine.bots import GreedyBot, MCTSBot, make_bot
from tablewidgets.games import ponte_del_diavolo as pdd_pkg
from tablewidgets.games.ponte_del_diavolo import board as pboard
from tablewidgets.games.ponte_del_diavolo.rules import triangle

NAME = "ponte_del_diavolo"
CLS = tw.GAMES[NAME]


def new(supply: str = "unlimited", **position) -> tw.Game:
    """A game from a position spec (see the package docstring); dark (seat 1) to move unless told."""
    return CLS(2, 1, position, supply=supply)


def tiles(g, color):
    return sorted((sq for sq, c in g.view()["tiles"].items() if c == color), key=pboard.SQUARES.get)


def turn(g, *actions):
    for a in actions:
        g.play(a)


# ---------------------------------------------------------------- board and opening

def test_board_geometry():
    assert len(pboard.NAMES) == 100 and pboard.NAMES[9] == "j1" and pboard.NAMES[90] == "a10"
    assert sorted(len(n) for n in pboard.KING)[:4] == [3, 3, 3, 3]       # corners
    sq = pboard.SQUARES
    assert pboard.shape_of(sq["e5"], sq["e7"]) == "straight"
    assert pboard.shape_of(sq["e5"], sq["g7"]) == "diagonal"
    assert pboard.shape_of(sq["e5"], sq["f7"]) == "knight" and pboard.shape_of(sq["e5"], sq["g6"]) == "knight"
    assert pboard.shape_of(sq["e5"], sq["e8"]) is None and pboard.shape_of(sq["e5"], sq["f6"]) is None
    assert [pboard.NAMES[m] for m in pboard.middles(sq["e5"], sq["g6"])] == ["f5", "f6"]
    assert [pboard.NAMES[m] for m in pboard.middles(sq["e5"], sq["f7"])] == ["e6", "f6"]
    assert [pboard.NAMES[m] for m in pboard.middles(sq["e5"], sq["g7"])] == ["f6"]
    assert len(pboard.REACH[sq["e5"]]) == 16 and len(pboard.REACH[sq["a1"]]) == 5


def test_setup_and_opening_places_two_light_tiles():
    g = tw.new(NAME, seed=1)
    v = g.view()
    assert v["phase"] == "opening" and v["tiles"] == {} and v["bridges"] == [] and g.to_move == (0,)
    assert len(g.legal_actions()) == 100 and g.seat_name(0) == "Player 1"
    assert "first of two light tiles" in g.status()
    g.play("e5")
    assert g.to_move == (0,) and "second" in g.status()
    refused(g, "e5", match="already holds a tile")
    g.play("j10")
    assert tiles(g, "light") == ["e5", "j10"] and g.to_move == (1,)
    assert g.legal_actions() == ["light", "dark"] and g.view()["phase"] == "choose"
    g.check_invariants()


def test_pie_rule_dark_keeps_the_seats_and_dark_moves_next():
    g = tw.new(NAME, seed=1)
    turn(g, "e5", "e6")
    refused(g, "c3", match="chooses a colour")
    g.play("dark")
    assert g.to_move == (1,) and g.seat_name(1) == "Dark" and g.seat_name(0) == "Light"
    assert g.view()["seat_colors"] == ["light", "dark"] and g.view()["to_play"] == "dark"
    assert g.seat_color(0) == CLS.colors[0] and g.seat_color(1) == CLS.colors[1]
    refused(g, "light", match="already settled")


def test_pie_rule_light_swaps_the_colours():
    g = tw.new(NAME, seed=1)
    turn(g, "e5", "e6", "light")
    # Player 2 now owns the two light tiles; Player 1 plays dark and moves at once
    assert g.to_move == (0,) and g.seat_name(0) == "Dark" and g.seat_name(1) == "Light"
    assert g.view()["seat_colors"] == ["dark", "light"]
    assert g.seat_color(0) == CLS.colors[1]
    turn(g, "c3", "c4")
    assert tiles(g, "dark") == ["c3", "c4"] and g.to_move == (1,)
    g.play("e7")
    assert tiles(g, "light") == ["e5", "e6", "e7"]


# ---------------------------------------------------------------- a turn: two tiles or one bridge

def test_a_turn_is_two_tiles_of_ones_own_colour():
    g = new(light="e5 g6", dark="a1")
    g.play("c3")
    assert g.to_move == (1,) and g.view()["placed"] == ["c3"] and "second tile" in g.status()
    refused(g, "end", match="finish your turn")
    g.play("c4")
    assert tiles(g, "dark") == ["a1", "c3", "c4"] and g.to_move == (0,)
    assert g.view()["last"] == {"color": "dark", "tiles": ["c3", "c4"], "bridge": None}
    assert g.view()["turns"] == {"light": 1, "dark": 1}


def test_or_one_bridge_and_never_a_bridge_after_a_first_tile():
    g = new(light="e5 g6", dark="a1 a3", to_move="light")
    assert "e5-g6" in g.legal_actions()
    g.play("c3")
    assert not any("-" in a for a in g.legal_actions())
    refused(g, "e5-g6", match="lay the second one")
    g.undo()                                   # within one's own turn the first tile may be taken back
    g.play("e5-g6")
    assert g.to_move == (1,) and g.view()["last"]["bridge"] == "e5-g6"


# ---------------------------------------------------------------- where tiles may go

def test_no_tile_under_a_straight_or_diagonal_bridge():
    g = new(light="a1", dark="c3 c5 e3 g5", bridges="c3-c5 e3-g5")
    assert set(g.view()["under"]) == {"c4", "f4"}
    refused(g, "c4", match="under a bridge")
    refused(g, "f4", match="under a bridge")


def test_no_tile_under_either_square_of_a_knights_bridge():
    g = new(light="a1", dark="e5 f7", bridges="e5-f7")
    assert g.view()["under"] == ["e6", "f6"]
    refused(g, "e6", match="under a bridge")
    refused(g, "f6", match="under a bridge")
    assert "e6" not in g.legal_actions() and "f6" not in g.legal_actions()


def test_no_tile_next_to_an_island_of_ones_colour_even_at_a_corner():
    g = new(light="e5", dark="b2 b3 b4 b5")
    refused(g, "c6", match="touches a dark island")          # corner
    refused(g, "a3", match="more than four")                 # side: it would join the island
    refused(g, "c1", match="touches a dark island")
    assert "d4" in g.legal_actions() and "c7" in g.legal_actions()
    # an island of the other colour does not restrict
    g = new(light="b2 b3 b4 b5", dark="j10")
    assert "c6" in g.legal_actions() and "a3" in g.legal_actions()


def test_no_island_may_be_finished_touching_another_tile_at_a_corner():
    g = new(light="j10", dark="b2 b3 b4 c6")
    refused(g, "b5", match="would finish an island")         # b5 would touch c6 at a corner
    g = new(light="j10", dark="b2 b3 b4 d6")
    g.play("b5")                                             # nothing of dark's near: a fine island
    assert g.view()["islands"]["dark"] == 1
    # the touching tile may be one placed earlier in the same turn
    g = new(light="j10", dark="b2 b3 b4")
    g.play("c6")
    refused(g, "b5", match="would finish an island")


def test_sandbanks_may_touch_at_corners():
    g = new(light="j10", dark="b2 b3")
    g.play("c4")                                             # a corner against a sandbank is fine
    g.play("c1")
    assert tiles(g, "dark") == ["c1", "b2", "b3", "c4"]


def test_a_group_never_grows_past_four():
    g = new(light="j10", dark="b2 b3 b5")
    assert "b4" in g.legal_actions()                          # 2 + new + 1 = 4: an island
    g = new(light="j10", dark="b2 b3 b5 b6")
    refused(g, "b4", match="more than four")
    g = new(light="j10", dark="b2 b3 b5")
    g.play("a5")                                              # b5 a5 and b2 b3: b4 would join five
    refused(g, "b4", match="more than four")


def test_a_first_tile_is_offered_only_when_a_second_can_follow():
    # play random games until some square is fine for one tile but leaves no room for a second
    rng = random.Random(4)
    for seed in range(60):
        g = tw.new(NAME, seed=seed)
        while not g.over:
            if g.view()["phase"] == "play" and not g.view()["placed"]:
                c = g.color
                lone = [pboard.NAMES[s] for s in range(100)
                        if g._tile_problem(s, c) is None and pboard.NAMES[s] not in g.legal_actions()]
                if lone:
                    refused(g, lone[0], match="no second")
                    return
            g.play(rng.choice(g.legal_actions()))
    raise AssertionError("no position with a lone legal square was found")


# ---------------------------------------------------------------- bridges

def test_bridges_span_two_squares_straight_diagonal_or_a_knights_move():
    g = new(light="j10", dark="e5 e7 g7 c3 f3", to_move="dark")
    legal = [a for a in g.legal_actions() if "-" in a]
    assert legal == ["c3-e5", "e5-e7", "e5-f3", "e5-g7", "e7-g7"]     # straight, knight, diagonal
    refused(g, "e5-g6", match="holds no dark tile")
    refused(g, "c3-f3", match="not that far apart")
    refused(g, "c3-j10", match="holds no dark tile")


def test_a_bridge_only_spans_water():
    g = new(light="e6 j10", dark="e5 e7 d3 f4")
    refused(g, "e5-e7", match="pass over the tile on e6")
    g = new(light="e6 j10", dark="d5 e7")                     # knight's move d5-e7 passes over d6 and e6
    refused(g, "d5-e7", match="pass over the tile on e6")


def test_one_bridge_per_tile():
    g = new(light="j10", dark="e5 e7 g5", bridges="e5-e7")
    refused(g, "e5-g5", match="already carries a bridge")
    assert "e5-g5" not in g.legal_actions()


def test_bridges_never_cross():
    g = new(light="j10", dark="c3 e5 c5 e3", bridges="c3-e5")          # an X over d4
    refused(g, "c5-e3", match="cross the bridge c3-e5")
    g = new(light="j10", dark="e5 f7 f5 e7", bridges="e5-f7")          # two knight's moves in an X
    refused(g, "e7-f5", match="cross the bridge e5-f7")
    g = new(light="j10", dark="e5 f7 g5 g7", bridges="e5-f7")          # side by side: fine
    assert "g5-g7" in g.legal_actions()
    # the other colour's bridges block as well
    g = new(light="c5 e3 j10", dark="c3 e5", bridges="c3-e5", to_move="light")
    refused(g, "c5-e3", match="cross")


def test_no_bridges_in_the_opening():
    g = tw.new(NAME, seed=1)
    turn(g, "e5")
    refused(g, "e5-g6", match="opening")


# ---------------------------------------------------------------- scoring

def test_triangular_numbers():
    assert [triangle(n) for n in range(1, 13)] == [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]


def test_islands_score_alone_and_together_through_bridges():
    # two dark islands side by side, one row apart; a bridge b5-b7 joins them
    g = new(light="j10", dark="a2 a3 a4 a5 a7 a8 a9 a10", bridges="")
    v = g.view()
    assert v["islands"]["dark"] == 2 and v["score"]["dark"] == 2
    assert sorted(e["score"] for e in v["scoring"]) == [1, 1]
    g = new(light="j10", dark="a2 a3 a4 a5 a7 a8 a9 a10", bridges="a5-a7")
    v = g.view()
    assert v["score"]["dark"] == 3 and [e["islands"] for e in v["scoring"]] == [2]
    assert v["bridge_count"] == {"light": 0, "dark": 1}


def test_sandbanks_link_islands_but_score_nothing_alone():
    island_a, island_b, sand = "a1 a2 a3 a4", "e1 e2 e3 e4", "c2 c3"
    g = new(light="j10", dark=f"{island_a} {island_b} {sand}", bridges="a2-c2 c3-e3")
    v = g.view()
    assert v["score"]["dark"] == 3 and v["islands"]["dark"] == 2
    assert len(v["scoring"]) == 1 and set(v["scoring"][0]["squares"]) >= {"c2", "c3"}
    # sandbanks alone score nothing
    g = new(light="j10", dark="c2 c3 e2", bridges="c2-e2")
    assert g.view()["score"]["dark"] == 0 and g.view()["scoring"] == []


def test_three_linked_islands_score_six_plus_a_lone_island():
    dark = "a1 a2 a3 a4 c1 c2 c3 c4 e1 e2 e3 e4 h7 h8 h9 h10"
    g = new(light="j1", dark=dark, bridges="a2-c2 c3-e3")
    v = g.view()
    assert v["score"]["dark"] == 7 and sorted(e["score"] for e in v["scoring"]) == [1, 6]
    groups = [grp for grp in v["groups"] if grp["color"] == "dark"]
    assert sum(grp["island"] for grp in groups) == 4


def end_now(g):
    """Finish the game from the current position (score it as the rules do)."""
    g._finish("Scored for the test.")
    return g.result()


def test_most_points_wins():
    g = new(light="a1 a2 a3 a4", dark="j10")
    r = end_now(g)
    assert r["scores"] == [1, 0] and r["winners"] == [0] and r["ranking"] == [1, 2]


def test_tie_break_most_islands_then_most_bridges_then_a_draw():
    # equal points (3 each): light has 2 linked islands, dark 2 linked islands and... make dark 3 apart
    light = "a1 a2 a3 a4 c1 c2 c3 c4"
    dark = "a7 a8 a9 a10 e7 e8 e9 e10 h7 h8 h9 h10"
    g = new(light=light, dark=dark, bridges="a2-c2")            # light 3 (2 islands), dark 1+1+1 (3 islands)
    r = end_now(g)
    assert r["scores"] == [3, 3] and r["winners"] == [1] and r["ranking"] == [2, 1]
    assert "most islands" in r["reason"]
    # equal points and islands: the most bridges wins (a bridge between two sandbanks)
    g = new(light="a1 a2 a3 a4 f2 h2", dark="a7 a8 a9 a10", bridges="f2-h2")
    r = end_now(g)
    assert r["scores"] == [1, 1] and r["winners"] == [0] and "most bridges" in r["reason"]
    g = new(light="a1 a2 a3 a4", dark="a7 a8 a9 a10")
    r = end_now(g)
    assert r["winners"] == [0, 1] and r["ranking"] == [1, 1] and "draw" in r["reason"]


# ---------------------------------------------------------------- end of the game and the supply

def test_stuck_player_may_bridge_or_end_and_only_then_end():
    g = new("printed", light="a1 a2 a3 a4 c1 c3", dark="j10", to_move="light", tiles_left=[1, 39])
    assert g.view()["stuck"] and "cannot place two tiles" in g.status()
    legal = g.legal_actions()
    assert legal[-1] == "end" and all("-" in a for a in legal[:-1])
    assert {"a1-c1", "a2-c1", "a1-c3", "a4-c3"} <= set(legal)
    g.play("a2-c1")
    assert not g.over and g.to_move == (1,)
    g = new(light="j10", dark="a1")
    refused(g, "end", match="can still place two tiles")


def test_choosing_to_end_gives_dark_its_last_turn_then_scores():
    g = new("printed", light="a1 a2 a3 a4 c1", dark="j10", to_move="light", tiles_left=[1, 39])
    g.play("end")
    assert not g.over and g.to_move == (1,) and g.view()["last_turn"]
    assert "Dark takes one last turn" in g.log_for(None)[-1]["text"] and "last turn" in g.status()
    turn(g, "h1", "h2")
    assert g.over and g.result()["winners"] == [0] and g.view()["turns"] == {"light": 2, "dark": 2}
    assert "builds no bridge" in g.result()["reason"] and "Light 1" in g.result()["reason"]
    assert "Dark took one last turn" in g.result()["reason"]


def test_dark_moves_once_more_when_light_has_no_tiles_or_bridges():
    # The page: "The dark tile player can always take an equal number of turns." Light is stuck on its
    # turn, so dark plays one more turn, here completing an island that wins the game.
    g = new("printed", light="a1 a2 a3 a4", dark="h1 h2", to_move="light", tiles_left=[0, 30])
    assert not g.over and g.to_move == (1,) and g.view()["turns"] == {"light": 2, "dark": 1}
    refused(g, "c5", seat=0)                      # light has stopped for good
    turn(g, "h3", "h4")
    assert g.over and g.result()["scores"] == [1, 1] and "no bridge to build" in g.result()["reason"]
    assert g.view()["turns"] == {"light": 2, "dark": 2}
    # dark's last turn may be a bridge, or an "end" when it cannot lay two tiles either
    g = new("printed", light="a1 a2 a3 a4", dark="h1 h3", to_move="light", tiles_left=[0, 1])
    assert g.legal_actions() == ["h1-h3", "end"]
    g.play("h1-h3")
    assert g.over and g.result()["scores"] == [1, 0]
    g = new("printed", light="a1 a2 a3 a4", dark="h1 h3", to_move="light", tiles_left=[0, 1])
    g.play("end")
    assert g.over and "Dark took no last turn" in g.result()["reason"]


def test_game_ends_at_once_when_neither_can_move_or_dark_stops():
    g = new("printed", light="a1 a2 a3 a4", dark="j10", to_move="light", tiles_left=[0, 0])
    assert g.over and "Dark cannot move either" in g.result()["reason"]
    # dark stopping ends the game on the spot: light has had its turns already
    g = new("printed", light="a1 c3", dark="a4 b4 c4 d4", to_move="dark", tiles_left=[30, 0])
    assert g.over and "Dark cannot place two tiles" in g.result()["reason"]


def test_dark_gets_as_many_turns_as_light():
    # Light runs out after its turn; dark takes its turn, light is then stuck: dark still plays once more.
    g = new("printed", light="a1", dark="j10", to_move="light", tiles_left=[2, 38])
    turn(g, "c5", "h8")
    assert not g.over and g.to_move == (1,) and g.view()["turns"] == {"light": 2, "dark": 1}
    turn(g, "h3", "h5")
    assert not g.over and g.to_move == (1,) and g.view()["turns"] == {"light": 3, "dark": 2}
    turn(g, "f1", "f3")
    assert g.over and g.view()["turns"] == {"light": 3, "dark": 3}
    # in random games dark always moves last: no game ends with light to play, and dark has played
    # as often as light unless dark itself stopped
    ends = {}

    def check(game):
        if game.over:
            v = game.view()
            assert v["to_play"] == "dark", game.result()["reason"]
            assert v["turns"]["dark"] in (v["turns"]["light"], v["turns"]["light"] - 1)
            ends[id(game)] = v["turns"]["dark"] == v["turns"]["light"]
    stats = testing.random_playouts(NAME, games=20, seed=2, check=check, every=1)
    assert stats["finished"] == 20 and any(ends.values())


def test_printed_supply_counts_tiles_and_shared_bridges():
    g = tw.new(NAME, seed=1, supply="printed")
    assert g.view()["tiles_left"] == {"light": 40, "dark": 40} and g.view()["bridges_left"] == 15
    turn(g, "e5", "g6", "dark", "a1", "a3")
    assert g.view()["tiles_left"] == {"light": 38, "dark": 38}
    g.play("e5-g6")
    assert g.view()["bridges_left"] == 14
    g.play("a1-a3")
    assert g.view()["bridges_left"] == 13
    g = new("printed", light="a1 a3", dark="j10 j8", bridges_left=0)
    assert not any("-" in a for a in g.legal_actions())
    refused(g, "j8-j10", match="15 bridges")
    assert tw.new(NAME, seed=1).view()["tiles_left"] is None


def test_unknown_supply_is_refused():
    with pytest.raises(tw.OptionError):
        tw.new(NAME, supply="tiny")


# ---------------------------------------------------------------- notation, positions, words

def test_notation_is_lenient_and_printed_canonically():
    g = tw.new(NAME, seed=1)
    assert g.parse(" E5 ") == "e5" and g.parse("tile j10") == "j10"
    assert g.parse("G6 - E5") == "e5-g6" and g.parse("bridge e5 g6") == "e5-g6" and g.parse("e5g6") == "e5-g6"
    assert g.parse("c4-a3") == "a3-c4" and g.parse("a4-c3") == "a4-c3"
    assert g.parse("Take light") == "light" and g.parse("D") == "dark" and g.parse("pass") == "end"
    refused(g, "k5", match="not a ponte del diavolo action")
    refused(g, "e5", seat=1, match="not player 2's turn")


def test_position_spec_is_checked():
    with pytest.raises(tw.OptionError, match="not a square"):
        new(light="k1")
    with pytest.raises(tw.OptionError, match="twice"):
        new(light="e5", dark="e5")
    with pytest.raises(tw.OptionError, match="more than four"):
        new(light="a1 a2 a3 a4 a5")
    with pytest.raises(tw.OptionError, match="touches"):
        new(light="a1 a2 a3 a4 b5")
    with pytest.raises(tw.OptionError, match="no key"):
        new(light="a1", colour="red")
    with pytest.raises(tw.OptionError, match="not possible"):
        new(light="a1 a2 a3", bridges="a1-a3")
    with pytest.raises(tw.OptionError, match="add up"):
        new("printed", light="a1", tiles_left=[40, 40])
    with pytest.raises(tw.OptionError, match="15 bridges"):
        new("printed", light="a1", bridges_left=16)
    with pytest.raises(tw.OptionError, match="printed supply"):
        new(light="a1", tiles_left=[1, 1])
    with pytest.raises(tw.OptionError, match="to_move"):
        new(light="a1", to_move="red")


def test_describe_label_parts_status():
    g = new(light="j10", dark="b2 b3 b4 e5 e7 e9")
    assert g.describe("b5", 1) == "Dark places a dark tile on b5, completing an island."
    assert g.describe("g2", 1) == "Dark places a dark tile on g2."
    assert g.describe("e5-e7", 1) == "Dark builds a straight bridge from e5 to e7."
    assert g.label("e5-e7", 1) == "Bridge e5–e7" and g.label("b5", 1) == "Tile b5"
    assert g.parts("e5-e7", 1) == ["square:e5", "square:e7"] and g.parts("b5", 1) == ["square:b5"]
    assert g.parts("light", 1) == [] and g.label("dark", 1).startswith("Play dark")
    assert g.status() == "Dark to move: place two tiles, or build one bridge between two of your tiles."
    g.play("b5")
    assert g.log_for(None)[-1]["text"] == "Dark places a dark tile on b5, completing an island."


def test_view_is_json_and_has_the_documented_keys():
    g = new(light="a1 a2 a3 a4 c2", dark="j10", bridges="a2-c2")
    for seat in (None, 0, 1):
        v = g.view(seat)
        json.dumps(v)
        assert {"size", "supply", "phase", "tiles", "bridges", "groups", "scoring", "score", "islands",
                "bridge_count", "seat_colors", "colors_chosen", "to_play", "placed", "turns", "tiles_left",
                "bridges_left", "under", "last", "stuck"} <= set(v)
    v = g.view()
    assert v["bridges"] == [{"id": "a2-c2", "ends": ["a2", "c2"], "over": ["b2"], "color": "light"}]
    assert v["scoring"] == [{"cluster": 0, "color": "light", "islands": 1, "score": 1,
                             "squares": ["a1", "a2", "a3", "a4", "c2"]}]


def test_package_docstring_examples_run():
    assert doctest.testmod(pdd_pkg).attempted > 0 and doctest.testmod(pdd_pkg).failed == 0
    assert doctest.testmod(pboard).failed == 0


# ---------------------------------------------------------------- bots

def test_heuristic_likes_islands_and_links_and_is_symmetric():
    g = new(light="a1 a2 a3 a4", dark="j10")
    assert g.heuristic(0) > 0 and g.heuristic(1) == -g.heuristic(0)
    linked = new(light="a1 a2 a3 a4 c1 c2 c3 c4", dark="j10", bridges="a2-c2")
    apart = new(light="a1 a2 a3 a4 c1 c2 c3 c4", dark="j10")
    assert linked.heuristic(0) > apart.heuristic(0)


def test_greedy_completes_an_island_and_bridges_islands():
    g = new(light="j10", dark="b2 b3 b4")
    bot = GreedyBot(seed=1)
    g.play(bot.choose(g, 1))
    assert g.view()["islands"]["dark"] == 1          # any square that makes four (islands bend too)
    g = new(light="j10", dark="a1 a2 a3 a4 c1 c2 c3 c4")
    assert GreedyBot(seed=1).choose(g, 1) in {"a1-c1", "a2-c2", "a3-c3", "a4-c4", "a1-c2", "a2-c1",
                                              "a2-c3", "a3-c2", "a3-c4", "a4-c3"}


def test_mcts_level_is_tuned_for_this_game():
    bot = make_bot(CLS, "mcts", seed=1)
    assert isinstance(bot, MCTSBot) and bot.rollout_depth == 0 and (bot.iterations, bot.seconds) == (500, None)
    g = new(light="j10", dark="a1 a2 a3 a4 c1 c2 c3 c4")
    assert "-" in bot.choose(g, 1)            # joining two islands is worth two points at once


def test_clone_is_independent():
    g = new(light="j10", dark="a1")
    twin = g.clone()
    twin.play("c3")
    assert g.view()["tiles"] == {"j10": "light", "a1": "dark"} and twin.view()["placed"] == ["c3"]
    assert testing._all_views(g.clone()) == testing._all_views(g)


# ---------------------------------------------------------------- the shared kit

def test_random_playouts_keep_every_invariant():
    def scores_match(g):
        if g.over:
            v = g.view()
            colors = v["seat_colors"]
            assert g.result()["scores"] == [v["score"][colors[0]], v["score"][colors[1]]]

    stats = testing.random_playouts(NAME, games=500, seed=11, check=scores_match, every=3)
    assert stats["finished"] == 500 and min(stats["wins"]) > 150
    assert 40 < sum(stats["lengths"]) / 500 < 200


def test_random_playouts_with_the_printed_supply():
    stats = testing.random_playouts(NAME, games=60, seed=12, supply="printed")
    assert stats["finished"] == 60


@pytest.mark.parametrize("supply", ["unlimited", "printed"])
def test_full_contract(supply):
    testing.full_contract_check(NAME, range(3), supply=supply)


def test_replay_and_save():
    g = testing.check_replay(NAME, seed=5)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    mid = tw.new(NAME, seed=9)
    rng = random.Random(9)
    for _ in range(15):
        mid.play(rng.choice(mid.legal_actions()))
    testing.check_save_roundtrip(mid)
    testing.check_undo_policy(mid)
    assert testing.fuzz_actions(mid, rng) > 0


def test_positions_survive_save_and_restore():
    g = new("printed", light="a1 a2 a3 a4 c1", dark="j10", bridges="a1-c1", to_move="light", light_seat=1)
    g.play("e5")
    testing.check_save_roundtrip(g)
    testing.check_undo_policy(g)
    g.undo()
    assert g.history == [] and g.to_move == (1,)


# ---------------------------------------------------------------- lesson

def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson(NAME, plies=2, steps=(8, 15))
    assert {g.opts["supply"] for g in games} == {"unlimited", "printed"}


# ---------------------------------------------------------------- the widget bridge

def test_widget_seat_colours_follow_the_pie_rule():
    w = tw.play(NAME, seats=["human", "human"], seed=2)
    assert [s["color"] for s in w.seats] == [CLS.colors[0], CLS.colors[1]]
    for action in ("e5", "g6"):
        w.send_action(action)
    assert {c["action"] for c in w.choices} == {"light", "dark"} and all(c["parts"] == [] for c in w.choices)
    w.send_action("light")
    assert w.error == ""
    assert [s["name"] for s in w.seats] == ["Dark", "Light"]
    assert [s["color"] for s in w.seats] == [CLS.colors[1], CLS.colors[0]]
    assert w.watching == 0 and any(c["parts"] == ["square:c3"] for c in w.choices)
