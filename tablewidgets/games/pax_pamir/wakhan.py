"""The Wakhan automa's decision rules that do not depend on its turn sequence: its deck, the
arrows of its cards, pragmatic loyalty, the card priority (the tie rule for court cards), the
order of regions and borders, the card it radicalizes from the market (plain and by each card
instruction), the order its turn tries a card's actions, where its spies go, the court card its
battle instruction targets, the board piece it moves when its supply is empty, its court
discards, its ambition (buying a Dominance Check), the card it uses for an action and the rupees
its tax takes, where it builds, what it betrays, where and what it battles, its army moves and
the spy it moves under the spy movement variant.

These are read-only functions of a :class:`~.rules.PaxPamir` position and a seat ``w`` playing
Wakhan; they change nothing. A gift is its lowest free gift (:meth:`lowest_gift`); its events aim
at the arrow's player, the front's first region, or keep the favoured suit. The seat that plays by
these rules (its options, its turn, its bribes in full, the view) is :mod:`.seat`.

Facts from Board Game Arena's public implementation FransBongers/bga-pax-pamir (its Wakhan
helpers and radicalize module), written in this package's own code:

* The deck: a card is drawn from the deck onto the discard pile each Wakhan turn; the turn reads the
  *front* of the discard pile's top card and the *back* of the deck's top card. When the deck runs
  out, every card is shuffled back and a card drawn again.
* The arrows: the front's column arrow picks one of the back's six column numbers, its row arrow
  one of the back's two sides (top-left = the top market row and the left court end).
* Pragmatic loyalty: the first coalition of the front's order that no other player is loyal to;
  with the *steadfast* variant, among those coalitions the one with most blocks in play (ties by
  the front's order).
* Card priority between court cards: another player's card, then the favoured suit, a patriot of the
  dominant coalition, a prize of the dominant coalition, any patriot, a leverage card, the highest
  rank, the highest card number; each step keeps only the matching cards when some match.
* Ambition, before each action: the first Dominance Check of the market, if Wakhan can buy it and
  would gain strictly more points from it than every other player, or it is the last check and
  Wakhan would then win (points, military stars, rupees after paying).
* The card for an action: among Wakhan's unused court cards with it whose least cost (build and
  betray 2, a gift its lowest free gift) and spy bribe it can pay, the highest priority one.
* Tax: players Wakhan may tax first (most rupees first; a tie to the player on the red arrow's
  side: before Wakhan for top-left, after it for bottom-right), down to their economic stars, then
  market rupees column by column from the left, the arrow's row first.
* Build: the first region of the front's order Wakhan rules, as many armies as it can pay for (at
  most three). Betray: a prize card where Wakhan has a spy, by card priority; it takes the prize.
* Battle: the first region of the front's order with Wakhan's armies and other players' pieces
  (tribes, then armies, then roads, the arrow's player first), else the highest priority court
  card where both Wakhan and an opponent have spies; at most the card's rank and Wakhan's pieces.
* Move, step by step: from the first region of the front's order with Wakhan's army (or tribe
  under its Nationalism) that it can leave without losing its rule there, to the first adjacent
  region of that order with another player's tribe and more tribes than Wakhan's armies.
* Spy movement variant: a spy from the lowest priority card where Wakhan's spies outnumber all
  others there, one step to the highest priority neighbour where Wakhan is not alone in the lead.
* Court discards: not political, not a patriot, no leverage, most other players' spies beyond
  Wakhan's, fewest spies, lowest rank, not the favoured suit, lowest number (steps as above).
* Radicalize: from the picked column leftwards in the picked row, then in the other row, the first
  card Wakhan can afford that got no rupees this turn (no Dominance Check, no Public Withdrawal).
  With a Dominance Check in the market instead, among every affordable card: with a dominant
  coalition the cheapest patriot of it, else the card placing most armies and roads; without one the
  card placing most tribes and spies; ties by cost, then highest card number. *Savvy purchasing*
  variant: a cheaper card of the same suit and at least the rank replaces the pick (cheapest, then
  leftmost, then in the arrow's row); with a Dominance Check in the market and no card placing
  tribes or spies, the card netting most rupees (rupees on it, less the cost, plus two for
  leverage; ties as above).
"""

