"""The rules model of Gaia Project (see the package docstring for the notation and the choices made)."""

from __future__ import annotations

import heapq
import re
from functools import lru_cache

from ...engine import Game, Option, OptionError, register
from . import data as D
from .board import Map, random_layout
from .state import Board

_TILE = re.compile(r"^(?:[bta]\d{1,2}|f[1-6g])$")
MAIN_KINDS = ("mine", "gaia", "ts", "lab", "pi", "ac1", "ac2", "fed", "research", "act", "special", "pass",
              "swap", "station", "downlab", "lowest")


@lru_cache(maxsize=64)
def _map_for(layout: tuple) -> Map:
    """One map object per layout (a map never changes; its distance rows are kept)."""
    return Map(list(layout))


def _res_text(what: dict) -> str:
    return ", ".join(f"{v} {D.RES_NAMES.get(k, k)}" for k, v in what.items() if v) or "nothing"


def _combinations(groups: list, values: list, need: int, most: int = 40, size: int = 5) -> list:
    """Sets of ``groups`` worth at least ``need`` from which no group can be left out (at most
    ``most`` sets of at most ``size`` groups, the most valuable groups tried first)."""
    if need <= 0:
        return [[]]
    order = sorted(range(len(groups)), key=lambda i: (-values[i], i))
    out: list = []

    def grow(start, chosen, total):
        if len(out) >= most:
            return
        if total >= need:
            if all(total - values[i] < need for i in chosen):
                out.append([groups[i] for i in chosen])
            return
        if len(chosen) >= size:
            return
        for k in range(start, len(order)):
            i = order[k]
            if values[i] > 0:
                grow(k + 1, chosen + [i], total + values[i])

    grow(0, [], 0)
    return out


#: exact searches already made (the same position is looked at again and again by the bots' copies)
_STEINER_MEMO: dict = {}


def steiner(adj: dict, groups: list, free: set, limit: int):
    """The fewest ``free`` hexes that join every group of ``groups`` (lists of hexes) into one
    connected set, at most ``limit`` of them (None if more are needed): Dreyfus-Wagner over the
    groups, each free hex costing one and a group's own hexes nothing. Ties go to the first hex."""
    k = len(groups)
    if k <= 1:
        return [] if groups else None
    own = {h for g in groups for h in g}
    cost = {h: 1 for h in free}
    cost.update(dict.fromkeys(own, 0))
    full = (1 << k) - 1
    dp: list = [None] * (full + 1)
    back: list = [None] * (full + 1)

    def relax(d, bk):
        heap = [(c, v) for v, c in d.items()]
        heapq.heapify(heap)
        while heap:
            c, v = heapq.heappop(heap)
            if c > d[v]:
                continue
            for u in adj[v]:
                cu = cost.get(u)
                if cu is None:
                    continue
                nc = c + cu
                if nc <= limit and nc < d.get(u, limit + 1):
                    d[u] = nc
                    bk[u] = (0, v)
                    heapq.heappush(heap, (nc, u))

    for i, g in enumerate(groups):
        d = dict.fromkeys(g, 0)
        bk = {v: None for v in g}
        relax(d, bk)
        dp[1 << i], back[1 << i] = d, bk
    for S in range(3, full + 1):
        if S & (S - 1) == 0:
            continue
        low = S & -S
        d, bk = {}, {}
        A = (S - 1) & S
        while A:
            if A & low:
                dA, dB = dp[A], dp[S ^ A]
                for v, ca in dA.items():
                    cb = dB.get(v)
                    if cb is not None:
                        c = ca + cb - cost[v]
                        if c <= limit and c < d.get(v, limit + 1):
                            d[v] = c
                            bk[v] = (1, A)
            A = (A - 1) & S
        relax(d, bk)
        dp[S], back[S] = d, bk
    if not dp[full]:
        return None
    v = min(dp[full], key=lambda h: (dp[full][h], h))
    sats, todo = set(), [(full, v)]
    while todo:
        S, v = todo.pop()
        if cost[v]:
            sats.add(v)
        step = back[S][v]
        if step is None:
            continue
        if step[0] == 0:
            todo.append((S, step[1]))
        else:
            todo.append((step[1], v))
            todo.append((S ^ step[1], v))
    return sorted(sats)


