"""Castles of Mad King Ludwig: the shapes on the grid, a scripted test per rule (placement,
scoring, completion rewards, the Master Builder's round, the end and final scoring, solo),
component counts, bots, random playouts and the shared contract kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import castles_of_mad_king_ludwig as package
from tablewidgets.games.castles_of_mad_king_ludwig import data as D
from tablewidgets.games.castles_of_mad_king_ludwig.bots import BuilderBot
from tablewidgets.games.castles_of_mad_king_ludwig.castle import Castle
from tablewidgets.games.castles_of_mad_king_ludwig.geometry import (Placed, base_shape, fence_touched, shape_of,
                                                                    touches)
from tablewidgets.games.castles_of_mad_king_ludwig.scoring import room_points

NAME = "castles_of_mad_king_ludwig"


def game(players=2, market=None, castles=None, **position):
    if market is not None:
        position["market"] = market
    if castles is not None:
        position["castles"] = castles
    return tw.new(NAME, players=players, seed=position.pop("seed", 1), position=position or None)


def room(tile, x, y, r=0, floor=None):
    out = {"tile": tile, "x": x, "y": y, "r": r}
    if floor:
        out["floor"] = floor
    return out


def buy_and_place(g, price, place, seat=None):
    g.play(f"buy {price}", seat=seat)
    g.play(place, seat=seat)


# ---------------------------------------------------------------------- docs and data
def test_docstring_runs():
    assert doctest.testmod(package).failed == 0


def test_component_counts_match_the_published_game():
    assert len(D.ROOMS) == 75 and len(D.ROOM) == 75
    for size in D.SIZES:
        assert sum(1 for r in D.ROOMS if r["size"] == size) == (9 if size <= 300 else 6)
    assert len(D.BONUS_CARDS) == 27 and len(D.FAVORS) == 24
    assert sum(1 for r in D.ROOMS if r["type"] == "downstairs") == 10


def test_every_doorway_lies_on_its_shape_boundary():
    from tablewidgets.games.castles_of_mad_king_ludwig.geometry import inside, outside
    for t in list(D.ROOMS) + list(D.SPECIAL.values()):
        for r in range(4):
            s = shape_of(t["shape"], tuple(t["doors"]), t["type"] == "outdoor", r)
            for edge, d in s.doors:
                assert inside(edge, d) in s.cells, (t["id"], r, edge, d)
                assert outside(edge, d) not in s.cells, (t["id"], r, edge, d)
            assert len(set(s.doors)) == len(t["doors"]), t["id"]


@pytest.mark.parametrize("shape,quarters", [
    ("square100", 16), ("circle150", 36), ("rect200", 32), ("rect250", 40), ("l300", 48), ("rect350", 56),
    ("square400", 64), ("rect450", 72), ("circle500", 92), ("octagon600", 104), ("foyer", 28),
    ("hallway", 24), ("stairs", 12)])
def test_each_shape_covers_its_quarters_and_turns_back(shape, quarters):
    """Rooms are drawn on a grid of quarter cells: octagons and the big round room lose half of each
    corner cell, the L room a 2 x 2 notch; four quarter turns give the shape back."""
    s = base_shape(shape, (), False)
    assert len(s.cells) == quarters
    t = s
    for _ in range(4):
        t = t.rotated()
    assert t.cells == s.cells and (t.w, t.h) == (s.w, s.h)
    once = s.rotated()
    assert (once.w, once.h) == (s.h, s.w)


def test_rotation_moves_doorways_with_the_room():
    t = D.ROOM["lilac_room"]          # doorways L1 T1 R2 B2 on a 2 x 2 square
    s0 = shape_of(t["shape"], tuple(t["doors"]), False, 0)
    s1 = shape_of(t["shape"], tuple(t["doors"]), False, 1)
    assert (("h", 0, 0), "N") in s0.doors
    assert (("v", 2, 0), "E") in s1.doors      # the top doorway turns to face east


def test_l_room_doorways_follow_the_silhouette():
    """The L room's right side doorways sit on the notch wall (rows 1-2) or the outer wall (rows 3-4)."""
    t = D.ROOM["kitchen"]             # R2 B2
    s = base_shape("l300", tuple(t["doors"]), False)
    assert (("v", 2, 1), "E") in s.doors and (("h", 1, 4), "S") in s.doors
    assert (1, 0, "n") in s.cells and (2, 0, "n") not in s.cells


