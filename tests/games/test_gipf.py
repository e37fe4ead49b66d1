"""GIPF: one scripted test per rule, every rule set, and the shared contract checks."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import tablewidgets as tw
from tablewidgets.testing import refused
from tablewidgets import testing
from tablewidgets.engine.bots import GreedyBot, MCTSBot, make_bot
from tablewidgets.games import gipf as gipf_pkg
from tablewidgets.games.gipf import board as gboard

VARIANTS = ("basic", "standard", "tournament")
TOTAL = {"basic": 15, "standard": 18, "tournament": 18}


def game(variant: str = "standard") -> tw.Game:
    """A game from the rule set's own starting position."""
    return tw.new("gipf", seed=1, variant=variant)


def new(variant: str = "standard", **position) -> tw.Game:
    """A game from a position spec (see the package docstring)."""
    return tw.GAMES["gipf"](2, 1, position, variant=variant)


def pieces(g, color):
    """Sorted names of ``color``'s pieces, GIPF pieces prefixed with G."""
    return sorted(("G" if p["gipf"] else "") + name for name, p in g.view()["board"].items() if p["color"] == color)


# ---------------------------------------------------------------- the board

def test_board_geometry_matches_the_view_format():
    assert len(gboard.POINTS) == 37 and len(gboard.DOTS) == 24
    assert len(gboard.PUSHES) == 42            # 6 corner dots with one push, 18 dots with two
    per_dot = {}
    for dot, pt, _ in gboard.PUSHES:
        per_dot.setdefault(dot, []).append(pt)
    assert {d for d, pts in per_dot.items() if len(pts) == 1} == {"a1", "a5", "e1", "e9", "i1", "i5"}
    # the neighbour formula of docs/views/gipf.md: towards c+1, k and k+1 when c < 4, k-1 and k when c >= 4
    assert [gboard.NAMES[p] for p in gboard.PUSH_BY_NAME["a1", "b2"]] == ["b2", "c3", "d4", "e5", "f5", "g5", "h5"]
    assert [gboard.NAMES[p] for p in gboard.PUSH_BY_NAME["e1", "e2"]] == ["e2", "e3", "e4", "e5", "e6", "e7", "e8"]
    assert [gboard.NAMES[p] for p in gboard.PUSH_BY_NAME["i3", "h3"]] == ["h3", "g3", "f3", "e3", "d2"]
    assert sorted(len(line) for line in gboard.LINES) == [4] * 6 + [5] * 6 + [6] * 6 + [7] * 3


@pytest.mark.parametrize("variant", VARIANTS)
def test_setup_of_each_rule_set(variant):
    g = game(variant)
    v = g.view()
    assert v["variant"] == variant and g.to_move == (0,) and v["phase"] == "push"
    if variant == "tournament":
        assert v["board"] == {} and v["reserve"] == [18, 18] and v["gipf_on_board"] == [0, 0]
    else:
        gipf = variant == "standard"
        assert pieces(g, 0) == [("G" if gipf else "") + n for n in ("b5", "e2", "h5")]
        assert pieces(g, 1) == [("G" if gipf else "") + n for n in ("b2", "e8", "h2")]
        assert v["reserve"] == [12, 12] and v["gipf_on_board"] == ([3, 3] if gipf else [0, 0])
    g.check_invariants()


def test_unknown_variant_is_refused():
    with pytest.raises(tw.OptionError):
        tw.new("gipf", variant="blitz")


# ---------------------------------------------------------------- pushing

def test_push_moves_the_whole_unbroken_line():
    g = new(white="Gb5 e2 e3", black="Gb2 e4 e6")
    g.play("e1-e2")
    assert pieces(g, 0) == ["Gb5", "e2", "e3", "e4"]
    assert pieces(g, 1) == ["Gb2", "e5", "e6"]      # e6 was beyond the gap: it stays
    assert g.view()["last"] == {"seat": 0, "action": "e1-e2", "moved": ["e2", "e3", "e4", "e5"], "removed": []}
    assert g.view()["reserve"] == [13, 14] and g.to_move == (1,)


