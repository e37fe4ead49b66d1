"""River Valley Glassworks: one scripted test per rule, every player count, and the shared contract checks."""

from __future__ import annotations

import doctest
import json
import random
from collections import Counter

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine.bots import GreedyBot, MCTSBot, RandomBot, make_bot
from tablewidgets.games import river_valley_glassworks as rvg_pkg
from tablewidgets.games.river_valley_glassworks import data
from tablewidgets.games.river_valley_glassworks.scoring import score_breakdown

NAME = "river_valley_glassworks"
CLS = tw.GAMES[NAME]
PLAYERS = (2, 3, 4, 5)
START = ["C", "T", "S", "H", "D", "M"]          # stones 1, 2, 1, 2, 1, 2


def new(players: int = 2, seed: int = 1, **position) -> tw.Game:
    """A game from a position spec (see the package docstring)."""
    return CLS(players, seed, position)


def river(**pieces) -> list[str]:
    """The river in the START order, with the pieces given per shape: river(C="wC", H="pH yH")."""
    return [f"{s}: {pieces.get(s, '')}" for s in START]


def works(g, seat):
    return g.view()["glassworks"][seat]


def colours(g, seat):
    """The colour of each column in use, left to right, with its height: ['w2', 'p1']."""
    return [f"{col[0][0]}{len(col)}" for col in works(g, seat)["columns"]]


def segment(g, shape):
    return next(s for s in g.view()["river"] if s["shape"] == shape)


# ---------------------------------------------------------------- components and setup

def test_component_table_has_the_published_counts():
    totals = {code: sum(counts) for code, _n, _f, counts, _five in data.GLASS}
    assert totals == {"w": 22, "p": 22, "s": 17, "b": 17, "l": 12, "g": 12, "k": 12, "y": 9, "o": 9}
    assert all(len(counts) == 6 and min(counts) >= 1 for _c, _n, _f, counts, _five in data.GLASS)
    assert len(data.supply(4)) == 120 and len(data.supply(5)) == 132
    assert "k" not in {p[0] for p in data.supply(4)} and Counter(p[0] for p in data.supply(5))["k"] == 12
    assert set(data.STONES) == set(data.SHAPES) and set(data.STONES.values()) == {1, 2}
    assert len(data.COLUMN_POINTS) == data.COLUMNS == 7
    assert all(len(c) == data.ROWS for c in data.COLUMN_POINTS)
    # values grow to the right: of two equal columns the left one scores less or the same
    for h in range(data.ROWS):
        assert [c[h] for c in data.COLUMN_POINTS] == sorted(c[h] for c in data.COLUMN_POINTS)


@pytest.mark.parametrize("players", PLAYERS)
def test_setup_for_every_player_count(players):
    g = tw.new(NAME, players=players, seed=3)
    v = g.view()
    assert sorted(s["shape"] for s in v["river"]) == sorted(data.SHAPES)
    for s in v["river"]:
        assert len(s["pieces"]) == data.STONES[s["shape"]] == s["stones"]
    assert len(v["lake"]) == 5
    assert all(len(w["satchel"]) == 3 and w["columns"] == [] and w["overflow"] == [] for w in v["glassworks"])
    on_table = sum(data.STONES.values()) + 5 + 3 * players
    assert v["bag"] == len(data.supply(players)) - on_table
    assert [c["id"] for c in v["palette"]] == ["w", "p", "s", "b", "l", "g"] + (["k"] if players == 5 else []) + ["y", "o"]
    assert g.to_move == (0,) and v["phase"] == "turn" and not v["last_stage"]
    g.check_invariants()


def test_player_counts_outside_two_to_five_are_refused():
    for bad in (1, 6):
        with pytest.raises(tw.OptionError, match="2 to 5"):
            tw.new(NAME, players=bad)
    with pytest.raises(tw.OptionError, match="no option"):
        tw.new(NAME, variant="solo")


# ---------------------------------------------------------------- placing on the river

