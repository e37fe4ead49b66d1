"""Room shapes on a fine grid, doorways, overlap and contact.

The plane is a grid of unit cells (5 feet); x grows to the right and y downwards. Every cell
is cut by its two diagonals into four quarter triangles ``n``, ``e``, ``s``, ``w`` (the one
touching the cell's top, right, bottom or left edge). A shape is the set of quarters it covers,
so octagon corners and the corners of a large round room (half a cell, cut on the diagonal)
are exact, and two rooms overlap when they share a quarter.

An edge of unit length is ``("h", x, y)`` (from (x, y) to (x+1, y)) or ``("v", x, y)``
(from (x, y) to (x, y+1)). A doorway is such an edge with the direction it opens to
(``N``, ``E``, ``S``, ``W``). Two rooms are connected through a doorway when both have a
doorway on the same edge. Walls are the pairs (inside quarter, outside quarter) along which a
shape can touch another one; a round room touches a straight wall only at the middle of each
side, so its walls are those four unit edges.
"""

from __future__ import annotations

from functools import lru_cache

from .data import SHAPES

_ROT_Q = {"n": "e", "e": "s", "s": "w", "w": "n"}
_ROT_D = {"N": "E", "E": "S", "S": "W", "W": "N"}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
_SIDE = {"T": "N", "B": "S", "L": "W", "R": "E"}


def outside(edge: tuple, direction: str) -> tuple:
    """The quarter just outside a doorway (or wall) on ``edge`` facing ``direction``."""
    kind, x, y = edge
    if direction == "N":
        return (x, y - 1, "s")
    if direction == "S":
        return (x, y, "n")
    if direction == "E":
        return (x, y, "w")
    return (x - 1, y, "e")


def inside(edge: tuple, direction: str) -> tuple:
    return outside(edge, OPPOSITE[direction])


def _neighbours(q: tuple):
    """Quarters sharing an edge of positive length with quarter ``q``."""
    x, y, k = q
    if k == "n":
        return ((x, y, "e"), (x, y, "w"), (x, y - 1, "s"))
    if k == "s":
        return ((x, y, "e"), (x, y, "w"), (x, y + 1, "n"))
    if k == "e":
        return ((x, y, "n"), (x, y, "s"), (x + 1, y, "w"))
    return ((x, y, "n"), (x, y, "s"), (x - 1, y, "e"))


class Shape:
    """One shape in one rotation, anchored with its bounding box at (0, 0)."""

    __slots__ = ("w", "h", "cells", "walls", "doors", "fence")

    def __init__(self, w, h, cells, walls, doors, fence):
        self.w, self.h = w, h
        self.cells = frozenset(cells)      # quarters
        self.walls = frozenset(walls)      # (inside quarter, outside quarter)
        self.doors = tuple(doors)          # (edge, direction)
        self.fence = frozenset(fence)      # walls an outdoor room's fence runs along

    def rotated(self) -> "Shape":
        """The shape turned 90 degrees clockwise: (x, y) -> (h - y, x)."""
        h = self.h

        def q(c):
            x, y, k = c
            return (h - 1 - y, x, _ROT_Q[k])

        def e(edge):
            kind, x, y = edge
            return ("v", h - y, x) if kind == "h" else ("h", h - y - 1, x)

        return Shape(self.h, self.w, [q(c) for c in self.cells], [(q(a), q(b)) for a, b in self.walls],
                     [(e(edge), _ROT_D[d]) for edge, d in self.doors], [(q(a), q(b)) for a, b in self.fence])


def _full(x, y):
    return [(x, y, k) for k in "nesw"]


def _rect_edges(cells: set):
    """Boundary walls of a set of quarters (every quarter edge facing a quarter outside the set)."""
    return [(c, n) for c in cells for n in _neighbours(c) if n not in cells]


