"""Viticulture (Essential Edition): one scripted test per rule of the rules page, every visitor
played, seeded playouts with invariants and the shared contract kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import viticulture as package
from tablewidgets.games.viticulture import data as D
from tablewidgets.games.viticulture.bots import VintnerBot
from tablewidgets.testing import refused


def new(players=2, seed=1, **pos):
    base = {"wake": list(range(1, players + 1)), "lira": [5] * players}
    base.update(pos)
    return tw.new("viticulture", players=players, seed=seed, position=base)


def me(g, seat=0):
    return g.ps[seat]


def test_doctests():
    assert doctest.testmod(package).failed == 0


# ---------------------------------------------------------------- components
def test_the_published_cards():
    assert len(D.VINES) == 42 and len(D.ORDERS) == 36
    assert len(D.MAMAS) == 18 and len(D.PAPAS) == 18
    assert len(D.SUMMER_VISITORS) == 38 and len(D.WINTER_VISITORS) == 38
    assert {k: v[1] for k, v in D.STRUCTURES.items()} == {
        "trellis": 2, "irrigation": 3, "yoke": 2, "windmill": 5, "cottage": 4, "tasting": 6, "medium": 4, "large": 6}
    # every order asks for 1 to 3 wines and gives 2 to 6 points and 1 or 2 income
    assert all(1 <= len(w) <= 3 and 2 <= vp <= 6 and res in (1, 2) for vp, res, w in D.ORDERS)


def test_setup_mama_and_papa_give_cards_lira_and_the_papas_choice():
    g = tw.new("viticulture", players=2, seed=4)
    assert g.season == "setup" and g.to_move == (0,)
    for s in range(2):
        p = me(g, s)
        mama, papa = D.MAMAS[p["mama"]], D.PAPAS[p["papa"]]
        assert len(p["hand"]) == sum(mama[1:5])
        assert p["lira"] == mama[5] + papa[1]
        assert p["workers"] == 3      # two workers and the grande worker
    before = me(g, 0)["lira"]
    g.play("papa lira")
    assert me(g, 0)["lira"] == before + D.PAPAS[me(g, 0)["papa"]][3]
    gift = D.PAPAS[me(g, 1)["papa"]][2]
    g.play("papa gift")
    p = me(g, 1)
    assert (gift in p["structures"]) or (gift == "vp" and p["vp"] == 1) or (gift == "worker" and p["workers"] == 4)
    assert g.season == "spring"


def test_papa_lira_option_skips_the_choice():
    g = tw.new("viticulture", players=3, seed=2, papas="lira")
    assert g.season == "spring"
    with pytest.raises(OptionError, match="papas"):
        tw.new("viticulture", players=2, papas="gold")


# ---------------------------------------------------------------- spring
@pytest.mark.parametrize("row", range(1, 8))
def test_wake_up_bonuses(row):
    g = new(season="spring", hands=[[], []])
    before = dict(me(g))
    g.play(f"wake {row}")
    if row == 5:
        g.play("take winter")
    p = me(g)
    kinds = [c[0] for c in p["hand"]]
    expect = {1: [], 2: ["v"], 3: ["o"], 4: [], 5: ["w"], 6: [], 7: []}[row]
    assert kinds == expect
    assert p["lira"] == before["lira"] + (1 if row == 4 else 0)
    assert p["vp"] == (1 if row == 6 else 0)
    assert p["temp"] == (1 if row == 7 else 0)
    assert f"wake {row}" not in g.legal_actions(1)


def test_wake_up_order_sets_the_turn_order_of_summer():
    g = new(season="spring", first=1)
    assert g.to_move == (1,)
    g.play("wake 4")
    g.play("wake 2")
    assert g.season == "summer" and g.to_move == (0,)     # row 2 acts before row 4


# ---------------------------------------------------------------- workers and spaces
def test_two_players_one_worker_per_space_and_no_bonus():
    g = new(hands=[["v14", "v15"], ["v16"]])
    assert "plant+" not in g.legal_actions(0)
    g.play("plant")
    g.play("plant v14 f1")
    assert "plant" not in g.legal_actions(1)
    assert "grande plant" in g.legal_actions(1)       # the grande worker may use a full space
    g.play("grande plant")
    g.play("plant v16 f1")
    assert me(g, 1)["fields"][0] == ["v16"]


def test_three_or_four_players_two_spaces_one_with_a_bonus():
    g = new(players=3, hands=[["v14", "v15"], [], []])
    legal = g.legal_actions(0)
    assert "plant" in legal and "plant+" in legal
    g.play("plant+")
    g.play("plant v14 f1")
    g.play("plant v15 f2")           # the bonus: a second vine
    assert [len(f) for f in me(g)["fields"]] == [1, 1, 0]
    assert "tour+" in g.legal_actions(1)


def test_five_or_six_players_three_spaces():
    g = new(players=5)
    for s in range(2):
        g.play("tour")
    assert "tour" not in g.legal_actions(2) and "tour+" in g.legal_actions(2)
    g.play("tour+")
    assert me(g, 2)["lira"] == 5 + 3


def test_one_player_may_take_two_spaces_of_one_action():
    # nothing limits a player to one worker per action: the plain space and the bonus space both
    g = new(players=3, lira=[5, 5, 5], workers=[4, 3, 3])
    g.play("tour")
    g.play("pass", seat=1)
    g.play("pass", seat=2)
    assert "tour+" in g.legal_actions(0)
    g.play("tour+")
    assert me(g)["lira"] == 5 + 2 + 3


def test_producer_pays_2_to_take_back_up_to_2_workers_from_other_actions():
    g = new(lira=[5, 5], hands=[["s-producer"], []], workers=[4, 3])
    g.play("tour")
    g.play("pass", seat=1)
    g.play("lira")
    g.play("summer")
    g.play("visit s-producer")
    assert me(g)["lira"] == 5 + 2 + 1 - 2
    legal = g.legal_actions(0)
    assert "retrieve tour" in legal and "retrieve lira" in legal
    assert "retrieve summer" not in legal                    # not the action the Producer was played from
    g.play("retrieve tour")
    g.play("retrieve lira")
    assert not g.stack and g.spaces["tour"] == [] and g.free_workers(0) == 2
    assert "tour" in g.legal_actions(0)                     # the space is free again, the worker works again


def test_gain_one_lira_holds_any_number_of_workers():
    g = new()
    g.play("lira")
    g.play("lira")
    assert "lira" in g.legal_actions(0)
    assert me(g)["lira"] == 6


def test_passing_keeps_workers_for_winter_and_autumn_brings_visitors():
    g = new(hands=[[], []], structures=[["cottage"], []])
    g.play("pass")
    g.play("pass")
    assert g.season == "autumn"
    g.play("take summer")
    g.play("take winter")            # the Cottage: a second visitor
    g.play("take winter")
    assert g.season == "winter"
    assert sorted(c[0] for c in me(g)["hand"]) == ["s", "w"]
    assert g.free_workers(0) == 2 and not me(g)["grande"]


def test_a_player_without_workers_is_skipped():
    g = new()
    g.play("tour")
    g.play("pass")
    g.play("grande sell") if "grande sell" in g.legal_actions(0) else g.play("grande lira")
    while g.to_move == (0,) and g.stack:
        g.play(g.legal_actions(0)[0])
    g.play("lira")
    assert g.season == "autumn"


# ---------------------------------------------------------------- summer actions
def test_plant_needs_structures_and_respects_the_field_limit():
    g = new(hands=[["v0", "v14", "v4"], []], fields=[[["v33", "v34"], [], []], [[], [], []]])
    g.play("plant")
    legal = g.legal_actions(0)
    assert "plant v0 f1" not in legal and "plant v0 f2" not in legal      # Cabernet needs trellis + irrigation
    assert "plant v4 f1" not in legal                                     # Merlot needs irrigation
    assert "plant v14 f1" not in legal                                    # field 1 is at 6 of 5... full
    assert "plant v14 f2" in legal


def test_field_limit_counts_vine_values():
    g = new(hands=[["v14"], []], fields=[[["v24", "v25", "v26", "v27"], [], []], [[], [], []]],
            structures=[["trellis"], []])
    g.play("plant")
    assert "plant v14 f1" in g.legal_actions(0)            # 4 + 1 = 5 fits a field of 5
    g2 = new(hands=[["v18"], []], fields=[[["v24", "v25", "v26", "v27"], [], []], [[], [], []]],
             structures=[["trellis"], []])
    g2.play("plant")
    assert "plant v18 f1" not in g2.legal_actions(0)       # Pinot (2) would make 6


def test_windmill_gives_a_point_once_a_year():
    g = new(players=3, hands=[["v14", "v15"], [], []], structures=[["windmill"], [], []])
    g.play("plant+")
    g.play("plant v14 f1")
    g.play("plant v15 f2")
    assert me(g)["vp"] == 1


def test_build_pays_the_cost_the_bonus_lira_comes_first_and_large_needs_medium():
    g = new(players=3, lira=[3, 5, 5])
    g.play("build+")
    assert "build medium" in g.legal_actions(0)           # 3 + 1 bonus lira = 4
    assert "build large" not in g.legal_actions(0)
    g.play("build medium")
    assert me(g)["lira"] == 0 and "medium" in me(g)["structures"]


def test_build_cannot_be_placed_without_lira():
    g = new(lira=[1, 5])
    assert "build" not in g.legal_actions(0)
    refused(g, "build", 0, "Build")


def test_tour_gives_two_lira_and_the_tasting_room_a_point_with_wine():
    g = new(structures=[["tasting"], []], wines=[{"red": [2]}, {}])
    g.play("tour")
    assert me(g)["lira"] == 7 and me(g)["vp"] == 1


def test_sell_a_grape_a_field_and_buy_it_back():
    g = new(grapes=[{"red": [7], "white": [2]}, {}])
    g.play("sell")
    assert "sell red 7" in g.legal_actions(0) and "sell field 1" in g.legal_actions(0)
    g.play("sell red 7")
    assert me(g)["lira"] == 8                             # a grape of 7 sells for 3
    assert [D.grape_price(v) for v in range(1, 10)] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    g.play("lira")
    g.play("grande sell")
    g.play("sell field 3")
    assert me(g)["lira"] == 15 and me(g)["sold"][2]
    g2 = new(lira=[9, 5], hands=[["v14"], []], fields=[[[], [], ["v15"]], [[], [], []]])
    g2.play("sell")
    assert "sell field 3" not in g2.legal_actions(0)      # only an empty field is sold
    g2.play("sell field 1")
    g2.play("lira")
    g2.play("grande plant")
    assert "plant v14 f1" not in g2.legal_actions(0)      # a sold field cannot be planted


def test_buy_back_a_field():
    g = new(lira=[9, 5])
    me(g)["sold"][0] = True
    g.play("sell")
    g.play("buy field 1")
    assert me(g)["lira"] == 4 and not me(g)["sold"][0]


def test_draw_vines_and_the_bonus_second_vine():
    g = new(players=3, hands=[[], [], []])
    g.play("vine+")
    assert [c[0] for c in me(g)["hand"]] == ["v", "v"]


# ---------------------------------------------------------------- winter actions
def test_harvest_sums_red_and_white_and_each_field_once_a_year():
    g = new(season="winter", fields=[[["v14", "v18", "v24"], ["v15"], []], [[], [], []]])
    g.play("harvest")
    g.play("harvest f1")
    assert me(g)["crush"] == {"red": [2], "white": [2]}
    g.play("lira")
    g.play("grande harvest")
    assert g.legal_actions(0) == ["harvest f2"]           # field 1 was harvested this year
    g.play("harvest f2")
    assert me(g)["crush"]["red"] == [1, 2]


def test_a_grape_of_a_value_already_held_slides_down():
    g = new(season="winter", fields=[[["v14"], [], []], [[], [], []]], grapes=[{"red": [1]}, {}])
    g.play("harvest")
    g.play("harvest f1")
    assert me(g)["crush"]["red"] == [1]                   # no free value below 1: the grape is lost
    g2 = new(season="winter", fields=[[["v9"], [], []], [[], [], []]], grapes=[{"red": [2]}, {}])
    g2.play("harvest")
    g2.play("harvest f1")
    assert me(g2)["crush"]["red"] == [1, 2]


def test_make_wine_red_white_blush_sparkling_and_the_cellar_limits():
    g = new(season="winter", grapes=[{"red": [5, 2], "white": [3]}, {}])
    g.play("wine")
    legal = g.legal_actions(0)
    assert "blush 5 3" not in legal and "sparkling 5 2 3" not in legal   # no cellar for them
    g.play("wine red 5")
    assert me(g)["cellar"]["red"] == [3]                   # a small cellar keeps wine up to 3
    g2 = new(season="winter", structures=[["medium", "large"], []], grapes=[{"red": [5, 2], "white": [3]}, {}])
    g2.play("wine")
    g2.play("sparkling 5 2 3")
    assert me(g2)["cellar"]["sparkling"] == [9] and me(g2)["crush"] == {"red": [], "white": []}
    g3 = new(season="winter", structures=[["medium"], []], grapes=[{"red": [5, 1], "white": [1]}, {}])
    g3.play("wine")
    assert "blush 1 1" not in g3.legal_actions(0)          # blush starts at 4
    g3.play("blush 5 1")
    assert me(g3)["cellar"]["blush"] == [6]


def test_make_wine_makes_up_to_two_and_the_bonus_a_third():
    g = new(players=3, season="winter", grapes=[{"red": [1, 2, 3]}, {}, {}])
    g.play("wine+")
    for a in ("wine red 1", "wine red 2", "wine red 3"):
        g.play(a)
    assert me(g)["cellar"]["red"] == [1, 2, 3] and not g.stack


def test_fill_an_order_for_points_and_residual_income_and_the_bonus_point():
    g = new(players=3, season="winter", hands=[["o0"], [], []], structures=[["medium"], [], []],
            wines=[{"white": [2, 3, 5]}, {}, {}])
    assert "fill+" in g.legal_actions(0)
    g.play("fill+")
    g.play("fill o0")                                      # white 4, 3, 2: 4 points, 1 income
    assert me(g)["vp"] == 5 and me(g)["res"] == 1
    assert me(g)["cellar"]["white"] == []
    g2 = new(season="winter", hands=[["o0"], []], wines=[{"white": [2, 3]}, {}])
    assert "fill" not in g2.legal_actions(0)


def test_fill_an_order_the_player_chooses_which_wines_fill_it():
    """Fill an order: any wines of at least the values shown; the player picks them (the smallest first)."""
    g = new(season="winter", hands=[["o0"], []], structures=[["medium"], []], wines=[{"white": [2, 3, 4, 6]}, {}])
    g.play("fill")
    ways = g.legal_actions(0)
    assert ways[0] == "fill o0 white 2 white 3 white 4"           # o0 asks for white 4, 3 and 2
    assert "fill o0 white 2 white 3 white 6" in ways and "fill o0 white 3 white 4 white 6" in ways
    assert all(a.startswith("fill o0 white") for a in ways) and len(ways) == 4
    assert g.parts("fill o0 white 2 white 4 white 6", 0) == ["card:o0", "wine:0:white:2", "wine:0:white:4", "wine:0:white:6"]
    refused(g, "fill o0 white 2 white 2 white 3")                # wines that do not fit are refused
    g.play("fill o0 white 2 white 4 white 6")
    assert me(g)["cellar"]["white"] == [3] and me(g)["vp"] == 4
    # ``fill o0`` alone takes the smallest wines that fit; one way only: the order alone is the action
    g = new(season="winter", hands=[["o0"], []], structures=[["medium"], []], wines=[{"white": [2, 3, 4, 6]}, {}])
    g.play("fill")
    g.play("fill o0")
    assert me(g)["cellar"]["white"] == [6]
    g = new(season="winter", hands=[["o0"], []], structures=[["medium"], []], wines=[{"white": [2, 3, 4]}, {}])
    g.play("fill")
    assert g.legal_actions(0) == ["fill o0"]
    # the bot takes the smallest wines that fit
    g = new(season="winter", hands=[["o0"], []], structures=[["medium"], []], wines=[{"white": [2, 3, 4, 6]}, {}])
    g.play("fill")
    assert VintnerBot(seed=1).choose(g, 0) == "fill o0 white 2 white 3 white 4"


def test_train_a_worker_for_four_lira_that_works_from_next_year():
    g = new(season="winter")
    g.play("train")
    assert me(g)["workers"] == 4 and me(g)["lira"] == 1
    assert g.free_workers(0) == 1                          # the new worker waits for next year


def test_draw_orders():
    g = new(players=3, season="winter", hands=[[], [], []])
    g.play("order+")
    assert [c[0] for c in me(g)["hand"]] == ["o", "o"]


def test_the_yoke_harvests_or_uproots_once_a_year():
    g = new(structures=[["yoke"], []], fields=[[["v14"], [], []], [[], [], []]])
    g.play("yoke")
    assert set(g.legal_actions(0)) == {"harvest f1", "uproot v14"}
    g.play("uproot v14")
    assert me(g)["hand"][-1] == "v14" and "yoke" not in g.legal_actions(1)
    g.play("pass")
    assert "yoke" not in g.legal_actions(0)


def test_summer_spaces_are_not_winter_spaces():
    g = new()
    refused(g, "harvest", 0, "winter")


# ---------------------------------------------------------------- year end and the end
def test_year_end_ages_income_hand_limit_and_first_player():
    hand = ["v14", "v15", "v16", "v17", "v24", "v25", "v26", "v27", "v28"]
    g = new(season="winter", residual=[2, 0], hands=[hand, []], grapes=[{"red": [9, 3]}, {}],
            wines=[{"red": [3, 2]}, {}], first=0)
    g.play("pass")
    g.play("pass")
    assert g.season == "limit" and g.to_move == (0,)
    g.play("discard v14")
    g.play("discard v15")
    p = me(g)
    assert len(p["hand"]) == 7
    assert p["crush"]["red"] == [4, 9]                      # 9 stays, 3 ages to 4
    assert p["cellar"]["red"] == [2, 3]                     # the small cellar stops at 3: 3 stays, 2 waits
    assert p["lira"] == 7
    assert g.season == "spring" and g.year == 2 and g.first == 1 and g.to_move == (1,)


def test_zymologist_makes_wines_of_4_or_more_without_a_cellar_upgrade_and_they_age_in_their_part():
    g = new(season="winter", hands=[["w-zymologist"], []], grapes=[{"red": [5, 3], "white": [2]}, {}])
    g.play("winter")
    g.play("visit w-zymologist")
    legal = g.legal_actions(0)
    assert "wine red 5" in legal and "wine red 3" not in legal          # 4 or more only
    assert "blush 5 2" in legal and "sparkling 5 3 2" in legal          # no Medium or Large Cellar needed
    g.play("sparkling 5 3 2")
    assert me(g)["cellar"]["sparkling"] == [9]                         # 10 fits as 9
    g = new(season="winter", wines=[{"red": [5, 1], "sparkling": [9]}, {}])
    g.play("pass")
    g.play("pass")
    assert me(g)["cellar"]["red"] == [2, 6] and me(g)["cellar"]["sparkling"] == [9]   # 5 ages to 6, not past


def test_wine_ages_one_step_with_room():
    g = new(season="winter", structures=[["medium"], []], wines=[{"white": [3, 5]}, {}])
    g.play("pass")
    g.play("pass")
    assert me(g)["cellar"]["white"] == [4, 6]


def test_the_game_ends_at_the_end_of_the_year_someone_has_20_and_ties_go_to_lira():
    g = new(season="winter", vp=[20, 20], lira=[3, 4])
    g.play("pass")
    assert not g.over
    g.play("pass")
    assert g.over
    r = g.result()
    assert r["winners"] == [1] and r["scores"] == [20, 20]


def test_tie_breaks_wine_then_grapes():
    g = new(season="winter", vp=[21, 21], lira=[3, 3], wines=[{"red": [1]}, {"red": [2]}])
    g.play("pass")
    g.play("pass")
    assert g.result()["winners"] == [1]
    g = new(season="winter", vp=[21, 21], lira=[3, 3], grapes=[{"red": [4]}, {"red": [2]}])
    g.play("pass")
    g.play("pass")
    assert g.result()["winners"] == [0]


# ---------------------------------------------------------------- visitors
def _visitor_position(cid, players=2):
    season = "summer" if cid[0] == "s" else "winter"
    hand = [cid, "v14", "v24", "o5", "o9", "s-patron" if cid != "s-patron" else "s-broker",
            "w-judge" if cid != "w-judge" else "w-noble"]
    return new(players=players, season=season, lira=[12] * players, vp=[3] * players, residual=[2] * players,
               hands=[hand] + [["v15", "s-sponsor" if cid != "s-sponsor" else "s-buyer", "o3"]] + [[] for _ in range(players - 2)],
               structures=[["trellis", "medium", "tasting", "windmill"]] + [[] for _ in range(players - 1)],
               fields=[[["v16"], ["v28"], []]] + [[[], [], []] for _ in range(players - 1)],
               grapes=[{"red": [6, 2], "white": [3]}] + [{} for _ in range(players - 1)],
               wines=[{"red": [6], "white": [4], "blush": [5]}] + [{} for _ in range(players - 1)])


@pytest.mark.parametrize("cid", sorted("s-" + k for k in D.SUMMER_VISITORS) + sorted("w-" + k for k in D.WINTER_VISITORS))
def test_every_visitor_can_be_played_to_its_end(cid):
    for players, choice_seed in ((2, 1), (3, 2)):
        g = _visitor_position(cid, players)
        space = "summer" if cid[0] == "s" else "winter"
        if cid == "w-innkeeper":        # discard piles to take from
            for kind in ("vine", "order"):
                g.discards[kind].append(g.decks[kind].pop())
        if cid == "s-producer":         # a worker elsewhere to take back
            g.play("tour")
            for s in range(1, players):
                g.play("pass", seat=s)
        g.play(space)
        assert f"visit {cid}" in g.legal_actions(0), cid
        g.play(f"visit {cid}")
        rng = random.Random(choice_seed)
        steps = 0
        while g.stack and steps < 40:
            seat = g.to_move[0]
            g.play(rng.choice(g.legal_actions(seat)), seat=seat)
            g.check_invariants()
            steps += 1
        assert not g.stack, (cid, g.stack)
        assert cid in g.discards["summer" if cid[0] == "s" else "winter"]


def test_banker_asks_each_opponent_who_decides():
    g = _visitor_position("s-banker", 3)
    g.play("summer")
    g.play("visit s-banker")
    assert g.to_move == (1,) and g.legal_actions(1) == ["yes", "no"]
    assert g.legal_actions(0) == []
    g.play("yes", seat=1)
    assert g.to_move == (2,)
    g.play("no", seat=2)
    assert me(g)["lira"] == 17 and me(g, 1)["lira"] == 15 and me(g, 1)["vp"] == 2 and me(g, 2)["vp"] == 3


def test_governor_gift_is_seen_only_by_giver_and_taker():
    g = _visitor_position("w-governor", 3)
    g.play("winter")
    g.play("visit w-governor")
    assert g.to_move == (1,)
    g.play("give s-sponsor", seat=1)
    assert "s-sponsor" in me(g)["hand"]
    assert me(g)["vp"] == 4                                # seat 2 had no summer visitor: 1 point
    text = str({k: v for k, v in g.view(2).items() if k != "cards"}) + str(g.log_for(2))
    assert "sponsor" not in text.lower()


def test_contractor_chooses_two_different_options():
    g = _visitor_position("s-contractor")
    g.play("summer")
    g.play("visit s-contractor")
    g.play("option 1")
    assert "option 1" not in g.legal_actions(0) and "option 2" in g.legal_actions(0)
    g.play("option 3")
    g.play("plant v14 f3")
    assert me(g)["vp"] == 3 + 1 + 1                        # the option's point and the Windmill's


def test_homesteader_may_do_both_for_a_point():
    g = _visitor_position("s-homesteader")
    g.play("summer")
    g.play("visit s-homesteader")
    g.play("option both")
    g.play("build irrigation")
    g.play("plant v14 f3")
    g.play("done")
    assert "irrigation" in me(g)["structures"] and me(g)["vp"] == 3 - 1 + 1


def test_queen_the_right_hand_neighbour_chooses():
    g = _visitor_position("w-queen", 3)
    g.play("winter")
    g.play("visit w-queen")
    assert g.to_move == (2,)
    g.play("queen point", seat=2)
    assert me(g, 2)["vp"] == 2


def test_importer_draws_three_unless_the_opponents_give_three():
    g = _visitor_position("s-importer", 3)
    g.ps[2]["hand"] = ["s-vendor", "w-noble"]
    g.play("summer")
    g.play("visit s-importer")
    assert g.to_move == (1,)
    g.play("give s-sponsor", seat=1)           # Blue has no other visitor: Green's turn to give
    g.play("give s-vendor", seat=2)
    g.play("give w-noble", seat=2)
    hand = me(g)["hand"]
    assert "s-sponsor" in hand and "w-noble" in hand and sum(c[0] == "w" for c in hand) == 2   # no draw
    g2 = _visitor_position("s-importer", 2)
    g2.play("summer")
    g2.play("visit s-importer")
    g2.play("done", seat=1)
    assert sum(c[0] == "w" for c in me(g2)["hand"]) == 1 + 3


def test_organizer_moves_the_rooster_takes_the_bonus_and_passes():
    g = _visitor_position("s-organizer")
    g.play("summer")
    g.play("visit s-organizer")
    assert "wake 1" not in g.legal_actions(0) and "wake 6" in g.legal_actions(0)
    g.play("wake 6")
    assert me(g)["wake"] == 6 and me(g)["vp"] == 4 and me(g)["passed"]


def test_caravan_shows_the_four_top_cards_keeps_two():
    g = _visitor_position("w-caravan")
    tops = [g.decks[k][-1] for k in ("vine", "order", "summer", "winter")]
    g.play("winter")
    g.play("visit w-caravan")
    assert g.legal_actions(0) == [f"keep {c}" for c in tops]
    g.play(f"keep {tops[0]}")
    g.play(f"keep {tops[3]}")
    assert tops[0] in me(g)["hand"] and tops[3] in me(g)["hand"]
    assert tops[1] in g.discards["order"] and tops[2] in g.discards["summer"]


def test_innkeeper_takes_the_top_of_two_different_discard_piles():
    g = _visitor_position("w-innkeeper")
    g.discards["vine"] += ["v30", "v31"]
    g.discards["order"].append("o20")
    g.play("winter")
    g.play("visit w-innkeeper")
    assert g.legal_actions(0) == ["salvage vine", "salvage order"]      # not the Innkeeper itself
    g.play("salvage vine")
    assert g.legal_actions(0) == ["salvage order"]
    g.play("salvage order")
    assert "v31" in me(g)["hand"] and "o20" in me(g)["hand"]


def test_manager_takes_a_summer_action_in_winter_without_a_worker():
    g = _visitor_position("w-manager")
    g.play("winter")
    g.play("visit w-manager")
    assert "act plant" in g.legal_actions(0) and "act harvest" not in g.legal_actions(0)
    g.play("act tour")
    assert me(g)["lira"] == 12 + 2 and me(g)["vp"] == 4     # the Tasting Room's point too


def test_planner_places_a_worker_for_winter_and_takes_the_action_when_winter_begins():
    g = _visitor_position("s-planner")
    g.play("summer")
    g.play("visit s-planner")
    assert "plan harvest" in g.legal_actions(0) and not any(a.startswith("plan plant") for a in g.legal_actions(0))
    g.play("plan harvest")
    assert g.free_workers(0) == 0 and g.spaces["harvest"][0][0] == 0
    g.play("pass", seat=1)
    g.play("pass")
    g.play("take summer")
    g.play("take summer", seat=1)
    assert g.season == "winter" and g.to_move == (0,) and g.legal_actions(0) == ["harvest f1", "harvest f2"]
    g.play("harvest f1")
    assert me(g)["crush"]["red"] == [1, 2, 6]
    assert g.to_move == (0,) and "grande harvest" in g.legal_actions(0)   # then winter's turns as usual
    refused(g, "harvest", 0)


def test_a_visitor_that_cannot_do_anything_cannot_be_played():
    g = new(hands=[["s-broker"], []], lira=[3, 3], vp=[-5, 0])
    assert "summer" not in g.legal_actions(0)                # no 9 lira, and no points to give up


# ---------------------------------------------------------------- bad input, positions
def test_bad_actions_are_refused_and_nothing_changes():
    g = new()
    for bad in ("wake 3", "plant v99 f1", "fill o1", "", "build castle"):
        with pytest.raises(IllegalAction):
            g.play(bad)
    assert g.history == []


@pytest.mark.parametrize("pos,word", [
    ({"bogus": 1}, "bogus"), ({"season": "autumn"}, "season"), ({"lira": [1]}, "lira"),
    ({"hands": [["zz"], []]}, "hands"), ({"hands": [["v1"], ["v1"]]}, "twice"),
    ({"wake": [1, 1]}, "wake"), ({"structures": [["castle"], []]}, "structures"),
    ({"wines": [{"blush": [2]}, {}]}, "wines"), ({"fields": [[["v1"]], []]}, "fields"),
])
def test_bad_positions_are_refused(pos, word):
    with pytest.raises(OptionError, match=word):
        tw.new("viticulture", players=2, position=pos)


# ---------------------------------------------------------------- playouts and contract
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_random_playouts_keep_the_invariants(players):
    for seed in range(2):
        g = tw.new("viticulture", players=players, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            seat = g.to_move[0]
            g.play(rng.choice(g.legal_actions(seat)), seat=seat)
            g.check_invariants()
        r = g.result()
        assert max(r["scores"]) >= D.END_POINTS or g.year >= 30


def test_contract_kit():
    testing.full_contract_check("viticulture", range(1), players=3, fuzz_every=60)
    g = tw.new("viticulture", players=2, seed=3)
    for _ in range(40):
        g.play(g.legal_actions(g.to_move[0])[0], seat=g.to_move[0])
    testing.check_no_leak(g, random.Random(1), samples=2)
    testing.check_hidden_decisions(g, random.Random(2))
    testing.check_replay("viticulture", seed=4, players=2)


def test_views_hide_hands_and_decks():
    g = tw.new("viticulture", players=2, seed=5)
    v1 = g.view(1)
    assert "hand" not in str(v1["players_info"][0]) or "hand_counts" in v1["players_info"][0]
    for c in g.ps[0]["hand"]:
        assert f"'{c}'" not in str({k: v for k, v in v1.items() if k != "cards"})
    assert g.view(0)["hand"] == g.ps[0]["hand"]


def test_lesson():
    testing.check_lesson("viticulture", plies=3, steps=(8, 14))


def test_the_vintner_beats_random():
    wins = 0
    for seed in range(4):
        g = tw.new("viticulture", players=2, seed=seed)
        bots = [VintnerBot(seed), RandomBot(seed + 1)] if seed % 2 == 0 else [RandomBot(seed + 1), VintnerBot(seed)]
        me_ = 0 if seed % 2 == 0 else 1
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += me_ in g.result()["winners"]
    assert wins >= 3


def _bot_pick(g, seat=0, seed=1):
    return VintnerBot(seed=seed).choose(g, seat)


def test_the_vintner_tours_for_the_structure_its_vines_wait_for():
    # a Pinot in hand needs the Trellis (2 lira); with 1 lira the tour pays for it (with five workers
    # already, so no new worker waits for the lira)
    g = new(season="summer", lira=[1, 5], hands=[["v18"], []], workers=[5, 3])
    assert "plant" not in g.legal_actions(0)
    assert _bot_pick(g) == "tour"
    g.play("tour")
    g.play("pass", seat=1)
    assert _bot_pick(g) == "build"
    g.play("build")
    assert _bot_pick(g) == "build trellis"             # not the Medium Cellar it could also afford
    g.play("build trellis")
    g.play("pass", seat=1) if g.to_move == (1,) else None
    assert _bot_pick(g).endswith("plant")              # and plants the vine at once


def test_the_vintner_builds_the_cellar_an_order_needs():
    # an order for a red 6 and a red grape of 6: only the Medium Cellar lets the wine be 6
    g = new(season="summer", lira=[6, 5], hands=[["o5"], []], grapes=[{"red": [6]}, {}])
    assert _bot_pick(g) == "build"
    g.play("build")
    assert _bot_pick(g) == "build medium"


def test_the_vintner_trains_a_worker_early_and_draws_an_order_when_none_can_be_filled():
    g = new(season="winter", lira=[5, 5], hands=[[], []], fields=[[["v14"], [], []], [[], [], []]])
    assert _bot_pick(g) == "train"
    g = new(season="winter", lira=[1, 5], hands=[[], []], fields=[[["v14"], [], []], [[], [], []]])
    assert _bot_pick(g) in ("order", "harvest")
    g.play(_bot_pick(g))
    g.play("pass", seat=1)
    assert _bot_pick(g).split()[-1] in ("order", "harvest", "f1")


def test_the_vintner_keeps_its_last_worker_for_the_order_it_can_fill_in_winter():
    # two placements (a worker and the grande): one goes to summer, the other waits for the order
    g = new(season="summer", lira=[0, 5], workers=[2, 3], hands=[["o32", "v14"], []],
            wines=[{"red": [5]}, {}], structures=[["medium"], []])
    first = _bot_pick(g)
    assert first != "pass"
    g.play(first)
    while g.stack:
        g.play(_bot_pick(g, g.to_move[0]), seat=g.to_move[0])
    g.play("pass", seat=1)
    assert _bot_pick(g) == "pass"
    g.play("pass")
    g.play("take winter")
    g.play("take winter", seat=1)
    assert _bot_pick(g).endswith("fill")


def test_the_vintner_weighs_the_papas_gift_against_its_lira():
    # papa Gary: a third worker or 3 lira -- the worker; the choice is told apart (not a coin toss)
    for seed in (4, 5, 24):
        g = tw.new("viticulture", players=2, seed=seed)
        assert D.PAPAS[me(g)["papa"]][2] == "worker"
        assert {_bot_pick(g, seed=k) for k in range(4)} == {"papa gift"}


def test_the_vintner_plants_on_the_field_that_makes_the_biggest_grape():
    # a Syrah (red 2) on the first field and a Merlot (red 3) in hand: together a red 5
    g = new(season="summer", structures=[["trellis", "irrigation"], []], fields=[[["v9"], [], []], [[], [], []]],
            hands=[["v4"], []])
    assert _bot_pick(g) == "plant"
    g.play("plant")
    assert _bot_pick(g) == "plant v4 f1"


def test_the_vintner_does_not_cut_good_grapes_into_a_small_cellar_for_nothing():
    # white grapes of 6 and 7, the small cellar (up to 3) and no order: a wine now would lose value
    g = new(season="winter", hands=[[], []], grapes=[{"white": [6, 7]}, {}], lira=[0, 0])
    assert "wine" in g.legal_actions(0)
    assert _bot_pick(g) != "wine"


def test_the_vintner_plays_a_visitor_that_fills_an_order():
    g = new(season="winter", lira=[0, 5], hands=[["o32", "w-exporter"], []], wines=[{"red": [5]}, {}],
            structures=[["medium"], []])
    g.play("winter")
    assert _bot_pick(g) == "visit w-exporter"
    g.play("visit w-exporter")
    assert _bot_pick(g) == "option 2"                    # the order, not the wine



def _plan_position(season):
    # the Medium Cellar (wines up to 6), a red wine of 6, a white grape of 5 on the crush pad and
    # Chardonnay + Trebbiano (white 6) on the third field; a Cabernet (red 4) in hand
    return new(season=season, structures=[["trellis", "irrigation", "medium"], []], wines=[{"red": [6]}, {}],
               grapes=[{"white": [5]}, {}], fields=[[[], [], ["v38", "v28"]], [[], [], []]],
               hands=[["o5", "o12", "o19", "o14", "o13", "v0"], []])


def test_the_plan_counts_the_steps_to_each_order():
    from tablewidgets.games.viticulture import planner
    g = _plan_position("winter")
    # red 6: in the cellar; white 5: a wine from the crush pad; white 6: a harvest first; red 4 +
    # red 3: the Cabernet planted first; red 8: beyond this cellar and vineyard
    assert planner.order_stages(g, 0) == {"o5": 0, "o12": 1, "o19": 2, "o14": 3, "o13": None}
    assert planner.target(g, 0) == "o5"
    # each next step with the worth (points + income) of the order it serves; planting is summer's
    assert planner.next_steps(g, 0) == {"fill": 4, "wine": 3, "harvest": 4}
    assert planner.next_steps(_plan_position("summer"), 0)["plant"] == 4
    g.play("fill")
    g.play("fill o5")
    assert "o5" not in planner.order_stages(g, 0) and "fill" not in planner.next_steps(g, 0)


def test_the_plan_sees_the_cellar_an_order_waits_for():
    from tablewidgets.games.viticulture import planner
    # a blush 4 order, a Sauvignon Blanc (white 3) planted and a Sangiovese (red 1) in hand: the
    # vine and then the Medium Cellar (blush needs it) make the order
    g = new(season="summer", lira=[4, 5], structures=[["irrigation"], []], fields=[[[], ["v33"], []], [[], [], []]],
            hands=[["o17", "v14"], []])
    assert planner.order_stages(g, 0) == {"o17": 4}
    assert planner.cellar_opens(g, 0, 6) == 1
    assert _bot_pick(g) == "plant"
    g.play("plant")
    pick = _bot_pick(g)
    assert pick.startswith("plant v14 ")               # a red 1 grape and a white 3 grape make a blush 4
    g.play(pick)
    assert planner.order_stages(g, 0) == {"o17": 3}
    g.play("pass", seat=1)
    assert _bot_pick(g) == "build"
    g.play("build")
    assert _bot_pick(g) == "build medium"

# ---------------------------------------------------------------- the solo game
def test_solo_automa_cards_block_spaces_each_season():
    assert len(D.AUTOMA) == 24
    seed = next(k for k in range(200) if "tour" in D.AUTOMA[
        tw.new("viticulture", players=1, seed=k, position={"season": "summer"}).automa_card][0])
    g = tw.new("viticulture", players=1, seed=seed, position={"season": "summer", "lira": [5]})
    blocked = D.AUTOMA[g.automa_card][0]
    assert g.blocked == list(blocked)
    for sid in blocked:
        assert sid not in g.legal_actions(0) and f"{sid}+" not in g.legal_actions(0)
    assert "grande tour" in g.legal_actions(0)             # the grande worker may still go there


def test_solo_one_worker_per_space_and_a_bonus_token_per_wake_up():
    g = tw.new("viticulture", players=1, seed=3, position={"season": "spring", "lira": [5], "hands": [[]]})
    g.play("wake 4")
    assert g.tokens == 1 and me(g)["lira"] == 6
    open_ = next(s for s in ("tour", "vine") if s not in g.blocked)
    g.play(open_)                                           # the plain space: one worker
    assert open_ not in g.legal_actions(0)
    assert f"{open_}+" in g.legal_actions(0)                # the bonus space is a space of its own
    g.play(f"{open_}+")                                     # the token opens it
    assert g.tokens == 0 and f"{open_}+" not in g.legal_actions(0)
    assert f"grande {open_}" in g.legal_actions(0)          # both taken: the grande worker still may


def test_solo_the_automa_takes_only_the_plain_space_a_token_still_opens_the_bonus_space():
    seed = next(k for k in range(200) if "tour" in D.AUTOMA[
        tw.new("viticulture", players=1, seed=k, position={"season": "summer"}).automa_card][0])
    g = tw.new("viticulture", players=1, seed=seed, position={"season": "spring", "lira": [5]})
    g.play("wake 1")
    assert "tour" in g.blocked and g.tokens == 1
    legal = g.legal_actions(0)
    assert "tour" not in legal and "tour+" in legal
    g.play("tour+")
    assert me(g)["lira"] == 8 and g.tokens == 0


def test_solo_each_wake_up_row_is_chosen_once_a_game():
    g = tw.new("viticulture", players=1, seed=5, position={"season": "spring"})
    g.play("wake 7")
    assert g.wake_used == [7]
    g.play("pass")
    g.play("take summer")
    g.play("pass")
    while g.stack:                          # the hand limit, if any
        g.play(g.legal_actions(0)[0])
    assert g.season == "spring" and g.year == 2
    assert "wake 7" not in g.legal_actions(0) and len(g.legal_actions(0)) == 6
    refused(g, "wake 7")
    assert g.view(0)["automa"]["rows_used"] == [7]


def test_solo_organizer_never_moves_to_row_7():
    g = tw.new("viticulture", players=1, seed=2, position={"season": "summer", "wake": [3],
                                                          "hands": [["s-organizer"]]})
    g.play("summer")
    g.play("visit s-organizer")
    assert g.legal_actions(0) == [f"wake {r}" for r in (1, 2, 4, 5, 6)]


def test_solo_lasts_seven_years_and_is_won_with_more_than_the_automas_20():
    for vp, won in ((20, False), (21, True)):
        g = tw.new("viticulture", players=1, seed=4, position={"season": "winter", "year": 7, "vp": [vp]})
        g.play("pass")
        assert g.over and (g.result()["winners"] == [0]) == won, vp
    g = tw.new("viticulture", players=1, seed=4, position={"season": "winter", "year": 3, "vp": [25]})
    g.play("pass")
    assert not g.over and g.year == 4                  # no earlier end alone


def _all_state(g):
    import json
    views = [g.view(s) for s in range(g.players)] + [g.view(None)]
    legal = g.legal_actions(g.to_move[0]) if not g.over else []
    return json.dumps([views, legal, list(g.to_move)], sort_keys=True)


def _play_on(g, seed, actions):
    bots = [VintnerBot(seed=seed + s) for s in range(g.players)]
    for _ in range(actions):
        if g.over:
            break
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), s)
    return g


@pytest.mark.parametrize("players,upto", [(1, 4), (2, 3)])
def test_a_save_in_the_middle_of_a_game_restores_it_exactly(players, upto):
    """Save -> JSON -> restore in a solo game's year 4 (rows used, bonus tokens, automa deck) and a
    2-player game's year 3: the same views, choices and, with the same bots, the same future play."""
    import json
    g = tw.new("viticulture", players=players, seed=21)
    bots = [VintnerBot(seed=s) for s in range(players)]
    while g.year < upto or g.season != "summer":
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), s)
    if players == 1:
        assert len(g.wake_used) == upto and g.automa_card is not None
    back = tw.restore(json.dumps(g.save()))
    assert _all_state(back) == _all_state(g)
    assert (back.wake_used, back.tokens, back.automa, back.blocked) == (g.wake_used, g.tokens, g.automa, g.blocked)
    _play_on(g, 5, 60)
    _play_on(back, 5, 60)
    assert back.save() == g.save() and _all_state(back) == _all_state(g)


