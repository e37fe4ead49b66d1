"""Memoir '44 component data: the 60-card command deck, units, terrain, dice, board geometry.

Source: Board Game Arena's public implementation ``bga-devs/bga-memoir`` —
``modules/php/Managers/Cards.php`` (the standard deck mix), ``modules/php/Cards/Standard/``
(how many units each card orders), ``modules/php/Terrains/`` (movement, battle and line-of-sight
facts of each terrain), ``modules/php/Units/`` and ``modules/php/Managers/Units.php`` (figures,
the board sections), ``modules/php/Managers/Terrains.php`` (beach and ocean rows of the beach
board) and ``modules/php/Scenarios/`` (the boards in ``scenarios.json``). Numbers and names
are theirs; every text here is our own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

# ------------------------------------------------------------------ the board
ROWS = 9
COLS = 25            # doubled columns: even rows use 0, 2, ... 24 (13 hexes), odd rows 1 ... 23 (12)
#: section bounds on the doubled column, seen from the bottom side: left, centre, right
SECTION_BOUNDS = ((0, 7), (7, 17), (17, 24))
SECTIONS = ("left", "center", "right")
#: beach board: rows 4-6 are beach and rows 7-8 ocean, unless a terrain tile covers the hex
BEACH_ROWS = (4, 5, 6)
OCEAN_ROWS = (7, 8)

HEXES = tuple((r, c) for r in range(ROWS) for c in range(COLS) if (r + c) % 2 == 0)


def on_board(r: int, c: int) -> bool:
    return 0 <= r < ROWS and 0 <= c < COLS and (r + c) % 2 == 0


def neighbours(r: int, c: int) -> list:
    return [(r + dr, c + dc) for dr, dc in ((0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1))
            if on_board(r + dr, c + dc)]


def distance(a: tuple, b: tuple) -> int:
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dr + max(0, (dc - dr) // 2)


def hex_name(h: tuple) -> str:
    """The board editor's notation: column letter (upper case on 13-hex rows), row 9 at the top."""
    r, c = h
    letter = chr(ord("A") + c // 2)
    return (letter if r % 2 == 0 else letter.lower()) + str(ROWS - r)


def parse_hex(text: str):
    t = text.strip()
    if len(t) != 2 or not t[0].isalpha() or not t[1].isdigit():
        return None
    r = ROWS - int(t[1])
    idx = ord(t[0].upper()) - ord("A")
    c = 2 * idx + (r % 2)
    return (r, c) if on_board(r, c) else None


# ------------------------------------------------------------------ dice
#: the six faces of a battle die
FACES = ("infantry", "infantry", "armor", "grenade", "star", "flag")

# ------------------------------------------------------------------ units
INFANTRY, ARMOR, ARTILLERY = "infantry", "armor", "artillery"
FIGURES = {INFANTRY: 4, ARMOR: 3, ARTILLERY: 2}
#: dice by distance 1, 2, 3 ...
RANGE_DICE = {INFANTRY: (3, 2, 1), ARMOR: (3, 3, 3), ARTILLERY: (3, 3, 2, 2, 1, 1)}
#: a late-war mortar that has not moved (``modules/php/Units/MortarLateWar.php``)
MORTAR_DICE = (3, 2, 1, 1)
#: the badge of flame thrower tanks (``tank_33``, ``tank2_33``)
FLAME_THROWER_BADGE = "badge33"
#: the badge of mobile artillery (``gun_35``)
MOBILE_ARTILLERY_BADGE = "badge35"
#: badges that make an infantry unit combat engineers (Board Game Arena's TROOP_CLASSES)
ENGINEER_BADGES = ("badge6", "badge8", "badge12", "badge28", "badge31")
#: the minefield counters, drawn at random for a scenario's minefields (``modules/php/Managers/Terrains.php``)
MINE_TOKENS = (0, 0, 0, 1, 1, 2, 2, 3, 4)
#: the further special units of the rules page (Board Game Arena's TROOP_CLASSES: unit name and badge):
#: (type, badge) -> our key
SPECIAL_UNIT_BADGES = {(ARTILLERY, "badge46"): "heavy_at", (ARTILLERY, "badge5"): "big_gun",
                       (INFANTRY, "badge30"): "ski", (INFANTRY, "badge29"): "cavalry",
                       (INFANTRY, "badge26"): "sniper", (INFANTRY, "badge27"): "sniper"}
#: our key -> (unit type, figures, dice by distance, hexes moved, hexes after which it may still battle)
SPECIAL_UNITS = {
    "heavy_at": (ARTILLERY, 2, (2, 2, 2, 2), 1, 0),            # modules/php/Units/HeavyAntiTankGun.php
    "big_gun": (ARTILLERY, 2, (3, 3, 2, 2, 1, 1, 1, 1), 1, 0),  # BigGun.php
    "ski": (INFANTRY, 3, (3, 2), 3, 3),                         # SkiTroop.php
    "cavalry": (INFANTRY, 4, (2, 1), 3, 3),                     # Cavalry.php
    "sniper": (INFANTRY, 1, (1, 1, 1, 1, 1), 2, 2),             # Sniper.php
    # the rules page's further units with no class in the source (positions only)
    "tank_destroyer": (ARMOR, 3, (2, 2, 2, 2), 2, 2),
    "patrol_car": (INFANTRY, 3, (3, 2, 1), 4, 4),
    "half_track": (ARMOR, 3, (2, 2), 2, 2),
    "supply_truck": (INFANTRY, 3, (), 2, 0),                   # it never battles
    "command_car": (INFANTRY, 1, (), 3, 0),                    # it never battles
    "brandenburger": (INFANTRY, 3, (3, 2, 1), 2, 2),           # special forces, with an enemy figure at first
    "meemies": (ARTILLERY, 2, (3, 3, 2, 2, 1, 1), 1, 0),       # screaming meemies
    "destroyer": (ARTILLERY, 3, (3, 3, 2, 2, 1, 1, 1, 1), 2, 2),  # Destroyer.php: at sea, hit on grenades only
    # the rules page's aircraft carrier: 0-2 ocean hexes, 3 hits to sink; it never battles (its planes are the
    # Air Pack's, not built). Board Game Arena draws a ``pcarrier`` tile as scenery only (no unit class)
    "carrier": (ARTILLERY, 3, (), 2, 0),
    # trains (Locomotive.php: 4 figures, 3 hexes; Wagon.php: 3 figures, no medal); see trains.py
    "loco": (ARMOR, 4, (), 3, 3),
    "wagon": (INFANTRY, 3, (), 0, 0),                          # a supply train's wagon never battles
    "armored_wagon": (ARTILLERY, 3, (3, 3, 2, 2, 1, 1), 0, 0),  # an armored train's wagon: its artillery
}
#: units at sea: they sail on ocean hexes never next to a beach and fall back at sea only
SEA_UNITS = ("destroyer", "carrier")
#: the two cars of a train (trains.py)
TRAIN_CARS = ("loco", "wagon", "armored_wagon")
#: vehicles that may re-supply a weakened friendly unit next to them instead of battling
RESUPPLY = ("half_track", "supply_truck")
#: tank destroyers of these nations have 4 figures
TANK_DESTROYER_4 = ("DE", "RU")
#: units that take ground but never overrun / retreat 1 to 2 hexes a flag / fire stars at armor
NO_OVERRUN = ("tank_destroyer", "patrol_car", "half_track")
RETREAT_2 = ("tank_destroyer",)
#: Hobart's funnies: the Churchill AVRE's accessory chosen before the battle
FUNNIES = ("bridge", "bobbin", "fascine", "digger", "petard")
#: winter weather: armor moves at most this far (one more when the whole move is on a road)
WINTER_ARMOR_MOVE = 2
#: a big gun keeps at most this many cross-hair markers (BigGun.php ``maxTarget``)
BIG_GUN_MARKERS = 3
#: when a unit with a heroic leader is eliminated: the dice rolled; a star and the leader is lost (a medal)
LEADER_DICE = 2
#: hospital recovery: the dice rolled (the rules page)
HOSPITAL_DICE = 6
#: artillery set on a mountain fires further (the rules page: X 3 3 2 2 1 1 1)
MOUNTAIN_ARTILLERY_DICE = (3, 3, 2, 2, 1, 1, 1)
#: the special weapon assets an infantry unit may carry (its flag in a unit)
SWA = ("antitank", "mortar", "machinegun")
#: scenario unit names (Board Game Arena's) -> (type, elite); elite infantry are special forces,
#: elite armor has 4 figures
UNIT_NAMES = {
    "inf": (INFANTRY, False), "inf2": (INFANTRY, True), "tank": (ARMOR, False), "tank2": (ARMOR, True),
    "gun": (ARTILLERY, False),
}
NATION_OF_SUFFIX = {"ger": "DE", "us": "US", "brit": "GB", "ru": "RU", "jp": "JP"}
#: unit name suffixes of the Axis armies
AXIS_SUFFIXES = ("ger", "jp")


def unit_kind(name: str) -> tuple:
    for base in sorted(UNIT_NAMES, key=len, reverse=True):
        if name.startswith(base):
            return UNIT_NAMES[base] + (name[len(base):],)
    raise ValueError(f"unknown unit {name!r}")


# ------------------------------------------------------------------ terrain
@dataclass(frozen=True)
class Terrain:
    key: str
    label: str
    stop: bool = False                 # a unit moving in must stop
    no_battle_in: bool = False         # a unit moving in cannot battle that turn
    blocks_los: bool = False
    defense: tuple = (0, 0)            # dice less for an attacking infantry, armor unit
    offense: tuple = (0, 0)            # dice less for infantry, armor battling out of it
    impassable: tuple = ()             # unit types that cannot enter
    ignore_flag: bool = False
    height: int = 0
    adjacent_to_enter: bool = False    # must start the move next to it
    stop_leaving: bool = False         # leaving it ends the move on the next hex
    battle_if_adjacent: bool = False   # a unit moving in may battle only if it started its move next to it
    stop_for: tuple = ()               # unit types that must stop moving in (the others move on)
    no_battle_for: tuple = ()          # unit types that cannot battle the turn they move in or out
    no_battle_entering_for: tuple = ()  # unit types that cannot battle the turn they move in
    no_battle_inside: tuple = ()       # unit types that never battle while in it
    flag_types: tuple = (INFANTRY, ARMOR, ARTILLERY)   # who may ignore a flag there (ignore_flag)
    ignore_all_flags: bool = False
    no_overrun: bool = False           # armor may take ground onto it but not overrun from it
    from_below: bool = False           # the defense counts only against units battling from lower ground
    stop_up: bool = False              # a unit moving up onto it from lower ground must stop
    in_groups: bool = False            # blocks line of sight only where two or more such hexes touch
    risky: bool = False                # moving or retreating onto it: 2 dice, a figure lost per star


def _building(key: str, label: str, **kw) -> Terrain:
    """Towns and the buildings that battle like them: stop, no battle moving in, 1/2 dice less, armor
    battles out at 2 dice less, blocks sight."""
    return Terrain(key, label, stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2), offense=(0, 2), **kw)


