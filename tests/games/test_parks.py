"""Parks (second edition): a scripted test per rule of the page, seeded playouts for 1 to 5 players,
the component data, the hiker bot and the shared contract kit."""

from __future__ import annotations

import doctest
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import parks as package
from tablewidgets.games.parks import bots, data
from tablewidgets.games.parks.bots import HikerBot
from tablewidgets.testing import refused

TRAIL = ["sun", "water", "forest", "mountain", "die", "gear", "canteen", "wildlife"]   # spots 1-4, 6-9
EMPTY = {"sun": 0, "water": 0, "forest": 0, "mountain": 0, "wildlife": 0}
NO_ROWS = [[None, None, False]] * 3


def pack(**n):
    return dict(EMPTY, **n)


def game(players=2, seed=1, **pos):
    position = {"trail": TRAIL, "shutterbug": 3, "tiles": ["spring-forest", "summer-wildlife", "fall-sun"]}
    position.update(pos)
    return tw.new("parks", players=players, seed=seed, position=position)


def play(g, *actions):
    for a in actions:
        g.play(a)


# ---------------------------------------------------------------------- data
def test_docstrings_run():
    for module in (package, bots):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_component_counts_follow_the_public_sources():
    assert len(data.PARKS) == 63
    assert sum(p.points for p in data.PARKS.values()) == 271   # the sum of the source table
    assert data.PARKS["p62"].name == "Zion" and data.PARKS["p62"].need() == {"mountain": 3}
    assert len(data.CANTEENS) == 24 and "2water" not in data.CANTEENS.values()
    assert sorted(set(data.CANTEENS.values())) == ["2sun", "forest", "mountain", "parks", "photo", "wildlife"]
    assert len(data.GEAR) == 37 and {g.cost for g in data.GEAR.values()} == {1, 2, 3}
    assert len(data.PASSIONS) == 10 and len(data.SEASON_TILES) == 12
    assert len(data.SITES) == 8 and "parks" not in data.SITES
    assert sorted(data.DIE) == sorted(["forest", "mountain", "2sun", "2water", "wildlife", "canteen"])


# ---------------------------------------------------------------------- starting a season
def test_trail_has_eight_shuffled_tiles_the_parks_site_and_alternating_weather():
    layouts = set()
    for seed in range(6):
        g = tw.new("parks", players=2, seed=seed)
        assert sorted(g.trail[q] for q in data.TILE_SPOTS) == sorted(data.SITES)
        assert g.trail[5] == "parks"
        assert g.weather[1] is None
        assert [g.weather[q] for q in range(2, 10)] == ["sun", "water"] * 4
        assert g.trail[g.shutterbug] in data.DIE_SITE.values()
        layouts.add(tuple(g.trail[q] for q in data.TILE_SPOTS))
    assert len(layouts) > 1


def test_campfire_starts_out_with_one_to_three_players_and_lit_with_four_or_five():   # FAQ
    for n in (1, 2, 3):
        assert tw.new("parks", players=n, seed=1).campfire == [False] * n
    for n in (4, 5):
        assert tw.new("parks", players=n, seed=1).campfire == [True] * n


# ---------------------------------------------------------------------- hiking
def test_hikers_only_move_forward_and_stay_at_trail_end():
    g = game(hikers=[[3, 10], [0, 0]])
    assert "a 2" not in g.legal_actions() and "b 10" not in g.legal_actions()
    assert "backtracking" in refused(g, "a 2") or "forward" in refused(g, "a 2")
    assert "Trail's End" in refused(g, "b 10")
    assert "a 4" in g.legal_actions() and "a 10" in g.legal_actions()


def test_sharing_a_site_needs_the_campfire_and_puts_it_out():
    g = game(hikers=[[0, 0], [2, 0]], campfire=[False, False])
    assert "a 2" not in g.legal_actions()
    assert "campfire" in refused(g, "a 2")
    g = game(hikers=[[0, 0], [2, 0]], campfire=[True, False])
    g.play("a 2")
    assert not g.campfire[0]


def test_sharing_with_your_own_hiker_also_needs_the_campfire():
    g = game(hikers=[[2, 0], [0, 0]], campfire=[False, False])
    assert "b 2" not in g.legal_actions()


def test_trail_end_relights_the_campfire():
    g = game(campfire=[False, False])
    g.play("a 10")
    assert g.campfire[0]


