"""Rallyman: GT: model speed, the driver bot's race results and decision times.

    python benchmarks/bench_rallyman_gt.py [races]

Plays races on each designed track: the driver bot against one random bot (2 cars), against
three random bots and against three greedy bots (the contract's GreedyBot on the game's
heuristic; 4 cars), reporting the driver's places, how often it beats every other car, how often
it loses control, and how long it takes to decide.
"""

from __future__ import annotations

import statistics
import sys

import common  # noqa: F401  (puts the repository on sys.path)
import tablewidgets as tw
from common import play_timed, playout_rate
from tablewidgets.engine.bots import GreedyBot, RandomBot
from tablewidgets.games.rallyman_gt.bots import DriverBot
from tablewidgets.games.rallyman_gt.data import TRACK_KEYS


def races(n: int, rival, players: int, **options) -> dict:
    places, wins, spins, rounds, times = [], 0, 0, [], []
    for i in range(n):
        g = tw.new("rallyman_gt", players=players, seed=9000 + i, track=TRACK_KEYS[i % len(TRACK_KEYS)], **options)
        bots = [DriverBot(seed=i)] + [rival(seed=31 * i + k) for k in range(players - 1)]
        times += play_timed(g, bots)
        r = g.result()["ranking"]
        places.append(r[0])
        wins += r[0] < min(r[1:])
        spins += sum(1 for e in g.events if e.text.startswith(f"{g.seat_name(0)} loses control"))
        rounds.append(g.round)
    return {"places": {p: places.count(p) for p in range(1, players + 1)}, "wins": wins, "races": n,
            "spins": spins, "rounds": statistics.mean(rounds), "slowest": max(times), "mean": statistics.mean(times)}


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    games, actions = playout_rate("rallyman_gt", seconds=3.0, players=4)
    print(f"model: {games:.1f} random races/s, {actions:.0f} random actions per second (4 cars)")
    for label, rival, players, opts in (("1 random", RandomBot, 2, {}), ("3 random", RandomBot, 4, {}),
                                        ("3 greedy", GreedyBot, 4, {}),
                                        ("3 random, GT4 in the wet", RandomBot, 4, {"car_class": "gt4", "weather": "wet"})):
        r = races(n, rival, players, **opts)
        print(f"driver vs {label}: won {r['wins']}/{r['races']} ({100 * r['wins'] / r['races']:.0f}%), "
              f"places {r['places']}, lost control {r['spins']} times in {r['races']} races "
              f"({r['rounds']:.1f} rounds a race), decisions mean {r['mean'] * 1000:.1f} ms, "
              f"slowest {r['slowest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
