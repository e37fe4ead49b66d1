"""Component data of Viticulture Essential Edition.

Sources (facts only, tables and texts written for this package): the open implementation
``vsiao/oenology`` (src/game-data/orderCards.ts, vineCards.ts, mamasAndPapas.ts, structures.ts and
visitors/visitorCards.tsx) for the 36 wine orders, the 42 vines, the 18 mamas and 18 papas, the
eight structures and the effects of the 76 visitors; the board (wake-up bonuses, action spaces,
field values, grape sale prices) from the rules page and the published Essential Edition; the 24
cards of the solo automa (which summer and winter actions each one blocks), the solo game's 7 years
and its bonus token per wake-up from ``MadCowDevelopment/Viticulture`` (Viticulture/Logic/Cards/Automa,
GameLogic.cs, Benefits/Benefit.cs, NormalGameModeInitializer.cs; MIT); the solo win (more than the
automa's 20 points after year 7, no earlier end), each wake-up row used once a game, the bonus
space as a space of its own that a bonus token opens (the automa takes only the plain space), the
Organizer never moving to row 7, the Zymologist's wines needing no cellar and such wines aging
inside their part of the cellar, from the Board Game Arena implementation's published code
(``jamiecjm/boardgamearena``, viticulture/material.inc.php ``soloParameters`` and
viticulture.game.php), matching the published solo page (ultraboardgames.com/viticulture/solo.php).
Every visitor's text below is our own summary of its effect.

Visitor effects are written in a small vocabulary (see :mod:`.visitors`): a visitor is a list of
options, each a tuple of steps such as ``("lira", 3)``, ``("build", 2)`` or ``("plant", 2, "")``.
"""

from __future__ import annotations

#: structure id -> (name, cost, what it does)
STRUCTURES = {
    "trellis": ("Trellis", 2, "Needed to plant some vines."),
    "irrigation": ("Irrigation", 3, "Needed to plant some vines."),
    "yoke": ("Yoke", 2, "A space of your own: harvest 1 field or uproot 1 vine, once a year."),
    "windmill": ("Windmill", 5, "Once a year, planting a vine gives 1 point."),
    "cottage": ("Cottage", 4, "Take 2 visitors each autumn instead of 1."),
    "tasting": ("Tasting Room", 6, "Once a year, giving a tour with wine in your cellar gives 1 point."),
    "medium": ("Medium Cellar", 4, "Your cellar keeps wine up to 6, and blush wine."),
    "large": ("Large Cellar", 6, "Your cellar keeps wine up to 9, and sparkling wine (needs the Medium Cellar)."),
}
STRUCTURE_ORDER = tuple(STRUCTURES)

#: vine name -> (needed structures, red value, white value); then how many of each are in the deck
VINE_KINDS = {
    "Cabernet Sauvignon": (("trellis", "irrigation"), 4, 0, 4),
    "Merlot": (("irrigation",), 3, 0, 5),
    "Syrah": (("trellis",), 2, 0, 5),
    "Sangiovese": ((), 1, 0, 4),
    "Pinot": (("trellis",), 1, 1, 6),
    "Malvasia": ((), 0, 1, 4),
    "Trebbiano": (("trellis",), 0, 2, 5),
    "Sauvignon Blanc": (("irrigation",), 0, 3, 5),
    "Chardonnay": (("trellis", "irrigation"), 0, 4, 4),
}
#: the 42 vine cards: (name, needs, red, white)
VINES = tuple((name, needs, red, white) for name, (needs, red, white, count) in VINE_KINDS.items()
              for _ in range(count))

