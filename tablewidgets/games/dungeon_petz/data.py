"""Component data of Dungeon Petz.

Sources:

* The four need decks (their mixes of symbols) and the potion deck, the sale prices by
  diet and size, and the growth chart are from the public Python implementation
  ``gsalinas/dungeon-petz`` on GitHub (``cards.py``, ``pets.py``); the numbers only, checked
  against the rules page (sizes 2 and 3 grow 2, sizes 4 to 6 grow 1, size 7 stops).
* Everything else -- pets and their need bars, cages, addons, artifacts, exhibitions,
  customers, the action spaces' costs, the neutral imps' arrows and the double-symbol cards
  -- was found nowhere public and is **designed for this package**, keeping every number the
  rules page gives (8/6/4/2 reputation, 6/2 with two players and 7/4/2 with three, at most 6
  groups, 2 artifacts, 2 cages, 1 addon and 3 baby pets a round, customers from round 3,
  x2 on the black market and x3 on the platform, 2 gold less for a mutated pet, 6 rounds).
"""

from __future__ import annotations

COLOURS = ("red", "green", "yellow", "purple")
#: the need symbols and how they read
SYMBOLS = ("anger", "play", "hunger", "poop", "sickness", "magic")

#: need decks: colour -> ((symbol, count), ...)  [gsalinas/dungeon-petz cards.py]
DECKS = {
    "red": (("anger", 12), ("play", 4), ("hunger", 3), ("poop", 3), ("sickness", 2)),
    "green": (("hunger", 16), ("poop", 10), ("anger", 4), ("sickness", 2)),
    "yellow": (("play", 12), ("magic", 4), ("hunger", 2), ("poop", 2), ("sickness", 4)),
    "purple": (("magic", 12), ("play", 4), ("anger", 4), ("sickness", 4)),
}
POTIONS = 5

#: double-symbol variant (designed): in each deck, this many cards of these symbols also carry
#: the second symbol; turned upside down they give the pet both needs
DOUBLES = {
    "red": (("play", "anger", 2), ("hunger", "anger", 2)),
    "green": (("poop", "hunger", 3), ("anger", "hunger", 2)),
    "yellow": (("magic", "play", 2), ("sickness", "play", 2)),
    "purple": (("play", "magic", 2), ("anger", "magic", 2)),
}

#: sale price by diet, index = size  [gsalinas/dungeon-petz pets.py]
PRICES = {
    "carnivore": (0, 0, 0, 0, 3, 4, 5, 6),
    "herbivore": (0, 0, 0, 0, 2, 3, 4, 5),
    "omnivore": (0, 0, 0, 0, 1, 2, 3, 4),
}
#: how much a pet of each size grows in the aging phase (index = size)
GROWTH = (0, 0, 2, 2, 1, 1, 1, 0)
MAX_SIZE = 7

