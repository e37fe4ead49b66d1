"""Downforce bots: the heuristic and the "team owner" bot.

The team owner bids high for the cars its hand can push (its strongest colours), plays the card
that moves its own cars (and the cars it bet on) furthest against its rivals' cars, sends the
rivals' cars the short way, and bets to end the game with the most money: over finishing orders
drawn from a Plackett-Luce model of the places on the cars' distances (its own cars stronger, as
it pushes them), with the others' secret bets drawn at random, it picks the bet that most often
leaves it ahead -- while ahead that is often the rival car that would pass its own, while behind
the long shot that pays enough. Its best few cards are compared by playing each on to its next
turn in redeals of the cards it cannot see. Of the powers it won it keeps the one that adds most
to its own cars with the cards it holds (:func:`power_fit`).
"""

from __future__ import annotations

import math
import random
from itertools import permutations

from ...engine.bots import Bot
from . import data as D
from .data import CARD, COLOURS, WILD

POWER_ORDER = ("cunning", "aggressive", "bold", "determined", "experienced", "tricky", "strategic", "ambitious",
               "tough", "reckless", "defensive", "unpredictable")


def _strengths(game, seat: int | None = None, own_boost: float = 1.0, tau: float = 4.0) -> dict:
    tr = game.track
    out = {}
    for c in COLOURS:
        row = tr.rows + 8 - game.places.index(c) if c in game.places else tr.row(game.space[c])
        k = math.exp(row / tau)
        if seat is not None and game.owner[c] == seat:
            k *= own_boost
        out[c] = k
    return out


def place_chances(game, seat: int | None = None, own_boost: float = 1.0, tau: float = 4.0) -> dict:
    """colour -> [P(1st), P(2nd), P(3rd)] under a Plackett-Luce model of the distances."""
    st = _strengths(game, seat, own_boost, tau)
    done = list(game.places)
    out = {c: [0.0, 0.0, 0.0] for c in COLOURS}
    for i, c in enumerate(done[:3]):
        out[c][i] = 1.0
    free = [c for c in COLOURS if c not in done]
    need = 3 - min(3, len(done))
    if need <= 0:
        return out
    total = sum(st[c] for c in free)
    for combo in permutations(free, min(need, len(free))):
        p, left = 1.0, total
        for c in combo:
            p *= st[c] / left
            left -= st[c]
        for i, c in enumerate(combo):
            out[c][len(done) + i] += p
    return out


def full_chances(game, tau: float = 3.0, seat: int | None = None, boost: float = 1.0, rows: dict | None = None) -> dict:
    """colour -> probability of each finishing place 1-6 (Plackett-Luce on the distances, or on
    ``rows`` given per colour)."""
    tr = game.track
    done = list(game.places)
    out = {c: [0.0] * 6 for c in COLOURS}
    for i, c in enumerate(done):
        out[c][i] = 1.0
    free = [c for c in COLOURS if c not in done]
    st = {c: math.exp((rows[c] if rows else tr.row(game.space[c])) / tau) * (boost if seat is not None and game.owner[c] == seat else 1.0)
          for c in free}
    # over the sets of cars placed first: the chance of each set, and who comes next
    n, base = len(free), len(done)
    weight = [st[c] for c in free]
    chance = [0.0] * (1 << n)
    chance[0] = 1.0
    left = [0.0] * (1 << n)
    left[0] = sum(weight)
    for mask in range(1 << n):
        p = chance[mask]
        if mask:
            low = mask & -mask
            left[mask] = left[mask ^ low] - weight[low.bit_length() - 1]
        if not p:
            continue
        k = bin(mask).count("1")
        for i in range(n):
            bit = 1 << i
            if not mask & bit:
                q = p * weight[i] / left[mask] if left[mask] > 0 else 0.0
                out[free[i]][base + k] += q
                chance[mask | bit] += q
    return out


