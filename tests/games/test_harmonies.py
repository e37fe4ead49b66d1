"""Harmonies: one scripted test per rule, both board sides, spirits, solo, and the shared contract checks."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine.bots import GreedyBot, MCTSBot, RandomBot, make_bot
from tablewidgets.games import harmonies as pkg
from tablewidgets.games.harmonies import board as hb
from tablewidgets.games.harmonies import data as hd

BLUE, GREY, BROWN, GREEN, YELLOW, RED = range(6)


def new(players=2, side="A", with_spirits=False, seed=1, **position):
    """A game from a position spec (see the package docstring)."""
    return tw.GAMES["harmonies"](players, seed, position or None, side=side, spirits=with_spirits)


def stacks(g, seat=0):
    return g.view()["boards"][seat]["stacks"]


def board_of(**spaces):
    """A board for ``score``: space name -> colour words."""
    return [dict(spaces), {}]


def score(side="A", **spaces):
    g = new(side=side, boards=board_of(**spaces))
    return g.score(0)


# ---------------------------------------------------------------- components and setup

def test_components_are_the_published_counts():
    assert hd.TOKEN_COUNTS == (23, 23, 21, 19, 19, 15) and hd.TOKENS == 120
    assert len(hd.ANIMALS) == 32 and len(hd.CARDS) == 32 and len(hd.SPIRITS) == 10
    assert len(hb.layout("A").names) == 23 and len(hb.layout("B").names) == 25
    for card in hd.ANIMALS + hd.SPIRITS:
        assert all(kind in hd.KINDS for _, _, kind in card.cells)
        # every habitat fits on both boards and its cells touch each other
        for side in "AB":
            assert hb.placements(side, card)
    for card in hd.ANIMALS:
        assert 2 <= len(card.ladder) <= 5 and list(card.ladder) == sorted(card.ladder)


PUBLISHED_ANIMALS = ("alligator alpaca arctic_fox bat bear bee boar crow duck falcon fennec_fox fish flamingo frog "
                     "hedgehog kingfisher koala ladybug lizard macaque macaw meerkat otter panther peacock penguin "
                     "rabbit raccoon ray shrew squirrel wolf").split()


def habitat(card_id):
    """A card's habitat as its cube kind and the sorted kinds around it."""
    card = hd.CARDS.get(card_id) or hd.SPIRIT_CARDS[card_id]
    return card.cells[0][2], sorted(kind for _, _, kind in card.cells[1:])


def test_the_animal_cards_are_the_published_ones():
    assert sorted(hd.CARDS) == PUBLISHED_ANIMALS
    # a few cards pinned whole: habitat (cube space first) and ladder
    assert habitat("frog") == ("water", ["bush"]) and hd.CARDS["frog"].ladder == (2, 4, 6, 10, 15)
    assert habitat("bee") == ("tree", ["field", "field", "field"]) and hd.CARDS["bee"].ladder == (8, 18)
    assert habitat("alligator") == ("water", ["oak", "water"]) and hd.CARDS["alligator"].ladder == (4, 9, 15)
    assert habitat("falcon") == ("peak", ["field"]) and hd.CARDS["falcon"].ladder == (5, 11)
    assert habitat("ladybug") == ("field", ["bush"]) and hd.CARDS["ladybug"].ladder == (2, 5, 8, 12, 17)
    assert habitat("crow") == ("field", ["building", "building"]) and hd.CARDS["crow"].ladder == (4, 9)
    # the alligator's cube sits at the end of its line, away from the tree: water, water, oak in a row
    assert {(dq, dr) for dq, dr, _ in hd.CARDS["alligator"].cells} == {(0, 0), (-1, 0), (-2, 0)}
    assert sorted(hd.SPIRIT_CARDS) == sorted("butterfly cat crane deer dragonfly lion marmot owl ram tortoise".split())


def test_side_b_is_the_published_board_of_25_spaces():
    lay = hb.layout("B")
    columns = [sum(1 for n in lay.names if n[0] == letter) for letter in "abcdefg"]
    assert columns == [4, 3, 4, 3, 4, 3, 4] and lay.names[-1] == "g4"
    assert sorted(lay.names[i] for i in lay.neighbours[lay.index["d2"]]) == ["c2", "c3", "d1", "d3", "e2", "e3"]
    assert sorted(lay.names[i] for i in lay.neighbours[lay.index["a1"]]) == ["a2", "b1"]
    g = tw.new("harmonies", players=2, seed=4, side="B")
    assert all(b["empty"] == 25 for b in g.view()["boards"]) and len(g.view()["spaces"]) == 25
    g.play("take 1")
    assert f"{g.view()['hand'][0]} g4" in g.legal_actions()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players):
    g = tw.new("harmonies", players=players, seed=4)
    v = g.view()
    spaces = 3 if players == 1 else 5
    assert len(v["central"]) == spaces and all(len(s) == 3 for s in v["central"])
    assert v["bag_total"] == 120 - 3 * spaces and len(v["river"]) == spaces and v["deck"] == 32 - spaces
    assert v["solo"] == (players == 1) and g.to_move == (0,) and v["phase"] == "take"
    assert all(b["stacks"] == {} and b["empty"] == 23 for b in v["boards"])
    g.check_invariants()


