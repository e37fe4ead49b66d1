"""River Valley Glassworks benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_river_valley_glassworks.py               # the full run (40 games per match)
    python benchmarks/bench_river_valley_glassworks.py --games 10    # a quicker look

Bots rotate through the seats: in game i the first bot sits at seat i % players, the
others are the second bot. A win shared by k players counts 1/k.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path

NAME = "river_valley_glassworks"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per match")
    parser.add_argument("--players", type=int, default=2, help="players in the bot matches (2 to 5)")
    args = parser.parse_args()

    print(f"River Valley Glassworks benchmark ({args.players} players in the matches)")
    table(rows(args.players, args.games), ("measure", "value"), (36, 36))


def rows(players: int, games: int):
    """The table's rows, each as soon as it is measured."""
    for p in (2, 3, 4, 5):
        gps, aps = playout_rate(NAME, 2.0, players=p)
        yield f"random playouts/s ({p} players)", f"{gps:.0f} ({aps:,.0f} act/s)"
    mcts = decision_times(NAME, "mcts", 8, players=players, opening=(4, 30))
    yield "MCTS iterations/s", f"{mcts.rate:,.0f}"
    yield "MCTS longest decision (s)", f"{mcts.longest:.2f}"
    for first, second in (("greedy", "random"), ("mcts", "random"), ("mcts", "greedy")):
        if games > 0:
            r = match(NAME, [first, second], games, players=players)
            margin = r["scores"][0] - r["scores"][1]
            yield (f"{first} vs {second} wins",
                   f"{r['wins'][0]:g}/{games} (margin {margin:+.1f}, {r['length']:.0f} act, {r['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