from __future__ import annotations

import random

from .data import CARD, DOMINANCE_CARDS, REGION_BORDERS, WAKHAN_CARDS, border_regions

WAKHAN = {w.id: w for w in WAKHAN_CARDS}
PUBLIC_WITHDRAWAL = 111


# ---------------------------------------------------------------------------- the deck
def new_deck(rng: random.Random) -> dict:
    """A shuffled Wakhan deck (top card last) and an empty discard pile."""
    deck = [w.id for w in WAKHAN_CARDS]
    rng.shuffle(deck)
    return {"deck": deck, "discard": []}


def draw(state: dict, rng: random.Random) -> None:
    """Draw the deck's top card onto the discard pile; an empty deck afterwards takes all cards back,
    shuffled, and draws again (so both a front and a back are always showing)."""
    state["discard"].append(state["deck"].pop())
    if not state["deck"]:
        state["deck"] = state["discard"]
        state["discard"] = []
        rng.shuffle(state["deck"])
        state["discard"].append(state["deck"].pop())


def front(state: dict):
    return WAKHAN[state["discard"][-1]] if state["discard"] else None


def back(state: dict):
    return WAKHAN[state["deck"][-1]]


def red_arrow(state: dict) -> str:
    """``top_left`` or ``bottom_right``: the market row searched first and the court end played to."""
    return back(state).row_side[front(state).row_arrow]


def column(state: dict) -> int:
    """The market column a radicalize starts from."""
    return back(state).columns[front(state).column_arrow]


# ---------------------------------------------------------------------------- loyalty
def pragmatic_loyalty(game, w: int, state: dict, steadfast: bool = False) -> str | None:
    """The coalition Wakhan is loyal to now (None before its first card is drawn)."""
    card = front(state)
    if card is None:
        return None
    others = {game.ps[s]["loyalty"] for s in range(game.nseats) if s != w}
    free = [c for c in card.pragmatic if c not in others]
    if not free:
        return None
    if steadfast:
        return max(free, key=lambda c: (game.blocks_in_play(c), -free.index(c)))
    return free[0]


# ---------------------------------------------------------------------------- tie rules
def _owner(game, cid: int) -> int | None:
    for s in range(game.nseats):
        if cid in game.ps[s]["court"]:
            return s
    return None


def highest_priority(game, w: int, cids) -> int | None:
    """The court card of ``cids`` Wakhan's priority puts first."""
    current = list(cids)
    if len(current) <= 1:
        return current[0] if current else None
    dominant = game.dominance_status()["dominant"]
    steps = (
        lambda c: _owner(game, c) != w,
        lambda c: CARD[c].suit == game.favoured,
        lambda c: dominant is not None and CARD[c].loyalty == dominant,
        lambda c: dominant is not None and CARD[c].prize == dominant,
        lambda c: CARD[c].loyalty is not None,
        lambda c: "leverage" in CARD[c].icons.split(),
        lambda c: CARD[c].rank == max(CARD[x].rank for x in current),
    )
    for keep in steps:
        kept = [c for c in current if keep(c)]
        if len(kept) == 1:
            return kept[0]
        if kept:
            current = kept
    return max(current)


def by_priority(game, w: int, cids) -> list:
    """``cids`` in Wakhan's priority order."""
    left, out = list(cids), []
    while left:
        best = highest_priority(game, w, left)
        out.append(best)
        left.remove(best)
    return out


def border_order(region: str, state: dict) -> list:
    """The borders of ``region`` in the order of the front's region list."""
    order = front(state).region_order
    own = REGION_BORDERS[region]
    out = []
    for other in order:
        for b in own:
            if other in border_regions(b) and other != region:
                out.append(b)
    return out


