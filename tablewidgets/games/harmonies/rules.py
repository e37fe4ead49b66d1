"""The rules model of Harmonies (see the package docstring for the notation)."""

from __future__ import annotations

import copy
import re

from ...engine import Game, Option, OptionError, register
from . import board as B
from . import strategy
from .data import (ANIMALS, CARD_LIMIT, CARDS, CENTRAL_SPACES, COLOURS, END_EMPTY, KIND_WORDS, RIVER_SIZE,
                   SET_SIZE, SPIRIT_CARDS, SPIRIT_OFFER, TOKEN_COUNTS, Card, suns_for)

COLOUR_CODE = {name: i for i, name in enumerate(COLOURS)}
_ALIASES = {"gray": "grey", "water": "blue", "mountain": "grey", "trunk": "brown", "leaf": "green",
            "leaves": "green", "field": "yellow", "building": "red", "roof": "red"}
_FILLER = {"place", "put", "on", "onto", "to", "at", "the", "a", "token", "from", "set", "space", "card",
           "take", "cube", "keep", "spirit", "discard", "end", "turn", "done", "pass", "finish"}
_SPACE = re.compile(r"^[a-h][1-9]$")
CATEGORIES = ("trees", "mountains", "fields", "buildings", "water", "animals", "spirit")


def _card(card_id: str) -> Card:
    return CARDS.get(card_id) or SPIRIT_CARDS[card_id]


