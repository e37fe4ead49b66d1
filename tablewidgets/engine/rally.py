"""Rally dice: a pool of coloured dice planned along a path, rolled all at once or one at a time,
caution symbols counted against a limit, secured dice paid with tokens, a bag of damage tokens,
and the re-placing of flat-out dice after a loss of control.

The module knows no game. A *die* is a kind (``"gear"``, ``"coast"``, ``"brake"``,
``"boost"``, or any kind a game adds, such as a leader die) and for gear dice a value;
each die has six faces, some of them a caution symbol. A *dashboard* says how many dice
of each kind a car may use each turn and how many cautions make it lose control; damage
tokens take dice away from it. A *move* is what one die (with the brake or boost dice
that go with it) does: one space forward. Games keep their own tracks, tables and turn
flow and call these helpers.

>>> faces = die_faces("3", cautions=2)
>>> faces.count(CAUTION), len(faces)
(2, 6)
>>> [secure_cost(k) for k in range(4)]          # the 1st secured die costs 1, the 2nd 2 more...
[1, 2, 3, 4]
>>> total_secure_cost(3)
6
>>> gear_change_ok(4, 3), gear_change_ok(6, 4), gear_change_ok(6, 4, brakes=1), gear_change_ok(2, 4, boosts=1)
(True, False, True, True)
>>> first_loss([1, 0, 1, 1, 0], limit=3)         # the third caution comes with the fourth die
3
>>> sorted(caution_counts([0.5, 0.5]).items())   # cautions shown by two dice, each 1 in 2
[(0, 0.25), (1, 0.5), (2, 0.25)]
>>> loss_risk([0.5, 0.5], need=2)
0.25
>>> bag = TokenBag({"green": 2, "yellow": 1})
>>> sorted(bag.counts.items()), bag.total
([('green', 2), ('yellow', 1)], 3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Sequence

#: the face that counts against the caution limit
CAUTION = "!"
#: the kinds of die every rally game knows (a game may add its own)
KINDS = ("gear", "coast", "brake", "boost")
FACES = 6


def die_faces(symbol: str, cautions: int, faces: int = FACES) -> tuple:
    """The faces of one die: ``faces - cautions`` faces showing ``symbol``, then the cautions."""
    if not 0 <= cautions <= faces:
        raise ValueError(f"a die of {faces} faces cannot carry {cautions} caution symbols")
    return (symbol,) * (faces - cautions) + (CAUTION,) * cautions


def caution_chance(faces: Sequence[str]) -> float:
    """The chance that one roll of the die shows a caution."""
    return sum(1 for f in faces if f == CAUTION) / len(faces)


def roll(faces: Sequence[str], rng) -> bool:
    """Roll one die with the game's generator: True when it shows a caution."""
    return rng.choice(tuple(faces)) == CAUTION


def roll_forced(faces: Sequence[str], rng, forced: list) -> bool:
    """Like :func:`roll`, but the next scripted result of ``forced`` (taken off the list) comes first."""
    if forced:
        return forced.pop(0)
    return roll(faces, rng)


# ------------------------------------------------------------------ chances (for bots)
def add_die(dist: dict, q: float) -> dict:
    """Caution count -> chance, after one more die that shows a caution with chance ``q``."""
    new: dict = {}
    for c, p in dist.items():
        new[c] = new.get(c, 0.0) + p * (1 - q)
        new[c + 1] = new.get(c + 1, 0.0) + p * q
    return new


def caution_counts(probs: Iterable[float], dist: dict | None = None) -> dict:
    """Caution count -> chance after rolling dice with these caution chances (from ``dist``, or none yet)."""
    dist = {0: 1.0} if dist is None else dist
    for q in probs:
        dist = add_die(dist, q)
    return dist


def loss_risk(probs: Iterable[float], need: int) -> float:
    """The chance that dice with these caution chances show ``need`` cautions or more."""
    return sum(p for c, p in caution_counts(probs).items() if c >= need)


