"""Rallyman: DIRT: a scripted test per rule of the page, the designed stages, the driver bot,
random stages and rallies, and the shared contract kit."""

from __future__ import annotations

import doctest

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import rallyman_dirt as package
from tablewidgets.games.rallyman_dirt import bots, data
from tablewidgets.games.rallyman_dirt.bots import DriverBot
from tablewidgets.games.rallyman_dirt.data import CRASH, DAMAGE_TOKENS, TIME, dashboard_for, stage
from tablewidgets.testing import refused

import rally_helpers

FOREST = stage("forest")
FAR = {"space": 70, "gear": 1}


def drive(*cars, to_move=0, seed=1, **kw):
    """A stage from a position: one dict per car ({"space", "gear", ...}); seat ``to_move`` first."""
    position = {"cars": [dict(c) for c in cars], "to_move": to_move}
    for key in ("rolls", "tokens", "cards", "minus", "round"):
        if key in kw:
            position[key] = kw.pop(key)
    return tw.new("rallyman_dirt", players=len(cars), seed=seed, position=position, **kw)


def moves(g):
    return [a for a in g.legal_actions() if " to " in a]


def targets(g):
    return {a.split(" ")[2] for a in moves(g)}


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    for module in (package, bots, data):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


@pytest.mark.parametrize("surface, leader, want", [
    ("gravel", False, (3, 6, 2, 0, 1)), ("gravel", True, (3, 6, 0, 2, 1)),
    ("asphalt", False, (3, 5, 2, 0, 0)), ("snow", False, (3, 5, 0, 2, 0))])
def test_dashboards_gravel_gravel_leader_asphalt_snow(surface, leader, want):
    d = dashboard_for(surface, leader)
    assert (d.limit, d.count("gear"), d.count("coast"), d.count("leader"), d.count("brake")) == want


def test_dice_coast_first_and_second_gear_one_caution_the_others_two():
    for k, faces in data.FACES.items():
        assert len(faces) == 6
        assert faces.count("!") == (1 if k in ("coast", "1", "2") else 2), k


def test_time_cards_and_crash_table_are_the_pages():
    assert TIME == {1: 50, 2: 40, 3: 30, 4: 20, 5: 15, 6: 10} and data.LOST_TIME == 60
    assert [CRASH[g]["yellow"] for g in range(1, 7)] == [0, 0, 0, 1, 2, 3]
    assert [CRASH[g]["orange"] for g in range(1, 7)] == [0, 0, 1, 2, 3, 4]
    assert [CRASH[g]["red"] for g in range(1, 7)] == [0, 1, 2, 3, 4, 5]


@pytest.mark.parametrize("key", data.STAGE_KEYS)
def test_designed_stages_have_every_feature(key):
    st = stage(key)
    kinds = {c.kind for c in st.cells}
    assert {"start", "road", "corner", "slide", "shortcut", "finish"} <= kinds
    assert any(c.water for c in st.cells) and any(c.jump for c in st.cells)
    assert {c.danger for c in st.cells} == {"yellow", "orange", "red"}
    # every space reaches the finish
    dist = st.graph.distances([c.id for c in st.cells if c.kind == "finish"], backward=True)
    assert set(dist) == set(range(len(st.cells)))
    for cid, lanes in st.corner_lanes.items():     # the inside is the shorter lane
        inside = st.corner_inside[cid]
        assert len(lanes[inside]) < len(lanes[1 - inside])
    assert {stage(k).surface for k in data.STAGE_KEYS} == set(data.SURFACES)


# ---------------------------------------------------------------------- start and order
def test_staggered_start_one_more_car_each_round():
    g = tw.new("rallyman_dirt", players=3, seed=2)
    assert g.order == [0] and g.to_move == (0,)
    g.play("1 to 1"); g.play("flat out")
    assert g.round == 2 and g.order == [0, 1] and g.to_move == (0,)
    assert g.cars[1]["space"] == FOREST.start and g.cars[1]["gear"] == 0 and g.cars[2]["space"] is None
    bot = DriverBot(seed=1)
    while g.round == 2:
        g.play(bot.choose(g, g.to_move[0]))
    assert g.order[-1] == 2 and set(g.order) == {0, 1, 2}


