"""Revive: a scripted test per rule of the page (the turn, cards and slots, the switch, exploring,
building, populating, hibernating, range, machines, tribe abilities, points, artifacts and end
tokens, the long game, final scoring; the expansion's devotion, Scyphoz cards, journeys and lakes;
vast crystals), seeded random games for 1 to 4 players, and the shared contract kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.games import revive as package
from tablewidgets.games.revive import data as D
from tablewidgets.games.revive import rules as R
from tablewidgets.testing import refused

NAME = "revive"


def game(players=2, seed=1, **opts):
    return tw.new(NAME, players=players, seed=seed, **opts)


def touch(g):
    """After a test changed the state by hand: drop what the model computed from it."""
    g._legal_memo = None
    g._dist = {}


def give(g, seat, **res):
    g.ps[seat]["res"].update(res)
    touch(g)


def hand(g, seat, cards):
    """Put ``cards`` (citizen or starting cards) into the seat's active area."""
    for c in cards:
        g._take_card(c)
    g.ps[seat]["active"] = sorted(set(g.ps[seat]["active"]) | set(cards))
    touch(g)


def lay(g, key, tid, rot=0):
    """Place tile ``tid`` face up at ``key`` without anyone exploring it."""
    tile = g.tiles[key]
    g.pool[tile["ring"]].remove(tid)
    tile["id"] = tid
    tile["rot"] = rot
    pos = tuple(map(int, key.split("-")))
    if tid in D.VAST_TILES:
        g.vast.add(key)
        g._lay(pos, ("XXX",) * 3, tid)
    else:
        g._lay(pos, R.rotate(D.TILES[tid]["rows"], rot), tid, water=D.TILES[tid]["water"])
    touch(g)


def settle(g, *actions):
    for a in actions:
        g.play(a)


# ---------------------------------------------------------------------- data and setup
def test_docstrings_run():
    for module in (package, D):
        assert doctest.testmod(module).failed == 0
    assert doctest.testmod(package).attempted > 0


def test_the_pages_numbers_are_kept_in_the_components():
    assert len(D.SLOTS) == 5 and D.NORMAL_BUILDINGS == 5 and D.LARGE_BUILDINGS == 3
    assert D.BUILD_COST == {"normal": 3, "large": 5} and D.TECH_BOOKS == (2, 3, 4)
    assert len(D.TECH_ROWS) == 7 and D.TRIBE_DISCS == 5 and D.START_ENERGY == 1
    hexes = list(D.TRACK_HEXES.values())
    assert hexes.count("artifact") == 3 and sorted(h for h in hexes if h != "artifact") == sorted(D.COLORS)
    assert all(2 <= n <= 3 for n in D.MODULE_ROOM.values())
    assert all(1 <= len(m["colors"]) <= 2 for m in D.MODULES.values())
    assert D.CRYSTAL_LIMIT == 3 and D.RESOURCE_LIMIT == 6
    assert R.Revive.designed_components and "designed" in R.Revive.blurb


def test_setup_six_cards_three_active_three_resting_one_energy():
    g = game(players=4)
    for p in g.ps:
        assert len(p["active"]) == 3 and len(p["rest"]) == 3 and p["energy"] == 1
        assert all(100 < c < 200 for c in p["active"] + p["rest"])
    assert len({p["tribe"] for p in g.ps}) == 4
    assert len(g.market) == D.MARKET_SIZE and len(g.artifacts) == D.ARTIFACTS_ON_BOARD[4]


def test_options_are_checked():
    with pytest.raises(OptionError, match="long game"):
        game(players=2, long_game=True)
    with pytest.raises(OptionError, match="artifact_cards"):
        game(artifact_cards="many")
    with pytest.raises(OptionError, match="no option"):
        game(lakes=True)
    assert game(players=4, long_game=True).long_tokens == 2


def test_resources_are_limited_and_a_crystal_beyond_three_becomes_the_resource_its_owner_chooses():
    """Rule (resources): at most 3 crystals and 6 of each other; more crystals are converted to any other."""
    g = game()
    give(g, 0, gear=5, book=6, food=2, crystal=3)
    g.gain(0, {"gear": 4})
    assert g.ps[0]["res"]["gear"] == 6
    give(g, 0, gear=2)
    g.gain(0, {"crystal": 2})
    touch(g)
    assert g.ps[0]["res"]["crystal"] == 3 and g.to_move == (0,)
    assert g.legal_actions() == ["into gear", "into food"]          # books are full (6)
    refused(g, "switch gear", 0, "crystal beyond the third")
    g.play("into food")
    assert g.legal_actions() == ["into gear", "into food"]          # the second extra crystal
    g.play("into gear")
    assert g.ps[0]["res"] == {"gear": 3, "book": 6, "food": 3, "crystal": 3}
    assert g.turn["pending"] == []


