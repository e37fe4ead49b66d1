"""Pandemic benchmark: model speed and how often the cooperative bot saves the world. Plain python.

    python benchmarks/bench_pandemic.py                 # 30 games per difficulty, 2 players
    python benchmarks/bench_pandemic.py --games 10 --players 3

The planner bot takes every seat; the table gives its win rate by difficulty, the
average number of cures, and why the lost games were lost.
"""

from __future__ import annotations

import argparse
import collections

from common import match, playout_rate, table  # common puts the repository on sys.path


def cures_and_loss(g) -> tuple[int, str | None]:
    """A finished game's cures and, if it was lost, why in a few words (collected by ``match``)."""
    lost = None if g.outcome["winners"] else g.lost.split(":")[0].replace("there are ", "").replace("the ", "")
    return sum(g.cured), lost


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per difficulty")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--random-games", type=int, default=50, help="random-bot team games (introductory)")
    args = parser.parse_args()

    print(f"Pandemic benchmark, {args.players} players")
    table(rows(args.games, args.players, args.random_games), widths=(38, 0), align="<<")


def rows(games: int, players: int, random_games: int):
    """The table's rows, each as soon as it is measured: model speed, then a team per difficulty."""
    gps, aps = playout_rate("pandemic", players=(2, 3, 4))
    yield "random playouts/s", f"{gps:>10.1f} ({aps:,.0f} actions/s)"
    for level, difficulty, n in [("random", "introductory", random_games)] + [
            ("planner", d, games) for d in ("introductory", "standard", "heroic")]:
        if n <= 0:
            continue
        r = match("pandemic", [level], n, players=players, team=True, on_end=cures_and_loss, difficulty=difficulty)
        cures = sum(c for c, _ in r["extras"]) / n
        why = ", ".join(f"{k} {v}" for k, v in collections.Counter(w for _, w in r["extras"] if w).most_common())
        yield (f"{level} team, {difficulty}", f"{r['wins'][0]:>4g}/{n} won, {cures:.1f} cures/game, "
               f"{r['seconds'] / n:.1f} s/game, longest decision {r['longest']:.2f} s; lost: {why}")


if __name__ == "__main__":
    main()
