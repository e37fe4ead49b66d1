"""Memoir '44: model speed, bot decision times and the field commander's strength.

    python benchmarks/bench_memoir44.py [games]

Random battles through the fast path (playout rate), decision times of the field commander
("commander") and the contract's GreedyBot, then the commander against random and greedy bots over
several base-game scenarios (Pegasus Bridge, Sword Beach, Operation Cobra, Villers-Bocage, Arracourt,
Mont Mouchet, Drive on Caen, Saint-Martin and Bull Bridge, Closing the Gap, Panzer Lehr Counter Attack) and the
scenarios of the nation rules and the further terrain (Bloody Ridge, Escape via the Coastal Road, 1st Armoured to
the Rescue, Matanikau River, Hellfire Pass, Sugar Loaf and Half Moon, Rzhev, Flanking Maneuver at Bir Hakeim)
and of the further units and terrain (Red Barricades Factory, Suomussalmi, Knightsbridge, Sidi Rezegh Airfield,
Nijmegen Bridges, Japanese Counterattack) and of the trains (Bug River), sides alternating; then the same
matches on scenario variants that switch on the newer actions no scenario here uses (blowing up bridges on
Pegasus Bridge, pontoon bridges on Capturing the Crossing, paradrops on Sainte-Mere-Eglise, reinforcements
landing on the airfields of Sidi Rezegh and Wake Island, equipment to capture on Capturing the Crossing):
the scenario's data is changed in this process only, for these matches.

    python benchmarks/bench_memoir44.py [games] [--variants]     (--variants: the variants only)
"""

from __future__ import annotations

import contextlib
import sys

import common
from tablewidgets.games.memoir44 import data as D

SCENARIOS = (2, 4, 15, 17, 24, 5, 4087, 4272, 4090, 4152, 3465, 4241, 4232, 1412, 4245, 1518, 8044, 4230,
             1407, 1409, 1346, 4246, 1302, 1488, 1311)


def _hexes(*names) -> list:
    return [list(D.parse_hex(n)) for n in names]


#: (scenario, what is switched on, the scenario options added)
VARIANTS = (
    (2, "the Axis may blow up the bridges (2 dice)", {"blow_bridges": {"side": "axis", "option": 2}}),
    (4185, "Allied pontoon bridges", {"pontoons": "allies"}),
    (3, "Allied paradrops", {"paradrop": {"side": "allies", "units": 3, "hexes": _hexes("E5", "F5", "G5", "F7")}}),
    (4246, "Allied reinforcements by air", {"reinforcements": {"side": "allies", "units": 2}}),
    (1599, "Allied reinforcements by air", {"reinforcements": {"side": "allies", "units": 2}}),
    (4185, "Allied equipment to capture", {"pickups": {"side": "allies", "kind": "equipment", "medals": 1,
                                                       "hexes": _hexes("F7", "C7", "I7")}}),
)


@contextlib.contextmanager
def variant(sid: int, extra: dict):
    """The scenario ``sid`` with ``extra`` options, for the matches played inside the block."""
    old = D.SCENARIOS[sid]
    D.SCENARIOS[sid] = dict(old, options={**old.get("options", {}), **extra})
    try:
        yield
    finally:
        D.SCENARIOS[sid] = old


NEW_ACTIONS = ("blow", "pontoon", "drop", "land", "supply", "span", "shell", "disembark")


def used(game) -> list:
    """How often each seat took one of the newer actions in a finished game."""
    out: list = [{}, {}]
    for seat, action in game.history:
        verb = action.split()[0]
        if verb in NEW_ACTIONS and seat in (0, 1):
            out[seat][verb] = out[seat].get(verb, 0) + 1
    return out


def matches(rival: str, per: int, runs) -> None:
    wins = total = 0
    longest = 0.0
    for k, (sid, what, extra) in enumerate(runs):
        with variant(sid, extra):
            try:
                m = common.match("memoir44", ["commander", rival], per, seed=7000 + 100 * k, on_end=used,
                                 scenario=sid)
            except Exception as e:          # a bot that cannot handle an action of the variant
                print(f"  scenario {sid}{' (' + what + ')' if what else ''}: failed ({type(e).__name__}: {e})")
                continue
        wins += m["wins"][0]
        total += m["games"]
        longest = max(longest, m["longest"])
        acts: dict = {}
        for i, e in enumerate(m["extras"]):
            for verb, n in e[i % 2].items():      # the commander holds seat i % 2 in game i (seats rotate)
                acts[verb] = acts.get(verb, 0) + n
        note = (" (the commander's: " + ", ".join(f"{v} {n}" for v, n in sorted(acts.items())) + ")") if acts else ""
        print(f"  scenario {sid}{' (' + what + ')' if what else ''}: commander won {m['wins'][0]:.0f}/{m['games']} "
              f"against {rival}{note}")
    if total:
        print(f"commander vs {rival}: won {wins:.0f}/{total} ({100 * wins / total:.0f}%), "
              f"slowest decision {longest * 1000:.0f} ms")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 60
    if "--variants" in sys.argv:
        for rival in ("random", "greedy"):
            matches(rival, max(2, games // len(SCENARIOS)), VARIANTS)
        return
    per_s, actions = common.playout_rate("memoir44", seconds=3.0)
    print(f"model: {per_s:.2f} random battles per second ({actions:.0f} actions per second)")
    for level in ("commander", "greedy"):
        d = common.decision_times("memoir44", level, decisions=20, opening=(4, 120))
        print(f"{level}: decision mean {d.mean * 1000:.1f} ms, slowest {d.longest * 1000:.1f} ms ({d.count} positions)")
    per = max(2, games // len(SCENARIOS))
    for rival in ("random", "greedy"):
        matches(rival, per, [(sid, "", {}) for sid in SCENARIOS])
    print("variants with the newer actions switched on:")
    for rival in ("random", "greedy"):
        matches(rival, per, VARIANTS)


if __name__ == "__main__":
    main()
