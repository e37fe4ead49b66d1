"""Component tables of Castles of Mad King Ludwig.

Source of the room tiles, bonus cards and King's Favors: the public implementation
marzr/Castles-of-Mad-King-Ludwig (core/src/main/kotlin/com/github/marzr/castles/data/rooms/*.kt,
data/bonus/BonusCard.kt, data/bonus/KingsFavor.kt, geometry/Figure.kt): each room's shape, size,
doorway places, type, points (the number in the tile's corner) and its centre bonus. That
source names the rooms in Russian; the names here are the published English names where we
know them, otherwise plain translations. Counts checked: 75 room tiles (9 of each size from 100
to 300 square feet, 6 of each from 350 to 600), 27 bonus cards and 24 King's Favors, as the
published game has (the bonus cards and favors also against the public implementation's
BonusCard.kt and KingsFavor.kt: 8 type cards, 10 size cards, 9 others; 8 area favors, 8 count
favors, 8 others). Room cards: 50, five for each size (11 used per player). Starting money
15,000, passing pays 5,000, a hallway or stairs costs 3,000, outdoor completion pays 10,000.
The counts that depend on the player count are given with their sources below.

Grid: one unit is 5 feet (25 square feet). A doorway is written side + index: the index counts
unit cells along that side from the top (left and right sides) or from the left (top and bottom).
On an L room a side's index follows the silhouette seen from that side (two cells of the near
edge, then two of the stepped edge); on an octagon it counts along the straight part of the side.
"""

from __future__ import annotations

TYPES = ("living", "activity", "sleeping", "outdoor", "utility", "food", "corridor", "downstairs")
TYPE_NAMES = {"living": "Living", "activity": "Activity", "sleeping": "Sleeping", "outdoor": "Outdoor",
              "utility": "Utility", "food": "Food", "corridor": "Corridor", "downstairs": "Downstairs"}

#: shape -> (width, height) of the bounding box in grid units and the size in square feet
SHAPES = {
    "square100": (2, 2, 100), "circle150": (3, 3, 150), "rect200": (4, 2, 200), "rect250": (5, 2, 250),
    "l300": (4, 4, 300), "rect350": (7, 2, 350), "square400": (4, 4, 400), "rect450": (6, 3, 450),
    "circle500": (5, 5, 500), "octagon600": (7, 4, 600),
    # the specialty tiles
    "foyer": (3, 3, 125), "hallway": (6, 1, 150), "stairs": (3, 1, 75),
}
SIZES = (100, 150, 200, 250, 300, 350, 400, 450, 500, 600)
SHAPE_OF_SIZE = {v[2]: k for k, v in SHAPES.items() if k not in ("foyer", "hallway", "stairs")}

#: room stack sizes by player count (100-300 / 350-600); 4 players use every tile. The small
#: stacks (5 / 7 / all 9 for 2 / 3 / 4 players) are in a public video tutorial's transcript
#: (greater-opportunities.com, "Castles of Mad King Ludwig - Tutorial"); the large stacks
#: (4 / 5 / all 6) are our reading: that transcript breaks off there. Solo uses the 2-player stacks
#: (our reading).
SMALL_STACK = {1: 5, 2: 5, 3: 7, 4: 9}
LARGE_STACK = {1: 4, 2: 4, 3: 5, 4: 6}
#: hallways and stairs put out by player count: the public implementation's table
#: (core/src/main/kotlin/com/github/marzr/castles/game/Game.kt, STAIRS_COUNT and HALLWAY_COUNT);
#: solo uses the 2-player supply (our reading).
HALLWAYS = {1: 5, 2: 5, 3: 7, 4: 9}
STAIRS = {1: 4, 2: 4, 3: 5, 4: 6}
#: contractor board price slots by player count (cheapest first): players + 3 slots, the dearest
#: ones of 1000 ... 15000, as the public implementation's Market.kt lays them out (5 / 6 / 7 rooms
#: on the board for 2 / 3 / 4 players). Solo: all seven (our reading).
PRICES = {1: (1000, 2000, 4000, 6000, 8000, 10000, 15000), 2: (4000, 6000, 8000, 10000, 15000),
          3: (2000, 4000, 6000, 8000, 10000, 15000), 4: (1000, 2000, 4000, 6000, 8000, 10000, 15000)}
