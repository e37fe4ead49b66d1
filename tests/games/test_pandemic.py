"""Pandemic: a scripted test per rule, the roles, the events and their windows, the ends, bots, lesson, kit."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine import IllegalAction, OptionError
from tablewidgets.engine.bots import make_bot
from tablewidgets.games import pandemic as package
from tablewidgets.games.pandemic import data, rules, strategy
from tablewidgets.games.pandemic.data import CITY_IDS, COLOUR, EVENT_IDS, NEIGHBOURS

CLS = tw.GAMES["pandemic"]
BLUE = ["atlanta", "chicago", "montreal", "new-york", "washington", "london", "madrid"]


def game(roles=("medic", "scientist"), seed=1, options=None, **position):
    """A scripted position; every hand is empty unless given, so no event window opens by surprise."""
    n = len(roles)
    position.setdefault("hands", [[] for _ in range(n)])
    position.setdefault("cubes", {})
    return tw.new("pandemic", players=n, seed=seed, position={"roles": list(roles), **position}, **(options or {}))


def finish_turn(g):
    """The active player ends the turn; every window is passed."""
    g.play("end", seat=g.turn)
    pass_windows(g)


def pass_windows(g):
    while not g.over and g.phase == "window":
        g.play("pass", seat=g.to_move[0])


# ---------------------------------------------------------------------- docs and data
def test_docstrings_run():
    for module in (package, strategy):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_the_map_is_the_published_one():
    assert len(CITY_IDS) == 48 and len(set(CITY_IDS)) == 48
    assert [sum(1 for c in CITY_IDS if COLOUR[c] == k) for k in range(4)] == [12, 12, 12, 12]
    assert len(data.LINKS) == 93 and len({frozenset(l) for l in data.LINKS}) == 93
    for a, others in NEIGHBOURS.items():
        for b in others:
            assert a in NEIGHBOURS[b]
    # the Pacific links
    assert "tokyo" in NEIGHBOURS["san-francisco"] and "manila" in NEIGHBOURS["san-francisco"]
    assert "sydney" in NEIGHBOURS["los-angeles"]
    assert NEIGHBOURS["santiago"] == ("lima",)
    assert set(NEIGHBOURS["istanbul"]) == {"milan", "st-petersburg", "moscow", "baghdad", "cairo", "algiers"}
    assert max(max(d.values()) for d in data.DISTANCE.values()) < 12


# ---------------------------------------------------------------------- setup
@pytest.mark.parametrize("players,hand", [(2, 4), (3, 3), (4, 2)])
@pytest.mark.parametrize("difficulty,epidemics", [("introductory", 4), ("standard", 5), ("heroic", 6)])
def test_setup(players, hand, difficulty, epidemics):
    g = tw.new("pandemic", players=players, seed=7, difficulty=difficulty)
    g.check_invariants()
    assert all(len(h) == hand for h in g.hands)
    assert g.stations == ["atlanta"] and g.pawns == ["atlanta"] * players
    assert len(set(g.roles)) == players and set(g.roles) <= set(data.ROLE_IDS)
    counts = sorted(sum(v) for v in g.cubes.values() if any(v))
    assert counts == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert len(g.infection_discard) == 9 and len(g.infection_deck) == 39
    view = g.view()
    piles = view["player_deck"]["piles"]
    assert len(piles) == epidemics and all(p["epidemics"] == 1 for p in piles)
    sizes = [p["count"] for p in piles]
    assert sizes == sorted(sizes, reverse=True) and sizes[0] - sizes[-1] <= 1   # bigger piles on top
    assert sum(sizes) == 53 - players * hand + epidemics
    assert g.to_move[0] == 0 and g.actions_left == 4 and g.rate() == 2 and g.outbreaks == 0


def test_options_and_players_are_checked():
    with pytest.raises(OptionError, match="difficulty"):
        tw.new("pandemic", difficulty="nightmare")
    with pytest.raises(OptionError, match="2 to 4"):
        tw.new("pandemic", players=5)
    assert tw.new("pandemic", players=2, difficulty="Heroic").opts["difficulty"] == "heroic"


@pytest.mark.parametrize("position,words", [
    ({"roles": ["medic"]}, "per player"),
    ({"roles": ["medic", "medic"]}, "different role"),
    ({"pawns": ["atlantis", "paris"]}, "city id"),
    ({"hands": [["paris"], ["paris"]]}, "twice"),
    ({"hands": [BLUE + ["paris"], []]}, "at most 7"),
    ({"cubes": {"paris": 4}}, "0 to 3"),
    ({"cubes": {"narnia": 1}}, "not a city"),
    ({"stations": []}, "1 to 6"),
    ({"cured": ["blue", "yellow", "black", "red"]}, "already be won"),
    ({"eradicated": ["red"]}, "eradicated"),
    ({"outbreaks": 8}, "outbreaks"),
    ({"planner_card": "airlift", "roles": ["medic", "scientist"]}, "Contingency Planner"),
    ({"colour": 3}, "no key 'colour'"),
])
def test_bad_positions_are_refused(position, words):
    with pytest.raises(OptionError) as info:
        tw.new("pandemic", players=2, seed=1, position=position)
    assert words.lower() in str(info.value).lower()


# ---------------------------------------------------------------------- moving
def test_drive_direct_charter_shuttle():
    g = game(hands=[["paris", "chicago", "atlanta"], []], stations=["atlanta", "tokyo"])
    legal = g.legal_actions(0)
    assert {"drive chicago", "drive washington", "drive miami"} <= set(legal)
    assert "direct paris" in legal and "charter sydney" in legal and "shuttle tokyo" in legal
    refused(g, "drive paris", 0, "not linked")
    refused(g, "direct london", 0, "london card")
    g.play("direct paris", seat=0)
    assert g.pawns[0] == "paris" and "paris" not in g.hands[0] and "paris" in g.player_discard
    refused(g, "charter tokyo", 0, "card of the city")
    refused(g, "shuttle tokyo", 0, "research station")
    g.play("drive madrid", seat=0)
    g.play("drive new-york", seat=0)
    g.play("drive washington", seat=0)   # the fourth action ends the turn
    assert g.turn == 1 and g.actions_left == 4
    g = game(hands=[["atlanta"], []], stations=["atlanta", "tokyo"])
    g.play("charter sydney", seat=0)
    assert g.pawns[0] == "sydney" and g.hands[0] == []
    g = game(stations=["atlanta", "tokyo"])
    g.play("shuttle tokyo", seat=0)
    assert g.pawns[0] == "tokyo" and g.actions_left == 3


def test_lenient_notation():
    g = game(hands=[["new-york", "sao-paulo"], []])
    for text, canonical in [("Drive Chicago", "drive chicago"), ("ferry to   Washington", "drive washington"),
                            ("direct flight to New York", "direct new-york"), ("DIRECT São Paulo", "direct sao-paulo"),
                            ("charter flight St. Petersburg", "charter st-petersburg"),
                            ("give new york to the scientist", "give new-york to scientist"),
                            ("play One Quiet Night", "quiet"), ("Airlift Operations Expert to Ho Chi Minh City",
                                                                 "airlift expert ho-chi-minh-city"),
                            ("discard one quiet night", "discard one-quiet-night"), ("end turn", "end"),
                            ("treat disease blue", "treat blue"), ("Government Grant Buenos Aires",
                                                                   "grant buenos-aires")]:
        assert g.parse(text) == canonical, text
    refused(g, "teleport paris", 0, "not a pandemic action")
    refused(g, "drive", 0, "city")


def test_hot_seat_turns_and_out_of_turn_actions():
    g = game()
    refused(g, "drive chicago", 1, "not", "turn")
    assert g.legal_actions(1) == []
    g.play("drive chicago", seat=0)
    g.undo(0)                     # moves without any card drawn can be taken back within the turn
    assert g.pawns[0] == "atlanta"
    g.play("end", seat=0)
    assert g.turn == 1 and not g.can_undo(0)


# ---------------------------------------------------------------------- stations, treating
def test_build_a_station_and_move_one_when_six_are_built():
    g = game(hands=[["chicago", "paris"], []], pawns=["chicago", "atlanta"])
    refused(g, "build from atlanta", 0)
    g.play("build", seat=0)
    assert g.stations == ["atlanta", "chicago"] and g.hands[0] == ["paris"]
    refused(g, "build", 0, "already has a research station")
    six = ["atlanta", "tokyo", "lima", "cairo", "delhi", "essen"]
    g = game(hands=[["paris"], []], pawns=["paris", "atlanta"], stations=six)
    assert "build" not in g.legal_actions(0)
    assert [a for a in g.legal_actions(0) if a.startswith("build")] == [f"build from {c}" for c in six]
    refused(g, "build", 0, "All 6")
    g.play("build from tokyo", seat=0)
    assert sorted(g.stations) == sorted(["atlanta", "lima", "cairo", "delhi", "essen", "paris"])
    assert g.parts("build from lima", 0) == ["station:lima"]


def test_treat_one_cube_or_all_when_cured_and_eradication():
    g = game(roles=("scientist", "dispatcher"), cubes={"atlanta": 3, "chicago": {"yellow": 2}})
    g.play("treat blue", seat=0)
    assert g.cubes["atlanta"][0] == 2 and g.supply[0] == 22
    refused(g, "treat red", 0, "no such cube")
    g = game(roles=("scientist", "dispatcher"), cubes={"atlanta": 2}, cured=["blue"])
    g.play("treat blue", seat=0)
    assert g.cubes["atlanta"][0] == 0 and g.eradicated[0]
    assert "eradicated" in g.events[-1].text
    # an eradicated disease is never placed again
    g._add_cubes("paris", 0, 1, set())
    assert g.cubes["paris"][0] == 0


def test_medic_treats_all_and_clears_cured_cubes_on_arrival():
    g = game(roles=("medic", "scientist"), cubes={"atlanta": 3, "chicago": 2}, cured=["blue"],
             pawns=["washington", "atlanta"])
    g = game(roles=("medic", "scientist"), cubes={"washington": 3})
    g.play("drive washington", seat=0)
    g.play("treat blue", seat=0)
    assert g.cubes["washington"][0] == 0 and not g.eradicated[0]
    g = game(roles=("medic", "scientist"), cubes={"chicago": 2, "miami": 1}, cured=["blue"])
    g.play("drive chicago", seat=0)           # arriving clears cured cubes without an action
    assert g.cubes["chicago"][0] == 0 and g.actions_left == 3
    # and prevents cured cubes from being placed where the Medic stands
    g._add_cubes("chicago", 0, 1, set())
    assert g.cubes["chicago"][0] == 0
    g._add_cubes("chicago", 1, 1, set())      # uncured yellow still lands
    assert g.cubes["chicago"][1] == 1


def test_quarantine_specialist_guards_her_city_and_neighbours():
    g = game(roles=("quarantine", "scientist"), pawns=["paris", "atlanta"], cubes={"london": 3, "essen": 3})
    for city in ("paris", "london", "madrid", "essen", "milan", "algiers"):
        g._add_cubes(city, COLOUR[city], 1, set())
    assert g.cubes["london"][0] == 3 and g.cubes["paris"][0] == 0 and g.outbreaks == 0
    g._add_cubes("st-petersburg", 0, 1, set())   # two links away: not protected
    assert g.cubes["st-petersburg"][0] == 1


# ---------------------------------------------------------------------- outbreaks
def test_outbreak_chain_reaction_each_city_once():
    # Paris and Essen are both full: a cube on Paris breaks out there, then in Essen, which sends
    # one back to Paris (already broken out in this chain: nothing happens there).
    g = game(roles=("scientist", "researcher"), cubes={"paris": 3, "essen": 3, "london": 1})
    g._add_cubes("paris", 0, 1, set())
    assert g.outbreaks == 2
    assert g.cubes["paris"][0] == 3 and g.cubes["essen"][0] == 3
    assert g.cubes["london"][0] == 3         # one cube from each outbreak
    assert g.cubes["madrid"][0] == 1 and g.cubes["milan"][0] == 2 and g.cubes["algiers"][2] == 0
    assert g.cubes["algiers"][0] == 1 and g.cubes["st-petersburg"][0] == 1
    g.check_invariants()


def test_outbreaks_spread_the_colour_of_the_outbreak_city():
    g = game(roles=("scientist", "researcher"), cubes={"istanbul": 3})
    g._add_cubes("istanbul", 2, 1, set())
    assert g.cubes["milan"] == [0, 0, 1, 0] and g.cubes["st-petersburg"][2] == 1


def test_eighth_outbreak_loses():
    g = game(roles=("scientist", "researcher"), cubes={"lima": 3}, outbreaks=7,
             infection_top=["lima", "tokyo"])
    finish_turn(g)
    assert g.over and g.result()["winners"] == [] and "8th outbreak" in g.result()["reason"]
    assert g.outbreaks == 8
    g.check_invariants()


def test_running_out_of_cubes_loses():
    # 23 red cubes on the board: Jakarta takes the last one, Manila finds none
    full = {c: 3 for c in ("beijing", "seoul", "tokyo", "shanghai", "hong-kong", "taipei", "bangkok")}
    full["osaka"] = 2
    g = game(roles=("scientist", "researcher"), cubes=full, infection_top=["jakarta", "manila"])
    assert g.supply[3] == 1
    finish_turn(g)
    assert g.over and "no red cubes" in g.result()["reason"]
    assert g.cubes["jakarta"][3] == 1 and g.supply[3] == 0
    g.check_invariants()


def test_empty_player_deck_loses():
    g = game(roles=("scientist", "researcher"), player_deck=["paris"])
    g.play("end", seat=0)
    assert g.over and "player deck" in g.result()["reason"]
    assert g.view()["player_deck"]["count"] == 1
    g.check_invariants()


# ---------------------------------------------------------------------- the end of a turn
def test_draw_two_then_infect_by_rate():
    g = game(roles=("scientist", "researcher"), player_deck=["paris", "lima", "tokyo", "cairo"],
             infection_top=["sydney", "osaka", "moscow"], rate=3)
    g.play("end", seat=0)
    assert g.hands[0] == ["paris", "lima"]
    assert g.cubes["sydney"][3] == 1 and g.cubes["osaka"][3] == 1 and g.cubes["moscow"][2] == 1
    assert g.infection_discard[-3:] == ["sydney", "osaka", "moscow"]
    assert g.turn == 1 and g.view()["last_infections"] == ["sydney", "osaka", "moscow"]
    assert not g.can_undo(0)


def test_epidemic_increase_infect_intensify():
    g = game(roles=("scientist", "researcher"), player_deck=["epidemic", "lima", "tokyo", "cairo"],
             infection_discard=["paris", "essen"], infection_top=["sydney", "osaka"], cubes={"paris": 1})
    bottom = g.infection_deck[0]
    g.play("end", seat=0)
    assert g.rate_index == 1 and g.rate() == 2
    colour = COLOUR[bottom]
    # the bottom card got 3 cubes, then the discard (with it) went back on top and two were drawn from it
    assert g.cubes[bottom][colour] >= 3 or g.outbreaks >= 1
    drawn = g.last_infections
    assert set(drawn) <= {"paris", "essen", bottom} and len(drawn) == 2
    assert sorted(g.infection_discard) == sorted(drawn)
    assert "epidemic" in g.player_discard and g.hands[0] == ["lima"]
    known = g.view()["infection_deck"]["known"]
    assert known == [{"cards": sorted({"paris", "essen", bottom} - set(drawn)), "ordered": False}]


def test_two_epidemics_at_once_open_a_window_between_them():
    g = game(roles=("scientist", "researcher"), hands=[[], ["one-quiet-night"]],
             player_deck=["epidemic", "epidemic", "tokyo", "cairo"])
    g.play("end", seat=0)
    # a window opens between the two epidemics for the holder (besides its own window earlier: none,
    # One Quiet Night is not Resilient Population)
    assert g.phase == "window" and g.window == "between" and g.to_move == (1,)
    assert g.rate_index == 1
    assert g.legal_actions(1) == ["quiet", "pass"]
    g.play("pass", seat=1)
    assert g.rate_index == 2
    assert g.phase == "window" and g.window == "infect"


def test_hand_limit_after_drawing_discard_or_play_an_event():
    g = game(roles=("scientist", "researcher"), hands=[BLUE, []], player_deck=["lima", "airlift", "cairo", "paris"])
    g.play("end", seat=0)
    assert g.phase == "discard" and g.to_move == (0,) and len(g.hands[0]) == 9
    legal = g.legal_actions(0)
    assert "discard lima" in legal and "discard airlift" in legal and "airlift scientist paris" in legal
    refused(g, "drive chicago", 0, "more than 7")
    g.play("airlift researcher paris", seat=0)          # an event instead of a discard
    assert g.phase == "confirm" and g.to_move == (1,)   # the Researcher is asked first
    g.play("agree", seat=1)
    assert g.phase == "discard" and len(g.hands[0]) == 8 and g.pawns[1] == "paris"
    g.play("discard lima", seat=0)
    assert g.turn == 1 and len(g.hands[0]) == 7


def test_hand_limit_mid_turn_after_sharing():
    hand = BLUE[1:] + ["lima"]
    g = game(roles=("scientist", "researcher"), hands=[["atlanta"], hand])
    g.play("give atlanta to researcher", seat=0)
    g.play("agree", seat=1)
    assert g.phase == "discard" and g.to_move == (1,)
    assert g.actions_left == 3
    g.play("discard lima", seat=1)
    assert g.phase == "actions" and g.to_move == (0,)


# ---------------------------------------------------------------------- sharing knowledge
def test_share_knowledge_needs_both_to_agree():
    g = game(roles=("scientist", "medic"), hands=[["atlanta", "paris"], ["chicago"]])
    legal = g.legal_actions(0)
    assert "give atlanta to medic" in legal and "give paris to medic" not in legal
    refused(g, "give paris to medic", 0, "card of that city")
    g.play("give atlanta to medic", seat=0)
    assert g.phase == "confirm" and g.to_move == (1,) and g.legal_actions(1) == ["agree", "refuse"]
    g.play("refuse", seat=1)
    assert g.hands[1] == ["chicago"] and g.actions_left == 4          # no action spent
    g.play("give atlanta to medic", seat=0)
    g.play("agree", seat=1)
    assert g.hands[1] == ["chicago", "atlanta"] and g.actions_left == 3
    g = game(roles=("scientist", "medic"), hands=[[], ["atlanta"]])
    g.play("take atlanta from medic", seat=0)
    assert g.to_move == (1,)
    g.play("agree", seat=1)
    assert g.hands[0] == ["atlanta"]
    g = game(roles=("scientist", "medic"), hands=[["atlanta"], []], pawns=["atlanta", "chicago"])
    assert not [a for a in g.legal_actions(0) if a.startswith("give")]


def test_researcher_shares_any_city_card_in_either_turn():
    g = game(roles=("researcher", "medic"), hands=[["paris", "tokyo", "airlift"], []])
    legal = g.legal_actions(0)
    assert "give paris to medic" in legal and "give tokyo to medic" in legal
    assert "give airlift to medic" not in legal
    g.play("give tokyo to medic", seat=0)
    g.play("agree", seat=1)
    assert g.hands[1] == ["tokyo"]
    g = game(roles=("medic", "researcher"), hands=[[], ["paris", "lima"]])
    assert {"take paris from researcher", "take lima from researcher"} <= set(g.legal_actions(0))
    g.play("take lima from researcher", seat=0)
    g.play("agree", seat=1)
    assert g.hands[0] == ["lima"]


# ---------------------------------------------------------------------- cures
def test_discover_a_cure_with_five_cards_at_a_station():
    g = game(roles=("medic", "researcher"), hands=[BLUE[:5] + ["lima"], []], pawns=["chicago", "atlanta"])
    refused(g, "cure blue", 0, "research station")
    g.play("drive atlanta", seat=0)
    g.play("cure blue", seat=0)
    assert g.cured[0] and g.hands[0] == ["lima"] and g.eradicated[0]   # no blue cube on the board: eradicated


def test_cure_with_surplus_cards_chooses_what_to_keep_and_scientist_needs_four():
    g = game(roles=("medic", "researcher"), hands=[BLUE[:6], []], cubes={"paris": 1})
    cures = [a for a in g.legal_actions(0) if a.startswith("cure")]
    assert cures == [f"cure blue keep {c}" for c in rules._sorted(BLUE[:6])]
    g.play("cure blue keep montreal", seat=0)
    assert g.hands[0] == ["montreal"] and g.cured[0] and not g.eradicated[0]
    g = game(roles=("scientist", "researcher"), hands=[BLUE[:4], []])
    assert "cure blue" in g.legal_actions(0)
    g = game(roles=("medic", "researcher"), hands=[BLUE[:4], []])
    refused(g, "cure blue", 0, "5 city cards")


def test_four_cures_win_at_once():
    g = game(roles=("scientist", "researcher"), hands=[BLUE[:4], []], cured=["yellow", "black", "red"])
    g.play("cure blue", seat=0)
    assert g.over and g.result()["winners"] == [0, 1]
    assert g.result()["scores"] == [4, 4]
    g.check_invariants()


# ---------------------------------------------------------------------- roles
def test_dispatcher_moves_another_pawn_only_if_its_owner_agrees():
    g = game(roles=("dispatcher", "medic", "scientist"), hands=[["paris", "atlanta"], [], []],
             pawns=["atlanta", "chicago", "tokyo"])
    g.play("dispatch medic direct paris", seat=0)
    assert g.phase == "confirm" and g.to_move == (1,) and g.legal_actions(1) == ["agree", "refuse"]
    assert g.pawns[1] == "chicago" and "paris" in g.hands[0] and g.actions_left == 4     # nothing moved yet
    assert g.view(None)["offer"] == {"kind": "dispatch", "by": 0, "pawn": 1, "move": "direct paris"}
    assert "Medic: agree that the Dispatcher moves your pawn" in g.status()
    refused(g, "agree", 0, "medic must decide")                          # the Dispatcher cannot answer
    refused(g, "refuse", 2, "medic must decide")
    refused(g, "drive chicago", 0, "medic must decide")
    assert g.label("agree", 1) == "Agree to be moved" and "moved by the Dispatcher" in g.describe("refuse", 1)
    g.play("refuse", seat=1)
    assert g.phase == "actions" and g.pawns[1] == "chicago" and "paris" in g.hands[0] and g.actions_left == 4
    g.play("dispatch scientist join atlanta", seat=0)
    assert g.to_move == (2,)
    g.play("agree", seat=2)
    assert g.pawns[2] == "atlanta" and g.actions_left == 3
    g.play("join chicago", seat=0)                                       # its own pawn: no question asked
    assert g.phase == "actions" and g.pawns[0] == "chicago" and g.actions_left == 2


def test_the_team_bot_does_not_ask_again_for_a_move_refused_this_turn():
    from tablewidgets.games.pandemic.strategy import _candidates
    g = game(roles=("dispatcher", "medic"), pawns=["atlanta", "chicago"])
    move = "dispatch medic drive montreal"
    assert move in _candidates(g, 0)
    g.play(move, seat=0)
    g.play("refuse", seat=1)
    assert move in g.legal_actions(0) and move not in _candidates(g, 0)      # the rules still allow asking
    assert "dispatch medic drive atlanta" in _candidates(g, 0)
    twin = g.clone()
    twin.play(move, seat=0)
    twin.play("refuse", seat=1)
    assert twin.refusals == (move, move) and g.refusals == (move,)         # the clone's refusals are its own
    finish_turn(g)
    assert g.refusals == ()


def test_the_team_bot_answers_a_dispatcher_and_hot_seat_plays_it():
    from tablewidgets.games.pandemic.strategy import PlannerBot
    g = game(roles=("dispatcher", "medic"), hands=[["paris"], []], pawns=["atlanta", "chicago"])
    g.play("dispatch medic direct paris", seat=0)
    assert PlannerBot(seed=1).choose(g, 1) == "agree"
    w = tw.play("pandemic", seats=["human", "human"], seed=1, position={
        "roles": ["dispatcher", "medic"], "hands": [["paris"], []], "pawns": ["atlanta", "chicago"], "cubes": {}})
    w._handle_custom_msg({"type": "act", "action": "dispatch medic direct paris"}, [])
    assert w.error == "" and w.game.to_move == (1,)
    answer = [c for c in w.choices if c["action"] == "agree"]
    assert answer and answer[0]["label"] == "Agree to be moved"                # the board now asks the Medic
    w._handle_custom_msg({"type": "act", "action": "agree"}, [])
    assert w.error == "" and w.game.pawns[1] == "paris"
    w = tw.play("pandemic", seats=["human", "planner"], seed=1, bot_delay=0, position={
        "roles": ["dispatcher", "medic"], "hands": [["paris"], []], "pawns": ["atlanta", "chicago"], "cubes": {}})
    w._handle_custom_msg({"type": "act", "action": "dispatch medic direct paris"}, [])
    for _ in range(100):
        if w.game.phase != "confirm":
            break
        import time
        time.sleep(0.05)
    assert w.game.pawns[1] == "paris" and w.game.actions_left == 3


def test_dispatcher_moves_other_pawns():
    g = game(roles=("dispatcher", "medic", "scientist"), hands=[["paris", "atlanta"], [], []],
             pawns=["atlanta", "chicago", "tokyo"], cubes={"paris": 2}, cured=["blue"])
    legal = g.legal_actions(0)
    assert "join chicago" in legal and "join tokyo" in legal            # to a city holding another pawn
    assert "dispatch medic drive montreal" in legal                      # as if it were the Dispatcher's own
    assert "dispatch medic join tokyo" in legal and "dispatch medic join atlanta" in legal
    assert "dispatch medic charter lima" not in legal                    # charter needs the card of Chicago
    g.play("dispatch medic direct paris", seat=0)                        # paid with the Dispatcher's card
    g.play("agree", seat=1)                                              # once the Medic agrees
    assert g.pawns[1] == "paris" and "paris" not in g.hands[0]
    assert g.cubes["paris"][0] == 0                                      # the Medic arrives and clears cured cubes
    g.play("join tokyo", seat=0)
    assert g.pawns[0] == "tokyo" and g.actions_left == 2
    g = game(roles=("medic", "dispatcher"))
    refused(g, "dispatch dispatcher drive chicago", 0, "Only the Dispatcher")
    refused(g, "join atlanta", 0)


def test_operations_expert_builds_free_and_flies_once_a_turn():
    g = game(roles=("expert", "medic"), hands=[["lima", "tokyo"], []], pawns=["chicago", "atlanta"])
    g.play("build", seat=0)
    assert "chicago" in g.stations and g.hands[0] == ["lima", "tokyo"]
    assert "ops sydney lima" in g.legal_actions(0)
    g.play("ops sydney lima", seat=0)
    assert g.pawns[0] == "sydney" and g.hands[0] == ["tokyo"] and g.ops_used
    g.play("charter tokyo", seat=0) if "sydney" in g.hands[0] else None
    g = game(roles=("expert", "medic"), hands=[["lima", "tokyo"], []])
    g.play("ops paris lima", seat=0)
    g.play("shuttle atlanta", seat=0) if False else g.play("direct tokyo", seat=0)
    g.play("drive osaka", seat=0)
    refused(g, "ops paris tokyo", 0, "once a turn")
    finish_turn(g)
    finish_turn(g)
    assert not g.ops_used


def test_operations_expert_move_parts_offer_the_ways():
    g = game(roles=("expert", "medic"), hands=[["lima", "tokyo"], []])
    assert g.parts("drive chicago", 0) == ["city:chicago", "way:drive"]
    assert g.parts("ops chicago lima", 0) == ["city:chicago", "way:ops-lima"]
    g = game(roles=("medic", "expert"), hands=[["lima"], []])
    assert g.parts("drive chicago", 0) == ["city:chicago"]
    assert g.parts("direct lima", 0) == ["city:lima"]
    testing.check_parts(g)


def test_contingency_planner_stores_an_event_and_it_leaves_the_game():
    g = game(roles=("planner", "medic"), player_discard=["airlift", "paris"])
    assert g.legal_actions(0).count("plan airlift") == 1
    refused(g, "plan paris", 0, "Contingency Planner")
    g.play("plan airlift", seat=0)
    assert g.planner_card == "airlift" and g.hands[0] == [] and g.actions_left == 3
    assert not [a for a in g.legal_actions(0) if a.startswith("plan")]
    g.play("airlift medic tokyo", seat=0)
    assert g.planner_card == "airlift"                  # stored until the Medic agrees
    g.play("agree", seat=1)
    assert g.pawns[1] == "tokyo" and g.planner_card is None and "airlift" in g.removed
    assert "airlift" not in g.player_discard and g.actions_left == 3     # events are free
    g.check_invariants()


def test_scientist_cures_with_four():
    g = game(roles=("scientist", "medic"), hands=[["lima", "bogota", "miami", "santiago"], []])
    g.play("cure yellow", seat=0)
    assert g.cured[1] and g.hands[0] == []


# ---------------------------------------------------------------------- events
def test_events_are_offered_to_other_seats_during_a_turn():
    g = game(roles=("scientist", "medic"), hands=[[], ["airlift"]])
    assert g.to_move == (0, 1)
    assert "airlift scientist paris" in g.legal_actions(1) and g.legal_actions(1)[-1] == "pass"
    g.play("drive chicago", seat=0)
    g.play("airlift scientist paris", seat=1)       # out of turn, free
    g.play("agree", seat=0)                          # the Scientist agrees to fly
    assert g.pawns[0] == "paris" and g.actions_left == 3 and g.to_move == (0,)
    refused(g, "drive chicago", 1, "turn")
    g = game(roles=("scientist", "medic"), hands=[[], ["airlift"]])
    g.play("pass", seat=1)
    assert g.to_move == (0,)                        # passed until the next window


def test_airlifting_a_teammate_needs_their_consent_and_a_refusal_keeps_the_card():
    # the published rules: another player's pawn is airlifted only with its owner's permission
    g = game(roles=("scientist", "medic"), hands=[["airlift"], []])
    g.play("airlift medic lima", seat=0)
    assert g.phase == "confirm" and g.to_move == (1,) and g.pawns[1] == "atlanta"
    assert g.legal_actions(1) == ["agree", "refuse"] and "airlift" in g.hands[0]
    assert "Medic" in g.status() and "Lima" in g.status()
    refused(g, "drive chicago", 0, "Medic")
    g.play("refuse", seat=1)
    assert g.phase == "actions" and g.pawns[1] == "atlanta" and "airlift" in g.hands[0]
    assert g.actions_left == 4 and "airlift medic lima" in g.refusals
    g.play("airlift medic lima", seat=0)
    g.play("agree", seat=1)
    assert g.pawns[1] == "lima" and "airlift" in g.player_discard and g.actions_left == 4
    g = game(roles=("scientist", "medic"), hands=[["airlift"], []])
    g.play("airlift scientist lima", seat=0)          # one's own pawn needs nobody's consent
    assert g.pawns[0] == "lima" and g.phase == "actions"
    g.check_invariants()


def test_the_bot_does_not_ask_again_for_an_airlift_that_was_refused():
    from tablewidgets.games.pandemic.strategy import PlannerBot
    g = game(roles=("scientist", "medic"), hands=[["airlift"], []])
    g.play("airlift medic lima", seat=0)
    g.play("refuse", seat=1)
    bot = PlannerBot(seed=1)
    for _ in range(3):
        if g.over or g.turn != 0 or g.phase != "actions":
            break
        action = bot.choose(g, 0)
        assert action != "airlift medic lima"
        g.play(action, seat=0)
        if g.phase == "confirm":
            g.play("agree", seat=g.to_move[0])


def test_a_hot_seat_board_follows_the_seat_that_must_decide():
    g = game(roles=("scientist", "medic"), hands=[["airlift"], []], player_deck=["lima", "paris", "tokyo", "cairo"])
    w = g.widget(seats=["human", "human"])
    assert w.watching == 0
    g.play("end", seat=0)
    assert g.phase == "window" and w.watching == 0          # the holder decides before the infection
    g.play("pass", seat=0)
    assert g.to_move == (1, 0) and w.watching == 1          # the new turn is shown, not the event holder
    assert [c["action"] for c in w.choices][-1] == "end"
    w.handle({"type": "set_seat", "seat": 0})               # the holder may still step in
    assert "airlift medic paris" in [c["action"] for c in w.choices]


def test_window_before_infection_and_one_quiet_night():
    g = game(roles=("scientist", "medic"), hands=[[], ["one-quiet-night"]], player_deck=["lima", "paris", "tokyo"],
             infection_top=["sydney", "osaka"])
    g.play("pass", seat=1)
    g.play("end", seat=0)
    assert g.phase == "window" and g.window == "infect" and g.to_move == (1,)
    assert "before the cities are infected" in g.status()
    g.play("quiet", seat=1)
    assert g.turn == 1 and g.cubes["sydney"][3] == 0 and g.cubes["osaka"][3] == 0
    assert "skipped" in g.events[-1].text or any("Quiet" in e.text for e in g.events[-3:])


def test_resilient_population_between_infect_and_intensify():
    g = game(roles=("scientist", "medic"), hands=[[], ["resilient-population"]],
             player_deck=["epidemic", "lima", "tokyo"], infection_discard=["paris"])
    g.play("pass", seat=1)
    bottom = g.infection_deck[0]
    g.play("end", seat=0)
    assert g.phase == "window" and g.window == "epidemic" and g.to_move == (1,)
    assert g.legal_actions(1) == [f"resilient {c}" for c in ["paris", bottom]] + ["pass"]
    g.play(f"resilient {bottom}", seat=1)
    assert bottom in g.removed and bottom not in g.infection_deck
    assert "paris" in g.last_infections and bottom not in g.last_infections
    g.check_invariants()


def test_only_resilient_population_between_infect_and_intensify():
    g = game(roles=("scientist", "medic"), hands=[[], ["airlift", "resilient-population"]],
             player_deck=["epidemic", "lima", "tokyo"])
    g.play("pass", seat=1)
    g.play("end", seat=0)
    assert g.window == "epidemic"
    refused(g, "airlift scientist paris", 1, "only Resilient Population")


def test_forecast_rearranges_the_top_six():
    top = ["sydney", "osaka", "moscow", "lima", "paris", "tokyo", "cairo"]
    g = game(roles=("scientist", "medic"), hands=[["forecast"], []], infection_top=top)
    g.play("forecast", seat=0)
    assert g.phase == "forecast" and g.to_move == (0,)
    assert sorted(a.split()[1] for a in g.legal_actions(0)) == sorted(top[:6])
    assert not g.can_undo(0)                          # the cards were seen
    refused(g, "drive chicago", 0, "Forecast")
    for city in ["tokyo", "paris", "lima", "moscow", "osaka"]:
        g.play(f"put {city}", seat=0)
    assert g.phase == "actions"
    assert g.infection_deck[-6:][::-1] == ["tokyo", "paris", "lima", "moscow", "osaka", "sydney"]
    assert g.view()["infection_deck"]["known"] == [
        {"cards": ["tokyo", "paris", "lima", "moscow", "osaka", "sydney"], "ordered": True}]
    testing.check_no_leak(g, random.Random(1))


def test_government_grant_and_moving_a_station():
    g = game(roles=("scientist", "medic"), hands=[["government-grant"], []])
    g.play("grant lagos", seat=0)
    assert "lagos" in g.stations and g.actions_left == 4
    six = ["atlanta", "tokyo", "lima", "cairo", "delhi", "essen"]
    g = game(roles=("scientist", "medic"), hands=[[], ["government-grant"]], stations=six)
    assert "grant lagos from tokyo" in g.legal_actions(1) and "grant lagos" not in g.legal_actions(1)
    g.play("grant lagos from tokyo", seat=1)
    assert "lagos" in g.stations and "tokyo" not in g.stations and len(g.stations) == 6
    assert g.parts("grant paris from lima", 0) == ["card:government-grant", "city:paris", "station:lima"]


def test_events_cannot_be_played_while_a_trade_is_resolved():
    g = game(roles=("scientist", "medic"), hands=[["atlanta", "airlift"], []])
    g.play("give atlanta to medic", seat=0)
    assert g.to_move == (1,)
    with pytest.raises(IllegalAction):
        g.play("airlift medic paris", seat=0)


# ---------------------------------------------------------------------- words, parts, views
def test_describe_label_status_and_parts():
    g = game(roles=("scientist", "medic"), hands=[["paris", "airlift"], []], cubes={"atlanta": 2})
    assert g.describe("drive chicago", 0) == "Scientist goes to Chicago by road."
    assert g.label("direct paris", 0) == "Direct flight to Paris"
    assert g.label("airlift medic tokyo", 0) == "Airlift Medic to Tokyo"
    assert "Scientist's turn: 4 actions left" in g.status()
    assert g.parts("treat blue", 0) == ["cube:atlanta:blue"]
    assert g.parts("airlift medic tokyo", 0) == ["card:airlift", "pawn:medic", "city:tokyo"]
    assert g.parts("end", 0) == []
    testing.check_parts(g)
    for action in g.legal_actions(0):
        text = g.describe(action, 0)
        assert text.endswith(".") and text.startswith("Scientist "), text


def test_views_show_hands_but_no_deck_order():
    g = tw.new("pandemic", players=3, seed=5)
    view = g.view(1)
    assert view["hands"] == g.hands
    text = json.dumps(view)
    assert json.dumps(g.infection_deck) not in text
    assert view["player_deck"]["count"] == g.player_deck_size()
    assert "piles" in view["player_deck"] and all(set(p) == {"count", "epidemics"} for p in view["player_deck"]["piles"])
    testing.check_no_leak(g, random.Random(2))


def test_resample_respects_epidemic_piles_and_known_layers():
    g = game(roles=("scientist", "medic"), player_deck=["epidemic", "lima", "tokyo", "cairo"],
             infection_discard=["paris", "essen"])
    g.play("end", seat=0)
    layer = g.view()["infection_deck"]["known"][0]["cards"]
    for i in range(5):
        twin = g.determinize(0, random.Random(i))
        assert sorted(twin.infection_deck[-len(layer):]) == layer
        assert [p.count("epidemic") for p in twin.piles] == [p.count("epidemic") for p in g.piles]
    twin.check_invariants()


# ---------------------------------------------------------------------- bots
@pytest.mark.parametrize("level", ["random", "greedy", "planner"])
def test_every_bot_plays_a_legal_move(level):
    g = tw.new("pandemic", players=2, seed=3)
    bot = make_bot(CLS, level, seed=1)
    for _ in range(6):
        seat = g.to_move[0]
        action = bot.choose(g.clone(), seat)
        assert action in g.legal_actions(seat)
        g.play(action, seat=seat)


def test_mcts_bot_plays_a_legal_move_and_lets_event_windows_pass_sensibly():
    g = tw.new("pandemic", players=2, seed=3)
    bot = make_bot(CLS, "mcts", seed=1)
    assert isinstance(bot, strategy.TeamMCTSBot)
    bot.iterations = 30
    action = bot.choose(g, 0)
    assert action in g.legal_actions(0)
    g = game(roles=("scientist", "medic"), hands=[[], ["airlift"]])
    assert g.to_move == (0, 1)
    assert bot.choose(g, 1) == "pass"          # not a random airlift at the start of a turn


def test_planner_bot_wins_introductory_games():
    wins = 0
    for seed in range(3):
        g = tw.new("pandemic", players=2, seed=seed)
        bots = [strategy.PlannerBot(seed=s) for s in range(2)]
        while not g.over:
            seat = g.to_move[0]
            g.play(bots[seat].choose(g, seat), seat=seat)
        g.check_invariants()
        wins += bool(g.result()["winners"])
    assert wins >= 1


def test_planner_bot_event_sense():
    g = game(roles=("scientist", "medic"), hands=[[], ["resilient-population"]],
             player_deck=["epidemic", "lima", "tokyo"])
    g.play("pass", seat=1)
    bottom = g.infection_deck[0]
    g.play("end", seat=0)
    assert strategy.PlannerBot(seed=1).choose(g, 1) == f"resilient {bottom}"
    g = game(roles=("scientist", "medic"), hands=[BLUE, []], player_deck=["lima", "tokyo", "cairo"])
    g.play("end", seat=0)
    assert strategy.PlannerBot(seed=1).choose(g, 0) == "discard lima"


def test_heuristic_is_sound():
    g = game(roles=("scientist", "medic"), cubes={"paris": 3})
    worse = game(roles=("scientist", "medic"), cubes={"paris": 3, "lima": 3, "tokyo": 3}, outbreaks=4)
    better = game(roles=("scientist", "medic"), cured=["blue"])
    assert -1 < worse.heuristic(0) < g.heuristic(0) < better.heuristic(0) < 1


# ---------------------------------------------------------------------- lesson and the kit
def test_lesson_steps_start_and_tasks_are_achievable():
    games = testing.check_lesson("pandemic", plies=2, steps=(8, 26))
    for g in games:
        g.check_invariants()


def _lesson_play(title, actions):
    from tablewidgets.engine.lesson import lesson_for
    lesson = lesson_for("pandemic")
    index = [s.title for s in lesson.steps].index(title)
    g = lesson.start(index)
    assert not lesson.done(index, g), title
    for seat, action in actions:
        g.play(action, seat=seat)
    assert lesson.done(index, g), title
    return g


@pytest.mark.parametrize("title,actions,fact", [
    ("Airlift", [(0, "airlift medic lima"), (1, "agree")],
     lambda g: g.actions_left == 4 and "airlift" in g.player_discard and g.pawns[1] == "lima"),
    ("Forecast", [(0, "forecast"), (0, "put osaka")],
     lambda g: g.phase == "forecast" and len(g.forecast["cards"]) == 5 and g.actions_left == 4),
    ("Government Grant", [(0, "grant lima")], lambda g: g.pawns[0] == "atlanta" and g.actions_left == 4),
    ("Resilient Population", [(0, "resilient paris")], lambda g: "paris" not in g.infection_discard),
    ("The Medic on cured diseases", [(0, "drive chicago")], lambda g: g.actions_left == 3),
    ("The Operations Expert's flight", [(0, "ops tokyo lima")], lambda g: "lima" in g.player_discard),
    ("The Dispatcher", [(0, "dispatch medic drive chicago"), (1, "agree")],
     lambda g: g.pawns[1] == "chicago" and g.cubes["chicago"][0] == 2 and g.actions_left == 3),
    ("The Researcher in another player's turn", [(0, "take paris from researcher"), (1, "agree")],
     lambda g: g.hands[0] == ["paris"] and g.turn == 0),
    ("Two epidemics in one draw", [(0, "end")],
     lambda g: g.rate_index == 2 and len(g.infection_discard) == 2),
    ("An eradicated disease stays away", [(0, "end")], lambda g: g.eradicated[0] and sum(g.supply) >= 0),
    ("Too many cards after the draw", [(0, "end"), (0, "discard paris")],
     lambda g: "paris" in g.player_discard and g.turn == 1),
])
def test_lesson_steps_for_events_roles_epidemics_and_discards(title, actions, fact):
    g = _lesson_play(title, actions)
    assert fact(g), title


@pytest.mark.parametrize("players,difficulty", [(2, "introductory"), (3, "standard"), (4, "heroic"),
                                                (2, "heroic"), (4, "introductory"), (3, "introductory")])
def test_random_playouts(players, difficulty):
    stats = testing.random_playouts("pandemic", games=40, seed=players, players=players, difficulty=difficulty)
    assert stats["finished"] == 40


def test_full_contract():
    testing.full_contract_check("pandemic", range(4), players=2)
    testing.full_contract_check("pandemic", range(4, 6), players=4, difficulty="heroic")


def test_replay_save_and_corrupt_saves():
    g = testing.check_replay("pandemic", seed=9, players=3)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    g = game(roles=("planner", "medic", "expert"), hands=[["paris"], [], []])
    g.play("drive chicago", seat=0)
    testing.check_save_roundtrip(g)


def test_fuzzing_every_phase():
    rng = random.Random(4)
    phases = set()
    for seed in range(12):
        g = tw.new("pandemic", players=rng.choice([2, 3, 4]), seed=seed)
        while not g.over:
            if g.phase not in phases or rng.random() < 0.05:
                phases.add(g.phase)
                testing.fuzz_actions(g, rng, tries=10)
                testing.check_undo_policy(g)
            seat = rng.choice(g.to_move)
            g.play(rng.choice(g.legal_actions(seat)), seat=seat)
    # a hand over the limit after the draw, in case the random games met none
    g = game(hands=[["paris", "lima", "tokyo", "cairo", "delhi", "seoul"], []],
             player_deck=["essen", "milan", "madrid", "london"])
    g.play("end", seat=0)
    assert g.phase == "discard"
    phases.add(g.phase)
    testing.fuzz_actions(g, rng, tries=10)
    testing.check_undo_policy(g)
    assert {"actions", "discard", "confirm", "window", "forecast"} <= phases


def test_clone_is_independent():
    g = tw.new("pandemic", players=2, seed=2)
    twin = g.clone()
    twin.play("drive chicago", seat=0)
    twin.hands[1].append("x")
    assert g.pawns[0] == "atlanta" and "x" not in g.hands[1] and g.history == []


def test_a_named_top_infection_card_leaves_the_setup_discard_pile():
    plain = tw.new("pandemic", players=2, seed=1)
    first = plain.infection_discard[0]                     # infected at setup
    g = game(infection_top=[first, "tokyo"])
    assert first not in g.infection_discard and g.infection_deck[-1] == first
    g.check_invariants()