def _door_edge(shape: str, w: int, h: int, side: str, index: int) -> tuple:
    i = index - 1
    if shape in ("octagon600", "foyer"):
        i += 1                                   # counted along the straight part of the side
    if shape.startswith("circle") or shape == "foyer":
        i = (w // 2) if side in "TB" else (h // 2)
    if shape == "l300":                          # the notch is the top right 2 x 2 cells
        if side == "T":
            return ("h", i, 0 if i < 2 else 2)
        if side == "R":
            return ("v", 2 if i < 2 else 4, i)
    if side == "T":
        return ("h", i, 0)
    if side == "B":
        return ("h", i, h)
    if side == "L":
        return ("v", 0, i)
    return ("v", w, i)


@lru_cache(maxsize=None)
def base_shape(shape: str, doors: tuple, outdoor: bool) -> Shape:
    w, h, _size = SHAPES[shape]
    cells: set = set()
    for x in range(w):
        for y in range(h):
            cells.update(_full(x, y))
    cut = shape in ("octagon600", "foyer", "circle500")
    if shape == "l300":
        cells -= {q for x in (2, 3) for y in (0, 1) for q in _full(x, y)}
    if cut:                                       # half-cell corners, cut on the diagonal
        for (x, y), keep in (((0, 0), "es"), ((w - 1, 0), "ws"), ((0, h - 1), "en"), ((w - 1, h - 1), "wn")):
            cells -= {(x, y, k) for k in "nesw" if k not in keep}
    walls = _rect_edges(cells)
    if shape.startswith("circle"):                # a round room touches walls at the four tangents only
        mid_x, mid_y = w // 2, h // 2
        tangents = {(mid_x, 0, "n"), (mid_x, h - 1, "s"), (0, mid_y, "w"), (w - 1, mid_y, "e")}
        walls = [(a, b) for a, b in walls if a in tangents and a[2] == _opp_q(b[2])]
    door_list = [(_door_edge(shape, w, h, side, index), _SIDE[side]) for side, index in doors]
    fence = []
    if outdoor:                                   # the fence runs along the top side
        fence = [(a, b) for a, b in walls if a[2] == "n" and b[2] == "s" and a[1] == 0]
    return Shape(w, h, cells, walls, door_list, fence)


def _opp_q(k: str) -> str:
    return {"n": "s", "s": "n", "e": "w", "w": "e"}[k]


@lru_cache(maxsize=None)
def shape_of(shape: str, doors: tuple, outdoor: bool, rotation: int) -> Shape:
    s = base_shape(shape, doors, outdoor)
    for _ in range(rotation % 4):
        s = s.rotated()
    return s


class Placed:
    """A shape at offset (x, y): its quarters, walls, doorways and fence in plane coordinates
    (quarters, walls and fence are worked out when first asked for)."""

    __slots__ = ("shape", "x", "y", "w", "h", "doors", "_cells", "_walls", "_fence")

    def __init__(self, s: Shape, x: int, y: int):
        self.shape = s
        self.x, self.y, self.w, self.h = x, y, s.w, s.h
        self.doors = tuple(((e[0], e[1] + x, e[2] + y), d) for e, d in s.doors)
        self._cells = self._walls = self._fence = None

    def has(self, q: tuple) -> bool:
        return (q[0] - self.x, q[1] - self.y, q[2]) in self.shape.cells

    def covers_any(self, occupied) -> bool:
        x, y = self.x, self.y
        return any((cx + x, cy + y, k) in occupied for cx, cy, k in self.shape.cells)

    @property
    def cells(self) -> frozenset:
        if self._cells is None:
            x, y = self.x, self.y
            self._cells = frozenset((cx + x, cy + y, k) for cx, cy, k in self.shape.cells)
        return self._cells

    @property
    def walls(self) -> frozenset:
        if self._walls is None:
            x, y = self.x, self.y
            self._walls = frozenset(((a[0] + x, a[1] + y, a[2]), (b[0] + x, b[1] + y, b[2])) for a, b in self.shape.walls)
        return self._walls

    @property
    def fence(self) -> frozenset:
        if self._fence is None:
            x, y = self.x, self.y
            self._fence = frozenset(((a[0] + x, a[1] + y, a[2]), (b[0] + x, b[1] + y, b[2])) for a, b in self.shape.fence)
        return self._fence


def near(a: Placed, b: Placed) -> bool:
    """True when the bounding boxes overlap or meet (a cheap test before the exact ones)."""
    return a.x <= b.x + b.w and b.x <= a.x + a.w and a.y <= b.y + b.h and b.y <= a.y + a.h


def touches(a: Placed, b: Placed) -> bool:
    """True when the two shapes share a stretch of wall (not just a corner point)."""
    if not near(a, b) or not a.shape.walls or not b.shape.walls:
        return False
    bw = b.walls
    return any((o, i) in bw for i, o in a.walls)


def fence_touched(outdoor: Placed, other: Placed) -> bool:
    if not outdoor.shape.fence or not near(outdoor, other):
        return False
    bw = other.walls
    return any((o, i) in bw for i, o in outdoor.fence)
