"""The rules model of Formula D (see the package docstring for the notation and options)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from . import data as D
from .damage import DamageMixin
from .data import ADVANCED_WP, BASIC_WP, DICE, DOWNSHIFT, ORD, POOLS, RACE_POINTS, WEATHER_STEPS, circuit
from .data import black as _black
from .moves import MovesMixin
from .qualifying import QualifyingMixin
from .view import ViewMixin

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Grey", "Pink", "Teal", "Brown")
_ACTION = re.compile(r"^(gear|g|to|slip|add|tyres|tires|repair|pit|pay)\s*(\S+)$")


@register
class FormulaD(QualifyingMixin, MovesMixin, DamageMixin, ViewMixin, Game):
    name = "formula_d"
    title = "Formula D"
    blurb = ("Race 2 to 10 cars round a real circuit: pick a gear, roll its die, choose your line, "
             "and stop in every corner as often as it asks — or pay for it in wear.")
    tagline = "Formula racing: shift gears, roll that gear's die and brake for every corner."
    minutes = 60
    weight = "strategy"
    static_keys = ("circuit", "dice")
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
        known = ("black", "cars", "dice", "markers", "to_move", "weather")
        unknown = sorted(k for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Formula D position has no key {unknown[0]!r} (known: {', '.join(known)}).")
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
            if position["weather"] not in WEATHER_STEPS:
                raise OptionError(f"position 'weather' must be one of {', '.join(WEATHER_STEPS)}.")
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
        if self.phase == "brakepay":
            return [f"pay {k}" for k in self._brake_shares(seat, self.turn["pay"], True)]
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
        if word == "pay" and self.phase == "brakepay":
            n = self.turn["pay"]
            return (f"Emergency braking of {n} spaces: the first 3 are paid with brake WP, each space after "
                    "them with a brake or a tyre WP; 'pay K' puts K tyre WP towards them, as the car's WP allow.")
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
        elif word == "pay":
            self._pay_share(seat, int(arg))
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


    # ------------------------------------------------------------------ weather


    # ------------------------------------------------------------------ words and clicks


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
