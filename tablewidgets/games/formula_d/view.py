"""Formula D in words and pictures: action descriptions, button labels, clicks, status and the view."""

from __future__ import annotations

from .data import DICE, ORD, POOLS


class ViewMixin:
    """Part of :class:`.rules.FormulaD`."""

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        name = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        if word == "gear":
            return f"{name} takes {ORD[int(arg)]} gear."
        if word == "to":
            return f"{name} drives to space {arg}."
        if word == "slip":
            return f"{name} slipstreams to space {arg}."
        if word == "stay":
            return f"{name} does not slipstream."
        if word == "nitro":
            return f"{name} uses nitro."
        if word == "add":
            return f"{name} puts a wear point on {arg}."
        if word == "tyres":
            return f"{name} chooses {arg} tyres."
        if word == "pit":
            return f"{name} chooses a {'tyre' if arg == 'tyres' else 'technical'} pit stop."
        if word == "repair":
            return f"{name} repairs {arg}."
        if word == "pay":
            return f"{name} pays the emergency braking with {arg} tyre WP, the rest in brake WP."
        if word == "done":
            return f"{name} is done."
        return f"{name}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "gear":
            cost = self._gear_options(seat if seat is not None else self.to_move[0]).get(int(arg), {})
            extra = (" (−" + ", ".join(f"{v} {k}" for k, v in cost.items()) + ")") if cost else ""
            return f"{ORD[int(arg)]} gear{extra}"
        if word in ("to", "slip") and self.phase in ("move", "slip"):
            info = self._targets().get(int(arg))
            if info:
                bits = [f"space {arg}"]
                if info["brake"]:
                    bits.append(f"brake {info['brake']}")
                a = self._preview(info)
                if a["fatal"]:
                    bits.append("out of the race")
                elif a["over"]:
                    bits.append(f"overshoot {a['over']}")
                return " · ".join(bits)
        if word == "stay":
            return "No slipstream"
        if word == "nitro":
            return f"Nitro (+{self.turn['gear']})"
        if word == "add":
            return f"+1 {arg}"
        if word == "tyres":
            return f"{arg.capitalize()} tyres"
        if word == "pit":
            return "Tyre stop (crew roll)" if arg == "tyres" else "Technical stop (repairs, leave next round)"
        if word == "repair":
            return f"Repair {arg} (+1)"
        if word == "pay" and self.phase == "brakepay":
            n = self.turn["pay"]
            return f"−{n - int(arg)} brakes, −{arg} tyres"
        if word == "done":
            return "Done"
        return action

    def _preview(self, info: dict) -> dict:
        t = self.turn
        saved = t["path"]
        t["path"] = saved + info["route"].path[1:]
        try:
            return self._assess(t["seat"])
        finally:
            t["path"] = saved

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("to", "slip"):
            return [f"space:{arg}"]
        if word == "gear":
            return [f"gear:{arg}"]
        if word == "add":
            return [f"pool:{arg}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.to_move[0]
        name = self.seat_name(s)
        if self.phase == "build":
            return f"{name} builds the car: {self._build_left(s)} wear points left to share out."
        if self.phase in ("tyres", "pit_tyres"):
            return f"{name} chooses tyres{' in the pits' if self.phase == 'pit_tyres' else ''}."
        if self.phase == "gear":
            if self.qualifying_now:
                return f"Qualifying lap of {name}, round {self.round}: choose a gear."
            return f"Round {self.round}: {name} chooses a gear."
        t = self.turn
        if self.phase == "slip":
            return f"{name} may slipstream 3 more spaces, or stay."
        if self.phase == "pit":
            return f"{name} is in the pits: a tyre stop or a technical stop?"
        if self.phase == "brakepay":
            return (f"{name} brakes hard for {self.turn['pay']} spaces: share the wear beyond the first 3 "
                    "between brakes and tyres.")
        if self.phase == "repair":
            return f"{name}'s mechanics may repair {self._repair_points(seat=s)} more WP (at most 2 this stop)."
        total = t["roll"] + (t["gear"] if t["nitro"] else 0)
        what = {"great": "a great start", "pit": "leaving the pits"}.get(t["kind"], f"rolled {total}")
        if self.qualifying_now:
            what = f"(qualifying) rolled {total}"
        return f"Round {self.round}: {name} {what} — choose a space."

    def _view(self, seat: int | None) -> dict:
        tr = self.track
        g = tr.graph
        cars = []
        for s, c in enumerate(self.cars):
            corner = g.corners[c["corner"]] if c["corner"] is not None else None
            cars.append({"seat": s, "name": self.seat_name(s), "space": c["space"], "gear": c["gear"], "lap": c["lap"],
                         "status": c["status"], "place": c["place"], "reason": c["reason"], "wp": dict(c["wp"]),
                         "stops": c["stops"], "need": corner.stops if corner else 0, "box": c["box"],
                         "tyres": c["tyres"] if self.opts["tyres"] else None,
                         "nitro": c["nitro"] if self.opts["nitro"] else None,
                         "repair": c["repair"] if self.opts["technical_pits"] else None,
                         "spun": c["spun"], "team": s // 2 + 1 if self.opts["teams"] else None})
        turn = None
        if self.turn and self.phase in ("move", "slip"):
            t = self.turn
            targets = {}
            for b, info in sorted(self._targets().items()):
                a = self._preview(info)
                targets[str(b)] = {"path": info["route"].path, "brake": info["brake"], "emergency": info["emergency"],
                                   "over": a["over"], "fatal": a["fatal"]}
            turn = {"seat": t["seat"], "gear": t["gear"], "roll": t["roll"], "nitro": t["nitro"], "kind": t["kind"],
                    "path": list(t["path"]), "targets": targets, "slip": self.phase == "slip"}
        elif self.turn and self.phase == "brakepay":
            t = self.turn
            turn = {"seat": t["seat"], "gear": t["gear"], "roll": t["roll"], "nitro": t["nitro"], "kind": t["kind"],
                    "path": list(t["path"]), "targets": {}, "slip": False, "pay": t["pay"]}
        elif self.turn and self.phase == "gear":
            turn = {"seat": self.turn["seat"], "gear": None, "roll": None, "kind": "race", "path": [], "targets": {},
                    "options": {str(k): v for k, v in self._gear_options(self.turn["seat"]).items()}}
        return {"circuit": tr.geometry(), "laps": self.laps, "rules": self.opts["rules"], "round": self.round,
                "phase": "over" if self.over else self.phase, "order": list(self.order),
                "current": self.to_move[0] if self.to_move else None,
                "cars": cars, "markers": list(self.markers), "podium": list(self.podium),
                "last": {k: list(v) for k, v in self.last.items()}, "turn": turn,
                "weather": self.weather if self.opts["weather"] else None,
                "pools": list(POOLS) if self.advanced else ["wp"],
                "build_left": self._build_left(self.to_move[0]) if self.phase == "build" and self.to_move else None,
                "qualifying": None if not self.quali else {
                    "now": self.qualifying_now, "points": {str(k): v for k, v in self.quali["points"].items()},
                    "failed": list(self.quali["failed"]), "awarded": list(self.quali_points)},
                "dice": {str(k): list(v) for k, v in DICE.items()}}
