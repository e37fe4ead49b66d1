"""How the bots judge a sky, and the game's own "planner" bot.

A sky is worth its score so far plus a little for every star line that still
points at an empty space (a constellation that can still grow). The planner
looks one tile ahead: it places where that worth rises most, and takes the
tile whose best placement gains most, preferring places further left (an
earlier choice next round) when gains are close.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, MCTSBot
from . import sky as skymod
from .data import TILES

OPEN_LINE = 0.4      # worth of a star line that still points at an empty space
EARLY_PICK = 0.3     # worth of each place further left in the row (earlier turn next round)


def open_lines(sky) -> int:
    n = 0
    for i, e in enumerate(sky):
        if e is None or TILES[e[0]]["kind"] != "star":
            continue
        for d in range(8):
            if e[1] >> d & 1:
                j = skymod.STEP[i][d]
                if j is not None and sky[j] is None:
                    n += 1
    return n


def sky_value(sky, sides) -> float:
    return skymod.score(sky, sides)["total"] + OPEN_LINE * open_lines(sky)


def evaluate(game, seat: int) -> float:
    """From -1 to +1: how far ahead ``seat`` is of the best other player."""
    values = [sky_value(game.skies[s], game.sides) for s in range(game.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((values[seat] - best_other) / 12.0)


def best_placement(game, seat: int, tid: str, rng=None) -> tuple[float, int, int]:
    """(gain, space, lines) of the best place for tile ``tid`` in the seat's sky."""
    sky = list(game.skies[seat])
    before = sky_value(sky, game.sides)
    best, best_gain = [], -math.inf
    for cell, mask in game.placements(seat, tid):
        sky[cell] = (tid, mask)
        gain = sky_value(sky, game.sides) - before
        sky[cell] = None
        if gain > best_gain + 1e-9:
            best, best_gain = [(cell, mask)], gain
        elif abs(gain - best_gain) <= 1e-9:
            best.append((cell, mask))
    cell, mask = rng.choice(best) if rng else best[0]
    return best_gain, cell, mask


class PlannerBot(Bot):
    """One tile ahead: the best placement of each tile on offer, with a small price on turn order."""

    level = "planner"

    def choose(self, game, seat: int) -> str:
        if game.holding is not None:
            _, cell, mask = best_placement(game, seat, game.holding, self.rng)
            return game.place_text(cell, mask)
        best, best_score = [], -math.inf
        for slot in game.free_slots():
            gain = best_placement(game, seat, game.row[slot])[0] - EARLY_PICK * slot
            if gain > best_score + 1e-9:
                best, best_score = [slot], gain
            elif abs(gain - best_score) <= 1e-9:
                best.append(slot)
        return f"take {self.rng.choice(best) + 1}"


def bot_levels() -> dict:
    return {
        "planner": lambda seed=None: PlannerBot(seed=seed),
        # a fixed budget, so that the level plays the same on every machine
        "mcts": lambda seed=None: MCTSBot(iterations=400, rollout_depth=6, seed=seed),
    }
