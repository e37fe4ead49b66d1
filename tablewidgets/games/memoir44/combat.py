"""Memoir '44: movement, battle (dice, line of sight, hits, flags, retreats, taking ground) and the
special cards' strikes, as a part of the rules model (:class:`.rules.Memoir44`)."""

from __future__ import annotations

from . import data as D
from .data import ARMOR, ARTILLERY, DECK, FACES, INFANTRY, hex_name, parse_hex


def other(side: str) -> str:
    return "top" if side == "bottom" else "bottom"


class Combat:
    """Moving units and resolving battles; mixed into the rules model."""

    # ================================================================== movement
    def move_limits(self, u) -> tuple:
        """(hexes the unit may move, hexes after which it may still battle)."""
        total, battle = self._move_limits(u)
        if self._short_of_supplies(u):
            return max(0, total - 1), max(0, battle - 1)
        return total, battle

    def _move_limits(self, u) -> tuple:
        key = self.effect
        t = u["type"]
        if self.second_move or key == "behind_enemy_lines":
            return 3, 3
        if key == "artillery_bombard" and t == ARTILLERY:
            return 3, 0
        sp = u.get("special")
        if sp:
            _, _, _, moves, battle_after = D.SPECIAL_UNITS[sp]
            if t == ARMOR and self.sc.get("options", {}).get("winter"):
                moves = battle_after = min(moves, D.WINTER_ARMOR_MOVE)
            if key == "infantry_assault" and t == INFANTRY:
                return max(moves, 3), max(battle_after, 2)
            return moves, battle_after
        if t == ARTILLERY and u.get("mobile"):
            return 2, 1               # mobile artillery: 1 hex and battle, or 2 and not
        if key == "infantry_assault" and t == INFANTRY:
            return 3, 2
        if t == INFANTRY:
            if self._swa(u) and u.get("early"):
                return 2, 0           # an early-war special weapon moves or battles
            if u.get("nation") == "JP":
                return 2, 2           # banzai: 2 hexes and still battle, in close assault only
            return 2, (2 if u["elite"] else 1)
        if t == ARMOR:
            if self.sc.get("options", {}).get("winter"):
                return D.WINTER_ARMOR_MOVE, D.WINTER_ARMOR_MOVE      # winter weather: armor moves 2 at most
            return (2, 2) if u.get("slow") else (3, 3)
        return 1, 0

    def destinations(self, u) -> dict:
        """hex -> (hexes moved, may battle after) for every hex the ordered unit may end its move on."""
        f = self.field
        start = u["hex"]
        total, battle_max = self.move_limits(u)
        if u.get("special") in D.SEA_UNITS:
            return self._sailing(u, total)      # a destroyer or an aircraft carrier
        ignore = self.effect == "behind_enemy_lines" or self.second_move
        shelled = self._shelled()
        if f.terrain[start] == "ocean":
            total = 2 if u.get("craft") else 1    # a landing craft moves up to 2 hexes
        out = {}

        def walk(road_only: bool, limit: int, bmax: int):
            best = {start: 0}
            frontier = [(0, start)]
            while frontier:
                frontier.sort()
                d, h = frontier.pop(0)
                if d > best.get(h, 99):
                    continue
                for n in D.neighbours(*h):
                    if n in self.at or (f.impassable(n, u["type"]) and not self._by_boat(u, n)):
                        continue
                    if road_only and not f.is_road(n):
                        continue
                    if f.span_blocks(h, n) or f.wadi_blocks(h, n):
                        continue
                    o = self.obstacles.get(n)
                    if o and u["type"] in D.OBSTACLE[o[0]].impassable:
                        continue
                    if u.get("craft") and o and o[0] == "hedgehog":
                        continue      # a landing craft never moves onto hedgehogs
                    tn, th = f.terrain[n], f.terrain[h]
                    if tn == "pier" and th == "ocean":
                        continue      # a pier is entered from land or a beach only
                    if tn in D.MOUNTAINS and th not in ("hill", "cave") + D.MOUNTAINS:
                        continue
                    if th in D.MOUNTAINS and tn not in ("hill", "cave") + D.MOUNTAINS:
                        continue
                    k = f.kind(n)
                    cost = 1
                    bh = f.behavior.get(n, "")
                    if bh in ("CLIFF", "BLUFF") and th == "beach":
                        if u["type"] != INFANTRY:
                            continue
                        cost = 2
                    if bh == "STEEP_HILL" and th != "hill":
                        cost = 2
                    if not ignore and k.adjacent_to_enter and d > 0:
                        continue
                    nd = d + cost
                    fun = u.get("funnies")
                    if nd > limit or (tn == "beach" and nd > 2 and fun != "bobbin"):
                        continue
                    free = (fun == "bobbin" and (tn == "marsh" or (o is not None and o[0] == "wire"))) \
                        or (fun == "fascine" and tn in ("ford", "trenches"))     # Hobart's funnies
                    stop = (tn == "ocean" and not u.get("craft")) or tn == "beach" and bool(u.get("craft")) \
                        or (tn == "river" and n not in f.bridges) or n in self.mines \
                        or n in shelled or (n in f.rail_bridges and u["type"] != INFANTRY) or (not ignore and not free and ((k.stop and not (tn == "ocean" and u.get("craft")))
                                                                 or (o is not None and D.OBSTACLE[o[0]].stop)
                                                             or (h == start and f.kind(h).stop_leaving
                                                                 and not (fun == "bobbin" and th == "marsh"))
                                                             or u["type"] in k.stop_for
                                                             or (k.stop_up and f.height(h) < k.height)))
                    can = nd <= bmax and not (not ignore and not self._any_ground(u) and k.no_battle_in)
                    if not ignore and (u["type"] in k.no_battle_for or u["type"] in k.no_battle_entering_for
                                       or u["type"] in f.kind(start).no_battle_for):
                        can = False       # armor moving into or out of a marsh, infantry into a fish pond
                    if k.battle_if_adjacent and not ignore and d > 0:
                        can = False       # into the jungle: battle only after a one-hex step from next to it
                    prev = out.get(n)
                    if prev is None or (can and not prev[1]) or (can == prev[1] and nd < prev[0]):
                        out[n] = (nd, can)
                    if not stop and nd < best.get(n, 99):
                        best[n] = nd
                        frontier.append((nd, n))

        walk(False, total, battle_max)
        if self._japanese(u) and f.terrain[start] in D.CAVES and not ignore:
            for h in D.HEXES:         # from cave to empty cave: a whole move, and it may still battle
                if h != start and f.terrain[h] in D.CAVES and h not in self.at:
                    out[h] = (1, True)
        if f.is_road(start) and not ignore:
            # winter weather: armor on a road all the way moves 1 more, to 3 at most
            walk(True, min(total + 1, 3) if self.sc.get("options", {}).get("winter") and u["type"] == ARMOR
                 else total + 2 if u.get("special") == "supply_truck" else total + 1,   # a truck: 2 more on a road
                 battle_max + 1 if battle_max else 0)
        return out

    def _at_sea(self, h) -> bool:
        """An ocean hex a destroyer or an aircraft carrier may sail on: none next to a beach."""
        f = self.field
        return f.terrain[h] == "ocean" and not any(f.terrain[n] == "beach" for n in D.neighbours(*h))

    def _sailing(self, u, total: int) -> dict:
        """A destroyer (or an aircraft carrier) moves up to 2 ocean hexes, never next to a beach; a destroyer may
        still battle."""
        best, frontier = {u["hex"]: 0}, [u["hex"]]
        while frontier:
            h = frontier.pop(0)
            for n in D.neighbours(*h):
                if n in best or n in self.at or not self._at_sea(n) or best[h] + 1 > total:
                    continue
                best[n] = best[h] + 1
                frontier.append(n)
        return {h: (d, True) for h, d in best.items() if d > 0}

    def _by_boat(self, u, h) -> bool:
        """Infantry with collapsible boats may move onto a river hex (and must stop there)."""
        return bool(u.get("boat")) and u["type"] == INFANTRY and self.field.terrain[h] == "river" \
            and h not in self.field.bridges and not self.field.behavior.get(h, "").startswith("IMPASSABLE")

    def _landed(self, u, src) -> None:
        """A unit in a boat that leaves the river onto land abandons its boat."""
        if u.get("boat") and self.field.terrain[src] == "river" and self.field.terrain[u["hex"]] != "river":
            u["boat"] = False

    @staticmethod
    def _any_ground(u) -> bool:
        """French resistance, ski troops and snipers may battle after moving onto any terrain."""
        return bool(u["resistance"]) or u.get("special") in ("ski", "sniper")

    def _unzero(self, uid: int) -> None:
        """A unit that moves leaves the big guns' cross-hairs; a big gun that moves loses its markers."""
        ch = getattr(self, "crosshairs", None)
        if not ch:
            return
        ch.pop(uid, None)
        for gun in list(ch):
            ch[gun] = [m for m in ch[gun] if m[0] != uid]
            if not ch[gun]:
                del ch[gun]

    def _zeroed(self, gun, target) -> bool:
        return any(m[0] == target["id"] for m in getattr(self, "crosshairs", {}).get(gun["id"], ()))

    def _move(self, uid: int, dest) -> None:
        u = self.units[uid]
        self._unzero(uid)
        u["camouflage"] = False               # a camouflaged unit that moves is seen
        d, can = self.destinations(u)[dest]
        src = u["hex"]
        o = self.obstacles.get(src)
        if o and o[0] == "sandbags" and not o[2]:
            del self.obstacles[src]
        del self.at[src]
        u["hex"] = dest
        self.at[dest] = uid
        self.moved[uid] = self.moved.get(uid, 0) + d
        self._landed(u, src)
        if u.get("craft") and self.field.terrain[dest] != "ocean":
            u["craft"] = False                # it lands: the craft goes, the unit stays and does not battle
            self.no_battle.add(uid)
        self.last_move[u["side"]] = [hex_name(src), hex_name(dest)]
        od = self.obstacles.get(dest)
        if od and od[0] == "wire" and u["type"] == ARMOR:   # a bobbin too rolls the wire up
            del self.obstacles[dest]
            self.say(f"The tanks flatten the wire on {hex_name(dest)}.")
        if not can or (self.field.terrain[dest] == "ocean" and u.get("special") != "destroyer"):
            self.no_battle.add(uid)
        self._risk(u)
        if uid in self.units and not (self.effect == "behind_enemy_lines" or self.second_move):
            self._mine(u)     # behind enemy lines the infiltrators slip through the mines
        if self.second_move:
            self.battles[uid] = 0

    # ================================================================== battle
    def dice(self, u, target, from_hex=None, extra: int = 0) -> int:
        """Battle dice of unit ``u`` against ``target`` (range, terrain, card bonuses)."""
        f = self.field
        a = from_hex or u["hex"]
        t = target["hex"]
        dist = D.distance(a, t)
        table = self.range_dice(u)
        if dist < 1 or dist > len(table):
            return 0
        n = table[dist - 1] + extra
        ti = 0 if u["type"] == INFANTRY else 1
        sniper = u.get("special") == "sniper"
        if self._mortar_set(u):
            pass                              # a mortar that has not moved ignores terrain protection
        elif sniper:
            n -= f.kind(a).offense[ti]        # a sniper ignores the target's terrain protection
            oa = self.obstacles.get(a)
            if oa:
                n -= D.OBSTACLE[oa[0]].offense[ti]
        elif u.get("special") == "tank_destroyer" and u["id"] not in self.moved:
            pass                              # a tank destroyer that has not moved ignores terrain protection
        elif u["type"] != ARTILLERY and u.get("engineer") and dist == 1:
            n -= f.kind(a).offense[ti]        # engineers close-assault past all terrain protection
            oa = self.obstacles.get(a)
            if oa:
                n -= D.OBSTACLE[oa[0]].offense[ti]
        elif u["type"] != ARTILLERY:
            red = 0
            k = f.terrain[t]
            kt = f.kind(t)
            if k in D.CAVES and self._japanese(target):
                red = 2                       # Japanese infantry in a cave: 2 dice less for any attacker
            elif k == "wadi" and f.terrain[a] == "wadi":
                red = 0                       # from inside the wadi: no protection
            elif kt.from_below:
                red = kt.defense[ti] if f.height(a) < kt.height else 0
            elif k in D.MOUNTAINS:
                red = 0 if f.terrain[a] in D.MOUNTAINS else 2
            else:
                red = f.kind(t).defense[ti]
            o = self.obstacles.get(t)
            if o:
                ob = D.OBSTACLE[o[0]]
                if o[1] is None or self._owner_side(o[1]) == target["side"]:
                    red = max(red, ob.defense[ti])
            if u.get("flamethrower") and dist == 1:
                red = min(red, 1)                 # flame throwers: at most 1 die less in close assault
            if target.get("special") == "meemies":
                red = 0                           # screaming meemies never benefit from terrain protection
            n -= red
            n -= f.kind(a).offense[ti]
            oa = self.obstacles.get(a)
            if oa:
                n -= D.OBSTACLE[oa[0]].offense[ti]
        elif u.get("special") == "heavy_at":
            pass                              # a heavy anti-tank gun ignores all terrain
        else:
            if f.terrain[a] == "ford":
                n -= 1                        # artillery too battles at 1 die less out of a ford
            if f.terrain[t] == "wadi" and f.terrain[a] != "wadi" or f.terrain[t] == "balka":
                n -= 1                        # artillery too battles at 1 die less into a wadi or a balka
            if f.terrain[a] == "balka":
                n -= 1                        # ... and out of a balka
        if f.terrain[a] == "river" and a not in f.bridges:
            n -= 1                            # battling out of a boat on the river: 1 die less
        shells = self._shelled()
        if a in shells or t in shells:
            n -= 1                            # smoke shells: 1 die less battling into or out of them
        if self._big_gun(u) and self._zeroed(u, target):
            n += 1                            # a target the big gun has zeroed in on: 1 die more
        if u["wittmann"] and u["id"] not in self.moved:
            n += 1
        if u.get("leader"):
            n += 1                            # a heroic leader: 1 die more
        ob_t = self.obstacles.get(t)
        if u.get("funnies") == "petard" and dist == 1 and ob_t and ob_t[0] in ("bunker", "field_bunker"):
            n += 1                            # a petard mortar: 1 die more close-assaulting a bunker
        if dist == 1 and self._japanese(u) and u["figures"] >= u["max"]:
            n += 1                            # seishin kyoiku: full-strength Japanese infantry in close assault
        return n

    def _japanese(self, u) -> bool:
        return u.get("nation") == "JP" and u["type"] == INFANTRY

    def _banzai(self, u) -> bool:
        """Japanese infantry that moved 2 hexes (beyond its usual 1) may only close-assault."""
        return self._japanese(u) and not u["elite"] and not self._swa(u) and self.moved.get(u["id"], 0) > 1 \
            and not self.second_move and self.effect not in ("behind_enemy_lines", "infantry_assault")

    @staticmethod
    def _swa(u) -> bool:
        return any(u.get(k) for k in D.SWA)

    def _set(self, u) -> bool:
        """A special weapon at work: an early-war one always (it cannot battle after moving), a late-war one
        when it has not moved this turn."""
        return bool(u.get("early")) or u["id"] not in self.moved

    def _mortar_set(self, u) -> bool:
        """A mortar at work: no line of sight and no terrain protection (late war: range 3 2 1 1 too)."""
        return bool(u.get("mortar")) and self._set(u)

    def range_dice(self, u) -> tuple:
        if u.get("special"):
            return D.SPECIAL_UNITS[u["special"]][2]
        if self._spotting(u):
            return D.SPECIAL_UNITS["big_gun"][2]      # forward spotting: the artillery fires like a big gun
        if u["type"] == ARTILLERY and not u.get("mobile") and self.field.terrain[u["hex"]] in D.MOUNTAINS:
            return D.MOUNTAIN_ARTILLERY_DICE  # artillery set on a mountain fires further
        return D.MORTAR_DICE if self._mortar_set(u) and not u.get("early") else D.RANGE_DICE[u["type"]]

    def _owner_side(self, owner: str) -> str:
        return "top" if self.sc["top"]["side"] == owner else "bottom"

    def targets(self, u) -> dict:
        """target uid -> dice for every enemy unit ``u`` may battle now."""
        f = self.field
        if (f.terrain[u["hex"]] == "ocean" and u.get("special") != "destroyer") or u.get("craft"):
            return {}
        close_extra = 0 if self.effect == "firefight" else self.bonus
        if self.effect == "armor_assault" and u["type"] == ARMOR:
            close_extra = 1
        extra = self.bonus
        enemies = [v for v in self.units.values() if v["side"] != u["side"]]
        if u.get("special") == "sniper":
            enemies = [v for v in enemies if v["type"] != ARMOR]    # a sniper never targets armor
        adj = [v for v in enemies if D.distance(v["hex"], u["hex"]) == 1]
        enemies = [v for v in enemies if not v.get("camouflage") or D.distance(v["hex"], u["hex"]) == 1]
        out = {}
        if adj:
            for v in adj:
                n = self.dice(u, v, extra=close_extra)
                if n > 0:
                    out[v["id"]] = n
            return out
        if self.effect in ("close_assault",) or self._banzai(u):
            return {}
        smoke = list(getattr(self, "smoke", None) or ()) + list(self._shelled())
        blockers = {**self.at, **{h: -1 for h in smoke}} if smoke else self.at
        for v in enemies:
            d = D.distance(v["hex"], u["hex"])
            if d > len(self.range_dice(u)) or (getattr(self, "night", None) and d > self.night):
                continue
            if self._mortar_set(u):
                pass
            elif u["type"] == ARTILLERY and u.get("special") != "heavy_at":
                if self._across_shells(u["hex"], v["hex"]):
                    continue                  # smoke shells block every line of sight, artillery's too
                if f.over_blocking_hill(u["hex"], v["hex"]):
                    continue
            elif not f.sight(u["hex"], v["hex"], blockers, self.obstacles):
                continue
            if u["type"] == INFANTRY and f.across_wide_river(u["hex"], v["hex"]):
                continue
            if u["type"] != ARTILLERY and (f.terrain[u["hex"]] == "wadi") != (f.terrain[v["hex"]] == "wadi"):
                continue              # into or out of a wadi infantry and armor battle only next to the target
            n = self.dice(u, v, extra=extra)
            if n > 0:
                out[v["id"]] = n
        return out

    def _may_battle(self, uid: int) -> bool:
        u = self.units.get(uid)
        if u is None or self.battles.get(uid, 0) <= 0 or uid in self.no_battle:
            return False
        if u["type"] == ARTILLERY and uid in self.moved and not u.get("mobile") and u.get("special") != "destroyer":
            return False
        if u["type"] in self.field.kind(u["hex"]).no_battle_inside and u.get("funnies") != "fascine":
            return False          # armor in trenches (a fascine may battle from them)
        return True

    def roll(self, n: int) -> list:
        return [FACES[self.rng.randint(0, 5)] for _ in range(max(0, n))]

    def _hits(self, faces: list, target, stars: bool = False) -> int:
        t = target["type"]
        hit = 0
        if target.get("special") == "sniper":
            return sum(1 for x in faces if x == "grenade" or (stars and x == "star"))  # hit on grenades only
        if target.get("special") == "carrier":
            return faces.count("grenade")     # an aircraft carrier is hit by grenades only
        for x in faces:
            if x == "grenade" or (x == t and t != ARTILLERY) or (stars and x == "star"):
                hit += 1
        return hit

    def _strike(self, attacker, target, n: int, close: bool, kind: str = "battle") -> None:
        """Roll ``n`` dice at ``target`` and apply hits and flags; may leave a retreat pending."""
        stars = kind == "air" or (attacker is not None and attacker.get("special") == "sniper" and kind == "battle")
        faces = self.roll(n)
        hits = self._hits(faces, target, stars)      # a sniper hits on its target's symbol and on stars
        if attacker is not None and kind == "battle" and attacker.get("special") in ("heavy_at", "tank_destroyer") \
                and target["type"] == ARMOR:
            hits += faces.count("star")       # a heavy anti-tank gun or a tank destroyer hits armor on stars
        if kind in ("battle", "air") and not close and self.sc.get("options", {}).get("reduced_visibility"):
            # reduced visibility: the target's symbol hits only in close assault
            hits -= sum(1 for x in faces if x == target["type"] and target["type"] != ARTILLERY
                        and target.get("special") != "sniper")
        if attacker is not None and kind == "battle" and self._set(attacker) and (
                (attacker.get("antitank") and target["type"] == ARMOR)
                or (attacker.get("machinegun") and target["type"] == INFANTRY)):
            hits += faces.count("star")       # an anti-tank gun hits armor on stars, a machine gun infantry
        ob_t = self.obstacles.get(target["hex"])
        if attacker is not None and attacker.get("funnies") == "petard" and close and "star" in faces \
                and ob_t and ob_t[0] in ("bunker", "field_bunker"):
            del self.obstacles[target["hex"]]     # the petard's star blows the bunker away
            self.say(f"The petard mortar destroys the bunker on {hex_name(target['hex'])}.")
        if target.get("disguised") and hits:
            # Brandenburgers in disguise: the attacker re-rolls one die and needs an infantry symbol
            again = self.roll(1)
            faces = faces + ["re-roll:"] + again
            if again[0] == "infantry":
                target["disguised"] = False   # unmasked: the enemy figure goes and the roll counts
            else:
                hits = 0
                faces = [f for f in faces if f != "flag"]    # the whole roll is ignored
        if target["tiger"] and hits:
            again = self.roll(hits)
            hits = 1 if "grenade" in again else 0
            faces = faces + ["re-roll:"] + again
        flags = faces.count("flag")
        who = hex_name(attacker["hex"]) if attacker else self.seat_name(self.active)
        self.last_roll = {"seat": self.active, "faces": faces, "from": hex_name(attacker["hex"]) if attacker else None,
                          "to": hex_name(target["hex"]), "hits": min(hits, target["figures"]), "flags": flags}
        self.say(f"{who} rolls {n} at {hex_name(target['hex'])}: {', '.join(faces)} "
                 f"({hits} hit{'s' if hits != 1 else ''}, {flags} flag{'s' if flags != 1 else ''}).")
        if self._lose(target, hits, attacker_side=other(target["side"])):
            return
        if attacker is not None and kind == "battle" and hits > 0 and self._big_gun(attacker):
            marks = self.crosshairs.setdefault(attacker["id"], [])
            if not self._zeroed(attacker, target) and len(marks) < D.BIG_GUN_MARKERS:
                marks.append([target["id"], hex_name(target["hex"])])    # the big gun zeroes in on the target
        if flags:
            incendiary = attacker is not None and attacker.get("special") == "meemies"   # no flag ignored
            ignore = 0 if kind in ("air", "barrage") or incendiary else self._ignorable(target)
            flags = max(0, flags - ignore)
        if flags:
            self._retreat(target, flags)
        elif close and attacker is not None and target["figures"] == 1 and self._bcf(target["side"]) \
                and kind == "battle" and attacker.get("special") != "sniper":
            back = self.roll(1)
            h = self._hits(back, attacker)
            self.say(f"Stiff upper lip: {hex_name(target['hex'])} battles back: {back[0]}.")
            self._lose(attacker, h, attacker_side=target["side"])

    def _bcf(self, side: str) -> bool:
        return self.sc.get("options", {}).get("bcf") == side

    def _ignorable(self, u) -> int:
        n = 1 if u["ignore_flag"] or u.get("leader") or u.get("special") in ("destroyer", "carrier", "loco",
                                                                               "wagon", "armored_wagon") else 0
        # a heroic leader, a destroyer, an aircraft carrier and a train ignore one flag
        f = self.field
        kind = f.kind(u["hex"])
        if kind.ignore_all_flags:
            return 99             # a fortress: every flag is ignored
        cover = kind.ignore_flag and u["type"] in kind.flag_types
        o = self.obstacles.get(u["hex"])
        if o:
            ob = D.OBSTACLE[o[0]]
            if ob.ignore_flag and u["type"] in ob.ignore_flag_types and \
                    (o[1] is None or self._owner_side(o[1]) == u["side"]):
                cover = True
        if cover:
            n = max(n, 1)
        if self._japanese(u):
            n = max(n, 2 if cover else 1)     # yamato damashii: 1 flag always, 2 where the ground saves one
            if f.terrain[u["hex"]] in D.CAVES:
                return 99                     # in a cave: every flag
        if u["type"] == ARTILLERY and self._italian(u):
            n = max(n, 1)                     # Italian artillery bravery
        return n

    def _italian(self, u) -> bool:
        """A unit of the Italian Royal Army in a scenario where its rules are in effect."""
        return u.get("nation") == "IT" and bool(self.sc.get("options", {}).get("italian"))

    def _lose(self, u, n: int, attacker_side: str) -> bool:
        """Remove ``n`` figures; True when the unit is eliminated (its medal goes to the attacker)."""
        if n <= 0:
            return False
        u["figures"] -= n
        if u["figures"] > 0:
            return False
        self._unzero(u["id"])
        h = u["hex"]
        del self.at[h]
        del self.units[u["id"]]
        o = self.obstacles.get(h)
        if o and o[0] == "sandbags" and not o[2]:
            del self.obstacles[h]
        self.medals[self.seat_of(attacker_side)] += u["medal"]
        if u.get("leader"):
            self._leader_falls(u, attacker_side)
        self.say(f"The unit on {hex_name(h)} is eliminated: a medal for the {self.seat_name(self.seat_of(attacker_side))}."
                 if u["medal"] else f"The unit on {hex_name(h)} is eliminated (it is worth no medal).")
        self.battles.pop(u["id"], None)
        loser = self.seat_of(u["side"])
        if self.sc.get("options", {}).get("italian_high_command") == self.sc[u["side"]]["side"] \
                and len(self.hands[loser]) > 3:
            cid = self.hands[loser].pop(self.rng.randint(0, len(self.hands[loser]) - 1))
            self.discard.append(cid)
            self.reveal()
            self.say(f"Italian High Command: the {self.seat_name(loser)} lose a command card ({D.card_title(cid)}).")
        return True

    def _resupplies(self) -> list:
        """Re-supply: an ordered half-track or supply truck that may still battle hands figures to a weakened
        friendly unit next to it instead (``supply V U``)."""
        out = []
        for uid in self.ordered:
            v = self.units.get(uid)
            if v is None or v.get("special") not in D.RESUPPLY or self.battles.get(uid, 0) <= 0 \
                    or uid in self.no_battle:
                continue
            for n in D.neighbours(*v["hex"]):
                w = self.unit_at(n)
                if w is not None and w["side"] == v["side"] and w["figures"] < w["max"]:
                    out.append(f"supply {hex_name(v['hex'])} {hex_name(n)}")
        return out

    def _resupply(self, vid: int, wid: int) -> None:
        v, w = self.units[vid], self.units[wid]
        n = min(v["figures"], w["max"] - w["figures"])
        w["figures"] += n
        v["figures"] -= n
        self.battles[vid] = 0
        self.no_battle.add(wid)               # neither battles this turn
        self.battles[wid] = 0
        self.say(f"The vehicle on {hex_name(v['hex'])} re-supplies the unit on {hex_name(w['hex'])}: {n} figure"
                 f"{'s' if n != 1 else ''}.")
        if v["figures"] <= 0:                 # it gave its last figure: removed, at no medal cost
            del self.at[v["hex"]]
            del self.units[vid]

    # ------------------------------------------------------------------ smoke shells
    def _shelled(self) -> set:
        return {tuple(s[0]) for s in getattr(self, "shells", ())}

    def _across_shells(self, a, b) -> bool:
        shells = self._shelled()
        if not shells:
            return False
        for p, q in self.field.line(a, b):
            if (p == q and p in shells) or (p in shells and q in shells):
                return True
        return False

    def _bridge_layers(self) -> list:
        """Hobart's assault bridge: instead of battling, lay a bridge on a river hex next to it (``span V H``)."""
        out = []
        for uid in self.ordered:
            u = self.units.get(uid)
            if u is None or u.get("funnies") != "bridge" or not self._may_battle(uid):
                continue
            out += [f"span {hex_name(u['hex'])} {hex_name(n)}" for n in D.neighbours(*u["hex"])
                    if self.field.terrain[n] == "river" and n not in self.field.bridges and n not in self.at]
        return out

    def _shell_choices(self) -> list:
        """Screaming meemies: instead of battling, smoke shells on up to 3 contiguous hexes within range."""
        sh = getattr(self, "shelling", None)
        if sh:
            u = self.units[sh["unit"]]
            near = {n for h in sh["hexes"] for n in D.neighbours(*h)} - set(sh["hexes"])
            return [f"shell {hex_name(h)}" for h in sorted(near)
                    if 1 <= D.distance(u["hex"], h) <= len(self.range_dice(u))] + ["shell done"]
        out = []
        for uid in self.ordered:
            u = self.units.get(uid)
            if u is not None and u.get("special") == "meemies" and self._may_battle(uid):
                out += [f"shell {hex_name(u['hex'])} {hex_name(h)}" for h in D.HEXES
                        if 1 <= D.distance(u["hex"], h) <= len(self.range_dice(u))]
        return out

    def _shell(self, words: list) -> None:
        sh = self.shelling
        if sh is None:
            uid = self.at[parse_hex(words[1])]
            h = parse_hex(words[2])
            self.battles[uid] = 0
            self.shelling = sh = {"unit": uid, "hexes": []}
        elif words[1] == "done":
            self.shelling = None
            return
        else:
            h = parse_hex(words[1])
        sh["hexes"].append(h)
        opp = 1 - self.active
        self.shells.append([h, opp, self.turns[opp]])      # lifted after the opponent's second turn
        self.say(f"Smoke shells on {hex_name(h)}.")
        if len(sh["hexes"]) == 3:
            self.shelling = None

    def _leader_falls(self, u, attacker_side: str) -> None:
        """The unit of a heroic leader is eliminated: on a star the leader is lost too (one medal more),
        otherwise he joins the nearest infantry unit of his side."""
        faces = self.roll(D.LEADER_DICE)
        if "star" in faces:
            self.medals[self.seat_of(attacker_side)] += 1
            self.say(f"The heroic leader falls with his unit ({', '.join(faces)}): one medal more.")
            return
        near = sorted((D.distance(v["hex"], u["hex"]), v["hex"], v["id"]) for v in self.units.values()
                      if v["side"] == u["side"] and v["type"] == INFANTRY and not v.get("leader"))
        if near:
            self.units[near[0][2]]["leader"] = True
            self.say(f"The heroic leader survives ({', '.join(faces)}) and joins the unit on {hex_name(near[0][1])}.")

    def retreat_options(self, u, flags: int) -> tuple:
        """(endpoints, figures lost) of a retreat of ``flags`` hexes toward the unit's own side."""
        step = -1 if u["side"] == "top" else 1
        f = self.field
        per = 3 if u["resistance"] or self._italian(u) or u.get("special") in ("ski", "sniper") else \
            2 if u.get("special") in D.RETREAT_2 or u.get("funnies") else 1
        # resistance, Italian motorized divisions, ski troops and snipers: 1 to 3 hexes a flag
        o = self.obstacles.get(u["hex"])
        if u["type"] == ARTILLERY and o and o[0] == "bunker":
            return [], flags
        if u["type"] in (ARMOR, ARTILLERY) and o and o[0] == "field_bunker":
            return [], flags
        if f.terrain[u["hex"]] == "river" and u["hex"] not in f.bridges:
            return [], flags                  # in a boat on the river: a figure lost for each flag
        level = {u["hex"]}
        reach = {0: {u["hex"]}}
        for d in range(1, flags * per + 1):
            nxt = set()
            for h in level:
                for dc in (-1, 1):
                    n = (h[0] + step, h[1] + dc)
                    if u.get("special") in D.SEA_UNITS:
                        if D.on_board(*n) and n not in self.at and self._at_sea(n):
                            nxt.add(n)        # a destroyer or a carrier falls back at sea only
                        continue
                    if u.get("craft") and D.on_board(*n) and n not in self.at and f.terrain[n] == "ocean":
                        nxt.add(n)            # a unit in a landing craft falls back with it at sea
                        continue
                    if not D.on_board(*n) or n in self.at or f.impassable(n, u["type"]) \
                            or f.terrain[n] == "ocean" or f.wadi_blocks(h, n):
                        continue
                    ob = self.obstacles.get(n)
                    if ob and u["type"] in D.OBSTACLE[ob[0]].impassable:
                        continue
                    nxt.add(n)
            if not nxt:
                break
            reach[d] = nxt
            level = nxt
        best = max(reach)
        if best >= flags:
            ends = set()
            for d in range(flags, best + 1):
                ends |= reach[d]
            return sorted(ends), 0
        return sorted(reach[best]) if best > 0 else [], flags - best

    def _retreat(self, u, flags: int) -> None:
        ends, loss = self.retreat_options(u, flags)
        if loss and self._lose(u, loss, attacker_side=other(u["side"])):
            return
        if not ends:
            return
        if len(ends) == 1:
            self._retreat_to(u, ends[0])
        else:
            self.pending = {"kind": "retreat", "unit": u["id"], "ends": ends, "seat": self.seat_of(u["side"])}

    def _retreat_to(self, u, h) -> None:
        src = u["hex"]
        o = self.obstacles.get(src)
        if o and o[0] == "sandbags" and not o[2]:
            del self.obstacles[src]
        del self.at[src]
        u["hex"] = h
        self.at[h] = u["id"]
        self._unzero(u["id"])
        self.say(f"The unit on {hex_name(src)} retreats to {hex_name(h)}.")
        self._risk(u)

    def _battle(self, uid: int, tid: int) -> None:
        u, t = self.units[uid], self.units[tid]
        n = self.targets(u)[tid]
        u["camouflage"] = False               # ... and so is one that battles
        u["disguised"] = False                # Brandenburgers that battle drop their disguise
        self.battles[uid] -= 1
        close = D.distance(u["hex"], t["hex"]) == 1
        self.last_move[u["side"]] = [hex_name(u["hex"]), hex_name(t["hex"])]
        target_hex = t["hex"]
        if close and self._holds_ambush(t["side"]):
            self._ambush(t, u)
            if uid not in self.units or self.pending:
                return      # the attacker was destroyed or must retreat: its attack is lost
        self._strike(u, t, n, close)
        self.queue.append({"kind": "take_ground", "unit": uid, "hex": target_hex, "close": close})

    def _holds_ambush(self, side: str) -> bool:
        seat = self.seat_of(side)
        return any(DECK[c][0] == "ambush" for c in self.hands[seat])

    def _ambush(self, defender, attacker) -> None:
        seat = self.seat_of(defender["side"])
        cid = next(c for c in self.hands[seat] if DECK[c][0] == "ambush")
        self.hands[seat].remove(cid)
        self.discard.append(cid)
        self.reveal()
        self.say(f"Ambush! The {self.seat_name(seat)} unit on {hex_name(defender['hex'])} battles first.")
        n = self.dice(defender, attacker)
        if n > 0:
            self._strike(defender, attacker, n, True, kind="ambush")
        self._draw(seat, 1)

    def _take_ground(self, task: dict) -> None:
        uid = task["unit"]
        u = self.units.get(uid)
        h = task["hex"]
        if u is None or not task["close"] or h in self.at:
            return
        furia = self._furia_targets(u) if task.get("furia", True) else []
        if self._may_take_ground(u, h) or furia:
            self.pending = {"kind": "advance", "unit": uid, "hex": h if self._may_take_ground(u, h) else None,
                            "seat": self.seat_of(u["side"]), "furia": furia}

    def _may_take_ground(self, u, h) -> bool:
        if u["type"] == ARTILLERY or self._swa(u):
            return False                 # a unit with a special weapon never takes ground
        if D.distance(u["hex"], h) != 1 or self.field.impassable(h, u["type"]):
            return False
        o = self.obstacles.get(h)
        if o and u["type"] in D.OBSTACLE[o[0]].impassable:
            return False
        if self.field.behavior.get(h) == "CLIFF" and self.field.terrain[u["hex"]] == "beach":
            return False
        if self.field.terrain[h] == "ocean":
            return False
        if self.field.kind(h).battle_if_adjacent and u["type"] == ARMOR and self.moved.get(u["id"], 0) >= 1:
            return False  # armor takes ground into a jungle only when it battled from where it started
        return True

    def _advance(self, uid: int, h) -> None:
        u = self.units[uid]
        src = u["hex"]
        oa = self.obstacles.get(src)
        if oa and oa[0] == "sandbags" and not oa[2]:
            del self.obstacles[src]
        del self.at[src]
        u["hex"] = h
        self.at[h] = uid
        self._unzero(uid)
        self._landed(u, src)
        self.say(f"The unit on {hex_name(src)} takes ground on {hex_name(h)}.")
        self._mine(u, sweep=False)
        if uid not in self.units:
            return
        od = self.obstacles.get(h)
        if od and od[0] == "wire" and u["type"] == ARMOR:
            del self.obstacles[h]
        mounted = u["type"] == ARMOR or u.get("special") == "cavalry"    # cavalry overruns like armor
        if mounted and (self.field.kind(h).no_overrun or u.get("special") in D.NO_OVERRUN):
            self.overrun.add(uid)          # onto a marsh: the ground is taken, no overrun follows
        if mounted and uid not in self.overrun:
            self.overrun.add(uid)
            self.battles[uid] = self.battles.get(uid, 0) + 1
            self.no_battle.discard(uid)
        if u["type"] == ARMOR and self.sc.get("options", {}).get("desert") and not self.pending:
            steps = self.desert_steps(u)
            if steps:
                self.pending = {"kind": "desert", "unit": uid, "ends": steps, "seat": self.seat_of(u["side"])}

    # ================================================================== special cards
    def air_targets(self) -> list:
        enemy = other(self.side_of(self.active))
        picks = [parse_hex(x) for x in self.air]
        out = []
        for v in self.units.values():
            if v["side"] != enemy or hex_name(v["hex"]) in self.air:
                continue
            if picks and not any(D.distance(v["hex"], p) == 1 for p in picks):
                continue
            if not picks and self.section is not None and \
                    self.section not in self.field.section_of(v["hex"], self.side_of(self.active)):
                continue     # an air strike from a Recon card takes at least one hex of that card's section
            out.append(v["id"])
        seen = [t for t in out if not self.units[t].get("camouflage")]   # camouflaged units are not seen
        return sorted(seen if seen or self.air else out)

    def _air_strike(self) -> None:
        per = 2 if self.sc[self.side_of(self.active)]["side"] == "allies" else 1
        if self.sc.get("options", {}).get("winter"):
            per = 1                           # winter weather: 1 die a hex for both sides
        for name in self.air:
            self.queue.append({"kind": "strike", "hex": name, "dice": per, "how": "air"})
        self.air = []
        self.phase = "strikes"

    def _heal(self, uid: int) -> None:
        u = self.units[uid]
        n = len(self.hands[self.active]) + 1
        faces = self.roll(n)
        sym = {INFANTRY: "infantry", ARMOR: "armor"}.get(u["type"])
        back = sum(1 for x in faces if x == "star" or x == sym)
        gain = min(back, u["max"] - u["figures"])
        u["figures"] += gain
        self.last_roll = {"seat": self.active, "faces": faces, "to": hex_name(u["hex"]), "why": "Medics"}
        self.say(f"Medics roll {', '.join(faces)}: {gain} figure{'s' if gain != 1 else ''} back on {hex_name(u['hex'])}.")
