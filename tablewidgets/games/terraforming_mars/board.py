"""The maps of Mars: Tharsis, Hellas and Elysium, 61 spaces each, and the two named spaces off Mars.

Source of the facts: the public Board Game Arena implementation github.com/elaskavaia/bga-mars
(misc/map_material.csv: Tharsis' reserved ocean spaces, placement bonuses and names, checked against
terraforming-mars/terraforming-mars src/server/boards/TharsisBoard.ts), and the community engine
github.com/terraforming-mars/terraforming-mars for the other maps (src/server/boards/HellasBoard.ts and
ElysiumBoard.ts: each space's kind and bonuses, Elysium's volcanic spaces, the Hellas south-pole space
whose ocean costs 6 M€; src/server/milestones/ and awards/: each map's five milestones and awards).
The names of Elysium's four volcanoes are those printed on that map.

Spaces are named by column and row, ``"x,y"`` (rows 1 to 9 from the top; even rows sit half a
space to the left). Bonuses: ``steel``, ``ti`` (titanium), ``plants``, ``heat``, ``card`` (draw one)
and ``ocean`` (Hellas' south pole: whoever covers it pays 6 M€ and places an ocean).
"""

from __future__ import annotations

# x, y, bonuses, O (ocean reserved) / V (volcanic) / - (neither), name
_ROWS = """
4 1 steel,steel O
5 1 -
6 1 card O
7 1 - O
3 1 steel,steel
3 2 -
4 2 steel - Tharsis Tholus
5 2 -
6 2 -
7 2 -
8 2 card,card O
2 3 card - Ascraeus Mons
3 3 -
4 3 -
5 3 -
6 3 -
7 3 -
8 3 steel
2 4 plants,ti - Pavonis Mons
3 4 plants
4 4 plants
5 4 plants
6 4 plants,plants
7 4 plants
8 4 plants
9 4 plants,plants O
1 5 plants,plants - Arsia Mons
2 5 plants,plants
3 5 plants,plants - Noctis City
4 5 plants,plants O
5 5 plants,plants O
6 5 plants,plants O
7 5 plants,plants
8 5 plants,plants
9 5 plants,plants
2 6 plants
3 6 plants,plants
4 6 plants
5 6 plants
6 6 plants
7 6 plants O
8 6 plants O
9 6 plants O
2 7 -
3 7 -
4 7 -
5 7 -
6 7 -
7 7 plants
8 7 -
3 8 steel,steel
4 8 -
5 8 card
6 8 card
7 8 -
8 8 ti
3 9 steel
4 9 steel,steel
5 9 -
6 9 -
7 9 ti,ti O
"""


_HELLAS = """
3 1 plants,plants O
4 1 plants,plants
5 1 plants,plants
6 1 plants,steel
7 1 plants
3 2 plants,plants O
4 2 plants,plants
5 2 plants
6 2 plants,steel
7 2 plants
8 2 plants
2 3 plants O
3 3 plants
4 3 steel
5 3 steel
6 3 -
7 3 plants,plants
8 3 plants,card
2 4 plants O
3 4 plants
4 4 steel
5 4 steel,steel
6 4 steel
7 4 plants O
8 4 plants O
9 4 plants
1 5 card
2 5 -
3 5 -
4 5 steel,steel
5 5 -
6 5 card O
7 5 heat,heat,heat O
8 5 - O
9 5 plants
2 6 ti
3 6 -
4 6 steel
5 6 -
6 6 -
7 6 - O
8 6 steel O
9 6 -
2 7 ti,ti O
3 7 -
4 7 -
5 7 card
6 7 -
7 7 -
8 7 ti
3 8 steel
4 8 card
5 8 heat,heat
6 8 heat,heat
7 8 ti
8 8 ti
3 9 -
4 9 heat,heat
5 9 ocean - South Pole
6 9 heat,heat
7 9 -
"""

_ELYSIUM = """
3 1 - O
4 1 ti O
5 1 card O
6 1 steel O
7 1 card
3 2 ti V Hecates Tholus
4 2 -
5 2 -
6 2 - O
7 2 - O
8 2 steel,steel
2 3 ti,ti V Elysium Mons
3 3 -
4 3 card
5 3 -
6 3 plants O
7 3 - O
8 3 card,card,card V Olympus Mons
2 4 plants
3 4 plants
4 4 plants
5 4 plants,plants O
6 4 plants
7 4 plants O
8 4 plants O
9 4 plants,steel
1 5 plants,plants
2 5 plants,plants
3 5 plants,plants
4 5 plants,plants O
5 5 plants,plants
6 5 plants,plants,plants
7 5 plants,plants
8 5 plants,plants
9 5 plants,ti V Arsia Mons
2 6 steel
3 6 plants
4 6 plants
5 6 plants
6 6 plants
7 6 plants
8 6 plants
9 6 -
2 7 ti
3 7 steel
4 7 -
5 7 -
6 7 steel
7 7 -
8 7 -
3 8 steel,steel
4 8 -
5 8 -
6 8 -
7 8 steel,steel
8 8 -
3 9 steel
4 9 -
5 9 card
6 9 card
7 9 steel,steel
"""

