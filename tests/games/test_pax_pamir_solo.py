"""Pax Pamir against the Wakhan automa (solo, and beside two players): its setup and options, scripted
Wakhan turns for each rule of its turn (the card's actions in order, three failures end the turn,
radicalize with the arrows, bribes in full both ways, roads along the border order, free actions of
favoured cards, ambition, its court limit, never changing loyalty), the Dominance Check and the end
against Wakhan, hidden information (its deck order), and seeded random games to the end with the
shared contract kit."""

from __future__ import annotations

import json
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.games.pax_pamir import wakhan as wk

MARKET = [[39, 2, 5, 9, 10, 11], [46, 13, 14, 18, 21, 29]]   # the other kandahar cards are free for courts
W = 1


def solo(seed=1, **pos):
    position = {"loyalty": ["british", None], "market": [list(r) for r in MARKET], "wakhan_deck": [5, 2, 1]}
    position.update(pos)
    return tw.new("pax_pamir", players=1, seed=seed, position=position)


def wakhan_turn(g) -> list:
    """End the player's turn and return the log lines of Wakhan's turn."""
    n = len(g.events)
    g.play("end")
    return [e.text for e in g.events[n:] if e.seat == W]


# ---------------------------------------------------------------------------- setup and options
def test_solo_setup_wakhan_is_the_second_seat_with_four_rupees_and_takes_the_first_turn():
    g = tw.new("pax_pamir", players=1, seed=3)
    assert g.nseats == 2 and g.wakhan_seat == 1 and g.seat_name(1) == "Wakhan"
    assert g.ps[1]["rupees"] == 4 and g.ps[1]["loyalty"] is None
    assert len(g.all_cards()) == 6 * (2 + 5) + 10           # the market deck is built for one more player
    assert g.legal_actions() == ["loyalty afghan", "loyalty british", "loyalty russian"]
    g.play("loyalty british")
    assert g.to_move == (0,)                                 # Wakhan played its first turn at once
    assert g.view(0)["wakhan"]["front"] is not None and len(g.ps[1]["court"]) >= 1
    assert g.ps[1]["loyalty"] in ("afghan", "russian")      # pragmatic: never the player's coalition


def test_beside_two_players_wakhan_sits_between_them_in_the_turn_order():
    g = tw.new("pax_pamir", players=2, seed=2, wakhan="rulebook")
    assert g.order == [0, 2, 1] and g.next_seat(0) == 2 and g.next_seat(2) == 1 and g.next_seat(1) == 0
    assert len(g.all_cards()) == 6 * (3 + 5) + 10


def test_options_wakhan_only_beside_one_or_two_players_and_variants_only_with_custom():
    with pytest.raises(OptionError, match="one or two players"):
        tw.new("pax_pamir", players=3, wakhan="rulebook")
    with pytest.raises(OptionError, match="custom"):
        tw.new("pax_pamir", players=1, savvy_purchasing=True)
    with pytest.raises(OptionError, match="custom"):
        tw.new("pax_pamir", players=2, wakhan="improved", spy_movement=True)
    with pytest.raises(OptionError, match="wakhan"):
        tw.new("pax_pamir", players=1, wakhan="hard")
    assert tw.new("pax_pamir", players=1).wakhan_mode == "rulebook"
    assert all(tw.new("pax_pamir", players=1, wakhan="improved").variant.values())
    g = tw.new("pax_pamir", players=1, wakhan="custom", steadfast_loyalty=True)
    assert g.variant == {"savvy_purchasing": False, "spy_movement": False, "steadfast_loyalty": True}
    assert tw.new("pax_pamir", players=2).wakhan_seat is None


def test_position_wakhan_deck_is_checked():
    with pytest.raises(OptionError, match="wakhan_deck"):
        solo(wakhan_deck=[1, 1])
    with pytest.raises(OptionError, match="wakhan_deck"):
        solo(wakhan_deck=[30, 2])
    with pytest.raises(OptionError, match="needs the Wakhan"):
        tw.new("pax_pamir", players=2, position={"wakhan_deck": [1, 2]})