def test_last_hiker_on_the_trail_must_go_to_trail_end():
    g = game(hikers=[[10, 4], [10, 10]])
    assert g.legal_actions() == ["b 10"]
    assert "last hiker" in refused(g, "b 6")


def test_players_with_both_hikers_at_trail_end_skip_their_turns():
    g = game(players=3, hikers=[[0, 0], [10, 10], [0, 0]])
    play(g, "a 3")
    assert g.to_move == (2,)


# ---------------------------------------------------------------------- trail sites
def test_forest_mountain_and_sun_sites_give_their_resources_and_the_weather():
    g = game()
    g.play("a 3")          # forest, its weather is water (spot 3): goes to the backpack (no canteens)
    assert g.pack[0]["forest"] == 1 and g.pack[0]["water"] == 1
    g.play("a 1")          # Orange: the 2 Sun site, no weather on the first site
    assert g.pack[1]["sun"] == 2
    g.play("a 4")          # mountain with a sun on it
    assert g.pack[0]["mountain"] == 1 and g.pack[0]["sun"] == 1
    assert g.weather[4] is None


def test_weather_goes_only_to_the_first_hiker_on_the_site():
    g = game(campfire=[True, True])
    g.play("a 4")
    g.play("a 4")
    assert g.pack[1]["sun"] == 0 and g.pack[1]["mountain"] == 1


def test_two_water_site_asks_where_each_water_goes():
    g = game(canteens=[[["c0", None, False], [None, None, False], [None, None, False]], NO_ROWS])
    g.play("a 2")
    assert g.legal_actions() == ["water pack", "water row 1"]
    g.play("water row 1")                  # canteen c0 is 2 sun
    assert g.pack[0]["sun"] == 2 + 1      # the weather sun at spot 2 plus the canteen
    assert g.legal_actions() == ["water pack"] or g.to_move == (1,)
    assert g.pack[0]["water"] == 1        # the row was used, so the second water went to the pack


def test_a_canteen_row_takes_water_once_a_season_and_gives_both_tokens():
    g = game(canteens=[[["c0", "c5", False], [None, None, False], [None, None, False]], NO_ROWS])
    g.play("a 2")
    g.play("water row 1")
    assert g.pack[0]["sun"] == 3 and g.pack[0]["forest"] == 1
    assert g.canteens[0][0]["water"]
    g2 = game(canteens=[[["c0", None, True], [None, None, False], [None, None, False]], NO_ROWS])
    g2.play("a 2")
    assert g2.pack[0]["water"] == 2        # no row may take water: both water went to the backpack


def test_wildlife_never_fills_a_canteen_and_backpack_water_stays_there():
    g = game(pack=[pack(water=2, wildlife=1), EMPTY],
             canteens=[[["c0", None, False], [None, None, False], [None, None, False]], NO_ROWS])
    g.play("a 3")                          # the forest site's water weather token
    assert g.legal_actions() == ["water pack", "water row 1"]
    g.play("water pack")
    assert g.pack[0]["water"] == 3 and not g.canteens[0][0]["water"]


def test_trail_die_site_rolls_and_gains_the_face():
    g = game(die=["mountain"])
    g.play("a 6")
    assert g.pack[0]["mountain"] == 1


def test_trail_die_canteen_face_gains_a_canteen():
    g = game(die=["canteen"], canteen_display=["c0", "c5", "c10"])
    g.play("a 6")
    assert "canteen c5" in g.legal_actions() and "canteen stack" in g.legal_actions()
    g.play("canteen c5")
    g.play("slot 2b")
    assert g.canteens[0][1]["slots"] == [None, "c5"]
    assert len(g.canteen_display) == 3 and "c5" not in g.canteen_display


def test_canteen_or_photo_site():
    g = game(pack=[pack(forest=1), EMPTY])
    g.play("a 8")
    acts = g.legal_actions()
    assert "photo forest" in acts and "canteen stack" in acts and "skip" in acts
    g.play("photo forest")
    assert g.photos[0] == 1 and g.pack[0]["forest"] == 0


