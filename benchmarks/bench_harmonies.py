"""Harmonies benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_harmonies.py                # the full run (20 games per match)
    python benchmarks/bench_harmonies.py --games 6      # a quicker look
    python benchmarks/bench_harmonies.py --side B --spirits

Two-player matches alternate seats: the first bot starts in even games. Solo: the
average score and suns of each level alone.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tablewidgets as tw  # noqa: E402
from tablewidgets.engine.bots import make_bot  # noqa: E402

CLS = tw.GAMES["harmonies"]


def random_playouts(players: int, side: str, spirits: bool, seconds: float = 2.0) -> tuple[float, float]:
    """Random games to the end through the fast path (apply): games and actions per second."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new("harmonies", players=players, seed=games, side=side, spirits=spirits)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(rng.choice(g.legal_actions(seat)), seat)
            actions += 1
        games += 1
    spent = time.perf_counter() - start
    return games / spent, actions / spent


def play(levels: list[str], seed: int, side: str, spirits: bool) -> tuple[tw.Game, float]:
    """One game between bots of these levels (seat order as given); the longest decision in seconds."""
    g = tw.new("harmonies", players=len(levels), seed=seed, side=side, spirits=spirits)
    g.quiet = True
    bots = [make_bot(CLS, level, seed=seed * 10 + i) for i, level in enumerate(levels)]
    longest = 0.0
    while not g.over:
        seat = g.to_move[0]
        t = time.perf_counter()
        action = bots[seat].choose(g, seat)
        longest = max(longest, time.perf_counter() - t)
        g.apply(action, seat)
    return g, longest


def match(first: str, second: str, games: int, side: str, spirits: bool) -> tuple[float, float, float, float]:
    """Wins of ``first`` (ties count half), both average scores, the longest decision."""
    wins = 0.0
    scores = [0, 0]
    longest = 0.0
    for i in range(games):
        levels = [first, second] if i % 2 == 0 else [second, first]
        g, took = play(levels, i, side, spirits)
        longest = max(longest, took)
        me = 0 if i % 2 == 0 else 1
        winners = g.result()["winners"]
        wins += (1 / len(winners)) if me in winners else 0
        scores[0] += g.result()["scores"][me]
        scores[1] += g.result()["scores"][1 - me]
    return wins, scores[0] / games, scores[1] / games, longest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per two-player match")
    parser.add_argument("--side", default="A", choices=("A", "B"))
    parser.add_argument("--spirits", action="store_true", help="play with Nature's Spirit cards")
    args = parser.parse_args()

    print(f"Harmonies benchmark, side {args.side}{', spirits' if args.spirits else ''}")
    print(f"{'measure':<36}{'value':>30}")
    for players in (1, 2, 3, 4):
        for side in ("A", "B"):
            gps, aps = random_playouts(players, side, args.spirits)
            label = f"random playouts/s ({players}p, side {side})"
            print(f"{label:<36}{gps:>14.1f} ({aps:,.0f} act/s)")
    for level in ("random", "greedy"):
        runs = [play([level], 500 + i, args.side, args.spirits)[0] for i in range(max(2, args.games // 2))]
        points = [g.result()["scores"][0] for g in runs]
        suns = [g.view()["suns"] for g in runs]
        label = f"solo {level}: score / suns"
        print(f"{label:<36}{f'{sum(points) / len(points):.1f} / {sum(suns) / len(suns):.1f}':>30}")
    for first, second, n in (("greedy", "random", args.games), ("mcts", "random", max(2, args.games // 4)),
                             ("mcts", "greedy", max(2, args.games // 2))):
        start = time.perf_counter()
        wins, mine, theirs, longest = match(first, second, n, args.side, args.spirits)
        label = f"{first} vs {second}"
        value = f"{wins:g}/{n} ({mine:.0f}-{theirs:.0f} pts, {time.perf_counter() - start:.0f} s)"
        print(f"{label:<36}{value:>30}")
        print(f"{'  longest decision (s)':<36}{longest:>30.2f}")


if __name__ == "__main__":
    main()
