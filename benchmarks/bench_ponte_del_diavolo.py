"""Ponte del Diavolo benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_ponte_del_diavolo.py               # the full run (100 games per match)
    python benchmarks/bench_ponte_del_diavolo.py --games 20    # a quicker look
    python benchmarks/bench_ponte_del_diavolo.py --supply printed

Matches alternate seats: the first bot is Player 1 (who lays the opening) in even games, Player 2 in
odd ones. A drawn game counts half.
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

NAME = "ponte_del_diavolo"
CLS = tw.GAMES[NAME]


def random_playouts(supply: str, seconds: float = 3.0) -> tuple[float, float]:
    """Random games to the end through the fast path (apply): games and actions per second."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new(NAME, seed=games, supply=supply)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
            actions += 1
        games += 1
    spent = time.perf_counter() - start
    return games / spent, actions / spent


def mcts_speed(supply: str, decisions: int = 10) -> tuple[float, float]:
    """MCTS ('mcts' level) iterations per second and the longest decision, over mid-game positions."""
    rng = random.Random(2)
    iterations = spent = longest = 0.0
    for i in range(decisions):
        g = tw.new(NAME, seed=100 + i, supply=supply)
        for _ in range(rng.randrange(6, 50)):
            if g.over:
                break
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
        if g.over or len(g.legal_actions()) < 2:
            continue
        bot = make_bot(CLS, "mcts", seed=i)
        t = time.perf_counter()
        bot.choose(g, g.to_move[0])
        took = time.perf_counter() - t
        spent += took
        longest = max(longest, took)
        iterations += bot.last_iterations
    return iterations / spent, longest


def match(first: str, second: str, games: int, supply: str) -> tuple[float, float, float]:
    """Wins of ``first`` over ``games`` games (draws count half), the average length, seconds taken."""
    wins, lengths = 0.0, 0
    start = time.perf_counter()
    for i in range(games):
        bots = [make_bot(CLS, first, seed=i), make_bot(CLS, second, seed=10_000 + i)]
        if i % 2:
            bots.reverse()
        g = tw.new(NAME, seed=i, supply=supply)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(bots[seat].choose(g, seat), seat)
        first_seat = 0 if i % 2 == 0 else 1
        winners = g.result()["winners"]
        if first_seat in winners:
            wins += 1.0 / len(winners)
        lengths += len(g.history)
    return wins, lengths / games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per match against random")
    parser.add_argument("--strong-games", type=int, default=None, help="games of mcts vs greedy (default: --games)")
    parser.add_argument("--supply", default="unlimited", choices=("unlimited", "printed"))
    args = parser.parse_args()
    strong = args.strong_games if args.strong_games is not None else args.games

    print(f"Ponte del Diavolo benchmark, supply {args.supply}")
    print(f"{'measure':<34}{'value':>24}")
    for supply in ("unlimited", "printed"):
        gps, aps = random_playouts(supply)
        print(f"{'random playouts/s (' + supply + ')':<34}{gps:>12.1f} ({aps:,.0f} act/s)")
    ips, longest = mcts_speed(args.supply)
    print(f"{'MCTS iterations/s':<34}{ips:>24,.0f}")
    print(f"{'MCTS longest decision (s)':<34}{longest:>24.2f}")
    for first, second, n in (("mcts", "random", args.games), ("greedy", "random", args.games),
                             ("mcts", "greedy", strong)):
        if n <= 0:
            continue
        wins, length, spent = match(first, second, n, args.supply)
        label = f"{first} vs {second} wins"
        print(f"{label:<34}{f'{wins:g}/{n}':>12} ({length:.0f} act/game, {spent:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
