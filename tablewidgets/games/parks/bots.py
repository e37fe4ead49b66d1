"""A hiker for Parks: it plays out the rest of its own turn for each choice and keeps the best.

For every legal action the bot finishes its turn on a copy (its later choices of
the same turn taken by the game's estimate, one step at a time) and scores the
position the turn ends in with :meth:`.rules.Parks.estimate`: points so far, the
resources held towards parks, reserved parks it can pay, gear and canteens
while seasons are left, and the spaces its hikers still have ahead. Random
draws are averaged over a few copies with the hidden decks reshuffled.

>>> import tablewidgets as tw
>>> g = tw.new("parks", players=2, seed=4)
>>> bot = HikerBot(seed=1)
>>> while not g.over:
...     g.play(bot.choose(g, g.to_move[0]))
>>> g.over
True
"""

from __future__ import annotations

from ...engine.bots import Bot


class HikerBot(Bot):
    level = "hiker"

    def __init__(self, seed: int | None = None, samples: int = 2):
        super().__init__(seed)
        self.samples = samples

    def _value(self, game, seat: int) -> float:
        if game.over:
            mine = game.outcome["scores"][seat]
            others = [v for s, v in enumerate(game.outcome["scores"]) if s != seat]
            return mine - (max(others) if others else 0) + (50 if seat in game.outcome["winners"] else 0)
        vals = [game.estimate(s) for s in range(game.players)]
        others = [v for s, v in enumerate(vals) if s != seat]
        return vals[seat] - 0.3 * (max(others) if others else 0)

    def _finish_turn(self, game, seat: int, depth: int = 12) -> None:
        """Play on greedily (one step ahead) while it is still this seat's turn."""
        while depth and not game.over and game.to_move == (seat,) and game.tasks:
            depth -= 1
            acts = game.legal_actions(seat)
            best, best_v = acts[0], None
            for a in acts:
                twin = game.clone()
                twin.quiet = True
                twin.apply(a, seat)
                v = self._value(twin, seat)
                if best_v is None or v > best_v:
                    best, best_v = a, v
            game.apply(best, seat)

    def choose(self, game, seat: int) -> str:
        acts = game.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        best, best_v = acts[0], None
        for a in acts:
            total = 0.0
            for k in range(self.samples):
                twin = game.determinize(seat, self.rng)
                twin.apply(a, seat)
                self._finish_turn(twin, seat)
                total += self._value(twin, seat)
                if not twin.rng.drawn:
                    total *= self.samples / (k + 1)
                    break
            v = total / self.samples + self.rng.random() * 1e-6
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best


LEVELS = {"hiker": lambda seed=None: HikerBot(seed=seed)}
