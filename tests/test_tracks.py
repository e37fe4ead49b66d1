"""The shared lane-graph track core: links, lanes, corners, and moves of exactly N spaces."""

from __future__ import annotations

import doctest

import pytest

from tablewidgets.engine import tracks
from tablewidgets.engine.tracks import LaneGraph, Space


def staggered(rows: int = 6):
    """Three staggered lanes like a Formula D straight: ids 3r (middle), 3r+1 (left), 3r+2 (right)."""
    spaces, links = [], []
    for r in range(rows):
        m, left, right = 3 * r, 3 * r + 1, 3 * r + 2
        spaces += [Space(m, 0, -20 * r), Space(left, -17, -20 * r - 10), Space(right, 17, -20 * r - 10)]
        links += [(m, left), (m, right)]
        if r + 1 < rows:
            links += [(m, 3 * r + 3), (left, 3 * r + 3), (right, 3 * r + 3), (left, 3 * r + 4), (right, 3 * r + 5)]
    return LaneGraph(spaces, links)


def test_docstring_runs():
    result = doctest.testmod(tracks)
    assert result.attempted > 0 and result.failed == 0


def test_bad_tracks_are_refused():
    with pytest.raises(ValueError, match="twice"):
        LaneGraph([Space(0, 0, 0), Space(0, 1, 1)], [])
    with pytest.raises(ValueError, match="does not exist"):
        LaneGraph([Space(0, 0, 0)], [(0, 5)])
    with pytest.raises(ValueError, match="kind"):
        LaneGraph([Space(0, 0, 0, "lava")], [])
    t = staggered()
    with pytest.raises(ValueError, match="no space"):
        t.reach(99, 2)
    with pytest.raises(ValueError, match="whole number"):
        t.reach(0, -1)


def test_straight_links_are_found_on_a_staggered_track():
    t = staggered()
    assert t.is_straight(0, 3) and not t.is_straight(0, 1) and not t.is_straight(0, 2)
    assert t.is_straight(1, 4) and not t.is_straight(1, 3)
    assert t.ahead(2) == 5
    # beside a space: the lane changes into and out of it; in front: all its children
    assert set(t.neighbours(3)) == {4, 5, 6, 1, 2}


def test_every_end_space_of_an_exact_move_with_a_path():
    t = staggered()
    ends = t.routes(0, 2)
    assert set(ends) == {3, 4, 5, 6}
    for end, route in ends.items():
        assert route.path[0] == 0 and route.path[-1] == end and route.steps in (1, 2)
        assert all(b in t.children[a] for a, b in zip(route.path, route.path[1:]))


def test_shortest_rule_forbids_weaving():
    t = staggered()
    weave = t.reach(0, 2)[2]
    assert 3 in weave                       # 0 -> 1 -> 3 takes 2 spaces to reach a space 1 away
    strict = t.reach(0, 2, shortest=lambda s: True)[2]
    assert 3 not in strict and {4, 5, 6} <= set(strict)


def test_blocking_cars_cannot_be_passed_or_landed_on():
    t = staggered()
    layers = t.reach(0, 3, blocked={3, 1})
    assert 3 not in layers[1] and 1 not in layers[1]
    # through the right lane only
    assert all(1 not in r.path and 3 not in r.path for layer in layers for r in layer.values())
    assert set(layers[2]) == {5} and {6, 8} <= set(layers[3])


def test_hooks_allow_advance_terminal_and_cost():
    t = staggered()
    # a lane-change counter as the hook state; at most one lane change
    layers = t.reach(0, 3, state=0, advance=lambda st, a, b: st + (not t.is_straight(a, b)),
                     allow=lambda st, a, b: st + (not t.is_straight(a, b)) <= 1)
    for layer in layers:
        for r in layer.values():
            assert sum(not t.is_straight(a, b) for a, b in zip(r.path, r.path[1:])) <= 1
    # a terminal space ends the move early
    ends = t.routes(0, 5, terminal=lambda st, a, b: b == 6)
    assert ends[6].stopped and ends[6].steps == 2
    assert all(6 not in r.path[:-1] for r in ends.values())
    # the cheapest path is offered: avoid space 1 when it costs
    r = t.routes(0, 2, cost=lambda route: 1 in route.path)[4]
    assert r.path in ([0, 3, 4],)


def test_corners_are_runs_of_one_kind_with_entries_and_exits():
    t = LaneGraph.from_rows(2, 6, corner={4: 2, 5: 2, 6: 2, 7: 2, 8: 1})
    assert len(t.corners) == 2
    two = t.corner_of(4)
    assert two.stops == 2 and two.spaces == {4, 5, 6, 7} and two.entries == {4, 5} and two.exits == {6, 7}
    assert t.corner_of(8).stops == 1 and t.corner_of(0) is None
    assert t.distances([0])[10] == 5