@register
class GaiaProject(Game):
    name = "gaia_project"
    title = "Gaia Project"
    blurb = ("Fourteen alien factions spread over a galaxy of hexes: terraform planets into homes, climb six "
             "research tracks, charge power from your neighbours and link your buildings into federations.")
    tagline = "Terraform, research and federate across a hex galaxy."
    minutes = 120
    weight = "heavy"
    min_players = 2
    max_players = 4
    default_players = 2
    seat_names = ("Blue", "Red", "Yellow", "Green")
    colors = ("#3b6fd1", "#c93a2f", "#d9b520", "#2e9a4f")
    static_keys = ("map", "tiles", "factions_info")
    #: the auction's most-VP bids are secret until all are in (everything else is open)
    hidden_information = True
    bot_levels = ("random", "greedy", "planner")
    default_bot = "planner"
    bot_titles = {"planner": "Computer: expands, researches, federates"}
    score_label = "Victory points"
    options = (
        Option("factions", ("choose", "random"), "choose", "Factions",
               "Choose factions in turn order (never two of one planet colour), or deal them at random.",
               names=(("choose", "chosen in turn"), ("random", "dealt at random"))),
        Option("auction", (False, True), False, "Faction auction",
               "Board Game Arena's auction: as many factions as players are drafted in turn, everyone sets in "
               "secret the most VP they would pay for each, then bids go round robin until each player holds a "
               "top bid; everyone starts so that the top payer still has 10 VP."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ================================================================ setup
    def _setup(self) -> None:
        rng = self.rng
        self.map = _map_for(tuple(random_layout(self.players, rng)))
        boosters = sorted(D.BOOSTERS, key=lambda b: int(b[1:]))
        self.boosters = sorted(rng.sample(boosters, self.players + 3), key=lambda b: int(b[1:]))
        rounds = sorted(D.ROUND_TILES, key=lambda b: int(b[1:]))
        self.round_tiles = rng.sample(rounds, D.ROUNDS)
        self.final_tiles = rng.sample(list(D.FINAL_TILES), 2)
        std = sorted(D.TECH)
        rng.shuffle(std)
        self.std_pos = {t: std[i] for i, t in enumerate(D.TRACKS)}
        self.std_common = sorted(std[6:])
        adv = sorted(D.ADV, key=lambda a: int(a[1:]))
        self.adv_pos = dict(zip(D.TRACKS, rng.sample(adv, 6)))
        self.fed_supply = {f: D.FED_COPIES for f in D.FEDS if f != "FG"}
        pool = [f for f in sorted(self.fed_supply)]
        self.terra_fed = rng.choice(pool)
        self.fed_supply[self.terra_fed] -= 1
        # map state
        self.building: dict[str, tuple] = {}    # hex -> (seat, kind)
        self.lantid: dict[str, int] = {}        # hex -> Lantids seat with a second mine there
        self.gaiaformer: dict[str, int] = {}    # hex -> seat
        self.ptype: dict[str, str] = {}         # hex -> planet type now (Gaia projects, the Lost Planet)
        self.sat: dict[str, list] = {}          # hex -> seats with a satellite there
        self.station: dict[str, int] = {}       # hex -> Ivits seat
        self.fed_hexes: list[set] = [set() for _ in range(self.players)]
        self.fed_groups: list[list] = [[] for _ in range(self.players)]
        self.boards: list[Board | None] = [None] * self.players
        self.taken: set = set()                 # power and Q.I.C. actions used this round
        self.round = 0
        self.pending: list[dict] = []
        self.order = list(range(self.players))
        self.turn = 0
        self.pass_order: list[int] = []
        self.last_move: dict = {}
        self.top_level: dict = {t: None for t in D.TRACKS}  # who reached level 5
        self.bids: dict = {}                    # the auction's top bids: faction -> [seat, vp]
        self.maxbids: list = [{} for _ in range(self.players)]   # secret: seat -> {faction: most VP}
        self.turn_done = False
        self.after_main = False     # the main action is done: free actions, then "done"
        self.gaia_due = False       # the Gaia phase waits for the income decisions
        self.fed_tried = False      # the federation chooser was left this turn (it opens once a turn)
        self.phase = "factions"
        if self.opts["auction"] and self.opts["factions"] == "choose":
            self.auction_factions = []      # drafted in turn, then auctioned
            self.phase = "draft"
        elif self.opts["factions"] == "random" or self.opts["auction"]:
            keys = list(D.FACTION_KEYS)
            picked: list = []
            while len(picked) < self.players:
                f = rng.choice(keys)
                keys.remove(f)
                if all(D.FACTIONS[f]["planet"] != D.FACTIONS[g]["planet"] for g in picked):
                    picked.append(f)
            if self.opts["auction"]:
                self.auction_factions = picked
                self._open_auction()
            else:
                for s, f in enumerate(picked):
                    self._take_faction(s, f)
                self._start_placement()
        else:
            self.turn = 0

    def _take_faction(self, seat: int, faction: str) -> None:
        b = Board(faction)
        self.boards[seat] = b
        for t in D.FACTIONS[faction]["research"]:
            b.research[t] = 1
            self._level_reward(seat, t, 1, quiet=True)

    def _start_placement(self) -> None:
        n = self.players
        regular = [s for s in range(n) if self.boards[s].faction != "ivits"]
        queue = regular + regular[::-1]
        queue += [s for s in range(n) if self.boards[s].faction == "xenos"]
        queue += [s for s in range(n) if self.boards[s].faction == "ivits"]
        self.place_queue = queue
        self.phase = "place"

    def _start_boosters(self) -> None:
        self.booster_queue = list(range(self.players))[::-1]
        self.phase = "booster"

    # ================================================================ helpers: the map
    def planet_at(self, h: str) -> str:
        return self.ptype.get(h, self.map.planet[h])

    def structures(self, seat: int, stations: bool = True) -> list:
        """Hexes with a structure of ``seat`` (buildings, Lantids' second mines, space stations)."""
        out = [h for h, (s, _) in self.building.items() if s == seat]
        out += [h for h, s in self.lantid.items() if s == seat]
        if stations:
            out += [h for h, s in self.station.items() if s == seat]
        return out

    def value_at(self, seat: int, h: str) -> int:
        """The power value of ``seat``'s structure at ``h`` (0: none)."""
        if self.lantid.get(h) == seat:
            return 1
        if self.station.get(h) == seat:
            return 1
        own = self.building.get(h)
        if not own or own[0] != seat:
            return 0
        kind = own[1]
        b = self.boards[seat]
        v = D.POWER_VALUE[kind]
        if kind in ("pi", "ac1", "ac2") and "T3" in b.active_techs():
            v = 4
        if b.faction == "bescods" and b.has_pi and self.planet_at(h) == "t":
            v += 1
        return v

    def distance_to(self, seat: int, h: str, own: list | None = None) -> int:
        if own is None:
            own = self.structures(seat)
        if not own:
            return 99
        row = self.map.row(h)
        return min(row[x] for x in own)

    def base_range(self, seat: int) -> int:
        return D.RANGE[self.boards[seat].research["nav"]]

    def nearest(self, seat: int) -> dict:
        """Distance from every hex to the nearest structure of ``seat``."""
        own = self.structures(seat)
        if not own:
            return dict.fromkeys(self.map.hexes, 99)
        near = dict(self.map.row(own[0]))
        for x in own[1:]:
            for h, d in self.map.row(x).items():
                if d < near[h]:
                    near[h] = d
        return near

    def qic_for(self, seat: int, h: str, extra: int = 0, near: dict | None = None) -> int:
        """Q.I.C. needed to reach ``h`` (each adds 2 to the range)."""
        d = near[h] if near is not None else self.distance_to(seat, h)
        over = d - self.base_range(seat) - extra
        return 0 if over <= 0 else (over + 1) // 2

    def colonised(self, seat: int) -> list:
        """Planet hexes ``seat`` colonised (buildings, not Lantids' second mines nor stations)."""
        return [h for h, (s, _) in self.building.items() if s == seat]

    def count(self, seat: int, cond: str) -> int:
        b = self.boards[seat]
        if cond == "m":
            return b.built["m"] + (1 if b.lost else 0)      # built["m"] holds the Lantids' second mines too
        if cond in ("ts", "lab"):
            return b.built[cond]
        if cond == "PA":
            return b.built["pi"] + b.built["ac1"] + b.built["ac2"]
        if cond == "g":
            return sum(1 for h in self.colonised(seat) if self.planet_at(h) == "g")
        if cond == "pt":
            return len({self.planet_at(h) for h in self.colonised(seat)})
        if cond == "s":
            return len({self.map.sector[h] for h in self.structures(seat, stations=False)})
        if cond == "fed":
            return len(b.feds)
        raise KeyError(cond)

    # ================================================================ helpers: scoring events
    def event(self, seat: int, cond: str, n: int = 1) -> None:
        """A scoring condition happened ``n`` times: the round's tile and tech tiles pay VP."""
        if n <= 0:
            return
        b = self.boards[seat]
        vp = 0
        if self.phase == "play" and 1 <= self.round <= D.ROUNDS:
            c, v = D.ROUND_TILES[self.round_tiles[self.round - 1]]
            if c == cond:
                vp += v * n
        for t in b.active_techs():
            tile = D.TECH.get(t) or D.ADV.get(t)
            if tile["kind"] == "trigger" and tile["when"] == cond:
                vp += tile["vp"] * n
        b.res["vp"] += vp

    def gain(self, seat: int, what: dict) -> None:
        """Gain resources; a power charge asks the Taklons where the brainstone goes when it matters."""
        b = self.boards[seat]
        what = dict(what)
        pw = what.pop("pw", 0)
        b.gain(what)
        if pw > 0:
            self.charge(seat, pw)

    def charge(self, seat: int, n: int, then_token: bool = False) -> None:
        """Charge ``n`` power; when the brainstone may move first or last with a different result,
        the player chooses (a decision inserted before any other). ``then_token``: the Taklons' PI
        token comes after the charge."""
        b = self.boards[seat]
        if b.charge_choice(n):
            self.pending.insert(0, {"kind": "stone", "seat": seat, "how": "charge", "n": n, "token": then_token})
            return
        b.charge(n)
        if then_token:
            b.gain({"t": 1})

    def spend(self, seat: int, n: int) -> None:
        """Spend ``n`` power; with the brainstone in bowl III and a choice, the player says whether it pays."""
        b = self.boards[seat]
        if b.spend_choice(n):
            self.pending.insert(0, {"kind": "stone", "seat": seat, "how": "spend", "n": n})
            return
        b.spend_power(n)

    def remove(self, seat: int, n: int, to_gaia: bool) -> None:
        """Take ``n`` power tokens out of the bowls (a Gaia project or satellites); when there is more
        than one way, the player chooses the bowls and whether the brainstone goes."""
        b = self.boards[seat]
        ways = b.removals(n)
        if len(ways) > 1:
            self.pending.insert(0, {"kind": "tokens", "seat": seat, "n": n, "gaia": to_gaia})
            return
        b.remove_tokens(n, to_gaia, ways[0] if ways else None)

    # ================================================================ research
    def can_advance(self, seat: int, track: str) -> bool:
        b = self.boards[seat]
        lv = b.research[track]
        if lv >= 5:
            return False
        if track == "nav" and b.faction == "baltaks" and not b.has_pi:
            return False
        if lv == 4:
            if self.top_level[track] is not None:
                return False
            if not any(not f[1] and f[0] != "F1" for f in b.feds):
                return False
        return True

    def advance(self, seat: int, track: str) -> None:
        b = self.boards[seat]
        lv = b.research[track] + 1
        if lv == 5:
            for f in b.feds:
                if not f[1] and f[0] != "F1":
                    f[1] = True
                    break
            self.top_level[track] = seat
        b.research[track] = lv
        self._level_reward(seat, track, lv)
        self.event(seat, "a")

    def _level_reward(self, seat: int, track: str, lv: int, quiet: bool = False) -> None:
        b = self.boards[seat]
        if lv == 3:
            self.charge(seat, 3)
        reward = D.LEVEL_REWARD[track].get(lv)
        if reward:
            self.gain(seat, reward)
        if track == "gaia" and lv == 5:
            b.res["vp"] += self.count(seat, "g")
        if track == "terra" and lv == 5 and self.terra_fed:
            self._take_fed(seat, self.terra_fed)
            self.terra_fed = None
        if track == "nav" and lv == 5 and not quiet:
            if self._lost_spots(seat):
                self.pending.append({"kind": "lost", "seat": seat})

    def _lost_spots(self, seat: int) -> list:
        q = self.boards[seat].res["q"]
        near = self.nearest(seat)
        return [h for h in self.map.hexes if self.planet_at(h) == "e" and h not in self.station
                and h not in self.building and self.qic_for(seat, h, 0, near) <= q]

    def _take_fed(self, seat: int, tile: str) -> None:
        b = self.boards[seat]
        b.feds.append([tile, tile == "F1"])
        self.gain(seat, D.FEDS[tile])
        self.event(seat, "fed")

    # ================================================================ tech tiles
    def tech_options(self, seat: int) -> list:
        b = self.boards[seat]
        out = []
        for t in D.TRACKS:
            tile = self.std_pos[t]
            if tile not in b.techs:
                out.append(tile)
        out += [t for t in self.std_common if t not in b.techs]
        if any(not f[1] and f[0] != "F1" for f in b.feds) and any(t in D.TECH for t in b.active_techs()):
            for t in D.TRACKS:
                a = self.adv_pos.get(t)
                if a and b.research[t] >= 4:
                    out.append(a)
        return out

    def take_tech(self, seat: int, tile: str) -> None:
        b = self.boards[seat]
        if tile in D.ADV:
            track = next(t for t in D.TRACKS if self.adv_pos.get(t) == tile)
            self.adv_pos[track] = None
            for f in b.feds:
                if not f[1] and f[0] != "F1":
                    f[1] = True
                    break
            b.techs.append(tile)
            self.pending.insert(0, {"kind": "cover", "seat": seat, "tile": tile})
            return
        b.techs.append(tile)
        spec = D.TECH[tile]
        self._tile_now(seat, spec)
        track = next((t for t in D.TRACKS if self.std_pos[t] == tile), None)
        if track is not None:
            if self.can_advance(seat, track):
                self.advance(seat, track)
        elif any(self.can_advance(seat, t) for t in D.TRACKS):
            self.pending.insert(0, {"kind": "track", "seat": seat})

    def _tile_now(self, seat: int, spec: dict) -> None:
        b = self.boards[seat]
        if spec["kind"] == "now":
            self.gain(seat, spec["gain"])
        elif spec["kind"] == "now_per":
            n = self.count(seat, spec["per"])
            self.gain(seat, {k: v * n for k, v in spec["gain"].items()})

    # ================================================================ power: leech
    def offer_leech(self, seat: int, h: str) -> None:
        n = self.players
        for i in range(1, n):
            o = (seat + i) % n
            b = self.boards[o]
            best = max((self.value_at(o, x) for x in self.structures(o, stations=False)
                        if self.map.dist(h, x) <= 2), default=0)
            if best <= 0:
                continue
            # as much as the bowls can take (the Taklons' PI token, in bowl I, adds room for 2) and
            # the VP can pay for: a neighbour who cannot take the whole value charges what it can
            amount = min(best, b.chargeable() + (2 if b.faction == "taklons" and b.has_pi else 0))
            amount = min(amount, b.res["vp"] + 1)
            if amount <= 0:
                continue
            self.pending.append({"kind": "leech", "seat": o, "amount": amount, "from": seat})

    # ================================================================ turn flow
    def _to_move(self) -> tuple:
        if self.pending:
            return (self.pending[0]["seat"],)
        if self.phase in ("factions", "draft"):
            return (self.turn,)
        if self.phase == "auction":
            n = len(self.auction_factions)
            return tuple(s for s in range(self.players) if len(self.maxbids[s]) < n)
        if self.phase == "place":
            return (self.place_queue[0],)
        if self.phase == "booster":
            return (self.booster_queue[0],)
        if self.phase == "play":
            return (self.order[self.turn],)
        return ()

    def _end_turn(self) -> None:
        """Called when the pending decisions of a main action are all taken."""
        if self.phase != "play":
            return
        movers = [s for s in self.order if not self.boards[s].passed]
        if not movers:
            self._end_round()
            return
        n = len(self.order)
        for i in range(1, n + 1):
            k = (self.turn + i) % n
            if not self.boards[self.order[k]].passed:
                self.turn = k
                return

    def _after(self) -> None:
        """Settle what follows an action: once no decision is pending, the mover may still take free
        actions (when there are any) and then ends the turn."""
        if self.pending:
            return
        if self.gaia_due:
            self._run_gaia()
            if self.pending:
                return
        if self.turn_done:
            self.turn_done = False
            seat = self.order[self.turn]
            if self.phase == "play" and not self.boards[seat].passed and self._free_actions(seat):
                self.after_main = True
                return
            self._finish_turn()
        elif self.after_main and not self._free_actions(self.order[self.turn]):
            self._finish_turn()

    def _finish_turn(self) -> None:
        self.boards[self.order[self.turn]].spare = 0     # spare brainstone power is lost with the turn
        self.after_main = False
        self.fed_tried = False
        self._end_turn()

    def _start_round(self) -> None:
        self.round += 1
        self.taken = set()
        for s in range(self.players):
            b = self.boards[s]
            b.passed = False
            b.used = set()
        self.turn = 0
        self.phase = "play"
        self.turn_done = False
        self.after_main = False
        self.say(f"Round {self.round} begins: the round scores {self._round_text(self.round)}.")
        # income: power tokens and power charges in the order the player chooses where it matters
        for s in range(self.players):
            b = self.boards[s]
            inc = b.income()
            t, pw = inc.get("t", 0), inc.get("pw", 0)
            b.gain({k: v for k, v in inc.items() if k not in ("t", "pw")})
            if t and pw and self._income_orders_differ(b, t, pw):
                self.pending.append({"kind": "income", "seat": s, "t": t, "pw": pw})
                continue
            if t:
                b.gain({"t": t})
            if pw:
                self.charge(s, pw)
        # the Gaia phase follows once every income is in
        self.gaia_due = True
        if not self.pending:
            self._run_gaia()

    @staticmethod
    def _income_orders_differ(b: Board, t: int, pw: int) -> bool:
        first, last = b.copy(), b.copy()
        first.gain({"t": t})
        first.charge(pw)
        last.charge(pw)
        last.gain({"t": t})
        return (first.bowls, first.brain) != (last.bowls, last.brain)

    def _run_gaia(self) -> None:
        self.gaia_due = False
        for s in range(self.players):
            self._gaia_phase(s)

    def _round_text(self, r: int) -> str:
        c, v = D.ROUND_TILES[self.round_tiles[r - 1]]
        return f"{v} VP per {D.CONDITION_NAMES[c]}"

    def _gaia_phase(self, s: int) -> None:
        b = self.boards[s]
        for h, owner in list(self.gaiaformer.items()):
            if owner == s and self.planet_at(h) == "m":
                self.ptype[h] = "g"
        b.gf_parked = 0
        tokens = b.gaia
        if b.brain == 0:
            b.brain = 2 if b.faction == "terrans" else 1
        if b.faction == "itars" and b.has_pi and tokens >= 4:
            self.pending.append({"kind": "itars", "seat": s})
            return
        self._gaia_tokens_back(s)

    def _gaia_tokens_back(self, s: int) -> None:
        b = self.boards[s]
        tokens, b.gaia = b.gaia, 0
        if b.faction == "terrans":
            b.bowls[1] += tokens
            if b.has_pi and tokens:
                # that much power may be spent on free conversions, one decision at a time
                self.pending.append({"kind": "terrans", "seat": s, "left": tokens})
        elif b.faction == "itars":
            b.bowls[0] += tokens
        else:
            b.bowls[0] += tokens

    def _end_round(self) -> None:
        self.order = list(self.pass_order)
        self.pass_order = []
        if self.round >= D.ROUNDS:
            self._final_scoring()
            return
        self._start_round()

    def _final_scoring(self) -> None:
        self.phase = "over"
        n = self.players
        details = [[] for _ in range(n)]
        for tile in self.final_tiles:
            vals = [self.final_value(s, tile) for s in range(n)]
            entries = [(v, s) for s, v in enumerate(vals)]
            if n <= 2:
                entries.append((D.FINAL_TILES[tile], None))
            entries.sort(key=lambda e: -e[0])
            i = 0
            while i < len(entries):
                j = i
                while j < len(entries) and entries[j][0] == entries[i][0]:
                    j += 1
                pts = sum(D.FINAL_VP[k] if k < 3 else 0 for k in range(i, j)) // (j - i)
                for k in range(i, j):
                    s = entries[k][1]
                    if s is not None and pts:
                        self.boards[s].res["vp"] += pts
                        details[s].append(f"{D.FINAL_NAMES[tile]} {pts}")
                i = j
        for s in range(n):
            b = self.boards[s]
            research = sum(4 * (lv - 2) for lv in b.research.values() if lv > 2)
            b.res["vp"] += research
            left = (b.res["c"] + b.res["o"] + b.res["k"]) // 3
            b.res["vp"] += left
            details[s].append(f"research {research}, resources {left}")
        scores = [self.boards[s].res["vp"] for s in range(n)]
        self.finish(scores, details=["; ".join(d) for d in details])

    def final_value(self, s: int, tile: str) -> int:
        b = self.boards[s]
        if tile == "structures":
            return len(self.structures(s, stations=False))
        if tile == "fed_structures":
            return sum(1 for h in self.fed_hexes[s] if self.value_at(s, h) > 0 and self.station.get(h) != s)
        if tile == "planet_types":
            return self.count(s, "pt")
        if tile == "gaia":
            return self.count(s, "g")
        if tile == "sectors":
            return self.count(s, "s")
        if tile == "satellites":
            return b.sats + b.stations
        raise KeyError(tile)

    # ================================================================ legal actions
    def _legal(self, seat: int) -> list[str]:
        if self.pending:
            return self._legal_pending(self.pending[0])
        if self.phase == "factions":
            taken = {self.boards[s].planet for s in range(self.players) if self.boards[s]}
            return [f"faction {f}" for f in D.FACTION_KEYS if D.FACTIONS[f]["planet"] not in taken]
        if self.phase == "auction":
            return self._legal_auction(seat)
        if self.phase == "draft":
            taken = {D.FACTIONS[f]["planet"] for f in self.auction_factions}
            return [f"draft {f}" for f in D.FACTION_KEYS if D.FACTIONS[f]["planet"] not in taken]
        if self.phase == "place":
            b = self.boards[seat]
            if b.faction == "ivits":
                return [f"place {h}" for h in self.map.planets if self.planet_at(h) == "o" and h not in self.building]
            return [f"place {h}" for h in self.map.planets
                    if self.planet_at(h) == b.planet and h not in self.building]
        if self.phase == "booster":
            return [f"booster {x}" for x in self._free_boosters()]
        if self.phase == "play":
            return self._legal_main(seat)
        return []

    def _free_boosters(self) -> list:
        held = {self.boards[s].booster for s in range(self.players) if self.boards[s]}
        return [x for x in self.boosters if x not in held]

    def _legal_pending(self, p: dict) -> list:
        seat, kind = p["seat"], p["kind"]
        b = self.boards[seat]
        if kind == "income":
            return ["income tokens", "income charge"]
        if kind == "stone":
            return ["stone first", "stone last"] if p["how"] == "charge" else ["stone use", "stone keep"]
        if kind == "tokens":
            return [f"tokens {x} {y} {z}" + (" stone" if st else "") for x, y, z, st in b.removals(p["n"])]
        if kind == "leech":
            if b.faction == "taklons" and b.has_pi:
                return ["charge", "charge token_after", "decline"]
            return ["charge", "decline"]
        if kind == "terrans":
            left = p["left"]
            out = [f"terrans {k}" for k, n in (("q", 4), ("o", 3), ("k", 4), ("c", 1)) if left >= n]
            return out + ["terrans done"]
        if kind == "tech":
            return [f"tech {t}" for t in self.tech_options(seat)]
        if kind == "cover":
            return [f"cover {t}" for t in b.active_techs() if t in D.TECH]
        if kind == "track":
            return [f"track {t}" for t in D.TRACKS if self.can_advance(seat, t)] or ["track none"]
        if kind == "fedtile":
            tiles = [f for f in sorted(self.fed_supply) if self.fed_supply[f] > 0]
            return [f"fedtile {f}" for f in tiles]
        if kind == "rescore":
            return [f"rescore {f}" for f in sorted({f[0] for f in b.feds})]
        if kind == "mine":
            return [f"mine {h}" for h in self.mine_targets(seat, p.get("steps", 0), p.get("range", 0))]
        if kind == "lost":
            return [f"lost {h}" for h in self._lost_spots(seat)]
        if kind == "itars":
            return ["itars tech", "itars keep"]
        if kind == "fedsel":
            setup = self._fed_setup(seat)
            if setup is None:
                return ["back"]
            need, mine_set, free, budget = setup
            chosen, mine_sats = p["chosen"], p.get("sats", [])
            out = [f"sel {h}" for h in sorted(mine_set) if h not in chosen]
            least = self.fed_least(seat, chosen)
            if least is not None and len(mine_sats) < len(least):
                cluster = set(chosen) | set(mine_sats)
                if self.boards[seat].faction == "ivits":
                    cluster |= self.fed_hexes[seat]
                near = {y for x in cluster for y in self.map.adj[x]}
                out += [f"sat {h}" for h in sorted(near & free) if h not in mine_sats]
            if self.fed_value(seat, chosen) >= need and self.fed_connect(seat, chosen, mine_sats) is not None:
                out.append("form")
            if mine_sats and p.get("clears", 0) < 3:
                out.append("clear")         # take the placed satellites back (three times at most)
            return out + ["back"]
        return []

    def mine_targets(self, seat: int, steps: int = 0, extra: int = 0) -> list:
        if self.boards[seat].built["m"] >= D.SUPPLY["m"]:
            return []
        near = self.nearest(seat)
        return [h for h in self.map.planets if self.mine_cost(seat, h, steps, extra, near) is not None]

    def mine_cost(self, seat: int, h: str, steps: int = 0, extra: int = 0, near: dict | None = None) -> dict | None:
        """What building a mine at ``h`` costs ``seat`` (credits, ore, Q.I.C.), or None if it cannot."""
        b = self.boards[seat]
        if b.built["m"] >= D.SUPPLY["m"]:
            return None
        p = self.planet_at(h)
        cost = dict(D.COST["m"])
        occupant = self.building.get(h)
        if occupant is not None:
            if b.faction != "lantids" or occupant[0] == seat or h in self.lantid:
                return None
        elif h in self.gaiaformer:
            if self.gaiaformer[h] != seat or p != "g":
                return None
        elif p == "m":
            return None
        elif p == "g":
            if b.faction == "gleens":
                cost["o"] = cost.get("o", 0) + 1
            else:
                cost["q"] = 1
        elif p in D.WHEEL:
            need = max(0, D.terraform_steps(b.planet, p) - steps)
            cost["o"] = cost.get("o", 0) + need * D.TERRA_COST[b.research["terra"]]
        else:
            return None
        q = self.qic_for(seat, h, extra, near)
        if q:
            cost["q"] = cost.get("q", 0) + q
        if not b.can_pay(cost):
            return None
        return cost

    def gaia_targets(self, seat: int) -> list:
        b = self.boards[seat]
        if b.gf_free(sum(1 for s in self.gaiaformer.values() if s == seat)) <= 0:
            return []
        need = D.GAIA_COST[b.research["gaia"]]
        if b.tokens() < need:       # the brainstone counts as one token here
            return []
        out = []
        near = self.nearest(seat)
        for h in self.map.planets:
            if self.planet_at(h) == "m" and h not in self.gaiaformer and h not in self.building:
                q = self.qic_for(seat, h, 0, near)
                if q <= b.res["q"]:
                    out.append(h)
        return out

    def upgrade_cost(self, seat: int, h: str, to: str) -> dict | None:
        b = self.boards[seat]
        if b.built[to] >= D.SUPPLY[to]:
            return None
        if to == "ts":
            near = any(s != seat for x in self.map.within(h, 2)
                       for s in ([self.building[x][0]] if x in self.building else []) + (
                           [self.lantid[x]] if x in self.lantid else []))
            cost = D.COST["ts"] if near else D.TS_ALONE_COST
        else:
            cost = D.COST[to]
        if b.faction == "ivits" and to == "pi":
            cost = {}
        return cost if b.can_pay(cost) else None

    def _legal_main(self, seat: int) -> list:
        b = self.boards[seat]
        if self.after_main:     # free actions may follow the main action, until the turn is ended
            return self._free_actions(seat) + ["done"]
        out = []
        for h in self.mine_targets(seat):
            out.append(f"mine {h}")
        for h in self.gaia_targets(seat):
            out.append(f"gaia {h}")
        for h, (s, kind) in sorted(self.building.items()):
            if s != seat:
                continue
            for to in D.UPGRADES.get(kind, ()):
                if self.upgrade_cost(seat, h, to) is not None:
                    out.append(f"{to} {h}")
        cands = self.federation_options(seat)
        for cand in cands:
            out.append("fed " + cand)
        if cands and not self.fed_tried:
            out.append("federate")
        if b.res["k"] >= 4:
            out += [f"research {t}" for t in D.TRACKS if self.can_advance(seat, t)]
        for a, (cost, gain) in D.POWER_ACTIONS.items():
            if a in self.taken or b.power() < cost:
                continue
            if "step" in gain and not self._step_mine_ok(seat, cost, gain["step"]):
                continue
            out.append(f"act {a}")
        for a, (cost, what) in D.QIC_ACTIONS.items():
            if a in self.taken or b.res["q"] < cost:
                continue
            if what == "tech" and not self.tech_options(seat):
                continue
            if what == "rescore" and not b.feds:
                continue
            out.append(f"act {a}")
        out += self._specials(seat)
        if self.round < D.ROUNDS:
            out += [f"pass {x}" for x in self._free_boosters()]
        else:
            out.append("pass")
        out += self._free_actions(seat)
        return out

    def _step_mine_ok(self, seat: int, power: int, steps: int) -> bool:
        b = self.boards[seat]
        saved = (list(b.bowls), b.brain, b.spare)
        b.spend_power(power)
        ok = bool(self.mine_targets(seat, steps))
        b.bowls, b.brain, b.spare = saved
        return ok

    def _specials(self, seat: int) -> list:
        b = self.boards[seat]
        out = []
        if b.booster == "B4" and "B4" not in b.used and self.mine_targets(seat, 1):
            out.append("special B4")
        if b.booster == "B5" and "B5" not in b.used and self.mine_targets(seat, 0, 3):
            out.append("special B5")
        for t in b.active_techs():
            tile = D.TECH.get(t) or D.ADV.get(t)
            if tile["kind"] == "action" and t not in b.used:
                out.append(f"special {t}")
        if b.built["ac2"] and "ac2" not in b.used:
            out.append("special ac2")
        if b.has_pi:
            if b.faction == "ambas" and "swap" not in b.used:
                out += [f"swap {h}" for h, (s, k) in sorted(self.building.items()) if s == seat and k == "m"]
            if b.faction == "ivits" and "station" not in b.used:
                near = self.nearest(seat)
                for h in self.map.hexes:
                    if self.planet_at(h) == "e" and h not in self.station and self.qic_for(seat, h, 0, near) <= b.res["q"]:
                        out.append(f"station {h}")
            if b.faction == "firaks" and "downlab" not in b.used and b.built["ts"] < D.SUPPLY["ts"]:
                out += [f"downlab {h}" for h, (s, k) in sorted(self.building.items()) if s == seat and k == "lab"]
        if b.faction == "bescods" and "lowest" not in b.used:
            low = min(b.research.values())
            out += [f"lowest {t}" for t in D.TRACKS if b.research[t] == low and self.can_advance(seat, t)]
        return out

    def _free_actions(self, seat: int) -> list:
        b = self.boards[seat]
        out = []
        for name, (cost, gain) in D.CONVERSIONS.items():
            if b.can_pay(cost):
                out.append(f"conv {name}")
        if b.faction == "hadsch_hallas" and b.has_pi:
            out += [f"conv {n}" for n, (cost, _) in D.HADSCH_CONVERSIONS.items() if b.can_pay(cost)]
        if b.burn_choice():
            out += ["burn stone", "burn token"]
        elif b.burn_ok():
            out.append("burn")
        if b.faction == "nevlas" and b.bowls[2] > 0:
            out.append("conv a3-k")
        if b.faction == "baltaks" and b.gf_free(sum(1 for s in self.gaiaformer.values() if s == seat)) > 0:
            out.append("conv gf-q")
        return out

    # ================================================================ federations
    def federation_options(self, seat: int, limit: int = 6) -> list:
        """Federations ``seat`` may form now, each as "BUILDINGS|SATELLITES" (hexes joined by "+"):
        from each group of buildings side by side, a search over the map joins more buildings through
        satellites on empty space (nearest first, or most power per satellite) until the power is
        enough; the player chooses among the distinct sets of buildings found, fewest satellites first."""
        setup = self._fed_setup(seat)
        if setup is None:
            return []
        need, mine_set, free, budget = setup
        ivits = self.boards[seat].faction == "ivits"
        mine = sorted(mine_set)
        return self._fed_search(seat, need, mine, mine_set, free, budget, ivits, limit)

    def _fed_setup(self, seat: int):
        """(power needed, buildings that may join, hexes a satellite may go on, satellites affordable),
        or None when no federation can be formed now."""
        b = self.boards[seat]
        if not any(v > 0 for v in self.fed_supply.values()):
            return None
        ivits = b.faction == "ivits"
        need = 6 if b.faction == "xenos" and b.has_pi else 7
        if ivits:
            need = 7 * (len(self.fed_groups[seat]) + 1)
        taken = self.fed_hexes[seat]
        blocked = set()
        if not ivits:
            for h in taken:
                blocked.add(h)
                blocked.update(self.map.adj[h])
        mine = [h for h in self.structures(seat) if h not in blocked and self.value_at(seat, h) > 0]
        if ivits:
            mine = [h for h in self.structures(seat) if self.value_at(seat, h) > 0]
        if sum(self.value_at(seat, h) for h in mine) < need:
            return None
        mine_set = set(mine)
        # hexes a satellite may go on: empty space, not in an old federation, without my satellite
        free = {h for h in self.map.hexes if self.planet_at(h) == "e" and h not in blocked and h not in mine_set
                and seat not in self.sat.get(h, ()) and h not in self.station}
        # satellites: Q.I.C. for the Ivits, else power tokens (the brainstone counts as one); 25 at most
        budget = min(b.res["q"] if ivits else b.tokens(), D.MAX_SATELLITES - b.sats)
        return need, mine_set, free, budget

    def _fed_search(self, seat, need, mine, mine_set, free, budget, ivits, limit):
        """From each group of buildings side by side, join more through satellites until ``need``."""
        comps = [sorted(group) for group in self._side_by_side(mine_set)]
        starts = comps
        grown = ivits and self.fed_groups[seat]
        if grown:
            old = self.fed_hexes[seat]
            starts = [sorted({h for c in comps if set(c) & old for h in c})]
        found = {}
        comp_of = {h: c for c in comps for h in c}
        comp_value = {tuple(c): sum(self.value_at(seat, h) for h in c) for c in comps}
        for start in starts:
            for greedy in ("near", "value"):
                group, sats = set(start), set()
                if grown:
                    sats = {h for h in self.fed_hexes[seat] if h not in mine_set}
                value = sum(self.value_at(seat, h) for h in group)
                new_sats: set = set()
                while value < need:
                    paths = self._paths(group | sats | new_sats, mine_set - group, free - new_sats - sats)
                    if not paths:
                        break
                    if greedy == "near":
                        target = min(paths, key=lambda t: (len(paths[t]), t))
                    else:
                        target = max(paths, key=lambda t: (comp_value[tuple(comp_of[t])] / (len(paths[t]) + 1),
                                                           -len(paths[t]), t))
                    new_sats |= set(paths[target])
                    group |= set(comp_of[target])
                    value = sum(self.value_at(seat, h) for h in group)
                if value < need or len(new_sats) > budget:
                    continue
                least = self.fed_least(seat, sorted(group), len(new_sats))
                if least is None:
                    continue
                blds = sorted(self.fed_closure(seat, sorted(group) + least) - set(least))
                found["+".join(blds) + "|" + "+".join(least)] = (len(least), frozenset(blds))
        # and, as the engine does, every smallest combination of groups worth enough (a few dozen at most)
        forced = [c for c in comps if grown and set(c) & self.fed_hexes[seat]]
        others = [c for c in comps if c not in forced]
        base = sum(comp_value[tuple(c)] for c in forced)
        for combo in _combinations(others, [comp_value[tuple(c)] for c in others], need - base):
            group = sorted({h for c in forced + combo for h in c})
            least = self.fed_least(seat, group)
            if least is None:
                continue
            blds = sorted(self.fed_closure(seat, group + least) - set(least))
            found["+".join(blds) + "|" + "+".join(least)] = (len(least), frozenset(blds))
        # a federation is left out when one of fewer satellites uses some of its buildings only
        keep = [k for k, (n, blds) in found.items()
                if not any(m < n and other <= blds for m, other in found.values())]
        return sorted(keep, key=lambda k: (found[k][0], k))[:limit]

    def _fed_terminals(self, seat: int, chosen) -> list:
        """The groups the satellites must join: chosen buildings side by side (with the Ivits' old
        federation, whose hexes cost nothing) as connected groups of hexes."""
        base = set(chosen)
        if self.boards[seat].faction == "ivits":
            base |= self.fed_hexes[seat]
        return self._side_by_side(base)

    def _side_by_side(self, hexes: set) -> list[list]:
        """``hexes`` as groups of neighbours on the map (each group in the order it is walked, the
        groups in the order of their first hex)."""
        groups, seen = [], set()
        for h in sorted(hexes):
            if h in seen:
                continue
            group, stack = [], [h]
            seen.add(h)
            while stack:
                x = stack.pop()
                group.append(x)
                for y in self.map.adj[x]:
                    if y in hexes and y not in seen:
                        seen.add(y)
                        stack.append(y)
            groups.append(group)
        return groups

    def fed_least(self, seat: int, chosen, limit: int | None = None):
        """The fewest satellites that join the chosen buildings (an exact search: a Steiner tree over
        empty space, Dreyfus-Wagner over the groups of buildings), or None when ``limit`` (by default
        the satellites the seat can pay for) is not enough."""
        setup = self._fed_setup(seat)
        if setup is None or not chosen or not set(chosen) <= setup[1]:
            return None
        free, budget = setup[2], setup[3]
        limit = budget if limit is None else min(limit, budget)
        groups = self._fed_terminals(seat, chosen)
        key = (self.map.key, tuple(tuple(g) for g in groups), frozenset(free), limit)
        if key not in _STEINER_MEMO:
            if len(_STEINER_MEMO) > 4096:
                _STEINER_MEMO.clear()
            _STEINER_MEMO[key] = steiner(self.map.adj, groups, free, limit)
        found = _STEINER_MEMO[key]
        return None if found is None else list(found)

    def fed_connect(self, seat: int, chosen: list, sats: list | None = None):
        """The satellites of a federation of the chosen buildings: the player's own (which must join
        them all with no more satellites than the fewest possible) or, with none given, the exact
        search's; None when they cannot be joined."""
        least = self.fed_least(seat, chosen)
        if least is None:
            return None
        if not sats:
            return least
        setup = self._fed_setup(seat)
        if len(sats) != len(least) or not set(sats) <= setup[2]:
            return None
        cells = set(chosen) | set(sats)
        if self.boards[seat].faction == "ivits":
            cells |= self.fed_hexes[seat]
        return sorted(sats) if self._reach([next(iter(cells))], cells) == cells else None

    def fed_value(self, seat: int, chosen: list) -> int:
        return sum(self.value_at(seat, h) for h in chosen)

    def _paths(self, group: set, targets: set, free: set) -> dict:
        """Breadth-first from ``group`` over ``free`` hexes: every hex of ``targets`` it reaches, with
        the free hexes on the shortest way there (the satellites that join it)."""
        frontier = sorted(group)
        back = {h: None for h in group}
        out: dict = {}
        while frontier:
            nxt = []
            for x in frontier:
                for y in self.map.adj[x]:
                    if y in back:
                        continue
                    if y in targets:
                        if y not in out:
                            via, z = [], x
                            while z is not None and z not in group:
                                via.append(z)
                                z = back[z]
                            out[y] = via
                        continue
                    if y in free:
                        back[y] = x
                        nxt.append(y)
            frontier = sorted(nxt)
        return out

    # ================================================================ the auction (Board Game Arena's round robin)
    #: the most VP a secret bid may name: the rules page gives no bound and the public engine's bid
    #: has none; the choices offered stop at 40 (four times the 10 VP the top payer keeps)
    MAX_BID = 40

    def _open_auction(self) -> None:
        self.bids = {f: None for f in self.auction_factions}
        self.maxbids = [{} for _ in range(self.players)]
        self.phase = "auction"

    def hides_now(self) -> bool:
        return self.phase == "auction"     # the bids are the game's only secret

    def secret_round(self) -> tuple:
        return tuple(range(self.players)) if self.phase == "auction" else ()

    def action_audience(self, action: str, seat: int) -> tuple | None:
        return (seat,) if action.startswith("max ") else None

    def _legal_auction(self, seat: int) -> list:
        left = [f for f in self.auction_factions if f not in self.maxbids[seat]]
        if not left:
            return []
        return [f"max {left[0]} {n}" for n in range(self.MAX_BID + 1)]

    def _run_auction(self) -> None:
        """Every seat's most VP per faction is in: bid round robin in turn order. A seat without a top
        bid raises the faction with the greatest difference between its most and the bid it would
        have to make (ties: a faction nobody has bid on yet, then the order of the draft), until
        every seat holds a top bid. Each then plays that faction with 10 VP plus the top bid less its own."""
        n = self.players
        bids: dict = {f: None for f in self.auction_factions}
        turn = 0
        for _ in range(10_000):
            holders = {v[0] for v in bids.values() if v}
            if len(holders) == n:
                break
            s = turn % n
            turn += 1
            if s in holders:
                continue
            best = None
            for i, f in enumerate(self.auction_factions):
                need = 0 if bids[f] is None else bids[f][1] + 1
                room = self.maxbids[s][f] - need
                if room < 0 and bids[f] is not None:
                    continue
                key = (room, bids[f] is None, -i)
                if best is None or key > best[0]:
                    best = (key, f, need)
            _, f, need = best
            bids[f] = [s, need]
        self.bids = bids
        top = max(v[1] for v in bids.values())
        for f, (s, vp) in bids.items():
            self._take_faction(s, f)
            self.boards[s].res["vp"] = D.START_VP + top - vp
        self.reveal()
        self.say("The auction is over: " + ", ".join(
            f"{self.seat_name(s)} plays the {D.FACTIONS[f]['name']} for {vp} VP" for f, (s, vp) in bids.items()) + ".")
        self._start_placement()

    def _resample(self, seat: int | None, rng) -> None:
        """The other seats' secret most-VP bids are unknown to ``seat``: drawn again."""
        if self.phase != "auction":
            return
        for s in range(self.players):
            if s != seat:
                self.maxbids[s] = {f: rng.randint(0, 6) for f in self.maxbids[s]}

    # ================================================================ applying actions
    def _parse(self, text: str) -> str:
        """Lower case, except tile ids (B3, T7, A12, F2, FG), which are upper case."""
        words = text.strip().lower().split()
        return " ".join(w.upper() if _TILE.match(w) else w for w in words)

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        b = self.boards[seat]
        if word != "max":
            self.last_move[seat] = action
        if word == "faction":
            self._take_faction(seat, arg)
            if all(self.boards):
                self._start_placement()
            else:
                self.turn += 1
            return
        if word == "draft":
            self.auction_factions.append(arg)
            if len(self.auction_factions) == self.players:
                self._open_auction()
            else:
                self.turn += 1
            return
        if word == "max":
            f, vp = arg.split()
            self.maxbids[seat][f] = int(vp)
            if all(len(m) == len(self.auction_factions) for m in self.maxbids):
                self._run_auction()
            return
        if word == "place":
            self.place_queue.pop(0)
            kind = "pi" if b.faction == "ivits" else "m"
            self.building[arg] = (seat, kind)
            b.built[kind] += 1
            b.mined_types.add(self.planet_at(arg))
            if not self.place_queue:
                self._start_boosters()
            return
        if word == "booster":
            b.booster = arg
            self.booster_queue.pop(0)
            if not self.booster_queue:
                self._start_round()
            return
        if self.pending:
            p = self.pending.pop(0)
            self._apply_pending(seat, p, word, arg)
            self._after()
            return
        if word == "federate":     # opens the chooser; the turn goes on until the federation is formed
            pre = sorted(h for h in self.fed_hexes[seat] if self.value_at(seat, h) > 0) \
                if b.faction == "ivits" else []
            self.pending.append({"kind": "fedsel", "seat": seat, "chosen": pre})
            return
        if word == "done":          # the end of a turn whose main action is taken
            self._finish_turn()
            return
        # free actions: the turn stays (before or after the main action)
        if word in ("conv", "burn"):
            if word == "conv":
                self._convert(seat, arg)
            else:
                b.burn({"stone": True, "token": False}.get(arg))
            self._after()
            return
        self.turn_done = True
        self._main(seat, word, arg)
        self._after()

    def _convert(self, seat: int, name: str) -> None:
        b = self.boards[seat]
        if name == "a3-k":
            b.bowls[2] -= 1
            b.gaia += 1
            b.gain({"k": 1})
            return
        if name == "gf-q":
            b.gf_parked += 1
            b.gain({"q": 1})
            return
        cost, gain = D.CONVERSIONS.get(name) or D.HADSCH_CONVERSIONS[name]
        b.pay({k: v for k, v in cost.items() if k != "pw"})
        if cost.get("pw"):
            self.spend(seat, cost["pw"])
        b.gain(gain)

    def _apply_pending(self, seat: int, p: dict, word: str, arg: str) -> None:
        b = self.boards[seat]
        kind = p["kind"]
        if kind == "income":
            if arg == "tokens":
                b.gain({"t": p["t"]})
                self.charge(seat, p["pw"])
            else:
                self.charge(seat, p["pw"])
                if self.pending and self.pending[0]["kind"] == "stone" and self.pending[0]["seat"] == seat:
                    self.pending[0]["tokens"] = p["t"]      # the tokens follow the charge
                else:
                    b.gain({"t": p["t"]})
        elif kind == "stone":
            if p["how"] == "charge":
                b.charge(p["n"], stone_first=arg == "first")
                if p.get("token"):
                    b.gain({"t": 1})
                if p.get("tokens"):
                    b.gain({"t": p["tokens"]})
            else:
                b.spend_power(p["n"], stone=arg == "use")
        elif kind == "tokens":
            x, y, z, *st = arg.split()
            b.remove_tokens(p["n"], p["gaia"], (int(x), int(y), int(z), 1 if st else 0))
        elif kind == "leech":
            if word == "charge":
                taklons = b.faction == "taklons" and b.has_pi
                if taklons and arg != "token_after":
                    b.gain({"t": 1})
                done = b.copy().charge(p["amount"])     # what the bowls take of the amount
                b.res["vp"] -= max(0, done - 1)
                self.charge(seat, p["amount"], then_token=taklons and arg == "token_after")
        elif kind == "terrans":
            if arg != "done":
                cost = {"q": 4, "o": 3, "k": 4, "c": 1}[arg]
                b.gain({arg: 1})
                if p["left"] - cost > 0:
                    self.pending.insert(0, {"kind": "terrans", "seat": seat, "left": p["left"] - cost})
        elif kind == "tech":
            self.take_tech(seat, arg)
        elif kind == "cover":
            b.covered.append(arg)
            adv = D.ADV[p["tile"]]
            self._tile_now(seat, adv)
        elif kind == "track":
            if arg != "none":
                self.advance(seat, arg)
        elif kind == "fedtile":
            self.fed_supply[arg] -= 1
            self._take_fed(seat, arg)
        elif kind == "rescore":
            self.gain(seat, D.FEDS[arg])
        elif kind == "mine":
            self.build_mine(seat, arg, p.get("steps", 0), p.get("range", 0))
        elif kind == "lost":
            b.res["q"] -= self.qic_for(seat, arg)
            self.building[arg] = (seat, "lost")
            self.ptype[arg] = "l"
            b.lost = True
            self.event(seat, "m")
            self.offer_leech(seat, arg)
        elif kind == "fedsel":
            if word == "sel":
                self.pending.insert(0, dict(p, chosen=sorted(p["chosen"] + [arg])))
            elif word == "sat":
                self.pending.insert(0, dict(p, sats=sorted(p.get("sats", []) + [arg])))
            elif word == "clear":
                self.pending.insert(0, dict(p, sats=[], clears=p.get("clears", 0) + 1))
            elif word == "form":
                sats = self.fed_connect(seat, p["chosen"], p.get("sats"))
                self.turn_done = True
                self.form_federation(seat, "+".join(p["chosen"]) + "|" + "+".join(sats))
            else:
                self.fed_tried = True
        elif kind == "itars":
            if arg == "tech":
                b.gaia -= 4
                self.pending.insert(0, {"kind": "tech", "seat": seat})
                if b.gaia >= 4:
                    self.pending.insert(1, {"kind": "itars", "seat": seat})
                else:
                    self._gaia_tokens_back(seat)
            else:
                self._gaia_tokens_back(seat)

    def _main(self, seat: int, word: str, arg: str) -> None:
        b = self.boards[seat]
        if word == "mine":
            self.build_mine(seat, arg)
        elif word == "gaia":
            q = self.qic_for(seat, arg)
            b.res["q"] -= q
            self.gaiaformer[arg] = seat
            self.remove(seat, D.GAIA_COST[b.research["gaia"]], to_gaia=True)
        elif word in ("ts", "lab", "pi", "ac1", "ac2"):
            self.upgrade(seat, arg, word)
        elif word == "fed":
            self.form_federation(seat, arg)
        elif word == "research":
            b.res["k"] -= 4
            self.advance(seat, arg)
        elif word == "act":
            self.taken.add(arg)
            if arg in D.POWER_ACTIONS:
                cost, gain = D.POWER_ACTIONS[arg]
                self.spend(seat, cost)
                if "step" in gain:
                    self.pending.append({"kind": "mine", "seat": seat, "steps": gain["step"]})
                else:
                    self.gain(seat, gain)
            else:
                cost, what = D.QIC_ACTIONS[arg]
                b.res["q"] -= cost
                if what == "tech":
                    self.pending.append({"kind": "tech", "seat": seat})
                elif what == "rescore":
                    self.pending.append({"kind": "rescore", "seat": seat})
                else:
                    b.res["vp"] += 3 + self.count(seat, "pt")
        elif word == "special":
            b.used.add(arg)
            if arg == "B4":
                self.pending.append({"kind": "mine", "seat": seat, "steps": 1})
            elif arg == "B5":
                self.pending.append({"kind": "mine", "seat": seat, "range": 3})
            elif arg == "ac2":
                b.gain({"c": 4} if b.faction == "baltaks" else {"q": 1})
            else:
                tile = D.TECH.get(arg) or D.ADV.get(arg)
                self.gain(seat, tile["gain"])
        elif word == "swap":
            b.used.add("swap")
            pi = next(h for h, (s, k) in self.building.items() if s == seat and k == "pi")
            self.building[pi] = (seat, "m")
            self.building[arg] = (seat, "pi")
        elif word == "station":
            b.used.add("station")
            b.res["q"] -= self.qic_for(seat, arg)
            self.station[arg] = seat
            b.stations += 1
        elif word == "downlab":
            b.used.add("downlab")
            self.building[arg] = (seat, "ts")
            b.built["lab"] -= 1
            b.built["ts"] += 1
            self.event(seat, "ts")
            if any(self.can_advance(seat, t) for t in D.TRACKS):
                self.pending.append({"kind": "track", "seat": seat})
        elif word == "lowest":
            b.used.add("lowest")
            self.advance(seat, arg)
        elif word == "pass":
            self._pass(seat, arg)

    def _pass(self, seat: int, booster: str) -> None:
        b = self.boards[seat]
        if b.booster:
            spec = D.BOOSTERS[b.booster]
            if "passes" in spec:
                cond, vp = spec["passes"]
                b.res["vp"] += vp * self.count(seat, cond)
        for t in b.active_techs():
            tile = D.ADV.get(t)
            if tile and tile["kind"] == "pass":
                b.res["vp"] += tile["vp"] * self.count(seat, tile["per"])
        b.booster = booster or None
        b.passed = True
        self.pass_order.append(seat)

    def build_mine(self, seat: int, h: str, steps: int = 0, extra: int = 0) -> None:
        b = self.boards[seat]
        cost = self.mine_cost(seat, h, steps, extra)
        p = self.planet_at(h)
        b.pay(cost)
        b.built["m"] += 1
        if h in self.building:           # the Lantids' second mine
            self.lantid[h] = seat
            if b.has_pi:
                b.gain({"k": 2})
        else:
            self.building[h] = (seat, "m")
            if self.gaiaformer.get(h) == seat:
                del self.gaiaformer[h]
            if p in D.WHEEL:
                n = D.terraform_steps(b.planet, p)
                self.event(seat, "step", n)
            if b.faction == "geodens" and b.has_pi and p not in b.mined_types:
                b.gain({"k": 3})
            b.mined_types.add(p)
            if p == "g":
                self.event(seat, "mg")
                if b.faction == "gleens":
                    b.res["vp"] += 2
        self.event(seat, "m")
        self.offer_leech(seat, h)

    def upgrade(self, seat: int, h: str, to: str) -> None:
        b = self.boards[seat]
        old = self.building[h][1]
        b.pay(self.upgrade_cost(seat, h, to))
        b.built[old] -= 1
        b.built[to] += 1
        self.building[h] = (seat, to)
        if to == "ts":
            self.event(seat, "ts")
        elif to in ("pi", "ac1", "ac2"):
            self.event(seat, "PA")
        if to in ("lab", "ac1", "ac2") and self.tech_options(seat):
            self.pending.append({"kind": "tech", "seat": seat})
        if to == "pi" and b.faction == "gleens":
            self._take_fed(seat, "FG")
        self.offer_leech(seat, h)

    def fed_closure(self, seat: int, cells) -> set:
        """``cells`` with every building of ``seat`` next to them that may join a federation, and the
        buildings next to those (the engine's rule: a building beside a federation is part of it)."""
        setup = self._fed_setup(seat)
        mine_set = setup[1] if setup else set()
        return self._reach(cells, mine_set)

    def _reach(self, starts, allowed: set) -> set:
        """``starts`` and every hex of ``allowed`` reached from them through neighbours in ``allowed``."""
        out, todo = set(starts), list(starts)
        while todo:
            x = todo.pop()
            for y in self.map.adj[x]:
                if y in allowed and y not in out:
                    out.add(y)
                    todo.append(y)
        return out

    def form_federation(self, seat: int, arg: str) -> None:
        b = self.boards[seat]
        blds, _, sats = arg.partition("|")
        blds = [h for h in blds.split("+") if h]
        sats = [h for h in sats.split("+") if h]
        blds = sorted(self.fed_closure(seat, blds + sats) - set(sats))
        if b.faction == "ivits":
            b.res["q"] -= len(sats)
        elif sats:
            self.remove(seat, len(sats), to_gaia=False)
        for h in sats:
            self.sat.setdefault(h, []).append(seat)
        b.sats += len(sats)
        self.fed_hexes[seat] |= set(blds) | set(sats)
        self.fed_groups[seat].append(sorted(blds + sats))
        if b.faction == "ivits":    # one federation that grows
            self.fed_groups[seat][-1] = sorted(self.fed_hexes[seat])
        self.pending.append({"kind": "fedtile", "seat": seat})

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        b = self.boards[seat] if self.boards[seat] else None
        if self.pending:
            p = self.pending[0]
            return f"First settle the open decision ({p['kind']}): one of {', '.join(self._legal_pending(p)[:4])}."
        if self.phase == "factions":
            if word == "faction" and arg in D.FACTIONS:
                return "That planet colour is taken: no two factions of one planet type play together."
            return f"Choose a faction first (faction NAME, one of: {', '.join(D.FACTION_KEYS)})."
        if self.phase == "place":
            return "Placing starting mines: choose a planet of your home type (place HEX)."
        if self.phase == "booster":
            return "Choose a round booster from the supply (booster Bn)."
        if word == "mine":
            if arg not in self.map.planet:
                return f"There is no hex {arg!r} on this map."
            if self.planet_at(arg) == "e":
                return "A mine is built on a planet, not in empty space."
            if self.planet_at(arg) == "m" and arg not in self.gaiaformer:
                return "A Transdim planet needs a Gaia project before a mine can be built on it."
            if arg in self.building:
                return "That planet is already colonised."
            return ("You cannot pay for that mine: it costs 2 credits and 1 ore, plus ore for terraforming and "
                    "1 Q.I.C. for every 2 hexes beyond your range.")
        if word in ("ts", "lab", "pi", "ac1", "ac2"):
            return ("An upgrade needs your own building of the level below (mine to trading station, station to "
                    "lab or PI, lab to academy), a piece left on your board and its cost.")
        if word == "research":
            return ("Research costs 4 knowledge; level 5 needs a green federation token and nobody else there "
                    "(Bal T'aks need their PI for navigation).")
        if word == "act":
            return "Each power and Q.I.C. action is taken once a round by one player, and must be paid in full."
        if word == "pass":
            return "Passing takes a booster still in the supply (none in the last round)."
        if word == "fed":
            return "A federation joins your buildings worth 7 power (satellites between them): pick one offered."
        if word in ("conv", "burn"):
            return "You cannot pay for that conversion now."
        return None

    # ================================================================ view
    def _fed_preview(self) -> dict | None:
        """While a federation is chosen: its buildings, their power, the power needed and the satellites."""
        p = self.pending[0] if self.pending else None
        if p is None or p["kind"] != "fedsel":
            return None
        setup = self._fed_setup(p["seat"])
        need = setup[0] if setup else 7
        least = self.fed_least(p["seat"], p["chosen"])
        return {"chosen": list(p["chosen"]), "value": self.fed_value(p["seat"], p["chosen"]), "need": need,
                "placed": list(p.get("sats", [])), "least": len(least) if least is not None else None,
                "sats": self.fed_connect(p["seat"], p["chosen"], p.get("sats")) or list(p.get("sats", []))}

    def reach(self) -> dict:
        """What a mine on each reachable planet costs the seat to move (the reach of a build)."""
        if self.phase != "play" or not self.to_move:
            return {}
        s = self.to_move[0]
        p = self.pending[0] if self.pending else None
        if p is not None and p["kind"] != "mine":
            return {}
        steps, extra = (p.get("steps", 0), p.get("range", 0)) if p else (0, 0)
        return {h: self.mine_cost(s, h, steps, extra) for h in self.mine_targets(s, steps, extra)}

    def _view(self, seat: int | None) -> dict:
        players = []
        for s in range(self.players):
            b = self.boards[s]
            if b is None:
                players.append(None)
                continue
            players.append({
                "faction": b.faction, "name": D.FACTIONS[b.faction]["name"], "planet": b.planet,
                "res": dict(b.res), "bowls": list(b.bowls), "gaia": b.gaia, "brain": b.brain,
                "research": dict(b.research), "built": dict(b.built),
                "left": {k: D.SUPPLY[k] - b.built[k] for k in D.BUILDINGS},
                "techs": list(b.techs), "covered": list(b.covered), "feds": [list(f) for f in b.feds],
                "booster": b.booster, "passed": b.passed, "income": b.income(),
                "gaiaformers": b.gf_total, "gf_free": b.gf_free(sum(1 for x in self.gaiaformer.values() if x == s)),
                "range": self.base_range(s), "terra_cost": D.TERRA_COST[b.research["terra"]],
                "sats": b.sats, "stations": b.stations, "used": sorted(b.used), "pi": b.has_pi,
                "spare": b.spare,
            })
        return {
            "map": self.map.as_dict(),
            "tiles": {"tech": {k: v["text"] for k, v in D.TECH.items()}, "adv": {k: v["text"] for k, v in D.ADV.items()},
                      "boosters": {k: v["text"] for k, v in D.BOOSTERS.items()},
                      "round": {k: f"{v} VP per {D.CONDITION_NAMES[c]}" for k, (c, v) in D.ROUND_TILES.items()},
                      "final": dict(D.FINAL_NAMES), "feds": {k: _res_text(v) for k, v in D.FEDS.items()},
                      "power": {k: [c, _res_text(g)] for k, (c, g) in D.POWER_ACTIONS.items()},
                      "qic": {k: [c, w] for k, (c, w) in D.QIC_ACTIONS.items()}},
            "factions_info": {k: {"name": v["name"], "planet": v["planet"], "text": list(D.FACTION_TEXT[k])}
                              for k, v in D.FACTIONS.items()},
            "phase": self.phase, "round": self.round,
            "round_tiles": list(self.round_tiles), "final_tiles": list(self.final_tiles),
            "final_values": [[self.final_value(s, t) for t in self.final_tiles] if self.boards[s] else None
                             for s in range(self.players)],
            "boosters": list(self.boosters), "free_boosters": self._free_boosters() if self.phase != "factions" else [],
            "std_pos": dict(self.std_pos), "std_common": list(self.std_common), "adv_pos": dict(self.adv_pos),
            "fed_supply": dict(self.fed_supply), "terra_fed": self.terra_fed, "top_level": dict(self.top_level),
            "taken": sorted(self.taken),
            "buildings": {h: list(v) for h, v in sorted(self.building.items())},
            "lantid": dict(self.lantid), "gaiaformers": dict(self.gaiaformer), "ptype": dict(self.ptype),
            "satellites": {h: list(v) for h, v in sorted(self.sat.items())}, "stations": dict(self.station),
            "federations": [[list(g) for g in gs] for gs in self.fed_groups],
            "players_info": players, "order": list(self.order), "passed": list(self.pass_order),
            "pending": dict(self.pending[0]) if self.pending else None,
            "fed_preview": self._fed_preview(),
            "auction": ({f: v for f, v in self.bids.items()} if self.opts["auction"] else None),
            "my_max": (dict(self.maxbids[seat]) if seat is not None and self.phase == "auction" else None),
            "last": {str(k): v for k, v in self.last_move.items()},
            "reach": self.reach(),
        }

    # ================================================================ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        who = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        b = self.boards[seat] if seat is not None and seat < self.players else None
        fname = D.FACTIONS[b.faction]["name"] if b else who
        if word == "faction":
            return f"{who} takes the {D.FACTIONS[arg]['name']}."
        if word == "draft":
            return f"{who} puts the {D.FACTIONS[arg]['name']} up for auction."
        if word == "max":
            f, vp = arg.split()
            return f"{who} would pay up to {vp} VP for the {D.FACTIONS[f]['name']}."
        if word == "place":
            return f"{who} ({fname}) places a starting {'planetary institute' if b.faction == 'ivits' else 'mine'} on {arg}."
        if word == "booster":
            return f"{who} takes booster {arg} ({D.BOOSTERS[arg]['text']})."
        if word == "mine":
            return f"{who} ({fname}) builds a mine on {arg} ({D.PLANET_NAMES[self.planet_at(arg)]})."
        if word == "gaia":
            return f"{who} ({fname}) starts a Gaia project on {arg}."
        if word in ("ts", "lab", "pi", "ac1", "ac2"):
            return f"{who} ({fname}) upgrades {arg} to a {D.BUILDING_NAMES[word]}."
        if word == "fed":
            blds, _, sats = arg.partition("|")
            n = len([x for x in sats.split("+") if x])
            return f"{who} ({fname}) forms a federation of {blds.replace('+', ', ')} with {n} satellite(s)."
        if word == "research":
            return f"{who} ({fname}) researches {D.TRACK_NAMES[arg]}."
        if word == "act":
            if arg in D.POWER_ACTIONS:
                c, g = D.POWER_ACTIONS[arg]
                return f"{who} ({fname}) spends {c} power on {_res_text(g)}."
            c, w = D.QIC_ACTIONS[arg]
            return f"{who} ({fname}) spends {c} Q.I.C. ({ {'tech': 'a tech tile', 'rescore': 'a federation token again', 'types': '3 VP and 1 VP per planet type'}[w] })."
        if word == "special":
            return f"{who} ({fname}) uses the special action of {arg}."
        if word == "pass":
            return f"{who} ({fname}) passes" + (f" and takes booster {arg}." if arg else ".")
        if word == "conv":
            return f"{who} ({fname}) converts {arg}."
        if word == "burn":
            return f"{who} ({fname}) burns a power token" + (" and moves the brainstone to bowl III." if arg == "stone" else ".")
        if word == "done":
            return f"{who} ({fname}) ends the turn."
        if word == "income":
            return f"{who} ({fname}) takes the income's " + (
                "power tokens first, then the charges." if arg == "tokens" else "charges first, then the power tokens.")
        if word == "stone":
            return f"{who} ({fname}) " + {"first": "moves the brainstone first in the charge.",
                                          "last": "moves the brainstone last in the charge.",
                                          "use": "pays with the brainstone.",
                                          "keep": "keeps the brainstone and pays with other tokens."}[arg]
        if word == "tokens":
            return f"{who} ({fname}) takes tokens out of the bowls: {self._tokens_text(arg)}."
        if word == "sat":
            return f"{who} ({fname}) puts a satellite for the federation on {arg}."
        if word == "clear":
            return f"{who} ({fname}) takes the federation's satellites back."
        if word == "charge":
            p = self.pending[0] if self.pending else {"amount": 0}
            return f"{who} ({fname}) charges {p.get('amount', 0)} power for {max(0, p.get('amount', 0) - 1)} VP."
        if word == "decline":
            return f"{who} ({fname}) declines the power."
        if word == "terrans":
            return f"{who} ({fname}) " + ("keeps the rest of the returning power." if arg == "done" else
                                          f"turns returning power into 1 {D.RES_NAMES[arg]}.")
        if word == "tech":
            t = D.TECH.get(arg) or D.ADV.get(arg)
            return f"{who} ({fname}) takes tech tile {arg} ({t['text']})."
        if word == "cover":
            return f"{who} ({fname}) covers {arg}."
        if word == "track":
            return f"{who} ({fname}) advances in {D.TRACK_NAMES.get(arg, 'no track')}."
        if word == "fedtile":
            return f"{who} ({fname}) takes federation token {arg} ({_res_text(D.FEDS[arg])})."
        if word == "rescore":
            return f"{who} ({fname}) scores federation token {arg} again."
        if word == "federate":
            return f"{who} ({fname}) chooses buildings for a federation."
        if word == "sel":
            return f"{who} ({fname}) adds {arg} to the federation."
        if word == "form":
            p = self.pending[0] if self.pending else {"chosen": []}
            sats = self.fed_connect(seat, p["chosen"], p.get("sats")) or []
            return f"{who} ({fname}) forms a federation of {', '.join(p['chosen'])} with {len(sats)} satellite(s)."
        if word == "back":
            return f"{who} ({fname}) leaves the federation chooser."
        if word == "lost":
            return f"{who} ({fname}) places the Lost Planet on {arg}."
        if word == "swap":
            return f"{who} ({fname}) swaps the planetary institute with the mine on {arg}."
        if word == "station":
            return f"{who} ({fname}) places a space station on {arg}."
        if word == "downlab":
            return f"{who} ({fname}) turns the lab on {arg} into a trading station."
        if word == "lowest":
            return f"{who} ({fname}) advances {D.TRACK_NAMES[arg]} for free."
        if word == "itars":
            return f"{who} ({fname}) " + ("trades 4 Gaia tokens for a tech tile." if arg == "tech" else "keeps the Gaia tokens.")
        return f"{who} plays {action}."

    @staticmethod
    def _tokens_text(arg: str) -> str:
        x, y, z, *st = arg.split()
        parts = [f"{n} from bowl {r}" for n, r in ((x, "I"), (y, "II"), (z, "III")) if n != "0"]
        return ", ".join(parts + (["the brainstone"] if st else [])) or "none"

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "done":
            return "End the turn"
        if word == "income":
            return "Tokens first, then charges" if arg == "tokens" else "Charges first, then tokens"
        if word == "stone":
            return {"first": "Brainstone moves first", "last": "Brainstone moves last",
                    "use": "Pay with the brainstone", "keep": "Keep the brainstone"}[arg]
        if word == "tokens":
            return self._tokens_text(arg).capitalize()
        if word == "sat":
            return f"Satellite on {arg}"
        if word == "clear":
            return "Take the satellites back"
        if word == "conv":
            a, _, b = arg.partition("-")
            return f"{a} → {b}"
        if word == "charge":
            p = self.pending[0] if self.pending else {"amount": 0}
            return (f"Charge {p.get('amount', 0)} (−{max(0, p.get('amount', 0) - 1)} VP)"
                    + (", token after" if arg == "token_after" else ""))
        if word == "terrans":
            return "Done" if arg == "done" else f"1 {D.RES_NAMES[arg]}"
        if word == "decline":
            return "Decline"
        if word == "fed":
            blds, _, sats = arg.partition("|")
            return f"Federation {blds.replace('+', ' ')}" + (f" + {len(sats.split('+'))} sat." if sats else "")
        if word in ("faction", "draft"):
            return D.FACTIONS[arg]["name"]
        if word == "research":
            return f"Research {D.TRACK_NAMES[arg]}"
        if word in ("ts", "lab", "pi", "ac1", "ac2"):
            return f"Upgrade {arg} to {D.BUILDING_NAMES[word]}"
        if word in ("swap", "downlab"):
            return {"swap": "Swap the PI here", "downlab": "Lab to trading station"}[word]
        if word == "lowest":
            return f"Free research: {D.TRACK_NAMES[arg]}"
        if word == "special":
            return {"B4": "Booster: 1 terraforming step", "B5": "Booster: +3 range", "ac2": "Academy action",
                    "T9": "Tech: charge 4", "A3": "Tech: Q.I.C. + 5 credits", "A11": "Tech: 3 ore",
                    "A13": "Tech: 3 knowledge"}.get(arg, action)
        if word == "burn":
            return {"stone": "Burn: brainstone to III", "token": "Burn: a token to III"}.get(arg, "Burn a token")
        if word == "pass" and not arg:
            return "Pass"
        if word == "fedtile":
            return f"Token {arg}: {_res_text(D.FEDS[arg])}"
        if word == "federate":
            return "Choose buildings for a federation"
        if word == "sel":
            return f"Add {arg}"
        if word == "form":
            p = self.pending[0] if self.pending else {"chosen": []}
            sats = self.fed_connect(seat if seat is not None else self.to_move[0], p["chosen"], p.get("sats")) or []
            return f"Form it ({len(sats)} satellite{'' if len(sats) == 1 else 's'})"
        if word == "back":
            return "Back"
        if word == "rescore":
            return f"Score {arg} again"
        if word == "cover":
            return f"Cover {arg}"
        if word == "itars":
            return "Trade 4 Gaia tokens for a tech" if arg == "tech" else "Keep the tokens"
        if word == "max":
            f, vp = arg.split()
            return f"Up to {vp} VP"
        if word == "track" and arg == "none":
            return "No track can advance"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("mine", "gaia", "place", "lost", "station", "sel", "sat"):
            return [f"hex-{arg}"]
        if word in ("faction", "draft"):
            return [f"faction-{arg}"]
        if word in ("ts", "lab", "pi", "ac1", "ac2", "swap", "downlab"):
            return [f"hex-{arg}", f"up-{word}"]
        if word in ("research", "track"):
            return [f"track-{arg}"] if arg != "none" else []
        if word == "act":
            return [f"act-{arg}"]
        if word in ("booster", "pass") and arg:
            return [f"booster-{arg}"]
        if word == "tech":
            return [f"tech-{arg}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        """Everything but a secret auction bid is played in the open: every seat sees it marked."""
        return [] if action.startswith("max ") else self.parts(action, seat)

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        if not self.to_move:
            return ""
        s = self.to_move[0]
        who = self.seat_name(s)
        if self.pending:
            kind = self.pending[0]["kind"]
            asks = {"leech": f"may charge {self.pending[0].get('amount')} power", "tech": "chooses a tech tile",
                    "cover": "chooses a standard tile to cover", "track": "chooses a research track",
                    "fedtile": "chooses a federation token", "rescore": "chooses a federation token to score again",
                    "mine": "builds the mine of the action", "lost": "places the Lost Planet",
                    "terrans": f"spends {self.pending[0].get('left')} returning power on conversions",
                    "fedsel": "chooses the buildings of a federation",
                    "income": "chooses the order of power tokens and charges in the income",
                    "stone": "decides about the brainstone",
                    "tokens": "chooses the bowls the power tokens come from",
                    "itars": "may trade Gaia tokens for a tech tile"}[kind]
            return f"{who} {asks}."
        if self.phase == "factions":
            return f"{who} chooses a faction."
        if self.phase == "auction":
            return "Everybody sets the most VP they would pay for each faction, in secret."
        if self.phase == "draft":
            return f"{who} chooses a faction for the auction."
        if self.phase == "place":
            return f"{who} places a starting building."
        if self.phase == "booster":
            return f"{who} chooses a round booster."
        if self.after_main:
            return f"Round {self.round}: {who} may take free actions, then ends the turn."
        return f"Round {self.round}: {who} to act."

    # ================================================================ bots and tests
    def clone(self) -> "GaiaProject":
        twin = self._twin("building", "lantid", "gaiaformer", "ptype", "station", "taken", "order", "pass_order",
                          "last_move", "top_level", "std_pos", "std_common", "adv_pos", "fed_supply", "boosters",
                          "round_tiles", "final_tiles")
        twin.sat = {h: list(v) for h, v in self.sat.items()}
        twin.fed_hexes = [set(x) for x in self.fed_hexes]
        twin.fed_groups = [[list(g) for g in gs] for gs in self.fed_groups]
        twin.boards = [b.copy() if b else None for b in self.boards]
        twin.pending = [dict(p) for p in self.pending]
        twin.bids = {f: (list(v) if v else None) for f, v in self.bids.items()}
        twin.maxbids = [dict(m) for m in self.maxbids]
        for name in ("place_queue", "booster_queue", "auction_factions"):
            if hasattr(self, name):
                setattr(twin, name, list(getattr(self, name)))
        return twin

    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        for s in range(self.players):
            b = self.boards[s]
            if b is None:
                continue
            assert min(b.bowls) >= 0 and b.gaia >= 0, "negative power tokens"
            for k in ("c", "o", "k", "q"):
                assert b.res[k] >= 0, f"negative {k}"
            for k in ("c", "o", "k"):
                assert b.res[k] <= D.LIMITS[k], f"{k} over its limit"
            for kind in D.BUILDINGS:
                on_map = sum(1 for (o, k) in self.building.values() if o == s and k == kind)
                if kind == "m":
                    on_map += sum(1 for o in self.lantid.values() if o == s)
                assert on_map == b.built[kind], f"{kind}: board and map disagree"
                assert b.built[kind] <= D.SUPPLY[kind], f"too many {kind}"
            assert all(0 <= v <= 5 for v in b.research.values())
            assert b.sats <= D.MAX_SATELLITES, "more than 25 satellites"
            assert 0 <= b.spare < 3 and (not b.spare or (self.phase == "play" and s == self.order[self.turn])), "spare"
            assert b.brain in (None, 0, 1, 2, 3) and (b.brain is None or b.faction == "taklons"), "brainstone"
            assert b.gf_free(sum(1 for o in self.gaiaformer.values() if o == s)) >= 0, "gaiaformers"
        assert not self.after_main or (self.phase == "play" and not self.boards[self.order[self.turn]].passed)
        for t, s in self.top_level.items():
            if s is not None:
                assert self.boards[s].research[t] == 5
                assert sum(1 for b in self.boards if b and b.research[t] == 5) == 1, "two players on level 5"
        assert all(v >= 0 for v in self.fed_supply.values())
        for groups in self.fed_groups:
            for grp in groups:
                cells, todo = set(grp), [grp[0]]
                seen = {grp[0]}
                while todo:
                    x = todo.pop()
                    for y in self.map.adj[x]:
                        if y in cells and y not in seen:
                            seen.add(y)
                            todo.append(y)
                assert seen == cells, "a federation whose buildings and satellites are not joined"

    # ================================================================ positions
    def _check_position(self, position: dict) -> None:
        known = ("bowls", "buildings", "factions", "research", "resources", "round")
        unknown = sorted(str(k) for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Gaia Project position has no key {unknown[0]!r} (known: {', '.join(known)}).")

    def _set_position(self, position: dict) -> None:
        """A position at the start of round ``round`` (default 1; its income is paid): ``factions`` =
        [faction per seat], ``buildings`` = {hex: [seat, kind]}, ``resources`` = [{c, o, k, q, vp} per
        seat], ``research`` = [{track: level 0-4}], ``bowls`` = [[I, II, III] per seat]."""
        n = self.players
        factions = position.get("factions")
        if factions is None:
            factions = ["terrans", "xenos", "taklons", "geodens"][:n]
        if not isinstance(factions, list) or len(factions) != n or any(f not in D.FACTIONS for f in factions):
            raise OptionError("The position's 'factions' is one faction name per seat.")
        if len({D.FACTIONS[f]["planet"] for f in factions}) != n:
            raise OptionError("The position's 'factions' has two factions of one planet type.")
        self.boards = [None] * n
        for s, f in enumerate(factions):
            self._take_faction(s, f)
        blds = position.get("buildings", {})
        if not isinstance(blds, dict):
            raise OptionError("The position's 'buildings' maps hexes to [seat, kind].")
        for h, v in blds.items():
            if h not in self.map.planet or self.map.planet[h] == "e":
                raise OptionError(f"The position's 'buildings' names {h!r}, which is not a planet of this map.")
            if not isinstance(v, list) or len(v) != 2 or type(v[0]) is not int or not 0 <= v[0] < n \
                    or v[1] not in D.BUILDINGS:
                raise OptionError(f"The position's 'buildings' entry for {h!r} must be [seat, kind].")
            self.building[h] = (v[0], v[1])
            self.boards[v[0]].built[v[1]] += 1
            if self.boards[v[0]].built[v[1]] > D.SUPPLY[v[1]]:
                raise OptionError(f"The position's 'buildings' gives a seat too many {v[1]}.")
        res = position.get("resources")
        if res is not None:
            if not isinstance(res, list) or len(res) != n:
                raise OptionError("The position's 'resources' is one dict per seat.")
            for s, r in enumerate(res):
                if not isinstance(r, dict) or any(k not in ("c", "o", "k", "q", "vp") or type(v) is not int
                                                  or not 0 <= v <= 300 for k, v in r.items()):
                    raise OptionError("The position's 'resources' gives whole numbers for c, o, k, q and vp.")
                self.boards[s].res.update(r)
        research = position.get("research")
        if research is not None:
            if not isinstance(research, list) or len(research) != n:
                raise OptionError("The position's 'research' is one dict of track levels per seat.")
            for s, r in enumerate(research):
                if not isinstance(r, dict) or any(k not in D.TRACKS or type(v) is not int or not 0 <= v <= 4
                                                  for k, v in r.items()):
                    raise OptionError("The position's 'research' gives levels 0-4 for the six tracks.")
                self.boards[s].research.update(r)
                self.boards[s].gf_total = sum(1 for lv in (1, 3, 4) if self.boards[s].research["gaia"] >= lv)
        bowls = position.get("bowls")
        if bowls is not None:
            if not isinstance(bowls, list) or len(bowls) != n or any(
                    not isinstance(x, list) or len(x) != 3 or any(type(v) is not int or not 0 <= v <= 30 for v in x)
                    for x in bowls):
                raise OptionError("The position's 'bowls' is [bowl I, bowl II, bowl III] tokens per seat.")
            for s, x in enumerate(bowls):
                self.boards[s].bowls = list(x)
        rnd = position.get("round", 1)
        if type(rnd) is not int or not 1 <= rnd <= D.ROUNDS:
            raise OptionError("The position's 'round' is a whole number from 1 to 6.")
        free = self._free_boosters()
        for s in range(n):
            self.boards[s].booster = free[s]
        self.round = rnd - 1
        self._start_round()