# ---------------------------------------------------------------------------- the turn
def test_the_front_actions_in_order_a_failed_one_passes_to_the_next_and_radicalize_follows_the_arrows():
    # front 1: tax, radicalize military if Military is favoured, radicalize; back 2: red arrow top-left, column 0
    g = solo()
    lines = wakhan_turn(g)
    assert lines[0].startswith("Wakhan draws card 1") and "top-left, column 0" in lines[0]
    assert lines[1] == "Wakhan cannot tax: the next instruction."
    assert lines[2].startswith("Wakhan cannot radicalize the best military card")
    assert lines[3] == "Wakhan radicalizes William Moorcroft from a0 for 0 rupees."   # top row, column 0
    assert lines[4] == "Wakhan plays William Moorcroft to the left of its court."     # top-left: left end
    assert "Bank from b0" in lines[7]               # the top row is empty at column 0: the other row
    assert g.ps[W]["court"] == [46, 39]
    # Bank's two roads follow the border order of card 1's region list (transcaspia, kabul, kandahar, ...)
    assert g.roads["kabul_kandahar"]["russian"] == 1 and g.roads["herat_kandahar"]["russian"] == 1
    assert g.ps[W]["rupees"] == 6                    # 4, both cards free, Bank's leverage +2
    assert g.favoured == "intelligence"             # Bank's suit icon
    assert g.to_move == (0,)


def test_three_failures_in_a_row_end_wakhan_s_turn():
    # nothing to buy: an empty market and deck (set by hand: positions do not name the deck)
    g = solo(rupees=[4, 0], market=[[None] * 6, [None] * 6])
    g.deck.clear()
    lines = wakhan_turn(g)
    assert [ln for ln in lines if "cannot" in ln] == [
        "Wakhan cannot tax: the next instruction.",
        "Wakhan cannot radicalize the best military card if Military is favoured: the next instruction.",
        "Wakhan cannot radicalize: the next instruction."]
    assert g.ps[W]["court"] == [] and g.to_move == (0,)


def test_wakhan_pays_a_ruler_s_bribe_in_full():
    # the player rules Kandahar with two tribes: Wakhan pays 2 to play its kandahar card
    g = solo(tribes={"kandahar": [2, 0]}, courts=[[42], []], loyalty=["afghan", None], rupees=[0, 4])
    wakhan_turn(g)
    assert "Wakhan pays Grey a bribe of 2." in [e.text for e in g.events]
    assert 39 in g.ps[W]["court"] and g.ps[0]["rupees"] >= 2


def test_a_card_wakhan_cannot_pay_the_bribe_for_is_discarded():
    g = solo(tribes={"kandahar": [3, 0]}, courts=[[42], []], loyalty=["afghan", None], rupees=[0, 2])
    wakhan_turn(g)
    texts = [e.text for e in g.events]
    assert "Wakhan cannot pay the bribe of 3 for William Moorcroft: it is discarded." in texts
    assert 39 in g.discard and 39 not in g.ps[W]["court"]


def test_a_player_pays_wakhan_s_bribe_in_full_or_withdraws():
    # Wakhan rules Kandahar (a tribe and a political card there): the player may only pay 1 or withdraw
    g = solo(tribes={"kandahar": [0, 1]}, courts=[[], [43]], hands=[[44], []], rupees=[4, 4])
    g.play("play 44 left")
    assert g.legal_actions() == ["pay", "withdraw"]
    g.play("pay")
    assert g.ps[0]["rupees"] == 3 and g.ps[W]["rupees"] == 5 and 44 in g.ps[0]["court"]
    g = solo(tribes={"kandahar": [0, 1]}, courts=[[], [43]], hands=[[44], []], rupees=[0, 4])
    g.play("play 44 left")
    assert g.legal_actions() == ["withdraw"]
    g.play("withdraw")
    assert g.ps[0]["hand"] == [44] and g.turn["actions"] == 2
    assert "play 44 left" not in g.legal_actions()          # Wakhan will not ask less this turn
    testing.refused(g, "play 44 left", None, match="never asks less")


def test_a_card_action_uses_wakhan_s_highest_priority_card_and_its_rules():
    # front 8: tax, betray, radicalize; Wakhan rules Kandahar and taxes the player's kandahar card's owner
    g = solo(wakhan_deck=[5, 2, 8], tribes={"kandahar": [0, 2]}, courts=[[41], [43, 44]], rupees=[5, 0],
             favoured="intelligence")
    lines = wakhan_turn(g)
    assert "Wakhan uses Baluchi Chiefs to tax." in lines
    assert g.ps[0]["rupees"] == 4 and lines.count("Wakhan taxes Grey one rupee.") == 1   # rank 1


