"""Fromage components.

Source of the numbers: the rules page (``shared/rules/fromage.txt``, Board Game
Arena's help page) and public how-to-play summaries (merchantsofplay.com,
ondemandboardgames.com): four quadrants (Festival, Fromagerie, Bistro, Villes),
each with a gather part and a make-cheese part; gathering 1, 2 or 3 of a
resource keeps the worker out 1, 2 or 3 turns; bronze, silver and gold cheese
spaces keep it out 1, 2 or 3 turns; fruit and jam spaces need a fruit; three
workers per player (soft, hard, bleu) and 15 cheese tokens; four resources
(structures, livestock, fruit, orders); starting resources: 2 of the resource
of the quadrant to your left and 1 of the quadrant opposite you (a resource
tile in the centre, in a random orientation); a random customer token on each
region of the Villes; 2 leftover resources score 1 point.

**Designed for this package** (no public source documents them): every space
of every quadrant (its cheese, grade, fruit or jam symbol, position and the
player count from which it is open), the Festival's free-sample spaces and
group table, the Fromagerie's shelves, bonuses and rubric, the Bistro's tables
and rubric, the Villes' six regions, which spaces touch which region, the
customer tokens' values by player count, the livestock cost of silver and gold
spaces, the points of aged (silver, gold) cheese, the structure tiles, the
order cards and their chart, and the solo rival.

Coordinates are local to a quadrant drawn at the bottom of the board: ``x``
from the centre line (left negative), ``d`` the distance in from the outer edge.

>>> len(SPACES), sorted({s.venue for s in SPACES.values()})
(48, ['bistro', 'festival', 'fromagerie', 'villes'])
>>> sum(1 for s in SPACES.values() if s.min_players <= 2)
37
"""

from __future__ import annotations

from dataclasses import dataclass

CHEESES = ("soft", "hard", "bleu")
GRADES = {1: "bronze", 2: "silver", 3: "gold"}
RESOURCES = ("livestock", "fruit", "structure", "order")
#: the resource tile's cycle; the tile's orientation is random (quadrant q shows RESOURCES[(q + turn) % 4])
VENUES = ("festival", "fromagerie", "bistro", "villes")
VENUE_NAMES = {"festival": "Festival", "fromagerie": "Fromagerie", "bistro": "Bistro", "villes": "Villes"}
TOKENS = 15
WORKERS = CHEESES
#: seat -> its side of the table (0 bottom, 1 left, 2 top, 3 right), by player count
SIDES = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}

#: livestock a cheese space costs, by grade (designed)
LIVESTOCK_COST = {1: 0, 2: 1, 3: 2}
#: points of each cheese token at the end, by grade: aged cheese is worth more (designed)
AGED_POINTS = {1: 0, 2: 1, 3: 2}


@dataclass(frozen=True)
class CheeseSpace:
    id: str
    venue: str
    cheese: str
    grade: int
    mark: str | None      # "fruit", "jam" or None
    min_players: int
    x: float
    d: float
    cell: tuple = ()      # festival: (col, row)
    shelf: int = -1       # fromagerie
    bonus: int = 0        # fromagerie: points for a token on this space
    table: int = -1       # bistro
    regions: tuple = ()   # villes


_CODE = {"S": "soft", "H": "hard", "B": "bleu"}


def _parse(code: str):
    """'H2f' -> hard, silver, fruit; '+' suffix number = bonus; '*' = open from 3 players."""
    cheese = _CODE[code[0]]
    grade = int(code[1])
    rest = code[2:]
    mark = "fruit" if "f" in rest else "jam" if "j" in rest else None
    min_players = 3 if "*" in rest else 1
    bonus = int(rest.split("+")[1][0]) if "+" in rest else 0
    return cheese, grade, mark, min_players, bonus


def _festival():
    rows = (("S1*", "H1", "B2j", "S1", "H1*"),
            ("B1", None, "S3", None, "H2f"),
            ("H2*", "S2f", "H3", "B2", "S1*"))
    out = []
    for r, row in enumerate(rows):
        for c, code in enumerate(row):
            if code is None:
                continue
            cheese, grade, mark, mp, _ = _parse(code)
            out.append(CheeseSpace(f"F{len(out) + 1}", "festival", cheese, grade, mark, mp,
                                   (c - 2) * 64, 44 + r * 64, cell=(c, r)))
    return out


#: the Festival's free-sample cells (col, row): they count as every player's token
FREE_SAMPLES = ((1, 1), (3, 1))
#: Festival points of a group by its size (your tokens and the free samples in it), capped at the last
FESTIVAL_GROUP = (0, 1, 3, 6, 10, 15, 21)


