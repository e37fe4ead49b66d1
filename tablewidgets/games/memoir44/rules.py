"""The rules model of Memoir '44 (see the package docstring for the notation and the choices made)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from ...engine.rng import Rng
from . import data as D
from .board import Battlefield
from .combat import Combat, other
from .special import Special
from .trains import Trains
from .actions import Actions
from .data import ARMOR, ARTILLERY, CARD_TYPES, DECK, INFANTRY, hex_name, parse_hex
from .words import Words

SIDE_NAME = {"axis": "Axis", "allies": "Allies"}
SECTION_CARDS = D.SECTION_CARDS
_ACT = re.compile(r"^(play|order|move|fire|clear|retreat|keep|air|barrage|heal|commit|smoke|exit|enter|seal|recover|blow|pontoon|supply|land|take|shell|span)\s+(.+)$")
#: nations a unit of a position may belong to
NATIONS = ("DE", "US", "GB", "CA", "RU", "JP", "FR", "IT", "PL", "FI")
#: cards a Red Army player under the commissar rule may still play straight from the hand
DIRECT = ("recon", "counter_attack")


@register
class Memoir44(Actions, Trains, Special, Combat, Words, Game):
    name = "memoir44"
    title = "Memoir '44"
    blurb = ("Command a Second World War battle with cards: each card orders units in one section of the front; "
             "move them across towns, woods, hills and beaches, roll battle dice, and collect the medals first.")
    tagline = "Order units with cards, roll battle dice, win the medals of a historical battle."
    minutes = 40
    weight = "family"
    hidden_information = True
    static_keys = ("battlefield", "cards", "scenario")
    seat_names = ("Allies", "Axis")
    colors = ("#6b8e23", "#5d6d7e")
    bot_levels = ("random", "greedy", "commander")
    default_bot = "commander"
    bot_titles = {"commander": "Computer: field commander"}
    score_label = "Medals"
    options = (
        Option("scenario", D.SCENARIO_IDS, 2, "Scenario", "The battle: a base-game scenario board.",
               names=tuple((k, f"{D.SCENARIOS[k]['name']}") for k in D.SCENARIO_IDS)),
        Option("two_ways", (False, True), False, "Play both sides",
               "Fight the battle twice, swapping sides; the medals of both battles add up."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ================================================================== setup
    def _setup(self) -> None:
        self.sc = D.SCENARIOS[self.opts["scenario"]]
        self.field = Battlefield(self.sc)
        self.round = 0
        self.totals = [0, 0]
        self._new_battle()

    def side_of(self, seat: int) -> str:
        """Seat 0 is the Allies in the first battle; sides swap in the second of a two-ways game."""
        allies = "bottom" if self.sc["bottom"]["side"] == "allies" else "top"
        s = allies if seat == 0 else other(allies)
        return s if self.round == 0 else other(s)

    def seat_of(self, side: str) -> int:
        return 0 if self.side_of(0) == side else 1

    def seat_name(self, seat):
        if seat is None:
            return "Nobody"
        return SIDE_NAME[self.sc[self.side_of(seat)]["side"]]

    def _new_battle(self) -> None:
        sc = self.sc
        self.units: dict = {}
        self.at: dict = {}
        uid = 0
        for u in sc["units"]:
            self._add_unit(uid, u)
            uid += 1
        carriers = sc.get("options", {}).get("carriers")
        for h in (carriers or {}).get("hexes", ()):
            self._add_carrier(uid, carriers["side"], tuple(h))   # scenario option: aircraft carriers at sea
            uid += 1
        self.next_uid = uid
        self.obstacles = {h: list(v) for h, v in self.field.start_obstacles.items()}
        self.deck = list(range(len(DECK)))
        self.rng.shuffle(self.deck)
        self.discard: list = []
        self.hands = [[], []]
        for seat in (0, 1):
            n = sc[self.side_of(seat)]["cards"]
            if sc.get("options", {}).get("italian_high_command") == sc[self.side_of(seat)]["side"]:
                n = 6                      # Italian High Command: 6 cards, one lost with each unit lost
            self.hands[seat] = [self.deck.pop() for _ in range(n)]
        self.medals = [0, 0]
        self.taken = set()          # permanent objectives taken (index)
        self.turns = [0, 0]
        self.last_card = [None, None]
        self.last_roll: dict | None = None
        self.last_move: dict = {}
        self.active = self.seat_of(sc["first"])
        self._clear_turn()
        self.phase = "play"
        self.commissar = [None, None]
        self.resume = None
        # armor breakthrough: reserve tanks by side, and the turn (of that seat) in which they came in
        bt = sc.get("options", {}).get("breakthrough") or {}
        self.reserve = {s: bt[sc[s]["side"]]["units"] for s in ("top", "bottom") if sc[s]["side"] in bt}
        self.broke: dict = {}
        # reinforcements by air: infantry units each side may still land on an airfield
        rf = sc.get("options", {}).get("reinforcements") or {}
        self.landing = {s: rf["units"] for s in ("top", "bottom") if sc[s]["side"] == rf.get("side")}
        cs = sc.get("options", {}).get("commissar")
        if cs:
            # the Red Army places its first card under the commissar chip before the battle starts
            self.resume, self.active, self.phase = self.active, self.seat_of(cs), "commit"
        airdrop = sc.get("options", {}).get("airdrop")
        if airdrop:
            self._airdrop(airdrop)
        self.crosshairs: dict = {}   # big gun uid -> [[target uid, hex], ...]: the targets it has zeroed in on
        self.smoke: list = []        # smoke screen hexes: they block line of sight like a unit
        # minefields: hex -> [strength, revealed, side that laid it]; the strengths are drawn face down
        self.mines: dict = {}
        if getattr(self, "sealed", None) or getattr(self, "blown", None) or getattr(self, "pontoons", None):
            self.field = Battlefield(sc)     # the second battle of two: the caves and bridges are as at the start
        self.sealed: list = []       # caves sealed so far (hills from then on)
        self.blown: list = []        # bridges blown up so far
        self.pontoons: list = []     # pontoon bridges built so far
        self.lost: list = []         # command cards lost for good (a bridge blown up at the first option)
        self.sabotage: dict = {}     # sabotage: landmark hex -> stars rolled so far
        self.shells: list = []       # smoke shells: [hex, the seat whose turns count down, its turns then]
        self.shelling = None         # screaming meemies laying smoke shells this turn
        self.demolished: list = []   # landmarks demolished
        # Capture HQ: the headquarters hexes, whose side they are and whether that side has lost its card
        hq = sc.get("options", {}).get("hq")
        self.hq = {h: {"side": "top" if sc["top"]["side"] == hq["side"] else "bottom", "lost": False}
                   for h, b in sorted(self.field.behavior.items()) if b == "HEADQUARTER"} if hq else {}
        # paradrops: units each side may still drop; battle stars of equipment or prisoners lying on the board
        pd = sc.get("options", {}).get("paradrop") or {}
        self.paratroops = {s: pd["units"] for s in ("top", "bottom") if sc[s]["side"] == pd.get("side")}
        pk = sc.get("options", {}).get("pickups") or {}
        self.stars = {tuple(h): 1 for h in pk.get("hexes", ())}
        self.mine_left = list(D.MINE_TOKENS)
        mf = sc.get("options", {}).get("mines")
        if mf:
            owner = "top" if sc["top"]["side"] == mf["side"] else "bottom"
            for h in sorted(tuple(x) for x in mf["hexes"]):
                self.rng.shuffle(self.mine_left)
                self.mines[h] = [self.mine_left.pop(), False, owner]
        # a medal two sides contest (Ponyri): who holds it, kept until the other side holds more of its hexes
        self.control = {i: ob["default"] for i, ob in enumerate(sc["objectives"]) if ob.get("contest")}
        smoke = sc.get("options", {}).get("smoke_screen")
        if smoke and self.phase == "play":
            # before its first turn the side may lay a smoke screen on 3 contiguous hexes (``smoke X`` thrice)
            self.resume, self.active, self.phase = self.active, self.seat_of(smoke["side"]), "smoke"
        # night attacks: visibility in hexes (None in full daylight); it grows on the night side's turns
        night = sc.get("options", {}).get("night")
        self.night = (6 if night.get("reverse") else 1) if night else None
        if night and self.side_of(self.active) == night["side"] and self.phase == "play":
            self._dawn()

    def _dawn(self) -> None:
        """Night attacks: the night side rolls 4 dice at the start of its turn; each star lets the units see
        one hex further; at 6 it is full day."""
        faces = self.roll(4)
        stars = faces.count("star")
        self.last_roll = {"seat": self.active, "faces": faces, "why": "Night"}
        if self.sc["options"]["night"].get("reverse"):
            # night falls: each star takes a hex of sight away, down to 1 (close assaults only)
            self.night = max(1, self.night - stars)
            self.say(f"Night falls: the dice show {stars} star{'s' if stars != 1 else ''}; "
                     f"the units see {self.night} hex{'es' if self.night > 1 else ''} far.")
            return
        self.night = min(6, self.night + stars)
        if self.night >= 6:
            self.night = None
            self.say(f"Dawn: the dice show {stars} star{'s' if stars != 1 else ''}; it is full day.")
        else:
            self.say(f"Night: the dice show {stars} star{'s' if stars != 1 else ''}; "
                     f"the units see {self.night} hex{'es' if self.night > 1 else ''} far.")

    def _add_unit(self, uid: int, u: dict) -> None:
        if u["name"] in ("loco", "wagon"):
            self._add_car(uid, u)
            return
        utype, elite, suffix = D.unit_kind(u["name"])
        axis = "top" if self.sc["top"]["side"] == "axis" else "bottom"
        side = axis if suffix in D.AXIS_SUFFIXES else other(axis)
        behavior = u.get("behavior", "")
        elite = elite and behavior != "FRENCH_RESISTANCE"
        engineer = utype == INFANTRY and u.get("badge") in D.ENGINEER_BADGES
        special = D.SPECIAL_UNIT_BADGES.get((utype, u.get("badge")))
        elite = elite and not engineer and not special   # engineers, ski troops ... have their own rules
        figs = D.SPECIAL_UNITS[special][1] if special else D.FIGURES[utype]
        if elite and utype == ARMOR and u.get("badge") != D.FLAME_THROWER_BADGE:
            figs = 4                               # elite armor (flame thrower tanks keep 3)
        if behavior == "FRENCH_RESISTANCE":
            figs = 3
        if "figures" in u:
            figs = u["figures"]
        tiger = bool(self.sc.get("options", {}).get("tigers")) and utype == ARMOR and figs == 1
        h = tuple(u["at"])
        self.units[uid] = {
            "id": uid, "side": side, "type": utype, "figures": figs, "max": figs, "hex": h,
            "elite": elite and utype == INFANTRY, "resistance": behavior == "FRENCH_RESISTANCE",
            "ignore_flag": behavior == "CAN_IGNORE_ONE_FLAG",
            "medal": 2 if behavior == "GERMAN_2VICTANK" else 0 if special == "sniper" else 1,
            "tiger": tiger, "wittmann": u.get("equipment") == "wittmann", "boat": u.get("equipment") == "boat",
            "camouflage": bool(u.get("camouflage")), "leader": bool(u.get("leader")) and utype == INFANTRY,
            "on_move": bool(u.get("on_move")), "badge": (bool(u.get("badge")) and u.get("badge") not in D.BADGE_NATION) or elite,
            "slow": behavior in ("ARMOR_MOVE_TWO", "ELITE_ARMOR_MOVE_TWO")
            or (utype == ARMOR and self.sc.get("options", {}).get("armor_moves_two") == self.sc[side]["side"]),
            "antitank": utype == INFANTRY and not elite and u.get("badge") == "badge37",
            "mortar": utype == INFANTRY and not elite and u.get("badge") == "badge41",
            "machinegun": utype == INFANTRY and not elite and u.get("badge") == "badge45",
            "engineer": engineer,
            "mobile": utype == ARTILLERY and u.get("badge") == D.MOBILE_ARTILLERY_BADGE,
            "flamethrower": utype == ARMOR and u.get("badge") == D.FLAME_THROWER_BADGE,
            "special": special,
            # special weapon assets of 1942 and before fire like their infantry, move or battle
            "early": bool(self.sc.get("options", {}).get("early_war")),
            "nation": D.BADGE_NATION.get(u.get("badge"), self.sc[side]["nation"]),
        }
        self.at[h] = uid

    def _add_carrier(self, uid: int, army: str, h: tuple) -> None:
        """An aircraft carrier of ``army`` (allies / axis) on the ocean hex ``h`` (3 figures, a medal)."""
        side = "top" if self.sc["top"]["side"] == army else "bottom"
        if h in self.at or not D.on_board(*h):
            raise ValueError(f"Scenario option carriers: {h} is not a free hex of the battlefield.")
        self._add_unit(uid, {"at": list(h), "name": "gunger" if army == "axis" else "gunus"})
        v = self.units[uid]
        v.update(side=side, special="carrier", figures=D.SPECIAL_UNITS["carrier"][1],
                 max=D.SPECIAL_UNITS["carrier"][1], badge=True, nation=self.sc[side]["nation"])

    def _airdrop(self, a: dict) -> None:
        side = "bottom" if self.sc["bottom"]["side"] == a["side"] else "top"
        center = tuple(a["center"])
        spots = [(r, c) for r in range(center[0] - a["range"], center[0] + a["range"] + 1)
                 for c in range(center[1] - 2 * a["range"], center[1] + 2 * a["range"] + 1)
                 if (r + c) % 2 == 0 and D.distance(center, (r, c)) <= a["range"]]
        landed = []
        for _ in range(a["figures"]):
            h = self.rng.choice(spots)
            if not D.on_board(*h) or h in self.at or self.field.impassable(h, INFANTRY) \
                    or self.field.terrain[h] in ("ocean", "river"):
                continue
            self._add_unit(self.next_uid, {"at": list(h), "name": "infus" if side == "bottom" else "infger"})
            self.units[self.next_uid]["side"] = side
            self.next_uid += 1
            landed.append(hex_name(h))
        self.say(f"Airdrop: {len(landed)} of {a['figures']} units land safely"
                 + (f" ({', '.join(landed)})." if landed else "."))

    def _clear_turn(self) -> None:
        self.card = None
        self.played = None
        self.effect = None
        self.section = None
        self.limits = None          # per-section order limits, or {"any": n} / {"type": {...}}
        self.eligible: set = set()
        self.ordered: list = []
        self.moved: dict = {}        # uid -> hexes moved
        self.no_battle: set = set()
        self.battles: dict = {}      # uid -> battles left
        self.overrun: set = set()
        self.bonus = 0               # dice added to every battle of this card
        self.pending: dict | None = None
        self.queue: list = []
        self.drawn: list = []
        self.air: list = []
        self.second_move = False
        self.shelling = None
        self.aimed: list = []        # paradrops this turn that failed: each took one of the card's orders

    # ================================================================== positions
    def _check_position(self, position: dict) -> None:
        known = ("active", "hands", "medals", "obstacles", "units")
        for k in position:
            if k not in known:
                raise OptionError(f"A Memoir '44 position has no key {k!r} (known: {', '.join(known)}).")

    def _set_position(self, position: dict) -> None:
        if "units" in position:
            units = position["units"]
            if not isinstance(units, list):
                raise OptionError("The position's units must be a list of units.")
            self.units, self.at = {}, {}
            for i, u in enumerate(units):
                if not isinstance(u, dict):
                    raise OptionError("Each unit of the position is a dict.")
                h = parse_hex(str(u.get("at", "")))
                if h is None or h in self.at:
                    raise OptionError(f"Unit {i} of the position has no free hex {u.get('at')!r}.")
                if u.get("side") not in ("top", "bottom") or u.get("type") not in D.FIGURES:
                    raise OptionError(f"Unit {i} of the position needs a side (top/bottom) and a type.")
                special = u.get("special")
                if special is not None and (special not in D.SPECIAL_UNITS or D.SPECIAL_UNITS[special][0] != u["type"]):
                    raise OptionError(f"Unit {i} of the position: special {str(special)[:20]!r} is not one of the "
                                      f"{u['type']} units ({', '.join(k for k, v in D.SPECIAL_UNITS.items() if v[0] == u['type'])}).")
                if u.get("funnies") is not None and (u["type"] != ARMOR or u["funnies"] not in D.FUNNIES):
                    raise OptionError(f"Unit {i} of the position: funnies {str(u['funnies'])[:20]!r} is an armor "
                                      f"unit's accessory, one of {', '.join(D.FUNNIES)}.")
                full = D.SPECIAL_UNITS[special][1] if special else D.FIGURES[u["type"]]
                if special == "tank_destroyer" and u.get("nation") in D.TANK_DESTROYER_4:
                    full = 4
                figs = u.get("figures", full)
                if isinstance(figs, bool) or not isinstance(figs, int) or not 1 <= figs <= 4:
                    raise OptionError(f"Unit {i} of the position has 1 to 4 figures, not {figs!r}.")
                if u.get("aboard") not in (None, False, True, INFANTRY, ARMOR):
                    raise OptionError(f"Unit {i} of the position: aboard is true, 'infantry' or 'armor' (a supply "
                                      f"train's car carries one infantry or armor unit), not {str(u['aboard'])[:20]!r}.")
                nation = u.get("nation", "DE" if u["side"] == "top" else "US")
                if nation not in NATIONS:
                    raise OptionError(f"Unit {i} of the position has a nation among {', '.join(NATIONS)}, "
                                      f"not {str(nation)[:20]!r}.")
                self.units[i] = {"id": i, "side": u["side"], "type": u["type"], "figures": figs,
                                 "max": figs if u.get("depleted") else max(figs, full), "hex": h, "elite": bool(u.get("elite")) and not special,
                                 "resistance": bool(u.get("resistance")), "ignore_flag": False,
                                 "medal": 0 if special in ("sniper", "wagon", "armored_wagon") or u.get("depleted") else 1,
                                 "special": special,
                                 "aboard": 1 if u.get("aboard") in (True, INFANTRY, ARMOR) and special in D.TRAIN_CARS
                                 else 0,
                                 "cargo": ARMOR if u.get("aboard") == ARMOR else INFANTRY,
                                 "boat": bool(u.get("boat")) and u["type"] == INFANTRY,
                                 "camouflage": bool(u.get("camouflage")), "on_move": bool(u.get("on_move")),
                                 "disguised": special == "brandenburger" and u.get("disguised", True) is not False,
                                 "craft": bool(u.get("craft")),
                                 "funnies": u.get("funnies") if u["type"] == ARMOR and u.get("funnies") in D.FUNNIES
                                 else None,
                                 "leader": bool(u.get("leader")) and u["type"] == INFANTRY,
                                 "tiger": bool(u.get("tiger")) or special in ("patrol_car", "command_car"),
                                 "wittmann": False,
                                 "badge": bool(u.get("elite")) or bool(special) or any(bool(u.get(k)) for k in D.SWA),
                                 "antitank": bool(u.get("antitank")) and u["type"] == INFANTRY,
                                 "mortar": bool(u.get("mortar")) and u["type"] == INFANTRY,
                                 "machinegun": bool(u.get("machinegun")) and u["type"] == INFANTRY,
                                 "engineer": bool(u.get("engineer")) and u["type"] == INFANTRY,
                                 "mobile": bool(u.get("mobile")) and u["type"] == ARTILLERY,
                                 "flamethrower": bool(u.get("flamethrower")) and u["type"] == ARMOR,
                                 "early": bool(u.get("early")),
                                 "nation": nation}
                self.at[h] = i
            for side in ("top", "bottom"):
                for car in (("loco",), ("wagon", "armored_wagon")):
                    if sum(1 for v in self.units.values() if v["side"] == side and v["special"] in car) > 1:
                        raise OptionError(f"The position gives the {side} side more than one {' or '.join(car)}: "
                                          "a side has one train at most (a locomotive and its wagon).")
            self.next_uid = len(units)
        if "obstacles" in position:
            obs = position["obstacles"]
            if not isinstance(obs, dict):
                raise OptionError("The position's obstacles map a hex to an obstacle name.")
            self.obstacles = {}
            for k, v in obs.items():
                h = parse_hex(str(k))
                if h is None or v not in D.OBSTACLE:
                    raise OptionError(f"The position's obstacle {k!r}: {v!r} is not a hex and an obstacle.")
                self.obstacles[h] = [v, None, False]
        if "hands" in position:
            hands = position["hands"]
            if not (isinstance(hands, list) and len(hands) == 2 and all(isinstance(x, list) for x in hands)):
                raise OptionError("The position's hands are two lists of card ids.")
            flat = [c for hnd in hands for c in hnd]
            if any(isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < len(DECK) for c in flat) \
                    or len(set(flat)) != len(flat):
                raise OptionError("The position's hands hold distinct card ids from 0 to 59.")
            self.hands = [list(h) for h in hands]
            rest = [c for c in range(len(DECK)) if c not in flat]
            self.rng.shuffle(rest)
            self.deck, self.discard = rest, []
        if "medals" in position:
            m = position["medals"]
            if not (isinstance(m, list) and len(m) == 2 and all(type(x) is int and 0 <= x < 20 for x in m)):
                raise OptionError("The position's medals are two whole numbers.")
            self.medals = list(m)
        if "active" in position:
            if position["active"] not in (0, 1):
                raise OptionError("The position's active seat is 0 or 1.")
            self.active = position["active"]

    # ================================================================== helpers
    def unit_at(self, h):
        uid = self.at.get(h)
        return None if uid is None else self.units[uid]

    def own_units(self, seat: int) -> list:
        side = self.side_of(seat)
        return [u for u in self.units.values() if u["side"] == side]

    def adjacent_enemy(self, u) -> bool:
        return any((v := self.unit_at(n)) is not None and v["side"] != u["side"] for n in D.neighbours(*u["hex"]))

    def _nation(self, side: str) -> str:
        return self.sc[side]["nation"]

    # ================================================================== ordering
    def _begin_card(self, seat: int, cid: int, section: int | None, as_air: bool = False) -> None:
        key, sec = DECK[cid]
        self.card = cid
        self.played = cid
        if key == "counter_attack":
            copied = self.last_card[1 - seat]
            if copied is None or copied[0] is None:
                self.effect, self.section = None, None
                self.say("There is no card to counter: the counter-attack orders nothing.")
                self._end_turn()
                return
            key, sec = copied
            if sec is not None:
                sec = 2 - sec
        if as_air:
            key = "air_power"
        if key == "air_power" and self.sc.get("options", {}).get("air_power_as_bombard"):
            key = "artillery_bombard"       # Suomussalmi: Air Power is played as an Artillery Bombard
        self.effect = key
        self.section = sec if sec is not None else section
        mine = self.own_units(seat)
        if key in SECTION_CARDS:
            ct = CARD_TYPES[key]
            if len(ct.sections) == 1:
                lim = [0, 0, 0]
                lim[self.section] = ct.sections[0]
            else:
                lim = list(ct.sections)
            # a command car in a section the card orders: 1 unit more there
            car = next((s for u in mine if u.get("special") == "command_car"
                        for s in self.field.section_of(u["hex"], self.side_of(seat)) if 0 < lim[s] < 99), None)
            if car is not None:
                lim[car] += 1
            self.limits = {"sections": lim}
            self.eligible = {u["id"] for u in mine}
            self.phase = "order"
        elif key in ("armor_assault", "move_out", "dig_in", "behind_enemy_lines"):
            want = {"armor_assault": ARMOR}.get(key, INFANTRY)
            n = 1 if key == "behind_enemy_lines" else 4
            pool = {u["id"] for u in mine if u["type"] == want}
            if not pool:
                pool, n = {u["id"] for u in mine}, 1
                self.effect = "direct_one"
            self.limits, self.eligible = {"any": n}, pool
            self.phase = "order"
        elif key == "direct_from_hq":
            self.limits, self.eligible, self.phase = {"any": 4}, {u["id"] for u in mine}, "order"
        elif key == "firefight":
            self.limits = {"any": 4}
            self.eligible = {u["id"] for u in mine if not self.adjacent_enemy(u)}
            self.phase = "order"
        elif key in ("artillery_bombard", "close_assault", "infantry_assault"):
            if key == "artillery_bombard":
                pool = [u["id"] for u in mine if u["type"] == ARTILLERY]
            elif key == "close_assault":
                pool = [u["id"] for u in mine if u["type"] in (INFANTRY, ARMOR) and self.adjacent_enemy(u)]
            else:
                pool = [u["id"] for u in mine if u["type"] == INFANTRY
                        and self.section in self.field.section_of(u["hex"], self.side_of(seat))]
            if not pool and key != "close_assault":
                self.effect = "direct_one"
                self.limits, self.eligible, self.phase = {"any": 1}, {u["id"] for u in mine}, "order"
            else:
                self.ordered = sorted(pool)
                self._after_orders()
        elif key in ("air_power", "barrage") and (getattr(self, "night", None) or 6) < 6:
            # at night no aircraft fly and no barrage is fired: the card orders 1 unit anywhere
            self.effect = "direct_one"
            self.limits, self.eligible, self.phase = {"any": 1}, {u["id"] for u in mine}, "order"
        elif key == "air_power":
            self.air = []
            self.phase = "air"
        elif key == "barrage":
            self.phase = "barrage"
        elif key == "medics":
            self.phase = "heal"
        elif key == "finest_hour":
            n = len(self.hands[seat]) + 1
            faces = self.roll(n)
            self.last_roll = {"seat": seat, "faces": faces, "why": "Their Finest Hour"}
            self.limits = {"types": {INFANTRY: faces.count("infantry"), ARMOR: faces.count("armor"),
                                     "any": faces.count("star")}}
            self.say(f"Their Finest Hour: the dice show {', '.join(faces)}.")
            self.eligible = {u["id"] for u in mine}
            self.phase = "order"
            self.bonus = 1
            if not self.sc.get("options", {}).get("no_reshuffle"):
                self.deck += self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
        else:   # ambush played on one's own turn orders nothing
            self._end_turn()
            return
        if self.phase == "order" and self._marines(seat):
            # Gung-ho: one more unit on a section card (in one of its sections), 2 to 5 on a tactic card
            if "sections" in self.limits:
                self.limits["spare"] = 1
            elif "any" in self.limits:
                self.limits["any"] += 1
        if self.phase == "order" and not self._orderable(seat) and not self._entries(seat) \
                and not self._bridge_works(seat) and not self._landings(seat) and not self._drops(seat):
            self._after_orders()

    def _fits(self, uids: list) -> bool:
        """Can these units be ordered under the card's limits (a unit on a section line counts for either)?"""
        lim = self.limits
        uids = self._engines(uids) + list(getattr(self, "aimed", ()))
        if "any" in lim:
            return len(uids) <= lim["any"]
        if "types" in lim:
            t = dict(lim["types"])
            spare = t.pop("any")
            for uid in uids:
                ty = self.units[uid]["type"]
                if t.get(ty, 0) > 0:
                    t[ty] -= 1
                elif spare > 0:
                    spare -= 1
                else:
                    return False
            return True
        left = list(lim["sections"])
        spare = [lim.get("spare", 0)]
        side = self.side_of(self.active)
        # a unit on the move may be ordered in any section
        opts = [[0, 1, 2] if not isinstance(u, tuple) and self.units[u].get("on_move")
                else self.field.section_of(u if isinstance(u, tuple) else self.units[u]["hex"], side) for u in uids]

        def place(i):
            if i == len(opts):
                return True
            for s in opts[i]:
                if left[s] > 0:
                    left[s] -= 1
                    if place(i + 1):
                        return True
                    left[s] += 1
            if spare[0] and any(lim["sections"][s] for s in opts[i]):
                spare[0] -= 1
                if place(i + 1):
                    return True
                spare[0] += 1
            return False
        return place(0)

    def _orderable(self, seat: int) -> list:
        return self._engines(self._orderable_units(seat))

    def _orderable_units(self, seat: int) -> list:
        if "types" in self.limits:
            # greedy type counting: the units of the rolled types first, then the stars
            return [u for u in sorted(self.eligible) if u not in self.ordered and self._fits(self.ordered + [u])]
        return [u for u in sorted(self.eligible) if u not in self.ordered and self._fits(self.ordered + [u])]

    def _after_orders(self) -> None:
        key = self.effect
        seat = self.active
        for uid in self.ordered:
            self.battles[uid] = 2 if key == "artillery_bombard" else 1
            if self.units[uid].get("on_move"):
                self.no_battle.add(uid)           # a unit on the move moves as usual but does not battle
        if key == "dig_in":
            for uid in self.ordered:
                h = self.units[uid]["hex"]
                if h not in self.obstacles and self.field.terrain[h] not in ("ocean", "ford"):
                    self.obstacles[h] = ["sandbags", None, False]
            self.say(f"{self.seat_name(seat)} digs in: sandbags around {len(self.ordered)} units.")
            self._end_turn()
            return
        if key in ("armor_assault", "close_assault", "firefight", "behind_enemy_lines"):
            self.bonus = 1 if key in ("close_assault", "firefight", "behind_enemy_lines") else 0
        self.phase = "battle" if key in ("close_assault", "firefight") else "move"
        self._advance_phase()

    # ================================================================== flow
    def _advance_phase(self) -> None:
        """Run the automatic steps until a seat must decide."""
        while not self.over:
            if self.pending:
                return
            if self.queue:
                task = self.queue.pop(0)
                if task["kind"] == "take_ground":
                    self._take_ground(task)
                elif task["kind"] == "strike":
                    v = self.unit_at(parse_hex(task["hex"]))
                    if v is not None:
                        self._strike(None, v, task["dice"], False, kind=task["how"])
                self._check_victory()
                continue
            if self.phase == "strikes":
                self._end_turn()
                return
            if self.phase == "order":
                if not self._orderable(self.active) and not self._entries(self.active) \
                        and not self._landings(self.active) and not self._drops(self.active) \
                        and not (self.ordered == [] and self._bridge_works(self.active)):
                    self._after_orders()
                    continue
                return
            if self.phase == "move":
                if any(self.destinations(self.units[u]) for u in self.ordered if u in self.units and u not in self.moved):
                    return
                if self._exits() or self._recoveries():
                    return
                self.phase = "battle"
                continue
            if self.phase == "battle":
                if self._battle_choices():
                    return
                if self.effect == "behind_enemy_lines" and not self.second_move:
                    self.second_move = True
                    self.moved = {}
                    self.phase = "move"
                    continue
                self._end_turn()
                return
            if self.phase in ("air", "barrage", "heal"):
                if not self._legal_core(self.active):
                    self._end_turn()
                return
            return

    def _exits(self) -> list:
        """Exit markers: an ordered unit that has not moved and stands on an exit hex of its side may leave
        the battlefield instead of moving, for a medal."""
        ex = self.sc.get("options", {}).get("exits")
        if not ex or self.phase != "move":
            return []
        hexes = {tuple(h) for h in ex["hexes"]}
        return [f"exit {hex_name(self.units[uid]['hex'])}" for uid in self.ordered
                if uid in self.units and uid not in self.moved and self.units[uid]["side"] == ex["side"]
                and self.units[uid]["hex"] in hexes and not self.units[uid].get("no_exit")]

    def _battle_choices(self) -> list:
        if self.shelling:
            return self._shell_choices()
        out = self._shell_choices() + self._bridge_layers()
        for uid in self.ordered:
            if not self._may_battle(uid):
                continue
            u = self.units[uid]
            for tid, _ in sorted(self.targets(u).items()):
                out.append(f"fire {hex_name(u['hex'])} {hex_name(self.units[tid]['hex'])}")
            o = self.obstacles.get(u["hex"])
            if o and o[0] in D.CLEARABLE and u["type"] == INFANTRY:
                out.append(f"clear {hex_name(u['hex'])}")
            if self._may_seal(u):
                out.append(f"seal {hex_name(u['hex'])}")
        return out + self._resupplies()

    def _end_turn(self) -> None:
        seat = self.active
        if self.card is not None:
            self.discard.append(self.card)
            self.last_card[seat] = (self.effect, self.section)
            self.card = None
        self.turns[seat] += 1
        if self.shells:
            self.shells = [s for s in self.shells if self.turns[s[1]] < s[2] + 2]   # the smoke shells lift
        smoke = self.sc.get("options", {}).get("smoke_screen")
        if self.smoke and smoke and self.side_of(seat) == smoke["side"] and self.turns[seat] >= 2:
            self.smoke = []
            self.say("The smoke screen lifts.")
        self._check_victory()
        if self.over:
            return
        if self.effect == "recon" and len(self.discard) >= 2 and any(
                self.units.get(u, {}).get("special") == "command_car" for u in self.ordered):
            self.phase = "car"            # a command car ordered by a Recon: a card from the discard pile instead
            self.pending = None
            return
        if self.effect == "recon":
            self.drawn = self._take(2)
            if self.over:
                return
            if self.drawn:
                self.phase = "keep"
                self.pending = None
                return
        else:
            n = 1
            growth = self.sc.get("options", {}).get("hand_growth")
            if growth and self.side_of(seat) == growth["side"] and self.turns[seat] <= growth["turns"]:
                n = 2
            self._draw(seat, n)
        if self.over:
            return
        self._next_turn()

    def _next_turn(self) -> None:
        sd = self.sc.get("options", {}).get("sudden_death")
        seat = self.active
        if sd and self.side_of(seat) == sd["side"]:
            held = sum(1 for h in sd["hexes"] if (u := self.unit_at(tuple(h))) is not None and u["side"] == sd["side"])
            if held >= sd["need"]:
                self.say(f"The {self.seat_name(seat)} hold {held} town hexes: sudden death victory.")
                self._end_battle(winner=seat)
                return
        self._clear_turn()
        self.active = 1 - seat
        self.phase = "play"
        if self.sc.get("options", {}).get("sabotage"):
            self._saboteurs()
        night = self.sc.get("options", {}).get("night")
        if night and self.night and self.side_of(self.active) == night["side"] \
                and (self.night > 1 if night.get("reverse") else True):
            self._dawn()
        if not self.hands[self.active]:
            self.say(f"The {self.seat_name(self.active)} have no command card and pass.")
            self._end_turn()

    def _take(self, n: int) -> list:
        out = []
        for _ in range(n):
            if not self.deck:
                if self.sc.get("options", {}).get("no_reshuffle"):
                    top = self.seat_of("top")
                    self.say("The command deck has run out: the Axis win the battle.")
                    self._end_battle(winner=top)
                    return out
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                if not self.deck:
                    return out
            out.append(self.deck.pop())
        return out

    def _draw(self, seat: int, n: int) -> None:
        self.hands[seat] += self._take(n)

    # ================================================================== medals and victory
    def objective_medals(self, seat: int) -> int:
        side = self.side_of(seat)
        n = 0
        if self.sc.get("options", {}).get("section_medals") == self.sc[side]["side"]:
            # a medal for each section of the battlefield with no unit of the other side in it
            held = [False, False, False]
            for u in self.units.values():
                if u["side"] != side:
                    for s in self.field.section_of(u["hex"], side):
                        held[s] = True
            n += held.count(False)
        for i, ob in enumerate(self.sc["objectives"]):
            mine = ob["for"] in (side, "both")
            if not mine:
                continue
            hexes = [tuple(h) for h in ob["hexes"]]
            own = sum(1 for h in hexes if (u := self.unit_at(h)) is not None and u["side"] == side)
            if ob.get("contest"):
                n += ob.get("medals", 1) if self._controller(i) == side else 0
                continue
            if ob.get("default"):
                # one medal shared by both sides: the default side holds it until any of its hexes
                # holds a unit of the other side, which then holds it instead
                taken = any((u := self.unit_at(h)) is not None and u["side"] != ob["default"] for h in hexes)
                held = taken != (side == ob["default"])
            elif ob.get("majority"):
                held = own * 2 > len(hexes)
            else:
                held = own >= min(ob["need"], len(hexes))
            if ob["permanent"]:
                if held:
                    self.taken.add(i)
                held = i in self.taken
            n += 1 if held else 0
        return n

    def medal_count(self, seat: int) -> int:
        return self.medals[seat] + self.objective_medals(seat) + self.carried_medals(seat)

    def target(self, seat: int) -> int:
        return self.sc[self.side_of(seat)]["medals"]

    def _check_victory(self) -> None:
        if self.over:
            return
        if self.hq:
            self._headquarters()
        won = [s for s in (0, 1) if self.medal_count(s) >= self.target(s)]
        if won:
            self._end_battle(winner=self.active if self.active in won else won[0])

    def _end_battle(self, winner: int) -> None:
        got = [self.medal_count(s) for s in (0, 1)]
        for s in (0, 1):
            self.totals[s] += got[s]
        self.say(f"The {self.seat_name(winner)} win the battle, {got[winner]} medals to {got[1 - winner]}.")
        self.battle_winners = getattr(self, "battle_winners", []) + [winner]
        if self.opts["two_ways"] and self.round == 0:
            self.round = 1
            self._new_battle()
            self.say("Second battle: the sides are swapped.")
            return
        scores = list(self.totals)
        if self.opts["two_ways"]:
            best = max(scores)
            winners = [s for s in (0, 1) if scores[s] == best]
            reason = "Most medals over both battles."
        else:
            winners = [winner]
            reason = f"The {self.seat_name(winner)} reached {self.target(winner)} medals first."
        self.finish(scores, winners=winners, reason=reason,
                    ranking=[1 if s in winners else 2 for s in (0, 1)])

    # ================================================================== contract
    def _to_move(self) -> tuple:
        if self.pending:
            return (self.pending["seat"],)
        return (self.active,)

    def _legal(self, seat: int) -> list[str]:
        return self._legal_core(seat)

    def _commissar_seat(self, seat: int) -> bool:
        return self.sc.get("options", {}).get("commissar") == self.side_of(seat)

    def _smoke_choices(self) -> list[str]:
        if not self.smoke:
            return [f"smoke {hex_name(h)}" for h in D.HEXES] + ["done"]
        near = {n for h in self.smoke for n in D.neighbours(*h)} - set(self.smoke)
        return [f"smoke {hex_name(h)}" for h in sorted(near)]

    def _legal_core(self, seat: int) -> list[str]:
        if self.phase == "disembark" and not self.pending:
            return self._disembark_choices()
        if self.phase == "smoke":
            return self._smoke_choices()
        if self.phase == "commit":
            return [f"commit {c}" for c in sorted(self.hands[seat]) if DECK[c][0] != "ambush"]
        if self.phase == "play" and self._commissar_seat(seat) and self.commissar[seat] is not None:
            chip = DECK[self.commissar[seat]][0]
            out = []
            for c in sorted(self.hands[seat]):
                if DECK[c][0] != "ambush":
                    out += [f"commit {c} {s}" for s in D.SECTIONS] if chip == "infantry_assault" else [f"commit {c}"]
                if DECK[c][0] in DIRECT:
                    out.append(f"play {c}")
            return out
        if self.pending:
            p = self.pending
            u = self.units[p["unit"]]
            if p["kind"] == "retreat":
                return [f"retreat {hex_name(u['hex'])} {hex_name(h)}" for h in p["ends"]]
            if p["kind"] == "desert":
                return [f"move {hex_name(u['hex'])} {hex_name(h)}" for h in p["ends"]] + ["stay"]
            out = [f"move {hex_name(u['hex'])} {hex_name(p['hex'])}"] if p["hex"] is not None else []
            out += [f"fire {hex_name(u['hex'])} {hex_name(self.units[t]['hex'])}" for t in p.get("furia", ())
                    if t in self.units]
            return out + ["stay"]
        ph = self.phase
        out = []
        if ph == "play":
            side = self.side_of(seat)
            h317 = self.sc.get("options", {}).get("hill317")
            air_ok = bool(h317) and side == "bottom" and any(
                (u := self.unit_at(tuple(h))) is not None and u["side"] == side for h in h317)
            # air strikes: the scenario's side may play any Recon as an Air Power on the card's section
            air_ok = air_ok or self.sc.get("options", {}).get("air_strikes") == self.sc[side]["side"]
            for c in sorted(self.hands[seat]):
                key = DECK[c][0]
                if key == "infantry_assault":
                    out += [f"play {c} {s}" for s in D.SECTIONS]
                else:
                    out.append(f"play {c}")
                if key == "recon" and air_ok:
                    out.append(f"play {c} air")
            return out
        if ph == "order":
            out = [f"order {hex_name(self.units[u]['hex'])}" for u in self._orderable(seat)]
            return out + [f"enter {hex_name(h)}" for h in self._entries(seat)] + self._bridge_works(seat) \
                + self._landings(seat) + self._drops(seat) + ["done"]
        if ph == "move":
            for uid in self.ordered:
                if uid in self.moved or uid not in self.units:
                    continue
                u = self.units[uid]
                for h in sorted(self.destinations(u)):
                    out.append(f"move {hex_name(u['hex'])} {hex_name(h)}")
            return out + self._exits() + self._recoveries() + ["done"]
        if ph == "battle":
            return self._battle_choices() + ([] if self.shelling else ["done"])
        if ph == "keep":
            return [f"keep {c}" for c in self.drawn]
        if ph == "car":
            return [f"take {self.discard[-2]}", "take deck"]
        if ph == "air":
            out = [f"air {hex_name(self.units[t]['hex'])}" for t in self.air_targets()] if len(self.air) < 4 else []
            return out + (["done"] if self.air else [])
        if ph == "barrage":
            enemy = other(self.side_of(seat))
            foes = [v for v in sorted(self.units.values(), key=lambda v: v["hex"]) if v["side"] == enemy]
            seen = [v for v in foes if not v.get("camouflage")] or foes    # camouflaged units are not seen
            return [f"barrage {hex_name(v['hex'])}" for v in seen]
        if ph == "heal":
            mine = [u for u in self.own_units(seat) if u["figures"] < u["max"]]
            return [f"heal {hex_name(u['hex'])}" for u in sorted(mine, key=lambda v: v["hex"])] + ["done"]
        return out

    def _parse(self, text: str) -> str:
        t = " ".join(text.strip().lower().split())
        parts = t.split(" ")
        out = [parts[0]]
        for p in parts[1:]:
            h = parse_hex(p) if len(p) == 2 and p[0].isalpha() and p[1].isdigit() else None
            out.append(hex_name(h) if h else p)
        return " ".join(out)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        m = _ACT.match(action)
        verb = m.group(1) if m else action
        if self.pending:
            return {"retreat": "A retreat must be decided first: choose a hex toward your own side.",
                    "desert": "Desert rules: decide first whether the tanks move one hex more (or stay)."}.get(
                self.pending["kind"], "Decide first whether to take the ground.")
        if verb == "play" and self.phase != "play":
            return "One command card a turn: the card for this turn is already played."
        if verb == "play":
            return "You can only play a command card from your hand."
        if verb == "order":
            return ("Only a unit of yours that the card allows can be ordered, within the number of units it gives "
                    "for each section.")
        if verb == "move":
            return ("An ordered unit moves once, within its reach (infantry 1 and battle or 2, armor 3, artillery 1), "
                    "never onto or through another unit, impassable terrain or past a hex where it must stop.")
        if verb == "fire":
            return ("An ordered unit battles once, at an enemy within range and line of sight with at least one die; "
                    "next to an enemy it must close-assault.")
        if verb == "retreat":
            return "A retreating unit moves toward its own side of the battlefield."
        if verb == "enter":
            return ("Armor breakthrough: reserve tanks come in, one order each, on an empty hex of the opponent's "
                    "baseline in an ordered section, all in a single turn.")
        if verb == "air":
            return ("An air strike hits enemy units on up to 4 contiguous hexes; an air strike from a Recon card must "
                    "start in that card's section.")
        return None

    def _apply(self, seat: int, action: str) -> None:
        self.last_roll = None if not action.startswith(("stay", "retreat")) else self.last_roll
        if self.pending:
            p = self.pending
            self.pending = None
            if p["kind"] == "retreat":
                dest = parse_hex(action.split()[2])
                self._retreat_to(self.units[p["unit"]], dest)
            elif p["kind"] == "desert":
                if action != "stay":
                    self._desert_step(p["unit"], parse_hex(action.split()[2]))
            elif action.startswith("fire"):
                self._furia(p["unit"], self.at[parse_hex(action.split()[2])])
            elif action != "stay":
                self._advance(p["unit"], p["hex"])
            self._check_victory()
            self._advance_phase()
            return
        words = action.split()
        verb = words[0]
        if self.phase == "smoke":
            if verb == "smoke":
                self.smoke.append(parse_hex(words[1]))
            if verb == "done" or len(self.smoke) == 3:
                if self.smoke:
                    self.say(f"A smoke screen covers {', '.join(hex_name(h) for h in self.smoke)}.")
                self.active, self.resume, self.phase = self.resume, None, "play"
            return
        if verb == "commit":
            cid = int(words[1])
            self.hands[seat].remove(cid)
            old, self.commissar[seat] = self.commissar[seat], cid
            if self.phase == "commit":
                self.active, self.resume, self.phase = self.resume, None, "play"
                return
            self.reveal()
            sec = D.SECTIONS.index(words[2]) if len(words) > 2 else None
            self._begin_card(seat, old, sec)
            self._check_victory()
            self._advance_phase()
            return
        if verb == "play":
            cid = int(words[1])
            self.hands[seat].remove(cid)
            sec = D.SECTIONS.index(words[2]) if len(words) > 2 and words[2] in D.SECTIONS else None
            self.reveal()
            self._begin_card(seat, cid, sec, as_air=len(words) > 2 and words[2] == "air")
        elif verb == "order":
            if not self._order_train(parse_hex(words[1])):
                self.ordered.append(self.at[parse_hex(words[1])])
        elif verb == "disembark":
            self._disembark(parse_hex(words[1]))
        elif verb == "enter":
            self._enter(seat, parse_hex(words[1]))
        elif verb == "take":
            if words[1] == "deck":
                self.drawn = self._take(2)
                if self.over:
                    return
                if self.drawn:
                    self.phase = "keep"
                    return
                self._next_turn()
                return
            cid = int(words[1])
            self.discard.remove(cid)
            self.hands[seat].append(cid)
            self.reveal()
            self.say(f"The {self.seat_name(seat)} take {D.card_title(cid)} back from the discard pile.")
            self._next_turn()
            return
        elif verb == "span":
            h = parse_hex(words[2])
            self.battles[self.at[parse_hex(words[1])]] = 0
            self.field = self.field.with_bridge(h, True)
            self.pontoons.append(h)
            self.say(f"The assault bridge is laid over the river on {hex_name(h)}.")
        elif verb == "shell":
            self._shell(words)
        elif verb == "land":
            self._land(seat, parse_hex(words[1]))
        elif verb == "drop":
            self._drop(seat, parse_hex(words[1]))
        elif verb in ("blow", "pontoon"):
            self._bridge_work(seat, verb, parse_hex(words[1]))
            return
        elif verb == "done":
            if self.phase == "order":
                self._after_orders()
            elif self.phase == "move":
                self.phase = "battle"
            elif self.phase == "battle":
                for uid in self.ordered:
                    self.battles[uid] = 0
            elif self.phase == "air":
                self._air_strike()
            elif self.phase == "heal":
                self._end_turn()
                return
            elif self.phase == "disembark":
                self.phase = "move"           # the units aboard stay on the train
        elif verb == "move":
            self._move(self.at[parse_hex(words[1])], parse_hex(words[2]))
        elif verb == "fire":
            self._battle(self.at[parse_hex(words[1])], self.at[parse_hex(words[2])])
        elif verb == "supply":
            self._resupply(self.at[parse_hex(words[1])], self.at[parse_hex(words[2])])
        elif verb == "recover":
            self._recover(self.at[parse_hex(words[1])])
        elif verb == "exit":
            h = parse_hex(words[1])
            uid = self.at.pop(h)
            u = self.units.pop(uid)
            self.ordered.remove(uid)
            self.medals[self.seat_of(u["side"])] += 1
            self.last_move[u["side"]] = [hex_name(h)]
            self.say(f"The unit on {hex_name(h)} leaves the battlefield by the exit: a medal for the "
                     f"{self.seat_name(self.seat_of(u['side']))}.")
            self._check_victory()
        elif verb == "seal":
            self._seal(self.at[parse_hex(words[1])])
        elif verb == "clear":
            h = parse_hex(words[1])
            kind = self.obstacles.pop(h)[0]
            if not (self.units[self.at[h]].get("engineer") and kind == "wire"):
                self.battles[self.at[h]] = 0      # engineers remove wire and may still battle
            self.say(f"The infantry on {hex_name(h)} clears the {D.OBSTACLE[kind].label.lower()}.")
        elif verb == "keep":
            cid = int(words[1])
            self.hands[seat].append(cid)
            self.discard += [c for c in self.drawn if c != cid]
            self.drawn = []
            self._next_turn()
            return
        elif verb == "air":
            self.air.append(words[1])
            if len(self.air) == 4 or not self.air_targets():
                self._air_strike()
        elif verb == "barrage":
            self.queue.append({"kind": "strike", "hex": words[1], "dice": 4, "how": "barrage"})
            self.phase = "strikes"
        elif verb == "heal":
            self._heal(self.at[parse_hex(words[1])])
            self._end_turn()
            return
        self._check_victory()
        self._advance_phase()

    # ================================================================== copies, hidden information
    def clone(self) -> "Memoir44":
        twin = self._twin("hands", "deck", "discard", "medals", "taken", "turns", "last_card", "last_move", "commissar",
                          "smoke", "reserve", "broke", "mine_left", "control", "sealed", "blown", "pontoons", "lost", "sabotage", "demolished", "landing", "shells",
                          "ordered", "moved", "no_battle", "battles", "overrun", "queue", "drawn", "air",
                          "obstacles", "totals", "eligible", "paratroops", "stars", "aimed")
        twin.units = {k: dict(v) for k, v in self.units.items()}
        twin.at = dict(self.at)
        twin.hands = [list(h) for h in self.hands]
        twin.obstacles = {k: list(v) for k, v in self.obstacles.items()}
        twin.mines = {k: list(v) for k, v in self.mines.items()}
        twin.hq = {k: dict(v) for k, v in self.hq.items()}
        twin.crosshairs = {k: [list(m) for m in v] for k, v in self.crosshairs.items()}
        twin.shelling = {"unit": self.shelling["unit"], "hexes": list(self.shelling["hexes"])} if self.shelling else None
        twin.queue = [dict(q) for q in self.queue]
        twin.pending = dict(self.pending) if self.pending else None
        if hasattr(self, "battle_winners"):
            twin.battle_winners = list(self.battle_winners)
        return twin

    def _resample(self, seat: int | None, rng: Rng) -> None:
        """Redeal what ``seat`` cannot see: the other hand and the deck order (the discard pile is open)."""
        pool = list(self.deck)
        hide = [s for s in (0, 1) if s != seat]
        for s in hide:
            pool += self.hands[s]
        if seat is None or seat != self.active or self.phase != "keep":
            pool += self.drawn
        pool += [self.commissar[s] for s in hide if self.commissar[s] is not None]
        rng.shuffle(pool)
        for s in hide:
            n = len(self.hands[s])
            self.hands[s], pool = pool[:n], pool[n:]
            if self.commissar[s] is not None:
                self.commissar[s], pool = pool[0], pool[1:]
        if seat is None or seat != self.active or self.phase != "keep":
            n = len(self.drawn)
            self.drawn, pool = pool[:n], pool[n:]
        self.deck = pool
        # the minefields no one has entered: nobody knows their strengths
        hidden = sorted(h for h, m in self.mines.items() if not m[1])
        if hidden:
            counters = [self.mines[h][0] for h in hidden] + list(self.mine_left)
            rng.shuffle(counters)
            for h in hidden:
                self.mines[h][0] = counters.pop()
            self.mine_left = counters

    # ================================================================== bots and checks
    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        cards = list(self.deck) + list(self.discard) + self.hands[0] + self.hands[1] + list(self.drawn)
        cards += list(getattr(self, "lost", []))
        cards += [c for c in self.commissar if c is not None]
        if self.card is not None and self.card not in self.discard:
            cards.append(self.card)
        assert sorted(cards) == list(range(len(DECK))), "the 60 command cards are all somewhere, once"
        for h, uid in self.at.items():
            assert self.units[uid]["hex"] == h
            assert not self.field.impassable(h, self.units[uid]["type"]) or self.field.terrain[h] != "river" \
                or self.units[uid].get("boat"), "on a river only in a boat"
        assert len(self.at) == len(self.units)
        for u in self.units.values():
            assert 1 <= u["figures"] <= u["max"]
        if self.sc.get("options", {}).get("mines"):
            drawn = sorted([m[0] for m in self.mines.values()] + list(self.mine_left))
            assert all(c in D.MINE_TOKENS for c in drawn), "minefield strengths come from the counters"
