"""River Valley Glassworks benchmark: model speed and bot strength. Plain python, prints a small table.

    python benchmarks/bench_river_valley_glassworks.py               # the full run (40 games per match)
    python benchmarks/bench_river_valley_glassworks.py --games 10    # a quicker look

Bots rotate through the seats: in game i the first bot sits at seat i % players, the
others are the second bot. A shared win counts as a win.
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

NAME = "river_valley_glassworks"
CLS = tw.GAMES[NAME]


def random_playouts(players: int, seconds: float = 2.0) -> tuple[float, float]:
    """Random games to the end through the fast path (apply): games and actions per second."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = tw.new(NAME, players=players, seed=games)
        g.quiet = True
        while not g.over:
            seat = g.turn
            g.apply(rng.choice(g._legal(seat)), seat)
            actions += 1
        games += 1
    spent = time.perf_counter() - start
    return games / spent, actions / spent


def mcts_speed(players: int, decisions: int = 8) -> tuple[float, float]:
    """MCTS ('mcts' level) iterations per second and the longest decision, over mid-game positions."""
    rng = random.Random(2)
    iterations = spent = longest = 0.0
    for i in range(decisions):
        g = tw.new(NAME, players=players, seed=100 + i)
        g.quiet = True
        for _ in range(rng.randrange(4, 30)):
            if g.over:
                break
            g.apply(rng.choice(g._legal(g.turn)), g.turn)
        if g.over or len(g.legal_actions()) < 2:
            continue
        bot = make_bot(CLS, "mcts", seed=i)
        t = time.perf_counter()
        bot.choose(g, g.to_move[0])
        took = time.perf_counter() - t
        spent += took
        longest = max(longest, took)
        iterations += bot.last_iterations
    return iterations / max(spent, 1e-9), longest


def match(first: str, second: str, games: int, players: int) -> tuple[int, float, float, float]:
    """Wins of ``first``, its average score minus the others' average, the average length, seconds taken."""
    wins, margin, lengths = 0, 0.0, 0
    start = time.perf_counter()
    for i in range(games):
        seat_of_first = i % players
        bots = [make_bot(CLS, first if s == seat_of_first else second, seed=1000 * i + s) for s in range(players)]
        g = tw.new(NAME, players=players, seed=i)
        g.quiet = True
        while not g.over:
            seat = g.to_move[0]
            g.apply(bots[seat].choose(g, seat), seat)
        result = g.result()
        wins += seat_of_first in result["winners"]
        scores = result["scores"]
        others = [v for s, v in enumerate(scores) if s != seat_of_first]
        margin += scores[seat_of_first] - sum(others) / len(others)
        lengths += len(g.history)
    return wins, margin / games, lengths / games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per match")
    parser.add_argument("--players", type=int, default=2, help="players in the bot matches (2 to 5)")
    args = parser.parse_args()

    print(f"River Valley Glassworks benchmark ({args.players} players in the matches)")
    print(f"{'measure':<36}{'value':>30}")
    for players in (2, 3, 4, 5):
        gps, aps = random_playouts(players)
        print(f"{f'random playouts/s ({players} players)':<36}{gps:>14.0f} ({aps:,.0f} act/s)")
    ips, longest = mcts_speed(args.players)
    print(f"{'MCTS iterations/s':<36}{ips:>30,.0f}")
    print(f"{'MCTS longest decision (s)':<36}{longest:>30.2f}")
    for first, second in (("greedy", "random"), ("mcts", "random"), ("mcts", "greedy")):
        if args.games <= 0:
            continue
        wins, margin, length, spent = match(first, second, args.games, args.players)
        label = f"{first} vs {second} wins"
        print(f"{label:<36}{f'{wins}/{args.games}':>10} (margin {margin:+.1f}, {length:.0f} act, {spent:.0f} s)")


if __name__ == "__main__":
    main()
