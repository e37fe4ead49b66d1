"""Hardback: a scripted test per rule of the page (competitive, the Cooperative Anthology, solo,
Literary Awards, Adverts and Board Game Arena's differences), the published cards, the shipped
word list, the bot, seeded random games and the shared kit."""

from __future__ import annotations

import doctest
import gzip
import random

import pytest

import tablewidgets as tw
from tablewidgets import testing
from tablewidgets.engine import OptionError
from tablewidgets.engine.bots import RandomBot
from tablewidgets.games import hardback as package
from tablewidgets.games.hardback import data, rules, words
from tablewidgets.games.hardback.bots import AuthorBot
from tablewidgets.games.hardback.lesson import _id
from tablewidgets.testing import refused

OFFER = ["adventure B", "horror S", "mystery F", "romance E", "adventure L", "horror K", "mystery P"]


def game(hand, players=2, seed=1, offer=OFFER, deck=("E", "R", "S"), discard=(), **kw):
    position = {"hands": [list(hand)] + [[] for _ in range(players - 1)],
                "decks": [list(deck)] + [[] for _ in range(players - 1)],
                "discards": [list(discard)] + [[] for _ in range(players - 1)],
                "offer": list(offer)}
    for key in ("ink", "remover", "scores", "timeless", "jail"):
        if key in kw:
            position[key] = kw.pop(key)
    if "penny_score" in kw:
        position["penny"] = kw.pop("penny_score")
    return tw.new("hardback", players=players, seed=seed, position=position, **kw)


def lay(g, *names, seat=0):
    """Lay cards out as the word: a name, or (name, letter) for a wild card; nth card of a name
    by repeating it."""
    seen: dict = {}
    for item in names:
        name, letter = (item, None) if isinstance(item, str) else item
        nth = seen.get(name, 0)
        seen[name] = nth + 1
        cid = _id(name, seat, nth)
        if letter:
            g.play(f"wild {cid}", seat=seat)
            g.play(f"letter {letter}", seat=seat)
        else:
            g.play(f"add {cid}", seat=seat)


def spell(g, *names, seat=0):
    lay(g, *names, seat=seat)
    g.play("spell", seat=seat)


def test_doctests():
    for module in (package, rules):
        result = doctest.testmod(module)
        assert result.failed == 0 and (module is rules or result.attempted > 0)


# ---------------------------------------------------------------- components and words
def test_the_published_cards_158_with_16_timeless_classics():
    cards = data.CARDS
    assert len(cards) == 158
    genres = [c.genre for c in cards.values()]
    assert genres.count("starter") == 18
    for g in ("adventure", "horror", "mystery", "romance"):
        assert genres.count(g) == 35
    # the published cards mark 16 Timeless Classics (the rules page says 12)
    assert sum(c.timeless for c in cards.values()) == 16
    assert data.AWARDS == {7: 5, 8: 6, 9: 7, 10: 9, 11: 12, 12: 15}
    assert data.ADVERTS == ((6, 3), (9, 6), (12, 10), (15, 15), (18, 20))
    assert set(data.SIGNATURES) == {"adventure", "horror", "mystery", "romance"}


def test_board_game_arenas_horror_h_gives_a_cent_per_inked_card():
    h = next(c for c in data.CARDS.values() if c.genre == "horror" and c.letter == "H")
    assert h.basic == (("c", 1), ("p", 2)) and h.bonus == (("inked", 1),)


def test_the_word_list_is_shipped_lower_case_only_with_its_notice():
    ws = words.words()
    assert 110_000 < len(ws) < 120_000
    assert all(w.isalpha() and w.islower() and w.isascii() for w in ws)
    assert {"cat", "hardback", "quixotic"} <= ws
    assert not {"fbi", "o'clock", "argentina"} & ws
    assert (words.HERE / "SCOWL-COPYRIGHT").read_text().count("Kevin Atkinson")
    with gzip.open(words.WORDS_FILE, "rt") as f:
        assert f.readline().strip().isalpha()


def test_a_refused_word_says_why():
    assert words.why_not("cat") is None
    assert "not in the dictionary" in words.why_not("xqzt")
    assert "proper noun" in words.why_not("argentina")
    assert "at least 2 letters" in words.why_not("a")


