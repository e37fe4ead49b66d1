"""Memoir '44: a scripted test per rule of the page (turn, orders by section, movement by unit and
terrain, battle dice by range and terrain, line of sight, hits by symbol, flags and retreats, ignoring
flags, taking ground and overrun, the command cards, special units, scenario rules, medals and victory,
two-ways play), seeded random battles on every scenario, and the shared contract kit."""

from __future__ import annotations

import collections
import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import memoir44 as package
from tablewidgets.games.memoir44 import data as D
from tablewidgets.games.memoir44.bots import CommanderBot
from tablewidgets.games.memoir44.data import parse_hex
from tablewidgets.testing import refused


def cid(kind, section=None, nth=0):
    ids = [i for i, c in enumerate(D.DECK) if c[0] == kind and (section is None or c[1] == section)]
    return ids[nth]


def battle(units, hands=None, scenario=24, active=0, seed=1, plain=None, **kw):
    """A position: units are (hex, side, type[, figures]) or dicts. Without a scenario named, the
    battlefield is plain countryside with no obstacles (unless some are given)."""
    if plain is None:
        plain = scenario == 24
    us = []
    for u in units:
        if isinstance(u, dict):
            us.append(u)
        else:
            d = {"at": u[0], "side": u[1], "type": u[2]}
            if len(u) > 3:
                d["figures"] = u[3]
            us.append(d)
    pos = {"units": us, "active": active}
    if hands is not None:
        pos["hands"] = hands
    pos.update(kw)
    g = tw.new("memoir44", seed=seed, scenario=scenario, position=pos)
    if plain:
        f = g.field
        f.terrain = {h: "countryside" for h in D.HEXES}
        f.behavior, f.bridges, f.tile, f.hill_comp, f.mountain_comp = {}, set(), {}, {}, {}
        if "obstacles" not in kw:
            g.obstacles = {}
    return g


def dice_are(g, *faces):
    """Script the next rolls of ``g``: each call of roll takes the next list."""
    rolls = list(faces)

    def roll(n):
        out = rolls.pop(0)
        assert len(out) == n, (out, n)
        return list(out)
    g.roll = roll


def unit(g, h):
    return g.unit_at(parse_hex(h))


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    assert doctest.testmod(package, optionflags=doctest.ELLIPSIS).failed == 0


def test_the_command_deck_is_the_60_card_standard_mix():
    count = collections.Counter((k, s) for k, s in D.DECK)
    assert len(D.DECK) == 60
    assert [count[("probe", s)] for s in range(3)] == [4, 5, 4]
    assert [count[("attack", s)] for s in range(3)] == [3, 4, 3]
    assert [count[("recon", s)] for s in range(3)] == [2, 2, 2]
    assert [count[("assault", s)] for s in range(3)] == [2, 2, 2]
    assert count[("recon_in_force", None)] == 3
    tactics = sum(n for (k, s), n in count.items() if D.CARD_TYPES[k].sections is None)
    assert tactics == 20
    for key in ("armor_assault", "counter_attack", "direct_from_hq", "infantry_assault", "move_out"):
        assert count[(key, None)] == 2


def test_every_scenario_deals_its_cards_and_starts_with_the_side_it_names():
    assert len(D.SCENARIO_IDS) == 62
    base = {2, 3, 4, 5, 7, 11, 15, 16, 17, 18, 19, 20, 22, 23, 24, 25, 29, 1558, 4085, 4086, 4087, 4088, 4089, 4090,
            4152, 4172, 4185, 4186, 4187, 4258, 4272}
    assert base <= set(D.SCENARIO_IDS)           # every base-game scenario of Board Game Arena's list
    for sid in D.SCENARIO_IDS:
        sc = D.SCENARIOS[sid]
        g = tw.new("memoir44", seed=1, scenario=sid)
        for seat in (0, 1):
            assert len(g.hands[seat]) == sc[g.side_of(seat)]["cards"]
        assert g.side_of(g.active) == sc["first"] or (g.phase == "commit" and g.side_of(g.resume) == sc["first"])
        sides = {u["side"] for u in g.units.values()}
        assert sides == {"top", "bottom"}, sid
        assert sc["summary"] and sc["name"]


def test_the_board_is_13_by_9_with_three_sections_and_line_hexes_in_two():
    assert len(D.HEXES) == 13 * 5 + 12 * 4
    g = tw.new("memoir44", seed=1, scenario=24)
    f = g.field
    assert f.section_of(parse_hex("A1"), "bottom") == [0]
    assert f.section_of(parse_hex("d2"), "bottom") == [0, 1]      # doubled column 7: on the line
    assert f.section_of(parse_hex("A1"), "top") == [2]            # the top side's right flank


def test_options_are_checked():
    with pytest.raises(OptionError, match="scenario"):
        tw.new("memoir44", scenario=9999)
    with pytest.raises(OptionError, match="two_ways"):
        tw.new("memoir44", two_ways="maybe")


# ---------------------------------------------------------------------- turn and orders
def test_play_a_card_then_order_units_only_in_its_section():
    g = battle([("B1", "bottom", "infantry"), ("C1", "bottom", "infantry"), ("D1", "bottom", "infantry"),
                ("I1", "bottom", "infantry"), ("B9", "top", "infantry")], hands=[[cid("probe", 0)], [cid("probe", 1)]])
    assert g.legal_actions() == [f"play {cid('probe', 0)}"]
    g.play(f"play {cid('probe', 0)}")
    orders = [a for a in g.legal_actions() if a.startswith("order")]
    assert orders == ["order B1", "order C1", "order D1"]           # I1 is in the centre
    g.play("order B1")
    g.play("order C1")
    assert g.phase == "move"                                        # a Probe orders 2 units
    refused(g, "order D1", None, "unit")


