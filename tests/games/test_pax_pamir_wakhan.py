"""Pax Pamir's Wakhan automa: scripted positions for each of its decision rules implemented so far
(the deck and its reshuffle, the arrows, pragmatic loyalty and its steadfast variant, the card
priority tie rule, the border order, radicalize with and without a Dominance Check in the market, the
savvy purchasing variant), plus seeded random positions checking the rules' invariants."""

from __future__ import annotations

import random

import pytest

import tablewidgets as tw
from tablewidgets.games.pax_pamir import wakhan as wk
from tablewidgets.games.pax_pamir.data import CARD, DOMINANCE_CARDS, WAKHAN_CARDS

MARKET = [[39, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]]
OTHER = [[2, 5, 8, 9, 10, 11], [13, 14, 18, 21, 29, 31]]   # a market without the cards placed in courts
W = 1   # the seat playing Wakhan in these positions


def game(**pos):
    position = {"loyalty": ["russian", "afghan"], "rupees": [4, 4], "market": [list(r) for r in MARKET]}
    position.update(pos)
    return tw.new("pax_pamir", players=2, seed=1, position=position)


def shown(front: int, back: int) -> dict:
    """A Wakhan deck showing card ``front`` on the discard pile and card ``back`` on the deck."""
    return {"deck": [5, back], "discard": [9, front]}


# ---------------------------------------------------------------------------- the deck
def test_the_deck_has_the_24_cards_shuffled_by_the_seed():
    a, b = wk.new_deck(random.Random(3)), wk.new_deck(random.Random(3))
    assert a == b and sorted(a["deck"]) == list(range(1, 25)) and a["discard"] == []
    assert a["deck"] != wk.new_deck(random.Random(4))["deck"]


def test_a_draw_moves_the_top_card_onto_the_discard_pile():
    s = wk.new_deck(random.Random(1))
    top, under = s["deck"][-1], s["deck"][-2]
    wk.draw(s, random.Random(0))
    assert s["discard"] == [top] and wk.front(s).id == top and wk.back(s).id == under and len(s["deck"]) == 23


def test_the_deck_running_out_reshuffles_every_card_and_draws_again():
    s, rng = wk.new_deck(random.Random(1)), random.Random(2)
    for _ in range(23):
        wk.draw(s, rng)
    assert len(s["deck"]) == 1 and len(s["discard"]) == 23
    wk.draw(s, rng)                       # the last card: the deck would be empty, so all 24 come back
    assert len(s["deck"]) == 23 and len(s["discard"]) == 1
    assert sorted(s["deck"] + s["discard"]) == list(range(1, 25))
    assert wk.front(s) is not None and wk.back(s) is not None


# ---------------------------------------------------------------------------- the arrows
def test_the_front_arrows_pick_the_column_and_side_on_the_back():
    # front card 1: column arrow 2, row arrow 1; back card 2: columns 4 5 0 1 2 3, sides bottom-right/top-left
    assert wk.column(shown(1, 2)) == 0 and wk.red_arrow(shown(1, 2)) == "top_left"
    # front card 2: column arrow 1, row arrow 0; back card 7: columns 1 2 3 4 5 0, sides bottom-right/top-left
    assert wk.column(shown(2, 7)) == 2 and wk.red_arrow(shown(2, 7)) == "bottom_right"


# ---------------------------------------------------------------------------- pragmatic loyalty
def test_pragmatic_loyalty_is_the_first_coalition_of_the_card_no_other_player_holds():
    # card 1's order: russian, afghan, british
    assert wk.pragmatic_loyalty(game(loyalty=["russian", "afghan"]), W, shown(1, 2)) == "afghan"
    assert wk.pragmatic_loyalty(game(loyalty=["british", "afghan"]), W, shown(1, 2)) == "russian"
    assert wk.pragmatic_loyalty(game(), W, {"deck": [1], "discard": []}) is None


def test_steadfast_pragmatic_loyalty_takes_the_free_coalition_with_most_blocks():
    g = game(loyalty=["russian", "afghan"], armies={"kabul": {"british": 2, "afghan": 1}})
    assert wk.pragmatic_loyalty(g, W, shown(1, 2)) == "afghan"
    assert wk.pragmatic_loyalty(g, W, shown(1, 2), steadfast=True) == "british"
    even = game(loyalty=["russian", "afghan"], armies={"kabul": {"british": 1, "afghan": 1}})
    assert wk.pragmatic_loyalty(even, W, shown(1, 2), steadfast=True) == "afghan"   # a tie: the card's order


# ---------------------------------------------------------------------------- card priority
def test_priority_an_opponents_card_first():
    g = game(courts=[[15], [12]])
    assert wk.highest_priority(g, W, [12, 15]) == 15


def test_priority_then_the_favoured_suit():
    g = game(courts=[[15, 9], []], favoured="economic")
    assert wk.highest_priority(g, W, [15, 9]) == 9