# ------------------------------------------------------------------ designed components
#: pets: (id, name, diet, the seven need bars from size 1 up)
PETS = (
    (1, "Snapjaw", "carnivore", ("red", "green", "red", "yellow", "red", "purple", "green")),
    (2, "Glimmerwing", "herbivore", ("purple", "yellow", "green", "purple", "yellow", "red", "purple")),
    (3, "Mudwallow", "omnivore", ("green", "green", "yellow", "green", "red", "yellow", "purple")),
    (4, "Hexhound", "carnivore", ("purple", "red", "purple", "green", "red", "yellow", "purple")),
    (5, "Bramblepup", "herbivore", ("yellow", "green", "yellow", "green", "purple", "yellow", "red")),
    (6, "Cinderscale", "carnivore", ("red", "red", "green", "purple", "yellow", "red", "green")),
    (7, "Gloomtoad", "omnivore", ("green", "purple", "green", "yellow", "green", "purple", "red")),
    (8, "Tumblefluff", "herbivore", ("yellow", "yellow", "green", "red", "yellow", "green", "purple")),
    (9, "Rattlebone", "carnivore", ("red", "purple", "green", "red", "purple", "green", "yellow")),
    (10, "Moonmoth", "herbivore", ("purple", "green", "purple", "yellow", "green", "purple", "yellow")),
    (11, "Grubgulper", "omnivore", ("green", "red", "green", "green", "yellow", "red", "purple")),
    (12, "Sparkfang", "carnivore", ("yellow", "red", "purple", "red", "green", "yellow", "red")),
    (13, "Puddlewump", "herbivore", ("green", "yellow", "green", "purple", "yellow", "green", "red")),
    (14, "Shadowkit", "omnivore", ("purple", "yellow", "red", "green", "purple", "yellow", "green")),
    (15, "Thornback", "carnivore", ("red", "green", "yellow", "red", "green", "purple", "red")),
    (16, "Wispling", "herbivore", ("yellow", "purple", "yellow", "green", "purple", "red", "yellow")),
    (17, "Bogbelly", "omnivore", ("green", "green", "red", "yellow", "green", "purple", "yellow")),
    (18, "Grimclaw", "carnivore", ("red", "purple", "red", "green", "yellow", "red", "purple")),
    (19, "Fizzlenewt", "herbivore", ("purple", "yellow", "green", "yellow", "purple", "green", "red")),
    (20, "Snufflesnout", "omnivore", ("yellow", "green", "red", "purple", "green", "yellow", "green")),
)
PET = {p[0]: p for p in PETS}

#: cages: (id, name, strength against anger, anti-magic, gold it costs)
CAGES = (
    (1, "Wicker pen", 1, 0, 1), (2, "Wicker pen", 1, 0, 1), (3, "Iron box", 2, 0, 2),
    (4, "Iron box", 2, 0, 2), (5, "Rune crate", 1, 1, 2), (6, "Rune crate", 1, 1, 2),
    (7, "Stone vault", 3, 0, 3), (8, "Warded vault", 2, 1, 3), (9, "Warded vault", 2, 1, 3),
    (10, "Silver cell", 1, 2, 3), (11, "Dragon keep", 3, 1, 4), (12, "Mage keep", 2, 2, 4),
    (13, "Wicker pen", 1, 0, 1), (14, "Iron box", 2, 0, 2),
)
CAGE = {c[0]: c for c in CAGES}
#: the cage every dungeon starts with
START_CAGE = (0, "Straw nest", 1, 0, 0)
MAX_CAGES = 4

#: addons: (id, name, kind, gold it costs); kinds: bars (+1 strength), ward (+1 anti-magic),
#: drain (one poop need a round leaves no manure), toy (one play need a round is handled)
ADDONS = (
    (1, "Extra bars", "bars", 1), (2, "Extra bars", "bars", 1), (3, "Extra bars", "bars", 1),
    (4, "Ward stone", "ward", 1), (5, "Ward stone", "ward", 1), (6, "Ward stone", "ward", 1),
    (7, "Drain", "drain", 1), (8, "Drain", "drain", 1), (9, "Chew toy", "toy", 1), (10, "Chew toy", "toy", 1),
)
ADDON = {a[0]: a for a in ADDONS}
ADDON_TEXT = {"bars": "+1 strength against anger", "ward": "+1 anti-magic",
              "drain": "one poop need a round leaves no manure", "toy": "handles one play need a round"}

#: artifacts: (id, name, kind); kinds: ring_<colour> (keep one more card of that colour),
#: broom (cleans 1 manure in each cage every business phase), rosette (+1 on every exhibition
#: score above 0)
ARTIFACTS = tuple(
    [(i + 1, f"{c.capitalize()} ring", f"ring_{c}") for i, c in enumerate(COLOURS * 3)]
    + [(13 + i, "Broom", "broom") for i in range(4)]
    + [(17 + i, "Rosette", "rosette") for i in range(4)]
)
ARTIFACT = {a[0]: a for a in ARTIFACTS}
ARTIFACT_TEXT = {**{f"ring_{c}": f"keeps one more {c} card" for c in COLOURS},
                 "broom": "cleans 1 manure a cage each round",
                 "rosette": "+1 on exhibition scores above 0"}