TERRAIN = {t.key: t for t in (
    Terrain("town", "Town", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2), offense=(0, 2)),
    Terrain("church", "Church", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2), offense=(0, 2),
            ignore_flag=True),
    Terrain("forest", "Forest", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2)),
    Terrain("hedgerow", "Hedgerow", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2),
            adjacent_to_enter=True, stop_leaving=True),
    Terrain("jungle", "Jungle", stop=True, blocks_los=True, defense=(1, 2), battle_if_adjacent=True),
    Terrain("escarpment", "Escarpment", blocks_los=True, impassable=(INFANTRY, ARMOR, ARTILLERY)),
    Terrain("hill", "Hill", blocks_los=True, defense=(1, 1), height=1, from_below=True),
    Terrain("mountain", "Mountain", blocks_los=True, defense=(2, 2), impassable=(ARMOR, ARTILLERY), height=2),
    Terrain("river", "River", impassable=(INFANTRY, ARMOR, ARTILLERY)),
    Terrain("ford", "Ford", stop=True, offense=(1, 1)),     # a fordable river: also 1 die less for artillery
    Terrain("road", "Road"),
    Terrain("beach", "Beach"),
    Terrain("ocean", "Ocean", stop=True),
    Terrain("countryside", "Countryside"),
    # the further terrain of the rules page (facts from modules/php/Terrains/)
    _building("barracks", "Barracks"), _building("castle", "Castle"), _building("factory", "Factory complex"),
    _building("labor_camp", "Labor camp"), _building("lighthouse", "Lighthouse"),
    _building("power_plant", "Power plant"), _building("station", "Railroad station"),
    _building("hill_village", "Hill with village", height=1),
    _building("prison_camp", "Prison camp", ignore_flag=True),
    Terrain("radar", "Radar station", stop=True, blocks_los=True, defense=(1, 2), offense=(0, 2), ignore_flag=True),
    Terrain("ruins", "City ruins", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2),
            impassable=(ARMOR, ARTILLERY), ignore_flag=True),
    Terrain("palm_forest", "Palm forest", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2)),
    Terrain("hill_forest", "Hill with forest", stop=True, no_battle_in=True, blocks_los=True, defense=(1, 2),
            height=1),
    Terrain("ridge", "Erg or ridge", blocks_los=True, defense=(1, 1), height=1, from_below=True, stop_up=True),
    Terrain("oasis", "Oasis", stop=True, blocks_los=True, defense=(1, 1), ignore_flag=True),
    Terrain("cemetery", "Cemetery", ignore_flag=True),
    Terrain("dam", "Dam", impassable=(ARMOR, ARTILLERY), ignore_flag=True),
    Terrain("fortress", "Fortress", blocks_los=True, defense=(1, 2), impassable=(ARMOR, ARTILLERY),
            ignore_all_flags=True),
    Terrain("hq", "HQ or supply tent", blocks_los=True), Terrain("hospital", "Hospital", blocks_los=True),
    Terrain("supply_depot", "Supply depot", blocks_los=True),
    Terrain("high_ground", "High ground"), Terrain("airfield", "Airfield"),
    Terrain("lake", "Lake", impassable=(INFANTRY, ARMOR, ARTILLERY), blocks_los=True, in_groups=True),
    Terrain("marsh", "Marsh", stop=True, stop_leaving=True, impassable=(ARTILLERY,), no_battle_for=(ARMOR,),
            no_overrun=True),
    Terrain("rice_paddy", "Rice paddy", stop=True, stop_leaving=True, impassable=(ARTILLERY,),
            no_battle_for=(ARMOR,), no_overrun=True),
    Terrain("fish_pond", "Fish pond", stop=True, stop_leaving=True, impassable=(ARTILLERY,),
            no_battle_for=(ARMOR,), no_battle_entering_for=(INFANTRY,), no_overrun=True),
    Terrain("flooded_field", "Flooded field", stop=True, stop_leaving=True, adjacent_to_enter=True,
            no_battle_for=(ARMOR,), no_overrun=True),
    Terrain("stream", "Fordable stream", stop=True),
    Terrain("rail", "Railroad tracks", stop_for=(ARMOR, ARTILLERY)),
    Terrain("ravine", "Ravine", impassable=(ARMOR, ARTILLERY), ignore_flag=True, flag_types=(INFANTRY,)),
    Terrain("trenches", "Trenches", defense=(1, 1), stop=True, impassable=(ARTILLERY,), no_battle_inside=(ARMOR,),
            ignore_flag=True, flag_types=(INFANTRY,)),
    Terrain("frozen_river", "Frozen river", risky=True),
    # a cave on a hill: a hill that armor and artillery cannot enter; 2 dice less against Japanese infantry
    Terrain("cave", "Cave on a hill", blocks_los=True, defense=(1, 1), height=1, from_below=True,
            impassable=(ARMOR, ARTILLERY)),
    # a wadi or gully: side slopes impassable (in and out), 1 die less for every attacker from outside it,
    # infantry and armor battle into or out of it only next to the target (modules/php/Terrains/Wadi.php)
    Terrain("wadi", "Wadi or gully", defense=(1, 1)),
    # a balka: 1 die less for every attacker and for every unit battling out of it; stop moving in and out
    Terrain("balka", "Balka", defense=(1, 1), offense=(1, 1), stop=True, stop_leaving=True),
    # a pier: entered from land or a beach, never from the ocean (modules/php/Terrains/Pier.php)
    Terrain("pier", "Pier"),
    # a cave on a mountain: a mountain with the caves' rules (modules/php/Terrains/MountainCave.php)
    Terrain("mountain_cave", "Cave on a mountain", blocks_los=True, defense=(2, 2), impassable=(ARMOR, ARTILLERY),
            height=2),
)}
#: wadis and gullies: the open ends of each tile at orientation 1 (angles: 0 east, 2 north-east, 4 north-west,
#: 6 west, 8 south-west, 10 south-east; each orientation step turns them by 2), from Wadi.php's blocked sides
WADI_OPEN = {"wadi": (0, 6), "wcurve": (2, 10)}
#: railroad tiles: the pairs of sides each tile's track joins at orientation 1 (angles as for wadis; each
#: orientation step turns them by 2). Board Game Arena's Rail.php names the tiles but does not link their sides;
#: the pairs are those of its Road.php for the same shapes (straight 0-6, curve 2-10, a fork adds a branch from
#: side 2 or 10 that joins the straight toward side 6, a crossing two straights), and a train's track never
#: turns back on itself. The railroad bridge's straight runs 2-8 at orientation 1 (RailroadBridge.php's
#: deltaAngle 2: Nijmegen's bridge at orientation 2 joins its 4-10 track), the station's 0-6 (Bug River).
RAIL_LINKS = {"rail": ((0, 6),), "wrail": ((0, 6),), "railcurve": ((2, 10),), "wrailcurve": ((2, 10),),
              "railFL": ((0, 6), (2, 6)), "railFR": ((0, 6), (6, 10)), "railX": ((0, 6), (2, 8)),
              "station": ((0, 6),), "railbridge": ((2, 8),), "wrailbridge": ((2, 8),)}