#: the 36 wine orders: (points, residual income, wines as (colour, least value))
ORDERS = tuple((vp, res, tuple(w)) for vp, res, w in [
    (4, 1, [("white", 4), ("white", 3), ("white", 2)]), (4, 1, [("red", 4), ("red", 3), ("red", 2)]),
    (6, 2, [("white", 4), ("sparkling", 7)]), (4, 1, [("red", 5), ("white", 3)]),
    (5, 2, [("red", 3), ("blush", 7)]), (3, 1, [("red", 6)]), (6, 2, [("white", 3), ("sparkling", 7)]),
    (5, 2, [("white", 3), ("blush", 7)]), (3, 1, [("red", 2), ("white", 4)]), (3, 1, [("blush", 6)]),
    (4, 1, [("red", 3), ("white", 5)]), (4, 1, [("blush", 8)]), (2, 1, [("white", 5)]), (4, 1, [("red", 8)]),
    (3, 1, [("red", 4), ("red", 3)]), (4, 1, [("white", 4), ("blush", 4)]), (6, 2, [("blush", 6), ("blush", 5)]),
    (2, 1, [("blush", 4)]), (5, 2, [("red", 2), ("white", 2), ("blush", 5)]), (3, 1, [("white", 6)]),
    (2, 1, [("red", 2), ("white", 2)]), (3, 1, [("white", 4), ("white", 3)]), (3, 1, [("red", 3), ("white", 3)]),
    (4, 1, [("red", 4), ("blush", 4)]), (5, 2, [("red", 6), ("white", 6)]), (6, 2, [("white", 2), ("sparkling", 8)]),
    (6, 2, [("white", 3), ("sparkling", 8)]), (5, 2, [("red", 7), ("red", 6)]), (2, 1, [("red", 3), ("white", 1)]),
    (5, 2, [("white", 7), ("white", 6)]), (5, 2, [("sparkling", 9)]), (4, 1, [("sparkling", 7)]),
    (2, 1, [("red", 5)]), (4, 1, [("white", 8)]), (2, 1, [("red", 1), ("white", 3)]),
    (3, 1, [("red", 4), ("white", 2)]),
])

#: mamas: (name, vines, summer visitors, orders, winter visitors, lira)
MAMAS = (
    ("Alaena", 1, 1, 1, 0, 0), ("Alyssa", 1, 1, 0, 1, 0), ("Ariel", 0, 1, 1, 0, 2), ("Casey", 0, 0, 2, 1, 0),
    ("Christine", 0, 0, 1, 2, 0), ("Danyel", 0, 2, 0, 1, 0), ("Deann", 1, 0, 1, 1, 0), ("Emily", 1, 2, 0, 0, 0),
    ("Falon", 0, 0, 1, 2, 0), ("Jess", 0, 1, 2, 0, 0), ("Laura", 1, 0, 2, 0, 0), ("Margaret", 2, 1, 0, 0, 0),
    ("Margot", 0, 1, 1, 1, 0), ("Naja", 0, 1, 0, 2, 0), ("Nici", 2, 0, 1, 0, 0), ("Nicole", 1, 0, 0, 1, 2),
    ("Rebecca", 0, 2, 1, 0, 0), ("Teruyo", 2, 0, 0, 1, 0),
)
#: papas: (name, lira, first choice: a structure id, "vp" or "worker"; lira of the second choice)
PAPAS = (
    ("Alan", 5, "vp", 2), ("Andrew", 4, "trellis", 2), ("Christian", 3, "irrigation", 3), ("Gary", 3, "worker", 3),
    ("Jay", 5, "yoke", 2), ("Jerry", 2, "windmill", 4), ("Joel", 4, "medium", 3), ("Josh", 3, "medium", 4),
    ("Kozi", 2, "cottage", 4), ("Matt", 0, "tasting", 6), ("Matthew", 1, "windmill", 5), ("Morten", 4, "vp", 3),
    ("Paul", 5, "trellis", 1), ("Rafael", 2, "worker", 4), ("Raymond", 3, "cottage", 3), ("Stephan", 4, "irrigation", 2),
    ("Steven", 6, "yoke", 1), ("Trevor", 1, "tasting", 5),
)

