"""The hex map of Gaia Project: sectors placed and rotated, hex ids, distances and reach.

Hexes use the axial coordinates (q, r) of the public engine (q points up, r up and to the right, on
a flat-topped grid); a hex id is its sector's number and a letter: ``4k``. Letters a-l run round the
outer ring of the sector from the top clockwise, m-r round the inner ring, s is the centre (the order
of the sector strings in :mod:`.data`, which is the engine's). The sector centres, the turn of a
sector (``rotate``) and the map sizes are the engine's too.
"""

from __future__ import annotations

from . import data as D

LETTERS = "abcdefghijklmnopqrs"
#: axial offsets of the 19 hexes of a sector, in the order of the sector strings: the ring order of
#: the public engine's hex grid (outer ring from (2, 0), inner ring from (1, 0), then the centre),
#: so that a sector turned ``k`` times lies as the engine lays it with rotation ``k``
OFFSETS = ((2, 0), (1, 1), (0, 2), (-1, 2), (-2, 2), (-2, 1), (-2, 0), (-1, -1), (0, -2), (1, -2), (2, -2),
           (2, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (0, 0))
NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def rotate(q: int, r: int, times: int) -> tuple[int, int]:
    """Turn (q, r) round the origin ``times`` sixths of a turn clockwise."""
    for _ in range(times % 6):
        s = -q - r
        q, r = -r, -s
    return q, r


def distance(a: tuple, b: tuple) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


class Map:
    """The placed sectors: ``planet[hex]``, ``coord[hex]``, ``sector[hex]``, ``at[(q, r)]``."""

    def __init__(self, layout: list):
        #: [(sector name, centre, rotation)]
        self.layout = [(name, tuple(c), rot) for name, c, rot in layout]
        self.key = tuple(self.layout)
        self.planet: dict[str, str] = {}
        self.coord: dict[str, tuple] = {}
        self.sector: dict[str, str] = {}
        self.at: dict[tuple, str] = {}
        for name, (cq, cr), rot in self.layout:
            number = name.rstrip("AB")
            for i, (dq, dr) in enumerate(OFFSETS):
                q, r = rotate(dq, dr, rot)
                hx = f"{number}{LETTERS[i]}"
                self.planet[hx] = D.SECTORS[name][i]
                self.coord[hx] = (cq + q, cr + r)
                self.sector[hx] = number
                self.at[(cq + q, cr + r)] = hx
        self.hexes = tuple(self.planet)
        self.adj = {h: tuple(self.at[(self.coord[h][0] + dq, self.coord[h][1] + dr)]
                             for dq, dr in NEIGHBOURS if (self.coord[h][0] + dq, self.coord[h][1] + dr) in self.at)
                    for h in self.hexes}
        self.planets = tuple(h for h in self.hexes if self.planet[h] != "e")
        self._rows: dict = {}
        self._near: dict = {}

    def row(self, a: str) -> dict:
        """Distances from ``a`` to every hex (computed once per hex and kept: the map never changes)."""
        row = self._rows.get(a)
        if row is None:
            qa, ra = self.coord[a]
            row = self._rows[a] = {h: max(abs(qa - q), abs(ra - r), abs(qa - q + ra - r))
                                   for h, (q, r) in self.coord.items()}
        return row

    def dist(self, a: str, b: str) -> int:
        return self.row(a)[b]

    def within(self, h: str, d: int) -> list:
        key = (h, d)
        near = self._near.get(key)
        if near is None:
            row = self.row(h)
            near = self._near[key] = [x for x in self.hexes if row[x] <= d]
        return near

    def valid(self) -> bool:
        """No two home planets of the same type side by side (the German rules the engine follows)."""
        for h in self.planets:
            p = self.planet[h]
            if p in ("g", "m"):
                continue
            if any(self.planet[n] == p for n in self.adj[h]):
                return False
        return True

    def as_dict(self) -> list:
        return [[h, self.coord[h][0], self.coord[h][1], self.planet[h], self.sector[h]] for h in self.hexes]


def random_layout(players: int, rng) -> list:
    """Sectors for the player count (7 for one or two players, 10 for three or four), shuffled
    over the sector places and each turned at random, drawn again until valid."""
    names = list(D.SMALL_MAP if players <= 2 else D.BIG_MAP)
    centres = D.SMALL_CENTRES if players <= 2 else D.BIG_CENTRES
    while True:
        order = list(names)
        rng.shuffle(order)
        layout = [(n, c, rng.randint(0, 5)) for n, c in zip(order, centres)]
        if Map(layout).valid():
            return layout
