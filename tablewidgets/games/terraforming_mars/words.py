"""Terraforming Mars: the words of actions, the clicks that lead to them, the status line and the
view of each seat (a part of the rules model)."""

from __future__ import annotations

from .board import OFF_MARS
from .cards import CARDS, static_table
from .state import AWARD_COST, AWARD_TEXT, MILESTONE_TEXT, title_of


class Words:
    """Descriptions, labels, parts, status and views."""

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
            return f"{who} claims the {title_of(w[1])} milestone."
        if head == "fund":
            return f"{who} funds the {title_of(w[1])} award."
        if head == "target":
            return f"{who} targets {'nobody' if w[1] == 'none' else self.seat_name(int(w[1]))}."
        if head == "option":
            return f"{who} chooses option {w[1]}."
        if head in ("onto", "from"):
            return f"{who} chooses {'no card' if w[1] == 'none' else CARDS[w[1]]['name']}."
        if head == "take":
            return f"{who} keeps {CARDS[w[1]]['name']}."
        if head == "copy":
            return f"{who} copies the production of {CARDS[w[1]]['name']}."
        if head == "mark":
            return f"{who} claims the space {w[1]}."
        if head == "raise":
            return f"{who} raises the {w[1]} production."
        if head == "discard":
            return f"{who} discards {CARDS[w[1]]['name']} to draw a card."
        if head == "amount":
            return f"{who} converts {w[1]}."
        if head == "skip":
            return f"{who} takes nothing more."
        return {"opening": f"{who} takes the first action of the corporation.",
                "pass": f"{who} passes.", "end": f"{who} ends the turn.", "stop": f"{who} stops selling.",
                "done": f"{who} is done."}.get(head, f"{who} plays {action}.")

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        head = w[0]
        s = seat if seat is not None else (self.to_move or (0,))[0]
        if head == "play":
            cid = w[1]
            name = CARDS[cid]["name"]
            if w[2:] == ["mc"]:
                return f"{name}: pay {self.cost_of(s, cid)} M€, keep the metal"
            pay = self.payment(s, cid) if len(w) == 2 else self.split_payment(s, cid, self._split_of(w))
            if isinstance(pay, str) or pay is None:
                return f"Play {name}"
            words = {"mc": "M€", "steel": "steel", "ti": "titanium", "heat": "heat", "mic": "microbes"}
            bits = [f"{pay['mc']} M€"] + [f"{pay[k]} {words[k]}" for k in ("steel", "ti", "heat", "mic") if pay[k]]
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
        if head == "copy":
            return f"Copy {CARDS[w[1]]['name']}"
        if head == "mark":
            return f"Claim space {w[1]}"
        if head == "raise":
            return f"Raise {w[1]} production"
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
            sp = self.map.spaces.get(w[1])
            return f"Space {w[1]}" + (f" ({sp['name']})" if sp and sp["name"] else "") if sp else OFF_MARS[w[1]]
        if head == "claim":
            return f"Claim {title_of(w[1])} (8 M€)"
        if head == "fund":
            return f"Fund {title_of(w[1])} ({AWARD_COST[len(self.awards)]} M€)"
        return {"opening": "First action of your corporation", "pass": "Pass", "end": "End turn", "ready": "Ready",
                "stop": "Stop selling", "done": "Done",
                "greenery": f"Greenery ({self.greenery_cost(s)} plants)", "heat": "Temperature (8 heat)"
                }.get(head, action)

    def parts(self, action: str, seat: int) -> list:
        w = action.split()
        head = w[0]
        if head in ("play", "keep", "corp", "draft", "prelude") and len(w) == 2:
            return [f"card-{w[1]}"]
        if head == "act" and len(w) == 2:
            return [f"card-{w[1]}"]
        if head in ("place", "mark"):
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
        if head in ("take", "copy"):
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
                "ready": p["done"] if hidden_phase and s == seat else None, "last": self.last[s]})
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
            # how each card in hand may be paid: {card: {kind: [have, M€ each]}} (steel, ti, heat, mic)
            me["pay"] = {c: {k: list(v) for k, v in self.pay_units(seat, c).items() if v[0]} for c in p["hand"]}
        pend = None
        if self.pending is not None:
            pend = {k: v for k, v in self.pending.items() if k in ("kind", "tile", "seat", "res", "n")}
            if "spots" in self.pending:
                pend["spots"] = list(self.pending["spots"])
        return {"cards": static_table(), "spaces": _spaces_static(self.map), "map": self.map.name,
                "players": players, "me": me,
                "params": {"temp": self.temp, "oxygen": self.oxygen, "oceans": self.oceans},
                "tiles": {k: [t["t"], t["o"]] for k, t in self.tiles.items()},
                "claims": dict(self.claims),
                "gen": self.gen, "phase": self.phase, "first": self.first, "current": self.current,
                "taken": self.taken, "pending": pend, "solo": self.solo, "deck": len(self.deck),
                "milestones": [{"id": m, "name": title_of(m), "text": MILESTONE_TEXT[m],
                                "owner": self.milestones.get(m),
                                "met": [s for s in range(self.players) if self.milestone_met(s, m)]}
                               for m in self.map.milestones] if not self.solo else [],
                "awards": [{"id": a, "name": title_of(a), "text": AWARD_TEXT[a],
                            "funder": next((f for x, f in self.awards if x == a), None),
                            "values": [self.award_value(a, s) for s in range(self.players)]}
                           for a in self.map.awards] if not self.solo else [],
                "award_cost": AWARD_COST[len(self.awards)] if len(self.awards) < 3 else None}


_PENDING_WORDS = {"claim": "choose the space to claim", "lowest": "choose which lowest production rises",
                  "freeaward": "fund an award for free", "copy": "choose the building card whose production to copy",
                  "playnow": "you may play a card from your hand now",
                  "steal": "choose whom to take resources from", "look": "choose the cards to keep",
                  "swap": "you may discard a card to draw one", "amount": "choose how much to convert",
                  "takeres": "choose the card to take a resource from",
                  "place": "choose a space for the tile", "choose": "choose one effect",
                  "hit": "choose whose resources to remove", "hitprod": "choose whose production drops",
                  "onto": "choose the card that gets the resources", "off": "choose a card to take resources from",
                  "sell": "sell more cards or stop"}
_SPACES_STATIC: dict = {}


def _spaces_static(mars) -> dict:
    """The spaces of a map as the board draws them (built once per map)."""
    if mars.name not in _SPACES_STATIC:
        table = {k: {"xy": list(mars.xy[k]), "bonus": s["bonus"], "ocean": s["ocean"], "name": s["name"],
                     "volcanic": k in mars.volcanic} for k, s in mars.spaces.items()}
        table.update({k: {"xy": [0.0, 7.0 + i], "bonus": [], "ocean": False, "name": n, "volcanic": False}
                      for i, (k, n) in enumerate(OFF_MARS.items())})
        _SPACES_STATIC[mars.name] = table
    return _SPACES_STATIC[mars.name]
