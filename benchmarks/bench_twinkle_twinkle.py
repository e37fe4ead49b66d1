"""Twinkle Twinkle benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_twinkle_twinkle.py                # the full run (40 games per match)
    python benchmarks/bench_twinkle_twinkle.py --games 10     # a quicker look

Matches rotate seats: the bot under test plays each seat in turn.
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

NAME = "twinkle_twinkle"
CLS = tw.GAMES[NAME]


def random_playouts(players: int, seconds: float = 3.0) -> tuple[float, float]:
    """Random games to the end through the fast path (legal actions listed at every step): games/s, actions/s."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new(NAME, players=players, seed=games)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
            actions += 1
        games += 1
    spent = time.perf_counter() - start
    return games / spent, actions / spent


def decision_times(level: str, players: int, decisions: int = 8) -> float:
    """The longest decision of a bot level over mid-game positions, in seconds."""
    rng = random.Random(3)
    longest = 0.0
    for i in range(decisions):
        g = tw.new(NAME, players=players, seed=200 + i)
        for _ in range(rng.randrange(2, 30)):
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
        bot = make_bot(CLS, level, seed=i)
        t = time.perf_counter()
        bot.choose(g, g.to_move[0])
        longest = max(longest, time.perf_counter() - t)
    return longest


def match(first: str, second: str, games: int, players: int) -> tuple[float, float, float, float]:
    """``first`` in one seat against ``second`` in all others: win share, mean scores, seconds."""
    wins = 0.0
    mine, theirs = [], []
    start = time.perf_counter()
    for i in range(games):
        me = i % players
        bots = [make_bot(CLS, first if s == me else second, seed=i * 10 + s) for s in range(players)]
        g = tw.new(NAME, players=players, seed=i)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(bots[seat].choose(g, seat), seat)
        r = g.result()
        if me in r["winners"]:
            wins += 1 / len(r["winners"])
        mine.append(r["scores"][me])
        theirs += [v for s, v in enumerate(r["scores"]) if s != me]
    return wins / games, sum(mine) / len(mine), sum(theirs) / len(theirs), time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()

    print("Random playouts (model speed)")
    print(f"{'players':>8} {'games/s':>9} {'actions/s':>10}")
    for players in (2, 3, 4):
        gps, aps = random_playouts(players, args.seconds)
        print(f"{players:>8} {gps:>9.1f} {aps:>10.0f}")

    print("\nLongest decision (s), 2 players")
    for level in CLS.bot_levels:
        print(f"{level:>8} {decision_times(level, 2, decisions=4 if level == 'mcts' else 8):>6.2f}")

    print(f"\nMatches ({args.games} games each; win share of the first bot, mean scores)")
    print(f"{'match':<26} {'players':>7} {'wins':>6} {'score':>6} {'others':>7} {'time':>7}")
    plan = [("greedy", "random", 2), ("planner", "random", 2), ("planner", "greedy", 2),
            ("planner", "random", 4), ("mcts", "planner", 2)]
    for first, second, players in plan:
        games = max(4, args.games // 5) if "mcts" in (first, second) else args.games
        share, a, b, t = match(first, second, games, players)
        print(f"{first + ' vs ' + second:<26} {players:>7} {share:>6.2f} {a:>6.1f} {b:>7.1f} {t:>6.0f}s")


if __name__ == "__main__":
    main()
