"""Rallyman: GT: a scripted test per rule of the page, the designed tiles and tracks, the driver bot,
random races with 1 to 6 cars, and the shared contract kit."""

from __future__ import annotations

import doctest

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import rallyman_gt as package
from tablewidgets.games.rallyman_gt import bots, data
from tablewidgets.games.rallyman_gt.bots import DriverBot
from tablewidgets.games.rallyman_gt.data import DAMAGE_TOKENS, dashboard_for, track
from tablewidgets.testing import refused

import rally_helpers

RING = track("ring")
sid = RING.sid
FAR = {"dist": 40, "lane": 1, "gear": 1}


def race(*cars, to_move=0, seed=1, **kw):
    """A race from a position: one dict per car ({"dist", "lane", "gear", ...}); seat ``to_move`` first."""
    position = {"cars": [dict(c) for c in cars], "to_move": to_move}
    for key in ("rolls", "tokens", "flags", "weather", "round"):
        if key in kw:
            position[key] = kw.pop(key)
    return tw.new("rallyman_gt", players=len(cars), seed=seed, position=position, **kw)


def moves(g):
    return [a for a in g.legal_actions() if " to " in a]


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    for module in (package, bots, data):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_car_dice_per_class_match_the_page():
    assert data.CAR_DICE == {"gt4": (4, 3, 2, 0), "gt5": (5, 2, 3, 1), "gt6": (6, 2, 3, 0)}
    for cls, (gear, coast, brake, boost) in data.CAR_DICE.items():
        d = dashboard_for(cls, "slick", "dry")
        assert (d.count("gear"), d.count("coast"), d.count("brake"), d.count("boost")) == (gear, coast, brake, boost)


@pytest.mark.parametrize("cls, case, want", [
    ("gt6", ("slick", "dry"), (3, 6, 2, 3, 0)), ("gt6", ("slick", "wet"), (2, 6, 2, 1, 0)),
    ("gt6", ("rain", "wet"), (3, 6, 2, 2, 0)), ("gt6", ("rain", "dry"), (3, 6, 1, 2, 0)),
    ("gt5", ("slick", "dry"), (3, 5, 2, 3, 1)), ("gt5", ("slick", "wet"), (2, 5, 2, 1, 1)),
    ("gt5", ("rain", "wet"), (3, 5, 2, 2, 1)), ("gt5", ("rain", "dry"), (3, 5, 1, 2, 1)),
    ("gt4", ("slick", "dry"), (3, 4, 3, 2, 0)), ("gt4", ("slick", "wet"), (2, 4, 3, 1, 0)),
    ("gt4", ("rain", "wet"), (3, 4, 3, 2, 0)), ("gt4", ("rain", "dry"), (3, 4, 2, 2, 0))])
def test_tyre_dashboards_for_the_four_tyre_weather_cases(cls, case, want):
    d = dashboard_for(cls, *case)
    assert (d.limit, d.count("gear"), d.count("coast"), d.count("brake"), d.count("boost")) == want


def test_dice_faces_coast_first_and_second_gear_one_caution_others_two():
    for k, faces in data.FACES.items():
        assert len(faces) == 6
        assert faces.count("!") == (1 if k in ("coast", "1", "2") else 2), k


def test_the_42_damage_tokens():
    assert DAMAGE_TOKENS == {"brake": 6, "coast": 6, "gear": 6, "yellow": 6, "weather": 6, "green": 12}
    assert sum(DAMAGE_TOKENS.values()) == 42


@pytest.mark.parametrize("key", data.TRACK_KEYS)
def test_designed_tracks_are_closed_loops_of_three_lanes(key):
    t = track(key)
    g = t.graph
    assert len(g) == t.rows * 3
    assert all(len(g.children[s]) in (2, 3) for s in g.spaces)
    assert set(t.colours) <= {"yellow", "orange", "red"}
    assert any(t.square(s).limit for s in g.spaces) and any(t.square(s).triangle for s in g.spaces)
    assert any(t.square(s).dotted or t.square(s).dotted_caution for s in g.spaces)
    # the loop closes: the last row leads to the first
    assert t.sid(t.rows - 1, 1) // 3 == t.rows - 1 and set(g.children[t.sid(t.rows - 1, 1)]) == {0, 1, 2}


