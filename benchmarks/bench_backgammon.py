"""Backgammon benchmarks: model speed against OpenSpiel, and bot strength.

    python benchmarks/bench_backgammon.py            # quick: a minute or two
    python benchmarks/bench_backgammon.py --full     # the numbers of the report (long: run it in the background)
    python benchmarks/bench_backgammon.py --only speed,levels,gnubg --games 50 --jobs 2

Tables:
* speed: random playouts per second through our public API (legal_actions +
  play, cube off) against OpenSpiel's backgammon driven from Python;
* levels: each bot level against the random bot (money games, cube off,
  gammons count), seats alternating;
* gnubg: our internal bots against GNU Backgammon's network at 0-ply
  (``gnubg-nn``), the same way.
"""

from __future__ import annotations

import argparse
import os
import random
import time

# common puts the repository on sys.path
from common import backgammon_side_by_side, match, openspiel_backgammon, playout_rate, table

import tablewidgets as tw
from tablewidgets.engine.bots import make_bot
from tablewidgets.games.backgammon import bots

CLS = tw.GAMES["backgammon"]


# ---------------------------------------------------------------------- speed
def speed(games: int) -> None:
    print(f"\n## Random playouts ({games} games, cube off)")
    rows = [("tablewidgets, play()", {"checked": True}),
            ("tablewidgets, play(), confirm off", {"checked": True, "confirm": False}),
            ("tablewidgets, apply() quiet", {}), ("tablewidgets, apply(), confirm off", {"confirm": False})]
    rates = {name: playout_rate("backgammon", games=games, cube=False, **kw) for name, kw in rows}
    table(((name, f"{gps:.1f}", f"{aps:.0f}") for name, (gps, aps) in rates.items()),
          ("engine", "games/s", "actions/s"), (36, 10, 12))
    try:
        their_gps, their_aps = openspiel_backgammon(games)
    except ImportError:
        print("OpenSpiel is not installed: no comparison.")
        return
    table([("OpenSpiel (C++ via Python)", f"{their_gps:.1f}", f"{their_aps:.0f}")], widths=(36, 10, 12))
    for name, (gps, _) in rates.items():
        print(f"ratio {name}: {gps / their_gps:.2f} of OpenSpiel's games/s")
    print("(OpenSpiel's actions move two checkers at once; ours move one, and confirm the turn when on.)")
    seconds = games / max(1.0, their_gps)
    side = backgammon_side_by_side(seconds, clock=time.process_time)
    print(f"side by side in turns (processor time, ~{seconds:.1f} s each): play() {side['play']:.0f} games/s, "
          f"quiet {side['quiet']:.0f}, OpenSpiel {side['openspiel']:.0f} -> ratios play() "
          f"{side['play'] / side['openspiel']:.2f}, quiet {side['quiet'] / side['openspiel']:.2f}")


# ---------------------------------------------------------------------- duels
def make(level: str, seed: int):
    if level == "gnubg0":
        return bots.ExpertBot(seed=seed, plies=0)
    if level.startswith("mcts@"):               # mcts@200: an iteration budget instead of the default
        bot = bots.MCTSBot(seed=seed, seconds=None, iterations=int(level[5:]))
        return bot
    return make_bot(CLS, level, seed=seed)


def duel(a: str, b: str, games: int, jobs: int, seed: int = 1, **options) -> tuple:
    """A table row: ``a`` against ``b`` over ``games`` games, seats alternating (see ``common.match``)."""
    r = match("backgammon", [a, b], games, seed=seed * 100_000, checked=True, make=make, jobs=jobs, **options)
    rate = r["wins"][0] / games
    spread = 1.96 * (rate * (1 - rate) / games) ** 0.5
    return (a, b, games, f"{100 * rate:.1f}% ±{100 * spread:.1f}", f"{r['scores'][0]:+.3f}",
            f"{1000 * r['turn_seconds'][0]:.1f}", f"{r['seconds']:.0f}")


HEADERS = ("bot", "against", "games", "win rate", "points/game", "ms/turn", "time s")
WIDTHS = (12, 10, 6, 16, 13, 9, 8)


def levels(games: int, mcts_games: int, jobs: int) -> None:
    print(f"\n## Bot levels against random (money games, cube off)")
    table((duel(level, "random", n, jobs, cube=False)
           for level, n in (("random", games), ("greedy", games), ("mcts", min(mcts_games, 100)), ("expert", games))),
          HEADERS, WIDTHS, "<<")


def against_gnubg(games: int, mcts_games: int, jobs: int, mcts_level: str) -> None:
    try:
        import gnubg_nn  # noqa: F401
    except ImportError:
        print("\ngnubg-nn is not installed: no comparison with GNU Backgammon.")
        return
    print(f"\n## Against GNU Backgammon's network at 0-ply (money games, cube off)")
    table((duel(level, "gnubg0", n, jobs, cube=False)
           for level, n in (("greedy", games), (mcts_level, mcts_games), ("expert", min(games, 200)))),
          HEADERS, WIDTHS, "<<")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--full", action="store_true", help="the long run (hundreds of games per line)")
    parser.add_argument("--only", default="speed,levels,gnubg", help="tables to run, comma-separated")
    parser.add_argument("--games", type=int, help="games per line (cheap bots)")
    parser.add_argument("--mcts-games", type=int, help="games per line for the mcts bot")
    parser.add_argument("--mcts", default="mcts", help="mcts level against gnubg: mcts (600 iterations) or mcts@N")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in parallel")
    args = parser.parse_args()
    games = args.games or (500 if args.full else 20)
    mcts_games = args.mcts_games or (500 if args.full else 4)
    only = set(args.only.split(","))
    print(f"backgammon benchmark ({'full' if args.full else 'quick'}), {os.cpu_count()} CPUs")
    if "speed" in only:
        speed(300 if args.full else 100)
    if "gnubg" in only:
        against_gnubg(games, mcts_games, args.jobs, args.mcts)
    if "levels" in only:
        levels(min(games, 100), mcts_games, args.jobs)


if __name__ == "__main__":
    main()
