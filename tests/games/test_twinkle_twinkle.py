"""Twinkle Twinkle: one scripted test per rule, every scoring side, and the shared contract checks."""

from __future__ import annotations

import doctest
import json

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine.bots import RandomBot, make_bot
from tablewidgets.games import twinkle_twinkle as tt_pkg
from tablewidgets.games.twinkle_twinkle import data, sky as skymod
from tablewidgets.games.twinkle_twinkle.strategy import PlannerBot

NAME = "twinkle_twinkle"


def new(players=2, seed=1, position=None, **options) -> tw.Game:
    return tw.GAMES[NAME](players, seed, position, **options)


def make_sky(spec: dict) -> list:
    """A sky (the model's list of 20 entries) from {"a1": "star E-S", "b1": "planet", ...}."""
    g = new()
    pool = sorted(data.TILE_IDS)
    sky = [None] * 20
    for cell, text in spec.items():
        sky[data.CELL_INDEX[cell]] = g._resolve(text, pool, set(), cell, in_sky=True)
    return sky


GREEN = {k: "green" for k in data.SCORED_KINDS}


def kinds(tiles):
    """Kinds of a row (entries {"tile": ...}) or of a list of tiles."""
    return [(t.get("tile", t) or {}).get("kind") if t else None for t in tiles]


# ---------------------------------------------------------------- components and setup

def test_components_match_the_published_counts():
    count = {}
    for t in data.TILES.values():
        count[t["kind"]] = count.get(t["kind"], 0) + 1
    assert count == {"star": 50, "asteroid": 12, "satellite": 8, "planet": 9, "black_hole": 8, "comet": 8}
    novas = [t for t in data.TILES.values() if t["nova"]]
    assert len(novas) == 10 and all(t["kind"] == "star" and t["slow"] for t in novas)
    assert all(t["lines"] for t in data.TILES.values() if t["kind"] == "star")
    assert len(data.CELLS) == 20 and data.CELLS[:6] == ("a1", "b1", "c1", "d1", "e1", "a2")


