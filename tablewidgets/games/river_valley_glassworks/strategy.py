"""How the bots judge a River Valley Glassworks position, and the tuning of the search bot.

``evaluate(game, seat)`` is the game's heuristic, in [-1, 1]: the score each
player would have if the game ended now, plus a little for glass still in the
satchel (the next turns need it), compared with the best opponent.
"""

from __future__ import annotations

import math

from .data import COLUMNS, ROWS
from .scoring import score_breakdown

W_SATCHEL = 0.8        # points per satchel piece, up to four: a piece in hand is a future collection
SCALE = 12.0           # points -> tanh(diff / SCALE)


def projected(game, seat: int) -> float:
    if game.phase == "order" and seat == game.turn:
        # the new colours waiting for columns, counted as if placed in the default order
        columns = [list(c) for c in game.columns[seat]]
        overflow = len(game.overflow[seat])
        for color in game._new_colors():
            mine = [p for p in game.pending if p[0] == color]
            if len(columns) < COLUMNS:
                columns.append(mine[:ROWS])
                overflow += len(mine[ROWS:])
            else:
                overflow += len(mine)
        value = score_breakdown(columns, overflow)["total"]
    else:
        value = game.score(seat)["total"]
    if not game.last_stage:
        value += W_SATCHEL * min(len(game.satchel[seat]), 4)
    return value


def evaluate(game, seat: int) -> float:
    if game.over:
        winners = game.outcome["winners"]
        return 1.0 if seat in winners and len(winners) == 1 else 0.0 if seat in winners else -1.0
    values = [projected(game, s) for s in range(game.players)]
    mine = values[seat]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((mine - best_other) / SCALE)


def bot_levels() -> dict:
    """The core search bot, tuned: leaves scored by ``evaluate`` directly, 1000 iterations.

    Against the greedy bot over 20 two-player games (benchmarks/bench_river_valley_glassworks.py
    style): 400 iterations with 4 random rollout moves won 13, 1000 with 4 won 15, 1000 scored
    at the leaf won 16, with the longest decision under a second; the 1.5 s cap guards slow machines.
    """
    from ...engine.bots import MCTSBot

    def mcts(seed=None):
        return MCTSBot(iterations=1000, seed=seed, exploration=0.3, rollout_depth=0)

    return {"mcts": mcts}
