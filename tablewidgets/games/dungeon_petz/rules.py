"""The rules model of Dungeon Petz (see the package docstring for the notation and the choices made)."""

from __future__ import annotations

import copy
import re

from ...engine import Game, Option, OptionError, register
from ...engine.rng import Rng
from . import data as D

_GROUP = re.compile(r"^group\s+(\d{1,2})\s+(\d{1,3})$")
_ACTION = re.compile(r"^(cage|pet|sell|move|clean|addon)\s+(\d{1,3})(?:\s+(\w+))?$")
_NEED = re.compile(r"^need\s+([a-z]+)(?:\s*\+\s*([a-z]+))?$")
FOOD_OF = {"carnivore": ("meat",), "herbivore": ("veg",), "omnivore": ("veg", "meat")}


def _card(colour: str, sym: str, sec: str = "") -> list:
    return [colour, sym, sec]


def _new_deck(colour: str, doubles: bool) -> list:
    cards = []
    extra = {}
    if doubles:
        for sym, sec, n in D.DOUBLES[colour]:
            extra[sym] = (sec, n)
    for sym, n in D.DECKS[colour]:
        sec, k = extra.get(sym, ("", 0))
        for i in range(n):
            cards.append(_card(colour, sym, sec if i < k else ""))
    return cards


