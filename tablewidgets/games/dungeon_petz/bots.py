"""Dungeon Petz bots: the pet keeper, and the position value the greedy bot uses.

The keeper plans its groups for what its dungeon lacks (a pet for an empty cage, food for the
hungry, a cage when every cage is full), keeps imps home for play and anger, assigns each need
bar the card that hurts its pet least (and shows best at the exhibition), sells whenever a
customer pays and cleans the cages it can.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot
from . import data as D


def evaluate(game, seat: int) -> float:
    """Reputation lead plus what the dungeon promises (pets by size, less their troubles), in [-1, 1]."""
    def worth(s):
        P = game.p[s]
        v = P["rep"] + 0.25 * P["gold"]
        for cage in P["cages"]:
            pet = cage["pet"]
            if pet is not None:
                v += 0.8 * pet["size"] - 1.2 * pet["suffering"] - 1.5 * pet["mutations"]
            v -= 0.3 * cage["manure"]
        return v

    mine = worth(seat)
    best = max((worth(s) for s in range(game.players) if s != seat), default=0.0)
    return math.tanh((mine - best) / 12.0)


#: the unused card a colour the keeper keeps for the next round: the mildest need first
KEEP_RANK = {"play": 0, "hunger": 1, "poop": 2, "sickness": 3, "magic": 4, "anger": 4}


def _food(P, diet: str) -> int:
    kinds = {"carnivore": ("meat",), "herbivore": ("veg",), "omnivore": ("veg", "meat")}[diet]
    return sum(sum(P["food"][k]) for k in kinds)


class KeeperBot(Bot):
    """Keeps its pets alive and scores exhibitions (see the module docstring)."""

    level = "keeper"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        ph = game.phase
        if ph == "group":
            return self._group(game, seat, legal)
        if ph == "send":
            return self._send(game, seat, legal)
        if ph == "needs":
            return self._need(game, seat, legal)
        if ph == "house":
            return self._house(game, seat, legal)
        if ph == "keep":
            return min(legal, key=lambda a: (KEEP_RANK.get(a.split()[2], 5), a))
        return self._business(game, seat, legal)

    # ---------------------------------------------------------------- shopping
    def _wants(self, game, seat: int) -> list:
        P = game.p[seat]
        pets = [c["pet"] for c in P["cages"] if c["pet"]]
        empty = sum(1 for c in P["cages"] if c["pet"] is None)
        hunger = sum(game.bars(p).count("green") + 1 for p in pets)
        food = sum(sum(v) for v in P["food"].values())
        wants = []
        if empty and game.market["pets"] and game.round <= 5:
            wants.append(("pet", 1, 2 if any(p["size"] == 3 for p in game.market["pets"]) else 1))
        if pets and food < hunger:
            wants.append(("food", 1, 0))
        if not empty and len(P["cages"]) < D.MAX_CAGES and game.market["cages"] and game.round <= 4:
            cheapest = min(D.CAGE[c][4] for c in game.market["cages"])
            wants.append(("cage", 2, cheapest))
        if P["hospital"]:
            wants.append(("hospital", 1, 0))
        if P["imps"] < 5 and game.round <= 4:
            wants.append(("imps", 1, 0))
        if game.market["artifacts"]:
            wants.append(("artifacts", 1, 1))
        return wants

    def _group(self, game, seat: int, legal: list) -> str:
        P = game.p[seat]
        if P["groups"] or len(legal) == 1:
            plan = self._plan(game, seat)
            k = len(P["groups"])
            if k < len(plan):
                a = f"group {plan[k][0]} {plan[k][1]}"
                if a in legal:
                    return a
            return "done"
        plan = self._plan(game, seat)
        if plan:
            a = f"group {plan[0][0]} {plan[0][1]}"
            if a in legal:
                return a
        return "done"

    def _plan(self, game, seat: int) -> list:
        P = game.p[seat]
        imps = game.available(seat)
        gold = P["gold"]
        pets = sum(1 for c in P["cages"] if c["pet"])
        keep = min(2, pets)           # imps kept home for play and anger
        plan = []
        for _, need_imps, need_gold in self._wants(game, seat):
            if imps - need_imps < keep and plan:
                break
            if need_imps > imps or need_gold > gold:
                continue
            extra_gold = 1 if gold - need_gold >= 3 else 0      # a bigger group goes earlier
            plan.append([need_imps, need_gold + extra_gold])
            imps -= need_imps
            gold -= need_gold + extra_gold
            if len(plan) >= D.MAX_GROUPS:
                break
        return plan

    def _send(self, game, seat: int, legal: list) -> str:
        P = game.p[seat]
        pets = [c["pet"] for c in P["cages"] if c["pet"]]
        empty = sum(1 for c in P["cages"] if c["pet"] is None) - len(P["pen"])
        food = sum(sum(v) for v in P["food"].values())
        hunger = sum(game.bars(p).count("green") + 1 for p in pets)
        diets = [D.PET[p["id"]][2] for p in pets]

        def value(a):
            word, _, arg = a.partition(" ")
            if word == "home":
                return 0.5
            if word == "pet":
                pet = next(p for p in game.market["pets"] if p["id"] == int(arg))
                if game.round >= 6 or empty <= 0:
                    return -1
                free = [c for c in P["cages"] if c["pet"] is None]
                cage = free[0]
                early = D.PET[pet["id"]][3][:5]
                risk = max(0, early.count("purple") - game.antimagic(cage)) + 0.5 * max(0, early.count("red") - 1 - game.strength(cage))
                return 6 + pet["size"] - 0.8 * risk + (1 if D.PET[pet["id"]][2] == "carnivore" else 0)
            if word in ("veg", "meat", "mixed"):
                got = game.stands[word] if word != "mixed" else sum(game.stands["mixed"])
                useful = sum(1 for d in diets if word == "mixed" or d == "omnivore"
                             or (d == "carnivore") == (word == "meat"))
                return (got * (1.0 if useful else 0.2)) * (2 if food < hunger else 0.6)
            if word == "cage":
                row = D.CAGE[int(arg)]
                need = 4 if empty <= 0 else 1
                return need + row[2] + row[3] * 1.5 - row[4] * 0.5
            if word == "addon":
                aid, slot = (int(x) for x in arg.split())
                cage = P["cages"][slot]
                if cage["addon"]:
                    return -1
                pet = cage["pet"]
                if pet is None:
                    return 0.2
                bars = game.bars(pet) + D.PET[pet["id"]][3][pet["size"]:pet["size"] + 2]
                kind = D.ADDON[aid][2]
                score = {"bars": bars.count("red"), "ward": bars.count("purple") * 1.3,
                         "drain": bars.count("green") * 0.5, "toy": bars.count("yellow") * 0.7}[kind]
                return 1 + score
            if word == "artifacts":
                return 2.5
            if word == "imps":
                return 3 if P["imps"] < 5 else 0.8
            if word == "hospital":
                return 2 + 1.5 * P["hospital"]
            if word == "judge":
                return 1.5 if pets else 0
            if word == "platform":
                big = any(p["size"] >= 3 for p in pets)
                return 2.2 if big and game.round >= 2 and P["platform"] == 0 else 0.1
            return 0

        return max(legal, key=lambda a: (value(a), a == "home"))

    def _house(self, game, seat: int, legal: list) -> str:
        """Move pets so that angry and magical ones sit in the cages that hold them."""
        def risk(cages):
            total = 0.0
            for cage in cages:
                pet = cage["pet"]
                if pet is None:
                    continue
                bars = game.bars(pet)
                total += max(0, bars.count("red") - 1 - game.strength(cage))
                total += 1.5 * max(0, bars.count("purple") - game.antimagic(cage))
                total += 0.3 * cage["manure"]
            return total

        cages = game.p[seat]["cages"]
        base = risk(cages)
        best, gain = "done", 0.25
        for a in legal:
            if a == "done":
                continue
            x, y = (int(v) for v in a.split()[1:])
            moved = [dict(c) for c in cages]
            moved[x]["pet"], moved[y]["pet"] = cages[y]["pet"], cages[x]["pet"]
            if base - risk(moved) > gain:
                best, gain = a, base - risk(moved)
        return best

    # ---------------------------------------------------------------- needs
    def _need(self, game, seat: int, legal: list) -> str:
        P = game.p[seat]
        slot, _ = P["todo"][0]
        cage = P["cages"][slot]
        pet = cage["pet"]
        shown = game.symbols(pet)
        diet = D.PET[pet["id"]][2]
        pets = sum(1 for c in P["cages"] if c["pet"])
        imps = game.home(seat)
        hunger_all = sum(game.symbols(c["pet"]).count("hunger") for c in P["cages"] if c["pet"])
        tile = D.EXHIBITION[game.exhibitions[game.round - 1]]
        cu = game.customer()
        plus = list(tile[3]) + (list(D.CUSTOMER[cu][2]) if cu and pet["size"] >= 4 else [])
        minus = list(tile[4]) + (list(D.CUSTOMER[cu][3]) if cu and pet["size"] >= 4 else [])
        room = pet["size"] - pet["suffering"]

        def harm(sym, count):
            k = shown.count(sym) + count
            if sym == "hunger":
                return 0.1 if _food(P, diet) >= hunger_all + count else 1.6
            if sym == "poop":
                return 0.4 + (1.0 if cage["manure"] + shown.count("poop") + shown.count("sickness") >= 2 else 0)
            if sym == "anger":
                if k <= game.strength(cage):
                    return 0.0
                return 1.0 if imps >= pets + k - game.strength(cage) else 6.0
            if sym == "magic":
                if k <= game.antimagic(cage):
                    return 0.0
                return 8.0 if pet["mutations"] else 3.5
            if sym == "play":
                return 0.4 if imps >= pets else 1.4
            if sym == "sickness":
                return 0.5 + (1.2 if cage["manure"] + shown.count("poop") + shown.count("sickness") >= 2 else 0)
            return 0.0

        def cost(a):
            if a == "potion":
                return 1.2
            syms = a.split(" ", 1)[1].split("+")
            c = sum(harm(x, i + 1) for i, x in enumerate(syms))
            c -= 0.4 * sum(plus.count(x) for x in syms) - 0.4 * sum(minus.count(x) for x in syms)
            if c > 1.0 and room <= 2:
                c *= 2
            return c

        return min(legal, key=lambda a: (cost(a), a))

    # ---------------------------------------------------------------- business
    def _business(self, game, seat: int, legal: list) -> str:
        sells = [a for a in legal if a.startswith("sell")]
        if sells:
            def gain(a):
                _, slot, where = a.split()
                m = game.match(seat, int(slot))
                return m * (3 if where == "platform" else 2) + game.price(game.p[seat]["cages"][int(slot)]["pet"])
            return max(sells, key=gain)
        cleans = [a for a in legal if a.startswith("clean")]
        if cleans:
            return cleans[0]
        P = game.p[seat]
        for a in legal:
            if a.startswith("move"):
                _, x, y = a.split()
                if P["cages"][int(x)]["manure"] >= 2 and P["cages"][int(y)]["manure"] == 0:
                    return a
        return "done"


LEVELS = {"keeper": lambda seed=None: KeeperBot(seed=seed)}