def test_trade_for_wildlife_site_takes_no_wildlife():
    g = game(pack=[pack(sun=1, wildlife=1), EMPTY])
    g.play("a 9")
    assert g.legal_actions() == ["trade sun", "trade water", "skip"]   # the water is the site's weather
    g.play("trade sun")
    assert g.pack[0]["wildlife"] == 2 and g.pack[0]["sun"] == 0


def test_gear_shop_buys_from_the_market_and_refills_from_the_left_after_the_turn():
    g = game(pack=[pack(sun=3), EMPTY], gear_market=["g0", "g18", "g7"])
    g.play("a 7")
    assert "buy g7" in g.legal_actions() and "buy g0" in g.legal_actions()
    g.play("buy g0")
    assert g.gear[0] == ["g0"] and g.pack[0]["sun"] == 1
    assert len(g.gear_market) == 3 and g.gear_market[1:] == ["g18", "g7"]


def test_blind_gear_purchase_costs_two_sun():
    g = game(pack=[pack(sun=2), EMPTY], gear_market=["g7", "g26", "g27"])
    g.play("a 7")
    assert g.legal_actions() == ["buy deck", "skip"]
    top = g.gear_deck[-1]
    g.play("buy deck")
    assert g.gear[0] == [top] and g.pack[0]["sun"] == 0
    assert g.gear_market == ["g7", "g26", "g27"]


def test_wildlife_pays_for_gear_parks_and_photos():
    g = game(pack=[pack(sun=1, wildlife=1), EMPTY], gear_market=["g0", "g18", "g7"])
    g.play("a 7")
    g.play("buy g0")                      # 2 sun: a sun and the wildlife
    assert g.pack[0] == pack(water=1)     # only the site's weather is left
    g = game(pack=[pack(forest=1, wildlife=1), EMPTY], park_display=["p12", "p5", "p29"])
    g.play("a 5")
    assert "visit p12" in g.legal_actions()


def test_visit_many_parks_and_refill_the_display_only_after_the_turn():
    g = game(pack=[pack(forest=4, mountain=2), EMPTY], park_display=["p12", "p41", "p29"])
    g.play("a 5")
    g.play("visit p12")
    assert g.park_display == ["p41", "p29"]          # no refill during the turn
    g.play("visit p41")
    assert g.legal_actions() == [] or g.to_move == (1,)
    assert g.visited[0] == ["p12", "p41"]
    assert len(g.park_display) == 3 and g.park_display[2] == "p29"


def test_reserve_a_park_from_the_display_or_the_deck_and_visit_it_later():
    g = game(park_display=["p12", "p41", "p29"])
    g.play("a 5")
    top = g.park_deck[-1]
    g.play("reserve deck")
    assert g.reserved[0] == [top]
    g = game(pack=[pack(forest=2), EMPTY], reserved=[["p12"], []], park_display=["p41", "p29", "p62"])
    g.play("a 5")
    g.play("visit p12")
    assert g.visited[0] == ["p12"] and g.reserved[0] == []


def test_only_the_owner_may_visit_a_reserved_park():
    g = game(pack=[pack(forest=2), pack(forest=2)], reserved=[[], ["p12"]], park_display=["p41", "p29", "p62"])
    g.play("a 5")
    assert "visit p12" not in g.legal_actions()


def test_instant_action_parks():
    g = game(pack=[pack(sun=1, mountain=1), EMPTY], park_display=["p10", "p41", "p29"])
    g.play("a 5")
    g.play("visit p10")                  # Carlsbad Caverns gives a wildlife
    assert g.pack[0]["wildlife"] == 1
    g = game(pack=[pack(water=1, forest=1, mountain=1), EMPTY], park_display=["p13", "p41", "p29"], badge=1)
    g.play("a 5")
    g.play("visit p13")                  # Crater Lake gives the Shutterbug badge
    assert g.badge == 0


def test_shutterbug_site_gives_the_badge_taken_from_its_holder():
    g = game(badge=1)
    g.play("a 3")
    assert g.badge == 0


def test_badge_allows_a_second_photo_once_a_turn():
    g = game(pack=[pack(sun=3), EMPTY], badge=0)
    g.play("a 8")
    g.play("photo sun")
    assert g.legal_actions() == ["photo sun", "skip"]
    g.play("photo sun")
    assert g.photos[0] == 2 and g.to_move == (1,)


