"""The shared rally-dice module (tablewidgets/engine/rally.py): faces, securing costs, gear changes,
dashboards, the token bag, the first loss of control and the re-placing of flat-out dice."""

from __future__ import annotations

import doctest
import random

import pytest

from tablewidgets.engine import Rng, rally


def test_docstring_examples_run():
    result = doctest.testmod(rally)
    assert result.attempted > 0 and result.failed == 0


def test_die_faces_carry_the_cautions_asked_for():
    assert rally.die_faces("4", 2) == ("4", "4", "4", "4", "!", "!")
    assert rally.caution_chance(rally.die_faces("C", 1)) == pytest.approx(1 / 6)
    with pytest.raises(ValueError):
        rally.die_faces("4", 7)


def test_roll_uses_the_games_generator_and_flags_the_draw():
    rng = Rng(3)
    faces = rally.die_faces("2", 1)
    results = [rally.roll(faces, rng) for _ in range(600)]
    assert rng.drawn
    assert 60 < sum(results) < 150          # about one in six
    again = Rng(3)
    assert [rally.roll(faces, again) for _ in range(600)] == results


def test_securing_costs_one_then_two_then_three():
    assert [rally.secure_cost(k) for k in range(5)] == [1, 2, 3, 4, 5]
    assert [rally.total_secure_cost(n) for n in range(5)] == [0, 1, 3, 6, 10]


@pytest.mark.parametrize("cur, new, brakes, boosts, ok", [
    (3, 4, 0, 0, True), (3, 2, 0, 0, True), (3, 3, 0, 0, True), (3, 5, 0, 0, False), (3, 5, 0, 1, True),
    (6, 4, 0, 0, False), (6, 4, 1, 0, True), (4, 1, 2, 0, True), (4, 1, 1, 0, False)])
def test_gear_changes_one_at_a_time_unless_brake_or_boost(cur, new, brakes, boosts, ok):
    assert rally.gear_change_ok(cur, new, brakes, boosts) is ok


def test_extra_dice_are_the_fewest_needed():
    assert rally.extra_dice(6, 4) == (1, 0)
    assert rally.extra_dice(4, 1) == (2, 0)
    assert rally.extra_dice(2, 4) == (0, 1)
    assert rally.extra_dice(3, 4) == (0, 0)


def test_dashboard_pool_loses_dice_to_damage_never_below_zero():
    d = rally.dashboard(3, gear=6, coast=2, brake=3)
    assert d.count("coast") == 2 and d.count("boost") == 0
    assert d.pool({"coast": 1, "brake": 5}) == {"gear": 6, "coast": 1, "brake": 0}


def test_token_bag_draws_without_replacement_and_takes_back_only_its_own():
    bag = rally.TokenBag({"a": 2, "b": 1})
    rng = random.Random(1)
    drawn = [bag.draw(rng) for _ in range(4)]
    assert sorted(d for d in drawn if d) == ["a", "a", "b"] and drawn[-1] is None
    bag.give_back("a")
    assert bag.counts["a"] == 1
    with pytest.raises(ValueError):
        bag.give_back("b", 2)
    twin = bag.copy()
    twin.draw(rng)
    assert bag.total == 1 and twin.total == 0


def test_first_loss_counts_cautions_and_spins():
    assert rally.first_loss([1, 1, 0], 3) is None
    assert rally.first_loss([1, 1, 1], 3) == 2
    assert rally.first_loss([0, 0, 0], 3, [False, True, False]) == 1
    assert rally.first_loss([2], 2) == 0


def test_table_lookup_names_a_missing_entry():
    assert rally.table_lookup({1: {"red": 5}}, 1, "red") == 5
    with pytest.raises(KeyError, match="crash table"):
        rally.table_lookup({1: {}}, 1, "red", "crash table")


def test_replace_after_loss_finds_every_place_control_can_be_lost():
    # a straight line of squares: a state is the square reached; each die moves one on
    def step(state, die):
        yield state + 1, 0, False

    # three dice, two cautions: with a limit of 2 the loss is at the second caution die used
    found = rally.replace_after_loss(["a", "b", "c"], [True, False, True], 0, step, limit=2)
    # order c, a: lost on square 2; a, b, c / b, a, c ...: on square 3
    assert set(found) == {2, 3}
    assert all(len(r.order) == r.end for r in found.values())


