"""Build tablewidgets/games/terraforming_mars/cards.json from public card facts.

Source of the facts: the Board Game Arena implementation elaskavaia/bga-mars (misc/cards_material.csv:
names, costs, tags, requirements, victory points and effects in that project's compact notation).
This script reads only the numbers and names, and translates each effect into this package's own
effect vocabulary (see rules.py). It writes no text of that project: each card's short description
is generated from our vocabulary. Cards whose effects our vocabulary cannot yet express are left
out of the table and listed in ``skipped``.

    python scripts/terraforming_mars_cards.py /path/to/bga-mars/misc/cards_material.csv
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

RES = {"m": "mc", "s": "steel", "u": "ti", "p": "plants", "e": "energy", "h": "heat"}
TAGS = {"Building": "building", "Space": "space", "Science": "science", "Power": "energy",
        "Energy": "energy", "Earth": "earth", "Jovian": "jovian", "Plant": "plant", "Microbe": "microbe",
        "Animal": "animal", "City": "city", "Event": "event", "Wild": "wild"}


class Unsupported(Exception):
    pass


LOOKS = ((r"(\d*)predraw,\?buycard,prediscard", lambda m: f"LOOK_{m.group(1) or 1}_1_3"),
         (r"(\d*)predraw,(\d*)keep,prediscard", lambda m: f"LOOK_{m.group(1) or 1}_{m.group(2) or 1}_0"))


def tokenize(s):
    for pattern, make in LOOKS:
        s = re.sub(pattern, make, s)
    return re.findall(r"\(|\)|,|\+|/|:|'[^']*'|[^(),+/:\s']+|\s+", s)


class Parser:
    def __init__(self, s):
        self.t = [x for x in tokenize(s)]
        self.i = 0

    def peek(self):
        while self.i < len(self.t) and self.t[self.i].isspace():
            self.i += 1
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self):
        x = self.peek()
        self.i += 1
        return x

    def seq(self):
        items = [self.choice()]
        while self.peek() in (",", "+") or (self.peek() not in (None, ")", "/", ":")):
            if self.peek() in (",", "+"):
                self.take()
            items.append(self.choice())
        return ("seq", items)

    def choice(self):
        items = [self.pay()]
        while self.peek() == "/":
            self.take()
            items.append(self.pay())
        return items[0] if len(items) == 1 else ("alt", items)

    def pay(self):
        a = self.atom()
        if self.peek() == ":":
            self.take()
            b = self.atom()
            return ("pay", a, b)
        return a

    def atom(self):
        x = self.take()
        if x == "(":
            inner = self.seq()
            if self.take() != ")":
                raise Unsupported("paren")
            return inner
        if x is None or x in (")", ",", "+", "/", ":"):
            raise Unsupported(f"token {x}")
        if self.peek() == "(" and self.t[self.i] == "(":
            self.take()
            depth, args = 1, []
            while depth:
                y = self.take()
                if y is None:
                    raise Unsupported("args")
                depth += (y == "(") - (y == ")")
                if depth:
                    args.append(y)
            return ("call", x, "".join(args))
        return ("tok", x)


def word(tok):
    m = re.fullmatch(r"(\d*)(n?)(.+?)(_Any)?", tok)
    count = int(m.group(1) or 1)
    neg, name, anyone = m.group(2) == "n", m.group(3), bool(m.group(4))
    return count, neg, name, anyone


def counter_key(arg):
    arg = arg.strip("'")
    m = re.fullmatch(r"tag(\w+?)(/(\d+))?", arg)
    if m and m.group(1) in TAGS:
        return ["tag", TAGS[m.group(1)], int(m.group(3) or 1)]
    m = re.fullmatch(r"opp_tag(\w+)", arg)
    if m and m.group(1) in TAGS:
        return ["othertag", TAGS[m.group(1)], 1]
    if arg == "all_city":
        return ["cities", "all", 1]
    if arg == "all_cityonmars":
        return ["cities", "mars", 1]
    if arg == "all_cardsRed":
        return ["events", "own", 1]
    if arg == "((tagPlant>=3)*4)+((tagPlant<3)*1)":
        return ["plantbonus", "plant", 1]
    raise Unsupported(f"counter {arg}")


def ops(node):
    """Our vocabulary for one parsed node: a list of ops."""
    kind = node[0]
    if kind == "seq":
        out, mult = [], None
        for item in node[1]:
            if item[0] == "call" and item[1] == "counter":
                mult = counter_key(item[2])
                continue
            got = ops(item)
            if mult is not None:
                got = [["times", mult, got]]
                mult = None
            out += got
        if mult is not None:
            raise Unsupported("dangling counter")
        return out
    if kind == "alt":
        return [["choose"] + [ops(x) for x in node[1]]]
    if kind == "pay":
        if node[1][0] == "call" and node[1][1] == "counter":
            arg = node[1][2]
            if arg == "ph,1":
                return [["exchange", "prod", "heat", "mc"]]
            if arg == "e,1":
                return [["exchange", "res", "energy", "mc"]]
            return [["times", counter_key(arg), ops(node[2])]]
        return ops(node[1]) + ops(node[2])
    if kind == "call":
        name, arg = node[1], node[2].strip("'")
        count, neg, base, anyone = word(name)
        if base == "city":
            where = {"Noctis City": "noctis", "Phobos Space Haven": "phobos", "Ganymede Colony": "ganymede",
                     "adj_no": "isolated", "adj_city_2": "near2cities", "vol": "volcanic"}.get(arg)
            if where is None:
                raise Unsupported(f"city {arg}")
            return [["tile", "city", where]]
        if base == "forest":
            if arg == "ocean":
                return [["tile", "greenery", "ocean_space"]]
            raise Unsupported(f"forest {arg}")
        if base == "tile":
            where = {"adj_no": "isolated", "adj_own": "next_own_steel", "ocean": "ocean_space",
                     "adj_city": "next_city", "adj_forest": "next_greenery", "vol": "volcanic"}.get(arg)
            if where is None:
                raise Unsupported(f"tile {arg}")
            return [["tile", "special", where]]
        if base == "w" and arg == "notocean":
            return [["tile", "ocean", "land"]]
        if base == "draw" and arg in TAGS:
            return [["drawtag", TAGS[arg], count]]
        if base in ("ores", "nores"):
            if arg not in ("Microbe", "Animal"):
                raise Unsupported(f"ores {arg}")
            return [["res_to" if base == "ores" and not neg else "res_off", arg.lower(), count]]
        raise Unsupported(f"call {name}")
    tok = node[1]
    if tok == "nop":
        return [["nothing"]]
    m = re.fullmatch(r"(\d*)steal_([a-z])", tok)
    if m:
        return [["steal", RES[m.group(2)], int(m.group(1) or 1)]]
    m = re.fullmatch(r"(\d+)nm([us])", tok)
    if m:
        return [["spendmetal", RES[m.group(2)], int(m.group(1))]]
    m = re.fullmatch(r"LOOK_(\d+)_(\d+)_(\d+)", tok)
    if m:
        return [["look", int(m.group(1)), int(m.group(2)), int(m.group(3))]]
    special = {"acard5": ["search"], "acard149": ["res_to", "any", 1]}
    if tok in special:
        return [list(special[tok])]
    count, neg, base, anyone = word(tok)
    sign = -1 if neg else 1
    if base == "p" or (base in RES and len(base) == 1):
        if anyone:
            return [["hit", RES[base], count]]
        return [["gain", RES[base], sign * count]]
    if len(base) == 2 and base[0] == "p" and base[1] in RES:
        if anyone:
            return [["hitprod", RES[base[1]], count]]
        return [["prod", RES[base[1]], sign * count]]
    simple = {"t": "temp", "o": "oxygen", "w": "ocean", "tr": "tr", "draw": "draw"}
    if base in simple and not neg:
        return [[simple[base], count]]
    if base == "city":
        return [["tile", "city", "normal"]]
    if base == "forest":
        return [["tile", "greenery", "normal"]]
    if base == "tile":
        return [["tile", "special", "normal"]]
    if (base == "SPENDRES" or base == "res") and neg:
        return [["spendres", count]]
    if base == "res" and not neg:
        return [["res", count]]
    if base == "eru":
        return [["tivalue", 1]]
    if base == "ers":
        return [["steelvalue", 1]]
    if base == "pdelta":
        return [["slack", 2]]
    if base == "nop":
        return [["nothing"]]
    raise Unsupported(f"token {tok}")


def action(text):
    """A blue card's action: a list of alternatives, each {"pay": ops, "get": ops}."""
    node = Parser(text).seq()
    alts = node[1][0][1] if len(node[1]) == 1 and node[1][0][0] == "alt" else [node]
    out = []
    for alt in alts:
        if alt[0] == "seq" and len(alt[1]) == 1 and alt[1][0][0] == "pay" and alt[1][0][1][:2] == ("call", "counter"):
            alt = alt[1][0]
        if alt[0] == "pay" and alt[1][0] == "call" and alt[1][1] == "counter":
            out.append({"pay": [], "get": ops(alt)})
            continue
        if alt[0] == "seq" and len(alt[1]) > 1 and alt[1][0][0] == "pay":
            first = alt[1][0]
            alt = ("pay", first[1], ("seq", [first[2]] + alt[1][1:]))
        if alt[0] == "seq" and len(alt[1]) == 1:
            alt = alt[1][0]
        if alt[0] == "pay":
            pay = ops(alt[1])
            for op in pay:
                if op[0] == "gain" and op[2] < 0:
                    op[2] = -op[2]
                    op[0] = "spend"
                elif op[0] == "prod" and op[2] < 0:
                    op[0] = "spendprod"
                    op[2] = -op[2]
                elif op[0] in ("spendres", "spendmetal"):
                    pass
                elif op[0] == "res_off":
                    op[:] = ["takeres", op[1], op[2]]
                else:
                    raise Unsupported("pay with " + str(op))
            out.append({"pay": pay, "get": ops(alt[2])})
        else:
            out.append({"pay": [], "get": ops(alt)})
    return out