# ---------------------------------------------------------------------------- radicalize
def _buyable(game, w: int, r: int, c: int, court_only: bool = True) -> bool:
    cid = game.market[r][c]
    if cid is None or cid == PUBLIC_WITHDRAWAL or (r, c) in game.blocked:
        return False
    if court_only and cid not in CARD:
        return False
    return game.buy_cost(w, r, c) <= game.ps[w]["rupees"]


def _icons(cid: int, kinds) -> int:
    return sum(1 for i in CARD[cid].icons.split() if i in kinds) if cid in CARD else 0


def _cheapest_then_highest(game, w: int, slots) -> tuple | None:
    if not slots:
        return None
    return min(slots, key=lambda rc: (game.buy_cost(w, *rc), -game.market[rc[0]][rc[1]]))


def _savvy(game, w: int, state: dict, pick: tuple) -> tuple:
    cid = game.market[pick[0]][pick[1]]
    if cid not in CARD:
        return pick
    cost = game.buy_cost(w, *pick)
    top_row = 0 if red_arrow(state) == "top_left" else 1
    better = [(r, c) for r in range(2) for c in range(len(game.market[r]))
              if _buyable(game, w, r, c) and game.buy_cost(w, r, c) < cost
              and CARD[game.market[r][c]].suit == CARD[cid].suit and CARD[game.market[r][c]].rank >= CARD[cid].rank]
    if not better:
        return pick
    return min(better, key=lambda rc: (game.buy_cost(w, *rc), rc[1], rc[0] != top_row))


def _net_rupees(game, w: int, rc: tuple) -> int:
    """Rupees on the card, less its cost, plus two for a leverage card."""
    return game.coins[rc[0]][rc[1]] - game.buy_cost(w, *rc) + 2 * _icons(game.market[rc[0]][rc[1]], ("leverage",))


def radicalize_target(game, w: int, state: dict, savvy: bool = False) -> tuple | None:
    """The market slot ``(row, column)`` Wakhan radicalizes, or None when it can buy nothing."""
    market = game.market
    if any(cid in DOMINANCE_CARDS for row in market for cid in row):
        slots = [(r, c) for r in range(2) for c in range(len(market[r])) if _buyable(game, w, r, c, court_only=False)]
        if not slots:
            return None
        dominant = game.dominance_status()["dominant"]
        if dominant is not None:
            patriots = [rc for rc in slots if market[rc[0]][rc[1]] in CARD
                        and CARD[market[rc[0]][rc[1]]].loyalty == dominant]
            if patriots:
                return _cheapest_then_highest(game, w, patriots)
            kinds = ("army", "road")
        else:
            kinds = ("tribe", "spy")
        most = max(_icons(market[r][c], kinds) for r, c in slots)
        if savvy and dominant is None and most == 0:
            gain = max(_net_rupees(game, w, rc) for rc in slots)
            return _cheapest_then_highest(game, w, [rc for rc in slots if _net_rupees(game, w, rc) == gain])
        return _cheapest_then_highest(game, w, [rc for rc in slots if _icons(market[rc[0]][rc[1]], kinds) == most])
    first = 0 if red_arrow(state) == "top_left" else 1
    start = column(state)
    for r in (first, 1 - first):
        for c in range(start, -1, -1):
            if market[r][c] in DOMINANCE_CARDS or not _buyable(game, w, r, c, court_only=False):
                continue
            return _savvy(game, w, state, (r, c)) if savvy else (r, c)
    return None


# ---------------------------------------------------------------------------- instructions
def _affordable(game, w: int, court_only: bool = True) -> list:
    return [(r, c) for r in range(2) for c in range(len(game.market[r])) if _buyable(game, w, r, c, court_only)]


def _of_suit(game, slots, suit: str) -> list:
    return [rc for rc in slots if CARD[game.market[rc[0]][rc[1]]].suit == suit]


def _highest_ranked(game, w: int, slots, suit: str) -> tuple | None:
    slots = _of_suit(game, slots, suit)
    if not slots:
        return None
    top = max(CARD[game.market[r][c]].rank for r, c in slots)
    return _cheapest_then_highest(game, w, [(r, c) for r, c in slots if CARD[game.market[r][c]].rank == top])