def test_a_unit_on_a_section_line_may_be_ordered_from_either_section():
    g = battle([("d2", "bottom", "infantry"), ("B9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    assert "order d2" in g.legal_actions()


def test_only_ordered_units_move_and_battle():
    g = battle([("B1", "bottom", "infantry"), ("C1", "bottom", "infantry"), ("B9", "top", "infantry")],
               hands=[[cid("recon", 0)], []])
    g.play(f"play {cid('recon', 0)}")
    g.play("order B1")
    assert all(a.split()[1] == "B1" for a in g.legal_actions() if a.startswith("move"))


# ---------------------------------------------------------------------- movement
def test_infantry_moves_1_and_battles_or_2_and_does_not():
    g = battle([("C1", "bottom", "infantry"), ("C5", "top", "infantry")], hands=[[cid("recon", 0)], []])
    u = unit(g, "C1")
    dest = g.destinations(u)
    assert dest[parse_hex("c2")] == (1, True)
    assert dest[parse_hex("C3")] == (2, False)
    assert max(d for d, _ in dest.values()) == 2


def test_special_forces_move_2_and_still_battle():
    g = battle([{"at": "C1", "side": "bottom", "type": "infantry", "elite": True}, ("C5", "top", "infantry")])
    assert g.destinations(unit(g, "C1"))[parse_hex("C3")] == (2, True)


def test_armor_moves_3_and_battles_artillery_moves_1_or_battles():
    g = battle([("C1", "bottom", "armor"), ("F1", "bottom", "artillery"), ("C9", "top", "infantry")])
    assert max(d for d, _ in g.destinations(unit(g, "C1")).values()) == 3
    assert all(c for _, c in g.destinations(unit(g, "C1")).values())     # armor battles after 1 to 3 hexes
    art = g.destinations(unit(g, "F1"))
    assert {d for d, _ in art.values()} == {1} and not any(c for _, c in art.values())


def test_units_never_move_onto_or_through_another_unit():
    g = battle([("C1", "bottom", "infantry"), ("c2", "bottom", "infantry"), ("b2", "bottom", "infantry"),
                ("C9", "top", "infantry")])
    dest = g.destinations(unit(g, "C1"))
    assert parse_hex("c2") not in dest and parse_hex("b2") not in dest
    assert parse_hex("C3") not in dest        # only reachable through the two units


def test_forest_stops_movement_and_a_unit_moving_in_cannot_battle():
    # Arracourt: H7 is a forest
    g = battle([("g6", "bottom", "armor"), ("A9", "top", "infantry")], plain=False)
    dest = g.destinations(unit(g, "g6"))
    assert dest[parse_hex("H7")] == (1, False)
    # a unit that starts in the forest may leave it; one that enters it stops there
    g.units[0]["hex"], g.at = parse_hex("H7"), {parse_hex("H7"): 0, parse_hex("A9"): 1}
    assert max(d for d, _ in g.destinations(unit(g, "H7")).values()) == 3
    walled = battle([("g6", "bottom", "armor"), ("A9", "top", "infantry")] +
                    [(D.hex_name(n), "bottom", "infantry") for n in D.neighbours(*parse_hex("g6"))
                     if n != parse_hex("H7")], plain=False)
    assert set(walled.destinations(unit(walled, "g6"))) == {parse_hex("H7")}


def test_rivers_are_impassable_except_over_bridges():
    g = battle([("D5", "bottom", "infantry"), ("K9", "top", "infantry")], scenario=2)
    # Pegasus Bridge: d6/D7 region: the canal hex D7 carries the bridge
    assert g.field.impassable(parse_hex("d8"), "infantry")
    assert not g.field.impassable(parse_hex("D7"), "infantry")


def test_ocean_moves_one_hex_and_cannot_battle_and_beach_moves_at_most_two():
    g = battle([("C1", "bottom", "armor"), ("C4", "top", "infantry")], scenario=4)
    assert g.field.terrain[parse_hex("C1")] == "ocean"
    assert max(d for d, _ in g.destinations(unit(g, "C1")).values()) == 1
    g2 = battle([("c2", "bottom", "infantry"), ("c4", "top", "infantry")], scenario=4)
    assert g2.targets(unit(g2, "c2")) == {}
    g3 = battle([("C3", "bottom", "armor"), ("K9", "top", "infantry")], scenario=4)
    far = [h for h, (d, _) in g3.destinations(unit(g3, "C3")).items() if g3.field.terrain[h] == "beach"]
    assert far and all(g3.destinations(unit(g3, "C3"))[h][0] <= 2 for h in far)


# ---------------------------------------------------------------------- battle
def test_battle_dice_by_range_for_each_unit_type():
    g = battle([("E1", "bottom", "infantry"), ("F1", "bottom", "armor"), ("G1", "bottom", "artillery"),
                ("e2", "top", "infantry")])
    inf, arm, art = unit(g, "E1"), unit(g, "F1"), unit(g, "G1")
    far = {"hex": parse_hex("E7"), "side": "top", "type": "infantry"}
    assert [g.dice(inf, dict(far, hex=parse_hex(h))) for h in ("e2", "E3", "e4", "E5")] == [3, 2, 1, 0]
    assert [g.dice(arm, dict(far, hex=parse_hex(h))) for h in ("f2", "F3", "f4", "F5")] == [3, 3, 3, 0]
    assert [g.dice(art, dict(far, hex=parse_hex(h))) for h in ("g2", "G3", "g4", "G5", "g6", "G7", "g8")] == \
        [3, 3, 2, 2, 1, 1, 0]


def test_terrain_takes_dice_from_infantry_and_armor_but_not_artillery():
    g = battle([("G1", "bottom", "artillery"), ("H1", "bottom", "infantry"), ("I1", "bottom", "armor"),
                ("H7", "top", "infantry")], plain=False)
    tgt = unit(g, "H7")       # forest
    near = lambda u, h: g.dice(u, tgt, from_hex=parse_hex(h))
    assert near(unit(g, "H1"), "h6") == 3 - 1
    assert near(unit(g, "I1"), "h6") == 3 - 2
    assert near(unit(g, "G1"), "g6") == 3


def test_hills_protect_only_against_units_battling_from_below():
    g = battle([("I3", "bottom", "infantry"), ("J5", "top", "infantry"), ("I5", "bottom", "infantry")], plain=False)
    tgt = unit(g, "J5")
    assert g.dice(unit(g, "I3"), tgt, from_hex=parse_hex("i4")) == 2      # from below: -1
    assert g.dice(unit(g, "I5"), tgt) == 3                                 # from the same hill


def test_a_unit_next_to_an_enemy_must_close_assault_it():
    g = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry"), ("E3", "top", "infantry")])
    assert list(g.targets(unit(g, "E1"))) == [unit(g, "e2")["id"]]


def test_line_of_sight_is_blocked_by_units_and_forests_but_not_for_artillery():
    g = battle([("B1", "bottom", "infantry"), ("b2", "bottom", "armor"), ("C3", "top", "infantry")])
    assert unit(g, "C3")["id"] not in g.targets(unit(g, "B1"))           # the tank on b2 is in the way
    art = battle([("B1", "bottom", "artillery"), ("b2", "bottom", "armor"), ("C3", "top", "infantry")])
    assert unit(art, "C3")["id"] in art.targets(unit(art, "B1"))         # artillery needs no line of sight
    k = battle([("H5", "bottom", "infantry"), ("H9", "top", "infantry")], plain=False)
    assert not k.field.sight(parse_hex("H5"), parse_hex("H9"), k.at, k.obstacles)     # H7 forest between
    assert unit(k, "H9")["id"] not in k.targets(unit(k, "H5"))
    m = battle([("H3", "bottom", "artillery"), ("H9", "top", "infantry")], plain=False)
    assert unit(m, "H9")["id"] in m.targets(unit(m, "H3"))


def test_line_of_sight_along_an_edge_is_blocked_only_when_both_sides_block():
    g = battle([("B1", "bottom", "infantry"), ("B3", "top", "infantry"), ("b2", "bottom", "infantry")])
    # B1 -> B3 runs along the edge between a2 and b2: one blocker does not block
    assert g.field.sight(parse_hex("B1"), parse_hex("B3"), g.at, g.obstacles)
    g2 = battle([("B1", "bottom", "infantry"), ("B3", "top", "infantry"), ("b2", "bottom", "infantry"),
                 ("a2", "bottom", "infantry")])
    assert not g2.field.sight(parse_hex("B1"), parse_hex("B3"), g2.at, g2.obstacles)
    g3 = battle([("B1", "bottom", "infantry"), ("C3", "top", "infantry"), ("b2", "bottom", "infantry")])
    assert not g3.field.sight(parse_hex("B1"), parse_hex("C3"), g3.at, g3.obstacles)   # straight through b2


def test_hits_by_symbol_grenades_hit_all_stars_miss():
    g = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry")])
    inf, arm, art = ({"type": t} for t in ("infantry", "armor", "artillery"))
    faces = ["infantry", "infantry", "armor", "grenade", "star", "flag"]
    assert g._hits(faces, inf) == 3
    assert g._hits(faces, arm) == 2
    assert g._hits(faces, art) == 1
    assert g._hits(faces, inf, stars=True) == 4


def test_a_battle_removes_a_figure_per_hit_and_casualties_do_not_reduce_dice():
    g = battle([("E1", "bottom", "infantry", 1), ("e2", "top", "infantry")], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    assert g.targets(unit(g, "E1"))[unit(g, "e2")["id"]] == 3
    dice_are(g, ["infantry", "grenade", "star"])
    g.play("fire E1 e2")
    assert unit(g, "e2")["figures"] == 2


def test_flags_push_the_target_back_toward_its_own_side():
    g = battle([("E1", "bottom", "infantry"), ("e4", "top", "infantry")], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("move E1 e2")
    dice_are(g, ["flag", "star"])
    g.play("fire e2 e4")
    assert g.pending["kind"] == "retreat" and g.to_move == (1,)      # the owner picks one of two hexes back
    assert sorted(a.split()[2] for a in g.legal_actions(1)) == ["E5", "F5"]
    g.play(g.legal_actions(1)[0], 1)
    assert unit(g, "e4") is None


def test_a_blocked_retreat_costs_a_figure_per_missing_hex():
    g = battle([("E9", "top", "infantry"), ("E7", "bottom", "infantry")])
    ends, lost = g.retreat_options(unit(g, "E9"), 2)
    assert ends == [] and lost == 2                        # the top edge: no hex to retreat to
    g2 = battle([("e8", "top", "infantry"), ("F9", "top", "infantry"), ("E9", "top", "infantry")])
    assert g2.retreat_options(unit(g2, "e8"), 1) == ([], 1)


def test_sandbags_let_the_occupant_ignore_one_flag():
    g = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry")], hands=[[cid("recon", 1)], []],
               obstacles={"e2": "sandbags"})
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["flag", "star"])             # 3 dice less 1 for sandbags
    g.play("fire E1 e2")
    assert unit(g, "e2") is not None and not g.pending


def test_taking_ground_after_close_assault_and_armor_overrun():
    g = battle([("E1", "bottom", "armor"), ("e2", "top", "infantry", 1), ("E5", "top", "infantry")],
               hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    assert g.pending["kind"] == "advance"
    assert set(g.legal_actions()) == {"move E1 e2", "stay"}
    g.play("move E1 e2")
    assert unit(g, "e2")["type"] == "armor"
    assert any(a.startswith("fire e2") for a in g.legal_actions())       # the overrun battle
    dice_are(g, ["star", "star", "star"])
    g.play("fire e2 E5" if "fire e2 E5" in g.legal_actions() else g.legal_actions()[0])


def test_artillery_never_takes_ground():
    g = battle([("E1", "bottom", "artillery"), ("e2", "top", "infantry", 1)], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    assert not g.pending


def test_an_eliminated_unit_is_a_medal_and_the_medal_count_wins():
    g = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry", 1), ("A9", "top", "infantry")],
               hands=[[cid("recon", 1)], []], medals=[5, 0])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    assert g.over and g.result()["winners"] == [0]
    assert g.result()["scores"][0] == 6


def test_temporary_objective_medals_count_only_while_held():
    # Pegasus Bridge: the two bridges are Allied objectives
    g = battle([("D7", "bottom", "infantry"), ("K9", "top", "infantry")], scenario=2)
    assert g.objective_medals(0) == 1
    g2 = battle([("D5", "bottom", "infantry"), ("K9", "top", "infantry")], scenario=2)
    assert g2.objective_medals(0) == 0


def test_permanent_objective_medals_stay_once_taken():
    g = battle([("C9", "bottom", "infantry"), ("K1", "top", "infantry")], scenario=22)
    assert g.objective_medals(0) == 1
    del g.at[parse_hex("C9")]
    unit_ = next(iter(u for u in g.units.values() if u["side"] == "bottom"))
    unit_["hex"] = parse_hex("B1")
    g.at[parse_hex("B1")] = unit_["id"]
    assert g.objective_medals(0) == 1


def test_steep_hills_cost_two_hexes_to_climb_from_below_mont_pincon():
    g = battle([("g6", "bottom", "infantry"), ("b8", "bottom", "infantry"), ("C7", "bottom", "armor"),
                ("A9", "top", "infantry")], scenario=4258)
    assert g.field.behavior[parse_hex("G7")] == "STEEP_HILL"
    assert g.destinations(unit(g, "g6"))[parse_hex("G7")] == (2, False)     # infantry: up, no battle
    assert parse_hex("B9") in g.destinations(unit(g, "b8"))                  # an ordinary hill: one hex
    assert g.destinations(unit(g, "b8"))[parse_hex("B9")] == (1, True)
    g2 = battle([("f6", "bottom", "armor"), ("A9", "top", "infantry")], scenario=4258)
    dest = g2.destinations(unit(g2, "f6"))
    assert dest[parse_hex("G7")] == (2, True)                                # armor: up, then one more
    assert dest[parse_hex("g8")] == (3, True)                                # along the top: one hex


def test_a_shared_objective_is_the_defaults_until_the_other_side_enters_any_hex_mont_pincon():
    sc = D.SCENARIOS[4258]
    assert [ob["default"] for ob in sc["objectives"]] == ["top"] and len(sc["objectives"][0]["hexes"]) == 6
    g = battle([("G7", "top", "infantry"), ("A1", "bottom", "infantry")], scenario=4258)
    axis, allies = (0, 1) if g.side_of(0) == "top" else (1, 0)
    assert (g.objective_medals(axis), g.objective_medals(allies)) == (1, 0)
    empty = battle([("A9", "top", "infantry"), ("A1", "bottom", "infantry")], scenario=4258)
    assert (empty.objective_medals(axis), empty.objective_medals(allies)) == (1, 0)   # held without a unit
    taken = battle([("G7", "top", "infantry"), ("g8", "top", "infantry"), ("H9", "bottom", "infantry")],
                   scenario=4258)
    assert (taken.objective_medals(axis), taken.objective_medals(allies)) == (0, 1)   # one hex is enough
    assert taken.medal_count(allies) == 1


def test_night_attacks_battles_reach_only_as_far_as_the_visibility_wittmanns_final_battle():
    g = battle([("E1", "bottom", "artillery"), ("E4", "top", "infantry"), ("A9", "top", "infantry")],
               scenario=4085, plain=True)
    art, far = unit(g, "E1"), unit(g, "E4")
    g.night = 2
    assert far["id"] not in g.targets(art)                   # 3 hexes away, 2 visible
    g.night = 3
    assert g.targets(art)[far["id"]] == 2
    g.night = None                                           # full day: the artillery's whole range
    assert far["id"] in g.targets(art)


def test_night_attacks_the_night_side_rolls_four_dice_each_turn_every_star_one_hex_more():
    sc = D.SCENARIOS[4085]
    assert sc["options"]["night"] == {"side": "bottom"}
    g = tw.new("memoir44", seed=3, scenario=4085)
    assert g.last_roll["why"] == "Night" and g.side_of(g.last_roll["seat"]) == "bottom"   # rolled at the start
    assert g.night == (None if 1 + g.last_roll["faces"].count("star") >= 6 else 1 + g.last_roll["faces"].count("star"))
    axis = g.seat_of("top")
    g2 = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=4085, plain=True,
                hands=[[cid("probe", 0)], [cid("probe", 1)]], active=axis)
    g2.night = 2
    dice_are(g2, ["star", "star", "flag", "infantry"])
    g2.play(f"play {g2.hands[axis][0]}")
    if g2.active == axis:
        g2.play("done")                                        # Axis turn ends: the Allies roll for the dawn
    assert g2.active == 1 - axis and g2.night == 4 and g2.last_roll["why"] == "Night"
    g2.active = axis
    g2._clear_turn()
    g2.phase = "play"
    g2.hands[axis] = [cid("probe", 0)]
    dice_are(g2, ["star", "star", "star", "grenade"])
    g2.play(f"play {cid('probe', 0)}")
    if g2.active == axis:
        g2.play("done")
    assert g2.night is None                                    # 4 + 3 stars: full day, no more rolls
    assert g2.view(None)["night"] is None


def test_at_night_air_power_and_barrage_only_order_one_unit():
    for card in ("air_power", "barrage"):
        seat = tw.new("memoir44", seed=1, scenario=4085).seat_of("bottom")
        hands = [[], []]
        hands[seat] = [cid(card)]
        g = battle([("E1", "bottom", "infantry"), ("K1", "bottom", "armor"), ("E5", "top", "infantry")],
                   scenario=4085, plain=True, hands=hands, active=seat)
        g.night = 3
        g.play(f"play {cid(card)}")
        assert g.phase == "order" and g.limits == {"any": 1}
        assert "order E1" in g.legal_actions() and "order K1" in g.legal_actions()


def test_anti_tank_guns_hit_armor_on_stars_when_they_have_not_moved_and_never_take_ground():
    def duel(moved):
        g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "antitank": True},
                    ("e2", "top", "armor"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
        g.play(f"play {cid('recon', 1)}")
        g.play("order E1")
        g.play("done")
        at = unit(g, "E1")
        if moved:
            g.moved[at["id"]] = 1
        dice_are(g, ["star", "star", "star"])
        g.play("fire E1 e2")
        return g
    still = duel(moved=False)
    assert unit(still, "e2") is None                      # three stars, three hits: the tanks are gone
    assert unit(still, "E1") is not None and still.pending is None or still.pending.get("kind") != "advance"
    assert unit(still, "E1")["hex"] == parse_hex("E1")
    moved = duel(moved=True)
    assert unit(moved, "e2")["figures"] == 3               # after moving, stars miss as for any infantry
    plain = battle([("E1", "bottom", "infantry"), ("e2", "top", "armor")], hands=[[cid("recon", 1)], []])
    assert not unit(plain, "E1")["antitank"]
    sc = D.SCENARIOS[4085]
    assert sum(1 for u in sc["units"] if u.get("badge") == "badge37") == 2
    g = tw.new("memoir44", seed=1, scenario=4085)
    assert sum(1 for u in g.units.values() if u["antitank"]) == 2


def test_fords_are_entered_with_a_stop_and_battled_out_of_at_one_die_less_opportunity_at_falaise():
    sc = tw.new("memoir44", seed=1, scenario=4086)
    assert sc.field.terrain[parse_hex("d4")] == "ford" and not sc.field.impassable(parse_hex("d4"), "armor")
    g = battle([("D3", "bottom", "infantry"), ("E3", "bottom", "armor"), ("F3", "bottom", "artillery"),
                ("A9", "top", "infantry")], scenario=4086, plain=True)
    ford = parse_hex("d4")
    for h in D.HEXES:
        if h[0] == 5:
            g.field.terrain[h] = "ford"                              # the whole river fordable, as the Laizon
    assert g.destinations(unit(g, "D3"))[ford] == (1, True)       # wades in and stops; may still battle
    arm = g.destinations(unit(g, "E3"))
    assert arm[ford] == (1, True) and not [h for h in arm if h[0] < 5]    # armor too stops in the ford
    target = {"hex": parse_hex("D7"), "side": "top", "type": "infantry"}
    for h, kind in (("D3", "infantry"), ("E3", "armor"), ("F3", "artillery")):
        u = unit(g, h)
        on_ford = g.dice(u, target, from_hex=ford)
        g.field.terrain[ford] = "countryside"
        assert g.dice(u, target, from_hex=ford) == on_ford + 1, kind     # 1 die less out of the ford
        g.field.terrain[ford] = "ford"


def test_a_smoke_screen_of_three_contiguous_hexes_blocks_sight_until_the_second_turn_ends():
    g = tw.new("memoir44", seed=2, scenario=4086)
    allies = g.seat_of("bottom")
    assert g.phase == "smoke" and g.to_move == (allies,) and "done" in g.legal_actions()
    g.play("smoke E5")
    assert "done" not in g.legal_actions()
    assert set(g.legal_actions()) == {f"smoke {D.hex_name(h)}" for h in D.neighbours(*parse_hex("E5"))}
    g.play("smoke F5")
    assert "smoke H5" not in g.legal_actions() and "smoke G5" in g.legal_actions()
    g.play("smoke G5")
    assert g.phase == "play" and g.active == allies and g.view(1 - allies)["smoke"] == ["E5", "F5", "G5"]
    # sight: blocked across a smoke hex, not into it
    p2 = battle([("F3", "bottom", "infantry"), ("F5", "top", "infantry")], scenario=24)
    assert unit(p2, "F5")["id"] in p2.targets(unit(p2, "F3"))
    p2.smoke = [parse_hex("f4"), parse_hex("e4")]
    assert unit(p2, "F5")["id"] not in p2.targets(unit(p2, "F3"))
    p2.smoke = [parse_hex("F5")]
    assert unit(p2, "F5")["id"] in p2.targets(unit(p2, "F3"))    # a unit in the smoke is seen
    # it lifts when the Allies' second turn ends
    for _ in range(60):
        if g.turns[allies] >= 2 or g.over:
            break
        assert g.smoke
        g.play(CommanderBot(seed=1).choose(g, g.to_move[0]), seat=g.to_move[0])
    assert g.turns[allies] == 2 and g.smoke == []


def test_skipping_the_smoke_screen_starts_the_battle_with_none():
    g = tw.new("memoir44", seed=2, scenario=4086)
    g.play("done")
    assert g.phase == "play" and g.smoke == [] and g.side_of(g.active) == "bottom"


def test_night_falling_the_axis_roll_and_every_star_takes_a_hex_of_sight_night_withdrawal():
    g = tw.new("memoir44", seed=1, scenario=4089)
    assert g.night == 6 and g.side_of(g.active) == "bottom"        # the Allies start in the last daylight
    axis = g.seat_of("top")
    g2 = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=4089, plain=True,
                hands=[[cid("probe", 0)], [cid("probe", 1)]], active=1 - axis)
    g2.hands[1 - axis] = [cid("probe", 0)]
    dice_are(g2, ["star", "star", "star", "flag"])
    g2.play(f"play {cid('probe', 0)}")
    if g2.active != axis:
        g2.play("done")
    assert g2.active == axis and g2.night == 3
    g2.night = 2
    g2._clear_turn()
    g2.active, g2.phase = 1 - axis, "play"
    g2.hands[1 - axis] = [cid("probe", 0)]
    dice_are(g2, ["star", "star", "star", "star"])
    g2.play(f"play {cid('probe', 0)}")
    if g2.active != axis:
        g2.play("done")
    assert g2.night == 1                                        # never below 1: close assaults only
    art = battle([("E1", "bottom", "artillery"), ("E3", "top", "infantry"), ("e2", "bottom", "infantry")],
                 scenario=4089, plain=True)
    art.night = 1
    assert art.targets(unit(art, "E1")) == {}


def test_exit_markers_an_ordered_unit_on_its_exit_hex_leaves_for_a_medal_night_withdrawal():
    axis = tw.new("memoir44", seed=1, scenario=4089).seat_of("top")
    hands = [[], []]
    hands[axis] = [cid("probe", 1)]
    g = battle([("G9", "top", "infantry"), ("F9", "top", "infantry"), ("A1", "bottom", "infantry")],
               scenario=4089, plain=True, hands=hands, active=axis)
    assert g.view(axis)["exits"] == [{"hex": "G9", "side": "top"}]
    g.play(f"play {cid('probe', 1)}")
    g.play("order G9")
    g.play("order F9")
    assert g.phase == "move" and "exit G9" in g.legal_actions() and "exit F9" not in g.legal_actions()
    before = g.medal_count(axis)
    g.play("exit G9")
    assert unit(g, "G9") is None and g.medal_count(axis) == before + 1
    assert not [a for a in g.legal_actions() if a.startswith("exit")]
    allies_exit = battle([("G9", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=4089, plain=True,
                         hands=[[cid("probe", 1)], [cid("probe", 1, 1)]], active=1 - axis)
    allies_exit.hands[1 - axis] = [cid("probe", 1)]
    allies_exit.play(f"play {cid('probe', 1)}")
    allies_exit.play("order G9")
    assert not [a for a in allies_exit.legal_actions() if a.startswith("exit")]   # the Axis exit only


# ---------------------------------------------------------------------- command cards
def test_recon_draws_two_and_keeps_one_the_other_is_discarded():
    g = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], [cid("probe", 0)]])
    g.play(f"play {cid('recon', 1)}")
    g.play("done")                             # order nobody: the turn ends and two cards are drawn
    assert g.phase == "keep" and len(g.drawn) == 2
    keep = g.legal_actions()[0]
    other = [c for c in g.drawn if c != int(keep.split()[1])][0]
    g.play(keep)
    assert int(keep.split()[1]) in g.hands[0] and other in g.discard and g.active == 1


def test_assault_orders_every_unit_in_the_section():
    us = [(h, "bottom", "infantry") for h in ("A1", "B1", "C1", "D1", "b2", "c2")] + [("A9", "top", "infantry")]
    g = battle(us, hands=[[cid("assault", 0)], []])
    g.play(f"play {cid('assault', 0)}")
    for _ in range(6):
        g.play(next(a for a in g.legal_actions() if a.startswith("order")))
    assert len(g.ordered) == 6


def test_counter_attack_copies_the_last_card_on_the_mirror_section():
    g = battle([("L1", "bottom", "infantry"), ("B1", "bottom", "infantry"), ("B9", "top", "infantry")],
               hands=[[cid("counter_attack")], []], active=0)
    g.last_card[1] = ("attack", 0)           # the top side attacked on its left (the board's right)
    g.play(f"play {cid('counter_attack')}")
    assert g.effect == "attack" and g.section == 2
    assert "order L1" in g.legal_actions() and "order B1" not in g.legal_actions()


def test_barrage_rolls_four_dice_at_any_enemy_without_flags_ignored():
    g = battle([("E1", "bottom", "infantry"), ("K9", "top", "infantry")], hands=[[cid("barrage")], []],
               obstacles={"K9": "sandbags"})
    g.obstacles = {parse_hex("K9"): ["sandbags", None, False]}
    g.play(f"play {cid('barrage')}")
    assert g.legal_actions() == ["barrage K9"]
    dice_are(g, ["infantry", "star", "star", "flag"])
    g.play("barrage K9")
    assert unit(g, "K9")["figures"] == 2     # 1 hit, and the flag cannot be taken on the top edge: 1 more lost


def test_air_power_strikes_up_to_four_adjacent_units_stars_hit():
    g = battle([("E1", "bottom", "infantry"), ("E9", "top", "infantry"), ("F9", "top", "infantry"),
                ("K9", "top", "infantry")], hands=[[cid("air_power")], []])
    g.play(f"play {cid('air_power')}")
    g.play("air E9")
    assert "air K9" not in g.legal_actions() and "air F9" in g.legal_actions()
    dice_are(g, ["star", "star"], ["star", "grenade"])
    g.play("air F9")                           # no other enemy is next to the two: the strike goes in
    assert unit(g, "E9")["figures"] == 2 and unit(g, "F9")["figures"] == 2


def test_ambush_lets_the_defender_battle_first():
    g = battle([("E1", "bottom", "infantry", 1), ("e2", "top", "infantry")],
               hands=[[cid("recon", 1)], [cid("ambush")]])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    assert unit(g, "E1") is None and unit(g, "e2")["figures"] == 4
    assert cid("ambush") in g.discard


def test_their_finest_hour_orders_units_by_the_symbols_rolled():
    g = battle([("E1", "bottom", "infantry"), ("F1", "bottom", "armor"), ("G1", "bottom", "artillery"),
                ("A9", "top", "infantry")], hands=[[cid("finest_hour"), cid("probe", 0)], []])
    dice_are(g, ["infantry", "flag"])          # a die for each card in hand: one infantry, one flag
    g.play(f"play {cid('finest_hour')}")
    orders = [a for a in g.legal_actions() if a.startswith("order")]
    assert orders == ["order E1"]


def test_close_assault_card_orders_units_next_to_enemies_without_moving():
    g = battle([("E1", "bottom", "infantry"), ("G1", "bottom", "infantry"), ("e2", "top", "infantry")],
               hands=[[cid("close_assault")], []])
    g.play(f"play {cid('close_assault')}")
    assert g.ordered == [unit(g, "E1")["id"]] and g.phase == "battle"
    assert g.targets(unit(g, "E1"))[unit(g, "e2")["id"]] == 4


def test_general_advance_orders_two_units_in_each_section_and_pincer_move_two_on_each_flank():
    us = [(h, "bottom", "infantry") for h in ("A1", "B1", "C1", "G1", "H1", "I1", "K1", "L1", "M1")] + \
        [("A9", "top", "infantry")]
    g = battle(us, hands=[[cid("general_advance"), cid("pincer_move")], []])
    g.play(f"play {cid('general_advance')}")
    for _ in range(6):
        g.play(next(a for a in g.legal_actions() if a.startswith("order")))
    secs = sorted(g.field.section_of(g.units[u]["hex"], "bottom")[0] for u in g.ordered)
    assert secs == [0, 0, 1, 1, 2, 2] and g.phase == "move"
    p = battle(us, hands=[[cid("pincer_move")], []])
    p.play(f"play {cid('pincer_move')}")
    assert not any(a in p.legal_actions() for a in ("order G1", "order H1", "order I1"))


def test_infantry_assault_orders_the_infantry_of_one_section_moving_two_and_battling():
    g = battle([("B1", "bottom", "infantry"), ("C1", "bottom", "infantry"), ("H1", "bottom", "infantry"),
                ("D1", "bottom", "armor"), ("A9", "top", "infantry")], hands=[[cid("infantry_assault")], []])
    g.play(f"play {cid('infantry_assault')} left")
    assert sorted(g.ordered) == sorted([unit(g, "B1")["id"], unit(g, "C1")["id"]])
    assert g.destinations(unit(g, "B1"))[parse_hex("B3")] == (2, True)
    assert g.destinations(unit(g, "B1"))[parse_hex("b4")] == (3, False)


def test_artillery_bombard_moves_artillery_three_or_battles_twice():
    g = battle([("E1", "bottom", "artillery"), ("E5", "top", "infantry")],
               hands=[[cid("artillery_bombard")], [cid("probe", 1)]])
    g.play(f"play {cid('artillery_bombard')}")
    assert max(d for d, _ in g.destinations(unit(g, "E1")).values()) == 3
    g.play("done")
    dice_are(g, ["star", "star"], ["star", "star"])    # 2 dice at 4 hexes, twice
    g.play("fire E1 E5")
    assert "fire E1 E5" in g.legal_actions()
    g.play("fire E1 E5")
    assert g.active == 1


def test_behind_enemy_lines_moves_three_ignoring_terrain_battles_and_moves_again():
    g = battle([("g6", "bottom", "infantry"), ("I9", "top", "infantry")], hands=[[cid("behind_enemy_lines")], []],
               plain=False)
    g.play(f"play {cid('behind_enemy_lines')}")
    g.play("order g6")
    d = g.destinations(unit(g, "g6"))
    assert d[parse_hex("H7")] == (1, True)        # into the forest and on: terrain does not stop it
    assert max(x for x, _ in d.values()) == 3
    g.play("move g6 h8")
    n = g.targets(unit(g, "h8"))[unit(g, "I9")["id"]]
    assert n == 3 + 1 - 1                      # close assault +1 for the card, -1 for the forest of I9
    dice_are(g, ["star"] * n)
    g.play("fire h8 I9")
    assert g.phase == "move" and g.second_move
    assert any(a.startswith("move h8") for a in g.legal_actions())


def test_firefight_orders_units_away_from_the_enemy_to_fire_at_plus_one():
    g = battle([("E1", "bottom", "infantry"), ("H1", "bottom", "infantry"), ("h2", "top", "infantry"),
                ("E3", "top", "infantry")], hands=[[cid("firefight")], []])
    g.play(f"play {cid('firefight')}")
    assert [a for a in g.legal_actions() if a.startswith("order")] == ["order E1"]
    g.play("order E1")                         # the only unit allowed: it goes straight to battle
    assert g.phase == "battle"
    assert g.targets(unit(g, "E1"))[unit(g, "E3")["id"]] == 3


def test_medics_bring_back_figures_on_the_units_symbol_or_a_star():
    g = battle([("E1", "bottom", "infantry", 1), ("A9", "top", "infantry")],
               hands=[[cid("medics"), cid("probe", 0)], []])
    g.play(f"play {cid('medics')}")
    dice_are(g, ["infantry", "star"])            # a die for each card in hand, this one included
    g.play("heal E1")
    assert unit(g, "E1")["figures"] == 3


def test_hill_317_recon_may_be_played_as_an_air_strike_while_the_allies_hold_it():
    hill = D.hex_name(tuple(D.SCENARIOS[16]["options"]["hill317"][0]))
    g = battle([(hill, "bottom", "infantry"), ("A9", "top", "infantry")], scenario=16,
               hands=[[cid("recon", 1)], []])
    assert f"play {cid('recon', 1)} air" in g.legal_actions()
    g2 = battle([("A1", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=16, hands=[[cid("recon", 1)], []])
    assert f"play {cid('recon', 1)} air" not in g2.legal_actions()


def test_dig_in_gives_infantry_sandbags():
    g = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("dig_in")], []])
    g.play(f"play {cid('dig_in')}")
    g.play("order E1")                         # the only infantry: the digging is done at once
    assert g.obstacles[parse_hex("E1")][0] == "sandbags"


# ---------------------------------------------------------------------- special units and nations
def test_french_resistance_retreats_one_to_three_hexes_a_flag():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "resistance": True, "figures": 3},
                ("E9", "top", "infantry")], active=1)
    ends, lost = g.retreat_options(unit(g, "E1"), 1)
    assert ends == [] and lost == 1
    g2 = battle([{"at": "E5", "side": "bottom", "type": "infantry", "resistance": True, "figures": 3},
                 ("E9", "top", "infantry")])
    ends, lost = g2.retreat_options(unit(g2, "E5"), 1)
    assert lost == 0 and {h[0] for h in ends} == {5, 6, 7}


def test_a_tiger_needs_a_grenade_on_the_reroll():
    g = battle([("E1", "bottom", "armor"), {"at": "e2", "side": "top", "type": "armor", "figures": 1, "tiger": True}],
               hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["armor", "armor", "star"], ["armor", "infantry"])
    g.play("fire E1 e2")
    assert unit(g, "e2") is not None
    g2 = battle([("E1", "bottom", "armor"), {"at": "e2", "side": "top", "type": "armor", "figures": 1, "tiger": True}],
                hands=[[cid("recon", 1)], []])
    g2.play(f"play {cid('recon', 1)}")
    g2.play("order E1")
    g2.play("done")
    dice_are(g2, ["armor", "star", "star"], ["grenade"])
    g2.play("fire E1 e2")
    assert unit(g2, "e2") is None


def test_red_army_commissar_card_is_played_a_turn_later_recon_and_counter_attack_straight_away():
    g = tw.new("memoir44", seed=3, scenario=12496)        # Kalatch: the Red Army is seat 0
    assert g.phase == "commit" and g.to_move == (0,)
    first = sorted(g.hands[0])[0]
    g.play(f"commit {first}")
    assert g.commissar[0] == first and first not in g.hands[0]
    assert g.view(1)["commissar"] == [True, None] and g.view(0)["commissar"] == [first, None]
    bot = CommanderBot(seed=1)
    while g.active != 0 or g.phase != "play":
        g.play(bot.choose(g, g.to_move[0]), g.to_move[0])
    legal = g.legal_actions(0)
    hand = g.hands[0]
    assert {int(a.split()[1]) for a in legal if a.startswith("commit")} == {c for c in hand if D.DECK[c][0] != "ambush"}
    assert {int(a.split()[1]) for a in legal if a.startswith("play")} == \
        {c for c in hand if D.DECK[c][0] in ("recon", "counter_attack")}
    nxt = next(a for a in legal if a.startswith("commit"))
    g.play(nxt, 0)
    assert g.played == first and g.commissar[0] == int(nxt.split()[1])
    testing.check_no_leak(g, random.Random(4), samples=3)      # the Axis never learn the card under the chip
    twin = g.determinize(1, random.Random(2))
    assert sorted(twin.hands[0] + [twin.commissar[0]] + twin.deck) == sorted(g.hands[0] + [g.commissar[0]] + g.deck)


def test_tunisia_allied_armor_moves_only_two():
    g = tw.new("memoir44", seed=1, scenario=7272)
    slow = [u for u in g.units.values() if u["type"] == "armor" and u["side"] == "bottom"]
    assert slow and all(g.move_limits(u) == (2, 2) for u in slow)
    assert all(g.move_limits(u) == (3, 3) for u in g.units.values() if u["type"] == "armor" and u["side"] == "top")


def test_scenario_units_bring_their_figures_badges_and_behaviours():
    g = tw.new("memoir44", seed=1, scenario=5)            # Mont Mouchet: resistance and 4-tank elite armor
    res = [u for u in g.units.values() if u["resistance"]]
    assert res and all(u["figures"] == 3 for u in res)
    assert any(u["type"] == "armor" and u["figures"] == 4 for u in g.units.values())
    v = tw.new("memoir44", seed=1, scenario=17)           # Villers-Bocage: Tigers, Wittmann
    assert sum(u["tiger"] for u in v.units.values()) == 5 and sum(u["wittmann"] for u in v.units.values()) == 1


# ---------------------------------------------------------------------- scenario rules
def test_pegasus_bridge_axis_hand_grows_from_two_to_four():
    g = tw.new("memoir44", seed=2, scenario=2)
    axis = 1
    assert len(g.hands[axis]) == 2
    bot = CommanderBot(seed=1)
    while g.turns[axis] < 2 and not g.over:
        s = g.to_move[0]
        g.play(bot.choose(g, s), s)
    assert not g.over and len(g.hands[axis]) == 4


def test_sainte_mere_eglise_airdrop_lands_paratroopers_at_random():
    counts = set()
    for seed in range(6):
        g = tw.new("memoir44", seed=seed, scenario=3)
        base = len(D.SCENARIOS[3]["units"])
        counts.add(len(g.units) - base)
    assert counts <= {0, 1, 2, 3, 4} and len(counts) > 1


