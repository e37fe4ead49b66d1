"""GIPF benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_gipf.py                 # the full run (100 games per match)
    python benchmarks/bench_gipf.py --games 20      # a quicker look
    python benchmarks/bench_gipf.py --variant tournament

Matches alternate colours: the first bot plays White in even games, Black in odd ones.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per match against random")
    parser.add_argument("--strong-games", type=int, default=None, help="games of mcts vs greedy (default: --games)")
    parser.add_argument("--variant", default="standard", choices=("basic", "standard", "tournament"))
    args = parser.parse_args()
    strong = args.strong_games if args.strong_games is not None else args.games

    print(f"GIPF benchmark, variant {args.variant}")
    table(rows(args.variant, args.games, strong), ("measure", "value"), (34, 34))


def rows(variant: str, games: int, strong: int):
    """The table's rows, each as soon as it is measured."""
    for v in ("basic", "standard", "tournament"):
        gps, aps = playout_rate("gipf", variant=v)
        yield f"random playouts/s ({v})", f"{gps:.1f} ({aps:,.0f} act/s)"
    mcts = decision_times("gipf", "mcts", 10, variant=variant)
    yield "MCTS iterations/s", f"{mcts.rate:,.0f}"
    yield "MCTS longest decision (s)", f"{mcts.longest:.2f}"
    for first, second, n in (("mcts", "random", games), ("greedy", "random", games), ("mcts", "greedy", strong)):
        if n > 0:
            r = match("gipf", [first, second], n, variant=variant)
            yield (f"{first} vs {second} wins",
                   f"{r['wins'][0]:g}/{n} ({r['length']:.0f} act/game, {r['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
