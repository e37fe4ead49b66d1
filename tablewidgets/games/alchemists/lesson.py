"""Alchemists, taught in thirteen short steps. You play Red (seat 0).

The lesson's positions fix the binding (Mushroom is alchemical 1, Sprout 2, and so on) so that
every step shows the same results; in a real game nobody knows it.
"""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

BINDING = [0, 1, 2, 3, 4, 5, 6, 7]
TWO = {"players": 2}


def _pos(round_=1, hands=(("A", "C", "D"), ("B", "E")), **more):
    return {"binding": BINDING, "round": round_, "hands": [list(h) for h in hands], **more}


def _declared(space: str) -> tuple:
    """Both take an order space, Blue declares nothing, Red puts one cube on ``space``."""
    return ((0, "wake 2"), (1, "wake 3"), (1, "done"), (0, f"cube {space}"), (0, "done"))


def _results(g, how: str) -> bool:
    return any(r["seat"] == 0 and r["how"] == how for r in g.public_results)


LESSON = Lesson(game="alchemists", title="Alchemists in thirteen steps", steps=(
    Step(
        title="Ingredients and alchemicals",
        text=("Eight ingredients are each secretly one of eight alchemicals. An alchemical has a red, a green and a "
              "blue aspect, each positive or negative and large or small. Two ingredients mixed make the potion of "
              "the one colour where their signs agree and their sizes differ; opposite alchemicals make a neutral "
              "potion. Nobody knows which ingredient is which: the game answers each mix, and you deduce."),
        options=TWO, position=_pos(),
    ),
    Step(
        title="The order track",
        text=("Each round starts on the order track. The higher your flask, the earlier you act, but the top space "
              "costs 1 gold, and the lower spaces pay you ingredients and favour cards."),
        options=TWO, position=_pos(),
        task="Take the order space that gives two ingredients.",
        hint="Order space 4 is the one with two ingredient cards: click it.",
        check=lambda g: g.order_spaces.get(0) == 3,
    ),
    Step(
        title="Declaring actions",
        text=("Then players declare where their action cubes go, from the bottom of the order track to the top. "
              "You have 3 cubes in round 1 and 6, 5 or 4 later (2, 3 or 4 players). Some spaces take more cubes "
              "for a second use; selling, debunking and publishing open in round 2."),
        options=TWO, position=_pos(), moves=((0, "wake 2"), (1, "wake 3"), (1, "done")),
        task="Put a cube on Test on the student.",
        hint="Click the Test on the student space of the action board to place a cube there.",
        check=lambda g: g.phase == "declare" and g.decl.get("uses", {}).get("student", 0) > 0,
    ),
    Step(
        title="Testing on the student",
        text=("The spaces then resolve in order, column by column and top to bottom. On the student you mix two "
              "ingredients of your hand: everyone sees the potion, only you know what went in. If the student "
              "already drank a negative potion this round, the next test costs 1 gold."),
        options=TWO, position=_pos(), moves=_declared("student"),
        task="Mix Mushroom and Toad on the student.",
        hint="Click Mushroom in your hand, then Toad, to mix them for the student.",
        check=lambda g: _results(g, "student"),
    ),
    Step(
        title="Your deduction grid",
        text=("Your grid has a row per ingredient and a column per alchemical. Open your notebook and mark a cell "
              "to cross an alchemical out or circle a guess. Nobody else sees your grid, nor how often you use it."),
        options=TWO, position=_pos(), moves=((0, "wake 2"), (1, "wake 3"), (1, "done")),
        task="Open your notebook and mark any cell of Mushroom's row.",
        hint="Press Open notebook, then click a cell in the first row of your grid.",
        check=lambda g: any(g.ps[0]["grid"][:8]),
    ),
    Step(
        title="Drinking a potion",
        text=("Drinking works like the student, on yourself. A red − potion sends a cube to the hospital for the "
              "next round, green − leaves you paralysed at the bottom of the next order track, blue − costs "
              "1 reputation. Positive and neutral potions do nothing."),
        options=TWO, position=_pos(), moves=_declared("drink"),
        task="Drink a potion made of two of your ingredients.",
        hint="Click two ingredient cards of your hand, one after the other, to drink their mix.",
        check=lambda g: _results(g, "drink"),
    ),
    Step(
        title="Gathering and transmuting",
        text=("Gathering takes an ingredient from the face-up market or the top of the pile. Transmuting turns one "
              "ingredient of your hand into 1 gold piece."),
        options=TWO, position=_pos(), moves=_declared("transmute"),
        task="Transmute one ingredient into gold.",
        hint="Click the gold coin below one of your ingredients to transmute it.",
        check=lambda g: g.ps[0]["gold"] == 3,
    ),
    Step(
        title="Selling to the adventurer",
        text=("From round 2 an adventurer buys potions. Sellers may first offer a refund to sell earlier. Then you "
              "choose a request and a guarantee: 4 gold for the exact potion, 3 for the right sign, 2 for the right "
              "sign or neutral, 1 for anything. You are paid only if the potion meets it, and a neutral or wrong-"
              "sign potion costs 1 reputation."),
        options=TWO, position=_pos(2, hands=(("B", "F", "A"), ("C",))),
        moves=_declared("sell") + ((0, "offer 0"), (0, "request 1"), (0, "guarantee 1")),
        task="Brew the potion you sell from two ingredients of your hand.",
        hint="With request and guarantee chosen, click two ingredients of your hand to brew the potion.",
        check=lambda g: _results(g, "sell"),
    ),
    Step(
        title="Artifacts",
        text=("Artifacts cost gold and give points at the end or a power. The market shows three of a level: new "
              "ones replace them after rounds 3 and 5."),
        options=TWO, position=_pos(2, gold=[9, 9]), moves=_declared("artifact"),
        task="Buy any artifact.",
        hint="Click one of the artifact cards in the market to buy it.",
        check=lambda g: bool(g.ps[0]["artifacts"]),
    ),
    Step(
        title="Publishing a theory",
        text=("Publishing costs 1 gold: you claim an ingredient is a given alchemical and put a seal on it, gaining "
              "1 reputation. Gold and silver seals score 5 and 3 points if right; a coloured seal scores nothing "
              "but hedges: it is safe if the theory is wrong only in that colour. Endorsing another's theory pays "
              "1 gold to each seal already there. Theories on the ingredients of a grant win it."),
        options=TWO, position=_pos(2, gold=[5, 5]), moves=_declared("publish") + ((0, "publish a"),),
        task="Name Mushroom's alchemical and put a seal on the theory.",
        hint="Choose an alchemical for Mushroom, then one of your seals.",
        check=lambda g: g.theories[0] is not None,
    ),
    Step(
        title="Debunking",
        text=("Blue claims Sprout is alchemical 1, but it is not. In the Apprentice variant you debunk by naming "
              "one aspect of a published ingredient: if its true sign differs from the theory, the theory falls, "
              "you gain 2 reputation and each seal not hedged in that colour costs its owner 5. A wrong try costs "
              "you 1. In the Master variant you debunk with a public mix of two ingredients instead."),
        options=TWO, position=_pos(2, theories=[["B", 0, 1, "gold"]]), moves=_declared("debunk"),
        task="Debunk the theory on Sprout.",
        hint="Click Sprout's theory, then any colour: every sign of that theory is wrong.",
        check=lambda g: g.theories[1] is None,
    ),
    Step(
        title="The exhibition",
        text=("Round 6 ends with the exhibition in place of the tests: name a potion and brew it. The first to show a "
              "potion gains 1 reputation, a failure loses 1, and showing both signs of one colour gains 2."),
        options=TWO, position=_pos(6, hands=(("A", "D", "B", "E"), ("C",))),
        moves=_declared("exhibit") + ((0, "exhibit g+"),),
        task="Brew the green + potion: Mushroom and Claw make it.",
        hint="Click Mushroom, then Claw, to show the green + potion.",
        check=lambda g: bool(g.ps[0]["exhibited"]),
    ),
    Step(
        title="Conferences, reputation and scoring",
        text=("After rounds 3 and 5 a conference rewards seals on the board (Apprentice: 1, then 2; Master: 2, then "
              "3) and punishes fewer. Each round the player with most seals gains 1. The reputation board has four "
              "sections: low (losses are softened, sales pay less), middle, high and top (losses hurt more, refunds "
              "cost less, the top sells for more). At the end you score reputation, artifacts, grants, a point per "
              "3 gold (favour cards count 2 gold), 5 or 3 per gold or silver seal on a right theory and −4 per seal "
              "not safely hedged on a wrong one."),
        options=TWO, position=_pos(3),
    ),
))
