"""Hardback, taught in twelve short steps. You play Red (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import CARDS, OFFER_DECK, STARTER_BY_LETTER


def _id(name: str, seat: int = 0, nth: int = 0) -> int:
    """The card id a position gives the card ``name`` ("A": a starter, "horror B": an offer card)."""
    if len(name) == 1:
        return 1000 + 100 * seat + STARTER_BY_LETTER[name] - 140 + 20 * nth
    genre, letter = name.split()
    return [i for i in OFFER_DECK if CARDS[i].genre == genre and CARDS[i].letter == letter][nth]


def _add(*names: str) -> tuple:
    return tuple((0, f"add {_id(n)}") for n in names)


OFFER = ["adventure B", "horror S", "mystery F", "romance E", "adventure L", "horror K", "mystery P"]
DEAR = ["adventure K", "adventure F", "romance U", "mystery V", "adventure L", "horror K", "mystery P"]
TWO = {"players": 2}


def _hand(*names, **more):
    return {"hands": [list(names), []], "decks": [["E", "R", "S"], []], "offer": list(OFFER), **more}


def _spelled(g) -> bool:
    return bool(g.turn["spelled"]) or g.turn["seat"] != 0


LESSON = Lesson(game="hardback", title="Hardback in twelve steps", steps=(
    Step(
        title="Spell a word",
        text=("Each turn you hold five letter cards. Lay some of them out, left to right, as an English word of two "
              "letters or more and spell it: the word list in the package decides what counts. Proper nouns, "
              "abbreviations and words with hyphens or apostrophes are refused."),
        options=TWO, position=_hand("C", "A", "T", "S", "E"), moves=_add("C", "A"),
        task="Add the T to make CAT, then spell it.",
        hint="Click the T in your hand so the word reads CAT, then press Spell.",
        check=lambda g: g.turn["spelled"] == "CAT",
    ),
    Step(
        title="Wild cards",
        text=("Any card of your hand may lie face down as a wild card: it stands for the letter you name but gives "
              "nothing. Wild cards rescue a hand without vowels."),
        options=TWO, position=_hand("B", "D", "G", "H", "C"), moves=_add("B"),
        task="Lay the D face down as a wild E, so the word reads BE.",
        hint="Press Wild under the D, then choose the letter E.",
        check=lambda g: g.turn["phase"] == "spell" and g.turn["wild"] is None
        and [s[1] for s in g.turn["word"]] == ["b", "e"] and g.turn["word"][1][2] == "wild",
    ),
    Step(
        title="Cents and points",
        text=("Every face-up card gives its basic benefit: cents to buy with this turn, or points, which you keep. "
              "A card's genre benefit (the coloured part) counts too when another card of its genre is in your "
              "word. These two Adventure cards each give their extra point."),
        options=TWO, position=_hand("adventure C", "adventure A", "T", "S", "E"),
        moves=_add("adventure C", "adventure A"),
        task="Spell CAT with both Adventure cards.",
        hint="Add the T at the end and press Spell: the word must read CAT.",
        check=lambda g: g.turn["spelled"] == "CAT",
    ),
    Step(
        title="Double",
        text=("Several Romance cards double the cents and points of the card next to them (twice doubled is "
              "tripled). You pick which neighbour."),
        options=TWO, position=_hand("T", "romance W", "O", "S", "E"),
        moves=_add("T", "romance W", "O") + ((0, "spell"),),
        task="Double the O (the starter O gives 1 point; doubled, 2).",
        hint="Of the two neighbours of the Romance W, click the O.",
        check=lambda g: g.turn["mult"].get(str(_id("O"))) == 2,
    ),
    Step(
        title="Trash",
        text=("Some Adventure cards may be trashed from your word for cents or points: they leave the game for "
              "good, which also thins your deck."),
        options=TWO, position=_hand("adventure A", "N", "T", "S", "E"),
        moves=_add("adventure A", "N", "T") + ((0, "spell"),),
        task="Trash the Adventure A for its 3 cents.",
        hint="Press Trash under the Adventure A rather than passing.",
        check=lambda g: all(s[0] != _id("adventure A") for s in g.turn["word"]),
    ),
    Step(
        title="Uncover",
        text=("A Mystery card with Uncover turns a wild card beside it face up, so the wild card's benefits count "
              "after all."),
        options=TWO, position=_hand("mystery A", "adventure N", "T", "S", "E"),
        moves=_add("mystery A") + ((0, f"wild {_id('adventure N')}"), (0, "letter n")) + _add("T"),
        task="Spell ANT: the Mystery A uncovers the wild Adventure N.",
        hint="Press Spell with the word ANT laid out as it is.",
        check=lambda g: any(s[2] == "uncovered" for s in g.turn["word"]),
    ),
    Step(
        title="Jail",
        text=("Mystery cards may jail a card of the offer row: reserve it in your jail, where only you may buy it "
              "later, or take it away from everyone. You keep one jailed card at a time."),
        options=TWO, position=_hand("mystery B", "E", "T", "S", "A"), moves=_add("mystery B", "E") + ((0, "spell"),),
        task="Jail a card of the offer row for yourself.",
        hint="Choose Jail (not Remove) on a card of the offer row.",
        check=lambda g: g.jail[0] is not None,
    ),
    Step(
        title="Buying",
        text=("After the benefits you buy with your cents: cards from the offer row go to your discard pile and "
              "join your deck when it is shuffled. Cents left over become ink. Points on a price tag are earned once, "
              "when you buy the card."),
        options=TWO, position=_hand("R", "A", "T", "E", "S"), moves=_add("R", "A", "T", "E", "S") + ((0, "spell"),),
        task="Buy a card from the offer row.",
        hint="Click a card of the offer row that costs no more than the cents you have.",
        check=lambda g: bool(g.turn["bought"]),
    ),
    Step(
        title="Ink and remover",
        text=("Before you spell, each ink buys one more card from your deck, but an inked card must be used face up "
              "in the word. A remover frees an inked card again. Horror cards give ink or remover."),
        options=TWO, position=_hand("C", "A", "T", "S", "E", ink=[2, 0], remover=[1, 0]),
        task="Spend an ink to draw a card.",
        hint="Press Draw with ink before laying out your word.",
        check=lambda g: bool(g.ps[0]["inked"]),
    ),
    Step(
        title="Timeless Classics",
        text=("A Timeless Classic spelled face up stays in front of you: every later turn it gives you its benefits "
              "whether you use it or not. Another player may use it as a letter, which sends it to your discard "
              "pile (in the cooperative game it stays)."),
        options=TWO, position=_hand("adventure I", "T", "S", "E", "A"),
        moves=_add("adventure I", "T") + ((0, "spell"),),
        task="End your turn and watch the Adventure I stay in play.",
        hint="Press End turn: the Timeless Classic stays, your other cards are discarded.",
        check=lambda g: _id("adventure I") in g.ps[0]["timeless"],
    ),
    Step(
        title="Flush and the clock",
        text=("When four offer cards cost 6 cents or more, or four share a genre, you may flush the whole row for "
              "seven new cards before buying. If the row did not change during your turn, its oldest card leaves "
              "at the end of it."),
        options=TWO, position=_hand("R", "A", "T", "S", "E", offer=list(DEAR)),
        moves=_add("R", "A", "T") + ((0, "spell"),),
        task="Flush the offer row.",
        hint="Press Flush offer row before buying anything.",
        check=lambda g: g.turn["flushed"],
    ),
    Step(
        title="Penny Dreadful and the end",
        text=("The first to 60 points ends the game at the end of that round; most points wins, ties go to the most "
              "ink. In the Cooperative Anthology (and solo) you play against Penny Dreadful: after each of your "
              "turns she takes the oldest offer card and scores its cost. Reach 60 points per player before she "
              "does."),
        options={"players": 1}, position=_hand("R", "A", "T", "S", "E", hands=[["R", "A", "T", "S", "E"]],
                                               decks=[["E", "R", "S"]]),
        moves=_add("R", "A", "T") + ((0, "spell"),),
        task="End your turn and let Penny take her card.",
        hint="Press End turn: Penny moves right after you.",
        check=lambda g: g.penny > 0,
    ),
))