#: 50 room cards (the "Plain and Simple" rules summary), five of each size (our reading: 10 sizes)
ROOM_CARDS = 50
ROOM_CARDS_PER_SIZE = 5
#: 11 room cards per player: 22 / 33 / 44 (the summary and the tutorial); solo uses 22 (our reading)
ROOM_CARDS_PER_PLAYER = 11
#: King's Favors on the board: one per player; none in the solo game (a 2015 review of the solo
#: game, thedrawdeck.blogspot.com "Castles Of Mad King Ludwig": bonus cards stay, favors drop out)
FAVORS_IN_PLAY = {1: 0, 2: 2, 3: 3, 4: 4}
START_MONEY = 15000
PASS_MONEY = 5000
CORRIDOR_PRICE = 3000
OUTDOOR_REWARD = 10000
ACTIVITY_REWARD = 5
UPKEEP_COIN = 1000
FAVOR_POINTS = (8, 4, 2, 1)

_SILENT = ("living", "sleeping")


def _room(rid, name, rtype, shape, points, doors, bonus=None):
    """bonus: (kind, points, types) with kind 'door' (per connected room of those types),
    'wall' (per touching room of those types) or 'castle' (per room of that type in the castle)."""
    return {"id": rid, "name": name, "type": rtype, "shape": shape, "size": SHAPES[shape][2],
            "points": points, "doors": doors, "bonus": bonus}


def _d(text: str) -> tuple:
    """'L2 T7 R2 B1' -> (('L', 2), ('T', 7), ...)."""
    return tuple((part[0], int(part[1:])) for part in text.split())