def remaining_speed(game, seat: int) -> dict:
    """colour -> the speed still to come for it from the cards not yet played, as ``seat`` sees them:
    its own hand in full, the cards it cannot see (the others' hands and the box) weighted by the
    chance that they are in a hand rather than in the box."""
    mine = set(game.hands[seat])
    played = set(game.played)
    pool = [c for c in D.DECK if c not in played and c not in mine]
    pool += [D.SPECIAL_OF[c] for c in COLOURS if game.owner[c] is not None and game.owner[c] != seat
             and D.SPECIAL_OF[c] not in played]
    unseen = len(pool)
    in_hands = sum(len(h) for s, h in enumerate(game.hands) if s != seat)
    p_out = in_hands / unseen if unseen else 0.0
    out = {c: 0.0 for c in COLOURS}
    for card in mine:
        for c, v in CARD[card]:
            if c in out:
                out[c] += v
    for card in pool:
        for c, v in CARD[card]:
            if c in out:
                out[c] += p_out * v
    return out


def projected_chances(game, seat: int, eff: float = 0.8, spread: float = 0.9, base: float = 2.0,
                      own: float = 0.0, draws: int = 300, rng: random.Random | None = None) -> dict:
    """colour -> [P(1st), P(2nd), P(3rd)] by where each car will be when its speed still to come
    (:func:`remaining_speed`, ``eff`` of it turned into distance) is spent, with a normal spread of
    ``spread`` * sqrt(speed to come) + ``base``; ``own`` rows more for ``seat``'s cars (it times its
    own cards). Finished cars keep their places."""
    tr = game.track
    rem = remaining_speed(game, seat)
    done = list(game.places)
    out = {c: [0.0, 0.0, 0.0] for c in COLOURS}
    for i, c in enumerate(done[:3]):
        out[c][i] = 1.0
    free = [c for c in COLOURS if c not in done]
    need = 3 - len(done)
    if need <= 0 or not free:
        return out
    mean = {c: tr.row(game.space[c]) + eff * rem[c] + (own if game.owner[c] == seat else 0.0) for c in free}
    sd = {c: spread * math.sqrt(rem[c]) + base for c in free}
    rng = rng or random.Random(len(game.played))
    w = 1.0 / draws
    for _ in range(draws):
        order = sorted(free, key=lambda c: -(mean[c] + sd[c] * rng.gauss(0.0, 1.0)))
        for i, c in enumerate(order[:need]):
            out[c][len(done) + i] += w
    return out


def expected_moneys(game, tau: float = 3.0, seat: int | None = None, boost: float = 1.0, eff: float = 0.0) -> list:
    """Every seat's expected money at the end, by :func:`full_chances`; the bets are counted for
    ``seat`` only (the others' bets are secret). With ``eff`` > 0 the cars are ranked where they will
    be once ``eff`` of their speed still to come is spent (:func:`remaining_speed`, as ``seat`` sees it)."""
    rows = None
    if eff > 0 and seat is not None:
        rem = remaining_speed(game, seat)
        tr = game.track
        rows = {c: tr.row(game.space[c]) + eff * rem[c] for c in COLOURS if game.space[c] is not None}
    ch = full_chances(game, tau, seat, boost, rows)
    out = []
    for s in range(game.players):
        m = -game.paid[s]
        for c in COLOURS:
            if game.owner[c] == s:
                m += sum(ch[c][p] * D.RACE_PAYOUT[p] for p in range(6))
        if s == seat:
            for k, (c, at) in enumerate(game.bets[s]):
                m += sum(ch[c][p] * game.bet_payout(k, c, at, p + 1) for p in range(3))
        out.append(m)
    return out


def expected_money(game, seat: int, viewer: int | None = None) -> float:
    """``seat``'s expected money at the end; its bets count only when ``viewer`` is ``seat`` (the
    bets of other seats are secret)."""
    order = game.standings()
    chances = place_chances(game)
    money = -game.paid[seat]
    for i, c in enumerate(order):
        if game.owner[c] == seat:
            money += D.RACE_PAYOUT[i]
    if game.phase == "auction":
        money += 5.5 * (sum(1 for c in game.stack + [game.auctioned] if c) / game.players)
    if viewer == seat:
        for k, (c, at) in enumerate(game.bets[seat]):
            for p in range(3):
                money += chances[c][p] * game.bet_payout(k, c, at, p + 1)
    return money


def _money_by(game, seat: int, place: dict) -> list:
    """Every seat's money for the finishing places ``place`` (colour -> 1-6): race payouts less the
    bids, and ``seat``'s own bets (the others' are secret)."""
    money = [-p for p in game.paid]
    for c in COLOURS:
        o = game.owner[c]
        if o is not None:
            money[o] += D.RACE_PAYOUT[place[c] - 1]
    for j, (c, at) in enumerate(game.bets[seat]):
        money[seat] += game.bet_payout(j, c, at, place[c])
    return money