def game3(**pos):
    position = {"loyalty": ["british", "afghan", "russian"], "rupees": [4, 4, 4],
                "market": [list(r) for r in MARKET], "favoured": "economic"}
    position.update(pos)
    return tw.new("pax_pamir", players=3, seed=1, position=position)


def test_priority_then_a_patriot_of_the_dominant_coalition_then_its_prize():
    courts = [[36, 38, 16], [], [86]]
    g = game3(courts=courts, armies={"kabul": {"british": 4}})
    assert g.dominance_status()["dominant"] == "british"
    assert wk.highest_priority(g, W, [86, 36, 38]) == 36         # the British patriot
    assert wk.highest_priority(g, W, [86, 38, 16]) == 38         # a British prize
    # no dominant coalition: both patriots tie, so the higher rank (86: rank 2) decides
    assert wk.highest_priority(game3(courts=courts), W, [36, 86]) == 86


def test_priority_then_any_patriot_then_leverage_then_rank_then_number():
    g = game3(courts=[[15, 36, 27, 24, 16, 17], [], []])
    assert wk.highest_priority(g, W, [15, 36]) == 36            # a patriot
    assert wk.highest_priority(g, W, [15, 27]) == 27            # leverage
    assert wk.highest_priority(g, W, [24, 15]) == 24            # rank 2 over rank 1
    assert wk.highest_priority(g, W, [15, 16, 17]) == 17        # the highest number
    assert wk.by_priority(g, W, [15, 17, 24, 36]) == [36, 24, 17, 15]


# ---------------------------------------------------------------------------- borders
def test_the_borders_of_a_region_follow_the_cards_region_order():
    # card 1's regions: transcaspia, kabul, kandahar, persia, herat, punjab
    assert wk.border_order("kabul", shown(1, 2)) == ["kabul_transcaspia", "kabul_kandahar", "herat_kabul", "kabul_punjab"]
    assert wk.border_order("persia", shown(1, 2)) == ["persia_transcaspia", "herat_persia"]


# ---------------------------------------------------------------------------- radicalize
def test_radicalize_starts_at_the_arrow_column_and_goes_left():
    g = game(rupees=[4, 9])
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 4)        # column 4 of the top row


def test_radicalize_skips_what_wakhan_cannot_afford_or_what_got_rupees():
    g = game(rupees=[4, 3])
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 3)
    g.blocked.add((0, 3))
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 2)


def test_radicalize_skips_public_withdrawal_and_takes_another_event():
    g = game(rupees=[4, 9], market=[[39, 41, 42, 43, 111, 45], [46, 47, 48, 49, 50, 52]])
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 3)
    g = game(rupees=[4, 9], market=[[39, 41, 42, 43, 105, 45], [46, 47, 48, 49, 50, 52]])
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 4)


def test_radicalize_tries_the_other_row_and_may_find_nothing():
    g = game(rupees=[4, 0], market=[[None, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]])
    assert wk.radicalize_target(g, W, shown(2, 1)) == (1, 0)
    g = game(rupees=[4, 0], market=[[None, 41, 42, 43, 44, 45], [None, 47, 48, 49, 50, 52]])
    assert wk.radicalize_target(g, W, shown(2, 1)) is None


def test_radicalize_with_a_dominance_check_in_the_market_and_a_dominant_coalition():
    market = [[101, 36, 42, 12, 44, 45], [46, 47, 32, 49, 50, 52]]
    g = game(rupees=[4, 9], market=market, armies={"kabul": {"british": 4}})
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 1)        # the cheapest British patriot (36)
    market = [[101, 41, 42, 12, 44, 45], [46, 47, 48, 49, 15, 52]]
    g = game(rupees=[4, 9], market=market, armies={"kabul": {"british": 4}})
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 3)        # most armies and roads (12: four)


def test_radicalize_with_a_dominance_check_and_no_dominant_coalition():
    market = [[101, 41, 42, 12, 44, 45], [46, 70, 48, 49, 1, 52]]
    g = game(rupees=[4, 9], market=market)
    assert wk.radicalize_target(g, W, shown(2, 1)) == (1, 4)        # card 1: three spies
    g.ps[W]["rupees"] = 2
    assert wk.radicalize_target(g, W, shown(2, 1)) == (1, 1)        # card 70: two spies, cost 1


def test_savvy_purchasing_takes_a_cheaper_card_of_the_suit_and_rank():
    # the pick is 44 (political, rank 1, cost 4); 42 (political, rank 1, cost 2) is cheaper
    g = game(rupees=[4, 9])
    assert wk.radicalize_target(g, W, shown(2, 1), savvy=True) == (0, 2)
    g.blocked.add((0, 2))
    assert wk.radicalize_target(g, W, shown(2, 1), savvy=True) == (0, 3)   # 43 now, cost 3