#: each map's milestones and awards, in their printed order
MAP_MILESTONES = {"tharsis": ("terraformer", "mayor", "gardener", "builder", "planner"),
                  "hellas": ("diversifier", "tactician", "polarexplorer", "energizer", "rimsettler"),
                  "elysium": ("generalist", "specialist", "ecologist", "tycoon", "legend")}
MAP_AWARDS = {"tharsis": ("landlord", "banker", "scientist", "thermalist", "miner"),
              "hellas": ("cultivator", "magnate", "spacebaron", "excentric", "contractor"),
              "elysium": ("celebrity", "industrialist", "desertsettler", "estatedealer", "benefactor")}
#: Tharsis' volcanic spaces are known by name (the other maps mark them V)
_THARSIS_VOLCANOES = ("Tharsis Tholus", "Ascraeus Mons", "Pavonis Mons", "Arsia Mons")


def _load(rows: str) -> tuple:
    spaces, volcanic = {}, []
    for line in rows.strip().splitlines():
        parts = line.split()
        x, y = int(parts[0]), int(parts[1])
        bonus = [] if parts[2] == "-" else parts[2].split(",")
        rest = parts[3:]
        flag = rest[0] if rest and rest[0] in ("O", "V", "-") else ""
        if flag:
            rest = rest[1:]
        name = " ".join(rest)
        key = f"{x},{y}"
        spaces[key] = {"x": x, "y": y, "bonus": bonus, "ocean": flag == "O", "name": name}
        if flag == "V" or name in _THARSIS_VOLCANOES:
            volcanic.append(key)
    return spaces, tuple(volcanic)


def _neighbours(spaces: dict, key: str) -> tuple:
    x, y = spaces[key]["x"], spaces[key]["y"]
    if y % 2 == 0:
        around = [(x - 1, y), (x + 1, y), (x - 1, y - 1), (x, y - 1), (x - 1, y + 1), (x, y + 1)]
    else:
        around = [(x - 1, y), (x + 1, y), (x, y - 1), (x + 1, y - 1), (x, y + 1), (x + 1, y + 1)]
    return tuple(f"{a},{b}" for a, b in around if f"{a},{b}" in spaces)


class MarsMap:
    """One map: its spaces, their neighbours and screen positions, and its special spaces."""

    def __init__(self, name: str, rows: str) -> None:
        self.name = name
        self.spaces, self.volcanic = _load(rows)
        self.adj = {k: _neighbours(self.spaces, k) for k in self.spaces}
        #: screen position of each space (in space widths; rows 0.87 apart)
        self.xy = {k: (s["x"] - (0.5 if s["y"] % 2 == 0 else 0.0), (s["y"] - 1) * 0.866)
                   for k, s in self.spaces.items()}
        self.noctis = next((k for k, s in self.spaces.items() if s["name"] == "Noctis City"), None)
        self.ocean_spaces = tuple(k for k, s in self.spaces.items() if s["ocean"])
        #: spaces whose bonus is an ocean bought for 6 M€ (Hellas' south pole)
        self.ocean_bonus = tuple(k for k, s in self.spaces.items() if "ocean" in s["bonus"])
        self.milestones = MAP_MILESTONES[name]
        self.awards = MAP_AWARDS[name]


MAPS = {"tharsis": MarsMap("tharsis", _ROWS), "hellas": MarsMap("hellas", _HELLAS),
        "elysium": MarsMap("elysium", _ELYSIUM)}
#: what a Hellas south-pole ocean costs
POLE_OCEAN_COST = 6

# Tharsis, the map of the printed base game, under the names the rest of the model has always used
THARSIS = MAPS["tharsis"]
SPACES = THARSIS.spaces
#: the named spaces in space (off Mars) for the cities of two cards (on every map)
OFF_MARS = {"phobos": "Phobos Space Haven", "ganymede": "Ganymede Colony"}
VOLCANIC = THARSIS.volcanic
NOCTIS = THARSIS.noctis
OCEAN_SPACES = THARSIS.ocean_spaces
ADJ = THARSIS.adj
XY = THARSIS.xy