def test_octagons_share_a_cut_corner_without_overlap_and_touch_along_it():
    a = Placed(base_shape("octagon600", (), False), 0, 0)
    b = Placed(base_shape("octagon600", (), False), 6, 3)     # corner cell (6, 3) shared on the diagonal
    assert not (a.cells & b.cells)
    assert touches(a, b)
    c = Placed(base_shape("square100", (), False), 6, 3)      # a square there overlaps the cut corner
    assert a.cells & c.cells


def test_round_rooms_touch_straight_walls_only_at_the_middle_of_a_side():
    circle = Placed(base_shape("circle500", (), False), 0, 0)
    off_centre = Placed(base_shape("square100", (), False), 0, -2)
    on_centre = Placed(base_shape("square100", (), False), 2, -2)
    assert not touches(circle, off_centre)
    assert touches(circle, on_centre) and touches(on_centre, circle)


def test_small_circle_fills_its_box_but_the_big_one_leaves_corner_halves():
    small = base_shape("circle150", (), False)
    big = base_shape("circle500", (), False)
    assert (0, 0, "n") in small.cells
    assert (0, 0, "n") not in big.cells and (0, 0, "s") in big.cells


# ---------------------------------------------------------------------- placement rules
def test_rule_doorways_must_connect():
    g = game(market=["lilac_room", "master_bedroom", "terrace_gardens", "dungeon", None])
    g.play("buy 4000")
    assert "place 0 -2 0" in g.legal_actions()               # its bottom doorway meets the foyer's top one
    msg = testing.refused(g, "place 0 -5 0")
    assert "doorway" in msg


def test_rule_rooms_may_not_overlap():
    g = game(market=["lilac_room", "kitchenette", None, None, None], castles=[[], [room("pink_room", 0, -2)]])
    g.play("buy 4000")
    assert "overlap" in testing.refused(g, "place 0 -2 0")


def test_rule_rooms_turn_by_quarter_turns():
    g = game(market=["lilac_room", None, None, None, None])
    g.play("buy 4000")
    turns = {a.split()[3] for a in g.legal_actions()}
    assert turns == {"0", "1"}            # the square's other two turns repeat these footprints and doorways
    with pytest.raises(IllegalAction):
        g.play("place 0 -2 7")
    assert g.phase == "place"


def test_rule_downstairs_rooms_need_stairs():
    g = game(market=["dungeon", "lilac_room", None, None, None])
    assert "buy 4000" not in g.legal_actions()              # the dungeon fits nowhere yet
    assert "cannot be bought" in testing.refused(g, "buy 4000")
    g = game(market=["dungeon", None, None, None, None], castles=[[], [room("stairs", 1, -3, 1)]])
    g.play("buy 4000")
    spots = g.legal_actions()
    assert spots
    twin = g.clone()
    twin.play(spots[0])
    c = twin.castles[1]
    assert c.rooms[-1]["floor"] == "d" and c.connected(len(c.rooms) - 1) == {1}


def test_rule_stairs_stand_on_both_floors():
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    c.add("stairs", 1, -3, 1, "b")    # a 1 x 3 strip above the foyer's top doorway
    assert c.connected(1) == {0}
    assert c.occ["d"] and c.open_doors("d")
    assert c.why_not("hallway", 1, -3, 1, "d") == "Rooms may not overlap."


def test_rule_hallways_go_on_either_floor():
    g = game(market=[None] * 5, castles=[[], [room("stairs", 1, -3, 1)]])
    g.play("hallway")
    downs = [a for a in g.legal_actions() if a.endswith("down")]
    ups = [a for a in g.legal_actions() if not a.endswith("down")]
    assert downs and ups


def _reasons(c, tid, span=9):
    """Why every door-aligned spot near the foyer is refused (brute force over the plane)."""
    out = {}
    for r in range(4):
        for x in range(-span, span):
            for y in range(-span, span):
                why = c.why_not(tid, x, y, r, "g")
                out.setdefault(why, []).append((x, y, r))
    return out


