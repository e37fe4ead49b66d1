"""Trains: a locomotive and its wagon on the railroad tracks (the rules page's "Trains", "Armored Trains",
"Supply Trains" and "Supply Train/Reinforcements" sections; facts from Board Game Arena's
``modules/php/Units/Locomotive.php``, ``Wagon.php``, ``States/MoveUnitsTrait.php`` and ``Terrains/RailStation.php``).

A side has at most one train: a locomotive (4 figures, a medal) and a wagon behind it (3 figures, no medal).
The two are ordered as one unit, move 1 to 3 hexes either way along empty, connected track (the sides each
rail tile joins, :meth:`.board.Battlefield.track`; a station does not stop them; a minefield does, and an enemy
one is set off), are hit on grenades only and take every hit together (the wagon goes on the 3rd, the
locomotive on the 4th), ignore 1 flag and otherwise fall back along the tracks, against the way the locomotive
last went (through minefields, which a retreat does not set off). An armored train's wagon carries artillery
that fires after the train moved. A supply train's cars each carry an infantry or armor unit that may get off
(``disembark H``, next to the locomotive or the wagon; ``done`` keeps it aboard) when the locomotive stops on a
railroad station; it neither moves nor battles that turn.
"""

from __future__ import annotations

from . import data as D
from .combat import other
from .data import ARMOR, INFANTRY, hex_name, parse_hex

CARS = D.TRAIN_CARS


