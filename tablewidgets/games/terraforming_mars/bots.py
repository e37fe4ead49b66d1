"""Terraforming Mars's bot: it plays the card that adds most to its engine and its points, raises
global parameters when it can afford to, claims milestones and funds awards it leads, and keeps
the cards it can use.

Each decision is a one-step look-ahead with the rules model's own ``heuristic`` (victory points
so far, production valued by the generations left, resources and cards in hand, against the best
opponent), plus a few plain rules: keep cheap cards whose requirements are near, never pass while
an affordable useful action is left, and place tiles where they score.
"""

from __future__ import annotations

import random

from ...engine.bots import Bot
from .cards import CARDS


class TerraformerBot(Bot):
    level = "terraformer"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if game.phase == "draft":
            return max(legal, key=lambda a: self.worth(game, seat, a.split()[1]))
        if game.phase in ("setup", "research"):
            return self._research(game, seat, legal)
        best, best_value = None, None
        base = game.heuristic(seat)
        for action in legal:
            head = action.split()[0]
            if head == "sell" and game.pending is None:
                continue
            if head in ("pass", "end", "stop", "done"):
                value = base - (0.5 if head in ("pass", "done") else 0.2)
            else:
                twin = game.clone()
                twin.quiet = True
                twin.play(action, seat=seat)
                value = self.settle(twin, seat)
                if head == "sell":
                    value -= 0.5
            value += self.rng.random() * 1e-3
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    def settle(self, twin, seat: int, depth: int = 3) -> float:
        """The value after an action, once the decisions it opened (a space, a target) are taken
        greedily; the first choice is good enough after ``depth`` of them."""
        for _ in range(depth):
            if twin.over or twin.pending is None or twin.pending["seat"] != seat:
                break
            options = twin.legal_actions(seat)
            if twin.pending["kind"] == "sell":
                break
            best, best_value = options[0], None
            for option in options[:12]:
                probe = twin.clone()
                probe.play(option, seat=seat)
                v = probe.heuristic(seat)
                if best_value is None or v > best_value:
                    best, best_value = option, v
            twin.play(best, seat=seat)
        return twin.heuristic(seat)

    def _research(self, game, seat: int, legal: list) -> str:
        p = game.ps[seat]
        if game.phase == "setup" and not p.get("chosen"):
            corps = [a for a in legal if a.startswith("corp ")]
            return max(corps, key=lambda a: CARDS[a.split()[1]]["start_mc"] + 8 * len(CARDS[a.split()[1]]["do"]))
        if game.phase == "setup" and p["preludes"] and len(p["pkeep"]) < 2:
            best = sorted(p["preludes"], key=lambda c: -self.worth(game, seat, c))
            return next(f"prelude {c}" for c in best if c not in p["pkeep"])
        money = p["res"]["mc"] + (CARDS[p["chosen"]]["start_mc"] if game.phase == "setup" else 0)
        budget = money - (4 if game.phase == "research" else 12)
        wanted = sorted((c for c in p["offer"]), key=lambda c: -self.worth(game, seat, c))
        want = set()
        room = max(0, 7 - len(p["hand"])) if game.phase == "research" else 10   # cards it will not play cost 3
        for c in wanted:
            if self.worth(game, seat, c) > 0 and 3 * (len(want) + 1) <= budget and len(want) < room:
                want.add(c)
        for a in legal:
            if a.startswith("keep "):
                c = a.split()[1]
                if (c in want) != (c in p["keep"]):
                    return a
        return "ready" if "ready" in legal else legal[0]

    @staticmethod
    def worth(game, seat: int, cid: str) -> float:
        """What a card is worth to keep, in M€: its effects over the generations left, less its price."""
        c = CARDS[cid]
        gl = max(1, game.gens_left())
        score = 0.0
        for op in c["do"]:
            if op[0] == "prod":
                score += {"mc": 1, "steel": 2, "ti": 3, "plants": 2, "energy": 1.5, "heat": 1}[op[1]] * op[2] * gl
            elif op[0] in ("temp", "oxygen", "ocean", "tr"):
                score += (5 + gl) * op[1]
            elif op[0] == "tile":
                score += 8
            elif op[0] == "gain":
                score += op[2] * (1 if op[1] == "mc" else 1.5)
            elif op[0] == "draw":
                score += 3 * op[1]
            elif op[0] == "times":
                score += 2 * gl
        vp = c.get("vp", 0)
        score += 5 * vp if isinstance(vp, int) else 6
        score += (1.5 * gl) * (len(c.get("actions", ())) + len(c.get("effects", ())))
        score -= c.get("cost", 0) + 3
        if c.get("req") and not game.req_ok(seat, cid):
            score -= 6
        return score
