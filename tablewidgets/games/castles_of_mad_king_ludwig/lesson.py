"""Castles of Mad King Ludwig in nine short steps. You build the red castle (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

_TWO = {"players": 2}


def _pos(market, castles=None, **more):
    pos = {"market": market, "mb": 1, **more}
    if castles is not None:
        pos["castles"] = castles
    return pos


def _last(g, seat=0):
    return g.castles[seat].rooms[-1]


LESSON = Lesson(game="castles_of_mad_king_ludwig", title="Castles of Mad King Ludwig in nine steps", steps=(
    Step(
        title="Buy a room",
        text=("Each round the Master Builder puts the new rooms on the contractor board, one per price. The "
              "others buy one each and pay the Master Builder; the Master Builder buys last and pays the bank. "
              "Your foyer is the start of your castle."),
        options=_TWO, position=_pos(["lilac_room", "kitchenette", "closet", "pink_room", None]),
        task="Buy the Lilac Room on the 4000 price.",
        hint="Click the room on the cheapest price of the contractor board.",
        check=lambda g: g.phase == "place" and g.placing["tile"] == "lilac_room",
    ),
    Step(
        title="Doorway to doorway",
        text=("A room is built at once. One of its doorways must meet an open doorway of your castle; it may "
              "be turned by quarter turns and may not overlap another room. The board snaps the shadow of the "
              "room to every legal spot near the pointer."),
        options=_TWO, position=_pos([None, None, None, None, None], phase="place", placing="lilac_room"),
        task="Build the Lilac Room against one of the foyer's doorways.",
        hint="Point near a doorway of the foyer and click where the shadow appears.",
        check=lambda g: _last(g)["tile"] == "lilac_room",
    ),
    Step(
        title="Points and connections",
        text=("A room scores the number in its corner. Many rooms also score for each room of a named type "
              "they connect to through a doorway (the Master Bedroom: 2 for each corridor, and the foyer is a "
              "corridor), and rooms already built score for the new one in the same way."),
        options=_TWO, position=_pos([None, None, None, None, None], phase="place",
                                    placing="master_bedroom"),
        task="Build the Master Bedroom joined to the foyer.",
        hint="Any legal spot joins the foyer: the bedroom scores 4 and 2 more for the corridor it meets.",
        check=lambda g: _last(g)["tile"] == "master_bedroom",
    ),
    Step(
        title="Completing a room",
        text=("When every doorway of a room meets another room's doorway the room is complete and pays its "
              "type's reward: utility rooms let you draw two bonus cards and keep one, outdoor rooms pay 10,000, "
              "activity rooms 5 points, food rooms an extra turn, living rooms score again, sleeping rooms put up "
              "to two room cards of one size on top of the deck, corridors give a free hallway or stairs."),
        options=_TWO, position=_pos([None, None, None, None, None], phase="place", placing="closet"),
        task="Build the Closet so that its only doorway meets the foyer: it is complete at once.",
        hint="The Closet has one doorway, at its bottom: put it right above the foyer.",
        check=lambda g: g.castles[0].rooms[-1]["done"],
    ),
    Step(
        title="Downstairs",
        text=("Downstairs rooms are built on the floor below. Only stairs lead there: stairs stand on both "
              "floors, and downstairs rooms connect to the stairs, to downstairs hallways and to each other. "
              "A downstairs room scores for every room of a type in the whole castle."),
        options=_TWO, position=_pos(["dungeon", None, None, None, None], [[{"tile": "stairs", "x": 1, "y": -3,
                                                                           "r": 1}], []]),
        task="Buy the Dungeon: your stairs lead to the downstairs floor.",
        hint="The Dungeon is the room on the 4000 price.",
        check=lambda g: g.phase == "place" and g.placing["tile"] == "dungeon",
    ),
    Step(
        title="Hallways, stairs or money",
        text=("Instead of a room you may buy a hallway or stairs for 3000 (paid to the Master Builder too), or "
              "pass and take 5000 from the bank. Hallways have doorways all along them."),
        options=_TWO, position=_pos([None, None, None, None, None]),
        task="Pass and take 5000 marks.",
        hint="The Pass button takes the money from the bank.",
        check=lambda g: g.money[0] == 20000,
    ),
    Step(
        title="The Master Builder",
        text=("Next round the next player is Master Builder. Rooms left unsold keep their place on the board "
              "with 1000 marks on each, the empty prices get new rooms, and the Master Builder sets every price "
              "again. Ask much for the rooms your rivals want."),
        options=_TWO, position={"market": ["lilac_room", "kitchenette", "closet", "pink_room", "salon"],
                                "mb": 0, "phase": "price"},
        task="Put the first room on the most expensive price.",
        hint="The top price of the contractor board is 15,000.",
        check=lambda g: g.market[-1] is not None,
    ),
    Step(
        title="Outdoor fences",
        text=("Outdoor rooms have a fence along one side: nothing may be built against it. And your castle "
              "must always keep one doorway open to the outside on the ground floor."),
        options=_TWO, position=_pos([None, None, None, None, None], phase="place", placing="gatehouse"),
        task="Build the Gatehouse.",
        hint="Its doorways are on the long side away from the fence.",
        check=lambda g: _last(g)["tile"] == "gatehouse",
    ),
    Step(
        title="The end",
        text=("The game ends after the round in which the last room card is drawn. Then King's Favors pay 8, 4, "
              "2 and 1 by place, your secret bonus cards score, and every 10,000 marks is a point. The most "
              "points wins."),
        options=_TWO, position=_pos(["lilac_room", None, None, None, None]),
    ),
))