def pay_node(tok):
    """'2nres' = spend 2 resources of this card."""
    m = re.fullmatch(r"(\d*)nres", tok)
    if m:
        return [["spendres", int(m.group(1) or 1)]]
    return None


def action_text(text):
    # the card's own resources as a cost: rewrite 'Xnres:' before parsing
    parts = []
    for chunk in re.split(r"(\d*nres:)", text):
        parts.append(chunk)
    text2 = re.sub(r"(\d*)nres:", lambda m: f"{m.group(1)}SPENDRES:", text)
    alts = action(text2.replace("SPENDRES", "nSPENDRES"))
    for alt in alts:
        for op in alt["pay"]:
            pass
    return alts


EFFECT_EVENTS = {"play_cardEvent": ["event"], "play_card": ["card"], "play_stan": ["standard"],
                 "place_ocean": ["ocean"], "place_city": ["city"], "place_forest": ["greenery"],
                 "place_cityonmars": ["citymars"]}


def effect(text):
    out = []
    for part in text.split(";"):
        if part.startswith("defense"):
            if not any(e.get("special") == "protected" for e in out):
                out.append({"special": "protected"})
            continue
        m = re.fullmatch(r"onPay_(card|cardSpace|tag(\w+)):(\d*)m", part)
        if m:
            tags = None
            if m.group(1) == "cardSpace":
                tags = ["space"]
            elif m.group(2):
                tags = [TAGS[m.group(2)]]
            out.append({"discount": int(m.group(3) or 1), "tags": tags})
            continue
        m = re.fullmatch(r"(play_tag(\w+)|play_cardSpaceEvent|play_cardEvent|play_stan|place_ocean|place_city|place_forest|place_cityonmars):(.+?)(:this)?(:any)?", part)
        if not m:
            raise Unsupported("effect " + part)
        body = m.group(3)
        if body.endswith(":that"):
            body = body[: -len(":that")]
        who = "any" if m.group(5) else "own"
        if m.group(2):
            if m.group(2) not in TAGS:
                raise Unsupported("tag")
            on = ["tag", TAGS[m.group(2)]]
        elif m.group(1) == "play_cardSpaceEvent":
            on = ["spaceevent"]
        else:
            on = EFFECT_EVENTS[m.group(1)]
        if body == "?(discard:draw)":
            out.append({"on": on, "who": who, "do": [["swap"]]})
            continue
        if body.startswith("?") or "that" in body:
            raise Unsupported("optional effect")
        out.append({"on": on, "who": who, "do": ops(Parser(body).seq())})
    return out