def test_replace_after_loss_counts_track_spins_and_caution():
    def step(state, die):
        if state == 0:
            yield 1, 1, False        # this square adds a caution
            yield 10, 0, True        # this one spins the car
        else:
            yield state + 1, 0, False

    found = rally.replace_after_loss(["x", "x"], [True, False], 0, step, limit=2)
    assert 10 in found                 # spin at once
    assert 1 in found                  # the caution die first, plus the square's caution
    assert 2 in found                  # the safe die first, then the caution die


def test_caution_counts_and_loss_risk_match_the_dice():
    # a 2nd gear die (1 caution face in 6) and a 4th (2 in 6): no caution 5/6 * 4/6, both 1/6 * 2/6
    probs = [1 / 6, 2 / 6]
    dist = rally.caution_counts(probs)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert dist[0] == pytest.approx(5 / 6 * 4 / 6) and dist[2] == pytest.approx(1 / 6 * 2 / 6)
    assert rally.loss_risk(probs, 2) == pytest.approx(dist[2])
    assert rally.caution_counts([0.5], {1: 1.0}) == {1: 0.5, 2: 0.5}      # from a count already shown


def test_scripted_rolls_and_draws_come_before_the_generator():
    faces = rally.die_faces("3", 6)                      # every face a caution
    forced = [False]
    assert rally.roll_forced(faces, Rng(1), forced) is False and forced == []
    assert rally.roll_forced(faces, Rng(1), forced) is True
    bag = rally.TokenBag({"green": 1, "red": 0})
    assert bag.draw_forced(Rng(1), ["red", "green"]) == "green"       # red is not in the bag: the next one
    assert bag.counts == {"green": 0, "red": 0}
    bag = rally.TokenBag({"green": 1, "red": 0})
    forced = ["red", "green"]
    assert bag.draw_forced(Rng(1), forced, keep_trying=False) == "green"   # drawn at random, one scripted kind used
    assert forced == ["green"]
    assert rally.TokenBag({"green": 0}).draw_forced(Rng(1), ["green"]) is None


def test_plan_dice_usage_and_cautions_per_move():
    plan = [{"die": "1", "gear": 1, "brakes": 0}, {"die": "3", "gear": 3, "brakes": 0, "boosts": 1},
            {"die": "coast", "gear": 3, "brakes": 0}, {"die": "2", "gear": 2, "brakes": 1}]
    dice = rally.plan_dice(plan)
    assert dice == [(0, "1"), (1, "boost"), (1, "3"), (2, "coast"), (3, "brake"), (3, "2")]
    assert rally.plan_usage(plan) == (frozenset({1, 2, 3}), 1, 1, 1)
    assert rally.plan_dice([{"kind": "leader", "brakes": 1}], kind_key="kind") == [(0, "brake"), (0, "leader")]
    per_move, main = rally.cautions_per_move(dice, [False, True, False, True, True, False], len(plan))
    assert per_move == [0, 1, 1, 1] and main == [False, False, True, False]


def test_one_die_at_a_time_moves_stop_and_secure():
    turn = {"dice": [(0, "1"), (1, "brake"), (1, "2")], "next": 1, "resolved": 1, "secured": 0}
    assert rally.move_rolled(turn, 0) and not rally.move_rolled(dict(turn, next=2), 1)
    assert rally.move_rolled(dict(turn, next=3), 1)
    assert rally.roll_actions(turn, tokens=1) == ["roll", "secure", "stop"]
    assert rally.roll_actions(dict(turn, secured=1), tokens=1, secure="focus") == ["roll", "stop"]   # the 2nd costs 2
    assert rally.roll_actions(dict(turn, resolved=0), tokens=2, secure="focus") == ["roll", "focus"]
    assert not rally.may_stop(dict(turn, next=2, resolved=1, dice=[(0, "1"), (1, "brake"), (0, "2")]))


def test_copy_turn_shares_nothing_that_play_changes():
    turn = {"plan": [{"gear": 1}], "dice": [(0, "1")], "results": [True], "path": [3], "seat": 0}
    twin = rally.copy_turn(turn)
    twin["plan"][0]["gear"] = 2
    twin["dice"].append((1, "2"))
    twin["results"].append(False)
    twin["path"].append(4)
    assert turn == {"plan": [{"gear": 1}], "dice": [(0, "1")], "results": [True], "path": [3], "seat": 0}
    assert rally.copy_turn(None) is None
