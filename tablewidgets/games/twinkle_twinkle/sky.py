"""A player's sky: geometry, turning tiles, constellations and scoring (pure functions).

A sky is a list of 20 entries, one per space in ``data.CELLS`` order, each
``None`` or ``(tile_id, lines)`` where ``lines`` is a bit mask of the compass
directions (bit d = ``data.DIRECTIONS[d]``) the tile's dashed lines point to
as it lies in the sky.

How stars connect: every line runs from the star in the middle of its tile to
the middle of an edge (N, E, S, W) or to a corner (NE, SE, SW, NW). Two stars
are joined when their lines meet at the same point *and continue each other in
a straight line*: facing lines across a shared edge, or facing diagonal lines
across a shared corner. Two lines that meet at a corner at an angle (say one
tile's NE line and the NW line of its east neighbour) make a "V": they touch
but do not join.
"""

from __future__ import annotations

from functools import lru_cache

from .data import (CELLS, COLUMNS, CONSTELLATION_COUNT_POINTS, CONSTELLATION_POINTS, DIR_NAMES, DIRECTIONS,
                   NOVA_POINTS, REFERENCES, ROWS, SCORED_KINDS, TILES)

WIDTH = len(COLUMNS)
N_CELLS = len(CELLS)


def mask_of(names) -> int:
    mask = 0
    for name in names:
        mask |= 1 << DIR_NAMES.index(name)
    return mask


def dirs_of(mask: int) -> list[str]:
    return [DIR_NAMES[d] for d in range(8) if mask >> d & 1]


def pattern_text(mask: int) -> str:
    """Canonical text of a line pattern: directions clockwise from north, like ``N-SE``."""
    return "-".join(dirs_of(mask))


def turn(mask: int, quarter_turns: int, flip: bool) -> int:
    """The pattern after an optional left-right flip, then ``quarter_turns`` clockwise turns."""
    out = 0
    for d in range(8):
        if mask >> d & 1:
            e = (8 - d) % 8 if flip else d
            out |= 1 << ((e + 2 * quarter_turns) % 8)
    return out


#: the eight ways to lay a tile, in the order the front end cycles through them
TRANSFORMS = tuple((q, f) for f in (False, True) for q in range(4))


def transform_code(quarter_turns: int, flip: bool) -> str:
    return f"{'f' if flip else 'r'}{quarter_turns}"


@lru_cache(maxsize=None)
def orientations(tile_id: str) -> tuple[int, ...]:
    """The distinct line patterns a tile can show, in TRANSFORMS order (one, 0, for non-stars)."""
    base = mask_of(TILES[tile_id]["lines"])
    seen: list[int] = []
    for q, f in TRANSFORMS:
        m = turn(base, q, f)
        if m not in seen:
            seen.append(m)
    return tuple(seen)


def xy(i: int) -> tuple[int, int]:
    return i % WIDTH, i // WIDTH


def at(c: int, r: int) -> int | None:
    return r * WIDTH + c if 0 <= c < WIDTH and 0 <= r < ROWS else None


def _neighbours4(i: int) -> tuple[int, ...]:
    c, r = xy(i)
    return tuple(j for j in (at(c, r - 1), at(c + 1, r), at(c, r + 1), at(c - 1, r)) if j is not None)


NEIGHBOURS4 = tuple(_neighbours4(i) for i in range(N_CELLS))
#: for each cell and direction: the cell the line points into (or None off the sky)
STEP = tuple(tuple(at(xy(i)[0] + dc, xy(i)[1] + dr) for _, dc, dr in DIRECTIONS) for i in range(N_CELLS))


def kind_at(sky, i: int) -> str | None:
    return TILES[sky[i][0]]["kind"] if sky[i] is not None else None


def is_star(sky, i: int) -> bool:
    return sky[i] is not None and TILES[sky[i][0]]["kind"] == "star"


def links(sky) -> list[tuple[int, int]]:
    """Every straight join between two stars, as (cell, cell) with the smaller index first."""
    out = []
    for i in range(N_CELLS):
        if not is_star(sky, i):
            continue
        mask = sky[i][1]
        for d in (2, 3, 4, 5):   # E, SE, S, SW: each join is found once, from its upper or left end
            if mask >> d & 1:
                j = STEP[i][d]
                if j is not None and is_star(sky, j) and sky[j][1] >> ((d + 4) % 8) & 1:
                    out.append((min(i, j), max(i, j)))
    return sorted(out)


def _corner(i: int, d: int) -> tuple[int, int]:
    """The corner point (x, y) that the diagonal line d of cell i reaches."""
    c, r = xy(i)
    dc, dr = DIRECTIONS[d][1], DIRECTIONS[d][2]
    return c + (1 if dc > 0 else 0), r + (1 if dr > 0 else 0)