def test_loss_table_covers_every_gear_and_colour_and_worsens():
    for gear in range(1, 7):
        for colour in ("yellow", "orange", "red"):
            res, n = data.LOSS[gear][colour]
            assert res in ("0", "00") and 0 <= n <= 3
    assert data.LOSS[1]["red"][1] <= data.LOSS[6]["red"][1]


def test_square_codes_are_checked():
    assert data.parse_square("3!/2") == data.Square(3, True, 2, False)
    assert data.parse_square("/!") == data.Square(0, False, 0, True)
    with pytest.raises(ValueError):
        data.parse_square("9")


# ---------------------------------------------------------------------- rounds and turn order
def test_turn_order_speed_then_distance_then_position():
    # speed first, wherever the car is
    g = race({"dist": 2, "lane": 1, "gear": 5}, {"dist": 30, "lane": 1, "gear": 3}, {"dist": 20, "lane": 1, "gear": 5},
             to_move=None)
    assert g.order == [2, 0, 1]
    # equal speeds: further first; equal distance: the inside lane of the next corner (ring: right turn)
    g = race({"dist": 4, "lane": 0, "gear": 3}, {"dist": 4, "lane": 2, "gear": 3}, {"dist": 6, "lane": 1, "gear": 3},
             to_move=None)
    assert RING.inside[4] == 2
    assert g.order == [2, 1, 0]


def test_gear_00_plays_after_gear_0():
    g = race({"dist": 9, "lane": 0, "gear": 0, "off": True}, {"dist": 2, "lane": 1, "gear": 0}, to_move=None)
    assert g.order == [1, 0]


def test_rounds_alternate_white_and_black():
    g = race({"dist": 2, "lane": 1, "gear": 1}, to_move=0)
    assert g.round_colour == "white"
    g.play("2 to " + str(sid(3, 1)))
    g.play("flat out")
    assert g.round == 2 and g.round_colour == "black"


def test_race_starts_with_tyre_choice_in_seat_order_then_gear_0():
    g = tw.new("rallyman_gt", players=3, seed=2)
    assert g.to_move == (0,) and g.legal_actions() == ["tyres slick", "tyres rain"]
    for s in range(3):
        g.play("tyres rain" if s == 1 else "tyres slick", seat=s)
    assert [c["tyres"] for c in g.cars] == ["slick", "rain", "slick"]
    assert all(c["gear"] == 0 and c["dist"] < 0 for c in g.cars)


# ---------------------------------------------------------------------- planning
def test_gear_dice_go_up_or_down_one_and_each_is_used_once():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR)
    dice = {a.split()[0] for a in moves(g)}
    assert dice == {"1", "2", "3", "4", "coast"}      # 1st with a brake die; never 5th: up one at a time
    g.play(f"4 to {sid(3, 1)}")
    assert not any(a.startswith("4 ") for a in moves(g))
    refused(g, f"4 to {sid(4, 1)}", None, "used once")
    refused(g, f"6 to {sid(4, 1)}", None, "up one")


def test_brake_dice_skip_gears_down_and_are_counted():
    g = race({"dist": 2, "lane": 1, "gear": 6}, FAR)
    g.play(f"4 to {sid(3, 1)}")            # 6 -> 4 needs one red die
    assert g.turn["plan"][0]["brakes"] == 1
    g.play(f"1 to {sid(4, 1)}")            # 4 -> 1 needs two more: three in all (GT6 has 3)
    assert sum(m["brakes"] for m in g.turn["plan"]) == 3
    g2 = race({"dist": 2, "lane": 1, "gear": 6}, FAR, car_class="gt4")
    refused(g2, f"2 to {sid(3, 1)}", None, "brake")


