"""The Tharsis map: 61 spaces on Mars and the two named spaces off Mars.

Source of the facts: the public Board Game Arena implementation github.com/elaskavaia/bga-mars
(misc/map_material.csv: which spaces are reserved for oceans, their placement bonuses and names),
checked against terraforming-mars/terraforming-mars (src/server/boards/TharsisBoard.ts).

Spaces are named by column and row, ``"x,y"`` (rows 1 to 9 from the top; even rows sit half a
space to the left). Bonuses: ``steel``, ``ti`` (titanium), ``plants`` and ``card`` (draw one).
"""

from __future__ import annotations

# x, y, bonuses, ocean reserved, name
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


def _load():
    spaces = {}
    for line in _ROWS.strip().splitlines():
        parts = line.split()
        x, y = int(parts[0]), int(parts[1])
        bonus = [] if parts[2] == "-" else parts[2].split(",")
        rest = parts[3:]
        ocean = bool(rest) and rest[0] == "O"
        if rest and rest[0] in ("O", "-"):
            rest = rest[1:]
        name = " ".join(rest)
        spaces[f"{x},{y}"] = {"x": x, "y": y, "bonus": bonus, "ocean": ocean, "name": name}
    return spaces


SPACES = _load()
#: the named spaces in space (off Mars) for the cities of two cards
OFF_MARS = {"phobos": "Phobos Space Haven", "ganymede": "Ganymede Colony"}
VOLCANIC = tuple(k for k, s in SPACES.items() if s["name"] in ("Tharsis Tholus", "Ascraeus Mons", "Pavonis Mons",
                                                                  "Arsia Mons"))
NOCTIS = next(k for k, s in SPACES.items() if s["name"] == "Noctis City")
OCEAN_SPACES = tuple(k for k, s in SPACES.items() if s["ocean"])


def _neighbours(key: str) -> tuple:
    x, y = SPACES[key]["x"], SPACES[key]["y"]
    if y % 2 == 0:
        around = [(x - 1, y), (x + 1, y), (x - 1, y - 1), (x, y - 1), (x - 1, y + 1), (x, y + 1)]
    else:
        around = [(x - 1, y), (x + 1, y), (x, y - 1), (x + 1, y - 1), (x, y + 1), (x + 1, y + 1)]
    return tuple(f"{a},{b}" for a, b in around if f"{a},{b}" in SPACES)


ADJ = {k: _neighbours(k) for k in SPACES}
#: screen position of each space (in space widths; rows 0.87 apart)
XY = {k: (s["x"] - (0.5 if s["y"] % 2 == 0 else 0.0), (s["y"] - 1) * 0.866) for k, s in SPACES.items()}
