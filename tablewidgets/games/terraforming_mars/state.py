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
                  "builder": "8 building tags", "planner": "16 cards in hand",
                  "diversifier": "8 different tags", "tactician": "5 cards with requirements",
                  "polarexplorer": "3 tiles in the 2 bottom rows", "energizer": "6 energy production",
                  "rimsettler": "3 Jovian tags", "generalist": "every production raised a step",
                  "specialist": "10 production of one kind", "ecologist": "4 plant, microbe or animal tags",
                  "tycoon": "15 green or blue cards", "legend": "5 events played"}
#: what each milestone's count must reach (Scoring.milestone_value)
MILESTONE_GOAL = {"terraformer": 35, "mayor": 3, "gardener": 3, "builder": 8, "planner": 16, "diversifier": 8,
                  "tactician": 5, "polarexplorer": 3, "energizer": 6, "rimsettler": 3, "generalist": 6,
                  "specialist": 10, "ecologist": 4, "tycoon": 15, "legend": 5}
AWARD_TEXT = {"landlord": "most tiles", "banker": "most M€ production", "scientist": "most science tags",
              "thermalist": "most heat", "miner": "most steel and titanium",
              "cultivator": "most greeneries", "magnate": "most green cards", "spacebaron": "most space tags",
              "excentric": "most resources on cards", "contractor": "most building tags",
              "celebrity": "most green or blue cards costing 20 M€ or more", "industrialist": "most steel and energy",
              "desertsettler": "most tiles in the 4 bottom rows", "estatedealer": "most tiles next to oceans",
              "benefactor": "highest terraform rating"}
#: how milestones and awards are named (one word each in the notation)
TITLES = {"polarexplorer": "Polar Explorer", "rimsettler": "Rim Settler", "spacebaron": "Space Baron",
          "desertsettler": "Desert Settler", "estatedealer": "Estate Dealer"}


def title_of(key: str) -> str:
    return TITLES.get(key, key.capitalize())
KNOWN_POSITION = ("params", "players", "tiles", "milestones", "awards", "gen", "deck")


def _cards_of(decks: tuple, kind_in: tuple) -> list:
    return [cid for cid, c in CARDS.items() if c["deck"] in decks and c["kind"] in kind_in]


def _order(cid: str):
    return (len(cid), cid)
