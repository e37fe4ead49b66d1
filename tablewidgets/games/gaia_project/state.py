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
        self.spare = 0              # power of a spent brainstone not used yet (this turn only)
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
        return self.bowls[2] * per + (3 if self.brain == 3 else 0) + self.spare

    def chargeable(self) -> int:
        return 2 * self.bowls[0] + self.bowls[1] + {1: 2, 2: 1}.get(self.brain, 0)

    def charge(self, n: int, stone_first: bool = True) -> int:
        """Move power round the bowls (I to II first, then II to III); returns what was charged.
        ``stone_first``: the brainstone moves before the other tokens of its bowl (else only when
        they are not enough), as the public engine charges."""
        if n <= 0:
            return 0
        done = 0
        if self.brain == 1 and (stone_first or self.bowls[0] < n):
            self.brain = 2
            n -= 1
            done += 1
        up1 = min(n, self.bowls[0])
        n -= up1
        if self.brain == 2 and n > 0 and (stone_first or self.bowls[1] + up1 < n):
            self.brain = 3
            n -= 1
            done += 1
        up2 = min(n, self.bowls[1] + up1)
        self.bowls[0] -= up1
        self.bowls[1] += up1 - up2
        self.bowls[2] += up2
        return done + up1 + up2

    def charge_choice(self, n: int) -> bool:
        """Whether charging ``n`` leaves the brainstone in another bowl when it moves first or last."""
        if self.brain not in (1, 2) or n <= 0:
            return False
        a, b = self.copy(), self.copy()
        a.charge(n, True)
        b.charge(n, False)
        return a.brain != b.brain

    def spend_choice(self, n: int) -> bool:
        """Whether spending ``n`` (after the spare power of a spent brainstone) may be paid with the
        brainstone or without it: bowl III's other tokens can pay it too."""
        per = 2 if self.faction == "nevlas" and self.has_pi else 1
        n -= self.spare
        return self.brain == 3 and n >= 1 and self.bowls[2] * per >= n

    def spend_power(self, n: int, stone: bool | None = None) -> None:
        """Spend ``n`` power from bowl III; spent tokens go to bowl I. Spare power of a brainstone spent
        this turn pays first; the brainstone (worth 3) pays when ``stone`` says so, or by default when
        the other tokens are not enough or the cost is 3 or more; what it does not pay is kept as
        spare power for more payments this turn (the rules page's FAQ: the spent power is allocated
        as the player wants)."""
        per = 2 if self.faction == "nevlas" and self.has_pi else 1
        take = min(n, self.spare)
        self.spare -= take
        n -= take
        if self.brain == 3 and n > 0:
            needed = self.bowls[2] * per < n
            use = needed or (n >= 3 if stone is None else stone)
            if use:
                self.brain = 1
                self.spare = max(0, 3 - n)     # the rest may pay more this turn (else it is lost)
                n = max(0, n - 3)
        k = -(-n // per)
        self.bowls[2] -= k
        self.bowls[0] += k
        assert self.bowls[2] >= 0

    def removals(self, n: int) -> list:
        """The ways to take ``n`` tokens out of the bowls: (from I, from II, from III, brainstone)."""
        out = []
        stones = (0, 1) if self.brain in (1, 2, 3) else (0,)
        for st in stones:
            m = n - st
            if m < 0:
                continue
            for a in range(min(m, self.bowls[0]) + 1):
                for b in range(min(m - a, self.bowls[1]) + 1):
                    c = m - a - b
                    if c <= self.bowls[2]:
                        out.append((a, b, c, st))
        return out

    def remove_tokens(self, n: int, to_gaia: bool = False, how: tuple | None = None) -> None:
        """Take ``n`` tokens out of the bowls: to the Gaia area or back to the supply. ``how`` =
        (from I, from II, from III, brainstone) as the player chose; by default bowl I first and the
        brainstone only when the others are not enough. A brainstone put in the Gaia area comes back
        in the Gaia phase; one discarded (for a satellite) leaves the game."""
        if how is None:
            regular = sum(self.bowls)
            st = 1 if self.brain in (1, 2, 3) and regular < n else 0
            left, take = n - st, []
            for i in range(3):
                t = min(left, self.bowls[i])
                take.append(t)
                left -= t
            how = (*take, st)
        a, b, c, st = how
        assert a + b + c + st == n and a <= self.bowls[0] and b <= self.bowls[1] and c <= self.bowls[2], \
            "not enough power tokens"
        self.bowls[0] -= a
        self.bowls[1] -= b
        self.bowls[2] -= c
        if to_gaia:
            self.gaia += a + b + c
        if st:
            assert self.brain in (1, 2, 3)
            self.brain = 0 if to_gaia else None

    def burn_ok(self) -> bool:
        return self.bowls[1] >= 2 or (self.brain == 2 and self.bowls[1] >= 1)

    def burn_choice(self) -> bool:
        """Whether a burn may move the brainstone or another token of bowl II to bowl III."""
        return self.brain == 2 and self.bowls[1] >= 2

    def burn(self, stone: bool | None = None) -> None:
        """Discard one token of bowl II to move another (or the brainstone) to bowl III; by default
        the brainstone moves when it is in bowl II."""
        self.bowls[1] -= 1
        if self.faction == "itars":
            self.gaia += 1
        if self.brain == 2 and (stone is None or stone or self.bowls[1] < 1):
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
                self.charge(v)       # the brainstone moves first (the game asks where it matters)
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
