"""Fromage, taught in eleven short steps. You play Red (seat 0), alone against the rival dairy."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import SPACES

#: the turn at which Red (bottom side) faces each venue
_AT = {"festival": 0, "villes": 1, "bistro": 2, "fromagerie": 3}


def _pos(venue="festival", **more):
    return {"turn": _AT[venue], "offset": 0, "customers": [3, 3, 4, 4, 5, 6], **more}


def _planned(g, word):
    return [a.split(" ", 1)[1] for a in g.plan[0] if a.startswith(word)]


def _cheese_planned(g, test):
    return any(test(SPACES[s]) for s in _planned(g, "cheese"))


def _wrong_cheese(test):
    return lambda g: bool(_planned(g, "cheese")) and not _cheese_planned(g, test)


def _after(g, part):
    """Red's score part once its plan is carried out (on a copy)."""
    twin = g.clone()
    twin.quiet = True
    twin.carry_out(0)
    return twin.score(0)[part]


LESSON = Lesson(game="fromage", title="Fromage in eleven steps", steps=(
    Step(
        title="The quadrant facing you",
        text=("The round board has four quadrants, one per venue. This turn the Festival faces you: you may "
              "place only there. Its upper part gathers one resource (the centre tile says which) and its lower "
              "part makes cheese. Gathering 1, 2 or 3 keeps the worker away 1, 2 or 3 turns; any worker will do."),
        options={"players": 1}, position=_pos(),
        task="Gather 2 resources with any worker.",
        hint="Click the gather space marked 2, then one of your workers at home.",
        check=lambda g: any(a.startswith("2") for a in _planned(g, "gather")),
        wrong=lambda g: bool(_planned(g, "gather")) and not any(a.startswith("2") for a in _planned(g, "gather")),
    ),
    Step(
        title="Making cheese",
        text=("Each cheese space shows a cheese (soft, hard or bleu) and a grade. Only your worker of that cheese "
              "can make it, and your cheese token stays on the space for the rest of the game. Bronze spaces send "
              "the worker home after 1 turn, silver after 2, gold after 3."),
        options={"players": 1}, position=_pos(),
        task="Make cheese on a bronze space.",
        hint="Bronze spaces have one pip: pick one whose cheese matches a worker at home.",
        check=lambda g: _cheese_planned(g, lambda s: s.grade == 1),
        wrong=_wrong_cheese(lambda s: s.grade == 1),
    ),
    Step(
        title="Silver and gold",
        text=("Silver spaces cost 1 livestock and gold spaces 2, and their cheese ages into points at the end "
              "(1 for silver, 2 for gold). Their workers stay away longer, so plan which worker you will miss."),
        options={"players": 1}, position=_pos(res=[{"livestock": 2, "fruit": 0, "structure": 0}]),
        task="Make cheese on a gold space.",
        hint="Gold spaces have three pips; you have the 2 livestock one needs.",
        check=lambda g: _cheese_planned(g, lambda s: s.grade == 3),
        wrong=_wrong_cheese(lambda s: s.grade == 3),
    ),
    Step(
        title="Fruit and jam",
        text=("A space with a fruit or jam symbol needs a fruit from your basket. At the end your fruited "
              "cheeses multiply your jams: 2 of each score 4."),
        options={"players": 1}, position=_pos(res=[{"livestock": 1, "fruit": 1, "structure": 0}]),
        task="Make cheese on a fruit or jam space.",
        hint="Look for the spaces with a small fruit or jar beside the cheese.",
        check=lambda g: _cheese_planned(g, lambda s: s.mark is not None),
        wrong=_wrong_cheese(lambda s: s.mark is not None),
    ),
    Step(
        title="Everyone at once, then the board turns",
        text=("All players place at the same time and nobody sees the others' choices until all are done. Then "
              "everything is revealed, the board turns a quarter clockwise and a new venue faces you. Workers "
              "whose time is up come home at the start of the turn. Gather once, make cheese once, then Done."),
        options={"players": 1}, position=_pos(),
        task="Gather 1 resource, then press Done.",
        hint="Gather the 1 space with any worker, then the Done button: the board turns.",
        check=lambda g: g.turn == 1 and any(w.startswith("gather 1") for w in g.reveals[0]),
    ),
    Step(
        title="Festival: neighbours",
        text=("In the Festival, tokens that touch side by side form a group, and bigger groups score much more "
              "(1, 3, 6, 10, 15...). The two free-sample spaces count as everyone's token."),
        options={"players": 1}, position=_pos(cheese={"F3": 0}),
        task="Make cheese next to your token or a free sample so your group grows.",
        hint="Pick a space that shares a side with your token F3 or with a free-sample space.",
        check=lambda g: _after(g, "festival") >= 3,
        wrong=lambda g: bool(_planned(g, "cheese")) and _after(g, "festival") < 3,
    ),
    Step(
        title="Fromagerie: shelves",
        text=("The Fromagerie has three shelves. The more different shelves hold your tokens, the more it scores "
              "(2, 5, 9), and some spaces add their own bonus."),
        options={"players": 1}, position=_pos("fromagerie", cheese={"R1": 0}),
        task="Make cheese on another shelf than your token R1.",
        hint="R1 is on the bottom shelf: choose a space on the middle or top shelf.",
        check=lambda g: _cheese_planned(g, lambda s: s.shelf > 0),
        wrong=_wrong_cheese(lambda s: s.shelf > 0),
    ),
    Step(
        title="Bistro: pairings",
        text=("Every Bistro plate with your token scores, and two of your tokens on one table make a pairing: "
              "each pairing raises what every one of your plates is worth (1, 2, 3, 4)."),
        options={"players": 1}, position=_pos("bistro", cheese={"B1": 0}),
        task="Complete a pairing at your table.",
        hint="Your token is on B1: its table partner is B2, the hard cheese beside it.",
        check=lambda g: "B2" in _planned(g, "cheese"),
        wrong=lambda g: bool(_planned(g, "cheese")) and "B2" not in _planned(g, "cheese"),
    ),
    Step(
        title="Villes: regions",
        text=("In the Villes a cheese space touches one or two regions and gives each its influence (bronze 1, "
              "silver 2, gold 3). Most influence in a region takes its customer token; a tie gives each tied "
              "player the smaller side. The values grow with the number of players."),
        options={"players": 1}, position=_pos("villes", cheese={"V1": -1},
                                              res=[{"livestock": 2, "fruit": 0, "structure": 0}]),
        task="Contest Nord, where the rival's bronze token sits: make cheese on a space touching Nord.",
        hint="Nord is the region at the outer left; a space on its border with Alsace or Loire touches it.",
        check=lambda g: _cheese_planned(g, lambda s: 0 in s.regions),
        wrong=_wrong_cheese(lambda s: 0 in s.regions),
    ),
    Step(
        title="Structures and orders",
        text=("Structure resources build structures: the Barn makes silver and gold cheaper, the Orchard adds a "
              "fruit to big gathers, the Cellar and the Creamery score. Order cards ask for one cheese in one "
              "venue; make it and the order is done, scoring by the chart (2, 5, 9, 14...)."),
        options={"players": 1}, position=_pos(res=[{"livestock": 0, "fruit": 0, "structure": 3}]),
        task="Build the Cellar.",
        hint="Click the Cellar in your structures row: it costs 3 and you have 3.",
        check=lambda g: "build cellar" in g.plan[0],
        wrong=lambda g: any(a.startswith("build") for a in g.plan[0]) and "build cellar" not in g.plan[0],
    ),
    Step(
        title="The end",
        text=("When someone places their last cheese token, the turn is finished and the game ends. Then the "
              "venues score, aged cheese, fruit times jam, orders and structures, and every 2 resources left "
              "score 1 point. Most points wins; a tie goes to whoever made more cheese. In the solo game you "
              "play against the rival dairy and must reach a target score."),
        options={"players": 1}, position=_pos(left=[1], cheese={"F2": 0, "F4": 0}),
        task="Place your last cheese token and end the game.",
        hint="Make cheese on any free space, then press Done: the game ends after this turn.",
        check=lambda g: g.over,
    ),
))
