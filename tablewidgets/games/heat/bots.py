"""A driver for Heat: gear and card choice with corner planning, and a Heat budget.

The ``driver`` bot looks at every gear it may take and every set of cards it
could play, estimates where that lands (a Stress or + counts 2.5 on average,
4 when checking the worst case against the Engine) and what the corners on
the way cost in Heat, weighing Heat by how much race is left and how full
the Engine is. It cools down whenever it can, boosts and slipstreams only
when no corner makes that expensive and enough Heat stays in reserve for the
corners still ahead, and discards the cards that slow it on straights.
Following the strategy notes, it spends Heat freely on the last lap.

>>> import tablewidgets as tw
>>> g = tw.new("heat", players=1, seed=3, cars=3, laps=1)
>>> bot = DriverBot(seed=1)
>>> while not g.over:
...     g.play(bot.choose(g, 0), seat=0)
>>> g.result()["ranking"][0] in (1, 2, 3)
True
"""

from __future__ import annotations

import itertools
import random

from .cards import GEAR_COOL, effect, value
from .legends import lines_between

#: Upgrade preference for the garage draft, best first (our own judgement).
DRAFT_ORDER = ("turbo", "grip", "slicks", "nitro", "radiator", "ice", "kick", "paddles", "tow", "wing", "light",
               "calm", "setup", "launch", "fan", "vents", "focus", "telemetry", "spares", "crew", "nose", "fin",
               "bare", "stiff")
AVERAGE_PLUS = 2.5


def _progress(game, car_id: int) -> float:
    car = game.cars[car_id]
    if car["place"] is not None:
        return game.finish_line + 20 - 4 * car["place"]
    return car["pos"] - 0.3 * car["spot"]


def evaluate(game, seat: int) -> float:
    """Race position of ``seat``'s car against the others, in [-1, 1]."""
    if game.over:
        place = game.cars[seat]["place"]
        n = len(game.cars)
        return 1.0 - 2.0 * (place - 1) / max(1, n - 1)
    mine = _progress(game, seat) + 0.4 * game.engine[seat] - 0.5 * game.hand[seat].count("heat")
    others = [_progress(game, i) for i in range(len(game.cars)) if i != seat]
    best = max(others) if others else mine
    mean = sum(others) / len(others) if others else mine
    return max(-1.0, min(1.0, (mine - 0.5 * (best + mean)) / 40.0))


def corner_cost(game, start: int, end: int, speed: float, adjust: int = 0) -> float:
    """Heat that corners between ``start`` and ``end`` ask at this speed."""
    return sum(max(0.0, speed - game.corner_limit(corner) - adjust)
               for _, corner in lines_between(game.track, start, end, game.finish_line))


def next_corner(game, pos: int):
    """(distance, limit) of the next corner line after ``pos`` (before the finish), or None."""
    ahead = lines_between(game.track, pos, pos + game.track.length, game.finish_line)
    if not ahead:
        return None
    line, corner = ahead[0]
    return line - pos, game.corner_limit(corner)