ROOMS = [
    # activity
    _room("singers_hall", "Singers' Hall", "activity", "octagon600", 7, _d("B2 B3 B4"),
          ("wall", -2, ("food", "downstairs", "utility", "corridor") + _SILENT)),
    _room("audience_chamber", "Audience Chamber", "activity", "octagon600", 7, _d("T2 R1 R2"),
          ("wall", -2, ("food", "downstairs", "utility", "corridor") + _SILENT)),
    _room("council_chamber", "Council Chamber", "activity", "circle500", 6, _d("T1 R1 B1"),
          ("wall", -2, ("food", "downstairs") + _SILENT)),
    _room("theatre", "Theatre", "activity", "circle500", 6, _d("L1 T1 R1"),
          ("wall", -2, ("food", "downstairs") + _SILENT)),
    _room("bowling_alley", "Bowling Alley", "activity", "rect350", 5, _d("L1 T1 B1"),
          ("wall", -1, _SILENT + ("food", "utility"))),
    _room("game_room", "Game Room", "activity", "rect350", 5, _d("T6 R2 B6"),
          ("wall", -1, _SILENT + ("corridor", "downstairs"))),
    _room("music_room", "Music Room", "activity", "circle150", 3, _d("L1 T1 R1"), ("wall", -1, _SILENT)),
    _room("berthas_study", "Bertha's Study", "activity", "circle150", 3, _d("L1 R1 B1"), ("wall", -1, _SILENT)),
    _room("piano_room", "Piano Room", "activity", "circle150", 3, _d("T1 R1 B1"), ("wall", -1, _SILENT)),
    _room("studio", "Studio", "activity", "rect250", 4, _d("T4 R2 B4"), ("wall", -1, _SILENT + ("utility",))),
    _room("chapel", "Chapel", "activity", "rect250", 4, _d("T3 R1 R2"), ("wall", -1, _SILENT + ("downstairs",))),
    _room("billiard_room", "Billiard Room", "activity", "rect250", 4, _d("T3 R1 B2"), ("wall", -1, _SILENT + ("food",))),
    # corridor rooms
    _room("upper_hall", "Upper Hall", "corridor", "rect350", 1, _d("L1 L2 T2 T4 T6 R1 R2 B1 B3 B5 B7"),
          ("door", 1, ("food",))),
    _room("main_hall", "Main Hall", "corridor", "rect350", 1, _d("L1 L2 T2 T4 T6 R1 R2 B1 B3 B5 B7"),
          ("door", 1, ("utility",))),
    # downstairs
    _room("knights_room", "Knights' Room", "downstairs", "rect250", 2, _d("L2 B5"), ("castle", 2, ("sleeping",))),
    _room("crypt", "Crypt", "downstairs", "rect250", 2, _d("L2 B5"), ("castle", 1, ("living",))),
    _room("mossy_cellar", "Mossy Cellar", "downstairs", "rect250", 2, _d("L2 B3"), ("castle", 2, ("food",))),
    _room("venus_grotto", "Venus Grotto", "downstairs", "circle500", 1, _d("L1 R1"), ("castle", 1, ("corridor",))),
    _room("secret_lair", "Secret Lair", "downstairs", "circle500", 1, _d("L1 B1"), ("castle", 2, ("utility",))),
    _room("dungeon", "Dungeon", "downstairs", "circle150", 3, _d("B1"), ("castle", 3, ("sleeping",))),
    _room("mushroom_cellar", "Mushroom Cellar", "downstairs", "circle150", 3, _d("L1 R1"), ("castle", 3, ("food",))),
    _room("bottomless_pit", "Bottomless Pit", "downstairs", "circle150", 3, _d("T1"), ("castle", 3, ("outdoor",))),
    _room("armory", "Armory", "downstairs", "rect450", 1, _d("R2 B5"), ("castle", 2, ("activity",))),
    _room("prison", "Prison", "downstairs", "rect450", 1, _d("R3 B3"), ("castle", 2, ("downstairs",))),
    # food
    _room("kitchenette", "Kitchenette", "food", "square100", 2, _d("L2 R2")),
    _room("buttery", "Buttery", "food", "square100", 2, _d("L1 R2")),
    _room("pantry", "Pantry", "food", "square100", 2, _d("L2 R1")),
    _room("meat_locker", "Meat Locker", "food", "rect200", 1, _d("L1 R1"), ("door", 3, ("outdoor",))),
    _room("scullery", "Scullery", "food", "rect200", 1, _d("T4 B4"), ("door", 3, ("activity",))),
    _room("anteroom", "Anteroom", "food", "rect200", 1, _d("T2 B3"), ("door", 3, ("sleeping",))),
    _room("dining_room", "Dining Room", "food", "l300", 1, _d("L2 R3"), ("door", 3, ("living",))),
    _room("serving_room", "Serving Room", "food", "l300", 1, _d("L4 R3"), ("door", 3, ("utility",))),
    _room("kitchen", "Kitchen", "food", "l300", 1, _d("R2 B2"), ("door", 3, ("food",))),
    # living
    _room("lilac_room", "Lilac Room", "living", "square100", 5, _d("L1 T1 R2 B2")),
    _room("meditation_room", "Meditation Room", "living", "square100", 5, _d("L1 T2 R2 B2")),
    _room("pink_room", "Pink Room", "living", "square100", 5, _d("L1 T2 R1 B2")),
    _room("hall_of_mirrors", "Hall of Mirrors", "living", "rect350", 5, _d("L2 T7 R2 B1"), ("door", 2, ("corridor",))),
    _room("salon", "Salon", "living", "rect350", 5, _d("L2 T6 R2 B5"), ("door", 2, ("activity",))),
    _room("reception_room", "Reception Room", "living", "circle150", 4, _d("L1 T1 R1 B1"), ("door", 1, ("activity",))),
    _room("kings_study", "King's Study", "living", "circle150", 4, _d("L1 T1 R1 B1"), ("door", 1, ("living",))),
    _room("waiting_room", "Waiting Room", "living", "circle150", 4, _d("L1 T1 R1 B1"), ("door", 1, ("outdoor",))),
    _room("throne_room", "Throne Room", "living", "octagon600", 1, _d("L1 T5 R2 B5"), ("door", 4, ("sleeping",))),
    _room("grand_vestibule", "Grand Vestibule", "living", "octagon600", 1, _d("L2 T3 R2 B3"), ("door", 4, ("food",))),
    _room("west_tapestry_hall", "West Tapestry Hall", "living", "rect450", 2, _d("L2 T6 R2 B1"),
          ("door", 3, ("outdoor", "activity"))),
    _room("painting_room", "Painting Room", "living", "rect450", 2, _d("L2 T3 R1 B6"),
          ("door", 3, ("utility", "activity"))),
    _room("east_tapestry_hall", "East Tapestry Hall", "living", "square400", 3, _d("L2 T3 R2 B4"),
          ("door", 2, ("outdoor", "activity"))),
    _room("observatory", "Observatory", "living", "square400", 3, _d("L3 T2 R2 B3"), ("door", 2, ("living", "activity"))),
    # outdoor
    _room("greenhouse", "Greenhouse", "outdoor", "circle500", 4, _d("L1 R1"), ("door", 1, ("living",))),
    _room("hundings_hut", "Hunding's Hut", "outdoor", "circle500", 4, _d("L1 R1 B1"), ("door", 1, ("outdoor",))),
    _room("gatehouse", "Gatehouse", "outdoor", "rect250", 1, _d("B1 B5"), ("door", 1, ("outdoor",))),
    _room("porch", "Porch", "outdoor", "rect250", 1, _d("B1 B5"), ("door", 1, ("sleeping",))),
    _room("shed", "Shed", "outdoor", "rect250", 1, _d("R2 B1"), ("door", 1, ("utility",))),
    _room("stables", "Stables", "outdoor", "octagon600", 5, _d("L1 L2 R1 R2"), ("door", 1, ("activity",))),
    _room("terrace_gardens", "Terrace Gardens", "outdoor", "octagon600", 5, _d("L1 R1 B1 B5"), ("door", 1, ("outdoor",))),
    _room("coach_house", "Coach House", "outdoor", "rect450", 3, _d("R1 B5"), ("door", 1, ("food",))),
    _room("formal_gardens", "Formal Gardens", "outdoor", "rect450", 3, _d("R1 R3 B5"), ("door", 1, ("living",))),
    _room("gazebo", "Gazebo", "outdoor", "square400", 2, _d("L3 R4 B2"), ("door", 1, ("activity",))),
    _room("pumpkin_garden", "Pumpkin Garden", "outdoor", "square400", 2, _d("L2 R1 B4"), ("door", 1, ("outdoor",))),
    # sleeping
    _room("master_bedroom", "Master Bedroom", "sleeping", "square400", 4, _d("L1 B4"), ("door", 2, ("corridor",))),
    _room("servants_quarters", "Servants' Quarters", "sleeping", "square400", 4, _d("L3 B2"), ("door", 2, ("corridor",))),
    _room("lounge", "Lounge", "sleeping", "rect200", 2, _d("R2 B2"), ("door", 2, ("living",))),
    _room("dressing_room", "Dressing Room", "sleeping", "rect200", 2, _d("L2 R1"), ("door", 2, ("food",))),
    _room("solarium", "Solarium", "sleeping", "rect200", 2, _d("R2 B4"), ("door", 2, ("outdoor",))),
    _room("tasso_room", "Tasso Room", "sleeping", "l300", 3, _d("L1 B4"), ("door", 2, ("living",))),
    _room("queens_bedroom", "Queen's Bedroom", "sleeping", "l300", 3, _d("T1 R1"), ("door", 2, ("sleeping",))),
    _room("guest_room", "Guest Room", "sleeping", "l300", 3, _d("R4 B2"), ("door", 2, ("food",))),
    # utility
    _room("boudoir", "Boudoir", "utility", "square100", 1, _d("B2")),
    _room("closet", "Closet", "utility", "square100", 1, _d("B1")),
    _room("wardrobe", "Wardrobe", "utility", "square100", 1, _d("B1")),
    _room("china_room", "China Room", "utility", "rect200", 1, _d("R2")),
    _room("bathroom", "Bathroom", "utility", "rect200", 1, _d("B3")),
    _room("scrubbing_room", "Scrubbing Room", "utility", "rect200", 1, _d("R1")),
    _room("secret_room", "Secret Room", "utility", "l300", 3, _d("R1")),
    _room("sauna", "Sauna", "utility", "l300", 3, _d("R4")),
    _room("laundry", "Laundry", "utility", "l300", 3, _d("R3")),
]
ROOM = {r["id"]: r for r in ROOMS}

