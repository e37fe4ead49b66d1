"""Revive, taught in fifteen short steps. You play Teal (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TWO = {"players": 2}
RICH = [{"gear": 6, "book": 6, "food": 6, "crystal": 1}, {}]


def _me(g):
    return g.ps[0]


LESSON = Lesson(game="revive", title="Revive in fifteen steps", steps=(
    Step(
        title="Your turn",
        text=("A turn is two main actions — play a card, use the switch, explore, build or populate, the same one "
              "twice if you like — or a hibernation instead. Free actions (machines, crates, trades) may come "
              "before, between and after. Resources are gears, books and food (6 at most of each) and crystals "
              "(3 at most). Turning a crystal into a gear, book or food is a free action, and a crystal beyond "
              "the third becomes the one you choose; when an action costs more than you hold, crystals make up "
              "the difference."),
        options=TWO,
        task="Use your switch to take a crystal.",
        hint="The switch gives any one resource: press 'Switch: 1 crystal'.",
        check=lambda g: _me(g)["switch"] and _me(g)["res"]["crystal"] == 2,
    ),
    Step(
        title="Crystals",
        text=("You may hold 3 crystals. A crystal beyond the third is not lost: you turn it at once into the gear, "
              "book or food you choose. Any crystal you hold may become one of them as a free action too."),
        options=TWO, position={"resources": [{"crystal": 3, "food": 0}, {}]},
        task="Take a fourth crystal with your switch and make it food.",
        hint="Press 'Switch: 1 crystal', then the button that turns the 4th crystal into food.",
        check=lambda g: _me(g)["switch"] and _me(g)["res"]["food"] == 1 and _me(g)["res"]["crystal"] == 3,
    ),
    Step(
        title="Play a card",
        text=("Cards in your active area go into the slots of your board: a top slot gives the card's top half, a "
              "bottom slot its bottom half. This red card gives 3 gears at the top."),
        options=TWO, position={"active": [[28, 13], [111, 112, 113]]},
        task="Play the red card (28) into a top slot.",
        hint="Click card 28 in your active area, then one of the two top slots of your board.",
        check=lambda g: any(e[0] == 28 for s in ("top1", "top2") for e in _me(g)["slots"][s]),
    ),
    Step(
        title="Slot symbols and modules",
        text=("A slot takes another card only while every card in it shows a slot symbol at its visible edge. Card 1 "
              "lies in a bottom slot with its symbol showing, so card 4 may go on top of it — and because both are "
              "yellow, card 1 gives its effect again. Slot modules in a slot do the same for cards of their colours."),
        options=TWO, position={"active": [[1, 4], [111, 112, 113]]}, moves=((0, "play 1 bottom1"),),
        task="Play card 4 into the same bottom slot, over card 1.",
        hint="Click card 4, then the bottom slot that already holds card 1.",
        check=lambda g: len(_me(g)["slots"]["bottom1"]) == 2,
    ),
    Step(
        title="Explore",
        text=("Face-down tiles show what exploring them costs. Pay that and the range (below) in food, turn the tile "
              "as you like, score its points and take a citizen card from the market or the deck."),
        options=TWO, position={"resources": RICH},
        task="Explore one of the face-down tiles next to the start tile.",
        hint="Click a face-down tile touching the middle tile; then choose how to turn it.",
        check=lambda g: any(t["id"] is not None for t in g.tiles.values()),
    ),
    Step(
        title="Range",
        text=("Actions on the map pay range in food: one food for every space between your range source and the "
              "target. Until you have a building or a meeple the source is the start space in the middle; after "
              "that it is any of your buildings and meeples. Face-down tiles, vast crystals and lakes cannot be "
              "crossed. Some technologies and cards reduce the range you pay."),
        options=TWO,
    ),
    Step(
        title="Build",
        text=("A building goes on an explored desert space: 3 gears for one of your 5 normal buildings, 5 for one of "
              "your 3 large ones. Every forest, mountain or field next to it advances that machine track, a printed "
              "crystal gives a crystal, a water space its bonus (once for each player); large buildings give twice, "
              "except for water."),
        options=TWO, position={"resources": RICH},
        task="Build a normal building on the desert space g7, next to the field.",
        hint="Click 'normal' among your buildings, then the desert space g7 left of the city.",
        check=lambda g: g.buildings.get("g7", [None])[0] == 0,
    ),
    Step(
        title="Populate",
        text=("Populate a city or a large location with one of the meeples of your tribe's technologies: the bottom "
              "one first, then any linked to one you unlocked, for 2, 3 or 4 books by its row, plus one book to each "
              "player already there. The technology is yours from then on."),
        options=TWO, position={"resources": RICH},
        task="Populate the city h7 above the start space.",
        hint="Click the city h7, then the bottom technology of your tribe.",
        check=lambda g: _me(g)["techs"] == [0],
    ),
    Step(
        title="Machines",
        text=("As a machine track reaches a machine space, that machine is unlocked (the first of each track is "
              "printed, the others come from the market) and its progress marker moves to your progress track. A "
              "machine is a free action: put one energy on it. It stays used until you hibernate."),
        options=TWO, position={"tracks": [{"field": 1}, {}]},
        task="Use your field machine.",
        hint="Click the round field machine on your board: it takes your energy for 2 food.",
        check=lambda g: "field1" in _me(g)["used"],
    ),
    Step(
        title="Your tribe",
        text=("Every star you get runs your tribe's ability. Its first five uses each move a disc from the tribe "
              "board to your progress track, which uncovers more end points and bonuses. An ability that needs "
              "something the tribe lacks cannot be used: the Lantern Bearers place one of 4 lanterns near their "
              "range and count range from them too, the Well Divers take a water bonus next to their building "
              "again; with no lantern left, or no such water, the star is lost."),
        options=TWO, position={"active": [[2], [111, 112, 113]]},
        task="Play card 2 into a bottom slot for its star.",
        hint="Card 2 shows the star on its bottom half: click it, then a bottom slot.",
        check=lambda g: _me(g)["discs"] == 4,
    ),
    Step(
        title="Hibernate",
        text=("Instead of two main actions you may hibernate: resting cards come back, played cards rest, the switch "
              "resets and your energy returns. Take the bonus of your new hibernation row or any row below; your "
              "fourth hibernation also removes an artifact from the board."),
        options=TWO, position={"hibernations": [3, 0]},
        task="Hibernate for the fourth time.",
        hint="Press Hibernate before taking any main action this turn.",
        check=lambda g: _me(g)["hib"] == 4,
    ),
    Step(
        title="Artifacts and the end",
        text=("Machine tracks and the progress track give artifacts. Whoever takes (or removes) the last one earns the "
              "4-point token, and every other player has one more turn; later artifacts are 2-point tokens. In the "
              "long game with four players two more 2-point tokens wait on the board first."),
        options=TWO, position={"tracks": [{"mountain": 4}, {}], "artifacts": [7], "active": [[27], [111, 112]]},
        task="Play card 27 to advance on the mountain track to its artifact, and take the last artifact.",
        hint="Play card 27 into a top slot, then click the artifact left on the board.",
        check=lambda g: 4 in _me(g)["tokens"],
    ),
    Step(
        title="Scoring",
        text=("At the end add: points scored during play, the lowest free space of your progress track, 2 points per "
              "gained card of each colour whose machine-track space you reached, your large locations, the end "
              "tokens, 1 point per 5 resources, and your artifacts: for each colour, (artifacts of it + 1) times what "
              "your artifact card counts. Ties go to the resources left over, then to the machine tracks."),
        options=TWO,
    ),
    Step(
        title="Call of the Abyss: devotion",
        text=("With the expansion, devotion points have their own track (Scyphoz cards and a free populate on the "
              "way) and count as points at the end. Whenever you gain points or devotion you may turn 2 of them "
              "into 1 of the other. Lakes give devotion for building next to them and rewards when you hibernate."),
        options={"players": 2, "expansion": True}, position={"active": [[12], [111, 112, 113]]},
        task="Play card 12 into a top slot for 3 points, then turn 2 of them into devotion.",
        hint="After the points arrive, press 'Convert points'.",
        check=lambda g: _me(g)["devotion"] >= 1,
    ),
    Step(
        title="Call of the Abyss: journeys",
        text=("The switch may also take a journey card: destroy a card of its colour from your active area. Resolve "
              "it later as a free action for devotion by the level you reached; after that it counts as a flask."),
        options={"players": 2, "expansion": True}, position={"active": [[1, 13, 25], [111, 112, 113]]},
        task="Take a journey card with your switch.",
        hint="Click a journey card beside the market, then the card you give up for it.",
        check=lambda g: bool(_me(g)["journeys"]),
    ),
))
