"""Formula D movement on the lane graph: the rules hooks for the track core (corners, overshooting in
lane, pits, the finish line), the spaces a car may end on with their braking, slipstreaming, and what a
move's path costs at the corners."""

from __future__ import annotations

from ...engine.tracks import Route


class MovesMixin:
    """Part of :class:`.rules.FormulaD`."""

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
            if not g.is_straight(a, b) and g.ahead(a) is not None and b not in tr.pit:
                if st[2]:
                    return False        # overshooting a corner: stay in the lane
                corner = st[0]
                if corner is not None and g.spaces[b].corner != corner and st[1] < g.corners[corner].stops:
                    return False        # and the step out of the corner keeps the lane too
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
        skid = 0
        if self.opts["tyres"] and t["kind"] in ("race", "quali"):
            corner = tr.graph.corners[car["corner"]] if car["corner"] is not None else None
            if self._raining():
                # skidding: a turn that still owes its corner a stop slides further
                if not slip and corner is not None and car["stops"] < corner.stops:
                    roll += 1 if car["tyres"] == "rain" else 3
                elif not slip:
                    skid = 1 if car["tyres"] == "rain" else 3     # ... and so does a move ending in one
            elif self._soft_bonus(seat) and not (slip and t.get("soft_used")):
                bonus = 1                 # one more space if the driver wants it (once a turn, in a slipstream
                #                           when the move did not take it)
        state = t["state"] if slip else self._start_state(seat)
        blocked = self._blocked(seat)
        key = (seat, frm, state, slip, frozenset(blocked), tuple(self.markers), car["lap"], t["start"])
        cached = getattr(self, "_layers_cache", None)
        if cached is not None and cached[0] == key and len(cached[1]) > roll + bonus:
            layers = cached[1][:roll + bonus + 1]      # a move's first k layers do not depend on its length
        else:
            hooks = self._move_hooks(seat, slip_from=frm if slip else None)
            if t["kind"] == "great":
                layers = self._great_start_layers(frm, roll, blocked, state, hooks)
            else:
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

        if skid:
            out = self._skid_targets(seat, layers, roll, skid, usable, blocked)
            self._targets_cache = out
            return out
        full = {b: r for b, r in layers[roll].items() if usable(r)}
        extra = set()
        if bonus:
            for b, r in layers[roll + 1].items():
                if usable(r) and b not in full:
                    full[b] = r
                    extra.add(b)
        stopped = {b: r for k in range(1, roll) for b, r in layers[k].items() if r.stopped and usable(r)}
        for b, r in stopped.items():
            full.setdefault(b, r)
        if full:
            for b, r in full.items():
                out[b] = {"route": r, "brake": 0, "emergency": False, "bonus": b in extra}
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

    def _counts_stop(self, seat: int, route) -> bool:
        """Would a move by this route end with a stop that counts towards a corner still owed stops?"""
        t = self.turn
        car = self.cars[seat]
        saved = t["path"]
        t["path"] = saved + route.path[1:]
        try:
            res = self._assess(seat)
        finally:
            t["path"] = saved
        corner = res["corner"]
        if corner is None or res["fatal"]:
            return False
        prior = car["stops"] if corner == car["corner"] else 0
        return res["stops"] == prior + 1 and prior < self.track.graph.corners[corner].stops

    def _skid_targets(self, seat: int, layers: list, roll: int, skid: int, usable, blocked: set) -> dict:
        """The ends of a move in the rain from outside a corner that still wants stops: a move that
        would end with a stop counting towards a corner skids ``skid`` spaces further from there (the
        driver may brake those too, at the usual price; when blocked the car goes as far as it can)."""
        t = self.turn
        tr = self.track
        g = tr.graph
        car = self.cars[seat]
        frm = t["path"][-1]
        hooks = self._move_hooks(seat)
        box = car["box"]
        occupied = self._occupied(seat)
        cands = []                       # (route, spaces moved, spaces owed)
        for k in range(1, roll + 1):
            for r in layers[k].values():
                if self._counts_stop(seat, r):
                    for j, layer in enumerate(g.reach(r.end, skid, blocked=blocked, state=r.state, **hooks)):
                        for r2 in layer.values():
                            cands.append((Route(r2.end, r.path + r2.path[1:], r2.state, r2.stopped), k + j,
                                          roll + skid))
                else:
                    cands.append((r, k, roll))
        best: dict[int, tuple] = {}
        for r, moved, owed in cands:
            if not usable(r):
                continue
            short = 0 if r.stopped else owed - moved
            if r.end not in best or short < best[r.end][1]:
                best[r.end] = (r, short)
        out: dict[int, dict] = {}
        if any(short == 0 for _, short in best.values()):
            budget = self._brake_budget(seat)
            for b, (r, short) in best.items():
                free = b in tr.pit and (b == box or g.ahead(b) in occupied)
                if short == 0 or free or short <= budget:
                    out[b] = {"route": r, "brake": 0 if free else short, "emergency": False}
            return out
        least = min((short for _, short in best.values()), default=None)
        if least is None:
            return {frm: {"route": layers[0][frm], "brake": roll, "emergency": True}}
        for b, (r, short) in best.items():
            if short == least:
                free = b in tr.pit
                out[b] = {"route": r, "brake": 0 if free else short, "emergency": not free}
        return out

    def _soft_bonus(self, seat: int) -> bool:
        """May this move take the soft tyres' extra space? Only in the dry, not out of the pits, and
        only on tyres fitted at most a lap ago (at the start or at the last pit stop)."""
        car = self.cars[seat]
        t = self.turn
        if not self.opts["tyres"] or car["tyres"] != "soft" or self._raining() or t["start"] in self.track.pit:
            return False
        return self.qualifying_now or car["lap"] <= car["pit_lap"] + 1

    def _great_start_layers(self, frm: int, roll: int, blocked: set, state, hooks: dict):
        """A great start's 4 spaces change lane at most twice ("one or two lanes")."""
        g = self.track.graph
        allow, advance, terminal = hooks["allow"], hooks["advance"], hooks["terminal"]
        cost = hooks["cost"]
        wrapped = dict(
            allow=lambda st, a, b: allow(st[0], a, b) and (g.is_straight(a, b) or st[1] < 2),
            advance=lambda st, a, b: (advance(st[0], a, b), st[1] + (0 if g.is_straight(a, b) else 1)),
            terminal=lambda st, a, b: terminal(st[0], a, b), shortest=hooks["shortest"], cost=cost)
        layers = g.reach(frm, roll, blocked=blocked, state=(state, 0), **wrapped)
        return [{b: Route(r.end, r.path, r.state[0], r.stopped) for b, r in layer.items()} for layer in layers]

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
        t["soft_used"] = t.get("soft_used", False) or info.get("bonus", False)
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
        t["soft_used"] = t.get("soft_used", False) or info.get("bonus", False)
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
