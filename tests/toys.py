"""Tiny games that exercise the core's contract: perfect information, hidden hands with
simultaneous choices, and dice. They are registered only while the tests run."""

from tablewidgets.engine import Game, Option, register


@register
class Nim(Game):
    """Take 1 to 3 from a heap; who takes the last one wins. Actions: ``take N``; ``think`` keeps the turn."""

    name = "toy_nim"
    title = "Toy Nim"
    options = (Option("heap", (5, 7, 10), 7, "Heap size"),)

    def _setup(self):
        self.heap = self.opts["heap"]
        self.turn = 0
        self.marked = False

    def _to_move(self):
        return (self.turn,)

    def _legal(self, seat):
        moves = [f"take {k}" for k in (1, 2, 3) if k <= self.heap]
        return moves + ([] if self.marked else ["mark"])

    def _parse(self, text):
        return " ".join(text.lower().split())

    def _why_illegal(self, seat, action):
        if action.startswith("take "):
            return "You cannot take more than the heap holds, nor more than 3."
        return None

    def _apply(self, seat, action):
        if action == "mark":  # a decision that keeps the turn: undoable
            self.marked = True
            return
        self.heap -= int(action.split()[1])
        self.marked = False
        if self.heap == 0:
            self.finish([1 if s == seat else 0 for s in range(2)], reason="took the last one")
        self.turn = 1 - seat

    def _view(self, seat):
        return {"heap": self.heap, "marked": self.marked}

    def check_invariants(self):
        assert 0 <= self.heap <= self.opts["heap"]


@register
class HighCard(Game):
    """Both players hold 3 cards of 1..9 dealt from a shuffled deck and play one at a time,
    at the same moment, face down (``play N``); the higher card wins the trick."""

    name = "toy_highcard"
    title = "Toy High Card"
    hidden_information = True

    def _setup(self):
        deck = list(range(1, 10))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[:3]), sorted(deck[3:6])]
        self.stock = deck[6:]
        self.committed = [None, None]
        self.tricks = [0, 0]
        self.shown = []

    def _to_move(self):
        return tuple(s for s in range(2) if self.committed[s] is None)

    def _legal(self, seat):
        return [f"play {c}" for c in self.hands[seat]]

    def _apply(self, seat, action):
        card = int(action.split()[1])
        self.hands[seat].remove(card)
        self.committed[seat] = card
        if None not in self.committed:
            self.reveal()
            a, b = self.committed
            self.shown.append([a, b])
            if a != b:
                self.tricks[0 if a > b else 1] += 1
            self.say(f"Cards shown: {a} against {b}.")
            self.committed = [None, None]
            if not self.hands[0]:
                self.finish(self.tricks)

    def action_audience(self, action, seat):
        return (seat,)

    def _view(self, seat):
        return {"hand": list(self.hands[seat]) if seat is not None else None,
                "hand_sizes": [len(h) for h in self.hands],
                "committed": [c is not None for c in self.committed],
                "my_card": self.committed[seat] if seat is not None else None,
                "tricks": list(self.tricks), "shown": [list(p) for p in self.shown]}

    def _resample(self, seat, rng):
        unseen = list(self.stock)
        for s in range(2):
            if s != seat:
                unseen += self.hands[s]
                if self.committed[s] is not None:
                    unseen.append(self.committed[s])
        rng.shuffle(unseen)
        for s in range(2):
            if s != seat:
                n = len(self.hands[s])
                self.hands[s] = sorted(unseen[:n])
                unseen = unseen[n:]
                if self.committed[s] is not None:
                    self.committed[s] = unseen.pop()
        self.stock = unseen

    def check_invariants(self):
        cards = self.stock + self.hands[0] + self.hands[1] + [c for c in self.committed if c] + \
            [c for p in self.shown for c in p]
        assert sorted(cards) == list(range(1, 10))


@register
class DiceRace(Game):
    """Race to 20: ``roll`` throws a die and moves; ``stop`` passes the turn. Rolling is a random event."""

    name = "toy_dice"
    title = "Toy Dice Race"
    min_players = 1
    max_players = 4

    def _setup(self):
        self.pos = [0] * self.players
        self.turn = 0
        self.rolled = False

    def _to_move(self):
        return (self.turn,)

    def _legal(self, seat):
        return ["roll", "stop"] if self.rolled else ["roll"]

    def _apply(self, seat, action):
        if action == "roll":
            self.pos[seat] += self.rng.die()
            self.rolled = True
            if self.pos[seat] >= 20:
                self.finish(list(self.pos), winners=[seat])
        else:
            self.rolled = False
            self.turn = (seat + 1) % self.players

    def _view(self, seat):
        return {"pos": list(self.pos), "rolled": self.rolled}

    def heuristic(self, seat):
        return (self.pos[seat] - max(self.pos)) / 20
