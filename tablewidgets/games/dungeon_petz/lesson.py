"""Dungeon Petz, taught in eleven short steps. You are the red imps (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step


def _did(prefix):
    return lambda g: any(s == 0 and a.startswith(prefix) for s, a in g.history)


def _has_pet(g):
    P = g.p[0]
    return any(c["pet"] for c in P["cages"]) or bool(P["pen"])


_GROUPED = ((0, "group 2 1"), (0, "done"), (1, "group 1 0"), (1, "done"))
_PET_CAGES = [[{"cage": 0, "pet": 1, "size": 2}, {"cage": 3}], [{"cage": 0}]]

LESSON = Lesson(game="dungeon_petz", title="Dungeon Petz in eleven steps", steps=(
    Step(
        title="Imps and gold in secret groups",
        text=("Each round starts with income and a fresh market: 2 artifacts, 2 cages, 1 addon and 3 baby pets, "
              "and food on the stands. Then everybody splits imps and gold into groups at the same time, in "
              "secret: every group has at least one imp and any gold, at most six groups, and what you do not "
              "group stays home."),
        options={"players": 2}, seed=3,
        task="Form one group: choose how many imps, then how much gold goes with them.",
        hint="Click a number of imps in the group builder, then an amount of gold (0 is fine).",
        check=_did("group"),
    ),
    Step(
        title="The largest group goes first",
        text=("When everybody is done the groups are revealed and sent one by one, the largest (imps plus gold) "
              "first; a tie goes to the player nearer the starting player. A sent group takes one free space and "
              "its gold goes to the bank; a group kept home takes its gold back. Your group of 2 imps and 1 gold "
              "is the largest here."),
        options={"players": 2}, seed=3, moves=_GROUPED,
        task="Send your group to buy a baby pet.",
        hint="Click one of the pets in the market: a size-2 pet needs a group with at least 1 gold.",
        check=_has_pet,
    ),
    Step(
        title="Food, artifacts, imps and the hospital",
        text=("The three stands give all their food: vegetables, meat, or a mix. Carnivores eat meat, herbivores "
              "vegetables, omnivores either. Artifacts (1 gold) give both artifacts on offer. A group at Inviting "
              "new imps brings one more imp; the hospital gives a potion and sends injured imps home; judging "
              "adds 2 to your exhibition score; imps booked on the platform stay there to sell a pet for more."),
        options={"players": 2}, seed=3, moves=_GROUPED,
    ),
    Step(
        title="Cages and addons",
        text=("A cage takes a group of at least 2 imps carrying the cage's price. Its strength holds anger and its "
              "anti-magic holds magic; an addon on a cage adds strength, anti-magic, a drain for poop or a toy "
              "for play. You may have four cages; a pet you buy goes into an empty cage, or waits for one. Before "
              "the need cards, in turn, you may move pets between your cages (two pets swap); a pet still "
              "without a cage is then released."),
        options={"players": 2}, seed=5, position={"gold": [4, 2]},
        moves=((0, "group 2 4"), (0, "done"), (1, "group 1 0"), (1, "done")),
        task="Send your group of 2 imps and 4 gold to buy a cage.",
        hint="Click one of the two cages in the market; a group of 1 imp could not carry it.",
        check=lambda g: len(g.p[0]["cages"]) == 2,
    ),
    Step(
        title="Need cards",
        text=("Each pet shows as many coloured need bars as its size. For every bar you draw a card of that colour "
              "and then give the bar one card of its colour from your hand, in secret, or a potion, which needs "
              "nothing. Red cards are mostly anger, green hunger and poop, yellow play, purple magic."),
        options={"players": 2}, seed=2, position={"cages": _PET_CAGES, "hands": [["red:anger", "red:play",
                                                                                  "green:hunger", "yellow:play",
                                                                                  "purple:magic"], []]},
        moves=((0, "done"), (1, "done"), (0, "done")),
        task="Give your pet's next need bar a card.",
        hint="Click a lit card in your hand: only cards of the bar's colour fit it.",
        check=lambda g: _did("need")(g) or _did("potion")(g) or g.phase != "needs",
    ),
    Step(
        title="Evaluating the needs",
        text=("The needs are revealed and handled: each hunger eats one food of the pet's diet or adds a "
              "suffering token; each poop leaves manure in the cage; each play need takes an imp kept home (one "
              "imp plays with two neighbouring pets) or adds suffering. Anger above the cage's strength needs one "
              "home imp each, who end in the hospital, or the pet escapes. Magic above the anti-magic mutates it, "
              "and manure plus sickness above 2 makes it sick. Afterwards you keep one unused card of each "
              "colour, in secret, for the next round (rings of a colour keep more); the rest are discarded."),
        options={"players": 2}, seed=3,
    ),
    Step(
        title="Losing a pet",
        text=("A pet with as much suffering as its size, with two mutations, or escaped, is lost: its tokens go, "
              "the manure stays in the cage, and you lose 1 reputation for every full 10 you have."),
        options={"players": 2}, seed=3,
    ),
    Step(
        title="Exhibitions",
        text=("Every round has an exhibition: either your best single pet or your whole display enters. Light "
              "symbols count for you, dark ones against; a score of 0 or less stays out. The best score earns 8 "
              "reputation, then 6, 4 and 2 (two players 6 and 2, three players 7, 4 and 2)."),
        options={"players": 2}, seed=3,
    ),
    Step(
        title="Business: customers and clean cages",
        text=("From round 3 a customer buys one pet of size 4 or more from each player, if it matches: on the "
              "black market you score twice the match, on the platform (an imp of yours there) three times, and "
              "the pet's price comes in gold. Pets may move to empty cages, an unused imp cleans 2 manure from an "
              "empty cage, and every imp still unused earns 1 gold."),
        options={"players": 2}, seed=4,
        position={"cages": [[{"cage": 0, "manure": 3}, {"cage": 3}], [{"cage": 0}]]},
        moves=((0, "done"), (1, "done")),
        task="Use an unused imp to clean the dirty empty cage.",
        hint="Click the broom on the cage with the manure heap: an empty cage is cleaned by one imp.",
        check=_did("clean"),
    ),
    Step(
        title="Aging and the final exhibitions",
        text=("At the end of a round pets of size 2 and 3 grow two sizes, 4 to 6 one, 7 stays; food ages one "
              "space and the oldest is thrown away; imps come home. After six rounds two final exhibitions score "
              "like the others, Business acumen (gold, artifacts, addons, less manure) and Pet display (sizes, "
              "less suffering and mutations), and a score below 0 costs that much reputation. Most reputation "
              "wins; a tie shares the victory."),
        options={"players": 2}, seed=3,
    ),
    Step(
        title="Variants",
        text=("With two or three players the starting player passes to the right, the starting player earns 1 gold "
              "and the others 2, and neutral imps (an option) block spaces, moving along the arrows each round. "
              "Double symbols lets some cards be played upside down for both their needs; foresight shows more "
              "of the coming exhibitions and customers."),
        options={"players": 3, "neutral_imps": True}, seed=3,
    ),
))
