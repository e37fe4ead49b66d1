"""Component data for Praga Caput Regni.

Source: designed for this package. No public source documents the published action tiles, city
map, building and wall tiles, plaza rewards, King's Road bonuses, technology tiles or tracks, so
every row below is our own design. The numbers the rules page gives are kept: 16 turns per player,
red / green / blue zones of the crane (pay / free / score), 5 points on a tile that rotates out of
the wheel, windows held at most 2 and 2 windows to move up within a tier, the first three to the
top of the Hunger Wall and the Cathedral rewarded in order, an egg required at road spaces IV and
V, the personal wall 4 / 10 / 18 points for 3+ / 4+ / 6+ sections and leftover eggs 1 / 3 / 6 / 10.

Effects are small tuples of a shared vocabulary: ("gold", n), ("stone", n), ("egg", n),
("window", n), ("points", n), ("tech", n) technology steps, ("univ", n) university steps,
("wall", n) / ("cathedral", n) moves on those tracks.
"""

from __future__ import annotations

TURNS_PER_PLAYER = 16
WINDOW_CAP = 2
WINDOWS_PER_STEP = 2
ROTATE_OUT_POINTS = 5
TOP_REWARDS = (8, 5, 3)               # first, second, third to the top of a track (designed points)
PERSONAL_WALL = ((6, 18), (4, 10), (3, 4))
EGG_POINTS = (0, 1, 3, 6, 10)         # 0, 1, 2, 3, 4+ eggs left
START = {"gold": 2, "stone": 2, "egg": 1, "window": 0}
SOLO_TARGET = 140                     # designed: the score a solo player must reach

KINDS = ("mines", "quarry", "upgrade", "wall", "building", "road")
KIND_NAMES = {"mines": "Manage mines", "quarry": "Manage quarries", "upgrade": "Upgrade",
              "wall": "Construct wall", "building": "Construct building", "road": "King's Road"}
#: what a waiting upgrade adds the next time you take that action (designed)
UPGRADE_EFFECT = {"mines": "+1 gold", "quarry": "+1 stone", "upgrade": "+1 university step",
                  "wall": "the wall costs 1 stone less", "building": "the building costs 1 gold less",
                  "road": "+2 points"}
#: the two faces of an upgrade tile: university steps and a one-off bonus
UPGRADE_FACES = {"a": (("univ", 2),), "b": (("univ", 1), ("window", 1))}

#: the action tiles: two actions each, every action on two tiles
TILES = (("mines", "wall"), ("quarry", "building"), ("upgrade", "road"),
         ("mines", "building"), ("quarry", "road"), ("upgrade", "wall"))

#: the crane's nine spaces, newest (red end) first; each with its zone, price in gold or points, and
#: the bonus it gives (before or after the action)
SPACES = (
    {"zone": "red", "cost": 2, "points": 0, "bonus": ("window", 1)},
    {"zone": "red", "cost": 1, "points": 0, "bonus": ("egg", 1)},
    {"zone": "red", "cost": 1, "points": 0, "bonus": ("gold", 1)},
    {"zone": "green", "cost": 0, "points": 0, "bonus": ("stone", 1)},
    {"zone": "green", "cost": 0, "points": 0, "bonus": ("tech", 1)},
    {"zone": "green", "cost": 0, "points": 0, "bonus": ("gold", 1)},
    {"zone": "blue", "cost": 0, "points": 1, "bonus": ("univ", 1)},
    {"zone": "blue", "cost": 0, "points": 2, "bonus": ("stone", 1)},
    {"zone": "blue", "cost": 0, "points": 3, "bonus": ("egg", 1)},
)
GREEN = tuple(i for i, s in enumerate(SPACES) if s["zone"] == "green")
BLUE = tuple(i for i, s in enumerate(SPACES) if s["zone"] == "blue")
RED = tuple(i for i, s in enumerate(SPACES) if s["zone"] == "red")

#: mines and quarries: level 1 to 7; a collect gives the level plus 1 per unlocked bonus
MINE_MAX = 7
MINE_BONUS_LEVELS = (3, 5, 7)
MINE_REWARDS = {"mines": {2: ("tech", 1), 4: ("univ", 1), 6: ("points", 2)},
                "quarry": {2: ("tech", 1), 4: ("egg", 1), 6: ("points", 2)}}

