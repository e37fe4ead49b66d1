"""Terraforming Mars's bot: it plays the card that adds most to its engine and its points, raises
global parameters when it can afford to, claims milestones and funds awards it leads, and keeps
the cards it can use.

Each decision is a one-step look-ahead with the rules model's own ``heuristic`` (victory points
so far, production valued by the generations left, resources and cards in hand, against the best
opponent), plus a few plain rules: keep cheap cards whose requirements are near, never pass while
an affordable useful action is left, and place tiles where they score.

Solo, the heuristic is the plan of :mod:`.plan` (the steps the generations left can still reach,
with production, heat, plants and the cheapest standard projects; a plan that reaches them all is
worth more than any victory points); the bot picks the corporation and keeps the research cards
that move that plan forward most (by more than their 3 M€ are worth, more so late), judges its best
few actions by the best action that may follow each, buys steps with standard projects mostly in
the later generations (early M€ go to the engine, above a reserve of 20), and in the last
generation keeps only cards it can pay for at once, judges passing by the end it brings, and sells
the cards it can no longer use when their M€ buy one more step.
"""

from __future__ import annotations

import random

from ...engine import IllegalAction
from ...engine.bots import Bot
from .cards import CARDS
from .plan import outlook

#: solo: what 3 M€ for a research card are worth in the heuristic's units (a step, 45, costs 14 to 23)
SOLO_KEEP_PRICE = 6.0
#: ... and how much more each generation after the ninth (late cards have less time to pay back)
SOLO_KEEP_LATE = 3.0
#: solo: the M€ kept back from the corporation's start when buying the first cards
SOLO_SETUP_RESERVE = 10
#: solo: how many of the best actions are judged by the best action that may follow them too
SOLO_SECOND_LOOK = 4
#: solo: while more than so many generations are left, a standard project that makes a step is judged
#: so much lower (M€ kept for the engine cards still to come pay back more than a step bought early)
SOLO_EARLY_STD = (9, 20.0)
#: ... unless it leaves at least so many M€ for those cards
SOLO_EARLY_RESERVE = 20


