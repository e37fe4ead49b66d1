"""Terraforming Mars rules model (see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, IllegalAction, OptionError, register
from ...engine.game import Option
from .board import ADJ, NOCTIS, OCEAN_SPACES, OFF_MARS, SPACES, VOLCANIC
from .cards import CARDS, RES_NAMES, static_table

RES = ("mc", "steel", "ti", "plants", "energy", "heat")
STANDARD = {"power": 11, "asteroid": 14, "aquifer": 18, "greenery": 23, "city": 25}
MILESTONES = ("terraformer", "mayor", "gardener", "builder", "planner")
AWARDS = ("landlord", "banker", "scientist", "thermalist", "miner")
AWARD_COST = (8, 14, 20)
TEMP_MIN, TEMP_MAX, OXY_MAX, OCEAN_MAX = -30, 8, 14, 9
#: a safeguard the printed game does not need: a game nobody finishes ends after this generation
GEN_LIMIT = 30
SOLO_GENS = 14
BEGINNER = "c1"
MILESTONE_TEXT = {"terraformer": "TR 35 or more", "mayor": "3 cities", "gardener": "3 greeneries",
                  "builder": "8 building tags", "planner": "16 cards in hand"}
AWARD_TEXT = {"landlord": "most tiles", "banker": "most M€ production", "scientist": "most science tags",
              "thermalist": "most heat", "miner": "most steel and titanium"}
KNOWN_POSITION = ("params", "players", "tiles", "milestones", "awards", "gen", "deck", "solo_gen")


def _cards_of(decks: tuple, kind_in: tuple) -> list:
    return [cid for cid, c in CARDS.items() if c["deck"] in decks and c["kind"] in kind_in]


@register
class TerraformingMars(Game):
    name = "terraforming_mars"
    title = "Terraforming Mars"
    tagline = "Warm, water and green Mars with a corporation's engine of cards."
    blurb = ("Raise the temperature, the oxygen and the oceans of Mars with project cards and standard "
             "projects; place cities and greeneries on Tharsis, claim milestones, fund awards and score "
             "the most victory points when Mars is habitable.")
    minutes = 120
    weight = "heavy"
    min_players = 1
    max_players = 5
    default_players = 2
    hidden_information = True
    bot_levels = ("random", "greedy", "terraformer")
    default_bot = "terraformer"
    static_keys = ("cards", "spaces")
    score_label = "Victory points"
    options = (
        Option("corporate_era", (True, False), True, "Corporate Era",
               "Add the Corporate Era cards and corporations; every production starts at 0 "
               "(off: base cards only, every production starts at 1). Solo play always uses it."),
        Option("beginner", (False, True), False, "Beginner corporations",
               "Everybody plays the beginner corporation (42 M€) and keeps the 10 first cards for free."),
        Option("draft", (False, True), False, "Draft",
               "From the second generation, pick the 4 research cards one by one from hands passed around "
               "the table (left in even generations, right in odd ones), then buy among the picks."),
        Option("prelude", (False, True), False, "Prelude",
               "Each player gets 4 prelude cards, keeps 2 and plays them before the first generation; the "
               "Prelude project cards and corporations join. Solo: 12 generations."),
    )

    @classmethod
    def extra_bots(cls):
        from .bots import TerraformerBot
        return {"terraformer": lambda seed=None: TerraformerBot(seed=seed)}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.solo = self.players == 1
        era = self.opts["corporate_era"] or self.solo
        decks = ("base", "corporate") if era else ("base",)
        if self.opts["prelude"]:
            decks += ("prelude",)
        self.deck = _cards_of(decks, ("automated", "active", "event"))
        self.rng.shuffle(self.deck)
        corps = [c for c in _cards_of(decks, ("corporation",)) if c != BEGINNER]
        self.rng.shuffle(corps)
        preludes = _cards_of(("prelude",), ("prelude",)) if self.opts["prelude"] else []
        self.rng.shuffle(preludes)
        self.discard: list = []
        self.temp, self.oxygen, self.oceans = TEMP_MIN, 0, 0
        self.tiles: dict = {}
        self.milestones: dict = {}
        self.awards: list = []          # [award, funder]
        self.gen = 1
        self.first = 0
        self.current = 0
        self.taken = 0
        self.pending = None
        self.queue: list = []
        self.phase = "setup"
        self.last: list = [None] * self.players
        start_prod = 0 if era else 1
        self.ps = []
        for s in range(self.players):
            p = {"res": dict.fromkeys(RES, 0), "prod": dict.fromkeys(RES, start_prod),
                 "tr": 14 if self.solo else 20, "hand": [], "played": [], "corp": None, "cres": {},
                 "used": [], "passed": False, "steelv": 2, "tiv": 3, "slack": 0,
                 "offer": self._draw(10), "keep": [], "corps": [], "done": False,
                 "preludes": [preludes.pop() for _ in range(4)] if preludes else [], "pkeep": [],
                 "dhand": [], "picked": [], "next_discount": 0, "next_slack": 0}
            if self.opts["beginner"]:
                p["corps"] = [BEGINNER]
            else:
                p["corps"] = [corps.pop(), corps.pop()]
            self.ps.append(p)
        if self.solo:
            self._neutral_cities()

    def _draw(self, n: int) -> list:
        out = []
        for _ in range(n):
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
            out.append(self.deck.pop())
        return out

    def _neutral_cities(self) -> None:
        """Solo: two neutral cities, each with a greenery beside it (top left, bottom right)."""
        for rows in ((1, 2, 3, 4), (6, 7, 8, 9)):
            spots = [k for k, sp in SPACES.items() if sp["y"] in rows and not sp["ocean"] and k != NOCTIS
                     and k not in self.tiles and not any(self.tiles.get(a, {}).get("t") == "city" for a in ADJ[k])
                     and ((sp["x"] <= 5) if rows[0] == 1 else (sp["x"] >= 5))]
            city = self.rng.choice(sorted(spots))
            self.tiles[city] = {"t": "city", "o": None, "c": None}
            near = [a for a in ADJ[city] if not SPACES[a]["ocean"] and a not in self.tiles and a != NOCTIS]
            if near:
                self.tiles[self.rng.choice(sorted(near))] = {"t": "greenery", "o": None, "c": None}

    # ------------------------------------------------------------------ positions
    def _check_position(self, position: dict) -> None:
        for key in position:
            if key not in KNOWN_POSITION:
                raise OptionError(f"Unknown position key {key!r} (known: {', '.join(KNOWN_POSITION)}).")
        params = position.get("params", {})
        if not isinstance(params, dict):
            raise OptionError("The position's params must be a dict of temp, oxygen and oceans.")
        for k, lo, hi in (("temp", TEMP_MIN, TEMP_MAX), ("oxygen", 0, OXY_MAX), ("oceans", 0, OCEAN_MAX)):
            v = params.get(k, lo)
            if type(v) is not int or not lo <= v <= hi:
                raise OptionError(f"The position's params {k} must be a whole number from {lo} to {hi}.")
        if "temp" in params and params["temp"] % 2:
            raise OptionError("The position's params temp must be even (the track moves 2 °C a step).")
        players = position.get("players", [])
        if not isinstance(players, list) or len(players) > self.players:
            raise OptionError("The position's players must be a list with at most one dict per seat.")
        seen = set()
        for p in players:
            if not isinstance(p, dict):
                raise OptionError("The position's players must be dicts.")
            for k, v in p.items():
                if k in RES or k == "tr":
                    if type(v) is not int or not 0 <= v <= 999:
                        raise OptionError(f"The position's players {k} must be a whole number from 0 to 999.")
                elif k == "prod":
                    if not isinstance(v, dict) or any(r not in RES or type(n) is not int or not -5 <= n <= 99
                                                      for r, n in v.items()):
                        raise OptionError("The position's players prod must map resources to -5..99.")
                elif k in ("hand", "played"):
                    if not isinstance(v, list) or any(not isinstance(c, str) or c not in CARDS
                                                      or CARDS[c]["kind"] == "corporation" for c in v):
                        raise OptionError(f"The position's players {k} must list project card ids.")
                    for c in v:
                        if c in seen:
                            raise OptionError(f"The position's card {c!r} is in two places.")
                        seen.add(c)
                elif k == "corp":
                    if v not in CARDS or CARDS[v]["kind"] != "corporation":
                        raise OptionError("The position's players corp must be a corporation id.")
                elif k == "cres":
                    if not isinstance(v, dict) or any(c not in p.get("played", []) or type(n) is not int or n < 0
                                                      for c, n in v.items()):
                        raise OptionError("The position's players cres must map played card ids to counts.")
                else:
                    raise OptionError(f"Unknown key {k!r} in the position's players "
                                      f"(known: mc, steel, ti, plants, energy, heat, tr, prod, hand, played, corp, cres).")
        tiles = position.get("tiles", {})
        if not isinstance(tiles, dict):
            raise OptionError("The position's tiles must map spaces to [kind, owner].")
        for k, v in tiles.items():
            if k not in SPACES and k not in OFF_MARS:
                raise OptionError(f"The position's tiles name no space {str(k)[:12]!r}.")
            if (not isinstance(v, list) or len(v) != 2 or v[0] not in ("city", "greenery", "ocean", "special")
                    or not (v[1] is None or (type(v[1]) is int and 0 <= v[1] < self.players))):
                raise OptionError("The position's tiles must be [kind, owner] with a kind of city, greenery, "
                                  "ocean or special and an owner seat or None.")
        for key, names in (("milestones", MILESTONES), ("awards", AWARDS)):
            v = position.get(key, {})
            if not isinstance(v, dict) or len(v) > 3 or any(
                    n not in names or type(s) is not int or not 0 <= s < self.players for n, s in v.items()):
                raise OptionError(f"The position's {key} must map at most 3 of {', '.join(names)} to seats.")
        gen = position.get("gen", 1)
        if type(gen) is not int or not 1 <= gen <= GEN_LIMIT:
            raise OptionError(f"The position's gen must be a whole number from 1 to {GEN_LIMIT}.")
        deck = position.get("deck", [])
        if not isinstance(deck, list) or any(not isinstance(c, str) or c not in CARDS for c in deck):
            raise OptionError("The position's deck must list card ids.")

    def _set_position(self, position: dict) -> None:
        params = position.get("params", {})
        self.temp = params.get("temp", self.temp)
        self.oxygen = params.get("oxygen", self.oxygen)
        self.oceans = params.get("oceans", self.oceans)
        self.gen = position.get("gen", 1)
        used = set()
        for s, p in enumerate(self.ps):
            p["offer"], p["keep"], p["corps"], p["done"] = [], [], [], True
            p["preludes"], p["pkeep"], p["dhand"], p["picked"] = [], [], [], []
            p["next_discount"] = p["next_slack"] = 0
            given = position.get("players", [])[s] if s < len(position.get("players", [])) else {}
            for r in RES:
                p["res"][r] = given.get(r, p["res"][r])
            p["prod"].update(given.get("prod", {}))
            p["tr"] = given.get("tr", p["tr"])
            p["hand"] = list(given.get("hand", []))
            p["played"] = list(given.get("played", []))
            p["corp"] = given.get("corp")
            p["cres"] = dict(given.get("cres", {}))
            used |= set(p["hand"]) | set(p["played"])
            for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
                for op in CARDS[cid]["do"]:
                    if op[0] == "tivalue":
                        p["tiv"] += op[1]
                    elif op[0] == "steelvalue":
                        p["steelv"] += op[1]
                    elif op[0] == "slack":
                        p["slack"] += op[1]
        for k, (kind, owner) in position.get("tiles", {}).items():
            self.tiles[k] = {"t": kind, "o": owner, "c": None}
        self.milestones = dict(position.get("milestones", {}))
        self.awards = [[a, s] for a, s in position.get("awards", {}).items()]
        if "deck" in position:
            self.deck = list(reversed(position["deck"]))
        self.deck = [c for c in self.deck if c not in used]
        self.discard = []
        self.phase = "action"
        self.first = self.current = 0

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

    def payment(self, s: int, cid: str, cash_only: bool = False):
        """How ``s`` pays for ``cid``: (mc, steel, ti, heat) or None if it cannot."""
        p = self.ps[s]
        cost = self.cost_of(s, cid)
        tags = CARDS[cid]["tags"]
        due, steel, ti = cost, 0, 0
        if not cash_only:
            if "space" in tags and p["res"]["ti"]:
                ti = min(p["res"]["ti"], due // p["tiv"])
                due -= ti * p["tiv"]
                if due > p["res"]["mc"] + self._heat_money(s) and ti < p["res"]["ti"]:
                    ti += 1
                    due = max(0, due - p["tiv"])
            if "building" in tags and p["res"]["steel"] and due:
                steel = min(p["res"]["steel"], due // p["steelv"])
                due -= steel * p["steelv"]
                if due > p["res"]["mc"] + self._heat_money(s) and steel < p["res"]["steel"]:
                    steel += 1
                    due = max(0, due - p["steelv"])
        mc = min(due, p["res"]["mc"])
        heat = due - mc
        if heat > self._heat_money(s):
            return None
        return mc, steel, ti, heat

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
    def spaces_for(self, s: int, kind: str, where: str = "normal") -> list:
        if where in OFF_MARS:
            return [where] if where not in self.tiles else []
        if where == "noctis":
            return [NOCTIS] if NOCTIS not in self.tiles else []
        free = [k for k in SPACES if k not in self.tiles]
        if kind == "ocean":
            if self.oceans >= OCEAN_MAX:
                return []
            if where == "land":
                return [k for k in free if not SPACES[k]["ocean"] and k != NOCTIS]
            return [k for k in free if SPACES[k]["ocean"]]
        if where == "ocean_space":
            land = [k for k in free if SPACES[k]["ocean"]]
        else:
            land = [k for k in free if not SPACES[k]["ocean"] and k != NOCTIS]
        if where == "volcanic":
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
        if kind == "greenery" and where in ("normal",):
            near = [k for k in land if any(self.tiles.get(a, {}).get("o") == s and self.tiles[a]["t"] != "ocean"
                                           for a in ADJ[k])]
            if near:
                land = near
        return sorted(land, key=lambda k: (SPACES[k]["y"], SPACES[k]["x"]))

    def _place(self, s: int, kind: str, key: str, card) -> None:
        owner = None if kind == "ocean" else s
        self.tiles[key] = {"t": kind, "o": owner, "c": card}
        p = self.ps[s]
        if key in SPACES:
            for b in SPACES[key]["bonus"]:
                if b == "card":
                    p["hand"] += self._draw(1)
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

    def _count(self, s: int, key) -> int:
        kind, what, div = key
        if kind == "tag":
            n = self.tags(s).get(what, 0)
        elif kind == "othertag":
            n = sum(self.tags(t).get(what, 0) for t in range(self.players) if t != s)
        elif kind == "cities":
            n = sum(1 for k, t in self.tiles.items() if t["t"] == "city" and (what == "all" or k in SPACES))
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

    # ------------------------------------------------------------------ turn flow
    def _to_move(self) -> tuple:
        if self.phase in ("setup", "research"):
            return tuple(s for s in range(self.players) if not self.ps[s]["done"])
        if self.phase == "draft":
            size = max(len(p["dhand"]) for p in self.ps)
            return tuple(s for s, p in enumerate(self.ps) if len(p["dhand"]) == size)
        if self.pending is not None:
            return (self.pending["seat"],)
        return (self.current,)

    def _prelude_next(self) -> None:
        """Preludes are played in turn order, both of a player's in a row, before generation 1."""
        if self.pending is not None or self.queue:
            return
        n = self.players
        for i in range(n):
            s = (self.first + i) % n
            if self.ps[s]["preludes"]:
                self.current = s
                return
        self.phase = "action"
        self.current = self.first
        self.taken = 0

    def _action_done(self) -> None:
        if self.phase == "final":
            return
        if self.phase != "action":
            return
        self.taken += 1
        if not self.solo and self.taken >= 2:
            self._next_turn()

    def _next_turn(self) -> None:
        self.taken = 0
        n = self.players
        for i in range(1, n + 1):
            s = (self.current + i) % n
            if not self.ps[s]["passed"]:
                self.current = s
                return
        self._production()

    def _production(self) -> None:
        for s, p in enumerate(self.ps):
            p["res"]["heat"] += p["res"]["energy"]
            p["res"]["energy"] = 0
            p["res"]["mc"] += p["prod"]["mc"] + p["tr"]
            for r in RES[1:]:
                p["res"][r] += p["prod"][r]
            p["used"] = []
            p["passed"] = False
            p["next_discount"] = p["next_slack"] = 0
        self.say(f"Production of generation {self.gen}.")
        end = self.maxed() or self.gen >= GEN_LIMIT or (self.solo and self.gen >= self.solo_gens())
        if end:
            self.phase = "final"
            self.current = self.first
            self._final_next(start=True)
            return
        self.gen += 1
        self.first = (self.first + 1) % self.players
        self.current = self.first
        self.taken = 0
        self.phase = "research"
        drafting = self.opts["draft"] and not self.solo
        for s, p in enumerate(self.ps):
            p["offer"] = self._draw(4)
            p["keep"] = []
            p["done"] = not p["offer"]
            if drafting:
                p["dhand"], p["offer"], p["picked"] = p["offer"], [], []
            if p["offer"] or p["dhand"]:
                self.say(f"Research: you draw {', '.join(CARDS[c]['name'] for c in p['offer'] or p['dhand'])}.",
                         to=(s,))
        if drafting and any(p["dhand"] for p in self.ps):
            self.phase = "draft"
            for p in self.ps:
                p["done"] = False
        elif all(p["done"] for p in self.ps):
            self.phase = "action"

    def _final_next(self, start: bool = False) -> None:
        """Final greenery: each player in turn order may turn plants into greenery."""
        n = self.players
        order = [(self.first + i) % n for i in range(n)]
        idx = order.index(self.current)
        if not start:
            idx += 1
        while idx < n:
            s = order[idx]
            if self.ps[s]["res"]["plants"] >= self.greenery_cost(s) and self.spaces_for(s, "greenery"):
                self.current = s
                return
            idx += 1
        self._score()

    def solo_gens(self) -> int:
        return 12 if self.opts["prelude"] else SOLO_GENS

    def greenery_cost(self, s: int) -> int:
        return 7 if self.owns_name(s, "Ecoline") else 8

    def _finish_setup(self) -> None:
        for s, p in enumerate(self.ps):
            p["corp"] = p["chosen"]
            c = CARDS[p["corp"]]
            p["res"]["mc"] += c["start_mc"]
            for op in c["do"]:
                self._run(s, op, p["corp"])
            pending, self.pending = self.pending, None
            cost = 0 if p["corp"] == BEGINNER else 3 * len(p["keep"])
            p["res"]["mc"] -= cost
            p["hand"] = sorted(p["keep"] if p["corp"] != BEGINNER else p["offer"], key=_order)
            self.discard += [c for c in p["offer"] if c not in p["hand"]]
            self.say(f"{self.seat_name(s)} starts as {c['name']} and keeps {len(p['hand'])} cards.")
            p["offer"], p["keep"], p["corps"] = [], [], []
            del p["chosen"]
        self.phase = "action"
        self.current = self.first
        self.taken = 0
        self.reveal()
        if self.opts["prelude"]:
            for s, p in enumerate(self.ps):
                p["preludes"], p["pkeep"] = sorted(p["pkeep"], key=_order), []
                self.say(f"{self.seat_name(s)} will play {' and '.join(CARDS[c]['name'] for c in p['preludes'])}.")
            self.phase = "prelude"

    def _draft_pass(self) -> None:
        """Everybody picked: the hands move on (left in even generations, right in odd ones)."""
        step = 1 if self.gen % 2 == 0 else -1
        self.say("Everybody has drafted a card; the hands move on.")
        hands = [p["dhand"] for p in self.ps]
        for s, p in enumerate(self.ps):
            p["dhand"] = hands[(s - step) % self.players]
        if not any(p["dhand"] for p in self.ps):
            for s, p in enumerate(self.ps):
                p["offer"], p["picked"], p["done"] = p["picked"], [], False
            self.phase = "research"
        self.reveal()

    def _finish_research(self) -> None:
        for s, p in enumerate(self.ps):
            p["res"]["mc"] -= 3 * len(p["keep"])
            p["hand"] = sorted(p["hand"] + p["keep"], key=_order)
            self.discard += [c for c in p["offer"] if c not in p["keep"]]
            self.say(f"{self.seat_name(s)} buys {len(p['keep'])} card{'s' if len(p['keep']) != 1 else ''}.")
            p["offer"], p["keep"] = [], []
        self.phase = "action"
        self.reveal()

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list:
        p = self.ps[seat]
        if self.phase == "draft":
            return [f"draft {c}" for c in p["dhand"]]
        if self.phase == "prelude" and self.pending is None:
            return [f"prelude {c}" for c in p["preludes"]]
        if self.phase in ("setup", "research"):
            out = []
            if self.phase == "setup":
                out += [f"corp {c}" for c in p["corps"] if p.get("chosen") != c]
                for c in p["preludes"]:
                    if c in p["pkeep"] or len(p["pkeep"]) < 2:
                        out.append(f"prelude {c}")
            price = 0 if (self.phase == "setup" and p.get("chosen") == BEGINNER) else 3
            money = p["res"]["mc"] + (CARDS[p["chosen"]]["start_mc"] if self.phase == "setup" and p.get("chosen")
                                      else 0)
            for c in p["offer"]:
                if c in p["keep"] or price == 0 or money >= price * (len(p["keep"]) + 1) or self.phase == "setup":
                    out.append(f"keep {c}")
            if self.phase == "research" or (p.get("chosen") and len(p["pkeep"]) == (2 if p["preludes"] else 0)):
                if money >= price * len(p["keep"]) or price == 0:
                    out.append("ready")
            return out
        pend = self.pending
        if pend is not None:
            k = pend["kind"]
            if k == "place":
                return [f"place {x}" for x in pend["spots"]]
            if k == "choose":
                return [f"option {i + 1}" for i, o in enumerate(pend["options"]) if self._option_ok(seat, o, pend["card"])]
            if k in ("hit", "hitprod"):
                out = [f"target {t}" for t in pend["targets"]]
                return out + (["target none"] if k == "hit" else [])
            if k == "onto":
                return [f"onto {c}" for c in pend["cards"]]
            if k == "off":
                return [f"from {c}" for c in pend["cards"]] + ["from none"]
            if k == "sell":
                return [f"sell {c}" for c in p["hand"]] + ["stop"]
            if k == "steal":
                return [f"target {t}" for t in pend["targets"]] + ["target none"]
            if k == "look":
                left = [c for c in pend["cards"] if c not in pend["taken"]]
                out = [f"take {c}" for c in left] if self._can_pay_mc(seat, pend["price"]) else []
                return out + (["skip"] if pend["price"] else [])
            if k == "swap":
                return [f"discard {c}" for c in p["hand"]] + ["skip"]
            if k == "amount":
                return [f"amount {n}" for n in range(pend["most"] + 1)]
            if k == "takeres":
                return [f"from {c}" for c in pend["cards"]]
        if self.phase == "final":
            ok = self.ps[seat]["res"]["plants"] >= self.greenery_cost(seat) and self.spaces_for(seat, "greenery")
            return (["greenery"] if ok else []) + ["done"]
        out = []
        for c in p["hand"]:
            if self.playable(seat, c):
                out.append(f"play {c}")
                pay = self.payment(seat, c)
                if (pay[1] or pay[2]) and self.payment(seat, c, cash_only=True) is not None:
                    out.append(f"play {c} mc")
        for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
            if cid in p["used"]:
                continue
            acts = CARDS[cid]["actions"]
            for i, a in enumerate(acts):
                if self._action_ok(seat, cid, a):
                    out.append(f"act {cid}" if len(acts) == 1 else f"act {cid} {i + 1}")
        for kind in STANDARD:
            if self._can_pay_mc(seat, self.std_cost(seat, kind)):
                if kind == "aquifer" and not self.spaces_for(seat, "ocean"):
                    continue
                if kind in ("greenery", "city") and not self.spaces_for(seat, kind):
                    continue
                out.append(f"std {kind}")
        if p["hand"]:
            out += [f"sell {c}" for c in p["hand"]]
        if p["res"]["plants"] >= self.greenery_cost(seat) and self.spaces_for(seat, "greenery"):
            out.append("greenery")
        if p["res"]["heat"] >= 8:
            out.append("heat")
        if not self.solo:
            if len(self.milestones) < 3 and self._can_pay_mc(seat, 8):
                out += [f"claim {m}" for m in MILESTONES if m not in self.milestones and self.milestone_met(seat, m)]
            if len(self.awards) < 3 and self._can_pay_mc(seat, AWARD_COST[len(self.awards)]):
                funded = {a for a, _ in self.awards}
                out += [f"fund {a}" for a in AWARDS if a not in funded]
        if self.taken and not self.solo:
            out.append("end")
        out.append("pass")
        return out

    def _option_ok(self, s: int, ops: list, card) -> bool:
        for op in ops:
            if op[0] == "spendres" and self.ps[s]["cres"].get(card, 0) < op[1]:
                return False
        return self._ops_possible(s, ops)

    def _takeres_cards(self, s: int, kind: str, cid: str) -> list:
        return [c for t in range(self.players) for c in self.ps[t]["played"]
                if c != cid and CARDS[c].get("holds") == kind and self.ps[t]["cres"].get(c, 0) > 0
                and self._takeable(t, c, s)]

    def _action_ok(self, s: int, cid: str, a: dict) -> bool:
        p = self.ps[s]
        for op in a["pay"]:
            if op[0] == "spendmetal":
                value = p["tiv"] if op[1] == "ti" else p["steelv"]
                if p["res"]["mc"] + self._heat_money(s) + value * p["res"][op[1]] < op[2]:
                    return False
            if op[0] == "takeres" and not self._takeres_cards(s, op[1], cid):
                return False
            if op[0] == "spend" and p["res"][op[1]] < op[2] and not (op[1] == "mc" and self._can_pay_mc(s, op[2])):
                return False
            if op[0] == "spendprod" and p["prod"][op[1]] < op[2]:
                return False
            if op[0] == "spendres" and p["cres"].get(cid, 0) < op[1]:
                return False
        return self._ops_possible(s, a["get"])

    def milestone_met(self, s: int, m: str) -> bool:
        p = self.ps[s]
        if m == "terraformer":
            return p["tr"] >= 35
        if m == "mayor":
            return sum(1 for t in self.tiles.values() if t["t"] == "city" and t["o"] == s) >= 3
        if m == "gardener":
            return sum(1 for t in self.tiles.values() if t["t"] == "greenery" and t["o"] == s) >= 3
        if m == "builder":
            return self.tags(s).get("building", 0) >= 8
        return len(p["hand"]) >= 16

    def _why_illegal(self, seat: int, action: str) -> str | None:
        w = action.split()
        head = w[0] if w else ""
        p = self.ps[seat]
        if self.pending is not None:
            return f"First finish the decision in progress ({self.pending['kind']}): choose one of the offered options."
        if self.phase in ("setup", "research") and head not in ("keep", "corp", "ready", "prelude"):
            return "Research comes first: keep cards (3 M€ each) and say ready."
        if self.phase == "setup" and head == "ready":
            return "Pick a corporation (and two preludes when playing with Prelude) before saying ready."
        if self.phase == "draft":
            return "Draft first: pick one of the cards in front of you."
        if self.phase == "prelude":
            return "Play your preludes first."
        if head == "play" and len(w) >= 2:
            cid = w[1]
            if cid not in p["hand"]:
                return "You can only play a card from your own hand."
            if not self.req_ok(seat, cid):
                return f"Requirement not met: {CARDS[cid]['name']} needs {CARDS[cid]['req']}."
            if self.payment(seat, cid) is None:
                return f"You cannot pay {self.cost_of(seat, cid)} M€ for {CARDS[cid]['name']}."
            return f"{CARDS[cid]['name']} cannot be played now: a production or resource it takes is missing."
        if head == "std" and len(w) == 2 and w[1] in STANDARD:
            return f"The {w[1]} standard project costs {self.std_cost(seat, w[1])} M€ (or has no space left)."
        if head == "claim":
            if self.solo:
                return "Milestones are not used in the solo game."
            if len(self.milestones) >= 3:
                return "Only three milestones may be claimed per game."
            return "You do not meet that milestone, it is taken, or you cannot pay 8 M€."
        if head == "fund":
            if self.solo:
                return "Awards are not used in the solo game."
            if len(self.awards) >= 3:
                return "Only three awards may be funded per game."
            return "That award is funded already, or you cannot pay for it."
        if head == "greenery":
            return f"A greenery takes {self.greenery_cost(seat)} plants and a free space."
        if head == "heat":
            return "Raising the temperature takes 8 heat."
        if head == "act":
            return "That card action is not available: used this generation already, or its cost is not met."
        if head == "end":
            return "You may end your turn after one action; otherwise take an action or pass."
        return None

    # ------------------------------------------------------------------ applying
    def _parse(self, text: str) -> str:
        words = text.lower().split()
        return " ".join(w.upper() if len(w) == 3 and w[0] == "p" and w[1:].isdigit() else w for w in words)

    def action_audience(self, action: str, seat: int):
        head = action.split()[0]
        if head in ("keep", "corp", "draft", "take") or (head == "prelude" and self.phase == "setup"):
            return (seat,)
        return None

    def _apply(self, seat: int, action: str) -> None:
        w = action.split()
        head = w[0]
        p = self.ps[seat]
        if self.action_audience(action, seat) is None:
            self.last[seat] = action
        if head == "corp":
            p["chosen"] = w[1]
            return
        if head == "draft":
            p["dhand"].remove(w[1])
            p["picked"].append(w[1])
            if not self._to_move() or all(len(q["dhand"]) == len(p["dhand"]) for q in self.ps):
                self._draft_pass()
            return
        if head == "prelude" and self.phase == "setup":
            if w[1] in p["pkeep"]:
                p["pkeep"].remove(w[1])
            else:
                p["pkeep"].append(w[1])
            return
        if head == "prelude":
            p["preludes"].remove(w[1])
            p["played"].append(w[1])
            self.queue += [[seat, op, w[1]] for op in CARDS[w[1]]["do"]]
            self._drain()
            self._prelude_next()
            return
        if head == "keep":
            if w[1] in p["keep"]:
                p["keep"].remove(w[1])
            else:
                p["keep"].append(w[1])
            return
        if head == "ready":
            p["done"] = True
            if all(q["done"] for q in self.ps):
                if self.phase == "setup":
                    self._finish_setup()
                else:
                    self._finish_research()
            return
        pend = self.pending
        if pend is not None:
            self.pending = None
            k = pend["kind"]
            if k == "place":
                self._place(seat, pend["tile"], w[1], pend["card"])
            elif k == "choose":
                for op in reversed(pend["options"][int(w[1]) - 1]):
                    self.queue.insert(0, [seat, op, pend["card"]])
            elif k == "steal" and w[1] != "none":
                t = int(w[1])
                got = min(pend["n"], self.ps[t]["res"][pend["res"]])
                self.ps[t]["res"][pend["res"]] -= got
                p["res"][pend["res"]] += got
            elif k == "look":
                if head == "take":
                    self._pay_mc(seat, pend["price"])
                    pend["taken"].append(w[1])
                    if len(pend["taken"]) < pend["keep"] and len(pend["taken"]) < len(pend["cards"]):
                        self.pending = pend
                        return
                p["hand"] = sorted(p["hand"] + pend["taken"], key=_order)
                self.discard += [c for c in pend["cards"] if c not in pend["taken"]]
                self.say(f"{self.seat_name(seat)} keeps {len(pend['taken'])} of the cards looked at.")
                self.reveal()
            elif k == "swap" and head == "discard":
                p["hand"].remove(w[1])
                self.discard.append(w[1])
                p["hand"] += self._draw(1)
            elif k == "amount":
                n = int(w[1])
                if pend["what"] == "prod":
                    p["prod"][pend["from"]] -= n
                    p["prod"][pend["to"]] += n
                else:
                    p["res"][pend["from"]] -= n
                    p["res"][pend["to"]] += n
            elif k == "takeres":
                for t in range(self.players):
                    if w[1] in self.ps[t]["cres"]:
                        self.ps[t]["cres"][w[1]] -= 1
            elif k == "hit" and w[1] != "none":
                t = int(w[1])
                self.ps[t]["res"][pend["res"]] = max(0, self.ps[t]["res"][pend["res"]] - pend["n"])
            elif k == "hitprod":
                self.ps[int(w[1])]["prod"][pend["res"]] -= pend["n"]
            elif k == "onto":
                p["cres"][w[1]] = p["cres"].get(w[1], 0) + pend["n"]
            elif k == "off" and w[1] != "none":
                for t in range(self.players):
                    if w[1] in self.ps[t]["cres"]:
                        self.ps[t]["cres"][w[1]] = max(0, self.ps[t]["cres"][w[1]] - pend["n"])
            elif k == "sell":
                if head == "sell":
                    self._sell(seat, w[1])
                    if p["hand"]:
                        self.pending = pend
                    return
            self._drain()
            if self.phase == "final" and self.pending is None:
                self._final_next(start=True)
            elif self.phase == "prelude":
                self._prelude_next()
            return
        if self.phase == "final":
            if head == "greenery":
                p["res"]["plants"] -= self.greenery_cost(seat)
                self.queue.append([seat, ["tile", "greenery", "normal"], None])
                self._drain()
                if self.pending is None:
                    self._final_next(start=True)
            else:
                self._final_next()
            return
        if head == "pass":
            p["passed"] = True
            self._next_turn()
            return
        if head == "end":
            self._next_turn()
            return
        if head == "play":
            self._play_card(seat, w[1], cash_only=len(w) > 2)
        elif head == "act":
            cid = w[1]
            a = CARDS[cid]["actions"][int(w[2]) - 1 if len(w) > 2 else 0]
            p["used"].append(cid)
            for op in a["pay"]:
                if op[0] == "spend" and op[1] == "mc":
                    self._pay_mc(seat, op[2])
                elif op[0] == "spendmetal":
                    value = p["tiv"] if op[1] == "ti" else p["steelv"]
                    metal = min(p["res"][op[1]], op[2] // value)
                    if op[2] - metal * value > p["res"]["mc"] + self._heat_money(seat):
                        metal += 1
                    p["res"][op[1]] -= metal
                    self._pay_mc(seat, max(0, op[2] - metal * value))
                elif op[0] == "takeres":
                    cards = self._takeres_cards(seat, op[1], cid)
                    if len(cards) == 1:
                        for t in range(self.players):
                            if cards[0] in self.ps[t]["cres"]:
                                self.ps[t]["cres"][cards[0]] -= 1
                    else:
                        self.pending = {"kind": "takeres", "cards": cards, "seat": seat}
                else:
                    self._run(seat, op, cid)
            self.queue += [[seat, op, cid] for op in a["get"]]
            if self.pending is not None:
                return
        elif head == "std":
            kind = w[1]
            self._pay_mc(seat, self.std_cost(seat, kind))
            got = {"power": [["prod", "energy", 1]], "asteroid": [["temp", 1]], "aquifer": [["ocean", 1]],
                   "greenery": [["tile", "greenery", "normal"]],
                   "city": [["tile", "city", "normal"], ["prod", "mc", 1]]}[kind]
            self.queue += [[seat, op, None] for op in got]
            self._trigger(seat, ["standard"])
            if STANDARD[kind] >= 20 and self._special(seat, "rebate20"):
                p["res"]["mc"] += 4
        elif head == "sell":
            self._sell(seat, w[1])
            if p["hand"]:
                self.pending = {"kind": "sell", "seat": seat}
                return
        elif head == "greenery":
            p["res"]["plants"] -= self.greenery_cost(seat)
            self.queue.append([seat, ["tile", "greenery", "normal"], None])
        elif head == "heat":
            p["res"]["heat"] -= 8
            self.queue.append([seat, ["temp", 1], None])
        elif head == "claim":
            self._pay_mc(seat, 8)
            self.milestones[w[1]] = seat
        elif head == "fund":
            self._pay_mc(seat, AWARD_COST[len(self.awards)])
            self.awards.append([w[1], seat])
        self._drain()

    def _sell(self, seat: int, cid: str) -> None:
        p = self.ps[seat]
        p["hand"].remove(cid)
        p["res"]["mc"] += 1
        self.discard.append(cid)
        self.reveal()

    def _play_card(self, seat: int, cid: str, cash_only: bool) -> None:
        p = self.ps[seat]
        c = CARDS[cid]
        mc, steel, ti, heat = self.payment(seat, cid, cash_only)
        p["res"]["mc"] -= mc
        p["res"]["steel"] -= steel
        p["res"]["ti"] -= ti
        p["res"]["heat"] -= heat
        p["hand"].remove(cid)
        p["played"].append(cid)
        p["next_discount"] = p["next_slack"] = 0
        self.reveal()
        if c["cost"] >= 20 and self._special(seat, "rebate20"):
            p["res"]["mc"] += 4
        for op in c["do"]:
            self.queue.append([seat, op, cid])
        # effects of cards in play (this one included) that react to the card played
        for t in range(self.players):
            for ecid, e in self.effects(t):
                if "on" not in e or (e["who"] == "own" and t != seat):
                    continue
                on = e["on"]
                hits = 0
                if on[0] == "tag":
                    hits = sum(1 for x in c["tags"] if x == on[1])
                elif on[0] == "event":
                    hits = int(c["kind"] == "event")
                elif on[0] == "spaceevent":
                    hits = int(c["kind"] == "event" and "space" in c["tags"])
                elif on[0] == "card":
                    hits = 1
                for _ in range(hits):
                    self.queue += [[t, op, ecid] for op in e["do"]]

    # ------------------------------------------------------------------ scoring
    def vp_breakdown(self, s: int) -> dict:
        p = self.ps[s]
        greens = sum(1 for t in self.tiles.values() if t["t"] == "greenery" and t["o"] == s)
        city_vp = 0
        for k, t in self.tiles.items():
            if t["t"] == "city" and t["o"] == s and k in SPACES:
                city_vp += sum(1 for a in ADJ[k] if self.tiles.get(a, {}).get("t") == "greenery")
        cards = 0
        for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
            vp = CARDS[cid].get("vp", 0)
            if isinstance(vp, int):
                cards += vp
                continue
            per = vp["per"]
            if per == "res":
                n = p["cres"].get(cid, 0)
            elif per == "res_any":
                n = int(p["cres"].get(cid, 0) > 0)
            elif per == "tag:jovian":
                n = self.tags(s).get("jovian", 0)
            elif per == "cities":
                n = sum(1 for t in self.tiles.values() if t["t"] == "city")
            else:
                want = per.split(":")[1]
                spot = next((k for k, t in self.tiles.items() if t["c"] == cid and k in SPACES), None)
                n = sum(1 for a in ADJ[spot] if self.tiles.get(a, {}).get("t") == want) if spot else 0
            cards += (n // vp["div"]) * vp["mul"]
        milestones = 5 * sum(1 for who in self.milestones.values() if who == s)
        awards = 0
        for a, _ in self.awards:
            awards += self.award_points(a, s)
        return {"tr": p["tr"], "greenery": greens, "cities": city_vp, "cards": cards, "milestones": milestones,
                "awards": awards}

    def award_value(self, a: str, s: int) -> int:
        p = self.ps[s]
        if a == "landlord":
            return sum(1 for t in self.tiles.values() if t["o"] == s)
        if a == "banker":
            return p["prod"]["mc"]
        if a == "scientist":
            return self.tags(s).get("science", 0)
        if a == "thermalist":
            return p["res"]["heat"]
        return p["res"]["steel"] + p["res"]["ti"]

    def award_points(self, a: str, s: int) -> int:
        values = [self.award_value(a, t) for t in range(self.players)]
        best = max(values)
        if values[s] == best:
            return 5
        if self.players == 2 or values.count(best) > 1:
            return 0
        second = max(v for v in values if v < best)
        return 2 if values[s] == second else 0

    def vp(self, s: int) -> int:
        return sum(self.vp_breakdown(s).values())

    def _score(self) -> None:
        self.phase = "over"
        scores = [self.vp(s) for s in range(self.players)]
        details = []
        for s in range(self.players):
            b = self.vp_breakdown(s)
            details.append(", ".join(f"{k} {v}" for k, v in b.items()))
        if self.solo:
            won = self.maxed()
            self.finish(scores, winners=[0] if won else [], ranking=[1 if won else 2], details=details,
                        reason="Mars is terraformed." if won else
                        f"Mars was not terraformed by generation {self.solo_gens()}.")
            return
        # ties: most M€ left wins
        keyed = [(scores[s], self.ps[s]["res"]["mc"]) for s in range(self.players)]
        best = max(keyed)
        winners = [s for s in range(self.players) if keyed[s] == best]
        ranking = [1 + sum(1 for o in keyed if o > keyed[s]) for s in range(self.players)]
        self.finish(scores, winners=winners, ranking=ranking, details=details,
                    reason="Mars is terraformed." if self.maxed() else f"Generation {GEN_LIMIT} ended.")

    # ------------------------------------------------------------------ words
    def seat_name(self, seat) -> str:
        if seat is None:
            return "Nobody"
        return f"Player {seat + 1}"

    def describe(self, action: str, seat: int | None = None) -> str:
        who = self.seat_name(seat if seat is not None else (self.to_move or (0,))[0])
        w = action.split()
        head = w[0]
        if head == "keep":
            return f"{who} marks {CARDS[w[1]]['name']} (to keep or not)."
        if head == "corp":
            return f"{who} picks {CARDS[w[1]]['name']}."
        if head == "ready":
            return f"{who} is ready."
        if head == "draft":
            return f"{who} drafts {CARDS[w[1]]['name']}."
        if head == "prelude":
            if self.phase == "setup":
                return f"{who} marks the prelude {CARDS[w[1]]['name']}."
            return f"{who} plays the prelude {CARDS[w[1]]['name']}."
        if head == "play":
            return f"{who} plays {CARDS[w[1]]['name']}."
        if head == "act":
            return f"{who} uses the action of {CARDS[w[1]]['name']}."
        if head == "std":
            return f"{who} uses the {w[1]} standard project."
        if head == "sell":
            return f"{who} sells {CARDS[w[1]]['name']} for 1 M€."
        if head == "place":
            return f"{who} chooses the space {w[1]}."
        if head == "greenery":
            return f"{who} turns plants into a greenery."
        if head == "heat":
            return f"{who} turns 8 heat into a temperature step."
        if head == "claim":
            return f"{who} claims the {w[1].capitalize()} milestone."
        if head == "fund":
            return f"{who} funds the {w[1].capitalize()} award."
        if head == "target":
            return f"{who} targets {'nobody' if w[1] == 'none' else self.seat_name(int(w[1]))}."
        if head == "option":
            return f"{who} chooses option {w[1]}."
        if head in ("onto", "from"):
            return f"{who} chooses {'no card' if w[1] == 'none' else CARDS[w[1]]['name']}."
        if head == "take":
            return f"{who} keeps {CARDS[w[1]]['name']}."
        if head == "discard":
            return f"{who} discards {CARDS[w[1]]['name']} to draw a card."
        if head == "amount":
            return f"{who} converts {w[1]}."
        if head == "skip":
            return f"{who} takes nothing more."
        return {"pass": f"{who} passes.", "end": f"{who} ends the turn.", "stop": f"{who} stops selling.",
                "done": f"{who} is done."}.get(head, f"{who} plays {action}.")

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        head = w[0]
        s = seat if seat is not None else (self.to_move or (0,))[0]
        if head == "play":
            cid = w[1]
            name = CARDS[cid]["name"]
            if len(w) > 2:
                return f"{name}: pay {self.cost_of(s, cid)} M€, keep the metal"
            mc, steel, ti, heat = self.payment(s, cid)
            bits = [f"{mc} M€"] + ([f"{steel} steel"] if steel else []) + ([f"{ti} titanium"] if ti else []) \
                + ([f"{heat} heat"] if heat else [])
            return f"Play {name} ({', '.join(bits)})"
        if head == "std":
            return {"power": "Power plant", "asteroid": "Asteroid", "aquifer": "Aquifer", "greenery": "Greenery",
                    "city": "City"}[w[1]] + f" ({self.std_cost(s, w[1])} M€)"
        if head == "draft":
            return f"Draft {CARDS[w[1]]['name']}"
        if head == "prelude":
            name = CARDS[w[1]]["name"]
            if self.phase == "setup":
                return f"{'Drop' if w[1] in self.ps[s]['pkeep'] else 'Keep'} prelude {name}"
            return f"Play prelude {name}"
        if head == "take":
            return f"Take {CARDS[w[1]]['name']}" + (f" ({self.pending['price']} M€)" if self.pending and self.pending.get("price") else "")
        if head == "discard":
            return f"Discard {CARDS[w[1]]['name']} and draw"
        if head == "amount":
            return f"Convert {w[1]}"
        if head == "skip":
            return "Skip"
        if head in ("keep", "corp", "sell", "onto", "from") and len(w) > 1 and w[1] in CARDS:
            name = CARDS[w[1]]["name"]
            if head == "keep":
                return f"{'Drop' if w[1] in self.ps[s]['keep'] else 'Keep'} {name}"
            return {"corp": f"Play as {name}", "sell": f"Sell {name} (+1 M€)", "onto": f"Onto {name}",
                    "from": f"From {name}"}[head]
        if head == "act":
            cid = w[1]
            a = CARDS[cid]["actions"][int(w[2]) - 1 if len(w) > 2 else 0]
            from .cards import ops_text
            return f"{CARDS[cid]['name']}: {ops_text(a['pay']) + ' → ' if a['pay'] else ''}{ops_text(a['get'])}"
        if head == "option" and self.pending:
            from .cards import ops_text
            text = ops_text(self.pending["options"][int(w[1]) - 1])
            return text[:1].upper() + text[1:]
        if head == "target":
            return "Nobody" if w[1] == "none" else self.seat_name(int(w[1]))
        if head == "place":
            sp = SPACES.get(w[1])
            return f"Space {w[1]}" + (f" ({sp['name']})" if sp and sp["name"] else "") if sp else OFF_MARS[w[1]]
        if head == "claim":
            return f"Claim {w[1].capitalize()} (8 M€)"
        if head == "fund":
            return f"Fund {w[1].capitalize()} ({AWARD_COST[len(self.awards)]} M€)"
        return {"pass": "Pass", "end": "End turn", "ready": "Ready", "stop": "Stop selling", "done": "Done",
                "greenery": f"Greenery ({self.greenery_cost(s)} plants)", "heat": "Temperature (8 heat)"
                }.get(head, action)

    def parts(self, action: str, seat: int) -> list:
        w = action.split()
        head = w[0]
        if head in ("play", "keep", "corp", "draft", "prelude") and len(w) == 2:
            return [f"card-{w[1]}"]
        if head == "act" and len(w) == 2:
            return [f"card-{w[1]}"]
        if head == "place":
            return [f"space-{w[1]}"]
        if head == "std":
            return [f"std-{w[1]}"]
        if head == "claim":
            return [f"ms-{w[1]}"]
        if head == "fund":
            return [f"aw-{w[1]}"]
        if head in ("greenery", "heat") and self.phase != "final":
            return [f"conv-{head}"]
        if head in ("onto", "from") and w[1] != "none":
            return [f"card-{w[1]}"]
        if head == "take":
            return [f"card-{w[1]}"]
        return []

    def public_parts(self, action: str, seat: int) -> list:
        return [f"player-{seat}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        if self.phase == "setup":
            return "Everybody picks a corporation and the cards to keep (3 M€ each)."
        if self.phase == "research":
            return f"Generation {self.gen}, research: keep cards at 3 M€ each."
        if self.phase == "draft":
            return f"Generation {self.gen}, draft: pick one card and pass the rest on."
        if self.phase == "prelude" and self.pending is None:
            return f"{self.seat_name(self.current)} plays the preludes."
        who = self.seat_name(self.to_move[0])
        if self.pending is not None:
            return f"{who}: {_PENDING_WORDS[self.pending['kind']]}."
        if self.phase == "final":
            return f"{who} may turn plants into greenery one last time."
        return f"Generation {self.gen}: {who} acts ({'second action' if self.taken else 'one or two actions'})."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        players = []
        hidden_phase = self.phase in ("setup", "research")
        for s, p in enumerate(self.ps):
            tags = self.tags(s)
            players.append({
                "name": self.seat_name(s), "res": dict(p["res"]), "prod": dict(p["prod"]), "tr": p["tr"],
                "corp": p["corp"], "played": list(p["played"]), "cres": dict(p["cres"]), "used": list(p["used"]),
                "passed": p["passed"], "hand": len(p["hand"]), "tags": tags, "vp": self.vp(s),
                "ready": p["done"] if hidden_phase else None, "last": self.last[s]})
        me = None
        if seat is not None:
            p = self.ps[seat]
            me = {"hand": list(p["hand"]), "offer": list(p["offer"]), "keep": list(p["keep"]),
                  "corps": list(p["corps"]), "chosen": p.get("chosen"), "preludes": list(p["preludes"]),
                  "pkeep": list(p["pkeep"]), "dhand": list(p["dhand"]), "picked": list(p["picked"]),
                  "look": ([c for c in self.pending["cards"] if c not in self.pending["taken"]]
                           if self.pending is not None and self.pending["kind"] == "look"
                           and self.pending["seat"] == seat else []),
                  "costs": {c: self.cost_of(seat, c) for c in p["hand"] + p["offer"] + p["dhand"] + p["picked"]}}
            me["costs"].update({c: self.cost_of(seat, c) for c in me["look"]})
        pend = None
        if self.pending is not None:
            pend = {k: v for k, v in self.pending.items() if k in ("kind", "tile", "seat", "res", "n")}
            if "spots" in self.pending:
                pend["spots"] = list(self.pending["spots"])
        return {"cards": static_table(), "spaces": _spaces_static(), "players": players, "me": me,
                "params": {"temp": self.temp, "oxygen": self.oxygen, "oceans": self.oceans},
                "tiles": {k: [t["t"], t["o"]] for k, t in self.tiles.items()},
                "gen": self.gen, "phase": self.phase, "first": self.first, "current": self.current,
                "taken": self.taken, "pending": pend, "solo": self.solo, "deck": len(self.deck),
                "milestones": [{"id": m, "text": MILESTONE_TEXT[m], "owner": self.milestones.get(m),
                                "met": [s for s in range(self.players) if self.milestone_met(s, m)]}
                               for m in MILESTONES] if not self.solo else [],
                "awards": [{"id": a, "text": AWARD_TEXT[a],
                            "funder": next((f for x, f in self.awards if x == a), None),
                            "values": [self.award_value(a, s) for s in range(self.players)]}
                           for a in AWARDS] if not self.solo else [],
                "award_cost": AWARD_COST[len(self.awards)] if len(self.awards) < 3 else None}

    # ------------------------------------------------------------------ bots and checks
    def gens_left(self) -> int:
        """A rough estimate of the generations still to come (for the bots)."""
        if self.solo:
            return max(0, self.solo_gens() - self.gen)
        steps = (TEMP_MAX - self.temp) // 2 + (OXY_MAX - self.oxygen) + (OCEAN_MAX - self.oceans)
        return min(GEN_LIMIT - self.gen, -(-steps // (3 + 2 * self.players)))

    def _worth(self, seat: int) -> float:
        p = self.ps[seat]
        gl = self.gens_left()
        prod, res = p["prod"], p["res"]
        money = min(1.0, 0.45 + 0.05 * gl) if gl > 0 else 0.1
        value = 5 * self.vp(seat) + gl * (prod["mc"] + p["tr"] + 2 * prod["steel"] + 3 * prod["ti"]
                                          + 2 * prod["plants"] + 1.5 * prod["energy"] + prod["heat"])
        value += money * (res["mc"] + p["steelv"] * res["steel"] + p["tiv"] * res["ti"] + 0.5 * res["energy"])
        value += 0.8 * res["plants"] + 0.5 * res["heat"] + (2 if gl > 0 else 0) * min(len(p["hand"]), 8)
        value += 2 * sum(p["cres"].values())
        if self.solo:       # solo is won only by finishing the terraforming in time
            done = (self.temp - TEMP_MIN) // 2 + self.oxygen + self.oceans
            least = min((self.temp - TEMP_MIN) / 38, self.oxygen / OXY_MAX, self.oceans / OCEAN_MAX)
            value += 6 * done + 120 * least + (200 if self.maxed() else 0)
        return value

    def heuristic(self, seat: int) -> float:
        others = [5 * self.vp(t) for t in range(self.players) if t != seat]
        return self._worth(seat) - (max(others) if others else 0)

    def check_invariants(self) -> None:
        assert TEMP_MIN <= self.temp <= TEMP_MAX and self.temp % 2 == 0
        assert 0 <= self.oxygen <= OXY_MAX and 0 <= self.oceans <= OCEAN_MAX
        assert self.oceans == sum(1 for t in self.tiles.values() if t["t"] == "ocean")
        assert len(self.milestones) <= 3 and len(self.awards) <= 3
        where = list(self.deck) + list(self.discard)
        if self.pending is not None and self.pending["kind"] == "look":
            where += [c for c in self.pending["cards"] if CARDS[c]["kind"] != "prelude"]
        for p in self.ps:
            where += [c for c in p["hand"] + p["played"] + p["offer"] + p["dhand"] + p["picked"]
                      if CARDS[c]["kind"] != "prelude"]
            assert all(v >= 0 for v in p["res"].values()), p["res"]
            assert p["prod"]["mc"] >= -5 and all(p["prod"][r] >= 0 for r in RES[1:])
            assert all(v >= 0 for v in p["cres"].values())
        assert len(where) == len(set(where)), "a card is in two places"
        era = self.opts["corporate_era"] or self.solo
        decks = (("base", "corporate") if era else ("base",)) + (("prelude",) if self.opts["prelude"] else ())
        assert len(where) == len(_cards_of(decks, ("automated", "active", "event"))) or self.position is not None

    def clone(self) -> "TerraformingMars":
        """A fast independent copy (the bots search on many)."""
        twin = self._twin("deck", "discard", "milestones", "awards", "last")
        twin.awards = [list(a) for a in self.awards]
        twin.tiles = {k: dict(t) for k, t in self.tiles.items()}
        twin.queue = [[s, op, c] for s, op, c in self.queue]
        twin.pending = dict(self.pending) if self.pending is not None else None
        if twin.pending is not None and "taken" in twin.pending:
            twin.pending["taken"] = list(twin.pending["taken"])
        twin.ps = []
        for p in self.ps:
            q = dict(p)
            for key in ("res", "prod", "cres"):
                q[key] = dict(p[key])
            for key in ("hand", "played", "used", "offer", "keep", "corps", "preludes", "pkeep", "dhand", "picked"):
                q[key] = list(p[key])
            twin.ps.append(q)
        return twin

    def _resample(self, seat, rng) -> None:
        unseen = list(self.deck) + list(self.discard)
        pend = self.pending
        if pend is not None and pend["kind"] == "look" and pend["seat"] != seat:
            unseen += pend["cards"]
        for t, p in enumerate(self.ps):
            if t != seat:
                unseen += p["hand"] + p["offer"] + p["picked"]
        rng.shuffle(unseen)
        for t, p in enumerate(self.ps):
            if t != seat:
                n, m, k = len(p["hand"]), len(p["offer"]), len(p["picked"])
                p["hand"], unseen = unseen[:n], unseen[n:]
                p["offer"], unseen = unseen[:m], unseen[m:]
                p["picked"], unseen = unseen[:k], unseen[k:]
                p["pkeep"] = []
                p["keep"] = []
                if self.phase == "setup" and p.get("chosen"):
                    p["chosen"] = p["corps"][0] if p["corps"] else p["chosen"]
        pend = self.pending
        if pend is not None and pend["kind"] == "look" and pend["seat"] != seat:
            m = len(pend["cards"])
            pend["cards"], unseen = unseen[:m], unseen[m:]
            pend["taken"] = []
        n = len(self.discard)
        self.discard, self.deck = unseen[:n], unseen[n:]


_PENDING_WORDS = {"steal": "choose whom to take resources from", "look": "choose the cards to keep",
                  "swap": "you may discard a card to draw one", "amount": "choose how much to convert",
                  "takeres": "choose the card to take a resource from",
                  "place": "choose a space for the tile", "choose": "choose one effect",
                  "hit": "choose whose resources to remove", "hitprod": "choose whose production drops",
                  "onto": "choose the card that gets the resources", "off": "choose a card to take resources from",
                  "sell": "sell more cards or stop"}
_SPACES_STATIC = None


def _order(cid: str):
    return (len(cid), cid)


def _spaces_static() -> dict:
    global _SPACES_STATIC
    if _SPACES_STATIC is None:
        from .board import XY
        _SPACES_STATIC = {k: {"xy": list(XY[k]), "bonus": s["bonus"], "ocean": s["ocean"], "name": s["name"],
                              "volcanic": k in VOLCANIC} for k, s in SPACES.items()}
        _SPACES_STATIC.update({k: {"xy": [0.0, 7.0 + i], "bonus": [], "ocean": False, "name": n, "volcanic": False}
                               for i, (k, n) in enumerate(OFF_MARS.items())})
    return _SPACES_STATIC