#: the university track 0..10 and its scoring marks (the technology multiplier)
UNIV_MAX = 10
UNIV_MARKS = (1, 3, 6, 10)
#: the technology track 0..12; reaching an icon space lets you take a technology of that tier
TECH_MAX = 12
TECH_ICONS = {2: 1, 5: 2, 8: 3, 11: 4}
TECHS = {
    "goldsmith": {"tier": 1, "name": "Goldsmith", "text": "collecting your mines gives 1 gold more"},
    "stonecutter": {"tier": 1, "name": "Stonecutter", "text": "collecting your quarries gives 1 stone more"},
    "mason": {"tier": 1, "name": "Mason", "text": "walls cost 1 stone less"},
    "architect": {"tier": 2, "name": "Architect", "text": "buildings cost 1 gold less"},
    "surveyor": {"tier": 2, "name": "Surveyor", "text": "every King's Road move scores 2 points"},
    "scholar": {"tier": 2, "name": "Scholar", "text": "every upgrade gives 1 university step more"},
    "treasury": {"tier": 3, "name": "Treasury", "text": "once: gain 3 gold", "use": (("gold", 3),)},
    "cartload": {"tier": 3, "name": "Cartload", "text": "once: gain 3 stone", "use": (("stone", 3),)},
    "henhouse": {"tier": 3, "name": "Henhouse", "text": "once: gain 2 eggs", "use": (("egg", 2),)},
    "glassworks": {"tier": 4, "name": "Glassworks", "text": "once: gain 2 windows", "use": (("window", 2),)},
    "royal_favour": {"tier": 4, "name": "Royal favour", "text": "once: a move on the Cathedral",
                     "use": (("cathedral", 1),)},
    "guild_hall": {"tier": 4, "name": "Guild hall", "text": "once: a move on the Hunger Wall",
                   "use": (("wall", 1),)},
}
TIER_NAMES = {1: "I", 2: "II", 3: "III", 4: "IV"}

#: the Hunger Wall and St Vitus Cathedral tracks: rows 0 (start) to 6 (the top), 3 columns.
#: Rows 1-2 are tier 1, 3-4 tier 2, 5-6 tier 3; entering a tier costs the depicted resources.
TRACK_ROWS = 6
TRACK_COLS = 3
TIER_OF_ROW = (0, 1, 1, 2, 2, 3, 3)
ROW_POINTS = (0, 1, 3, 5, 8, 12, 16)
TRACKS = {
    "wall": {"name": "Hunger Wall", "pay": "stone", "tier_cost": {1: 1, 3: 2, 5: 3},
             "symbols": ("crown", "cross", "tower"),
             "cells": {(1, 0): ("points", 2), (2, 2): ("free", 1), (3, 1): ("egg", 1), (4, 0): ("free", 1),
                       (5, 2): ("points", 3)}},
    "cathedral": {"name": "St Vitus Cathedral", "pay": "gold", "tier_cost": {1: 1, 3: 2, 5: 3},
                  "symbols": ("tower", "crown", "cross"),
                  "cells": {(1, 2): ("points", 2), (2, 0): ("free", 1), (3, 1): ("tech", 1),
                            (4, 2): ("free", 1), (5, 0): ("points", 3)}},
}
SYMBOLS = ("crown", "cross", "tower")

