"""Component tables of Gaia Project (base game; no Frontiers, no beta variants).

Source of the facts: the public engine boardgamers/gaia-project (MIT licence by its package
file): engine/src/map.ts (the ten sectors and the 5B/6B/7B backs, sector centres of the small
and the big map), tiles/techs.ts (9 standard and 15 advanced tech tiles), tiles/boosters.ts
(10 round boosters), tiles/scoring.ts (10 round-scoring and 6 final-scoring tiles with the
neutral player's numbers), tiles/federations.ts, research-tracks.ts, actions.ts (free, power and
QIC actions) and faction-boards/*.ts (starting resources, research, income, bowls, building
costs and incomes of the fourteen factions). Only the numbers, names and layouts are taken;
the tables and every text are our own. Rules page: the faction table (planet types, starting
research, basic income), storage limits 30/15/15 and starting resources 15 credits, 4 ore,
3 knowledge.
"""

from __future__ import annotations

# ---------------------------------------------------------------- planets and the wheel
#: the seven home types in the order of the terraforming wheel (each step is one neighbour)
WHEEL = ("r", "o", "v", "d", "s", "t", "i")
PLANET_NAMES = {"r": "Terra", "o": "Oxide", "v": "Volcanic", "d": "Desert", "s": "Swamp",
                "t": "Titanium", "i": "Ice", "g": "Gaia", "m": "Transdim", "l": "Lost Planet", "e": "space"}
PLANET_COLOURS = {"r": "#2f6fd6", "o": "#c4352b", "v": "#e08a1e", "d": "#e6cf3a", "s": "#8a5a2b",
                  "t": "#8c8c8c", "i": "#e9f1f7", "g": "#3aa655", "m": "#7d3fa8", "l": "#222222"}


def terraform_steps(home: str, planet: str) -> int:
    """Steps round the wheel from ``planet`` to ``home`` (0 to 3)."""
    a, b = WHEEL.index(home), WHEEL.index(planet)
    d = abs(a - b)
    return min(d, 7 - d)


# ---------------------------------------------------------------- sectors
#: each sector: 12 hexes of its outer ring from the top going clockwise, 6 of its inner ring
#: from the top clockwise, then its centre ("e" = empty space)
SECTORS = {
    "1": "eeemevoeedeeereeese",
    "2": "teedemeoeeeveieesee",
    "3": "meeteedreeeeeeieege",
    "4": "teeereeeeieeoesevee",
    "5A": "iemoeedveeeeeeeeege",
    "5B": "iemoeeeveeeeeeeeege",
    "6A": "emeedmeeeeeeeregese",
    "6B": "emeedmeeeeeeeregeee",
    "7A": "eseeeeteeemeoegegee",
    "7B": "eeeeeeteeemegesegee",
    "8": "remeeeemeeeeietevee",
    "9": "emieeeeeseeveegetee",
    "10": "emmeeeeoreeeeegeede",
}
SMALL_MAP = ("1", "2", "3", "4", "5B", "6B", "7B")
BIG_MAP = ("1", "2", "3", "4", "5A", "6A", "7A", "8", "9", "10")
#: sector centres (axial q, r) of the 7-sector map (1-2 players) and the 10-sector map (3-4)
SMALL_CENTRES = ((5, -2), (2, 3), (3, -5), (0, 0), (-3, 5), (-2, -3), (-5, 2))
BIG_CENTRES = ((5, -2), (2, 3), (-1, 8), (3, -5), (0, 0), (-3, 5), (-6, 10), (-2, -3), (-5, 2), (-8, 7))

# ---------------------------------------------------------------- research
TRACKS = ("terra", "nav", "int", "gaia", "eco", "sci")
TRACK_NAMES = {"terra": "Terraforming", "nav": "Navigation", "int": "Artificial Intelligence",
               "gaia": "Gaia Project", "eco": "Economy", "sci": "Science"}
#: ore per terraforming step by terraforming level
TERRA_COST = (3, 3, 2, 1, 1, 1)
#: range by navigation level
RANGE = (1, 1, 2, 2, 3, 4)
#: power tokens a Gaia project needs by Gaia Project level (0: no gaiaformer yet)
GAIA_COST = (0, 6, 6, 4, 3, 3)
#: one-time rewards for reaching a level (level 3 also charges 3 power on every track)
LEVEL_REWARD = {
    "terra": {1: {"o": 2}, 4: {"o": 2}},
    "nav": {1: {"q": 1}, 3: {"q": 1}},
    "int": {1: {"q": 1}, 2: {"q": 1}, 3: {"q": 2}, 4: {"q": 2}, 5: {"q": 4}},
    "gaia": {1: {"gf": 1}, 2: {"t": 3}, 3: {"gf": 1}, 4: {"gf": 1}, 5: {"vp": 4}},
    "eco": {5: {"c": 6, "o": 3, "pw": 6}},
    "sci": {5: {"k": 9}},
}
#: income by level (economy and science); level 5 pays once instead
TRACK_INCOME = {
    "eco": ({}, {"c": 2, "pw": 1}, {"c": 2, "o": 1, "pw": 2}, {"c": 3, "o": 1, "pw": 3}, {"c": 4, "o": 2, "pw": 4}, {}),
    "sci": ({}, {"k": 1}, {"k": 2}, {"k": 3}, {"k": 4}, {}),
}