def test_savvy_purchasing_with_a_check_and_nothing_placing_cylinders_takes_most_rupees():
    market = [[101, 15, 16, 78, 17, 59], [46, 47, 48, 49, 50, 52]]
    g = game(rupees=[4, 9], market=market)
    g.coins[0][4] = 7
    # without the variant: nothing places a tribe or spy, so every affordable card ties and the
    # cheapest with the highest number is taken: the Dominance Check itself (101, free in column 0)
    assert wk.radicalize_target(g, W, shown(2, 1)) == (0, 0)
    # with it: card 17 nets 7 - 4 = 3 rupees, card 46 (leverage, free) 2, card 78 0 - 3 + 2 = -1
    assert wk.radicalize_target(g, W, shown(2, 1), savvy=True) == (0, 4)


# ---------------------------------------------------------------------------- random positions
def test_random_positions_keep_the_rules_invariants():
    rng = random.Random(5)
    for seed in range(20):
        g = tw.new("pax_pamir", players=2, seed=seed)
        for _ in range(rng.randint(10, 150)):
            if g.over:
                break
            seat = g.to_move[0]
            g.play(rng.choice(g.legal_actions()), seat=seat)
        state = wk.new_deck(random.Random(seed))
        for _ in range(rng.randint(1, 30)):
            wk.draw(state, rng)
        assert sorted(state["deck"] + state["discard"]) == list(range(1, 25)) and state["deck"]
        w = seed % 2
        before = g.save()
        for savvy in (False, True):
            pick = wk.radicalize_target(g, w, state, savvy=savvy)
            if pick is not None:
                r, c = pick
                assert g.market[r][c] not in (None, 111) and (r, c) not in g.blocked
                assert g.buy_cost(w, r, c) <= g.ps[w]["rupees"]
                if not any(x in DOMINANCE_CARDS for row in g.market for x in row):
                    assert g.market[r][c] not in DOMINANCE_CARDS
        court = [cid for s in range(2) for cid in g.ps[s]["court"]]
        order = wk.by_priority(g, w, court)
        assert sorted(order) == sorted(court)
        if court:
            assert order[0] == wk.highest_priority(g, w, court)
        loyal = wk.pragmatic_loyalty(g, w, state)
        assert loyal is None or loyal != g.ps[1 - w]["loyalty"]
        for name in wk.RADICALIZE_INSTRUCTIONS:
            pick = wk.instruction_target(g, w, state, name)
            if pick is not None:
                r, c = pick
                assert (r, c) not in g.blocked and g.buy_cost(w, r, c) <= g.ps[w]["rupees"]
                assert g.market[r][c] in CARD or name.endswith("most_net_rupees")
        target = wk.battle_court_target(g, w)
        assert target is None or (g.spies[target][w] > 0 and g.spies[target][1 - w] > 0)
        plan = wk.battle_plan(g, w, state, rank=3)
        if plan is not None:
            site, removals = plan
            assert 0 < len(removals) <= 3 or site in CARD
            for removal in removals:
                kind, where, whose = removal.split()[1:]
                if kind == "tribe":
                    assert g.tribes[where][int(whose)] and int(whose) != w
                elif kind == "spy":
                    assert g.spies[int(where)][int(whose)] and int(whose) != w
                else:
                    table = g.armies if kind == "army" else g.roads
                    assert table[where][whose] and whose != wk.pragmatic_loyalty(g, w, state)
        for region in ("kabul", "punjab", "herat"):
            card = wk.spy_card(g, w, region)
            assert card is None or (card in court and CARD[card].region == region)
        assert g.save() == before                       # the rules read, they change nothing
    assert len(WAKHAN_CARDS) == 24 and all(c in CARD for c in range(1, 101))


# ---------------------------------------------------------------------------- instructions
def target(g, instruction, front=2, back=1):
    return wk.instruction_target(g, W, shown(front, back), instruction)


def test_if_military_is_favoured_the_highest_ranked_military_card():
    name = "radicalize_if_military_favored_highest_ranked_military"
    assert target(game(rupees=[4, 9]), name) is None                        # political is favoured
    assert target(game(rupees=[4, 9], favoured="military"), name) == (1, 4)  # 50: rank 2, costs 8
    assert target(game(rupees=[4, 7], favoured="military"), name) is None    # 52 costs 10 now


def test_if_political_is_favoured_the_highest_ranked_economic_card():
    name = "radicalize_if_political_favored_highest_ranked_economic"
    assert target(game(rupees=[4, 9]), name) == (1, 0)                      # 46 and 47 rank 2: the cheaper
    assert target(game(rupees=[4, 9], favoured="economic"), name) is None