def test_an_extra_crystal_with_no_room_anywhere_is_lost():
    g = game()
    give(g, 0, gear=6, book=6, food=6, crystal=3)
    g.gain(0, {"crystal": 1})
    g._drop_empty()
    assert g.turn["pending"] == [] and g.ps[0]["res"]["crystal"] == 3


def test_converting_a_crystal_is_a_free_action_of_the_players_choice():
    """Rule (resources): crystals can be converted into any of the 3 basic resources, when the player wants."""
    g = game()
    give(g, 0, gear=2, book=6, food=0, crystal=2)
    free = [a for a in g.legal_actions() if a.startswith("crystal")]
    assert free == ["crystal gear", "crystal food"]                   # no room for a 7th book
    g.play("crystal food")
    assert g.ps[0]["res"] == {"gear": 2, "book": 6, "food": 1, "crystal": 1}
    assert g.turn["actions"] == 2                                     # no main action spent
    g.play("crystal gear")
    assert "crystal gear" not in g.legal_actions()
    refused(g, "crystal gear", 0, "free action")


def test_a_cost_short_of_resources_is_paid_by_converting_exactly_the_missing_crystals():
    """Rule (resources): the crystals the player converts cover what is missing; the label says how many."""
    g = game()
    give(g, 0, gear=1, book=2, food=2, crystal=2)
    assert "build normal g7" in g.legal_actions()
    assert g.label("build normal g7", 0) == "Build normal g7 (pays 2 crystals)"
    give(g, 0, gear=1, crystal=1)
    assert "build normal g7" not in g.legal_actions()                 # 1 gear and 1 crystal are not 3
    give(g, 0, gear=2, crystal=1)
    g.play("build normal g7")
    assert g.ps[0]["res"]["gear"] == 0 and g.ps[0]["res"]["crystal"] == 0


# ---------------------------------------------------------------------- the turn
def test_a_turn_is_two_main_actions_or_a_hibernation():
    g = game()
    refused(g, "end", 0, "main actions")
    g.play("switch gear")
    refused(g, "hibernate", 0, "already took one")
    assert "end" in g.legal_actions()
    c = g.ps[0]["active"][0]
    g.play(f"play {c} top1") if f"play {c} top1" in g.legal_actions() else g.play(g.legal_actions()[0])
    while g.turn["pending"]:
        g.play(g.legal_actions()[0])
    if g.to_move == (0,):
        refused(g, "switch food", 0, "switch")
        g.play("end")
    assert g.to_move == (1,)


def test_free_actions_before_between_and_after_main_actions():
    g = game()
    g.ps[0]["machines"]["field1"] = 0
    touch(g)
    g.play("machine field1")                      # before any main action
    assert g.ps[0]["res"]["food"] == 4 and g.ps[0]["used"] == ["field1"]
    refused(g, "machine field1", 0, "energy")      # one energy, one token per machine
    g.ps[0]["energy"] = 3
    g.ps[0]["machines"]["mountain1"] = 0
    touch(g)
    g.play("switch book")
    g.play("machine mountain1")                   # between the two main actions
    assert g.ps[0]["res"]["gear"] == 3


# ---------------------------------------------------------------------- cards and slots
def test_a_top_slot_gives_the_top_effect_and_a_bottom_slot_the_bottom():
    g = game()
    hand(g, 0, [1, 13])          # yellow food2/gear (bottom slot symbol), blue book2/food
    g.play("play 1 top1")
    assert g.ps[0]["res"]["food"] == 4
    g.play("play 13 bottom1")
    assert g.ps[1 - 1]["res"]["food"] == 5 and g.ps[0]["slots"]["bottom1"][0][:2] == [13, "bottom"]


def test_a_slot_takes_another_card_only_over_a_slot_symbol_and_repeats_matching_cards():
    g = game()
    hand(g, 0, [1, 4, 13])       # 1 and 4 yellow, both with the slot symbol at the bottom
    g.play("play 1 bottom1")
    assert g.ps[0]["res"]["gear"] == 3
    assert "play 4 bottom1" in g.legal_actions()     # card 1 shows its slot symbol
    g.play("play 4 bottom1")                           # 4: 2 points, and card 1 (yellow) again: 1 gear
    assert g.ps[0]["points"] == 2 and g.ps[0]["res"]["gear"] == 4
    g2 = game()
    hand(g2, 0, [13, 14])       # card 13 has its slot symbol at the bottom, not at the top
    g2.play("play 13 top1")
    refused(g2, "play 14 top1", 0, "slot symbol")


def test_slot_modules_of_the_cards_colour_give_their_effect():
    g = game()
    g.ps[0]["mods"]["top1"] = [2, 9]    # yellow: 1 point; red: 1 gear
    hand(g, 0, [1])
    g.play("play 1 top1")
    assert g.ps[0]["points"] == 1 and g.ps[0]["res"]["gear"] == 2


