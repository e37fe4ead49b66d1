"""Gaia Project: a scripted test per rule of the page (setup and auction, every action, the power
cycle and leech, research, tech tiles, federations, scoring, the fourteen factions), seeded random
games with 2 to 4 players, and the shared kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import gaia_project as package
from tablewidgets.games.gaia_project import board as B
from tablewidgets.games.gaia_project import data as D
from tablewidgets.games.gaia_project.bots import PlannerBot
from tablewidgets.testing import refused

SEED = 1


def probe(players=2, seed=SEED):
    return tw.new("gaia_project", players=players, seed=seed).map


def of(m, planet, avoid=(), far_from=(), gap=3):
    """Planets of a type, each more than ``gap`` hexes from the others chosen and from ``far_from``."""
    out = []
    for h in m.planets:
        if m.planet[h] == planet and h not in avoid and all(m.dist(h, x) > gap for x in list(far_from) + out):
            out.append(h)
    return out


def game(factions=("terrans", "xenos"), buildings=None, seed=SEED, settle=True, **more):
    """A position at the start of a round; ``settle``: the income decisions (the order of tokens and
    charges, the brainstone) are taken with the first choice, so the first seat is to act."""
    position = {"factions": list(factions), "buildings": buildings or {}}
    position.update(more)
    g = tw.new("gaia_project", players=len(factions), seed=seed, position=position)
    while settle and g.pending and g.pending[0]["kind"] in ("income", "stone"):
        g.play(only(g)[0], g.to_move[0])
    return g


def end_turn(g, seat):
    """After the main action (and the neighbours' power decisions) the mover ends the turn."""
    while g.pending and g.to_move[0] != seat:
        g.play("decline" if "decline" in only(g) else only(g)[0], g.to_move[0])
    if g.after_main and g.to_move == (seat,):
        g.play("done", seat)


def spread(m, planets, each=1):
    """One building per (seat, planet type): {hex: [seat, "m"]} far apart."""
    out, used = {}, []
    for seat, p in enumerate(planets):
        for h in of(m, p, far_from=used, gap=4)[:each]:
            out[h] = [seat, "m"]
            used.append(h)
    return out


def only(g, seat=None):
    seat = g.to_move[0] if seat is None else seat
    return g.legal_actions(seat)


def finish_turns(g, keep=0):
    """Everybody but ``keep`` passes whenever it is their turn, until ``keep`` is to move."""
    while g.to_move and g.to_move[0] != keep:
        s = g.to_move[0]
        acts = only(g, s)
        g.play(next((a for a in acts if a.startswith("pass")), "decline" if "decline" in acts else acts[0]), s)


# ---------------------------------------------------------------------- data and map
def test_docstrings_run():
    assert doctest.testmod(package, verbose=False).failed == 0


def test_component_counts_are_the_published_ones():
    assert len(D.TECH) == 9 and len(D.ADV) == 15 and len(D.BOOSTERS) == 10
    assert len(D.ROUND_TILES) == 10 and len(D.FINAL_TILES) == 6 and len(D.FACTIONS) == 14
    assert all(len(s) == 19 for s in D.SECTORS.values()) and len(D.SECTORS) == 13
    assert sorted({f["planet"] for f in D.FACTIONS.values()}) == sorted(D.WHEEL)
    assert all(sum(1 for f in D.FACTIONS.values() if f["planet"] == p) == 2 for p in D.WHEEL)


@pytest.mark.parametrize("players,sectors", [(2, 7), (3, 10), (4, 10)])
def test_map_uses_7_sectors_for_two_players_and_10_for_more_with_no_two_like_home_planets_touching(players, sectors):
    for seed in range(4):
        m = probe(players, seed)
        assert len(m.hexes) == 19 * sectors and len(set(m.coord.values())) == 19 * sectors
        names = {n for n, _, _ in m.layout}
        assert names == set(D.SMALL_MAP if players <= 2 else D.BIG_MAP)
        assert m.valid()


def test_sectors_are_rotated_round_their_centre():
    m = B.Map([("1", (0, 0), 0)])
    turned = B.Map([("1", (0, 0), 1)])
    assert sorted(m.planet.values()) == sorted(turned.planet.values())
    assert m.coord["1a"] == (2, 0) and turned.coord["1a"] == B.rotate(2, 0, 1) == (0, 2)
    assert any(m.planet[h] != turned.planet[turned.at[m.coord[h]]] for h in m.hexes)


def test_hex_distance_and_the_terraforming_wheel():
    assert B.distance((0, 0), (2, -1)) == 2 and B.distance((0, 0), (-3, 5)) == 5
    assert D.terraform_steps("r", "o") == 1 and D.terraform_steps("r", "i") == 1
    assert D.terraform_steps("r", "d") == 3 and D.terraform_steps("r", "s") == 3 and D.terraform_steps("r", "v") == 2


# ---------------------------------------------------------------------- setup
def test_options_and_players_are_checked():
    with pytest.raises(OptionError):
        tw.new("gaia_project", players=5)
    with pytest.raises(OptionError):
        tw.new("gaia_project", players=2, factions="mirror")


def test_factions_are_chosen_in_turn_never_two_of_one_planet_colour():
    g = tw.new("gaia_project", players=3, seed=2)
    g.play("faction terrans", 0)
    assert "faction lantids" not in only(g)
    refused(g, "faction lantids", 1, "colour")
    g.play("faction xenos", 1)
    g.play("faction ivits", 2)
    assert g.phase == "place"


def test_starting_resources_income_and_bowls_follow_the_faction_boards():
    g = tw.new("gaia_project", players=2, seed=3)
    g.play("faction hadsch_hallas", 0)
    g.play("faction itars", 1)
    h, i = g.boards
    assert (h.res["c"], h.res["o"], h.res["k"], h.res["q"], h.res["vp"]) == (15, 4, 3, 1, 10)
    assert h.research["eco"] == 1 and h.bowls == [2, 4, 0]
    assert i.res["o"] == 5 and i.bowls == [4, 4, 0]
    assert h.income()["c"] == 3 + 2 and i.income()["t"] == 1


def test_starting_mines_go_in_turn_order_and_back_then_xenos_third_then_ivits_pi():
    g = tw.new("gaia_project", players=3, seed=4)
    for s, f in enumerate(("ivits", "xenos", "terrans")):
        g.play(f"faction {f}", s)
    order = []
    while g.phase == "place":
        s = g.to_move[0]
        order.append(s)
        g.play(only(g)[0], s)
    assert order == [1, 2, 2, 1, 1, 0]
    ivits = [h for h, (s, k) in g.building.items() if s == 0]
    assert len(ivits) == 1 and g.building[ivits[0]][1] == "pi" and g.map.planet[ivits[0]] == "o"
    assert g.phase == "booster" and g.to_move == (2,)
    g.play(only(g)[0], 2)
    assert g.to_move == (1,)


def test_setup_lays_out_boosters_round_and_final_tiles_and_tech_tiles():
    g = tw.new("gaia_project", players=3, seed=5)
    assert len(g.boosters) == 6 and len(g.round_tiles) == 6 and len(set(g.round_tiles)) == 6
    assert len(g.final_tiles) == 2 and len(g.std_common) == 3 and len(set(g.std_pos.values())) == 6
    assert sorted(list(g.std_pos.values()) + g.std_common) == sorted(D.TECH)
    assert len({a for a in g.adv_pos.values()}) == 6 and g.terra_fed in D.FEDS


def test_the_auction_takes_secret_maxima_then_bids_round_robin_and_the_top_payer_keeps_10_vp():
    g = tw.new("gaia_project", players=2, seed=6, auction=True)
    assert g.phase == "draft"
    g.play("draft terrans", 0)
    refused(g, "draft lantids", 1)                 # never two of one planet colour
    g.play("draft xenos", 1)
    assert g.auction_factions == ["terrans", "xenos"] and g.phase == "auction" and g.to_move == (0, 1)
    g.play("max terrans 5", 0)
    g.play("max terrans 3", 1)
    assert g.view(1)["my_max"] == {"terrans": 3} and g.view(0)["my_max"] == {"terrans": 5}
    assert "max" not in str(g.view(1)["last"]) and g.view(1)["to_move"] == [0, 1]
    g.play("max xenos 0", 0)
    g.play("max xenos 1", 1)
    # seat 0 bids 0 on Terrans; seat 1 raises to 1 (room 2 beats Xenos' 1); seat 0 raises to 2;
    # seat 1: Terrans needs 3 (room 0) against Xenos 0 (room 1, nobody's): Xenos at 0
    assert g.bids == {"terrans": [0, 2], "xenos": [1, 0]} and g.phase == "place"
    assert g.boards[0].faction == "terrans" and g.boards[1].faction == "xenos"
    assert g.boards[0].res["vp"] == 10 and g.boards[1].res["vp"] == 12


def test_the_secret_maxima_are_hidden_until_all_are_in():
    g = tw.new("gaia_project", players=3, seed=7, auction=True, factions="random")
    assert g.phase == "auction"
    testing.check_hidden_decisions(g, random.Random(1))
    testing.check_no_leak(g, random.Random(2))


# ---------------------------------------------------------------------- mines, range, terraforming
def test_a_mine_costs_2_credits_1_ore_and_ore_per_terraforming_step():
    m = probe()
    home = of(m, "r")[0]
    g = game(buildings={home: [0, "m"]}, resources=[{"o": 15, "c": 30}, {}])
    b = g.boards[0]
    near = [h for h in m.planets if m.planet[h] in D.WHEEL and m.dist(home, h) == 1 and h != home]
    for h in near:
        steps = D.terraform_steps("r", m.planet[h])
        assert g.mine_cost(0, h) == {"c": 2, "o": 1 + 3 * steps}
        if steps:
            b.research["terra"] = 3
            assert g.mine_cost(0, h) == {"c": 2, "o": 1 + steps}
            b.research["terra"] = 0


def test_range_is_navigation_and_each_qic_adds_two():
    m = probe()
    home = of(m, "r")[0]
    g = game(buildings={home: [0, "m"]}, resources=[{"q": 0, "o": 15, "c": 30}, {}])
    far = [h for h in m.planets if m.planet[h] in D.WHEEL and m.dist(home, h) == 3]
    assert far
    assert f"mine {far[0]}" not in only(g, 0)
    g.boards[0].res["q"] = 1
    g._legal_memo = None
    assert g.mine_cost(0, far[0])["q"] == 1
    g.boards[0].research["nav"] = 4
    assert "q" not in g.mine_cost(0, far[0])


def test_a_gaia_planet_costs_a_qic_and_empty_space_or_transdim_takes_no_mine():
    m = probe()
    gaia = next(h for h in m.planets if m.planet[h] == "g")
    home = next(h for h in m.planets if m.planet[h] not in ("g", "m") and m.dist(h, gaia) <= 3)
    g = game(buildings={home: [0, "m"]}, resources=[{"q": 3, "o": 10, "c": 20}, {}])
    assert g.mine_cost(0, gaia)["q"] >= 1
    empty = next(h for h in m.hexes if m.planet[h] == "e")
    refused(g, f"mine {empty}", 0, "empty space")
    trans = next((h for h in m.planets if m.planet[h] == "m"), None)
    refused(g, f"mine {trans}", 0, "Gaia project")


def test_building_a_mine_scores_the_round_tile_and_is_marked():
    m = probe()
    home = of(m, "r")[0]
    g = game(buildings={home: [0, "m"]})
    g.round_tiles[0] = "R3"
    target = next(a for a in only(g, 0) if a.startswith("mine"))
    vp = g.boards[0].res["vp"]
    g.play(target, 0)
    assert g.boards[0].res["vp"] == vp + 2
    assert g.view()["last"]["0"] == target


# ---------------------------------------------------------------------- gaia projects
def test_a_gaia_project_moves_tokens_to_the_gaia_area_and_the_planet_turns_gaia_next_round():
    m = probe(seed=3)
    trans = [h for h in m.planets if m.planet[h] == "m"]
    home = next(h for h in m.planets if m.planet[h] == "r" and any(m.dist(h, t) <= 1 for t in trans))
    t = next(x for x in trans if m.dist(home, x) <= 1)
    g = game(buildings={home: [0, "m"]}, seed=3, bowls=[[4, 4, 0], [2, 4, 0]])
    assert g.boards[0].gf_total == 1                     # Terrans start at Gaia Project level 1
    g.play(f"gaia {t}", 0)
    b = g.boards[0]
    # the tokens may come from bowls I and II: the player chooses
    assert g.pending[0]["kind"] == "tokens" and "tokens 4 2 0" in only(g) and "tokens 2 4 0" in only(g)
    g.play("tokens 2 4 0", 0)
    assert b.gaia == 6 and g.gaiaformer[t] == 0 and b.tokens() == 2 and b.bowls == [2, 0, 0]
    end_turn(g, 0)
    for s in (1, 0):
        g.play(next(a for a in only(g, s) if a.startswith("pass")), s)
    assert g.round == 2
    assert g.planet_at(t) == "g"
    assert b.gaia == 0 and b.bowls[1] >= 6               # Terrans: back to bowl II
    while 0 not in g.to_move:
        s = g.to_move[0]
        g.play(next(a for a in only(g, s) if a.startswith("pass")), s)
    q = b.res["q"]
    assert g.mine_cost(0, t).get("q", 0) == 0
    g.play(f"mine {t}", 0)
    assert b.res["q"] == q and t not in g.gaiaformer and b.gf_free(0) == 1


# ---------------------------------------------------------------------- upgrades, leech, tech tiles
def test_trading_station_is_cheaper_near_another_player_and_neighbours_may_charge_for_vp():
    m = probe()
    a = of(m, "r")[0]
    b_ = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    lone = of(m, "r", far_from=[a], gap=3)[0]
    g = game(buildings={a: [0, "m"], b_: [1, "ts"], lone: [0, "m"]})
    assert g.upgrade_cost(0, a, "ts") == {"c": 3, "o": 2}
    assert g.upgrade_cost(0, lone, "ts") == {"c": 6, "o": 2}
    vp = g.boards[1].res["vp"]
    g.play(f"ts {a}", 0)
    assert g.to_move == (1,) and only(g) == ["charge", "decline"]
    assert g.pending[0]["amount"] == 2
    g.play("charge", 1)
    assert g.boards[1].res["vp"] == vp - 1 and g.to_move == (0,) and g.after_main
    g.play("done", 0)
    assert g.to_move == (1,)


def test_declining_power_costs_nothing():
    m = probe()
    a = of(m, "r")[0]
    b_ = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    g = game(buildings={a: [0, "m"], b_: [1, "m"]})
    bowls = list(g.boards[1].bowls)
    g.play(f"ts {a}", 0)
    g.play("decline", 1)
    assert g.boards[1].bowls == bowls


def test_a_research_lab_takes_a_tech_tile_and_advances_its_track():
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "ts"]})
    g.play(f"lab {a}", 0)
    assert g.pending[0]["kind"] == "tech"
    track = "eco"
    tile = g.std_pos[track]
    g.play(f"tech {tile}", 0)
    assert tile in g.boards[0].techs and g.boards[0].research["eco"] == 1