def test_push_onto_an_empty_point_moves_nothing_else():
    g = game()
    g.play("a1-b2")                     # b2 holds Black's GIPF piece: it moves on to c3
    assert "Gc3" in pieces(g, 1) and "b2" in pieces(g, 0)
    g.play("i3-h3")
    assert "h3" in pieces(g, 1) and g.view()["last"]["moved"] == ["h3"]


def test_push_into_a_full_line_is_refused_with_the_reason():
    g = new(white="Gb5 e2 e4 e6", black="Gb2 e3 e5 e7 e8")
    assert "e1-e2" not in g.legal_actions() and "e9-e8" not in g.legal_actions()
    refused(g, "e1-e2", match="line is full")
    refused(g, "e9-e8", match="line is full")
    assert "d1-e2" in g.legal_actions()    # the same dot area still has open lines


def test_malformed_and_misplaced_pushes_are_explained():
    g = game()
    refused(g, "e5-e6", match="not an outer dot")
    refused(g, "a1-c3", match="not a point next to")
    refused(g, "Ga1-b2", match="tournament")
    refused(g, "hello", match="push reads like")
    refused(g, "x e2-e8", match="no row to take")
    refused(g, "keep e5", match="no gipf piece is waiting")
    refused(g, "a1-b2", seat=1, match="not black's turn")


def test_notation_is_lenient_and_printed_canonically():
    g = game()
    assert g.parse("  A1 - B2 ") == "a1-b2" and g.parse("a1b2") == "a1-b2" and g.parse("a1 b2") == "a1-b2"
    assert g.parse("g a1-b2") == "Ga1-b2"
    assert g.parse("X E8-E2") == "x e2-e8" and g.parse("take c3 f5") == "x c3-f5"
    assert g.parse("Keep E5") == "keep e5" and g.parse("r e5") == "remove e5"
    g.play("A1 - B2")
    assert g.history == [(0, "a1-b2")]


# ---------------------------------------------------------------- four in a row

def test_four_in_a_row_returns_own_pieces_to_reserve():
    g = new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 Ge8")
    assert g.view()["reserve"] == [11, 12]
    g.play("e1-e2")
    assert pieces(g, 0) == ["Gb5", "Gh5"]
    assert g.view()["reserve"] == [14, 12] and g.view()["captured"] == [0, 0]
    assert g.view()["last"]["removed"] == ["e2", "e3", "e4", "e5"]
    assert g.to_move == (1,)


def test_the_extended_line_is_taken_and_opposing_singles_are_captured():
    # White's four e2-e5 extend through Black's e6, e7 up to Black's GIPF piece on e8; d-file pieces stay.
    g = new(white="Gb5 e2 e3 e4", black="Gb2 e5 e6 Ge8 d6")
    g.play("e1-e2")
    v = g.view()
    assert v["phase"] == "remove" and v["deciding"] == {"gipf": "e8"} and v["taking"] == "e2-e8"
    assert v["rows"] == [{"id": "e2-e8", "points": ["e2", "e3", "e4", "e5", "e6", "e7", "e8"], "owner": 0}]
    assert g.legal_actions() == ["keep e8", "remove e8"]
    g.play("keep e8")
    assert pieces(g, 1) == ["Gb2", "Ge8", "d6"]
    assert g.view()["captured"] == [2, 0] and g.view()["reserve"][0] == 13 - 1 + 4


def test_a_gap_ends_the_extended_line():
    g = new(white="Gb5 e2 e3 e4", black="Gb2 e6 e7")
    g.play("e1-e2")        # after the push: W e2-e5, Black e6 e7 touch e5 -> they are part of the line
    assert pieces(g, 1) == ["Gb2"] and g.view()["captured"] == [2, 0]
    g = new(white="Gb5 e2 e3 e4", black="Gb2 e7 e8")
    g.play("e1-e2")        # e6 stays empty: Black's e7 and e8 are not touched
    assert pieces(g, 1) == ["Gb2", "e7", "e8"] and g.view()["captured"] == [0, 0]


def test_a_gipf_piece_counts_as_one_piece_of_its_colour_in_a_row():
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2")
    g.play("e1-e2")
    assert g.view()["rows"][0]["id"] == "e2-e5" and g.view()["deciding"] == {"gipf": "e4"}


