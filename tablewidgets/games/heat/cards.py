"""The cards, as data: basic speed cards, the starting upgrades, the garage upgrades and the Legend cards.

The Legend cards, garage upgrades, sponsorship cards and championship events are the published
ones (source: Board Game Arena's implementation, bga-devs/bga-heat), in our own words.

Every card is a short name (``"3"``, ``"stress"``, ``"heat"``, ``"turbo1"``).
A garage upgrade is a row with a speed value and a tuple of effects from one
shared vocabulary, read by the round engine:

``("plus", n)``        n + symbols: flip cards until a basic card, add it (mandatory)
``("heat", n)``        pay n Heat from the Engine when revealed (mandatory; unplayable without it)
``("scrap", n)``       discard the top card of the draw pile n times (mandatory)
``("limit", n)``       corner speed limits are changed by n for this car this turn (mandatory)
``("cool", n)``        cool down n Heat from hand to Engine in React
``("accelerate", 1)``  in React: +1 speed for every + symbol used this turn
``("direct", 1)``      may be played from hand in React, as if revealed
``("draft", n)``       in React: move up to n spaces through empty spaces to behind a car
``("reduce", n)``      in React: discard up to n Stress cards from hand
``("salvage", n)``     in React: shuffle up to n cards of the discard pile into the draw pile
``("supercool", n)``   in React: return up to n Heat cards from the discard pile to the Engine
``("slip", n)``        slipstreaming moves n more spaces
``("refresh", 1)``     may go back on top of the draw pile instead of the discard pile

The garage rows, the championship's sponsorship cards (single use: played,
they leave the game) and its events, one per race, are the published ones
(see each table for its source and what is not modelled exactly).

>>> value("4"), value("stress"), value("awd2"), is_basic("5"), is_basic("2")
(4, 0, 0, False, True)
>>> effect("awd2", "plus"), value("turbo2"), card_info("brakes4")["note"]
(3, 8, '1/5: plays 5')
"""

from __future__ import annotations

from dataclasses import dataclass