def test_favoured_cards_give_wakhan_a_free_action_after_its_two_actions():
    # Pashtun Mercenary (military: battle, tax) with Military favoured: a free tax after the two actions
    # front 2 has no tax: after its two radicalizes, the favoured Pashtun Mercenary taxes for free (its
    # battle finds no site, so the first action it can carry out)
    g = solo(wakhan_deck=[5, 1, 2], tribes={"kandahar": [0, 2]}, courts=[[41], [44, 52]], rupees=[6, 0],
             favoured="military", market=[[39, 2, 5, 9, 10, 11], [13, 14, 18, 21, 29, 31]])
    lines = wakhan_turn(g)
    tax = lines.index("Wakhan uses Pashtun Mercenary to tax.")
    assert sum(1 for ln in lines[:tax] if "radicalizes" in ln) == 2
    assert "Wakhan taxes Grey one rupee." in lines[tax:]


def test_wakhan_s_ambition_buys_a_dominance_check_it_gains_most_from():
    # the British lead by 4 blocks; Wakhan counts as loyal to the dominant coalition, the player is Russian
    g = solo(loyalty=["russian", None], armies={"kabul": {"british": 4}},
             market=[[39, 101, 5, 9, 10, 11], [46, 13, 14, 18, 21, 29]], rupees=[4, 4])
    lines = wakhan_turn(g)
    assert lines[1] == "Wakhan's ambition: it buys the Dominance Check at a1."
    assert g.ps[W]["score"] == 5 and g.ps[0]["score"] == 0 and g.checks == 1
    assert g.over and g.result()["winners"] == []           # a lead of 5 after the check


def test_at_a_successful_check_wakhan_scores_with_its_influence_in_the_dominant_coalition():
    g = solo(loyalty=["british", None], armies={"kabul": {"british": 5}}, courts=[[50], [42]],
             prizes=[[], [44]])
    assert g.influence(W, "british") == 1 and g.influence(W, "afghan") == 2     # a patriot of it
    assert g.influence(W, "russian") == 2                                       # a prize of it
    assert dict(g.loyal_to("british")) == {0: 2, 1: 1}
    g.resolve_dominance()
    assert g.ps[0]["score"] == 5 and g.ps[W]["score"] == 3


def test_wakhan_never_changes_loyalty_patriots_of_every_coalition_stay():
    g = solo(courts=[[], [42, 50]], loyalty=["russian", None])
    wakhan_turn(g)
    assert {42, 50} <= set(g.ps[W]["court"]) and g.ps[W]["loyalty"] == "afghan"   # card 1: russian taken
    g.change_loyalty(0, "british")                     # now the Russians are free: first of card 1's order
    g._sync_wakhan()
    assert g.ps[W]["loyalty"] == "russian" and {42, 50} <= set(g.ps[W]["court"])


def test_wakhan_discards_over_its_court_limit_by_its_rules():
    # four cards and two radicalized: the limit is 3 + political stars (Baluchi Chiefs: 1) = 4
    g = solo(courts=[[], [44, 47, 48, 49]])
    lines = wakhan_turn(g)
    assert len(g.ps[W]["court"]) == g.court_limit(W) == 4
    assert 44 in g.ps[W]["court"]                   # a political card is kept first
    assert sum(1 for ln in lines if ln.startswith("Wakhan discards")) == 2


# ---------------------------------------------------------------------------- the end
@pytest.mark.parametrize("mine, wakhan_, won", [((6, 0, 3), (5, 0, 9), True), ((5, 1, 0), (5, 1, 0), True),
                                                ((5, 0, 3), (5, 0, 4), False), ((4, 9, 9), (5, 0, 0), False)])
def test_the_player_beats_wakhan_with_more_points_or_a_tie_and_as_good_a_tie_break(mine, wakhan_, won):
    g = solo(scores=[mine[0], wakhan_[0]], rupees=[mine[2], wakhan_[2]],
             courts=[[50] if mine[1] else [], [52] if wakhan_[1] else []])
    g.end_game(True)
    r = g.result()
    assert r["winners"] == ([0] if won else []) and r["ranking"] == [1 if won else 2]
    assert r["scores"] == [mine[0]] and "Wakhan" in r["reason"]


