"""Scripted positions of Parks for tests and lessons (part of :class:`.rules.Parks`)."""

from __future__ import annotations

from ...engine import OptionError
from . import data as D
from .data import CANTEENS, GEAR, PARKS, PASSIONS, RES, SEASON_TILES, TRAIL_END


class PositionMixin:
    """Part of :class:`.rules.Parks`."""

    # ------------------------------------------------------------------ positions (tests, lessons)
    POSITION_KEYS = ("badge", "campfire", "canteen_display", "canteens", "first", "gear", "gear_market",
                     "hikers", "mover", "pack", "park_display", "passion", "photos", "reserved", "season",
                     "shutterbug", "tiles", "trail", "visited", "weather", "die")

    def _set_position(self, position: dict) -> None:
        """Scripted positions. Keys (all optional): ``trail`` (8 tile kinds for spots 1-4, 6-9),
        ``weather`` ({spot: "sun"/"water"/None}), ``shutterbug`` (spot), ``hikers`` ([[a, b]] per seat),
        ``pack`` ([{resource: n}] per seat), ``canteens`` (per seat, 3 rows of [token or None, token or
        None, watered]), ``gear`` / ``reserved`` / ``visited`` (id lists per seat), ``photos``,
        ``campfire`` (bool per seat), ``passion`` (id per seat), ``park_display``, ``gear_market``,
        ``canteen_display`` (ids), ``tiles`` (3 season tile ids), ``season`` (0-2), ``first``,
        ``mover`` (whose turn), ``badge`` (seat or None), ``die`` (next trail-die faces)."""
        if not isinstance(position, dict):
            raise OptionError("A Parks position is an object.")
        known = self.POSITION_KEYS
        unknown = sorted(str(k) for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Parks position has no key {unknown[0]!r} (known: {', '.join(known)}).")
        n = self.players
        p = position

        def per_seat(key, check):
            value = p[key]
            if not isinstance(value, list) or len(value) != n:
                raise OptionError(f"position {key!r} must list one entry per player ({n}).")
            return [check(v, s) for s, v in enumerate(value)]

        def ids(key, table, value, limit=99):
            if not isinstance(value, list) or len(value) > limit or not all(
                    isinstance(x, str) and x in table for x in value):
                raise OptionError(f"position {key!r} must be a list of known ids ({next(iter(table))}, ...).")
            return list(value)

        used_parks: list[str] = []
        used_gear: list[str] = []
        used_canteens: list[str] = []
        if "trail" in p:
            t = p["trail"]
            if not isinstance(t, list) or sorted(x if isinstance(x, str) else "" for x in t) != sorted(D.SITES):
                raise OptionError("position 'trail' must list the 8 trail-site tiles once each.")
            self.trail = dict(zip(D.TILE_SPOTS, t))
            self.trail[D.PARKS_SITE] = "parks"
        if "weather" in p:
            w = p["weather"]
            if not isinstance(w, dict):
                raise OptionError("position 'weather' must map spots 1-9 to 'sun', 'water' or None.")
            new = {pos: None for pos in range(1, 10)}
            for k, v in w.items():
                if str(k) not in {str(i) for i in range(1, 10)} or v not in ("sun", "water", None):
                    raise OptionError("position 'weather' must map spots 1-9 to 'sun', 'water' or None.")
                new[int(k)] = v
            self.weather = new
        if "shutterbug" in p:
            sb = p["shutterbug"]
            if not isinstance(sb, int) or isinstance(sb, bool) or sb not in self.trail or self.trail[sb] == "parks":
                raise OptionError("position 'shutterbug' must be a trail spot with a tile (1-4, 6-9).")
            self.shutterbug = sb
        if "hikers" in p:
            def hk(v, s):
                if (not isinstance(v, list) or len(v) != 2
                        or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 10 for x in v)):
                    raise OptionError(f"position 'hikers' seat {s}: two spots from 0 to 10.")
                return list(v)
            self.hikers = per_seat("hikers", hk)
        if "pack" in p:
            def pk(v, s):
                if not isinstance(v, dict) or not all(k in RES and isinstance(x, int) and not isinstance(x, bool)
                                                      and 0 <= x <= 50 for k, x in v.items()):
                    raise OptionError(f"position 'pack' seat {s}: resource counts 0-50 by name ({', '.join(RES)}).")
                return {r: v.get(r, 0) for r in RES}
            self.pack = per_seat("pack", pk)
        if "canteens" in p:
            def ct(v, s):
                if not isinstance(v, list) or len(v) != 3:
                    raise OptionError(f"position 'canteens' seat {s}: three rows of [token, token, watered].")
                rows = []
                for row in v:
                    if (not isinstance(row, list) or len(row) != 3 or not isinstance(row[2], bool)
                            or not all(x is None or (isinstance(x, str) and x in CANTEENS) for x in row[:2])):
                        raise OptionError(f"position 'canteens' seat {s}: three rows of [token, token, watered].")
                    rows.append({"slots": list(row[:2]), "water": row[2]})
                    used_canteens.extend(x for x in row[:2] if x)
                return rows
            self.canteens = per_seat("canteens", ct)
        for key in ("gear", "reserved", "visited"):
            if key in p:
                table = GEAR if key == "gear" else PARKS
                value = per_seat(key, lambda v, s, key=key, table=table: ids(key, table, v))
                setattr(self, key, value)
                (used_gear if key == "gear" else used_parks).extend(x for v in value for x in v)
        if "photos" in p:
            self.photos = per_seat("photos", lambda v, s: self._int(v, "photos", 0, 99))
        if "campfire" in p:
            def cf(v, s):
                if not isinstance(v, bool):
                    raise OptionError("position 'campfire' must be true or false per player.")
                return v
            self.campfire = per_seat("campfire", cf)
        if "passion" in p:
            def ps(v, s):
                if v not in PASSIONS:
                    raise OptionError(f"position 'passion': no passion {v!r} (known: {', '.join(PASSIONS)}).")
                return v
            self.passion = per_seat("passion", ps)
        for key, table, limit, sink in (("park_display", PARKS, 3, used_parks), ("gear_market", GEAR, 3, used_gear),
                                        ("canteen_display", CANTEENS, 3, used_canteens)):
            if key in p:
                setattr(self, key, ids(key, table, p[key], limit))
                sink.extend(p[key])
        if "tiles" in p:
            t = p["tiles"]
            if (not isinstance(t, list) or len(t) != 3
                    or not all(isinstance(x, str) and x in SEASON_TILES and SEASON_TILES[x].season == i
                               for i, x in enumerate(t))):
                raise OptionError("position 'tiles' must name a spring, a summer and a fall season tile.")
            self.tiles = list(t)
        if "season" in p:
            self.season = self._int(p["season"], "season", 0, 2)
        if "first" in p:
            self.first = self._int(p["first"], "first", 0, n - 1)
        if "badge" in p:
            self.badge = None if p["badge"] is None else self._int(p["badge"], "badge", 0, n - 1)
        self.forced_die = []
        if "die" in p:
            d = p["die"]
            if not isinstance(d, list) or len(d) > 50 or not all(x in D.DIE for x in d):
                raise OptionError(f"position 'die' must list trail-die faces ({', '.join(D.DIE)}).")
            self.forced_die = list(d)
        for name, used in (("park", used_parks), ("gear", used_gear), ("canteen", used_canteens)):
            if len(used) != len(set(used)):
                raise OptionError(f"position: a {name} appears twice.")
        self.park_deck = [x for x in self.park_deck if x not in used_parks and x not in self.park_display]
        self.gear_deck = [x for x in self.gear_deck if x not in used_gear and x not in self.gear_market]
        self.canteen_stack = [x for x in self.canteen_stack if x not in used_canteens
                              and x not in self.canteen_display]
        self.mover = self.first
        if "mover" in p:
            self.mover = self._int(p["mover"], "mover", 0, n - 1)
        if all(x == TRAIL_END for x in self.hikers[self.mover]):
            raise OptionError("position 'mover': that player has both hikers at Trail's End.")

    @staticmethod
    def _int(v, key, lo, hi) -> int:
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            raise OptionError(f"position {key!r} must be a whole number from {lo} to {hi}.")
        return v