# ------------------------------------------------------------------ securing dice with tokens
def secure_cost(already: int) -> int:
    """Tokens to secure one more die this turn when ``already`` dice were secured: 1, then 2, 3..."""
    return already + 1


def total_secure_cost(n: int) -> int:
    """Tokens to secure ``n`` dice in one turn (1 + 2 + ... + n)."""
    return n * (n + 1) // 2


# ------------------------------------------------------------------ gears
def gear_change_ok(current: int, new: int, brakes: int = 0, boosts: int = 0) -> bool:
    """May a gear die ``new`` follow gear ``current``? Up or down one (or the same gear), each
    brake die skipping one more gear down and each boost die one more gear up."""
    return -(1 + brakes) <= new - current <= 1 + boosts


def extra_dice(current: int, new: int) -> tuple[int, int]:
    """(brake dice, boost dice) a gear die ``new`` needs after gear ``current``: the fewest."""
    if new < current - 1:
        return current - 1 - new, 0
    if new > current + 1:
        return 0, new - current - 1
    return 0, 0


# ------------------------------------------------------------------ dashboards and damage
@dataclass(frozen=True)
class Dashboard:
    """Dice a car may use each turn by kind, and the cautions at which it loses control."""

    limit: int
    dice: tuple          # ((kind, count), ...)

    def count(self, kind: str) -> int:
        return dict(self.dice).get(kind, 0)

    def pool(self, lost: dict | None = None) -> dict:
        """Dice of each kind left after ``lost`` (kind -> dice lost to damage), never below 0."""
        lost = lost or {}
        return {k: max(0, n - lost.get(k, 0)) for k, n in self.dice}


def dashboard(limit: int, **dice: int) -> Dashboard:
    """A dashboard from keyword counts: ``dashboard(3, gear=6, coast=2, brake=3)``."""
    return Dashboard(limit, tuple((k, n) for k, n in dice.items()))


class TokenBag:
    """Tokens drawn at random without replacement and given back later (damage tokens).

    ``counts`` maps token kind -> tokens in the bag now; ``full`` is the bag as made."""

    def __init__(self, counts: dict):
        if any(not isinstance(n, int) or n < 0 for n in counts.values()):
            raise ValueError("a token bag holds a whole number of each kind")
        self.full = dict(counts)
        self.counts = dict(counts)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def draw(self, rng) -> str | None:
        """One token at random (None from an empty bag)."""
        total = self.total
        if not total:
            return None
        k = rng.randint(0, total - 1)
        for kind in sorted(self.counts):
            n = self.counts[kind]
            if k < n:
                self.counts[kind] -= 1
                return kind
            k -= n
        raise AssertionError("unreachable")

    def draw_forced(self, rng, forced: list, keep_trying: bool = True) -> str | None:
        """The next kind of ``forced`` (a scripted draw, taken off the list) that is still in the
        bag; once the list is used up, one token at random. With ``keep_trying=False`` only one
        scripted kind is taken off per draw: when it is not in the bag, the draw is at random."""
        while forced:
            kind = forced.pop(0)
            if self.counts.get(kind, 0) > 0:
                self.counts[kind] -= 1
                return kind
            if not keep_trying:
                break
        return self.draw(rng)

    def give_back(self, kind: str, n: int = 1) -> None:
        if self.counts.get(kind, 0) + n > self.full.get(kind, 0):
            raise ValueError(f"the bag never held that many {kind!r} tokens")
        self.counts[kind] = self.counts.get(kind, 0) + n

    def copy(self) -> "TokenBag":
        twin = TokenBag.__new__(TokenBag)
        twin.full = self.full
        twin.counts = dict(self.counts)
        return twin


def table_lookup(table: dict, row: Any, column: Any, what: str = "table"):
    """One cell of a game's table (loss of control by gear and danger, crash damage...)."""
    try:
        return table[row][column]
    except KeyError:
        raise KeyError(f"the {what} has no entry for {row!r} / {column!r}") from None