BASIC = ("1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "4")
STARTING_UPGRADES = ("heat", "0", "5")
HAND = 7
#: Cooldown given by each gear (1st gear cools 3, 2nd gear 1).
GEAR_COOL = {1: 3, 2: 1, 3: 0, 4: 0}
#: Published Stress cards in the box; spin-outs take from what the decks leave.
STRESS_IN_BOX = 37
#: Championship points by finishing place (used as the scores).
POINTS = (9, 6, 4, 3, 2, 1)


@dataclass(frozen=True)
class Upgrade:
    key: str
    name: str
    speed: int
    effects: tuple   # ((kind, n), ...)


def _up(key, name, speed, *effects):
    return Upgrade(key, name, speed, tuple(effects))


#: The garage upgrade cards (source: Board Game Arena's implementation, bga-devs/bga-heat,
#: modules/php/Managers/Cards.php): their names, speeds and symbols; one of each in our supply (the
#: box has two). Symbols map onto our vocabulary: + is ``plus``, Cooldown ``cool``, Reduce Stress
#: ``reduce``, Heat ``heat``, Scrap ``scrap``, Slipstream boost ``slip``, Salvage ``salvage``, Direct
#: Play ``direct``, Accelerate ``accelerate``, Refresh ``refresh``, Adjust speed limit ``limit``,
#: Super Cool ``supercool`` (Heavy Rain cards) and Draft ``draft`` (Tunnel Vision cards). Not exact:
#: the published Brakes cards (and one R.P.M. card) let the player pick one of several printed
#: speeds; here each plays at the highest of them (noted on the card).
UPGRADES = {u.key: u for u in (
    _up("awd1", "4 wheel drive", 4, ("plus", 1)),
    _up("awd2", "4 wheel drive", 0, ("plus", 3)),
    _up("awd3", "4 wheel drive", 0, ("plus", 1), ("cool", 3)),
    _up("body1", "Body", 3, ("reduce", 2)),
    _up("body2", "Body", 5, ("reduce", 1)),
    _up("body3", "Body", 1, ("reduce", 3)),
    _up("brakes1", "Brakes", 4, ("heat", 1)),      # printed 1, 2, 3 or 4
    _up("brakes2", "Brakes", 3),                   # printed 1 or 3
    _up("brakes3", "Brakes", 4),                   # printed 2 or 4
    _up("brakes4", "Brakes", 5),                   # printed 1 or 5
    _up("cooling1", "Cooling system", 6, ("heat", 1), ("cool", 1)),
    _up("cooling2", "Cooling system", 1, ("cool", 2)),
    _up("cooling3", "Cooling system", 3, ("cool", 1)),
    _up("rpm1", "R.P.M.", 1, ("slip", 2)),
    _up("rpm2", "R.P.M.", 2, ("slip", 2)),
    _up("rpm3", "R.P.M.", 3, ("slip", 2)),
    _up("body4", "Body", 6, ("reduce", 3), ("heat", 1)),
    _up("body5", "Body", 2, ("reduce", 1), ("cool", 1), ("scrap", 2)),
    _up("body6", "Body", 2, ("reduce", 1), ("slip", 1)),
    _up("cooling4", "Cooling system", 4, ("scrap", 2), ("cool", 1)),
    _up("fuel1", "Fuel", 2, ("salvage", 2)),
    _up("fuel2", "Fuel", 0, ("plus", 1), ("salvage", 2), ("cool", 1)),
    _up("pedal1", "Gas pedal", 1, ("direct", 1), ("scrap", 1)),
    _up("pedal2", "Gas pedal", 2, ("direct", 1), ("scrap", 2)),
    _up("pedal3", "Gas pedal", 3, ("direct", 1), ("scrap", 3)),
    _up("pedal4", "Gas pedal", 4, ("direct", 1), ("heat", 1), ("cool", 1)),
    _up("pedal5", "Gas pedal", 1, ("direct", 1), ("accelerate", 1), ("scrap", 5)),
    _up("rpm4", "R.P.M.", 0, ("plus", 1), ("slip", 3)),
    _up("rpm5", "R.P.M.", 1, ("heat", 1), ("slip", 3)),
    _up("rpm6", "R.P.M.", 2, ("slip", 1)),         # printed 1 or 2
    _up("susp1", "Suspension", 2, ("refresh", 1), ("reduce", 1)),
    _up("susp2", "Suspension", 2, ("refresh", 1), ("cool", 1)),
    _up("susp3", "Suspension", 4, ("refresh", 1)),
    _up("susp4", "Suspension", 1, ("refresh", 1), ("slip", 1)),
    _up("tires1", "Tires", 2, ("limit", -1), ("cool", 3)),
    _up("tires2", "Tires", 1, ("scrap", 2), ("limit", 1)),
    _up("tires3", "Tires", 2, ("scrap", 2), ("limit", 1)),
    _up("tires4", "Tires", 3, ("limit", -1), ("cool", 2)),
    _up("tires5", "Tires", 0, ("plus", 1), ("limit", 1), ("slip", 1), ("cool", 1)),
    _up("tires6", "Tires", 0, ("plus", 2), ("limit", 2)),
    _up("turbo1", "Turbo charger", 7, ("heat", 2), ("cool", 3)),
    _up("turbo2", "Turbo charger", 8, ("heat", 1), ("scrap", 6)),
    _up("wings1", "Wings", 4, ("heat", 1), ("scrap", 2), ("limit", 2)),
    _up("wings2", "Wings", 3, ("heat", 1), ("scrap", 2), ("limit", 2)),
    _up("wings3", "Wings", 6, ("heat", 2), ("limit", 3)),
    _up("awd4", "4 wheel drive", 0, ("plus", 1), ("accelerate", 1)),
    _up("intake1", "Air intake", 1, ("supercool", 1), ("salvage", 4), ("limit", -1)),
    _up("intake2", "Air intake", 0, ("supercool", 1), ("slip", 1), ("reduce", 1)),
    _up("intake3", "Air intake", 1, ("supercool", 1), ("cool", 1), ("scrap", 1)),
    _up("intake4", "Air intake", 3, ("supercool", 1), ("scrap", 3)),
    _up("intake5", "Air intake", 4, ("supercool", 1), ("scrap", 4)),
    _up("intake6", "Air intake", 0, ("plus", 1), ("supercool", 1), ("refresh", 1), ("limit", -1)),
    _up("fwing1", "Front wing", 0, ("plus", 1), ("draft", 3)),
    _up("fwing2", "Front wing", 0, ("draft", 1), ("direct", 1), ("refresh", 1)),
    _up("fwing3", "Front wing", 2, ("draft", 2), ("salvage", 2), ("scrap", 5)),
    _up("fwing4", "Front wing", 3, ("draft", 1), ("limit", 1), ("scrap", 3)),
    _up("fwing5", "Front wing", 4, ("draft", 1), ("refresh", 1), ("scrap", 4)),
    _up("fwing6", "Front wing", 6, ("draft", 2), ("heat", 1)),
)}
#: The speeds printed on the cards that offer a choice (played here at the highest).
CHOICE_SPEEDS = {"brakes1": (1, 2, 3, 4), "brakes2": (1, 3), "brakes3": (2, 4), "brakes4": (1, 5), "rpm6": (1, 2)}

#: The championship's sponsorship cards, won at press corners and by events (source: Board Game Arena's
#: implementation, bga-devs/bga-heat, modules/php/Managers/Cards.php): names, speeds and symbols, in
#: the same vocabulary; single use. The last two come with the Heavy Rain and Tunnel Vision
#: expansions. Dramdo Brakes is printed with the speeds 1 to 4 to choose from; here it plays as 4.
SPONSORS = {u.key: u for u in (
    _up("s-brakes", "Dramdo Brakes", 4),
    _up("s-cooling", "Fredo&F. C.S.", 4, ("cool", 2)),
    _up("s-rpm", "Aperault RPM Cie", 1, ("slip", 2)),
    _up("s-tb", "Lord&Co. T.B.", 6),
    _up("s-wings", "De Angeli Wings Inc.", 3, ("limit", 1)),
    _up("s-air", "E.Mercury air system", 0, ("supercool", 2)),
    _up("s-eole", "Eole Wings Industries", 5, ("draft", 2)),
)}
CHOICE_SPEEDS["s-brakes"] = (1, 2, 3, 4)
#: Copies of each sponsorship card in the box.
SPONSOR_COPIES = 7


@dataclass(frozen=True)
class Event:
    key: str
    name: str
    text: str                # in our own words
    sponsors: int = 0        # sponsorship cards dealt to every player before the race
    press: tuple = (0,)      # the press corners, counted along the track card (mod the number of corners)
    laps: int = 0            # laps added to the race
    hand: int = 7            # hand size to draw back up to
    heat: int = 0            # extra Heat in every Engine
    stress: int = 0          # extra Stress cards in every deck
    podium: tuple = ()       # championship points added for 1st, 2nd...
    record: int = 0          # a move at this speed or more earns a sponsorship card
    overtake: int = 0        # passing this many cars in one move earns a sponsorship card
    lap_one: int = 0         # the first n cars over the line after lap 1 earn a sponsorship card
    slip: int = 0            # extra slipstream spaces for everyone (no published event uses it)


#: Press corners: a car over the limit by this much (or slipstreaming over the line) earns a sponsor.
PRESS_EXCESS = 2

#: The championship events of the base game, one per race in this order (source: Board Game Arena's
#: implementation, bga-devs/bga-heat, modules/php/constants.inc.php and the rules code using them:
#: names, dealt sponsorship cards, press corners and effects). Not modelled: "Title sponsor withdraws,
#: future unknown" also puts a car that spins out out of the race; here only its Stress card applies.
#: The eight events of the Heavy Rain and Tunnel Vision expansions are not included.
EVENTS = (
    Event("inauguration", "New grandstand inauguration",
          "Two sponsorship cards each; the first three cars to complete lap 1 win one more.",
          sponsors=2, press=(0,), lap_one=3),
    Event("record", "New speed record!", "A move at speed 15 or more wins a sponsorship card.",
          sponsors=1, press=(1,), record=15),
    Event("strike", "Drivers' strike", "One lap fewer; the winner scores 2 more points.",
          sponsors=1, press=(2,), laps=-1, podium=(2,)),
    Event("restrictions", "Engine restrictions lifted", "One more Heat in every Engine.",
          sponsors=2, press=(4,), heat=1),
    Event("crowds", "Record crowds", "One lap more, and hands of eight cards.",
          sponsors=1, press=(2, 4), laps=1, hand=8),
    Event("corruption", "Corruption in rules committee", "The first three cars score 1 more point each.",
          sponsors=1, press=(2,), podium=(1, 1, 1)),
    Event("title", "New title sponsor", "Three sponsorship cards each.", sponsors=3, press=(0,)),
    Event("live_tv", "First live televised race", "Passing three cars in one move wins a sponsorship card.",
          sponsors=1, press=(1, 3), overtake=3),
    Event("safety", "New safety regulations", "Two Heat fewer in the Engine, one Stress card fewer, hands of six.",
          sponsors=1, press=(3,), heat=-2, stress=-1, hand=6),
    Event("unknown", "Title sponsor withdraws, future unknown", "One more Stress card in every deck.",
          press=(3,), stress=1),
)

#: Optional React icons (played from the React menu), in menu order.
REACT_ICONS = ("cool", "accelerate", "draft", "reduce", "salvage", "supercool")


def value(card: str) -> int:
    """The speed a card adds in the play area (Stress and Heat add nothing themselves)."""
    if card in ("heat", "stress"):
        return 0
    row = UPGRADES.get(card) or SPONSORS.get(card)
    if row is not None:
        return row.speed
    return int(card)


def is_sponsor(card: str) -> bool:
    return card in SPONSORS


def is_basic(card: str) -> bool:
    """Basic speed cards 1-4 carry the speed symbol that a + flip looks for."""
    return card in ("1", "2", "3", "4")


def effect(card: str, kind: str) -> int:
    """How much of ``kind`` the card carries (0 if none)."""
    u = UPGRADES.get(card) or SPONSORS.get(card)
    if u is None:
        return {"stress": {"plus": 1}}.get(card, {}).get(kind, 0)
    return sum(n for k, n in u.effects if k == kind)


def card_name(card: str) -> str:
    row = UPGRADES.get(card) or SPONSORS.get(card)
    if row is not None:
        return row.name
    return {"heat": "Heat", "stress": "Stress"}.get(card, card)


def card_sort_key(card: str):
    order = {"stress": 90, "heat": 99}
    if card in order:
        return (order[card], card)
    if card in UPGRADES:
        return (50, card)
    if card in SPONSORS:
        return (60, card)
    return (int(card), card)


_WORDS = {"plus": "+{n}", "heat": "{n} Heat", "scrap": "scrap {n}", "limit": "limit {n:+d}", "cool": "cool {n}",
          "accelerate": "accelerate", "direct": "direct play", "draft": "draft {n}", "reduce": "drop {n} Stress",
          "salvage": "salvage {n}", "supercool": "super cool {n}", "slip": "slip +{n}", "refresh": "refresh"}


def card_info(card: str) -> dict:
    """What a card face shows: name, speed and its symbols in words (for views)."""
    row = UPGRADES.get(card) or SPONSORS.get(card)
    if row is None:
        return {"name": card_name(card), "speed": value(card), "note": ""}
    note = ", ".join(_WORDS[k].format(n=n).replace("+1", "+") if k == "plus" and n == 1 else _WORDS[k].format(n=n)
                     for k, n in row.effects)
    if card in CHOICE_SPEEDS:
        printed = "/".join(str(n) for n in CHOICE_SPEEDS[card])
        note = ", ".join(part for part in (f"{printed}: plays {row.speed}", note) if part)
    return {"name": row.name, "speed": row.speed, "note": note, "sponsor": card in SPONSORS}


@dataclass(frozen=True)
class LegendCard:
    key: int
    speeds: tuple         # straight-line number for each of the six car colours (car id order)
    slots: tuple          # diamond slot (0-3: the card's column) for each of the six car colours


#: The ten published Legend cards (source: Board Game Arena's implementation, bga-devs/bga-heat,
#: modules/php/Managers/LegendCards.php). Each card has four columns, the diamond slots 0 to 3; each
#: helmet colour sits in one column with its straight-line number. The published helmets are black,
#: blue, green, red, gray and yellow; our cars are Red, Blue, Green, Yellow, Purple and Orange, so
#: Purple drives the black helmet's numbers and Orange the gray one's.
LEGEND_COLUMNS = (
    ((("yellow", 11),), (("red", 13), ("gray", 14)), (("black", 16), ("green", 15)), (("blue", 18),)),
    ((), (("yellow", 13), ("green", 12)), (("blue", 16), ("red", 17)), (("black", 18), ("gray", 19))),
    ((("green", 10), ("red", 11)), (("gray", 13), ("blue", 14)), (("yellow", 15), ("black", 17)), ()),
    ((), (("blue", 12), ("black", 14)), (("gray", 16), ("red", 15), ("yellow", 17)), (("green", 18),)),
    ((("red", 10),), (("gray", 12), ("black", 13)), (("green", 16), ("blue", 17)), (("yellow", 19),)),
    ((("blue", 10),), (("yellow", 12), ("green", 13), ("red", 14)), (), (("gray", 18), ("black", 19))),
    ((("gray", 11),), (("blue", 13), ("yellow", 14)), (("black", 15),), (("red", 18), ("green", 19))),
    ((("gray", 10), ("black", 11)), (("red", 12), ("green", 14)), (("yellow", 16),), (("blue", 19),)),
    ((("yellow", 10), ("blue", 11)), (("black", 12),), (("gray", 15), ("green", 17)), (("red", 19),)),
    ((("black", 10), ("green", 11)), (), (("red", 16), ("blue", 15), ("gray", 17)), (("yellow", 18),)),
)
#: Which published helmet colour each of our car colours (car ids 0-5) follows.
LEGEND_HELMETS = ("red", "blue", "green", "yellow", "black", "gray")


def _legend_cards() -> dict:
    cards = {}
    for i, columns in enumerate(LEGEND_COLUMNS):
        where = {helmet: (number, slot) for slot, column in enumerate(columns) for helmet, number in column}
        cards[i + 1] = LegendCard(i + 1, tuple(where[h][0] for h in LEGEND_HELMETS),
                                  tuple(where[h][1] for h in LEGEND_HELMETS))
    return cards


LEGEND_CARDS = _legend_cards()