#: the angle of the step from a hex to a neighbour, (row step, doubled-column step) -> angle
STEP_ANGLE = {(0, 2): 0, (-1, 1): 2, (-1, -1): 4, (0, -2): 6, (1, -1): 8, (1, 1): 10}
#: the caves (Japanese infantry moves between them, ignores every flag in them; they may be sealed)
CAVES = ("cave", "mountain_cave")
#: the mountains (entered and left only from a hill or a mountain)
MOUNTAINS = ("mountain", "mountain_cave")
#: scenario tile names -> our terrain
TILE = {"buildings": "town", "church": "church", "woods": "forest", "hedgerow": "hedgerow", "hills": "hill",
        "mountain": "mountain", "river": "river", "curve": "river", "riverFR": "river", "road": "road", "roadcurve": "road",
        "roadFL": "road", "pjungle": "jungle",
        "droad": "road", "droadcurve": "road", "droadFR": "road", "descarpment": "escarpment", "coast": "beach",
        "coastcurve": "beach", "dhill": "hill",
        "pbeach": "beach", "bled": "town", "pvillage": "town", "wvillage": "town", "wforest": "forest", "whill": "hill",
        "hillroad": "hill", "hillcurve": "hill", "barracks": "barracks", "factory": "factory", "wfactory": "factory",
        "lighthouse": "lighthouse", "powerplant": "power_plant", "station": "station",
        "whillvillage": "hill_village", "camp": "prison_camp", "radar": "radar", "wruins": "ruins",
        "palmtrees": "palm_forest", "whillforest": "hill_forest", "dridge": "ridge", "oasis": "oasis",
        "cemetery": "cemetery", "dam": "dam", "fortress": "fortress", "dcamp": "hq", "pheadquarter": "hq",
        "phospital": "hospital", "depot": "supply_depot", "highground": "high_ground", "airfield": "airfield",
        "airfieldX": "airfield", "dairfield": "airfield", "dairfieldX": "airfield", "pairfield": "airfield",
        "pairfieldX": "airfield", "wairfield": "airfield", "lakeA": "lake", "lakeB": "lake", "lakeC": "lake",
        "marshes": "marsh", "wmarshes": "marsh", "price": "rice_paddy", "rail": "rail", "railcurve": "rail",
        "railFL": "rail", "railFR": "rail", "railX": "rail", "wrail": "rail", "wrailcurve": "rail",
        "wravine": "ravine", "wtrenches": "trenches", "ptrenches": "trenches", "wriver": "frozen_river",
        "wriverFR": "frozen_river", "wcurved": "frozen_river", "riverFL": "river", "riverY": "river", "pond": "river",
        "pmouth": "river", "roadFR": "road", "pcave": "cave",
        "pmcave": "mountain_cave", "wadi": "wadi", "wcurve": "wadi",
        "ppier": "pier"}
