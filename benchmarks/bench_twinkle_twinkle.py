"""Twinkle Twinkle benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_twinkle_twinkle.py                # the full run (40 games per match)
    python benchmarks/bench_twinkle_twinkle.py --games 10     # a quicker look

Matches rotate seats: the bot under test plays each seat in turn.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path

import tablewidgets as tw

NAME = "twinkle_twinkle"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()

    print("Random playouts (model speed)")
    table(speeds(args.seconds), ("players", "games/s", "actions/s"), (8, 10, 11), ">>>")

    print("\nLongest decision (s), 2 players")
    table(decisions(), widths=(8, 7), align=">>")

    print(f"\nMatches ({args.games} games each; win share of the first bot, mean scores)")
    table(matches(args.games), ("match", "players", "wins", "score", "others", "time"), (26, 8, 7, 7, 8, 8))


def speeds(seconds: float):
    """One row per player count: random playouts per second through the fast path."""
    for players in (2, 3, 4):
        gps, aps = playout_rate(NAME, seconds, players=players)
        yield players, f"{gps:.1f}", f"{aps:.0f}"


def decisions():
    """One row per bot level: its longest decision over mid-game positions of a 2-player game."""
    for level in tw.GAMES[NAME].bot_levels:
        timing = decision_times(NAME, level, 4 if level == "mcts" else 8, 2, opening=(2, 30), seed=200)
        yield level, f"{timing.longest:.2f}"


def matches(games: int):
    """One row per match: the first bot in one seat, the second in all the others."""
    plan = [("greedy", "random", 2), ("planner", "random", 2), ("planner", "greedy", 2),
            ("planner", "random", 4), ("mcts", "planner", 2)]
    for first, second, players in plan:
        n = max(4, games // 5) if "mcts" in (first, second) else games
        r = match(NAME, [first, second], n, players=players)
        yield (f"{first} vs {second}", players, f"{r['wins'][0] / n:.2f}", f"{r['scores'][0]:.1f}",
               f"{r['scores'][1]:.1f}", f"{r['seconds']:.0f}s")


if __name__ == "__main__":
    main()
