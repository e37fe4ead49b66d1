"""Downforce components: colours, the speed cards, the powers, payouts and the six tracks.

Source: the rules page (/work/shared/rules/downforce.txt) gives the colours, the number of
cards (42 speed cards with one to six lines, six special speed cards with one line), the
powers, the payouts and the tracks' features. No public source documents the cards' colour
lines or the tracks' geometry, so **both are designed for this package**
(``DESIGNED = True``): every speed card below is an ordered list of distinct colours (some
with one wild line) with a speed on each line, and every track is a lane graph built from
the specifications in :data:`TRACKS` by :func:`track`.

Speed cards, one row per card: ``(id, ((colour, speed), ...))`` top line first; colour
``"wild"`` is a wild line. Ids 1-42 are the speed cards; 43-48 the special speed cards
(one line of their car's colour), won with the car in the auction.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ...engine.tracks import LaneGraph, Space

DESIGNED = True

COLOURS = ("black", "blue", "green", "yellow", "orange", "red")
HEX = {"black": "#2b2b2b", "blue": "#2e86c1", "green": "#27ae60", "yellow": "#e8c31a",
       "orange": "#e67e22", "red": "#d64541"}
WILD = "wild"

#: the 42 speed cards (designed): each colour is on 24 of them, its speeds adding up to 63-66;
#: six cards carry one wild line.
CARDS = (
    (1, (("black", 5),)),
    (2, (("blue", 5),)),
    (3, (("green", 5),)),
    (4, (("yellow", 5),)),
    (5, (("orange", 5),)),
    (6, (("red", 5),)),
    (7, (("red", 5), ("yellow", 3))),
    (8, (("black", 5), ("blue", 3))),
    (9, (("blue", 5), ("red", 3))),
    (10, (("green", 5), ("black", 3))),
    (11, (("yellow", 5), ("blue", 3))),
    (12, (("orange", 5), ("green", 3))),
    (13, (("blue", 4), ("orange", 3), ("wild", 2))),
    (14, (("green", 4), ("red", 3), ("wild", 2))),
    (15, (("yellow", 4), ("black", 3), ("green", 2))),
    (16, (("orange", 4), ("blue", 3), ("yellow", 2))),
    (17, (("red", 4), ("green", 3), ("orange", 2))),
    (18, (("black", 4), ("yellow", 3), ("red", 2))),
    (19, (("black", 4), ("green", 3), ("blue", 2), ("yellow", 1))),
    (20, (("blue", 4), ("yellow", 3), ("orange", 2), ("black", 1))),
    (21, (("green", 4), ("orange", 3), ("red", 2), ("blue", 1))),
    (22, (("yellow", 4), ("red", 3), ("black", 2), ("green", 1))),
    (23, (("orange", 4), ("black", 3), ("wild", 2), ("red", 1))),
    (24, (("red", 4), ("blue", 3), ("wild", 2), ("orange", 1))),
    (25, (("black", 3), ("red", 3), ("yellow", 2), ("orange", 2))),
    (26, (("blue", 3), ("black", 3), ("green", 2), ("red", 2))),
    (27, (("green", 3), ("blue", 3), ("orange", 2), ("black", 2))),
    (28, (("yellow", 3), ("green", 3), ("red", 2), ("blue", 2))),
    (29, (("orange", 3), ("yellow", 3), ("black", 2), ("green", 2))),
    (30, (("red", 3), ("orange", 3), ("blue", 2), ("yellow", 2))),
    (31, (("black", 4), ("blue", 3), ("orange", 2), ("green", 2), ("yellow", 1))),
    (32, (("blue", 4), ("green", 3), ("black", 2), ("yellow", 2), ("red", 1))),
    (33, (("green", 4), ("yellow", 3), ("wild", 2), ("red", 2), ("orange", 1))),
    (34, (("yellow", 4), ("orange", 3), ("green", 2), ("black", 2), ("blue", 1))),
    (35, (("orange", 4), ("red", 3), ("wild", 2), ("blue", 2), ("black", 1))),
    (36, (("red", 4), ("black", 3), ("yellow", 2), ("orange", 2), ("green", 1))),
    (37, (("black", 4), ("red", 3), ("green", 2), ("blue", 2), ("orange", 1), ("yellow", 1))),
    (38, (("blue", 4), ("black", 3), ("yellow", 2), ("green", 2), ("red", 1), ("orange", 1))),
    (39, (("green", 4), ("blue", 3), ("red", 2), ("yellow", 2), ("black", 1), ("orange", 1))),
    (40, (("yellow", 4), ("green", 3), ("orange", 2), ("red", 2), ("blue", 1), ("black", 1))),
    (41, (("orange", 4), ("yellow", 3), ("black", 2), ("red", 2), ("green", 1), ("blue", 1))),
    (42, (("red", 4), ("orange", 3), ("blue", 2), ("black", 2), ("yellow", 1), ("green", 1))),
)
#: the special speed cards (designed speed 4), one per car, won with it
SPECIAL_SPEED = 4
SPECIALS = tuple((43 + i, ((c, SPECIAL_SPEED),)) for i, c in enumerate(COLOURS))
CARD = {cid: lines for cid, lines in CARDS + SPECIALS}
DECK = tuple(cid for cid, _ in CARDS)
SPECIAL_OF = {c: 43 + i for i, c in enumerate(COLOURS)}

#: speed cards left in the box by player count (the page: 2 in 4- and 5-player games)
LEFT_OUT = {2: 0, 3: 0, 4: 2, 5: 2, 6: 0}

RACE_PAYOUT = (12, 9, 6, 4, 2, 0)
#: standard betting payouts: bet number -> payout for the car finishing 1st, 2nd, 3rd
BET_PAYOUT = ((9, 6, 3), (6, 4, 2), (3, 2, 1))
#: odds betting modifiers: bet number -> multiplier for 1st, 2nd, 3rd
ODDS = ((3, 2, 1), (2, 1, 0), (1, 0, 0))

BASE_POWERS = ("aggressive", "cunning", "determined", "strategic", "tricky", "unpredictable")
EXTRA_POWERS = ("ambitious", "experienced", "tough", "bold", "defensive", "reckless")
POWER_TEXT = {
    "aggressive": "When you play a card whose top line is your car, that car may move 1 more space.",
    "cunning": "You always move your own cars, also on the other players' turns.",
    "determined": "On any turn, when your car's move entered only rectangular spaces, it may move 2 more.",
    "strategic": "When you play a card listing all six colours, you may leave one colour out.",
    "tricky": "On your turn you may move the card's cars in reverse order, bottom line first.",
    "unpredictable": "A wild line on your card may move a car already listed on it.",
    "ambitious": "On any turn, when your car crosses a betting line, it may move 2 more spaces.",
    "experienced": "On any turn, when a car leaves the space straight ahead of your car, "
                   "your car may move into it.",
    "tough": "On any turn, when your car ends its move beside a rumble strip, it may move 2 more spaces.",
    "bold": "On your turn, a car of yours that would move 1 or 2 spaces moves 3 instead.",
    "defensive": "When none of your cars moved on your turn, move one of them 3 spaces.",
    "reckless": "On your turn, when your car squeezes diagonally between two cars, it may move 2 more.",
}


# ---------------------------------------------------------------------------- tracks
@dataclass(frozen=True)
class TrackSpec:
    key: str
    name: str
    #: control points of the closed centre line (board units), in driving order from the grid
    path: tuple
    rows: int
    #: (first row, lanes) from that row on
    lanes: tuple
    #: rows (the first row beyond each yellow line)
    lines: tuple
    #: (first row, last row, lanes of the left branch): the lanes split into two branches
    splits: tuple = ()
    #: (first row, last row): rows of a crossover loop
    loops: tuple = ()
    #: (row, lane) spaces with cracks
    cracks: tuple = ()
    #: (row, lane, speed, landing row, landing lane)
    ramps: tuple = ()
    #: (name, ((row, lane), ...)) the animals' spaces in the order they move along
    animals: tuple = ()
    #: rumble strips on the outside of the track's curves
    rumble: bool = True


TRACKS = {
    "river_station": TrackSpec(
        "river_station", "River Station",
        ((80, 520), (80, 140), (220, 60), (420, 120), (560, 60), (780, 80), (860, 240), (760, 380),
         (880, 520), (700, 600), (400, 560), (240, 610)),
        rows=50, lanes=((0, 3), (8, 2), (16, 3), (24, 2), (34, 3), (42, 2), (47, 3)), lines=(14, 27, 38)),
    "marina_bay": TrackSpec(
        "marina_bay", "Marina Bay",
        ((100, 560), (60, 300), (160, 90), (360, 170), (500, 60), (720, 90), (880, 220), (820, 420),
         (620, 380), (560, 560), (340, 620)),
        rows=50, lanes=((0, 3), (6, 2), (14, 3), (20, 2), (30, 3), (36, 2), (44, 3)), lines=(13, 26, 39)),
    "crosstown_speedway": TrackSpec(
        "crosstown_speedway", "Crosstown Speedway",
        ((100, 580), (80, 120), (230, 60), (330, 150), (260, 250), (190, 160), (300, 60), (520, 80),
         (880, 80), (900, 380), (780, 420), (700, 330), (800, 260), (860, 350), (820, 560), (500, 600),
         (300, 620)),
        rows=56, lanes=((0, 3), (2, 2), (17, 2), (22, 2), (40, 2)), lines=(14, 30, 44),
        splits=((8, 12, 1), (32, 36, 1)), loops=((14, 20), (38, 45))),
    "switchback_pass": TrackSpec(
        "switchback_pass", "Switchback Pass",
        ((80, 600), (80, 420), (260, 380), (80, 300), (100, 80), (320, 60), (360, 260), (520, 280),
         (520, 60), (860, 80), (880, 320), (680, 380), (880, 460), (820, 620), (400, 600)),
        rows=54, lanes=((0, 3), (2, 2), (9, 3), (14, 2), (24, 3), (29, 2), (38, 3), (43, 2), (50, 3)),
        lines=(14, 28, 41),
        cracks=((10, 0), (12, 2), (25, 2), (27, 0), (39, 0), (41, 2), (51, 2))),
    "aloha_sands": TrackSpec(
        "aloha_sands", "Aloha Sands",
        ((120, 600), (60, 330), (140, 90), (420, 60), (560, 200), (720, 60), (900, 140), (880, 400),
         (700, 460), (820, 600), (420, 620)),
        rows=52, lanes=((0, 3), (4, 2), (12, 3), (18, 2), (30, 3), (36, 2), (46, 3)), lines=(13, 27, 40),
        ramps=((9, 0, 4, 13, 0), (22, 1, 5, 27, 1), (33, 0, 3, 36, 0), (40, 1, 5, 45, 1))),
    "savanna_stretch": TrackSpec(
        "savanna_stretch", "Savanna Stretch",
        ((100, 600), (70, 200), (240, 70), (480, 150), (700, 60), (900, 180), (860, 420), (640, 460),
         (520, 320), (360, 440), (420, 610)),
        rows=50, lanes=((0, 3), (6, 2), (12, 3), (22, 2), (28, 3), (40, 2), (46, 3)), lines=(14, 28, 38),
        animals=(("antelope", ((10, 1), (14, 0), (18, 1), (22, 0), (26, 1))),
                 ("elephant", ((20, 0), (24, 1), (29, 2), (33, 1), (37, 0))),
                 ("python", ((31, 1), (35, 0), (41, 1), (45, 0))))),
}
TRACK_KEYS = tuple(TRACKS)
LANE_W = 30.0


def _spline(points: tuple, n: int = 2400) -> list:
    """A closed Catmull-Rom curve through ``points``, sampled densely."""
    pts = list(points)
    m = len(pts)
    out = []
    for i in range(m):
        p0, p1, p2, p3 = pts[(i - 1) % m], pts[i], pts[(i + 1) % m], pts[(i + 2) % m]
        for k in range(n // m):
            t = k / (n // m)
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[j]) + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    return out


def _at(curve: list, cum: list, s: float) -> tuple:
    """Point and unit tangent at arc length ``s`` of the closed curve."""
    total = cum[-1]
    s %= total
    lo, hi = 0, len(cum) - 1
    while lo < hi - 1:
        mid = (lo + hi) // 2
        if cum[mid] <= s:
            lo = mid
        else:
            hi = mid
    a, b = curve[lo % len(curve)], curve[hi % len(curve)]
    seg = (cum[hi] - cum[lo]) or 1.0
    t = (s - cum[lo]) / seg
    x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return x, y, dx / n, dy / n


@dataclass(frozen=True)
class Track:
    key: str
    name: str
    graph: LaneGraph
    #: space id -> (row, lane)
    cell: dict
    #: (row, lane) -> space id
    at: dict
    rows: int
    finish: int
    grid: tuple
    lines: tuple
    cracks: frozenset
    rect: frozenset
    rumble: frozenset
    #: ramp space -> (speed, landing space)
    ramps: dict
    jumps: frozenset
    #: space -> the space straight ahead (None when there is no single one)
    ahead: dict
    #: space -> the space whose straight-ahead space it is
    behind: dict
    animals: tuple
    loops: tuple
    splits: tuple
    #: space -> lateral offset and heading for the board
    draw: dict

    def row(self, space: int) -> int:
        return self.rows if space == self.finish else self.cell[space][0]

    def geometry(self) -> dict:
        return _geometry(self.key)


def _lane_pos(lane: int, n: int) -> float:
    return (lane - (n - 1) / 2) * LANE_W


def _build(spec: TrackSpec) -> Track:
    curve = _spline(spec.path)
    cum = [0.0]
    for i in range(1, len(curve) + 1):
        a, b = curve[i - 1], curve[i % len(curve)]
        cum.append(cum[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = cum[-1]
    step = total / (spec.rows + 1.5)
    lanes_at = []
    for r in range(spec.rows):
        n = 2
        for first, k in spec.lanes:
            if r >= first:
                n = k
        lanes_at.append(n)
    split_of = {}
    for first, last, left in spec.splits:
        for r in range(first, last + 1):
            split_of[r] = left
    spaces, cell, at, draw = [], {}, {}, {}
    rect, rumble = set(), set()
    heading = []
    for r in range(spec.rows + 1):
        x, y, tx, ty = _at(curve, cum, r * step)
        heading.append((x, y, tx, ty))
    for r in range(spec.rows):
        x, y, tx, ty = heading[r]
        # how much the road turns here
        _, _, ax, ay = _at(curve, cum, r * step - step)
        _, _, bx, by = _at(curve, cum, r * step + step)
        turn = math.degrees(math.atan2(ax * by - ay * bx, ax * bx + ay * by))
        straight = abs(turn) < 20
        n = lanes_at[r]
        for lane in range(n):
            off = _lane_pos(lane, n)
            if r in split_of:
                first = min(a for a, b, _ in spec.splits if a <= r <= b)
                last = max(b for a, b, _ in spec.splits if a <= r <= b)
                bulge = math.sin(math.pi * (r - first + 1) / (last - first + 2))
                off += (1 if lane >= split_of[r] else -1) * 14 * bulge
            sx, sy = x - ty * off, y + tx * off
            sid = len(spaces)
            tags = set()
            if straight:
                tags.add("rect")
                rect.add(sid)
            outside = (lane == n - 1 and turn < -14) or (lane == 0 and turn > 14)
            if spec.rumble and outside and abs(turn) > 24:
                tags.add("rumble")
                rumble.add(sid)
            if (r, lane) in spec.cracks:
                tags.add("crack")
            kind = "grid" if r < 2 else "straight"
            spaces.append(Space(sid, round(sx, 1), round(sy, 1), kind, tags=frozenset(tags)))
            cell[sid] = (r, lane)
            at[(r, lane)] = sid
            draw[sid] = (round(math.degrees(math.atan2(ty, tx)), 1), round(off, 1))
    finish = len(spaces)
    fx, fy, ftx, fty = heading[spec.rows]
    spaces.append(Space(finish, round(fx, 1), round(fy, 1), "finish"))
    links = []
    ahead = {}
    for r in range(spec.rows - 1):
        n1, n2 = lanes_at[r], lanes_at[r + 1]
        for a in range(n1):
            pa = _lane_pos(a, n1)
            best = None
            for b in range(n2):
                pb = _lane_pos(b, n2)
                if abs(pa - pb) > LANE_W * 1.01:
                    continue
                if r in split_of and r + 1 in split_of and (a >= split_of[r]) != (b >= split_of[r + 1]):
                    continue
                if r + 1 in split_of and r not in split_of and n1 == n2 and (a >= split_of[r + 1]) != (b >= split_of[r + 1]):
                    continue
                if r in split_of and r + 1 not in split_of and n1 == n2 and (a >= split_of[r]) != (b >= split_of[r]):
                    continue
                links.append((at[(r, a)], at[(r + 1, b)]))
                if abs(pa - pb) < LANE_W * 0.25:
                    best = at[(r + 1, b)]
            ahead[at[(r, a)]] = best
    for a in range(lanes_at[-1]):
        links.append((at[(spec.rows - 1, a)], finish))
        ahead[at[(spec.rows - 1, a)]] = None
    ramps, jumps = {}, set()
    for row, lane, speed, lrow, llane in spec.ramps:
        ramps[at[(row, lane)]] = (speed, at[(lrow, llane)])
        jumps.add((at[(row, lane)], at[(lrow, llane)]))
        links.append((at[(row, lane)], at[(lrow, llane)]))
    graph = LaneGraph(spaces, links)
    grid = tuple(at[(r, lane)] for r in (1, 0) for lane in range(lanes_at[r]))
    cracks = frozenset(at[c] for c in spec.cracks)
    animals = tuple((name, tuple(at[c] for c in cells)) for name, cells in spec.animals)
    behind = {b: a for a, b in ahead.items() if b is not None}
    return Track(spec.key, spec.name, graph, cell, at, spec.rows, finish, grid, spec.lines, cracks,
                 frozenset(rect), frozenset(rumble), ramps, frozenset(jumps), ahead, behind, animals,
                 spec.loops, spec.splits, draw)


@lru_cache(maxsize=None)
def track(key: str) -> Track:
    if key not in TRACKS:
        raise KeyError(key)
    return _build(TRACKS[key])


@lru_cache(maxsize=None)
def _geometry(key: str) -> dict:
    t = track(key)
    g = t.graph
    xs = [s.x for s in g.spaces.values()]
    ys = [s.y for s in g.spaces.values()]
    spaces = []
    for i in sorted(g.spaces):
        s = g.spaces[i]
        if i == t.finish:
            continue
        row, lane = t.cell[i]
        ang, _ = t.draw[i]
        code = "C" if i in t.cracks else "R" if i in t.ramps else ""
        spaces.append(f"{s.x:g} {s.y:g} {ang:g} {row} {lane} {code}{'r' if i in t.rect else ''}"
                      f"{'s' if i in t.rumble else ''}")
    links = "|".join(f"{a} {b}" for a in sorted(g.children) for b in g.children[a])
    lines = []
    for r in t.lines:
        ends = [t.at[(r, lane)] for lane in range(4) if (r, lane) in t.at]
        lines.append(ends)
    return {"key": t.key, "name": t.name, "box": [min(xs) - 30, min(ys) - 30, max(xs) + 30, max(ys) + 30],
            "spaces": "|".join(spaces), "links": links, "finish": t.finish,
            "finish_at": [g.spaces[t.finish].x, g.spaces[t.finish].y], "rows": t.rows,
            "lines": lines, "grid": list(t.grid),
            "ramps": {str(a): [sp, land] for a, (sp, land) in t.ramps.items()},
            "loops": [list(x) for x in t.loops], "splits": [list(x[:2]) for x in t.splits],
            "animal_paths": {name: list(cells) for name, cells in t.animals}}