def _most_net_rupees(game, w: int, slots) -> tuple | None:
    if not slots:
        return None
    gain = max(_net_rupees(game, w, rc) for rc in slots)
    return _cheapest_then_highest(game, w, [rc for rc in slots if _net_rupees(game, w, rc) == gain])


def _gains_rule(game, w: int, cid: int, loyalty: str | None) -> bool:
    """Would playing ``cid`` (its tribes for Wakhan, its armies for ``loyalty``) make Wakhan rule its
    region? (Pieces are counted as added; which supply piece moves is not looked at.)"""
    card = CARD[cid]
    region = card.region
    if game.ruler(region) == w:
        return False
    icons = card.icons.split()
    tribes = game.tribes[region][w] + icons.count("tribe")
    mine = tribes + (game.armies[region][loyalty] + icons.count("army") if loyalty else 0)
    if tribes == 0:
        return False
    return all(game.ruling_pieces(region, s) < mine for s in range(game.nseats) if s != w)


def _spies_of(game, seat: int) -> int:
    return sum(sp[seat] for sp in game.spies.values())


def instruction_target(game, w: int, state: dict, instruction: str, steadfast: bool = False) -> tuple | None:
    """The market slot a radicalize instruction of a Wakhan card buys, or None when its condition
    fails or no card fits (the action is then skipped). Plain ``radicalize``: :func:`radicalize_target`."""
    slots = _affordable(game, w)
    market = game.market
    dominant = game.dominance_status()["dominant"]

    def cards(keep):
        return [rc for rc in slots if keep(CARD[market[rc[0]][rc[1]]])]

    if instruction == "radicalize_if_military_favored_highest_ranked_military":
        return _highest_ranked(game, w, slots, "military") if game.favoured == "military" else None
    if instruction == "radicalize_if_political_favored_highest_ranked_economic":
        return _highest_ranked(game, w, slots, "economic") if game.favoured == "political" else None
    if instruction == "radicalize_highest_ranked_political":
        return _highest_ranked(game, w, slots, "political")
    if instruction == "radicalize_highest_ranked_intelligence":
        return _highest_ranked(game, w, slots, "intelligence")
    if instruction == "radicalize_intelligence":
        return _cheapest_then_highest(game, w, _of_suit(game, slots, "intelligence"))
    if instruction == "radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees":
        if game.ps[w]["rupees"] >= 2:
            return None
        pick = _most_net_rupees(game, w, _affordable(game, w, court_only=False))
        return pick if pick is not None and _net_rupees(game, w, pick) > 0 else None
    if instruction == "radicalize_card_that_gives_control_of_region":
        loyalty = pragmatic_loyalty(game, w, state, steadfast)
        return _cheapest_then_highest(game, w, cards(lambda k: _gains_rule(game, w, k.id, loyalty)))
    if instruction == "radicalize_card_that_would_place_most_blocks":
        if not slots:
            return None
        most = max(_icons(market[r][c], ("army", "road")) for r, c in slots)
        if not most:
            return None
        return _cheapest_then_highest(game, w, cards(lambda k: _icons(k.id, ("army", "road")) == most))
    if instruction == "radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders":
        if dominant is not None or not slots:
            return None
        most = max(_icons(market[r][c], ("tribe", "spy")) for r, c in slots)
        if not most:
            return None
        return _cheapest_then_highest(game, w, cards(lambda k: _icons(k.id, ("tribe", "spy")) == most))
    if instruction == "radicalize_if_no_card_with_move_card_with_move_action":
        if any("move" in CARD[c].actions.split() for c in game.ps[w]["court"]):
            return None
        return _cheapest_then_highest(game, w, cards(lambda k: "move" in k.actions.split()))
    if instruction == "radicalize_if_dominant_coalition_matching_patriot":
        if dominant is None:
            return None
        return _cheapest_then_highest(game, w, cards(lambda k: k.loyalty == dominant))
    if instruction == "radicalize_if_court_size_at_limit_highest_ranked_political":
        if len(game.ps[w]["court"]) < game.court_limit(w):
            return None
        return _highest_ranked(game, w, slots, "political")
    if instruction == "radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence":
        if max(_spies_of(game, s) for s in range(game.nseats)) <= _spies_of(game, w):
            return None
        return _highest_ranked(game, w, slots, "intelligence")
    raise ValueError(f"Not a radicalize instruction of a Wakhan card: {instruction!r}.")