# ---------------------------------------------------------------------- gear effects
def test_site_gear_fires_once_per_turn():
    g = game(gear=[["g9", "g16"], []])       # Field Guide and Hiking Boots, both at the forest site
    g.play("a 3")
    assert g.pack[0]["forest"] == 1 + 1 and g.pack[0]["wildlife"] == 1


def test_reserve_gear_and_wildlife_gear():
    g = game(gear=[["g2", "g4"], []], park_display=["p12", "p41", "p29"])   # Binoculars, Camp Mug on reserve
    g.play("a 5")
    g.play("reserve p12")
    assert g.pack[0]["mountain"] == 1
    assert any(a.startswith("canteen") for a in g.legal_actions())
    g = game(gear=[["g24", "g28"], []], pack=[pack(forest=1), EMPTY])        # Rain Gear, Sunscreen on wildlife
    g.play("a 9")
    g.play("trade forest")
    assert g.pack[0]["sun"] == 2
    assert g.pack[0]["water"] == 1 + 2      # the site's weather and the Rain Gear


def test_photo_gear_and_die_gear():
    g = game(gear=[["g22", "g29"], []], pack=[pack(forest=1), EMPTY], die=["wildlife"])
    g.play("a 8")
    g.play("photo forest")              # Sunscreen 2 sun, Mystery Cache rolls the die
    assert g.pack[0]["sun"] == 1 + 2 and g.pack[0]["wildlife"] == 1     # weather sun + Sunscreen
    g = game(gear=[["g6"], []], die=["forest"], park_display=["p12", "p41", "p29"])   # Compass on the die
    g.play("a 6")
    assert "reserve p12" in g.legal_actions()


def test_flint_and_sleeping_bag_relight_the_campfire():
    g = game(gear=[["g26"], []], hikers=[[0, 0], [3, 0]], campfire=[True, True])
    g.play("a 3")
    assert g.campfire[0] and g.pack[0]["sun"] == 2


def test_mystery_cache_rolls_again_whenever_the_die_is_met():
    g = game(gear=[["g23"], []], die=["forest", "mountain"])
    g.play("a 6")
    assert g.pack[0]["forest"] == 1 and g.pack[0]["mountain"] == 1


# ---------------------------------------------------------------------- passions
def test_passion_completion_offers_gear_or_bonus():
    g = game(passion=["kayaking", "forestry"], visited=[["p18"], []], pack=[pack(forest=1, water=1), EMPTY],
             park_display=["p33", "p12", "p29"])
    g.play("a 5")
    g.play("visit p33")
    assert g.legal_actions() == ["passion gear", "passion bonus"]
    g.play("passion gear")
    assert g._park_cost(0, "p18") == {"water": 3}


def test_passion_bonus_scores_at_the_end():
    g = game(passion=["forestry", "kayaking"])
    g.visited[0] = ["p12", "p40", "p49"]
    g.passion_side[0] = "bonus"
    assert g.passion_points(0) == 3


def test_collecting_makes_gear_free_and_wildlife_photo_counts_double():
    g = game(passion=["collecting", "kayaking"], gear_market=["g7", "g26", "g27"])
    g.passion_side[0] = "gear"
    g.play("a 7")
    assert "buy g7" in g.legal_actions()
    g = game(passion=["wildlife", "kayaking"], pack=[pack(wildlife=1), EMPTY])
    g.passion_side[0] = "gear"
    g.play("a 8")
    g.play("photo wildlife")
    assert g.photos[0] == 2


# ---------------------------------------------------------------------- trail's end and seasons
def test_trail_end_areas_and_their_first_comer_bonuses():
    g = game(players=3, pack=[pack(sun=1), pack(sun=1), EMPTY])
    g.play("a 10")
    assert g.legal_actions() == ["end parks", "end photo", "end gear"]
    g.play("end photo")
    assert g.pack[0]["wildlife"] == 1
    g.play("photo sun")
    g.play("a 10")
    g.play("end photo")
    assert g.pack[1]["wildlife"] == 0
    g.play("skip")
    g.play("a 10")
    g.play("end parks")
    assert g.first == 2