def test_options_are_checked():
    with pytest.raises(tw.OptionError):
        tw.new("harmonies", side="C")
    with pytest.raises(tw.OptionError):
        tw.new("harmonies", players=5)
    assert tw.new("harmonies", side="b").opts["side"] == "B"


# ---------------------------------------------------------------- placing tokens

STACKING = [
    ((), BLUE, True), ((), RED, True), ((), GREEN, True), ((), YELLOW, True),
    ((BLUE,), BLUE, False), ((YELLOW,), GREY, False), ((BLUE,), RED, False),
    ((GREY,), GREY, True), ((GREY, GREY), GREY, True), ((GREY, GREY, GREY), GREY, False),
    ((BROWN,), BROWN, True), ((BROWN, BROWN), BROWN, False),
    ((BROWN,), GREEN, True), ((BROWN, BROWN), GREEN, True), ((GREEN,), GREEN, False), ((GREY,), GREEN, False),
    ((GREY,), RED, True), ((BROWN,), RED, True), ((RED,), RED, True), ((GREY, GREY), RED, False),
    ((BROWN, BROWN), RED, False), ((GREEN,), RED, False), ((GREY, RED), RED, False), ((RED,), GREY, False),
    ((BROWN, GREEN), BROWN, False),
]


@pytest.mark.parametrize("stack,colour,ok", STACKING)
def test_stacking_rules(stack, colour, ok):
    assert hb.can_place(stack, colour, False) is ok
    assert hb.can_place(stack, colour, True) is False or stack == ()      # never on a cube
    if not ok:
        assert hb.why_not_place(stack, colour, False)


def test_placing_in_play_follows_the_stacking_rules():
    g = new(boards=[{"a1": "blue", "b1": "brown", "c1": "grey grey grey", "d1": "brown green"}, {}],
            hand="grey green red")
    legal = g.legal_actions()
    assert "green b1" in legal and "red b1" in legal and "grey b1" not in legal
    refused(g, "grey a1", match="nothing may be stacked on a blue or yellow token")
    refused(g, "grey c1", match="grey tokens only go on an empty space or on 1 or 2 grey")
    refused(g, "red d1", match="that tree is complete")
    refused(g, "brown a2", match="no brown token")
    g.play("green b1")
    assert stacks(g)["b1"] == ["brown", "green"] and g.view()["hand"] == ["grey", "red"]


def test_never_on_a_cube():
    g = new(boards=[{"c3": "yellow", "a1": "grey"}, {}], cubes=[["a1"], []], cards=[["meerkat:1"], []],
            hand="grey grey red")
    refused(g, "grey a1", match="animal cube")
    assert not any(a.endswith(" a1") for a in g.legal_actions())


def test_one_set_per_turn_all_three_tokens_placed_before_the_end():
    g = new()
    first = g.view()["central"][1]
    g.play("take 2")
    assert sorted(g.view()["hand"]) == sorted(first) and g.view()["central"][1] == []
    refused(g, "take 3", match="only one set per turn")
    refused(g, "end", match="place all three tokens")
    for _ in range(3):
        colour = g.view()["hand"][0]
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    assert g.legal_actions()[-1] == "end"
    g.play("end")
    v = g.view()
    assert g.to_move == (1,) and len(v["central"][1]) == 3 and v["bag_total"] == 120 - 18


def test_tokens_before_taking_and_empty_spaces_are_refused():
    g = new()
    refused(g, "blue c3", match="take a set of 3 tokens")
    refused(g, "end", match="needs a set of 3 tokens")
    refused(g, "take 9", match="spaces 1 to 5")
    g = new(central=[[], "blue blue blue", "red red red", "grey grey grey", "green green green"])
    refused(g, "take 1", match="empty")
    assert "take 1" not in g.legal_actions()


def test_undo_inside_the_turn_but_not_past_the_refill():
    g = new()
    g.play("take 1")
    colour = g.view()["hand"][0]
    g.play(f"{colour} c3")
    testing.check_undo_policy(g)
    g.undo()
    g.undo()
    assert g.history == [] and g.view()["phase"] == "take"
    g.play("take 1")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    with pytest.raises(tw.IllegalAction):
        g.undo(0)


