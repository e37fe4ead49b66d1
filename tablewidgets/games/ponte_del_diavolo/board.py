"""The 10 x 10 board of Ponte del Diavolo: square names, neighbours, bridge shapes.

Squares are named like chess squares, columns ``a``..``j`` from the left and
rows ``1``..``10`` from the bottom; inside the model a square is the number
``row * 10 + column`` (a1 = 0, j10 = 99).

>>> NAMES[0], NAMES[99], SQUARES["e5"]
('a1', 'j10', 44)
>>> [NAMES[m] for m in middles(SQUARES["a1"], SQUARES["b3"])]   # a knight's bridge spans two squares
['a2', 'b2']
>>> crosses((SQUARES["a1"], SQUARES["c3"]), (SQUARES["a3"], SQUARES["c1"]))
True
"""

from __future__ import annotations

from functools import lru_cache

SIZE = 10
COLUMNS = "abcdefghij"
CELLS = SIZE * SIZE


def xy(square: int) -> tuple[int, int]:
    """(column, row) of a square, both counted from 0."""
    return square % SIZE, square // SIZE


def at(col: int, row: int) -> int | None:
    return row * SIZE + col if 0 <= col < SIZE and 0 <= row < SIZE else None


NAMES = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(CELLS))
SQUARES = {name: i for i, name in enumerate(NAMES)}

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
AROUND = ORTHOGONAL + ((1, 1), (1, -1), (-1, 1), (-1, -1))

#: the squares sharing a side with each square
ORTH = tuple(tuple(s for s in (at(c + dx, r + dy) for dx, dy in ORTHOGONAL) if s is not None)
             for c, r in map(xy, range(CELLS)))
#: the squares sharing a side or a corner with each square
KING = tuple(tuple(s for s in (at(c + dx, r + dy) for dx, dy in AROUND) if s is not None)
             for c, r in map(xy, range(CELLS)))


def _distance(a: int, b: int) -> int:
    """Steps a king needs from ``a`` to ``b`` (the larger of the column and row differences)."""
    (ax, ay), (bx, by) = xy(a), xy(b)
    return max(abs(ax - bx), abs(ay - by))


#: A tile changes whether a tile of its colour may go on another square only within this many
#: king steps: what decides a square (its side neighbours' groups, islands beside it, the island
#: it would finish and that island's surroundings) lies within four steps, groups being at most four.
REACH_OF_TILE = 4
#: per square, the squares within REACH_OF_TILE king steps (itself excluded), and those beyond
NEAR = tuple(tuple(u for u in range(CELLS) if u != s and _distance(s, u) <= REACH_OF_TILE) for s in range(CELLS))
FAR = tuple(frozenset(u for u in range(CELLS) if _distance(s, u) > REACH_OF_TILE) for s in range(CELLS))

# What a bridge may span: two squares straight or diagonally, or a knight's move.
BRIDGE_SHAPES = {
    "straight": ((2, 0), (-2, 0), (0, 2), (0, -2)),
    "diagonal": ((2, 2), (2, -2), (-2, 2), (-2, -2)),
    "knight": ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)),
}
BRIDGE_OFFSETS = tuple(d for shape in BRIDGE_SHAPES.values() for d in shape)


def middles(a: int, b: int) -> tuple[int, ...]:
    """The water squares a bridge from ``a`` to ``b`` passes over (one, or two for a knight's move)."""
    (ax, ay), (bx, by) = xy(a), xy(b)
    dx, dy = bx - ax, by - ay
    if abs(dx) + abs(dy) == 3:   # knight: the two squares beside the segment's midpoint
        if abs(dx) == 2:
            mid = ax + dx // 2
            return tuple(sorted((at(mid, ay), at(mid, by))))
        mid = ay + dy // 2
        return tuple(sorted((at(ax, mid), at(bx, mid))))
    return (at(ax + dx // 2, ay + dy // 2),)


def shape_of(a: int, b: int) -> str | None:
    """"straight", "diagonal", "knight", or None when no bridge can join the two squares."""
    (ax, ay), (bx, by) = xy(a), xy(b)
    d = (bx - ax, by - ay)
    return next((name for name, offsets in BRIDGE_SHAPES.items() if d in offsets), None)


#: every square a bridge could reach from each square, with the squares it would span
REACH = tuple(tuple((b, middles(a, b)) for b in (at(xy(a)[0] + dx, xy(a)[1] + dy) for dx, dy in BRIDGE_OFFSETS)
                    if b is not None)
              for a in range(CELLS))


def _turn(p, q, r) -> int:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def crosses(one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Do two bridges cross, seen from above?

    Bridges never share an end (one bridge per tile) and never touch each other's
    ends in the middle (those squares are water), so crossing is a proper
    intersection of the two segments between square centres.
    """
    p, q = xy(one[0]), xy(one[1])
    r, s = xy(other[0]), xy(other[1])
    return _turn(p, q, r) * _turn(p, q, s) < 0 and _turn(r, s, p) * _turn(r, s, q) < 0


def _box(bridge: tuple[int, int]) -> tuple[int, int, int, int]:
    (ax, ay), (bx, by) = xy(bridge[0]), xy(bridge[1])
    return min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)


#: every bridge that could ever stand, as (low square, high square), with its span (x0, x1, y0, y1)
ALL_BRIDGES = tuple((pair, _box(pair)) for pair in sorted({(min(a, b), max(a, b))
                                                            for a in range(CELLS) for b, _ in REACH[a]}))


@lru_cache(maxsize=None)
def crossing(a: int, b: int) -> frozenset:
    """Every possible bridge (low square, high square) that would cross the bridge ``a``-``b``."""
    x0, x1, y0, y1 = _box((a, b))
    return frozenset(other for other, (u0, u1, v0, v1) in ALL_BRIDGES
                     if u1 >= x0 and u0 <= x1 and v1 >= y0 and v0 <= y1 and crosses((a, b), other))


def parse_square(text: str) -> int | None:
    return SQUARES.get(text.strip().lower())
