"""Heat: a scripted test per rule of the page, every upgrade effect, the track features, Legends,
the garage draft, bots, the lesson, random races with 1 to 6 cars, and the shared kit."""

from __future__ import annotations

import doctest
from collections import Counter
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import heat as package
from tablewidgets.games.heat import bots, cards, legends, tracks
from tablewidgets.games.heat.bots import DriverBot
from tablewidgets.games.heat.cards import LEGEND_CARDS, UPGRADES
from tablewidgets.games.heat.tracks import TRACKS

BASIC7 = ["1", "2", "3", "4", "4", "3", "2"]


def race(cars, hands, decks=None, players=None, **kw):
    """A race starting from a position: ``cars`` = [[pos, spot], ...] (players' cars first)."""
    players = players or len(hands)
    position = {"cars": cars, "hands": hands}
    for key in ("decks", "discards", "engines", "gears", "legend_deck", "stress_supply"):
        if key in kw:
            position[key] = kw.pop(key)
    if decks is not None:
        position["decks"] = decks
    if "roads" in kw:                  # {"tile": ..., "roads": [...]}: a chosen weather and road conditions
        position["weather"] = kw.pop("roads")
    kw.setdefault("laps", 1)
    kw.setdefault("weather", "off")
    kw.setdefault("track", "france")     # 60 spaces; lines at 12 (5), 20 (2), 27 (4), 39 (3), 47 (4)
    return tw.new("heat", players=players, seed=kw.pop("seed", 1), cars=len(cars), position=position, **kw)


def commit(g, seat, gear, *played):
    g.play(f"gear {gear}", seat=seat)
    for card in played:
        g.play(f"play {card}", seat=seat)


def until_turn_of(g, car):
    """Let the cars before ``car`` end their turns without reacting or discarding."""
    while not g.over and g.phase in ("react", "discard") and g.turn["car"] != car:
        g.play("done", seat=g.turn["seat"])


# ---------------------------------------------------------------------- docs and data
def test_docstrings_run():
    from tablewidgets.games.heat import weather
    for module in (package, tracks, cards, legends, bots, weather):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_tracks_are_data_with_the_expansion_features():
    # the printed boards (circuit_data names its source): spaces, laps, corner limits
    facts = {"usa": (69, 2, [7, 3, 3, 2]), "italy": (54, 3, [5, 2, 3]), "france": (60, 2, [5, 2, 4, 3, 4]),
             "great_britain": (63, 2, [10, 6, 5, 4, 3]), "japan": (60, 2, [4, 4, 2, 5, 3]),
             "spain": (109, 1, [5, 4, 4, 4, 2, 5, 2, 3, 4, 4, 3])}
    assert set(TRACKS) == set(facts)
    for key, t in TRACKS.items():
        assert (t.length, t.laps, [c.limit for c in t.corners]) == facts[key], key
        geo = t.geometry()
        assert len(geo["spaces"]) == t.length and all(len(s["spots"]) == 2 for s in geo["spaces"])
        assert t.heat > 0 and t.stress > 0
        ats = [c.at for c in t.corners]
        assert ats == sorted(ats) and len(set(ats)) == len(ats)
        for c in t.corners:
            assert c.legend_at != c.at and 0 <= c.legend_at < t.length
    assert TRACKS["japan"].flooded and TRACKS["spain"].tunnels
    assert TRACKS["japan"].chicanes == ((0, 1),) and TRACKS["spain"].chicanes == ((2, 3), (8, 9))
    for key in ("japan", "spain"):
        for i, j in TRACKS[key].chicanes:           # two lines, one limit
            assert TRACKS[key].corners[i].limit == TRACKS[key].corners[j].limit
    assert not any(TRACKS[k].chevrons for k in ("usa", "france", "italy"))
    gb = TRACKS["great_britain"]
    assert {c.limit for c in gb.corners if (c.at - 1) in gb.chevrons} == {6, 5, 4}


def test_every_garage_icon_is_on_some_upgrade():
    kinds = {k for u in UPGRADES.values() for k, _ in u.effects}
    assert kinds >= {"accelerate", "limit", "direct", "draft", "reduce", "refresh", "salvage", "scrap", "slip",
                     "supercool", "plus", "heat", "cool"}
    assert len(LEGEND_CARDS) == 10
    for card in LEGEND_CARDS.values():
        assert len(set(card.speeds)) == 6      # each colour has its own number
        assert all(0 <= s <= 3 for s in card.slots) and len(card.slots) == 6


def test_the_published_garage_cards_speeds_and_symbols():
    from tablewidgets.games.heat.cards import CHOICE_SPEEDS, card_info
    assert len(UPGRADES) == 58                      # 16 basic, 30 advanced, 6 Heavy Rain, 6 Tunnel Vision
    assert {u.name for u in UPGRADES.values()} == {
        "4 wheel drive", "Body", "Brakes", "Cooling system", "R.P.M.", "Fuel", "Gas pedal", "Suspension", "Tires",
        "Turbo charger", "Wings", "Air intake", "Front wing"}
    assert (UPGRADES["turbo2"].speed, UPGRADES["turbo2"].effects) == (8, (("heat", 1), ("scrap", 6)))
    assert (UPGRADES["tires5"].speed, dict(UPGRADES["tires5"].effects)) == (
        0, {"plus": 1, "limit": 1, "slip": 1, "cool": 1})
    # the cards printed with a choice of speeds play at the highest, and say so on their face
    for key, printed in CHOICE_SPEEDS.items():
        assert (UPGRADES.get(key) or cards.SPONSORS[key]).speed == max(printed) and card_info(key)["note"].startswith("/".join(map(str, printed)))


def test_the_published_legend_cards_give_each_colour_a_number_and_a_slot():
    # the published first card: yellow 11 in slot 0; red 13 and gray 14 in slot 1; black 16 and
    # green 15 in slot 2; blue 18 in slot 3 (our Purple and Orange follow black and gray)
    one = LEGEND_CARDS[1]
    assert one.speeds == (13, 18, 15, 11, 16, 14) and one.slots == (1, 3, 2, 0, 2, 1)
    assert LEGEND_CARDS[10].speeds == (16, 15, 11, 18, 10, 17) and LEGEND_CARDS[10].slots == (2, 2, 0, 3, 0, 2)
    # every colour drives 10 to 19 and each card leaves its numbers in rising order by column
    for card in LEGEND_CARDS.values():
        assert all(10 <= n <= 19 for n in card.speeds)
        by_slot = sorted(zip(card.slots, card.speeds))
        assert [n for _, n in by_slot] == sorted(n for _, n in by_slot) or any(
            a[0] == b[0] for a, b in zip(by_slot, by_slot[1:]))


# ---------------------------------------------------------------------- setup
@pytest.mark.parametrize("players,cars,legends_", [(1, 6, 5), (2, 4, 2), (3, 1, 0), (6, 6, 0)])
def test_setup_decks_engine_grid_and_legends(players, cars, legends_):
    g = tw.new("heat", players=players, seed=3, cars=cars)
    t = TRACKS["usa"]
    assert len(g.cars) == max(players, cars)
    assert sum(1 for c in g.cars if c["seat"] is None) == legends_
    assert sorted((c["pos"], c["spot"]) for c in g.cars)[-2:][-1][0] == -1     # the grid is behind the line
    for s in range(players):
        everything = g.deck[s] + g.hand[s]
        assert len(g.hand[s]) == 7 and len(everything) == 12 + 3 + t.stress
        for v in "1234":
            assert everything.count(v) == 3
        assert everything.count("heat") == 1 and everything.count("0") == 1 and everything.count("5") == 1
        assert everything.count("stress") == t.stress and g.engine[s] == t.heat
        assert g.cars[s]["gear"] == 1
    assert g.phase == "plan" and g.to_move == tuple(range(players))


def test_options_are_checked():
    with pytest.raises(OptionError, match="track"):
        tw.new("heat", track="monaco")
    with pytest.raises(OptionError, match="cars"):
        tw.new("heat", cars=9)
    with pytest.raises(OptionError):
        tw.new("heat", players=7)
    g = tw.new("heat", players=2, laps=3, track="Italy")
    assert g.finish_line == 3 * TRACKS["italy"].length and g.opts["track"] == "italy"


