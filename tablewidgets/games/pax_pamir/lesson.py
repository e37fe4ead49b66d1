"""Pax Pamir, taught in fifteen short steps. You play Grey (seat 0) against Blue, and at the end alone
against the Wakhan automa."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TWO = {"players": 2}
MARKET = [[39, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]]


def _pos(**more):
    base = {"loyalty": ["afghan", "british"], "rupees": [4, 4], "market": [list(r) for r in MARKET]}
    base.update(more)
    return base


def _top(g):
    return g.stack[-1] if g.stack else {}


LESSON = Lesson(game="pax_pamir", title="Pax Pamir in fifteen steps", steps=(
    Step(
        title="Choose a side",
        text=("You are an Afghan leader after the fall of the Durrani Empire. Each player is loyal to one of three "
              "coalitions: Afghan, British or Russian. Points come from the four Dominance Checks, and mostly go to "
              "the players loyal to the coalition that dominates the map. Starting with a random player, everyone "
              "picks a starting loyalty; the last to choose takes the first turn."),
        options=TWO, seed=1,
        task="Start loyal to the British coalition.",
        hint="Click the British coalition under the market.",
        check=lambda g: g.ps[0]["loyalty"] == "british",
    ),
    Step(
        title="Buying from the market",
        text=("A turn is two actions (buy, play, or a card action) and then cleanup. The market has two rows of six "
              "cards. The leftmost card of a row is free; for a card further right you leave one rupee on each card "
              "to its left in the same row (on the other row's card when a space is empty). Rupees already on the "
              "card you buy are yours. When Military is the favoured suit every purchase costs double."),
        options=TWO, position=_pos(),
        task="Buy the third card of the top row (space a2): it costs 2 rupees.",
        hint="Click the third card from the left in the top market row.",
        check=lambda g: 42 in g.ps[0]["hand"],
    ),
    Step(
        title="Playing a card: impact icons",
        text=("Play a card from your hand to the left or right end of your court, then its impact icons happen in "
              "order: an army (a block of your coalition in the card's region), a road (a block on one of the "
              "region's borders), a tribe (your cylinder in the region), a spy (your cylinder on a court card of the "
              "region, in anyone's court), leverage (two rupees now, but two to pay back when the card leaves), or "
              "a new favoured suit. Aminullah Khan Logari is an Afghan patriot: it counts for your influence."),
        options=TWO, position=_pos(hands=[[6], []]),
        task="Play Aminullah Khan Logari to your court.",
        hint="Click Aminullah Khan Logari in your hand, then one end of your court.",
        check=lambda g: 6 in g.ps[0]["court"],
    ),
    Step(
        title="Bribes",
        text=("A region is ruled by the player with at least one tribe there and more ruling pieces (their tribes "
              "plus their coalition's armies) than anyone else. Blue rules Kabul with two tribes, so to play a Kabul "
              "card you offer Blue a bribe of up to two rupees. A full offer is accepted at once; otherwise Blue "
              "accepts, refuses (the card stays in your hand and the action is not spent) or asks for more."),
        options=TWO, position=_pos(hands=[[9], []], courts=[[], [7]], tribes={"kabul": [0, 2]}),
        task="Play Afghan Handicrafts and offer Blue a bribe of 1 rupee.",
        hint="After choosing the card and a court end, press Offer 1.",
        check=lambda g: _top(g).get("kind") == "answer" and _top(g).get("offer") == 1,
    ),
    Step(
        title="Tax",
        text=("A card's action is used from your court, once per card per turn. Tax takes up to the card's rank in "
              "rupees, from the market's cards or from players who have a card of a region you rule in their court. "
              "Nobody can be taxed below their economic stars (the ranks of their economic cards). You rule Kabul "
              "and Blue has a Kabul card."),
        options=TWO, position=_pos(courts=[[8], [13]], tribes={"kabul": [1, 0]}, rupees=[2, 5]),
        task="Tax with Kabul Bazaar and take a rupee from Blue.",
        hint="Press Tax on Kabul Bazaar in your court, then click Blue's name.",
        check=lambda g: g.ps[0]["rupees"] > 2,
    ),
    Step(
        title="Gift",
        text=("A gift puts one of your cylinders on a gift space: 2, 4 or 6 rupees, each space once. Every gift "
              "adds one influence in your coalition until you change loyalty. Rupees paid for actions go onto the "
              "market, half to each row from the right; those cards cannot be bought until the next turn."),
        options=TWO, position=_pos(courts=[[4], []]),
        task="Use Charles Stoddart to buy the 2-rupee gift.",
        hint="Press Gift on Charles Stoddart, then the gift 2 space on your row.",
        check=lambda g: g.ps[0]["gifts"][0] == 1,
    ),
    Step(
        title="Build",
        text=("Build places up to three armies (in regions you rule) or roads (on their borders), two rupees each. "
              "Blocks belong to the coalitions, not to players: every player loyal to the coalition counts them."),
        options=TWO, position=_pos(courts=[[17], []], tribes={"kabul": [1, 0]}),
        task="Build an Afghan army in Kabul.",
        hint="Press Build on Citadel of Ghazni, then click the Kabul region.",
        check=lambda g: g.armies["kabul"]["afghan"] >= 1,
    ),
    Step(
        title="Move",
        text=("Move gives as many moves as the card's rank. An army of your coalition crosses a border only where a "
              "road of your coalition lies; a spy steps to the next card in the ring of all courts."),
        options=TWO, position=_pos(courts=[[9], []], armies={"kabul": {"afghan": 1}},
                                   roads={"herat_kabul": {"afghan": 1}}),
        task="Move the Afghan army from Kabul to Herat.",
        hint="Press Move on Afghan Handicrafts, click Kabul, then Herat.",
        check=lambda g: g.armies["herat"]["afghan"] == 1,
    ),
    Step(
        title="Betray",
        text=("For two rupees, betray discards a court card where you have a spy. If the card shows a prize you may "
              "keep it under your court: a prize is one more influence, but a prize of another coalition changes "
              "your loyalty. A card with spies on it makes its owner pay a bribe to the player with the most spies "
              "there to use its action."),
        options=TWO, position=_pos(courts=[[10], [40]], spies={"40": [1, 0]}),
        task="Betray William Hay Macnaghten in Blue's court.",
        hint="Press Betray on Balkh Arsenic Mine, then click Blue's Macnaghten card.",
        check=lambda g: _top(g).get("kind") == "prize" or 40 not in g.ps[1]["court"],
    ),
    Step(
        title="Battle and the overthrow rule",
        text=("Battle removes as many enemy pieces at one site as the card's rank, but no more than your own pieces "
              "there (armies in a region, spies on a card). Blocks and tribes of your own coalition are safe. A "
              "player who loses the last tribe of a region discards their political cards of that region, and "
              "losing the last political card of a region removes their tribes there."),
        options=TWO, position=_pos(courts=[[35], []], armies={"punjab": {"afghan": 2, "british": 1}},
                                   tribes={"punjab": [0, 1]}),
        moves=((0, "battle 35"),),
        task="Battle in Punjab and remove the British army.",
        hint="Click the Punjab region, then the British army block there.",
        check=lambda g: g.armies["punjab"]["british"] == 0,
    ),
    Step(
        title="The favoured suit",
        text=("One suit is favoured (Political at the start; cards and events change it). Actions of cards of the "
              "favoured suit are free: they do not use up one of your two actions. You have spent both actions, but "
              "Economic is favoured and Afghan Handicrafts is an economic card."),
        options=TWO, position=_pos(courts=[[9], [13]], tribes={"kabul": [1, 0]}, favoured="economic",
                                   rupees=[6, 5]),
        moves=((0, "buy a0"), (0, "buy b0")),
        task="Tax with Afghan Handicrafts for free.",
        hint="Press Tax on Afghan Handicrafts in your court.",
        check=lambda g: _top(g).get("kind") == "tax" or g.ps[0]["rupees"] > 6,
    ),
    Step(
        title="Cleanup and the limits",
        text=("At the end of your turn your court may hold 3 cards plus your political stars, and your hand 2 plus "
              "your intelligence stars; you discard the rest. Military stars break ties at the end. Then events in "
              "the market's left column leave it with their effect, the cards slide left (picking up rupees left "
              "on empty spaces) and the deck refills the market."),
        options=TWO, position=_pos(hands=[[1, 2, 3], []]),
        task="End your turn and discard one card down to your hand limit of two.",
        hint="Press End turn, then click one card of your hand.",
        check=lambda g: len(g.ps[0]["hand"]) <= 2,
    ),
    Step(
        title="Dominance Checks and the end",
        text=("A Dominance Check is resolved when its card is bought or leaves the market. A coalition with four "
              "more blocks in play than every other is dominant: its loyal players score 5, 3 and 1 by influence "
              "(1 plus patriots, prizes and gifts), then all blocks leave the map. Otherwise the most cylinders in "
              "play score 3 and 1. Ties share the points of their places, rounded down. The fourth check counts "
              "double; a lead of 4 points after any check wins at once. Ties at the end go to military stars, then "
              "rupees."),
        options=TWO, position=_pos(market=[[101, 41, 42, 43, 44, 45], [46, 47, 48, 49, 50, 52]],
                                   armies={"kabul": {"afghan": 3}, "herat": {"afghan": 3, "british": 1}}),
        task="Buy the Dominance Check: the Afghans lead by five blocks.",
        hint="Click the Dominance Check card at the left of the top market row.",
        check=lambda g: g.ps[0]["score"] >= 5,
    ),
    Step(
        title="Changing loyalty",
        text=("Playing a patriot of another coalition (or taking a prize of another coalition) changes your loyalty: "
              "first you lose all your patriots, gifts and prizes. Time the switch to join the coalition that will "
              "dominate the next check."),
        options=TWO, position=_pos(hands=[[19], []], gifts=[[1, 0, 0], [0, 0, 0]]),
        task="Play Eldred Pottinger, a British patriot, and become British.",
        hint="Click Eldred Pottinger in your hand, then one end of your court.",
        check=lambda g: g.ps[0]["loyalty"] == "british",
    ),    Step(
        title="Alone against Wakhan",
        text=("With one player (or beside two, as an option) the Wakhan automa takes a seat. Nobody plays it: each "
              "turn it draws a card and does what the card says, trying its three instructions in order. The arrows "
              "of the card point into the back of the next card, which names the market column and the row it "
              "buys from (and the end of its court it plays to). It is loyal to the first coalition of the card's "
              "list no player has chosen, never loses patriots, and at a successful Dominance Check it always counts "
              "as loyal to the winning coalition. It asks for bribes in full. Beat its points to win."),
        options={"players": 1}, seed=1,
        position={"loyalty": ["british", None], "market": [list(r) for r in MARKET], "wakhan_deck": [5, 2, 1]},
        task="End your turn and watch Wakhan play its card.",
        hint="Press End turn: Wakhan's panel then shows its card and what it did.",
        check=lambda g: len(g.ps[1]["court"]) > 0,
    ),
))
