"""Formula D: model speed and the driver bot's strength.

    python benchmarks/bench_formula_d.py [races]

Plays 4-car races on Monaco: the driver bot against three random bots, and
against three greedy bots (the contract's GreedyBot on the game's heuristic),
reporting the driver's finishing places, how often it beats every other car,
and its slowest decision.
"""

from __future__ import annotations

import statistics
import sys
import time

import common  # noqa: F401  (puts the repository on sys.path)
import tablewidgets as tw
from tablewidgets.engine.bots import GreedyBot, RandomBot
from tablewidgets.games.formula_d.bots import DriverBot


def races(n: int, rival, **options) -> dict:
    places, wins, slowest, times = [], 0, 0.0, []
    for i in range(n):
        g = tw.new("formula_d", players=4, seed=7000 + i, **options)
        bots = [DriverBot(seed=i)] + [rival(seed=31 * i + k) for k in range(3)]
        while not g.over:
            s = g.to_move[0]
            t0 = time.perf_counter()
            action = bots[s].choose(g, s)
            if s == 0:
                dt = time.perf_counter() - t0
                times.append(dt)
                slowest = max(slowest, dt)
            g.play(action, seat=s)
        r = g.result()["ranking"]
        places.append(r[0])
        wins += r[0] < min(r[1:])
    return {"places": {p: places.count(p) for p in range(1, 5)}, "wins": wins, "races": n,
            "slowest": slowest, "mean": statistics.mean(times)}


def model_speed(n: int = 20) -> float:
    import random
    from tablewidgets import testing
    t0 = time.perf_counter()
    actions = 0
    for i in range(n):
        g = tw.new("formula_d", players=4, seed=i)
        testing.random_playout(g, random.Random(i))
        actions += len(g.history)
    return actions / (time.perf_counter() - t0)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(f"model: {model_speed():.0f} random actions per second (4 cars, Monaco)")
    for name, rival in (("random", RandomBot), ("greedy", GreedyBot)):
        r = races(n, rival)
        print(f"driver vs 3 {name}: won {r['wins']}/{r['races']} ({100 * r['wins'] / r['races']:.0f}%), "
              f"places {r['places']}, decisions mean {r['mean'] * 1000:.0f} ms, slowest {r['slowest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
