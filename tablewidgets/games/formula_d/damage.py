"""Formula D wear and damage: wear points and elimination, overshoot and braking costs, pit stops
(basic, advanced, technical), collisions, engine strain, debris, and the weather."""

from __future__ import annotations

from . import data as D
from .data import ADVANCED_WP, BASIC_WP, ORD, POOLS, black as _black


class DamageMixin:
    """Part of :class:`.rules.FormulaD`."""

    def _pool(self, kind: str) -> str:
        """The pool a kind of wear comes from: the basic game has only one."""
        return kind if self.advanced else "wp"

    def _lose(self, seat: int, kind: str, n: int, why: str, marker: bool = False) -> bool:
        """Take n wear points; True when that eliminates the car."""
        if n <= 0:
            return False
        car = self.cars[seat]
        pool = self._pool(kind)
        car["wp"][pool] -= n
        self.say(f"{self.seat_name(seat)} loses {n} {self._wp_words(pool)} ({why}).", seat=seat)
        if marker and self.advanced and kind in ("body", "engine") and car["space"] is not None \
                and car["space"] not in self.markers:
            self.markers.append(car["space"])
            self.markers.sort()
        if car["wp"][pool] <= 0 and pool in ("wp", "body", "engine", "handling"):
            car["wp"][pool] = 0
            return True
        car["wp"][pool] = max(0, car["wp"][pool])
        return False

    def _wp_words(self, pool: str) -> str:
        return "WP" if pool == "wp" else f"{pool} WP"

    def _eliminate(self, seat: int, reason: str, stays: bool, marker: bool) -> None:
        car = self.cars[seat]
        if car["status"] != "racing":
            return
        car["status"] = "out"
        car["reason"] = reason
        car["gear"] = 0
        self.say(f"{self.seat_name(seat)} is out of the race: {reason}.", seat=seat)
        if marker and self.advanced and car["space"] is not None and car["space"] not in self.markers \
                and car["space"] not in self.track.pit:
            self.markers.append(car["space"])
            self.markers.sort()
        if stays:
            self.pending_out.append(seat)
        else:
            car["space"] = None

    def _end_move(self, seat: int) -> None:
        if self.qualifying_now:
            return self._quali_end_move(seat)
        t = self.turn
        car = self.cars[seat]
        tr = self.track
        g = tr.graph
        path = t["path"]
        name = self.seat_name(seat)
        steps = len(path) - 1
        self.last[str(seat)] = list(path)
        res = self._assess(seat)
        crossed = sum(1 for a, b in zip(path, path[1:]) if tr.crosses(a, b))
        car["arrival"] = self.arrivals = self.arrivals + 1
        # overshooting first
        if res["fatal"]:
            car["space"] = path[-1]
            car["distance"] = car["turn_distance"]
            self._eliminate(seat, "flew off at a corner without its stops", stays=False, marker=False)
            return self._after_turn(seat)
        if res["over"]:
            n = res["over"] * self._overshoot_factor(seat)
            if self.advanced:
                tyres = car["wp"]["tyres"]
                if n > tyres:
                    self.say(f"{name} overshoots the corner by {res['over']} and has no tyre left for it.", seat=seat)
                    car["distance"] = car["turn_distance"]
                    self._eliminate(seat, "overshot a corner with worn tyres", stays=False, marker=False)
                    return self._after_turn(seat)
                car["wp"]["tyres"] -= n
                self.say(f"{name} overshoots the corner by {res['over']}: {n} tyre WP lost.", seat=seat)
                if car["wp"]["tyres"] == 0:
                    car["wp"]["tyres"] = 1
                    car["spun"] = True
                    self.say(f"{name} spins round and must drive off in 1st gear.", seat=seat)
            else:
                if self._lose(seat, "wp", n, f"overshooting a corner by {res['over']}"):
                    car["distance"] = car["turn_distance"]
                    self._eliminate(seat, "overshot a corner with no wear points left", stays=False, marker=False)
                    return self._after_turn(seat)
        # then braking
        car["space"] = path[-1]
        car["corner"], car["stops"] = res["corner"], res["stops"]
        car["distance"] += steps
        brake = t["brake"] + t.get("slip_brake", 0) + t.get("slip_corner", 0)
        if brake:
            if self._brake_shares(seat, brake, t["emergency"]):
                t["pay"] = brake             # the driver shares the spaces beyond 3 between brakes and tyres
                self.phase = "brakepay"
                return
            if not self._pay_brakes(seat, brake, t["emergency"]):
                car["distance"] = car["turn_distance"]
                self._eliminate(seat, "could not brake in time and hit the car in front", stays=True, marker=True)
                return self._after_turn(seat)
        return self._after_brakes(seat)

    def _brake_shares(self, seat: int, n: int, emergency: bool) -> list[int]:
        """Emergency braking beyond 3 spaces in the advanced game: the tyre WP the driver may put towards
        the spaces after the first 3 (empty when there is nothing to choose)."""
        if not (self.advanced and emergency and n > 3):
            return []
        brakes, tyres = self.cars[seat]["wp"]["brakes"], self.cars[seat]["wp"]["tyres"]
        if brakes < 3 or brakes + tyres < n:
            return []
        shares = list(range(max(0, n - brakes), min(tyres, n - 3) + 1))
        return shares if len(shares) > 1 else []

    def _pay_share(self, seat: int, from_tyres: int) -> None:
        """``pay K``: the emergency braking of this turn paid with K tyre WP and the rest brake WP."""
        t = self.turn
        car = self.cars[seat]
        n = t.pop("pay")
        car["wp"]["brakes"] -= n - from_tyres
        car["wp"]["tyres"] -= from_tyres
        self.say(f"{self.seat_name(seat)} brakes hard: {n - from_tyres} brake WP and {from_tyres} tyre WP lost.",
                 seat=seat)
        self.phase = "move"
        self._after_brakes(seat)

    def _after_brakes(self, seat: int) -> None:
        """The end of a move after its wear is paid: debris, laps and the finish, the pits, collisions."""
        t = self.turn
        car = self.cars[seat]
        tr = self.track
        path = t["path"]
        name = self.seat_name(seat)
        crossed = sum(1 for a, b in zip(path, path[1:]) if tr.crosses(a, b))
        # damage markers passed over or landed on
        for s in path[1:]:
            if s in self.markers and car["status"] == "racing":
                roll = _black(self)
                if roll <= (5 if self._raining() else 4):
                    self.say(f"{name} crosses debris and rolls {roll}.", seat=seat)
                    if self._lose(seat, "handling", 1, "debris on the track"):
                        self._eliminate(seat, "lost control on debris", stays=False, marker=False)
                        return self._after_turn(seat)
        # laps and the finish
        if crossed:
            car["lap"] += crossed
            if car["lap"] > self.laps:
                car["status"] = "finished"
                self.podium.append(seat)
                car["place"] = len(self.podium)
                car["space"] = None
                self.say(f"{name} crosses the finishing line in {ORD[car['place']]} place.", seat=seat)
                return self._after_turn(seat)
            car["nitro"] = bool(self.opts["nitro"])
            self.say(f"{name} starts lap {car['lap']} of {self.laps}.", seat=seat)
        # pit stop
        if car["space"] == car["box"] and path[0] != car["box"] and car["space"] in tr.pit:
            if self._pit_stop(seat):
                return                   # a quick stop: the car drives out now
            return self._after_turn(seat)
        if car["space"] not in tr.pit:
            self._collisions(seat)
        return self._after_turn(seat)

    def _overshoot_factor(self, seat: int) -> int:
        car = self.cars[seat]
        if not self.opts["tyres"]:
            return 1
        if car["tyres"] == "soft" and not self._raining():
            return 3 if car["pit_lap"] < 2 and car["lap"] >= 3 else 2
        if car["tyres"] == "rain" and not self._raining():
            return 3 if car["lap"] >= 3 and car["pit_lap"] < 2 else 2
        return 1

    def _pay_brakes(self, seat: int, n: int, emergency: bool) -> bool:
        car = self.cars[seat]
        name = self.seat_name(seat)
        if not self.advanced:
            if car["wp"]["wp"] <= n:
                car["wp"]["wp"] = 0
                return False
            car["wp"]["wp"] -= n
            self.say(f"{name} loses {n} WP braking.", seat=seat)
            return True
        brakes, tyres = car["wp"]["brakes"], car["wp"]["tyres"]
        if not emergency or n <= 3:
            if n > brakes:
                if not emergency:
                    car["wp"]["brakes"] = 0
                    return False
            if n <= brakes:
                car["wp"]["brakes"] -= n
                self.say(f"{name} loses {n} brake WP.", seat=seat)
                return True
            return False
        # emergency braking beyond 3 spaces: the first 3 from the brakes, the rest brakes or tyres
        if brakes < 3 or brakes + tyres < n:
            return False
        from_brakes = min(brakes, n)
        car["wp"]["brakes"] -= from_brakes
        car["wp"]["tyres"] -= n - from_brakes
        self.say(f"{name} brakes hard: {from_brakes} brake WP and {n - from_brakes} tyre WP lost.", seat=seat)
        return True

    def _pit_stop(self, seat: int) -> bool:
        """Service in the box; True when the car drives straight out again (a quick stop)."""
        car = self.cars[seat]
        name = self.seat_name(seat)
        car["pit_lap"] = car["lap"]
        car["gear"] = min(car["gear"], 4)
        car["max_gear"] = 4
        car["corner"], car["stops"] = None, 0
        if not self.advanced:
            car["wp"]["wp"] = BASIC_WP
            self.say(f"{name} stops in the pits and gets all 18 WP back.", seat=seat)
            return False
        car["wp"]["tyres"] = self._tyre_start(seat)
        self.say(f"{name} stops in the pits: fresh tyres.", seat=seat)
        if self.opts["tyres"]:
            self.phase = "pit_tyres"         # the new tyres may be of another type
            return True
        if self.opts["technical_pits"]:
            self.phase = "pit"            # a tyre stop or a technical stop: the driver chooses
            return True
        return self._tyre_stop(seat)

    def _tyre_stop(self, seat: int) -> bool:
        car = self.cars[seat]
        name = self.seat_name(seat)
        roll = _black(self)
        if roll <= 10:
            n = D.ceil_half(roll)
            self.say(f"{name}'s crew rolls {roll}: a quick stop, {n} space{'s' if n > 1 else ''} out in 4th gear.",
                     seat=seat)
            car["gear"] = 4
            car["max_gear"] = 6
            self.turn.update(path=[car["space"]], roll=n, gear=4, kind="pit", fixed=n, legs=[], brake=0,
                             emergency=False, stopped=False, start=car["space"])
            self.turn.pop("slip_brake", None)
            self.turn.pop("slip_corner", None)
            self.phase = "move"
            self._targets_cache = None
            return True
        self.say(f"{name}'s crew rolls {roll}: a slow stop, the car leaves next round.", seat=seat)
        return False

    def _repair_points(self, seat: int) -> int:
        if self.team_repair:
            return self.team_repair[seat // 2]
        return self.cars[seat]["repair"]

    def _repairs(self, seat: int) -> list[str]:
        car = self.cars[seat]
        if self._repair_points(seat) <= 0 or self.turn.get("repaired", 0) >= 2:
            return []
        built = car.get("built", ADVANCED_WP)
        return [p for p in POOLS if p != "tyres" and car["wp"][p] < built[p]]

    def _repair(self, seat: int, pool: str) -> None:
        car = self.cars[seat]
        car["wp"][pool] += 1
        if self.team_repair:
            self.team_repair[seat // 2] -= 1
        else:
            car["repair"] -= 1
        self.turn["repaired"] = self.turn.get("repaired", 0) + 1
        self.say(f"{self.seat_name(seat)}'s mechanics repair 1 {pool} WP.", seat=seat)
        if not self._repairs(seat):
            self._after_turn(seat)

    def _tyre_start(self, seat: int) -> int:
        return self.cars[seat].get("built", ADVANCED_WP)["tyres"]

    def _collisions(self, seat: int) -> None:
        tr = self.track
        g = tr.graph
        car = self.cars[seat]
        around = set(g.neighbours(car["space"]))
        others = [s for s in self.order + [x for x in range(self.players) if x not in self.order]
                  if s != seat and self.cars[s]["status"] == "racing" and self.cars[s]["space"] in around
                  and self.cars[s]["space"] not in tr.pit]
        if not others:
            return
        limit = (2 if self._raining() else 1) if self.advanced else 4
        lost_to = []
        for other in others:
            roll = _black(self)
            if roll <= limit:
                self.say(f"{self.seat_name(other)} rolls {roll}: touched by {self.seat_name(seat)}.", seat=other)
                if self._lose(other, "body", 1, "a collision", marker=True):
                    self._eliminate(other, "wrecked in a collision", stays=True, marker=True)
                    lost_to.append(other)
        for other in others:
            if car["status"] != "racing":
                break
            if other in lost_to:
                self.say(f"{self.seat_name(seat)} cannot avoid the wreck of {self.seat_name(other)}.", seat=seat)
                hit = True
            else:
                roll = _black(self)
                hit = roll <= limit
                if hit:
                    self.say(f"{self.seat_name(seat)} rolls {roll}: a collision with {self.seat_name(other)}.", seat=seat)
            if hit and self._lose(seat, "body", 1, "a collision", marker=True):
                self._eliminate(seat, "wrecked in a collision", stays=True, marker=True)

    def _after_turn(self, seat: int) -> None:
        t = self.turn
        if t and t.get("strain"):
            self._motor_checks(seat)
        self.turn = None
        self.phase = "between"
        self._targets_cache = None
        self._next_turn()

    def _motor_checks(self, seat: int) -> None:
        self.say(f"{self.seat_name(seat)} rolled the top of the {ORD[self.turn['gear']]} gear die: engines under strain.",
                 seat=seat)
        if self.opts["weather"] and self.weather_step:
            self.weather_rolls += 1
        limit = 3 if self._raining() else 4
        for s in list(self.order):
            car = self.cars[s]
            if car["status"] != "racing" or (car["gear"] < 5 and s != seat):
                continue
            roll = _black(self)
            if roll <= limit:
                self.say(f"{self.seat_name(s)} rolls {roll} for the engine.", seat=s)
                if self._lose(s, "engine", 1, "engine strain", marker=True):
                    self._eliminate(s, "the engine blew", stays=False, marker=True)

    def _raining(self) -> bool:
        return self.weather in ("rain", "rain-temporary")

    def _weather_words(self) -> str:
        return {"good": "good weather", "good-temporary": "good weather for now", "changeable": "changeable, dry",
                "rain-temporary": "rain for now", "rain": "rain"}.get(self.weather, self.weather)

    def _weather_roll(self) -> None:
        if not self.weather_step:
            return
        roll = _black(self)
        w = self.track.weather_for(roll)
        step = self.weather_step
        if w == "good":
            step = 1 if step in (2, 3) else 0
        elif w == "rain":
            step = 3 if step in (1, 2) else 4
        if step in (0, 4):
            self.weather_step = 0
        else:
            self.weather_step = step
        self.weather = D.WEATHER_STEPS[step]
        self.say(f"Weather roll {roll} ({w}): {self._weather_words()}.")
