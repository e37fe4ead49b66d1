"""Praga Caput Regni: a scripted test per rule of the rules page (the crane and its zones, the space
bonus, the six actions, upgrades and the amendments, plazas, the King's Road, technologies, the
Hunger Wall and Cathedral tracks, windows, end scoring, solo), bots, random playouts and the
shared contract kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import praga_caput_regni as package
from tablewidgets.games.praga_caput_regni import data as D
from tablewidgets.games.praga_caput_regni.bots import PlannerBot

NAME = "praga_caput_regni"
WHEEL = [None, None, None, 0, 1, 2, 3, 4, 5]     # tile t on crane space t + 3


def game(n=2, seed=1, wheel=WHEEL, **position):
    if wheel is not None:
        position["wheel"] = wheel
    return tw.new(NAME, players=n, seed=seed, position=position or None)


def me(**fields):
    return fields


def finish_turn(g):
    """End the current seat's turn (after its action)."""
    g.play("end")


# ---------------------------------------------------------------------- docs and data
def test_docstring_runs():
    assert doctest.testmod(package).failed == 0


def test_designed_components_keep_the_page_numbers():
    assert tw.GAMES[NAME].designed_components
    assert D.TURNS_PER_PLAYER == 16 and D.WINDOW_CAP == 2 and D.WINDOWS_PER_STEP == 2
    assert D.ROTATE_OUT_POINTS == 5 and len(D.TOP_REWARDS) == 3
    assert D.PERSONAL_WALL == ((6, 18), (4, 10), (3, 4)) and D.EGG_POINTS == (0, 1, 3, 6, 10)
    assert all(sum(k in t for t in D.TILES) == 2 for k in D.KINDS)      # every action on two tiles
    assert {s["zone"] for s in D.SPACES} == {"red", "green", "blue"}
    assert D.ROAD[3]["free"] is None and D.ROAD[4]["free"] is None
    assert all(len(ps) in (1, 2) for ps in D.LOTS.values())
    assert all(sum(1 for ps in D.LOTS.values() if p in ps) == 4 for p in range(len(D.PLAZAS)))
    assert "designed" in tw.GAMES[NAME].blurb


# ---------------------------------------------------------------------- the turn
def test_rule_game_lasts_16_turns_per_player():
    g = game(n=2)
    bots = [RandomBot(seed=1), RandomBot(seed=2)]
    turns = 0
    while not g.over:
        s = g.to_move[0]
        a = bots[s].choose(g, s)
        g.play(a, seat=s)
        turns += a == "end"
    assert turns == 32 and all(p["turns"] == 16 for p in g.ps)


def test_rule_choose_a_tile_red_zone_pays_gold():
    g = game(wheel=[0, 1, 2, None, None, None, 3, 4, 5], seats=[me(gold=1), me()])
    legal = g.legal_actions()
    assert "tile 0" not in legal and "tile 1" in legal       # space 0 costs 2 gold, space 1 costs 1
    testing.refused(g, "tile 0", None, "red zone", "2 gold")
    g.play("tile 1")
    assert g.ps[0]["gold"] == 0


def test_rule_green_zone_is_free_and_blue_zone_scores():
    g = game()
    g.play("tile 3")
    assert g.ps[0]["gold"] == 2 and g.ps[0]["score"] == 0
    g = game()
    g.play("tile 8")                                            # the last blue space scores 3
    assert g.ps[0]["score"] == 3


def test_rule_one_of_the_two_actions_of_the_tile():
    g = game()
    g.play("tile 3")                                            # tile 0: mines or wall
    legal = g.legal_actions()
    assert "mines take" in legal and not any(a.startswith(("quarry", "road", "upgrade")) for a in legal)
    g.play("mines take")
    assert not any(a.startswith(("mines", "wall ")) for a in g.legal_actions())
    testing.refused(g, "mines take", None, "already taken")


def test_rule_space_bonus_before_or_after_the_action():
    g = game(seats=[me(stone=1), me()])
    g.play("tile 4")                                            # tile 1 (quarry / building) on space 4: a tech step
    g.play("bonus")
    assert g.ps[0]["tech"] == 1 and "bonus" not in g.legal_actions()
    g = game(seats=[me(stone=0), me()])
    g.play("tile 3")                                            # space 3 gives a stone
    g.play("mines take")                                        # not taken before: it comes after the action
    assert g.ps[0]["stone"] == 1 and g.turn["bonus"]


