"""Parks (second edition) components, written for this package from public sources.

Sources (facts only: names, costs, counts, points; no text copied):

- the public repository ``dripshabh/parks`` (``backend/app/data/parks.py``,
  ``passion_cards.py``, ``canteens.py``, ``trail_sites.py``, ``season_tiles.py``
  and ``ParksComponents.csv``, a card-by-card comparison of the two editions);
- the Board Game Arena game help page (``../shared/rules/parks.txt``).

What was checked and what could not be:

- Parks: 63 cards with cost, instant action and points, as listed there
  (second edition). Not checked against printed cards.
- Canteens: the comparison sheet gives 24 second-edition tokens and shows the
  second edition has no "2 Waters" canteen; the repository's own table lists
  five "2 Waters" tokens (26 in all) and lacks the three "Parks" tokens the
  sheet names. We follow the sheet: 5 x 2 Suns, 5 x Forest, 5 x Mountain,
  3 x trade for Wildlife, 3 x Photo, 3 x Parks = 24.
- Gear: the comparison sheet's second-edition column names 37 distinct cards
  (33 second-edition cards plus the four Wide Angle Lens cards it carries over
  at 1 Sun). The sheet's header says 52 gear cards, which is the count of both
  editions' rows together; the repository's table adds the first-edition Tent
  and two Trail Maps, which the sheet marks as first edition only, so they are
  left out here. No public source lists further second-edition gear; if the
  printed deck holds more cards, they are missing here.
- Passion cards (10), season tiles (4 spring, 4 summer, 4 fall), trail-site
  tiles (8, the Parks site is printed on the board) and the trail die's six
  faces follow the repository and the rules page.
"""

from __future__ import annotations

from dataclasses import dataclass

RES = ("sun", "water", "forest", "mountain", "wildlife")
BASIC = ("sun", "water", "forest", "mountain")
SHORT = {"sun": "S", "water": "W", "forest": "F", "mountain": "M", "wildlife": "X"}


@dataclass(frozen=True)
class Park:
    id: str
    name: str
    cost: tuple          # (sun, water, forest, mountain, wildlife)
    points: int
    instant: str | None  # "wildlife", "canteen", "shutterbug", "die" or None

    def need(self) -> dict:
        return {r: n for r, n in zip(RES, self.cost) if n}


