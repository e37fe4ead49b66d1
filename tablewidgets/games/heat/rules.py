"""The rules model of Heat: Pedal to the Metal (see the package docstring for the notation)."""

from __future__ import annotations

import copy
import re
from collections import Counter

from ...engine import Game, Option, OptionError, Rng, register
from . import cards as C
from .cards import (EVENTS, GEAR_COOL, HAND, LEGEND_CARDS, POINTS, SPONSOR_COPIES, SPONSORS, UPGRADES, card_info,
                    card_name, effect, is_basic, is_sponsor, value)
from .legends import legend_target, lines_between
from .tracks import TRACKS
from .weather import MOVED_HEAT, ROAD_TOKENS, ROADS, SECTOR_TEXT, SLIP_BONUS, WEATHER, lay_tokens, sector_effect

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th"}
_CARD_WORDS = {"h": "heat", "heat": "heat", "s": "stress", "stress": "stress"}
_ACTION = re.compile(r"^(gear|play|discard|direct|salvage|refresh|pick|draft)\s*(\S+)$")
_SIMPLE = {"cool": "cool", "cooldown": "cool", "boost": "boost", "adrenaline": "adrenaline", "adr": "adrenaline",
           "+1": "adrenaline", "accelerate": "accelerate", "reduce": "reduce", "supercool": "supercool",
           "slip": "slip", "slipstream": "slip", "done": "done", "end": "done", "pass": "done", "keep": "done",
           "stop": "done", "ok": "done"}


#: What every upgrade and sponsorship card shows (static, public: sent in every view for the board).
_CARD_INFO = {k: card_info(k) for k in list(UPGRADES) + list(SPONSORS)}


def _ahead_key(car: dict):
    """Sort key: further along first; side by side, the spot on the race line first."""
    return (-car["pos"], car["spot"])


