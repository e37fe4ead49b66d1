"""Downforce: a scripted test per rule of the page (auction, race, bets, payouts, powers, betting
variants, the six tracks' features), random races with 2 to 6 players, and the shared kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import downforce as package
from tablewidgets.games.downforce import bots, data
from tablewidgets.games.downforce.bots import RacerBot
from tablewidgets.games.downforce.data import CARD, COLOURS, track
from tablewidgets.testing import refused

R = track("river_station")


def sp(t, row, lane):
    return t.at[(row, lane)]


def race(cars, hands, players=2, key="river_station", owners=None, seed=1, **kw):
    """A race position: ``cars`` = {colour: (row, lane)}; cars not named park on the grid rows 2-4."""
    t = track(key)
    spaces = {c: sp(t, *rl) for c, rl in cars.items()}
    park = [(2, 0), (2, 1), (3, 0), (3, 1), (4, 0), (4, 1), (5, 0), (5, 1)]
    for c in COLOURS:
        if c not in spaces and c not in kw.get("finished", []):
            while sp(t, *park[0]) in spaces.values():
                park.pop(0)
            spaces[c] = sp(t, *park.pop(0))
    position = {"cars": spaces, "hands": hands, "owners": owners or {"red": 0, "blue": 1}, "player": 0}
    options = {k: kw.pop(k) for k in ("additional_powers", "betting") if k in kw}
    if "powers" in kw:
        options["powers"] = True
    position.update(kw)
    return tw.new("downforce", players=players, seed=seed, position=position, track=key, **options)


def row(g, colour):
    return g.track.row(g.space[colour]) if g.space[colour] is not None else None


def auction_game(players=4, seed=1, **kw):
    g = tw.new("downforce", players=players, seed=seed, **kw)
    assert g.phase == "auction"
    return g


def set_hands(g, hands):
    """Give the seats these hands (the rest of the deck to the box) — a scripted auction."""
    g.hands = [sorted(h) for h in hands]
    used = {c for h in hands for c in h}
    g.box = sorted(set(data.DECK) - used)
    g._legal_memo = None


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    for module in (package, data):
        result = doctest.testmod(module)
        assert result.failed == 0, module.__name__
    assert doctest.testmod(package).attempted > 0


def test_the_42_speed_cards_have_one_to_six_distinct_lines():
    assert len(data.CARDS) == 42 and len(data.SPECIALS) == 6
    counts = set()
    for cid, lines in data.CARDS:
        colours = [c for c, _ in lines]
        assert 1 <= len(lines) <= 6 and len(set(colours)) == len(colours)
        assert all(c in COLOURS or c == data.WILD for c in colours)
        assert all(1 <= v <= 6 for _, v in lines)
        counts.add(len(lines))
    assert counts == {1, 2, 3, 4, 5, 6}
    per = {c: sum(1 for _, lines in data.CARDS for x, _ in lines if x == c) for c in COLOURS}
    assert len(set(per.values())) == 1, per          # every colour is on as many cards
    assert all(len(lines) == 1 for _, lines in data.SPECIALS)
    assert package.Downforce.designed_components and data.DESIGNED


def test_payout_tables_are_the_pages():
    assert data.RACE_PAYOUT[:5] == (12, 9, 6, 4, 2)
    assert data.BET_PAYOUT == ((9, 6, 3), (6, 4, 2), (3, 2, 1))
    assert data.ODDS == ((3, 2, 1), (2, 1, 0), (1, 0, 0))


@pytest.mark.parametrize("key", data.TRACK_KEYS)
def test_every_track_is_one_lap_from_a_six_space_grid_with_three_yellow_lines(key):
    t = track(key)
    assert len(t.grid) == 6 and len(t.lines) == 3
    dist = t.graph.distances(t.grid)
    assert t.finish in dist and all(s in dist for s in t.cell)
    assert list(t.lines) == sorted(t.lines) and 0 < t.lines[0] and t.lines[-1] < t.rows


def test_options_are_checked():
    with pytest.raises(OptionError, match="additional_powers"):
        tw.new("downforce", players=3, additional_powers=True)
    with pytest.raises(OptionError, match="track"):
        tw.new("downforce", players=3, track="monaco")
    with pytest.raises(OptionError, match="2 to 6"):
        tw.new("downforce", players=7)


# ---------------------------------------------------------------------- start and auction
@pytest.mark.parametrize("players, per, box", [(2, 21, 0), (3, 14, 0), (4, 10, 2), (5, 8, 2), (6, 7, 0)])
def test_start_deals_equal_hands_leaving_two_out_with_4_or_5(players, per, box):
    g = auction_game(players)
    assert [len(h) for h in g.hands] == [per] * players and len(g.box) == box
    assert sorted(g.space.values()) == sorted(R.grid)            # the six cars on the starting spaces


def test_a_bid_uses_the_auctioned_colours_line():
    g = auction_game(2)
    colour = g.auctioned
    for a in g.legal_actions(0):
        assert any(c == colour for c, _ in CARD[int(a.split()[1])])
    bad = next(c for c in g.hands[0] if all(x != colour for x, _ in CARD[c]))
    refused(g, f"bid {bad}", 0, "line")


def test_wild_cards_bid_only_without_the_colour_and_any_card_only_without_both():
    g = auction_game(2)
    colour = g.auctioned
    wild = [c for c, lines in data.CARDS if any(x == data.WILD for x, _ in lines) and all(x != colour for x, _ in lines)]
    plain = [c for c, lines in data.CARDS if all(x not in (colour, data.WILD) for x, _ in lines)]
    set_hands(g, [wild[:1] + plain[:2], plain[2:5]])
    assert g.legal_actions(0) == [f"bid {wild[0]}"]
    assert len(g.legal_actions(1)) == 3                          # neither: any card, its lowest speed counts
    g.play(f"bid {wild[0]}", 0)
    g.play(f"bid {plain[2]}", 1)
    bids = {b["seat"]: b for b in g.last_auction["bids"]}
    assert bids[0]["how"] == "wild" and bids[0]["value"] == [v for x, v in CARD[wild[0]] if x == data.WILD][0]
    assert bids[1]["how"] == "any" and bids[1]["value"] == min(v for _, v in CARD[plain[2]])


def test_the_highest_bid_wins_the_car_its_special_card_and_costs_the_bid():
    g = auction_game(2)
    colour = g.auctioned
    mine = [c for c, lines in data.CARDS if any(x == colour and v == 5 for x, v in lines)]
    low = [c for c, lines in data.CARDS if any(x == colour and v == 1 for x, v in lines)]
    set_hands(g, [mine[:1] + low[1:2], low[:1]])
    g.play(f"bid {mine[0]}", 0)
    g.play(f"bid {low[0]}", 1)
    assert g.owner[colour] == 0 and g.paid == [5, 0]
    assert mine[0] in g.hands[0] and data.SPECIAL_OF[colour] in g.hands[0]      # the bid card comes back
    assert low[0] in g.hands[1]


def _card(colour, value, n_colours=None, wild=None):
    for cid, lines in data.CARDS:
        if (colour, value) in lines and (n_colours is None or len([x for x, _ in lines if x != data.WILD]) == n_colours) \
                and (wild is None or any(x == data.WILD for x, _ in lines) == wild):
            return cid
    return None


def test_tied_bids_go_to_the_card_with_more_colours_then_fewer_wilds():
    g = auction_game(2)
    colour = g.auctioned
    few = _card(colour, 3, n_colours=4, wild=False) or _card(colour, 3, n_colours=3)
    many = _card(colour, 3, n_colours=6) or _card(colour, 3, n_colours=5)
    assert few and many
    set_hands(g, [[few], [many]])
    g.play(f"bid {few}", 0)
    g.play(f"bid {many}", 1)
    assert g.owner[colour] == 1
    # same number of colours: the card without a wild wins
    g = auction_game(2, seed=2)
    colour = g.auctioned
    with_wild = [c for c, lines in data.CARDS if any(x == data.WILD for x, _ in lines) and any(x == colour for x, _ in lines)]
    for w in with_wild:
        v = dict(CARD[w])[colour]
        n = len([x for x, _ in CARD[w] if x != data.WILD])
        other = _card(colour, v, n_colours=n, wild=False)
        if other:
            break
    assert other, "the designed deck has such a pair"
    set_hands(g, [[w], [other]])
    g.play(f"bid {w}", 0)
    g.play(f"bid {other}", 1)
    assert g.owner[colour] == 1


def test_an_unbreakable_tie_sets_the_car_aside_and_it_comes_back_while_someone_needs_a_car():
    g = auction_game(2, seed=4)
    colour = g.auctioned
    plain = [c for c, lines in data.CARDS if all(x not in (colour, data.WILD) for x, _ in lines)]
    a = next(c for c in plain if len(CARD[c]) == 1)
    b = next(c for c in plain if len(CARD[c]) == 1 and c != a)
    set_hands(g, [[a], [b]])
    g.play(f"bid {a}", 0)
    g.play(f"bid {b}", 1)                 # both bid 5 on a one-line card without the colour: a tie
    assert g.owner[colour] is None and g.set_aside == [colour]
    rng = random.Random(1)
    while g.phase == "auction" and not g.rebid:
        for s in g.to_move:
            g.play(rng.choice(g.legal_actions(s)), s)
    # the car comes back only if a player still lacks a car; else it races unowned
    assert all(any(o == s for o in g.owner.values()) for s in range(2)) or g.rebid


def test_everyone_must_win_a_car():
    g = auction_game(4, seed=5)
    # seat 0 wins the first three cars (only seat 0 bids high)
    for _ in range(3):
        colour = g.auctioned
        for s in list(g.to_move):
            acts = g.legal_actions(s)
            key = (lambda a: g._legal_memo and 0)
            vals = {a: dict(CARD[int(a.split()[1])]).get(colour, 0) for a in acts}
            pick = max(acts, key=lambda a: vals[a]) if s == 0 else min(acts, key=lambda a: vals[a])
            g.play(pick, s)
    need = [s for s in range(4) if not any(o == s for o in g.owner.values())]
    assert len(need) == 3 and len(g.stack) + 1 == 3
    assert set(g.to_move) == set(need) and 0 not in g.to_move
    assert g.legal_actions(0) == []


def test_bids_are_sealed_until_everyone_has_bid():
    g = auction_game(3)
    before = {s: (g.view(s), g.log_for(s)) for s in (None, 1, 2)}
    act = g.legal_actions(0)[0]
    g.play(act, 0)
    for s in (None, 1, 2):
        v = g.view(s)
        assert v["step"] == before[s][0]["step"] and v["auction"]["my_bid"] is None
        assert g.log_for(s) == before[s][1]
    assert g.view(0)["auction"]["my_bid"] == int(act.split()[1])
    # not even that a bid is in: the others still see every eligible seat deciding
    assert all(g.view(s) == before[s][0] for s in (None, 1, 2))
    assert 0 in g.view(1)["to_move"] and 0 not in g.view(0)["to_move"] and 0 not in g.to_move
    testing.check_hidden_decisions(g, random.Random(1))
    testing.check_no_leak(g, random.Random(2))


def test_a_player_with_several_powers_keeps_one():
    rng = random.Random(3)
    for seed in range(30):
        g = tw.new("downforce", players=2, seed=seed, powers=True)
        while g.phase == "auction":
            for s in g.to_move:
                g.play(rng.choice(g.legal_actions(s)), s)
        if g.phase == "keep":
            s = g.to_move[0]
            choice = g.legal_actions(s)[-1]
            g.play(choice, s)
            assert g.power[s] == choice.split()[1] and g.won_powers[s] == [choice.split()[1]]
            return
    raise AssertionError("no game in which a player won two powers")


# ---------------------------------------------------------------------- the race
def test_a_card_moves_every_listed_car_top_line_first():
    # card 19: black 4, green 3, blue 2, yellow 1
    g = race({"black": (20, 0), "green": (20, 1), "blue": (16, 0), "yellow": (16, 1)}, [[19], [20]],
             owners={"black": 0, "green": 1})
    g.play("play 19", 0)
    while g.prompt:
        g.play(g.legal_actions(g.to_move[0])[0], g.to_move[0])
    assert (row(g, "black"), row(g, "green"), row(g, "blue"), row(g, "yellow")) == (24, 23, 18, 17)
    assert g.to_move == (1,) and 19 in g.played and 19 not in g.hands[0]


def test_the_player_who_plays_the_card_chooses_where_each_car_ends():
    g = race({"red": (8, 0)}, [[7], [20]], owners={"red": 1, "blue": 0})
    g.play("play 7", 0)
    assert g.prompt["colour"] == "red" and g.to_move == (0,)
    ends = g.legal_actions(0)
    assert len(ends) > 1 and all(row(g, "red") == 8 for _ in ends)
    g.play(ends[-1], 0)
    assert row(g, "red") == 13


def test_a_blocked_car_moves_as_far_as_it_can_and_never_through_cars():
    # blue at row 10 lane 0 (2 lanes): black and yellow fill row 11
    g = race({"blue": (10, 0), "black": (11, 0), "yellow": (11, 1)}, [[2], [20]])
    g.play("play 2", 0)                               # blue 5: nowhere to go
    assert row(g, "blue") == 10 and g.to_move == (1,)
    g = race({"blue": (10, 0), "black": (12, 0), "yellow": (12, 1)}, [[2], [20]])
    g.play("play 2", 0)
    if g.prompt:
        g.play(g.legal_actions(0)[0], 0)
    assert row(g, "blue") == 11                       # one space, then the wall of cars


def test_crossing_a_yellow_line_starts_a_secret_bet_for_every_player_at_the_end_of_the_turn():
    g = race({"red": (12, 1)}, [[6, 1], [20], [21]], players=3, owners={"red": 0, "blue": 1, "green": 2})
    g.play("play 6", 0)
    while g.prompt:
        g.play(g.legal_actions(0)[0], 0)
    assert g.phase == "bet" and set(g.to_move) == {0, 1, 2} and g.crossed == [True, False, False]
    assert g.legal_actions(2) == [f"bet {c}" for c in COLOURS]           # also a player with no car near
    g.play("bet red", 0)
    g.play("bet blue", 1)
    assert g.view(2)["bets"][0] == 0 and g.view(0)["my_bet"] == "red"    # nothing of a bet shows to others
    testing.check_hidden_decisions(g, random.Random(1))
    g.play("bet red", 2)
    assert g.phase == "race" and g.to_move == (1,)
    assert g.bets[0] == [["red", 1]] and g.view(1)["bets"][0] == 1
    assert g.view(1)["bets"][1] == [["blue", g.bet_places["blue"]]]


def _endgame(betting="standard", bets=None, paid=None):
    """Four cars home; orange one space from the line, owned by seat 1; red (seat 0) won."""
    return race({"orange": (49, 0), "black": (20, 0)}, [[5, 1], [20]], owners={"red": 0, "blue": 1, "orange": 1,
                                                                            "green": 0},
                finished=["red", "blue", "green", "yellow"], crossed=[True, True, True],
                bets=bets or [[["red", 4], ["blue", 2], ["green", 1]], [["black", 6], ["yellow", 3], ["blue", 2]]],
                paid=paid or [7, 3], betting=betting)


def test_the_race_ends_when_five_cars_are_home_and_pays_12_9_6_4_2_and_the_bets_less_the_bids():
    g = _endgame()
    g.play("play 5", 0)                               # orange 5: across the line, 5th
    assert g.over and g.places == ["red", "blue", "green", "yellow", "orange", "black"]
    # seat 0: red 1st 12 + green 3rd 6; bets red 1st (first bet 9), blue 2nd (second 4), green 3rd (third 1)
    # seat 1: blue 2nd 9 + orange 5th 2; bets black (0), yellow 4th (0), blue 2nd (third bet 2)
    assert g.result()["scores"] == [12 + 6 + 9 + 4 + 1 - 7, 9 + 2 + 2 - 3]
    assert g.result()["winners"] == [0]


def test_odds_betting_multiplies_the_place_when_betting():
    g = _endgame("odds")
    g.play("play 5", 0)
    # seat 0: red bet at 4th, finished 1st: 4 x 3; blue bet 2nd at 2nd: 2 x 1; green third bet 1st->3rd: 1 x 0
    assert g.result()["scores"][0] == 12 + 6 + 4 * 3 + 2 * 1 + 0 - 7
    # seat 1: black 0 (6th); yellow 4th 0; blue third bet at 2nd, finished 2nd: 2 x 0
    assert g.result()["scores"][1] == 9 + 2 - 3


def test_odds_betting_on_the_winner_only_pays_bets_on_the_winning_car():
    g = _endgame("odds_winner")
    g.play("play 5", 0)
    assert g.result()["scores"] == [12 + 6 + 4 * 3 - 7, 9 + 2 - 3]


def test_a_money_tie_goes_to_the_player_whose_car_finished_higher():
    # seat 0: red 1st 12 + green 3rd 6 = 18 - 18; seat 1: blue 2nd 9 + orange 5th 2 = 11 - 11: both 0
    g = _endgame(bets=[[], []], paid=[18, 11])
    g.play("play 5", 0)
    assert g.result()["scores"] == [0, 0] and g.result()["winners"] == [0] and g.result()["ranking"] == [1, 2]


def test_bets_are_revealed_at_the_end():
    g = _endgame()
    assert g.view(1)["bets"][0] == 3
    g.play("play 5", 0)
    assert g.view(1)["bets"][0] == [["red", 4], ["blue", 2], ["green", 1]]


def test_a_player_without_cards_is_passed_and_the_race_ends_when_every_card_is_played():
    g = race({"red": (8, 0)}, [[7], []])
    g.play("play 7", 0)
    while g.prompt:
        g.play(g.legal_actions(0)[0], 0)
    assert g.over and "every speed card" in " ".join(e.text for e in g.events)


# ---------------------------------------------------------------------- powers
def _finish_card(g, seat=0):
    while g.prompt and g.to_move == (seat,):
        acts = g.legal_actions(seat)
        g.play(acts[-1] if acts[-1] != "skip" else acts[0], seat)


def test_aggressive_gives_the_top_line_car_one_more_space():
    g = race({"red": (8, 0)}, [[7], [20]], powers=["aggressive", None])
    g.play("play 7", 0)
    _finish_card(g)
    assert row(g, "red") == 14                         # 5 + 1


def test_cunning_moves_its_own_cars_on_other_turns():
    g = race({"blue": (8, 0)}, [[2], [20]], powers=[None, "cunning"])
    g.play("play 2", 0)
    assert g.prompt["colour"] == "blue" and g.to_move == (1,)


def test_determined_adds_two_after_a_move_on_rectangular_spaces_only():
    t = R
    start = next(r for r in range(2, 40) if all(t.at[(r + k, 0)] in t.rect for k in range(0, 8) if (r + k, 0) in t.at))
    g = race({"red": (start, 0)}, [[7], [20]], powers=["determined", None])
    g.play("play 7", 0)
    _finish_card(g)
    assert row(g, "red") == start + 7


def test_strategic_may_leave_one_colour_of_a_six_colour_card_out():
    g = race({"red": (8, 0), "black": (10, 0)}, [[37], [20]], powers=["strategic", None])
    g.play("play 37", 0)
    assert "ignore black" in g.legal_actions(0)
    g.play("ignore black", 0)
    _finish_card(g)
    assert row(g, "black") == 10 and row(g, "red") > 8


def test_tricky_may_move_the_cars_bottom_line_first():
    # card 10: green 5, black 3
    for order, first in (("forward", "green"), ("reverse", "black")):
        g = race({"green": (8, 0), "black": (12, 1)}, [[10], [20]], powers=["tricky", None])
        g.play("play 10", 0)
        assert g.legal_actions(0) == ["order forward", "order reverse"]
        g.play(f"order {order}", 0)
        assert g.prompt["kind"] == "move" and g.prompt["colour"] == first


def test_unpredictable_may_use_the_wild_for_a_listed_colour():
    g = race({"blue": (8, 0)}, [[13], [20]], powers=["unpredictable", None])
    g.play("play 13", 0)
    while g.prompt and g.prompt["kind"] != "wild":
        g.play(g.legal_actions(0)[0], 0)
    assert g.prompt and "wild blue" in g.legal_actions(0)
    g2 = race({"blue": (8, 0)}, [[13], [20]])
    g2.play("play 13", 0)
    while g2.prompt and g2.prompt["kind"] != "wild":
        g2.play(g2.legal_actions(0)[0], 0)
    assert "wild blue" not in g2.legal_actions(0) and "wild orange" not in g2.legal_actions(0)


def test_ambitious_adds_two_after_crossing_a_betting_line():
    g = race({"red": (12, 1)}, [[6], [20]], powers=["ambitious", None])
    g.play("play 6", 0)
    _finish_card(g)
    assert row(g, "red") == 19


def test_experienced_follows_into_the_space_just_left_ahead():
    t = R
    g = race({"blue": (9, 0), "red": (8, 0)}, [[2], [20]], powers=["experienced", None])
    assert t.ahead[sp(t, 8, 0)] == sp(t, 9, 0)
    g.play("play 2", 0)
    _finish_card(g)
    assert g.space["red"] == sp(t, 9, 0)


def test_tough_adds_two_when_ending_beside_a_rumble_strip():
    t = R
    target = min((s for s in t.rumble if t.cell[s][0] > 8), key=lambda s: t.cell[s])
    r, lane = t.cell[target]
    start = (r - 5, 0) if t.cell[target][1] <= 1 else (r - 5, 1)
    g = race({"red": start}, [[6], [20]], powers=["tough", None])
    g.play("play 6", 0)
    if g.prompt["kind"] == "move":
        g.play(f"to {target}", 0)
    assert g.space["red"] == target
    assert g.prompt["kind"] == "extra" and g.prompt["speed"] == 2 and "skip" in g.legal_actions(0)


def test_bold_moves_three_instead_of_one_or_two():
    # card 19: ..., yellow 1 — yellow is seat 0's
    g = race({"yellow": (8, 0)}, [[19], [20]], owners={"yellow": 0, "blue": 1}, powers=["bold", None])
    g.play("play 19", 0)
    _finish_card(g)
    assert row(g, "yellow") == 11


def test_defensive_moves_an_own_car_three_when_none_moved():
    g = race({"red": (8, 0), "blue": (10, 0)}, [[2], [20]], owners={"red": 0, "blue": 1}, powers=["defensive", None])
    g.play("play 2", 0)
    _finish_card(g)
    assert row(g, "red") == 11


def test_reckless_adds_two_after_squeezing_between_two_cars():
    t = R
    # red (row 8, lane 0) to (9, 1) passes between black ahead (9, 0) and blue beside (8, 1)
    g = race({"red": (8, 0), "black": (9, 0), "blue": (8, 1)}, [[6], [20]], powers=["reckless", None])
    g.play("play 6", 0)
    _finish_card(g)
    assert row(g, "red") == 8 + 5 + 2


def test_additional_powers_join_the_deal():
    seen = set()
    for seed in range(12):
        g = tw.new("downforce", players=3, seed=seed, powers=True, additional_powers=True)
        seen |= set(g.car_power.values())
    assert seen & set(data.EXTRA_POWERS) and seen & set(data.BASE_POWERS)
    assert all(p in data.BASE_POWERS for p in tw.new("downforce", players=3, seed=1, powers=True).car_power.values())


# ---------------------------------------------------------------------- tracks
def test_crosstown_crossover_loops_have_no_shortcut_and_split_sections_no_lane_change():
    t = track("crosstown_speedway")
    for first, last in t.loops:
        entry = [t.at[(first, lane)] for lane in range(3) if (first, lane) in t.at]
        exit_ = [t.at[(last, lane)] for lane in range(3) if (last, lane) in t.at]
        dist = t.graph.distances(entry)
        assert min(dist[e] for e in exit_) == last - first          # the whole loop, space by space
    for first, last, left in t.splits:
        for r in range(first, last):
            for lane in range(2):
                kids = t.graph.children[t.at[(r, lane)]]
                assert all((t.cell[k][1] >= left) == (lane >= left) for k in kids)


def test_switchback_cracks_can_be_passed_but_never_ended_on():
    t = track("switchback_pass")
    crack = sorted(t.cracks, key=lambda s: t.cell[s])[0]
    r, lane = t.cell[crack]
    # a car moving 2 spaces to the crack's row must not stop on it
    g = race({"red": (r - 2, 0 if lane else 1)}, [[7], [20]], key="switchback_pass")
    ends = g._ends("red", 2)
    assert crack not in ends and ends
    # a car may drive through the crack to pass, but no move of any length ends on it
    g = race({"red": (r - 1, lane if (r - 1, lane) in t.at else 0)}, [[7], [20]], key="switchback_pass")
    ends = [g._ends("red", k) for k in range(1, 6)]
    assert all(crack not in e for e in ends)
    assert any(crack in route.path for e in ends for route in e.values())


def test_aloha_ramps_need_the_speed_and_an_empty_landing_space():
    t = track("aloha_sands")
    ramp, (need, land) = next(iter(sorted(t.ramps.items())))
    r, lane = t.cell[ramp]
    g = race({"red": (r - 1, lane)}, [[7], [20]], key="aloha_sands")
    fast = g._ends("red", need, need)
    slow = g._ends("red", need - 1 if need > 2 else 2, 1)
    assert any(land in route.path for route in fast.values())
    assert not any(land in route.path for route in slow.values())
    blocked = race({"red": (r - 1, lane), "blue": t.cell[land]}, [[7], [20]], key="aloha_sands")
    assert not any(land in route.path for route in blocked._ends("red", need, need).values())


def test_savanna_animals_block_and_move_on_after_a_car_passes():
    t = track("savanna_stretch")
    name, path = t.animals[0]
    r, lane = t.cell[path[0]]
    g = race({"red": (r - 1, lane)}, [[6], [20]], key="savanna_stretch")
    assert path[0] not in g._ends("red", 1) and path[0] in g._blocked("red")
    g.play("play 6", 0)
    _finish_card(g)
    assert row(g, "red") > r and g.animal[name] == 1


def test_savanna_animal_leaves_after_its_last_space():
    t = track("savanna_stretch")
    name, path = t.animals[2]
    r, lane = t.cell[path[-1]]
    g = race({"red": (r - 2, 0)}, [[6], [20]], key="savanna_stretch", animals={name: len(path) - 1})
    g.play("play 6", 0)
    _finish_card(g)
    assert g.animal[name] is None


# ---------------------------------------------------------------------- bad input
def test_bad_actions_are_refused_with_the_rule():
    g = race({"red": (8, 0)}, [[7, 19], [20]])
    refused(g, "play 20", 0, "hand")
    refused(g, "bet red", 0, "decision")
    refused(g, "play 7", 1, "not")
    g.play("play 7", 0)
    refused(g, "to 0", 0, "lit spaces")


def test_bad_positions_are_refused_by_name():
    for bad in ({"cars": {"red": -3}}, {"hands": [[1, 1], []]}, {"owners": {"red": 9}}, {"powers": ["flying", None]},
                {"bets": [[["red", 9]], []]}, {"nope": 1}):
        with pytest.raises(OptionError):
            tw.new("downforce", players=2, position=bad)


# ---------------------------------------------------------------------- whole games and the kit
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_races(players):
    stats = testing.random_playouts("downforce", games=4, seed=players, players=players, every=3)
    assert stats["finished"] == 4


@pytest.mark.parametrize("key", data.TRACK_KEYS)
def test_random_races_on_every_track_with_powers(key):
    stats = testing.random_playouts("downforce", games=2, seed=7, players=4, track=key, powers=True,
                                    additional_powers=True, betting="odds", every=3)
    assert stats["finished"] == 2


def test_full_contract():
    testing.full_contract_check("downforce", range(1), players=3, fuzz_every=9, powers=True, additional_powers=True)
    testing.full_contract_check("downforce", range(1, 2), players=4, fuzz_every=15, track="savanna_stretch",
                                betting="odds_winner")


def test_replay_and_save():
    testing.check_replay("downforce", seed=3, players=4, powers=True)
    g = tw.new("downforce", players=2, seed=9)
    rng = random.Random(1)
    for _ in range(40):
        s = rng.choice(g.to_move)
        g.play(rng.choice(g.legal_actions(s)), s)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)


def test_lesson():
    games = testing.check_lesson("downforce", plies=3, steps=(8, 14))
    assert len(games) == 11


def test_the_bot_plays_legal_moves_and_beats_random_mostly():
    wins = 0
    for i in range(6):
        g = tw.new("downforce", players=4, seed=300 + i)
        players = [RandomBot(seed=i * 7 + k) for k in range(4)]
        players[i % 4] = RacerBot(seed=i)
        while not g.over:
            s = g.to_move[0]
            a = players[s].choose(g, s)
            assert a in g.legal_actions(s)
            g.play(a, s)
        wins += (i % 4) in g.result()["winners"]
    assert wins >= 4


def test_the_heuristic_is_in_range():
    g = tw.new("downforce", players=4, seed=2)
    rng = random.Random(2)
    while not g.over:
        for s in range(4):
            assert -1.0 <= g.heuristic(s) <= 1.0
        s = rng.choice(g.to_move)
        g.play(rng.choice(g.legal_actions(s)), s)
    assert bots.evaluate(g, g.result()["winners"][0]) == 1.0


def test_switchback_a_move_that_would_end_on_a_crack_steps_back_to_a_regular_space():
    t = track("switchback_pass")
    assert t.at[(10, 0)] in t.cracks and t.rows > 12
    g = race({"red": (9, 0), "black": (10, 1), "blue": (11, 0), "green": (11, 1)}, [[7], [20]],
             key="switchback_pass", owners={"red": 0, "blue": 1})
    assert g._ends("red", 3) == {}                  # the crack is the only way on, and it is no place to stop
    g.play("play 7", 0)                             # red 5, yellow 3
    assert row(g, "red") == 9


def test_the_finishing_chances_by_sets_of_cars_match_every_order():
    """The bots' Plackett-Luce chances, computed over the sets of cars placed first, equal the sum
    over every finishing order, and each car's places and each place's cars add up to one."""
    from itertools import permutations
    import math
    rng = random.Random(4)
    g = tw.new("downforce", players=4, seed=11)
    g.quiet = True
    checked = 0
    while not g.over:
        if g.phase == "race" and checked < 30:
            seat, boost = rng.randrange(4), rng.choice((1.0, 3.0))
            got = bots.full_chances(g, 3.0, seat, boost)
            free = [c for c in COLOURS if c not in g.places]
            st = {c: math.exp(g.track.row(g.space[c]) / 3.0) * (boost if g.owner[c] == seat else 1.0) for c in free}
            want = {c: [0.0] * 6 for c in COLOURS}
            for i, c in enumerate(g.places):
                want[c][i] = 1.0
            for order in permutations(free):
                p, left = 1.0, sum(st.values())
                for c in order:
                    p *= st[c] / left
                    left -= st[c]
                for i, c in enumerate(order):
                    want[c][len(g.places) + i] += p
            for c in COLOURS:
                assert got[c] == pytest.approx(want[c], abs=1e-9)
                assert sum(got[c]) == pytest.approx(1.0)
            for i in range(6):
                assert sum(got[c][i] for c in COLOURS) == pytest.approx(1.0)
            checked += 1
        s = g.to_move[0]
        g.apply(rng.choice(g.legal_actions(s)), s)
    assert checked == 30


def test_the_bot_decides_on_what_its_seat_sees_only():
    """The card look-ahead redeals what the seat cannot see: swapping unseen cards between two other
    hands and changing the others' secret bets never changes the bot's choice."""
    rng = random.Random(8)
    compared = 0
    for seed in range(40):
        if compared >= 4:
            break
        g = tw.new("downforce", players=4, seed=200 + seed)
        g.quiet = True
        while not g.over and not (g.phase == "race" and g.prompt is None and any(g.bets[0]) and rng.random() < 0.3):
            s = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(s)), s)
        if g.over:
            continue
        seat = g.player
        a, b = [s for s in range(4) if s != seat][:2]
        ca = [c for c in g.hands[a] if c not in g.known[a]]
        cb = [c for c in g.hands[b] if c not in g.known[b]]
        if not ca or not cb or len(g.legal_actions(seat)) < 2:
            continue
        twin = g.clone()
        twin.hands[a] = sorted([c for c in g.hands[a] if c != ca[0]] + [cb[0]])
        twin.hands[b] = sorted([c for c in g.hands[b] if c != cb[0]] + [ca[0]])
        for s in range(4):
            if s != seat:
                for bet in twin.bets[s]:
                    bet[0] = COLOURS[(COLOURS.index(bet[0]) + 1) % 6]
        assert RacerBot(seed=seed).choose(g, seat) == RacerBot(seed=seed).choose(twin, seat)
        compared += 1
    assert compared == 4


def test_the_speed_still_to_come_counts_the_own_hand_and_weighs_the_unseen_cards():
    """What is still to come for each car, as one seat sees it: its own hand in full, every card it
    cannot see weighted by the chance that it is in a hand rather than in the box; another seat's
    cards never change it, only how many there are."""
    g = race({"red": (20, 0), "blue": (23, 0)}, [[6, 7, 17, 24], [2, 8, 9]])
    rem = bots.remaining_speed(g, 0)
    unseen = [c for c in data.DECK if c not in (6, 7, 17, 24)] + [data.SPECIAL_OF["blue"]]
    p = 3 / len(unseen)
    for c in COLOURS:
        own = sum(v for card in (6, 7, 17, 24) for x, v in data.CARD[card] if x == c)
        rest = sum(v for card in unseen for x, v in data.CARD[card] if x == c)
        assert rem[c] == pytest.approx(own + p * rest)
    twin = race({"red": (20, 0), "blue": (23, 0)}, [[6, 7, 17, 24], [3, 4, 5]])
    assert bots.remaining_speed(twin, 0) == pytest.approx(rem)


def test_the_bot_bets_on_the_car_its_cards_will_carry_past_the_leader():
    """Betting by where the cars will be once the speed still to come is spent: the seat holds four
    red cards, so red (three rows behind blue) is the better bet, though blue leads on distance."""
    g = race({"red": (20, 0), "blue": (23, 0)}, [[6, 7, 17, 24], [2, 8, 9]])
    by_distance = bots.place_chances(g, 0, own_boost=1.0)
    assert by_distance["blue"][0] > by_distance["red"][0]
    chances = bots.projected_chances(g, 0, rng=random.Random(1))
    assert chances["red"][0] > chances["blue"][0]
    for i in range(3):
        assert sum(chances[c][i] for c in COLOURS) == pytest.approx(1.0)
    g.phase, g.bet_line = "bet", 0
    g.bet_places = {c: i + 1 for i, c in enumerate(g.standings())}
    assert RacerBot(seed=1, bet_model="projected")._bet(g, 0, [f"bet {c}" for c in COLOURS]) == "bet red"
    assert RacerBot(seed=1, bet_model="distance")._bet(g, 0, [f"bet {c}" for c in COLOURS]) == "bet blue"


def _bet_position(**kw):
    g = race({"red": (30, 0), "blue": (29, 1)}, [[1, 2, 3], [4, 5, 6]],
             owners={"red": 0, "blue": 1, "green": 0, "black": 1}, **kw)
    g.phase, g.bet_line = "bet", 0
    g.bet_places = {c: i + 1 for i, c in enumerate(g.standings())}
    return g


def test_the_bot_bets_to_win_the_game_backing_the_rival_car_that_would_pass_it():
    """Betting to end with the most money: the seat's red leads the rival's blue by a row, the other
    cars far behind. A bet on red only adds to a win red already brings; a bet on blue pays when blue
    wins, when red alone would lose. So the bot bets on the rival's car (and the rival on red), where
    the payout estimate backs its own leading car."""
    g = _bet_position()
    legal = [f"bet {c}" for c in COLOURS]
    assert RacerBot(seed=1, bet_model="win")._bet(g, 0, legal) == "bet blue"
    assert RacerBot(seed=1, bet_model="win")._bet(g, 1, legal) == "bet red"
    assert RacerBot(seed=1, bet_model="distance")._bet(g, 0, legal) == "bet red"


def test_the_bot_keeps_the_power_that_fits_its_cars_and_its_hand():
    """Powers: the bot counts what each power would add to its own cars. A hand topped by its red and
    blue (cards 6, 9, 2, 24, 17) favours the aggressive power (one more space for the top line) over
    the bold one; a hand with red and blue only on slow lines (19, 21, 40, 41) favours bold (a move
    of 1 or 2 becomes 3). Ambitious grows with the cars owned (two spaces at each yellow line)."""
    owners = {"red": 0, "blue": 0, "green": 1}
    top = race({"red": (6, 0), "blue": (6, 1)}, [[2, 6, 9, 17, 24], [3, 4]], owners=owners, powers=[None, None])
    fit = bots.power_fit(top, 0)
    assert fit["aggressive"] == 5 and fit["bold"] == 0 and fit["defensive"] == 0
    slow = race({"red": (6, 0), "blue": (6, 1)}, [[19, 21, 40, 41], [3, 4]], owners=owners, powers=[None, None])
    fit = bots.power_fit(slow, 0)
    assert fit["bold"] == 10 and fit["aggressive"] == 0
    assert bots.power_fit(slow, 0)["ambitious"] > bots.power_fit(slow, 1)["ambitious"] > 0
    # in a real game the bot keeps the power that fits best of those it won
    rng = random.Random(5)
    kept = 0
    for seed in range(40):
        g = tw.new("downforce", players=3, seed=seed, powers=True, additional_powers=True)
        while g.phase == "auction":
            for s in g.to_move:
                g.play(rng.choice(g.legal_actions(s)), s)
        while g.phase == "keep":
            s = g.to_move[0]
            fit = bots.power_fit(g, s)
            best = max(fit[p] for p in g.won_powers[s])
            a = RacerBot(seed=seed).choose(g, s)
            assert a in g.legal_actions(s) and fit[a.split()[1]] == best
            g.play(a, s)
            kept += 1
    assert kept >= 5


def test_the_win_chance_splits_one_between_the_seats_and_follows_the_race():
    """The chance to end with the most money, over common draws of the finishing order: with no bets
    and no bids paid, the two seats' chances add up to one; the seat whose car is far ahead nearly
    always wins; a finished game gives the result."""
    g = _bet_position()
    b = RacerBot(seed=3, sim_boost=1.0, win_weight=1.0)
    b._noise = None
    p0, p1 = b.win_chance(g, 0), b.win_chance(g, 1)
    assert p0 + p1 == pytest.approx(1.0)
    assert 0.2 < p0 < 0.8
    far = race({"red": (40, 0), "blue": (12, 1)}, [[1, 2, 3], [4, 5, 6]], owners={"red": 0, "blue": 1})
    b._noise = None
    assert b.win_chance(far, 0) > 0.9 > 0.1 > b.win_chance(far, 1)
    over = _endgame()
    over.play("play 5", 0)                            # orange home: the race is over, seat 0 won
    winners = over.result()["winners"]
    assert winners == [0]
    for s in range(over.players):
        assert b.win_chance(over, s) == (1.0 / len(winners) if s in winners else 0.0)


def test_the_money_auction_prices_a_bid_by_its_chance_to_win_and_the_cars_payout():
    """The optional auction in money (``auction="money"``): a bid's chance to win is counted against
    every other bidder's allowed cards (here all known, so the chance is exact: a 5 beats a rival
    holding only 1s and 2s of the colour, a 1 never does, and a tie sets the car aside); the bot bids
    the card with the most expected money -- chance times (the car's payout less the bid) -- and its
    lowest card when no bid can win."""
    g = auction_game(2)
    colour = g.auctioned
    five, one = _card(colour, 5), _card(colour, 1)
    low = [c for c, lines in data.CARDS if any(x == colour and v in (1, 2) for x, v in lines) and c not in (five, one)][:3]
    set_hands(g, [[five, one], low])
    g.known[1] = set(low)                              # the rival's cards are known: no redeal
    bot = RacerBot(seed=2, auction="money", auction_draws=5)
    bot.me = 0
    legal = g.legal_actions(0)
    chance = bot.win_chances(g, 0, legal)
    assert chance[f"bid {five}"] == 1.0
    assert chance[f"bid {one}"] == 0.0
    value = bot.car_value(g, 0, colour)
    assert 0 < value < 12 and value > RacerBot(value_boost=1.0).car_value(g, 0, colour)
    assert g.owner[colour] is None                     # pricing the car changes nothing
    assert bot._bid_money(g, 0, legal) == f"bid {five}"
    # a rival whose cards all beat ours: no bid gains, the lowest goes in
    high = [c for c, lines in data.CARDS if any(x == colour and v == 5 for x, v in lines) and c != five]
    two = [c for c, lines in data.CARDS if any(x == colour and v == 2 for x, v in lines)][0]
    set_hands(g, [[two, one], high])
    g.known[1] = set(high)
    legal = g.legal_actions(0)
    assert set(bot.win_chances(g, 0, legal).values()) == {0.0}
    assert bot._bid_money(g, 0, legal) == f"bid {one}"


def test_after_the_last_yellow_line_the_bot_plays_each_card_out_to_the_end():
    """The optional end-of-race play-outs (``end_rollouts``): four cars home, seat 0's black and seat
    1's orange a few spaces from the line, 12 against 13 in money; the car home first takes 5th
    ($2M). Black 5 wins the game for seat 0, orange 5 loses it: the play-outs find the black card,
    and the bot without play-outs still plays the same way (the look-ahead sees it too)."""
    g = race({"black": (48, 0), "orange": (48, 1)}, [[1, 5], [20]],
             owners={"red": 0, "green": 0, "black": 0, "blue": 1, "yellow": 1, "orange": 1},
             finished=["red", "blue", "green", "yellow"], crossed=[True, True, True], paid=[6, 0])
    bot = RacerBot(seed=4, end_rollouts=3)
    bot.me = 0
    assert bot._play_out(g, 0, g.legal_actions(0)) == "play 1"
    assert bot.choose(g, 0) == "play 1"
    assert g.space["black"] is not None and not g.over          # deciding changes nothing
    twin = g.clone()
    twin.play("play 1", 0)
    assert twin.over and twin.result()["winners"] == [0]
    lose = g.clone()
    lose.play("play 5", 0)
    assert lose.over and lose.result()["winners"] == [1]