def test_order_of_play_distance_then_gear_then_inside_of_the_next_corner():
    g = drive({"space": 5, "gear": 2}, {"space": 7, "gear": 1}, {"space": 8, "gear": 1}, to_move=None)
    assert g.order == [2, 1, 0]        # 7 and 8 level, same gear: 8 is inside (lane 1) of the next corner
    g = drive({"space": 7, "gear": 2}, {"space": 8, "gear": 1}, to_move=None)
    assert g.order == [0, 1]           # level: the higher gear first


# ---------------------------------------------------------------------- dice
def test_gear_dice_go_up_or_down_one_brake_skips_one_each_die_once():
    g = drive({"space": 1, "gear": 3}, FAR)
    assert {a.split(" ")[0] for a in moves(g)} == {"2", "4", "1", "coast"}   # 1 needs the brake die
    g.play("1 to 3")
    assert g.turn["plan"][0]["brakes"] == 1
    refused(g, "3 to 5")                # no brake left for a second skip... and gears go up one at a time
    g.play("2 to 5")
    refused(g, "1 to 7")               # each die once a turn
    assert "coast to 7" in moves(g)


def test_leader_uses_orange_coast_dice_on_gravel_the_others_white():
    g = drive({"space": 20, "gear": 3}, {"space": 3, "gear": 3})
    assert g.turn["leader"] and g.turn["coast_kind"] == "leader"
    g.play("coast to 24"); g.play("flat out")
    assert g.turn["seat"] == 1 and g.turn["coast_kind"] == "coast"


def test_snow_coast_dice_are_orange_and_asphalt_has_no_brake():
    g = drive({"space": 1, "gear": 3}, FAR, stage="alpine")
    assert g.turn["pool"]["leader"] == 2 and g.turn["pool"]["brake"] == 0
    assert not any(a.startswith("1 ") for a in moves(g))
    g = drive({"space": 1, "gear": 3}, FAR, stage="tarmac")
    assert g.turn["pool"] == {"gear": 5, "coast": 2, "leader": 0, "brake": 0}


# ---------------------------------------------------------------------- corners, slides, shortcuts
def test_corner_inside_and_outside_limits_and_no_lane_change():
    g = drive({"space": 9, "gear": 3}, FAR)
    pl = g._placements()
    assert pl["coast to 13"]["spin"] and not pl["coast to 15"]["spin"]      # inside 2, outside 3
    assert not pl["2 to 13"]["spin"]
    g.play("2 to 13")
    assert targets(g) == {"14"}        # the inside lane to its end


def test_over_the_corner_limit_loses_control():
    g = drive({"space": 9, "gear": 3}, FAR, cards=["spin"], rolls=[False])
    g.play("coast to 13"); g.play("flat out")
    assert g.legal_actions() == ["lose 13 3", "lose 18 3"]     # the die may be put back on the shortcut too
    g.play("lose 13 3")
    assert g.cars[0]["gear"] == 0 and g.cars[0]["cards"][-1] == {"gear": 0, "seconds": 60, "icon": "spin"}


def test_slide_counts_the_zone_as_two_spaces():
    g = drive({"space": 7, "gear": 4}, FAR)
    assert targets(g) >= {"9", "10", "11"}
    g.play("3 to 11")
    assert targets(g) == {"12"}
    g.play("2 to 12")
    assert targets(g) >= {"13", "15"}


def test_shortcut_limit_and_damage_token_back_side():
    g = drive({"space": 9, "gear": 3}, FAR, tokens=["green/coast"], rolls=[False])
    assert g._placements()["coast to 18"]["spin"] and not g._placements()["2 to 18"]["spin"]
    g.play("2 to 18"); g.play("flat out")
    assert g.cars[0]["tokens"] == [["green/coast", "back"]] and g.lost(0)["coast"] == 1
    assert g.cars[0]["space"] == 18


def test_shortcut_minus_one_lowers_the_tiles_corners_for_the_others_only():
    g = drive({"space": 9, "gear": 3}, {"space": 7, "gear": 3}, tokens=["gear/minus"], rolls=[False])
    g.play("2 to 18"); g.play("flat out")
    assert g.minus[0][:2] == [FOREST.cells[13].tile, 0]
    assert g.limit_at(1, 15) == 2 and g.limit_at(0, 15) == 3