# ---------------------------------------------------------------- setup
def test_starting_deck_has_the_eight_fixed_letters_and_two_random_ones():
    for seed in range(6):
        g = tw.new("hardback", players=3, seed=seed)
        for p in g.ps:
            letters = sorted(g.card(c).letter for c in p["deck"] + p["hand"])
            assert len(letters) == 10 and len(p["hand"]) == 5
            extra = list(letters)
            for l in "AEILNRST":
                extra.remove(l)
            assert len(set(extra)) == 2 and set(extra) <= set("BCDGHMOPUY")


def test_the_offer_row_has_seven_cards():
    g = tw.new("hardback", players=2, seed=3)
    assert len(g.offer) == 7 and len(g.offer_deck) == 133


def test_options_are_checked_and_five_cannot_play_cooperatively():
    with pytest.raises(OptionError, match="length"):
        tw.new("hardback", players=2, length=70)
    with pytest.raises(OptionError, match="1 to 4"):
        tw.new("hardback", players=5, mode="cooperative")
    with pytest.raises(OptionError, match="known:"):
        tw.new("hardback", players=2, position={"nothing": 1})
    with pytest.raises(OptionError, match="scores"):
        tw.new("hardback", players=2, position={"scores": [1]})


# ---------------------------------------------------------------- spelling
def test_spelling_face_up_and_wild_cards():
    g = game(["C", "A", "T", "S", "E"])
    lay(g, "C", ("A", "o"), "T")
    check = g.view(0)["me"]["check"]
    assert check["word"] == "COT" and check["ok"]
    # the wild A gives nothing: C gives a point, T a cent
    assert (check["coins"], check["points"]) == (1, 1)
    g.play("spell")
    assert g.turn["coins"] == 1 and g.ps[0]["score"] == 1


def test_a_word_not_in_the_dictionary_is_refused_with_the_reason():
    g = game(["C", "A", "T", "S", "E"])
    lay(g, "T", "C", "S")
    refused(g, "spell", 0, "not in the dictionary")
    g.play("clear")
    lay(g, "C", "A")
    # "ca" is no word; a single letter is too short
    g.play("clear")
    lay(g, "A")
    refused(g, "spell", 0, "at least 2 letters")


def test_a_proper_noun_is_refused_as_one():
    g = game(["P", "A", "R", "I", "S"])
    lay(g, "P", "A", "R", "I", "S")
    assert g.view(0)["me"]["check"]["ok"] is False or "paris" in words.words()
    g = game(["E", "R", "N", "I", "E"])
    lay(g, "E", "R", "N", "I", "E")
    assert "proper noun" in g.view(0)["me"]["check"]["problem"]
    refused(g, "spell", 0, "proper noun")


def test_the_word_being_laid_out_is_seen_only_by_its_player():
    g = game(["C", "A", "T", "S", "E"])
    before = g.view(1)
    lay(g, "C", "A", "T")
    assert g.view(1) == before and "word" not in g.view(1)["turn"]
    assert [s[1] for s in g.view(0)["me"]["word"]] == ["c", "a", "t"]
    g.play("spell")
    assert [s[1] for s in g.view(1)["turn"]["word"]] == ["c", "a", "t"]


def test_skipping_the_turn_discards_the_hand():
    g = game(["B", "C", "D", "G", "H"], deck=["E", "R", "S", "A", "T"])
    g.play("skip")
    assert len(g.ps[0]["discard"]) == 5 and g.to_move == (1,)


# ---------------------------------------------------------------- benefits
def test_genre_benefits_need_a_second_card_of_the_genre():
    g = game(["adventure C", "adventure A", "T", "S", "E"])
    lay(g, "adventure C", "A" if False else "adventure A", "T")
    # C: 1c basic + 1c genre; A: 2 points basic + 1 genre; T: 1c
    got = g.view(0)["me"]["check"]
    assert (got["coins"], got["points"]) == (3, 3)
    g2 = game(["adventure C", "A", "T", "S", "E"])
    lay(g2, "adventure C", "A", "T")
    got = g2.view(0)["me"]["check"]
    assert (got["coins"], got["points"]) == (3, 0)   # 1c C, A 1c, T 1c; no genre benefit