# ---------------------------------------------------------------- animal cards and cubes

def test_taking_a_card_once_per_turn_in_either_order():
    g = new(river=["koala", "duck", "frog", "otter", "bear"])
    g.play("card koala")              # before taking tokens: the order is free
    assert g.view()["boards"][0]["cards"][0]["id"] == "koala" and len(g.view()["river"]) == 4
    refused(g, "card duck", match="one per turn")
    g.play("take 1")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    assert len(g.view()["river"]) == 5          # refilled at the end of the turn


def test_at_most_four_unfinished_cards():
    g = new(cards=[["koala", "duck", "frog", "otter:1"], []], boards=[{"a1": "blue"}, {}], cubes=[["a1"], []],
            river=["bear", "wolf", "bee", "bat", "crow"])
    refused(g, "card bear", match="4 unfinished cards")
    assert not any(a.startswith("card ") for a in g.legal_actions())
    # a finished card no longer counts
    g = new(cards=[["koala", "duck", "frog", "falcon:2"], []],
            boards=[{"a1": "grey grey grey", "a3": "grey grey grey"}, {}], cubes=[["a1", "a3"], []],
            river=["bear", "wolf", "bee", "bat", "crow"])
    assert "card bear" in g.legal_actions()


def test_cube_needs_the_habitat_in_any_rotation():
    # meerkat: cube on a single grey token with a field next to it, in any of the six directions
    for field in ("c2", "c4", "b2", "b3", "d2", "d3"):
        g = new(boards=[{"c3": "grey", field: "yellow"}, {}], cards=[["meerkat"], []])
        assert "cube meerkat c3" in g.legal_actions(), field
        assert "cube meerkat " + field not in g.legal_actions()          # the cube goes on the marked space
    g = new(boards=[{"c3": "grey", "c5": "yellow"}, {}], cards=[["meerkat"], []])      # not adjacent
    refused(g, "cube meerkat c3", match="habitat is not formed")
    refused(g, "cube meerkat c5", match="habitat is not formed")
    # three cells: the cube goes on the end of the alligator's line, never on its middle
    g = new(boards=[{"c1": "blue", "c2": "blue", "c3": "brown brown green"}, {}], cards=[["alligator"], []])
    assert [a for a in g.legal_actions() if a.startswith("cube")] == ["cube alligator c1"]
    g = new(boards=[{"c1": "blue", "c3": "blue", "c2": "brown brown green"}, {}], cards=[["alligator"], []])
    assert not [a for a in g.legal_actions() if a.startswith("cube")]
    # patterns turn but are never mirrored: the arctic fox's trees lie on either side of the field
    g = new(boards=[{"c3": "yellow", "c2": "brown green", "d3": "brown green"}, {}], cards=[["arctic_fox"], []])
    assert "cube arctic_fox c3" in g.legal_actions()


def test_cube_heights_must_match_exactly():
    g = new(boards=[{"c3": "grey grey grey", "c4": "yellow"}, {}], cards=[["falcon"], []])
    assert "cube falcon c3" in g.legal_actions()
    g = new(boards=[{"c3": "grey grey", "c4": "yellow"}, {}], cards=[["falcon"], []])
    assert "cube falcon c3" not in g.legal_actions()
    # a building is red on grey, brown or red: any of them
    for under in ("grey", "brown", "red"):
        g = new(boards=[{"c3": "blue", "c4": f"{under} red"}, {}], cards=[["duck"], []])
        assert "cube duck c3" in g.legal_actions()
    g = new(boards=[{"c3": "blue", "c4": "red"}, {}], cards=[["duck"], []])
    assert "cube duck c3" not in g.legal_actions()      # a lone red token is no building


def test_cubes_one_per_space_many_per_turn_and_the_ladder():
    g = new(boards=[{"a1": "grey", "a2": "yellow", "a3": "grey", "a4": "yellow", "c3": "grey", "c4": "yellow"},
                    {}], cards=[["meerkat"], []])
    assert [a for a in g.legal_actions() if a.startswith("cube")] == ["cube meerkat a1", "cube meerkat a3",
                                                                      "cube meerkat c3"]
    assert g.score(0)["animals"] == 0
    g.play("cube meerkat a1")
    assert g.score(0)["animals"] == 2
    refused(g, "cube meerkat a1", match="already holds a cube")
    g.play("cube meerkat a3")
    g.play("cube meerkat c3")
    assert g.score(0)["animals"] == 9 and g.view()["boards"][0]["cards"][0]["placed"] == 3
    # the same token may belong to several habitats, but a space takes one cube
    g = new(boards=[{"c3": "blue", "c4": "green", "c2": "brown red"}, {}], cards=[["duck", "frog"], []])
    assert {"cube duck c3", "cube frog c3"} <= set(g.legal_actions())
    g.play("cube duck c3")
    assert "cube frog c3" not in g.legal_actions()
    refused(g, "cube frog c3", match="already holds a cube")