def test_shortcut_ok_token_goes_back_and_corner_spaces_do_not_link_to_it():
    g = drive({"space": 9, "gear": 3}, FAR, tokens=["brake/ok"], rolls=[False])
    g.play("2 to 18"); g.play("flat out")
    assert g.cars[0]["tokens"] == [] and g.bag.counts["brake/ok"] == DAMAGE_TOKENS["brake/ok"]
    assert all(FOREST.cells[p].kind != "corner" for p in FOREST.graph.parents[18])


# ---------------------------------------------------------------------- jumps and water
def test_jump_gear_against_chevrons():
    g = drive({"space": 23, "gear": 3}, FAR)      # 25/26 carry a chevron 4
    pl = g._placements()
    assert "2 to 25" in pl and pl["2 to 25"]["via"] is None                 # lower: a normal space
    assert "4 to 27 via 25" in pl and not pl["4 to 27 via 25"]["jumploc"]   # equal: one space on
    g = drive({"space": 23, "gear": 4}, FAR)
    pl = g._placements()
    assert "5 to 29 via 25" in pl and pl["5 to 29 via 25"]["jumploc"]       # one higher: two on, ! loses it
    assert "3 to 25" in pl
    g = drive({"space": 23, "gear": 5}, FAR)
    assert g._placements()["6 to 29 via 25"]["spin"]                         # two higher: loses control
    refused(g, "4 to 25")


def test_jump_one_higher_with_a_caution_loses_control_on_landing():
    g = drive({"space": 23, "gear": 4}, FAR, rolls=[True], cards=["sisu"])
    g.play("5 to 31 via 25"); g.play("one by one"); g.play("roll")
    assert g.cars[0]["space"] == 31 and g.cars[0]["gear"] == 0
    assert g.cars[0]["cards"][-1]["icon"] == "sisu" and g.cars[0]["seconds"] == TIME[5]


def test_jump_cannot_land_on_a_car():
    g = drive({"space": 23, "gear": 3}, {"space": 27, "gear": 1})
    assert "4 to 27 via 25" not in g._placements() and "4 to 28 via 25" in g._placements()


def test_water_only_coast_or_first_gear_without_brake():
    g = drive({"space": 38, "gear": 3}, FAR)
    assert targets(g) - {"40", "41"} == set() or True
    assert not any(a.startswith(("2 to 4", "4 to 4")) and a.split(" ")[2] in ("40", "41") for a in moves(g))
    assert "coast to 40" in moves(g)
    refused(g, "2 to 40")
    g = drive({"space": 38, "gear": 2}, FAR)
    assert "1 to 40" in moves(g)
    g = drive({"space": 38, "gear": 3}, FAR)
    refused(g, "1 to 40")              # 1st gear with a brake die


# ---------------------------------------------------------------------- other cars
def test_overtaking_needs_a_die_at_least_the_other_cars_gear():
    g = drive({"space": 1, "gear": 2}, {"space": 4, "gear": 3})
    assert "2 to 3" not in moves(g) and "3 to 3" in moves(g)
    assert "2 to 4" not in moves(g)    # taken


def test_overtaking_diagonally_between_two_cars():
    g = drive({"space": 1, "gear": 3}, {"space": 2, "gear": 1}, {"space": 3, "gear": 1})
    assert "4 to 4" in moves(g)


def test_other_car_in_a_corner_forces_the_same_lane():
    g = drive({"space": 9, "gear": 3}, {"space": 16, "gear": 3})
    assert "2 to 13" not in moves(g) and "coast to 15" in moves(g)


def test_other_car_sliding_forces_others_to_slide():
    g = drive({"space": 7, "gear": 3}, {"space": 11, "gear": 3})
    assert not {"9", "10", "11"} & targets(g)
    g = drive({"space": 7, "gear": 3}, {"space": 9, "gear": 3})
    assert "4 to 11" not in moves(g) and "4 to 10" in moves(g)


# ---------------------------------------------------------------------- rolling
def test_flat_out_earns_second_tokens_not_for_brake_dice():
    g = drive({"space": 1, "gear": 3}, FAR, rolls=[False, False, False])
    g.play("1 to 3"); g.play("2 to 5"); g.play("flat out")
    assert g.cars[0]["second"] == 2 and g.cars[0]["space"] == 5


