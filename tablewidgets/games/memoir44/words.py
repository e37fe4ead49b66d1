"""Memoir '44: what the rules model says and shows — action sentences, button labels, board parts,
the status line and each seat's view (part of :class:`.rules.Memoir44`)."""

from __future__ import annotations

from . import data as D
from .data import ARMOR, CARD_TYPES, DECK, INFANTRY, hex_name, parse_hex


class Words:
    """Sentences, labels, click parts and views; mixed into the rules model."""

    # ================================================================== words
    def describe(self, action: str, seat: int | None = None) -> str:
        who = self.seat_name(seat if seat is not None else self.active)
        w = action.split()
        if w[0] == "play":
            extra = f" ({w[2]})" if len(w) > 2 else ""
            return f"{who} play {D.card_title(int(w[1]))}{extra}."
        if w[0] == "order":
            return f"{who} order the unit on {w[1]}."
        if w[0] == "move":
            return f"{who} move {w[1]} to {w[2]}."
        if w[0] == "fire":
            return f"{who} battle from {w[1]} at {w[2]}."
        if w[0] == "retreat":
            return f"{who} retreat from {w[1]} to {w[2]}."
        if w[0] == "keep":
            return f"{who} keep one of the two cards drawn."
        if w[0] == "commit":
            old = self.commissar[seat] if seat is not None else None
            if self.phase == "commit" or old is None:
                return f"{who} place a command card under the commissar chip."
            return f"{who} place a new card under the commissar chip and play {D.card_title(old)}."
        if w[0] == "stay":
            return f"{who} hold their ground."
        if w[0] == "smoke":
            return f"{who} lay smoke on {w[1]}."
        if w[0] == "exit":
            return f"{who} take the unit on {w[1]} off the battlefield by the exit."
        if w[0] == "enter":
            return f"{who} bring reserve tanks onto the battlefield on {w[1]} (armor breakthrough)."
        if w[0] == "seal":
            return f"{who} try to seal the cave on {w[1]} (a star seals it)."
        if w[0] == "recover":
            return f"{who} rest the unit on {w[1]} at the oasis to bring back figures."
        if w[0] == "done":
            return f"{who} are done with this step."
        return f"{who}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        if w[0] == "play":
            return D.card_title(int(w[1])) + (f" ({w[2]})" if len(w) > 2 else "")
        if w[0] == "keep":
            return "Keep " + D.card_title(int(w[1]))
        if w[0] == "commit":
            return "Under the chip: " + D.card_title(int(w[1])) + (f" ({w[2]})" if len(w) > 2 else "")
        if w[0] == "fire" and len(w) == 3 and self.pending:
            return f"Second assault {w[2]} (1 dice)"          # furia francese
        if w[0] == "fire" and len(w) == 3:
            u = self.unit_at(parse_hex(w[1]))
            t = self.unit_at(parse_hex(w[2]))
            n = self.targets(u).get(t["id"], 0) if u and t else 0
            return f"Battle {w[2]} ({n} dice)"
        if w[0] == "smoke":
            return f"Smoke {w[1]}"
        if w[0] == "exit":
            return f"Exit {w[1]}"
        if w[0] == "enter":
            return f"Tanks in on {w[1]}"
        if w[0] == "seal":
            return f"Seal the cave {w[1]}"
        if w[0] == "recover":
            return f"Recover on {w[1]}"
        if w[0] == "drop":
            return f"Paradrop at {w[1]}"
        if w[0] == "disembark":
            return f"Off the train onto {w[1]}"
        if w[0] == "done":
            return {"smoke": "No smoke screen", "order": "Done ordering", "move": "Done moving", "battle": "End battles", "air": "Strike",
                    "heal": "No healing", "disembark": "Stay aboard"}.get(self.phase, "Done")
        if w[0] == "stay":
            return "Stay"
        if w[0] == "move" and self.pending:
            return f"On to {w[2]}" if self.pending["kind"] == "desert" else f"Take ground {w[2]}"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        if w[0] in ("play", "keep", "commit"):
            return [f"card:{w[1]}"] + ([f"sec:{w[2]}"] if len(w) > 2 else [])
        if w[0] in ("move", "fire", "retreat", "supply", "span", "shell") and len(w) == 3:
            return [f"hex:{w[1]}", f"hex:{w[2]}"]
        if w[0] in ("order", "air", "barrage", "heal", "smoke", "exit", "enter", "seal", "recover", "blow", "pontoon", "land",
                    "drop", "disembark"):
            return [f"hex:{w[1]}"]
        if w[0] == "shell" and len(w) == 2 and w[1] != "done":
            return [f"hex:{w[1]}"]
        if w[0] == "clear":
            return [f"hex:{w[1]}", f"wire:{w[1]}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        who = self.seat_name(self.to_move[0])
        if self.pending:
            return f"{who}: " + {"retreat": "choose where the unit retreats.",
                                 "desert": "move the tanks one hex more, or stay."}.get(self.pending["kind"],
                                                                                        "take the ground or stay.")
        return {"play": f"{who}: play a command card." if not (self._commissar_seat(self.to_move[0])
                                                                and self.commissar[self.to_move[0]] is not None)
                else f"{who}: put a new card under the commissar chip (the card under it is played), or play a "
                     "Recon or Counter-Attack from the hand.",
                "commit": f"{who}: put a command card under the commissar chip.", "order": f"{who}: order units ({self._limit_text()}).",
                "move": f"{who}: move the ordered units.", "battle": f"{who}: battle with the ordered units.",
                "keep": f"{who}: keep one of the two cards drawn.",
                "car": f"{who}: take the card back from the discard pile, or draw two and keep one.", "air": f"{who}: choose the air strike's hexes.",
                "barrage": f"{who}: choose the barrage's target.",
                "smoke": f"{who}: lay a smoke screen on 3 contiguous hexes, or none.",
                "disembark": f"{who}: the units aboard may get off the train next to it, or stay aboard.", "heal": f"{who}: choose the unit to heal."
                }.get(self.phase, f"{who} to move.")

    def _limit_text(self) -> str:
        lim = self.limits or {}
        if "any" in lim:
            return f"up to {lim['any']}"
        if "types" in lim:
            t = lim["types"]
            return f"{t[INFANTRY]} infantry, {t[ARMOR]} armor, {t['any']} any"
        return ", ".join(f"{'all' if n >= 99 else n} {D.SECTIONS[i]}" for i, n in enumerate(lim.get("sections", ()))
                         if n)

    # ================================================================== view
    def _view(self, seat: int | None) -> dict:
        f = self.field
        sc = self.sc
        units = []
        for u in sorted(self.units.values(), key=lambda v: v["id"]):
            units.append({"hex": hex_name(u["hex"]), "side": u["side"], "type": u["type"], "figures": u["figures"],
                          "max": u["max"], "badge": u["badge"], "nation": u["nation"], "tiger": u["tiger"],
                          "resistance": u["resistance"], "antitank": bool(u.get("antitank")),
                          "mortar": bool(u.get("mortar")), "machinegun": bool(u.get("machinegun")),
                          "engineer": bool(u.get("engineer")), "mobile": bool(u.get("mobile")),
                          "flamethrower": bool(u.get("flamethrower")), "special": u.get("special"),
                          "aboard": int(u.get("aboard", 0)),
                          "cargo": u.get("cargo") if u.get("special") in D.TRAIN_CARS else None,
                          "carry": int(u.get("carry", 0)),
                          "boat": bool(u.get("boat")), "camouflage": bool(u.get("camouflage")),
                          "leader": bool(u.get("leader")), "on_move": bool(u.get("on_move")),
                          "disguised": bool(u.get("disguised")), "craft": bool(u.get("craft")),
                          "funnies": u.get("funnies"),
                          "early": bool(u.get("early")) and any(u.get(k) for k in D.SWA),
                          "ordered": u["id"] in self.ordered,
                          "moved": u["id"] in self.moved})
        sides = {}
        for s in (0, 1):
            side = self.side_of(s)
            sides[str(s)] = {"side": side, "army": sc[side]["side"], "nation": sc[side]["nation"],
                             "medals": self.medal_count(s), "kills": self.medals[s], "target": self.target(s),
                             "cards": len(self.hands[s]), "total": self.totals[s],
                             "reserve": self.reserve.get(side, 0)}
        out = {
            "scenario": {"id": sc["id"], "name": sc["name"], "summary": sc["summary"], "face": sc["face"],
                         "first": sc["first"]},
            "night": getattr(self, "night", None),
            "smoke": [hex_name(h) for h in getattr(self, "smoke", [])],
            "sealed": [hex_name(h) for h in getattr(self, "sealed", [])],
            "blown": [hex_name(h) for h in getattr(self, "blown", [])],
            "pontoons": [hex_name(h) for h in getattr(self, "pontoons", [])],
            "demolished": [hex_name(h) for h in getattr(self, "demolished", [])],
            "sabotage": {hex_name(h): n for h, n in sorted(getattr(self, "sabotage", {}).items())},
            "shells": [hex_name(tuple(s[0])) for s in getattr(self, "shells", [])],
            "stars": sorted(hex_name(h) for h in getattr(self, "stars", {})),
            "paratroops": dict(getattr(self, "paratroops", {})),
            "crosshairs": sorted({m[1] for marks in getattr(self, "crosshairs", {}).values() for m in marks}),
            "hq": [{"hex": hex_name(h), "side": st["side"], "taken": st["lost"]} for h, st in sorted(self.hq.items())],
            "mines": [{"hex": hex_name(h), "side": m[2], "strength": m[0] if m[1] else None}
                      for h, m in sorted(self.mines.items())],
            "exits": [{"hex": hex_name(tuple(h)), "side": ex["side"]}
                      for ex in [sc.get("options", {}).get("exits")] if ex for h in ex["hexes"]],
            "battlefield": {
                "hexes": [{"hex": hex_name(h), "terrain": f.terrain[h],
                           "tile": f.tile.get(h, ("", 1))[0], "orientation": f.tile.get(h, ("", 1))[1],
                           "bridge": h in f.bridges, "rope": h in f.rope_bridges, "impassable": f.behavior.get(h, "").startswith("IMPASSABLE"),
                           "steep": f.behavior.get(h) == "STEEP_HILL",
                           "track": [list(p) for p in f.track(h)]}
                          for h in D.HEXES],
                "labels": [{"hex": hex_name(tuple(lb["at"])), "text": lb["text"]} for lb in sc["labels"]
                           if D.on_board(*lb["at"])],
                "objectives": [{"hexes": [hex_name(tuple(h)) for h in ob["hexes"] if D.on_board(*h)],
                                "for": ob["for"], "permanent": ob["permanent"],
                                "default": ob.get("default")} for ob in sc["objectives"]],
            },
            "cards": {str(c): {"title": D.card_title(c), "text": CARD_TYPES[DECK[c][0]].text, "type": DECK[c][0],
                               "section": DECK[c][1]} for c in range(len(DECK))},
            "units": units,
            "obstacles": [{"hex": hex_name(h), "kind": o[0]} for h, o in sorted(self.obstacles.items())],
            "sides": sides,
            "round": self.round,
            "active": self.active,
            "phase": self.phase if not self.pending else self.pending["kind"],
            "played": self.played,
            "effect": self.effect,
            "deck": len(self.deck),
            "discard": self.discard[-1] if self.discard else None,
            "roll": self.last_roll,
            "last_move": {k: list(v) for k, v in self.last_move.items()},
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "drawn": list(self.drawn) if seat == self.active and self.phase == "keep" else None,
            "air": list(self.air),
            "commissar": [(c if s == seat else True) if c is not None else None
                          for s, c in enumerate(self.commissar)],
        }
        return out

    def public_parts(self, action: str, seat: int) -> list[str]:
        return [] if action.startswith(("keep", "commit")) else self.parts(action, seat)
