"""Pax Pamir: a scripted test per rule of the page (loyalty, the turn, the market, playing cards and
bribes, impact icons, the six card actions, special abilities, cleanup and limits, Dominance Checks,
ruling and the overthrow rule, loyalty changes, the end), the published cards, the bot, seeded random
games and the shared kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import pax_pamir as package
from tablewidgets.games.pax_pamir import data, rules
from tablewidgets.games.pax_pamir.bots import KhanBot
from tablewidgets.testing import refused

MARKET = [[39, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]]


def game(players=2, seed=1, **pos):
    position = {"loyalty": ["afghan", "british", "russian", "afghan", "british"][:players],
                "rupees": [4] * players, "market": [list(r) for r in MARKET]}
    position.update(pos)
    return tw.new("pax_pamir", players=players, seed=seed, position=position)


def test_doctests():
    assert doctest.testmod(package).failed == 0


def test_the_published_components():
    assert len(data.COURT) == 100 and len(data.EVENTS) == 12 and len(data.DOMINANCE_CARDS) == 4
    assert len(data.REGIONS) == 6 and len(data.BORDERS) == 9 and len(data.WAKHAN_CARDS) == 24
    assert len(data.SPECIAL_ABILITIES) == 20
    assert {c.ability for c in data.COURT if c.ability} == set(data.SPECIAL_ABILITIES)
    mohan = data.CARD[1]
    assert (mohan.name, mohan.region, mohan.suit, mohan.rank, mohan.prize) == ("Mohan Lal", "kabul", "intelligence", 3, "russian")
    assert sum(len(b) for b in data.REGION_BORDERS.values()) == 18


def test_setup_six_piles_with_events_and_checks_in_the_lower_four():
    for players in (2, 5):
        g = tw.new("pax_pamir", players=players, seed=3)
        n = players + 5
        full = list(reversed(g.deck)) + [c for row in g.market for c in row]
        assert len(g.deck) + 12 == 6 * n + 10
        deck_top_first = [c for row in g.market for c in row] + list(reversed(g.deck))
        pile1 = deck_top_first[:n]
        assert all(c <= 100 for c in pile1), "the top pile has no events"
        pile2 = deck_top_first[n:2 * n + 2]
        assert sum(1 for c in pile2 if c > 104) == 2 and not any(101 <= c <= 104 for c in pile2)
        assert sum(1 for c in full if 101 <= c <= 104) == 4
        assert all(p["rupees"] == 4 for p in g.ps)


def test_starting_loyalty_is_chosen_in_order_and_the_last_chooser_starts():
    g = tw.new("pax_pamir", players=3, seed=4)
    order = list(g.loyalty_order)
    for coalition in ("british", "russian", "afghan"):
        g.play(f"loyalty {coalition}")
    assert [g.ps[s]["loyalty"] for s in order] == ["british", "russian", "afghan"]
    assert g.to_move == (order[-1],) and g.turn["actions"] == 2


def test_buying_leaves_a_rupee_on_each_skipped_card_and_takes_those_on_the_card():
    g = game()
    g.coins[0][2] = 3
    g.play("buy a2")
    assert g.ps[0]["rupees"] == 4 - 2 + 3
    assert g.coins[0][0] == 1 and g.coins[0][1] == 1 and 42 in g.ps[0]["hand"]
    assert (0, 0) in g.blocked and "buy a0" not in g.legal_actions()


def test_a_skip_payment_goes_to_the_other_row_when_the_space_is_empty():
    g = game(market=[[None, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a2")
    assert g.coins[1][0] == 1 and g.coins[0][1] == 1


def test_military_favoured_doubles_the_cost():
    g = game(favoured="military")
    assert g.buy_cost(0, 0, 3) == 6
    refused(g, "buy a3", 0, "costs 6")
    g2 = game(favoured="military", rupees=[6, 4])
    g2.play("buy a3")
    assert g2.ps[0]["rupees"] == 0 and g2.coins[0][0] == 2


def test_two_actions_per_turn_then_only_free_ones():
    g = game(hands=[[9], []])
    g.play("buy a0")
    g.play("buy b0")
    assert not any(a.startswith(("buy", "play")) for a in g.legal_actions())
    refused(g, "play 9 left", 0, "actions")


def test_an_event_bought_resolves_and_is_discarded():
    g = game(market=[[113, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")
    assert g.ps[0]["rupees"] == 7 and 113 in g.discard and 113 not in g.ps[0]["hand"]


def test_public_withdrawal_cannot_be_bought_and_rupees_on_it_leave_the_game():
    g = game(market=[[111, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    assert "buy a0" not in g.legal_actions()
    refused(g, "buy a0", 0, "Public Withdrawal")
    g.play("buy a1")
    assert g.coins[0][0] == 0 and g.removed_rupees == 1


def test_playing_a_card_to_either_end_of_the_court_and_its_impact_icons():
    g = game(hands=[[7, 12], []], rupees=[4, 4])
    g.play("play 7 left")          # Dost Mohammad: tribe tribe army spy
    assert g.tribes["kabul"][0] == 2 and g.armies["kabul"]["afghan"] == 1
    assert g.legal_actions() == ["spy 7"]
    g.play("spy 7")
    assert g.spies[7] == [1, 0]
    g.play("play 12 left")         # City of Ghazni: road road road army
    assert g.ps[0]["court"] == [12, 7]
    for _ in range(3):
        assert g.stack[-1]["kind"] == "road"
        g.play("road kabul_punjab")
    assert g.roads["kabul_punjab"]["afghan"] == 3 and g.armies["kabul"]["afghan"] == 2


def test_leverage_gives_two_rupees_and_costs_two_when_the_card_leaves():
    g = game(hands=[[14], []], rupees=[0, 4])
    g.play("play 14 right")        # Money Lenders: road road leverage
    g.play("road kabul_punjab")
    g.play("road kabul_punjab")
    assert g.ps[0]["rupees"] == 2
    g.discard_court(0, 14)
    assert g.ps[0]["rupees"] == 0


def test_a_leverage_debt_short_of_rupees_is_paid_with_cards():
    g = game(courts=[[14, 9], []], hands=[[1], []], rupees=[1, 4])
    g.discard_court(0, 14)
    g._run()
    assert g.ps[0]["rupees"] == 0 and g.stack[-1]["kind"] == "leverage"
    assert set(g.legal_actions()) == {"discard 1", "discard 9"}
    g.play("discard 1")
    assert 1 in g.discard and not g.stack


def test_suit_icons_change_the_favoured_suit():
    g = game(hands=[[8], []], favoured="military")
    g.play("play 8 left")          # Kabul Bazaar: road road spy, then favours Political
    g.play("road kabul_punjab")
    g.play("road herat_kabul")
    g.play("spy 8")
    assert g.favoured == "political"
    g2 = game(hands=[[2], []])
    g2.play("play 2 left")         # Jan-Fishan Khan: spy spy army, then favours Military (icons in order)
    assert g2.favoured == "political" and g2.legal_actions() == ["spy 2"]
    g2.play("spy 2")
    g2.play("spy 2")
    assert g2.favoured == "military" and g2.spies[2] == [2, 0] and g2.armies["kabul"]["afghan"] == 1


def test_an_empty_supply_lets_the_player_take_the_piece_from_the_board():
    g = game(hands=[[6], []], armies={"herat": {"afghan": 10}}, roads={"herat_kabul": {"afghan": 2}},
             tribes={"punjab": [10, 0]})
    g.play("play 6 left")          # Aminullah Khan Logari: tribe army spy, with no cylinder nor block left
    assert g.stack[-1]["kind"] == "relocate"
    assert g.legal_actions() == ["from tribe punjab"]
    g.play("from tribe punjab")
    assert g.tribes["kabul"][0] == 1 and g.tribes["punjab"][0] == 9
    assert g.legal_actions() == ["from army herat", "from road herat_kabul"]
    g.play("from road herat_kabul")
    assert g.armies["kabul"]["afghan"] == 1 and g.roads["herat_kabul"]["afghan"] == 1
    assert g.parts("spy 6", 0) == ["card-6"]


def test_a_bribe_is_an_exchange_offer_accept():
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    assert g.to_move == (0,) and g.legal_actions() == ["offer 0", "offer 1", "offer 2"]
    g.play("offer 1")
    assert g.to_move == (1,) and set(g.legal_actions()) == {"accept", "refuse", "ask 2"}
    g.play("accept", seat=1)
    assert 9 in g.ps[0]["court"] and g.ps[0]["rupees"] == 3 and g.ps[1]["rupees"] == 5


def test_a_refused_bribe_keeps_the_card_in_hand_and_the_action():
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    g.play("offer 0")
    g.play("refuse", seat=1)
    assert 9 in g.ps[0]["hand"] and g.turn["actions"] == 2 and g.to_move == (0,)


def test_a_counter_offer_is_paid_or_withdrawn():
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    g.play("offer 1")
    g.play("ask 2", seat=1)
    assert g.to_move == (0,) and g.legal_actions() == ["pay", "withdraw"]
    g.play("pay")
    assert 9 in g.ps[0]["court"] and g.ps[1]["rupees"] == 6


def test_the_full_bribe_is_accepted_at_once():
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    g.play("offer 2")
    assert 9 in g.ps[0]["court"] and g.ps[1]["rupees"] == 6


def test_a_card_with_spies_pays_the_top_spy_holder_a_bribe_and_ties_pay_nothing():
    g = game(players=3, courts=[[9], [], []], spies={"9": [0, 1, 2]}, tribes={"kabul": [1, 0, 0]},
             rupees=[4, 4, 4])
    assert g._hostage_bribe(0, 9) == (2, 2)
    g.spies[9] = [0, 1, 1]
    assert g._hostage_bribe(0, 9) == (None, 0)


def test_tax_from_the_market_and_players_of_ruled_regions_not_below_economic_stars():
    g = game(courts=[[8], [13]], tribes={"kabul": [1, 0]}, rupees=[0, 3])
    g.coins[1][3] = 1
    g.play("tax 8")
    assert set(g.legal_actions()) == {"take b3", "take p1", "done"}
    g.play("take p1")              # Blue has 2 economic stars (Ghilzai Nomads): taxed down to 2 at most
    assert g.ps[1]["rupees"] == 2 and g.legal_actions() == ["take b3", "done"]
    g.play("take b3")
    assert g.ps[0]["rupees"] == 2 and not g.stack


def test_gift_costs_two_four_or_six_and_adds_influence():
    g = game(courts=[[4], []], rupees=[6, 4])
    assert g.influence(0) == 1
    g.play("gift 4")
    assert g.legal_actions() == ["gift 2", "gift 4", "gift 6"]
    g.play("gift 6")
    assert g.ps[0]["gifts"] == [0, 0, 1] and g.influence(0) == 2 and g.ps[0]["rupees"] == 0
    # action costs go onto the market's rightmost cards, half per row
    assert g.coins[0][5] == g.coins[0][4] == g.coins[0][3] == 1 and g.coins[1][5] == 1


def test_build_in_ruled_regions_two_rupees_a_block_up_to_three():
    g = game(courts=[[17], []], tribes={"kabul": [1, 0]}, rupees=[8, 4])
    g.play("build 17")
    assert "army kabul" in g.legal_actions() and "road kabul_punjab" in g.legal_actions()
    assert "army herat" not in g.legal_actions()
    g.play("army kabul")
    g.play("road kabul_punjab")
    g.play("army kabul")
    assert not g.stack and g.armies["kabul"]["afghan"] == 2 and g.ps[0]["rupees"] == 2


def test_move_armies_along_loyal_roads_and_spies_around_the_court_ring():
    g = game(courts=[[1, 9], [13]], armies={"kabul": {"afghan": 1}}, roads={"herat_kabul": {"afghan": 1}},
             spies={"9": [1, 0]})
    g.play("move 1")               # Mohan Lal: three moves
    legal = g.legal_actions()
    assert "army kabul-herat" in legal and "army kabul-punjab" not in legal
    assert "spy 9-13" in legal and "spy 9-1" in legal
    g.play("army kabul-herat")
    g.play("spy 9-13")
    assert g.armies["herat"]["afghan"] == 1 and g.spies[13] == [1, 0]


def test_betray_discards_a_card_with_your_spy_and_offers_its_prize():
    g = game(courts=[[10], [40]], spies={"40": [1, 0]})
    g.play("betray 10")
    g.play("betray 40")
    assert g.legal_actions() == ["take prize", "refuse prize"]
    g.play("take prize")
    assert 40 in g.ps[0]["prizes"] and g.influence(0) == 2 and 40 not in g.spies
    assert g.ps[0]["rupees"] == 2


def test_battle_removes_up_to_rank_and_own_pieces_and_never_own_loyalty():
    g = game(courts=[[35], []], armies={"punjab": {"afghan": 1, "british": 2}}, tribes={"punjab": [0, 1]})
    g.play("battle 35")            # Hari Singh Nalwa, rank 2, but only one Afghan army there
    g.play("site punjab")
    legal = g.legal_actions()
    assert "remove army punjab british" in legal and "remove tribe punjab 1" in legal
    assert not any("afghan" in a for a in legal)
    g.play("remove tribe punjab 1")
    assert not g.stack and g.armies["punjab"]["british"] == 2 and g.tribes["punjab"][1] == 0


def test_battle_on_a_card_removes_spies():
    g = game(courts=[[2], [13]], spies={"13": [1, 1]})
    g.play("battle 2")
    g.play("site 13")
    assert g.legal_actions() == ["remove spy 13 1", "done"]
    g.play("remove spy 13 1")
    assert g.spies[13] == [1, 0]


def test_safe_house_lets_the_owner_of_a_spy_removed_in_battle_shelter_it_or_let_it_go():
    """Safe House (Claude Wade, 72): the spy's owner decides, then the battle goes on."""
    for choice, on_72 in (("safehouse 72", 1), ("release", 0)):
        g = game(courts=[[2], [13, 72]], spies={"13": [1, 2]})
        g.play("battle 2")
        g.play("site 13")
        g.play("remove spy 13 1")
        assert g.to_move == (1,) and g.legal_actions() == ["safehouse 72", "release"]
        assert g.parts("safehouse 72", 1) == ["card-72"] and g.label("release", 1) == "Let the spy go"
        with pytest.raises(IllegalAction):
            g.play("safehouse 13", seat=1)
        g.play(choice, seat=1)
        assert g.spies[13] == [1, 1] and g.spies.get(72, [0, 0])[1] == on_72
        assert g.to_move == (0,) and not g.stack          # then the battler's turn goes on