def v_joints(sky) -> list[dict]:
    """Lines of two stars that meet at a corner at an angle: they touch but do not join."""
    by_corner: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for i in range(N_CELLS):
        if not is_star(sky, i):
            continue
        for d in (1, 3, 5, 7):
            if sky[i][1] >> d & 1:
                by_corner.setdefault(_corner(i, d), []).append((i, d))
    out = []
    for point, stubs in sorted(by_corner.items()):
        for a in range(len(stubs)):
            for b in range(a + 1, len(stubs)):
                (i, d), (j, e) = stubs[a], stubs[b]
                if (d + 4) % 8 != e:
                    out.append({"cells": [CELLS[min(i, j)], CELLS[max(i, j)]], "at": list(point)})
    return out


def constellations(sky) -> list[list[int]]:
    """Groups of joined stars (a lone star is a group of one), largest first."""
    parent = list(range(N_CELLS))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, j in links(sky):
        parent[find(i)] = find(j)
    groups: dict[int, list[int]] = {}
    for i in range(N_CELLS):
        if is_star(sky, i):
            groups.setdefault(find(i), []).append(i)
    return sorted(groups.values(), key=lambda g: (-len(g), g[0]))


def _table(points, n: int) -> int:
    return points[min(n, len(points) - 1)]


# ---------------------------------------------------------------- scoring references

def _cells_of(sky, kind: str) -> list[int]:
    return [i for i in range(N_CELLS) if kind_at(sky, i) == kind]


def _groups(sky, kind: str) -> list[list[int]]:
    """Groups of orthogonally adjacent tiles of one kind."""
    seen, out = set(), []
    for i in _cells_of(sky, kind):
        if i in seen:
            continue
        group, todo = [], [i]
        seen.add(i)
        while todo:
            x = todo.pop()
            group.append(x)
            for y in NEIGHBOURS4[x]:
                if y not in seen and kind_at(sky, y) == kind:
                    seen.add(y)
                    todo.append(y)
        out.append(sorted(group))
    return out


def belts(sky, points):
    return sum(_table(points, len(g)) for g in _groups(sky, "asteroid"))


def largest_belt(sky, per, stray):
    groups = _groups(sky, "asteroid")
    if not groups:
        return 0
    big = max(len(g) for g in groups)
    total = sum(len(g) for g in groups)
    return per * big + stray * (total - big)


def per_neighbour(sky, of, near, per):
    return sum(per * sum(1 for j in NEIGHBOURS4[i] if kind_at(sky, j) == near) for i in _cells_of(sky, of))


def touching(sky, of, near, yes, no):
    return sum(yes if any(kind_at(sky, j) == near for j in NEIGHBOURS4[i]) else no for i in _cells_of(sky, of))


def set_(sky, of, points):
    return _table(points, len(_cells_of(sky, of)))


def lonely_black_holes(sky):
    total = 0
    for i in _cells_of(sky, "black_hole"):
        kinds = {kind_at(sky, j) for j in NEIGHBOURS4[i]}
        if "black_hole" not in kinds:
            total += 2
            if "star" not in kinds and "planet" not in kinds:
                total += 3
    return total


def crowded_black_holes(sky, base, per):
    return sum(base + per * sum(1 for j in NEIGHBOURS4[i] if sky[j] is not None and kind_at(sky, j) != "black_hole")
               for i in _cells_of(sky, "black_hole"))


def neighbour_kinds(sky, per):
    return sum(per * len({kind_at(sky, j) for j in NEIGHBOURS4[i]} - {None}) for i in _cells_of(sky, "comet"))


def all_different(sky, points):
    total = 0
    for i in _cells_of(sky, "comet"):
        kinds = [kind_at(sky, j) for j in NEIGHBOURS4[i] if sky[j] is not None]
        if kinds and "comet" not in kinds and len(set(kinds)) == len(kinds):
            total += points
    return total


RULES = {"belts": belts, "largest_belt": largest_belt, "per_neighbour": per_neighbour, "touching": touching,
         "set": set_, "lonely_black_holes": lonely_black_holes, "crowded_black_holes": crowded_black_holes,
         "neighbour_kinds": neighbour_kinds, "all_different": all_different}


def score(sky, sides: dict) -> dict:
    """The score breakdown of a sky; ``sides`` maps each scored kind to "green" or "blue"."""
    groups = constellations(sky)
    sizes = [len(g) for g in groups] + [0, 0]
    counted = sum(1 for g in groups if len(g) >= 2)
    novas = sum(1 for e in sky if e is not None and TILES[e[0]]["nova"])
    out = {
        "largest": sizes[0], "largest_points": CONSTELLATION_POINTS[min(sizes[0], len(CONSTELLATION_POINTS) - 1)],
        "second": sizes[1], "second_points": CONSTELLATION_POINTS[min(sizes[1], len(CONSTELLATION_POINTS) - 1)],
        "count": counted, "count_points": _table(CONSTELLATION_COUNT_POINTS, counted),
        "novas": novas, "nova_points": NOVA_POINTS * novas,
    }
    total = out["largest_points"] + out["second_points"] + out["count_points"] + out["nova_points"]
    for kind in SCORED_KINDS:
        rule, params, _ = REFERENCES[kind][sides[kind]]
        out[kind] = RULES[rule](sky, **params)
        total += out[kind]
    out["total"] = total
    return out
