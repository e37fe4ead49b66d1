"""Viticulture: model speed, the vintner bot's strength and how long it thinks.

    python benchmarks/bench_viticulture.py [games]

Reports random playouts per second (2 and 4 players), the vintner bot against the random bot and
against the greedy bot (seats rotate), its average score and game length in years at 2 and 4
players, its decision times (mean per turn, slowest decision), the length of a game between two
vintners (real 2-player games end in about 7-8 years), and the solo game against the
automa: how often the vintner beats the automa's 20 points in seven years (the published solo
win: more than 20 at the end of year 7) and its average score.

For the vintner every line also gives what a player would judge its play by: the wine orders it
fills per game, the tours it gives, the visitors still in its hand at the end and the vines growing
in its fields when year 3 is over (the speed of its vineyard).
"""

from __future__ import annotations

import sys

import common  # noqa: F401  (puts the repository on sys.path)
from common import match, playout_rate

import tablewidgets as tw
from tablewidgets.engine.bots import make_bot

GAME = tw.GAMES["viticulture"]


class Counted:
    """A bot that counts, on the game it plays, the orders it fills and the tours it gives."""

    def __init__(self, level: str, seed: int):
        self.bot = make_bot(GAME, level, seed=seed)

    def choose(self, game, seat: int) -> str:
        action = self.bot.choose(game, seat)
        tally = game.__dict__.setdefault("bench_tally", {}).setdefault(seat, {"fill": 0, "tour": 0})
        if "vines3" not in tally and game.year >= 4:
            tally["vines3"] = sum(len(f) for f in game.ps[seat]["fields"])
        if game.stack and game.stack[-1]["kind"] == "fill" and action.startswith("fill "):
            tally["fill"] += 1
        elif not game.stack and game.season == "summer" and action.split()[-1].rstrip("+") == "tour":
            tally["tour"] += 1
        return action


def _end(g):
    tally = getattr(g, "bench_tally", {})
    visitors = [sum(1 for c in p["hand"] if c[1] == "-") for p in g.ps]
    return g.year, [dict({"vines3": sum(len(f) for f in g.ps[s]["fields"])}, **tally.get(s, {"fill": 0, "tour": 0}),
                         visitors=visitors[s]) for s in range(g.players)]


def play(levels, n, players, seed):
    """A match with the vintner as the first entry: the match and its per-game play of the vintner
    (years, orders filled, tours, visitors left), averaged over the vintner's seats."""
    r = match("viticulture", levels, n, players=players, seed=seed, make=Counted, on_end=_end)
    years = sum(e[0] for e in r["extras"]) / n
    own = [e[1][i % players] for i, e in enumerate(r["extras"])]       # game i: entry 0 sits at seat i % n
    avg = {k: sum(o[k] for o in own) / n for k in ("fill", "tour", "visitors", "vines3")}
    return r, years, avg


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for players in (2, 4):
        games, actions = playout_rate("viticulture", seconds=3.0, players=players)
        print(f"model, {players} players: {games:.2f} random games/s, {actions:.0f} actions/s")
    for players in (2, 4):
        for rival in ("random", "greedy"):
            r, years, avg = play(["vintner", rival], n, players, 700)
            print(f"{players} players, vintner vs {rival}: won {r['wins'][0]:.1f}/{n} "
                  f"({100 * r['wins'][0] / n:.0f}%), average score {r['scores'][0]:.1f} against "
                  f"{r['scores'][1]:.1f}, {years:.1f} years, {avg['fill']:.1f} orders filled, "
                  f"{avg['tour']:.1f} tours, {avg['visitors']:.1f} visitors left, {avg['vines3']:.1f} vines by year 3, "
                  f"{r['length']:.0f} actions, "
                  f"{r['turn_seconds'][0] * 1000:.0f} ms per turn, slowest decision {r['longest'] * 1000:.0f} ms")

    # the length of a game between two strong players: the year someone first reaches 20 points
    r, years, avg = play(["vintner", "vintner"], n, 2, 800)
    lengths = [e[0] for e in r["extras"]]
    print(f"2 players, vintner vs vintner: {years:.1f} years (from {min(lengths)} to {max(lengths)}), "
          f"average score {sum(r['scores']) / 2:.1f}, {avg['fill']:.1f} orders filled per seat, "
          f"slowest decision {r['longest'] * 1000:.0f} ms")

    r, years, avg = play(["vintner"], 2 * n, 1, 900)       # solo: the cleanest signal, on more seeds
    print(f"solo against the automa (more than 20 after 7 years wins): won {r['wins'][0]:.0f}/{2 * n}, "
          f"average score {r['scores'][0]:.1f}, {avg['fill']:.1f} orders filled, {avg['tour']:.1f} tours, "
          f"{avg['visitors']:.1f} visitors left, {avg['vines3']:.1f} vines by year 3, "
          f"slowest decision {r['longest'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
