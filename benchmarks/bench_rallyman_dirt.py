"""Rallyman: DIRT: model speed, the driver bot's stage results and decision times.

    python benchmarks/bench_rallyman_dirt.py [stages]

Drives stages on each designed stage: the driver bot against one random bot (2 cars), against
three random bots and against three greedy bots (the contract's GreedyBot on the game's
heuristic; 4 cars), reporting how often the driver has the lowest total time, how often it loses
control, its mean stage time and how long it takes to decide.
"""

from __future__ import annotations

import statistics
import sys

import common  # noqa: F401  (puts the repository on sys.path)
import tablewidgets as tw
from common import play_timed, playout_rate
from tablewidgets.engine.bots import GreedyBot, RandomBot
from tablewidgets.games.rallyman_dirt.bots import DriverBot
from tablewidgets.games.rallyman_dirt.data import STAGE_KEYS


def stages(n: int, rival, players: int, **options) -> dict:
    wins, losses, secs, times = 0, 0, [], []
    for i in range(n):
        opts = dict(options)
        opts.setdefault("stage", STAGE_KEYS[i % len(STAGE_KEYS)])
        g = tw.new("rallyman_dirt", players=players, seed=9000 + i, **opts)
        bots = [DriverBot(seed=i)] + [rival(seed=31 * i + k) for k in range(players - 1)]
        times += play_timed(g, bots)
        sc = g.result()["scores"]
        wins += sc[0] < min(sc[1:])
        secs.append(sc[0])
        losses += sum(1 for e in g.events if e.text.startswith((f"{g.seat_name(0)} loses control",
                                                                 f"{g.seat_name(0)} crashes")))
    return {"wins": wins, "n": n, "losses": losses, "seconds": statistics.mean(secs),
            "slowest": max(times), "mean": statistics.mean(times)}


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    games, actions = playout_rate("rallyman_dirt", seconds=3.0, players=4)
    print(f"model: {games:.1f} random stages/s, {actions:.0f} random actions per second (4 cars)")
    for label, rival, players, opts in (("1 random", RandomBot, 2, {}), ("3 random", RandomBot, 4, {}),
                                        ("3 greedy", GreedyBot, 4, {})):
        r = stages(n, rival, players, **opts)
        print(f"driver vs {label}: lowest total time in {r['wins']}/{r['n']} stages "
              f"({100 * r['wins'] / r['n']:.0f}%), lost control {r['losses']} times, mean stage time "
              f"{r['seconds']:.0f} s, decisions mean {r['mean'] * 1000:.1f} ms, slowest {r['slowest'] * 1000:.0f} ms")
    r = stages(max(3, n // 10), RandomBot, 2, stage="rally")
    print(f"driver vs 1 random, rally of three stages: won {r['wins']}/{r['n']}, mean total {r['seconds']:.0f} s")


if __name__ == "__main__":
    main()
