"""The ``builder`` bot: prices rooms as Master Builder and builds towards its bonus cards.

As Master Builder it keeps the room it wants most on the cheapest price and asks the most
for the rooms its rivals would score best with. As a buyer it weighs each room's best
placement (immediate points, connection bonuses, completion rewards, progress on its bonus
cards and the King's Favors, doorways left open) against the price, with marks worth less
as the game nears its end, and passes when nothing is worth its price. Its placements avoid
doorways that face walls (such rooms can never be completed).
"""

from __future__ import annotations


from ...engine.bots import Bot
from . import data as D
from .data import BONUS_CARDS, ROOM, SIZES, tile
from .scoring import bonus_value, favor_value, is_room, room_points, size_counts, stats

#: how many rooms of a kind a castle tends to end with (our estimate, for the value of a card)
_EXPECT = {"type": 3.0, "size": 1.4, "every_size": 0.25, "every_type": 0.45, "hallways": 1.5, "entrances": 4.0,
           "square": 3.0, "money": 2.0, "stairs": 1.0, "completed": 4.0, "circular": 2.5}
_REWARD = {"activity": 5.0, "living": 3.0, "food": 2.5, "utility": 3.0, "sleeping": 0.8, "corridor": 1.2,
           "downstairs": 2.0}


def mark_value(game) -> float:
    """Points one mark is worth to a builder now (money buys rooms early, scores 1 per 10000 late)."""
    left = len(game.deck) / max(1, D.ROOM_CARDS_PER_PLAYER * max(2, game.players))
    return 1 / 10000 + left * (1 / 3500 - 1 / 10000)


def card_potential(card: str, st: dict | None = None) -> float:
    b = BONUS_CARDS[card]
    now = bonus_value(card, st) if st else 0
    return max(now, b["points"] * _EXPECT[b["kind"]])


def estimate(game, seat: int) -> float:
    """A seat's expected final points from what it can see."""
    c = game.castles[seat]
    st = size_counts(c, stats(c, game.money[seat]))
    total = game.score[seat] + game.money[seat] * mark_value(game)
    total += sum(bonus_value(card, st) for card in game.bonus[seat])
    for f in game.favors:
        mine = favor_value(f, st)
        others = [favor_value(f, size_counts(o, stats(o, game.money[s])))
                  for s, o in enumerate(game.castles) if s != seat]
        if mine > 0:
            total += 8 if all(mine >= v for v in others) else 3
    return total


def evaluate(game, seat: int) -> float:
    if game.over:
        scores = game.result()["scores"]
        others = [v for s, v in enumerate(scores) if s != seat]
        if not others:
            return max(-1.0, min(1.0, (scores[seat] - 60) / 60))
        return max(-1.0, min(1.0, (scores[seat] - max(others)) / 30))
    mine = estimate(game, seat)
    others = [estimate(game, s) for s in range(game.players) if s != seat]
    if not others:
        return max(-1.0, min(1.0, (mine - 60) / 60))
    return max(-1.0, min(1.0, (mine - max(others)) / 40))


def placement_value(game, seat: int, tid: str, spot, cards=None) -> float:
    """Points a placement is worth to ``seat``: immediate, completions, bonus cards, doorways."""
    c = game.castles[seat]
    before_open = len(c.open_doors("g")) + len(c.open_doors("d"))
    x, y, r, floor = spot
    i = c.add(tid, x, y, r, floor)
    try:
        value = _placed_value(game, c, i, floor)
        after_open = len(c.open_doors("g")) + len(c.open_doors("d"))
    finally:
        c.pop()
    value += 0.4 * min(after_open, 6) - 0.4 * min(before_open, 6)
    if after_open < 2:
        value -= 2.0
    cards = game.bonus[seat] if cards is None else cards
    t = tile(tid)
    for card in cards:
        b = BONUS_CARDS[card]
        if b["kind"] == "type" and b["arg"] == t["type"] and tid != "foyer":
            value += b["points"]
        elif b["kind"] == "size" and tid in ROOM and b["arg"] == t["size"]:
            value += b["points"]
        elif b["kind"] == "circular" and t["shape"].startswith("circle"):
            value += 1
        elif b["kind"] == "square" and t["shape"].startswith("square"):
            value += 1
        elif b["kind"] == "hallways" and tid == "hallway":
            value += 1
        elif b["kind"] == "stairs" and tid == "stairs":
            value += 2
    return value