# name, sun, water, forest, mountain, wildlife, points, instant
_PARKS = [
    ("Acadia", 0, 1, 1, 0, 1, 4, None), ("American Samoa", 3, 0, 1, 0, 1, 6, None),
    ("Arches", 2, 0, 0, 1, 0, 3, None), ("Badlands", 4, 0, 1, 2, 0, 7, None),
    ("Big Bend", 3, 2, 0, 1, 0, 5, "wildlife"), ("Biscayne", 0, 1, 2, 0, 0, 3, "canteen"),
    ("Black Canyon of the Gunnison", 0, 2, 0, 2, 0, 4, None), ("Bryce Canyon", 2, 0, 0, 4, 0, 7, None),
    ("Canyonlands", 1, 0, 0, 2, 0, 3, "wildlife"), ("Capitol Reef", 1, 1, 1, 1, 0, 5, None),
    ("Carlsbad Caverns", 1, 0, 0, 1, 0, 2, "wildlife"), ("Channel Islands", 2, 3, 0, 1, 0, 3, None),
    ("Congaree", 0, 0, 2, 0, 0, 3, None), ("Crater Lake", 0, 1, 1, 1, 0, 3, "shutterbug"),
    ("Cuyahoga Valley", 0, 2, 1, 0, 0, 3, None), ("Death Valley", 4, 0, 0, 0, 0, 3, None),
    ("Denali", 2, 2, 1, 1, 0, 6, None), ("Dry Tortugas", 2, 3, 0, 0, 0, 2, None),
    ("Everglades", 0, 4, 0, 0, 0, 3, None), ("Gates of the Arctic", 3, 1, 0, 0, 0, 3, None),
    ("Gateway Arch", 3, 2, 0, 0, 0, 2, None), ("Glacier", 1, 1, 0, 2, 0, 4, "shutterbug"),
    ("Glacier Bay", 0, 0, 0, 1, 1, 6, None), ("Grand Canyon", 0, 0, 1, 4, 0, 7, None),
    ("Grand Teton", 1, 0, 1, 1, 0, 3, "die"), ("Great Basin", 0, 2, 1, 2, 0, 4, None),
    ("Great Sand Dunes", 3, 1, 0, 3, 0, 6, None), ("Great Smoky Mountains", 1, 1, 2, 2, 0, 7, None),
    ("Guadalupe Mountains", 1, 0, 0, 1, 1, 4, None), ("Haleakala", 0, 0, 0, 4, 0, 5, None),
    ("Hawaii Volcanoes", 0, 1, 0, 3, 0, 4, "die"), ("Hot Springs", 1, 3, 0, 0, 0, 3, None),
    ("Indiana Dunes", 1, 2, 0, 1, 0, 3, "wildlife"), ("Isle Royale", 0, 1, 1, 0, 0, 2, "canteen"),
    ("Joshua Tree", 3, 2, 1, 0, 0, 3, None), ("Katmai", 0, 1, 0, 0, 1, 3, None),
    ("Kenai Fjords", 2, 1, 1, 3, 0, 5, None), ("Kings Canyon", 2, 1, 2, 1, 0, 4, None),
    ("Kobuk Valley", 2, 1, 1, 0, 0, 3, "canteen"), ("Lake Clark", 0, 2, 0, 1, 0, 3, None),
    ("Lassen Volcanic", 0, 0, 3, 0, 0, 4, None), ("Mammoth Cave", 0, 0, 0, 2, 0, 3, None),
    ("Mesa Verde", 1, 0, 1, 3, 0, 6, None), ("Mount Rainier", 0, 1, 3, 1, 0, 5, "wildlife"),
    ("New River Gorge", 2, 3, 1, 0, 0, 5, "canteen"), ("North Cascades", 0, 4, 2, 1, 0, 7, None),
    ("Olympic", 1, 0, 3, 0, 0, 4, "die"), ("Petrified Forest", 2, 0, 2, 0, 0, 4, None),
    ("Pinnacles", 1, 0, 0, 3, 0, 4, "die"), ("Redwood", 0, 0, 4, 1, 0, 7, None),
    ("Rocky Mountain", 2, 2, 1, 1, 0, 6, None), ("Saguaro", 2, 0, 1, 0, 0, 3, None),
    ("Sequoia", 0, 0, 4, 0, 0, 5, None), ("Shenandoah", 1, 1, 2, 0, 0, 4, "shutterbug"),
    ("Theodore Roosevelt", 1, 2, 3, 1, 0, 5, None), ("Virgin Islands", 2, 1, 0, 0, 1, 4, None),
    ("Voyageurs", 1, 3, 3, 0, 0, 6, None), ("White Sands", 1, 0, 0, 0, 1, 3, None),
    ("Wind Cave", 0, 1, 3, 0, 0, 4, "shutterbug"), ("Wrangell-St. Elias", 0, 2, 4, 0, 0, 7, None),
    ("Yellowstone", 2, 3, 0, 0, 1, 6, None), ("Yosemite", 1, 1, 1, 1, 1, 6, None),
    ("Zion", 0, 0, 0, 3, 0, 4, None),
]
PARKS = {f"p{i}": Park(f"p{i}", n, (s, w, f, m, x), pts, ia)
         for i, (n, s, w, f, m, x, pts, ia) in enumerate(_PARKS)}