def evaluate(game, seat: int) -> float:
    if game.over:
        r = game.outcome["ranking"][seat]
        return 1.0 - 2.0 * (r - 1) / max(1, game.players - 1)
    mine = expected_money(game, seat, seat)
    others = [expected_money(game, s, seat) for s in range(game.players) if s != seat]
    return max(-1.0, min(1.0, (mine - max(others)) / 30.0))


def power_fit(game, seat: int) -> dict:
    """power -> the spaces it should gain ``seat``'s cars over the race, a rough count from the cars it
    owns, its hand and the track: "aggressive" a space for every card topped by one of its colours,
    "bold" the spaces added to its colours' lines of speed 1 or 2, "ambitious" two spaces at each
    yellow line for each of its cars, "cunning" the moves of its cars on the others' turns it decides,
    "defensive" three spaces for some of the cards without its colours, and so on (a space a power
    may add counts a little less: the space may be taken)."""
    tr = game.track
    own = [c for c in COLOURS if game.owner[c] == seat]
    n = len(own)
    hand = game.hands[seat]
    lines = [(c, v) for card in hand for c, v in CARD[card]]
    mine = [v for c, v in lines if c in own]
    others_cards = sum(len(h) for s, h in enumerate(game.hands) if s != seat)
    # on the others' turns a card moves each of one's cars about once in three cards
    their_moves = others_cards * n / 3.0
    spaces = max(1, tr.finish)
    rect = len(tr.rect) / spaces
    rumble = len(tr.rumble) / spaces
    return {
        "aggressive": float(sum(1 for card in hand if CARD[card][0][0] in own)),
        "bold": float(sum(3 - v for v in mine if v in (1, 2))),
        "ambitious": 2.0 * 3 * n * 0.8,
        "cunning": 0.6 * their_moves,
        "determined": 1.2 * (len(mine) + their_moves) * rect ** 3,
        "tough": 1.2 * (len(mine) + their_moves) * rumble,
        "experienced": 0.25 * (len(mine) + their_moves),
        "strategic": 2.0 * sum(1 for card in hand if len([c for c, _ in CARD[card] if c != WILD]) == 6),
        "tricky": 0.4 * sum(1 for card in hand if len(CARD[card]) > 1),
        "unpredictable": 1.5 * sum(1 for c, _ in lines if c == WILD),
        "defensive": 2.0 * sum(1 for card in hand if not any(c in own for c, _ in CARD[card])),
        "reckless": 0.15 * (len(mine) + their_moves),
    }


