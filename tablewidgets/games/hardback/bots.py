"""Hardback's bot: an anagram search over the shipped word list (wild cards included) and plain
buying sense.

For each word of the list no longer than the cards it may use, the bot matches the word's letters
with its face-up cards (the best card of each letter first, inked cards always), fills the other
letters with its least useful cards laid face down, and values what the face-up cards would give;
the best few are scored exactly with the rules' own tally. It buys the most useful card it can
afford, again and again, then adverts late in the game.
"""

from __future__ import annotations

import random

from . import words as W
from .data import ADVERTS

COMMON = set("EARIOTNSL")
RARE = set("QZXJKV")


def letter_bonus(letter: str) -> float:
    return 0.8 if letter in COMMON else (-1.2 if letter in RARE else 0.0)


_INDEX: dict = {}
_BIT = {chr(97 + i): 1 << i for i in range(26)}


def words_of(length: int) -> list:
    """The words of one length, each with the bit mask of its letters (built once, when first needed)."""
    got = _INDEX.get(length)
    if got is None:
        got = _INDEX[length] = []
        for w in W.by_length().get(length, ()):
            m = 0
            for ch in w:
                m |= _BIT[ch]
            got.append((w, m))
    return got


class AuthorBot:
    level = "author"

    def __init__(self, seed: int | None = None, candidates: int = 24, budget: int = 30_000):
        self.rng = random.Random(seed)
        self.candidates = candidates
        self.budget = budget            # words matched letter by letter, at most (longest words first)
        for length in range(2, 13):     # the word index is built once, before the first decision
            words_of(length)
        self._plan_key = None
        self._plan = None

    def __repr__(self) -> str:
        return "<AuthorBot>"

    # ------------------------------------------------------------------ values
    def _late(self, game, seat) -> float:
        p = game.ps[seat]
        score = game.team_score() if game.coop else p["score"]
        return min(1.0, score / max(1, game.target))

    def card_value(self, game, cid: int) -> float:
        c = game.card(cid)
        v = 0.0
        for code, val in c.basic:
            v += {"c": 1.0, "p": 1.0, "e": 1.0, "r": 0.6, "tc": 0.3 * val, "tp": 0.3 * val}.get(code, 0.5) * (
                val if code in ("c", "p", "e") else 1)
        for code, val in c.bonus:
            v += 0.5 * (val if code in ("c", "p", "e") else 1)
        if c.timeless:
            v += 1.5
        return v + letter_bonus(c.letter)

    # ------------------------------------------------------------------ choosing
    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        phase = game.turn["phase"]
        if phase == "spell":
            return self._spell(game, seat, legal)
        if phase == "choose":
            return self._settle(game, seat, legal)
        if phase == "flush":
            return "done"
        return self._buy(game, seat, legal)

    def _spell(self, game, seat, legal) -> str:
        t = game.turn
        p = game.ps[seat]
        key = (len(game.history) - len(t["word"]) * 0, seat, tuple(p["hand"]), tuple(p["inked"]),
               tuple(c for q in game.ps for c in q["timeless"]))
        key = key[1:]
        if self._plan_key != key:
            self._plan_key = key
            self._plan = self.best_word(game, seat)
        plan = self._plan
        if plan is None:
            return "skip"
        word = t["word"]
        if t["wild"] is not None:
            i = len(word) - 1
            return f"letter {plan[i][1]}"
        if [tuple(s) for s in word] != [tuple(s) for s in plan[:len(word)]]:
            return "clear" if "clear" in legal else legal[-1]
        if len(word) == len(plan):
            if "spell" in legal:
                return "spell"
            self._plan = None
            return "skip"
        cid, _letter, state = plan[len(word)]
        action = f"add {cid}" if state == "up" else f"wild {cid}"
        return action if action in legal else "skip"

    def best_word(self, game, seat):
        """The best arrangement [[card, letter, 'up'|'wild'], ...] the bot can spell, or None."""
        p = game.ps[seat]
        inked = set(p["inked"])
        hand = list(p["hand"])
        others = [c for s, q in enumerate(game.ps) for c in q["timeless"] if s != seat]
        own_t = list(p["timeless"])
        late = self._late(game, seat)
        by_letter: dict[str, list] = {}
        for c in hand + others + own_t:
            val = self.card_value(game, c) if (c in hand) else (0.3 if c in others and not game.coop else 0.05)
            if c in inked:
                val += 100.0
            by_letter.setdefault(game.card(c).letter.lower(), []).append((val, c, c in hand and c not in inked))
        for lst in by_letter.values():
            lst.sort(reverse=True)
        wildable = [c for c in hand if c not in inked]
        n_total = len(hand) + len(others) + len(own_t)
        need_inked = len(inked)
        scored = []
        avail = {k: len(v) for k, v in by_letter.items()}
        have = sum(1 << (ord(ch) - 97) for ch in avail)
        spare = len(wildable)
        work = self.budget
        for length in range(min(n_total, 12), 1, -1):
            if work <= 0:
                break
            for w, mask in words_of(length):
                if (mask & ~have) and bin(mask & ~have).count("1") > spare:
                    continue        # more missing letters than cards to lay face down
                work -= 1
                used: dict[str, int] = {}
                unmatched = face_up = 0
                est = 0.0
                for ch in w:
                    k = used.get(ch, 0)
                    if k < avail.get(ch, 0):
                        used[ch] = k + 1
                        card = by_letter[ch][k]
                        est += card[0]
                        face_up += card[2]      # a hand card used face up cannot also lie face down
                    else:
                        unmatched += 1
                if unmatched + face_up > spare:
                    continue
                if need_inked and est < 100.0 * need_inked:
                    continue
                est += 0.15 * length - 0.2 * unmatched
                scored.append((est, w))
        if not scored:
            return None
        scored.sort(reverse=True)
        best, best_value = None, None
        for est, w in scored[:self.candidates]:
            slots = self._arrange(game, seat, w, by_letter, wildable)
            if slots is None:
                continue
            got = game.tally(seat, slots)
            value = got["points"] * (1.0 + late) + got["coins"] * (1.2 - 0.6 * late) + 0.8 * len(got["queue"])
            value += 0.2 * len(w) + (1.5 if game.opts["awards"] and len(w) >= 7 else 0.0)
            if best_value is None or value > best_value:
                best, best_value = slots, value
        return best

    def _arrange(self, game, seat, w, by_letter, wildable):
        taken = set()
        slots = []
        idx: dict[str, int] = {}
        for ch in w:
            k = idx.get(ch, 0)
            lst = by_letter.get(ch, [])
            if k < len(lst):
                idx[ch] = k + 1
                c = lst[k][1]
                taken.add(c)
                slots.append([c, ch, "up"])
            else:
                slots.append([None, ch, "wild"])
        spare = sorted((c for c in wildable if c not in taken), key=lambda c: self.card_value(game, c))
        for s in slots:
            if s[0] is None:
                if not spare:
                    return None
                s[0] = spare.pop(0)
        inked = set(game.ps[seat]["inked"])
        if not inked <= {s[0] for s in slots if s[2] == "up"}:
            return None
        return slots

    def _settle(self, game, seat, legal) -> str:
        kind, cid, value = game.turn["queue"][0][:3]
        late = self._late(game, seat)
        p = game.ps[seat]
        if kind in ("uncover", "double"):
            return max(legal, key=lambda a: self.card_value(game, int(a.split()[1])))
        if kind == "trash":
            item = game.turn["queue"][0]
            if item[3] == "tp" and late > 0.7:
                return legal[0]
            if item[3] == "tc" and game.card(cid).cost <= 3:
                return legal[0]
            return "done"
        if kind == "dump":
            starters = [a for a in legal if a.startswith("dump") and int(a.split()[1]) >= 1000]
            if starters:
                return min(starters, key=lambda a: self.card_value(game, int(a.split()[1])))
            return "done"
        if kind == "preview":
            c = game.turn["preview"][0]
            return f"discard {c}" if c >= 1000 and self.card_value(game, c) < 0.9 else f"keep {c}"
        if kind == "either":
            return "take points" if late > 0.5 or game.turn["coins"] >= 9 else "take coins"
        if kind == "ink":
            return "take ink" if p["ink"] < 3 else "take remover"
        if kind == "jail":
            if game.coop and len(game.offer) > 1 and game.card(game.offer[0]).cost > game.card(game.offer[1]).cost:
                return f"bury {game.offer[0]}"      # Penny takes the oldest card next: leave her a cheaper one
            if game.jail[seat] is not None or not game.offer:
                return "done"
            best = max(game.offer, key=lambda c: self.card_value(game, c) + game.card(c).points)
            return f"jail {best}"
        return legal[0]

    def _buy(self, game, seat, legal) -> str:
        p = game.ps[seat]
        late = self._late(game, seat)
        coins = game.turn["coins"]
        if "advert" in legal:
            cost, pts = ADVERTS[p["adverts"]]
            if late > 0.4 or pts / cost >= 0.8:
                return "advert"
        buys = [a for a in legal if a.startswith("buy ")]
        if buys:
            def worth(a):
                c = int(a.split()[1])
                card = game.card(c)
                value = card.points * (1 + late) + self.card_value(game, c) * (1 - 0.6 * late) + 0.4 * card.cost
                if game.coop and game.offer and c == game.offer[0]:
                    value += 0.5 * card.cost        # the card Penny would take next
                return value
            best = max(buys, key=worth)
            if worth(best) > 1.0:
                return best
        if "convert" in legal and coins < 6 and p["ink"] >= 6:
            return "convert"
        return "end"


#: "greedy" here is the quick author: the same search, fewer words scored exactly
LEVELS = {"author": lambda seed=None: AuthorBot(seed=seed),
          "greedy": lambda seed=None: AuthorBot(seed=seed, candidates=3)}
