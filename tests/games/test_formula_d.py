"""Formula D: a scripted test per rule of the page (basic and advanced, with the Board Game Arena
variations), the circuits, the driver bot, random races with 2 to 10 cars, and the shared kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import formula_d as package
from tablewidgets.games.formula_d import bots, data
from tablewidgets.games.formula_d.bots import DriverBot
from tablewidgets.games.formula_d.data import DICE, circuit
from tablewidgets.testing import refused

MONACO = circuit("monaco")
G = MONACO.graph


def race(cars, players=None, **kw):
    """A race from a position: ``cars`` = [{"space", "gear", "wp", ...}] per seat; seat ``to_move`` first."""
    position = {"cars": cars, "to_move": kw.pop("to_move", 0)}
    for key in ("dice", "black", "markers", "weather"):
        if key in kw:
            position[key] = kw.pop(key)
    return tw.new("formula_d", players=players or len(cars), seed=kw.pop("seed", 1), position=position, **kw)


def far(space=300):
    """A parking space far from the action for cars that only need to exist."""
    return {"space": space, "gear": 1}


def targets(g):
    return g._targets()


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    for module in (package, bots, data):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_gear_dice_have_the_pages_faces():
    assert DICE[1] == (1, 1, 2, 2)
    assert DICE[2] == (2, 3, 3, 4, 4, 4)
    assert DICE[3] == (4, 5, 6, 6, 7, 7, 8, 8)
    for gear, lo, hi in ((4, 7, 12), (5, 11, 20), (6, 21, 30)):
        assert sorted(DICE[gear]) == sorted(list(range(lo, hi + 1)) * 2)


@pytest.mark.parametrize("key, spaces, pits", [("monaco", 515, 18), ("monza", 389, 14), ("spa", 547, 12)])
def test_circuits_are_read_from_our_files(key, spaces, pits):
    c = circuit(key)
    assert len(c.graph) == spaces and len(c.pit) == pits
    assert len(c.grid) == 10 and len(c.boxes) == 10 and len(c.finish) == 3
    assert c.source.startswith("Spaces, links") and "pjsavola/formulad" in c.source and c.unchecked
    assert {co.stops for co in c.graph.corners.values()} <= {1, 2, 3}
    # every space lies on the lap: reachable from the finish line
    assert set(c.progress) == set(c.graph.spaces)
    # pole position is nearest the line
    assert c.progress[c.grid[0]] >= c.progress[c.grid[-1]]
    assert c.weather_for(1) == "good" and c.weather_for(12) == "changeable" and c.weather_for(20) == "rain"


def test_monaco_has_corners_needing_one_two_and_three_stops():
    stops = sorted(co.stops for co in G.corners.values())
    assert stops.count(3) == 1 and stops.count(2) == 2 and stops.count(1) == 7


# ---------------------------------------------------------------------- options and setup
def test_options_are_checked():
    with pytest.raises(OptionError, match="advanced"):
        tw.new("formula_d", players=2, weather=True)
    with pytest.raises(OptionError, match="even"):
        tw.new("formula_d", players=3, teams=True)
    with pytest.raises(OptionError, match="2 to 10"):
        tw.new("formula_d", players=11)
    with pytest.raises(OptionError, match="circuit"):
        tw.new("formula_d", players=2, circuit="nowhere")


@pytest.mark.parametrize("players", [2, 5, 10])
def test_grid_by_black_die_and_everyone_starts_in_neutral(players):
    g = tw.new("formula_d", players=players, seed=players)
    spaces = [c["space"] for c in g.cars]
    assert sorted(spaces, key=MONACO.grid.index) == [MONACO.grid[i] for i in range(players)]
    assert [g.cars[s]["space"] for s in g.grid_order] == list(MONACO.grid[:players])
    assert all(c["gear"] == 0 and c["wp"] == {"wp": 18} for c in g.cars)
    assert g.to_move == (g.grid_order[0],)


def test_advanced_cars_have_six_pools():
    g = tw.new("formula_d", players=2, seed=1, rules="advanced")
    assert g.cars[0]["wp"] == {"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2}


def test_start_die_stall_normal_and_great_start():
    grid = [{"space": MONACO.grid[0], "gear": 0, "lap": 0}, {"space": MONACO.grid[1], "gear": 0, "lap": 0}]
    g = race(grid, black=[1, 9])           # seat 0 stalls, seat 1 starts normally
    assert g.to_move == (1,) and g.legal_actions() == ["gear 1"]
    assert any("stalled" in e.text for e in g.events)
    g = race(grid, black=[17])             # basic game: 17-20 is a great start
    assert g.turn["kind"] == "great" and g.turn["roll"] == 4
    assert all(r["route"].steps == 4 for r in targets(g).values())
    g = race(grid, black=[17], rules="advanced")   # advanced: only a 20
    assert g.phase == "gear"
    g = race(grid, black=[20], rules="advanced")
    assert g.turn["kind"] == "great"


# ---------------------------------------------------------------------- gears
def test_up_one_gear_at_a_time_down_with_wear():
    g = race([{"space": 30, "gear": 5}, far()])
    assert g.legal_actions() == ["gear 1", "gear 2", "gear 3", "gear 4", "gear 5", "gear 6"]
    assert g._gear_options(0) == {1: {"wp": 3}, 2: {"wp": 2}, 3: {"wp": 1}, 4: {}, 5: {}, 6: {}}
    g = race([{"space": 30, "gear": 6}, far()])
    refused(g, "gear 1", 0, "three gears")          # skipping four gears is not possible
    g = race([{"space": 30, "gear": 2}, far()])
    refused(g, "gear 4", 0, "one at a time")
    g = race([{"space": 30, "gear": 6}, far()], dice=[2])
    g.play("gear 2")                       # three gears skipped: 3 WP
    assert g.cars[0]["wp"]["wp"] == 15 and g.turn["roll"] == 2


def test_advanced_changing_down_wears_gearbox_brakes_engine():
    g = race([{"space": 30, "gear": 6}, far()], rules="advanced", dice=[2])
    assert g._gear_options(0)[2] == {"gearbox": 1, "brakes": 1, "engine": 1}
    assert g._gear_options(0)[3] == {"gearbox": 1, "brakes": 1}
    assert g._gear_options(0)[4] == {"gearbox": 1}
    g.play("gear 2")
    wp = g.cars[0]["wp"]
    assert (wp["gearbox"], wp["brakes"], wp["engine"]) == (2, 2, 2)
    assert 30 in g.markers                 # losing an engine point leaves a damage marker
    no_box = dict(data.ADVANCED_WP, gearbox=0)
    g = race([{"space": 30, "gear": 5, "wp": no_box}, far()], rules="advanced")
    assert min(g._gear_options(0)) == 4    # no gearbox left: one gear down at a time


def test_reasons_for_refused_actions():
    g = race([{"space": 30, "gear": 3}, far()])
    refused(g, "to 33", 0, "gear")
    refused(g, "gear 9", 0, "1 to 6")
    refused(g, "fly", 0)
    refused(g, "gear 1", 1, "not Blue's turn".replace("Blue", "Blue"))
    g.play("g3")                            # lenient notation
    assert g.phase == "move"
    refused(g, "gear 4", 0, "chosen")
    refused(g, "to 2", 0, "cannot end its move")


# ---------------------------------------------------------------------- moving and the driving code
def test_move_exactly_the_roll_by_a_chosen_path():
    g = race([{"space": 3, "gear": 1}, far()], dice=[2])
    g.play("gear 2")
    t = targets(g)
    full = {b for b, i in t.items() if not i["brake"]}
    assert full and all(t[b]["route"].steps == 2 for b in full)
    view_t = g.view()["turn"]["targets"]
    assert set(view_t) == {str(b) for b in t}
    end = sorted(full)[0]
    g.play(f"to {end}")
    assert g.cars[0]["space"] == end and g.last["0"][0] == 3 and g.last["0"][-1] == end


def test_no_weaving_on_a_straight():
    g = race([{"space": 3, "gear": 1}, far()], dice=[2])
    g.play("gear 2")
    for b, info in targets(g).items():
        assert G.distances([3])[b] == info["route"].steps, b   # each end reached by its shortest way


def test_cars_block_and_force_emergency_braking():
    # a wall of cars one row ahead: the car can only stay
    g = race([{"space": 3, "gear": 3}, {"space": 6, "gear": 1}, {"space": 4, "gear": 1}, {"space": 5, "gear": 1}],
             dice=[6], black=[20] * 6)
    g.play("gear 3")
    t = targets(g)
    assert list(t) == [3] and t[3]["emergency"] and t[3]["brake"] == 6
    g.play("to 3")           # basic: 6 WP for braking 6 spaces
    assert g.cars[0]["wp"]["wp"] == 12


def test_voluntary_braking_costs_a_wear_point_per_space():
    g = race([{"space": 3, "gear": 2}, far()], dice=[4])
    g.play("gear 2")
    t = targets(g)
    short = [b for b, i in t.items() if i["brake"] == 2]
    assert short
    g.play(f"to {short[0]}")
    assert g.cars[0]["wp"]["wp"] == 16


def test_braking_you_cannot_pay_is_not_offered_and_a_crash_eliminates():
    g = race([{"space": 3, "gear": 3, "wp": 2}, far()], dice=[8])
    g.play("gear 3")
    assert all(i["brake"] <= 1 for i in targets(g).values())
    g = race([{"space": 3, "gear": 3, "wp": 3}, {"space": 6, "gear": 1}, {"space": 4, "gear": 1},
              {"space": 5, "gear": 1}], dice=[6])
    g.play("gear 3")
    g.play("to 3")
    assert g.cars[0]["status"] == "out" and "brake" in g.cars[0]["reason"]
    assert g.cars[0]["space"] == 3          # stays on the board until the round ends
    assert 0 in g.pending_out


def test_emergency_braking_advanced_brakes_first_then_tyres():
    cars = [{"space": 3, "gear": 3}, {"space": 6, "gear": 1}, {"space": 4, "gear": 1}, {"space": 5, "gear": 1}]
    g = race(cars, dice=[6], rules="advanced", black=[20] * 6)
    g.play("gear 3")
    g.play("to 3")
    wp = g.cars[0]["wp"]
    assert wp["brakes"] == 0 and wp["tyres"] == 3 and g.cars[0]["status"] == "racing"


# ---------------------------------------------------------------------- corners
def _corner_zero_spaces():
    return G.corners[0].spaces


def test_a_stop_in_a_corner_counts():
    g = race([{"space": 11, "gear": 1}, far()], dice=[2])
    g.play("gear 1")
    inside = [b for b, i in targets(g).items() if b in _corner_zero_spaces() and not i["brake"]]
    g.play(f"to {inside[0]}")
    assert g.cars[0]["corner"] == 0 and g.cars[0]["stops"] == 1


def test_overshooting_a_one_stop_corner_costs_the_spaces_beyond():
    g = race([{"space": 12, "gear": 4}, far()], dice=[12])
    g.play("gear 4")
    t = targets(g)
    corner = _corner_zero_spaces()
    end, info = next((b, i) for b, i in sorted(t.items()) if not i["brake"])
    path = info["route"].path
    last_in = max(i for i, s in enumerate(path) if s in corner)
    beyond = len(path) - 1 - last_in
    assert beyond > 0 and g._preview(info)["over"] == beyond
    # overshooting spaces keep the lane
    assert all(G.is_straight(a, b) for a, b in zip(path[last_in:], path[last_in + 1:]))
    g.play(f"to {end}")
    assert g.cars[0]["wp"]["wp"] == 18 - beyond


def test_two_stop_corner_without_a_stop_and_three_stop_corner_with_one_put_the_car_out():
    two = G.corners[7]
    entry = sorted(two.entries)[0]
    before = G.parents[entry][0]
    g = race([{"space": before, "gear": 6}, far()], dice=[30])
    g.play("gear 6")
    leave = [b for b, i in targets(g).items() if G.spaces[b].corner != 7]
    assert leave and all(g._preview(targets(g)[b])["fatal"] for b in leave)
    g.play(f"to {leave[0]}")
    assert g.cars[0]["status"] == "out" and "corner" in g.cars[0]["reason"] and g.cars[0]["space"] is None
    three = G.corners[4]
    inside = sorted(three.spaces, key=lambda s: MONACO.progress[s])[-1]
    g = race([{"space": inside, "gear": 2, "stops": 1}, far()], dice=[4])
    g.play("gear 2")
    outs = [i for i in targets(g).values() if G.spaces[i["route"].end].corner != 4]
    assert outs and all(g._preview(i)["fatal"] for i in outs)


def test_after_the_stops_the_car_leaves_freely():
    three = G.corners[4]
    inside = sorted(three.spaces, key=lambda s: MONACO.progress[s])[-1]
    g = race([{"space": inside, "gear": 2, "stops": 3}, far()], dice=[4])
    g.play("gear 2")
    assert not any(g._preview(i)["over"] or g._preview(i)["fatal"] for i in targets(g).values())


def test_advanced_overshoot_wears_tyres_and_spins_on_the_last():
    g = race([{"space": 12, "gear": 4, "wp": dict(data.ADVANCED_WP, tyres=2)}, far()], dice=[12], rules="advanced")
    g.play("gear 4")
    over = {b: g._preview(i)["over"] for b, i in targets(g).items() if not i["brake"]}
    exact = [b for b, o in over.items() if o == 2]
    if exact:
        g.play(f"to {exact[0]}")
        assert g.cars[0]["spun"] and g.cars[0]["wp"]["tyres"] == 1
        assert g.legal_actions(0) == [] or True
    big = [b for b, o in over.items() if o > 2]
    g = race([{"space": 12, "gear": 4, "wp": dict(data.ADVANCED_WP, tyres=2)}, far()], dice=[12], rules="advanced")
    g.play("gear 4")
    g.play(f"to {big[0]}")
    assert g.cars[0]["status"] == "out" and "tyres" in g.cars[0]["reason"]


def test_a_spun_car_drives_off_in_first_gear():
    g = race([{"space": 30, "gear": 4}, far()], rules="advanced")
    g.cars[0]["spun"] = True
    assert g.legal_actions() == ["gear 1"]


# ---------------------------------------------------------------------- collisions, engines, debris
def test_collision_check_for_cars_beside_or_in_front():
    # car 1 sits three rows ahead; car 0 ends right behind it
    g = race([{"space": 0, "gear": 1}, {"space": 9, "gear": 1}], dice=[2], black=[3, 2])
    g.play("gear 1")
    g.play("to 6")
    assert g.cars[1]["wp"]["wp"] == 17 and g.cars[0]["wp"]["wp"] == 17       # both rolled 1-4
    g = race([{"space": 0, "gear": 1}, {"space": 9, "gear": 1}], dice=[2], black=[5, 20])
    g.play("gear 1")
    g.play("to 6")
    assert g.cars[0]["wp"]["wp"] == 18 and g.cars[1]["wp"]["wp"] == 18


def test_advanced_collision_on_a_one_hits_the_body_and_leaves_a_marker():
    g = race([{"space": 0, "gear": 1}, {"space": 9, "gear": 1}], dice=[2], black=[2, 1], rules="advanced")
    g.play("gear 1")
    g.play("to 6")
    assert g.cars[1]["wp"]["body"] == 3 and g.cars[0]["wp"]["body"] == 2 and 6 in g.markers


def test_a_wrecked_neighbour_takes_the_mover_with_it():
    weak = dict(data.ADVANCED_WP, body=1)
    g = race([{"space": 0, "gear": 1}, {"space": 9, "gear": 1, "wp": weak}], dice=[2], black=[1], rules="advanced")
    g.play("gear 1")
    g.play("to 6")
    assert g.cars[1]["status"] == "out" and g.cars[0]["wp"]["body"] == 2      # automatic failure, no roll


def test_motor_damage_on_the_top_face_of_fifth_gear():
    g = race([{"space": 30, "gear": 4}, {"space": 200, "gear": 5}, {"space": 250, "gear": 2}], dice=[20],
             black=[2, 10])
    g.play("gear 5")
    g.play(g.legal_actions()[-1])
    # the mover and the other car in 5th roll; the car in 2nd gear does not
    assert g.cars[0]["wp"]["wp"] == 17 and g.cars[1]["wp"]["wp"] == 18 and g.cars[2]["wp"]["wp"] == 18
    assert any("strain" in e.text for e in g.events)


def test_debris_costs_road_handling_and_can_be_avoided():
    g = race([{"space": 3, "gear": 1}, far()], dice=[2], markers=[6], black=[2], rules="advanced")
    g.play("gear 1")
    t = targets(g)
    # the offered path avoids the marker where it can
    assert all(6 not in i["route"].path for b, i in t.items() if b != 6 and b not in G.children[6])
    g.play("to 6")
    assert g.cars[0]["wp"]["handling"] == 1


# ---------------------------------------------------------------------- slipstream
def _straight_ahead(space, n):
    for _ in range(n):
        space = G.ahead(space)
    return space


def test_slipstream_behind_a_car_in_fourth_gear_or_more():
    stop = _straight_ahead(33, 7)
    g = race([{"space": 33, "gear": 4}, {"space": G.ahead(stop), "gear": 4}], dice=[7])
    g.play("gear 4")
    assert targets(g)[stop]["brake"] == 0
    g.play(f"to {stop}")
    assert g.phase == "slip" and "stay" in g.legal_actions()
    t = targets(g)
    assert t and all(not G.is_straight(stop, i["route"].path[1]) for i in t.values())
    full = [b for b, i in t.items() if i["route"].steps == 3]
    assert full and all(t[b]["brake"] == 0 for b in full)
    g.play(f"slip {full[0]}")
    assert g.cars[0]["space"] == full[0] and g.cars[0]["wp"]["wp"] == 18


def test_no_slipstream_below_fourth_gear_after_braking_or_behind_a_faster_car():
    stop = _straight_ahead(33, 7)
    g = race([{"space": 33, "gear": 4}, {"space": G.ahead(stop), "gear": 4}], dice=[8])
    g.play("gear 4")
    assert targets(g)[stop]["brake"] == 1
    g.play(f"to {stop}")            # braked to get behind the car: no slipstream
    assert g.phase != "slip"
    g = race([{"space": 33, "gear": 4}, {"space": G.ahead(stop), "gear": 5}], dice=[7])
    g.play("gear 4")
    g.play(f"to {stop}")            # the car in front is in a higher gear
    assert g.phase != "slip"
    stop3 = _straight_ahead(33, 6)
    g = race([{"space": 33, "gear": 3}, {"space": G.ahead(stop3), "gear": 3}], dice=[6])
    g.play("gear 3")
    g.play(f"to {stop3}")           # 3rd gear is too slow to slipstream
    assert g.phase != "slip"


def test_slipstream_option_off():
    stop = _straight_ahead(33, 7)
    g = race([{"space": 33, "gear": 4}, {"space": G.ahead(stop), "gear": 4}], dice=[7], slipstream=False)
    g.play("gear 4")
    g.play(f"to {stop}")
    assert g.phase != "slip"


# ---------------------------------------------------------------------- laps, pits, the finish
def _line_approach():
    pre = [a for a in G.spaces if any(MONACO.crosses(a, b) for b in G.children[a]) and a not in MONACO.pit]
    return sorted(pre)


def test_crossing_the_line_finishes_the_race_and_points_follow_the_places():
    near = _line_approach()
    g = race([{"space": near[0], "gear": 2, "lap": 1}, {"space": 300, "gear": 1, "lap": 1}], dice=[4])
    g.play("gear 2")
    t = targets(g)
    assert t and all(i["route"].stopped for i in t.values() if not i["brake"])   # the move ends at the line
    g.play(g.legal_actions()[0])
    assert g.cars[0]["status"] == "finished" and g.cars[0]["place"] == 1 and g.podium == [0]
    assert g.to_move == (1,)


def test_ranking_of_finishers_then_cars_out_by_distance():
    g = tw.new("formula_d", players=3, seed=2)
    g.cars[0].update(status="finished", place=1, space=None)
    g.podium = [0]
    g.cars[1].update(status="out", distance=40, space=None)
    g.cars[2].update(status="out", distance=70, space=None)
    g._finish_race()
    r = g.result()
    assert r["ranking"] == [1, 3, 2] and r["scores"] == [1000, 0, 0] and r["winners"] == [0]


def test_team_race_scores_by_team():
    g = tw.new("formula_d", players=4, seed=2, teams=True)
    for s, place in ((1, 1), (2, 2), (3, 3), (0, 4)):
        g.cars[s].update(status="finished", place=place, space=None)
    g.podium = [1, 2, 3, 0]
    g._finish_race()
    r = g.result()
    assert r["scores"] == [1480, 1480, 1320, 1320] and r["winners"] == [0, 1]


def test_basic_pit_stop_gives_back_all_wear_points_and_a_fourth_gear_limit():
    entry = [a for a in G.spaces if a not in MONACO.pit and any(b in MONACO.pit for b in G.children[a])][0]
    g = race([{"space": entry, "gear": 4, "lap": 1, "wp": 5}, far()], dice=[9], laps=2)
    g.play("gear 4")
    box = g.cars[0]["box"]
    assert box in targets(g) and targets(g)[box]["route"].stopped
    g.play(f"to {box}")
    car = g.cars[0]
    assert car["wp"]["wp"] == 18 and car["space"] == box and car["max_gear"] == 4 and car["lap"] == 1
    g.play(g.legal_actions(1)[0], seat=1) if g.to_move == (1,) else None
    while g.to_move != (0,):
        g.play(g.legal_actions()[0])
    assert max(int(a.split()[1]) for a in g.legal_actions() if a.startswith("gear")) == 4


def test_no_pit_stop_in_a_one_lap_race_or_on_the_last_lap():
    entry = [a for a in G.spaces if a not in MONACO.pit and any(b in MONACO.pit for b in G.children[a])][0]
    for laps, lap in ((1, 1), (2, 2)):
        g = race([{"space": entry, "gear": 4, "lap": lap}, far()], dice=[9], laps=laps)
        g.play("gear 4")
        assert all(not any(s in MONACO.pit for s in i["route"].path) for i in targets(g).values())


def test_advanced_pit_stop_quick_or_slow():
    entry = [a for a in G.spaces if a not in MONACO.pit and any(b in MONACO.pit for b in G.children[a])][0]
    worn = dict(data.ADVANCED_WP, tyres=1)
    g = race([{"space": entry, "gear": 4, "lap": 1, "wp": worn}, far()], dice=[9], laps=2, rules="advanced", black=[7])
    g.play("gear 4")
    g.play(f"to {g.cars[0]['box']}")
    assert g.cars[0]["wp"]["tyres"] == 6
    assert g.phase == "move" and g.turn["kind"] == "pit" and g.turn["roll"] == 4 and g.cars[0]["gear"] == 4
    g.play(g.legal_actions()[0])
    g = race([{"space": entry, "gear": 4, "lap": 1, "wp": worn}, far()], dice=[9], laps=2, rules="advanced", black=[15])
    g.play("gear 4")
    g.play(f"to {g.cars[0]['box']}")
    assert g.to_move == (1,) and g.cars[0]["space"] == g.cars[0]["box"] and g.cars[0]["max_gear"] == 4


# ---------------------------------------------------------------------- order of play
def test_order_of_play_by_position_then_gear_then_arrival():
    g = race([{"space": 30, "gear": 2}, {"space": 60, "gear": 2}, {"space": 61, "gear": 3}], to_move=1)
    key = sorted(range(3), key=g._race_key)
    assert key[-1] == 0                       # furthest behind plays last
    a, b = key[0], key[1]
    assert {a, b} == {1, 2}
    if MONACO.progress[60] == MONACO.progress[61]:
        assert a == 2                         # level: the higher gear first


# ---------------------------------------------------------------------- advanced options
def test_nitro_once_a_lap_adds_the_gear():
    g = race([{"space": 3, "gear": 2}, far()], dice=[3], nitro=True)
    g.play("gear 3")
    assert "nitro" in g.legal_actions()
    g.play("nitro")
    assert all(i["route"].steps == 6 for b, i in targets(g).items() if not i["brake"] and not i["route"].stopped)
    assert "nitro" not in g.legal_actions() and g.cars[0]["nitro"] is False


def test_construction_shares_twenty_points_with_at_least_one_each():
    g = tw.new("formula_d", players=2, seed=3, rules="advanced", construction=True)
    assert g.phase == "build" and sum(g.cars[0]["wp"].values()) == 6
    seat = g.to_move[0]
    while g.phase == "build" and g.to_move == (seat,):
        acts = g.legal_actions()
        g.play("add tyres" if "add tyres" in acts else acts[0])
    assert g.cars[seat]["wp"]["tyres"] == 15 and sum(g.cars[seat]["wp"].values()) == 20
    g = tw.new("formula_d", players=2, seed=3, rules="advanced", construction=True, technical_pits=True)
    g.play("add repair")
    g.play("add repair")
    assert "add repair" not in g.legal_actions() and g._build_left(0) == 22 - 6 - 2


def test_tyre_choice_and_overshoot_doubled_on_soft_tyres_in_the_dry():
    g = tw.new("formula_d", players=2, seed=3, rules="advanced", tyres=True)
    assert g.phase == "tyres" and g.legal_actions() == ["tyres hard", "tyres soft", "tyres rain"]
    g = race([{"space": 12, "gear": 4, "tyres": "soft"}, far()], dice=[12], rules="advanced", tyres=True)
    assert g._overshoot_factor(0) == 2
    g = race([{"space": 12, "gear": 4, "tyres": "hard"}, far()], dice=[12], rules="advanced", tyres=True)
    assert g._overshoot_factor(0) == 1


def test_changeable_weather_moves_on_the_five_steps():
    g = tw.new("formula_d", players=2, seed=3, rules="advanced", weather=True)
    g.weather_step, g.weather = 2, "changeable"
    g.forced_black = [1]                      # good: one line up, changeable is skipped from now on
    g._weather_roll()
    assert g.weather == "good-temporary" and g.weather_step == 1
    g.forced_black = [20]
    g._weather_roll()
    assert g.weather == "rain-temporary" and g._raining()
    g.forced_black = [20]
    g._weather_roll()
    assert g.weather == "rain" and g.weather_step == 0
    g.forced_black = [1]
    g._weather_roll()
    assert g.weather == "rain"                # fixed from now on


def test_rain_makes_collisions_likelier():
    g = race([{"space": 0, "gear": 1}, {"space": 9, "gear": 1}], dice=[2], black=[20, 2], rules="advanced",
             weather="rain")
    g.play("gear 1")
    g.play("to 6")
    assert g.cars[0]["wp"]["body"] == 2


# ---------------------------------------------------------------------- views, bots, lesson, contract
def test_view_is_json_and_marks_moves_and_paths():
    import json
    g = tw.new("formula_d", players=3, seed=5)
    bot = DriverBot(seed=1)
    for _ in range(8):
        g.play(bot.choose(g, g.to_move[0]))
    v = g.view()
    json.dumps(v)
    assert v["last"] and v["circuit"]["spaces"] and len(v["cars"]) == 3
    if v["turn"] and v["turn"]["targets"]:
        path = next(iter(v["turn"]["targets"].values()))["path"]
        assert all(b in G.children[a] for a, b in zip(path, path[1:]))


def test_driver_bot_beats_random():
    # how fast it decides is measured by benchmarks/bench_formula_d.py, not here
    wins = 0
    for i in range(2):
        g = tw.new("formula_d", players=4, seed=50 + i)
        players = [DriverBot(seed=i)] + [RandomBot(seed=i * 7 + k) for k in range(3)]
        while not g.over:
            s = g.to_move[0]
            g.play(players[s].choose(g, s), seat=s)
        r = g.result()["ranking"]
        wins += r[0] < min(r[1:])
    assert wins == 2


def test_heuristic_favours_the_car_ahead():
    g = race([{"space": 60, "gear": 3}, {"space": 20, "gear": 3}])
    assert g.heuristic(0) > g.heuristic(1)


@pytest.mark.parametrize("players", [2, 4, 10])
def test_random_races_to_the_end(players):
    stats = testing.random_playouts("formula_d", games=4, seed=players, players=players, every=3)
    assert stats["finished"] == 4


def test_random_races_with_every_option():
    for i, opts in enumerate([dict(rules="advanced", laps=2), dict(circuit="monza", laps=3, nitro=True),
                              dict(circuit="spa", rules="advanced", weather=True, tyres=True, teams=True,
                                   construction=True, technical_pits=True, nitro=True, laps=2)]):
        stats = testing.random_playouts("formula_d", games=2, seed=30 + i, players=4, every=5, **opts)
        assert stats["finished"] == 2


def test_full_contract():
    testing.full_contract_check("formula_d", range(1), players=3, fuzz_every=15)
    testing.full_contract_check("formula_d", range(1), players=2, rules="advanced", laps=2, nitro=True,
                                fuzz_every=20)


def test_save_restore_and_corrupt_saves_mid_race():
    g = tw.new("formula_d", players=4, seed=9, rules="advanced")
    bot = DriverBot(seed=2)
    for _ in range(25):
        g.play(bot.choose(g, g.to_move[0]))
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    testing.check_undo_policy(g)
    testing.check_parts(g)
    testing.fuzz_actions(g, random.Random(3), tries=40)
    testing.check_no_leak(g, random.Random(4), samples=2)


def test_replay_from_seed_and_history():
    testing.check_replay("formula_d", seed=4, players=3)


def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson("formula_d", plies=2, steps=(8, 14))
    assert games


def _into_the_pits(**kw):
    entry = [a for a in G.spaces if a not in MONACO.pit and any(b in MONACO.pit for b in G.children[a])][0]
    worn = dict(data.ADVANCED_WP, tyres=1, body=1, engine=2)
    g = race([{"space": entry, "gear": 4, "lap": 1, "wp": worn}, far(), far(301), far(302)][:kw.pop("players", 2)],
             dice=[9], laps=2, rules="advanced", technical_pits=True, **kw)
    g.play("gear 4")
    g.play(f"to {g.cars[0]['box']}")
    return g


def test_technical_pit_stop_repairs_up_to_two_points_and_waits_a_round():
    g = _into_the_pits()
    assert g.phase == "pit" and g.legal_actions() == ["pit tyres", "pit technical"]
    g.play("pit technical")
    assert g.legal_actions() == ["repair body", "repair engine", "done"]
    g.play("repair body")
    g.play("repair engine")
    wp = g.cars[0]["wp"]
    assert (wp["tyres"], wp["body"], wp["engine"]) == (6, 2, 3) and g.cars[0]["repair"] == 0
    assert g.to_move == (1,) and g.cars[0]["max_gear"] == 4
    g = _into_the_pits(black=[4])
    g.play("pit tyres")                      # a tyre stop rolls for the crew: 4 is quick, 2 spaces out
    assert g.phase == "move" and g.turn["roll"] == 2


def test_team_race_shares_four_repair_points():
    g = _into_the_pits(players=4, teams=True)
    assert g.team_repair == [4, 4]
    g.play("pit technical")
    g.play("repair body")
    assert g.team_repair == [3, 4]


def test_soft_tyres_may_take_one_more_space_and_rain_makes_cars_skid_in_corners():
    g = race([{"space": 3, "gear": 2, "tyres": "soft"}, far()], dice=[3], rules="advanced", tyres=True)
    g.play("gear 2")
    steps = {i["route"].steps for i in targets(g).values() if not i["brake"]}
    assert steps == {3, 4}
    g = race([{"space": 15, "gear": 2, "tyres": "hard", "stops": 0}, far()], dice=[3], rules="advanced", tyres=True,
             weather="rain")
    g.play("gear 2")
    assert {i["route"].steps for i in targets(g).values() if not i["brake"]} == {6}


def test_qualifying_laps_set_the_grid_and_give_points():
    g = tw.new("formula_d", players=3, seed=2, rules="advanced", qualifying=True)
    first = g.to_move[0]
    assert g.qualifying_now and sum(c["space"] is not None for c in g.cars) == 1
    assert g.cars[first]["space"] in MONACO.finish
    g.play("gear 1")
    assert g._brake_budget(first) == 0                         # no braking in qualifying
    bot = DriverBot(seed=1)
    while g.qualifying_now:
        s = g.to_move[0]
        if g.phase == "gear" and g.cars[s]["gear"] >= 3:
            assert all(cost == {} for cost in g._gear_options(s).values())   # changing down is free
        g.play(bot.choose(g, s), seat=s)
    pts = g.quali["points"]
    ranked = sorted(pts, key=lambda s: pts[s])
    assert g.grid_order[:len(ranked)] == ranked or len(set(pts.values())) < len(pts)
    assert sorted(g.quali_points, reverse=True)[:3] == [10, 9, 8]
    assert [g.cars[s]["space"] for s in g.grid_order] == list(MONACO.grid[:3])
    assert g.to_move == (g.grid_order[0],) or g.phase == "move"


def test_qualifying_failure_starts_at_the_back():
    g = tw.new("formula_d", players=2, seed=2, rules="advanced", qualifying=True)
    s = g.to_move[0]
    g.quali["failed"].append(s)
    g.quali["points"][s] = 1
    other = 1 - s
    g.quali["points"][other] = 30
    g.quali["queue"] = []
    g._end_qualifying()
    assert g.grid_order == [other, s] and g.quali_points[s] == 0 and g.quali_points[other] == 10


def test_tyres_may_be_changed_at_a_pit_stop():
    entry = [a for a in G.spaces if a not in MONACO.pit and any(b in MONACO.pit for b in G.children[a])][0]
    g = race([{"space": entry, "gear": 4, "lap": 1, "tyres": "soft"}, far()], dice=[9], laps=2, rules="advanced",
             tyres=True, black=[15])
    g.play("gear 4")
    g.play(f"to {g.cars[0]['box']}")
    assert g.phase == "pit_tyres" and g.legal_actions() == ["tyres hard", "tyres soft", "tyres rain"]
    g.play("tyres rain")
    assert g.cars[0]["tyres"] == "rain" and g.to_move == (1,)        # then the crew's roll: 15, a slow stop


# ---------------------------------------------------------------------- the gaps closed: lanes at corner exits and at the start
def _lane_changes(path):
    return sum(1 for a, b in zip(path, path[1:]) if not G.is_straight(a, b))


def test_the_step_out_of_a_corner_keeps_the_lane_when_overshooting():
    # from 25 (corner 0, no stop yet) a roll of 4 used to leave the corner changing lane (31 -> 34)
    g = race([{"space": 25, "gear": 3, "stops": 0}, far()], dice=[4])
    g.play("gear 3")
    exits = 0
    for info in targets(g).values():
        path = info["route"].path
        for a, b in zip(path, path[1:]):
            if G.spaces[a].corner == 0 and G.spaces[b].corner != 0:
                exits += 1
                assert G.is_straight(a, b), path
    assert exits
    # a car that made its stop may still change lane on the way out
    g = race([{"space": 25, "gear": 3, "stops": 1}, far()], dice=[4])
    g.play("gear 3")
    assert any(not G.is_straight(a, b) for i in targets(g).values() for a, b in
               zip(i["route"].path, i["route"].path[1:]) if G.spaces[a].corner == 0 and G.spaces[b].corner != 0)


def test_a_great_start_changes_lane_at_most_twice():
    cars = [{"space": 508, "gear": 0, "lap": 0}, {"space": 511, "gear": 1}, {"space": 512, "gear": 1}]
    g = race(cars, black=[20])
    assert g.turn["kind"] == "great"
    t = targets(g)
    assert t and all(_lane_changes(i["route"].path) <= 2 and i["route"].steps == 4 for i in t.values())
    assert 0 not in t          # reaching 0 needed three lane changes: 508, 509, 510, 513, 0


# ---------------------------------------------------------------------- the gaps closed: soft tyres
def _full_steps(g):
    return {i["route"].steps for i in targets(g).values() if not i["brake"]}


def test_soft_tyres_lose_the_extra_space_without_a_tyre_change_after_the_first_lap():
    soft = dict(rules="advanced", tyres=True, laps=2)
    g = race([{"space": 3, "gear": 2, "tyres": "soft", "lap": 1}, far()], dice=[3], **soft)
    g.play("gear 2")
    assert _full_steps(g) == {3, 4}                  # first lap: the extra space
    g = race([{"space": 3, "gear": 2, "tyres": "soft", "lap": 2}, far()], dice=[3], **soft)
    g.play("gear 2")
    assert _full_steps(g) == {3}                     # second lap on the tyres of the start: no bonus
    g = race([{"space": 3, "gear": 2, "tyres": "soft", "lap": 2}, far()], dice=[3], **soft)
    g.cars[0]["pit_lap"] = 1                         # fresh soft tyres fitted at the stop after lap 1
    g.play("gear 2")
    assert _full_steps(g) == {3, 4}


def test_soft_tyres_give_no_extra_space_leaving_the_pits():
    box = MONACO.boxes[0]
    g = race([{"space": box, "gear": 4, "tyres": "soft", "lap": 1}, far()], dice=[7], rules="advanced", tyres=True,
             laps=2)
    g.cars[0]["pit_lap"] = 1
    g.play("gear 4")
    assert max(i["route"].steps for i in targets(g).values()) == 7


def test_soft_tyres_unused_extra_space_carries_into_the_slipstream():
    stop = _straight_ahead(33, 7)
    cars = [{"space": 33, "gear": 4, "tyres": "soft"}, {"space": G.ahead(stop), "gear": 4}]
    g = race(cars, dice=[7], rules="advanced", tyres=True)
    g.play("gear 4")
    assert not targets(g)[stop]["bonus"]
    g.play(f"to {stop}")                 # 7 of 7: the extra space was not used
    assert g.phase == "slip"
    assert _full_steps(g) == {3, 4}
    g = race(cars, dice=[6], rules="advanced", tyres=True)
    g.play("gear 4")
    assert targets(g)[stop]["bonus"]
    g.play(f"to {stop}")                 # 6 + the extra space: the slipstream is the usual 3
    assert g.phase == "slip"
    assert _full_steps(g) == {3}
    g = race([{"space": 33, "gear": 4, "tyres": "hard"}, {"space": G.ahead(stop), "gear": 4}], dice=[7],
             rules="advanced", tyres=True)
    g.play("gear 4")
    g.play(f"to {stop}")
    assert _full_steps(g) == {3}


# ---------------------------------------------------------------------- the gaps closed: emergency braking
def test_emergency_braking_beyond_three_spaces_lets_the_driver_share_brakes_and_tyres():
    wall = [{"space": 6, "gear": 1}, {"space": 4, "gear": 1}, {"space": 5, "gear": 1}]
    wp = dict(data.ADVANCED_WP, brakes=5)
    g = race([{"space": 3, "gear": 3, "wp": wp}] + wall, dice=[6], rules="advanced", black=[20] * 6)
    g.play("gear 3")
    g.play("to 3")                    # 6 spaces short: 3 from the brakes, the other 3 brakes or tyres
    assert g.phase == "brakepay" and g.to_move == (0,)
    assert g.legal_actions() == ["pay 1", "pay 2", "pay 3"]          # only 5 brake WP: at least 1 tyre WP
    assert g.label("pay 3") == "−3 brakes, −3 tyres"
    refused(g, "pay 0", None, "brake", "tyre")
    refused(g, "pay 4", None, "first 3")
    g.play("pay 3")
    wp = g.cars[0]["wp"]
    assert (wp["brakes"], wp["tyres"]) == (2, 3) and g.to_move != (0,) and g.cars[0]["status"] == "racing"
    g = race([{"space": 3, "gear": 3, "wp": dict(data.ADVANCED_WP, brakes=5)}] + wall, dice=[6], rules="advanced",
             black=[20] * 6)
    g.play("gear 3")
    g.play("to 3")
    g.play("pay 1")
    assert (g.cars[0]["wp"]["brakes"], g.cars[0]["wp"]["tyres"]) == (0, 5)
    g = race([{"space": 3, "gear": 3, "wp": dict(data.ADVANCED_WP, brakes=5)}] + wall, dice=[6], rules="advanced",
             black=[20] * 6)
    g.play("gear 3")
    g.play("to 3")
    assert DriverBot(seed=1).choose(g, 0) in g.legal_actions()


# ---------------------------------------------------------------------- the gaps closed: the driver bot pits
@pytest.mark.parametrize("rules, worn, fresh", [("advanced", dict(data.ADVANCED_WP, tyres=1), dict(data.ADVANCED_WP)),
                                                ("basic", 4, 18)])
def test_driver_bot_pits_when_worn_in_a_two_lap_race(rules, worn, fresh):
    for wp, pits in ((worn, True), (fresh, False)):
        stops = G.corner_of(443).stops if G.corner_of(443) else 0       # the corner at 443 is done
        g = race([{"space": 443, "gear": 4, "lap": 1, "wp": wp, "stops": stops}, far()], dice=[7], laps=2, rules=rules)
        g.play("gear 4")
        box = g.cars[0]["box"]
        assert box in targets(g)
        assert (DriverBot(seed=1).choose(g, 0) == f"to {box}") is pits, (rules, wp)
    # from further back the bot drives into its box within a few turns
    g = race([{"space": 313, "gear": 4, "lap": 1, "wp": worn}, far()], laps=2, rules=rules, seed=0)
    bot = DriverBot(seed=0)
    for _ in range(30):
        g.play(bot.choose(g, g.to_move[0]), seat=g.to_move[0])
        if g.cars[0]["pit_lap"] or g.cars[0]["lap"] > 1:
            break
    assert g.cars[0]["pit_lap"] == 1 and g.cars[0]["status"] == "racing"


# ---------------------------------------------------------------------- the gaps closed: skidding in the rain
def _rain_move(space, roll, tyres, stops=0, weather="rain"):
    g = race([{"space": space, "gear": 1, "tyres": tyres, "stops": stops}, far()], dice=[roll], rules="advanced",
             tyres=True, weather=weather)
    g.play("gear 2")
    return g


def test_a_move_ending_in_a_corner_skids_in_the_rain():
    corner = _corner_zero_spaces()
    g = _rain_move(11, 2, "hard", weather="good")      # dry: 2 spaces, into corner 0
    assert _full_steps(g) == {2} and all(b in corner for b, i in targets(g).items() if not i["brake"])
    g = _rain_move(11, 2, "hard")                       # rain: the turn counts for the corner, 3 spaces more
    full = [i for i in targets(g).values() if not i["brake"]]
    assert full and {i["route"].steps for i in full} == {5}
    assert all(i["route"].path[2] in corner for i in full)
    # stopping in the corner at 2 means braking the 3 skid spaces
    assert all(i["brake"] == 3 for b, i in targets(g).items() if i["route"].steps == 2)
    g = _rain_move(11, 2, "rain")                       # rain tyres skid 1
    assert {i["route"].steps for i in targets(g).values() if not i["brake"]} == {3}


def test_no_skid_through_a_completed_corner_but_a_skid_leaving_one_still_owed():
    corner = _corner_zero_spaces()
    g = _rain_move(15, 2, "hard", stops=1)              # corner 0 is done: driving on in it does not skid
    assert _full_steps(g) == {2}
    g = _rain_move(15, 2, "hard", stops=0)              # still owed a stop: skids even on the way out
    assert _full_steps(g) == {5}
    assert 15 in corner


def test_rainy_two_lap_races_to_the_end_with_skids_and_shared_braking():
    phases = set()
    for seed in range(2):
        g = tw.new("formula_d", players=4, seed=40 + seed, rules="advanced", weather=True, tyres=True, laps=2,
                   technical_pits=True)
        g.weather, g.weather_step = "rain", 0           # rain all race long
        rng = random.Random(seed)
        drivers = {0: DriverBot(seed=seed), 2: DriverBot(seed=seed + 1)}
        steps = 0
        while not g.over:
            s = g.to_move[0]
            phases.add(g.phase)
            g.play(drivers[s].choose(g, s) if s in drivers else rng.choice(g.legal_actions(s)), seat=s)
            steps += 1
            assert steps < 3000
            if steps % 7 == 0:
                g.check_invariants()
        g.check_invariants()
        assert g.weather == "rain" and len(g.result()["ranking"]) == 4
    assert {"gear", "move"} <= phases