def requirement(text):
    text = text.strip()
    if not text:
        return None
    m = re.fullmatch(r"([otw])\s*(<=|>=)\s*(-?\d+)", text)
    if m:
        return [{"o": "oxygen", "t": "temp", "w": "oceans"}[m.group(1)], m.group(2), int(m.group(3))]
    m = re.fullmatch(r"tag(\w+)(>=(\d+))?", text)
    if m and m.group(1) in TAGS:
        return ["tag:" + TAGS[m.group(1)], ">=", int(m.group(3) or 1)]
    m = re.fullmatch(r"p([a-z])(>0)?", text)
    if m and m.group(1) in RES:
        return ["prod:" + RES[m.group(1)], ">=", 1]
    if text == "forest>0":
        return ["greeneries", ">=", 1]
    if text.startswith("((((tagMicrobe>0) + (tagAnimal>0)) + (tagPlant>0"):
        return ["ecosystems", ">=", 3]
    m = re.fullmatch(r"all_city>=(\d+)", text)
    if m:
        return ["cities", ">=", int(m.group(1))]
    raise Unsupported("requirement " + text)


def vp(text):
    text = text.strip()
    if text in ("", "0"):
        return 0
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    m = re.fullmatch(r"resCard(/(\d+))?(\*(\d+))?", text)
    if m:
        return {"per": "res", "div": int(m.group(2) or 1), "mul": int(m.group(4) or 1)}
    if text == "tagJovian":
        return {"per": "tag:jovian", "div": 1, "mul": 1}
    if text == "adj_ocean":
        return {"per": "adjacent:ocean", "div": 1, "mul": 1}
    if text == "adj_city":
        return {"per": "adjacent:city", "div": 1, "mul": 1}
    if text == "all_city/3":
        return {"per": "cities", "div": 3, "mul": 1}
    if text == "(resCard>0)*3":
        return {"per": "res_any", "div": 1, "mul": 3}
    raise Unsupported("vp " + text)


