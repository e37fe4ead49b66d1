"""Pax Pamir's board state and the rules that read or change it without a decision:
ruling, stars, influence, placing and removing pieces, discarding cards (spies home, leverage,
the overthrow rule), loyalty changes and the Dominance Check."""

from __future__ import annotations

from .data import (BLOCKS_PER_COALITION, BORDERS, CARD, COALITIONS, CYLINDERS, GIFT_COSTS, REGION_BORDERS,
                   REGIONS, border_regions)


class Board:
    """Mixin of :class:`PaxPamir` holding the state helpers (no decisions are made here)."""

    # ------------------------------------------------------------------ pieces on the map
    def blocks_in_play(self, coalition: str) -> int:
        return (sum(self.armies[r][coalition] for r in REGIONS)
                + sum(self.roads[b][coalition] for b in BORDERS))

    def block_supply(self, coalition: str) -> int:
        return BLOCKS_PER_COALITION - self.blocks_in_play(coalition)

    def cylinders_in_play(self, seat: int) -> int:
        return (sum(self.tribes[r][seat] for r in REGIONS)
                + sum(sp[seat] for sp in self.spies.values())
                + sum(self.ps[seat]["gifts"]))

    def cylinder_supply(self, seat: int) -> int:
        return CYLINDERS - self.cylinders_in_play(seat)

    def ruling_pieces(self, region: str, seat: int) -> int:
        loyal = self.ps[seat]["loyalty"]
        return self.tribes[region][seat] + (self.armies[region][loyal] if loyal else 0)

    def ruler(self, region: str) -> int | None:
        """The seat that rules ``region``: at least one tribe there and strictly more ruling pieces
        (its tribes and its coalition's armies) than every other player."""
        best, who, tie = -1, None, False
        for s in range(self.nseats):
            n = self.ruling_pieces(region, s)
            if n > best:
                best, who, tie = n, s, False
            elif n == best:
                tie = True
        if who is None or tie or self.tribes[region][who] == 0:
            return None
        return who

    def _place(self, seat: int | None, what: str, where, coalition: str | None = None) -> None:
        """Put one piece on the board: an army or road of ``coalition``, or ``seat``'s tribe or spy.
        With the supply empty the player (``seat``) picks the piece to move there from the board
        (a ``relocate`` decision); with nobody to ask (``seat`` None) nothing is placed."""
        block = what in ("army", "road")
        left = self.block_supply(coalition) if block else self.cylinder_supply(seat)
        if left > 0:
            self._put(what, where, seat, coalition)
        elif seat is not None:
            self.stack.append({"kind": "relocate", "seat": seat, "what": what, "where": where,
                               "coalition": coalition})

    def _put(self, what: str, where, seat, coalition) -> None:
        if what == "army":
            self.armies[where][coalition] += 1
        elif what == "road":
            self.roads[where][coalition] += 1
        elif what == "tribe":
            self.tribes[where][seat] += 1
        elif what == "spy":
            self.spies.setdefault(where, [0] * self.nseats)[seat] += 1
        else:
            self.ps[seat]["gifts"][GIFT_COSTS.index(where)] = 1

    def relocation_sources(self, d: dict) -> list[str]:
        """Where a piece may be taken from when the supply is empty (never the spot it goes to)."""
        out = []
        what, where, seat, c = d["what"], d["where"], d["seat"], d["coalition"]
        if what == "spy" and self.owner_of(where) is None:
            return out                  # the card left every court meanwhile: the spy has nowhere to go
        if what in ("army", "road"):
            out += [f"from army {r}" for r in REGIONS if self.armies[r][c] and not (what == "army" and r == where)]
            out += [f"from road {b}" for b in BORDERS if self.roads[b][c] and not (what == "road" and b == where)]
            return out
        out += [f"from tribe {r}" for r in REGIONS if self.tribes[r][seat] and not (what == "tribe" and r == where)]
        out += [f"from spy {cid}" for cid in sorted(self.spies)
                if self.spies[cid][seat] and not (what == "spy" and cid == where)]
        out += [f"from gift {v}" for i, v in enumerate(GIFT_COSTS) if self.ps[seat]["gifts"][i]]
        return out

    def relocate(self, d: dict, source: list) -> None:
        kind, place = source[0], source[1]
        seat, c = d["seat"], d["coalition"]
        if kind == "army":
            self.armies[place][c] -= 1
        elif kind == "road":
            self.roads[place][c] -= 1
        elif kind == "tribe":
            self.remove_tribe(place, seat)
        elif kind == "spy":
            self.remove_spy(int(place), seat)
        else:
            self.ps[seat]["gifts"][GIFT_COSTS.index(int(place))] = 0
        if d["what"] == "spy" and self.owner_of(d["where"]) is None:
            return                      # taking the piece cost the card its place (overthrow)
        self._put(d["what"], d["where"], seat, c)

    def place_army(self, region: str, coalition: str, seat: int | None = None) -> None:
        self._place(seat, "army", region, coalition)

    def place_road(self, border: str, coalition: str, seat: int | None = None) -> None:
        self._place(seat, "road", border, coalition)

    def place_tribe(self, region: str, seat: int) -> None:
        self._place(seat, "tribe", region)

    def place_spy(self, cid: int, seat: int) -> None:
        self._place(seat, "spy", cid)

    def remove_spy(self, cid: int, seat: int) -> None:
        sp = self.spies.get(cid)
        if sp and sp[seat]:
            sp[seat] -= 1
            if not any(sp):
                del self.spies[cid]

    def remove_tribe(self, region: str, seat: int) -> None:
        """Remove one tribe; losing the last tribe of a region discards the seat's political cards
        of that region (the overthrow rule)."""
        if not self.tribes[region][seat]:
            return
        self.tribes[region][seat] -= 1
        if self.tribes[region][seat] == 0:
            for cid in list(self.ps[seat]["court"]):
                c = CARD[cid]
                if c.region == region and c.suit == "political" and cid in self.ps[seat]["court"]:
                    self.say(f"{self.seat_name(seat)} lost the last tribe in {region.title()}: "
                             f"{c.name} is discarded (overthrow).")
                    self.discard_court(seat, cid)

    # ------------------------------------------------------------------ cards
    def owner_of(self, cid: int) -> int | None:
        for s, p in enumerate(self.ps):
            if cid in p["court"]:
                return s
        return None

    def has_ability(self, seat: int, ability: str) -> bool:
        return any(CARD[c].ability == ability for c in self.ps[seat]["court"])

    def stars(self, seat: int, suit: str) -> int:
        return sum(CARD[c].rank for c in self.ps[seat]["court"] if CARD[c].suit == suit)

    def court_limit(self, seat: int) -> int:
        return 3 + self.stars(seat, "political")

    def hand_limit(self, seat: int) -> int:
        return 2 + self.stars(seat, "intelligence")

    def influence(self, seat: int, coalition: str | None = None) -> int:
        """1, plus patriots of the seat's loyalty (or of ``coalition``) in its court, prizes of it and
        gifts (events may change what patriots and gifts count)."""
        p = self.ps[seat]
        loyal = coalition or p["loyalty"]
        patriots = sum(1 for c in p["court"] if CARD[c].loyalty == loyal)
        if self.effects.get("rumor") == seat:
            patriots = 0
        gifts = sum(p["gifts"])
        if self.effects.get("embarrassment"):
            gifts = 0
        elif self.effects.get("koh_i_noor") == seat:
            gifts *= 2
        return 1 + patriots + sum(1 for c in p["prizes"] if CARD[c].prize == loyal) + gifts

    def is_favoured(self, seat: int, cid: int) -> bool:
        c = CARD[cid]
        if c.suit == self.favoured or c.ability in ("savvy_operator", "irregulars"):
            return True
        return c.suit == "military" and self.effects.get("new_tactics") == seat

    def discard_court(self, seat: int, cid: int, to_prize: int | None = None) -> None:
        """A card leaves ``seat``'s court: its spies go home, a leveraged card costs its owner two
        rupees (or a card per rupee short), and losing the last political card of a region removes
        the seat's tribes there (the overthrow rule). ``to_prize``: the card becomes that seat's prize."""
        p = self.ps[seat]
        if cid not in p["court"]:
            return
        p["court"].remove(cid)
        self.spies.pop(cid, None)
        if to_prize is None:
            self.discard.append(cid)
        else:
            self.ps[to_prize]["prizes"].append(cid)
        c = CARD[cid]
        if "leverage" in c.icons.split():
            self._pay_leverage(seat)
        if c.suit == "political" and not any(
                CARD[o].region == c.region and CARD[o].suit == "political" for o in p["court"]):
            if self.tribes[c.region][seat]:
                self.say(f"{self.seat_name(seat)} has no political card of {c.region.title()} left: "
                         f"their tribes there are removed (overthrow).")
                self.tribes[c.region][seat] = 0

    def _pay_leverage(self, seat: int) -> None:
        p = self.ps[seat]
        paid = min(2, p["rupees"])
        p["rupees"] -= paid
        short = 2 - paid
        if short and not self.is_wakhan(seat):     # Wakhan owes no cards for leverage
            self.stack.append({"kind": "leverage", "seat": seat, "n": short})

    def change_loyalty(self, seat: int, coalition: str) -> None:
        """A new loyalty: the seat loses its patriots, gifts and prizes first."""
        p = self.ps[seat]
        old = p["loyalty"]
        if old == coalition:
            return
        self.say(f"{self.seat_name(seat)} changes loyalty from {old.title()} to {coalition.title()}.")
        for cid in [c for c in p["court"] if CARD[c].loyalty == old]:
            self.discard_court(seat, cid)
        p["gifts"] = [0, 0, 0]
        self.discard.extend(p["prizes"])
        p["prizes"] = []
        p["loyalty"] = coalition

    # ------------------------------------------------------------------ dominance
    def dominance_status(self) -> dict:
        """Which coalition would win a Dominance Check now, and by how much."""
        counts = {c: self.blocks_in_play(c) for c in COALITIONS}
        order = sorted(COALITIONS, key=lambda c: -counts[c])
        lead = counts[order[0]] - counts[order[1]]
        need = 2 if self.effects.get("conflict_fatigue") else 4
        return {"blocks": counts, "leader": order[0] if lead > 0 else None, "lead": lead, "need": need,
                "dominant": order[0] if lead >= need else None}

    @staticmethod
    def share(points: tuple, values: list) -> list:
        """Points by place (5/3/1 or 3/1) shared among ties: tied seats add the points of the places
        they fill and divide by their number, rounding down. ``values``: (seat, value)."""
        out = {}
        ordered = sorted(values, key=lambda sv: -sv[1])
        i = 0
        while i < len(ordered) and i < len(points):
            j = i
            while j < len(ordered) and ordered[j][1] == ordered[i][1]:
                j += 1
            pool = sum(points[i:j]) if i < len(points) else 0
            for s, _ in ordered[i:j]:
                out[s] = pool // (j - i)
            i = j
        return out

    def resolve_dominance(self, cards: int = 1) -> None:
        """Resolve one check for ``cards`` Dominance Check cards (two at once under instability,
        which counts both, as Board Game Arena does): the check that uses up the fourth card is final."""
        self.checks = min(4, self.checks + cards)
        final = self.checks == 4
        mult = 2 if final else 1
        st = self.dominance_status()
        gained = {}
        if st["dominant"]:
            c = st["dominant"]
            gained = self.share((5, 3, 1), self.loyal_to(c))
            self.say(f"Dominance Check {self.checks}: the {c.title()} coalition is dominant "
                     f"({st['blocks'][c]} blocks, a lead of {st['lead']}).")
            for r in REGIONS:
                self.armies[r] = {k: 0 for k in COALITIONS}
            for b in BORDERS:
                self.roads[b] = {k: 0 for k in COALITIONS}
        else:
            gained = self.share((3, 1), [(s, self.cylinders_in_play(s)) for s in range(self.nseats)])
            self.say(f"Dominance Check {self.checks}: no coalition is dominant; cylinders in play score.")
        for s, pts in gained.items():
            if pts:
                self.ps[s]["score"] += pts * mult
                self.say(f"{self.seat_name(s)} scores {pts * mult}.")
        self.effects = {}
        for s in range(self.nseats):
            if self.has_ability(s, "insurrection"):
                self.place_army("kabul", "afghan", s)
                self.place_army("kabul", "afghan", s)
        scores = [p["score"] for p in self.ps]
        top = max(scores)
        lead = top - max([v for i, v in enumerate(scores) if i != scores.index(top)] or [0])
        if final or (lead >= 4 and scores.count(top) == 1):
            self.end_game(final)

    def end_game(self, final: bool | None) -> None:
        """``final``: True after the fourth check, False on a 4-point lead, None at the turn limit."""
        keys = [(p["score"], self.stars(s, "military"), p["rupees"]) for s, p in enumerate(self.ps)]
        if self.wakhan_seat is not None:
            self._end_against_wakhan(final, keys)
            return
        best = max(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
        ranking = [1 + sum(1 for o in keys if o > k) for k in keys]
        why = {True: "after the fourth Dominance Check", False: "with a lead of 4 points after a Dominance Check",
               None: "at the turn limit, a safeguard"}[final]
        details = [f"{p['score']} points, {self.stars(s, 'military')} military stars, {p['rupees']} rupees"
                   for s, p in enumerate(self.ps)]
        self.finish([p["score"] for p in self.ps], winners=winners, ranking=ranking,
                    reason=f"The game ended {why}.", details=details)

    def _end_against_wakhan(self, final, keys: list) -> None:
        """With Wakhan at the table: a player beats Wakhan with more points, or as many and at least as
        good a tie-break; the best players who beat it win, else Wakhan wins (and no player does)."""
        w = self.wakhan_seat
        humans = range(self.players)

        def beats(s):
            return keys[s][0] > keys[w][0] or (keys[s][0] == keys[w][0] and keys[s][1:] >= keys[w][1:])

        best = max(keys[s] for s in humans)
        winners = [s for s in humans if keys[s] == best and beats(s)]
        ranking = [1 + sum(1 for o in humans if keys[o] > keys[s]) + (0 if beats(s) else 1) for s in humans]
        why = {True: "after the fourth Dominance Check", False: "with a lead of 4 points after a Dominance Check",
               None: "at the turn limit, a safeguard"}[final]
        who = "Wakhan wins" if not winners else " and ".join(self.seat_name(s) for s in winners) + " beat Wakhan"
        details = [f"{self.ps[s]['score']} points, {self.stars(s, 'military')} military stars, "
                   f"{self.ps[s]['rupees']} rupees" for s in humans]
        self.finish([self.ps[s]["score"] for s in humans], winners=winners, ranking=ranking,
                    reason=f"The game ended {why}: {who} (Wakhan: {keys[w][0]} points, {keys[w][1]} military "
                           f"stars, {keys[w][2]} rupees).", details=details)

    def region_of_border(self, border: str) -> tuple:
        return border_regions(border)

    def borders_of(self, region: str) -> tuple:
        return REGION_BORDERS[region]

    def lowest_gift(self, seat: int) -> int | None:
        free = [GIFT_COSTS[i] for i, g in enumerate(self.ps[seat]["gifts"]) if not g]
        return min(free) if free else None
