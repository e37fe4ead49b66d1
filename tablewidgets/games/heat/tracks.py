"""The circuits, as data: one row of segments per track, turned into spaces and lines.

The layouts are our own designs (the published boards' exact space counts are
not reproduced); the country names, the kinds of features (chicanes, flooded
spaces in Japan, tunnels in Spain, chevrons for aggressive Legends in Great
Britain at the corners limited to 6, 5 and 4) follow the published game;
Spain's double chevron sits before its chicane, whose two lines and the
corner after them a Legend on it may take in one round.

A track is drawn like a turtle walk: ``("S", n)`` is a straight of ``n``
spaces, ``("T", n, degrees, limit)`` a bend of ``n`` spaces turning left by
``degrees`` (negative: right) with a corner line of that speed limit in its
middle. The finish line is before space 0; the grid is the last spaces before it.

>>> t = TRACKS["usa"]
>>> t.length, t.laps, [c.limit for c in t.corners]
(60, 2, [4, 3, 5, 2])
>>> t.corners[0].at, t.corners[0].legend_at
(10, 6)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Corner:
    at: int            # the line lies just before this space
    limit: int
    legend_at: int     # the Legend line lies just before this space
    chicane: bool = False


@dataclass(frozen=True)
class Track:
    key: str
    name: str
    laps: int
    heat: int                      # Heat cards in each Engine
    stress: int                    # Stress cards shuffled into each deck
    segments: tuple
    flooded: frozenset = frozenset()
    tunnels: frozenset = frozenset()
    chevrons: dict = field(default_factory=dict)   # space -> 1 or 2 (aggressive Legends)
    chicanes: tuple = ()                           # pairs of corner indexes forming a chicane
    press: tuple = (0, 2)                          # press corners (championship), by corner index

    @property
    def length(self) -> int:
        return sum(seg[1] for seg in self.segments)

    @property
    def corners(self) -> list[Corner]:
        return _corners(self)

    def geometry(self) -> dict:
        return _geometry(self)


_CORNER_CACHE: dict = {}
_GEOMETRY_CACHE: dict = {}


def _corners(track: Track) -> list[Corner]:
    if track.key in _CORNER_CACHE:
        return _CORNER_CACHE[track.key]
    result, start = [], 0
    in_chicane = {i for pair in track.chicanes for i in pair}
    for seg in track.segments:
        if seg[0] == "T":
            n, limit = seg[1], seg[3]
            at = start + n // 2
            index = len(result)
            # the Legend zone is as many spaces as the limit (at least 2), never behind the previous line
            zone = max(2, limit)
            legend_at = at - zone
            if result and legend_at <= result[-1].at:
                legend_at = result[-1].at + 1
            result.append(Corner(at, limit, legend_at % track.length, index in in_chicane))
        start += seg[1]
    _CORNER_CACHE[track.key] = result
    return result


def _geometry(track: Track) -> dict:
    """Space outlines and spot centres in a 1000-wide box (computed once per track)."""
    if track.key in _GEOMETRY_CACHE:
        return _GEOMETRY_CACHE[track.key]
    x = y = 0.0
    heading = 0.0
    bounds = [(0.0, 0.0, 0.0)]          # boundary points between spaces, with their heading
    for seg in track.segments:
        n = seg[1]
        turn = math.radians(seg[2]) / n if seg[0] == "T" else 0.0
        for _ in range(n):
            heading += turn / 2
            x += math.cos(heading)
            y -= math.sin(heading)       # screen y grows downwards; left turns go anticlockwise
            heading += turn / 2
            bounds.append((x, y, heading))
    # close the loop: spread the small gap of the turtle walk over the whole lap
    ex, ey = bounds[-1][0], bounds[-1][1]
    total = len(bounds) - 1
    bounds = [(bx - ex * i / total, by - ey * i / total, h) for i, (bx, by, h) in enumerate(bounds)]
    width = 1.5
    xs = [b[0] for b in bounds]
    ys = [b[1] for b in bounds]
    pad = 2.2
    scale = 1000 / (max(xs) - min(xs) + 2 * pad)
    ox, oy = min(xs) - pad, min(ys) - pad
    height = (max(ys) - min(ys) + 2 * pad) * scale

    def pt(px, py):
        return [round((px - ox) * scale, 1), round((py - oy) * scale, 1)]

    def edge(i, offset):
        bx, by, h = bounds[i]
        nx, ny = -math.sin(h), -math.cos(h)    # the left-hand normal in screen coordinates
        return bx + nx * offset, by + ny * offset

    spaces = []
    for i in range(total):
        h = (bounds[i][2] + bounds[i + 1][2]) / 2
        spots, polys = [], []
        for spot, (a, b) in enumerate(((0.0, width / 2), (-width / 2, 0.0))):
            corners = [edge(i, b), edge(i + 1, b), edge(i + 1, a), edge(i, a)]
            polys.append([pt(*c) for c in corners])
            cx = sum(c[0] for c in corners) / 4
            cy = sum(c[1] for c in corners) / 4
            spots.append(pt(cx, cy))
        spaces.append({"spots": spots, "polys": polys, "angle": round(-math.degrees(h), 1)})

    def line(at):
        return [pt(*edge(at, width / 2 + 0.15)), pt(*edge(at, -width / 2 - 0.15))]

    corners = []
    for c in track.corners:
        lx, ly = edge(c.at, width / 2 + 1.1)
        corners.append({"at": c.at, "limit": c.limit, "line": line(c.at), "label": pt(lx, ly),
                        "legend": line(c.legend_at), "chicane": c.chicane,
                        "press": track.corners.index(c) in track.press})
    geo = {"width": 1000, "height": round(height, 1), "spaces": spaces, "corners": corners,
           "finish": line(0), "scale": round(scale, 1)}
    _GEOMETRY_CACHE[track.key] = geo
    return geo


def S(n):
    return ("S", n)


def T(n, degrees, limit):
    return ("T", n, degrees, limit)


def _corners_uncached(track):
    key = track.key
    _CORNER_CACHE.pop(key, None)
    out = _corners(track)
    _CORNER_CACHE.pop(key, None)
    return out


def _chevrons(segments, spec: dict) -> dict:
    """Chevrons on the three straight spaces before the Legend line of the corners named in ``spec``."""
    corners = _corners_uncached(Track("_tmp", "", 1, 0, 0, tuple(segments)))
    length = sum(seg[1] for seg in segments)
    return {(corners[index].legend_at - k) % length: count for index, count in spec.items() for k in (1, 2, 3)}


_GB = (S(6), T(3, 60, 6), S(6), T(3, 60, 5), S(6), T(4, 90, 4), S(10), T(4, 60, 3), S(6), T(4, 90, 2), S(6))
_JAPAN = (S(8), T(4, 90, 4), S(2), T(2, -45, 3), S(2), T(2, 45, 3), S(2), T(4, 90, 3), S(14), T(4, 90, 5),
          S(8), T(4, 90, 2), S(6))
_SPAIN = (S(8), T(4, 90, 4), S(6), T(3, 45, 5), S(10), T(2, -40, 3), S(2), T(2, 40, 3), S(4), T(3, 45, 4),
          S(6), T(4, 90, 2), S(8), T(4, 90, 3), S(4))

#: Every circuit; keys are the values of the ``track`` option.
TRACKS = {t.key: t for t in (
    Track("usa", "USA", laps=2, heat=6, stress=3,
          segments=(S(8), T(4, 90, 4), S(8), T(4, 90, 3), S(14), T(4, 90, 5), S(8), T(4, 90, 2), S(6))),
    Track("italy", "Italy", laps=2, heat=7, stress=3,
          segments=(S(8), T(4, 120, 6), S(14), T(3, 60, 2), S(8), T(4, 90, 3), S(10), T(3, 90, 4), S(6))),
    Track("france", "France", laps=2, heat=5, stress=4,
          segments=(S(6), T(4, 90, 3), S(6), T(3, 45, 5), S(8), T(3, 45, 4), S(10), T(4, 90, 2), S(8),
                    T(4, 90, 3), S(4))),
    Track("great_britain", "Great Britain", laps=2, heat=6, stress=4, segments=_GB,
          chevrons=_chevrons(_GB, {0: 1, 1: 1, 2: 1})),
    Track("japan", "Japan", laps=2, heat=6, stress=4, segments=_JAPAN, chicanes=((1, 2),), press=(2, 4),
          flooded=frozenset({27, 28, 29, 33, 34, 45, 46, 47}),
          chevrons=_chevrons(_JAPAN, {3: 1})),
    Track("spain", "Spain", laps=2, heat=6, stress=3, segments=_SPAIN, chicanes=((2, 3),), press=(3, 5),
          tunnels=frozenset({22, 23, 24, 25, 26, 27, 47, 48, 49, 50}),
          chevrons=_chevrons(_SPAIN, {2: 2})),
)}