def test_a_single_piece_goes_on_its_own_shape_and_collects_a_neighbour():
    g = new(river=river(C="oC", T="lT", S="bS", H="pH yH"), satchels=["wS wT", "gC"], lake="wC wD wM pC pD")
    # the square segment (third) has the triangle and heart segments as neighbours
    assert [a for a in g.legal_actions() if a.startswith("wS")] == ["wS>T", "wS>H"]
    g.play("wS>H")
    assert g.view()["phase"] == "order" and g.view()["pending"] == ["pH", "yH"]   # two new colours: Otter orders them
    assert "wS" in segment(g, "S")["pieces"] and "bS" in segment(g, "S")["pieces"]
    assert works(g, 0)["satchel"] == ["wT"]


def test_placement_rules_are_explained():
    g = new(river=river(C="oC", T="lT"), satchels=["wS wT", "gC"], lake="wC wD wM pC pD")
    refused(g, "wS>M", match="next to the square segment")
    refused(g, "wS>S", match="not from the same one")
    refused(g, "pS>T", match="holds no purple square")
    refused(g, "wS+wT@C>T", match="same shape")
    refused(g, "wT+wT@C>T", match="holds one white triangles")
    refused(g, "hello", match="not a river valley glassworks action")
    refused(g, "gC>T", seat=1, match="not fox's turn")
    refused(g, "col p", match="no new colours")
    refused(g, "drop wS", match="more than 5")
    refused(g, "pass", match="pass only when")
    refused(g, "lake -yC", match="no yellow circle")
    refused(g, "lake", match="the piece left in the lake")


def test_a_wild_pair_goes_on_any_segment():
    g = new(river=river(M="pM pM", D="bD"), satchels=["wC pC sT", "gC"], lake="wC wD wM pC pD")
    wild = [a for a in g.legal_actions() if "+" in a]
    # one pair (two circles), six segments, one or two neighbours each: 10 placements
    assert len(wild) == 10 and all(a.startswith("wC+pC@") for a in wild)
    g.play("pC + wC @ d > m")                     # lenient: either order, any case and spacing
    assert g.history[-1] == (0, "wC+pC@D>M")
    assert sorted(segment(g, "D")["pieces"]) == ["bD", "pC", "wC"]
    assert colours(g, 0) == ["p2"] and works(g, 0)["satchel"] == ["sT"]


def test_a_wild_pair_of_identical_pieces():
    g = new(river=river(), satchels=["wH wH", "gC"], lake="wC wD wM pC pD")
    assert "wH+wH@C>T" in g.legal_actions()
    g.play("wH+wH@C>T")
    assert segment(g, "C")["pieces"] == ["wH", "wH"]
    g = new(river=river(), satchels=["wH", "gC"], lake="wC wD wM pC pD")
    assert not [a for a in g.legal_actions() if "+" in a]


def test_collecting_an_empty_segment_is_allowed_and_collects_nothing():
    g = new(river=river(C="wC"), satchels=["pS", "gC"], lake="wC wD wM pC pD")
    g.play("pS>T")
    assert works(g, 0)["columns"] == [] and works(g, 0)["placed"] == 0


def test_the_collected_segment_moves_to_the_start_and_is_refilled_by_its_new_neighbours_stones():
    g = new(river=river(H="pH yH"), satchels=["wS", "gC"], lake="wC wD wM pC pD")
    bag = g.view()["bag"]
    g.play("wS>H")
    if g.view()["phase"] == "order":
        g.play("col p")
    v = g.view()
    assert [s["shape"] for s in v["river"]] == ["H", "C", "T", "S", "D", "M"]
    assert len(segment(g, "H")["pieces"]) == data.STONES["C"] == 1      # the circle tile shows one stone
    assert v["bag"] == bag - 1
    # collecting the first segment leaves it first; its neighbour (two stones) refills it with two
    g = new(river=river(C="pC"), satchels=["wT", "gC"], lake="wC wD wM pC pD")
    g.play("wT>C")
    assert [s["shape"] for s in g.view()["river"]] == START
    assert len(segment(g, "C")["pieces"]) == data.STONES["T"] == 2


# ---------------------------------------------------------------- the lake and the satchel

def test_drawing_from_the_lake_takes_four_and_refills_it():
    g = new(river=river(), satchels=["wS", "gC"], lake="wC wD wM pC pD")
    assert [a for a in g.legal_actions() if a.startswith("lake")] == [
        "lake -wC", "lake -pC", "lake -wD", "lake -pD", "lake -wM"]
    bag = g.view()["bag"]
    g.play("lake wd")                                   # lenient
    assert g.history[-1] == (0, "lake -wD")
    assert works(g, 0)["satchel"] == ["wC", "pC", "wS", "pD", "wM"]
    v = g.view()
    assert len(v["lake"]) == 5 and "wD" in v["lake"] and v["bag"] == bag - 4
    assert g.to_move == (1,)