def test_a_common_tech_tile_lets_you_choose_the_track():
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "ts"]})
    g.play(f"lab {a}", 0)
    tile = g.std_common[0]
    g.play(f"tech {tile}", 0)
    assert g.to_move == (0,) and "track sci" in only(g)
    g.play("track sci", 0)
    assert g.boards[0].research["sci"] == 1


def test_an_advanced_tile_needs_level_4_a_green_federation_token_and_covers_a_standard_tile():
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "lab"]}, research=[{"sci": 4}, {}])
    b = g.boards[0]
    adv = g.adv_pos["sci"]
    assert adv not in g.tech_options(0)
    b.techs.append("T4")
    b.feds.append(["F2", False])
    assert adv in g.tech_options(0)
    g.take_tech(0, adv)
    assert g.pending[0]["kind"] == "cover" and b.feds[0][1] is True
    g.pending.pop(0)
    b.covered.append("T4")
    assert "T4" not in b.active_techs()


def test_academies_and_the_planetary_institute():
    m = probe()
    a, c = of(m, "r")[:2]
    g = game(buildings={a: [0, "lab"], c: [0, "ts"]}, resources=[{"c": 30, "o": 15}, {}])
    g.play(f"ac2 {a}", 0)
    g.play(f"tech {only(g)[0][5:]}", 0)
    while 0 not in g.to_move or g.pending or g.after_main:
        g.play(only(g)[0], g.to_move[0])
    assert "special ac2" in only(g, 0)
    q = g.boards[0].res["q"]
    g.play("special ac2", 0)
    assert g.boards[0].res["q"] == q + 1


