"""Terraforming Mars: model speed, the terraformer bot's strength and how long it thinks.

    python benchmarks/bench_terraforming_mars.py [games]

Reports random playouts per second (2 and 4 players), the terraformer bot against the random bot
and against the greedy bot in 2-player games (seats alternate): wins, average score, generations
and actions per game, thinking per turn and the slowest decision; and the solo game: how often it
terraforms Mars within 14 generations, its average score and the generations played.
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for players in (2, 4):
        games, actions = playout_rate("terraforming_mars", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.1f} random games/s, {actions:.0f} actions/s")
    for rival in ("random", "greedy"):
        r = match("terraforming_mars", ["terraformer", rival], n, players=2, seed=500, on_end=lambda g: g.gen)
        gens = sum(r["extras"]) / n
        print(f"terraformer vs {rival}: won {r['wins'][0]:.1f}/{n} ({100 * r['wins'][0] / n:.0f}%), "
              f"average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}, {gens:.1f} generations, "
              f"{r['length']:.0f} actions, {r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, "
              f"slowest decision {r['longest'] * 1000:.0f} ms")
    r = match("terraforming_mars", ["terraformer"], n, players=1, seed=900, on_end=lambda g: (g.gen, g.maxed()))
    done = sum(1 for _, m in r["extras"] if m)
    gens = sum(g for g, _ in r["extras"]) / n
    print(f"solo: terraformed {done}/{n}, average score {r['scores'][0]:.1f}, {gens:.1f} generations, "
          f"slowest decision {r['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