def test_ruling_needs_a_tribe_and_strictly_most_ruling_pieces():
    g = game(tribes={"kabul": [1, 1]}, armies={"kabul": {"afghan": 1}})
    assert g.ruler("kabul") == 0
    g.armies["kabul"] = {"afghan": 0, "british": 1, "russian": 0}
    assert g.ruler("kabul") == 1
    g.armies["kabul"]["british"] = 0
    assert g.ruler("kabul") is None
    g2 = game(armies={"herat": {"afghan": 3}})
    assert g2.ruler("herat") is None


def test_overthrow_losing_the_last_tribe_discards_political_cards_of_the_region():
    g = game(courts=[[5, 9], []], tribes={"kabul": [1, 0]})
    g.remove_tribe("kabul", 0)
    assert g.ps[0]["court"] == [9] and 5 in g.discard


def test_overthrow_losing_the_last_political_card_removes_the_tribes():
    g = game(courts=[[5, 9], []], tribes={"kabul": [2, 0]})
    g.discard_court(0, 5)
    assert g.tribes["kabul"][0] == 0


def test_a_discarded_card_sends_its_spies_home():
    g = game(courts=[[9], []], spies={"9": [0, 2]})
    g.discard_court(0, 9)
    assert 9 not in g.spies and g.cylinder_supply(1) == 10