def test_the_highest_ranked_card_of_a_suit_and_any_intelligence_card():
    g = game(rupees=[4, 9])
    assert target(g, "radicalize_highest_ranked_political") == (0, 2)      # all rank 1: the cheapest
    assert target(g, "radicalize_highest_ranked_intelligence") == (0, 1)   # 41, rank 2
    g.blocked.add((0, 1))
    assert target(g, "radicalize_highest_ranked_intelligence") == (0, 0)
    assert target(game(rupees=[4, 9]), "radicalize_intelligence") == (0, 0)


def test_short_of_rupees_the_card_netting_most_rupees_if_it_nets_any():
    name = "radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees"
    assert target(game(rupees=[4, 9]), name) is None
    assert target(game(rupees=[4, 1]), name) == (1, 0)                     # 46: leverage, free
    flat = [[39, 41, 42, 43, 44, 45], [48, 47, 46, 49, 50, 52]]
    assert target(game(rupees=[4, 1], market=flat), name) is None          # nothing nets a rupee


def test_a_card_that_makes_wakhan_rule_its_region():
    name = "radicalize_card_that_gives_control_of_region"
    # front card 2: pragmatic loyalty afghan (the other player is Russian)
    assert target(game(rupees=[4, 9]), name) == (0, 2)                     # 42: one tribe rules Kandahar
    g = game(rupees=[4, 9], tribes={"kandahar": [1, 0]})
    assert target(g, name) == (0, 3)                                       # 43: tribe and army beat one tribe
    g = game(rupees=[4, 9], tribes={"kandahar": [0, 1]})
    assert g.ruler("kandahar") == W and target(g, name) is None            # Wakhan rules it already


def test_the_card_placing_most_blocks_or_cylinders():
    g = game(rupees=[4, 9])
    assert target(g, "radicalize_card_that_would_place_most_blocks") == (1, 1)   # 47: three
    name = "radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders"
    assert target(g, name) == (0, 1)                                       # 41: two spies
    assert target(game(rupees=[4, 9], armies={"kabul": {"british": 4}}), name) is None
    only_spies = [[39, 41, None, None, None, None], [None] * 6]
    assert target(game(rupees=[4, 9], market=only_spies), "radicalize_card_that_would_place_most_blocks") is None


def test_a_move_card_when_wakhan_has_none():
    name = "radicalize_if_no_card_with_move_card_with_move_action"
    assert target(game(rupees=[4, 9]), name) == (0, 0)                     # 39: move and battle
    assert target(game(rupees=[4, 9], courts=[[], [4]]), name) is None


def test_a_patriot_of_the_dominant_coalition():
    name = "radicalize_if_dominant_coalition_matching_patriot"
    assert target(game(rupees=[4, 9]), name) is None
    assert target(game(rupees=[4, 9], armies={"kabul": {"british": 4}}), name) == (1, 4)   # 50


def test_a_political_card_when_the_court_is_full():
    name = "radicalize_if_court_size_at_limit_highest_ranked_political"
    assert target(game(rupees=[4, 9], courts=[[], [15, 16]]), name) is None
    assert target(game(rupees=[4, 9], courts=[[], [15, 16, 17]]), name) == (0, 2)


def test_an_intelligence_card_when_another_player_has_more_spies():
    name = "radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence"
    assert target(game(rupees=[4, 9]), name) is None
    assert target(game(rupees=[4, 9], courts=[[1], []], spies={"1": [1, 0]}), name) == (0, 1)
    assert target(game(rupees=[4, 9], courts=[[1], []], spies={"1": [1, 1]}), name) is None


def test_every_radicalize_instruction_of_the_cards_is_known_and_others_are_refused():
    g = game(rupees=[4, 9])
    for name in wk.RADICALIZE_INSTRUCTIONS:
        pick = target(g, name)
        assert pick is None or g.buy_cost(W, *pick) <= 9
    with pytest.raises(ValueError, match="Not a radicalize instruction"):
        target(g, "radicalize_everything")


# ---------------------------------------------------------------------------- the turn's actions
def test_the_turn_tries_the_cards_actions_in_order_until_two_are_done():
    card = wk.WAKHAN[1]                  # tax, the military instruction, radicalize
    assert wk.take_actions(card, lambda a: True) == [("tax", True), (card.actions[1], True)]
    fails_tax = wk.take_actions(card, lambda a: a != "tax")
    assert fails_tax == [("tax", False), (card.actions[1], True), ("radicalize", True)]
    only_tax = wk.take_actions(card, lambda a: a == "tax")
    assert only_tax == [("tax", True), (card.actions[1], False), ("radicalize", False), ("tax", True)]


def test_three_failed_actions_in_a_row_end_the_turn():
    card = wk.WAKHAN[1]
    assert wk.take_actions(card, lambda a: False) == [(a, False) for a in card.actions]
    log = wk.take_actions(card, lambda a: a == "radicalize", actions=1)
    assert log == [("tax", False), (card.actions[1], False), ("radicalize", True)]


