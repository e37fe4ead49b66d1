"""Formula D components: the gear dice, wear points, points tables and the circuits.

Circuit files (``circuits/<key>.json``, our own format) name their source at the
top (``source``) and what could not be checked against a printed board
(``unchecked``). A file holds:

``spaces``
    ``[x, y, code]`` per space, the index is the space id; code ``S`` straight,
    ``F`` on the finish line, ``1``/``2``/``3`` a corner needing that many stops,
    ``P`` pit lane, ``B`` a pit box in the pit lane.
``links``
    ``[a, b]``: one space of movement from a to b (forward or a lane change).
``grid``
    the starting grid, pole position first.
``boxes``
    the pit boxes in the order cars are given them.
``weather``
    the circuit's weather chart: black-die ranges for good, changeable and rain.

The rules page gives no weather chart for any circuit; every circuit here uses
the same chart, chosen for this package: 1-10 good, 11-16 changeable, 17-20 rain.

>>> c = circuit("monaco")
>>> len(c.graph), len(c.pit), c.name
(515, 18, 'Monaco')
>>> sorted({corner.stops for corner in c.graph.corners.values()})
[1, 2, 3]
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...engine.tracks import LaneGraph, Space

#: faces of each gear die (the rules page's table)
DICE = {
    1: (1, 1, 2, 2),
    2: (2, 3, 3, 4, 4, 4),
    3: (4, 5, 6, 6, 7, 7, 8, 8),
    4: tuple(v for v in range(7, 13) for _ in range(2)),
    5: tuple(v for v in range(11, 21) for _ in range(2)),
    6: tuple(v for v in range(21, 31) for _ in range(2)),
}
DIE_COLOURS = {1: "yellow", 2: "orange", 3: "red", 4: "green", 5: "purple", 6: "blue"}

BASIC_WP = 18
#: the advanced game's six wear-point pools and their standard values
POOLS = ("tyres", "brakes", "gearbox", "body", "engine", "handling")
ADVANCED_WP = {"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2}
CONSTRUCTION_WP = 20
#: wear of skipping gears when changing down, advanced game: gears skipped -> (gearbox, brakes, engine)
DOWNSHIFT = {1: (1, 0, 0), 2: (1, 1, 0), 3: (1, 1, 1)}

RACE_POINTS = (1000, 720, 600, 480, 400, 320, 240, 160, 80, 40)
QUALIFYING_POINTS = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

#: the weather track of the changeable weather (5 steps, BGA), index 2 is where it starts
WEATHER_STEPS = ("good", "good-temporary", "changeable", "rain-temporary", "rain")
TYRES = ("hard", "soft", "rain")

_KIND = {"S": "straight", "F": "finish", "P": "pit", "B": "pit", "1": "corner", "2": "corner", "3": "corner"}
CIRCUIT_KEYS = ("monaco", "monza", "spa")


@dataclass(frozen=True)
class Circuit:
    key: str
    name: str
    source: str
    unchecked: str
    graph: LaneGraph
    codes: tuple
    grid: tuple
    boxes: tuple
    finish: frozenset
    pit: frozenset
    #: fewest steps from the finish line to each space, round the track (pit lane: counted along it)
    progress: dict
    length: int
    weather: dict

    def crosses(self, a: int, b: int) -> bool:
        """True when the step a -> b crosses the finish line."""
        if b in self.finish and a not in self.finish:
            return True
        return self.progress[b] + self.length // 2 < self.progress[a]

    def weather_for(self, roll: int) -> str:
        for name, (lo, hi) in self.weather.items():
            if lo <= roll <= hi:
                return name
        raise ValueError(f"the weather chart of {self.name} has no entry for {roll}")

    def geometry(self) -> dict:
        """Static drawing data for the board: spaces, links, corners, grid, boxes (one shared copy)."""
        return _geometry(self.key)

    def _geometry(self) -> dict:
        g = self.graph
        xs = [s.x for s in g.spaces.values()]
        ys = [s.y for s in g.spaces.values()]
        corners = []
        for c in g.corners.values():
            pts = [(g.spaces[i].x, g.spaces[i].y) for i in c.spaces]
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            corners.append({"id": c.id, "stops": c.stops, "spaces": sorted(c.spaces), "at": [round(cx, 1), round(cy, 1)]})
        # spaces and links travel as two compact strings: the board parses them once per circuit
        spaces = "|".join(f"{s.x:g} {s.y:g} {self.codes[i]}" for i, s in sorted(g.spaces.items()))
        links = "|".join(f"{a} {b} {1 if g.is_straight(a, b) else 0}" for a in sorted(g.children) for b in g.children[a])
        return {"key": self.key, "name": self.name,
                "box": [min(xs), min(ys), max(xs), max(ys)], "spaces": spaces, "links": links,
                "corners": corners, "grid": list(self.grid), "boxes": list(self.boxes),
                "finish": sorted(self.finish), "length": self.length}


@lru_cache(maxsize=None)
def circuit(key: str) -> Circuit:
    if key not in CIRCUIT_KEYS:
        raise KeyError(key)
    data = json.loads((Path(__file__).parent / "circuits" / f"{key}.json").read_text())
    spaces = []
    for i, (x, y, code) in enumerate(data["spaces"]):
        spaces.append(Space(i, x, y, _KIND[code], int(code) if code.isdigit() else 0))
    graph = LaneGraph(spaces, [tuple(l) for l in data["links"]])
    codes = tuple(s[2] for s in data["spaces"])
    finish = frozenset(i for i, c in enumerate(codes) if c == "F")
    pit = frozenset(i for i, c in enumerate(codes) if c in "PB")
    progress = graph.distances(finish, allow=lambda a, b: b not in pit)
    length = max(progress.values()) + 1
    # the pit lane counts on from the space it leaves the track at
    for a in sorted(progress):
        for b in graph.children[a]:
            if b in pit and a not in pit:
                k = progress[a] + 1
                node = b
                while node is not None and node in pit and node not in progress:
                    progress[node] = k
                    k += 1
                    nxt = [c for c in graph.children[node] if c in pit]
                    node = nxt[0] if nxt else None
    missing = [i for i in graph.spaces if i not in progress]
    if missing:
        raise ValueError(f"circuit {key}: spaces {missing[:5]} cannot be reached from the finish line")
    return Circuit(key, data["name"], data["source"], data["unchecked"], graph, codes, tuple(data["grid"]),
                   tuple(data["boxes"]), finish, pit, progress, length,
                   {k: tuple(v) for k, v in data["weather"].items()})


@lru_cache(maxsize=None)
def _geometry(key: str) -> dict:
    return circuit(key)._geometry()


ORD = {i: f"{i}{'st' if i == 1 else 'nd' if i == 2 else 'rd' if i == 3 else 'th'}" for i in range(1, 11)}


def black(game) -> int:
    """A roll of the black 20-sided die (scripted positions may fix the next ones)."""
    if game.forced_black:
        return game.forced_black.pop(0)
    return game.rng.randint(1, 20)


def die_max(gear: int) -> int:
    return max(DICE[gear])


def ceil_half(n: int) -> int:
    return math.ceil(n / 2)
