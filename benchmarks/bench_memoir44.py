"""Memoir '44: model speed, bot decision times and the field commander's strength.

    python benchmarks/bench_memoir44.py [games]

Random battles through the fast path (playout rate), decision times of the field commander
("commander") and the contract's GreedyBot, then the commander against random and greedy bots over
several base-game scenarios (Pegasus Bridge, Sword Beach, Operation Cobra, Villers-Bocage, Arracourt,
Mont Mouchet, Drive on Caen, Saint-Martin and Bull Bridge, Closing the Gap, Panzer Lehr Counter Attack) and the
scenarios of the nation rules and the further terrain (Bloody Ridge, Escape via the Coastal Road, 1st Armoured to
the Rescue, Matanikau River, Hellfire Pass, Sugar Loaf and Half Moon, Rzhev, Flanking Maneuver at Bir Hakeim)
and of the further units and terrain (Red Barricades Factory, Suomussalmi, Knightsbridge, Sidi Rezegh Airfield,
Nijmegen Bridges, Japanese Counterattack) and of the trains (Bug River), sides alternating.
"""

from __future__ import annotations

import sys

import common

SCENARIOS = (2, 4, 15, 17, 24, 5, 4087, 4272, 4090, 4152, 3465, 4241, 4232, 1412, 4245, 1518, 8044, 4230,
             1407, 1409, 1346, 4246, 1302, 1488, 1311)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    per_s, actions = common.playout_rate("memoir44", seconds=3.0)
    print(f"model: {per_s:.2f} random battles per second ({actions:.0f} actions per second)")
    for level in ("commander", "greedy"):
        d = common.decision_times("memoir44", level, decisions=20, opening=(4, 120))
        print(f"{level}: decision mean {d.mean * 1000:.1f} ms, slowest {d.longest * 1000:.1f} ms ({d.count} positions)")
    for rival in ("random", "greedy"):
        wins = total = 0
        longest = 0.0
        per = max(2, games // len(SCENARIOS))
        for k, sid in enumerate(SCENARIOS):
            m = common.match("memoir44", ["commander", rival], per, seed=7000 + 100 * k, scenario=sid)
            wins += m["wins"][0]
            total += m["games"]
            longest = max(longest, m["longest"])
            print(f"  scenario {sid}: commander won {m['wins'][0]:.0f}/{m['games']} against {rival}")
        print(f"commander vs {rival}: won {wins:.0f}/{total} ({100 * wins / total:.0f}%), "
              f"slowest decision {longest * 1000:.0f} ms")


if __name__ == "__main__":
    main()
