"""Revive's map geometry: spaces a1 (top left) to o15, tiles of 3 x 3 spaces, 4-neighbours."""

from __future__ import annotations

from . import data as D

LETTERS = "abcdefghijklmnopqrstuvwxyz"
SIZE = D.GRID * D.TILE
CENTER = (SIZE // 2, SIZE // 2)


def sname(r: int, c: int) -> str:
    return f"{LETTERS[c]}{r + 1}"


def sparse(name: str) -> tuple:
    return int(name[1:]) - 1, LETTERS.index(name[0])


def rotate(rows: tuple, turns: int) -> tuple:
    grid = [list(r) for r in rows]
    for _ in range(turns % 4):
        grid = [list(row) for row in zip(*grid[::-1])]
    return tuple("".join(r) for r in grid)


def tile_of(r: int, c: int) -> tuple:
    return r // D.TILE, c // D.TILE


def tile_spaces(pos: tuple) -> list:
    tr, tc = pos
    return [(tr * D.TILE + i, tc * D.TILE + j) for i in range(D.TILE) for j in range(D.TILE)]


def neighbours(r: int, c: int):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            yield rr, cc


NEIGH = {sname(r, c): [sname(*rc) for rc in neighbours(r, c)] for r in range(SIZE) for c in range(SIZE)}
NAMES = [sname(r, c) for r in range(SIZE) for c in range(SIZE)]
TILE_NAMES = {f"{tr}-{tc}": [sname(*rc) for rc in tile_spaces((tr, tc))] for tr in range(D.GRID) for tc in range(D.GRID)}


def ring(pos: tuple) -> int:
    return max(abs(pos[0] - D.GRID // 2), abs(pos[1] - D.GRID // 2))
