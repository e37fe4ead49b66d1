"""Viticulture, taught in fourteen short steps. You play Red (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TWO = {"players": 2}


def _pos(**more) -> dict:
    base = {"wake": [1, 2], "lira": [5, 5]}
    base.update(more)
    return base


def _fields(g, seat=0) -> int:
    return sum(len(f) for f in g.ps[seat]["fields"])


LESSON = Lesson(game="viticulture", title="Viticulture in fourteen steps", steps=(
    Step(
        title="Your estate",
        text=("You run a vineyard: three fields (they hold vines worth up to 5, 6 and 7), a crush pad for grapes "
              "and a cellar for wine. Your mama gave you your first cards and lira, your papa more lira and a "
              "gift: a structure, a worker or a point, which you may swap for extra lira. You start with two "
              "workers and the grande worker."),
        options=TWO, position=_pos(),
    ),
    Step(
        title="Spring: wake up",
        text=("Each spring everyone picks a row of the wake-up chart. Row 1 acts first in summer and winter; the "
              "later rows act later but give a bonus: a vine, an order, 1 lira, a visitor, 1 point, or on row 7 "
              "a temporary worker for this year."),
        options=TWO, position=_pos(season="spring"),
        task="Wake up on row 7 to get an extra worker this year.",
        hint="Click the last row of the wake-up chart.",
        check=lambda g: g.ps[0]["wake"] == 7,
    ),
    Step(
        title="Summer: plant a vine",
        text=("In summer and winter you take turns placing one worker at a time on an action of that season. "
              "Plant puts a vine card from your hand into a field, as long as the field's total stays within "
              "its limit and you have the structures the vine asks for."),
        options=TWO, position=_pos(hands=[["v14"], []]),
        task="Place a worker on Plant and plant the Sangiovese.",
        hint="Click the Plant space, then the vine card and a field.",
        check=lambda g: _fields(g) == 1,
    ),
    Step(
        title="Structures",
        text=("Build pays for a structure: the Trellis and Irrigation let you plant better vines, the cellars "
              "keep better wine, the Windmill and the Tasting Room give points, the Yoke is an action of your "
              "own and the Cottage brings more visitors."),
        options=TWO, position=_pos(hands=[["v9"], []]),
        task="Build the Trellis that the Syrah in your hand needs.",
        hint="Click the Build space, then the Trellis of your vineyard.",
        check=lambda g: "trellis" in g.ps[0]["structures"],
    ),
    Step(
        title="Lira: tours and sales",
        text=("Give a tour for 2 lira. Sell or buy trades a grape for 1 to 3 lira by its value, or an empty "
              "field for its value (you may buy it back later). One worker may always take 1 lira."),
        options=TWO, position=_pos(lira=[0, 5]),
        task="Give a tour.",
        hint="Click the Give a tour space.",
        check=lambda g: g.ps[0]["lira"] == 2,
    ),
    Step(
        title="Visitors",
        text=("Visitors are cards with one-time effects, summer ones played from a summer space and winter ones "
              "from a winter space. Some let you choose; some ask the other players, who then decide."),
        options=TWO, position=_pos(hands=[["s-patron"], []], lira=[0, 5]),
        task="Play the Patron and take its 4 lira.",
        hint="Place a worker on Play a summer visitor, play the Patron, then choose the 4 lira.",
        check=lambda g: g.ps[0]["lira"] == 4,
    ),
    Step(
        title="Autumn",
        text=("When everyone has passed in summer, autumn comes: each player draws a summer or a winter visitor "
              "(two with a Cottage). Workers you did not use in summer still work in winter."),
        options=TWO, position=_pos(),
    ),
    Step(
        title="Winter: harvest",
        text=("Harvest turns a field into grapes: its red vines give one red grape worth their sum, its white "
              "vines one white grape. A grape of a value you already have slides down to the next free value. "
              "Each field is harvested once a year."),
        options=TWO, position=_pos(season="winter", fields=[[["v14", "v24"], [], []], [[], [], []]]),
        task="Harvest field 1.",
        hint="Click the Harvest space, then field 1.",
        check=lambda g: g.ps[0]["crush"] == {"red": [1], "white": [1]},
    ),
    Step(
        title="Make wine",
        text=("Make wine turns grapes into up to two wines: a red or white grape gives that wine, a red and a "
              "white make blush (Medium Cellar), two reds and a white make sparkling (Large Cellar). Without the "
              "Medium Cellar your wines are worth 3 at most."),
        options=TWO, position=_pos(season="winter", grapes=[{"red": [5]}, {}]),
        task="Make a red wine from your red grape 5.",
        hint="Click Make wine, then choose the red wine from the red 5; it becomes a 3 in a small cellar.",
        check=lambda g: g.ps[0]["cellar"]["red"] == [3],
    ),
    Step(
        title="Fill an order",
        text=("Orders are the heart of the game: give up the wines an order asks for (each at least as good) for "
              "its points and a rise of your residual income, paid every year."),
        options=TWO, position=_pos(season="winter", hands=[["o5"], []], structures=[["medium"], []],
                                   wines=[{"red": [6]}, {}]),
        task="Fill the order for a red wine of 6.",
        hint="Click Fill an order, then the order card in your hand.",
        check=lambda g: g.ps[0]["vp"] == 3 and g.ps[0]["res"] == 1,
    ),
    Step(
        title="Train a worker",
        text=("Train a worker for 4 lira: it works from next year on. You may have six workers at most, the "
              "grande worker included. The grande worker may go to an action that is already full."),
        options=TWO, position=_pos(season="winter"),
        task="Train a new worker.",
        hint="Click the Train a worker space.",
        check=lambda g: g.ps[0]["workers"] == 4,
    ),
    Step(
        title="The end of a year",
        text=("At the end of the year grapes and wines age by one (wine never beyond what the cellar holds), "
              "everyone collects residual income, hands are cut to 7 cards, workers come home and the first "
              "player passes to the right."),
        options=TWO, position=_pos(season="winter"),
    ),
    Step(
        title="Winning",
        text=("The game ends at the end of the year in which someone has 20 points (the Essential Edition; older "
              "editions played to 25). Most points wins; ties go to the most lira, then the most wine value, then "
              "the most grape value."),
        options=TWO, position=_pos(),
    ),    Step(
        title="Playing alone",
        text=("Alone you play seven years and win with more than the automa's 20 points. Every action has one "
              "plain space, and each season an automa card takes some of them (the grey ones). Each wake-up row "
              "can be chosen once a game and also gives you a bonus token: spend it to use an action's bonus "
              "space, which the automa never takes."),
        options={"players": 1}, position={"season": "summer", "lira": [5]},
        task="Give a tour, or take any action the automa left open.",
        hint="Click any highlighted action space that is not grey.",
        check=lambda g: bool(g.history),
    ),
))
