"""Ponte del Diavolo, taught in fifteen short steps.

You play light (seat 0) except for the pie-rule step and dark's last turn."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .board import KING, NAMES, SQUARES, shape_of

ISLAND_B2 = ("b2", "b3", "b4", "b5")


def _light_score(at_least: int):
    return lambda g: g.view()["score"]["light"] >= at_least


def _light_islands(at_least: int):
    return lambda g: g.view()["islands"]["light"] >= at_least


def _group_size(square: str, at_least: int):
    def check(g) -> bool:
        return any(square in grp["squares"] and len(grp["squares"]) >= at_least for grp in g.view()["groups"])
    return check


def _near_island(g) -> bool:
    """A light tile two squares from the island b2-b5: as close as the rules allow."""
    island = {SQUARES[s] for s in ISLAND_B2}
    ring = {n for s in island for n in KING[s]} - island
    second_ring = {n for s in ring for n in KING[s]} - ring - island
    return any(g.view()["tiles"].get(NAMES[s]) == "light" for s in second_ring)


def _knight_bridge(g) -> bool:
    return any(b["color"] == "light" and shape_of(*(SQUARES[e] for e in b["ends"])) == "knight"
               for b in g.view()["bridges"])


LESSON = Lesson(game="ponte_del_diavolo", title="Ponte del Diavolo in fifteen steps", steps=(
    Step(
        title="Water, sandbanks and islands",
        text=("The board is a lagoon of 100 squares of water. Each player lays tiles of one colour, light or "
              "dark. Tiles of one colour that touch along their sides form a group: four of them make an "
              "island, fewer are only a sandbank. Islands are what score, once bridges tie them together."),
        position={"light": "c3 c4 c5 h7 h8", "dark": "e5 e6 f2", "to_move": "light"},
        task="Turn one of your sandbanks into an island of four tiles.",
        hint=("Four tiles that touch along their sides make an island: grow c3-c5 by one tile in line, or h7-h8 by "
              "two."),
        check=_light_islands(1),
    ),
    Step(
        title="The opening",
        text=("The game starts on an empty lagoon. Player 1 lays two light tiles wherever they like, next to "
              "each other or far apart. They do not know yet whether these tiles will be theirs."),
        task="Lay the two light tiles of the opening.",
        hint="Lay two light tiles on any water squares; the second one ends the opening.",
        check=lambda g: g.view()["phase"] == "choose",
    ),
    Step(
        title="The pie rule",
        text=("Now Player 2 decides: take over the two light tiles and let Player 1 play dark, or play dark "
              "themselves. Either way dark moves next. So Player 1 should open with two tiles that are "
              "neither too strong nor too weak."),
        moves=((0, "e5"), (0, "f6")),
        learner=1,
        task="You are Player 2: take over the light tiles.",
        hint=("As Player 2 you choose colours now: pick light to take over the two tiles, rather than playing dark."
              "As Player 2 you choose colours now: pick light to take over the two tiles, rather than playing dark."),
        check=lambda g: g.view()["colors_chosen"] and g.view()["seat_colors"][1] == "light",
    ),
    Step(
        title="A turn: two tiles or one bridge",
        text=("On your turn you either lay two tiles of your colour, anywhere the rules allow, or build "
              "exactly one bridge between two of your tiles. Laying a tile and then building a bridge in the "
              "same turn is not allowed."),
        position={"light": "d4 d6 g3", "dark": "f6 f7", "to_move": "light"},
        task="Spend this turn on a bridge: join d4 and d6 across the water between them.",
        hint=("Build a bridge instead of laying tiles: d4 and d6 are two squares apart in one column, with water on "
              "d5."),
        check=lambda g: g.view()["bridge_count"]["light"] == 1,
    ),
    Step(
        title="Nothing beneath a bridge",
        text=("The water a bridge spans stays water for good: no tile of either colour may go there. A "
              "knight's-move bridge spans two squares, and both are closed. Here the bridge c3-d5 covers "
              "c4 and d4, so your sandbank on c3 has to grow another way."),
        position={"light": "c3 d5 h8", "dark": "f6 g2", "bridges": "c3-d5", "to_move": "light"},
        task="Make the sandbank on c3 at least two tiles long.",
        hint="c4 lies under the bridge and stays water: lay a tile on another side of c3.",
        check=_group_size("c3", 2),
    ),
    Step(
        title="Islands stand alone",
        text=("No tile may touch an island of its own colour, not even at a corner. The squares all around "
              "your island on b2-b5 are closed to you (the other player may still use them)."),
        position={"light": "b2 b3 b4 b5", "dark": "h8", "to_move": "light"},
        task="Lay a tile as close to your island as the rules let you: two squares away.",
        hint="Every square touching the island, even at a corner, is closed to you: go one square further out.",
        check=_near_island,
    ),
    Step(
        title="Finishing an island",
        text=("The same holds at the moment an island is born: you may not finish an island that would touch "
              "another tile of your colour at a corner. Here c6 would complete c3-c6, but it would touch "
              "your tile on d7, so that end is closed. Islands need not be straight: bends count too."),
        position={"light": "c3 c4 c5 d7", "dark": "g3 g4", "to_move": "light"},
        task="Complete an island of four from c3-c5.",
        hint=("c6 touches your tile on d7 at a corner, so that end is closed: finish the island at the other end or "
              "with a bend."),
        check=_light_islands(1),
    ),
    Step(
        title="Never more than four",
        text=("A group of one colour never grows beyond four tiles. The square b4 would join b2-b3 and "
              "b5-b6 into a row of five, so nobody of your colour may ever fill it."),
        position={"light": "b2 b3 b5 b6", "dark": "h3 h4", "to_move": "light"},
        task="Make an island from one of the two sandbanks.",
        hint=("b4 would join both sandbanks into five, so leave it: add your two tiles to one sandbank on its far "
              "side."),
        check=_light_islands(1),
    ),
    Step(
        title="Bridges",
        text=("A bridge joins two of your tiles that are two squares apart in a straight line or diagonally. "
              "The square it spans must be water. Two islands joined by a bridge score together: 3 points "
              "instead of 1 + 1."),
        position={"light": "a1 a2 a3 a4 c1 c2 c3 c4", "dark": "f5 g5", "to_move": "light"},
        task="Join your two islands with a bridge.",
        hint=("A straight bridge joins tiles two squares apart: pick an a-tile and the c-tile across from it, over "
              "the water in column b."),
        check=_light_score(3),
    ),
    Step(
        title="The knight's-move bridge",
        text=("A bridge may also span a knight's move: one square one way and two the other. It passes over "
              "the two squares between its ends, and both must be water."),
        position={"light": "b2 b3 b4 b5 d6 e6 f6 g6", "dark": "h2", "to_move": "light"},
        task="Join the two islands with a knight's-move bridge.",
        hint=("Look for an end of each island that is two squares one way and one the other from it, with both "
              "squares between them water."),
        check=_knight_bridge,
    ),
    Step(
        title="One bridge per tile, and no crossings",
        text=("Each tile carries at most one bridge, and a bridge may never cross another one, whatever its "
              "colour. Dark's bridge b5-b7 and its tiles block almost every way across column b."),
        position={"light": "a5 a6 a7 a8 c5 c6 c7 c8", "dark": "b5 b7 h2", "bridges": "b5-b7",
                  "to_move": "light"},
        task="Find the one bridge that still joins your two islands.",
        hint="A bridge must span water and may not cross dark's bridge b5-b7: look past the end of dark's bridge.",
        check=_light_score(3),
    ),
    Step(
        title="Sandbanks carry links",
        text=("A sandbank scores nothing itself, but it can be a stepping stone: islands joined through "
              "sandbanks by bridges count as one group. Your island a1-a4 already reaches the sandbank c2-c3, "
              "and the tile c2 has its bridge."),
        position={"light": "a1 a2 a3 a4 c2 c3 e1 e2 e3 e4", "dark": "h8", "bridges": "a2-c2", "to_move": "light"},
        task="Bridge the sandbank to the second island, so both islands score together.",
        hint="c2 already carries its bridge and a tile carries only one: the bridge to column e starts from c3.",
        check=_light_score(3),
    ),
    Step(
        title="Scoring: triangular numbers",
        text=("A group of linked islands scores 1, 3, 6, 10, 15, ... points for 1, 2, 3, 4, 5, ... islands: "
              "each new island adds one more than the last. Here you have 3 + 1 = 4 points; one bridge "
              "makes it 6."),
        position={"light": "a1 a2 a3 a4 c1 c2 c3 c4 e1 e2 e3 e4", "dark": "h8", "bridges": "a2-c2",
                  "to_move": "light"},
        task="Link the third island to the other two.",
        hint=("Bridge from a tile in column c that has no bridge yet (c2 has one) across to the island in column e."
              "Bridge from a tile in column c that has no bridge yet (c2 has one) across to the island in column e."),
        check=_light_score(6),
    ),
    Step(
        title="The end and the tie-breaks",
        text=("A player who cannot lay two tiles may still build a bridge; when they cannot or will not, the "
              "game ends. With the endless supply that happens when the lagoon has no room left; with the "
              "printed supply (40 tiles each, 15 bridges shared) a colour may also run out. When light is "
              "the one to stop, dark still takes one last turn, so both have played as often. Most points "
              "win; on a tie, the most islands, then the most bridges. Here light has a single tile left."),
        options={"supply": "printed"},
        position={"light": "a1 a2 a3 a4 c6 c7 c8 c9", "dark": "h1 h2 h3 h4 h6 h7 h8 h9",
                  "to_move": "light", "tiles_left": [1, 30]},
        task="Use your last move well: bridge your islands to pull ahead of dark.",
        hint="Your single tile scores nothing on its own: build a bridge between your two islands instead.",
        check=_light_score(3),
    ),
    Step(
        title="Dark's last turn",
        text=("Dark can always take as many turns as light. Light here has no tile left and no bridge to "
              "build, so it stops; the game would end on its turn, but dark, who moved second from the "
              "start, takes one more turn first. Then the game ends and is scored. You play dark now."),
        options={"supply": "printed"},
        position={"light": "a1 a2 a3 a4", "dark": "h1 h2", "to_move": "light", "tiles_left": [0, 30]},
        learner=1,
        task="Light has stopped: finish your island h1-h4 with your last turn.",
        hint="Lay your two tiles on the squares that make h1-h2 four tiles long in the same column.",
        check=lambda g: g.over and g.view()["islands"]["dark"] >= 1,
    ),
))
