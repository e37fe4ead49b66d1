"""The card table (``cards.json``, built by scripts/terraforming_mars_cards.py; its source is named
inside) and our own short words for every effect of the vocabulary.

Cross-checked against the community engine terraforming-mars/terraforming-mars
(src/server/cards/base/, corporation/, prelude/): the cost, tags, fixed victory points and the
global, tag, production, greenery and city requirements (threshold and min/max) and the victory
points (fixed, or per resource, tag, adjacent tile or city) of all 267 cards found there agree
with this table (the beginner corporation is not a card there).

The vocabulary, one list per effect (``n`` may be negative where it makes sense):

``["gain", res, n]``          gain (or lose) n of a resource: mc, steel, ti, plants, energy, heat
``["prod", res, n]``          raise (or lower) your own production of a resource
``["hit", res, n]``           remove up to n of a resource from any player (you choose, or nobody)
``["hitprod", res, n]``       lower the production of a player of your choice (yours if no one else can)
``["temp", n]`` ``["oxygen", n]`` ``["ocean", n]`` ``["tr", n]``   global steps and terraform rating
``["draw", n]``               draw cards
``["tile", kind, where]``     place a city, greenery, special tile or ocean (``where`` names the rule)
``["res", n]``                add resources to this card
``["res_to", type, n]``       add animals or microbes to one of your cards that holds them
``["res_off", type, n]``      remove up to n animals or microbes from any card
``["times", [key, what, div], ops]``   do ``ops`` once per tag, city or event counted
``["choose", ops, ops, ...]`` choose one of the lists
``["tivalue", 1]`` ``["steelvalue", 1]``  titanium or steel is worth 1 M€ more
``["slack", 2]``              global requirements of your cards are 2 steps looser
``["spend", res, n]`` ``["spendprod", res, n]`` ``["spendres", n]``   costs of blue card actions
"""

from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("cards.json")).read_text())
SOURCE = _DATA["source"]
CARDS = {c["id"]: c for c in _DATA["cards"]}
SKIPPED = _DATA["skipped"]

RES_NAMES = {"mc": "M€", "steel": "steel", "ti": "titanium", "plants": "plants", "energy": "energy",
             "heat": "heat"}
TILE_RULE = {"normal": "", "noctis": " on its reserved space", "phobos": " on Phobos (in space)",
             "ganymede": " on Ganymede (in space)", "isolated": " next to no other tile",
             "near2cities": " next to two cities", "volcanic": " on a volcano", "ocean_space": " on an ocean space",
             "next_own_steel": " next to your tile, on a steel or titanium bonus",
             "next_city": " next to a city", "next_greenery": " next to a greenery", "land": " on land"}


def count_text(key) -> str:
    kind, what, div = key
    if kind == "plantbonus":
        return "(4 times with 3 plant tags, else once)"
    base = {"tag": f"{what} tag", "othertag": f"{what} tag of the other players", "cities": "city" if what == "all"
            else "city on Mars", "events": "event you played"}[kind]
    return f"per {div} {base}s" if div > 1 else f"per {base}"


def op_text(op) -> str:
    k = op[0]
    if k == "gain":
        return f"{'gain' if op[2] >= 0 else 'lose'} {abs(op[2])} {RES_NAMES[op[1]]}"
    if k == "prod":
        return f"{RES_NAMES[op[1]]} production {op[2]:+d}"
    if k == "hit":
        return f"remove up to {op[2]} {RES_NAMES[op[1]]} from a player"
    if k == "hitprod":
        return f"a player's {RES_NAMES[op[1]]} production -{op[2]}"
    if k == "temp":
        return f"temperature +{op[1]} step" + ("s" if op[1] > 1 else "")
    if k == "oxygen":
        return f"oxygen +{op[1]} step" + ("s" if op[1] > 1 else "")
    if k == "ocean":
        return f"place {op[1]} ocean" + ("s" if op[1] > 1 else "")
    if k == "tr":
        return f"TR +{op[1]}"
    if k == "draw":
        return f"draw {op[1]} card" + ("s" if op[1] > 1 else "")
    if k == "tile":
        return f"place a {op[1]} tile{TILE_RULE.get(op[2], '')}"
    if k == "res":
        return f"add {op[1]} resource" + ("s" if op[1] > 1 else "") + " here"
    if k == "res_to" and op[1] == "any":
        return f"add {op[2]} resource to one of your cards that already holds some"
    if k == "res_to":
        return f"add {op[2]} {op[1]}" + ("s" if op[2] > 1 else "") + " to one of your cards"
    if k == "res_off":
        return f"remove up to {op[2]} {op[1]}" + ("s" if op[2] > 1 else "") + " from any card"
    if k == "times":
        return f"{ops_text(op[2])} {count_text(op[1])}"
    if k == "choose":
        return " or ".join("(" + ops_text(o) + ")" for o in op[1:])
    if k == "tivalue":
        return "titanium worth 1 M€ more"
    if k == "steelvalue":
        return "steel worth 1 M€ more"
    if k == "slack":
        return "global requirements 2 steps looser"
    if k == "spend":
        return f"spend {op[2]} {RES_NAMES[op[1]]}"
    if k == "spendprod":
        return f"lower your {RES_NAMES[op[1]]} production {op[2]}"
    if k == "spendres":
        return f"remove {op[1]} resource" + ("s" if op[1] > 1 else "") + " here"
    if k == "nothing":
        return "nothing"
    if k == "claim":
        return "claim a free space: only you may place a tile there"
    if k == "lowest":
        return "raise your lowest production 1 step"
    if k == "freeaward":
        return "fund an award for free"
    if k == "copyprod":
        return "copy the production changes of one of your building cards"
    if k == "playnow":
        return ("play a card from your hand now, ignoring its global requirements" if op[1] == "slack"
                else "play a card from your hand now for 25 M€ less")
    if k == "steal":
        return f"take up to {op[2]} {RES_NAMES[op[1]]} from a player"
    if k == "look":
        if op[3]:
            return f"look at the top card and buy it for {op[3]} M€ or discard it"
        return f"look at the top {op[1]} cards, keep {op[2]}"
    if k == "swap":
        return "you may discard a card to draw one"
    if k == "exchange":
        what = "production" if op[1] == "prod" else ""
        return f"turn any of your {RES_NAMES[op[2]]} {what} into {RES_NAMES[op[3]]} {what}".replace("  ", " ").strip()
    if k == "drawtag":
        return f"reveal cards until {op[2]} with a {op[1]} tag and take them"
    if k == "search":
        return "reveal the top card: a microbe tag adds a resource here"
    if k == "nextdiscount":
        return f"the next card you play this generation costs {op[1]} M€ less"
    if k == "nextslack":
        return f"the next card you play ignores {op[1]} steps of global requirements"
    if k == "spendmetal":
        return f"spend {op[2]} M€ ({'titanium' if op[1] == 'ti' else 'steel'} may pay)"
    if k == "takeres":
        return f"take {op[2]} {op[1]} from another card"
    return k