def test_toulon_sudden_death_when_the_allies_hold_three_town_hexes():
    towns = [D.hex_name(tuple(h)) for h in D.SCENARIOS[23]["options"]["sudden_death"]["hexes"]]
    g = battle([(h, "bottom", "infantry") for h in towns[:3]] + [("A1", "top", "infantry")], scenario=23,
               hands=[[cid("recon", 1)], [cid("probe", 1)]])
    g.play(f"play {cid('recon', 1)}")
    while g.phase != "keep":
        g.play("done")
    g.play(g.legal_actions()[0])
    assert g.over and g.result()["winners"] == [0]


def test_vassieux_deck_running_out_is_an_axis_victory():
    g = tw.new("memoir44", seed=1, scenario=19)
    g.deck = []
    g._take(1)
    assert g.over and g.result()["winners"] == [g.seat_of("top")]


def test_cliffs_cost_infantry_two_hexes_from_the_beach_and_stop_armor():
    g = tw.new("memoir44", seed=1, scenario=7)
    f = g.field
    cliff = next(h for h in D.HEXES if f.behavior.get(h) == "CLIFF")
    below = next(n for n in D.neighbours(*cliff) if f.terrain[n] == "beach")
    pos = {"units": [{"at": D.hex_name(below), "side": "bottom", "type": "infantry"},
                     {"at": D.hex_name(below[:1] + (below[1] + 2,)) if D.on_board(below[0], below[1] + 2) else "M1",
                      "side": "bottom", "type": "armor"},
                     {"at": "A9", "side": "top", "type": "infantry"}]}
    g = tw.new("memoir44", seed=1, scenario=7, position=pos)
    inf = g.unit_at(below)
    assert g.destinations(inf)[cliff] == (2, False)


def test_arnhem_bridge_is_entered_only_at_its_ends_and_infantry_cannot_battle_across_the_rhine():
    g = tw.new("memoir44", seed=1, scenario=25)
    f = g.field
    assert len(f.span) == 3 and len(f.span_ends) == 2
    end = sorted(f.span_ends)[0]
    inside = next(n for n in D.neighbours(*end) if n in f.span)
    side = next(n for n in D.neighbours(*inside) if n not in f.span and n not in f.span_ends
                and not f.impassable(n, "infantry"))
    assert f.span_blocks(side, inside) and not f.span_blocks(end, inside)
    north = next(h for h in D.HEXES if f.bank.get(h) == f.bank.get((0, 0)))
    south = next(h for h in D.HEXES if f.bank.get(h) and f.bank[h] != f.bank[(0, 0)] and D.distance(h, north) <= 3)
    assert f.across_wide_river(north, south)


# ---------------------------------------------------------------------- special weapons, breakthroughs, nations
def test_late_war_mortar_fires_3_2_1_1_without_sight_or_terrain_when_it_has_not_moved_saint_martin():
    def setup():
        g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "mortar": True},
                    ("E3", "bottom", "infantry"), ("E5", "top", "infantry"), ("D3", "top", "infantry")],
                   hands=[[cid("recon", 1)], []])
        g.field.terrain[parse_hex("D3")] = "forest"
        return g
    g = setup()
    m = unit(g, "E1")
    t = g.targets(m)
    assert t[unit(g, "E5")["id"]] == 1          # 4 hexes, behind a unit: the mortar's 3 2 1 1, no sight needed
    assert t[unit(g, "D3")["id"]] == 2          # the forest takes no die
    g.moved[m["id"]] = 1                          # after a move it battles like infantry: 3 2 1 with sight
    t = g.targets(m)
    assert unit(g, "E5")["id"] not in t and t[unit(g, "D3")["id"]] == 1
    plain = battle([("E1", "bottom", "infantry"), ("D3", "top", "infantry")])
    assert plain.targets(unit(plain, "E1")) == {unit(plain, "D3")["id"]: 2}
    # a unit with a special weapon never takes ground
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "mortar": True}, ("e2", "top", "infantry", 1),
                ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    assert unit(g, "e2") is None and g.pending is None and unit(g, "E1") is not None
    real = tw.new("memoir44", seed=1, scenario=4272)
    assert sum(1 for u in real.units.values() if u["mortar"]) == 1
    assert real.view(0)["units"][0].keys() >= {"mortar", "antitank"}


def test_air_strikes_a_recon_played_as_air_power_must_strike_its_own_section_panzer_lehr():
    g = battle([("E1", "bottom", "infantry"), ("B9", "top", "infantry"), ("K9", "top", "infantry")],
               scenario=4152, plain=True, hands=[[cid("recon", 0)], [cid("recon", 0, 1)]])
    assert f"play {cid('recon', 0)} air" in g.legal_actions(0)
    g.play(f"play {cid('recon', 0)} air")
    assert g.phase == "air"
    strikes = [a for a in g.legal_actions(0) if a.startswith("air")]
    assert strikes == ["air B9"]                 # the left flank of the Recon card, not K9 on the right
    dice_are(g, ["star", "grenade"])
    g.play("air B9")
    assert unit(g, "B9")["figures"] == 2         # 2 dice for the Allies, stars hit
    axis = battle([("E1", "bottom", "infantry"), ("B9", "top", "infantry")], scenario=4152, plain=True,
                  hands=[[], [cid("recon", 0)]], active=1)
    assert all(not a.endswith(" air") for a in axis.legal_actions(1))   # only the Allies call in air strikes
    plain = battle([("E1", "bottom", "infantry"), ("B9", "top", "infantry")], hands=[[cid("recon", 0)], []])
    assert all(not a.endswith(" air") for a in plain.legal_actions(0))


def _finish_turn(g):
    """Play ``done``/the first choice until the next seat's card play."""
    seat = g.active
    while not g.over and (g.active == seat or g.phase != "play"):
        legal = g.legal_actions(g.to_move[0])
        g.play("done" if "done" in legal else legal[0], g.to_move[0])


def test_armor_breakthrough_reserve_tanks_enter_on_the_opponents_baseline_in_a_single_turn_closing_the_gap():
    g = battle([("E1", "bottom", "infantry"), ("M1", "top", "infantry"), ("b8", "top", "infantry")],
               scenario=4090, plain=True, hands=[[cid("recon", 0), cid("probe", 0)], [cid("probe", 1), cid("probe", 1, 1)]])
    assert g.reserve == {"top": 2, "bottom": 2}
    g.play(f"play {cid('recon', 0)}")
    entries = [a for a in g.legal_actions() if a.startswith("enter")]
    assert entries == ["enter A9", "enter B9", "enter C9", "enter D9"]     # the Axis baseline, left flank
    g.play("enter B9")
    tank = unit(g, "B9")
    assert tank["type"] == "armor" and tank["side"] == "bottom" and tank["figures"] == 3
    assert tank["id"] in g.ordered and g.reserve["bottom"] == 1
    assert g.phase == "battle" and "fire B9 b8" in g.legal_actions()       # it stops there, and may battle
    assert not [a for a in g.legal_actions() if a.startswith("move")]
    _finish_turn(g)
    _finish_turn(g)                               # the Axis turn
    assert g.active == 0
    g.play(f"play {cid('probe', 0)}")
    assert not [a for a in g.legal_actions() if a.startswith("enter")]       # the breakthrough turn is over
    # the Axis tanks are elite (4 figures) and may not leave by the exit markers
    a = battle([("E9", "top", "infantry"), ("M9", "bottom", "infantry")], scenario=4090, plain=True,
               hands=[[], [cid("direct_from_hq")]], active=1)
    a.play(f"play {cid('direct_from_hq')}")
    a.play("enter A1")
    t = unit(a, "A1")
    assert t["figures"] == 4 and t["no_exit"]
    a.moved.pop(t["id"])
    a.phase = "move"
    assert "exit A1" not in a._exits()
    assert len(a.view(1)["exits"]) == 13        # the whole Allied baseline is an exit for the Axis


def test_a_breakthrough_tank_takes_ground_but_does_not_overrun():
    g = battle([("b8", "top", "infantry", 1), ("L1", "bottom", "infantry"), ("M5", "top", "infantry")],
               scenario=4090, plain=True, hands=[[cid("probe", 0)], [cid("probe", 1)]])
    g.play(f"play {cid('probe', 0)}")
    g.play("enter B9")
    g.play("done")                               # the move step (the infantry of L1 is not in the section)
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire B9 b8")
    assert g.pending["kind"] == "advance"
    g.play("move B9 b8")
    tank = unit(g, "b8")
    assert tank is not None and g.battles.get(tank["id"], 0) == 0      # no overrun battle


def test_exit_markers_between_two_markers_panzer_lehr():
    g = tw.new("memoir44", seed=1, scenario=4152)
    assert [e["hex"] for e in g.view(0)["exits"]] == ["B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1", "K1"]
    assert all(e["side"] == "top" for e in g.view(0)["exits"])


def test_jungles_stop_and_a_unit_moving_in_battles_only_after_one_step_from_next_to_it():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "elite": True}, ("E7", "top", "infantry")])
    for h in ("e2", "D3", "F3"):
        g.field.terrain[parse_hex(h)] = "jungle"
    dest = g.destinations(unit(g, "E1"))
    assert dest[parse_hex("e2")] == (1, True)               # started next to it: may battle
    assert dest[parse_hex("D3")] == (2, False)              # came from further: may not
    assert parse_hex("d4") not in dest                      # stopped in the jungle, it goes no further
    g.field.terrain[parse_hex("E5")] = "jungle"
    g2 = battle([("E1", "bottom", "infantry"), ("E3", "top", "infantry"), ("E5", "top", "infantry")])
    g2.field.terrain[parse_hex("E3")] = "jungle"
    assert g2.dice(unit(g2, "E1"), unit(g2, "E3")) == 1    # 2 dice at 2 hexes, 1 less in the jungle
    assert not g2.field.sight(parse_hex("E1"), parse_hex("E5"), {}, {})    # it blocks sight
    # armor that moved does not take ground into a jungle
    g3 = battle([("E1", "bottom", "armor"), ("e4", "top", "infantry", 1), ("A9", "top", "infantry")],
                hands=[[cid("recon", 1)], []])
    g3.field.terrain[parse_hex("e4")] = "jungle"
    g3.play(f"play {cid('recon', 1)}")
    g3.play("order E1")
    g3.play("move E1 E3")
    dice_are(g3, ["grenade"])                   # 3 dice less 2 for the jungle
    g3.play("fire E3 e4")
    assert unit(g3, "e4") is None and g3.pending is None


def jp(h, figures=4, **kw):
    return {"at": h, "side": "top", "type": "infantry", "nation": "JP", "figures": figures, **kw}


def test_yamato_damashii_japanese_infantry_ignores_one_flag_two_where_the_ground_saves_one():
    g = battle([("E1", "bottom", "infantry"), jp("e2"), jp("C9"), ("G9", "top", "infantry"),
                {"at": "K9", "side": "top", "type": "armor", "nation": "JP"}], obstacles={"C9": "sandbags"})
    assert g._ignorable(unit(g, "e2")) == 1 and g._ignorable(unit(g, "C9")) == 2
    assert g._ignorable(unit(g, "G9")) == 0 and g._ignorable(unit(g, "K9")) == 0    # not Japanese infantry
    g = battle([("E1", "bottom", "infantry"), jp("e2")], hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["flag", "star", "star"])
    g.play("fire E1 e2")
    assert unit(g, "e2") is not None and g.pending is None     # the flag is ignored: no retreat


def test_seishin_kyoiku_full_strength_japanese_infantry_close_assaults_at_one_die_more():
    g = battle([jp("e8"), jp("G9", 3), jp("K9"), ("E7", "bottom", "infantry"), ("g8", "bottom", "infantry"),
                ("K7", "bottom", "infantry")])
    assert g.dice(unit(g, "e8"), unit(g, "E7")) == 4        # full strength, next to the enemy
    assert g.dice(unit(g, "G9"), unit(g, "g8")) == 3        # a figure lost: the usual 3
    assert g.dice(unit(g, "K9"), unit(g, "K7")) == 2        # firing at 2 hexes: the usual 2


def test_banzai_japanese_infantry_moves_two_and_battles_only_in_close_assault():
    g = battle([jp("E9"), jp("I9"), ("E6", "bottom", "infantry"), ("I5", "bottom", "infantry")],
               hands=[[], [cid("probe", 1)]], active=1)
    g.play(f"play {cid('probe', 1)}")
    g.play("order E9")
    g.play("order I9")
    assert g.destinations(unit(g, "E9"))[parse_hex("E7")] == (2, True)
    g.play("move E9 E7")                         # 2 hexes, next to E6
    g.play("move I9 I7")                         # 2 hexes, I5 is 2 away
    battles = [a for a in g.legal_actions(1) if a.startswith("fire")]
    assert battles == ["fire E7 e6"]            # a banzai charge close-assaults; no fire from I7
    us = battle([("E1", "bottom", "infantry"), ("E5", "top", "infantry")])
    assert us.destinations(unit(us, "E1"))[parse_hex("E3")] == (2, False)


def test_gung_ho_marines_order_one_unit_more_on_section_cards_and_two_to_five_on_tactics_bloody_ridge():
    units = [("A1", "bottom", "infantry"), ("B1", "bottom", "infantry"), ("C1", "bottom", "infantry"),
             ("D1", "bottom", "infantry"), ("G1", "bottom", "infantry"), ("H1", "bottom", "infantry"),
             ("K1", "bottom", "infantry"), ("A9", "top", "infantry"), ("B9", "top", "infantry"),
             ("C9", "top", "infantry"), ("D9", "top", "infantry")]
    g = battle(units, scenario=3465, plain=True, hands=[[cid("probe", 0)], []])
    g.play(f"play {cid('probe', 0)}")
    for h in ("A1", "B1", "C1"):
        g.play(f"order {h}")
    assert g.phase == "move"                     # a Probe orders 3 Marine units
    g = battle(units, scenario=3465, plain=True, hands=[[cid("general_advance")], []])
    g.play(f"play {cid('general_advance')}")
    for h in ("A1", "B1", "C1"):                 # 2 on the left flank and the spare unit
        g.play(f"order {h}")
    assert "order D1" not in g.legal_actions() and "order G1" in g.legal_actions()
    g = battle(units, scenario=3465, plain=True, hands=[[cid("direct_from_hq")], []])
    g.play(f"play {cid('direct_from_hq')}")
    for h in ("A1", "B1", "C1", "D1", "G1"):
        g.play(f"order {h}")
    assert g.phase == "move"                     # 5, not 4
    japanese = battle(units, scenario=3465, plain=True, hands=[[], [cid("probe", 2)]], active=1)
    japanese.play(f"play {cid('probe', 2)}")     # the Japanese right flank (A-D on their side)
    japanese.play("order A9")
    japanese.play("order B9")
    assert japanese.phase == "move"              # the Japanese get no such bonus
    air = battle(units, scenario=3465, plain=True, hands=[[cid("air_power")], []])
    air.play(f"play {cid('air_power')}")
    assert air.phase == "air" and air.limits is None     # Air Power is unchanged


def test_the_four_remaining_base_scenarios_and_bloody_ridge_come_with_their_facts():
    caen = D.SCENARIOS[4087]
    assert caen["bottom"]["medals"] == 5 and len(caen["objectives"]) == 2
    g = tw.new("memoir44", seed=1, scenario=4087)
    assert sum(1 for u in g.units.values() if u["antitank"]) == 2
    assert sum(1 for u in g.units.values() if u["elite"]) == 1
    lehr = tw.new("memoir44", seed=1, scenario=4152)
    axis = [u for u in lehr.units.values() if u["side"] == "top"]
    assert all(u["elite"] or (u["type"] == "armor" and u["figures"] == 4) for u in axis)
    assert len(lehr.hands[lehr.seat_of("bottom")]) == 6
    ridge = tw.new("memoir44", seed=1, scenario=3465)
    assert {u["nation"] for u in ridge.units.values() if u["side"] == "top"} == {"JP"}
    assert [ob["for"] for ob in D.SCENARIOS[3465]["objectives"]] == ["top", "top"]
    assert ridge.seat_name(ridge.active) == "Axis"


def test_north_african_desert_rules_armor_that_takes_ground_may_move_one_hex_more_escape_via_the_coastal_road():
    g = battle([("E1", "bottom", "armor"), ("e2", "top", "infantry", 1), ("A9", "top", "infantry")],
               scenario=4241, plain=True, hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    g.play("move E1 e2")                          # take the ground
    assert g.pending["kind"] == "desert"
    steps = [a for a in g.legal_actions() if a.startswith("move")]
    assert "move e2 E3" in steps and "move e2 E1" in steps and "stay" in g.legal_actions()
    g.play("move e2 E3")
    tank = unit(g, "E3")
    assert tank is not None and g.battles[tank["id"]] == 1       # and then the overrun battle
    plain = battle([("E1", "bottom", "armor"), ("e2", "top", "infantry", 1), ("A9", "top", "infantry")],
                   hands=[[cid("recon", 1)], []])
    plain.play(f"play {cid('recon', 1)}")
    plain.play("order E1")
    plain.play("done")
    dice_are(plain, ["grenade", "star", "star"])
    plain.play("fire E1 e2")
    plain.play("move E1 e2")
    assert plain.pending is None                  # elsewhere no extra hex


def test_italian_royal_army_retreats_1_to_3_hexes_a_flag_and_its_artillery_ignores_one():
    g = battle([{"at": "E5", "side": "top", "type": "infantry", "nation": "IT"}, ("E1", "bottom", "infantry"),
                {"at": "I5", "side": "top", "type": "artillery", "nation": "IT"},
                {"at": "K5", "side": "top", "type": "infantry", "nation": "DE"}], scenario=4241, plain=True)
    ends, lost = g.retreat_options(unit(g, "E5"), 1)
    assert lost == 0 and {D.distance(parse_hex("E5"), h) for h in ends} == {1, 2, 3}
    ends, _ = g.retreat_options(unit(g, "K5"), 1)
    assert {D.distance(parse_hex("K5"), h) for h in ends} == {1}          # the Germans: 1 hex a flag
    assert g._ignorable(unit(g, "I5")) == 1 and g._ignorable(unit(g, "E5")) == 0
    off = battle([{"at": "E5", "side": "top", "type": "infantry", "nation": "IT"}, ("E1", "bottom", "infantry")])
    assert {D.distance(parse_hex("E5"), h) for h in off.retreat_options(unit(off, "E5"), 1)[0]} == {1}
    real = tw.new("memoir44", seed=1, scenario=4241)
    assert sum(1 for u in real.units.values() if u["nation"] == "IT") == 2


def test_escarpments_are_impassable_and_block_sight_coastlines_are_beaches_and_allied_armor_moves_two():
    g = battle([("E1", "bottom", "infantry"), ("E5", "top", "infantry")])
    g.field.terrain[parse_hex("E3")] = "escarpment"
    assert parse_hex("E3") not in g.destinations(unit(g, "E1"))
    assert not g.field.sight(parse_hex("E1"), parse_hex("E5"), {}, {})
    real = tw.new("memoir44", seed=1, scenario=4241)
    assert "escarpment" in real.field.terrain.values() and "beach" in real.field.terrain.values()
    tanks = [u for u in real.units.values() if u["type"] == "armor"]
    assert all(u["slow"] == (u["side"] == "bottom") for u in tanks)     # the British armor moves 2
    assert real.move_limits([u for u in tanks if u["side"] == "bottom"][0]) == (2, 2)
    assert [e["hex"] for e in real.view(0)["exits"]] == ["M5", "A1"]


def test_early_war_special_weapons_move_or_battle_and_fire_like_infantry_1st_armoured_to_the_rescue():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "antitank": True, "early": True},
                {"at": "I1", "side": "bottom", "type": "infantry", "mortar": True, "early": True},
                ("e2", "top", "armor"), ("I4", "top", "infantry"), ("I5", "top", "infantry"),
                ("I3", "bottom", "infantry")], hands=[[cid("recon", 1)], []])
    at, mortar = unit(g, "E1"), unit(g, "I1")
    assert all(not can for _, can in g.destinations(at).values())      # after any move: no battle
    assert g.move_limits(at) == (2, 0)
    t = g.targets(mortar)
    assert t == {unit(g, "I4")["id"]: 1}         # 3 2 1 like infantry (not 4 hexes), over the unit on I3
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["star", "star", "armor"])
    g.play("fire E1 e2")
    assert unit(g, "e2") is None                 # stars hit armor
    real = tw.new("memoir44", seed=1, scenario=4232)
    assert sum(1 for u in real.units.values() if u["antitank"] and u["early"]) == 3