def test_gaining_a_module_puts_the_next_one_into_a_slot_with_room():
    g = game()
    first = g.module_row[0]
    g.gain(0, {"module": 1})
    touch(g)
    assert g.legal_actions() == [f"module {s}" for s in D.SLOTS]
    g.play("module top2")
    assert g.ps[0]["mods"]["top2"] == [first] and len(g.module_row) == D.MODULE_ROW


def test_the_side_slot_opens_with_the_middle_technology_of_the_second_row():
    g = game()
    hand(g, 0, [1])
    assert not any("side" in a for a in g.legal_actions())
    g.ps[0]["techs"] = [0, D.SIDE_TECH]
    touch(g)
    assert "play 1 side-top" in g.legal_actions() and "play 1 side-bottom" in g.legal_actions()
    g.play("play 1 side-bottom")
    assert g.ps[0]["res"]["gear"] == 3


# ---------------------------------------------------------------------- the switch
def test_the_switch_gives_one_resource_once_until_hibernation():
    g = game()
    g.play("switch crystal")
    assert g.ps[0]["res"]["crystal"] == 2 and g.ps[0]["switch"]
    refused(g, "switch food", 0, "switch is already used")
    g.ps[0]["switch"] = True
    g.turn = g._fresh_turn(0)
    touch(g)
    g.play("hibernate")
    assert not g.ps[0]["switch"]


def test_the_advanced_switch_copies_a_top_card_which_goes_to_its_owners_rest_area():
    g = game()
    hand(g, 1, [28])                      # red: 3 gears on top
    g.turn = g._fresh_turn(1)
    touch(g)
    g.play("play 28 top2", seat=1)
    g.play("end", seat=1) if 1 in g.to_move and "end" in g.legal_actions() else None
    g.turn = g._fresh_turn(0)
    touch(g)
    assert "copy 1 top2" in g.legal_actions()
    gears = g.ps[0]["res"]["gear"]
    g.play("copy 1 top2")
    assert g.ps[0]["res"]["gear"] == gears + 3
    assert g.ps[1]["slots"]["top2"] == [] and 28 in g.ps[1]["rest"]
    off = game(advanced_switch=False)
    hand(off, 1, [27])
    off.ps[1]["slots"]["top1"] = [[27, "top", "red"]]
    touch(off)
    assert not any(a.startswith("copy") for a in off.legal_actions())


# ---------------------------------------------------------------------- exploring
def test_exploring_pays_cost_and_range_then_turns_the_tile_and_gives_points_and_a_card():
    g = game()
    give(g, 0, gear=3, book=3, food=3, crystal=0)
    g.pool[1] = [1] + [t for t in g.pool[1] if t != 1]   # tile 1 is drawn next ... last
    g.pool[1].append(g.pool[1].pop(0))
    assert "explore 1-2" in g.legal_actions()
    g.play("explore 1-2")
    assert g.ps[0]["res"] == {"gear": 2, "book": 2, "food": 2, "crystal": 0}   # 1 space (h7) between
    assert g.legal_actions() == ["orient 0", "orient 1", "orient 2", "orient 3"]
    g.play("orient 1")
    rows = R.rotate(D.TILES[1]["rows"], 1)
    assert g.space["g4"] == rows[0][0] and g.ps[0]["points"] == D.TILES[1]["points"]
    cards = len(g.ps[0]["active"])
    g.play("take deck")
    assert len(g.ps[0]["active"]) == cards + 1 and g.ps[0]["gained"]


def test_range_cannot_pass_unexplored_tiles_and_counts_the_spaces_between():
    g = game()
    give(g, 0, gear=6, book=6, food=6)
    assert "explore 0-2" not in g.legal_actions()          # outer tile, behind face-down tiles
    lay(g, "1-2", 4)
    assert g._explore_cost(0, "0-2") == {"gear": 2, "book": 1, "food": 1 + 4}   # h7 to h4 lie between
    assert g.range_cost(0, ["h7"]) == 0                    # the space next to the start


def test_a_vast_crystal_gives_no_card_and_blocks_range():
    g = game(vast_crystals=True)
    give(g, 0, gear=6, book=6, food=6)
    lay(g, "1-2", 4)
    g.pool[2].remove(31)
    g.pool[2].append(31)
    g.play("explore 0-2")
    assert "0-2" in g.vast and not g.turn["pending"] and g.ps[0]["points"] == D.VAST_TILES[31]["points"]
    assert g.steps_to(0, ["h1"]) is None or all(g.space.get(n) != "X" for n in [])


# ---------------------------------------------------------------------- building
def test_building_on_desert_for_gears_and_range_with_neighbour_rewards():
    g = game()
    give(g, 0, gear=6, food=2)
    assert "build normal h7" not in g.legal_actions()      # a city is not desert
    g.play("build normal g7")              # 1 space between the start and g7: 1 food
    p = g.ps[0]
    assert p["res"]["gear"] == 3 and p["res"]["food"] == 1
    assert p["tracks"]["field"] == 1 and p["machines"] == {"field1": 0} and p["progress"] == 1
    refused(g, "build normal g7", 0, "desert")