def test_double_doubles_and_twice_triples():
    g = game(["T", "romance W", "O", "S", "E"])
    spell(g, "T", "romance W", "O")
    assert g.turn["queue"][0][0] == "double"
    refused(g, "end", 0, "double")
    g.play(f"double {_id('O')}")
    assert g.ps[0]["score"] == 1 + 2     # W's point and the doubled O


def test_a_card_doubled_twice_is_tripled():
    g = game(["romance S", "O", "romance W", "E"])
    spell(g, "romance S", "O", "romance W")          # SOW; S doubles with a second romance card
    while g.turn["phase"] == "choose":
        kind = g.turn["queue"][0][0]
        assert kind == "double"
        g.play(f"double {_id('O')}")
    assert g.turn["mult"][str(_id("O"))] == 3
    # S 1 + genre 1, W 1 + genre 1, O 1 tripled
    assert g.ps[0]["score"] == 2 + 2 + 3


def test_trash_removes_the_card_for_cents_or_points():
    g = game(["adventure A", "N", "T", "S", "E"])
    spell(g, "adventure A", "N", "T")
    coins = g.turn["coins"]
    g.play(f"trash {_id('adventure A')}")
    assert g.turn["coins"] == coins + 3 and _id("adventure A") in g.removed
    g = game(["adventure H", "A", "T", "S", "E"])
    spell(g, "adventure H", "A", "T")
    score = g.ps[0]["score"]
    g.play(f"trash {_id('adventure H')}")
    assert g.ps[0]["score"] == score + 1


def test_dump_removes_a_card_of_the_discard_pile_for_a_cent():
    g = game(["romance A", "T", "S", "E"], discard=["B"])
    spell(g, "romance A", "T")
    assert g.turn["queue"][0][0] == "dump"
    coins = g.turn["coins"]
    g.play(f"dump {_id('B')}")
    assert g.turn["coins"] == coins + 1 and g.ps[0]["discard"] == [] and _id("B") in g.removed


def test_jail_reserves_a_card_only_its_jailer_may_buy_or_removes_it():
    g = game(["mystery B", "E", "T", "S", "A"])
    spell(g, "mystery B", "E")
    target = _id("adventure B")
    g.play(f"jail {target}")
    assert g.jail[0] == target and target not in g.offer and len(g.offer) == 7
    assert g.view(1)["players"][0]["jail"] == target
    g = game(["mystery B", "E", "T", "S", "A"])
    spell(g, "mystery B", "E")
    g.play(f"bury {target}")
    assert g.jail[0] is None and target in g.removed


def test_a_jailed_card_cannot_be_bought_by_another_player():
    g = game(["mystery B", "E", "T", "S", "A"], jail=[None, "adventure G"])
    spell(g, "mystery B", "E", "T", "S")
    g.play("done")                  # no jailing this time
    theirs = _id("adventure G")
    refused(g, f"buy {theirs}", 0, "another player's jail")


def test_preview_shows_three_cards_to_keep_or_discard():
    g = game(["romance R", "romance A", "T", "S", "E"], deck=["B", "C", "D", "G"])
    spell(g, "romance R", "romance A", "T")
    while g.turn["queue"] and g.turn["queue"][0][0] != "preview":
        g.play(g.legal_actions()[-1])
    seen = g.view(0)["me"]["preview"]
    assert len(seen) == 3 and "preview" not in g.view(1)["me"]
    g.play(f"discard {seen[0]}")
    g.play(f"keep {seen[1]}")
    g.play(f"keep {seen[2]}")
    assert seen[0] in g.ps[0]["discard"] and g.ps[0]["deck"][-1] == seen[2]


def test_remover_frees_an_inked_card_and_ink_draws_a_card_that_must_be_used():
    g = game(["C", "A", "T", "S", "E"], deck=["Q" if False else "B"], ink=[1, 0], remover=[1, 0])
    g.play("ink")
    inked = g.ps[0]["inked"][0]
    assert g.card(inked).letter == "B" and g.ps[0]["ink"] == 0
    refused(g, f"wild {inked}", 0, "inked")
    lay(g, "C", "A", "T")
    refused(g, "spell", 0, "inked card")
    g.play(f"remover {inked}")
    assert g.ps[0]["remover"] == 0 and "spell" in g.legal_actions()