class TerraformerBot(Bot):
    level = "terraformer"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if game.phase == "draft":
            return max(legal, key=lambda a: self.worth(game, seat, a.split()[1]))
        if game.phase in ("setup", "research"):
            if game.solo and game.phase == "setup" and not game.ps[seat].get("chosen"):
                return max((a for a in legal if a.startswith("corp ")), key=lambda a: self.corp_value(game, seat, a[5:]))
            if game.solo:
                return self._solo_research(game, seat, legal)
            return self._research(game, seat, legal)
        last_gen = game.solo and game.gens_left() == 0 and game.phase == "action"
        if last_gen and game.pending is not None and game.pending["kind"] == "sell":
            return next(a for a in legal if a.startswith("sell ")) if len(legal) > 1 else legal[0]
        best, best_value = None, None
        base = game.heuristic(seat)
        tried = []
        for action in legal:
            head = action.split()[0]
            if head == "sell" and game.pending is None:
                continue
            if head == "pass" and last_gen and game.pending is None:
                # solo, the last generation: passing ends the game, judged as it then stands (the
                # plan would still spend the M€, heat and plants left)
                twin = game.clone()
                twin.quiet = True
                twin.play(action, seat=seat)
                value = twin.heuristic(seat) - 0.5
            elif head in ("pass", "end", "stop", "done"):
                value = base - (0.5 if head in ("pass", "done") else 0.2)
            else:
                twin = game.clone()
                twin.quiet = True
                twin.play(action, seat=seat)
                value = self.settle(twin, seat)
                if (head == "std" and game.solo and action != "std power"
                        and game.gens_left() > SOLO_EARLY_STD[0]
                        and twin.ps[seat]["res"]["mc"] < SOLO_EARLY_RESERVE):
                    value -= SOLO_EARLY_STD[1]
                if head == "sell":
                    value -= 0.5
                else:
                    tried.append((value, action, twin))
            value += self.rng.random() * 1e-3
            if best_value is None or value > best_value:
                best, best_value = action, value
        if game.solo and game.pending is None and tried:
            # solo: the best few actions are judged by the best action that may follow them too
            # (a card that makes the next one cheaper or playable, money freed for a step)
            tried.sort(key=lambda t: -t[0])
            for value, action, twin in tried[:SOLO_SECOND_LOOK]:
                value = max(value, self._best_next(twin, seat)) + self.rng.random() * 1e-3
                if value > best_value:
                    best, best_value = action, value
        if last_gen and game.pending is None and game.ps[seat]["hand"]:
            # the last generation: cards left in hand score nothing, their M€ may buy one more step
            # than the best action leads to
            sells = [a for a in legal if a.startswith("sell ")]
            after = next((twin for _, action, twin in tried if action == best), game)
            if sells and self._missing_if_sold(game, seat) < outlook(after, seat).missing:
                return sells[0]
        return best

    def _best_next(self, twin, seat: int) -> float:
        """The best value one more action of ``seat`` reaches from ``twin`` (-inf if it is not its move)."""
        if twin.over or twin.pending is not None or twin.phase != "action" or twin.to_move != (seat,):
            return float("-inf")
        best = float("-inf")
        for action in twin.legal_actions(seat):
            if action.split()[0] in ("sell", "pass", "end") or action.endswith(" mc"):
                continue            # (paying a card with M€ only rarely beats the default payment)
            probe = twin.clone()
            probe.play(action, seat=seat)
            best = max(best, self.settle(probe, seat, depth=2))
        return best

    @staticmethod
    def _missing_if_sold(game, seat: int) -> int:
        """The steps the plan leaves missing once every card in hand is sold (1 M€ each)."""
        twin = game.clone()
        p = twin.ps[seat]
        p["res"]["mc"] += len(p["hand"])
        p["hand"] = []
        return outlook(twin, seat).missing

    @staticmethod
    def corp_value(game, seat: int, corp: str) -> float:
        """Solo: the plan's value of starting as ``corp`` (its M€ and the production it prints)."""
        twin = game.clone()
        twin.quiet = True
        p = twin.ps[seat]
        p["corp"] = corp
        p["res"]["mc"] += CARDS[corp]["start_mc"]
        for op in CARDS[corp]["do"]:
            if op[0] in ("gain", "prod", "tivalue", "steelvalue", "slack"):
                twin._run(seat, op, corp)
        if CARDS[corp]["name"] == "Tharsis Republic":    # M€ production for the neutral cities and its own
            p["prod"]["mc"] += 1 + sum(1 for t in twin.tiles.values() if t["t"] == "city")
        return twin.heuristic(seat)

    def card_gain(self, game, seat: int, cid: str):
        """Solo: how much playing ``cid`` now would add to the heuristic, its price included (the
        price is lent first, so a card is judged even without the M€ at hand); None if it cannot be
        played (a requirement that can never be met again, or one far off). In the last generation the
        card must pay for itself at once: its 3 M€ come off first and it is paid with the M€ at hand."""
        c = CARDS[cid]
        twin = game.clone()
        twin.quiet = True
        p = twin.ps[seat]
        if cid not in p["hand"]:
            p["hand"].append(cid)
        twin.phase, twin.pending, twin.queue, twin.current, twin.taken = "action", None, [], seat, 0
        p["passed"], p["opening"] = False, []
        factor = 1.0
        last = game.solo and game.gens_left() == 0
        if not twin.req_ok(seat, cid):
            if last:
                return None
            what, cmp, n = c["req"]
            if cmp == "<=" or what not in ("temp", "oxygen", "oceans"):
                return None
            have = {"temp": (twin.temp, 2), "oxygen": (twin.oxygen, 1), "oceans": (twin.oceans, 1)}[what]
            away = (n - have[0]) // have[1]
            if away > 2 * max(1, game.gens_left()):
                return None
            factor = 0.6
            p["next_slack"] = 99
        if last:        # the last generation: the card must pay for itself now, with the M€ at hand
            before = twin.heuristic(seat)
            p["res"]["mc"] -= 3
            if p["res"]["mc"] < 0:
                return None
        else:
            p["res"]["mc"] += twin.cost_of(seat, cid)
            before = twin.heuristic(seat)
        try:
            twin.play(f"play {cid}", seat=seat)
        except IllegalAction:
            return None
        return factor * (self.settle(twin, seat) - before)

    def _solo_research(self, game, seat: int, legal: list) -> str:
        """Solo research: keep the cards whose play would move the plan forward by more than they cost."""
        p = game.ps[seat]
        if game.phase == "setup" and p["preludes"] and len(p["pkeep"]) < 2:
            best = sorted(p["preludes"], key=lambda c: -self.worth(game, seat, c))
            return next(f"prelude {c}" for c in best if c not in p["pkeep"])
        key = (game.seed, game.gen, game.phase, seat, tuple(p["offer"]))
        if getattr(self, "_plan_key", None) != key:   # chosen once per offer, then marked card by card
            money = p["res"]["mc"] + (CARDS[p["chosen"]]["start_mc"] if game.phase == "setup" else 0)
            gains = {}
            for c in p["offer"]:
                gain = self.card_gain(game, seat, c)
                price = 0.0 if game.gens_left() == 0 else SOLO_KEEP_PRICE + SOLO_KEEP_LATE * max(0, game.gen - 9)
                if gain is not None and gain > price:
                    gains[c] = gain
            budget = money - (SOLO_SETUP_RESERVE if game.phase == "setup" else 0)
            plan = [c for c in sorted(gains, key=lambda c: -gains[c])][:max(0, budget // 3)]
            self._plan_key, self._plan = key, plan
        want = set(self._plan)
        for a in legal:
            if a.startswith("keep "):
                c = a.split()[1]
                if (c in want) != (c in p["keep"]):
                    return a
        return "ready" if "ready" in legal else legal[0]

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
            for option in (options if twin.solo else options[:12]):
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