def test_a_large_building_doubles_rewards_but_not_water():
    g = game()
    lay(g, "1-2", 1)                         # FDT / DWD / MDP: g6 M, h6 D, i6 P
    give(g, 0, gear=6, food=3)
    g.ps[0]["energy"] = 1
    g.play("build large i7")               # neighbours: i6 field, h7 city, i8 forest, j7 (face down)
    p = g.ps[0]
    assert p["tracks"]["field"] == 2 and p["tracks"]["forest"] == 2
    g2 = game()
    lay(g2, "1-2", 1)
    g2.ps[0]["res"].update(gear=6, food=6)
    g2.buildings["g5"] = [0, "normal"]
    g2.space["g5"] = "D"
    touch(g2)
    g2.gain(0, {})
    g2._adjacent_rewards(0, "g5", "large", ["h5"])        # h5 is tile 1's water: energy once
    g2._adjacent_rewards(0, "g5", "large", ["h5"])
    assert g2.ps[0]["energy"] == 2


def test_building_next_to_a_face_down_tile_pays_when_it_is_explored():
    g = game()
    give(g, 0, gear=6, food=3, book=3)
    g.play("build normal g7")              # g6 is in tile 1-2, still face down
    g.pool[1].remove(4)
    g.pool[1].append(4)                    # tile 4: MDF / CTD / DPD, its bottom row is next to g7
    g.play("explore 1-2")
    before = g.ps[0]["tracks"]["field"]
    g.play("orient 2")                     # turned: the bottom row becomes DPD reversed -> "FDM" on top
    rows = R.rotate(D.TILES[4]["rows"], 2)
    assert rows[2][0] == "F"
    assert g.ps[0]["tracks"]["forest"] == 1 and g.ps[0]["tracks"]["field"] == before


def test_range_counts_from_buildings_and_meeples_once_there_are_any():
    g = game()
    assert g.sources(0) == {"h8"}
    g.buildings["g9"] = [0, "normal"]
    touch(g)
    assert g.sources(0) == {"g9"}
    assert g.range_cost(0, ["i7"]) == 3
    g.ps[0]["techs"] = [D.TRIBES[g.ps[0]["tribe"]]["techs"].index({"kind": "range"})]
    touch(g)
    assert g.range_cost(0, ["i7"]) == 2


# ---------------------------------------------------------------------- populating
def test_populate_the_bottom_technology_first_for_two_books():
    g = game()
    give(g, 0, book=2, food=0, crystal=0)
    acts = [a for a in g.legal_actions() if a.startswith("populate")]
    assert acts and all(a.endswith(" 1") for a in acts)
    g.play("populate h7 1")
    assert g.ps[0]["techs"] == [0] and g.ps[0]["res"]["book"] == 0 and g.meeples["h7"] == [0]


def test_populating_next_rows_costs_three_and_four_books_and_one_for_each_player_there():
    g = game()
    g.ps[0]["techs"] = [0]
    g.meeples["h7"] = [1]
    g.ps[1]["techs"] = [0]
    g.buildings["g7"] = [0, "normal"]
    give(g, 0, book=6, food=0, crystal=0)
    assert g._populate_cost(0, "h7", 1) == {"book": 3 + 1}
    assert g._populate_cost(0, "h7", 4) == {"book": 4 + 1}
    books = g.ps[1]["res"]["book"]
    g.play("populate h7 2")
    assert g.ps[1]["res"]["book"] == books + 1 and g.ps[0]["res"]["book"] == 2
    assert not any(a.startswith("populate h7") for a in g.legal_actions())   # one meeple per player


def test_technologies_follow_the_links():
    g = game()
    assert g._open_techs(0) == [0]
    g.ps[0]["techs"] = [0]
    assert g._open_techs(0) == [1, 2, 3]
    g.ps[0]["techs"] = [0, 1]
    assert g._open_techs(0) == [2, 3, 4]


# ---------------------------------------------------------------------- hibernating
def test_hibernating_step_by_step():
    g = game()
    p = g.ps[0]
    resting = list(p["rest"])
    played = p["active"][0]
    g.play(f"play {played} top1") if f"play {played} top1" in g.legal_actions() else None
    while g.turn["pending"]:
        g.play(g.legal_actions()[0])
    g.ps[0]["switch"] = True
    g.ps[0]["used"] = ["field1"]
    g.ps[0]["machines"]["field1"] = 0
    g.turn = g._fresh_turn(0)
    touch(g)
    g.play("hibernate")
    assert sorted(set(resting) - set(p["active"])) == [] and p["rest"] == [played]
    assert not p["switch"] and p["used"] == [] and p["hib"] == 1
    assert g.legal_actions() == ["bonus 1"]