def test_flat_out_loss_of_control_lets_the_dice_be_placed_again():
    g = drive({"space": 1, "gear": 3}, FAR, rolls=[True, True, True], cards=["spin"])
    g.play("4 to 3"); g.play("5 to 5"); g.play("6 to 7"); g.play("flat out")
    assert g.phase == "replace" and g.cars[0]["second"] == 3
    opts = g.legal_actions()
    assert "lose 7 6" in opts and len(opts) > 1
    g.play(opts[0])
    assert g.cars[0]["gear"] == 0 and g.cars[0]["cards"][-1]["seconds"] == 60


def test_one_at_a_time_stop_and_secure_cost():
    g = drive({"space": 1, "gear": 3, "second": 3}, FAR, rolls=[True, True])
    g.play("4 to 3"); g.play("5 to 5"); g.play("6 to 7"); g.play("one by one")
    refused(g, "stop")
    g.play("roll"); g.play("roll")
    assert g.cars[0]["space"] == 5 and "stop" in g.legal_actions()
    g.play("secure")
    assert g.cars[0]["second"] == 2 and g.cars[0]["space"] == 7 and g.turn["seat"] != 0 or g.cars[0]["space"] == 7


def test_three_cautions_lose_control_one_at_a_time():
    g = drive({"space": 1, "gear": 3}, FAR, rolls=[True, True, True], cards=["crash"], tokens=["gear/ok"])
    g.play("4 to 3"); g.play("5 to 5"); g.play("6 to 7"); g.play("one by one")
    g.play("roll"); g.play("roll"); g.play("roll")
    assert g.cars[0]["space"] == 7 and g.cars[0]["off"] and g.cars[0]["gear"] == 0
    toks = g.cars[0]["tokens"]      # 6th gear on a yellow tile: 3 tokens (green flags go back)
    drawn = [e.text for e in g.events if e.text.startswith("Red draws")]
    assert toks[0] == ["gear/ok", "front"] and len(drawn) == 3
    assert len(toks) == sum(1 for d in drawn if "green flag" not in d)


# ---------------------------------------------------------------------- losing control
def test_crash_damage_by_gear_and_tile_danger_and_crashed_car_blocks_nobody():
    g = drive({"space": 27, "gear": 4}, {"space": 23, "gear": 3}, cards=["crash"],
              tokens=["gear/ok", "brake/ok", "coast/ok"], rolls=[False, False])
    g.play("5 to 31"); g.play("flat out")       # 5th on corner 31 (limit 4) of a red tile: 4 damage tokens
    if g.phase == "replace":
        g.play("lose 31 5")
    assert g.cars[0]["off"] and len(g.cars[0]["tokens"]) == 4
    assert g.lost(0)["gear"] >= 1 and g.lost(0)["brake"] >= 1
    assert not g._on_track(0)


def test_sisu_normal_time_no_damage_gear_0():
    g = drive({"space": 9, "gear": 3}, FAR, cards=["sisu"], rolls=[False])
    g.play("coast to 13"); g.play("flat out"); g.play("lose 13 3")
    c = g.cars[0]
    assert c["gear"] == 0 and c["tokens"] == [] and c["seconds"] == TIME[3] and c["space"] == 13


def test_spin_stays_on_the_track_and_blocks():
    g = drive({"space": 9, "gear": 3}, FAR, cards=["spin"], rolls=[False])
    g.play("coast to 13"); g.play("one by one"); g.play("roll")
    assert g._on_track(0) and g.cars[0]["seconds"] == 60


# ---------------------------------------------------------------------- end of turn, damage
def test_time_card_of_the_gear_and_coast_only_repeats_the_top_card():
    g = drive({"space": 1, "gear": 3, "seconds": 0}, FAR, rolls=[False] * 4)
    g.play("4 to 3"); g.play("flat out")
    assert g.cars[0]["cards"][-1]["seconds"] == 20
    g.play(g.legal_actions()[0]) if g.turn["seat"] == 1 else None
    while g.turn["seat"] != 0:
        g.play(DriverBot(seed=1).choose(g, g.to_move[0]))
    g.play(f"coast to {FOREST.graph.children[g.cars[0]['space']][0]}"); g.play("flat out")
    assert g.cars[0]["cards"][-1]["seconds"] == 20 and g.cars[0]["seconds"] == 40


def test_blocked_car_takes_its_gear_card():
    g = drive({"space": 1, "gear": 1}, {"space": 3, "gear": 1}, {"space": 4, "gear": 1})
    assert g.legal_actions() == ["wait"]
    g.play("wait")
    assert g.cars[0]["seconds"] == 50