# ---------------------------------------------------------------------- power
def test_charging_moves_bowl_one_first_and_spending_returns_to_bowl_one():
    from tablewidgets.games.gaia_project.state import Board
    b = Board("terrans")
    b.bowls = [2, 1, 0]
    assert b.charge(2) == 2 and b.bowls == [0, 3, 0]
    assert b.charge(5) == 3 and b.bowls == [0, 0, 3]
    b.spend_power(2)
    assert b.bowls == [2, 0, 1]
    b.bowls = [0, 3, 0]
    b.burn()
    assert b.bowls == [0, 1, 1]


def test_power_actions_are_taken_once_a_round():
    g = game(bowls=[[0, 0, 8], [0, 0, 8]])
    g.play("act p3", 0)
    assert g.boards[0].res["o"] >= 2
    end_turn(g, 0)
    assert "act p3" not in only(g, 1)
    refused(g, "act p3", 1, "once a round")


def test_free_conversions():
    g = game(bowls=[[0, 0, 8], [2, 4, 0]])
    b = g.boards[0]
    o, q = b.res["o"], b.res["q"]
    g.play("conv 3pw-o", 0)
    g.play("conv 4pw-q", 0)
    assert b.res["o"] == o + 1 and b.res["q"] == q + 1 and b.bowls == [7, 0, 1] and g.to_move == (0,)


def test_storage_limits_30_15_15():
    from tablewidgets.games.gaia_project.state import Board
    b = Board("terrans")
    b.gain({"c": 40, "o": 40, "k": 40, "q": 40})
    assert (b.res["c"], b.res["o"], b.res["k"], b.res["q"]) == (30, 15, 15, 41)


# ---------------------------------------------------------------------- research
def test_research_costs_4_knowledge_and_level_3_charges_3_power():
    g = game(resources=[{"k": 8}, {}], research=[{"sci": 2}, {}], bowls=[[2, 4, 0], [2, 4, 0]])
    g.play("research sci", 0)
    b = g.boards[0]
    assert b.research["sci"] == 3 and b.bowls == [0, 5, 1]


def test_level_5_needs_a_green_federation_token_and_only_one_player_gets_there():
    g = game(resources=[{"k": 15}, {"k": 15}], research=[{"eco": 4}, {"eco": 4}])
    assert "research eco" not in only(g, 0)
    g.boards[0].feds.append(["F1", True])
    g._legal_memo = None
    assert "research eco" not in only(g, 0)       # the 12 VP token is not green
    g.boards[0].feds.append(["F3", False])
    g._legal_memo = None
    g.play("research eco", 0)
    assert g.boards[0].research["eco"] == 5 and g.top_level["eco"] == 0
    g.boards[1].feds.append(["F3", False])
    g._legal_memo = None
    assert "research eco" not in only(g, 1)


def test_terraforming_level_5_takes_the_federation_token_on_the_track():
    g = game(resources=[{"k": 15}, {}], research=[{"terra": 4}, {}])
    g.boards[0].feds.append(["F4", False])
    tile = g.terra_fed
    g.play("research terra", 0)
    assert [f[0] for f in g.boards[0].feds] == ["F4", tile] and g.terra_fed is None


# ---------------------------------------------------------------------- federations
def _cluster(m, planet="r"):
    """Three planets of ``planet`` type near each other (for a federation)."""
    for a in m.planets:
        if m.planet[a] != "e":
            near = [h for h in m.planets if h != a and m.dist(a, h) <= 2]
            if len(near) >= 2:
                return [a] + near[:2]
    raise AssertionError


def test_a_federation_joins_7_power_with_satellites_paid_in_tokens_and_gives_a_token():
    m = probe()
    hexes = _cluster(m)
    g = game(buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"], hexes[2]: [0, "ts"]})
    feds = [a for a in only(g, 0) if a.startswith("fed ")]
    assert feds
    blds, _, sats = feds[0][4:].partition("|")
    n = len([s for s in sats.split("+") if s])
    tokens = g.boards[0].tokens()
    g.play(feds[0], 0)
    if g.pending[0]["kind"] == "tokens":
        g.play(only(g)[0], 0)
    assert g.boards[0].tokens() == tokens - n and g.boards[0].sats == n
    tile = only(g)[0][8:]
    vp = g.boards[0].res["vp"]
    g.play(f"fedtile {tile}", 0)
    cond, per = D.ROUND_TILES[g.round_tiles[0]]
    assert g.boards[0].res["vp"] == vp + D.FEDS[tile].get("vp", 0) + (per if cond == "fed" else 0)
    end_turn(g, 0)
    assert [x for x in only(g, 1) if x.startswith("fed ")] == []


def test_buildings_below_7_power_form_no_federation_and_xenos_pi_needs_6():
    m = probe()
    hexes = _cluster(m)
    g = game(buildings={hexes[0]: [0, "ts"], hexes[1]: [0, "ts"], hexes[2]: [0, "m"]})
    assert not g.federation_options(0)
    g2 = game(factions=("xenos", "terrans"), buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"],
                                                       hexes[2]: [0, "m"]})
    assert g2.federation_options(0)