def test_cube_spaces_need_tokens_and_counts_must_agree():
    with pytest.raises(tw.OptionError, match="token under"):
        new(cards=[["falcon:1"], []], cubes=[["a1"], []])
    with pytest.raises(tw.OptionError, match="cubes"):
        new(cards=[["falcon:2"], []], cubes=[[], []])


def test_card_limit_then_finishing_frees_it():
    g = new(boards=[{"c3": "grey grey grey", "c4": "yellow", "a1": "grey grey grey", "a2": "yellow"}, {}],
            cards=[["falcon:1", "koala", "duck", "frog"], []], cubes=[["a1"], []],
            river=["bear", "wolf", "bee", "bat", "crow"])
    assert not any(a.startswith("card ") for a in g.legal_actions())
    g.play("cube falcon c3")
    assert g.view()["boards"][0]["cards"][0]["done"] and "card bear" in g.legal_actions()
    assert g.score(0)["animals"] == 11


# ---------------------------------------------------------------- end of the game

BLUE_SETS = ["blue blue blue"] * 5


def filled(count, side="A"):
    """The first ``count`` spaces of a board covered with single tokens of mixed colours."""
    cycle = ("grey", "brown", "green", "red", "yellow")
    return {n: cycle[i % 5] for i, n in enumerate(hb.layout(side).names[:count])}


def test_two_empty_spaces_end_the_game_after_the_round():
    full = filled(18)          # 5 empty spaces left
    g = new(players=3, boards=[dict(full), {}, {}], hand="blue blue blue", central=BLUE_SETS)
    for space in ("e1", "e2", "e3"):
        g.play(f"blue {space}")
    g.play("end")
    assert g.view()["final_round"] and not g.over and g.to_move == (1,)
    assert "2 or fewer empty spaces" in g.view()["end_reason"]
    for seat in (1, 2):
        g.play("take 1", seat=seat)
        for colour in list(g.view()["hand"]):
            g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")), seat=seat)
        g.play("end", seat=seat)
    assert g.over and g.to_move == ()
    assert g.result()["scores"] == [g.score(s)["total"] for s in range(3)]


def test_the_last_seat_triggering_ends_at_once():
    g = new(players=2, boards=[{}, filled(18)], turn=1, hand="blue blue blue", central=BLUE_SETS)
    for space in ("e1", "e2", "e3"):
        g.play(f"blue {space}")
    g.play("end")
    assert g.over


def test_bag_refill_failure_triggers_the_end():
    g = new(players=2)
    # nearly every token is out of the bag: keep 2 yellow ones, the rest set aside (counted in the box)
    g.bag = [0, 0, 0, 0, 2, 0]
    g.box = [hd.TOKEN_COUNTS[c] - g.bag[c] - sum(t.count(c) for t in g.central) for c in range(6)]
    g.check_invariants()
    g.play("take 1")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    assert g.view()["final_round"] and "cannot refill" in g.view()["end_reason"] and g.view()["central"][0] == []
    g.play("take 2")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    assert g.over and "cannot refill" in g.result()["reason"]


def _last_turn(g, seat=1):
    """Seat ``seat`` places its three tokens on its first empty spaces and ends the turn."""
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")), seat=seat)
    g.play("end", seat=seat)


def test_a_tie_goes_to_the_most_animal_cubes():
    # Fern: a meerkat (2) on c3; River: a river of two tokens (2). River's last turn adds three trunks.
    g = new(boards=[{"c3": "grey", "c4": "yellow"}, {"c3": "blue", "c4": "blue"}], cards=[["meerkat:1"], []],
            cubes=[["c3"], []], turn=1, final_round=True, hand="brown brown brown")
    _last_turn(g)
    r = g.result()
    assert r["scores"] == [2, 2] and r["winners"] == [0] and r["ranking"] == [1, 2]
    assert "wins the tie with 1 animal cubes" in r["reason"] and "1 animal cube placed" in r["details"][0]