def test_keeping_or_removing_a_gipf_piece_counts_two():
    # own GIPF piece removed: two pieces back to the reserve
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2")
    g.play("e1-e2")
    reserve = g.view()["reserve"][0]
    g.play("remove e4")
    assert g.view()["reserve"][0] == reserve + 3 + 2 and g.view()["gipf_on_board"] == [1, 1]
    # kept: it stays, the singles go
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2")
    g.play("e1-e2")
    g.play("keep e4")
    assert pieces(g, 0) == ["Gb5", "Ge4"] and g.view()["reserve"][0] == reserve + 3
    # opposing GIPF piece removed: two captured
    g = new(white="Gb5 e2 e3 e4", black="Gb2 Gh2 e5 Ge6")
    g.play("e1-e2")
    g.play("remove e7")
    assert g.view()["captured"] == [3, 0] and g.view()["gipf_on_board"] == [1, 2]
    assert g.to_move == (1,) and g.view()["phase"] == "push"


def test_one_decision_per_gipf_piece_in_order_along_the_row():
    g = new(white="Gb5 Gh5 e2 Ge3 e4", black="Gb2 Ge5")
    g.play("e1-e2")
    assert g.legal_actions() == ["keep e4", "remove e4"]
    refused(g, "keep e6", match="the one on e4")
    refused(g, "a1-b2", match="must decide")
    g.play("keep e4")
    assert g.legal_actions() == ["keep e6", "remove e6"]
    g.play("remove e6")
    assert pieces(g, 0) == ["Gb5", "Ge4", "Gh5"] and pieces(g, 1) == ["Gb2"]


def test_a_row_completed_by_the_opponent_is_taken_and_decided_by_its_owner():
    # Black pushes White's pieces up the e-file: White gets e3-e6, extended by Black's e2 and GIPF piece e7.
    g = new(white="Gb5 e2 e3 e4 e6", black="Gb2 Ge7", to_move=1)
    g.play("e1-e2")
    v = g.view()
    assert v["rows"] == [{"id": "e2-e7", "points": ["e2", "e3", "e4", "e5", "e6", "e7"], "owner": 0}]
    assert g.to_move == (0,) and v["deciding"] == {"gipf": "e7"}
    refused(g, "remove e7", seat=1, match="not black's turn")
    g.play("remove e7")
    assert pieces(g, 0) == ["Gb5"] and pieces(g, 1) == ["Gb2"]
    assert g.view()["captured"] == [3, 0] and g.view()["reserve"][0] == 18 - 6 + 4
    assert g.to_move == (0,) and g.view()["phase"] == "push"       # Black pushed, so White pushes next


# ---------------------------------------------------------------- several rows

def test_rows_that_do_not_meet_are_all_taken():
    g = new(white="Gb5 e2 e4 f3 g3 h3 c5 d5", black="Gb2 e3")
    g.play("e1-e2")      # e3 <- W from e2, e5 <- W from e4: rows e3-h3 and b5-e5 (b5 is White's GIPF)
    assert g.to_move == (0,) and g.view()["deciding"] == {"gipf": "b5"} and g.view()["taking"] == "b5-e5"
    g.play("keep b5")
    assert pieces(g, 0) == ["Gb5", "e2"] and pieces(g, 1) == ["Gb2", "e4"]
    assert g.to_move == (1,)


def test_crossing_rows_the_owner_chooses_which_to_take():
    g = new(white="Gb5 e2 e3 e4 c3 d4 f5", black="Gh2")
    g.play("e1-e2")      # column e2-e5 and diagonal c3-f5 share e5
    v = g.view()
    assert sorted(r["id"] for r in v["rows"]) == ["c3-f5", "e2-e5"] and v["deciding"] is None
    assert sorted(g.legal_actions()) == ["x c3-f5", "x e2-e5"]
    assert all(g.parts(a, 0) == ["row:" + a[2:]] for a in g.legal_actions())
    refused(g, "x e2-e8", match="not one of the rows")
    g.play("x e2-e5")
    # e5 was a single piece: the diagonal lost it and is no row any more
    assert pieces(g, 0) == ["Gb5", "c3", "d4", "f5"] and g.to_move == (1,)