def test_buildings_of_a_federation_cannot_join_another():
    m = probe()
    hexes = _cluster(m)
    g = game(buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"], hexes[2]: [0, "ts"]})
    g.play(g.federation_options(0)[0] and "fed " + g.federation_options(0)[0], 0)
    g.play(only(g)[0], 0)
    assert not g.federation_options(0)


# ---------------------------------------------------------------------- QIC actions, specials, passing
def test_qic_actions():
    m = probe()
    a = of(m, "r")[:2]
    g = game(buildings={a[0]: [0, "m"], a[1]: [0, "m"]}, resources=[{"q": 9}, {}])
    vp = g.boards[0].res["vp"]
    g.play("act q3", 0)
    assert g.boards[0].res["vp"] == vp + 3 + 1 and g.boards[0].res["q"] == 7
    end_turn(g, 0)
    finish_turns(g, keep=0)
    g.play("act q1", 0)
    assert g.pending[0]["kind"] == "tech"


def test_passing_scores_the_booster_and_the_first_to_pass_starts_the_next_round():
    m = probe()
    a = of(m, "r")[:2]
    g = game(buildings={a[0]: [0, "m"], a[1]: [0, "m"]})
    g.boards[0].booster = "B6"
    g.boosters = sorted(set(g.boosters) | {"B6"})
    vp = g.boards[0].res["vp"]
    g.play(next(x for x in only(g, 0) if x.startswith("pass")), 0)
    assert g.boards[0].res["vp"] == vp + 2 and g.boards[0].passed
    assert g.to_move == (1,)
    g.play(next(x for x in only(g, 1) if x.startswith("research")) if any(
        x.startswith("research") for x in only(g, 1)) else "act p7" if "act p7" in only(g, 1) else only(g, 1)[0], 1)
    while g.round == 1:
        s = g.to_move[0]
        acts = only(g, s)
        g.play(next((x for x in acts if x.startswith("pass")), acts[0]), s)
    assert g.round == 2 and g.order == [0, 1] and g.to_move == (0,)


def test_the_last_round_passes_without_a_booster_and_final_scoring_counts():
    g = game(round=6, resources=[{"c": 9, "o": 3, "k": 3}, {"c": 0, "o": 0, "k": 0}],
             research=[{"sci": 4}, {}])
    assert "pass" in only(g, 0) and not any(a.startswith("pass B") for a in only(g, 0))
    before = [g.boards[s].res["vp"] for s in range(2)]
    for _ in range(2):
        g.play("pass", g.to_move[0])
    assert g.over
    b0 = g.boards[0]
    # 4 VP per research level above 2, a VP per 3 resources, and the final tiles
    assert b0.res["vp"] >= before[0] + 8 + (b0.res["c"] + b0.res["o"] + b0.res["k"]) // 3


def test_final_tiles_pay_18_12_6_with_ties_sharing_and_a_neutral_player_at_two():
    g = game(round=6)
    g.final_tiles = ["structures", "sectors"]
    g.boards[0].res.update(c=0, o=0, k=0)
    g.boards[1].res.update(c=0, o=0, k=0)
    v0 = g.boards[0].res["vp"]
    g._final_scoring()
    # nobody has structures: all tie with each other below the neutral player's 11 and 6
    assert g.boards[0].res["vp"] == v0 + 2 * ((12 + 6) // 2)


# ---------------------------------------------------------------------- factions
def test_terrans_gaia_tokens_return_to_bowl_two():
    g = game()
    b = g.boards[0]
    b.gaia = 3
    before = list(b.bowls)
    g._gaia_phase(0)
    assert b.gaia == 0 and b.bowls == [before[0], before[1] + 3, before[2]]
    g2 = game(factions=("xenos", "terrans"))
    x = g2.boards[0]
    x.gaia, before = 3, list(x.bowls)
    g2._gaia_phase(0)
    assert x.bowls == [before[0] + 3, before[1], before[2]]       # any other faction: back to bowl I


def test_lantids_build_beside_another_player_without_terraforming():
    m = probe()
    home = of(m, "r")[0]
    other = next(h for h in m.planets if m.planet[h] == "d" and m.dist(home, h) == 1) \
        if any(m.planet[h] == "d" and m.dist(home, h) == 1 for h in m.planets) else None
    if other is None:
        other = next(h for h in m.planets if m.planet[h] not in ("r", "e", "m", "g") and m.dist(home, h) == 1)
    g = game(factions=("lantids", "xenos" if m.planet[other] != "r" else "gleens"),
             buildings={home: [0, "m"], other: [1, "m"]})
    assert g.mine_cost(0, other) == {"c": 2, "o": 1}
    g.play(f"mine {other}", 0)
    assert g.lantid[other] == 0 and g.building[other] == (1, "m")
    assert g.count(0, "pt") == 1 and g.count(0, "m") == 2


def test_xenos_place_a_third_mine():
    g = tw.new("gaia_project", players=2, seed=8)
    g.play("faction xenos", 0)
    g.play("faction terrans", 1)
    while g.phase == "place":
        g.play(only(g)[0], g.to_move[0])
    assert g.boards[0].built["m"] == 3 and g.boards[1].built["m"] == 2


def test_gleens_get_ore_instead_of_qic_and_pay_ore_for_gaia_planets():
    m = probe()
    gaia = next(h for h in m.planets if m.planet[h] == "g")
    home = next(h for h in m.planets if m.planet[h] not in ("g", "m") and m.dist(h, gaia) <= 2)
    g = game(factions=("gleens", "terrans"), buildings={home: [0, "m"]}, resources=[{"o": 10, "c": 10}, {}],
             research=[{"nav": 2}, {}])
    b = g.boards[0]
    q, o = b.res["q"], b.res["o"]
    b.gain({"q": 2})
    assert b.res["q"] == q and b.res["o"] == o + 2
    assert g.mine_cost(0, gaia) == {"c": 2, "o": 2}
    vp = b.res["vp"]
    g.play(f"mine {gaia}", 0)
    assert b.res["vp"] >= vp + 2


def test_taklons_brainstone_spends_as_three():
    from tablewidgets.games.gaia_project.state import Board
    b = Board("taklons")
    assert b.brain == 1 and b.tokens() == 7
    b.charge(2)
    assert b.brain == 2
    b.bowls = [0, 0, 0]
    b.charge(1)
    assert b.brain == 3 and b.power() == 3
    b.spend_power(3)
    assert b.brain == 1


def test_ambas_swap_their_pi_with_a_mine():
    m = probe()
    a, c = of(m, "s")[:2]
    g = game(factions=("ambas", "terrans"), buildings={a: [0, "pi"], c: [0, "m"]})
    g.play(f"swap {c}", 0)
    assert g.building[a] == (0, "m") and g.building[c] == (0, "pi")


def test_hadsch_hallas_pi_converts_credits():
    m = probe()
    a = of(m, "o")[0]
    g = game(factions=("hadsch_hallas", "terrans"), buildings={a: [0, "pi"]}, resources=[{"c": 20}, {}])
    q = g.boards[0].res["q"]
    g.play("conv 4c-q", 0)
    assert g.boards[0].res["q"] == q + 1


def test_ivits_place_space_stations_and_pay_satellites_in_qic():
    m = probe()
    a = of(m, "o")[0]
    g = game(factions=("ivits", "terrans"), buildings={a: [0, "pi"]})
    st = next(x for x in only(g, 0) if x.startswith("station"))
    g.play(st, 0)
    assert g.station[st[8:]] == 0 and g.boards[0].stations == 1
    assert g.value_at(0, st[8:]) == 1


def test_geodens_pi_pays_3_knowledge_for_each_new_planet_type():
    m = probe()
    a = of(m, "v")[0]
    g = game(factions=("geodens", "terrans"), buildings={a: [0, "pi"]}, resources=[{"o": 15, "c": 20, "k": 0}, {}])
    g.boards[0].mined_types = {"v"}
    k = g.boards[0].res["k"]
    new = next(x for x in only(g, 0) if x.startswith("mine") and g.planet_at(x[5:]) != "v")
    g.play(new, 0)
    assert g.boards[0].res["k"] == k + 3


def test_baltaks_cannot_research_navigation_before_the_pi_and_turn_gaiaformers_into_qic():
    g = game(factions=("baltaks", "terrans"), resources=[{"k": 8}, {}])
    assert "research nav" not in only(g, 0)
    q = g.boards[0].res["q"]
    g.play("conv gf-q", 0)
    assert g.boards[0].res["q"] == q + 1 and g.boards[0].gf_free(0) == 0


def test_firaks_turn_a_lab_into_a_trading_station_and_research():
    m = probe()
    a, c = of(m, "t")[:2]
    g = game(factions=("firaks", "terrans"), buildings={a: [0, "pi"], c: [0, "lab"]})
    g.play(f"downlab {c}", 0)
    assert g.building[c] == (0, "ts") and g.pending[0]["kind"] == "track"
    g.play("track nav", 0)
    assert g.boards[0].research["nav"] == 1


def test_bescods_research_their_lowest_track_and_stations_pay_knowledge():
    g = game(factions=("bescods", "terrans"), research=[{"terra": 1, "nav": 1, "int": 1, "gaia": 1, "eco": 1}, {}])
    assert only(g, 0).count("lowest sci") == 1 and "lowest nav" not in only(g, 0)
    g.play("lowest sci", 0)
    assert g.boards[0].research["sci"] == 1
    g.boards[0].built["ts"] = 2
    assert g.boards[0].income().get("k", 0) >= 2


def test_nevlas_move_a_bowl_three_token_for_knowledge_and_their_pi_doubles_it():
    g = game(factions=("nevlas", "terrans"), bowls=[[0, 0, 3], [2, 4, 0]])
    k = g.boards[0].res["k"]
    g.play("conv a3-k", 0)
    assert g.boards[0].res["k"] == k + 1 and g.boards[0].gaia == 1
    g.boards[0].built["pi"] = 1
    assert g.boards[0].power() == 4


def test_itars_burnt_tokens_go_to_the_gaia_area():
    from tablewidgets.games.gaia_project.state import Board
    b = Board("itars")
    b.burn()
    assert b.gaia == 1 and b.bowls == [4, 2, 1]


# ---------------------------------------------------------------------- bad input
def test_bad_actions_are_refused_with_the_rule():
    g = game(resources=[{"k": 0}, {"k": 0}])
    refused(g, "mine 99z", 0, "no hex")
    refused(g, "research terra", 0, "knowledge")
    refused(g, "act p1", 0, "power")
    refused(g, "mine 1a", 1, "not")


def test_bad_positions_are_refused_by_name():
    for bad in ({"factions": ["terrans", "lantids"]}, {"factions": ["nobody", "terrans"]},
                {"buildings": {"99z": [0, "m"]}}, {"resources": [{"c": -1}, {}]},
                {"research": [{"terra": 9}, {}]}, {"bowls": [[1, 2], [0, 0, 0]]}, {"round": 9}, {"nope": 1}):
        with pytest.raises(OptionError):
            tw.new("gaia_project", players=2, position=bad)


# ---------------------------------------------------------------------- whole games and the kit
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players):
    stats = testing.random_playouts("gaia_project", games=3, seed=players, players=players, every=2)
    assert stats["finished"] == 3


def test_random_games_with_the_auction_and_random_factions():
    assert testing.random_playouts("gaia_project", games=2, seed=9, players=3, auction=True)["finished"] == 2
    assert testing.random_playouts("gaia_project", games=1, seed=11, players=2, auction=True,
                                   factions="random")["finished"] == 1
    assert testing.random_playouts("gaia_project", games=2, seed=10, players=4, factions="random")["finished"] == 2


def test_every_faction_plays_to_the_end():
    rng = random.Random(4)
    for i, f in enumerate(D.FACTION_KEYS):
        g = tw.new("gaia_project", players=2, seed=50 + i)
        g.play(f"faction {f}", 0)
        testing.random_playout(g, rng, every=3)


def test_full_contract():
    testing.full_contract_check("gaia_project", range(1), players=2, fuzz_every=15)
    testing.full_contract_check("gaia_project", range(1, 2), players=3, fuzz_every=25, auction=True)


def test_replay_and_save():
    testing.check_replay("gaia_project", seed=3, players=2)
    g = tw.new("gaia_project", players=3, seed=9)
    rng = random.Random(1)
    for _ in range(60):
        s = rng.choice(g.to_move)
        g.play(rng.choice(g.legal_actions(s)), s)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)