def test_machine_guns_hit_infantry_on_stars_when_they_have_not_moved():
    def shoot(moved):
        g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "machinegun": True},
                    ("e2", "top", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
        g.play(f"play {cid('recon', 1)}")
        g.play("order E1")
        g.play("done")
        if moved:
            g.moved[unit(g, "E1")["id"]] = 1
        dice_are(g, ["star", "star", "armor"])
        g.play("fire E1 e2")
        return g
    assert unit(shoot(False), "e2")["figures"] == 2
    assert unit(shoot(True), "e2")["figures"] == 4
    g = shoot(False)
    assert unit(g, "E1")["badge"]


# ---------------------------------------------------------------------- the further terrain of the page
def ground(units, terrain=None, obstacles=None, **kw):
    g = battle(units, **kw)
    for h, t in (terrain or {}).items():
        g.field.terrain[parse_hex(h)] = t
    for h, o in (obstacles or {}).items():
        g.obstacles[parse_hex(h)] = [o, None, False]
    return g


@pytest.mark.parametrize("key", ["barracks", "castle", "factory", "labor_camp", "lighthouse", "power_plant",
                                 "station", "hill_village", "prison_camp"])
def test_buildings_stop_forbid_battle_moving_in_take_dice_and_block_sight(key):
    g = ground([("E1", "bottom", "armor"), ("E3", "top", "infantry"), ("E5", "top", "infantry"),
                ("A9", "top", "infantry")], terrain={"e2": key, "E3": key})
    assert g.destinations(unit(g, "E1"))[parse_hex("e2")] == (1, False)
    assert D.TERRAIN[key].stop
    assert g.dice(unit(g, "E1"), unit(g, "E3")) == 1                        # armor: 3 dice less 2
    assert not g.field.sight(parse_hex("E1"), parse_hex("E5"), {}, {})
    tank = battle([("E1", "bottom", "armor"), ("E3", "top", "infantry")])
    tank.field.terrain[parse_hex("E1")] = key
    assert tank.dice(unit(tank, "E1"), unit(tank, "E3")) == 1                # armor battles out at 2 dice less
    assert (tank.field.kind(parse_hex("E1")).ignore_flag) == (key == "prison_camp")


def test_radar_stations_and_oases_stop_but_let_the_unit_battle_and_ignore_a_flag():
    g = ground([("E1", "bottom", "infantry"), ("E5", "top", "infantry"), ("e4", "top", "infantry")],
               terrain={"e2": "radar", "e4": "oasis"})
    assert g.destinations(unit(g, "E1"))[parse_hex("e2")] == (1, True)
    assert g._ignorable(unit(g, "e4")) == 1 and g.dice(unit(g, "E1"), unit(g, "e4")) == 0


def test_city_ruins_stop_infantry_are_impassable_to_armor_and_ignore_a_flag():
    g = ground([("E1", "bottom", "infantry"), ("G1", "bottom", "armor"), ("A9", "top", "infantry")],
               terrain={"e2": "ruins", "g2": "ruins"})
    assert g.destinations(unit(g, "E1"))[parse_hex("e2")] == (1, False)
    assert parse_hex("g2") not in g.destinations(unit(g, "G1"))
    g.field.terrain[parse_hex("A9")] = "ruins"
    assert g._ignorable(unit(g, "A9")) == 1


def test_fortresses_ignore_every_flag_and_keep_armor_out():
    g = ground([("E1", "bottom", "armor"), ("E3", "top", "infantry")], terrain={"E3": "fortress", "e2": "fortress"})
    assert g._ignorable(unit(g, "E3")) >= 6
    assert parse_hex("e2") not in g.destinations(unit(g, "E1"))
    assert g.dice(unit(g, "E1"), unit(g, "E3")) == 1


def test_field_bunkers_protect_any_occupant_and_armor_or_artillery_in_one_cannot_retreat():
    g = ground([("E3", "bottom", "infantry"), ("e4", "top", "artillery"), ("E9", "top", "infantry")],
               obstacles={"e4": "field_bunker", "E3": "field_bunker"})
    assert g.dice(unit(g, "E3"), unit(g, "e4")) == 2                        # infantry 3 less 1, for any side
    assert g.dice(unit(g, "e4"), unit(g, "E3")) == 3                        # artillery ignores protection
    assert g.retreat_options(unit(g, "e4"), 1) == ([], 1)
    assert g.retreat_options(unit(g, "E3"), 1)[1] == 0
    assert g._ignorable(unit(g, "E3")) == 1


def test_marshes_stop_in_and_out_keep_artillery_out_stop_armor_battling_and_overrunning():
    g = ground([("E1", "bottom", "armor"), ("G1", "bottom", "artillery"), ("A9", "top", "infantry")],
               terrain={"e2": "marsh", "g2": "marsh"})
    d = g.destinations(unit(g, "E1"))
    assert d[parse_hex("e2")] == (1, False)
    assert parse_hex("g2") not in g.destinations(unit(g, "G1"))
    out = ground([("e2", "bottom", "armor"), ("A9", "top", "infantry")], terrain={"e2": "marsh"})
    d = out.destinations(unit(out, "e2"))
    assert all(v == (1, False) for v in d.values())                       # one hex out, no battle
    for t in ("rice_paddy", "fish_pond", "flooded_field"):
        assert D.TERRAIN[t].no_overrun and ARMOR_TYPE in D.TERRAIN[t].no_battle_for
    pond = ground([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], terrain={"e2": "fish_pond"})
    assert pond.destinations(unit(pond, "E1"))[parse_hex("e2")] == (1, False)
    # armor takes ground onto a marsh but does not overrun from it
    g = ground([("E1", "bottom", "armor"), ("e2", "top", "infantry", 1), ("A9", "top", "infantry")],
               terrain={"e2": "marsh"}, hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    g.play("move E1 e2")
    assert g.battles.get(unit(g, "e2")["id"], 0) == 0


ARMOR_TYPE = D.ARMOR


def test_trenches_stop_ignore_a_flag_for_infantry_and_armor_never_battles_in_them():
    g = ground([("E1", "bottom", "armor"), ("G1", "bottom", "infantry"), ("E3", "top", "infantry")],
               terrain={"E1": "trenches", "G1": "trenches", "e2": "trenches"}, hands=[[cid("attack", 1)], []])
    assert g._ignorable(unit(g, "G1")) == 1 and g._ignorable(unit(g, "E1")) == 0
    g.play(f"play {cid('attack', 1)}")
    g.play("order E1")
    assert not g._may_battle(unit(g, "E1")["id"])
    assert g.dice(unit(g, "E3"), unit(g, "E1")) == 1


def test_railroad_tracks_stop_armor_and_artillery_but_not_infantry():
    # walls of friendly units leave each mover one way out, over the tracks
    g = ground([("E1", "bottom", "armor"), ("D1", "bottom", "infantry"), ("d2", "bottom", "infantry"),
                ("F1", "bottom", "infantry"), ("G1", "bottom", "infantry"), ("H1", "bottom", "infantry"),
                ("f2", "bottom", "infantry"), ("A9", "top", "infantry")], terrain={"e2": "rail", "g2": "rail"})
    assert set(g.destinations(unit(g, "E1"))) == {parse_hex("e2")}         # the tanks stop on the tracks
    assert parse_hex("G3") in g.destinations(unit(g, "G1"))                 # infantry walks over them


def test_ergs_and_ridges_stop_a_unit_moving_up_and_protect_only_against_fire_from_below():
    g = ground([("E1", "bottom", "armor"), ("E5", "top", "infantry")], terrain={"e2": "ridge", "E3": "ridge"})
    d = g.destinations(unit(g, "E1"))
    assert d[parse_hex("e2")][0] == 1
    assert parse_hex("e4") not in d                   # it stopped on the way up
    below = ground([("E1", "bottom", "infantry"), ("e2", "top", "infantry")], terrain={"e2": "ridge"})
    assert below.dice(unit(below, "E1"), unit(below, "e2")) == 2
    level = ground([("E1", "bottom", "infantry"), ("e2", "top", "infantry")], terrain={"e2": "ridge", "E1": "ridge"})
    assert level.dice(unit(level, "E1"), unit(level, "e2")) == 3


def test_lakes_are_impassable_and_block_sight_only_two_or_more_together():
    g = ground([("E1", "bottom", "infantry"), ("E5", "top", "infantry")], terrain={"E3": "lake"})
    assert g.field.sight(parse_hex("E1"), parse_hex("E5"), {}, {})
    assert parse_hex("E3") not in g.destinations(unit(g, "E1"))
    g.field.terrain[parse_hex("d4")] = "lake"
    assert not g.field.sight(parse_hex("E1"), parse_hex("E5"), {}, {})


def test_frozen_rivers_cost_a_figure_for_each_star_of_two_dice_on_entering():
    g = ground([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], terrain={"e2": "frozen_river"},
               hands=[[cid("recon", 1)], []])
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    dice_are(g, ["star", "flag"])
    g.play("move E1 e2")
    assert unit(g, "e2")["figures"] == 3


def test_ravines_dams_and_cemeteries_let_units_ignore_a_flag():
    g = ground([("E1", "bottom", "armor"), ("e2", "top", "infantry"), ("G9", "top", "infantry"),
                ("K9", "top", "armor"), ("C9", "top", "infantry")],
               terrain={"e2": "ravine", "G9": "dam", "K9": "ravine", "C9": "cemetery", "g2": "ravine"})
    assert g._ignorable(unit(g, "e2")) == 1 and g._ignorable(unit(g, "G9")) == 1
    assert g._ignorable(unit(g, "K9")) == 0                 # armor does not: ravines save infantry only
    assert g._ignorable(unit(g, "C9")) == 1
    assert parse_hex("g2") not in g.destinations(unit(g, "E1"))


def test_abatis_dragons_teeth_and_road_blocks_keep_armor_out_and_abatis_may_be_cleared():
    g = ground([("E1", "bottom", "infantry"), ("D1", "bottom", "infantry"), ("d2", "bottom", "infantry"),
                ("F1", "bottom", "infantry"), ("K1", "bottom", "armor"), ("A9", "top", "infantry")],
               obstacles={"e2": "abatis", "k2": "dragon_teeth", "j2": "roadblock", "E1": "abatis"},
               hands=[[cid("probe", 1)], []])
    assert set(g.destinations(unit(g, "E1"))) == {parse_hex("e2")}         # infantry stops in the abatis
    d = g.destinations(unit(g, "K1"))
    assert parse_hex("k2") not in d and parse_hex("j2") not in d and parse_hex("L1") in d
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("order F1")
    g.play("done")
    assert "clear E1" in g.legal_actions()
    g.play("clear E1")
    assert parse_hex("E1") not in g.obstacles


def test_every_tile_of_the_scenarios_has_its_terrain():
    for sid, sc in D.SCENARIOS.items():
        for cell in sc["hexes"]:
            t = cell.get("terrain", {}).get("name")
            assert t is None or t in D.TILE or t in D.OBSTACLE_TILE, (sid, t)
    assert set(D.TILE.values()) <= set(D.TERRAIN)


def test_further_official_scenarios_bring_their_rules_matanikau_wake_warsaw_pruzana_twin_villages():
    mat = tw.new("memoir44", seed=1, scenario=1412)
    streams = [h for h, t in mat.field.terrain.items() if t == "stream"]
    assert len(streams) == 13 and mat._marines(mat.seat_of("bottom"))
    assert {e["side"] for e in mat.view(0)["exits"]} == {"top"} and len(mat.view(0)["exits"]) == 9
    g = battle([("E1", "bottom", "infantry"), ("D1", "bottom", "infantry"), ("d2", "bottom", "infantry"),
                ("F1", "bottom", "infantry"), ("E5", "top", "infantry")])
    g.field.terrain[parse_hex("e2")] = "stream"
    assert g.destinations(unit(g, "E1")) == {parse_hex("e2"): (1, True)}   # a fordable stream: stop, may battle
    wake = tw.new("memoir44", seed=1, scenario=1599)
    assert wake.sc["top"]["side"] == "allies" and wake.side_of(0) == "top"    # the Marines hold the top
    assert len([o for o in wake.sc["objectives"] if o["for"] == "bottom"]) == 10
    assert wake.obstacles[(3, 17)][:2] == ["bunker", "allies"]
    japanese = [u for u in wake.units.values() if u["nation"] == "JP"]
    assert japanese and all(u["side"] == "bottom" for u in japanese)
    warsaw = tw.new("memoir44", seed=1, scenario=8043)
    fort = [o for o in warsaw.sc["objectives"] if len(o["hexes"]) == 4][0]
    assert fort["need"] == 2 and all(warsaw.field.terrain[tuple(h)] == "fortress" for h in fort["hexes"])
    assert all(u["slow"] for u in warsaw.units.values() if u["type"] == "armor" and u["side"] == "bottom")
    pr = tw.new("memoir44", seed=1, scenario=4155)
    assert pr.phase == "commit" and pr.sc["options"]["air_strikes"] == "axis"
    assert [u["figures"] for u in pr.units.values() if u["type"] == "armor" and u["side"] == "bottom"].count(4) == 1
    twin = tw.new("memoir44", seed=1, scenario=7271)
    assert {"forest", "town"} <= set(twin.field.terrain.values()) and twin.view(0)["scenario"]["face"] == "WINTER"


def with_options(g, **opts):
    """The same battle with further scenario rules switched on (a copy of the scenario, not the shared one)."""
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), **opts}}
    return g


def test_furia_francese_french_infantry_that_empties_a_hex_may_close_assault_another_at_one_die():
    def setup():
        g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "nation": "FR"}, ("e2", "top", "infantry", 1),
                    ("F1", "top", "infantry", 2), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
        with_options(g, french_army="allies")
        g.field.terrain[parse_hex("F1")] = "town"          # the second assault ignores the town's die
        g.play(f"play {cid('recon', 1)}")
        g.play("order E1")
        g.play("done")
        dice_are(g, ["grenade", "star", "star"])
        g.play("fire E1 e2")
        return g
    g = setup()
    assert g.pending["kind"] == "advance"
    assert sorted(g.legal_actions()) == ["fire E1 F1", "move E1 e2", "stay"]
    assert g.label("fire E1 F1") == "Second assault F1 (1 dice)"
    dice_are(g, ["infantry"])                               # 1 die
    g.play("fire E1 F1")
    assert unit(g, "F1")["figures"] == 1 and unit(g, "E1") is not None
    assert g.pending is None                               # F1 held: nothing more this turn
    g = setup()
    g.play("move E1 e2")                                    # or take the ground, and no further battle
    assert unit(g, "e2") is not None and g.pending is None
    plain = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry", 1), ("F1", "top", "infantry", 2),
                    ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    plain.play(f"play {cid('recon', 1)}")
    plain.play("order E1")
    plain.play("done")
    dice_are(plain, ["grenade", "star", "star"])
    plain.play("fire E1 e2")
    assert sorted(plain.legal_actions()) == ["move E1 e2", "stay"]      # other armies: no second assault


def test_italian_high_command_six_cards_and_one_lost_with_each_unit_lost_never_below_three():
    axis_hand = [cid("probe", 0), cid("probe", 1), cid("probe", 2), cid("attack", 0)]
    g = battle([("E1", "bottom", "infantry"), {"at": "e2", "side": "top", "type": "infantry", "figures": 1,
                                               "nation": "IT"}, ("A9", "top", "infantry")],
               hands=[[cid("recon", 1)], list(axis_hand)])
    with_options(g, italian_high_command="axis")
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("done")
    dice_are(g, ["grenade", "star", "star"])
    g.play("fire E1 e2")
    lost = [c for c in axis_hand if c not in g.hands[1]]
    assert len(g.hands[1]) == 3 and len(lost) == 1 and lost[0] in g.discard     # 4 cards: one lost
    g2 = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry", 1), ("A9", "top", "infantry")],
                hands=[[cid("recon", 1)], [cid("probe", 0), cid("probe", 1), cid("probe", 2)]])
    with_options(g2, italian_high_command="axis")
    g2.play(f"play {cid('recon', 1)}")
    g2.play("order E1")
    g2.play("done")
    dice_are(g2, ["grenade", "star", "star"])
    g2.play("fire E1 e2")
    assert len(g2.hands[1]) == 3                             # never below 3
    assert len(tw.new("memoir44", seed=1, scenario=4241).hands[1]) == 5      # not in effect there
    fresh = tw.new("memoir44", seed=1, scenario=4241)
    with_options(fresh, italian_high_command="axis")
    fresh._new_battle()
    assert len(fresh.hands[fresh.seat_of("top")]) == 6


def mined(units, mines, **kw):
    """A position with minefields: ``mines`` maps hex -> (strength, side that laid them)."""
    g = battle(units, **kw)
    g.mines = {parse_hex(h): [v, False, side] for h, (v, side) in mines.items()}
    return g


def test_minefields_stop_a_unit_and_roll_their_strength_at_an_enemy_that_enters_hellfire_pass():
    g = mined([("E1", "bottom", "infantry"), ("D1", "bottom", "infantry"), ("d2", "bottom", "infantry"),
               ("F1", "bottom", "infantry"), ("A9", "top", "infantry")], {"e2": (2, "top")},
              hands=[[cid("recon", 1)], []])
    assert g.destinations(unit(g, "E1")) == {parse_hex("e2"): (1, True)}     # the only way out: it stops there
    assert g.view(0)["mines"] == [{"hex": "e2", "side": "top", "strength": None}]
    assert g.view(1)["mines"] == [{"hex": "e2", "side": "top", "strength": None}]   # the layer does not know it
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    dice_are(g, ["infantry", "star"])            # 2 dice: the unit's symbol and grenades hit
    g.play("move E1 e2")
    assert unit(g, "e2")["figures"] == 3
    assert g.view(None)["mines"] == [{"hex": "e2", "side": "top", "strength": 2}]    # turned face up, it stays
    decoy = mined([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], {"e2": (0, "top")},
                  hands=[[cid("recon", 1)], []])
    decoy.play(f"play {cid('recon', 1)}")
    decoy.play("order E1")
    decoy.play("move E1 e2")
    assert unit(decoy, "e2")["figures"] == 4 and not decoy.mines                     # a decoy is taken away
    own = mined([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], {"e2": (4, "bottom")},
                hands=[[cid("recon", 1)], []])
    own.play(f"play {cid('recon', 1)}")
    own.play("order E1")
    own.play("move E1 e2")                       # its own side's mines: it stops, nothing happens
    assert unit(own, "e2")["figures"] == 4 and own.mines[parse_hex("e2")][1] is False


def test_a_retreat_onto_a_minefield_does_not_set_it_off_and_the_strengths_are_resampled_for_bots():
    g = mined([("E1", "bottom", "infantry"), ("E3", "top", "infantry")], {"e4": (3, "bottom"), "C5": (2, "bottom")},
              hands=[[cid("recon", 1)], []])
    top = unit(g, "E3")
    g._retreat_to(top, parse_hex("e4"))
    assert top["figures"] == 4 and not g.mines[parse_hex("e4")][1]
    seen = {tuple(sorted(m[0] for m in g.determinize(0, random.Random(k)).mines.values())) for k in range(20)}
    assert len(seen) > 1                          # nobody knows them: a determinized copy redraws them
    real = tw.new("memoir44", seed=1, scenario=4245)
    assert len(real.mines) == 7 and all(m[2] == "top" for m in real.mines.values())
    assert all(v in D.MINE_TOKENS for v, _, _ in real.mines.values())


def test_ponyri_the_side_holding_more_town_hexes_holds_two_medals_the_russians_first():
    g = tw.new("memoir44", seed=1, scenario=1365)
    allies, axis = g.seat_of("bottom"), g.seat_of("top")
    assert g.objective_medals(allies) == 2 and g.objective_medals(axis) == 0
    ob = next(i for i, o in enumerate(g.sc["objectives"]) if o.get("contest"))
    hexes = [tuple(h) for h in g.sc["objectives"][ob]["hexes"]]
    for h in hexes:                              # clear the town, then the Axis take one hex
        if h in g.at:
            del g.units[g.at.pop(h)]
    assert g.objective_medals(allies) == 2       # empty: the last holder keeps it
    g.units[900] = {**next(u for u in g.units.values() if u["side"] == "top"), "id": 900, "hex": hexes[0]}
    g.at[hexes[0]] = 900
    assert g.objective_medals(axis) == 2 and g.objective_medals(allies) == 0