def test_season_end_bonus_new_trail_and_gear_market_shift():
    g = game(hikers=[[10, 9], [10, 10]], pack=[pack(forest=2), EMPTY], gear_market=["g0", "g1", "g2"])
    g.play("b 10")
    g.play("end gear")              # nothing to buy: the gear area's purchase is skipped
    # spring tile: most forests reserves a park; Green has the most
    assert g.season == 0 and g.to_move == (0,) and g.legal_actions()[0].startswith("reserve")
    g.play(g.legal_actions()[0])
    assert g.season == 1 and g.hikers == [[0, 0], [0, 0]]
    assert g.gear_market[1:] == ["g0", "g1"]
    assert all(row["water"] is False for row in g.canteens[0])
    assert g.campfire == [True, True]


def test_three_seasons_then_final_scoring_with_photo_bonus_and_tie_break():
    g = game(hikers=[[10, 9], [10, 10]], season=2, photos=[3, 1], visited=[["p12"], ["p5"]],
             gear_market=["g0", "g1", "g2"])
    g.play("b 10")
    g.play("end gear")              # nothing to buy: the gear area's purchase is skipped
    assert g.over
    r = g.result()
    # Green: Congaree 3 + photos 3 + photo bonus 3 (two players) + First Hiker 1
    assert r["scores"][0] == 3 + 3 + 3 + 1
    g = game(players=3, photos=[3, 2, 1])
    sc = g.scores()
    assert [s["photo_bonus"] for s in sc] == [4, 2, 0]


def test_tie_on_points_goes_to_more_parks_visited():
    g = game(hikers=[[10, 9], [10, 10]], season=2, first=1, mover=0, visited=[["p12"], []], photos=[0, 3],
             tiles=["spring-forest", "summer-wildlife", "fall-mountain"], gear_market=["g0", "g1", "g2"])
    g.play("b 10")
    g.play("end gear")              # nothing to buy: the gear area's purchase is skipped
    r = g.result()
    # Green: Congaree 3; Orange: 3 photos + photo bonus 3 + First Hiker 1 = 7; so give Green 4 photos less
    assert r["scores"] == [3, 7]
    g = game(hikers=[[10, 9], [10, 10]], season=2, first=1, mover=0, visited=[["p12", "p10"], []],
             photos=[0, 1], tiles=["spring-forest", "summer-wildlife", "fall-mountain"], gear_market=["g0", "g1", "g2"])
    g.play("b 10")
    g.play("end gear")              # nothing to buy: the gear area's purchase is skipped
    r = g.result()
    # Green: 3 + 2 = 5 + fall bonus 3 (a mountain on its parks) = 8; Orange: 1 + 3 + 1 = 5
    assert r["scores"][0] > r["scores"][1]
    g = game(hikers=[[10, 9], [10, 10]], season=2, first=1, mover=0, visited=[["p10"], []],
             photos=[0, 0], tiles=["spring-forest", "summer-wildlife", "fall-sun"], reserved=[[], []],
             gear_market=["g0", "g1", "g2"])
    g.season_points[1] = 4          # Orange 4 + First Hiker 1 = 5; Green 2 + fall bonus 3 = 5
    g.play("b 10")
    g.play("end gear")              # nothing to buy: the gear area's purchase is skipped
    r = g.result()
    assert r["scores"] == [5, 5] and r["winners"] == [0]     # tied: Green visited more parks


def test_solo_rangers_move_after_each_turn():
    g = game(players=1)
    g.play("a 1")
    assert sum(g.rangers) > 0
    assert all(r in (0, 10) or r not in g.hikers[0] for r in g.rangers)


# ---------------------------------------------------------------------- bad input
def test_bad_actions_and_positions_are_refused():
    g = game()
    for bad in ("", "c 3", "a 11", "visit p99", "a -1"):
        with pytest.raises(IllegalAction):
            g.play(bad)
    with pytest.raises(IllegalAction):
        g.play("a 3", seat=1)
    for pos in ({"hikers": [[0, 11], [0, 0]]}, {"pack": [{"sun": -1}, {}]}, {"trail": ["sun"]},
                {"nope": 1}, {"tiles": ["fall-sun", "spring-sun", "summer-gear"]}, {"die": ["six"]}):
        with pytest.raises(OptionError):
            tw.new("parks", players=2, seed=1, position=pos)


