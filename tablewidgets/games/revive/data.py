"""Revive's components: **designed for this package**.

No public source documents Revive's tribes and their technologies, citizen cards, map tiles,
machines, slot modules, artifacts or the cards of the "Call of the Abyss" expansion, so every
table here is our own design (names included). The numbers the rules page gives are kept:
resource limits (3 crystals, 6 of each other resource), 6 starting cards (3 active, 3 resting),
5 card slots (2 top, 2 bottom, 1 side), 2 or 3 slot modules per slot, 5 normal buildings at
3 gears and 3 large at 5, 7 technologies per tribe populated for 2/3/4 books by row, 3 machine
tracks each with 3 artifact or card-colour spaces among them (2 points per gained card of the
colour), 5 tribe discs, the 4-point and 2-point end tokens, 1 point per 5 resources left,
devotion points converted 2:1, 1 and 3 devotion for building next to a lake.

Effects are dicts of gains (the vocabulary of :data:`EFFECT_WORDS`).
"""

from __future__ import annotations

RESOURCES = ("gear", "book", "food")
CRYSTAL_LIMIT = 3
RESOURCE_LIMIT = 6
COLORS = ("yellow", "blue", "red")
TRACKS = ("forest", "mountain", "field")
#: what a machine track gives once it is past its last space
TRACK_RESOURCE = {"forest": "book", "mountain": "gear", "field": "food"}

#: words of the effect dicts (how many of each)
EFFECT_WORDS = {
    "gear": "gear", "book": "book", "food": "food", "crystal": "crystal", "point": "point",
    "devotion": "devotion point", "energy": "new energy", "refresh": "energy back",
    "star": "tribe ability", "adv": "advance on any machine track", "forest": "forest track",
    "mountain": "mountain track", "field": "field track", "module": "slot module", "card": "citizen card",
    "crate": "crate", "range": "range 2 for this turn", "any": "resource of your choice",
    "lantern": "lantern", "well": "water bonus again",
}

# ---------------------------------------------------------------- the player board
SLOTS = ("top1", "top2", "bottom1", "bottom2", "side")
MODULE_ROOM = {"top1": 3, "top2": 3, "bottom1": 2, "bottom2": 2, "side": 2}
NORMAL_BUILDINGS = 5
LARGE_BUILDINGS = 3
BUILD_COST = {"normal": 3, "large": 5}
TRACK_LENGTH = 8
#: machine spaces: the track spaces each is linked to (1 or 2); the first of each track is printed
MACHINE_SLOTS = {
    "forest1": (("forest", 1),), "forest2": (("forest", 4),), "forest3": (("forest", 7), ("mountain", 3)),
    "mountain1": (("mountain", 1),), "mountain2": (("mountain", 4),), "mountain3": (("mountain", 7), ("field", 3)),
    "field1": (("field", 1),), "field2": (("field", 4),), "field3": (("field", 7), ("forest", 3)),
}
PRINTED_MACHINES = {"forest": {"book": 1}, "mountain": {"gear": 1}, "field": {"food": 2}}
#: hexagonal spaces of the machine tracks: an artifact, or 2 end points per gained card of a colour
TRACK_HEXES = {("forest", 3): "artifact", ("forest", 6): "red",
               ("mountain", 2): "blue", ("mountain", 5): "artifact",
               ("field", 3): "yellow", ("field", 6): "artifact"}
#: the progress track: (end points shown while the space is free, bonus for covering it)
PROGRESS = ((0, None), (1, None), (2, "energy"), (3, None), (5, "artifact"), (7, None), (9, "energy"),
            (12, None), (15, "artifact"), (18, None), (22, "energy"), (26, None), (30, "artifact"),
            (35, None))
PROGRESS_FULL = 40
TRIBE_DISCS = 5
START_ENERGY = 1

# ---------------------------------------------------------------- tribes and technologies
#: technology rows: (row, books); links between technologies (index 0 is the bottom one)
TECH_ROWS = (0, 1, 1, 1, 2, 2, 2)
TECH_BOOKS = (2, 3, 4)
TECH_LINKS = ((0, 1), (0, 2), (0, 3), (1, 2), (2, 3), (1, 4), (2, 5), (3, 6))
SIDE_TECH = 2     # the middle technology of the second row opens the side slot

