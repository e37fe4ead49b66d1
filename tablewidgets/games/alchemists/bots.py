"""Alchemists' bot: the scholar.

It reasons only from what its seat has seen (its own results and the public ones): the bindings of
the eight ingredients still consistent with them are kept by constraint propagation over all
40,320 (:mod:`.deduce`), and every choice reads the probabilities that follow.

- Experiments (student, drinking, Thinking Cap) mix the pair whose result is least predictable
  (the most information), avoiding harmful potions when drinking.
- It publishes when an ingredient's alchemical is certain (gold or silver seal) or likely (a seal
  hedged on the colour it is least sure of), endorses theories it is sure of, and debunks a theory
  it is sure is wrong.
- It sells the request, pair and guarantee of best expected gold, exhibits its surest potions,
  buys the artifacts worth most points for their cost, and declares cubes by a plain plan.
"""

from __future__ import annotations

import math
import random

import numpy as np

from . import deduce
from .data import ADVENTURERS, ALCHEMICALS, ARTIFACTS, MIX, ORDER_SPACES, POTIONS
from .rules import ing, ing_index, pair_text

#: points an artifact is worth to the bot beyond its printed points
ARTIFACT_VALUE = {6: 5, 7: 3, 8: 3, 12: 2, 14: 4, 16: 3, 17: 3, 10: 2, 11: 2, 4: 1, 1: 1}


