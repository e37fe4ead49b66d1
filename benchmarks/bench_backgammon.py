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
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tablewidgets as tw  # noqa: E402
from tablewidgets.engine.bots import make_bot  # noqa: E402
from tablewidgets.games.backgammon import bots  # noqa: E402

CLS = tw.GAMES["backgammon"]


# ---------------------------------------------------------------------- speed
def ours_random_games(games: int, seed: int = 1, confirm: bool = True, fast: bool = False) -> tuple[float, int]:
    """Random games to the end: through ``legal_actions`` + ``play`` (checked, logged), or with
    ``fast`` through ``apply`` on a quiet game (what the bots' searches use)."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for i in range(games):
        g = tw.new("backgammon", seed=seed * 1000 + i, cube=False, confirm=confirm)
        g.quiet = fast
        while not g.over:
            if fast:
                seat = g.to_move[0]
                g.apply(rng.choice(g._legal(seat)), seat)
            else:
                g.play(rng.choice(g.legal_actions()))
            actions += 1
    return time.perf_counter() - start, actions


def openspiel_random_games(games: int, seed: int = 1) -> tuple[float, int]:
    import pyspiel
    game = pyspiel.load_game("backgammon", {"max_player_turns": 5000})
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
    return time.perf_counter() - start, actions


def speed(games: int) -> None:
    print(f"\n## Random playouts ({games} games, cube off)")
    print(f"{'engine':<36}{'games/s':>10}{'actions/s':>12}")
    rows = [("tablewidgets, play()", {}), ("tablewidgets, play(), confirm off", {"confirm": False}),
            ("tablewidgets, apply() quiet", {"fast": True}),
            ("tablewidgets, apply(), confirm off", {"fast": True, "confirm": False})]
    timings = {}
    for name, kw in rows:
        took, actions = ours_random_games(games, **kw)
        timings[name] = took
        print(f"{name:<36}{games / took:>10.1f}{actions / took:>12.0f}")
    try:
        theirs, their_actions = openspiel_random_games(games)
    except ImportError:
        print("OpenSpiel is not installed: no comparison.")
        return
    print(f"{'OpenSpiel (C++ via Python)':<36}{games / theirs:>10.1f}{their_actions / theirs:>12.0f}")
    for name, took in timings.items():
        print(f"ratio {name}: {theirs / took:.2f} of OpenSpiel's games/s")
    print("(OpenSpiel's actions move two checkers at once; ours move one, and confirm the turn when on.)")


# ---------------------------------------------------------------------- duels
def make(level: str, seed: int):
    if level == "gnubg0":
        return bots.ExpertBot(seed=seed, plies=0)
    if level.startswith("mcts@"):               # mcts@200: an iteration budget instead of the default
        bot = bots.MCTSBot(seed=seed, seconds=None, iterations=int(level[5:]))
        return bot
    return make_bot(CLS, level, seed=seed)


def play_one(args) -> tuple[int, float, float, int]:
    """One game; returns (A won?, A's points, A's seconds thinking at turn starts, those decisions)."""
    a, b, seed, options = args
    g = tw.new("backgammon", seed=seed, **options)
    a_seat = seed % 2
    players = {a_seat: make(a, seed), 1 - a_seat: make(b, seed + 7919)}
    think, decisions = 0.0, 0
    while not g.over:
        seat = g.to_move[0]
        planning = seat == a_seat and g.phase == "move" and not g.turn_moves
        start = time.perf_counter()
        action = players[seat].choose(g, seat)
        if planning:
            think += time.perf_counter() - start
            decisions += 1
        g.play(action, seat=seat)
    result = g.result()
    return int(result["winners"] == [a_seat]), result["scores"][a_seat], think, decisions


def duel(a: str, b: str, games: int, jobs: int, seed: int = 1, **options) -> dict:
    tasks = [(a, b, seed * 100_000 + i, options) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(play_one, tasks, chunksize=2))
    else:
        rows = [play_one(t) for t in tasks]
    wins = sum(r[0] for r in rows)
    points = sum(r[1] for r in rows)
    think, decisions = sum(r[2] for r in rows), sum(r[3] for r in rows)
    rate = wins / games
    spread = 1.96 * (rate * (1 - rate) / games) ** 0.5
    return {"a": a, "b": b, "games": games, "wins": wins, "rate": rate, "spread": spread, "ppg": points / games,
            "ms": 1000 * think / max(1, decisions), "seconds": time.perf_counter() - start}


def show(rows: list[dict], header: bool = True) -> None:
    if header:
        print(f"{'bot':<12}{'against':<10}{'games':>6}{'win rate':>16}{'points/game':>13}{'ms/turn':>9}{'time s':>8}")
    for r in rows:
        rate = f"{100 * r['rate']:.1f}% ±{100 * r['spread']:.1f}"
        print(f"{r['a']:<12}{r['b']:<10}{r['games']:>6}{rate:>16}{r['ppg']:>+13.3f}{r['ms']:>9.1f}{r['seconds']:>8.0f}",
              flush=True)


def levels(games: int, mcts_games: int, jobs: int) -> None:
    print(f"\n## Bot levels against random (money games, cube off)")
    rows = []
    for level, n in (("random", games), ("greedy", games), ("mcts", min(mcts_games, 100)), ("expert", games)):
        rows.append(duel(level, "random", n, jobs, cube=False))
        show(rows[-1:], header=len(rows) == 1)


def against_gnubg(games: int, mcts_games: int, jobs: int, mcts_level: str) -> None:
    try:
        import gnubg_nn  # noqa: F401
    except ImportError:
        print("\ngnubg-nn is not installed: no comparison with GNU Backgammon.")
        return
    print(f"\n## Against GNU Backgammon's network at 0-ply (money games, cube off)")
    show([duel("greedy", "gnubg0", games, jobs, cube=False)])
    show([duel(mcts_level, "gnubg0", mcts_games, jobs, cube=False)], header=False)
    show([duel("expert", "gnubg0", min(games, 200), jobs, cube=False)], header=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--full", action="store_true", help="the long run (hundreds of games per line)")
    parser.add_argument("--only", default="speed,levels,gnubg", help="tables to run, comma-separated")
    parser.add_argument("--games", type=int, help="games per line (cheap bots)")
    parser.add_argument("--mcts-games", type=int, help="games per line for the mcts bot")
    parser.add_argument("--mcts", default="mcts", help="mcts level against gnubg: mcts (1 s per turn) or mcts@N")
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