#: building tiles: cost, points, a cube space or not, a symbol, effects
BUILDINGS = (
    {"name": "Town hall", "gold": 2, "stone": 2, "points": 4, "cube": True, "symbol": "crown", "fx": ()},
    {"name": "Mint", "gold": 3, "stone": 0, "points": 2, "cube": True, "symbol": "crown", "fx": (("gold", 1),)},
    {"name": "Chapel", "gold": 1, "stone": 2, "points": 2, "cube": True, "symbol": "cross",
     "fx": (("cathedral", 1),)},
    {"name": "Monastery", "gold": 2, "stone": 1, "points": 2, "cube": True, "symbol": "cross", "fx": (("tech", 1),)},
    {"name": "Watchtower", "gold": 0, "stone": 3, "points": 2, "cube": True, "symbol": "tower", "fx": (("wall", 1),)},
    {"name": "Gate tower", "gold": 1, "stone": 3, "points": 3, "cube": True, "symbol": "tower", "fx": ()},
    {"name": "College", "gold": 2, "stone": 1, "points": 1, "cube": True, "symbol": None, "fx": (("univ", 2),)},
    {"name": "Inn", "gold": 1, "stone": 1, "points": 1, "cube": True, "symbol": None, "fx": (("egg", 1),)},
    {"name": "Market hall", "gold": 2, "stone": 2, "points": 3, "cube": True, "symbol": None, "fx": (("egg", 1),)},
    {"name": "Glass workshop", "gold": 1, "stone": 1, "points": 1, "cube": True, "symbol": None,
     "fx": (("window", 2),)},
    {"name": "Bishop's palace", "gold": 3, "stone": 2, "points": 5, "cube": True, "symbol": "cross", "fx": ()},
    {"name": "Royal stables", "gold": 2, "stone": 3, "points": 5, "cube": True, "symbol": "crown", "fx": ()},
    {"name": "Bastion", "gold": 1, "stone": 4, "points": 5, "cube": True, "symbol": "tower", "fx": ()},
    {"name": "Fountain", "gold": 0, "stone": 1, "points": 1, "cube": False, "symbol": None, "fx": ()},
    {"name": "Statue", "gold": 1, "stone": 0, "points": 1, "cube": False, "symbol": None, "fx": ()},
    {"name": "Well", "gold": 0, "stone": 2, "points": 1, "cube": False, "symbol": None, "fx": (("egg", 1),)},
    {"name": "Scriptorium", "gold": 2, "stone": 0, "points": 1, "cube": True, "symbol": "cross",
     "fx": (("tech", 1),)},
    {"name": "Armoury", "gold": 1, "stone": 2, "points": 2, "cube": True, "symbol": "tower", "fx": (("wall", 1),)},
    {"name": "Treasury house", "gold": 3, "stone": 1, "points": 3, "cube": True, "symbol": "crown",
     "fx": (("univ", 1),)},
    {"name": "Bakery", "gold": 1, "stone": 1, "points": 1, "cube": True, "symbol": None, "fx": (("egg", 2),)},
    {"name": "Choir school", "gold": 2, "stone": 2, "points": 2, "cube": True, "symbol": "cross",
     "fx": (("cathedral", 1),)},
    {"name": "Toll house", "gold": 1, "stone": 2, "points": 2, "cube": True, "symbol": "crown", "fx": (("gold", 2),)},
    {"name": "Garden", "gold": 1, "stone": 1, "points": 2, "cube": False, "symbol": None, "fx": ()},
    {"name": "Barracks", "gold": 2, "stone": 3, "points": 3, "cube": True, "symbol": "tower",
     "fx": (("wall", 1),)},
)
BUILDING_MARKET = 4

#: wall tiles: cost (mostly stone), points, effects
WALLS = (
    {"stone": 2, "gold": 0, "points": 1, "fx": (("wall", 1),)},
    {"stone": 2, "gold": 0, "points": 2, "fx": ()},
    {"stone": 3, "gold": 0, "points": 3, "fx": ()},
    {"stone": 3, "gold": 0, "points": 1, "fx": (("wall", 1),)},
    {"stone": 2, "gold": 1, "points": 2, "fx": (("wall", 1),)},
    {"stone": 1, "gold": 1, "points": 1, "fx": (("egg", 1),)},
    {"stone": 3, "gold": 1, "points": 3, "fx": (("wall", 1),)},
    {"stone": 4, "gold": 0, "points": 5, "fx": ()},
    {"stone": 2, "gold": 0, "points": 1, "fx": (("window", 1),)},
    {"stone": 2, "gold": 1, "points": 1, "fx": (("cathedral", 1),)},
    {"stone": 3, "gold": 0, "points": 2, "fx": (("tech", 1),)},
    {"stone": 1, "gold": 0, "points": 1, "fx": ()},
    {"stone": 2, "gold": 0, "points": 1, "fx": (("univ", 1),)},
    {"stone": 4, "gold": 1, "points": 4, "fx": (("wall", 1),)},
    {"stone": 3, "gold": 0, "points": 2, "fx": (("egg", 1),)},
    {"stone": 2, "gold": 2, "points": 3, "fx": (("wall", 1),)},
    {"stone": 1, "gold": 1, "points": 2, "fx": ()},
    {"stone": 3, "gold": 1, "points": 2, "fx": (("wall", 1), ("window", 1))},
)
WALL_MARKET = 3