def test_boost_die_skips_a_gear_up_in_gt5():
    g = race({"dist": 2, "lane": 1, "gear": 2}, FAR, car_class="gt5")
    assert f"4 to {sid(3, 1)}" in moves(g)
    g.play(f"4 to {sid(3, 1)}")
    assert g.turn["plan"][0]["boosts"] == 1
    g6 = race({"dist": 2, "lane": 1, "gear": 2}, FAR)
    refused(g6, f"4 to {sid(3, 1)}", None, "boost")


def test_coast_dice_keep_the_gear_and_are_limited():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR)
    g.play(f"coast to {sid(3, 1)}")
    g.play(f"coast to {sid(4, 1)}")
    assert [m["gear"] for m in g.turn["plan"]] == [3, 3]
    refused(g, f"coast to {sid(5, 1)}", None, "coast dice")


def test_from_gear_0_the_first_die_is_first_gear():
    g = race({"dist": 2, "lane": 1, "gear": 0}, FAR)
    assert {a.split()[0] for a in moves(g)} == {"1"}
    refused(g, f"2 to {sid(3, 1)}", None, "gear 0")
    refused(g, f"coast to {sid(3, 1)}", None, "coast")


def test_moves_go_one_row_forward_straight_or_diagonal():
    g = race({"dist": 2, "lane": 0, "gear": 2}, FAR)
    assert {int(a.split()[2]) for a in moves(g)} == {sid(3, 0), sid(3, 1)}
    refused(g, f"2 to {sid(5, 0)}", None, "next row")


# ---------------------------------------------------------------------- corners
def test_corner_above_its_limit_spins_the_car():
    # row 10 of the ring: limits 4 / 3 / 2
    g = race({"dist": 9, "lane": 2, "gear": 3}, FAR, rolls=[False])
    assert RING.square(sid(10, 2)).limit == 2
    g.play(f"3 to {sid(10, 2)}")
    g.play("one by one")
    g.play("roll")
    car = g.cars[0]
    assert car["gear"] == 0 and (car["dist"], car["lane"]) == (10, 2)      # orange tile, gear 3: 0 and a token
    assert any("loses control" in e.text for e in g.events)


def test_caution_triangle_adds_a_caution_at_exactly_that_gear():
    # row 9 lane 2 is "4!": in 4th a caution, in 3rd none
    g = race({"dist": 8, "lane": 2, "gear": 4}, FAR)
    labels = {a: g.label(a) for a in moves(g)}
    assert "+1!" in labels[f"4 to {sid(9, 2)}"] and "!" not in labels[f"3 to {sid(9, 2)}"]
    g.play(f"4 to {sid(9, 2)}")
    assert g.turn["plan"][0]["extra"] == 1


def test_dotted_inside_line_limits_straight_moves_only():
    # row 11 lane 2 is "2/1": a straight move along the inside lane is safe only in 1st
    g = race({"dist": 10, "lane": 2, "gear": 2}, FAR)
    straight = g._placements()[f"2 to {sid(11, 2)}"]
    assert straight["spin"]
    g = race({"dist": 10, "lane": 1, "gear": 2}, FAR)
    diagonal = g._placements()[f"2 to {sid(11, 2)}"]
    assert not diagonal["spin"]


def test_overspeed_alarm_rings_red_and_orange_only_when_on():
    g = race({"dist": 8, "lane": 2, "gear": 4}, FAR)
    t = g.view()["turn"]["targets"]
    assert t["4"][str(sid(9, 2))] == "orange" and t["5"][str(sid(9, 2))] == "red" and t["3"][str(sid(9, 2))] == "ok"
    g.play(f"5 to {sid(9, 2)}")
    assert g.view()["turn"]["plan"][0]["alarm"] == "red"
    off = race({"dist": 8, "lane": 2, "gear": 4}, FAR, overspeed_alarm=False)
    assert set(off.view()["turn"]["targets"]["5"].values()) == {"ok"}
    off.play(f"5 to {sid(9, 2)}")
    assert off.view()["turn"]["plan"][0]["alarm"] is None


