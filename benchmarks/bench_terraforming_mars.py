"""Terraforming Mars: model speed, the terraformer bot's strength and how long it thinks.

    python benchmarks/bench_terraforming_mars.py [games] [--maps] [--solo]

Reports random playouts per second (2 and 4 players), the terraformer bot against the random bot
and against the greedy bot in 2-player games (seats alternate): wins, average score, generations
and actions per game, thinking per turn and the slowest decision; and the solo game (always 14
generations): how often it terraforms Mars in time, its average TR and score, the actions a game,
how many steps a lost game left short and the bot's thinking (``--maps``: on Hellas and Elysium too; ``--solo``: the solo games only).
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate


def main() -> None:
    counts = [a for a in sys.argv[1:] if a.isdigit()]
    n = int(counts[0]) if counts else 20
    for players in (2, 4) if "--solo" not in sys.argv else ():
        games, actions = playout_rate("terraforming_mars", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.1f} random games/s, {actions:.0f} actions/s")
    for rival in ("random", "greedy") if "--solo" not in sys.argv else ():
        r = match("terraforming_mars", ["terraformer", rival], n, players=2, seed=500, on_end=lambda g: g.gen)
        gens = sum(r["extras"]) / n
        print(f"terraformer vs {rival}: won {r['wins'][0]:.1f}/{n} ({100 * r['wins'][0] / n:.0f}%), "
              f"average score {r['scores'][0]:.1f} against {r['scores'][1]:.1f}, {gens:.1f} generations, "
              f"{r['length']:.0f} actions, {r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, "
              f"slowest decision {r['longest'] * 1000:.0f} ms")
    for board in ("tharsis", "hellas", "elysium")[:3 if "--maps" in sys.argv else 1]:
        r = match("terraforming_mars", ["terraformer"], n, players=1, seed=900, map=board,
                  on_end=lambda g: (g.maxed(), g.ps[0]["tr"], sum(_missing(g))))
        done = sum(1 for m, _, _ in r["extras"] if m)
        tr = sum(t for _, t, _ in r["extras"]) / n
        short = [k for m, _, k in r["extras"] if not m]
        print(f"solo on {board}: terraformed by generation 14 in {done}/{n}, average TR {tr:.1f}, average score "
              f"{r['scores'][0]:.1f}, {r['length']:.0f} actions a game, "
              f"steps short in a lost game {sum(short) / max(1, len(short)):.1f}, "
              f"{r['turn_seconds'][0] * 1000:.0f} ms thinking per turn, slowest decision {r['longest'] * 1000:.0f} ms")


def _missing(g) -> tuple:
    """The steps each global parameter still lacks: temperature, oxygen, oceans."""
    return ((8 - g.temp) // 2, 14 - g.oxygen, 9 - g.oceans)


if __name__ == "__main__":
    main()