#: the wake-up chart: row -> bonus (row 1 has none)
WAKE_BONUS = {1: None, 2: "vine", 3: "order", 4: "lira", 5: "visitor", 6: "vp", 7: "worker"}
WAKE_TEXT = {1: "no bonus", 2: "draw a vine", 3: "draw an order", 4: "1 lira", 5: "draw a visitor",
             6: "1 point", 7: "a temporary worker"}
FIELD_VALUES = (5, 6, 7)
START_WORKERS = 3          # two workers and the grande worker
MAX_WORKERS = 6            # the grande worker and five others
HAND_LIMIT = 7
END_POINTS = 20            # the Essential Edition's end (the rules page's overview says 25)
MAX_RESIDUAL = 5
MIN_VP = -5
TRAIN_COST = 4


def grape_price(value: int) -> int:
    """Lira for selling a grape: 1 for values 1-3, 2 for 4-6, 3 for 7-9."""
    return (value + 2) // 3


#: action spaces: id -> (season, name, what it does, what its bonus adds)
SPACES = {
    "vine": ("summer", "Draw vines", "Draw 1 vine card.", "draw a second vine"),
    "tour": ("summer", "Give a tour", "Gain 2 lira.", "1 more lira"),
    "build": ("summer", "Build a structure", "Build 1 structure for its cost.", "1 lira first"),
    "summer": ("summer", "Play a summer visitor", "Play 1 summer visitor.", "play a second one"),
    "sell": ("summer", "Sell or buy", "Sell 1 grape, sell an empty field, or buy back a field.", "1 point"),
    "plant": ("summer", "Plant", "Plant 1 vine.", "plant a second vine"),
    "order": ("winter", "Draw orders", "Draw 1 wine order.", "draw a second order"),
    "harvest": ("winter", "Harvest", "Harvest 1 field.", "harvest a second field"),
    "train": ("winter", "Train a worker", "Pay 4 lira for a new worker (it works from next year).", "1 lira first"),
    "winter": ("winter", "Play a winter visitor", "Play 1 winter visitor.", "play a second one"),
    "wine": ("winter", "Make wine", "Make up to 2 wines.", "make a third"),
    "fill": ("winter", "Fill an order", "Fill 1 wine order.", "1 point"),
}
SPACE_ORDER = tuple(SPACES)


def capacity(players: int) -> int:
    """Workers each action space holds: 1 with 1-2 players, 2 with 3-4, 3 with 5-6."""
    return 1 if players <= 2 else 2 if players <= 4 else 3


# ---------------------------------------------------------------- visitors
# Each visitor: (name, mode, options, text). mode "one" = choose 1 option, "two" = choose 2 different
# options, "both" = choose 1 or lose 1 point to do the first two. Each option is (label, steps).
S = "summer"
W = "winter"


def _v(name, mode, options, text):
    return (name, mode, tuple((label, tuple(steps)) for label, steps in options), text)