def test_horror_cards_give_ink_or_remover():
    g = game(["horror P", "A", "T", "S", "E"])
    spell(g, "horror P", "A", "T")
    assert g.turn["queue"][0][0] == "ink"
    g.play("take remover")
    assert g.ps[0]["remover"] == 1


def test_uncover_turns_an_adjacent_wild_card_face_up():
    g = game(["mystery A", "adventure N", "T", "S", "E"])
    lay(g, "mystery A", ("adventure N", "n"), "T")
    assert g.view(0)["me"]["check"]["coins"] == 1
    g.play("spell")
    assert g.turn["word"][1][2] == "uncovered"
    # the uncovered Adventure N gives its 2 cents
    assert g.turn["coins"] == 3


def test_either_benefits_let_the_player_pick_cents_or_points():
    g = game(["horror A", "T", "S", "E"])
    spell(g, "horror A", "T")
    assert g.legal_actions() == ["take coins", "take points"]
    g.play("take points")
    assert g.ps[0]["score"] == 2


def test_special_benefits_count_adventures_and_wilds():
    g = game(["adventure O", "adventure N", "E", "S", "T"])
    spell(g, "adventure O", "adventure N", "E")      # ONE: O gives 2c per Adventure in play
    # O 2 points, N 2c + genre 1c 1p, O genre 2c x 2 adventures, E 1c
    assert g.turn["coins"] == 2 + 1 + 4 + 1 and g.ps[0]["score"] == 2 + 1


# ---------------------------------------------------------------- offer row and buying
def test_flush_when_four_cost_six_or_more_or_share_a_genre_never_cooperative():
    dear = ["adventure K", "adventure F", "romance U", "mystery V", "adventure L", "horror K", "mystery P"]
    g = game(["R", "A", "T", "S", "E"], offer=dear)
    spell(g, "R", "A", "T")
    assert g.turn["phase"] == "flush"
    old = list(g.offer)
    g.play("flush")
    assert not set(old) & set(g.offer) and set(old) <= set(g.removed) and g.turn["phase"] == "buy"
    g = game(["R", "A", "T", "S", "E"])
    spell(g, "R", "A", "T")
    assert g.turn["phase"] == "buy"
    refused(g, "flush", 0)
    g = game(["R", "A", "T", "S", "E"], offer=dear, mode="cooperative")
    spell(g, "R", "A", "T")
    assert g.turn["phase"] == "buy"


def test_buying_pays_cents_scores_price_tag_points_and_leftovers_become_ink():
    g = game(["R", "A", "T", "E", "S"])
    spell(g, "R", "A", "T", "E", "S")
    assert g.turn["coins"] == 5
    b = _id("adventure B")          # 4 cents, 3 points on its tag
    g.play(f"buy {b}")
    assert g.ps[0]["score"] == 3 and b in g.ps[0]["discard"] and len(g.offer) == 7
    refused(g, f"buy {_id('mystery F')}", 0, "costs")
    g.play("end")
    assert g.ps[0]["ink"] == 1


def test_three_ink_convert_to_a_cent_only_when_it_buys_something():
    g = game(["R", "A", "T", "E", "S"], ink=[3, 0])
    spell(g, "R", "A", "T")          # 3 cents
    legal = g.legal_actions()
    assert "convert" in legal        # 4 cents buy the Adventure B
    g.play("convert")
    assert g.turn["coins"] == 4 and g.ps[0]["ink"] == 0
    g = game(["R", "A", "T", "E", "S"], ink=[3, 0], offer=["adventure K"] * 1 + OFFER[1:])
    spell(g, "R", "A", "T", "E", "S")
    assert "convert" not in g.legal_actions() or any(
        g.turn["coins"] < g.card(c).cost <= g.turn["coins"] + 1 for c in g.offer)


def test_the_clock_removes_the_oldest_card_when_the_row_did_not_change():
    g = game(["R", "A", "T", "E", "S"])
    oldest = g.offer[0]
    spell(g, "R", "A", "T")
    g.play("end")
    assert oldest not in g.offer and oldest in g.removed and len(g.offer) == 7
    g = game(["R", "A", "T", "E", "S"])
    oldest = g.offer[0]
    spell(g, "R", "A", "T", "E", "S")
    g.play(f"buy {_id('horror S')}")
    g.play("end")
    assert oldest in g.offer


