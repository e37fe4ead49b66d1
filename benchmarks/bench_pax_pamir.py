"""Pax Pamir: model speed, the khan bot's strength and how long it thinks.

    python benchmarks/bench_pax_pamir.py [games]

Reports random playouts per second (2 and 5 players), the khan against two random bots and against
two greedy bots in 3-player games (seats rotate), its average score, and its decision times (mean
per turn and slowest decision); against the Wakhan automa: solo playouts per second, and how often a
random player and the khan beat Wakhan in solo games (rulebook and improved Wakhan) and beside a
second khan (two players and Wakhan).
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    for players in (2, 5):
        games, actions = playout_rate("pax_pamir", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.1f} random games/s, {actions:.0f} actions/s")
    for rival in ("random", "greedy"):
        r = match("pax_pamir", ["khan", rival], n, players=3, seed=300)
        print(f"khan vs two {rival}: won {r['wins'][0]:.1f}/{n} ({100 * r['wins'][0] / n:.0f}%), "
              f"average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}, "
              f"{r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, slowest decision {r['longest'] * 1000:.0f} ms")
    games, actions = playout_rate("pax_pamir", seconds=3.0, players=1)
    print(f"model, solo against Wakhan: {games:.1f} random games/s, {actions:.0f} actions/s")
    for level in ("random", "khan"):
        for mode in ("rulebook", "improved"):
            r = match("pax_pamir", [level], n, players=1, seed=500, wakhan=mode)
            print(f"{level} alone against {mode} Wakhan: beat it in {r['wins'][0]:.0f}/{n} "
                  f"({100 * r['wins'][0] / n:.0f}%), average score {r['scores'][0]:.1f}")
    r = match("pax_pamir", ["khan", "khan"], n, players=2, seed=700, wakhan="rulebook")
    print(f"two khans and rulebook Wakhan: a khan won {sum(r['wins']):.0f}/{n} ({100 * sum(r['wins']) / n:.0f}%)")


if __name__ == "__main__":
    main()
