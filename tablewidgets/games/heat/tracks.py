"""The circuits: the published boards' spaces, corner lines and features, and their drawing.

The facts of every circuit (space count, corner lines with their limits and Legend lines,
chevrons, chicanes, flooded and tunnel spaces, laps, Heat and Stress counts, and where the
spaces lie on the printed board) are in :mod:`.circuit_data`, which names its source. This
module turns them into the rules' view of a track and into our own drawing of it.

Spaces are numbered from 0 just after the finish line; a corner line "at" space ``n`` lies
just before it, so a car reaching space ``n`` or further has crossed it. The starting grid
is the last spaces before the finish line. Each space has two spots: spot 0 on the racing
line (the lane the printed board marks for the section it lies in), spot 1 beside it.

>>> t = TRACKS["usa"]
>>> t.length, t.laps, [c.limit for c in t.corners]
(69, 2, [7, 3, 3, 2])
>>> t.corners[0].at, t.corners[0].legend_at
(12, 2)
>>> sorted(TRACKS["great_britain"].chevrons.items())
[(29, 1), (36, 1), (42, 1)]
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .circuit_data import CIRCUITS


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
    corners: tuple                 # Corner, in the order a lap meets them
    cells: tuple                   # per space: the centres of its lane 1 and lane 2 spots (board pixels)
    race_lanes: tuple              # per space: the printed lane (1 or 2) of the racing line
    signs: tuple = ()              # per corner: where its speed sign is printed (board pixels)
    flooded: frozenset = frozenset()
    tunnels: frozenset = frozenset()
    chevrons: dict = field(default_factory=dict)   # space -> 1 or 2 (aggressive Legends)
    chicanes: tuple = ()                           # pairs of corner indexes forming a chicane
    press: tuple = (0, 2)                          # press corners (championship), by corner index
    press_order: tuple = ()                        # corners as the track card numbers them (events pick)

    @property
    def length(self) -> int:
        return len(self.cells)

    def geometry(self) -> dict:
        return _geometry(self)


_GEOMETRY_CACHE: dict = {}


def _build(key: str, data: dict) -> Track:
    rows = data["corners"]
    length = len(data["cells"])
    paired = {i: partner for i, row in enumerate(rows) if (partner := row[6]) is not None}
    chicanes = tuple(sorted((partner, i) for i, partner in paired.items()))
    in_chicane = {i for pair in chicanes for i in pair}
    corners = tuple(Corner(at, limit, legend % length, i in in_chicane)
                    for i, (at, limit, legend, *_rest) in enumerate(rows))
    # the racing line: a corner's row names the lane after it; before the first corner the last one's
    lanes, lane = [], rows[-1][3]
    for space in range(length):
        for at, _limit, _legend, after, *_rest in rows:
            if at == space:
                lane = after
        lanes.append(lane)
    # chevrons: a Legend starting within a corner's reach of its line may take one more corner
    chevrons: dict = {}
    for at, _limit, _legend, _lane, reach, double, *_rest in rows:
        for k in range(1, max(reach, double) + 1):
            chevrons[(at - k) % length] = 2 if k <= double else 1
    # press corners, numbered as the track card counts them: a chicane is one corner (its exit line)
    if data["press_lines"]:
        numbered = [i for i, c in enumerate(corners) if c.at in data["press_lines"]]
    else:
        numbered = [i for i in range(len(corners)) if i not in paired.values()]
    press = tuple(numbered[n] for n in (0, 2) if n < len(numbered))
    return Track(key, data["name"], data["laps"], data["heat"], data["stress"], corners,
                 tuple(data["cells"]), tuple(lanes), tuple(row[7] for row in rows),
                 frozenset(data["flooded"]), frozenset(data["tunnels"]), chevrons, chicanes, press,
                 tuple(numbered))


def _geometry(track: Track) -> dict:
    """Spot outlines and centres in a 1000-wide box, following the printed board (computed once)."""
    if track.key in _GEOMETRY_CACHE:
        return _GEOMETRY_CACHE[track.key]
    n = track.length
    # per space: the middle of its two spots and half the vector from lane 1 to lane 2
    mid = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in track.cells]
    half = [((b[0] - a[0]) / 2, (b[1] - a[1]) / 2) for a, b in track.cells]
    # boundary i lies between space i - 1 and space i
    bound = [((mid[i - 1][0] + mid[i][0]) / 2, (mid[i - 1][1] + mid[i][1]) / 2) for i in range(n)]
    side = [((half[i - 1][0] + half[i][0]) / 2, (half[i - 1][1] + half[i][1]) / 2) for i in range(n)]
    xs = [p[0] for c in track.cells for p in c] + [s[0] for s in track.signs]
    ys = [p[1] for c in track.cells for p in c] + [s[1] for s in track.signs]
    pad = 45.0
    scale = 1000 / (max(xs) - min(xs) + 2 * pad)
    ox, oy = min(xs) - pad, min(ys) - pad

    def pt(x, y):
        return [round((x - ox) * scale, 1), round((y - oy) * scale, 1)]

    def at_side(i, k):
        (bx, by), (sx, sy) = bound[i % n], side[i % n]
        return bx + sx * k, by + sy * k

    spaces = []
    for i in range(n):
        spots, polys = [], []
        race = track.race_lanes[i]
        for lane in (race, 3 - race):                    # spot 0 on the racing line
            sign = -1 if lane == 1 else 1
            outline = [at_side(i, 0), at_side(i, 2 * sign), at_side(i + 1, 2 * sign), at_side(i + 1, 0)]
            polys.append([pt(*p) for p in outline])
            spots.append(pt(*track.cells[i][lane - 1]))
        (ax, ay), (bx, by) = bound[i], bound[(i + 1) % n]
        spaces.append({"spots": spots, "polys": polys, "angle": round(math.degrees(math.atan2(by - ay, bx - ax)), 1)})

    def line(at):
        return [pt(*at_side(at, 2.3)), pt(*at_side(at, -2.3))]

    corners = []
    for index, (c, sign) in enumerate(zip(track.corners, track.signs)):
        corners.append({"at": c.at, "limit": c.limit, "line": line(c.at), "label": pt(*sign),
                        "legend": line(c.legend_at), "chicane": c.chicane, "press": index in track.press})
    step = sum(math.dist(mid[i - 1], mid[i]) for i in range(n)) / n
    ys_box = [p[1] for s in spaces for p in s["spots"]] + [c["label"][1] for c in corners]
    geo = {"width": 1000, "height": round(max(ys_box) + pad * scale, 1), "spaces": spaces,
           "corners": corners, "finish": line(0), "scale": round(step * scale, 1)}
    _GEOMETRY_CACHE[track.key] = geo
    return geo


#: Every circuit; keys are the values of the ``track`` option.
TRACKS = {key: _build(key, data) for key, data in CIRCUITS.items()}
