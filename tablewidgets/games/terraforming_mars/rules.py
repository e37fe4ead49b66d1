"""Terraforming Mars rules model (see the package docstring for the notation): setup, positions, the
turn flow, legal actions and applying them; the other parts live beside it (state: the numbers,
effects: prices, placement and the effect vocabulary, scoring, words: descriptions and views)."""

from __future__ import annotations

from ...engine import Game, IllegalAction, OptionError, register
from ...engine.game import Option
from .board import MAPS, OFF_MARS
from .cards import CARDS
from .state import (AWARD_COST, BEGINNER, GEN_LIMIT, KNOWN_POSITION, OCEAN_MAX, OXY_MAX,
                    RES, SOLO_GENS, STANDARD, TEMP_MAX, TEMP_MIN, _cards_of, _order)
from .effects import Effects
from .plan import outlook
from .scoring import Scoring
from .words import Words

# solo heuristic weights (see plan.py): a step the projection cannot reach, a victory point it reaches, an
# M€ left over, a card in hand (for at most so many cards), a resource on a card
SOLO_PLAN = (40.0, 5.0, 0.2, 0.0, 6, 2.0)
#: solo: what a projection that reaches every step is worth beyond its steps (the game is won or lost
#: on them: no victory point is worth a missing step)
SOLO_WIN = 100.0
PAY_KINDS = ("steel", "ti", "heat", "mic")   # what may pay for a card besides M€, in printed order

#: corporations whose first action is printed on them: it is their first action of the game
FIRST_ACTIONS = {"Tharsis Republic": [["tile", "city", "normal"]], "Inventrix": [["draw", 3]],
                 "Vitor": [["freeaward"]]}