# ---------------------------------------------------------------- buildings
BUILDINGS = ("m", "ts", "lab", "pi", "ac1", "ac2")
BUILDING_NAMES = {"m": "mine", "ts": "trading station", "lab": "research lab", "pi": "planetary institute",
                  "ac1": "academy (knowledge)", "ac2": "academy (Q.I.C.)", "sp": "space station",
                  "gf": "gaiaformer"}
SUPPLY = {"m": 8, "ts": 4, "lab": 3, "pi": 1, "ac1": 1, "ac2": 1}
COST = {"m": {"c": 2, "o": 1}, "ts": {"c": 3, "o": 2}, "lab": {"c": 5, "o": 3},
        "pi": {"c": 6, "o": 4}, "ac1": {"c": 6, "o": 6}, "ac2": {"c": 6, "o": 6}}
TS_ALONE_COST = {"c": 6, "o": 2}
POWER_VALUE = {"m": 1, "ts": 2, "lab": 2, "pi": 3, "ac1": 3, "ac2": 3, "sp": 1, "lost": 1}
#: what each building turns into
UPGRADES = {"m": ("ts",), "ts": ("lab", "pi"), "lab": ("ac1", "ac2")}
#: ore of each mine built, in order (the third mine space shows none)
MINE_INCOME = (1, 1, 0, 1, 1, 1, 1, 1)
TS_INCOME = (3, 4, 4, 5)

# ---------------------------------------------------------------- factions
#: start: resources before round 1 income; research: starting levels; income: base income;
#: bowls: tokens in bowls I and II; pi: planetary institute income; extra per faction
FACTIONS = {
    "terrans": dict(name="Terrans", planet="r", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=("gaia",),
                    income={"o": 1, "k": 1}, bowls=(4, 4)),
    "lantids": dict(name="Lantids", planet="r", start={"k": 3, "o": 4, "c": 13, "q": 1}, research=(),
                    income={"o": 1, "k": 1}, bowls=(4, 0), pi={"pw": 4}),
    "xenos": dict(name="Xenos", planet="d", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=("int",),
                  income={"o": 1, "k": 1}, pi={"pw": 4, "q": 1}),
    "gleens": dict(name="Gleens", planet="d", start={"k": 3, "o": 4, "c": 15}, research=("nav",),
                   income={"o": 1, "k": 1}, pi={"pw": 4, "o": 1}),
    "taklons": dict(name="Taklons", planet="s", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=(),
                    income={"o": 1, "k": 1}, brainstone=1),
    "ambas": dict(name="Ambas", planet="s", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=("nav",),
                  income={"o": 2, "k": 1}, pi={"pw": 4, "t": 2}),
    "hadsch_hallas": dict(name="Hadsch Hallas", planet="o", start={"k": 3, "o": 4, "c": 15, "q": 1},
                          research=("eco",), income={"o": 1, "k": 1, "c": 3}),
    "ivits": dict(name="Ivits", planet="o", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=(),
                  income={"o": 1, "k": 1, "q": 1}),
    "geodens": dict(name="Geodens", planet="v", start={"k": 3, "o": 4, "c": 15, "q": 1}, research=("terra",),
                    income={"o": 1, "k": 1}),
    "baltaks": dict(name="Bal T'aks", planet="v", start={"k": 3, "o": 4, "c": 15}, research=("gaia",),
                    income={"o": 1, "k": 1}, bowls=(2, 2)),
    "firaks": dict(name="Firaks", planet="t", start={"k": 2, "o": 3, "c": 15, "q": 1}, research=(),
                   income={"o": 1, "k": 2}),
    "bescods": dict(name="Bescods", planet="t", start={"k": 1, "o": 4, "c": 15, "q": 1}, research=(),
                    income={"o": 1}, pi={"pw": 4, "t": 2}),
    "nevlas": dict(name="Nevlas", planet="i", start={"k": 2, "o": 4, "c": 15, "q": 1}, research=("sci",),
                   income={"o": 1, "k": 1}),
    "itars": dict(name="Itars", planet="i", start={"k": 3, "o": 5, "c": 15, "q": 1}, research=(),
                  income={"o": 1, "k": 1, "t": 1}, bowls=(4, 4)),
}
FACTION_KEYS = tuple(FACTIONS)
DEFAULT_PI = {"pw": 4, "t": 1}
#: our own one-line summaries shown on the faction board
FACTION_TEXT = {
    "terrans": ("Gaia tokens come back to bowl II.", "PI: those tokens also pay out as free conversions."),
    "lantids": ("May build a second mine on a planet another player holds (no terraforming).",
                "PI: +2 knowledge for each such mine."),
    "xenos": ("Places a third mine at setup.", "PI: federations need 6 power; PI pays 1 Q.I.C. instead of a token."),
    "gleens": ("Q.I.C. become ore until the Q.I.C. academy; a Gaia mine costs 1 ore and scores 2 VP more.",
               "PI: takes the Gleens federation token."),
    "taklons": ("The brainstone is one token that spends as 3 power.", "PI: +1 power token with every charge."),
    "ambas": ("No ability before the PI.", "PI: once a round swap the PI with one of your mines."),
    "hadsch_hallas": ("No ability before the PI.", "PI: credits may pay for conversions instead of power."),
    "ivits": ("Starts with the PI instead of mines; one federation that grows by 7s; satellites cost Q.I.C.",
              "PI: once a round place a space station in range."),
    "geodens": ("No ability before the PI.", "PI: 3 knowledge for the first mine on each new planet type."),
    "baltaks": ("No navigation before the PI; a gaiaformer may become 1 Q.I.C. for a round.",
                "PI: navigation opens."),
    "firaks": ("No ability before the PI.", "PI: once a round turn a lab into a trading station and research 1."),
    "bescods": ("Trading stations pay knowledge, labs credits; once a round research the lowest track for free.",
                "PI: +1 power value on titanium planets."),
    "nevlas": ("A bowl III token may go to the Gaia area for 1 knowledge; labs charge 2 power.",
               "PI: bowl III tokens spend as 2 power each."),
    "itars": ("Tokens burnt from bowl II go to the Gaia area.", "PI: in the Gaia phase 4 Gaia tokens buy a tech tile."),
}