def test_rule_a_bonus_taken_first_pays_for_the_action():
    g = game(seats=[me(stone=1, gold=0), me()], market_w=[0, 1, 11])       # wall 0 costs 2 stone
    g.play("tile 3")                                            # space 3: +1 stone
    assert "wall 0" not in g.legal_actions()
    g.play("bonus")
    assert "wall 0" in g.legal_actions()


def test_rule_manage_mines_progress_or_collect():
    g = game(seats=[me(mines=2, gold=0), me()])
    g.play("tile 3")
    g.play("mines up")
    assert g.ps[0]["mines"] == 3 and g.ps[0]["gold"] == 1
    g = game(seats=[me(mines=5, gold=0), me()])
    g.play("tile 3")
    g.play("mines take")                                        # 5 mines + bonuses unlocked at 3 and 5
    assert g.ps[0]["gold"] == 7


def test_rule_manage_quarries_progress_or_collect():
    g = game(seats=[me(quarry=3, stone=0), me()])
    g.play("tile 4")                                            # tile 1: quarry / building
    g.play("quarry take")
    assert g.ps[0]["stone"] == 4                                # 3 quarries + the bonus unlocked at 3
    g = game(seats=[me(quarry=3), me()])
    g.play("tile 4")
    g.play("quarry up")
    assert g.ps[0]["quarry"] == 4 and g.ps[0]["egg"] == 2      # level 4 gives an egg (designed)
    g = game(seats=[me(quarry=7), me()])
    g.play("tile 4")
    assert "quarry up" not in g.legal_actions()


def test_rule_upgrade_moves_one_or_two_on_the_university_track():
    g = game()
    g.play("tile 5")                                            # tile 2: upgrade / road
    g.play("upgrade mines")
    g.play("face a")
    assert g.ps[0]["univ"] == 2 and g.ps[0]["upg"]["mines"] == 1
    g = game()
    g.play("tile 5")
    g.play("upgrade road")
    g.play("face b")
    assert g.ps[0]["univ"] == 1 and g.ps[0]["window"] == 1


def test_rule_an_upgrade_enhances_the_next_use_of_the_action():
    g = game(seats=[me(gold=0, upg={"mines": 1}), me()])
    g.play("tile 3")
    g.play("mines take")                                        # 1 mine + 1 for the upgrade
    assert g.ps[0]["gold"] == 2 and g.ps[0]["upg"]["mines"] == 0


def test_amendment_upgraded_twice_both_wait_but_one_is_used_per_action():
    g = game(seats=[me(gold=0, upg={"mines": 2}), me()])
    g.play("tile 3")
    g.play("mines take")
    assert g.ps[0]["gold"] == 2 and g.ps[0]["upg"]["mines"] == 1


def test_rule_construct_wall_pays_the_banner_and_scores():
    g = game(seats=[me(stone=3), me()], market_w=[7, 1, 11])      # 7: 4 stone, 5 points
    g.play("tile 8")                                            # tile 5: upgrade / wall, blue 3 points
    assert "wall 7" not in g.legal_actions() and "wall 1" in g.legal_actions()
    g.play("wall 1")
    assert g.ps[0]["stone"] == 1 and g.ps[0]["walls"] == [1] and g.ps[0]["score"] == 3 + 2
    assert g.market_w == [7, None, 11]                          # the market waits for a refill


def test_rule_personal_wall_scores_4_10_18():
    for n, pts in ((2, 0), (3, 4), (4, 10), (5, 10), (6, 18)):
        g = game(seats=[me(walls=list(range(n))), me()])
        assert g.final_parts(0)["wall"] == pts


def test_rule_building_on_a_free_lot_south_of_the_road():
    g = game(seats=[me(gold=2, stone=2), me()], market_b=[0, 13, 14, 22])    # town hall 2 gold 2 stone
    g.play("tile 4")
    g.play("building 0")
    lots = [a for a in g.legal_actions() if a.startswith("lot")]
    assert "lot 3,0" not in lots                                # a pre-printed feature stands there
    assert "lot 1,0" not in lots                                # north: the red banner costs 1 gold more
    assert "lot 1,3" in lots
    g.play("lot 1,3")
    assert g.city["1,3"] == {"b": 0, "seat": 0} and g.ps[0]["score"] == 4
    assert g.ps[0]["gold"] == 0 and g.ps[0]["stone"] == 0 and g.ps[0]["tech"] == 1   # space 4: a tech step


