"""Scripted Revive positions for tests and lessons (a part of the rules model, :class:`.rules.Revive`)."""

from __future__ import annotations

from ...engine import OptionError
from . import data as D
from .geometry import CENTER, sname


class Positions:
    POSITION_KEYS = ("resources", "points", "tracks", "techs", "energy", "hibernations", "active", "artifacts",
                     "devotion")

    def _check_position(self, position: dict) -> None:
        known = set(self.POSITION_KEYS)
        unknown = sorted(set(position) - known, key=str)
        if unknown:
            raise OptionError(f"A Revive position has no key {str(unknown[0])[:40]!r} "
                              f"(known: {', '.join(self.POSITION_KEYS)}).")
        n = self.players

        def per_player(key, ok, what):
            v = position[key]
            if not isinstance(v, list) or len(v) != n or not all(ok(x) for x in v):
                raise OptionError(f"Position key {key!r} is {what} for each of the {n} players.")

        def small(x, hi=999):
            return type(x) is int and 0 <= x <= hi

        if "resources" in position:
            per_player("resources", lambda x: isinstance(x, dict) and set(x) <= {"gear", "book", "food", "crystal"}
                       and all(small(x[k], D.CRYSTAL_LIMIT if k == "crystal" else D.RESOURCE_LIMIT) for k in x),
                       "a dict of gear, book, food (0-6) and crystal (0-3)")
        for key in ("points", "devotion"):
            if key in position:
                per_player(key, small, "a whole number from 0 to 999")
        if "energy" in position:
            per_player("energy", lambda x: type(x) is int and 1 <= x <= 20, "a whole number of energy from 1 to 20")
        if "hibernations" in position:
            per_player("hibernations", lambda x: small(x, 20), "a whole number from 0 to 20")
        if "tracks" in position:
            per_player("tracks", lambda x: isinstance(x, dict) and set(x) <= set(D.TRACKS)
                       and all(small(x[k], D.TRACK_LENGTH) for k in x), "a dict of forest, mountain, field (0-8)")
        if "techs" in position:
            per_player("techs", lambda x: isinstance(x, list) and len(x) <= 5 and all(small(k, 7) and k >= 1 for k in x)
                       and len(set(x)) == len(x), "a list of up to 5 technology numbers 1-7")
        if "active" in position:
            v = position["active"]
            per_player("active", lambda x: isinstance(x, list) and all(type(c) is int and c in D.CARDS for c in x),
                       "a list of card numbers")
            flat = [c for x in v for c in x]
            if len(set(flat)) != len(flat):
                raise OptionError("Position key 'active' names a card twice.")
        if "artifacts" in position:
            v = position["artifacts"]
            if not isinstance(v, list) or not all(type(a) is int and a in D.ARTIFACTS for a in v) or \
                    len(set(v)) != len(v) or len(v) > D.ARTIFACTS_ON_BOARD[n]:
                raise OptionError("Position key 'artifacts' is the list of artifact numbers left on the board.")

    def _set_position(self, position: dict) -> None:
        n = self.players
        for s in range(n):
            p = self.ps[s]
            if "resources" in position:
                p["res"].update(position["resources"][s])
            if "points" in position:
                p["points"] = p["peak"] = position["points"][s]
            if "devotion" in position:
                p["devotion"] = min(D.DEVOTION_MAX, position["devotion"][s])
            if "energy" in position:
                p["energy"] = position["energy"][s]
            if "hibernations" in position:
                p["hib"] = position["hibernations"][s]
            if "tracks" in position:
                p["tracks"].update(position["tracks"][s])
                for key, links in D.MACHINE_SLOTS.items():
                    if all(p["tracks"][t] >= n for t, n in links):
                        tr = key[:-1]
                        p["unlocked"].append(key)
                        p["machines"][key] = 0 if key.endswith("1") else self.mmarket[tr][0]
                        if not key.endswith("1"):
                            self.mmarket[tr].remove(p["machines"][key])
                            if self.mdeck[tr]:
                                self.mmarket[tr].append(self.mdeck[tr].pop())
                        p["progress"] += 1
            if "techs" in position:
                spots = [f"loc{lid}" for lid in sorted(self.corner_locs.values())] + [sname(CENTER[0] - 1, CENTER[1])]
                for k, spot in zip(position["techs"][s], spots):
                    p["techs"].append(k - 1)
                    self.meeples.setdefault(spot, []).append(s)
        if "active" in position:
            for s in range(n):
                for c in position["active"][s]:
                    self._take_card(c)
                self.ps[s]["active"] = sorted(position["active"][s])
        if "artifacts" in position:
            keep = sorted(position["artifacts"])
            gone = [a for a in D.ARTIFACTS if a not in keep]
            self.discarded = gone[:D.ARTIFACTS_ON_BOARD[n] - len(keep)]
            self.artifacts = keep
        self._dist = {}

    def _take_card(self, cid) -> None:
        """Take card ``cid`` out of wherever it lies (positions only)."""
        for place in (self.deck, self.market, self.scyphoz):
            if cid in place:
                place.remove(cid)
                if place is self.market and self.deck:
                    self.market.append(self.deck.pop())
        for p in self.ps:
            for area in ("active", "rest"):
                if cid in p[area]:
                    p[area].remove(cid)
