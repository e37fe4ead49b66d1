"""Harmonies components as data: tokens, personal boards, animal cards, Nature's Spirit cards.

Published facts used as they are: the 120 tokens (23 blue, 23 grey, 21 brown,
19 green, 19 yellow, 15 red), five token sets of three on the central board
(three on the solo side), five face-up animal cards (three in solo), side A's
board of 23 spaces in columns of 5-4-5-4-5, and the scoring ladders of the
rules page.

Designed by us (we do not know the published rows): the shape of side B, the
32 animal cards (habitat patterns and point ladders), the 10 Nature's Spirit
cards (patterns and scoring rules) and the solo sun table. Each is one table
below; a new card is a new row.
"""

from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------- tokens

#: token colours, as stored on boards (index = colour code)
COLOURS = ("blue", "grey", "brown", "green", "yellow", "red")
BLUE, GREY, BROWN, GREEN, YELLOW, RED = range(6)
#: how many tokens of each colour are in the bag at the start
TOKEN_COUNTS = (23, 23, 21, 19, 19, 15)
TOKENS = sum(TOKEN_COUNTS)          # 120
SET_SIZE = 3                        # tokens in one set on the central board

#: central board spaces and face-up animal cards: (multiplayer, solo)
CENTRAL_SPACES = {False: 5, True: 3}
RIVER_SIZE = {False: 5, True: 3}
CARD_LIMIT = 4                      # unfinished cards (and spirit) a player may hold
END_EMPTY = 2                       # a board with this many empty spaces or fewer ends the game

# ---------------------------------------------------------------- personal boards

#: column sizes and whether the column is set half a space lower (flat-topped hexes in columns).
#: Side A is the published board; side B is our own design (a wider board of 24 spaces).
SIDES = {
    "A": ((5, 0), (4, 1), (5, 0), (4, 1), (5, 0)),
    "B": ((4, 0), (4, 1), (4, 0), (4, 1), (4, 0), (4, 1)),
}

# ---------------------------------------------------------------- scoring tables

TREE_POINTS = (1, 3, 7)             # green on 0 / 1 / 2 brown tokens
MOUNTAIN_POINTS = (1, 3, 7)         # 1 / 2 / 3 grey tokens, only next to another mountain
FIELD_POINTS = 5                    # each group of 2+ yellow tokens
BUILDING_POINTS = 5                 # red on a token with 3+ different colours around
BUILDING_COLOURS = 3
RIVER_POINTS = (0, 0, 2, 5, 8, 11, 15)   # side A, by tokens on the longest shortest path
RIVER_EXTRA = 4                     # each token beyond 6
ISLAND_POINTS = 5                   # side B, each island


def river_points(length: int) -> int:
    """Side A: points for a river whose two ends are ``length`` tokens apart by the shortest path."""
    if length < len(RIVER_POINTS):
        return RIVER_POINTS[length]
    return RIVER_POINTS[-1] + RIVER_EXTRA * (length - len(RIVER_POINTS) + 1)


# ---------------------------------------------------------------- habitat kinds

#: what a space of an animal pattern asks for: the exact stack of tokens (bottom first)
KINDS = {
    "water": ((BLUE,),),
    "field": ((YELLOW,),),
    "rock": ((GREY,),),
    "hill": ((GREY, GREY),),
    "peak": ((GREY, GREY, GREY),),
    "bush": ((GREEN,),),
    "tree": ((BROWN, GREEN),),
    "oak": ((BROWN, BROWN, GREEN),),
    "building": ((GREY, RED), (BROWN, RED), (RED, RED)),
    # wider families, for the spirit cards' groups
    "trees": ((GREEN,), (BROWN, GREEN), (BROWN, BROWN, GREEN)),
    "mountains": ((GREY,), (GREY, GREY), (GREY, GREY, GREY)),
}
KIND_WORDS = {
    "water": "a water token", "field": "a field token", "rock": "a single grey token",
    "hill": "a mountain of 2 grey tokens", "peak": "a mountain of 3 grey tokens",
    "bush": "a green token on the ground", "tree": "a tree of 2 tokens", "oak": "a tree of 3 tokens",
    "building": "a building (red on a grey, brown or red token)",
    "trees": "a tree of any height", "mountains": "a mountain of any height",
}

