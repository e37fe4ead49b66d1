"""What the actions of Parks do: canteens, photos, gear, parks, Trail's End and passions
(part of :class:`.rules.Parks`)."""

from __future__ import annotations

from .data import CANTEENS, GEAR, PARKS, PASSIONS, RES


class EffectsMixin:
    """Part of :class:`.rules.Parks`."""

    # ------------------------------------------------------------------ effects
    def _fill(self, seat: int, r: int) -> None:
        row = self.canteens[seat][r]
        row["water"] = True
        self.say(f"{self.seat_name(seat)} fills canteen row {r + 1}.", seat=seat)
        self.last[seat].append(f"row-{seat}-{r + 1}")
        new = []
        for tok in row["slots"]:
            if tok is None:
                continue
            kind = CANTEENS[tok]
            if kind == "2sun":
                new.append({"kind": "gain", "res": "sun", "n": 2})
            elif kind in ("forest", "mountain"):
                new.append({"kind": "gain", "res": kind, "n": 1})
            elif kind == "wildlife":
                new.append({"kind": "trade"})
            elif kind == "photo":
                new.append({"kind": "photo"})
            else:
                new.append({"kind": "parks"})
        if self._passion_effect(seat) == "die_canteen" and "die_canteen" not in self.turn["passion"]:
            self.turn["passion"].add("die_canteen")
            new.append({"kind": "die", "encounter": True})
        self.tasks[:0] = new

    def _photo(self, seat: int, res: str, second: bool = False) -> None:
        self.pack[seat][res] -= 1
        n = 1
        if res == "wildlife":
            if self._passion_effect(seat) == "wild_photo":
                n = 2
            self.wild_photo[seat] = True
        self.photos[seat] += n
        self.say(f"{self.seat_name(seat)} trades a {res} for {'two photos' if n == 2 else 'a photo'}.", seat=seat)
        new = [{"kind": "trigger", "on": "photo"}]
        if self.badge == seat and not self.turn["badge"] and not second:
            self.turn["badge"] = True
            new.append({"kind": "badge_photo"})
        self.tasks[:0] = new

    def _gear_cost(self, seat: int, cost: int) -> int:
        return 0 if self._passion_effect(seat) == "free_gear" else cost

    def _can_pay_sun(self, seat: int, n: int) -> bool:
        return self.pack[seat]["sun"] + self.pack[seat]["wildlife"] >= n

    def _pay_sun(self, seat: int, n: int) -> None:
        p = self.pack[seat]
        use = min(n, p["sun"])
        p["sun"] -= use
        p["wildlife"] -= n - use

    def _buy(self, seat: int, arg: str) -> None:
        who = self.seat_name(seat)
        if arg == "deck":
            self._pay_sun(seat, self._gear_cost(seat, 2))
            g = self.gear_deck.pop()
            self.reveal()                  # bought unseen: its face shows only now
            self.say(f"{who} buys the top gear card unseen: {GEAR[g].name}.", seat=seat)
        else:
            g = arg
            self._pay_sun(seat, self._gear_cost(seat, GEAR[g].cost))
            self.gear_market.remove(g)
            self.turn["market"] = True
            self.say(f"{who} buys {GEAR[g].name}.", seat=seat)
        self.gear[seat].append(g)
        self.bought[seat] += 1
        self.last[seat].append(f"gear-{g}")

    def _park_cost(self, seat: int, p: str) -> dict:
        need = PARKS[p].need()
        eff = self._passion_effect(seat)
        if eff and eff.startswith("discount:"):
            r = eff.split(":")[1]
            if need.get(r):
                need[r] -= 1
        return need

    def _can_visit(self, seat: int, p: str) -> bool:
        pack = self.pack[seat]
        need = self._park_cost(seat, p)
        wild = pack["wildlife"] - need.get("wildlife", 0)
        if wild < 0:
            return False
        short = sum(max(0, n - pack[r]) for r, n in need.items() if r != "wildlife")
        return short <= wild

    def _visit(self, seat: int, p: str) -> None:
        pack = self.pack[seat]
        need = self._park_cost(seat, p)
        wild = need.get("wildlife", 0)
        for r, n in need.items():
            if r == "wildlife":
                continue
            use = min(n, pack[r])
            pack[r] -= use
            wild += n - use
        pack["wildlife"] -= wild
        if p in self.reserved[seat]:
            self.reserved[seat].remove(p)
        else:
            self.park_display.remove(p)
            self.turn["refill_parks"] = True
        self.visited[seat].append(p)
        self.last[seat].append(f"park-{p}")
        park = PARKS[p]
        self.say(f"{self.seat_name(seat)} visits {park.name} ({park.points} points).", seat=seat)
        new = []
        if park.instant == "wildlife":
            new.append({"kind": "gain", "res": "wildlife", "n": 1})
        elif park.instant == "canteen":
            new.append({"kind": "canteen"})
        elif park.instant == "shutterbug":
            new.append({"kind": "badge"})
        elif park.instant == "die":
            new.append({"kind": "die", "encounter": True})
        if park.instant and self._passion_effect(seat) == "die_instant" and "die_instant" not in self.turn["passion"]:
            self.turn["passion"].add("die_instant")
            new.append({"kind": "die", "encounter": True})
        self.tasks[:0] = new

    def _trail_end(self, seat: int, area: str) -> None:
        who = self.seat_name(seat)
        first = not self.end_used[area]
        self.end_used[area] = True
        self.last[seat].append(f"end-{area}")
        self.say(f"{who} takes the {area} area at Trail's End.", seat=seat)
        if area == "parks":
            if first:
                self.first = seat
                self.say(f"{who} takes the First Hiker token.", seat=seat)
            self.tasks.insert(0, {"kind": "parks"})
        elif area == "photo":
            new = []
            if first:
                new.append({"kind": "gain", "res": "wildlife", "n": 1})
            new.append({"kind": "photo"})
            self.tasks[:0] = new
        else:
            new = []
            if first:
                new.append({"kind": "gain", "res": "sun", "n": 1})
            new.append({"kind": "buy"})
            self.tasks[:0] = new

    # ------------------------------------------------------------------ passions
    def _passion_effect(self, seat: int) -> str | None:
        return PASSIONS[self.passion[seat]].effect if self.passion_side[seat] == "gear" else None

    def passion_progress(self, seat: int) -> int:
        pa = PASSIONS[self.passion[seat]]
        parks = [PARKS[p] for p in self.visited[seat]]
        g = pa.goal
        if g == "parks_instant":
            return sum(1 for p in parks if p.instant)
        if g.startswith("parks_with:"):
            i = RES.index(g.split(":")[1])
            return sum(1 for p in parks if p.cost[i])
        if g.startswith("on_parks:"):
            i = RES.index(g.split(":")[1])
            return sum(p.cost[i] for p in parks)
        if g == "gear":
            return self.bought[seat]
        return int(self.wild_photo[seat])

    def _check_passion(self, seat: int) -> None:
        if self.passion_side[seat] is not None or any(t["kind"] == "passion" for t in self.tasks):
            return
        if self.passion_progress(seat) >= PASSIONS[self.passion[seat]].need:
            self.tasks.insert(0, {"kind": "passion"})

    def passion_points(self, seat: int) -> int:
        if self.passion_side[seat] != "bonus":
            return 0
        pa = PASSIONS[self.passion[seat]]
        parks = [PARKS[p] for p in self.visited[seat]]
        b = pa.bonus
        if b == "per_instant":
            return sum(1 for p in parks if p.instant)
        if b.startswith("per_with:"):
            i = RES.index(b.split(":")[1])
            return sum(1 for p in parks if p.cost[i])
        if b.startswith("per2:"):
            i = RES.index(b.split(":")[1])
            return sum(p.cost[i] for p in parks) // 2
        if b == "per_gear":
            return len(self.gear[seat])
        return self.photos[seat] // 3