def test_a_lead_of_four_after_a_check_ends_the_game_wakhan_s_too():
    g = solo(scores=[0, 2], armies={"kabul": {"british": 4}}, loyalty=["russian", None])
    g.resolve_dominance()
    assert g.over and g.result()["winners"] == [] and "Wakhan wins" in g.result()["reason"]


# ---------------------------------------------------------------------------- hidden information
def test_wakhan_s_deck_order_is_hidden_only_the_back_of_its_top_card_shows():
    g = solo(wakhan_deck=[7, 9, 4, 2, 1])
    g.play("end")
    view = g.view(0)["wakhan"]
    assert view["front"] == 1 and view["deck"] == 4
    assert view["back"] == {"columns": [4, 5, 0, 1, 2, 3], "row_side": ["bottom_right", "top_left"]}
    text = json.dumps({k: v for k, v in g.view(0).items() if k not in g.static_keys})
    assert '"deck": [' not in text and "[7, 9, 4" not in text
    twin = g.determinize(0, random.Random(5))
    assert wk.back(twin.wk).columns == wk.back(g.wk).columns and sorted(twin.wk["deck"]) == sorted(g.wk["deck"])


def test_no_view_shows_the_player_s_hand_and_wakhan_reads_no_hand():
    g = tw.new("pax_pamir", players=1, seed=4)
    g.play("loyalty afghan")
    g.play(next(a for a in g.legal_actions() if a.startswith("buy")))
    assert g.view(None)["players"][0]["hand"] is None
    testing.check_no_leak(g, random.Random(1))


# ---------------------------------------------------------------------------- whole games
@pytest.mark.parametrize("players, options", [(1, {}), (1, {"wakhan": "improved"}),
                                              (2, {"wakhan": "rulebook"}),
                                              (2, {"wakhan": "custom", "savvy_purchasing": True})])
def test_random_games_against_wakhan_end_with_invariants(players, options):
    stats = testing.random_playouts("pax_pamir", games=5, seed=players, players=players, **options)
    assert stats["finished"] == 5 and len(stats["lengths"]) == 5


def test_contract_kit_solo():
    testing.full_contract_check("pax_pamir", range(1), players=1, fuzz_every=60)


def test_solo_replays_and_saves():
    testing.check_replay("pax_pamir", seed=6, players=1)
    g = tw.new("pax_pamir", players=1, seed=8)
    g.play("loyalty russian")
    g.play("end")
    testing.check_save_roundtrip(g)
    with pytest.raises(IllegalAction):
        g.play("end", seat=1)                          # Wakhan is nobody's seat to play


# ---------------------------------------------------------------------------- each card action
def test_build_puts_as_many_armies_as_wakhan_pays_for_in_the_first_ruled_region_of_the_order():
    # front 7: build, move, radicalize (pragmatic afghan first); Wakhan rules Kandahar, 5 rupees: 2 armies
    g = solo(wakhan_deck=[5, 2, 7], tribes={"kandahar": [0, 1]}, courts=[[], [41, 44]], rupees=[4, 5])
    lines = wakhan_turn(g)
    assert lines[1:4] == ["Wakhan uses Baluchi Chiefs to build.",      # the favoured (political) card first
                          "Wakhan builds an army in Kandahar.", "Wakhan builds an army in Kandahar."]
    # Bank, radicalized later, makes Intelligence favoured: Charles Masson builds once more for free
    assert lines[-2:] == ["Wakhan uses Charles Masson to build.", "Wakhan builds an army in Kandahar."]
    assert g.armies["kandahar"]["afghan"] == 3


def test_move_takes_an_army_towards_another_player_s_tribes_along_the_order():
    # front 15: move, battle, radicalize (pragmatic russian first); Bolan Pass moves 2; as in the source
    # Wakhan needs no road to move an army
    g = solo(wakhan_deck=[5, 2, 15], courts=[[], [47]], armies={"kabul": {"russian": 2}},
             tribes={"punjab": [1, 0]})
    lines = wakhan_turn(g)
    assert "Wakhan moves an army from Kabul to Punjab." in lines
    assert g.armies["kabul"]["russian"] == 1 and g.armies["punjab"]["russian"] == 1   # then nothing to gain