SUMMER_VISITORS = {
    "agriculturist": _v("Agriculturist", "one", [("plant a vine", [("plant", 1, "must"), ("agri",)])],
                        "Plant 1 vine; then 2 points if that field holds 3 different kinds of vine."),
    "architect": _v("Architect", "one", [("build 3 lira off", [("build", 3, 9)]),
                                         ("1 point per 4-lira structure", [("per4",)])],
                    "Build at 3 lira off, or 1 point for each structure of yours that cost 4."),
    "artisan": _v("Artisan", "one", [("3 lira", [("lira", 3)]), ("build 1 lira off", [("build", 1, 9)]),
                                     ("plant up to 2", [("plant", 2, "")])],
                  "Choose: 3 lira, build at 1 lira off, or plant up to 2 vines."),
    "auctioneer": _v("Auctioneer", "one", [("discard 2 cards: 4 lira", [("discard", 2, "any"), ("lira", 4)]),
                                           ("discard 4 cards: 3 points", [("discard", 4, "any"), ("vp", 3)])],
                     "Discard 2 cards for 4 lira, or 4 cards for 3 points."),
    "banker": _v("Banker", "one", [("5 lira", [("lira", 5), ("others", "banker")])],
                 "Gain 5 lira; every opponent may give up 1 point for 3 lira."),
    "blacksmith": _v("Blacksmith", "one", [("build 2 lira off", [("build", 2, 9), ("smith",)])],
                     "Build at 2 lira off; 1 point more if the structure costs 5 or 6."),
    "broker": _v("Broker", "one", [("pay 9: 3 points", [("pay", 9), ("vp", 3)]),
                                   ("lose 2 points: 6 lira", [("vp", -2), ("lira", 6)])],
                 "Pay 9 lira for 3 points, or give up 2 points for 6 lira."),
    "buyer": _v("Buyer", "one", [("pay 2: a 1 grape", [("pay", 2), ("grape", "choose", 1)]),
                                 ("discard a grape: 2 lira, 1 point", [("dgrape",), ("lira", 2), ("vp", 1)])],
                "Pay 2 lira for a grape of value 1, or discard a grape for 2 lira and 1 point."),
    "contractor": _v("Contractor", "two", [("1 point", [("vp", 1)]), ("build", [("build", 0, 9)]),
                                           ("plant", [("plant", 1, "must")])],
                     "Choose two: 1 point, build a structure, plant a vine."),
    "cultivator": _v("Cultivator", "one", [("plant over the limit", [("plant", 1, "must nomax")])],
                     "Plant 1 vine, ignoring the field's limit."),
    "entertainer": _v("Entertainer", "one", [("pay 4: 3 winter visitors", [("pay", 4), ("draw", W, 3)]),
                                             ("wine and 3 visitors: 3 points",
                                              [("dwine", 1), ("discard", 3, "visitor"), ("vp", 3)])],
                      "Pay 4 lira for 3 winter visitors, or discard a wine and 3 visitors for 3 points."),
    "grower": _v("Grower", "one", [("plant a vine", [("plant", 1, "must"), ("grower",)])],
                 "Plant 1 vine; then 2 points if you have 6 or more vines planted."),
    "handyman": _v("Handyman", "one", [("all may build", [("others", "handyman"), ("build", 2, 9, "may")])],
                   "Everyone may build at 2 lira off; 1 point to you for each opponent who does."),
    "homesteader": _v("Homesteader", "both", [("build 3 lira off", [("build", 3, 9)]),
                                              ("plant up to 2", [("plant", 2, "")])],
                      "Build at 3 lira off or plant up to 2 vines; give up 1 point to do both."),
    "horticulturist": _v("Horticulturist", "one", [("plant without structures", [("plant", 1, "must free")]),
                                                   ("uproot 2: 3 points", [("uproot", 2), ("vp", 3)])],
                         "Plant 1 vine without its structures, or uproot and discard 2 vines for 3 points."),
    "importer": _v("Importer", "one", [("3 winter visitors", [("others", "importer"), ("importdraw",)])],
                   "Draw 3 winter visitors, unless the opponents together give you 3 visitors."),
    "landscaper": _v("Landscaper", "one", [("draw and plant", [("draw", "vine", 1), ("plant", 1, "")]),
                                           ("switch 2 vines", [("switch",)])],
                     "Draw a vine and plant up to 1, or move a vine to another field."),
    "negotiator": _v("Negotiator", "one", [("grape: 1 income", [("dgrape",), ("res", 1)]),
                                           ("wine: 2 income", [("dwine", 1), ("res", 2)])],
                     "Discard a grape for 1 residual income, or a wine for 2."),
    "noviceGuide": _v("Novice Guide", "one", [("3 lira", [("lira", 3)]), ("make up to 2 wine", [("make", 2, "")])],
                      "Gain 3 lira, or make up to 2 wines."),
    "organizer": _v("Organizer", "one", [("move your rooster", [("organize",)])],
                    "Move your rooster to a free wake-up row, take its bonus, and pass for the rest of summer."),
    "overseer": _v("Overseer", "one", [("build and plant", [("build", 0, 9), ("plant", 1, "must"), ("over4",)])],
                   "Build a structure and plant a vine; 1 point more if the vine is a 4."),
    "patron": _v("Patron", "one", [("4 lira", [("lira", 4)]),
                                   ("an order and a winter visitor", [("draw", "order", 1), ("draw", W, 1)])],
                 "Gain 4 lira, or draw an order and a winter visitor."),
    "peddler": _v("Peddler", "one", [("discard 2: one of each", [("discard", 2, "any"), ("draw", "vine", 1),
                                                                  ("draw", "order", 1), ("draw", S, 1), ("draw", W, 1)])],
                  "Discard 2 cards to draw one card of each of the four decks."),
    "planner": _v("Planner", "one", [("place a worker for winter", [("planner",)])],
                  "Place a worker on a winter action now; you take that action when winter begins."),
    "planter": _v("Planter", "one", [("plant up to 2 and 1 lira", [("plant", 2, ""), ("lira", 1)]),
                                     ("uproot 1: 2 points", [("uproot", 1), ("vp", 2)])],
                  "Plant up to 2 vines and gain 1 lira, or uproot and discard 1 vine for 2 points."),
    "producer": _v("Producer", "one", [("pay 2: 2 workers back", [("pay", 2), ("retrieve", 2)])],
                   "Pay 2 lira to take back up to 2 of your placed workers to use again this year."),
    "sharecropper": _v("Sharecropper", "one", [("plant without structures", [("plant", 1, "must free")]),
                                               ("uproot 1: 2 points", [("uproot", 1), ("vp", 2)])],
                       "Plant 1 vine without its structures, or uproot and discard 1 vine for 2 points."),
    "sponsor": _v("Sponsor", "both", [("2 vines", [("draw", "vine", 2)]), ("3 lira", [("lira", 3)])],
                  "Draw 2 vines or gain 3 lira; give up 1 point to do both."),
    "stonemason": _v("Stonemason", "one", [("pay 8: build 2", [("pay", 8), ("build", 99, 99), ("build", 99, 99)])],
                     "Pay 8 lira to build any 2 structures."),
    "surveyor": _v("Surveyor", "one", [("2 lira per empty field", [("surveyE",)]),
                                       ("1 point per planted field", [("surveyP",)])],
                   "2 lira for each empty field you own, or 1 point for each planted field."),
    "swindler": _v("Swindler", "one", [("ask the others", [("others", "swindler")])],
                   "Each opponent gives you 2 lira or you gain 1 point for them."),
    "tourGuide": _v("Tour Guide", "one", [("4 lira", [("lira", 4)]), ("harvest 1", [("harvest", 1, "must")])],
                    "Gain 4 lira, or harvest 1 field."),
    "uncertifiedArchitect": _v("Uncertified Architect", "one",
                               [("lose 1 point: a 2 or 3 structure", [("vp", -1), ("build", 99, 3)]),
                                ("lose 2 points: any structure", [("vp", -2), ("build", 99, 99)])],
                               "Give up 1 point to build a structure of cost 2 or 3, or 2 points for any."),
    "uncertifiedBroker": _v("Uncertified Broker", "one", [("lose 3 points: 9 lira", [("vp", -3), ("lira", 9)]),
                                                          ("pay 6: 2 points", [("pay", 6), ("vp", 2)])],
                            "Give up 3 points for 9 lira, or pay 6 lira for 2 points."),
    "vendor": _v("Vendor", "one", [("a vine, an order, a winter visitor",
                                    [("draw", "vine", 1), ("draw", "order", 1), ("draw", W, 1), ("others", "vendor")])],
                 "Draw a vine, an order and a winter visitor; each opponent may draw a summer visitor."),
    "volunteerCrew": _v("Volunteer Crew", "one", [("all may plant", [("others", "crew"), ("plant", 1, "")])],
                        "Everyone may plant a vine; 2 lira to you for each opponent who does."),
    "weddingParty": _v("Wedding Party", "one", [("pay opponents", [("wedding",)])],
                       "Pay up to 3 opponents 2 lira each; 1 point for each."),
    "wineCritic": _v("Wine Critic", "one", [("2 winter visitors", [("draw", W, 2)]),
                                            ("wine of 7+: 4 points", [("dwine", 7), ("vp", 4)])],
                     "Draw 2 winter visitors, or discard a wine of 7 or more for 4 points."),
}

