"""Component data of Pandemic: the world map, the tracks, the roles and the event cards.

The 48 cities, their colours and their connections are those of the published
board (geography facts); the ``x, y`` coordinates are a schematic layout of our
own on a 1400 x 660 canvas, Atlantic in the middle, so the three Pacific links
(San Francisco-Tokyo, San Francisco-Manila, Los Angeles-Sydney) leave one edge
and come back at the other.
"""

from __future__ import annotations

COLOURS = ("blue", "yellow", "black", "red")

#: id, name, colour index, x, y
CITIES = (
    ("san-francisco", "San Francisco", 0, 70, 180),
    ("chicago", "Chicago", 0, 185, 135),
    ("montreal", "Montreal", 0, 305, 105),
    ("new-york", "New York", 0, 400, 150),
    ("atlanta", "Atlanta", 0, 215, 225),
    ("washington", "Washington", 0, 345, 235),
    ("london", "London", 0, 525, 95),
    ("madrid", "Madrid", 0, 505, 215),
    ("paris", "Paris", 0, 610, 165),
    ("essen", "Essen", 0, 630, 70),
    ("milan", "Milan", 0, 720, 125),
    ("st-petersburg", "St. Petersburg", 0, 815, 55),
    ("los-angeles", "Los Angeles", 1, 100, 295),
    ("mexico-city", "Mexico City", 1, 185, 345),
    ("miami", "Miami", 1, 305, 320),
    ("bogota", "Bogotá", 1, 310, 420),
    ("lima", "Lima", 1, 255, 510),
    ("santiago", "Santiago", 1, 265, 610),
    ("buenos-aires", "Buenos Aires", 1, 395, 590),
    ("sao-paulo", "São Paulo", 1, 450, 485),
    ("lagos", "Lagos", 1, 590, 390),
    ("kinshasa", "Kinshasa", 1, 650, 480),
    ("johannesburg", "Johannesburg", 1, 735, 575),
    ("khartoum", "Khartoum", 1, 745, 400),
    ("algiers", "Algiers", 2, 615, 265),
    ("cairo", "Cairo", 2, 720, 300),
    ("istanbul", "Istanbul", 2, 740, 205),
    ("moscow", "Moscow", 2, 880, 130),
    ("tehran", "Tehran", 2, 960, 185),
    ("baghdad", "Baghdad", 2, 835, 250),
    ("riyadh", "Riyadh", 2, 845, 345),
    ("karachi", "Karachi", 2, 940, 285),
    ("delhi", "Delhi", 2, 1030, 240),
    ("mumbai", "Mumbai", 2, 950, 385),
    ("chennai", "Chennai", 2, 1035, 450),
    ("kolkata", "Kolkata", 2, 1100, 300),
    ("beijing", "Beijing", 3, 1150, 120),
    ("seoul", "Seoul", 3, 1260, 110),
    ("tokyo", "Tokyo", 3, 1345, 165),
    ("shanghai", "Shanghai", 3, 1170, 205),
    ("hong-kong", "Hong Kong", 3, 1185, 300),
    ("taipei", "Taipei", 3, 1275, 275),
    ("osaka", "Osaka", 3, 1350, 250),
    ("bangkok", "Bangkok", 3, 1110, 385),
    ("ho-chi-minh-city", "Ho Chi Minh City", 3, 1190, 445),
    ("manila", "Manila", 3, 1300, 400),
    ("jakarta", "Jakarta", 3, 1110, 525),
    ("sydney", "Sydney", 3, 1320, 590),
)

#: Every connection once (the published board's 93 links).
LINKS = (
    ("san-francisco", "tokyo"), ("san-francisco", "manila"), ("san-francisco", "los-angeles"),
    ("san-francisco", "chicago"),
    ("chicago", "los-angeles"), ("chicago", "mexico-city"), ("chicago", "atlanta"), ("chicago", "montreal"),
    ("montreal", "washington"), ("montreal", "new-york"),
    ("new-york", "washington"), ("new-york", "london"), ("new-york", "madrid"),
    ("atlanta", "washington"), ("atlanta", "miami"),
    ("washington", "miami"),
    ("london", "madrid"), ("london", "paris"), ("london", "essen"),
    ("madrid", "paris"), ("madrid", "algiers"), ("madrid", "sao-paulo"),
    ("paris", "essen"), ("paris", "milan"), ("paris", "algiers"),
    ("essen", "milan"), ("essen", "st-petersburg"),
    ("milan", "istanbul"),
    ("st-petersburg", "istanbul"), ("st-petersburg", "moscow"),
    ("los-angeles", "mexico-city"), ("los-angeles", "sydney"),
    ("mexico-city", "miami"), ("mexico-city", "bogota"), ("mexico-city", "lima"),
    ("miami", "bogota"),
    ("bogota", "lima"), ("bogota", "buenos-aires"), ("bogota", "sao-paulo"),
    ("lima", "santiago"),
    ("buenos-aires", "sao-paulo"),
    ("sao-paulo", "lagos"),
    ("lagos", "khartoum"), ("lagos", "kinshasa"),
    ("kinshasa", "khartoum"), ("kinshasa", "johannesburg"),
    ("johannesburg", "khartoum"),
    ("khartoum", "cairo"),
    ("algiers", "istanbul"), ("algiers", "cairo"),
    ("cairo", "istanbul"), ("cairo", "baghdad"), ("cairo", "riyadh"),
    ("istanbul", "moscow"), ("istanbul", "baghdad"),
    ("moscow", "tehran"),
    ("tehran", "baghdad"), ("tehran", "karachi"), ("tehran", "delhi"),
    ("baghdad", "karachi"), ("baghdad", "riyadh"),
    ("riyadh", "karachi"),
    ("karachi", "mumbai"), ("karachi", "delhi"),
    ("delhi", "mumbai"), ("delhi", "chennai"), ("delhi", "kolkata"),
    ("mumbai", "chennai"),
    ("chennai", "kolkata"), ("chennai", "bangkok"), ("chennai", "jakarta"),
    ("kolkata", "bangkok"), ("kolkata", "hong-kong"),
    ("beijing", "seoul"), ("beijing", "shanghai"),
    ("seoul", "shanghai"), ("seoul", "tokyo"),
    ("tokyo", "shanghai"), ("tokyo", "osaka"),
    ("shanghai", "taipei"), ("shanghai", "hong-kong"),
    ("hong-kong", "taipei"), ("hong-kong", "manila"), ("hong-kong", "ho-chi-minh-city"), ("hong-kong", "bangkok"),
    ("taipei", "osaka"), ("taipei", "manila"),
    ("bangkok", "ho-chi-minh-city"), ("bangkok", "jakarta"),
    ("ho-chi-minh-city", "jakarta"), ("ho-chi-minh-city", "manila"),
    ("manila", "sydney"),
    ("jakarta", "sydney"),
)

