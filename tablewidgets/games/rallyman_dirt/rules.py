"""The rules model of Rallyman: DIRT (see the package docstring for the notation and options)."""

from __future__ import annotations

from ...engine import Game, Option, OptionError, register
from ...engine import rally
from . import data as D
from .data import CRASH, DAMAGE_TOKENS, FACES, LOSS_CARDS, LOST_TIME, TIME, dashboard_for, stage
from .view import ViewMixin

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
MAX_ROUNDS = 60
COAST_KINDS = ("coast", "leader")


@register
class RallymanDirt(ViewMixin, rally.DiceTurns, Game):
    name = "rallyman_dirt"
    title = "Rallyman: DIRT"
    blurb = ("Rally time trial on gravel, asphalt and snow: plan your gears with dice along the stage, "
             "cut corners, jump crests, splash through water, and beat the clock.")
    tagline = "Against the clock: dice on the stage, slides, shortcuts and jumps."
    minutes = 40
    weight = "family"
    designed_components = True
    static_keys = ("stage_map", "faces", "crash_table", "time_table", "tokens")
    score_label = "Seconds"
    min_players = 1
    max_players = 6
    default_players = 3
    seat_names = COLOURS
    colors = ("#d64541", "#2e86c1", "#27ae60", "#e8c31a", "#8e44ad", "#e67e22")
    bot_levels = ("random", "greedy", "driver")
    default_bot = "driver"
    aliases = {"second": "secure", "blocked": "wait"}
    options = (
        Option("stage", D.STAGE_KEYS + ("rally",), "forest", "Stage",
               "The stage to drive (designed for this package), or a rally of all three, times added up.",
               names=tuple((k, D.STAGE_NAMES[k]) for k in D.STAGE_KEYS) + (("rally", "Rally: all three stages"),)),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    @property
    def stage_keys(self) -> tuple:
        return D.STAGE_KEYS if self.opts["stage"] == "rally" else (self.opts["stage"],)

    @property
    def st(self) -> D.Stage:
        return stage(self.stage_keys[self.stage_index])

    def _setup(self) -> None:
        self.stage_index = 0
        self.bag = rally.TokenBag(DAMAGE_TOKENS)
        self.forced_rolls: list[bool] = []
        self.forced_tokens: list[str] = []
        self.forced_cards: list[str] = []
        self.cars = [self._new_car() for _ in range(self.players)]
        self.stage_times: list[list[int]] = []
        self._start_stage(list(range(self.players)))

    @staticmethod
    def _new_car() -> dict:
        return {"space": None, "gear": 0, "off": False, "done": False, "second": 0, "tokens": [],
                "cards": [], "seconds": 0, "total": 0}

    def _start_stage(self, start_order: list[int]) -> None:
        self.start_order = list(start_order)
        self.entered = 0
        self.minus: list[list] = []          # [tile, seat, token] tokens on the stage's tiles
        self.round = 0
        self.order: list[int] = []
        self.turn_index = -1
        self.turn: dict | None = None
        self.last: dict = {}
        self.finished: list[int] = []
        for c in self.cars:
            c.update(space=None, gear=0, off=False, done=False, cards=[], seconds=0)
        self.say(f"Stage {self.stage_index + 1}: {self.st.name}. Start order: " +
                 ", ".join(self.seat_name(s) for s in start_order) + ".")
        self._begin_round()

    def _set_position(self, position: dict) -> None:
        """Scripted positions: ``cars`` = [{"space", "gear", "off", "second", "tokens", "seconds", "done"}]
        per seat (space null: not started yet; they start in seat order), ``to_move`` = the seat to play
        first this round, ``rolls`` = the next die results (true: a caution), ``tokens`` = the next damage
        tokens drawn, ``cards`` = the next loss-of-control icons (sisu, spin, crash), ``minus`` =
        [[tile, seat], ...] -1 tokens on tiles, ``round``."""
        known = ("cards", "cars", "minus", "rolls", "round", "to_move", "tokens")
        unknown = sorted(k for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Rallyman: DIRT position has no key {unknown[0]!r} (known: {', '.join(known)}).")
        cars = position.get("cars")
        if not isinstance(cars, list) or len(cars) != self.players:
            raise OptionError(f"position 'cars' must list one car per player ({self.players}).")
        st = self.st
        self.bag = rally.TokenBag(DAMAGE_TOKENS)
        fields = ("space", "gear", "off", "second", "tokens", "seconds", "done")
        for seat, spec in enumerate(cars):
            if not isinstance(spec, dict):
                raise OptionError(f"position car {seat} must be an object.")
            bad = sorted(k for k in spec if k not in fields)
            if bad:
                raise OptionError(f"position car {seat} has no field {bad[0]!r} (known: {', '.join(fields)}).")
            car = self._new_car()
            space = spec.get("space")
            if space is not None and (isinstance(space, bool) or not isinstance(space, int)
                                      or space not in st.graph.spaces):
                raise OptionError(f"position car {seat}: space must be null or a space 0 to {len(st.cells) - 1}.")
            for key, lo, hi in (("gear", 0, 6), ("second", 0, 99), ("seconds", 0, 9999)):
                v = spec.get(key, 0)
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise OptionError(f"position car {seat}: {key} must be a whole number from {lo} to {hi}.")
                car[key] = v
            if car["gear"] > self.top_gear:
                raise OptionError(f"position car {seat}: gear must be 0 to {self.top_gear} on {st.surface}.")
            if space is None and car["gear"]:
                raise OptionError(f"position car {seat}: a car not started yet is in gear 0.")
            car["space"] = space
            car["off"] = bool(spec.get("off", False))
            car["done"] = bool(spec.get("done", False))
            if car["done"] and space is None:
                raise OptionError(f"position car {seat}: a finished car has a space.")
            toks = spec.get("tokens", [])
            if not isinstance(toks, list):
                raise OptionError(f"position car {seat}: tokens lists [token, 'front' or 'back'] pairs.")
            for tok in toks:
                if (not isinstance(tok, list) or len(tok) != 2 or tok[0] not in DAMAGE_TOKENS
                        or tok[1] not in ("front", "back")):
                    raise OptionError(f"position car {seat}: tokens lists [token, 'front' or 'back'] pairs "
                                      f"(tokens: {', '.join(DAMAGE_TOKENS)}).")
                if self.bag.counts[tok[0]] <= 0:
                    raise OptionError("position: more damage tokens than the bag holds.")
                self.bag.counts[tok[0]] -= 1
                car["tokens"].append(list(tok))
            car["total"] = car["seconds"]
            self.cars[seat] = car
        spots = [c["space"] for c in self.cars if c["space"] is not None and not c["off"]]
        if len(set(spots)) != len(spots):
            raise OptionError("position: two cars on one space.")
        minus = position.get("minus", [])
        if not isinstance(minus, list) or any(
                not isinstance(m, list) or len(m) != 2 or m[0] not in range(len(st.tiles)) or m[1] not in
                range(self.players) for m in minus):
            raise OptionError("position 'minus' lists [tile, seat] -1 tokens.")
        self.minus = []
        for tile, s in minus:
            tok = next((k for k in sorted(DAMAGE_TOKENS) if k.endswith("/minus") and self.bag.counts[k] > 0), None)
            if tok is None:
                raise OptionError("position 'minus': more -1 tokens than the bag holds.")
            self.bag.counts[tok] -= 1
            self.minus.append([tile, s, tok])
        for key, ok, what in (("rolls", lambda r: isinstance(r, bool), "true (caution) / false die results"),
                              ("tokens", lambda t: t in DAMAGE_TOKENS, "damage tokens: " + ", ".join(DAMAGE_TOKENS)),
                              ("cards", lambda c: c in LOSS_CARDS, "icons: sisu, spin, crash")):
            v = position.get(key, [])
            if not isinstance(v, list) or not all(ok(x) for x in v):
                raise OptionError(f"position {key!r} is a list of {what}.")
        self.forced_rolls = list(position.get("rolls", []))
        self.forced_tokens = list(position.get("tokens", []))
        self.forced_cards = list(position.get("cards", []))
        rnd = position.get("round", 1)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= MAX_ROUNDS:
            raise OptionError(f"position 'round' must be 1 to {MAX_ROUNDS}.")
        first = position.get("to_move")
        if first is not None and (first not in range(self.players) or self.cars[first]["done"]):
            raise OptionError(f"position 'to_move' must be a seat 0 to {self.players - 1} still driving.")
        started = [s for s in range(self.players) if self.cars[s]["space"] is not None]
        self.start_order = started + [s for s in range(self.players) if s not in started]
        self.entered = len(started)
        self.finished = [s for s in range(self.players) if self.cars[s]["done"]]
        if all(c["done"] for c in self.cars):
            raise OptionError("position: at least one car is still driving.")
        self.round = rnd - 1
        self._begin_round(first)

    # ------------------------------------------------------------------ cars
    @property
    def top_gear(self) -> int:
        return 6 if self.st.surface == "gravel" else 5

    def _on_track(self, seat: int) -> bool:
        """Crashed cars (until their next turn), finished cars and cars not started impede nobody."""
        c = self.cars[seat]
        return c["space"] is not None and not c["off"] and not c["done"]

    def lost(self, seat: int) -> dict:
        out = {"gear": 0, "brake": 0, "coast": 0}
        for tok, side in self.cars[seat]["tokens"]:
            front, back = tok.split("/")
            kind = front if side == "front" else back
            if kind in out:
                out[kind] += 1
        return out

    def dashboard(self, seat: int, leader: bool | None = None) -> rally.Dashboard:
        if leader is None:
            leader = bool(self.order) and self.order[0] == seat
        return dashboard_for(self.st.surface, leader)

    def pool(self, seat: int, leader: bool | None = None) -> dict:
        dash = self.dashboard(seat, leader)
        lost = self.lost(seat)
        pool = {"gear": 0, "coast": 0, "leader": 0, "brake": 0}
        pool.update(dash.pool({"gear": lost["gear"], "brake": lost["brake"], "coast": lost["coast"],
                               "leader": lost["coast"]}))
        return pool

    def _order_key(self, seat: int):
        c = self.cars[seat]
        cell = self.st.cells[c["space"]]
        inside = cell.lane is not None and cell.lane == self.st.next_inside.get(cell.id)
        return (-cell.prog, -c["gear"], 0 if inside else 1, seat)

    def limit_at(self, seat: int, space: int) -> int | None:
        """The highest safe gear on a space: a corner's number less the -1 tokens others left on its tile."""
        cell = self.st.cells[space]
        if cell.limit is None:
            return None
        if cell.kind == "corner":
            return cell.limit - sum(1 for tile, s, _ in self.minus if tile == cell.tile and s != seat)
        return cell.limit

    # ------------------------------------------------------------------ rounds and turns
    def _begin_round(self, first: int | None = None) -> None:
        self.round += 1
        driving = [s for s in range(self.players) if self.cars[s]["space"] is not None and not self.cars[s]["done"]]
        self.order = sorted(driving, key=self._order_key)
        if first is not None and first in self.order:
            self.order.remove(first)
            self.order.insert(0, first)
        # the time trial: one more car leaves the start each round, after the cars already out
        if self.entered < len(self.start_order):
            nxt = self.start_order[self.entered]
            if not any(self._on_track(s) and self.cars[s]["space"] == self.st.start for s in range(self.players)):
                self.cars[nxt].update(space=self.st.start, gear=0, off=False)
                self.entered += 1
                self.order.append(nxt)
                self.say(f"{self.seat_name(nxt)} leaves the start.", seat=nxt)
        self.turn_index = -1
        self._next_turn()

    def _next_turn(self) -> None:
        while True:
            self.turn_index += 1
            if self.turn_index >= len(self.order):
                if all(c["done"] for c in self.cars) or self.round >= MAX_ROUNDS:
                    self._end_stage()
                    return
                self._begin_round()
                return
            seat = self.order[self.turn_index]
            car = self.cars[seat]
            if car["done"]:
                continue
            if car["off"]:
                car["off"] = False
                if any(self._on_track(s) and self.cars[s]["space"] == car["space"] for s in range(self.players)
                       if s != seat):
                    self._shift_back(seat)
            leader = self.turn_index == 0
            self.turn = {"seat": seat, "plan": [], "mode": None, "dice": [], "next": 0, "cautions": 0,
                         "secured": 0, "resolved": 0, "results": [], "start": car["space"],
                         "start_gear": car["gear"], "path": [car["space"]], "leader": leader,
                         "pool": self.pool(seat, leader), "limit": self.dashboard(seat, leader).limit,
                         "coast_kind": "leader" if self.dashboard(seat, leader).count("leader") else "coast"}
            self.phase = "plan"
            self._place_cache = None
            return

    def _shift_back(self, seat: int) -> None:
        """A crashed car whose space was taken goes back to the nearest free space behind."""
        st = self.st
        taken = {self.cars[s]["space"] for s in range(self.players) if s != seat and self._on_track(s)}
        todo = [self.cars[seat]["space"]]
        seen = set(todo)
        while todo:
            a = todo.pop(0)
            if a not in taken and st.cells[a].kind != "slide":
                self.cars[seat]["space"] = a
                return
            for p in st.graph.parents[a]:
                if p not in seen:
                    seen.add(p)
                    todo.append(p)

    def _end_stage(self) -> None:
        st = self.st
        times = []
        for s, c in enumerate(self.cars):
            if not c["done"]:      # the clock ran out (our rule): a minute for every row left
                left = max(0, int(st.finish_prog - (st.cells[c["space"]].prog if c["space"] is not None else 0)))
                self._take_card(s, 0, LOST_TIME * (left + 1), "clock")
                self.say(f"{self.seat_name(s)} does not finish the stage: {LOST_TIME * (left + 1)} s added.", seat=s)
            c["total"] += c["seconds"]
            times.append(c["seconds"])
        self.stage_times.append(times)
        for tile, s, tok in self.minus:
            self.bag.give_back(tok)
        self.minus = []
        self.say(f"Stage {self.stage_index + 1} times: " +
                 ", ".join(f"{self.seat_name(s)} {times[s]} s" for s in range(self.players)) + ".")
        if self.stage_index + 1 < len(self.stage_keys):
            self.stage_index += 1
            order = sorted(range(self.players), key=lambda s: (self.cars[s]["total"], s))
            self._start_stage(order)
            return
        totals = [c["total"] for c in self.cars]
        ranking = [1 + sum(1 for v in totals if v < t) for t in totals]
        self.turn = None
        self.phase = "over"
        details = [f"{t} s" + (f" ({' + '.join(str(x[s]) for x in self.stage_times)})"
                               if len(self.stage_times) > 1 else "") for s, t in enumerate(totals)]
        self.finish(totals, winners=[s for s in range(self.players) if ranking[s] == 1], ranking=ranking,
                    reason="The lowest total time wins.", details=details)

    # ------------------------------------------------------------------ planning
    def _plan_state(self) -> tuple:
        """Where the plan leaves the car: (space, gear, gear dice used, coast used, brakes used, done)."""
        t = self.turn
        car = self.cars[t["seat"]]
        last = t["plan"][-1] if t["plan"] else car
        used, coast, brakes, _ = rally.plan_usage(t["plan"])
        return last["space"], last["gear"], used, coast, brakes

    def _enter_check(self, seat: int, frm: int, to: int, gear: int, coasting: bool, brakes: int,
                     overtaking: bool = True) -> tuple[str | None, bool]:
        """May a die of ``gear`` move the car from ``frm`` into ``to``? -> (reason not | None, loses control)."""
        st = self.st
        cells = st.cells
        cell = cells[to]
        others = [s for s in range(self.players) if s != seat and self._on_track(s)]
        at = {self.cars[s]["space"]: s for s in others}
        if to in at:
            return "That space is taken by another car.", False
        if cell.corner is not None and cells[frm].corner != cell.corner:
            for s in others:
                oc = cells[self.cars[s]["space"]]
                if oc.corner == cell.corner and oc.lane != cell.lane:
                    return (f"{self.seat_name(s)} is in this corner on the other lane: follow it by the same "
                            "lane."), False
        if cell.zone is not None and cells[frm].zone != cell.zone:
            sliding = cell.kind == "slide"
            for s in others:
                oc = cells[self.cars[s]["space"]]
                if oc.zone == cell.zone and (oc.kind == "slide") != sliding:
                    return (f"{self.seat_name(s)} is {'sliding through' if oc.kind == 'slide' else 'driving'} "
                            f"this zone: enter it the same way."), False
        if overtaking:
            for o in st.beside.get(to, ()):
                if o in at and self.cars[at[o]]["gear"] > gear:
                    s = at[o]
                    return (f"To move beside {self.seat_name(s)} (in gear {self.cars[s]['gear']}) the die must be "
                            "that gear or higher."), False
        if cell.water and not (coasting or (gear == 1 and not brakes)):
            return "Water: only a coast die or the 1st gear die (without a brake die) moves through it.", False
        lim = self.limit_at(seat, to)
        return None, lim is not None and gear > lim

    def _targets(self, seat: int, frm: int, gear: int, coasting: bool, brakes: int) -> list[dict]:
        """Every space one die may take the car to (jumps included)."""
        st = self.st
        out = []
        for to in st.graph.children[frm]:
            why, spin = self._enter_check(seat, frm, to, gear, coasting, brakes)
            if why:
                continue
            jump = st.cells[to].jump
            if jump is None or gear < jump:
                out.append({"space": to, "via": None, "spin": spin, "jumploc": False})
                continue
            if gear == jump:
                lands = [(to, land) for land in st.graph.children[to]]
            else:
                lands = []
                for mid in st.graph.children[to]:
                    for land in st.graph.children[mid]:
                        if all(land != x for _, x in lands):
                            lands.append((mid, land))
            for mid, land in lands:
                why2, spin2 = self._enter_check(seat, mid, land, gear, coasting, brakes, overtaking=False)
                if why2:
                    continue
                out.append({"space": land, "via": to, "spin": spin2 or gear >= jump + 2, "jumploc": gear == jump + 1})
        return out

    def _placements(self) -> dict:
        """Every die that may be placed next: action -> move."""
        cache = getattr(self, "_place_cache", None)
        if cache is not None and cache[0] == len(self.history):
            return cache[1]
        t = self.turn
        seat = t["seat"]
        pool = t["pool"]
        space, gear, used, coast, brakes = self._plan_state()
        out = {}
        if self.st.cells[space].kind != "finish" and len(t["plan"]) < 16:
            options = []
            if pool["gear"] - len(used) > 0:
                for n in range(1, self.top_gear + 1):
                    if n in used or n == gear:      # the same gear is kept with a coast die only
                        continue
                    if gear == 0:
                        if n != 1 or t["plan"]:
                            continue
                        nb = 0
                    else:
                        nb, nu = rally.extra_dice(gear, n)
                        if nu:
                            continue
                    if brakes + nb > pool["brake"]:
                        continue
                    options.append((str(n), n, nb))
            if gear >= 1 and coast < pool[t["coast_kind"]]:
                options.append(("coast", gear, 0))
            for die, n, nb in options:
                for m in self._targets(seat, space, n, die == "coast", nb):
                    act = f"{die} to {m['space']}" + (f" via {m['via']}" if m["via"] is not None else "")
                    kind = t["coast_kind"] if die == "coast" else die
                    out[act] = dict(m, die=die, kind=kind, gear=n, brakes=nb)
        self._place_cache = (len(self.history), out)
        return out

    # ------------------------------------------------------------------ rolling
    def _expand_dice(self) -> list:
        return rally.plan_dice(self.turn["plan"], kind_key="kind")

    def _roll_die(self, kind: str) -> bool:
        return rally.roll_forced(FACES[kind], self.rng, self.forced_rolls)

    def _flat_out(self, seat: int) -> None:
        t = self.turn
        car = self.cars[seat]
        t["mode"] = "flat"
        t["dice"] = self._expand_dice()
        t["results"] = [self._roll_die(kind) for _, kind in t["dice"]]
        t["next"] = len(t["dice"])
        shown = ", ".join(f"{self._die_name(k)}: {'caution' if r else 'safe'}" for (_, k), r in zip(t["dice"], t["results"]))
        self.say(f"{self.seat_name(seat)} rolls flat out — {shown}.", seat=seat)
        plan = t["plan"]
        tokens = sum(1 for _, k in t["dice"] if k != "brake")
        per_move, main = rally.cautions_per_move(t["dice"], t["results"], len(plan))
        spins = [m["spin"] or (m["jumploc"] and main[i]) for i, m in enumerate(plan)]
        loss = rally.first_loss(per_move, t["limit"], spins)
        self._after_flat_out(seat, tokens, loss, sum(per_move))

    def _replacements(self, seat: int) -> dict:
        """After a flat-out loss of control: every (space, gear) the rolled dice may be put back to lose control at."""
        t = self.turn
        car = self.cars[seat]
        dice = [(k, r) for (_, k), r in zip(t["dice"], t["results"])]
        start = (car["space"], car["gear"], 0, True)

        def step(state, die):
            space, gear, pb, first = state
            kind, result = die
            if self.st.cells[space].kind == "finish":
                return
            if kind == "brake":
                if gear <= 1:
                    return
                yield (space, gear, pb + 1, first), 0, False
                return
            if kind in COAST_KINDS:
                if gear < 1 or pb:
                    return
                n = gear
            else:
                n = int(kind)
                if gear == 0 and (pb or n != 1 or not first):
                    return
                if gear > 0 and (n == gear or not rally.gear_change_ok(gear, n, pb)):
                    return
            for m in self._targets(seat, space, n, kind in COAST_KINDS, pb):
                yield (m["space"], n, 0, False), 0, m["spin"] or (m["jumploc"] and result)

        found = rally.replace_after_loss(dice, [r for _, r in dice], start, step, t["limit"])
        out = {}
        for (space, gear, _pb, _first), rep in found.items():
            out.setdefault((space, gear), {"space": space, "gear": gear})
        if not out:
            raise AssertionError("a loss of control with nowhere to lose it")
        return out

    def _one_die(self, seat: int, secure: bool) -> None:
        t = self.turn
        car = self.cars[seat]
        i, kind, result = self._next_die(seat, secure)
        m = t["plan"][i]
        if t["cautions"] >= t["limit"]:
            self._lose_control(seat, m["space"], m["gear"], m)
            return
        if not rally.move_rolled(t, i):
            return
        if m["spin"] or (m["jumploc"] and result is True):
            self._lose_control(seat, m["space"], m["gear"], m)
            return
        self._move_car(seat, m)
        t["resolved"] = i + 1
        if t["next"] >= len(t["dice"]) or car["done"]:
            self._end_turn(seat)

    @staticmethod
    def _die_name(kind: str) -> str:
        return {"coast": "white coast", "leader": "orange leader", "brake": "red brake"}.get(kind, f"gear {kind}")

    # ------------------------------------------------------------------ effects
    def _move_car(self, seat: int, m: dict) -> None:
        car = self.cars[seat]
        st = self.st
        car["space"], car["gear"] = m["space"], m["gear"]
        self.turn["path"].append(m["space"])
        cell = st.cells[m["space"]]
        if cell.kind == "shortcut":
            tok = self._draw_token()
            if tok is not None:
                back = tok.split("/")[1]
                self.say(f"{self.seat_name(seat)} cuts through the shortcut and draws {D.BACK_NAMES[back]}.", seat=seat)
                if back == "ok":
                    self.bag.give_back(tok)
                elif back == "coast":
                    car["tokens"].append([tok, "back"])
                else:
                    self.minus.append([cell.tile, seat, tok])
        if cell.kind == "finish" and not car["done"]:
            car["done"] = True
            self.finished.append(seat)
            self.say(f"{self.seat_name(seat)} crosses the finish line!", seat=seat)

    def _draw_token(self) -> str | None:
        return self.bag.draw_forced(self.rng, self.forced_tokens)

    def _draw_card(self) -> str:
        if self.forced_cards:
            return self.forced_cards.pop(0)
        k = self.rng.randint(0, sum(LOSS_CARDS.values()) - 1)
        for icon in sorted(LOSS_CARDS):
            if k < LOSS_CARDS[icon]:
                return icon
            k -= LOSS_CARDS[icon]
        raise AssertionError("unreachable")

    def _take_card(self, seat: int, gear: int, seconds: int, icon: str | None) -> None:
        car = self.cars[seat]
        car["cards"].append({"gear": gear, "seconds": seconds, "icon": icon})
        car["seconds"] += seconds

    def _lose_control(self, seat: int, space: int, gear: int, m: dict | None = None) -> None:
        t = self.turn
        car = self.cars[seat]
        if m is None:
            m = t["options"][(space, gear)]
        if m["space"] != car["space"]:
            self._move_car(seat, {"space": m["space"], "gear": gear})
        g = max(1, gear)
        icon = self._draw_card()
        cell = self.st.cells[m["space"]]
        car["gear"] = 0
        if icon == "sisu":
            self._take_card(seat, 0, TIME[g], "sisu")
            self.say(f"{self.seat_name(seat)} loses control in gear {gear}: SISU! No damage, {TIME[g]} s.", seat=seat)
        elif icon == "spin":
            self._take_card(seat, 0, LOST_TIME, "spin")
            self.say(f"{self.seat_name(seat)} loses control in gear {gear} and spins: {LOST_TIME} s.", seat=seat)
        else:
            n = rally.table_lookup(CRASH, g, cell.danger, "crash-damage table")
            self._take_card(seat, 0, LOST_TIME, "crash")
            car["off"] = not car["done"]
            self.say(f"{self.seat_name(seat)} crashes in gear {gear} on a {cell.danger} tile: {LOST_TIME} s and "
                     f"{n} damage token{'s' if n != 1 else ''}.", seat=seat)
            for _ in range(n):
                tok = self._draw_token()
                if tok is None:
                    break
                front = tok.split("/")[0]
                self.say(f"{self.seat_name(seat)} draws {D.FRONT_NAMES[front]}.", seat=seat)
                if front == "green":
                    self.bag.give_back(tok)
                else:
                    car["tokens"].append([tok, "front"])
        t["lost_control"] = True
        self._finish_turn(seat)

    def _end_turn(self, seat: int) -> None:
        """A turn that ends with the move done or blocked: the time card of the gear the car is in."""
        t = self.turn
        car = self.cars[seat]
        rolled = [k for j, (_, k) in enumerate(t["dice"]) if j < len(t["results"])]
        gears = [k for k in rolled if k not in COAST_KINDS and k != "brake"]
        if rolled and not gears and car["cards"]:
            top = car["cards"][-1]
            self._take_card(seat, top["gear"], top["seconds"], top["icon"])
            what = "the same card as last turn"
        else:
            secs = TIME.get(car["gear"], LOST_TIME)
            self._take_card(seat, car["gear"], secs, None)
            what = f"the gear {car['gear']} card" if car["gear"] else "the standstill card"
        self.say(f"{self.seat_name(seat)} takes {what}: {car['cards'][-1]['seconds']} s "
                 f"({car['seconds']} s so far).", seat=seat)
        self._finish_turn(seat)

    def _finish_turn(self, seat: int) -> None:
        self.last[seat] = list(self.turn["path"])
        self._next_turn()

    # ------------------------------------------------------------------ the contract hooks
    def _to_move(self) -> tuple:
        return (self.turn["seat"],) if self.turn and self.phase != "over" else ()

    def _replace_key(self, option: tuple):
        return (self.st.cells[option[0]].prog, option)

    def _top_gear_text(self) -> str:
        return f"On {self.st.surface} the dashboard has gears 1 to {self.top_gear}."

    @staticmethod
    def _gear_dice_text(n: int) -> str:
        return f"Gear damage: the car may use only {n} gear dice this turn."

    def _why_not_placed(self, seat: int, words: list) -> str:
        space, gear, used, coast, brakes = self._plan_state()
        t = self.turn
        pool = t["pool"]
        st = self.st
        why = self._die_problem(words, gear, used, coast, pool[t["coast_kind"]], pool["gear"])
        if why:
            return why
        if st.cells[space].kind == "finish":
            return "The car has crossed the finish line: roll the dice placed."
        die = words[0]
        if die == "coast":
            n, nb = gear, 0
        else:
            n = int(die)
            if gear == 0 and n != 1:
                return "From gear 0 the first die is the 1st gear die."
            if n == gear:
                return f"A gear die changes the gear by one; to stay in gear {gear} use a coast die."
            nb, nu = rally.extra_dice(gear, n) if gear else (0, 0)
            if nu:
                return f"Gears go up one at a time: gear {gear} cannot go to {n}."
            if brakes + nb > pool["brake"]:
                return (f"From gear {gear} to {n} needs {nb} red brake dice (each skips a gear down); "
                        f"the car has {pool['brake'] - brakes} left.")
        to = int(words[2])
        via = int(words[4]) if len(words) == 5 and words[3] == "via" and words[4].isdigit() else None
        first = via if via is not None else to
        if first not in st.graph.children[space]:
            return "Each die moves the car one space forward to a space linked to where it is."
        why, _ = self._enter_check(seat, space, first, n, die == "coast", nb)
        if why:
            return why
        jump = st.cells[first].jump
        if via is None and jump is not None and n >= jump:
            return f"A jump: gear {n} on a chevron {jump} flies on; name the landing ('{die} to X via {first}')."
        if via is not None and (jump is None or n < jump):
            return "Only a die at or above a jump's chevron gear flies on from it."
        if via is not None:
            return "The car cannot land there: a jump lands 1 space on (gear = chevron) or 2 (higher), on a free space."
        return "That die cannot go there."

    # ------------------------------------------------------------------ for bots and tests
    def clone(self) -> "RallymanDirt":
        twin = self._twin("forced_rolls", "forced_tokens", "forced_cards", "finished", "order", "start_order")
        twin.cars = [dict(c, tokens=[list(x) for x in c["tokens"]], cards=list(c["cards"])) for c in self.cars]
        twin.bag = self.bag.copy()
        twin.minus = [list(m) for m in self.minus]
        twin.stage_times = [list(x) for x in self.stage_times]
        if self.turn is not None:
            twin.turn = rally.copy_turn(self.turn)
        twin.last = {k: list(v) for k, v in self.last.items()}
        twin._place_cache = None
        return twin

    def running_total(self, seat: int) -> int:
        """Seconds of the whole rally so far, this stage's time cards included."""
        c = self.cars[seat]
        counted = len(self.stage_times) > self.stage_index
        return c["total"] + (0 if counted else c["seconds"])

    def progress(self, seat: int) -> float:
        c = self.cars[seat]
        return self.st.cells[c["space"]].prog if c["space"] is not None else -1.0

    def heuristic(self, seat: int) -> float:
        if self.over:
            r = self.outcome["ranking"][seat]
            return 1.0 - 2.0 * (r - 1) / max(1, self.players - 1)

        def est(s):      # seconds so far plus about 6 s a row still to go
            c = self.cars[s]
            return self.running_total(s) + 6.0 * (self.st.finish_prog - self.progress(s)) + 5 * len(c["tokens"])
        mine = est(seat)
        if self.players == 1:
            return max(-1.0, min(1.0, 1.0 - mine / 600.0))
        best = min(est(s) for s in range(self.players) if s != seat)
        return max(-1.0, min(1.0, (best - mine) / 120.0))

    def check_invariants(self) -> None:
        spots = [self.cars[s]["space"] for s in range(self.players) if self._on_track(s)]
        assert len(spots) == len(set(spots)), "two cars on one space"
        total = dict(self.bag.counts)
        for c in self.cars:
            assert 0 <= c["gear"] <= self.top_gear, c
            assert c["second"] >= 0
            assert c["seconds"] == sum(x["seconds"] for x in c["cards"]), "stage time is the sum of its time cards"
            for tok, _ in c["tokens"]:
                total[tok] += 1
        for _, _, tok in self.minus:
            total[tok] += 1
        assert total == DAMAGE_TOKENS, f"damage tokens are not all accounted for: {total}"
        if self.over:
            assert len(self.stage_times) == len(self.stage_keys)
