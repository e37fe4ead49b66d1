"""A player's faction board: resources, power bowls, research levels, buildings left, tiles.

Pure data with the small mechanisms every action uses: paying and gaining, charging and
spending power (brainstone and Nevlas included), income.
"""

from __future__ import annotations

import copy

from . import data as D


class Board:
    """One seat's faction board."""

    def __init__(self, faction: str):
        f = D.FACTIONS[faction]
        self.faction = faction
        self.planet = f["planet"]
        self.res = {"c": 0, "o": 0, "k": 0, "q": 0, "vp": D.START_VP}
        for k, v in f["start"].items():
            self.res[k] += v
        b1, b2 = f.get("bowls", (2, 4))
        self.bowls = [b1, b2, 0]
        self.gaia = 0               # power tokens in the Gaia area
        self.brain = f.get("brainstone")   # bowl 1-3 of the brainstone, 0 = Gaia area, None = none
        self.research = {t: 0 for t in D.TRACKS}
        self.gf_total = 0           # gaiaformers won on the Gaia Project track
        self.gf_parked = 0          # Bal T'aks gaiaformers in the Gaia area (back next Gaia phase)
        self.built = {b: 0 for b in D.BUILDINGS}
        self.techs: list[str] = []  # tech tiles held (standard and advanced)
        self.covered: list[str] = []  # standard tiles covered by an advanced one
        self.feds: list[list] = []  # [tile, flipped]
        self.booster: str | None = None
        self.passed = False
        self.used: set = set()      # special actions used this round
        self.sats = 0               # satellites on the map
        self.stations = 0
        self.lost = False
        self.mined_types: set = set()  # planet types colonised (for Geodens)

    def copy(self) -> "Board":
        twin = copy.copy(self)
        twin.res = dict(self.res)
        twin.bowls = list(self.bowls)
        twin.research = dict(self.research)
        twin.built = dict(self.built)
        twin.techs = list(self.techs)
        twin.covered = list(self.covered)
        twin.feds = [list(f) for f in self.feds]
        twin.used = set(self.used)
        twin.mined_types = set(self.mined_types)
        return twin

    @property
    def has_pi(self) -> bool:
        return self.built["pi"] > 0

    def active_techs(self) -> list:
        return [t for t in self.techs if t not in self.covered]

    # ------------------------------------------------------------ power
    def tokens(self) -> int:
        """Power tokens in the three bowls (the brainstone counts as one)."""
        return sum(self.bowls) + (1 if self.brain in (1, 2, 3) else 0)

    def power(self) -> int:
        """Power that can be spent now from bowl III."""
        per = 2 if self.faction == "nevlas" and self.has_pi else 1
        return self.bowls[2] * per + (3 if self.brain == 3 else 0)

    def chargeable(self) -> int:
        return 2 * self.bowls[0] + self.bowls[1] + {1: 2, 2: 1}.get(self.brain, 0)

    def charge(self, n: int) -> int:
        """Move power round the bowls (I to II first, then II to III); returns what was charged."""
        done = 0
        while done < n:
            if self.brain == 1:
                self.brain = 2
            elif self.bowls[0]:
                self.bowls[0] -= 1
                self.bowls[1] += 1
            elif self.brain == 2:
                self.brain = 3
            elif self.bowls[1]:
                self.bowls[1] -= 1
                self.bowls[2] += 1
            else:
                break
            done += 1
        return done

    def spend_power(self, n: int) -> None:
        """Spend ``n`` power from bowl III (the brainstone first); spent tokens go to bowl I."""
        per = 2 if self.faction == "nevlas" and self.has_pi else 1
        if self.brain == 3 and n > 0 and (n >= 3 or self.bowls[2] * per < n):
            self.brain = 1          # the brainstone pays 3 when the cost is 3 or more (or nothing else will do)
            n -= 3
        while n > 0:
            self.bowls[2] -= 1
            self.bowls[0] += 1
            n -= per
        assert self.bowls[2] >= 0

    def remove_tokens(self, n: int, to_gaia: bool = False) -> None:
        """Take ``n`` tokens out of the bowls (bowl I first): to the Gaia area or back to the supply.
        For a Gaia project the brainstone counts as one token when the others are not enough (it
        goes to the Gaia area and comes back in the Gaia phase)."""
        for i in range(3):
            take = min(n, self.bowls[i])
            self.bowls[i] -= take
            n -= take
            if to_gaia:
                self.gaia += take
        if n and to_gaia and self.brain in (1, 2, 3):
            self.brain = 0
            n -= 1
        assert n == 0, "not enough power tokens"

    def burn_ok(self) -> bool:
        return self.bowls[1] >= 2 or (self.brain == 2 and self.bowls[1] >= 1)

    def burn(self) -> None:
        """Discard one token of bowl II to move another (or the brainstone) to bowl III."""
        self.bowls[1] -= 1
        if self.faction == "itars":
            self.gaia += 1
        if self.brain == 2:
            self.brain = 3
        else:
            self.bowls[1] -= 1
            self.bowls[2] += 1

    # ------------------------------------------------------------ resources
    def gain(self, what: dict) -> None:
        """Gain resources (capped by the storage limits); "t" tokens go to bowl I."""
        for k, v in what.items():
            if v <= 0:
                continue
            if k == "q" and self.faction == "gleens" and not self.built["ac2"]:
                k = "o"
            if k in ("c", "o", "k"):
                self.res[k] = min(D.LIMITS[k], self.res[k] + v)
            elif k in ("q", "vp"):
                self.res[k] += v
            elif k == "t":
                self.bowls[0] += v
            elif k == "pw":
                self.charge(v)
            elif k == "gf":
                self.gf_total += v

    def can_pay(self, cost: dict) -> bool:
        for k, v in cost.items():
            if k == "pw":
                if self.power() < v:
                    return False
            elif self.res.get(k, 0) < v:
                return False
        return True

    def pay(self, cost: dict) -> None:
        for k, v in cost.items():
            if k == "pw":
                self.spend_power(v)
            else:
                self.res[k] -= v
                assert self.res[k] >= 0

    def income(self) -> dict:
        """The income of this board (buildings, faction, research, techs, booster)."""
        out: dict = {}

        def add(d):
            for k, v in d.items():
                out[k] = out.get(k, 0) + v

        f = D.FACTIONS[self.faction]
        add(f["income"])
        add({"o": sum(D.MINE_INCOME[:self.built["m"]])})
        if self.faction == "bescods":
            add({"k": self.built["ts"]})
            add({"c": sum((3, 4, 5)[:self.built["lab"]])})
        else:
            add({"c": sum(D.TS_INCOME[:self.built["ts"]])})
            if self.faction == "nevlas":
                add({"pw": 2 * self.built["lab"]})
            else:
                add({"k": self.built["lab"]})
        if self.built["ac1"]:
            add({"k": 3 if self.faction == "itars" else 2})
        if self.has_pi:
            add(f.get("pi", D.DEFAULT_PI))
        for t in ("eco", "sci"):
            add(D.TRACK_INCOME[t][self.research[t]])
        for t in self.active_techs():
            tile = D.TECH.get(t)
            if tile and tile["kind"] == "income":
                add(tile["gain"])
        if self.booster:
            add(D.BOOSTERS[self.booster]["income"])
        return out

    def gf_free(self, on_map: int) -> int:
        return self.gf_total - on_map - self.gf_parked
