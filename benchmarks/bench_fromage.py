"""Fromage benchmark: model speed, bot decision times and bot strength. Plain python, prints a small table.

    python benchmarks/bench_fromage.py                # the full run
    python benchmarks/bench_fromage.py --games 10     # a quicker look

The cheesemaker ('planner', the default bot) plays against random bots with 2, 3 and 4 players
(seats rotated) and against the 'greedy' level; the solo rows give its points and how often it
reaches each solo target.
"""

from __future__ import annotations

import argparse

from common import decision_times, match, playout_rate, table  # common puts the repository on sys.path

import tablewidgets as tw
from tablewidgets.games.fromage.bots import PlannerBot
from tablewidgets.games.fromage.data import SOLO_TARGETS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    print("Random games to the end (model speed, quiet fast path)")
    table(speeds(), ("players", "games/s", "actions/s"), (10, 10, 12))
    print()
    for level in ("planner", "greedy"):
        d = decision_times("fromage", level, 12, 3, opening=(6, 60), seed=300)
        print(f"{level}: {d.mean * 1000:.1f} ms per decision on average, {d.longest * 1000:.1f} ms at most")
    print()
    print(f"Bot matches ({args.games} games each; wins and average points per lineup entry)")
    table(matches(args.games), ("match", "wins", "points", "slowest s"), (36, 22, 18, 10))
    print()
    print(f"Solo ({args.games} games): the cheesemaker's points and the targets it reaches")
    table(solo(args.games), ("bot", "mean", "min", "max", *(f"≥{t}" for t in SOLO_TARGETS)),
          (10, 7, 6, 6, *(7 for _ in SOLO_TARGETS)))


def speeds():
    for players in (1, 2, 3, 4):
        gps, aps = playout_rate("fromage", players=players)
        yield str(players), f"{gps:.1f}", f"{aps:.0f}"


def matches(games: int):
    for levels, players in ((["planner", "random"], 2), (["planner", "random"], 3), (["planner", "random"], 4),
                            (["planner", "greedy"], 2), (["greedy", "random"], 2)):
        r = match("fromage", levels, games, players=players, seed=500)
        entries = len(levels) if players == len(levels) else 1
        share = [f"{100 * w / games:.0f}%" for w in r["wins"][:entries]]
        yield (" vs ".join(levels) + f", {players} players", " / ".join(share),
               " / ".join(f"{p:.1f}" for p in r["scores"]), f"{r['longest']:.2f}")


def solo(games: int):
    for level in ("planner", "random"):
        scores = []
        for seed in range(games):
            g = tw.new("fromage", players=1, seed=700 + seed)
            g.quiet = True
            from tablewidgets.engine.bots import RandomBot
            bot = PlannerBot(seed=seed) if level == "planner" else RandomBot(seed=seed)
            while not g.over:
                g.apply(bot.choose(g, 0), 0)
            scores.append(g.result()["scores"][0])
        yield (level, f"{sum(scores) / games:.1f}", str(min(scores)), str(max(scores)),
               *(f"{100 * sum(s >= t for s in scores) / games:.0f}%" for t in SOLO_TARGETS))


if __name__ == "__main__":
    main()
