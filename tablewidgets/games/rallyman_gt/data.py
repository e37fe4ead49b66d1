"""Rallyman: GT components. Source of the numbers: the rules page (shared/rules/rallyman-gt.txt):
the dice per car class, the tyre dashboards for the four tyre x weather cases, the caution
counts of each die (one on coast, 1st and 2nd gear dice, two on the others) and the 42 damage
tokens. Everything else here is DESIGNED for this package, since no public source documents it:
the track tiles (their lanes, gear limits, caution triangles, dotted inside lines and danger
colours), the three tracks built from them, which faces of a die carry the caution symbol, and
the loss-of-control table. (The layout of a tile as rows of three lane squares, each with its own
limit and a yellow / orange / red danger colour, follows the schema of the open
TsaariII/RallymanGTapp track file; no data was taken from it.)

A tile is a list of rows; a row gives its turn (degrees, + to the right) and one square per
lane, left to right. A square's code: ``""`` no limit; ``"3"`` the highest safe gear is 3;
``"3!"`` a caution triangle round the 3 (entering in 3rd gear adds a caution); ``"/2"`` after
either a dotted inside line behind the square (a straight move along the lane into it is safe
up to 2nd gear only) and ``"/!"`` a dotted line with a caution symbol (one more caution).

>>> t = track("ring")
>>> t.rows, len(t.graph), t.name
(56, 168, 'Ring')
>>> t.square(t.sid(10, 2)).limit, t.colour_of(t.sid(10, 2))
(2, 'orange')
>>> dashboard_for("gt6", "slick", "wet")
Dashboard(limit=2, dice=(('gear', 6), ('coast', 2), ('brake', 1), ('boost', 0)))
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ...engine.rally import Dashboard, dashboard, die_faces
from ...engine.tracks import LaneGraph, Space

LANES = 3
CLASSES = ("gt4", "gt5", "gt6")
TYRES = ("slick", "rain")          # the page's "asphalt" (dry-weather) and "rain" tyres
WEATHER = ("dry", "wet")

#: dice per car class, dry weather on slick tyres (the page's "Car Dice" table)
CAR_DICE = {"gt4": (4, 3, 2, 0), "gt5": (5, 2, 3, 1), "gt6": (6, 2, 3, 0)}

#: the page's tyre dashboards: class -> (tyre, weather) -> (caution limit, gear, coast, brake, boost)
_DASH = {
    "gt6": {("slick", "dry"): (3, 6, 2, 3, 0), ("slick", "wet"): (2, 6, 2, 1, 0),
            ("rain", "wet"): (3, 6, 2, 2, 0), ("rain", "dry"): (3, 6, 1, 2, 0)},
    "gt5": {("slick", "dry"): (3, 5, 2, 3, 1), ("slick", "wet"): (2, 5, 2, 1, 1),
            ("rain", "wet"): (3, 5, 2, 2, 1), ("rain", "dry"): (3, 5, 1, 2, 1)},
    "gt4": {("slick", "dry"): (3, 4, 3, 2, 0), ("slick", "wet"): (2, 4, 3, 1, 0),
            ("rain", "wet"): (3, 4, 3, 2, 0), ("rain", "dry"): (3, 4, 2, 2, 0)},
}


def dashboard_for(car_class: str, tyres: str, weather: str) -> Dashboard:
    limit, gear, coast, brake, boost = _DASH[car_class][(tyres, weather)]
    return dashboard(limit, gear=gear, coast=coast, brake=brake, boost=boost)


#: caution symbols per die (the page's counts); which faces carry them is our design
CAUTIONS = {"1": 1, "2": 1, "3": 2, "4": 2, "5": 2, "6": 2, "coast": 1, "brake": 2, "boost": 2}
FACES = {k: die_faces(k if k in "123456" else k[0].upper(), n) for k, n in CAUTIONS.items()}

#: the 42 damage tokens (page): lose a red (brake), white (coast) or black (gear) die, yellow flag,
#: weather, green flag
DAMAGE_TOKENS = {"brake": 6, "coast": 6, "gear": 6, "yellow": 6, "weather": 6, "green": 12}
DAMAGE_NAMES = {"brake": "lose a red die", "coast": "lose a white die", "gear": "lose a black die",
                "yellow": "yellow flag", "weather": "weather change", "green": "green flag"}

#: DESIGNED loss-of-control table: gear at the loss -> tile danger -> (gear after: 0 or 00, damage tokens)
LOSS = {
    1: {"yellow": ("0", 0), "orange": ("0", 0), "red": ("0", 0)},
    2: {"yellow": ("0", 0), "orange": ("0", 0), "red": ("0", 1)},
    3: {"yellow": ("0", 0), "orange": ("0", 1), "red": ("00", 1)},
    4: {"yellow": ("0", 1), "orange": ("00", 1), "red": ("00", 2)},
    5: {"yellow": ("00", 1), "orange": ("00", 2), "red": ("00", 3)},
    6: {"yellow": ("00", 2), "orange": ("00", 3), "red": ("00", 3)},
}
DANGER = {"Y": "yellow", "O": "orange", "R": "red"}

# ------------------------------------------------------------------ the DESIGNED tiles
_ = ""
TILES = {
    # straights
    "S3": ("Y", [(0, (_, _, _))] * 3),
    "S2": ("Y", [(0, (_, _, _))] * 2),
    # a fast kink to the right / left
    "K30R": ("Y", [(15, ("5", "5", "5!")), (15, ("6", "5", "4"))]),
    "K30L": ("Y", [(-15, ("5!", "5", "5")), (-15, ("4", "5", "6"))]),
    # a medium 90 degree corner, entry warning and a dotted inside line
    "M90R": ("O", [(0, (_, _, "4!")), (30, ("4", "3", "2")), (30, ("4", "3", "2/1")), (30, ("4!", "3", "3"))]),
    "M90L": ("O", [(0, ("4!", _, _)), (-30, ("2", "3", "4")), (-30, ("2/1", "3", "4")), (-30, ("3", "3", "4!"))]),
    # a hairpin
    "H180R": ("R", [(0, ("4", "3", "3!")), (36, ("3", "2", "1")), (36, ("2!", "2", "1/!")),
                    (36, ("2", "1", "1")), (36, ("2", "2", "1/!")), (36, ("3", "3!", "2"))]),
    "H180L": ("R", [(0, ("3!", "3", "4")), (-36, ("1", "2", "3")), (-36, ("1/!", "2", "2!")),
                    (-36, ("1", "1", "2")), (-36, ("1/!", "2", "2")), (-36, ("2", "3!", "3"))]),
    # a chicane: left then right
    "CHL": ("O", [(0, (_, _, "4!")), (-20, ("3", "3", "4")), (20, ("3", "2/1", "3")), (20, ("4", "3", "3")),
                  (-20, ("4!", "4", "5"))]),
    # a straight just after a corner, still orange
    "X2": ("O", [(0, ("5!", _, _)), (0, (_, _, _))]),
}

#: the DESIGNED tracks (tile keys in order; the finish line is the front of the first square row)
TRACKS = {
    "ring": ("Ring", ["S3", "S3", "S3", "M90R", "S3", "S3", "M90R", "X2", "S3", "S3", "S3", "S3", "M90R",
                      "S3", "S3", "M90R", "S3", "S2"]),
    "hairpins": ("Hairpin Valley", ["S3", "K30R", "K30L", "S3", "H180R", "S3", "S3", "S3", "K30R", "K30L",
                                    "S3", "H180R", "S3", "S3"]),
    "park": ("Lakeside Park", ["S3", "S3", "CHL", "S3", "M90R", "S3", "K30L", "K30R", "H180R", "S3", "M90L",
                               "S3", "M90R", "M90R", "S3", "S3", "S2"]),
}
TRACK_KEYS = tuple(TRACKS)


@dataclass(frozen=True)
class Square:
    limit: int             # 0: no limit
    triangle: bool         # caution triangle round the limit
    dotted: int            # limit of a straight move into this square across a dotted line (0: none)
    dotted_caution: bool   # the dotted line carries a caution symbol


def parse_square(code: str) -> Square:
    head, _, dot = code.partition("/")
    triangle = head.endswith("!")
    head = head.rstrip("!")
    if head and not (head.isdigit() and 1 <= int(head) <= 6):
        raise ValueError(f"square code {code!r}: a limit is a gear 1 to 6")
    if dot and dot != "!" and not (dot.isdigit() and 1 <= int(dot) <= 6):
        raise ValueError(f"square code {code!r}: a dotted line carries a gear or '!'")
    return Square(int(head) if head else 0, triangle, int(dot) if dot.isdigit() else 0, dot == "!")


@dataclass(frozen=True)
class Track:
    key: str
    name: str
    tiles: tuple            # tile keys
    rows: int
    graph: LaneGraph
    squares: tuple          # Square per space id
    colours: tuple          # danger colour per row
    tile_of_row: tuple
    inside: tuple           # per row: the inside lane of the current or next corner
    turns: tuple            # per row: its turn in degrees

    def sid(self, row: int, lane: int) -> int:
        return (row % self.rows) * LANES + lane

    @staticmethod
    def row_lane(space: int) -> tuple[int, int]:
        return divmod(space, LANES)

    def square(self, space: int) -> Square:
        return self.squares[space]

    def colour_of(self, space: int) -> str:
        return self.colours[space // LANES]

    def geometry(self) -> dict:
        return _geometry(self.key)

    def _geometry(self) -> dict:
        g = self.graph
        spaces = []
        for i in range(len(g)):
            s = g.spaces[i]
            sq = self.squares[i]
            spaces.append([round(s.x, 1), round(s.y, 1), sq.limit, int(sq.triangle), sq.dotted,
                           int(sq.dotted_caution)])
        xs = [s.x for s in g.spaces.values()]
        ys = [s.y for s in g.spaces.values()]
        tiles = []
        row = 0
        for key in self.tiles:
            n = len(TILES[key][1])
            tiles.append({"key": key, "rows": [row, row + n - 1], "colour": DANGER[TILES[key][0]]})
            row += n
        return {"key": self.key, "name": self.name, "rows": self.rows, "lanes": LANES,
                "box": [round(min(xs), 1), round(min(ys), 1), round(max(xs), 1), round(max(ys), 1)],
                "spaces": spaces, "headings": list(self._headings), "tiles": tiles,
                "colours": list(self.colours)}

    @property
    def _headings(self):
        return _headings(self.key)


ROW_GAP = 36.0
LANE_GAP = 34.0


def _layout(rows_turns: list[float]) -> tuple[list, list]:
    """Row centres and headings by turtle, closed onto the start by spreading the gap evenly."""
    heading = 0.0
    x = y = 0.0
    centres, headings = [], []
    for turn in rows_turns:
        heading += turn / 2
        centres.append((x, y))
        headings.append(heading)
        heading += turn / 2
        # in a corner the inside lane needs room too: the centre line runs longer there
        step = max(ROW_GAP, LANE_GAP * abs(math.radians(turn)) + 34)
        x += step * math.cos(math.radians(heading))
        y += step * math.sin(math.radians(heading))
    n = len(centres)
    ex, ey = x, y      # where the loop ends against where it began
    centres = [(cx - ex * i / n, cy - ey * i / n) for i, (cx, cy) in enumerate(centres)]
    # each row faces along the corrected line: from the row behind to the row ahead
    headings = []
    for i in range(n):
        (ax, ay), (bx, by) = centres[i - 1], centres[(i + 1) % n]
        headings.append(math.degrees(math.atan2(by - ay, bx - ax)))
    return centres, headings


@lru_cache(maxsize=None)
def track(key: str) -> Track:
    if key not in TRACKS:
        raise KeyError(key)
    name, tiles = TRACKS[key]
    rows = []
    for t in tiles:
        colour, spec = TILES[t]
        rows += [(colour, turn, lanes, t) for turn, lanes in spec]
    turns = [r[1] for r in rows]
    if abs(sum(turns) - 360) > 1e-6:
        raise ValueError(f"track {key}: the turns add up to {sum(turns)} degrees, not one loop")
    centres, headings = _layout(turns)
    n = len(rows)
    spaces, squares, links = [], [], []
    for r, (cx, cy) in enumerate(centres):
        h = math.radians(headings[r])
        nx, ny = -math.sin(h), math.cos(h)       # to the right of travel (y grows downwards)
        for lane in range(LANES):
            off = (lane - 1) * LANE_GAP
            sq = parse_square(rows[r][2][lane])
            squares.append(sq)
            kind = "corner" if sq.limit else ("finish" if r == 0 else "straight")
            spaces.append(Space(r * LANES + lane, cx + nx * off, cy + ny * off, kind, 0))
            for d in (-1, 0, 1):
                if 0 <= lane + d < LANES:
                    links.append((r * LANES + lane, ((r + 1) % n) * LANES + lane + d))
    graph = LaneGraph(spaces, links)
    # inside lane of the current or next corner: the lane with the lowest limit of the first
    # row at or after this one that has a limit (ties: the lane on the side the row turns to)
    inside = []
    for r in range(n):
        for k in range(n):
            rr = (r + k) % n
            lims = [squares[rr * LANES + l].limit for l in range(LANES)]
            if any(lims):
                lo = min(v for v in lims if v)
                best = [l for l in range(LANES) if lims[l] == lo]
                turn = next((rows[(rr + j) % n][1] for j in range(n) if rows[(rr + j) % n][1]), 0)
                inside.append(best[-1] if turn > 0 else best[0])
                break
        else:
            inside.append(0)
    _HEAD[key] = tuple(round(h, 1) for h in headings)
    return Track(key, name, tuple(tiles), n, graph, tuple(squares), tuple(DANGER[r[0]] for r in rows),
                 tuple(r[3] for r in rows), tuple(inside), tuple(turns))


_HEAD: dict = {}


def _headings(key: str) -> tuple:
    track(key)
    return _HEAD[key]


@lru_cache(maxsize=None)
def _geometry(key: str) -> dict:
    return track(key)._geometry()


ORD = {0: "0", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th"}