def test_rule_outdoor_fence_touches_nothing():
    """The Shed's fence runs along its top; joined to the foyer's left doorway it may not lie against
    a hallway above the foyer, and with the Shed built first that hallway may not be built."""
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    assert c.why_not("hallway", -2, -1, 0, "g") is None and c.why_not("shed", -5, 0, 0, "g") is None
    c.add("hallway", -2, -1, 0, "g")
    assert c.why_not("shed", -5, 0, 0, "g") == "The fenced side of an outdoor room may not touch another room."
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    c.add("shed", -5, 0, 0, "g")
    assert c.why_not("hallway", -2, -1, 0, "g") == "No room may touch the fenced side of an outdoor room."
    assert c.why_not("hallway", -1, -1, 0, "g") == "No room may touch the fenced side of an outdoor room."
    assert c.why_not("hallway", 0, -1, 0, "g") is None     # touching the fence's end point only


def test_rule_castle_keeps_an_open_doorway():
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    c.add("closet", 1, -2, 0, "g")        # one doorway, at its bottom: closes the foyer's top doorway
    c.add("wardrobe", *c.placements("wardrobe")[0])
    assert len(c.open_doors("g")) == 1
    assert c.placements("boudoir") == []   # a one-doorway room would close the last open doorway
    assert "The castle must keep at least one doorway open to the outside on the ground floor." in _reasons(c, "boudoir")


# ---------------------------------------------------------------------- scoring on placement
def test_rule_immediate_points():
    g = game(market=["lilac_room", None, None, None, None])
    buy_and_place(g, 4000, "place 0 -2 0")
    assert g.score[1] == 1 + 5            # starting place 1 on the track, then 5 points


def test_rule_connection_bonus_per_connected_room():
    """The Master Bedroom scores 2 per connected Corridor room (the foyer is one)."""
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    spot = next(p for p in c.placements("master_bedroom"))
    i = c.add("master_bedroom", *spot)
    pts, parts = room_points(c, i)
    assert pts == 4 + 2 and ("connections", 2) in parts


def test_rule_activity_rooms_lose_points_beside_quiet_rooms():
    """The Music Room loses 1 for each living or sleeping room it touches."""
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    c.add("lilac_room", 0, -2, 0, "g")
    for spot in c.placements("music_room"):
        i = c.add("music_room", *spot)
        quiet = sum(1 for j in c.touching(i) if c.rooms[j]["tile"] == "lilac_room")
        pts, _ = room_points(c, i)
        assert pts == 3 - quiet
        c.pop()
    c.add("music_room", 3, 0, 0, "g")           # beside the foyer only: its left doorway meets the foyer's right
    assert room_points(c, 2)[0] == 3


def test_rule_downstairs_rooms_score_for_the_whole_castle():
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    c.add("master_bedroom", *c.placements("master_bedroom")[0])
    c.add("stairs", *c.placements("stairs")[0])
    i = c.add("dungeon", *c.placements("dungeon")[0])
    pts, parts = room_points(c, i)
    assert pts == 3 + 3 * 1          # 3 points, and 3 for each sleeping room in the castle


def test_rule_placed_room_pays_bonuses_of_existing_rooms():
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    i = c.add("upper_hall", *c.placements("upper_hall")[0])    # 1 per connected food room
    food = next(p for p in c.placements("kitchenette") if "upper_hall" in
                {c.rooms[j]["tile"] for j in _connected_after(c, "kitchenette", p)})
    k = c.add("kitchenette", *food)
    pts, parts = room_points(c, k)
    assert pts == 2 + 1


def _connected_after(c, tid, spot):
    import copy
    t = copy.deepcopy(c)
    i = t.add(tid, *spot)
    return t.connected(i)


# ---------------------------------------------------------------------- completion rewards
def test_rule_outdoor_completion_pays_10000():
    """The Gatehouse (doorways B1 and B5) is completed when a hallway meets both doorways."""
    g = game(market=["gatehouse", None, None, None, None], castles=[[], [room("hallway", -2, -1, 0)]])
    money = g.money[1]
    g.play("buy 4000")
    for a in g.legal_actions():
        twin = g.clone()
        twin.play(a)
        if twin.castles[1].rooms[-1]["done"]:
            assert twin.money[1] == money - 4000 + 10000
            return
    pytest.fail("no completing placement found")