# Pattern cells are axial offsets (dq, dr) on flat-topped hexes; the first cell is where the
# cube goes. Patterns may be turned to any of the six directions. Shapes used below:
PAIR = ((0, 0), (1, 0))
LINE = ((0, 0), (1, 0), (2, 0))        # cube at one end
MID = ((0, 0), (1, 0), (-1, 0))        # cube in the middle
TRIANGLE = ((0, 0), (1, 0), (0, 1))
BEND = ((0, 0), (1, 0), (-1, 1))       # cube at the corner of a 120-degree bend


@dataclass(frozen=True)
class Card:
    """An animal card (or a Nature's Spirit card): its habitat and what it scores."""

    id: str
    name: str
    cells: tuple            # ((dq, dr, kind), ...); the cube goes on the first
    ladder: tuple = ()      # animal: points shown once 1, 2, ... cubes have left the card
    rule: tuple = ()        # spirit: scoring rule (see board.spirit_points)
    text: str = ""          # spirit: the rule in words


def _cells(shape, *kinds) -> tuple:
    return tuple((dq, dr, kind) for (dq, dr), kind in zip(shape, kinds))


def animal(id_: str, name: str, shape, kinds: tuple, ladder: tuple) -> Card:
    return Card(id_, name, _cells(shape, *kinds), tuple(ladder))


#: the 32 animal cards (our design): easy habitats carry more cubes of smaller value
ANIMALS = (
    animal("rabbit", "Rabbit", PAIR, ("field", "bush"), (2, 4, 7, 11)),
    animal("duck", "Duck", PAIR, ("water", "field"), (2, 5, 8, 12)),
    animal("frog", "Frog", PAIR, ("water", "bush"), (3, 6, 10)),
    animal("fox", "Fox", PAIR, ("tree", "field"), (3, 6, 10, 15)),
    animal("squirrel", "Squirrel", PAIR, ("tree", "bush"), (3, 7, 12)),
    animal("marmot", "Marmot", PAIR, ("rock", "field"), (2, 5, 9, 14)),
    animal("ibex", "Ibex", PAIR, ("hill", "rock"), (3, 7, 12)),
    animal("eagle", "Eagle", PAIR, ("peak", "hill"), (5, 11, 18)),
    animal("owl", "Owl", PAIR, ("oak", "tree"), (4, 10, 16)),
    animal("mouse", "Mouse", PAIR, ("building", "field"), (3, 7, 12)),
    animal("gecko", "Gecko", PAIR, ("building", "rock"), (3, 7, 11)),
    animal("swallow", "Swallow", PAIR, ("building", "water"), (3, 7, 12)),
    animal("kingfisher", "Kingfisher", PAIR, ("tree", "water"), (3, 7, 12, 17)),
    animal("beaver", "Beaver", MID, ("water", "tree", "water"), (4, 10, 17)),
    animal("otter", "Otter", LINE, ("water", "water", "water"), (3, 7, 12, 18)),
    animal("salmon", "Salmon", LINE, ("water", "water", "hill"), (4, 9, 15)),
    animal("heron", "Heron", TRIANGLE, ("water", "water", "field"), (3, 8, 14)),
    animal("bee", "Bee", TRIANGLE, ("field", "field", "bush"), (3, 7, 12)),
    animal("boar", "Boar", TRIANGLE, ("tree", "tree", "field"), (4, 9, 15)),
    animal("deer", "Deer", BEND, ("field", "tree", "tree"), (4, 10, 16)),
    animal("wolf", "Wolf", MID, ("tree", "rock", "tree"), (4, 10, 16)),
    animal("bear", "Bear", MID, ("oak", "hill", "water"), (6, 14)),
    animal("lynx", "Lynx", LINE, ("rock", "tree", "tree"), (4, 9, 15)),
    animal("chamois", "Chamois", TRIANGLE, ("hill", "hill", "field"), (5, 11, 18)),
    animal("vulture", "Vulture", BEND, ("peak", "rock", "rock"), (5, 12, 20)),
    animal("hedgehog", "Hedgehog", MID, ("bush", "field", "field"), (3, 7, 12)),
    animal("stork", "Stork", MID, ("building", "water", "field"), (4, 10, 16)),
    animal("bat", "Bat", BEND, ("building", "tree", "rock"), (5, 11, 17)),
    animal("raccoon", "Raccoon", TRIANGLE, ("building", "tree", "water"), (5, 12, 19)),
    animal("pigeon", "Pigeon", LINE, ("building", "building", "field"), (5, 12)),
    animal("badger", "Badger", BEND, ("hill", "tree", "field"), (4, 10, 16)),
    animal("crane", "Crane", LINE, ("field", "water", "water"), (3, 8, 13)),
)


