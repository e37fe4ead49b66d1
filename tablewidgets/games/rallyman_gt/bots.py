"""A driver for Rallyman: GT: plans a line of dice it can stop on safely, then rolls one at a time
and stops before any die that could make it lose control (or secures it with focus).

Planning is a beam search over the dice it could place: a move into a square whose limit it
would break is never planned; every square it plans must leave it slow enough for the corners
ahead (``corner_caps``: the highest gear from which the car can still slow down one gear per
square, plus the brake dice it will have). A plan is worth the squares it is expected to cover
when rolled one at a time with the stopping rule (a move is rolled only while even a caution on
every one of its dice stays under the limit), plus a little for the gear it ends in. Short plans
that cannot lose control are rolled flat out for the focus tokens. It changes tyres in the pits
when the weather has turned against them, and repairs when two or more dice are lost.

>>> import tablewidgets as tw
>>> g = tw.new("rallyman_gt", players=2, seed=4)
>>> bot = DriverBot(seed=1)
>>> while not g.over:
...     g.play(bot.choose(g, g.to_move[0]))
>>> g.over
True
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...engine import rally
from ...engine.bots import Bot, GreedyBot
from .data import FACES, LANES, LOSS, track


def _p(kind: str) -> float:
    return rally.caution_chance(FACES[kind])


@lru_cache(maxsize=None)
def corner_caps(key: str, top: int) -> tuple:
    """Per square: the highest gear from which a car can go on slowing one gear a square without
    ever breaking a limit (a fixpoint round the loop)."""
    tr = track(key)
    g = tr.graph
    n = len(g)
    cap = [top] * n
    for _ in range(tr.rows * 3):
        changed = False
        for s in range(n - 1, -1, -1):
            best = 0
            for c in g.children[s]:
                sq = tr.square(c)
                lim = sq.limit or top
                if sq.dotted and c % LANES == s % LANES:
                    lim = min(lim, sq.dotted)
                best = max(best, min(lim, cap[c]))
            v = min(top, best + 1)
            if v != cap[s]:
                cap[s] = v
                changed = True
        if not changed:
            break
    return tuple(cap)


class DriverBot(Bot):
    level = "driver"

    def __init__(self, seed: int | None = None, beam: int = 30):
        super().__init__(seed)
        self.beam = beam
        self._plan: tuple | None = None        # (key of the game it was made for, actions)

    # ------------------------------------------------------------------ decisions
    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        phase = game.phase
        if phase in ("tyres", "pit_tyres"):
            return "tyres rain" if game.weather == "wet" else "tyres slick"
        if phase == "plan":
            return self._planning(game, seat, legal)
        if phase == "roll":
            return self._rolling(game, seat, legal)
        if phase == "replace":
            return min(legal, key=lambda a: self._loss_cost(game, a))
        if phase == "pit":
            return self._pit(game, seat, legal)
        return legal[0]

    def _loss_cost(self, game, action: str):
        _, sp, gear = action.split(" ")
        res, n = LOSS[max(1, int(gear))][game.track.colour_of(int(sp))]
        m = game.turn["options"][(int(sp), int(gear))]
        return (n, res == "00", -m["dist"])

    def _pit(self, game, seat: int, legal: list[str]) -> str:
        car = game.cars[seat]
        left = game.laps * game.track.rows - car["dist"]
        if sum(car["lost"].values()) >= 2 and left > 20:
            return "pit repair"
        wrong = (car["tyres"] == "slick") != (game.weather == "dry")
        if wrong and left > 14:
            return "pit tyres"
        return "drive on"

    def _rolling(self, game, seat: int, legal: list[str]) -> str:
        t = game.turn
        car = game.cars[seat]
        limit = game.dashboard(seat).limit
        i, _ = t["dice"][t["next"]]
        m = t["plan"][i]
        dice_left = sum(1 for j in range(t["next"], len(t["dice"])) if t["dice"][j][0] == i)
        if t["cautions"] + dice_left + m["extra"] < limit:
            return "roll"
        if t["cautions"] + m["extra"] < limit and "focus" in legal and \
                car["focus"] - rally.secure_cost(t["secured"]) >= 0 and rally.secure_cost(t["secured"]) <= 3:
            # secure only if what is left of the move then fits
            if t["cautions"] + (dice_left - 1) + m["extra"] < limit:
                return "focus"
        if "stop" in legal:
            return "stop"
        if "focus" in legal:
            return "focus"
        return "roll"

    def _planning(self, game, seat: int, legal: list[str]) -> str:
        key = (id(game), len(game.history), seat)
        if self._plan and self._plan[0] == key and self._plan[1]:
            act = self._plan[1][0]
            if act in legal:
                self._plan = ((id(game), len(game.history) + 1, seat), self._plan[1][1:])
                return act
        actions = self.plan(game, seat)
        act = actions[0] if actions and actions[0] in legal else None
        if act is None:
            moves = [a for a in legal if " to " in a]
            if game.turn["plan"] or not moves:
                return "one by one" if "one by one" in legal else legal[0]
            act = moves[0]
        self._plan = ((id(game), len(game.history) + 1, seat), actions[1:])
        return act

    # ------------------------------------------------------------------ planning
    def plan(self, game, seat: int) -> list[str]:
        """The actions of the best plan from the current one: placements, then how to roll."""
        t = game.turn
        tr = game.track
        pool = game.pool(seat)
        limit = game.dashboard(seat).limit
        top = game.top_gear
        caps = corner_caps(tr.key, top)
        dist, lane, gear, used, coast, brakes, boosts = game._plan_state()
        first = not t["plan"]
        brakes_next = min(pool["brake"], 2)
        left_to_line = game.laps * tr.rows - dist

        def end_value(st) -> float:
            d, l, g = st[0], st[1], st[2]
            sp = tr.sid(d, l)
            safe = g <= caps[sp] + brakes_next
            return 0.45 * g - (4.0 if not safe else 0.0)

        # beam entries: (score, dist, lane, gear, used, coast, brakes, boosts, probs, actions, extras)
        start = (dist, lane, gear, used, coast, brakes, boosts)
        done_before = [(m["brakes"], m["boosts"], m["die"], m["extra"]) for m in t["plan"]]
        base = self._expected(done_before, limit)
        beam = [(base[0] + end_value(start), start, (), done_before)]
        best = beam[0] if t["plan"] else None
        for depth in range(16 - len(t["plan"])):
            nxt = []
            for score, st, acts, moves in beam:
                d, l, g, us, co, br, bo = st
                if d >= game.laps * tr.rows:
                    continue
                opts = []
                if pool["gear"] - len(us) > 0:
                    for n in range(1, top + 1):
                        if n in us:
                            continue
                        if g == 0:
                            if moves:
                                continue
                            nb = nu = 0
                        else:
                            nb, nu = rally.extra_dice(g, n)
                        if br + nb > pool["brake"] or bo + nu > pool["boost"]:
                            continue
                        opts.append((str(n), n, nb, nu))
                if g >= 1 and co < pool["coast"]:
                    opts.append(("coast", g, 0, 0))
                for die, n, nb, nu in opts:
                    for nl in (l - 1, l, l + 1):
                        if not 0 <= nl < LANES:
                            continue
                        why, extra, spins = game.step_check(seat, d, l, g, nl, n, not moves)
                        if why or spins:
                            continue
                        sp = tr.sid(d + 1, nl)
                        if n > caps[sp] + (pool["brake"] - br - nb) + 1:
                            continue
                        if extra and n >= 1 and len(moves) + 1 > 1 and extra + 1 >= limit:
                            continue
                        st2 = (d + 1, nl, n, us | {n} if die != "coast" else us, co + (die == "coast"),
                               br + nb, bo + nu)
                        mv = moves + [(nb, nu, die, extra)]
                        exp, _ = self._expected(mv, limit)
                        sc = exp + end_value(st2) + (0.01 * (nl == tr.inside[(d + 1) % tr.rows]))
                        if d + 1 >= game.laps * tr.rows:
                            sc += 3
                        nxt.append((sc, st2, acts + (f"{die} to {sp}",), mv))
            if not nxt:
                break
            nxt.sort(key=lambda e: -e[0])
            seen, beam = set(), []
            for e in nxt:
                k = e[1][:3] + (e[1][3],)
                if k in seen:
                    continue
                seen.add(k)
                beam.append(e)
                if len(beam) >= self.beam:
                    break
            if best is None or beam[0][0] > best[0]:
                best = beam[0]
            if left_to_line <= 0:
                break
        if best is None:
            return []
        _, st, acts, moves = best
        return list(acts) + [self._roll_mode(moves, limit)]

    @staticmethod
    def _expected(moves, limit) -> tuple[float, float]:
        """(squares expected when rolled one at a time with the stopping rule, chance of every move)."""
        dist = {0: 1.0}
        total = 0.0
        for nb, nu, die, extra in moves:
            kinds = ["brake"] * nb + ["boost"] * nu + [die]
            need = len(kinds) + extra
            go = {c: p for c, p in dist.items() if c + need < limit}
            mass = sum(go.values())
            if mass <= 1e-9:
                return total, 0.0
            go = rally.caution_counts((_p(k) for k in kinds), go)
            dist = {c + extra: p for c, p in go.items()}
            total += mass
        return total, sum(dist.values())

    @staticmethod
    def _roll_mode(moves, limit) -> str:
        """Flat out when the whole plan cannot (or hardly) lose control."""
        probs = []
        extra = 0
        for nb, nu, die, e in moves:
            probs += [_p("brake")] * nb + [_p("boost")] * nu + [_p(die)]
            extra += e
        need = limit - extra
        if need <= 0:
            return "one by one"
        return "flat out" if rally.loss_risk(probs, need) <= 0.02 else "one by one"


def _greedy(seed=None):
    return GreedyBot(seed=seed)


LEVELS = {"driver": lambda seed=None: DriverBot(seed=seed)}