class ScholarBot:
    level = "scholar"

    def __init__(self, seed: int | None = None, publish_at: float = 0.999, hedge_at: float = 0.6):
        self.rng = random.Random(seed)
        self.publish_at = publish_at
        self.hedge_at = hedge_at
        self._key = None
        self._mask = None

    def __repr__(self) -> str:
        return "<ScholarBot>"

    # ------------------------------------------------------------------ knowledge
    def mask(self, game, seat):
        facts = game.facts_for(seat)
        key = (id(game), seat, len(facts), tuple(facts[-3:]))
        if key != self._key:
            self._key = key
            self._mask = deduce.consistent(facts)
        return self._mask

    def marginals(self, game, seat):
        return deduce.marginals(self.mask(game, seat))

    # ------------------------------------------------------------------ choose
    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if "close" in legal:
            return "close"
        legal = [a for a in legal if a != "notes"]
        if len(legal) == 1:
            return legal[0]
        pick = self._choose(game, seat, legal)
        if pick not in legal:
            pick = "skip" if "skip" in legal else legal[0]
        return pick

    def _choose(self, game, seat, legal):
        p = game.ps[seat]
        if game.interrupts:
            kind = game.interrupts[0][1]
            if kind == "herbalist":
                hand = p["hand"]
                most = max(set(hand), key=lambda i: (hand.count(i), -i))
                return f"discard {ing(most)}"
            if kind == "altar":
                return max(legal, key=lambda a: int(a.split()[1]))
            if kind == "thinking":
                best = self._experiment(game, seat, drink=False)
                return f"think {pair_text(*best)}" if best else "stop"
            if kind == "republish":
                choice = self._publish_choice(game, seat)
                return choice[0] if choice else "later"
            if kind == "publishing":
                return self._publish_stage(game, seat, game.interrupts[0][2], legal)
            if kind == "boots":
                return "again"
            if kind == "periscope":
                return "peek"
        if game.phase == "keep":
            order = ("assistant", "custodian", "sage", "associate", "shopkeeper", "merchant", "barmaid", "herbalist")
            for f in order:
                if f"keep {f}" in legal:
                    return f"keep {f}"
            return legal[0]
        if game.phase == "order":
            return max(legal, key=lambda a: self._order_value(game, seat, int(a.split()[1]) - 1))
        if game.phase == "declare":
            return self._declare(game, seat, legal)
        sp = game.current_space()
        return getattr(self, f"_do_{sp}")(game, seat, legal)

    # ------------------------------------------------------------------ order and declaring
    def _order_value(self, game, seat, k):
        cost, fav, ingr, _, _ = ORDER_SPACES[k]
        need = max(0, 6 - len(game.ps[seat]["hand"]))
        return min(ingr, need) * 1.2 + ingr * 0.3 + fav * 1.0 - cost * 1.5 - k * 0.15

    def _declare(self, game, seat, legal):
        if "assistant" in legal:
            return "assistant"
        d = game.decl.get("uses", {})
        p = game.ps[seat]
        r = game.round
        kinds = len(set(p["hand"]))
        mask = self.mask(game, seat)
        certain = self._publishable(game, seat)
        plan = []
        if r <= 5:
            plan += ["student", "drink"]
        if r >= 2:
            if certain and p["gold"] >= 1:
                plan.append("publish")
            plan.append("sell")
        if r == 6:
            plan += ["exhibit", "exhibit", "publish", "exhibit"]
        if self._debunk_target(game, seat):
            plan.insert(0, "debunk")
        if len(p["hand"]) + d.get("gather", 0) < 4:
            plan.insert(0, "gather")
        if p["gold"] < 4:
            plan.append("transmute")
        if any(ARTIFACTS[a].cost <= p["gold"] for a in game.art_market):
            plan.insert(1, "artifact")
        plan += ["gather", "student", "publish", "drink", "sell", "gather", "transmute"]
        wanted = {}
        for sp in plan:
            wanted[sp] = wanted.get(sp, 0) + 1
            if d.get(sp, 0) < wanted[sp] and f"cube {sp}" in legal:
                if sp in ("student", "drink") and kinds + d.get("gather", 0) < 2:
                    continue
                return f"cube {sp}"
        return "done"

    # ------------------------------------------------------------------ experiments
    def _experiment(self, game, seat, drink: bool):
        mask = self.mask(game, seat)
        best, best_v = None, -math.inf
        for a, b in game._pairs(seat):
            dist = deduce.mix_distribution(mask, a, b)
            h = -sum(x * math.log(x) for x in dist if x > 0)
            if drink:
                h -= dist[2] * 0.6 + dist[4] * 0.4 + dist[6] * 1.0
            h += self.rng.random() * 1e-6
            if h > best_v:
                best, best_v = (a, b), h
        return best

    def _do_gather(self, game, seat, legal):
        hand = game.ps[seat]["hand"]
        takes = [a for a in legal if a.startswith("take")]
        if takes:
            return min(takes, key=lambda a: (hand.count(ing_index(a.split()[1])), a))
        return "draw" if "draw" in legal else "skip"

    def _do_transmute(self, game, seat, legal):
        if "favour sage" in legal:
            return "favour sage"
        hand = game.ps[seat]["hand"]
        if len(hand) <= 2 and game.round < 6:
            return "skip"
        opts = [a for a in legal if a.startswith("transmute")]
        return max(opts, key=lambda a: (hand.count(ing_index(a.split()[1])), a)) if opts else "skip"

    def _do_student(self, game, seat, legal):
        best = self._experiment(game, seat, drink=False)
        if best is None or (game.student_poisoned and game.ps[seat]["gold"] < 3):
            return "skip"
        return f"test {pair_text(*best)}"

    def _do_drink(self, game, seat, legal):
        best = self._experiment(game, seat, drink=True)
        return f"drink {pair_text(*best)}" if best else "skip"

    _do_custodian = _do_drink

    # ------------------------------------------------------------------ selling
    def _sale_plan(self, game, seat, request=None, guarantee=None):
        mask = self.mask(game, seat)
        hero = game.hero()
        best, best_v = None, -math.inf
        requests = [request] if request is not None else game._open_requests(seat)
        for r in requests:
            want = ADVENTURERS[hero][r]
            for a, b in game._pairs(seat):
                dist = deduce.mix_distribution(mask, a, b)
                tiers = np.zeros(5)
                for pot in range(7):
                    tiers[deduce.tier(pot, want)] += dist[pot]
                bad = tiers[1] + tiers[2]
                for g in ([guarantee] if guarantee else (4, 3, 2, 1)):
                    v = sum(tiers[t] for t in range(g, 5)) * g - bad * 1.2
                    if v > best_v:
                        best, best_v = (r, a, b, g), v
        return best, best_v

    def _do_sell(self, game, seat, legal):
        t = game.t
        stage = t.get("stage")
        if stage == "offer":
            return "offer 0"
        if stage == "guarantee":
            plan, _ = self._sale_plan(game, seat, request=t["request"])
            return f"guarantee {plan[3]}"
        if stage == "mix":
            plan, _ = self._sale_plan(game, seat, request=t["request"], guarantee=t["guarantee"])
            return f"sell {pair_text(plan[1], plan[2])}"
        plan, value = self._sale_plan(game, seat)
        if plan is None or value <= 0.3:
            return "skip"
        return f"request {plan[0] + 1}"

    # ------------------------------------------------------------------ artifacts
    def _do_artifact(self, game, seat, legal):
        if "favour shopkeeper" in legal:
            return "favour shopkeeper"
        buys = [a for a in legal if a.startswith("buy")]
        if not buys:
            return "skip"

        def worth(a):
            art = ARTIFACTS[int(a.split()[1])]
            return ((art.points or 0) + ARTIFACT_VALUE.get(art.id, 0)) / max(1, game.artifact_cost(seat, art.id))
        best = max(buys, key=worth)
        return best if worth(best) >= 0.5 else "skip"

    # ------------------------------------------------------------------ theories
    def _publishable(self, game, seat):
        return self._publish_choice(game, seat) is not None

    def _publish_choice(self, game, seat):
        """(action, alchemical, seal) of the best publication or endorsement, or None."""
        p = game.ps[seat]
        if not p["seals"]:
            return None
        marg = self.marginals(game, seat)
        used = {th["alch"] for th in game.theories if th is not None}
        options = game._publish_options(seat)
        best, best_v = None, -math.inf
        for act in options:
            head, letter = act.split()
            box = ing_index(letter)
            if head == "publish":
                cands = [(marg[box][a], a) for a in range(8) if a not in used]
                if not cands:
                    continue
                prob, alch = max(cands)
            else:
                alch = game.theories[box]["alch"]
                prob = marg[box][alch]
            seal = self._seal_for(marg, box, alch, prob, p["seals"], game)
            if seal is None:
                continue
            v = prob - (0.2 if head == "endorse" else 0)
            if v > best_v:
                best, best_v = (act, alch, seal), v
        return best

    def _seal_for(self, marg, box, alch, prob, seals, game):
        if prob >= self.publish_at:
            for k in ("gold", "silver"):
                if k in seals:
                    return k
        if prob >= self.hedge_at or (game.round in (3, 5) and prob >= 0.4):
            # hedge the colour whose sign is least sure
            doubt = []
            for c, name in enumerate(("red", "green", "blue")):
                wrong = sum(marg[box][x] for x in range(8) if ALCHEMICALS[x][c][0] != ALCHEMICALS[alch][c][0])
                doubt.append((wrong, name))
            for wrong, name in sorted(doubt, reverse=True):
                if name in seals:
                    return name
            if prob >= 0.9 and "silver" in seals:
                return "silver"
        return None

    def _publish_stage(self, game, seat, t, legal):
        choice = self._publish_choice_for_box(game, seat, t["box"])
        if t.get("stage") == "as":
            return f"as {choice[1] + 1}" if choice else legal[0]
        if choice and f"seal {choice[2]}" in legal:
            return f"seal {choice[2]}"
        return legal[-1]

    def _publish_choice_for_box(self, game, seat, box):
        marg = self.marginals(game, seat)
        th = game.theories[box]
        used = {x["alch"] for x in game.theories if x is not None}
        if th is None:
            cands = [(marg[box][a], a) for a in range(8) if a not in used]
            prob, alch = max(cands)
        else:
            alch = th["alch"]
            prob = marg[box][alch]
        seal = self._seal_for(marg, box, alch, prob, game.ps[seat]["seals"], game) or (
            [k for k in ("red", "green", "blue", "silver", "gold") if k in game.ps[seat]["seals"]] or [None])[0]
        return ("", alch, seal)

    def _do_publish(self, game, seat, legal):
        t = game.t
        if t.get("stage"):
            return self._publish_stage(game, seat, t, legal)
        choice = self._publish_choice(game, seat)
        return choice[0] if choice else "skip"

    def _debunk_target(self, game, seat):
        if game.round < 2:
            return None
        marg = self.marginals(game, seat)
        mine = {b for b, th in enumerate(game.theories) if th is not None and seat in [s for s, _ in th["seals"]]}
        best, best_v = None, 0.0
        for b, th in enumerate(game.theories):
            if th is None or b in mine:
                continue
            if not game.master:
                for c, letter in enumerate("rgb"):
                    wrong = sum(marg[b][x] for x in range(8) if ALCHEMICALS[x][c][0] != ALCHEMICALS[th["alch"]][c][0])
                    if wrong > best_v:
                        best, best_v = f"debunk {ing(b)} {letter}", wrong
            else:
                wrong = 1 - marg[b][th["alch"]]
                if wrong <= 0.95:
                    continue
                # a partner ingredient whose mix with the true alchemical the theory cannot explain
                for o in range(8):
                    if o == b:
                        continue
                    v = self._master_success(game, seat, b, o)
                    if v > best_v:
                        best, best_v = f"debunk {pair_text(min(b, o), max(b, o))}", v
        return best if best_v >= 0.95 else None

    def _master_success(self, game, seat, b, o):
        mask = self.mask(game, seat)
        sub = deduce.PERMS[mask]
        if len(sub) > 300:
            sub = sub[np.random.default_rng(len(sub)).choice(len(sub), 300, replace=False)]
        th = game.theories[b]
        other = game.theories[o]
        ok = 0
        for perm in sub:
            pot = MIX[perm[b]][perm[o]]
            explained = any(MIX[th["alch"]][x] == pot for x in range(8) if x != th["alch"])
            if other is not None:
                explained = explained and MIX[th["alch"]][other["alch"]] == pot
            ok += not explained
        return ok / len(sub)

    def _do_debunk(self, game, seat, legal):
        target = self._debunk_target(game, seat)
        return target if target in legal else "skip"

    # ------------------------------------------------------------------ exhibition
    def _do_exhibit(self, game, seat, legal):
        mask = self.mask(game, seat)
        t = game.t
        if t.get("stage") == "show":
            want = t["potion"]
            pairs = game._pairs(seat)
            a, b = max(pairs, key=lambda ab: deduce.mix_distribution(mask, *ab)[want])
            return f"show {pair_text(a, b)}"
        best, best_v = None, 0.0
        for a, b in game._pairs(seat):
            dist = deduce.mix_distribution(mask, a, b)
            for pot in range(1, 7):
                bonus = 0.5 if not game.exhibited[pot] else 0.0
                v = dist[pot] * (1 + bonus)
                if v > best_v:
                    best, best_v = pot, v
        if best is None or best_v < 0.6:
            return "skip"
        return f"exhibit {POTIONS[best].lower()}"


LEVELS = {"scholar": lambda seed=None: ScholarBot(seed=seed)}