# ---------------------------------------------------------------- tiles
#: tech tiles: kind = "now" (once), "income", "trigger" (condition -> VP), "action", "pass", "power4"
TECH = {
    "T1": dict(kind="now", gain={"o": 1, "q": 1}, text="1 ore and 1 Q.I.C. now"),
    "T2": dict(kind="now_per", per="pt", gain={"k": 1}, text="1 knowledge per planet type now"),
    "T3": dict(kind="power4", text="PI and academies have power value 4"),
    "T4": dict(kind="now", gain={"vp": 7}, text="7 VP now"),
    "T5": dict(kind="income", gain={"o": 1, "pw": 1}, text="income: 1 ore, charge 1 power"),
    "T6": dict(kind="income", gain={"k": 1, "c": 1}, text="income: 1 knowledge, 1 credit"),
    "T7": dict(kind="trigger", when="mg", vp=3, text="3 VP for every mine on a Gaia planet"),
    "T8": dict(kind="income", gain={"c": 4}, text="income: 4 credits"),
    "T9": dict(kind="action", gain={"pw": 4}, text="action: charge 4 power"),
}
ADV = {
    "A1": dict(kind="pass", per="fed", vp=3, text="passing: 3 VP per federation"),
    "A2": dict(kind="trigger", when="a", vp=2, text="2 VP for every research step"),
    "A3": dict(kind="action", gain={"q": 1, "c": 5}, text="action: 1 Q.I.C. and 5 credits"),
    "A4": dict(kind="now_per", per="m", gain={"vp": 2}, text="2 VP per mine now"),
    "A5": dict(kind="pass", per="lab", vp=3, text="passing: 3 VP per research lab"),
    "A6": dict(kind="now_per", per="s", gain={"o": 1}, text="1 ore per sector now"),
    "A7": dict(kind="pass", per="pt", vp=1, text="passing: 1 VP per planet type"),
    "A8": dict(kind="now_per", per="g", gain={"vp": 2}, text="2 VP per Gaia planet now"),
    "A9": dict(kind="now_per", per="ts", gain={"vp": 4}, text="4 VP per trading station now"),
    "A10": dict(kind="now_per", per="s", gain={"vp": 2}, text="2 VP per sector now"),
    "A11": dict(kind="action", gain={"o": 3}, text="action: 3 ore"),
    "A12": dict(kind="now_per", per="fed", gain={"vp": 5}, text="5 VP per federation now"),
    "A13": dict(kind="action", gain={"k": 3}, text="action: 3 knowledge"),
    "A14": dict(kind="trigger", when="m", vp=3, text="3 VP for every mine"),
    "A15": dict(kind="trigger", when="ts", vp=3, text="3 VP for every trading station"),
}
BOOSTERS = {
    "B1": dict(income={"k": 1, "o": 1}, text="income 1 knowledge, 1 ore"),
    "B2": dict(income={"o": 1, "t": 2}, text="income 1 ore, 2 power tokens"),
    "B3": dict(income={"q": 1, "c": 2}, text="income 1 Q.I.C., 2 credits"),
    "B4": dict(income={"c": 2}, action="step", text="income 2 credits; action: a mine with 1 free terraforming step"),
    "B5": dict(income={"pw": 2}, action="range", text="income charge 2; action: a mine with 3 more range"),
    "B6": dict(income={"o": 1}, passes=("m", 1), text="income 1 ore; passing: 1 VP per mine"),
    "B7": dict(income={"o": 1}, passes=("ts", 2), text="income 1 ore; passing: 2 VP per trading station"),
    "B8": dict(income={"k": 1}, passes=("lab", 3), text="income 1 knowledge; passing: 3 VP per research lab"),
    "B9": dict(income={"pw": 4}, passes=("PA", 4), text="income charge 4; passing: 4 VP per PI and academy"),
    "B10": dict(income={"c": 4}, passes=("g", 1), text="income 4 credits; passing: 1 VP per Gaia planet"),
}
#: round scoring: condition -> VP during that round
ROUND_TILES = {
    "R1": ("step", 2), "R2": ("a", 2), "R3": ("m", 2), "R4": ("fed", 5), "R5": ("ts", 4),
    "R6": ("mg", 4), "R7": ("PA", 5), "R8": ("ts", 3), "R9": ("mg", 3), "R10": ("PA", 5),
}
CONDITION_NAMES = {"step": "terraforming step", "a": "research step", "m": "mine", "fed": "federation",
                   "ts": "trading station", "mg": "mine on a Gaia planet", "PA": "PI or academy",
                   "lab": "research lab", "g": "Gaia planet", "pt": "planet type", "s": "sector"}