#: the specialty tiles (not in the room stacks)
SPECIAL = {
    "foyer": {"id": "foyer", "name": "Foyer", "type": "corridor", "shape": "foyer", "size": 125, "points": 0,
              "doors": (("T", 1), ("L", 1), ("R", 1)), "bonus": None},
    "hallway": {"id": "hallway", "name": "Hallway", "type": "corridor", "shape": "hallway", "size": 150, "points": 0,
                "doors": tuple(("T", i) for i in range(1, 7)) + tuple(("B", i) for i in range(1, 7))
                + (("L", 1), ("R", 1)), "bonus": None},
    "stairs": {"id": "stairs", "name": "Stairs", "type": "corridor", "shape": "stairs", "size": 75, "points": 0,
               "doors": (("L", 1), ("R", 1)), "bonus": None},
}


def tile(tid: str) -> dict:
    """The table row of a tile id (a room id, 'foyer', 'hallway' or 'stairs'; hallway copies
    are 'hallway', stairs copies 'stairs')."""
    return ROOM.get(tid) or SPECIAL[tid]


# ---------------------------------------------------------------- bonus cards (27)
_TYPE_CARD = {"living": 2, "activity": 2, "sleeping": 3, "outdoor": 2, "utility": 2, "food": 3, "corridor": 1,
              "downstairs": 2}
