"""Heat benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_heat.py                # the full run
    python benchmarks/bench_heat.py --games 6      # a quicker look

Races use the USA track. Bot matches seat the bots in turn on every grid slot
(the starting grid is random per seed) and count finishing places.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tablewidgets as tw  # noqa: E402
from tablewidgets.engine.bots import make_bot  # noqa: E402

CLS = tw.GAMES["heat"]


def random_races(players: int, seconds: float = 3.0, **options) -> tuple[float, float]:
    """Random races to the end through the fast path (apply): races and actions per second."""
    rng = random.Random(1)
    races = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new("heat", players=players, seed=races, **options)
        g.quiet = True
        while not g.over:
            seat = rng.choice(g.to_move)
            g.apply(rng.choice(g.legal_actions(seat)), seat)
            actions += 1
        races += 1
    spent = time.perf_counter() - start
    return races / spent, actions / spent


def match(levels: list[str], games: int, **options) -> tuple[list[float], float, float]:
    """Average place per level (seat order rotated), average rounds, slowest decision in seconds."""
    n = len(levels)
    places = [0.0] * n
    rounds = 0
    slowest = 0.0
    for i in range(games):
        order = [levels[(k + i) % n] for k in range(n)]
        g = tw.new("heat", players=n, seed=1000 + i, **options)
        bots = [make_bot(CLS, level, seed=i * 10 + s) for s, level in enumerate(order)]
        while not g.over:
            seat = g.to_move[0]
            t = time.perf_counter()
            action = bots[seat].choose(g, seat)
            slowest = max(slowest, time.perf_counter() - t)
            g.play(action, seat=seat)
        for s in range(n):
            places[(s - i) % n] += g.result()["ranking"][s]
        rounds += g.round
    return [p / games for p in places], rounds / games, slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print("Random races to the end (model speed, quiet fast path)")
    print(f"{'setup':<44}{'races/s':>10}{'actions/s':>12}")
    for players, options in ((1, {"cars": 6}), (2, {"cars": 2}), (6, {"cars": 6}),
                             (3, {"cars": 6, "garage": True, "track": "japan"})):
        rps, aps = random_races(players, **options)
        text = f"{players} players, " + ", ".join(f"{k}={v}" for k, v in options.items())
        print(f"{text:<44}{rps:>10.1f}{aps:>12.0f}")
    print()
    print(f"Bot matches ({args.games} races each; average finishing place, lower is better)")
    print(f"{'match':<44}{'places':>18}{'rounds':>8}{'slowest s':>11}")
    for levels, options in ((["driver", "random"], {"cars": 2, "laps": 1}),
                            (["driver", "greedy"], {"cars": 2, "laps": 1}),
                            (["driver"], {"cars": 6}),
                            (["driver"], {"cars": 6, "legend_speed": 2}),
                            (["driver"], {"cars": 6, "garage": True, "track": "spain"})):
        places, rounds, slowest = match(levels, args.games, **options)
        text = " vs ".join(levels) + (" + Legends" if options.get("cars", 0) > len(levels) else "") + \
            "".join(f", {k}={v}" for k, v in options.items() if k != "cars")
        print(f"{text:<44}{' / '.join(f'{p:.2f}' for p in places):>18}{rounds:>8.1f}{slowest:>11.2f}")
    print()
    per, longest = mcts_speed()
    print(f"MCTS (the 'mcts' level, 1.5 s budget): {per:.2f} s per decision on average, {longest:.2f} s at most")


def mcts_speed(decisions: int = 8) -> tuple[float, float]:
    """Seconds per decision of the generic MCTS level, over positions reached by the driver bot."""
    spent, longest, n = 0.0, 0.0, 0
    for i in range(decisions):
        g = tw.new("heat", players=2, seed=200 + i, cars=4, laps=1)
        driver = make_bot(CLS, "driver", seed=i)
        for _ in range(5 + 3 * i):
            seat = g.to_move[0]
            g.play(driver.choose(g, seat), seat=seat)
        seat = g.to_move[0]
        if len(g.legal_actions(seat)) < 2:
            continue
        t = time.perf_counter()
        make_bot(CLS, "mcts", seed=i).choose(g, seat)
        took = time.perf_counter() - t
        spent, longest, n = spent + took, max(longest, took), n + 1
    return spent / max(1, n), longest


if __name__ == "__main__":
    main()
