"""The rules model of backgammon (see the package docstring for the notation)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from . import evaluate
from .moves import (_BIT, _MIRROR, _MOVE_TEXT, BAR, CHECKERS, OFF, all_home, blocked_by, blocked_mask, blots_of,
                    dice_text, double_moves, end_positions, legal_moves, most_dice, move_text, occupied_mask,
                    pair_moves, pips, side, single_moves)

#: The starting layout, in each side's own numbering.
START = side({24: 2, 13: 5, 8: 3, 6: 5})
#: the points as bits of the starting layout (see Backgammon._count_bits)
_START_BITS = ((occupied_mask(START),) * 2, (blocked_mask(START),) * 2)
#: Points a finished game is worth before the cube, by how the loser ended up.
GAME_POINTS = {"single": 1, "gammon": 2, "backgammon": 3}
CUBE_LIMIT = 64
MATCH_LENGTHS = (0, 1, 3, 5, 7, 9, 11, 15, 21)

_WORDS = {"roll": "roll", "double": "double", "take": "take", "accept": "take", "pass": "pass",
          "drop": "pass", "decline": "pass", "end": "end", "done": "end", "confirm": "end", "next": "next"}
_POINT = re.compile(r"^(?:bar|b|25|off|o|0|[1-9]|1[0-9]|2[0-4])$")
_DIE_SUFFIX = re.compile(r"\(\s*[1-6]\s*\)$")


def _token(text: str) -> str:
    return "bar" if text in ("bar", "b", "25") else "off" if text in ("off", "o", "0") else str(int(text))


def _point_number(token: str) -> int:
    return BAR if token == "bar" else OFF if token == "off" else int(token)


#: the sentences said most often, made once: a checker move {(game class, seat, (from, to, die), hit): text},
#: a throw {(game class, seat, die, die): text}, a confirmed move {(game class, seat): text}
_WORDS_MADE: dict = {}


#: the tuple of one seat, made once
_SEAT = ((0,), (1,))
#: the moves when no die is left (shared: never changed)
_NO_MOVES: dict = {}


def _word(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(n, str(n))


@register
class Backgammon(Game):
    name = "backgammon"
    title = "Backgammon"
    tagline = "Dice race of fifteen checkers home, with hitting and the doubling cube."
    minutes = 20
    weight = "family"
    blurb = ("Race your fifteen checkers home and off the board, hitting lone checkers on the way; "
             "raise the stakes with the doubling cube.")
    min_players = 2
    max_players = 2
    seat_names = ("White", "Black")
    colors = ("#f1ede2", "#2b2b2b")
    options = (
        Option("match_length", MATCH_LENGTHS, 0, "Match length",
               "A money game is one game played for points; a match goes on until someone has this many points.",
               names=((0, "money game"),) + tuple((n, f"{n} points") for n in MATCH_LENGTHS if n)),
        Option("cube", (True, False), True, "Doubling cube", "Players may double the stakes before rolling."),
        Option("jacoby", (False, True), False, "Jacoby rule",
               "Money games only: gammons and backgammons count as single games until the cube has been turned."),
        Option("autoplay", (False, True), False, "Play forced moves",
               "When a roll leaves exactly one way to play, the checkers move by themselves."),
        Option("confirm", (True, False), True, "Confirm each turn",
               "On: a turn ends when the player confirms it, so it can be taken back until then. "
               "Off: the dice pass on as soon as the roll is played."),
    )
    bot_levels = ("random", "greedy", "mcts", "expert")
    default_bot = "mcts"
    #: the seats to move and whether the game is over, kept as plain attributes: they answer what
    #: the core's properties would (every change of phase, turn or winner sets ``to_move``, and
    #: ``finish`` sets ``over``), in one look-up, and playouts and bots read them before every action
    to_move: tuple = ()
    over: bool = False

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.length = self.opts["match_length"]
        self._confirm = self.opts["confirm"]
        self._cube_on = self.opts["cube"]
        self._autoplay = self.opts["autoplay"]
        if self.opts["jacoby"] and self.length:
            raise OptionError("The Jacoby rule is for money games only: set match_length to 0 to use it.")
        self.score = [0, 0]
        self.game_no = 0
        self.crawford = False          # this game is the Crawford game: no doubling
        self.crawford_done = False     # the Crawford game has been reached in this match
        self.last_game: dict | None = None
        self.winner: int | None = None  # of the game that just ended (phase "between")
        self._new_game()

    def _new_game(self) -> None:
        self.game_no += 1
        self.board = [list(START), list(START)]
        self._occ, self._blk = list(_START_BITS[0]), list(_START_BITS[1])
        self.cube = {"value": 1, "owner": None, "offered_by": None}
        self.last: dict | None = None
        self.turn_moves: list[str] = []
        self.turn_hits: list[bool] = []
        self.dice: list[int] = []
        self.dice_left: list[int] = []
        self.winner = None
        self._cache = None
        self._memo: dict = {}
        # Each side throws one die; a tie is thrown again. The higher die starts and plays both numbers.
        while True:
            mine, theirs = self.rng.die(), self.rng.die()
            if mine != theirs:
                break
            self.say(f"Opening roll: both sides throw {mine}, so both throw again.")
        starter = 0 if mine > theirs else 1
        self.opening = [mine, theirs]
        self.say(f"Opening roll: White {mine}, Black {theirs}. {self.seat_name(starter)} starts "
                 f"and plays {max(mine, theirs)} and {min(mine, theirs)}.")
        self._begin(starter, rolled=(max(mine, theirs), min(mine, theirs)))

    def _set_position(self, position: dict) -> None:
        """Start from ``position`` (keys in the package docstring)."""
        if not isinstance(position, dict):
            raise OptionError("A backgammon position is a dict with keys like 'checkers', 'turn' and 'dice'.")
        known = {"checkers", "points", "bar", "turn", "dice", "cube", "score", "crawford", "game"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A backgammon position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        board = self._position_board(position)
        turn = position.get("turn", 0)
        if turn not in (0, 1) or isinstance(turn, bool):
            raise OptionError("Position 'turn' must be 0 (White) or 1 (Black).")
        self.board = board
        self._count_bits()
        self._position_match(position)
        self._position_cube(position, turn)
        self.opening, self.last, self.last_game, self.winner = None, None, None, None
        self._cache = None
        self._memo = {}
        dice = position.get("dice", [])
        if (not isinstance(dice, (list, tuple)) or len(dice) not in (0, 2, 4)
                or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
                or (len(dice) == 4 and len(set(dice)) != 1)):
            raise OptionError("Position 'dice' must be [] (not rolled yet) or two numbers from 1 to 6, like [6, 5].")
        if dice and self.cube["offered_by"] is not None:
            raise OptionError("A double is being offered, so the dice cannot have been rolled yet.")
        if self.cube["offered_by"] is not None:
            self.turn, self.turn_moves, self.turn_hits, self.dice, self.dice_left = turn, [], [], [], []
            self.phase = "cube"
            self.to_move = _SEAT[1 - turn]
        else:
            self._begin(turn, rolled=(dice[0], dice[1]) if dice else None)

    def _position_board(self, position: dict) -> list[list[int]]:
        if "checkers" in position and "points" in position:
            raise OptionError("Give the checkers either as 'checkers' or as 'points', not both.")
        if "points" in position:
            points, bar = position["points"], position.get("bar", [0, 0])
            if (not isinstance(points, list) or len(points) != 24
                    or not all(isinstance(n, int) and not isinstance(n, bool) for n in points)):
                raise OptionError("Position 'points' must list 24 whole numbers, point 1 to 24 from White's side "
                                  "(positive for White, negative for Black).")
            if (not isinstance(bar, list) or len(bar) != 2
                    or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in bar)):
                raise OptionError("Position 'bar' must be two counts, [White, Black].")
            counts = [[0] * 26, [0] * 26]
            for a, n in enumerate(points, start=1):
                if n > 0:
                    counts[0][a] = n
                elif n < 0:
                    counts[1][25 - a] = -n
            counts[0][BAR], counts[1][BAR] = bar
        else:
            if "bar" in position:
                raise OptionError("With 'checkers', write the bar as 'bar:1' inside each side's text.")
            texts = position.get("checkers")
            if not isinstance(texts, list) or len(texts) != 2 or not all(isinstance(t, str) for t in texts):
                raise OptionError("Position 'checkers' must be two texts like '6:5 8:3 13:5 24:2', White's then "
                                  "Black's, each in its own numbering.")
            counts = [self._side_from_text(texts[s], s) for s in (0, 1)]
        for s in (0, 1):
            total = sum(counts[s][1:26])
            if any(n < 0 for n in counts[s]) or total > CHECKERS:
                raise OptionError(f"{self.seat_name(s)} has {total} checkers on the board and bar: at most 15 fit.")
            if total == 0:
                raise OptionError(f"{self.seat_name(s)} has no checker left: that game is already over.")
            counts[s][OFF] = CHECKERS - total
        for a in range(1, 25):
            if counts[0][a] and counts[1][25 - a]:
                raise OptionError(f"Point {a} (White's numbering) holds checkers of both sides.")
        if all(counts[s][BAR] and all(counts[1 - s][p] >= 2 for p in range(1, 7)) for s in (0, 1)):
            raise OptionError("Both sides are on the bar against a closed board: nobody could ever move.")
        return counts

    def _side_from_text(self, text: str, seat: int) -> list[int]:
        counts = [0] * 26
        seen = set()
        for token in text.replace(",", " ").split():
            point, _, n = token.partition(":")
            point = point.strip().lower()
            if not _POINT.match(point) or _token(point) == "off" or not n.isdigit() or int(n) < 1:
                raise OptionError(f"{token!r} in {self.seat_name(seat)}'s checkers should look like '13:5' "
                                  "(point 1 to 24, or bar, then a count).")
            index = _point_number(_token(point))
            if index in seen:
                raise OptionError(f"Point {point} is given twice in {self.seat_name(seat)}'s checkers.")
            seen.add(index)
            counts[index] = int(n)
        return counts

    def _position_match(self, position: dict) -> None:
        score = position.get("score", [0, 0])
        if (not isinstance(score, list) or len(score) != 2
                or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in score)):
            raise OptionError("Position 'score' must be two whole numbers, [White, Black].")
        if any(score) and not self.length:
            raise OptionError("A money game has no match score: set match_length to give one.")
        if self.length and max(score) >= self.length:
            raise OptionError(f"With a score of {score[0]}-{score[1]} the {self.length}-point match is already over.")
        crawford = position.get("crawford", False)
        if not isinstance(crawford, bool):
            raise OptionError("Position 'crawford' must be true or false.")
        at_match_point = self.length and self.length - 1 in score
        if crawford and not at_match_point:
            raise OptionError("Only a game where a side needs one point to win the match can be the Crawford game.")
        game = position.get("game", 1)
        if not isinstance(game, int) or isinstance(game, bool) or game < 1:
            raise OptionError("Position 'game' must be a game number from 1.")
        self.score, self.crawford, self.game_no = list(score), crawford, game
        # without the Crawford game now, a side at match point means it was already played
        self.crawford_done = bool(at_match_point)

    def _position_cube(self, position: dict, turn: int) -> None:
        cube = position.get("cube", {})
        if not isinstance(cube, dict) or set(cube) - {"value", "owner", "offered_by"}:
            raise OptionError("Position 'cube' is a dict with 'value', 'owner' and 'offered_by'.")
        value, owner, offered = cube.get("value", 1), cube.get("owner"), cube.get("offered_by")
        if value not in (1, 2, 4, 8, 16, 32, 64) or isinstance(value, bool):
            raise OptionError("The cube shows 1, 2, 4, 8, 16, 32 or 64.")
        if any(v not in (None, 0, 1) or isinstance(v, bool) for v in (owner, offered)):
            raise OptionError("Cube 'owner' and 'offered_by' are 0, 1 or None.")
        if (value == 1) != (owner is None):
            raise OptionError("A centred cube shows 1; once turned it shows 2 or more and has an owner.")
        if value > 1 and not self.opts["cube"]:
            raise OptionError("The cube is not in use in this game (option cube=False).")
        self.cube = {"value": value, "owner": owner, "offered_by": None}
        if offered is not None:
            if offered != turn:
                raise OptionError("Only the side whose turn it is can be offering a double.")
            if not self._may_double(offered):
                raise OptionError(f"{self.seat_name(offered)} may not double in this position.")
            self.cube["offered_by"] = offered

    def _count_bits(self) -> None:
        """The points of each side as bits, beside the counts (see moves.py): ``_occ[s]`` the points
        side s holds, ``_blk[s]`` the points side s may not land on. ``_move`` keeps them up to date."""
        board = self.board
        self._occ = [occupied_mask(board[0]), occupied_mask(board[1])]
        self._blk = [blocked_mask(board[1]), blocked_mask(board[0])]

    # ------------------------------------------------------------------ turn flow
    def _may_double(self, seat: int) -> bool:
        cube = self.cube
        return (self.opts["cube"] and not self.crawford and cube["value"] < CUBE_LIMIT
                and cube["owner"] in (None, seat))

    def _throw(self, seat: int) -> tuple[int, int]:
        a, b = self.rng.dice()
        if not self.quiet:
            key = (type(self), seat, a, b)
            text = _WORDS_MADE.get(key)
            if text is None:
                text = _WORDS_MADE[key] = f"{self.seat_name(seat)} rolls {a} and {b}."
            self.say(text)
        return a, b

    def _begin(self, seat: int, rolled: tuple[int, int] | None = None) -> None:
        """Start ``seat``'s turn and run it until someone has a decision to make.

        A turn needs no decision when the roll cannot be played at all, or when
        autoplay is on and only one way to play it exists; the dice then pass on.
        """
        cube = self._cube_on
        passes = 0
        while True:
            self.turn = seat
            self.to_move = _SEAT[seat]      # to roll or to move (see _to_move)
            self.turn_moves = []
            self.turn_hits = []
            self._memo = None               # made when first needed (see _turn_memo)
            if rolled is None:
                if cube and self._may_double(seat):
                    self._cache = None
                    self.dice, self.dice_left = [], []
                    self.phase = "roll"
                    return
                a, b = self.rng.dice() if self.quiet else self._throw(seat)
            else:
                a, b = rolled
                rolled = None
            self.phase = "move"
            if a != b:                    # (what _moves finds for two different dice, asked at once)
                self.dice, self.dice_left = [a, b], [a, b]
                mine, occupied, blocked = self.board[seat], self._occ[seat], self._blk[seat]
                moves = self._cache = (pair_moves(mine, occupied, blocked, a, b) if a > b
                                       else pair_moves(mine, occupied, blocked, b, a))
            else:
                self.dice, self.dice_left = [a] * 4, [a] * 4
                self._cache = None
                moves = self._moves()
            if moves and not self._autoplay:
                return                    # the usual case: the player has a choice to make
            if not self._automatic_turn():
                return
            if self.phase != "move":      # the game ended while the forced checkers moved
                return
            self._close_turn()
            seat = 1 - seat
            passes += 1
            if passes == 10_000:
                raise RuntimeError("backgammon: the dice went round 10,000 times without a decision")

    def _automatic_turn(self) -> bool:
        """Play the turn if no choice exists; True when it needs no decision."""
        if not self._moves():
            if not self.quiet:
                self.say(f"{self.seat_name(self.turn)} cannot move with {dice_text(self.dice)}: the turn passes.")
            return True
        if self.opts["autoplay"]:
            name = self.seat_name(self.turn)
            ends = self.end_positions(limit=1)
            if len(ends) == 1:
                (path,) = ends.values()
                played = " ".join(move_text(src, to) for src, to, _ in path)
                self.say(f"{name} has only one way to play, {played}: it is played automatically.")
                for src, to, die in path:
                    self._move(src, to, die)
                    if self.phase != "move":
                        break
                return True
        return False

    def _close_turn(self) -> None:
        # the turn's lists themselves: a closed turn's lists are never changed again (the next
        # turn, or the end of the game, starts new ones)
        self.last = {"seat": self.turn, "moves": self.turn_moves, "hits": self.turn_hits, "dice": self.dice}
        self.opening = None

    @property
    def pips(self) -> list[int]:
        """Pips each side still has to travel (a checker on the bar counts 25), from the board."""
        return [pips(self.board[0]), pips(self.board[1])]

    def _move(self, src: int, to: int, die: int) -> None:
        """Move one checker of the side to move; the one place checkers change."""
        seat = self.turn
        board = self.board
        mine = board[seat]
        left = mine[src] = mine[src] - 1
        n = mine[to] = mine[to] + 1
        # the points as bits: what this side holds, and what it blocks for the other side
        if src != BAR:
            if not left:
                self._occ[seat] ^= _BIT[src]
            elif left == 1:
                self._blk[1 - seat] ^= _MIRROR[src]
        hit = False
        if to:
            if n == 1:
                self._occ[seat] |= _BIT[to]
                theirs = board[1 - seat]
                if theirs[25 - to]:             # (a point of two or more is never a landing point)
                    hit = True
                    theirs[25 - to] = 0
                    theirs[BAR] += 1
                    self._occ[1 - seat] ^= _BIT[25 - to]
            elif n == 2:
                self._blk[1 - seat] |= _MIRROR[to]
        dice_left = self.dice_left
        dice_left.remove(die)
        self.turn_moves.append(_MOVE_TEXT[src][to])
        self.turn_hits.append(hit)
        if not dice_left:
            self._cache = _NO_MOVES     # no die left, no move: known without asking (shared, never changed)
        elif len(dice_left) == 1:       # the last die's moves, as _moves lists them (asked next anyway)
            self._cache = single_moves(mine, self._occ[seat], self._blk[seat], dice_left[0])
        else:
            self._cache = None
        if not to and mine[OFF] == CHECKERS:
            self._game_won(seat, self._kind(seat))

    def _kind(self, winner: int) -> str:
        loser = self.board[1 - winner]
        if loser[OFF]:
            return "single"
        # still on the bar or in the winner's home board (the loser's points 19 to 24)
        if loser[BAR] or any(loser[19:25]):
            return "backgammon"
        return "gammon"

    def _game_won(self, winner: int, kind: str) -> None:
        value = self.cube["value"]
        if kind == "pass":
            points = value
        elif self.opts["jacoby"] and self.cube["owner"] is None:
            points = 1           # Jacoby: no gammons before the cube has been turned
        else:
            points = GAME_POINTS[kind] * value
        self.last_game = {"winner": winner, "points": points, "kind": kind, "cube": value, "game": self.game_no}
        if self.phase == "move":
            self._close_turn()
        self.dice, self.dice_left, self.turn_moves, self.turn_hits = [], [], [], []
        self.winner = winner
        self.to_move = _SEAT[winner]        # (nobody once the game or the match is over: set below)
        self._cache = None
        self.reveal()            # a finished game is final: the action that ended it cannot be taken back
        name = self.seat_name(winner)
        how = {"pass": "as the double was passed", "single": "(a single game)", "gammon": "with a gammon",
               "backgammon": "with a backgammon"}[kind]
        worth = f"{points} point{'s' if points != 1 else ''}"
        if not self.length:
            self.phase = "over"
            self.to_move = ()
            self.say(f"{name} wins {how}: {worth}.")
            self.finish([points if s == winner else -points for s in (0, 1)], winners=[winner],
                        reason=f"{name} won {how} for {worth}.")
            return
        self.score[winner] += points
        self.crawford = False
        score = f"{self.score[0]}-{self.score[1]}"
        if self.score[winner] >= self.length:
            self.phase = "over"
            self.to_move = ()
            self.say(f"{name} wins game {self.game_no} {how} ({worth}) and the match, {score}.")
            self.finish(list(self.score), winners=[winner],
                        reason=f"{name} won the {self.length}-point match {score}.")
            return
        self.phase = "between"
        if not self.crawford_done and self.length - 1 in self.score:
            self.crawford = self.crawford_done = True
        note = " The next game is the Crawford game: no doubling." if self.crawford else ""
        self.say(f"{name} wins game {self.game_no} {how} ({worth}); the score is {score}.{note}")

    # ------------------------------------------------------------------ legal actions
    def _moves(self) -> dict[str, tuple[int, int, int]]:
        """The legal checker moves now, ``{action: (from, to, die)}`` (cached until the state changes)."""
        cache = self._cache
        if cache is not None:
            return cache
        left = self.dice_left
        if not left or self.phase != "move":
            cache = self._cache = {}
            return cache
        seat = self.turn
        mine = self.board[seat]
        n = len(left)
        if n == 1:                  # the last die: from the bits
            cache = self._cache = single_moves(mine, self._occ[seat], self._blk[seat], left[0])
            return cache
        if n == 2 and left[0] != left[1]:
            a, b = left
            cache = (pair_moves(mine, self._occ[seat], self._blk[seat], a, b) if a > b
                     else pair_moves(mine, self._occ[seat], self._blk[seat], b, a))
        else:                       # doubles: all the same
            cache = double_moves(mine, self._occ[seat], self._blk[seat], tuple(left))
        if cache is None:
            memo = self._turn_memo()
            blocked = memo.get("blocked")
            if blocked is None:
                blocked = self._blocked()
            dice = tuple(left)
            # the same position with the same dice left gives the same moves all turn long
            mine = tuple(mine)
            key = (dice, mine)
            cache = memo.get(key)
            if cache is None:
                cache = memo[key] = legal_moves(mine, dice, blocked, memo)
        self._cache = cache
        return cache

    def end_positions(self, limit: int | None = None) -> dict:
        """Every distinct way to finish the current turn: ``{(mover side, hit mask): path}`` (see moves.py)."""
        if self.phase != "move":
            return {}
        mine, theirs = tuple(self.board[self.turn]), tuple(self.board[1 - self.turn])
        return end_positions(mine, self.dice_left, self._blocked(), blots_of(theirs), memo=self._turn_memo(),
                             limit=limit)

    def _blocked(self) -> tuple:
        """The points the opponent blocks: fixed for a whole turn (kept in the turn's memo)."""
        memo = self._turn_memo()
        found = memo.get("blocked")
        if found is None:
            found = memo["blocked"] = blocked_by(self.board[1 - self.turn])
        return found

    def _turn_memo(self) -> dict:
        """What the dice can still do from each position, for this turn only: the points the opponent
        blocks cannot change before the turn ends (a hit only takes single checkers)."""
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        return memo

    def _legal(self, seat: int) -> list[str]:
        phase = self.phase
        if phase == "move":
            cache = self._cache
            return list(self._moves() if cache is None else cache) or ["end"]
        if phase == "roll":
            return ["roll", "double"]
        if phase == "cube":
            return ["take", "pass"]
        if phase == "between":
            return ["next"]
        return []

    def _to_move(self) -> tuple:
        return self.to_move     # kept by every change of phase, turn or winner; checked by check_invariants

    def finish(self, *args, **kwargs) -> None:
        super().finish(*args, **kwargs)
        self.over = True

    def _movers_of_phase(self) -> tuple:
        """The seats to move, from the phase (what ``to_move`` must hold)."""
        phase = self.phase
        if phase == "move" or phase == "roll":
            return _SEAT[self.turn]
        if phase == "cube":
            return (1 - self.turn,)
        if phase == "between":
            return (self.winner,)
        if phase == "over":
            return ()
        return (self.turn,)

    # ------------------------------------------------------------------ the fast paths
    def legal_actions(self, seat: int | None = None) -> list[str]:
        """The core's answer, found sooner in the usual case: the side moving checkers asks."""
        if seat is self.turn and self.phase == "move":     # (seats 0 and 1 are each one object)
            cache = self._cache
            if cache is _NO_MOVES:      # the dice are used: confirm
                legal = ["end"]
            else:
                legal = list(self._moves() if cache is None else cache) or ["end"]
            if self.quiet:
                return legal        # (a new list, kept nowhere: play() lists the moves again if asked)
            self._legal_memo = {seat: legal}                # for play(), as the core keeps it
            return legal[:]
        return Game.legal_actions(self, seat)

    def apply(self, action: str, seat: int) -> None:
        """The core's apply; a quiet game (the bots' path) skips what backgammon never needs there (log
        lines, lines hidden from some seats)."""
        if not self.quiet:
            return Game.apply(self, action, seat)
        rng = self.rng
        rng.drawn = False
        self._revealed = False
        self._legal_memo = None
        try:
            self._apply(seat, action)
        except Exception:
            self._rebuild(list(self.history))      # never leave a half-applied action behind
            raise
        self.history.append((seat, action))
        self._barriers.append(rng.drawn or self._revealed)

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        if self.phase == "move":
            cache = self._cache
            move = (self._moves() if cache is None else cache).get(action)
            if move is not None:
                self._move(*move)
                if not self._confirm and self.phase == "move" and not self._moves():
                    self._close_turn()
                    self._begin(1 - seat)
                return
            if action == "end":
                self._close_turn()
                self._begin(1 - seat)
                return
        if action == "roll":
            self._begin(seat, rolled=self._throw(seat))
        elif action == "double":
            self.cube["offered_by"] = seat
            self.phase = "cube"
            self.to_move = _SEAT[1 - seat]
            self._cache = None
        elif action == "take":
            doubler = self.cube["offered_by"]
            self.cube = {"value": self.cube["value"] * 2, "owner": seat, "offered_by": None}
            self._begin(doubler, rolled=self._throw(doubler))
        elif action == "pass":
            doubler = self.cube["offered_by"]
            self.cube["offered_by"] = None
            self._game_won(doubler, "pass")
        elif action == "end":
            self._close_turn()
            self._begin(1 - seat)
        elif action == "next":
            self._new_game()
        else:
            self._move(*self._moves()[action])
            if not self.opts["confirm"] and self.phase == "move" and not self._moves():
                self._close_turn()
                self._begin(1 - seat)

    # ------------------------------------------------------------------ notation
    def _parse(self, text: str) -> str:
        if self.phase == "move" and text in self._moves():
            return text                      # already canonical: the common case of a click or a bot
        t = " ".join(text.split()).lower()
        if t in _WORDS:
            return _WORDS[t]
        if t in ("next game", "new game"):
            return "next"
        body = _DIE_SUFFIX.sub("", t).replace(" ", "")
        parts = [p.rstrip("*") for p in re.split(r"[/\-–>]", body)]
        if len(parts) >= 2 and all(_POINT.match(p) for p in parts):
            return "/".join(_token(p) for p in parts)
        return " ".join(text.split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        name = self.seat_name(seat)
        phase = self.phase
        parts = action.split("/")
        is_move = len(parts) >= 2 and all(_POINT.match(p) for p in parts)
        if not is_move and action not in ("roll", "double", "take", "pass", "end", "next"):
            return (f"{action!r} is not a backgammon action: move one checker like 13/7, bar/22 or 6/off, "
                    "or say roll, double, take, pass, end or next.")
        if phase == "between":
            return f"Game {self.game_no} is over: the next one starts with next."
        if phase == "cube":
            return f"{self.seat_name(self.turn)} has doubled: the double must be taken or passed first."
        if action == "next":
            return "The game is still being played: the next game starts only when this one is over."
        if action in ("take", "pass"):
            return "Nobody has offered a double: take or pass answers a double."
        if action == "double":
            if not self.opts["cube"]:
                return "This game is played without the doubling cube."
            if self.crawford:
                return "This is the Crawford game: nobody may double in it."
            if self.cube["owner"] not in (None, seat):
                return f"{self.seat_name(self.cube['owner'])} owns the cube: only the owner may double again."
            if self.cube["value"] >= CUBE_LIMIT:
                return "The cube is already at 64, its highest value."
            return "The dice are already rolled: a double can only be offered before rolling."
        if action == "roll":
            return "The dice are already rolled: move your checkers, then confirm with end."
        if phase != "move":
            return f"{name} must roll the dice (or double) before moving."
        moves = self._moves()
        if action == "end":
            return (f"You can still use {dice_text(self.dice_left)}: a roll must be played in full "
                    "whenever it can be, so move before you confirm.")
        if len(parts) > 2:
            return "Move one checker one die at a time: write each step on its own, like 24/18 then 18/13."
        return self._why_move_illegal(seat, _point_number(parts[0]), _point_number(parts[1]), moves)

    def _why_move_illegal(self, seat: int, src: int, to: int, moves: dict) -> str:
        mine, theirs = self.board[seat], self.board[1 - seat]
        left = self.dice_left
        if not moves:
            return "No die can be used any more: confirm the move with end."
        if src == OFF or to == BAR:
            return "Checkers move from the bar towards your home board and off, never back."
        if mine[BAR] and src != BAR:
            return "A checker of yours is on the bar: it must come back in before any other checker moves."
        if src == BAR and not mine[BAR]:
            return "You have no checker on the bar."
        if src != BAR and not mine[src]:
            return f"You have no checker on your {src}-point."
        if to != OFF and to >= src:
            return "Checkers only move forward, from higher points to lower ones in your own numbering."
        if to == OFF and not all_home(mine):
            return "You may bear off only once all fifteen of your checkers are in your home board (points 1 to 6)."
        distance = src - to
        if to != OFF and distance not in left:
            return f"That move needs a {distance}, but the dice left are {dice_text(left)}."
        if to == OFF:
            higher = [d for d in left if d > src]
            if src not in left and not higher:
                return f"Bearing off from the {src}-point needs a {src} or more; the dice left are {dice_text(left)}."
            if src not in left and any(mine[p] for p in range(src + 1, 7)):
                return ("A higher number may bear off only from your highest occupied point; "
                        "a checker still stands further back.")
        if to != OFF and theirs[25 - to] >= 2:
            return (f"Your {to}-point is blocked: {self.seat_name(1 - seat)} has {theirs[25 - to]} checkers there, "
                    "and a point with two or more cannot be landed on.")
        # the move itself is possible: it breaks the dice-use rules
        most = most_dice(tuple(mine), tuple(sorted(left, reverse=True)), blocked_by(theirs), {})
        if len(set(left)) == 2 and most == 1:
            return f"Only one die can be played, so it must be the larger one ({max(left)})."
        if len(set(left)) == 2:
            return "That move would leave the other die unplayable: both dice must be used when they can be."
        return (f"That move would leave fewer dice played than possible: {_word(most)} of them can be played, "
                "so play as many as you can.")

    # ------------------------------------------------------------------ words
    def _move_parts(self, action: str) -> tuple[int, int, int] | None:
        if self.phase == "move":
            return self._moves().get(action)
        return None

    def describe(self, action: str, seat: int | None = None) -> str:
        if seat is None:
            seat = self._actor(seat)
        if self.phase == "move":           # the common case first: a checker move
            cache = self._cache
            move = (self._moves() if cache is None else cache).get(action)
            if move is not None:
                to = move[1]
                key = (type(self), seat, move, to and self.board[1 - seat][25 - to] == 1)
                text = _WORDS_MADE.get(key)
                if text is None:
                    text = _WORDS_MADE[key] = self._describe_move(seat, move)
                return text
            if action == "end":
                key = (type(self), seat)
                text = _WORDS_MADE.get(key)
                if text is None:
                    text = _WORDS_MADE[key] = (f"{self.seat_name(seat)} confirms the move and hands the dice "
                                               f"to {self.seat_name(1 - seat)}.")
                return text
        name, other = self.seat_name(seat), self.seat_name(1 - seat)
        cube = self.cube["value"]
        if action == "roll":
            return f"{name} rolls the dice."
        if action == "double":
            return f"{name} doubles: the game would be played for {2 * cube} times its value."
        if action == "take":
            return f"{name} takes the double: the cube goes to {2 * cube} and {name} owns it."
        if action == "pass":
            return f"{name} passes the double and gives up the game ({cube} point{'s' if cube > 1 else ''})."
        if action == "end":
            return f"{name} confirms the move and hands the dice to {other}."
        if action == "next":
            return f"{name} starts game {self.game_no + 1} of the match."
        move = self._move_parts(action)
        if move is None:
            return f"{name} plays {action}."
        return self._describe_move(seat, move)

    def _describe_move(self, seat: int, move: tuple[int, int, int]) -> str:
        name, other = self.seat_name(seat), self.seat_name(1 - seat)
        src, to, die = move
        hit = to and self.board[1 - seat][25 - to] == 1
        tail = f", hitting {other}'s single checker there" if hit else ""
        if src == BAR:
            return f"{name} enters a checker from the bar on the {to}-point with the {die}{tail}."
        if to == OFF:
            return f"{name} bears a checker off from the {src}-point with the {die}."
        return f"{name} moves a checker from the {src}-point to the {to}-point with the {die}{tail}."

    def _actor(self, seat: int | None) -> int:
        if seat is not None:
            return seat
        return (self.to_move or (self.turn,))[0]

    def label(self, action: str, seat: int | None = None) -> str:
        cube = self.cube["value"]
        if action in ("roll", "end", "next"):
            return {"roll": "Roll", "end": "Confirm move", "next": "Next game"}[action]
        if action == "double":
            return f"Double to {2 * cube}"
        if action == "take":
            return f"Take ({2 * cube})"
        if action == "pass":
            return f"Pass (-{cube})"
        move = self._move_parts(action)
        if move is None:
            return action
        seat = self._actor(seat)
        src, to, die = move
        hit = "*" if to and self.board[1 - seat][25 - to] == 1 else ""
        return f"{action}{hit} ({die})"

    def parts(self, action: str, seat: int) -> list[str]:
        pieces = action.split("/")
        if len(pieces) != 2:
            return []
        return [self._element(p, seat) for p in pieces]

    @staticmethod
    def _element(token: str, seat: int) -> str:
        if token in ("bar", "off"):
            return f"{token}:{seat}"
        point = int(token)
        return f"pt:{point if seat == 0 else 25 - point}"

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        phase = self.phase
        if phase == "between":
            game = self.last_game
            return (f"{self.seat_name(game['winner'])} won game {game['game']}; the score is "
                    f"{self.score[0]}-{self.score[1]} in a {self.length}-point match. "
                    f"{self.seat_name(self.winner)} starts the next game.")
        name = self.seat_name(self.turn)
        if phase == "roll":
            return f"{name} to roll, or to double the stakes to {2 * self.cube['value']}."
        if phase == "cube":
            return (f"{self.seat_name(1 - self.turn)} to take or pass {name}'s double "
                    f"to {2 * self.cube['value']}.")
        if self._moves():
            return f"{name} to move: {dice_text(self.dice_left)} to play."
        return f"{name} has played what the dice allow: confirm the move."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        points = []
        for a in range(1, 25):
            white, black = self.board[0][a], self.board[1][25 - a]
            points.append([0, white] if white else [1, black] if black else None)
        return {
            "points": points,
            "bar": [self.board[0][BAR], self.board[1][BAR]],
            "off": [self.board[0][OFF], self.board[1][OFF]],
            "dice": list(self.dice),
            "dice_left": list(self.dice_left),
            "opening": list(self.opening) if self.opening else None,
            "cube": {**self.cube, "enabled": self.opts["cube"]},
            "pips": list(self.pips),
            "match": {"length": self.length, "score": list(self.score), "crawford": self.crawford,
                      "game": self.game_no},
            "phase": self.phase,
            "last_game": dict(self.last_game) if self.last_game else None,
            "last": {key: list(v) if isinstance(v, list) else v for key, v in self.last.items()}
            if self.last else None,
            "turn": self.turn,
            "turn_moves": list(self.turn_moves),
        }

    # ------------------------------------------------------------------ analysis
    def clone(self) -> "Backgammon":
        """An independent copy, made field by field: much faster than a deep copy, which bots need."""
        twin = self._twin("score", "dice", "dice_left", "turn_moves", "turn_hits", "cube", "_occ", "_blk")
        twin.board = [list(self.board[0]), list(self.board[1])]
        # last, last_game, opening and the move cache are replaced, never changed in place: shared safely
        return twin

    def heuristic(self, seat: int) -> float:
        return evaluate.position_score(self, seat)

    def check_invariants(self) -> None:
        for s in (0, 1):
            counts = self.board[s]
            assert len(counts) == 26 and all(n >= 0 for n in counts), f"bad counts {counts}"
            assert sum(counts) == CHECKERS, f"{self.seat_name(s)} has {sum(counts)} checkers, not 15"
            assert self._occ[s] == occupied_mask(counts), f"{self.seat_name(s)}'s points as bits are out of date"
            assert self._blk[1 - s] == blocked_mask(counts), f"the points {self.seat_name(s)} blocks are out of date"
        for a in range(1, 25):
            assert not (self.board[0][a] and self.board[1][25 - a]), f"point {a} holds both colours"
        assert self.phase in ("roll", "move", "cube", "between", "over"), self.phase
        assert self.to_move == self._movers_of_phase(), f"seats to move {self.to_move} in phase {self.phase}"
        assert (self.phase == "over") == self.over
        assert self.over == (self.outcome is not None) and self.to_move == Game.to_move.fget(self)
        cube = self.cube
        assert cube["value"] in (1, 2, 4, 8, 16, 32, 64) and (cube["value"] == 1) == (cube["owner"] is None)
        assert (cube["offered_by"] is not None) == (self.phase == "cube")
        if not self.opts["cube"]:
            assert cube["value"] == 1
        if self.phase == "move":
            assert (len(self.dice) == 2 and self.dice[0] != self.dice[1]) or (
                len(self.dice) == 4 and len(set(self.dice)) == 1), f"bad roll {self.dice}"
            left = list(self.dice)
            for d in self.dice_left:
                left.remove(d)        # dice_left is part of the roll
            assert len(self.turn_moves) == len(self.turn_hits) == len(self.dice) - len(self.dice_left)
        else:
            assert not self.dice_left
        if self.phase in ("between", "over") and self.last_game and self.last_game["kind"] != "pass":
            assert self.board[self.last_game["winner"]][OFF] == CHECKERS
        if self.phase not in ("between", "over"):
            assert max(s[OFF] for s in self.board) < CHECKERS
        if self.length:
            assert self.over or max(self.score) < self.length
            assert not self.crawford or self.length - 1 in self.score
        else:
            assert self.score == [0, 0]
        if self.over:
            result = self.outcome
            if self.length:
                assert result["scores"] == self.score and self.score[result["winners"][0]] >= self.length
            else:
                assert sum(result["scores"]) == 0 and result["scores"][result["winners"][0]] > 0
