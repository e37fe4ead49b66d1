"""Praga Caput Regni's rules model (see the package docstring for the notation)."""

from __future__ import annotations

import copy

from ...engine import Game, OptionError, register
from . import data as D
from .words import Words, lot_id, parse_cell as _cell

COLOURS = ("Red", "Blue", "Green", "Yellow")
RES = ("gold", "stone", "egg", "window")
_STATE = ("wheel", "ps", "city", "plaza_done", "market_b", "market_w", "pile_b", "pile_w", "top", "turn",
          "pending", "hunger")


def _fresh_player(seat: int) -> dict:
    return {**D.START, "score": 0, "mines": 1, "quarry": 1, "univ": 0, "tech": 0, "techs": {}, "oneoff": [],
            "track": {"wall": [0, 1], "cathedral": [0, 1]}, "seen": {"wall": [], "cathedral": []},
            "road": 0, "final": 0, "walls": [], "buildings": [], "upg": {k: 0 for k in D.KINDS}, "turns": 0}


@register
class PragaCaputRegni(Words, Game):
    name = "praga_caput_regni"
    title = "Praga Caput Regni"
    tagline = "Pick actions from the turning crane and rebuild Prague for the king."
    minutes = 90
    weight = "strategy"
    blurb = ("Take an action tile from the turning crane (red costs, green is free, blue scores), run your mines "
             "and quarries, upgrade actions, build houses around the plazas, the Hunger Wall and the King's Road, "
             "and climb the Hunger Wall and St Vitus Cathedral. Components designed for this package.")
    min_players = 1
    max_players = 4
    default_players = 2
    seat_names = COLOURS
    colors = ("#c0392b", "#2e86c1", "#27ae60", "#d4a017")
    hidden_information = False
    designed_components = True
    bot_levels = ("random", "greedy", "planner")
    default_bot = "planner"
    bot_titles = {"planner": "Computer: city planner"}
    static_keys = ("data",)
    score_label = "Points"
    options = ()

    @classmethod
    def extra_bots(cls) -> dict:
        from .bots import PlannerBot
        return {"planner": PlannerBot}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        self.solo = n == 1
        order = list(range(len(D.TILES)))
        self.rng.shuffle(order)
        self.wheel = [None] * len(D.SPACES)
        for i, t in enumerate(order):        # the tiles start on the green and blue spaces
            self.wheel[len(D.SPACES) - len(order) + i] = {"tile": t, "vp": False}
        self.ps = [_fresh_player(s) for s in range(n)]
        for s in range(n):                   # later seats start with a little more (designed)
            self.ps[s]["gold"] += s // 2
            self.ps[s]["egg"] += (s + 1) // 2
        self.city: dict[str, dict] = {}      # lot -> {"b": building id, "seat": owner}
        self.plaza_done = [False] * len(D.PLAZAS)
        self.pile_b = list(range(len(D.BUILDINGS)))
        self.pile_w = list(range(len(D.WALLS)))
        self.market_b = [self._draw(self.pile_b) for _ in range(D.BUILDING_MARKET)]
        self.market_w = [self._draw(self.pile_w) for _ in range(D.WALL_MARKET)]
        self.hunger: list[int] = []          # seats that built the wall sections, in order
        self.top = {"wall": [], "cathedral": []}
        self.pending = [[] for _ in range(n)]
        self.turn_no = 0
        self.turn = None
        self.finals = None
        self._start_turn(0)

    def _draw(self, pile: list):
        if not pile:
            return None
        return pile.pop(self.rng.randint(0, len(pile) - 1))

    def _start_turn(self, seat: int) -> None:
        self.turn_no += 1
        self.ps[seat]["turns"] += 1
        self.turn = {"seat": seat, "phase": "choose", "space": None, "tile": None, "bonus": False, "did": None,
                     "extra": False, "placing": None, "upgrading": None, "stage": "turn"}

    @property
    def round(self) -> int:
        return (self.turn_no - 1) // self.players + 1

    # ------------------------------------------------------------------ positions
    _KNOWN = ("seats", "wheel", "city", "market_b", "market_w", "turn_no", "seat")

    def _set_position(self, position: dict) -> None:
        unknown = sorted(set(position) - set(self._KNOWN))
        if unknown:
            raise OptionError(f"A {self.title} position has no key {unknown[0]!r} "
                              f"(known: {', '.join(self._KNOWN)}).")
        n = self.players
        if "seats" in position:
            pl = position["seats"]
            if not isinstance(pl, list) or len(pl) != n or not all(isinstance(p, dict) for p in pl):
                raise OptionError("The position's seats must be one dict per seat.")
            fields = {"gold", "stone", "egg", "window", "score", "mines", "quarry", "univ", "tech", "road",
                      "techs", "oneoff", "wall", "cathedral", "walls", "buildings", "upg"}
            for s, p in enumerate(pl):
                bad = sorted(set(p) - fields)
                if bad:
                    raise OptionError(f"The position's seats have no field {bad[0]!r} "
                                      f"(known: {', '.join(sorted(fields))}).")
                me = self.ps[s]
                for k, hi in (("gold", 99), ("stone", 99), ("egg", 99), ("window", 9), ("score", 999),
                              ("mines", D.MINE_MAX), ("quarry", D.MINE_MAX), ("univ", D.UNIV_MAX),
                              ("tech", D.TECH_MAX), ("road", len(D.ROAD))):
                    if k in p:
                        v = p[k]
                        lo = 1 if k in ("mines", "quarry") else 0
                        if type(v) is not int or not lo <= v <= hi:
                            raise OptionError(f"The position's seats {k} must be a whole number "
                                              f"from {lo} to {hi}.")
                        me[k] = v
                if "techs" in p:
                    if not isinstance(p["techs"], list) or not all(t in D.TECHS for t in p["techs"]):
                        raise OptionError("The position's seats techs must be a list of technology names.")
                    me["techs"] = {t: 0 for t in p["techs"]}
                    me["oneoff"] = [t for t in p["techs"] if "use" in D.TECHS[t]]
                for tr in ("wall", "cathedral"):
                    if tr in p:
                        v = p[tr]
                        if (not isinstance(v, list) or len(v) != 2 or not all(type(x) is int for x in v)
                                or not 0 <= v[0] <= D.TRACK_ROWS or not 0 <= v[1] < D.TRACK_COLS):
                            raise OptionError(f"The position's seats {tr} must be [row 0-6, column 0-2].")
                        me["track"][tr] = list(v)
                for k, table in (("walls", D.WALLS), ("buildings", D.BUILDINGS)):
                    if k in p:
                        v = p[k]
                        if not isinstance(v, list) or not all(type(x) is int and 0 <= x < len(table) for x in v):
                            raise OptionError(f"The position's seats {k} must be a list of tile numbers.")
                        me[k] = list(v)
                if "upg" in p:
                    v = p["upg"]
                    if not isinstance(v, dict) or not all(k in D.KINDS and type(c) is int and 0 <= c <= 9
                                                          for k, c in v.items()):
                        raise OptionError("The position's seats upg must map action names to counts.")
                    me["upg"].update(v)
        if "wheel" in position:
            w = position["wheel"]
            if (not isinstance(w, list) or len(w) != len(D.SPACES)
                    or not all(x is None or (type(x) is int and 0 <= x < len(D.TILES)) for x in w)
                    or sorted(x for x in w if x is not None) != list(range(len(D.TILES)))):
                raise OptionError("The position's wheel must list, per crane space, a tile number or None, "
                                  "each of the six tiles once.")
            self.wheel = [None if x is None else {"tile": x, "vp": False} for x in w]
        if "city" in position:
            c = position["city"]
            if not isinstance(c, dict):
                raise OptionError("The position's city must map lots 'x,y' to [building, seat].")
            city = {}
            for k, v in c.items():
                cell = _cell(k)
                if cell not in D.LOTS or cell in D.PREPRINTED:
                    raise OptionError(f"The position's city names {k!r}, which is no free lot.")
                b, s = v
                if type(b) is not int or not 0 <= b < len(D.BUILDINGS) or type(s) is not int or not 0 <= s < n:
                    raise OptionError("The position's city must map lots to [building number, seat].")
                city[lot_id(cell)] = {"b": b, "seat": s}
            self.city = city
            for p in range(len(D.PLAZAS)):
                self.plaza_done[p] = self._plaza_full(p)
        for key, size, table in (("market_b", D.BUILDING_MARKET, D.BUILDINGS), ("market_w", D.WALL_MARKET, D.WALLS)):
            if key in position:
                v = position[key]
                if (not isinstance(v, list) or len(v) != size
                        or not all(x is None or (type(x) is int and 0 <= x < len(table)) for x in v)):
                    raise OptionError(f"The position's {key} must list {size} tile numbers or None.")
                setattr(self, key, list(v))
        used_b = set(x for x in self.market_b if x is not None) | {v["b"] for v in self.city.values()}
        for p in self.ps:
            used_b |= set(p["buildings"])
        self.pile_b = [b for b in range(len(D.BUILDINGS)) if b not in used_b]
        used_w = set(x for x in self.market_w if x is not None) | {w for p in self.ps for w in p["walls"]}
        self.pile_w = [w for w in range(len(D.WALLS)) if w not in used_w]
        self.hunger = [s for s, p in enumerate(self.ps) for _ in p["walls"]]
        if "turn_no" in position:
            t = position["turn_no"]
            if type(t) is not int or not 1 <= t <= D.TURNS_PER_PLAYER * n:
                raise OptionError(f"The position's turn_no must be from 1 to {D.TURNS_PER_PLAYER * n}.")
            self.turn_no = t
        if "seat" in position:
            s = position["seat"]
            if type(s) is not int or not 0 <= s < n:
                raise OptionError("The position's seat must be a seat number.")
            self.turn["seat"] = s
        for s, p in enumerate(self.ps):
            p["turns"] = (self.turn_no - 1) // n + (1 if s <= self.turn["seat"] else 0)
        for p in self.ps:
            for tr in ("wall", "cathedral"):
                if p["track"][tr][0] == D.TRACK_ROWS:
                    pass

    # ------------------------------------------------------------------ helpers
    def _on(self, seat: int, tech: str) -> bool:
        """An ongoing technology works from the turn after it was taken."""
        got = self.ps[seat]["techs"].get(tech)
        return got is not None and self.ps[seat]["turns"] > got

    def wall_cost(self, seat: int, w: int, upgraded: bool) -> dict:
        t = D.WALLS[w]
        cut = (1 if self._on(seat, "mason") else 0) + (1 if upgraded else 0)
        return {"gold": t["gold"], "stone": max(0, t["stone"] - cut)}

    def building_cost(self, seat: int, b: int, lot, upgraded: bool) -> dict:
        t = D.BUILDINGS[b]
        cut = (1 if self._on(seat, "architect") else 0) + (1 if upgraded else 0)
        cost = {"gold": max(0, t["gold"] - cut), "stone": t["stone"]}
        if lot is not None and lot in D.NORTH_BANNERS:
            for k, v in D.NORTH_BANNERS[lot][0].items():
                cost[k] += v
        return cost

    def _afford(self, seat: int, cost: dict) -> bool:
        p = self.ps[seat]
        return all(p[k] >= v for k, v in cost.items())

    def _pay(self, seat: int, cost: dict) -> None:
        p = self.ps[seat]
        for k, v in cost.items():
            p[k] -= v

    def free_lots(self) -> list:
        return [c for c in D.LOTS if c not in D.PREPRINTED and lot_id(c) not in self.city]

    def _filled(self, cell) -> bool:
        return cell in D.PREPRINTED or lot_id(cell) in self.city

    def _plaza_lots(self, p: int) -> list:
        return [c for c, ps in D.LOTS.items() if p in ps]

    def _plaza_full(self, p: int) -> bool:
        return all(self._filled(c) for c in self._plaza_lots(p))

    def cubes(self, p: int) -> list[int]:
        out = [0] * self.players
        for c in self._plaza_lots(p):
            b = self.city.get(lot_id(c))
            if b is not None and D.BUILDINGS[b["b"]]["cube"]:
                out[b["seat"]] += 1
        return out

    def symbols(self, seat: int) -> dict:
        out = {s: 0 for s in D.SYMBOLS}
        for b in self.ps[seat]["buildings"]:
            sym = D.BUILDINGS[b]["symbol"]
            if sym:
                out[sym] += 1
        return out

    # ------------------------------------------------------------------ effects
    def _gain(self, seat: int, fx, why: str = "") -> None:
        p = self.ps[seat]
        for kind, n in fx:
            if kind in RES:
                p[kind] += n
            elif kind == "points":
                p["score"] += n
            elif kind == "univ":
                p["univ"] = min(D.UNIV_MAX, p["univ"] + n)
            elif kind == "tech":
                for _ in range(n):
                    if p["tech"] >= D.TECH_MAX:
                        break
                    p["tech"] += 1
                    tier = D.TECH_ICONS.get(p["tech"])
                    if tier and self._tech_options(seat, tier):
                        self.pending[seat].append({"k": "tech", "tier": tier})
            elif kind in ("wall", "cathedral"):
                for _ in range(n):
                    self.pending[seat].append({"k": "step", "track": kind, "free": False})
            elif kind == "final":
                p["final"] += n

    def _tech_options(self, seat: int, tier: int) -> list[str]:
        return [t for t, d in D.TECHS.items() if d["tier"] == tier and t not in self.ps[seat]["techs"]]

    def _mine_up(self, seat: int, kind: str) -> None:
        p = self.ps[seat]
        p[kind] += 1
        reward = D.MINE_REWARDS[kind].get(p[kind])
        if reward:
            self._gain(seat, (reward,))

    def mine_yield(self, seat: int, kind: str) -> int:
        p = self.ps[seat]
        extra = sum(1 for lv in D.MINE_BONUS_LEVELS if p[kind] >= lv)
        tech = "goldsmith" if kind == "mines" else "stonecutter"
        return p[kind] + extra + (1 if self._on(seat, tech) else 0)

    # ------------------------------------------------------------------ turn order
    def _to_move(self) -> tuple:
        t = self.turn
        if self.pending[t["seat"]]:
            return (t["seat"],)
        if t["stage"] in ("deferred", "waiting"):
            for k in range(1, self.players + 1):
                s = (t["seat"] + k) % self.players
                if self.pending[s]:
                    return (s,)
        return (t["seat"],)

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list[str]:
        if self.pending[seat]:
            return self._pending_actions(seat, self.pending[seat][0])
        t = self.turn
        ph = t["phase"]
        out: list[str] = []
        if ph == "choose":
            p = self.ps[seat]
            for i, slot in enumerate(self.wheel):
                if slot is not None and p["gold"] >= D.SPACES[i]["cost"]:
                    out.append(f"tile {i}")
        elif ph in ("act", "extra"):
            if ph == "act" and not t["bonus"]:
                out.append("bonus")
            kinds = D.TILES[t["tile"]]
            if ph == "extra":
                kinds = tuple(k for k in kinds if k != t["did"])
            for kind in kinds:
                out += self._kind_actions(seat, kind)
        elif ph == "place":
            b = t["placing"]
            up = self.ps[seat]["upg"]["building"] > 0
            out += [f"lot {lot_id(c)}" for c in self.free_lots()
                    if self._afford(seat, self.building_cost(seat, b, c, up))]
            out.append("back")
        elif ph == "face":
            out += ["face a", "face b"]
        elif ph == "after":
            other = [k for k in D.TILES[t["tile"]] if k != t["did"]][0]
            if not t["extra"] and self.ps[seat]["window"] >= D.WINDOWS_PER_STEP and self._kind_actions(seat, other):
                out.append("extra")
            if (None in self.market_b and self.pile_b) or (None in self.market_w and self.pile_w):
                out.append("refill")
            if any(self.pending[s] for s in range(self.players) if s != seat):
                out.append("wait")
            out.append("end")
        if ph != "place" and ph != "face":
            out += [f"use {x}" for x in self.ps[seat]["oneoff"]]
        return out

    def _kind_actions(self, seat: int, kind: str) -> list[str]:
        p = self.ps[seat]
        up = p["upg"][kind] > 0
        if kind in ("mines", "quarry"):
            return ([f"{kind} up"] if p[kind] < D.MINE_MAX else []) + [f"{kind} take"]
        if kind == "upgrade":
            return [f"upgrade {k}" for k in D.KINDS]
        if kind == "wall":
            return [f"wall {w}" for w in self.market_w if w is not None
                    and self._afford(seat, self.wall_cost(seat, w, up))]
        if kind == "building":
            lots = self.free_lots()
            return [f"building {b}" for b in self.market_b if b is not None
                    and any(self._afford(seat, self.building_cost(seat, b, c, up)) for c in lots)]
        if kind == "road":
            if p["road"] >= len(D.ROAD):
                return []
            nxt = D.ROAD[p["road"]]
            out = ["road egg"] if p["egg"] >= 1 else []
            if nxt["free"] is not None:
                out.append("road free")
            return out
        return []

    def _pending_actions(self, seat: int, d: dict) -> list[str]:
        if d["k"] == "tech":
            return [f"tech {x}" for x in self._tech_options(seat, d["tier"])]
        if d["k"] == "plaza":
            return [f"plaza {d['plaza']} upper", f"plaza {d['plaza']} lower"]
        tr = d["track"]
        row, col = self.ps[seat]["track"][tr]
        out = []
        if row < D.TRACK_ROWS and self._afford(seat, self._up_cost(seat, tr, d["free"])):
            out.append(f"move {tr} up")
        if col > 0:
            out.append(f"move {tr} left")
        if col < D.TRACK_COLS - 1:
            out.append(f"move {tr} right")
        out.append(f"move {tr} stop")
        return out

    def _up_cost(self, seat: int, tr: str, free: bool) -> dict:
        row = self.ps[seat]["track"][tr][0]
        if D.TIER_OF_ROW[row + 1] != D.TIER_OF_ROW[row]:
            return {D.TRACKS[tr]["pay"]: D.TRACKS[tr]["tier_cost"][row + 1]}
        return {} if free else {"window": D.WINDOWS_PER_STEP}

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        words = action.split()
        head = words[0]
        p = self.ps[seat]
        t = self.turn
        name = self.seat_name(seat)
        if self.pending[seat]:
            self._resolve_pending(seat, words)
            self._settle()
            return
        if head == "use":
            x = words[1]
            p["oneoff"].remove(x)
            self.say(f"{name} uses {D.TECHS[x]['name']}: {D.fx_text(D.TECHS[x]['use'])}.", seat=seat)
            self._gain(seat, D.TECHS[x]["use"])
            return
        if head == "tile":
            i = int(words[1])
            slot = self.wheel[i]
            sp = D.SPACES[i]
            p["gold"] -= sp["cost"]
            p["score"] += sp["points"] + (D.ROTATE_OUT_POINTS if slot["vp"] else 0)
            self.wheel[i] = None
            t.update(phase="act", space=i, tile=slot["tile"])
            extra = []
            if sp["cost"]:
                extra.append(f"paying {sp['cost']} gold")
            if sp["points"]:
                extra.append(f"scoring {sp['points']}")
            if slot["vp"]:
                extra.append(f"and the {D.ROTATE_OUT_POINTS}-point token")
            kinds = " / ".join(D.KIND_NAMES[k] for k in D.TILES[slot["tile"]])
            self.say(f"{name} takes the {sp['zone']} tile ({kinds})" + (", " + ", ".join(extra) if extra else "")
                     + ".", seat=seat)
            return
        if head == "bonus":
            self._take_bonus(seat)
            return
        if head == "back":
            t["placing"] = None
            t["phase"] = "extra" if t["extra"] else "act"
            return
        if head == "face":
            kind = t["upgrading"]
            fx = D.UPGRADE_FACES[words[1]]
            if self._on(seat, "scholar"):
                fx = fx + (("univ", 1),)
            p["upg"][kind] += 1
            self.say(f"{name} upgrades {D.KIND_NAMES[kind]} ({D.fx_text(fx)}).", seat=seat)
            self._gain(seat, fx)
            t["upgrading"] = None
            self._acted(seat)
            return
        if head == "lot":
            cell = _cell(words[1])
            b = t["placing"]
            up = p["upg"]["building"] > 0
            if up:
                p["upg"]["building"] -= 1
            self._pay(seat, self.building_cost(seat, b, cell, up))
            self.market_b[self.market_b.index(b)] = None
            self.city[lot_id(cell)] = {"b": b, "seat": seat}
            p["buildings"].append(b)
            bd = D.BUILDINGS[b]
            pts = bd["points"] + (D.NORTH_BANNERS[cell][1] if cell in D.NORTH_BANNERS else 0)
            p["score"] += pts
            self.say(f"{name} builds the {bd['name']} on lot {words[1]} for {pts} points.", seat=seat)
            self._gain(seat, bd["fx"])
            t["placing"] = None
            self._check_plazas(seat, cell)
            self._acted(seat)
            return
        if head == "extra":
            p["window"] -= D.WINDOWS_PER_STEP
            t["extra"] = True
            t["phase"] = "extra"
            self.say(f"{name} spends 2 silver windows on an extra action.", seat=seat)
            return
        if head == "refill":
            self._refill()
            return
        if head == "end":
            self._end_turn(seat)
            return
        if head == "wait":
            t["stage"] = "waiting"
            self.say(f"{name} waits for the other players' plaza decisions.", seat=seat)
            return
        # the tile's actions
        kind = head
        if t["phase"] == "extra":
            t["did_extra"] = kind
        else:
            t["did"] = kind
        if kind in ("mines", "quarry"):
            up = p["upg"][kind] > 0
            if up:
                p["upg"][kind] -= 1
            res = "gold" if kind == "mines" else "stone"
            if words[1] == "up":
                p[res] += 1 + up
                self._mine_up(seat, kind)
                self.say(f"{name} opens a new {'mine' if kind == 'mines' else 'quarry'} (level {p[kind]}) "
                         f"and takes {1 + up} {res}.", seat=seat)
            else:
                n = self.mine_yield(seat, kind) + up
                p[res] += n
                self.say(f"{name} collects {n} {res}.", seat=seat)
            self._acted(seat)
        elif kind == "upgrade":
            up = p["upg"]["upgrade"] > 0
            if up:
                p["upg"]["upgrade"] -= 1
                self._gain(seat, (("univ", 1),))
            t["upgrading"] = words[1]
            t["phase"] = "face"
        elif kind == "wall":
            w = int(words[1])
            up = p["upg"]["wall"] > 0
            if up:
                p["upg"]["wall"] -= 1
            self._pay(seat, self.wall_cost(seat, w, up))
            self.market_w[self.market_w.index(w)] = None
            p["walls"].append(w)
            self.hunger.append(seat)
            p["score"] += D.WALLS[w]["points"]
            self.say(f"{name} builds a section of the Hunger Wall for {D.WALLS[w]['points']} points.", seat=seat)
            self._gain(seat, D.WALLS[w]["fx"])
            self._acted(seat)
        elif kind == "building":
            t["placing"] = int(words[1])
            t["phase"] = "place"
        elif kind == "road":
            up = p["upg"]["road"] > 0
            if up:
                p["upg"]["road"] -= 1
                p["score"] += 2
            space = D.ROAD[p["road"]]
            p["road"] += 1
            if words[1] == "egg":
                p["egg"] -= 1
                fx = space["egg"]
            else:
                fx = space["free"]
            if self._on(seat, "surveyor"):
                p["score"] += 2
            self.say(f"{name} moves to King's Road space {D.ROMAN[p['road'] - 1]}"
                     f"{' paying an egg' if words[1] == 'egg' else ''}: {D.fx_text(fx)}.", seat=seat)
            self._gain(seat, fx)
            self._acted(seat)

    def _acted(self, seat: int) -> None:
        t = self.turn
        t["phase"] = "after"
        if not t["bonus"]:
            self._take_bonus(seat)

    def _take_bonus(self, seat: int) -> None:
        t = self.turn
        t["bonus"] = True
        bonus = D.SPACES[t["space"]]["bonus"]
        self.say(f"{self.seat_name(seat)} takes the space bonus: {D.fx_text((bonus,))}.", seat=seat)
        self._gain(seat, (bonus,))

    def _resolve_pending(self, seat: int, words: list) -> None:
        d = self.pending[seat].pop(0)
        p = self.ps[seat]
        name = self.seat_name(seat)
        if d["k"] == "tech":
            x = words[1]
            p["techs"][x] = p["turns"]
            if "use" in D.TECHS[x]:
                p["oneoff"].append(x)
            self.say(f"{name} takes the technology {D.TECHS[x]['name']} ({D.TECHS[x]['text']}).", seat=seat)
            return
        if d["k"] == "plaza":
            pz = D.PLAZAS[d["plaza"]]
            if words[2] == "upper":
                self.say(f"{name} takes the upper reward of plaza {d['plaza'] + 1}: {D.fx_text(pz['upper'])}.",
                         seat=seat)
                self._gain(seat, pz["upper"])
            else:
                p["score"] += pz["lower"]
                self.say(f"{name} takes the lower reward of plaza {d['plaza'] + 1}: {pz['lower']} points.",
                         seat=seat)
            return
        tr = d["track"]
        pos = p["track"][tr]
        how = words[2]
        if how == "stop":
            self.say(f"{name} lets a move on the {D.TRACKS[tr]['name']} go.", seat=seat)
            return
        if how == "up":
            self._pay(seat, self._up_cost(seat, tr, d["free"]))
            pos[0] += 1
        else:
            pos[1] += -1 if how == "left" else 1
        self.say(f"{name} moves {how} on the {D.TRACKS[tr]['name']} (row {pos[0]}, column {pos[1] + 1}).", seat=seat)
        key = f"{pos[0]},{pos[1]}"
        cell = D.TRACKS[tr]["cells"].get(tuple(pos))
        if cell and key not in p["seen"][tr]:
            p["seen"][tr].append(key)
            if cell[0] == "free":
                self.pending[seat].insert(0, {"k": "step", "track": tr, "free": True})
            else:
                self._gain(seat, (cell,))
        if how == "up" and pos[0] == D.TRACK_ROWS and seat not in self.top[tr]:
            self.top[tr].append(seat)
            k = len(self.top[tr])
            if k <= len(D.TOP_REWARDS):
                p["score"] += D.TOP_REWARDS[k - 1]
                self.say(f"{name} reaches the top of the {D.TRACKS[tr]['name']} as number {k}: "
                         f"{D.TOP_REWARDS[k - 1]} points.", seat=seat)

    def _check_plazas(self, seat: int, cell) -> None:
        for pz in D.LOTS[cell]:
            if self.plaza_done[pz] or not self._plaza_full(pz):
                continue
            self.plaza_done[pz] = True
            cubes = self.cubes(pz)
            best = max(cubes)
            self.say(f"Plaza {pz + 1} is surrounded.")
            for k in range(self.players):
                s = (seat + k) % self.players
                if cubes[s] == 0:
                    continue
                if cubes[s] == best and cubes.count(best) == 1:
                    self.ps[s]["score"] += D.PLAZAS[pz]["lower"]
                    self.say(f"{self.seat_name(s)} has the most cubes at plaza {pz + 1} and takes both rewards.",
                             seat=s)
                    self._gain(s, D.PLAZAS[pz]["upper"])
                else:
                    self.pending[s].append({"k": "plaza", "plaza": pz})

    def _refill(self) -> None:
        for market, pile in ((self.market_b, self.pile_b), (self.market_w, self.pile_w)):
            for i, x in enumerate(market):
                if x is None and pile:
                    market[i] = self._draw(pile)
                    self.reveal()

    def _rotate(self, chosen) -> None:
        out = self.wheel[-1]
        new = [None] + self.wheel[:-1]
        if chosen is not None:
            new[0] = {"tile": chosen, "vp": False}
        if out is not None:
            out["vp"] = True
            if all(new[i] is None for i in D.GREEN):
                order = [i for i in reversed(D.RED)] + list(D.GREEN) + list(D.BLUE)
            else:
                order = list(D.GREEN) + list(D.BLUE) + list(reversed(D.RED))
            for i in order:
                if new[i] is None:
                    new[i] = out
                    break
        self.wheel = new

    def _end_turn(self, seat: int) -> None:
        p = self.ps[seat]
        t = self.turn
        if p["window"] > D.WINDOW_CAP:
            self.say(f"{self.seat_name(seat)} keeps 2 silver windows and loses {p['window'] - D.WINDOW_CAP}.",
                     seat=seat)
            p["window"] = D.WINDOW_CAP
        self._rotate(t["tile"])
        if self.solo:         # designed stand-in: the crane turns once more and a building leaves
            self._rotate(None)
            if self.market_b[0] is not None:
                self.say(f"The {D.BUILDINGS[self.market_b[0]]['name']} leaves the market.")
                self.market_b[0] = None
        self._refill()
        t["stage"] = "deferred"
        t["phase"] = "done"
        self._settle()

    def _settle(self) -> None:
        """After a decision: once the turn is over and no decisions wait, the next turn starts."""
        t = self.turn
        for s, p in enumerate(self.ps):     # windows gained outside one's own turn: at most 2 kept
            if s != t["seat"] and p["window"] > D.WINDOW_CAP and not self.pending[s]:
                p["window"] = D.WINDOW_CAP
        if t["stage"] == "waiting" and not any(self.pending):
            t["stage"] = "turn"             # back to the player who waited
            return
        if t["stage"] != "deferred" or any(self.pending):
            return
        if self.turn_no >= D.TURNS_PER_PLAYER * self.players:
            self._final_scoring()
            return
        self._start_turn((t["seat"] + 1) % self.players)

    # ------------------------------------------------------------------ scoring
    def final_parts(self, seat: int) -> dict:
        """The end scoring of ``seat`` as it would be now."""
        p = self.ps[seat]
        out = {}
        out["plazas"] = sum(D.PLAZAS[pz]["lower"] for pz in range(len(D.PLAZAS))
                            if not self.plaza_done[pz] and self.cubes(pz)[seat] > 0)
        mult = sum(1 for m in D.UNIV_MARKS if p["univ"] >= m)
        out["technology"] = p["tech"] * mult
        sym = self.symbols(seat)
        tracks = 0
        for tr in ("wall", "cathedral"):
            row, col = p["track"][tr]
            tracks += D.ROW_POINTS[row] + sym[D.TRACKS[tr]["symbols"][col]] * D.TIER_OF_ROW[row]
        out["tracks"] = tracks
        n = len(p["walls"])
        out["wall"] = next((pts for need, pts in D.PERSONAL_WALL if n >= need), 0)
        out["road"] = p["final"] * (len(p["buildings"]) + len(p["walls"]))
        out["eggs"] = D.EGG_POINTS[min(4, p["egg"])]
        return out

    def _final_scoring(self) -> None:
        finals = [self.final_parts(s) for s in range(self.players)]
        scores = []
        details = []
        for s, f in enumerate(finals):
            total = self.ps[s]["score"] + sum(f.values())
            scores.append(total)
            details.append(f"{self.ps[s]['score']} during play, " + ", ".join(f"{k} {v}" for k, v in f.items()))
        self.finals = finals
        for s in range(self.players):
            self.say(f"{self.seat_name(s)} scores {scores[s]}: {details[s]}.")
        if self.solo:
            won = scores[0] >= D.SOLO_TARGET
            self.finish(scores, winners=[0] if won else [], details=details, ranking=[1 if won else 2],
                        reason=f"solo target {D.SOLO_TARGET}")
        else:
            self.finish(scores, details=details)

    # ------------------------------------------------------------------ copies
    def clone(self) -> "PragaCaputRegni":
        twin = self._twin()
        for name in _STATE:
            setattr(twin, name, copy.deepcopy(getattr(self, name)))
        twin.finals = copy.deepcopy(self.finals)
        return twin

    def check_invariants(self) -> None:
        tiles = sorted(s["tile"] for s in self.wheel if s is not None)
        t = self.turn
        if t["phase"] not in ("choose", "done"):
            tiles = sorted(tiles + [t["tile"]])
        assert tiles == list(range(len(D.TILES))), f"crane tiles {tiles}"
        built = [v["b"] for v in self.city.values()]
        everywhere = built + [b for b in self.market_b if b is not None] + self.pile_b
        removed = len(D.BUILDINGS) - len(everywhere)
        assert len(set(everywhere)) == len(everywhere), "a building is in two places"
        assert removed >= 0 and (self.solo or removed == 0), "buildings went missing"
        assert sorted(built) == sorted(b for p in self.ps for b in p["buildings"])
        walls = [w for p in self.ps for w in p["walls"]] + [w for w in self.market_w if w is not None] + self.pile_w
        assert sorted(walls) == list(range(len(D.WALLS))), "wall tiles are not conserved"
        for p in self.ps:
            for k in RES:
                assert p[k] >= 0, f"negative {k}"
            assert 1 <= p["mines"] <= D.MINE_MAX and 1 <= p["quarry"] <= D.MINE_MAX
            assert 0 <= p["univ"] <= D.UNIV_MAX and 0 <= p["tech"] <= D.TECH_MAX
            assert 0 <= p["road"] <= len(D.ROAD)
            for tr in ("wall", "cathedral"):
                row, col = p["track"][tr]
                assert 0 <= row <= D.TRACK_ROWS and 0 <= col < D.TRACK_COLS
        for tr in ("wall", "cathedral"):
            assert len(set(self.top[tr])) == len(self.top[tr])
        for pz in range(len(D.PLAZAS)):
            assert self.plaza_done[pz] == self._plaza_full(pz)
        if t["stage"] == "turn" and t["phase"] != "done":
            assert self.ps[t["seat"]]["window"] >= 0
        if self.over:
            assert all(not q for q in self.pending)

    # ------------------------------------------------------------------ heuristic
    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        players = []
        for s, p in enumerate(self.ps):
            players.append({
                "name": self.seat_name(s), "gold": p["gold"], "stone": p["stone"], "egg": p["egg"], "window": p["window"],
                "score": p["score"], "mines": p["mines"], "quarry": p["quarry"],
                "mine_yield": self.mine_yield(s, "mines"), "quarry_yield": self.mine_yield(s, "quarry"),
                "univ": p["univ"], "tech": p["tech"], "road": p["road"], "final": p["final"],
                "techs": sorted(p["techs"]), "oneoff": list(p["oneoff"]),
                "active": sorted(x for x in p["techs"] if self._on(s, x)),
                "track": {k: list(v) for k, v in p["track"].items()},
                "walls": list(p["walls"]), "buildings": list(p["buildings"]), "upg": dict(p["upg"]),
                "turns": p["turns"], "symbols": self.symbols(s),
                "multiplier": sum(1 for m in D.UNIV_MARKS if p["univ"] >= m),
                "pending": [dict(d) for d in self.pending[s]],
                "final_now": self.final_parts(s),
            })
        t = self.turn
        return {
            "round": self.round, "turn_no": self.turn_no, "turns_total": D.TURNS_PER_PLAYER * self.players,
            "turn": {k: t[k] for k in ("seat", "phase", "space", "tile", "bonus", "did", "extra", "placing",
                                       "upgrading", "stage")},
            "wheel": [None if x is None else dict(x) for x in self.wheel],
            "city": {k: dict(v) for k, v in self.city.items()},
            "plaza_done": list(self.plaza_done), "plaza_cubes": [self.cubes(p) for p in range(len(D.PLAZAS))],
            "market_b": list(self.market_b), "market_w": list(self.market_w),
            "pile_b": len(self.pile_b), "pile_w": len(self.pile_w), "hunger": list(self.hunger),
            "top": {k: list(v) for k, v in self.top.items()}, "players": players, "solo": self.solo,
            "finals": copy.deepcopy(self.finals), "data": _STATIC,
        }