# ---------------------------------------------------------------------- overtaking
def test_moving_alongside_needs_a_die_at_least_the_other_cars_gear():
    g = race({"dist": 2, "lane": 1, "gear": 3}, {"dist": 3, "lane": 2, "gear": 4})
    assert f"4 to {sid(3, 1)}" in moves(g)
    refused(g, f"3 to {sid(3, 1)}", None, "alongside")
    refused(g, f"4 to {sid(3, 2)}", None, "taken")


def test_yellow_flag_forbids_moving_alongside_except_stopped_cars():
    g = race({"dist": 2, "lane": 1, "gear": 3}, {"dist": 3, "lane": 2, "gear": 4}, {"dist": 20, "lane": 1, "gear": 2},
             flags=[2])
    refused(g, f"4 to {sid(3, 1)}", None, "yellow flag")
    g = race({"dist": 2, "lane": 1, "gear": 3}, {"dist": 3, "lane": 2, "gear": 0}, {"dist": 20, "lane": 1, "gear": 2},
             flags=[2])
    assert f"3 to {sid(3, 1)}" in moves(g)


def test_cars_in_gear_00_are_off_the_track():
    g = race({"dist": 2, "lane": 1, "gear": 3}, {"dist": 3, "lane": 1, "gear": 0, "off": True})
    assert f"3 to {sid(3, 1)}" in moves(g)


# ---------------------------------------------------------------------- rolling
def test_flat_out_safe_gives_a_focus_token_per_gear_or_coast_die():
    g = race({"dist": 2, "lane": 1, "gear": 6}, FAR, rolls=[False, False, False])
    g.play(f"4 to {sid(3, 1)}")           # brake + 4
    g.play(f"coast to {sid(4, 1)}")
    g.play("flat out")
    car = g.cars[0]
    assert car["focus"] == 2 and car["dist"] == 4 and car["gear"] == 4


def test_flat_out_loss_lets_the_dice_be_put_back_elsewhere():
    # 5, 4, 3, coast from 4th: three cautions (5, 3, coast) lose control on the 4th square in 3rd gear;
    # put back as 3, coast, 4, 5 the same dice lose it in 5th gear instead
    g = race({"dist": 2, "lane": 1, "gear": 4}, FAR, rolls=[True, False, True, True], tokens=["green"] * 3)
    for a in (f"5 to {sid(3, 1)}", f"4 to {sid(4, 1)}", f"3 to {sid(5, 1)}", f"coast to {sid(6, 1)}"):
        g.play(a)
    g.play("flat out")
    assert g.phase == "replace"
    assert g.cars[0]["focus"] == 4                # tokens even with the loss
    options = g.legal_actions()
    assert f"spin {sid(6, 1)} 3" in options and f"spin {sid(6, 1)} 5" in options
    assert {int(a.split()[1]) // 3 for a in options} == {6}
    g.play(f"spin {sid(6, 2)} 5")                # 5th gear on a yellow tile: gear 00, one token
    assert g.cars[0]["off"] and g.cars[0]["lane"] == 2 and g.to_move != (0,)
    g2 = race({"dist": 2, "lane": 1, "gear": 4}, FAR, rolls=[True, False, True, True])
    for a in (f"5 to {sid(3, 1)}", f"4 to {sid(4, 1)}", f"3 to {sid(5, 1)}", f"coast to {sid(6, 1)}"):
        g2.play(a)
    g2.play("flat out")
    g2.play(f"spin {sid(6, 1)} 3")               # 3rd gear, yellow: gear 0, no token
    assert not g2.cars[0]["off"] and g2.cars[0]["gear"] == 0 and g2.bag.total == 42


def test_one_at_a_time_stops_and_secures_with_rising_cost():
    g = race({"dist": 2, "lane": 1, "gear": 3, "focus": 3}, FAR, rolls=[True, False])
    for a in (f"4 to {sid(3, 1)}", f"5 to {sid(4, 1)}", f"6 to {sid(5, 1)}"):
        g.play(a)
    g.play("one by one")
    g.play("roll")                      # a caution
    assert g.cars[0]["dist"] == 3
    g.play("focus")                     # costs 1
    assert g.cars[0]["focus"] == 2 and g.cars[0]["dist"] == 4
    g.play("focus")                     # costs 2 more
    assert g.cars[0]["focus"] == 0 and g.cars[0]["dist"] == 5
    assert g.to_move != (0,) and g.cars[0]["gear"] == 6


def test_stop_before_the_next_move():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR, rolls=[True])
    for a in (f"4 to {sid(3, 1)}", f"5 to {sid(4, 1)}"):
        g.play(a)
    g.play("one by one")
    refused(g, "stop", None, "stop only after")
    g.play("roll")
    g.play("stop")
    assert g.cars[0]["dist"] == 3 and g.cars[0]["gear"] == 4


