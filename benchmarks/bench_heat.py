"""Heat benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_heat.py                # the full run
    python benchmarks/bench_heat.py --games 6      # a quicker look

Races use the USA track. Bot matches seat the bots in turn on every grid slot
(the starting grid is random per seed) and count finishing places.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path


def rounds(g) -> int:
    """The rounds a finished race took (collected by ``match``)."""
    return g.round


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print("Random races to the end (model speed, quiet fast path)")
    table(speeds(), ("setup", "races/s", "actions/s"), (44, 10, 12))
    print()
    print(f"Bot matches ({args.games} races each; average finishing place, lower is better)")
    table(matches(args.games), ("match", "places", "rounds", "slowest s"), (44, 18, 8, 11))
    print()
    mcts = decision_times("heat", "mcts", 8, 2, opening=(5, 27), opener="driver", seed=200, cars=4, laps=1)
    print(f"MCTS (the 'mcts' level, 1.5 s budget): {mcts.mean:.2f} s per decision on average, "
          f"{mcts.longest:.2f} s at most")


def speeds():
    """One row per setup: random races per second through the fast path."""
    for players, options in ((1, {"cars": 6}), (2, {"cars": 2}), (6, {"cars": 6}),
                             (3, {"cars": 6, "garage": True, "track": "japan"})):
        rps, aps = playout_rate("heat", players=players, **options)
        yield f"{players} players, " + ", ".join(f"{k}={v}" for k, v in options.items()), f"{rps:.1f}", f"{aps:.0f}"


def matches(games: int):
    """One row per match: average place per level (seats rotated), average rounds, slowest decision."""
    for levels, options in ((["driver", "random"], {"cars": 2, "laps": 1}),
                            (["driver", "greedy"], {"cars": 2, "laps": 1}),
                            (["driver"], {"cars": 6}),
                            (["driver"], {"cars": 6, "legend_speed": 2}),
                            (["driver"], {"cars": 6, "garage": True, "track": "spain"})):
        r = match("heat", levels, games, seed=1000, checked=True, on_end=rounds, **options)
        text = " vs ".join(levels) + (" + Legends" if options.get("cars", 0) > len(levels) else "") + \
            "".join(f", {k}={v}" for k, v in options.items() if k != "cars")
        yield (text, " / ".join(f"{p:.2f}" for p in r["places"]), f"{sum(r['extras']) / games:.1f}",
               f"{r['longest']:.2f}")


if __name__ == "__main__":
    main()