def test_rule_north_of_the_road_costs_more_and_scores_more():
    g = game(seats=[me(gold=3, stone=2), me()], market_b=[0, 13, 14, 22])
    g.play("tile 4")
    g.play("building 0")
    g.play("lot 1,0")                                           # banner: 1 gold, 3 points
    assert g.ps[0]["gold"] == 0 and g.ps[0]["score"] == 4 + 3


def test_rule_occupied_lots_are_refused():
    g = game(seats=[me(gold=5, stone=5), me()], market_b=[0, 13, 14, 22], city={"1,3": [1, 1]})
    g.play("tile 4")
    g.play("building 0")
    testing.refused(g, "lot 1,3", None, "taken")
    testing.refused(g, "lot 3,0", None, "free lots")


def test_rule_surrounded_plaza_most_cubes_take_both_rewards():
    # plaza 5 (at 5,4): lots 5,3 4,4 6,4 (pre-printed) 5,5
    city = {"5,3": [1, 0], "4,4": [2, 1]}
    g = game(seats=[me(gold=5, stone=5), me()], market_b=[0, 13, 14, 22], city=city)
    g.play("tile 4")
    g.play("building 0")
    g.play("lot 5,5")                                          # seat 0: 2 cubes, seat 1: 1 cube
    assert g.plaza_done[5]
    assert g.ps[0]["score"] == 4 + 2                            # the building and the lower half
    assert g.ps[0]["gold"] == 5 - 2 + 3 and g.ps[0]["stone"] == 5 - 2      # upper half: 3 gold
    assert g.pending[1] == [{"k": "plaza", "plaza": 5}]


def test_amendment_other_players_choose_plaza_rewards_after_the_turn():
    city = {"5,3": [1, 0], "4,4": [2, 1]}
    g = game(seats=[me(gold=5, stone=5), me()], market_b=[0, 13, 14, 22], city=city)
    g.play("tile 4")
    g.play("building 0")
    g.play("lot 5,5")
    assert g.to_move == (0,)                                   # the current player goes on first
    g.play("end")
    assert g.to_move == (1,) and g.legal_actions(1) == ["plaza 5 upper", "plaza 5 lower"]
    g.play("plaza 5 lower", seat=1)
    assert g.ps[1]["score"] == 2 and g.turn["seat"] == 1 and g.turn["phase"] == "choose"


def test_amendment_the_current_player_may_wait_for_the_plaza_decisions():
    city = {"5,3": [1, 0], "4,4": [2, 1]}
    g = game(seats=[me(gold=5, stone=5), me()], market_b=[0, 13, 14, 22], city=city)
    g.play("tile 4")
    g.play("building 0")
    g.play("lot 5,5")
    assert "wait" in g.legal_actions()
    g.play("wait")
    assert g.to_move == (1,)
    g.play("plaza 5 upper", seat=1)
    assert g.to_move == (0,) and g.turn["seat"] == 0 and "wait" not in g.legal_actions()
    assert g.ps[1]["gold"] == 2 + 3
    g.play("end")
    assert g.turn["seat"] == 1 and g.turn["phase"] == "choose"


def test_rule_fountains_without_cube_space_give_no_plaza_share():
    city = {"5,3": [13, 0], "4,4": [2, 1]}                     # 13: a fountain, no cube space
    g = game(seats=[me(gold=5, stone=5), me()], market_b=[0, 14, 15, 22], city=city)
    g.play("tile 4")
    g.play("building 14")                                       # the statue: no cube either
    g.play("lot 5,5")
    assert g.plaza_done[5] and g.cubes(5) == [0, 1]
    assert g.ps[1]["gold"] == 2 + 3                             # seat 1 alone has the most cubes


def test_rule_unfinished_plazas_give_the_lower_half_at_the_end():
    g = game(city={"1,3": [0, 0], "2,4": [1, 1]})                # plaza 3 lacks lot 1,5
    assert g.final_parts(0)["plazas"] == 3 and g.final_parts(1)["plazas"] == 3 + 2   # 2,4 touches plazas 3 and 4


