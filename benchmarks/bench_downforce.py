"""Downforce: model speed, bot decision times and the team-owner bot's strength.

    python benchmarks/bench_downforce.py [games] [jobs]      (200 games a variant by default)
    python benchmarks/bench_downforce.py losses [games] [random|greedy] [mixed] [oracle]

Random 4-player games through the fast path (playout rate), then the team-owner bot
("racer") against three random bots and against three greedy bots (the contract's GreedyBot
on the game's heuristic) on the default options (River Station, standard bets, no powers)
and on mixed options (every track, powers, the betting variants). Seats rotate. A shared win
counts for each winner; the tie-break leaves few. ``jobs`` plays the games in that many processes.

``losses`` classifies the games the team owner lost (:func:`losses`): the money gap to the winner
split into race payouts, bets and bids, and what alone would have turned the loss into a win --
the best bets in hindsight, paying 1 a car, or its best car one place higher -- with "none" for
the losses no such change wins. With ``oracle`` the team owner looks ahead on the true deal (it
sees every hand): what it still loses is the others' luck more than hidden cards.
"""

from __future__ import annotations

import sys
from collections import Counter

import common
from tablewidgets.games.downforce import data as D
from tablewidgets.games.downforce.bots import RacerBot
from tablewidgets.games.downforce.rules import bet_payout
from tablewidgets.games.downforce.data import COLOURS, TRACK_KEYS

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


class OracleRacer(RacerBot):
    """The team owner whose look-ahead plays on the true deal: it sees every hand and the box."""

    def choose(self, game, seat: int) -> str:
        game.determinize = lambda s, rng, _g=game: _g.clone()
        try:
            return super().choose(game, seat)
        finally:
            del game.determinize


def _make(level: str, seed: int):
    if level == "oracle":
        return OracleRacer(seed=seed)
    return common.make_bot(common.tw.GAMES["downforce"], level, seed=seed)


def _record(g) -> dict:
    """What a finished game says about each seat: the standings at each yellow line (by replaying
    its actions), the owners, the finishing order, the bids, the race and bet payouts."""
    twin = common.tw.new("downforce", players=g.players, seed=g.seed, **g.opts)
    twin.quiet = True
    lines = []
    for seat, action in g.history:
        if twin.phase == "bet" and not twin.betting:
            lines.append(twin.standings())
        twin.apply(action, seat)
    place = {c: i + 1 for i, c in enumerate(g.places)}
    return {"lines": lines, "owner": dict(g.owner), "order": list(g.places), "paid": list(g.paid),
            "scores": list(g.outcome["scores"]), "winners": list(g.outcome["winners"]), "betting": g.opts["betting"],
            "left": [len(h) for h in g.hands],
            "race": [sum(D.RACE_PAYOUT[place[c] - 1] for c in COLOURS if g.owner[c] == s) for s in range(g.players)],
            "bets": [sum(g.bet_payout(k, c, p, place[c]) for k, (c, p) in enumerate(g.bets[s])) for s in range(g.players)]}


def classify(rec: dict, me: int) -> tuple:
    """(largest share of the gap to the winner: "race", "bets" or "price"; the changes that alone
    would have won: "bets", "price", "race"; the places of ``me``'s cars at each yellow line and at
    the end) for a game ``me`` lost."""
    n = len(rec["scores"])
    w = max((s for s in range(n) if s != me), key=lambda s: rec["scores"][s])
    gap = {"race": rec["race"][w] - rec["race"][me], "bets": rec["bets"][w] - rec["bets"][me],
           "price": rec["paid"][me] - rec["paid"][w]}
    share = max(gap, key=gap.get)
    rival = max(rec["scores"][s] for s in range(n) if s != me)
    mine = rec["scores"][me]
    place = {c: i + 1 for i, c in enumerate(rec["order"])}
    cars = [c for c in COLOURS if rec["owner"][c] == me]
    fixes = []
    best_bets = sum(max(bet_payout(rec["betting"], k, line.index(c) + 1, place[c]) for c in COLOURS)
                    for k, line in enumerate(rec["lines"]))
    if mine - rec["bets"][me] + best_bets > rival:
        fixes.append("bets")
    if mine + rec["paid"][me] - len(cars) > rival:
        fixes.append("price")
    top = min(cars, key=lambda c: place[c])
    if place[top] > 1:
        ahead = rec["order"][place[top] - 2]
        gain = D.RACE_PAYOUT[place[top] - 2] - D.RACE_PAYOUT[place[top] - 1]
        scores = list(rec["scores"])
        scores[me] += gain
        if rec["owner"][ahead] not in (None, me):
            scores[rec["owner"][ahead]] -= gain
        if scores[me] > max(scores[s] for s in range(n) if s != me):
            fixes.append("race")
    where = [[line.index(c) + 1 for c in cars] for line in rec["lines"]] + [[place[c] for c in cars]]
    return share, tuple(fixes) or ("none",), where


def losses(games: int, rival: str = "random", mixed: bool = False, oracle: bool = False) -> None:
    sets = MIXED if mixed else [{}]
    per = max(1, games // len(sets))
    level = "oracle" if oracle else "racer"
    shares, fixes, total, won = Counter(), Counter(), 0, 0.0
    left = [0, 0]
    for k, options in enumerate(sets):
        seed = 9000 + 100 * k
        m = common.match("downforce", [level, rival], per, players=4, seed=seed, make=_make, on_end=_record,
                         **options)
        for i, rec in enumerate(m["extras"]):
            me = i % 4                  # seats rotate: the first entry sits at seat i % 4 in game i
            total += 1
            left[0] += rec["left"][me]
            left[1] += sum(rec["left"]) - rec["left"][me]
            if me in rec["winners"]:
                won += 1 / len(rec["winners"])
                continue
            share, fix, where = classify(rec, me)
            shares[share] += 1
            fixes[fix] += 1
            print(f"seed {seed + i}: lost {rec['scores'][me]} to {max(rec['scores'])}, largest share {share}, "
                  f"would win with {'+'.join(fix)}; its cars' places at the lines and at the end {where}")
    lost = total - won
    print(f"{level} vs 3 {rival}, {'mixed' if mixed else 'default'} options: won {won:.0f}/{total}, lost {lost:.0f}")
    print("largest share of the gap: " + ", ".join(f"{k} {v}" for k, v in shares.most_common()))
    print(f"cards still in hand when the race ends: {level} {left[0] / total:.1f}, "
          f"each other seat {left[1] / (3 * total):.1f}")
    print("alone would have won: " + ", ".join(f"{'+'.join(k)} {v}" for k, v in fixes.most_common()))


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "losses":
        games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
        rival = sys.argv[3] if len(sys.argv) > 3 else "random"
        losses(games, rival, "mixed" in sys.argv[4:], "oracle" in sys.argv[4:])
        return
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
