"""Alchemists: model speed, the scholar bot's strength and how long it thinks.

    python benchmarks/bench_alchemists.py [games]

Reports random playouts per second (2 and 4 players), how fast the bindings consistent with a set of
results are found (the deduction behind ``determinize`` and the bot), the scholar against the random
bot and against the greedy bot in 2-player games (seats alternate, Apprentice and Master), and its
decision times over whole games: mean and slowest.
"""

from __future__ import annotations

import sys
import time

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def deduction_rate(seconds: float = 2.0) -> float:
    from tablewidgets.games.alchemists import deduce
    facts = [("mix", 0, 1, 0), ("mix", 2, 3, 5), ("tier", 4, 5, 1, 3), ("aspect", 6, 0, 1), ("mix", 1, 6, 4)]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        deduce.marginals(deduce.consistent(facts))
        n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for players in (2, 4):
        games, actions = playout_rate("alchemists", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.1f} random games/s, {actions:.0f} actions/s")
    print(f"deduction: {deduction_rate():.0f} filterings of the 40,320 bindings (with marginals) per second")
    for variant in ("apprentice", "master"):
        for rival in ("random", "greedy"):
            games = n if rival == "random" else max(4, n // 4)
            r = match("alchemists", ["scholar", rival], games, players=2, seed=700, variant=variant)
            print(f"scholar vs {rival} ({variant}): won {r['wins'][0]:.1f}/{games} "
                  f"({100 * r['wins'][0] / games:.0f}%), average score {r['scores'][0]:.1f} against "
                  f"{r['scores'][1]:.1f}, {r['turn_seconds'][0] * 1000:.1f} ms thinking per turn, "
                  f"slowest decision {r['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
