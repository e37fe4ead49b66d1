"""Gaia Project: model speed, bot decision times and the planner bot's strength.

    python benchmarks/bench_gaia_project.py [games] [jobs]

Random games through the fast path (playout rate, 2 and 4 players), then the planner bot
("expands, researches and federates") against a random bot and against the contract's greedy
bot at 2 players, and against three random bots at 4. Seats rotate; a shared win counts for
each winner. ``jobs`` plays the games in that many processes.
"""

from __future__ import annotations

import sys

import common


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    for n in (2, 4):
        per_s, actions = common.playout_rate("gaia_project", seconds=3.0, players=n)
        print(f"model: {per_s:.1f} random {n}-player games per second ({actions:.0f} actions per second)")
    for level in ("planner", "greedy"):
        d = common.decision_times("gaia_project", level, decisions=20, players=2, opening=(10, 120))
        print(f"{level}: decision mean {d.mean * 1000:.1f} ms, slowest {d.longest * 1000:.1f} ms ({d.count} positions)")
    for rival, players in (("random", 2), ("greedy", 2), ("random", 4)):
        m = common.match("gaia_project", ["planner", rival], games, players=players, seed=7000, jobs=jobs)
        print(f"planner vs {rival} ({players} players): won {m['wins'][0]:.0f}/{m['games']} "
              f"({100 * m['wins'][0] / m['games']:.0f}%), slowest decision {m['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