@register
class Heat(Game):
    name = "heat"
    title = "Heat: Pedal to the Metal"
    tagline = "Car racing with gears, speed cards and engine heat in the corners."
    minutes = 45
    weight = "strategy"
    designed_components = False  # circuits, Legend, upgrade and sponsorship cards and events are published data
    static_keys = ('track', 'cards')
    score_label = "Championship points"
    blurb = ("Race up to six cars round a circuit: shift gears, play speed cards face down, and "
             "spend your engine's Heat to take corners faster than you should.")
    min_players = 1
    max_players = 6
    seat_names = COLOURS
    colors = ("#d64541", "#2e86c1", "#27ae60", "#e8c31a", "#8e44ad", "#e67e22")
    hidden_information = True
    bot_levels = ("random", "greedy", "mcts", "driver")
    default_bot = "driver"
    options = (
        Option("track", tuple(TRACKS), "usa", "Track",
               "The circuit; Japan has flooded spaces and a chicane, Spain tunnels and a chicane.",
               names=tuple((k, t.name) for k, t in TRACKS.items())),
        Option("laps", (0, 1, 2, 3), 0, "Laps", "0 uses the track's own number of laps.",
               names=((0, "track's own"),)),
        Option("cars", (1, 2, 3, 4, 5, 6), 6, "Cars on the grid",
               "Legends fill the grid up to this many cars (never fewer cars than players)."),
        Option("legend_speed", (0, 1, 2, 3), 0, "Legend straight-line bonus",
               "Added to every Legend's speed on straights."),
        Option("aggressive", (False, True), False, "Aggressive Legends",
               "A Legend starting on a chevron may clear two corners that round (three from a double chevron)."),
        Option("garage", (False, True), False, "Garage module",
               "Draft three upgrade cards each before the race instead of the starting Heat, 0 and 5."),
        Option("weather", ("auto", "on", "off"), "auto", "Weather and road conditions",
               "A weather tile and a road-condition token on every corner change Heat, Stress, speed limits, "
               "Cooldown, boosts and slipstreams; 'auto' plays them in championships only.",
               names=(("auto", "in championships"), ("on", "always"), ("off", "never"))),
        Option("races", (1, 2, 3, 4, 5, 6), 1, "Championship races",
               "More than one race makes a championship: the tracks follow each other from the chosen one, "
               "each race has an event, press corners give sponsorship cards, points add up.",
               names=((1, "a single race"),)),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    @property
    def track(self):
        return TRACKS[self.track_key]

    def _setup(self) -> None:
        self.track_key = self.opts["track"]
        self.ncars = max(self.players, self.opts["cars"])
        self.started = self.ncars
        self.races = self.opts["races"]
        self.race = 1
        self.points = [0] * self.ncars
        self.results: list[list[int]] = []
        self.upgrades = [[] for _ in range(self.players)]
        self.sponsor_supply = sorted(SPONSORS) * SPONSOR_COPIES
        self.rng.shuffle(self.sponsor_supply)
        self.sponsors_used: list[str] = []
        self.event_order = tuple(range(len(EVENTS)))
        if self.races > 1:                    # a championship draws its events at random, one per race
            order = list(self.event_order)
            self.rng.shuffle(order)
            self.event_order = tuple(order)
        self.weather: str | None = None
        self.roads: dict = {}
        self._setup_race()

    def _setup_race(self) -> None:
        """Put the cars on a random grid, deal the decks (or draft upgrades first) for this race."""
        self.event = EVENTS[self.event_order[(self.race - 1) % len(EVENTS)]] if self.races > 1 else None
        self.laps = max(1, (self.opts["laps"] or self.track.laps) + (self.event.laps if self.event else 0))
        self.finish_line = self.laps * self.track.length
        order = list(range(self.ncars))
        self.rng.shuffle(order)                      # a random starting grid
        self.cars = []
        for car in range(self.ncars):
            slot = order.index(car)
            self.cars.append({"pos": -1 - slot // 2, "spot": slot % 2, "gear": 1,
                              "seat": car if car < self.players else None, "place": None})
        self.deck = [[] for _ in range(self.players)]
        self.hand = [[] for _ in range(self.players)]
        self.play_area = [[] for _ in range(self.players)]
        self.discard = [[] for _ in range(self.players)]
        self.engine = [self.track.heat + (self.event.heat if self.event else 0)] * self.players
        self.stress_per_deck = max(0, self.track.stress + (self.event.stress if self.event else 0))
        self.stress_supply = C.STRESS_IN_BOX - self.stress_per_deck * self.players
        self.weather, self.roads = None, {}
        self.round = 0
        self.podium: list[int] = []
        self.finishing: list[int] = []
        self.moves: dict = {}
        self.plan = [None] * self.players
        self.order: list[int] = []
        self.adrenaline: list[int] = []
        self.turn_index = -1
        self.turn: dict | None = None
        self.revealed: set = set()
        self.legend_deck = sorted(LEGEND_CARDS)
        self.rng.shuffle(self.legend_deck)
        self.legend_card: int | None = None
        self.press_done: set = set()       # (car, line) pairs that already won their sponsorship card
        self.lap_one: list[int] = []       # cars over the line after lap 1 (the opening event)
        self.draft = None
        if self.opts["garage"] or self.races > 1:
            if not self.opts["garage"] and self.race == 1:
                self.upgrades = [list(C.STARTING_UPGRADES) for _ in range(self.players)]
            owned = {c for ups in self.upgrades for c in ups}
            supply = sorted(set(UPGRADES) - owned)
            self.rng.shuffle(supply)
            seats = sorted(range(self.players), key=lambda s: _ahead_key(self.cars[s]), reverse=True)
            # the garage: three picks before the first race; a championship: one new upgrade every race
            rounds = 3 if self.opts["garage"] and self.race == 1 else 1
            self.draft = {"supply": supply, "round": 0, "rounds": rounds, "order": [], "market": [], "seats": seats}
            self.phase = "draft"
            self._next_draft_round()
        else:
            self._draw_weather()
            for s in range(self.players):
                self._build_deck(s, list(C.STARTING_UPGRADES))
            self._start_round()
        self._count_stock()

    # ------------------------------------------------------------------ weather and road conditions
    @property
    def weather_on(self) -> bool:
        return self.opts["weather"] == "on" or (self.opts["weather"] == "auto" and self.races > 1)

    def _draw_weather(self) -> None:
        """After any draft: a weather tile and the road-condition tokens, then the tile's start effect."""
        if not self.weather_on:
            return
        self.weather = self.rng.choice(sorted(WEATHER))
        tokens = list(ROAD_TOKENS)
        self.rng.shuffle(tokens)
        self.roads = lay_tokens(self.track, tokens)
        tile = WEATHER[self.weather]
        self.engine = [max(0, e + tile.engine) for e in self.engine]
        self.stress_per_deck = max(0, self.track.stress + (self.event.stress if self.event else 0) + tile.stress)
        self.stress_supply = C.STRESS_IN_BOX - self.stress_per_deck * self.players
        self.say(f"Weather: {tile.name}. {tile.text}")

    def road(self, index: int):
        """The road-condition token on corner ``index`` (a :class:`.weather.Road`), or None."""
        key = self.roads.get(index)
        return ROADS[key] if key else None

    def _corner_index(self, corner) -> int:
        return self.track.corners.index(corner)

    def corner_limit(self, corner) -> int:
        """A corner's speed limit after its road-condition token."""
        road = self.road(self._corner_index(corner)) if self.roads else None
        return corner.limit + (road.limit if road else 0)

    def _overheat(self, corner) -> int:
        road = self.road(self._corner_index(corner)) if self.roads else None
        return road.overheat if road else 0

    def sector_of(self, pos: int) -> int:
        """The corner whose line starts the sector holding ``pos`` (the stretch up to the next line)."""
        space = pos % self.track.length
        corners = self.track.corners
        found = len(corners) - 1
        for i, corner in enumerate(corners):
            if corner.at <= space:
                found = i
        return found

    def sector(self, car_id: int) -> str | None:
        """The sector effect where the car stands now (a key of :data:`.weather.SECTOR_TEXT`), or None."""
        if not self.roads:
            return None
        return sector_effect(self.roads.get(self.sector_of(self.cars[car_id]["pos"])), self.weather)

    @property
    def hand_limit(self) -> int:
        return self.event.hand if self.event else HAND

    def _build_deck(self, seat: int, upgrades: list) -> None:
        heat_cards = [c for c in upgrades if c == "heat"]
        self.upgrades[seat] = [c for c in upgrades if c != "heat"] + heat_cards
        self.deck[seat] = list(C.BASIC) + list(upgrades) + ["stress"] * self.stress_per_deck
        move = WEATHER[self.weather].move if self.weather else ""
        if move:                                   # Rain and Sun: three Heat leave the Engine at the start
            n = min(MOVED_HEAT, self.engine[seat])
            self.engine[seat] -= n
            (self.deck[seat] if move == "deck" else self.discard[seat]).extend(["heat"] * n)
        self.rng.shuffle(self.deck[seat])
        for _ in range(self.event.sponsors if self.event else 0):     # the event's cards, dealt first
            self._sponsor(seat, "from the race's event")
        self._draw_up(seat)

    def _count_stock(self) -> None:
        """Remember every seat's cards, to check later that none appear or vanish."""
        self.stock = [self._seat_cards(s) for s in range(self.players)]
        self.sponsor_total = len(self.sponsor_supply) + len(self.sponsors_used) + \
            sum(n for s in range(self.players) for c, n in self.stock[s].items() if is_sponsor(c))
        self.stress_total = self.stress_supply + sum(self.stock[s]["stress"] for s in range(self.players))

    def _seat_cards(self, seat: int) -> Counter:
        every = Counter(self.deck[seat]) + Counter(self.hand[seat]) + Counter(self.play_area[seat]) \
            + Counter(self.discard[seat])
        if self.plan[seat]:
            every += Counter(self.plan[seat]["cards"])
        every["heat"] += self.engine[seat]
        return every

    # ------------------------------------------------------------------ positions
    def _set_position(self, position: dict) -> None:
        """Start a round's planning from ``position`` (keys in the package docstring)."""
        if not isinstance(position, dict):
            raise OptionError("A Heat position is a dict with keys like 'cars', 'hands' and 'engines'.")
        known = {"cars", "gears", "hands", "decks", "discards", "engines", "legend_deck", "stress_supply", "round",
                 "weather"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Heat position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = len(self.cars)
        if self.draft is not None:        # a position skips the draft: plain decks
            self.draft = None
            self._draw_weather()
            for s in range(self.players):
                self._build_deck(s, [] if self.opts["garage"] else list(C.STARTING_UPGRADES))
        if "weather" in position:
            self._set_weather(position["weather"])
        if "cars" in position:
            cars = position["cars"]
            if (not isinstance(cars, list) or len(cars) != n
                    or not all(isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(v, int) for v in c)
                               and c[1] in (0, 1) for c in cars)):
                raise OptionError(f"Position 'cars' must list {n} pairs [position, spot] (spot 0 on the race line, 1 beside it).")
            seen = set()
            for car, (pos, spot) in zip(self.cars, cars):
                key = (pos % self.track.length, spot)
                if key in seen:
                    raise OptionError(f"Position 'cars': two cars share space {key[0]} spot {spot}.")
                if pos >= self.finish_line:
                    raise OptionError("Position 'cars': a car cannot start at or past the finish line.")
                seen.add(key)
                car["pos"], car["spot"] = pos, spot
        if "gears" in position:
            gears = position["gears"]
            if not isinstance(gears, list) or len(gears) != n or not all(g in (1, 2, 3, 4) for g in gears):
                raise OptionError(f"Position 'gears' must list {n} gears from 1 to 4, one per car.")
            for car, g in zip(self.cars, gears):
                car["gear"] = g
        for key in ("hands", "decks", "discards"):
            if key in position:
                piles = position[key]
                if not isinstance(piles, list) or len(piles) != self.players:
                    raise OptionError(f"Position {key!r} must list one pile per player ({self.players}).")
                for seat, pile in enumerate(piles):
                    if pile is None:
                        continue
                    if not isinstance(pile, list) or not all(self._known_card(c) for c in pile):
                        raise OptionError(f"Position {key!r}: {pile!r} holds a card that does not exist.")
                    pile = [_CARD_WORDS.get(str(c).lower(), str(c).lower()) for c in pile]
                    old = {"hands": self.hand, "decks": self.deck, "discards": self.discard}[key][seat]
                    self.sponsor_supply += [c for c in old if is_sponsor(c)]    # dealt ones go back
                    if key == "hands":
                        self.hand[seat] = pile
                    elif key == "decks":
                        self.deck[seat] = list(reversed(pile))   # given top first; stored top last
                    else:
                        self.discard[seat] = pile
        if "engines" in position:
            engines = position["engines"]
            if not isinstance(engines, list) or len(engines) != self.players or \
                    not all(isinstance(e, int) and e >= 0 for e in engines):
                raise OptionError("Position 'engines' must list the Heat left in each player's Engine.")
            self.engine = list(engines)
        if "legend_deck" in position:
            deck = position["legend_deck"]
            if not isinstance(deck, list) or not deck or not all(c in LEGEND_CARDS for c in deck):
                raise OptionError(f"Position 'legend_deck' lists Legend cards by number, 1 to {len(LEGEND_CARDS)}.")
            self.legend_deck = list(deck)
        if "stress_supply" in position:
            self.stress_supply = int(position["stress_supply"])
        self.round = int(position.get("round", 1)) - 1
        self.phase = "plan"
        self.plan = [None] * self.players
        self._start_round()
        self._count_stock()

    def _set_weather(self, spec) -> None:
        """Position key 'weather': {"tile": key or None, "roads": [token key or None per corner]}."""
        n = len(self.track.corners)
        if not isinstance(spec, dict) or set(spec) - {"tile", "roads"}:
            raise OptionError("Position 'weather' is a dict with keys 'tile' and 'roads'.")
        tile = spec.get("tile")
        if tile is not None and tile not in WEATHER:
            raise OptionError(f"Position 'weather': no weather tile {tile!r} (tiles: {', '.join(sorted(WEATHER))}).")
        roads = spec.get("roads", [None] * n)
        if not isinstance(roads, list) or len(roads) != n or not all(r is None or r in ROADS for r in roads):
            raise OptionError(f"Position 'weather': 'roads' lists {n} road-condition tokens or None, one per corner "
                              f"(tokens: {', '.join(ROADS)}).")
        self.weather = tile
        self.roads = {i: r for i, r in enumerate(roads) if r is not None}

    def _known_card(self, card) -> bool:
        card = _CARD_WORDS.get(str(card).lower(), str(card).lower())
        return card in UPGRADES or card in ("0", "1", "2", "3", "4", "5", "heat", "stress")

    # ------------------------------------------------------------------ cards and piles
    def _draw_top(self, seat: int) -> str | None:
        """The top card of the draw pile; an empty pile is refilled by shuffling the discard pile."""
        if not self.deck[seat]:
            if not self.discard[seat]:
                return None
            self.deck[seat] = self.discard[seat]
            self.discard[seat] = []
            self.rng.shuffle(self.deck[seat])
            self.say(f"{self.seat_name(seat)} shuffles the discard pile into a new draw pile.")
        return self.deck[seat].pop()

    def _draw_up(self, seat: int) -> None:
        while len(self.hand[seat]) < self.hand_limit:
            card = self._draw_top(seat)
            if card is None:
                break
            self.hand[seat].append(card)

    def _flip_plus(self, seat: int) -> int:
        """Resolve one + symbol: flip until a basic card, which joins the play area; the rest are discarded."""
        budget = len(self.deck[seat]) + len(self.discard[seat]) + 1
        flipped = []
        while budget > 0:
            budget -= 1
            card = self._draw_top(seat)
            if card is None:
                break
            if is_basic(card):
                self.play_area[seat].append(card)
                if flipped:
                    self.say(f"{self.seat_name(seat)} flips {', '.join(card_name(c) for c in flipped)} "
                             f"(discarded), then a {card}.")
                else:
                    self.say(f"{self.seat_name(seat)} flips a {card}.")
                return int(card)
            self.discard[seat].append(card)
            flipped.append(card)
        self.say(f"{self.seat_name(seat)} finds no speed card to flip: the + symbol adds nothing.")
        return 0

    def _pay_heat(self, seat: int, n: int) -> int:
        paid = min(n, self.engine[seat])
        self.engine[seat] -= paid
        self.discard[seat].extend(["heat"] * paid)
        return paid

    # ------------------------------------------------------------------ the track
    def _occupied(self, space: int, skip: int | None = None) -> set:
        length = self.track.length
        return {car["spot"] for i, car in enumerate(self.cars)
                if i != skip and car["place"] is None and car["pos"] % length == space}

    def _place(self, car_id: int, target: int) -> None:
        """Put a car on ``target``, on the race line if free; a full space sends it back behind."""
        car = self.cars[car_id]
        length = self.track.length
        pos = target
        while True:
            taken = self._occupied(pos % length, skip=car_id)
            free = [s for s in (0, 1) if s not in taken]
            if free:
                car["pos"], car["spot"] = pos, free[0]
                return
            pos -= 1

    def _move(self, car_id: int, spaces: int) -> None:
        if spaces > 0:
            self._place(car_id, self.cars[car_id]["pos"] + spaces)

    def racing(self) -> list[int]:
        """Cars still on the track, front first."""
        ids = [i for i, car in enumerate(self.cars) if car["place"] is None]
        return sorted(ids, key=lambda i: _ahead_key(self.cars[i]))

    def _flooded(self, car_id: int) -> bool:
        return self.cars[car_id]["pos"] % self.track.length in self.track.flooded

    def _tunnel(self, car_id: int) -> bool:
        return self.cars[car_id]["pos"] % self.track.length in self.track.tunnels

    def car_name(self, car_id: int) -> str:
        car = self.cars[car_id]
        if car["seat"] is not None:
            return self.seat_name(car["seat"])
        return f"Legend {COLOURS[car_id]}"

    # ------------------------------------------------------------------ garage draft
    def _next_draft_round(self) -> None:
        d = self.draft
        d["round"] += 1
        seats = d["seats"] if d["round"] % 2 == 1 else list(reversed(d["seats"]))   # snake order
        d["order"] = list(seats)
        d["supply"] = d["market"] + d["supply"]        # what nobody took goes back under the supply
        d["market"] = sorted(d["supply"][-(self.players + 3):], key=C.card_sort_key)
        del d["supply"][-(self.players + 3):]
        self.reveal()

    def _pick(self, seat: int, card: str) -> None:
        d = self.draft
        d["market"].remove(card)
        self.upgrades[seat].append(card)
        d["order"].pop(0)
        if d["order"]:
            return
        if d["round"] < d["rounds"]:
            self._next_draft_round()
            return
        d["supply"] += d["market"]
        d["market"] = []
        self._draw_weather()                 # the weather shows only once the upgrades are chosen
        for s in range(self.players):
            self._build_deck(s, list(self.upgrades[s]))
        self.draft = None
        self._start_round()
        self._count_stock()

    # ------------------------------------------------------------------ the round
    def _start_round(self) -> None:
        self.round += 1
        self.revealed = set()
        self.finishing = []
        self.turn = None
        self.turn_index = -1
        if not any(self.cars[i]["seat"] is not None for i in self.racing()):
            self._legends_to_the_end()
            return
        self.phase = "plan"
        self.plan = [None if self.cars[s]["place"] is not None else {"gear": None, "cards": [], "cluttered": False}
                     for s in range(self.players)]

    def _legends_to_the_end(self) -> None:
        """Only Legends are left: they race on by themselves until they all finish."""
        race = self.race
        for _ in range(500):
            if self.over or self.race != race or not self.racing():
                break
            self.order = self.racing()
            self._flip_legend_card()
            for car_id in self.order:
                self._legend_turn(car_id)
            self._close_round()

    def _flip_legend_card(self) -> None:
        if not any(self.cars[i]["seat"] is None for i in self.order):
            self.legend_card = None
            return
        if not self.legend_deck:
            self.legend_deck = sorted(LEGEND_CARDS)
            self.rng.shuffle(self.legend_deck)
        self.legend_card = self.legend_deck.pop(0)
        self.reveal()                  # the card's face was hidden until now
        card = LEGEND_CARDS[self.legend_card]
        legends = [i for i in self.order if self.cars[i]["seat"] is None]
        self.say(f"Legend card {card.key}: " + ", ".join(
            f"{COLOURS[i]} {card.speeds[i]} (slot {card.slots[i]})" for i in legends) + ".")

    def _plan_cost(self, seat: int, gear: int) -> int:
        """Heat to pay for shifting to ``gear`` (two gears: 1; down on a flooded space: 1 more)."""
        current = self.cars[seat]["gear"]
        cost = 1 if abs(gear - current) == 2 else 0
        if gear < current and self._flooded(seat):
            cost += 1
        return cost

    def _plan_heat(self, seat: int) -> int:
        plan = self.plan[seat]
        return self._plan_cost(seat, plan["gear"]) + sum(effect(c, "heat") for c in plan["cards"])

    def _playable(self, seat: int) -> list[str]:
        plan = self.plan[seat]
        room = self.engine[seat] - self._plan_heat(seat)
        return sorted({c for c in self.hand[seat] if c != "heat" and effect(c, "heat") <= room},
                      key=C.card_sort_key)

    def _plan_done(self, seat: int) -> bool:
        plan = self.plan[seat]
        return plan is None or (plan["gear"] is not None and (plan["cluttered"] or len(plan["cards"]) == plan["gear"]))

    def _check_clutter(self, seat: int) -> None:
        """Not enough playable cards for the gear: play Heat for the rest (a cluttered hand)."""
        plan = self.plan[seat]
        need = plan["gear"] - len(plan["cards"])
        if need > 0 and not self._playable(seat):
            for _ in range(need):
                if "heat" in self.hand[seat]:
                    self.hand[seat].remove("heat")
                    plan["cards"].append("heat")
            plan["cluttered"] = True
            self.say(f"{self.seat_name(seat)} has a cluttered hand: Heat cards fill the play area.", to=(seat,))

    def _reveal_round(self) -> None:
        """Everyone has chosen: gears show, double shifts are paid, and the cars move front to back."""
        self.reveal()
        self.moves = {}               # last round's moves stay on show while everyone plans
        words = []
        for s in range(self.players):
            plan = self.plan[s]
            if plan is None:
                continue
            cost = self._plan_cost(s, plan["gear"])
            if cost:
                self._pay_heat(s, cost)
            self.cars[s]["gear"] = plan["gear"]
            words.append(f"{self.seat_name(s)} {ORDINAL[plan['gear']]}" + (f" (paid {cost} Heat)" if cost else ""))
        self.say("Gears: " + ", ".join(words) + ".")
        self.order = self.racing()
        last = 2 if self.started >= 5 else 1
        self.adrenaline = self.order[-last:]
        self._flip_legend_card()
        self.phase = "move"
        self.turn_index = -1

    def _advance(self) -> None:
        """Run the automatic steps until someone must decide (or the race ends)."""
        while not self.over:
            if self.phase in ("draft", "plan"):
                if self.phase == "draft" or not all(self._plan_done(s) for s in range(self.players)):
                    return
                self._reveal_round()
            elif self.phase == "move":
                self.turn_index += 1
                if self.turn_index >= len(self.order):
                    if not self._close_round():     # a finished race has set up the next one itself
                        self._start_round()
                    continue
                car_id = self.order[self.turn_index]
                if self.cars[car_id]["seat"] is None:
                    self._legend_turn(car_id)
                else:
                    self._begin_turn(car_id)
            elif self.phase == "react":
                if len(self._react_actions(self.turn["seat"])) > 1:
                    return
                self._end_react(slip=False)
            elif self.phase == "discard":
                if len(self._discard_actions(self.turn["seat"])) > 1:
                    return
                self._replenish()
            else:
                return

    def _legend_turn(self, car_id: int) -> None:
        car = self.cars[car_id]
        card = LEGEND_CARDS[self.legend_card]
        start = car["pos"]
        target = legend_target(self.track, self.laps, start, car_id, card, self.opts["legend_speed"],
                               self.opts["aggressive"], limit_of=self.corner_limit if self.roads else None)
        self._place(car_id, target)
        self.revealed.add(car_id)
        self.moves[car_id] = {"from": start, "to": car["pos"], "speed": target - start}
        self.say(f"{self.car_name(car_id)} drives {car['pos'] - start} spaces.")
        self._lap_one(car_id)
        if car["pos"] >= self.finish_line:
            self.finishing.append(car_id)

    def _begin_turn(self, car_id: int) -> None:
        seat = self.cars[car_id]["seat"]
        plan = self.plan[seat]
        car = self.cars[car_id]
        self.revealed.add(car_id)
        self.play_area[seat] = list(plan["cards"])
        plan["cards"] = []
        self.turn = {"car": car_id, "seat": seat, "start": car["pos"], "bonus": 0, "plus": 0, "boost": False,
                     "adrenaline": car_id in self.adrenaline, "adr_used": False,
                     "cool": GEAR_COOL[car["gear"]] + (1 if car_id in self.adrenaline else 0),
                     "accel_ready": 0, "accel": 0, "draft": 0, "reduce": 0, "salvage": 0, "supercool": 0,
                     "slip": 0, "limit": 0, "refreshed": [], "heat_paid": 0, "spun": False, "cluttered": False,
                     "sector_cool": False}
        shown = ", ".join(card_name(c) for c in self.play_area[seat])
        if plan["cluttered"]:
            self.turn["cluttered"] = True
            car["gear"] = 1
            self.say(f"{self.seat_name(seat)} reveals {shown}: a cluttered hand. The car stays put and drops "
                     "to 1st gear.")
            self.moves[car_id] = {"from": car["pos"], "to": car["pos"], "speed": 0, "cluttered": True}
            self._replenish()
            return
        self.say(f"{self.seat_name(seat)} reveals {shown}.")
        for card in list(self.play_area[seat]):
            self._card_arrives(seat, card)
        speed = self._speed()
        self._move(car_id, speed)
        self.moves[car_id] = {"from": self.turn["start"], "to": car["pos"], "speed": speed, "heat": 0, "spun": False}
        self.say(f"{self.seat_name(seat)} has speed {speed} and drives to space {car['pos'] % self.track.length}.")
        self.phase = "react"

    def _card_arrives(self, seat: int, card: str) -> None:
        """A card enters the play area: its mandatory icons happen, its optional ones become available."""
        t = self.turn
        if effect(card, "heat"):
            t["heat_paid"] += self._pay_heat(seat, effect(card, "heat"))
        for _ in range(effect(card, "scrap")):
            top = self._draw_top(seat)
            if top is not None:
                self.discard[seat].append(top)
                self.say(f"{self.seat_name(seat)} scraps a {card_name(top)}.")
        for kind in ("draft", "reduce", "salvage", "supercool", "slip", "limit", "cool"):
            t[kind] += effect(card, kind)
        t["accel_ready"] += effect(card, "accelerate")
        for _ in range(effect(card, "plus")):
            self._plus(seat)

    def _plus(self, seat: int) -> int:
        """One + symbol: flip for a value; an active Accelerate adds 1 per +."""
        self.turn["plus"] += 1
        self.turn["bonus"] += self.turn["accel"]
        return self._flip_plus(seat) + self.turn["accel"]

    def _speed(self) -> int:
        seat = self.turn["seat"]
        return sum(value(c) for c in self.play_area[seat]) + self.turn["bonus"]

    # ------------------------------------------------------------------ react
    def _react_actions(self, seat: int) -> list[str]:
        t = self.turn
        car_id = t["car"]
        hand = self.hand[seat]
        acts = []
        if self._cools_left() and "heat" in hand:
            acts.append("cool")
        if not t["boost"] and (self.engine[seat] > 0 or self.sector(car_id) == "free_boost"):
            acts.append("boost")
        if t["adrenaline"] and not t["adr_used"]:
            acts.append("adrenaline")
        if t["accel_ready"] and t["plus"]:
            acts.append("accelerate")
        room = self.engine[seat]
        for card in sorted({c for c in hand if effect(c, "direct") and effect(c, "heat") <= room},
                           key=C.card_sort_key):
            acts.append(f"direct {card}")
        for k in self._draft_steps(car_id):
            acts.append(f"draft {k}")
        if t["reduce"] and "stress" in hand and not self._tunnel(car_id):
            acts.append("reduce")
        if t["salvage"]:
            for card in sorted(set(self.discard[seat]), key=C.card_sort_key):
                acts.append(f"salvage {card}")
        if t["supercool"] and "heat" in self.discard[seat]:
            acts.append("supercool")
        if self._may_slip(car_id):
            acts.append("slip")
        acts.append("done")
        return acts

    def _draft_steps(self, car_id: int) -> list[int]:
        """Draft moves: through completely empty spaces, ending right behind a car."""
        n = self.turn["draft"]
        if not n:
            return []
        length = self.track.length
        pos = self.cars[car_id]["pos"]
        steps = []
        for k in range(1, n + 1):
            if self._occupied((pos + k) % length, skip=car_id):
                break
            if self._occupied((pos + k + 1) % length, skip=car_id):
                steps.append(k)
        return steps

    def _cools_left(self) -> int:
        """Cooldowns still to use this turn: none in a no-Cooldown sector, one more in a cooling one."""
        here = self.sector(self.turn["car"])
        if here == "no_cool":
            return 0
        return self.turn["cool"] + (1 if here == "cool1" and not self.turn["sector_cool"] else 0)

    def _slip_distance(self) -> int:
        return (2 + self.turn["slip"] + (self.event.slip if self.event else 0)
                + SLIP_BONUS.get(self.sector(self.turn["car"]), 0))

    def _may_slip(self, car_id: int) -> bool:
        """Beside a car or right behind one, and not across or after the finish line."""
        car = self.cars[car_id]
        length = self.track.length
        if car["pos"] + self._slip_distance() >= self.finish_line or self.sector(car_id) == "no_slip":
            return False
        return bool(self._occupied(car["pos"] % length, skip=car_id) or
                    self._occupied((car["pos"] + 1) % length, skip=car_id))

    def _react(self, seat: int, action: str) -> None:
        t = self.turn
        car_id = t["car"]
        name = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        if word == "cool":
            self.hand[seat].remove("heat")
            self.engine[seat] += 1
            if self.sector(car_id) == "cool1" and not t["sector_cool"]:
                t["sector_cool"] = True          # the sector's extra Cooldown goes first
            else:
                t["cool"] -= 1
        elif word == "boost":
            t["boost"] = True
            if self.sector(car_id) == "free_boost":
                self.say(f"{name} boosts for free in this sector.")
            else:
                self._pay_heat(seat, 1)
            gained = self._plus(seat)
            self._move(car_id, gained)
            self.say(f"{name} boosts for {gained}: speed {self._speed()}.")
        elif word == "adrenaline":
            t["adr_used"] = True
            t["bonus"] += 1
            self._move(car_id, 1)
        elif word == "accelerate":
            t["accel_ready"] -= 1
            t["accel"] += 1
            t["bonus"] += t["plus"]
            self._move(car_id, t["plus"])
            self.say(f"{name} accelerates: +{t['plus']} speed.")
        elif word == "direct":
            self.hand[seat].remove(arg)
            self.play_area[seat].append(arg)
            before = self._speed() - value(arg)
            self._card_arrives(seat, arg)
            self._move(car_id, self._speed() - before)
        elif word == "draft":
            k = int(arg)
            t["draft"] -= k
            self._place(car_id, self.cars[car_id]["pos"] + k)
        elif word == "reduce":
            t["reduce"] -= 1
            self.hand[seat].remove("stress")
            self.discard[seat].append("stress")
        elif word == "salvage":
            t["salvage"] -= 1
            pile = self.discard[seat]
            del pile[len(pile) - 1 - pile[::-1].index(arg)]     # the topmost copy
            self.deck[seat].append(arg)
            self.rng.shuffle(self.deck[seat])
        elif word == "supercool":
            t["supercool"] -= 1
            pile = self.discard[seat]
            del pile[len(pile) - 1 - pile[::-1].index("heat")]
            self.engine[seat] += 1
        elif word in ("slip", "done"):
            self._end_react(slip=word == "slip")

    def _end_react(self, slip: bool) -> None:
        t = self.turn
        car_id = t["car"]
        if slip:
            start = self.cars[car_id]["pos"]
            self._place(car_id, start + self._slip_distance())
            t["slip_from"], t["slip_to"] = start, self.cars[car_id]["pos"]
            t["slipped"] = True
            self.say(f"{self.car_name(car_id)} slipstreams {self.cars[car_id]['pos'] - start} spaces.")
        self._check_corners()
        self.phase = "discard"

    def _check_corners(self) -> None:
        t = self.turn
        car_id, seat = t["car"], t["seat"]
        car = self.cars[car_id]
        speed = self._speed()
        for line, corner in lines_between(self.track, t["start"], car["pos"], self.finish_line):
            limit = self.corner_limit(corner) + t["limit"]
            excess = speed - limit
            cost = excess + self._overheat(corner) if excess > 0 else 0     # an Overheat token: one more
            if excess <= 0 or self.engine[seat] >= cost:
                self._press(car_id, line, corner, excess)
            if excess <= 0:
                continue
            if self.engine[seat] >= cost:
                self._pay_heat(seat, cost)
                t["heat_paid"] += cost
                self.say(f"{self.seat_name(seat)} takes the corner limited to {limit} at speed {speed}: "
                         f"{cost} Heat.")
                continue
            t["heat_paid"] += self._pay_heat(seat, cost)
            stress = 1 if car["gear"] <= 2 else 2
            taken = min(stress, self.stress_supply)
            self.stress_supply -= taken
            self.hand[seat].extend(["stress"] * taken)
            self._place(car_id, line - 1)
            car["gear"] = 1
            t["spun"] = True
            self.say(f"{self.seat_name(seat)} spins out at the corner limited to {limit}: back before the line, "
                     f"{taken} Stress into the hand, 1st gear.")
            break
        self.moves[car_id] = {"from": t["start"], "to": car["pos"], "speed": speed, "heat": t["heat_paid"],
                              "spun": t["spun"], "slip": t.get("slipped", False)}
        self._event_awards(car_id, speed)

    def _press(self, car_id: int, line: int, corner, excess: int) -> None:
        """Championship press corners: fast enough, or slipstreaming over the line, earns a sponsor."""
        if self.races == 1 or self.track.corners.index(corner) not in self.press_corners():
            return
        t = self.turn
        slipped = "slip_from" in t and t["slip_from"] < line <= t["slip_to"]
        if (excess >= C.PRESS_EXCESS or slipped) and (car_id, line) not in self.press_done:
            self.press_done.add((car_id, line))
            self._sponsor(t["seat"], "at a press corner")

    def press_corners(self) -> tuple:
        """This race's press corners (by corner index): the event picks them along the track card."""
        order = self.track.press_order
        if self.event is None or not order:
            return self.track.press
        return tuple(sorted({order[j % len(order)] for j in self.event.press}))

    def _event_awards(self, car_id: int, speed: int) -> None:
        """Events that pay a sponsorship card for a fast move or for passing cars (not after a spin-out)."""
        ev, t = self.event, self.turn
        if ev is None or t.get("spun"):
            return
        seat = t["seat"]
        if ev.record and speed >= ev.record:
            self._sponsor(seat, f"for a move at speed {speed}")
        if ev.overtake:
            start, end = t["start"], self.cars[car_id]["pos"]
            passed = sum(1 for i, c in enumerate(self.cars) if i != car_id and start < c["pos"] < end
                         and c["place"] is None)
            if passed >= ev.overtake:
                self._sponsor(seat, f"for passing {passed} cars")

    def _sponsor(self, seat: int, why: str) -> None:
        if self.sponsor_supply:
            card = self.sponsor_supply.pop()
            self.hand[seat].append(card)
            self.say(f"{self.seat_name(seat)} wins a sponsorship card {why}.")
            self.say(f"The sponsorship card is {card_name(card)}.", to=(seat,))

    def _lap_one(self, car_id: int) -> None:
        """The opening event: the first cars to complete lap 1 earn a sponsorship card."""
        if not self.event or not self.event.lap_one or car_id in self.lap_one:
            return
        if self.cars[car_id]["pos"] >= self.track.length and len(self.lap_one) < self.event.lap_one:
            self.lap_one.append(car_id)
            if self.cars[car_id]["seat"] is not None:
                self._sponsor(self.cars[car_id]["seat"], "for finishing lap 1 among the first")

    # ------------------------------------------------------------------ discard and replenish
    def _discard_actions(self, seat: int) -> list[str]:
        acts = []
        if not self._tunnel(self.turn["car"]):
            acts += [f"discard {c}" for c in sorted({c for c in self.hand[seat] if c not in ("heat", "stress")},
                                                    key=C.card_sort_key)]
        acts += [f"refresh {c}" for c in sorted({c for c in self.play_area[seat] if effect(c, "refresh")},
                                                key=C.card_sort_key)]
        return acts + ["done"]

    def _replenish(self) -> None:
        t = self.turn
        seat, car_id = t["seat"], t["car"]
        used = [c for c in self.play_area[seat] if is_sponsor(c)]
        self.sponsors_used += used                       # a sponsorship card played leaves the game
        self.discard[seat].extend(c for c in self.play_area[seat] if not is_sponsor(c))
        self.play_area[seat] = []
        self._lap_one(car_id)
        self._draw_up(seat)
        if self.cars[car_id]["pos"] >= self.finish_line and car_id not in self.finishing:
            self.finishing.append(car_id)
        self.phase = "move"

    def _close_round(self) -> bool:
        """Cars over the line go to the podium, the one further ahead first."""
        for car_id in sorted(self.finishing, key=lambda i: _ahead_key(self.cars[i])):
            self.podium.append(car_id)
            self.cars[car_id]["place"] = len(self.podium)
            self.say(f"{self.car_name(car_id)} finishes {ORDINAL.get(len(self.podium), len(self.podium))}.")
        self.finishing = []
        self.turn = None
        if not self.racing():
            self._finish_race()
            return True
        return False

    def _finish_race(self) -> None:
        if self.over:
            return
        for car_id in self.podium:
            place = self.cars[car_id]["place"]
            self.points[car_id] += POINTS[place - 1] if place <= len(POINTS) else 0
            if self.event and place <= len(self.event.podium):
                self.points[car_id] += self.event.podium[place - 1]
        self.results.append(list(self.podium))
        winner = self.podium[0]
        if self.race < self.races:
            self.say(f"{self.car_name(winner)} wins race {self.race} at {self.track.name}.")
            self._next_race()
            return
        self.phase = "over"
        if self.races == 1:
            places = [self.cars[s]["place"] for s in range(self.players)]
            self.finish([self.points[s] for s in range(self.players)], winners=[winner] if winner < self.players
                        else [], ranking=places, reason=f"{self.car_name(winner)} wins the race.")
            return
        pts = self.points
        best = max(pts)
        ranking = [1 + sum(1 for p in pts if p > pts[s]) for s in range(self.players)]
        leaders = [c for c in range(self.ncars) if pts[c] == best]
        winners = [c for c in leaders if c < self.players]
        self.finish([pts[s] for s in range(self.players)], winners=winners, ranking=ranking,
                    reason=f"{' and '.join(self.car_name(c) for c in leaders)} "
                           f"{'wins' if len(leaders) == 1 else 'share'} the championship with {best} points.")

    def _next_race(self) -> None:
        """Sponsorship cards go back to their supply; the next track of the list hosts the next race."""
        for s in range(self.players):
            for pile in (self.deck[s], self.hand[s], self.discard[s], self.play_area[s]):
                self.sponsor_supply += [c for c in pile if is_sponsor(c)]
        self.rng.shuffle(self.sponsor_supply)
        keys = list(TRACKS)
        self.race += 1
        self.track_key = keys[(keys.index(self.opts["track"]) + self.race - 1) % len(keys)]
        self._setup_race()
        self.say(f"Race {self.race} of {self.races}: {self.track.name}, event: {self.event.name}.")

    # ------------------------------------------------------------------ the contract
    def _to_move(self) -> tuple:
        if self.phase == "draft":
            return (self.draft["order"][0],)
        if self.phase == "plan":
            return tuple(s for s in range(self.players) if not self._plan_done(s))
        if self.phase in ("react", "discard"):
            return (self.turn["seat"],)
        return ()

    def _legal(self, seat: int) -> list[str]:
        if self.phase == "draft":
            return [f"pick {c}" for c in self.draft["market"]]
        if self.phase == "plan":
            plan = self.plan[seat]
            if plan["gear"] is None:
                current = self.cars[seat]["gear"]
                return [f"gear {g}" for g in range(1, 5)
                        if abs(g - current) <= 2 and self._plan_cost(seat, g) <= self.engine[seat]]
            return [f"play {c}" for c in self._playable(seat)]
        if self.phase == "react":
            return self._react_actions(seat)
        if self.phase == "discard":
            return self._discard_actions(seat)
        return []

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        if word == "pick":
            self._pick(seat, arg)
        elif word == "gear":
            self.plan[seat]["gear"] = int(arg)
            self._check_clutter(seat)
        elif word == "play":
            self.hand[seat].remove(arg)
            self.plan[seat]["cards"].append(arg)
            self._check_clutter(seat)
        elif self.phase == "react":
            self._react(seat, action)
        elif word == "discard":
            self.hand[seat].remove(arg)
            self.discard[seat].append(arg)
        elif word == "refresh":
            self.play_area[seat].remove(arg)
            self.deck[seat].append(arg)
            self.turn["refreshed"].append(arg)
        elif word == "done":
            self._replenish()
        self._advance()

    def secret_round(self) -> tuple:
        # everyone shifts and plays face down at once: who has finished shows only to that seat
        return tuple(range(self.players)) if self.phase == "plan" else ()

    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action.startswith(("gear", "play")):
            return (seat,)        # hidden commitments: only the chooser reads them
        return None

    def _parse(self, text: str) -> str:
        t = " ".join(text.lower().split())
        if t in _SIMPLE:
            return _SIMPLE[t]
        m = _ACTION.match(t.replace("gear:", "gear ").replace("g ", "gear "))
        if not m:
            m = re.match(r"^(g|gear)(\d)$", t)
            if m:
                return f"gear {m.group(2)}"
            return t
        word, arg = m.groups()
        arg = _CARD_WORDS.get(arg, arg)
        return f"{word} {arg}"

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        phase = self.phase
        if phase == "plan":
            plan = self.plan[seat]
            if word == "gear":
                if plan["gear"] is not None:
                    return "You have already chosen your gear this round: now play your cards."
                if not arg.isdigit() or not 1 <= int(arg) <= 4:
                    return "There are four gears, 1 to 4."
                g = int(arg)
                if abs(g - self.cars[seat]["gear"]) > 2:
                    return "You may shift at most two gears in a round."
                return (f"Shifting to gear {g} costs {self._plan_cost(seat, g)} Heat and your Engine "
                        f"holds {self.engine[seat]}.")
            if word == "play":
                if plan["gear"] is None:
                    return "Choose your gear first: it sets how many cards you play."
                if arg == "heat":
                    return "Heat cards cannot be played (only a cluttered hand puts them in the play area)."
                if arg not in self.hand[seat]:
                    return f"You have no {card_name(arg)} card in your hand."
                return f"{card_name(arg)} costs Heat that your Engine no longer holds after this round's choices."
            return "Now shift gears and play cards face down."
        if phase == "react":
            t = self.turn
            if word == "boost":
                if t["boost"]:
                    return "You may boost only once per turn."
                return "Boosting costs 1 Heat and your Engine is empty."
            if word == "cool":
                if self.sector(t["car"]) == "no_cool":
                    return "No Cooldown in this sector: the weather forbids it."
                return "Cooling down needs a Cooldown left and a Heat card in your hand."
            if word == "slip":
                if self.sector(t["car"]) == "no_slip":
                    return "No slipstreaming from this sector: the weather forbids it."
                if self.cars[t["car"]]["pos"] + self._slip_distance() >= self.finish_line:
                    return "Slipstreaming can never take you across or beyond the finish line."
                return "You can slipstream only beside a car or in the space right behind one."
            if word == "adrenaline":
                return "Adrenaline is only for the last car to move this round (the last two with 5 or 6 cars)."
            if word == "reduce" and self._tunnel(t["car"]):
                return "Nothing may be discarded in a tunnel."
            if word == "draft":
                return "Drafting moves only through empty spaces and must end right behind a car."
            if word in ("discard", "play", "gear"):
                return "Now react: use your symbols in any order, then say done (or slipstream)."
            return "That symbol is not available to you this turn."
        if phase == "discard":
            if word == "discard":
                if self._tunnel(self.turn["car"]):
                    return "Nothing may be discarded while your car is in a tunnel."
                if arg in ("heat", "stress"):
                    return "Heat and Stress cards can never be discarded."
                return f"You have no {card_name(arg)} card in your hand to discard."
            return "Now discard cards you do not want to keep, or say done to draw back up to seven."
        if phase == "draft":
            return "Pick one of the upgrade cards on offer."
        return None

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = self._actor(seat)
        name = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        if word == "gear":
            return f"{name} shifts to gear {arg}."
        if word == "play":
            return f"{name} plays {card_name(arg)} face down."
        if word == "pick":
            return f"{name} takes the upgrade {card_name(arg)}."
        if word == "discard":
            return f"{name} discards a {card_name(arg)}."
        if word == "refresh":
            return f"{name} puts {card_name(arg)} back on top of the draw pile."
        if word == "direct":
            return f"{name} plays {card_name(arg)} straight from the hand."
        if word == "salvage":
            return f"{name} shuffles a {card_name(arg)} from the discard pile back into the draw pile."
        if word == "draft":
            return f"{name} drafts {arg} spaces forward."
        return {"cool": f"{name} cools one Heat back into the Engine.",
                "boost": f"{name} pays 1 Heat to boost.",
                "adrenaline": f"{name} uses Adrenaline for one more space.",
                "accelerate": f"{name} accelerates: +1 for each + symbol this turn.",
                "reduce": f"{name} discards a Stress card.",
                "supercool": f"{name} returns a Heat card from the discard pile to the Engine.",
                "slip": f"{name} slipstreams.",
                "done": f"{name} is done." if self.phase != "discard" else f"{name} keeps the rest of the hand.",
                }.get(word, f"{name} plays {action}.")

    def _actor(self, seat):
        if seat is not None:
            return seat
        return self.to_move[0] if self.to_move else 0

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "gear":
            return f"Gear {arg}"
        if word in ("play", "discard", "pick", "refresh", "direct", "salvage"):
            return f"{word.capitalize()} {card_name(arg)}"
        if word == "draft":
            return f"Draft {arg}"
        if word == "done":
            return "Keep hand" if self.phase == "discard" else "Done"
        return {"cool": "Cool down", "boost": "Boost (1 Heat)", "adrenaline": "Adrenaline +1",
                "accelerate": "Accelerate", "reduce": "Drop a Stress", "supercool": "Super cool",
                "slip": "Slipstream"}.get(word, action)

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("play", "discard", "direct"):
            return [f"hand:{arg}"]
        if word == "gear":
            return [f"gear:{arg}"]
        if word == "pick":
            return [f"market:{arg}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        if self.phase == "draft":
            d = self.draft
            return (f"Garage draft, round {d['round']} of {d['rounds']}: {self.seat_name(d['order'][0])} "
                    "picks an upgrade.")
        if self.phase == "plan":
            waiting = [self.seat_name(s) for s in self.seen_to_move(seat)]
            if seat is not None and seat in self.to_move:
                plan = self.plan[seat]
                if plan["gear"] is None:
                    return f"Round {self.round}: choose your gear (now in gear {self.cars[seat]['gear']}: change by one freely, by two for one Heat)."
                left = plan["gear"] - len(plan["cards"])
                return f"Round {self.round}: play {left} more card{'s' if left > 1 else ''} face down."
            return f"Round {self.round}: waiting for {' and '.join(waiting)} to shift and play cards."
        name = self.seat_name(self.turn["seat"])
        if self.phase == "react":
            return f"{name} moved at speed {self._speed()}: react (cool, boost...), slipstream, or done."
        return f"{name} may discard cards, then draws back up to seven."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        track = self.track
        length = track.length
        cars = []
        for i, car in enumerate(self.cars):
            cars.append({"car": i, "seat": car["seat"], "legend": car["seat"] is None, "name": self.car_name(i),
                         "pos": car["pos"], "space": car["pos"] % length, "spot": car["spot"],
                         "lap": max(1, min(self.laps, car["pos"] // length + 1)), "gear": car["gear"],
                         "place": car["place"], "finishing": i in self.finishing})
        planning = self.phase == "plan"
        players = []
        for s in range(self.players):
            plan = self.plan[s]
            hidden = len(plan["cards"]) if plan else 0
            shown = s in self.revealed
            players.append({
                "car": s,
                "gear": self.cars[s]["gear"],
                "hand_count": len(self.hand[s]) + (hidden if planning else 0),
                "deck_count": len(self.deck[s]),
                "discard_count": len(self.discard[s]),
                "discard_top": self.discard[s][-1] if self.discard[s] else None,
                "engine": self.engine[s],
                "play": list(self.play_area[s]) if shown else [],
                "face_down": 0 if shown or planning else hidden,
                "ready": planning and s == seat and self._plan_done(s) and plan is not None,   # one's own only
                "upgrades": list(self.upgrades[s]),
            })
        mine = seat is not None
        view = {
            "track": {"key": track.key, "name": track.name, "laps": self.laps, "length": length,
                      "geo": track.geometry(), "flooded": sorted(track.flooded), "tunnels": sorted(track.tunnels),
                      "chevrons": [[k, v] for k, v in sorted(track.chevrons.items())]},
            "round": self.round, "phase": self.phase, "cars": cars, "players": players,
            "order": list(self.order) if not planning else [], "adrenaline": list(self.adrenaline) if not planning else [],
            "current": self.turn["car"] if self.turn else None,
            "podium": list(self.podium),
            "stress_supply": self.stress_supply,
            "legend_card": self._legend_view(),
            "moves": {str(k): dict(v) for k, v in self.moves.items()},
            "hand": sorted(self.hand[seat], key=C.card_sort_key) if mine else None,
            "plan": ({"gear": self.plan[seat]["gear"], "cards": list(self.plan[seat]["cards"])}
                     if mine and self.plan[seat] and (planning or self.plan[seat]["cards"]) else None),
            "turn": self._turn_view(),
            "draft": ({"round": self.draft["round"], "market": list(self.draft["market"]),
                       "picker": self.draft["order"][0]} if self.draft else None),
            "cards": _CARD_INFO,
            "pile": (sorted(self.discard[seat], key=C.card_sort_key)
                     if mine and self.phase == "react" and self.turn and self.turn["seat"] == seat
                     and (self.turn["salvage"] or self.turn["supercool"]) else None),
        }
        if self.weather or self.roads:
            view["weather"] = self._weather_view()
        if self.races > 1:
            view["championship"] = {"race": self.race, "races": self.races, "points": list(self.points),
                                    "event": {"name": self.event.name, "text": self.event.text},
                                    "results": [list(r) for r in self.results],
                                    "press": [track.corners[i].at for i in self.press_corners()]}
        if self.over:
            view["standings"] = [{"car": i, "name": self.car_name(i), "place": self.cars[i]["place"],
                                  "points": self.points[i]} for i in self.podium]
        return view

    def _weather_view(self) -> dict:
        tile = WEATHER[self.weather] if self.weather else None
        roads = []
        for i, corner in enumerate(self.track.corners):
            key = self.roads.get(i)
            if key is None:
                continue
            road = ROADS[key]
            effect_ = sector_effect(key, self.weather)
            roads.append({"corner": i, "at": corner.at, "key": key, "name": road.name, "kind":
                          "corner" if road.corner else "sector", "limit": self.corner_limit(corner),
                          "effect": effect_, "text": SECTOR_TEXT[effect_] if effect_ else road.text})
        return {"tile": self.weather, "name": tile.name if tile else None, "text": tile.text if tile else None,
                "sector": tile.sector if tile else None, "roads": roads}

    def _legend_view(self):
        if self.legend_card is None:
            return None
        card = LEGEND_CARDS[self.legend_card]
        return {"key": card.key, "speeds": list(card.speeds), "slots": list(card.slots)}

    def _turn_view(self):
        t = self.turn
        if t is None:
            return None
        keys = ("car", "seat", "start", "plus", "boost", "adrenaline", "adr_used", "cool", "draft", "reduce",
                "salvage", "supercool", "slip", "limit", "heat_paid", "spun", "cluttered")
        out = {k: t[k] for k in keys}
        out["speed"] = self._speed()
        if self.roads:
            out["sector"] = self.sector(t["car"])
        return out

    # ------------------------------------------------------------------ analysis
    def clone(self) -> "Heat":
        """A field-by-field copy: much faster than a deep copy, which the bots need."""
        twin = self._twin("engine", "podium", "finishing", "order", "adrenaline", "legend_deck", "stock", "points",
                          "sponsor_supply", "sponsors_used", "lap_one", "revealed", "press_done")
        for name in ("deck", "hand", "play_area", "discard", "upgrades", "results"):
            setattr(twin, name, [list(p) for p in getattr(self, name)])
        twin.cars = [dict(c) for c in self.cars]
        twin.plan = [None if p is None else {**p, "cards": list(p["cards"])} for p in self.plan]
        twin.turn = None if self.turn is None else {**self.turn, "refreshed": list(self.turn["refreshed"])}
        twin.moves = {k: dict(v) for k, v in self.moves.items()}
        twin.draft = copy.deepcopy(self.draft)
        return twin

    def _resample(self, seat: int | None, rng: Rng) -> None:
        """Redraw what ``seat`` cannot see: deck orders, other hands, hidden plays and piles under the top."""
        if self.races > 1:                       # the events of the races still to come
            later = list(self.event_order[self.race:])
            rng.shuffle(later)
            self.event_order = self.event_order[:self.race] + tuple(later)
        for s in range(self.players):
            if s == seat:
                rng.shuffle(self.deck[s])
                continue
            plan = self.plan[s]
            hidden_plan = plan is not None and plan["cards"] and not plan["cluttered"]
            under = self.discard[s][:-1]
            pool = self.hand[s] + self.deck[s] + under + (plan["cards"] if hidden_plan else [])
            rng.shuffle(pool)
            if hidden_plan:
                playable = [i for i, c in enumerate(pool) if c != "heat" and not effect(c, "heat")]
                need = len(plan["cards"])
                if len(playable) >= need:
                    picked = set(playable[:need])
                    plan["cards"] = [pool[i] for i in sorted(picked)]
                    pool = [c for i, c in enumerate(pool) if i not in picked]
                else:
                    pool = [c for c in pool]
                    for c in plan["cards"]:
                        pool.remove(c)
            nh, nd = len(self.hand[s]), len(self.deck[s])
            self.hand[s] = pool[:nh]
            self.deck[s] = pool[nh:nh + nd]
            self.discard[s] = pool[nh + nd:] + self.discard[s][-1:]
        rng.shuffle(self.legend_deck)
        rng.shuffle(self.sponsor_supply)
        if self.draft:
            rng.shuffle(self.draft["supply"])

    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        length = self.track.length
        spots = Counter((c["pos"] % length, c["spot"]) for c in self.cars if c["place"] is None)
        assert all(n == 1 for n in spots.values()), f"two cars share a spot: {spots}"
        places = sorted(c["place"] for c in self.cars if c["place"] is not None)
        assert places == list(range(1, len(places) + 1)), f"podium places {places}"
        assert [self.cars[i]["place"] for i in self.podium] == places
        stress = self.stress_supply
        sponsors = len(self.sponsor_supply) + len(self.sponsors_used)
        for s in range(self.players):
            have = self._seat_cards(s)
            stress += have["stress"]
            want = Counter(self.stock[s])
            for kind in set(have) | set(want):
                if kind != "stress" and not is_sponsor(kind):
                    assert have[kind] == want[kind], f"{self.seat_name(s)} has {have[kind]} {kind}, not {want[kind]}"
            assert have["stress"] >= want["stress"]
            sponsors += sum(n for c, n in have.items() if is_sponsor(c))
            assert len(self.hand[s]) <= self.hand_limit + 2
            assert self.engine[s] >= 0
            assert 1 <= self.cars[s]["gear"] <= 4
        assert stress == self.stress_total and self.stress_supply >= 0, "Stress cards appeared or vanished"
        assert sponsors == self.sponsor_total, "sponsorship cards appeared or vanished"
        assert 1 <= self.race <= self.races and len(self.results) == self.race - (0 if self.over else 1)
        if self.races == 1:
            assert self.event is None and not self.sponsors_used
        assert self.phase in ("draft", "plan", "react", "discard", "over"), self.phase
        assert self.weather is None or self.weather in WEATHER
        assert all(k in ROADS for k in self.roads.values()) and len(self.roads) <= len(ROAD_TOKENS)
        if self.phase == "draft":
            assert self.weather is None and not self.roads, "the weather shows before the upgrades are chosen"
        assert (self.phase == "over") == self.over
        if self.over:
            assert not self.racing() and len(self.podium) == len(self.cars)
        if self.phase in ("react", "discard"):
            assert self.turn is not None and self.cars[self.turn["car"]]["seat"] == self.turn["seat"]
        if self.phase == "plan":
            for s in range(self.players):
                plan = self.plan[s]
                assert (plan is None) == (self.cars[s]["place"] is not None)
                if plan and plan["gear"] is not None:
                    assert len(plan["cards"]) <= plan["gear"]
