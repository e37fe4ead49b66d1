"""Formula D qualifying laps: each car alone from the line, points per round and overshoot, the grid."""

from __future__ import annotations

from .data import ORD, QUALIFYING_POINTS


class QualifyingMixin:
    """Part of :class:`.rules.FormulaD`."""

    def _begin_qualifying(self) -> None:
        self.quali = {"queue": list(self.grid_order), "points": {}, "failed": [], "rounds": 0,
                      "race_weather": self.weather, "race_step": self.weather_step}
        if self.weather_step:            # never changeable in qualifying: dry unless it rains
            self.weather, self.weather_step = "good", 0
        for car in self.cars:
            car["space"] = None
        self.say("Qualifying: each car drives one lap alone.")
        self._next_qualifier()

    def _next_qualifier(self) -> None:
        q = self.quali
        if not q["queue"]:
            return self._end_qualifying()
        seat = q["queue"][0]
        car = self.cars[seat]
        car.update(space=sorted(self.track.finish)[len(self.track.finish) // 2], gear=0, lap=self.laps,
                   started=True, corner=None, stops=0, spun=False, max_gear=6)
        q["rounds"] = 0
        self.order = [seat]
        self._quali_turn()

    def _quali_turn(self) -> None:
        q = self.quali
        seat = q["queue"][0]
        q["rounds"] += 1
        self.round = q["rounds"]
        self.turn = {"seat": seat, "start": self.cars[seat]["space"], "roll": None, "gear": self.cars[seat]["gear"],
                     "path": [self.cars[seat]["space"]], "legs": [], "brake": 0, "emergency": False, "nitro": False,
                     "strain": False, "kind": "quali", "fixed": None}
        self.phase = "gear"
        self._targets_cache = None

    def _quali_end_move(self, seat: int) -> None:
        q = self.quali
        t = self.turn
        car = self.cars[seat]
        res = self._assess(seat)
        path = t["path"]
        self.last[str(seat)] = list(path)
        points = q["points"].setdefault(seat, 0) + 1
        if res["fatal"]:
            q["failed"].append(seat)
            q["points"][seat] = points
            self.say(f"{self.seat_name(seat)} misses the stops of a corner: the qualifying lap is over, "
                     "the car starts at the back.", seat=seat)
            return self._quali_done(seat)
        if res["over"]:
            extra = res["over"] * (2 if self.opts["tyres"] and car["tyres"] == "soft" else 1)
            points += extra
            self.say(f"{self.seat_name(seat)} overshoots by {res['over']}: {extra} qualifying points.", seat=seat)
        q["points"][seat] = points
        car["space"] = path[-1]
        car["corner"], car["stops"] = res["corner"], res["stops"]
        if any(self.track.crosses(a, b) for a, b in zip(path, path[1:])):
            self.say(f"{self.seat_name(seat)} completes the qualifying lap with {points} points.", seat=seat)
            return self._quali_done(seat)
        self._quali_turn()

    def _quali_done(self, seat: int) -> None:
        self.quali["queue"].pop(0)
        self.cars[seat].update(space=None, gear=0, lap=0, started=False, corner=None, stops=0, spun=False)
        self.turn = None
        self._next_qualifier()

    def _end_qualifying(self) -> None:
        q = self.quali
        done = [s for s in self.grid_order if s not in q["failed"]]
        done.sort(key=lambda s: q["points"][s])          # stable: ties keep the qualifying order
        order = done + [s for s in self.grid_order if s in q["failed"]]
        for rank, s in enumerate(done):
            self.quali_points[s] = QUALIFYING_POINTS[rank]
        for slot, s in enumerate(order):
            self.cars[s]["space"] = self.track.grid[slot]
            self.cars[s]["arrival"] = slot
        self.grid_order = order
        self.weather, self.weather_step = q["race_weather"], q["race_step"]
        self.last = {}
        self.say("Grid after qualifying: " + ", ".join(f"{ORD[i + 1]} {self.seat_name(s)}" for i, s in enumerate(order))
                 + ".")
        self.quali = {"done": True, "points": q["points"], "failed": q["failed"]}
        self.round = 0
        self._begin_round()

    @property
    def qualifying_now(self) -> bool:
        return bool(self.quali) and not self.quali.get("done")
