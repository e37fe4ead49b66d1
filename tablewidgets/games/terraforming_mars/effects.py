"""Terraforming Mars: prices, requirements, the map's placement rules, the global parameters and the
running of the effect vocabulary (a part of the rules model, mixed into its class)."""

from __future__ import annotations

from .board import OFF_MARS, POLE_OCEAN_COST
from .cards import CARDS
from .state import OCEAN_MAX, OXY_MAX, RES, STANDARD, TEMP_MAX


class Effects:
    """Costs, requirements, placement and the ops of the effect vocabulary."""

    # ------------------------------------------------------------------ helpers
    def tags(self, s: int) -> dict:
        out: dict = {}
        p = self.ps[s]
        for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
            c = CARDS[cid]
            if c["kind"] == "event":
                continue
            for t in c["tags"]:
                out[t] = out.get(t, 0) + 1
        return out

    def effects(self, s: int) -> list:
        p = self.ps[s]
        out = []
        for cid in ([p["corp"]] if p["corp"] else []) + p["played"]:
            for e in CARDS[cid]["effects"]:
                out.append((cid, e))
        return out

    def _special(self, s: int, name: str, anywhere: bool = False) -> bool:
        """The corporation (``anywhere``: or a played card) of ``s`` has the named special effect."""
        p = self.ps[s]
        cards = ([p["corp"]] if p["corp"] else []) + (p["played"] if anywhere else [])
        return any(e.get("special") == name for c in cards for e in CARDS[c]["effects"])

    def _takeable(self, owner: int, cid: str, taker: int) -> bool:
        """Animals and microbes can be taken from a card unless it is Pets or its owner is protected
        (Protected Habitats) against another player."""
        if CARDS[cid]["name"] == "Pets":
            return False
        return owner == taker or not self._special(owner, "protected", anywhere=True)

    def owns_name(self, s: int, name: str) -> bool:
        p = self.ps[s]
        return any(CARDS[c]["name"] == name for c in p["played"] + ([p["corp"]] if p["corp"] else []))

    def cost_of(self, s: int, cid: str) -> int:
        c = CARDS[cid]
        cost = c["cost"]
        for _, e in self.effects(s):
            if "discount" in e and (e["tags"] is None or any(t in c["tags"] for t in e["tags"])):
                cost -= e["discount"]
        if self.owns_name(s, "ThorGate") and "energy" in c["tags"]:
            cost -= 3
        cost -= self.ps[s]["next_discount"]
        return max(0, cost)

    def std_cost(self, s: int, kind: str) -> int:
        cost = STANDARD[kind]
        if kind == "power" and self.owns_name(s, "ThorGate"):
            cost -= 3
        return cost

    def pay_units(self, s: int, cid: str) -> dict:
        """What besides M€ may pay for ``cid``: {kind: (how many ``s`` has, M€ each)}."""
        p = self.ps[s]
        tags = CARDS[cid]["tags"]
        units = {}
        if "building" in tags:
            units["steel"] = (p["res"]["steel"], p["steelv"])
        if "space" in tags:
            units["ti"] = (p["res"]["ti"], p["tiv"])
        if self.owns_name(s, "Helion"):
            units["heat"] = (p["res"]["heat"], 1)
        if "plant" in tags and "P39" in p["played"]:      # Psychrophiles: its microbes pay 2 M€ each
            units["mic"] = (p["cres"].get("P39", 0), 2)
        return units

    def payment(self, s: int, cid: str, cash_only: bool = False):
        """How ``s`` pays for ``cid`` by default: {mc, steel, ti, heat, mic} or None if it cannot.

        The default spends titanium, steel and microbes first as far as they help without waste
        (one more unit if M€ and heat would not cover the rest), then M€, then heat (Helion).
        ``cash_only``: M€ only (heat for Helion when M€ run out).
        """
        p = self.ps[s]
        due = self.cost_of(s, cid)
        pay = {"mc": 0, "steel": 0, "ti": 0, "heat": 0, "mic": 0}
        units = self.pay_units(s, cid)
        if not cash_only:
            for kind in ("ti", "steel", "mic"):
                if kind not in units or not units[kind][0] or not due:
                    continue
                have, value = units[kind]
                n = min(have, due // value)
                due -= n * value
                if due > p["res"]["mc"] + self._heat_money(s) and n < have:
                    n += 1
                    due = max(0, due - value)
                pay[kind] = n
        pay["mc"] = min(due, p["res"]["mc"])
        pay["heat"] = due - pay["mc"]
        if pay["heat"] > self._heat_money(s):
            return None
        return pay

    def split_payment(self, s: int, cid: str, split: dict):
        """The payment ``split`` (counts of steel, ti, heat, mic; M€ for the rest) or why it is not legal."""
        p = self.ps[s]
        cost = self.cost_of(s, cid)
        units = self.pay_units(s, cid)
        names = {"steel": "steel (building cards only)", "ti": "titanium (space cards only)",
                 "heat": "heat (Helion only)", "mic": "microbes (Psychrophiles, plant cards only)"}
        total = 0
        for kind, n in split.items():
            if not n:
                continue
            if kind not in units:
                return f"{CARDS[cid]['name']} cannot be paid with {names[kind]}."
            if n > units[kind][0]:
                return f"You have only {units[kind][0]} {kind} to pay with, not {n}."
            total += n * units[kind][1]
        for kind, n in split.items():
            if n and total - units[kind][1] >= cost:
                return (f"That payment is worth {total} M€ for a cost of {cost} M€: no change is given, "
                        f"so pay with less {kind}.")
        mc = max(0, cost - total)
        if mc > p["res"]["mc"]:
            return f"The rest, {mc} M€, is more than your {p['res']['mc']} M€."
        return {"mc": mc, "steel": 0, "ti": 0, "heat": 0, "mic": 0, **split}

    def _heat_money(self, s: int) -> int:
        return self.ps[s]["res"]["heat"] if self.owns_name(s, "Helion") else 0

    def _pay_mc(self, s: int, amount: int) -> None:
        p = self.ps[s]
        use = min(amount, p["res"]["mc"])
        p["res"]["mc"] -= use
        p["res"]["heat"] -= amount - use

    def _can_pay_mc(self, s: int, amount: int) -> bool:
        return self.ps[s]["res"]["mc"] + self._heat_money(s) >= amount

    def req_ok(self, s: int, cid: str) -> bool:
        req = CARDS[cid].get("req")
        if not req:
            return True
        what, cmp, n = req
        slack = self.ps[s]["slack"] + self.ps[s]["next_slack"]
        if what == "ecosystems":
            tags = self.tags(s)
            return sum(1 for t in ("microbe", "animal", "plant") if tags.get(t)) + tags.get("wild", 0) >= n
        if what == "oxygen":
            have, step = self.oxygen, 1
        elif what == "temp":
            have, step = self.temp, 2
        elif what == "oceans":
            have, step = self.oceans, 1
        else:
            slack = 0
            step = 1
            if what.startswith("tag:"):
                tags = self.tags(s)
                have = tags.get(what[4:], 0) + tags.get("wild", 0)
            elif what.startswith("prod:"):
                have = self.ps[s]["prod"][what[5:]]
            elif what == "greeneries":
                have = sum(1 for t in self.tiles.values() if t["t"] == "greenery" and t["o"] == s)
            else:
                have = sum(1 for t in self.tiles.values() if t["t"] == "city")
        if cmp == ">=":
            return have + slack * step >= n
        return have - slack * step <= n

    def _ops_possible(self, s: int, ops: list) -> bool:
        p = self.ps[s]
        for op in ops:
            if op[0] == "prod" and op[2] < 0 and p["prod"][op[1]] + op[2] < (-5 if op[1] == "mc" else 0):
                return False
            if op[0] == "gain" and op[2] < 0 and p["res"][op[1]] + op[2] < 0:
                return False
            if op[0] == "hitprod" and not self.solo and not self._hitprod_targets(op[1], op[2]):
                return False
            if op[0] == "tile" and op[2] in ("noctis", "phobos", "ganymede") and not self.spaces_for(s, op[1], op[2]):
                return False
        return True

    def _hitprod_targets(self, res: str, n: int) -> list:
        floor = -5 if res == "mc" else 0
        return [t for t in range(self.players) if self.ps[t]["prod"][res] - n >= floor]

    def playable(self, s: int, cid: str) -> bool:
        return (self.req_ok(s, cid) and self.payment(s, cid) is not None
                and self._ops_possible(s, CARDS[cid]["do"]))

    # ------------------------------------------------------------------ the map
    def spaces_for(self, s: int, kind: str, where: str = "normal", spare: int | None = None) -> list:
        """The spaces where ``s`` may place a ``kind`` tile by the rule ``where``; ``spare``: the M€ left
        for a space that costs (the Hellas south pole's ocean), by default all of them."""
        SPACES, ADJ, NOCTIS, VOLCANIC = self.map.spaces, self.map.adj, self.map.noctis, self.map.volcanic
        if where in OFF_MARS:
            return [where] if where not in self.tiles else []
        if where == "noctis" and NOCTIS is not None:
            return [NOCTIS] if NOCTIS not in self.tiles else []
        free = [k for k in SPACES if k not in self.tiles]
        if self.map.ocean_bonus and self.oceans < OCEAN_MAX:
            money = (self.ps[s]["res"]["mc"] + self._heat_money(s)) if spare is None else spare
            if money < POLE_OCEAN_COST:
                free = [k for k in free if k not in self.map.ocean_bonus]
        if kind == "ocean":
            if self.oceans >= OCEAN_MAX:
                return []
            if where == "land":
                return [k for k in free if not SPACES[k]["ocean"] and k != NOCTIS and self.claims.get(k, s) == s]
            return [k for k in free if SPACES[k]["ocean"] and self.claims.get(k, s) == s]
        if where == "ocean_space":
            land = [k for k in free if SPACES[k]["ocean"]]
        else:
            land = [k for k in free if not SPACES[k]["ocean"] and k != NOCTIS]
        if where == "volcanic" and VOLCANIC:      # a map without volcanoes: any land space
            land = [k for k in land if k in VOLCANIC]
        if kind == "city" and where != "near2cities":
            land = [k for k in land if not any(self.tiles.get(a, {}).get("t") == "city" for a in ADJ[k])]
        if where == "near2cities":
            land = [k for k in land if sum(1 for a in ADJ[k] if self.tiles.get(a, {}).get("t") == "city") >= 2]
        elif where == "isolated":
            land = [k for k in land if not any(a in self.tiles for a in ADJ[k])]
        elif where == "next_city":
            land = [k for k in land if any(self.tiles.get(a, {}).get("t") == "city" for a in ADJ[k])]
        elif where == "next_greenery":
            land = [k for k in land if any(self.tiles.get(a, {}).get("t") == "greenery" for a in ADJ[k])]
        elif where == "next_own_steel":
            land = [k for k in land if any(self.tiles.get(a, {}).get("o") == s for a in ADJ[k])
                    and ({"steel", "ti"} & set(SPACES[k]["bonus"]))]
        elif where == "steel_bonus":
            land = [k for k in land if {"steel", "ti"} & set(SPACES[k]["bonus"])]
        land = [k for k in land if self.claims.get(k, s) == s]
        if kind == "greenery" and where in ("normal",):
            near = [k for k in land if any(self.tiles.get(a, {}).get("o") == s and self.tiles[a]["t"] != "ocean"
                                           for a in ADJ[k])]
            if near:
                land = near
        return sorted(land, key=lambda k: (SPACES[k]["y"], SPACES[k]["x"]))

    def _place(self, s: int, kind: str, key: str, card) -> None:
        SPACES, ADJ = self.map.spaces, self.map.adj
        owner = None if kind == "ocean" else s
        self.tiles[key] = {"t": kind, "o": owner, "c": card}
        self.claims.pop(key, None)
        p = self.ps[s]
        if key in SPACES:
            for b in SPACES[key]["bonus"]:
                if b == "card":
                    p["hand"] += self._draw(1)
                elif b == "ocean":          # Hellas' south pole: 6 M€ for an ocean, while oceans are left
                    if self.oceans < OCEAN_MAX:     # (in the final greenery too: the ocean and its TR count)
                        self._pay_mc(s, POLE_OCEAN_COST)
                        self.queue.insert(0, [s, ["tile", "ocean", "normal"], None])
                else:
                    p["res"][b] += 1
            oceans = sum(1 for a in ADJ[key] if self.tiles.get(a, {}).get("t") == "ocean")
            p["res"]["mc"] += 2 * oceans
            if {"steel", "ti"} & set(SPACES[key]["bonus"]) and self._special(s, "metal_bonus"):
                p["prod"]["steel"] += 1
            if card and CARDS[card]["name"] in ("Mining Rights", "Mining Area"):
                got = "ti" if "ti" in SPACES[key]["bonus"] else "steel"
                p["prod"][got] += 1
        self.say(f"{self.seat_name(s)} places {'an ocean' if kind == 'ocean' else 'a ' + kind} on "
                 f"{SPACES[key]['name'] or key if key in SPACES else OFF_MARS[key]}.")
        if kind == "ocean":
            self.oceans += 1
            p["tr"] += 1
            self._trigger(s, ["ocean"])
        elif kind == "greenery":
            if self.phase != "final":
                self._raise_oxygen(s)
            self._trigger(s, ["greenery"])
        elif kind == "city":
            self._trigger(s, ["city"])
            if key in SPACES:
                self._trigger(s, ["citymars"])

    # ------------------------------------------------------------------ global parameters
    def _raise_temp(self, s: int) -> None:
        if self.temp >= TEMP_MAX:
            return
        self.temp += 2
        self.ps[s]["tr"] += 1
        if self.temp in (-24, -20):
            self.ps[s]["prod"]["heat"] += 1
        elif self.temp == 0:
            self.queue.insert(0, [s, ["ocean", 1], None])

    def _raise_oxygen(self, s: int) -> None:
        if self.oxygen >= OXY_MAX:
            return
        self.oxygen += 1
        self.ps[s]["tr"] += 1
        if self.oxygen == 8:
            self._raise_temp(s)

    def maxed(self) -> bool:
        return self.temp >= TEMP_MAX and self.oxygen >= OXY_MAX and self.oceans >= OCEAN_MAX

    # ------------------------------------------------------------------ running effects
    def _trigger(self, s: int, on: list, card: str | None = None) -> None:
        for t in range(self.players):
            for cid, e in self.effects(t):
                if "on" not in e:
                    continue
                if e["who"] == "own" and t != s:
                    continue
                if e["on"] == on:
                    for op in e["do"]:
                        self.queue.append([t, op, cid])

    def _run(self, s: int, op: list, card) -> None:
        """Execute one op; an op that needs a decision of ``s`` sets ``pending``."""
        p = self.ps[s]
        k = op[0]
        if k == "gain":
            p["res"][op[1]] = max(0, p["res"][op[1]] + op[2])
        elif k == "prod":
            p["prod"][op[1]] = max(-5 if op[1] == "mc" else 0, p["prod"][op[1]] + op[2])
        elif k in ("spend",):
            p["res"][op[1]] -= op[2]
        elif k == "spendprod":
            p["prod"][op[1]] -= op[2]
        elif k == "spendres":
            p["cres"][card] = p["cres"].get(card, 0) - op[1]
        elif k == "temp":
            for _ in range(op[1]):
                self._raise_temp(s)
        elif k == "oxygen":
            for _ in range(op[1]):
                self._raise_oxygen(s)
        elif k == "ocean":
            for _ in range(op[1]):
                self.queue.insert(0, [s, ["tile", "ocean", "normal"], card])
        elif k == "tr":
            p["tr"] += op[1]
        elif k == "draw":
            got = self._draw(op[1])
            p["hand"] += got
            if got:
                self.say(f"You draw {', '.join(CARDS[c]['name'] for c in got)}.", to=(s,))
        elif k == "tile":
            spots = self.spaces_for(s, op[1], op[2])
            if spots:
                self.pending = {"kind": "place", "tile": op[1], "spots": spots, "card": card, "seat": s}
        elif k == "res":
            if card:
                p["cres"][card] = p["cres"].get(card, 0) + op[1]
        elif k == "res_to":
            holders = [c for c in p["played"] if (CARDS[c].get("holds") == op[1] if op[1] != "any"
                                                  else p["cres"].get(c, 0) > 0)]
            if len(holders) == 1:
                p["cres"][holders[0]] = p["cres"].get(holders[0], 0) + op[2]
            elif holders:
                self.pending = {"kind": "onto", "cards": holders, "n": op[2], "seat": s}
        elif k == "res_off":
            cards = [(t, c) for t in range(self.players) for c in self.ps[t]["played"]
                     if CARDS[c].get("holds") == op[1] and self.ps[t]["cres"].get(c, 0) > 0
                     and self._takeable(t, c, s)]
            if cards:
                self.pending = {"kind": "off", "cards": [c for _, c in cards], "n": op[2], "seat": s}
        elif k == "hit":
            if self.solo:
                return
            targets = [t for t in range(self.players) if t != s and self.ps[t]["res"][op[1]] > 0
                       and not (op[1] == "plants" and self._special(t, "protected", anywhere=True))]
            if targets:
                self.pending = {"kind": "hit", "res": op[1], "n": op[2], "targets": targets, "seat": s}
        elif k == "hitprod":
            if self.solo:
                return
            targets = self._hitprod_targets(op[1], op[2])
            others = [t for t in targets if t != s]
            targets = others or targets
            if len(targets) == 1:
                self.ps[targets[0]]["prod"][op[1]] -= op[2]
            elif targets:
                self.pending = {"kind": "hitprod", "res": op[1], "n": op[2], "targets": targets, "seat": s}
        elif k == "times":
            n = self._count(s, op[1])
            for _ in range(n):
                for inner in reversed(op[2]):
                    self.queue.insert(0, [s, inner, card])
        elif k == "choose":
            self.pending = {"kind": "choose", "options": op[1:], "card": card, "seat": s}
        elif k == "steal":
            if self.solo:
                p["res"][op[1]] += op[2]
                return
            targets = [t for t in range(self.players) if t != s and self.ps[t]["res"][op[1]] > 0]
            if targets:
                self.pending = {"kind": "steal", "res": op[1], "n": op[2], "targets": targets, "seat": s}
        elif k == "look":
            got = self._draw(op[1])
            if got:
                self.pending = {"kind": "look", "cards": got, "keep": op[2], "price": op[3], "taken": [], "seat": s}
                self.say(f"You look at {', '.join(CARDS[c]['name'] for c in got)}.", to=(s,))
        elif k == "swap":
            if p["hand"]:
                self.pending = {"kind": "swap", "seat": s}
        elif k == "exchange":
            most = p["prod"][op[2]] if op[1] == "prod" else p["res"][op[2]]
            if most > 0:
                self.pending = {"kind": "amount", "what": op[1], "from": op[2], "to": op[3], "most": most, "seat": s}
        elif k == "drawtag":
            found = []
            while len(found) < op[2]:
                got = self._draw(1)
                if not got:
                    break
                if op[1] in CARDS[got[0]]["tags"]:
                    found.append(got[0])
                else:
                    self.discard.append(got[0])
                    self.say(f"{CARDS[got[0]]['name']} is revealed and discarded.")
            p["hand"] += found
            if found:
                self.say(f"You draw {', '.join(CARDS[c]['name'] for c in found)}.", to=(s,))
        elif k == "search":
            got = self._draw(1)
            if got:
                self.discard.append(got[0])
                hit = "microbe" in CARDS[got[0]]["tags"]
                self.say(f"{CARDS[got[0]]['name']} is revealed{': a microbe' if hit else ''} and discarded.")
                if hit and card:
                    p["cres"][card] = p["cres"].get(card, 0) + 1
        elif k == "claim":
            SPACES = self.map.spaces
            spots = [x for x in SPACES if x not in self.tiles and x not in self.claims and x != self.map.noctis]
            if spots:
                self.pending = {"kind": "claim", "spots": sorted(spots, key=lambda x: (SPACES[x]["y"], SPACES[x]["x"])),
                                "seat": s}
        elif k == "lowest":
            low = min(p["prod"].values())
            options = [r for r in RES if p["prod"][r] == low]
            if len(options) == 1:
                p["prod"][options[0]] += 1
            else:
                self.pending = {"kind": "lowest", "options": options, "seat": s}
        elif k == "freeaward":
            funded = {a for a, _ in self.awards}
            if len(self.awards) < 3 and not self.solo:
                self.pending = {"kind": "freeaward", "options": [a for a in self.map.awards if a not in funded], "seat": s}
        elif k == "copyprod":
            cards = self.copy_candidates(s, card)
            if cards:
                self.pending = {"kind": "copy", "cards": cards, "seat": s}
        elif k == "playnow":
            if op[1] == "slack":
                p["next_slack"] = 99
            else:
                p["next_discount"] = 25
            if any(self.playable(s, c) for c in p["hand"]):
                self.pending = {"kind": "playnow", "seat": s}
            else:
                p["next_slack"] = p["next_discount"] = 0
        elif k == "nextdiscount":
            p["next_discount"] = op[1]
        elif k == "nextslack":
            p["next_slack"] = op[1]
        elif k == "spendmetal":
            pass
        elif k == "takeres":
            pass
        elif k == "tivalue":
            p["tiv"] += op[1]
        elif k == "steelvalue":
            p["steelv"] += op[1]
        elif k == "slack":
            p["slack"] += op[1]

    def copy_candidates(self, s: int, card) -> list:
        """Robotic Workforce: your building cards whose production changes can be made again."""
        out = []
        for c in self.ps[s]["played"]:
            prods = [op for op in CARDS[c]["do"] if op[0] == "prod"]
            if c != card and "building" in CARDS[c]["tags"] and prods and self._ops_possible(s, prods):
                out.append(c)
        return out

    def _count(self, s: int, key) -> int:
        kind, what, div = key
        if kind == "tag":
            n = self.tags(s).get(what, 0)
        elif kind == "othertag":
            n = sum(self.tags(t).get(what, 0) for t in range(self.players) if t != s)
        elif kind == "cities":
            n = sum(1 for k, t in self.tiles.items() if t["t"] == "city" and (what == "all" or k in self.map.spaces))
        elif kind == "plantbonus":
            n = 4 if self.tags(s).get("plant", 0) >= 3 else 1
        else:
            n = sum(1 for c in self.ps[s]["played"] if CARDS[c]["kind"] == "event")
        return n // div

    def _drain(self) -> None:
        """Run queued effects until one needs a decision; then end the action if all is done."""
        while self.pending is None and self.queue:
            s, op, card = self.queue.pop(0)
            self._run(s, op, card)
        if self.pending is None and not self.queue:
            self._action_done()