# ---------------------------------------------------------------------------- where pieces go
def test_a_spy_goes_where_wakhan_is_not_ahead_by_card_priority():
    g = game(market=OTHER, courts=[[39], [43]])
    assert wk.spy_card(g, W, "kandahar") == 39                       # both open: the opponent's card
    g = game(market=OTHER, courts=[[39], [43]], spies={"39": [0, 1]})
    assert wk.spy_card(g, W, "kandahar") == 43                       # Wakhan leads on 39
    g = game(market=OTHER, courts=[[39], [43]], spies={"39": [0, 1], "43": [0, 1]})
    assert wk.spy_card(g, W, "kandahar") == 39                       # ahead everywhere: priority of all
    assert wk.spy_card(game(market=OTHER, courts=[[39], []]), W, "kandahar") == 39
    assert wk.spy_card(game(), W, "punjab") is None


def test_the_battle_instruction_targets_the_card_with_most_spies_shared_with_wakhan():
    g = game(market=OTHER, courts=[[39, 41], []], spies={"39": [1, 1], "41": [2, 1]})
    assert wk.battle_court_target(g, W) == 41
    assert wk.battle_court_target(game(market=OTHER, courts=[[39, 41], []], spies={"39": [1, 1], "41": [2, 0]}), W) == 39
    assert wk.battle_court_target(game(market=OTHER, courts=[[39], []], spies={"39": [1, 0]}), W) is None
    # Indispensable Advisors (card 1) keeps its owner's spies out of battles
    assert wk.battle_court_target(game(market=OTHER, courts=[[1, 39], []], spies={"39": [1, 1]}), W) is None


def test_an_empty_supply_takes_the_piece_by_the_cards_region_order():
    army = {"kind": "relocate", "seat": W, "what": "army", "where": "kabul", "coalition": "afghan"}
    g = game(armies={"persia": {"afghan": 1}, "punjab": {"afghan": 1}}, roads={"herat_kabul": {"afghan": 1}})
    assert wk.relocation_choice(g, W, shown(1, 2), army) == "from army persia"     # card 1: persia before punjab
    assert wk.relocation_choice(g, W, shown(7, 1), army) == "from army punjab"     # card 7: punjab first
    g = game(roads={"herat_kabul": {"afghan": 1}, "kabul_punjab": {"afghan": 1}})
    assert wk.relocation_choice(g, W, shown(7, 1), army) == "from road kabul_punjab"
    assert wk.relocation_choice(g, W, shown(1, 2), army) == "from road herat_kabul"   # kabul's borders: herat before punjab


def test_an_empty_supply_takes_a_tribe_before_a_spy():
    spy = {"kind": "relocate", "seat": W, "what": "spy", "where": 39, "coalition": None}
    g = game(market=OTHER, courts=[[39, 41], [43]], tribes={"herat": [0, 1]}, spies={"41": [0, 1], "43": [0, 1]})
    assert wk.relocation_choice(g, W, shown(1, 2), spy) == "from tribe herat"
    g = game(market=OTHER, courts=[[39, 41], [43]], spies={"41": [0, 1], "43": [0, 1]})
    assert wk.relocation_choice(g, W, shown(1, 2), spy) == "from spy 41"           # the opponent's card first
    with pytest.raises(ValueError, match="Nothing on the board"):
        wk.relocation_choice(game(), W, shown(1, 2), spy)


# ---------------------------------------------------------------------------- discards
def test_the_court_discard_steps_in_order():
    g = game(market=OTHER, courts=[[], [15, 16, 17, 24, 42, 27, 39, 12]], favoured="military",
             spies={"16": [1, 0], "17": [1, 1]})
    assert wk.court_discard(g, W, [24, 15]) == 15                   # not political
    assert wk.court_discard(g, W, [42, 24]) == 24                   # not a patriot (42: afghan)
    assert wk.court_discard(g, W, [27, 24]) == 24                   # no leverage
    assert wk.court_discard(g, W, [15, 16, 17]) == 16               # the other player's spy beyond Wakhan's
    assert wk.court_discard(g, W, [15, 17]) == 15                   # fewest spies (both 0 beyond)
    assert wk.court_discard(g, W, [12, 15]) == 15                   # lowest rank
    assert wk.court_discard(g, W, [39, 15]) == 39                   # not the favoured suit (military)
    assert wk.court_discard(game(market=OTHER, courts=[[], [15, 16]]), W, [16, 15]) == 15   # lowest number
    assert wk.court_discard(g, W, []) is None


# ---------------------------------------------------------------------------- ambition
CHECK_MARKET = [[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]]