_SIZE_CARD = {500: 3, 150: 2, 400: 3, 100: 2, 300: 2, 450: 3, 350: 3, 250: 2, 200: 2, 600: 3}

BONUS_CARDS = {}
for _t, _p in _TYPE_CARD.items():
    BONUS_CARDS[f"type_{_t}"] = {"id": f"type_{_t}", "kind": "type", "arg": _t, "points": _p,
                                 "text": f"{_p} per {TYPE_NAMES[_t]} room"}
for _s in SIZES:
    BONUS_CARDS[f"size_{_s}"] = {"id": f"size_{_s}", "kind": "size", "arg": _s, "points": _SIZE_CARD[_s],
                                 "text": f"{_SIZE_CARD[_s]} per {_s} sq ft room"}
for _id, _kind, _p, _text in (
        ("every_size", "every_size", 8, "8 for a room of every size"),
        ("hallways", "hallways", 1, "1 per hallway"),
        ("entrances", "entrances", 1, "1 per open doorway"),
        ("square_rooms", "square", 1, "1 per square room"),
        ("money", "money", 1, "1 per 10,000 marks"),
        ("every_type", "every_type", 7, "7 for a room of every type"),
        ("stairs", "stairs", 2, "2 per stairs"),
        ("completed", "completed", 1, "1 per completed room"),
        ("circular_rooms", "circular", 1, "1 per round room")):
    BONUS_CARDS[_id] = {"id": _id, "kind": _kind, "arg": None, "points": _p, "text": _text}

# ---------------------------------------------------------------- King's Favors (24)
FAVORS = {}
for _t in TYPES:
    FAVORS[f"area_{_t}"] = {"id": f"area_{_t}", "kind": "area", "arg": _t,
                            "text": f"Most square feet of {TYPE_NAMES[_t]} rooms"}
    FAVORS[f"count_{_t}"] = {"id": f"count_{_t}", "kind": "count", "arg": _t,
                             "text": f"Most {TYPE_NAMES[_t]} rooms"}
for _id, _text in (("money", "Most money"), ("entrances", "Most open doorways"),
                   ("completed", "Most completed rooms"), ("incomplete", "Most unfinished rooms"),
                   ("small", "Most rooms of 300 sq ft or less"), ("circular", "Most round rooms"),
                   ("large", "Most rooms of 350 sq ft or more"), ("square", "Most square rooms")):
    FAVORS[_id] = {"id": _id, "kind": _id, "arg": None, "text": _text}