def test_rule_activity_completion_scores_5():
    g = game()
    c = g.castles[1]
    k = c.add("music_room", *c.placements("music_room")[0])
    before = g.score[1]
    g._completed(1, k)
    assert g.score[1] == before + 5


def test_rule_food_completion_gives_an_extra_turn():
    g = game(market=["kitchenette", "lilac_room", None, None, None])
    c = g.castles[1]
    k = c.add("pantry", *c.placements("pantry")[0])
    g._completed(1, k)
    assert g.extra == 1
    g.play("pass")
    assert g.to_move == (1,) and g.phase == "buy"     # seat 1 buys again before the Master Builder
    g.play("pass")
    assert g.to_move == (0,)


def test_rule_utility_completion_draws_two_bonus_cards_keep_one():
    g = game(market=["closet", None, None, None, None])
    g.play("buy 4000")
    g.play("place 1 -2 0")                # its one doorway meets the foyer's top doorway: complete
    assert g.castles[1].rooms[-1]["done"]
    assert g.phase == "reward" and len(g.drawn) == 2
    keep = g.legal_actions()[0]
    other_view = g.view(0)
    assert other_view["pending"]["kind"] == "utility" and "cards" not in other_view["pending"]
    assert g.view(1)["pending"]["cards"] == g.drawn
    g.play(keep)
    assert len(g.bonus[1]) == 3 and keep.split()[1] in g.bonus[1]


def test_rule_living_completion_scores_the_room_again():
    g = game()
    c = g.castles[1]
    k = c.add("kings_study", 0, -3, 0, "g")     # its bottom doorway meets the foyer's top one
    assert c.connected(k) == {0}
    pts, _ = room_points(c, k)
    assert pts == 4                              # 4 points, no living room connected
    before = g.score[1]
    g._completed(1, k)
    assert g.score[1] == before + pts


def test_rule_sleeping_completion_puts_room_cards_on_the_deck():
    g = game()
    c = g.castles[1]
    k = c.add("lounge", *c.placements("lounge")[0])
    g.buyer = 1
    g._completed(1, k)
    g._settle(1)
    g._legal_memo = None
    assert g.phase == "reward" and "cards none" in g.legal_actions(1)
    size = next(s for s in D.SIZES if g.spare_cards.count(s) >= 2)
    deck, spare = len(g.deck), g.spare_cards.count(size)
    g.play(f"cards 2 {size}", seat=1)
    assert len(g.deck) == deck + 2 and g.deck[-2:] == [size, size] and g.spare_cards.count(size) == spare - 2


def test_sleeping_reward_choices_hold_in_the_choosers_determinized_games():
    """The seat taking a sleeping reward has looked through the unused room cards: its
    determinized games keep them, so every offered choice can be played there."""
    g = game()
    c = g.castles[1]
    k = c.add("lounge", *c.placements("lounge")[0])
    g.buyer = 1
    g._completed(1, k)
    g._settle(1)
    g._legal_memo = None
    rng = random.Random(3)
    for action in g.legal_actions(1):
        for _ in range(3):
            twin = g.determinize(1, rng)
            twin.apply(action, 1)


def test_rule_corridor_completion_gives_a_free_hallway_or_stairs():
    g = game()
    c = g.castles[1]
    k = c.add("upper_hall", *c.placements("upper_hall")[0])
    g.buyer = 1
    g._completed(1, k)
    g._settle(1)
    g._legal_memo = None
    assert g.legal_actions(1) == ["free hallway", "free stairs", "skip"]
    hall = g.hallways
    g.play("free hallway", seat=1)
    assert g.phase == "place" and g.hallways == hall - 1 and g.money[1] == D.START_MONEY
    g.play(g.legal_actions(1)[0], seat=1)
    assert g.castles[1].rooms[-1]["tile"] == "hallway"


def test_rule_every_second_completed_downstairs_room_gives_any_reward():
    g = game()
    g.buyer = 1
    c = g.castles[1]
    c.add("stairs", 1, -3, 1, "b")
    k = c.add("bottomless_pit", *c.placements("bottomless_pit")[0])
    g._completed(1, k)                         # the first completed downstairs room gives nothing
    assert g.pending == [] and g.down_done[1] == 1
    g._completed(1, k)                         # the second: any other type's reward
    assert g.pending == [{"kind": "wild", "room": k}]
    g._settle(1)
    g._legal_memo = None
    assert set(g.legal_actions(1)) == {f"reward {t}" for t in ("living", "activity", "sleeping", "outdoor",
                                                                "utility", "food", "corridor")}
    money = g.money[1]
    g.play("reward outdoor", seat=1)
    assert g.money[1] == money + 10000