@dataclass(frozen=True)
class Gear:
    """``trigger``: ``site:<tile>`` (visiting that trail site), ``reserve`` (reserving a park),
    ``wildlife`` (trading for a Wildlife), ``photo`` (trading for a Photo), ``die`` (rolling the
    trail die), ``encounter`` (Mystery Cache: one more roll whenever the die is met).
    ``effect``: what it gives — ``mountain``, ``forest``, ``wildlife``, ``2sun``, ``2water``,
    ``campfire``, ``2sun+campfire``, ``reserve``, ``canteen``, ``photo`` (may trade for a Photo),
    ``die`` (roll the trail die)."""

    id: str
    name: str
    cost: int
    trigger: str
    effect: str


_GEAR = [
    ("Binoculars", 2, "site:sun", "mountain"), ("Binoculars", 2, "site:mountain", "mountain"),
    ("Binoculars", 2, "reserve", "mountain"),
    ("Camp Mug", 1, "wildlife", "canteen"), ("Camp Mug", 1, "reserve", "canteen"),
    ("Compass", 1, "wildlife", "reserve"), ("Compass", 1, "die", "reserve"),
    ("Field Guide", 3, "site:sun", "wildlife"), ("Field Guide", 3, "site:water", "wildlife"),
    ("Field Guide", 3, "site:forest", "wildlife"), ("Field Guide", 3, "site:mountain", "wildlife"),
    ("Flint & Tinder", 1, "site:sun", "campfire"), ("Flint & Tinder", 1, "site:water", "campfire"),
    ("Flint & Tinder", 1, "site:forest", "campfire"), ("Flint & Tinder", 1, "site:mountain", "campfire"),
    ("Hiking Boots", 2, "site:water", "forest"), ("Hiking Boots", 2, "site:forest", "forest"),
    ("Hiking Boots", 2, "reserve", "forest"),
    ("Journal", 1, "site:sun", "reserve"), ("Journal", 1, "site:water", "reserve"),
    ("Journal", 1, "site:forest", "reserve"), ("Journal", 1, "site:mountain", "reserve"),
    ("Mystery Cache", 2, "photo", "die"), ("Mystery Cache", 3, "encounter", "die"),
    ("Rain Gear", 2, "wildlife", "2water"), ("Rain Gear", 2, "photo", "2water"),
    ("Sleeping Bag", 3, "site:forest", "2sun+campfire"), ("Sleeping Bag", 3, "site:mountain", "2sun+campfire"),
    ("Sunscreen", 2, "wildlife", "2sun"), ("Sunscreen", 2, "photo", "2sun"),
    ("Telephoto Lens", 1, "wildlife", "photo"), ("Telephoto Lens", 1, "die", "photo"),
    ("Telephoto Lens", 1, "reserve", "photo"),
    ("Wide Angle Lens", 1, "site:sun", "photo"), ("Wide Angle Lens", 1, "site:water", "photo"),
    ("Wide Angle Lens", 1, "site:forest", "photo"), ("Wide Angle Lens", 1, "site:mountain", "photo"),
]
GEAR = {f"g{i}": Gear(f"g{i}", n, c, t, e) for i, (n, c, t, e) in enumerate(_GEAR)}

#: canteen token kinds and how many of each (24 tokens)
CANTEEN_KINDS = (("2sun", 5), ("forest", 5), ("mountain", 5), ("wildlife", 3), ("photo", 3), ("parks", 3))
CANTEENS = {}
for _kind, _n in CANTEEN_KINDS:
    for _ in range(_n):
        CANTEENS[f"c{len(CANTEENS)}"] = _kind

#: the eight trail-site tiles (the Parks site is printed in the middle of the trail)
SITES = ("sun", "water", "forest", "mountain", "die", "gear", "canteen", "wildlife")
SITE_NAMES = {"sun": "2 Sun", "water": "2 Water", "forest": "Forest", "mountain": "Mountain",
              "die": "Trail die", "gear": "Gear shop", "canteen": "Canteen or Photo",
              "wildlife": "Trade for Wildlife", "parks": "Parks"}