def test_rule_kings_road_egg_for_one_bonus_or_none_for_the_other():
    g = game(seats=[me(egg=1), me()])
    g.play("tile 5")                                            # tile 2: upgrade / road
    g.play("road free")
    assert g.ps[0]["road"] == 1 and g.ps[0]["gold"] == 2 + 1 + 1 and g.ps[0]["egg"] == 1   # road + space 5
    g = game(seats=[me(egg=1), me()])
    g.play("tile 5")
    g.play("road egg")
    assert g.ps[0]["road"] == 1 and g.ps[0]["score"] == 3 and g.ps[0]["egg"] == 0


def test_rule_road_spaces_iv_and_v_require_an_egg():
    g = game(seats=[me(egg=0, road=3), me()])
    g.play("tile 5")
    assert not any(a.startswith("road") for a in g.legal_actions())
    testing.refused(g, "road free", None, "IV and V require an egg")
    g = game(seats=[me(egg=1, road=4, buildings=[0, 1], walls=[2]), me()],
             city={"1,3": [0, 0], "3,3": [1, 0]})
    g.play("tile 5")
    g.play("road egg")
    assert g.ps[0]["road"] == 5 and g.final_parts(0)["road"] == 2 * 3     # V: 2 per building and wall section


def test_rule_technology_icon_lets_you_take_a_technology():
    g = game(seats=[me(tech=1), me()])
    g.play("tile 4")
    g.play("bonus")                                             # a technology step onto the tier I icon
    assert g.to_move == (0,) and g.legal_actions() == ["tech goldsmith", "tech stonecutter", "tech mason"]
    testing.refused(g, "quarry take", None, "technology")
    g.play("tech goldsmith")
    assert "goldsmith" in g.ps[0]["techs"]


def test_rule_ongoing_technologies_work_from_the_next_turn():
    g = game(seats=[me(tech=1, gold=0), me()], wheel=[None, None, None, 5, 1, 0, 2, 3, 4])
    g.play("tile 4")                                            # tile 1: quarry / building, tech bonus
    g.play("bonus")
    g.play("tech stonecutter")
    assert g.mine_yield(0, "quarry") == 1
    g.play("quarry take")
    assert g.ps[0]["stone"] == 2 + 1                            # not yet this turn
    g.play("end")
    g.play(g.legal_actions(1)[0], seat=1)
    while g.turn["seat"] == 1:
        s = g.to_move[0]
        acts = g.legal_actions(s)
        g.play("end" if "end" in acts else [a for a in acts if not a.startswith(("use", "refill"))][0], seat=s)
    assert g.turn["seat"] == 0 and g.mine_yield(0, "quarry") == 1 + 1    # from this turn on


def test_rule_one_off_technologies_are_kept_and_used_later():
    g = game(seats=[me(techs=["treasury"], gold=0), me()])
    assert "use treasury" in g.legal_actions()
    g.play("tile 3")
    g.play("mines take")
    g.play("end")
    assert g.ps[0]["oneoff"] == ["treasury"]
    g2 = game(seats=[me(techs=["treasury"], gold=0), me()])
    g2.play("use treasury")
    assert g2.ps[0]["gold"] == 3 and g2.ps[0]["oneoff"] == [] and "use treasury" not in g2.legal_actions()


def test_rule_track_sideways_needs_only_the_effect():
    g = game(seats=[me(techs=["guild_hall"], window=0, stone=0), me()])
    g.play("use guild_hall")
    assert "move wall up" not in g.legal_actions()              # entering tier 1 costs 1 stone
    g.play("move wall left")
    assert g.ps[0]["track"]["wall"] == [0, 0]


def test_rule_track_new_tier_costs_the_depicted_resource():
    g = game(seats=[me(techs=["guild_hall"], stone=1), me()])
    g.play("use guild_hall")
    g.play("move wall up")
    assert g.ps[0]["track"]["wall"] == [1, 1] and g.ps[0]["stone"] == 0


def test_rule_track_up_within_a_tier_costs_2_windows():
    g = game(seats=[me(techs=["royal_favour"], window=1, cathedral=[1, 1]), me()])
    g.play("use royal_favour")
    assert "move cathedral up" not in g.legal_actions()
    testing.refused(g, "move cathedral up", None, "2 silver windows")
    g = game(seats=[me(techs=["royal_favour"], window=2, cathedral=[1, 1]), me()])
    g.play("use royal_favour")
    g.play("move cathedral up")
    assert g.ps[0]["track"]["cathedral"] == [2, 1] and g.ps[0]["window"] == 0