def test_loss_of_control_at_the_caution_limit_two_on_slicks_in_the_wet():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR, rolls=[True, True], weather="wet", tokens=["green"])
    assert g.dashboard(0).limit == 2
    for a in (f"4 to {sid(3, 1)}", f"5 to {sid(4, 1)}"):
        g.play(a)
    g.play("one by one")
    g.play("roll")
    g.play("roll")
    assert g.cars[0]["gear"] == 0 and g.cars[0]["dist"] == 4
    rain = race({"dist": 2, "lane": 1, "gear": 3, "tyres": "rain"}, FAR, weather="wet")
    assert rain.dashboard(0).limit == 3


# ---------------------------------------------------------------------- damage
def _spin_in(gear, row, lane, tokens, **kw):
    """A car that spins entering (row, lane) of the ring in ``gear``, above the square's limit."""
    assert RING.square(sid(row, lane)).limit < gear
    g = race({"dist": row - 1, "lane": lane, "gear": gear}, {"dist": 16, "lane": 1, "gear": 1}, rolls=[False],
             tokens=tokens, **kw)
    g.play(f"{gear} to {sid(row, lane)}")
    g.play("one by one")
    while g.to_move == (0,) and g.phase == "roll":
        g.play("roll")
    return g


def test_damage_tokens_by_the_loss_table():
    g = _spin_in(5, 10, 0, ["gear", "brake"])       # 5th into a "4" on orange: gear 00, two tokens
    car = g.cars[0]
    assert car["off"] and car["lost"] == {"gear": 1, "coast": 0, "brake": 1}
    assert g.pool(0)["gear"] == 5 and g.pool(0)["brake"] == 2 and g.bag.total == 40


def test_lost_black_die_leaves_one_gear_number_unused():
    g = race({"dist": 2, "lane": 1, "gear": 2, "lost": {"gear": 5}}, FAR)
    g.play(f"3 to {sid(3, 1)}")
    assert not any(a.split()[0] in "123456" for a in moves(g))
    refused(g, f"4 to {sid(4, 1)}", None, "black die")


def test_lost_white_and_red_dice():
    g = race({"dist": 2, "lane": 1, "gear": 6, "lost": {"coast": 2, "brake": 3}}, FAR)
    assert {a.split()[0] for a in moves(g)} == {"5", "6"}


def test_yellow_flag_stays_out_until_the_car_moves_again():
    g = _spin_in(4, 10, 1, ["yellow"])             # 4th into a "3", orange tile: 00 and one token
    assert g.flags == [0] and g.cars[0]["off"]
    # the next turns: the car gets back at gear 0 (flag still out), then moves and the flag comes in
    bot = DriverBot(seed=1)
    while g.flags and not g.over:
        g.play(bot.choose(g, g.to_move[0]))
    assert g.cars[0]["gear"] >= 1 and not g.cars[0]["off"]


def test_weather_token_turns_the_weather_and_green_flag_does_nothing():
    g = _spin_in(5, 10, 0, ["weather", "green"], weather="dry")   # 5th into a "4": orange, 00, two tokens
    assert g.weather == "wet"
    assert g.bag.counts["weather"] == 6 and g.bag.counts["green"] == 12
    g.check_invariants()


