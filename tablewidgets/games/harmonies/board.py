"""Personal boards: geometry, stacking, habitat patterns and scoring, as small pure functions.

A board is a tuple of stacks, one per space; a stack is a tuple of colour
codes from the bottom up (``()`` = empty). Spaces are named by column letter
and row from the top: side A has ``a1..a5``, ``b1..b4``, ``c1..c5``,
``d1..d4``, ``e1..e5``.

>>> a = layout("A")
>>> len(a.names), a.names[:6]
(23, ('a1', 'a2', 'a3', 'a4', 'a5', 'b1'))
>>> sorted(a.names[i] for i in a.neighbours[a.index["c3"]])
['b2', 'b3', 'c2', 'c4', 'd2', 'd3']
>>> can_place((BROWN,), GREEN, False), can_place((BLUE,), GREY, False)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .data import (BLUE, BROWN, BUILDING_COLOURS, BUILDING_POINTS, FIELD_POINTS, GREEN, GREY, ISLAND_POINTS,
                   KINDS, MOUNTAIN_POINTS, RED, SIDES, TREE_POINTS, YELLOW, Card, river_points)

COLUMN_LETTERS = "abcdefgh"
KIND_SETS = {kind: frozenset(stacks) for kind, stacks in KINDS.items()}
#: the six axial directions of flat-topped hexes
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@dataclass(frozen=True)
class Layout:
    side: str
    names: tuple            # space names, column by column
    index: dict             # name -> position in names
    axial: tuple            # (q, r) of each space
    half_y: tuple           # row position in half spaces (for drawing)
    column: tuple           # column of each space
    neighbours: tuple       # tuple of neighbour indices per space


@lru_cache(maxsize=None)
def layout(side: str) -> Layout:
    names, axial, half_y, column = [], [], [], []
    for c, (size, low) in enumerate(SIDES[side]):
        for k in range(size):
            yh = 2 * k + low
            names.append(f"{COLUMN_LETTERS[c]}{k + 1}")
            axial.append((c, (yh - c) // 2))     # columns alternate so yh - c is always even
            half_y.append(yh)
            column.append(c)
    where = {qr: i for i, qr in enumerate(axial)}
    neighbours = tuple(tuple(where[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in where)
                       for q, r in axial)
    return Layout(side, tuple(names), {n: i for i, n in enumerate(names)}, tuple(axial), tuple(half_y),
                  tuple(column), neighbours)


# ---------------------------------------------------------------- stacking

def can_place(stack: tuple, colour: int, cube: bool) -> bool:
    """May a token of ``colour`` go on top of ``stack``? Never on a cube; see the rules for each colour."""
    if cube:
        return False
    if not stack:
        return True                          # any token may go on an empty space
    height, top = len(stack), stack[-1]
    if colour == GREY:
        return top == GREY and height < 3    # mountains: up to 3 grey tokens
    if colour == BROWN:
        return top == BROWN and height == 1  # trunks: up to 2 brown tokens
    if colour == GREEN:
        return top == BROWN                  # foliage crowns a trunk of 1 or 2 brown tokens
    if colour == RED:
        return height == 1 and top in (GREY, BROWN, RED)   # a building is 2 tokens high
    return False                             # blue and yellow only go on empty spaces


def why_not_place(stack: tuple, colour: int, cube: bool) -> str:
    """The stacking rule that forbids placing ``colour`` on ``stack`` (call when can_place is False)."""
    if cube:
        return "a space holding an animal cube is finished: no token goes on it"
    top = stack[-1]
    if top in (BLUE, YELLOW):
        return "nothing may be stacked on a blue or yellow token"
    if top == GREEN:
        return "nothing may be stacked on a green token: that tree is complete"
    return {
        BLUE: "blue tokens only go on empty spaces",
        YELLOW: "yellow tokens only go on empty spaces",
        GREY: "grey tokens only go on an empty space or on 1 or 2 grey tokens",
        BROWN: "brown tokens only go on an empty space or on a single brown token",
        GREEN: "green tokens only go on an empty space or on 1 or 2 brown tokens",
        RED: "red tokens only go on an empty space or on a single grey, brown or red token",
    }[colour]


def empty_count(stacks: tuple) -> int:
    return sum(1 for s in stacks if not s)


# ---------------------------------------------------------------- habitat patterns

def rotate(dq: int, dr: int) -> tuple[int, int]:
    """Turn an axial offset by 60 degrees."""
    return -dr, dq + dr


@lru_cache(maxsize=None)
def placements(side: str, card: Card) -> tuple:
    """Every way the card's pattern fits on the board: ((target, ((space, kind), ...)), ...).

    Each of the six turns of the pattern is tried at every space; duplicates
    (symmetric patterns) are dropped.
    """
    lay = layout(side)
    where = {qr: i for i, qr in enumerate(lay.axial)}
    found = []
    seen = set()
    for q, r in lay.axial:
        cells = [(dq, dr, kind) for dq, dr, kind in card.cells]
        for _ in range(6):
            spots = []
            for dq, dr, kind in cells:
                spot = where.get((q + dq, r + dr))
                if spot is None:
                    break
                spots.append((spot, KIND_SETS[kind]))
            else:
                key = (spots[0][0], frozenset((s, k) for s, k in spots))
                if key not in seen:
                    seen.add(key)
                    found.append((spots[0][0], tuple(spots)))
            cells = [(*rotate(dq, dr), kind) for dq, dr, kind in cells]
    return tuple(found)


def cube_targets(side: str, card: Card, stacks: tuple, cubes) -> list[int]:
    """Spaces where a cube of ``card`` may go now: the pattern is there and that space has no cube."""
    return [t for t in pattern_targets(side, card, stacks) if not cubes[t]]


@lru_cache(maxsize=8192)
def pattern_targets(side: str, card: Card, stacks: tuple) -> tuple:
    """The cube spaces of every way the card's pattern is formed on ``stacks``, in order (remembered:
    the stacks change only when a token is placed, while the question comes back after every action)."""
    kinds, rows = _pattern_masks(side, card)
    width = len(stacks)
    have = 0          # bit (k * width + s): the stack on space s is of the card's k-th kind
    for k, kind in enumerate(kinds):
        have |= sum(1 << s for s, stack in enumerate(stacks) if stack in kind) << (k * width)
    return tuple(sorted({target for target, need in rows if need & have == need}))


@lru_cache(maxsize=None)
def _pattern_masks(side: str, card: Card) -> tuple:
    """The card's kinds of stack, and each placement as (cube space, bits it needs): bit
    (k * spaces + s) stands for "space s holds a stack of the k-th kind" (see pattern_targets)."""
    width = len(layout(side).names)
    kinds = list(dict.fromkeys(KIND_SETS[kind] for _, _, kind in card.cells))
    rows = tuple((target, sum(1 << (kinds.index(kind) * width + s) for s, kind in spots))
                 for target, spots in placements(side, card))
    return tuple(kinds), rows


def pattern_spaces(side: str, card: Card, stacks: tuple, target: int) -> list[int]:
    """The spaces of one way the pattern is formed with its cube space at ``target`` (for the view)."""
    for t, spots in placements(side, card):
        if t == target and all(stacks[s] in kinds for s, kinds in spots):
            return [s for s, _ in spots]
    return []


# ---------------------------------------------------------------- scoring

def groups(lay: Layout, member) -> list[list[int]]:
    """Connected groups of spaces for which ``member(i)`` is true."""
    seen, out = set(), []
    for start in range(len(lay.names)):
        if start in seen or not member(start):
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            i = todo.pop()
            group.append(i)
            for j in lay.neighbours[i]:
                if j not in seen and member(j):
                    seen.add(j)
                    todo.append(j)
        out.append(sorted(group))
    return out


def tree_points(stacks: tuple) -> int:
    return sum(TREE_POINTS[len(s) - 1] for s in stacks if s and s[-1] == GREEN)


def mountain_points(lay: Layout, stacks: tuple) -> int:
    total = 0
    for i, s in enumerate(stacks):
        if s and s[-1] == GREY and any(stacks[j] and stacks[j][-1] == GREY for j in lay.neighbours[i]):
            total += MOUNTAIN_POINTS[len(s) - 1]
    return total


def field_points(lay: Layout, stacks: tuple) -> int:
    fields = groups(lay, lambda i: stacks[i][-1:] == (YELLOW,))
    return FIELD_POINTS * sum(1 for g in fields if len(g) >= 2)


def building_scores(lay: Layout, stacks: tuple, i: int) -> bool:
    """A building (red on another token) scores when its neighbours show 3 or more colours on top."""
    s = stacks[i]
    if len(s) != 2 or s[-1] != RED:
        return False
    return len({stacks[j][-1] for j in lay.neighbours[i] if stacks[j]}) >= BUILDING_COLOURS


def building_points(lay: Layout, stacks: tuple) -> int:
    return BUILDING_POINTS * sum(1 for i in range(len(stacks)) if building_scores(lay, stacks, i))


def longest_river(lay: Layout, stacks: tuple) -> int:
    """Side A: the most tokens on the shortest path between two blue tokens (0 without water)."""
    blue = [i for i, s in enumerate(stacks) if s == (BLUE,)]
    best = 1 if blue else 0
    blue_set = set(blue)
    for start in blue:
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for i in frontier:
                for j in lay.neighbours[i]:
                    if j in blue_set and j not in dist:
                        dist[j] = dist[i] + 1
                        nxt.append(j)
            frontier = nxt
        best = max(best, max(dist.values()) + 1)
    return best


def islands(lay: Layout, stacks: tuple) -> int:
    """Side B: groups of spaces without water, cut apart by water; empty spaces belong to them too."""
    return len(groups(lay, lambda i: stacks[i] != (BLUE,)))


def water_points(lay: Layout, stacks: tuple) -> int:
    if lay.side == "B":
        return ISLAND_POINTS * islands(lay, stacks)
    return river_points(longest_river(lay, stacks))


def animal_points(card: Card, placed: int) -> int:
    """The highest value no longer covered by a cube: cubes leave the card from the lowest value up."""
    return card.ladder[placed - 1] if placed else 0


def spirit_points(lay: Layout, card: Card, stacks: tuple) -> int:
    kind, *args = card.rule
    if kind == "per_stack":
        (table,) = args
        return sum(points * sum(1 for s in stacks if s in KIND_SETS[k]) for k, points in table)
    if kind == "per_group":
        habitat, steps = args
        kinds = KIND_SETS[habitat]
        total = 0
        for group in groups(lay, lambda i: stacks[i] in kinds):
            total += max((points for least, points in steps if len(group) >= least), default=0)
        return total
    raise ValueError(f"unknown spirit rule {kind!r}")


def landscape(lay: Layout, stacks: tuple) -> dict:
    """Points of the landscape by category (animals and spirit are added by the game)."""
    return {"trees": tree_points(stacks), "mountains": mountain_points(lay, stacks),
            "fields": field_points(lay, stacks), "buildings": building_points(lay, stacks),
            "water": water_points(lay, stacks)}