def test_favoured_suit_actions_are_free_but_each_card_acts_once():
    g = game(courts=[[9], [13]], tribes={"kabul": [1, 0]}, favoured="economic", rupees=[6, 5])
    g.play("buy a0")
    g.play("buy b0")
    g.play("tax 9")
    g.play("take p1")
    assert g.ps[0]["rupees"] == 7
    assert "tax 9" not in g.legal_actions()
    refused(g, "tax 9", 0, "one action per turn")


def test_savvy_operator_is_always_favoured():
    g = game(courts=[[91, 9], []], favoured="military")        # Allah Quli Bahadur is a political card
    assert g.is_favoured(0, 91) and not g.is_favoured(0, 9)


def test_court_and_hand_limits_at_cleanup():
    g = game(hands=[[1, 2, 3], []], courts=[[9, 13, 29, 28], []])
    assert g.court_limit(0) == 3 and g.hand_limit(0) == 2
    g.play("end")
    assert g.stack[-1]["kind"] == "court_limit"
    g.play("discard 9")
    assert g.stack[-1]["kind"] == "hand_limit"
    g.play("discard 3")
    assert g.to_move == (1,) and len(g.ps[0]["hand"]) == 2 and len(g.ps[0]["court"]) == 3


def test_political_and_intelligence_stars_raise_the_limits():
    g = game(courts=[[7, 1], []])          # Dost Mohammad (political 2), Mohan Lal (intelligence 3)
    assert g.court_limit(0) == 5 and g.hand_limit(0) == 5