def test_gear_00_loses_the_next_turn_then_gear_0():
    g = race({"dist": 5, "lane": 1, "gear": 0, "off": True}, FAR)
    assert g.to_move == (1,)             # the car at 00 only comes back to gear 0
    assert g.cars[0]["gear"] == 0 and not g.cars[0]["off"]


# ---------------------------------------------------------------------- pit stops
def test_pit_stop_offered_in_first_gear_on_an_edge_square_without_limits():
    g = race({"dist": 2, "lane": 1, "gear": 1, "lost": {"coast": 1}}, FAR, rolls=[False])
    g.play(f"1 to {sid(3, 0)}")
    g.play("flat out")
    assert g.phase == "pit" and g.legal_actions() == ["drive on", "pit tyres", "pit repair"]
    g.play("pit repair")
    car = g.cars[0]
    assert car["off"] and car["pit"] == "repair" and car["lost"]["coast"] == 0
    # middle lane: no pit
    g = race({"dist": 2, "lane": 1, "gear": 1}, FAR, rolls=[False])
    g.play(f"1 to {sid(3, 1)}")
    g.play("flat out")
    assert g.phase == "plan" and g.to_move == (1,)


def test_tyre_stop_gear_0_then_choose_tyres_and_drive():
    g = race({"dist": 2, "lane": 1, "gear": 1}, {"dist": 30, "lane": 1, "gear": 1}, rolls=[False, False], weather="wet")
    g.play(f"1 to {sid(3, 0)}")
    g.play("flat out")
    g.play("pit tyres")
    assert g.cars[0]["pit"] == "tyres" and not g._on_track(0)
    bot = DriverBot(seed=1)
    while g.to_move == (1,):             # blue drives (twice: it plays first next round, being faster)
        g.play(bot.choose(g, 1), seat=1)
    assert g.phase == "pit_tyres" and g.to_move == (0,)
    g.play("tyres rain")
    assert g.cars[0]["pit"] is None and g.phase == "plan" and g.dashboard(0).limit == 3


# ---------------------------------------------------------------------- flying start
def test_flying_start_allows_second_gear_from_0_and_a_caution_ends_the_turn():
    g = race({"dist": 2, "lane": 1, "gear": 0}, FAR, flying_start=True, rolls=[True, True, True])
    assert {a.split()[0] for a in moves(g)} == {"1", "2"}
    g.play(f"2 to {sid(3, 1)}")
    g.play(f"3 to {sid(4, 1)}")
    g.play(f"4 to {sid(5, 1)}")
    g.play("flat out")                  # three cautions would lose control: ignored
    car = g.cars[0]
    assert (car["dist"], car["gear"]) == (3, 2) and not car["off"] and g.to_move == (1,)


# ---------------------------------------------------------------------- end of the race
def test_race_ends_after_the_round_in_which_a_car_crosses_the_line():
    rows = RING.rows
    g = race({"dist": rows - 2, "lane": 1, "gear": 3}, {"dist": rows - 3, "lane": 0, "gear": 3},
             rolls=[False] * 6)
    g.play(f"4 to {sid(rows - 1, 1)}")
    g.play(f"5 to {sid(rows, 1)}")
    g.play("flat out")
    assert g.cars[0]["crossed"] and not g.over
    for a in (f"4 to {sid(rows - 2, 0)}", f"5 to {sid(rows - 1, 0)}", f"6 to {sid(rows, 0)}",
              f"coast to {sid(rows + 1, 0)}"):
        g.play(a, seat=1)
    g.play("flat out", seat=1)
    assert g.over
    r = g.result()
    assert r["winners"] == [1] and r["ranking"] == [2, 1]     # the car furthest past the line wins


def test_solo_race_counts_rounds():
    g = tw.new("rallyman_gt", players=1, seed=3)
    bot = DriverBot(seed=1)
    while not g.over:
        g.play(bot.choose(g, 0))
    assert g.result()["winners"] == [0] and "rounds" in g.result()["details"][0]