def test_rule_blocked_doorway_keeps_a_room_incomplete():
    c = Castle([])
    c.add("foyer", 0, 0, 0, "g")
    i = c.add("pantry", 3, 0, 0, "g")           # doorways L2 (meets the foyer) and R1
    assert c.connected(i) == {0} and not c.complete(i)
    c.add("closet", 5, -1, 0, "g")              # a wall in front of the pantry's other doorway
    assert c.door_state(i, "g", ("v", 5, 0), "E")[0] == "blocked"
    assert not c.complete(i)
    c.pop()
    c.add("kitchenette", 5, -1, 0, "g")         # a doorway there instead (its L2 meets R1)
    assert c.door_state(i, "g", ("v", 5, 0), "E")[0] == "connected" and c.complete(i)


# ---------------------------------------------------------------------- the round
def test_rule_master_builder_sets_every_price():
    g = game()
    for s in range(2):
        g.play(g.legal_actions(s)[0], seat=s)
    assert g.phase == "price" and g.to_move == (0,)
    assert len(g.pricing) == 5
    first = g.pricing[0]["room"]
    g.play("price 4000")
    assert g.market[0]["room"] == first
    assert "price 4000" not in g.legal_actions()
    while g.phase == "price":
        g.play(g.legal_actions()[0])
    assert all(g.market) and g.phase == "buy" and g.to_move == (1,)


def test_rule_buyers_pay_the_master_builder_and_the_master_builder_pays_the_bank():
    g = game(market=["lilac_room", "pink_room", None, None, None])
    g.play("buy 4000")
    g.play(g.legal_actions()[0])
    assert g.money == [D.START_MONEY + 4000, D.START_MONEY - 4000]
    g.play("buy 6000", seat=0)
    g.play(g.legal_actions()[0], seat=0)
    assert g.money == [D.START_MONEY + 4000 - 6000, D.START_MONEY - 4000]


def test_rule_pass_takes_5000():
    g = game(market=["lilac_room", None, None, None, None])
    g.play("pass")
    assert g.money[1] == D.START_MONEY + 5000 and g.to_move == (0,)


def test_rule_hallway_and_stairs_cost_3000():
    g = game(market=[None] * 5)
    g.play("stairs")
    assert g.money[0] == D.START_MONEY + 3000 and g.stairs == D.STAIRS[2] - 1


def test_rule_unsold_rooms_gain_1000_and_the_master_builder_passes_on():
    g = game(market=["lilac_room", "pink_room", "closet", None, None])
    g.play("pass")
    g.play("pass", seat=0)
    assert g.mb == 1 and g.round == 2
    coins = sorted(m["coins"] for m in g.pricing)
    assert coins.count(1000) == 3 and coins.count(0) == 2   # three unsold, two new from the room cards
    assert g.to_move == (1,)


def test_rule_game_ends_after_the_round_of_the_last_room_card():
    g = game(market=["lilac_room", "pink_room", None, None, None], deck=[100, 100, 200])
    g.play("pass")
    g.play("pass", seat=0)                 # upkeep draws the last 3 cards: this is the last round
    assert g.last_round and not g.over
    while g.phase == "price":
        g.play(g.legal_actions()[0])
    g.play("pass")
    g.play("pass")
    assert g.over


def test_rule_final_scoring_favors_bonus_cards_money():
    g = game(market=["pink_room", None, None, None, None], bonus=[["type_living", "money"], ["completed", "stairs"]],
             favors=["count_living", "money"], money=[25000, 14000], deck=[],
             castles=[[room("lilac_room", 0, -2)], []], last_round=True)
    g.play("pass")
    g.play("pass", seat=0)
    assert g.over
    rows = g.finals
    # seat 0: living favor 8, money favor (30000 vs 19000) 8; cards: 2 per living room, 1 per 10000 marks (3)
    assert rows[0]["favors"] == 16 and rows[0]["bonus"] == 2 + 3 and rows[0]["money"] == 3
    assert rows[1]["favors"] == 4 and rows[1]["bonus"] == 0 and rows[1]["money"] == 1