def test_lesson():
    games = testing.check_lesson("gaia_project", plies=2, steps=(8, 14))
    assert len(games) == 14


def test_the_planner_beats_random():
    wins = 0
    for i in range(4):
        g = tw.new("gaia_project", players=2, seed=400 + i)
        bots = {i % 2: PlannerBot(seed=i), 1 - i % 2: RandomBot(seed=i)}
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), s)
        wins += g.result()["winners"] == [i % 2]
    assert wins >= 3


def test_terrans_pi_spends_the_returning_power_on_conversions():
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "pi"]})
    b = g.boards[0]
    b.gaia = 5
    q, c = b.res["q"], b.res["c"]
    g._gaia_phase(0)
    assert b.bowls[1] >= 5 and g.pending[0] == {"kind": "terrans", "seat": 0, "left": 5}
    assert only(g, 0) == ["terrans q", "terrans o", "terrans k", "terrans c", "terrans done"]
    g.play("terrans q", 0)
    assert only(g, 0) == ["terrans c", "terrans done"]
    g.play("terrans c", 0)
    assert not g.pending and b.res["q"] == q + 1 and b.res["c"] == c + 1


def test_taklons_pi_take_the_token_before_or_after_charging():
    m = probe()
    a = of(m, "r")[0]
    t = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    g = game(factions=("terrans", "taklons"), buildings={a: [0, "m"], t: [1, "pi"]})
    g.boards[1].bowls = [0, 2, 0]
    g.boards[1].brain = 3
    g.play(f"ts {a}", 0)
    assert only(g, 1) == ["charge", "charge token_after", "decline"]
    vp = g.boards[1].res["vp"]
    g.play("charge token_after", 1)
    b = g.boards[1]
    assert b.bowls == [1, 0, 2] and b.res["vp"] == vp - 1   # two charged (for 1 VP), then the new token