@register
class DungeonPetz(Game):
    name = "dungeon_petz"
    title = "Dungeon Petz"
    blurb = ("Imps run a pet shop for monsters: group your imps and gold in secret to shop at the market, "
             "keep your growing pets fed, played with and caged, show them off at exhibitions and sell them "
             "to demanding customers. Need decks and prices are the published ones; pets, cages, addons, "
             "artifacts, exhibitions and customers are designed for this package.")
    tagline = "Raise monster pets with your imps: feed, cage, show off and sell them."
    minutes = 90
    weight = "heavy"
    designed_components = True
    hidden_information = True
    static_keys = ("pets_data", "cages_data", "addons_data", "artifacts_data", "spaces", "arrows")
    min_players = 2
    max_players = 4
    default_players = 2
    seat_names = ("Red imps", "Blue imps", "Green imps", "Yellow imps")
    colors = ("#c0392b", "#2e86c1", "#27ae60", "#d4ac0d")
    bot_levels = ("random", "greedy", "keeper")
    default_bot = "keeper"
    bot_titles = {"keeper": "Computer: pet keeper"}
    score_label = "Reputation"
    options = (
        Option("neutral_imps", (False, True), False, "Neutral imps",
               "With 2 or 3 players, neutral imps block action spaces and move along the arrows each round."),
        Option("double_symbols", (False, True), False, "Double symbols",
               "Some need cards carry two symbols: played upside down they give the pet both needs."),
        Option("foresight", ("regular", "more", "full"), "regular", "Foresight",
               "How far ahead the exhibitions and customers are shown: one, two, or all of them.",
               names=(("regular", "regular"), ("more", "more foresight"), ("full", "full foresight"))),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        if self.opts["neutral_imps"] and n == 4:
            raise OptionError("The option 'neutral_imps' belongs to the 2/3-player variant: "
                              "with 4 players every space is free.")
        rng = self.rng
        self.decks = {c: _new_deck(c, self.opts["double_symbols"]) for c in D.COLOURS}
        for c in D.COLOURS:
            rng.shuffle(self.decks[c])
        self.discards = {c: [] for c in D.COLOURS}
        self.potion_pile = D.POTIONS
        self.pet_deck = [p[0] for p in D.PETS]
        self.cage_deck = [c[0] for c in D.CAGES]
        self.addon_deck = [a[0] for a in D.ADDONS]
        self.artifact_deck = [a[0] for a in D.ARTIFACTS]
        for deck in (self.pet_deck, self.cage_deck, self.addon_deck, self.artifact_deck):
            rng.shuffle(deck)
        ex = [e[0] for e in D.EXHIBITIONS]
        rng.shuffle(ex)
        self.exhibitions = ex[:D.ROUNDS]
        cu = [c[0] for c in D.CUSTOMERS]
        rng.shuffle(cu)
        self.customers = cu[:D.ROUNDS - D.FIRST_CUSTOMER_ROUND + 1]
        self.p = []
        for s in range(n):
            hand = [self.decks[c].pop() for c in D.COLOURS]
            self.p.append({
                "gold": D.START_GOLD, "rep": 0, "imps": D.START_IMPS, "hospital": 0, "hospital_new": 0,
                "platform": 0, "sent": 0, "booked": 0, "used": 0,
                "cages": [{"id": 0, "addon": None, "manure": 0, "pet": None}],
                "pen": [], "food": {"veg": [0, 0], "meat": [0, 0]}, "artifacts": [], "hand": hand,
                "potions": 0, "groups": [], "grouped": False, "judge": False, "todo": [], "sold": False, "kept": [], "moves": 0,
            })
        self.market = {"artifacts": [], "cages": [], "addons": [], "pets": []}
        self.stands = {"veg": 0, "meat": 0, "mixed": [0, 0]}
        self.neutral = list(D.NEUTRAL_START.get(n, ())) if self.opts["neutral_imps"] else []
        self.round = 0
        self.start = 0
        self.phase = "group"
        self.taken: dict = {}
        self.queue: list = []
        self.order: list = []
        self.platform_sold = False
        self.last_show = None
        self.last_sales: list = []
        self.final = None
        self._new_round()

    # ------------------------------------------------------------------ rounds
    def _new_round(self) -> None:
        self.round += 1
        n = self.players
        r = self.round
        self.say(f"Round {r} begins; {self.seat_name(self.start)} starts.")
        # income
        for s in range(n):
            k = (s - self.start) % n
            low = (0, 1) if n == 4 else (0,)
            self.p[s]["gold"] += 1 if k in low else 2
        # food by the exhibition tile
        v, m, mv, mm = D.EXHIBITION[self.exhibitions[r - 1]][5]
        self.stands["veg"] += v
        self.stands["meat"] += m
        self.stands["mixed"][0] += mv
        self.stands["mixed"][1] += mm
        # the market
        mk = self.market
        mk["artifacts"] = [self.artifact_deck.pop() for _ in range(min(2, len(self.artifact_deck)))]
        mk["cages"] = [self.cage_deck.pop() for _ in range(min(2, len(self.cage_deck)))]
        mk["addons"] = [self.addon_deck.pop() for _ in range(min(1, len(self.addon_deck)))]
        pets = []
        for pet in mk["pets"]:
            if pet["size"] == 2:
                pets.append({"id": pet["id"], "size": 3})
            else:
                self.stands["meat"] += 1
        pets += [{"id": self.pet_deck.pop(), "size": 2} for _ in range(min(3, len(self.pet_deck)))]
        mk["pets"] = pets
        if r > 1 and self.neutral:
            self.neutral = [(i + 1) % len(D.ARROWS) for i in self.neutral]
        self.taken = {}
        for s in range(n):
            P = self.p[s]
            P.update(groups=[], grouped=False, judge=False, sent=0, booked=0, used=0, sold=False, todo=[])
        self.queue = []
        self.platform_sold = False
        self.phase = "group"
        self.reveal()

    def available(self, s: int) -> int:
        P = self.p[s]
        return P["imps"] - P["hospital"] - P["platform"]

    def home(self, s: int) -> int:
        return self.available(s) - self.p[s]["sent"]

    def blocked(self) -> set:
        return {D.ARROWS[i] for i in self.neutral}

    def _start_sending(self) -> None:
        n = self.players
        groups = []
        for s in range(n):
            for k, (imps, gold) in enumerate(self.p[s]["groups"]):
                groups.append((-(imps + gold), (s - self.start) % n, k, s, imps, gold))
        groups.sort()
        self.queue = [[g[3], g[4], g[5]] for g in groups]
        self.reveal()
        parts = [f"{self.seat_name(s)} {i}+{g}" for s, i, g in self.queue]
        self.say("The groups are revealed (imps+gold): " + (", ".join(parts) if parts else "none") + ".")
        self.phase = "send"
        if not self.queue:
            self._start_house()

    def _next_group(self) -> None:
        self.queue.pop(0)
        if not self.queue:
            self._start_house()

    # ------------------------------------------------------------------ pets into cages
    def _start_house(self) -> None:
        """Phase 3 begins: in turn from the starting player, each player may move pets between cages."""
        self.phase = "house"
        self.order = [(self.start + k) % self.players for k in range(self.players)]
        for P in self.p:
            P["moves"] = 0
        self._skip_house()

    def _skip_house(self) -> None:
        while self.order and self.house_options(self.order[0]) == ["done"]:
            self.order.pop(0)
        if not self.order:
            self._start_needs()

    def house_options(self, s: int) -> list:
        """Moves (swaps when the other cage holds a pet), at most one per cage a phase, then done."""
        cages = self.p[s]["cages"]
        if self.p[s]["moves"] >= len(cages):
            return ["done"]
        acts = [f"move {a} {b}" for a, ca in enumerate(cages) if ca["pet"] is not None
                for b, cb in enumerate(cages) if b != a and (cb["pet"] is None or a < b)]
        return acts + ["done"]

    # ------------------------------------------------------------------ need cards
    def bars(self, pet: dict) -> tuple:
        return D.PET[pet["id"]][3][:pet["size"]]

    def _draw(self, colour: str) -> list:
        deck = self.decks[colour]
        if not deck:
            deck.extend(self.discards[colour])
            self.discards[colour] = []
            self.rng.shuffle(deck)
        return deck.pop()

    def _start_needs(self) -> None:
        self.phase = "needs"
        for s in range(self.players):
            P = self.p[s]
            for pet in P["pen"]:
                self.say(f"{self.seat_name(s)} has no cage for the {D.PET[pet['id']][1]} and releases it.")
                self._lose(s, None, pet)
            P["pen"] = []
            todo = []
            for slot, cage in enumerate(P["cages"]):
                pet = cage["pet"]
                if pet is None:
                    continue
                pet["shown"] = []
                for i, colour in enumerate(self.bars(pet)):
                    P["hand"].append(self._draw(colour))
                    todo.append([slot, i])
            P["todo"] = todo
        if not any(self.p[s]["todo"] for s in range(self.players)):
            self._resolve_needs()

    def need_options(self, s: int) -> list:
        P = self.p[s]
        slot, i = P["todo"][0]
        colour = self.bars(P["cages"][slot]["pet"])[i]
        acts = []
        for c, sym, sec in P["hand"]:
            if c != colour:
                continue
            a = f"need {sym}"
            if a not in acts:
                acts.append(a)
            if sec:
                b = f"need {sym}+{sec}"
                if b not in acts:
                    acts.append(b)
        acts.sort()
        if P["potions"]:
            acts.append("potion")
        return acts

    def _assign(self, s: int, action: str) -> None:
        P = self.p[s]
        slot, i = P["todo"].pop(0)
        pet = P["cages"][slot]["pet"]
        if action == "potion":
            P["potions"] -= 1
            pet["shown"].append(["blue", "potion", ""])
            return
        colour = self.bars(pet)[i]
        m = _NEED.match(action)
        sym, sec = m.group(1), m.group(2) or ""
        hand = P["hand"]
        pick = None
        for k, (c, s1, s2) in enumerate(hand):
            if c == colour and s1 == sym and (s2 == sec if sec else True):
                if pick is None or (not sec and not s2 and hand[pick][2]):
                    pick = k
        card = hand.pop(pick)
        pet["shown"].append([card[0], card[1], sec, card[2]])

    def _resolve_needs(self) -> None:
        self.reveal()
        for s in range(self.players):
            self._evaluate(s)
        self._exhibition()
        self.phase = "keep"
        for s in range(self.players):
            self._autokeep(s)
        if not self._to_move():
            self._start_business()

    def symbols(self, pet: dict) -> list:
        out = []
        for card in pet.get("shown", []):
            if card[1] == "potion":
                continue
            out.append(card[1])
            if card[2]:
                out.append(card[2])
        return out

    def _evaluate(self, s: int) -> None:
        P = self.p[s]
        name = self.seat_name(s)
        free = self.home(s)
        cages = P["cages"]
        needs = {}
        for slot, cage in enumerate(cages):
            if cage["pet"] is not None:
                syms = self.symbols(cage["pet"])
                needs[slot] = {k: syms.count(k) for k in D.SYMBOLS}
        # hunger: food of the pet's diet, oldest first
        for slot, nd in needs.items():
            pet = cages[slot]["pet"]
            diet = D.PET[pet["id"]][2]
            for _ in range(nd["hunger"]):
                if not self._eat(P, diet):
                    pet["suffering"] += 1
        # poop: manure in the cage (a drain takes one)
        for slot, nd in needs.items():
            k = nd["poop"]
            if k and self._addon_kind(cages[slot]) == "drain":
                k -= 1
            cages[slot]["manure"] += k
        # anger against strength: imps hold the pet or it escapes (imps go to the hospital)
        for slot, nd in sorted(needs.items()):
            cage = cages[slot]
            over = nd["anger"] - self.strength(cage)
            if over > 0:
                pet = cage["pet"]
                if free >= over:
                    free -= over
                    P["hospital"] += over
                    P["hospital_new"] += over
                    self.say(f"{name}'s imps hold the angry {D.PET[pet['id']][1]}: {over} to the hospital.")
                else:
                    self.say(f"The angry {D.PET[pet['id']][1]} breaks out of {name}'s cage.")
                    self._lose(s, slot)
                    nd["gone"] = True
        # play: an imp plays with two neighbouring pets at once (a toy handles one play need)
        left = {}
        for slot, nd in needs.items():
            if nd.get("gone"):
                continue
            k = nd["play"]
            if k and self._addon_kind(cages[slot]) == "toy":
                k -= 1
            left[slot] = k
        for slot in sorted(left):
            while left[slot] > 0:
                if free <= 0:
                    break
                free -= 1
                P["used"] += 1
                left[slot] -= 1
                for nb in (slot + 1, slot - 1):
                    if left.get(nb, 0) > 0:
                        left[nb] -= 1
                        break
            if left[slot] > 0:
                cages[slot]["pet"]["suffering"] += left[slot]
        # magic against anti-magic: mutations
        for slot, nd in needs.items():
            if nd.get("gone"):
                continue
            cage = cages[slot]
            over = nd["magic"] - self.antimagic(cage)
            if over > 0:
                pet = cage["pet"]
                pet["mutations"] += over
                if pet["mutations"] >= 2:
                    self.say(f"{name}'s {D.PET[pet['id']][1]} mutates away.")
                    self._lose(s, slot)
                    nd["gone"] = True
        # manure and disease: sick above 2
        for slot, nd in needs.items():
            if nd.get("gone"):
                continue
            total = cages[slot]["manure"] + nd["sickness"]
            if total > 2:
                cages[slot]["pet"]["suffering"] += total - 2
        for slot, nd in needs.items():
            if nd.get("gone"):
                continue
            pet = cages[slot]["pet"]
            if pet["suffering"] >= pet["size"]:
                self.say(f"{name}'s {D.PET[pet['id']][1]} suffers too much and is lost.")
                self._lose(s, slot)

    def _eat(self, P: dict, diet: str) -> bool:
        for age in (1, 0):
            for kind in FOOD_OF[diet]:
                if P["food"][kind][age] > 0:
                    P["food"][kind][age] -= 1
                    return True
        return False

    def _addon_kind(self, cage: dict) -> str | None:
        return D.ADDON[cage["addon"]][2] if cage["addon"] else None

    def cage_row(self, cage: dict) -> tuple:
        return D.START_CAGE if cage["id"] == 0 else D.CAGE[cage["id"]]

    def strength(self, cage: dict) -> int:
        return self.cage_row(cage)[2] + (1 if self._addon_kind(cage) == "bars" else 0)

    def antimagic(self, cage: dict) -> int:
        return self.cage_row(cage)[3] + (1 if self._addon_kind(cage) == "ward" else 0)

    def _lose(self, s: int, slot: int | None, pet: dict | None = None) -> None:
        P = self.p[s]
        if slot is not None:
            pet = P["cages"][slot]["pet"]
            P["cages"][slot]["pet"] = None
        for card in pet.get("shown", []):
            self._discard_card(card)
        pet["shown"] = []
        loss = P["rep"] // 10
        P["rep"] -= loss

    def _discard_card(self, card: list) -> None:
        if card[1] == "potion":
            self.potion_pile += 1
        else:
            self.discards[card[0]].append([card[0], card[1], card[3] if len(card) > 3 else card[2]])

    def keep_limit(self, s: int, colour: str) -> int:
        return 1 + sum(1 for a in self.p[s]["artifacts"] if D.ARTIFACT[a][2] == f"ring_{colour}")

    def keep_next(self, s: int) -> str | None:
        """The colour whose cards ``s`` still chooses among (more than it may keep), or None."""
        P = self.p[s]
        for c in D.COLOURS:
            kept = sum(1 for x in P["kept"] if x[0] == c)
            left = sum(1 for x in P["hand"] if x[0] == c)
            if left and kept + left > self.keep_limit(s, c):
                return c
        return None

    def keep_options(self, s: int) -> list:
        c = self.keep_next(s)
        acts = []
        for colour, sym, sec in self.p[s]["hand"]:
            if colour == c:
                a = f"keep {c} {sym}" + (f"+{sec}" if sec else "")
                if a not in acts:
                    acts.append(a)
        return sorted(acts)

    def _keep(self, s: int, action: str) -> None:
        P = self.p[s]
        _, c, what = action.split(" ")
        sym, _, sec = what.partition("+")
        k = next(i for i, x in enumerate(P["hand"]) if x[0] == c and x[1] == sym and x[2] == sec)
        P["kept"].append(P["hand"].pop(k))
        if sum(1 for x in P["kept"] if x[0] == c) >= self.keep_limit(s, c):
            for x in [x for x in P["hand"] if x[0] == c]:
                P["hand"].remove(x)
                self.discards[c].append(x)

    def _autokeep(self, s: int) -> None:
        """When every colour is down to its limit, the kept cards are the hand again. (A colour with
        one kind of card left is still chosen by its keeper: who has a choice must not show.)"""
        P = self.p[s]
        if self.keep_next(s) is None:
            P["hand"] += P["kept"]
            P["kept"] = []

    # ------------------------------------------------------------------ exhibitions
    def pet_score(self, s: int, slot: int, plus: tuple, minus: tuple) -> int:
        cage = self.p[s]["cages"][slot]
        pet = cage["pet"]
        syms = self.symbols(pet)
        counts = {k: syms.count(k) for k in D.SYMBOLS}
        counts.update(size=pet["size"], suffering=pet["suffering"], mutation=pet["mutations"],
                      manure=cage["manure"])
        return sum(counts.get(k, 0) for k in plus) - sum(counts.get(k, 0) for k in minus)

    def show_score(self, s: int, tile: int) -> int:
        _, _, entry, plus, minus, _ = D.EXHIBITION[tile]
        scores = [self.pet_score(s, slot, plus, minus) for slot, c in enumerate(self.p[s]["cages"])
                  if c["pet"] is not None]
        if not scores:
            return 0
        score = max(scores) if entry == "pet" else sum(scores)
        if score > 0:
            if self.p[s]["judge"]:
                score += D.JUDGE_BONUS
            score += sum(1 for a in self.p[s]["artifacts"] if D.ARTIFACT[a][2] == "rosette")
        return score

    def place_points(self, scores: list) -> list:
        """Reputation for exhibition scores: 8/6/4/2 (6/2, 7/4/2); ties share the higher place;
        a score of 0 or less takes no part."""
        table = D.PLACE_POINTS[self.players]
        out = []
        for v in scores:
            if v <= 0:
                out.append(0)
                continue
            place = sum(1 for w in scores if w > v)
            out.append(table[place] if place < len(table) else 0)
        return out

    def _exhibition(self) -> None:
        tile = self.exhibitions[self.round - 1]
        scores = [self.show_score(s, tile) for s in range(self.players)]
        points = self.place_points(scores)
        for s in range(self.players):
            self.p[s]["rep"] += points[s]
        self.last_show = {"tile": tile, "scores": scores, "points": points}
        self.say(f"Exhibition '{D.EXHIBITION[tile][1]}': " + ", ".join(
            f"{self.seat_name(s)} {scores[s]} (+{points[s]})" for s in range(self.players)) + ".")

    # ------------------------------------------------------------------ business
    def customer(self) -> int | None:
        k = self.round - D.FIRST_CUSTOMER_ROUND
        return self.customers[k] if 0 <= k < len(self.customers) else None

    def match(self, s: int, slot: int) -> int:
        cu = self.customer()
        if cu is None:
            return 0
        _, _, plus, minus, rainbow = D.CUSTOMER[cu]
        score = self.pet_score(s, slot, plus, minus)
        if rainbow:
            pet = self.p[s]["cages"][slot]["pet"]
            score += len({c[0] for c in pet.get("shown", []) if c[1] != "potion"})
        return score

    def price(self, pet: dict) -> int:
        return max(0, D.PRICES[D.PET[pet["id"]][2]][pet["size"]] - (2 if pet["mutations"] else 0))

    def _start_business(self) -> None:
        self.phase = "business"
        n = self.players
        self.order = [(self.start + k) % n for k in range(n)]
        self.last_sales = []
        for P in self.p:
            P["moves"] = 0
        for s in range(n):
            P = self.p[s]
            if any(D.ARTIFACT[a][2] == "broom" for a in P["artifacts"]):
                for cage in P["cages"]:
                    cage["manure"] = max(0, cage["manure"] - 1)
        self._skip_business()

    def _skip_business(self) -> None:
        while self.order and self._business_legal(self.order[0]) == ["done"]:
            self._business_done(self.order[0])
        if not self.order:
            self._aging()

    def _business_done(self, s: int) -> None:
        P = self.p[s]
        unused = max(0, self.home(s) - P["used"])
        P["gold"] += unused
        if unused:
            self.say(f"{self.seat_name(s)} gets {unused} gold for unused imps.")
        self.order.pop(0)

    def _business_legal(self, s: int) -> list:
        P = self.p[s]
        acts = []
        cu = self.customer()
        if cu is not None and not P["sold"]:
            for slot, cage in enumerate(P["cages"]):
                pet = cage["pet"]
                if pet is not None and pet["size"] >= 4 and self.match(s, slot) > 0:
                    acts.append(f"sell {slot} black")
                    if P["platform"] and not self.platform_sold:
                        acts.append(f"sell {slot} platform")
        empty = [k for k, c in enumerate(P["cages"]) if c["pet"] is None]
        for slot, cage in enumerate(P["cages"]):
            if cage["pet"] is not None and P["moves"] < len(P["cages"]):
                acts += [f"move {slot} {e}" for e in empty]
        if self.home(s) - P["used"] > 0:
            acts += [f"clean {k}" for k in empty if P["cages"][k]["manure"] > 0]
        acts.append("done")
        return acts

    def _sell(self, s: int, slot: int, where: str) -> None:
        P = self.p[s]
        pet = P["cages"][slot]["pet"]
        m = self.match(s, slot)
        rep = m * (3 if where == "platform" else 2)
        gold = self.price(pet)
        P["rep"] += rep
        P["gold"] += gold
        P["sold"] = True
        if where == "platform":
            P["platform"] -= 1
            self.platform_sold = True
        for card in pet.get("shown", []):
            self._discard_card(card)
        P["cages"][slot]["pet"] = None
        self.last_sales.append({"seat": s, "pet": pet["id"], "size": pet["size"], "where": where, "rep": rep,
                                "gold": gold})
        self.say(f"{self.seat_name(s)} sells the {D.PET[pet['id']][1]} ({where}): +{rep} reputation, "
                 f"+{gold} gold.")

    # ------------------------------------------------------------------ aging and the end
    def _aging(self) -> None:
        n = self.players
        for s in range(n):
            P = self.p[s]
            for cage in P["cages"]:
                pet = cage["pet"]
                if pet is not None:
                    for card in pet.get("shown", []):
                        self._discard_card(card)
                    pet["shown"] = []
                    pet["size"] = min(D.MAX_SIZE, pet["size"] + D.GROWTH[pet["size"]])
            for kind in ("veg", "meat"):
                P["food"][kind] = [0, P["food"][kind][0]]
            P["hospital"] -= P["hospital"] - P["hospital_new"]
            P["hospital_new"] = 0
            P["platform"] += P["booked"]
            P["booked"] = 0
            P["sent"] = 0
            P["used"] = 0
        if self.round >= D.ROUNDS:
            reps = [self.p[s]["rep"] for s in range(n)]
            low = min(reps)
            self.start = min((s for s in range(n) if reps[s] == low), key=lambda s: (s - self.start) % n)
            self._final()
            return
        self.start = (self.start + (1 if n == 4 else -1)) % n
        self._new_round()

    def final_score(self, s: int, key: str) -> int:
        P = self.p[s]
        pets = [c for c in P["cages"] if c["pet"] is not None]
        if key == "business":
            manure = sum(c["manure"] for c in P["cages"])
            addons = sum(1 for c in P["cages"] if c["addon"])
            return P["gold"] + len(P["artifacts"]) + addons - manure
        return sum(c["pet"]["size"] - 2 * c["pet"]["suffering"] - c["pet"]["mutations"] for c in pets)

    def _final(self) -> None:
        n = self.players
        final = {}
        for key, title, _, _ in D.FINAL_EXHIBITIONS:
            scores = [self.final_score(s, key) for s in range(n)]
            points = self.place_points(scores)
            for s in range(n):
                delta = points[s] if scores[s] > 0 else min(0, scores[s])
                self.p[s]["rep"] += delta
                points[s] = delta
            final[key] = {"scores": scores, "points": points}
            self.say(f"Final exhibition '{title}': " + ", ".join(
                f"{self.seat_name(s)} {scores[s]} ({points[s]:+d})" for s in range(n)) + ".")
        self.final = final
        self.phase = "over"
        reps = [self.p[s]["rep"] for s in range(n)]
        self.reveal()
        self.finish(reps, reason="Six rounds are over: the highest reputation wins (ties share the victory).",
                    details=[f"{self.p[s]['gold']} gold, {sum(1 for c in self.p[s]['cages'] if c['pet'])} pets"
                             for s in range(n)])

    # ------------------------------------------------------------------ shopping actions
    def group_options(self, s: int) -> list:
        P = self.p[s]
        acts = []
        if len(P["groups"]) < D.MAX_GROUPS:
            imps = self.available(s) - sum(g[0] for g in P["groups"])
            gold = P["gold"] - sum(g[1] for g in P["groups"])
            for i in range(1, imps + 1):
                for g in range(0, gold + 1):
                    acts.append(f"group {i} {g}")
        acts.append("done")
        return acts

    def send_options(self) -> list:
        s, imps, gold = self.queue[0]
        P = self.p[s]
        free = [k for k in D.SPACE_KEYS if k not in self.taken and k not in self.blocked()]
        acts = []

        def ok(space):
            return space in free and imps >= D.SPACES[space][1] and gold >= D.SPACES[space][2]

        for kind in ("veg", "meat"):
            if ok(kind) and self.stands[kind]:
                acts.append(kind)
        if ok("mixed") and sum(self.stands["mixed"]):
            acts.append("mixed")
        if ok("artifacts") and self.market["artifacts"]:
            acts.append("artifacts")
        if (ok("cage1") or ok("cage2")) and len(P["cages"]) < D.MAX_CAGES:
            acts += [f"cage {c}" for c in self.market["cages"] if D.CAGE[c][4] <= gold]
        if ok("addon"):
            for a in self.market["addons"]:
                if D.ADDON[a][3] <= gold:
                    acts += [f"addon {a} {slot}" for slot in range(len(P["cages"]))]
        for pet in self.market["pets"]:
            if pet["size"] == 2 and (ok("pet2a") or ok("pet2b")):
                acts.append(f"pet {pet['id']}")
            if pet["size"] == 3 and ok("pet3"):
                acts.append(f"pet {pet['id']}")
        for space in ("imps", "hospital", "judge", "platform"):
            if ok(space) and not (space == "imps" and P["imps"] >= D.MAX_IMPS):
                acts.append(space)
        acts.append("home")
        return acts

    def _send(self, action: str) -> None:
        s, imps, gold = self.queue[0]
        P = self.p[s]
        word, _, arg = action.partition(" ")
        name = self.seat_name(s)
        if word == "home":
            self._next_group()
            return
        P["gold"] -= gold
        P["sent"] += imps
        space = word
        if word in ("veg", "meat"):
            P["food"][word][0] += self.stands[word]
            self.stands[word] = 0
        elif word == "mixed":
            P["food"]["veg"][0] += self.stands["mixed"][0]
            P["food"]["meat"][0] += self.stands["mixed"][1]
            self.stands["mixed"] = [0, 0]
        elif word == "artifacts":
            P["artifacts"] += self.market["artifacts"]
            self.market["artifacts"] = []
        elif word == "cage":
            cid = int(arg)
            space = "cage1" if "cage1" not in self.taken and "cage1" not in self.blocked() else "cage2"
            self.market["cages"].remove(cid)
            cage = {"id": cid, "addon": None, "manure": 0, "pet": None}
            if P["pen"]:
                cage["pet"] = P["pen"].pop(0)
            P["cages"].append(cage)
        elif word == "addon":
            aid, slot = (int(x) for x in arg.split())
            space = "addon"
            self.market["addons"].remove(aid)
            P["cages"][slot]["addon"] = aid
        elif word == "pet":
            pid = int(arg)
            pet = next(p for p in self.market["pets"] if p["id"] == pid)
            space = "pet3" if pet["size"] == 3 else ("pet2a" if "pet2a" not in self.taken
                                                     and "pet2a" not in self.blocked() else "pet2b")
            self.market["pets"].remove(pet)
            new = {"id": pid, "size": pet["size"], "suffering": 0, "mutations": 0, "shown": []}
            empty = [c for c in P["cages"] if c["pet"] is None]
            if empty:
                empty[0]["pet"] = new
            else:
                P["pen"].append(new)
        elif word == "imps":
            P["imps"] += 1
        elif word == "hospital":
            P["hospital"] = 0
            P["hospital_new"] = 0
            if self.potion_pile:
                self.potion_pile -= 1
                P["potions"] += 1
        elif word == "judge":
            P["judge"] = True
        elif word == "platform":
            P["booked"] += imps
        self.taken[space] = [s, imps, gold, action]
        self._next_group()

    # ------------------------------------------------------------------ the contract hooks
    def _to_move(self) -> tuple:
        ph = self.phase
        if ph == "group":
            return tuple(s for s in range(self.players) if not self.p[s]["grouped"])
        if ph == "send":
            return (self.queue[0][0],)
        if ph == "needs":
            return tuple(s for s in range(self.players) if self.p[s]["todo"])
        if ph == "keep":
            return tuple(s for s in range(self.players) if self.keep_next(s))
        if ph in ("business", "house"):
            return (self.order[0],)
        return ()

    def _legal(self, seat: int) -> list[str]:
        if seat not in self._to_move():
            return []
        ph = self.phase
        if ph == "group":
            return self.group_options(seat)
        if ph == "send":
            return self.send_options()
        if ph == "needs":
            return self.need_options(seat)
        if ph == "keep":
            return self.keep_options(seat)
        if ph == "house":
            return self.house_options(seat)
        return self._business_legal(seat)

    def secret_round(self) -> tuple:
        return tuple(range(self.players)) if self.phase in ("group", "needs", "keep") else ()

    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action.startswith(("group", "need", "potion", "keep")) or (action == "done" and self.phase == "group"):
            return (seat,)
        return None

    def _parse(self, text: str) -> str:
        s = " ".join(text.strip().lower().split())
        s = re.sub(r"\s*\+\s*", "+", s)
        m = _GROUP.match(s)
        if m:
            return f"group {int(m.group(1))} {int(m.group(2))}"
        m = _ACTION.match(s)
        if m:
            word, a, b = m.groups()
            return f"{word} {int(a)}" + (f" {int(b) if b.isdigit() else b}" if b else "")
        return s

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word = action.split(" ")[0]
        ph = self.phase
        if ph == "group" and word == "group":
            if len(self.p[seat]["groups"]) >= D.MAX_GROUPS:
                return "You may form at most 6 groups."
            return ("A group has at least 1 imp and any gold, from the imps and gold you have not grouped yet "
                    "('group 2 1' = 2 imps and 1 gold).")
        if ph == "send" and (word in D.SPACES or word in ("cage", "addon", "pet")):
            return ("That space cannot take this group: each space takes one group a round, neutral imps block "
                    "theirs, a cage needs 2 imps and its price in gold, a pet needs gold (1 for size 2, 2 for "
                    "size 3), artifacts 1 gold, and you may have at most 4 cages.")
        if ph == "keep" and word == "keep":
            return "Keep one of your unused cards of the colour being sorted ('keep red play')."
        if ph == "needs" and word in ("need", "potion"):
            return ("Each need bar takes a card of its colour from your hand, or a potion if you have one.")
        if ph == "business" and word == "sell":
            return ("A customer buys one pet a player, of size 4 or more, whose match is above 0; the platform "
                    "needs one of your imps there and takes one pet a round.")
        if ph == "house" and word == "move":
            return "A pet moves to another of your cages (two pets swap)."
        if ph == "business" and word in ("move", "clean"):
            return "Pets move to empty cages; an unused imp cleans 2 manure from an empty cage."
        if word in ("group", "done", "home", "need", "potion", "keep", "sell", "move", "clean", "cage", "pet", "addon") \
                or word in D.SPACES:
            return f"That is not the decision now: {self.status()}"
        return None

    def _apply(self, seat: int, action: str) -> None:
        ph = self.phase
        P = self.p[seat]
        if ph == "group":
            if action == "done":
                P["grouped"] = True
                if not self._to_move():
                    self._start_sending()
            else:
                m = _GROUP.match(action)
                P["groups"].append([int(m.group(1)), int(m.group(2))])
        elif ph == "send":
            self._send(action)
        elif ph == "needs":
            self._assign(seat, action)
            if not self._to_move():
                self._resolve_needs()
        elif ph == "house":
            if action == "done":
                self.order.pop(0)
                self._skip_house()
            else:
                a, b = (int(x) for x in action.split()[1:])
                cages = P["cages"]
                cages[a]["pet"], cages[b]["pet"] = cages[b]["pet"], cages[a]["pet"]
                P["moves"] += 1
        elif ph == "keep":
            self._keep(seat, action)
            self._autokeep(seat)
            if not self._to_move():
                self._start_business()
        else:
            word, _, arg = action.partition(" ")
            if word == "done":
                self._business_done(seat)
                self._skip_business()
            elif word == "sell":
                slot, where = arg.split()
                self._sell(seat, int(slot), where)
            elif word == "move":
                a, b = (int(x) for x in arg.split())
                P["cages"][b]["pet"], P["cages"][a]["pet"] = P["cages"][a]["pet"], None
                P["moves"] += 1
            elif word == "clean":
                cage = P["cages"][int(arg)]
                cage["manure"] = max(0, cage["manure"] - 2)
                P["used"] += 1

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        name = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        if word == "group":
            i, g = arg.split()
            return f"{name} forms a group of {i} imps and {g} gold."
        if word == "done":
            return {"group": f"{name} has finished grouping.", "house": f"{name} leaves the pets where they are."}.get(
                self.phase, f"{name} closes the shop for the round.")
        if word in ("need", "potion"):
            return f"{name} assigns a need card."
        if word == "keep":
            return f"{name} keeps a need card."
        if self.phase == "send" and self.queue:
            _, imps, gold = self.queue[0]
            grp = f"{name}'s group of {imps} imps and {gold} gold"
            if word == "home":
                return f"{grp} stays home."
            if word == "cage":
                return f"{grp} buys the {D.CAGE[int(arg)][1]} (cage {arg})."
            if word == "addon":
                a, slot = arg.split()
                return f"{grp} fits the {D.ADDON[int(a)][1]} on cage {int(slot) + 1}."
            if word == "pet":
                return f"{grp} buys the {D.PET[int(arg)][1]}."
            return f"{grp} goes to the {D.SPACES[word][0].lower()}."
        if word == "sell":
            slot, where = arg.split()
            return f"{name} sells the pet of cage {int(slot) + 1} on the {'platform' if where == 'platform' else 'black market'}."
        if word == "move":
            a, b = arg.split()
            cages = self.p[seat]["cages"]
            if cages[int(b)]["pet"] is not None:
                return f"{name} swaps the pets of cages {int(a) + 1} and {int(b) + 1}."
            return f"{name} moves the pet of cage {int(a) + 1} to cage {int(b) + 1}."
        if word == "clean":
            return f"{name} cleans cage {int(arg) + 1}."
        return f"{name}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "group":
            i, g = arg.split()
            return f"{i} imp{'s' if i != '1' else ''} + {g} gold"
        if word == "done":
            return {"group": "Done grouping", "house": "Pets stay"}.get(self.phase, "Done")
        if word == "home":
            return "Keep home"
        if word == "need":
            return arg.replace("+", " + ").capitalize()
        if word == "potion":
            return "Potion"
        if word == "keep":
            c, what = arg.split(" ")
            return f"Keep {c} {what.replace('+', ' + ')}"
        if word == "cage":
            r = D.CAGE[int(arg)]
            return f"{r[1]} (strength {r[2]}, anti-magic {r[3]}, {r[4]} gold)"
        if word == "addon":
            a, slot = arg.split()
            return f"{D.ADDON[int(a)][1]} on cage {int(slot) + 1}"
        if word == "pet":
            return f"Buy {D.PET[int(arg)][1]}"
        if word == "sell":
            slot, where = arg.split()
            return f"Sell cage {int(slot) + 1} pet ({'platform x3' if where == 'platform' else 'black market x2'})"
        if word == "move":
            a, b = arg.split()
            if self.p[seat if seat is not None else self.to_move[0]]["cages"][int(b)]["pet"] is not None:
                return f"Swap pets {int(a) + 1} and {int(b) + 1}"
            return f"Move pet {int(a) + 1} to cage {int(b) + 1}"
        if word == "clean":
            return f"Clean cage {int(arg) + 1}"
        if word in D.SPACES:
            return D.SPACES[word][0]
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("veg", "meat", "mixed", "artifacts", "imps", "hospital", "judge", "platform"):
            return [f"space:{word}"]
        if word == "cage" and self.phase == "send":
            return [f"mcage:{arg}"]
        if word == "addon":
            a, slot = arg.split()
            return [f"maddon:{a}", f"cage:{seat}:{slot}"]
        if word == "pet":
            return [f"mpet:{arg}"]
        if word == "group":
            i, g = arg.split()
            return [f"gimps:{i}", f"ggold:{g}"]
        if word == "need":
            P = self.p[seat]
            if not P["todo"]:
                return []
            slot, i = P["todo"][0]
            colour = self.bars(P["cages"][slot]["pet"])[i]
            return [f"hand:{colour}:{arg}"]
        if word == "potion":
            return ["hand:potion"]
        if word == "keep":
            c, what = arg.split(" ")
            return [f"hand:{c}:{what}"]
        if word == "sell":
            slot, where = arg.split()
            return [f"cage:{seat}:{slot}", f"sell:{where}"]
        if word == "move":
            a, b = arg.split()
            return [f"cage:{seat}:{a}", f"cage:{seat}:{b}"]
        if word == "clean":
            return [f"clean:{arg}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        """A group sent to a space is marked on that space; a sale, a move or a cleaning on the cage."""
        for space, entry in self.taken.items():
            if entry[0] == seat and entry[3] == action:
                return [f"space:{space}"]
        word, _, arg = action.partition(" ")
        if word in ("sell", "move", "clean"):
            return [f"cage:{seat}:{arg.split()[-1] if word == 'move' else arg.split()[0]}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        ph = self.phase
        r = f"Round {self.round} of {D.ROUNDS}: "
        if ph == "group":
            return r + "everyone divides imps and gold into groups in secret (at most 6; each has an imp)."
        if ph == "send":
            s, i, g = self.queue[0]
            return r + f"{self.seat_name(s)} sends the group of {i} imps and {g} gold to a space, or keeps it home."
        if ph == "house":
            return r + f"{self.seat_name(self.order[0])} may move pets between cages before the need cards, then Pets stay."
        if ph == "needs":
            return r + "everyone assigns a need card of the right colour to each need bar of their pets."
        if ph == "keep":
            return r + "everyone keeps one unused card of each colour (more with rings); the rest are discarded."
        return r + f"{self.seat_name(self.order[0])} does business: sell a pet, move pets, clean cages, then Done."

    # ------------------------------------------------------------------ view
    def visible_exhibitions(self) -> list:
        k = {"regular": 0, "more": 1, "full": D.ROUNDS}[self.opts["foresight"]]
        return list(self.exhibitions[:min(D.ROUNDS, self.round + k)])

    def visible_customers(self) -> list:
        k = {"regular": 0, "more": 1, "full": D.ROUNDS}[self.opts["foresight"]]
        shown = max(1, self.round - D.FIRST_CUSTOMER_ROUND + 1) + k
        return list(self.customers[:min(len(self.customers), shown)])

    def _pet_view(self, pet: dict, show: bool) -> dict:
        out = {"id": pet["id"], "size": pet["size"], "suffering": pet["suffering"], "mutations": pet["mutations"],
               "bars": list(self.bars(pet))}
        out["shown"] = [[c[0], c[1], c[2]] for c in pet.get("shown", [])] if show else []
        return out

    def _view(self, seat: int | None) -> dict:
        n = self.players
        ph = self.phase
        players = []
        for s in range(n):
            P = self.p[s]
            own = seat == s
            show = ph != "needs" or own
            cages = []
            for slot, cage in enumerate(P["cages"]):
                r = self.cage_row(cage)
                cages.append({"slot": slot, "id": cage["id"], "name": r[1], "strength": self.strength(cage),
                              "antimagic": self.antimagic(cage), "addon": cage["addon"], "manure": cage["manure"],
                              "pet": self._pet_view(cage["pet"], show) if cage["pet"] else None})
            groups = None
            if own or ph != "group":
                groups = [list(g) for g in P["groups"]] if (own or ph != "group") else None
            players.append({
                "gold": P["gold"], "rep": P["rep"], "imps": P["imps"], "hospital": P["hospital"],
                "platform": P["platform"], "booked": P["booked"], "sent": P["sent"],
                "home": self.home(s) if ph != "group" else None, "cages": cages,
                "pen": [self._pet_view(p, True) for p in P["pen"]],
                "food": {k: list(v) for k, v in P["food"].items()}, "artifacts": list(P["artifacts"]),
                "hand": [list(c) for c in P["hand"]] if own else None,
                "kept": [list(c) for c in P["kept"]] if own else None,
                "potions": P["potions"] if own else None,
                "groups": groups, "grouped": P["grouped"] if own or ph != "group" else None,
                "judge": P["judge"], "sold": P["sold"],
                "todo": [list(t) for t in P["todo"]] if own else None,
            })
        queue = [list(q) for q in self.queue] if ph == "send" else []
        return {
            "pets_data": {str(p[0]): {"name": p[1], "diet": p[2], "bars": list(p[3])} for p in D.PETS},
            "cages_data": {str(c[0]): {"name": c[1], "strength": c[2], "antimagic": c[3], "cost": c[4]}
                           for c in D.CAGES + (D.START_CAGE,)},
            "addons_data": {str(a[0]): {"name": a[1], "kind": a[2], "cost": a[3], "text": D.ADDON_TEXT[a[2]]}
                            for a in D.ADDONS},
            "artifacts_data": {str(a[0]): {"name": a[1], "kind": a[2], "text": D.ARTIFACT_TEXT[a[2]]}
                               for a in D.ARTIFACTS},
            "spaces": {k: {"label": v[0], "imps": v[1], "gold": v[2]} for k, v in D.SPACES.items()},
            "arrows": list(D.ARROWS),
            "round": self.round, "rounds": D.ROUNDS, "phase": ph, "start": self.start,
            "players_state": players,
            "market": {"artifacts": list(self.market["artifacts"]), "cages": list(self.market["cages"]),
                       "addons": list(self.market["addons"]), "pets": [dict(p) for p in self.market["pets"]]},
            "stands": {"veg": self.stands["veg"], "meat": self.stands["meat"], "mixed": list(self.stands["mixed"])},
            "taken": {k: list(v[:3]) for k, v in self.taken.items()}, "blocked": sorted(self.blocked()),
            "queue": queue,
            "exhibitions": [self._tile(e) for e in self.visible_exhibitions()],
            "customers": [self._customer_tile(c) for c in self.visible_customers()],
            "customer": self.customer(),
            "place_points": list(D.PLACE_POINTS[n]),
            "last_show": copy.deepcopy(self.last_show), "last_sales": copy.deepcopy(self.last_sales),
            "final": copy.deepcopy(self.final), "platform_sold": self.platform_sold,
            "options": dict(self.opts),
        }

    def _tile(self, e: int) -> dict:
        row = D.EXHIBITION[e]
        return {"id": e, "name": row[1], "entry": row[2], "plus": list(row[3]), "minus": list(row[4]),
                "food": list(row[5])}

    def _customer_tile(self, c: int) -> dict:
        row = D.CUSTOMER[c]
        return {"id": c, "name": row[1], "plus": list(row[2]), "minus": list(row[3]), "rainbow": row[4]}

    # ------------------------------------------------------------------ positions
    POSITION_KEYS = ("round", "start", "gold", "rep", "imps", "cages", "food", "artifacts", "hands", "potions",
                     "market_pets", "stands")

    def _check_position(self, position: dict) -> None:
        known = self.POSITION_KEYS
        unknown = sorted(str(k) for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Dungeon Petz position has no key {unknown[0]!r} (known: {', '.join(known)}).")
        n = self.players

        def per_seat(key, check, what):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n or not all(check(x) for x in v):
                    raise OptionError(f"The position's {key!r} is {what}, one per seat.")

        def whole(x, lo=0, hi=999):
            return type(x) is int and lo <= x <= hi

        if "round" in position and not whole(position["round"], 1, D.ROUNDS):
            raise OptionError("The position's 'round' is a whole number from 1 to 6.")
        if "start" in position and not whole(position["start"], 0, n - 1):
            raise OptionError("The position's 'start' is a seat number.")
        per_seat("gold", whole, "a whole number of gold")
        per_seat("rep", lambda x: type(x) is int and -999 <= x <= 999, "a whole number of reputation")
        per_seat("imps", lambda x: whole(x, 1, D.MAX_IMPS), "a number of imps from 1 to 8")
        per_seat("food", lambda x: isinstance(x, list) and len(x) == 2 and all(whole(y, 0, 99) for y in x),
                 "[vegetables, meat]")
        per_seat("artifacts", lambda x: isinstance(x, list) and len(x) <= 12 and
                 all(type(a) is int and a in D.ARTIFACT for a in x), "a list of artifact ids")
        per_seat("potions", lambda x: whole(x, 0, D.POTIONS), "a number of potions")

        def cards(x):
            return isinstance(x, list) and len(x) <= 20 and all(
                isinstance(c, str) and c.count(":") == 1 and c.split(":")[0] in D.COLOURS
                and c.split(":")[1] in dict(D.DECKS[c.split(":")[0]]) for c in x)

        per_seat("hands", cards, "a list of cards like 'red:anger'")

        def cage_list(x):
            if not isinstance(x, list) or not 1 <= len(x) <= D.MAX_CAGES:
                return False
            for c in x:
                if not isinstance(c, dict) or set(c) - {"cage", "addon", "manure", "pet", "size", "suffering",
                                                          "mutations"}:
                    return False
                if type(c.get("cage", 0)) is not int or (c.get("cage", 0) != 0 and c.get("cage") not in D.CAGE):
                    return False
                if c.get("addon") is not None and (type(c["addon"]) is not int or c["addon"] not in D.ADDON):
                    return False
                if not whole(c.get("manure", 0), 0, 20) or not whole(c.get("suffering", 0), 0, 6) \
                        or not whole(c.get("mutations", 0), 0, 1):
                    return False
                if c.get("pet") is not None and (type(c["pet"]) is not int or c["pet"] not in D.PET):
                    return False
                if not whole(c.get("size", 2), 2, D.MAX_SIZE):
                    return False
            return True

        per_seat("cages", cage_list, "a list of 1 to 4 cages like {'cage': 3, 'pet': 5, 'size': 4}")
        if "cages" in position:
            pets = [c["pet"] for x in position["cages"] for c in x if c.get("pet") is not None]
            ids = [c.get("cage", 0) for x in position["cages"] for c in x if c.get("cage", 0)]
            if len(pets) != len(set(pets)) or len(ids) != len(set(ids)):
                raise OptionError("The position's 'cages' uses a pet or a cage twice.")
        if "market_pets" in position:
            mp = position["market_pets"]
            if not isinstance(mp, list) or len(mp) > 6 or not all(
                    isinstance(x, list) and len(x) == 2 and type(x[0]) is int and x[0] in D.PET
                    and x[1] in (2, 3) for x in mp):
                raise OptionError("The position's 'market_pets' is a list of [pet id, size 2 or 3].")
        if "stands" in position:
            st = position["stands"]
            if not isinstance(st, list) or len(st) != 4 or not all(whole(x, 0, 99) for x in st):
                raise OptionError("The position's 'stands' is [vegetables, meat, mixed vegetables, mixed meat].")

    def _set_position(self, position: dict) -> None:
        """Start the grouping of a round from a scripted position (tests and lessons). Keys: ``round``,
        ``start``, per seat ``gold``, ``rep``, ``imps``, ``food`` ([veg, meat], fresh), ``artifacts``,
        ``hands`` (['red:anger', ...]: the cards replace the hand), ``potions``, ``cages`` ([{cage, addon,
        manure, pet, size, suffering, mutations}]); ``market_pets`` ([[id, size]]), ``stands``."""
        self._check_position(position)
        n = self.players
        if "round" in position:
            self.round = position["round"]
        if "start" in position:
            self.start = position["start"]
        for s in range(n):
            P = self.p[s]
            for key in ("gold", "rep", "imps", "potions"):
                if key in position:
                    P[key] = position[key][s]
            if "potions" in position:
                self.potion_pile = max(0, self.potion_pile - position["potions"][s])
            if "food" in position:
                P["food"] = {"veg": [position["food"][s][0], 0], "meat": [position["food"][s][1], 0]}
            if "artifacts" in position:
                P["artifacts"] = list(position["artifacts"][s])
            if "hands" in position:
                for card in P["hand"]:
                    self.decks[card[0]].append(card)
                P["hand"] = []
                for text in position["hands"][s]:
                    colour, sym = text.split(":")
                    deck = self.decks[colour]
                    k = next(i for i, c in enumerate(deck) if c[1] == sym)
                    P["hand"].append(deck.pop(k))
            if "cages" in position:
                cages = []
                for c in position["cages"][s]:
                    pet = None
                    if c.get("pet") is not None:
                        pet = {"id": c["pet"], "size": c.get("size", 2), "suffering": c.get("suffering", 0),
                               "mutations": c.get("mutations", 0), "shown": []}
                    cages.append({"id": c.get("cage", 0), "addon": c.get("addon"), "manure": c.get("manure", 0),
                                  "pet": pet})
                P["cages"] = cages
        used = {c["id"] for P in self.p for c in P["cages"]}
        self.cage_deck = [c for c in self.cage_deck if c not in used]
        self.market["cages"] = [c for c in self.market["cages"] if c not in used]
        addons = {c["addon"] for P in self.p for c in P["cages"] if c["addon"]}
        self.addon_deck = [a for a in self.addon_deck if a not in addons]
        self.market["addons"] = [a for a in self.market["addons"] if a not in addons]
        arts = {a for P in self.p for a in P["artifacts"]}
        self.artifact_deck = [a for a in self.artifact_deck if a not in arts]
        self.market["artifacts"] = [a for a in self.market["artifacts"] if a not in arts]
        if "market_pets" in position:
            for pet in self.market["pets"]:
                self.pet_deck.append(pet["id"])
            self.market["pets"] = [{"id": i, "size": z} for i, z in position["market_pets"]]
        owned = {c["pet"]["id"] for P in self.p for c in P["cages"] if c["pet"]}
        if owned & {p["id"] for p in self.market["pets"]}:
            raise OptionError("The position's 'market_pets' offers a pet a player owns.")
        self.market["pets"] = [p for p in self.market["pets"] if p["id"] not in owned]
        shown = {p["id"] for p in self.market["pets"]}
        self.pet_deck = [p for p in self.pet_deck if p not in owned and p not in shown]
        if "stands" in position:
            v, m, mv, mm = position["stands"]
            self.stands = {"veg": v, "meat": m, "mixed": [mv, mm]}

    # ------------------------------------------------------------------ for bots and tests
    def clone(self) -> "DungeonPetz":
        twin = self._twin("exhibitions", "customers", "pet_deck", "cage_deck", "addon_deck", "artifact_deck",
                          "neutral", "last_sales", "order")
        twin.decks = {c: [list(x) for x in v] for c, v in self.decks.items()}
        twin.discards = {c: [list(x) for x in v] for c, v in self.discards.items()}
        twin.p = copy.deepcopy(self.p)
        twin.market = copy.deepcopy(self.market)
        twin.stands = {"veg": self.stands["veg"], "meat": self.stands["meat"], "mixed": list(self.stands["mixed"])}
        twin.taken = {k: list(v) for k, v in self.taken.items()}
        twin.queue = [list(q) for q in self.queue]
        twin.last_show = copy.deepcopy(self.last_show)
        twin.final = copy.deepcopy(self.final)
        return twin

    def _resample(self, seat: int | None, rng: Rng) -> None:
        """Redeal what ``seat`` cannot see: the decks' order, the other hands (and, while needs are
        assigned, the cards the others assigned), future market draws, exhibitions and customers;
        the others' secret groups."""
        others = [s for s in range(self.players) if s != seat]
        moving = set(self._to_move())
        needs = self.phase == "needs"
        for s in others:
            P = self.p[s]
            if needs:
                for cage in P["cages"]:
                    pet = cage["pet"]
                    if pet is not None:
                        for c in pet["shown"]:
                            if c[1] == "potion":
                                P["potions"] += 1
                            else:
                                P["hand"].append([c[0], c[1], c[3]])
                        pet["shown"] = []
        for s in others:
            P = self.p[s]
            P["hand"] += P["kept"]
            P["kept"] = []
        for colour in D.COLOURS:
            pool = list(self.decks[colour])
            for s in others:
                pool += [c for c in self.p[s]["hand"] if c[0] == colour]
            pool.sort()
            rng.shuffle(pool)
            for s in others:
                P = self.p[s]
                k = sum(1 for c in P["hand"] if c[0] == colour)
                P["hand"] = [c for c in P["hand"] if c[0] != colour] + pool[:k]
                pool = pool[k:]
            self.decks[colour] = pool
        if needs:
            for s in others:
                P = self.p[s]
                P["todo"] = [[slot, i] for slot, c in enumerate(P["cages"]) if c["pet"]
                             for i in range(len(self.bars(c["pet"])))]
                if s not in moving:
                    while P["todo"]:
                        self._assign(s, rng.choice(self.need_options(s)))
        for deck in (self.pet_deck, self.cage_deck, self.addon_deck, self.artifact_deck):
            deck.sort()
            rng.shuffle(deck)
        ke = len(self.visible_exhibitions())
        rest = self.exhibitions[ke:] + [e[0] for e in D.EXHIBITIONS if e[0] not in self.exhibitions]
        rest.sort()
        rng.shuffle(rest)
        self.exhibitions = self.exhibitions[:ke] + rest[:D.ROUNDS - ke]
        kc = len(self.visible_customers())
        rest = self.customers[kc:] + [c[0] for c in D.CUSTOMERS if c[0] not in self.customers]
        rest.sort()
        rng.shuffle(rest)
        self.customers = self.customers[:kc] + rest[:len(self.customers) - kc]
        if self.phase == "group":
            for s in others:
                P = self.p[s]
                P["groups"] = []
                if P["grouped"]:
                    imps, gold = self.available(s), P["gold"]
                    while imps and len(P["groups"]) < D.MAX_GROUPS and rng.random() < 0.8:
                        i = rng.randint(1, imps)
                        g = rng.randint(0, gold)
                        P["groups"].append([i, g])
                        imps -= i
                        gold -= g

    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        for colour in D.COLOURS:
            held = [c for P in self.p for c in P["hand"] + P["kept"] if c[0] == colour]
            shown = [[c[0], c[1], c[3]] for P in self.p for cage in P["cages"] if cage["pet"]
                     for c in cage["pet"].get("shown", []) if c[0] == colour]
            total = len(self.decks[colour]) + len(self.discards[colour]) + len(held) + len(shown)
            assert total == sum(n for _, n in D.DECKS[colour]), f"{colour} need cards lost or doubled"
        potions = self.potion_pile + sum(P["potions"] for P in self.p) + sum(
            1 for P in self.p for cage in P["cages"] if cage["pet"] for c in cage["pet"].get("shown", [])
            if c[1] == "potion")
        assert potions == D.POTIONS, "potions lost or doubled"
        for s, P in enumerate(self.p):
            assert 0 <= P["hospital"] + P["platform"] <= P["imps"] <= D.MAX_IMPS
            assert P["gold"] >= 0
            assert len(P["cages"]) <= D.MAX_CAGES
            assert len(P["groups"]) <= D.MAX_GROUPS
            assert all(g[0] >= 1 for g in P["groups"])
            for cage in P["cages"]:
                pet = cage["pet"]
                if pet is not None:
                    assert 2 <= pet["size"] <= D.MAX_SIZE
                    assert pet["mutations"] <= 1 and pet["suffering"] < pet["size"] or self.phase == "needs"
            if self.phase not in ("needs", "keep"):
                assert not P["kept"]
                for c in D.COLOURS:
                    assert sum(1 for x in P["hand"] if x[0] == c) <= self.keep_limit(s, c)
        pets = [c["pet"]["id"] for P in self.p for c in P["cages"] if c["pet"]] + \
               [p["id"] for P in self.p for p in P["pen"]] + [p["id"] for p in self.market["pets"]]
        assert len(pets) == len(set(pets)), "a pet in two places"
        assert not set(pets) & set(self.pet_deck)