def ops_text(ops) -> str:
    return ", ".join(op_text(o) for o in ops) or "nothing"


REQ_NAMES = {"oxygen": "oxygen", "temp": "temperature", "oceans": "oceans", "greeneries": "your greeneries",
             "cities": "cities"}


def req_text(req) -> str:
    if not req:
        return ""
    what, cmp, n = req
    if what == "ecosystems":
        return "a microbe, an animal and a plant tag"
    if what.startswith("tag:"):
        return f"{n} {what[4:]} tag" + ("s" if n > 1 else "")
    if what.startswith("prod:"):
        return f"{RES_NAMES[what[5:]]} production"
    unit = {"oxygen": "%", "temp": "°C"}.get(what, "")
    return f"{REQ_NAMES[what]} {'at most' if cmp == '<=' else 'at least'} {n}{unit}"


def vp_text(vp) -> str:
    if isinstance(vp, int):
        return f"{vp} VP" if vp else ""
    per = vp["per"]
    words = {"res": "resource here", "tag:jovian": "Jovian tag", "adjacent:ocean": "adjacent ocean",
             "adjacent:city": "adjacent city", "cities": "city", "res_any": "card with a resource"}[per]
    if per == "res_any":
        return "3 VP if any resource is here"
    n = vp["mul"]
    return f"{n} VP per {vp['div']} {words}s" if vp["div"] > 1 else f"{n} VP per {words}"


def effect_text(e) -> str:
    if "special" in e:
        return {"rebate20": "when you play a card or standard project of 20 M€ or more, get 4 M€ back",
                "metal_bonus": "when you place a tile on a steel or titanium bonus, steel production +1",
                "protected": "nobody else may remove your plants, animals or microbes",
                "vp_rebate": "when you play a card with victory points, gain 3 M€"}[e["special"]]
    if "discount" in e:
        tags = e["tags"]
        return f"your {tags[0]} cards cost {e['discount']} M€ less" if tags else \
            f"your cards cost {e['discount']} M€ less"
    on = e["on"]
    when = {"event": "you play an event", "card": "you play a card", "standard": "you use a standard project",
            "ocean": "an ocean is placed", "city": "a city is placed", "greenery": "you place a greenery",
            "citymars": "a city is placed on Mars", "spaceevent": "you play a space event"}.get(on[0])
    if on[0] == "tag":
        when = f"{'anyone' if e['who'] == 'any' else 'you'} play{'s' if e['who'] == 'any' else ''} a {on[1]} tag"
    elif on[0] in ("city", "ocean") and e["who"] == "own":
        when = f"you place {'a city' if on[0] == 'city' else 'an ocean'}"
    return f"when {when}: {ops_text(e['do'])}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_text(c) -> str:
    """Our short description of a card, built from its effects."""
    parts = []
    if c.get("do"):
        parts.append(_cap(ops_text(c["do"])) + ".")
    for e in c.get("effects", ()):
        parts.append(_cap(effect_text(e)) + ".")
    for i, a in enumerate(c.get("actions", ())):
        pay = ops_text(a["pay"]) if a["pay"] else ""
        parts.append("Action: " + (f"{pay} to " if pay else "") + ops_text(a["get"]) + ".")
    if not parts:
        parts.append("No effect beyond its tags" + (" and points." if c.get("vp") else "."))
    return " ".join(parts)


_STATIC: dict = {}


def static_table() -> dict:
    """What the board needs of every card, sent once per game (built once)."""
    if _STATIC:
        return _STATIC
    out = _STATIC
    for cid, c in CARDS.items():
        out[cid] = {"name": c["name"], "kind": c["kind"], "tags": c["tags"], "cost": c.get("cost", 0),
                    "req": req_text(c.get("req")), "vp": vp_text(c.get("vp", 0)), "text": card_text(c),
                    "holds": c.get("holds"), "start_mc": c.get("start_mc")}
    return out