def _placed_value(game, c, i: int, floor: str) -> float:
    value, _ = room_points(c, i)
    marks = mark_value(game)
    for k in {i} | c.connected(i):
        if not c.rooms[k]["done"] and is_room(c, k) and c.complete(k):
            kind = tile(c.rooms[k]["tile"])["type"]
            value += 10000 * marks if kind == "outdoor" else _REWARD.get(kind, 1.0)
            if kind == "living":
                value += room_points(c, k)[0] - 3.0
    blocked = sum(1 for edge, d in c.placed[i].doors
                  for f in (("g", "d") if floor == "b" else (floor,)) if c.door_state(i, f, edge, d)[0] == "blocked")
    if not is_room(c, i):
        return value          # hallways and stairs are never completed: walls in front of them cost nothing
    return value - 1.5 * blocked


def best_placement(game, seat: int, tid: str, limit: int = 0):
    spots = game.castles[seat].placements(tid)
    if limit and len(spots) > limit:
        spots = spots[::len(spots) // limit + 1]
    if not spots:
        return None, -99.0
    scored = [(placement_value(game, seat, tid, s), s) for s in spots]
    v, s = max(scored, key=lambda p: p[0])
    return s, v


class BuilderBot(Bot):
    level = "builder"

    def choose(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        phase = game.phase
        if phase == "keep":
            return min(actions, key=lambda a: card_potential(a.split()[1]))
        if phase == "price":
            return self._price(game, seat, actions)
        if phase == "buy":
            return self._buy(game, seat, actions)
        if phase == "place":
            tid = game.placing["tile"]
            best, best_v = actions[0], -1e9
            for a in actions:
                _w, x, y, r, *rest = a.split()
                floor = "d" if rest or (tid in ROOM and ROOM[tid]["type"] == "downstairs") else \
                    ("b" if tid == "stairs" else "g")
                v = placement_value(game, seat, tid, (int(x), int(y), int(r), floor)) + self.rng.random() * 1e-3
                if v > best_v:
                    best, best_v = a, v
            return best
        if phase == "reward":
            kind = game.pending[0]["kind"]
            if kind == "utility":
                return max(actions, key=lambda a: card_potential(a.split()[1]))
            if kind == "corridor":
                return actions[0]
            if kind == "wild":
                return "reward activity" if mark_value(game) < 5 / 10000 else "reward outdoor"
            if kind == "sleeping":
                wanted = [BONUS_CARDS[b]["arg"] for b in game.bonus[seat] if BONUS_CARDS[b]["kind"] == "size"]
                for size in wanted:
                    for k in (2, 1):
                        if f"cards {k} {size}" in actions:
                            return f"cards {k} {size}"
                return "cards none"
            return actions[0]
        return self.rng.choice(actions)

    def _price(self, game, seat: int, actions: list) -> str:
        rooms = [m["room"] for m in game.pricing]
        mine = {r: best_placement(game, seat, r)[1] for r in rooms}
        theirs = {r: max(best_placement(game, s, r, limit=24)[1] for s in range(game.players) if s != seat) for r in rooms}
        free = sorted(int(a.split()[1]) for a in actions)
        favourite = max(rooms, key=lambda r: mine[r] - 0.5 * theirs[r])
        order = [favourite] + sorted((r for r in rooms if r != favourite), key=lambda r: theirs[r])
        # the favourite takes the cheapest free price; the others climb by how much rivals want them
        slot = {}
        rest = list(free)
        slot[favourite] = rest.pop(0)
        for r in order[1:]:
            slot[r] = rest.pop(0)
        return f"price {slot[rooms[0]]}"

    def _buy(self, game, seat: int, actions: list) -> str:
        marks = mark_value(game)
        best, best_v = "pass", D.PASS_MONEY * marks
        # a castle that fits few of the rooms on offer needs hallways or stairs to grow again
        fitting = sum(1 for a in actions if a.startswith("buy "))
        unlock = 8.0 if fitting == 0 else 3.0 if fitting == 1 else 0.0
        for a in actions:
            word, _, arg = a.partition(" ")
            if word == "buy":
                m = game.market[game.prices.index(int(arg))]
                _s, v = best_placement(game, seat, m["room"])
                v -= (int(arg) - m["coins"]) * marks
            elif word in ("hallway", "stairs"):
                _s, v = best_placement(game, seat, word)
                c = game.castles[seat]
                if len(c.open_doors("g")) > 2 and word == "hallway":
                    v -= 2
                if word == "stairs" and not any(BONUS_CARDS[b]["kind"] in ("stairs",) or
                                                BONUS_CARDS[b]["arg"] == "downstairs" for b in game.bonus[seat]):
                    v -= 1.5
                v += unlock - D.CORRIDOR_PRICE * marks
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        return best
