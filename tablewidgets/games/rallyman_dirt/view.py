"""Rallyman: DIRT in words and pictures: action descriptions, button labels, clicks, status and the view."""

from __future__ import annotations

from ...engine import rally
from .data import CAUTIONS, CRASH, DAMAGE_TOKENS, TIME


class ViewMixin:
    """Part of :class:`.rules.RallymanDirt`."""

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        name = self.seat_name(seat)
        w = action.split(" ")
        return self._turn_describe(name, w) or f"{name}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split(" ")
        if len(w) in (3, 5) and w[1] == "to" and self.phase == "plan":
            m = self._placements().get(action)
            if m:
                bits = [f"{'coast' if w[0] == 'coast' else 'gear ' + w[0]} → {w[2]}"]
                if m["via"] is not None:
                    bits.append(f"jump from {m['via']}")
                if m["brakes"]:
                    bits.append(f"+{m['brakes']} brake")
                if m["spin"]:
                    bits.append("LOSES CONTROL")
                elif m["jumploc"]:
                    bits.append("! on this die loses control")
                return " · ".join(bits)
        if w[0] == "lose":
            return f"Lose control on {w[1]} in gear {w[2]}"
        if action == "secure" and self.turn:
            return f"Secure next die ({rally.secure_cost(self.turn['secured'])} s-tokens)"
        return {"flat out": "Flat out (all dice)", "one by one": "One at a time", "roll": "Roll next die",
                "stop": "Stop here", "wait": "Blocked: take the time card"}.get(action, action)

    def parts(self, action: str, seat: int) -> list[str]:
        return self._turn_parts(action.split(" "))

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.to_move[0]
        name = self.seat_name(s)
        head = f"Stage {self.stage_index + 1}, round {self.round}: {name}"
        return self._turn_status(head, self.turn["limit"]) or f"{head} to move."

    def _car_view(self, s: int) -> dict:
        c = self.cars[s]
        return {"seat": s, "name": self.seat_name(s), "space": c["space"], "gear": c["gear"],
                "on_track": self._on_track(s), "crashed": c["off"], "done": c["done"], "second": c["second"],
                "tokens": [list(x) for x in c["tokens"]], "lost": self.lost(s), "seconds": c["seconds"],
                "total": self.running_total(s), "cards": [dict(x) for x in c["cards"][-6:]],
                "n_cards": len(c["cards"]), "pool": self.pool(s, bool(self.order) and self.order[0] == s)}

    def _view(self, seat: int | None) -> dict:
        turn = None
        t = self.turn
        if t and self.phase in ("plan", "roll", "replace"):
            plan = []
            dice = t["dice"] or []
            for i, m in enumerate(t["plan"]):
                res = []
                for j, (mi, kind) in enumerate(dice):
                    if mi == i:
                        r = t["results"][j] if j < len(t["results"]) else None
                        res.append({"kind": kind, "result": None if r is None else
                                    ("secured" if r == "secured" else "caution" if r else "safe")})
                if not res:
                    res = [{"kind": "brake", "result": None}] * m["brakes"] + [{"kind": m["kind"], "result": None}]
                plan.append({"die": m["die"], "gear": m["gear"], "space": m["space"], "via": m["via"], "dice": res,
                             "alarm": "red" if m["spin"] else "orange" if m["jumploc"] else None})
            targets = {}
            if self.phase == "plan":
                for a, m in self._placements().items():
                    d = targets.setdefault(m["die"], {})
                    key = str(m["space"]) + (f":{m['via']}" if m["via"] is not None else "")
                    if key not in d:
                        d[key] = {"action": a, "alarm": "red" if m["spin"] else "orange" if m["jumploc"] else "ok"}
            turn = {"seat": t["seat"], "plan": plan, "mode": t["mode"], "cautions": t["cautions"], "limit": t["limit"],
                    "secured": t["secured"], "next_cost": rally.secure_cost(t["secured"]), "targets": targets,
                    "path": list(t["path"]), "leader": t["leader"], "coast_kind": t["coast_kind"],
                    "pool": dict(t["pool"]),
                    "options": [[sp, g] for sp, g in sorted(t.get("options", {}))] if self.phase == "replace" else []}
        return {"stage_map": self.st.geometry(), "stage": self.stage_index + 1, "stages": len(self.stage_keys),
                "surface": self.st.surface, "top_gear": self.top_gear, "round": self.round,
                "phase": "over" if self.over else self.phase, "order": list(self.order),
                "current": self.to_move[0] if self.to_move else None,
                "cars": [self._car_view(s) for s in range(self.players)],
                "minus": [[tile, s] for tile, s, _ in self.minus], "bag_total": self.bag.total,
                "finished": list(self.finished), "stage_times": [list(x) for x in self.stage_times],
                "waiting": [s for s in self.start_order[self.entered:]],
                "last": {str(k): list(v) for k, v in self.last.items()}, "turn": turn,
                "faces": dict(CAUTIONS), "crash_table": {str(g): dict(r) for g, r in CRASH.items()},
                "time_table": {str(g): v for g, v in TIME.items()}, "tokens": dict(DAMAGE_TOKENS)}