RADICALIZE_INSTRUCTIONS = tuple(sorted({a for card in WAKHAN_CARDS for a in card.actions
                                        if a.startswith("radicalize_")}))


# ---------------------------------------------------------------------------- the turn's actions
def take_actions(front_card, perform, actions: int = 2) -> list:
    """Run a Wakhan turn's actions: the front's three actions are tried in order, round and round,
    each ``perform(action) -> bool`` that succeeds spending one of ``actions``; three failures in a row
    end the turn. Returns the actions tried, each with whether it was done."""
    done, skipped, index, log = 0, 0, 0, []
    while done < actions and skipped < 3:
        action = front_card.actions[index]
        ok = bool(perform(action))
        log.append((action, ok))
        if ok:
            done, skipped = done + 1, 0
        else:
            skipped += 1
        index = (index + 1) % 3
    return log


# ---------------------------------------------------------------------------- where pieces go
def _courts(game) -> list:
    return [cid for s in range(game.nseats) for cid in game.ps[s]["court"]]


def spy_card(game, w: int, region: str) -> int | None:
    """The court card a spy of Wakhan's impact icon goes on: among the region's court cards, those
    where another player has at least as many spies as Wakhan, by card priority (else any of them)."""
    cards = [cid for cid in _courts(game) if CARD[cid].region == region]
    if len(cards) <= 1:
        return cards[0] if cards else None

    def contested(cid):
        sp = game.spies.get(cid, [0] * game.nseats)
        return any(sp[s] >= sp[w] for s in range(game.nseats) if s != w)

    open_ = [cid for cid in cards if contested(cid)]
    return highest_priority(game, w, open_ or cards)


def battle_court_target(game, w: int) -> int | None:
    """The court card the instruction "battle on the highest priority court card with the most spies
    where Wakhan has a spy" names: Wakhan has a spy there and so does an opponent whose spies can be
    removed (not one with Indispensable Advisors); most spies in all, then card priority."""
    best, found = -1, []
    for cid in _courts(game):
        sp = game.spies.get(cid)
        if not sp or not sp[w]:
            continue
        enemy = sum(sp[s] for s in range(game.nseats)
                    if s != w and not game.has_ability(s, "indispensable_advisors"))
        if not enemy:
            continue
        total = sp[w] + enemy
        if total > best:
            best, found = total, [cid]
        elif total == best:
            found.append(cid)
    return highest_priority(game, w, found)


def relocation_choice(game, w: int, state: dict, decision: dict) -> str:
    """Which board piece Wakhan moves when its supply is empty (one of the game's ``from ...``
    choices): armies first, then roads, by the front's region order (roads of a region by
    :func:`border_order`); for cylinders tribes by region order, then spies by card priority, then a
    gift (the lowest)."""
    options = game.relocation_sources(decision)
    if not options:
        raise ValueError("Nothing on the board to move.")
    order = front(state).region_order
    ranked = [f"from army {r}" for r in order]
    ranked += [f"from road {b}" for r in order for b in border_order(r, state)]
    ranked += [f"from tribe {r}" for r in order]
    spied = [int(o.split()[2]) for o in options if o.startswith("from spy ")]
    ranked += [f"from spy {cid}" for cid in by_priority(game, w, spied)]
    ranked += [o for o in options if o.startswith("from gift ")]
    return next(o for o in ranked if o in options)