# ---------------------------------------------------------------- Timeless Classics
def test_a_timeless_classic_stays_and_gives_its_benefits_every_turn():
    g = game(["adventure I", "T", "S", "E", "A"], deck=["B", "C", "D", "G", "H", "M"])
    spell(g, "adventure I", "T")
    g.play("end")
    ai = _id("adventure I")
    assert ai in g.ps[0]["timeless"]
    g.play("skip", seat=1)
    score = g.ps[0]["score"]
    hand = g.ps[0]["hand"]
    # BCDGH hand: "bd"? use a wild to spell a word without the Timeless card
    g.play(f"add {hand[0]}")
    g.play(f"wild {hand[1]}")
    g.play("letter e")
    if "spell" in g.legal_actions():
        g.play("spell")
        assert g.ps[0]["score"] >= score + 2     # the Adventure I's 2 points without using it


def test_another_players_timeless_classic_gives_no_benefit_and_goes_back_to_its_owner():
    g = game(["T", "S", "E", "A", "R"], timeless=[[], ["adventure I"]])
    ai = _id("adventure I")
    g.ps[1]["timeless"] = [ai]
    g.play(f"add {_id('A')}")
    g.play(f"add {ai}")
    g.play(f"add {_id('R')}")
    assert g.view(0)["me"]["check"]["points"] == 0     # A and R are cents; the I gives nothing
    g.play("spell")
    g.play("end")
    assert ai in g.ps[1]["discard"] and ai not in g.ps[1]["timeless"]


def test_a_timeless_classic_cannot_be_made_wild():
    g = game(["T", "S", "E", "A", "R"], timeless=[["adventure I"], []])
    ai = _id("adventure I")
    assert f"add {ai}" in g.legal_actions() and f"wild {ai}" not in g.legal_actions()
    refused(g, f"wild {ai}", 0, "Timeless")


def test_cooperative_timeless_classics_stay_and_leave_when_their_genre_joins_the_row():
    g = game(["T", "S", "E", "A", "R"], timeless=[[], ["adventure I"]], mode="cooperative")
    ai = _id("adventure I")
    g.play(f"add {_id('A')}")
    g.play(f"add {ai}")
    g.play(f"add {_id('R')}")
    g.play("spell")
    g.play("end")
    assert ai in g.ps[1]["timeless"]     # used by a partner without being discarded
    # on seat 1's turn, Penny takes a card: a new Adventure card would send the I away
    g2 = game(["T", "S", "E", "A", "R"], players=1, timeless=[["adventure I"]],
              offer=["adventure B"] + OFFER[1:], mode="cooperative")
    g2.offer_deck.append(_id("adventure K"))       # the next card to join the row
    g2.play(f"add {_id('A')}"); g2.play(f"add {_id('T')}"); g2.play("spell")
    g2.play("end")                    # Penny takes the Adventure B; the Adventure K replaces it
    assert ai in g2.ps[0]["discard"] and ai not in g2.ps[0]["timeless"]


# ---------------------------------------------------------------- game end, awards, adverts
def test_the_game_ends_after_the_round_in_which_a_player_reaches_60():
    g = game(["R", "A", "T", "E", "S"], players=3, scores=[59, 0, 0])
    spell(g, "R", "A", "T", "E", "S")
    g.play(f"buy {_id('adventure B')}")
    g.play("end")
    assert not g.over and g.final_round
    g.play("skip", seat=1)
    assert not g.over
    g.play("skip", seat=2)
    assert g.over and g.result()["winners"] == [0]


@pytest.mark.parametrize("length", [40, 90, 180])
def test_game_length_options(length):
    g = game(["R", "A", "T"], scores=[length - 1, 0], length=length)
    spell(g, "A", "R", "T")          # ART: 3 cents, no points
    g.play("end")
    assert not g.final_round
    g = game(["C", "A", "T"], scores=[length - 1, 0], length=length)
    spell(g, "C", "A", "T")          # the C's point
    g.play("end")
    assert g.final_round


def test_a_tie_goes_to_the_most_ink():
    g = game(["C", "A", "T"], scores=[59, 60], ink=[0, 5])
    spell(g, "C", "A", "T")
    g.play("end")
    g.play("skip", seat=1)
    assert g.over and g.result()["winners"] == [1] and g.result()["scores"] == [60, 60]