def test_rule_stack_sizes_by_player_count():
    for n, small, large in ((2, 5, 4), (3, 7, 5), (4, 9, 6)):
        g = tw.new(NAME, players=n, seed=2)
        on_board = [m["room"] for m in g.market if m]
        for size in D.SIZES:
            left = len(g.stacks[size]) + sum(1 for r in on_board if D.ROOM[r]["size"] == size)
            assert left == (small if size <= 300 else large), (n, size)
        assert len(g.deck) + len(on_board) >= 11 * n - 3 and len(g.prices) == n + 3
        assert len(g.favors) == n


def test_rule_setup_keep_two_of_three_bonus_cards_in_secret():
    g = tw.new(NAME, players=3, seed=4)
    assert g.to_move == (0,) and len(g.legal_actions()) == 3
    assert g.view(1)["players"][0]["bonus"] is None and g.view(1)["players"][0]["dealt"] is None
    g.play(g.legal_actions()[0])
    assert len(g.bonus[0]) == 2
    assert all(line["text"].find("discards") < 0 for line in g.log_for(1))
    assert g.score == [0, 1, 2]          # the Master Builder starts on 0, the others 1, 2 ...


# ---------------------------------------------------------------------- player-count counts
@pytest.mark.parametrize("players,hallways,stairs", [(1, 5, 4), (2, 5, 4), (3, 7, 5), (4, 9, 6)])
def test_count_hallways_and_stairs_by_player_count(players, hallways, stairs):
    """Hallways 5 / 7 / 9 and stairs 4 / 5 / 6 for 2 / 3 / 4 players (the public implementation's
    table); solo puts out the 2-player supply."""
    g = tw.new(NAME, players=players, seed=3)
    assert (g.hallways, g.stairs) == (hallways, stairs) == (D.HALLWAYS[players], D.STAIRS[players])


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_count_room_cards_50_with_11_per_player(players):
    """50 room cards, five of each size; 11 per player go into the deck (22 / 33 / 44; solo 22)."""
    g = tw.new(NAME, players=players, seed=7)
    on_board = sum(1 for m in g.market if m)       # every card of the opening draw found a room
    assert len(g.deck) + on_board == 11 * max(2, players)
    cards = g.deck + g.spare_cards
    assert len(cards) + on_board == D.ROOM_CARDS == 50
    drawn = {size: 5 - cards.count(size) for size in D.SIZES}
    assert sorted(size for size, k in drawn.items() for _ in range(k)) == sorted(
        D.ROOM[m["room"]]["size"] for m in g.market if m)


@pytest.mark.parametrize("players,prices", [
    (1, (1000, 2000, 4000, 6000, 8000, 10000, 15000)), (2, (4000, 6000, 8000, 10000, 15000)),
    (3, (2000, 4000, 6000, 8000, 10000, 15000)), (4, (1000, 2000, 4000, 6000, 8000, 10000, 15000))])
def test_count_contractor_board_prices(players, prices):
    """Players + 3 prices, the dearest of 1000 ... 15000 (5 / 6 / 7 rooms on the board); solo all 7,
    and the opening draw fills every one."""
    g = tw.new(NAME, players=players, seed=2)
    assert tuple(g.prices) == prices
    rooms = [m for m in g.market if m] + g.pricing
    assert len(rooms) == len(prices)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_count_king_favors_one_per_player_none_solo(players):
    g = tw.new(NAME, players=players, seed=players)
    assert len(g.favors) == (0 if players == 1 else players) == D.FAVORS_IN_PLAY[players]
    assert not {"completed", "incomplete"} <= set(g.favors)


def test_count_room_tiles_by_type():
    """75 room tiles: 14 living, 12 activity, 11 outdoor, 10 downstairs, 9 food, 9 utility, 8 sleeping
    and 2 corridor rooms (the public implementation's rooms/*.kt lists)."""
    counts = {t: sum(1 for r in D.ROOMS if r["type"] == t) for t in D.TYPES}
    assert counts == {"living": 14, "activity": 12, "outdoor": 11, "downstairs": 10, "food": 9, "utility": 9,
                      "sleeping": 8, "corridor": 2}