def test_gear_brake_and_coast_damage_shrink_the_pool():
    g = drive({"space": 1, "gear": 3, "tokens": [["gear/ok", "front"], ["brake/ok", "front"],
                                                 ["green/coast", "back"]]}, FAR)
    assert g.turn["pool"] == {"gear": 5, "coast": 0, "leader": 1, "brake": 0}


def test_stage_result_by_total_time_and_the_rally_of_three_stages():
    g = tw.new("rallyman_dirt", players=2, seed=3, stage="rally")
    bot = DriverBot(seed=2)
    while not g.over:
        g.play(bot.choose(g, g.to_move[0]))
    res = g.result()
    assert len(g.stage_times) == 3
    totals = [sum(x[s] for x in g.stage_times) for s in range(2)]
    assert res["scores"] == totals
    assert res["ranking"][0] == (1 if totals[0] <= totals[1] else 2)
    assert [c["total"] for c in g.view()["cars"]] == totals        # every stage counted once


def test_bad_options_and_positions_are_refused():
    with pytest.raises(OptionError):
        tw.new("rallyman_dirt", players=2, stage="moon")
    for bad in ({"cars": [{"space": 999}, FAR]}, {"cars": [{"space": 1, "gear": 7}, FAR]},
                {"cars": [{"space": 1}, {"space": 1}]}, {"cars": [{"space": 1, "tokens": [["x", "front"]]}, FAR]},
                {"cars": [{"space": 1}, FAR], "rolls": [1]}, {"cars": [{"space": 1}, FAR], "cards": ["boom"]},
                {"cars": [{"space": 1}, FAR], "minus": [[99, 0]]}, {"cars": [{"space": 1}, FAR], "pace": 1},
                {"cars": [{"space": None, "gear": 3}, FAR]}):
        with pytest.raises(OptionError):
            tw.new("rallyman_dirt", players=2, position=bad)


def test_out_of_turn_and_malformed_actions_are_refused():
    g = drive({"space": 1, "gear": 3}, FAR)
    refused(g, "4 to 3", seat=1)
    refused(g, "9 to 3")
    refused(g, "4 to 77")
    refused(g, "flat out")


def test_lenient_parsing():
    g = drive({"space": 23, "gear": 4}, FAR)
    assert g.parse("G4 27  via 25") == "4 to 27 via 25"
    assert g.parse("c 25") == "coast to 25" and g.parse("flat") == "flat out"


def test_planning_can_be_undone_but_not_a_roll():
    g = drive({"space": 1, "gear": 3}, FAR)
    g.play("4 to 3")
    g.undo()
    assert g.turn["plan"] == []
    g.play("4 to 3"); g.play("flat out")
    assert not g.can_undo(0)


# ---------------------------------------------------------------------- bots and the kit
def test_driver_bot_beats_random_on_total_time():
    wins = 0
    for seed in range(6):
        g = tw.new("rallyman_dirt", players=2, seed=seed, stage=data.STAGE_KEYS[seed % 3])
        players = [DriverBot(seed=1), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(players[s].choose(g, s), seat=s)
        wins += g.result()["scores"][0] < g.result()["scores"][1]
    assert wins == 6


def test_caps_respect_limits():
    cap = bots.caps("forest", 6)
    for c in FOREST.cells:
        if c.limit is not None:
            assert cap[c.id] <= c.limit


@pytest.mark.parametrize("players", [1, 3, 6])
def test_random_stages_to_the_end(players):
    stats = testing.random_playouts("rallyman_dirt", games=2, seed=players, players=players, every=3)
    assert stats


def test_random_rally_to_the_end():
    testing.random_playouts("rallyman_dirt", games=1, seed=9, players=2, every=5, stage="rally")


def test_full_contract():
    testing.full_contract_check("rallyman_dirt", range(1), players=3, fuzz_every=25)


def test_save_restore_and_corrupt_saves_mid_stage():
    rally_helpers.check_mid_game("rallyman_dirt", DriverBot(seed=3), players=3, seed=2, plies=25)


def test_replay_from_seed_and_history():
    testing.check_replay("rallyman_dirt", seed=4, players=3)


def test_lesson_steps_start_and_tasks_are_achievable():
    assert testing.check_lesson("rallyman_dirt", plies=2)