WINTER_VISITORS = {
    "assessor": _v("Assessor", "one", [("1 lira per card", [("perhand",)]), ("discard hand: 2 points", [("dhand",), ("vp", 2)])],
                   "1 lira for each card in your hand, or discard your whole hand for 2 points."),
    "benefactor": _v("Benefactor", "one", [("a vine and a summer visitor", [("draw", "vine", 1), ("draw", S, 1)]),
                                           ("discard 2 visitors: 2 points", [("discard", 2, "visitor"), ("vp", 2)])],
                     "Draw a vine and a summer visitor, or discard 2 visitors for 2 points."),
    "bottler": _v("Bottler", "one", [("make up to 3", [("make", 3, "kinds")])],
                  "Make up to 3 wines; 1 point for each kind of wine you make."),
    "caravan": _v("Caravan", "one", [("show the top cards", [("caravan",)])],
                  "Show the top card of each deck; keep 2 of them and discard the others."),
    "craftsman": _v("Craftsman", "two", [("an order", [("draw", "order", 1)]), ("upgrade the cellar", [("cellar", 0)]),
                                         ("1 point", [("vp", 1)])],
                    "Choose two: draw an order, upgrade your cellar at its cost, 1 point."),
    "crushExpert": _v("Crush Expert", "one", [("3 lira and an order", [("lira", 3), ("draw", "order", 1)]),
                                              ("make up to 3", [("make", 3, "")])],
                      "3 lira and an order, or make up to 3 wines."),
    "crusher": _v("Crusher", "one", [("3 lira and a summer visitor", [("lira", 3), ("draw", S, 1)]),
                                     ("an order and make up to 2", [("draw", "order", 1), ("make", 2, "")])],
                  "3 lira and a summer visitor, or an order and make up to 2 wines."),
    "designer": _v("Designer", "one", [("build", [("build", 0, 9), ("designer",)])],
                   "Build a structure; then 2 points if you have 6 or more."),
    "exporter": _v("Exporter", "one", [("make up to 2", [("make", 2, "")]), ("fill an order", [("fill", 0)]),
                                       ("grape: 2 points", [("dgrape",), ("vp", 2)])],
                   "Make up to 2 wines, fill an order, or discard a grape for 2 points."),
    "governess": _v("Governess", "one", [("pay 3: a worker now", [("train", 3, "now")]),
                                         ("wine: 2 points", [("dwine", 1), ("vp", 2)])],
                    "Pay 3 lira for a worker you may use this year, or discard a wine for 2 points."),
    "guestSpeaker": _v("Guest Speaker", "one", [("all may train", [("others", "speaker"), ("train", 1, "may")])],
                       "Everyone may pay 1 lira to train a worker; 1 point to you for each opponent who does."),
    "governor": _v("Governor", "one", [("ask the others", [("others", "governor")])],
                   "Each opponent gives you a summer visitor, or you gain 1 point for them."),
    "harvestExpert": _v("Harvest Expert", "one", [("harvest and a vine", [("harvest", 1, "must"), ("draw", "vine", 1)]),
                                                  ("harvest and pay 1: a Yoke", [("harvest", 1, "must"), ("yoke1",)])],
                        "Harvest 1 field, then draw a vine or pay 1 lira for a Yoke."),
    "harvester": _v("Harvester", "one", [("harvest up to 2, 2 lira", [("harvest", 2, ""), ("lira", 2)]),
                                         ("harvest up to 2, 1 point", [("harvest", 2, ""), ("vp", 1)])],
                    "Harvest up to 2 fields, then 2 lira or 1 point."),
    "innkeeper": _v("Innkeeper", "one", [("take from 2 discard piles", [("inn",)])],
                    "Take the top card of two different discard piles."),
    "jackOfAllTrades": _v("Jack-of-all-trades", "two", [("harvest 1", [("harvest", 1, "must")]),
                                                         ("make up to 2", [("make", 2, "")]),
                                                         ("fill an order", [("fill", 0)])],
                          "Choose two: harvest 1 field, make up to 2 wines, fill an order."),
    "judge": _v("Judge", "one", [("2 summer visitors", [("draw", S, 2)]), ("wine of 4+: 3 points", [("dwine", 4), ("vp", 3)])],
                "Draw 2 summer visitors, or discard a wine of 4 or more for 3 points."),
    "laborer": _v("Laborer", "both", [("harvest up to 2", [("harvest", 2, "")]), ("make up to 3", [("make", 3, "")])],
                  "Harvest up to 2 fields or make up to 3 wines; give up 1 point to do both."),
    "manager": _v("Manager", "one", [("a summer action", [("manager",)])],
                  "Take a summer action (without its bonus) without placing a worker."),
    "marketer": _v("Marketer", "one", [("2 summer visitors and 1 lira", [("draw", S, 2), ("lira", 1)]),
                                       ("fill an order, 1 point more", [("fill", 1)])],
                   "Draw 2 summer visitors and gain 1 lira, or fill an order for 1 point more."),
    "masterVintner": _v("Master Vintner", "one", [("upgrade the cellar 2 off", [("cellar", 2)]),
                                                  ("age a wine and fill", [("age1",), ("fill", 0)])],
                        "Upgrade your cellar at 2 lira off, or age a wine and fill an order."),
    "merchant": _v("Merchant", "one", [("pay 3: two 1 grapes", [("pay", 3), ("grape", "red", 1), ("grape", "white", 1)]),
                                       ("fill an order, 1 point more", [("fill", 1)])],
                   "Pay 3 lira for a red and a white grape of 1, or fill an order for 1 point more."),
    "mentor": _v("Mentor", "one", [("all may make wine", [("others", "mentor"), ("make", 2, "")])],
                 "Everyone may make up to 2 wines; you draw a vine or a summer visitor for each opponent who does."),
    "motivator": _v("Motivator", "one", [("all may recall the grande", [("others", "motivator"), ("recall",)])],
                    "Everyone may take back their grande worker; 1 point to you for each opponent who does."),
    "noble": _v("Noble", "one", [("pay 1: 1 income", [("pay", 1), ("res", 1)]), ("lose 2 income: 2 points", [("res", -2), ("vp", 2)])],
                "Pay 1 lira for 1 residual income, or give up 2 income for 2 points."),
    "oenologist": _v("Oenologist", "one", [("age all wine twice", [("ageall",)]), ("pay 3: upgrade the cellar", [("pay", 3), ("cellar", 99)])],
                     "Age every wine in your cellar twice, or pay 3 lira to upgrade your cellar."),
    "politician": _v("Politician", "one", [("play", [("politician",)])],
                     "Below 0 points: gain 6 lira; otherwise draw a vine, a summer visitor and an order."),
    "professor": _v("Professor", "one", [("pay 2: a worker", [("train", 2, "")]), ("6 workers: 2 points", [("six", 2)])],
                    "Pay 2 lira to train a worker, or 2 points if you have 6 workers."),
    "promoter": _v("Promoter", "one", [("a grape: 1 point, 1 income", [("dgrape",), ("vp", 1), ("res", 1)]),
                                       ("a wine: 1 point, 1 income", [("dwine", 1), ("vp", 1), ("res", 1)])],
                   "Discard a grape or a wine for 1 point and 1 residual income."),
    "queen": _v("Queen", "one", [("ask your right-hand neighbour", [("others", "queen")])],
                "The player on your right loses 1 point, gives you 2 cards, or pays you 3 lira."),
    "reaper": _v("Reaper", "one", [("harvest up to 3", [("harvest", 3, "reaper")])],
                 "Harvest up to 3 fields; 2 points if you harvest all 3."),
    "scholar": _v("Scholar", "both", [("2 orders", [("draw", "order", 2)]), ("pay 3: a worker", [("train", 3, "")])],
                  "Draw 2 orders or pay 3 lira to train a worker; give up 1 point to do both."),
    "supervisor": _v("Supervisor", "one", [("make up to 2", [("make", 2, "sparkling")])],
                     "Make up to 2 wines; 1 point for each sparkling wine."),
    "taster": _v("Taster", "one", [("a wine: 4 lira", [("taster",)])],
                 "Discard a wine for 4 lira; 2 points more if no cellar holds a wine as good."),
    "teacher": _v("Teacher", "one", [("make up to 2", [("make", 2, "")]), ("pay 2: a worker", [("train", 2, "")])],
                  "Make up to 2 wines, or pay 2 lira to train a worker."),
    "uncertifiedOenologist": _v("Uncertified Oenologist", "one",
                                [("age all wine twice", [("ageall",)]), ("lose 1 point: upgrade the cellar", [("vp", -1), ("cellar", 99)])],
                                "Age every wine twice, or give up 1 point to upgrade your cellar."),
    "uncertifiedTeacher": _v("Uncertified Teacher", "one", [("lose 1 point: a worker", [("vp", -1), ("train", 0, "")]),
                                                            ("1 point per opponent with 6", [("six", "others")])],
                             "Give up 1 point to train a worker, or 1 point per opponent with 6 workers."),
    "zymologist": _v("Zymologist", "one", [("make up to 2 of 4+", [("make", 2, "zymo")])],
                     "Make up to 2 wines of 4 or more, even without the Medium Cellar."),
}
VISITORS = {**{k: (S,) + v for k, v in SUMMER_VISITORS.items()}, **{k: (W,) + v for k, v in WINTER_VISITORS.items()}}
#: visitors this board plays in a simpler form than the printed card (none)
SIMPLIFIED = ()

#: the solo automa deck: (summer spaces blocked, winter spaces blocked), one row per card
AUTOMA = (
    (("vine", "tour"), ()), (("vine", "build", "plant"), ("wine",)), (("vine", "summer"), ("winter",)),
    (("tour", "build", "sell"), ("train",)), (("tour",), ("harvest",)), (("build",), ("order", "fill")),
    (("vine", "summer"), ()), (("tour", "plant"), ("wine",)), (("build", "sell", "summer"), ("winter",)),
    (("plant", "sell"), ("train",)), (("summer", "sell"), ("harvest",)), (("plant",), ("order", "fill")),
    (("vine", "summer"), ("order", "harvest")), (("tour", "sell"), ("order", "wine")),
    (("build",), ("order", "winter")), ((), ("harvest", "wine")), ((), ("harvest", "train")),
    (("plant",), ("wine", "fill")), (("vine", "summer"), ("winter", "train")), (("tour", "sell"), ("winter",)),
    (("build",), ("winter", "fill")), ((), ("harvest", "train")), ((), ("order", "train", "fill")),
    (("plant",), ("wine", "fill")),
)
SOLO_YEARS = 7
#: solo: the automa's marker stands on 20 points; the player wins with more at the end of year 7
AUTOMA_POINTS = 20