def test_crossing_at_a_kept_gipf_piece_takes_the_second_row_too():
    g = new(white="Gb5 e2 e3 Ge4 c3 d4 f5", black="Gh2")
    g.play("e1-e2")      # the GIPF piece moves to e5, the crossing point
    g.play("x e2-e5")
    assert g.legal_actions() == ["keep e5", "remove e5"]
    g.play("keep e5")
    # the diagonal still holds four with the kept GIPF piece: it is taken next, asking again about e5
    assert g.view()["taking"] == "c3-f5" and g.legal_actions() == ["keep e5", "remove e5"]
    g.play("keep e5")
    assert pieces(g, 0) == ["Gb5", "Ge5"] and g.to_move == (1,)
    # removing it with the first row leaves no second row
    g = new(white="Gb5 e2 e3 Ge4 c3 d4 f5", black="Gh2")
    g.play("e1-e2")
    g.play("x c3-f5")
    g.play("remove e5")
    assert pieces(g, 0) == ["Gb5", "e2", "e3", "e4"] and g.to_move == (1,)


def test_both_players_rows_the_pusher_goes_first():
    # White's push completes e2-h2 for White and e3-h3 for Black; each holds a GIPF piece.
    g = new(white="Gb5 f2 g2 Gh2", black="Gb2 e2 f3 g3 Gh3")
    g.play("e1-e2")
    v = g.view()
    assert sorted((r["owner"], r["id"]) for r in v["rows"]) == [(0, "e2-h2"), (1, "e3-h3")]
    assert g.to_move == (0,) and v["deciding"] == {"gipf": "h2"}
    g.play("keep h2")
    assert g.to_move == (1,) and g.view()["deciding"] == {"gipf": "h3"} and g.view()["phase"] == "remove"
    g.play("remove h3")
    assert g.to_move == (1,) and g.view()["phase"] == "push"     # now Black's own turn to push
    assert pieces(g, 0) == ["Gb5", "Gh2"] and pieces(g, 1) == ["Gb2"]


def test_the_pushers_row_may_destroy_the_opponents_row():
    # After the push White holds e2-e5 extended by Black's e6; Black's c6-d6-e6-f5 loses e6 to White first.
    g = new(white="Gb5 e2 e3 e4", black="Gb2 e5 c6 d6 f5")
    g.play("e1-e2")
    assert pieces(g, 1) == ["Gb2", "c6", "d6", "f5"] and g.view()["captured"] == [1, 0]
    assert g.to_move == (1,) and g.view()["phase"] == "push"


def test_rows_present_before_a_push_are_taken_first():
    g = new(white="Gb5 e2 e3 e4 e5", black="Gb2 Gh2", to_move=1)
    assert g.view()["phase"] == "push" and g.to_move == (1,)      # no decision needed: taken at once
    assert pieces(g, 0) == ["Gb5"] and g.view()["reserve"] == [16, 14]
    g = new(white="Gb5 e2 Ge3 e4 e5", black="Gb2", to_move=1)
    assert g.to_move == (0,) and g.view()["deciding"] == {"gipf": "e3"}
    g.play("keep e3")
    assert g.to_move == (1,) and g.view()["phase"] == "push"     # still Black's push afterwards


def test_a_row_of_gipf_pieces_only_must_lose_one():
    g = new("tournament", white="Ge3 Ge4 Ge5", black="Gb2")
    g.play("Ge1-e2")
    for name in ("e2", "e3", "e4"):
        g.play(f"keep {name}")
    assert g.legal_actions() == ["remove e5"]
    refused(g, "keep e5", match="at least one")
    g.play("remove e5")
    assert pieces(g, 0) == ["Ge2", "Ge3", "Ge4"] and g.view()["reserve"][0] == 18 - 8 + 2


# ---------------------------------------------------------------- winning

def test_a_player_who_must_push_with_an_empty_reserve_loses():
    g = new(white="Gb5", black="Gb2", reserve=[1, 0])
    g.play("a3-b3")
    assert g.over and g.result()["winners"] == [0]
    assert "no piece left in reserve" in g.result()["reason"]
    assert "White won" in g.status()


def test_losing_the_last_gipf_piece_loses():
    g = new(white="Gb5 e2 e3 e4", black="e5 e6 Ge7")
    g.play("e1-e2")
    g2 = g.clone()
    g.play("remove e8")
    assert g.over and g.result()["winners"] == [0] and "no GIPF piece" in g.result()["reason"]
    g2.play("keep e8")
    assert not g2.over and g2.to_move == (1,)


