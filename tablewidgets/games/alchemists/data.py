"""Alchemists' components as data.

Sources: the alchemicals, the mixing rule, the artifacts (name, level, cost, points), the favour
cards (kinds and counts), the adventurers' potion requests, the order track's spaces, the seals and
the cube costs of the action spaces are facts of the published game, read from the public
implementation in Zomis/Games (games-impl/.../impl/alchemists/: Alchemists.kt, ArtifactActions.kt,
Favors.kt, SellAction.kt, TheoryActions.kt, AlchemistsDelegationGame.kt; MIT) and the rules page.
Only the numbers and names are taken; every text here is our own.

The grant tiles were found in no public source: GRANTS below is designed for this package
(ingredient sets of our own choosing; the rules page's counts are kept: 2 of the 3 or 4 shown
ingredients for a first grant, 3 for later ones, 2 gold and 1 or 2 points each).
"""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("R", "G", "B")
COLOUR_NAMES = {"R": "red", "G": "green", "B": "blue"}

#: the eight alchemicals: for each colour (red, green, blue) a sign (+1/-1) and a size (True = large)
ALCHEMICALS = (
    ((-1, False), (+1, False), (-1, True)),
    ((+1, False), (-1, False), (+1, True)),
    ((+1, False), (-1, True), (-1, False)),
    ((-1, False), (+1, True), (+1, False)),
    ((-1, True), (-1, False), (+1, False)),
    ((+1, True), (+1, False), (-1, False)),
    ((-1, True), (-1, True), (-1, True)),
    ((+1, True), (+1, True), (+1, True)),
)

#: the potions: 0 is neutral, then red+, red-, green+, green-, blue+, blue-
POTIONS = ("N", "R+", "R-", "G+", "G-", "B+", "B-")
POTION_NAMES = {"N": "neutral", "R+": "red +", "R-": "red −", "G+": "green +", "G-": "green −",
                "B+": "blue +", "B-": "blue −"}


def potion_of(colour: int, sign: int) -> int:
    return 1 + 2 * colour + (0 if sign > 0 else 1)


def potion_sign(p: int) -> int:
    return 0 if p == 0 else (+1 if p % 2 == 1 else -1)


def potion_colour(p: int) -> int | None:
    return None if p == 0 else (p - 1) // 2


def mix(a: int, b: int) -> int:
    """The potion two alchemicals make: the one colour where their signs agree and sizes differ."""
    found = 0
    for c in range(3):
        (sa, la), (sb, lb) = ALCHEMICALS[a][c], ALCHEMICALS[b][c]
        if sa == sb and la != lb:
            found = potion_of(c, sa)
    return found


MIX = tuple(tuple(mix(a, b) if a != b else -1 for b in range(8)) for a in range(8))


def alchemical_code(a: int) -> str:
    """Short text of an alchemical: a letter per colour, capital when large, with its sign."""
    return "".join((c if large else c.lower()) + ("+" if s > 0 else "-")
                   for c, (s, large) in zip(COLOURS, ALCHEMICALS[a]))


#: the eight ingredients (letters A to H, in the order of the deduction grid)
INGREDIENTS = ("Mushroom", "Sprout", "Toad", "Claw", "Flower", "Root", "Scorpion", "Feather")
LETTERS = "ABCDEFGH"
COPIES_PER_INGREDIENT = 5

#: the order track, top first: (gold to pay, favour cards, ingredients, least players, choosable)
ORDER_SPACES = (
    (1, 0, 0, 2, True),
    (0, 0, 0, 2, True),
    (0, 0, 1, 2, True),
    (0, 0, 2, 2, True),
    (0, 1, 1, 2, True),
    (0, 2, 0, 2, True),
    (0, 0, 3, 4, True),
    (0, 1, 2, 3, True),
    (0, 1, 1, 2, False),       # where a paralysed player goes (green − potion)
)

#: action spaces in the order they are resolved, with the cubes each use costs in turn
SPACES = ("gather", "transmute", "custodian", "sell", "artifact", "debunk", "publish", "student", "drink",
          "exhibit")
SPACE_NAMES = {"gather": "Gather ingredients", "transmute": "Transmute", "custodian": "Custodian drink",
               "sell": "Sell a potion", "artifact": "Buy an artifact", "debunk": "Debunk a theory",
               "publish": "Publish a theory", "student": "Test on the student", "drink": "Drink a potion",
               "exhibit": "Exhibition"}


def space_costs(space: str, players: int) -> tuple:
    return {"gather": (1, 1) if players == 4 else (1, 1, 1), "transmute": (1, 2), "custodian": (1,) * 7,
            "sell": (2,), "artifact": (1, 2), "debunk": (1, 2), "publish": (1, 2), "student": (1, 1),
            "drink": (1, 1), "exhibit": (1, 1, 1) if players == 4 else (1, 1, 1, 1)}[space]


def cubes_per_round(round_: int, players: int) -> int:
    return 3 if round_ == 1 else {2: 6, 3: 5, 4: 4}[players]


