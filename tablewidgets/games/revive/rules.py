"""Revive's rules model (see the package docstring for the rules and the notation)."""

from __future__ import annotations

from ...engine import Game, OptionError, register
from ...engine.game import Option
from . import data as D
from .geometry import CENTER, NAMES, NEIGH, TILE_NAMES, ring, rotate, sname, tile_spaces  # noqa: F401 (rotate)
from .effects import Effects
from .positions import Positions
from .scoring import Scoring
from .texts import Texts
from .view import Views
from .words import effect_text  # noqa: F401 (used by callers of this module)

#: a safeguard the printed game does not need: a game nobody ends stops after this many rounds
ROUND_LIMIT = 40
KINDS = ("normal", "large")


@register
class Revive(Effects, Texts, Views, Scoring, Positions, Game):
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
                "lake": {}, "colors": {}, "lanterns": []})
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

    def crystals_needed(self, seat, cost: dict) -> int:
        """How many crystals paying ``cost`` turns into the resources the seat lacks."""
        res = self.ps[seat]["res"]
        return sum(max(0, n - res[k]) for k, n in cost.items() if k != "crystal") + cost.get("crystal", 0)

    def add_res(self, seat, kind, n) -> None:
        res = self.ps[seat]["res"]
        if kind == "crystal":
            keep = min(n, D.CRYSTAL_LIMIT - res["crystal"])
            res["crystal"] += keep
            for _ in range(n - keep):      # a crystal beyond the limit: its owner turns it into a resource
                self.turn["pending"].append({"kind": "crystal", "seat": seat})
        else:
            res[kind] = min(D.RESOURCE_LIMIT, res[kind] + n)

    # ------------------------------------------------------------------ range
    def sources(self, seat) -> set:
        out = self._base_sources(seat)
        return out | set(self.ps[seat]["lanterns"]) if self.ps[seat]["lanterns"] else out

    def _base_sources(self, seat) -> set:
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
        if p["res"]["crystal"]:
            out += [f"crystal {k}" for k in D.RESOURCES if p["res"][k] < D.RESOURCE_LIMIT]
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
        if kind == "crystal":
            return [f"into {k}" for k in D.RESOURCES if p["res"][k] < D.RESOURCE_LIMIT]
        if kind == "lantern":
            return [f"lantern {s}" for s in self.lantern_spaces(seat)]
        if kind == "well":
            return [f"water {s}" for s in self.well_spaces(seat)]
        raise AssertionError(kind)

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
        elif v == "crystal":
            p["res"]["crystal"] -= 1
            self.add_res(seat, w[1], 1)
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
            # turning a crystal into a resource at the end of a turn gains nothing (a crystal can become
            # any resource later, and one beyond the third is converted then): it keeps no turn open
            if not [a for a in self._free_actions(t["seat"]) if not a.startswith("crystal")]:
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
        elif kind == "crystal":
            self.add_res(seat, w[1], 1)
        elif kind == "lantern":
            p["lanterns"].append(w[1])
        elif kind == "well":
            self.gain(seat, self.water[w[1]])

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
        if p["hib"] == 4 and self.artifacts:      # the 4th hibernation only (the page)
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
            assert len(p["lanterns"]) <= D.TRIBES[p["tribe"]].get("tokens", 0)
            assert all(self.space.get(s) == "D" for s in p["lanterns"])
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


def _copy_player(p: dict) -> dict:
    q = dict(p)
    for k in ("res", "built", "tracks", "machines", "colors"):
        q[k] = dict(p[k])
    for k in ("used", "active", "rest", "techs", "arts", "tokens", "gained", "water_used", "unlocked", "lanterns"):
        q[k] = list(p[k])
    if "dev_seen" in p:
        q["dev_seen"] = list(p["dev_seen"])
    q["slots"] = {k: [list(e) for e in v] for k, v in p["slots"].items()}
    q["mods"] = {k: list(v) for k, v in p["mods"].items()}
    q["journeys"] = [dict(j) for j in p["journeys"]]
    q["lake"] = {k: list(v) for k, v in p["lake"].items()}
    return q
