"""Bots of Gaia Project: a position value and a planner that expands, researches and federates."""

from __future__ import annotations

from ...engine.bots import Bot
from . import data as D

VALUE = {"c": 0.25, "o": 0.6, "k": 0.5, "q": 1.2}


def score(game, seat: int) -> float:
    """Victory points plus what the position is worth in points still to come."""
    b = game.boards[seat]
    if b is None:
        return 0.0
    left = max(0, D.ROUNDS - game.round)
    v = float(b.res["vp"])
    v += sum(VALUE[k] * b.res[k] for k in VALUE)
    v += 0.35 * b.bowls[1] + 0.7 * b.bowls[2] + 0.1 * b.bowls[0]
    inc = b.income()
    v += left * (0.3 * inc.get("c", 0) + 0.7 * inc.get("o", 0) + 0.6 * inc.get("k", 0) + 1.2 * inc.get("q", 0)
                 + 0.25 * inc.get("pw", 0) + 0.3 * inc.get("t", 0))
    v += sum(4 * (lv - 2) if lv > 2 else 1.5 * lv for lv in b.research.values())
    v += 3.0 * b.built["m"] + 4 * b.built["ts"] + 5 * b.built["lab"] + 7 * b.built["pi"] + 6 * (b.built["ac1"] + b.built["ac2"])
    v += 2.0 * len(b.techs) + 2.0 * sum(1 for f in b.feds if not f[1])
    v += 1.5 * game.count(seat, "pt") + 1.0 * game.count(seat, "s")
    v += 2.0 * sum(1 for s in game.gaiaformer.values() if s == seat)
    return v


def evaluate(game, seat: int) -> float:
    """-1..1: this seat's value against the best other seat."""
    if game.boards[seat] is None:
        return 0.0
    mine = score(game, seat)
    others = [score(game, s) for s in range(game.players) if s != seat and game.boards[s] is not None]
    best = max(others) if others else 0.0
    return max(-1.0, min(1.0, (mine - best) / 60.0))


class PlannerBot(Bot):
    """Tries every legal action (free conversions only when they make a main action possible)
    and keeps the one the position value likes best."""

    level = "planner"

    def choose(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        best, best_v = None, None
        for a in actions:
            if a.startswith(("conv ", "burn")):
                continue
            twin = game.clone()
            twin.quiet = True
            twin.apply(a, seat)
            v = score(twin, seat) - 0.0
            if a.startswith("pass") and game.phase == "play":
                v -= 4.0 * max(0, D.ROUNDS - game.round) / 6 + 3
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        if best is None:
            return self.rng.choice(actions)
        return best


LEVELS = {"planner": PlannerBot}