def test_count_bonus_cards_and_favors_by_kind():
    """27 bonus cards: 8 by room type, 10 by room size and 9 others; 24 favors: 8 by area, 8 by count
    of a type and 8 others (the public implementation's BonusCard.kt and KingsFavor.kt)."""
    kinds = [c["kind"] for c in D.BONUS_CARDS.values()]
    assert kinds.count("type") == 8 and kinds.count("size") == 10 and len(kinds) - 18 == 9
    assert {c["arg"]: c["points"] for c in D.BONUS_CARDS.values() if c["kind"] == "type"} == {
        "living": 2, "activity": 2, "sleeping": 3, "outdoor": 2, "utility": 2, "food": 3, "corridor": 1,
        "downstairs": 2}
    assert D.BONUS_CARDS["every_size"]["points"] == 8 and D.BONUS_CARDS["every_type"]["points"] == 7
    fk = [f["kind"] for f in D.FAVORS.values()]
    assert fk.count("area") == 8 and fk.count("count") == 8 and len(fk) - 16 == 8


@pytest.mark.parametrize("players,small,large", [(1, 5, 4), (2, 5, 4), (3, 7, 5), (4, 9, 6)])
def test_count_room_stacks_by_player_count(players, small, large):
    """5 / 7 / 9 rooms of each small size and 4 / 5 / 6 of each large size; the rest stay boxed."""
    g = tw.new(NAME, players=players, seed=11)
    on_board = [m["room"] for m in g.market if m] + [m["room"] for m in g.pricing]
    for size in D.SIZES:
        out = len(g.stacks[size]) + sum(1 for r in on_board if D.ROOM[r]["size"] == size)
        assert out == (small if size <= 300 else large)
        assert out + len(g.box[size]) == (9 if size <= 300 else 6)


def test_position_supply_is_checked_against_the_castles():
    """A position's hallways and stairs are what is left of the player count's supply."""
    with pytest.raises(OptionError, match="hallways .* from 0 to 5"):
        tw.new(NAME, players=2, seed=1, position={"hallways": 6})
    g = game(castles=[[], [room("stairs", 1, -3, 1)]])
    assert g.stairs == D.STAIRS[2] - 1 and g.hallways == D.HALLWAYS[2]
    with pytest.raises(OptionError, match="stairs .* from 0 to 3"):
        game(castles=[[], [room("stairs", 1, -3, 1)]], stairs=4)
    g = game(market=[None] * 5, phase="place", placing="hallway")
    assert g.hallways == D.HALLWAYS[2] - 1
    g.check_invariants()


# ---------------------------------------------------------------------- the solo game
SOLO_MARKET = ["lilac_room", "pink_room", "kitchenette", "buttery", "pantry", "boudoir", "closet"]


def solo(market=SOLO_MARKET, **position):
    position.setdefault("bonus", [["type_living", "money"]])
    return game(players=1, market=list(market), **position)


def test_solo_rule_no_king_favors_but_bonus_cards_count():
    """Solo keeps the bonus cards and uses no King's Favors (they drop out of the solo game)."""
    g = tw.new(NAME, players=1, seed=5)
    assert g.favors == [] and g.view(0)["favors"] == [] and len(g.dealt[0]) == 3
    with pytest.raises(OptionError, match="solo game has no King's Favors"):
        tw.new(NAME, players=1, seed=5, position={"favors": ["money"]})
    g = solo(deck=[], last_round=True, money=[25000])
    g.play("buy 1000")                             # the Lilac Room
    g.play(g.legal_actions()[0])
    assert g.over
    row = g.finals[0]
    assert row["favors"] == 0 and row["bonus"] == 2 + 2 and row["money"] == 2


def test_solo_rule_the_buyer_pays_the_bank_and_nobody_sets_prices():
    g = tw.new(NAME, players=1, seed=5)
    g.play(g.legal_actions()[0])
    assert g.phase == "buy" and g.pricing == [] and all(g.market)   # no Master Builder pricing step
    price = max(p for p in g.prices if p <= g.money[0] and f"buy {p}" in g.legal_actions())
    g.play(f"buy {price}")
    assert g.money[0] == D.START_MONEY - price


