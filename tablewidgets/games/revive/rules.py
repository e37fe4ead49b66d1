"""Revive's rules model (see the package docstring for the rules and the notation)."""

from __future__ import annotations

import copy

from ...engine import Game, IllegalAction, OptionError, register
from ...engine.game import Option
from . import data as D

LETTERS = "abcdefghijklmnopqrstuvwxyz"
SIZE = D.GRID * D.TILE
CENTER = (SIZE // 2, SIZE // 2)
#: a safeguard the printed game does not need: a game nobody ends stops after this many rounds
ROUND_LIMIT = 40
KINDS = ("normal", "large")
_STATIC = None


def sname(r: int, c: int) -> str:
    return f"{LETTERS[c]}{r + 1}"


def sparse(name: str) -> tuple:
    return int(name[1:]) - 1, LETTERS.index(name[0])


def rotate(rows: tuple, turns: int) -> tuple:
    grid = [list(r) for r in rows]
    for _ in range(turns % 4):
        grid = [list(row) for row in zip(*grid[::-1])]
    return tuple("".join(r) for r in grid)


def tile_of(r: int, c: int) -> tuple:
    return r // D.TILE, c // D.TILE


def tile_spaces(pos: tuple) -> list:
    tr, tc = pos
    return [(tr * D.TILE + i, tc * D.TILE + j) for i in range(D.TILE) for j in range(D.TILE)]


def neighbours(r: int, c: int):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            yield rr, cc


NEIGH = {sname(r, c): [sname(*rc) for rc in neighbours(r, c)] for r in range(SIZE) for c in range(SIZE)}
NAMES = [sname(r, c) for r in range(SIZE) for c in range(SIZE)]
TILE_NAMES = {f"{tr}-{tc}": [sname(*rc) for rc in tile_spaces((tr, tc))] for tr in range(D.GRID) for tc in range(D.GRID)}


def ring(pos: tuple) -> int:
    return max(abs(pos[0] - D.GRID // 2), abs(pos[1] - D.GRID // 2))


def effect_text(gain: dict) -> str:
    if not gain:
        return "nothing"
    parts = []
    for k, n in gain.items():
        word = D.EFFECT_WORDS[k]
        parts.append(word if n == 1 else f"{n} {word}" + ("s" if word[-1] not in "sy" and " " not in word else ""))
    return ", ".join(parts)


@register
class Revive(Game):
    name = "revive"
    title = "Revive"
    tagline = "Wake a frozen world: explore tiles, build, populate and run your machines."
    minutes = 90
    weight = "heavy"
    designed_components = True
    blurb = ("Lead a tribe across a frozen land: play citizen cards into the slots of your board, explore "
             "map tiles, build next to forests, mountains and fields to advance your machine tracks, "
             "populate cities to unlock technologies and take artifacts until the last one is gone. "
             "Components designed for this package.")
    min_players = 1
    max_players = 4
    default_players = 2
    seat_names = ("Teal", "Amber", "Violet", "Crimson")
    colors = ("#138d90", "#d68910", "#8e44ad", "#c0392b")
    hidden_information = True
    bot_levels = ("random", "greedy")
    default_bot = "greedy"
    static_keys = ("cards", "machines", "modules", "tiles_info", "tribes", "journeys", "artifact_cards",
                   "locations", "progress", "size")
    score_label = "Points"
    options = (
        Option("advanced_switch", (True, False), True, "Advanced switch action",
               "The switch may also copy the top effect of another player's card."),
        Option("artifact_cards", ("each", "common"), "each", "Artifact cards",
               "One artifact card for each player, or one common card for all.",
               names=(("each", "one each"), ("common", "one common card"))),
        Option("long_game", (False, True), False, "Long game (4 players)",
               "Two more 2-point tokens on the board; the second one taken ends the game."),
        Option("expansion", (False, True), False, "Call of the Abyss",
               "Devotion points, Scyphoz cards, Journey cards and lakes."),
        Option("vast_crystals", (False, True), False, "Vast crystals",
               "Three vast crystal tiles join the outer tiles."),
    )

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        if self.opts["long_game"] and n != 4:
            raise OptionError("The long game is played with 4 players only (option 'long_game').")
        self.exp = self.opts["expansion"]
        rng = self.rng
        # the map: start tile, four large locations, the lakes, face-down tiles by ring
        self.space: dict = {}          # explored space name -> terrain letter
        self.water: dict = {}          # water space -> its bonus
        self.loc_of: dict = {}         # space -> large location id
        self.tiles: dict = {}          # "tr-tc" -> {"ring", "id", "rot"} (id None: face down)
        self.lakes: dict = {}          # "tr-tc" -> lake id
        self.vast: set = set()         # tile keys of vast crystals
        locs = list(D.LOCATIONS)
        rng.shuffle(locs)
        self.corner_locs = {}
        for pos in [(tr, tc) for tr in range(D.GRID) for tc in range(D.GRID)]:
            key = f"{pos[0]}-{pos[1]}"
            if pos == (D.GRID // 2, D.GRID // 2):
                self._lay(pos, D.START_TILE, None)
            elif pos in D.CORNERS:
                lid = locs.pop()
                self.corner_locs[key] = lid
                self._lay(pos, D.CORNER_TILE, None, location=lid)
            elif self.exp and pos in D.LAKE_POSITIONS:
                self.lakes[key] = len(self.lakes) + 1
            else:
                self.tiles[key] = {"ring": ring(pos), "id": None, "rot": 0}
        self.extra_loc = locs.pop() if self.exp else None
        pools = {1: [t for t, d in D.TILES.items() if d["ring"] == 1],
                 2: [t for t, d in D.TILES.items() if d["ring"] == 2]}
        if self.opts["vast_crystals"]:
            pools[2] += list(D.VAST_TILES)
        for r in pools:
            rng.shuffle(pools[r])
        self.pool = pools
        # decks and markets
        self.deck = list(D.CITIZENS)
        rng.shuffle(self.deck)
        self.market = [self.deck.pop() for _ in range(D.MARKET_SIZE)]
        self.modules = list(D.MODULES)
        rng.shuffle(self.modules)
        self.module_row = [self.modules.pop() for _ in range(D.MODULE_ROW)]
        self.mdeck = {t: [m for m, d in D.MACHINES.items() if d["track"] == t] for t in D.TRACKS}
        self.mmarket = {}
        for t in D.TRACKS:
            rng.shuffle(self.mdeck[t])
            self.mmarket[t] = [self.mdeck[t].pop() for _ in range(D.MACHINE_MARKET)]
        arts = list(D.ARTIFACTS)
        rng.shuffle(arts)
        self.artifacts = sorted(arts[:D.ARTIFACTS_ON_BOARD[n]])
        self.long_tokens = D.LONG_GAME_TOKENS if self.opts["long_game"] else 0
        cards = list(D.ARTIFACT_CARDS)
        rng.shuffle(cards)
        self.common_card = cards[0] if self.opts["artifact_cards"] == "common" else None
        self.scyphoz = list(D.SCYPHOZ_IDS) if self.exp else []
        rng.shuffle(self.scyphoz)
        self.jdeck = list(D.JOURNEYS) if self.exp else []
        rng.shuffle(self.jdeck)
        self.jdisplay = [self.jdeck.pop() for _ in range(D.JOURNEY_DISPLAY)] if self.exp else []
        tribes = list(D.TRIBE_ORDER)
        rng.shuffle(tribes)
        self.ps = []
        for s in range(n):
            start = [D.starter_id(s, k) for k in range(6)]
            rng.shuffle(start)
            self.ps.append({
                "tribe": tribes[s], "res": {"gear": 2, "book": 2, "food": 2, "crystal": 1}, "points": 0,
                "peak": 0, "devotion": 0, "energy": D.START_ENERGY, "used": [], "active": sorted(start[:3]),
                "rest": sorted(start[3:]), "slots": {k: [] for k in D.SLOTS}, "mods": {k: [] for k in D.SLOTS},
                "switch": False, "tracks": {t: 0 for t in D.TRACKS}, "machines": {}, "unlocked": [], "progress": 0,
                "discs": D.TRIBE_DISCS, "techs": [], "hib": 0, "arts": [], "tokens": [], "gained": [],
                "crates": 0, "water_used": [], "built": {"normal": 0, "large": 0}, "tiles": 0,
                "journeys": [], "card": cards[1 + s] if self.common_card is None else None,
                "lake": {}, "colors": {}})
        self.buildings: dict = {}      # space -> [seat, kind]
        self.meeples: dict = {}        # city space or "loc<id>" -> [seats]
        self.turn = self._fresh_turn(0)
        self.round = 1
        self.final: list | None = None     # seats still to play their last turn once the end is near
        self.trigger = None
        self.destroyed: list = []
        self.discarded: list = []
        self._dist = {}

    def _lay(self, pos, rows, tid, location=None, water=None):
        for (r, c), ch in zip(tile_spaces(pos), "".join(rows)):
            name = sname(r, c)
            self.space[name] = ch
            if ch == "W":
                self.water[name] = dict(water or {})
            if ch == "L":
                self.loc_of[name] = location

    def _fresh_turn(self, seat: int) -> dict:
        return {"seat": seat, "actions": 2, "hib": False, "pending": [], "range": 0, "trades": [],
                "fresh": {"point": 0, "devotion": 0}}

    # ------------------------------------------------------------------ small helpers
    def tribe(self, seat):
        return D.TRIBES[self.ps[seat]["tribe"]]

    def has_tech(self, seat, kind):
        return [i for i in self.ps[seat]["techs"] if self.tribe(seat)["techs"][i]["kind"] == kind]

    def free_energy(self, seat):
        p = self.ps[seat]
        return p["energy"] - len(p["used"])

    def can_pay(self, seat, cost: dict) -> bool:
        res = self.ps[seat]["res"]
        short = sum(max(0, n - res[k]) for k, n in cost.items() if k != "crystal")
        return short + cost.get("crystal", 0) <= res["crystal"]

    def pay(self, seat, cost: dict) -> None:
        res = self.ps[seat]["res"]
        for k, n in cost.items():
            if k == "crystal":
                res["crystal"] -= n
                continue
            use = min(n, res[k])
            res[k] -= use
            res["crystal"] -= n - use
        assert min(res.values()) >= 0

    def add_res(self, seat, kind, n) -> None:
        res = self.ps[seat]["res"]
        if kind == "crystal":
            res["crystal"] += n
            while res["crystal"] > D.CRYSTAL_LIMIT:
                res["crystal"] -= 1
                low = min(D.RESOURCES, key=lambda k: res[k])
                if res[low] < D.RESOURCE_LIMIT:
                    res[low] += 1
        else:
            res[kind] = min(D.RESOURCE_LIMIT, res[kind] + n)

    # ------------------------------------------------------------------ range
    def sources(self, seat) -> set:
        out = {s for s, (o, _) in self.buildings.items() if o == seat}
        for place, seats in self.meeples.items():
            if seat in seats:
                if place.startswith("loc"):
                    lid = int(place[3:])
                    out |= {s for s, l in self.loc_of.items() if l == lid}
                else:
                    out.add(place)
        if not out and not any(seat in v for v in self.meeples.values()):
            out = {sname(*CENTER)}
        return out

    def passable(self, name) -> bool:
        ch = self.space.get(name)
        return ch is not None and ch not in "XK"

    def distances(self, seat) -> dict:
        """Steps from the seat's range sources into every space it can reach (through passable spaces)."""
        cached = self._dist.get(seat)
        if cached is not None:
            return cached
        dist = {s: 0 for s in self.sources(seat)}
        frontier = list(dist)
        space = self.space
        while frontier:
            nxt = []
            for s in frontier:
                d = dist[s] + 1
                for t in NEIGH[s]:
                    if t not in dist:
                        ch = space.get(t)
                        if ch is not None and ch not in "XK":
                            dist[t] = d
                            nxt.append(t)
            frontier = nxt
        steps = dict(dist)
        for s, d in dist.items():
            for t in NEIGH[s]:
                if t not in dist and (t not in steps or steps[t] > d + 1):
                    steps[t] = d + 1
        self._dist[seat] = steps
        return steps

    def steps_to(self, seat, targets) -> int | None:
        """Steps from the seat's range sources to the nearest of ``targets`` (None: unreachable)."""
        steps = self.distances(seat)
        found = [steps[t] for t in targets if t in steps]
        return min(found) if found else None

    def range_cost(self, seat, targets) -> int | None:
        steps = self.steps_to(seat, targets)
        if steps is None:
            return None
        between = max(0, steps - 1)
        if between == 0:
            return 0
        reach = len(self.has_tech(seat, "range")) + self.turn["range"]
        return max(0, between - reach)

    # ------------------------------------------------------------------ turn order
    def _to_move(self) -> tuple:
        pend = self.turn["pending"]
        return (pend[0]["seat"] if pend else self.turn["seat"],)

    def _legal(self, seat: int) -> list[str]:
        t = self.turn
        if t["pending"]:
            return self._choice_actions(seat, t["pending"][0])
        p = self.ps[seat]
        out = []
        if t["actions"] > 0 and not t["hib"]:
            out += self._main_actions(seat)
        out += self._free_actions(seat)
        if t["actions"] == 2 and not t["hib"]:
            out.append("hibernate")
        if t["actions"] < 2 or t["hib"] or not self._main_actions(seat):
            out.append("end")
        return out

    def _main_actions(self, seat) -> list:
        p = self.ps[seat]
        out = []
        for cid in p["active"]:
            card = D.CARDS[cid]
            for slot in D.SLOTS:
                if slot == "side":
                    if self._side_open(seat) and self._slot_free(seat, slot):
                        for part in ("top", "bottom"):
                            out.append(f"play {cid} side-{part}")
                elif self._slot_free(seat, slot):
                    out.append(f"play {cid} {slot}")
        if not p["switch"]:
            out += [f"switch {k}" for k in ("gear", "book", "food", "crystal")]
            if self.opts["advanced_switch"]:
                for o in range(self.players):
                    if o != seat:
                        for slot in ("top1", "top2", "side"):
                            stack = self.ps[o]["slots"][slot]
                            if stack and stack[-1][1] == "top":
                                out.append(f"copy {o} {slot}")
            if self.exp:
                for j in self.jdisplay:
                    color = D.JOURNEYS[j]["color"]
                    if any(D.CARDS[c]["color"] == color for c in p["active"]):
                        out.append(f"journey {j}")
        for key, tile in sorted(self.tiles.items()):
            if tile["id"] is None and self.pool[tile["ring"]]:
                cost = self._explore_cost(seat, key)
                if cost is not None and self.can_pay(seat, cost):
                    out.append(f"explore {key}")
        for kind in KINDS:
            left = (D.NORMAL_BUILDINGS if kind == "normal" else D.LARGE_BUILDINGS) - p["built"][kind]
            if left <= 0 or not self.can_pay(seat, {"gear": D.BUILD_COST[kind]}):
                continue
            space, steps = self.space, self.distances(seat)
            for s in NAMES:
                if space.get(s) == "D" and s not in self.buildings and s in steps:
                    cost = self._build_cost(seat, kind, s)
                    if cost is not None and self.can_pay(seat, cost):
                        out.append(f"build {kind} {s}")
        techs = self._open_techs(seat)
        if techs and self.can_pay(seat, {"book": D.TECH_BOOKS[D.TECH_ROWS[techs[0]]]}):
            for place in self._populate_places(seat):
                for k in techs:
                    cost = self._populate_cost(seat, place, k)
                    if cost is not None and self.can_pay(seat, cost):
                        out.append(f"populate {place} {k + 1}")
        return out

    def _side_open(self, seat):
        return D.SIDE_TECH in self.ps[seat]["techs"] and self.tribe(seat)["techs"][D.SIDE_TECH]["kind"] == "side"

    def _slot_free(self, seat, slot) -> bool:
        stack = self.ps[seat]["slots"][slot]
        for cid, part, _ in stack:
            if not D.CARDS[cid][f"{part}_slot"]:
                return False
        return True

    def _explore_cost(self, seat, key) -> dict | None:
        food = self.range_cost(seat, TILE_NAMES[key])
        if food is None:
            return None
        cost = dict(D.EXPLORE_COST[self.tiles[key]["ring"]])
        if food:
            cost["food"] = cost.get("food", 0) + food
        return cost

    def _build_cost(self, seat, kind, s) -> dict | None:
        food = self.range_cost(seat, [s])
        if food is None:
            return None
        cost = {"gear": D.BUILD_COST[kind]}
        if food:
            cost["food"] = food
        return cost

    def _open_techs(self, seat) -> list:
        have = set(self.ps[seat]["techs"])
        if not have:
            return [0]
        out = set()
        for a, b in D.TECH_LINKS:
            if a in have and b not in have:
                out.add(b)
            if b in have and a not in have:
                out.add(a)
        return sorted(out)

    def _populate_places(self, seat) -> list:
        out = []
        for s in NAMES:
            if self.space.get(s) == "T" and seat not in self.meeples.get(s, []):
                out.append(s)
        for lid in sorted(self.corner_locs.values()):
            if seat not in self.meeples.get(f"loc{lid}", []):
                out.append(f"loc{lid}")
        return out

    def _place_spaces(self, place) -> list:
        if place.startswith("loc"):
            lid = int(place[3:])
            return [s for s, l in self.loc_of.items() if l == lid]
        return [place]

    def _populate_cost(self, seat, place, tech) -> dict | None:
        food = self.range_cost(seat, self._place_spaces(place))
        if food is None:
            return None
        others = len([o for o in self.meeples.get(place, []) if o != seat])
        cost = {"book": D.TECH_BOOKS[D.TECH_ROWS[tech]] + others}
        if food:
            cost["food"] = food
        return cost

    def _free_actions(self, seat) -> list:
        p = self.ps[seat]
        out = []
        if self.free_energy(seat) > 0:
            for key in sorted(p["machines"]):
                if key not in p["used"]:
                    out.append(f"machine {key}")
            for i in self.has_tech(seat, "machine"):
                if f"tech{i + 1}" not in p["used"]:
                    out.append(f"machine tech{i + 1}")
        for i in self.has_tech(seat, "trade"):
            if i not in self.turn["trades"] and self.can_pay(seat, self.tribe(seat)["techs"][i]["pay"]):
                out.append(f"trade {i + 1}")
        if p["crates"]:
            out += [f"crate {k}" for k in D.RESOURCES]
        for j in p["journeys"]:
            if not j["done"] and self._journey_level(seat, j["id"]):
                out.append(f"resolve {j['id']}")
        if self.exp:
            if self.turn["fresh"]["point"] >= 2 and self.ps[seat]["points"] >= 2:
                out.append("convert points")
            if self.turn["fresh"]["devotion"] >= 2 and self.ps[seat]["devotion"] >= 2:
                out.append("convert devotion")
        return out

    def _choice_actions(self, seat, ch) -> list:
        kind = ch["kind"]
        p = self.ps[seat]
        if kind == "orient":
            return [f"orient {r}" for r in range(4)]
        if kind == "card":
            return [f"take {c}" for c in self.market] + (["take deck"] if self.deck else [])
        if kind == "module":
            return [f"module {s}" for s in D.SLOTS if len(p["mods"][s]) < D.MODULE_ROOM[s]]
        if kind == "adv":
            return [f"advance {t}" for t in D.TRACKS]
        if kind == "any":
            return [f"gain {k}" for k in (*D.RESOURCES, "crystal")]
        if kind == "artifact":
            return [f"artifact {a}" for a in self.artifacts]
        if kind == "discard":
            return [f"discard {a}" for a in self.artifacts]
        if kind == "machine":
            return [f"pick {m}" for m in self.mmarket[ch["track"]]]
        if kind == "bonus":
            return [f"bonus {r + 1}" for r in range(min(p["hib"], len(D.HIBERNATION_ROWS)))]
        if kind == "color":
            return [f"color {c}" for c in D.COLORS]
        if kind == "scyphoz":
            return [f"keep {c}" for c in ch["cards"]]
        if kind == "destroy":
            color = D.JOURNEYS[ch["journey"]]["color"]
            return [f"destroy {c}" for c in p["active"] if D.CARDS[c]["color"] == color]
        if kind == "tech":
            return [f"tech {k + 1}" for k in self._open_techs(seat)]
        raise AssertionError(kind)

    # ------------------------------------------------------------------ parsing and words
    def _parse(self, text: str) -> str:
        return " ".join(text.lower().split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        t = self.turn
        words = action.split()
        if not words:
            return None
        verb = words[0]
        if t["pending"]:
            return f"First settle the open choice ({self._pending_text(t['pending'][0])})."
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
        if verb == "end":
            return "Take both main actions (or hibernate) before you end the turn."
        return None

    def _pending_text(self, ch) -> str:
        return {"orient": "turn the tile you explored", "card": "take a citizen card", "module": "place a slot module",
                "adv": "advance on a machine track", "any": "choose a resource", "artifact": "take an artifact",
                "discard": "discard an artifact", "machine": "choose a machine", "bonus": "choose a hibernation bonus",
                "color": "choose the Scyphoz card's colour", "scyphoz": "keep one Scyphoz card",
                "destroy": "destroy a card for the journey", "tech": "populate the devotion location"}[ch["kind"]]

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

    def _place_name(self, place) -> str:
        if place.startswith("loc"):
            return D.LOCATIONS[int(place[3:])]["name"]
        return f"the city at {place}"

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
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
        if v == "destroy":
            return [f"card:{w[1]}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        if action.startswith("keep"):
            return []
        return self.parts(action, seat)

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        w = action.split()
        v = w[0]
        t = self.turn
        p = self.ps[seat]
        if t["pending"]:
            ch = t["pending"].pop(0)
            self._settle(seat, ch, w)
        elif v == "play":
            t["actions"] -= 1
            self._play_card(seat, int(w[1]), w[2])
        elif v == "switch":
            t["actions"] -= 1
            p["switch"] = True
            self.add_res(seat, w[1], 1)
        elif v == "copy":
            t["actions"] -= 1
            p["switch"] = True
            owner, slot = int(w[1]), w[2]
            cid, part, _ = self.ps[owner]["slots"][slot].pop()
            self.ps[owner]["rest"].append(cid)
            self.ps[owner]["rest"].sort()
            self.gain(seat, D.CARDS[cid]["top"])
        elif v == "journey":
            t["actions"] -= 1
            p["switch"] = True
            t["pending"].insert(0, {"kind": "destroy", "journey": int(w[1]), "seat": seat})
        elif v == "explore":
            t["actions"] -= 1
            self._explore(seat, w[1])
        elif v == "build":
            t["actions"] -= 1
            self._build(seat, w[1], w[2])
        elif v == "populate":
            t["actions"] -= 1
            place, tech = w[1], int(w[2]) - 1
            self.pay(seat, self._populate_cost(seat, place, tech))
            for o in self.meeples.get(place, []):
                if o != seat:
                    self.add_res(o, "book", 1)
            self._populate(seat, place, tech)
        elif v == "hibernate":
            t["hib"] = True
            t["actions"] = 0
            self._hibernate(seat)
        elif v == "end":
            self._end_turn()
            return
        elif v == "machine":
            key = w[1]
            p["used"].append(key)
            if key.startswith("tech"):
                self.gain(seat, self.tribe(seat)["techs"][int(key[4:]) - 1]["gain"])
            else:
                m = p["machines"][key]
                self.gain(seat, D.PRINTED_MACHINES[key[:-1]] if m == 0 else D.MACHINES[m]["gain"])
        elif v == "trade":
            i = int(w[1]) - 1
            tech = self.tribe(seat)["techs"][i]
            t["trades"].append(i)
            self.pay(seat, tech["pay"])
            self.gain(seat, tech["gain"])
        elif v == "crate":
            p["crates"] -= 1
            self.add_res(seat, w[1], 2)
        elif v == "resolve":
            j = next(j for j in p["journeys"] if j["id"] == int(w[1]))
            level = self._journey_level(seat, j["id"])
            j["done"] = True
            self.gain(seat, {"devotion": D.JOURNEYS[j["id"]]["levels"][level - 1][1]})
        elif v == "convert":
            if w[1] == "points":
                p["points"] -= 2
                t["fresh"]["point"] -= 2
                self._devotion(seat, 1, fresh=False)
            else:
                p["devotion"] -= 2
                t["fresh"]["devotion"] -= 2
                self._points(seat, 1, fresh=False)
        else:
            raise AssertionError(action)
        self._dist = {}
        self._drop_empty()
        self._auto_end()

    def _drop_empty(self) -> None:
        """Choices that have no option left (the artifacts ran out meanwhile, the slots are full) lapse;
        an artifact that can no longer be taken becomes an end token."""
        pend = self.turn["pending"]
        while pend and not self._choice_actions(pend[0]["seat"], pend[0]):
            seat = pend[0]["seat"]
            ch = pend.pop(0)
            if ch["kind"] == "artifact":
                self.get_artifact(seat)
            elif ch["kind"] == "machine":
                self._progress(seat)

    def _auto_end(self) -> None:
        t = self.turn
        if self.outcome is None and not t["pending"] and (t["actions"] == 0 or t["hib"]):
            if not self._free_actions(t["seat"]):
                self._end_turn()

    def _settle(self, seat, ch, w) -> None:
        kind = ch["kind"]
        p = self.ps[seat]
        if kind == "orient":
            self._place_tile(seat, ch["tile"], int(w[1]))
        elif kind == "card":
            if w[1] == "deck":
                cid = self.deck.pop()
            else:
                cid = int(w[1])
                self.market.remove(cid)
                if self.deck:
                    self.market.append(self.deck.pop())
            self.reveal()
            p["active"].append(cid)
            p["active"].sort()
            p["gained"].append(cid)
        elif kind == "module":
            mid = self.module_row.pop(0)
            if self.modules:
                self.module_row.append(self.modules.pop())
                self.reveal()
            p["mods"][w[1]].append(mid)
        elif kind == "adv":
            self.advance(seat, w[1])
        elif kind == "any":
            self.add_res(seat, w[1], 1)
        elif kind == "artifact":
            self.artifacts.remove(int(w[1]))
            p["arts"].append(int(w[1]))
            if not self.artifacts:
                self._last_artifact(seat)
        elif kind == "discard":
            self.artifacts.remove(int(w[1]))
            self.discarded.append(int(w[1]))
            if not self.artifacts:
                self._last_artifact(seat)
        elif kind == "machine":
            m = int(w[1])
            self.mmarket[ch["track"]].remove(m)
            if self.mdeck[ch["track"]]:
                self.mmarket[ch["track"]].append(self.mdeck[ch["track"]].pop())
                self.reveal()
            p["machines"][ch["key"]] = m
            self._progress(seat)
        elif kind == "bonus":
            self.gain(seat, D.HIBERNATION_ROWS[int(w[1]) - 1])
        elif kind == "color":
            cid = ch["card"]
            p["colors"][str(cid)] = w[1]
            stack = p["slots"][ch["slot"]]
            stack[-1][2] = w[1]
            self._card_effects(seat, ch["slot"])
        elif kind == "scyphoz":
            cid = int(w[1])
            other = [c for c in ch["cards"] if c != cid]
            self.scyphoz = other + self.scyphoz      # the other one goes under the deck
            p["active"].append(cid)
            p["active"].sort()
            p["gained"].append(cid)
        elif kind == "destroy":
            cid = int(w[1])
            p["active"].remove(cid)
            self.destroyed.append(cid)
            j = ch["journey"]
            self.jdisplay.remove(j)
            p["journeys"].append({"id": j, "done": False})
            if self.jdeck:
                self.jdisplay.append(self.jdeck.pop())
                self.reveal()
        elif kind == "tech":
            self._populate(seat, f"loc{self.extra_loc}", int(w[1]) - 1)

    # ------------------------------------------------------------------ effects
    def gain(self, seat, gains: dict) -> None:
        p = self.ps[seat]
        pend = self.turn["pending"]
        for k, n in gains.items():
            if k in ("gear", "book", "food", "crystal"):
                self.add_res(seat, k, n)
            elif k == "point":
                self._points(seat, n)
            elif k == "devotion":
                if self.exp:
                    self._devotion(seat, n)
                else:
                    self._points(seat, n)
            elif k == "energy":
                p["energy"] += n
            elif k == "refresh":
                for _ in range(n):
                    if p["used"]:
                        p["used"].pop()
            elif k == "star":
                for _ in range(n):
                    self._star(seat)
            elif k in D.TRACKS:
                for _ in range(n):
                    self.advance(seat, k)
            elif k == "crate":
                p["crates"] += n
            elif k == "range":
                self.turn["range"] += 2 * n
            else:
                for _ in range(n):
                    if k == "module":
                        if self.module_row and any(len(p["mods"][s]) < D.MODULE_ROOM[s] for s in D.SLOTS):
                            pend.append({"kind": "module", "seat": seat})
                    elif k == "card":
                        if self.market or self.deck:
                            pend.append({"kind": "card", "seat": seat})
                    elif k in ("adv", "any"):
                        pend.append({"kind": k, "seat": seat})
                    else:
                        raise AssertionError(k)

    def _points(self, seat, n, fresh=True) -> None:
        p = self.ps[seat]
        p["points"] += n
        if fresh and seat == self.turn["seat"]:
            self.turn["fresh"]["point"] += n
        for at, bonus in D.POINT_BONUSES:
            if p["peak"] < at <= p["points"]:
                self.gain(seat, bonus)
        p["peak"] = max(p["peak"], p["points"])

    def _devotion(self, seat, n, fresh=True) -> None:
        p = self.ps[seat]
        before = p["devotion"]
        p["devotion"] = min(D.DEVOTION_MAX, p["devotion"] + n)
        if fresh and seat == self.turn["seat"]:
            self.turn["fresh"]["devotion"] += p["devotion"] - before
        for at, reward in D.DEVOTION_REWARDS.items():
            if before < at <= p["devotion"] and at not in p.setdefault("dev_seen", []):
                p["dev_seen"].append(at)
                if reward == "scyphoz" and self.scyphoz:
                    cards = [self.scyphoz.pop() for _ in range(min(2, len(self.scyphoz)))]
                    self.reveal()
                    self.turn["pending"].append({"kind": "scyphoz", "cards": cards, "seat": seat})
                elif reward == "populate" and self._open_techs(seat) and \
                        seat not in self.meeples.get(f"loc{self.extra_loc}", []):
                    self.turn["pending"].append({"kind": "tech", "seat": seat})

    def _star(self, seat) -> None:
        p = self.ps[seat]
        self.gain(seat, self.tribe(seat)["ability"])
        if p["discs"] > 0:
            p["discs"] -= 1
            self._progress(seat)

    def _progress(self, seat) -> None:
        p = self.ps[seat]
        if p["progress"] >= len(D.PROGRESS):
            return
        bonus = D.PROGRESS[p["progress"]][1]
        p["progress"] += 1
        if bonus == "energy":
            p["energy"] += 1
        elif bonus == "artifact":
            self.get_artifact(seat)

    def advance(self, seat, track) -> None:
        p = self.ps[seat]
        if p["tracks"][track] >= D.TRACK_LENGTH:
            self.add_res(seat, D.TRACK_RESOURCE[track], 1)
            return
        p["tracks"][track] += 1
        pos = p["tracks"][track]
        if D.TRACK_HEXES.get((track, pos)) == "artifact":
            self.get_artifact(seat)
        for key, links in D.MACHINE_SLOTS.items():
            if key in p["unlocked"] or (track, pos) not in links or any(p["tracks"][t] < n for t, n in links):
                continue
            p["unlocked"].append(key)          # every linked space is reached: the machine is unlocked
            own = key[:-1]
            if key.endswith("1"):
                p["machines"][key] = 0
                self._progress(seat)
            elif self.mmarket[own]:
                self.turn["pending"].append({"kind": "machine", "track": own, "key": key, "seat": seat})
            else:
                self._progress(seat)

    def get_artifact(self, seat) -> None:
        p = self.ps[seat]
        if self.artifacts:
            self.turn["pending"].append({"kind": "artifact", "seat": seat})
        elif self.long_tokens and self.trigger is None:
            self.long_tokens -= 1
            p["tokens"].append(D.END_TOKEN_LATER)
            if self.long_tokens == 0:
                self._trigger(seat)
        else:
            p["tokens"].append(D.END_TOKEN_LATER)

    def _last_artifact(self, seat) -> None:
        self.ps[seat]["tokens"].append(D.END_TOKEN_FIRST)
        self.say(f"{self.seat_name(seat)} takes the 4-point token: the last artifact is gone.")
        if not self.long_tokens:
            self._trigger(seat)

    def _trigger(self, seat) -> None:
        if self.trigger is None:
            self.trigger = seat
            now = self.turn["seat"]      # the player who triggers it may do so during another's turn
            self.final = [(now + k) % self.players for k in range(1, self.players) if (now + k) % self.players != seat]
            self.say(f"The end is near: every other player has one more turn.")

    # ------------------------------------------------------------------ cards
    def _play_card(self, seat, cid, slot) -> None:
        p = self.ps[seat]
        p["active"].remove(cid)
        card = D.CARDS[cid]
        if slot.startswith("side"):
            part = slot.split("-")[1]
            slot = "side"
        else:
            part = "top" if slot.startswith("top") else "bottom"
        p["slots"][slot].append([cid, part, card["color"]])
        if card["color"] is None:
            self.turn["pending"].insert(0, {"kind": "color", "card": cid, "slot": slot, "seat": seat})
            return
        self._card_effects(seat, slot)

    def _card_effects(self, seat, slot) -> None:
        p = self.ps[seat]
        stack = p["slots"][slot]
        cid, part, color = stack[-1]
        self.gain(seat, D.CARDS[cid][part])
        for mid in p["mods"][slot]:
            if color in D.MODULES[mid]["colors"]:
                self.gain(seat, D.MODULES[mid]["gain"])
        for below, bpart, bcolor in stack[:-1]:
            if bcolor == color:
                self.gain(seat, D.CARDS[below][bpart])

    # ------------------------------------------------------------------ map actions
    def _explore(self, seat, key) -> None:
        self.pay(seat, self._explore_cost(seat, key))
        tile = self.tiles[key]
        tid = self.pool[tile["ring"]].pop()
        tile["id"] = tid
        self.reveal()
        self.ps[seat]["tiles"] += 1
        vast = tid in D.VAST_TILES
        self._points(seat, (D.VAST_TILES if vast else D.TILES)[tid]["points"])
        for i in self.has_tech(seat, "explore"):
            self.gain(seat, self.tribe(seat)["techs"][i]["gain"])
        if vast:
            self._place_tile(seat, key, 0)
        else:
            self.turn["pending"].insert(0, {"kind": "orient", "tile": key, "seat": seat})
            if self.market or self.deck:
                self.turn["pending"].insert(1, {"kind": "card", "seat": seat})

    def _place_tile(self, seat, key, rot) -> None:
        tile = self.tiles[key]
        tid = tile["id"]
        tile["rot"] = rot
        pos = tuple(map(int, key.split("-")))
        if tid in D.VAST_TILES:
            self.vast.add(key)
            self._lay(pos, ("XXX",) * 3, tid)
        else:
            info = D.TILES[tid]
            self._lay(pos, rotate(info["rows"], rot), tid, water=info["water"])
        self._dist = {}
        # buildings next to the new tile now get the bonuses of its spaces
        new = {sname(*rc) for rc in tile_spaces(pos)}
        for b, (owner, kind) in sorted(self.buildings.items(), key=lambda x: sparse(x[0])):
            near = [sname(*rc) for rc in neighbours(*sparse(b)) if sname(*rc) in new]
            if near:
                self._adjacent_rewards(owner, b, kind, near)

    def _build(self, seat, kind, s) -> None:
        p = self.ps[seat]
        self.pay(seat, self._build_cost(seat, kind, s))
        self.buildings[s] = [seat, kind]
        p["built"][kind] += 1
        near = [sname(*rc) for rc in neighbours(*sparse(s))]
        self._adjacent_rewards(seat, s, kind, near)
        if self.exp:
            for lkey, lid in sorted(self.lakes.items()):
                lake_sp = {sname(*rc) for rc in tile_spaces(tuple(map(int, lkey.split("-"))))}
                if any(sname(*rc) in lake_sp for rc in neighbours(*sparse(s))):
                    got = p["lake"].setdefault(str(lid), [])
                    if kind not in got:
                        got.append(kind)
                        self.gain(seat, {"devotion": D.LAKE_DEVOTION[kind]})

    def _adjacent_rewards(self, seat, s, kind, near) -> None:
        p = self.ps[seat]
        mult = 2 if kind == "large" else 1
        vast_seen = set()
        for n in near:
            ch = self.space.get(n)
            if ch in ("F", "M", "P"):
                for _ in range(mult):
                    self.advance(seat, D.TERRAIN[ch])
            elif ch == "C":
                self.add_res(seat, "crystal", mult)
            elif ch == "W":
                if n not in p["water_used"]:
                    p["water_used"].append(n)
                    self.gain(seat, self.water[n])
            elif ch == "X":
                key = "%d-%d" % tile_of(*sparse(n))
                if key not in vast_seen:
                    vast_seen.add(key)
                    self.add_res(seat, "crystal", mult)
                    self._points(seat, mult)

    def _populate(self, seat, place, tech) -> None:
        p = self.ps[seat]
        self.meeples.setdefault(place, []).append(seat)
        p["techs"].append(tech)
        info = self.tribe(seat)["techs"][tech]
        if info["kind"] == "gain":
            self.gain(seat, info["gain"])
        self._dist = {}

    # ------------------------------------------------------------------ hibernation and turns
    def _hibernate(self, seat) -> None:
        p = self.ps[seat]
        p["active"] = sorted(p["active"] + p["rest"])
        played = [e[0] for slot in D.SLOTS for e in p["slots"][slot]]
        p["rest"] = sorted(played)
        p["slots"] = {k: [] for k in D.SLOTS}
        p["switch"] = False
        p["used"] = []
        p["hib"] += 1
        self.turn["pending"].append({"kind": "bonus", "seat": seat})
        for i in self.has_tech(seat, "hibernate"):
            self.gain(seat, self.tribe(seat)["techs"][i]["gain"])
        if self.exp:
            for lid, kinds in sorted(p["lake"].items()):
                for kind in KINDS:
                    if kind in kinds:
                        self.gain(seat, D.LAKES[int(lid)][kind])
        if p["hib"] >= 4 and self.artifacts:
            self.turn["pending"].append({"kind": "discard", "seat": seat})

    def _end_turn(self) -> None:
        seat = self.turn["seat"]
        if self.final is not None:
            if not self.final:
                self._finish()
                return
            nxt = self.final.pop(0)
        else:
            nxt = (seat + 1) % self.players
            if nxt == 0:
                self.round += 1
                if self.round > ROUND_LIMIT:
                    self.say("The round limit is reached: the game ends.")
                    self._finish()
                    return
        self.turn = self._fresh_turn(nxt)

    # ------------------------------------------------------------------ scoring
    def count(self, seat, what) -> int:
        p = self.ps[seat]
        if what == "energy":
            return p["energy"]
        if what == "buildings":
            return p["built"]["normal"] + p["built"]["large"]
        if what == "techs":
            return len(p["techs"])
        if what == "flasks":
            cards = p["active"] + p["rest"] + [e[0] for s in D.SLOTS for e in p["slots"][s]]
            return sum(D.CARDS[c]["flasks"] for c in cards) + sum(1 for j in p["journeys"] if j["done"])
        if what == "machines":
            return len(p["machines"]) + len(self.has_tech(seat, "machine"))
        if what == "tiles":
            return p["tiles"]
        if what == "meeples":
            return sum(1 for v in self.meeples.values() if seat in v)
        if what == "modules":
            return sum(len(v) for v in p["mods"].values())
        if what == "artifacts":
            return len(p["arts"])
        raise AssertionError(what)

    def _journey_level(self, seat, jid) -> int:
        info = D.JOURNEYS[jid]
        have = self.count(seat, info["count"])
        return sum(1 for need, _ in info["levels"] if have >= need)

    def breakdown(self, seat) -> dict:
        p = self.ps[seat]
        out = {"points": p["points"], "devotion": p["devotion"]}
        prog = p["progress"]
        out["progress"] = D.PROGRESS[prog][0] if prog < len(D.PROGRESS) else D.PROGRESS_FULL
        gained = {c: 0 for c in D.COLORS}
        wild = 0
        for cid in p["gained"]:
            color = D.CARDS[cid]["color"]
            if color is None:
                wild += 1
            else:
                gained[color] += 1
        colors = [D.TRACK_HEXES[(t, pos)] for (t, pos) in D.TRACK_HEXES
                  if D.TRACK_HEXES[(t, pos)] != "artifact" and p["tracks"][t] >= pos]
        cards = sum(2 * gained[c] for c in colors) + (2 * wild if colors else 0)
        out["cards"] = cards
        out["locations"] = sum(D.LOCATIONS[int(k[3:])]["points"] for k, v in self.meeples.items()
                               if k.startswith("loc") and seat in v)
        out["tokens"] = sum(p["tokens"])
        total_res = sum(p["res"].values())
        out["resources"] = total_res // 5
        art = 0
        for card in ([self.common_card] if self.common_card else [p["card"]]):
            for color, (what, pts) in D.ARTIFACT_CARDS[card].items():
                mult = sum(1 for a in p["arts"] if D.ARTIFACTS[a] == color) + 1
                art += mult * self.count(seat, what) * pts
        out["artifacts"] = art
        out["total"] = sum(out.values())
        return out

    def _finish(self) -> None:
        scores, keys, details = [], [], []
        for s in range(self.players):
            b = self.breakdown(s)
            p = self.ps[s]
            scores.append(b["total"])
            keys.append((b["total"], sum(p["res"].values()) % 5, sum(p["tracks"].values())))
            details.append(", ".join(f"{k} {v}" for k, v in b.items() if k != "total" and v))
        ranking = [1 + sum(1 for k in keys if k > mine) for mine in keys]
        winners = [s for s in range(self.players) if ranking[s] == 1]
        self.finish(scores, winners=winners, ranking=ranking, details=details,
                    reason="The last artifact is gone.")

    # ------------------------------------------------------------------ views
    def _static(self) -> dict:
        cards = {str(c): {"color": d["color"], "top": effect_text(d["top"]), "bottom": effect_text(d["bottom"]),
                          "top_slot": d["top_slot"], "bottom_slot": d["bottom_slot"], "flasks": d["flasks"],
                          "kind": d["kind"]} for c, d in D.CARDS.items()}
        tribes = {}
        for key, t in D.TRIBES.items():
            techs = []
            for i, tech in enumerate(t["techs"]):
                techs.append({"row": D.TECH_ROWS[i], "books": D.TECH_BOOKS[D.TECH_ROWS[i]], "text": tech_text(tech)})
            tribes[key] = {"name": t["name"], "ability": t["ability_text"], "techs": techs}
        return {
            "size": SIZE, "cards": cards, "tribes": tribes,
            "machines": {str(m): {"track": d["track"], "text": effect_text(d["gain"])} for m, d in D.MACHINES.items()},
            "modules": {str(m): {"colors": d["colors"], "text": effect_text(d["gain"])} for m, d in D.MODULES.items()},
            "journeys": {str(j): {"color": d["color"], "count": D.COUNT_WORDS[d["count"]],
                                  "levels": [list(x) for x in d["levels"]]} for j, d in D.JOURNEYS.items()},
            "artifact_cards": {str(a): {c: [D.COUNT_WORDS[w], n] for c, (w, n) in d.items()}
                               for a, d in D.ARTIFACT_CARDS.items()},
            "locations": {str(k): dict(v) for k, v in D.LOCATIONS.items()},
            "progress": [[pts, bonus] for pts, bonus in D.PROGRESS],
            "tiles_info": {"links": [list(x) for x in D.TECH_LINKS], "hexes": {f"{t} {n}": v for (t, n), v
                                                                             in D.TRACK_HEXES.items()},
                           "machine_slots": {k: [list(x) for x in v] for k, v in D.MACHINE_SLOTS.items()}, "track_length": D.TRACK_LENGTH,
                           "printed": {t: effect_text(g) for t, g in D.PRINTED_MACHINES.items()},
                           "hibernation": [effect_text(r) for r in D.HIBERNATION_ROWS],
                           "module_room": dict(D.MODULE_ROOM)},
        }

    def _view(self, seat: int | None) -> dict:
        global _STATIC
        if _STATIC is None:
            _STATIC = self._static()
        out = dict(_STATIC)       # the static parts are never changed: shared, not copied
        tiles = []
        for key, t in sorted(self.tiles.items()):
            entry = {"key": key, "ring": t["ring"], "explored": t["id"] is not None}
            if t["id"] is None:
                entry["cost"] = effect_text(D.EXPLORE_COST[t["ring"]])
                entry["price"] = dict(D.EXPLORE_COST[t["ring"]])
            else:
                entry["points"] = (D.VAST_TILES.get(t["id"]) or D.TILES.get(t["id"]))["points"]
            tiles.append(entry)
        out["map"] = {"spaces": dict(self.space), "water": {k: effect_text(v) for k, v in self.water.items()},
                      "loc_of": dict(self.loc_of), "tiles": tiles, "lakes": dict(self.lakes),
                      "vast": sorted(self.vast), "buildings": {k: list(v) for k, v in self.buildings.items()},
                      "meeples": {k: list(v) for k, v in self.meeples.items()},
                      "corner_locs": dict(self.corner_locs)}
        out["market"] = list(self.market)
        out["deck"] = len(self.deck)
        out["module_row"] = list(self.module_row)
        out["machine_market"] = {t: list(v) for t, v in self.mmarket.items()}
        out["artifacts"] = [[a, D.ARTIFACTS[a]] for a in self.artifacts]
        out["long_tokens"] = self.long_tokens
        out["common_card"] = self.common_card
        out["expansion"] = self.exp
        out["journey_display"] = list(self.jdisplay)
        out["extra_loc"] = self.extra_loc
        out["scyphoz_left"] = len(self.scyphoz)
        out["round"] = self.round
        out["trigger"] = self.trigger
        players = []
        for s, p in enumerate(self.ps):
            b = self.breakdown(s)
            players.append({
                "name": self.seat_name(s), "tribe": p["tribe"], "res": dict(p["res"]), "points": p["points"],
                "devotion": p["devotion"], "energy": p["energy"], "used": list(p["used"]),
                "active": list(p["active"]), "rest": list(p["rest"]),
                "slots": {k: [list(e) for e in v] for k, v in p["slots"].items()},
                "mods": {k: list(v) for k, v in p["mods"].items()}, "switch": p["switch"],
                "side": self._side_open(s), "tracks": dict(p["tracks"]), "machines": dict(p["machines"]),
                "progress": p["progress"], "discs": p["discs"], "techs": list(p["techs"]), "hib": p["hib"],
                "arts": [[a, D.ARTIFACTS[a]] for a in p["arts"]], "tokens": list(p["tokens"]),
                "gained": len(p["gained"]), "crates": p["crates"], "card": p["card"],
                "journeys": [dict(j) for j in p["journeys"]], "built": dict(p["built"]),
                "buildings_left": {"normal": D.NORMAL_BUILDINGS - p["built"]["normal"],
                                   "large": D.LARGE_BUILDINGS - p["built"]["large"]},
                "estimate": b["total"]})
        out["players"] = players
        t = self.turn
        turn = {"seat": t["seat"], "actions": t["actions"], "hib": t["hib"], "range": t["range"],
                "pending": None}
        if t["pending"]:
            ch = t["pending"][0]
            turn["pending"] = {"kind": ch["kind"], "text": self._pending_text(ch), "seat": ch["seat"]}
            if ch["kind"] == "scyphoz" and seat == ch["seat"]:
                turn["pending"]["cards"] = list(ch["cards"])
            if ch["kind"] == "orient":
                turn["pending"]["tile"] = ch["tile"]
                tid = self.tiles[ch["tile"]]["id"]
                turn["pending"]["rows"] = [list(r) for r in D.TILES[tid]["rows"]]
        out["turn"] = turn
        return out

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        t = self.turn
        who = self.seat_name(t["seat"])
        if t["pending"]:
            return f"{self.seat_name(t['pending'][0]['seat'])}: {self._pending_text(t['pending'][0])}."
        if t["hib"] or t["actions"] == 0:
            return f"{who}: free actions, then end the turn."
        return f"{who}: {t['actions']} main action{'s' if t['actions'] > 1 else ''} left (or hibernate)."

    # ------------------------------------------------------------------ hidden information
    def _resample(self, seat, rng) -> None:
        rng.shuffle(self.deck)
        for r in self.pool:
            rng.shuffle(self.pool[r])
        rng.shuffle(self.modules)
        for t in self.mdeck:
            rng.shuffle(self.mdeck[t])
        rng.shuffle(self.jdeck)
        pend = self.turn["pending"]
        if pend and pend[0]["kind"] == "scyphoz" and seat != pend[0]["seat"]:
            pool = self.scyphoz + pend[0]["cards"]
            rng.shuffle(pool)
            k = len(pend[0]["cards"])
            pend[0]["cards"] = [pool.pop() for _ in range(k)]
            self.scyphoz = pool
        else:
            rng.shuffle(self.scyphoz)
        for ch in pend[1:]:
            if ch["kind"] == "scyphoz":
                pool = self.scyphoz + ch["cards"]
                rng.shuffle(pool)
                k = len(ch["cards"])
                ch["cards"] = [pool.pop() for _ in range(k)]
                self.scyphoz = pool

    def clone(self) -> "Revive":
        """A fast independent copy (the bots copy the game once per candidate action)."""
        twin = self._twin("space", "water", "loc_of", "lakes", "vast", "corner_locs", "deck", "market", "modules",
                          "module_row", "artifacts", "scyphoz", "jdeck", "jdisplay", "buildings", "destroyed",
                          "discarded")
        twin.tiles = {k: dict(v) for k, v in self.tiles.items()}
        twin.pool = {k: list(v) for k, v in self.pool.items()}
        twin.mdeck = {k: list(v) for k, v in self.mdeck.items()}
        twin.mmarket = {k: list(v) for k, v in self.mmarket.items()}
        twin.meeples = {k: list(v) for k, v in self.meeples.items()}
        twin.final = None if self.final is None else list(self.final)
        twin.ps = [_copy_player(p) for p in self.ps]
        t = self.turn
        twin.turn = {**t, "pending": [{k: (list(v) if isinstance(v, list) else v) for k, v in ch.items()}
                                      for ch in t["pending"]],
                     "trades": list(t["trades"]), "fresh": dict(t["fresh"])}
        twin._dist = {}
        return twin

    # ------------------------------------------------------------------ checks and bots
    def check_invariants(self) -> None:
        cards = list(self.deck) + list(self.market) + list(self.destroyed)
        for p in self.ps:
            cards += p["active"] + p["rest"] + [e[0] for s in D.SLOTS for e in p["slots"][s]]
            res = p["res"]
            assert 0 <= res["crystal"] <= D.CRYSTAL_LIMIT, res
            assert all(0 <= res[k] <= D.RESOURCE_LIMIT for k in D.RESOURCES), res
            assert 0 <= len(p["used"]) <= p["energy"]
            assert p["progress"] <= len(D.PROGRESS)
            placed = len(p["machines"]) + D.TRIBE_DISCS - p["discs"]
            assert min(len(D.PROGRESS), placed) <= p["progress"] <= len(D.PROGRESS)
            assert p["built"]["normal"] <= D.NORMAL_BUILDINGS and p["built"]["large"] <= D.LARGE_BUILDINGS
            assert all(0 <= v <= D.TRACK_LENGTH for v in p["tracks"].values())
        citizens = [c for c in cards if c in D.CITIZENS]
        scy = [c for c in cards if c in D.SCYPHOZ_IDS] + list(self.scyphoz)
        for ch in self.turn["pending"]:
            if ch["kind"] == "scyphoz":
                scy += ch["cards"]
        assert sorted(citizens) == sorted(D.CITIZENS), "citizen cards are lost or doubled"
        if self.exp:
            assert sorted(scy) == sorted(D.SCYPHOZ_IDS), "Scyphoz cards are lost or doubled"
        starters = [c for c in cards if 100 < c < 200]
        assert len(starters) == len(set(starters)) and len(starters) <= 6 * self.players
        arts = list(self.artifacts) + list(self.discarded) + [a for p in self.ps for a in p["arts"]]
        assert len(arts) == len(set(arts)) == D.ARTIFACTS_ON_BOARD[self.players]
        assert sum(len(v) for v in self.meeples.values()) == sum(len(p["techs"]) for p in self.ps)
        assert len(self.buildings) == sum(p["built"]["normal"] + p["built"]["large"] for p in self.ps)
        for s, (owner, kind) in self.buildings.items():
            assert self.space[s] == "D"
        if self.over:
            scores = self.outcome["scores"]
            assert scores == [self.breakdown(s)["total"] for s in range(self.players)]

    def heuristic(self, seat: int) -> float:
        import math

        def est(s):
            p = self.ps[s]
            b = self.breakdown(s)
            return (b["total"] + 0.35 * sum(p["res"].values()) + 1.2 * p["energy"] + 0.8 * sum(p["tracks"].values())
                    + 1.5 * len(p["techs"]) + 0.6 * len(p["active"]) + 0.3 * len(p["rest"])
                    + 1.5 * len(p["machines"]) + 0.5 * self.free_energy(s) + (0.4 if not p["switch"] else 0)
                    + 0.8 * (p["built"]["normal"] + 2 * p["built"]["large"]) + 0.5 * p["crates"])
        mine = est(seat)
        if self.players == 1:
            return math.tanh(mine / 80.0)
        best = max(est(s) for s in range(self.players) if s != seat)
        return math.tanh((mine - best) / 25.0)

    # ------------------------------------------------------------------ positions (tests, lessons)
    POSITION_KEYS = ("resources", "points", "tracks", "techs", "energy", "hibernations", "active", "artifacts",
                     "devotion")

    def _check_position(self, position: dict) -> None:
        known = set(self.POSITION_KEYS)
        unknown = sorted(set(position) - known, key=str)
        if unknown:
            raise OptionError(f"A Revive position has no key {str(unknown[0])[:40]!r} "
                              f"(known: {', '.join(self.POSITION_KEYS)}).")
        n = self.players

        def per_player(key, ok, what):
            v = position[key]
            if not isinstance(v, list) or len(v) != n or not all(ok(x) for x in v):
                raise OptionError(f"Position key {key!r} is {what} for each of the {n} players.")

        def small(x, hi=999):
            return type(x) is int and 0 <= x <= hi

        if "resources" in position:
            per_player("resources", lambda x: isinstance(x, dict) and set(x) <= {"gear", "book", "food", "crystal"}
                       and all(small(x[k], D.CRYSTAL_LIMIT if k == "crystal" else D.RESOURCE_LIMIT) for k in x),
                       "a dict of gear, book, food (0-6) and crystal (0-3)")
        for key in ("points", "devotion"):
            if key in position:
                per_player(key, small, "a whole number from 0 to 999")
        if "energy" in position:
            per_player("energy", lambda x: type(x) is int and 1 <= x <= 20, "a whole number of energy from 1 to 20")
        if "hibernations" in position:
            per_player("hibernations", lambda x: small(x, 20), "a whole number from 0 to 20")
        if "tracks" in position:
            per_player("tracks", lambda x: isinstance(x, dict) and set(x) <= set(D.TRACKS)
                       and all(small(x[k], D.TRACK_LENGTH) for k in x), "a dict of forest, mountain, field (0-8)")
        if "techs" in position:
            per_player("techs", lambda x: isinstance(x, list) and len(x) <= 5 and all(small(k, 7) and k >= 1 for k in x)
                       and len(set(x)) == len(x), "a list of up to 5 technology numbers 1-7")
        if "active" in position:
            v = position["active"]
            per_player("active", lambda x: isinstance(x, list) and all(type(c) is int and c in D.CARDS for c in x),
                       "a list of card numbers")
            flat = [c for x in v for c in x]
            if len(set(flat)) != len(flat):
                raise OptionError("Position key 'active' names a card twice.")
        if "artifacts" in position:
            v = position["artifacts"]
            if not isinstance(v, list) or not all(type(a) is int and a in D.ARTIFACTS for a in v) or \
                    len(set(v)) != len(v) or len(v) > D.ARTIFACTS_ON_BOARD[n]:
                raise OptionError("Position key 'artifacts' is the list of artifact numbers left on the board.")

    def _set_position(self, position: dict) -> None:
        n = self.players
        for s in range(n):
            p = self.ps[s]
            if "resources" in position:
                p["res"].update(position["resources"][s])
            if "points" in position:
                p["points"] = p["peak"] = position["points"][s]
            if "devotion" in position:
                p["devotion"] = min(D.DEVOTION_MAX, position["devotion"][s])
            if "energy" in position:
                p["energy"] = position["energy"][s]
            if "hibernations" in position:
                p["hib"] = position["hibernations"][s]
            if "tracks" in position:
                p["tracks"].update(position["tracks"][s])
                for key, links in D.MACHINE_SLOTS.items():
                    if all(p["tracks"][t] >= n for t, n in links):
                        tr = key[:-1]
                        p["unlocked"].append(key)
                        p["machines"][key] = 0 if key.endswith("1") else self.mmarket[tr][0]
                        if not key.endswith("1"):
                            self.mmarket[tr].remove(p["machines"][key])
                            if self.mdeck[tr]:
                                self.mmarket[tr].append(self.mdeck[tr].pop())
                        p["progress"] += 1
            if "techs" in position:
                spots = [f"loc{lid}" for lid in sorted(self.corner_locs.values())] + [sname(CENTER[0] - 1, CENTER[1])]
                for k, spot in zip(position["techs"][s], spots):
                    p["techs"].append(k - 1)
                    self.meeples.setdefault(spot, []).append(s)
        if "active" in position:
            for s in range(n):
                for c in position["active"][s]:
                    self._take_card(c)
                self.ps[s]["active"] = sorted(position["active"][s])
        if "artifacts" in position:
            keep = sorted(position["artifacts"])
            gone = [a for a in D.ARTIFACTS if a not in keep]
            self.discarded = gone[:D.ARTIFACTS_ON_BOARD[n] - len(keep)]
            self.artifacts = keep
        self._dist = {}

    def _take_card(self, cid) -> None:
        """Take card ``cid`` out of wherever it lies (positions only)."""
        for place in (self.deck, self.market, self.scyphoz):
            if cid in place:
                place.remove(cid)
                if place is self.market and self.deck:
                    self.market.append(self.deck.pop())
        for p in self.ps:
            for area in ("active", "rest"):
                if cid in p[area]:
                    p[area].remove(cid)


def _copy_player(p: dict) -> dict:
    q = dict(p)
    for k in ("res", "built", "tracks", "machines", "colors"):
        q[k] = dict(p[k])
    for k in ("used", "active", "rest", "techs", "arts", "tokens", "gained", "water_used", "unlocked"):
        q[k] = list(p[k])
    if "dev_seen" in p:
        q["dev_seen"] = list(p["dev_seen"])
    q["slots"] = {k: [list(e) for e in v] for k, v in p["slots"].items()}
    q["mods"] = {k: list(v) for k, v in p["mods"].items()}
    q["journeys"] = [dict(j) for j in p["journeys"]]
    q["lake"] = {k: list(v) for k, v in p["lake"].items()}
    return q


def tech_text(tech: dict) -> str:
    kind = tech["kind"]
    if kind == "gain":
        return "once: " + effect_text(tech["gain"])
    if kind == "side":
        return "opens the side slot"
    if kind == "range":
        return "range +1 for every action"
    if kind == "trade":
        return f"trade once a turn: {effect_text(tech['pay'])} for {effect_text(tech['gain'])}"
    if kind == "machine":
        return "machine: " + effect_text(tech["gain"])
    if kind == "hibernate":
        return "when you hibernate: " + effect_text(tech["gain"])
    if kind == "explore":
        return "when you explore: " + effect_text(tech["gain"])
    raise AssertionError(kind)
