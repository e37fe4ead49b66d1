"""The ``planner`` bot and the heuristic of Praga Caput Regni.

:func:`estimate` is a seat's expected final score from what it holds now: the points already
scored, the end scoring as it stands (plazas, technology times university, the two tracks, the
personal wall, the road, eggs), plus a value for resources, mines and quarries, waiting upgrades
and one-off technologies that shrinks as the game nears its end.

The planner looks at every legal action, plays the rest of its own turn greedily on a copy
(one step ahead, by :func:`estimate`), and keeps the action whose finished turn it likes best.
"""

from __future__ import annotations

import random

from ...engine.bots import Bot
from . import data as D


def estimate(game, seat: int) -> float:
    p = game.ps[seat]
    left = max(0, D.TURNS_PER_PLAYER - p["turns"]) / D.TURNS_PER_PLAYER
    total = p["score"] + sum(game.final_parts(seat).values())
    total += (0.35 + 0.6 * left) * (p["gold"] + p["stone"])
    total += 0.5 * min(2, p["window"]) * (0.3 + left)
    total += left * (4.0 * (p["mines"] - 1 + p["quarry"] - 1) + 0.8 * p["univ"] + 0.8 * p["tech"]
                     + 1.5 * p["road"])
    total += 1.2 * sum(p["upg"].values()) * (0.2 + left)
    total += 2.5 * len(p["oneoff"])
    total += 2.0 * len(game.pending[seat])
    return total


def evaluate(game, seat: int) -> float:
    if game.over:
        scores = game.result()["scores"]
        others = [v for s, v in enumerate(scores) if s != seat]
        if not others:
            return max(-1.0, min(1.0, (scores[seat] - D.SOLO_TARGET) / 60))
        return max(-1.0, min(1.0, (scores[seat] - max(others)) / 40))
    mine = estimate(game, seat)
    if game.players == 1:
        return max(-1.0, min(1.0, (mine - D.SOLO_TARGET) / 60))
    best = max(estimate(game, s) for s in range(game.players) if s != seat)
    return max(-1.0, min(1.0, (mine - best) / 60))


#: actions the planner never needs (taking a choice back, refilling early, waiting) and that could loop
_SKIP = ("refill", "back", "wait")


def _mine(game, seat: int) -> bool:
    return not game.over and game.to_move == (seat,)


class PlannerBot(Bot):
    """Plays out the rest of its turn greedily for every choice and keeps the best."""

    level = "planner"

    def __init__(self, seed: int | None = None, depth: int = 6):
        super().__init__(seed)
        self.depth = depth

    def _greedy(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        best, best_v = [], -1e9
        for a in actions:
            if a in _SKIP:
                continue
            twin = game.clone()
            twin.apply(a, seat)
            v = estimate(twin, seat)
            if v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        return best[0] if best else actions[0]

    def _finish_turn(self, game, seat: int) -> float:
        turn = game.turn_no
        for _ in range(self.depth):
            if not _mine(game, seat) or game.turn_no != turn:
                break
            game.apply(self._greedy(game, seat), seat)
        return estimate(game, seat) if not game.over else evaluate(game, seat) * 100

    def choose(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        rng = random.Random(self.rng.getrandbits(32))
        best, best_v = [], -1e9
        for a in actions:
            if a in _SKIP:
                continue
            twin = game.determinize(seat, rng)      # future draws resampled: no peeking at the piles
            twin.apply(a, seat)
            v = self._finish_turn(twin, seat)
            if v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        return rng.choice(best) if best else actions[0]