def test_combat_engineers_close_assault_past_terrain_clear_wire_and_still_battle_and_sweep_mines():
    eng = {"at": "E1", "side": "bottom", "type": "infantry", "engineer": True}
    g = battle([eng, ("e2", "top", "infantry"), ("G1", "bottom", "infantry"), ("g2", "top", "infantry")])
    for h in ("e2", "g2"):
        g.field.terrain[parse_hex(h)] = "forest"
    assert g.dice(unit(g, "E1"), unit(g, "e2")) == 3          # the forest takes no die from engineers
    assert g.dice(unit(g, "G1"), unit(g, "g2")) == 2
    assert g.move_limits(unit(g, "E1")) == (2, 1)             # they move as infantry
    w = battle([eng, ("e2", "top", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []],
               obstacles={"E1": "wire"})
    w.play(f"play {cid('recon', 1)}")
    w.play("order E1")
    w.play("done")
    assert w.dice(unit(w, "E1"), unit(w, "e2")) == 2          # in wire: 1 die less
    w.play("clear E1")
    assert parse_hex("E1") not in w.obstacles and "fire E1 e2" in w.legal_actions()   # and still battle
    m = battle([eng, ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    m.mines = {parse_hex("e2"): [4, False, "top"]}
    m.play(f"play {cid('recon', 1)}")
    m.play("order E1")
    m.play("move E1 e2")
    assert not m.mines and unit(m, "e2")["figures"] == 4 and unit(m, "e2")["id"] in m.no_battle
    real = tw.new("memoir44", seed=1, scenario=1413)
    engineers = [u for u in real.units.values() if u["engineer"]]
    assert len(engineers) == 3 and not any(u["elite"] for u in engineers)
    assert sum(1 for o in real.obstacles.values() if o[0] == "field_bunker") == 2


def test_caves_japanese_infantry_moves_cave_to_cave_ignores_every_flag_and_costs_two_dice_sugar_loaf():
    g = battle([jp("E9"), ("E7", "bottom", "infantry"), ("K1", "bottom", "infantry"), jp("K9")],
               hands=[[], [cid("probe", 1)]], active=1)
    for h in ("E9", "I5", "K9"):
        g.field.terrain[parse_hex(h)] = "cave"
    d = g.destinations(unit(g, "E9"))
    assert d[parse_hex("I5")] == (1, True) and parse_hex("K9") not in d       # an empty cave anywhere
    assert g._ignorable(unit(g, "E9")) >= 6
    assert g.dice(unit(g, "E7"), unit(g, "E9")) == 0                           # 2 dice at 2 hexes, less 2
    assert "cave" in D.TERRAIN and ARMOR_TYPE in D.TERRAIN["cave"].impassable
    real = tw.new("memoir44", seed=1, scenario=1518)
    assert sum(1 for t in real.field.terrain.values() if t == "cave") == 10


def test_allied_infantry_on_a_cave_with_no_enemy_next_to_it_seals_it_on_a_star():
    def setup(faces):
        g = battle([("E3", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
        g.field.terrain[parse_hex("E3")] = "cave"
        g.field.hill_comp = g.field._components(("hill", "cave"))
        g.play(f"play {cid('recon', 1)}")
        g.play("order E3")
        g.play("done")
        assert "seal E3" in g.legal_actions()
        dice_are(g, faces)
        shared = g.field
        g.play("seal E3")
        return g, shared
    g, shared = setup(["star", "flag", "armor"])
    assert g.field.terrain[parse_hex("E3")] == "hill" and g.view(0)["sealed"] == ["E3"]
    assert shared.terrain[parse_hex("E3")] == "cave"             # copies of the game keep their own ground
    g, _ = setup(["flag", "flag", "armor"])
    assert g.field.terrain[parse_hex("E3")] == "cave" and g.sealed == []


def test_mobile_artillery_moves_one_and_fires_or_two_and_does_not_and_the_marines_win_empty_sections():
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery", "mobile": True}, ("E5", "top", "infantry")],
               hands=[[cid("recon", 1)], []])
    art = unit(g, "E1")
    assert g.move_limits(art) == (2, 1)
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("move E1 e2")
    assert g._may_battle(art["id"]) and g.targets(art)[unit(g, "E5")["id"]] == 2    # 3 hexes: 2 dice
    sl = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=1518, plain=True)
    allies = sl.seat_of("bottom")
    assert sl.objective_medals(allies) == 2                      # no Japanese unit in the centre or one flank
    sl2 = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry"), ("G9", "top", "infantry"),
                  ("L9", "top", "infantry")], scenario=1518, plain=True)
    assert sl2.objective_medals(allies) == 0


def test_flame_thrower_tanks_lose_at_most_one_die_to_terrain_in_close_assault_the_meat_grinder():
    g = battle([{"at": "E1", "side": "bottom", "type": "armor", "flamethrower": True}, ("e2", "top", "infantry"),
                ("G1", "bottom", "armor"), ("g2", "top", "infantry"), ("E3", "top", "infantry")])
    for h in ("e2", "g2", "E3"):
        g.field.terrain[parse_hex(h)] = "town"
    assert g.dice(unit(g, "E1"), unit(g, "e2")) == 2          # a town costs them 1 die, not 2
    assert g.dice(unit(g, "G1"), unit(g, "g2")) == 1
    assert g.dice(unit(g, "E1"), unit(g, "E3")) == 1          # firing at range: the usual 2 less
    real = tw.new("memoir44", seed=1, scenario=1483)
    flames = [u for u in real.units.values() if u["flamethrower"]]
    assert len(flames) == 3 and all(u["figures"] == 3 for u in flames)
    assert len(real.mines) == 5 and all(o[1] == "axis" for o in real.obstacles.values() if o[0] == "bunker")


def test_capture_hq_the_owner_loses_a_random_card_and_draws_again_when_it_takes_the_hq_back_rzhev():
    axis = tw.new("memoir44", seed=1, scenario=8044).seat_of("top")
    hq = D.hex_name((0, 4))
    hands = [[], []]
    hands[1 - axis] = [cid("recon", 0), cid("recon", 1)]
    hands[axis] = [cid("probe", 0), cid("probe", 1), cid("probe", 2)]
    g = battle([("b8", "bottom", "infantry"), ("M9", "top", "infantry"), ("C7", "top", "infantry")],
               scenario=8044, plain=True, hands=hands, active=1 - axis)
    g.commissar = [None, None]
    g.phase = "play"
    g.sc = {**g.sc, "options": {k: v for k, v in g.sc["options"].items() if k != "commissar"}}
    g.play(f"play {cid('recon', 0)}")
    g.play("order b8")
    g.play(f"move b8 {hq}")
    assert len(g.hands[axis]) == 2 and g.hq[(0, 4)]["lost"] and g.view(None)["hq"][0]["taken"]
    assert g.hands[axis][0] in (cid("probe", 0), cid("probe", 1), cid("probe", 2))
    # the Axis take it back: they draw to refill
    del g.units[g.at.pop((0, 4))]
    g.units[77] = {**unit(g, "M9"), "id": 77, "hex": (0, 4)}
    g.at[(0, 4)] = 77
    g._check_victory()
    assert len(g.hands[axis]) == 3 and not g.hq[(0, 4)]["lost"]
    real = tw.new("memoir44", seed=1, scenario=8044)
    assert list(real.hq) == [(0, 4)] and "frozen_river" in real.field.terrain.values()
    assert [o["permanent"] for o in real.sc["objectives"]] == [True, True]


def test_oasis_recovery_a_weakened_infantry_unit_that_stays_rolls_a_die_a_card_bir_hakeim():
    g = battle([("E1", "bottom", "infantry", 2), ("A9", "top", "infantry")], scenario=4230, plain=True,
               hands=[[cid("recon", 1), cid("probe", 0)], [cid("probe", 1)]])
    g.field.behavior[parse_hex("E1")] = "OASIS_RECOVERY"
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    assert "recover E1" in g.legal_actions()
    dice_are(g, ["star", "armor"])               # 2 dice: the card still in hand and the one played
    g.play("recover E1")
    u = unit(g, "E1")
    assert u["figures"] == 3 and u["id"] in g.no_battle and not [a for a in g.legal_actions() if a.startswith("move")]
    near = battle([("E1", "bottom", "infantry", 2), ("e2", "top", "infantry")], scenario=4230, plain=True,
                  hands=[[cid("recon", 1)], []])
    near.field.behavior[parse_hex("E1")] = "OASIS_RECOVERY"
    near.play(f"play {cid('recon', 1)}")
    near.play("order E1")
    assert "recover E1" not in near.legal_actions()       # an enemy next to it: no rest
    real = tw.new("memoir44", seed=1, scenario=4230)
    assert len(real.mines) == 8 and sum(1 for o in real.obstacles.values() if o[0] == "field_bunker") == 2
    assert sum(1 for u in real.units.values() if u["nation"] == "IT") == 5


def test_hospital_recovery_a_weakened_infantry_unit_that_stays_on_a_hospital_rolls_6_dice_japanese_counterattack():
    g = battle([("E1", "bottom", "infantry", 1), ("A9", "top", "infantry"), ("G1", "bottom", "armor", 1)],
               hands=[[cid("probe", 1)], []])
    g.field.terrain[parse_hex("E1")] = g.field.terrain[parse_hex("G1")] = "hospital"
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("order G1")
    acts = g.legal_actions()
    assert "recover E1" in acts and "recover G1" not in acts          # infantry only
    dice_are(g, ["star", "infantry", "armor", "flag", "grenade", "infantry"])      # 6 dice whatever the hand
    g.play("recover E1")
    assert unit(g, "E1")["figures"] == 4 and g.view(0)["roll"]["why"] == "Hospital"   # 3 back, 4 at most
    guam = tw.new("memoir44", seed=1, scenario=1488)
    assert sum(1 for t in guam.field.terrain.values() if t == "hospital") == 1 and len(guam.hq) == 2
    assert 1 <= guam.night <= 5 and guam.sc["options"]["marines"] == "allies"      # the night attack begins


# ---------------------------------------------------------------------- the further special units
def ordered(g, h, card=None):
    """Play a Recon on the centre (or ``card``), order the unit on ``h`` and end its move."""
    c = card if card is not None else cid("recon", 1)
    g.play(f"play {c}")
    g.play(f"order {h}")
    g.play("done")


def test_heavy_anti_tank_guns_fire_2_2_2_2_need_sight_ignore_terrain_and_hit_armor_on_stars():
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "heavy_at"},
                ("E5", "top", "armor")], hands=[[cid("recon", 1)], []])
    gun = unit(g, "E1")
    assert gun["figures"] == 2 and g.move_limits(gun) == (1, 0)        # moves 1 or battles, as artillery
    g.field.terrain[parse_hex("E5")] = "town"
    assert g.dice(gun, unit(g, "E5")) == 2                              # 4 hexes: 2 dice, the town takes none
    ordered(g, "E1")
    dice_are(g, ["star", "star"])
    g.play("fire E1 E5")
    assert unit(g, "E5")["figures"] == 1                                # two stars, two tanks hit

    def sight(special):
        b = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": special},
                    ("E3", "bottom", "infantry"), ("E5", "top", "infantry")])
        return unit(b, "E5")["id"] in b.targets(unit(b, "E1"))
    assert not sight("heavy_at") and sight(None)                        # the own unit on E3 blocks its sight


def test_big_guns_fire_eight_hexes_and_zero_in_one_die_more_until_the_target_moves():
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "big_gun"},
                ("E5", "top", "infantry"), ("E9", "top", "infantry"), {"at": "I1", "side": "bottom",
                                                                        "type": "artillery"}, ("I9", "top", "armor")],
               hands=[[cid("recon", 1)], []])
    gun = unit(g, "E1")
    assert g.dice(gun, unit(g, "E9")) == 1 and g.dice(unit(g, "I1"), unit(g, "I9")) == 0   # 8 hexes away
    assert g.dice(gun, unit(g, "E5")) == 2
    ordered(g, "E1")
    dice_are(g, ["infantry", "star"])
    g.play("fire E1 E5")
    target = unit(g, "E5")
    assert target["figures"] == 3 and g.view(0)["crosshairs"] == ["E5"] == g.view(1)["crosshairs"]
    assert g.dice(gun, target) == 3                                     # zeroed in: 1 die more
    assert g.dice(gun, unit(g, "E9")) == 1                              # only on the marked target
    g._retreat_to(target, parse_hex("E6"))
    assert g.view(0)["crosshairs"] == [] and g.dice(gun, target) == 1   # it moved: the marker goes
    miss = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "big_gun"},
                   ("E5", "top", "infantry")], hands=[[cid("recon", 1)], []])
    ordered(miss, "E1")
    dice_are(miss, ["star", "armor"])
    miss.play("fire E1 E5")
    assert miss.view(0)["crosshairs"] == []                             # no hit, no marker


def test_ski_troops_have_3_figures_move_3_onto_any_terrain_still_battle_fire_3_2_and_retreat_up_to_3():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "ski"},
                ("E5", "top", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    ski = unit(g, "E1")
    assert ski["figures"] == 3 and not ski["elite"] and g.range_dice(ski) == (3, 2)
    g.field.terrain[parse_hex("e4")] = "town"
    d = g.destinations(ski)
    assert d[parse_hex("e4")] == (3, True)                 # 3 hexes into a town and it may still battle
    assert d[parse_hex("E3")] == (2, True)
    g.units[ski["id"]]["hex"] = parse_hex("E3")
    assert g.dice(ski, unit(g, "E5")) == 2
    g.units[ski["id"]]["hex"] = parse_hex("e6")
    ends, loss = g.retreat_options(ski, 1)
    assert loss == 0 and {D.distance(parse_hex("e6"), e) for e in ends} == {1, 2, 3}   # 1 to 3 hexes a flag
    finns = tw.new("memoir44", seed=1, scenario=1409)
    skis = [u for u in finns.units.values() if u["special"] == "ski"]
    assert skis and all(u["figures"] == 3 for u in skis)


def test_cavalry_has_4_figures_moves_3_and_battles_at_2_1_and_takes_ground_and_overruns_like_armor():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "cavalry"},
                ("E5", "top", "infantry", 1), ("E9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    cav = unit(g, "E1")
    assert cav["figures"] == 4 and g.move_limits(cav) == (3, 3) and g.range_dice(cav) == (2, 1)
    g.play(f"play {cid('recon', 1)}")
    g.play("order E1")
    g.play("move E1 e4")
    dice_are(g, ["grenade", "flag"])
    g.play("fire e4 E5")
    assert g.pending["kind"] == "advance"
    g.play("move e4 E5")
    assert unit(g, "E5")["id"] == cav["id"] and g.battles[cav["id"]] == 1     # the overrun battle
    assert not [a for a in g.legal_actions() if a.startswith("fire")]          # E9 is 4 hexes away: out of reach


def test_snipers_fire_one_die_to_5_hexes_on_symbol_and_star_never_at_armor_hit_only_by_grenades_no_medal():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "sniper"},
                ("g2", "top", "armor"), ("e6", "top", "infantry")], hands=[[cid("recon", 1)], []])
    sn = unit(g, "E1")
    assert sn["figures"] == 1 and sn["medal"] == 0 and g.move_limits(sn) == (2, 2)
    g.field.terrain[parse_hex("e6")] = "town"
    assert g.dice(sn, unit(g, "e6")) == 1                      # 5 hexes, and the town does not protect
    assert set(g.targets(sn)) == {unit(g, "e6")["id"]}          # never at armor
    g.field.terrain[parse_hex("D3")] = "forest"
    assert g.destinations(sn)[parse_hex("D3")] == (2, True)   # into a forest and it still battles
    ordered(g, "E1")
    dice_are(g, ["star"])
    g.play("fire E1 e6")
    assert unit(g, "e6")["figures"] == 3                       # a star hits
    assert g._hits(["infantry", "infantry", "star"], sn) == 0 and g._hits(["grenade"], sn) == 1
    top = battle([{"at": "E5", "side": "top", "type": "infantry", "special": "sniper"}])
    ends, loss = top.retreat_options(unit(top, "E5"), 1)
    assert loss == 0 and max(D.distance(parse_hex("E5"), e) for e in ends) == 3     # up to 3 hexes a flag
    before = list(g.medals)
    g._lose(sn, 1, attacker_side="top")
    assert g.medals == before and unit(g, "E1") is None        # no medal for the sniper
    factory = tw.new("memoir44", seed=1, scenario=1407)
    snipers = [u for u in factory.units.values() if u["special"] == "sniper"]
    assert len(snipers) == 3 and all(u["figures"] == 1 and u["medal"] == 0 for u in snipers)
    assert {u["side"] for u in snipers} == {"top", "bottom"}


def test_red_barricades_factory_two_medals_for_the_side_holding_more_of_its_four_hexes_towns_for_either():
    g = battle([("A1", "bottom", "infantry"), ("A9", "top", "infantry")], scenario=1407, plain=False)
    axis, soviets = g.seat_of("top"), g.seat_of("bottom")
    assert g.objective_medals(axis) == g.objective_medals(soviets) == 0       # nobody holds the factory yet
    both = battle([("b2", "top", "infantry"), ("c2", "top", "infantry"), ("d2", "bottom", "infantry"),
                   ("K3", "bottom", "infantry")], scenario=1407, plain=False)
    assert both.objective_medals(both.seat_of("top")) == 2                    # 2 of the 4 factory hexes to 1
    assert both.objective_medals(both.seat_of("bottom")) == 1                 # the town on K3 (row 7, col 20)
    real = tw.new("memoir44", seed=1, scenario=1407)
    assert len(real.mines) == 5 and all(m[2] == "bottom" for m in real.mines.values())
    assert real.sc["options"]["commissar"] == "bottom" and real.phase == "commit"


def test_suomussalmi_air_power_orders_the_artillery_as_a_bombard_and_three_village_hexes_win_at_once():
    g = battle([("E9", "top", "artillery"), ("G9", "top", "infantry"), ("A1", "bottom", "infantry")],
               hands=[[cid("probe", 0)], [cid("air_power")]], scenario=1409, plain=False)
    g.play(f"commit {cid('probe', 0)}")
    g.play(f"play {cid('air_power')}")
    assert g.effect == "artillery_bombard" and g.phase != "air"
    assert g.move_limits(unit(g, "E9")) == (3, 0)                 # the artillery moves up to 3 (or battles twice)
    finns = tw.new("memoir44", seed=1, scenario=1409)
    assert finns.sc["top"]["nation"] == "FI" and finns.seat_name(finns.seat_of("top")) == "Axis"
    assert all(finns.field.terrain[h] == "frozen_river" for h in map(parse_hex, ("f8", "F7", "e6")))
    win = battle([("c4", "top", "infantry"), ("F5", "top", "infantry"), ("f4", "top", "infantry"),
                  ("A1", "bottom", "infantry")], hands=[[cid("probe", 0)], [cid("recon", 0)]], scenario=1409,
                 plain=False)
    win.play(f"commit {cid('probe', 0)}")                        # the commissar's card, before the battle
    assert win.active == win.seat_of("top")
    win.play(f"play {cid('recon', 0)}")
    while win.active == win.seat_of("top") and not win.over:
        acts = win.legal_actions()
        win.play("done" if "done" in acts else acts[0])
    assert win.over and win.outcome["winners"] == [win.seat_of("top")]   # sudden death at the end of the Finnish turn


def test_caves_on_mountains_keep_armor_out_cost_japanese_defenders_2_dice_and_seal_into_a_mountain():
    g = battle([jp("E9"), ("E5", "bottom", "infantry"), ("K1", "bottom", "infantry"), jp("K7")],
               hands=[[], [cid("probe", 1)]], active=1)
    for h in ("E9", "I5"):
        g.field.terrain[parse_hex(h)] = "mountain_cave"
    g.field.terrain[parse_hex("K7")] = "cave"
    g.field.mountain_comp = g.field._components(D.MOUNTAINS)
    assert g.field.impassable(parse_hex("E9"), ARMOR_TYPE) and g.field.impassable(parse_hex("E9"), "artillery")
    d = g.destinations(unit(g, "K7"))
    assert d[parse_hex("I5")] == (1, True)                     # from a cave on a hill to one on a mountain
    assert g._ignorable(unit(g, "E9")) >= 6
    g.units[g.at[parse_hex("E5")]]["hex"] = parse_hex("e8")
    g.at[parse_hex("e8")] = g.at.pop(parse_hex("E5"))
    assert g.dice(unit(g, "e8"), unit(g, "E9")) == 1            # close assault up the mountain: 3 dice less 2
    up = g.destinations(unit(g, "e8"))
    assert parse_hex("E9") not in up                             # onto a mountain only from a hill or mountain
    allied = battle([("E3", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("recon", 1)], []])
    allied.field.terrain[parse_hex("E3")] = "mountain_cave"
    allied.play(f"play {cid('recon', 1)}")
    allied.play("order E3")                  # it cannot move off the mountain onto the plain: it battles
    dice_are(allied, ["star", "flag", "armor"])
    allied.play("seal E3")
    assert allied.field.terrain[parse_hex("E3")] == "mountain"   # sealed: a mountain from then on
    assert D.TILE["pmcave"] == "mountain_cave"


def test_artillery_set_on_a_mountain_fires_3_3_2_2_1_1_1():
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery"}, ("E8", "top", "infantry")])
    gun = unit(g, "E1")
    assert g.dice(gun, unit(g, "E8")) == 0
    g.field.terrain[parse_hex("E1")] = "mountain"
    assert g.range_dice(gun) == (3, 3, 2, 2, 1, 1, 1) and g.dice(gun, unit(g, "E8")) == 1


def test_wadis_side_slopes_are_impassable_attackers_from_outside_lose_a_die_battles_in_or_out_only_next_to_it():
    g = battle([("C3", "bottom", "infantry"), ("E1", "bottom", "infantry"), ("E5", "top", "infantry"),
                ("E7", "top", "artillery"), ("G3", "top", "armor")], hands=[[cid("recon", 1)], []])
    w = parse_hex("E3")
    g.field.terrain[w], g.field.tile[w] = "wadi", ("wadi", 1)          # open to the west (D3) and east (F3)
    assert parse_hex("E3") not in g.destinations(unit(g, "E1"))        # up the side slope from e2 or d2: no
    assert g.destinations(unit(g, "C3"))[w] == (2, False)              # through the open end on D3
    g.field.tile[w] = ("wadi", 2)                                      # turned once: open to the north-east and south-west
    assert w in g.destinations(unit(g, "E1"))                          # through d2, its south-west end
    g.field.tile[w] = ("wadi", 1)
    g.units[g.at[parse_hex("C3")]]["hex"] = w
    g.at[w] = g.at.pop(parse_hex("C3"))
    inside = unit(g, "E3")
    assert unit(g, "E5")["id"] not in g.targets(inside)                # out of the wadi only next to the target
    assert g.dice(unit(g, "G3"), inside) == 2                          # armor from outside: 3 dice less 1
    assert g.dice(unit(g, "E7"), inside) == 1                          # artillery too: 2 dice at 4 hexes less 1
    g.field.terrain[parse_hex("F3")], g.field.tile[parse_hex("F3")] = "wadi", ("wadi", 1)
    g.units[g.at[parse_hex("G3")]]["hex"] = parse_hex("F3")
    g.at[parse_hex("F3")] = g.at.pop(parse_hex("G3"))
    assert g.dice(unit(g, "F3"), inside) == 3                          # from inside the wadi: no protection
    assert D.TILE["wadi"] == D.TILE["wcurve"] == "wadi"
    ks = tw.new("memoir44", seed=1, scenario=1346)
    assert sum(1 for t in ks.field.terrain.values() if t == "wadi") == 3


def test_collapsible_boats_infantry_moves_onto_a_river_and_stops_battles_at_one_less_loses_a_figure_a_flag():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "boat": True}, ("G1", "bottom", "infantry"),
                ("e4", "top", "infantry")], hands=[[cid("probe", 1)], []])
    river = parse_hex("e2")
    for h in D.HEXES:
        if h[0] == 7:
            g.field.terrain[h] = "river"                                 # row 2 all river
    d = g.destinations(unit(g, "E1"))
    assert d[river] == (1, True) and parse_hex("E3") not in d            # onto the river, and it stops there
    assert not any(h[0] < 8 for h in g.destinations(unit(g, "G1")))      # without a boat the river is impassable
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("done")
    g.play("move E1 e2")
    boat = unit(g, "e2")
    assert g.dice(boat, unit(g, "e4")) == 1                              # 2 dice at 2 hexes, 1 less in the boat
    assert g.retreat_options(boat, 2) == ([], 2)                         # no retreat: a figure lost a flag
    g.units[boat["id"]]["hex"], g.at[parse_hex("E3")] = parse_hex("E3"), g.at.pop(river)
    g._landed(boat, river)
    assert not boat["boat"] and river not in g.destinations(boat)       # across: the boat is left behind
    nij = tw.new("memoir44", seed=1, scenario=1302)
    assert sum(1 for u in nij.units.values() if u["boat"]) == 3
    assert sum(1 for u in nij.units.values() if u["special"] == "big_gun") == 1


def test_railroad_bridges_armor_and_artillery_moving_onto_one_stop_infantry_moves_on_nijmegen():
    def field(kind):
        g = battle([("e2", "bottom", kind), ("A9", "top", "infantry")])
        for h in D.HEXES:
            if h[0] == 6:
                g.field.terrain[h] = "river"       # row 3 all river, crossed only on the bridge at E3
        rb = parse_hex("E3")
        g.field.bridges.add(rb)
        g.field.rail_bridges.add(rb)
        return g, g.destinations(unit(g, "e2"))
    _, tank = field("armor")
    assert parse_hex("E3") in tank and not any(h[0] < 6 for h in tank)     # the tanks stop on the bridge
    _, foot = field("infantry")
    assert parse_hex("e4") in foot                                          # infantry walks over it
    nij = tw.new("memoir44", seed=1, scenario=1302)
    assert parse_hex("e5") in nij.field.rail_bridges and not nij.field.impassable(parse_hex("e5"), ARMOR_TYPE)


