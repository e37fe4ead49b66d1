"""Bots of Gaia Project: a position value and a planner that expands, researches and federates."""

from __future__ import annotations

from ...engine.bots import Bot
from . import data as D

VALUE = {"c": 0.3, "o": 0.9, "k": 0.6, "q": 2.0}


def score(game, seat: int) -> float:
    """Victory points plus what the position is worth in points still to come."""
    b = game.boards[seat]
    if b is None:
        return 0.0
    left = max(0, D.ROUNDS - game.round) + (0 if b.passed or game.round == 0 else 0.5)
    if game.phase in ("factions", "auction", "place", "booster"):
        left = D.ROUNDS
    w = left / D.ROUNDS
    v = float(b.res["vp"])
    v += sum((0.34 + w * (VALUE[k] - 0.34)) * b.res[k] for k in ("c", "o", "k")) + (0.34 + w * 1.7) * b.res["q"]
    v += w * (0.05 * b.bowls[0] + 0.2 * b.bowls[1] + 0.4 * b.bowls[2] + 0.1 * b.gaia)
    inc = b.income()
    v += left * (0.3 * inc.get("c", 0) + 0.8 * inc.get("o", 0) + 0.6 * inc.get("k", 0) + 1.5 * inc.get("q", 0)
                 + 0.25 * inc.get("pw", 0) + 0.3 * inc.get("t", 0))
    v += sum(4 * (lv - 2) if lv > 2 else 3.0 * w * lv for lv in b.research.values())
    v += w * (2.0 * b.research["terra"] + 2.0 * b.research["nav"] + 1.0 * b.research["gaia"])
    v += (3.0 * b.built["m"] + 2.5 * b.built["ts"] + 3 * b.built["lab"] + 5 * b.built["pi"]
          + 4 * (b.built["ac1"] + b.built["ac2"])) * (0.5 + w)
    v += 2.0 * w * len(b.techs) + 3.0 * w * sum(1 for f in b.feds if not f[1] and f[0] != "F1")
    v += (1.5 * game.count(seat, "pt") + 1.0 * game.count(seat, "s")) * (0.3 + w)
    v += 3.0 * w * sum(1 for s in game.gaiaformer.values() if s == seat)
    v += 1.5 * w * b.gf_free(sum(1 for s in game.gaiaformer.values() if s == seat))
    for t in game.final_tiles:
        v += 1.2 * game.final_value(seat, t)
    return v


def evaluate(game, seat: int) -> float:
    """-1..1: this seat's value against the best other seat."""
    if game.boards[seat] is None:
        return 0.0
    mine = score(game, seat)
    others = [score(game, s) for s in range(game.players) if s != seat and game.boards[s] is not None]
    best = max(others) if others else 0.0
    return max(-1.0, min(1.0, (mine - best) / 60.0))


class PlannerBot(Bot):
    """Tries every main action, and every free conversion followed by a main action it opens,
    and keeps the one the position value likes best; passes when nothing is worth doing."""

    level = "planner"

    def _value(self, game, seat, a):
        twin = game.clone()
        twin.quiet = True
        twin.apply(a, seat)
        return score(twin, seat), twin

    def choose(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        if actions[0].startswith("max "):
            # the auction: a few VP for each faction, a little more for those with a strong start
            f = actions[0].split()[1]
            want = 3 if f in ("terrans", "xenos", "hadsch_hallas", "geodens", "taklons", "ambas") else 1
            return f"max {f} {want}"
        free = [a for a in actions if a.startswith(("conv ", "burn"))]
        # the federation chooser is for people: the bot takes one of the federations the search offers
        main = [a for a in actions if a not in free and a != "federate"]
        best, best_v = None, None
        for a in main:
            v, _ = self._value(game, seat, a)
            if a.startswith("pass") and game.phase == "play":
                v -= 1.0
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        if game.phase == "play" and not game.pending and free:
            for c in free:
                _, twin = self._value(game, seat, c)
                for a in twin.legal_actions(seat):
                    if a in actions or a.startswith(("conv ", "burn", "pass")):
                        continue
                    v, _ = self._value(twin, seat, a)
                    if best_v is None or v > best_v + 0.5:
                        best, best_v = c, v
        if best is None:
            return self.rng.choice(actions)
        return best


LEVELS = {"planner": PlannerBot}
