"""Pandemic benchmark: model speed and how often the cooperative bot saves the world. Plain python.

    python benchmarks/bench_pandemic.py                 # 30 games per difficulty, 2 players
    python benchmarks/bench_pandemic.py --games 10 --players 3

The planner bot takes every seat; the table gives its win rate by difficulty, the
average number of cures, and why the lost games were lost.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tablewidgets as tw  # noqa: E402
from tablewidgets.engine.bots import make_bot  # noqa: E402

CLS = tw.GAMES["pandemic"]


def random_playouts(seconds: float = 3.0) -> tuple[float, float]:
    """Random games to the end through the fast path (apply): games and actions per second."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new("pandemic", players=2 + games % 3, seed=games)
        g.quiet = True
        while not g.over:
            seat = rng.choice(g.to_move)
            g.apply(rng.choice(g._legal(seat)), seat)
            actions += 1
        games += 1
    spent = time.perf_counter() - start
    return games / spent, actions / spent


def team(level: str, games: int, players: int, difficulty: str) -> dict:
    """``games`` games with the ``level`` bot in every seat: wins, cures, loss reasons, timing."""
    wins, cures, longest = 0, 0, 0.0
    reasons: collections.Counter = collections.Counter()
    start = time.perf_counter()
    for i in range(games):
        g = tw.new("pandemic", players=players, seed=i, difficulty=difficulty)
        g.quiet = True
        bots = [make_bot(CLS, level, seed=100 * i + s) for s in range(players)]
        while not g.over:
            seat = g.to_move[0]
            t = time.perf_counter()
            action = bots[seat].choose(g, seat)
            longest = max(longest, time.perf_counter() - t)
            g.apply(action, seat)
        cures += sum(g.cured)
        if g.outcome["winners"]:
            wins += 1
        else:
            reasons[g.lost.split(":")[0].replace("there are ", "").replace("the ", "")] += 1
    return {"wins": wins, "cures": cures / games, "reasons": reasons, "seconds": time.perf_counter() - start,
            "longest": longest}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per difficulty")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--random-games", type=int, default=50, help="random-bot team games (introductory)")
    args = parser.parse_args()

    print(f"Pandemic benchmark, {args.players} players")
    gps, aps = random_playouts()
    print(f"{'random playouts/s':<38}{gps:>10.1f} ({aps:,.0f} actions/s)")
    for level, difficulty, n in [("random", "introductory", args.random_games)] + [
            ("planner", d, args.games) for d in ("introductory", "standard", "heroic")]:
        if n <= 0:
            continue
        r = team(level, n, args.players, difficulty)
        why = ", ".join(f"{k} {v}" for k, v in r["reasons"].most_common())
        print(f"{level + ' team, ' + difficulty:<38}{r['wins']:>4}/{n} won, {r['cures']:.1f} cures/game, "
              f"{r['seconds'] / n:.1f} s/game, longest decision {r['longest']:.2f} s; lost: {why}")


if __name__ == "__main__":
    main()
