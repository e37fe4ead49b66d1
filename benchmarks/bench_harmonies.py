"""Harmonies benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_harmonies.py                # the full run (20 games per match)
    python benchmarks/bench_harmonies.py --games 6      # a quicker look
    python benchmarks/bench_harmonies.py --side B --spirits

Two-player matches alternate seats: the first bot starts in even games. Solo: the
average score and suns of each level alone.
"""

from __future__ import annotations

import argparse

from common import match, playout_rate, table  # common puts the repository on sys.path


def suns(g) -> int:
    """The suns a finished solo game earned (collected by ``match``)."""
    return g.view()["suns"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per two-player match")
    parser.add_argument("--side", default="A", choices=("A", "B"))
    parser.add_argument("--spirits", action="store_true", help="play with Nature's Spirit cards")
    args = parser.parse_args()

    print(f"Harmonies benchmark, side {args.side}{', spirits' if args.spirits else ''}")
    table(rows(args.games, args.side, args.spirits), ("measure", "value"), (36, 30))


def rows(games: int, side: str, spirits: bool):
    """The table's rows, each as soon as it is measured."""
    for players in (1, 2, 3, 4):
        for s in ("A", "B"):
            gps, aps = playout_rate("harmonies", 2.0, players=players, side=s, spirits=spirits)
            yield f"random playouts/s ({players}p, side {s})", f"{gps:.1f} ({aps:,.0f} act/s)"
    for level in ("random", "greedy"):
        r = match("harmonies", [level], max(2, games // 2), seed=500, on_end=suns, side=side, spirits=spirits)
        yield f"solo {level}: score / suns", f"{r['scores'][0]:.1f} / {sum(r['extras']) / r['games']:.1f}"
    for first, second, n in (("greedy", "random", games), ("mcts", "random", max(2, games // 4)),
                             ("mcts", "greedy", max(2, games // 2))):
        r = match("harmonies", [first, second], n, side=side, spirits=spirits)
        yield (f"{first} vs {second}",
               f"{r['wins'][0]:g}/{n} ({r['scores'][0]:.0f}-{r['scores'][1]:.0f} pts, {r['seconds']:.0f} s)")
        yield "  longest decision (s)", f"{r['longest']:.2f}"


if __name__ == "__main__":
    main()
