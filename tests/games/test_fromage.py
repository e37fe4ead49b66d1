"""Fromage: a scripted test per rule of the page, the designed venues, hidden simultaneous placement,
the solo rival, bots, the lesson, random games for 1 to 4 players, and the shared kit."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import fromage as package
from tablewidgets.games.fromage import bots, data
from tablewidgets.games.fromage.bots import PlannerBot
from tablewidgets.games.fromage.data import SPACES
from tablewidgets.testing import refused

AT = {"festival": 0, "villes": 1, "bistro": 2, "fromagerie": 3}    # turn at which seat 0 faces each venue


def game(players=2, venue="festival", **position):
    position.setdefault("offset", 0)
    position["turn"] = position.get("turn", AT[venue])
    return tw.new("fromage", players=players, seed=1, position=position)


def done_all(g):
    for s in range(g.players):
        if s in g.to_move:
            g.play("done", seat=s)


# ---------------------------------------------------------------------- docs and data
def test_docstrings_run():
    for module in (package, data, bots):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_components_keep_the_pages_numbers_and_are_marked_designed():
    assert data.TOKENS == 15 and data.WORKERS == ("soft", "hard", "bleu") and data.GATHER == (1, 2, 3)
    assert set(data.GRADES) == {1, 2, 3} and tw.GAMES["fromage"].designed_components
    assert {s.venue for s in SPACES.values()} == set(data.VENUES)
    assert any(s.mark == "fruit" for s in SPACES.values()) and any(s.mark == "jam" for s in SPACES.values())
    for v in data.VENUES:
        assert {s.grade for s in SPACES.values() if s.venue == v} == {1, 2, 3}
    assert "designed" in package.__doc__.lower() and "designed" in data.__doc__.lower()


# ---------------------------------------------------------------------- setup and the board
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_sides_tokens_workers_and_starting_resources(players):
    g = tw.new("fromage", players=players, seed=5)
    assert g.sides == data.SIDES[players] and g.left == [15] * players
    for s in range(players):
        assert all(w is None for w in g.workers[s].values())
        side = g.sides[s]
        left, opposite = g.resource_of((side + 1) % 4), g.resource_of((side + 2) % 4)
        got = dict(g.res[s], order=len(g.orders[s]))
        expected = {"livestock": 0, "fruit": 0, "structure": 0, "order": 0}
        expected[left] += 2
        expected[opposite] += 1
        assert got == expected           # 2 of the quadrant to your left, 1 of the one opposite
    assert len(g.open) == sum(1 for s in SPACES.values() if s.min_players <= players)


def test_board_turns_each_turn_so_each_seat_faces_a_new_quadrant():
    g = tw.new("fromage", players=4, seed=2)
    seen = [[] for _ in range(4)]
    for _ in range(4):
        for s in range(4):
            seen[s].append(g.venue_of(s))
        assert len({g.venue_of(s) for s in range(4)}) == 4       # four seats, four quadrants
        done_all(g)
    assert all(sorted(v) == sorted(data.VENUES) for v in seen)
    assert g.view()["rotation"] == 0 and g.view()["turn"] == 5


def test_two_players_sit_opposite():
    g = tw.new("fromage", players=2, seed=2)
    assert (g.facing(1) - g.facing(0)) % 4 == 2


# ---------------------------------------------------------------------- gather
@pytest.mark.parametrize("n", [1, 2, 3])
def test_gather_n_resources_keeps_the_worker_out_n_turns(n):
    g = game(res=[{"livestock": 0}, {}])
    kind = g.resource_of(g.facing(0))
    before = g.res[0].get(kind, 0) if kind != "order" else len(g.orders[0])
    g.play(f"gather {n} soft", seat=0)
    done_all(g)
    after = g.res[0].get(kind, 0) if kind != "order" else len(g.orders[0])
    assert after - before == n
    for turn in range(1, n):
        assert g.workers[0]["soft"] is not None and "gather 1 soft" not in g.legal_actions(0), turn
        done_all(g)
    assert g.workers[0]["soft"] is None        # retrieved at the start of the turn it points back at you


def test_any_worker_may_gather_but_only_once_a_turn():
    g = game()
    assert {a for a in g.legal_actions(0) if a.startswith("gather 2")} == {
        "gather 2 soft", "gather 2 hard", "gather 2 bleu"}
    g.play("gather 2 bleu", seat=0)
    assert not any(a.startswith("gather") for a in g.legal_actions(0))
    refused(g, "gather 1 soft", 0, "once a turn")


def test_a_gather_space_holds_one_worker_until_it_goes_home():
    g = tw.new("fromage", players=4, seed=3)
    q = g.facing(0)
    g.play("gather 3 soft", seat=0)
    done_all(g)
    nxt = [s for s in range(4) if g.facing(s) == q][0]       # whoever faces that quadrant now
    assert not any(a.startswith("gather 3") for a in g.legal_actions(nxt))
    refused(g, "gather 3 hard", nxt, "still holds a worker")


# ---------------------------------------------------------------------- make cheese
def test_cheese_needs_the_matching_worker_and_stays_for_the_game():
    g = game(res=[{"livestock": 5, "fruit": 5}, {}])
    soft = [a for a in g.legal_actions(0) if a.startswith("cheese") and SPACES[a[7:]].cheese == "soft"]
    g.play("gather 1 soft", seat=0)
    assert not any(SPACES[a[7:]].cheese == "soft" for a in g.legal_actions(0) if a.startswith("cheese"))
    refused(g, soft[0], 0, "soft worker")
    g.play("back", seat=0)
    g.play(soft[0], seat=0)
    done_all(g)
    space = soft[0][7:]
    assert g.cheese[space] == 0 and g.left[0] == 14
    for _ in range(4):           # a full turn of the board later the space is still taken
        done_all(g)
    assert g.cheese[space] == 0 and f"cheese {space}" not in g.legal_actions(0)


@pytest.mark.parametrize("grade", [1, 2, 3])
def test_bronze_silver_gold_keep_the_worker_out_1_2_3_turns_and_cost_livestock(grade):
    g = game(res=[{"livestock": 2}, {}])
    space = next(k for k, s in SPACES.items() if s.venue == "festival" and s.grade == grade and not s.mark
                 and k in g.open)
    g.play(f"cheese {space}", seat=0)
    done_all(g)
    w = SPACES[space].cheese
    assert g.res[0]["livestock"] == 2 - data.LIVESTOCK_COST[grade]
    for _ in range(grade - 1):
        assert g.workers[0][w] is not None
        done_all(g)
    assert g.workers[0][w] is None


def test_silver_and_gold_need_livestock():
    g = game(res=[{"livestock": 1}, {}])
    golds = [k for k, s in SPACES.items() if s.venue == "festival" and s.grade == 3 and k in g.open]
    refused(g, f"cheese {golds[0]}", 0, "livestock")


def test_fruit_and_jam_spaces_take_a_fruit_and_score_fruited_times_jam():
    g = game(res=[{"livestock": 3, "fruit": 0}, {}])
    fruit = next(k for k, s in SPACES.items() if s.venue == "festival" and s.mark == "fruit")
    refused(g, f"cheese {fruit}", 0, "fruit")
    g = game(res=[{"livestock": 3, "fruit": 1}, {}])
    g.play(f"cheese {fruit}", seat=0)
    done_all(g)
    assert g.res[0]["fruit"] == 0 and g.fruited[0] == 1
    g = game(fruited=[2, 0], jam=[3, 0])
    assert g.score(0)["fruit"] == 6


def test_gather_then_cheese_in_the_same_turn_uses_what_was_gathered():
    g = game(offset=(1 - 0) % 4, res=[{"livestock": 0, "fruit": 0}, {}])   # festival gathers fruit
    assert g.resource_of(0) == "fruit"
    fruit = next(k for k, s in SPACES.items() if s.venue == "festival" and s.mark and s.cheese != "bleu")
    assert f"cheese {fruit}" not in g.legal_actions(0) or SPACES[fruit].grade > 1
    g = game(offset=1, res=[{"livestock": 2, "fruit": 0}, {}])
    g.play("gather 1 bleu", seat=0)
    assert f"cheese {fruit}" in g.legal_actions(0)


def test_cheese_only_in_the_quadrant_facing_you():
    g = game()
    bistro = next(k for k, s in SPACES.items() if s.venue == "bistro")
    refused(g, f"cheese {bistro}", 0, "facing you")


def test_spaces_for_three_or_more_players_are_closed_with_two():
    closed = next(k for k, s in SPACES.items() if s.venue == "festival" and s.min_players == 3)
    refused(game(), f"cheese {closed}", 0, "not used")
    assert f"cheese {closed}" in game(players=3).legal_actions(0)


# ---------------------------------------------------------------------- simultaneous hidden placement
def test_placement_is_hidden_until_everyone_is_done():
    g = tw.new("fromage", players=3, seed=4)
    before = {s: json.dumps([g.view(s), g.log_for(s)], sort_keys=True) for s in (None, 1, 2)}
    g.play(g.legal_actions(0)[0], seat=0)
    g.play("done", seat=0)
    assert 0 not in g.to_move
    for s in (None, 1, 2):           # not the choice, not that it was made, not how many actions
        assert json.dumps([g.view(s), g.log_for(s)], sort_keys=True) == before[s]
    assert g.view(0)["to_move"] == [1, 2] and g.view(1)["to_move"] == [0, 1, 2]
    g.play("done", seat=1)
    g.play("done", seat=2)                       # the last done reveals everything
    assert g.reveals[0] and any("Red:" in line["text"] for line in g.log_for(1))


def test_hidden_decisions_pass_the_contract_kit():
    rng = random.Random(2)
    g = tw.new("fromage", players=4, seed=6)
    bot = PlannerBot(seed=1)
    for _ in range(3):
        testing.check_no_leak(g, rng, samples=2)
        testing.check_hidden_decisions(g, rng, actions=4)
        g.play(bot.choose(g, 0), seat=0)
        g.play(g.legal_actions(2)[0], seat=2)
    testing.check_no_leak(g, rng, samples=2)


def test_marks_show_only_the_last_revealed_placement():
    g = tw.new("fromage", players=2, seed=4)
    g.play("gather 1 soft", seat=0)
    done_all(g)
    shown = g.public_parts("done", 0)
    assert shown == [f"g{(g.sides[0] - 0) % 4}-1"]
    g.play("gather 2 hard", seat=0)                    # a new hidden placement changes nothing shown
    assert g.public_parts("gather 2 hard", 0) == shown


def test_undo_goes_through_take_back_not_the_history():
    g = game()
    g.play("gather 1 soft", seat=0)
    assert not g.can_undo(0)
    g.play("back", seat=0)
    assert g.plan[0] == [] and "back" not in g.legal_actions(0)
    refused(g, "back", 0, "nothing to take back")


# ---------------------------------------------------------------------- structures and orders
def test_structures_cost_structure_resources_and_work():
    g = game(res=[{"structure": 4, "livestock": 1}, {}])
    g.play("build barn", seat=0)
    refused(g, "build barn", 0, "already")
    refused(g, "build creamery", 0, "costs 4")
    gold = next(k for k, s in SPACES.items() if s.venue == "festival" and s.grade == 3 and k in g.open)
    g.play(f"cheese {gold}", seat=0)               # gold costs 1 livestock with the barn
    done_all(g)
    assert g.res[0] == {"structure": 2, "livestock": 0, "fruit": 0}
    g = game(built=[["cellar", "creamery"], []], cheese={"F2": 0, "B1": 0})
    assert g.score(0)["structures"] == 4 + 2 * 2


def test_orchard_adds_a_fruit_to_big_gathers():
    g = game(offset=2, built=[["orchard"], []])      # festival gathers structures
    g.play("gather 2 soft", seat=0)
    done_all(g)
    assert g.res[0]["fruit"] == 1 and g.res[0]["structure"] >= 2


def test_orders_are_drawn_when_gathered_and_completed_by_the_matching_cheese():
    g = game(offset=3, orders=[[["hard", "festival"]], []], res=[{}, {}])    # festival gathers orders
    assert g.resource_of(0) == "order"
    deck = len(g.deck)
    g.play("gather 2 soft", seat=0)
    g.play("cheese F2", seat=0)                       # F2 is a hard bronze space
    done_all(g)
    assert len(g.deck) == deck - 2 and g.completed[0] == 1 and len(g.orders[0]) == 2
    g = game(completed=[4, 0])
    assert g.score(0)["orders"] == data.ORDER_CHART[4]


# ---------------------------------------------------------------------- venues
def test_festival_groups_by_orthogonal_adjacency_with_free_samples():
    # the cells above and below the free sample (1, 1) join through it
    cell = {s.cell: k for k, s in SPACES.items() if s.venue == "festival"}
    a, b = cell[(1, 0)], cell[(1, 2)]
    g = game(cheese={a: 0, b: 0})
    assert g.score(0)["festival"] == data.FESTIVAL_GROUP[3]           # a, the free sample, b
    for c, ns in data.festival_neighbours().items():        # diagonal cells are not adjacent
        assert all(abs(c[0] - n[0]) + abs(c[1] - n[1]) == 1 for n in ns)
    g = game(players=3, cheese={cell[(0, 0)]: 0, cell[(4, 2)]: 0})   # two lone tokens: two groups of 1
    assert g.score(0)["festival"] == 2 * data.FESTIVAL_GROUP[1]
    g = game(cheese={a: 0, b: 1})                 # the free sample counts for both players
    assert g.score(0)["festival"] == g.score(1)["festival"] == data.FESTIVAL_GROUP[2]


def test_fromagerie_counts_shelves_and_bonuses():
    g = game(cheese={"R1": 0, "R5": 0, "R9": 0, "R4": 1})
    shelves = len({SPACES[k].shelf for k in ("R1", "R5", "R9")})
    assert g.score(0)["fromagerie"] == data.FROMAGERIE_SHELVES[shelves] + SPACES["R9"].bonus
    assert g.score(1)["fromagerie"] == data.FROMAGERIE_SHELVES[1] + SPACES["R4"].bonus


def test_bistro_plates_score_by_pairings():
    g = game(cheese={"B1": 0, "B2": 0, "B3": 0, "B5": 1})
    assert g.score(0)["bistro"] == 3 * data.BISTRO_PLATE[1]
    assert g.score(1)["bistro"] == 1 * data.BISTRO_PLATE[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_villes_majorities_and_ties_by_player_count(players):
    customers = [3, 3, 4, 4, 5, 6]
    # V1 touches Nord (0) only; V2 Nord and Alsace (1); both bronze
    g = game(players=players, customers=customers, cheese={"V1": 0, "V2": 1})
    win, tie = data.customer_value(3, players)
    win_a, _ = data.customer_value(3, players)
    assert g.score(0)["villes"] == tie                 # tied in Nord
    assert g.score(1)["villes"] == tie + win_a         # and alone in Alsace
    assert win > tie and data.customer_value(3, 4)[0] > data.customer_value(3, 2)[0]


# ---------------------------------------------------------------------- the end and final scoring
def test_the_game_ends_when_the_turn_of_the_last_token_finishes():
    g = game(left=[1, 15])
    g.play(next(a for a in g.legal_actions(0) if a.startswith("cheese")), seat=0)
    assert not g.over
    g.play("done", seat=0)
    assert not g.over                   # the other seat still finishes the turn
    g.play(next(a for a in g.legal_actions(1) if a.startswith("gather")), seat=1)
    g.play("done", seat=1)
    assert g.over and g.left[0] == 0 and g.reveals[1]


def test_leftover_resources_score_one_point_per_two():
    g = game(res=[{"livestock": 3, "fruit": 2, "structure": 0}, {}], orders=[[["soft", "bistro"]], []])
    assert g.score(0)["leftovers"] == 3


def test_ties_go_to_more_cheese_made_then_are_shared():
    g = game(left=[1, 2])
    g.play("done", seat=0)
    g.play("done", seat=1)
    g = game(left=[1, 1], res=[{}, {}])
    g._final()
    assert g.result()["winners"] == [0, 1]
    g = game(left=[1, 2], res=[{}, {}])
    assert g.score(0)["total"] == g.score(1)["total"]
    g._final()
    assert g.result()["winners"] == [0]


def test_scores_shown_live_match_the_final_result():
    g = tw.new("fromage", players=3, seed=8)
    drive(g)
    assert g.result()["scores"] == [p["total"] for p in g.view()["scores"]]
    for s in range(3):
        sc = g.score(s)
        assert sc["total"] == sum(v for k, v in sc.items() if k != "total")


# ---------------------------------------------------------------------- solo
def test_solo_rival_takes_a_space_opposite_and_blocks_it():
    g = tw.new("fromage", players=1, seed=3, target=60)
    q = (g.facing(0) + 2) % 4
    g.play("done", seat=0)
    taken = [k for k, v in g.cheese.items() if v == -1]
    assert len(taken) == 1 and SPACES[taken[0]].venue == data.VENUES[q]
    assert g.view()["solo"]["rival_last"] == taken[0]


def test_solo_target_decides_the_win():
    g = game(players=1, left=[1], cheese={"F2": 0})
    g._final()
    assert g.result()["winners"] == [] and "target of 80" in g.result()["reason"]
    with pytest.raises(OptionError, match="target"):
        tw.new("fromage", players=1, target=55)


# ---------------------------------------------------------------------- bad input
@pytest.mark.parametrize("action,words", [
    ("gather 4 soft", "Gather 1, 2 or 3"), ("cheese Z9", "no cheese space"), ("build castle", "no structure"),
    ("fly", "not a legal action"),
])
def test_bad_actions_are_refused_by_rule(action, words):
    refused(game(), action, 0, match=words)


@pytest.mark.parametrize("position,words", [
    ({"turn": -1}, "turn"), ({"left": [0, 3]}, "left"), ({"cheese": {"F1": 0}}, "cheese"),
    ({"res": [{"gold": 1}, {}]}, "res"), ({"workers": [{"soft": ["x", 9]}, {}]}, "workers"),
    ({"customers": [1, 2]}, "customers"), ({"nope": 1}, "known:"),
])
def test_bad_positions_are_refused_by_key(position, words):
    with pytest.raises(OptionError, match=words):
        tw.new("fromage", players=2, position=position)


def test_lenient_notation():
    g = game(res=[{"livestock": 2, "fruit": 1}, {}])
    g.play("G2  HARD", seat=0)
    assert g.plan[0] == ["gather 2 hard"]
    g.play("f3", seat=0)
    assert g.plan[0][-1] == "cheese F3"
    g.play("undo", seat=0)
    g.play("pass", seat=0)
    assert g.done[0]


# ---------------------------------------------------------------------- bots, lesson, playouts, kit
def drive(g, level=None):
    players = [PlannerBot(seed=s) for s in range(g.players)]
    while not g.over:
        seat = g.to_move[0]
        g.play(players[seat].choose(g, seat), seat=seat)


def test_planner_beats_random():
    wins = 0
    for seed in range(4):
        g = tw.new("fromage", players=2, seed=seed)
        side = [PlannerBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            seat = g.to_move[0]
            g.play(side[seat].choose(g, seat), seat=seat)
        wins += g.result()["winners"] == [0]
    assert wins >= 3


def test_heuristic_favours_the_leader():
    g = game(cheese={"B1": 0, "B2": 0, "F3": 0})
    assert g.heuristic(0) > 0 > g.heuristic(1)


def test_lesson_steps_start_and_tasks_are_achievable():
    assert len(testing.check_lesson("fromage", plies=2, steps=(8, 14))) == 11


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_to_the_end(players):
    stats = testing.random_playouts("fromage", games=3, seed=players, players=players, every=6)
    assert stats["finished"] == 3


def test_full_contract():
    testing.full_contract_check("fromage", range(1), players=2, fuzz_every=15)
    testing.full_contract_check("fromage", range(1), players=1, fuzz_every=20)


def test_save_restore_and_clone():
    g = tw.new("fromage", players=3, seed=4)
    bot = PlannerBot(seed=1)
    for _ in range(20):
        seat = g.to_move[0]
        g.play(bot.choose(g, seat), seat=seat)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    before = json.dumps([g.save()] + [g.view(s) for s in (None, 0, 1, 2)], sort_keys=True)
    twin = g.clone()
    drive(twin)
    assert twin.over and not g.over
    assert json.dumps([g.save()] + [g.view(s) for s in (None, 0, 1, 2)], sort_keys=True) == before


# ---------------------------------------------------------------------- the board's test data
FIXTURE = __import__("pathlib").Path(__file__).parents[2] / "js" / "tests" / "fromage-view.json"


def fixture_data():
    g = tw.new("fromage", players=2, seed=3)
    g.play("gather 1 soft", seat=0)
    g.play("done", seat=0)
    g.play("gather 2 hard", seat=1)
    g.play("done", seat=1)
    choices = [{"action": a, "label": g.label(a, 0), "parts": g.parts(a, 0)} for a in g.legal_actions(0)]
    return {"view": g.view(0), "choices": choices}


def test_js_fixture_is_current():
    """js/tests/fromage.test.js reads a real view; rewrite it with UPDATE_FIXTURES=1 when the view changes."""
    import os
    data = fixture_data()
    if os.environ.get("UPDATE_FIXTURES"):
        FIXTURE.write_text(json.dumps(data))
    assert json.loads(FIXTURE.read_text()) == json.loads(json.dumps(data))


def test_the_reveal_does_not_say_who_finished_last():
    def played(order):
        g = tw.new("fromage", players=3, seed=4)
        for s in order:
            g.play("done", seat=s)
        return g
    a, b = played((0, 1, 2)), played((0, 2, 1))
    for s in (None, 0):            # the spectator, and Red (first in both): Blue or Green last looks the same
        assert a.log_for(s) == b.log_for(s) and a.view(s) == b.view(s)
    c = played((2, 1, 0))
    assert a.log_for(None) == c.log_for(None) and a.view(None) == c.view(None)
