"""Alchemists' custom positions (tests and lessons): the keys, their checks and how they are set."""

from __future__ import annotations

from ...engine import OptionError
from .data import ARTIFACTS, COPIES_PER_INGREDIENT, FAVOURS, LETTERS, SEAL_KINDS
from .notation import FAVOUR_NAMES, MARKET, ROUNDS, ing_index


class AlchemistsPositions:
    """Mixed into :class:`.rules.Alchemists`."""

    # ------------------------------------------------------------------ positions
    KNOWN = ("binding", "hands", "gold", "reputation", "favours", "round", "theories", "market", "artifacts")

    def _check_position(self, position: dict) -> None:
        unknown = sorted(set(position) - set(self.KNOWN))
        if unknown:
            raise OptionError(f"An Alchemists position has no key {unknown[0]!r} (known: {', '.join(self.KNOWN)}).")
        n = self.players

        def ints(key, v, low, high, length=None):
            if (not isinstance(v, list) or (length is not None and len(v) != length)
                    or not all(type(x) is int and low <= x <= high for x in v)):
                raise OptionError(f"Position key {key!r} is a list of {length or 'some'} whole numbers from {low} to {high}.")

        if "binding" in position:
            v = position["binding"]
            ints("binding", v, 0, 7, 8)
            if sorted(v) != list(range(8)):
                raise OptionError("Position key 'binding' gives each ingredient a different alchemical (0 to 7).")
        for key in ("gold", "reputation"):
            if key in position:
                ints(key, position[key], 0, 99, n)
        if "round" in position:
            v = position["round"]
            if type(v) is not int or not 1 <= v <= ROUNDS:
                raise OptionError("Position key 'round' is a whole number from 1 to 6.")
        for key, words in (("hands", LETTERS), ("favours", None)):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n or not all(isinstance(x, list) and len(x) <= 40 for x in v):
                    raise OptionError(f"Position key {key!r} is one list per player.")
                for x in v:
                    for c in x:
                        if key == "hands" and not (isinstance(c, str) and len(c) == 1 and c.upper() in LETTERS):
                            raise OptionError("Position key 'hands' lists ingredient letters A to H per player.")
                        if key == "favours" and c not in FAVOUR_NAMES:
                            raise OptionError(f"Position key 'favours' lists favour names ({', '.join(FAVOUR_NAMES)}).")
        if "market" in position:
            v = position["market"]
            if not isinstance(v, list) or len(v) > MARKET or not all(isinstance(c, str) and len(c) == 1
                                                                      and c.upper() in LETTERS for c in v):
                raise OptionError("Position key 'market' lists up to 5 ingredient letters A to H.")
        if "artifacts" in position:
            v = position["artifacts"]
            if not isinstance(v, list) or len(v) != n:
                raise OptionError("Position key 'artifacts' is one list of artifact numbers (0 to 17) per player.")
            for x in v:
                ints("artifacts", x, 0, len(ARTIFACTS) - 1)
        if "theories" in position:
            v = position["theories"]
            if not isinstance(v, list) or len(v) > 8:
                raise OptionError("Position key 'theories' lists [ingredient letter, alchemical 0-7, seat, seal] items.")
            for item in v:
                if (not isinstance(item, list) or len(item) != 4 or not isinstance(item[0], str) or len(item[0]) != 1
                        or item[0].upper() not in LETTERS or type(item[1]) is not int or not 0 <= item[1] <= 7
                        or type(item[2]) is not int or not 0 <= item[2] < n or item[3] not in SEAL_KINDS):
                    raise OptionError("Position key 'theories' lists [ingredient letter, alchemical 0-7, seat, seal] items.")

    def _set_position(self, position: dict) -> None:
        n = self.players
        self.events = []            # the lines of the deal a position replaces
        if "binding" in position:
            self.binding = list(position["binding"])
        # every card goes back to the pile first, then the position deals what it names
        pool = [i for i in range(8) for _ in range(COPIES_PER_INGREDIENT)]
        if "round" in position:
            self.round = position["round"]
            self.art_market = list(self.art_sets[1 if self.round <= 3 else (2 if self.round <= 5 else 3)])
        hands = [[ing_index(c.lower()) for c in x] for x in position["hands"]] if "hands" in position \
            else [list(p["hand"]) for p in self.ps]
        market = [ing_index(c.lower()) for c in position["market"]] if "market" in position else list(self.market)
        for i in [c for h in hands for c in h] + market:
            if i not in pool:
                raise OptionError("The position names more than 5 copies of one ingredient.")
            pool.remove(i)
        self.rng.shuffle(pool)
        self.deck, self.ing_discard, self.market = pool, [], market
        for s in range(n):
            self.ps[s]["hand"] = sorted(hands[s])
        if "favours" in position:
            fpool = [name for name, c in FAVOURS for _ in range(c)]
            for s in range(n):
                for f in position["favours"][s]:
                    if f not in fpool:
                        raise OptionError("The position names more favour cards of one kind than there are.")
                    fpool.remove(f)
                self.ps[s]["favours"] = sorted(position["favours"][s])
            self.fdeck, self.fdiscard = fpool, []
        for key, field in (("gold", "gold"), ("reputation", "rep")):
            if key in position:
                for s in range(n):
                    self.ps[s][field] = position[key][s]
        if "artifacts" in position:
            for s in range(n):
                self.ps[s]["artifacts"] = sorted(set(position["artifacts"][s]))
                for a in self.ps[s]["artifacts"]:
                    if a in self.art_market:
                        self.art_market.remove(a)
        if "theories" in position:
            for letter, alch, s, kind in position["theories"]:
                box = ing_index(letter.lower())
                th = self.theories[box]
                if th is None:
                    if any(t is not None and t["alch"] == alch for t in self.theories):
                        raise OptionError("Position key 'theories' puts one alchemical on two ingredients.")
                    self.theories[box] = {"alch": alch, "seals": [[s, kind]], "conflict": False}
                else:
                    if th["alch"] != alch:
                        raise OptionError("Position key 'theories' gives one ingredient two alchemicals.")
                    th["seals"].append([s, kind])
                if kind not in self.ps[s]["seals"]:
                    raise OptionError("Position key 'theories' uses more seals of a kind than a player has.")
                self.ps[s]["seals"].remove(kind)
        if "favours" not in position:
            # a position skips the choice of a starting favour: each keeps the first one dealt
            for p in self.ps:
                p["favours"] = p["favours"][:1]
            fpool = [name for name, c in FAVOURS for _ in range(c)]
            for f in [f for p in self.ps for f in p["favours"]]:
                fpool.remove(f)
            self.rng.shuffle(fpool)
            self.fdeck, self.fdiscard = fpool, []
        self.queue = []
        self._start_order()