@pytest.mark.parametrize("position,words", [
    ({"cars": [[0, 0]]}, ["cars"]),
    ({"cars": [[0, 0], [0, 0]]}, ["share"]),
    ({"hands": [["7"], ["1"]]}, ["card"]),
    ({"engines": [-1, 2]}, ["engines"]),
    ({"gears": [5, 1]}, ["gears"]),
    ({"warp": 1}, ["warp"]),
])
def test_bad_positions_are_refused(position, words):
    with pytest.raises(OptionError) as info:
        tw.new("heat", players=2, cars=2, position=position)
    for w in words:
        assert w in str(info.value)


# ---------------------------------------------------------------------- step 1 and 2: shift and play
def test_shifting_one_gear_is_free_two_cost_a_heat_paid_when_all_have_chosen():
    g = race([[10, 0], [8, 0]], [BASIC7, BASIC7], gears=[2, 2])
    assert g.legal_actions(0) == ["gear 1", "gear 2", "gear 3", "gear 4"]
    commit(g, 0, 4, "4", "4", "3", "3")
    assert g.engine[0] == 6                       # not yet: the shift is still hidden
    assert g.view(1)["players"][0]["engine"] == 6
    commit(g, 1, 1, "1")
    assert g.cars[0]["gear"] == 4 and g.engine[0] == 5 and g.discard[0][-1] == "heat"
    g2 = race([[10, 0]], [BASIC7], gears=[1], engines=[0])
    assert g2.legal_actions(0) == ["gear 1", "gear 2"]     # no Heat: no double shift
    refused(g2, "gear 3", 0, "costs 1 heat")
    refused(g2, "gear 4", 0, "at most two gears")


def test_play_as_many_cards_as_the_gear_and_never_heat():
    g = race([[10, 0]], [["1", "2", "3", "heat", "stress", "4", "5"]], gears=[3])
    refused(g, "play 3", 0, "gear first")
    g.play("gear 3")
    assert "play heat" not in g.legal_actions()
    refused(g, "play heat", 0, "cannot be played")
    refused(g, "play 0", 0, "no 0")
    g.play("play 3")
    g.play("play stress")
    assert g.to_move == (0,) and g.plan[0]["cards"] == ["3", "stress"]
    g.play("play 5")
    assert g.phase != "plan"


def test_commitments_stay_hidden_until_everyone_has_chosen():
    g = race([[10, 0], [8, 0], [6, 0]], [BASIC7, BASIC7, BASIC7], gears=[2, 2, 2])
    commit(g, 0, 3, "4", "4", "3")
    assert set(g.to_move) == {1, 2}
    for seat in (None, 1, 2):
        view = g.view(seat)
        assert view["plan"] in (None, {"gear": None, "cards": []})      # only one's own plan
        # neither the gear (no count of cards) nor having finished (no flag, still "to move") shows
        assert not view["players"][0]["ready"] and view["players"][0]["hand_count"] == 7
        assert set(view["to_move"]) == {0, 1, 2}
        text = json.dumps(view)
        assert '"gear": 3' not in text
        assert all("gear 3" not in e["text"] and "plays" not in e["text"] for e in g.log_for(seat))
    assert g.view(0)["plan"] == {"gear": 3, "cards": ["4", "4", "3"]}
    assert g.status(None) == "Round 1: waiting for Red and Blue and Green to shift and play cards."
    assert g.status(0) == "Round 1: waiting for Blue and Green to shift and play cards."
    assert g.view(0)["players"][0]["ready"] and g.view(0)["to_move"] == [1, 2]   # the seat itself knows
    testing.check_no_leak(g, random.Random(1), samples=4)
    g.play("gear 2", seat=1)
    testing.check_no_leak(g, random.Random(2), samples=4)
    refused(g, "play 4", 0, "not red's turn")       # a finished plan cannot be changed by another play
    g.undo(1)                                       # seat 1 may still take back its own gear
    assert g.plan[1]["gear"] is None


# ---------------------------------------------------------------------- step 3: reveal and move
def test_cars_move_front_first_onto_the_race_line_and_are_blocked_by_full_spaces():
    g = race([[5, 0], [5, 1], [1, 0]], [["0", "1", "2", "3", "4", "4", "3"]] * 3)
    commit(g, 0, 1, "0")
    commit(g, 1, 1, "0")
    commit(g, 2, 1, "4")
    until_turn_of(g, 2)
    assert g.order == [0, 1, 2]                          # the car on the race line is ahead
    assert g.cars[2]["pos"] == 4 and g.cars[2]["spot"] == 0   # space 5 is full: first free space behind
    assert g.moves[2]["speed"] == 4


def test_reveal_moves_exactly_the_speed_and_passes_through_cars():
    g = race([[3, 0], [1, 0]], [BASIC7, BASIC7], gears=[2, 2])
    commit(g, 0, 2, "1", "2")
    commit(g, 1, 2, "4", "4")
    assert g.cars[0]["pos"] == 6
    while g.turn and g.turn["car"] == 0:
        g.play("done", seat=0)
    assert g.cars[1]["pos"] == 9                       # drove past the other car


def test_a_plus_symbol_flips_until_a_basic_card():
    g = race([[20, 0]], [["stress", "1", "2", "3", "4", "4", "3"]], decks=[["5", "heat", "0", "3", "1"]],
             gears=[1])
    commit(g, 0, 1, "stress")
    assert g.play_area[0] == ["stress", "3"] and g.cars[0]["pos"] == 23
    assert g.discard[0] == ["5", "heat", "0"]          # upgrades and Heat were set aside


def test_stress_flip_reshuffles_the_discard_pile_when_the_deck_runs_out():
    g = race([[20, 0]], [["stress"] * 2 + ["1", "2", "3", "4", "4"]], decks=[["heat"]],
             discards=[["2"]], gears=[2])
    commit(g, 0, 2, "stress", "stress")
    assert g.play_area[0][:2] == ["stress", "stress"]
    assert sum(cards.value(c) for c in g.play_area[0]) == 2     # only one basic card existed


def test_cluttered_hand_stays_put_drops_to_first_gear_and_discards_the_play_area():
    g = race([[20, 0]], [["heat"] * 6 + ["2"]], decks=[["1", "2", "3", "4"]], gears=[2])
    g.play("gear 2")
    g.play("play 2")
    assert g.round == 2 and g.phase == "plan"          # the turn went straight to replenishing
    assert g.cars[0]["pos"] == 20 and g.cars[0]["gear"] == 1
    assert g.discard[0] == ["2", "heat"] and g.hand[0].count("heat") == 5 and len(g.hand[0]) == 7
    assert g.moves[0]["cluttered"]


# ---------------------------------------------------------------------- step 4 and 5: adrenaline and react
def test_cooldown_from_gear_one_and_two():
    for gear, cool in ((1, 3), (2, 1), (3, 0)):
        hand = ["heat"] * 3 + ["1", "1", "2", "2"]
        g = race([[30, 0], [20, 0]], [hand, BASIC7], gears=[gear, 2])
        commit(g, 0, gear, *(["1", "1", "2"][:gear]))
        commit(g, 1, 2, "1", "2")
        cooled = 0
        while "cool" in g.legal_actions(0):
            g.play("cool", seat=0)
            cooled += 1
        assert cooled == cool and g.engine[0] == 6 + cool


def test_boost_once_per_turn_needs_heat_and_counts_for_corners():
    g = race([[4, 0], [0, 0]], [["heat"] + BASIC7[:6], BASIC7], decks=[["3", "2"], None], gears=[1, 1])
    commit(g, 0, 1, "1")
    commit(g, 1, 1, "1")
    g.play("boost", seat=0)
    assert g.cars[0]["pos"] == 8 and g._speed() == 4 and g.engine[0] == 5
    assert "boost" not in g.legal_actions(0)
    refused(g, "boost", 0, "only once")
    g2 = race([[4, 0]], [BASIC7], gears=[1], engines=[0])
    commit(g2, 0, 1, "1")
    assert "boost" not in g2.legal_actions(0)
    refused(g2, "boost", 0, "costs 1 heat")