def test_cleanup_discards_events_in_the_left_column_slides_and_refills():
    g = game(market=[[109, 41, 42, 43, 44, 45], [46, 47, None, 49, 50, 52]],
             tribes={"punjab": [1, 0]}, armies={"punjab": {"british": 2}}, courts=[[25], []])
    g.coins[1][2] = 2
    deck = len(g.deck)
    g.play("end")
    assert 109 in g.discard and g.tribes["punjab"] == [0, 0] and g.armies["punjab"]["british"] == 0
    assert g.market[0][:5] == [41, 42, 43, 44, 45] and g.market[1][:2] == [46, 47]
    assert g.market[1][2] == 49 and g.coins[1][2] == 2      # the card sliding over picked up the rupees
    assert len(g.deck) == deck - 2
    assert 25 in g.discard, "losing the last tribe of Punjab discards Josiah Harlan (overthrow)"


def test_instability_two_dominance_checks_in_the_market_resolve_one_check():
    g = game(market=[[41, 101, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.deck.append(102)
    g.play("buy a0")
    g.play("end")
    assert g.checks == 2 and 101 in g.discard and 102 in g.discard


def test_successful_dominance_check_scores_five_three_one_by_influence_and_clears_blocks():
    g = game(players=4, loyalty=["afghan", "afghan", "afghan", "british"], gifts=[[1, 1, 0], [1, 0, 0], [0] * 3, [0] * 3],
             armies={"kabul": {"afghan": 5}, "herat": {"british": 1}}, rupees=[4] * 4,
             market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")
    assert [p["score"] for p in g.ps] == [5, 3, 1, 0]
    assert g.blocks_in_play("afghan") == 0 and g.blocks_in_play("british") == 0


def test_unsuccessful_check_scores_cylinders_three_and_one_with_shared_ties():
    g = game(players=3, tribes={"kabul": [2, 2, 1]}, armies={"kabul": {"afghan": 3}},
             market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]], rupees=[4] * 3)
    g.play("buy a0")
    assert [p["score"] for p in g.ps] == [2, 2, 0]          # (3 + 1) // 2 each
    assert g.blocks_in_play("afghan") == 3


def test_tied_influence_shares_the_points_rounding_down():
    assert rules.PaxPamir.share((5, 3, 1), [(0, 2), (1, 1), (2, 1)]) == {0: 5, 1: 2, 2: 2}


def test_a_lead_of_four_after_a_check_wins_at_once():
    g = game(armies={"kabul": {"afghan": 4}}, market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")
    assert g.over and g.result()["winners"] == [0] and "lead of 4" in g.result()["reason"]


def test_the_fourth_check_counts_double_and_ties_go_to_military_stars_then_rupees():
    g = game(checks=3, loyalty=["afghan", "afghan"], armies={"kabul": {"afghan": 4}}, scores=[3, 0],
             gifts=[[1, 0, 0], [0] * 3], courts=[[], [38]],
             market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")
    assert g.over and [p["score"] for p in g.ps] == [13, 6]
    g2 = game(checks=3, loyalty=["afghan", "afghan"], armies={"kabul": {"afghan": 4}}, scores=[0, 4],
              courts=[[38], []], market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    # equal influence: both score (5 + 3) // 2 = 4, doubled to 8; seat 0 has 0 + 8, seat 1 has 4 + 8
    g2.play("buy a0")
    assert [p["score"] for p in g2.ps] == [8, 12]
    g3 = game(checks=3, scores=[5, 5], courts=[[38], []], tribes={"kabul": [1, 1]}, rupees=[4, 9],
              market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g3.play("buy a0")
    assert g3.ps[0]["score"] == g3.ps[1]["score"] and g3.result()["winners"] == [0]   # military stars


def test_playing_a_patriot_of_another_coalition_changes_loyalty_and_loses_patriots_gifts_prizes():
    g = game(hands=[[19], []], courts=[[6], []], gifts=[[1, 0, 0], [0] * 3], prizes=[[4], []])
    g.play("play 19 left")
    assert g.ps[0]["loyalty"] == "british" and g.ps[0]["gifts"] == [0, 0, 0] and g.ps[0]["prizes"] == []
    assert 6 not in g.ps[0]["court"] and 19 in g.ps[0]["court"]


def test_a_prize_of_another_coalition_changes_loyalty_and_may_be_refused():
    g = game(courts=[[10], [23]], spies={"23": [1, 0]})   # Henry Pottinger's prize is Russian
    g.play("betray 10")
    g.play("betray 23")
    g.play("refuse prize")
    assert g.ps[0]["loyalty"] == "afghan" and 23 in g.discard
    g = game(courts=[[10], [23]], spies={"23": [1, 0]})
    g.play("betray 10")
    g.play("betray 23")
    g.play("take prize")
    assert g.ps[0]["loyalty"] == "russian" and g.ps[0]["prizes"] == [23]


def test_special_abilities_change_the_rules():
    g = game(courts=[[66], []], market=[[39, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    herat = [(r, c) for r in range(2) for c in range(6) if data.CARD[g.market[r][c]].region == "herat"]
    for r, c in herat:
        assert g.buy_cost(0, r, c) == 0                          # Herat Influence
    g = game(loyalty=["british", "afghan"], courts=[[51], []], armies={"kabul": {"british": 1}})
    assert "army kabul-herat" in g._move_options(0, 1)           # Indian Supplies: no road needed
    g.ps[0]["court"] = []
    assert "army kabul-herat" not in g._move_options(0, 1)
    g = game(courts=[[5, 8], [13]], rupees=[0, 4])
    assert "take p1" in g._tax_sources(0)                        # Claim of Ancient Lineage
    g = game(courts=[[10], [15, 24]], spies={"24": [1, 0]})
    assert 24 not in g._betray_targets(0)                        # Bodyguards protect political cards
    g = game(hands=[[9], []], courts=[[42], [7]], tribes={"kabul": [0, 2]},
             market=[[39, 41, 60, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    assert g._play_bribe(0, 9) == (None, 0)                       # Charismatic Courtiers
    g = game(courts=[[2], [17]], armies={"kabul": {"afghan": 1}}, tribes={"kabul": [0, 1]})
    assert "remove tribe kabul 1" not in g._removals(0, "kabul")  # Citadel


def test_blackmail_places_a_spy_at_the_start_of_the_turn():
    market = [[80, 81, 82, 83, 84, 85], [86, 87, 88, 89, 90, 92]]
    kandahar = [c.id for c in data.COURT if c.region == "kandahar" and c.id != 43
                and not any(c.id in row for row in market) and c.loyalty in (None, "british")][0]
    g = game(courts=[[43], [kandahar]], market=market)
    assert g.stack and g.stack[-1]["kind"] == "blackmail"
    assert f"spy {kandahar}" in g.legal_actions() and "skip" in g.legal_actions()
    g.play(f"spy {kandahar}")
    assert g.spies[kandahar] == [1, 0]


def test_insurrection_places_two_afghan_armies_in_kabul_after_a_check():
    g = game(loyalty=["british", "afghan"], courts=[[], [3]], tribes={"kabul": [1, 1]},
             market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")
    assert g.armies["kabul"]["afghan"] == 2


def test_events_until_the_next_check():
    g = game(market=[[109, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]],
             armies={"kabul": {"afghan": 2}})
    g.play("buy a0")                                             # Conflict Fatigue: a lead of 2 is enough
    assert g.dominance_status()["dominant"] == "afghan"
    g = game(market=[[116, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]], tribes={"herat": [1, 1]})
    g.play("buy a0")                                             # Rebuke: clear one region
    assert g.legal_actions()[0] == "region persia"
    g.play("region herat")
    assert g.tribes["herat"] == [0, 0]


def test_options_and_player_counts_are_checked():
    with pytest.raises(OptionError, match="open_hands"):
        tw.new("pax_pamir", players=2, open_hands="maybe")
    with pytest.raises(OptionError):
        tw.new("pax_pamir", players=6)
    with pytest.raises(OptionError, match="known"):
        tw.new("pax_pamir", players=2, position={"deck": []})
    with pytest.raises(OptionError, match="loyalty"):
        tw.new("pax_pamir", players=2, position={"loyalty": ["afghan"]})


def test_hands_are_hidden_unless_open_hands():
    g = game(hands=[[1], [2]])
    assert g.view(0)["players"][1]["hand"] is None and g.view(0)["players"][1]["hand_count"] == 1
    assert g.view(None)["players"][0]["hand"] is None
    g = tw.new("pax_pamir", players=2, seed=1, open_hands=True,
               position={"loyalty": ["afghan", "british"], "hands": [[1], [2]]})
    assert g.view(0)["players"][1]["hand"] == [2]


def test_refusals_name_the_rule():
    g = game()
    refused(g, "buy z9", 0)
    refused(g, "tax 9", 0, "tax")
    refused(g, "play 9 left", 1)
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    refused(g, "end", 0, "bribe")


def test_the_khan_beats_random_and_plays_legal_moves():
    wins = 0
    for seed in range(4):
        g = tw.new("pax_pamir", players=3, seed=seed)
        bots = [KhanBot(seed=seed), RandomBot(seed=seed + 1), RandomBot(seed=seed + 2)]
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += g.result()["winners"] == [0]
    assert wins >= 3


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_with_invariants(players):
    stats = testing.random_playouts("pax_pamir", games=4, seed=players, players=players, every=3)
    assert stats


def test_contract_checks():
    testing.full_contract_check("pax_pamir", range(1), players=3, fuzz_every=60)
    g = game(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]})
    g.play("play 9 left")
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    testing.check_undo_policy(g)
    testing.check_parts(g)
    testing.fuzz_actions(g, random.Random(3), tries=30)
    testing.check_no_leak(g, random.Random(4), samples=2)


def test_replay():
    testing.check_replay("pax_pamir", seed=4, players=3)


def test_lesson():
    games = testing.check_lesson("pax_pamir", plies=2, steps=(8, 15))
    assert len(games) == 15 and games[-1].players == 1 and games[-1].wakhan_seat == 1   # the last: solo


def test_a_tie_on_points_and_military_stars_goes_to_the_most_rupees():
    g = game(checks=3, scores=[5, 5], tribes={"kabul": [1, 1]}, rupees=[9, 4],
             market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    g.play("buy a0")                 # an unsuccessful final check: equal cylinders share 3 + 1, doubled
    assert g.over and g.ps[0]["score"] == g.ps[1]["score"] == 9
    assert g.result()["winners"] == [0] and g.result()["ranking"] == [1, 2]
