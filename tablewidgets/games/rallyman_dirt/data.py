"""Rallyman: DIRT components. Source of the numbers: the rules page (shared/rules/rallyman-dirt.txt):
the four dashboards (gravel, gravel leader, asphalt, snow: 3 cautions lose control; 6 / 6 / 5 / 5
gear dice; 2 coast dice, orange for the leader on gravel and for everyone on snow; 1 brake die on
gravel), the caution counts of the dice (one on the white coast, 1st and 2nd gear dice, two on the
others), the time cards by gear (50, 40, 30, 20, 15, 10 seconds; 60 after a spin or a crash) and the
crash-damage table by gear and tile danger.

Everything else is DESIGNED for this package, since no public source documents it: the tiles and
the three stages built from them (lanes, corner limits, slide zones, shortcuts, jumps and water),
which faces of a die carry the caution symbol, the mix of the 30 two-sided damage tokens and the
SISU / spin / crash icons on the back of the time cards.

A stage is a list of tiles; a tile has a danger colour and a list of pieces: ``("S", rows, marks)``
rows of two lanes (marks: row -> ``"water"``, ``"slide"`` or ``"jump4"``) and ``("C", turn,
inside spaces, outside spaces, inside limit, outside limit, shortcut limit or None)`` a corner.

>>> st = stage("forest")
>>> st.surface, st.name, st.start, len(st.cells) > 80
('gravel', 'Forest (gravel)', 0, True)
>>> dashboard_for("gravel", leader=True)
Dashboard(limit=3, dice=(('gear', 6), ('leader', 2), ('brake', 1)))
>>> TIME[6], TIME[1], LOST_TIME
(10, 50, 60)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from ...engine.rally import Dashboard, dashboard, die_faces
from ...engine.tracks import LaneGraph, Space

SURFACES = ("gravel", "asphalt", "snow")

#: the page's dashboards: (caution limit, gear dice, coast dice, brake dice, coast dice orange?)
DASHBOARDS = {"gravel": (3, 6, 2, 1, False), "gravel leader": (3, 6, 2, 1, True),
              "asphalt": (3, 5, 2, 0, False), "snow": (3, 5, 2, 0, True)}


def dashboard_for(surface: str, leader: bool = False) -> Dashboard:
    key = "gravel leader" if surface == "gravel" and leader else surface
    limit, gear, coast, brake, orange = DASHBOARDS[key]
    dice = {"gear": gear, ("leader" if orange else "coast"): coast}
    if brake:
        dice["brake"] = brake
    return dashboard(limit, **dice)


#: caution symbols per die (page); which faces carry them is our design
CAUTIONS = {"1": 1, "2": 1, "3": 2, "4": 2, "5": 2, "6": 2, "coast": 1, "leader": 2, "brake": 2}
FACES = {k: die_faces(k if k in "123456" else k[0].upper(), n) for k, n in CAUTIONS.items()}

#: time cards (page): seconds by the gear the turn ends in; a spin or crash costs 60 s
TIME = {1: 50, 2: 40, 3: 30, 4: 20, 5: 15, 6: 10}
LOST_TIME = 60
#: DESIGNED icons on the back of the time cards, the same for every gear: out of 10 cards
LOSS_CARDS = {"sisu": 2, "spin": 3, "crash": 5}

#: crash damage (page): gear dice at the loss -> tile danger -> damage tokens drawn
CRASH = {1: {"yellow": 0, "orange": 0, "red": 0}, 2: {"yellow": 0, "orange": 0, "red": 1},
         3: {"yellow": 0, "orange": 1, "red": 2}, 4: {"yellow": 1, "orange": 2, "red": 3},
         5: {"yellow": 2, "orange": 3, "red": 4}, 6: {"yellow": 3, "orange": 4, "red": 5}}

#: DESIGNED damage tokens: "front/back" -> count. Front (crash side): lose a gear, brake or
#: coast die, or a green flag; back (shortcut side): OK, lose a coast die, or -1 on the tile's corners
DAMAGE_TOKENS = {"gear/ok": 3, "gear/minus": 2, "gear/coast": 1,
                 "brake/ok": 3, "brake/minus": 2, "brake/coast": 1,
                 "coast/ok": 2, "coast/minus": 2, "coast/coast": 2,
                 "green/ok": 6, "green/minus": 3, "green/coast": 3}
FRONT_NAMES = {"gear": "gear damage (one gear die fewer)", "brake": "brake damage (one brake die fewer)",
               "coast": "coast damage (one coast die fewer)", "green": "green flag (no damage)"}
BACK_NAMES = {"ok": "OK (no damage)", "coast": "coast damage (one coast die fewer)",
              "minus": "-1 on every corner of the tile"}

DANGER = {"Y": "yellow", "O": "orange", "R": "red"}

# ------------------------------------------------------------------ the DESIGNED stages
_STAGES = {
    "forest": ("Forest (gravel)", "gravel", [
        ("Y", [("S", 4, {})]),
        ("O", [("S", 1, {0: "slide"}), ("C", 1, 2, 3, 2, 3, 2), ("S", 1, {0: "slide"})]),
        ("Y", [("S", 3, {1: "jump4"})]),
        ("R", [("C", -1, 2, 3, 3, 4, None), ("S", 2, {})]),
        ("Y", [("S", 3, {1: "water"})]),
        ("O", [("C", -1, 3, 4, 2, 3, 1), ("S", 2, {0: "slide"})]),
        ("Y", [("S", 3, {})]),
        ("R", [("C", 1, 2, 3, 2, 3, None), ("S", 3, {1: "jump3"})]),
        ("O", [("C", 1, 2, 3, 3, 4, None), ("S", 4, {})]),
    ]),
    "tarmac": ("Tarmac (asphalt)", "asphalt", [
        ("Y", [("S", 5, {})]),
        ("R", [("C", 1, 2, 3, 3, 4, None), ("S", 1, {0: "slide"})]),
        ("O", [("S", 3, {1: "jump4"})]),
        ("O", [("S", 1, {0: "slide"}), ("C", -1, 3, 4, 2, 3, 2)]),
        ("Y", [("S", 3, {2: "water"})]),
        ("R", [("C", -1, 2, 3, 2, 3, None), ("S", 3, {})]),
        ("O", [("C", 1, 2, 3, 3, 4, 2), ("S", 3, {})]),
        ("Y", [("C", 1, 2, 3, 4, 5, None), ("S", 4, {2: "jump5"})]),
    ]),
    "alpine": ("Alpine (snow)", "snow", [
        ("Y", [("S", 4, {2: "water"})]),
        ("O", [("C", 1, 3, 4, 2, 3, 1), ("S", 1, {0: "slide"})]),
        ("Y", [("S", 3, {1: "jump3"})]),
        ("R", [("S", 1, {0: "slide"}), ("C", -1, 2, 3, 2, 3, None)]),
        ("O", [("S", 2, {}), ("C", -1, 2, 3, 3, 4, 2)]),
        ("Y", [("S", 4, {1: "water"})]),
        ("R", [("C", 1, 2, 3, 2, 3, None), ("S", 2, {0: "slide"})]),
        ("O", [("C", 1, 2, 3, 3, 4, None), ("S", 3, {})]),
    ]),
}
STAGE_KEYS = tuple(_STAGES)
STAGE_NAMES = {k: v[0] for k, v in _STAGES.items()}


@dataclass(frozen=True)
class Cell:
    """One space of a stage."""
    id: int
    kind: str                 # start, road, corner, slide, shortcut, finish
    x: float
    y: float
    prog: float               # how far along the stage its front edge is
    lane: int | None          # 0 left / 1 right on the road and in corners; None elsewhere
    tile: int
    danger: str
    corner: int | None = None     # corner id (corner spaces)
    limit: int | None = None      # highest safe gear (corners, shortcuts)
    zone: int | None = None       # slide zone id (the road squares and the slide halves of it)
    water: bool = False
    jump: int | None = None       # chevron gear
    angle: float = 0.0            # heading in degrees (for drawing)


@dataclass
class Stage:
    key: str
    name: str
    surface: str
    cells: list
    graph: LaneGraph
    start: int
    corner_inside: dict           # corner id -> inside lane
    corner_lanes: dict            # corner id -> {lane: [spaces in order]}
    corner_entry: dict            # space -> corner id for the first space of a corner lane
    zones: dict                   # zone id -> {"road": [2 spaces], "slide": [back, front]}
    tiles: list                   # [(danger, surface)]
    beside: dict = field(default_factory=dict)     # space -> spaces adjacent to it (overtaking)
    next_inside: dict = field(default_factory=dict)  # space -> inside lane of the current / next corner
    finish_prog: float = 0.0

    def children(self, s: int) -> tuple:
        return self.graph.children[s]

    def geometry(self) -> dict:
        return _geometry(self.key)


def _build(key: str) -> Stage:
    name, surface, tiles = _STAGES[key]
    cells: list[Cell] = []
    links: list[tuple[int, int]] = []
    x, y, h = 0.0, 0.0, 0.0          # turtle: centre line, heading (radians; 0 = east, y grows down)
    prog = 0.0
    corner_inside, corner_lanes, corner_entry, zones = {}, {}, {}, {}

    def add(kind, cx, cy, lane, tile, danger, **kw) -> int:
        cells.append(Cell(len(cells), kind, round(cx, 3), round(cy, 3), round(kw.pop("p", prog), 3), lane,
                          tile, danger, angle=round(math.degrees(kw.pop("a", h)), 1), **kw))
        return len(cells) - 1

    start = add("start", x - 0.5, y, None, 0, "yellow", p=0.0)
    prev: list[int] = [start]        # the spaces whose children are the next row
    shortcut_from: list[int] | None = None
    tile_of_piece = []
    for t, (dcode, pieces) in enumerate(tiles):
        danger = DANGER[dcode]
        tile_of_piece.append((danger, surface))
        for piece in pieces:
            if piece[0] == "S":
                _, rows, marks = piece
                for r in range(rows):
                    mark = marks.get(r, "")
                    fx, fy = math.cos(h), math.sin(h)
                    lx, ly = fy, -fx         # left of the heading
                    cx, cy = x + fx * 0.5, y + fy * 0.5
                    prog += 1
                    kw = {}
                    if mark == "water":
                        kw["water"] = True
                    if mark.startswith("jump"):
                        kw["jump"] = int(mark[4:])
                    zone = len(zones) if mark == "slide" else None
                    row = [add("road", cx + lx * 0.5, cy + ly * 0.5, 0, t, danger, zone=zone, **kw),
                           add("road", cx - lx * 0.5, cy - ly * 0.5, 1, t, danger, zone=zone, **kw)]
                    for a in prev:
                        for b in row:
                            links.append((a, b))
                    if zone is not None:
                        back = add("slide", cx - fx * 0.25, cy - fy * 0.25, None, t, danger, zone=zone, p=prog - 0.5)
                        front = add("slide", cx + fx * 0.25, cy + fy * 0.25, None, t, danger, zone=zone)
                        zones[zone] = {"road": row, "slide": [back, front]}
                        for a in prev:
                            links.append((a, back))
                        links.append((back, front))
                        row = row + [front]
                    if shortcut_from is not None:
                        sc = shortcut_from[0]
                        for b in row:
                            if cells[b].kind != "slide":
                                links.append((sc, b))
                        if zone is not None:
                            links.append((sc, zones[zone]["slide"][0]))
                        shortcut_from = None
                    prev = row
                    x, y = x + fx, y + fy
            else:
                _, turn, n_in, n_out, lim_in, lim_out, sc_limit = piece
                cid = len(corner_inside)
                inside = 1 if turn > 0 else 0
                corner_inside[cid] = inside
                depth = float(n_out)
                rc = n_in / (math.pi / 2) + 0.5        # the inside lane is as long as its spaces
                fx, fy = math.cos(h), math.sin(h)
                # right of heading (y down) is (-fy, fx)... with y growing down, a right turn is +angle
                rx, ry = -fy * turn, fx * turn
                ox, oy = x + rx * rc, y + ry * rc          # centre of the turn
                base = prog
                lanes = {}
                for lane, n, lim, rad in ((inside, n_in, lim_in, rc - 0.5), (1 - inside, n_out, lim_out, rc + 0.5)):
                    ids = []
                    for i in range(n):
                        frac = (i + 0.5) / n
                        ang = h + turn * frac * math.pi / 2
                        # position: start vector from centre is -r, rotated
                        vx, vy = x - ox, y - oy
                        vlen = math.hypot(vx, vy)
                        ux, uy = vx / vlen, vy / vlen
                        th = turn * frac * math.pi / 2
                        px = ox + (ux * math.cos(th) - uy * math.sin(th)) * rad
                        py = oy + (ux * math.sin(th) + uy * math.cos(th)) * rad
                        ids.append(add("corner", px, py, lane, t, danger, corner=cid, limit=lim,
                                       p=base + depth * (i + 1) / n, a=ang))
                    for a, b in zip(ids, ids[1:]):
                        links.append((a, b))
                    for a in prev:
                        links.append((a, ids[0]))
                    corner_entry[ids[0]] = cid
                    lanes[lane] = ids
                corner_lanes[cid] = lanes
                # the turtle ends a quarter turn round the centre
                vx, vy = x - ox, y - oy
                th = turn * math.pi / 2
                x, y = ox + vx * math.cos(th) - vy * math.sin(th), oy + vx * math.sin(th) + vy * math.cos(th)
                if sc_limit is not None:
                    mid = turn * math.pi / 4
                    ux, uy = (-rx, -ry)
                    sx = ox + (ux * math.cos(mid) - uy * math.sin(mid)) * max(0.2, rc - 1.35)
                    sy = oy + (ux * math.sin(mid) + uy * math.cos(mid)) * max(0.2, rc - 1.35)
                    sc = add("shortcut", sx, sy, None, t, danger, limit=sc_limit, p=base + depth / 2,
                             a=h + turn * math.pi / 4)
                    for a in prev:
                        links.append((a, sc))
                    shortcut_from = [sc]
                prev = [ids[-1] for ids in lanes.values()]
                h += turn * math.pi / 2
                prog = base + depth
    # the last row is the finish
    last = {c.id for c in cells if c.kind == "road" and c.prog == prog}
    for i in last:
        c = cells[i]
        cells[i] = Cell(c.id, "finish", c.x, c.y, c.prog, c.lane, c.tile, c.danger, angle=c.angle)
    spaces = [Space(c.id, c.x, c.y, "grid" if c.kind == "start" else "finish" if c.kind == "finish" else "straight")
              for c in cells]
    graph = LaneGraph(spaces, links)
    st = Stage(key, name, surface, cells, graph, start, corner_inside, corner_lanes, corner_entry, zones,
               tile_of_piece, finish_prog=prog)
    # overtaking: side by side on a row of the road; a shortcut beside every non-corner space it links to
    for zone_row in _rows(cells):
        if len(zone_row) == 2:
            a, b = zone_row
            st.beside.setdefault(a, set()).add(b)
            st.beside.setdefault(b, set()).add(a)
    for c in cells:
        if c.kind == "shortcut":
            for o in graph.children[c.id] + graph.parents[c.id]:
                if cells[o].kind != "corner":
                    st.beside.setdefault(c.id, set()).add(o)
                    st.beside.setdefault(o, set()).add(c.id)
    st.beside = {k: frozenset(v) for k, v in st.beside.items()}
    # the inside lane of the current or next corner
    nxt = None
    for c in sorted(cells, key=lambda c: -c.prog):
        if c.corner is not None:
            nxt = corner_inside[c.corner]
        st.next_inside[c.id] = nxt
    return st


def _rows(cells):
    rows: dict = {}
    for c in cells:
        if c.kind in ("road", "finish"):
            rows.setdefault(c.prog, []).append(c.id)
    return rows.values()


@lru_cache(maxsize=None)
def stage(key: str) -> Stage:
    if key not in _STAGES:
        raise KeyError(f"there is no stage {key!r}")
    return _build(key)


@lru_cache(maxsize=None)
def _geometry(key: str) -> dict:
    st = stage(key)
    return {"key": key, "name": st.name, "surface": st.surface,
            "cells": [[c.id, c.kind, c.x, c.y, c.lane, c.tile, c.limit, c.zone, c.water, c.jump, c.angle,
                       c.corner] for c in st.cells],
            "links": [[a, b] for a in sorted(st.graph.children) for b in st.graph.children[a]],
            "tiles": [list(t) for t in st.tiles], "finish": st.finish_prog}