def test_hibernation_rows_and_the_fourth_discards_an_artifact():
    g = game()
    g.ps[0]["hib"] = 3
    g.play("hibernate")
    assert g.legal_actions() == ["bonus 1", "bonus 2", "bonus 3", "bonus 4"]
    g.play("bonus 4")
    left = len(g.artifacts)
    assert g.legal_actions()[0].startswith("discard")
    g.play(g.legal_actions()[0])
    assert len(g.artifacts) == left - 1


def test_only_the_fourth_hibernation_discards_an_artifact():
    """Rule (hibernate, step 5): "if it was the 4th time you hibernated" — the 5th and later do not."""
    g = game()
    g.ps[0]["hib"] = 4
    left = list(g.artifacts)
    g.play("hibernate")
    assert g.legal_actions() == ["bonus 1", "bonus 2", "bonus 3", "bonus 4", "bonus 5"]
    g.play("bonus 5")
    assert g.artifacts == left and g.discarded == [] and g.ps[0]["hib"] == 5


# ---------------------------------------------------------------------- machines and tracks
def test_machine_tracks_unlock_printed_then_market_machines_and_progress_bonuses():
    g = game()
    p = g.ps[0]
    for _ in range(5):
        g.advance(0, "mountain")
    assert p["machines"] == {"mountain1": 0} and p["progress"] == 1          # the first one is printed
    assert [c["kind"] for c in g.turn["pending"]] == ["machine", "artifact"]  # mountain 4 and the hexagon at 5


def test_machine_market_pick_and_progress_energy():
    g = game()
    p = g.ps[0]
    p["tracks"]["forest"] = 3
    p["progress"] = 2
    g.advance(0, "forest")
    touch(g)
    m = g.mmarket["forest"][0]
    assert g.legal_actions() == [f"pick {x}" for x in g.mmarket["forest"]]
    g.play(f"pick {m}")
    assert p["machines"]["forest2"] == m and p["progress"] == 3 and p["energy"] == 2   # space 3 gives energy


def test_a_machine_linked_to_two_track_spaces_needs_both():
    g = game()
    p = g.ps[0]
    p["tracks"].update(forest=6, mountain=2)
    p["unlocked"] = ["forest1", "forest2", "mountain1"]
    g.advance(0, "forest")                  # forest 7 reached, mountain 3 not yet
    assert "forest3" not in p["unlocked"] and not g.turn["pending"]
    g.advance(0, "mountain")                # now both: the machine is unlocked, chosen from the market
    assert "forest3" in p["unlocked"]
    assert g.turn["pending"] == [{"kind": "machine", "track": "forest", "key": "forest3", "seat": 0}]


def test_beyond_the_last_track_space_gives_the_resource():
    g = game()
    g.ps[0]["tracks"]["field"] = D.TRACK_LENGTH
    food = g.ps[0]["res"]["food"]
    g.advance(0, "field")
    assert g.ps[0]["tracks"]["field"] == D.TRACK_LENGTH and g.ps[0]["res"]["food"] == food + 1


# ---------------------------------------------------------------------- tribe ability
def test_the_star_runs_the_tribe_ability_and_moves_a_disc_five_times():
    g = game(seed=2)
    seat = next(s for s in range(2) if g.ps[s]["tribe"] == "forgeborn") if any(
        p["tribe"] == "forgeborn" for p in g.ps) else None
    if seat is None:
        g.ps[0]["tribe"] = "forgeborn"
        seat = 0
    p = g.ps[seat]
    p["res"]["gear"] = 0
    for _ in range(6):
        g._star(seat)
    assert p["discs"] == 0 and p["progress"] == 5 and p["res"]["gear"] == 6


def tribe(g, seat, key):
    g.ps[seat]["tribe"] = key
    touch(g)


def test_tribes_are_dealt_from_six_and_differ():
    seen = set()
    for seed in range(12):
        g = game(players=4, seed=seed)
        tribes = [p["tribe"] for p in g.ps]
        assert len(set(tribes)) == 4
        seen |= set(tribes)
    assert seen == set(D.TRIBE_ORDER) and len(D.TRIBES) == 6


def test_a_tribe_counts_range_from_its_lanterns_too():
    """Rule (range): "some tribes have additional stuff they can count range from" (Lantern Bearers)."""
    g = game()
    tribe(g, 0, "lantern_bearers")
    lay(g, "1-2", 1)                         # FDT / DWD / MDP on g4-i6: g5 and h6 desert, h4 desert beyond water
    assert g.range_cost(0, ["h4"]) == 3      # from the start space h8: h7, h6, h5 between
    g._star(0)
    touch(g)
    places = g.legal_actions()
    assert "lantern h6" in places and "lantern g7" in places
    assert "lantern g5" not in places and "lantern h4" not in places   # 3 spaces between: beyond a reach of 2
    assert all(g.space[a.split()[1]] == "D" and a.split()[1] not in g.buildings for a in places)
    assert g.ps[0]["discs"] == D.TRIBE_DISCS - 1
    g.play("lantern h6")
    assert g.sources(0) == {"h8", "h6"}      # the start space still counts: no building or meeple yet
    assert g.range_cost(0, ["h4"]) == 1      # h6 -> h5 -> h4: one space between
    g.buildings["i9"] = [0, "normal"]
    touch(g)
    assert g.sources(0) == {"i9", "h6"}      # a building replaces the start space, the lantern stays


