"""Downforce: model speed, bot decision times and the team-owner bot's strength.

    python benchmarks/bench_downforce.py [games] [jobs]      (200 games a variant by default)

Random 4-player games through the fast path (playout rate), then the team-owner bot
("racer") against three random bots and against three greedy bots (the contract's GreedyBot
on the game's heuristic) on the default options (River Station, standard bets, no powers)
and on mixed options (every track, powers, the betting variants). Seats rotate. A shared win
counts for each winner; the tie-break leaves few. ``jobs`` plays the games in that many processes.
"""

from __future__ import annotations

import sys

import common
from tablewidgets.games.downforce.data import TRACK_KEYS

MIXED = [{"track": key, "powers": bool(i % 2), "additional_powers": i % 4 == 1,
          "betting": ("standard", "odds", "odds_winner")[i % 3]} for i, key in enumerate(TRACK_KEYS)]


def strength(rival: str, games: int, mixed: bool, jobs: int = 1) -> tuple:
    wins = total = 0
    longest = 0.0
    sets = MIXED if mixed else [{}]
    per = max(1, games // len(sets))
    by_betting: dict = {}
    for k, options in enumerate(sets):
        m = common.match("downforce", ["racer", rival], per, players=4, seed=9000 + 100 * k, jobs=jobs, **options)
        wins += m["wins"][0]
        total += m["games"]
        longest = max(longest, m["longest"])
        row = by_betting.setdefault(options.get("betting", "standard"), [0.0, 0])
        row[0] += m["wins"][0]
        row[1] += m["games"]
    return wins, total, longest, by_betting


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    per_s, actions = common.playout_rate("downforce", seconds=3.0, players=4)
    print(f"model: {per_s:.1f} random 4-player games per second ({actions:.0f} actions per second)")
    for level in ("racer", "greedy"):
        d = common.decision_times("downforce", level, decisions=20, players=4, opening=(4, 80))
        print(f"{level}: decision mean {d.mean * 1000:.1f} ms, slowest {d.longest * 1000:.1f} ms ({d.count} positions)")
    for rival in ("random", "greedy"):
        for mixed in (False, True):
            wins, total, longest, by_betting = strength(rival, games, mixed, jobs)
            what = "mixed options" if mixed else "default options"
            parts = ", ".join(f"{b} {w:.0f}/{n}" for b, (w, n) in by_betting.items()) if mixed else ""
            print(f"racer vs 3 {rival}, {what}: won {wins:.0f}/{total} ({100 * wins / total:.0f}%), "
                  f"slowest decision {longest * 1000:.0f} ms" + (f" (by betting: {parts})" if parts else ""))


if __name__ == "__main__":
    main()