def test_solo_position_carries_rows_used_tokens_and_the_automa_deck():
    pos = {"season": "spring", "year": 4, "wake_used": [7, 2, 5], "tokens": 2, "automa": [3, 0, 11]}
    g = tw.new("viticulture", players=1, seed=8, position=pos)
    assert g.legal_actions(0) == ["wake 1", "wake 3", "wake 4", "wake 6"]
    assert g.view(0)["automa"]["rows_used"] == [7, 2, 5] and g.tokens == 2
    g.play("wake 1")
    assert g.tokens == 3 and g.wake_used == [7, 2, 5, 1]
    assert g.automa_card == 3 and g.blocked == list(D.AUTOMA[3][0])     # the next automa card first
    g.play("pass")
    g.play("take summer")
    assert g.automa_card == 0 and g.blocked == list(D.AUTOMA[0][1])
    # a save of the game begun from that position replays it exactly
    assert _all_state(tw.restore(g.save())) == _all_state(g)
    # in summer the row of this year counts as used; row 7 brings its extra worker
    g = tw.new("viticulture", players=1, seed=8, position={"season": "summer", "year": 2, "wake": [7],
                                                          "wake_used": [3]})
    assert g.wake_used == [3, 7] and me(g)["temp"] == 1


def test_a_position_can_sell_fields():
    g = new(season="summer", sold=[[False, True, False], [False] * 3])
    assert me(g)["sold"] == [False, True, False]
    assert g.view(1)["players_info"][0]["sold"] == [False, True, False]


