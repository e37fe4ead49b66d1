"""The rules of Harmonies, step by step: each step a small position and, where it helps, a task."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TWO = {"players": 2}


def _stack(game, name):
    return game.stacks[0][game.lay.index[name]]


def _scores(category, at_least):
    return lambda g: g.score(0)[category] >= at_least


LESSON = Lesson("harmonies", "Harmonies in thirteen steps", (
    Step("Your landscape",
         "Each player builds a landscape on a board of hexagonal spaces. The bag holds 120 tokens in six "
         "colours: 23 blue (water), 23 grey (mountains), 21 brown (trunks), 19 green (leaves), 19 yellow "
         "(fields) and 15 red (buildings). Points come from the shapes your tokens make and from the "
         "animals that settle in them. Take a set to begin: the central board shows five sets of three.",
         options=TWO, task="Take one set of three tokens from the central board.",
         hint="Click one of the five sets of three tokens on the central board.",
         check=lambda g: g.taken is not None),
    Step("Placing tokens",
         "All three tokens of the set go on your board this turn. Any token may go on an empty space. "
         "Some may be stacked on one or two tokens already there, but never slipped under a token and "
         "never put on a space that holds an animal cube. Blue and yellow tokens stay on the ground.",
         options=TWO, position={"hand": "blue yellow grey", "taken": 1},
         task="Put the yellow token on any empty space.",
         hint="Yellow stays on the ground: lay it on a space that holds no token.",
         check=lambda g: any(s == (4,) for s in g.stacks[0])),
    Step("Trees",
         "A green token on the ground is a small tree (1 point). On one brown trunk it is worth 3, on two "
         "brown trunks 7. Trunks alone score nothing, and nothing goes on top of green.",
         options=TWO, position={"boards": [{"b2": "brown brown"}, {}], "hand": "green blue yellow", "taken": 1},
         task="Crown the two trunks on b2 with the green token: a tree of 7 points.",
         hint="Green goes on top of the two brown trunks on b2, not on an empty space.",
         check=lambda g: _stack(g, "b2") == (2, 2, 3)),
    Step("Mountains",
         "Grey tokens stack up to three high into mountains worth 1, 3 or 7 points, but only when they "
         "touch another mountain. A lonely peak scores nothing at all.",
         options=TWO, position={"boards": [{"c3": "grey grey grey"}, {}], "hand": "grey blue yellow", "taken": 1},
         task="Place the grey token next to the peak on c3 so that both mountains score.",
         hint="A mountain scores only when it touches another: lay the grey token on a space beside c3.",
         check=_scores("mountains", 8)),
    Step("Fields",
         "Yellow tokens side by side make a field. Every separate field of two or more yellow tokens "
         "scores 5 points, however large it is, so several small fields beat one big one.",
         options=TWO, position={"boards": [{"a1": "yellow", "e5": "yellow"}, {}], "hand": "yellow blue grey",
                                "taken": 1},
         task="Make a field worth 5 points.",
         hint="A field needs two yellow tokens side by side: lay the yellow one next to a1 or e5.",
         check=_scores("fields", 5)),
    Step("Buildings",
         "A red token may go on the ground or on a single grey, brown or red token; only a red token "
         "standing on another token is a building. It scores 5 when the spaces around it show at least "
         "three different colours on top.",
         options=TWO, position={"boards": [{"c3": "brown", "c2": "blue", "c4": "yellow", "b2": "brown green"}, {}],
                                "hand": "red blue grey", "taken": 1},
         task="Build on c3, surrounded by blue, yellow and green: a building worth 5.",
         hint="A building is a red token on another token: lay the red one on the brown token on c3.",
         check=_scores("buildings", 5)),
    Step("Rivers (side A)",
         "On side A, water scores your longest river. Pick two blue tokens and count the tokens on the "
         "shortest way between them along the water, both ends included: 2, 3, 4, 5 or 6 tokens bring "
         "2, 5, 8, 11 or 15 points, and 4 more for every token beyond. Bends that touch themselves make "
         "the shortest way shorter.",
         options=TWO, position={"boards": [{"a1": "blue", "a2": "blue", "a3": "blue"}, {}],
                                "hand": "blue grey yellow", "taken": 1},
         task="Lengthen the river to 4 tokens (8 points).",
         hint="Lay the blue token next to one end of the river, so the way from end to end grows to four tokens.",
         check=_scores("water", 8)),
    Step("Islands (side B)",
         "On side B, water does not score by itself: it cuts your board into islands, and each island "
         "is worth 5 points. An island is any group of spaces without water, so spaces still empty "
         "belong to one too: an empty board is already one island.",
         options={"players": 2, "side": "B"},
         position={"boards": [{"a1": "grey", "e4": "yellow", "c1": "blue", "c2": "blue", "c3": "blue"}, {}],
                   "hand": "blue grey yellow", "taken": 1},
         task="Close the channel in column c to split the land into two islands.",
         hint=("Water cuts islands only when it runs right across: lay the blue token where it carries c1-c3 on to "
               "the board's edge."),
         check=_scores("water", 10)),
    Step("Animal cards",
         "Once per turn, before or after placing your tokens, you may take one of the face-up animal "
         "cards. Its cubes show the points it is worth. You may hold at most four cards that still carry "
         "cubes; a card whose last cube has left no longer counts. The Frog asks for little and carries "
         "five cubes; the Bee asks for a tree among three fields and carries two big ones.",
         options=TWO, position={"river": ["frog", "bee", "duck", "otter", "meerkat"]},
         task="Take the Frog card.",
         hint="Animal cards come from the face-up row beside the central board: pick the Frog there.",
         check=lambda g: any(cid == "frog" for cid, _ in g.held[0])),
    Step("Animal cubes",
         "Each card shows a habitat. When the habitat stands on your board, in any direction, move a cube "
         "from the card onto the marked token. One cube per space, as many cubes per turn as you can "
         "place, and that space is finished: nothing more goes on it. The card scores the highest number "
         "its cubes have uncovered.",
         options=TWO, position={"boards": [{"c3": "grey", "c4": "yellow", "a1": "grey", "a2": "yellow"}, {}],
                                "cards": [["meerkat"], []]},
         task="Settle two meerkats (a lone grey token beside a field): place two cubes from the Meerkat card.",
         hint="Both a1-a2 and c3-c4 show a grey token beside yellow: place a Meerkat cube on each of them.",
         check=lambda g: sum(g.cubes[0]) >= 2),
    Step("Nature's Spirit cards",
         "With this option each player is dealt two spirit cards before their first turn and keeps one. "
         "It takes one of the four card slots until its single cube is placed on its habitat; from then "
         "on it scores its own rule at the end.",
         options={"players": 2, "spirits": True},
         task="Keep one of your two spirit cards.",
         hint="Choose one of the two spirit cards dealt to you; the other goes back.",
         check=lambda g: g.spirit[0] is not None),
    Step("The end of the game",
         "When a player ends a turn with two or fewer empty spaces, or when the bag cannot refill the "
         "central board, the round is played to its end and everyone counts: trees, mountains, fields, "
         "buildings, water and animals. The highest total wins; between tied players, the one with more "
         "animal cubes on the board wins, and a tie on both is shared. Here Fern's board is nearly full.",
         options=TWO,
         position={"boards": [{n: "yellow blue grey brown red".split()[i % 5]
                               for i, n in enumerate(["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "c1",
                                                      "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4"])}, {}],
                   "hand": "green green green", "taken": 1}),
    Step("Playing alone",
         "Alone you play with three central spaces and three face-up cards. After each turn the two sets "
         "you did not take leave the game and all three spaces are filled again; instead of taking a card "
         "you may send one away. The game ends the same way, and your score earns suns: one at 40 points, "
         "more at 70, 90, 110, 130, 140, 150 and 160. Side A earns one more sun, playing without a spirit "
         "card two more, and a spirit that scores groups one more, even when the score earned none.",
         options={"players": 1}),
))
