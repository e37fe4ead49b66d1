"""Praga Caput Regni in thirteen short steps. You play Red (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from . import data as D

_TWO = {"players": 2}
_WHEEL = [None, None, None, 0, 1, 2, 3, 4, 5]     # tile t on crane space t + 3


def _pos(*, wheel=_WHEEL, **me):
    pos = {"wheel": wheel}
    if me:
        pos["seats"] = [me, {}]
    return pos


LESSON = Lesson(game="praga_caput_regni", title="Praga Caput Regni in thirteen steps", steps=(
    Step(
        title="The crane",
        text=("Every turn starts at the crane. Its nine spaces hold six action tiles: the three red spaces hold "
              "the tiles taken most recently and cost gold, the three green ones are free, the three blue ones "
              "hold the oldest tiles and pay points. Each tile shows two actions; you will take one of them. "
              "The game lasts 16 turns for each player. (The tiles, city and tracks are designed "
              "for this package; the numbers of the rules are kept.)"),
        options=_TWO, position=_pos(),
        task="Take a tile from a green space of the crane.",
        hint="Green spaces are the middle three of the crane (spaces 3, 4 and 5); click a tile there.",
        check=lambda g: g.turn["space"] in D.GREEN,
    ),
    Step(
        title="Blue tiles score",
        text=("The longer a tile waits, the further it travels towards the blue end, and the blue spaces pay "
              "points to whoever takes their tile: 1, 2 and 3. A red tile costs 2 or 1 gold instead."),
        options=_TWO, position=_pos(),
        task="Take the tile that scores 3 points.",
        hint="The last blue space, at the far end of the crane, pays 3 points.",
        check=lambda g: g.turn["space"] == 8,
    ),
    Step(
        title="The space bonus, before or after",
        text=("Every crane space also gives a bonus, and you choose to take it before your action or after it "
              "(left for later, it comes by itself once the action is done). Here the stone of space 3 is just "
              "what you lack to pay for a wall section of 2 stone."),
        options=_TWO, position={**_pos(stone=1, gold=0), "market_w": [0, 1, 11]}, moves=((0, "tile 3"),),
        task="Build the wall section that costs 2 stone.",
        hint="Take the space bonus first (the button), then click the 2-stone wall tile in the market.",
        check=lambda g: 0 in g.ps[0]["walls"] or 1 in g.ps[0]["walls"],
    ),
    Step(
        title="Mines and quarries",
        text=("Managing mines either gives 1 gold and opens a new mine, or collects as much gold as you have "
              "mines plus one for each mine bonus unlocked (at levels 3, 5 and 7). Quarries work the same way "
              "with stone. Early mines pay back over the whole game."),
        options=_TWO, position=_pos(mines=3, gold=0), moves=((0, "tile 3"),),
        task="Collect the gold of your mines.",
        hint="Collecting pays the level and the bonus: choose the collect button, not the new mine.",
        check=lambda g: g.ps[0]["gold"] >= 4,
    ),
    Step(
        title="Upgrades",
        text=("An upgrade makes one of your actions better the next time you take it (more gold or stone, a "
              "cheaper wall or building, more road points). Turned one way the upgrade tile gives 2 university "
              "steps, the other way 1 step and a silver window. Upgraded twice, both upgrades wait, and one is "
              "used each time you take the action."),
        options=_TWO, position=_pos(), moves=((0, "tile 5"),),
        task="Upgrade your King's Road action.",
        hint="Click King's Road on your own board, then choose how to turn the tile.",
        check=lambda g: g.ps[0]["upg"]["road"] == 1,
    ),
    Step(
        title="Buildings and plazas",
        text=("A building is paid for with the gold and stone on its banner and placed on any free lot of the "
              "city next to a plaza. Buildings with a cube space carry your cube. When the last lot around a "
              "plaza is filled, every player with a cube there takes one of its two rewards, and the player with "
              "the most cubes takes both."),
        options=_TWO, position={**_pos(gold=4, stone=4), "market_b": [0, 13, 14, 22],
                                "city": {"5,3": [1, 0], "4,4": [2, 1]}}, moves=((0, "tile 4"),),
        task="Build the Town hall so that it surrounds the plaza at the bottom right.",
        hint="Choose the Town hall, then click the free lot under the bottom right plaza.",
        check=lambda g: g.plaza_done[5],
    ),
    Step(
        title="North of the road",
        text=("Lots north of the King's Road carry a red banner: building there costs the extra gold or stone "
              "shown and scores the points shown as well. Unfinished plazas still pay their lower half at the "
              "end to everyone with a cube there."),
        options=_TWO, position={**_pos(gold=4, stone=4), "market_b": [0, 13, 14, 22]}, moves=((0, "tile 4"),),
        task="Build any building north of the road.",
        hint="Choose a building, then click a lot in the upper half of the city, above the road.",
        check=lambda g: any(int(k.split(",")[1]) <= 2 and v["seat"] == 0 for k, v in g.city.items()),
    ),
    Step(
        title="The King's Road",
        text=("On the King's Road you move one space: pay an egg for one of its two bonuses, or pay nothing for "
              "the other. Spaces IV and V can only be reached with an egg; space V scores at the end for each of "
              "your buildings and wall sections."),
        options=_TWO, position=_pos(egg=1), moves=((0, "tile 5"),),
        task="Move on the King's Road paying an egg.",
        hint="Click the egg half of the first road space (the road runs across the city).",
        check=lambda g: g.ps[0]["road"] == 1 and g.ps[0]["egg"] == 0,
    ),
    Step(
        title="Technologies",
        text=("Many bonuses move you on the technology track. Reaching an icon space lets you take a technology: "
              "tiers I and II work for the rest of the game from your next turn, tiers III and IV are used once, "
              "whenever you like during your turn. At the end the track scores its level times the marks you "
              "reached on the university track."),
        options=_TWO, position=_pos(tech=1), moves=((0, "tile 4"),),
        task="Take the bonus of space 4 and choose a technology.",
        hint="Space 4's bonus is a technology step onto the first icon: take the bonus, then click a technology.",
        check=lambda g: len(g.ps[0]["techs"]) == 1,
    ),
    Step(
        title="The Hunger Wall and the Cathedral",
        text=("Some tiles move you on the Hunger Wall or St Vitus Cathedral. A sideways move needs only the "
              "effect; up within a tier costs 2 silver windows; up into a new tier costs the stone or gold shown. "
              "Some spaces give points or a free move. The first three to the top score 8, 5 and 3."),
        options=_TWO, position=_pos(techs=["guild_hall"], stone=1),
        task="Use your Guild hall and climb onto the first row of the Hunger Wall.",
        hint="Use the Guild hall on your board, then click the space above your marker on the Hunger Wall.",
        check=lambda g: g.ps[0]["track"]["wall"][0] == 1,
    ),
    Step(
        title="Silver windows",
        text=("You may hold more than 2 silver windows during your turn, but at its end you keep only 2. "
              "Besides moving up a track, 2 windows buy an extra action: the other action of your tile."),
        options=_TWO, position={**_pos(window=2, stone=3), "market_w": [0, 1, 11]},
        moves=((0, "tile 3"), (0, "mines take")),
        task="Spend 2 windows on the extra action and build a wall section.",
        hint="Choose the extra action button, then click a wall tile you can pay for.",
        check=lambda g: len(g.ps[0]["walls"]) == 1,
    ),
    Step(
        title="The crane turns",
        text=("At the end of your turn the crane turns one space: your tile goes to the red end, the others move "
              "on, and a tile turned out of the blue end lands on the first free green space with a 5-point "
              "token for the next player who takes it (on the red zone when the whole green zone is empty). "
              "The market of buildings and walls is refilled then, or when you ask."),
        options=_TWO, position=_pos(), moves=((0, "tile 3"), (0, "mines take")),
        task="End your turn.",
        hint="Press the End turn button.",
        check=lambda g: g.turn_no == 2,
    ),
    Step(
        title="The end",
        text=("After 16 turns each the game ends. To your points add: unfinished plazas (their lower halves), "
              "technology level times university marks, the row of each track plus the symbols of your "
              "buildings matching your column times the tier, your personal wall (4, 10 or 18 points for 3, 4 "
              "or 6 sections), road space V, and leftover eggs (1, 3, 6, 10 for 1, 2, 3, 4 or more)."),
        options=_TWO, position=_pos(tech=7, univ=6, egg=3, wall=[4, 0]),
    ),
))