def test_battle_removes_the_arrow_player_s_tribes_first_up_to_the_card_s_rank():
    # front 15: its move finds no target, so Pashtun Mercenary (rank 1) battles in Kabul
    g = solo(wakhan_deck=[5, 2, 15], courts=[[], [52]], armies={"kabul": {"russian": 2, "british": 1}},
             tribes={"kabul": [2, 0]})
    lines = wakhan_turn(g)
    assert "Wakhan battles at Kabul." in lines and "Wakhan removes Grey's tribe from Kabul." in lines
    assert g.tribes["kabul"] == [1, 0] and g.armies["kabul"]["british"] == 1


def test_betray_discards_a_prize_card_where_wakhan_has_a_spy_and_takes_the_prize():
    # front 12: move, betray, radicalize; William Hay Macnaghten (prize afghan, leverage) in the player's court
    g = solo(wakhan_deck=[5, 2, 12], courts=[[40], [53]], spies={"40": [0, 1]}, rupees=[4, 4])
    lines = wakhan_turn(g)
    assert "Wakhan uses Jezail Sharpshooters to betray." in lines and "Wakhan takes the betrayed card as a prize." in lines
    assert g.ps[W]["prizes"] == [40] and 40 not in g.ps[0]["court"]
    assert g.ps[0]["rupees"] == 2                                  # the player's leverage card cost 2


def test_a_favoured_card_s_free_action_can_be_a_gift_wakhan_s_lowest_gift():
    # front 2 only radicalizes; Bolan Pass (economic: gift, move) with Economic favoured gives a gift of 2
    g = solo(wakhan_deck=[5, 1, 2], courts=[[], [47]], rupees=[4, 6], favoured="economic",
             market=[[1, 4, 5, 6, 7, 9], [11, 12, 13, 14, 15, 16]])          # no card changes the suit
    lines = wakhan_turn(g)
    assert "Wakhan uses Bolan Pass to gift." in lines and "Wakhan gives a gift of 2 rupees." in lines
    assert g.ps[W]["gifts"] == [1, 0, 0]


def test_blackmail_at_the_start_of_wakhan_s_turn_spies_on_a_card_of_the_region():
    g = solo(courts=[[41], [43]])
    lines = wakhan_turn(g)
    assert lines[1] == "Wakhan places a spy on Charles Masson."
    assert g.spies[41] == [0, 1]


def test_a_hand_swapped_to_wakhan_is_played_at_once():
    # Other Persuasive Methods (114) bought by the player: the hands swap; Wakhan plays what it got
    g = solo(market=[[114, 2, 5, 9, 10, 11], [46, 13, 14, 18, 21, 29]], hands=[[41, 44], []])
    g.play("buy a0")
    g.play("swap 1")
    assert g.ps[0]["hand"] == [] and g.ps[W]["hand"] == []
    assert sorted(g.ps[W]["court"]) == [41, 44]


def test_wakhan_owes_no_cards_for_a_leverage_debt():
    g = solo(courts=[[], [27]], rupees=[4, 1])      # Maqpon Dynasty, a leverage card
    g.discard_court(W, 27)
    assert g.ps[W]["rupees"] == 0 and not g.stack


# ---------------------------------------------------------------------------- the variants
def test_steadfast_pragmatic_loyalty_takes_the_free_coalition_with_most_blocks():
    pos = dict(armies={"herat": {"afghan": 3}}, wakhan_deck=[5, 2, 1])
    plain = wakhan_turn(solo(**pos))[0]
    g = tw.new("pax_pamir", players=1, seed=1, wakhan="custom", steadfast_loyalty=True,
               position={"loyalty": ["british", None], "market": MARKET, **pos})
    steadfast = wakhan_turn(g)[0]
    assert plain.endswith("loyal to the Russian coalition.")          # card 1: russian, afghan, british
    assert steadfast.endswith("loyal to the Afghan coalition.")


def test_spy_movement_variant_moves_a_spy_when_no_army_moves():
    pos = dict(wakhan_deck=[5, 2, 15], courts=[[40], [47]], spies={"40": [0, 1]})
    plain = solo(**pos)
    assert "Wakhan cannot move: the next instruction." in wakhan_turn(plain)
    g = tw.new("pax_pamir", players=1, seed=1, wakhan="custom", spy_movement=True,
               position={"loyalty": ["british", None], "market": MARKET, **pos})
    lines = wakhan_turn(g)
    assert "Wakhan uses Bolan Pass to move." in lines
    assert "Wakhan moves a spy from William Hay Macnaghten to Bolan Pass." in lines and g.spies[47] == [0, 1]
