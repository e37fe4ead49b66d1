"""The rules model of Twinkle Twinkle (see the package docstring for the notation)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from . import sky as skymod
from .data import (CELL_INDEX, CELLS, CONSTELLATION_COUNT_POINTS, CONSTELLATION_POINTS, DIR_NAMES, DIR_WORDS,
                   KIND_NAME, KINDS, NOVA_POINTS, OPTION_NAME, REFERENCES, ROW_SIZES, SCORED_KINDS, SIDES, STANDEES,
                   TILE_IDS, TILES)

_TAKE_RE = re.compile(r"^(?:take|t|pick)?\s*#?\s*(\d+)$")
_PLACE_RE = re.compile(r"^([a-z])\s*(\d+)\s*(.*)$")
_TRANSFORM_RE = re.compile(r"^([rf])\s*([0-3])$")
_ALIASES = {"NORTH": "N", "SOUTH": "S", "EAST": "E", "WEST": "W"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def tile_name(tid: str) -> str:
    t = TILES[tid]
    if t["kind"] == "star":
        return "nova star" if t["nova"] else "star"
    return KIND_NAME[t["kind"]]


def slow_last(tiles: list[str]) -> list[str]:
    """Slow tiles go to the right end of a row (keeping the order of the others)."""
    return [t for t in tiles if not TILES[t]["slow"]] + [t for t in tiles if TILES[t]["slow"]]


def parse_lines(text: str) -> int | None:
    """A line pattern like "n-se", "SE N", "north+east" as a mask, or None if it is not one."""
    text = re.sub(r"(north|south)[\s\-]*(east|west)", lambda m: m.group(1)[0] + m.group(2)[0], text.lower())
    tokens = [t for t in re.split(r"[\s,+/\-–]+", text.upper()) if t]
    if not tokens:
        return None
    mask = 0
    for tok in tokens:
        tok = _ALIASES.get(tok, tok)
        if tok not in DIR_NAMES:
            return None
        mask |= 1 << DIR_NAMES.index(tok)
    return mask


@register
class TwinkleTwinkle(Game):
    name = "twinkle_twinkle"
    title = "Twinkle Twinkle"
    tagline = "Draft night-sky tiles and join stars into constellations."
    minutes = 30
    weight = "family"
    designed_components = True
    static_keys = ('chart', 'references')
    blurb = ("Draft tiles of the night sky into your 5 by 4 star chart: join stars into constellations, "
             "and place asteroids, satellites, planets, black holes and comets where they score.")
    min_players = 2
    max_players = 4
    seat_names = ("Gold", "Blue", "Coral", "Mint")
    colors = ("#f2c14e", "#5dade2", "#ec7063", "#58d68d")
    bot_levels = ("random", "greedy", "planner", "mcts")
    default_bot = "planner"
    options = tuple(
        Option(OPTION_NAME[kind], SIDES, "green", f"{KIND_NAME[kind].capitalize()} scoring",
               f"green: {REFERENCES[kind]['green'][2]} blue: {REFERENCES[kind]['blue'][2]}",
               names=(("green", "Green side (gentle)"), ("blue", "Blue side (sharper)")))
        for kind in SCORED_KINDS)

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.sides = {kind: self.opts[OPTION_NAME[kind]] for kind in SCORED_KINDS}
        per_seat = STANDEES[self.players]
        self.standee_seat = [s for s in range(self.players) for _ in range(per_seat)]
        self.rounds = 20 * self.players // len(self.standee_seat)
        self.cur_size, self.next_size = ROW_SIZES[self.players]
        self.bag = sorted(TILE_IDS)                 # a multiset, kept in id order; draws pick at random
        self.skies = [[None] * len(CELLS) for _ in range(self.players)]
        self.row = slow_last(self._draw(self.cur_size))
        self.claim: list[int | None] = [None] * len(self.row)
        self.next_row = slow_last(self._draw(self.next_size))
        self.order = list(range(len(self.standee_seat)))
        self.rng.shuffle(self.order)                # standees dropped from cupped hands
        self.turn = 0
        self.round = 1
        self.holding: str | None = None
        self.last: dict | None = None

    def _draw(self, n: int) -> list[str]:
        out = []
        for _ in range(min(n, len(self.bag))):
            out.append(self.bag.pop(self.rng.randint(0, len(self.bag) - 1)))
        return out

    # ------------------------------------------------------------------ positions
    def _set_position(self, position: dict) -> None:
        """Start a round from a given position.

        Keys: ``skies`` (one dict per seat, space -> tile, e.g. ``{"b2": "star N-SE", "c2": "planet"}``;
        a tile is an id like ``st07`` or a kind: ``star``, ``nova``, ``asteroid``, ``satellite``,
        ``planet``, ``black hole``, ``comet``; stars name their lines as they lie), ``row`` and
        ``next_row`` (tiles, left to right; drawn from the bag when left out), ``order`` (standees in
        turn order, default 0, 1, ...). Every seat must have placed the same number of tiles, a whole
        number of rounds' worth; the round follows from it.
        """
        if not isinstance(position, dict):
            raise OptionError("A Twinkle Twinkle position is a dict with keys like 'skies', 'row', 'order'.")
        known = {"skies", "row", "next_row", "order"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Twinkle Twinkle position has no key {unknown[0]!r} "
                              f"(known: {', '.join(sorted(known))}).")
        pool = sorted(TILE_IDS)
        specs = position.get("skies", [{}] * self.players)
        if not isinstance(specs, list) or len(specs) != self.players or not all(isinstance(s, dict) for s in specs):
            raise OptionError(f"Position 'skies' must be a list of {self.players} dicts, one per seat.")
        # explicit ids are claimed first, so that kind names never take a tile named elsewhere
        wanted = [v.split()[0].lower() for s in specs for v in s.values() if isinstance(v, str) and v.split()]
        for key in ("row", "next_row"):
            wanted += [v.split()[0].lower() for v in position.get(key, []) or [] if isinstance(v, str) and v.split()]
        reserved = {w for w in wanted if w in TILES}
        skies = []
        for seat, spec in enumerate(specs):
            sky = [None] * len(CELLS)
            for cell, text in spec.items():
                if not isinstance(cell, str) or cell.lower() not in CELL_INDEX:
                    raise OptionError(f"{cell!r} in seat {seat}'s sky is not a space (a1 to e4).")
                tid, mask = self._resolve(text, pool, reserved, f"space {cell} of seat {seat}", in_sky=True)
                sky[CELL_INDEX[cell.lower()]] = (tid, mask)
            skies.append(sky)
        filled = [sum(1 for e in sky if e is not None) for sky in skies]
        per_seat = STANDEES[self.players]
        if len(set(filled)) != 1 or filled[0] % per_seat or filled[0] // per_seat >= self.rounds:
            raise OptionError(f"Every sky must hold the same whole number of rounds' worth of tiles "
                              f"({per_seat} per round, fewer than {len(CELLS)}), not {filled}.")
        self.round = filled[0] // per_seat + 1
        self.skies = skies
        rows = {}
        for key, size in (("row", self.cur_size), ("next_row", self.next_size if self.round < self.rounds else 0)):
            given = position.get(key)
            if given is None:
                rows[key] = None
                continue
            if not isinstance(given, list) or len(given) != size:
                raise OptionError(f"Position {key!r} must list {size} tiles in round {self.round}.")
            rows[key] = [self._resolve(t, pool, reserved, f"{key} tile {i + 1}", in_sky=False)[0]
                         for i, t in enumerate(given)]
        self.bag = sorted(pool)
        for key, size in (("row", self.cur_size), ("next_row", self.next_size if self.round < self.rounds else 0)):
            if rows[key] is None:
                rows[key] = slow_last(self._draw(size))
        self.row, self.next_row = rows["row"], rows["next_row"]
        self.claim = [None] * len(self.row)
        order = position.get("order", list(range(len(self.standee_seat))))
        if not isinstance(order, list) or sorted(order) != list(range(len(self.standee_seat))):
            raise OptionError(f"Position 'order' must list the standees 0 to {len(self.standee_seat) - 1} once each.")
        self.order = list(order)
        self.turn = 0
        self.holding = None
        self.last = None

    def _resolve(self, text, pool: list, reserved: set, where: str, in_sky: bool) -> tuple[str, int]:
        """A tile spec (id or kind, then lines) as (tile id, lines as laid), taken out of ``pool``."""
        if not isinstance(text, str) or not text.split():
            raise OptionError(f"The tile for {where} must be a text like 'planet' or 'star N-SE'.")
        head, _, rest = text.strip().partition(" ")
        head, rest = head.lower(), rest.strip()
        if head == "black" and rest.lower().startswith("hole"):
            head, rest = "black_hole", rest[4:].strip()
        mask = parse_lines(rest) if rest else None
        if rest and mask is None:
            raise OptionError(f"{rest!r} for {where} is not a set of line directions like 'N-SE'.")
        if head in TILES:
            if head not in pool:
                raise OptionError(f"Tile {head} for {where} is used twice.")
            candidates = [head]
        else:
            kind = {"nova": "star"}.get(head, head)
            if kind not in KIND_NAME:
                raise OptionError(f"{head!r} for {where} is neither a tile id nor a kind of tile.")
            candidates = [t for t in pool if TILES[t]["kind"] == kind and t not in reserved
                          and (kind != "star" or TILES[t]["nova"] == (head == "nova"))]
        if mask is not None:
            candidates = [t for t in candidates if mask in skymod.orientations(t)]
        elif in_sky and candidates and TILES[candidates[0]]["kind"] == "star" and head not in TILES:
            raise OptionError(f"The star for {where} needs its lines, like 'star N-SE'.")
        if not candidates:
            raise OptionError(f"No tile is left that fits {text!r} for {where}.")
        tid = candidates[0]
        pool.remove(tid)
        if TILES[tid]["kind"] != "star":
            if mask:
                raise OptionError(f"A {tile_name(tid)} has no lines ({where}).")
            return tid, 0
        return tid, (mask if mask is not None else skymod.orientations(tid)[0])

    # ------------------------------------------------------------------ queries
    @property
    def standee(self) -> int | None:
        """The standee whose turn it is."""
        return self.order[self.turn] if self.outcome is None and self.turn < len(self.order) else None

    def _to_move(self) -> tuple:
        return (self.standee_seat[self.order[self.turn]],)

    def free_slots(self) -> list[int]:
        return [i for i, t in enumerate(self.row) if t is not None and self.claim[i] is None]

    def empty_cells(self, seat: int) -> list[int]:
        return [i for i, e in enumerate(self.skies[seat]) if e is None]

    def placements(self, seat: int, tid: str) -> list[tuple[int, int]]:
        """Every (space, lines) the tile may take in the seat's sky."""
        return [(i, m) for i in self.empty_cells(seat) for m in skymod.orientations(tid)]

    def _legal(self, seat: int) -> list[str]:
        if self.holding is None:
            return [f"take {i + 1}" for i in self.free_slots()]
        return [self.place_text(i, m) for i, m in self.placements(seat, self.holding)]

    def place_text(self, cell: int, mask: int) -> str:
        if TILES[self.holding]["kind"] != "star":
            return CELLS[cell]
        return f"{CELLS[cell]} {skymod.pattern_text(mask)}"

    def score(self, seat: int) -> dict:
        return skymod.score(self.skies[seat], self.sides)

    # ------------------------------------------------------------------ parsing and refusals
    def _parse(self, text: str) -> str:
        t = " ".join(text.strip().lower().split())
        m = _TAKE_RE.match(t)
        if m:
            return f"take {int(m.group(1))}"
        m = _PLACE_RE.match(t)
        if not m:
            return t
        cell, rest = f"{m.group(1)}{int(m.group(2))}", m.group(3).strip()
        if self.holding is None or TILES[self.holding]["kind"] != "star":
            return f"{cell} {rest.upper()}".strip()
        tm = _TRANSFORM_RE.match(rest)
        if tm:
            base = skymod.mask_of(TILES[self.holding]["lines"])
            mask = skymod.turn(base, int(tm.group(2)), tm.group(1) == "f")
        elif not rest:
            mask = skymod.orientations(self.holding)[0]
        else:
            mask = parse_lines(rest)
            if mask is None:
                return f"{cell} {rest.upper()}"
        return f"{cell} {skymod.pattern_text(mask)}"

    def _why_illegal(self, seat: int, action: str) -> str | None:
        help_ = "take a tile with 'take 2', then place it with a space like 'b3' (stars add their lines: 'b3 N-SE')."
        m = re.match(r"^take (\d+)$", action)
        if m:
            if self.holding is not None:
                return f"You already hold a {tile_name(self.holding)}: place it in your sky before taking another tile."
            n = int(m.group(1))
            if not 1 <= n <= len(self.row):
                return f"The current row has {len(self.row)} places, numbered 1 to {len(self.row)}."
            if self.claim[n - 1] is not None:
                who = self.seat_name(self.standee_seat[self.claim[n - 1]])
                return f"The tile in place {n} was already taken by {who} this round: each tile goes to one player."
            return None
        m = _PLACE_RE.match(action)
        if not m:
            return f"{action!r} is not an action of Twinkle Twinkle: {help_}"
        if self.holding is None:
            return "Take a tile from the current row first; only then do you place it in your sky."
        cell = f"{m.group(1)}{m.group(2)}"
        if cell not in CELL_INDEX:
            return f"There is no space {cell}: your sky has columns a to e and rows 1 to 4."
        if self.skies[seat][CELL_INDEX[cell]] is not None:
            return f"Space {cell} of your sky is already filled: each space holds one tile."
        rest = m.group(3).strip()
        if TILES[self.holding]["kind"] != "star":
            return f"A {tile_name(self.holding)} has no lines to turn: place it with just the space, like '{cell}'."
        shapes = ", ".join(skymod.pattern_text(x) for x in skymod.orientations(self.holding))
        return (f"Turned or flipped, your {tile_name(self.holding)} can only show these lines: {shapes}; "
                f"{rest or 'that'} is not one of them.")

    # ------------------------------------------------------------------ playing
    def _apply(self, seat: int, action: str) -> None:
        if action.startswith("take "):
            slot = int(action[5:]) - 1
            self.claim[slot] = self.order[self.turn]
            self.holding = self.row[slot]
            self.row[slot] = None
            return
        cell, _, lines = action.partition(" ")
        mask = skymod.mask_of(lines.split("-")) if lines else 0
        self.skies[seat][CELL_INDEX[cell]] = (self.holding, mask)
        self.holding = None
        self.last = {"seat": seat, "cell": cell}
        self.turn += 1
        if self.turn == len(self.order):
            self._end_round()

    def _end_round(self) -> None:
        # the standees' places in this row, left to right, are the next round's order
        new_order = [s for s in self.claim if s is not None]
        leftover = [t for t, s in zip(self.row, self.claim) if t is not None and s is None]
        if self.round == self.rounds:
            self._final_scoring(leftover)
            return
        self.round += 1
        self.row = slow_last(leftover + self.next_row)
        self.claim = [None] * len(self.row)
        self.next_row = slow_last(self._draw(self.next_size)) if self.round < self.rounds else []
        self.order = new_order
        self.turn = 0
        self.say(f"Round {self.round} of {self.rounds} begins: "
                 + ", ".join(self.seat_name(self.standee_seat[s]) for s in self.order) + " choose in that order.")

    def _final_scoring(self, leftover: list[str]) -> None:
        self.row = leftover
        self.claim = [None] * len(self.row)
        totals = [self.score(s)["total"] for s in range(self.players)]
        best = max(totals)
        winners = [s for s, v in enumerate(totals) if v == best]
        reason = "Every sky is full. " + ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(totals)) + "."
        self.say(reason)
        self.finish(totals, winners, reason=reason, details=[self._score_words(s) for s in range(self.players)])

    def _score_words(self, seat: int) -> str:
        parts = self.score(seat)
        objects = ", ".join(f"{k.replace('_', ' ')}s {parts[k]}" for k in
                            ("asteroid", "satellite", "planet", "black_hole", "comet"))
        return (f"constellations {parts['largest_points'] + parts['second_points'] + parts['count_points']}, "
                f"novas {parts['nova_points']}, {objects}")

    # ------------------------------------------------------------------ copies
    def clone(self) -> "TwinkleTwinkle":
        """A fast independent copy (bots clone on every search iteration)."""
        twin = self._twin("bag", "row", "claim", "next_row", "order", "standee_seat", "sides", "last")
        twin.skies = [list(s) for s in self.skies]
        return twin

    # ------------------------------------------------------------------ views and words
    def _tile_view(self, tid: str, mask: int | None = None) -> dict:
        t = TILES[tid]
        lines = skymod.dirs_of(mask) if mask is not None else list(t["lines"])
        return {"id": tid, "kind": t["kind"], "nova": t["nova"], "slow": t["slow"], "lines": lines}

    def sky_view(self, seat: int) -> dict:
        sky = self.skies[seat]
        cells = {CELLS[i]: self._tile_view(e[0], e[1]) for i, e in enumerate(sky) if e is not None}
        groups = skymod.constellations(sky)
        return {
            "cells": cells,
            "links": [[CELLS[i], CELLS[j]] for i, j in skymod.links(sky)],
            "constellations": [{"cells": [CELLS[i] for i in g], "size": len(g), "counted": len(g) >= 2}
                               for g in groups],
            "v_joints": skymod.v_joints(sky),
            "score": skymod.score(sky, self.sides),
            "filled": len(cells),
        }

    def _view(self, seat: int | None) -> dict:
        bag_kinds = {k[0]: 0 for k in KINDS}
        for t in self.bag:
            bag_kinds[TILES[t]["kind"]] += 1
        holding = None
        if self.holding is not None and self.outcome is None:
            holding = {"seat": self._to_move()[0], "tile": self._tile_view(self.holding),
                       "orientations": [skymod.pattern_text(m) for m in skymod.orientations(self.holding)]}
        return {
            "sides": dict(self.sides),
            "references": [{"kind": k, "side": self.sides[k], "text": REFERENCES[k][self.sides[k]][2]}
                           for k in SCORED_KINDS],
            "chart": {"constellation_points": list(CONSTELLATION_POINTS),
                      "count_points": list(CONSTELLATION_COUNT_POINTS), "nova_points": NOVA_POINTS},
            "round": self.round,
            "rounds": self.rounds,
            "row": [{"slot": i + 1, "tile": self._tile_view(t) if t is not None else None,
                     "standee": self.claim[i],
                     "seat": self.standee_seat[self.claim[i]] if self.claim[i] is not None else None}
                    for i, t in enumerate(self.row)],
            "next_row": [self._tile_view(t) for t in self.next_row],
            "standees": list(self.standee_seat),
            "order": [{"standee": s, "seat": self.standee_seat[s], "done": i < self.turn or self.outcome is not None,
                       "slot": self.claim.index(s) + 1 if s in self.claim else None}
                      for i, s in enumerate(self.order)],
            "turn": self.turn if self.outcome is None else None,
            "holding": holding,
            "skies": [self.sky_view(s) for s in range(self.players)],
            "bag": len(self.bag),
            "bag_kinds": bag_kinds,
            "last": dict(self.last) if self.last else None,
        }

    def _lines_words(self, mask: int) -> str:
        words = [DIR_WORDS[d] for d in range(8) if mask >> d & 1]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        who = self.seat_name(seat)
        if action.startswith("take "):
            slot = int(action[5:]) - 1
            tid = self.row[slot] if 0 <= slot < len(self.row) else None
            what = f"the {tile_name(tid)}" if tid else "a tile"
            return (f"{who} takes {what} from place {slot + 1} of the row; "
                    f"that place also sets {who}'s turn in the next round.")
        cell, _, lines = action.partition(" ")
        what = tile_name(self.holding) if self.holding else "tile"
        if not lines:
            return f"{who} places the {what} on {cell}."
        mask = skymod.mask_of(lines.split("-"))
        text = f"{who} places the {what} on {cell}, lines pointing {self._lines_words(mask)}"
        if cell in CELL_INDEX and self.holding:
            sky = list(self.skies[seat])
            sky[CELL_INDEX[cell]] = (self.holding, mask)
            group = next(g for g in skymod.constellations(sky) if CELL_INDEX[cell] in g)
            if len(group) > 1:
                return text + f": a constellation of {len(group)} stars."
        return text + "."

    def label(self, action: str, seat: int | None = None) -> str:
        if action.startswith("take "):
            slot = int(action[5:]) - 1
            tid = self.row[slot] if 0 <= slot < len(self.row) else None
            return f"Take {slot + 1}: {tile_name(tid)}" if tid else action
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        if action.startswith("take "):
            return [f"row:{action[5:]}"]
        cell, _, lines = action.partition(" ")
        return [f"cell:{cell}/{lines}" if lines else f"cell:{cell}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat) + " " + self.outcome["reason"]
        who = self.seat_name(self._to_move()[0])
        when = f"round {self.round} of {self.rounds}"
        if self.holding is not None:
            if TILES[self.holding]["kind"] == "star":
                return (f"{who} places the {tile_name(self.holding)} ({when}): rotate or flip it, "
                        "then pick an empty space of the sky.")
            return f"{who} places the {tile_name(self.holding)} ({when}): pick an empty space of the sky."
        extra = ""
        if STANDEES[self.players] > 1:
            mine = [s for s in self.order if self.standee_seat[s] == self.standee_seat[self.standee]]
            extra = f", {ORDINALS[mine.index(self.standee)]} of two picks"
        return (f"{who} takes a tile from the row ({when}{extra}): "
                f"the further left, the earlier {who} chooses next round.")

    # ------------------------------------------------------------------ bots and checks
    def heuristic(self, seat: int) -> float:
        from .strategy import evaluate
        return evaluate(self, seat)

    @classmethod
    def extra_bots(cls) -> dict:
        from .strategy import bot_levels
        return bot_levels()

    def check_invariants(self) -> None:
        seen = list(self.bag) + [t for t in self.row if t is not None] + list(self.next_row)
        seen += [e[0] for sky in self.skies for e in sky if e is not None]
        if self.holding is not None:
            seen.append(self.holding)
        assert len(seen) == len(set(seen)) == len(TILE_IDS), "every tile is in exactly one place"
        assert self.bag == sorted(self.bag)
        for sky in self.skies:
            for e in sky:
                if e is not None:
                    assert e[1] in skymod.orientations(e[0]), f"{e} is not a way to lay that tile"
        per_seat = STANDEES[self.players]
        placed = [sum(1 for e in sky if e is not None) for sky in self.skies]
        if self.over:
            assert all(p == len(CELLS) for p in placed), "the game ends with every sky full"
            assert self.holding is None
            assert self.outcome["scores"] == [self.score(s)["total"] for s in range(self.players)]
            return
        assert 1 <= self.round <= self.rounds
        assert sorted(self.order) == list(range(len(self.standee_seat)))
        assert 0 <= self.turn < len(self.order)
        assert len(self.row) == len(self.claim) == self.cur_size
        assert len(self.next_row) == (self.next_size if self.round < self.rounds else 0)
        done = self.order[:self.turn]
        for seat in range(self.players):
            expected = (self.round - 1) * per_seat + sum(1 for s in done if self.standee_seat[s] == seat)
            assert placed[seat] == expected, f"seat {seat} has {placed[seat]} tiles, expected {expected}"
        claimed = [s for s in self.claim if s is not None]
        expected_claims = set(done) | ({self.standee} if self.holding is not None else set())
        assert set(claimed) == expected_claims and len(claimed) == len(expected_claims)
        for t, s in zip(self.row, self.claim):
            assert (t is None) == (s is not None), "a row place is empty exactly when a standee took its tile"
        assert self._legal(self._to_move()[0]), "the player to move always has an action"
