"""How a team plays Pandemic well enough: an evaluation of a position and a cooperative bot.

The evaluation adds what a table talks about: cures found, outbreaks, cities
close to an outbreak (weighted by how likely their infection card is to come
up soon, from what the table knows of the infection deck), how close each
colour is to a cure and how far its collector is from a research station.
``PlannerBot`` takes any seat: at the start of its turn it searches the rest
of the turn on copies (a beam of the best few action sequences; nothing is
drawn, so it never peeks at a deck) and follows that plan while the position
stays as expected. It answers trades with yes, discards its least useful
card, and plays events at the moments they matter (Resilient Population after
an epidemic, One Quiet Night before a dangerous infection step, Forecast to
push dangerous cards down, Airlift and Government Grant to reach a cure).

Measured with ``benchmarks/bench_pandemic.py``; the weights below were tuned
on seeded two-player introductory games.

>>> import tablewidgets as tw
>>> g = tw.new("pandemic", players=2, seed=4)
>>> bot = PlannerBot(seed=1)
>>> bot.choose(g, g.turn) in g.legal_actions(g.turn)
True
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, MCTSBot
from .data import COLOUR, DISTANCE, NEIGHBOURS, OUTBREAK_LIMIT

CUBE_PENALTY = (0.0, 1.0, 3.0, 9.0)
W_PROGRESS, W_TO_STATION, W_CARD, W_RISK = 60.0, 8.0, 0.5, 40.0
BEAM = 6
#: cities with many links: good places for research stations
HUBS = ("atlanta", "istanbul", "hong-kong", "bogota", "cairo", "delhi", "paris", "chicago", "bangkok",
        "mexico-city", "madrid", "shanghai", "karachi", "baghdad", "manila", "khartoum")


def station_distance(game, city: str) -> int:
    return min(DISTANCE[city][s] for s in game.stations)


def soon(game) -> set:
    """Cities whose infection card the table knows to be among the next few draws."""
    out, top = set(), len(game.infection_deck)
    if game.layers:
        size = game.layers[0][0]
        out.update(game.infection_deck[top - size:top])
    return out


def draw_chances(game, horizon: int = 2) -> dict:
    """Roughly how likely each city's infection card is to come up within the next ``horizon``
    infection steps: known piles on top first, then the rest of the deck; cards in the discard
    pile come back only through an epidemic (likely when the current player pile still hides one)."""
    rate = game.rate()
    deck, layers = game.infection_deck, game.layers
    out, top = {}, len(deck)
    left = rate * horizon
    for size, ordered in layers:
        cards = deck[top - size:top]
        if ordered:
            for i, c in enumerate(reversed(cards)):
                out[c] = 1.0 if i < left else 0.1
        else:
            for c in cards:
                out[c] = min(1.0, left / size) if left > 0 else 0.1
        left -= size
        top -= size
    base = deck[:top]
    for c in base:
        out[c] = max(left, 1.0) / max(len(base), 1)
    pile = game.piles[0] if game.piles else []
    epidemic = min(1.0, 2 * horizon / max(len(pile), 1)) if "epidemic" in pile else 0.1
    for c in game.infection_discard:
        out[c] = epidemic * min(1.0, rate / (len(game.infection_discard) + 1))
    return out


def evaluate_raw(game) -> float:
    """A score of the team's position: higher is better (about 100 per cure)."""
    if game.over:
        return 1000.0 if game.outcome["winners"] else -1000.0
    score = 0.0
    score += 100.0 * sum(game.cured) + 10.0 * sum(game.eradicated)
    score -= 10.0 * game.outbreaks + (40.0 if game.outbreaks >= OUTBREAK_LIMIT - 2 else 0.0)
    chance = draw_chances(game)
    danger_cities = []
    for city, cubes in game.cubes.items():
        p = chance.get(city, 0.0)
        for k in range(4):
            n = cubes[k]
            if not n:
                continue
            score -= CUBE_PENALTY[n] * (0.5 + 3 * p)
            if n == 3:
                # an outbreak costs a marker and a cube on every neighbour, worse next to other full cities
                full = sum(1 for other in NEIGHBOURS[city] if game.cubes[other][k] == 3)
                score -= W_RISK * p * (1 + full) * (0.5 + len(NEIGHBOURS[city]) / 4)
            if n == 3 and p > 0.03 or n >= 2 and p > 0.15:
                danger_cities.append(city)
    for k in range(4):
        if game.supply[k] < 6 and not game.cured[k]:
            score -= (6 - game.supply[k]) * 4.0
    # cards: how close each uncured colour is to a cure, and how far its collector is from a station
    for k in range(4):
        if game.cured[k]:
            continue
        best, who = 0.0, None
        for s in range(game.players):
            held = sum(1 for c in game.hands[s] if COLOUR.get(c) == k)
            need = game.need_to_cure(s)
            p = min(held, need) / need
            if p > best:
                best, who = p, s
        score += W_PROGRESS * best * best
        if who is None:
            continue
        if best >= 1.0:
            score -= W_TO_STATION * station_distance(game, game.pawns[who])
    for s in range(game.players):
        for c in game.hands[s]:
            k = COLOUR.get(c)
            score += 1.5 if k is None else (0.0 if game.cured[k] else W_CARD)
    if game.planner_card:
        score += 1.5
    # pawns: near the cities about to break out
    if danger_cities:
        for s in range(game.players):
            score -= 0.8 * min(DISTANCE[game.pawns[s]][c] for c in danger_cities)
    # stations: a few, spread out
    score += sum(3.0 for _ in game.stations[:5])
    if len(game.stations) > 1:
        spread = sum(min(DISTANCE[a][b] for b in game.stations if b != a) for a in game.stations)
        score += 0.3 * min(spread, 20)
    return score


