"""A cheesemaker for Fromage: it plans its whole turn at once, then places it one action at a time.

A plan is at most one gather, at most one cheese and at most one structure
(gathering first, so a fruit or livestock just gathered can pay for the
cheese). Every plan is carried out on a copy in which the hidden order deck
is reshuffled (the bot never peeks), and the copy is valued: the points the
board would score now, plus what the resources left are likely to become,
less the turns the workers spend away, plus a little for cheese tokens placed
(the game ends when someone runs out), less the best other seat's points
(so taking a Villes region from the leader counts as much as scoring). The copy is drawn once per turn from a
seed of the turn, so every action of one turn follows the same plan.

>>> import tablewidgets as tw
>>> g = tw.new("fromage", players=2, seed=4)
>>> bots = [PlannerBot(seed=1), PlannerBot(seed=2)]
>>> while not g.over:
...     seat = g.to_move[0]
...     g.play(bots[seat].choose(g, seat), seat=seat)
>>> g.over
True
"""

from __future__ import annotations

import random

from ...engine.bots import Bot
from . import data as D

#: what one resource left on the board is worth, by kind, towards later points
WORTH = {"livestock": 1.1, "fruit": 1.3, "structure": 0.9}
ORDER_WORTH = 1.2
AWAY = 0.8           # per worker-turn spent out
TOKEN = 1.5          # per cheese token placed


def value(game, seat: int) -> float:
    """How good ``game`` (a copy after the plan) looks for ``seat``."""
    sc = game.score(seat)["total"]
    r = game.res[seat]
    v = sc + sum(WORTH[k] * min(r[k], 4) + 0.3 * max(0, r[k] - 4) for k in WORTH)
    v += ORDER_WORTH * min(len(game.orders[seat]), 3)
    v -= AWAY * sum(x[1] - game.turn for x in game.workers[seat].values() if x is not None)
    v += TOKEN * (D.TOKENS - game.left[seat])
    if game.players > 1:       # taking points from the leader (a Villes region) counts as much as scoring
        v -= max(game.score(s)["total"] for s in range(game.players) if s != seat)
    return v


def plans(game, seat: int) -> list[list[str]]:
    """Every plan the bot considers from an empty plan: gather?, cheese?, build? in that order."""
    base = game.clone()
    base.plan[seat] = []
    base._legal_memo = None
    out = [[]]
    for g in [None] + [a for a in base._legal(seat) if a.startswith("gather")]:
        first = [g] if g else []
        base.plan[seat] = list(first)
        cheeses = [None] + [a for a in base._legal(seat) if a.startswith("cheese")]
        for c in cheeses:
            plan = first + ([c] if c else [])
            base.plan[seat] = list(plan)
            builds = [a for a in base._legal(seat) if a.startswith("build")]
            if plan:
                out.append(plan)
            out += [plan + [b] for b in builds]
    base.plan[seat] = []
    return out


def _turn_seed(game, seat: int) -> int:
    """One seed per game, turn and seat: every action of a turn follows the same plan."""
    return (game.seed * 1_000_003 + game.turn * 101 + seat) % (2 ** 61 - 1)


def best_plan(game, seat: int, rng: random.Random) -> list[str]:
    world = game.determinize(seat, random.Random(_turn_seed(game, seat)))
    world.plan[seat] = []
    best, best_v = [], None
    for plan in plans(world, seat):
        twin = world.clone()
        twin.plan[seat] = list(plan)
        twin.carry_out(seat)
        v = value(twin, seat) + rng.random() * 0.01
        if best_v is None or v > best_v:
            best, best_v = plan, v
    return best


class PlannerBot(Bot):
    level = "planner"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        plan = best_plan(game, seat, random.Random(_turn_seed(game, seat) + 1))
        done = game.plan[seat]
        if plan[:len(done)] == done and len(plan) > len(done) and plan[len(done)] in legal:
            return plan[len(done)]
        return "done"


LEVELS = {"planner": lambda seed=None: PlannerBot(seed=seed)}
