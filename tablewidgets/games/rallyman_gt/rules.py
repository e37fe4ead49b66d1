"""The rules model of Rallyman: GT (see the package docstring for the notation and options)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from ...engine import rally
from . import data as D
from .data import CAUTIONS, DAMAGE_NAMES, DAMAGE_TOKENS, FACES, LANES, LOSS, ORD, dashboard_for, track
from .view import ViewMixin

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
PLACE_POINTS = (10, 7, 5, 3, 2, 1)
MAX_ROUNDS = 150


@register
class RallymanGT(ViewMixin, rally.DiceTurns, Game):
    name = "rallyman_gt"
    title = "Rallyman: GT"
    blurb = ("Race GT cars round a circuit of tiles: plan your gears with dice along the track, then "
             "roll them all at once for focus tokens or one at a time to stay in control.")
    tagline = "Dice on the track: plan your gears, push your luck, keep the car on the road."
    minutes = 40
    weight = "family"
    designed_components = True
    static_keys = ("track", "faces", "loss_table", "tokens", "car_class", "top_gear", "laps")
    score_label = "Points"
    min_players = 1
    max_players = 6
    default_players = 3
    seat_names = COLOURS
    colors = ("#d64541", "#2e86c1", "#27ae60", "#e8c31a", "#8e44ad", "#e67e22")
    bot_levels = ("random", "greedy", "driver")
    secure_word, token_key, lose_word = "focus", "focus", "spin"
    place_word, track_word, wait_text = "square", "track", "is blocked and waits."
    roll_help = "Rolling one at a time: 'roll', 'focus' (secure the next die) or 'stop'."
    move_re = re.compile(r"^(?:g(?:ear)?\s*)?([1-6]|c|coast)\s*(?:to|at|on|>)?\s*(\d+)$")
    aliases = {"secure": "focus", "tires slick": "tyres slick", "tires rain": "tyres rain",
               "drive": "drive on", "no pit": "drive on"}
    default_bot = "driver"
    options = (
        Option("track", D.TRACK_KEYS, "ring", "Track", "The circuit to race on (tiles designed for this package).",
               names=tuple((k, D.TRACKS[k][0]) for k in D.TRACK_KEYS)),
        Option("laps", (1, 2, 3), 1, "Laps", "Laps to race before the finish."),
        Option("car_class", D.CLASSES, "gt6", "Car class",
               "GT4: 4 gears, 3 coast and 2 brake dice; GT5: 5 gears, 2 coast, 3 brake and a boost die; "
               "GT6: 6 gears, 2 coast and 3 brake dice.",
               names=(("gt4", "GT4"), ("gt5", "GT5"), ("gt6", "GT6"))),
        Option("weather", D.WEATHER, "dry", "Weather at the start", "Dry or wet track when the race starts."),
        Option("flying_start", (False, True), False, "Flying start",
               "From gear 0 a car may go straight to 2nd gear; a caution on that die ends its turn."),
        Option("overspeed_alarm", (True, False), True, "Show overspeed alarm",
               "Ring a die red when its square makes the car spin, orange when it adds a caution."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    @property
    def track(self) -> D.Track:
        return track(self.opts["track"])

    def _setup(self) -> None:
        tr = self.track
        self.laps = self.opts["laps"]
        self.weather = self.opts["weather"]
        self.bag = rally.TokenBag(DAMAGE_TOKENS)
        self.flags: list[int] = []           # seats whose yellow flag is out (one entry per token)
        self.forced_rolls: list[bool] = []   # scripted die results (True = caution)
        self.forced_tokens: list[str] = []
        self.cars = []
        order = list(range(self.players))
        self.rng.shuffle(order)
        self.grid_order = order
        for slot, seat in enumerate(order):
            self.cars.append(None)
        for slot, seat in enumerate(order):
            self.cars[seat] = self._new_car(-1 - slot // 2, 0 if slot % 2 == 0 else 2)
        self.finished: list[int] = []
        self.final = False
        self.round = 0
        self.order: list[int] = []
        self.turn_index = -1
        self.turn: dict | None = None
        self.last: dict = {}
        self.phase = "tyres"
        self.setup_queue = list(range(self.players))
        self.say("Starting grid: " + ", ".join(f"{i + 1}. {self.seat_name(s)}" for i, s in enumerate(order)) + ".")

    @staticmethod
    def _new_car(dist: int, lane: int) -> dict:
        return {"dist": dist, "lane": lane, "gear": 0, "off": False, "pit": None, "tyres": "slick", "focus": 0,
                "lost": {"gear": 0, "coast": 0, "brake": 0}, "crossed": False}

    def _set_position(self, position: dict) -> None:
        """Scripted positions: ``cars`` = [{"dist", "lane", "gear", "off", "pit", "tyres", "focus", "lost"}]
        per seat (dist: squares from the finish line, negative on the grid), ``to_move`` = the seat whose
        turn it is (the others follow in turn order), ``weather``, ``flags`` = [seat] with a yellow flag
        out, ``rolls`` = the next die results in order (true: a caution), ``tokens`` = the next damage
        tokens drawn, ``round``."""
        known = ("cars", "flags", "rolls", "round", "to_move", "tokens", "weather")
        unknown = sorted(k for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Rallyman: GT position has no key {unknown[0]!r} (known: {', '.join(known)}).")
        cars = position.get("cars")
        if not isinstance(cars, list) or len(cars) != self.players:
            raise OptionError(f"position 'cars' must list one car per player ({self.players}).")
        tr = self.track
        limit = self.laps * tr.rows
        for seat, spec in enumerate(cars):
            if not isinstance(spec, dict):
                raise OptionError(f"position car {seat} must be an object.")
            bad = sorted(k for k in spec if k not in ("dist", "lane", "gear", "off", "pit", "tyres", "focus", "lost"))
            if bad:
                raise OptionError(f"position car {seat} has no field {bad[0]!r}.")
            car = self._new_car(0, 0)
            dist, lane, gear = spec.get("dist", 0), spec.get("lane", 1), spec.get("gear", 0)
            for key, v, lo, hi in (("dist", dist, -tr.rows, limit - 1), ("lane", lane, 0, LANES - 1),
                                   ("gear", gear, 0, 6), ("focus", spec.get("focus", 0), 0, 99)):
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise OptionError(f"position car {seat}: {key} must be a whole number from {lo} to {hi}.")
            car.update(dist=dist, lane=lane, gear=gear, focus=spec.get("focus", 0))
            if spec.get("tyres", "slick") not in D.TYRES:
                raise OptionError(f"position car {seat}: tyres must be one of {', '.join(D.TYRES)}.")
            car["tyres"] = spec.get("tyres", "slick")
            car["off"] = bool(spec.get("off", False))
            if car["off"] and gear:
                raise OptionError(f"position car {seat}: a car in gear 00 has gear 0 and off true.")
            if spec.get("pit") not in (None, "tyres", "repair"):
                raise OptionError(f"position car {seat}: pit must be null, 'tyres' or 'repair'.")
            car["pit"] = spec.get("pit")
            lost = spec.get("lost", {})
            if not isinstance(lost, dict) or any(k not in car["lost"] or not isinstance(v, int) or not 0 <= v <= 6
                                                 for k, v in lost.items()):
                raise OptionError(f"position car {seat}: lost maps gear/coast/brake to 0-6 dice lost.")
            for k, v in lost.items():
                car["lost"][k] = v
                self.bag.counts[k] -= v
                if self.bag.counts[k] < 0:
                    raise OptionError("position: more lost dice than the bag has tokens.")
            self.cars[seat] = car
        spots = [self._space(s) for s in range(self.players) if self._on_track(s)]
        if len(set(spots)) != len(spots):
            raise OptionError("position: two cars on one square.")
        if position.get("weather", self.weather) not in D.WEATHER:
            raise OptionError("position 'weather' must be 'dry' or 'wet'.")
        self.weather = position.get("weather", self.weather)
        flags = position.get("flags", [])
        if not isinstance(flags, list) or any(f not in range(self.players) for f in flags) or len(flags) > 6:
            raise OptionError("position 'flags' lists the seats whose yellow flag is out.")
        self.flags = list(flags)
        self.bag.counts["yellow"] -= len(flags)
        rolls = position.get("rolls", [])
        if not isinstance(rolls, list) or not all(isinstance(r, bool) for r in rolls):
            raise OptionError("position 'rolls' is a list of true (caution) / false die results.")
        self.forced_rolls = list(rolls)
        tokens = position.get("tokens", [])
        if not isinstance(tokens, list) or any(t not in DAMAGE_TOKENS for t in tokens):
            raise OptionError(f"position 'tokens' lists damage tokens: {', '.join(DAMAGE_TOKENS)}.")
        self.forced_tokens = list(tokens)
        rnd = position.get("round", 1)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= MAX_ROUNDS:
            raise OptionError(f"position 'round' must be 1 to {MAX_ROUNDS}.")
        first = position.get("to_move")
        if first is not None and first not in range(self.players):
            raise OptionError(f"position 'to_move' must be a seat 0 to {self.players - 1}.")
        self.setup_queue = []
        self.round = rnd - 1
        self._begin_round(first)

    # ------------------------------------------------------------------ cars on the track
    def _space(self, seat: int) -> int:
        c = self.cars[seat]
        return self.track.sid(c["dist"], c["lane"])

    def _on_track(self, seat: int) -> bool:
        """Cars in gear 00 and cars in the pits are off the track: they block nobody."""
        c = self.cars[seat]
        return not c["off"] and c["pit"] is None

    def dashboard(self, seat: int) -> rally.Dashboard:
        return dashboard_for(self.opts["car_class"], self.cars[seat]["tyres"], self.weather)

    def pool(self, seat: int) -> dict:
        return self.dashboard(seat).pool(self.cars[seat]["lost"])

    @property
    def top_gear(self) -> int:
        return D.CAR_DICE[self.opts["car_class"]][0]

    # ------------------------------------------------------------------ rounds and turn order
    def _order_key(self, seat: int):
        """Speed, then distance, then the inside lane of the current or next corner."""
        c = self.cars[seat]
        tr = self.track
        speed = -1 if c["off"] else c["gear"]
        row = c["dist"] % tr.rows
        return (-speed, -c["dist"], abs(c["lane"] - tr.inside[row]), seat)

    def _begin_round(self, first: int | None = None) -> None:
        self.round += 1
        self.order = sorted(range(self.players), key=self._order_key)
        if first is not None:
            self.order.remove(first)
            self.order.insert(0, first)
        self.turn_index = -1
        self._next_turn()

    @property
    def round_colour(self) -> str:
        return "white" if self.round % 2 else "black"

    def _next_turn(self) -> None:
        while True:
            self.turn_index += 1
            if self.turn_index >= len(self.order):
                if self.final or self.round >= MAX_ROUNDS:
                    self._finish_race()
                    return
                self._begin_round()
                return
            seat = self.order[self.turn_index]
            car = self.cars[seat]
            if car["crossed"]:
                continue
            self.turn = {"seat": seat, "plan": [], "mode": None, "dice": [], "next": 0, "cautions": 0,
                         "secured": 0, "resolved": 0, "results": [], "start": self._space(seat),
                         "start_gear": car["gear"], "path": [self._space(seat)]}
            if car["off"]:
                car["off"] = False
                self.say(f"{self.seat_name(seat)} gets back on the track in gear 0"
                         f"{' (in the pits)' if car['pit'] else ''}.", seat=seat)
                if car["pit"] is None and self._blocked_square(seat):
                    self._shift_clear(seat)
                self.last[seat] = [self._space(seat)]
                continue
            if car["pit"] is not None:
                self.phase = "pit_tyres"
                return
            self.phase = "plan"
            return

    def _blocked_square(self, seat: int) -> bool:
        sp = self._space(seat)
        return any(self._on_track(s) and self._space(s) == sp for s in range(self.players) if s != seat)

    def _shift_clear(self, seat: int) -> None:
        """A car back on the track whose square is taken goes to a free lane of its row, or the row behind."""
        car = self.cars[seat]
        taken = {self._space(s) for s in range(self.players) if s != seat and self._on_track(s)}
        for back in range(0, self.track.rows):
            for lane in sorted(range(LANES), key=lambda l: abs(l - car["lane"])):
                if self.track.sid(car["dist"] - back, lane) not in taken:
                    car["dist"] -= back
                    car["lane"] = lane
                    return

    def _finish_race(self) -> None:
        cars = self.cars
        crossed = sorted(self.finished, key=lambda s: (-cars[s]["dist"], -cars[s]["gear"], self.finished.index(s)))
        rest = sorted((s for s in range(self.players) if s not in self.finished),
                      key=lambda s: (-cars[s]["dist"], self._order_key(s)))
        places = {s: i + 1 for i, s in enumerate(crossed + rest)}
        ranking = [places[s] for s in range(self.players)]
        scores = [PLACE_POINTS[places[s] - 1] for s in range(self.players)]
        over = self.laps * self.track.rows
        details = []
        for s in range(self.players):
            if cars[s]["crossed"]:
                past = cars[s]["dist"] - over + 1
                details.append(f"finished {places[s]}., {past} square{'s' if past != 1 else ''} past the line")
            else:
                short = max(0, over - cars[s]["dist"])
                details.append(f"{places[s]}., {short} square{'s' if short != 1 else ''} short of the line")
        if self.players == 1:
            details = [f"finished in {self.round} rounds" if cars[0]["crossed"] else "did not finish"]
        self.turn = None
        self.phase = "over"
        self.finish(scores, winners=[s for s in range(self.players) if ranking[s] == 1], ranking=ranking,
                    reason="When a car crosses the line, the round is played out; the car furthest past "
                           "the line wins.", details=details)

    # ------------------------------------------------------------------ planning
    def _plan_state(self) -> tuple:
        """Where the plan leaves the car: (dist, lane, gear, gear dice used, coast used, brakes used, boosts used)."""
        t = self.turn
        car = self.cars[t["seat"]]
        last = t["plan"][-1] if t["plan"] else car
        used, coast, brakes, boosts = rally.plan_usage(t["plan"])
        return last["dist"], last["lane"], last["gear"], used, coast, brakes, boosts

    def step_check(self, seat: int, dist: int, lane: int, gear: int, new_lane: int, new_gear: int,
                   first: bool) -> tuple[str | None, int, bool]:
        """Is a move into (dist+1, new_lane) in ``new_gear`` allowed? -> (reason it is not | None,
        cautions the track adds, spins). The pool is checked by the caller."""
        tr = self.track
        if abs(new_lane - lane) > 1 or not 0 <= new_lane < LANES:
            return "A move goes one square forward, straight or diagonally into the next lane.", 0, False
        if first and gear == 0:
            top = 2 if self.opts["flying_start"] else 1
            if not 1 <= new_gear <= top:
                return ("From gear 0 the first die is the 1st gear die" +
                        (" (or 2nd with a flying start)." if top == 2 else ".")), 0, False
        target = tr.sid(dist + 1, new_lane)
        for s in range(self.players):
            if s == seat or not self._on_track(s):
                continue
            sp = self._space(s)
            if sp == target:
                return "That square is taken by another car.", 0, False
            other = self.cars[s]
            r, l = tr.row_lane(sp)
            if r == target // LANES and abs(l - new_lane) == 1 and other["gear"] >= 1:
                if self.flags:
                    return "A yellow flag is out: no car may move alongside another.", 0, False
                if new_gear < other["gear"]:
                    return (f"To move alongside {self.seat_name(s)} (in gear {other['gear']}) the die must be "
                            "that gear or higher."), 0, False
        sq = tr.square(target)
        extra, spins = 0, False
        if sq.limit:
            if new_gear > sq.limit:
                spins = True
            elif new_gear == sq.limit and sq.triangle:
                extra += 1
        if new_lane == lane:
            if sq.dotted and new_gear > sq.dotted:
                spins = True
            if sq.dotted_caution:
                extra += 1
        return None, extra, spins

    def _placements(self) -> dict:
        """Every die that may be placed next: action -> move."""
        cache = getattr(self, "_place_cache", None)
        if cache is not None and cache[0] == len(self.history):
            return cache[1]
        t = self.turn
        seat = t["seat"]
        pool = self.pool(seat)
        dist, lane, gear, used, coast, brakes, boosts = self._plan_state()
        first = not t["plan"]
        gears_left = pool["gear"] - len(used)
        out = {}
        if len(t["plan"]) < 16:
            options = []
            if gears_left > 0:
                for n in range(1, self.top_gear + 1):
                    if n in used:
                        continue
                    if gear == 0:
                        if not first:
                            continue
                        nb, nu = 0, 0
                    else:
                        nb, nu = rally.extra_dice(gear, n)
                    if brakes + nb > pool["brake"] or boosts + nu > pool["boost"]:
                        continue
                    options.append((str(n), n, nb, nu))
            if gear >= 1 and coast < pool["coast"]:
                options.append(("coast", gear, 0, 0))
            for die, n, nb, nu in options:
                for nl in (lane - 1, lane, lane + 1):
                    if not 0 <= nl < LANES:
                        continue
                    why, extra, spins = self.step_check(seat, dist, lane, gear, nl, n, first)
                    if why:
                        continue
                    sp = self.track.sid(dist + 1, nl)
                    out[f"{die} to {sp}"] = {"die": die, "gear": n, "brakes": nb, "boosts": nu, "dist": dist + 1,
                                             "lane": nl, "space": sp, "extra": extra, "spin": spins}
        self._place_cache = (len(self.history), out)
        return out

    # ------------------------------------------------------------------ rolling
    def _expand_dice(self) -> list:
        """The dice of the plan in rolling order: each move's brake / boost dice, then its die."""
        return rally.plan_dice(self.turn["plan"])

    def _roll_die(self, kind: str) -> bool:
        return rally.roll_forced(FACES[kind], self.rng, self.forced_rolls)

    def _is_flying(self, move_index: int, kind: str) -> bool:
        t = self.turn
        return self.opts["flying_start"] and move_index == 0 and kind == "2" and t["start_gear"] == 0

    def _flat_out(self, seat: int) -> None:
        t = self.turn
        car = self.cars[seat]
        t["mode"] = "flat"
        t["dice"] = self._expand_dice()
        t["results"] = [self._roll_die(kind) for _, kind in t["dice"]]
        t["next"] = len(t["dice"])
        shown = ", ".join(f"{k if k in ('coast', 'brake', 'boost') else 'gear ' + k}: {'caution' if r else 'safe'}"
                          for (_, k), r in zip(t["dice"], t["results"]))
        self.say(f"{self.seat_name(seat)} rolls flat out — {shown}.", seat=seat)
        plan = t["plan"]
        tokens = sum(1 for _, k in t["dice"] if k not in ("brake", "boost"))
        # flying start: a caution on the 2nd gear die ends the turn one square on, in 2nd gear
        for (i, k), r in zip(t["dice"], t["results"]):
            if r and self._is_flying(i, k):
                self.say(f"{self.seat_name(seat)}'s flying start shows a caution: one square on, in 2nd gear.",
                         seat=seat)
                self._move_car(seat, plan[0])
                self._end_turn(seat)
                return
        per_move, _ = rally.cautions_per_move(t["dice"], t["results"], len(plan))
        cautions = [per_move[i] + plan[i]["extra"] for i in range(len(plan))]
        loss = rally.first_loss(cautions, self.dashboard(seat).limit, [m["spin"] for m in plan])
        self._after_flat_out(seat, tokens, loss, sum(cautions))

    def _replacements(self, seat: int) -> dict:
        """After a flat-out loss of control: every (square, gear) the rolled dice may be put back to
        lose control at."""
        t = self.turn
        car = self.cars[seat]
        dice = [k for _, k in t["dice"]]
        start = (car["dist"], car["lane"], car["gear"], 0, 0, True)

        def step(state, kind):
            dist, lane, gear, pb, pu, first = state
            if kind == "brake":
                if gear <= 1:
                    return
                yield (dist, lane, gear, pb + 1, pu, first), 0, False
                return
            if kind == "boost":
                if gear < 1:
                    return
                yield (dist, lane, gear, pb, pu + 1, first), 0, False
                return
            if kind == "coast":
                if gear < 1 or pb or pu:
                    return
                n = gear
            else:
                n = int(kind)
                if gear == 0 and (pb or pu):
                    return
                if gear > 0 and not rally.gear_change_ok(gear, n, pb, pu):
                    return
            for nl in (lane - 1, lane, lane + 1):
                if not 0 <= nl < LANES:
                    continue
                why, extra, spins = self.step_check(seat, dist, lane, gear, nl, n, first)
                if why is None:
                    yield (dist + 1, nl, n, 0, 0, False), extra, spins

        found = rally.replace_after_loss(dice, t["results"], start, step, self.dashboard(seat).limit)
        out = {}
        for (dist, lane, gear, _pb, _pu, _first), rep in found.items():
            key = (self.track.sid(dist, lane), gear)
            if key not in out:
                out[key] = {"dist": dist, "lane": lane, "gear": gear}
        if not out:        # cannot happen with the original order among the options; kept as a guard
            raise AssertionError("a loss of control with nowhere to lose it")
        return out

    def _one_die(self, seat: int, secure: bool) -> None:
        t = self.turn
        car = self.cars[seat]
        i, kind, result = self._next_die(seat, secure)
        m = t["plan"][i]
        if result and self._is_flying(i, kind):
            self.say(f"{self.seat_name(seat)}'s flying start shows a caution: one square on, in 2nd gear.", seat=seat)
            self._move_car(seat, m)
            self._end_turn(seat)
            return
        limit = self.dashboard(seat).limit
        if not rally.move_rolled(t, i):
            if t["cautions"] >= limit:
                self._lose_control(seat, m["space"], m["gear"], m)
            return
        t["cautions"] += m["extra"]
        if t["cautions"] >= limit or m["spin"]:
            self._lose_control(seat, m["space"], m["gear"], m)
            return
        self._move_car(seat, m)
        t["resolved"] = i + 1
        if t["next"] >= len(t["dice"]):
            self._end_turn(seat)

    @staticmethod
    def _die_name(kind: str) -> str:
        return {"coast": "white coast", "brake": "red brake", "boost": "green boost"}.get(kind, f"gear {kind}")

    # ------------------------------------------------------------------ effects
    def _move_car(self, seat: int, m: dict) -> None:
        car = self.cars[seat]
        car["dist"], car["lane"], car["gear"] = m["dist"], m["lane"], m["gear"]
        self.turn["path"].append(self._space(seat))
        if seat in self.flags:
            n = self.flags.count(seat)
            self.flags = [f for f in self.flags if f != seat]
            self.bag.give_back("yellow", n)
            self.say(f"{self.seat_name(seat)} moves on: the yellow flag comes in.", seat=seat)
        if car["dist"] >= self.laps * self.track.rows and not car["crossed"]:
            car["crossed"] = True
            self.finished.append(seat)
            self.final = True
            self.say(f"{self.seat_name(seat)} crosses the finish line!", seat=seat)

    def _draw_token(self) -> str | None:
        return self.bag.draw_forced(self.rng, self.forced_tokens, keep_trying=False)

    def _lose_control(self, seat: int, space: int, gear: int, m: dict | None = None) -> None:
        t = self.turn
        car = self.cars[seat]
        if m is None:
            m = t["options"][(space, gear)]
        dist, lane = m["dist"], m["lane"]
        if (dist, lane) != (car["dist"], car["lane"]):
            self._move_car(seat, {"dist": dist, "lane": lane, "gear": gear})
        colour = self.track.colour_of(space)
        result, n = rally.table_lookup(LOSS, max(1, gear), colour, "loss-of-control table")
        car["gear"] = 0
        car["off"] = result == "00"
        self.say(f"{self.seat_name(seat)} loses control in gear {gear} on a {colour} tile: "
                 f"gear {result}, {n} damage token{'s' if n != 1 else ''}.", seat=seat)
        for _ in range(n):
            kind = self._draw_token()
            if kind is None:
                break
            self.say(f"{self.seat_name(seat)} draws a damage token: {DAMAGE_NAMES[kind]}.", seat=seat)
            if kind in ("gear", "coast", "brake"):
                car["lost"][kind] += 1
            elif kind == "yellow":
                self.flags.append(seat)
            elif kind == "weather":
                self.weather = "wet" if self.weather == "dry" else "dry"
                self.bag.give_back("weather")
                self.say(f"The weather turns {self.weather}.")
            else:
                self.bag.give_back("green")
        t["spun"] = True
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        t = self.turn
        car = self.cars[seat]
        self.last[seat] = list(t["path"])
        tr = self.track
        sq = tr.square(self._space(seat))
        if (not t.get("spun") and car["gear"] == 1 and len(t["path"]) > 1 and not sq.limit and not sq.dotted
                and car["lane"] in (0, LANES - 1) and not car["crossed"]):
            self.phase = "pit"
            return
        self._next_turn()

    def _pit(self, seat: int, what: str) -> None:
        car = self.cars[seat]
        car["pit"] = what
        if what == "repair":
            for k, v in car["lost"].items():
                if v:
                    self.bag.give_back(k, v)
                car["lost"][k] = 0
            car["off"] = True
            car["gear"] = 0
            self.say(f"{self.seat_name(seat)} pits for repairs (gear 00): all damage is mended.", seat=seat)
        else:
            car["gear"] = 0
            self.say(f"{self.seat_name(seat)} pits to change tyres (gear 0).", seat=seat)
        self._next_turn()

    # ------------------------------------------------------------------ the contract hooks
    def _to_move(self) -> tuple:
        if self.phase == "tyres":
            return (self.setup_queue[0],)
        return (self.turn["seat"],) if self.turn and self.phase != "over" else ()

    def _legal(self, seat: int) -> list[str]:
        if seat not in self._to_move():
            return []
        if self.phase in ("tyres", "pit_tyres"):
            return [f"tyres {t}" for t in D.TYRES]
        if self.phase == "pit":
            return ["drive on", "pit tyres", "pit repair"]
        return super()._legal(seat)

    def _replace_key(self, option: tuple):
        return (self.track.row_lane(option[0]), option[1])

    def _why_illegal(self, seat: int, action: str) -> str | None:
        if self.phase in ("tyres", "pit_tyres"):
            return "Choose tyres first: 'tyres slick' or 'tyres rain'."
        if self.phase == "pit":
            return "In the pit lane: 'drive on', 'pit tyres' or 'pit repair'."
        return super()._why_illegal(seat, action)

    def _top_gear_text(self) -> str:
        return f"A {self.opts['car_class'].upper()} car has gears 1 to {self.top_gear}."

    @staticmethod
    def _gear_dice_text(n: int) -> str:
        return f"A lost black die: the car may use only {n} gear dice this turn."

    def _why_not_placed(self, seat: int, words: list) -> str:
        dist, lane, gear, used, coast, brakes, boosts = self._plan_state()
        pool = self.pool(seat)
        why = self._die_problem(words, gear, used, coast, pool["coast"], pool["gear"])
        if why:
            return why
        die, sp, tr = words[0], int(words[2]), self.track
        if sp >= len(tr.graph) or sp // LANES != (dist + 1) % tr.rows:
            return "Each die moves the car one square forward: place it on the next row of squares."
        if die != "coast" and gear > 0:
            n = int(die)
            nb, nu = rally.extra_dice(gear, n)
            if brakes + nb > pool["brake"]:
                return (f"From gear {gear} to {n} needs {nb} red brake dice (each skips a gear down); "
                        f"the car has {pool['brake'] - brakes} left.")
            if boosts + nu > pool["boost"]:
                return (f"Gears go up one at a time (a green boost die skips one, GT5 only): "
                        f"gear {gear} cannot go to {n}.")
        why, _, _ = self.step_check(seat, dist, lane, gear, sp % LANES, gear if die == "coast" else int(die),
                                    not self.turn["plan"])
        return why or "That die cannot go there."

    def _apply(self, seat: int, action: str) -> None:
        word = action.split(" ")
        if word[0] == "tyres":
            car = self.cars[seat]
            car["tyres"] = word[1]
            if self.phase == "tyres":
                self.setup_queue.pop(0)
                if not self.setup_queue:
                    self._begin_round()
            else:
                car["pit"] = None
                if self._blocked_square(seat):
                    self._shift_clear(seat)
                self.turn["start"] = self._space(seat)
                self.turn["path"] = [self._space(seat)]
                self.phase = "plan"
            self._place_cache = None
        elif action == "drive on":
            self._next_turn()
            self._place_cache = None
        elif action in ("pit tyres", "pit repair"):
            self._pit(seat, word[1])
            self._place_cache = None
        else:
            super()._apply(seat, action)

    # ------------------------------------------------------------------ for bots and tests
    def clone(self) -> "RallymanGT":
        twin = self._twin("flags", "forced_rolls", "forced_tokens", "finished", "order", "setup_queue", "grid_order")
        twin.cars = [dict(c, lost=dict(c["lost"])) for c in self.cars]
        twin.bag = self.bag.copy()
        if self.turn is not None:
            twin.turn = rally.copy_turn(self.turn)
        twin.last = {k: list(v) for k, v in self.last.items()}
        twin._place_cache = None
        return twin

    def race_distance(self, seat: int) -> float:
        return float(self.cars[seat]["dist"])

    def heuristic(self, seat: int) -> float:
        if self.over:
            r = self.outcome["ranking"][seat]
            return 1.0 - 2.0 * (r - 1) / max(1, self.players - 1)
        car = self.cars[seat]
        mine = car["dist"] + car["gear"] * 0.7 - (3 if car["off"] else 0) - 1.5 * sum(car["lost"].values()) \
            + 0.3 * min(car["focus"], 6)
        if self.players == 1:
            return max(-1.0, min(1.0, mine / (self.laps * self.track.rows)))
        others = [self.cars[s]["dist"] + self.cars[s]["gear"] * 0.7 for s in range(self.players) if s != seat]
        return max(-1.0, min(1.0, (mine - max(others)) / 30.0))

    def check_invariants(self) -> None:
        spots = [self._space(s) for s in range(self.players) if self._on_track(s)]
        assert len(spots) == len(set(spots)), "two cars on one square"
        total = dict(self.bag.counts)
        for c in self.cars:
            assert 0 <= c["gear"] <= self.top_gear, c
            assert c["focus"] >= 0
            assert not (c["off"] and c["gear"]), "gear 00 is gear 0 off the track"
            for k, v in c["lost"].items():
                total[k] = total.get(k, 0) + v
        total["yellow"] = total.get("yellow", 0) + len(self.flags)
        assert total == DAMAGE_TOKENS, f"damage tokens are not all accounted for: {total}"
        assert self.weather in D.WEATHER
        if self.over:
            assert self.finished or self.round >= MAX_ROUNDS
