"""The rules model of Pandemic (see the package docstring for the notation).

The state reads top to bottom: the board (cubes, stations, pawns), the cards
(hands, the player deck in piles, the infection deck with what the table
knows about its order), the tracks, and the phase machine. Every automatic
part of a turn (drawing, epidemics, infections, the next turn) is a queue of
small steps run by :meth:`Pandemic._settle` until somebody has a decision.
"""

from __future__ import annotations

import copy
import itertools
import re
import unicodedata
from functools import lru_cache

from ...engine import Game, Option, OptionError, Rng, register
from .data import (ACTIONS_PER_TURN, CARDS_TO_CURE, CITY_IDS, COLOUR, COLOURS, CUBES_PER_COLOUR, EPIDEMIC,
                   EPIDEMICS, EVENT_IDS, EVENT_NAME, EVENT_TEXT, HAND_LIMIT, INFECTION_RATES, LINKS, NAME,
                   NEIGHBOURS, OUTBREAK_LIMIT, ROLE_COLOUR, ROLE_IDS, ROLE_NAME, ROLE_TEXT, SETUP_INFECTIONS,
                   START_CITY, START_HAND, STATIONS, CITIES, card_name)

#: the order cards are shown in a hand: cities by colour as in the data table, then events
CARD_ORDER = {c: i for i, c in enumerate(CITY_IDS + EVENT_IDS)}
MOVES = ("drive", "direct", "charter", "shuttle", "join")
DECIDING = ("actions", "discard", "confirm", "forecast")
#: phases in which seats holding events may step in (the game is not resolving a card)
OPEN_PHASES = ("actions", "discard", "window")
WINDOW_WORDS = {
    "infect": "before the cities are infected",
    "between": "between the two epidemics",
    "epidemic": "between the infect and intensify steps of the epidemic",
}


def _sorted(cards) -> list:
    return sorted(cards, key=CARD_ORDER.__getitem__)


