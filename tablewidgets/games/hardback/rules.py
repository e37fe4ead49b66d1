"""Hardback's rules model (see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, IllegalAction, OptionError, register
from ...engine.game import Option
from . import words as W
from .data import (ADVERTS, AWARDS, CARDS, GENRE_NAMES, OFFER_DECK, SIGNATURES, STARTER_BY_LETTER,
                   STARTER_FIXED, STARTER_RANDOM, benefit_text)

HAND = 5
OFFER = 7
#: a safeguard the printed game does not need: a game nobody can finish ends after this many rounds
ROUND_LIMIT = 50
LETTERS = "abcdefghijklmnopqrstuvwxyz"
CHOICE_KINDS = ("uncover", "double", "trash", "dump", "preview", "either", "ink", "jail")


def card_name(cid: int) -> str:
    c = Hardback.card(cid)
    return f"{GENRE_NAMES[c.genre]} {c.letter}"


@register
class Hardback(Game):
    name = "hardback"
    title = "Hardback"
    tagline = "A deck-building word game: spell words from your cards, buy better letters."
    minutes = 40
    weight = "family"
    blurb = ("Spell a word with the five letter cards in your hand, earn cents and points from the "
             "cards you use, and buy new letters of four genres to write a better book than your rivals, "
             "or play together against Penny Dreadful.")
    min_players = 1
    max_players = 5
    default_players = 2
    seat_names = ("Red", "Blue", "Green", "Yellow", "Purple")
    colors = ("#c0392b", "#2e86c1", "#27ae60", "#d68910", "#8e44ad")
    hidden_information = True
    bot_levels = ("random", "greedy", "author")
    default_bot = "author"
    bot_titles = {"author": "Computer: author"}
    static_keys = ("cards",)
    score_label = "Points"
    options = (
        Option("mode", ("competitive", "cooperative"), "competitive", "Game mode",
               "Cooperative: the players (1 to 4) write together against Penny Dreadful. "
               "One player always plays the cooperative (solo) game.",
               names=(("competitive", "Competitive"), ("cooperative", "Cooperative Anthology"))),
        Option("penny", ("none", "random", "adventure", "horror", "mystery", "romance"), "none",
               "Penny Dreadful's signature genre", "Cooperative only: a genre that earns Penny extra points.",
               names=(("none", "no signature"),)),
        Option("length", (40, 60, 90, 180), 60, "Points to win",
               "The game ends once a player reaches this (cooperative: this many per player)."),
        Option("awards", (False, True), False, "Literary Awards", "Bonus points for the longest words."),
        Option("adverts", (False, True), False, "Adverts", "Buy points with cents, in order."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        self.coop = self.opts["mode"] == "cooperative" or n == 1
        if self.coop and n > 4:
            raise OptionError("The Cooperative Anthology is played by 1 to 4 players, not 5.")
        self.target = self.opts["length"] * (n if self.coop else 1)
        genre = self.opts["penny"]
        if not self.coop:
            genre = "none"
        elif genre == "random":
            genre = self.rng.choice(sorted(SIGNATURES))
        self.penny_genre = None if genre == "none" else genre
        self.penny = 0
        deck = list(OFFER_DECK)
        self.rng.shuffle(deck)
        self.offer_deck = deck            # next card last
        self.removed: list[int] = []      # trashed, jailed away, flushed: the next offer deck
        self.offer: list[int] = []        # oldest first
        self.jail: list = [None] * n
        self.ps = []
        extra_ids = 1000
        for s in range(n):
            two = self.rng.sample(list(STARTER_RANDOM), 2)
            # each player has their own starter cards: ids 1000 + 100 * seat + the printed card's id
            cards = [STARTER_BY_LETTER[l] for l in STARTER_FIXED] + [STARTER_BY_LETTER[l] for l in two]
            mine = [extra_ids + 100 * s + (c - 140) for c in cards]
            self.rng.shuffle(mine)
            self.ps.append({"deck": mine, "discard": [], "hand": [], "inked": [], "score": 0, "ink": 0,
                            "remover": 0, "timeless": [], "adverts": 0, "known": 0, "award": 0})
        self.award = 0                    # the length of the highest award held (0: none)
        self.turn = self._fresh_turn(0)
        self.round = 1
        self.final_round = False
        self.turns_taken = [0] * n
        self.last = [None] * n            # the last word of each seat ("—" for a skipped turn)
        for _ in range(OFFER):
            self._refill(trigger=False)
        for s in range(n):
            self._draw(s, HAND)

    def _fresh_turn(self, seat: int) -> dict:
        return {"seat": seat, "phase": "spell", "word": [], "wild": None, "coins": 0, "points": 0,
                "queue": [], "mult": {}, "preview": [], "changed": False, "flushed": False, "spelled": "",
                "bought": []}

    # ------------------------------------------------------------------ cards
    @staticmethod
    def card(cid: int):
        return CARDS[cid if cid < 1000 else 140 + cid % 100 % 20]

    def owner_of_timeless(self, cid: int):
        for s, p in enumerate(self.ps):
            if cid in p["timeless"]:
                return s
        return None

    def _draw(self, seat: int, k: int) -> list[int]:
        p = self.ps[seat]
        got = []
        for _ in range(k):
            if not p["deck"]:
                if not p["discard"]:
                    break
                p["deck"] = p["discard"]
                p["discard"] = []
                self.rng.shuffle(p["deck"])
                p["known"] = 0
            got.append(p["deck"].pop())
            p["known"] = max(0, p["known"] - 1)
        p["hand"].extend(got)
        if got:
            self.reveal()
        return got

    def _refill(self, trigger: bool = True) -> None:
        while len(self.offer) < OFFER:
            if not self.offer_deck:
                if not self.removed:
                    return
                self.offer_deck = self.removed
                self.removed = []
                self.rng.shuffle(self.offer_deck)
            cid = self.offer_deck.pop()
            self.offer.append(cid)
            self.reveal()
            if trigger and self.coop:
                # a new card in the offer row sends the turn owner's oldest Timeless Classic of its genre
                p = self.ps[self.turn["seat"]]
                genre = CARDS[cid].genre
                for t in p["timeless"]:
                    if self.card(t).genre == genre and not self._in_word(t):
                        p["timeless"].remove(t)
                        p["discard"].append(t)
                        self.say(f"{self.seat_name(self.turn['seat'])}'s Timeless Classic {card_name(t)} "
                                 f"is discarded ({card_name(cid)} joined the offer row).")
                        break

    def _in_word(self, cid: int) -> bool:
        return any(slot[0] == cid for slot in self.turn["word"])

    # ------------------------------------------------------------------ turn order
    def _to_move(self) -> tuple:
        return (self.turn["seat"],)

    def _legal(self, seat: int) -> list[str]:
        t = self.turn
        phase = t["phase"]
        p = self.ps[seat]
        if phase == "spell":
            if t["wild"] is not None:
                return [f"letter {c}" for c in LETTERS]
            used = {slot[0] for slot in t["word"]}
            out = [f"add {c}" for c in p["hand"] if c not in used]
            for s, q in enumerate(self.ps):
                out += [f"add {c}" for c in q["timeless"] if c not in used]
            out += [f"wild {c}" for c in p["hand"] if c not in used and c not in p["inked"]]
            out += [f"back {slot[0]}" for slot in t["word"]]
            if t["word"]:
                out.append("clear")
            if self._spell_problem() is None:
                out.append("spell")
            if p["ink"] > 0 and (p["deck"] or p["discard"]):
                out.append("ink")
            if p["remover"] > 0:
                out += [f"remover {c}" for c in p["inked"]]
            out.append("skip")
            return out
        if phase == "choose":
            return self._choice_actions(seat)
        if phase == "flush":
            return ["flush", "done"]
        if phase == "buy":
            out = []
            coins = t["coins"]
            costs = [(c, self.card(c).cost) for c in self.offer]
            if self.jail[seat] is not None:
                costs.append((self.jail[seat], self.card(self.jail[seat]).cost))
            out += [f"buy {c}" for c, cost in costs if cost <= coins]
            nxt = ADVERTS[p["adverts"]] if self.opts["adverts"] and p["adverts"] < len(ADVERTS) else None
            if nxt and nxt[0] <= coins:
                out.append("advert")
            if p["ink"] >= 3:
                wanted = [cost for _, cost in costs] + ([nxt[0]] if nxt else [])
                if any(coins < cost <= coins + p["ink"] // 3 for cost in wanted):
                    out.append("convert")
            out.append("end")
            return out
        return []

    def _choice_actions(self, seat: int) -> list[str]:
        kind, cid, value = self.turn["queue"][0][:3]
        if kind in ("uncover", "double"):
            return [f"{kind} {c}" for c in self._targets(kind, cid)]
        if kind == "trash":
            return [f"trash {cid}", "done"]
        if kind == "dump":
            return [f"dump {c}" for c in sorted(set(self.ps[seat]["discard"]))] + ["done"]
        if kind == "preview":
            c = self.turn["preview"][0]
            return [f"keep {c}", f"discard {c}"]
        if kind == "either":
            return ["take coins", "take points"]
        if kind == "ink":
            return ["take ink", "take remover"]
        if kind == "jail":
            out = [f"jail {c}" for c in self.offer] + [f"bury {c}" for c in self.offer]
            return out + ["done"]
        return []

    def _targets(self, kind: str, cid: int) -> list[int]:
        word = self.turn["word"]
        idx = next((i for i, slot in enumerate(word) if slot[0] == cid), None)
        if idx is None:
            return []
        out = []
        for j in (idx - 1, idx + 1):
            if 0 <= j < len(word):
                c, letter, wild = word[j]
                if kind == "uncover" and wild == "wild":
                    out.append(c)
                if kind == "double" and wild == "up" and self._mine(c):
                    out.append(c)
        return out

    def _mine(self, cid: int) -> bool:
        owner = self.owner_of_timeless(cid)
        return owner is None or owner == self.turn["seat"]

    # ------------------------------------------------------------------ parsing and reasons
    def _parse(self, text: str) -> str:
        parts = text.strip().lower().split()
        if not parts:
            return ""
        if parts[0] in ("coins", "points", "ink", "remover") and len(parts) == 1 and self.turn["phase"] == "choose":
            return f"take {parts[0]}"
        return " ".join(parts)

    def _spell_problem(self) -> str | None:
        t = self.turn
        p = self.ps[t["seat"]]
        if t["wild"] is not None:
            return "choose the letter of the wild card first"
        word = "".join(slot[1] for slot in t["word"])
        used = {slot[0] for slot in t["word"] if slot[2] == "up"}
        missing = [c for c in p["inked"] if c not in used]
        if missing:
            return "every inked card must be used face up (" + ", ".join(card_name(c) for c in missing) + ")"
        return W.why_not(word)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        t = self.turn
        head = action.split()[0] if action.split() else ""
        if t["phase"] == "spell":
            if head == "spell":
                why = self._spell_problem()
                if why:
                    return f"That word cannot be spelled: {why}."
            if head == "wild":
                c = action.split()[-1]
                if c.isdigit() and int(c) in self.ps[seat]["inked"]:
                    return "An inked card must be used face up: it cannot be made wild."
                if c.isdigit() and self.owner_of_timeless(int(c)) is not None:
                    return "A Timeless Classic cannot be made wild."
            if head == "ink":
                return "Drawing a card costs 1 ink, and you need a card left to draw."
            if head in ("buy", "end", "flush", "take"):
                return "First spell a word (or skip your turn): buying comes after spelling."
            return "While spelling you may add, wild, take back, ink, remover, spell or skip."
        if t["phase"] == "buy":
            if head == "buy":
                c = action.split()[-1]
                if c.isdigit() and int(c) in self.jail and self.jail.index(int(c)) != seat:
                    return "That card is in another player's jail: only they may buy it."
                if c.isdigit() and (int(c) in self.offer or int(c) == self.jail[seat]):
                    return f"You have {t['coins']}¢: that card costs {self.card(int(c)).cost}¢."
                return "You can only buy a card of the offer row or your own jail."
            if head == "advert":
                return "Adverts must be on, bought in order, once each, and paid in full."
            if head == "convert":
                return "Ink converts at 3 for 1¢, and only when it pays for something you could not afford."
        if t["phase"] == "flush" and head == "flush":
            return "The offer row can be flushed only when 4 cards cost 6¢ or more or 4 share a genre."
        if t["phase"] == "choose":
            return f"First settle the {t['queue'][0][0]} benefit of {card_name(t['queue'][0][1])}."
        return None

    # ------------------------------------------------------------------ actions
    def action_audience(self, action: str, seat: int):
        head = action.split()[0]
        if self.turn["phase"] == "spell" and head in ("add", "wild", "letter", "back", "clear"):
            return (seat,)
        return None

    def _apply(self, seat: int, action: str) -> None:
        t = self.turn
        p = self.ps[seat]
        words = action.split()
        head = words[0]
        arg = words[1] if len(words) > 1 else ""
        if t["phase"] == "spell":
            self._apply_spell(seat, head, arg)
        elif t["phase"] == "choose":
            self._apply_choice(seat, head, arg)
        elif t["phase"] == "flush":
            if head == "flush":
                self.removed.extend(self.offer)
                self.offer = []
                self._refill()
                t["changed"] = True
                t["flushed"] = True
            t["phase"] = "buy"
        elif t["phase"] == "buy":
            if head == "buy":
                cid = int(arg)
                if cid == self.jail[seat]:
                    self.jail[seat] = None
                else:
                    self.offer.remove(cid)
                    t["changed"] = True
                c = self.card(cid)
                t["coins"] -= c.cost
                p["discard"].append(cid)
                p["score"] += c.points
                t["bought"].append(cid)
                if self.penny_genre == "adventure" and self._offer_has("adventure"):
                    self.penny += 1         # Penny's signature: a purchase while Adventure is on offer
                self._refill()
            elif head == "advert":
                cost, pts = ADVERTS[p["adverts"]]
                t["coins"] -= cost
                p["score"] += pts
                p["adverts"] += 1
            elif head == "convert":
                p["ink"] -= 3
                t["coins"] += 1
                if self.penny_genre == "horror" and self._offer_has("horror"):
                    self.penny += 3         # Penny's signature: every ink used while Horror is on offer
            elif head == "end":
                p["ink"] += t["coins"]
                t["coins"] = 0
                self._end_turn(seat)

    def _offer_has(self, genre: str) -> bool:
        return any(CARDS[c].genre == genre for c in self.offer)

    def _apply_spell(self, seat: int, head: str, arg: str) -> None:
        t = self.turn
        p = self.ps[seat]
        if head == "add":
            cid = int(arg)
            t["word"].append([cid, self.card(cid).letter.lower(), "up"])
        elif head == "wild":
            t["word"].append([int(arg), "?", "wild"])
            t["wild"] = int(arg)
        elif head == "letter":
            t["word"][-1][1] = arg
            t["wild"] = None
        elif head == "back":
            t["word"] = [slot for slot in t["word"] if slot[0] != int(arg)]
        elif head == "clear":
            t["word"] = []
        elif head == "ink":
            p["ink"] -= 1
            got = self._draw(seat, 1)
            p["inked"].extend(got)
            if self.penny_genre == "horror" and self._offer_has("horror"):
                self.penny += 1
            self.say(f"{self.seat_name(seat)} inks a card: {card_name(got[0])}.")
        elif head == "remover":
            p["remover"] -= 1
            p["inked"].remove(int(arg))
        elif head == "skip":
            self.last[seat] = "—"
            self._end_turn(seat)
        elif head == "spell":
            self._spell(seat)

    # ------------------------------------------------------------------ resolving a word
    def active_cards(self, seat: int, word: list | None = None) -> list[int]:
        """The cards that give ``seat`` benefits: its face-up (or uncovered) cards in the word and
        its own Timeless Classics in play."""
        word = self.turn["word"] if word is None else word
        own_timeless = self.ps[seat]["timeless"]
        out = []
        for c, _letter, state in word:
            if state == "wild":
                continue
            owner = self.owner_of_timeless(c)
            if owner is not None and owner != seat:
                continue
            out.append(c)
        out += [c for c in own_timeless if c not in out]
        return out

    def genre_counts(self, cards: list[int]) -> dict:
        counts: dict[str, int] = {}
        for c in cards:
            g = self.card(c).genre
            counts[g] = counts.get(g, 0) + 1
        return counts

    def benefits_of(self, cid: int, counts: dict) -> list:
        c = self.card(cid)
        out = [(code, v, "basic") for code, v in c.basic]
        if c.bonus and counts.get(c.genre, 0) >= 2 and c.genre != "starter":
            out += [(code, v, "genre") for code, v in c.bonus]
        return out

    def _spell(self, seat: int) -> None:
        t = self.turn
        word = "".join(slot[1] for slot in t["word"]).upper()
        t["spelled"] = word
        self.last[seat] = word
        # other players' Timeless Classics used in the word go back to their owners (competitive)
        t["used_timeless"] = []
        for c, _l, _s in t["word"]:
            owner = self.owner_of_timeless(c)
            if owner is not None and owner != seat:
                t["used_timeless"].append(c)
        self._award(seat, len(word))
        t["phase"] = "choose"
        t["queue"] = []
        t["done_sources"] = []
        self._next_benefit(seat)

    def _award(self, seat: int, length: int) -> None:
        if not self.opts["awards"] or length < 7:
            return
        length = min(length, 12)
        if length < self.award:
            return
        if length > self.award:
            self.award = length
            for q in self.ps:
                q["award"] = 0
        elif self.coop and any(q["award"] for q in self.ps):
            return          # cooperative: only one player may hold an award
        self.ps[seat]["award"] = length
        self.say(f"{self.seat_name(seat)} holds the {length}-letter Literary Award ({AWARDS[length]} points).")

    def _next_benefit(self, seat: int) -> None:
        """Resolve what needs no decision and stop at the next decision (or go on to buying)."""
        t = self.turn
        while True:
            if t["queue"]:
                kind, cid = t["queue"][0][:2]
                if kind in ("uncover", "double"):
                    targets = self._targets(kind, cid)
                    if len(targets) == 0:
                        t["queue"].pop(0)
                        continue
                    if len(targets) == 1:
                        t["queue"].pop(0)
                        self._do_target(kind, targets[0])
                        continue
                if kind == "dump" and not self.ps[seat]["discard"]:
                    t["queue"].pop(0)
                    continue
                if kind == "jail" and not self.offer:
                    t["queue"].pop(0)
                    continue
                if kind == "preview" and not t["preview"]:
                    got = self._preview_draw(seat)
                    if not got:
                        t["queue"].pop(0)
                        continue
                return
            stage = t.get("stage", "uncover")
            if stage == "uncover":
                src = self._source("u", seat)
                if src is not None:
                    t["done_sources"].append(("u", src))
                    t["queue"].append(("uncover", src, 1))
                    continue
                t["stage"] = "double"
                continue
            if stage == "double":
                src = self._source("d", seat)
                if src is not None:
                    t["done_sources"].append(("d", src))
                    t["queue"].append(("double", src, 1))
                    continue
                t["stage"] = "rest"
                self._collect(seat)
                continue
            # every benefit is settled: the offer row, then buying
            t["phase"] = "flush" if self.flush_allowed() else "buy"
            return

    def _source(self, code: str, seat: int):
        active = self.active_cards(seat)
        counts = self.genre_counts(active)
        in_word = {slot[0] for slot in self.turn["word"]}
        for c in active:
            if c in in_word and ("u" if code == "u" else "d", c) not in self.turn["done_sources"]:
                if any(b[0] == code for b in self.benefits_of(c, counts)):
                    return c
        return None

    def _do_target(self, kind: str, target: int) -> None:
        t = self.turn
        if kind == "uncover":
            for slot in t["word"]:
                if slot[0] == target:
                    slot[2] = "uncovered"
        else:
            t["mult"][str(target)] = min(3, t["mult"].get(str(target), 1) + 1)

    def tally(self, seat: int, word: list, mult: dict | None = None) -> dict:
        """What the word's cards give at once, and the choices they leave: the preview and the
        resolution share it."""
        mult = mult or {}
        active = self.active_cards(seat, word)
        counts = self.genre_counts(active)
        p = self.ps[seat]
        in_word = {slot[0] for slot in word}
        coins = points = 0
        queue = []
        wilds = sum(1 for slot in word if slot[2] != "up")
        inked = sum(1 for slot in word if slot[0] in p["inked"])
        for c in active:
            m = mult.get(str(c), 1)       # a doubled card's numbers count twice (tripled: three times)
            for code, v, _src in self.benefits_of(c, counts):
                if code == "c":
                    coins += v * m
                elif code == "p":
                    points += v * m
                elif code == "adv":
                    coins += v * m * counts.get("adventure", 0)
                elif code == "inked":
                    coins += v * m * inked
                elif code == "wilds":
                    points += v * m * wilds
                elif code == "e":
                    queue.append(("either", c, v * m))
                elif code == "r":
                    queue.append(("ink", c, 1))
                elif code in ("tc", "tp") and c in in_word:
                    queue.append(("trash", c, v * m, code))
                elif code == "dump":
                    queue.append(("dump", c, v * m))
                elif code == "preview":
                    queue.append(("preview", c, 3))
                elif code == "j":
                    queue.append(("jail", c, 1))
        order = {"trash": 0, "dump": 1, "preview": 2, "either": 3, "ink": 4, "jail": 5}
        queue.sort(key=lambda q: order[q[0]])
        return {"coins": coins, "points": points, "queue": queue, "genres": counts}

    def _collect(self, seat: int) -> None:
        t = self.turn
        got = self.tally(seat, t["word"], t["mult"])
        t["coins"] += got["coins"]
        t["points"] += got["points"]
        self.ps[seat]["score"] += got["points"]
        t["queue"] = list(got["queue"])

    def _preview_draw(self, seat: int) -> list[int]:
        p = self.ps[seat]
        before = list(p["hand"])
        got = self._draw(seat, 3)
        p["hand"] = before
        self.turn["preview"] = got
        return got

    def _apply_choice(self, seat: int, head: str, arg: str) -> None:
        t = self.turn
        p = self.ps[seat]
        item = t["queue"][0]
        kind, cid, value = item[:3]
        if head in ("uncover", "double"):
            t["queue"].pop(0)
            self._do_target(head, int(arg))
        elif head == "trash":
            t["queue"].pop(0)
            t["word"] = [slot for slot in t["word"] if slot[0] != cid]
            if cid in p["timeless"]:
                p["timeless"].remove(cid)
            if cid in p["hand"]:
                p["hand"].remove(cid)
            self.removed.append(cid)
            if item[3] == "tc":
                t["coins"] += value
            else:
                p["score"] += value
                t["points"] += value
        elif head == "dump":
            t["queue"].pop(0)
            p["discard"].remove(int(arg))
            self.removed.append(int(arg))
            t["coins"] += value
        elif head in ("keep", "discard"):
            c = int(arg)
            t["preview"].remove(c)
            if head == "keep":
                p["deck"].append(c)
                p["known"] += 1
            else:
                p["discard"].append(c)
            if not t["preview"]:
                t["queue"].pop(0)
        elif head == "take":
            t["queue"].pop(0)
            if arg == "coins":
                t["coins"] += value
            elif arg == "points":
                p["score"] += value
                t["points"] += value
            elif arg == "ink":
                p["ink"] += 1
            else:
                p["remover"] += 1
        elif head in ("jail", "bury"):
            t["queue"].pop(0)
            c = int(arg)
            self.offer.remove(c)
            if head == "jail":
                if self.jail[seat] is not None:
                    self.removed.append(self.jail[seat])
                self.jail[seat] = c
            else:
                self.removed.append(c)
            t["changed"] = True
            self._refill()
        elif head == "done":
            t["queue"].pop(0)
        self._next_benefit(seat)

    def flush_allowed(self) -> bool:
        if self.coop or self.turn["flushed"]:
            return False
        dear = sum(1 for c in self.offer if CARDS[c].cost >= 6)
        counts = self.genre_counts(self.offer)
        return dear >= 4 or max(counts.values(), default=0) >= 4

    # ------------------------------------------------------------------ end of a turn
    def _end_turn(self, seat: int) -> None:
        t = self.turn
        p = self.ps[seat]
        if not t["changed"] and self.offer and not self.coop:
            # the clock: the oldest card leaves when the offer row did not change this turn
            old = self.offer.pop(0)
            self.removed.append(old)
            self.say(f"The clock strikes: {card_name(old)} leaves the offer row.")
            self._refill()
        spelled = t["phase"] != "spell"
        for c, _l, state in t["word"]:
            owner = self.owner_of_timeless(c)
            if owner is not None and owner != seat:
                if not self.coop and spelled:
                    self.ps[owner]["timeless"].remove(c)
                    self.ps[owner]["discard"].append(c)
                continue
            if c in p["timeless"]:
                continue
            if spelled and state != "wild" and self.card(c).timeless:
                p["timeless"].append(c)
            if c in p["hand"]:
                p["hand"].remove(c)
                if c not in p["timeless"]:
                    p["discard"].append(c)
        p["discard"].extend(p["hand"])
        p["hand"] = []
        p["inked"] = []
        self.turns_taken[seat] += 1
        if p["score"] >= self.target and not self.coop:
            self.final_round = True
        self._draw(seat, HAND)
        if self.coop:
            self._check_coop_end()
            if not self.over:
                self._penny_turn(seat)
            if self.over:
                return
        nxt = (seat + 1) % self.players
        if nxt == 0:
            if self.final_round or self.round >= ROUND_LIMIT:
                self._finish()
                return
            self.round += 1
        self.turn = self._fresh_turn(nxt)

    def _penny_turn(self, seat: int) -> None:
        if not self.offer:
            return
        c = self.offer.pop(0)
        card = CARDS[c]
        gain = card.cost * (2 if self.penny_genre == "romance" and card.genre == "romance" else 1)
        self.penny += gain
        self.say(f"Penny Dreadful takes {card_name(c)} and scores {gain}.")
        self.removed.append(c)
        self._refill()
        if self.penny_genre == "mystery" and card.genre == "mystery" and self.offer:
            cheap = min(self.offer, key=lambda x: (CARDS[x].cost, self.offer.index(x)))
            self.offer.remove(cheap)
            self.removed.append(cheap)
            self.say(f"Penny Dreadful jails {card_name(cheap)} away.")
            self._refill()
        self._check_coop_end()

    def team_score(self) -> int:
        return sum(p["score"] for p in self.ps)

    def _check_coop_end(self) -> None:
        if self.coop and not self.over and (self.team_score() >= self.target or self.penny >= self.target):
            self._finish()

    def _finish(self) -> None:
        bonus = [AWARDS[p["award"]] if p["award"] else 0 for p in self.ps]
        scores = [p["score"] + b for p, b in zip(self.ps, bonus)]
        details = [f"{p['score']} points" + (f" + {b} award" if b else "") + f", {p['ink']} ink"
                   for p, b in zip(self.ps, bonus)]
        if self.coop:
            team = sum(scores)
            win = team > self.penny
            reason = (f"The players ({team}) {'beat' if win else 'lose to'} Penny Dreadful ({self.penny}).")
            self.finish(scores, winners=list(range(self.players)) if win else [], reason=reason, details=details,
                        ranking=[1] * self.players)
            return
        keys = [(sc, p["ink"]) for sc, p in zip(scores, self.ps)]
        best = max(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
        ranking = [1 + sum(1 for other in keys if other > k) for k in keys]
        self.finish(scores, winners=winners, ranking=ranking, details=details,
                    reason="Most points wins; a tie goes to the most ink left.")

    # ------------------------------------------------------------------ words for people
    def describe(self, action: str, seat: int | None = None) -> str:
        who = self.seat_name(seat if seat is not None else self.turn["seat"])
        w = action.split()
        head, arg = w[0], (w[1] if len(w) > 1 else "")
        name = card_name(int(arg)) if arg.isdigit() else ""
        return {
            "add": f"{who} adds {name} to the word.",
            "wild": f"{who} lays {name} face down as a wild card.",
            "letter": f"{who} makes the wild card a {arg.upper()}.",
            "back": f"{who} takes {name} back into the hand.",
            "clear": f"{who} takes the whole word back.",
            "ink": f"{who} spends 1 ink to draw a card.",
            "remover": f"{who} spends remover on the inked {name}.",
            "spell": f"{who} spells {''.join(s[1] for s in self.turn['word']).upper()}.",
            "skip": f"{who} skips the turn.",
            "uncover": f"{who} uncovers {name}.",
            "double": f"{who} doubles {name}.",
            "trash": f"{who} trashes {name}.",
            "dump": f"{who} removes {name} from the discard pile.",
            "keep": f"{who} puts a previewed card back on the deck.",
            "discard": f"{who} discards the previewed {name}.",
            "take": f"{who} takes {arg}.",
            "jail": f"{who} jails {name}.",
            "bury": f"{who} removes {name} from the offer row.",
            "done": f"{who} passes on the benefit.",
            "flush": f"{who} flushes the offer row.",
            "buy": f"{who} buys {name}.",
            "advert": f"{who} buys an advert.",
            "convert": f"{who} turns 3 ink into 1¢.",
            "end": f"{who} ends the turn.",
        }.get(head, f"{who} plays {action}.")

    def label(self, action: str, seat: int | None = None) -> str:
        w = action.split()
        head, arg = w[0], (w[1] if len(w) > 1 else "")
        if arg.isdigit():
            c = self.card(int(arg))
            return {"add": f"Add {c.letter}", "wild": f"Wild {c.letter}", "back": f"Take back {c.letter}",
                    "remover": f"Remover on {c.letter}", "uncover": f"Uncover {c.letter}",
                    "double": f"Double {c.letter}", "trash": f"Trash {c.letter}", "dump": f"Dump {c.letter}",
                    "keep": f"Keep {c.letter}", "discard": f"Discard {c.letter}", "jail": f"Jail {c.letter}",
                    "bury": f"Remove {c.letter}", "buy": f"Buy {c.letter} ({c.cost}¢)"}.get(head, action)
        if head == "letter":
            return arg.upper()
        if head == "take":
            item = self.turn["queue"][0] if self.turn["queue"] else None
            if arg in ("coins", "points") and item:
                return f"{item[2]}{'¢' if arg == 'coins' else '★'}"
            return arg.capitalize()
        if head == "advert" and self.turn["seat"] is not None:
            p = self.ps[self.turn["seat"]]
            if p["adverts"] < len(ADVERTS):
                cost, pts = ADVERTS[p["adverts"]]
                return f"Advert {pts}★ ({cost}¢)"
        return {"ink": "Draw with ink", "spell": "Spell", "skip": "Skip turn", "clear": "Clear word",
                "done": "Pass", "flush": "Flush offer row", "convert": "3 ink → 1¢", "end": "End turn"}.get(head, action)

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        head, arg = w[0], (w[1] if len(w) > 1 else "")
        if head == "add":
            return [f"card-{arg}"]
        if head == "back":
            return [f"slot-{arg}"]
        if head == "wild":
            return [f"wild-{arg}"]
        if head == "letter":
            return [f"key-{arg}"]
        if head in ("uncover", "double", "trash"):
            return [f"slot-{arg}"]
        if head == "buy":
            return [f"offer-{arg}"]
        if head == "dump":
            return [f"discard-{arg}"]
        if head == "remover":
            return [f"remover-{arg}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        """Another seat sees a turn marked on its author's line (and a jailed card in the jail)."""
        head = action.split()[0]
        if head in ("add", "wild", "letter", "back", "clear"):
            return []
        if head == "jail":
            return [f"author-{seat}", f"offer-{action.split()[1]}"]
        return [f"author-{seat}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.turn["seat"]
        who = self.seat_name(s)
        phase = self.turn["phase"]
        if phase == "spell":
            if self.turn["wild"] is not None and seat == s:
                return f"{who}: choose the wild card's letter."
            return f"{who} is spelling a word."
        if phase == "choose":
            kind, cid = self.turn["queue"][0][:2]
            return f"{who}: settle the {kind} benefit of {card_name(cid)}."
        if phase == "flush":
            return f"{who} may flush the offer row."
        return f"{who} is buying with {self.turn['coins']}¢."

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> dict:
        t = self.turn
        me = seat == t["seat"]
        players = []
        for s, p in enumerate(self.ps):
            players.append({"name": self.seat_name(s), "score": p["score"], "ink": p["ink"],
                            "remover": p["remover"], "deck": len(p["deck"]), "discard": list(p["discard"]),
                            "hand": len(p["hand"]), "inked": list(p["inked"]), "timeless": list(p["timeless"]),
                            "jail": self.jail[s], "adverts": p["adverts"], "award": p["award"],
                            "genres": self._genre_bar(s), "last_word": self.last[s]})
        view = {"cards": self._static_cards(), "players": players, "offer": list(self.offer),
                "offer_deck": len(self.offer_deck), "removed": len(self.removed),
                "oldest": self.offer[0] if self.offer else None, "target": self.target, "round": self.round,
                "final_round": self.final_round, "coop": self.coop,
                "penny": ({"score": self.penny, "genre": self.penny_genre,
                           "signature": SIGNATURES.get(self.penny_genre or "", "")} if self.coop else None),
                "awards": ({"table": [[k, v] for k, v in AWARDS.items()], "length": self.award}
                           if self.opts["awards"] else None),
                "adverts": [list(a) for a in ADVERTS] if self.opts["adverts"] else None,
                "flushable": self.flush_allowed() if t["phase"] in ("flush", "buy") else False}
        public_word = t["phase"] != "spell"
        turn = {"seat": t["seat"], "phase": t["phase"], "coins": t["coins"], "points": t["points"],
                "spelled": t["spelled"], "bought": list(t["bought"])}
        if public_word:
            turn["word"] = [list(slot) for slot in t["word"]]
            turn["mult"] = dict(t["mult"])
            if t["queue"]:
                kind, cid, value = t["queue"][0][:3]
                turn["pending"] = {"kind": kind, "card": cid, "value": value}
        view["turn"] = turn
        if seat is not None:
            p = self.ps[seat]
            mine = {"hand": list(p["hand"])}
            if me and t["phase"] == "spell":
                mine["word"] = [list(slot) for slot in t["word"]]
                mine["wild"] = t["wild"]
                mine["check"] = self.word_check(seat)
            if me and t["preview"]:
                mine["preview"] = list(t["preview"])
            view["me"] = mine
        return view

    def word_check(self, seat: int) -> dict:
        t = self.turn
        word = "".join(slot[1] for slot in t["word"]).upper()
        problem = self._spell_problem() if t["word"] else "lay cards to spell a word"
        got = self.tally(seat, t["word"])
        extras = [f"{q[0]} {card_name(q[1])}" for q in got["queue"]]
        return {"word": word, "ok": problem is None, "problem": problem, "coins": got["coins"],
                "points": got["points"], "extras": extras}

    def _genre_bar(self, seat: int) -> dict:
        p = self.ps[seat]
        every = p["deck"] + p["discard"] + p["hand"] + p["timeless"] + list(self.turn["preview"] if
                                                                             self.turn["seat"] == seat else [])
        if self.turn["seat"] == seat:
            every += [slot[0] for slot in self.turn["word"] if slot[0] not in every and self._mine(slot[0])]
        return self.genre_counts(every)

    _static = None

    def _static_cards(self) -> dict:
        if Hardback._static is None:
            out = {}
            for cid, c in CARDS.items():
                out[str(cid)] = {"letter": c.letter, "genre": c.genre, "cost": c.cost, "points": c.points,
                                 "timeless": c.timeless,
                                 "basic": [benefit_text(k, v) for k, v in c.basic],
                                 "bonus": [benefit_text(k, v) for k, v in c.bonus]}
            Hardback._static = out
        return Hardback._static

    # ------------------------------------------------------------------ bots and checks
    def heuristic(self, seat: int) -> float:
        if self.coop:
            return max(-1.0, min(1.0, (self.team_score() - self.penny) / max(1, self.target)))
        mine = self.ps[seat]["score"]
        best = max((p["score"] for s, p in enumerate(self.ps) if s != seat), default=0)
        return max(-1.0, min(1.0, (mine - best) / max(20, self.target)))

    def all_cards(self) -> list[int]:
        every = list(self.offer_deck) + self.offer + self.removed + [c for c in self.jail if c is not None]
        for p in self.ps:
            every += p["deck"] + p["discard"] + p["hand"] + p["timeless"]
        every += self.turn["preview"]
        if self.turn["phase"] != "spell":
            held = set(every)
            every += [slot[0] for slot in self.turn["word"] if slot[0] not in held]
        return every

    def check_invariants(self) -> None:
        every = self.all_cards()
        assert len(every) == len(set(every)), "a card is in two places"
        assert sorted(c for c in every if c < 1000) == list(OFFER_DECK), "an offer card was lost or made"
        assert len(self.offer) <= OFFER
        for p in self.ps:
            assert p["ink"] >= 0 and p["remover"] >= 0 and p["score"] >= 0
            assert set(p["inked"]) <= set(p["hand"])
        assert self.turn["coins"] >= 0

    # ------------------------------------------------------------------ hidden information
    def _resample(self, seat, rng) -> None:
        for s, p in enumerate(self.ps):
            if s == seat:
                known = p["deck"][len(p["deck"]) - p["known"]:] if p["known"] else []
                rest = p["deck"][:len(p["deck"]) - p["known"]]
                rng.shuffle(rest)
                p["deck"] = rest + known
                continue
            keep = set(p["inked"])
            if self.turn["seat"] == s and self.turn["phase"] != "spell":
                keep |= {slot[0] for slot in self.turn["word"]}
            pool = [c for c in p["hand"] if c not in keep] + p["deck"]
            if self.turn["seat"] == s:
                pool += self.turn["preview"]
            rng.shuffle(pool)
            n_hand = len([c for c in p["hand"] if c not in keep])
            hand = [c for c in p["hand"] if c in keep] + pool[:n_hand]
            pool = pool[n_hand:]
            if self.turn["seat"] == s and self.turn["preview"]:
                k = len(self.turn["preview"])
                self.turn["preview"] = pool[:k]
                pool = pool[k:]
            p["hand"] = hand
            p["deck"] = pool
            p["known"] = 0
            if self.turn["seat"] == s and self.turn["phase"] == "spell":
                self.turn["word"] = []
                self.turn["wild"] = None
        rng.shuffle(self.offer_deck)

    def clone(self):
        import copy as _copy
        twin = self._twin("offer_deck", "removed", "offer", "jail", "turns_taken", "last")
        twin.ps = [{k: (v.copy() if isinstance(v, list) else v) for k, v in p.items()} for p in self.ps]
        twin.turn = _copy.deepcopy(self.turn)
        return twin

    # ------------------------------------------------------------------ positions
    def _check_position(self, position: dict) -> None:
        known = {"hands", "decks", "discards", "offer", "ink", "remover", "scores", "timeless", "jail", "penny"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Hardback position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = self.players
        for key in ("hands", "decks", "discards", "timeless"):
            if key in position:
                v = position[key]
                if (not isinstance(v, list) or len(v) != n
                        or not all(isinstance(x, list) and all(isinstance(c, str) for c in x) for x in v)):
                    raise OptionError(f"Position key {key!r} is one list of card names per player, "
                                      f"like [['A', 'adventure Q'], []].")
        for key in ("ink", "remover", "scores"):
            if key in position:
                v = position[key]
                if (not isinstance(v, list) or len(v) != n or
                        not all(type(x) is int and 0 <= x <= 999 for x in v)):
                    raise OptionError(f"Position key {key!r} is one whole number from 0 to 999 per player.")
        if "offer" in position:
            v = position["offer"]
            if not isinstance(v, list) or not 1 <= len(v) <= OFFER or not all(isinstance(c, str) for c in v):
                raise OptionError("Position key 'offer' is a list of 1 to 7 card names, oldest first.")
        if "jail" in position:
            v = position["jail"]
            if not isinstance(v, list) or len(v) != n or not all(x is None or isinstance(x, str) for x in v):
                raise OptionError("Position key 'jail' is one card name or None per player.")
        if "penny" in position:
            v = position["penny"]
            if type(v) is not int or not 0 <= v <= 999:
                raise OptionError("Position key 'penny' is Penny Dreadful's score, a whole number from 0 to 999.")

    def _set_position(self, position: dict) -> None:
        """Start the first player's turn from ``position``: card names are ``"A"`` (a starter
        card of that letter, the player's own) or ``"genre L"`` (``"adventure Q"``). When any of
        ``hands``, ``decks``, ``discards`` or ``timeless`` is given, each player's cards are exactly
        the ones named (decks top card last)."""
        pool = {c: [i for i in OFFER_DECK if CARDS[i].genre == c] for c in ("adventure", "horror", "mystery", "romance")}
        taken: set = set()

        def offer_card(name: str) -> int:
            genre, _, letter = name.lower().partition(" ")
            if genre not in pool or len(letter) != 1:
                raise OptionError(f"Position card {name[:20]!r} is not a card: write 'A' (starter) or 'horror B'.")
            for i in pool[genre]:
                if CARDS[i].letter == letter.upper() and i not in taken:
                    taken.add(i)
                    return i
            raise OptionError(f"Position card {name[:20]!r}: no such card is left.")

        used: set = set()

        def card_for(seat: int, name: str) -> int:
            if len(name) == 1 and name.upper() in STARTER_BY_LETTER:
                cid = 1000 + 100 * seat + STARTER_BY_LETTER[name.upper()] - 140
                while cid in used:
                    cid += 20           # another starter card of the same letter
                    if cid >= 1000 + 100 * seat + 100:
                        raise OptionError("Position: at most 5 starter cards of one letter per player.")
                used.add(cid)
                return cid
            return offer_card(name)

        fields = (("hands", "hand"), ("decks", "deck"), ("discards", "discard"), ("timeless", "timeless"))
        if any(key in position for key, _ in fields):
            for s, p in enumerate(self.ps):
                for key, field in fields:
                    p[field] = [card_for(s, n) for n in position[key][s]] if key in position else []
                p["known"] = 0
        for s, p in enumerate(self.ps):
            for key, field in (("ink", "ink"), ("remover", "remover"), ("scores", "score")):
                if key in position:
                    p[field] = position[key][s]
        if "offer" in position:
            self.offer = [offer_card(n) for n in position["offer"]]
        if "jail" in position:
            self.jail = [offer_card(n) if n else None for n in position["jail"]]
        if "penny" in position:
            self.penny = position["penny"]
        held = set(self.offer) | {c for c in self.jail if c is not None}
        for p in self.ps:
            held |= set(p["hand"] + p["deck"] + p["discard"] + p["timeless"])
        if "offer" not in position:
            self.offer = []
        self.offer_deck = [c for c in OFFER_DECK if c not in held and c not in self.offer]
        self.rng.shuffle(self.offer_deck)
        if "offer" not in position:
            self._refill(trigger=False)
        self.removed = []