def test_a_satchel_over_five_sends_pieces_to_the_overflow_one_at_a_time():
    g = new(river=river(), satchels=["wS pS sS", "gC"], lake="wC wD wM pC pD")
    g.play("lake -pD")
    assert g.view()["phase"] == "drop" and len(works(g, 0)["satchel"]) == 7
    assert g.view()["lake"] == ["pD"]                  # refilled only once the satchel is sorted out
    refused(g, "wS>T", match="only 5 fit")
    assert g.legal_actions() == ["drop wC", "drop pC", "drop wS", "drop pS", "drop sS", "drop wD", "drop wM"]
    g.play("drop wM")
    assert g.to_move == (0,) and g.can_undo(0)         # no random event yet: the drop can be taken back
    g.play("drop pS")
    assert works(g, 0)["overflow"] == ["wM", "pS"] and len(works(g, 0)["satchel"]) == 5
    assert len(g.view()["lake"]) == 5 and g.to_move == (1,)
    assert works(g, 0)["score"]["overflow"] == -6


# ---------------------------------------------------------------- the glassworks

def test_an_existing_colour_joins_its_column_and_a_full_column_overflows():
    g = new(river=river(H="wH pH"), satchels=["wS", "gC"], columns=["w5 p2", ""], lake="wC wD wM pC pD")
    g.play("wS>H")
    assert colours(g, 0) == ["w5", "p3"] and works(g, 0)["overflow"] == ["wH"]
    assert works(g, 0)["placed"] == 8


def test_a_new_colour_takes_the_next_empty_column_bottom_up():
    g = new(river=river(H="yS yS"), satchels=["wS", "gC"], columns=["w2 p1", ""], lake="wC wD wM pC pD")
    g.play("wS>H")
    assert colours(g, 0) == ["w2", "p1", "y2"]


def test_several_new_colours_the_player_chooses_the_order():
    g = new(river=river(H="wH pH sH bH"), satchels=["wS", "gC"], columns=["w1", ""], lake="wC wD wM pC pD")
    g.play("wS>H")
    v = g.view()
    assert v["phase"] == "order" and v["pending"] == ["pH", "sH", "bH"] and colours(g, 0) == ["w2"]
    assert g.legal_actions() == ["col p", "col s", "col b"] and g.to_move == (0,)
    refused(g, "lake -wC", match="first choose")
    refused(g, "col y", match="only the new colours")
    assert g.parts("col s", 0) == ["new:s"] and g.label("col s", 0) == "Light blue next"
    g.play("column light blue")                         # lenient
    assert g.history[-1] == (0, "col s")
    g.play("col b")
    assert colours(g, 0) == ["w2", "s1", "b1", "p1"]   # the last new colour follows by itself
    assert g.to_move == (1,)


def test_no_empty_column_left_a_new_colour_overflows():
    full = "w1 p1 s1 b1 l1 g1 y1"
    g = new(river=river(H="oH wH"), satchels=["wS", "gC"], columns=[full, ""], lake="wC wD wM pC pD")
    g.play("wS>H")
    assert colours(g, 0) == ["w2", "p1", "s1", "b1", "l1", "g1", "y1"] and works(g, 0)["overflow"] == ["oH"]


def test_with_one_column_left_the_colour_chosen_last_overflows():
    g = new(river=river(H="oH yS yS"), satchels=["wS", "gC"], columns=["w1 p1 s1 b1 l1 g1", ""],
            lake="wC wD wM pC pD")
    g.play("wS>H")
    assert g.legal_actions() == ["col y", "col o"]
    g.play("col o")
    assert colours(g, 0)[-1] == "o1" and works(g, 0)["overflow"] == ["yS", "yS"]


# ---------------------------------------------------------------- the end of the game