def test_both_last_gipf_pieces_gone_in_one_turn_the_pusher_wins():
    # White's row holds White's only GIPF piece and Black's only one; White removes both.
    g = new(white="e2 Ge3 e4", black="e5 Ge6")
    g.play("e1-e2")
    g.play("remove e4")
    g.play("remove e7")
    assert g.over and g.result()["winners"] == [0] and "White pushed" in g.result()["reason"]
    # the same when each side's row takes the other's last GIPF piece: Black pushes b1-c2, making
    # Black's c2-c5 (extended by White's GIPF piece c6) and White's d3-d6 (extended by Black's d7)
    g = new(white="c2 Gc6 d4 d5 d6", black="c3 c4 c5 Gd7", to_move=1)
    g.play("b1-c2")
    assert g.to_move == (1,) and g.view()["deciding"] == {"gipf": "c6"}
    g.play("remove c6")
    assert g.to_move == (0,) and g.view()["deciding"] == {"gipf": "d7"}
    g.play("remove d7")
    assert g.over and g.result()["winners"] == [1] and g.view()["gipf_on_board"] == [0, 0]


def test_basic_rules_have_no_gipf_pieces_and_no_gipf_defeat():
    g = game("basic")
    assert all(not a.startswith("G") for a in g.legal_actions())
    with pytest.raises(tw.OptionError):
        new("basic", white="Ge5")
    g = new("basic", white="e2 e3 e4", black="b2")
    g.play("e1-e2")
    assert pieces(g, 0) == [] and not g.over and g.view()["reserve"] == [15, 14]


# ---------------------------------------------------------------- tournament rules

def test_tournament_first_push_is_a_gipf_piece():
    g = game("tournament")
    assert all(a.startswith("G") for a in g.legal_actions()) and len(g.legal_actions()) == 42
    refused(g, "a1-b2", match="must be a gipf piece")
    assert g.parts("Ga1-b2", 0) == ["reserve:gipf", "dot:a1", "pt:b2"]
    g.play("Ga1-b2")
    assert g.view()["reserve"] == [16, 18] and g.view()["gipf_on_board"] == [1, 0]
    assert not g.over     # Black has not entered a GIPF piece yet: no defeat for having none
    g.play("Ga5-b5")
    # now both kinds of push are open, until a single piece comes in
    acts = g.legal_actions()
    assert "Ga2-b3" in acts and "a2-b3" in acts and g.view()["gipf_allowed"] == [True, True]
    g.play("Ga2-b3")
    g.play("i3-h3")
    assert g.view()["gipf_allowed"] == [True, False]
    g.play("a4-b4")
    assert not any(a.startswith("G") for a in g.legal_actions())
    refused(g, "Gi2-h2", match="already entered a single piece")


def test_tournament_gipf_defeat_only_after_entering_one():
    g = new("tournament", white="Gb5 e2 e3 e4", black="e5 Ge6", entered_single=[True, True])
    g.play("e1-e2")
    g.play("remove e7")
    assert g.over and g.result()["winners"] == [0]


def test_tournament_gipf_needs_two_pieces_in_reserve():
    g = new("tournament", white="Gb5", black="Gb2", reserve=[1, 16], captured=[0, 15])
    assert all(not a.startswith("G") for a in g.legal_actions())
    refused(g, "Ga1-b2", match="two pieces from the reserve")


# ---------------------------------------------------------------- positions

def test_position_spec_is_checked():
    with pytest.raises(tw.OptionError, match="not a point"):
        new(white="e1")
    with pytest.raises(tw.OptionError, match="twice"):
        new(white="e5", black="e5")
    with pytest.raises(tw.OptionError, match="do not add up"):
        new(white="Gb5", black="Gb2", reserve=[3, 3], captured=[0, 0])
    with pytest.raises(tw.OptionError, match="no key"):
        new(white="Gb5", black="Gb2", colour="red")
    with pytest.raises(tw.OptionError, match="no GIPF piece"):
        new(white="e5", black="Gb2")
    with pytest.raises(tw.OptionError, match="first push"):
        new("tournament", white="e5", entered_gipf=[False, False])
    with pytest.raises(tw.OptionError, match="fewer than two"):
        new("tournament", reserve=[1, 18], captured=[0, 17])
    g = new(white="Gb5 e5", black="Gb2", captured=[0, 3])
    assert g.view()["reserve"] == [12, 16] and g.view()["captured"] == [0, 3]


