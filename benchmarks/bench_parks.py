"""Parks: model speed, the hiker bot's decision times and its strength.

    python benchmarks/bench_parks.py [games]

Plays the hiker bot (the default) against random bots and against greedy bots
(the contract's GreedyBot on the game's heuristic) with 2 and 4 players: one
hiker against one or three rivals, seats rotating. Reports the hiker's win
rate, its average score and parks visited, and its decision times.
"""

from __future__ import annotations

import sys

import common
from common import decision_times, match, playout_rate, table


def parks_visited(game) -> list[int]:
    return [len(v) for v in game.visited]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for players in (1, 2, 4):
        gps, aps = playout_rate("parks", seconds=2.0, players=players)
        print(f"model, {players} players: {gps:.1f} random games/s, {aps:.0f} actions/s")
    d = decision_times("parks", "hiker", decisions=20, players=2)
    print(f"hiker decisions (2 players): mean {d.mean * 1000:.0f} ms, slowest {d.longest * 1000:.0f} ms")
    rows = []
    for players in (2, 4):
        for rival in ("random", "greedy"):
            games = n if rival == "random" else max(4, n // 2)
            # with 4 players the hiker takes one seat and the rival level the other three
            r = match("parks", ["hiker", rival], games, players=players, seed=500, on_end=parks_visited)
            # the hiker's seat in game i is (0 + i) % players
            visited = [ex[i % players] for i, ex in enumerate(r["extras"])]
            rows.append((players, rival, games, f"{100 * r['wins'][0] / games:.0f}%",
                         f"{r['scores'][0]:.1f}", f"{r['scores'][1]:.1f}", f"{sum(visited) / games:.1f}",
                         f"{r['longest'] * 1000:.0f}"))
    table(rows, headers=("players", "rival", "games", "hiker wins", "hiker score", "rival score",
                         "hiker parks", "slowest ms"))


if __name__ == "__main__":
    common  # noqa: B018
    main()