def test_camouflage_a_camouflaged_unit_is_targeted_only_in_close_assault_until_it_moves_or_battles():
    g = battle([("E1", "bottom", "infantry"), {"at": "E3", "side": "top", "type": "infantry", "camouflage": True},
                ("C3", "top", "infantry")])
    assert set(g.targets(unit(g, "E1"))) == {unit(g, "C3")["id"]}     # 2 hexes away it is not seen
    assert g.view(1)["units"][1]["camouflage"] is True
    near = battle([("E1", "bottom", "infantry"), {"at": "e2", "side": "top", "type": "infantry", "camouflage": True}])
    assert set(near.targets(unit(near, "E1"))) == {unit(near, "e2")["id"]}    # next to it: close assault
    mover = battle([{"at": "E5", "side": "top", "type": "infantry", "camouflage": True}, ("A1", "bottom", "infantry")],
                   hands=[[], [cid("recon", 1)]], active=1)
    mover.play(f"play {cid('recon', 1)}")
    mover.play("order E5")
    mover.play("move E5 e4")
    assert not mover.units[0]["camouflage"]                            # it moved: seen from then on


def test_heroic_leader_one_die_more_ignores_a_flag_and_on_elimination_two_dice_a_star_is_a_medal_else_he_moves():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "leader": True}, ("G1", "bottom", "infantry"),
                ("A1", "bottom", "infantry"), ("E3", "top", "infantry"), ("G3", "top", "infantry")])
    led = unit(g, "E1")
    assert g.dice(led, unit(g, "E3")) == 3 and g.dice(unit(g, "G1"), unit(g, "G3")) == 2   # 2 hexes: 2 dice + 1
    assert g._ignorable(led) == 1 and g._ignorable(unit(g, "G1")) == 0
    dice_are(g, ["flag", "armor"])                                    # the leader survives
    g._lose(led, 4, attacker_side="top")
    assert unit(g, "G1")["leader"] and not unit(g, "A1")["leader"] and g.medals[g.seat_of("top")] == 1
    dice_are(g, ["star", "grenade"])                                  # now he falls with his unit: 2 medals
    g._lose(unit(g, "G1"), 4, attacker_side="top")
    assert g.medals[g.seat_of("top")] == 3 and not unit(g, "A1")["leader"]


def test_balkas_stop_in_and_out_and_every_attacker_and_every_unit_battling_out_lose_a_die():
    g = battle([("E1", "bottom", "infantry"), ("E3", "top", "infantry"), ("e4", "top", "artillery"),
                ("K1", "bottom", "armor")])
    g.field.terrain[parse_hex("E3")] = "balka"
    assert g.dice(unit(g, "E1"), unit(g, "E3")) == 1                  # 2 dice at 2 hexes less 1
    assert g.dice(unit(g, "E3"), unit(g, "E1")) == 1                  # out of the balka: 1 less too
    g.field.terrain[parse_hex("e2")] = "balka"
    g.field.terrain[parse_hex("d2")] = g.field.terrain[parse_hex("F1")] = g.field.terrain[parse_hex("D1")] = "balka"
    d = g.destinations(unit(g, "E1"))
    assert set(d) == {parse_hex(h) for h in ("D1", "d2", "e2", "F1")}    # into a balka: it stops there
    g.units[g.at[parse_hex("E1")]]["hex"] = parse_hex("e2")
    g.at[parse_hex("e2")] = g.at.pop(parse_hex("E1"))
    out = g.destinations(unit(g, "e2"))
    assert out and all(D.distance(parse_hex("e2"), h) == 1 for h in out)   # leaving it: stop on the next hex


def test_piers_are_entered_from_land_or_a_beach_never_from_the_ocean():
    g = battle([("E1", "bottom", "infantry"), ("G3", "bottom", "infantry"), ("A9", "top", "infantry")])
    for h in ("E1", "e2", "F3"):
        g.field.terrain[parse_hex(h)] = {"E1": "ocean", "e2": "pier", "F3": "pier"}[h]
    assert parse_hex("e2") not in g.destinations(unit(g, "E1"))       # from the ocean: no
    assert parse_hex("F3") in g.destinations(unit(g, "G3"))           # from land: yes
    assert D.TILE["ppier"] == "pier"


def test_tank_destroyers_move_2_fire_2_2_2_2_hit_armor_on_stars_ignore_terrain_standing_take_ground_no_overrun():
    g = battle([{"at": "E1", "side": "bottom", "type": "armor", "special": "tank_destroyer"},
                {"at": "A1", "side": "top", "type": "armor", "special": "tank_destroyer", "nation": "DE"},
                ("E5", "top", "armor"), ("e2", "top", "infantry", 1)], hands=[[cid("recon", 1)], []])
    td = unit(g, "E1")
    assert td["figures"] == 3 and unit(g, "A1")["figures"] == 4 and g.move_limits(td) == (2, 2)
    g.field.terrain[parse_hex("e2")] = "town"
    assert g.dice(td, unit(g, "e2")) == 2                       # has not moved: the town takes nothing
    g.moved[td["id"]] = 1
    assert g.dice(td, unit(g, "e2")) == 0                       # after moving: 2 less in the town
    del g.moved[td["id"]]
    assert max(D.distance(parse_hex("A1"), e) for e in g.retreat_options(unit(g, "A1"), 1)[0]) == 2   # 1-2 a flag
    ordered(g, "E1")
    dice_are(g, ["grenade", "flag"])
    g.play("fire E1 e2")
    assert g.pending["kind"] == "advance"
    g.play("move E1 e2")
    assert not [a for a in g.legal_actions() if a.startswith("fire")]   # it took ground: no overrun
    star = battle([{"at": "E1", "side": "bottom", "type": "armor", "special": "tank_destroyer"}, ("E5", "top", "armor")],
                  hands=[[cid("recon", 1)], []])
    ordered(star, "E1")
    dice_are(star, ["star", "star"])
    star.play("fire E1 E5")
    assert unit(star, "E5")["figures"] == 1                     # two stars, two tanks


def test_long_range_patrol_cars_move_4_and_battle_and_hits_on_them_need_a_grenade_on_the_reroll():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "patrol_car"},
                ("E5", "top", "infantry")], hands=[[cid("recon", 1)], []])
    car = unit(g, "E1")
    assert car["figures"] == 3 and g.move_limits(car) == (4, 4) and g.range_dice(car) == (3, 2, 1)
    assert max(D.distance(parse_hex("E1"), h) for h in g.destinations(car)) == 4
    dice_are(g, ["infantry", "grenade"], ["armor", "star"])     # two hits, the re-rolls show no grenade
    g._strike(unit(g, "E5"), car, 2, close=False)
    assert car["figures"] == 3


def test_depleted_units_never_gain_figures_beyond_their_start_and_are_worth_no_medal():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "figures": 2, "depleted": True},
                ("A9", "top", "infantry")], hands=[[cid("medics"), cid("probe", 1)], []])
    u = unit(g, "E1")
    assert u["max"] == 2 and u["medal"] == 0
    g._lose(u, 1, attacker_side="top")
    g.play(f"play {cid('medics')}")
    dice_are(g, ["infantry", "infantry"])
    g.play("heal E1")
    assert unit(g, "E1")["figures"] == 2                        # no figure back beyond the two it started with
    g._lose(unit(g, "E1"), 2, attacker_side="top")
    assert g.medals == [0, 0]


def test_winter_weather_armor_moves_2_or_3_along_a_road_and_air_power_rolls_1_die_a_hex():
    g = battle([("E1", "bottom", "armor"), ("A9", "top", "infantry")])
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "winter": True}}
    assert g.move_limits(unit(g, "E1")) == (2, 2)
    assert max(D.distance(parse_hex("E1"), h) for h in g.destinations(unit(g, "E1"))) == 2
    for h in ("E1", "e2", "E3", "e4", "E5"):
        g.field.terrain[parse_hex(h)] = "road"
    g.field.tile.update({parse_hex(h): ("road", 1) for h in ("E1", "e2", "E3", "e4", "E5")})
    far = max(D.distance(parse_hex("E1"), h) for h in g.destinations(unit(g, "E1")))
    assert far == 3                                             # all on a road: 3, never more
    air = battle([("E1", "bottom", "infantry"), ("E5", "top", "infantry")], hands=[[cid("air_power")], []])
    air.sc = {**air.sc, "options": {**air.sc.get("options", {}), "winter": True}}
    air.play(f"play {cid('air_power')}")
    dice_are(air, ["armor"])
    air.play("air E5")                                           # the only target: the strike follows at once
    assert len(air.view(0)["roll"]["faces"]) == 1                # the Allies' 2 dice a hex fall to 1


def test_reduced_visibility_symbols_hit_only_in_close_assault_grenades_still_do():
    def shot(close):
        g = battle([("E1", "bottom", "infantry"), ("e2" if close else "E3", "top", "infantry")])
        g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "reduced_visibility": True}}
        t = unit(g, "e2" if close else "E3")
        dice_are(g, ["infantry", "grenade"])
        g._strike(unit(g, "E1"), t, 2, close=close)
        return t["figures"]
    assert shot(close=False) == 3 and shot(close=True) == 2


def test_rope_bridges_no_movement_or_combat_restriction_no_line_of_sight_blocked_and_never_blown_up():
    """Rope Bridges: no movement restrictions, no combat restrictions, do not block line of sight (and the page
    gives them no "unless destroyed": blowing up bridges leaves them be)."""
    from tablewidgets.games.memoir44.board import Battlefield
    g = battle([("E3", "bottom", "armor"), ("e4", "bottom", "artillery"), ("d6", "bottom", "infantry"),
                ("A9", "top", "infantry"), ("I9", "top", "infantry")], hands=[[], [cid("probe", 1)]], active=1)
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "rope_bridges": [list(parse_hex("E5"))],
                                "blow_bridges": {"side": g.sc["top"]["side"], "option": 1}}}
    f = g.field = Battlefield(g.sc)
    for h in D.HEXES:
        f.terrain[h] = "river" if h[0] == 4 else "countryside"
    f.bridges, f.behavior, f.tile = {parse_hex("E5"), parse_hex("F5")}, {}, {}   # F5: an ordinary bridge
    assert f.rope_bridges == {parse_hex("E5")} and g.view(0)["battlefield"]["hexes"][D.HEXES.index(parse_hex("E5"))]["rope"]
    tank, gun, inf = unit(g, "E3"), unit(g, "e4"), unit(g, "d6")
    assert parse_hex("e6") in g.destinations(tank) and g.destinations(tank)[parse_hex("e6")] == (3, True)  # no stop
    assert parse_hex("E5") in g.destinations(gun) and parse_hex("E5") in g.destinations(inf)   # every unit type
    assert f.sight(parse_hex("A5"), parse_hex("I5"), {}, {})           # along the river, over the rope bridge
    g.at[parse_hex("E5")] = g.at.pop(parse_hex("E3"))
    tank["hex"] = parse_hex("E5")
    foe = unit(g, "A9")
    del g.at[foe["hex"]]
    foe["hex"] = parse_hex("e6")
    g.at[foe["hex"]] = foe["id"]
    assert g.dice(tank, foe) == 3 and g.dice(foe, tank) == 3           # no die less into or out of it
    g.play(f"play {cid('probe', 1)}")
    assert "blow F5" in g.legal_actions() and "blow E5" not in g.legal_actions()


def test_blowing_up_bridges_a_section_card_of_the_bridges_section_first_option_lost_card_second_two_dice():
    def setup(option, faces=None):
        g = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")],
                   hands=[[], [cid("probe", 1), cid("probe", 0)]], active=1)
        g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "blow_bridges": {"side": "axis", "option": option}}}
        for h in ("E5", "A5"):
            g.field.terrain[parse_hex(h)] = "river"
            g.field.bridges.add(parse_hex(h))
        g.play(f"play {cid('probe', 1)}")
        assert "blow E5" in g.legal_actions() and "blow A5" not in g.legal_actions()   # the card's section only
        if faces:
            dice_are(g, faces)
        return g
    g = setup(1)
    hand = len(g.hands[1])
    g.play("blow E5")
    assert parse_hex("E5") not in g.field.bridges and g.view(0)["blown"] == ["E5"]
    assert len(g.hands[1]) == hand and g.lost == [cid("probe", 1)] and g.turns[1] == 1   # no card drawn for it
    assert g.field.impassable(parse_hex("E5"), "infantry")                              # a river again
    g.check_invariants()
    g2 = setup(2, ["flag", "armor"])
    g2.play("blow E5")
    assert parse_hex("E5") in g2.field.bridges and len(g2.hands[1]) == 2               # no star: it stands; a card drawn
    g3 = setup(2, ["star", "armor"])
    g3.play("blow E5")
    assert parse_hex("E5") not in g3.field.bridges and len(g3.hands[1]) == 2


def test_pontoon_bridges_an_attack_card_orders_no_units_and_lays_a_bridge_on_a_river_hex_of_its_section():
    g = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("attack", 1), cid("probe", 1)], []])
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "pontoons": "allies"}}
    for h in D.HEXES:
        if h[0] == 7:
            g.field.terrain[h] = "river"                                   # row 2 all river
    shared = g.field
    assert not any(a.startswith("pontoon") for a in g.legal_actions())
    g.play(f"play {cid('attack', 1)}")
    acts = g.legal_actions()
    assert "pontoon e2" in acts and "pontoon a2" not in acts              # in the Attack card's section
    g.play("pontoon e2")
    assert parse_hex("e2") in g.field.bridges and parse_hex("e2") not in shared.bridges
    assert g.view(0)["pontoons"] == ["e2"] and g.turns[0] == 1 and not g.ordered      # the card's whole turn
    assert not g.field.impassable(parse_hex("e2"), "armor")


def test_half_tracks_move_2_fire_2_2_no_overrun_and_resupply_a_weakened_neighbour_instead_of_battling():
    g = battle([{"at": "E1", "side": "bottom", "type": "armor", "special": "half_track", "figures": 2},
                ("G1", "bottom", "infantry", 2), ("E3", "top", "infantry")], hands=[[cid("probe", 1)], []])
    ht = unit(g, "E1")
    assert g.move_limits(ht) == (2, 2) and g.range_dice(ht) == (2, 2) and g.dice(ht, unit(g, "E3")) == 2
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("order G1")                                              # two units: the probe's orders are given
    g.play("move E1 F1")
    g.play("done")                                                  # G1 stays
    acts = g.legal_actions()
    assert "supply F1 G1" in acts
    g.play("supply F1 G1")
    assert unit(g, "G1")["figures"] == 4 and unit(g, "F1") is None and g.medals == [0, 0]   # it gave both
    assert not [a for a in g.legal_actions() if a.startswith("fire G1")]                  # nor does G1 battle
    assert "half_track" in D.NO_OVERRUN


def test_supply_trucks_never_battle_move_2_or_4_along_a_road_and_resupply():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "supply_truck"},
                ("e2", "top", "infantry")])
    truck = unit(g, "E1")
    assert g.targets(truck) == {} and g.move_limits(truck) == (2, 0)
    road = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "supply_truck"}, ("A9", "top", "infantry")])
    for h in ("E1", "e2", "E3", "e4", "E5"):
        road.field.terrain[parse_hex(h)] = "road"
    assert parse_hex("E5") in road.destinations(unit(road, "E1"))       # 4 hexes along the road


def test_on_the_move_a_unit_on_the_move_may_be_ordered_in_any_section_moves_as_usual_and_does_not_battle():
    g = battle([{"at": "A1", "side": "bottom", "type": "infantry", "on_move": True}, ("B1", "bottom", "infantry"),
                ("A3", "top", "infantry")], hands=[[cid("probe", 2)], []])
    g.play(f"play {cid('probe', 2)}")                                 # a right flank card
    acts = g.legal_actions()
    assert "order A1" in acts and "order B1" not in acts              # A1 is on the left flank, but on the move
    g.play("order A1")                                                # the only unit it can order: moving now
    g.play("move A1 a2")
    assert not [a for a in g.legal_actions() if a.startswith("fire")]   # next to A3, and still no battle


def test_sabotage_two_dice_a_turn_on_the_landmark_demolish_it_at_the_stars_needed_capture_restarts_destroy_supplies():
    def game(**extra):
        g = battle([("E5", "top", "infantry"), ("E1", "bottom", "armor"), ("A9", "top", "infantry")],
                   hands=[[cid("probe", 0), cid("probe", 1)], [cid("probe", 0, 1), cid("probe", 2)]])
        g.field.terrain[parse_hex("E5")] = "supply_depot"
        g.sc = {**g.sc, "options": {**g.sc.get("options", {}),
                                    "sabotage": {"side": "allies", "hexes": [[4, 8]], "stars": 2, **extra}}}
        return g
    g = game()
    g._next_turn()                                        # the Axis hold the depot: nothing to roll
    assert g.sabotage == {} and g.demolished == []
    g.units[g.at[parse_hex("E5")]]["side"] = "bottom"     # now an Allied unit stands on it
    g.active = 1
    dice_are(g, ["star", "flag"])
    g._next_turn()
    assert g.sabotage == {parse_hex("E5"): 1} and g.view(1)["sabotage"] == {"E5": 1}
    g.active = 1
    dice_are(g, ["star", "grenade"])
    g._next_turn()
    assert g.demolished == [parse_hex("E5")] and g.view(0)["demolished"] == ["E5"]
    again = game()
    again.units[again.at[parse_hex("E5")]]["side"] = "bottom"
    again.active = 1
    dice_are(again, ["star", "flag"])
    again._next_turn()
    again.units[again.at[parse_hex("E5")]]["side"] = "top"    # the Axis take it back before it is done
    again._next_turn()
    assert again.sabotage == {}                                   # the count starts again from zero
    sup = game(destroy_supplies=True, medals=1)
    sup.units[sup.at[parse_hex("E5")]]["side"] = "bottom"
    axis_tank = {"id": 99, "side": "top", "type": "armor"}
    sup.active = 1
    dice_are(sup, ["star", "star"])
    sup._next_turn()
    assert sup.medals[sup.seat_of("bottom")] == 1
    assert sup.move_limits({**axis_tank, "hex": parse_hex("A9"), "resistance": False, "elite": False}) == (2, 2)
    assert sup.move_limits(unit(sup, "E1")) == (3, 3)            # the saboteur's own armor moves as before


def test_reinforcements_direct_from_hq_lands_an_infantry_unit_on_a_vacant_airfield_for_one_order_no_move_no_battle():
    g = battle([("E1", "bottom", "infantry"), ("G1", "bottom", "infantry"), ("e4", "top", "infantry")],
               hands=[[cid("direct_from_hq"), cid("probe", 1)], []])
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), "reinforcements": {"side": "allies", "units": 1}}}
    g.landing = {"bottom": 1}
    g.field.terrain[parse_hex("E3")] = "airfield"
    g.play(f"play {cid('direct_from_hq')}")
    assert "land E3" in g.legal_actions()
    g.play("land E3")
    new = unit(g, "E3")
    assert new["type"] == "infantry" and new["side"] == "bottom" and new["id"] in g.ordered
    assert "land E3" not in g.legal_actions() and g.landing == {"bottom": 0}
    g.play("order E1")
    g.play("order G1")
    g.play("done")
    assert not [a for a in g.legal_actions() if a.startswith("move E3")]        # it does not move
    while g.phase == "move":
        g.play("done")
    assert not [a for a in g.legal_actions() if a.startswith("fire E3")]        # nor battle (e4 is next to it)


def test_forward_spotting_artillery_fires_like_a_big_gun_while_its_side_holds_a_spotting_hex():
    g = battle([("E1", "bottom", "artillery"), ("A5", "bottom", "infantry"), ("E9", "top", "infantry")])
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}),
                                "forward_spotting": {"side": "allies", "hexes": [[4, 0]]}}}   # A5
    gun = unit(g, "E1")
    assert g.range_dice(gun) == (3, 3, 2, 2, 1, 1, 1, 1) and g.dice(gun, unit(g, "E9")) == 1   # 8 hexes away
    g.units[g.at[parse_hex("A5")]]["hex"] = parse_hex("A3")
    g.at[parse_hex("A3")] = g.at.pop(parse_hex("A5"))
    assert g.range_dice(gun) == (3, 3, 2, 2, 1, 1) and g.dice(gun, unit(g, "E9")) == 0       # the spotter left


def test_command_cars_order_one_more_in_their_section_never_battle_rerolled_hits_and_recon_takes_from_the_discard():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "command_car"},
                ("G1", "bottom", "infantry"), ("I1", "bottom", "infantry"), ("E3", "top", "infantry")],
               hands=[[cid("probe", 1), cid("recon", 1)], [cid("probe", 0)]])
    car = unit(g, "E1")
    assert car["figures"] == 1 and g.move_limits(car) == (3, 0) and g.targets(car) == {} and car["tiger"]
    g.play(f"play {cid('probe', 1)}")
    assert g.limits["sections"][1] == 3                          # a probe orders 3 with the car in its section
    # the Recon orders the car: at the end of the turn the card under the Recon on the discard pile may be taken
    r = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "command_car"},
                ("A9", "top", "infantry")], hands=[[cid("recon", 1)], [cid("probe", 0)]])
    r.discard = [cid("attack", 0)]
    r.deck.remove(cid("attack", 0))
    r.play(f"play {cid('recon', 1)}")
    r.play("order E1")
    r.play("done")
    while r.phase in ("move", "battle"):
        r.play("done")
    assert set(r.legal_actions()) == {f"take {cid('attack', 0)}", "take deck"}
    r.play(f"take {cid('attack', 0)}")
    assert cid("attack", 0) in r.hands[0] and r.discard == [cid("recon", 1)] and r.active == 1
    r.check_invariants()
    d = battle([{"at": "E1", "side": "bottom", "type": "infantry", "special": "command_car"},
                ("A9", "top", "infantry")], hands=[[cid("recon", 1)], [cid("probe", 0)]])
    d.discard = [cid("attack", 0)]
    d.deck.remove(cid("attack", 0))
    d.play(f"play {cid('recon', 1)}")
    d.play("order E1")
    while d.phase in ("move", "battle"):
        d.play("done")
    d.play("take deck")
    assert d.phase == "keep" and len(d.drawn) == 2              # or the usual two, keeping one