#: corporation effects named in our rules instead of the vocabulary
SPECIAL_EFFECTS = {"CrediCor": "rebate20", "Mining Guild": "metal_bonus", "Vitor": "vp_rebate"}

#: card actions written as our named special ops
SPECIAL_ACTIONS = {"Robinson Industries": [{"pay": [["spend", "mc", 4]], "get": [["lowest"]]}]}

#: cards whose effect is one of our named special ops
SPECIAL_DO = {"Robotic Workforce": [["copyprod"]], "Land Claim": [["claim"]],
              "Ecology Experts": [["prod", "plants", 1], ["playnow", "slack"]],
              "Excentric Sponsor": [["playnow", "discount"]]}

#: events whose effect is on the next card played this generation
NEXT_CARD = {"Indentured Workers": ["nextdiscount", 8], "Special Design": ["nextslack", 2]}

HOLDS = {"Animal": "animal", "Microbe": "microbe", "Science": "science", "Fighter": "fighter"}


def holds(row):
    m = re.search(r"'holds' => '(\w+)'", row.get("php", ""))
    if m:
        return HOLDS.get(m.group(1), m.group(1).lower())
    tags = row["tags"].split()
    if "res" in row["a"] or "res" in row["e"] or "res" in row["r"]:
        for t in ("Animal", "Microbe"):
            if t in tags:
                return t.lower()
        if "nu:res" in row["a"]:
            return "fighter"
        if "6ne:res" in row["a"]:
            return "science"
    return None