#: the trail die's faces, and the site the Shutterbug goes under for each face
DIE = ("forest", "mountain", "2sun", "2water", "wildlife", "canteen")
DIE_SITE = {"forest": "forest", "mountain": "mountain", "2sun": "sun", "2water": "water",
            "wildlife": "wildlife", "canteen": "canteen"}
DIE_NAMES = {"forest": "a Forest", "mountain": "a Mountain", "2sun": "2 Sun", "2water": "2 Water",
             "wildlife": "a Wildlife", "canteen": "a Canteen"}

#: positions: 0 trailhead, 1-4 tiles, 5 the Parks site, 6-9 tiles, 10 Trail's End
TRAILHEAD, PARKS_SITE, TRAIL_END = 0, 5, 10
TILE_SPOTS = (1, 2, 3, 4, 6, 7, 8, 9)


@dataclass(frozen=True)
class Passion:
    id: str
    name: str
    goal: str       # "parks_instant", "parks_with:sun", "on_parks:forest", "gear:2", "wild_photo"
    need: int
    effect: str     # its gear effect: "die_instant", "discount:sun", "trade:forest", "free_gear", "die_canteen", "wild_photo"
    bonus: str      # its end bonus: "per_instant", "per_with:sun", "per2:forest", "per_gear", "per3_photos"


PASSIONS = {p.id: p for p in (
    Passion("adventure", "Adventure", "parks_instant", 2, "die_instant", "per_instant"),
    Passion("birdwatching", "Birdwatching", "parks_with:sun", 2, "discount:sun", "per_with:sun"),
    Passion("botany", "Botany", "on_parks:forest", 3, "trade:forest", "per2:forest"),
    Passion("collecting", "Collecting", "gear", 2, "free_gear", "per_gear"),
    Passion("forestry", "Forestry", "parks_with:forest", 3, "discount:forest", "per_with:forest"),
    Passion("kayaking", "Kayaking", "parks_with:water", 2, "discount:water", "per_with:water"),
    Passion("mountaineering", "Mountaineering", "parks_with:mountain", 3, "discount:mountain",
            "per_with:mountain"),
    Passion("rock_climbing", "Rock Climbing", "on_parks:mountain", 3, "trade:mountain", "per2:mountain"),
    Passion("swimming", "Swimming", "on_parks:water", 3, "die_canteen", "per2:water"),
    Passion("wildlife", "Wildlife", "wild_photo", 1, "wild_photo", "per3_photos"),
)}


@dataclass(frozen=True)
class SeasonTile:
    id: str
    season: int      # 0 spring, 1 summer, 2 fall
    goal: str        # most of: "sun", "water", "forest", "mountain" (in the backpack), "gear_sun",
                     # "wildlife", "canteens", "instants", "parks:sun" ... (on visited parks)
    reward: str      # "free_gear", "canteen", "reserve", "photo", "die2", "3vp"


SEASON_TILES = {t.id: t for t in (
    SeasonTile("spring-sun", 0, "sun", "free_gear"), SeasonTile("spring-water", 0, "water", "canteen"),
    SeasonTile("spring-forest", 0, "forest", "reserve"), SeasonTile("spring-mountain", 0, "mountain", "photo"),
    SeasonTile("summer-gear", 1, "gear_sun", "die2"), SeasonTile("summer-wildlife", 1, "wildlife", "die2"),
    SeasonTile("summer-canteens", 1, "canteens", "die2"), SeasonTile("summer-instants", 1, "instants", "die2"),
    SeasonTile("fall-sun", 2, "parks:sun", "3vp"), SeasonTile("fall-water", 2, "parks:water", "3vp"),
    SeasonTile("fall-forest", 2, "parks:forest", "3vp"), SeasonTile("fall-mountain", 2, "parks:mountain", "3vp"),
)}
SEASONS = ("Spring", "Summer", "Fall")

#: the photo bonus: (most, second most) by player count
PHOTO_BONUS = {1: (0, 0), 2: (3, 0), 3: (4, 2), 4: (4, 2), 5: (4, 2)}