def evaluate(game) -> float:
    """The evaluation squeezed into -1..1 for the core bots."""
    return math.tanh(evaluate_raw(game) / 200.0)


def _after(game, seat: int, action: str):
    """A copy after ``action`` with no card drawn: the turn is kept open so nothing random happens."""
    twin = game.clone()
    twin.quiet = True
    twin.actions_left = max(twin.actions_left, 2)
    twin.apply(action, seat)
    if twin.phase == "confirm":
        twin.apply("agree", twin.deciders()[0])
    return twin


def _signature(game) -> tuple:
    """What a turn's actions can change, to recognise a position (and a planned one)."""
    return (tuple(game.pawns), tuple(tuple(h) for h in game.hands), tuple(game.stations), tuple(game.cured),
            tuple(game.supply), game.planner_card, len(game.player_discard))


def _candidates(game, seat: int) -> list[str]:
    out = []
    for a in game.legal_actions(seat):
        verb = a.split()[0]
        if verb in ("airlift", "grant", "forecast", "quiet", "resilient", "end", "plan", "pass"):
            continue
        if verb == "ops" and a.split()[1] not in _danger_or_station(game):
            continue
        if verb == "dispatch" and (a.split()[2] == "charter" or a in game.refusals):
            continue                     # a move its owner refused this turn is not asked again
        out.append(a)
    return out


def _danger_or_station(game) -> set:
    cities = set(game.stations)
    for city, cubes in game.cubes.items():
        if max(cubes) >= 2:
            cities.add(city)
    return cities