def test_rule_track_free_move_space_but_tier_cost_still_applies():
    # wall cell (2, 2) gives a free move; from row 2 up is a new tier: 2 stone
    g = game(seats=[me(techs=["guild_hall"], wall=[2, 1], stone=1, window=0), me()])
    g.play("use guild_hall")
    g.play("move wall right")
    assert g.pending[0] == [{"k": "step", "track": "wall", "free": True}]
    assert "move wall up" not in g.legal_actions()              # 2 stone needed to enter tier 2
    g = game(seats=[me(techs=["guild_hall"], wall=[4, 1], window=0), me()])
    g.play("use guild_hall")
    g.play("move wall left")                                    # cell (4, 0): a free move within tier 2? no: up is tier 3
    assert g.pending[0][0]["free"] and "move wall up" not in g.legal_actions()
    g = game(seats=[me(techs=["royal_favour"], cathedral=[1, 0], window=2), me()])
    g.play("use royal_favour")
    g.play("move cathedral up")                                 # to (2, 0): the free move
    assert g.ps[0]["window"] == 0 and g.pending[0][0]["free"]


def test_rule_first_three_to_the_top_score_in_order():
    pos = [me(techs=["royal_favour"], window=2, cathedral=[5, 1]) for _ in range(4)]
    g = game(n=4, seats=pos)
    for seat in range(4):
        g.turn["seat"] = seat
        g.ps[seat]["turns"] = 1
        g.play("use royal_favour", seat=seat)
        g.play("move cathedral up", seat=seat)
    assert [g.ps[s]["score"] for s in range(4)] == [8, 5, 3, 0] and g.top["cathedral"] == [0, 1, 2, 3]


def test_rule_windows_discard_down_to_2_at_the_end_of_the_turn():
    g = game(seats=[me(window=2), me()], wheel=[2, None, None, 0, 1, None, 3, 4, 5])
    g.play("tile 0")                                            # red 2 gold, bonus: a window
    g.play("upgrade mines")
    g.play("face b")                                            # and one more
    assert g.ps[0]["window"] == 4
    g.play("end")
    assert g.ps[0]["window"] == 2


def test_rule_windows_buy_an_extra_action():
    g = game(seats=[me(window=2), me()])
    g.play("tile 3")
    g.play("mines take")
    g.play("extra")
    assert g.ps[0]["window"] == 0 and all(a.startswith(("wall ", "use")) for a in g.legal_actions())


def test_rule_crane_rotates_and_the_tile_goes_to_the_red_end():
    g = game()
    g.play("tile 3")
    g.play("mines take")
    g.play("end")
    assert g.wheel[0] == {"tile": 0, "vp": False}
    assert [x and x["tile"] for x in g.wheel[4:]] == [None, 1, 2, 3, 4]


def test_rule_a_tile_rotating_out_goes_to_the_first_free_green_space_with_5_points():
    g = game()
    g.play("tile 3")
    g.play("mines take")
    g.play("end")
    assert g.wheel[3] == {"tile": 5, "vp": True}
    g.play("tile 3", seat=1)
    assert g.ps[1]["score"] == 5


def test_amendment_rotated_out_tile_goes_to_red_when_the_green_zone_is_free():
    g = game(wheel=[0, 1, None, None, None, 2, 3, 4, 5])
    g.play("tile 0")
    g.play("mines take")
    g.play("end")
    assert g.wheel[1] == {"tile": 5, "vp": True} and all(g.wheel[i] is None for i in D.GREEN)


def test_amendment_market_refills_when_asked_or_at_the_end_of_the_turn():
    g = game(seats=[me(stone=5), me()], market_w=[0, 1, 11])
    g.play("tile 8")
    g.play("wall 1")
    assert g.market_w[1] is None and g.can_undo()              # the empty slot waits: undo still possible
    g.play("refill")
    assert g.market_w[1] is not None and not g.can_undo()
    g = game(seats=[me(stone=5), me()], market_w=[0, 1, 11])
    g.play("tile 8")
    g.play("wall 1")
    g.play("end")
    assert None not in g.market_w