def test_seventeen_pieces_start_the_last_stage_top_ups_and_two_more_rounds():
    g = new(3, river=river(H="bH", C="wC"), satchels=["wT", "sS", "bC lC gC yC"],
            columns=["", "w5 p5 s5 b1", ""], lake="wC wD wM pC pD", turn=1)
    bag = g.view()["bag"]
    g.play("sS>H", seat=1)                              # Fox reaches 17
    v = g.view()
    # turns still to come after Heron's, which is next: Otter, Fox, Heron
    assert works(g, 1)["placed"] == 17 and v["last_stage"] and v["turns_left"] == 3
    # top-ups to three from the bag: Otter (1 piece) and Fox (0 pieces); Heron has 4 and keeps them
    assert [len(w["satchel"]) for w in v["glassworks"]] == [3, 3, 4] and v["bag"] == bag - 5
    # nothing more leaves the bag: the collected segment moved to the start but stays empty
    assert v["river"][0]["shape"] == "H" and v["river"][0]["pieces"] == [] and v["bag"] == bag - 5
    assert g.to_move == (2,)
    assert not [a for a in g.legal_actions() if a.startswith("lake")]
    refused(g, "lake -wC", match="lake is closed")
    order = []
    while not g.over:
        seat = g.to_move[0]
        order.append(seat)
        g.play(g.legal_actions()[0])
        assert g.view()["bag"] == bag - 5
    assert order == [2, 0, 1, 2]                        # the rest of the round, then one more round
    g.check_invariants()


def test_the_last_stage_started_by_the_last_seat_is_one_more_round():
    g = new(2, river=river(H="bH"), satchels=["wT", "sS"], columns=["", "w5 p5 s5 b1"],
            lake="wC wD wM pC pD", turn=1)
    g.play("sS>H")
    assert g.view()["turns_left"] == 1 and "2 turns to go" in g.status()
    order = []
    while not g.over:
        order.append(g.to_move[0])
        g.play(g.legal_actions()[0])
    assert order == [0, 1]


def test_an_empty_satchel_in_the_last_stage_passes():
    g = new(2, river=river(), satchels=["", "wC"], lake="", last_stage=True, turns_left=1)
    assert g.legal_actions() == ["pass"] and g.parts("pass", 0) == [] and g.label("pass", 0) == "Pass"
    g.play("pass")
    assert g.to_move == (1,)
    g.play("wC>T")
    assert g.over


def test_an_empty_bag_starts_the_last_stage():
    # nearly every piece is out of play (in Heron's overflow): the refill of a segment runs dry
    g = new(2, river=river(H="pH"), satchels=["wS", "gC"], lake="wC wD wM pC pD",
            overflow=["w18 p19 s17 b17 l12 g11 y9 o9", ""], columns=["", ""])
    assert g.view()["bag"] == 0
    g.play("wS>H")
    assert g.view()["last_stage"] and g.view()["turns_left"] == 2 and g.to_move == (1,)
    assert "bag is empty" in " ".join(e["text"] for e in g.log_for(None))


def test_row_scoring_rows_count_from_the_left():
    cols = lambda *heights: [["wC"] * h for h in heights]       # noqa: E731 - colours do not matter here
    b = score_breakdown(cols(3, 1, 2), 0)
    assert b["rows"] == [data.ROW_POINTS[3], data.ROW_POINTS[1], data.ROW_POINTS[1], 0, 0]
    # a row without a piece in the leftmost column scores nothing, however full the rest is
    b = score_breakdown(cols(1, 3, 3, 3), 0)
    assert b["rows"] == [data.ROW_POINTS[4], 0, 0, 0, 0]
    b = score_breakdown(cols(2, 2, 2, 2, 2, 2, 2), 0)
    assert b["rows"][:2] == [16, 16]


def test_two_highest_columns_second_place_tie_scores_the_leftmost():
    b = score_breakdown([["w"] * 2, ["p"] * 4, ["s"] * 2, ["b"] * 2], 0)
    assert [(c["column"], c["height"]) for c in b["columns"]] == [(1, 4), (0, 2)]
    assert [c["points"] for c in b["columns"]] == [data.COLUMN_POINTS[1][3], data.COLUMN_POINTS[0][1]]


def test_two_highest_columns_first_place_tie_scores_the_two_leftmost():
    b = score_breakdown([["w"], ["p"] * 3, ["s"] * 3, ["b"] * 3], 0)
    assert [c["column"] for c in b["columns"]] == [1, 2]
    assert sum(c["points"] for c in b["columns"]) == data.COLUMN_POINTS[1][2] + data.COLUMN_POINTS[2][2]