def test_ambition_buys_a_check_wakhan_would_gain_most_from():
    assert wk.ambition(game(), W) is None                                        # no check in the market
    g = game(market=CHECK_MARKET, tribes={"kabul": [0, 2]})
    assert wk.check_gains(g) == {0: 1, 1: 3} and wk.ambition(g, W) == (0, 0)     # cylinders: 3 against 1
    g = game(market=CHECK_MARKET, tribes={"kabul": [1, 1]})
    assert wk.check_gains(g) == {0: 2, 1: 2} and wk.ambition(g, W) is None      # a tie is not enough
    g = game(market=CHECK_MARKET, tribes={"kabul": [0, 2]}, armies={"punjab": {"british": 4}})
    assert wk.ambition(g, W) is None                                             # British dominance: Wakhan gains 0


def test_ambition_needs_a_check_wakhan_can_buy():
    market = [[41, 42, 101, 43, 44, 45], [46, 47, 48, 49, 50, 52]]
    assert wk.ambition(game(market=market, rupees=[4, 1], tribes={"kabul": [0, 2]}), W) is None
    g = game(market=market, rupees=[4, 2], tribes={"kabul": [0, 2]})
    assert wk.ambition(g, W) == (0, 2)
    g.blocked.add((0, 2))
    assert wk.ambition(g, W) is None


def test_ambition_buys_the_last_check_when_wakhan_would_then_win():
    pos = dict(market=CHECK_MARKET, loyalty=["british", "afghan"], checks=3, armies={"punjab": {"british": 4}})
    g = game(scores=[0, 12], **pos)
    assert wk.check_gains(g) == {0: 10, 1: 0} and wk.ambition(g, W) == (0, 0)    # 12 against 10: Wakhan wins
    assert wk.ambition(game(scores=[0, 9], **pos), W) is None
    assert wk.ambition(game(scores=[0, 10], **pos), W) is None                   # a tie on every tie-break
    assert wk.ambition(game(scores=[0, 10], rupees=[4, 5], **pos), W) == (0, 0)  # more rupees breaks the tie


# ---------------------------------------------------------------------------- card actions
def test_the_card_for_an_action_is_the_highest_priority_one_wakhan_can_pay_for():
    g = game(market=OTHER, courts=[[], [44, 49, 48]], rupees=[4, 1])
    assert wk.action_card(g, W, "tax") == 44                          # political is favoured
    assert wk.action_card(game(market=OTHER, courts=[[], [44, 49, 48]], favoured="economic"), W, "tax") == 49
    assert wk.action_card(g, W, "build") is None                      # a build costs 2
    assert wk.action_card(g, W, "gift") is None                       # no card with a gift
    g.turn["used"].append(44)
    assert wk.action_card(g, W, "tax") == 49                          # 44 was used this turn
    g = game(market=OTHER, courts=[[], [44, 49]], rupees=[4, 3], favoured="economic", spies={"49": [2, 0]})
    assert wk.action_card(g, W, "build") == 44                        # 49 also needs a 2-rupee spy bribe


def test_tax_takes_from_players_first_then_the_market_by_the_arrow():
    pos = dict(market=OTHER, tribes={"kandahar": [0, 1]}, courts=[[39], []])
    assert wk.tax_takes(game(rupees=[5, 0], **pos), W, shown(2, 1), 3) == ["take p0"] * 3
    g = game(rupees=[2, 0], **pos)
    g.coins[1][0], g.coins[0][2] = 1, 1
    assert wk.tax_takes(g, W, shown(2, 1), 3) == ["take p0", "take p0", "take b0"]
    assert wk.tax_takes(g, W, shown(2, 1), 5) == ["take p0", "take p0", "take b0", "take a2"]
    sheltered = game(rupees=[2, 0], market=OTHER, tribes={"kandahar": [0, 1]}, courts=[[39, 48], []])
    assert wk.tax_takes(sheltered, W, shown(2, 1), 3) == ["take p0"]  # one economic star shelters a rupee
    assert wk.tax_takes(game(rupees=[5, 0], market=OTHER, courts=[[39], []]), W, shown(2, 1), 2) == []


def test_tax_ties_between_players_go_to_the_arrows_side():
    g = game3(market=OTHER, rupees=[5, 0, 5], tribes={"kandahar": [0, 1, 0]}, courts=[[39], [], [41]])
    assert wk.tax_takes(g, W, shown(2, 1), 1) == ["take p0"]          # top-left: the player before Wakhan
    assert wk.tax_takes(g, W, shown(2, 7), 1) == ["take p2"]          # bottom-right: the player after
    g.ps[2]["rupees"] = 6
    assert wk.tax_takes(g, W, shown(2, 1), 2) == ["take p2", "take p2"]   # most rupees first