# ------------------------------------------------------------------ rolling
def first_loss(cautions: Sequence[int], limit: int, spins: Sequence[bool] | None = None) -> int | None:
    """Index of the move at which the running caution count reaches ``limit`` (or a move that
    spins by itself: a corner taken too fast), None when the whole plan is safe."""
    total = 0
    for i, c in enumerate(cautions):
        total += c
        if total >= limit or (spins is not None and spins[i]):
            return i
    return None


@dataclass
class Replaced:
    """One way of putting flat-out dice back on the track so that control is lost at its end."""

    end: Hashable                 # the game's state at the loss (space, gear, ...)
    order: list = field(default_factory=list)   # the dice used, by their index in the roll


def replace_after_loss(dice: Sequence[Any], cautions: Sequence[bool], start: Hashable,
                       step: Callable[[Hashable, Any], Iterable[tuple[Hashable, int, bool]]],
                       limit: int, cautions_before: int = 0, max_states: int = 20000) -> dict:
    """Every place a flat-out roll may be re-placed to lose control at (see the rules of both games:
    after a loss of control the rolled dice may be put back in another order and on other
    spaces, not all of them, as long as the car still loses control).

    ``dice[i]`` is the i-th die rolled and ``cautions[i]`` whether it showed a caution.
    ``step(state, die)`` yields ``(next_state, track_cautions, spins)`` for every legal way of
    using ``die`` from ``state``. Returns end state -> one :class:`Replaced` reaching it; the
    search stops a branch at its first loss of control (that is where the car loses it).
    """
    out: dict = {}
    seen = set()
    todo = [(start, 0, cautions_before, ())]
    while todo:
        state, used, total, order = todo.pop()
        key = (state, used, total)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > max_states:
            break
        for i, die in enumerate(dice):
            if used >> i & 1:
                continue
            # dice of the same kind and face are interchangeable: try the first unused one only
            if any(not (used >> j & 1) and dice[j] == die and cautions[j] == cautions[i] for j in range(i)):
                continue
            for nxt, extra, spins in step(state, die):
                t2 = total + (1 if cautions[i] else 0) + extra
                o2 = order + (i,)
                if t2 >= limit or spins:
                    if nxt not in out:
                        out[nxt] = Replaced(nxt, list(o2))
                    continue
                todo.append((nxt, used | 1 << i, t2, o2))
    return out


# ------------------------------------------------------------------ a turn's plan and its dice
# A *plan* is the list of moves a car has planned this turn, each a dict with at least ``gear``,
# the die (``die`` or another key), ``brakes`` and optionally ``boosts``. A *turn* dict holds the
# plan, the dice in rolling order (``dice``: (move index, kind)), their ``results`` so far, the
# index of the ``next`` die to roll and how many moves are ``resolved``.
def plan_usage(plan: Sequence[dict]) -> tuple[frozenset, int, int, int]:
    """The dice a plan uses: (gear values, coast dice, brake dice, boost dice)."""
    used, coast, brakes, boosts = set(), 0, 0, 0
    for m in plan:
        if m["die"] == "coast":
            coast += 1
        else:
            used.add(m["gear"])
        brakes += m["brakes"]
        boosts += m.get("boosts", 0)
    return frozenset(used), coast, brakes, boosts


def plan_dice(plan: Sequence[dict], kind_key: str = "die") -> list:
    """The dice of a plan in rolling order: each move's brake dice, its boost dice, then its own die
    (its kind under ``kind_key``), as (move index, kind)."""
    dice: list = []
    for i, m in enumerate(plan):
        dice += [(i, "brake")] * m["brakes"] + [(i, "boost")] * m.get("boosts", 0) + [(i, m[kind_key])]
    return dice


def cautions_per_move(dice: Sequence[tuple], results: Sequence[bool], moves: int,
                      support: tuple = ("brake", "boost")) -> tuple[list, list]:
    """After a flat-out roll: the cautions each move's dice showed, and whether each move's own die
    (not a ``support`` die) showed one."""
    per_move, main = [0] * moves, [False] * moves
    for (i, k), r in zip(dice, results):
        per_move[i] += 1 if r else 0
        if k not in support:
            main[i] = r
    return per_move, main


