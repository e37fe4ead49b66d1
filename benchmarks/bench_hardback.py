"""Hardback: model speed, the author bot's strength and how long it thinks.

    python benchmarks/bench_hardback.py [games]

Reports random playouts per second (2 and 4 players), the author bot against the random bot and
against the quick author ("greedy" level) in 2-player games (seats alternate), its average score,
and the solo game against Penny Dreadful (plain and with a random signature genre): how often the
bot wins and by how much. Decision times are measured over whole games: mean and slowest.
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for players in (2, 4):
        games, actions = playout_rate("hardback", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.1f} random games/s, {actions:.0f} actions/s")
    for rival in ("random", "greedy"):
        r = match("hardback", ["author", rival], n, players=2, seed=500)
        print(f"author vs {rival}: won {r['wins'][0]:.1f}/{n} ({100 * r['wins'][0] / n:.0f}%), "
              f"average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}, "
              f"{r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, slowest decision {r['longest'] * 1000:.0f} ms")
    for penny in ("none", "random"):
        r = match("hardback", ["author"], n, players=1, seed=900, team=True, penny=penny,
                  on_end=lambda g: g.penny)
        pen = sum(r["extras"]) / n
        print(f"solo against Penny Dreadful ({penny} signature): won {r['wins'][0]:.0f}/{n}, "
              f"average score {r['scores'][0]:.1f}, Penny {pen:.1f}, slowest decision {r['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
