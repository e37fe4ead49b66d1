"""The GIPF board as data: 37 points, 24 outer dots, the 42 pushes and the 21 lines.

Columns ``a``..``i``; column ``c`` (a = 0) holds ``9 - |c - 4|`` positions
numbered from the bottom. The outer ring (columns a and i, and the first and
last position of every other column) are the *dots* where pieces enter; the
other 37 positions are the *points* of the play area.

Internally a position also gets axial coordinates ``(c, t)`` with
``t = k + max(0, c - 4)``, in which the six directions are the constant steps
below, so a line is just repeated addition.

>>> len(POINTS), len(DOTS), len(PUSHES), len(LINES)
(37, 24, 42, 21)
>>> [NAMES[p] for p in PUSH_BY_NAME["b1", "c2"]]
['c2', 'd3', 'e4', 'f4', 'g4', 'h4']
"""

from __future__ import annotations

COLUMNS = "abcdefghi"
#: the six directions in axial steps (dc, dt); the first three are the axes of the lines.
DIRECTIONS = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))


def column_size(c: int) -> int:
    return 9 - abs(c - 4)


def _axial(c: int, k: int) -> tuple[int, int]:
    return c, k + max(0, c - 4)


def _from_axial(c: int, t: int) -> tuple[int, int] | None:
    if not 0 <= c <= 8:
        return None
    k = t - max(0, c - 4)
    return (c, k) if 1 <= k <= column_size(c) else None


def _name(c: int, k: int) -> str:
    return f"{COLUMNS[c]}{k}"


def _is_dot(c: int, k: int) -> bool:
    return c in (0, 8) or k in (1, column_size(c))


_ALL = [(c, k) for c in range(9) for k in range(1, column_size(c) + 1)]

#: point index -> name, in column order (a..i, bottom to top); only the 37 points get an index.
NAMES: tuple[str, ...] = tuple(_name(c, k) for c, k in _ALL if not _is_dot(c, k))
POINTS: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
DOTS: tuple[str, ...] = tuple(_name(c, k) for c, k in _ALL if _is_dot(c, k))
#: (column, k) of every point index, for sorting and drawing.
COORDS: tuple[tuple[int, int], ...] = tuple((c, k) for c, k in _ALL if not _is_dot(c, k))


def _step(pos: tuple[int, int], d: tuple[int, int]) -> tuple[int, int] | None:
    c, t = _axial(*pos)
    return _from_axial(c + d[0], t + d[1])


def _walk(start: tuple[int, int], d: tuple[int, int]) -> tuple[int, ...]:
    """Point indices from ``start`` on along ``d``, up to the dot at the far edge."""
    out, pos = [], start
    while pos is not None and not _is_dot(*pos):
        out.append(POINTS[_name(*pos)])
        pos = _step(pos, d)
    return tuple(out)


def _pushes() -> dict[tuple[str, str], tuple[int, ...]]:
    table = {}
    for c, k in _ALL:
        if not _is_dot(c, k):
            continue
        for d in DIRECTIONS:
            nxt = _step((c, k), d)
            if nxt is not None and not _is_dot(*nxt):
                table[_name(c, k), _name(*nxt)] = _walk(nxt, d)
    return table


#: (dot, first point) -> the points of the pushed line, in push order.
PUSH_BY_NAME: dict[tuple[str, str], tuple[int, ...]] = _pushes()
#: every push as (dot, point, line), in a stable order (by dot, then point).
PUSHES: tuple[tuple[str, str, tuple[int, ...]], ...] = tuple(
    (dot, pt, PUSH_BY_NAME[dot, pt]) for dot, pt in sorted(
        PUSH_BY_NAME, key=lambda dp: (DOTS.index(dp[0]), POINTS[dp[1]])))


def _lines() -> tuple[tuple[int, ...], ...]:
    """Each maximal straight line of points along the three axes, in axis order."""
    out = []
    for d in DIRECTIONS[:3]:
        back = (-d[0], -d[1])
        for c, k in COORDS:
            before = _step((c, k), back)
            if before is None or _is_dot(*before):
                out.append(_walk((c, k), d))
    return tuple(out)


LINES: tuple[tuple[int, ...], ...] = _lines()
#: push index (into PUSHES) -> index of its line in LINES: a push runs along a whole line, rim to rim.
PUSH_LINE: tuple[int, ...] = tuple(LINES.index(tuple(sorted(line))) for _, _, line in PUSHES)
#: point index -> the indices (into LINES) of the three lines through it.
LINES_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, line in enumerate(LINES) if p in line) for p in range(len(NAMES)))

#: rings around the centre e5 (0 = centre, 3 = the outermost ring of points).
CENTRE = POINTS["e5"]


def _ring(p: int) -> int:
    c, t = _axial(*COORDS[p])
    dc, dt = c - 4, t - 5
    return max(abs(dc), abs(dt), abs(dc - dt))


RING: tuple[int, ...] = tuple(_ring(p) for p in range(len(NAMES)))

#: starting points of the three pieces each side has in the basic and standard rules.
START = (("b5", "e2", "h5"), ("b2", "e8", "h2"))


def point_key(name: str) -> tuple[int, int]:
    """Sort key of a point name: column, then height."""
    return COLUMNS.index(name[0]), int(name[1:])