def move_rolled(turn: dict, i: int) -> bool:
    """Whether every die of move ``i`` has been rolled (the next die belongs to another move, or none is left)."""
    return turn["next"] >= len(turn["dice"]) or turn["dice"][turn["next"]][0] != i


def may_stop(turn: dict) -> bool:
    """Rolling one die at a time, a car may stop between moves once one move is resolved."""
    return turn["resolved"] > 0 and turn["dice"][turn["next"]][0] >= turn["resolved"]


def roll_actions(turn: dict, tokens: int, secure: str = "secure") -> list[str]:
    """The actions of a car rolling one die at a time that holds ``tokens`` securing tokens:
    ``roll``, the ``secure`` action when it can pay for it, ``stop`` when it may stop."""
    acts = ["roll"]
    if tokens >= secure_cost(turn["secured"]):
        acts.append(secure)
    if may_stop(turn):
        acts.append("stop")
    return acts


def copy_turn(turn: dict | None) -> dict | None:
    """A copy of a turn dict that shares no list or move with it."""
    if turn is None:
        return None
    t = dict(turn)
    t["plan"] = [dict(m) for m in t["plan"]]
    for key in ("dice", "results", "path"):
        t[key] = list(t[key])
    return t


class DiceTurns:
    """The dice turn of a rally game's rules class: plan dice on the track, roll them flat out or
    one by one (securing dice with tokens), and choose where a loss of control happens.

    A mixin put before :class:`~tablewidgets.engine.Game` in the bases. The class keeps
    ``self.turn`` (``plan``, ``secured`` and the keys :func:`roll_actions` reads), ``self.phase``
    (``"plan"``, ``"roll"``, ``"replace"`` or its own phases), ``self.cars`` and ``self.top_gear``,
    and provides ``_placements()``, ``_flat_out``, ``_expand_dice``, ``_one_die``, ``_end_turn``,
    ``_lose_control`` and ``_why_not_placed(seat, words)``. Its own phases go before the calls to
    ``super()``. The words below name the game's pieces in actions and messages.
    """

    #: the action that secures the next die, and the car's key that holds the tokens it costs
    secure_word = "secure"
    token_key = "second"
    #: the action that chooses where a loss of control happens: ``"<lose_word> <space> <gear>"``
    lose_word = "lose"
    #: what one step of the track is called, and the track itself
    place_word = "space"
    track_word = "stage"
    #: what the log says of a blocked car that waits
    wait_text = "is blocked."
    #: the help shown for a wrong action while rolling one die at a time
    roll_help = "Rolling one at a time: 'roll', 'secure' (with second tokens) or 'stop'."
    #: more spellings the parser accepts, on top of the common ones
    aliases: dict = {}
    #: how a typed die placement and a typed loss-of-control choice look
    move_re = re.compile(r"^(?:g(?:ear)?\s*)?([1-6]|c|coast)\s*(?:to|at|on|>)?\s*(\d+)(?:\s*via\s*(\d+))?$")
    _COMMON_ALIASES = {"flatout": "flat out", "flat": "flat out", "one": "one by one",
                       "one at a time": "one by one", "pass": "wait"}

    @classmethod
    def _lose_re(cls):
        return re.compile(rf"^{cls.lose_word}\s*(?:at\s*)?(\d+)\s*(?:in\s*)?g?(\d)$")

    def _replace_key(self, option: tuple):
        """The order in which loss-of-control choices ``(space, gear)`` are listed."""
        return option

    @staticmethod
    def _move_sort(action: str):
        w = action.split(" ")
        return (int(w[2]), 9 if w[0] == "coast" else int(w[0]), action)

    @staticmethod
    def _is_placement(words: list) -> bool:
        return len(words) in (3, 5) and words[1] == "to"

    def _legal(self, seat: int) -> list[str]:
        if seat not in self._to_move():
            return []
        t = self.turn
        if self.phase == "plan":
            acts = sorted(self._placements(), key=self._move_sort)
            if t["plan"]:
                acts += ["flat out", "one by one"]
            elif not acts:
                acts = ["wait"]
            return acts
        if self.phase == "roll":
            return roll_actions(t, self.cars[seat][self.token_key], self.secure_word)
        if self.phase == "replace":
            return [f"{self.lose_word} {sp} {g}" for sp, g in sorted(t["options"], key=self._replace_key)]
        return []

    def _parse(self, text: str) -> str:
        s = " ".join(text.strip().lower().split())
        m = self.move_re.match(s)
        if m:
            die, sp, *via = m.groups()
            out = f"{'coast' if die in ('c', 'coast') else die} to {int(sp)}"
            return out + (f" via {int(via[0])}" if via and via[0] else "")
        m = self._lose_re().match(s)
        if m:
            return f"{self.lose_word} {int(m.group(1))} {int(m.group(2))}"
        return self.aliases.get(s) or self._COMMON_ALIASES.get(s, s)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        words = action.split(" ")
        if self.phase == "plan":
            if self._is_placement(words):
                return self._why_not_placed(seat, words)
            if action in ("flat out", "one by one"):
                return f"Place at least one die on the {self.track_word} before rolling."
            if action == "wait":
                return "A car that can move must move: place a die."
            return (f"Plan your move: place a die on a {self.place_word} ('4 to 57'), "
                    "then roll flat out or one by one.")
        if self.phase == "roll":
            if action == self.secure_word:
                return (f"Securing this die costs {secure_cost(self.turn['secured'])} {self.token_key} tokens "
                        f"(1, then 2, 3... in one turn); the car has {self.cars[seat][self.token_key]}.")
            if action == "stop":
                return "Stop only after a whole move has been rolled, before the next move's dice."
            return self.roll_help
        if self.phase == "replace":
            return (f"After the loss of control choose where it happens, from the listed "
                    f"{self.place_word}s and gears.")
        return None

    def _die_problem(self, words: list, gear: int, used, coast: int, coast_dice: int, gear_dice: int):
        """What is wrong with the die of a typed placement before its path is looked at, or None:
        ``gear`` is the car's gear after the dice placed so far, ``used`` their gear values,
        ``coast`` how many coast dice are placed of the ``coast_dice`` the car has, and the car
        may use ``gear_dice`` gear dice this turn."""
        die = words[0]
        if die not in ("1", "2", "3", "4", "5", "6", "coast") or not words[2].isdigit():
            return f"A die is 1-6 or 'coast', placed on a {self.place_word} number."
        if die == "coast":
            if gear == 0:
                return "A coast die keeps the gear: a car in gear 0 starts with the 1st gear die."
            if coast >= coast_dice:
                return f"The car has {coast_dice} coast dice this turn, all placed."
            return None
        n = int(die)
        if n > self.top_gear:
            return self._top_gear_text()
        if n in used:
            return "Each die is used once a turn: that gear die is already placed."
        if len(used) >= gear_dice:
            return self._gear_dice_text(gear_dice)
        return None

    def _after_flat_out(self, seat: int, tokens: int, loss, cautions: int) -> None:
        """The end of a flat-out roll: the car earns ``tokens``; without a loss of control it drives
        the whole plan (up to the finish) and the turn ends, otherwise it loses control where the
        dice allow (asked when there is a choice)."""
        t, car = self.turn, self.cars[seat]
        car[self.token_key] += tokens
        self.say(f"{self.seat_name(seat)} earns {tokens} {self.token_key} token{'s' if tokens != 1 else ''}.",
                 seat=seat)
        if loss is None:
            for m in t["plan"]:
                self._move_car(seat, m)
                if car.get("done"):
                    break
            t["cautions"] = cautions
            self._end_turn(seat)
            return
        options = self._replacements(seat)
        t["options"] = options
        if len(options) == 1:
            (key,) = options
            self._lose_control(seat, *key)
            return
        self.phase = "replace"

    def _next_die(self, seat: int, secure: bool) -> tuple:
        """Rolls (or secures, paying tokens) the next die of a one-by-one turn and counts its caution;
        returns the die's move index, its kind and whether it showed a caution."""
        t, car = self.turn, self.cars[seat]
        i, kind = t["dice"][t["next"]]
        if secure:
            cost = secure_cost(t["secured"])
            car[self.token_key] -= cost
            t["secured"] += 1
            result = False
            self.say(f"{self.seat_name(seat)} spends {cost} {self.token_key} token{'s' if cost > 1 else ''} "
                     f"to secure the {self._die_name(kind)} die.", seat=seat)
        else:
            result = self._roll_die(kind)
            self.say(f"{self.seat_name(seat)} rolls the {self._die_name(kind)} die: "
                     f"{'a caution' if result else 'safe'}.", seat=seat)
        t["results"].append("secured" if secure else result)
        t["next"] += 1
        t["cautions"] += 1 if result else 0
        return i, kind, result

    # ------------------------------------------------------------------ words and clicks of the turn
    def _turn_describe(self, name: str, w: list) -> str | None:
        """A sentence for a dice-turn action (split into words ``w``) of the car named ``name``, or None."""
        if self._is_placement(w):
            die = "coast" if w[0] == "coast" else "gear " + w[0]
            if len(w) == 5:
                return f"{name} places the {die} die on the jump at {w[4]}, landing on {w[2]}."
            return f"{name} places the {die} die on {self.place_word} {w[2]}."
        if w[0] == self.lose_word:
            return f"{name} loses control on {self.place_word} {w[1]} in gear {w[2]}."
        return {"flat out": f"{name} goes flat out.", "one by one": f"{name} rolls one die at a time.",
                "roll": f"{name} rolls the next die.",
                self.secure_word: f"{name} secures the next die with {self.token_key} tokens.",
                "stop": f"{name} stops.", "wait": f"{name} {self.wait_text}"}.get(" ".join(w))

    def _turn_parts(self, w: list) -> list[str]:
        """The board elements a dice-turn action is clicked on: the die and the space, or the place of a loss."""
        if self._is_placement(w):
            return [f"die:{w[0]}", f"space:{w[2]}" + (f":{w[4]}" if len(w) == 5 else "")]
        if w[0] == self.lose_word:
            return [f"{self.lose_word}:{w[1]}:{w[2]}"]
        return []

    def _turn_status(self, head: str, limit: int) -> str | None:
        """The status line of a car planning, rolling one by one or losing control, or None."""
        t = self.turn
        if self.phase == "plan":
            if not t["plan"]:
                return f"{head} plans: pick a die, then the {self.place_word} it moves to."
            return f"{head} plans: place more dice, or roll flat out or one at a time."
        if self.phase == "roll":
            return f"{head} rolls one at a time: {t['cautions']} of {limit} cautions so far."
        if self.phase == "replace":
            return f"{head} lost control flat out: choose where it happens."
        return None

    # ------------------------------------------------------------------ the contract hooks of the turn
    def _apply(self, seat: int, action: str) -> None:
        word = action.split(" ")
        if self._is_placement(word):
            self.turn["plan"].append(dict(self._placements()[action]))
        elif action == "flat out":
            self._flat_out(seat)
        elif action == "one by one":
            t = self.turn
            t["mode"] = "one"
            t["dice"] = self._expand_dice()
            self.phase = "roll"
            self.say(f"{self.seat_name(seat)} rolls one die at a time.", seat=seat)
        elif action in ("roll", self.secure_word):
            self._one_die(seat, action == self.secure_word)
        elif action == "stop":
            self.say(f"{self.seat_name(seat)} stops rolling.", seat=seat)
            self._end_turn(seat)
        elif action == "wait":
            self.say(f"{self.seat_name(seat)} {self.wait_text}", seat=seat)
            self._end_turn(seat)
        elif word[0] == self.lose_word:
            self._lose_control(seat, int(word[1]), int(word[2]))
        self._place_cache = None