def test_a_tie_on_points_and_cubes_is_shared():
    g = new(players=3, boards=[{"c3": "grey", "c4": "yellow", "e1": "brown green", "e3": "green", "e5": "green"},
                               {"c3": "brown green", "c2": "green", "e5": "brown green"}, {"a1": "green"}],
            cards=[["meerkat:1"], ["koala:1"], []], cubes=[["c3"], ["c3"], []], turn=2, final_round=True,
            hand="brown brown brown")
    _last_turn(g, seat=2)
    r = g.result()
    assert r["scores"] == [7, 10, 1] and r["winners"] == [1]      # no tie: the best score alone wins
    g = new(players=3, boards=[{"c3": "grey", "c4": "yellow", "e1": "brown green", "e3": "green", "e5": "green"},
                               {"c3": "brown green", "c2": "green"}, {"a1": "green"}],
            cards=[["meerkat:1"], ["koala:1"], []], cubes=[["c3"], ["c3"], []], turn=2, final_round=True,
            hand="brown brown brown")
    _last_turn(g, seat=2)
    r = g.result()
    assert r["scores"] == [7, 7, 1] and r["winners"] == [0, 1] and r["ranking"] == [1, 1, 3]
    assert "shared" in r["reason"]


# ---------------------------------------------------------------- scoring

def test_trees_score_by_height():
    assert score(c3="green")["trees"] == 1
    assert score(c3="brown green")["trees"] == 3
    assert score(c3="brown brown green")["trees"] == 7
    assert score(c3="brown brown", c4="brown")["trees"] == 0      # trunks alone score nothing
    assert score(a1="green", c3="brown green", e5="brown brown green")["trees"] == 11


def test_mountains_score_only_next_to_another_mountain():
    assert score(c3="grey grey grey")["mountains"] == 0
    assert score(c3="grey grey grey", c5="grey grey")["mountains"] == 0          # not adjacent
    assert score(c3="grey grey grey", c4="grey")["mountains"] == 8
    assert score(c3="grey grey", c4="grey grey", c5="grey")["mountains"] == 7
    assert score(c3="grey grey", c4="grey red")["mountains"] == 0    # a building on grey is no mountain


def test_fields_score_per_group_of_two_or_more():
    assert score(a1="yellow")["fields"] == 0
    assert score(a1="yellow", a2="yellow")["fields"] == 5
    assert score(a1="yellow", a2="yellow", a3="yellow", b1="yellow")["fields"] == 5
    assert score(a1="yellow", a2="yellow", e4="yellow", e5="yellow", c3="yellow")["fields"] == 10


def test_buildings_need_three_colours_around_on_top():
    base = {"c3": "grey red", "c2": "brown green", "c4": "brown", "b2": "brown"}
    assert score(**base)["buildings"] == 0                       # green and brown only
    assert score(**base, d2="blue")["buildings"] == 5            # green, brown, blue
    assert score(**{**base, "c2": "brown"}, d2="blue")["buildings"] == 0   # only the top colour counts
    assert score(c3="red red", c2="red", c4="yellow", b2="blue")["buildings"] == 5   # red neighbours count
    assert score(c3="red", c2="green", c4="yellow", b2="blue")["buildings"] == 0     # a lone red is no building


def test_water_side_a_counts_the_shortest_path_of_the_longest_river():
    # The rules page counts the tokens on the SHORTEST path between two blue tokens, and we keep that
    # for a closed ring too (Board Game Arena's code counts a ring as all of its tokens; the page is
    # explicit, so it wins).
    assert score(c3="blue")["water"] == 0
    assert score(c3="blue", c4="blue")["water"] == 2
    assert score(c3="blue", c4="blue", c5="blue")["water"] == 5
    # a ring of six around c3: going round is longer, but the shortest path between
    # two opposite tokens holds 4 tokens
    ring = {n: "blue" for n in ("b2", "b3", "c2", "c4", "d2", "d3")}
    assert hb.longest_river(hb.layout("A"), new(boards=[ring, {}]).stacks[0]) == 4
    assert score(**ring)["water"] == 8
    # seven in a winding line without shortcuts: 15 + 4
    line = {n: "blue" for n in ("a1", "a2", "a3", "b3", "b4", "c5", "d4")}
    assert score(**line)["water"] == 19
    # a sharp bend is a shortcut: a4 and b4 touch, so a1..a5 + b4 + c5 is 6 tokens by the shortest path
    bend = {n: "blue" for n in ("a1", "a2", "a3", "a4", "a5", "b4", "c5")}
    assert score(**bend)["water"] == 15
    # two rivers: only the longest counts
    assert score(a1="blue", a2="blue", e1="blue", e2="blue", e3="blue")["water"] == 5
    assert [hd.river_points(n) for n in range(1, 9)] == [0, 2, 5, 8, 11, 15, 19, 23]