# ---------------------------------------------------------------------- options and bad input
def test_bad_options_and_positions_are_refused():
    with pytest.raises(OptionError):
        tw.new("rallyman_gt", players=7)
    with pytest.raises(OptionError):
        tw.new("rallyman_gt", players=2, car_class="gt7")
    for bad in ({"cars": [{"dist": 1}]}, {"cars": [{"lane": 5}, {}]}, {"cars": [{}, {}], "rolls": [1]},
                {"cars": [{}, {}], "tokens": ["gold"]}, {"cars": [{}, {}], "bogus": 1},
                {"cars": [{"dist": 3, "lane": 1}, {"dist": 3, "lane": 1}]}):
        with pytest.raises(OptionError):
            tw.new("rallyman_gt", players=2, position=bad)


def test_out_of_turn_and_malformed_actions_are_refused():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR)
    refused(g, "3 to 12", 1)
    refused(g, "flat out", None, "place at least one die")
    refused(g, "gear 9 to x", None)
    refused(g, "tyres slick", None, "")


def test_lenient_parsing():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR)
    g.play(f"G4 {sid(3, 1)}")
    g.play(f"c {sid(4, 1)}")
    assert [m["die"] for m in g.turn["plan"]] == ["4", "coast"]


def test_planning_can_be_undone_but_not_a_roll():
    g = race({"dist": 2, "lane": 1, "gear": 3}, FAR)
    g.play(f"4 to {sid(3, 1)}")
    g.undo()
    assert g.turn["plan"] == []
    g.play(f"4 to {sid(3, 1)}")
    g.play("flat out")
    assert not g.can_undo(0)


# ---------------------------------------------------------------------- bots
def test_driver_bot_beats_random_and_rarely_loses_control():
    wins = spins = 0
    for seed in range(6):
        g = tw.new("rallyman_gt", players=2, seed=seed, track=data.TRACK_KEYS[seed % 3])
        players = [DriverBot(seed=1), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(players[s].choose(g, s), seat=s)
        wins += g.result()["ranking"][0] == 1
        spins += sum(1 for e in g.events if e.text.startswith("Red loses control"))
    assert wins == 6 and spins <= 2


def test_corner_caps_respect_limits():
    caps = bots.corner_caps("ring", 6)
    assert caps[sid(2, 1)] == 6 and caps[sid(9, 1)] <= 5      # row 10 allows 4th at most
    g = RING.graph
    for s, cap in enumerate(caps):        # the fixpoint: one gear down a square never breaks a limit
        best = max(min(RING.square(c).limit or 6, caps[c]) for c in g.children[s])
        assert cap <= best + 1


# ---------------------------------------------------------------------- random races and the kit
@pytest.mark.parametrize("players", [1, 3, 6])
def test_random_races_to_the_end(players):
    stats = testing.random_playouts("rallyman_gt", games=3, seed=players, players=players, every=3)
    assert stats["finished"] == 3


def test_random_races_with_every_option():
    for i, opts in enumerate([dict(track="hairpins", car_class="gt5", flying_start=True, laps=2),
                              dict(track="park", car_class="gt4", weather="wet", overspeed_alarm=False)]):
        stats = testing.random_playouts("rallyman_gt", games=2, seed=40 + i, players=4, every=4, **opts)
        assert stats["finished"] == 2


def test_full_contract():
    testing.full_contract_check("rallyman_gt", range(1), players=3, fuzz_every=25)


def test_save_restore_and_corrupt_saves_mid_race():
    rally_helpers.check_mid_game("rallyman_gt", DriverBot(seed=2), players=3, seed=9, plies=30)


def test_replay_from_seed_and_history():
    testing.check_replay("rallyman_gt", seed=4, players=3)


def test_lesson_steps_start_and_tasks_are_achievable():
    assert testing.check_lesson("rallyman_gt", plies=2, steps=(8, 14))