def test_a_tribe_that_ran_out_of_its_tokens_cannot_use_its_ability():
    """Rule (tribe abilities): the ability stays usable without discs, unless the tribe ran out of the
    tokens it needs: with every lantern placed a star does nothing and moves no disc."""
    g = game()
    tribe(g, 0, "lantern_bearers")
    p = g.ps[0]
    p["discs"] = 0
    g._star(0)
    assert g.turn["pending"] == [{"kind": "lantern", "seat": 0}]      # no disc left: the ability still works
    g.turn["pending"] = []
    p["discs"] = 3
    p["lanterns"] = ["g7", "i7", "g9", "i9"]                         # all 4 placed
    touch(g)
    progress = p["progress"]
    g._star(0)
    assert g.turn["pending"] == [] and p["discs"] == 3 and p["progress"] == progress


def test_a_tribe_ability_takes_a_water_bonus_again():
    """Rule (build): a water space's bonus comes once, except through a tribe ability (Well Divers)."""
    g = game()
    tribe(g, 0, "well_divers")
    lay(g, "1-2", 1)                         # h5 is water with 1 energy
    give(g, 0, gear=6, food=6)
    energy = g.ps[0]["energy"]
    g.play("build normal h6")
    assert g.ps[0]["energy"] == energy + 1 and "h5" in g.ps[0]["water_used"]
    g.buildings["g5"] = [0, "normal"]        # a second building next to the same water: no second bonus
    g._adjacent_rewards(0, "g5", "normal", ["h5"])
    assert g.ps[0]["energy"] == energy + 1
    g._star(0)
    touch(g)
    assert g.legal_actions() == ["water h5"]
    energy = g.ps[0]["energy"]
    g.play("water h5")
    assert g.ps[0]["energy"] == energy + 1
    g2 = game()
    tribe(g2, 0, "well_divers")
    g2._star(0)                              # no building next to water: the ability cannot be used
    assert g2.turn["pending"] == [] and g2.ps[0]["discs"] == D.TRIBE_DISCS


# ---------------------------------------------------------------------- points
def test_points_track_bonuses_come_with_points_during_the_game_only():
    g = game()
    g.ps[0]["res"]["crystal"] = 0
    g._points(0, 10)
    assert g.ps[0]["res"]["crystal"] == 1
    b = g.breakdown(0)
    assert b["points"] == 10


# ---------------------------------------------------------------------- artifacts and the end
def test_artifact_card_scores_count_times_artifacts_plus_one():
    g = game()
    g.ps[0]["card"] = 1                      # yellow: per energy, blue: per building, red: per technology
    g.ps[0]["energy"] = 6
    g.ps[0]["arts"] = [1, 2, 3]                # three yellow artifacts
    g.artifacts = [a for a in g.artifacts if a not in (1, 2, 3)]
    assert g.breakdown(0)["artifacts"] == 6 * 4 * 1
    c = game(artifact_cards="common")
    assert c.common_card and all(p["card"] is None for p in c.ps)


def test_the_last_artifact_gives_four_points_and_everyone_else_one_more_turn():
    g = game(players=3)
    g.artifacts = g.artifacts[:1]
    g.discarded = [a for a in D.ARTIFACTS if False]
    g.discarded = list(set(D.ARTIFACTS) - set(g.artifacts))[:D.ARTIFACTS_ON_BOARD[3] - 1]
    g.get_artifact(0)
    touch(g)
    g.play(g.legal_actions()[0])
    assert g.ps[0]["tokens"] == [4] and g.trigger == 0 and g.final == [1, 2]
    g.get_artifact(1)
    assert g.ps[1]["tokens"] == [2]
    for seat in (0, 1, 2):
        assert g.to_move == (seat,)
        g.turn["actions"] = 0
        touch(g)
        g.play("end")
    assert g.over


def test_long_game_two_more_tokens_the_second_ends_the_game():
    g = game(players=4, long_game=True)
    g.discarded = list(g.artifacts[1:])
    g.artifacts = g.artifacts[:1]
    g.get_artifact(0)
    touch(g)
    g.play(g.legal_actions()[0])
    assert g.ps[0]["tokens"] == [4] and g.trigger is None
    g.get_artifact(0)
    assert g.trigger is None and g.long_tokens == 1
    g.get_artifact(2)
    assert g.trigger == 2 and g.ps[2]["tokens"] == [2]