def test_brandenburgers_in_disguise_hits_need_an_infantry_on_a_single_reroll_battling_drops_the_disguise():
    def shot(again):
        g = battle([{"at": "E1", "side": "top", "type": "infantry", "special": "brandenburger"},
                    ("E3", "bottom", "infantry")])
        b = unit(g, "E1")
        assert b["disguised"] and b["figures"] == 3 and g.move_limits(b) == (2, 2)
        dice_are(g, ["infantry", "flag"], [again])
        g._strike(unit(g, "E3"), b, 2, close=False)
        return g, b
    g, b = shot("armor")
    assert b["figures"] == 3 and b["hex"] == parse_hex("E1") and b["disguised"]    # the roll is ignored
    g, b = shot("infantry")
    assert b["figures"] == 2 and not b["disguised"]                                 # unmasked: the hit counts
    g = battle([{"at": "E5", "side": "top", "type": "infantry", "special": "brandenburger"},
                ("E3", "bottom", "infantry")], hands=[[], [cid("recon", 1)]], active=1)
    g.play(f"play {cid('recon', 1)}")
    g.play("order E5")
    g.play("done")
    dice_are(g, ["armor", "armor"])
    g.play("fire E5 E3")
    assert not unit(g, "E5")["disguised"]                                           # it battled: no disguise


def test_screaming_meemies_incendiary_flags_are_never_ignored_no_terrain_protection_and_smoke_shells():
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "meemies"}, ("G1", "bottom", "infantry"),
                ("E5", "top", "infantry")], hands=[[cid("recon", 1)], []], obstacles={"E5": "sandbags"})
    mm = unit(g, "E1")
    assert g.range_dice(mm) == (3, 3, 2, 2, 1, 1) and g.move_limits(mm) == (1, 0)
    g.field.terrain[parse_hex("E1")] = "town"
    assert g.dice(unit(g, "G1"), mm) == 2                         # 2 hexes, and the town does not protect them
    ordered(g, "E1")
    dice_are(g, ["flag", "armor"])
    g.play("fire E1 E5")
    assert (g.pending or {}).get("kind") == "retreat" or unit(g, "E5") is None    # the sandbags do not save it
    plain = battle([{"at": "E1", "side": "bottom", "type": "artillery"}, ("E5", "top", "infantry")],
                   hands=[[cid("recon", 1)], []], obstacles={"E5": "sandbags"})
    ordered(plain, "E1")
    dice_are(plain, ["flag", "armor"])
    plain.play("fire E1 E5")
    assert plain.pending is None and unit(plain, "E5") is not None            # there they do
    s = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "meemies"},
                ("E7", "top", "infantry"), ("E9", "top", "artillery"), {"at": "E3", "side": "bottom", "type": "artillery"}],
               hands=[[cid("recon", 1)], [cid("probe", 1), cid("probe", 0)]])
    ordered(s, "E1")
    assert "shell E1 E5" in s.legal_actions()
    s.play("shell E1 E5")
    assert "done" not in s.legal_actions() and "shell e6" in s.legal_actions() and "shell E9" not in s.legal_actions()
    s.play("shell e6")
    s.play("shell done")
    assert s.view(0)["shells"] == ["E5", "e6"] and s.battles[unit(s, "E1")["id"]] == 0
    assert unit(s, "E7")["id"] not in s.targets(unit(s, "E3"))      # artillery too cannot fire across them
    assert s._across_shells(parse_hex("E3"), parse_hex("E7")) and not s._across_shells(parse_hex("A1"), parse_hex("A5"))
    top = s.seat_of("top")
    while s.turns[top] < 2 and not s.over:
        acts = s.legal_actions()
        s.play("done" if "done" in acts else acts[0])
    assert s.view(0)["shells"] == []                              # lifted after the opponent's second turn


def test_destroyers_sail_2_ocean_hexes_never_next_to_a_beach_fire_8_hexes_zero_in_hit_on_grenades_ignore_a_flag():
    g = battle([{"at": "E9", "side": "top", "type": "artillery", "special": "destroyer"}, ("E3", "bottom", "infantry"),
                ("E1", "bottom", "infantry")], hands=[[], [cid("probe", 1)]], active=1)
    for h in D.HEXES:
        g.field.terrain[h] = "ocean" if h[0] <= 1 else "beach" if h[0] == 2 else "countryside"
    ds = unit(g, "E9")
    assert ds["figures"] == 3 and g.range_dice(ds) == (3, 3, 2, 2, 1, 1, 1, 1)
    d = g.destinations(ds)
    assert set(d) == {parse_hex(h) for h in ("C9", "D9", "F9", "G9")}  # row 8 touches the beach: only row 9
    assert g.dice(ds, unit(g, "E1")) == 1 and unit(g, "E1")["id"] in g.targets(ds)   # 8 hexes, from the sea
    assert g._hits(["infantry", "armor", "star", "grenade"], ds) == 1 and g._ignorable(ds) == 1
    g.play(f"play {cid('probe', 1)}")
    g.play("order E9")
    g.play("move E9 F9")
    dice_are(g, ["grenade"])                                      # 6 hexes from F9: 1 die
    g.play("fire F9 E3")
    assert g.view(0)["crosshairs"] == ["E3"]                      # it moved and still battled; zeroed in
    g.field.terrain[parse_hex("F9")] = g.field.terrain[parse_hex("G9")] = "ocean"
    bottom = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "destroyer"}, ("A9", "top", "infantry")])
    for h in D.HEXES:
        bottom.field.terrain[h] = "ocean" if h[0] >= 6 else "countryside"
    ends, loss = bottom.retreat_options(unit(bottom, "E1"), 1)
    assert ends == [] and loss == 1                               # at the bottom edge: a hit instead
    bottom.units[0]["hex"] = parse_hex("E3")
    bottom.at = {parse_hex("E3"): 0, parse_hex("A9"): 1}
    ends, loss = bottom.retreat_options(unit(bottom, "E3"), 1)
    assert ends and all(bottom.field.terrain[e] == "ocean" for e in ends) and loss == 0


def test_aircraft_carriers_sail_0_to_2_ocean_hexes_never_next_to_a_beach_sink_on_3_grenade_hits_ignore_a_flag():
    """The page's Aircraft Carriers: move 0-2 ocean hexes, never adjacent to a beach; hit by grenades only, 3 hits
    to sink; may ignore 1 flag, a hit when it cannot retreat. (Planes taking off or landing: the Air Pack.)"""
    g = battle([{"at": "E1", "side": "bottom", "type": "artillery", "special": "carrier"}, ("E5", "top", "infantry"),
                ("A9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    for h in D.HEXES:
        g.field.terrain[h] = "ocean" if h[0] >= 7 else "beach" if h[0] == 6 else "countryside"
    cv = unit(g, "E1")
    assert (cv["figures"], cv["medal"]) == (3, 1)
    assert set(g.destinations(cv)) == {parse_hex(h) for h in ("C1", "D1", "F1", "G1")}  # row 2 touches the beach
    assert g.targets(cv) == {}                                          # it never battles
    assert g._hits(["infantry", "armor", "star", "flag", "grenade"], cv) == 1 and g._ignorable(cv) == 1
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("move E1 G1")
    assert unit(g, "G1") is cv and not [a for a in g.legal_actions() if a.startswith("fire")]
    ends, loss = g.retreat_options(cv, 1)
    assert ends == [] and loss == 1                                     # at the bottom edge: a hit instead
    top = g.seat_of("top")
    dice_are(g, ["grenade", "grenade", "flag", "star"])
    g._strike(unit(g, "E5"), cv, 4, close=False)                        # 2 grenades; the flag is ignored
    assert cv["figures"] == 1 and cv["hex"] == parse_hex("G1")
    dice_are(g, ["flag", "flag"])
    g._strike(unit(g, "E5"), cv, 2, close=False)                        # 1 flag ignored, the other a hit: sunk
    assert cv["id"] not in g.units and g.medals[top] == 1
    # a scenario option puts carriers at sea (Sword Beach's ocean, the Allies')
    sea = tw.new("memoir44", seed=2, scenario=4)
    sea.sc = dict(sea.sc, options={**sea.sc.get("options", {}),
                                   "carriers": {"side": "allies", "hexes": [list(parse_hex("H1"))]}})
    sea._new_battle()
    c = unit(sea, "H1")
    assert c["special"] == "carrier" and c["side"] == sea.side_of(0) and c["figures"] == 3
    assert {u["special"] for u in sea.view(1)["units"] if u["hex"] == "H1"} == {"carrier"}
    assert set(sea.destinations(c)) <= {h for h in D.HEXES if h[0] == 8}


def test_landing_craft_move_2_at_sea_never_onto_hedgehogs_land_on_the_beach_without_battling_retreat_at_sea():
    g = battle([{"at": "E1", "side": "bottom", "type": "infantry", "craft": True}, ("E5", "top", "infantry"),
                ("A9", "top", "infantry")], hands=[[cid("probe", 1)], []], obstacles={"e2": "hedgehog"})
    for h in D.HEXES:
        g.field.terrain[h] = "ocean" if h[0] >= 7 else "beach" if h[0] >= 5 else "countryside"
    lc = unit(g, "E1")
    assert g.targets(lc) == {}                                    # no battle from a landing craft
    d = g.destinations(lc)
    assert parse_hex("e2") not in d and parse_hex("F1") in d and parse_hex("d2") in d
    assert parse_hex("E3") in d and parse_hex("e4") not in d        # onto the beach, and it stops there
    ends, _ = g.retreat_options(lc, 1)
    assert ends == []                                             # at the bottom edge of the sea
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("move E1 d2")
    assert unit(g, "d2")["craft"]                                 # still at sea
    lc2 = battle([{"at": "E1", "side": "bottom", "type": "infantry", "craft": True}, ("e4", "top", "infantry")],
                 hands=[[cid("probe", 1)], []])
    for h in D.HEXES:
        lc2.field.terrain[h] = "ocean" if h[0] >= 7 else "beach" if h[0] >= 5 else "countryside"
    lc2.play(f"play {cid('probe', 1)}")
    lc2.play("order E1")
    lc2.play("move E1 E3")
    u = unit(lc2, "E3")
    assert not u["craft"] and lc2.turns[0] == 1 and unit(lc2, "e4")["figures"] == 4   # landed, no battle
    assert lc2.last_roll is None                                  # though e4 is next to it
    back, _ = lc2.retreat_options({**u, "craft": True, "hex": parse_hex("e2")}, 1)
    assert back == [parse_hex("E1"), parse_hex("F1")]              # a craft falls back with its unit at sea


def test_hobarts_funnies_each_accessory_bridge_bobbin_fascine_mine_digger_petard_and_retreat_1_to_2():
    def tank(fun, *more, **kw):
        return battle([{"at": "E1", "side": "bottom", "type": "armor", "funnies": fun}, *more], **kw)
    g = tank("bridge", ("A9", "top", "infantry"), hands=[[cid("recon", 1)], []])
    g.field.terrain[parse_hex("e2")] = "river"
    ordered(g, "E1")
    g.play("span E1 e2")
    assert parse_hex("e2") in g.field.bridges and g.battles[unit(g, "E1")["id"]] == 0     # instead of battling
    b = tank("bobbin", ("A9", "top", "infantry"), obstacles={"e2": "wire"})
    plain = battle([("E1", "bottom", "armor"), ("A9", "top", "infantry")], obstacles={"e2": "wire"})
    b.field.terrain[parse_hex("E3")] = plain.field.terrain[parse_hex("E3")] = "marsh"
    assert parse_hex("e4") in b.destinations(unit(b, "E1"))            # through the wire and the marsh
    assert parse_hex("e4") not in plain.destinations(unit(plain, "E1"))
    fa = tank("fascine", ("A9", "top", "infantry"))
    fa.field.terrain[parse_hex("e2")] = "ford"
    fa.field.terrain[parse_hex("E1")] = "trenches"
    assert parse_hex("E3") in fa.destinations(unit(fa, "E1"))          # on through the ford
    fa.ordered, fa.battles = [0], {0: 1}
    assert fa._may_battle(0)                                          # and it battles out of trenches
    dg = tank("digger", ("A9", "top", "infantry"), hands=[[cid("recon", 1)], []])
    dg.mines = {parse_hex("e2"): [3, False, "top"]}
    dg.play(f"play {cid('recon', 1)}")
    dg.play("order E1")
    dg.play("move E1 e2")
    assert parse_hex("e2") not in dg.mines and unit(dg, "e2")["figures"] == 3   # lifted, not set off
    pt = tank("petard", ("e2", "top", "infantry"), hands=[[cid("recon", 1)], []], obstacles={"e2": "bunker"})
    pt.obstacles[parse_hex("e2")] = ["bunker", None, False]
    assert pt.dice(unit(pt, "E1"), unit(pt, "e2")) == 2               # 3 dice, 2 less for the bunker, 1 more
    ordered(pt, "E1")
    dice_are(pt, ["star", "armor"])
    pt.play("fire E1 e2")
    assert parse_hex("e2") not in pt.obstacles                         # a star: the bunker is gone
    top = battle([{"at": "E5", "side": "top", "type": "armor", "funnies": "bobbin"}])
    assert max(D.distance(parse_hex("E5"), e) for e in top.retreat_options(unit(top, "E5"), 1)[0]) == 2   # 1-2 a flag
    with pytest.raises(OptionError, match="funnies"):
        tank("flail", ("A9", "top", "infantry"))


def test_stiff_upper_lip_a_british_unit_down_to_one_figure_battles_back_after_a_close_assault_but_not_at_a_sniper():
    def assault(special):
        g = battle([{"at": "E3", "side": "top", "type": "infantry", "special": special}, ("e2", "bottom", "infantry", 1)],
                   scenario=4241, plain=True)
        att, brit = unit(g, "E3"), unit(g, "e2")
        if special:
            dice_are(g, ["armor"])                                # the sniper's 1 die misses: nothing comes back
        else:
            dice_are(g, ["armor", "armor", "armor"], ["grenade"])  # a miss, then the British roll 1 die back
        g._strike(att, brit, 1 if special else 3, close=True)
        return att
    assert assault(None)["figures"] == 3
    assert assault("sniper")["figures"] == 1


def test_two_ways_plays_the_battle_twice_with_sides_swapped():
    g = tw.new("memoir44", seed=4, scenario=24, two_ways=True)
    assert g.side_of(0) == "bottom"
    bot = CommanderBot(seed=2)
    while g.round == 0:
        s = g.to_move[0]
        g.play(bot.choose(g, s), s)
    assert g.side_of(0) == "top" and g.seat_name(0) == "Axis"
    first = list(g.totals)
    while not g.over:
        s = g.to_move[0]
        g.play(bot.choose(g, s), s)
    assert sum(g.result()["scores"]) >= sum(first)


# ---------------------------------------------------------------------- bad input, views, whole games
def test_bad_actions_are_refused_with_the_rule():
    g = tw.new("memoir44", seed=1, scenario=2)
    refused(g, "fire A1 B2", None, "battle")
    refused(g, "play 99", None, "hand")
    refused(g, "move A1 A2", None, "move")


def test_bad_positions_are_refused_by_name():
    for bad in ({"units": [{"at": "Z9", "side": "top", "type": "infantry"}]},
                {"units": [{"at": "A1", "side": "left", "type": "infantry"}]},
                {"units": [{"at": "A1", "side": "top", "type": "infantry", "figures": 9}]},
                {"hands": [[1, 1], []]}, {"medals": [-1, 0]}, {"active": 3}, {"obstacles": {"A1": "moat"}},
                {"nope": 1}):
        with pytest.raises(OptionError):
            tw.new("memoir44", seed=1, position=bad)


def test_a_seat_never_sees_the_other_hand_or_the_deck():
    g = tw.new("memoir44", seed=3, scenario=2)
    v = g.view(0)
    assert v["hand"] == sorted(g.hands[0])
    text = repr(g.view(1))
    assert "'hand': " + repr(sorted(g.hands[1])) in text
    assert repr(sorted(g.hands[0])) not in repr({k: x for k, x in g.view(1).items() if k not in ("cards",)})
    assert g.view(None)["hand"] is None


@pytest.mark.parametrize("sid", D.SCENARIO_IDS)
def test_random_battles_on_every_scenario(sid):
    """Every scenario is played to its end once: most through the bots' quiet path (``apply``, the cheaper
    one), every fourth through the public checked path; invariants are checked along the way."""
    if D.SCENARIO_IDS.index(sid) % 4 == 0:
        stats = testing.random_playouts("memoir44", games=1, seed=sid, scenario=sid, every=10)
        assert stats["finished"] == 1
        return
    g = tw.new("memoir44", seed=sid, scenario=sid)
    g.quiet = True
    rng = random.Random(sid)
    steps = 0
    while not g.over:
        assert steps < 5000, f"scenario {sid} did not end"
        seat = rng.choice(g.to_move)
        legal = g.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal)
        g.apply(rng.choice(legal), seat)
        steps += 1
        if steps % 20 == 0:
            g.check_invariants()
    g.check_invariants()
    res = g.result()
    assert len(res["winners"]) == 1 and res["scores"] == list(g.totals)       # the medals of the battle


@pytest.mark.parametrize("sid,extra", [
    (4, {"carriers": {"side": "allies", "hexes": [[8, 14], [8, 20]]}}),
    (2, {"rope_bridges": [[4, 22]], "blow_bridges": {"side": "axis", "option": 2}}),
    (1311, {"supply_train": {"side": "axis", "cargo": "armor"}}),
    (3, {"paradrop": {"side": "allies", "units": 2, "hexes": [[4, 8], [4, 10]]}, "pontoons": "allies"}),
])
def test_battles_with_carriers_rope_bridges_armor_cargo_and_the_newer_actions_play_to_the_end(sid, extra):
    """The scenario options no scenario here sets, switched on: the field commander against random play to the
    end, invariants checked (the commander values every action it is offered)."""
    from tablewidgets.games.memoir44.board import Battlefield
    g = tw.new("memoir44", seed=sid, scenario=sid)
    g.sc = dict(g.sc, options={**g.sc.get("options", {}), **extra})
    g.field = Battlefield(g.sc)
    g._new_battle()
    assert sum(u.get("special") == "carrier" for u in g.units.values()) == len(extra.get("carriers", {}).get("hexes", ()))
    assert all(g.field.terrain[tuple(h)] == "river" for h in extra.get("rope_bridges", ()))
    g.quiet = True
    bots = {0: CommanderBot(seed=sid), 1: RandomBot(seed=sid)}
    steps = 0
    while not g.over:
        assert steps < 3000, f"scenario {sid} did not end"
        seat = g.to_move[0]
        g.apply(bots[seat].choose(g, seat), seat)
        steps += 1
        if steps % 25 == 0:
            g.check_invariants()
    g.check_invariants()


def test_full_contract():
    testing.full_contract_check("memoir44", range(1), fuzz_every=90, scenario=2)


def test_replay_and_save():
    testing.check_replay("memoir44", seed=3, scenario=15, max_steps=400)
    g = tw.new("memoir44", seed=9, scenario=17)
    rng = random.Random(1)
    for _ in range(60):
        g.play(rng.choice(g.legal_actions()), g.to_move[0])
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)


def test_lesson():
    games = testing.check_lesson("memoir44", plies=2, steps=(8, 14))
    assert len(games) >= 8


def test_the_commander_beats_random():
    wins = 0
    for i, sid in enumerate((2, 24, 4, 16, 4090, 3465)):
        g = tw.new("memoir44", seed=500 + i, scenario=sid)
        me = i % 2
        bots = {me: CommanderBot(seed=i), 1 - me: RandomBot(seed=i)}
        while not g.over:
            s = g.to_move[0]
            a = bots[s].choose(g, s)
            assert a in g.legal_actions(s)
            g.play(a, s)
        wins += me in g.result()["winners"]
    assert wins == 6


def test_the_heuristic_is_in_range():
    g = tw.new("memoir44", seed=2, scenario=24)
    for s in (0, 1):
        assert -1 <= g.heuristic(s) <= 1


def test_minefield_strengths_leak_to_no_seat_along_a_battle():
    """Hellfire Pass and Ponyri: no view changes when the unrevealed minefields are redrawn."""
    for sid in (4245, 1365):
        g = tw.new("memoir44", seed=5, scenario=sid)
        rng = random.Random(sid)
        for step in range(160):
            if g.over:
                break
            if step % 40 == 0:
                testing.check_no_leak(g, rng, samples=2)
            seat = g.to_move[0]
            g.play(rng.choice(g.legal_actions(seat)), seat)
        testing.check_no_leak(g, rng, samples=2)


# ---------------------------------------------------------------------- trains
def _railway(g, row=5):
    """A straight track along one board row (row 5: the hexes a4 ... l4)."""
    for h in D.HEXES:
        if h[0] == row:
            g.field.terrain[h] = "rail"
            g.field.tile[h] = ("rail", 1)         # a straight track, its sides east and west


def test_trains_ordered_as_one_unit_move_1_to_3_either_way_along_empty_tracks_armored_wagon_fires_after_moving():
    g = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "g4", "side": "bottom", "type": "artillery", "special": "armored_wagon"},
                ("E1", "bottom", "infantry"), ("F1", "bottom", "infantry"), ("f6", "top", "infantry"),
                ("a4", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(g)
    loco, wagon = unit(g, "f4"), unit(g, "g4")
    assert (loco["figures"], wagon["figures"], loco["medal"], wagon["medal"]) == (4, 3, 1, 0)
    d = g.destinations(loco)
    # forward (away from the wagon) to e4 d4 c4 - b4 is 4 hexes; the occupied a4 would end it anyway;
    # backward, the wagon leading: the locomotive ends on g4 h4 i4
    assert set(d) == {parse_hex(h) for h in ("e4", "d4", "c4", "g4", "h4", "i4")}
    assert g.destinations(wagon) == {}
    g.play(f"play {cid('probe', 1)}")                                # 2 units in the center
    acts = g.legal_actions()
    assert "order f4" in acts and "order g4" not in acts              # the wagon comes with its locomotive
    g.play("order f4")
    assert set(g.ordered) == {loco["id"], wagon["id"]}
    assert "order E1" in g.legal_actions()                            # the train counted as a single unit
    g.play("order E1")                                                # both orders given: on to the moves
    g.play("move f4 e4")
    assert unit(g, "e4") is loco and unit(g, "f4") is wagon and parse_hex("g4") not in g.at
    acts = g.legal_actions()
    assert not [a for a in acts if a.startswith("move e4")]           # it moved once
    g.play("done")
    acts = g.legal_actions()
    assert "fire f4 f6" in acts                                        # the wagon's artillery fires after moving
    assert g.targets(wagon)[unit(g, "f6")["id"]] == 3                 # as artillery: 3 dice at 2 hexes
    assert not [a for a in acts if a.startswith("fire e4")]           # the locomotive never battles
    blocked = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                      {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                      ("e4", "top", "infantry"), ("a9", "top", "infantry")])
    _railway(blocked)
    assert set(blocked.destinations(unit(blocked, "f4"))) == {parse_hex(h) for h in ("g4", "h4", "i4")}  # e4 is taken
    assert blocked.targets(unit(blocked, "g4")) == {}                  # a supply train's wagon never battles
    off = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"}, ("a9", "top", "infantry")])
    _railway(off)
    off.field.terrain[parse_hex("e4")] = "countryside"
    assert set(off.destinations(unit(off, "f4"))) == {parse_hex(h) for h in ("g4", "h4", "i4")}   # only on track


