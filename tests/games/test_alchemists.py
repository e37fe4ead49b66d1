"""Alchemists: a scripted test per rule of the page (deduction, round structure, every action,
conferences, reputation board, favours, scoring, Apprentice and Master), the published component
data, the hidden binding, the scholar bot, seeded random games and the shared kit."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import alchemists as package
from tablewidgets.games.alchemists import data, deduce, rules
from tablewidgets.games.alchemists.bots import ScholarBot
from tablewidgets.testing import refused

#: ingredient a..h bound to alchemicals 0..7 (see data.ALCHEMICALS); then, for instance,
#: a+b neutral, a+c blue −, a+d green +, b+d blue +, b+f red +, c+e green −, d+e red −, e+h blue +
IDENTITY = [0, 1, 2, 3, 4, 5, 6, 7]
N, RP, RM, GP, GM, BP, BM = range(7)


def no_herbalist_on_top(g):
    """Order the favour deck so that the next draws are no Herbalist (it is played at once)."""
    g.fdeck = [f for f in g.fdeck if f == "herbalist"] + [f for f in g.fdeck if f != "herbalist"]


def at(round_=1, players=2, hands=None, variant="apprentice", **keys):
    position = {"binding": IDENTITY, "round": round_}
    if hands is not None:
        position["hands"] = [list(h) for h in hands]
    position.update(keys)
    return tw.new("alchemists", players=players, seed=1, position=position, variant=variant)


def wake(g, *spaces):
    """Take order spaces in the order the seats choose (1 = top)."""
    for k in spaces:
        g.play(f"wake {k}")


def declare(g, plans):
    """Declare for each seat (its list of declarations, ``done`` added) as its turn comes."""
    plans = {s: list(v) for s, v in plans.items()}
    while g.phase == "declare":
        s = g.to_move[0]
        todo = plans.get(s, [])
        g.play(todo.pop(0) if todo else "done", seat=s)


def round_with(g, wakes, plans):
    wake(g, *wakes)
    declare(g, plans)


def test_doctests():
    for module in (package, rules, deduce):
        result = doctest.testmod(module)
        assert result.failed == 0
    assert doctest.testmod(package).attempted > 0


# ---------------------------------------------------------------- components
def test_the_eight_alchemicals_and_the_mixing_rule():
    # every alchemical is one sign pattern; four opposite pairs make neutral potions
    signs = {tuple(s for s, _ in a) for a in data.ALCHEMICALS}
    assert len(signs) == 8
    neutral = {(a, b) for a in range(8) for b in range(a + 1, 8) if data.MIX[a][b] == 0}
    assert neutral == {(0, 1), (2, 3), (4, 5), (6, 7)}
    # the page's example: red large +, green small +, blue small − with red small +, green large −,
    # blue small − makes red +
    assert data.alchemical_code(5) == "R+g+b-" and data.alchemical_code(2) == "r+G-b-"
    assert data.MIX[5][2] == RP
    for a in range(8):
        for b in range(8):
            if a != b and data.MIX[a][b]:
                c = data.potion_colour(data.MIX[a][b])
                (sa, la), (sb, lb) = data.ALCHEMICALS[a][c], data.ALCHEMICALS[b][c]
                assert sa == sb and la != lb


def test_published_component_counts():
    assert len(data.ARTIFACTS) == 18
    assert sorted(a.level for a in data.ARTIFACTS) == [1] * 6 + [2] * 6 + [3] * 6
    assert sum(c for _, c in data.FAVOURS) == 22
    assert dict(data.FAVOURS) == {"assistant": 4, "herbalist": 4, "associate": 3, "custodian": 3,
                                  "shopkeeper": 2, "barmaid": 2, "merchant": 2, "sage": 2}
    assert len(data.ADVENTURERS) == 6 and all(len(set(h)) == 3 for h in data.ADVENTURERS)
    assert len(data.SEALS) == 11
    assert data.ARTIFACTS[9].name == "Silver Chalice" and data.ARTIFACTS[9].points == 6


def test_options_and_players_are_checked():
    with pytest.raises(OptionError, match="variant"):
        tw.new("alchemists", variant="expert")
    with pytest.raises(OptionError, match="2 to 4"):
        tw.new("alchemists", players=5)
    with pytest.raises(OptionError, match="known:"):
        tw.new("alchemists", position={"nope": 1})
    with pytest.raises(OptionError, match="binding"):
        tw.new("alchemists", position={"binding": [0] * 8})
    with pytest.raises(OptionError, match="theories"):
        tw.new("alchemists", position={"theories": [["A", 1, 0, "gold"], ["B", 1, 1, "gold"]]})


# ---------------------------------------------------------------- the binding and the deduction grid
def test_the_binding_is_in_no_view_log_or_count_before_the_end():
    g = tw.new("alchemists", players=3, seed=11)
    rng = random.Random(2)
    secret = json.dumps(g.binding)
    while not g.over:
        for seat in (None, 0, 1, 2):
            v = g.view(seat)
            assert "binding" not in v and "score_parts" not in v
        if len(g.history) % 40 == 0:
            testing.check_no_leak(g, rng, samples=1)
        s = g.to_move[0]
        g.play(rng.choice(g.legal_actions(s)), seat=s)
    assert json.dumps(g.view(0)["binding"]) == secret


def test_determinize_samples_a_binding_consistent_with_what_the_seat_saw():
    g = at(1, hands=[["A", "C", "D", "E"], ["B", "F"]])
    round_with(g, (2, 3), {0: ["cube student", "cube drink"]})
    g.play("test a+c", seat=0)
    g.play("drink d+e", seat=0)
    rng = random.Random(5)
    facts = g.facts_for(0)
    assert len(facts) == 2
    bindings = set()
    for _ in range(20):
        twin = g.determinize(0, rng)
        assert all(deduce.check_fact(twin.binding, f) for f in facts)
        bindings.add(tuple(twin.binding))
    assert len(bindings) > 1                     # resampled, not the true binding copied
    # a neutral result leaves exactly the bindings where the two are opposites: 8 * 6! of them
    assert deduce.consistent([("mix", 0, 1, 0)]).sum() == 8 * 720


def test_the_deduction_grid_is_private_and_hidden_from_step_counts():
    g = at(1, hands=[["A", "C"], ["B", "D"]])
    before = json.dumps([g.view(1), g.log_for(1)])
    g.play("notes", seat=0)
    assert g.legal_actions(0)[0] == "mark a1" and "close" in g.legal_actions(0)
    g.play("mark a3", seat=0)
    g.play("row c", seat=0)
    g.play("mark c5", seat=0)
    g.play("mark c5", seat=0)
    assert g.view(0)["me"]["grid"][2] == 1 and g.view(0)["me"]["grid"][2 * 8 + 4] == 2
    g.play("close", seat=0)
    assert json.dumps([g.view(1), g.log_for(1)]) == before
    assert g.view(1)["step"] == 0 and g.view(0)["step"] == 6
    testing.check_hidden_decisions(g, random.Random(1))
    refused(g, "mark a1", 0, "notebook")


# ---------------------------------------------------------------- setup and the order track
def test_apprentice_and_master_starting_ingredients_and_favours():
    for variant, k in (("apprentice", 3), ("master", 2)):
        g = tw.new("alchemists", players=2, seed=4, variant=variant)
        assert [len(p["hand"]) for p in g.ps] == [k, k]
        assert [len(p["favours"]) for p in g.ps] == [2, 2] and g.phase == "keep"
        g.play(g.legal_actions(0)[0], seat=0)
        assert len(g.ps[0]["favours"]) == 1
        assert g.ps[0]["gold"] == 2 and g.ps[0]["rep"] == 10


def test_order_track_bonuses_costs_and_bottom_to_top_declaring():
    g = at(1, players=3, hands=[[], [], []], gold=[0, 2, 2])
    no_herbalist_on_top(g)
    assert "wake 1" not in g.legal_actions(0)          # the top space costs 1 gold
    assert "wake 7" not in g.legal_actions(0)          # the 3-ingredient space is for 4 players
    g.play("wake 4", seat=0)                           # 2 ingredients
    refused(g, "wake 4", 1, "taken")
    g.play("wake 1", seat=1)                           # pay 1 gold, first in order
    g.play("wake 6", seat=2)                           # 2 favour cards
    assert len(g.ps[0]["hand"]) == 2 and g.ps[1]["gold"] == 1
    assert len(g.ps[2]["favours"]) == 3 and not g.interrupts
    assert g.track == [1, 0, 2]
    assert g.to_move == (2,)                            # the bottom of the track declares first


def test_action_cubes_three_in_round_one_then_six_five_four():
    for players, k in ((2, 6), (3, 5), (4, 4)):
        g = at(1, players=players)
        wake(g, *range(2, 2 + players))
        assert g.cubes_left(g.to_move[0]) == 3
        g = at(2, players=players)
        wake(g, *range(2, 2 + players))
        assert g.cubes_left(g.to_move[0]) == k


def test_declaring_spaces_open_by_round_and_cube_costs():
    g = at(1)
    wake(g, 2, 3)
    legal = g.legal_actions(1)
    assert "cube sell" not in legal and "cube publish" not in legal and "cube debunk" not in legal
    assert "cube student" in legal and "cube exhibit" not in legal
    g = at(6)
    wake(g, 2, 3)
    legal = g.legal_actions(1)
    assert "cube exhibit" in legal and "cube student" not in legal and "cube drink" not in legal
    g = at(2)
    wake(g, 2, 3)
    g.play("cube transmute", seat=1)
    g.play("cube transmute", seat=1)                   # the second use costs 2 cubes
    assert g.cubes_left(1) == 3
    g.play("cube sell", seat=1)                        # selling takes 2 cubes
    assert g.cubes_left(1) == 1 and "cube sell" not in g.legal_actions(1)


def test_spaces_resolve_column_by_column_top_to_bottom():
    g = at(1, hands=[["A"], ["B"]], market=["C", "D", "E", "F", "G"])
    wake(g, 2, 3)                                      # seat 0 above seat 1 on the track
    declare(g, {1: ["cube gather", "cube gather"], 0: ["cube gather", "cube gather"]})
    order = []
    while g.current_space() == "gather":
        s = g.to_move[0]
        order.append(s)
        g.play(g.legal_actions(s)[0], seat=s)
    assert order == [0, 1, 0, 1]


def test_associate_puts_your_row_on_top():
    g = at(1, hands=[["A"], ["B"]], market=["C", "D", "E", "F", "G"], favours=[[], ["associate"]])
    wake(g, 2, 3)
    declare(g, {1: ["associate gather", "cube gather"], 0: ["cube gather"]})
    assert g.to_move == (1,) and g.current_space() == "gather"


def test_assistant_gives_one_more_cube():
    g = at(2, favours=[["assistant"], []])
    wake(g, 3, 2)
    assert g.to_move == (0,)
    left = g.cubes_left(0)
    g.play("assistant", seat=0)
    assert g.cubes_left(0) == left + 1 and "assistant" not in g.ps[0]["favours"]


def test_skipped_cubes_give_a_favour_card_per_two_at_round_end():
    g = at(1, hands=[["A"], ["B"]], market=["C", "D", "E", "F", "G"])
    wake(g, 2, 3)
    declare(g, {1: ["cube gather", "cube gather", "cube transmute"], 0: []})
    no_herbalist_on_top(g)
    before = len(g.ps[1]["favours"])
    while g.round == 1:
        g.play("skip", seat=g.to_move[0])
    assert len(g.ps[1]["favours"]) == before + 1          # three cubes left unused: one card


# ---------------------------------------------------------------- actions
def test_gather_from_the_market_or_the_pile():
    g = at(1, hands=[[], ["B", "D"]], market=["C", "C", "D"])
    wake(g, 2, 3)
    declare(g, {0: ["cube gather", "cube gather"], 1: ["cube student"]})
    g.play("take c", seat=0)
    assert g.market.count(2) == 1 and g.ps[0]["hand"] == [2]
    deck = len(g.deck)
    g.play("draw", seat=0)
    assert len(g.deck) == deck - 1 and len(g.ps[0]["hand"]) == 2


def test_transmute_one_ingredient_into_one_gold_and_the_sage():
    g = at(1, hands=[["A", "B"], []], favours=[["sage"], []], gold=[0, 0])
    wake(g, 2, 3)
    declare(g, {0: ["cube transmute", "cube transmute"]})
    g.play("transmute a", seat=0)
    assert g.ps[0]["gold"] == 1 and g.ps[0]["hand"] == [1]
    g.play("favour sage", seat=0)
    g.play("transmute b", seat=0)
    assert g.ps[0]["gold"] == 3


def test_student_result_is_public_ingredients_private_and_a_poisoned_student_costs_gold():
    g = at(1, hands=[["A", "C"], ["B", "D", "E", "H"]], gold=[2, 2])
    wake(g, 2, 3)
    declare(g, {0: ["cube student"], 1: ["cube student", "cube student"]})
    g.play("test a+c", seat=0)                       # blue −: the student is poisoned
    assert g.view(1)["public_results"][-1] == {"seat": 0, "how": "student", "potion": BM, "round": 1}
    assert g.view(0)["me"]["results"][-1]["a"] == 0 and g.view(1)["me"]["results"] == []
    assert all("Mushroom" not in line["text"] for line in g.log_for(1))
    assert g.student_poisoned
    g.play("test b+d", seat=1)
    assert g.ps[1]["gold"] == 1                       # paid the poisoned student


def test_drinking_red_green_and_blue_minus():
    g = at(1, hands=[["A", "E", "C", "G"], ["A", "C"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube drink", "cube drink"], 1: ["cube drink"]})
    g.play("drink a+e", seat=0)                      # red −: a cube to the hospital
    g.play("drink a+c", seat=1)                      # blue −: 1 reputation
    g.play("drink c+g", seat=0)                      # blue − again for seat 0
    assert g.round == 2 and g.ps[0]["hospital"] == 1 and g.ps[1]["rep"] == 9 and g.ps[0]["rep"] == 9
    g = at(1, hands=[["C", "E"], []])
    wake(g, 2, 3)
    declare(g, {0: ["cube drink"]})
    g.play("drink c+e", seat=0)                      # green −: paralysed next round
    assert g.round == 2 and g.ps[0]["paralysed"]
    assert g.order_spaces[0] == len(data.ORDER_SPACES) - 1 and g.to_move == (1,)


def test_a_hospital_cube_is_missing_next_round():
    g = at(1, hands=[["A", "E"], []])
    wake(g, 2, 3)
    declare(g, {0: ["cube drink"]})
    g.play("drink a+e", seat=0)
    wake(g, 2, 3)
    assert g.cubes_left(0) == 5 and g.cubes_left(1) == 6
    assert g.ps[0]["unused"] == 1          # the hospital cube waits in the unused box: it counts there


def _sell_round(hands, reputation=None, favours=None, offers=(0, 0)):
    keys = {}
    if reputation:
        keys["reputation"] = reputation
    if favours:
        keys["favours"] = favours
    g = at(2, hands=hands, gold=[0, 0], **keys)
    wake(g, 2, 3)
    declare(g, {0: ["cube sell"], 1: ["cube sell"]})
    for s, k in ((0, offers[0]), (1, offers[1])):
        g.play(f"offer {k}", seat=g.to_move[0])
    return g


def test_selling_with_each_guarantee():
    # a pair of ingredients making exactly the first request of the round-2 adventurer (seed 1)
    want = data.ADVENTURERS[at(2).heroes[0]][0]
    pair = next((a, b) for a in range(8) for b in range(a + 1, 8) if data.MIX[a][b] == want)
    g2 = _sell_round([[data.LETTERS[pair[0]], data.LETTERS[pair[1]]], ["A", "B"]])
    assert g2.to_move == (0,)
    g2.play("request 1", seat=0)
    g2.play("guarantee 4", seat=0)
    g2.play(f"sell {rules.pair_text(*pair)}", seat=0)
    assert g2.ps[0]["gold"] == 4 and g2.ps[0]["rep"] == 10
    # the second seller cannot sell the same request
    assert "request 1" not in g2.legal_actions(1)


def test_a_failed_guarantee_pays_nothing_and_neutral_or_wrong_sign_costs_reputation():
    g = _sell_round([["A", "B"], ["C", "D"]])
    g.play("request 1", seat=0)
    g.play("guarantee 1", seat=0)                    # any potion: always paid
    g.play("sell a+b", seat=0)                        # neutral
    assert g.ps[0]["gold"] == 1 and g.ps[0]["rep"] == 9
    g.play("request 2", seat=1)
    g.play("guarantee 4", seat=1)
    g.play("sell c+d", seat=1)                        # neutral, not exact: no gold
    assert g.ps[1]["gold"] == 0 and g.ps[1]["rep"] == 9


def test_refunds_set_the_selling_order():
    g = _sell_round([["A", "B"], ["C", "D"]], offers=(0, 2))
    assert g.to_move == (1,)


def test_barmaid_and_merchant():
    g = _sell_round([["A", "B"], ["C", "D"]], favours=[["merchant"], ["barmaid"]])
    g.play("favour merchant", seat=0)                 # first seller: 1 gold
    assert g.ps[0]["gold"] == 1
    g.play("request 1", seat=0)
    g.play("guarantee 1", seat=0)
    g.play("sell a+b", seat=0)
    g.play("favour barmaid", seat=1)
    g.play("request 2", seat=1)
    g.play("guarantee 3", seat=1)                     # neutral counts one level better: right sign
    g.play("sell c+d", seat=1)
    assert g.ps[1]["gold"] == 3 and g.ps[1]["rep"] == 10


def test_reputation_sections_change_losses_and_sale_prices():
    g = at(1, reputation=[5, 15])
    g.gain(0, -1)
    g.gain(1, -1)
    assert g.ps[0]["rep"] == 5 and g.ps[1]["rep"] == 13       # red: 1 back; green: 1 more
    g.ps[1]["rep"] = 20
    g.gain(1, -2)
    assert g.ps[1]["rep"] == 16                                # blue: 2 more
    g.gain(1, -2 + 3)
    assert g.ps[1]["rep"] == 17                                # net gain: no section effect
    assert [rules.section(r) for r in (1, 6, 7, 13, 14, 17, 18)] == \
        ["red", "red", "yellow", "yellow", "green", "green", "blue"]
    # red section sells for one less, blue for one more
    g = _sell_round([["A", "B"], ["C", "D"]], reputation=[5, 19])
    g.play("request 1", seat=0)
    g.play("guarantee 1", seat=0)
    g.play("sell a+b", seat=0)
    g.play("request 2", seat=1)
    g.play("guarantee 1", seat=1)
    g.play("sell c+d", seat=1)
    assert g.ps[0]["gold"] == 0 and g.ps[1]["gold"] == 2


def test_custodian_drinks_before_selling():
    g = at(2, hands=[["A", "B", "C", "D"], []], favours=[["custodian"], []])
    wake(g, 2, 3)
    declare(g, {0: ["custodian", "cube sell"]})
    assert g.current_space() == "custodian"
    g.play("drink a+b", seat=0)
    assert g.current_space() == "sell"


def test_buying_artifacts_and_their_effects():
    g = at(1, gold=[9, 9], favours=[["shopkeeper"], []])
    g.art_market = [1, 4, 5]
    wake(g, 2, 3)
    declare(g, {0: ["cube artifact", "cube artifact"]})
    g.play("favour shopkeeper", seat=0)
    g.play("buy 1", seat=0)                         # Discount Card 3 - 1
    assert g.ps[0]["gold"] == 7
    g.play("buy 4", seat=0)                          # Printing Press 4 - 2 (the discount card's first use)
    assert g.ps[0]["gold"] == 5 and g.ps[0]["artifacts"] == [1, 4]
    g = at(4, gold=[9, 9])
    g.art_market = [6, 12, 9]
    wake(g, 2, 3)
    declare(g, {0: ["cube artifact"], 1: ["cube artifact"]})
    g.play("buy 6", seat=0)                           # Amulet of Rhetoric: 5 reputation
    assert g.ps[0]["rep"] == 15
    g.play("buy 12", seat=1)                          # Altar of Gold: pay for reputation
    g.play("altar 3", seat=1)
    assert g.ps[1]["gold"] == 5 and g.ps[1]["rep"] == 13


def test_artifact_markets_change_after_rounds_three_and_five():
    g = tw.new("alchemists", players=2, seed=2)
    assert {data.ARTIFACTS[a].level for a in g.art_market} == {1}
    rng = random.Random(1)
    seen = {}
    while not g.over:
        seen.setdefault(g.round, {data.ARTIFACTS[a].level for a in g.art_sets[1 if g.round <= 3 else
                                                                               (2 if g.round <= 5 else 3)]})
        s = g.to_move[0]
        g.play(rng.choice(g.legal_actions(s)), seat=s)
    assert seen == {1: {1}, 2: {1}, 3: {1}, 4: {2}, 5: {2}, 6: {3}}


def _publish(g, seat, box, alch, seal):
    g.play(f"publish {box}", seat=seat)
    g.play(f"as {alch + 1}", seat=seat)
    g.play(f"seal {seal}", seat=seat)


def test_publishing_and_endorsing():
    g = at(2, gold=[3, 3])
    wake(g, 2, 3)
    declare(g, {0: ["cube publish"], 1: ["cube publish"]})
    _publish(g, 0, "a", 0, "gold")
    assert g.ps[0]["gold"] == 2 and g.ps[0]["rep"] == 11 and g.theories[0]["alch"] == 0
    assert "publish a" not in g.legal_actions(1)
    g.play("endorse a", seat=1)
    g.play("seal silver", seat=1)                   # 1 gold to the bank, 1 to the first publisher
    assert g.ps[1]["gold"] == 1 and g.ps[0]["gold"] == 3 and g.ps[1]["rep"] == 11


def test_one_alchemical_per_theory_and_no_endorsing_your_own():
    g = at(2, gold=[5, 5], theories=[["A", 0, 0, "gold"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube publish"]})
    assert "endorse a" not in g.legal_actions(0)
    g.play("publish b", seat=0)
    assert "as 1" not in g.legal_actions(0)


def test_grants_first_two_then_three_ingredients():
    g = at(2, gold=[9, 9], theories=[["A", 0, 0, "gold"]])
    g.grants = [0, 1]                              # (Mushroom, Sprout, Toad) and (Claw, Flower, Root)
    wake(g, 2, 3)
    declare(g, {0: ["cube publish", "cube publish"]})
    _publish(g, 0, "b", 1, "silver")
    assert g.ps[0]["grants"] == [0] and g.ps[0]["gold"] == 9 - 1 + 2
    _publish(g, 0, "d", 3, "red")
    assert g.ps[0]["grants"] == [0]


def test_apprentice_debunking_by_naming_an_aspect():
    # the theory says Mushroom is r+g-B+ but it is r-g+B-: its red sign is wrong
    g = at(2, gold=[5, 5], theories=[["A", 1, 1, "gold"], ["B", 0, 1, "red"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube debunk", "cube debunk"]})
    g.play("debunk a r", seat=0)
    assert g.theories[0] is None and g.ps[0]["rep"] == 12 and g.ps[1]["rep"] == 5
    assert ("aspect", 0, 0, -1) in g.public_facts
    g.play("debunk b r", seat=0)                  # Sprout's theory r-... the truth is r+: refuted,
    assert g.theories[1] is None                  # but the red hedge protects the seal
    assert g.ps[1]["rep"] == 5
    g = at(2, theories=[["A", 0, 1, "gold"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube debunk"]})
    g.play("debunk a g", seat=0)                  # a right theory: the debunker loses 1
    assert g.theories[0] is not None and g.ps[0]["rep"] == 9


def test_master_debunking_refutes_or_finds_a_conflict():
    # Mushroom claimed to be R+G+B+ (it is r-g+B-): Mushroom + Toad makes blue −, which
    # R+G+B+ cannot make with anything
    g = at(2, variant="master", theories=[["A", 7, 1, "gold"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube debunk"]})
    g.play("debunk a+c", seat=0)
    assert g.theories[0] is None and g.ps[0]["rep"] == 12
    # two theories each possible alone but not together: a conflict
    g = at(2, variant="master", theories=[["A", 2, 1, "gold"], ["C", 5, 1, "silver"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube debunk"]})
    g.play("debunk a+c", seat=0)                 # truth blue −; theories 2+5 make red +
    assert g.theories[0]["conflict"] and g.theories[2]["conflict"]
    assert g.seal_count(1) == 0


def test_conferences_after_rounds_three_and_five():
    for variant, first, second in (("apprentice", {0: -1, 1: 1}, {0: -2, 1: -1, 2: 1}),
                                   ("master", {0: -2, 1: -1, 2: 1}, {0: -3, 1: -1 - 1, 2: -1, 3: 1})):
        for rnd, table in ((3, first), (5, second)):
            for seals, delta in table.items():
                theories = [[data.LETTERS[k], k, 0, "red" if k % 2 else "green"] for k in range(seals)]
                g = at(rnd, variant=variant, theories=theories)
                wake(g, 2, 3)
                declare(g, {})
                assert g.round == rnd + 1
                # the most-seals bonus comes first; the yellow section changes nothing
                assert g.ps[0]["rep"] == 10 + delta + (1 if seals else 0), (variant, rnd, seals)
                assert g.ps[1]["rep"] == 10 + table[0]


def test_most_seals_gains_one_reputation_at_round_end():
    g = at(2, theories=[["A", 0, 0, "red"]])
    wake(g, 2, 3)
    declare(g, {})
    assert g.ps[0]["rep"] == 11 and g.ps[1]["rep"] == 10


def test_herbalist_draws_three_and_discards_two():
    g = at(1, hands=[[], []])
    g.fdeck = [f for f in g.fdeck if f != "herbalist"] + ["herbalist"]
    g.play("wake 6", seat=0)                       # two favour cards: the herbalist first
    assert g.interrupts and g.interrupts[0][1] == "herbalist"
    hand = len(g.ps[0]["hand"])
    g.play(g.legal_actions(0)[0], seat=0)
    g.play(g.legal_actions(0)[0], seat=0)
    assert len(g.ps[0]["hand"]) == hand - 2 and not g.interrupts


def test_exhibition_in_round_six():
    g = at(6, hands=[["A", "D", "B", "E", "F", "H"], ["A", "C"]])
    wake(g, 2, 3)
    declare(g, {0: ["cube exhibit", "cube exhibit", "cube exhibit"], 1: ["cube exhibit"]})
    g.play("exhibit g+", seat=0)
    g.play("show a+d", seat=0)                     # green +: first to show it
    assert g.ps[0]["rep"] == 11
    g.play("exhibit b+", seat=1)
    g.play("show a+c", seat=1)                     # blue − is not blue +: fails
    assert g.ps[1]["rep"] == 9
    g.play("exhibit b+", seat=0)
    g.play("show b+e", seat=0)                     # blue +: first
    assert g.ps[0]["rep"] == 12
    g.play("exhibit b-", seat=0)
    assert "show f+h" in g.legal_actions(0)


def test_scoring_at_the_end():
    g = at(6, gold=[7, 0], favours=[["sage"], []], artifacts=[[9, 14], []],
           theories=[["A", 0, 0, "gold"], ["B", 0 + 2, 0, "silver"], ["C", 1, 0, "red"], ["D", 7, 1, "blue"]])
    # A right (+5); B wrong (r+G-b- for r+g-B+ differs in green and blue: -4);
    # C wrong, r+g-B+ against r+G-b-: two signs differ (-4); D wrong for seat 1 (-4)
    parts = g.score_parts(0)
    assert parts["seals"] == 5 - 4 - 4
    assert parts["artifacts"] == 6 + 4
    assert parts["money"] == (7 + 2) // 3
    assert g.score_parts(1)["seals"] == -4
    wake(g, 2, 3)
    declare(g, {})
    assert g.over and g.result()["scores"][0] == sum(g.score_parts(0).values())


def test_a_hedged_seal_on_a_theory_wrong_in_that_colour_alone_is_safe():
    # Mushroom is r-g+B- (signs - + -); R+g+b- (alchemical 5, signs + + -) differs in the red sign only
    assert [s for s, _ in data.ALCHEMICALS[0]] == [-1, 1, -1] and [s for s, _ in data.ALCHEMICALS[5]] == [1, 1, -1]
    g = at(6, players=3, theories=[["A", 5, 0, "red"], ["A", 5, 1, "green"], ["A", 5, 2, "gold"]])
    assert g.score_parts(0)["seals"] == 0           # hedged in the one wrong colour: safe
    assert g.score_parts(1)["seals"] == -4          # hedged in another colour
    assert g.score_parts(2)["seals"] == -4          # not hedged at all
    # wrong in two signs (r-G+b+ claimed for Sprout, r+g-B+): no hedge helps
    g = at(6, theories=[["B", 3, 0, "red"]])
    assert g.score_parts(0)["seals"] == -4


# ---------------------------------------------------------------- refusals and the kit
def test_bad_actions_are_refused_with_the_rule():
    g = at(1, hands=[["A", "C"], ["B"]], gold=[0, 0])
    refused(g, "wake 1", 0, "gold")
    refused(g, "cube gather", 0, "declaring")
    refused(g, "wake 2", 1, "not")
    wake(g, 2, 3)
    refused(g, "cube sell", 1, "round 2")
    declare(g, {0: ["cube student"]})
    refused(g, "test a+a", 0, "itself")
    refused(g, "test a+b", 0, "hand")


def test_random_games_end_with_invariants():
    for players in (2, 3, 4):
        stats = testing.random_playouts("alchemists", games=4, seed=players, players=players)
        assert stats["finished"] == 4
    stats = testing.random_playouts("alchemists", games=3, seed=9, players=3, variant="master")
    assert stats["finished"] == 3


def test_contract_kit():
    testing.full_contract_check("alchemists", range(1), players=2, fuzz_every=40)
    testing.full_contract_check("alchemists", range(1), players=3, fuzz_every=90, variant="master")
    testing.check_replay("alchemists", seed=3, players=2)


def test_lesson():
    testing.check_lesson("alchemists", plies=2, steps=(8, 14))


def test_the_scholar_beats_random_and_plays_legal_moves():
    wins = 0
    for seed in range(6):
        g = tw.new("alchemists", players=2, seed=seed, variant="master" if seed % 3 == 2 else "apprentice")
        me = seed % 2
        bots = {me: ScholarBot(seed=seed), 1 - me: RandomBot(seed=seed)}
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += me in g.result()["winners"]
    assert wins >= 5


def test_the_scholar_publishes_a_certain_theory_with_a_gold_seal():
    g = at(2, gold=[5, 5])
    for a, b, pot in ((0, 1, N), (0, 2, BM), (0, 3, GP), (0, 4, RM), (1, 2, GM), (1, 3, BP), (2, 4, GM),
                      (4, 5, N), (2, 3, N), (0, 6, RM), (1, 6, GM), (0, 5, BM), (6, 7, N), (1, 5, RP)):
        g.ps[0]["facts"].append(("mix", a, b, pot))
    bot = ScholarBot(seed=1)
    wake(g, 2, 3)
    declare(g, {0: ["cube publish"]})
    act = bot.choose(g, 0)
    assert act.startswith("publish")
    g.play(act, seat=0)
    box = g.t["box"]
    g.play(bot.choose(g, 0), seat=0)
    g.play(bot.choose(g, 0), seat=0)
    assert g.theories[box]["alch"] == IDENTITY[box] and g.theories[box]["seals"][0][1] == "gold"


def test_boots_of_speed_use_a_space_once_more():
    g = at(1, hands=[["A", "B"], ["C"]], market=["C", "D", "E", "F", "G"], artifacts=[[0], []])
    wake(g, 2, 3)
    declare(g, {0: ["cube gather"], 1: ["cube transmute"]})
    g.play("take c", seat=0)
    assert g.legal_actions(0)[:2] == ["again", "pass"]
    g.play("again", seat=0)
    g.play("take d", seat=0)
    assert g.ps[0]["hand"] == [0, 1, 2, 3] and g.ps[0]["boots"] and g.ps[0]["unused"] == 0
    assert g.current_space() == "transmute"           # once a round only


def test_periscope_shows_one_ingredient_a_rival_used():
    g = at(1, hands=[["A"], ["A", "C"]], artifacts=[[3], []])
    wake(g, 2, 3)
    declare(g, {1: ["cube student"], 0: []})
    g.play("test a+c", seat=1)
    assert g.to_move == (0,) and g.legal_actions(0)[:2] == ["peek", "pass"]
    g.play("peek", seat=0)
    fact = g.ps[0]["facts"][-1]
    assert fact[0] == "part" and fact[1] in (0, 2) and fact[2] == BM
    assert deduce.check_fact(g.binding, fact)
    assert g.view(1)["me"]["results"][-1]["how"] == "student" and g.view(0)["me"]["results"][-1]["how"] == "periscope"
    # the fact narrows the bindings: Mushroom or Toad makes blue − with something
    assert deduce.consistent([fact]).sum() < 40320


def test_thinking_cap_trunk_amulet_and_mortar():
    g = at(4, gold=[9, 9], hands=[["A", "C", "D"], ["B"]])
    g.art_market = [10, 11, 7]
    wake(g, 2, 3)
    declare(g, {0: ["cube artifact", "cube artifact"], 1: ["cube artifact"]})
    g.play("buy 10", seat=0)                          # Thinking Cap: two private tests, nothing used up
    g.play("think a+c", seat=0)
    g.play("think a+d", seat=0)
    assert g.ps[0]["hand"] == [0, 2, 3] and g.ps[0]["facts"][-2:] == [("mix", 0, 2, BM), ("mix", 0, 3, GP)]
    assert g.view(1)["public_results"] == []
    favours = len(g.ps[1]["favours"])
    no_herbalist_on_top(g)
    g.play("buy 7", seat=1)                           # Hypnotic Amulet: 4 favour cards
    assert len(g.ps[1]["favours"]) == favours + 4
    g.play("buy 11", seat=0)                          # Witch's Trunk: 7 ingredients, none from the track
    assert len(g.ps[0]["hand"]) == 10 and g.ps[0]["trunk"]
    g = at(1, hands=[["A", "C"], []], artifacts=[[2], []])
    wake(g, 2, 3)
    declare(g, {0: ["cube drink"]})
    g.play("drink a+c", seat=0)                      # Magic Mortar: one of the two stays
    assert len(g.ps[0]["hand"]) == 1


def test_the_heuristic_never_prefers_the_notebook_so_the_greedy_bot_finishes():
    from tablewidgets.engine.bots import GreedyBot
    g = tw.new("alchemists", players=2, seed=701)
    assert g.heuristic(0) > -1.0
    g.play("notes", seat=0)
    assert g.heuristic(0) == -1.0
    g.play("close", seat=0)
    bots = [GreedyBot(seed=1), ScholarBot(seed=1)]
    steps = 0
    while not g.over:
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), seat=s)
        steps += 1
        assert steps < 1500
