"""Revive: model speed, the default bot's strength and how long it thinks.

    python benchmarks/bench_revive.py [games]

Reports random playouts per second (2 and 4 players, plain and with the expansion), the default
("greedy") bot against the random bot in 2-player games (seats alternate) and in 4-player games
against three random bots, with average scores and decision times (mean per turn and slowest).
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for players in (2, 4):
        for opts in ({}, {"expansion": True, "vast_crystals": True}):
            games, actions = playout_rate("revive", seconds=3.0, players=players, **opts)
            print(f"model, {players} players{' with the expansion' if opts else ''}: "
                  f"{games:.1f} random games/s, {actions:.0f} actions/s")
    for players, seats in ((2, ["greedy", "random"]), (4, ["greedy", "random", "random", "random"])):
        r = match("revive", seats, n, players=players, seed=700)
        print(f"greedy vs {players - 1} random ({players} players): won {r['wins'][0]:.1f}/{n} "
              f"({100 * r['wins'][0] / n:.0f}%), average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}, "
              f"{r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, slowest decision {r['longest'] * 1000:.0f} ms")
    r = match("revive", ["greedy", "random"], n // 2, players=2, seed=800, expansion=True, vast_crystals=True)
    print(f"greedy vs random with the expansion: won {r['wins'][0]:.1f}/{n // 2}, "
          f"average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}")


if __name__ == "__main__":
    main()