#: road tiles' linked sides (0 = up, then clockwise every 2), from Board Game Arena's Road class
ROAD_LINKS = {"road": (0, 6), "roadcurve": (2, 10), "roadFL": (0, 2, 6), "droad": (0, 6), "droadcurve": (2, 10),
              "droadFR": (0, 6, 10), "roadFR": (0, 6, 10)}
#: badges that name a unit's nation (Board Game Arena's TROOP_NATION_MAPPING): the Italian infantry
BADGE_NATION = {"badge38": "IT"}


@dataclass(frozen=True)
class Obstacle:
    key: str
    label: str
    defense: tuple = (0, 0)
    offense: tuple = (0, 0)
    stop: bool = False
    impassable: tuple = ()
    ignore_flag: bool = False
    ignore_flag_types: tuple = (INFANTRY, ARMOR, ARTILLERY)
    blocks_los: bool = False


OBSTACLE = {o.key: o for o in (
    Obstacle("sandbags", "Sandbags", defense=(1, 1), ignore_flag=True),
    Obstacle("wire", "Wire", stop=True, offense=(1, 0)),
    Obstacle("hedgehog", "Hedgehogs", impassable=(ARMOR, ARTILLERY), ignore_flag=True, ignore_flag_types=(INFANTRY,)),
    Obstacle("bunker", "Bunker", defense=(1, 2), impassable=(ARMOR, ARTILLERY), ignore_flag=True, blocks_los=True),
    # protects any occupant (a bunker protects its owner only); armor and artillery in it cannot retreat
    Obstacle("field_bunker", "Field bunker", defense=(1, 2), impassable=(ARMOR, ARTILLERY), ignore_flag=True,
             blocks_los=True),
    Obstacle("abatis", "Abatis", stop=True, offense=(1, 0), impassable=(ARMOR, ARTILLERY)),
    Obstacle("dragon_teeth", "Dragon's teeth", stop=True, impassable=(ARMOR, ARTILLERY)),
    Obstacle("roadblock", "Road block", defense=(1, 1), stop=True, impassable=(ARMOR, ARTILLERY), ignore_flag=True),
)}
OBSTACLE_TILE = {"sand": "sandbags", "wire": "wire", "hedgehog": "hedgehog", "bunker": "bunker",
                 "casemate": "field_bunker", "wbunker": "field_bunker", "dbunker": "field_bunker",
                 "pbunker": "field_bunker", "dragonteeth": "dragon_teeth", "roadblock": "roadblock",
                 "droadblock": "roadblock"}
