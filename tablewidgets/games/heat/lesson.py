"""Heat, taught in twenty short steps. You drive the red car (seat 0) throughout."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

HAND = ["1", "2", "3", "4", "4", "3", "stress"]
SOLO = {"players": 1, "cars": 1, "laps": 1}
FRANCE = {**SOLO, "track": "france"}     # its third corner line, at 27, is limited to 4


def _at(pos, hand=HAND, gear=1, **more):
    return {"cars": [[pos, 0]], "hands": [list(hand)], "gears": [gear], **more}


LESSON = Lesson(game="heat", title="Heat in twenty steps", steps=(
    Step(
        title="A race of cards",
        text=("Your deck holds twelve speed cards (three each of 1, 2, 3 and 4), three starting upgrades "
              "(a 0, a 5 and a Heat card), and the Stress cards the track asks for. You hold seven cards. "
              "Beside the deck sits your Engine with its Heat cards: the fuel for going faster than is safe. "
              "Every round starts with everybody choosing a gear at the same moment: one up or down is free."),
        options=SOLO, position=_at(0),
        task="Shift up to 2nd gear.",
        hint="One gear up is free: choose 2nd gear.",
        check=lambda g: g.plan[0] is not None and g.plan[0]["gear"] == 2,
    ),
    Step(
        title="Cards face down",
        text=("Your gear is the number of cards you must play, face down, so nobody sees your plan until "
              "everyone has chosen. Heat cards can never be played. Then the cars move, front car first: "
              "the sum of your cards is your speed, and the car moves exactly that many spaces."),
        options=SOLO, position=_at(0, gear=2), moves=((0, "gear 2"),),
        task="Play a 4 and a 3 to drive seven spaces.",
        hint="In 2nd gear you play two cards: choose a 4 and a 3, so they add up to seven.",
        check=lambda g: g.cars[0]["pos"] == 7,
    ),
    Step(
        title="Shifting two gears",
        text=("You may jump two gears at once, from 1st to 3rd or from 4th to 2nd, but that costs one Heat "
              "from your Engine, paid as soon as everybody has chosen. The Heat card goes to your discard pile "
              "and will come back into your hand later, clogging it."),
        options=SOLO, position=_at(5),
        task="Jump straight from 1st to 3rd gear.",
        hint="Skipping a gear is allowed for one Heat: choose 3rd gear, not 2nd.",
        check=lambda g: g.plan[0] is not None and g.plan[0]["gear"] == 3,
    ),
    Step(
        title="Two spots a space",
        text=("Each space has two spots; a car always takes the one nearest the race line when it is free, "
              "and of two cars side by side the one on the race line is ahead. Cars drive through each other, "
              "but a car that would stop on a full space drops back to the first free spot behind it."),
        options={"players": 1, "cars": 3, "laps": 1}, position={"cars": [[2, 0], [12, 0], [12, 1]]},
    ),
    Step(
        title="React: Cooldown",
        text=("After moving you react, using your symbols in any order. Low gears cool the engine: 1st gear "
              "moves up to three Heat cards from your hand back into the Engine, 2nd gear one. Cooling is the "
              "only way to get Heat out of your hand."),
        options=SOLO, position=_at(20, hand=["1", "2", "heat", "heat", "4", "3", "3"]),
        moves=((0, "gear 1"), (0, "play 2")),
        task="Cool two Heat cards back into your Engine.",
        hint="1st gear cools up to three: use Cooldown on both Heat cards in your hand.",
        check=lambda g: g.engine[0] >= 8,
    ),
    Step(
        title="Boost and Adrenaline",
        text=("Any gear may boost once a turn: pay one Heat and flip cards from your deck until a speed card "
              "turns up; you move that much further and your speed grows. The last car to move each round "
              "(the last two with five or six cars) also gets Adrenaline: one more space and one more "
              "Cooldown. Alone on the track, you are last."),
        options=SOLO, position=_at(20), moves=((0, "gear 1"), (0, "play 3")),
        task="Use Adrenaline for one more space.",
        hint="Alone on the track you move last: choose the Adrenaline reaction for its extra space.",
        check=lambda g: g.turn is not None and g.turn["adr_used"],
    ),
    Step(
        title="Adrenaline counts the cars that started",
        text=("How many cars get Adrenaline depends on how many started the race, not on how many are still "
              "on the track. Five cars started here; a Legend crossed the finish line last round, so four "
              "are left, yet the last two to move still get Adrenaline. You are third of the four."),
        options={"players": 1, "cars": 5, "laps": 1},
        position={"cars": [[20, 0], [57, 0], [30, 0], [26, 0], [5, 0]],
                  "hands": [["1", "2", "3", "4", "4", "3", "heat"]], "gears": [1, 1, 1, 1, 1], "legend_deck": [1, 2]},
        moves=((0, "gear 1"), (0, "play 1"), (0, "done"), (0, "done"), (0, "gear 1")),
        task="Play a 2, then take your Adrenaline space.",
        hint=("Play your 2; five cars started, so being among the last two to move still gives you Adrenaline: take "
              "it."),
        check=lambda g: g.turn is not None and g.turn["adr_used"] and len(g.racing()) == 4,
    ),
    Step(
        title="Slipstream",
        text=("Ending beside another car or in the space right behind one, you may slipstream two spaces "
              "forward. It adds no speed, so it can carry you over a corner line for free if your speed is "
              "low enough, but it never takes you over the finish line."),
        options={"players": 1, "cars": 2, "laps": 1},
        position={"cars": [[13, 0], [15, 0]], "hands": [["4", "4", "3", "3", "1", "2", "stress"]],
                  "gears": [4, 1], "legend_deck": [9]},
        moves=((0, "gear 4"), (0, "play 4"), (0, "play 4"), (0, "play 3"), (0, "play 2")),
        task="You ended beside the Legend: slipstream past it.",
        hint="Choose the slipstream reaction: ending beside a car lets you move two spaces on.",
        check=lambda g: g.moves.get(0, {}).get("slip", False),
    ),
    Step(
        title="Corners",
        text=("Each corner line has a speed limit. Crossing it with a higher speed costs the difference in "
              "Heat, paid corner by corner. If your Engine cannot pay, you spin out: back before that line, "
              "down to 1st gear, and one Stress card into your hand (two from 3rd or 4th gear)."),
        options=FRANCE, position=_at(23, hand=["1", "1", "2", "4", "4", "3", "3"], gear=2), moves=((0, "gear 2"),),
        task="Cross the corner ahead (limit 4) without paying Heat.",
        hint=("Your speed must reach the line but stay at 4 or less: play two cards adding up to 4 and add nothing "
              "that raises it."),
        check=lambda g: g.cars[0]["pos"] >= 27 and g.turn is not None and g._speed() <= 4,
    ),
    Step(
        title="A spin-out takes all the Heat you have",
        text=("When the Engine cannot pay a corner in full, you still pay every Heat card left in it, and then "
              "spin out. Here your Engine holds two Heat and the corner ahead is limited to 4: a second 4 makes "
              "speed 8, four over. You will lose both Heat cards and still spin."),
        options=FRANCE, position=_at(23, hand=["4", "4", "3", "2", "1", "1", "stress"], gear=2, engines=[2]),
        moves=((0, "gear 2"), (0, "play 4")),
        task="Play the other 4 and end your turn (say done) to see the spin-out.",
        hint="Play your second 4, then choose done: speed 8 against a limit of 4 is more than two Heat can pay.",
        check=lambda g: g.moves.get(0, {}).get("spun", False) and g.engine[0] == 0,
    ),
    Step(
        title="Discard and draw",
        text=("At the end of your turn you may discard cards you do not want, but never Heat or Stress. Only "
              "the top of a discard pile is public. Then you draw back up to seven; an empty deck is refilled "
              "by shuffling your discard pile."),
        options=SOLO, position=_at(30, hand=["1", "1", "2", "4", "4", "3", "heat"]),
        moves=((0, "gear 1"), (0, "play 4"), (0, "done")),
        task="Discard a 1 you will not need.",
        hint="Before drawing you may discard: pick one of your 1s (Heat and Stress cannot go).",
        check=lambda g: "1" in g.discard[0],
    ),
    Step(
        title="Stress, the + symbol and a cluttered hand",
        text=("A Stress card shows a + symbol: flip cards from your deck until a 1 to 4 appears and add it. "
              "Upgrades and Heat flipped on the way are discarded. If Heat leaves you fewer playable cards "
              "than your gear, your hand is cluttered: Heat fills the gap, the car stays put and drops to 1st."),
        options=SOLO, position=_at(30), moves=((0, "gear 1"),),
        task="Play your Stress card and see what it flips.",
        hint="In 1st gear you play one card: make it the Stress card.",
        check=lambda g: g.turn is not None and g.turn["plus"] >= 1,
    ),
    Step(
        title="Finish line and Legends",
        text=("The first car over the line after the last lap wins; several cars over in one round are ordered "
              "by how far they got, and corners after the line no longer count. Finished cars leave the track "
              "at the round's end; the rest race on. Legends are cars driven by the game: one Legend card a "
              "round gives each colour a straight-line number and a diamond slot. A Legend drives its number "
              "unless that would take it over a corner line; then it waits on its slot, that many spaces back "
              "from the line. Between a Legend line and its corner it moves the corner's limit plus its slot. "
              "Legends never use Heat."),
        options={"players": 1, "cars": 2, "laps": 1, "track": "france"},
        position={"cars": [[52, 0], [45, 0]], "hands": [HAND], "gears": [2, 1]},
        moves=((0, "gear 2"),),
        task="Play two cards that take you over the finish line.",
        hint="From space 52 the line is eight spaces away: play two cards that add up to at least that.",
        check=lambda g: g.cars[0]["pos"] >= 60,
    ),
    Step(
        title="Faster Legends",
        text=("If the Legends are too easy to beat, the Legend bonus option adds 1, 2 or 3 to every Legend's "
              "speed on the straights (never in a Legend zone before a corner). Here the bonus is 2: the Legend "
              "on space 13 drives its number on the Legend card plus 2."),
        options={"players": 1, "cars": 2, "laps": 1, "legend_speed": 2},
        position={"cars": [[2, 0], [13, 0]], "hands": [HAND], "gears": [1, 1], "legend_deck": [2]},
        task="Shift and play a card, then watch the Legend go.",
        hint=("Finish your own turn: choose a gear, play a card and end your reactions; the Legend then moves with "
              "its bonus of 2."),
        check=lambda g: g.cars[1]["pos"] == 13 + 16 + 2,
    ),
    Step(
        title="Aggressive Legends and chevrons",
        text=("With aggressive Legends, a Legend that starts its round on a space with a chevron may clear two "
              "corners in that round, three from a double chevron; otherwise a Legend stops before the second "
              "corner line. The Legend on space 36 stands on the chevron just before the corner at 37 (limit 5); "
              "this round's card puts it in slot 2, adding 2 to the limit, which carries it over the next line, "
              "at 43, as well."),
        options={"players": 1, "cars": 2, "laps": 1, "track": "great_britain", "aggressive": True,
                 "legend_speed": 3},
        position={"cars": [[2, 0], [36, 0]], "hands": [HAND], "gears": [1, 1], "legend_deck": [2]},
        task="Shift and play a card, then watch the Legend clear two corners.",
        hint=("Finish your own turn: choose a gear, play a card and end your reactions; the Legend starts on a "
              "chevron and may clear two corners."),
        check=lambda g: g.cars[1]["pos"] >= 43,
    ),
    Step(
        title="Garage upgrades",
        text=("With the garage module you draft three upgrade cards before the race instead of the starting "
              "ones, in snake order from the back of the grid. Their symbols add + flips, Cooldown, changed "
              "speed limits, drafting, longer slipstreams, cards played straight from the hand, and more."),
        options={"players": 1, "cars": 1, "laps": 1, "garage": True},
        task="Take an upgrade.",
        hint="Pick one of the upgrade cards on offer in the draft.",
        check=lambda g: len(g.upgrades[0]) >= 1,
    ),
    Step(
        title="Flooded spaces, tunnels and chicanes",
        text=("Some circuits add features. On a flooded space (Japan) shifting down costs one Heat more. In a "
              "tunnel (Spain) you may not discard at all. A chicane is two corner lines close together with "
              "the same limit: crossing both pays for each."),
        options={"players": 1, "cars": 1, "laps": 1, "track": "japan"},
        position=_at(38, gear=3),
        task="Shift down to 2nd gear on this flooded space (it costs one Heat).",
        hint="Choose 2nd gear, one down from 3rd: on a flooded space that shift costs one Heat.",
        check=lambda g: g.plan[0] is not None and g.plan[0]["gear"] == 2,
    ),
    Step(
        title="A championship",
        text=("Set several races and they form a championship: the tracks follow one another, each race has "
              "an event drawn at random that bends a rule (sponsorship cards dealt at the start, laps, Heat, "
              "hand size, which corners are press corners...), points add up (9, 6, 4, 3, 2, 1), and before "
              "each race everybody drafts one new upgrade (with the garage, three before the first). The "
              "weather is drawn only after the upgrades are chosen. Corners marked P are press corners: crossing "
              "one at least two "
              "over its limit (after its road token), or by slipstream, and without spinning, wins a "
              "sponsorship card, which leaves the game once played."),
        options={"players": 1, "cars": 1, "laps": 1, "races": 2, "weather": "off", "track": "france"},
        position=_at(41, hand=["4", "4", "3", "2", "1", "1", "stress"], gear=2),
        moves=((0, "gear 2"), (0, "play 4")),
        task="Take the press corner ahead (limit 4) fast enough to win a sponsorship card.",
        hint=("Cross the press corner at least two over its limit, at speed 6 or more, with enough Heat left to pay "
              "so you do not spin."),
        check=lambda g: any(c.startswith("s-") for c in g.hand[0]),
    ),
    Step(
        title="Weather",
        text=("The weather module draws one of six weather tiles for the race. Its first half changes the start: "
              "Clouds take a Stress card from every deck and Storm adds one, Fog adds a Heat to every Engine and "
              "Snow takes one away, Rain shuffles three of the Engine's Heat into the deck and Sun puts three in "
              "the discard pile. Its second half acts only in sectors (the stretch after a corner line up to "
              "the next) holding a weather token: no Cooldown (Clouds), no slipstream (Fog), slipstreams two "
              "longer (Storm, Sun) or one extra Cooldown (Rain, Snow). It is Rain today, and you are in a "
              "weather sector in 3rd gear, which cools nothing by itself."),
        options={"players": 1, "cars": 2, "laps": 1, "weather": "on"},
        position={"cars": [[12, 0], [0, 0]], "hands": [["1", "2", "3", "heat", "heat", "4", "4"]], "gears": [3, 1],
                  "engines": [3], "legend_deck": [1],
                  "weather": {"tile": "rain", "roads": ["weather", "free_boost", "slip1", "overheat"]}},
        moves=((0, "gear 3"), (0, "play 1"), (0, "play 2"), (0, "play 3")),
        task="Use the weather sector's extra Cooldown.",
        hint="Rain's weather sector gives one Cooldown even in 3rd gear: use it on a Heat card in your hand.",
        check=lambda g: g.engine[0] == 4,
    ),
    Step(
        title="Road conditions",
        text=("Twelve road-condition tokens are shuffled and one is laid at every corner (a chicane shares one). "
              "A corner token changes that line: its limit one higher or one lower, or Overheat, one more Heat "
              "if you cross it too fast. A sector token changes the stretch after it: the weather's effect, "
              "boosting without paying Heat, or slipstreams one space longer. The corner ahead is marked with a "
              "lower limit: 3 instead of 4."),
        options={"players": 1, "cars": 1, "laps": 1, "weather": "on", "track": "france"},
        position=_at(24, gear=2, weather={"tile": "sun", "roads": ["faster", "slip1", "slower", "weather", "free_boost"]}),
        moves=((0, "gear 2"),),
        task="Cross the corner ahead at no more than its lowered limit of 3.",
        hint=("The road token lowers the limit to 3: play two cards adding up to 3 and add nothing that raises your "
              "speed."),
        check=lambda g: g.cars[0]["pos"] >= 27 and g.turn is not None and g._speed() <= 3,
    ),
))
