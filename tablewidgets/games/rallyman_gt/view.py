"""Rallyman: GT in words and pictures: action descriptions, button labels, clicks, status and the view."""

from __future__ import annotations

from ...engine import rally
from .data import CAUTIONS, DAMAGE_TOKENS, LOSS, ORD


class ViewMixin:
    """Part of :class:`.rules.RallymanGT`."""

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        name = self.seat_name(seat)
        w = action.split(" ")
        if w[0] == "tyres":
            return f"{name} chooses {w[1]} tyres."
        said = self._turn_describe(name, w)
        if said:
            return said
        return {"drive on": f"{name} drives on.", "pit tyres": f"{name} pits for tyres.",
                "pit repair": f"{name} pits for repairs."}.get(action, f"{name}: {action}.")

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split(" ")
        if len(w) == 3 and w[1] == "to" and self.phase == "plan":
            m = self._placements().get(action)
            if m:
                bits = [f"{'coast' if w[0] == 'coast' else 'gear ' + w[0]} → square {w[2]}"]
                if m["brakes"]:
                    bits.append(f"+{m['brakes']} brake")
                if m["boosts"]:
                    bits.append("+boost")
                if m["spin"]:
                    bits.append("SPIN")
                elif m["extra"]:
                    bits.append(f"+{m['extra']}!")
                return " · ".join(bits)
        if w[0] == "spin":
            return f"Lose control on square {w[1]} in gear {w[2]}"
        if action == "focus" and self.turn:
            return f"Secure next die ({rally.secure_cost(self.turn['secured'])} focus)"
        if w[0] == "tyres":
            return "Slick tyres" if w[1] == "slick" else "Rain tyres"
        return {"flat out": "Flat out (all dice)", "one by one": "One at a time", "roll": "Roll next die",
                "stop": "Stop here", "wait": "Wait (blocked)", "drive on": "Drive on",
                "pit tyres": "Pit: change tyres (gear 0)", "pit repair": "Pit: repair (gear 00)"}.get(action, action)

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split(" ")
        if w[0] == "tyres":
            return [f"tyre:{w[1]}"]
        return self._turn_parts(w)

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.to_move[0]
        name = self.seat_name(s)
        if self.phase == "tyres":
            return f"{name} chooses tyres for the start ({self.weather} weather)."
        if self.phase == "pit_tyres":
            return f"{name} is in the pits: choose tyres, then drive."
        head = f"Round {self.round} ({self.round_colour}): {name}"
        said = self._turn_status(head, self.dashboard(s).limit)
        if said:
            return said
        if self.phase == "pit":
            return f"{head} ends in 1st gear by the pit lane: pit or drive on?"
        return f"{head} to move."

    def _car_view(self, s: int) -> dict:
        c = self.cars[s]
        dash = self.dashboard(s)
        return {"seat": s, "name": self.seat_name(s), "space": self._space(s), "dist": c["dist"], "lane": c["lane"],
                "gear": "00" if c["off"] else c["gear"], "on_track": self._on_track(s), "pit": c["pit"],
                "tyres": c["tyres"], "focus": c["focus"], "lost": dict(c["lost"]), "crossed": c["crossed"],
                "lap": max(1, min(self.laps, c["dist"] // self.track.rows + 1)), "limit": dash.limit,
                "pool": self.pool(s), "flags": self.flags.count(s)}

    def _view(self, seat: int | None) -> dict:
        tr = self.track
        turn = None
        t = self.turn
        if t and self.phase in ("plan", "roll", "replace", "pit", "pit_tyres"):
            alarm = self.opts["overspeed_alarm"]
            plan = []
            dice = t["dice"] if t["dice"] else []
            for i, m in enumerate(t["plan"]):
                res = []
                for j, (mi, kind) in enumerate(dice):
                    if mi == i:
                        r = t["results"][j] if j < len(t["results"]) else None
                        res.append({"kind": kind, "result": None if r is None else
                                    ("secured" if r == "secured" else "caution" if r else "safe")})
                if not res:
                    res = [{"kind": "brake", "result": None}] * m["brakes"] + \
                        [{"kind": "boost", "result": None}] * m["boosts"] + [{"kind": m["die"], "result": None}]
                plan.append({"die": m["die"], "gear": m["gear"], "space": m["space"], "dice": res,
                             "alarm": (("red" if m["spin"] else "orange" if m["extra"] else None) if alarm else None)})
            targets = {}
            if self.phase == "plan":
                for a, m in self._placements().items():
                    d = targets.setdefault(m["die"], {})
                    d[str(m["space"])] = ("red" if m["spin"] else "orange" if m["extra"] else "ok") if alarm else "ok"
            turn = {"seat": t["seat"], "plan": plan, "mode": t["mode"], "cautions": t["cautions"],
                    "secured": t["secured"], "next_cost": rally.secure_cost(t["secured"]), "targets": targets,
                    "path": list(t["path"]),
                    "options": [[sp, g] for sp, g in sorted(t.get("options", {}))] if self.phase == "replace" else []}
        return {"track": tr.geometry(), "laps": self.laps, "car_class": self.opts["car_class"],
                "top_gear": self.top_gear, "weather": self.weather, "round": self.round,
                "round_colour": self.round_colour, "phase": "over" if self.over else self.phase,
                "order": list(self.order), "current": self.to_move[0] if self.to_move else None,
                "cars": [self._car_view(s) for s in range(self.players)], "flags": list(self.flags),
                "bag": dict(self.bag.counts), "bag_total": self.bag.total, "finished": list(self.finished),
                "last": {str(k): list(v) for k, v in self.last.items()}, "turn": turn,
                "flying_start": self.opts["flying_start"], "alarm": self.opts["overspeed_alarm"],
                "faces": {k: n for k, n in CAUTIONS.items()},
                "loss_table": {str(g): {c: list(v) for c, v in row.items()} for g, row in LOSS.items()},
                "tokens": dict(DAMAGE_TOKENS)}