@pytest.mark.parametrize("players,pos,word", [
    (2, {"wake_used": [1]}, "solo"), (2, {"tokens": 1}, "solo"), (2, {"automa": [1]}, "solo"),
    (1, {"wake_used": [1, 1], "year": 3}, "wake_used"), (1, {"wake_used": [8]}, "wake_used"),
    (1, {"wake_used": [1, 2]}, "at most 0 rows"), (1, {"wake_used": [3], "wake": [3], "year": 2}, "this year"),
    (1, {"wake_used": [1, 2, 3, 4, 5, 6, 7], "year": 8, "season": "spring"}, "row left"),
    (1, {"tokens": 3, "wake_used": [1], "year": 2}, "tokens"), (1, {"tokens": -1}, "tokens"),
    (1, {"automa": [0, 0]}, "automa"), (1, {"automa": [24]}, "automa"), (1, {"automa": "1"}, "automa"),
    (2, {"sold": [[True], [False] * 3]}, "sold"),
    (2, {"sold": [[True, False, False], [False] * 3], "fields": [[["v1"], [], []], [[], [], []]]}, "empty field"),
])
def test_bad_solo_and_field_positions_are_refused(players, pos, word):
    with pytest.raises(OptionError, match=word):
        tw.new("viticulture", players=players, position=pos)