#: the city: plazas on a 7 x 6 grid, the King's Road between rows 2 and 3. Lots are the cells next
#: to a plaza; lots north of the road carry a red banner (an extra cost) and bonus points.
PLAZAS = (
    {"at": (1, 1), "upper": (("egg", 2),), "lower": 2},
    {"at": (3, 1), "upper": (("tech", 1),), "lower": 2},
    {"at": (5, 1), "upper": (("cathedral", 1),), "lower": 3},
    {"at": (1, 4), "upper": (("wall", 1),), "lower": 3},
    {"at": (3, 4), "upper": (("univ", 2),), "lower": 2},
    {"at": (5, 4), "upper": (("gold", 3),), "lower": 2},
)
NORTH_BANNERS = {(1, 0): ({"gold": 1}, 3), (5, 0): ({"gold": 1}, 3), (0, 1): ({"stone": 1}, 2),
                 (2, 1): ({"gold": 1, "stone": 1}, 4), (4, 1): ({"gold": 1, "stone": 1}, 4),
                 (6, 1): ({"stone": 1}, 2), (1, 2): ({"stone": 1}, 1), (3, 2): ({"stone": 1}, 1),
                 (5, 2): ({"stone": 1}, 1)}
#: pre-printed features already standing on lots
PREPRINTED = {(3, 0): "Old town tower", (0, 4): "Mill", (6, 4): "Chapel of St Martin"}
ROAD_ROW = 2.5


def _lots() -> dict:
    lots = {}
    for i, p in enumerate(PLAZAS):
        x, y = p["at"]
        for cell in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
            lots.setdefault(cell, []).append(i)
    return lots


#: lot (x, y) -> the plazas it touches
LOTS = _lots()

#: the King's Road: spaces I to V, each with the bonus for an egg and the bonus without one
#: (None: an egg is required to move there)
ROAD = (
    {"egg": (("points", 3),), "free": (("gold", 1),)},
    {"egg": (("cathedral", 1),), "free": (("stone", 1),)},
    {"egg": (("wall", 1),), "free": (("window", 1),)},
    {"egg": (("points", 6),), "free": None},
    {"egg": (("final", 2),), "free": None},     # at the end: 2 points per building and wall section
)
ROMAN = ("I", "II", "III", "IV", "V")

NAMES = {"gold": "gold", "stone": "stone", "egg": "egg", "window": "window", "points": "points",
         "tech": "technology step", "univ": "university step", "wall": "Hunger Wall move",
         "cathedral": "Cathedral move", "free": "free move", "final": "points per building and wall section"}


def fx_text(fx) -> str:
    parts = []
    for kind, n in fx:
        name = NAMES[kind]
        if kind in ("tech", "univ", "wall", "cathedral", "window", "egg") and n > 1:
            name += "s"
        parts.append(f"{n} {name}" if kind != "final" else f"{n} {name} at the end")
    return ", ".join(parts) if parts else "nothing more"


_ABBR = {"gold": "gold", "stone": "stone", "egg": "egg", "window": "win", "points": "pts", "tech": "tech",
         "univ": "univ", "wall": "wall", "cathedral": "cath", "free": "free", "final": "/bldg"}


def fx_short(fx) -> str:
    """A few characters for a board: "+1 cath", "3 pts", "tech+4 pts"."""
    parts = []
    for kind, n in fx:
        if kind == "points":
            parts.append(f"{n} pts")
        elif kind == "final":
            parts.append(f"{n}/bldg")
        elif kind in ("egg", "window") and n > 1:
            parts.append(f"+{n} {_ABBR[kind]}s")
        else:
            parts.append(f"+{n} {_ABBR[kind]}")
    return " ".join(parts)
