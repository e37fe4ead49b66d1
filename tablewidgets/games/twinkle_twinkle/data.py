"""Component data of Twinkle Twinkle: tiles, the star chart and the scoring references.

Published numbers used here: 95 tiles (50 stars, 12 asteroids, 8 satellites,
9 planets, 8 black holes, 8 comets), a sky of 5 x 4 spaces per player, the
sizes of the two tile rows per player count, two standees per player in a
two-player game, and the green side of the black-hole reference.

Designed by us, because the published values are not known here: the line
patterns on the 50 star tiles and which of them carry a nova, which tiles are
slow (the nova tiles), the points of the star chart, and every scoring
reference except the green black hole. All of it lives in the tables below.
"""

from __future__ import annotations

COLUMNS = "abcde"
ROWS = 4
CELLS = tuple(f"{c}{r}" for r in range(1, ROWS + 1) for c in COLUMNS)   # a1..e1, a2..e2, ...
CELL_INDEX = {name: i for i, name in enumerate(CELLS)}

#: compass directions of the dashed lines, clockwise from north: (name, column step, row step).
#: Rows count downwards (row 1 is the top of the sky), so north is row - 1.
DIRECTIONS = (("N", 0, -1), ("NE", 1, -1), ("E", 1, 0), ("SE", 1, 1),
              ("S", 0, 1), ("SW", -1, 1), ("W", -1, 0), ("NW", -1, -1))
DIR_NAMES = tuple(d[0] for d in DIRECTIONS)
DIR_WORDS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")

#: kinds of tile: (code, name, plural, how many in the bag)
KINDS = (
    ("star", "star", "stars", 50),
    ("asteroid", "asteroid", "asteroids", 12),
    ("satellite", "satellite", "satellites", 8),
    ("planet", "planet", "planets", 9),
    ("black_hole", "black hole", "black holes", 8),
    ("comet", "comet", "comets", 8),
)
KIND_NAME = {k[0]: k[1] for k in KINDS}
KIND_PLURAL = {k[0]: k[2] for k in KINDS}
ID_PREFIX = {"star": "st", "asteroid": "as", "satellite": "sa", "planet": "pl", "black_hole": "bh", "comet": "co"}

#: the star tiles (designed): shape name, lines as laid out in the bag, how many, how many of them are novas.
#: Each star sits in the middle of its tile; its lines run to edge midpoints (N, E, S, W) or corners.
STAR_SHAPES = (
    ("line", ("N", "S"), 8, 2),
    ("diagonal", ("NE", "SW"), 6, 1),
    ("corner", ("N", "E"), 8, 2),
    ("bend", ("N", "SE"), 6, 1),
    ("end", ("N",), 5, 1),
    ("diagonal end", ("NE",), 5, 1),
    ("fork", ("N", "E", "S"), 4, 1),
    ("arrow", ("N", "SE", "SW"), 4, 1),
    ("cross", ("N", "E", "S", "W"), 2, 0),
    ("diagonal cross", ("NE", "SE", "SW", "NW"), 2, 0),
)

#: tiles per row, by player count: (current round, next round). One tile is always left over.
ROW_SIZES = {2: (5, 4), 3: (4, 3), 4: (5, 4)}
#: standees (turn-order markers) per player
STANDEES = {2: 2, 3: 1, 4: 1}

#: star chart (designed): points for a constellation of n stars, scored for the largest and
#: the second largest (index = stars, capped at the last entry)
CONSTELLATION_POINTS = (0, 0, 1, 2, 4, 6, 9, 12, 15, 18, 22, 26)
#: star chart (designed): points by the number of constellations of at least two stars
CONSTELLATION_COUNT_POINTS = (0, 1, 3, 5, 8, 11)
NOVA_POINTS = 1

#: asteroid belt sizes (designed), index = asteroids in the belt, capped
BELT_POINTS = (0, 1, 3, 6, 10, 15)
#: planets owned (designed), index = planets, capped
PLANET_SET_POINTS = (0, 2, 5, 9, 14, 20)

#: the scoring references: kind -> side -> (rule function name, parameters, text).
#: Only orthogonal neighbours count as adjacent. The functions live in sky.py.
REFERENCES = {
    "asteroid": {
        "green": ("belts", {"points": BELT_POINTS},
                  "Each belt of orthogonally adjacent asteroids scores 1/3/6/10/15 points for 1/2/3/4/5+ asteroids."),
        "blue": ("largest_belt", {"per": 3, "stray": -1},
                 "Your largest belt scores 3 points per asteroid; every asteroid outside it costs 1 point."),
    },
    "satellite": {
        "green": ("per_neighbour", {"of": "satellite", "near": "planet", "per": 2},
                  "Each satellite scores 2 points for every planet next to it."),
        "blue": ("touching", {"of": "satellite", "near": "planet", "yes": 4, "no": -2},
                 "A satellite next to at least one planet scores 4 points; one next to none costs 2."),
    },
    "planet": {
        "green": ("set", {"of": "planet", "points": PLANET_SET_POINTS},
                  "Planets score together: 2/5/9/14/20 points for 1/2/3/4/5+ planets."),
        "blue": ("touching", {"of": "planet", "near": "planet", "yes": 0, "no": 4},
                 "Each planet with no other planet next to it scores 4 points."),
    },
    "black_hole": {
        "green": ("lonely_black_holes", {},
                  "Each black hole with no black hole next to it scores 2 points, "
                  "and 3 more if no star or planet is next to it either."),
        "blue": ("crowded_black_holes", {"base": 6, "per": -2},
                 "Each black hole scores 6 points minus 2 for every neighbour that is not a black hole."),
    },
    "comet": {
        "green": ("neighbour_kinds", {"per": 1},
                  "Each comet scores 1 point for every different kind of tile next to it."),
        "blue": ("all_different", {"points": 5},
                 "A comet scores 5 points when its neighbours are all of different kinds and none is a comet."),
    },
}
SIDES = ("green", "blue")
SCORED_KINDS = ("asteroid", "satellite", "planet", "black_hole", "comet")
OPTION_NAME = {"asteroid": "asteroids", "satellite": "satellites", "planet": "planets",
               "black_hole": "black_holes", "comet": "comets"}


def build_tiles() -> dict[str, dict]:
    """Every tile by id: {"id", "kind", "lines" (directions as laid in the bag), "nova", "slow", "shape"}."""
    tiles: dict[str, dict] = {}
    n = 0
    for shape, lines, count, novas in STAR_SHAPES:
        for i in range(count):
            n += 1
            nova = i < novas
            tid = f"st{n:02d}"
            tiles[tid] = {"id": tid, "kind": "star", "lines": list(lines), "nova": nova,
                          "slow": nova, "shape": shape}
    for kind, _, _, count in KINDS[1:]:
        for i in range(1, count + 1):
            tid = f"{ID_PREFIX[kind]}{i:02d}"
            tiles[tid] = {"id": tid, "kind": kind, "lines": [], "nova": False, "slow": False, "shape": kind}
    return tiles


TILES = build_tiles()
TILE_IDS = tuple(TILES)
assert len(TILES) == 95 and sum(1 for t in TILES.values() if t["kind"] == "star") == 50