def test_solo_the_vintner_spends_the_last_year_on_points_only():
    # with 5 lira and nothing to fill, a new worker is worth training in year 3, not in year 7
    def pick(year):
        seed = next(k for k in range(200) if not {"train", "fill"} & set(D.AUTOMA[tw.new(
            "viticulture", players=1, seed=k, position={"season": "winter", "year": year}).automa_card][1]))
        g = tw.new("viticulture", players=1, seed=seed, position={"season": "winter", "year": year, "lira": [5],
                                                                 "hands": [["o5"]], "wines": [{"red": [6]}],
                                                                 "structures": [["medium"]]})
        return g, _bot_pick(g)
    g, first = pick(3)
    assert first == "fill"                               # the order first in any year
    g.play(first)
    while g.stack:
        g.play(_bot_pick(g))
    assert _bot_pick(g) in ("train", "train+")
    g, first = pick(7)
    g.play(first)
    while g.stack:
        g.play(_bot_pick(g))
    assert "train" in g.legal_actions(0) and _bot_pick(g) == "lira"     # lira still breaks a tie


def test_solo_random_playouts_and_contract():
    for seed in range(3):
        g = tw.new("viticulture", players=1, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            g.play(rng.choice(g.legal_actions(0)), seat=0)
            g.check_invariants()
        assert g.year <= D.SOLO_YEARS
    testing.full_contract_check("viticulture", range(1), players=1, fuzz_every=60)


FIXTURE = __import__("pathlib").Path(__file__).parents[2] / "js" / "tests" / "viticulture.fixture.json"


def fixture_data():
    """A real view of seat 0 choosing the wines that fill an order, with its choices."""
    g = new(season="winter", hands=[["o0", "v14"], []], structures=[["medium"], []],
            wines=[{"white": [2, 3, 4, 6], "red": [5]}, {}])
    g.play("fill")
    return {"fill": {"view": g.view(0), "choices": [{"action": a, "label": g.label(a, 0), "parts": g.parts(a, 0)}
                                                    for a in g.legal_actions(0)]}}


def test_js_fixture_is_current():
    """js/tests/viticulture.test.js reads a real view; rewrite it with UPDATE_FIXTURES=1 when the view changes."""
    import json
    import os
    data = fixture_data()
    if os.environ.get("UPDATE_FIXTURES"):
        FIXTURE.write_text(json.dumps(data, separators=(",", ":")))
    assert json.loads(FIXTURE.read_text()) == json.loads(json.dumps(data))


def _solo_summer(year, **pos):
    # a solo summer whose automa card leaves the sell space open
    seed = next(k for k in range(200) if "sell" not in D.AUTOMA[tw.new(
        "viticulture", players=1, seed=k, position={"season": "summer", "year": year}).automa_card][0])
    return tw.new("viticulture", players=1, seed=seed, position={"season": "summer", "year": year, **pos})


def test_solo_the_vintner_sells_its_smallest_empty_field_early_for_lira():
    from tablewidgets.games.viticulture.opening import field_to_sell
    g = _solo_summer(1, lira=[2], hands=[[]])
    assert field_to_sell(g, 0) == 0
    assert _bot_pick(g) in ("sell", "sell+")
    g.play(_bot_pick(g))
    assert _bot_pick(g) == "sell field 1"
    g.play("sell field 1")
    while g.stack:
        g.play(_bot_pick(g))
    assert me(g)["sold"] == [True, False, False] and me(g)["lira"] >= 2 + D.FIELD_VALUES[0]
    # the next empty field may go too, never the largest (the vineyard grows there)
    assert field_to_sell(g, 0) == 1
    g = _solo_summer(2, lira=[3], sold=[[True, False, False]], fields=[[[], ["v14"], []]])
    assert field_to_sell(g, 0) is None


def test_the_vintner_keeps_its_fields_when_lira_is_enough_late_or_with_opponents():
    from tablewidgets.games.viticulture.opening import SELL_BELOW, field_to_sell
    assert field_to_sell(_solo_summer(1, lira=[SELL_BELOW]), 0) is None
    assert field_to_sell(_solo_summer(3, lira=[0]), 0) is None
    g = new(season="summer", lira=[0, 0])
    assert field_to_sell(g, 0) is None
    assert _bot_pick(g) not in ("sell", "sell+")
