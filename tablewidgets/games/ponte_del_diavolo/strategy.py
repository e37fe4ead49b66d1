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
    return color_values(game)[color]


def color_values(game) -> tuple[float, float]:
    """The value of each colour (light, dark): the clusters of ``game.clusters()`` taken in the same
    order, without building them (the search asks for this at every leaf)."""
    groups, group, board = game.groups, game.group, game.board
    parent = {g: g for g in groups}

    def root(g):
        while parent[g] != g:
            parent[g] = parent[parent[g]]
            g = parent[g]
        return g

    for a, b in game.bridges:
        ra, rb = root(group[a]), root(group[b])
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    clusters: dict[int, list] = {}     # root -> [colour, islands, sizes of its groups], first square first
    for g, squares in sorted(groups.items(), key=lambda item: item[1][0]):
        entry = clusters.get(root(g))
        if entry is None:
            entry = clusters[root(g)] = [board[squares[0]], 0, []]
        entry[2].append(len(squares))
        if len(squares) == 4:
            entry[1] += 1
    values = [0.0, 0.0]
    for color, islands, sizes in clusters.values():
        value = values[color]
        value += W_SCORE * (islands * (islands + 1) // 2) + W_ISLAND * islands
        for n in sizes:
            if n < 4:
                value += W_SANDBANK[n]
        if islands:
            value += W_LINK * (len(sizes) - 1)
        values[color] = value
    return values[0], values[1]


def evaluate(game, seat: int) -> float:
    if game.phase != "play":
        return 0.0
    # both seats' values come from one count of the clusters: keep it for the other seat's call
    key = (len(game.history), len(game.bridges), tuple(game.board))
    cached = getattr(game, "_value_cache", None)
    if cached is None or cached[0] != key:
        cached = game._value_cache = (key, color_values(game))
    mine = game.color_of(seat)
    diff = cached[1][mine] - cached[1][1 - mine]
    return math.tanh(diff / SCALE)


def bot_levels() -> dict:
    """The search levels tuned for this game: a pure-heuristic tree search (no random rollouts)."""
    from ...engine.bots import MCTSBot

    return {"mcts": lambda seed=None: MCTSBot(iterations=500, seed=seed,
                                              exploration=0.4, rollout_depth=0)}