def test_the_brainstone_counts_as_one_token_for_a_gaia_project_and_comes_back_in_the_gaia_phase():
    from tablewidgets.games.gaia_project.state import Board
    b = Board("taklons")
    b.bowls = [3, 2, 0]
    b.remove_tokens(6, to_gaia=True)
    assert b.bowls == [0, 0, 0] and b.gaia == 5 and b.brain == 0
    g = game(factions=("taklons", "terrans"))
    t = g.boards[0]
    t.gaia, t.brain = 2, 0
    g._gaia_phase(0)
    assert t.brain == 1 and t.gaia == 0


def test_ivits_pay_satellites_in_qic_and_grow_one_federation_by_sevens():
    m = probe()
    hexes = _cluster(m)
    g = game(factions=("ivits", "terrans"), buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"], hexes[2]: [0, "ts"]},
             resources=[{"q": 6}, {}])
    b = g.boards[0]
    fed = g.federation_options(0)[0]
    sats = [x for x in fed.partition("|")[2].split("+") if x]
    q, tokens = b.res["q"], b.tokens()
    g.play("fed " + fed, 0)
    assert b.res["q"] == q - len(sats) and b.tokens() == tokens
    g.play(only(g, 0)[0], 0)
    assert len(g.fed_groups[0]) == 1
    assert not g.federation_options(0)          # the next one needs 14 power in the same federation
    far = next(h for h in m.planets if h not in g.building and all(m.dist(h, x) >= 3 for x in hexes))
    g.building[far] = (0, "lab")                 # a far building cannot start a second federation alone
    b.built["lab"] += 1
    g._legal_memo = None
    assert all(set(x.partition("|")[0].split("+")) >= set(hexes) for x in g.federation_options(0))


def test_the_player_may_choose_the_buildings_and_the_search_places_the_satellites():
    m = probe()
    hexes = _cluster(m)
    g = game(buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"], hexes[2]: [0, "ts"]})
    assert "federate" in only(g, 0)
    g.play("federate", 0)
    assert only(g, 0) == [f"sel {h}" for h in sorted(hexes)] + ["back"]
    g.play("back", 0)
    assert "federate" not in only(g, 0) and g.to_move == (0,)    # the chooser opens once a turn
    g = game(buildings={hexes[0]: [0, "pi"], hexes[1]: [0, "ts"], hexes[2]: [0, "ts"]})
    g.play("federate", 0)
    for h in hexes[:2]:
        g.play(f"sel {h}", 0)
        assert "form" not in only(g, 0)          # 5 power is not enough
    g.play(f"sel {hexes[2]}", 0)
    sats = g.fed_connect(0, sorted(hexes))
    assert g.view()["fed_preview"]["value"] == 7 and g.view()["fed_preview"]["sats"] == sats
    tokens = g.boards[0].tokens()
    g.play("form", 0)
    if g.pending[0]["kind"] == "tokens":
        g.play(only(g, 0)[0], 0)
    assert g.boards[0].tokens() == tokens - len(sats) and g.pending[0]["kind"] == "fedtile"
    assert g.fed_hexes[0] == set(hexes) | set(sats)
    g.play(only(g, 0)[0], 0)
    end_turn(g, 0)
    assert g.to_move == (1,)


def test_people_at_one_screen_hand_over_only_while_the_auction_bids_are_secret():
    """The auction's most-VP bids are the one secret (Game.hides_now): a hand-over screen between
    people at one screen while they are set, none once the factions are settled."""
    w = tw.play("gaia_project", seats=["human", "human"], seed=3, auction=True)
    drive = 0
    while w.game.phase != "auction" and drive < 40:
        if w.handover:
            w._handle_custom_msg({"type": "ready"}, [])
        w._handle_custom_msg({"type": "act", "action": w.choices[0]["action"]}, [])
        drive += 1
    assert w.game.phase == "auction" and w.game.hides_now()
    assert w.handover and not w.choices       # the bidder's screen is covered until they are ready
    while w.game.phase == "auction" and drive < 80:
        if w.handover:
            w._handle_custom_msg({"type": "ready"}, [])
        w._handle_custom_msg({"type": "act", "action": w.choices[0]["action"]}, [])
        drive += 1
    assert w.game.phase != "auction" and not w.game.hides_now() and w.error == ""
    for _ in range(3):                         # open play: the screen follows the turn, uncovered
        w._handle_custom_msg({"type": "act", "action": w.choices[0]["action"]}, [])
        assert w.handover == {} and w.choices and w.error == ""


# ---------------------------------------------------------------------- choices the rules leave to the player
def _ref_income(bowls, t, pw, tokens_first):
    """The bowls after an income of ``t`` tokens and ``pw`` charges (no brainstone), by hand."""
    b1, b2, b3 = bowls

    def charge(n, b1, b2, b3):
        up1 = min(n, b1)
        b1, b2 = b1 - up1, b2 + up1
        up2 = min(n - up1, b2)
        return b1, b2 - up2, b3 + up2

    if tokens_first:
        return list(charge(pw, b1 + t, b2, b3))
    b1, b2, b3 = charge(pw, b1, b2, b3)
    return [b1 + t, b2, b3]


@pytest.mark.parametrize("order", ["tokens", "charge"])
def test_income_order_of_power_tokens_and_charges_is_the_players_choice_where_it_matters(order):
    """Rule (income phase): power tokens and power charges of the income come in the order the player
    chooses; the game asks only when the two orders end differently."""
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "pi"]}, bowls=[[0, 2, 0], [5, 0, 0]], settle=False)
    p = g.pending[0]
    assert p["kind"] == "income" and p["seat"] == 0 and p["t"] >= 1 and p["pw"] >= 4
    assert only(g) == ["income tokens", "income charge"]
    assert [q["seat"] for q in g.pending if q["kind"] == "income"] == [0]     # seat 1: one order only
    g.play(f"income {order}", 0)
    assert g.boards[0].bowls == _ref_income([0, 2, 0], p["t"], p["pw"], order == "tokens")
    assert not g.pending and g.to_move == (0,) and g.phase == "play"


def test_income_order_is_not_asked_when_both_orders_end_alike():
    m = probe()
    a = of(m, "r")[0]
    g = game(buildings={a: [0, "pi"]}, bowls=[[9, 0, 0], [5, 0, 0]], settle=False)
    assert not g.pending and g.to_move == (0,)


def test_free_actions_may_follow_the_main_action_until_the_turn_is_ended():
    """Rule (free actions): conversions and burning may be taken at any time in one's turn, before and
    after the main action; the turn ends when the player says so."""
    g = game(bowls=[[0, 0, 8], [0, 0, 8]])
    c = g.boards[0].res["c"]
    g.play("conv 1pw-c", 0)                      # before the main action
    assert g.to_move == (0,) and "act p3" in only(g, 0)
    g.play("act p3", 0)
    acts = only(g, 0)
    assert g.to_move == (0,) and "done" in acts and "conv 1pw-c" in acts
    assert not any(a.startswith(("act ", "mine ", "pass", "research ")) for a in acts)   # one main action
    g.play("conv 1pw-c", 0)                      # after it
    assert g.boards[0].res["c"] == c + 2 and g.to_move == (0,)
    g.play("done", 0)
    assert g.to_move == (1,) and not g.after_main


def test_the_turn_ends_by_itself_when_no_free_action_is_left_after_the_main_action():
    g = game(resources=[{"k": 4}, {}])
    b = g.boards[0]
    b.res.update(o=0, q=0, k=4)
    b.bowls = [8, 0, 0]
    g._legal_memo = None
    g.play("research eco", 0)
    assert g.to_move == (1,)