def test_water_side_b_counts_islands():
    assert score("B", a1="grey")["water"] == 5                   # no water: one island
    wall = {n: "blue" for n in ("c1", "c2", "c3", "c4")}
    assert score("B", **wall, a1="grey", e4="yellow")["water"] == 10
    # The page is silent on spaces still empty; as in the published game (Board Game Arena's
    # scoring), an island is any group of spaces without water, empty ones included.
    assert score("B")["water"] == 5                              # an empty board is one island
    assert score("B", **wall)["water"] == 10                     # two islands of empty spaces
    assert score("B", **wall, a1="grey", b2="green")["water"] == 10
    assert score("B", a1="blue", a2="grey")["water"] == 5
    assert score("B", b1="blue", a2="blue", a1="yellow")["water"] == 10     # a1 cut off in its corner
    # a lone blue token splits nothing
    assert score("B", c2="blue", a1="grey", e4="yellow")["water"] == 5


def test_total_adds_every_category():
    g = new(boards=[{"c3": "brown green", "c2": "green", "c4": "blue", "c5": "blue", "a1": "yellow",
                     "a2": "yellow"}, {}], cards=[["koala:1"], []], cubes=[["c3"], []])
    s = g.score(0)
    assert s == {"trees": 4, "mountains": 0, "fields": 5, "buildings": 0, "water": 2, "animals": 3,
                 "spirit": 0, "total": 14}
    assert g.view()["boards"][0]["score"] == s


# ---------------------------------------------------------------- Nature's Spirit cards

def test_spirit_choice_comes_first_and_uses_a_slot():
    g = tw.new("harmonies", players=2, seed=6, spirits=True)
    offer = [c["id"] for c in g.view()["boards"][0]["offer"]]
    assert len(offer) == 2 and g.legal_actions() == [f"spirit {sid}" for sid in offer]
    assert g.view()["phase"] == "spirit" and "Nature's Spirit" in g.status()
    refused(g, "take 1", match="first keeps one of the two")
    g.play(f"spirit {offer[1]}")
    v = g.view()["boards"][0]
    assert v["spirit"]["id"] == offer[1] and v["offer"] == [] and v["open_cards"] == 1
    assert g.view()["phase"] == "take" and g.to_move == (0,)
    other = [c["id"] for c in g.view()["boards"][1]["offer"]]
    assert not set(other) & set(offer)
    g.play("take 1")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    assert g.legal_actions() == [f"spirit {sid}" for sid in other]


def test_spirit_scores_only_once_its_cube_is_placed():
    boards = [{"c3": "grey grey grey", "c4": "grey grey", "a1": "grey grey grey", "e1": "grey"}, {}]
    g = new(with_spirits=True, boards=boards, spirits=["ram", "cat"])
    assert g.score(0)["spirit"] == 0 and g.legal_actions().count("cube ram c3") == 1
    assert "cube ram a1" not in g.legal_actions()            # its hill is missing
    g.play("cube ram c3")
    assert g.score(0)["spirit"] == 12 and g.view()["boards"][0]["open_cards"] == 0


@pytest.mark.parametrize("sid,spaces,points", [
    # fields of 1, 2 and 3 yellow tokens: 2 + 2 + 10
    ("lion", {"a1": "yellow", "c1": "yellow", "c2": "yellow", "e1": "yellow", "e2": "yellow", "e3": "yellow"}, 14),
    ("butterfly", {"a1": "yellow", "c1": "yellow", "c2": "yellow", "e5": "yellow"}, 15),
    ("deer", {"a1": "green", "a2": "brown green", "e1": "brown brown green", "e3": "brown"}, 8),
    ("owl", {"a1": "green", "a3": "brown green", "e1": "brown brown green"}, 7),
    ("cat", {"a1": "grey red", "a2": "brown red", "c3": "red red", "e5": "red"}, 8),
    ("crane", {"a1": "grey red", "a2": "brown red", "c3": "red red", "e1": "red red", "e2": "red red"}, 12),
    # mountains score here without a neighbour
    ("ram", {"a1": "grey", "c3": "grey grey", "e5": "grey grey grey"}, 8),
    ("marmot", {"a1": "grey", "c3": "grey grey", "e5": "grey grey grey"}, 7),
    ("dragonfly", {"a1": "blue", "a2": "blue", "c3": "blue", "e1": "blue", "e2": "blue", "e3": "blue"}, 14),
    ("tortoise", {"a1": "blue", "e5": "blue", "c3": "blue"}, 6),
])
def test_each_spirit_rule(sid, spaces, points):
    lay = hb.layout("A")
    g = new(boards=[spaces, {}])
    assert hb.spirit_points(lay, hd.SPIRIT_CARDS[sid], tuple(g.stacks[0])) == points


# ---------------------------------------------------------------- solo

