"""The rules model of Formula D (see the package docstring for the notation and options)."""

from __future__ import annotations

import re

from ...engine import Game, IllegalAction, Option, OptionError, register
from . import data as D
from .data import ADVANCED_WP, BASIC_WP, DICE, DOWNSHIFT, POOLS, QUALIFYING_POINTS, RACE_POINTS, circuit

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Grey", "Pink", "Teal", "Brown")
ORD = {i: f"{i}{'st' if i == 1 else 'nd' if i == 2 else 'rd' if i == 3 else 'th'}" for i in range(1, 11)}
_ACTION = re.compile(r"^(gear|g|to|slip|add|tyres|tires|repair|pit)\s*(\S+)$")


def _black(game) -> int:
    """A roll of the black 20-sided die (scripted positions may fix the next ones)."""
    if game.forced_black:
        return game.forced_black.pop(0)
    return game.rng.randint(1, 20)


@register
class FormulaD(Game):
    name = "formula_d"
    title = "Formula D"
    blurb = ("Race 2 to 10 cars round a real circuit: pick a gear, roll its die, choose your line, "
             "and stop in every corner as often as it asks — or pay for it in wear.")
    min_players = 2
    max_players = 10
    default_players = 4
    seat_names = COLOURS
    colors = ("#d64541", "#2e86c1", "#27ae60", "#e8c31a", "#8e44ad", "#e67e22", "#7f8c8d", "#e86fae",
              "#17a2a2", "#8d5b3a")
    bot_levels = ("random", "greedy", "driver")
    default_bot = "driver"
    options = (
        Option("circuit", D.CIRCUIT_KEYS, "monaco", "Circuit", "The circuit to race on.",
               names=(("monaco", "Monaco"), ("monza", "Monza"), ("spa", "Spa-Francorchamps"))),
        Option("laps", (1, 2, 3), 1, "Laps", "Two or three laps allow pit stops between laps."),
        Option("rules", ("basic", "advanced"), "basic", "Rules",
               "Basic: one pool of 18 wear points. Advanced: six pools (tyres, brakes, gearbox, body, engine, "
               "road handling), damage markers, slow and quick pit stops.",
               names=(("basic", "basic game"), ("advanced", "advanced game"))),
        Option("slipstream", (True, False), True, "Slipstreaming",
               "From 4th gear, a car stopping right behind another may move 3 more spaces."),
        Option("nitro", (False, True), False, "Nitro fuel",
               "Once a lap, add the gear number to a roll."),
        Option("weather", (False, True), False, "Weather (advanced)",
               "Roll the circuit's weather chart before the race; changeable weather can turn."),
        Option("tyres", (False, True), False, "Tyre choice (advanced)",
               "Choose hard, soft or rain tyres before the race."),
        Option("construction", (False, True), False, "Construct your car (advanced)",
               "Share 20 wear points among the six pools yourself (22 with technical pit stops)."),
        Option("technical_pits", (False, True), False, "Technical pit stops (advanced)",
               "Up to 2 repair points to win back wear points other than tyres at a pit stop."),
        Option("qualifying", (False, True), False, "Qualifying lap (advanced)",
               "Each car drives one lap alone first: a point per round and per space overshot; the fewest "
               "points start in front and earn 10, 9, 8... qualifying points."),
        Option("teams", (False, True), False, "Team race",
               "Cars race in pairs (1+2, 3+4, ...); the team with most points wins. Needs an even number of cars."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    @property
    def track(self) -> D.Circuit:
        return circuit(self.opts["circuit"])

    @property
    def advanced(self) -> bool:
        return self.opts["rules"] == "advanced"

    def _setup(self) -> None:
        o = self.opts
        adv_only = [k for k in ("weather", "tyres", "construction", "technical_pits", "qualifying") if o[k]]
        if adv_only and not self.advanced:
            raise OptionError(f"The option {adv_only[0]!r} belongs to the advanced rules: set rules='advanced'.")
        if o["teams"] and self.players % 2:
            raise OptionError(f"A team race needs an even number of cars, not {self.players}.")
        tr = self.track
        self.laps = o["laps"]
        self.forced_black: list[int] = []
        self.forced_dice: list[int] = []
        self.cars = []
        for seat in range(self.players):
            self.cars.append({
                "space": None, "gear": 0, "lap": 0, "status": "racing", "place": None, "reason": "",
                "wp": self._start_wp(), "corner": None, "stops": 0, "arrival": 0, "box": tr.boxes[seat],
                "started": False, "max_gear": 6, "spun": False, "nitro": o["nitro"], "tyres": "hard",
                "distance": 0, "turn_distance": 0, "repair": 0, "pit_lap": 0,
            })
        if o["technical_pits"] and not o["construction"]:
            for car in self.cars:
                car["repair"] = 2
        self.team_repair = [4] * (self.players // 2) if o["teams"] and o["technical_pits"] else []
        self.markers: list[int] = []
        self.podium: list[int] = []
        self.round = 0
        self.order: list[int] = []
        self.turn_index = -1
        self.turn: dict | None = None
        self.phase = "setup"
        self.arrivals = 0
        self.last: dict = {}
        self.pending_out: list[int] = []
        self.weather = "good"
        self.weather_step = 0          # index into WEATHER_STEPS when the weather is changeable
        self.weather_rolls = 0
        self.start_rolls: list[int] = []
        # starting grid: everybody rolls the black die, highest first, ties roll again
        order = self._grid_order(list(range(self.players)))
        for slot, seat in enumerate(order):
            self.cars[seat]["space"] = tr.grid[slot]
            self.cars[seat]["arrival"] = slot
        self.grid_order = order
        self.say("Starting grid: " + ", ".join(f"{ORD[i + 1]} {self.seat_name(s)}" for i, s in enumerate(order)) + ".")
        if o["weather"]:
            roll = _black(self)
            w = tr.weather_for(roll)
            self.weather_chart = w
            if w == "changeable":
                self.weather_step = 2
                self.weather = "changeable"
            else:
                self.weather = w
            self.say(f"Weather roll {roll}: {self._weather_words()}.")
        self.setup_queue: list[int] = []
        if o["construction"]:
            for car in self.cars:
                car["wp"] = {p: 1 for p in POOLS}
                car["repair"] = 0
            self.setup_queue = list(range(self.players))
            self.phase = "build"
        elif o["tyres"]:
            self.setup_queue = list(range(self.players))
            self.phase = "tyres"
        self.quali: dict | None = None
        self.quali_points = [0] * self.players
        if not self.setup_queue:
            self._start_racing()

    def _start_racing(self) -> None:
        """After the setup decisions: the qualifying laps when chosen, else the race."""
        if self.opts["qualifying"] and self.quali is None:
            self._begin_qualifying()
        else:
            self._begin_round()

    # ------------------------------------------------------------------ qualifying
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

    def _start_wp(self) -> dict:
        return dict(ADVANCED_WP) if self.advanced else {"wp": BASIC_WP}

    def _grid_order(self, seats: list[int]) -> list[int]:
        rolls = {s: _black(self) for s in seats}
        out = []
        for value in sorted(set(rolls.values()), reverse=True):
            tied = [s for s in seats if rolls[s] == value]
            out += tied if len(tied) == 1 else self._grid_order(tied)
        return out

    def _set_position(self, position: dict) -> None:
        """Scripted positions: ``cars`` = [{"space", "gear", "wp", "lap", "corner_stops", ...}] per seat,
        ``markers`` = [space], ``to_move`` = seat whose turn it is (the others follow in race order),
        ``dice`` / ``black`` = the next gear-die / black-die results, in order (then the dice roll freely)."""
        if not isinstance(position, dict):
            raise OptionError("A position is an object.")
        cars = position.get("cars")
        if not isinstance(cars, list) or len(cars) != self.players:
            raise OptionError(f"position 'cars' must list one car per player ({self.players}).")
        g = self.track.graph
        for seat, spec in enumerate(cars):
            if not isinstance(spec, dict):
                raise OptionError(f"position car {seat} must be an object.")
            car = self.cars[seat]
            space = spec.get("space")
            if not isinstance(space, int) or space not in g.spaces:
                raise OptionError(f"position car {seat}: no space {space!r} on {self.track.name}.")
            car["space"] = space
            car["gear"] = int(spec.get("gear", 1))
            if not 0 <= car["gear"] <= 6:
                raise OptionError(f"position car {seat}: gear must be 0 to 6.")
            car["lap"] = int(spec.get("lap", 1))
            car["started"] = car["gear"] > 0 or bool(spec.get("started", False))
            wp = spec.get("wp")
            if wp is not None:
                if isinstance(wp, int):
                    wp = {"wp": wp} if not self.advanced else wp
                if not isinstance(wp, dict) or set(wp) != set(car["wp"]):
                    raise OptionError(f"position car {seat}: wp must give the pools {sorted(car['wp'])}.")
                car["wp"] = {k: int(v) for k, v in wp.items()}
            corner = g.corner_of(space)
            car["corner"] = corner.id if corner else None
            car["stops"] = int(spec.get("stops", 0)) if corner else 0
            car["tyres"] = spec.get("tyres", car["tyres"])
            car["nitro"] = bool(spec.get("nitro", car["nitro"]))
            car["arrival"] = seat
        spaces = [c["space"] for c in self.cars]
        if len(set(spaces)) != len(spaces):
            raise OptionError("position: two cars on one space.")
        self.markers = sorted(int(m) for m in position.get("markers", []))
        for key, attr in (("dice", "forced_dice"), ("black", "forced_black")):
            values = position.get(key, [])
            if not isinstance(values, list) or not all(isinstance(v, int) and 1 <= v <= 30 for v in values):
                raise OptionError(f"position {key!r} must be a list of die results.")
            setattr(self, attr, list(values))
        if "weather" in position:
            self.weather = position["weather"]
        self.round = 0
        self.phase = "setup"
        self.setup_queue = []
        self._begin_round(first=position.get("to_move"))

    # ------------------------------------------------------------------ round and turn flow
    def _race_key(self, seat: int):
        car = self.cars[seat]
        tr = self.track
        in_pit = car["space"] in tr.pit
        prog = tr.progress[car["space"]]
        if not in_pit and car["lap"] == 0:
            prog -= tr.length          # still on the grid, before the line
        return (in_pit, -(car["lap"] * tr.length + prog) if not in_pit else -prog, -car["gear"], car["arrival"])

    def _racing(self) -> list[int]:
        return [s for s, c in enumerate(self.cars) if c["status"] == "racing"]

    def _begin_round(self, first: int | None = None) -> None:
        self.round += 1
        self.order = sorted(self._racing(), key=self._race_key)
        if first is not None:
            if first not in self.order:
                raise OptionError(f"position: seat {first!r} has no car racing.")
            self.order.remove(first)
            self.order.insert(0, first)
        self.turn_index = -1
        self._next_turn()

    def _next_turn(self) -> None:
        while True:
            self.turn_index += 1
            if self.turn_index >= len(self.order):
                self._end_round()
                if self.outcome is not None:
                    return
                self.round += 1
                self.order = sorted(self._racing(), key=self._race_key)
                self.turn_index = -1
                continue
            seat = self.order[self.turn_index]
            car = self.cars[seat]
            if car["status"] != "racing":
                continue
            self.turn = {"seat": seat, "start": car["space"], "roll": None, "gear": car["gear"], "path": [car["space"]],
                         "legs": [], "brake": 0, "emergency": False, "nitro": False, "strain": False,
                         "kind": "race", "fixed": None}
            car["turn_distance"] = car["distance"]
            if not car["started"]:
                car["started"] = True
                roll = _black(self)
                limit = 19 if self.advanced else 16
                if roll == 1:
                    self.say(f"{self.seat_name(seat)} rolls {roll} on the start: stalled, waits a round.", seat=seat)
                    car["gear"] = 0
                    continue
                if roll > limit:
                    self.say(f"{self.seat_name(seat)} rolls {roll} on the start: a great start, 4 spaces at once.",
                             seat=seat)
                    car["gear"] = 1
                    self.turn.update(roll=4, gear=1, kind="great", fixed=4)
                    self.phase = "move"
                    self._targets_cache = None
                    return
                self.say(f"{self.seat_name(seat)} rolls {roll} on the start: a normal start.", seat=seat)
            self.phase = "gear"
            self._targets_cache = None
            return

    def _end_round(self) -> None:
        tr = self.track
        for seat in self.pending_out:
            self.cars[seat]["space"] = None
        self.pending_out = []
        for _ in range(self.weather_rolls):
            self._weather_roll()
        self.weather_rolls = 0
        if not self._racing():
            self._finish_race()

    def _finish_race(self) -> None:
        cars = self.cars
        finished = list(self.podium)
        out = sorted((s for s, c in enumerate(cars) if c["status"] == "out"),
                     key=lambda s: (-self.quali_points[s], -cars[s]["distance"], s))
        places = {s: i + 1 for i, s in enumerate(finished + out)}
        points = [(RACE_POINTS[places[s] - 1] if cars[s]["status"] == "finished" else 0) + self.quali_points[s]
                  for s in range(self.players)]
        details = [f"{ORD[cars[s]['place']]} across the line" if cars[s]["status"] == "finished"
                   else f"out of the race ({cars[s]['reason']})" for s in range(self.players)]
        if self.opts["qualifying"]:
            details = [f"{d}; {self.quali_points[s]} qualifying points" for s, d in enumerate(details)]
        if self.opts["teams"]:
            team = [points[s - s % 2] + points[s - s % 2 + 1] for s in range(self.players)]
            details = [f"{d}; team {s // 2 + 1}: {team[s]} points" for s, d in enumerate(details)]
            self.finish(team, ranking=[1 + sum(1 for t in set(team) if t > team[s]) for s in range(self.players)],
                        reason="The team with most points wins.", details=details)
            return
        ranking = [places[s] for s in range(self.players)]
        winners = [s for s in range(self.players) if ranking[s] == 1 and cars[s]["status"] == "finished"]
        self.finish(points, winners=winners, ranking=ranking, reason="The first car across the line wins.",
                    details=details)

    # ------------------------------------------------------------------ wear points
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

    # ------------------------------------------------------------------ gears
    def _gear_options(self, seat: int) -> dict[int, dict]:
        """Gear -> wear it costs, for every gear this car may take now."""
        car = self.cars[seat]
        g = car["gear"]
        if g == 0 or car["spun"]:
            return {1: {}}
        if self.qualifying_now:             # qualifying: change down freely
            return {new: {} for new in range(1, min(6, g + 1) + 1)}
        top = min(6, g + 1, car["max_gear"])
        out = {}
        for new in range(max(1, g - 4), top + 1):
            skipped = g - new - 1
            if skipped >= 3 + 1:
                continue
            cost = {}
            if skipped > 0:
                if self.advanced:
                    gb, br, en = DOWNSHIFT[skipped]
                    if car["wp"]["gearbox"] <= 0 or car["wp"]["brakes"] < br or car["wp"]["engine"] <= en:
                        continue
                    cost = {k: v for k, v in (("gearbox", gb), ("brakes", br), ("engine", en)) if v}
                else:
                    if car["wp"]["wp"] <= skipped:
                        continue
                    cost = {"wp": skipped}
            out[new] = cost
        if not out:            # always at least one gear down, free
            out[max(1, g - 1)] = {}
        return out

    # ------------------------------------------------------------------ movement
    def _move_hooks(self, seat: int, slip_from: int | None = None):
        """The Formula D hooks for the track core: corners, overshooting in lane, pits, the finish."""
        tr = self.track
        g = tr.graph
        car = self.cars[seat]
        start_in_pit = self.turn["path"][-1] in tr.pit if self.turn else False
        may_pit = 1 <= car["lap"] < self.laps and not start_in_pit
        laps_to_finish = self.laps + 1 - car["lap"]
        box = car["box"]

        def advance(st, a, b):
            corner, stops, over, crossed = st
            cb = g.spaces[b].corner
            if cb != corner:
                if corner is not None and stops < g.corners[corner].stops:
                    over = True
                corner, stops = cb, 0
            if tr.crosses(a, b):
                crossed += 1
            return (corner, stops, over, crossed)

        def allow(st, a, b):
            if b in tr.pit and a not in tr.pit and not may_pit:
                return False
            if slip_from is not None and a == slip_from and g.is_straight(a, b):
                return False            # a slipstream starts by changing lane
            if st[2] and not g.is_straight(a, b) and g.ahead(a) is not None and b not in tr.pit:
                return False            # overshooting a corner: stay in the lane
            return True

        def terminal(st, a, b):
            return (b == box and a in tr.pit) or st[3] >= laps_to_finish

        def shortest(b):
            return g.spaces[b].kind != "corner"

        markers = set(self.markers)

        def cost(route):
            path = route.path
            return (sum(1 for s in path[1:] if s in markers),
                    sum(1 for a, b in zip(path, path[1:]) if not g.is_straight(a, b)))

        return dict(advance=advance, allow=allow, terminal=terminal, shortest=shortest, cost=cost)

    def _blocked(self, seat: int) -> set:
        tr = self.track
        out = set()
        for s, c in enumerate(self.cars):
            if s == seat or c["space"] is None:
                continue
            if c["space"] in tr.pit and c["space"] == c["box"]:
                continue                 # a car in its box stands beside the pit lane
            out.add(c["space"])
        return out

    def _occupied(self, seat: int) -> set:
        return {c["space"] for s, c in enumerate(self.cars) if s != seat and c["space"] is not None}

    def _start_state(self, seat: int):
        car = self.cars[seat]
        return (car["corner"], car["stops"], False, 0)

    def _targets(self) -> dict[int, dict]:
        """Destination space -> {route, steps, brake, emergency} for the car moving now."""
        if getattr(self, "_targets_cache", None) is not None:
            return self._targets_cache
        t = self.turn
        seat = t["seat"]
        tr = self.track
        car = self.cars[seat]
        slip = self.phase == "slip"
        frm = t["path"][-1]
        roll = 3 if slip else t["roll"] + (t["gear"] if t["nitro"] else 0)
        bonus = 0
        if self.opts["tyres"] and not slip and t["kind"] in ("race", "quali"):
            corner = tr.graph.corners[car["corner"]] if car["corner"] is not None else None
            if self._raining():
                # skidding: a turn that still owes its corner a stop slides further
                if corner is not None and car["stops"] < corner.stops:
                    roll += 1 if car["tyres"] == "rain" else 3
            elif car["tyres"] == "soft":
                bonus = 1                 # one more space if the driver wants it
        state = t["state"] if slip else self._start_state(seat)
        blocked = self._blocked(seat)
        key = (seat, frm, state, slip, frozenset(blocked), tuple(self.markers), car["lap"], t["start"])
        cached = getattr(self, "_layers_cache", None)
        if cached is not None and cached[0] == key and len(cached[1]) > roll + bonus:
            layers = cached[1][:roll + bonus + 1]      # a move's first k layers do not depend on its length
        else:
            hooks = self._move_hooks(seat, slip_from=frm if slip else None)
            layers = tr.graph.reach(frm, roll + bonus, blocked=blocked, state=state, **hooks)
            self._layers_cache = (key, layers)
        occupied = self._occupied(seat)
        started_in_pit = t["start"] in tr.pit
        box = car["box"]
        out: dict[int, dict] = {}

        def usable(route):
            end = route.end
            if end in occupied or end == frm:
                return False
            if end in tr.pit and not started_in_pit and end != box:
                return False            # the pits are entered only by reaching one's own box
            return True

        full = {b: r for b, r in layers[roll].items() if usable(r)}
        if bonus:
            for b, r in layers[roll + 1].items():
                if usable(r):
                    full.setdefault(b, r)
        stopped = {b: r for k in range(1, roll) for b, r in layers[k].items() if r.stopped and usable(r)}
        for b, r in stopped.items():
            full.setdefault(b, r)
        if full:
            for b, r in full.items():
                out[b] = {"route": r, "brake": 0, "emergency": False}
            budget = self._brake_budget(seat) if t["kind"] != "great" else 0
            for k in range(roll - 1, 0, -1):
                brake = roll - k
                for b, r in layers[k].items():
                    if b in out or not usable(r):
                        continue
                    free = r.end in tr.pit and (r.end == box or tr.graph.ahead(r.end) in occupied)
                    if free or brake <= budget:
                        out[b] = {"route": r, "brake": 0 if free else brake, "emergency": False}
        else:
            for k in range(roll - 1, 0 if slip else -1, -1):
                ends = {b: r for b, r in layers[k].items() if usable(r) or (k == 0 and b == frm)}
                if ends:
                    for b, r in ends.items():
                        free = b in tr.pit
                        out[b] = {"route": r, "brake": 0 if free else roll - k, "emergency": not free}
                    break
        self._targets_cache = out
        return out

    def _brake_budget(self, seat: int) -> int:
        if self.qualifying_now:
            return 0                         # no braking in qualifying
        wp = self.cars[seat]["wp"]
        return wp["brakes"] if self.advanced else wp["wp"] - 1

    def _slip_ok(self, seat: int) -> bool:
        """May the car that just stopped slipstream now?"""
        if not self.opts["slipstream"]:
            return False
        t = self.turn
        car = self.cars[seat]
        tr = self.track
        end = t["path"][-1]
        if t["brake"] or t["emergency"] or t["kind"] != "race" or t["gear"] < 4 or end in tr.pit:
            return False
        if t.get("stopped"):
            return False
        front = tr.graph.ahead(end)
        for s, c in enumerate(self.cars):
            if s != seat and c["space"] == front and c["status"] == "racing" and front not in tr.pit:
                return c["gear"] >= 4 and t["gear"] >= c["gear"]
        return False

    # ------------------------------------------------------------------ the contract hooks
    def _to_move(self) -> tuple:
        if self.phase in ("build", "tyres"):
            return (self.setup_queue[0],)
        return (self.turn["seat"],) if self.turn else ()

    def _legal(self, seat: int) -> list[str]:
        if seat not in self._to_move():
            return []
        if self.phase == "build":
            car = self.cars[seat]
            left = self._build_left(seat)
            acts = [f"add {p}" for p in POOLS] if left else []
            if left and self.opts["technical_pits"] and car["repair"] < 2:
                acts.append("add repair")
            return acts or ["done"]
        if self.phase in ("tyres", "pit_tyres"):
            return [f"tyres {t}" for t in D.TYRES]
        if self.phase == "gear":
            return [f"gear {g}" for g in sorted(self._gear_options(seat))]
        if self.phase == "move":
            acts = []
            t = self.turn
            car = self.cars[seat]
            if car["nitro"] and self.opts["nitro"] and not t["nitro"] and t["kind"] == "race" and \
                    not t.get("nitro_blocked"):
                acts.append("nitro")
            acts += [f"to {b}" for b in sorted(self._targets())]
            return acts
        if self.phase == "slip":
            return [f"slip {b}" for b in sorted(self._targets())] + ["stay"]
        if self.phase == "pit":
            return ["pit tyres", "pit technical"]
        if self.phase == "repair":
            return [f"repair {p}" for p in self._repairs(seat)] + ["done"]
        return []

    def _parse(self, text: str) -> str:
        s = " ".join(text.strip().lower().split())
        if s.isdigit():
            return f"slip {s}" if self.phase == "slip" else f"to {s}"
        m = _ACTION.match(s)
        if m:
            word, arg = m.groups()
            word = {"g": "gear", "tires": "tyres"}.get(word, word)
            if arg.isdigit():
                arg = str(int(arg))
            return f"{word} {arg}"
        if s in ("stop", "no", "pass", "done"):
            return "stay" if self.phase == "slip" else "done"
        return s

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        if self.phase == "gear" and word == "gear":
            if not arg.isdigit() or not 1 <= int(arg) <= 6:
                return "The gears are 1 to 6."
            car = self.cars[seat]
            g, new = car["gear"], int(arg)
            if car["spun"] or g == 0:
                return "A car on the grid, after a stall or a spin drives off in 1st gear."
            if new > g + 1:
                return "Gears go up one at a time: you cannot skip a gear when accelerating."
            if new > car["max_gear"]:
                return f"Leaving the pits the car may take at most {car['max_gear']}th gear."
            if g - new > 4:
                return "You may skip at most three gears when changing down."
            return "That change down costs more wear points than the car has left."
        if word in ("to", "slip") and self.phase in ("move", "slip"):
            if not arg.isdigit():
                return "Name a space by its number, like 'to 42'."
            return (f"The car cannot end its move on space {arg}: it must move the number rolled "
                    "(or brake, paying wear points) by free spaces, without passing other cars or weaving on a straight.")
        if word == "nitro":
            return "Nitro is used once a lap, after the roll and before moving."
        if self.phase == "gear":
            return "First choose a gear ('gear 3')."
        if self.phase in ("move", "slip") and word == "gear":
            return "The gear is chosen and rolled: now choose where the car goes."
        return None

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        if word == "add":
            self._build(seat, arg)
        elif word == "done" and self.phase == "repair":
            self._after_turn(seat)
        elif word == "done":
            self._next_setup()
        elif word == "pit":
            if arg == "tyres":
                self.say(f"{self.seat_name(seat)} takes a tyre stop.", seat=seat)
                if not self._tyre_stop(seat):
                    self._after_turn(seat)
            else:
                self.say(f"{self.seat_name(seat)} takes a technical stop: the car leaves next round.", seat=seat)
                self.phase = "repair"
                if not self._repairs(seat):
                    self._after_turn(seat)
        elif word == "repair":
            self._repair(seat, arg)
        elif word == "tyres":
            self.cars[seat]["tyres"] = arg
            self.say(f"{self.seat_name(seat)} fits {arg} tyres.", seat=seat)
            if self.phase == "pit_tyres":
                self.cars[seat]["tyre_change_lap"] = self.cars[seat]["lap"]
                if self.opts["technical_pits"]:
                    self.phase = "pit"
                elif not self._tyre_stop(seat):
                    self._after_turn(seat)
            else:
                self._next_setup()
        elif word == "gear":
            self._choose_gear(seat, int(arg))
        elif word == "nitro":
            self.turn["nitro"] = True
            self.cars[seat]["nitro"] = False
            self._targets_cache = None
            self.say(f"{self.seat_name(seat)} fires the nitro: {self.turn['gear']} more spaces.", seat=seat)
        elif word == "to":
            self._move(seat, int(arg))
        elif word == "slip":
            self._slip(seat, int(arg))
        elif word == "stay":
            self._end_move(seat)

    # ------------------------------------------------------------------ setup decisions
    def _build_total(self) -> int:
        return D.CONSTRUCTION_WP + (2 if self.opts["technical_pits"] else 0)

    def _build_left(self, seat: int) -> int:
        car = self.cars[seat]
        return self._build_total() - sum(car["wp"].values()) - car["repair"]

    def _build(self, seat: int, pool: str) -> None:
        car = self.cars[seat]
        if pool == "repair":
            car["repair"] += 1
        else:
            car["wp"][pool] += 1
        if self._build_left(seat) == 0:
            self.say(f"{self.seat_name(seat)} builds the car: " +
                     ", ".join(f"{p} {car['wp'][p]}" for p in POOLS) +
                     (f", repair {car['repair']}" if self.opts["technical_pits"] else "") + ".", seat=seat)

    def _next_setup(self) -> None:
        seat = self.setup_queue.pop(0)
        if self.phase == "build":
            self.cars[seat]["built"] = dict(self.cars[seat]["wp"])
        if not self.setup_queue:
            if self.phase == "build" and self.opts["tyres"]:
                self.phase = "tyres"
                self.setup_queue = list(range(self.players))
                return
            self._start_racing()

    # ------------------------------------------------------------------ a turn
    def _choose_gear(self, seat: int, gear: int) -> None:
        car = self.cars[seat]
        cost = self._gear_options(seat)[gear]
        old = car["gear"]
        car["gear"] = gear
        car["spun"] = False
        car["max_gear"] = 6
        for pool, n in cost.items():
            if self._lose(seat, pool, n, f"changing down from {ORD[old]} to {ORD[gear]}", marker=True):
                self._eliminate(seat, "the engine gave up changing down", stays=False, marker=True)
                self.turn = None
                self._next_turn()
                return
        roll = self.forced_dice.pop(0) if self.forced_dice else self.rng.choice(DICE[gear])
        self.turn.update(roll=roll, gear=gear, strain=gear >= 5 and roll == D.die_max(gear))
        self.say(f"{self.seat_name(seat)} rolls the {ORD[gear]} gear die: {roll}.", seat=seat)
        self.phase = "move"
        self._targets_cache = None

    def _move(self, seat: int, space: int) -> None:
        info = self._targets()[space]
        t = self.turn
        route = info["route"]
        t["path"] = t["path"] + route.path[1:]
        t["state"] = route.state
        t["brake"] += info["brake"]
        t["emergency"] = t["emergency"] or info["emergency"]
        t["stopped"] = route.stopped
        t["legs"].append(len(route.path) - 1)
        self._targets_cache = None
        if info["brake"]:
            self.say(f"{self.seat_name(seat)} brakes {info['brake']} space{'s' if info['brake'] > 1 else ''}"
                     f"{' (emergency braking)' if info['emergency'] else ''}.", seat=seat)
        # a car about to fly off at a corner does not slipstream
        if self._assess(seat)["fatal"]:
            self._end_move(seat)
            return
        if self._slip_ok(seat):
            self.phase = "slip"
            if self._targets():
                return
            self.phase = "move"
            self._targets_cache = None
        self._end_move(seat)

    def _slip(self, seat: int, space: int) -> None:
        info = self._targets()[space]
        t = self.turn
        route = info["route"]
        before = t["path"][-1]
        t["path"] = t["path"] + route.path[1:]
        t["state"] = route.state
        t["stopped"] = route.stopped
        t["legs"].append(len(route.path) - 1)
        g = self.track.graph
        self.say(f"{self.seat_name(seat)} slipstreams {len(route.path) - 1} spaces.", seat=seat)
        if info["brake"]:
            t["slip_brake"] = t.get("slip_brake", 0) + info["brake"]
        if any(g.spaces[s].kind == "corner" for s in route.path[1:]) and g.spaces[before].kind != "corner":
            t["slip_corner"] = t.get("slip_corner", 0) + 1
        self._targets_cache = None
        saved = t["brake"]
        t["brake"] = info["brake"]
        chain = self._slip_ok(seat) and not self._assess(seat)["fatal"]
        t["brake"] = saved
        if chain and self._targets():
            return
        self._targets_cache = None
        self._end_move(seat)

    def _assess(self, seat: int) -> dict:
        """What the corners on this move's path cost: overshoot spaces, fatal misses, the new stop count."""
        car = self.cars[seat]
        g = self.track.graph
        path = self.turn["path"]
        corner, stops = car["corner"], car["stops"]
        over_spaces = 0
        fatal = False
        overshot = False
        n = len(path)
        for i in range(1, n):
            cb = g.spaces[path[i]].corner
            if cb != corner:
                if corner is not None:
                    missing = g.corners[corner].stops - stops
                    if missing >= 2:
                        fatal = True
                    elif missing == 1:
                        over_spaces += n - i
                    if missing >= 1:
                        overshot = True
                corner, stops = cb, 0
        if n > 1 and corner is not None:
            stops = 0 if overshot and corner != car["corner"] else stops + 1
        return {"over": over_spaces, "fatal": fatal, "corner": corner, "stops": stops if corner is not None else 0}

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
            if not self._pay_brakes(seat, brake, t["emergency"]):
                car["distance"] = car["turn_distance"]
                self._eliminate(seat, "could not brake in time and hit the car in front", stays=True, marker=True)
                return self._after_turn(seat)
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

    # ------------------------------------------------------------------ weather
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

    # ------------------------------------------------------------------ words and clicks
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
        if self.phase == "repair":
            return f"{name}'s mechanics may repair {self._repair_points(seat=s)} more WP (at most 2 this stop)."
        total = t["roll"] + (t["gear"] if t["nitro"] else 0)
        what = {"great": "a great start", "pit": "leaving the pits"}.get(t["kind"], f"rolled {total}")
        if self.qualifying_now:
            what = f"(qualifying) rolled {total}"
        return f"Round {self.round}: {name} {what} — choose a space."

    # ------------------------------------------------------------------ view
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

    # ------------------------------------------------------------------ for bots and tests
    def clone(self) -> "FormulaD":
        twin = self._twin("markers", "podium", "order", "pending_out", "setup_queue", "forced_black",
                          "forced_dice", "grid_order", "team_repair", "start_rolls")
        twin.cars = [{k: (dict(v) if isinstance(v, dict) else v) for k, v in c.items()} for c in self.cars]
        twin.turn = None if self.turn is None else dict(self.turn, path=list(self.turn["path"]),
                                                        legs=list(self.turn["legs"]))
        twin.last = {k: list(v) for k, v in self.last.items()}
        twin._targets_cache = None
        twin._layers_cache = None
        twin.quali_points = list(self.quali_points)
        if self.quali is not None:
            twin.quali = {k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in self.quali.items()}
        return twin

    def race_distance(self, seat: int) -> float:
        """How far along the race a car is, in spaces (finished cars beyond the line by place)."""
        car = self.cars[seat]
        tr = self.track
        total = (self.laps + 1) * tr.length
        if car["status"] == "finished":
            return total + 50 - car["place"]
        if car["space"] is None:
            return car["distance"] * 0.5
        prog = tr.progress[car["space"]]
        if car["space"] in tr.pit:
            prog = min(prog, tr.length + 5)
        base = car["lap"] * tr.length if car["lap"] else 0
        if car["lap"] == 0:
            prog -= tr.length
        return base + prog

    def heuristic(self, seat: int) -> float:
        if self.over:
            r = self.outcome["ranking"][seat]
            return 1.0 - 2.0 * (r - 1) / max(1, self.players - 1)
        mine = self.race_distance(seat)
        others = [self.race_distance(s) for s in range(self.players) if s != seat]
        car = self.cars[seat]
        wp = sum(car["wp"].values()) if car["status"] == "racing" else 0
        lead = mine - max(others) if others else 0
        return max(-1.0, min(1.0, lead / 60.0 + wp / 200.0 - (0.5 if car["status"] == "out" else 0)))

    def check_invariants(self) -> None:
        tr = self.track
        spaces = [c["space"] for c in self.cars if c["space"] is not None]
        assert len(spaces) == len(set(spaces)), "two cars on one space"
        for s, c in enumerate(self.cars):
            assert c["status"] in ("racing", "finished", "out")
            assert all(v >= 0 for v in c["wp"].values()), f"negative wear points {c['wp']}"
            if c["status"] == "racing" and not self.qualifying_now:
                assert c["space"] is not None and c["space"] in tr.graph.spaces
                assert 0 <= c["gear"] <= 6
                assert 0 <= c["lap"] <= self.laps
                assert c["wp"].get("wp", 1) > 0
                if self.advanced and self.phase not in ("build",):
                    assert c["wp"]["tyres"] >= 0 and c["wp"]["body"] > 0 and c["wp"]["engine"] > 0 \
                        and c["wp"]["handling"] > 0, c["wp"]
            if c["status"] == "finished":
                assert c["space"] is None and c["place"] == self.podium.index(s) + 1
        assert len(self.podium) == len(set(self.podium))
        if self.over:
            assert not self._racing()