def test_solo_rule_unsold_rooms_move_down_one_price_and_a_new_room_comes_in_on_top():
    """After a purchase the rooms above the bought one move down one price; the new room drawn
    takes the dearest price; rooms below the bought one keep theirs; no marks are put on them."""
    g = solo(deck=[600], stacks={"600": ["stables"]})
    buy_and_place(g, 4000, "place 3 0 0")          # the Kitchenette (L2 R2) on the foyer's right
    assert [m["room"] for m in g.market] == ["lilac_room", "pink_room", "buttery", "pantry", "boudoir",
                                             "closet", "stables"]
    assert all(m["coins"] == 0 for m in g.market)
    assert g.money[0] == D.START_MONEY - 4000


def test_solo_rule_passing_sends_the_cheapest_room_away():
    g = solo(deck=[600, 600], stacks={"600": ["stables", "singers_hall"]})
    g.play("pass")
    assert g.money[0] == D.START_MONEY + 5000
    assert g.discarded == ["lilac_room"]
    assert [m["room"] for m in g.market] == SOLO_MARKET[1:] + ["singers_hall"]


def test_solo_rule_new_rooms_take_the_prices_in_the_order_their_cards_come_up():
    """Several free prices (after a food room's second buy, or when stacks ran dry): the first card
    drawn puts its room on the dearest free price, the next on the one below."""
    g = solo(market=SOLO_MARKET[:4] + [None, None, None], deck=[100, 200, 600],
             stacks={"600": ["stables"], "200": ["lounge"], "100": ["wardrobe"]})
    g.play("pass")                                 # nothing leaves: the board was not full
    assert g.discarded == []
    assert [m["room"] for m in g.market] == SOLO_MARKET[:4] + ["wardrobe", "lounge", "stables"]


def test_solo_rule_a_card_for_an_emptied_stack_costs_a_draw():
    g = solo(deck=[100, 600, 600], stacks={"600": [], "100": ["wardrobe"]})
    g.play("pass")
    assert g.market[-1]["room"] == "wardrobe" and g.deck == []
    assert g.last_round


def test_solo_rule_the_game_ends_after_the_round_of_the_last_room_card():
    g = solo(deck=[600], stacks={"600": ["stables"]})
    g.play("pass")                                 # the last card comes up: one more round
    assert not g.over and g.last_round and g.deck == []
    g.play("pass")
    assert g.over and g.result()["winners"] == [0]


# ---------------------------------------------------------------------- bad input
def test_bad_actions_and_positions_are_refused():
    g = game(market=["lilac_room", None, None, None, None])
    assert "price on the contractor board" in testing.refused(g, "buy 99999")
    with pytest.raises(IllegalAction):
        g.play("place 0 0 0")
    with pytest.raises(OptionError, match="known:"):
        tw.new(NAME, players=2, seed=1, position={"nope": 1})
    with pytest.raises(OptionError):
        tw.new(NAME, players=2, seed=1, position={"market": ["no_such_room"]})
    with pytest.raises(OptionError):
        tw.new(NAME, players=2, seed=1, position={"castles": [[room("lilac_room", 9, 9)], []]})
    with pytest.raises(OptionError):
        tw.new(NAME, players=5)


# ---------------------------------------------------------------------- bots and playouts
def test_builder_bot_beats_random():
    wins = 0
    for seed in range(1):
        g = tw.new(NAME, players=2, seed=seed)
        bots = [BuilderBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += 0 in g.result()["winners"]
    assert wins == 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_playouts_keep_the_invariants(players):
    testing.random_playouts(NAME, games=1, seed=players, players=players, every=5)


def test_contract_kit():
    testing.full_contract_check(NAME, range(1), players=2, fuzz_every=25)


def test_replay():
    testing.check_replay(NAME, seed=3, players=3)


def test_lesson():
    testing.check_lesson(NAME, plies=2, steps=(8, 14))


def test_position_buyer_and_plain_positions():
    g = game(players=3, market=["lilac_room", None, None, None, None, None], buyer=2)
    assert g.to_move == (2,) and g.order == [0]       # after seat 2 only the Master Builder buys
    g = game(money=[20000, 1000])                     # money alone: the game starts with the bonus cards
    assert g.phase == "keep" and g.money == [20000, 1000]
