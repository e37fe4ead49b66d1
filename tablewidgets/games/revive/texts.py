"""Revive's actions in words: parsing, refusals that name the rule, descriptions, labels and the board
elements of each action (a part of the rules model, :class:`.rules.Revive`)."""

from __future__ import annotations

from . import data as D
from .words import effect_text


class Texts:
    # ------------------------------------------------------------------ parsing and words
    def _parse(self, text: str) -> str:
        return " ".join(text.lower().split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        t = self.turn
        words = action.split()
        if not words:
            return None
        verb = words[0]
        rules = {"into": "A crystal beyond the third becomes a gear, book or food with fewer than 6; to turn a "
                         "crystal you hold, use 'crystal' and the resource.",
                 "lantern": ("A lantern goes on an empty explored desert space with at most 2 spaces between it and "
                             "your range, when your star runs the Lantern Bearers' ability (4 lanterns in all)."),
                 "water": ("The Well Divers' ability takes the bonus of a water space next to one of your buildings "
                           "again; no other water bonus is taken twice.")}
        if t["pending"]:
            kind = t["pending"][0]["kind"]
            if verb in rules and {"into": "crystal", "lantern": "lantern", "water": "well"}[verb] == kind:
                return rules[verb]
            return f"First settle the open choice ({self._pending_text(t['pending'][0])})."
        if verb in rules:
            return rules[verb]
        main = ("play", "switch", "copy", "journey", "explore", "build", "populate")
        if verb in main and (t["actions"] == 0 or t["hib"]):
            return "A turn has two main actions, or a hibernation instead: no main action is left."
        if verb == "hibernate" and t["actions"] < 2:
            return "Hibernating replaces both main actions: you already took one this turn."
        if verb in ("switch", "copy", "journey") and self.ps[seat]["switch"]:
            return "The switch is already used: it is reset when you hibernate."
        if verb == "play":
            return ("A card goes from your active area into an empty slot, or onto cards that show a slot "
                    "symbol at their visible border (the side slot needs its technology).")
        if verb == "explore":
            return "Exploring needs a face-down tile in range and its cost plus the range in food."
        if verb == "build":
            return ("A building goes on an empty explored desert space in range, for 3 gears (large: 5) plus "
                    "the range in food, while you have buildings of that size left.")
        if verb == "populate":
            return ("Populating needs a city or large location without your meeple, in range, a technology "
                    "next to one you unlocked (the first is the bottom one) and 2/3/4 books by its row, plus "
                    "one book for each player already there.")
        if verb == "machine":
            return "A machine needs a free energy and must be unlocked and not used since you last hibernated."
        if verb == "crystal":
            return ("A crystal turns into 1 gear, book or food as a free action, while you have a crystal and "
                    "fewer than 6 of that resource.")
        if verb == "end":
            return "Take both main actions (or hibernate) before you end the turn."
        return None

    def _pending_text(self, ch) -> str:
        return {"orient": "turn the tile you explored", "card": "take a citizen card", "module": "place a slot module",
                "adv": "advance on a machine track", "any": "choose a resource", "artifact": "take an artifact",
                "discard": "discard an artifact", "machine": "choose a machine", "bonus": "choose a hibernation bonus",
                "color": "choose the Scyphoz card's colour", "scyphoz": "keep one Scyphoz card",
                "destroy": "destroy a card for the journey", "tech": "populate the devotion location",
                "crystal": "turn the crystal beyond the third into a resource", "lantern": "place a lantern",
                "well": "choose a water space for its bonus again"}[ch["kind"]]

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = self.turn["seat"] if seat is None else seat
        who = self.seat_name(seat)
        w = action.split()
        v = w[0]
        if v == "play":
            card = D.CARDS[int(w[1])]
            slot = w[2]
            part = "bottom" if "bottom" in slot else "top"
            return f"{who} plays card {w[1]} into the {slot} slot: {effect_text(card[part])}."
        if v == "switch":
            return f"{who} uses the switch for 1 {w[1]}."
        if v == "copy":
            return f"{who} copies the top card of {self.seat_name(int(w[1]))}'s {w[2]} slot with the switch."
        if v == "journey":
            return f"{who} takes journey card {w[1]} with the switch."
        if v == "explore":
            return f"{who} explores the tile at {w[1]}."
        if v == "build":
            return f"{who} builds a {w[1]} building on {w[2]}."
        if v == "populate":
            return f"{who} populates {self._place_name(w[1])} with the meeple of technology {w[2]}."
        if v == "hibernate":
            return f"{who} hibernates."
        if v == "end":
            return f"{who} ends the turn."
        if v == "machine":
            return f"{who} uses the machine {w[1]}."
        if v == "trade":
            return f"{who} uses the trade of technology {w[1]}."
        if v == "crate":
            return f"{who} opens a crate for 2 {w[1]}."
        if v == "crystal":
            return f"{who} turns 1 crystal into 1 {w[1]}."
        if v == "into":
            return f"{who} turns the crystal beyond the third into 1 {w[1]}."
        if v == "lantern":
            return f"{who} places a lantern on {w[1]}."
        if v == "water":
            return f"{who} takes the bonus of the water space {w[1]} again: {effect_text(self.water[w[1]])}."
        if v == "resolve":
            return f"{who} resolves journey card {w[1]}."
        if v == "convert":
            return (f"{who} turns 2 points into 1 devotion point." if w[1] == "points"
                    else f"{who} turns 2 devotion points into 1 point.")
        if v == "orient":
            return f"{who} turns the new tile {int(w[1]) * 90} degrees."
        if v == "take":
            return f"{who} takes {'a card from the deck' if w[1] == 'deck' else 'card ' + w[1] + ' from the market'}."
        if v == "module":
            return f"{who} puts slot module {self.module_row[0] if self.module_row else ''} into the {w[1]} slot."
        if v == "advance":
            return f"{who} advances on the {w[1]} track."
        if v == "gain":
            return f"{who} takes 1 {w[1]}."
        if v == "artifact":
            return f"{who} takes artifact {w[1]} ({D.ARTIFACTS[int(w[1])]})."
        if v == "discard":
            return f"{who} discards artifact {w[1]} from the board."
        if v == "pick":
            return f"{who} takes machine {w[1]}: {effect_text(D.MACHINES[int(w[1])]['gain'])}."
        if v == "bonus":
            return f"{who} takes the bonus of hibernation row {w[1]}: {effect_text(D.HIBERNATION_ROWS[int(w[1]) - 1])}."
        if v == "color":
            return f"{who} gives the Scyphoz card the colour {w[1]}."
        if v == "keep":
            return f"{who} keeps a Scyphoz card."
        if v == "destroy":
            return f"{who} destroys card {w[1]} for the journey."
        if v == "tech":
            return f"{who} populates the devotion location with the meeple of technology {w[1]}."
        return f"{who} plays {action}."

    def _action_cost(self, seat, w) -> dict:
        """What a legal explore, build, populate or trade action costs (range included)."""
        if w[0] == "explore":
            return self._explore_cost(seat, w[1]) or {}
        if w[0] == "build":
            return self._build_cost(seat, w[1], w[2]) or {}
        if w[0] == "populate":
            return self._populate_cost(seat, w[1], int(w[2]) - 1) or {}
        return self.tribe(seat)["techs"][int(w[1]) - 1].get("pay", {})

    def _place_name(self, place) -> str:
        if place.startswith("loc"):
            return D.LOCATIONS[int(place[3:])]["name"]
        return f"the city at {place}"

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        if w[0] == "crystal":
            return f"Crystal into 1 {w[1]}"
        if w[0] == "into":
            return f"4th crystal into 1 {w[1]}"
        seat = self.turn["seat"] if seat is None else seat
        if w[0] in ("explore", "build", "populate", "trade"):
            need = self.crystals_needed(seat, self._action_cost(seat, w))
            if need:
                return action[0].upper() + action[1:] + f" (pays {need} crystal{'s' if need > 1 else ''})"
        if w[0] in ("switch", "gain"):
            return f"{'Switch: ' if w[0] == 'switch' else ''}1 {w[1]}"
        if w[0] == "bonus":
            return f"Row {w[1]}: {effect_text(D.HIBERNATION_ROWS[int(w[1]) - 1])}"
        return action[0].upper() + action[1:]

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        v = w[0]
        if v == "play":
            return [f"card:{w[1]}", f"slot:{seat}:{w[2]}"]
        if v == "copy":
            return [f"slot:{w[1]}:{w[2]}"]
        if v == "journey":
            return [f"jour:{w[1]}"]
        if v == "explore":
            return [f"tile:{w[1]}"]
        if v == "build":
            return [f"build:{w[1]}", f"sp:{w[2]}"]
        if v == "populate":
            first = f"loc:{w[1][3:]}" if w[1].startswith("loc") else f"sp:{w[1]}"
            return [first, f"tech:{seat}:{w[2]}"]
        if v == "machine":
            return [f"mach:{seat}:{w[1]}"]
        if v == "take":
            return ["deck"] if w[1] == "deck" else [f"mkt:{w[1]}"]
        if v == "module":
            return [f"mods:{seat}:{w[1]}"]
        if v == "advance":
            return [f"track:{seat}:{w[1]}"]
        if v in ("artifact", "discard"):
            return [f"art:{w[1]}"]
        if v == "pick":
            return [f"mm:{w[1]}"]
        if v == "tech":
            return [f"tech:{seat}:{w[1]}"]
        if v in ("lantern", "water"):
            return [f"sp:{w[1]}"]
        if v == "destroy":
            return [f"card:{w[1]}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        if action.startswith("keep"):
            return []
        return self.parts(action, seat)