# ---------------------------------------------------------------------------- discards
def court_discard(game, w: int, cids) -> int | None:
    """The court card Wakhan discards over its court limit: each step keeps the matching cards when
    some match: not political, not a patriot, no leverage, the most other players' spies beyond
    Wakhan's, the fewest spies, the lowest rank, not the favoured suit, then the lowest number."""
    current = list(cids)
    if len(current) <= 1:
        return current[0] if current else None

    def spies(cid):
        return game.spies.get(cid, [0] * game.nseats)

    def beyond(cid):
        sp = spies(cid)
        return sum(sp) - 2 * sp[w]

    steps = (
        lambda c: CARD[c].suit != "political",
        lambda c: CARD[c].loyalty is None,
        lambda c: "leverage" not in CARD[c].icons.split(),
        lambda c: beyond(c) == max(beyond(x) for x in current),
        lambda c: sum(spies(c)) == min(sum(spies(x)) for x in current),
        lambda c: CARD[c].rank == min(CARD[x].rank for x in current),
        lambda c: CARD[c].suit != game.favoured,
    )
    for keep in steps:
        kept = [c for c in current if keep(c)]
        if len(kept) == 1:
            return kept[0]
        if kept:
            current = kept
    return min(current)


# ---------------------------------------------------------------------------- ambition
def check_gains(game) -> dict:
    """The points each seat would gain if a Dominance Check were resolved now (doubled for the
    fourth), by the game's own scoring."""
    final = game.checks + 1 >= 4
    st = game.dominance_status()
    if st["dominant"]:
        c = st["dominant"]
        gained = game.share((5, 3, 1), game.loyal_to(c))
    else:
        gained = game.share((3, 1), [(s, game.cylinders_in_play(s)) for s in range(game.nseats)])
    return {s: gained.get(s, 0) * (2 if final else 1) for s in range(game.nseats)}


def ambition(game, w: int) -> tuple | None:
    """Wakhan's ambition, checked before each of its actions: the market slot of a Dominance Check it
    buys because it would gain strictly more points than every other player from it, or because it
    is the last check and Wakhan would then win (points, then military stars, then rupees)."""
    slots = [(r, c) for r in range(2) for c in range(len(game.market[r]))
             if game.market[r][c] in DOMINANCE_CARDS]
    if not slots:
        return None
    slot = slots[0]
    if slot in game.blocked or game.buy_cost(w, *slot) > game.ps[w]["rupees"]:
        return None
    gains = check_gains(game)
    if all(gains[w] > gains[s] for s in range(game.nseats) if s != w):
        return slot
    if game.checks + 1 < 4:
        return None
    rupees = [p["rupees"] - (game.buy_cost(w, *slot) if s == w else 0) + (game.coins[slot[0]][slot[1]] if s == w else 0)
              for s, p in enumerate(game.ps)]
    keys = [(game.ps[s]["score"] + gains[s], game.stars(s, "military"), rupees[s]) for s in range(game.nseats)]
    return slot if all(keys[w] > keys[s] for s in range(game.nseats) if s != w) else None


# ---------------------------------------------------------------------------- card actions
_MIN_COST = {"tax": 0, "move": 0, "battle": 0, "build": 2, "betray": 2}


def action_card(game, w: int, action: str) -> int | None:
    """The court card Wakhan uses for ``action``: among its unused cards with that action whose
    least cost and spy bribe it can pay, the highest priority one."""
    money = game.ps[w]["rupees"]
    ok = []
    for cid in game.ps[w]["court"]:
        if action not in CARD[cid].actions.split() or cid in game.turn.get("used", ()):
            continue
        least = game.lowest_gift(w) if action == "gift" else _MIN_COST[action]
        if least is not None and least + game._hostage_bribe(w, cid)[1] <= money:
            ok.append(cid)
    return highest_priority(game, w, ok)


