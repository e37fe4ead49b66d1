"""Harmonies components as data: tokens, personal boards, animal cards, Nature's Spirit cards.

Every number here is a fact of the published game. The 120 tokens (23 blue,
23 grey, 21 brown, 19 green, 19 yellow, 15 red), the five token sets of three
on the central board (three on the solo side), the five face-up animal cards
(three in solo) and the scoring ladders come from the rules page
(../shared/rules/harmonies.txt). The rest was read, for the facts only, from
two public implementations:

- Board Game Arena's Harmonies, https://github.com/mizutismask/bga-harmonies
  (branch ``develop``): ``material.inc.php`` (the habitat, cube space and point
  ladder of animal cards 1-32 and of the ten Nature's Spirit cards 33-42),
  ``modules/php/score.php`` (how each spirit card scores, the solo suns),
  ``harmonies.game.php`` and ``modules/php/honeycomb.php`` (both board sides),
  ``modules/php/states.php`` (ties, the solo bonus suns);
- https://github.com/valtism/harmonies, ``src/constants/animalCards.ts`` and
  ``src/constants/spiritCards.ts``: the names of the animals and spirits.

The two sources agree on every animal card but two, where we follow Board Game
Arena (it also gives the cube space): the Arctic fox's ladder is 5/10/17 there
(5/12 in the other), and the Panther's habitat has two trees of two tokens
(two lone green tokens in the other). The tables below are our own rows, in
the order of Board Game Arena's numbering; a new card is a new row.
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

#: column sizes and whether the column is set half a space lower (flat-topped hexes in columns):
#: side A has 23 spaces in columns of 5-4-5-4-5, side B 25 spaces in columns of 4-3-4-3-4-3-4.
SIDES = {
    "A": ((5, 0), (4, 1), (5, 0), (4, 1), (5, 0)),
    "B": ((4, 0), (3, 1), (4, 0), (3, 1), (4, 0), (3, 1), (4, 0)),
}

# ---------------------------------------------------------------- scoring tables

TREE_POINTS = (1, 3, 7)             # green on 0 / 1 / 2 brown tokens
MOUNTAIN_POINTS = (1, 3, 7)         # 1 / 2 / 3 grey tokens, only next to another mountain
FIELD_POINTS = 5                    # each group of 2+ yellow tokens
BUILDING_POINTS = 5                 # red on a token with 3+ different colours around
BUILDING_COLOURS = 3
RIVER_POINTS = (0, 0, 2, 5, 8, 11, 15)   # side A, by tokens on the longest shortest path
RIVER_EXTRA = 4                     # each token beyond 6
ISLAND_POINTS = 5                   # side B, each island: a group of spaces without water, empty or not


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
}
KIND_WORDS = {
    "water": "a water token", "field": "a field token", "rock": "a single grey token",
    "hill": "a mountain of 2 grey tokens", "peak": "a mountain of 3 grey tokens",
    "bush": "a green token on the ground", "tree": "a tree of 2 tokens", "oak": "a tree of 3 tokens",
    "building": "a building (red on a grey, brown or red token)",
}

# A habitat is a list of cells (dq, dr, kind): axial offsets on flat-topped hexes, (1, 0) being the
# lower-right neighbour and (0, 1) the space below. The first cell is where the cube goes; a pattern
# may be turned to any of the six directions (never mirrored).


@dataclass(frozen=True)
class Card:
    """An animal card (or a Nature's Spirit card): its habitat and what it scores."""

    id: str
    name: str
    cells: tuple            # ((dq, dr, kind), ...); the cube goes on the first
    ladder: tuple = ()      # animal: points shown once 1, 2, ... cubes have left the card
    rule: tuple = ()        # spirit: scoring rule (see board.spirit_points)
    text: str = ""          # spirit: the rule in words


def animal(id_: str, name: str, cells: tuple, ladder: tuple) -> Card:
    return Card(id_, name, tuple(cells), tuple(ladder))


#: the 32 animal cards: habitat (cube space first) and the points uncovered by the 1st, 2nd, ... cube
ANIMALS = (
    animal("alligator", "Alligator", ((0, 0, "water"), (-2, 0, "oak"), (-1, 0, "water")), (4, 9, 15)),
    animal("ray", "Ray", ((0, 0, "water"), (-1, 0, "rock"), (-1, 1, "rock")), (4, 10, 16)),
    animal("fish", "Fish", ((0, 0, "water"), (-1, 0, "peak")), (3, 6, 10, 16)),
    animal("otter", "Otter", ((0, 0, "water"), (-2, 0, "bush"), (-1, 0, "bush")), (5, 10, 16)),
    animal("frog", "Frog", ((0, 0, "water"), (-1, 0, "bush")), (2, 4, 6, 10, 15)),
    animal("duck", "Duck", ((0, 0, "water"), (-1, 0, "building")), (2, 4, 8, 13)),
    animal("flamingo", "Flamingo", ((0, 0, "water"), (-1, 0, "field"), (-1, 1, "field")), (4, 10, 16)),
    animal("lizard", "Lizard", ((0, 0, "building"), (-2, 0, "field"), (-1, 0, "field")), (5, 10, 16)),
    animal("shrew", "Shrew", ((0, 0, "building"), (-1, 1, "field"), (1, 0, "field")), (5, 10, 17)),
    animal("peacock", "Peacock", ((0, 0, "building"), (-1, 1, "water"), (1, 0, "water")), (5, 10, 17)),
    animal("squirrel", "Squirrel", ((0, 0, "building"), (-1, 0, "oak")), (4, 9, 15)),
    animal("hedgehog", "Hedgehog", ((0, 0, "building"), (-1, 0, "tree"), (-1, 1, "tree")), (5, 12)),
    animal("bee", "Bee", ((0, 0, "tree"), (-1, 1, "field"), (0, 1, "field"), (1, 0, "field")), (8, 18)),
    animal("bear", "Bear", ((0, 0, "bush"), (-1, 0, "hill"), (-1, 1, "hill")), (5, 11)),
    animal("rabbit", "Rabbit", ((0, 0, "bush"), (-2, 0, "building"), (-1, 0, "bush")), (5, 10, 17)),
    animal("macaw", "Macaw", ((0, 0, "tree"), (-1, 0, "water"), (-1, 1, "water")), (4, 9, 14)),
    animal("boar", "Boar", ((0, 0, "tree"), (-1, 0, "building")), (4, 8, 13)),
    animal("koala", "Koala", ((0, 0, "tree"), (-1, 0, "bush")), (3, 6, 10, 15)),
    animal("wolf", "Wolf", ((0, 0, "oak"), (-1, 0, "field"), (-1, 1, "field")), (4, 10, 16)),
    animal("kingfisher", "Kingfisher", ((0, 0, "oak"), (-1, 1, "water"), (1, 0, "water")), (5, 11, 18)),
    animal("penguin", "Penguin", ((0, 0, "rock"), (-1, 1, "water"), (1, 0, "water")), (4, 10, 16)),
    animal("bat", "Bat", ((0, 0, "rock"), (-1, 0, "oak")), (3, 6, 10, 15)),
    animal("fennec_fox", "Fennec fox", ((0, 0, "rock"), (-2, 0, "field"), (-1, 0, "rock")), (4, 9, 16)),
    animal("macaque", "Macaque", ((0, 0, "hill"), (-1, 0, "water"), (-1, 1, "water")), (5, 11)),
    animal("falcon", "Falcon", ((0, 0, "peak"), (-1, 0, "field")), (5, 11)),
    animal("meerkat", "Meerkat", ((0, 0, "rock"), (-1, 0, "field")), (2, 5, 9, 14)),
    animal("crow", "Crow", ((0, 0, "field"), (-1, 1, "building"), (1, 0, "building")), (4, 9)),
    animal("alpaca", "Alpaca", ((0, 0, "field"), (-2, 0, "hill"), (-1, 0, "field")), (5, 12)),
    animal("arctic_fox", "Arctic fox", ((0, 0, "field"), (-1, 1, "tree"), (1, 0, "tree")), (5, 10, 17)),
    animal("raccoon", "Raccoon", ((0, 0, "field"), (-1, 1, "water"), (0, 1, "water"), (1, 0, "water")), (6, 12)),
    animal("ladybug", "Ladybug", ((0, 0, "field"), (-1, 0, "bush")), (2, 5, 8, 12, 17)),
    animal("panther", "Panther", ((0, 0, "field"), (-2, 0, "tree"), (-1, 0, "tree")), (5, 11)),
)


def spirit(id_: str, name: str, cells: tuple, rule: tuple, text: str) -> Card:
    return Card(id_, name, tuple(cells), (), rule, text)


#: the 10 Nature's Spirit cards. Rules: ("per_stack", ((kind, points), ...)) scores every space
#: whose stack is of one of those kinds; ("per_group", kind, ((least, points), ...)) scores every
#: connected group of spaces of that kind, by the highest ``least`` its size reaches (a group below
#: every ``least`` scores nothing). A spirit card scores only once its cube is placed.
SPIRITS = (
    spirit("lion", "Lion spirit", ((0, 0, "field"), (-1, 0, "tree"), (1, 0, "field")),
           ("per_group", "field", ((1, 2), (3, 10))),
           "Each field: 2 points, or 10 once it has 3 or more yellow tokens."),
    spirit("butterfly", "Butterfly spirit", ((0, 0, "field"), (-2, 1, "field"), (-1, 0, "water"), (-1, 1, "water")),
           ("per_group", "field", ((1, 5),)),
           "5 points for each field, even a single yellow token."),
    spirit("deer", "Deer spirit", ((0, 0, "tree"), (-1, 0, "oak"), (1, 0, "bush")),
           ("per_stack", (("tree", 4), ("oak", 4))),
           "4 points for each tree with a trunk (2 or 3 tokens)."),
    spirit("owl", "Owl spirit", ((0, 0, "oak"), (-1, 0, "bush"), (-1, 1, "bush")),
           ("per_stack", (("bush", 3), ("tree", 3), ("oak", 1))),
           "3 points for each tree of 1 or 2 tokens, 1 for a tree of 3."),
    spirit("cat", "Cat spirit", ((0, 0, "building"), (-2, 0, "building"), (-1, 0, "bush")),
           ("per_group", "building", ((1, 4),)),
           "4 points for each group of buildings, even a lone one."),
    spirit("crane", "Crane spirit", ((0, 0, "building"), (-2, 0, "field"), (-1, 0, "building")),
           ("per_group", "building", ((2, 6),)),
           "6 points for each group of 2 or more buildings side by side."),
    spirit("ram", "Ram spirit", ((0, 0, "peak"), (-1, 0, "hill")),
           ("per_stack", (("hill", 4), ("peak", 4))),
           "4 points for each mountain of 2 or 3 grey tokens."),
    spirit("marmot", "Marmot spirit", ((0, 0, "hill"), (-1, 1, "rock"), (1, 0, "rock")),
           ("per_stack", (("rock", 3), ("hill", 3), ("peak", 1))),
           "3 points for each mountain of 1 or 2 tokens, 1 for one of 3."),
    spirit("dragonfly", "Dragonfly spirit", ((0, 0, "water"), (-1, 0, "tree"), (1, 0, "tree")),
           ("per_group", "water", ((2, 7),)),
           "7 points for each group of 2 or more water tokens."),
    spirit("tortoise", "Tortoise spirit", ((0, 0, "water"), (-1, 0, "hill"), (1, 0, "water")),
           ("per_stack", (("water", 2),)),
           "2 points for each water token."),
)

CARDS = {c.id: c for c in ANIMALS}
SPIRIT_CARDS = {c.id: c for c in SPIRITS}
SPIRIT_OFFER = 2                    # spirit cards dealt to each player, who keeps one

# ---------------------------------------------------------------- solo

#: solo: suns earned by the final score (Board Game Arena's table), before the bonus suns
SUN_THRESHOLDS = (40, 70, 90, 110, 130, 140, 150, 160)
SUN_BONUS_SIDE_A = 1
SUN_BONUS_NO_SPIRIT = 2
SUN_BONUS_GROUP_SPIRIT = 1          # a spirit card that scores groups ("per_group")


def suns_for(score: int, side: str, spirit_card: Card | None) -> int:
    """Solo: suns for a final score, plus the bonus suns for the chosen setup (even with no sun earned)."""
    suns = sum(1 for t in SUN_THRESHOLDS if score >= t)
    if side == "A":
        suns += SUN_BONUS_SIDE_A
    if spirit_card is None:
        suns += SUN_BONUS_NO_SPIRIT
    elif spirit_card.rule[0] == "per_group":
        suns += SUN_BONUS_GROUP_SPIRIT
    return suns