class PlannerBot(Bot):
    """A cooperative bot for any seat (see the module docstring)."""

    level = "planner"

    def __init__(self, seed: int | None = None, beam: int | None = None):
        super().__init__(seed)
        self.beam = beam or BEAM
        self.plan: list[str] = []        # the rest of this turn's actions, as searched
        self.plan_keys: list = []        # the position expected before each of them
        self.plan_key = None

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        phase = game.phase
        if phase == "confirm":
            return "agree"
        if phase == "forecast":
            return self._forecast(game, legal)
        if phase == "discard" and seat in game.deciders():
            return self._discard(game, seat, legal)
        event = self._event(game, seat, legal)
        if event:
            return event
        if phase == "actions" and seat == game.turn:
            return self._action(game, seat, legal)
        return "pass" if "pass" in legal else legal[0]

    # -- decisions -----------------------------------------------------------
    def _action(self, game, seat: int, legal: list[str]) -> str:
        key = _signature(game)
        if self.plan and self.plan_key == key and self.plan[0] in legal:
            action = self.plan.pop(0)
            self.plan_key = self.plan_keys.pop(0)
            return action
        self.plan, self.plan_keys = self._search(game, seat)
        if not self.plan:
            return "end"
        self.plan_key = self.plan_keys.pop(0)
        return self.plan.pop(0)

    def _search(self, game, seat: int) -> tuple[list[str], list]:
        """Beam search over the rest of the turn: the best sequence of actions (maybe shorter)."""
        start = evaluate_raw(game)
        beam = [(start, [], [], game)]
        best = (start + 0.5, [], [])     # doing nothing must be clearly beaten
        for _ in range(game.actions_left):
            grown, seen = [], set()
            for _value, seq, keys, state in beam:
                if state.over or state.phase != "actions":
                    continue
                for a in _candidates(state, seat):
                    twin = _after(state, seat, a)
                    sig = _signature(twin)
                    if sig in seen:
                        continue
                    seen.add(sig)
                    grown.append((evaluate_raw(twin) + self.rng.random() * 1e-3, seq + [a], keys + [sig], twin))
            if not grown:
                break
            grown.sort(key=lambda item: item[0], reverse=True)
            beam = grown[:self.beam]
            if beam[0][0] > best[0]:
                best = (beam[0][0], beam[0][1], beam[0][2])
        return list(best[1]), list(best[2])

    def _discard(self, game, seat: int, legal: list[str]) -> str:
        """Cards of cured colours go first, then those of the colour this hand holds fewest of.
        (Scoring the hands left with the evaluation did clearly worse in the benchmark.)"""
        hand = game.hands[seat]
        events = [a for a in legal if a.split()[0] in ("airlift", "grant", "quiet", "resilient", "forecast")]
        count = {k: sum(1 for c in hand if COLOUR.get(c) == k) for k in range(4)}

        def worth(card: str) -> float:
            k = COLOUR.get(card)
            if k is None:
                return 5.0
            if game.cured[k]:
                return -1.0
            return count[k] - 0.1 * (card in game.stations)

        card = min((c for c in hand), key=worth)
        if worth(card) >= 5.0 and events:
            return events[0]
        return f"discard {card}"

    def _forecast(self, game, legal: list[str]) -> str:
        def danger(action: str) -> float:
            city = action.split()[1]
            return max(game.cubes[city]) if not game.eradicated[COLOUR[city]] else -1
        return min(legal, key=danger)

    def _event(self, game, seat: int, legal: list[str]) -> str | None:
        verbs = {a.split()[0] for a in legal}
        phase, window = game.phase, game.window
        if "resilient" in verbs:
            worst = max((a for a in legal if a.startswith("resilient ")),
                        key=lambda a: max(game.cubes[a.split()[1]]))
            city = worst.split()[1]
            if window == "epidemic" or (max(game.cubes[city]) >= 3 and phase == "window"):
                return worst
        if "quiet" in verbs and phase == "window" and window == "infect":
            threat = sum(1 for c in soon(game) if max(game.cubes[c]) >= 3)
            if threat or game.outbreaks >= OUTBREAK_LIMIT - 2:
                return "quiet"
        if "forecast" in verbs and phase == "window" and window == "infect":
            return "forecast"
        if "grant" in verbs and phase == "actions" and len(game.stations) < 5:
            options = [c for c in HUBS if c not in game.stations]
            if options:
                city = max(options, key=lambda c: (station_distance(game, c), -HUBS.index(c)))
                if station_distance(game, city) >= 3:
                    return f"grant {city}"
        if "airlift" in verbs and phase == "actions":
            for s in range(game.players):
                for k in range(4):
                    held = sum(1 for c in game.hands[s] if COLOUR.get(c) == k)
                    if not game.cured[k] and held >= game.need_to_cure(s) \
                            and station_distance(game, game.pawns[s]) >= 2:
                        target = min(game.stations, key=lambda c: DISTANCE[game.pawns[s]][c])
                        action = f"airlift {game.roles[s]} {target}"
                        if action in legal and action not in game.refusals:
                            return action
        return None


class TeamMCTSBot(MCTSBot):
    """The core's search for the seat that must decide; a seat only offered an event window (which the
    search, following the first mover, would not explore) answers like the planner."""

    def __init__(self, seed: int | None = None, **kwargs):
        super().__init__(seed=seed, **kwargs)
        self.helper = PlannerBot(seed=seed)

    def choose(self, game, seat: int) -> str:
        if game.to_move and game.to_move[0] != seat:
            return self.helper.choose(game, seat)
        return super().choose(game, seat)


LEVELS = {"planner": lambda seed=None: PlannerBot(seed=seed),
          "mcts": lambda seed=None: TeamMCTSBot(seed=seed)}