class Trains:
    """Mixed into the rules model before the movement and battle rules it extends."""

    # ------------------------------------------------------------------ the cars
    def _add_car(self, uid: int, u: dict) -> None:
        """A scenario's locomotive or wagon (``loco``, ``wagon``; ``armored`` for an armored train's wagon)."""
        side = "top" if self.sc["top"]["side"] == u["side"] else "bottom"
        stand_in = "tank" if u["name"] == "loco" else ("gun" if u.get("armored") else "inf")
        cargo = self.sc.get("options", {}).get("supply_train", {}).get("cargo", INFANTRY)
        suffix = "ger" if u["side"] == "axis" else "ru"
        self._add_unit(uid, {"at": u["at"], "name": stand_in + suffix})
        v = self.units[uid]
        special = "loco" if u["name"] == "loco" else "armored_wagon" if u.get("armored") else "wagon"
        v.update(side=side, special=special, type=D.SPECIAL_UNITS[special][0], figures=D.SPECIAL_UNITS[special][1],
                 max=D.SPECIAL_UNITS[special][1], medal=1 if special == "loco" else 0, ignore_flag=True,
                 badge=True, elite=False, aboard=int(u.get("aboard", 0)), cargo=cargo)

    def _car(self, u) -> bool:
        return u.get("special") in CARS

    def _partner(self, u):
        """The other car of the same side's train, or None."""
        for v in self.units.values():
            if v is not u and v["side"] == u["side"] and v.get("special") in CARS:
                return v
        return None

    def _rail_paths(self, start, behind, mines: bool = True) -> list:
        """Walks of 1 to 3 hexes along empty, connected track from ``start``: each step crosses a side both
        tiles' track reaches, and the track of each hex passed joins the side it came in by to the side it
        leaves by (``behind``, the train's other car, is where it comes from at the start). With ``mines`` a
        walk ends on a minefield (a unit moving in stops there)."""
        f = self.field
        out, todo = [], [[start]]
        while todo:
            p = todo.pop()
            if len(p) > 1:
                out.append(p)
                if mines and p[-1] in self.mines:
                    continue
            if len(p) == 4:
                continue
            prev = p[-2] if len(p) > 1 else behind
            for n in D.neighbours(*p[-1]):
                if n in p or n == behind or n in self.at or not f.rail_step(p[-1], n):
                    continue
                if prev is not None and not f.rail_through(prev, p[-1], n):
                    continue
                todo.append(p + [n])
        return sorted(out)

    def _train_plans(self, loco, mines: bool = True) -> dict:
        """locomotive's end hex -> (hexes moved, wagon's end hex or None, 'forward' or 'back', the first hex
        the locomotive's car steps onto)."""
        w = self._partner(loco)
        plans: dict = {}
        for p in self._rail_paths(loco["hex"], w["hex"] if w else None, mines):
            dest = p[-1]
            if mines and w and len(p) > 2 and loco["hex"] in self.mines:
                continue                      # the wagon, following, stops on the minefield the engine leaves
            if dest not in plans or plans[dest][0] > len(p) - 1:
                plans[dest] = (len(p) - 1, p[-2] if w else None, "forward", p[1], p[-2])
        if w:
            for p in self._rail_paths(w["hex"], loco["hex"], mines):
                if mines and len(p) > 2 and w["hex"] in self.mines:
                    continue                  # the engine, following, stops on the minefield the wagon leaves
                dest = p[-2]
                if dest not in plans or plans[dest][0] > len(p) - 1:
                    plans[dest] = (len(p) - 1, p[-1], "back", p[1], p[-3] if len(p) >= 3 else loco["hex"])
        return plans

    # ------------------------------------------------------------------ ordering
    def _engines(self, uids: list) -> list:
        """The units an order counts: a wagon comes with its locomotive (a train is a single unit)."""
        return [u for u in uids if isinstance(u, tuple) or
                self.units.get(u, {}).get("special") not in ("wagon", "armored_wagon")]

    # ------------------------------------------------------------------ movement
    def destinations(self, u) -> dict:
        sp = u.get("special")
        if sp == "loco":
            if self.effect == "behind_enemy_lines" or self.second_move:
                return {}
            return {h: (p[0], True) for h, p in self._train_plans(u).items()}
        if sp in ("wagon", "armored_wagon"):
            return {}
        return super().destinations(u)

    def _move(self, uid: int, dest) -> None:
        u = self.units[uid]
        if u.get("special") != "loco":
            super()._move(uid, dest)
            return
        d, wdest, way, _, behind = self._train_plans(u)[dest]
        w = self._partner(u)
        src = u["hex"]
        old_w = w["hex"] if w else None
        self._place_train(u, dest, w, wdest)
        u["heading"] = way
        u["behind"] = list(behind)            # where it came from: a locomotive alone falls back that way
        self.moved[uid] = d
        self.last_move[u["side"]] = [hex_name(src), hex_name(dest)]
        self.say(f"The train runs from {hex_name(src)} to {hex_name(dest)}.")
        cars = [u, w] if way == "forward" else [w, u]
        for car in cars:                      # a car that ran onto a minefield stopped there; enemy mines go off
            if car is not None and car["id"] in self.units and car["hex"] in self.mines \
                    and car["hex"] != (src if car is u else old_w):
                self._mine(car)
        if uid not in self.units:
            return
        opt = self.sc.get("options", {}).get("supply_train")
        if opt and self.field.terrain[dest] == "station" and self._disembark_hexes():
            self.phase = "disembark"

    def _place_train(self, u, dest, w, wdest) -> None:
        for v in (u, w):
            if v is not None:
                del self.at[v["hex"]]
                self._unzero(v["id"])
        u["hex"] = dest
        self.at[dest] = u["id"]
        if w is not None:
            w["hex"] = wdest
            self.at[wdest] = w["id"]

    # ------------------------------------------------------------------ supply train reinforcements
    def _disembark_hexes(self) -> list:
        loco = next((v for v in self.units.values() if v.get("special") == "loco" and v["side"] ==
                     self.side_of(self.active)), None)
        if loco is None or not any(v.get("aboard") for v in (loco, self._partner(loco)) if v):
            return []
        f = self.field
        out = set()
        for v in (loco, self._partner(loco)):
            if v is None:
                continue
            for n in D.neighbours(*v["hex"]):
                if n not in self.at and not f.impassable(n, INFANTRY) and f.terrain[n] not in ("ocean", "river") \
                        and not (self.obstacles.get(n) and INFANTRY in D.OBSTACLE[self.obstacles[n][0]].impassable):
                    out.add(n)
        return sorted(out)

    def _disembark(self, h) -> None:
        loco = next(v for v in self.units.values() if v.get("special") == "loco" and v["side"] ==
                    self.side_of(self.active))
        car = next(v for v in (loco, self._partner(loco)) if v and v.get("aboard"))
        car["aboard"] -= 1
        side = self.sc[loco["side"]]["side"]
        kind = "tank" if car.get("cargo") == ARMOR else "inf"     # a supply train carries infantry or armor
        self._add_unit(self.next_uid, {"at": list(h), "name": kind + ("ger" if side == "axis" else "ru")})
        self.units[self.next_uid]["side"] = loco["side"]
        self.units[self.next_uid]["nation"] = loco["nation"]
        self.no_battle.add(self.next_uid)
        self.next_uid += 1
        self.say(f"Reinforcements get off the train at the station onto {hex_name(h)}.")
        if not self._disembark_hexes():
            self.phase = "move"

    # ------------------------------------------------------------------ battle
    def _hits(self, faces: list, target, stars: bool = False) -> int:
        if self._car(target):
            return faces.count("grenade")          # a train is hit on grenades only
        return super()._hits(faces, target, stars)

    def _may_battle(self, uid: int) -> bool:
        u = self.units.get(uid)
        if u is not None and u.get("special") == "armored_wagon":
            # the wagon's artillery fires even after the train moved
            return self.battles.get(uid, 0) > 0 and uid not in self.no_battle
        return super()._may_battle(uid)

    def _lose(self, u, n: int, attacker_side: str) -> bool:
        if not self._car(u) or n <= 0:
            return super()._lose(u, n, attacker_side)
        w = self._partner(u)
        if w is not None:
            super()._lose(w, n, attacker_side)     # the two cars take every hit together
        return super()._lose(u, n, attacker_side)

    def _retreat(self, u, flags: int) -> None:
        if not self._car(u):
            super()._retreat(u, flags)
            return
        loco = u if u["special"] == "loco" else self._partner(u)
        if loco is None or loco.get("special") != "loco":
            # a wagon without its locomotive cannot roll: a figure a flag
            self._lose(u, flags, attacker_side=other(u["side"]))
            return
        # back against the locomotive's last travel: wagon first after running forward, locomotive first after
        # running back
        plans = self._train_plans(loco, mines=False)     # a retreat runs through minefields
        back = "forward" if loco.get("heading") == "back" else "back"
        w = self._partner(loco)
        behind = tuple(loco["behind"]) if loco.get("behind") else None
        if w is not None:
            way = [(p[0], h, p) for h, p in plans.items() if p[2] == back]
        else:                                   # alone: back toward the hex it last came from
            way = [(p[0], h, p) for h, p in plans.items() if behind is None or p[3] == behind]
        best = max((d for d, _, _ in way if d <= flags), default=0)
        if best:
            d, h, p = sorted(x for x in way if x[0] == best)[0]
            src = loco["hex"]
            self._place_train(loco, h, w, p[1])
            self.say(f"The train falls back from {hex_name(src)} to {hex_name(h)}.")
        if flags > best:
            self._lose(loco, flags - best, attacker_side=other(loco["side"]))

    # ------------------------------------------------------------------ choices
    def _disembark_choices(self) -> list:
        """The units aboard may get off (``disembark H``) or stay aboard for a later station (``done``)."""
        return [f"disembark {hex_name(h)}" for h in self._disembark_hexes()] + ["done"]

    def _order_train(self, h) -> bool:
        """Ordering a locomotive orders its wagon too; True when that happened."""
        u = self.units[self.at[h]]
        w = self._partner(u) if u.get("special") == "loco" else None
        if w is None:
            return False
        self.ordered += [u["id"], w["id"]]
        return True