def test_overflow_costs_three_each_and_the_total_adds_up():
    b = score_breakdown([["w"] * 2, ["p"]], 4)
    assert b["overflow"] == -12
    assert b["total"] == sum(b["rows"]) + sum(c["points"] for c in b["columns"]) - 12 == 2 + 1 + 2 + 1 - 12


def test_final_scores_and_shared_victory():
    g = new(2, river=river(), satchels=["", ""], lake="", columns=["w2 p1", "s2 b1"], overflow=["yC", "oC"],
            last_stage=True, turns_left=1)
    g.play("pass")
    g.play("pass")
    result = g.result()
    expected = score_breakdown([["w"] * 2, ["p"]], 1)["total"]
    assert result["scores"] == [expected, expected] and result["winners"] == [0, 1] and result["ranking"] == [1, 1]
    assert "share the victory" in g.status()
    g = new(2, river=river(), satchels=["", ""], lake="", columns=["w2 p1", "s2 b1"], overflow=["yC", "oC oD"],
            last_stage=True, turns_left=1)
    g.play("pass")
    g.play("pass")
    assert g.result()["winners"] == [0] and "Otter wins" in g.status()
    assert g.view()["phase"] == "over"


# ---------------------------------------------------------------- positions, words, views

def test_position_spec_is_checked():
    with pytest.raises(tw.OptionError, match="no key"):
        new(colour="red")
    with pytest.raises(tw.OptionError, match="each shape once"):
        new(river=["C", "C", "S", "H", "D", "M"])
    with pytest.raises(tw.OptionError, match="more yellow circles"):
        new(lake="yC yC yC")
    with pytest.raises(tw.OptionError, match="at most 5"):
        new(satchels=["wC wC wC wC wT wT", ""])
    with pytest.raises(tw.OptionError, match="one entry per player"):
        new(satchels=["wC"])
    with pytest.raises(tw.OptionError, match="height from 1 to 5"):
        new(columns=["w6", ""])
    with pytest.raises(tw.OptionError, match="last_stage: true"):
        new(columns=["w5 p5 s5 b2", ""])
    with pytest.raises(tw.OptionError, match="lake always holds"):
        new(lake="wC")
    with pytest.raises(tw.OptionError, match="not a piece"):
        new(lake="zz")


def test_describe_label_parts_status():
    g = new(river=river(H="pH yH"), satchels=["wS wT wT", "gC"], lake="wC wD wM pC pD")
    assert g.describe("wS>H", 0) == ("Otter places a white square on the square segment and collects the heart "
                                     "segment: a purple heart and a yellow heart.")
    assert g.label("wS>H", 0) == "white square, take heart (2)"
    assert g.parts("wS>H", 0) == ["sat:0:wS", "seg:S", "seg:H"]
    assert g.parts("wT+wT@M>D", 0) == ["sat:0:wT", "sat:0:wT", "seg:M", "seg:D"]
    assert "two white triangles together on the moon segment" in g.describe("wT+wT@M>D", 0)
    assert g.parts("lake -wM", 0) == ["lake", "lake:wM"] and g.label("lake -wM", 0) == "Lake, leave white moon"
    assert g.describe("lake -wM", 0) == "Otter draws four pieces from the lake, leaving a white moon behind."
    assert "Otter to place glass" in g.status()
    g.play("wS>H")
    assert g.status().startswith("Otter collected several new colours")
    log = [e["text"] for e in g.log_for(None)]
    assert log[-1].startswith("Otter places a white square")


def test_view_is_json_with_the_documented_keys_and_no_bag_order():
    g = tw.new(NAME, players=3, seed=2)
    for seat in (None, 0, 1, 2):
        v = g.view(seat)
        json.dumps(v)
        assert {"river", "lake", "bag", "bag_colors", "glassworks", "turn", "phase", "pending", "last_stage",
                "turns_left", "last", "palette", "shapes", "rules"} <= set(v)
        assert isinstance(v["bag"], int)
        assert sum(v["bag_colors"].values()) == v["bag"]