def test_trains_hit_on_grenades_wagon_lost_on_the_3rd_hit_locomotive_on_the_4th_ignore_1_flag_retreat_backward():
    g = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "g4", "side": "bottom", "type": "artillery", "special": "armored_wagon"},
                ("a9", "top", "infantry")])
    _railway(g)
    loco, wagon = unit(g, "f4"), unit(g, "g4")
    faces = ["infantry", "armor", "star", "flag", "grenade", "grenade"]
    assert g._hits(faces, loco) == 2 and g._hits(faces, wagon) == 2 and g._hits(faces, unit(g, "a9")) == 3
    assert g._ignorable(loco) == 1 and g._ignorable(wagon) == 1       # the train may ignore a flag
    top = g.seat_of("top")
    g._lose(wagon, 2, "top")                                           # every hit on both cars
    assert (wagon["figures"], loco["figures"]) == (1, 2)
    g._lose(loco, 1, "top")                                            # the 3rd hit: the wagon goes, no medal
    assert wagon["id"] not in g.units and loco["figures"] == 1 and g.medals[top] == 0
    g._lose(loco, 1, "top")                                            # the 4th: the locomotive, a medal
    assert loco["id"] not in g.units and g.medals[top] == 1
    # retreat: against the way the locomotive last went (it ran forward to e4: it falls back wagon first)
    r = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(r)
    loco, wagon = unit(r, "f4"), unit(r, "g4")
    r.play(f"play {cid('probe', 1)}")
    r.play("order f4")
    r.play("move f4 d4")
    assert loco["hex"] == parse_hex("d4") and wagon["hex"] == parse_hex("e4")
    r._retreat(loco, 1)
    assert loco["hex"] == parse_hex("e4") and wagon["hex"] == parse_hex("f4")
    r.at[parse_hex("h4")] = r.at.pop(parse_hex("a9"))                 # a unit on the track behind it
    r.units[r.at[parse_hex("h4")]]["hex"] = parse_hex("h4")
    r._retreat(wagon, 2)                                               # one hex back, then blocked: a figure
    assert loco["hex"] == parse_hex("f4") and wagon["hex"] == parse_hex("g4")
    assert (loco["figures"], wagon["figures"]) == (3, 2)
    alone = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"}, ("a9", "top", "infantry")],
                   hands=[[cid("probe", 1)], []])
    _railway(alone)
    engine = unit(alone, "f4")
    alone.play(f"play {cid('probe', 1)}")
    alone.play("order f4")
    alone.play("move f4 h4")                                           # alone, it ran east ...
    alone._retreat(engine, 2)                                          # ... so it falls back west
    assert engine["hex"] == parse_hex("f4") and engine["figures"] == 4
    with pytest.raises(OptionError, match="one train at most"):
        battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "a4", "side": "bottom", "type": "armor", "special": "loco"}, ("a9", "top", "infantry")])


def test_railroad_station_a_train_does_not_stop_there_supply_train_units_disembark_next_to_it_and_rest_that_turn():
    def game(*units):
        g = battle(list(units) + [("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
        _railway(g)
        g.field.terrain[parse_hex("e4")] = "station"
        g.sc = dict(g.sc, options={"supply_train": {"side": "allies"}})
        return g
    g = game({"at": "f4", "side": "bottom", "type": "armor", "special": "loco", "aboard": True},
             {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon", "aboard": True})
    loco = unit(g, "f4")
    d = g.destinations(loco)
    assert parse_hex("c4") in d and d[parse_hex("c4")][0] == 3         # through the station without stopping
    assert g.field.kind(parse_hex("e4")).stop                           # any other unit stops on a station
    g.play(f"play {cid('probe', 1)}")
    g.play("order f4")
    before = len(g.units)
    g.play("move f4 e4")                                               # the locomotive stops on the station
    acts = g.legal_actions()
    assert acts[-1] == "done" and all(a.startswith("disembark") for a in acts[:-1])   # they may get off
    near = {n for c in ("e4", "f4") for n in D.neighbours(*parse_hex(c))}
    assert {parse_hex(a.split()[1]) for a in acts[:-1]} <= near - set(g.at)
    first = acts[0]
    g.play(first)
    new = g.unit_at(parse_hex(first.split()[1]))
    assert new["side"] == "bottom" and new["type"] == "infantry" and new["figures"] == 4
    assert new["id"] not in g.ordered and new["id"] in g.no_battle      # it neither moves nor battles this turn
    g.play(g.legal_actions()[0])                                       # the wagon's unit too
    assert len(g.units) == before + 2 and loco["aboard"] == 0
    assert not [a for a in g.legal_actions() if a.startswith("disembark")]
    assert not [a for a in g.legal_actions() if a.startswith(("move", "fire")) and a.split()[1] in
                (first.split()[1],)]                                   # the new unit neither moves nor battles
    again = game({"at": "f4", "side": "bottom", "type": "armor", "special": "loco"})
    again.play(f"play {cid('probe', 1)}")
    again.play("order f4")
    again.play("move f4 e4")                                            # nobody aboard: nothing gets off
    assert not [a for a in again.legal_actions() if a.startswith("disembark")]


def _station_game(*units, hands=None):
    g = battle(list(units) + [("a9", "top", "infantry")], hands=hands or [[cid("probe", 1)], []])
    _railway(g)
    for h in ("e4", "j4"):
        g.field.terrain[parse_hex(h)] = "station"
    g.sc = dict(g.sc, options={"supply_train": {"side": "allies"}})
    return g


def test_supply_trains_units_aboard_may_stay_on_the_train_and_get_off_at_a_later_station_armor_too():
    """Supply Trains: they carry infantry or armor reinforcements; Supply Train/Reinforcements: at a station the
    units on board MAY disembark onto hexes next to the locomotive or the wagon and neither move nor battle."""
    g = _station_game({"at": "f4", "side": "bottom", "type": "armor", "special": "loco", "aboard": "armor"},
                      {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                      hands=[[cid("probe", 1), cid("probe", 1, 1), cid("probe", 1, 2)], [cid("probe", 0)]])
    loco = unit(g, "f4")
    g.play(f"play {cid('probe', 1)}")
    g.play("order f4")
    g.play("move f4 e4")
    assert g.phase == "disembark" and "done" in g.legal_actions() and g.label("done") == "Stay aboard"
    assert "or stay aboard" in g.status()
    g.play("done")                                                     # they stay aboard
    assert g.phase != "disembark" and loco["aboard"] == 1
    assert not [a for a in g.legal_actions() if a.startswith("disembark")]
    # a later turn: the train runs back east to the other station, and the tanks get off there
    def run(nth, src, dest):                                           # a later turn of the train
        while g.to_move[0] != g.seat_of("bottom"):                     # the other side's turn
            acts = g.legal_actions()
            g.play("done" if "done" in acts else acts[0])
        g.play(f"play {cid('probe', 1, nth)}")
        g.play(f"order {src}")
        if g.phase == "order":
            g.play("done")
        g.play(f"move {src} {dest}")
    run(1, "e4", "h4")
    assert loco["aboard"] == 1 and g.phase != "disembark"              # h4 is no station: nobody gets off
    run(2, "h4", "j4")
    acts = g.legal_actions()
    assert "done" in acts and all(parse_hex(a.split()[1]) in set(D.neighbours(*parse_hex("j4"))) |
                                  set(D.neighbours(*parse_hex("k4"))) for a in acts if a != "done")
    g.play(acts[0])
    tanks = g.unit_at(parse_hex(acts[0].split()[1]))
    assert tanks["type"] == "armor" and tanks["figures"] == 3 and tanks["id"] not in g.ordered
    assert tanks["side"] == "bottom" and loco["aboard"] == 0
    with pytest.raises(OptionError, match="aboard"):
        battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco", "aboard": "cavalry"},
                ("a9", "top", "infantry")])


def test_trains_follow_the_sides_of_the_rail_tiles_never_jumping_to_a_track_next_to_them():
    """Trains move along tracks: Bug River's curve I3 joins h4 and J3; a straight track laid on H3 (west-east)
    touches I3 but its track does not meet I3's, so a train on J3 never runs onto it."""
    g = tw.new("memoir44", seed=3, scenario=1311)
    f = g.field
    assert f.track(parse_hex("I3")) == ((0, 4),) and f.track(parse_hex("h4")) == ((6, 10),)
    assert f.rail_step(parse_hex("J3"), parse_hex("I3")) and f.rail_step(parse_hex("I3"), parse_hex("h4"))
    f.terrain[parse_hex("H3")] = "rail"
    f.tile[parse_hex("H3")] = ("rail", 1)
    assert not f.rail_step(parse_hex("I3"), parse_hex("H3"))           # I3's track has no side toward H3
    loco = next(u for u in g.units.values() if u.get("special") == "loco")
    reach = {D.hex_name(h) for h in g.destinations(loco)}
    assert reach == {"K3", "J3"}                                       # from L3, the wagon on M3; a unit on I3
    g.units.pop(g.at.pop(parse_hex("I3")))
    wagon = g._partner(loco)
    for car, h in ((loco, "J3"), (wagon, "K3")):                       # the train moved on to J3, K3
        del g.at[car["hex"]]
        car["hex"] = parse_hex(h)
        g.at[car["hex"]] = car["id"]
    reach = {D.hex_name(h) for h in g.destinations(loco)}
    assert "H3" not in reach and {"I3", "h4", "g4"} <= reach           # round the curve, never onto H3
    # a fork: from the branch side (2) the train runs on to side 6 only, never to side 0 (a hairpin)
    fork = parse_hex("F5")
    f.terrain[fork], f.tile[fork] = "rail", ("railFL", 1)
    ne, w, e = (fork[0] - 1, fork[1] + 1), (fork[0], fork[1] - 2), (fork[0], fork[1] + 2)
    assert f.rail_through(ne, fork, w) and f.rail_through(e, fork, w) and not f.rail_through(ne, fork, e)
    # Nijmegen's railroad bridge joins the track on both of its banks
    nij = tw.new("memoir44", seed=3, scenario=1302)
    assert nij.field.rail_step(parse_hex("d6"), parse_hex("E5")) and nij.field.rail_step(parse_hex("E5"), parse_hex("e4"))


def test_trains_set_off_an_enemy_minefield_they_run_onto_and_stop_there_a_retreat_does_not():
    """Minefields: a unit moving in stops; an enemy unit sets the mines off (its symbol and grenades hit; a train
    is hit on grenades only, both cars together); a retreat through a minefield does not trigger it."""
    g = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(g)
    g.mines = {parse_hex("e4"): [2, False, "top"]}
    loco, wagon = unit(g, "f4"), unit(g, "g4")
    assert set(g.destinations(loco)) == {parse_hex(h) for h in ("e4", "g4", "h4", "i4")}   # it stops on e4
    g.play(f"play {cid('probe', 1)}")
    g.play("order f4")
    dice_are(g, ["grenade", "armor"])
    g.play("move f4 e4")
    assert g.mines[parse_hex("e4")][1] and (loco["figures"], wagon["figures"]) == (3, 2)   # 1 grenade, both cars
    own = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                  {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                  ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(own)
    own.mines = {parse_hex("h4"): [3, False, "bottom"]}
    assert parse_hex("i4") not in own.destinations(unit(own, "f4"))    # backing up, the wagon stops on h4
    own.play(f"play {cid('probe', 1)}")
    own.play("order f4")
    own.play("move f4 g4")                                              # the wagon now on the (own) minefield h4
    assert not own.mines[parse_hex("h4")][1] and unit(own, "h4")["figures"] == 3
    # the engine stopped on a (revealed) minefield last turn: the wagon following it stops there too
    stuck = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                    {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                    ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(stuck)
    stuck.mines = {parse_hex("f4"): [1, True, "top"]}
    assert set(stuck.destinations(unit(stuck, "f4"))) == {parse_hex(h) for h in ("e4", "g4", "h4", "i4")}
    stuck.play(f"play {cid('probe', 1)}")
    stuck.play("order f4")
    dice_are(stuck, ["grenade"])
    stuck.play("move f4 e4")                                            # the wagon runs onto f4 and sets it off
    assert unit(stuck, "f4")["special"] == "wagon" and unit(stuck, "f4")["figures"] == 2
    assert unit(stuck, "e4")["figures"] == 3
    back = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                   {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"},
                   ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(back)
    back.mines = {parse_hex("h4"): [4, False, "top"]}
    back.play(f"play {cid('probe', 1)}")
    back.play("order f4")
    back.play("move f4 e4")                                             # ran west: it falls back east
    back._retreat(unit(back, "e4"), 3)                                  # through the minefield on h4
    assert unit(back, "h4")["special"] == "loco" and unit(back, "i4")["special"] == "wagon"
    assert not back.mines[parse_hex("h4")][1] and unit(back, "h4")["figures"] == 4       # not set off


def test_bug_river_the_soviet_supply_train_carries_an_infantry_unit_on_each_car():
    g = tw.new("memoir44", seed=3, scenario=1311)
    cars = sorted((u["special"], D.hex_name(u["hex"]), u["aboard"]) for u in g.units.values() if u.get("special"))
    assert cars == [("loco", "L3", 1), ("wagon", "M3", 1)]
    assert g.sc["options"]["commissar"] == "bottom" and g.field.terrain[parse_hex("e4")] == "station"


# ---------------------------------------------------------------------- paradrops, equipment, prisoners
def test_paradrop_an_order_drops_a_unit_near_its_target_hex_failing_on_a_unit_or_off_the_board_no_move_that_turn():
    g = battle([("E1", "bottom", "infantry"), ("f5", "top", "infantry"), ("A9", "top", "infantry")],
               hands=[[cid("probe", 1)], []])
    side = g.sc["bottom"]["side"]
    g.sc = dict(g.sc, options={"paradrop": {"side": side, "units": 2, "hexes": [list(parse_hex("E5")),
                                                                                 list(parse_hex("A5"))]}})
    g.paratroops = {"bottom": 2}
    falls = []
    g._scatter = lambda: falls.pop(0)
    g.play(f"play {cid('probe', 1)}")                                   # 2 orders in the center
    acts = g.legal_actions()
    assert "drop E5" in acts and "drop A5" not in acts                  # A5 is on the left flank
    falls.append(0)
    g.play("drop E5")                                                   # straight onto the target
    para = unit(g, "E5")
    assert para["side"] == "bottom" and para["figures"] == 4 and para["id"] in g.ordered
    assert para["id"] in g.moved and para["id"] in g.no_battle          # no move, no battle the turn it lands
    assert "order E1" in g.legal_actions()
    falls.append(2)                                                     # the step (0, +2): onto F5, taken
    g.play("drop E5")
    assert unit(g, "f5")["side"] == "top" and g.paratroops["bottom"] == 0
    assert g.medals == [0, 0]                                           # lost at no medal cost
    # both orders spent (one on the failed drop): nothing moves or battles, the turn is over
    assert g.phase == "play" and g.ordered == [] and cid("probe", 1) in g.discard and unit(g, "E1")["hex"] == parse_hex("E1")
    edge = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("probe", 0)], []])
    edge.sc = dict(edge.sc, options={"paradrop": {"side": side, "units": 1, "hexes": [list(parse_hex("A5"))]}})
    edge.paratroops = {"bottom": 1}
    edge._scatter = lambda: 1                                           # the step (0, -2): off the board
    edge.play(f"play {cid('probe', 0)}")
    n = len(edge.units)
    edge.play("drop A5")
    assert len(edge.units) == n and edge.paratroops["bottom"] == 0
    assert not [a for a in edge.legal_actions() if a.startswith("drop")]


def _pickups(kind):
    g = battle([("E1", "bottom", "infantry"), ("e2", "top", "infantry"), ("A9", "top", "infantry")],
               hands=[[cid("probe", 1)], []])
    g.sc = dict(g.sc, options={"pickups": {"side": g.sc["bottom"]["side"], "kind": kind,
                                           "hexes": [list(parse_hex("F1"))], "medals": 1}})
    g.stars = {parse_hex("F1"): 1}
    return g


def test_capturing_equipment_a_unit_ending_its_move_on_the_hex_picks_it_up_and_leaves_it_where_it_is_eliminated():
    g = _pickups("equipment")
    seat = g.seat_of("bottom")
    assert g.view(seat)["stars"] == ["F1"] and g.medal_count(seat) == 0
    g.play(f"play {cid('probe', 1)}")
    g.play("order E1")
    g.play("move E1 F1")
    u = unit(g, "F1")
    assert u["carry"] == 1 and g.view(seat)["stars"] == [] and g.medal_count(seat) == 1
    u["hex"] = parse_hex("G1")                                         # it moves on, the equipment with it
    g.at[parse_hex("G1")] = g.at.pop(parse_hex("F1"))
    assert g.medal_count(seat) == 1
    g._lose(u, 4, "top")
    assert g.view(seat)["stars"] == ["G1"]                             # left where the unit fell
    assert g.medal_count(g.seat_of("top")) == 1 and g.medal_count(seat) == 0
    other_side = _pickups("equipment")
    foe = unit(other_side, "e2")
    other_side._advance(foe["id"], parse_hex("F1"))                    # only the scenario's side picks it up
    assert not foe.get("carry") and other_side.stars == {parse_hex("F1"): 1}


def test_freeing_prisoners_a_unit_taking_the_hex_picks_them_up_and_they_are_lost_with_the_unit():
    g = _pickups("prisoners")
    seat = g.seat_of("bottom")
    u = unit(g, "E1")
    g._advance(u["id"], parse_hex("F1"))                               # taking ground ends on the hex too
    assert u["carry"] == 1 and g.medal_count(seat) == 1
    g._lose(u, 4, "top")
    assert g.stars == {} and g.medal_count(seat) == 0                  # the prisoners are lost too


def _river_game(units, hands, active, options):
    g = battle(units, hands=hands, active=active)
    g.sc = {**g.sc, "options": {**g.sc.get("options", {}), **options}}
    for h in D.HEXES:
        if h[0] == 4:
            g.field.terrain[h] = "river"
    return g


def test_the_commander_blows_the_bridge_when_the_enemy_is_about_to_cross_and_keeps_it_otherwise():
    near = _river_game([("e4", "bottom", "infantry"), ("d4", "bottom", "armor"), ("E7", "top", "infantry"),
                        ("F7", "top", "infantry")], [[], [cid("probe", 1)]], 1,
                       {"blow_bridges": {"side": "axis", "option": 1}})
    near.field.bridges.add(parse_hex("E5"))
    near.play(f"play {cid('probe', 1)}")
    assert "blow E5" in near.legal_actions()
    assert CommanderBot(seed=1).choose(near, 1) == "blow E5"          # two enemy units at the bridge's end
    far = _river_game([("A1", "bottom", "infantry"), ("E7", "top", "infantry"), ("F7", "top", "infantry")],
                      [[], [cid("probe", 1)]], 1, {"blow_bridges": {"side": "axis", "option": 1}})
    far.field.bridges.add(parse_hex("E5"))
    far.play(f"play {cid('probe', 1)}")
    assert CommanderBot(seed=1).choose(far, 1).startswith("order")    # nobody near it: a card is worth more


def test_the_commander_lays_a_pontoon_toward_the_enemy_drops_paratroops_and_takes_the_train_units_off():
    g = _river_game([("E3", "bottom", "infantry"), ("e4", "bottom", "infantry"), ("F7", "top", "infantry")],
                    [[cid("attack", 1)], []], 0, {"pontoons": "allies"})
    g.play(f"play {cid('attack', 1)}")
    assert CommanderBot(seed=1).choose(g, 0) == "pontoon E5"          # the enemy is across the river
    drop = battle([("E1", "bottom", "infantry"), ("A9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    drop.sc = dict(drop.sc, options={"paradrop": {"side": drop.sc["bottom"]["side"], "units": 1,
                                                  "hexes": [list(parse_hex("F7"))]}})
    drop.paratroops = {"bottom": 1}
    drop.play(f"play {cid('probe', 1)}")
    assert CommanderBot(seed=1).choose(drop, 0) == "drop F7"          # a whole unit for one order
    t = _station_game({"at": "f4", "side": "bottom", "type": "armor", "special": "loco", "aboard": True},
                      {"at": "g4", "side": "bottom", "type": "infantry", "special": "wagon"})
    t.play(f"play {cid('probe', 1)}")
    t.play("order f4")
    t.play("move f4 e4")
    assert CommanderBot(seed=1).choose(t, 0).startswith("disembark")  # off the train, not "done"


def test_the_commander_weighs_a_train_backing_up_onto_its_wagons_hex_without_disturbing_the_board():
    g = battle([{"at": "f4", "side": "bottom", "type": "armor", "special": "loco"},
                {"at": "g4", "side": "bottom", "type": "artillery", "special": "armored_wagon"},
                ("f6", "top", "infantry"), ("a9", "top", "infantry")], hands=[[cid("probe", 1)], []])
    _railway(g)
    g.play(f"play {cid('probe', 1)}")
    g.play("order f4")
    before = dict(g.at)
    assert "move f4 g4" in g.legal_actions()                           # backing up: onto the wagon's hex
    CommanderBot(seed=1).choose(g, g.to_move[0])
    assert g.at == before and all(g.at[u["hex"]] == k for k, u in g.units.items())