def test_build_in_the_first_ruled_region_of_the_card_as_many_armies_as_paid_up_to_three():
    pos = dict(market=OTHER, tribes={"kandahar": [0, 1], "herat": [0, 1]})
    # card 2's regions: persia, punjab, kandahar, herat, ...; card 7's: punjab, transcaspia, kabul, persia, kandahar
    assert wk.build_plan(game(rupees=[4, 5], **pos), W, shown(2, 1)) == ("kandahar", 2)
    assert wk.build_plan(game(rupees=[4, 9], **pos), W, shown(2, 1)) == ("kandahar", 3)
    assert wk.build_plan(game(rupees=[4, 9], **pos), W, shown(5, 1))[0] == "kandahar"   # card 5: persia, kandahar, herat
    assert wk.build_plan(game(rupees=[4, 9], **pos), W, shown(6, 1))[0] == "herat"      # card 6: herat first
    assert wk.build_plan(game(rupees=[4, 1], **pos), W, shown(2, 1)) is None
    assert wk.build_plan(game(rupees=[4, 9], market=OTHER), W, shown(2, 1)) is None


def test_betray_a_prize_card_where_wakhan_has_a_spy_by_priority():
    # 4 and 26 (prize afghan), 39 (no prize); 26 is political
    g = game(market=OTHER, courts=[[4, 39, 26], []], spies={"4": [0, 1], "39": [0, 1], "26": [0, 1]}, favoured="political")
    assert wk.betray_target(g, W) == 26                              # the favoured suit
    g = game(market=OTHER, courts=[[4, 39], []], spies={"4": [0, 1], "39": [0, 1]})
    assert wk.betray_target(g, W) == 4                               # 39 has no prize
    g = game(market=OTHER, courts=[[15, 26], []], spies={"26": [0, 1]})
    assert wk.betray_target(g, W) is None                            # Bodyguards (15) guard the political card
    assert wk.betray_target(game(market=OTHER, courts=[[4], []]), W) is None


# ---------------------------------------------------------------------------- impact icons
def test_wakhan_plays_to_the_court_end_of_the_arrow():
    assert wk.court_side(shown(1, 2)) == "left" and wk.court_side(shown(2, 7)) == "right"


def test_roads_go_on_the_borders_in_the_cards_order_round_again():
    assert wk.road_borders("kabul", shown(1, 2), 3) == ["kabul_transcaspia", "kabul_kandahar", "herat_kabul"]
    assert wk.road_borders("persia", shown(1, 2), 3) == ["persia_transcaspia", "herat_persia", "persia_transcaspia"]


# ---------------------------------------------------------------------------- battle
def test_battle_in_the_first_region_of_the_card_with_wakhans_armies_and_enemy_pieces():
    # front card 2: pragmatic loyalty afghan; regions persia, punjab, kandahar, ...
    g = game(market=OTHER, armies={"punjab": {"afghan": 2, "russian": 1}, "kandahar": {"afghan": 3, "russian": 3}},
             roads={"kandahar_punjab": {"russian": 1}}, tribes={"punjab": [1, 0]})
    site, out = wk.battle_plan(g, W, shown(2, 1), rank=3)
    assert site == "punjab" and out == ["remove tribe punjab 0", "remove army punjab russian"]   # two afghan armies
    site, out = wk.battle_plan(g, W, shown(2, 1), rank=1)
    assert out == ["remove tribe punjab 0"]                           # the card's rank caps it
    # without enemy pieces in Punjab, Kandahar comes next; roads after armies
    g = game(market=OTHER, armies={"punjab": {"afghan": 2}, "kandahar": {"afghan": 3, "russian": 1}},
             roads={"herat_kandahar": {"russian": 1}})
    assert wk.battle_plan(g, W, shown(2, 1), rank=3) == ("kandahar", ["remove army kandahar russian",
                                                                      "remove road herat_kandahar russian"])
    g.roads["kandahar_punjab"]["russian"] = 1                         # a road on Punjab's border counts there
    assert wk.battle_plan(g, W, shown(2, 1), rank=3) == ("punjab", ["remove road kandahar_punjab russian"])


def test_battle_ignores_guarded_tribes_and_coalitions_nobody_else_holds():
    g = game(market=OTHER, courts=[[17], []], armies={"kabul": {"afghan": 2, "british": 2}}, tribes={"kabul": [1, 0]})
    assert wk.battle_plan(g, W, shown(2, 1), rank=3) is None           # Citadel of Ghazni; British is nobody's


def test_battle_on_a_court_card_when_no_region_will_do():
    g = game(market=OTHER, courts=[[39, 41], []], spies={"39": [2, 1], "41": [1, 1]}, favoured="intelligence")
    # both intelligence and opponent's; same rank? 39 rank 1, 41 rank 2: 41 first
    assert wk.battle_plan(g, W, shown(2, 1), rank=2) == (41, ["remove spy 41 0"])
    g = game(market=OTHER, courts=[[39], []], spies={"39": [2, 1]})
    assert wk.battle_plan(g, W, shown(2, 1), rank=2) == (39, ["remove spy 39 0"])   # one Wakhan spy: one removed
    assert wk.battle_plan(game(market=OTHER), W, shown(2, 1), rank=2) is None