@pytest.mark.parametrize("players,cur,nxt,standees,rounds", [(2, 5, 4, 4, 10), (3, 4, 3, 3, 20), (4, 5, 4, 4, 20)])
def test_setup_for_each_player_count(players, cur, nxt, standees, rounds):
    g = new(players)
    v = g.view()
    assert len(v["row"]) == cur and len(v["next_row"]) == nxt
    assert len(v["standees"]) == standees and sorted(v["standees"]) == sorted(
        [s for s in range(players) for _ in range(standees // players)])
    assert v["rounds"] == rounds and v["round"] == 1 and v["bag"] == 95 - cur - nxt
    assert all(sky["filled"] == 0 for sky in v["skies"])
    assert g.legal_actions() == [f"take {i}" for i in range(1, cur + 1)]
    g.check_invariants()


def test_first_order_is_random_and_slow_tiles_sit_at_the_right_end():
    orders = {tuple(o["standee"] for o in new(4, seed=s).view()["order"]) for s in range(12)}
    assert len(orders) > 3
    for s in range(40):
        v = new(2, seed=s).view()
        for row in ([r["tile"] for r in v["row"]], v["next_row"]):
            slow = [t["slow"] for t in row]
            assert slow == sorted(slow), "slow tiles come after the others"


# ---------------------------------------------------------------- the round

def test_take_then_place_in_your_own_sky():
    g = new(3, position={"row": ["planet", "comet", "asteroid", "star N-S"], "order": [0, 1, 2]})
    g.play("take 2")
    assert g.to_move == (0,) and g.view()["holding"]["tile"]["kind"] == "comet"
    assert g.legal_actions() == list(data.CELLS)          # any empty space: placement is free
    g.play("e4")
    assert g.view()["skies"][0]["cells"]["e4"]["kind"] == "comet"
    assert g.to_move == (1,) and g.legal_actions() == ["take 1", "take 3", "take 4"]


def test_the_tile_taken_sets_the_next_rounds_order():
    g = new(3, position={"row": ["planet", "comet", "asteroid", "satellite"], "next_row": ["star N", "star E", "star S"],
                         "order": [0, 1, 2]})
    for seat, action in ((0, "take 4"), (0, "a1"), (1, "take 1"), (1, "a1"), (2, "take 2"), (2, "a1")):
        g.play(action, seat=seat)
    v = g.view()
    assert [o["seat"] for o in v["order"]] == [1, 2, 0]      # left to right in the row: places 1, 2, 4
    assert v["round"] == 2 and g.to_move == (1,)
    # the leftover asteroid slides to the left end, the next row moves up, a new next row is drawn
    assert kinds(v["row"])[0] == "asteroid"
    assert [data.TILES[r["tile"]["id"]]["shape"] for r in v["row"][1:]] == ["end"] * 3
    assert len(v["next_row"]) == 3 and v["bag"] == 95 - 3 - 4 - 3


def test_slow_tiles_move_right_when_the_row_moves_up():
    g = new(3, position={"row": ["planet", "comet", "asteroid", "satellite"],
                         "next_row": ["nova N-S", "star E", "star S"], "order": [0, 1, 2]})
    for seat, action in ((0, "take 1"), (0, "a1"), (1, "take 2"), (1, "a1"), (2, "take 3"), (2, "a1")):
        g.play(action, seat=seat)
    row = g.view()["row"]
    assert kinds(row) == ["satellite", "star", "star", "star"] and row[-1]["tile"]["nova"] and row[-1]["tile"]["slow"]


def test_two_players_place_twice_a_round():
    g = new(2, position={"row": ["planet", "comet", "asteroid", "satellite", "black hole"], "order": [0, 2, 1, 3]})
    assert g.view()["standees"] == [0, 0, 1, 1]
    movers = []
    for action in ("take 5", "a1", "take 4", "a1", "take 1", "b1", "take 2", "b1"):
        movers.append(g.to_move[0])
        g.play(action)
    assert movers == [0, 0, 1, 1, 0, 0, 1, 1]
    v = g.view()
    assert [s["filled"] for s in v["skies"]] == [2, 2] and v["round"] == 2
    # Gold's standee 1 took place 1, Blue's standee 3 place 2, Blue's standee 2 place 4, Gold's standee 0 place 5
    assert [o["standee"] for o in v["order"]] == [1, 3, 2, 0]
    assert [o["seat"] for o in v["order"]] == [0, 1, 1, 0]
    assert g.status().startswith("Gold takes a tile") and "first of two picks" in g.status()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_when_every_sky_is_full(players):
    g = new(players, seed=5)
    bots = [PlannerBot(seed=s) for s in range(players)]
    while not g.over:
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), seat=s)
        g.check_invariants()
    v = g.view()
    assert all(sky["filled"] == 20 for sky in v["skies"])
    assert v["round"] == v["rounds"]
    scores = [g.score(s)["total"] for s in range(players)]
    assert g.result()["scores"] == scores and g.result()["winners"] == [s for s in range(players)
                                                                       if scores[s] == max(scores)]
    assert "Every sky is full" in g.status()


def test_equal_scores_share_the_victory():
    cycle = ("asteroid", "satellite", "black hole", "comet", "asteroid", "star N-S")
    full = {c: cycle[i % 6] for i, c in enumerate(data.CELLS[:18])}
    g = new(2, position={"skies": [dict(full), {c: t for c, t in full.items()}],
                         "row": ["planet", "planet", "planet", "planet", "comet"], "order": [0, 1, 2, 3]})
    for action in ("take 1", "d4", "take 2", "e4", "take 3", "d4", "take 4", "e4"):
        g.play(action)
    assert g.over and g.result()["winners"] == [0, 1] and g.result()["ranking"] == [1, 1]


# ---------------------------------------------------------------- turning and flipping

def test_a_tile_can_be_turned_and_flipped():
    assert data.TILES["st27"]["shape"] == "bend"          # N-SE: chiral, eight ways (same order as the board's js)
    assert [skymod.pattern_text(m) for m in skymod.orientations("st27")] == [
        "N-SE", "E-SW", "S-NW", "NE-W", "N-SW", "E-NW", "NE-S", "SE-W"]
    by_shape = {}
    for tid, t in data.TILES.items():
        if t["kind"] == "star":
            by_shape[t["shape"]] = len(skymod.orientations(tid))
    assert by_shape == {"line": 2, "diagonal": 2, "corner": 4, "bend": 8, "end": 4, "diagonal end": 4,
                        "fork": 4, "arrow": 4, "cross": 1, "diagonal cross": 1}
    assert skymod.turn(skymod.mask_of(["N", "SE"]), 1, False) == skymod.mask_of(["E", "SW"])
    assert skymod.turn(skymod.mask_of(["N", "SE"]), 0, True) == skymod.mask_of(["N", "SW"])


def test_placements_list_every_space_and_way_the_tile_lies():
    g = new(2, position={"row": ["star N-SE", "planet", "comet", "asteroid", "satellite"], "order": [0, 1, 2, 3]})
    g.play("take 1")
    legal = g.legal_actions()
    assert len(legal) == 20 * 8 and "c3 N-SE" in legal and "c3 N-SW" in legal and "c3 E-SW" in legal
    assert g.parts("c3 N-SE", 0) == ["cell:c3/N-SE"]
    testing.check_parts(g)


def test_placement_notation_is_lenient():
    g = new(2, position={"row": ["star N-SE", "planet", "comet", "asteroid", "satellite"], "order": [0, 1, 2, 3]})
    assert g.parse(" Take  #1 ") == "take 1" and g.parse("T2") == "take 2"
    g.play("take 1")
    assert g.parse("C3 se n") == "c3 N-SE"
    assert g.parse("c3 r1") == "c3 E-SW"          # one quarter turn clockwise
    assert g.parse("c3 f0") == "c3 N-SW"          # flipped left to right
    assert g.parse("c3") == "c3 N-SE"             # as it lies
    assert g.parse("c3 north+south-east") == "c3 N-SE"
    g.play("c3 south west + east")
    assert g.view()["skies"][0]["cells"]["c3"]["lines"] == ["E", "SW"]


def test_bad_actions_are_refused_with_the_rule():
    g = new(2, position={"row": ["star N-SE", "planet", "comet", "asteroid", "satellite"], "order": [0, 1, 2, 3]})
    refused(g, "c3", match="take a tile from the current row first")
    refused(g, "take 9", match="numbered 1 to 5")
    refused(g, "hello there", match="not an action")
    refused(g, "take 1", seat=1, match="not blue's turn")
    g.play("take 2")
    refused(g, "take 1", match="place it in your sky before taking another")
    refused(g, "c3 N", match="no lines to turn")
    refused(g, "f1", match="no space f1")
    refused(g, "a9", match="no space a9")
    g.play("c3")
    refused(g, "take 2", match="already taken by gold")
    g.play("take 1")
    refused(g, "c3 N-SE", match="already filled")
    refused(g, "d3 N-S", match="can only show these lines")


def test_a_take_can_be_undone_but_not_a_new_row():
    g = new(2, seed=3)
    g.play("take 1")
    assert g.can_undo()
    g.undo()
    assert g.view()["holding"] is None and g.legal_actions()[0] == "take 1"
    # finishing a round draws a new row from the bag: that cannot be taken back
    while g.view()["round"] == 1:
        g.play(g.legal_actions()[0])
    assert not g.can_undo()


# ---------------------------------------------------------------- constellations

def test_facing_lines_across_an_edge_join():
    sky = make_sky({"a1": "star E", "b1": "star W-S", "b2": "star N", "c2": "star W"})
    assert skymod.links(sky) == [(0, 1), (1, 6)]
    assert [len(g) for g in skymod.constellations(sky)] == [3, 1]    # c2 points west at b2, which has no east line


def test_facing_diagonal_lines_across_a_corner_join():
    sky = make_sky({"a1": "star SE", "b2": "star NW-SE", "c3": "star NW"})
    assert [len(g) for g in skymod.constellations(sky)] == [3]
    assert skymod.v_joints(sky) == []


def test_a_v_at_a_corner_does_not_join():
    # a1's line runs to its south-east corner, b1's to its south-west corner: the same point, at an angle
    sky = make_sky({"a1": "star SE", "b1": "star SW"})
    assert skymod.links(sky) == [] and [len(g) for g in skymod.constellations(sky)] == [1, 1]
    assert skymod.v_joints(sky) == [{"cells": ["a1", "b1"], "at": [1, 1]}]
    # the same with one tile above the other
    sky = make_sky({"a1": "star SE", "a2": "star NE"})
    assert skymod.links(sky) == [] and skymod.v_joints(sky) == [{"cells": ["a1", "a2"], "at": [1, 1]}]


def test_two_straight_joins_may_cross_at_one_corner():
    sky = make_sky({"a1": "star SE", "b2": "star NW", "b1": "star SW", "a2": "star NE"})
    assert skymod.links(sky) == [(0, 6), (1, 5)]
    assert [len(g) for g in skymod.constellations(sky)] == [2, 2]
    assert len(skymod.v_joints(sky)) == 4                   # the four angled pairs touch but do not join


def test_a_constellation_may_turn_but_every_join_is_straight():
    sky = make_sky({"a1": "star E", "b1": "star W-SE", "c2": "star NW-S", "c3": "star N-E", "d3": "star W"})
    groups = skymod.constellations(sky)
    assert [len(g) for g in groups] == [5]


def test_the_view_explains_constellations():
    g = new(2, position={"skies": [{"a1": "star E", "b1": "star W", "d4": "star N", "e4": "nova N"},
                                   {"a1": "planet", "b1": "comet", "c1": "asteroid", "d1": "comet"}]})
    sky = g.view()["skies"][0]
    assert sky["links"] == [["a1", "b1"]]
    assert sky["constellations"][0] == {"cells": ["a1", "b1"], "size": 2, "counted": True}
    assert {"cells": ["d4"], "size": 1, "counted": False} in sky["constellations"]
    assert sky["score"]["count"] == 1 and sky["score"]["novas"] == 1


# ---------------------------------------------------------------- scoring

def test_star_chart_scores_the_two_largest_and_the_count():
    sky = make_sky({"a1": "star E", "b1": "star W-E", "c1": "star W-E", "d1": "star W",       # 4 stars
                    "a3": "star E", "b3": "star W-E", "c3": "star W-S",                        # 3 stars
                    "a4": "star N-E", "b4": "star W-N",                                        # 2 stars
                    "e4": "star N"})                                                           # alone
    s = skymod.score(sky, GREEN)
    assert (s["largest"], s["second"], s["count"]) == (4, 3, 3)
    assert s["largest_points"] == data.CONSTELLATION_POINTS[4] == 4
    assert s["second_points"] == data.CONSTELLATION_POINTS[3] == 2
    assert s["count_points"] == data.CONSTELLATION_COUNT_POINTS[3] == 5
    assert s["total"] == 4 + 2 + 5


def test_nova_stars_score_a_point_and_join_constellations():
    sky = make_sky({"a1": "nova E-S", "b1": "star W", "a2": "nova N"})
    s = skymod.score(sky, GREEN)
    assert s["largest"] == 3 and s["novas"] == 2 and s["nova_points"] == 2
    assert s["total"] == data.CONSTELLATION_POINTS[3] + data.CONSTELLATION_COUNT_POINTS[1] + 2


def score_of(spec, kind, side):
    sides = dict(GREEN)
    sides[kind] = side
    return skymod.score(make_sky(spec), sides)[kind]


def test_asteroid_references():
    spec = {"a1": "asteroid", "b1": "asteroid", "c1": "asteroid", "a3": "asteroid", "b3": "asteroid",
            "e4": "asteroid", "d3": "asteroid", "b2": "planet"}
    # belts: a1-b1-c1 (3), a3-b3 (2), d3 (1), e4 (1) - d3 and e4 only touch diagonally
    assert score_of(spec, "asteroid", "green") == 6 + 3 + 1 + 1
    assert score_of(spec, "asteroid", "blue") == 3 * 3 - 4


def test_satellite_references():
    spec = {"b2": "satellite", "a2": "planet", "c2": "planet", "c1": "planet", "e4": "satellite", "d3": "planet"}
    assert score_of(spec, "satellite", "green") == 2 * 2          # b2 has two planets beside it, e4 none (d3 is diagonal)
    assert score_of(spec, "satellite", "blue") == 4 - 2


def test_planet_references():
    spec = {"a1": "planet", "b1": "planet", "d1": "planet", "e3": "planet"}
    assert score_of(spec, "planet", "green") == data.PLANET_SET_POINTS[4] == 14
    assert score_of(spec, "planet", "blue") == 4 + 4                # d1 and e3 stand alone; a1 and b1 touch


def test_black_hole_references():
    spec = {"a1": "black hole", "b1": "black hole",        # touching each other: nothing on the green side
            "d1": "black hole", "d2": "star N",            # alone, but a star beside it: 2
            "a4": "black hole", "b4": "comet",             # alone, no star or planet beside it: 5
            "c3": "black hole"}                            # alone with empty spaces around: 5
    assert score_of(spec, "black_hole", "green") == 0 + 2 + 5 + 5
    # blue: 6 minus 2 per neighbour that is not a black hole (empty spaces do not count)
    assert score_of(spec, "black_hole", "blue") == 6 + 6 + (6 - 2) + (6 - 2) + 6


def test_comet_references():
    spec = {"b2": "comet", "b1": "planet", "a2": "star E", "c2": "asteroid", "b3": "planet",
            "e4": "comet", "e3": "comet"}
    # b2 sees planet, star, asteroid (3 kinds); e4 and e3 see each other only
    assert score_of(spec, "comet", "green") == 3 + 1 + 1
    # blue: b2 has two planets beside it, e3/e4 touch a comet: nobody scores; fix b3 and b2 scores
    assert score_of(spec, "comet", "blue") == 0
    spec["b3"] = "satellite"
    assert score_of(spec, "comet", "blue") == 5


def test_diagonal_neighbours_never_count_as_adjacent():
    spec = {"b2": "satellite", "a1": "planet", "c1": "planet", "a3": "planet", "c3": "planet"}
    assert score_of(spec, "satellite", "green") == 0
    assert score_of(spec, "planet", "blue") == 16


@pytest.mark.parametrize("kind", data.SCORED_KINDS)
def test_each_scoring_side_is_an_option(kind):
    option = data.OPTION_NAME[kind]
    g = new(2, **{option: "blue"})
    assert g.view()["sides"][kind] == "blue"
    ref = next(r for r in g.view()["references"] if r["kind"] == kind)
    assert ref["side"] == "blue" and ref["text"] == data.REFERENCES[kind]["blue"][2]
    assert new(2, **{option: "Green"}).view()["sides"][kind] == "green"
    with pytest.raises(tw.OptionError, match=option):
        new(2, **{option: "purple"})


def test_game_scores_use_the_chosen_sides():
    skies = [{"a1": "satellite", "b1": "planet"}, {"a1": "satellite", "e4": "planet"}]
    green = new(2, position={"skies": skies})
    blue = new(2, position={"skies": skies}, satellites="blue")
    assert [green.score(s)["satellite"] for s in (0, 1)] == [2, 0]
    assert [blue.score(s)["satellite"] for s in (0, 1)] == [4, -2]


# ---------------------------------------------------------------- positions, words, views

def test_position_spec_is_checked():
    with pytest.raises(tw.OptionError, match="same whole number"):
        new(2, position={"skies": [{"a1": "planet"}, {}]})
    with pytest.raises(tw.OptionError, match="not a space"):
        new(2, position={"skies": [{"z9": "planet", "a1": "comet"}, {"a1": "planet", "b1": "comet"}]})
    with pytest.raises(tw.OptionError, match="needs its lines"):
        new(3, position={"skies": [{"a1": "star"}, {"a1": "planet"}, {"a1": "comet"}]})
    with pytest.raises(tw.OptionError, match="must list 5 tiles"):
        new(2, position={"row": ["planet"]})
    with pytest.raises(tw.OptionError, match="standees"):
        new(2, position={"order": [0, 0, 1, 2]})
    with pytest.raises(tw.OptionError, match="no key"):
        new(2, position={"board": {}})
    with pytest.raises(tw.OptionError, match="used twice"):
        new(3, position={"skies": [{"a1": "pl01"}, {"a1": "pl01"}, {"a1": "comet"}]})
    with pytest.raises(tw.OptionError, match="No tile is left"):
        new(2, position={"row": ["comet"] * 5, "next_row": ["comet"] * 4})


def test_describe_label_parts_status():
    g = new(2, position={"skies": [{"a1": "star E", "e4": "comet"}, {"a1": "planet", "b1": "comet"}],
                         "row": ["star W", "planet", "comet", "asteroid", "satellite"], "order": [0, 1, 2, 3]})
    assert g.label("take 2") == "Take 2: planet" and g.parts("take 2", 0) == ["row:2"]
    assert "takes the planet from place 2" in g.describe("take 2", 0)
    assert g.status().startswith("Gold takes a tile from the row (round 2 of 10")
    g.play("take 1")
    assert "rotate or flip" in g.status()
    assert g.describe("b1 W", 0) == "Gold places the star on b1, lines pointing west: a constellation of 2 stars."
    g.play("b1 W")
    assert g.view()["last"] == {"seat": 0, "cell": "b1"}
    g.play("take 2")
    assert g.parts("c4", 0) == ["cell:c4"] and g.label("c4") == "c4"


def test_view_is_json_and_public():
    g = new(3, seed=2)
    g.play("take 1")
    v = g.view(1)
    json.dumps(v)
    assert {"row", "next_row", "order", "turn", "holding", "skies", "bag", "bag_kinds", "references", "chart",
            "round", "rounds", "sides", "standees", "last"} <= set(v)
    assert v["holding"]["seat"] == g.to_move[0]
    assert sum(v["bag_kinds"].values()) == v["bag"]
    assert set(v["bag_kinds"]) == set(data.KIND_NAME)       # counts by kind only, never the bag's order


def test_package_docstring_examples_run():
    assert doctest.testmod(tt_pkg).failed == 0


# ---------------------------------------------------------------- bots

def test_heuristic_prefers_joining_stars():
    g = new(2, position={"skies": [{"a1": "star E", "e4": "comet"}, {"a1": "planet", "b1": "comet"}],
                         "row": ["star W", "planet", "comet", "asteroid", "satellite"], "order": [0, 1, 2, 3]})
    g.play("take 1")
    joined, apart = g.clone(), g.clone()
    joined.play("b1 W")
    apart.play("c3 W")
    assert joined.heuristic(0) > apart.heuristic(0)
    assert PlannerBot(seed=1).choose(g, 0) == "b1 W"


def test_planner_beats_random_clearly():
    wins = 0
    for seed in range(6):
        g = new(2, seed=seed)
        bots = [PlannerBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += g.result()["scores"][0] > g.result()["scores"][1]
    assert wins >= 5


def test_every_bot_level_chooses_a_legal_action():
    # decision times are measured by benchmarks/bench_twinkle_twinkle.py, not here
    cls = tw.GAMES[NAME]
    g = new(4, seed=8)
    g.play("take 2")
    for level in cls.bot_levels:
        bot = make_bot(cls, level, seed=1)
        if level == "mcts":
            bot.seconds = 0.5
        assert bot.choose(g, g.to_move[0]) in g.legal_actions()


def test_clone_is_independent():
    g = new(2, seed=4)
    twin = g.clone()
    twin.play("take 1")
    twin.play(twin.legal_actions()[0])
    assert g.view()["skies"][0]["filled"] == 0 and g.history == []
    assert twin.view()["skies"][twin.history[1][0]]["filled"] == 1


# ---------------------------------------------------------------- the shared kit

@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_conserve_tiles(players):
    stats = testing.random_playouts(NAME, games=40, seed=players, players=players)
    assert stats["finished"] == 40
    assert set(stats["lengths"]) == {2 * 20 * players}       # a take and a placement per tile


def test_random_playouts_with_blue_sides():
    sides = {data.OPTION_NAME[k]: "blue" for k in data.SCORED_KINDS}
    stats = testing.random_playouts(NAME, games=20, seed=9, players=3, **sides)
    assert stats["finished"] == 20


@pytest.mark.parametrize("players,seeds", [(2, range(1, 3)), (3, range(3, 4)), (4, range(4, 5))])
def test_full_contract(players, seeds):
    testing.full_contract_check(NAME, seeds, players=players, fuzz_every=11)


def test_replay_and_save():
    game = testing.check_replay(NAME, 6, players=3)
    testing.check_save_roundtrip(game)
    testing.check_corrupt_saves(game)


def test_positions_survive_save_and_restore():
    g = new(2, position={"skies": [{"a1": "star E", "e4": "comet"}, {"a1": "planet", "b1": "comet"}]},
            comets="blue")
    g.play("take 3")
    again = tw.restore(json.loads(json.dumps(g.save())))
    assert again.view() == g.view() and again.opts["comets"] == "blue"


def test_lesson_steps_start_and_tasks_are_achievable():
    testing.check_lesson(NAME, plies=2)