#: exhibition tiles: (id, name, entry: "pet" (one pet) or "display" (all pets), symbols that
#: count +1, symbols that count -1, food put out: (vegetables, meat, mixed vegetables, mixed meat))
#: besides the need symbols, "size", "suffering", "mutation" and "manure" can be counted
EXHIBITIONS = (
    (1, "Fiercest beast", "pet", ("anger", "anger", "size"), ("play",), (2, 1, 1, 1)),
    (2, "Most magical", "pet", ("magic", "magic", "size"), ("sickness",), (1, 2, 1, 1)),
    (3, "Best playmate", "display", ("play",), ("anger", "suffering"), (2, 2, 1, 0)),
    (4, "Hungriest heap", "display", ("hunger", "size"), ("poop", "mutation"), (3, 1, 0, 1)),
    (5, "Cleanest cages", "display", ("size",), ("manure", "poop", "suffering"), (1, 3, 1, 1)),
    (6, "Biggest pet", "pet", ("size", "size"), ("suffering", "mutation"), (2, 2, 1, 1)),
    (7, "Wildest show", "display", ("anger", "magic"), ("hunger",), (2, 1, 1, 1)),
    (8, "Healthiest pet", "pet", ("size", "hunger"), ("sickness", "suffering", "mutation"), (1, 2, 1, 1)),
)
EXHIBITION = {e[0]: e for e in EXHIBITIONS}
#: the two final exhibitions: symbols per point; "gold", "artifact", "addon", "cage" also count
FINAL_EXHIBITIONS = (
    ("business", "Business acumen", ("gold", "artifact", "addon"), ("manure",)),
    ("display", "Pet display", ("size",), ("suffering", "mutation", "suffering")),
)

#: customers: (id, name, symbols +1, symbols -1, rainbow: +1 per different colour shown)
CUSTOMERS = (
    (1, "Warlord", ("anger", "anger"), ("play",), False),
    (2, "Archmage", ("magic", "magic"), ("sickness",), False),
    (3, "Noble child", ("play", "play"), ("anger", "magic"), False),
    (4, "Troll chef", ("hunger", "poop"), ("magic",), False),
    (5, "Collector", (), ("suffering",), True),
    (6, "Necromancer", ("sickness", "magic"), ("play",), False),
)
CUSTOMER = {c[0]: c for c in CUSTOMERS}
FIRST_CUSTOMER_ROUND = 3
ROUNDS = 6

# ------------------------------------------------------------------ action spaces
#: space key -> (label, imps needed, gold needed)
SPACES = {
    "veg": ("Vegetable stand", 1, 0),
    "meat": ("Meat stand", 1, 0),
    "mixed": ("Mixed stand", 1, 0),
    "artifacts": ("Artifacts", 1, 1),
    "cage1": ("Cage (first)", 2, 0),
    "cage2": ("Cage (second)", 2, 0),
    "addon": ("Addon", 1, 0),
    "pet2a": ("Pet of size 2 (first)", 1, 1),
    "pet2b": ("Pet of size 2 (second)", 1, 1),
    "pet3": ("Pet of size 3", 1, 2),
    "imps": ("Inviting new imps", 1, 0),
    "hospital": ("Hospital", 1, 0),
    "judge": ("Volunteering for judging", 1, 0),
    "platform": ("Booking the platform", 1, 0),
}
SPACE_KEYS = tuple(SPACES)
#: the neutral imps' arrows (2/3-player variant, designed): each round every neutral imp moves
#: to the next space of this loop
ARROWS = ("veg", "artifacts", "pet2a", "imps", "meat", "cage1", "pet3", "hospital", "mixed", "addon",
          "pet2b", "judge")
#: where the neutral imps start, by player count
NEUTRAL_START = {2: (0, 4, 8), 3: (2, 8)}

START_IMPS = 3
MAX_IMPS = 8
START_GOLD = 2
MAX_GROUPS = 6
JUDGE_BONUS = 2
#: reputation by place in an exhibition, by player count
PLACE_POINTS = {2: (6, 2), 3: (7, 4, 2), 4: (8, 6, 4, 2)}