@register
class TerraformingMars(Effects, Scoring, Words, Game):
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
        Option("map", ("tharsis", "hellas", "elysium"), "tharsis", "Map",
               "Tharsis, Hellas (the south pole's ocean for 6 M€, heat bonuses) or Elysium (four volcanoes); "
               "each map has its own milestones and awards.",
               names=(("tharsis", "Tharsis"), ("hellas", "Hellas"), ("elysium", "Elysium"))),
    )

    @classmethod
    def extra_bots(cls):
        from .bots import TerraformerBot
        return {"terraformer": lambda seed=None: TerraformerBot(seed=seed)}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.solo = self.players == 1
        self.map = MAPS[self.opts["map"]]
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
        self.claims: dict = {}          # Land Claim: space -> the only seat that may place there
        self.milestones: dict = {}
        self.awards: list = []          # [award, funder]
        self.gen = 1
        self.in_time = False            # all three parameters maxed when the last generation ended
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
        return self.rng.draw_cards(self.deck, self.discard, n)

    def _neutral_cities(self) -> None:
        """Solo: two neutral cities, each with a greenery beside it (top left, bottom right)."""
        SPACES, ADJ, NOCTIS = self.map.spaces, self.map.adj, self.map.noctis
        for rows in ((1, 2, 3, 4), (6, 7, 8, 9)):
            spots = [k for k, sp in SPACES.items() if sp["y"] in rows and not sp["ocean"] and k != NOCTIS
                     and k not in self.map.ocean_bonus and k not in self.tiles
                     and not any(self.tiles.get(a, {}).get("t") == "city" for a in ADJ[k])
                     and ((sp["x"] <= 5) if rows[0] == 1 else (sp["x"] >= 5))]
            city = self.rng.choice(sorted(spots))
            self.tiles[city] = {"t": "city", "o": None, "c": None}
            near = [a for a in ADJ[city] if not SPACES[a]["ocean"] and a not in self.tiles and a != NOCTIS
                    and a not in self.map.ocean_bonus]
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
            if k not in self.map.spaces and k not in OFF_MARS:
                raise OptionError(f"The position's tiles name no space {str(k)[:12]!r}.")
            if (not isinstance(v, list) or len(v) != 2 or v[0] not in ("city", "greenery", "ocean", "special")
                    or not (v[1] is None or (type(v[1]) is int and 0 <= v[1] < self.players))):
                raise OptionError("The position's tiles must be [kind, owner] with a kind of city, greenery, "
                                  "ocean or special and an owner seat or None.")
        for key, names in (("milestones", self.map.milestones), ("awards", self.map.awards)):
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
        # solo always lasts its 14 (with Prelude 12) generations, terraformed or not
        end = self.gen >= GEN_LIMIT or (self.solo and self.gen >= self.solo_gens()) or (self.maxed() and not self.solo)
        if end:
            self.phase = "final"
            # solo is won by the parameters as the last generation ends: an ocean from the final
            # greenery (Hellas' south pole) adds its TR but comes too late for that
            self.in_time = self.maxed()
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
            p["opening"] = list(FIRST_ACTIONS.get(c["name"], []))
            if self.solo and c["name"] == "Tharsis Republic":     # the two neutral cities count for it
                p["prod"]["mc"] += sum(1 for t in self.tiles.values() if t["t"] == "city")
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
            if k == "copy":
                return [f"copy {c}" for c in pend["cards"]]
            if k == "claim":
                return [f"mark {x}" for x in pend["spots"]]
            if k == "lowest":
                return [f"raise {r}" for r in pend["options"]]
            if k == "freeaward":
                return [f"fund {a}" for a in pend["options"]]
            if k == "playnow":
                return [f"play {c}" for c in p["hand"] if self.playable(seat, c)] + ["skip"]
        if self.phase == "final":
            ok = self.ps[seat]["res"]["plants"] >= self.greenery_cost(seat) and self.spaces_for(seat, "greenery")
            return (["greenery"] if ok else []) + ["done"]
        if p.get("opening"):
            return ["opening"]
        out = []
        for c in p["hand"]:
            if self.playable(seat, c):
                out.append(f"play {c}")
                pay = self.payment(seat, c)
                if (pay["steel"] or pay["ti"] or pay["mic"]) and self.payment(seat, c, cash_only=True) is not None:
                    out.append(f"play {c} mc")
        for cid in p["played"] + ([p["corp"]] if p["corp"] else []):
            if cid in p["used"]:
                continue
            acts = CARDS[cid]["actions"]
            for i, a in enumerate(acts):
                if self._action_ok(seat, cid, a):
                    out.append(f"act {cid}" if len(acts) == 1 else f"act {cid} {i + 1}")
        for kind in STANDARD:
            cost = self.std_cost(seat, kind)
            if self._can_pay_mc(seat, cost):
                if kind == "aquifer" and not self.spaces_for(seat, "ocean"):
                    continue
                spare = p["res"]["mc"] + self._heat_money(seat) - cost
                if kind in ("greenery", "city") and not self.spaces_for(seat, kind, spare=spare):
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
                out += [f"claim {m}" for m in self.map.milestones
                        if m not in self.milestones and self.milestone_met(seat, m)]
            if len(self.awards) < 3 and self._can_pay_mc(seat, AWARD_COST[len(self.awards)]):
                funded = {a for a, _ in self.awards}
                out += [f"fund {a}" for a in self.map.awards if a not in funded]
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
            split = self._split_of(w)
            if isinstance(split, str):
                return split
            if split:
                paid = self.split_payment(seat, cid, split)
                if isinstance(paid, str):
                    return paid
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
        words = [w.upper() if len(w) == 3 and w[0] == "p" and w[1:].isdigit() else w for w in words]
        if len(words) > 2 and words[0] == "play" and words[2] != "mc":
            split = self._split_of(words)
            if isinstance(split, str):
                raise IllegalAction(split)
            words = words[:2] + ([f"{k} {split[k]}" for k in PAY_KINDS if split.get(k)] or ["mc"])
        return " ".join(words)

    @staticmethod
    def _split_of(w: list):
        """The payment split of ``play 12 steel 2 ti 1`` as {kind: count}, {} for none, or why it is malformed."""
        if len(w) <= 2 or w[2:] == ["mc"]:
            return {}
        rest, split = w[2:], {}
        if len(rest) % 2:
            return "A payment is written as pairs like 'steel 2 ti 1' (kinds: steel, ti, heat, mic); M€ pay the rest."
        for kind, n in zip(rest[::2], rest[1::2]):
            if kind not in PAY_KINDS or kind in split or not n.isdigit() or len(n) > 3:
                return (f"{kind!r} {n!r} is not a payment part: write each of steel, ti, heat, mic at most once "
                        "with a count; M€ pay the rest.")
            split[kind] = int(n)
        return split

    def play(self, action: str, seat: int | None = None) -> None:
        """As the core's, and a card may also be paid with any legal split (``play 12 steel 1 ti 2``):
        those are accepted without being listed, so that the legal list stays short."""
        if isinstance(action, str) and action.lstrip().lower().startswith("play ") and len(action.split()) > 3:
            s = self._seat_for(seat)
            canonical = self.parse(action)
            w = canonical.split()
            if (f"play {w[1]}" in self._legal_now(s) and (self.pending is None or self.pending["kind"] == "playnow")
                    and not isinstance(self.split_payment(s, w[1], self._split_of(w)), str)):
                self.apply(canonical, s)
                self._changed()
                return
        super().play(action, seat)

    def action_audience(self, action: str, seat: int):
        head = action.split()[0]
        if head in ("keep", "corp", "draft", "take") or (head == "prelude" and self.phase == "setup"):
            return (seat,)
        if head == "ready" and not all(q["done"] for s, q in enumerate(self.ps) if s != seat):
            return (seat,)        # an early "ready" is hidden: the last one reveals every choice
        return None

    def secret_round(self) -> tuple:
        if self.phase in ("setup", "research"):
            return tuple(range(self.players))
        if self.phase == "draft":
            return tuple(s for s in range(self.players) if self.ps[s]["dhand"])
        return ()

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
            elif k == "claim":
                self.claims[w[1]] = seat
            elif k == "lowest":
                p["prod"][w[1]] += 1
            elif k == "freeaward":
                self.awards.append([w[1], seat])
            elif k == "copy":
                for op in reversed([op for op in CARDS[w[1]]["do"] if op[0] == "prod"]):
                    self.queue.insert(0, [seat, op, w[1]])
            elif k == "playnow":
                if head == "play":
                    self._play_card(seat, w[1], self._split_of(w) if len(w) > 2 else False)
                p["next_slack"] = p["next_discount"] = 0
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
        if head == "opening":
            self.queue += [[seat, op, p["corp"]] for op in p["opening"]]
            p["opening"] = []
        elif head == "play":
            self._play_card(seat, w[1], self._split_of(w) if len(w) > 2 and w[2] != "mc" else len(w) > 2)
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

    def _play_card(self, seat: int, cid: str, how) -> None:
        """Play ``cid`` paid by default (False), with M€ only (True) or with a split ({kind: count})."""
        p = self.ps[seat]
        c = CARDS[cid]
        pay = self.split_payment(seat, cid, how) if isinstance(how, dict) else self.payment(seat, cid, how)
        for kind in ("mc", "steel", "ti", "heat"):
            p["res"][kind] -= pay[kind]
        if pay["mic"]:
            p["cres"]["P39"] -= pay["mic"]
        p["hand"].remove(cid)
        p["played"].append(cid)
        p["next_discount"] = p["next_slack"] = 0
        self.reveal()
        if c["cost"] >= 20 and self._special(seat, "rebate20"):
            p["res"]["mc"] += 4
        if (not isinstance(c.get("vp", 0), int) or c.get("vp", 0) > 0) and self._special(seat, "vp_rebate"):
            p["res"]["mc"] += 3
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
        if self.solo:       # solo is won only by finishing the terraforming in time: value the plan
            w = SOLO_PLAN
            o = outlook(self, seat)
            value = (5 * self.vp(seat) - w[0] * o.short + w[1] * (o.steps + o.greens) + w[2] * o.money
                     + (w[3] if gl > 1 else 0) * min(len(p["hand"]), int(w[4])) + w[5] * sum(p["cres"].values()))
            if o.missing == 0:
                value += SOLO_WIN
            return value
        else:
            value = 5 * self.vp(seat) + gl * (prod["mc"] + p["tr"] + 2 * prod["steel"] + 3 * prod["ti"]
                                              + 2 * prod["plants"] + 1.5 * prod["energy"] + prod["heat"])
            value += money * (res["mc"] + p["steelv"] * res["steel"] + p["tiv"] * res["ti"] + 0.5 * res["energy"])
            value += 0.8 * res["plants"] + 0.5 * res["heat"] + (2 if gl > 0 else 0) * min(len(p["hand"]), 8)
        value += 2 * sum(p["cres"].values())
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
        twin.claims = dict(self.claims)
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
