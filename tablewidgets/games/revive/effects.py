"""Revive's effects: gains, tracks and machines, artifacts and the end, cards into slots, exploring,
building and populating (a part of the rules model, :class:`.rules.Revive`)."""

from __future__ import annotations

from . import data as D
from .geometry import NAMES, NEIGH, neighbours, rotate, sname, sparse, tile_of, tile_spaces


class Effects:
    # ------------------------------------------------------------------ effects
    def gain(self, seat, gains: dict) -> None:
        p = self.ps[seat]
        pend = self.turn["pending"]
        for k, n in gains.items():
            if k in ("gear", "book", "food", "crystal"):
                self.add_res(seat, k, n)
            elif k == "point":
                self._points(seat, n)
            elif k == "devotion":
                if self.exp:
                    self._devotion(seat, n)
                else:
                    self._points(seat, n)
            elif k == "energy":
                p["energy"] += n
            elif k == "refresh":
                for _ in range(n):
                    if p["used"]:
                        p["used"].pop()
            elif k == "star":
                for _ in range(n):
                    self._star(seat)
            elif k in D.TRACKS:
                for _ in range(n):
                    self.advance(seat, k)
            elif k == "crate":
                p["crates"] += n
            elif k == "range":
                self.turn["range"] += 2 * n
            else:
                for _ in range(n):
                    if k == "module":
                        if self.module_row and any(len(p["mods"][s]) < D.MODULE_ROOM[s] for s in D.SLOTS):
                            pend.append({"kind": "module", "seat": seat})
                    elif k == "card":
                        if self.market or self.deck:
                            pend.append({"kind": "card", "seat": seat})
                    elif k in ("adv", "any"):
                        pend.append({"kind": k, "seat": seat})
                    else:
                        raise AssertionError(k)

    def _points(self, seat, n, fresh=True) -> None:
        p = self.ps[seat]
        p["points"] += n
        if fresh and seat == self.turn["seat"]:
            self.turn["fresh"]["point"] += n
        for at, bonus in D.POINT_BONUSES:
            if p["peak"] < at <= p["points"]:
                self.gain(seat, bonus)
        p["peak"] = max(p["peak"], p["points"])

    def _devotion(self, seat, n, fresh=True) -> None:
        p = self.ps[seat]
        before = p["devotion"]
        p["devotion"] = min(D.DEVOTION_MAX, p["devotion"] + n)
        if fresh and seat == self.turn["seat"]:
            self.turn["fresh"]["devotion"] += p["devotion"] - before
        for at, reward in D.DEVOTION_REWARDS.items():
            if before < at <= p["devotion"] and at not in p.setdefault("dev_seen", []):
                p["dev_seen"].append(at)
                if reward == "scyphoz" and self.scyphoz:
                    cards = [self.scyphoz.pop() for _ in range(min(2, len(self.scyphoz)))]
                    self.reveal()
                    self.turn["pending"].append({"kind": "scyphoz", "cards": cards, "seat": seat})
                elif reward == "populate" and self._open_techs(seat) and \
                        seat not in self.meeples.get(f"loc{self.extra_loc}", []):
                    self.turn["pending"].append({"kind": "tech", "seat": seat})

    def _star(self, seat) -> None:
        """The tribe ability. An ability that needs something the tribe no longer has (a lantern left, a water
        space next to its building) cannot be used: the star is lost and moves no disc."""
        p = self.ps[seat]
        ability = self.tribe(seat)["ability"]
        if "lantern" in ability or "well" in ability:
            kind = "lantern" if "lantern" in ability else "well"
            if not (self.lantern_spaces(seat) if kind == "lantern" else self.well_spaces(seat)):
                self.say(f"{self.seat_name(seat)} cannot use the tribe ability now.")
                return
            self.turn["pending"].append({"kind": kind, "seat": seat})
        else:
            self.gain(seat, ability)
        if p["discs"] > 0:
            p["discs"] -= 1
            self._progress(seat)

    def _progress(self, seat) -> None:
        p = self.ps[seat]
        if p["progress"] >= len(D.PROGRESS):
            return
        bonus = D.PROGRESS[p["progress"]][1]
        p["progress"] += 1
        if bonus == "energy":
            p["energy"] += 1
        elif bonus == "artifact":
            self.get_artifact(seat)

    def advance(self, seat, track) -> None:
        p = self.ps[seat]
        if p["tracks"][track] >= D.TRACK_LENGTH:
            self.add_res(seat, D.TRACK_RESOURCE[track], 1)
            return
        p["tracks"][track] += 1
        pos = p["tracks"][track]
        if D.TRACK_HEXES.get((track, pos)) == "artifact":
            self.get_artifact(seat)
        for key, links in D.MACHINE_SLOTS.items():
            if key in p["unlocked"] or (track, pos) not in links or any(p["tracks"][t] < n for t, n in links):
                continue
            p["unlocked"].append(key)          # every linked space is reached: the machine is unlocked
            own = key[:-1]
            if key.endswith("1"):
                p["machines"][key] = 0
                self._progress(seat)
            elif self.mmarket[own]:
                self.turn["pending"].append({"kind": "machine", "track": own, "key": key, "seat": seat})
            else:
                self._progress(seat)

    def get_artifact(self, seat) -> None:
        p = self.ps[seat]
        if self.artifacts:
            self.turn["pending"].append({"kind": "artifact", "seat": seat})
        elif self.long_tokens and self.trigger is None:
            self.long_tokens -= 1
            p["tokens"].append(D.END_TOKEN_LATER)
            if self.long_tokens == 0:
                self._trigger(seat)
        else:
            p["tokens"].append(D.END_TOKEN_LATER)

    def _last_artifact(self, seat) -> None:
        self.ps[seat]["tokens"].append(D.END_TOKEN_FIRST)
        self.say(f"{self.seat_name(seat)} takes the 4-point token: the last artifact is gone.")
        if not self.long_tokens:
            self._trigger(seat)

    def _trigger(self, seat) -> None:
        if self.trigger is None:
            self.trigger = seat
            now = self.turn["seat"]      # the player who triggers it may do so during another's turn
            self.final = [(now + k) % self.players for k in range(1, self.players) if (now + k) % self.players != seat]
            self.say(f"The end is near: every other player has one more turn.")

    def lantern_spaces(self, seat) -> list:
        """Empty explored desert spaces with at most LANTERN_REACH spaces between them and a range source."""
        tribe = self.tribe(seat)
        p = self.ps[seat]
        if len(p["lanterns"]) >= tribe.get("tokens", 0):
            return []
        steps = self.distances(seat)
        taken = {s for q in self.ps for s in q["lanterns"]}
        return [s for s in NAMES if self.space.get(s) == "D" and s not in self.buildings and s not in taken
                and s in steps and steps[s] <= D.LANTERN_REACH + 1]

    def well_spaces(self, seat) -> list:
        """Water spaces with a bonus next to one of the seat's buildings."""
        out = set()
        for b, (owner, _) in self.buildings.items():
            if owner == seat:
                out |= {n for n in NEIGH[b] if self.space.get(n) == "W" and self.water.get(n)}
        return [s for s in NAMES if s in out]

    # ------------------------------------------------------------------ cards
    def _play_card(self, seat, cid, slot) -> None:
        p = self.ps[seat]
        p["active"].remove(cid)
        card = D.CARDS[cid]
        if slot.startswith("side"):
            part = slot.split("-")[1]
            slot = "side"
        else:
            part = "top" if slot.startswith("top") else "bottom"
        p["slots"][slot].append([cid, part, card["color"]])
        if card["color"] is None:
            self.turn["pending"].insert(0, {"kind": "color", "card": cid, "slot": slot, "seat": seat})
            return
        self._card_effects(seat, slot)

    def _card_effects(self, seat, slot) -> None:
        p = self.ps[seat]
        stack = p["slots"][slot]
        cid, part, color = stack[-1]
        self.gain(seat, D.CARDS[cid][part])
        for mid in p["mods"][slot]:
            if color in D.MODULES[mid]["colors"]:
                self.gain(seat, D.MODULES[mid]["gain"])
        for below, bpart, bcolor in stack[:-1]:
            if bcolor == color:
                self.gain(seat, D.CARDS[below][bpart])

    # ------------------------------------------------------------------ map actions
    def _explore(self, seat, key) -> None:
        self.pay(seat, self._explore_cost(seat, key))
        tile = self.tiles[key]
        tid = self.pool[tile["ring"]].pop()
        tile["id"] = tid
        self.reveal()
        self.ps[seat]["tiles"] += 1
        vast = tid in D.VAST_TILES
        self._points(seat, (D.VAST_TILES if vast else D.TILES)[tid]["points"])
        for i in self.has_tech(seat, "explore"):
            self.gain(seat, self.tribe(seat)["techs"][i]["gain"])
        if vast:
            self._place_tile(seat, key, 0)
        else:
            self.turn["pending"].insert(0, {"kind": "orient", "tile": key, "seat": seat})
            if self.market or self.deck:
                self.turn["pending"].insert(1, {"kind": "card", "seat": seat})

    def _place_tile(self, seat, key, rot) -> None:
        tile = self.tiles[key]
        tid = tile["id"]
        tile["rot"] = rot
        pos = tuple(map(int, key.split("-")))
        if tid in D.VAST_TILES:
            self.vast.add(key)
            self._lay(pos, ("XXX",) * 3, tid)
        else:
            info = D.TILES[tid]
            self._lay(pos, rotate(info["rows"], rot), tid, water=info["water"])
        self._dist = {}
        # buildings next to the new tile now get the bonuses of its spaces
        new = {sname(*rc) for rc in tile_spaces(pos)}
        for b, (owner, kind) in sorted(self.buildings.items(), key=lambda x: sparse(x[0])):
            near = [sname(*rc) for rc in neighbours(*sparse(b)) if sname(*rc) in new]
            if near:
                self._adjacent_rewards(owner, b, kind, near)

    def _build(self, seat, kind, s) -> None:
        p = self.ps[seat]
        self.pay(seat, self._build_cost(seat, kind, s))
        self.buildings[s] = [seat, kind]
        p["built"][kind] += 1
        near = [sname(*rc) for rc in neighbours(*sparse(s))]
        self._adjacent_rewards(seat, s, kind, near)
        if self.exp:
            for lkey, lid in sorted(self.lakes.items()):
                lake_sp = {sname(*rc) for rc in tile_spaces(tuple(map(int, lkey.split("-"))))}
                if any(sname(*rc) in lake_sp for rc in neighbours(*sparse(s))):
                    got = p["lake"].setdefault(str(lid), [])
                    if kind not in got:
                        got.append(kind)
                        self.gain(seat, {"devotion": D.LAKE_DEVOTION[kind]})

    def _adjacent_rewards(self, seat, s, kind, near) -> None:
        p = self.ps[seat]
        mult = 2 if kind == "large" else 1
        vast_seen = set()
        for n in near:
            ch = self.space.get(n)
            if ch in ("F", "M", "P"):
                for _ in range(mult):
                    self.advance(seat, D.TERRAIN[ch])
            elif ch == "C":
                self.add_res(seat, "crystal", mult)
            elif ch == "W":
                if n not in p["water_used"]:
                    p["water_used"].append(n)
                    self.gain(seat, self.water[n])
            elif ch == "X":
                key = "%d-%d" % tile_of(*sparse(n))
                if key not in vast_seen:
                    vast_seen.add(key)
                    self.add_res(seat, "crystal", mult)
                    self._points(seat, mult)

    def _populate(self, seat, place, tech) -> None:
        p = self.ps[seat]
        self.meeples.setdefault(place, []).append(seat)
        p["techs"].append(tech)
        info = self.tribe(seat)["techs"][tech]
        if info["kind"] == "gain":
            self.gain(seat, info["gain"])
        self._dist = {}
