"""Pax Pamir's legal targets of the card actions: whom a tax may take from, where a build, a move,
a betrayal, a battle and blackmail may go (a mixin of :class:`~.rules.PaxPamir`)."""

from __future__ import annotations

from .data import BORDERS, CARD, COALITIONS, REGION_BORDERS, REGIONS

ROWS = "ab"
COLS = 6


class Targets:
    # ------------------------------------------------------------------ targets
    def _ring(self) -> list:
        return [c for s in self.order for c in self.ps[s]["court"]]

    def _tax_sources(self, seat: int) -> list[str]:
        out = [f"take {ROWS[r]}{c}" for r in range(2) for c in range(COLS) if self.coins[r][c] and self.market[r][c]]
        ruled = {r for r in REGIONS if self.ruler(r) == seat}
        everywhere = self.has_ability(seat, "claim_of_ancient_lineage")
        for o, q in enumerate(self.ps):
            if o == seat or q["rupees"] <= self.stars(o, "economic"):
                continue
            if everywhere or any(CARD[c].region in ruled for c in q["court"]):
                out.append(f"take p{o}")
        return out

    def _build_targets(self, seat: int) -> list[str]:
        ruled = [r for r in REGIONS if self.ruler(r) == seat]
        out = [f"army {r}" for r in ruled]
        roads = sorted({b for r in ruled for b in REGION_BORDERS[r]}, key=BORDERS.index)
        return out + [f"road {b}" for b in roads]

    def _spy_neighbours(self, seat: int, cid: int, steps: int) -> list:
        ring = self._ring()
        if cid not in ring:
            return []
        i = ring.index(cid)
        n = len(ring)
        out = []
        for k in range(1, steps + 1):
            for j in (i - k, i + k):
                x = ring[j % n]
                if x != cid and x not in out:
                    out.append(x)
        if self.has_ability(seat, "strange_bedfellows"):
            out += [x for x in ring if x != cid and CARD[x].region == CARD[cid].region and x not in out]
        return out

    def _move_options(self, seat: int, _points: int) -> list[str]:
        out = []
        loyal = self.ps[seat]["loyalty"]
        free = self.has_ability(seat, "indian_supplies") or self.is_wakhan(seat)   # Wakhan: no roads needed
        for r in REGIONS:
            if self.armies[r][loyal]:
                for b in REGION_BORDERS[r]:
                    if free or self.roads[b][loyal]:
                        to = [x for x in b.split("_") if x != r][0]
                        out.append(f"army {r}-{to}")
        if self.effects.get("nationalism") == seat:
            for r in REGIONS:
                if self.tribes[r][seat]:
                    for b in REGION_BORDERS[r]:
                        if free or self.roads[b][loyal]:
                            to = [x for x in b.split("_") if x != r][0]
                            out.append(f"tribe {r}-{to}")
        steps = 2 if self.has_ability(seat, "well_connected") else 1
        for cid in self._ring():
            if self.spies.get(cid, [0] * self.nseats)[seat]:
                for x in self._spy_neighbours(seat, cid, steps):
                    out.append(f"spy {cid}-{x}")
        return out

    def _betray_targets(self, seat: int) -> list:
        out = []
        for cid, sp in self.spies.items():
            if sp[seat]:
                owner = self.owner_of(cid)
                if owner is None:
                    continue
                if CARD[cid].suit == "political" and owner != seat and self.has_ability(owner, "bodyguards"):
                    continue
                out.append(cid)
        return sorted(out)

    def _battle_sites(self, seat: int) -> list:
        out = []
        for r in REGIONS:
            if self._force(seat, r) and self._removals(seat, r):
                out.append(r)
        for cid in sorted(self.spies):
            if self.spies[cid][seat] and self._removals(seat, cid):
                out.append(str(cid))
        return out

    def _force(self, seat: int, site) -> int:
        if isinstance(site, str) and site in REGIONS:
            n = self.armies[site][self.ps[seat]["loyalty"]]
            if self.effects.get("nationalism") == seat:
                n += self.tribes[site][seat]
            return n
        return self.spies.get(int(site), [0] * self.nseats)[seat]

    def _removals(self, seat: int, site) -> list[str]:
        loyal = self.ps[seat]["loyalty"]
        out = []
        if isinstance(site, str) and site in REGIONS:
            for c in COALITIONS:
                if c != loyal and self.armies[site][c]:
                    out.append(f"remove army {site} {c}")
            for b in REGION_BORDERS[site]:
                for c in COALITIONS:
                    if c != loyal and self.roads[b][c]:
                        out.append(f"remove road {b} {c}")
            for o in range(self.nseats):
                if o == seat or not self.tribes[site][o] or self.ps[o]["loyalty"] == loyal:
                    continue
                if self.has_ability(o, f"citadel_{site}"):
                    continue
                out.append(f"remove tribe {site} {o}")
            return out
        cid = int(site)
        for o, n in enumerate(self.spies.get(cid, [])):
            if (o != seat and n and self.ps[o]["loyalty"] != loyal
                    and not self.has_ability(o, "indispensable_advisors")):
                out.append(f"remove spy {cid} {o}")
        return out

    def _blackmail_targets(self, seat: int) -> list:
        regions = [r for r, a in (("herat", "blackmail_herat"), ("kandahar", "blackmail_kandahar"))
                   if self.has_ability(seat, a)]
        return [c for c in self._ring() if CARD[c].region in regions and c not in self.spies]