def test_battle_takes_the_arrow_sides_player_first():
    g = game3(market=OTHER, armies={"persia": {"afghan": 1}}, tribes={"persia": [1, 0, 1]})
    assert wk.battle_plan(g, W, shown(2, 1), rank=3) == ("persia", ["remove tribe persia 0"])   # top-left: before
    assert wk.battle_plan(g, W, shown(2, 7), rank=3) == ("persia", ["remove tribe persia 2"])   # bottom-right: after


# ---------------------------------------------------------------------------- spy movement variant
def test_an_idle_spy_moves_from_the_lowest_priority_card_to_a_neighbour_wakhan_does_not_lead():
    # courts in order: 39, 41 (the other player), 43 (Wakhan); a ring of three cards
    g = game(market=OTHER, courts=[[39, 41], [43]], spies={"39": [0, 1]})
    assert wk.idle_spy_move(g, W) == (39, 41)                         # 41 and 43 neighbour 39; 41 is the opponent's
    g = game(market=OTHER, courts=[[39, 41], [43]], spies={"39": [1, 1]})
    assert wk.idle_spy_move(g, W) is None                             # the spy on 39 is tied up
    g = game(market=OTHER, courts=[[39, 41], [43]], spies={"39": [0, 1], "41": [0, 1], "43": [0, 1]})
    assert wk.idle_spy_move(g, W) is None                             # Wakhan leads everywhere already
    g = game(market=OTHER, courts=[[39, 41], [43]], spies={"39": [0, 1], "41": [0, 2]})
    # origins 39 and 41; 39 has the lower priority (rank 1), its free neighbour is 43
    assert wk.idle_spy_move(g, W) == (39, 43)


# ---------------------------------------------------------------------------- army moves
def test_an_army_moves_from_the_first_region_toward_enemy_tribes():
    # front card 2 (pragmatic loyalty afghan): persia, punjab, kandahar, herat, transcaspia, kabul
    g = game(market=OTHER, armies={"kandahar": {"afghan": 1}, "kabul": {"afghan": 1}}, tribes={"herat": [1, 0]})
    assert wk.army_move(g, W, shown(2, 1)) == ("army", "kandahar", "herat")
    g = game(market=OTHER, armies={"kandahar": {"afghan": 1}, "herat": {"afghan": 1}}, tribes={"herat": [1, 0]})
    # Herat has as many Afghan armies as tribes: not a destination; Kandahar's other neighbours have none
    assert wk.army_move(g, W, shown(2, 1)) is None
    g = game(market=OTHER, armies={"kabul": {"afghan": 2}}, tribes={"punjab": [1, 0], "herat": [2, 0]})
    assert wk.army_move(g, W, shown(2, 1)) == ("army", "kabul", "punjab")   # punjab comes before herat


def test_an_army_does_not_leave_a_region_wakhan_would_stop_ruling():
    pos = dict(market=OTHER, armies={"kandahar": {"afghan": 1}}, tribes={"kandahar": [1, 1], "herat": [1, 0]})
    assert game(**pos).ruler("kandahar") == W
    assert wk.army_move(game(**pos), W, shown(2, 1)) is None
    pos["armies"] = {"kandahar": {"afghan": 2}}
    assert wk.army_move(game(**pos), W, shown(2, 1)) == ("army", "kandahar", "herat")


def test_tribes_move_like_armies_under_wakhans_nationalism():
    g = game(market=OTHER, tribes={"kandahar": [0, 1], "herat": [1, 0]})
    assert wk.army_move(g, W, shown(2, 1)) is None
    g.effects["nationalism"] = W
    # a lone tribe ruling Kandahar would lose the rule; a second one may go
    assert wk.army_move(g, W, shown(2, 1)) is None
    g.tribes["kandahar"][W] = 2
    assert wk.army_move(g, W, shown(2, 1)) == ("tribe", "kandahar", "herat")


# ---------------------------------------------------------------------------- events
def test_wakhans_event_choices_follow_the_arrow_and_the_region_order():
    g = game3(market=OTHER)
    assert wk.event_choice(g, W, shown(2, 1), {"kind": "rumor", "seat": W}) == "target 0"      # top-left: before
    assert wk.event_choice(g, W, shown(2, 7), {"kind": "swap", "seat": W}) == "swap 2"         # bottom-right: after
    assert wk.event_choice(g, W, shown(2, 1), {"kind": "rebuke", "seat": W}) == "region persia"
    assert wk.event_choice(g, W, shown(2, 1), {"kind": "pashtunwali", "seat": W}) == "suit economic"
    for kind in ("rumor", "swap", "rebuke", "pashtunwali"):
        assert wk.event_choice(g, W, shown(2, 1), {"kind": kind, "seat": W}) in g._decision_actions({"kind": kind, "seat": W})
    with pytest.raises(ValueError, match="Not an event choice"):
        wk.event_choice(g, W, shown(2, 1), {"kind": "offer", "seat": W})