def spirit(id_: str, name: str, shape, kinds: tuple, rule: tuple, text: str) -> Card:
    return Card(id_, name, _cells(shape, *kinds), (), rule, text)


#: the 10 Nature's Spirit cards (our design). Rules: ("per_kind", kinds, points) scores each
#: space holding one of those stacks; ("per_token", colour, points) each token of a colour;
#: ("per_group", kinds, least, points) each connected group of at least ``least`` spaces
#: holding one of those stacks. The card scores only once its cube is placed.
SPIRITS = (
    spirit("old_oak", "Spirit of the Old Oak", PAIR, ("oak", "tree"), ("per_kind", ("oak",), 3),
           "3 points for each tree of 3 tokens."),
    spirit("summit", "Spirit of the Summit", PAIR, ("peak", "rock"), ("per_kind", ("peak",), 3),
           "3 points for each mountain of 3 tokens."),
    spirit("hearth", "Spirit of the Hearth", PAIR, ("building", "field"), ("per_kind", ("building",), 2),
           "2 points for each building."),
    spirit("spring", "Spirit of the Spring", LINE, ("water", "water", "water"), ("per_token", BLUE, 1),
           "1 point for each blue token."),
    spirit("bloom", "Spirit of the Bloom", PAIR, ("bush", "field"), ("per_kind", ("bush",), 2),
           "2 points for each green token standing on the ground."),
    spirit("meadow", "Spirit of the Meadow", TRIANGLE, ("field", "field", "field"),
           ("per_group", ("field",), 3, 6), "6 points for each field of 3 or more yellow tokens."),
    spirit("grove", "Spirit of the Grove", PAIR, ("tree", "tree"),
           ("per_group", ("trees",), 3, 5), "5 points for each wood of 3 or more trees side by side."),
    spirit("ridge", "Spirit of the Ridge", PAIR, ("hill", "hill"),
           ("per_group", ("mountains",), 3, 5), "5 points for each range of 3 or more mountains side by side."),
    spirit("hamlet", "Spirit of the Hamlet", PAIR, ("building", "building"),
           ("per_group", ("building",), 2, 5), "5 points for each group of 2 or more buildings side by side."),
    spirit("lake", "Spirit of the Lake", TRIANGLE, ("water", "water", "water"),
           ("per_group", ("water",), 3, 4), "4 points for each lake of 3 or more water tokens."),
)

CARDS = {c.id: c for c in ANIMALS}
SPIRIT_CARDS = {c.id: c for c in SPIRITS}
SPIRIT_OFFER = 2                    # spirit cards dealt to each player, who keeps one

# ---------------------------------------------------------------- solo

#: solo: suns earned by the final score (our reading of the published sheet)
SUN_THRESHOLDS = (40, 70, 90, 110, 130, 140, 150, 160)
SUN_BONUS_SIDE_A = 1
SUN_BONUS_NO_SPIRIT = 2
SUN_BONUS_GROUP_SPIRIT = 1


def suns_for(score: int, side: str, spirit_card: Card | None) -> int:
    """Solo: suns for a final score, with the bonus suns for the chosen setup."""
    suns = sum(1 for t in SUN_THRESHOLDS if score >= t)
    if not suns:
        return 0
    if side == "A":
        suns += SUN_BONUS_SIDE_A
    if spirit_card is None:
        suns += SUN_BONUS_NO_SPIRIT
    elif spirit_card.rule[0] == "per_group":
        suns += SUN_BONUS_GROUP_SPIRIT
    return suns
