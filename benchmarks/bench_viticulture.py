"""Viticulture: model speed, the vintner bot's strength and how long it thinks.

    python benchmarks/bench_viticulture.py [games]

Reports random playouts per second (2 and 4 players), the vintner bot against the random bot and
against the greedy bot (seats rotate), its average score and game length in years at 2 and 4
players, its decision times (mean per turn, slowest decision), the length of a game between two
vintners (real 2-player games end in about 7-8 years), and the solo game against the
automa: how often the vintner beats the automa's 20 points in seven years (the published solo
win: more than 20 at the end of year 7) and its average score.
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for players in (2, 4):
        games, actions = playout_rate("viticulture", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.2f} random games/s, {actions:.0f} actions/s")
    for players in (2, 4):
        for rival in ("random", "greedy"):
            r = match("viticulture", ["vintner", rival], n, players=players, seed=700, on_end=lambda g: g.year)
            years = sum(r["extras"]) / len(r["extras"])
            print(f"{players} players, vintner vs {rival}: won {r['wins'][0]:.1f}/{n} "
                  f"({100 * r['wins'][0] / n:.0f}%), average score {r['scores'][0]:.1f} against "
                  f"{r['scores'][1]:.1f}, {years:.1f} years, {r['length']:.0f} actions, "
                  f"{r['turn_seconds'][0] * 1000:.0f} ms per turn, slowest decision {r['longest'] * 1000:.0f} ms")

    # the length of a game between two strong players: the year someone first reaches 20 points
    r = match("viticulture", ["vintner", "vintner"], n, players=2, seed=800, on_end=lambda g: g.year)
    years = sum(r["extras"]) / len(r["extras"])
    print(f"2 players, vintner vs vintner: {years:.1f} years (from {min(r['extras'])} to {max(r['extras'])}), "
          f"average score {sum(r['scores']) / 2:.1f}, slowest decision {r['longest'] * 1000:.0f} ms")

    r = match("viticulture", ["vintner"], n, players=1, seed=900)
    print(f"solo against the automa (more than 20 after 7 years wins): won {r['wins'][0]:.0f}/{n}, "
          f"average score {r['scores'][0]:.1f}, "
          f"slowest decision {r['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