def tax_takes(game, w: int, state: dict, rank: int) -> list:
    """The rupees Wakhan's tax takes, one ``take ...`` choice each, in order: from other players it
    may tax (most rupees first, a tie to the player on the arrow's side), never below their economic
    stars, then from the market column by column, the arrow's row first."""
    side = arrow_player(game, w, state)
    sources = game._tax_sources(w)
    seats = [int(s[6:]) for s in sources if s.startswith("take p")]
    seats.sort(key=lambda s: (-game.ps[s]["rupees"], s != side))
    out = []
    for s in seats:
        spare = game.ps[s]["rupees"] - game.stars(s, "economic")
        out += [f"take p{s}"] * max(0, min(spare, rank - len(out)))
    first = 0 if red_arrow(state) == "top_left" else 1
    for c in range(len(game.market[0])):
        for r in (first, 1 - first):
            if game.market[r][c] is not None:
                out += [f"take {'ab'[r]}{c}"] * max(0, min(game.coins[r][c], rank - len(out)))
    return out[:rank]


def build_plan(game, w: int, state: dict) -> tuple | None:
    """Wakhan's build: the first region of the front's order it rules, and how many armies it pays
    for there (as many as its rupees allow, two each, at most three). None: it rules no region or
    cannot pay for one army."""
    paid = min(game.ps[w]["rupees"] // 2, 3)
    region = next((r for r in front(state).region_order if game.ruler(r) == w), None)
    if region is None or paid == 0:
        return None
    return region, paid


def betray_target(game, w: int) -> int | None:
    """The court card Wakhan betrays: a card with a prize where it has a spy and that it may betray
    (the game's own rule, so not a political card guarded by Bodyguards), by card priority. Wakhan
    always takes the prize."""
    return highest_priority(game, w, [cid for cid in game._betray_targets(w) if CARD[cid].prize])


# ---------------------------------------------------------------------------- impact icons
def court_side(state: dict) -> str:
    """The court end Wakhan plays a card to: left for the top-left arrow, right otherwise."""
    return "left" if red_arrow(state) == "top_left" else "right"


def road_borders(region: str, state: dict, n: int) -> list:
    """Where the ``n`` roads of a Wakhan card of ``region`` go: its borders in :func:`border_order`,
    starting again from the first when there are more roads than borders."""
    order = border_order(region, state)
    return [order[i % len(order)] for i in range(n)]


# ---------------------------------------------------------------------------- battle
def battle_plan(game, w: int, state: dict, rank: int, steadfast: bool = False) -> tuple | None:
    """Wakhan's battle with a card of ``rank``: in the first region of the front's order where it has
    armies of its pragmatic loyalty (and its tribes under its own Nationalism) and other players
    have pieces (their coalitions' armies and roads on the region's borders, their tribes unless a
    citadel guards them); else on the highest priority court card where Wakhan and an opponent both
    have spies. Returns ``(site, removals)``: the region or card and the pieces removed, as the
    game's ``remove ...`` choices, the player on the arrow's side first (tribes, then armies, then
    roads). At most ``rank`` pieces and no more than Wakhan's own pieces there."""
    target = arrow_player(game, w, state)
    others = [s for s in range(game.nseats) if s != w]
    others.sort(key=lambda s: s != target)
    enemy = []
    for s in others:
        c = game.ps[s]["loyalty"]
        if c and c not in enemy:
            enemy.append(c)
    loyalty = pragmatic_loyalty(game, w, state, steadfast)
    for region in front(state).region_order:
        mine = game.armies[region][loyalty] if loyalty else 0
        if game.effects.get("nationalism") == w:
            mine += game.tribes[region][w]
        if not mine:
            continue
        out = []
        for s in others:
            if not game.has_ability(s, f"citadel_{region}"):
                out += [f"remove tribe {region} {s}"] * game.tribes[region][s]
        for c in enemy:
            out += [f"remove army {region} {c}"] * game.armies[region][c]
        for c in enemy:
            for b in border_order(region, state):
                out += [f"remove road {b} {c}"] * game.roads[b][c]
        if out:
            return region, out[:min(mine, rank)]
    cards = []
    for cid in _courts(game):
        sp = game.spies.get(cid)
        if sp and sp[w] and any(sp[s] for s in others if not game.has_ability(s, "indispensable_advisors")):
            cards.append(cid)
    cid = highest_priority(game, w, cards)
    if cid is None:
        return None
    sp = game.spies[cid]
    out = []
    for s in others:
        if not game.has_ability(s, "indispensable_advisors"):
            out += [f"remove spy {cid} {s}"] * sp[s]
    return cid, out[:min(sp[w], rank)]


# ---------------------------------------------------------------------------- spy movement variant
def idle_spy_move(game, w: int) -> tuple | None:
    """The *spy movement* variant's move when Wakhan moves no army: a spy from the lowest priority
    court card where Wakhan has more spies than all others together, one step along the courts to
    the highest priority neighbouring card where Wakhan is not alone in the lead. ``(from, to)``."""
    def counts(cid):
        return game.spies.get(cid, [0] * game.nseats)

    origins = [cid for cid in _courts(game) if counts(cid)[w] > sum(counts(cid)) - counts(cid)[w]]
    for cid in reversed(by_priority(game, w, origins)):
        options = []
        for x in game._spy_neighbours(w, cid, 1):
            sp = counts(x)
            top = max(sp)
            if not (top and sp[w] == top and sp.count(top) == 1):
                options.append(x)
        dest = highest_priority(game, w, options)
        if dest is not None:
            return cid, dest
    return None


# ---------------------------------------------------------------------------- army moves
def army_move(game, w: int, state: dict, steadfast: bool = False) -> tuple | None:
    """One step of Wakhan's move: ``(piece, from, to)`` with piece ``army`` (of its pragmatic
    loyalty) or ``tribe`` (its own, under its Nationalism). The origin is the first region of the
    front's order with such a piece whose leaving does not cost Wakhan its rule there; the
    destination the first adjacent region of that order with another player's tribe and more tribes
    than Wakhan's armies. As in the source, roads are not asked for."""
    loyalty = pragmatic_loyalty(game, w, state, steadfast)
    order = front(state).region_order
    for region in order:
        if loyalty and game.armies[region][loyalty]:
            piece = "army"
        elif game.effects.get("nationalism") == w and game.tribes[region][w]:
            piece = "tribe"
        else:
            continue
        if game.ruler(region) == w:
            tribes = game.tribes[region][w] - (piece == "tribe")
            mine = tribes + (game.armies[region][loyalty] if loyalty else 0) - (piece == "army")
            if not tribes or any(game.ruling_pieces(region, s) >= mine for s in range(game.nseats) if s != w):
                continue
        near = {x for b in REGION_BORDERS[region] for x in border_regions(b) if x != region}
        for dest in order:
            if dest not in near:
                continue
            theirs = sum(game.tribes[dest][s] for s in range(game.nseats) if s != w)
            mine_there = game.armies[dest][loyalty] if loyalty else 0
            if theirs and sum(game.tribes[dest]) > mine_there:
                return piece, region, dest
    return None


# ---------------------------------------------------------------------------- events
def arrow_player(game, w: int, state: dict) -> int:
    """The player on the red arrow's side: before Wakhan for top-left, after it for bottom-right."""
    order = game.order
    i = order.index(w)
    return order[(i - 1) % len(order)] if red_arrow(state) == "top_left" else order[(i + 1) % len(order)]


def event_choice(game, w: int, state: dict, decision: dict) -> str:
    """Wakhan's choice for an event it bought, as the game's action: Rumor and Other Persuasive
    Methods aim at the player on the arrow's side, Rebuke at the first region of the front's order,
    Pashtunwali Values keeps the favoured suit."""
    kind = decision["kind"]
    if kind == "rumor":
        return f"target {arrow_player(game, w, state)}"
    if kind == "swap":
        return f"swap {arrow_player(game, w, state)}"
    if kind == "rebuke":
        return f"region {front(state).region_order[0]}"
    if kind == "pashtunwali":
        return f"suit {game.favoured}"
    raise ValueError(f"Not an event choice: {kind!r}.")