def test_adrenaline_goes_to_the_last_car_and_gives_a_space_and_a_cooldown():
    g = race([[30, 0], [20, 0]], [["heat", "1", "2", "3", "4", "4", "3"]] * 2, gears=[3, 3])
    commit(g, 0, 3, "1", "2", "3")
    commit(g, 1, 3, "1", "2", "3")
    assert g.adrenaline == [1]
    assert "adrenaline" not in g.legal_actions(0)
    refused(g, "adrenaline", 0, "last car")
    g.play("done", seat=0)
    if g.phase == "discard":
        g.play("done", seat=0)
    assert g.turn["seat"] == 1 and g.turn["cool"] == 1      # 3rd gear, but Adrenaline cools one
    g.play("adrenaline", seat=1)
    assert g.cars[1]["pos"] == 27 and g._speed() == 7


@pytest.mark.parametrize("ncars,last", [(4, 1), (5, 2), (6, 2)])
def test_adrenaline_for_the_last_two_with_five_or_six_cars(ncars, last):
    g = tw.new("heat", players=1, seed=4, cars=ncars, laps=1)
    bot = DriverBot(seed=1)
    g.play(bot.choose(g, 0), seat=0)
    while g.phase == "plan":
        g.play(bot.choose(g, 0), seat=0)
    assert len(g.adrenaline) == last and g.adrenaline == g.order[-last:]


def test_adrenaline_counts_the_cars_that_started():
    g = race([[56, 0], [2, 0], [30, 0], [20, 0], [10, 0]], [BASIC7, BASIC7], gears=[2, 1, 1, 1, 1])
    commit(g, 0, 2, "4", "4")
    commit(g, 1, 1, "1")
    while g.round == 1:
        g.play("done", seat=g.to_move[0])
    assert g.podium == [0] and len(g.racing()) == 4
    commit(g, 1, 1, "2")
    assert len(g.order) == 4 and g.adrenaline == g.order[-2:]    # five cars started: still the last two


# ---------------------------------------------------------------------- step 6: slipstream
def test_slipstream_adds_two_spaces_but_no_speed():
    g = race([[12, 0], [12, 1], [5, 0]], [BASIC7] * 3, gears=[1, 1, 2])
    commit(g, 0, 1, "1")
    commit(g, 1, 1, "1")
    commit(g, 2, 2, "3", "4")
    for seat in (0, 1):
        while g.turn and g.turn["seat"] == seat:
            g.play("done", seat=seat)
    assert g.turn["seat"] == 2 and g.cars[2]["pos"] == 12   # right behind the two cars on 13
    assert "slip" in g.legal_actions(2)
    g.play("slip", seat=2)
    assert g.cars[2]["pos"] == 14 and g.moves[2]["speed"] == 7


def test_slipstream_only_beside_or_behind_a_car():
    g = race([[30, 0], [5, 0]], [BASIC7, BASIC7], gears=[1, 1])
    commit(g, 0, 1, "1")
    commit(g, 1, 1, "2")
    assert "slip" not in g.legal_actions(0)          # nobody ahead
    refused(g, "slip", 0, "beside a car")
    g.play("done", seat=0)
    g.play("done", seat=0)


def test_slipstream_across_a_corner_still_checks_it():
    g = race([[25, 0], [24, 0]], [BASIC7, ["1", "1", "2", "3", "4", "4", "3"]], gears=[1, 2])
    commit(g, 0, 1, "1")
    commit(g, 1, 2, "1", "1")       # speed 2 lands beside the car on 26
    while g.turn["seat"] == 0:
        g.play("done", seat=0)
    assert g.cars[1]["pos"] == 26
    g.play("slip", seat=1)
    assert g.cars[1]["pos"] == 28 and g.engine[1] == 6    # speed 2 is under the limit of 4: free
    g2 = race([[25, 0], [20, 0]], [BASIC7, BASIC7], gears=[1, 2])
    commit(g2, 0, 1, "1")
    commit(g2, 1, 2, "3", "3")      # speed 6 to 26, then the slipstream crosses the line limited to 4
    while g2.turn["seat"] == 0:
        g2.play("done", seat=0)
    g2.play("slip", seat=1)
    assert g2.engine[1] == 4


def test_no_slipstream_across_or_after_the_finish_line():
    g = race([[58, 0], [57, 0]], [BASIC7, BASIC7], gears=[1, 1])
    commit(g, 0, 1, "1")       # to 59
    commit(g, 1, 1, "1")       # to 58, behind it: 58 + 2 reaches the line
    while g.turn["seat"] == 0:
        g.play("done", seat=0)
    assert g.cars[1]["pos"] == 58 and "slip" not in g.legal_actions(1)
    refused(g, "slip", 1, "finish line")


# ---------------------------------------------------------------------- step 7: corners
def test_corner_costs_the_excess_speed_in_heat():
    g = race([[25, 0]], [BASIC7], gears=[2])
    commit(g, 0, 2, "4", "4")
    g.play("done")
    assert g.engine[0] == 2 and g.discard[0].count("heat") == 4 and g.cars[0]["pos"] == 33


def test_speed_at_or_under_the_limit_is_free():
    g = race([[25, 0]], [BASIC7], gears=[2])
    commit(g, 0, 2, "2", "2")
    g.play("done")
    assert g.engine[0] == 6


def test_several_corners_in_one_move_are_paid_in_order_and_spin_at_the_one_that_cannot_be_paid():
    g = race([[8, 0]], [BASIC7], gears=[2], track="japan")
    commit(g, 0, 2, "3", "3")           # crosses the chicane's two lines (10 and 12, limit 4) at speed 6
    g.play("done")
    assert g.engine[0] == 3 and g.cars[0]["pos"] == 14 and not g.moves[0]["spun"]   # Japan: 7 Heat
    g = race([[8, 0]], [BASIC7], gears=[2], track="japan")
    commit(g, 0, 2, "4", "4")           # 4 Heat for the first line, 4 more for the second: only 3 left
    g.play("done")
    assert g.moves[0]["spun"] and g.engine[0] == 0
    assert g.cars[0]["pos"] == 11 and g.cars[0]["gear"] == 1    # back before the second line


