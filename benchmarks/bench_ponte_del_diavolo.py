"""Ponte del Diavolo benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_ponte_del_diavolo.py               # the full run (100 games per match)
    python benchmarks/bench_ponte_del_diavolo.py --games 20    # a quicker look
    python benchmarks/bench_ponte_del_diavolo.py --supply printed

Matches alternate seats: the first bot is Player 1 (who lays the opening) in even games, Player 2 in
odd ones. A drawn game counts half.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path

NAME = "ponte_del_diavolo"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per match against random")
    parser.add_argument("--strong-games", type=int, default=None, help="games of mcts vs greedy (default: --games)")
    parser.add_argument("--supply", default="unlimited", choices=("unlimited", "printed"))
    args = parser.parse_args()
    strong = args.strong_games if args.strong_games is not None else args.games

    print(f"Ponte del Diavolo benchmark, supply {args.supply}")
    table(rows(args.supply, args.games, strong), ("measure", "value"), (34, 36))


def rows(supply: str, games: int, strong: int):
    """The table's rows, each as soon as it is measured."""
    for s in ("unlimited", "printed"):
        gps, aps = playout_rate(NAME, supply=s)
        yield f"random playouts/s ({s})", f"{gps:.1f} ({aps:,.0f} act/s)"
    mcts = decision_times(NAME, "mcts", 10, opening=(6, 50), supply=supply)
    yield "MCTS iterations/s", f"{mcts.rate:,.0f}"
    yield "MCTS longest decision (s)", f"{mcts.longest:.2f}"
    for first, second, n in (("mcts", "random", games), ("greedy", "random", games), ("mcts", "greedy", strong)):
        if n > 0:
            r = match(NAME, [first, second], n, supply=supply)
            yield (f"{first} vs {second} wins",
                   f"{r['wins'][0]:g}/{n} ({r['length']:.0f} act/game, {r['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