def test_final_scoring_and_tie_breaks():
    g = game()
    p = g.ps[0]
    p["progress"] = 3
    p["tracks"]["mountain"] = 2               # blue cards score 2 each
    p["gained"] = [13, 14, 1]
    g.meeples["loc%d" % g.corner_locs["0-0"]] = [0]
    p["techs"] = [0]
    p["tokens"] = [4, 2]
    p["res"] = {"gear": 6, "book": 5, "food": 0, "crystal": 0}
    b = g.breakdown(0)
    assert b["progress"] == D.PROGRESS[3][0] and b["cards"] == 4
    assert b["locations"] == D.LOCATIONS[g.corner_locs["0-0"]]["points"] and b["tokens"] == 6
    assert b["resources"] == 2
    g2 = game()
    for s in (0, 1):
        g2.ps[s]["card"] = 1
        g2.ps[s]["energy"] = 1
    g2.ps[0]["res"] = {"gear": 1, "book": 0, "food": 0, "crystal": 0}
    g2.ps[1]["res"] = {"gear": 0, "book": 0, "food": 0, "crystal": 0}
    g2.ps[0]["points"] = g2.ps[1]["points"] = 1
    g2._finish()
    assert g2.result()["scores"][0] == g2.result()["scores"][1]
    assert g2.result()["winners"] == [0]           # more resources left unscored


# ---------------------------------------------------------------------- the expansion
def test_devotion_and_points_convert_two_for_one():
    g = game(expansion=True)
    g._points(0, 4)
    touch(g)
    assert "convert points" in g.legal_actions()
    g.play("convert points")
    assert g.ps[0]["points"] == 2 and g.ps[0]["devotion"] == 1
    plain = game()
    plain._points(0, 4)
    touch(plain)
    assert "convert points" not in plain.legal_actions()


def test_scyphoz_cards_at_devotion_spaces_draw_two_keep_one_hidden_from_others():
    g = game(expansion=True)
    g._devotion(0, 3)
    touch(g)
    cards = g.turn["pending"][0]["cards"]
    assert len(cards) == 2 and g.view(0)["turn"]["pending"]["cards"] == cards
    assert "cards" not in g.view(1)["turn"]["pending"] and "cards" not in g.view(None)["turn"]["pending"]
    g.play(f"keep {cards[1]}")
    assert cards[1] in g.ps[0]["active"] and cards[0] in g.scyphoz
    g.turn["actions"] = 2
    touch(g)
    g.play(f"play {cards[1]} top1")
    assert g.legal_actions() == ["color yellow", "color blue", "color red"]
    g.play("color blue")
    assert g.ps[0]["slots"]["top1"][0][2] == "blue"


def test_journey_cards_come_from_the_switch_destroy_a_card_and_resolve_for_devotion():
    g = game(expansion=True)
    j = g.jdisplay[0]
    color = D.JOURNEYS[j]["color"]
    mine = [c for c in g.ps[0]["active"] + g.ps[0]["rest"] if D.CARDS[c]["color"] == color][:1]
    hand(g, 0, mine)
    g.play(f"journey {j}")
    g.play(f"destroy {mine[0]}")
    assert mine[0] in g.destroyed and g.ps[0]["journeys"] == [{"id": j, "done": False}]
    need = D.JOURNEYS[j]["levels"][0][0]
    what = D.JOURNEYS[j]["count"]
    flasks = g.count(0, "flasks")
    if what == "buildings":
        g.ps[0]["built"]["normal"] = need
    elif what == "techs":
        g.ps[0]["techs"] = list(range(need))
    elif what == "machines":
        g.ps[0]["machines"] = {f"forest{i + 1}": 0 for i in range(need)}
    elif what == "tiles":
        g.ps[0]["tiles"] = need
    elif what == "modules":
        g.ps[0]["mods"]["top1"] = list(range(1, need + 1))
    else:
        g.ps[0]["arts"] = [a for a in D.ARTIFACTS if a not in g.artifacts][:need]
    touch(g)
    g.play(f"resolve {j}")
    assert g.ps[0]["devotion"] == D.JOURNEYS[j]["levels"][0][1] and g.count(0, "flasks") == flasks + 1


def test_lakes_give_devotion_once_per_building_type_and_rewards_when_hibernating():
    g = game(expansion=True)
    assert set(g.lakes) == {"0-2", "4-2"} and "0-2" not in g.tiles
    lay(g, "1-2", 4)                      # MDF / CTD / DPD: h4 is desert, next to the lake (h3)
    give(g, 0, gear=6, food=6, crystal=0)
    g.play("build normal h4")
    assert g.ps[0]["devotion"] == 1
    g.space["g4"] = "D"
    give(g, 0, gear=6)
    g.play("build large g4")
    assert g.ps[0]["devotion"] == 1 + 3
    g.turn = g._fresh_turn(0)
    g.space["i4"] = "D"
    give(g, 0, gear=6)
    g.play("build normal i4")             # a second normal building at the same lake: nothing more
    assert g.ps[0]["devotion"] == 4
    g.turn = g._fresh_turn(0)
    give(g, 0, food=0, crystal=0, point=0) if False else give(g, 0, food=0, crystal=0)
    points = g.ps[0]["points"]
    g.play("hibernate")
    assert g.ps[0]["res"]["food"] == D.LAKES[1]["normal"]["food"]
    assert g.ps[0]["points"] == points + D.LAKES[1]["large"]["point"]