# ---------------------------------------------------------------- words, views and parts

def test_describe_label_parts_status():
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2")
    assert g.describe("e1-e2", 0) == ("White enters a piece at e1 and pushes it onto e2, "
                                      "shifting 3 pieces along the line.")
    assert g.label("e1-e2", 0) == "e1 → e2" and g.parts("e1-e2", 0) == ["dot:e1", "pt:e2"]
    assert "to push" in g.status()
    g.play("e1-e2")
    assert "keep the GIPF piece on e4" in g.status()
    assert g.parts("keep e4", 0) == [] and g.label("remove e4", 0) == "Remove e4"
    assert "two pieces back" in g.describe("remove e4", 0)
    assert g.describe("keep e4", 0) == "White leaves their own GIPF piece on e4 standing on the board."
    log = [e["text"] for e in g.log_for(None)]
    assert log[-1].startswith("White enters a piece at e1")
    g.play("keep e4")
    assert any("takes the row e2-e5" in t for t in [e["text"] for e in g.log_for(None)])


def test_view_is_json_and_has_the_documented_keys():
    g = game()
    for seat in (None, 0, 1):
        v = g.view(seat)
        json.dumps(v)
        assert {"variant", "board", "reserve", "captured", "gipf_on_board", "phase", "rows", "deciding",
                "last"} <= set(v)


def test_package_docstring_examples_run():
    result = doctest.testmod(gipf_pkg, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
    assert doctest.testmod(gboard).failed == 0


# ---------------------------------------------------------------- bots

def test_heuristic_prefers_taking_rows_and_greedy_does_so():
    g = new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 Ge8 c2 c3")
    assert GreedyBot(seed=1).choose(g, 0) == "e1-e2"
    # even material, White to move with a row ready: good for White, as bad for Black
    g = new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 c2 c3 d6")
    h0, h1 = g.heuristic(0), g.heuristic(1)
    assert 0 < h0 < 1 and h1 == -h0
    assert new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 c2 c3 d6", to_move=1).heuristic(0) < h0


def test_greedy_keeps_its_own_gipf_pieces_and_removes_the_opponents():
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2 Gh2 e5 Ge6")
    g.play("e1-e2")
    bot = GreedyBot(seed=2)
    g.play(bot.choose(g, 0))
    assert g.history[-1][1] == "keep e4"
    g.play(bot.choose(g, 0))
    assert g.history[-1][1] == "remove e7"


def test_mcts_level_is_tuned_for_gipf():
    bot = make_bot(tw.GAMES["gipf"], "mcts", seed=1)
    assert isinstance(bot, MCTSBot) and bot.iterations == 1000 and bot.rollout_depth == 0
    # its rollout policy makes the obvious GIPF decision
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2 Gh2 e5 Ge6")
    g.play("e1-e2")
    from tablewidgets.games.gipf.strategy import rollout_policy
    assert rollout_policy(g, 0, random.Random(1)) == "keep e4"
    g.play("keep e4")
    assert rollout_policy(g, 0, random.Random(1)) == "remove e7"


def test_mcts_takes_an_immediate_row():
    g = new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 Ge8 c2 c3")
    bot = make_bot(tw.GAMES["gipf"], "mcts", seed=3)
    assert bot.choose(g, 0) == "e1-e2"


def _threat_positions():
    """Boards from seeded random games of every rule set, and random boards of every density
    (many with rows not yet taken, and full lines)."""
    rng = random.Random(7)
    boards = []
    for seed in range(24):
        g = tw.new("gipf", seed=seed, variant=VARIANTS[seed % 3])
        g.quiet = True
        while not g.over:
            boards.append(list(g.board))
            s = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(s)), s)
    for _ in range(3000):
        fill = rng.random()
        boards.append([rng.choice((1, 2, 3, 4)) if rng.random() < fill else 0 for _ in range(37)])
    return boards


