"""Alchemists' words and views: the sentences, labels and board clicks of every action, the status
line, and what each seat may see (the binding only once the game is over)."""

from __future__ import annotations

from .data import (ADVENTURERS, ALCHEMICALS, ARTIFACTS, COLOUR_NAMES, FAVOUR_TEXT, GRANTS, INGREDIENTS, LETTERS,
                   ORDER_SPACES, POTION_NAMES, POTIONS, SPACE_NAMES, SPACES, alchemical_code)
from .notation import (DECLARE_FAVOURS, NOTE_ACTIONS, REQUEST_WORDS, ing_index, section)


class AlchemistsView:
    """Mixed into :class:`.rules.Alchemists`."""

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        who = self.seat_name(seat if seat is not None else (self.to_move or (None,))[0])
        w = action.split()
        head = w[0]
        arg = w[1] if len(w) > 1 else ""
        if head in NOTE_ACTIONS:
            return {"notes": "You open your notebook.", "close": "You close your notebook.",
                    "row": f"Notebook: row {arg.upper()}.", "mark": f"Notebook: mark {arg.upper()}."}[head]
        if head == "keep":
            return f"{who} keeps one favour card."
        if head == "wake":
            return f"{who} takes order space {arg}."
        if head == "cube":
            return f"{who} places a cube on {SPACE_NAMES[arg]}."
        if head in DECLARE_FAVOURS:
            return f"{who} plays a {head.capitalize()}."
        if head == "associate":
            return f"{who} plays an Associate on {SPACE_NAMES[arg]}."
        if head == "done":
            return f"{who} is done declaring."
        if head == "take":
            return f"{who} takes {INGREDIENTS[ing_index(arg)]} from the market."
        if head == "draw":
            return f"{who} draws an ingredient."
        if head == "transmute":
            return f"{who} transmutes an ingredient into gold."
        if head == "test":
            return f"{who} tests a potion on the student."
        if head == "drink":
            return f"{who} drinks a potion."
        if head == "offer":
            return f"{who} offers a refund of {arg}."
        if head == "request":
            return f"{who} chooses request {arg}."
        if head == "guarantee":
            return f"{who} guarantees {REQUEST_WORDS[int(arg)]}."
        if head == "sell":
            return f"{who} brews the potion to sell."
        if head == "buy":
            return f"{who} buys {ARTIFACTS[int(arg)].name}."
        if head == "favour":
            return f"{who} plays a {arg.capitalize()}."
        if head == "debunk":
            if "+" in arg:
                a, b = arg.split("+")
                return f"{who} tries to debunk with {INGREDIENTS[ing_index(a)]} and {INGREDIENTS[ing_index(b)]}."
            return f"{who} tries to debunk the {COLOUR_NAMES[w[2].upper()]} aspect of {INGREDIENTS[ing_index(arg)]}."
        if head == "publish":
            return f"{who} publishes a theory on {INGREDIENTS[ing_index(arg)]}."
        if head == "endorse":
            return f"{who} endorses the theory on {INGREDIENTS[ing_index(arg)]}."
        if head == "as":
            return f"{who} names the alchemical {alchemical_code(int(arg) - 1)}."
        if head == "seal":
            return f"{who} puts a {arg} seal."
        if head == "exhibit":
            return f"{who} will exhibit {POTION_NAMES[arg.upper()]}."
        if head == "show":
            return f"{who} brews the exhibited potion."
        if head == "discard":
            return f"{who} discards an ingredient."
        if head == "altar":
            return f"{who} pays {arg} gold at the Altar of Gold."
        if head == "think":
            return f"{who} tests a pair with the Thinking Cap."
        if head == "stop":
            return f"{who} stops."
        if head == "later":
            return f"{who} does not republish now."
        if head == "again":
            return f"{who} puts the Boots of Speed on."
        if head == "peek":
            return f"{who} looks through the Periscope."
        if head == "pass":
            return f"{who} passes."
        if head == "skip":
            return f"{who} leaves the cube unused."
        return f"{who} plays {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        head = w[0]
        arg = w[1] if len(w) > 1 else ""
        if head == "wake":
            cost, fav, ingr, _, _ = ORDER_SPACES[int(arg) - 1]
            bits = ([f"pay {cost} gold"] if cost else []) + ([f"{ingr} ingredient{'s' * (ingr > 1)}"] if ingr else []) \
                + ([f"{fav} favour{'s' * (fav > 1)}"] if fav else [])
            return f"Order {arg}: " + (", ".join(bits) or "nothing")
        if head == "cube":
            return f"Cube on {SPACE_NAMES[arg]}"
        if head == "associate":
            return f"Associate: top row on {SPACE_NAMES[arg]}"
        if head in ("test", "drink", "sell", "think", "show"):
            a, b = arg.split("+")
            verb = {"test": "Test", "drink": "Drink", "sell": "Sell", "think": "Think", "show": "Show"}[head]
            return f"{verb} {INGREDIENTS[ing_index(a)]} + {INGREDIENTS[ing_index(b)]}"
        if head == "take":
            return f"Take {INGREDIENTS[ing_index(arg)]}"
        if head == "transmute":
            return f"Transmute {INGREDIENTS[ing_index(arg)]}"
        if head == "discard":
            return f"Discard {INGREDIENTS[ing_index(arg)]}"
        if head == "buy":
            a = ARTIFACTS[int(arg)]
            return f"Buy {a.name} ({self.artifact_cost(seat, a.id) if seat is not None else a.cost} gold)"
        if head == "offer":
            return f"Refund {arg}"
        if head == "request":
            hero = self.hero()
            return f"Request {arg}: {POTION_NAMES[POTIONS[ADVENTURERS[hero][int(arg) - 1]]]}" if hero is not None else action
        if head == "guarantee":
            return f"Guarantee {arg}: {REQUEST_WORDS[int(arg)]}"
        if head == "debunk":
            if "+" in arg:
                a, b = arg.split("+")
                return f"Debunk with {INGREDIENTS[ing_index(a)]} + {INGREDIENTS[ing_index(b)]}"
            return f"Debunk {INGREDIENTS[ing_index(arg)]}: {COLOUR_NAMES[w[2].upper()]}"
        if head in ("publish", "endorse"):
            return f"{head.capitalize()} {INGREDIENTS[ing_index(arg)]}"
        if head == "as":
            return f"Alchemical {alchemical_code(int(arg) - 1)}"
        if head == "seal":
            return f"{arg.capitalize()} seal"
        if head == "exhibit":
            return f"Exhibit {POTION_NAMES[arg.upper()]}"
        if head == "keep":
            return f"Keep {arg.capitalize()}"
        if head == "favour":
            return f"Play {arg.capitalize()}"
        if head == "altar":
            return f"Pay {arg} gold"
        if head == "mark":
            return f"Mark {arg.upper()}"
        if head == "row":
            return f"Row {arg.upper()}"
        return {"notes": "Open notebook", "close": "Close notebook", "done": "Done declaring", "draw": "Draw from the pile",
                "skip": "Leave the cube unused", "assistant": "Play Assistant (+1 cube)",
                "custodian": "Play Custodian (drink before selling)", "stop": "Stop testing",
                "later": "Do not republish now", "again": "Boots of Speed: once more", "peek": "Periscope: look",
                "pass": "Pass"}.get(head, action)

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        head = w[0]
        arg = w[1] if len(w) > 1 else ""
        if head == "cube":
            return [f"space-{arg}"]
        if head == "wake":
            return [f"order-{arg}"]
        if head == "mark":
            return [f"cell-{arg}"]
        if head == "row":
            return [f"gridrow-{arg}"]
        if head in ("test", "drink", "sell", "think", "show"):
            a, b = arg.split("+")
            return [f"hand-{a}", f"hand-{b}"]
        if head == "take":
            return [f"market-{arg}"]
        if head == "transmute":
            return [f"gold-{arg}"]
        if head == "discard":
            return [f"hand-{arg}"]
        if head == "buy":
            return [f"artifact-{arg}"]
        if head in ("publish", "endorse"):
            return [f"theory-{arg}"]
        if head == "debunk" and "+" not in arg:
            return [f"theory-{arg}", f"aspect-{w[2]}"]
        if head == "request":
            return [f"request-{arg}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        head = action.split()[0]
        if head in NOTE_ACTIONS:
            return []
        if head in ("cube", "wake", "take", "buy", "publish", "endorse", "request"):
            return self.parts(action, seat)[:1]
        return [f"lab-{seat}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        mover = self.to_move[0]
        who = self.seat_name(mover)
        if self.interrupts:
            kind = self.interrupts[0][1]
            return {"herbalist": f"{who} discards ingredients for the Herbalist.",
                    "altar": f"{who} chooses how much gold to give at the Altar of Gold.",
                    "thinking": f"{who} tests pairs with the Thinking Cap.",
                    "republish": f"{who} may publish again at once.",
                    "publishing": f"{who} is publishing.",
                    "boots": f"{who} may use the Boots of Speed on this space once more.",
                    "periscope": f"{who} may look through the Periscope."}.get(kind, f"{who} to move.")
        if self.phase == "keep":
            return f"{who} keeps one of two favour cards."
        if self.phase == "order":
            return f"Round {self.round}: {who} chooses a place on the order track."
        if self.phase == "declare":
            return f"Round {self.round}: {who} declares actions ({self.cubes_left(mover)} cubes left)."
        return f"Round {self.round}, {SPACE_NAMES[SPACES[self.space_i]]}: {who}'s cube."

    # ------------------------------------------------------------------ views
    _static = None

    def _components(self) -> dict:
        if AlchemistsView._static is None:
            AlchemistsView._static = {
                "ingredients": list(INGREDIENTS), "letters": LETTERS,
                "alchemicals": [{"code": alchemical_code(a), "aspects": [list(x) for x in ALCHEMICALS[a]]}
                                for a in range(8)],
                "potions": list(POTIONS), "potion_names": [POTION_NAMES[p] for p in POTIONS],
                "artifacts": [{"id": a.id, "name": a.name, "level": a.level, "cost": a.cost, "points": a.points,
                               "text": a.text} for a in ARTIFACTS],
                "favours": {k: v for k, v in FAVOUR_TEXT.items()},
                "adventurers": [list(x) for x in ADVENTURERS],
                "order_spaces": [list(x) for x in ORDER_SPACES],
                "spaces": [[sp, SPACE_NAMES[sp]] for sp in SPACES],
                "grants": [[list(g), pts] for g, pts in GRANTS],
            }
        return AlchemistsView._static

    def _view(self, seat: int | None) -> dict:
        n = self.players
        players = []
        for s, p in enumerate(self.ps):
            players.append({"name": self.seat_name(s), "gold": p["gold"], "rep": p["rep"], "section": section(p["rep"]),
                            "hand": len(p["hand"]), "favours": len(p["favours"]), "seals": list(p["seals"]),
                            "artifacts": list(p["artifacts"]), "grants": list(p["grants"]), "hospital": p["hospital"],
                            "hospital_next": p["hospital_next"], "paralysed": p["paralysed"],
                            "paralysed_next": p["paralysed_next"], "unused": p["unused"],
                            "exhibited": list(p["exhibited"]), "order": self.order_spaces.get(s),
                            "last": self._public_last(s)})
        theories = []
        for b, th in enumerate(self.theories):
            theories.append(None if th is None else {"alch": th["alch"], "seals": [list(x) for x in th["seals"]],
                                                     "conflict": th["conflict"]})
        space = self.current_space()
        turn = None
        if space is not None:
            ts, col = self.turns[self.turn_i]
            turn = {"space": space, "seat": ts, "column": col}
            if space == "sell":
                t = self.t
                turn["request"] = t.get("request")
                turn["guarantee"] = t.get("guarantee")
                turn["stage"] = t.get("stage")
            if space in ("publish",):
                turn["box"] = self.t.get("box")
                turn["alch"] = self.t.get("alch")
                turn["stage"] = self.t.get("stage")
            if space == "exhibit":
                turn["want"] = self.t.get("potion")
        hero = self.hero()
        view = {
            "components": self._components(), "round": self.round, "phase": self.phase, "variant": self.opts["variant"],
            "start": self.start, "players": players, "track": list(self.track) if self.phase in ("declare", "resolve") else [],
            "market": sorted(self.market), "deck": len(self.deck), "discard": len(self.ing_discard),
            "favour_deck": len(self.fdeck),
            "adventurer": hero, "next_adventurer": self.heroes[self.round - 1] if self.round - 1 < len(self.heroes) else None,
            "sold": list(self.sold), "offers": {str(k): v for k, v in self.offers.items()},
            "artifacts": list(self.art_market), "grants": list(self.grants), "theories": theories,
            "rows": {sp: [list(r[:3]) + [len(r) > 3] for r in rows] for sp, rows in self.rows.items() if rows},
            "spaces": self.round_spaces(), "turn": turn, "student_poisoned": self.student_poisoned,
            "public_results": [dict(r) for r in self.public_results],
            "public_facts": [list(f) for f in self.public_facts],
            "exhibited": {str(k): list(v) for k, v in self.exhibited.items() if v},
            "interrupt": ({"seat": self.interrupts[0][0], "kind": self.interrupts[0][1]} if self.interrupts else None),
        }
        if self.phase == "declare":
            mover = self.queue[0]
            d = self.decl
            view["declaring"] = {"seat": mover, "uses": dict(d.get("uses", {})), "custodian": d.get("custodian", 0),
                                 "associate": d.get("associate"), "assistants": d.get("assistants", 0),
                                 "left": self.cubes_left(mover)}
        if self.over:
            view["binding"] = list(self.binding)
            view["score_parts"] = [self.score_parts(s) for s in range(n)]
        if seat is not None:
            p = self.ps[seat]
            view["me"] = {"hand": list(p["hand"]), "favours": list(p["favours"]), "grid": list(p["grid"]),
                          "notes": p["notes"], "results": [dict(r) for r in p.get("results", [])]}
        return view

    def _public_last(self, s: int) -> str:
        a = self.last_turn[s]
        if a is None:
            return ""
        return self.describe(a, s)