def build(csv_path):
    cols, cards, skipped = None, [], []
    for line in Path(csv_path).read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("|")
        if cols is None:
            cols = cells
            continue
        row = dict(zip(cols, cells + [""] * (len(cols) - len(cells))))
        deck = row["deck"].strip()
        kind = {"1": "automated", "2": "active", "3": "event", "4": "corporation", "5": "prelude"}.get(row["t"])
        if kind is None or deck not in ("Basic", "Corporate", "Prelude", ""):
            continue
        try:
            card = {"id": ("c" if kind == "corporation" else "") + row["num"], "name": row["name"], "kind": kind,
                    "deck": {"Basic": "base", "Corporate": "corporate", "Prelude": "prelude"}.get(deck, "base"),
                    "tags": [TAGS[t] for t in row["tags"].split()] if row["tags"].strip() else []}
            cost = int(row["cost"] or 0)
            if kind == "corporation":
                card["start_mc"] = -cost
            else:
                card["cost"] = cost
            card["req"] = requirement(row["pre"])
            if row["name"] in SPECIAL_DO:
                card["do"] = [list(op) for op in SPECIAL_DO[row["name"]]]
            else:
                card["do"] = ops(Parser(row["r"]).seq()) if row["r"].strip() else []
            if row["name"] in SPECIAL_ACTIONS:
                card["actions"] = SPECIAL_ACTIONS[row["name"]]
            else:
                card["actions"] = action_text(row["a"]) if row["a"].strip() else []
            if row["name"] in SPECIAL_DO:
                card["effects"] = []
            elif row["name"] in NEXT_CARD:
                card["effects"] = []
                card["do"] = [list(NEXT_CARD[row["name"]])]
            elif kind == "corporation" and row["name"] in SPECIAL_EFFECTS:
                card["effects"] = [{"special": SPECIAL_EFFECTS[row["name"]]}]
            else:
                card["effects"] = effect(row["e"]) if row["e"].strip() else []
            card["vp"] = vp(row["vp"])
            card["holds"] = holds(row)
        except (Unsupported, KeyError, ValueError, AttributeError, IndexError, TypeError) as exc:
            skipped.append([row["num"], row["name"], str(exc)[:60]])
            continue
        cards.append(card)
    return cards, skipped


if __name__ == "__main__":
    cards, skipped = build(sys.argv[1])
    out = Path(__file__).resolve().parents[1] / "tablewidgets/games/terraforming_mars/cards.json"
    data = {"source": "Card facts (names, costs, tags, requirements, victory points, effects) from the "
                      "public Board Game Arena implementation github.com/elaskavaia/bga-mars "
                      "(misc/cards_material.csv), translated into our own effect vocabulary by "
                      "scripts/terraforming_mars_cards.py; no card text is copied.",
            "cards": cards, "skipped": skipped}
    # one card a line, so a change to a card is a change to its line
    rows = ",\n".join(json.dumps(c, ensure_ascii=False) for c in cards)
    out.write_text('{"source": ' + json.dumps(data["source"]) + ',\n"cards": [\n' + rows + '\n],\n"skipped": '
                   + json.dumps(skipped) + "}\n")
    print(len(cards), "cards;", len(skipped), "skipped")
    for s in skipped:
        print(" ", s)