@dataclass(frozen=True)
class Artifact:
    id: int
    name: str
    level: int
    cost: int
    points: int | None       # None: scored by its own rule at the end
    text: str


ARTIFACTS = (
    Artifact(0, "Boots of Speed", 1, 4, 2, "Once a round, use one of your action spaces again once it is done "
             "(not selling)."),
    Artifact(1, "Discount Card", 1, 3, 1, "Your next artifact costs 2 gold less, later ones 1 gold less."),
    Artifact(2, "Magic Mortar", 1, 3, 1, "When you mix, only one of the two ingredients is used up, "
             "picked at random."),
    Artifact(3, "Periscope", 1, 3, 1, "Once a round, after a rival tests or sells, see one of the two "
             "ingredients used, at random."),
    Artifact(4, "Printing Press", 1, 4, 2, "Publishing or endorsing costs you no gold for the bank."),
    Artifact(5, "Robe of Respect", 1, 4, 0, "Each reputation gain gives 1 more (not in the last round)."),
    Artifact(6, "Amulet of Rhetoric", 2, 4, 0, "At once: gain 5 reputation."),
    Artifact(7, "Hypnotic Amulet", 2, 3, 1, "At once: draw 4 favour cards."),
    Artifact(8, "Seal of Authority", 2, 4, 0, "Publishing or endorsing gains 2 reputation more."),
    Artifact(9, "Silver Chalice", 2, 4, 6, "Points only."),
    Artifact(10, "Thinking Cap", 2, 4, 1, "At once: test up to two pairs of your ingredients privately, "
             "keeping them."),
    Artifact(11, "Witch's Trunk", 2, 3, 2, "At once: draw 7 ingredients; the order track gives you no more "
             "ingredients."),
    Artifact(12, "Altar of Gold", 3, 1, 0, "At once: pay 1 to 8 gold, gain that much reputation."),
    Artifact(13, "Bronze Cup", 3, 4, 4, "Points only."),
    Artifact(14, "Crystal Cabinet", 3, 5, None, "At the end: 2 points per artifact you own."),
    Artifact(15, "Feather in Cap", 3, 3, None, "At the end: 1 point per kind of ingredient you exhibited "
             "successfully."),
    Artifact(16, "Magic Mirror", 3, 4, None, "At the end: 1 point per 5 reputation."),
    Artifact(17, "Wisdom Idol", 3, 4, None, "At the end: 1 point per seal of yours on a correct theory."),
)

#: favour cards and how many of each (22 in all; the promotional Publisher is not included)
FAVOURS = (("assistant", 4), ("herbalist", 4), ("associate", 3), ("custodian", 3), ("shopkeeper", 2),
           ("barmaid", 2), ("merchant", 2), ("sage", 2))
FAVOUR_TEXT = {
    "assistant": "When declaring: one more action cube this round.",
    "herbalist": "At once: draw 3 ingredients, then discard 2.",
    "associate": "When declaring: on one action space your cubes go in the top row.",
    "custodian": "When declaring: a cube on this card drinks a potion before the potions are sold.",
    "shopkeeper": "When buying an artifact: it costs 1 gold less.",
    "barmaid": "When selling: an exact match gains 1 reputation, otherwise the potion counts one level better.",
    "merchant": "When selling: gain 1 gold if you sell first, otherwise sell any request as if first.",
    "sage": "When transmuting: gain 1 gold more.",
}

#: the adventurers: the three potions each asks for, in order (potion indices of POTIONS)
ADVENTURERS = (
    (5, 1, 3),      # blue +, red +, green +
    (6, 2, 4),      # blue −, red −, green −
    (2, 4, 5),      # red −, green −, blue +
    (4, 6, 1),      # green −, blue −, red +
    (1, 3, 6),      # red +, green +, blue −
    (3, 5, 2),      # green +, blue +, red −
)

#: seals each player has: (id, points, hedged colour or None)
SEALS = (("gold", 5, None), ("gold", 5, None), ("silver", 3, None), ("silver", 3, None), ("silver", 3, None),
         ("red", 0, 0), ("red", 0, 0), ("green", 0, 1), ("green", 0, 1), ("blue", 0, 2), ("blue", 0, 2))
SEAL_KINDS = ("gold", "silver", "red", "green", "blue")
SEAL_POINTS = {"gold": 5, "silver": 3, "red": 0, "green": 0, "blue": 0}
SEAL_HEDGE = {"gold": None, "silver": None, "red": 0, "green": 1, "blue": 2}

#: grant tiles (designed for this package): ingredients shown (indices) and points
GRANTS = (
    ((0, 1, 2), 2), ((3, 4, 5), 2), ((5, 6, 7), 2),
    ((0, 2, 4, 6), 1), ((1, 3, 5, 7), 1), ((0, 3, 6, 7), 1),
)
GRANTS_IN_PLAY = 3

#: the reputation board's sections, lowest first: (first value, name)
SECTIONS = ((0, "red"), (7, "yellow"), (14, "green"), (18, "blue"))
START_REPUTATION = 10
START_GOLD = 2
