"""Castles of Mad King Ludwig: model speed, bot decision times and the builder bot's strength.

    python benchmarks/bench_castles_of_mad_king_ludwig.py [games]

Reports random playouts per second (2 to 4 players), how long the builder and greedy bots take
per decision, the builder bot's wins against random and greedy bots (2 players, seats
alternating; and one builder against three random bots), and the solo game's mean scores of the
builder and the random bot.
"""

from __future__ import annotations

import sys

import common
from common import decision_times, match, playout_rate

NAME = "castles_of_mad_king_ludwig"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    per_game, per_action = playout_rate(NAME, seconds=10, players=(2, 3, 4))
    print(f"model: {per_game:.2f} random games/s, {per_action:.0f} actions/s (2-4 players, fast path)")
    for level in ("builder", "greedy"):
        d = decision_times(NAME, level, decisions=12, players=3, opening=(6, 60))
        print(f"{level}: mean {d.mean * 1000:.0f} ms, slowest {d.longest * 1000:.0f} ms per decision ({d.count} positions)")
    for lineup, players in ((("builder", "random"), 2), (("builder", "greedy"), 2), (("builder", "random"), 4)):
        n = games if lineup[1] == "random" else max(2, games // 4)
        r = match(NAME, lineup, n, players=players, seed=500)
        won = r["wins"][0]
        print(f"{lineup[0]} vs {lineup[1]} ({players} players): builder won {won:g}/{r['games']} "
              f"({100 * won / r['games']:.0f}%), mean scores {[round(s) for s in r['scores']]}, "
              f"slowest decision {r['longest'] * 1000:.0f} ms")
    for level in ("builder", "random"):
        r = match(NAME, (level,), max(2, games // 4), players=1, seed=700)
        print(f"solo, {level}: mean score {r['scores'][0]:.1f} over {r['games']} games, "
              f"{r['length']:.0f} actions a game")


if __name__ == "__main__":
    main()