def test_passing_ends_the_turn_without_free_actions_after_it():
    g = game(bowls=[[0, 0, 8], [0, 0, 8]])
    g.play(next(a for a in only(g, 0) if a.startswith("pass")), 0)
    assert g.to_move == (1,)


def test_the_taklons_choose_whether_the_brainstone_pays_a_cost_of_three_or_more():
    """Rule (Taklons): the brainstone is spent as 3 power; with other tokens enough too, the player
    says whether it pays (a cost under 3 is paid by the other tokens; the brainstone pays when needed)."""
    g = game(factions=("taklons", "terrans"), bowls=[[2, 0, 4], [2, 4, 0]])
    b = g.boards[0]
    b.brain = 3
    g._legal_memo = None
    g.play("act p3", 0)                          # 4 power
    assert g.pending[0]["kind"] == "stone" and only(g) == ["stone use", "stone keep"]
    g.play("stone keep", 0)
    assert b.brain == 3 and b.bowls == [6, 0, 0]
    g2 = game(factions=("taklons", "terrans"), bowls=[[2, 0, 4], [2, 4, 0]])
    b2 = g2.boards[0]
    b2.brain = 3
    g2._legal_memo = None
    g2.play("act p3", 0)
    g2.play("stone use", 0)
    assert b2.brain == 1 and b2.bowls == [3, 0, 3]
    g2.play("conv 1pw-c", 0)                     # 1 power: the other tokens pay, nothing asked
    assert not g2.pending and b2.brain == 1 and b2.bowls == [4, 0, 2]


def test_the_taklons_choose_whether_the_brainstone_moves_first_in_a_charge():
    """Rule (Taklons): when the brainstone could move first or after the other tokens of its bowl with
    a different result, the player chooses."""
    from tablewidgets.games.gaia_project.state import Board
    b = Board("taklons")
    b.bowls, b.brain = [2, 0, 0], 1
    assert b.charge_choice(1) and not b.charge_choice(3)     # 3: everything moves either way
    first, last = b.copy(), b.copy()
    assert first.charge(1, True) == last.charge(1, False) == 1
    assert first.brain == 2 and first.bowls == [2, 0, 0]
    assert last.brain == 1 and last.bowls == [1, 1, 0]
    m = probe()
    a = of(m, "r")[0]
    t = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    g = game(factions=("terrans", "taklons"), buildings={a: [0, "m"], t: [1, "m"]})
    g.boards[1].bowls, g.boards[1].brain = [2, 0, 0], 1
    g.play(f"ts {a}", 0)
    vp = g.boards[1].res["vp"]
    g.play("charge", 1)
    assert g.pending[0]["kind"] == "stone" and only(g, 1) == ["stone first", "stone last"]
    g.play("stone last", 1)
    assert g.boards[1].brain == 1 and g.boards[1].bowls == [1, 1, 0] and g.boards[1].res["vp"] == vp


def test_tokens_for_satellites_come_from_the_bowls_the_player_chooses_and_a_discarded_brainstone_leaves():
    """Rule (federations, Taklons): each satellite discards a power token from any bowl; the brainstone
    counts as a token and, discarded, leaves the game (moved to the Gaia area it comes back)."""
    from tablewidgets.games.gaia_project.state import Board
    b = Board("taklons")
    b.bowls, b.brain = [1, 2, 1], 2
    ways = b.removals(2)
    assert (1, 1, 0, 0) in ways and (0, 0, 1, 1) in ways and (2, 0, 0, 0) not in ways
    b.remove_tokens(2, False, (0, 1, 0, 1))
    assert b.brain is None and b.bowls == [1, 1, 1] and b.tokens() == 3
    b2 = Board("taklons")
    b2.bowls, b2.brain = [1, 2, 1], 2
    b2.remove_tokens(2, True, (0, 0, 1, 1))
    assert b2.brain == 0 and b2.gaia == 1


def test_a_burn_may_move_the_brainstone_or_another_token():
    """Rule (Taklons, burning power): with the brainstone and other tokens in bowl II, the player
    chooses which moves to bowl III."""
    g = game(factions=("taklons", "terrans"), bowls=[[0, 3, 0], [2, 4, 0]])
    b = g.boards[0]
    b.brain = 2
    g._legal_memo = None
    assert "burn stone" in only(g, 0) and "burn token" in only(g, 0) and "burn" not in only(g, 0)
    g.play("burn token", 0)
    assert b.brain == 2 and b.bowls == [0, 1, 1]
    assert "burn" in only(g, 0) and "burn token" not in only(g, 0)     # one token left beside it
    g.play("burn", 0)
    assert b.brain == 3 and b.bowls == [0, 0, 1]


def test_a_neighbour_whose_bowls_cannot_take_the_whole_value_charges_what_it_can():
    """Rule (passive charge): a neighbour charges at most the power its bowls can still move and pays
    VP for the power really charged (one less than it)."""
    m = probe()
    a = of(m, "r")[0]
    b_ = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    g = game(buildings={a: [0, "m"], b_: [1, "lab"]})
    g.boards[1].bowls = [0, 2, 5]                 # the lab is worth 3, the bowls take 2
    vp = g.boards[1].res["vp"]
    g.play(f"ts {a}", 0)
    assert g.pending[0]["amount"] == 2
    g.play("charge", 1)
    assert g.boards[1].bowls == [0, 0, 7] and g.boards[1].res["vp"] == vp - 1
    g2 = game(buildings={a: [0, "m"], b_: [1, "lab"]}, resources=[{}, {"vp": 0}])
    g2.boards[1].res["vp"] = 0
    g2.play(f"ts {a}", 0)
    assert g2.pending[0]["amount"] == 1           # no VP to pay: 1 power, which is free
    g2.play("charge", 1)
    assert g2.boards[1].res["vp"] == 0


def test_the_taklons_pi_token_makes_room_for_two_more_power():
    m = probe()
    a = of(m, "r")[0]
    t = next(h for h in m.planets if 1 <= m.dist(a, h) <= 2)
    g = game(factions=("terrans", "taklons"), buildings={a: [0, "m"], t: [1, "pi"]})
    g.boards[1].bowls, g.boards[1].brain = [0, 0, 5], 3
    g.play(f"ts {a}", 0)
    assert g.pending[0]["amount"] == 2            # nothing to charge but the PI token, worth 2


def test_the_search_joins_buildings_with_the_fewest_satellites_where_greedy_joining_needs_more():
    """Rule (federations): the satellites are the fewest that join the buildings. Three buildings
    round a sector's centre are joined through the centre by 4 satellites; joining the nearest two
    first and then the third would take 5."""
    rules = __import__("tablewidgets.games.gaia_project.rules", fromlist=["steiner"])
    m = B.Map([("1", (0, 0), 0)])
    corners = [m.at[(2, 0)], m.at[(-2, 2)], m.at[(0, -2)]]
    free = set(m.hexes) - set(corners)
    sats = rules.steiner(m.adj, [[h] for h in corners], free, 10)
    assert len(sats) == 4 and m.at[(0, 0)] in sats
    cells, todo = set(sats) | set(corners), [corners[0]]
    seen = {corners[0]}
    while todo:
        x = todo.pop()
        for y in m.adj[x]:
            if y in cells and y not in seen:
                seen.add(y)
                todo.append(y)
    assert seen == cells
    assert rules.steiner(m.adj, [[h] for h in corners], free, 3) is None
    assert rules.steiner(m.adj, [[corners[0]], [corners[1]]], free, 10) and \
        len(rules.steiner(m.adj, [[corners[0]], [corners[1]]], free, 10)) == m.dist(corners[0], corners[1]) - 1