def _plain(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(text.lower().replace(".", " ").replace(",", " ").replace(":", " ").split())


# Multi-word names and lenient words, replaced before an action is split into words.
_ALIASES = sorted(
    [(_plain(NAME[c]), c) for c in CITY_IDS if " " in _plain(NAME[c])]
    + [(_plain(ROLE_NAME[r]), r) for r in ROLE_IDS]
    + [(_plain(EVENT_NAME[e]), e) for e in EVENT_IDS]
    + [("drive/ferry", "drive"), ("ferry", "drive"), ("direct flight", "direct"), ("charter flight", "charter"),
       ("shuttle flight", "shuttle"), ("build a research station", "build"), ("build research station", "build"),
       ("build station", "build"), ("treat disease", "treat"), ("discover a cure", "cure"),
       ("discover cure", "cure"), ("cure for", "cure"), ("play", ""), ("ops flight", "ops"),
       ("share knowledge give", "give"), ("share knowledge take", "take"), ("yes", "agree"), ("no", "refuse"),
       ("accept", "agree"), ("decline", "refuse"), ("end turn", "end"), ("done", "end"), ("skip", "pass")],
    key=lambda pair: -len(pair[0]))
_EVENT_VERBS = {"one-quiet-night": "quiet", "government-grant": "grant", "resilient-population": "resilient"}
#: the aliases as compiled patterns with their replacements, in the order they are tried
_ALIAS_PATTERNS = [(re.compile(rf"(?<=[ /]){re.escape(alias)}(?= )"), f" {word} " if word else " ")
                   for alias, word in _ALIASES]


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> str:
    """The canonical action for ``text`` (remembered: the same texts come back all game long)."""
    t = f" {_plain(text)} "
    for pattern, replacement in _ALIAS_PATTERNS:
        t = pattern.sub(replacement, t)
    words = [w for w in t.split() if w not in ("the", "a", "an", "card", "cards")]
    if words and words[0] not in ("give", "put"):
        words = [w for w in words if w != "to"]      # "drive to paris", "airlift medic to paris"
    if words and words[0] in _EVENT_VERBS:   # "one quiet night" is the verb "quiet"
        words[0] = _EVENT_VERBS[words[0]]
    return " ".join(words)


@register
class Pandemic(Game):
    name = "pandemic"
    title = "Pandemic"
    tagline = "Cooperative: travel the world together and cure four diseases in time."
    minutes = 45
    weight = "strategy"
    static_keys = ('map', 'card_names', 'card_colours', 'event_text', 'roles')
    blurb = ("Two to four disease fighters race around the world together: treat the outbreaks, "
             "trade cards and discover the four cures before the diseases overrun the map.")
    min_players = 2
    max_players = 4
    colors = ("#e91e63", "#00acc1", "#8bc34a", "#ff9800")
    options = (
        Option("difficulty", ("introductory", "standard", "heroic"), "introductory", "Difficulty",
               "How many epidemic cards are shuffled into the player deck: 4, 5 or 6.",
               names=(("introductory", "introductory (4 epidemics)"), ("standard", "standard (5 epidemics)"),
                      ("heroic", "heroic (6 epidemics)"))),
    )
    #: the seats listed after the first in ``to_move`` only may play an event: a hot-seat board follows
    #: the seat that must decide (the widget reads this)
    follow_first_mover = True
    bot_levels = ("random", "greedy", "mcts", "planner")
    default_bot = "planner"

    @classmethod
    def extra_bots(cls) -> dict:
        from .strategy import LEVELS
        return LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        rng, n = self.rng, self.players
        roles = list(ROLE_IDS)
        rng.shuffle(roles)
        self.roles = roles[:n]
        self.pawns = [START_CITY] * n
        self.stations = [START_CITY]
        self.cubes = {c: [0, 0, 0, 0] for c in CITY_IDS}
        self.supply = [CUBES_PER_COLOUR] * 4
        self.cured = [False] * 4
        self.eradicated = [False] * 4
        self.outbreaks = 0
        self.rate_index = 0
        self.removed: list[str] = []          # cards out of the game (Resilient Population, planner events)
        self.player_discard: list[str] = []
        self.planner_card: str | None = None
        self.turn, self.actions_left, self.ops_used = 0, ACTIONS_PER_TURN, False
        self.phase, self.stack, self.pending = "setup", [], []
        self.passed: set[int] = set()
        self.window: str | None = None
        self.offer: dict | None = None
        self.refusals: tuple = ()        # Dispatcher moves refused this turn (a tuple: replaced, never changed)
        self.forecast: dict | None = None
        self.discarder: int | None = None
        self.quiet_night = False
        self.limit_deferred = False
        self.last_infections: list[str] = []
        self.lost: str | None = None
        # infection deck: the end of the list is the top; ``layers`` are the piles the table knows
        # from the top down ([size, ordered]): a reshuffled discard pile, or a Forecast arrangement
        deck = list(CITY_IDS)
        rng.shuffle(deck)
        self.infection_deck, self.layers, self.infection_discard = deck, [], []
        self.hands = [[] for _ in range(n)]
        for count in SETUP_INFECTIONS:
            for _ in range(3):
                city = self._draw_infection()
                self.infection_discard.append(city)
                self._add_cubes(city, COLOUR[city], count, set(), guarded=False)
                self.say(f"Setup: {NAME[city]} gets {count} {COLOURS[COLOUR[city]]} cube{'s' * (count > 1)}.")
        cards = list(CITY_IDS + EVENT_IDS)
        rng.shuffle(cards)
        k = START_HAND[n]
        for s in range(n):
            self.hands[s] = _sorted(cards[s * k:(s + 1) * k])
        self.piles = self._make_piles(cards[n * k:], EPIDEMICS[self.opts["difficulty"]])
        self.phase = "actions"

    def _make_piles(self, cards: list, epidemics: int) -> list[list[str]]:
        """Split the deck into as many piles as epidemics, one epidemic shuffled into each, big piles on top."""
        base, extra = divmod(len(cards), epidemics)
        piles, start = [], 0
        for p in range(epidemics):
            size = base + (1 if p < extra else 0)
            pile = cards[start:start + size] + [EPIDEMIC]
            start += size
            self.rng.shuffle(pile)
            piles.append(pile)
        return piles

    # ------------------------------------------------------------------ positions
    def _set_position(self, position: dict) -> None:
        """Scripted positions for tests and lessons (keys in the package docstring)."""
        if not isinstance(position, dict):
            raise OptionError("A Pandemic position is a dict with keys like 'roles', 'pawns', 'hands' and 'cubes'.")
        known = {"roles", "pawns", "hands", "cubes", "stations", "cured", "eradicated", "outbreaks", "rate",
                 "turn", "actions_left", "planner_card", "player_deck", "infection_top", "infection_discard",
                 "player_discard", "quiet_night"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Pandemic position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = self.players

        def seat_list(key, valid, what):
            value = position[key]
            if not isinstance(value, list) or len(value) != n or any(v not in valid for v in value):
                raise OptionError(f"Position {key!r} must list one {what} per player ({n}).")
            return list(value)

        if "roles" in position:
            self.roles = seat_list("roles", ROLE_IDS, f"role ({', '.join(ROLE_IDS)})")
            if len(set(self.roles)) != n:
                raise OptionError("Position 'roles': each player has a different role.")
        if "pawns" in position:
            self.pawns = seat_list("pawns", CITY_IDS, "city id")
        # player cards: everything named moves to its place; what the deck does not list is discarded
        placed: set[str] = set()

        def take_cards(cards, key):
            if not isinstance(cards, list) or any(c not in CARD_ORDER for c in cards):
                raise OptionError(f"Position {key!r} must list city or event card ids.")
            for c in cards:
                if c in placed:
                    raise OptionError(f"Card {c!r} is placed twice in the position.")
                placed.add(c)
            return list(cards)

        all_cards = [c for c in self.hands for c in c] + [c for p in self.piles for c in p if c != EPIDEMIC]
        hands = self.hands
        if "hands" in position:
            raw = position["hands"]
            if not isinstance(raw, list) or len(raw) != n:
                raise OptionError(f"Position 'hands' must list one hand (a list of cards) per player ({n}).")
            hands = [take_cards(h, "hands") for h in raw]
            if any(len(h) > HAND_LIMIT for h in hands):
                raise OptionError(f"Position 'hands': a hand holds at most {HAND_LIMIT} cards.")
        else:
            for h in hands:
                take_cards(h, "hands")
        planner = position.get("planner_card")
        if planner is not None:
            if planner not in EVENT_IDS or "planner" not in self.roles:
                raise OptionError("Position 'planner_card' is an event id, and needs the Contingency Planner.")
            take_cards([planner], "planner_card")
        discard = take_cards(position.get("player_discard", []), "player_discard")
        if "player_deck" in position:
            deck = take_cards([c for c in position["player_deck"] if c != EPIDEMIC], "player_deck")
            order = list(position["player_deck"])
            epidemics = order.count(EPIDEMIC)
            total = EPIDEMICS[self.opts["difficulty"]]
            if epidemics > total:
                raise OptionError(f"Position 'player_deck' holds more than the {total} epidemic cards.")
            self.piles = [list(reversed(order))] if order else []
            discard += [c for c in all_cards if c not in placed] + [EPIDEMIC] * (total - epidemics)
            for c in all_cards:
                placed.add(c)
        else:
            # the named cards leave the piles; dealt cards no hand keeps go to the discard pile
            self.piles = [[c for c in p if c == EPIDEMIC or c not in placed] for p in self.piles]
            discard += [c for h in self.hands for c in h if c not in placed]
        self.hands = [_sorted(h) for h in hands]
        self.planner_card = planner
        self.player_discard = discard
        if "cubes" in position:
            raw = position["cubes"]
            if not isinstance(raw, dict):
                raise OptionError("Position 'cubes' maps city ids to a cube count or to {colour: count}.")
            self.cubes = {c: [0, 0, 0, 0] for c in CITY_IDS}
            for city, value in raw.items():
                if city not in self.cubes:
                    raise OptionError(f"Position 'cubes': {city!r} is not a city id.")
                items = {COLOURS[COLOUR[city]]: value} if isinstance(value, int) else value
                if not isinstance(items, dict):
                    raise OptionError(f"Position 'cubes' of {city}: a count or a dict of colour counts.")
                for colour, count in items.items():
                    if colour not in COLOURS or not isinstance(count, int) or isinstance(count, bool) \
                            or not 0 <= count <= 3:
                        raise OptionError(f"Position 'cubes' of {city}: 0 to 3 cubes of blue, yellow, black or red.")
                    self.cubes[city][COLOURS.index(colour)] = count
            self.supply = [CUBES_PER_COLOUR - sum(v[k] for v in self.cubes.values()) for k in range(4)]
            if min(self.supply) < 0:
                raise OptionError("Position 'cubes' uses more than 24 cubes of one colour.")
        if "stations" in position:
            st = position["stations"]
            if not isinstance(st, list) or not 1 <= len(st) <= STATIONS or len(set(st)) != len(st) \
                    or any(c not in CITY_IDS for c in st):
                raise OptionError(f"Position 'stations' lists 1 to {STATIONS} different city ids.")
            self.stations = list(st)
        for key, flags in (("cured", self.cured), ("eradicated", self.eradicated)):
            value = position.get(key, [])
            if not isinstance(value, list) or any(c not in COLOURS for c in value):
                raise OptionError(f"Position {key!r} lists colours: blue, yellow, black, red.")
            for c in value:
                flags[COLOURS.index(c)] = True
        for k in range(4):
            if self.eradicated[k] and (not self.cured[k] or self.supply[k] != CUBES_PER_COLOUR):
                raise OptionError(f"Position: {COLOURS[k]} can be eradicated only when cured with no cube left.")
        if all(self.cured):
            raise OptionError("Position: with all four cures found, the game would already be won.")
        for key, top in (("outbreaks", OUTBREAK_LIMIT - 1), ("rate", len(INFECTION_RATES) - 1),
                         ("turn", n - 1), ("actions_left", ACTIONS_PER_TURN)):
            if key in position:
                value = position[key]
                low = 1 if key == "actions_left" else 0
                if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= top:
                    raise OptionError(f"Position {key!r} must be a whole number from {low} to {top}.")
        self.outbreaks = position.get("outbreaks", self.outbreaks)
        self.rate_index = position.get("rate", self.rate_index)
        self.turn = position.get("turn", self.turn)
        self.actions_left = position.get("actions_left", self.actions_left)
        self.quiet_night = bool(position.get("quiet_night", False))
        # infection cards: the named discard pile, then the named top of the deck (first = top)
        inf_discard = position.get("infection_discard")
        top = position.get("infection_top", [])
        for key, cards in (("infection_discard", inf_discard or []), ("infection_top", top)):
            if not isinstance(cards, list) or any(c not in CITY_IDS for c in cards):
                raise OptionError(f"Position {key!r} must list city ids.")
        if len(set(top) | set(inf_discard or [])) != len(top) + len(inf_discard or []):
            raise OptionError("Position: an infection card is named twice.")
        everything = self.infection_deck + self.infection_discard
        if inf_discard is not None:
            self.infection_discard = list(inf_discard)
        else:                     # a named top card leaves the setup's discard pile
            self.infection_discard = [c for c in self.infection_discard if c not in top]
        rest = [c for c in everything if c not in self.infection_discard and c not in top]
        self.infection_deck = rest + list(reversed(top))
        self.layers = []
        self.phase = "actions"
        self.events = []          # the setup's log described a board this position replaced
        self._medic_sweep()

    # ------------------------------------------------------------------ small queries
    def seat_name(self, seat: int | None) -> str:
        roles = getattr(self, "roles", None)
        if seat is None or roles is None or not 0 <= seat < len(roles):
            return super().seat_name(seat)
        return ROLE_NAME[roles[seat]]

    def seat_color(self, seat: int) -> str:
        """Pawns wear their role's colour."""
        roles = getattr(self, "roles", None)
        if roles and 0 <= seat < len(roles):
            return ROLE_COLOUR[roles[seat]]
        return self.colors[seat % len(self.colors)]

    def seat_of(self, role: str) -> int | None:
        return self.roles.index(role) if role in self.roles else None

    def need_to_cure(self, seat: int) -> int:
        return CARDS_TO_CURE - 1 if self.roles[seat] == "scientist" else CARDS_TO_CURE

    def player_deck_size(self) -> int:
        return sum(len(p) for p in self.piles)

    def rate(self) -> int:
        return INFECTION_RATES[self.rate_index]

    def events_of(self, seat: int) -> list[str]:
        """The event cards ``seat`` may play: its hand, and the Contingency Planner's stored card."""
        found = [c for c in self.hands[seat] if c in EVENT_NAME]
        if self.roles[seat] == "planner" and self.planner_card:
            found.append(self.planner_card)
        return found

    def deciders(self) -> tuple:
        phase = self.phase
        if phase == "actions":
            return (self.turn,)
        if phase == "discard":
            return (self.discarder,)
        if phase == "confirm":
            return (self._answerer(),)
        if phase == "forecast":
            return (self.forecast["seat"],)
        return ()

    def _answerer(self) -> int:
        """Who answers the waiting offer: the pawn's owner for a dispatch or an airlift, the other player
        for a trade."""
        o = self.offer
        if o.get("kind") in ("dispatch", "airlift"):
            return o["pawn"]
        return o["to"] if o["by"] == o["from"] else o["from"]

    def window_seats(self) -> list[int]:
        """Seats that may step in with an event now and have not said they pass."""
        if self.phase not in OPEN_PHASES:
            return []
        deciders = self.deciders()
        return [s for s in range(self.players)
                if s not in deciders and s not in self.passed and self._event_actions(s)]

    def _protected(self, city: str, colour: int) -> bool:
        """The Quarantine Specialist guards her city and its neighbours; the Medic his city for cured diseases."""
        for s, role in enumerate(self.roles):
            where = self.pawns[s]
            if role == "quarantine" and (where == city or city in NEIGHBOURS[where]):
                return True
            if role == "medic" and where == city and self.cured[colour]:
                return True
        return False

    # ------------------------------------------------------------------ cubes, outbreaks, the end
    def _lose(self, reason: str) -> None:
        self.phase, self.lost = "over", reason
        self.say(f"The game is lost: {reason}.")
        self.finish([sum(self.cured)] * self.players, winners=[], reason=f"The game is lost: {reason}.")
        self.outcome["headline"] = "The diseases win: everybody loses."    # a shared defeat, not a draw

    def _add_cubes(self, city: str, colour: int, count: int, chain: set, guarded: bool = True) -> None:
        """Put ``count`` cubes on ``city``; a fourth cube of a colour is an outbreak instead."""
        if self.over or self.eradicated[colour] or (guarded and self._protected(city, colour)):
            return
        room = 3 - self.cubes[city][colour]
        put = min(count, room)
        if put > 0:
            if self.supply[colour] < put:
                self._lose(f"there are no {COLOURS[colour]} cubes left to place")
                return
            self.cubes[city][colour] += put
            self.supply[colour] -= put
        if count > room:
            self._outbreak(city, colour, chain)

    def _outbreak(self, city: str, colour: int, chain: set) -> None:
        if city in chain:       # a city breaks out at most once in one chain reaction
            return
        chain.add(city)
        self.outbreaks += 1
        self.say(f"Outbreak in {NAME[city]} ({COLOURS[colour]}): outbreak {self.outbreaks} of {OUTBREAK_LIMIT}.")
        if self.outbreaks >= OUTBREAK_LIMIT:
            self._lose(f"the {OUTBREAK_LIMIT}th outbreak happened")
            return
        for other in NEIGHBOURS[city]:
            self._add_cubes(other, colour, 1, chain)
            if self.over:
                return

    def _remove_cubes(self, city: str, colour: int, count: int) -> None:
        count = min(count, self.cubes[city][colour])
        self.cubes[city][colour] -= count
        self.supply[colour] += count
        self._check_eradicated(colour)

    def _check_eradicated(self, colour: int) -> None:
        if self.cured[colour] and not self.eradicated[colour] and self.supply[colour] == CUBES_PER_COLOUR:
            self.eradicated[colour] = True
            self.say(f"The {COLOURS[colour]} disease is eradicated: no more {COLOURS[colour]} cubes will be placed.")

    def _medic_sweep(self) -> None:
        """Cured diseases' cubes vanish from the Medic's city (on arrival, or when a cure is found)."""
        s = self.seat_of("medic")
        if s is None:
            return
        city = self.pawns[s]
        for k in range(4):
            if self.cured[k] and self.cubes[city][k]:
                self.say(f"The Medic clears the {COLOURS[k]} cubes from {NAME[city]}.")
                self._remove_cubes(city, k, 3)

    # ------------------------------------------------------------------ decks
    def _draw_infection(self, bottom: bool = False) -> str:
        deck, layers = self.infection_deck, self.layers
        if bottom:
            base = len(deck) - sum(size for size, _ in layers)
            card = deck.pop(0)
            if base <= 0 and layers:
                layers[-1][0] -= 1
                if not layers[-1][0]:
                    layers.pop()
        else:
            card = deck.pop()
            if layers:
                layers[0][0] -= 1
                if not layers[0][0]:
                    layers.pop(0)
        self.reveal()
        return card

    def _draw_player_card(self) -> str:
        while not self.piles[0]:
            self.piles.pop(0)
        card = self.piles[0].pop()
        if not self.piles[0]:
            self.piles.pop(0)
        self.reveal()
        return card

    # ------------------------------------------------------------------ the flow of a turn
    def _settle(self) -> None:
        """Run automatic steps until a seat has a decision to make (or the game ends)."""
        while not self.over:
            self._medic_sweep()
            phase = self.phase
            if phase in ("forecast", "confirm"):
                return
            if not self.limit_deferred:
                over = [s for s in range(self.players) if len(self.hands[s]) > HAND_LIMIT]
                if over:
                    if phase != "discard":
                        self.stack.append(phase)
                        self.phase = "discard"
                    self.discarder = over[0]
                    return
            if phase == "discard":
                self.phase, self.discarder = self.stack.pop(), None
            elif phase == "actions":
                if self.actions_left > 0:
                    return
                self.phase = "pipeline"
                self.pending = ["draw", "limit", "window:infect", "infect", "next"]
            elif phase == "window":
                if self.window_seats():
                    return
                self.phase, self.window = "pipeline", None
            elif phase == "pipeline":
                self._step(self.pending.pop(0))
            else:
                raise AssertionError(f"unknown phase {phase}")

    def _step(self, step: str) -> None:
        if step == "draw":
            self._draw_step()
        elif step == "limit":
            self.limit_deferred = False
        elif step.startswith("window:"):
            self.window = step.split(":")[1]
            self.passed = set()
            self.phase = "window"
        elif step == "epidemic":
            self._epidemic()
        elif step == "intensify":
            self._intensify()
        elif step == "infect":
            self._infect_step()
        elif step == "next":
            self._next_turn()

    def _draw_step(self) -> None:
        seat = self.turn
        if self.player_deck_size() < 2:
            self._lose("the player deck is empty: there are not two cards left to draw")
            return
        drawn = [self._draw_player_card(), self._draw_player_card()]
        self.say(f"{self.seat_name(seat)} draws {' and '.join(card_name(c) for c in drawn)}.")
        steps = []
        for card in drawn:
            if card == EPIDEMIC:
                self.player_discard.append(card)
                if steps:
                    steps.append("window:between")
                steps += ["epidemic", "window:epidemic", "intensify"]
            else:
                self.hands[seat] = _sorted(self.hands[seat] + [card])
        self.limit_deferred = True
        self.pending[:0] = steps

    def _epidemic(self) -> None:
        self.rate_index = min(self.rate_index + 1, len(INFECTION_RATES) - 1)
        city = self._draw_infection(bottom=True)
        colour = COLOUR[city]
        self.say(f"Epidemic! The infection rate rises to {self.rate()}; {NAME[city]} is infected with 3 cubes.")
        self.infection_discard.append(city)
        self.last_infections = [city]
        self._add_cubes(city, colour, 3, set())

    def _intensify(self) -> None:
        pile = self.infection_discard
        self.infection_discard = []
        if pile:
            self.rng.shuffle(pile)
            self.infection_deck.extend(pile)
            self.layers.insert(0, [len(pile), False])
        self.say(f"Intensify: the {len(pile)} infection discards are shuffled and put back on top of the deck.")

    def _infect_step(self) -> None:
        if self.quiet_night:
            self.quiet_night = False
            self.say("One Quiet Night: no city is infected this time.")
            return
        self.last_infections = []
        for _ in range(self.rate()):
            if not self.infection_deck or self.over:
                break
            city = self._draw_infection()
            self.infection_discard.append(city)
            self.last_infections.append(city)
            colour = COLOUR[city]
            if self.eradicated[colour]:
                self.say(f"Infection: {NAME[city]}, but {COLOURS[colour]} is eradicated.")
            elif self._protected(city, colour):
                self.say(f"Infection: {NAME[city]} is protected, no cube is placed.")
            else:
                self.say(f"Infection: {NAME[city]} gets a {COLOURS[colour]} cube.")
            self._add_cubes(city, colour, 1, set())

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.players
        self.actions_left, self.ops_used = ACTIONS_PER_TURN, False
        self.passed, self.window = set(), None
        self.refusals = ()
        self.phase = "actions"

    # ------------------------------------------------------------------ legal actions
    def _to_move(self) -> tuple:
        if self.phase == "over":
            return ()
        return self.deciders() + tuple(self.window_seats())

    def _legal(self, seat: int) -> list[str]:
        phase = self.phase
        if seat in self.deciders():
            if phase == "actions":
                return self._turn_actions(seat) + self._event_actions(seat) + ["end"]
            if phase == "discard":
                return [f"discard {c}" for c in self.hands[seat]] + self._event_actions(seat)
            if phase == "confirm":
                return ["agree", "refuse"]
            if phase == "forecast":
                return [f"put {c}" for c in self.forecast["cards"]]
        if seat in self.window_seats():
            return self._event_actions(seat) + ["pass"]
        return []

    def _moves_for(self, seat: int, pawn: int) -> list[tuple[str, str]]:
        """(way, city) pairs for moving ``pawn``, paid with ``seat``'s cards."""
        here = self.pawns[pawn]
        hand = self.hands[seat]
        out = [("drive", c) for c in NEIGHBOURS[here]]
        out += [("direct", c) for c in hand if c in COLOUR and c != here]
        if here in hand:
            out += [("charter", c) for c in CITY_IDS if c != here]
        if here in self.stations:
            out += [("shuttle", c) for c in self.stations if c != here]
        if self.roles[seat] == "dispatcher":
            others = {self.pawns[s] for s in range(self.players) if s != pawn}
            out += [("join", c) for c in CITY_IDS if c in others and c != here]
        return out

    def _turn_actions(self, seat: int) -> list[str]:
        role, here, hand = self.roles[seat], self.pawns[seat], self.hands[seat]
        acts = [f"{way} {city}" for way, city in self._moves_for(seat, seat)]
        if role == "expert" and here in self.stations and not self.ops_used:
            cards = [c for c in hand if c in COLOUR]
            acts += [f"ops {city} {card}" for city in CITY_IDS if city != here for card in cards]
        if role == "dispatcher":
            for other in range(self.players):
                if other != seat:
                    acts += [f"dispatch {self.roles[other]} {way} {city}" for way, city in self._moves_for(seat, other)]
        if here not in self.stations and (role == "expert" or here in hand):
            if len(self.stations) < STATIONS:
                acts.append("build")
            else:
                acts += [f"build from {c}" for c in self.stations]
        acts += [f"treat {COLOURS[k]}" for k in range(4) if self.cubes[here][k]]
        for other in range(self.players):
            if other == seat or self.pawns[other] != here:
                continue
            name = self.roles[other]
            gives = [c for c in hand if c in COLOUR] if role == "researcher" else [here] if here in hand else []
            acts += [f"give {c} to {name}" for c in gives]
            theirs = self.hands[other]
            takes = [c for c in theirs if c in COLOUR] if name == "researcher" else [here] if here in theirs else []
            acts += [f"take {c} from {name}" for c in takes]
        if here in self.stations:
            need = self.need_to_cure(seat)
            for k in range(4):
                cards = [c for c in hand if COLOUR.get(c) == k]
                if self.cured[k] or len(cards) < need:
                    continue
                if len(cards) == need:
                    acts.append(f"cure {COLOURS[k]}")
                else:
                    acts += [f"cure {COLOURS[k]} keep {' '.join(keep)}"
                             for keep in itertools.combinations(cards, len(cards) - need)]
        if role == "planner" and self.planner_card is None:
            acts += [f"plan {c}" for c in self.player_discard if c in EVENT_NAME]
        return acts

    def _event_actions(self, seat: int) -> list[str]:
        out = []
        only_resilient = self.phase == "window" and self.window == "epidemic"
        for card in self.events_of(seat):
            if only_resilient and card != "resilient-population":
                continue
            if card == "airlift":
                out += [f"airlift {self.roles[s]} {c}" for s in range(self.players) for c in CITY_IDS
                        if c != self.pawns[s]]
            elif card == "forecast" and self.infection_deck:
                out.append("forecast")
            elif card == "government-grant":
                free = [c for c in CITY_IDS if c not in self.stations]
                if len(self.stations) < STATIONS:
                    out += [f"grant {c}" for c in free]
                else:
                    out += [f"grant {c} from {old}" for c in free for old in self.stations]
            elif card == "one-quiet-night" and not self.quiet_night:
                out.append("quiet")
            elif card == "resilient-population":
                out += [f"resilient {c}" for c in self.infection_discard]
        return out

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        words = action.split()
        verb = words[0]
        if verb in MOVES or verb == "ops":
            self._move(seat, seat, words)
            self._spend()
        elif verb == "dispatch":
            # the published rules: another player's pawn moves only if its owner agrees
            self.offer = {"kind": "dispatch", "by": seat, "pawn": self.seat_of(words[1]), "move": " ".join(words[2:])}
            self.stack.append(self.phase)
            self.phase = "confirm"
        elif verb == "build":
            here = self.pawns[seat]
            if self.roles[seat] != "expert":
                self._discard(seat, here)
            if len(words) == 3:
                self.stations.remove(words[2])
            self.stations.append(here)
            self._spend()
        elif verb == "treat":
            k = COLOURS.index(words[1])
            here = self.pawns[seat]
            all_of = self.cured[k] or self.roles[seat] == "medic"
            self._remove_cubes(here, k, 3 if all_of else 1)
            self._spend()
        elif verb in ("give", "take"):
            other = self.seat_of(words[3])
            giver, taker = (seat, other) if verb == "give" else (other, seat)
            self.offer = {"from": giver, "to": taker, "card": words[1], "by": seat}
            self.stack.append(self.phase)
            self.phase = "confirm"
        elif verb == "agree":
            offer = self.offer
            if offer.get("kind") == "dispatch":
                self._move(offer["by"], offer["pawn"], offer["move"].split())
            elif offer.get("kind") == "airlift":
                self.offer = None
                self.phase = self.stack.pop()
                self._event(offer["by"], "airlift", [self.roles[offer["pawn"]], offer["city"]])
                return self._settle()
            else:
                self.hands[offer["from"]].remove(offer["card"])
                self.hands[offer["to"]] = _sorted(self.hands[offer["to"]] + [offer["card"]])
            self.offer = None
            self.phase = self.stack.pop()
            self._spend()
        elif verb == "refuse":
            if self.offer.get("kind") == "dispatch":
                self.refusals += (f"dispatch {self.roles[self.offer['pawn']]} {self.offer['move']}",)
            elif self.offer.get("kind") == "airlift":
                self.refusals += (f"airlift {self.roles[self.offer['pawn']]} {self.offer['city']}",)
            self.offer = None
            self.phase = self.stack.pop()
        elif verb == "cure":
            self._cure(seat, COLOURS.index(words[1]), words[3:])
        elif verb == "plan":
            self.player_discard.remove(words[1])
            self.planner_card = words[1]
            self._spend()
        elif verb == "end":
            self.actions_left = 0
        elif verb == "discard":
            self._discard(seat, words[1])
        elif verb == "pass":
            self.passed.add(seat)
        elif verb == "put":
            fc = self.forecast
            fc["cards"].remove(words[1])
            fc["placed"].append(words[1])
            if len(fc["cards"]) == 1:            # the last card has only one place left
                fc["placed"].append(fc["cards"].pop())
            if not fc["cards"]:
                self._finish_forecast()
        elif verb == "airlift" and self.seat_of(words[1]) != seat:
            # the published rules: another player's pawn is airlifted only if its owner agrees; the card
            # stays in hand until they do
            self.offer = {"kind": "airlift", "by": seat, "pawn": self.seat_of(words[1]), "city": words[2]}
            self.stack.append(self.phase)
            self.phase = "confirm"
        else:
            self._event(seat, verb, words[1:])
        self._settle()

    def _spend(self) -> None:
        if self.phase == "actions":
            self.actions_left -= 1

    def _discard(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.player_discard.append(card)

    def _move(self, payer: int, pawn: int, words: list[str]) -> None:
        way, city = words[0], words[1]
        here = self.pawns[pawn]
        if way == "direct":
            self._discard(payer, city)
        elif way == "charter":
            self._discard(payer, here)
        elif way == "ops":
            self._discard(payer, words[2])
            self.ops_used = True
        self.pawns[pawn] = city

    def _cure(self, seat: int, k: int, keep: list[str]) -> None:
        for card in [c for c in self.hands[seat] if COLOUR.get(c) == k and c not in keep]:
            self._discard(seat, card)
        self.cured[k] = True
        self._spend()
        self.say(f"The cure for the {COLOURS[k]} disease is discovered.")
        self._check_eradicated(k)
        if all(self.cured):
            self.phase = "over"
            self.say("All four cures are found: the world is saved.")
            self.finish([4] * self.players, winners=list(range(self.players)),
                        reason="All four cures were discovered: everybody wins.")
            self.outcome["headline"] = "The team wins: all four cures are found!"

    def _event(self, seat: int, verb: str, words: list[str]) -> None:
        card = {"airlift": "airlift", "forecast": "forecast", "grant": "government-grant",
                "quiet": "one-quiet-night", "resilient": "resilient-population"}[verb]
        if card in self.hands[seat]:
            self._discard(seat, card)
        else:   # the Contingency Planner's stored card leaves the game
            self.planner_card = None
            self.removed.append(card)
        if verb == "airlift":
            self.pawns[self.seat_of(words[0])] = words[1]
        elif verb == "grant":
            if len(words) == 3:
                self.stations.remove(words[2])
            self.stations.append(words[0])
        elif verb == "quiet":
            self.quiet_night = True
        elif verb == "resilient":
            self.infection_discard.remove(words[0])
            self.removed.append(words[0])
        elif verb == "forecast":
            n = min(6, len(self.infection_deck))
            cards = [self._draw_infection() for _ in range(n)]
            self.forecast = {"seat": seat, "cards": _sorted(cards), "placed": []}
            self.stack.append(self.phase)
            self.phase = "forecast"
            if n == 1:
                self.forecast["placed"] = self.forecast["cards"]
                self.forecast["cards"] = []
                self._finish_forecast()

    def _finish_forecast(self) -> None:
        """The arranged cards go back on top, first placed on top: an order the whole table knows."""
        placed = self.forecast["placed"]
        self.infection_deck.extend(reversed(placed))
        self.layers.insert(0, [len(placed), True])
        self.forecast = None
        self.phase = self.stack.pop()

    # ------------------------------------------------------------------ notation
    def _parse(self, text: str) -> str:
        return _parse_text(text)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        words = action.split()
        verb = words[0] if words else ""
        name = self.seat_name(seat)
        phase = self.phase
        known = set(MOVES) | {"ops", "dispatch", "build", "treat", "give", "take", "cure", "plan", "end", "discard",
                              "pass", "put", "agree", "refuse", "airlift", "forecast", "grant", "quiet", "resilient"}
        if verb not in known:
            return (f"{action!r} is not a Pandemic action: try drive, direct, charter, shuttle, build, treat, give, "
                    "take, cure, end, or an event such as airlift.")
        events = {"airlift", "forecast", "grant", "quiet", "resilient"}
        if verb in events:
            card = {"grant": "government-grant", "quiet": "one-quiet-night",
                    "resilient": "resilient-population"}.get(verb, verb)
            if card not in self.events_of(seat):
                return f"{name} does not hold the {EVENT_NAME[card]} event card."
            if phase in ("forecast", "confirm"):
                return "An event cannot be played while a card or a trade is being resolved."
            if phase == "window" and self.window == "epidemic":
                return "Between the infect and intensify steps of an epidemic only Resilient Population may be played."
            return self._why_event(card, words[1:])
        if phase == "forecast":
            return f"{self.seat_name(self.forecast['seat'])} is arranging the Forecast cards: choose which goes next."
        if phase == "confirm":
            if self.offer.get("kind") == "dispatch":
                return (f"The Dispatcher asks the {self.seat_name(self.offer['pawn'])} to move: that player must "
                        "agree or refuse first.")
            if self.offer.get("kind") == "airlift":
                return (f"{self.seat_name(self.offer['by'])} asks to airlift the {self.seat_name(self.offer['pawn'])}: "
                        "that player must agree or refuse first.")
            return "A card trade is waiting: the other player must agree or refuse it first."
        if phase == "discard" and verb != "discard":
            return (f"{self.seat_name(self.discarder)} holds more than {HAND_LIMIT} cards: a card must be discarded "
                    "(or an event played) first.")
        if verb == "discard":
            return f"{name} may only discard a card of their own hand, when it holds more than {HAND_LIMIT} cards."
        if verb == "pass":
            return "Only a player waiting with an event card passes; the active player ends the turn with end."
        if verb in ("agree", "refuse"):
            return "No card trade or Dispatcher move is waiting for an answer."
        if verb == "put":
            return "Cards are put back only while arranging a Forecast."
        if seat != self.turn or phase != "actions":
            return (f"It is {self.seat_name(self.turn)}'s turn: other players may only play event cards now."
                    if phase == "actions" else "The turn is being resolved: only event cards may be played now.")
        here = self.pawns[seat]
        if verb in MOVES or verb == "ops" or verb == "dispatch":
            return self._why_move(seat, words)
        if verb == "build":
            if here in self.stations:
                return f"{NAME[here]} already has a research station."
            if self.roles[seat] != "expert" and here not in self.hands[seat]:
                return f"Building a research station needs the {NAME[here]} card, the city you are in."
            if len(self.stations) >= STATIONS and len(words) < 3:
                return f"All {STATIONS} research stations are built: say which one moves, like 'build from atlanta'."
            return "Only a research station that is on the board can be moved."
        if verb == "treat":
            return f"There is no such cube to treat in {NAME[here]}."
        if verb in ("give", "take"):
            return ("Sharing knowledge needs both pawns in the same city and the card of that city "
                    "(the Researcher may give any city card); the other player must be in your city.")
        if verb == "cure":
            if here not in self.stations:
                return "A cure is discovered at a research station."
            return (f"A cure needs {self.need_to_cure(seat)} city cards of that colour in your hand "
                    "(and a disease not cured yet).")
        if verb == "plan":
            return ("Only the Contingency Planner takes an event from the discard pile, one at a time, "
                    "and it must be there.")
        return None

    def _why_move(self, seat: int, words: list[str]) -> str:
        if words[0] == "dispatch":
            if self.roles[seat] != "dispatcher":
                return "Only the Dispatcher moves other players' pawns."
            if len(words) < 4 or words[1] not in self.roles:
                return "Say whose pawn moves and how, like 'dispatch medic drive paris'."
            words = words[2:]
        if len(words) < 2 or words[1] not in COLOUR:
            return f"Say where to go with a city, like '{words[0]} paris'."
        way, city = words[0], words[1]
        if way == "drive":
            return f"{NAME[city]} is not linked to the pawn's city: driving goes along one line of the map."
        if way == "direct":
            return f"A direct flight to {NAME[city]} needs the {NAME[city]} card in your hand."
        if way == "charter":
            return "A charter flight needs the card of the city the pawn is in."
        if way == "shuttle":
            return "A shuttle flight goes from a research station to another research station."
        if way == "join":
            return "Only the Dispatcher moves a pawn to a city that holds another pawn."
        return ("The Operations Expert flies from a research station to any city once a turn, discarding a city "
                "card of her hand.")

    def _why_event(self, card: str, words: list[str]) -> str:
        if card == "airlift":
            return "Airlift moves one pawn (named by its role) to another city, like 'airlift medic paris'."
        if card == "government-grant":
            if len(self.stations) >= STATIONS:
                return "All 6 research stations are built: say which one moves, like 'grant paris from atlanta'."
            return "Government Grant builds a station in a city that has none, like 'grant paris'."
        if card == "resilient-population":
            return "Resilient Population removes a card that is in the infection discard pile."
        if card == "one-quiet-night":
            return "One Quiet Night is already waiting to skip the next infection step."
        return "The infection deck is empty: there is nothing to forecast."

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (self.turn,))[0]
        name = self.seat_name(seat)
        words = action.split()
        verb = words[0] if words else ""
        try:
            if verb in MOVES or verb == "ops":
                return self._describe_move(name, "", words)
            if verb == "dispatch":
                return self._describe_move(name, ROLE_NAME[words[1]], words[2:], ask=True)
            if verb == "build":
                here = NAME[self.pawns[seat]]
                moved = f", moving the one from {NAME[words[2]]}" if len(words) == 3 else ""
                return f"{name} builds a research station in {here}{moved}."
            if verb == "treat":
                return f"{name} treats the {words[1]} disease in {NAME[self.pawns[seat]]}."
            if verb == "give":
                return f"{name} offers the {NAME[words[1]]} card to the {ROLE_NAME[words[3]]}."
            if verb == "take":
                return f"{name} asks the {ROLE_NAME[words[3]]} for the {NAME[words[1]]} card."
            if verb in ("agree", "refuse") and self.offer and self.offer.get("kind") == "dispatch":
                return f"{name} {verb}s to be moved by the Dispatcher."
            if verb in ("agree", "refuse") and self.offer and self.offer.get("kind") == "airlift":
                return f"{name} {verb}s to be airlifted to {NAME[self.offer['city']]}."
            if verb == "agree":
                return f"{name} agrees to the card trade."
            if verb == "refuse":
                return f"{name} refuses the card trade."
            if verb == "cure":
                keep = f", keeping {', '.join(NAME[c] for c in words[3:])}" if len(words) > 3 else ""
                return f"{name} discovers the cure for the {words[1]} disease{keep}."
            if verb == "plan":
                return f"{name} takes {EVENT_NAME[words[1]]} from the discard pile onto the role card."
            if verb == "end":
                return f"{name} ends the turn's actions."
            if verb == "discard":
                return f"{name} discards {card_name(words[1])} to keep to the hand limit."
            if verb == "pass":
                return f"{name} plays no event now."
            if verb == "put":
                return f"{name} puts {NAME[words[1]]} next on the infection deck."
            if verb == "airlift":
                if self.seat_of(words[1]) != seat:
                    return f"{name} asks the {ROLE_NAME[words[1]]} to be airlifted to {NAME[words[2]]}."
                return f"{name} plays Airlift: the {ROLE_NAME[words[1]]} flies to {NAME[words[2]]}."
            if verb == "forecast":
                return f"{name} plays Forecast and looks at the top infection cards."
            if verb == "grant":
                moved = f", moving the one from {NAME[words[3]]}" if len(words) == 4 else ""
                return f"{name} plays Government Grant: a research station in {NAME[words[1]]}{moved}."
            if verb == "quiet":
                return f"{name} plays One Quiet Night: the next infection step is skipped."
            if verb == "resilient":
                return f"{name} plays Resilient Population: {NAME[words[1]]} leaves the infection discard pile."
        except (KeyError, IndexError):
            pass
        return f"{name} plays {action}."

    @staticmethod
    def _describe_move(name: str, whose: str, words: list[str], ask: bool = False) -> str:
        way, city = words[0], NAME[words[1]]
        if way == "ops":
            return f"{name} flies from the research station to {city}, discarding {NAME[words[2]]}."
        how = {"drive": "by road", "direct": "on a direct flight", "charter": "on a charter flight",
               "shuttle": "on a shuttle flight", "join": "to join another pawn"}[way]
        if whose and ask:
            return f"{name} asks to move the {whose}'s pawn to {city} {how}."
        if whose:
            return f"{name} moves the {whose}'s pawn to {city} {how}."
        return f"{name} goes to {city} {how}."

    def label(self, action: str, seat: int | None = None) -> str:
        words = action.split()
        verb = words[0] if words else ""
        try:
            if verb in MOVES:
                return {"drive": "Drive to", "direct": "Direct flight to", "charter": "Charter flight to",
                        "shuttle": "Shuttle to", "join": "Join pawn in"}[verb] + f" {NAME[words[1]]}"
            if verb == "ops":
                return f"Fly to {NAME[words[1]]} (discard {NAME[words[2]]})"
            if verb == "dispatch":
                return f"{ROLE_NAME[words[1]]}: {self.label(' '.join(words[2:]), seat)}"
            if verb == "build":
                return f"Build station (move {NAME[words[2]]})" if len(words) == 3 else "Build a research station"
            if verb == "treat":
                return f"Treat {words[1]}"
            if verb == "give":
                return f"Give {NAME[words[1]]} to {ROLE_NAME[words[3]]}"
            if verb == "take":
                return f"Take {NAME[words[1]]} from {ROLE_NAME[words[3]]}"
            if verb == "cure":
                keep = f", keep {', '.join(NAME[c] for c in words[3:])}" if len(words) > 3 else ""
                return f"Cure {words[1]}{keep}"
            if verb == "plan":
                return f"Store {EVENT_NAME[words[1]]}"
            if verb == "discard":
                return f"Discard {card_name(words[1])}"
            if verb == "put":
                return f"{NAME[words[1]]} next"
            if verb == "airlift":
                return f"Airlift {ROLE_NAME[words[1]]} to {NAME[words[2]]}"
            if verb == "grant":
                moved = f" (move {NAME[words[3]]})" if len(words) == 4 else ""
                return f"Grant: station in {NAME[words[1]]}{moved}"
            if verb == "resilient":
                return f"Remove {NAME[words[1]]} (Resilient Population)"
        except (KeyError, IndexError):
            return action
        if verb in ("agree", "refuse") and self.offer and self.offer.get("kind") in ("dispatch", "airlift"):
            return "Agree to be moved" if verb == "agree" else "Refuse the move"
        return {"end": "End actions", "pass": "No event now", "agree": "Agree to the trade",
                "refuse": "Refuse the trade", "forecast": "Play Forecast", "quiet": "Play One Quiet Night"
                }.get(verb, action)

    def parts(self, action: str, seat: int) -> list[str]:
        words = action.split()
        verb = words[0]
        if verb in MOVES or verb == "ops":
            return self._move_parts(seat, seat, words)
        if verb == "dispatch":
            return [f"pawn:{words[1]}"] + self._move_parts(seat, self.seat_of(words[1]), words[2:])
        if verb == "build" and len(words) == 3:
            return [f"station:{words[2]}"]
        if verb == "treat":
            return [f"cube:{self.pawns[seat]}:{words[1]}"]
        if verb == "give":
            return [f"card:{words[1]}", f"pawn:{words[3]}"]
        if verb == "take":
            return [f"card:{words[1]}"]
        if verb == "plan":
            return [f"pdiscard:{words[1]}"]
        if verb == "discard" and words[1] in COLOUR:
            return [f"card:{words[1]}"]
        if verb == "airlift":
            return ["card:airlift", f"pawn:{words[1]}", f"city:{words[2]}"]
        if verb == "grant":
            return ["card:government-grant", f"city:{words[1]}"] + ([f"station:{words[3]}"] if len(words) == 4 else [])
        if verb == "quiet":
            return ["card:one-quiet-night"]
        if verb == "forecast":
            return ["card:forecast"]
        if verb == "resilient":
            return ["card:resilient-population", f"infd:{words[1]}"]
        return []

    def _move_parts(self, payer: int, pawn: int, words: list[str]) -> list[str]:
        """A click on the city; when several ways lead there, a second choice names the way."""
        city = words[1]
        ways = [w for w, c in self._moves_for(payer, pawn) if c == city]
        if payer == pawn and self.roles[payer] == "expert" and not self.ops_used \
                and self.pawns[pawn] in self.stations and self.phase == "actions":
            ways += [f"ops-{c}" for c in self.hands[payer] if c in COLOUR and city != self.pawns[pawn]]
        if len(ways) <= 1:
            return [f"city:{city}"]
        way = words[0] if words[0] != "ops" else f"ops-{words[2]}"
        return [f"city:{city}", f"way:{way}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        phase = self.phase
        helpers = self.window_seats()
        tail = ""
        if helpers and phase != "window":
            tail = f" {' and '.join(self.seat_name(s) for s in helpers)} may play an event card."
        if phase == "actions":
            left = self.actions_left
            return (f"{self.seat_name(self.turn)}'s turn: {left} action{'s' * (left != 1)} left "
                    f"(move, build, treat, share, cure, or end).{tail}")
        if phase == "discard":
            return f"{self.seat_name(self.discarder)} holds more than {HAND_LIMIT} cards: discard one or play an event.{tail}"
        if phase == "confirm":
            o = self.offer
            other = self.deciders()[0]
            if o.get("kind") == "dispatch":
                return (f"{self.seat_name(other)}: agree that the Dispatcher moves your pawn "
                        f"({self.label(o['move'], o['by']).lower()})?")
            if o.get("kind") == "airlift":
                return (f"{self.seat_name(other)}: agree that {self.seat_name(o['by'])} airlifts your pawn "
                        f"to {NAME[o['city']]}?")
            return (f"{self.seat_name(other)}: agree to move the {NAME[o['card']]} card from the "
                    f"{self.seat_name(o['from'])} to the {self.seat_name(o['to'])}?")
        if phase == "forecast":
            return f"{self.seat_name(self.forecast['seat'])} arranges the Forecast: pick the next card from the top."
        if phase == "window":
            who = " and ".join(self.seat_name(s) for s in helpers)
            return f"{who}: play an event card {WINDOW_WORDS[self.window]}, or pass."
        return "The game goes on."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        offer = self.offer
        return {
            "difficulty": self.opts["difficulty"],
            "map": {"cities": [{"id": c[0], "name": c[1], "color": c[2], "x": c[3], "y": c[4]} for c in CITIES],
                    "links": [list(link) for link in LINKS], "width": 1400, "height": 660},
            "colours": list(COLOURS),
            "cubes": {c: list(v) for c, v in self.cubes.items() if any(v)},
            "supply": list(self.supply),
            "cures": ["eradicated" if self.eradicated[k] else "cured" if self.cured[k] else "none" for k in range(4)],
            "stations": list(self.stations),
            "stations_left": STATIONS - len(self.stations),
            "pawns": list(self.pawns),
            "roles": [{"id": r, "name": ROLE_NAME[r], "color": ROLE_COLOUR[r], "text": ROLE_TEXT[r]}
                      for r in self.roles],
            "hands": [list(h) for h in self.hands],
            "card_names": {c: card_name(c) for c in CARD_ORDER},
            "card_colours": {c: COLOUR[c] for c in CITY_IDS},
            "event_text": dict(EVENT_TEXT),
            "planner_card": self.planner_card,
            "player_deck": {"count": self.player_deck_size(),
                            "piles": [{"count": len(p), "epidemics": p.count(EPIDEMIC)} for p in self.piles]},
            "player_discard": list(self.player_discard),
            "removed": list(self.removed),
            "infection_deck": {
                "count": len(self.infection_deck),
                # what the table knows of the order: piles put back on top, as sets, or in order after a Forecast
                "known": self._known_layers(),
            },
            "infection_discard": list(self.infection_discard),
            "last_infections": list(self.last_infections),
            "rates": list(INFECTION_RATES),
            "rate_index": self.rate_index,
            "rate": self.rate(),
            "outbreaks": self.outbreaks,
            "outbreak_limit": OUTBREAK_LIMIT,
            "turn": self.turn,
            "actions_left": self.actions_left,
            "phase": self.phase,
            "window": self.window,
            "helpers": self.window_seats(),
            "offer": dict(offer) if offer else None,
            "forecast": ({"seat": self.forecast["seat"], "cards": list(self.forecast["cards"]),
                          "placed": list(self.forecast["placed"])} if self.forecast else None),
            "quiet_night": self.quiet_night,
            "ops_used": self.ops_used,
            "hand_limit": HAND_LIMIT,
        }

    def _known_layers(self) -> list[dict]:
        out, top = [], len(self.infection_deck)
        for size, ordered in self.layers:
            cards = self.infection_deck[top - size:top][::-1]
            out.append({"cards": cards if ordered else sorted(cards), "ordered": ordered})
            top -= size
        return out

    # ------------------------------------------------------------------ hidden information
    def _resample(self, seat: int | None, rng: Rng) -> None:
        """Reshuffle what nobody has seen: the order inside each player pile, which unseen cards lie in
        which pile (epidemics stay in their piles), and the infection deck within each known layer."""
        unseen = [c for p in self.piles for c in p if c != EPIDEMIC]
        rng.shuffle(unseen)
        piles = []
        for pile in self.piles:
            k = len(pile) - pile.count(EPIDEMIC)
            new = unseen[:k] + [EPIDEMIC] * pile.count(EPIDEMIC)
            unseen = unseen[k:]
            rng.shuffle(new)
            piles.append(new)
        self.piles = piles
        deck, top, rebuilt = self.infection_deck, len(self.infection_deck), []
        for size, ordered in self.layers:
            chunk = deck[top - size:top]
            if not ordered:
                rng.shuffle(chunk)
            rebuilt.insert(0, chunk)
            top -= size
        base = deck[:top]
        rng.shuffle(base)
        self.infection_deck = base + [c for chunk in rebuilt for c in chunk]

    # ------------------------------------------------------------------ copies and checks
    def clone(self) -> "Pandemic":
        """A field-by-field copy: much faster than a deep copy, which the bots need."""
        twin = self._twin("pawns", "stations", "supply", "cured", "eradicated", "removed", "player_discard", "stack",
                          "pending", "infection_deck", "infection_discard", "last_infections", "roles", "passed",
                          "offer")
        twin.cubes = {c: list(v) for c, v in self.cubes.items()}
        twin.hands = [list(h) for h in self.hands]
        twin.piles = [list(p) for p in self.piles]
        twin.layers = [list(layer) for layer in self.layers]
        twin.forecast = copy.deepcopy(self.forecast)
        return twin

    def heuristic(self, seat: int) -> float:
        from .strategy import evaluate
        return evaluate(self)

    def check_invariants(self) -> None:
        for k in range(4):
            on_board = sum(v[k] for v in self.cubes.values())
            assert on_board + self.supply[k] == CUBES_PER_COLOUR, f"{COLOURS[k]} cubes: {on_board} + {self.supply[k]}"
            assert self.supply[k] >= 0
            if self.eradicated[k]:
                assert self.cured[k] and on_board == 0, f"{COLOURS[k]} eradicated with cubes on the board"
        assert all(0 <= n <= 3 for v in self.cubes.values() for n in v)
        assert 1 <= len(self.stations) <= STATIONS and len(set(self.stations)) == len(self.stations)
        player_cards = ([c for h in self.hands for c in h] + [c for p in self.piles for c in p]
                        + self.player_discard + [c for c in self.removed if c in EVENT_NAME]
                        + ([self.planner_card] if self.planner_card else []))
        cards = [c for c in player_cards if c != EPIDEMIC]
        assert sorted(cards) == sorted(CITY_IDS + EVENT_IDS), "player cards are not conserved"
        assert player_cards.count(EPIDEMIC) == EPIDEMICS[self.opts["difficulty"]]
        assert not any(EPIDEMIC in h for h in self.hands)
        infection = (self.infection_deck + self.infection_discard + [c for c in self.removed if c in COLOUR]
                     + (self.forecast["cards"] + self.forecast["placed"] if self.forecast else []))
        assert sorted(infection) == sorted(CITY_IDS), "infection cards are not conserved"
        assert sum(size for size, _ in self.layers) <= len(self.infection_deck)
        assert all(size > 0 for size, _ in self.layers)
        assert 0 <= self.rate_index < len(INFECTION_RATES)
        assert 0 <= self.actions_left <= ACTIONS_PER_TURN
        assert (self.phase == "over") == self.over, (self.phase, self.outcome)
        if self.planner_card:
            assert "planner" in self.roles
        if self.over:
            won = bool(self.outcome["winners"])
            assert won == all(self.cured)
            if not won:
                assert self.lost, "lost without a reason"
            return
        assert self.outbreaks < OUTBREAK_LIMIT
        assert not all(self.cured)
        assert self.phase in DECIDING + ("window",), self.phase
        if self.phase == "discard":
            assert len(self.hands[self.discarder]) > HAND_LIMIT
        elif not self.limit_deferred and "discard" not in self.stack:
            assert all(len(h) <= HAND_LIMIT for h in self.hands), "a hand is over the limit"
        assert self.to_move, "nobody is to move"
        for k in range(4):
            if self.cured[k]:
                medic = self.seat_of("medic")
                if medic is not None:
                    assert self.cubes[self.pawns[medic]][k] == 0, "cured cubes left in the Medic's city"