TRIBES = {
    "moss_wardens": {
        "name": "Moss Wardens", "ability": {"adv": 1}, "ability_text": "advance 1 on any machine track",
        "techs": ({"kind": "gain", "gain": {"forest": 1, "food": 1}},
                  {"kind": "range"}, {"kind": "side"}, {"kind": "trade", "pay": {"food": 2}, "gain": {"book": 2}},
                  {"kind": "machine", "gain": {"adv": 1}}, {"kind": "hibernate", "gain": {"crystal": 1}},
                  {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
    "forgeborn": {
        "name": "Forgeborn", "ability": {"gear": 2}, "ability_text": "gain 2 gears",
        "techs": ({"kind": "gain", "gain": {"mountain": 1, "gear": 1}},
                  {"kind": "trade", "pay": {"gear": 2}, "gain": {"crystal": 1}}, {"kind": "side"},
                  {"kind": "range"}, {"kind": "explore", "gain": {"point": 2}},
                  {"kind": "machine", "gain": {"gear": 2, "point": 1}}, {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
    "tide_callers": {
        "name": "Tide Callers", "ability": {"food": 1, "refresh": 1},
        "ability_text": "gain 1 food and take 1 used energy back",
        "techs": ({"kind": "gain", "gain": {"field": 1, "food": 1}},
                  {"kind": "hibernate", "gain": {"food": 2}}, {"kind": "side"},
                  {"kind": "machine", "gain": {"book": 1, "food": 1}}, {"kind": "range"},
                  {"kind": "trade", "pay": {"food": 3}, "gain": {"point": 2}}, {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
    "glass_singers": {
        "name": "Glass Singers", "ability": {"crystal": 1, "point": 1}, "ability_text": "gain 1 crystal and 1 point",
        "techs": ({"kind": "gain", "gain": {"crystal": 1, "book": 1}},
                  {"kind": "explore", "gain": {"crystal": 1}}, {"kind": "side"},
                  {"kind": "trade", "pay": {"book": 2}, "gain": {"gear": 2}}, {"kind": "machine", "gain": {"star": 1}},
                  {"kind": "range"}, {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
    # two tribes that use the rules the page names for some tribes: one counts range from its own tokens
    # (and cannot use its ability once they are all placed), one may take a water bonus again
    "lantern_bearers": {
        "name": "Lantern Bearers", "ability": {"lantern": 1}, "tokens": 4,
        "ability_text": "place a lantern; range also counts from it",
        "techs": ({"kind": "gain", "gain": {"field": 1, "book": 1}},
                  {"kind": "explore", "gain": {"food": 1}}, {"kind": "side"},
                  {"kind": "trade", "pay": {"food": 2}, "gain": {"gear": 2}}, {"kind": "range"},
                  {"kind": "machine", "gain": {"food": 2}}, {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
    "well_divers": {
        "name": "Well Divers", "ability": {"well": 1},
        "ability_text": "a water bonus next to your building again",
        "techs": ({"kind": "gain", "gain": {"forest": 1, "food": 1}},
                  {"kind": "trade", "pay": {"book": 2}, "gain": {"food": 3}}, {"kind": "side"},
                  {"kind": "hibernate", "gain": {"book": 1}}, {"kind": "machine", "gain": {"gear": 1, "food": 1}},
                  {"kind": "explore", "gain": {"point": 1}}, {"kind": "gain", "gain": {"energy": 1, "point": 3}})},
}
TRIBE_ORDER = ("moss_wardens", "forgeborn", "tide_callers", "glass_singers", "lantern_bearers", "well_divers")
#: how far a lantern may be placed: at most this many spaces between it and a range source
LANTERN_REACH = 2


def fx(text: str) -> dict:
    """``"gear2 book"`` -> ``{"gear": 2, "book": 1}`` (a compact way to write the tables)."""
    out: dict = {}
    for word in text.split():
        name = word.rstrip("0123456789")
        n = int(word[len(name):] or 1)
        assert name in EFFECT_WORDS, word
        out[name] = out.get(name, 0) + n
    return out


# ---------------------------------------------------------------- citizen cards
#: (colour, top effect, bottom effect, slot symbol on top, slot symbol at the bottom, flasks)
_CITIZENS = (
    ("yellow", "food2", "gear", 0, 1, 0), ("yellow", "food book", "star", 1, 0, 1),
    ("yellow", "field food", "crate", 0, 0, 0), ("yellow", "food3", "point2", 0, 1, 0),
    ("yellow", "card", "food", 0, 0, 1), ("yellow", "adv", "food2", 1, 0, 0),
    ("yellow", "food2 point", "module", 0, 0, 0), ("yellow", "star", "book", 0, 1, 1),
    ("yellow", "range food", "gear2", 1, 0, 0), ("yellow", "field2", "crystal", 0, 0, 0),
    ("yellow", "food gear", "refresh", 0, 1, 1), ("yellow", "point3", "food", 0, 0, 0),
    ("blue", "book2", "food", 0, 1, 0), ("blue", "book gear", "star", 1, 0, 1),
    ("blue", "forest book", "crate", 0, 0, 0), ("blue", "book3", "point2", 0, 1, 0),
    ("blue", "card", "book", 0, 0, 1), ("blue", "adv", "book2", 1, 0, 0),
    ("blue", "book2 point", "module", 0, 0, 0), ("blue", "star", "gear", 0, 1, 1),
    ("blue", "range book", "food2", 1, 0, 0), ("blue", "forest2", "crystal", 0, 0, 0),
    ("blue", "book food", "refresh", 0, 1, 1), ("blue", "point3", "book", 0, 0, 0),
    ("red", "gear2", "book", 0, 1, 0), ("red", "gear food", "star", 1, 0, 1),
    ("red", "mountain gear", "crate", 0, 0, 0), ("red", "gear3", "point2", 0, 1, 0),
    ("red", "card", "gear", 0, 0, 1), ("red", "adv", "gear2", 1, 0, 0),
    ("red", "gear2 point", "module", 0, 0, 0), ("red", "star", "food", 0, 1, 1),
    ("red", "range gear", "book2", 1, 0, 0), ("red", "mountain2", "crystal", 0, 0, 0),
    ("red", "gear book", "refresh", 0, 1, 1), ("red", "point3", "gear", 0, 0, 0),
)
#: every player's six starting cards (2 of each colour)
_STARTERS = (
    ("yellow", "food2", "gear", 0, 0, 0), ("yellow", "food", "adv", 0, 1, 0),
    ("blue", "book2", "food", 0, 0, 0), ("blue", "book", "star", 1, 0, 0),
    ("red", "gear2", "book", 0, 0, 0), ("red", "gear", "crystal", 0, 0, 1),
)
#: Scyphoz cards (expansion): no colour of their own, stronger effects
_SCYPHOZ = (
    ("gear2 book2", "star2"), ("food3 crystal", "adv2"), ("point4", "module crystal"),
    ("card adv", "gear3"), ("book3 star", "food3"), ("adv2 crystal", "point3"),
    ("refresh star", "book2 gear"), ("range food3", "crystal2"), ("gear book food crystal", "card"),
    ("point2 devotion2", "adv star"),
)


def _card(cid, color, top, bottom, ts, bs, flasks, kind):
    return {"id": cid, "color": color, "top": fx(top), "bottom": fx(bottom), "top_slot": bool(ts),
            "bottom_slot": bool(bs), "flasks": flasks, "kind": kind}


CITIZENS = {i + 1: _card(i + 1, *row, "citizen") for i, row in enumerate(_CITIZENS)}
STARTER_IDS = tuple(range(101, 107))


def starter_id(seat: int, k: int) -> int:
    return 100 + 10 * seat + k + 1


def _all_cards() -> dict:
    cards = dict(CITIZENS)
    for seat in range(4):
        for k, row in enumerate(_STARTERS):
            cid = starter_id(seat, k)
            cards[cid] = _card(cid, *row, "start")
    for i, (top, bottom) in enumerate(_SCYPHOZ):
        cid = 201 + i
        cards[cid] = _card(cid, None, top, bottom, 0, 0, 0, "scyphoz")
    return cards


CARDS = _all_cards()
SCYPHOZ_IDS = tuple(range(201, 201 + len(_SCYPHOZ)))
MARKET_SIZE = 4

# ---------------------------------------------------------------- journey cards (expansion)
#: colour of the card to destroy; what is counted; devotion by level (needed count, devotion)
JOURNEYS = {
    1: {"color": "yellow", "count": "buildings", "levels": ((2, 2), (4, 4), (6, 7))},
    2: {"color": "blue", "count": "techs", "levels": ((2, 2), (4, 4), (6, 7))},
    3: {"color": "red", "count": "machines", "levels": ((2, 2), (4, 4), (6, 7))},
    4: {"color": "yellow", "count": "tiles", "levels": ((1, 2), (3, 4), (5, 7))},
    5: {"color": "blue", "count": "modules", "levels": ((2, 2), (4, 4), (6, 7))},
    6: {"color": "red", "count": "artifacts", "levels": ((1, 2), (2, 4), (4, 7))},
}
JOURNEY_DISPLAY = 3
#: devotion track rewards by space
DEVOTION_REWARDS = {3: "scyphoz", 7: "scyphoz", 10: "populate", 14: "scyphoz", 18: "scyphoz"}
DEVOTION_MAX = 25

# ---------------------------------------------------------------- machines and slot modules
#: machines of the market, by track colour (effect when used with an energy)
MACHINES = {
    1: ("forest", "book2"), 2: ("forest", "adv"), 3: ("forest", "card"), 4: ("forest", "book point"),
    5: ("forest", "star"), 6: ("forest", "forest book"),
    7: ("mountain", "gear2"), 8: ("mountain", "crystal"), 9: ("mountain", "gear point"),
    10: ("mountain", "module"), 11: ("mountain", "mountain gear"), 12: ("mountain", "star"),
    13: ("field", "food3"), 14: ("field", "field food"), 15: ("field", "point2"), 16: ("field", "crate food"),
    17: ("field", "refresh food"), 18: ("field", "crystal food"),
}
MACHINES = {mid: {"id": mid, "track": t, "gain": fx(e)} for mid, (t, e) in MACHINES.items()}
MACHINE_MARKET = 3
#: slot modules: (colours, effect)
_MODULES = (
    (("yellow",), "food"), (("yellow",), "point"), (("yellow", "blue"), "gear"), (("yellow", "red"), "book"),
    (("blue",), "book"), (("blue",), "point"), (("blue", "red"), "food"), (("blue", "yellow"), "crystal"),
    (("red",), "gear"), (("red",), "point"), (("red", "yellow"), "food"), (("red", "blue"), "crystal"),
    (("yellow",), "adv"), (("blue",), "adv"), (("red",), "adv"), (("yellow", "blue"), "star"),
    (("blue", "red"), "star"), (("red", "yellow"), "star"),
)
MODULES = {i + 1: {"id": i + 1, "colors": list(c), "gain": fx(e)} for i, (c, e) in enumerate(_MODULES)}
MODULE_ROW = 3

# ---------------------------------------------------------------- artifacts and artifact cards
ARTIFACTS = {i + 1: c for i, c in enumerate(["yellow"] * 6 + ["blue"] * 6 + ["red"] * 6)}
#: each part: (what is counted, points per count)
ARTIFACT_CARDS = {
    1: {"yellow": ("energy", 1), "blue": ("buildings", 1), "red": ("techs", 1)},
    2: {"yellow": ("flasks", 1), "blue": ("machines", 1), "red": ("tiles", 1)},
    3: {"yellow": ("meeples", 1), "blue": ("energy", 1), "red": ("modules", 1)},
    4: {"yellow": ("machines", 1), "blue": ("flasks", 1), "red": ("buildings", 1)},
    5: {"yellow": ("tiles", 1), "blue": ("techs", 1), "red": ("energy", 1)},
    6: {"yellow": ("modules", 1), "blue": ("meeples", 1), "red": ("flasks", 1)},
}
COUNT_WORDS = {"energy": "energy", "buildings": "building", "techs": "technology", "flasks": "flask",
               "machines": "unlocked machine", "tiles": "explored tile", "meeples": "meeple on the map",
               "modules": "slot module", "artifacts": "artifact"}

# ---------------------------------------------------------------- points and hibernation tracks
POINT_BONUSES = ((10, {"crystal": 1}), (20, {"module": 1}), (30, {"energy": 1}), (40, {"crystal": 1}),
                 (50, {"adv": 1}), (60, {"crystal": 1}))
HIBERNATION_ROWS = ({"food": 2}, {"gear": 2}, {"book": 2}, {"crystal": 1, "food": 1}, {"point": 3},
                    {"crystal": 2})

# ---------------------------------------------------------------- the map
#: the map is 5 x 5 tiles of 3 x 3 spaces; spaces are named a1 (top left) to o15
TILE = 3
GRID = 5
#: terrain letters: D desert, F forest, M mountain, P field, C crystal, W water, T city, S the start,
#: L part of a large location; a vast crystal or a lake fills its whole tile
TERRAIN = {"D": "desert", "F": "forest", "M": "mountain", "P": "field", "C": "crystal", "W": "water",
           "T": "city", "S": "start", "L": "large", "X": "vast", "K": "lake"}
START_TILE = ("DTD", "PSF", "DMD")
CORNER_TILE = ("DLF", "LLL", "PLD")
#: explorable tiles: rows of terrain, the water's bonus, the reward (points), inner (ring 1) or outer
TILES = {
    1: {"rows": ("FDT", "DWD", "MDP"), "water": {"energy": 1}, "points": 2, "ring": 1},
    2: {"rows": ("TDM", "DCD", "FDW"), "water": {"module": 1}, "points": 2, "ring": 1},
    3: {"rows": ("DPD", "WTF", "DMD"), "water": {"crate": 1}, "points": 2, "ring": 1},
    4: {"rows": ("MDF", "CTD", "DPD"), "water": {}, "points": 2, "ring": 1},
    5: {"rows": ("DFD", "PDT", "WDM"), "water": {"food": 2}, "points": 3, "ring": 1},
    6: {"rows": ("CDT", "DFD", "PWD"), "water": {"energy": 1}, "points": 2, "ring": 1},
    7: {"rows": ("DTD", "MDP", "DFC"), "water": {}, "points": 3, "ring": 1},
    8: {"rows": ("PDW", "DTD", "FDM"), "water": {"book": 2}, "points": 2, "ring": 1},
    9: {"rows": ("DMD", "TDC", "DWF"), "water": {"module": 1}, "points": 2, "ring": 1},
    10: {"rows": ("FWD", "DDT", "MPD"), "water": {"gear": 2}, "points": 3, "ring": 1},
    11: {"rows": ("TDF", "DMD", "WDP"), "water": {"energy": 1}, "points": 4, "ring": 2},
    12: {"rows": ("DCD", "TWD", "DFM"), "water": {"crate": 1}, "points": 4, "ring": 2},
    13: {"rows": ("MDD", "DTP", "CDF"), "water": {}, "points": 5, "ring": 2},
    14: {"rows": ("DPT", "FDD", "DWM"), "water": {"module": 1}, "points": 4, "ring": 2},
    15: {"rows": ("WDM", "DTD", "PDF"), "water": {"energy": 1}, "points": 4, "ring": 2},
    16: {"rows": ("DFD", "CDT", "DMW"), "water": {"crystal": 1}, "points": 4, "ring": 2},
    17: {"rows": ("PDM", "DCD", "TDF"), "water": {}, "points": 5, "ring": 2},
    18: {"rows": ("DTW", "MDD", "DFP"), "water": {"food": 2, "point": 1}, "points": 4, "ring": 2},
    19: {"rows": ("FDP", "DWD", "TDM"), "water": {"energy": 1}, "points": 4, "ring": 2},
    20: {"rows": ("DMT", "PDD", "CFD"), "water": {}, "points": 5, "ring": 2},
    21: {"rows": ("TDD", "DFW", "MDP"), "water": {"book": 2}, "points": 4, "ring": 2},
    22: {"rows": ("DWD", "FDM", "DTP"), "water": {"module": 1}, "points": 4, "ring": 2},
    23: {"rows": ("MDC", "DTD", "FPD"), "water": {}, "points": 5, "ring": 2},
    24: {"rows": ("DDF", "TWP", "MDD"), "water": {"gear": 2}, "points": 4, "ring": 2},
}
#: vast crystal tiles (option): one large space, no card when explored
VAST_TILES = {31: {"points": 3, "ring": 2}, 32: {"points": 3, "ring": 2}, 33: {"points": 4, "ring": 2}}
#: what the back of an unexplored tile asks, by ring
EXPLORE_COST = {1: {"gear": 1, "book": 1}, 2: {"gear": 2, "book": 1, "food": 1}}
#: lakes (expansion): the tile positions they take, and what they give at each hibernation
LAKE_POSITIONS = ((0, 2), (4, 2))
LAKES = {1: {"normal": {"food": 2}, "large": {"crystal": 1, "point": 1}},
         2: {"normal": {"book": 1, "gear": 1}, "large": {"point": 2, "crystal": 1}}}
LAKE_DEVOTION = {"normal": 1, "large": 3}
#: large locations (corners; one more beside the devotion track with the expansion): end points
LOCATIONS = {1: {"name": "Observatory", "points": 6}, 2: {"name": "Old Foundry", "points": 5},
             3: {"name": "Seed Vault", "points": 7}, 4: {"name": "Echo Halls", "points": 6},
             5: {"name": "Tidal Archive", "points": 8}, 6: {"name": "Glass Garden", "points": 5}}
CORNERS = ((0, 0), (0, 4), (4, 0), (4, 4))
ARTIFACTS_ON_BOARD = {1: 6, 2: 8, 3: 10, 4: 12}
LONG_GAME_TOKENS = 2
END_TOKEN_FIRST = 4
END_TOKEN_LATER = 2
