"""Memoir '44: the rules that only some scenarios bring - armor breakthrough, minefields, capture HQ, caves,
oasis recovery, frozen rivers, the North African desert rules and the army rules of the US Marines and the
French Army - as a part of the rules model (:class:`.rules.Memoir44`)."""

from __future__ import annotations

from . import data as D
from .combat import other
from .data import ARMOR, ARTILLERY, INFANTRY, hex_name


class Special:
    """Scenario-specific rules; mixed into the rules model."""

    #: cards whose orders may bring armor in by a breakthrough
    BREAKTHROUGH_CARDS = D.SECTION_CARDS + ("direct_from_hq", "armor_assault")

    def _entries(self, seat: int) -> list:
        """Armor breakthrough: the empty hexes of the opponent's baseline where a reserve tank may come in as
        one of the card's orders (all the side's breakthroughs happen in a single turn)."""
        side = self.side_of(seat)
        if not self.reserve.get(side) or self.effect not in self.BREAKTHROUGH_CARDS:
            return []
        if side in self.broke and self.broke[side] != self.turns[seat]:
            return []
        row = D.ROWS - 1 if side == "top" else 0
        out = []
        for h in D.HEXES:
            if h[0] != row or h in self.at or self.field.impassable(h, ARMOR) or self.field.terrain[h] == "ocean":
                continue
            o = self.obstacles.get(h)
            if o and ARMOR in D.OBSTACLE[o[0]].impassable:
                continue
            if self._fits(self.ordered + [h]):
                out.append(h)
        return out

    def _enter(self, seat: int, h) -> None:
        side = self.side_of(seat)
        spec = self.sc["options"]["breakthrough"][self.sc[side]["side"]]
        uid = self.next_uid
        self.next_uid += 1
        self._add_unit(uid, {"at": list(h), "name": spec["name"], "badge": spec.get("badge")})
        u = self.units[uid]
        u["side"] = side
        u["no_exit"] = bool(spec.get("no_exit"))
        self.reserve[side] -= 1
        self.broke[side] = self.turns[seat]
        self.eligible.add(uid)
        self.ordered.append(uid)
        self.moved[uid] = 0               # it stops on the baseline hex: no further move this turn
        self.overrun.add(uid)             # it may take ground but not overrun this turn
        if self.field.kind(h).no_battle_in:
            self.no_battle.add(uid)
        self.last_move[side] = [hex_name(h)]
        self.say(f"Armor breakthrough: {self.seat_name(seat)} tanks come in on {hex_name(h)}.")

    def _recoveries(self) -> list:
        """Oasis and hospital recovery: an ordered, weakened infantry unit on a recovery oasis or a hospital that
        has not moved and has no enemy next to it may recover figures instead of moving and battling."""
        if self.phase != "move":
            return []
        out = []
        for uid in self.ordered:
            u = self.units.get(uid)
            if u is None or uid in self.moved or u["type"] != INFANTRY or u["figures"] >= u["max"]:
                continue
            if (self.field.behavior.get(u["hex"]) == "OASIS_RECOVERY" or self.field.terrain[u["hex"]] == "hospital") \
                    and not self.adjacent_enemy(u):
                out.append(f"recover {hex_name(u['hex'])}")
        return out

    def _recover(self, uid: int) -> None:
        u = self.units[uid]
        hospital = self.field.terrain[u["hex"]] == "hospital"
        # a hospital: 6 dice; an oasis: a die for each command card, the one played too
        n = D.HOSPITAL_DICE if hospital else len(self.hands[self.active]) + 1
        faces = self.roll(n)
        gain = min(sum(1 for x in faces if x in ("star", "infantry")), u["max"] - u["figures"])
        u["figures"] += gain
        self.moved[uid] = 0
        self.no_battle.add(uid)
        why = "Hospital" if hospital else "Oasis"
        self.last_roll = {"seat": self.active, "faces": faces, "to": hex_name(u["hex"]), "why": why}
        self.say(f"{why} recovery on {hex_name(u['hex'])}: {', '.join(faces)}, {gain} figure"
                 f"{'s' if gain != 1 else ''} back.")

    # ------------------------------------------------------------------ reinforcements by air
    def _landings(self, seat: int) -> list:
        """Reinforcements: with a Direct from HQ card, one of the card's orders may land an infantry unit of the
        scenario's reserve on a vacant airfield (``land H``)."""
        side = self.side_of(seat)
        if not self.landing.get(side) or self.effect != "direct_from_hq" or not self._fits(self.ordered + [None]):
            return []
        return [f"land {hex_name(h)}" for h in D.HEXES if self.field.terrain[h] == "airfield" and h not in self.at]

    def _land(self, seat: int, h) -> None:
        side = self.side_of(seat)
        uid = self.next_uid
        self.next_uid += 1
        axis = self.sc[side]["side"] == "axis"
        self._add_unit(uid, {"at": list(h), "name": "infger" if axis else "infus"})
        self.units[uid]["side"] = side
        self.units[uid]["nation"] = self.sc[side]["nation"]
        self.landing[side] -= 1
        self.ordered.append(uid)          # it takes one of the card's orders ...
        self.moved[uid] = 0               # ... and neither moves nor battles this turn
        self.no_battle.add(uid)
        self.last_move[side] = [hex_name(h)]
        self.say(f"Reinforcements: {self.seat_name(seat)} infantry lands on {hex_name(h)}.")

    def _spotting(self, u) -> bool:
        """Forward spotting: while its side holds one of the scenario's spotting hexes, artillery fires like a
        big gun."""
        fs = self.sc.get("options", {}).get("forward_spotting")
        if not fs or u["type"] != ARTILLERY or u.get("special") or u.get("mobile") \
                or self.sc[u["side"]]["side"] != fs["side"]:
            return False
        return any((v := self.unit_at(tuple(h))) is not None and v["side"] == u["side"] for h in fs["hexes"])

    def _big_gun(self, u) -> bool:
        return u.get("special") in ("big_gun", "destroyer") or self._spotting(u)

    # ------------------------------------------------------------------ sabotage
    def _saboteurs(self) -> None:
        """Sabotage: at the start of the saboteur's turn, 2 dice for each landmark one of its units stands on;
        at the scenario's number of stars the landmark is demolished. A landmark the other side holds starts
        again from zero. Destroy supplies: a demolished supply depot takes a hex from the other side's armor."""
        sb = self.sc["options"]["sabotage"]
        side = self._owner_side(sb["side"])
        for h in sorted(tuple(x) for x in sb["hexes"]):
            if h in self.demolished:
                continue
            u = self.unit_at(h)
            if u is not None and u["side"] != side:
                self.sabotage.pop(h, None)        # captured: the count starts again
            if self.side_of(self.active) != side or u is None or u["side"] != side:
                continue
            faces = self.roll(2)
            self.sabotage[h] = self.sabotage.get(h, 0) + faces.count("star")
            self.last_roll = {"seat": self.active, "faces": faces, "to": hex_name(h), "why": "Sabotage"}
            if self.sabotage[h] >= sb["stars"]:
                self.demolished.append(h)
                self.sabotage.pop(h)
                self.medals[self.active] += sb.get("medals", 0)
                self.say(f"Sabotage: the {self.field.kind(h).label.lower()} on {hex_name(h)} is demolished.")
            else:
                self.say(f"Sabotage on {hex_name(h)}: {', '.join(faces)} ({self.sabotage[h]} of {sb['stars']} stars).")

    def _short_of_supplies(self, u) -> bool:
        """Destroy supplies: the armor of the side whose supply depot was demolished moves one hex less."""
        sb = self.sc.get("options", {}).get("sabotage")
        return bool(sb) and bool(sb.get("destroy_supplies")) and u["type"] == ARMOR \
            and u["side"] != self._owner_side(sb["side"]) \
            and any(self.field.terrain[h] == "supply_depot" for h in getattr(self, "demolished", ()))

    # ------------------------------------------------------------------ bridges blown up and built
    def _bridge_works(self, seat: int) -> list:
        """Instead of ordering units: blow up a bridge of the played section card's section (``blow H``) or,
        with an Attack card, lay a pontoon bridge on an empty river hex of its section (``pontoon H``)."""
        opts = self.sc.get("options", {})
        army = self.sc[self.side_of(seat)]["side"]
        blow, pontoon = opts.get("blow_bridges") or {}, opts.get("pontoons")
        if self.ordered or self.effect not in D.SECTION_CARDS or self.section is None \
                or len(D.CARD_TYPES[self.effect].sections) != 1:
            return []
        side = self.side_of(seat)
        out = []
        if blow.get("side") == army:
            out += [f"blow {hex_name(h)}" for h in sorted(self.field.bridges - self.field.rope_bridges)
                    if h not in self.at and self.section in self.field.section_of(h, side)]
            # (the page's rope bridges have no "unless destroyed": they are never blown up)
        if pontoon == army and self.effect == "attack":
            out += [f"pontoon {hex_name(h)}" for h in D.HEXES
                    if self.field.terrain[h] == "river" and h not in self.field.bridges and h not in self.at
                    and not self.field.behavior.get(h, "").startswith("IMPASSABLE")
                    and self.section in self.field.section_of(h, side)]
        return out

    def _bridge_work(self, seat: int, verb: str, h) -> None:
        name = hex_name(h)
        if verb == "pontoon":
            self.field = self.field.with_bridge(h, True)
            self.pontoons.append(h)
            self.last_move[self.side_of(seat)] = [name]
            self.say(f"The {self.seat_name(seat)} lay a pontoon bridge on {name}.")
            self._end_turn()
            return
        how = self.sc["options"]["blow_bridges"].get("option", 1)
        blown = True
        if how == 2:
            faces = self.roll(2)                  # the second option: a star blows the bridge; a card is drawn
            self.last_roll = {"seat": seat, "faces": faces, "to": name, "why": "Blow the bridge"}
            blown = "star" in faces
        if blown:
            self.field = self.field.with_bridge(h, False)
            self.blown.append(h)
        self.last_move[self.side_of(seat)] = [name]
        self.say(f"The {self.seat_name(seat)} {'blow up' if blown else 'fail to blow up'} the bridge on {name}.")
        if how == 1:
            # the first option: the card is lost for good and no card is drawn for it
            self.lost.append(self.card)
            self.last_card[seat] = (self.effect, self.section)
            self.card = None
            self.turns[seat] += 1
            self._check_victory()
            if not self.over:
                self._next_turn()
            return
        self._end_turn()

    def _may_seal(self, u) -> bool:
        """Allied infantry on a cave hex with no enemy next to it may try to seal the cave instead of battling."""
        return (u["type"] == INFANTRY and self.field.terrain[u["hex"]] in D.CAVES
                and self.sc[u["side"]]["side"] == "allies" and not self.adjacent_enemy(u))

    def _seal(self, uid: int) -> None:
        u = self.units[uid]
        h = u["hex"]
        self.battles[uid] = 0
        faces = self.roll(D.RANGE_DICE[INFANTRY][0])
        self.last_roll = {"seat": self.active, "faces": faces, "to": hex_name(h), "why": "Seal the cave"}
        if "star" in faces:
            self.field = self.field.sealed(h)
            self.sealed.append(h)
            self.say(f"The infantry on {hex_name(h)} seals the cave ({', '.join(faces)}).")
        else:
            self.say(f"The infantry on {hex_name(h)} fails to seal the cave ({', '.join(faces)}).")

    def _headquarters(self) -> None:
        """Capture HQ: when an enemy unit takes a side's HQ hex that side loses a random command card; when
        one of its own units takes it back, it draws a card to fill its hand again."""
        for h, st in self.hq.items():
            u = self.unit_at(h)
            if u is None:
                continue
            seat = self.seat_of(st["side"])
            if u["side"] != st["side"] and not st["lost"]:
                st["lost"] = True
                if self.hands[seat]:
                    cid = self.hands[seat].pop(self.rng.randint(0, len(self.hands[seat]) - 1))
                    self.discard.append(cid)
                    self.reveal()
                    self.say(f"The {self.seat_name(seat)} HQ on {hex_name(h)} is taken: they lose a command card "
                             f"({D.card_title(cid)}).")
            elif u["side"] == st["side"] and st["lost"]:
                st["lost"] = False
                self._draw(seat, 1)
                self.say(f"The {self.seat_name(seat)} take back their HQ on {hex_name(h)} and draw a card.")

    def _controller(self, i: int) -> str:
        """The side holding contested objective ``i``: the one with more units on its hexes, else the last."""
        ob = self.sc["objectives"][i]
        count = {"top": 0, "bottom": 0}
        for h in ob["hexes"]:
            u = self.unit_at(tuple(h))
            if u is not None:
                count[u["side"]] += 1
        if count["top"] != count["bottom"]:
            self.control[i] = max(count, key=count.get)
        return self.control[i]

    def _marines(self, seat: int) -> bool:
        """US Marine Corps command (gung-ho) for this seat's side."""
        return self.sc.get("options", {}).get("marines") == self.sc[self.side_of(seat)]["side"]

    def desert_steps(self, u) -> list:
        """North African desert rules: armor that took ground may move 1 hex more before battling again."""
        f = self.field
        out = []
        for n in D.neighbours(*u["hex"]):
            if n in self.at or f.impassable(n, ARMOR) or f.terrain[n] == "ocean" or f.span_blocks(u["hex"], n):
                continue
            o = self.obstacles.get(n)
            if o and ARMOR in D.OBSTACLE[o[0]].impassable:
                continue
            out.append(n)
        return sorted(out)

    def _desert_step(self, uid: int, h) -> None:
        u = self.units[uid]
        src = u["hex"]
        del self.at[src]
        u["hex"] = h
        self.at[h] = uid
        self.last_move[u["side"]] = [hex_name(src), hex_name(h)]
        self.say(f"The tanks on {hex_name(src)} push on to {hex_name(h)}.")
        self._mine(u)
        if uid not in self.units:
            return
        od = self.obstacles.get(h)
        if od and od[0] == "wire":
            del self.obstacles[h]
        if self.field.kind(h).no_battle_in:
            self.no_battle.add(uid)

    def _mine(self, u, sweep: bool = True) -> None:
        """A unit of the other side moving onto a minefield: the counter is turned up; a decoy (0) is taken
        away, otherwise its strength in dice is rolled at the unit (its symbol and grenades hit)."""
        m = self.mines.get(u["hex"])
        if m is None or m[2] == u["side"]:
            return
        h = u["hex"]
        reach = 2 if self.effect == "infantry_assault" else 1
        if sweep and u.get("funnies") == "digger":
            del self.mines[h]                 # a mine digger lifts the mines without setting them off
            self.say(f"The mine digger on {hex_name(h)} clears the minefield.")
            return
        if sweep and u.get("engineer") and self.moved.get(u["id"], 0) <= reach:
            del self.mines[h]                 # engineers clear the mines instead of battling
            self.no_battle.add(u["id"])
            self.say(f"The engineers on {hex_name(h)} clear the minefield.")
            return
        if not m[1]:
            m[1] = True
            self.reveal()
        if m[0] == 0:
            del self.mines[h]
            self.say(f"The minefield on {hex_name(h)} was a decoy.")
            return
        faces = self.roll(m[0])
        hits = self._hits(faces, u)
        if u["tiger"] and hits:
            again = self.roll(hits)
            hits = 1 if "grenade" in again else 0
            faces = faces + ["re-roll:"] + again
        self.last_roll = {"seat": self.active, "faces": faces, "to": hex_name(h), "why": "Minefield",
                          "hits": min(hits, u["figures"]), "flags": 0}
        self.say(f"The minefield on {hex_name(h)} ({m[0]}): {', '.join(faces)}.")
        self._lose(u, hits, attacker_side=m[2])

    def _risk(self, u) -> None:
        """A frozen river: a unit moving or retreating onto it rolls 2 dice and loses a figure per star."""
        if not self.field.kind(u["hex"]).risky:
            return
        faces = self.roll(2)
        lost = faces.count("star")
        self.say(f"The ice on {hex_name(u['hex'])}: {', '.join(faces)}.")
        self._lose(u, lost, attacker_side=other(u["side"]))

    def _furia_targets(self, u) -> list:
        """Furia francese: French standard infantry that emptied the hex it close-assaulted may instead
        close-assault another adjacent enemy unit, with 1 die and no terrain reduction."""
        if self.sc.get("options", {}).get("french_army") != self.sc[u["side"]]["side"] or u.get("nation") != "FR" \
                or u["type"] != INFANTRY or u["elite"] or u["resistance"] or self._swa(u):
            return []
        return sorted(v["id"] for v in self.units.values()
                      if v["side"] != u["side"] and D.distance(v["hex"], u["hex"]) == 1)

    def _furia(self, uid: int, tid: int) -> None:
        u, t = self.units[uid], self.units[tid]
        self.last_move[u["side"]] = [hex_name(u["hex"]), hex_name(t["hex"])]
        target_hex = t["hex"]
        self.say(f"Furia francese: {hex_name(u['hex'])} assaults {hex_name(target_hex)} again.")
        if self._holds_ambush(t["side"]):
            self._ambush(t, u)
            if uid not in self.units or self.pending:
                return
        self._strike(u, t, 1, True)
        self.queue.append({"kind": "take_ground", "unit": uid, "hex": target_hex, "close": True, "furia": False})