def _fromagerie():
    shelves = (("S1", "H1*", "B1", "S2+1"),
               ("H2j", "S1*", "B2+1", "H1"),
               ("B3+2", "S3f", "H2*", "B1"))
    out = []
    for s, shelf in enumerate(shelves):
        for i, code in enumerate(shelf):
            cheese, grade, mark, mp, bonus = _parse(code)
            out.append(CheeseSpace(f"R{len(out) + 1}", "fromagerie", cheese, grade, mark, mp,
                                   (i - 1.5) * 70, 44 + s * 66, shelf=s, bonus=bonus))
    return out


#: Fromagerie points by the number of different shelves with your tokens
FROMAGERIE_SHELVES = (0, 2, 5, 9)


def _bistro():
    tables = (("S1", "H1"), ("B1", "S2"), ("H2f", "B1"),
              ("S3", "H2"), ("B2j", "S1"), ("H3*", "B3*"))
    out = []
    for t, plates in enumerate(tables):
        cx, d = (t % 3 - 1) * 124, 52 + (t // 3) * 88
        for k, code in enumerate(plates):
            cheese, grade, mark, mp, _ = _parse(code)
            out.append(CheeseSpace(f"B{len(out) + 1}", "bistro", cheese, grade, mark, mp,
                                   cx + (k * 2 - 1) * 28, d, table=t))
    return out


#: Bistro points of each plate with your token, by the number of your pairings (capped at the last)
BISTRO_PLATE = (1, 2, 3, 4)

REGIONS = ("Nord", "Alsace", "Bretagne", "Loire", "Provence", "Alpes")
#: region -> (x, d) of its centre; regions 0-2 on the outer row, 3-5 on the inner one
REGION_AT = {i: ((i % 3 - 1) * 118, 58 + (i // 3) * 98) for i in range(6)}


#: where a space touching only one region sits: beside its region, clear of the border spaces
_SINGLE_AT = {0: (-163, 58), 1: (0, 24), 2: (163, 58), 3: (-163, 156)}


def _villes():
    spaces = (("S1", (0,)), ("H1", (0, 1)), ("B2", (1, 2)), ("S2f", (2,)),
              ("H2", (0, 3)), ("B3", (1, 4)), ("S1*", (2, 5)),
              ("H1j", (3, 4)), ("S3*", (4, 5)), ("B1", (1,)), ("H3", (3,)))
    out = []
    for code, regions in spaces:
        cheese, grade, mark, mp, _ = _parse(code)
        if len(regions) == 1:
            x, d = _SINGLE_AT[regions[0]]
        else:
            x = sum(REGION_AT[r][0] for r in regions) / 2
            d = sum(REGION_AT[r][1] for r in regions) / 2
        out.append(CheeseSpace(f"V{len(out) + 1}", "villes", cheese, grade, mark, mp, x, d, regions=regions))
    return out


#: customer tokens: base values; a region's token scores base + (players - 2) for the sole majority
#: and half that (rounded down) for each tied player; a solo game counts as two players
CUSTOMERS = (3, 3, 4, 4, 5, 6)
#: Villes influence of a cheese token by its grade
INFLUENCE = {1: 1, 2: 2, 3: 3}


def customer_value(base: int, players: int) -> tuple[int, int]:
    """(points for the sole majority, points for each tied player) of a customer token."""
    win = base + max(players, 2) - 2
    return win, win // 2


SPACES = {s.id: s for s in _festival() + _fromagerie() + _bistro() + _villes()}

#: gather spaces of every quadrant: amount (resources) = turns the worker stays out
GATHER = (1, 2, 3)
#: gather space geometry (x, d), shared by every quadrant
GATHER_AT = {n: ((n - 2) * 62, 262) for n in GATHER}


@dataclass(frozen=True)
class Structure:
    key: str
    name: str
    cost: int
    text: str
    points: int = 0


STRUCTURES = {s.key: s for s in (
    Structure("barn", "Barn", 2, "Silver and gold cheese cost 1 livestock less."),
    Structure("orchard", "Orchard", 2, "Gathering 2 or 3 of anything also gives 1 fruit."),
    Structure("cellar", "Cellar", 3, "4 points at the end.", points=4),
    Structure("creamery", "Creamery", 4, "2 points at the end for each venue with your cheese."),
)}

#: order cards: (cheese, venue), two of each
ORDERS = tuple((c, v) for c in CHEESES for v in VENUES for _ in range(2))
#: points by the number of completed orders (capped at the last)
ORDER_CHART = (0, 2, 5, 9, 14, 20, 27, 35)

#: the solo score to beat, and the last turn of any game (a safeguard when no token can be placed)
SOLO_TARGETS = (60, 80, 100, 120)
MAX_TURNS = 60


def open_spaces(players: int) -> list[str]:
    return [k for k, s in SPACES.items() if s.min_players <= players]


def festival_neighbours() -> dict:
    """Festival cell -> orthogonal neighbour cells (the free samples are cells too)."""
    cells = {s.cell for s in SPACES.values() if s.venue == "festival"} | set(FREE_SAMPLES)
    return {c: [n for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1))
                if n in cells] for c in cells}
