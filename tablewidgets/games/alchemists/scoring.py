"""Alchemists' theories, debunking, the exhibition, the end of a round (seal bonus, favours for
unused cubes, conferences) and the final scoring."""

from __future__ import annotations

from .data import (ALCHEMICALS, ARTIFACTS, COLOUR_NAMES, COLOURS, GRANTS, INGREDIENTS, MIX, POTION_NAMES, POTIONS,
                   SEAL_HEDGE, SEAL_POINTS, alchemical_code, potion_colour)
from .notation import ROUNDS, ing_index


class AlchemistsScoring:
    """Mixed into :class:`.rules.Alchemists`."""

    # -- theories
    def _seal(self, seat: int, kind: str, box: int, alch: int | None) -> None:
        p = self.ps[seat]
        th = self.theories[box]
        cost = self.publish_cost(seat, box)
        p["gold"] -= cost
        if th is not None:
            for s, _ in th["seals"]:
                self.ps[s]["gold"] += 1
            th["seals"].append([seat, kind])
            self.say(f"{self.seat_name(seat)} endorses the theory on {INGREDIENTS[box]} with a {kind} seal.")
        else:
            a = alch
            self.theories[box] = {"alch": a, "seals": [[seat, kind]], "conflict": False}
            self.say(f"{self.seat_name(seat)} publishes {INGREDIENTS[box]} = {alchemical_code(a)} with a "
                     f"{kind} seal.")
        p["seals"].remove(kind)
        self.gain(seat, 1 + (2 if 8 in p["artifacts"] else 0), "publication")
        self._grant(seat)

    def _grant(self, seat: int) -> None:
        p = self.ps[seat]
        signed = {b for b in range(8) if self.theories[b] is not None
                  and seat in [s for s, _ in self.theories[b]["seals"]]}
        need = 2 if not p["grants"] else 3
        for g in list(self.grants):
            shown, _ = GRANTS[g]
            if len(signed & set(shown)) >= need:
                self.grants.remove(g)
                p["grants"].append(g)
                p["gold"] += 2
                self.say(f"{self.seat_name(seat)} wins a grant: 2 gold and {GRANTS[g][1]} points at the end.")
                return

    def _refute(self, box: int, colour: int | None, why: str) -> None:
        th = self.theories[box]
        self.theories[box] = None
        self.say(f"The theory on {INGREDIENTS[box]} ({alchemical_code(th['alch'])}) is debunked {why}.")
        for s, kind in th["seals"]:
            if colour is None or SEAL_HEDGE[kind] != colour:
                self.gain(s, -5, "seal on a debunked theory")
        if th["conflict"]:
            for other in self.theories:
                if other is not None and other["conflict"]:
                    partner = other.get("partner")
                    if partner == box:
                        other["conflict"] = False
                        other.pop("partner", None)

    def _debunk(self, seat: int, w: list) -> None:
        self.reveal()
        name = self.seat_name(seat)
        refuted = False
        if not self.master:
            box = ing_index(w[1])
            c = COLOURS.index(w[2].upper())
            true_sign = ALCHEMICALS[self.binding[box]][c][0]
            self.public_facts.append(("aspect", box, c, true_sign))
            self.say(f"{name} names the {COLOUR_NAMES[COLOURS[c]]} aspect of {INGREDIENTS[box]}: it is "
                     f"{'+' if true_sign > 0 else '−'}.")
            th = self.theories[box]
            if ALCHEMICALS[th["alch"]][c][0] != true_sign:
                self._refute(box, c, f"by {name}")
                refuted = True
        else:
            a, b = (ing_index(x) for x in w[1].split("+"))
            pot = MIX[self.binding[a]][self.binding[b]]
            self.public_facts.append(("mix", a, b, pot))
            self.say(f"{name} shows that {INGREDIENTS[a]} and {INGREDIENTS[b]} make {POTION_NAMES[POTIONS[pot]]}.")
            colour = potion_colour(pot)
            ta, tb = self.theories[a], self.theories[b]
            bad = []
            for box, th, other in ((a, ta, b), (b, tb, a)):
                if th is None:
                    continue
                partner = self.theories[other]
                if partner is not None:
                    continue
                used = {x["alch"] for x in self.theories if x is not None}
                if not any(MIX[th["alch"]][x] == pot for x in range(8) if x != th["alch"]):
                    bad.append(box)
            if ta is not None and tb is not None:
                if MIX[ta["alch"]][tb["alch"]] != pot:
                    alone_a = any(MIX[ta["alch"]][x] == pot for x in range(8) if x != ta["alch"])
                    alone_b = any(MIX[tb["alch"]][x] == pot for x in range(8) if x != tb["alch"])
                    if not alone_a:
                        bad.append(a)
                    if not alone_b:
                        bad.append(b)
                    if alone_a and alone_b:
                        ta["conflict"] = tb["conflict"] = True
                        ta["partner"], tb["partner"] = b, a
                        self.say("The two theories cannot both be right: they are in conflict.")
                        refuted = True
            for box in sorted(set(bad)):
                self._refute(box, colour, f"by {name}")
                refuted = True
        if refuted:
            self.gain(seat, 2, "successful debunking")
            if any(r[0] == seat and r[2] < r[1] for r in self.rows["publish"]) and self._publish_options(seat):
                self.interrupts.append([seat, "republish", 0])
        else:
            self.gain(seat, -1, "failed debunking")

    # -- exhibition
    def _exhibit(self, seat: int, a: int, b: int, want: int) -> None:
        self.reveal()
        pot = MIX[self.binding[a]][self.binding[b]]
        ok = pot == want
        p = self.ps[seat]
        self._discard_ingredients(seat, [a, b])
        self._record(seat, ("exhibit", a, b, want, ok), {"a": a, "b": b, "want": want, "ok": ok, "how": "exhibit"})
        self.public_results.append({"seat": seat, "how": "exhibit", "want": want, "ok": ok, "round": self.round})
        name = self.seat_name(seat)
        if not ok:
            self.say(f"{name} fails to exhibit {POTION_NAMES[POTIONS[want]]}.")
            self.gain(seat, -1, "failed exhibition")
            return
        self.say(f"{name} exhibits {POTION_NAMES[POTIONS[want]]}.")
        rep = 0
        if not self.exhibited[want]:
            rep += 1
        if seat not in self.exhibited[want]:
            self.exhibited[want].append(seat)
        p["exhibited"].append(want)
        for i in (a, b):
            if i not in p["feather"]:
                p["feather"].append(i)
        partner = want + 1 if want % 2 == 1 else want - 1
        if partner in p["exhibited"] and p["exhibited"].count(want) == 1:
            rep += 2
        self.gain(seat, rep, "exhibition")

    # -- the end of a round
    def _end_round(self) -> None:
        n = self.players
        counts = [self.seal_count(s) for s in range(n)]
        best = max(counts)
        if best > 0 and counts.count(best) == 1:
            self.gain(counts.index(best), 1, "most seals on the theory board")
        for s, p in enumerate(self.ps):
            k = p["unused"] // 2
            p["unused"] = 0
            if k:
                self.say(f"{self.seat_name(s)} gets {k} favour card{'s' if k > 1 else ''} for unused cubes.")
                self._draw_favours(s, k, interrupt=self.round < ROUNDS)
        if self.round in (3, 5):
            self._conference()
        for p in self.ps:
            # hospital cubes miss the next round: they wait in its unused box (and count there)
            p["hospital"] = p["hospital_next"]
            p["unused"] = p["hospital_next"]
            p["hospital_next"] = 0
            p["paralysed"] = p["paralysed_next"]
            p["paralysed_next"] = False
            p.pop("declared", None)
            p["boots"] = p["periscope"] = False
        if self.round >= ROUNDS:
            self._score()
            return
        self.round += 1
        self.start = (self.start + 1) % n
        if self.round in (4, 6):
            self.art_market = list(self.art_sets[2 if self.round == 4 else 3])
        self._begin_round_state()
        self.say(f"Round {self.round} begins.")
        self._start_order()

    def seal_count(self, seat: int) -> int:
        return sum(1 for th in self.theories if th is not None and not th["conflict"]
                   for s, _ in th["seals"] if s == seat)

    def _conference(self) -> None:
        first = self.round == 3
        if self.master:
            table = {2: 1, 1: -1, 0: -2} if first else {3: 1, 2: -1, 1: -2, 0: -3}
        else:
            table = {1: 1, 0: -1} if first else {2: 1, 1: -1, 0: -2}
        top = max(table)
        for s in range(self.players):
            k = min(self.seal_count(s), top)
            self.gain(s, table[k], "conference")

    # -- scoring
    def score_parts(self, seat: int) -> dict:
        p = self.ps[seat]
        art = 0
        for a in p["artifacts"]:
            art_def = ARTIFACTS[a]
            if art_def.points is not None:
                art += art_def.points
            elif a == 14:
                art += 2 * len(p["artifacts"])
            elif a == 15:
                art += len(p["feather"])
            elif a == 16:
                art += p["rep"] // 5
            elif a == 17:
                art += sum(1 for b, th in enumerate(self.theories) if th is not None and th["alch"] == self.binding[b]
                           for s, _ in th["seals"] if s == seat)
        grants = sum(GRANTS[g][1] for g in p["grants"])
        money = (p["gold"] + 2 * len(p["favours"])) // 3
        seals = 0
        for b, th in enumerate(self.theories):
            if th is None:
                continue
            truth = self.binding[b]
            diffs = [c for c in range(3) if ALCHEMICALS[truth][c][0] != ALCHEMICALS[th["alch"]][c][0]]
            for s, kind in th["seals"]:
                if s != seat:
                    continue
                if not diffs:
                    seals += SEAL_POINTS[kind]
                elif not (len(diffs) == 1 and SEAL_HEDGE[kind] == diffs[0]):
                    seals -= 4
        return {"reputation": p["rep"], "artifacts": art, "grants": grants, "money": money, "seals": seals}

    def _score(self) -> None:
        parts = [self.score_parts(s) for s in range(self.players)]
        scores = [sum(x.values()) for x in parts]
        details = [", ".join(f"{v} {k}" for k, v in x.items()) for x in parts]
        self.finish(scores, reason="Six rounds are over.", details=details)