def _static() -> dict:
    return {
        "spaces": [dict(s, bonus=list(s["bonus"]), short=D.fx_short((s["bonus"],))) for s in D.SPACES],
        "tiles": [list(t) for t in D.TILES], "kinds": list(D.KINDS), "kind_names": dict(D.KIND_NAMES),
        "upgrade_effect": dict(D.UPGRADE_EFFECT),
        "buildings": [{**b, "fx": D.fx_text(b["fx"]), "short": D.fx_short(b["fx"])} for b in D.BUILDINGS],
        "walls": [{**w, "fx": D.fx_text(w["fx"]), "short": D.fx_short(w["fx"])} for w in D.WALLS],
        "plazas": [{"at": list(p["at"]), "upper": D.fx_text(p["upper"]), "short": D.fx_short(p["upper"]),
                    "lower": p["lower"]} for p in D.PLAZAS],
        "lots": {lot_id(c): ps for c, ps in D.LOTS.items()},
        "banners": {lot_id(c): {"cost": v[0], "points": v[1]} for c, v in D.NORTH_BANNERS.items()},
        "preprinted": {lot_id(c): v for c, v in D.PREPRINTED.items()},
        "road": [{"egg": D.fx_text(r["egg"]), "free": None if r["free"] is None else D.fx_text(r["free"]),
                  "egg_short": D.fx_short(r["egg"]), "free_short": None if r["free"] is None else D.fx_short(r["free"])}
                 for r in D.ROAD],
        "tracks": {k: {"name": v["name"], "pay": v["pay"], "tier_cost": {str(r): c for r, c in v["tier_cost"].items()},
                       "symbols": list(v["symbols"]),
                       "cells": {f"{r},{c}": [b[0], b[1]] for (r, c), b in v["cells"].items()}}
                   for k, v in D.TRACKS.items()},
        "row_points": list(D.ROW_POINTS), "tiers": list(D.TIER_OF_ROW), "top_rewards": list(D.TOP_REWARDS),
        "techs": {k: {"tier": v["tier"], "name": v["name"], "text": v["text"]} for k, v in D.TECHS.items()},
        "tech_icons": {str(k): v for k, v in D.TECH_ICONS.items()}, "tech_max": D.TECH_MAX,
        "univ_marks": list(D.UNIV_MARKS), "univ_max": D.UNIV_MAX, "mine_max": D.MINE_MAX,
        "mine_bonus": list(D.MINE_BONUS_LEVELS), "turns": D.TURNS_PER_PLAYER,
    }


_STATIC = _static()
