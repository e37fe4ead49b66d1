"""What each seat sees of a Revive game (a part of the rules model, :class:`.rules.Revive`)."""

from __future__ import annotations

from . import data as D
from .geometry import SIZE
from .words import effect_text, tech_text

_STATIC = None


class Views:
    def _static(self) -> dict:
        cards = {str(c): {"color": d["color"], "top": effect_text(d["top"]), "bottom": effect_text(d["bottom"]),
                          "top_slot": d["top_slot"], "bottom_slot": d["bottom_slot"], "flasks": d["flasks"],
                          "kind": d["kind"]} for c, d in D.CARDS.items()}
        tribes = {}
        for key, t in D.TRIBES.items():
            techs = []
            for i, tech in enumerate(t["techs"]):
                techs.append({"row": D.TECH_ROWS[i], "books": D.TECH_BOOKS[D.TECH_ROWS[i]], "text": tech_text(tech)})
            tribes[key] = {"name": t["name"], "ability": t["ability_text"], "techs": techs, "tokens": t.get("tokens", 0)}
        return {
            "size": SIZE, "cards": cards, "tribes": tribes,
            "machines": {str(m): {"track": d["track"], "text": effect_text(d["gain"])} for m, d in D.MACHINES.items()},
            "modules": {str(m): {"colors": d["colors"], "text": effect_text(d["gain"])} for m, d in D.MODULES.items()},
            "journeys": {str(j): {"color": d["color"], "count": D.COUNT_WORDS[d["count"]],
                                  "levels": [list(x) for x in d["levels"]]} for j, d in D.JOURNEYS.items()},
            "artifact_cards": {str(a): {c: [D.COUNT_WORDS[w], n] for c, (w, n) in d.items()}
                               for a, d in D.ARTIFACT_CARDS.items()},
            "locations": {str(k): dict(v) for k, v in D.LOCATIONS.items()},
            "progress": [[pts, bonus] for pts, bonus in D.PROGRESS],
            "tiles_info": {"links": [list(x) for x in D.TECH_LINKS], "hexes": {f"{t} {n}": v for (t, n), v
                                                                             in D.TRACK_HEXES.items()},
                           "machine_slots": {k: [list(x) for x in v] for k, v in D.MACHINE_SLOTS.items()}, "track_length": D.TRACK_LENGTH,
                           "printed": {t: effect_text(g) for t, g in D.PRINTED_MACHINES.items()},
                           "hibernation": [effect_text(r) for r in D.HIBERNATION_ROWS],
                           "module_room": dict(D.MODULE_ROOM)},
        }

    def _view(self, seat: int | None) -> dict:
        global _STATIC
        if _STATIC is None:
            _STATIC = self._static()
        out = dict(_STATIC)       # the static parts are never changed: shared, not copied
        tiles = []
        for key, t in sorted(self.tiles.items()):
            entry = {"key": key, "ring": t["ring"], "explored": t["id"] is not None}
            if t["id"] is None:
                entry["cost"] = effect_text(D.EXPLORE_COST[t["ring"]])
                entry["price"] = dict(D.EXPLORE_COST[t["ring"]])
            else:
                entry["points"] = (D.VAST_TILES.get(t["id"]) or D.TILES.get(t["id"]))["points"]
            tiles.append(entry)
        out["map"] = {"spaces": dict(self.space), "water": {k: effect_text(v) for k, v in self.water.items()},
                      "loc_of": dict(self.loc_of), "tiles": tiles, "lakes": dict(self.lakes),
                      "vast": sorted(self.vast), "buildings": {k: list(v) for k, v in self.buildings.items()},
                      "meeples": {k: list(v) for k, v in self.meeples.items()},
                      "corner_locs": dict(self.corner_locs)}
        out["market"] = list(self.market)
        out["deck"] = len(self.deck)
        out["module_row"] = list(self.module_row)
        out["machine_market"] = {t: list(v) for t, v in self.mmarket.items()}
        out["artifacts"] = [[a, D.ARTIFACTS[a]] for a in self.artifacts]
        out["long_tokens"] = self.long_tokens
        out["common_card"] = self.common_card
        out["expansion"] = self.exp
        out["journey_display"] = list(self.jdisplay)
        out["extra_loc"] = self.extra_loc
        out["scyphoz_left"] = len(self.scyphoz)
        out["round"] = self.round
        out["trigger"] = self.trigger
        players = []
        for s, p in enumerate(self.ps):
            b = self.breakdown(s)
            players.append({
                "name": self.seat_name(s), "tribe": p["tribe"], "res": dict(p["res"]), "points": p["points"],
                "devotion": p["devotion"], "energy": p["energy"], "used": list(p["used"]),
                "active": list(p["active"]), "rest": list(p["rest"]),
                "slots": {k: [list(e) for e in v] for k, v in p["slots"].items()},
                "mods": {k: list(v) for k, v in p["mods"].items()}, "switch": p["switch"],
                "side": self._side_open(s), "tracks": dict(p["tracks"]), "machines": dict(p["machines"]),
                "progress": p["progress"], "discs": p["discs"], "techs": list(p["techs"]), "hib": p["hib"],
                "arts": [[a, D.ARTIFACTS[a]] for a in p["arts"]], "tokens": list(p["tokens"]),
                "gained": len(p["gained"]), "crates": p["crates"], "card": p["card"],
                "journeys": [dict(j) for j in p["journeys"]], "built": dict(p["built"]), "lanterns": list(p["lanterns"]),
                "buildings_left": {"normal": D.NORMAL_BUILDINGS - p["built"]["normal"],
                                   "large": D.LARGE_BUILDINGS - p["built"]["large"]},
                "estimate": b["total"]})
        out["players"] = players
        t = self.turn
        turn = {"seat": t["seat"], "actions": t["actions"], "hib": t["hib"], "range": t["range"],
                "pending": None}
        if t["pending"]:
            ch = t["pending"][0]
            turn["pending"] = {"kind": ch["kind"], "text": self._pending_text(ch), "seat": ch["seat"]}
            if ch["kind"] == "scyphoz" and seat == ch["seat"]:
                turn["pending"]["cards"] = list(ch["cards"])
            if ch["kind"] == "orient":
                turn["pending"]["tile"] = ch["tile"]
                tid = self.tiles[ch["tile"]]["id"]
                turn["pending"]["rows"] = [list(r) for r in D.TILES[tid]["rows"]]
        out["turn"] = turn
        return out

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        t = self.turn
        who = self.seat_name(t["seat"])
        if t["pending"]:
            return f"{self.seat_name(t['pending'][0]['seat'])}: {self._pending_text(t['pending'][0])}."
        if t["hib"] or t["actions"] == 0:
            return f"{who}: free actions, then end the turn."
        return f"{who}: {t['actions']} main action{'s' if t['actions'] > 1 else ''} left (or hibernate)."
