"""Terraforming Mars: a scripted test per rule of the page (generations, playing cards, standard
projects, conversions, global parameters and their bonuses, Tharsis placement, milestones, awards,
the end and scoring, the common misinterpretations, solo), every card of the table played once
through the public API, the bot, seeded random games and the shared kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import terraforming_mars as package
from tablewidgets.games.terraforming_mars import board, rules
from tablewidgets.games.terraforming_mars.bots import TerraformerBot
from tablewidgets.games.terraforming_mars.cards import CARDS, card_text
from tablewidgets.games.terraforming_mars.state import MILESTONE_GOAL
from tablewidgets.testing import refused

NAME = "terraforming_mars"


def game(n=2, seed=1, **position):
    return tw.new(NAME, players=n, seed=seed, position=position)


def me(g, seat=0):
    return g.ps[seat]


def test_doctests():
    assert doctest.testmod(package).failed == 0


# ------------------------------------------------------------------ generations
def test_setup_deals_two_corporations_and_ten_cards_bought_at_three_each():
    g = tw.new(NAME, players=2, seed=3)
    assert g.to_move == (0, 1)
    p = me(g)
    assert len(p["corps"]) == 2 and len(p["offer"]) == 10
    g.play(f"corp {p['corps'][0]}", seat=0)
    for c in p["offer"][:3]:
        g.play(f"keep {c}", seat=0)
    g.play("ready", seat=0)
    q = me(g, 1)
    g.play(f"corp {q['corps'][1]}", seat=1)
    g.play("ready", seat=1)
    assert g.phase == "action"
    assert len(p["hand"]) == 3 and p["res"]["mc"] == CARDS[p["corp"]]["start_mc"] - 9
    assert q["hand"] == [] and q["res"]["mc"] == CARDS[q["corp"]]["start_mc"]


def test_research_draws_four_and_each_kept_card_costs_three():
    g = game(n=2)
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    assert g.phase == "research" and g.gen == 2
    offer = list(me(g)["offer"])
    assert len(offer) == 4
    mc = me(g)["res"]["mc"]
    g.play(f"keep {offer[0]}", seat=0)
    g.play(f"keep {offer[1]}", seat=0)
    g.play("ready", seat=0)
    g.play("ready", seat=1)
    assert me(g)["res"]["mc"] == mc - 6 and set(offer[:2]) <= set(me(g)["hand"])


def test_one_or_two_actions_then_the_next_player_and_pass_leaves_the_generation():
    g = game(n=3, players=[{"mc": 40}, {"mc": 40}, {"mc": 40}])
    g.play("std power", seat=0)
    assert g.to_move == (0,)
    g.play("std power", seat=0)
    assert g.to_move == (1,)
    g.play("std power", seat=1)
    g.play("end", seat=1)
    assert g.to_move == (2,)
    g.play("pass", seat=2)
    g.play("pass", seat=0)
    assert g.to_move == (1,)
    g.play("std power", seat=1)
    g.play("std power", seat=1)
    assert g.to_move == (1,), "the only player left keeps acting"


def test_production_turns_energy_into_heat_and_pays_tr_plus_income():
    g = game(n=2, players=[{"energy": 3, "heat": 1, "prod": {"mc": 2, "plants": 1, "energy": 2}, "tr": 20}, {}])
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    p = me(g)
    assert p["res"]["heat"] == 4 and p["res"]["energy"] == 2 and p["res"]["mc"] == 22 and p["res"]["plants"] == 1


def test_the_first_player_moves_on_each_generation():
    g = game(n=3)
    for s in (0, 1, 2):
        g.play("pass", seat=s)
    for s in (0, 1, 2):
        g.play("ready", seat=s)
    assert g.first == 1 and g.to_move == (1,)


def test_corporate_era_off_starts_every_production_at_one():
    g = tw.new(NAME, players=2, seed=1, corporate_era=False)
    assert all(v == 1 for v in me(g)["prod"].values())
    assert all(CARDS[c]["deck"] == "base" for c in g.deck)
    g2 = tw.new(NAME, players=2, seed=1)
    assert all(v == 0 for v in me(g2)["prod"].values())
    assert any(CARDS[c]["deck"] == "corporate" for c in g2.deck)


def test_beginner_corporation_gives_42_and_the_ten_cards_free():
    g = tw.new(NAME, players=2, seed=1, beginner=True)
    assert me(g)["corps"] == ["c1"]
    for s in (0, 1):
        g.play("corp c1", seat=s)
        g.play("ready", seat=s)
    assert me(g)["res"]["mc"] == 42 and len(me(g)["hand"]) == 10


# ------------------------------------------------------------------ playing cards
def test_requirements_block_a_card_until_met():
    g = game(players=[{"mc": 20, "hand": ["159"]}])          # Lichen: temperature at least -24
    refused(g, "play 159", 0, "requirement")
    g = game(players=[{"mc": 20, "hand": ["159"]}], params={"temp": -24})
    g.play("play 159")
    assert me(g)["prod"]["plants"] == 1


def test_steel_pays_two_for_building_cards_and_titanium_three_for_space():
    g = game(players=[{"mc": 0, "steel": 2, "hand": ["141"]}])     # Power Plant, building, 4
    g.play("play 141")
    assert me(g)["res"]["steel"] == 0 and me(g)["prod"]["energy"] == 1
    g = game(players=[{"mc": 1, "ti": 1, "hand": ["84"]}])         # Trans-Neptune Probe, space, 6
    refused(g, "play 84", 0, "pay")
    g = game(players=[{"mc": 0, "ti": 2, "hand": ["84"]}])
    g.play("play 84")
    assert me(g)["res"]["ti"] == 0


def test_paying_only_with_money_is_offered_too():
    g = game(players=[{"mc": 10, "steel": 2, "hand": ["141"]}])
    assert "play 141 mc" in g.legal_actions(0)
    g.play("play 141 mc")
    assert me(g)["res"]["steel"] == 2 and me(g)["res"]["mc"] == 6


def test_any_split_of_steel_and_titanium_may_pay_without_being_listed():
    # Space Elevator (13): building and space, 27 M€
    g = game(players=[{"mc": 30, "steel": 5, "ti": 4, "hand": ["13"]}])
    plays = [a for a in g.legal_actions(0) if a.startswith("play 13")]
    assert plays == ["play 13", "play 13 mc"]           # the list stays short
    g.play("PLAY 13  ti 2 steel 1")                     # any order and case; printed canonically
    assert g.history[-1][1] == "play 13 steel 1 ti 2"
    assert (me(g)["res"]["mc"], me(g)["res"]["steel"], me(g)["res"]["ti"]) == (30 - 19, 4, 2)


def test_the_default_payment_spends_metal_first_without_waste():
    g = game(players=[{"mc": 30, "steel": 5, "ti": 4, "hand": ["13"]}])
    g.play("play 13")                                   # 4 ti (12) + 5 steel (10) + 5 M€
    assert (me(g)["res"]["mc"], me(g)["res"]["steel"], me(g)["res"]["ti"]) == (25, 0, 0)


def test_overpaying_with_metal_is_allowed_but_no_unit_may_be_wasted():
    g = game(players=[{"mc": 0, "steel": 3, "hand": ["141"]}])     # Power Plant, building, 4
    refused(g, "play 141 steel 3", 0, "no change")
    g.play("play 141 steel 2")
    assert me(g)["res"]["steel"] == 1
    g = game(players=[{"mc": 0, "ti": 3, "hand": ["84"]}])         # Trans-Neptune Probe, space, 6
    g.play("play 84 ti 2")
    assert me(g)["res"]["ti"] == 1
    g = game(players=[{"mc": 10, "ti": 3, "hand": ["175"]}])        # Satellites, space, 10: 4 ti = 12 wastes one
    refused(g, "play 175 ti 4", 0, "only 3")
    g.play("play 175 ti 3")                                         # 9 + 1 M€
    assert me(g)["res"]["mc"] == 9 and me(g)["res"]["ti"] == 0


def test_a_bad_split_is_refused_with_its_reason_and_changes_nothing():
    g = game(players=[{"mc": 2, "steel": 2, "ti": 2, "heat": 9, "hand": ["141", "84"]}])
    refused(g, "play 141 ti 1", 0, "titanium (space cards only)")
    refused(g, "play 84 steel 1", 0, "steel (building cards only)")
    refused(g, "play 141 heat 2", 0, "heat (Helion only)")
    refused(g, "play 84 ti 1", 0, "rest, 3 M€")                   # 6 - 3 leaves 3 M€, only 2 held
    refused(g, "play 84 ti 3", 0, "only 2")
    refused(g, "play 84 ti", 0, "pairs")
    refused(g, "play 84 gold 2", 0, "payment part")
    refused(g, "play 84 ti 1 ti 1", 0, "at most once")
    assert me(g)["res"] == {**me(g)["res"], "mc": 2, "steel": 2, "ti": 2} and me(g)["hand"] == ["141", "84"]


def test_helion_pays_with_heat_in_any_split_and_for_standard_projects():
    g = game(players=[{"mc": 3, "heat": 10, "corp": "c4", "hand": ["141"]}])
    refused(g, "play 141 heat 5", 0, "no change")
    g.play("play 141 heat 1")                                        # 1 heat + 3 M€
    assert me(g)["res"]["heat"] == 9 and me(g)["res"]["mc"] == 0
    g = game(players=[{"mc": 5, "heat": 6, "corp": "c4"}])
    assert "std power" in g.legal_actions(0)                         # 11 M€ from 5 M€ and 6 heat
    g.play("std power")
    assert me(g)["res"]["mc"] == 0 and me(g)["res"]["heat"] == 0


def test_advanced_alloys_raises_the_value_of_each_steel_and_titanium():
    g = game(players=[{"mc": 0, "ti": 3, "played": ["71"], "hand": ["84"]}])
    assert me(g)["steelv"] == 3 and me(g)["tiv"] == 4
    refused(g, "play 84 ti 3", 0, "no change")                       # 12 for 6 wastes a titanium
    g.play("play 84 ti 2")                                           # 8 for 6: both are needed
    assert me(g)["res"]["ti"] == 1
    g2 = game(players=[{"mc": 2, "steel": 4, "played": ["71"], "prod": {"plants": 1}, "hand": ["41"]}])
    g2.play("play 41 steel 4")                                       # Food Factory 12 = 4 steel at 3
    assert me(g2)["res"]["steel"] == 0 and me(g2)["res"]["mc"] == 2


def test_psychrophiles_microbes_pay_two_each_for_plant_cards():
    g = game(players=[{"mc": 5, "played": ["P39"], "cres": {"P39": 3}, "hand": ["48", "141"]}])
    assert g.view(0)["me"]["pay"]["48"] == {"mic": [3, 2]} and g.view(0)["me"]["pay"]["141"] == {}
    refused(g, "play 141 mic 1", 0, "plant cards only")
    g.play("play 48 mic 2")                                          # Adapted Lichen 9: 4 + 5 M€
    assert me(g)["cres"]["P39"] == 1 and me(g)["res"]["mc"] == 0 and me(g)["prod"]["plants"] == 1


def test_a_card_played_at_once_from_a_prelude_may_be_paid_with_a_split_too():
    g = game(players=[{"mc": 30, "steel": 5, "ti": 4, "hand": ["13"]}])
    g.pending = {"kind": "playnow", "seat": 0}              # as Ecology Experts or Excentric Sponsor leave it
    assert g.legal_actions(0) == ["play 13", "skip"]
    refused(g, "play 13 ti 9", 0)
    g.play("play 13 ti 1")
    assert g.pending is None and (me(g)["res"]["mc"], me(g)["res"]["ti"], me(g)["res"]["steel"]) == (6, 3, 5)


def test_event_tags_are_not_counted():
    g = game(players=[{"played": ["204"]}])                          # Technology Demonstration (event)
    assert g.tags(0) == {}
    g = game(players=[{"played": ["196"]}])                          # Lagrange Observatory
    assert g.tags(0) == {"science": 1, "space": 1}


def test_production_reduction_is_mandatory_and_needs_a_target():
    g = game(players=[{"mc": 10, "hand": ["201"], "prod": {"energy": 0}}, {"prod": {"energy": 0}}])
    refused(g, "play 201", 0)                                        # Energy Tapping: nobody has energy
    g = game(players=[{"mc": 10, "hand": ["201"]}, {"prod": {"energy": 2}}])
    g.play("play 201")
    assert me(g, 1)["prod"]["energy"] == 1 and me(g)["prod"]["energy"] == 1


def test_removing_plants_from_a_player_is_optional():
    g = game(players=[{"mc": 20, "hand": ["9"]}, {"plants": 5}])     # Asteroid event
    g.play("play 9")
    assert g.legal_actions(0) == ["target 1", "target none"]
    g.play("target 1")
    assert me(g, 1)["res"]["plants"] == 2 and me(g)["res"]["ti"] == 2 and g.temp == -28


def test_blue_card_action_once_per_generation():
    g = game(players=[{"energy": 2, "played": ["14"]}])              # Development Center: energy -> card
    g.play("act 14")
    assert len(me(g)["hand"]) == 1 and me(g)["res"]["energy"] == 1
    refused(g, "act 14", 0, "used this generation")


def test_card_resources_score_victory_points():
    g = game(players=[{"played": ["49"], "cres": {"49": 9}}])        # Tardigrades: 1 VP per 4
    assert g.vp_breakdown(0)["cards"] == 2


def test_discount_effects_lower_the_price():
    g = game(players=[{"mc": 8, "played": ["25"], "hand": ["84"]}])  # Space Station: space cards -2
    assert g.cost_of(0, "84") == 4
    g.play("play 84")
    assert me(g)["res"]["mc"] == 4


def test_triggered_effects_fire_when_a_tag_is_played():
    g = game(players=[{"mc": 20, "played": ["131"], "hand": ["159"]}], params={"temp": -24})  # Decomposers
    g.play("play 159")
    assert me(g)["cres"].get("131") == 1


# ------------------------------------------------------------------ standard projects and conversions
@pytest.mark.parametrize("project,cost", sorted(rules.STANDARD.items()))
def test_standard_project_costs(project, cost):
    g = game(players=[{"mc": cost}])
    g.play(f"std {project}")
    if g.pending:
        g.play(g.legal_actions(0)[0])
    assert me(g)["res"]["mc"] == 0       # paid in full (no ocean next to the first tiles)
    p = me(g)
    done = {"power": p["prod"]["energy"] == 1, "asteroid": g.temp == -28 and p["tr"] == 21,
            "aquifer": g.oceans == 1 and p["tr"] == 21, "greenery": g.oxygen == 1 and p["tr"] == 21,
            "city": p["prod"]["mc"] == 1 and any(t["t"] == "city" for t in g.tiles.values())}
    assert done[project]


def test_sell_patents_gives_one_per_card_as_one_action():
    g = game(players=[{"mc": 0, "hand": ["56", "141", "159"]}])
    g.play("sell 56")
    g.play("sell 141")
    g.play("stop")
    assert me(g)["res"]["mc"] == 2 and me(g)["hand"] == ["159"] and g.taken == 1


def test_eight_plants_make_a_greenery_and_eight_heat_a_temperature_step():
    g = game(players=[{"plants": 8, "heat": 8}])
    g.play("greenery")
    g.play(g.legal_actions(0)[0])
    assert g.oxygen == 1 and me(g)["tr"] == 21
    g.play("heat")
    assert g.temp == -28 and me(g)["tr"] == 22


def test_spending_heat_at_maximum_temperature_is_allowed():
    g = game(players=[{"heat": 8}], params={"temp": 8})
    g.play("heat")
    assert g.temp == 8 and me(g)["tr"] == 20 and me(g)["res"]["heat"] == 0


# ------------------------------------------------------------------ global parameters
def test_temperature_bonuses_heat_production_and_an_ocean():
    g = game(players=[{"heat": 16}], params={"temp": -26})
    g.play("heat")
    assert me(g)["prod"]["heat"] == 1
    g = game(players=[{"heat": 8}], params={"temp": -2})
    g.play("heat")
    assert g.pending["kind"] == "place" and g.pending["tile"] == "ocean"
    g.play(g.legal_actions(0)[0])
    assert g.oceans == 1 and me(g)["tr"] == 22


def test_oxygen_eight_raises_the_temperature():
    g = game(players=[{"plants": 8}], params={"oxygen": 7})
    g.play("greenery")
    g.play(g.legal_actions(0)[0])
    assert g.oxygen == 8 and g.temp == -28 and me(g)["tr"] == 22


def test_ninth_ocean_is_the_last():
    g = game(players=[{"mc": 40}], params={"oceans": 9})
    assert "std aquifer" not in g.legal_actions(0)


# ------------------------------------------------------------------ Tharsis placement
def test_oceans_only_on_reserved_spaces():
    g = game(players=[{"mc": 18}])
    g.play("std aquifer")
    assert {a.split()[1] for a in g.legal_actions(0)} == set(board.OCEAN_SPACES)


def test_greenery_goes_next_to_your_own_tile_when_possible():
    g = game(players=[{"plants": 8}], tiles={"5,3": ["city", 0]})
    g.play("greenery")
    assert {a.split()[1] for a in g.legal_actions(0)} <= set(board.ADJ["5,3"])


def test_cities_not_next_to_cities_and_not_on_noctis():
    g = game(players=[{"mc": 25}], tiles={"5,3": ["city", 1]})
    g.play("std city")
    spots = {a.split()[1] for a in g.legal_actions(0)}
    assert not spots & set(board.ADJ["5,3"]) and board.NOCTIS not in spots


def test_noctis_city_goes_on_its_reserved_space_even_next_to_a_city():
    g = game(players=[{"mc": 30, "hand": ["17"], "prod": {"energy": 1}}], tiles={"2,5": ["city", 1]})
    g.play("play 17")
    assert g.legal_actions(0) == [f"place {board.NOCTIS}"]


def test_placement_bonuses_and_two_mc_per_adjacent_ocean():
    g = game(players=[{"mc": 25}], tiles={"5,5": ["ocean", None], "6,5": ["ocean", None]}, params={"oceans": 2})
    g.play("std city")
    g.play("place 6,4")      # two plants bonus, next to oceans 5,5 and 6,5
    assert me(g)["res"]["plants"] == 2 and me(g)["res"]["mc"] == 4


def test_placement_card_bonus_draws():
    g = game(players=[{"mc": 25}])
    g.play("std city")
    g.play("place 5,8")
    assert len(me(g)["hand"]) == 1


# ------------------------------------------------------------------ milestones and awards
def test_three_milestones_at_most_for_eight_each():
    tiles = {"3,1": ["city", 0], "6,3": ["city", 0], "4,7": ["city", 0]}
    g = game(players=[{"mc": 20}], tiles=tiles, milestones={"terraformer": 1, "gardener": 1})
    g.play("claim mayor")
    assert g.milestones["mayor"] == 0 and me(g)["res"]["mc"] == 12
    g = game(players=[{"mc": 20}], tiles=tiles, milestones={"terraformer": 1, "gardener": 1, "builder": 1})
    refused(g, "claim mayor", 0, "three milestones")


def test_milestone_requires_its_condition():
    g = game(players=[{"mc": 20}])
    refused(g, "claim mayor", 0, "milestone")


def test_awards_cost_eight_fourteen_twenty_and_only_three():
    g = game(players=[{"mc": 60}])
    g.play("fund banker")
    g.play("fund miner")
    g.play("pass", seat=1)
    g.play("fund landlord", seat=0)
    assert me(g)["res"]["mc"] == 60 - 8 - 14 - 20
    assert not any(a.startswith("fund") for a in g.legal_actions(0))


def test_award_points_first_five_second_two_no_second_with_two_players():
    g = game(n=3, players=[{"heat": 5}, {"heat": 3}, {"heat": 1}], awards={"thermalist": 2})
    assert [g.award_points("thermalist", s) for s in range(3)] == [5, 2, 0]
    g = game(n=3, players=[{"heat": 5}, {"heat": 5}, {"heat": 1}], awards={"thermalist": 2})
    assert [g.award_points("thermalist", s) for s in range(3)] == [5, 5, 0]
    g = game(n=3, players=[{"heat": 5}, {"heat": 1}, {"heat": 1}], awards={"thermalist": 2})
    assert [g.award_points("thermalist", s) for s in range(3)] == [5, 2, 2]
    g = game(n=2, players=[{"heat": 5}, {"heat": 1}], awards={"thermalist": 1})
    assert [g.award_points("thermalist", s) for s in range(2)] == [5, 0]


# ------------------------------------------------------------------ end and scoring
def test_the_game_ends_after_the_generation_with_all_parameters_maxed_then_final_greenery():
    g = game(players=[{"plants": 9}, {}], params={"temp": 8, "oxygen": 14, "oceans": 9},
             tiles={"5,3": ["city", 0]})
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    assert g.phase == "final" and g.legal_actions(0) == ["greenery", "done"]
    g.play("greenery", seat=0)
    g.play(g.legal_actions(0)[0], seat=0)
    assert g.over and g.oxygen == 14


def test_final_greenery_does_not_raise_oxygen():
    g = tw.new(NAME, players=1, seed=1, position={"players": [{"plants": 8}], "gen": 14})
    oxygen = g.oxygen
    g.play("pass")
    assert g.phase == "final"
    tr = me(g)["tr"]
    g.play("greenery")
    g.play(g.legal_actions(0)[0])
    assert g.oxygen == oxygen and me(g)["tr"] == tr


def test_scoring_tr_greenery_cities_cards_milestones_awards():
    tiles = {"5,3": ["city", 0], "6,3": ["greenery", 0], "4,3": ["greenery", 1], "5,2": ["greenery", 0]}
    g = game(players=[{"tr": 25, "played": ["56"]}, {"tr": 20}], tiles=tiles, milestones={"mayor": 0},
             awards={"landlord": 1})
    b = g.vp_breakdown(0)
    assert b == {"tr": 25, "greenery": 2, "cities": 3, "cards": 0, "milestones": 5, "awards": 5}


def test_ties_go_to_the_most_money():
    g = game(players=[{"mc": 5, "tr": 20}, {"mc": 9, "tr": 20}], params={"temp": 8, "oxygen": 14, "oceans": 9})
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    assert g.over and g.result()["winners"] == [1]


# ------------------------------------------------------------------ solo
def test_solo_setup_tr_14_neutral_cities_and_no_milestones():
    g = tw.new(NAME, players=1, seed=4)
    assert me(g)["tr"] == 14 and all(v == 0 for v in me(g)["prod"].values())
    assert sum(1 for t in g.tiles.values() if t["t"] == "city" and t["o"] is None) == 2
    assert sum(1 for t in g.tiles.values() if t["t"] == "greenery" and t["o"] is None) == 2
    assert g.oxygen == 0, "neutral greeneries do not raise the oxygen"
    assert any(CARDS[c]["deck"] == "corporate" for c in g.deck)
    s = tw.new(NAME, players=1, seed=4, position={"players": [{"mc": 30}]})
    assert not any(a.startswith(("claim", "fund")) for a in s.legal_actions(0))


def test_solo_loses_unless_terraformed_by_generation_14():
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14})
    g.play("pass")
    assert g.over and g.result()["winners"] == []
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14, "params": {"temp": 8, "oxygen": 14, "oceans": 9}})
    g.play("pass")
    assert g.over and g.result()["winners"] == [0]


def test_solo_always_lasts_14_generations_even_once_terraformed():
    g = tw.new(NAME, players=1, seed=1, position={"gen": 5, "params": {"temp": 8, "oxygen": 14, "oceans": 9}})
    g.play("pass")
    assert not g.over and g.gen == 6 and g.phase in ("research", "action")


def test_solo_plan_counts_the_steps_money_heat_and_plants_still_reach():
    from tablewidgets.games.terraforming_mars.plan import outlook
    last = {"gen": 14, "params": {"temp": 4, "oxygen": 14, "oceans": 8}}
    g = tw.new(NAME, players=1, seed=1, position=dict(last, players=[{"mc": 32, "heat": 8}]))
    o = outlook(g, 0)      # heat: 4 -> 6, an asteroid 6 -> 8, an aquifer: the ninth ocean (no bonus M€
    assert o.missing == 0 and o.steps == 3 and o.money == 0     # counted on in the last generation)
    g = tw.new(NAME, players=1, seed=1, position=dict(last, players=[{"mc": 31, "heat": 8}]))
    assert outlook(g, 0).missing == 1
    g = tw.new(NAME, players=1, seed=1, position={"gen": 12, "players": [{"mc": 0, "tr": 0, "plants": 8}]})
    o = outlook(g, 0)      # two generations of TR income 0, 1, 2...: one greenery from plants, no more
    assert o.steps == 1 and o.greens == 1 and o.missing == 41


def test_solo_plan_spends_money_on_the_steps_heat_will_not_make():
    from tablewidgets.games.terraforming_mars.plan import outlook
    # one generation left: the heat production will make the last temperature step, so the 18 M€ go
    # to the last ocean (an asteroid now would leave the heat idle and the ocean unpaid)
    g = tw.new(NAME, players=1, seed=1, position={"gen": 13, "params": {"temp": 6, "oxygen": 14, "oceans": 8},
                                                  "players": [{"mc": 18, "tr": 0, "prod": {"heat": 8}}]})
    assert outlook(g, 0).missing == 0


def test_solo_bot_sells_cards_in_the_last_generation_when_the_money_buys_a_step():
    hand = ["92", "11"]                 # Io Mining Industries (41 M€) and Big Asteroid (27 M€): out of reach
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14, "players": [{"mc": 12, "hand": hand}]})
    bot = TerraformerBot(seed=1)
    assert bot.choose(g, 0).startswith("sell ")
    for _ in range(2):
        g.play(bot.choose(g, 0))
    assert g.ps[0]["res"]["mc"] == 14 and not g.ps[0]["hand"]
    assert bot.choose(g, 0) == "std asteroid"
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14, "players": [{"mc": 5, "hand": hand}]})
    assert bot.choose(g, 0) == "pass", "two cards do not make 14 M€ out of 5: keep them"


def test_solo_plan_after_the_last_generation_counts_only_what_is_done():
    """After generation 14 nothing raises a parameter any more (final greenery raises no oxygen): the
    heat and M€ left count for nothing, so the bot judges its last pass by the end it brings."""
    from tablewidgets.games.terraforming_mars.plan import outlook
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14, "params": {"temp": 6, "oxygen": 14, "oceans": 9},
                                                  "players": [{"heat": 8, "mc": 0}]})
    assert outlook(g, 0).missing == 0, "the heat at hand still makes the last step"
    twin = g.clone()
    twin.play("pass")
    assert twin.phase in ("final", "over") and outlook(twin, 0).missing == 1, "after the last generation it does not"
    assert TerraformerBot(seed=1).choose(g, 0) == "heat"


def test_solo_bot_keeps_no_card_in_the_last_research_it_cannot_pay_at_once():
    # generation 13 ends; the last research offers four cards the 10 M€ left cannot pay for
    deck = ["11", "92", "9", "12"]          # Big Asteroid 27, Io Mining Industries 41, Asteroid Mining 30, Comet 21
    g = tw.new(NAME, players=1, seed=1, position={"gen": 13, "deck": deck, "players": [{"mc": 10, "tr": 0}]})
    g.play("pass")
    assert g.phase == "research" and sorted(me(g)["offer"]) == sorted(deck)
    bot = TerraformerBot(seed=1)
    assert bot.choose(g, 0) == "ready", "3 M€ for a card it cannot play in the last generation are wasted"


def test_solo_bot_sells_cards_rather_than_play_a_card_when_the_money_buys_the_last_step():
    hand = ["92", "11", "84"]           # two cards out of reach and Trans-Neptune Probe (6 M€, a point)
    g = tw.new(NAME, players=1, seed=1, position={"gen": 14, "params": {"temp": 8, "oxygen": 14, "oceans": 8},
                                                  "players": [{"mc": 16, "hand": hand}]})
    bot = TerraformerBot(seed=1)
    while not g.over and g.phase == "action":
        g.play(bot.choose(g, 0))
    assert g.oceans == 9 and g.over and g.result()["winners"] == [0], "18 M€ from selling: the ninth ocean"


def test_solo_bot_keeps_early_money_for_the_engine():
    """Early, M€ buy the engine (the cards still to come) rather than a step by a standard project,
    unless 20 M€ stay for those cards; later the steps are bought."""
    early = tw.new(NAME, players=1, seed=1, position={"gen": 2, "players": [{"mc": 18}]})
    rich = tw.new(NAME, players=1, seed=1, position={"gen": 2, "players": [{"mc": 34}]})
    later = tw.new(NAME, players=1, seed=1, position={"gen": 6, "players": [{"mc": 18}]})
    assert TerraformerBot(seed=1).choose(early, 0) == "pass"
    assert TerraformerBot(seed=1).choose(rich, 0) == "std asteroid"
    assert TerraformerBot(seed=1).choose(later, 0) == "std asteroid"


def test_solo_production_cuts_hit_the_neutral_opponent():
    g = tw.new(NAME, players=1, seed=1, position={"players": [{"mc": 10, "hand": ["201"]}]})
    g.play("play 201")
    assert me(g)["prod"]["energy"] == 1


# ------------------------------------------------------------------ every card once
PROJECTS = sorted((c for c, d in CARDS.items() if d["kind"] in ("automated", "active", "event")
                   and d["deck"] in ("base", "corporate")), key=lambda c: int(c))


def _position_for(cid):
    c = CARDS[cid]
    params = {}
    played = []
    req = c.get("req")
    if req:
        what, cmp, n = req
        if what in ("oxygen", "temp", "oceans"):
            params[what] = n
        elif what.startswith("tag:") or what == "ecosystems":
            for tag in ([what[4:]] * n if what != "ecosystems" else ["microbe", "animal", "plant"]):
                played.append(next(x for x, d in CARDS.items() if tag in d["tags"] and d["kind"] in ("automated", "active")
                                   and d["deck"] != "prelude" and x != cid and x not in played))
    tiles = {"5,3": ["city", 1], "7,3": ["city", 1], "6,4": ["greenery", 0]}
    if params.get("oceans"):
        for k in board.OCEAN_SPACES[:params["oceans"]]:
            tiles[k] = ["ocean", None]
    prod = dict.fromkeys(("mc", "steel", "ti", "plants", "energy", "heat"), 5)
    me_ = {"mc": 99, "plants": 9, "heat": 9, "energy": 9, "steel": 0, "ti": 0, "prod": prod, "hand": [cid],
           "played": played}
    return {"players": [me_, {"prod": prod, "plants": 5, "mc": 9}], "params": params, "tiles": tiles}


@pytest.mark.parametrize("cid", PROJECTS)
def test_every_project_card_plays(cid):
    c = CARDS[cid]
    g = tw.new(NAME, players=2, seed=1, position=_position_for(cid))
    before = {r: me(g)["prod"][r] for r in rules.RES}
    tr = me(g)["tr"]
    assert f"play {cid}" in g.legal_actions(0), card_text(c)
    g.play(f"play {cid}")
    while g.pending is not None and g.to_move == (0,):
        g.play(g.legal_actions(0)[0])
    assert cid in me(g)["played"]
    for op in c["do"]:
        if op[0] == "prod" and not any(o[0] in ("times", "choose") for o in c["do"]) and not c["effects"]:
            assert me(g)["prod"][op[1]] - before[op[1]] == sum(o[2] for o in c["do"] if o[0] == "prod" and o[1] == op[1])
        if op[0] in ("tr", "temp", "oxygen", "ocean"):
            assert me(g)["tr"] > tr
    for i, a in enumerate(c["actions"]):
        act = f"act {cid}" if len(c["actions"]) == 1 else f"act {cid} {i + 1}"
        if act in g.legal_actions(0):
            twin = g.clone()
            twin.play(act)
            assert cid in twin.ps[0]["used"]
    assert card_text(c)
    g.check_invariants()


@pytest.mark.parametrize("cid", sorted(c for c, d in CARDS.items() if d["kind"] == "corporation"
                                       and d["deck"] in ("base", "corporate")))
def test_every_corporation_starts(cid):
    g = tw.new(NAME, players=2, seed=1)
    g.ps[0]["corps"] = [cid]
    g.play(f"corp {cid}", seat=0)
    g.play("ready", seat=0)
    g.play(f"corp {g.ps[1]['corps'][0]}", seat=1)
    g.play("ready", seat=1)
    assert me(g)["corp"] == cid and me(g)["res"]["mc"] >= CARDS[cid]["start_mc"] - 30


def test_the_table_holds_every_published_card():
    from tablewidgets.games.terraforming_mars.cards import SKIPPED
    count = {}
    for c in CARDS.values():
        kind = "corporation" if c["kind"] == "corporation" else "prelude" if c["kind"] == "prelude" else "project"
        count[(c["deck"], kind)] = count.get((c["deck"], kind), 0) + 1
    assert count[("base", "project")] == 137 and count[("corporate", "project")] == 71
    assert count[("base", "corporation")] == 11       # ten corporations and the beginner corporation
    assert count[("corporate", "corporation")] == 2 and count[("prelude", "corporation")] == 5
    assert count[("prelude", "prelude")] == 35 and count[("prelude", "project")] == 7   # (the source lists one twice)
    assert SKIPPED == []


# ------------------------------------------------------------------ bad input
def test_bad_input_is_refused_with_a_reason():
    g = game(players=[{"mc": 5}])
    refused(g, "play 9999", 0)
    refused(g, "std asteroid", 0, "14")
    refused(g, "pass", 1, "not")
    refused(g, "fund nothing", 0)
    refused(g, "place 5,5", 0)


@pytest.mark.parametrize("position,word", [
    ({"params": {"temp": 9}}, "temp"), ({"params": {"temp": -29}}, "even"), ({"params": {"oceans": 10}}, "oceans"),
    ({"players": [{"mc": -1}]}, "mc"), ({"players": [{"hand": ["nope"]}]}, "hand"),
    ({"tiles": {"99,1": ["city", 0]}}, "space"), ({"tiles": {"5,3": ["castle", 0]}}, "kind"),
    ({"milestones": {"mayor": 7}}, "milestones"), ({"gen": 0}, "gen"), ({"bogus": 1}, "known:"),
    ({"players": [{"hand": ["56"], "played": ["56"]}]}, "two places")])
def test_bad_positions_are_refused(position, word):
    with pytest.raises(OptionError, match=word):
        tw.new(NAME, players=2, seed=1, position=position)


def test_bad_options_are_refused():
    with pytest.raises(OptionError, match="corporate_era"):
        tw.new(NAME, players=2, corporate_era="maybe")
    with pytest.raises(OptionError):
        tw.new(NAME, players=6)


# ------------------------------------------------------------------ hidden information
def test_setup_choices_stay_hidden_until_everybody_is_ready():
    g = tw.new(NAME, players=2, seed=2)
    before = g.view(1)
    g.play(f"corp {g.ps[0]['corps'][0]}", seat=0)
    g.play(f"keep {g.ps[0]['offer'][0]}", seat=0)
    assert g.view(1) == before
    assert "offer" not in str(g.view(1)["players"]) and g.view(1)["me"]["offer"] == g.ps[1]["offer"]
    testing.check_no_leak(g, random.Random(1), samples=2)


def test_an_early_ready_is_not_seen_by_the_others_neither_who_nor_when():
    """Choosing at once: until the last seat is ready, another seat's "ready" changes nothing the
    others see (not the seats to move, not a flag, not the step, not the log); the last one reveals."""
    g = tw.new(NAME, players=3, seed=2)
    before = [g.view(s) for s in (1, 2)]
    logs = [g.log_for(s) for s in (1, 2)]
    g.play(f"corp {g.ps[0]['corps'][0]}", seat=0)
    g.play("ready", seat=0)
    assert [g.view(s) for s in (1, 2)] == before
    assert [g.log_for(s) for s in (1, 2)] == logs
    assert g.view(0)["to_move"] == [1, 2] and g.view(1)["to_move"] == [0, 1, 2]
    assert g.view(0)["players"][0]["ready"] is True and g.view(1)["players"][0]["ready"] is None
    for s in (1, 2):
        g.play(f"corp {g.ps[s]['corps'][0]}", seat=s)
        g.play("ready", seat=s)
    assert g.phase != "setup" and g.view(1)["players"][0]["corp"] == g.ps[0]["corp"]


def test_no_leak_during_research():
    g = game(n=2)
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    g.play(f"keep {g.ps[0]['offer'][0]}", seat=0)
    testing.check_no_leak(g, random.Random(2), samples=2)


# ------------------------------------------------------------------ bots, random games, the kit
def test_the_bot_beats_random_and_finishes_solo():
    wins = 0
    for seed in range(2):
        g = tw.new(NAME, players=2, seed=seed)
        bots = [TerraformerBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += 0 in g.result()["winners"]
    assert wins == 2
    g = tw.new(NAME, players=1, seed=3)
    bot = TerraformerBot(seed=1)
    while not g.over:
        g.play(bot.choose(g, 0), seat=0)
    # solo lasts all 14 generations; on this deal the planning bot terraforms Mars in time (it does so
    # in about three games of four: benchmarks/bench_terraforming_mars.py)
    assert g.gen == 14 and g.maxed() and g.result()["winners"] == [0]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_end_with_invariants(players):
    stats = testing.random_playouts(NAME, games=3, seed=players, players=players, every=5)
    assert stats["finished"] == 3


def test_random_games_with_every_option():
    for i, opts in enumerate(({"corporate_era": False}, {"beginner": True}, {"corporate_era": False, "beginner": True})):
        stats = testing.random_playouts(NAME, games=2, seed=40 + i, players=3, every=10, **opts)
        assert stats["finished"] == 2


def test_contract_checks():
    testing.full_contract_check(NAME, range(1), players=2, fuzz_every=120)
    g = tw.new(NAME, players=3, seed=5)
    testing.random_playout(g, random.Random(5), max_steps=5000)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)


def test_contract_checks_with_the_draft_and_prelude_and_solo():
    testing.full_contract_check(NAME, range(7, 8), players=3, fuzz_every=150, draft=True, prelude=True)
    testing.full_contract_check(NAME, range(3, 4), players=1, fuzz_every=40)


def test_replay():
    testing.check_replay(NAME, seed=4, players=1)


def test_lesson():
    games = testing.check_lesson(NAME, plies=2, steps=(8, 14))
    assert len(games) == 11


# ------------------------------------------------------------------ draft and Prelude
def _start(g, preludes=False):
    for s in range(g.players):
        p = g.ps[s]
        g.play(f"corp {p['corps'][0]}", seat=s)
        if preludes:
            for c in p["preludes"][:2]:
                g.play(f"prelude {c}", seat=s)
        g.play("ready", seat=s)


def test_draft_passes_hands_left_in_even_generations_then_buys_among_the_picks():
    g = tw.new(NAME, players=3, seed=2, draft=True)
    _start(g)
    for s in (0, 1, 2):
        g.play("pass", seat=s)
    assert g.phase == "draft" and g.gen == 2 and g.to_move == (0, 1, 2)
    hands = [list(p["dhand"]) for p in g.ps]
    g.play(f"draft {hands[0][0]}", seat=0)
    assert 0 not in g.to_move and g.view(1) == g.view(1)
    g.play(f"draft {hands[1][0]}", seat=1)
    g.play(f"draft {hands[2][0]}", seat=2)
    assert g.ps[1]["dhand"] == hands[0][1:], "seat 0's hand went to its left neighbour, seat 1"
    while g.phase == "draft":
        s = g.to_move[0]
        g.play(g.legal_actions(s)[0], seat=s)
    assert g.phase == "research" and all(len(p["offer"]) == 4 for p in g.ps)
    assert hands[0][0] in g.ps[0]["offer"]


def test_draft_choices_stay_hidden():
    g = tw.new(NAME, players=2, seed=2, draft=True)
    _start(g)
    g.play("pass", seat=0)
    g.play("pass", seat=1)
    testing.check_no_leak(g, random.Random(3), samples=2)


def test_prelude_keep_two_of_four_and_play_them_before_the_first_generation():
    g = tw.new(NAME, players=2, seed=2, prelude=True)
    p = g.ps[0]
    assert len(p["preludes"]) == 4
    g.play(f"corp {p['corps'][0]}", seat=0)
    refused(g, "ready", 0, "preludes")
    first, second = p["preludes"][:2]
    g.play(f"prelude {first}", seat=0)
    g.play(f"prelude {second}", seat=0)
    assert f"prelude {p['preludes'][2]}" not in g.legal_actions(0), "only two preludes are kept"
    g.play("ready", seat=0)
    q = g.ps[1]
    g.play(f"corp {q['corps'][0]}", seat=1)
    for c in q["preludes"][:2]:
        g.play(f"prelude {c}", seat=1)
    g.play("ready", seat=1)
    assert g.phase == "prelude" and g.legal_actions(0) == [f"prelude {c}" for c in sorted([first, second], key=lambda c: (len(c), c))]
    while g.phase == "prelude":
        s = g.to_move[0]
        g.play(g.legal_actions(s)[0], seat=s)
    assert g.phase == "action" and {first, second} <= set(g.ps[0]["played"])


def test_prelude_solo_lasts_12_generations():
    g = tw.new(NAME, players=1, seed=1, prelude=True, position={"gen": 12})
    g.play("pass")
    assert g.over and "12" in g.result()["reason"]


def test_prelude_choices_stay_hidden_and_random_games_end():
    g = tw.new(NAME, players=2, seed=5, prelude=True, draft=True)
    g.play(f"prelude {g.ps[0]['preludes'][0]}", seat=0)
    testing.check_no_leak(g, random.Random(4), samples=2)
    stats = testing.random_playouts(NAME, games=2, seed=9, players=3, every=10, prelude=True, draft=True)
    assert stats["finished"] == 2


@pytest.mark.parametrize("cid", sorted(c for c, d in CARDS.items() if d["kind"] == "prelude"))
def test_every_prelude_plays(cid):
    g = tw.new(NAME, players=2, seed=1, prelude=True)
    g.ps[0]["preludes"] = [cid] + [c for c in g.ps[0]["preludes"] if c != cid][:3]
    g.play(f"corp {g.ps[0]['corps'][0]}", seat=0)
    g.play(f"prelude {cid}", seat=0)
    g.play(f"prelude {g.ps[0]['preludes'][1]}", seat=0)
    g.play("ready", seat=0)
    g.play(f"corp {g.ps[1]['corps'][0]}", seat=1)
    for c in g.ps[1]["preludes"][:2]:
        g.play(f"prelude {c}", seat=1)
    g.play("ready", seat=1)
    g.play(f"prelude {cid}", seat=0)
    while g.pending is not None and g.to_move == (0,):
        g.play(g.legal_actions(0)[0])
    assert cid in g.ps[0]["played"]
    g.check_invariants()


@pytest.mark.parametrize("corp,check", [
    ("Tharsis Republic", lambda g: any(t["t"] == "city" and t["o"] == 0 for t in g.tiles.values())),
    ("Inventrix", lambda g: len(g.ps[0]["hand"]) == 3)])
def test_a_corporations_printed_first_action_is_its_first_action(corp, check):
    cid = next(c for c, d in CARDS.items() if d["name"] == corp)
    g = tw.new(NAME, players=2, seed=1)
    g.ps[0]["corps"] = [cid]
    g.play(f"corp {cid}", seat=0)
    g.play("ready", seat=0)
    g.play(f"corp {g.ps[1]['corps'][0]}", seat=1)
    g.play("ready", seat=1)
    assert g.legal_actions(0) == ["opening"]
    g.play("opening")
    if g.pending:
        g.play(g.legal_actions(0)[0])
    assert check(g) and g.taken == 1 and "pass" in g.legal_actions(0)


def test_robotic_workforce_copies_a_building_cards_production():
    g = game(players=[{"mc": 20, "hand": ["86"], "played": ["56", "141"]}])   # Mine, Power Plant
    g.play("play 86")
    assert g.legal_actions(0) == ["copy 56", "copy 141"]
    g.play("copy 141")
    assert me(g)["prod"]["energy"] == 1


def test_looking_at_cards_keeps_them_hidden_from_the_others():
    g = game(players=[{"mc": 20, "hand": ["111"]}])                        # Business Contacts: look 4 keep 2
    g.play("play 111")
    looked = list(g.pending["cards"])
    assert g.view(0)["me"]["look"] == looked and g.view(1)["me"]["look"] == []
    assert "cards" not in g.view(1)["pending"]
    testing.check_no_leak(g, random.Random(5), samples=2)
    g.play(f"take {looked[0]}")
    g.play(f"take {looked[1]}")
    assert set(looked[:2]) <= set(me(g)["hand"]) and g.pending is None


def test_protected_habitats_and_pets_keep_their_resources():
    g = game(players=[{"mc": 20, "hand": ["50"]}, {"plants": 6, "played": ["173", "172"], "cres": {"172": 2}}])
    g.play("play 50")                                                      # Virus
    twin = g.clone()
    g.play("option 1")                                                     # animals: Pets keeps them
    assert g.pending is None and me(g, 1)["cres"]["172"] == 2
    twin.play("option 2", seat=0)                                          # plants: protected
    assert twin.pending is None and twin.ps[1]["res"]["plants"] == 6


def test_land_claim_reserves_a_space_for_its_owner():
    g = game(players=[{"mc": 40, "hand": ["66"]}, {"mc": 40}])
    g.play("play 66")
    g.play("mark 5,4")
    assert g.claims == {"5,4": 0}
    g.play("pass")
    g.play("std city", seat=1)
    assert "place 5,4" not in g.legal_actions(1)
    g.play(g.legal_actions(1)[0], seat=1)
    g.play("pass", seat=1)
    assert "5,4" in g.claims and g.phase == "research"


def test_robinson_raises_the_lowest_production_and_vitor_rebates_cards_with_points():
    rob = next(c for c, d in CARDS.items() if d["name"] == "Robinson Industries")
    g = game(players=[{"mc": 10, "corp": rob, "prod": {"mc": 1, "steel": 1, "ti": 1, "plants": 1, "energy": 1}}])
    g.play(f"act {rob}")
    assert me(g)["prod"]["heat"] == 1 and me(g)["res"]["mc"] == 6
    vitor = next(c for c, d in CARDS.items() if d["name"] == "Vitor")
    g = game(players=[{"mc": 20, "corp": vitor, "hand": ["113"]}])        # Solar Power, 1 VP
    g.play("play 113")
    assert me(g)["res"]["mc"] == 20 - 11 + 3


def test_solo_tharsis_republic_gets_production_for_the_neutral_cities():
    cid = next(c for c, d in CARDS.items() if d["name"] == "Tharsis Republic")
    g = tw.new(NAME, players=1, seed=2)
    g.ps[0]["corps"] = [cid]
    g.play(f"corp {cid}")
    g.play("ready")
    assert me(g)["prod"]["mc"] == 2


# ------------------------------------------------------------------ Hellas and Elysium
def on_map(name, n=2, seed=1, **position):
    return tw.new(NAME, players=n, seed=seed, map=name, position=position)


def spots(g):
    return {a.split()[1] for a in g.legal_actions(0) if a.startswith("place ")}


def test_each_map_has_61_spaces_12_ocean_spaces_and_the_bonuses_of_the_source():
    for m in board.MAPS.values():
        assert len(m.spaces) == 61 and len(m.ocean_spaces) == 12
        assert [sum(1 for s in m.spaces.values() if s["y"] == y) for y in range(1, 10)] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
        assert all(len(m.adj[k]) <= 6 and all(k in m.adj[a] for a in m.adj[k]) for k in m.spaces)
    hellas, elysium = board.MAPS["hellas"], board.MAPS["elysium"]
    assert hellas.spaces["7,5"] == {"x": 7, "y": 5, "bonus": ["heat"] * 3, "ocean": True, "name": ""}
    assert hellas.ocean_bonus == ("5,9",) and hellas.volcanic == () and hellas.noctis is None
    assert elysium.spaces["8,3"]["bonus"] == ["card"] * 3 and elysium.spaces["8,3"]["name"] == "Olympus Mons"
    assert set(elysium.volcanic) == {"3,2", "2,3", "8,3", "9,5"} and elysium.noctis is None
    assert board.MAPS["tharsis"].spaces == board.SPACES


def test_the_map_option_is_checked_and_drawn():
    with pytest.raises(OptionError, match="map"):
        tw.new(NAME, players=2, seed=1, map="utopia")
    g = tw.new(NAME, players=2, seed=1, map="Hellas")
    v = g.view(0)
    assert v["map"] == "hellas" and v["spaces"]["5,9"]["bonus"] == ["ocean"]
    assert [m["id"] for m in v["milestones"]] == list(board.MAP_MILESTONES["hellas"])
    assert [a["name"] for a in v["awards"]][2] == "Space Baron"


def test_hellas_south_pole_ocean_costs_6_and_places_an_ocean():
    g = on_map("hellas", players=[{"plants": 8, "mc": 7}])
    g.play("greenery")
    assert "5,9" in spots(g)
    g.play("place 5,9")
    assert me(g)["res"]["mc"] == 1, "the south pole takes 6 M€"
    assert g.pending["kind"] == "place" and g.pending["tile"] == "ocean"
    g.play(f"place {board.MAPS['hellas'].ocean_spaces[0]}")
    assert g.oceans == 1 and g.oxygen == 1 and me(g)["tr"] == 22


def test_hellas_south_pole_is_closed_to_whoever_cannot_pay_6():
    g = on_map("hellas", players=[{"plants": 8, "mc": 5}])
    g.play("greenery")
    assert "5,9" not in spots(g) and spots(g)
    assert refused(g, "place 5,9")
    g = on_map("hellas", players=[{"mc": 28}])       # a city for 25 leaves 3: not enough for the pole
    g.play("std city")
    assert "5,9" not in spots(g)


def test_hellas_south_pole_with_every_ocean_placed_costs_nothing():
    oceans = {k: ["ocean", None] for k in board.MAPS["hellas"].ocean_spaces[:9]}
    g = on_map("hellas", players=[{"plants": 8, "mc": 0}], tiles=oceans, params={"oceans": 9})
    g.play("greenery")
    g.play("place 5,9")
    assert me(g)["res"]["mc"] == 0 and g.oceans == 9 and g.pending is None


def test_hellas_south_pole_in_the_final_greenery_costs_6_and_places_an_ocean():
    """The pole's bonus works in the final greenery as well (as in the community engine): 6 M€, an ocean
    and its TR and neighbour money; closed to whoever cannot pay; a solo game stays lost, as the
    ocean comes after the last generation."""
    near = {"4,9": ["greenery", 0]}        # the pole's neighbour, so the final greenery goes beside it
    g = on_map("hellas", n=1, players=[{"plants": 8, "mc": 6}], tiles=near, gen=14,
               params={"temp": 8, "oxygen": 14, "oceans": 8})
    g.play("pass")
    assert g.phase == "final" and "greenery" in g.legal_actions(0)
    mc, tr = me(g)["res"]["mc"], me(g)["tr"]
    g.play("greenery")
    assert "5,9" in spots(g)
    g.play("place 5,9")
    assert me(g)["res"]["mc"] == mc - 6, "the south pole takes 6 M€ in the final greenery too"
    assert g.pending["kind"] == "place" and g.pending["tile"] == "ocean"
    ocean = board.MAPS["hellas"].ocean_spaces[-1]
    g.play(f"place {ocean}")
    assert g.oceans == 9 and g.oxygen == 14 and me(g)["tr"] == tr + 1, "the ocean's TR, no oxygen"
    assert g.over and g.outcome["winners"] == [], "the ocean came after generation 14: still lost"
    poor = on_map("hellas", n=1, players=[{"plants": 8, "mc": 4, "tr": 1, "prod": {"mc": 0}}], tiles=near, gen=14)
    poor.play("pass")
    assert me(poor)["res"]["mc"] == 5
    poor.play("greenery")
    assert "5,9" not in spots(poor) and spots(poor), "without 6 M€ the pole is closed in the final greenery"


def test_hellas_heat_bonuses_and_volcanic_tiles_on_any_land():
    g = on_map("hellas", players=[{"mc": 25}])
    g.play("std city")
    g.play("place 5,8")
    assert me(g)["res"]["heat"] == 2
    g = on_map("hellas", players=[{"mc": 18, "hand": ["140"]}])       # Lava Flows: no volcano on Hellas
    g.play("play 140")
    land = {k for k, s in board.MAPS["hellas"].spaces.items() if not s["ocean"]}
    assert spots(g) == land - {"5,9"}, "every land space but the pole, whose 6 M€ are not left after paying"


def test_elysium_volcanic_tiles_go_on_its_four_volcanoes():
    g = on_map("elysium", players=[{"mc": 18, "hand": ["140"]}])
    g.play("play 140")
    assert spots(g) == {"3,2", "2,3", "8,3", "9,5"}
    g.play("place 8,3")
    assert len(me(g)["hand"]) == 3, "Olympus Mons gives three cards"


def test_noctis_city_off_tharsis_follows_the_city_rules():
    g = on_map("elysium", players=[{"mc": 30, "hand": ["17"], "prod": {"energy": 1}}], tiles={"4,5": ["city", 1]})
    g.play("play 17")
    found = spots(g)
    assert len(found) > 20 and not found & set(board.MAPS["elysium"].adj["4,5"])


def test_each_maps_milestones_are_its_own():
    g = on_map("hellas", players=[{"mc": 10, "prod": {"energy": 6}}])
    assert "claim energizer" in g.legal_actions(0) and refused(g, "claim mayor")
    assert refused(tw.new(NAME, players=2, seed=1, position={"players": [{"mc": 10, "prod": {"energy": 6}}]}),
                   "claim energizer")
    with pytest.raises(OptionError, match="milestones"):
        on_map("hellas", milestones={"mayor": 0})
    with pytest.raises(OptionError, match="awards"):
        on_map("elysium", awards={"banker": 0})


EVENTS = [c for c, d in CARDS.items() if d["kind"] == "event"]
PROJECTS_IN_PLAY = [c for c, d in CARDS.items() if d["kind"] in ("automated", "active")]
JOVIANS = [c for c in PROJECTS_IN_PLAY if "jovian" in CARDS[c]["tags"]]
POLAR = {"4,8": ["city", 0], "3,9": ["greenery", 0], "7,9": ["special", 0]}


@pytest.mark.parametrize("m,met", [
    ("diversifier", {"played": ["56", "90", "159", "92", "35", "52", "17"]}),     # 8 kinds of tag
    ("tactician", {"played": ["23", "35", "52", "60", "72"]}),                   # 5 with requirements
    ("polarexplorer", {}),                                                       # 3 tiles in rows 8 and 9
    ("energizer", {"prod": {"energy": 6}}),
    ("rimsettler", {"played": JOVIANS[:3]}),
    ("generalist", {"prod": dict.fromkeys(("mc", "steel", "ti", "plants", "energy", "heat"), 1)}),
    ("specialist", {"prod": {"heat": 10}}),
    ("ecologist", {"played": ["159", "60", "35", "52"]}),                        # plant, plant, microbe, animal
    ("tycoon", {"played": PROJECTS_IN_PLAY[:15]}),
    ("legend", {"played": EVENTS[:5]}),
])
def test_hellas_and_elysium_milestones_need_their_condition(m, met):
    name = "hellas" if m in board.MAP_MILESTONES["hellas"] else "elysium"
    g = on_map(name, players=[dict(met, mc=10)], tiles=POLAR if m == "polarexplorer" else {})
    assert g.milestone_value(m, 0) == MILESTONE_GOAL[m] and f"claim {m}" in g.legal_actions(0)
    g.play(f"claim {m}")
    assert g.milestones == {m: 0} and me(g)["res"]["mc"] == 2
    short = {k: (v[:-1] if isinstance(v, list) else {r: n - 1 for r, n in v.items()}) for k, v in met.items()}
    g = on_map(name, players=[dict(short, mc=10)], tiles=dict(list(POLAR.items())[:2]) if m == "polarexplorer" else {})
    assert g.milestone_value(m, 0) < MILESTONE_GOAL[m] and refused(g, f"claim {m}")


def test_hellas_and_elysium_awards_count_their_category():
    ocean = board.MAPS["elysium"].ocean_spaces[0]
    near = next(a for a in board.MAPS["elysium"].adj[ocean] if not board.MAPS["elysium"].spaces[a]["ocean"])
    far = next(k for k, s in board.MAPS["elysium"].spaces.items() if s["y"] == 9
               and not any(a in board.MAPS["elysium"].ocean_spaces for a in board.MAPS["elysium"].adj[k]))
    p0 = {"played": ["56", "92", "81", "49", "17"], "cres": {"49": 3}, "steel": 2, "energy": 3, "tr": 25}
    tiles = {near: ["greenery", 0], far: ["city", 0], ocean: ["ocean", None]}
    e = on_map("elysium", players=[p0, {"tr": 20}], tiles=tiles, params={"oceans": 1})
    assert [e.award_value(a, 0) for a in board.MAP_AWARDS["elysium"]] == [2, 5, 1, 1, 25]
    h = on_map("hellas", players=[p0, {}], tiles={"3,3": ["greenery", 0], "6,6": ["greenery", 0]})
    assert [h.award_value(a, 0) for a in board.MAP_AWARDS["hellas"]] == [2, 4, 2, 3, 2]
    assert [h.award_value(a, 1) for a in board.MAP_AWARDS["hellas"]] == [0] * 5
    h = on_map("hellas", players=[dict(p0, mc=8), {}])
    h.play("fund spacebaron")
    assert h.awards == [["spacebaron", 0]] and h.award_points("spacebaron", 0) == 5


def test_random_games_on_hellas_and_elysium_end_with_invariants():
    for i, m in enumerate(("hellas", "elysium")):
        stats = testing.random_playouts(NAME, games=2, seed=60 + i, players=2 + i, every=5, map=m)
        assert stats["finished"] == 2
    stats = testing.random_playouts(NAME, games=1, seed=62, players=1, every=5, map="hellas")
    assert stats["finished"] == 1
    g, rng = tw.new(NAME, players=2, seed=63, map="elysium"), random.Random(63)
    for _ in range(300):                 # into the game, then a save, a restore and the views
        s = rng.choice(g.to_move)
        g.play(rng.choice(g.legal_actions(s)), seat=s)
    testing.check_save_roundtrip(g)
    testing.check_no_leak(g, random.Random(63), samples=1)
    assert tw.restore(g.save()).map is board.MAPS["elysium"]