def test_package_docstring_examples_run():
    result = doctest.testmod(rvg_pkg, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_clone_is_independent():
    g = tw.new(NAME, players=3, seed=4)
    twin = g.clone()
    twin.play(twin.legal_actions()[0])
    assert g.history == [] and g.view() != twin.view()
    assert testing._all_views(g.clone()) == testing._all_views(g)


# ---------------------------------------------------------------- bots

def test_heuristic_follows_the_score():
    g = new(river=river(), satchels=["wC", "wC"], columns=["w3 p3 s2", "w1"], lake="wC wD wM pC pD")
    assert g.heuristic(0) > 0.5 and g.heuristic(1) < -0.5


def test_greedy_takes_the_richer_segment():
    g = new(river=river(C="bC", T="wT pT sT", S=""), satchels=["yS", "gC"], lake="oC oD oM oT oS")
    assert GreedyBot(seed=1).choose(g, 0) == "yS>T"


def test_bots_play_legal_games_and_greedy_beats_random():
    wins = 0
    for i in range(16):
        g = tw.new(NAME, players=2, seed=50 + i)
        bots = [RandomBot(seed=i), GreedyBot(seed=i)] if i % 2 else [GreedyBot(seed=i), RandomBot(seed=i)]
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            action = bots[seat].choose(g, seat)
            assert action in g.legal_actions(seat)
            g.apply(action, seat)
        greedy = i % 2
        wins += greedy in g.result()["winners"]
    assert wins >= 13


def test_mcts_level_is_tuned_and_quick():
    bot = make_bot(CLS, "mcts", seed=1)
    assert isinstance(bot, MCTSBot) and (bot.iterations, bot.seconds) == (1000, None)   # a fixed budget
    g = new(river=river(C="bC", T="wT pT sT yT", S=""), satchels=["yS", "gC"], lake="oC oD oM oT oS")
    assert bot.choose(g, 0) == "yS>T"


# ---------------------------------------------------------------- the shared kit

@pytest.mark.parametrize("players", PLAYERS)
def test_500_random_playouts_with_invariants(players):
    rng = random.Random(players)
    lengths, winners = [], Counter()
    for i in range(500):
        g = tw.new(NAME, players=players, seed=1000 * players + i)
        g.quiet = True                       # the fast path: no log lines, apply() on legal actions
        while not g.over:
            seat = g.turn
            actions = g._legal(seat)
            assert actions and len(set(actions)) == len(actions)
            g.apply(rng.choice(actions), seat)
            g.check_invariants()
            assert len(g.history) < 400
        result = g.result()
        assert result["scores"] == [g.score(s)["total"] for s in range(players)]
        assert max(g.placed(s) for s in range(players)) >= data.END_AT or g.bag == []
        winners.update(result["winners"])
        lengths.append(len(g.history))
    assert len(lengths) == 500 and set(winners) == set(range(players))


@pytest.mark.parametrize("players", PLAYERS)
def test_full_contract(players):
    testing.full_contract_check(NAME, range(3), players=players)


@pytest.mark.parametrize("players", (2, 5))
def test_replay_save_undo_and_fuzz(players):
    g = testing.check_replay(NAME, seed=5, players=players)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    mid = tw.new(NAME, players=players, seed=9)
    rng = random.Random(9)
    for _ in range(12):
        seat = mid.to_move[0]
        mid.play(rng.choice(mid.legal_actions(seat)), seat=seat)
    testing.check_save_roundtrip(mid)
    testing.check_undo_policy(mid)
    assert testing.fuzz_actions(mid, rng) > 0
    testing.check_no_leak(mid, rng)


def test_kit_random_playouts_agree():
    stats = testing.random_playouts(NAME, games=20, seed=3, players=3)
    assert stats["finished"] == 20 and sum(stats["wins"]) >= 20


def test_positions_survive_save_and_restore():
    g = new(river=river(H="wH pH sH bH"), satchels=["wS", "gC"], columns=["w1", ""], lake="wC wD wM pC pD")
    g.play("wS>H")
    g.play("col s")
    testing.check_save_roundtrip(g)
    testing.check_undo_policy(g)
    g.undo()                         # Otter's own decisions since the last draw can be taken back
    g.undo()
    assert g.history == [] and works(g, 0)["satchel"] == ["wS"]


# ---------------------------------------------------------------- lesson

def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson(NAME, plies=2)
    assert {g.players for g in games} >= {2}
