"""How the bots judge a Ponte del Diavolo position.

``evaluate(game, seat)`` is the game's heuristic, in [-1, 1]: the score the
position would give now, plus smaller credit for what is on its way (islands
not yet bridged, sandbanks that may still grow into islands).
"""

from __future__ import annotations

import math

# weights, set by hand and checked in bot matches (benchmarks/bench_ponte_del_diavolo.py)
W_SCORE = 1.0        # points as the board stands
W_ISLAND = 0.8       # each island: it scores once bridged, and tie-breaks
W_SANDBANK = (0.0, 0.12, 0.3, 0.55)   # a sandbank of 1, 2, 3 tiles: how near it is to an island
W_LINK = 0.25        # each bridge that touches an island group (joined groups multiply)
SCALE = 8.0          # value difference -> tanh(diff / SCALE)


def color_value(game, color: int) -> float:
    value = 0.0
    for entry in game.clusters():
        if entry["color"] != color:
            continue
        value += W_SCORE * entry["score"] + W_ISLAND * entry["islands"]
        for squares in entry["groups"]:
            if len(squares) < 4:
                value += W_SANDBANK[len(squares)]
        if entry["islands"]:
            value += W_LINK * (len(entry["groups"]) - 1)
    return value


def evaluate(game, seat: int) -> float:
    if game.phase != "play":
        return 0.0
    mine = game.color_of(seat)
    diff = color_value(game, mine) - color_value(game, 1 - mine)
    return math.tanh(diff / SCALE)


def bot_levels() -> dict:
    """The search levels tuned for this game: a pure-heuristic tree search (no random rollouts)."""
    from ...engine.bots import MCTSBot

    return {"mcts": lambda seed=None: MCTSBot(iterations=500, seconds=1.8, seed=seed,
                                              exploration=0.4, rollout_depth=0)}