def test_heuristic_threat_count_by_windows_equals_the_direct_count():
    """The heuristic counts the pushes that would complete a row by the windows of four that hold
    three already; the direct way tries every push on every line it changes: same numbers."""
    from tablewidgets.games.gipf import strategy
    boards = _threat_positions()
    counts = [0, 0, 0]
    for board in boards:
        both = strategy.row_pushes_both(board)
        for color in (0, 1):
            direct = strategy.row_pushes_by_lines(board, color)
            assert both[color] == strategy.row_pushes(board, color) == direct, (board, color)
            counts[min(direct, 2)] += 1
    assert all(n > 100 for n in counts)      # none, one and several threats all occur
    # a scripted threat: White's e2 e3 e4 complete a row with e1-e2 (and no other push)
    g = new(white="Gb5 Gh5 e2 e3 e4", black="Gb2 Gh2 Ge8 c2 c3")
    assert strategy.row_pushes(g.board, 0) == 1 and strategy.row_pushes(g.board, 1) == 0


def test_heuristic_centre_term_from_masks_equals_the_count_per_point():
    from tablewidgets.games.gipf import strategy
    for board in _threat_positions()[::5]:
        _raw, white, black = strategy._read(board)
        for seat in (0, 1):
            direct = sum(strategy.CENTRE_VALUE[gboard.RING[p]] * (1 if (code - 1) >> 1 == seat else -1)
                         for p, code in enumerate(board) if code)
            mine, theirs = (white, black) if seat == 0 else (black, white)
            assert strategy._centre(mine, theirs) == direct


def test_clone_is_independent():
    g = game()
    g.play("a1-b2")
    twin = g.clone()
    twin.play("i3-h3")
    assert len(g.history) == 1 and g.view() != twin.view()
    assert testing._all_views(g.clone()) == testing._all_views(g)


# ---------------------------------------------------------------- the shared kit

@pytest.mark.parametrize("variant", VARIANTS)
def test_random_playouts_conserve_pieces(variant):
    def conservation(g):
        v = g.view()
        for s in (0, 1):
            on = sum(2 if p["gipf"] else 1 for p in v["board"].values() if p["color"] == s)
            assert on + v["reserve"][s] + v["captured"][1 - s] == TOTAL[variant]
            assert v["gipf_on_board"][s] == sum(1 for p in v["board"].values() if p["color"] == s and p["gipf"])

    stats = testing.random_playouts("gipf", games=500, seed=11, check=conservation, variant=variant)
    assert stats["finished"] == 500 and sum(stats["wins"]) == 500
    assert min(stats["wins"]) > 150            # neither colour is favoured absurdly by random play


@pytest.mark.parametrize("variant", VARIANTS)
def test_full_contract(variant):
    testing.full_contract_check("gipf", range(8), variant=variant)


@pytest.mark.parametrize("variant", VARIANTS)
def test_replay_and_save(variant):
    g = testing.check_replay("gipf", seed=5, variant=variant)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    mid = tw.new("gipf", seed=9, variant=variant)
    rng = random.Random(9)
    for _ in range(15):
        if mid.over:
            break
        seat = mid.to_move[0]
        mid.play(rng.choice(mid.legal_actions(seat)), seat=seat)
    testing.check_save_roundtrip(mid)
    testing.check_undo_policy(mid)
    assert testing.fuzz_actions(mid, rng) > 0


def test_positions_survive_save_and_restore():
    g = new(white="Gb5 e2 Ge3 e4", black="Gb2")
    g.play("e1-e2")
    testing.check_save_roundtrip(g)
    testing.check_undo_policy(g)
    g.undo()        # White's own decision within the turn: the push may be taken back
    assert g.history == [] and pieces(g, 0) == ["Gb5", "Ge3", "e2", "e4"]


# ---------------------------------------------------------------- lesson

def test_lesson_steps_start_and_tasks_are_achievable():
    # every task takes one push and at most the two decisions that follow it
    games = testing.check_lesson("gipf", plies=3)
    assert {g.opts["variant"] for g in games} == set(VARIANTS)
    from tablewidgets.engine.lesson import lesson_for
    assert all(step.check for step in lesson_for("gipf").steps)
