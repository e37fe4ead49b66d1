"""Pax Pamir's bot, the khan: it looks one decision ahead with a value of the position that
counts points, the points a Dominance Check would give now (by influence in the dominant
coalition, or cylinders in play), a court worth its actions, patriots of its loyalty, ruled
regions and rupees, against the best rival's. Loyalty is timed by the same value: a patriot or
prize of another coalition is taken when the new side's projected points outweigh what is lost.
It looks ahead on copies where what it cannot see (the deck's order, Wakhan's deck) is shuffled."""

from __future__ import annotations

import random

from ...engine.bots import Bot


class KhanBot(Bot):
    level = "khan"

    def __init__(self, seed: int | None = None, depth: int = 4):
        super().__init__(seed)
        self.rng = random.Random(seed)
        self.depth = depth

    def __repr__(self) -> str:
        return "<KhanBot>"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if game.phase == "loyalty":
            return self._loyalty(game, legal)
        best, best_v = [], None
        mine = game.ps[seat]["score"]
        rival = max(p["score"] for s, p in enumerate(game.ps) if s != seat)
        tempo = 0.01 + (0.03 if mine > rival else 0.0)
        for action in legal:
            twin = game.determinize(seat, self.rng)     # the deck and Wakhan's deck as the seat knows them
            twin.quiet = True
            twin.apply(action, seat)
            if not game.stack:
                self._follow(twin, self.depth)
            v = self._value(twin, seat)
            if action == "end" and game.turn["actions"] > 0:
                v -= 0.02                   # an unused action is a small loss
            if action.startswith("buy "):
                v += tempo                  # buying moves the market on towards the Dominance Checks
            if best_v is None or v > best_v + 1e-9:
                best, best_v = [action], v
            elif abs(v - best_v) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    def _follow(self, g, depth: int) -> None:
        """Play out the steps an action opens (a tax, a build, a bribe and its answer...) with each
        seat's one-step choice, so that the action is judged by what it leads to."""
        while depth > 0 and g.stack and not g.over:
            s = g.to_move[0]
            legal = g.legal_actions(s)
            best, best_v = legal[0], None
            for a in legal:
                t = g.clone()
                t.quiet = True
                t.apply(a, s)
                v = self._value(t, s)
                if best_v is None or v > best_v:
                    best, best_v = a, v
            g.apply(best, s)
            depth -= 1

    def _value(self, g, seat: int) -> float:
        if g.over:
            return 10.0 if seat in g.outcome["winners"] else -10.0
        return g.heuristic(seat)

    def _loyalty(self, game, legal) -> str:
        """The coalition whose cards in the market the seat could best use (patriots and prizes)."""
        from .data import CARD
        score = {}
        for a in legal:
            c = a.split()[1]
            score[a] = sum(1 for row in game.market for x in row if x in CARD and CARD[x].loyalty == c) \
                + 0.5 * sum(1 for row in game.market for x in row if x in CARD and CARD[x].prize == c) \
                - 0.8 * sum(1 for p in game.ps if p["loyalty"] == c) + self.rng.random() * 0.1
        return max(legal, key=lambda a: score[a])


LEVELS = {"khan": lambda seed=None: KhanBot(seed=seed)}