class DriverBot:
    level = "driver"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "<DriverBot>"

    def choose(self, game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        phase = game.phase
        if phase == "draft":
            market = [a.split()[1] for a in actions]
            return "pick " + min(market, key=lambda c: DRAFT_ORDER.index(c) if c in DRAFT_ORDER else 99)
        if phase == "plan":
            return self._plan(game, seat, actions)
        if phase == "react":
            return self._react(game, seat, actions)
        return self._discard(game, seat, actions)

    # ---------------------------------------------------------------- planning
    def _heat_weight(self, game, seat: int, end: float, engine: int) -> float:
        if end >= game.finish_line:
            return 0.2                    # Heat left at the finish is worth nothing
        left = (game.finish_line - end) / game.track.length     # laps still to drive
        weight = 1.0 + 1.2 * left / game.laps + 3.0 / (engine + 1)
        return weight * (0.5 + 0.5 * min(1.0, left))             # spend more freely on the last lap

    def _score(self, game, seat: int, gear: int, cards: tuple, cluttered: bool) -> float:
        car = game.cars[seat]
        pos = car["pos"]
        engine = game.engine[seat] - game._plan_cost(seat, gear) - sum(effect(c, "heat") for c in cards)
        if cluttered:
            return -50.0 + engine
        fixed = sum(value(c) for c in cards)
        pluses = sum(effect(c, "plus") for c in cards)
        adjust = sum(effect(c, "limit") for c in cards)
        speed = fixed + AVERAGE_PLUS * pluses
        worst = fixed + 4 * pluses
        end = pos + speed
        cost = corner_cost(game, pos, int(end), speed, adjust)
        worst_cost = corner_cost(game, pos, pos + worst, worst, adjust)
        w = self._heat_weight(game, seat, end, engine)
        score = min(end, game.finish_line + 6) - pos - w * (cost + game._plan_cost(seat, gear))
        if cost > engine:
            score -= 30 + 5 * gear                       # a likely spin-out
        elif worst_cost > engine:
            score -= 6 * (worst_cost - engine) / max(1, pluses)
        heat_in_hand = game.hand[seat].count("heat")
        score += 0.7 * min(GEAR_COOL[gear], heat_in_hand)
        score += 0.2 * sum(1 for c in cards if c == "stress")        # clears the hand
        return score

    def _options(self, game, seat: int, gear: int, chosen: list):
        hand = [c for c in game.hand[seat] if c != "heat"]
        room = game.engine[seat] - game._plan_cost(seat, gear) - sum(effect(c, "heat") for c in chosen)
        need = gear - len(chosen)
        seen = set()
        if len(hand) < need:
            yield tuple(chosen) + tuple(hand), True
            return
        for combo in itertools.combinations(sorted(hand), need):
            if combo in seen or sum(effect(c, "heat") for c in combo) > room:
                continue
            seen.add(combo)
            yield tuple(chosen) + combo, False

    def _plan(self, game, seat: int, actions: list) -> str:
        plan = game.plan[seat]
        if plan["gear"] is None:
            best, best_score = actions[0], -1e9
            for action in actions:
                gear = int(action.split()[1])
                for cards, cluttered in self._options(game, seat, gear, []):
                    s = self._score(game, seat, gear, cards, cluttered) + self.rng.random() * 1e-3
                    if s > best_score:
                        best, best_score = action, s
            return best
        best_cards, best_score = None, -1e9
        for cards, cluttered in self._options(game, seat, plan["gear"], list(plan["cards"])):
            s = self._score(game, seat, plan["gear"], cards, cluttered)
            if s > best_score:
                best_cards, best_score = cards, s
        if best_cards:
            for card in best_cards[len(plan["cards"]):]:
                if f"play {card}" in actions:
                    return f"play {card}"
        return actions[0]

    # ---------------------------------------------------------------- react
    def _extra_cost(self, game, seat: int, move: int, speed_gain: float) -> float:
        """Extra corner Heat if the car moves ``move`` more spaces with ``speed_gain`` more speed."""
        t = game.turn
        pos = game.cars[t["car"]]["pos"]
        speed = game._speed()
        now = corner_cost(game, t["start"], pos, speed, t["limit"])
        then = corner_cost(game, t["start"], int(pos + move), speed + speed_gain, t["limit"])
        return then - now

    def _react(self, game, seat: int, actions: list) -> str:
        t = game.turn
        engine = game.engine[seat]
        pos = game.cars[t["car"]]["pos"]
        need_now = corner_cost(game, t["start"], pos, game._speed(), t["limit"])
        spare = engine - need_now
        for simple in ("cool", "supercool", "reduce"):
            if simple in actions:
                return simple
        salvage = [a for a in actions if a.startswith("salvage ")]
        for want in ("salvage 4", "salvage 5", "salvage 3"):
            if want in salvage:
                return want
        if "adrenaline" in actions and self._extra_cost(game, seat, 1, 1) <= 0:
            return "adrenaline"
        if "accelerate" in actions and self._extra_cost(game, seat, t["plus"], t["plus"]) <= 0:
            return "accelerate"
        for action in actions:
            if action.startswith("direct "):
                card = action.split()[1]
                if self._extra_cost(game, seat, value(card), value(card)) <= 0:
                    return action
        drafts = [a for a in actions if a.startswith("draft ")]
        for action in reversed(drafts):
            if self._extra_cost(game, seat, int(action.split()[1]), 0) <= 0:
                return action
        if "boost" in actions:
            worst = self._extra_cost(game, seat, 4, 4)
            near_end = pos + 4 >= game.finish_line - 2
            corners_left = len(lines_between(game.track, pos, game.finish_line, game.finish_line))
            reserve = min(3, (corners_left + 1) // 2)       # keep some Heat for the corners to come
            if (worst <= 0 and spare - 1 >= reserve) or (near_end and worst + 1 <= spare):
                return "boost"
        if "slip" in actions:
            gain = 2 + t["slip"]
            if self._extra_cost(game, seat, gain, 0) <= 0 or self._extra_cost(game, seat, gain, 0) < spare - 2:
                return "slip"
        return "done"

    # ---------------------------------------------------------------- discard
    def _discard(self, game, seat: int, actions: list) -> str:
        refresh = [a for a in actions if a.startswith("refresh ")]
        if refresh:
            return refresh[0]
        hand = game.hand[seat]
        pos = game.cars[seat]["pos"]
        ahead = next_corner(game, pos)
        far = ahead is None or ahead[0] > 12
        for card in ("0",):
            if f"discard {card}" in actions:
                return f"discard {card}"
        if far and hand.count("1") >= 2 and "discard 1" in actions:
            return "discard 1"
        return "done"


def _mcts(seed=None):
    from ...engine.bots import MCTSBot
    return MCTSBot(iterations=300, seed=seed, rollout_depth=12)


LEVELS = {"driver": lambda seed=None: DriverBot(seed=seed), "mcts": _mcts}