def test_rule_end_scoring_technology_times_university():
    g = game(seats=[me(tech=7, univ=6), me()])
    assert g.final_parts(0)["technology"] == 7 * 3              # marks at 1, 3 and 6


def test_rule_end_scoring_tracks_row_and_column_symbols():
    # wall column 0 is the crown; two crown buildings at row 4 (tier 2): 8 + 2 x 2
    g = game(seats=[me(wall=[4, 0], buildings=[0, 1]), me()], city={"1,3": [0, 0], "3,3": [1, 0]})
    assert g.final_parts(0)["tracks"] == 8 + 2 * 2


def test_rule_end_scoring_leftover_eggs():
    for eggs, pts in ((0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (7, 10)):
        assert game(seats=[me(egg=eggs), me()]).final_parts(0)["eggs"] == pts


def test_rule_final_scores_add_up():
    g = game(n=2, seed=4)
    rng = random.Random(4)
    testing.random_playout(g, rng)
    res = g.result()
    for s in range(2):
        assert res["scores"][s] == g.ps[s]["score"] + sum(g.finals[s].values())


def test_solo_stand_in_turns_the_crane_twice_and_needs_140():
    g = game(n=1)
    g.play("tile 3")
    g.play("mines take")
    first = g.market_b[0]
    g.play("end")
    assert g.wheel[0] is None and g.wheel[1] == {"tile": 0, "vp": False}   # turned once more
    assert first not in g.market_b and first not in g.pile_b
    rng = random.Random(2)
    g = tw.new(NAME, players=1, seed=2)
    testing.random_playout(g, rng)
    assert g.result()["winners"] == ([0] if g.result()["scores"][0] >= 140 else [])


# ---------------------------------------------------------------------- bad input
def test_bad_actions_and_positions_are_refused():
    g = game()
    testing.refused(g, "mines take", None, "action tile")
    testing.refused(g, "tile 9", None, "0 to 8")
    testing.refused(g, "tile 0", None, "empty")
    testing.refused(g, "tile 3", 1, "not blue's turn")
    g.play("tile 3")
    testing.refused(g, "quarry take", None, "not quarry")
    testing.refused(g, "tile 4", None, "already chosen")
    for pos, word in (({"wheel": [0, 1, 2]}, "wheel"), ({"turn_no": 99}, "turn_no"), ({"colour": 1}, "known"),
                      ({"seats": [{"gold": -1}, {}]}, "gold"), ({"city": {"3,0": [1, 0]}}, "no free lot"),
                      ({"seats": [{"techs": ["nope"]}, {}]}, "techs"), ({"market_b": [99, 1, 2, 3]}, "market_b"),
                      ({"seats": [{"wall": [7, 0]}, {}]}, "wall")):
        with pytest.raises(OptionError, match=word):
            tw.new(NAME, players=2, seed=1, position=pos)
    with pytest.raises(OptionError):
        tw.new(NAME, players=5)
    with pytest.raises(IllegalAction):
        g.play("build everything")


# ---------------------------------------------------------------------- bots, playouts, the kit
def test_planner_beats_random():
    wins = 0
    for seed in range(2):
        g = tw.new(NAME, players=2, seed=seed)
        bots = [PlannerBot(seed=seed), RandomBot(seed=seed)] if seed % 2 == 0 else \
            [RandomBot(seed=seed), PlannerBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += (seed % 2) in g.result()["winners"]
    assert wins == 2


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_playouts_keep_the_invariants(players):
    r = testing.random_playouts(NAME, games=25, seed=players, players=players, every=3)
    assert r["finished"] == 25 and len(set(r["lengths"])) > 1


def test_contract_kit():
    testing.full_contract_check(NAME, range(2), players=3, fuzz_every=20)


def test_replay():
    testing.check_replay(NAME, seed=3, players=2)


def test_lesson():
    testing.check_lesson(NAME, plies=2, steps=(8, 14))


def test_setup_resources_and_the_crane_start():
    g = tw.new(NAME, players=4, seed=8)
    assert [(p["gold"], p["stone"], p["egg"]) for p in g.ps] == [(2, 2, 1), (2, 2, 2), (3, 2, 2), (3, 2, 3)]
    assert all(g.wheel[i] is None for i in range(3)) and all(g.wheel[i] for i in range(3, 9))
    assert None not in g.market_b and None not in g.market_w

