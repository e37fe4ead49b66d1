"""Alchemists' rules model (see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, register
from ...engine.game import Option
from . import deduce
from .notation import MARKET, NOTE_ACTIONS, ROUNDS, ing, ing_index, pair_text, section
from .positions import AlchemistsPositions
from .scoring import AlchemistsScoring
from .view import AlchemistsView
from .data import (ADVENTURERS, ARTIFACTS, COLOURS, FAVOURS, GRANTS, GRANTS_IN_PLAY, INGREDIENTS, MIX, ORDER_SPACES,
                   POTION_NAMES, POTIONS, SEAL_KINDS, SEALS, SPACE_NAMES, SPACES, START_GOLD, START_REPUTATION,
                   COPIES_PER_INGREDIENT, cubes_per_round, potion_sign, space_costs)

@register
class Alchemists(AlchemistsView, AlchemistsPositions, AlchemistsScoring, Game):
    name = "alchemists"
    title = "Alchemists"
    tagline = "Deduce what eight ingredients are made of, sell potions and publish theories."
    minutes = 120
    weight = "heavy"
    blurb = ("Each of eight ingredients is secretly one of eight alchemicals. Mix pairs on the student or "
             "on yourself, note the results in your deduction grid, sell potions to adventurers, buy "
             "artifacts and publish theories before your rivals do, or debunk theirs.")
    min_players = 2
    max_players = 4
    default_players = 2
    seat_names = ("Red", "Blue", "Green", "Yellow")
    colors = ("#c0392b", "#2e86c1", "#27ae60", "#d68910")
    hidden_information = True
    bot_levels = ("random", "greedy", "scholar")
    default_bot = "scholar"
    bot_titles = {"scholar": "Computer: scholar"}
    static_keys = ("components",)
    score_label = "Points"
    designed_components = False
    options = (
        Option("variant", ("apprentice", "master"), "apprentice", "Variant",
               "Apprentice: 3 starting ingredients, lower conference thresholds, debunk by naming one aspect. "
               "Master: 2 ingredients, higher thresholds, debunk by a public mix of two ingredients.",
               names=(("apprentice", "Apprentice"), ("master", "Master"))),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        self.master = self.opts["variant"] == "master"
        rng = self.rng
        self.binding = list(range(8))
        rng.shuffle(self.binding)
        self.deck = [i for i in range(8) for _ in range(COPIES_PER_INGREDIENT)]
        rng.shuffle(self.deck)
        self.ing_discard: list[int] = []
        self.fdeck = [name for name, count in FAVOURS for _ in range(count)]
        rng.shuffle(self.fdeck)
        self.fdiscard: list[str] = []
        self.heroes = rng.sample(list(range(len(ADVENTURERS))), 5)
        self.art_sets = {lv: sorted(rng.sample([a.id for a in ARTIFACTS if a.level == lv], 3)) for lv in (1, 2, 3)}
        self.grants = sorted(rng.sample(list(range(len(GRANTS))), GRANTS_IN_PLAY))
        self.theories: list = [None] * 8
        self.public_facts: list = []
        self.public_results: list = []
        self.ps = []
        for s in range(n):
            self.ps.append({"gold": START_GOLD, "rep": START_REPUTATION, "hand": [], "favours": [],
                            "seals": [k for k, _, _ in SEALS], "artifacts": [], "hospital": 0, "hospital_next": 0,
                            "paralysed": False, "paralysed_next": False, "unused": 0, "grants": [], "facts": [],
                            "grid": [0] * 64, "notes": None, "exhibited": [], "feather": [], "trunk": False,
                            "discount_used": False, "periscope": False, "boots": False, "last": ""})
        for s in range(n):
            self._draw_ingredients(s, 2 if self.master else 3)
            self._draw_favours(s, 2, interrupt=False)
        self.interrupts: list = []
        self.round = 1
        self.start = 0
        self.exhibited = {p: [] for p in range(1, 7)}
        self.phase = "keep"
        self.queue = list(range(n))
        self.t: dict = {}
        self.rows: dict = {}
        self.track: list = []
        self.order_spaces: dict = {}
        self.last_turn: list = [None] * n
        self.market: list = []
        self.art_market = list(self.art_sets[1])
        self.advance_pending = False
        self.t_boots: dict = {}
        self._begin_round_state()

    def _begin_round_state(self) -> None:
        self.rows = {sp: [] for sp in SPACES}
        self.decl: dict = {}
        self.student_poisoned = False
        self.sold: list = []
        self.space_i = -1
        self.turns: list = []
        self.turn_i = 0
        self.offers: dict = {}
        while len(self.market) < MARKET and (self.deck or self.ing_discard):
            self.market.append(self._pop_ingredient())

    # ------------------------------------------------------------------ cards
    def _pop_ingredient(self) -> int:
        if not self.deck:
            self.deck = self.ing_discard
            self.ing_discard = []
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    def _draw_ingredients(self, seat: int, k: int) -> list[int]:
        got = []
        for _ in range(k):
            if not self.deck and not self.ing_discard:
                break
            got.append(self._pop_ingredient())
        self.ps[seat]["hand"].extend(got)
        self.ps[seat]["hand"].sort()
        if got:
            self.say("You draw " + ", ".join(INGREDIENTS[i] for i in got) + ".", to=(seat,))
        return got

    def _draw_favours(self, seat: int, k: int, interrupt: bool = True) -> None:
        got = self.rng.draw_cards(self.fdeck, self.fdiscard, k)
        for f in got:
            if f == "herbalist" and interrupt:
                # played at once: draw 3 ingredients, then discard 2
                self.fdiscard.append(f)
                self.say(f"{self.seat_name(seat)} plays a Herbalist: 3 ingredients in, 2 out.")
                self._draw_ingredients(seat, 3)
                self.interrupts.append([seat, "herbalist", 2])
            else:
                self.ps[seat]["favours"].append(f)
        self.ps[seat]["favours"].sort()
        if got:
            self.say("You receive " + ", ".join(got) + ".", to=(seat,))

    def _discard_ingredients(self, seat: int, used: list[int]) -> None:
        hand = self.ps[seat]["hand"]
        for i in used:
            hand.remove(i)
            self.ing_discard.append(i)

    # ------------------------------------------------------------------ reputation
    def gain(self, seat: int, delta: int, why: str = "") -> None:
        """Change reputation by ``delta`` (the sum of one event's gains and losses), with the
        section rules of the reputation board applied once and the Robe of Respect's bonus."""
        p = self.ps[seat]
        if delta == 0:
            return
        sec = section(p["rep"])
        if delta < 0:
            delta += {"red": 1, "yellow": 0, "green": -1, "blue": -2}[sec]
            delta = min(delta, 0)
        elif 5 in p["artifacts"] and self.round < ROUNDS:
            delta += 1
        p["rep"] = max(0, p["rep"] + delta)
        if delta:
            self.say(f"{self.seat_name(seat)} {'gains' if delta > 0 else 'loses'} {abs(delta)} reputation"
                     f"{' (' + why + ')' if why else ''}.")

    # ------------------------------------------------------------------ whose turn
    def _to_move(self) -> tuple:
        if self.interrupts:
            return (self.interrupts[0][0],)
        if self.phase in ("keep", "order", "declare"):
            return (self.queue[0],)
        return (self.turns[self.turn_i][0],)

    def current_space(self) -> str | None:
        if self.phase != "resolve" or self.interrupts or self.outcome is not None or not 0 <= self.space_i < len(SPACES):
            return None
        return SPACES[self.space_i]

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list[str]:
        p = self.ps[seat]
        if p["notes"] is not None:
            row = p["notes"]
            return ([f"mark {ing(row)}{k + 1}" for k in range(8)]
                    + [f"row {ing(r)}" for r in range(8) if r != row] + ["close"])
        return self._game_legal(seat) + ["notes"]

    def _game_legal(self, seat: int) -> list[str]:
        p = self.ps[seat]
        if self.interrupts:
            kind = self.interrupts[0][1]
            if kind == "herbalist":
                return [f"discard {ing(i)}" for i in sorted(set(p["hand"]))]
            if kind == "altar":
                return [f"altar {k}" for k in range(0, min(8, p["gold"]) + 1)]
            if kind == "thinking":
                return [f"think {pair_text(i, j)}" for i, j in self._pairs(seat)] + ["stop"]
            if kind == "republish":
                return self._publish_options(seat) + ["later"]
            if kind == "publishing":
                return self._publish_stage_options(seat, self.interrupts[0][2])
            if kind == "boots":
                return ["again", "pass"]
            if kind == "periscope":
                return ["peek", "pass"]
            return []
        if self.phase == "keep":
            return [f"keep {f}" for f in sorted(set(p["favours"]))]
        if self.phase == "order":
            return [f"wake {k + 1}" for k in self._open_order_spaces(seat)]
        if self.phase == "declare":
            return self._declare_options(seat)
        opts = self._turn_options(seat)
        return opts

    def _pairs(self, seat: int) -> list[tuple[int, int]]:
        kinds = sorted(set(self.ps[seat]["hand"]))
        return [(a, b) for x, a in enumerate(kinds) for b in kinds[x + 1:]]

    def _open_order_spaces(self, seat: int) -> list[int]:
        taken = set(self.order_spaces.values())
        out = []
        for k, (cost, _, _, least, choosable) in enumerate(ORDER_SPACES):
            if choosable and self.players >= least and k not in taken and self.ps[seat]["gold"] >= cost:
                out.append(k)
        return out

    def round_spaces(self) -> list[str]:
        r = self.round
        out = ["gather", "transmute"]
        if r >= 2:
            out.append("sell")
        out.append("artifact")
        if r >= 2:
            out += ["debunk", "publish"]
        if r <= 5:
            out += ["student", "drink"]
        else:
            out.append("exhibit")
        return out

    def cubes_total(self, seat: int) -> int:
        return cubes_per_round(self.round, self.players) - self.ps[seat]["hospital"] + self.decl.get("assistants", 0)

    def cubes_left(self, seat: int) -> int:
        d = self.decl
        spent = d.get("custodian", 0)
        for sp, uses in d.get("uses", {}).items():
            spent += sum(space_costs(sp, self.players)[:uses])
        return self.cubes_total(seat) - spent

    def _declare_options(self, seat: int) -> list[str]:
        p = self.ps[seat]
        d = self.decl
        left = self.cubes_left(seat)
        out = []
        for sp in self.round_spaces():
            costs = space_costs(sp, self.players)
            used = d.get("uses", {}).get(sp, 0)
            if used < len(costs) and costs[used] <= left:
                out.append(f"cube {sp}")
        if "assistant" in p["favours"]:
            out.append("assistant")
        if "associate" in p["favours"] and d.get("associate") is None:
            out += [f"associate {sp}" for sp in self.round_spaces()]
        if "custodian" in p["favours"] and left >= 1 and self.round >= 2:
            out.append("custodian")
        out.append("done")
        return out

    def _turn_options(self, seat: int) -> list[str]:
        """What the seat whose cube is up may do (always at least ``skip`` or a way on)."""
        sp = SPACES[self.space_i]
        p = self.ps[seat]
        t = self.t
        out: list[str] = []
        if sp == "gather":
            out = [f"take {ing(i)}" for i in sorted(set(self.market))]
            if self.deck or self.ing_discard:
                out.append("draw")
        elif sp == "transmute":
            out = [f"transmute {ing(i)}" for i in sorted(set(p["hand"]))]
            if out and "sage" in p["favours"] and not t.get("sage"):
                out.append("favour sage")
        elif sp in ("custodian", "drink"):
            out = [f"drink {pair_text(i, j)}" for i, j in self._pairs(seat)]
        elif sp == "student":
            if not self.student_poisoned or p["gold"] >= 1:
                out = [f"test {pair_text(i, j)}" for i, j in self._pairs(seat)]
        elif sp == "sell":
            stage = t.get("stage")
            if stage == "offer":
                return [f"offer {k}" for k in range(4)]
            if stage == "guarantee":
                return [f"guarantee {g}" for g in (4, 3, 2, 1)]
            if stage == "mix":
                return [f"sell {pair_text(i, j)}" for i, j in self._pairs(seat)]
            if self._pairs(seat):
                out = [f"request {r + 1}" for r in self._open_requests(seat)]
                for f in ("barmaid", "merchant"):
                    if out and f in p["favours"] and not t.get(f):
                        out.append(f"favour {f}")
        elif sp == "artifact":
            out = [f"buy {a}" for a in self.art_market if self.artifact_cost(seat, a) <= p["gold"]]
            if "shopkeeper" in p["favours"] and not t.get("shopkeeper") and self.art_market:
                out.append("favour shopkeeper")
        elif sp == "debunk":
            out = self._debunk_options(seat)
        elif sp == "publish":
            if t.get("stage"):
                return self._publish_stage_options(seat, t)
            out = self._publish_options(seat)
        elif sp == "exhibit":
            if t.get("stage") == "show":
                return [f"show {pair_text(i, j)}" for i, j in self._pairs(seat)]
            if self._pairs(seat):
                out = [f"exhibit {POTIONS[k].lower()}" for k in range(1, 7)]
        return out + ["skip"]

    def _publish_stage_options(self, seat: int, t: dict) -> list[str]:
        if t.get("stage") == "as":
            used = {th["alch"] for th in self.theories if th is not None}
            return [f"as {a + 1}" for a in range(8) if a not in used]
        return [f"seal {k}" for k in SEAL_KINDS if k in self.ps[seat]["seals"]]

    def _open_requests(self, seat: int) -> list[int]:
        if self.t.get("merchant") and self.t.get("order", 0) > 0:
            return [0, 1, 2]
        return [r for r in range(3) if r not in self.sold]

    def artifact_cost(self, seat: int, a: int) -> int:
        p = self.ps[seat]
        cost = ARTIFACTS[a].cost
        if 1 in p["artifacts"]:
            cost -= 1 if p["discount_used"] else 2
        if self.t.get("shopkeeper"):
            cost -= 1
        return max(0, cost)

    def publish_cost(self, seat: int, box: int) -> int:
        bank = 0 if 4 in self.ps[seat]["artifacts"] else 1
        th = self.theories[box]
        return bank + (len(th["seals"]) if th else 0)

    def _publish_options(self, seat: int) -> list[str]:
        p = self.ps[seat]
        if not p["seals"]:
            return []
        out = []
        used = {th["alch"] for th in self.theories if th is not None}
        for box in range(8):
            th = self.theories[box]
            if self.publish_cost(seat, box) > p["gold"]:
                continue
            if th is None:
                if len(used) < 8:
                    out.append(f"publish {ing(box)}")
            elif not th["conflict"] and seat not in [s for s, _ in th["seals"]] and len(th["seals"]) < 3:
                out.append(f"endorse {ing(box)}")
        return out

    def _debunk_options(self, seat: int) -> list[str]:
        boxes = [b for b in range(8) if self.theories[b] is not None]
        if not self.master:
            return [f"debunk {ing(b)} {c.lower()}" for b in boxes for c in COLOURS]
        return [f"debunk {pair_text(i, j)}" for i in range(8) for j in range(i + 1, 8)
                if self.theories[i] is not None or self.theories[j] is not None]

    # ------------------------------------------------------------------ parsing and reasons
    def _parse(self, text: str) -> str:
        words = text.strip().lower().split()
        words = [w.replace("−", "-") for w in words]
        if len(words) == 3 and words[0] in ("test", "drink", "sell", "think", "show") and words[1].endswith("+"):
            words = [words[0], words[1] + words[2]]
        if len(words) == 2 and "+" in words[1] and words[0] in ("test", "drink", "sell", "think", "show", "debunk"):
            a, _, b = words[1].partition("+")
            if len(a) == 1 and len(b) == 1 and a in "abcdefgh" and b in "abcdefgh" and a > b:
                words[1] = f"{b}+{a}"
        return " ".join(words)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        head = action.split()[0] if action.split() else ""
        sp = self.current_space()
        if self.ps[seat]["notes"] is not None:
            return "Your notebook is open: mark the grid or close it first."
        if head in ("test", "drink", "sell", "think", "show") and "+" in action:
            a, _, b = action.split()[-1].partition("+")
            if a == b:
                return "Two different ingredients are mixed: an ingredient cannot be mixed with itself."
            return "You mix only ingredients from your own hand."
        if head == "wake":
            return ("That order space is taken, is not in play with this many players, or costs 1 gold "
                    "you do not have.")
        if head == "cube":
            if self.phase != "declare":
                return "Cubes are placed only while declaring actions."
            return ("That action space is not open this round (selling, debunking and publishing start in "
                    "round 2; testing ends after round 5; the exhibition is round 6), it is full, or you "
                    "lack the cubes.")
        if head in ("buy",):
            return "That artifact is not in the market or costs more gold than you have."
        if head in ("publish", "endorse"):
            return ("Publishing needs a box without a theory (endorsing: another's theory without conflict), a "
                    "free alchemical, a seal, and gold for the bank and for each seal already there.")
        if head == "debunk":
            return ("Debunking names a published theory" + (" and two ingredients" if self.master else " and a colour")
                    + "; it is open from round 2 on the debunk space.")
        if head in ("mark", "row", "close"):
            return "Open your notebook first."
        if self.phase == "resolve" and sp and head not in ("notes",):
            return f"Now {self.seat_name(seat)} resolves {SPACE_NAMES[sp]}: {head!r} does not fit here."
        return None

    # ------------------------------------------------------------------ apply
    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action.split()[0] in NOTE_ACTIONS:
            return (seat,)
        return None

    def _apply(self, seat: int, action: str) -> None:
        w = action.split()
        head = w[0]
        p = self.ps[seat]
        if head in NOTE_ACTIONS:
            if head == "notes":
                p["notes"] = 0
            elif head == "close":
                p["notes"] = None
            elif head == "row":
                p["notes"] = ing_index(w[1])
            else:
                cell = ing_index(w[1][0]) * 8 + int(w[1][1:]) - 1
                p["grid"][cell] = (p["grid"][cell] + 1) % 3
            return
        self.last_turn[seat] = action
        if self.interrupts:
            self._apply_interrupt(seat, w)
        elif self.phase == "keep":
            keep = w[1]
            other = [f for f in p["favours"]]
            other.remove(keep)
            for f in other:
                self.fdiscard.append(f)
            p["favours"] = [keep]
            self.queue.pop(0)
            if not self.queue:
                self._start_order()
        elif self.phase == "order":
            self._wake(seat, int(w[1]) - 1)
        elif self.phase == "declare":
            self._declare(seat, w)
        else:
            self._resolve(seat, w)
        self._continue()

    def _apply_interrupt(self, seat: int, w: list) -> None:
        item = self.interrupts[0]
        kind = item[1]
        p = self.ps[seat]
        if kind == "herbalist":
            i = ing_index(w[1])
            self._discard_ingredients(seat, [i])
            self.say(f"You discard {INGREDIENTS[i]}.", to=(seat,))
            item[2] -= 1
            if item[2] <= 0 or not p["hand"]:
                self.interrupts.pop(0)
        elif kind == "altar":
            k = int(w[1])
            p["gold"] -= k
            self.interrupts.pop(0)
            self.gain(seat, k, "Altar of Gold")
        elif kind == "thinking":
            if w[0] == "stop":
                self.interrupts.pop(0)
                return
            a, b = (ing_index(x) for x in w[1].split("+"))
            self.reveal()
            pot = MIX[self.binding[a]][self.binding[b]]
            self._record(seat, ("mix", a, b, pot), {"a": a, "b": b, "potion": pot, "how": "thinking cap"})
            self.say(f"Thinking Cap: {INGREDIENTS[a]} and {INGREDIENTS[b]} make {POTION_NAMES[POTIONS[pot]]}.",
                     to=(seat,))
            item[2] -= 1
            if item[2] <= 0:
                self.interrupts.pop(0)
        elif kind == "republish":
            self.interrupts.pop(0)
            if w[0] == "later":
                return
            # the publish cube is used now
            self._take_cube(seat, "publish")
            box = ing_index(w[1])
            self.interrupts.insert(0, [seat, "publishing", {"box": box, "stage": "as" if w[0] == "publish" else "seal"}])
        elif kind == "boots":
            self.interrupts.pop(0)
            if w[0] == "again":
                p["boots"] = True
                self.turns.append((seat, -1))
                self.say(f"{self.seat_name(seat)} uses the Boots of Speed on {SPACE_NAMES[item[2]]}.")
        elif kind == "periscope":
            self.interrupts.pop(0)
            if w[0] == "peek":
                p["periscope"] = True
                rival, a, b, fact = item[2]
                seen = self.rng.choice([a, b])
                f = (fact[0], seen) + tuple(fact[1:])
                self.ps[seat]["facts"].append(f)
                self.ps[seat].setdefault("results", []).append({"a": seen, "how": "periscope", "rival": rival,
                                                                "potion": fact[1] if fact[0] == "part" else None,
                                                                "request": fact[1] if fact[0] == "parttier" else None,
                                                                "tier": fact[2] if fact[0] == "parttier" else None})
                self.say(f"Periscope: {self.seat_name(rival)} used {INGREDIENTS[seen]}.", to=(seat,))
        elif kind == "publishing":
            t = item[2]
            if w[0] == "as":
                t["alch"] = int(w[1]) - 1
                t["stage"] = "seal"
            else:
                self.interrupts.pop(0)
                self._seal(seat, w[1], t["box"], t.get("alch"))

    def _take_cube(self, seat: int, space: str) -> None:
        for row in self.rows[space]:
            if row[0] == seat and row[2] < row[1]:
                row[2] += 1
                return

    # -- setup and order
    def _start_order(self) -> None:
        self.phase = "order"
        self.order_spaces = {}
        n = self.players
        seats = [(self.start + k) % n for k in range(n)]
        self.queue = []
        for s in seats:
            if self.ps[s]["paralysed"]:
                self.order_spaces[s] = len(ORDER_SPACES) - 1
                self.say(f"{self.seat_name(s)} is paralysed and wakes last.")
                self._order_bonus(s, len(ORDER_SPACES) - 1)
            else:
                self.queue.append(s)
        if not self.queue:
            self._start_declare()

    def _order_bonus(self, seat: int, k: int) -> None:
        cost, favours, ingredients, _, _ = ORDER_SPACES[k]
        p = self.ps[seat]
        p["gold"] -= cost
        if ingredients and not p["trunk"]:
            self._draw_ingredients(seat, ingredients)
        if favours:
            self._draw_favours(seat, favours)

    def _wake(self, seat: int, k: int) -> None:
        self.order_spaces[seat] = k
        self._order_bonus(seat, k)
        self.queue.pop(0)
        if not self.queue:
            self._start_declare()

    def _start_declare(self) -> None:
        n = self.players
        start_order = [(self.start + k) % n for k in range(n)]
        self.track = sorted(range(n), key=lambda s: (self.order_spaces[s], start_order.index(s)))
        self.phase = "declare"
        self.queue = list(reversed(self.track))
        self.decl = {}

    def _declare(self, seat: int, w: list) -> None:
        p = self.ps[seat]
        d = self.decl
        head = w[0]
        if head == "cube":
            d.setdefault("uses", {})
            d["uses"][w[1]] = d["uses"].get(w[1], 0) + 1
        elif head == "assistant":
            p["favours"].remove("assistant")
            self.fdiscard.append("assistant")
            d["assistants"] = d.get("assistants", 0) + 1
        elif head == "associate":
            p["favours"].remove("associate")
            self.fdiscard.append("associate")
            d["associate"] = w[1]
        elif head == "custodian":
            p["favours"].remove("custodian")
            self.fdiscard.append("custodian")
            d["custodian"] = d.get("custodian", 0) + 1
        elif head == "done":
            unplaced = self.cubes_left(seat)
            for sp, uses in d.get("uses", {}).items():
                row = [seat, uses, 0]
                rows = self.rows[sp]
                if d.get("associate") == sp:
                    rows.insert(0, row)
                    row.append("top")
                else:
                    tops = sum(1 for r in rows if len(r) > 3)
                    rows.insert(tops, row)
            if d.get("custodian"):
                row = [seat, d["custodian"], 0]
                rows = self.rows["custodian"]
                rows.insert(0, row)
            p["declared"] = unplaced
            self.decl = {}
            self.queue.pop(0)
            if not self.queue:
                self._start_resolve()

    # -- resolution
    def _start_resolve(self) -> None:
        self.phase = "resolve"
        self.space_i = -1
        self.turns = []
        self.turn_i = 0
        self._next_space()

    def _next_space(self) -> None:
        while True:
            self.space_i += 1
            if self.space_i >= len(SPACES):
                self._end_round()
                return
            sp = SPACES[self.space_i]
            rows = self.rows[sp]
            if not rows:
                continue
            self.t = {}
            if sp == "sell":
                self.turns = [(r[0], 0) for r in rows]
                self.t = {"stage": "offer"}
                self.offers = {}
            else:
                width = max(r[1] - r[2] for r in rows)
                self.turns = [(r[0], r[2] + col) for col in range(width) for r in rows if r[1] - r[2] > col]
                if not self.turns:
                    continue
            self.turn_i = 0
            return

    def _continue(self) -> None:
        """Move on past turns that have nothing to decide (only ``skip`` left)."""
        guard = 0
        while self.outcome is None and not self.interrupts and self.phase == "resolve":
            guard += 1
            assert guard < 500
            if self.advance_pending:
                self.advance_pending = False
                self.turn_i += 1
                if SPACES[self.space_i] == "sell":
                    self.t = {"order": self.turn_i}
            if self.turn_i >= len(self.turns):
                if self._offer_boots():
                    continue
                self._next_space()
                continue
            seat = self.turns[self.turn_i][0]
            if self._turn_options(seat) == ["skip"]:
                self._finish_turn(seat, used=False, auto=True)
                continue
            break

    def _offer_boots(self) -> bool:
        """Boots of Speed: once a space is done, an owner with a cube there may use it once more."""
        sp = SPACES[self.space_i]
        if sp in ("sell", "custodian"):
            return False
        offered = self.t_boots
        for row in self.rows[sp]:
            s = row[0]
            p = self.ps[s]
            if 0 in p["artifacts"] and not p["boots"] and (sp, s) not in offered.get(self.round, []):
                offered.setdefault(self.round, []).append((sp, s))
                self.interrupts.append([s, "boots", sp])
                return True
        return False

    def _finish_turn(self, seat: int, used: bool, auto: bool = False) -> None:
        sp = SPACES[self.space_i]
        col = self.turns[self.turn_i][1]
        if col < 0:             # the extra use of Boots of Speed takes no cube
            used = True
        if not used:
            cost = space_costs(sp, self.players)[col] if sp != "custodian" else 1
            self.ps[seat]["unused"] += cost
            if auto:
                self.say(f"{self.seat_name(seat)} cannot use a cube on {SPACE_NAMES[sp]}.")
        if col >= 0:
            for row in self.rows[sp]:
                if row[0] == seat and row[2] < row[1]:
                    row[2] += 1
                    break
        self.t = {}
        self.advance_pending = True

    def _resolve(self, seat: int, w: list) -> None:
        sp = SPACES[self.space_i]
        p = self.ps[seat]
        head = w[0]
        name = self.seat_name(seat)
        if head == "skip":
            if sp == "sell":
                self.t.pop("stage", None)
            self._finish_turn(seat, used=False)
            return
        if head == "favour":
            f = w[1]
            p["favours"].remove(f)
            self.fdiscard.append(f)
            self.t[f] = True
            if f == "merchant" and self.t.get("order", 0) == 0:
                p["gold"] += 1
                self.t["merchant"] = False
            return
        if sp == "gather":
            if head == "take":
                i = ing_index(w[1])
                self.market.remove(i)
                p["hand"].append(i)
                p["hand"].sort()
            else:
                self._draw_ingredients(seat, 1)
            self._finish_turn(seat, used=True)
        elif sp == "transmute":
            i = ing_index(w[1])
            self._discard_ingredients(seat, [i])
            p["gold"] += 2 if self.t.get("sage") else 1
            self.say(f"You transmute {INGREDIENTS[i]}.", to=(seat,))
            self._finish_turn(seat, used=True)
        elif sp in ("custodian", "drink", "student"):
            a, b = (ing_index(x) for x in w[1].split("+"))
            if sp == "student" and self.student_poisoned:
                p["gold"] -= 1
            pot = self._mix(seat, a, b, "student" if sp == "student" else "drink")
            if sp == "student":
                if potion_sign(pot) < 0:
                    self.student_poisoned = True
            else:
                self._drink_effect(seat, pot)
            self._finish_turn(seat, used=True)
        elif sp == "sell":
            self._sell(seat, w)
        elif sp == "artifact":
            a = int(w[1])
            cost = self.artifact_cost(seat, a)
            p["gold"] -= cost
            if 1 in p["artifacts"]:
                p["discount_used"] = True
            self.art_market.remove(a)
            p["artifacts"].append(a)
            self.say(f"{name} buys {ARTIFACTS[a].name} for {cost} gold.")
            self._artifact_effect(seat, a)
            self._finish_turn(seat, used=True)
        elif sp == "debunk":
            self._debunk(seat, w)
            self._finish_turn(seat, used=True)
        elif sp == "publish":
            stage = self.t.get("stage")
            if stage is None:
                self.t["box"] = ing_index(w[1])
                self.t["stage"] = "as" if head == "publish" else "seal"
            elif stage == "as":
                self.t["alch"] = int(w[1]) - 1
                self.t["stage"] = "seal"
            else:
                self._seal(seat, w[1], self.t["box"], self.t.get("alch"))
                self._finish_turn(seat, used=True)
        elif sp == "exhibit":
            if head == "exhibit":
                self.t["potion"] = POTIONS.index(w[1].upper())
                self.t["stage"] = "show"
            else:
                a, b = (ing_index(x) for x in w[1].split("+"))
                self._exhibit(seat, a, b, self.t["potion"])
                self._finish_turn(seat, used=True)

    # -- mixing
    def _use_up(self, seat: int, a: int, b: int) -> None:
        if 2 in self.ps[seat]["artifacts"]:
            lost = self.rng.choice([a, b])
            self._discard_ingredients(seat, [lost])
            self.say(f"Magic Mortar: only {INGREDIENTS[lost]} is used up.", to=(seat,))
        else:
            self._discard_ingredients(seat, [a, b])

    def _record(self, seat: int, fact: tuple, result: dict) -> None:
        self.ps[seat]["facts"].append(fact)
        self.ps[seat].setdefault("results", []).append(result)

    def _mix(self, seat: int, a: int, b: int, where: str) -> int:
        self.reveal()
        pot = MIX[self.binding[a]][self.binding[b]]
        self._use_up(seat, a, b)
        self._record(seat, ("mix", a, b, pot), {"a": a, "b": b, "potion": pot, "how": where})
        self.public_results.append({"seat": seat, "how": where, "potion": pot, "round": self.round})
        self._periscope(seat, a, b, ("part", pot))
        self.say(f"The potion is {POTION_NAMES[POTIONS[pot]]}.")
        self.say(f"({INGREDIENTS[a]} and {INGREDIENTS[b]}.)", to=(seat,))
        return pot

    def _periscope(self, seat: int, a: int, b: int, fact: tuple) -> None:
        """Periscope: after a rival's test or sale, its owner may see one of the two ingredients."""
        for s, p in enumerate(self.ps):
            if s != seat and 3 in p["artifacts"] and not p["periscope"]:
                self.interrupts.append([s, "periscope", [seat, a, b, fact]])

    def _drink_effect(self, seat: int, pot: int) -> None:
        p = self.ps[seat]
        if pot == 2:            # red −: a cube to the hospital
            p["hospital_next"] += 1
            self.say(f"{self.seat_name(seat)} spends the next round with one cube in the hospital.")
        elif pot == 4:          # green −: paralysed
            p["paralysed_next"] = True
            self.say(f"{self.seat_name(seat)} is paralysed and will wake last next round.")
        elif pot == 6:          # blue −
            self.gain(seat, -1, "blue − potion")

    # -- selling
    def hero(self) -> int | None:
        if self.round < 2:
            return None
        return self.heroes[self.round - 2]

    def _sell(self, seat: int, w: list) -> None:
        head = w[0]
        t = self.t
        p = self.ps[seat]
        if head == "offer":
            self.offers[seat] = int(w[1])
            self.say(f"{self.seat_name(seat)} offers a refund of {w[1]}.")
            self.turn_i += 1
            if self.turn_i >= len(self.turns):
                rows = [r[0] for r in self.rows["sell"]]
                order = sorted(rows, key=lambda s: (-self.offers[s], rows.index(s)))
                self.turns = [(s, 0) for s in order]
                self.turn_i = 0
                self.t = {"order": 0}
            else:
                self.t = {"stage": "offer"}
            return
        if head == "request":
            t["request"] = int(w[1]) - 1
            t["stage"] = "guarantee"
        elif head == "guarantee":
            t["guarantee"] = int(w[1])
            t["stage"] = "mix"
        elif head == "sell":
            a, b = (ing_index(x) for x in w[1].split("+"))
            hero = self.hero()
            req = ADVENTURERS[hero][t["request"]]
            pot = MIX[self.binding[a]][self.binding[b]]
            got = deduce.tier(pot, req)
            self.reveal()
            self._use_up(seat, a, b)
            self._record(seat, ("tier", a, b, req, got), {"a": a, "b": b, "request": req, "tier": got, "how": "sell"})
            counted = got
            rep = 0
            if t.get("barmaid"):
                if got == 4:
                    rep += 1
                else:
                    counted = min(4, got + 1)
            g = t["guarantee"]
            refund = self.offers.get(seat, 0)
            if section(p["rep"]) in ("green", "blue"):
                refund = max(0, refund - 1)
            paid = 0
            if counted >= g:
                paid = g - refund + {"red": -1, "blue": 1}.get(section(p["rep"]), 0)
                paid = max(0, paid)
                p["gold"] += paid
            if counted <= 2:
                rep -= 1
            if t["request"] not in self.sold:
                self.sold.append(t["request"])
            self.public_results.append({"seat": seat, "how": "sell", "request": req, "tier": got,
                                        "round": self.round})
            self._periscope(seat, a, b, ("parttier", req, got))
            self.say(f"{self.seat_name(seat)} sells for {POTION_NAMES[POTIONS[req]]} with a guarantee of "
                     f"{g}: the potion is {['', 'of the wrong sign', 'neutral', 'of the right sign', 'exact'][got]}"
                     f", paid {paid} gold.")
            self.gain(seat, rep, "sale")
            self.t.pop("stage", None)
            self._finish_turn(seat, used=True)

    # -- artifacts
    def _artifact_effect(self, seat: int, a: int) -> None:
        p = self.ps[seat]
        if a == 6:
            self.gain(seat, 5, "Amulet of Rhetoric")
        elif a == 7:
            self._draw_favours(seat, 4)
        elif a == 10:
            if self._pairs(seat):
                self.interrupts.append([seat, "thinking", 2])
        elif a == 11:
            self._draw_ingredients(seat, 7)
            p["trunk"] = True
        elif a == 12:
            if p["gold"] > 0:
                self.interrupts.append([seat, "altar", 0])

    # ------------------------------------------------------------------ knowledge and bots
    def facts_for(self, seat: int | None) -> list:
        own = self.ps[seat]["facts"] if seat is not None else []
        return list(own) + list(self.public_facts)

    def possible(self, seat: int | None):
        """The bindings consistent with what ``seat`` has seen (a numpy mask over deduce.PERMS)."""
        return deduce.consistent(self.facts_for(seat))

    def heuristic(self, seat: int) -> float:
        def value(s):
            p = self.ps[s]
            base = p["rep"] + (p["gold"] + 2 * len(p["favours"])) / 3 + sum(GRANTS[g][1] for g in p["grants"])
            base += sum(ARTIFACTS[a].points or 2 for a in p["artifacts"])
            base += 2 * self.seal_count(s)
            return base
        mine = value(seat)
        best = max(value(s) for s in range(self.players) if s != seat)
        # an open notebook changes nothing: a search must never prefer it to a real decision, so
        # it is worth the least there is (even a lost end is worth no less)
        if self.ps[seat]["notes"] is not None:
            return -1.0
        return max(-0.95, min(0.95, (mine - best) / 30))

    def check_invariants(self) -> None:
        cards = list(self.deck) + self.ing_discard + self.market + [i for p in self.ps for i in p["hand"]]
        assert sorted(cards) == sorted(i for i in range(8) for _ in range(COPIES_PER_INGREDIENT)), "ingredients lost"
        favs = list(self.fdeck) + self.fdiscard + [f for p in self.ps for f in p["favours"]]
        assert sorted(favs) == sorted(name for name, c in FAVOURS for _ in range(c)), "favour cards lost"
        assert sorted(self.binding) == list(range(8))
        used = [th["alch"] for th in self.theories if th is not None]
        assert len(used) == len(set(used)), "an alchemical is on two theories"
        for s, p in enumerate(self.ps):
            assert p["gold"] >= 0 and p["rep"] >= 0
            for f in p["facts"]:
                assert deduce.check_fact(self.binding, f), "a recorded result disagrees with the binding"
            placed = sum(1 for th in self.theories if th is not None for x, _ in th["seals"] if x == s)
            assert placed + len(p["seals"]) <= len(SEALS)
        for f in self.public_facts:
            assert deduce.check_fact(self.binding, f)

    def _resample(self, seat, rng) -> None:
        choices = deduce.candidates(tuple(self.facts_for(seat)))
        k = int(choices[rng.randint(0, len(choices) - 1)])
        self.binding = [int(x) for x in deduce.PERMS[k]]
        # other seats' hands and the pile
        pool = list(self.deck)
        for s, p in enumerate(self.ps):
            if s != seat:
                pool += p["hand"]
        rng.shuffle(pool)
        for s, p in enumerate(self.ps):
            if s != seat:
                k = len(p["hand"])
                p["hand"] = sorted(pool[:k])
                pool = pool[k:]
                p["facts"] = []
                p["results"] = []
        self.deck = pool
        fpool = list(self.fdeck)
        for s, p in enumerate(self.ps):
            if s != seat:
                fpool += p["favours"]
        rng.shuffle(fpool)
        for s, p in enumerate(self.ps):
            if s != seat:
                k = len(p["favours"])
                p["favours"] = sorted(fpool[:k])
                fpool = fpool[k:]
        self.fdeck = fpool
        # adventurers and artifacts not yet shown
        shown = self.round  # heroes[0 .. round-1] are shown (the current and the next)
        rest = [h for h in range(len(ADVENTURERS)) if h not in self.heroes[:shown]]
        rng.shuffle(rest)
        self.heroes = self.heroes[:shown] + rest[:len(self.heroes) - shown]
        level_now = 1 if self.round <= 3 else (2 if self.round <= 5 else 3)
        for lv in (1, 2, 3):
            if lv > level_now:
                self.art_sets[lv] = sorted(rng.sample([a.id for a in ARTIFACTS if a.level == lv], 3))

    def clone(self):
        import copy as _copy
        twin = self._twin("deck", "ing_discard", "market", "fdeck", "fdiscard", "heroes", "grants", "public_facts",
                          "public_results", "queue", "track", "turns", "sold", "art_market", "last_turn")
        twin.ps = _copy.deepcopy(self.ps)
        twin.theories = _copy.deepcopy(self.theories)
        twin.rows = _copy.deepcopy(self.rows)
        twin.t = _copy.deepcopy(self.t)
        twin.decl = _copy.deepcopy(self.decl)
        twin.interrupts = _copy.deepcopy(self.interrupts)
        twin.binding = list(self.binding)
        twin.order_spaces = dict(self.order_spaces)
        twin.offers = dict(self.offers)
        twin.exhibited = {k: list(v) for k, v in self.exhibited.items()}
        twin.art_sets = {k: list(v) for k, v in self.art_sets.items()}
        twin.t_boots = {k: list(v) for k, v in self.t_boots.items()}
        return twin
