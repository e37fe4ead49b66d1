"""Terraforming Mars: final scoring, milestones' and awards' points, ties (a part of the rules model)."""

from __future__ import annotations

from .cards import CARDS
from .state import GEN_LIMIT, MILESTONE_GOAL


class Scoring:
    """Victory points and the end of the game."""

    # ------------------------------------------------------------------ scoring
    def vp_breakdown(self, s: int) -> dict:
        p = self.ps[s]
        SPACES, ADJ = self.map.spaces, self.map.adj
        greens = sum(1 for t in self.tiles.values() if t["t"] == "greenery" and t["o"] == s)
        city_vp = 0
        for k, t in self.tiles.items():
            if t["t"] == "city" and t["o"] == s and k in SPACES:
                city_vp += sum(1 for a in ADJ[k] if self.tiles.get(a, {}).get("t") == "greenery")
        cards = 0
        for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
            vp = CARDS[cid].get("vp", 0)
            if isinstance(vp, int):
                cards += vp
                continue
            per = vp["per"]
            if per == "res":
                n = p["cres"].get(cid, 0)
            elif per == "res_any":
                n = int(p["cres"].get(cid, 0) > 0)
            elif per == "tag:jovian":
                n = self.tags(s).get("jovian", 0)
            elif per == "cities":
                n = sum(1 for t in self.tiles.values() if t["t"] == "city")
            else:
                want = per.split(":")[1]
                spot = next((k for k, t in self.tiles.items() if t["c"] == cid and k in SPACES), None)
                n = sum(1 for a in ADJ[spot] if self.tiles.get(a, {}).get("t") == want) if spot else 0
            cards += (n // vp["div"]) * vp["mul"]
        milestones = 5 * sum(1 for who in self.milestones.values() if who == s)
        awards = 0
        for a, _ in self.awards:
            awards += self.award_points(a, s)
        return {"tr": p["tr"], "greenery": greens, "cities": city_vp, "cards": cards, "milestones": milestones,
                "awards": awards}

    def _own_tiles_on_mars(self, s: int) -> list:
        return [k for k, t in self.tiles.items() if t["o"] == s and k in self.map.spaces]

    def _cards_of_kind(self, s: int, kinds: tuple, least_cost: int = 0) -> int:
        return sum(1 for c in self.ps[s]["played"] if CARDS[c]["kind"] in kinds and CARDS[c]["cost"] >= least_cost)

    def milestone_value(self, m: str, s: int) -> int:
        """How far ``s`` is on milestone ``m`` (compared with its threshold, ``MILESTONE_GOAL``)."""
        p = self.ps[s]
        if m == "terraformer":
            return p["tr"]
        if m in ("mayor", "gardener"):
            kind = "city" if m == "mayor" else "greenery"
            return sum(1 for t in self.tiles.values() if t["t"] == kind and t["o"] == s)
        if m == "builder":
            return self.tags(s).get("building", 0)
        if m == "planner":
            return len(p["hand"])
        tags = self.tags(s)
        wild = tags.get("wild", 0)
        if m == "diversifier":
            return sum(1 for t, n in tags.items() if n and t != "wild") + wild
        if m == "tactician":
            return sum(1 for c in p["played"] if CARDS[c]["kind"] in ("automated", "active") and CARDS[c].get("req"))
        if m == "polarexplorer":         # the two bottom rows
            return sum(1 for k in self._own_tiles_on_mars(s) if self.map.spaces[k]["y"] >= 8)
        if m == "energizer":
            return p["prod"]["energy"]
        if m == "rimsettler":
            return tags.get("jovian", 0) + wild
        if m == "generalist":            # every production raised one step above its start
            start = 0 if (self.opts["corporate_era"] or self.solo) else 1
            return sum(1 for n in p["prod"].values() if n > start)
        if m == "specialist":
            return max(p["prod"].values())
        if m == "ecologist":
            return sum(tags.get(t, 0) for t in ("plant", "microbe", "animal")) + wild
        if m == "tycoon":
            return self._cards_of_kind(s, ("automated", "active"))
        return sum(1 for c in p["played"] if CARDS[c]["kind"] == "event")       # legend

    def milestone_met(self, s: int, m: str) -> bool:
        return self.milestone_value(m, s) >= MILESTONE_GOAL[m]

    def award_value(self, a: str, s: int) -> int:
        p = self.ps[s]
        if a == "landlord":
            return sum(1 for t in self.tiles.values() if t["o"] == s)
        if a == "banker":
            return p["prod"]["mc"]
        if a == "scientist":
            return self.tags(s).get("science", 0)
        if a == "thermalist":
            return p["res"]["heat"]
        if a == "miner":
            return p["res"]["steel"] + p["res"]["ti"]
        if a == "cultivator":
            return sum(1 for t in self.tiles.values() if t["t"] == "greenery" and t["o"] == s)
        if a == "magnate":
            return self._cards_of_kind(s, ("automated",))
        if a in ("spacebaron", "contractor"):
            return self.tags(s).get("space" if a == "spacebaron" else "building", 0)
        if a == "excentric":
            return sum(p["cres"].values())
        if a == "celebrity":
            return self._cards_of_kind(s, ("automated", "active"), least_cost=20)
        if a == "industrialist":
            return p["res"]["steel"] + p["res"]["energy"]
        if a == "desertsettler":          # the four bottom rows
            return sum(1 for k in self._own_tiles_on_mars(s) if self.map.spaces[k]["y"] >= 6)
        if a == "estatedealer":
            return sum(1 for k in self._own_tiles_on_mars(s)
                       if any(self.tiles.get(a2, {}).get("t") == "ocean" for a2 in self.map.adj[k]))
        return p["tr"]                    # benefactor

    def award_points(self, a: str, s: int) -> int:
        values = [self.award_value(a, t) for t in range(self.players)]
        best = max(values)
        if values[s] == best:
            return 5
        if self.players == 2 or values.count(best) > 1:
            return 0
        second = max(v for v in values if v < best)
        return 2 if values[s] == second else 0

    def vp(self, s: int) -> int:
        return sum(self.vp_breakdown(s).values())

    def _score(self) -> None:
        self.phase = "over"
        scores = [self.vp(s) for s in range(self.players)]
        details = []
        for s in range(self.players):
            b = self.vp_breakdown(s)
            details.append(", ".join(f"{k} {v}" for k, v in b.items()))
        if self.solo:
            won = self.in_time
            self.finish(scores, winners=[0] if won else [], ranking=[1 if won else 2], details=details,
                        reason="Mars is terraformed." if won else
                        f"Mars was not terraformed by generation {self.solo_gens()}.")
            return
        # ties: most M€ left wins
        keyed = [(scores[s], self.ps[s]["res"]["mc"]) for s in range(self.players)]
        best = max(keyed)
        winners = [s for s in range(self.players) if keyed[s] == best]
        ranking = [1 + sum(1 for o in keyed if o > keyed[s]) for s in range(self.players)]
        self.finish(scores, winners=winners, ranking=ranking, details=details,
                    reason="Mars is terraformed." if self.in_time else f"Generation {GEN_LIMIT} ended.")
