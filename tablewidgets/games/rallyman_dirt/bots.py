"""A driver for Rallyman: DIRT: plans a line of dice it can stop on safely, then rolls one at a time
and stops before any move that could make it lose control (or secures it with second tokens).

Planning is a beam search over the dice it could place (the rules' own move generator): a move
that loses control by itself (a corner or shortcut taken too fast, a jump taken too high) is never
planned, and every space planned must leave the car slow enough for the corners ahead
(``caps``: the highest gear from which the car can still slow down one gear a space). A plan is
worth the distance it is expected to cover when rolled one at a time with the stopping rule (a
move is rolled only while even a caution on every one of its dice stays under the limit), less
the seconds of the time card it is expected to end on. Plans that can hardly lose control are
rolled flat out for the second tokens.

>>> import tablewidgets as tw
>>> g = tw.new("rallyman_dirt", players=2, seed=4)
>>> bot = DriverBot(seed=1)
>>> while not g.over:
...     g.play(bot.choose(g, g.to_move[0]))
>>> g.over
True
"""

from __future__ import annotations

from functools import lru_cache

from ...engine import rally
from ...engine.bots import Bot
from .data import FACES, LOST_TIME, TIME, stage


def _p(kind: str) -> float:
    return rally.caution_chance(FACES[kind])


@lru_cache(maxsize=None)
def caps(key: str, top: int) -> tuple:
    """Per space: the highest gear from which a car can go on slowing one gear a space without ever
    going above a corner's or a shortcut's limit."""
    st = stage(key)
    g = st.graph
    cap = [top] * len(st.cells)
    for c in sorted(st.cells, key=lambda c: -c.prog):
        kids = g.children[c.id]
        best = max((cap[k] for k in kids), default=top)
        v = min(top, best + 1)
        if c.limit is not None:
            v = min(v, c.limit)
        cap[c.id] = v
    return tuple(cap)


class DriverBot(Bot):
    level = "driver"

    def __init__(self, seed: int | None = None, beam: int = 16, depth: int = 9):
        super().__init__(seed)
        self.beam = beam
        self.depth = depth
        self._plan: tuple | None = None

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if game.phase == "plan":
            return self._planning(game, seat, legal)
        if game.phase == "roll":
            return self._rolling(game, seat, legal)
        if game.phase == "replace":
            return min(legal, key=lambda a: (int(a.split(" ")[2]), -game.st.cells[int(a.split(" ")[1])].prog))
        return legal[0]

    def _rolling(self, game, seat: int, legal: list[str]) -> str:
        t = game.turn
        i, _ = t["dice"][t["next"]]
        left = sum(1 for j in range(t["next"], len(t["dice"])) if t["dice"][j][0] == i)
        if t["cautions"] + left < t["limit"]:
            return "roll"
        cost = rally.secure_cost(t["secured"])
        if "secure" in legal and cost <= 3 and t["cautions"] + left - 1 < t["limit"]:
            return "secure"
        if "stop" in legal:
            return "stop"
        return "secure" if "secure" in legal else "roll"

    def _planning(self, game, seat: int, legal: list[str]) -> str:
        key = (id(game), len(game.history), seat)
        if self._plan and self._plan[0] == key and self._plan[1] and self._plan[1][0] in legal:
            act = self._plan[1][0]
            self._plan = ((id(game), len(game.history) + 1, seat), self._plan[1][1:])
            return act
        actions = self.plan(game, seat)
        if not actions or actions[0] not in legal:
            moves = [a for a in legal if " to " in a]
            if game.turn["plan"] or not moves:
                return "one by one" if "one by one" in legal else legal[0]
            actions = [moves[0], "one by one"]
        self._plan = ((id(game), len(game.history) + 1, seat), actions[1:])
        return actions[0]

    def plan(self, game, seat: int) -> list[str]:
        t = game.turn
        st = game.st
        pool = t["pool"]
        limit = t["limit"]
        top = game.top_gear
        cap = caps(st.key, top)
        space, gear, used, coast, brakes = game._plan_state()
        done = [(["brake"] * m["brakes"] + [m["kind"]], m["gear"], st.cells[m["space"]].prog) for m in t["plan"]]
        start_prog = st.cells[t["start"]].prog
        spare = 1 if pool["brake"] else 0

        def value(moves, end_gear, sp):
            sc = self._expected(moves, limit, start_prog, t["start_gear"])
            if end_gear > cap[sp] + spare:
                sc -= 40
            return sc

        beam = [(value(done, gear, space), (space, gear, used, coast, brakes), (), done)]
        best = beam[0] if t["plan"] else None
        for _ in range(self.depth - len(t["plan"])):
            nxt = []
            for _sc, (sp, g, us, co, br), acts, moves in beam:
                if st.cells[sp].kind == "finish":
                    continue
                opts = []
                if pool["gear"] - len(us) > 0:
                    for n in range(max(1, g - 1 - (pool["brake"] - br)), min(top, g + 1) + 1):
                        if n in us or (g == 0 and (n != 1 or moves)):
                            continue
                        nb = rally.extra_dice(g, n)[0] if g else 0
                        if br + nb <= pool["brake"]:
                            opts.append((str(n), n, nb))
                if g >= 1 and co < pool[t["coast_kind"]]:
                    opts.append(("coast", g, 0))
                for die, n, nb in opts:
                    for m in game._targets(seat, sp, n, die == "coast", nb):
                        if m["spin"] or m["jumploc"]:
                            continue
                        to = m["space"]
                        if n > cap[to] + spare + 1:
                            continue
                        kinds = ["brake"] * nb + [t["coast_kind"] if die == "coast" else die]
                        mv = moves + [(kinds, n, st.cells[to].prog)]
                        act = f"{die} to {to}" + (f" via {m['via']}" if m["via"] is not None else "")
                        state = (to, n, us | {n} if die != "coast" else us, co + (die == "coast"), br + nb)
                        nxt.append((value(mv, n, to), state, acts + (act,), mv))
            if not nxt:
                break
            nxt.sort(key=lambda e: -e[0])
            seen, beam = set(), []
            for e in nxt:
                k = e[1][:2] + (e[1][2], e[1][3])
                if k in seen:
                    continue
                seen.add(k)
                beam.append(e)
                if len(beam) >= self.beam:
                    break
            if best is None or beam[0][0] > best[0]:
                best = beam[0]
        if best is None:
            return []
        return list(best[2]) + [self._roll_mode(best[3], limit)]

    @staticmethod
    def _expected(moves, limit, start_prog, start_gear) -> float:
        """Distance (in seconds saved, at 8 s a row) expected with the stopping rule, less the expected
        time card."""
        dist = {0: 1.0}
        total = 0.0
        prog = start_prog
        gear = start_gear
        card = 0.0
        for kinds, g, p in moves:
            go = {c: q for c, q in dist.items() if c + len(kinds) < limit}
            mass = sum(go.values())
            stay = sum(dist.values()) - mass
            card += stay * TIME.get(gear, LOST_TIME)
            if mass <= 1e-9:
                dist = {}
                break
            dist = rally.caution_counts((_p(k) for k in kinds), go)
            total += mass * (p - prog)
            prog, gear = p, g
        card += sum(dist.values()) * TIME.get(gear, LOST_TIME)
        return 8.0 * total - card

    @staticmethod
    def _roll_mode(moves, limit) -> str:
        probs = [_p(k) for kinds, _, _ in moves for k in kinds]
        return "flat out" if rally.loss_risk(probs, limit) <= 0.03 else "one by one"


LEVELS = {"driver": lambda seed=None: DriverBot(seed=seed)}