class RacerBot(Bot):
    """Bids for the colours its hand is strong in, plays the card best for its cars, bets on value."""

    level = "racer"

    def __init__(self, seed: int | None = None, cap: int = 4, rival: float = -0.35, unowned: float = 0.1,
                 bet_weight: float = 0.7, greed: int = 1, boost: float = 2.0, money_weight: float = 1.0,
                 tau: float = 3.0, mobility: bool = True, sim_boost: float = 3.0, bet_tau: float = 3.0,
                 samples: int = 4, width: int = 3, bet_model: str = "win", bet_eff: float = 0.8,
                 bet_spread: float = 0.9, bet_own: float = 0.0, play_eff: float = 0.0, grid_weight: float = 0.0,
                 more_cap: int | None = None, bet_draws: int = 400, bet_ev: float = 0.0, win_weight: float = 0.0,
                 win_draws: int = 200, win_scale: float = 20.0, late_tau: float = 0.0, tau_floor: float = 0.3,
                 power_fit: bool = True, auction: str = "cap", auction_draws: int = 40, value_boost: float = 3.0,
                 keep: float = 0.05, end_rollouts: int = 0):
        """``cap``: the highest bid (one more for a colour the hand is very strong in); ``greed``: cars
        wanted beyond a fair share; ``rival``/``unowned``/``bet_weight``: how the card's moves of
        rivals' cars, unowned cars and cars bet on count; ``money_weight``: how much of a card's value
        is the expected money lead (Plackett-Luce on the distances, scale ``tau``, the bot's own cars
        ``sim_boost`` times as strong since it will push them) rather than the distance gained;
        ``boost``/``bet_tau``: the same model for the bets; ``samples``/``width``: the look-ahead on the
        card to play -- the ``width`` best cards by the one-turn value are each played out until the
        bot's next turn in ``samples`` redeals of what the seat cannot see (the others play random
        cards there), and the card with the best average value is played. ``bet_model``: "win" (the
        default) bets for the best chance to end with the most money (:meth:`_bet_to_win`, ``bet_draws``
        finishing orders on the distances, scale ``bet_tau``, own cars ``boost`` times as strong;
        ``bet_ev`` adds that much of the bet's expected payout per 10 $M); "distance" bets for the best
        expected payout on the same model; "projected" for the best expected payout on where the cars
        will be once the speed still to come for them is spent (:func:`projected_chances`,
        ``bet_eff``/``bet_spread``/``bet_own``; measured no stronger, off); ``play_eff`` > 0 ranks the cars
        the same way in the card's value (measured weaker, off). ``win_weight`` > 0 mixes into the card's
        value ``win_scale`` times the chance to end with the most money (:meth:`win_chance`, ``win_draws``
        common draws; measured weaker, off). ``grid_weight``: rows of the starting grid counted
        like that many speed points of the hand when choosing the cars to bid for; ``more_cap``: the
        highest bid for a third car (both measured no stronger, off). ``late_tau`` > 0 narrows the
        distance model as the cards run out (:meth:`race_tau`; measured no stronger, off);
        ``bet_model`` "win_projected" bets to win as "win" does, with the finishing orders drawn
        where the cars will be once the speed still to come is spent (as "projected"). ``power_fit``:
        keep the power that fits the cars and the hand (:func:`power_fit`), else the fixed order
        ``POWER_ORDER``. ``auction``: "cap" (the default) bids the highest card up to ``cap`` for a
        wanted car; "money" bids the card with the most expected money (:meth:`_bid_money`: the chance
        to win over ``auction_draws`` redeals times the car's payout, own cars ``value_boost`` times as
        strong, less the bid; measured no stronger over 200 games a set: 177 against 180 wins of 200
        with three random bots, 151 against 139 with three greedy ones on the default options and 123
        against 136 of 198 on mixed options; off). ``keep``: the price, per speed point of one's
        own cars, of spending a card now rather than later. ``end_rollouts`` > 0: once the last yellow
        line is crossed, every card is played out to the end of the race in that many redeals
        (:meth:`_play_out`) instead of the look-ahead to the next turn (measured no stronger, off)."""
        super().__init__(seed)
        self.cap, self.rival, self.unowned, self.bet_weight = cap, rival, unowned, bet_weight
        self.greed, self.boost = greed, boost
        self.money_weight, self.tau, self.mobility = money_weight, tau, mobility
        self.sim_boost, self.bet_tau = sim_boost, bet_tau
        self.samples, self.width = samples, width
        self.bet_model, self.bet_eff, self.bet_spread, self.bet_own = bet_model, bet_eff, bet_spread, bet_own
        self.play_eff = play_eff
        self.grid_weight, self.more_cap = grid_weight, more_cap
        self.bet_draws, self.bet_ev = bet_draws, bet_ev
        self.win_weight, self.win_draws, self.win_scale = win_weight, win_draws, win_scale
        self.late_tau, self.tau_floor = late_tau, tau_floor
        self.power_fit = power_fit
        self.auction, self.auction_draws, self.value_boost = auction, auction_draws, value_boost
        self.keep = keep
        self.end_rollouts = end_rollouts
        self._noise = None

    def race_tau(self, g, tau: float) -> float:
        """The scale of the distance model for position ``g``: with ``late_tau`` > 0 it narrows as the
        cards run out (times the share of the race's cards still in hand to the power ``late_tau``,
        never below ``tau_floor`` of it): near the end a few rows decide the places."""
        if self.late_tau <= 0:
            return tau
        left = sum(len(h) for h in g.hands)
        share = left / max(1, left + len(g.played))
        return tau * max(self.tau_floor, share ** self.late_tau)

    # ---------------------------------------------------------------- weights of the cars
    def weights(self, game, seat: int) -> dict:
        w = {}
        for c in COLOURS:
            o = game.owner[c]
            w[c] = 1.0 if o == seat else (self.unowned if o is None else self.rival)
            if seat == self.me:            # another seat's bets are secret
                w[c] += self.bet_weight * sum(1 for b in game.bets[seat] if b[0] == c)
        return w

    def progress(self, game, w: dict) -> float:
        tr = game.track
        total = 0.0
        for c in COLOURS:
            if c in game.places:
                row = tr.rows + 6 - game.places.index(c)
            else:
                row = tr.row(game.space[c])
            total += w[c] * row
        return total

    # ---------------------------------------------------------------- decisions
    me: int | None = None
    _noise: list | None = None

    def choose(self, game, seat: int) -> str:
        self.me = seat
        self._noise = None
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        word = legal[0].split()[0]
        if word == "bid":
            return self._bid(game, seat, legal)
        if word == "keep":
            if self.power_fit:
                fit = power_fit(game, seat)
                return max(legal, key=lambda a: (fit[a.split()[1]], -POWER_ORDER.index(a.split()[1])))
            return min(legal, key=lambda a: POWER_ORDER.index(a.split()[1]))
        if word == "bet":
            return self._bet(game, seat, legal)
        if word == "play":
            return self._best_by_sim(game, seat, legal)
        if word in ("ignore", "order", "wild", "defend"):
            return self._best_by_sim(game, seat, legal)
        return self.sub_choice(game, seat, legal)

    def _bid(self, game, seat: int, legal: list) -> str:
        colour = game.auctioned
        hand = game.hands[seat]
        support = {c: sum(v for card in hand for x, v in CARD[card] if x == c) for c in COLOURS}
        open_cars = [c for c in COLOURS if game.owner[c] is None]
        tr = game.track
        ranked = sorted(open_cars, key=lambda c: -(support[c] + self.grid_weight * tr.row(game.space[c])))
        mine = sum(1 for c in COLOURS if game.owner[c] == seat)
        want = max(1, round(len(COLOURS) / game.players)) + self.greed - mine
        from .rules import _bid_key
        values = {a: _bid_key(int(a.split()[1]), colour)[0] for a in legal}
        if want > 0 and colour in ranked[:max(1, want + (1 if game.players <= 3 else 0))]:
            if self.auction == "money":
                return self._bid_money(game, seat, legal)
            cap = self.cap + (1 if support[colour] >= 12 else 0)
            if self.more_cap is not None and mine >= 2:
                cap = min(cap, self.more_cap)
            ok = [a for a in legal if values[a] <= cap] or legal
            return max(ok, key=lambda a: (values[a], a))
        return min(legal, key=lambda a: (values[a], a))

    def car_value(self, game, seat: int, colour: str) -> float:
        """The race payout ``seat`` may expect from ``colour`` if it wins it now: the Plackett-Luce model
        on the grid rows (scale ``tau``), the seat's cars -- ``colour`` among them -- ``value_boost``
        times as strong, since it pushes them."""
        owner = game.owner[colour]
        game.owner[colour] = seat
        try:
            ch = full_chances(game, self.tau, seat, self.value_boost)
        finally:
            game.owner[colour] = owner
        return sum(ch[colour][p] * D.RACE_PAYOUT[p] for p in range(6))

    def win_chances(self, game, seat: int, legal: list) -> dict:
        """bid -> the chance it wins the car: over ``auction_draws`` redeals of the cards ``seat`` cannot
        see, every other eligible seat bidding one of its allowed cards at random (a tie sets the car
        aside: no win)."""
        from .rules import _bid_key, _card_colours
        colour = game.auctioned

        def key(card):          # the auction's order: the bid, then more colours, then fewer wilds
            v = _bid_key(card, colour)[0]
            return v, len(_card_colours(card)), -sum(1 for c, _ in CARD[card] if c == WILD)
        mine = {a: key(int(a.split()[1])) for a in legal}
        others = [s for s in game.eligible if s != seat]
        total = {a: 0.0 for a in legal}
        draws = max(1, self.auction_draws)
        for _ in range(draws):
            d = game.determinize(seat, self.rng)
            chance = {a: 1.0 for a in legal}
            for s in others:
                keys = [key(c) for c in d.bid_cards(s, colour)]
                for a in legal:
                    chance[a] *= sum(1 for k in keys if k < mine[a]) / len(keys)
            for a in legal:
                total[a] += chance[a]
        return {a: total[a] / draws for a in legal}

    def _bid_money(self, game, seat: int, legal: list) -> str:
        """The bid with the most expected money: the chance it wins (:meth:`win_chances`) times the car's
        payout (:meth:`car_value`) less the bid; the lowest bid when no bid gains."""
        from .rules import _bid_key
        colour = game.auctioned
        value = self.car_value(game, seat, colour)
        chance = self.win_chances(game, seat, legal)
        price = {a: _bid_key(int(a.split()[1]), colour)[0] for a in legal}
        gain = {a: chance[a] * (value - price[a]) for a in legal}
        best = max(legal, key=lambda a: (gain[a], -price[a], a))
        if gain[best] <= 0:
            return min(legal, key=lambda a: (price[a], a))
        return best

    def _bet(self, game, seat: int, legal: list) -> str:
        k = game.bet_line
        if self.bet_model in ("win", "win_projected"):
            return self._bet_to_win(game, seat, legal)
        if self.bet_model == "projected":
            chances = projected_chances(game, seat, self.bet_eff, self.bet_spread, own=self.bet_own, rng=self.rng)
        else:
            chances = place_chances(game, seat, own_boost=self.boost, tau=self.bet_tau)
        places = game.bet_places

        def value(a):
            c = a.split()[1]
            return sum(chances[c][p] * game.bet_payout(k, c, places[c], p + 1) for p in range(3))
        return max(legal, key=lambda a: (value(a), a))

    def _bet_to_win(self, game, seat: int, legal: list) -> str:
        """The bet that most often leaves ``seat`` with the most money: finishing orders drawn from
        the Plackett-Luce model (scale ``bet_tau``, the seat's own cars ``boost`` times as strong);
        every other seat's bets, secret, drawn as bets on any car. Ahead, this backs the car that
        would carry a rival past; behind, the long shot that pays enough."""
        k = game.bet_line
        tr = game.track
        places = game.bet_places
        done = list(game.places)
        free = [c for c in COLOURS if c not in done]
        logs = {c: tr.row(game.space[c]) / self.bet_tau + (math.log(self.boost) if game.owner[c] == seat else 0.0)
                for c in free}
        projected = self.bet_model == "win_projected"
        if projected:
            # where each car will be once the speed still to come for it is spent, as the seat sees it
            rem = remaining_speed(game, seat)
            mean = {c: tr.row(game.space[c]) + self.bet_eff * rem[c] + (self.bet_own if game.owner[c] == seat else 0.0)
                    for c in free}
            sd = {c: self.bet_spread * math.sqrt(rem[c]) + 2.0 for c in free}
        others = [s for s in range(game.players) if s != seat]
        cands = [a.split()[1] for a in legal]
        score = {c: 0.0 for c in cands}
        ev = {c: 0.0 for c in cands}
        rng = self.rng
        draws = self.bet_draws
        for _ in range(draws):
            if projected:
                order = done + sorted(free, key=lambda c: -(mean[c] + sd[c] * rng.gauss(0.0, 1.0)))
            else:
                order = done + sorted(free, key=lambda c: -(logs[c] - math.log(-math.log(rng.random() or 1e-12))))
            place = {c: i + 1 for i, c in enumerate(order)}
            money = _money_by(game, seat, place)
            rival = -1e9
            for s in others:
                m = money[s]
                for j in range(len(game.bets[s])):
                    c = COLOURS[rng.randrange(6)]
                    m += game.bet_payout(j, c, places[c], place[c])
                c = COLOURS[rng.randrange(6)]
                m += game.bet_payout(k, c, places[c], place[c])
                rival = max(rival, m)
            for c in cands:
                gain = game.bet_payout(k, c, places[c], place[c])
                mine = money[seat] + gain
                score[c] += 1.0 if mine > rival else (0.5 if mine == rival else 0.0)
                ev[c] += gain
        # the chance to win, and (weighted by ``bet_ev``, else only between equal chances) the payout
        best = max(cands, key=lambda c: ((score[c] + (self.bet_ev + 1e-3) * ev[c] / 10.0) / draws, c))
        return f"bet {best}"

    def sub_choice(self, game, seat: int, legal: list) -> str:
        """Where a car ends: the chooser's own cars (and those it bet on) go as far as they can, onto the
        space with the most open road ahead; the others the short way, into traffic; powers that offer
        more spaces are taken for one's own car."""
        p = game.prompt
        if p is None:
            return legal[0]
        w = self.weights(game, seat)
        colour = p["colour"]
        tr = game.track
        if p["kind"] in ("extra", "follow"):
            return legal[0] if w.get(colour, 0) >= 0 else "skip"
        sign = 1 if w.get(colour, 0) >= 0 else -1
        if len(legal) == 1 or not self.mobility:
            return max(legal, key=lambda a: (sign * tr.row(int(a.split()[1])), a))
        start = game.space[colour]
        best, best_key = legal[0], None
        for a in legal:
            b = int(a.split()[1])
            if b == tr.finish:
                return a
            game.space[colour] = b
            try:
                room = self._room(game, colour)
                mine = sum(self._room(game, c) for c in COLOURS if w[c] > 0.5 and c != colour and game.space[c] is not None)
            finally:
                game.space[colour] = start
            key = (sign * tr.row(b), sign * room + 0.5 * mine, a)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    @staticmethod
    def _room(game, colour: str) -> int:
        """How far the car could go on a 4-space move now (its open road ahead)."""
        layers = game.track.graph.reach(game.space[colour], 4, blocked=game._blocked(colour))
        return max((k for k, layer in enumerate(layers) if layer), default=0)

    def _finish_turn(self, g, seat: int) -> None:
        """Play the rest of the turn with the sub-choices of each deciding seat."""
        guard = 0
        while not g.over and g.phase == "race" and g.prompt is not None and guard < 40:
            s = g.prompt["seat"]
            legal = g.legal_actions(s)
            if g.prompt["kind"] in ("ignore", "order", "wild", "defend"):
                a = legal[0]
            else:
                a = self.sub_choice(g, s, legal)
            g.apply(a, s)
            guard += 1

    def _best_by_sim(self, game, seat: int, legal: list) -> str:
        w = self.weights(game, seat)
        base = self.progress(game, w)
        best, best_v = legal[0], -1e9
        scored = []
        use_money = self.money_weight > 0
        for a in legal:
            g = game.clone()
            g.quiet = True
            g.apply(a, seat)
            self._finish_turn(g, seat)
            v = self.progress(g, w) - base
            if use_money:
                v = v * (1 - self.money_weight) + self.money_weight * self._lead(g, seat)
            spend = 0.0
            if a.startswith("play"):
                card = int(a.split()[1])
                # keep cards strong in one's own colours for later: a small price for spending them
                spend = self.keep * sum(x for c, x in CARD[card] if c != WILD and w[c] > 0.5)
            v -= spend
            scored.append((v, spend, a))
            if v > best_v:
                best, best_v = a, v
        if self.end_rollouts > 0 and all(game.crossed) and legal[0].startswith("play") and len(legal) > 1:
            return self._play_out(game, seat, legal)
        if self.samples > 0 and self.width > 1 and legal[0].startswith("play"):
            return self._look_ahead(game, seat, scored)
        return best

    def _look_ahead(self, game, seat: int, scored: list) -> str:
        """The best of the ``width`` best cards, each played out in ``samples`` redeals until the
        bot's next turn (common redeals and random draws for all the cards)."""
        top = sorted(scored, key=lambda x: (-x[0], x[2]))[:self.width]
        total = {a: 0.0 for _, _, a in top}
        for _ in range(self.samples):
            d = game.determinize(seat, self.rng)
            seed = self.rng.getrandbits(32)
            for _, _, a in top:
                g = d.clone()
                g.quiet = True
                g.apply(a, seat)
                self._finish_turn(g, seat)
                self._until_my_turn(g, seat, random.Random(seed))
                total[a] += self._lead(g, seat)
        return max(top, key=lambda x: (total[x[2]] / self.samples - x[1], x[2]))[2]

    def _play_out(self, game, seat: int, legal: list) -> str:
        """After the last yellow line: every card played out to the end of the race in
        ``end_rollouts`` redeals (common to all cards), the seat's later cards by :meth:`_quick_card`,
        the others' at random; the card that most often ends with the most money (then the largest
        money lead) is played."""
        total = {a: 0.0 for a in legal}
        for _ in range(self.end_rollouts):
            d = game.determinize(seat, self.rng)
            seed = self.rng.getrandbits(32)
            for a in legal:
                g = d.clone()
                g.quiet = True
                g.apply(a, seat)
                self._finish_turn(g, seat)
                rng = random.Random(seed)
                guard = 0
                while not g.over and guard < 400:
                    guard += 1
                    s = g.to_move[0]
                    acts = g.legal_actions(s)
                    if s != seat:
                        g.apply(rng.choice(acts), s)
                    elif g.phase == "race" and g.prompt is None:
                        g.apply(self._quick_card(g, seat, acts), s)
                    elif g.phase == "race" and g.prompt["kind"] not in ("ignore", "order", "wild", "defend"):
                        g.apply(self.sub_choice(g, s, acts), s)
                    else:
                        g.apply(acts[0], s)
                if g.over:
                    sc = g.outcome["scores"]
                    lead = sc[seat] - max(sc[x] for x in range(g.players) if x != seat)
                    total[a] += (1.0 if seat in g.outcome["winners"] else 0.0) + 0.01 * lead
        return max(legal, key=lambda a: (total[a], a))

    def _quick_card(self, g, seat: int, legal: list) -> str:
        """A fast card choice for play-outs: the most speed for the seat's cars (and those it bet on),
        less the rivals' weighted as in :meth:`weights`."""
        w = self.weights(g, seat)
        done = set(g.places)
        return max(legal, key=lambda a: (sum(w[c] * v for c, v in CARD[int(a.split()[1])]
                                             if c != WILD and c not in done), a))

    def _until_my_turn(self, g, seat: int, rng) -> None:
        """The other seats play random cards (and make random choices) until ``seat`` is to play a
        card again; the bot's own choices on the way (bets, its cars' moves) are its own."""
        guard = 0
        while not g.over and guard < 200:
            guard += 1
            if g.phase == "race" and g.prompt is None and g.player == seat:
                return
            s = g.to_move[0]
            legal = g.legal_actions(s)
            if s != seat:
                g.apply(rng.choice(legal), s)
            elif g.phase == "bet":
                g.apply(self._bet(g, seat, legal), s)
            elif g.phase == "race" and g.prompt is not None and g.prompt["kind"] not in ("ignore", "order", "wild", "defend"):
                g.apply(self.sub_choice(g, s, legal), s)
            else:
                g.apply(legal[0], s)

    def _lead(self, g, seat: int) -> float:
        if g.phase == "over":
            sc = g.outcome["scores"]
        else:
            sc = expected_moneys(g, self.race_tau(g, self.tau), seat, self.sim_boost, self.play_eff)
        lead = sc[seat] - max(sc[x] for x in range(g.players) if x != seat)
        if self.win_weight > 0:
            lead = (1 - self.win_weight) * lead + self.win_weight * self.win_scale * self.win_chance(g, seat)
        return lead

    def win_chance(self, g, seat: int) -> float:
        """The chance that ``seat`` ends with the most money, over the decision's common draws of the
        finishing order (Plackett-Luce on the distances, scale ``tau``, the seat's cars ``sim_boost``
        times as strong) and of the other seats' secret bets (any car)."""
        if g.phase == "over":
            w = g.outcome["winners"]
            return 1.0 / len(w) if seat in w else 0.0
        if self._noise is None:
            # common draws for every position one decision compares: the cars' luck, the others' bets
            rng = self.rng
            self._noise = [([-math.log(-math.log(rng.random() or 1e-12)) for _ in COLOURS],
                            [[(rng.randrange(6), rng.randint(1, 6)) for _ in range(3)] for _ in range(g.players)])
                           for _ in range(self.win_draws)]
        tr = g.track
        done = list(g.places)
        free = [c for c in COLOURS if c not in done]
        idx = {c: COLOURS.index(c) for c in free}
        boost = math.log(self.sim_boost)
        logs = {c: tr.row(g.space[c]) / self.tau + (boost if g.owner[c] == seat else 0.0) for c in free}
        others = [s for s in range(g.players) if s != seat]
        wins = 0.0
        for noise, obets in self._noise:
            order = done + sorted(free, key=lambda c: -(logs[c] + noise[idx[c]]))
            place = {c: i + 1 for i, c in enumerate(order)}
            money = _money_by(g, seat, place)
            mine = money[seat]
            rival = -1e9
            for s in others:
                m = money[s]
                for j in range(len(g.bets[s])):
                    ci, at = obets[s][j]
                    c = COLOURS[ci]
                    m += g.bet_payout(j, c, at, place[c])
                rival = max(rival, m)
            wins += 1.0 if mine > rival else (0.5 if mine == rival else 0.0)
        return wins / max(1, len(self._noise))


LEVELS = {"racer": lambda seed=None: RacerBot(seed=seed)}