def _two_paths(m):
    """Two planets 3 hexes apart with two different 2-hex paths of empty space between them."""
    for a in m.planets:
        for c in m.planets:
            if a < c and m.dist(a, c) == 3:
                mids = [(x, y) for x in m.adj[a] for y in m.adj[c]
                        if m.planet[x] == "e" and m.planet[y] == "e" and y in m.adj[x]]
                if len(mids) >= 2 and not any(m.dist(a, h) <= 2 for h in m.planets if h not in (a, c)
                                              and m.dist(c, h) <= 2):
                    return a, c, mids
    raise AssertionError


def test_the_player_places_the_satellites_where_several_fewest_ways_exist_and_more_are_refused():
    """Rule (federations): of the ways with the fewest satellites the player chooses one by clicking
    the hexes; a set of satellites that does not join the buildings, or more than the fewest, is not
    a federation."""
    m = probe()
    a, c, mids = _two_paths(m)
    g = game(factions=("xenos", "terrans"), buildings={a: [0, "pi"], c: [0, "ac1"]})
    assert g._fed_setup(0)[0] == 6                # Xenos with their PI need 6 (3 + 3 here)
    g.play("federate", 0)
    g.play(f"sel {a}", 0)
    g.play(f"sel {c}", 0)
    assert len(g.fed_least(0, [a, c])) == 2
    x, y = mids[1]
    assert f"sat {x}" in only(g, 0) and "form" in only(g, 0)
    g.play(f"sat {x}", 0)
    far = next(h for h in sorted(g._fed_setup(0)[2]) if f"sat {h}" in only(g, 0) and h != y
               and all(h not in pair for pair in mids))
    wrong = g.clone()
    wrong.play(f"sat {far}", 0)
    assert "form" not in only(wrong, 0) and not any(s.startswith("sat ") for s in only(wrong, 0))
    for _ in range(3):                           # a wrong satellite can be taken back, three times
        wrong.play("clear", 0)
        assert wrong.pending[0]["sats"] == [] and "form" in only(wrong, 0)
        wrong.play(f"sat {far}", 0)
    assert "clear" not in only(wrong, 0)
    g.play(f"sat {y}", 0)
    assert "form" in only(g, 0) and g.view()["fed_preview"]["sats"] == sorted([x, y])
    g.play("form", 0)
    while g.pending and g.pending[0]["kind"] == "tokens":
        g.play(only(g, 0)[0], 0)
    assert g.sat == {x: [0], y: [0]}


def test_auction_bids_run_from_0_to_40_vp():
    """Rule (BGA's auction): the page names no most bid; the choices run to 40 VP."""
    g = tw.new("gaia_project", players=2, seed=3, auction=True, factions="random")
    acts = only(g, 0)
    f = acts[0].split()[1]
    assert acts[0] == f"max {f} 0" and acts[-1] == f"max {f} 40" and len(acts) == 41
    refused(g, f"max {f} 41", 0)


def test_sector_hexes_follow_the_engines_ring_order():
    """The sector strings are read in the public engine's order: the outer ring from the hex above
    the centre clockwise, the inner ring likewise, the centre last."""
    assert B.OFFSETS[0] == (2, 0) and B.OFFSETS[12] == (1, 0) and B.OFFSETS[18] == (0, 0)
    ring = B.OFFSETS[:12]
    assert all(B.distance(p, (0, 0)) == 2 for p in ring) and all(B.distance(p, (0, 0)) == 1 for p in B.OFFSETS[12:18])
    assert all(B.distance(ring[i], ring[(i + 1) % 12]) == 1 for i in range(12))
    assert B.rotate(*B.OFFSETS[0], 1) == B.OFFSETS[2] and B.rotate(*B.OFFSETS[12], 1) == B.OFFSETS[13]


def test_a_building_beside_a_federations_satellite_becomes_part_of_it():
    """Rule (federations, as the engine forms them): own buildings next to the federation's hexes
    are part of it."""
    m = probe()
    a, c, mids = _two_paths(m)
    for x, y in mids:
        z = next((h for h in m.adj[y] if m.planet[h] != "e" and h not in (a, c)
                  and m.dist(h, a) > 1 and m.dist(h, c) > 1 and m.dist(h, x) > 1), None)
        if z:
            break
    else:
        raise AssertionError("the map of this seed has no planet beside the path")
    g = game(factions=("xenos", "terrans"), buildings={a: [0, "pi"], c: [0, "ac1"], z: [0, "m"]})
    g.play("federate", 0)
    g.play(f"sel {a}", 0)
    g.play(f"sel {c}", 0)
    g.play(f"sat {x}", 0)
    g.play(f"sat {y}", 0)
    g.play("form", 0)
    while g.pending and g.pending[0]["kind"] == "tokens":
        g.play(only(g, 0)[0], 0)
    assert z in g.fed_hexes[0] and {a, c, x, y} <= g.fed_hexes[0]


def test_the_brainstones_power_left_over_pays_more_conversions_that_turn_then_is_lost():
    """Rule (the page's FAQ on converting the brainstone): the brainstone spent on a small conversion
    leaves the rest of its 3 power to allocate to more conversions; unused, it goes with the turn."""
    g = game(factions=("taklons", "terrans"), bowls=[[2, 0, 2], [2, 4, 0]])
    b = g.boards[0]
    b.brain = 3
    g._legal_memo = None
    c = b.res["c"]
    g.play("conv 1pw-c", 0)
    assert only(g) == ["stone use", "stone keep"]
    g.play("stone use", 0)
    assert b.brain == 1 and b.spare == 2 and b.bowls == [2, 0, 2] and b.power() == 4
    g.play("conv 1pw-c", 0)                      # paid by the spare power, nothing asked
    assert not g.pending and b.spare == 1 and b.bowls == [2, 0, 2] and b.res["c"] == c + 2
    g.play("act p6", 0) if "act p6" in only(g, 0) else g.play(next(a for a in only(g, 0) if a.startswith("pass")), 0)
    end_turn(g, 0)
    assert b.spare == 0


def test_the_offered_federations_try_every_smallest_combination_of_building_groups():
    """Rule (federations, as the engine offers them): each set of building groups worth enough from
    which no group can be left out is tried, joined by its fewest satellites."""
    from tablewidgets.games.gaia_project.rules import _combinations
    combos = _combinations(["A", "B", "C", "D"], [3, 3, 1, 1], 7)
    assert sorted(sorted(c) for c in combos) == [["A", "B", "C"], ["A", "B", "D"]]
    assert _combinations(["A", "B"], [3, 3], 7) == [] and _combinations(["A"], [3], 0) == [[]]
    assert len(_combinations([str(i) for i in range(12)], [2] * 12, 7, most=40)) == 40     # capped
    assert _combinations([str(i) for i in range(12)], [1] * 12, 7) == []       # 7 groups: more than 5