def test_literary_awards_are_shared_and_lost_to_longer_words():
    g = game(["C", "A", "T"], players=2, awards=True)
    g._award(0, 7)
    g._award(1, 7)
    assert [p["award"] for p in g.ps] == [7, 7]
    g._award(1, 9)
    assert [p["award"] for p in g.ps] == [0, 9]
    g._award(0, 8)
    assert [p["award"] for p in g.ps] == [0, 9]
    g._award(0, 14)
    assert [p["award"] for p in g.ps] == [12, 0]
    c = game(["C", "A", "T"], players=2, awards=True, mode="cooperative")
    c._award(0, 7)
    c._award(1, 7)
    assert [p["award"] for p in c.ps] == [7, 0]      # cooperative: one player only


def test_awards_score_at_the_end_and_do_not_end_the_game():
    g = game(["S", "E", "R", "I", "A", "L", "T", "N"], awards=True, scores=[55, 0])
    spell(g, "R", "E", "T", "A", "I", "N", "S")        # RETAINS: 7 letters, 7 cents
    assert g.ps[0]["award"] == 7 and g.ps[0]["score"] == 55
    g.play("end")
    g.play("skip", seat=1)
    assert not g.over or g.result()["scores"][0] == 60


def test_adverts_are_bought_once_each_in_order():
    g = game(["S", "E", "R", "I", "A", "L", "T", "N"], adverts=True, ink=[6, 0])
    spell(g, "R", "E", "T", "A", "I", "N", "S")        # 7 cents
    g.play("advert")
    assert g.ps[0]["score"] == 3 and g.turn["coins"] == 1 and g.ps[0]["adverts"] == 1
    assert "advert" not in g.legal_actions()            # the next costs 9
    refused(g, "advert", 0, "order")


# ---------------------------------------------------------------- cooperative and solo
def test_penny_takes_the_oldest_card_and_scores_its_cost():
    g = game(["C", "A", "T"], players=1, mode="cooperative")
    oldest = g.offer[0]
    spell(g, "C", "A", "T")
    g.play("end")
    assert g.penny == data.CARDS[oldest].cost and oldest not in g.offer and len(g.offer) == 7


def test_solo_is_the_cooperative_game_with_a_target_per_player():
    g = tw.new("hardback", players=1, seed=2)
    assert g.coop and g.target == 60
    g = tw.new("hardback", players=3, seed=2, mode="cooperative", length=40)
    assert g.target == 120


def test_penny_wins_when_she_reaches_the_target_first_and_ties_lose():
    g = game(["C", "A", "T"], players=1, mode="cooperative", penny_score=58)
    spell(g, "C", "A", "T")
    g.play("end")
    assert g.over and g.result()["winners"] == []
    g = game(["C", "A", "T"], players=1, mode="cooperative", scores=[59])
    spell(g, "C", "A", "T")
    g.play("end")
    assert g.over and g.result()["winners"] == [0]


@pytest.mark.parametrize("genre", ["romance", "mystery", "adventure", "horror"])
def test_penny_signature_genres(genre):
    offer = {"romance": ["romance E"] + OFFER[:3] + OFFER[4:],
             "mystery": ["mystery F"] + OFFER[:2] + OFFER[3:],
             "adventure": OFFER, "horror": OFFER}[genre]
    g = game(["R", "A", "T", "E", "S"], players=1, mode="cooperative", penny="none", offer=offer, ink=[1])
    g.penny_genre = genre
    if genre == "horror":
        g.play("ink")
        assert g.penny == 1
        return
    spell(g, "R", "A", "T", "E", "S")
    if genre == "adventure":
        g.play(f"buy {_id('adventure B')}")
        assert g.penny == 1
        return
    first = g.offer[0]
    g.play("end")
    cost = data.CARDS[first].cost
    if genre == "romance":
        assert g.penny == 2 * cost
    else:
        assert g.penny == cost and len(g.offer) == 7 and len(g.removed) == 2


def test_random_signature_is_drawn_at_setup():
    genres = {tw.new("hardback", players=1, seed=s, penny="random").penny_genre for s in range(12)}
    assert genres <= set(data.SIGNATURES) and len(genres) >= 2
    assert tw.new("hardback", players=2, seed=1, penny="romance").penny_genre is None


