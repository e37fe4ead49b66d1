"""Component data of River Valley Glassworks: one table per kind of component.

Published numbers: 132 glass pieces in nine colours (22 white, 22 purple,
17 light blue, 17 dark blue, 12 light green, 12 dark green, 12 black, 9 yellow,
9 orange; black only with five players), six shapes, six river tiles with one
or two stones each, a lake of five, satchels of at most five (three to start),
seven glassworks columns, 17 pieces to end, -3 per overflow piece.

Designed here (the published values were not at hand): how each colour's pieces
spread over the six shapes, which tiles carry one or two stones, the height of
a column (five), the row points and the column points. They are all in this
file and nowhere else.
"""

from __future__ import annotations

#: The six shapes, in the order used everywhere (river tiles, sorting, views).
SHAPES = ("C", "T", "S", "H", "D", "M")
SHAPE_NAMES = {"C": "circle", "T": "triangle", "S": "square", "H": "heart", "D": "drop", "M": "moon"}

#: Stones on each river tile: how many pieces refill the segment to its left (designed).
STONES = {"C": 1, "T": 2, "S": 1, "H": 2, "D": 1, "M": 2}

#: Glass colours: code, name, colour on screen, pieces per shape (C, T, S, H, D, M), five players only.
#: The totals are the published ones; the spread over the shapes is designed.
GLASS = (
    ("w", "white",       "#eef3f5", (4, 4, 4, 4, 3, 3), False),
    ("p", "purple",      "#8e5bb5", (3, 3, 4, 4, 4, 4), False),
    ("s", "light blue",  "#7cc6e8", (3, 3, 3, 3, 3, 2), False),
    ("b", "dark blue",   "#2a5ca8", (2, 3, 3, 3, 3, 3), False),
    ("l", "light green", "#9bd36a", (2, 2, 2, 2, 2, 2), False),
    ("g", "dark green",  "#2e7d4f", (2, 2, 2, 2, 2, 2), False),
    ("k", "black",       "#26262b", (2, 2, 2, 2, 2, 2), True),
    ("y", "yellow",      "#f2cf3a", (2, 1, 2, 1, 2, 1), False),
    ("o", "orange",      "#ec8a2d", (1, 2, 1, 2, 1, 2), False),
)
COLOR_ORDER = tuple(row[0] for row in GLASS)
COLOR_NAMES = {row[0]: row[1] for row in GLASS}
COLOR_FILL = {row[0]: row[2] for row in GLASS}

SATCHEL_START = 3
SATCHEL_MAX = 5
LAKE_SIZE = 5
LAKE_DRAW = 4
END_AT = 17                 # pieces in a glassworks (overflow not counted) that start the last stage
TOP_UP = 3                  # satchels are filled to this when the last stage starts
OVERFLOW_PENALTY = 3

COLUMNS = 7
ROWS = 5                    # the height of every column (designed)
#: Points of a row by how many spaces are filled from the left without a gap (0 to 7; designed).
ROW_POINTS = (0, 1, 2, 4, 6, 9, 12, 16)
#: Points of the highest filled space of a column, column by column from the left, bottom row first.
#: Values grow to the right, so of two equal columns the left one is the lower scoring (designed).
COLUMN_POINTS = (
    (1, 2, 3, 5, 7),
    (1, 2, 4, 5, 8),
    (1, 3, 4, 6, 8),
    (2, 3, 5, 6, 9),
    (2, 3, 5, 7, 9),
    (2, 4, 6, 7, 10),
    (2, 4, 6, 8, 10),
)


def supply(players: int) -> list[str]:
    """Every piece in play for that many players, as codes like ``"wC"`` (colour, then shape)."""
    pieces = []
    for code, _name, _fill, counts, five_only in GLASS:
        if five_only and players < 5:
            continue
        for shape, n in zip(SHAPES, counts):
            pieces.extend([code + shape] * n)
    return pieces


def colors_in_play(players: int) -> tuple[str, ...]:
    return tuple(row[0] for row in GLASS if players >= 5 or not row[4])


#: Sort order of pieces: by shape, then by colour (pieces of one shape sit together).
PIECE_ORDER = {c + s: i * 10 + j for i, s in enumerate(SHAPES) for j, c in enumerate(COLOR_ORDER)}


def piece_key(code: str) -> int:
    return PIECE_ORDER[code]


def piece_name(code: str) -> str:
    return f"{COLOR_NAMES[code[0]]} {SHAPE_NAMES[code[1]]}"