@pytest.mark.parametrize("gear,stress", [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_spin_out_penalty_by_gear(gear, stress):
    hand = ["5", "4", "4", "4", "3", "3", "3"]
    g = race([[26, 0]], [hand], gears=[gear], engines=[0])
    commit(g, 0, gear, *hand[:gear])
    before = g.stress_supply
    g.play("done")
    assert g.moves[0]["spun"]
    assert g.cars[0]["pos"] == 26 and g.cars[0]["gear"] == 1
    assert g.stress_supply == before - stress
    assert g.hand[0].count("stress") >= stress


def test_spin_out_goes_behind_cars_filling_the_space_before_the_line():
    g = race([[26, 0], [26, 1], [22, 0]], [["0"] + BASIC7[:6], ["0"] + BASIC7[:6], BASIC7], gears=[1, 1, 4],
             engines=[6, 6, 0])
    commit(g, 0, 1, "0")
    commit(g, 1, 1, "0")
    commit(g, 2, 4, "4", "4", "3", "3")
    for seat in (0, 1):
        while g.turn and g.turn["seat"] == seat:
            g.play("done", seat=seat)
    g.play("done", seat=2)
    assert g.moves[2]["spun"] and g.cars[2]["pos"] == 25


# ---------------------------------------------------------------------- step 8 and 9: discard, replenish
def test_discard_never_heat_or_stress_and_replenish_to_seven():
    g = race([[30, 0]], [["heat", "stress", "1", "2", "3", "4", "0"]], gears=[1])
    commit(g, 0, 1, "4")
    g.play("done")
    assert g.phase == "discard"
    legal = g.legal_actions()
    assert "discard heat" not in legal and "discard stress" not in legal and "discard 0" in legal
    refused(g, "discard heat", 0, "never be discarded")
    g.play("discard 0")
    g.play("discard 1")
    g.play("keep")
    assert len(g.hand[0]) == 7 and g.discard[0][:3] == ["0", "1", "4"]
    assert g.view(1 - 1)["players"][0]["discard_top"] == g.discard[0][-1]


def test_discard_pile_shows_only_its_top_card():
    g = race([[30, 0], [20, 0]], [BASIC7, BASIC7], gears=[1, 1], discards=[["5", "3"], None])
    view = g.view(1)
    assert view["players"][0]["discard_top"] == "3" and view["players"][0]["discard_count"] == 2
    assert set(view["players"][0]) >= {"discard_top", "discard_count"} and view["pile"] is None
    assert "discards" not in json.dumps(view) and "5" not in json.dumps(view["players"][0]["play"])


# ---------------------------------------------------------------------- finishing
def test_several_finishers_in_one_round_are_ordered_by_position_and_corners_after_the_line_are_ignored():
    g = race([[56, 0], [55, 0], [20, 0]], [BASIC7, ["4", "4", "4", "4", "1", "1", "1"], BASIC7],
             gears=[2, 4, 1], laps=1)
    commit(g, 0, 2, "3", "2")          # 61
    commit(g, 1, 4, "4", "4", "4", "4")  # 71: past the first corner of the next lap (line 70, limit 4)
    commit(g, 2, 1, "1")
    while not g.over and g.round == 1:
        seat = g.to_move[0]
        g.play("done", seat=seat)
    assert g.engine[1] == 6                       # no Heat for the corner after the finish line
    assert g.podium[:2] == [1, 0] and g.cars[1]["place"] == 1 and g.cars[0]["place"] == 2
    assert g.cars[2]["place"] is None and not g.over and g.to_move == (2,)   # the race goes on
    assert 0 not in g.racing() and g.plan[0] is None


def test_race_ends_when_all_have_finished_with_standings_and_points():
    g = tw.new("heat", players=2, seed=5, cars=4, laps=1)
    drivers = [DriverBot(seed=1), DriverBot(seed=2)]
    while not g.over:
        seat = g.to_move[0]
        g.play(drivers[seat].choose(g, seat), seat=seat)
    result = g.result()
    assert sorted(g.podium) == [0, 1, 2, 3]
    assert result["ranking"] == [g.cars[0]["place"], g.cars[1]["place"]]
    assert result["scores"] == [cards.POINTS[p - 1] for p in result["ranking"]]
    assert result["winners"] == ([g.podium[0]] if g.podium[0] < 2 else [])
    assert [row["car"] for row in g.view()["standings"]] == g.podium


def test_legends_finish_the_race_by_themselves_once_every_player_is_home():
    g = race([[58, 0], [10, 0]], [BASIC7], players=1, gears=[2, 1], laps=1)
    commit(g, 0, 2, "4", "4")
    while not g.over:
        g.play("done", seat=0)
    assert g.over and g.podium[0] == 0 and g.result()["winners"] == [0] and len(g.podium) == 2


# ---------------------------------------------------------------------- Legends
def test_legend_card_and_the_legend_line():
    card = LEGEND_CARDS[1]             # Blue: number 18, slot 3; Yellow: number 11, slot 0
    t = TRACKS["usa"]
    # on the straight: its colour's number when that stays short of the next corner line (33)
    assert legends.legend_target(t, 2, 13, 1, card, 0, False) == 13 + 18 == 31
    # when it would cross the line at 12, it stops on its diamond slot: slot spaces back from 11
    assert legends.legend_target(t, 2, 0, 1, card, 0, False) == 12 - 1 - 3 == 8
    assert legends.legend_target(t, 2, 0, 3, card, 0, False) == 12 - 1 - 0 == 11
    # between the Legend line (43) and the corner (49, limit 3): limit + its own slot
    assert legends.legend_target(t, 2, 45, 1, card, 0, False) == 45 + 3 + 3
    assert legends.legend_target(t, 2, 45, 3, card, 0, False) == 45 + 3 + 0
    # the Legend bonus adds to the number on the straight only
    assert legends.legend_target(t, 2, 14, 3, card, 2, False) == 14 + 11 + 2
    assert legends.legend_target(t, 2, 45, 3, card, 2, False) == 45 + 3
    assert legends.legend_target(t, 2, 13, 1, card, 2, False) == 33 - 1 - 3     # 33 would cross: slot 3


def test_legends_move_in_the_race_without_heat():
    g = race([[40, 0], [13, 0]], [BASIC7], players=1, gears=[1, 1], legend_deck=[1, 2], legend_speed=1,
             track="usa")
    commit(g, 0, 1, "1")
    until_turn_of(g, -1)
    speed = LEGEND_CARDS[1].speeds[1] + 1
    assert g.cars[1]["pos"] == 13 + speed and g.legend_card == 1
    assert g.view()["legend_card"]["key"] == 1


def test_aggressive_legends_cross_an_extra_corner_from_a_chevron():
    gb = TRACKS["great_britain"]
    card = LEGEND_CARDS[4]             # Red in slot 2
    assert gb.chevrons.get(36) == 1 and [c.at for c in gb.corners][2:4] == [37, 43]
    calm = legends.legend_target(gb, 2, 36, 0, card, 0, False)
    wild = legends.legend_target(gb, 2, 36, 0, card, 0, True)
    assert calm == 42 and wild == 36 + 5 + card.slots[0] == 43
    assert LEGEND_CARDS[2].slots[1] == 2                  # Blue in slot 2 on the card the race turns
    g = race([[10, 0], [36, 0]], [BASIC7], players=1, gears=[1, 1], legend_deck=[2], track="great_britain",
             aggressive=True)
    commit(g, 0, 1, "1")
    until_turn_of(g, -1)
    assert g.cars[1]["pos"] == 43


# ---------------------------------------------------------------------- track features
def test_flooded_space_makes_shifting_down_cost_heat():
    g = race([[38, 0]], [BASIC7], gears=[3], track="japan", engines=[1])
    assert g.legal_actions() == ["gear 2", "gear 3", "gear 4"]      # down two would cost 2
    refused(g, "gear 1", 0, "costs 2 heat")
    commit(g, 0, 2, "1", "2")
    assert g.engine[0] == 0
    g2 = race([[37, 0]], [BASIC7], gears=[3], track="japan", engines=[1])
    commit(g2, 0, 2, "1", "2")
    assert g2.engine[0] == 1                     # not flooded: one gear down is free


def test_no_discarding_in_a_tunnel():
    g = race([[16, 0]], [["stress", "1", "2", "3", "4", "0", "5"]], gears=[1], track="spain",
             decks=[["4"]])
    commit(g, 0, 1, "4")
    assert g.cars[0]["pos"] == 20 and 20 in TRACKS["spain"].tunnels
    g.play("done")
    assert g.phase != "discard" or g.legal_actions() == ["done"]
    g2 = race([[16, 0]], [["stress", "body1", "1", "2", "3", "4", "0"]], gears=[2], track="spain",
              decks=[["1", "1"]])
    commit(g2, 0, 2, "body1", "1")         # Body: speed 3, Reduce Stress 2
    assert g2.cars[0]["pos"] == 20 and 20 in TRACKS["spain"].tunnels and "reduce" not in g2.legal_actions()   # Reduce Stress is a discard


# ---------------------------------------------------------------------- upgrades, one effect each
def test_upgrade_accelerate_counts_every_plus_symbol():
    # 4 wheel drive: speed 0, one + and Accelerate
    g = race([[20, 0]], [["awd4", "stress", "1", "2", "3", "4", "4"]], decks=[["3", "2", "1"]], gears=[2])
    commit(g, 0, 2, "awd4", "stress")
    assert g._speed() == 5 and g.turn["plus"] == 2
    g.play("accelerate")
    assert g._speed() == 7 and g.cars[0]["pos"] == 27      # +1 for each of the two + symbols
    g.play("boost")                                # the boost's + also gains 1
    assert g._speed() == 9 and g.cars[0]["pos"] == 29


def test_upgrade_adjust_speed_limit():
    g = race([[25, 0]], [["tires3", "4", "1", "2", "3", "4", "3"]], gears=[2])
    commit(g, 0, 2, "tires3", "4")              # Tires: speed 2, scrap 2, limit +1
    g.play("done")
    assert g.engine[0] == 5                     # speed 6 against 4 + 1
    g = race([[25, 0]], [["tires4", "3", "1", "2", "3", "4", "4"]], gears=[2])
    commit(g, 0, 2, "tires4", "3")              # Tires: speed 3, limit -1, Cooldown 2
    g.play("done")
    assert g.engine[0] == 3                     # speed 6 against 4 - 1


def test_upgrade_direct_play_from_the_hand_in_react():
    g = race([[20, 0]], [["pedal2", "1", "2", "3", "4", "4", "3"]], gears=[1], decks=[["3", "2", "1"]])
    commit(g, 0, 1, "1")
    g.play("direct pedal2")                     # Gas pedal: speed 2, Direct Play, scrap 2
    assert g.play_area[0] == ["1", "pedal2"] and g.cars[0]["pos"] == 23 and g._speed() == 3
    assert g.discard[0] == ["3", "2"]           # played from the hand, its Scrap happens too


def test_upgrade_draft_through_empty_spaces_to_a_car():
    g = race([[30, 0], [11, 0]], [BASIC7, ["fwing6", "1", "2", "3", "4", "4", "3"]], gears=[1, 1])
    commit(g, 0, 1, "1")       # 31
    commit(g, 1, 1, "fwing6")  # Front wing, speed 6, draft 2: 17, spaces 18..30 empty, the car is on 31
    while g.turn["seat"] == 0:
        g.play("done", seat=0)
    assert [a for a in g.legal_actions(1) if a.startswith("draft")] == []     # too far
    g = race([[30, 0], [22, 0]], [BASIC7, ["fwing6", "1", "2", "3", "4", "4", "3"]], gears=[1, 1])
    commit(g, 0, 1, "1")
    commit(g, 1, 1, "fwing6")  # 28, the car on 31
    while g.turn["seat"] == 0:
        g.play("done", seat=0)
    assert "draft 2" in g.legal_actions(1) and "draft 1" not in g.legal_actions(1)
    g.play("draft 2", seat=1)
    assert g.cars[1]["pos"] == 30 and g._speed() == 6


def test_upgrade_reduce_stress():
    g = race([[30, 0]], [["body1", "stress", "stress", "1", "2", "3", "4"]], decks=[["2"]], gears=[1])
    commit(g, 0, 1, "body1")
    g.play("reduce")
    g.play("reduce")
    assert "stress" not in g.hand[0] and g.discard[0].count("stress") == 2


def test_upgrade_refresh_goes_back_on_the_draw_pile():
    g = race([[30, 0]], [["susp3", "1", "2", "3", "4", "4", "3"]], gears=[1])
    commit(g, 0, 1, "susp3")                    # Suspension: speed 4, Refresh
    g.play("done")
    assert "refresh susp3" in g.legal_actions()
    g.play("refresh susp3")
    g.play("done")
    assert "susp3" in g.hand[0] and "susp3" not in g.discard[0]


def test_upgrade_salvage_and_super_cool_use_the_discard_pile():
    g = race([[30, 0]], [["fuel1", "1", "2", "3", "4", "4", "3"]], gears=[1], discards=[["4", "heat", "1"]])
    commit(g, 0, 1, "fuel1")                    # Fuel: speed 2, Salvage 2
    assert g.view(0)["pile"] == ["1", "4", "heat"] and g.view(None)["pile"] is None
    g.play("salvage 4")
    assert "4" not in g.discard[0] and "4" in g.deck[0]
    g = race([[30, 0]], [["intake2", "1", "2", "3", "4", "4", "3"]], gears=[1], discards=[["heat", "heat", "1"]],
             engines=[3])
    commit(g, 0, 1, "intake2")                  # Air intake: speed 0, Super Cool 1, slipstream +1, Reduce 1
    g.play("supercool")
    assert g.engine[0] == 4 and g.discard[0] == ["heat", "1"] and "supercool" not in g.legal_actions()


def test_upgrade_scrap_plus_heat_cost_slipstream_boost_and_cooling():
    g = race([[30, 0]], [["cooling4", "1", "2", "3", "4", "4", "3"]], decks=[["2", "3", "1"]], gears=[1])
    commit(g, 0, 1, "cooling4")                 # Cooling system: speed 4, scrap 2, Cooldown 1
    assert g.discard[0] == ["2", "3"]              # two cards scrapped from the top
    g = race([[30, 0]], [["tires6", "1", "2", "3", "4", "4", "3"]], decks=[["2", "3"]], gears=[1])
    commit(g, 0, 1, "tires6")                   # Tires: speed 0, two +, limit +2
    assert g._speed() == 5 and g.turn["plus"] == 2
    g = race([[30, 0]], [["brakes1", "1", "2", "3", "4", "4", "3"]], gears=[1], engines=[0])
    g.play("gear 1")
    assert "play brakes1" not in g.legal_actions()   # its Heat cannot be paid
    g = race([[30, 0]], [["brakes1", "1", "2", "3", "4", "4", "3"]], gears=[1], engines=[2])
    commit(g, 0, 1, "brakes1")
    assert g.engine[0] == 1
    g2 = race([[20, 0], [14, 0]], [BASIC7, ["rpm6", "1", "2", "3", "4", "4", "3"]], gears=[1, 2])
    commit(g2, 0, 1, "1")             # 21
    commit(g2, 1, 2, "rpm6", "4")     # R.P.M., speed 2, slipstream +1: 20, right behind
    while g2.turn["seat"] == 0:
        g2.play("done", seat=0)
    g2.play("slip", seat=1)
    assert g2.cars[1]["pos"] == 23    # 2 + 1 spaces
    g = race([[30, 0]], [["cooling2", "heat", "heat", "heat", "1", "2", "3"]], gears=[3])
    commit(g, 0, 3, "cooling2", "1", "2")
    n = 0
    while "cool" in g.legal_actions():
        g.play("cool")
        n += 1
    assert n == 3                     # the Cooling system's 2 and the lone car's Adrenaline


# ---------------------------------------------------------------------- garage draft
def test_garage_draft_three_rounds_snake_order_then_decks():
    g = tw.new("heat", players=2, seed=6, cars=2, garage=True)
    assert g.phase == "draft" and len(g.draft["market"]) == 5
    grid_last_first = sorted(range(2), key=lambda s: (g.cars[s]["pos"], -g.cars[s]["spot"]))
    assert g.to_move == (grid_last_first[0],)
    picks = []
    while g.phase == "draft":
        seat = g.to_move[0]
        picks.append(seat)
        assert all(a.startswith("pick ") for a in g.legal_actions(seat))
        g.play(g.legal_actions(seat)[0], seat=seat)
    a, b = grid_last_first
    assert picks == [a, b, b, a, a, b]
    for s in range(2):
        everything = g.deck[s] + g.hand[s]
        assert len(g.upgrades[s]) == 3 and all(u in UPGRADES for u in g.upgrades[s])
        assert sorted(u for u in everything if u in UPGRADES) == sorted(g.upgrades[s])
        assert "heat" not in everything and "0" not in everything and "5" not in everything
    assert g.phase == "plan"


# ---------------------------------------------------------------------- notation, words, views
def test_lenient_notation_and_reasons():
    g = race([[20, 0]], [["stress", "heat", "1", "2", "3", "4", "4"]], gears=[1])
    assert g.parse("G2") == "gear 2" and g.parse("gear3") == "gear 3" and g.parse("play S") == "play stress"
    assert g.parse("End") == "done" and g.parse("slipstream") == "slip"
    refused(g, "fly", 0)
    refused(g, "play 4", 0, "gear first")
    g.play("g2")
    g.play("PLAY  4")
    assert g.plan[0]["cards"] == ["4"]
    assert g.label("play stress") == "Play Stress" and g.parts("play 4", 0) == ["hand:4"]
    assert "face down" in g.describe("play 4", 0)
    assert "play 1 more card" in g.status(0)


def test_status_and_view_during_the_moves():
    g = race([[30, 0], [20, 0]], [BASIC7, BASIC7], gears=[1, 1])
    commit(g, 0, 1, "4")
    commit(g, 1, 1, "4")
    assert "react" in g.status() and g.view()["turn"]["speed"] == 4
    view = g.view(None)
    assert view["players"][0]["play"] == ["4"] and view["players"][1]["play"] == []
    assert view["players"][1]["face_down"] == 1       # not revealed yet: its back only
    assert view["order"] == [0, 1] and view["current"] == 0


# ---------------------------------------------------------------------- bots and the kit
def test_driver_bot_beats_random_play_clearly():
    places = []
    for seed in range(8):
        g = tw.new("heat", players=2, seed=seed, cars=2, laps=1, weather="on" if seed >= 4 else "off")
        players = [DriverBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            seat = g.to_move[0]
            g.play(players[seat].choose(g, seat), seat=seat)
        places.append(g.result()["ranking"][0])
    assert places[:4].count(1) >= 3 and places[4:].count(1) >= 3       # with and without the weather


def test_every_level_plays_legally():
    # how fast the driver decides is measured by benchmarks/bench_heat.py, not here
    g = tw.new("heat", players=2, seed=2, cars=3, laps=1)
    for level in ("random", "greedy", "driver"):
        bot = tw.engine.bots.make_bot(type(g), level, seed=1)
        for _ in range(6):
            if g.over:
                break
            seat = g.to_move[0]
            g.play(bot.choose(g.clone(), seat), seat=seat)


def test_heuristic_favours_the_car_ahead():
    g = race([[30, 0], [10, 0]], [BASIC7, BASIC7], gears=[1, 1])
    assert g.heuristic(0) > 0 > g.heuristic(1)


def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson("heat", plies=2, steps=(8, 24))
    assert len(games) >= 8


@pytest.mark.parametrize("title,actions,fact", [
    ("Aggressive Legends and chevrons", ["gear 1", "play 1"], lambda g: g.cars[1]["pos"] == 43),
    ("Faster Legends", ["gear 1", "play 1"], lambda g: g.cars[1]["pos"] == 31),
    ("Adrenaline counts the cars that started", ["play 2", "adrenaline"],
     lambda g: g.started == 5 and len(g.racing()) == 4 and g.adrenaline == g.order[-2:]),
    ("A spin-out takes all the Heat you have", ["play 4", "done"], lambda g: g.moves[0]["heat"] == 2),
    ("Weather", ["cool"], lambda g: g.sector(0) == "cool1" and g.turn["cool"] == 0),
    ("Road conditions", ["play 1", "play 2"], lambda g: g.corner_limit(g.track.corners[2]) == 3),
])
def test_lesson_steps_for_legends_adrenaline_spin_outs_and_weather(title, actions, fact):
    from tablewidgets.engine.lesson import lesson_for
    lesson = lesson_for("heat")
    index = [s.title for s in lesson.steps].index(title)
    g = lesson.start(index)
    assert not lesson.done(index, g)
    for action in actions:
        g.play(action)
    assert lesson.done(index, g) and fact(g), title


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_random_races_to_the_end(players):
    stats = testing.random_playouts("heat", games=8, seed=players, players=players, every=4)
    assert stats["finished"] == 8 and min(stats["lengths"]) > 10 * players


def test_random_races_with_every_track_and_option():
    for i, track in enumerate(TRACKS):
        stats = testing.random_playouts("heat", games=1, seed=20 + i, players=2, laps=1, track=track,
                                        cars=4, garage=bool(i % 2), aggressive=bool(i % 3), legend_speed=i % 4,
                                        every=5)
        assert stats["finished"] == 1


def test_full_contract():
    testing.full_contract_check("heat", range(1), players=3, laps=1, cars=4, fuzz_every=9)
    testing.full_contract_check("heat", range(1), players=2, laps=1, garage=True, track="spain", fuzz_every=12)
    testing.full_contract_check("heat", range(1), players=1, laps=1, cars=2, weather="on", fuzz_every=15)


def test_no_leak_while_planning_with_many_seats():
    g = tw.new("heat", players=4, seed=9, cars=6, laps=1)
    rng = random.Random(3)
    commit(g, 0, 2, *sorted(c for c in g.hand[0] if c != "heat")[:2])
    g.play("gear 1", seat=2)
    testing.check_no_leak(g, rng, samples=4)
    testing.check_parts(g)
    testing.fuzz_actions(g, rng, tries=40)


def test_save_restore_and_clone():
    g = tw.new("heat", players=2, seed=4, cars=3, laps=1, races=2)
    bot = DriverBot(seed=1)
    for _ in range(25):
        seat = g.to_move[0]
        g.play(bot.choose(g, seat), seat=seat)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    before = json.dumps([g.save()] + [g.view(s) for s in (None, 0, 1)], sort_keys=True)
    twin = g.clone()
    drive(twin)                                       # a clone raced to the end leaves the game untouched
    assert twin.over and not g.over
    assert json.dumps([g.save()] + [g.view(s) for s in (None, 0, 1)], sort_keys=True) == before


# ---------------------------------------------------------------------- championship
def drive(g, until=lambda g: g.over):
    drivers = [DriverBot(seed=s) for s in range(g.players)]
    while not g.over and not until(g):
        seat = g.to_move[0]
        g.play(drivers[seat].choose(g, seat), seat=seat)


def test_championship_tracks_events_points_and_hands():
    g = tw.new("heat", players=1, seed=3, cars=2, laps=1, races=4, track="france", weather="off")
    events = [cards.EVENTS[i] for i in g.event_order[:4]]
    assert len(set(g.event_order)) == len(cards.EVENTS) == 10        # drawn at random, all different
    assert g.event is events[0] and g.view()["championship"]["event"]["name"] == events[0].name
    assert g.view()["championship"]["race"] == 1
    drive(g, until=lambda g: g.race == 2 and g.phase != "draft")
    assert g.track_key == "great_britain" and g.event is events[1]
    assert g.engine[0] == TRACKS["great_britain"].heat + events[1].heat and g.round == 1
    assert sorted(g.deck[0] + g.hand[0]).count("stress") == TRACKS["great_britain"].stress + events[1].stress
    drive(g, until=lambda g: g.race == 4 and g.phase != "draft")
    assert g.event is events[3] and len(g.hand[0]) == events[3].hand
    drive(g)
    result = g.result()
    assert len(g.results) == 4
    # each race's points, plus what its event adds for the first places (strike, corruption)
    expected = sum(cards.POINTS[race.index(0)] + (ev.podium[race.index(0)] if race.index(0) < len(ev.podium) else 0)
                   for ev, race in zip(events, g.results))
    assert result["scores"] == [expected] == [g.points[0]]
    assert "championship" in result["reason"]


@pytest.mark.parametrize("index", range(len(cards.EVENTS)))
def test_each_championship_event_sets_up_its_race(index):
    # the published events, one per race: dealt sponsorship cards, laps, Heat, Stress and hand size
    ev = cards.EVENTS[index]
    g = tw.new("heat", players=2, seed=index, cars=2, laps=2, races=2, track="usa", weather="off")
    g.event_order = (index,) + tuple(i for i in range(len(cards.EVENTS)) if i != index)
    g.sponsor_supply += [c for s in range(2) for c in g.hand[s] + g.deck[s] if cards.is_sponsor(c)]
    g._setup_race()
    drive(g, until=lambda g: g.phase != "draft")        # every race starts with one new upgrade each
    assert g.event is ev
    t = g.track
    for s in range(2):
        assert sum(cards.is_sponsor(c) for c in g.hand[s]) == ev.sponsors
        assert len(g.hand[s]) == ev.hand
        assert g.engine[s] == t.heat + ev.heat
        assert (g.deck[s] + g.hand[s]).count("stress") == t.stress + ev.stress
    assert g.laps == 2 + ev.laps
    order = t.press_order
    assert g.press_corners() == tuple(sorted({order[j % len(order)] for j in ev.press}))
    g.check_invariants()


def test_events_that_pay_for_speed_and_for_passing_cars():
    record = cards.EVENTS[1]
    assert record.record == 15
    for played, won in ((("4", "4", "4", "3"), 1), (("4", "4", "3", "3"), 0)):
        g = race([[48, 0]], [["4", "4", "4", "4", "3", "3", "2"]], gears=[4], races=2, laps=2)
        g.event = record
        commit(g, 0, 4, *played)             # speed 15 (or 14) on the long straight over the start line
        g.play("done")
        assert sum(cards.is_sponsor(c) for c in g.hand[0]) == won
    live = cards.EVENTS[7]
    assert live.overtake == 3
    for cars_ahead, won in ((3, 1), (2, 0)):
        cars = [[28, 0], [29, 0], [30, 0], [31, 0]][:1 + cars_ahead]
        g = race(cars, [BASIC7] * len(cars), gears=[2] + [1] * cars_ahead, races=2)
        g.event = live
        for s in range(1, len(cars)):
            commit(g, s, 1, "1")             # the cars ahead move first, one space each
        commit(g, 0, 2, "4", "4")            # from 28 to 36, past all of them
        until_turn_of(g, 0)
        g.play("done", seat=0)
        assert sum(cards.is_sponsor(c) for c in g.hand[0]) == won


def test_press_corner_speed_earns_a_sponsorship_card_that_leaves_the_game_once_played():
    # the first event's press corner is the track's first: on France the line at 12, limit 5
    g = race([[8, 0]], [BASIC7], gears=[2], races=2, engines=[6])
    g.event = cards.EVENTS[0]
    assert g.press_corners() == (0,) and g.view()["championship"]["press"] == [12]
    commit(g, 0, 2, "4", "3")          # speed 7 over the press corner limited to 5: 2 over
    g.play("done")
    sponsors = [c for c in g.hand[0] if cards.is_sponsor(c)]
    assert len(sponsors) == 1 and g.engine[0] == 4
    card = sponsors[0]
    while g.phase != "plan":
        g.play("done")
    commit(g, 0, 1, card)
    while g.phase != "plan":
        g.play(g.legal_actions()[-1])
    assert card in g.sponsors_used and card not in g.discard[0] + g.hand[0] + g.deck[0]


def test_press_corner_needs_two_over_or_a_slipstream_and_no_spin():
    g = race([[8, 0]], [BASIC7], gears=[2], races=2)
    g.event = cards.EVENTS[0]          # its press corner: the line at 12
    commit(g, 0, 2, "2", "4")          # one over the limit: Heat, but no sponsor
    g.play("done")
    assert not any(cards.is_sponsor(c) for c in g.hand[0])
    g = race([[10, 0], [7, 0]], [BASIC7, ["1", "1", "2", "3", "4", "4", "3"]], gears=[1, 2], races=2)
    g.event = cards.EVENTS[0]
    commit(g, 0, 1, "1")               # to 11, just before the press corner
    commit(g, 1, 2, "1", "2")          # to 10, behind it: the slipstream crosses the line at speed 3
    until_turn_of(g, 1)
    g.play("slip", seat=1)
    assert any(cards.is_sponsor(c) for c in g.hand[1])
    g = race([[8, 0]], [["4", "4", "4", "1", "2", "3", "3"]], gears=[3], races=2, engines=[2])
    g.event = cards.EVENTS[0]
    commit(g, 0, 3, "4", "4", "4")     # 7 over with 2 Heat: a spin-out earns nothing
    g.play("done")
    assert g.moves[0]["spun"] and not any(cards.is_sponsor(c) for c in g.hand[0])


def test_single_race_has_no_event_and_no_press():
    g = race([[8, 0]], [BASIC7], gears=[2])
    commit(g, 0, 2, "4", "4")
    g.play("done")
    assert g.event is None and not any(cards.is_sponsor(c) for c in g.hand[0])
    assert "championship" not in g.view()


def test_championship_with_the_garage_drafts_one_more_upgrade_per_race():
    g = tw.new("heat", players=2, seed=5, cars=2, laps=1, races=2, garage=True)
    drive(g, until=lambda g: g.race == 2)
    assert g.phase == "draft" and g.draft["rounds"] == 1
    drive(g, until=lambda g: g.phase != "draft")
    assert [len(u) for u in g.upgrades] == [4, 4] and len(set(g.upgrades[0]) & set(g.upgrades[1])) == 0


def test_random_championships_to_the_end():
    for players in (1, 3):
        stats = testing.random_playouts("heat", games=2, seed=40 + players, players=players, races=2, laps=1,
                                        garage=players == 3, every=3)
        assert stats["finished"] == 2


# ---------------------------------------------------------------------- the widget bridge (no browser)
def test_widget_plays_a_round_against_the_bot_with_hidden_choices():
    w = tw.play("heat", seats=["human", "driver"], seed=2, cars=3, laps=1)
    # the bot has already chosen, face down, but that does not show: it still looks undecided
    assert w.game_name == "heat" and w.game.to_move == (0,) and w.view["to_move"] == [0, 1]
    assert not w.view["players"][1]["ready"]
    assert [c["parts"] for c in w.choices][0] == ["gear:1"]
    w._handle_custom_msg({"type": "act", "action": "gear 2"}, [])
    assert w.error == "" and w.view["plan"]["gear"] == 2
    assert all(c["parts"][0].startswith("hand:") for c in w.choices)
    for _ in range(2):
        w._handle_custom_msg({"type": "act", "action": w.choices[0]["action"]}, [])
    assert w.error == "" and w.game.round == 1 and w.game.phase in ("react", "discard", "plan")
    assert all("plays" not in line["text"] or line["seat"] == 0 for line in w.log)   # the bot's cards stayed hidden
    w._handle_custom_msg({"type": "act", "action": "fly away"}, [])
    assert w.error


# ---------------------------------------------------------------------- weather and road conditions
from tablewidgets.games.heat import weather as W      # noqa: E402

FRANCE_ROADS = 5   # corners on France, the tests' track
FIRST = 2          # the tests' corner "c0": France's line at 27 (limit 4); its sector runs to the line at 39


def roads(tile=None, **by_corner):
    """A chosen weather tile and tokens counted from the tests' corner (``c0="faster"``) on France."""
    laid = [None] * FRANCE_ROADS
    for key, token in by_corner.items():
        laid[FIRST + int(key[1:])] = token
    return {"tile": tile, "roads": laid}


def seed_with_tile(tile, **options):
    for seed in range(200):
        g = tw.new("heat", players=1, seed=seed, cars=1, laps=1, weather="on", **options)
        if g.weather == tile:
            return g
    raise AssertionError(f"no seed draws {tile}")


def test_weather_module_data_follows_the_published_box():
    assert len(W.WEATHER) == 6 and len(W.ROAD_TOKENS) == 12
    assert sorted(Counter(W.ROAD_TOKENS).values()) == [2] * 6
    corner = sorted(k for k, r in W.ROADS.items() if r.corner)
    assert corner == ["faster", "overheat", "slower"]
    assert {w.sector for w in W.WEATHER.values()} == {"no_cool", "no_slip", "slip2", "cool1"}
    assert set(W.SECTOR_TEXT) >= {w.sector for w in W.WEATHER.values()} | {"free_boost", "slip1"}


def test_weather_is_an_option_on_in_championships_only_by_default():
    single = tw.new("heat", players=1, seed=1, cars=2, laps=1)
    assert single.weather is None and not single.roads and "weather" not in single.view()
    on = tw.new("heat", players=1, seed=1, cars=2, laps=1, weather="on")
    assert on.weather in W.WEATHER and len(on.roads) == len(on.track.corners)
    assert on.view()["weather"]["tile"] == on.weather and len(on.view()["weather"]["roads"]) == 4
    off = tw.new("heat", players=1, seed=1, cars=2, laps=1, races=2, weather="off")
    drive(off, until=lambda g: g.phase != "draft")
    assert off.weather is None
    with pytest.raises(OptionError, match="weather"):
        tw.new("heat", players=1, weather="sometimes")


def test_championship_weather_shows_only_after_the_upgrades_are_chosen():
    g = tw.new("heat", players=2, seed=4, cars=3, laps=1, races=2)
    assert g.phase == "draft" and g.weather is None and "weather" not in g.view(0)
    drive(g, until=lambda g: g.phase != "draft")
    assert g.weather in W.WEATHER and g.roads and "weather" in g.view(None)


@pytest.mark.parametrize("tile", sorted(W.WEATHER))
def test_weather_start_effects(tile):
    g = seed_with_tile(tile)
    t = g.track
    w = W.WEATHER[tile]
    moved = 3 if w.move else 0
    assert g.engine[0] == t.heat + w.engine - moved
    cards_ = g.deck[0] + g.hand[0]
    assert cards_.count("stress") == t.stress + w.stress
    assert cards_.count("heat") == 1 + (3 if w.move == "deck" else 0)        # the starting Heat upgrade too
    assert g.discard[0].count("heat") == (3 if w.move == "discard" else 0)
    g.check_invariants()


def test_road_corner_tokens_change_the_limit_or_the_heat():
    for token, heat in ((None, 3), ("faster", 2), ("slower", 4), ("overheat", 4)):
        g = race([[25, 0]], [BASIC7], gears=[2], roads=roads(c0=token))
        commit(g, 0, 2, "4", "3")          # speed 7 over the corner limited to 4
        g.play("done")
        assert g.engine[0] == 6 - heat, token
    g = race([[25, 0]], [BASIC7], gears=[2], engines=[3], roads=roads(c0="overheat"))
    commit(g, 0, 2, "4", "3")              # 3 over plus the Overheat: 4 Heat, only 3 in the Engine
    g.play("done")
    assert g.moves[0]["spun"] and g.engine[0] == 0 and g.cars[0]["pos"] == 26


def test_a_press_corner_counts_the_limit_after_its_road_token():
    first = {"tile": None, "roads": ["faster"] + [None] * (FRANCE_ROADS - 1)}   # on the press corner at 12
    g = race([[8, 0]], [BASIC7], gears=[2], races=2, roads=first)
    g.event = cards.EVENTS[0]
    commit(g, 0, 2, "4", "3")              # speed 7: two over 5, but only one over the token's 6
    g.play("done")
    assert not any(cards.is_sponsor(c) for c in g.hand[0])
    first["roads"][0] = "slower"
    g = race([[8, 0]], [BASIC7], gears=[2], races=2, roads=first)
    g.event = cards.EVENTS[0]
    commit(g, 0, 2, "4", "2")              # speed 6: one over 5, two over the token's 4
    g.play("done")
    assert any(cards.is_sponsor(c) for c in g.hand[0])


def _cools(g, seat=0):
    n = 0
    while "cool" in g.legal_actions(seat):
        g.play("cool", seat=seat)
        n += 1
    return n


def test_weather_sectors_take_or_give_cooldown():
    hand = ["heat"] * 3 + ["1", "1", "2", "2"]
    behind = [[29, 0], [17, 0]]             # a Legend behind takes the Adrenaline
    g = race(behind, [hand], players=1, gears=[2, 1], legend_deck=[1], roads=roads("cloud", c0="weather"))
    commit(g, 0, 2, "1", "1")              # 29 -> 31, in the sector after the line at 27
    assert g.sector(0) == "no_cool" and _cools(g) == 0
    refused(g, "cool", 0, "no cooldown in this sector")
    for tile in ("rain", "snow"):
        g = race(behind, [hand], players=1, gears=[2, 1], legend_deck=[1], roads=roads(tile, c0="weather"))
        commit(g, 0, 2, "1", "1")
        assert g.sector(0) == "cool1" and _cools(g) == 2      # 2nd gear's one and the sector's one
    g = race(behind, [hand], players=1, gears=[3, 1], legend_deck=[1], roads=roads("rain", c1="weather"))
    commit(g, 0, 3, "1", "1", "2")         # the weather token lies on the next sector, not this one
    assert g.sector(0) is None and _cools(g) == 0


def test_a_free_boost_sector_boosts_without_heat():
    g = race([[29, 0]], [BASIC7], gears=[1], engines=[0], decks=[["3", "2"]], roads=roads(c0="free_boost"))
    commit(g, 0, 1, "1")
    assert "boost" in g.legal_actions()
    g.play("boost")
    assert g.engine[0] == 0 and g.cars[0]["pos"] == 33 and g._speed() == 4 and "heat" not in g.discard[0]


def _slip_length(tile, token):
    g = race([[32, 0], [25, 0]], [BASIC7, ["4", "4", "1", "2", "3", "3", "2"]], gears=[1, 2],
             roads=roads(tile, c0=token))
    commit(g, 0, 1, "1")                   # to 33
    commit(g, 1, 2, "4", "4")              # 25 -> 33, beside it, in the sector after the line at 27
    until_turn_of(g, 1)
    if "slip" not in g.legal_actions(1):
        return None
    g.play("slip", seat=1)
    return g.cars[1]["pos"] - 33


def test_slipstream_sectors():
    assert _slip_length(None, None) == 2
    assert _slip_length(None, "slip1") == 3
    assert _slip_length("storm", "weather") == 4 and _slip_length("sun", "weather") == 4
    assert _slip_length("fog", "weather") is None
    assert _slip_length("fog", "slip1") == 3           # fog only where a weather token lies


def test_a_chicane_shares_one_token():
    japan = TRACKS["japan"]
    i, j = japan.chicanes[0]
    n = len(japan.corners)
    for token in W.ROADS:
        pile = [token] * (n - 1)                       # one token per corner, the chicane's two lines share one
        laid = W.lay_tokens(japan, pile)
        if W.ROADS[token].corner:
            assert laid[i] == laid[j] == token          # both lines
        else:
            assert i not in laid and laid[j] == token   # the stretch after the second line only
        assert len(laid) == n - (0 if W.ROADS[token].corner else 1)


def test_legends_take_a_corner_at_the_limit_its_token_makes():
    card = LEGEND_CARDS[1]
    t = TRACKS["france"]
    g = race([[47, 0], [24, 0]], [BASIC7], players=1, gears=[1, 1], legend_deck=[1], roads=roads(c0="slower"))
    commit(g, 0, 1, "1")
    until_turn_of(g, -1)
    assert g.cars[1]["pos"] == 24 + (t.corners[2].limit - 1) + card.slots[1]


def test_bad_weather_positions_are_refused():
    for bad in ({"tile": "hail"}, {"roads": ["faster"]}, {"tile": None, "roads": ["ice"] * 4}, "rain"):
        with pytest.raises(OptionError, match="weather"):
            race([[8, 0]], [BASIC7], roads=bad)


def test_random_races_with_weather_on_every_track():
    for i, track in enumerate(TRACKS):
        stats = testing.random_playouts("heat", games=1, seed=60 + i, players=2, laps=1, track=track, cars=3,
                                        weather="on", every=4)
        assert stats["finished"] == 1


# ---------------------------------------------------------------------- aggressive Legends over corner lines
def test_aggressive_legend_on_a_chevron_clears_two_corners_great_britain():
    gb = TRACKS["great_britain"]
    card = LEGEND_CARDS[4]             # in the zone of the line at 43 (limit 4): 4 + Orange's slot 2
    assert gb.chevrons.get(42) == 1 and [c.at for c in gb.corners][3:5] == [43, 48]
    assert legends.legend_target(gb, 2, 42, 5, card, 3, False) == 47       # a calm Legend stops before 48
    assert legends.legend_target(gb, 2, 42, 5, card, 3, True) == 48        # over 43 and 48
    assert legends.legend_target(gb, 2, 42, 5, card, 3, True, chevrons=0) == 47   # no chevron: one line
    g = race([[0, 0], [0, 1], [2, 0], [4, 0], [6, 0], [42, 0]], [BASIC7], players=1, gears=[1] * 6,
             legend_deck=[4], track="great_britain", aggressive=True, legend_speed=3)
    commit(g, 0, 1, "1")
    until_turn_of(g, -1)
    assert g.cars[5]["pos"] == 48


def test_a_double_chevron_lets_a_legend_cross_three_corner_lines():
    # none of the six boards prints a double chevron; the rule is the Legends' own, shown on Japan's
    # three close lines (10, 12 and 18) from the straight before them
    japan = TRACKS["japan"]
    card = LEGEND_CARDS[1]             # colour 5 drives 14 (slot 1), plus the Legend option's 3
    lines = [c.at for c in japan.corners]
    assert legends.legend_target(japan, 2, 2, 5, card, 3, True, chevrons=2) == 19 > lines[2] > lines[1] > lines[0]
    # stopped by a line from the straight, it waits on its slot: one space back from the space before it
    assert legends.legend_target(japan, 2, 2, 5, card, 3, True, chevrons=1) == lines[2] - 2   # two only
    assert legends.legend_target(japan, 2, 2, 5, card, 3, False) == lines[0] - 2


# ---------------------------------------------------------------------- championship upgrades
def test_a_championship_gives_one_new_upgrade_per_race_without_the_garage():
    g = tw.new("heat", players=2, seed=5, cars=2, laps=1, races=2, weather="off")
    assert g.phase == "draft" and g.draft["rounds"] == 1 and len(g.draft["market"]) == 5
    drive(g, until=lambda g: g.phase != "draft")
    for s in range(2):
        assert len(g.upgrades[s]) == 4
        assert [c for c in cards.STARTING_UPGRADES if c in g.upgrades[s]] == list(cards.STARTING_UPGRADES)
        everything = g.deck[s] + g.hand[s]
        assert sum(1 for c in everything if c in UPGRADES) == 1 and "5" in everything and "0" in everything
    drive(g, until=lambda g: g.race == 2 and g.phase != "draft")
    assert all(sum(1 for c in ups if c in UPGRADES) == 2 for ups in g.upgrades)
    assert sum(1 for c in g.deck[0] + g.hand[0] if c in UPGRADES) == 2
