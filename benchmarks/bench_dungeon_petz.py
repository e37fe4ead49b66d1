"""Dungeon Petz: model speed, bot decision times and the pet keeper's strength.

    python benchmarks/bench_dungeon_petz.py [games]

Random games of 2, 3 and 4 players through the fast path (playout rate), then the pet keeper
("keeper") against random bots and against greedy bots (the contract's GreedyBot on the game's
heuristic), at 2, 3 and 4 players, on the default options and with every variant (neutral imps
with 2 and 3 players, double symbols, more foresight). Seats rotate; a shared win counts for
each winner.
"""

from __future__ import annotations

import sys

import common


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    per_s, actions = common.playout_rate("dungeon_petz", seconds=3.0, players=(2, 3, 4))
    print(f"model: {per_s:.1f} random games per second ({actions:.0f} actions per second)")
    for level in ("keeper", "greedy"):
        d = common.decision_times("dungeon_petz", level, decisions=20, players=3, opening=(4, 120))
        print(f"{level}: decision mean {d.mean * 1000:.1f} ms, slowest {d.longest * 1000:.1f} ms ({d.count} positions)")
    for rival in ("random", "greedy"):
        for players in (2, 3, 4):
            for variants in (False, True):
                options = {"double_symbols": True, "foresight": "more"} if variants else {}
                if variants and players < 4:
                    options["neutral_imps"] = True
                m = common.match("dungeon_petz", ["keeper", rival], games, players=players,
                                 seed=7000 + 100 * players + 50 * variants, **options)
                what = "every variant" if variants else "default options"
                print(f"keeper vs {players - 1} {rival}, {players} players, {what}: won {m['wins'][0]:.0f}/{m['games']} "
                      f"({100 * m['wins'][0] / m['games']:.0f}%), reputation {m['scores'][0]:.1f} against "
                      f"{m['scores'][1]:.1f}, slowest decision {m['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