#: obstacles an infantry unit may remove instead of battling
CLEARABLE = ("wire", "abatis")

# ------------------------------------------------------------------ the command deck
@dataclass(frozen=True)
class CardType:
    key: str
    title: str
    text: str
    #: units ordered per section (left, centre, right) for section cards; None for tactics
    sections: tuple | None = None
    copies: tuple = (1,)


CARD_TYPES = {c.key: c for c in (
    CardType("recon", "Recon", "Order 1 unit in the section. At the end of the turn draw two cards and keep one.",
             sections=(1,), copies=(2, 2, 2)),
    CardType("probe", "Probe", "Order 2 units in the section.", sections=(2,), copies=(4, 5, 4)),
    CardType("attack", "Attack", "Order 3 units in the section.", sections=(3,), copies=(3, 4, 3)),
    CardType("assault", "Assault", "Order every unit in the section.", sections=(99,), copies=(2, 2, 2)),
    CardType("general_advance", "General Advance", "Order 2 units in each section.", sections=(2, 2, 2)),
    CardType("pincer_move", "Pincer Move", "Order 2 units on each flank.", sections=(2, 0, 2)),
    CardType("recon_in_force", "Recon in Force", "Order 1 unit in each section.", sections=(1, 1, 1), copies=(3,)),
    CardType("air_power", "Air Power", "Strike up to 4 adjacent hexes holding enemy units: 2 dice a hex for the "
             "Allies, 1 for the Axis. Stars hit too; flags cannot be ignored."),
    CardType("ambush", "Ambush", "When an enemy unit close-assaults yours, yours battles first."),
    CardType("armor_assault", "Armor Assault", "Order up to 4 armor units; they battle at +1 die in close "
             "assault. Without armor, order 1 unit.", copies=(2,)),
    CardType("artillery_bombard", "Artillery Bombard", "Order every artillery unit: each moves up to 3 hexes or "
             "battles twice. Without artillery, order 1 unit."),
    CardType("barrage", "Barrage", "Roll 4 dice at any one enemy unit: no range, line of sight or terrain; "
             "flags cannot be ignored."),
    CardType("behind_enemy_lines", "Behind Enemy Lines", "Order 1 infantry unit: it moves up to 3 hexes with no "
             "terrain limits, battles at +1 die, then may move up to 3 hexes again. Without infantry, order 1 unit."),
    CardType("close_assault", "Close Assault", "Order every infantry and armor unit next to an enemy: they do not "
             "move and close-assault at +1 die."),
    CardType("counter_attack", "Counter-Attack", "Play the card your opponent just played (a section card on the "
             "mirror section).", copies=(2,)),
    CardType("dig_in", "Dig In", "Order up to 4 infantry units to dig in: each gets sandbags. Without infantry, "
             "order 1 unit."),
    CardType("direct_from_hq", "Direct from HQ", "Order 4 units of your choice.", copies=(2,)),
    CardType("firefight", "Firefight", "Order up to 4 units not next to an enemy: they do not move and fire at "
             "+1 die."),
    CardType("infantry_assault", "Infantry Assault", "Order every infantry unit in one section: each moves up to "
             "2 hexes and battles, or 3 and does not. Without infantry there, order 1 unit.", copies=(2,)),
    CardType("medics", "Medics & Mechanics", "Roll a die for each card in your hand: each of the chosen unit's "
             "symbol or a star brings back a lost figure."),
    CardType("move_out", "Move Out!", "Order up to 4 infantry units. Without infantry, order 1 unit.", copies=(2,)),
    CardType("finest_hour", "Their Finest Hour", "Roll a die for each card in your hand: each infantry or armor "
             "symbol orders one such unit, each star any unit; they battle at +1 die. Then the deck is reshuffled."),
)}


#: the section cards (they order units by section)
SECTION_CARDS = ("recon", "probe", "attack", "assault", "general_advance", "pincer_move", "recon_in_force")


def _deck() -> tuple:
    cards = []
    for ct in CARD_TYPES.values():
        if ct.sections is not None and len(ct.sections) == 1:
            for s, n in enumerate(ct.copies):
                cards += [(ct.key, s)] * n
        else:
            cards += [(ct.key, None)] * sum(ct.copies)
    return tuple(cards)


#: card id -> (type, section index or None); 60 cards
DECK = _deck()
assert len(DECK) == 60


def card_title(cid: int) -> str:
    key, sec = DECK[cid]
    t = CARD_TYPES[key].title
    return t if sec is None else f"{t} {('Left Flank', 'Center', 'Right Flank')[sec]}"


# ------------------------------------------------------------------ scenarios
_DATA = json.loads((Path(__file__).with_name("scenarios.json")).read_text())
SCENARIOS = {int(k): v for k, v in _DATA["scenarios"].items()}
SCENARIO_IDS = tuple(SCENARIOS)
SCENARIO_SOURCE = _DATA["source"]
