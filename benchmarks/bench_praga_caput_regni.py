"""Praga Caput Regni: model speed, bot decision times and the planner bot's strength.

    python benchmarks/bench_praga_caput_regni.py [games]

Reports random playouts per second (1 to 4 players), how long the planner and greedy bots take
per decision, the planner's wins against random and greedy bots (2 players, seats alternating;
and one planner against three random bots), and the solo scores of the planner and of random play
against the designed solo target.
"""

from __future__ import annotations

import random
import statistics
import sys

import common  # noqa: F401  (puts the repository on the path)
from common import decision_times, match, playout_rate

import tablewidgets as tw
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games.praga_caput_regni import data as D
from tablewidgets.games.praga_caput_regni.bots import PlannerBot

NAME = "praga_caput_regni"


def solo(bot_for, games: int) -> list[int]:
    scores = []
    for seed in range(games):
        g = tw.new(NAME, players=1, seed=900 + seed)
        bot = bot_for(seed)
        while not g.over:
            g.play(bot.choose(g, 0), seat=0)
        scores.append(g.result()["scores"][0])
    return scores


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    per_game, per_action = playout_rate(NAME, seconds=10, players=(1, 2, 3, 4))
    print(f"model: {per_game:.2f} random games/s, {per_action:.0f} actions/s (1-4 players, fast path)")
    for level in ("planner", "greedy"):
        d = decision_times(NAME, level, decisions=20, players=3, opening=(6, 120))
        print(f"{level}: mean {d.mean * 1000:.0f} ms, slowest {d.longest * 1000:.0f} ms per decision ({d.count} positions)")
    for lineup, players in ((("planner", "random"), 2), (("planner", "greedy"), 2), (("planner", "random"), 4)):
        n = games if lineup[1] == "random" else max(2, games // 2)
        r = match(NAME, lineup, n, players=players, seed=500)
        won = r["wins"][0]
        print(f"{lineup[0]} vs {lineup[1]} ({players} players): planner won {won:g}/{r['games']} "
              f"({100 * won / r['games']:.0f}%), mean scores {[round(s) for s in r['scores']]}, "
              f"slowest decision {r['longest'] * 1000:.0f} ms")
    k = max(4, games // 4)
    for name, make in (("planner", lambda s: PlannerBot(seed=s)), ("random", lambda s: RandomBot(seed=s))):
        sc = solo(make, k)
        print(f"solo {name}: median {statistics.median(sc):.0f}, range {min(sc)}-{max(sc)}, "
              f"reached the target {D.SOLO_TARGET} in {sum(s >= D.SOLO_TARGET for s in sc)}/{k}")


if __name__ == "__main__":
    random.seed(0)
    main()