# ---------------------------------------------------------------------- playouts, bot, contract
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_playouts_to_the_end(players):
    for seed in range(12):
        g = tw.new("parks", players=players, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            g.play(rng.choice(g.legal_actions()))
            g.check_invariants()
        r = g.result()
        assert g.season == 2 and len(r["scores"]) == players
        for s, parts in enumerate(g.scores()):
            assert parts["total"] == r["scores"][s]


def test_hiker_bot_beats_random_and_visits_parks():
    wins = visited = 0
    for seed in range(3):
        g = tw.new("parks", players=2, seed=100 + seed)
        players = [HikerBot(seed=seed), RandomBot(seed=seed)]
        while not g.over:
            s = g.to_move[0]
            g.play(players[s].choose(g, s), seat=s)
        wins += 0 in g.result()["winners"]
        visited += len(g.visited[0])
    assert wins == 3 and visited >= 8


def test_contract_kit():
    testing.full_contract_check("parks", range(1), players=3, fuzz_every=25)
    testing.full_contract_check("parks", range(1), players=1, fuzz_every=25)


def test_save_restore_replay_and_lesson():
    g = tw.new("parks", players=2, seed=4)
    rng = random.Random(2)
    for _ in range(30):
        g.play(rng.choice(g.legal_actions()))
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    testing.check_undo_policy(g)
    testing.check_parts(g)
    testing.check_no_leak(g, random.Random(4), samples=2)
    testing.check_replay("parks", seed=4, players=3)
    testing.check_lesson("parks", plies=2, steps=(8, 14))


def test_views_hide_the_decks():
    g = tw.new("parks", players=2, seed=4)
    text = str(g.view(0))
    assert "park_deck" in text
    v = g.view(0)
    assert isinstance(v["park_deck"], int) and isinstance(v["gear_deck"], int)


def test_season_tiles_reward_the_leaders():
    # spring, most sun: the top gear card for free
    g = game(hikers=[[10, 9], [10, 10]], pack=[pack(sun=1), EMPTY], gear_market=["g0", "g1", "g2"],
             tiles=["spring-sun", "summer-wildlife", "fall-sun"])
    top = g.gear_deck[-1]
    g.play("b 10")
    g.play("end photo")                 # the first here gains a wildlife, then may photo
    g.play("skip")
    assert top in g.gear[0] and g.season == 1
    # summer: the trail die twice
    g = game(hikers=[[10, 9], [10, 10]], season=1, gear=[["g3"], []], gear_market=["g0", "g1", "g2"],
             die=["forest", "mountain"], tiles=["spring-sun", "summer-gear", "fall-sun"])
    g.play("b 10")
    g.play("end gear")
    assert g.season == 2 and g.pack[0]["forest"] == 1 and g.pack[0]["mountain"] == 1


def test_a_canteen_added_to_a_filled_row_gives_nothing_this_season_and_the_parks_canteen_acts():
    parks_token = next(c for c, k in data.CANTEENS.items() if k == "parks")
    g = game(canteens=[[[parks_token, None, False], [None, None, False], [None, None, False]], NO_ROWS],
             park_display=["p12", "p41", "p29"])
    g.play("a 2")
    g.play("water row 1")              # the parks canteen: a parks action
    assert "reserve p12" in g.legal_actions()
    g = game(canteens=[[["c0", None, True], [None, None, False], [None, None, False]], NO_ROWS], die=["canteen"],
             canteen_display=["c5", "c10", "c11"])
    g.play("a 6")
    g.play("canteen c5")
    g.play("slot 1b")                  # row 1 had its water this season: the forest canteen waits
    assert g.pack[0]["forest"] == 0 and g._water_rows(0) == []


def test_solo_ranger_reaching_trail_end_closes_the_rightmost_park():
    g = game(players=1, park_display=["p12", "p41", "p29"], die=["canteen"])
    g.rangers = [9, 9]
    g.play("a 1")                      # then a ranger walks three spaces: to Trail's End
    assert 10 in g.rangers and "p29" in g.park_discard and "p29" not in g.park_display
    assert len(g.park_display) == 3


def test_a_park_whose_die_roll_meets_mystery_cache_rolls_twice():
    g = game(gear=[["g23"], []], pack=[pack(sun=1, forest=1, mountain=1), EMPTY],
             park_display=["p24", "p41", "p29"], die=["2water", "forest"])
    g.play("a 5")
    g.play("visit p24")                # Grand Teton rolls the die, Mystery Cache once more
    assert g.pack[0]["forest"] == 1 and g.pack[0]["water"] >= 2