CITY_IDS = tuple(c[0] for c in CITIES)
NAME = {c[0]: c[1] for c in CITIES}
COLOUR = {c[0]: c[2] for c in CITIES}
NEIGHBOURS: dict[str, tuple[str, ...]] = {}
for _a, _b in LINKS:
    NEIGHBOURS.setdefault(_a, ())
    NEIGHBOURS.setdefault(_b, ())
    NEIGHBOURS[_a] += (_b,)
    NEIGHBOURS[_b] += (_a,)
NEIGHBOURS = {c: tuple(sorted(n, key=CITY_IDS.index)) for c, n in NEIGHBOURS.items()}

CUBES_PER_COLOUR = 24
STATIONS = 6
START_CITY = "atlanta"
#: cards drawn in the infection step, by position of the infection rate marker
INFECTION_RATES = (2, 2, 2, 3, 3, 4, 4)
OUTBREAK_LIMIT = 8           # the 8th outbreak loses the game
HAND_LIMIT = 7
ACTIONS_PER_TURN = 4
CARDS_TO_CURE = 5
#: starting hand size by number of players
START_HAND = {2: 4, 3: 3, 4: 2}
#: epidemic cards by difficulty
EPIDEMICS = {"introductory": 4, "standard": 5, "heroic": 6}
#: setup infections: cubes put on each of three cities, three times
SETUP_INFECTIONS = (3, 2, 1)

#: id, name, pawn colour, what the role does (our words)
ROLES = (
    ("planner", "Contingency Planner", "#17a2b8",
     "As an action, takes an event card from the player discard pile and keeps it on the role card "
     "(not counted in the hand). Once played from there, that event leaves the game."),
    ("dispatcher", "Dispatcher", "#c2185b",
     "As an action, moves any pawn to a city holding another pawn, or moves another player's pawn "
     "as if it were the Dispatcher's own (paying with the Dispatcher's cards)."),
    ("medic", "Medic", "#ef6c00",
     "Treating removes every cube of that colour. Cubes of cured diseases vanish from the Medic's city "
     "and cannot be placed there."),
    ("expert", "Operations Expert", "#7cb342",
     "Builds a research station without a card. Once a turn, flies from a research station to any city "
     "by discarding any city card."),
    ("quarantine", "Quarantine Specialist", "#2e7d32",
     "No cube is placed, and no outbreak happens, in the city she is in or in any city linked to it."),
    ("researcher", "Researcher", "#8d6e63",
     "Shares any city card, not only the card of the city she is in, with a player in her city."),
    ("scientist", "Scientist", "#9e9e9e",
     "Discovers a cure with four cards of a colour instead of five."),
)
ROLE_IDS = tuple(r[0] for r in ROLES)
ROLE_NAME = {r[0]: r[1] for r in ROLES}
ROLE_COLOUR = {r[0]: r[2] for r in ROLES}
ROLE_TEXT = {r[0]: r[3] for r in ROLES}

#: id, name, what it does (our words)
EVENTS = (
    ("airlift", "Airlift", "Move any pawn to any city."),
    ("forecast", "Forecast", "Look at the top 6 infection cards and put them back in the order you choose."),
    ("government-grant", "Government Grant", "Build a research station in any city, without a card."),
    ("one-quiet-night", "One Quiet Night", "The next infection step is skipped."),
    ("resilient-population", "Resilient Population",
     "Take one card out of the infection discard pile and out of the game."),
)
EVENT_IDS = tuple(e[0] for e in EVENTS)
EVENT_NAME = {e[0]: e[1] for e in EVENTS}
EVENT_TEXT = {e[0]: e[2] for e in EVENTS}
EPIDEMIC = "epidemic"


def card_name(card: str) -> str:
    """The printed name of a player or infection card."""
    if card == EPIDEMIC:
        return "Epidemic"
    return NAME.get(card) or EVENT_NAME.get(card, card)


def _distances() -> dict[str, dict[str, int]]:
    """Driving distance between every two cities (breadth-first search on the links)."""
    table = {}
    for start in CITY_IDS:
        seen = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for c in frontier:
                for n in NEIGHBOURS[c]:
                    if n not in seen:
                        seen[n] = seen[c] + 1
                        nxt.append(n)
            frontier = nxt
        table[start] = seen
    return table


DISTANCE = _distances()
