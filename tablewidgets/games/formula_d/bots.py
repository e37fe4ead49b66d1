"""A driver for Formula D: gears chosen by what each face of the die would allow, lines by progress,
wear and what the next corner will ask.

For a gear the bot looks at every face of its die, finds the best space that
roll would reach (the same destinations the rules offer, with their braking,
overshooting and elimination) and averages over the faces. A space is worth
the distance it gains, minus wear (weighed by how little of it is left: the
last wear points are worth far more than the first), minus what the next
turn is likely to cost from there: the room left before the end of the next
corner that still wants stops, against the dice of the gears it could take
next (so it brakes for corners: it arrives in a gear whose die fits the
corner). It slipstreams when the spaces gained are worth more than the risk.
In a race of two or three laps it drives into its pit box when the wear points
it would win back (tyres in the advanced game) are worth more than the stop,
and then gives up lines that could no longer reach the box this lap. Emergency
braking beyond 3 spaces is shared between brakes and tyres to spare the
scarcer pool.

>>> import tablewidgets as tw
>>> g = tw.new("formula_d", players=2, seed=4)
>>> bot = DriverBot(seed=1)
>>> while not g.over:
...     g.play(bot.choose(g, g.to_move[0]))
>>> g.over
True
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...engine.bots import Bot
from .data import DICE, DOWNSHIFT, circuit


@lru_cache(maxsize=None)
def _rooms(key: str):
    """Per space: steps to leave its own corner (``inside``) and to leave the next corner ahead (``ahead``)."""
    tr = circuit(key)
    g = tr.graph
    inf = 10 ** 6
    # steps from each space to the first space past each corner (backward BFS from the spaces just beyond it)
    beyond: dict[int, dict[int, int]] = {}
    for cid, c in g.corners.items():
        after = {b for a in c.exits for b in g.children[a] if b not in c.spaces}
        beyond[cid] = g.distances(after, backward=True, limit=60)
    inside, ahead = {}, {}
    for s, sp in g.spaces.items():
        own = sp.corner
        if own is not None:
            inside[s] = beyond[own].get(s, inf)
        best = inf
        for cid, dist in beyond.items():
            if cid == own or s not in dist:
                continue
            # the corner must lie ahead: its entry further than we are from its end
            if dist[s] < best:
                best = dist[s]
        ahead[s] = best
    return inside, ahead


@lru_cache(maxsize=None)
def _to_box(key: str, box: int) -> frozenset:
    """The spaces from which ``box`` can still be reached without crossing the finish line."""
    tr = circuit(key)
    g = tr.graph
    seen = {box}
    todo = [box]
    while todo:
        b = todo.pop()
        for a in g.parents[b]:
            if a not in seen and not tr.crosses(a, b):
                seen.add(a)
                todo.append(a)
    return frozenset(seen)


@lru_cache(maxsize=None)
def _faces(gear: int):
    faces = DICE[gear]
    out = {}
    for f in faces:
        out[f] = out.get(f, 0) + 1 / len(faces)
    return tuple(out.items())


class DriverBot(Bot):
    level = "driver"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        wp = game.cars[seat]["wp"]
        self._weights = {pool: 1.5 + 12.0 / (left + 0.5) for pool, left in wp.items()}
        self._memo = {}
        phase = game.phase
        if phase == "gear":
            return self._gear(game, seat, legal)
        if phase in ("move", "slip"):
            return self._move(game, seat, legal)
        if phase == "build":
            return self._build(game, seat, legal)
        if phase == "pit":
            car = game.cars[seat]
            built = car.get("built", game._start_wp())
            lost = sum(built[p] - car["wp"][p] for p in car["wp"] if p != "tyres")
            return "pit technical" if lost >= 2 and game._repair_points(seat) else "pit tyres"
        if phase == "repair":
            order = ("engine", "body", "handling", "brakes", "gearbox")
            for pool in order:
                if f"repair {pool}" in legal:
                    return f"repair {pool}"
            return "done"
        if phase == "brakepay":          # share emergency braking so the scarcer pool is spared
            n = game.turn["pay"]

            def worn(k):
                b, t = wp["brakes"] - (n - k), wp["tyres"] - k
                return sum(12.0 / (x + 0.5) for x in range(b, wp["brakes"])) + \
                    sum(12.0 / (x + 0.5) for x in range(t, wp["tyres"]))
            return min(legal, key=lambda a: worn(int(a.split()[1])))
        if phase in ("tyres", "pit_tyres"):
            rain = game.weather in ("rain", "rain-temporary")
            return "tyres rain" if rain else "tyres hard"
        return legal[0]

    # ------------------------------------------------------------------ valuing a place
    def _wear_weight(self, game, seat: int, pool: str) -> float:
        return self._weights[pool if game.advanced else "wp"]

    def _next_turn_cost(self, game, seat: int, space: int, gear: int, corner_left: int, need_more: int) -> float:
        """Expected cost of the next turn from ``space`` in ``gear``: overshoot against the room
        to the end of the corner that wants a stop, the best of the gears reachable next."""
        inside, ahead = _rooms(game.opts["circuit"])
        if space in game.track.pit:
            return 0.0
        room = inside.get(space, 10 ** 6) - 1 if need_more else ahead.get(space, 10 ** 6) - 1
        fatal_if_over = need_more >= 2
        key = (room, gear, fatal_if_over)
        if key in self._memo:
            return self._memo[key]
        car = game.cars[seat]
        best = None
        w_tyre = self._wear_weight(game, seat, "tyres")
        for g2 in range(max(1, gear - 4), min(6, gear + 1) + 1):
            skipped = gear - g2 - 1
            down = 0.0
            if skipped > 0:
                if game.advanced:
                    gb, br, en = DOWNSHIFT[skipped]
                    down = gb * self._wear_weight(game, seat, "gearbox") + br * self._wear_weight(game, seat, "brakes") \
                        + en * self._wear_weight(game, seat, "engine")
                else:
                    down = skipped * self._wear_weight(game, seat, "wp")
            over = 0.0
            gain = 0.0
            for f, p in _faces(g2):
                if f > room:
                    extra = f - room
                    # braking can absorb a few spaces
                    brakes = car["wp"].get("brakes", car["wp"].get("wp", 0) - 1)
                    absorbed = min(extra, max(0, brakes))
                    over += p * (absorbed * self._wear_weight(game, seat, "brakes") +
                                 (extra - absorbed) * (40.0 if fatal_if_over else w_tyre))
                    gain += p * room
                else:
                    gain += p * f
            cost = down + over - 0.6 * gain
            if best is None or cost < best:
                best = cost
        self._memo[key] = best
        return best

    def _value(self, game, seat: int, info: dict, gear: int) -> float:
        t = game.turn
        a = game._preview(info)
        if a["fatal"]:
            return -1e6
        car = game.cars[seat]
        tr = game.track
        route = info["route"]
        end = route.end
        value = 0.0
        # progress
        start = t["path"][0]
        steps = len(t["path"]) - 1 + len(route.path) - 1
        value += steps
        crossed = sum(1 for x, y in zip(route.path, route.path[1:]) if tr.crosses(x, y))
        if crossed and car["lap"] + crossed > game.laps:
            value += 1000 - steps          # finishing beats everything
        # wear now
        over = a["over"] * game._overshoot_factor(seat)
        if game.advanced:
            if over > car["wp"]["tyres"]:
                return -1e5
            value -= over * self._wear_weight(game, seat, "tyres")
        else:
            if over >= car["wp"]["wp"]:
                return -1e5
            value -= over * self._wear_weight(game, seat, "wp")
        brake = info["brake"]
        if brake:
            budget = car["wp"]["brakes"] + (car["wp"]["tyres"] if info["emergency"] else 0) if game.advanced \
                else car["wp"]["wp"] - 1
            if brake > budget:
                return -1e5
            value -= brake * self._wear_weight(game, seat, "brakes")
        # debris and neighbours
        markers = set(game.markers)
        value -= 0.8 * sum(1 for s in route.path[1:] if s in markers)
        if end not in tr.pit:
            around = set(tr.graph.neighbours(end))
            near = sum(1 for s, c in enumerate(game.cars) if s != seat and c["space"] in around)
            value -= near * (0.6 if game.advanced else 0.4) * self._wear_weight(game, seat, "body")
        # pit stop when worn: the wear points won back, each worth what the bot would pay to keep it;
        # a line that can no longer reach the box this lap gives that up
        if 1 <= car["lap"] < game.laps and t["kind"] != "pit":
            pool = "tyres" if game.advanced else "wp"
            full = game._tyre_start(seat) if game.advanced else 18
            worth = sum(0.8 * (1.5 + 12.0 / (x + 0.5)) for x in range(car["wp"][pool], full)) - 4
            if end == car["box"] and end in tr.pit:
                value += worth
            elif worth > 0 and start in _to_box(game.opts["circuit"], car["box"]) and \
                    (crossed or end not in _to_box(game.opts["circuit"], car["box"])):
                value -= worth
        # the next turn
        corner = a["corner"]
        need_more = (tr.graph.corners[corner].stops - a["stops"]) if corner is not None else 0
        value -= self._next_turn_cost(game, seat, end, gear, corner, max(0, need_more))
        return value

    # ------------------------------------------------------------------ decisions
    def _move(self, game, seat: int, legal: list[str]) -> str:
        targets = game._targets()
        gear = game.turn["gear"]
        best, best_v = None, None
        for action in legal:
            word, _, arg = action.partition(" ")
            if word in ("to", "slip"):
                v = self._value(game, seat, targets[int(arg)], gear)
            elif word == "nitro":
                twin = game.clone()
                twin.quiet = True
                twin.apply("nitro", seat)
                tt = twin._targets()
                v = max((self._value(twin, seat, i, gear) for i in tt.values()), default=-1e9) - 1.5
            elif word == "stay":
                t = game.turn
                from ...engine.tracks import Route
                here = {"route": Route(t["path"][-1], [t["path"][-1]], t.get("state")), "brake": 0, "emergency": False}
                v = self._value(game, seat, here, gear)
            else:
                v = -1e9
            v += self.rng.random() * 1e-3
            if best_v is None or v > best_v:
                best, best_v = action, v
        return best

    def _gear(self, game, seat: int, legal: list[str]) -> str:
        opts = game._gear_options(seat)
        best, best_v = None, None
        car = game.cars[seat]
        saved = (dict(game.turn), game.phase, car["gear"], game._targets_cache)
        try:
            for action in legal:
                gear = int(action.split()[1])
                car["gear"] = gear
                game.phase = "move"
                ev = 0.0
                for f, p in sorted(_faces(gear), reverse=True):     # the longest roll first: its layers serve all
                    game.turn.update(roll=f, gear=gear)
                    game._targets_cache = None
                    vals = [self._value(game, seat, i, gear) for i in game._targets().values()]
                    ev += p * (max(vals) if vals else -50)
                for pool, n in opts[gear].items():
                    ev -= n * self._wear_weight(game, seat, pool)
                ev += self.rng.random() * 1e-3
                if best_v is None or ev > best_v:
                    best, best_v = action, ev
        finally:
            game.turn.clear()
            game.turn.update(saved[0])
            game.phase, car["gear"], game._targets_cache = saved[1], saved[2], saved[3]
        return best

    def _build(self, game, seat: int, legal: list[str]) -> str:
        # aim at the standard car, then more tyres and brakes
        car = game.cars[seat]
        target = {"tyres": 7, "brakes": 4, "gearbox": 3, "body": 3, "engine": 3, "handling": 2}
        for pool in ("tyres", "brakes", "gearbox", "body", "engine", "handling"):
            if car["wp"][pool] < target[pool] and f"add {pool}" in legal:
                return f"add {pool}"
        if "add repair" in legal:
            return "add repair"
        return legal[0]


def _greedy(seed=None):
    from ...engine.bots import GreedyBot
    return GreedyBot(seed=seed)


LEVELS = {"driver": lambda seed=None: DriverBot(seed=seed)}