@register
class Harmonies(Game):
    name = "harmonies"
    title = "Harmonies"
    tagline = "Stack coloured tokens into landscapes that animals want to live in."
    minutes = 40
    weight = "family"
    designed_components = False   # the published cards and boards (see data.py)
    static_keys = ('spaces',)
    blurb = ("Draft sets of coloured tokens, stack them into trees, mountains and buildings on your own "
             "hex board, and shape the habitats your animal cards ask for.")
    min_players = 1
    max_players = 4
    default_players = 2
    seat_names = ("Fern", "River", "Stone", "Ember")
    colors = ("#3f8f5a", "#2f6fb0", "#8a8f98", "#c4553a")
    options = (
        Option("side", ("A", "B"), "A", "Board side",
               "Side A scores water as the longest river; side B scores each island that water cuts off.",
               names=(("A", "side A: rivers"), ("B", "side B: islands"))),
        Option("spirits", (False, True), False, "Nature's Spirit cards",
               "Each player is dealt two spirit cards and keeps one: an extra habitat with its own scoring."),
    )
    bot_levels = ("random", "greedy", "mcts")
    default_bot = "greedy"

    @classmethod
    def extra_bots(cls) -> dict:
        return strategy.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.side = self.opts["side"]
        self.solo = self.players == 1
        self.lay = B.layout(self.side)
        n = len(self.lay.names)
        self.bag = list(TOKEN_COUNTS)
        self.box = [0] * len(COLOURS)          # solo: tokens cleared from the central board
        self.central = [self._draw_set() for _ in range(CENTRAL_SPACES[self.solo])]
        self.deck = sorted(c.id for c in ANIMALS)
        self.river: list[str] = []
        self.discarded: list[str] = []         # solo: animal cards sent away
        self._fill_river()
        self.stacks = [[()] * n for _ in range(self.players)]
        self.cubes = [[False] * n for _ in range(self.players)]
        self.held: list[list[list]] = [[] for _ in range(self.players)]   # [[card id, cubes placed], ...]
        self.spirit: list[list | None] = [None] * self.players            # [spirit id, 0 or 1]
        self.offers: list[list[str]] = [[] for _ in range(self.players)]
        if self.opts["spirits"]:
            pool = sorted(SPIRIT_CARDS)
            self.rng.shuffle(pool)
            for s in range(self.players):
                self.offers[s] = sorted(pool[SPIRIT_OFFER * s:SPIRIT_OFFER * (s + 1)])
        self.turn = 0
        self.final_round = False
        self.end_reason = ""
        self.last: dict | None = None
        self._new_turn()

    def _new_turn(self) -> None:
        self.hand: list[int] = []
        self.taken: int | None = None          # central space emptied this turn (0-based)
        self.card_action: str | None = None    # "take" or "discard" once used this turn
        self.placed: list[list] = []           # [colour, space] placed this turn
        self.cubed: list[list] = []            # [card id, space] cubes placed this turn
        self._legal_cache = None

    def _draw_token(self) -> int:
        pick = self.rng.randint(1, sum(self.bag))
        for colour, count in enumerate(self.bag):
            pick -= count
            if pick <= 0:
                self.bag[colour] -= 1
                return colour
        raise AssertionError("the bag count is inconsistent")

    def _draw_set(self) -> list[int]:
        if sum(self.bag) < SET_SIZE:
            return []
        return sorted(self._draw_token() for _ in range(SET_SIZE))

    def _fill_river(self) -> None:
        while len(self.river) < RIVER_SIZE[self.solo] and self.deck:
            card = self.rng.choice(self.deck)
            self.deck.remove(card)
            self.river.append(card)

    # ------------------------------------------------------------------ positions
    def _set_position(self, position: dict) -> None:
        """Start from ``position`` (keys in the package docstring)."""
        if not isinstance(position, dict):
            raise OptionError("A Harmonies position is a dict with keys like 'boards', 'cards' and 'turn'.")
        known = {"boards", "cubes", "cards", "spirits", "central", "river", "hand", "taken", "turn",
                 "card_action", "final_round"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Harmonies position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = len(self.lay.names)
        boards = self._per_seat(position, "boards", {})
        self.stacks = []
        for seat, spec in enumerate(boards):
            if not isinstance(spec, dict):
                raise OptionError("Each entry of 'boards' is a dict like {'c3': 'brown green'}.")
            stacks = [()] * n
            for name, text in spec.items():
                if name not in self.lay.index:
                    raise OptionError(f"{name!r} is not a space of board side {self.side}.")
                stack = self._colours(text, f"boards[{seat}][{name!r}]")
                for h in range(len(stack)):
                    if not B.can_place(stack[:h], stack[h], False):
                        raise OptionError(f"The stack {text!r} on {name} cannot be built: "
                                          f"{B.why_not_place(stack[:h], stack[h], False)}.")
                stacks[self.lay.index[name]] = stack
            self.stacks.append(stacks)
        self.cubes = []
        for seat, names in enumerate(self._per_seat(position, "cubes", [])):
            flags = [False] * n
            for name in self._words(names, "cubes"):
                if name not in self.lay.index:
                    raise OptionError(f"Cube space {name!r} is not a space of board side {self.side}.")
                if not self.stacks[seat][self.lay.index[name]]:
                    raise OptionError(f"A cube on {name} needs a token under it.")
                flags[self.lay.index[name]] = True
            self.cubes.append(flags)
        self.held = []
        for seat, cards in enumerate(self._per_seat(position, "cards", [])):
            held = []
            for token in self._words(cards, "cards"):
                cid, _, placed = token.partition(":")
                if cid not in CARDS:
                    raise OptionError(f"There is no animal card {cid!r}.")
                count = int(placed) if placed.isdigit() else 0
                if count > len(CARDS[cid].ladder) or (placed and not placed.isdigit()):
                    raise OptionError(f"The {cid} card has {len(CARDS[cid].ladder)} cubes, not {placed!r}.")
                held.append([cid, count])
            self.held.append(held)
        spirits = position.get("spirits")
        if spirits is not None:
            if not self.opts["spirits"]:
                raise OptionError("Spirit cards are given, but the option spirits is off.")
            self.spirit = []
            for token in self._per_seat(position, "spirits", None):
                if token is None:
                    self.spirit.append(None)
                    continue
                sid, _, placed = str(token).partition(":")
                if sid not in SPIRIT_CARDS or placed not in ("", "0", "1"):
                    raise OptionError(f"{token!r} is not a spirit card like 'owl' or 'owl:1'.")
                self.spirit.append([sid, int(placed or 0)])
        for seat in range(self.players):
            on_cards = sum(p for _, p in self.held[seat]) + (self.spirit[seat][1] if self.spirit[seat] else 0)
            if on_cards != sum(self.cubes[seat]):
                raise OptionError(f"{self.seat_name(seat)} has {sum(self.cubes[seat])} cubes on the board but "
                                  f"{on_cards} have left their cards.")
            if self._open_cards(seat) > CARD_LIMIT:
                raise OptionError(f"{self.seat_name(seat)} holds more than {CARD_LIMIT} unfinished cards.")
        if "central" in position:
            central = position["central"]
            if not isinstance(central, list) or len(central) != CENTRAL_SPACES[self.solo]:
                raise OptionError(f"Position 'central' lists the {CENTRAL_SPACES[self.solo]} token sets.")
            self.central = [sorted(self._colours(t, f"central[{i}]")) for i, t in enumerate(central)]
        held_ids = {cid for seat in self.held for cid, _ in seat}
        if len(held_ids) != sum(len(h) for h in self.held):
            raise OptionError("An animal card is held twice.")
        if "river" in position:
            self.river = self._words(position["river"], "river")
            if len(self.river) > RIVER_SIZE[self.solo] or any(c not in CARDS for c in self.river):
                raise OptionError(f"Position 'river' lists up to {RIVER_SIZE[self.solo]} animal card ids.")
        else:
            self.river = [c for c in self.river if c not in held_ids]
        if held_ids & set(self.river) or len(set(self.river)) != len(self.river):
            raise OptionError("A card cannot be in the river and held at once.")
        self.deck = sorted(set(CARDS) - held_ids - set(self.river))
        if "river" not in position:
            self._fill_river()
        turn = position.get("turn", 0)
        if turn not in range(self.players) or isinstance(turn, bool):
            raise OptionError(f"Position 'turn' must be a seat from 0 to {self.players - 1}.")
        self.turn = turn
        self._new_turn()
        if "hand" in position:
            self.hand = sorted(self._colours(position["hand"], "hand"))
            taken = position.get("taken", 1)
            if taken not in range(1, len(self.central) + 1) or isinstance(taken, bool):
                raise OptionError("Position 'taken' is the central space (from 1) the hand was taken from.")
            self.taken = taken - 1
            self.central[self.taken] = []
        card_action = position.get("card_action")
        if card_action not in (None, "take", "discard"):
            raise OptionError("Position 'card_action' is None, 'take' or 'discard'.")
        self.card_action = card_action
        final = position.get("final_round", False)
        if not isinstance(final, bool):
            raise OptionError("Position 'final_round' must be true or false.")
        self.final_round = final
        # the bag holds whatever is not on a board, on the central board or in hand
        used = [0] * len(COLOURS)
        for stacks in self.stacks:
            for stack in stacks:
                for c in stack:
                    used[c] += 1
        for tokens in self.central + [self.hand]:
            for c in tokens:
                used[c] += 1
        self.bag = [TOKEN_COUNTS[c] - used[c] for c in range(len(COLOURS))]
        self.box = [0] * len(COLOURS)
        bad = [COLOURS[c] for c in range(len(COLOURS)) if self.bag[c] < 0]
        if bad:
            total = TOKEN_COUNTS[COLOURS.index(bad[0])]
            raise OptionError(f"The position uses more {bad[0]} tokens than the game has ({total}).")
        for seat in range(self.players):
            if B.empty_count(self.stacks[seat]) <= END_EMPTY and not self.final_round:
                raise OptionError(f"{self.seat_name(seat)}'s board has {END_EMPTY} or fewer empty spaces: "
                                  "set final_round to true for such a position.")
            if seat >= self.turn and B.empty_count(self.stacks[seat]) < SET_SIZE and not self.hand:
                raise OptionError(f"{self.seat_name(seat)} still plays this round but has no room for 3 tokens.")

    def _per_seat(self, position: dict, key: str, default) -> list:
        value = position.get(key)
        if value is None:
            return [copy.deepcopy(default) for _ in range(self.players)]
        if not isinstance(value, list) or len(value) != self.players:
            raise OptionError(f"Position {key!r} must list one entry per player ({self.players}).")
        return value

    @staticmethod
    def _words(value, key: str) -> list[str]:
        if isinstance(value, str):
            return value.replace(",", " ").split()
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
        raise OptionError(f"Position {key!r} must be a text or a list of texts.")

    def _colours(self, value, key: str) -> tuple:
        words = self._words(value, key)
        out = []
        for w in words:
            w = _ALIASES.get(w.lower(), w.lower())
            if w not in COLOUR_CODE:
                raise OptionError(f"{w!r} in {key} is not a token colour ({', '.join(COLOURS)}).")
            out.append(COLOUR_CODE[w])
        return tuple(out)

    # ------------------------------------------------------------------ queries
    def _open_cards(self, seat: int) -> int:
        """Cards still taking a slot above the board: unfinished animals and an unplaced spirit."""
        n = sum(1 for cid, placed in self.held[seat] if placed < len(CARDS[cid].ladder))
        spirit = self.spirit[seat]
        return n + (1 if spirit is not None and not spirit[1] else 0)

    def _choosing_spirit(self) -> bool:
        return bool(self.opts["spirits"] and self.spirit[self.turn] is None)

    def _cube_cards(self, seat: int) -> list[str]:
        """Cards of ``seat`` with a cube left, spirit first."""
        out = []
        spirit = self.spirit[seat]
        if spirit is not None and not spirit[1]:
            out.append(spirit[0])
        out += [cid for cid, placed in self.held[seat] if placed < len(CARDS[cid].ladder)]
        return out

    def cube_targets(self, seat: int, card_id: str) -> list[int]:
        return B.cube_targets(self.side, _card(card_id), tuple(self.stacks[seat]), self.cubes[seat])

    def phase(self) -> str:
        if self.over:
            return "over"
        if self._choosing_spirit():
            return "spirit"
        if self.taken is None:
            return "take"
        if self.hand:
            return "place"
        return "finish"

    # ------------------------------------------------------------------ legal actions
    def _to_move(self) -> tuple:
        return (self.turn,)

    def _legal(self, seat: int) -> list[str]:
        if self._legal_cache is not None:
            return list(self._legal_cache)
        if self._choosing_spirit():
            out = [f"spirit {sid}" for sid in self.offers[seat]]
        else:
            out = []
            if self.taken is None:
                out += [f"take {i + 1}" for i, tokens in enumerate(self.central) if tokens]
            stacks, cubes = self.stacks[seat], self.cubes[seat]
            names = self.lay.names
            for colour in sorted(set(self.hand)):
                word = COLOURS[colour]
                out += [f"{word} {names[i]}" for i in range(len(names)) if B.can_place(stacks[i], colour, cubes[i])]
            if self.card_action is None and self._open_cards(seat) < CARD_LIMIT:
                out += [f"card {cid}" for cid in self.river]
            for cid in self._cube_cards(seat):
                out += [f"cube {cid} {names[i]}" for i in self.cube_targets(seat, cid)]
            if self.solo and self.card_action is None:
                out += [f"discard {cid}" for cid in self.river]
            if self.taken is not None and not self.hand:
                out.append("end")
        self._legal_cache = out
        return list(out)

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        self._legal_cache = None
        word, _, rest = action.partition(" ")
        if word == "spirit":
            self.spirit[seat] = [rest, 0]
            self.offers[seat] = [rest]
        elif word == "take":
            i = int(rest) - 1
            self.hand, self.central[i], self.taken = list(self.central[i]), [], i
        elif word in COLOUR_CODE:
            colour, space = COLOUR_CODE[word], self.lay.index[rest]
            self.hand.remove(colour)
            self.stacks[seat][space] = self.stacks[seat][space] + (colour,)
            self.placed.append([word, rest])
        elif word == "card":
            self.river.remove(rest)
            self.held[seat].append([rest, 0])
            self.card_action = "take"
        elif word == "discard":
            self.river.remove(rest)
            self.discarded.append(rest)
            self.card_action = "discard"
        elif word == "cube":
            cid, name = rest.split()
            self.cubes[seat][self.lay.index[name]] = True
            if cid in SPIRIT_CARDS:
                self.spirit[seat][1] = 1
            else:
                entry = next(e for e in self.held[seat] if e[0] == cid)
                entry[1] += 1
            self.cubed.append([cid, name])
        elif action == "end":
            self._end_turn(seat)
        else:
            raise AssertionError(f"unhandled action {action!r}")

    def _end_turn(self, seat: int) -> None:
        name = self.seat_name(seat)
        if self.solo:
            # solo: the sets left over leave the game, and every space is filled anew
            for tokens in self.central:
                for c in tokens:
                    self.box[c] += 1
            if sum(self.bag) >= SET_SIZE * len(self.central):
                self.central = [self._draw_set() for _ in self.central]
            else:
                self.central = [[] for _ in self.central]
                self._trigger("the bag cannot refill the central board")
        elif sum(self.bag) >= SET_SIZE:
            self.central[self.taken] = self._draw_set()
        else:
            self._trigger("the bag cannot refill the central board")
        self._fill_river()
        if B.empty_count(self.stacks[seat]) <= END_EMPTY:
            self._trigger(f"{name} has {END_EMPTY} or fewer empty spaces")
        self.last = {"seat": seat, "placed": self.placed, "cubes": self.cubed}
        if self.final_round and seat == self.players - 1:
            self._finish_game()
            return
        self.turn = (seat + 1) % self.players
        self._new_turn()

    def _trigger(self, reason: str) -> None:
        if not self.final_round:
            self.final_round = True
            self.end_reason = reason
            more = "" if self.turn == self.players - 1 else ": the round is played to its end"
            self.say(f"The end is near: {reason}{more}.")

    def _finish_game(self) -> None:
        scores = [self.score(s)["total"] for s in range(self.players)]
        self._new_turn()
        if self.solo:
            spirit = SPIRIT_CARDS[self.spirit[0][0]] if self.spirit[0] else None
            suns = suns_for(scores[0], self.side, spirit)
            reason = (f"The game ends because {self.end_reason}. Final score {scores[0]} points: "
                      f"{suns} sun{'s' if suns != 1 else ''}.")
        else:
            reason = (f"The game ends because {self.end_reason}. Scores: "
                      + ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(scores)) + ".")
        # ties: the most animal cubes placed on one's board, then shared
        keys = [(scores[s], sum(self.cubes[s])) for s in range(self.players)]
        ranking = [1 + sum(1 for k in keys if k > key) for key in keys]
        winners = [s for s in range(self.players) if ranking[s] == 1]
        if self.players > 1 and sum(1 for v in scores if v == max(scores)) > 1:
            if len(winners) == 1:
                reason += (f" {self.seat_name(winners[0])} wins the tie with {keys[winners[0]][1]} animal cubes "
                           "on their board.")
            else:
                reason += " The tie holds on animal cubes too: the win is shared."
        self.say(reason)
        self.finish(scores, winners=winners, ranking=ranking, reason=reason,
                    details=[self._score_words(s) for s in range(self.players)])

    def _score_words(self, seat: int) -> str:
        parts = self.score(seat)
        cubes = sum(self.cubes[seat])
        return (", ".join(f"{k} {parts[k]}" for k in CATEGORIES if parts[k] or k != "spirit")
                + f"; {cubes} animal cube{'s' if cubes != 1 else ''} placed")

    # ------------------------------------------------------------------ scoring
    def score(self, seat: int) -> dict:
        """Points of ``seat`` now, by category, as they would be counted at the end."""
        stacks = tuple(self.stacks[seat])
        out = B.landscape(self.lay, stacks)
        out["animals"] = sum(B.animal_points(CARDS[cid], placed) for cid, placed in self.held[seat])
        spirit = self.spirit[seat]
        out["spirit"] = B.spirit_points(self.lay, SPIRIT_CARDS[spirit[0]], stacks) if spirit and spirit[1] else 0
        out["total"] = sum(out[k] for k in CATEGORIES)
        return out

    # ------------------------------------------------------------------ notation
    def _parse(self, text: str) -> str:
        words = [w for w in re.split(r"[\s,:;>\-]+", text.strip().lower()) if w]
        if not words:
            return text.strip()
        head = words[0]
        if len(words) == 1 and re.fullmatch(r"t\d", head):
            return f"take {head[1:]}"
        words = [_ALIASES.get(w, w) for w in words]
        colours = [w for w in words if w in COLOUR_CODE]
        spaces = [w for w in words if _SPACE.match(w)]
        ids = [w for w in words if w in CARDS or w in SPIRIT_CARDS]
        numbers = [w for w in words if w.isdigit()]
        rest = [w for w in words if w not in _FILLER and w not in COLOUR_CODE and not _SPACE.match(w)
                and w not in CARDS and w not in SPIRIT_CARDS and not w.isdigit()]
        if rest:
            return " ".join(text.split())
        if head in ("end", "done", "pass", "finish") and len(words) <= 2 and not (colours or spaces or ids or numbers):
            return "end"
        if colours and spaces and len(colours) == 1 and len(spaces) == 1 and not ids and not numbers:
            return f"{colours[0]} {spaces[0]}"
        if ids and spaces and len(ids) == 1 and len(spaces) == 1 and not colours and not numbers:
            return f"cube {ids[0]} {spaces[0]}"
        if len(ids) == 1 and not spaces and not colours and not numbers:
            if ids[0] in SPIRIT_CARDS:
                return f"spirit {ids[0]}"
            return f"discard {ids[0]}" if head == "discard" else f"card {ids[0]}"
        if len(numbers) == 1 and not (ids or spaces or colours) and head in ("take", "set", numbers[0]):
            return f"take {int(numbers[0])}"
        return " ".join(text.split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, rest = action.partition(" ")
        name = self.seat_name(seat)
        shapes = ("an action reads like 'take 2', 'blue c3', 'card fox', 'cube fox c3' or 'end'")
        if self._choosing_spirit():
            offer = " or ".join(self.offers[seat])
            return f"{name} first keeps one of the two Nature's Spirit cards dealt to them: {offer}."
        if word == "spirit":
            return "Nature's Spirit cards are chosen once, before a player's first turn."
        if word == "take":
            if self.taken is not None:
                return "You have already taken a set of tokens this turn: only one set per turn."
            if not rest.isdigit() or not 1 <= int(rest) <= len(self.central):
                return f"The central board has spaces 1 to {len(self.central)}."
            return f"Central space {rest} is empty: take a set from another space."
        if word in COLOUR_CODE:
            if self.taken is None:
                return "Take a set of 3 tokens from the central board before placing tokens."
            if COLOUR_CODE[word] not in self.hand:
                held = ", ".join(COLOURS[c] for c in self.hand) or "none"
                return f"You have no {word} token to place (tokens in hand: {held})."
            if rest not in self.lay.index:
                return f"{rest!r} is not a space of board side {self.side}."
            i = self.lay.index[rest]
            return f"A {word} token cannot go on {rest}: " + B.why_not_place(
                self.stacks[seat][i], COLOUR_CODE[word], self.cubes[seat][i]) + "."
        if word in ("card", "discard"):
            if self.card_action is not None:
                return "You have already taken (or sent away) an animal card this turn: one per turn."
            if word == "discard" and not self.solo:
                return "Sending a card away from the river is a solo rule only."
            if word == "card" and self._open_cards(seat) >= CARD_LIMIT:
                return (f"You already hold {CARD_LIMIT} unfinished cards: finish one (place its last cube) "
                        "before taking another.")
            return f"{rest!r} is not one of the face-up animal cards."
        if word == "cube":
            parts = rest.split()
            if len(parts) != 2:
                return "A cube is placed like 'cube fox c3': the card, then the space."
            cid, space = parts
            if cid not in self._cube_cards(seat):
                return f"You hold no card {cid!r} with a cube left on it."
            if space not in self.lay.index:
                return f"{space!r} is not a space of board side {self.side}."
            if self.cubes[seat][self.lay.index[space]]:
                return f"{space} already holds a cube: one cube per space."
            card = _card(cid)
            return (f"The {card.name} habitat is not formed with its cube space on {space}: the cube goes on "
                    f"{KIND_WORDS[card.cells[0][2]]} with the rest of the pattern around it.")
        if action == "end":
            if self.taken is None:
                return "Your turn needs a set of 3 tokens first: take one from the central board."
            return "Place all three tokens you took before ending your turn."
        return f"{action!r} is not a Harmonies action: {shapes}."

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = self.turn if seat is None else seat
        name = self.seat_name(seat)
        word, _, rest = action.partition(" ")
        if word == "spirit" and rest in SPIRIT_CARDS:
            card = SPIRIT_CARDS[rest]
            return f"{name} keeps the {card.name}: {card.text}"
        if word == "take" and rest.isdigit() and 0 < int(rest) <= len(self.central):
            tokens = self.central[int(rest) - 1]
            if tokens:
                return f"{name} takes the set {', '.join(COLOURS[c] for c in tokens)} from central space {rest}."
            return f"{name} takes the set from central space {rest}."
        if word in COLOUR_CODE and rest in self.lay.index:
            stack = self.stacks[seat][self.lay.index[rest]]
            where = "an empty space" if not stack else "the " + " and ".join(COLOURS[c] for c in stack) + " stack"
            return f"{name} places a {word} token on {rest}, on {where}."
        if word == "card" and rest in CARDS:
            card = CARDS[rest]
            return f"{name} takes the {card.name} card ({len(card.ladder)} cubes, up to {card.ladder[-1]} points)."
        if word == "discard" and rest in CARDS:
            return f"{name} sends the {CARDS[rest].name} card away from the river."
        if word == "cube":
            parts = rest.split()
            if len(parts) == 2 and (parts[0] in CARDS or parts[0] in SPIRIT_CARDS):
                return f"{name} places a cube from the {_card(parts[0]).name} card on {parts[1]}."
        if action == "end":
            return f"{name} ends the turn."
        return f"{name} plays {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, rest = action.partition(" ")
        if word == "spirit" and rest in SPIRIT_CARDS:
            return f"Keep {SPIRIT_CARDS[rest].name}"
        if word == "take":
            return f"Take set {rest}"
        if word in COLOUR_CODE:
            return f"{word.capitalize()} → {rest}"
        if word == "card" and rest in CARDS:
            return f"Take {CARDS[rest].name}"
        if word == "discard" and rest in CARDS:
            return f"Send away {CARDS[rest].name}"
        if word == "cube":
            parts = rest.split()
            if len(parts) == 2 and (parts[0] in CARDS or parts[0] in SPIRIT_CARDS):
                return f"{_card(parts[0]).name} cube → {parts[1]}"
        if action == "end":
            return "End turn"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, rest = action.partition(" ")
        if word == "spirit":
            return [f"spirit:{rest}"]
        if word == "take":
            return [f"central:{rest}"]
        if word in COLOUR_CODE:
            return [f"hand:{word}", f"space:{seat}:{rest}"]
        if word == "card":
            return [f"river:{rest}"]
        if word == "cube":
            cid, _, space = rest.partition(" ")
            return [f"card:{cid}", f"space:{seat}:{space}"]
        return []          # end, discard: prompt buttons

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        name = self.seat_name(self.turn)
        tail = " (last round)" if self.final_round else ""
        phase = self.phase()
        if phase == "spirit":
            return f"{name}: keep one of your two Nature's Spirit cards{tail}."
        if phase == "take":
            return f"{name} to take a set of 3 tokens from the central board (an animal card may come first){tail}."
        if phase == "place":
            left = ", ".join(COLOURS[c] for c in self.hand)
            return f"{name} to place {left} on their board{tail}."
        return f"{name} may take a card or place cubes, then end the turn{tail}."

    # ------------------------------------------------------------------ view
    def _card_view(self, cid: str, placed: int | None = None) -> dict:
        card = _card(cid)
        out = {"id": cid, "name": card.name, "cells": [list(c) for c in card.cells],
               "spirit": cid in SPIRIT_CARDS}
        if cid in SPIRIT_CARDS:
            out["text"] = card.text
            out["ladder"] = []
            cubes = 1
        else:
            out["ladder"] = list(card.ladder)
            cubes = len(card.ladder)
        if placed is not None:
            out["placed"] = placed
            out["done"] = placed >= cubes
        return out

    def _view(self, seat: int | None) -> dict:
        names = self.lay.names
        boards = []
        for s in range(self.players):
            spirit = self.spirit[s]
            boards.append({
                "stacks": {names[i]: [COLOURS[c] for c in st] for i, st in enumerate(self.stacks[s]) if st},
                "cubes": [names[i] for i, flag in enumerate(self.cubes[s]) if flag],
                "cards": [self._card_view(cid, placed) for cid, placed in self.held[s]],
                "spirit": self._card_view(spirit[0], spirit[1]) if spirit else None,
                "offer": [self._card_view(sid) for sid in self.offers[s]] if spirit is None else [],
                "empty": B.empty_count(self.stacks[s]),
                "open_cards": self._open_cards(s),
                "score": self.score(s),
            })
        view = {
            "side": self.side, "solo": self.solo, "spirits": self.opts["spirits"],
            "spaces": [[names[i], self.lay.column[i], self.lay.half_y[i]] for i in range(len(names))],
            "central": [[COLOURS[c] for c in tokens] for tokens in self.central],
            "bag": {COLOURS[c]: n for c, n in enumerate(self.bag)}, "bag_total": sum(self.bag),
            "box": sum(self.box),
            "river": [self._card_view(cid) for cid in self.river], "deck": len(self.deck),
            "discarded": list(self.discarded),
            "boards": boards, "turn": self.turn, "phase": self.phase(),
            "hand": [COLOURS[c] for c in self.hand],
            "taken": None if self.taken is None else self.taken + 1,
            "card_action": self.card_action,
            "placed": copy.deepcopy(self.placed), "cubed": copy.deepcopy(self.cubed),
            "last": copy.deepcopy(self.last),
            "final_round": self.final_round, "end_reason": self.end_reason or None,
        }
        if self.solo:
            spirit = SPIRIT_CARDS[self.spirit[0][0]] if self.spirit[0] else None
            view["suns"] = suns_for(boards[0]["score"]["total"], self.side, spirit)
        return view

    # ------------------------------------------------------------------ analysis
    def clone(self) -> "Harmonies":
        """An independent copy, field by field (bots clone a lot; a deep copy is slow)."""
        twin = self._twin("bag", "box", "deck", "river", "discarded", "hand")
        for name in ("stacks", "cubes", "offers", "central", "placed", "cubed"):
            setattr(twin, name, [list(x) for x in getattr(self, name)])
        twin.held = [[list(e) for e in h] for h in self.held]
        twin.spirit = [list(s) if s else None for s in self.spirit]
        twin._legal_cache = None
        return twin       # `last` is replaced, never changed in place: shared safely

    def heuristic(self, seat: int) -> float:
        return strategy.evaluate(self, seat)

    def check_invariants(self) -> None:
        counts = list(self.bag)
        for c in range(len(COLOURS)):
            counts[c] += self.box[c] + self.hand.count(c)
            counts[c] += sum(t.count(c) for t in self.central)
            counts[c] += sum(st.count(c) for stacks in self.stacks for st in stacks)
        assert counts == list(TOKEN_COUNTS), f"tokens not conserved: {counts}"
        assert all(n >= 0 for n in self.bag)
        held = [cid for h in self.held for cid, _ in h]
        cards = sorted(held + self.river + self.deck + self.discarded)
        assert cards == sorted(CARDS), "animal cards not conserved"
        assert len(self.river) <= RIVER_SIZE[self.solo]
        assert not self.deck or len(self.river) == RIVER_SIZE[self.solo] or self.card_action, "river not refilled"
        for s in range(self.players):
            for i, st in enumerate(self.stacks[s]):
                for h in range(len(st)):
                    assert B.can_place(st[:h], st[h], False), f"impossible stack {st} on {self.lay.names[i]}"
                if self.cubes[s][i]:
                    assert st, "a cube without a token under it"
            on_cards = sum(p for _, p in self.held[s]) + (self.spirit[s][1] if self.spirit[s] else 0)
            assert on_cards == sum(self.cubes[s]), "cubes on the board differ from cubes taken off cards"
            for cid, placed in self.held[s]:
                assert 0 <= placed <= len(CARDS[cid].ladder)
            assert self._open_cards(s) <= CARD_LIMIT
        assert len(self.placed) + len(self.hand) <= SET_SIZE
        assert (self.taken is None) == (not self.hand and not self.placed), "tokens in hand without a set taken"
        if self.over:
            assert self.final_round and self.outcome["scores"] == [self.score(s)["total"]
                                                                   for s in range(self.players)]
        if not self.opts["spirits"]:
            assert all(sp is None for sp in self.spirit)