# ---------------------------------------------------------------- bots
def test_the_author_bot_finds_words_with_wild_cards():
    g = game(["B", "D", "G", "H", "C"])
    plan = AuthorBot(seed=1).best_word(g, 0)
    word = "".join(s[1] for s in plan)
    assert words.why_not(word) is None and any(s[2] == "wild" for s in plan)


def test_the_author_bot_beats_random_and_plays_legal_moves():
    wins = 0
    for seed in range(2):
        g = tw.new("hardback", players=2, seed=seed)
        bots = {seed % 2: AuthorBot(seed=seed), 1 - seed % 2: RandomBot(seed=seed)}
        while not g.over:
            s = g.to_move[0]
            g.play(bots[s].choose(g, s), seat=s)
        wins += (seed % 2) in g.result()["winners"]
    assert wins == 2


def test_the_author_bot_finishes_a_cooperative_game_with_every_option():
    g = tw.new("hardback", players=2, seed=4, mode="cooperative", penny="random", awards=True, adverts=True,
               length=40)
    bots = [AuthorBot(seed=1), AuthorBot(seed=2)]
    while not g.over:
        s = g.to_move[0]
        g.play(bots[s].choose(g, s), seat=s)
        g.check_invariants()
    assert g.result()["reason"].startswith("The players")


# ---------------------------------------------------------------- the shared kit
@pytest.mark.parametrize("players", [1, 2, 5])
def test_random_games_end_with_invariants(players):
    stats = testing.random_playouts("hardback", games=3, seed=players, players=players, every=5)
    assert stats["finished"] == 3


def test_random_games_with_every_option():
    for i, opts in enumerate([{"mode": "cooperative", "penny": "random", "awards": True, "adverts": True},
                              {"length": 40, "awards": True, "adverts": True}]):
        stats = testing.random_playouts("hardback", games=2, seed=30 + i, players=3, every=5, **opts)
        assert stats["finished"] == 2


def test_contract_checks():
    testing.full_contract_check("hardback", range(1), players=2, fuzz_every=150)
    g = tw.new("hardback", players=3, seed=5, mode="cooperative")
    rng = random.Random(2)
    for _ in range(60):
        s = g.to_move[0]
        g.play(rng.choice(g.legal_actions(s)), seat=s)
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    testing.check_undo_policy(g)
    testing.check_parts(g)
    testing.fuzz_actions(g, random.Random(3), tries=40)
    testing.check_no_leak(g, random.Random(4), samples=2)


def test_no_leak_while_a_word_is_laid_out_and_while_previewing():
    g = game(["C", "A", "T", "S", "E"])
    lay(g, "C", "A")
    testing.check_no_leak(g, random.Random(1), samples=2)
    g = game(["romance R", "romance A", "T", "S", "E"], deck=["B", "C", "D", "G"])
    spell(g, "romance R", "romance A", "T")
    testing.check_no_leak(g, random.Random(2), samples=2)


def test_replay():
    testing.check_replay("hardback", seed=4, players=2)


def test_lesson():
    games = testing.check_lesson("hardback", plies=2, steps=(8, 14))
    assert len(games) == 12


def test_horror_h_pays_a_cent_per_inked_card_as_board_game_arena_plays_it():
    g = game(["horror H", "horror A", "T", "S"], deck=["E"], ink=[1, 0])
    g.play("ink")
    spell(g, "horror H", "horror A", "T", "E")         # HATE, the E drawn with ink
    # H: 1c 2 points, and with a second Horror card 1c per inked card; T and the inked E 1c each
    assert g.turn["coins"] == 1 + 1 + 1 + 1 and g.ps[0]["score"] == 2


def test_a_doubled_card_doubles_every_number_it_gives():
    g = game(["romance D", "romance A", "T", "S", "E"], discard=["B"])
    spell(g, "romance A", "romance D")                 # AD: D (2c, double with a second Romance) doubles A
    assert g.turn["mult"] == {str(_id("romance A")): 2}
    assert g.turn["coins"] == 2 * (1 + 1) + 2          # A's 1c basic and 1c genre, doubled; D's 2c
    assert g.turn["queue"][0][:3] == ("dump", _id("romance A"), 2)     # A's dump for 1c, doubled