#: final scoring: the neutral player's number in a game of one or two players
FINAL_TILES = {"structures": 11, "fed_structures": 10, "planet_types": 5, "gaia": 4, "sectors": 6, "satellites": 8}
FINAL_NAMES = {"structures": "structures on the map", "fed_structures": "structures in federations",
               "planet_types": "planet types", "gaia": "Gaia planets", "sectors": "sectors reached",
               "satellites": "satellites and space stations"}
FINAL_VP = (18, 12, 6)
#: federation tokens: reward, how many of each; F1 (12 VP) is grey (it cannot be flipped for a level 5 or
#: an advanced tile); the Gleens token comes with their PI
FEDS = {"F1": {"vp": 12}, "F2": {"vp": 8, "q": 1}, "F3": {"vp": 8, "t": 2}, "F4": {"vp": 7, "o": 2},
        "F5": {"vp": 7, "c": 6}, "F6": {"vp": 6, "k": 2}, "FG": {"o": 1, "k": 1, "c": 2}}
FED_COPIES = 3

# ---------------------------------------------------------------- actions
#: power actions on the research board: cost in power, what they give
POWER_ACTIONS = {
    "p1": (7, {"k": 3}), "p2": (5, {"step": 2}), "p3": (4, {"o": 2}), "p4": (4, {"c": 7}),
    "p5": (4, {"k": 2}), "p6": (3, {"step": 1}), "p7": (3, {"t": 2}),
}
QIC_ACTIONS = {"q1": (4, "tech"), "q2": (3, "rescore"), "q3": (2, "types")}
#: free conversions: name -> (cost, gain); "pw" is power spent from bowl III
CONVERSIONS = {
    "4pw-q": ({"pw": 4}, {"q": 1}), "3pw-o": ({"pw": 3}, {"o": 1}), "4pw-k": ({"pw": 4}, {"k": 1}),
    "1pw-c": ({"pw": 1}, {"c": 1}), "q-o": ({"q": 1}, {"o": 1}), "o-c": ({"o": 1}, {"c": 1}),
    "k-c": ({"k": 1}, {"c": 1}), "o-t": ({"o": 1}, {"t": 1}),
}
HADSCH_CONVERSIONS = {"4c-q": ({"c": 4}, {"q": 1}), "3c-o": ({"c": 3}, {"o": 1}), "4c-k": ({"c": 4}, {"k": 1})}
LIMITS = {"c": 30, "o": 15, "k": 15}
#: satellites a player may have on the map (the engine's bound)
MAX_SATELLITES = 25
START_VP = 10
ROUNDS = 6
RES_NAMES = {"c": "credits", "o": "ore", "k": "knowledge", "q": "Q.I.C.", "vp": "VP", "pw": "power charge",
             "t": "power tokens", "gf": "gaiaformer", "step": "terraforming steps"}
