"""Terraforming Mars: the numbers of the rules and small helpers every part of the model shares."""

from __future__ import annotations

from .cards import CARDS

RES = ("mc", "steel", "ti", "plants", "energy", "heat")
STANDARD = {"power": 11, "asteroid": 14, "aquifer": 18, "greenery": 23, "city": 25}
MILESTONES = ("terraformer", "mayor", "gardener", "builder", "planner")
AWARDS = ("landlord", "banker", "scientist", "thermalist", "miner")
AWARD_COST = (8, 14, 20)
TEMP_MIN, TEMP_MAX, OXY_MAX, OCEAN_MAX = -30, 8, 14, 9
#: a safeguard the printed game does not need: a game nobody finishes ends after this generation
GEN_LIMIT = 30
SOLO_GENS = 14
BEGINNER = "c1"
MILESTONE_TEXT = {"terraformer": "TR 35 or more", "mayor": "3 cities", "gardener": "3 greeneries",
                  "builder": "8 building tags", "planner": "16 cards in hand"}
AWARD_TEXT = {"landlord": "most tiles", "banker": "most M€ production", "scientist": "most science tags",
              "thermalist": "most heat", "miner": "most steel and titanium"}
KNOWN_POSITION = ("params", "players", "tiles", "milestones", "awards", "gen", "deck")


def _cards_of(decks: tuple, kind_in: tuple) -> list:
    return [cid for cid, c in CARDS.items() if c["deck"] in decks and c["kind"] in kind_in]


def _order(cid: str):
    return (len(cid), cid)
