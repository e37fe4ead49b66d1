"""Actions of the rules page that some scenarios switch on: paradrops during the battle ("Paradrop"),
capturing equipment ("Capturing Equipment") and freeing prisoners ("Freeing Prisoners").

Paradrop (scenario option ``paradrop``: the side, the units it may drop, the hexes it aims at, ``elite``): one
order of the card, on a hex of a section the card orders (Direct from HQ and the like anywhere), drops a unit
aimed at a target hex (``drop H``). The unit comes down on that hex or one of its six neighbours, at random; off
the board, on impassable ground or on a hex with a unit it fails and is removed at no medal cost. Otherwise a
full infantry unit stands there and neither moves nor battles that turn.

Capturing equipment and freeing prisoners (option ``pickups``: the side, ``equipment`` or ``prisoners``, the
hexes, the medals each is worth while carried): a battle star lies on each hex; a unit of that side that ends
its move there (a move or taking ground) picks it up. Each star a unit carries counts the medals for its side.
When the unit is eliminated, equipment stays on the hex where it fell; prisoners are lost with it.
"""

from __future__ import annotations

from . import data as D
from .data import INFANTRY, hex_name


class Actions:
    """Mixed into the rules model before the movement and battle rules it extends."""

    # ------------------------------------------------------------------ paradrops
    def _drops(self, seat: int) -> list:
        opt = self.sc.get("options", {}).get("paradrop")
        side = self.side_of(seat)
        if not opt or self.sc[side]["side"] != opt["side"] or self.phase != "order" \
                or self.paratroops.get(side, 0) <= 0:
            return []
        return [f"drop {hex_name(h)}" for h in sorted(tuple(x) for x in opt["hexes"])
                if self._fits(self.ordered + [h])]

    def _drop(self, seat: int, aim) -> None:
        side = self.side_of(seat)
        opt = self.sc["options"]["paradrop"]
        self.paratroops[side] -= 1
        steps = [(0, 0), (0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1)]
        dr, dc = steps[self._scatter()]
        h = (aim[0] + dr, aim[1] + dc)
        self.last_move[side] = [hex_name(aim)]
        f = self.field
        if not D.on_board(*h) or h in self.at or f.impassable(h, INFANTRY) or f.terrain[h] in ("ocean", "river") \
                or (self.obstacles.get(h) and INFANTRY in D.OBSTACLE[self.obstacles[h][0]].impassable):
            self.aimed.append(aim)            # the order is spent, the unit lost at no medal cost
            where = hex_name(h) if D.on_board(*h) else "off the battlefield"
            self.say(f"Paradrop aimed at {hex_name(aim)}: the unit comes down {where} and is lost.")
            return
        uid = self.next_uid
        self.next_uid += 1
        axis = opt["side"] == "axis"
        self._add_unit(uid, {"at": list(h), "name": ("inf2" if opt.get("elite") else "inf") + ("ger" if axis else "us")})
        self.units[uid]["side"] = side
        self.units[uid]["nation"] = self.sc[side]["nation"]
        self.ordered.append(uid)              # it takes one of the card's orders ...
        self.moved[uid] = 0                   # ... and neither moves nor battles this turn
        self.no_battle.add(uid)
        self.last_move[side] = [hex_name(h)]
        self.say(f"Paradrop aimed at {hex_name(aim)}: a unit lands safely on {hex_name(h)}.")

    def _scatter(self) -> int:
        """Where a dropped unit comes down: 0 on the target hex, 1 to 6 on one of its neighbours."""
        return self.rng.randint(0, 6)

    # ------------------------------------------------------------------ battle stars to pick up
    def _pickup(self, u) -> None:
        """A unit of the pickups' side that ends its move on a star's hex picks the star up."""
        opt = self.sc.get("options", {}).get("pickups")
        if not opt or u["id"] not in self.units or u["hex"] not in self.stars:
            return
        if self.sc[u["side"]]["side"] != opt["side"]:
            return
        self.stars.pop(u["hex"])
        u["carry"] = u.get("carry", 0) + 1
        what = "equipment" if opt["kind"] == "equipment" else "the prisoners"
        self.say(f"The unit on {hex_name(u['hex'])} picks up {what}.")

    def carried_medals(self, seat: int) -> int:
        opt = self.sc.get("options", {}).get("pickups")
        if not opt:
            return 0
        side = self.side_of(seat)
        return opt.get("medals", 1) * sum(u.get("carry", 0) for u in self.units.values() if u["side"] == side)

    def _move(self, uid: int, dest) -> None:
        super()._move(uid, dest)
        if uid in self.units:
            self._pickup(self.units[uid])

    def _advance(self, uid: int, h) -> None:
        super()._advance(uid, h)
        if uid in self.units:
            self._pickup(self.units[uid])

    def _lose(self, u, n: int, attacker_side: str) -> bool:
        h, carry = u["hex"], u.get("carry", 0)
        gone = super()._lose(u, n, attacker_side)
        if gone and carry:
            if self.sc["options"]["pickups"]["kind"] == "equipment":
                self.stars[h] = carry         # the equipment stays where the unit fell
                self.say(f"The equipment is left on {hex_name(h)}.")
            else:
                self.say("The prisoners are lost with the unit.")
        return gone