def test_the_devotion_location_is_populated_for_free():
    g = game(expansion=True)
    g.ps[0]["devotion"] = 9
    g.ps[0]["techs"] = [0]
    g.meeples["h7"] = [0]
    g.ps[0]["dev_seen"] = [3, 7]
    books = g.ps[0]["res"]["book"]
    g._devotion(0, 1)
    touch(g)
    assert g.legal_actions() == ["tech 2", "tech 3", "tech 4"]
    g.play("tech 3")
    assert g.meeples[f"loc{g.extra_loc}"] == [0] and g.ps[0]["res"]["book"] == books
    assert g.breakdown(0)["locations"] == D.LOCATIONS[g.extra_loc]["points"]


def test_vast_crystals_give_a_crystal_and_a_point_to_a_neighbouring_building():
    g = game(vast_crystals=True)
    lay(g, "1-2", 4)
    lay(g, "0-2", 31)
    g.space["g4"] = "D"
    give(g, 0, gear=6, food=6, crystal=0)
    g.play("build normal g4")             # g3 is the vast crystal's, g5 a printed crystal
    assert g.ps[0]["res"]["crystal"] == 2 and g.ps[0]["points"] == 1


# ---------------------------------------------------------------------- bad input and positions
def test_bad_actions_are_refused_by_rule():
    g = game()
    refused(g, "populate h7 3", 0, "bottom one")
    refused(g, "build large a1", 0, "desert")
    refused(g, "explore 0-0", 0, "face-down")
    refused(g, "machine forest1", 0, "energy")
    refused(g, "nonsense", 0)
    refused(g, "lantern g7", 0, "Lantern Bearers")
    refused(g, "water h5", 0, "Well Divers")
    refused(g, "into gear", 0, "beyond the third")
    tribe(g, 0, "lantern_bearers")
    g._star(0)
    refused(g, "lantern a1", 0, "empty explored desert space")
    refused(g, "build normal g7", 0, "open choice")


def test_positions_are_checked_and_used():
    g = tw.new(NAME, players=2, seed=1, position={"resources": [{"gear": 5}, {}], "points": [7, 0],
                                                  "tracks": [{"forest": 4}, {}], "techs": [[1, 2], []]})
    assert g.ps[0]["res"]["gear"] == 5 and g.ps[0]["points"] == 7 and len(g.ps[0]["machines"]) == 2
    assert g.ps[0]["techs"] == [0, 1]
    with pytest.raises(OptionError, match="known"):
        tw.new(NAME, position={"zz": 1})
    with pytest.raises(OptionError, match="resources"):
        tw.new(NAME, position={"resources": [{"gear": 9}, {}]})


# ---------------------------------------------------------------------- whole games and the kit
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_playouts_keep_the_invariants(players):
    testing.random_playouts(NAME, games=2, seed=players, players=players, every=3)


def test_random_playouts_with_every_option():
    testing.random_playouts(NAME, games=1, seed=7, players=4, every=3, expansion=True, vast_crystals=True,
                            long_game=True, artifact_cards="common")
    testing.random_playouts(NAME, games=1, seed=8, players=2, every=3, expansion=True, advanced_switch=False)


def test_random_playouts_with_both_new_tribes_use_their_abilities_and_the_crystal_choices():
    """Seeded random 4-player games dealing the Lantern Bearers and the Well Divers, invariants checked
    every 3 actions: lanterns, water bonuses taken again and both kinds of crystal conversion occur."""
    used = {"lantern": 0, "water": 0, "into": 0, "crystal": 0}
    for seed in (4, 9):
        g = game(players=4, seed=seed)
        assert {"lantern_bearers", "well_divers"} <= {p["tribe"] for p in g.ps}
        testing.random_playout(g, random.Random(seed), every=3)
        assert g.over
        for _, a in g.history:
            if a.split()[0] in used:
                used[a.split()[0]] += 1
    assert all(used.values()), used


def test_contract_kit():
    testing.full_contract_check(NAME, range(1), players=2, fuzz_every=30, expansion=True)


def test_replay():
    testing.check_replay(NAME, seed=3, players=3, vast_crystals=True)


def test_no_leak_of_a_pending_scyphoz_choice():
    g = game(expansion=True)
    g._devotion(0, 3)
    touch(g)
    testing.check_no_leak(g, random.Random(1))


def test_lesson():
    testing.check_lesson(NAME, plies=2, steps=(8, 15))


def test_the_default_bot_beats_random():
    from tablewidgets.engine.bots import GreedyBot, RandomBot
    g = game(seed=11)
    bots = [GreedyBot(seed=1), RandomBot(seed=2)]
    while not g.over:
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), seat=s)
    assert g.result()["winners"] == [0]