def test_solo_clears_the_leftover_sets_and_offers_a_discard():
    g = tw.new("harmonies", players=1, seed=2)
    river = [c["id"] for c in g.view()["river"]]
    assert [a for a in g.legal_actions() if a.startswith("discard")] == [f"discard {c}" for c in river]
    g.play(f"discard {river[0]}")
    assert not any(a.startswith(("card ", "discard ")) for a in g.legal_actions())
    refused(g, f"card {river[1]}", match="one per turn")
    g.play("take 2")
    for colour in list(g.view()["hand"]):
        g.play(next(a for a in g.legal_actions() if a.startswith(colour + " ")))
    g.play("end")
    v = g.view()
    assert v["box"] == 6 and v["bag_total"] == 120 - 9 - 9 and all(len(s) == 3 for s in v["central"])
    assert len(v["river"]) == 3 and v["discarded"] == [river[0]]
    refused(tw.new("harmonies", players=2, seed=1), "discard " + tw.new("harmonies", players=2, seed=1)
            .view()["river"][0]["id"], match="solo rule only")


def test_solo_plays_to_the_end_and_counts_suns():
    g = tw.new("harmonies", players=1, seed=3)
    bot = GreedyBot(seed=1, samples=1)
    turns = 0
    while not g.over:
        action = bot.choose(g, 0)
        turns += action == "end"
        g.play(action)
    assert turns <= 13               # 120 tokens, 9 leave the bag each turn
    suns = hd.suns_for(g.result()["scores"][0], "A", None)
    assert g.view()["suns"] == suns and f"{suns} sun" in g.result()["reason"]
    assert hd.suns_for(40, "B", None) == 3 and hd.suns_for(160, "A", None) == 11
    assert hd.suns_for(95, "A", hd.SPIRIT_CARDS["lion"]) == 5 and hd.suns_for(95, "B", hd.SPIRIT_CARDS["ram"]) == 3


def test_solo_bonus_suns_count_without_a_base_sun():
    assert hd.suns_for(39, "A", None) == 3               # side A and no spirit: 1 + 2, with no sun for 39 points
    assert hd.suns_for(0, "B", hd.SPIRIT_CARDS["crane"]) == 1      # a spirit scoring groups
    assert hd.suns_for(0, "B", hd.SPIRIT_CARDS["deer"]) == 0
    g = new(players=1, boards=[filled(20)], final_round=True, hand="blue blue blue")
    for space in ("e3", "e4", "e5"):
        g.play(f"blue {space}")
    g.play("end")
    assert g.over and g.result()["scores"][0] < 40
    assert g.view()["suns"] == 3 and "3 suns" in g.result()["reason"]


# ---------------------------------------------------------------- words, notation, views

def test_notation_is_lenient():
    g = new()
    assert g.parse("Take 2") == "take 2" and g.parse("t2") == "take 2" and g.parse("set 2") == "take 2"
    assert g.parse("place Gray on C3") == "grey c3" and g.parse("c3 blue") == "blue c3"
    assert g.parse("card Frog") == "card frog" and g.parse("take frog") == "card frog"
    assert g.parse("cube frog c3") == "cube frog c3" and g.parse("frog c3") == "cube frog c3"
    assert g.parse("card arctic_fox") == "card arctic_fox"
    assert g.parse("end turn") == "end" and g.parse("Done") == "end"
    assert g.parse("keep owl") == "spirit owl" and g.parse("discard frog") == "discard frog"
    refused(g, "hello world", match="not a harmonies action")


def test_describe_label_parts_status():
    g = new(central=["grey red blue", "blue blue blue", "red red red", "grey grey grey", "green green green"],
            river=["koala", "duck", "frog", "otter", "bear"])
    assert g.describe("take 1", 0) == "Fern takes the set grey, red, blue from central space 1." or \
        g.describe("take 1", 0) == "Fern takes the set blue, grey, red from central space 1."
    assert g.parts("take 1", 0) == ["central:1"] and g.label("take 1", 0) == "Take set 1"
    assert g.parts("card koala", 0) == ["river:koala"] and "Koala card" in g.describe("card koala", 0)
    assert "to take a set of 3 tokens" in g.status()
    g.play("take 1")
    assert g.parts("grey c3", 0) == ["hand:grey", "space:0:c3"] and g.label("grey c3", 0) == "Grey → c3"
    assert "to place blue, grey, red" in g.status()
    g.play("grey c3")
    assert g.describe("red c3", 0) == "Fern places a red token on c3, on the grey stack."
    assert g.parts("end", 0) == [] and g.label("end", 0) == "End turn"
    assert g.parts("cube koala c3", 0) == ["card:koala", "space:0:c3"]
    assert g.log_for(None)[-1]["text"] == "Fern places a grey token on c3, on an empty space."


def test_view_is_json_and_has_the_documented_keys():
    g = tw.new("harmonies", players=3, seed=2, spirits=True)
    for seat in (None, 0, 1, 2):
        v = g.view(seat)
        json.dumps(v)
        assert {"side", "solo", "spirits", "spaces", "central", "bag", "bag_total", "river", "deck", "boards",
                "turn", "phase", "hand", "taken", "card_action", "placed", "cubed", "last", "final_round",
                "end_reason"} <= set(v)
        assert {"stacks", "cubes", "cards", "spirit", "offer", "empty", "open_cards", "score"} <= set(v["boards"][0])


def test_package_docstring_examples_run():
    result = doctest.testmod(pkg, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
    assert doctest.testmod(hb).failed == 0


def test_positions_are_checked():
    with pytest.raises(tw.OptionError, match="not a space"):
        new(boards=[{"z9": "blue"}, {}])
    with pytest.raises(tw.OptionError, match="cannot be built"):
        new(boards=[{"c3": "blue grey"}, {}])
    with pytest.raises(tw.OptionError, match="no key"):
        new(colour="red")
    with pytest.raises(tw.OptionError, match="more blue tokens"):
        new(boards=[{n: "blue" for n in hb.layout("A").names}, {}], final_round=True)
    with pytest.raises(tw.OptionError, match="no animal card"):
        new(cards=[["unicorn"], []])
    with pytest.raises(tw.OptionError, match="spirits is off"):
        new(spirits=["owl", None])


# ---------------------------------------------------------------- bots

def test_heuristic_and_greedy_take_an_open_cube():
    g = new(boards=[{"c3": "grey", "c4": "yellow"}, {}], cards=[["meerkat"], []])
    assert GreedyBot(seed=1).choose(g, 0) == "cube meerkat c3"
    assert -1 < g.heuristic(0) < 1 and g.heuristic(0) == pytest.approx(-g.heuristic(1), abs=0.3)


def test_greedy_beats_random():
    wins = 0
    for i in range(6):
        g = tw.new("harmonies", players=2, seed=40 + i, side="AB"[i % 2])
        bots = [make_bot(type(g), "greedy", seed=i), RandomBot(seed=i)]
        if i % 2:
            bots.reverse()
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += (i % 2) in g.result()["winners"]
    assert wins >= 5


def test_mcts_level_plays_a_legal_move_quickly():
    bot = make_bot(tw.GAMES["harmonies"], "mcts", seed=1)
    assert isinstance(bot, MCTSBot) and (bot.iterations, bot.seconds) == (1200, None)   # a fixed budget
    bot.iterations = 100
    g = new(boards=[{"c3": "grey", "c4": "yellow"}, {}], cards=[["meerkat"], []])
    assert bot.choose(g, 0) in g.legal_actions()


def test_clone_is_independent():
    g = tw.new("harmonies", players=2, seed=3)
    g.play("take 1")
    twin = g.clone()
    twin.play(twin.legal_actions()[0])
    assert len(g.history) == 1 and g.view() != twin.view()
    assert testing._all_views(g.clone()) == testing._all_views(g)


# ---------------------------------------------------------------- the shared kit

@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("side", ["A", "B"])
def test_random_playouts(players, side):
    def consistent(g):
        v = g.view()
        for s, b in enumerate(v["boards"]):
            assert b["score"]["total"] == sum(b["score"][k] for k in ("trees", "mountains", "fields", "buildings",
                                                                      "water", "animals", "spirit"))
            assert b["empty"] == len(v["spaces"]) - len(b["stacks"])

    stats = testing.random_playouts("harmonies", games=25, seed=players, players=players, side=side,
                                    spirits=players % 2 == 0, check=consistent, every=5)
    assert stats["finished"] == 25 and sum(stats["wins"]) >= 25


@pytest.mark.parametrize("players,side,spirits", [(1, "A", True), (2, "B", False), (3, "A", False), (4, "B", True)])
def test_full_contract(players, side, spirits):
    testing.full_contract_check("harmonies", range(1), players=players, side=side, spirits=spirits,
                                fuzz_every=11)


def test_replay_and_save():
    g = testing.check_replay("harmonies", seed=5, players=3, spirits=True)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    mid = tw.new("harmonies", players=2, seed=9, side="B")
    rng = random.Random(9)
    for _ in range(25):
        seat = mid.to_move[0]
        mid.play(rng.choice(mid.legal_actions(seat)), seat=seat)
    testing.check_save_roundtrip(mid)
    testing.check_undo_policy(mid)
    assert testing.fuzz_actions(mid, rng) > 0
    g = new(boards=[{"c3": "grey", "c4": "yellow"}, {}], cards=[["meerkat"], []])
    g.play("cube meerkat c3")
    testing.check_save_roundtrip(g)


# ---------------------------------------------------------------- lesson

def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson("harmonies", plies=2)
    assert {g.opts["side"] for g in games} == {"A", "B"} and any(g.solo for g in games)
    assert any(g.opts["spirits"] for g in games)
