"""Memoir '44 bots: the heuristic and the "field commander".

The field commander plays the card that orders the units with the best shots (expected hits from
where they stand, or from one move away), orders those units, moves each to the hex with the best
odds of hitting against the fewest enemy dice that can reach it (closing in on objectives), battles
the target where it expects the most damage (finishing weakened units first), takes ground when it
is not walking into fire, retreats to the safest hex and keeps the better Recon card.

The actions of the newer rules get a value of their own, weighed against the orders they replace: blowing up a
bridge (worth more the nearer the enemy units that could cross it, the more when it is their objective; times
the chance the dice blow it; less the card when it is lost for good) against the card's best orders; a pontoon
bridge by the own units it brings across toward their objectives or the enemy; a paradrop or an air landing
(a whole new unit for one order, by the odds it lands safely, the ground it lands on and the fire there); a
re-supply (the figures handed over) and an assault bridge against the shots they replace; smoke shells on the
enemy that threatens the most; units on a supply train get off onto the best hex next to it; a battle star to
pick up (equipment, prisoners) draws units like an objective.
"""

from __future__ import annotations

from ...engine.bots import Bot
from . import data as D
from .data import ARMOR, ARTILLERY, DECK, INFANTRY, hex_name, parse_hex

P_HIT = {INFANTRY: 3 / 6, ARMOR: 2 / 6, ARTILLERY: 1 / 6}


def evaluate(game, seat: int) -> float:
    """Medals toward the target (both sides) and figures on the board, from -1 to +1."""
    if game.over:
        return 1.0 if seat in game.outcome["winners"] else -1.0
    mine = game.medal_count(seat) / game.target(seat)
    theirs = game.medal_count(1 - seat) / game.target(1 - seat)
    side = game.side_of(seat)
    figs = [0, 0]
    for u in game.units.values():
        figs[0 if u["side"] == side else 1] += u["figures"] / u["max"] * u["medal"]
    total = max(1.0, figs[0] + figs[1])
    v = 0.7 * (mine - theirs) + 0.3 * (figs[0] - figs[1]) / total
    return max(-1.0, min(1.0, v))


def _ev(game, u, target, dice) -> float:
    p = P_HIT[target["type"]]
    hits = dice * p
    kill = 1.0 if hits >= target["figures"] - 0.25 else hits / target["figures"]
    return hits + 1.5 * kill * target["medal"] + dice / 6 * 0.5


def best_shot(game, u) -> float:
    t = game.targets(u)
    return max((_ev(game, u, game.units[tid], n) for tid, n in t.items()), default=0.0)


def threat(game, h, u) -> float:
    """Expected hits the enemies could score on a unit like ``u`` standing on ``h`` next turn."""
    fake = dict(u)
    fake["hex"] = h
    total = 0.0
    for v in game.units.values():
        if v["side"] == u["side"]:
            continue
        d = D.distance(v["hex"], h)
        rng = len(D.RANGE_DICE[v["type"]]) + (1 if v["type"] != ARTILLERY else 0)
        if d > rng:
            continue
        n = game.dice(v, fake, from_hex=v["hex"]) if d <= len(D.RANGE_DICE[v["type"]]) else 1
        total += max(0, n) * P_HIT[u["type"]]
    return total


def _objective_pull(game, u, h) -> float:
    side = u["side"]
    best = 0.0
    for ob in game.sc["objectives"]:
        if ob["for"] not in (side, "both"):
            continue
        for o in ob["hexes"]:
            d = D.distance(h, tuple(o))
            best = max(best, 2.0 / (1 + d))
    opt = game.sc.get("options", {}).get("pickups")
    if opt and game.sc[side]["side"] == opt["side"]:
        for o in getattr(game, "stars", {}):      # a battle star to pick up pulls like an objective
            best = max(best, 2.0 * opt.get("medals", 1) / (1 + D.distance(h, o)))
    enemies = [v["hex"] for v in game.units.values() if v["side"] != side]
    if enemies:
        best += 0.6 / (1 + min(D.distance(h, e) for e in enemies))
    return best


class CommanderBot(Bot):
    level = "commander"

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        kind = game.pending["kind"] if game.pending else game.phase
        pick = getattr(self, "_" + kind, None)
        choice = pick(game, seat, legal) if pick else None
        if choice not in legal:
            choice = self.rng.choice(legal)
        return choice

    # ------------------------------------------------------------------ cards
    def _card_value(self, game, seat, action) -> float:
        twin = game.determinize(seat, self.rng)      # the other hand, the deck and future dice unseen
        try:
            twin.apply(action, seat)
        except Exception:
            return -1.0
        if twin.over:
            return 100.0 if seat in twin.outcome["winners"] else -100.0
        if twin.active != seat or twin.phase == "keep":
            return evaluate(twin, seat) * 5 + 0.2
        value = 0.0
        if twin.phase == "order":
            for _ in range(6):
                opts = twin._orderable(seat)
                if not opts:
                    break
                scores = {uid: self._unit_value(twin, twin.units[uid]) for uid in opts}
                uid = max(scores, key=lambda k: (scores[k], -k))
                value += scores[uid]
                twin.ordered.append(uid)
        elif twin.phase in ("move", "battle"):
            value += sum(self._unit_value(twin, twin.units[u]) for u in twin.ordered if u in twin.units)
        elif twin.phase == "air":
            per = 2 if twin.sc[twin.side_of(seat)]["side"] == "allies" else 1
            vals = sorted((P_HIT[twin.units[t]["type"]] * per + 1 / 6 * per for t in twin.air_targets()), reverse=True)
            value += sum(vals[:4]) * 1.5
        elif twin.phase == "barrage":
            value += max((4 * P_HIT[v["type"]] + (1 if v["figures"] <= 2 else 0)
                          for v in twin.units.values() if v["side"] != twin.side_of(seat)), default=0)
        elif twin.phase == "heal":
            value += max((u["max"] - u["figures"] for u in twin.own_units(seat)), default=0) * 0.4
        key = DECK[int(action.split()[1])][0]
        if key in ("recon",):
            value += 0.4
        if key in ("counter_attack", "ambush"):
            value -= 0.5
        return value

    def _unit_value(self, game, u) -> float:
        shot = best_shot(game, u)
        if shot > 0:
            return shot + 0.3
        if u["type"] == ARTILLERY:
            return 0.05
        return 0.3 + _objective_pull(game, u, u["hex"]) * 0.2

    def _smoke(self, game, seat, legal):
        """Lay the smoke screen in front of its own units, two hexes short of the enemy."""
        side = game.side_of(seat)
        own = [u["hex"] for u in game.units.values() if u["side"] == side]
        foe = [u["hex"] for u in game.units.values() if u["side"] != side]
        hexes = [a for a in legal if a.startswith("smoke ")]
        if not hexes or not own or not foe:
            return "done" if "done" in legal else None

        def score(a):
            h = parse_hex(a.split()[1])
            return ((min(D.distance(h, e) for e in foe) - 2) ** 2 + min(D.distance(h, o) for o in own), a)
        return min(hexes, key=score)

    def _commit(self, game, seat, legal):
        return min(legal, key=lambda a: self.RANK.index(DECK[int(a.split()[1])][0]))

    def _play(self, game, seat, legal):
        commits = [a for a in legal if a.startswith("commit")]
        if commits:
            # the card under the chip is played whatever goes under it: put the best card of the hand there
            best = min(commits, key=lambda a: self.RANK.index(DECK[int(a.split()[1])][0]))
            side = [a for a in commits if a.split()[1] == best.split()[1]]
            scores = {a: self._card_value(game, seat, a) for a in side + [a for a in legal if a.startswith("play")]}
            return max(scores, key=scores.get)
        scores = {a: self._card_value(game, seat, a) + self.rng.random() * 0.01 for a in legal}
        return max(scores, key=scores.get)

    RANK = ("assault", "attack", "general_advance", "armor_assault", "infantry_assault", "direct_from_hq",
            "barrage", "air_power", "probe", "finest_hour", "close_assault", "firefight", "pincer_move",
            "move_out", "recon_in_force", "ambush", "behind_enemy_lines", "artillery_bombard", "recon",
            "counter_attack", "medics", "dig_in")

    def _keep(self, game, seat, legal):
        order = ("assault", "attack", "general_advance", "armor_assault", "infantry_assault", "direct_from_hq",
                 "barrage", "air_power", "probe", "finest_hour", "close_assault", "firefight", "pincer_move",
                 "move_out", "recon_in_force", "ambush", "behind_enemy_lines", "artillery_bombard", "recon",
                 "counter_attack", "medics", "dig_in")
        return min(legal, key=lambda a: order.index(DECK[int(a.split()[1])][0]))

    # ------------------------------------------------------------------ orders, moves, battles
    def _order(self, game, seat, legal):
        best, score = "done", 0.0
        units = sorted((self._unit_value(game, game.unit_at(parse_hex(a.split()[1]))) for a in legal
                        if a.startswith("order")), reverse=True)
        for a in legal:
            if a == "done":
                continue
            verb, h = a.split()[0], parse_hex(a.split()[1])
            if verb == "enter":
                v = self._entry_value(game, seat, h)
            elif verb in ("blow", "pontoon"):
                # instead of the whole card's orders: weigh it against the best units it would order
                alt = sum(units[:max(1, self._orders_left(game))])
                v = (self._blow_value(game, seat, h) if verb == "blow" else self._pontoon_value(game, seat, h)) - alt
                v = 100 + v if v > 0 else v     # better than the whole card's orders: that is the choice
            elif verb == "drop":
                v = self._landing_value(game, seat, h, scatter=True)
            elif verb == "land":
                v = self._landing_value(game, seat, h, scatter=False)
            else:
                v = self._unit_value(game, game.unit_at(h))
            if v > score:
                best, score = a, v
        if best == "done":
            opts = [a for a in legal if a.startswith(("order", "enter", "drop", "land"))]
            return opts[0] if opts else "done"
        return best

    @staticmethod
    def _orders_left(game) -> int:
        lim = game.limits or {}
        if "any" in lim:
            return lim["any"] - len(game.ordered)
        if "sections" in lim:
            return min(3, sum(n for n in lim["sections"] if n < 99) or 3) - len(game.ordered)
        return 2

    def _blow_value(self, game, seat, h) -> float:
        """Blowing up the bridge on ``h``: the enemy units near enough to cross it (and its being their objective),
        against the own units that would use it; times the chance it goes; less the card if it is lost for good."""
        side = game.side_of(seat)
        enemy = [v for v in game.units.values() if v["side"] != side]
        own = [v for v in game.units.values() if v["side"] == side]
        value = sum((3 - D.distance(v["hex"], h)) * 1.0 * v["figures"] / v["max"] for v in enemy
                    if D.distance(v["hex"], h) <= 2)
        if any(h in [tuple(x) for x in ob["hexes"]] and ob["for"] in (game.side_of(1 - seat), "both")
               for ob in game.sc["objectives"]):
            value += 2.5                    # the enemy's objective: it is a medal they cannot stand on
        value -= 0.4 * sum(1 for v in own if D.distance(v["hex"], h) <= 1)
        option = game.sc["options"]["blow_bridges"].get("option", 1)
        return value * (1 - (5 / 6) ** 2 if option == 2 else 1.0) - (1.0 if option == 1 else 0.0)

    def _pontoon_value(self, game, seat, h) -> float:
        """A pontoon bridge on ``h``: for each own unit next to it, how much nearer the far bank brings it to its
        objectives or the enemy (hex distances)."""
        side = game.side_of(seat)
        goals = [tuple(x) for ob in game.sc["objectives"] if ob["for"] in (side, "both") for x in ob["hexes"]]
        goals += [v["hex"] for v in game.units.values() if v["side"] != side]
        if not goals:
            return 0.0
        value = 0.0
        for u in game.units.values():
            if u["side"] != side or D.distance(u["hex"], h) > 2 or u["type"] == ARTILLERY:
                continue
            here = min(D.distance(u["hex"], g) for g in goals)
            far = [n for n in D.neighbours(*h) if D.distance(n, u["hex"]) >= 2 and game.field.terrain[n] != "river"]
            there = min((min(D.distance(n, g) for g in goals) for n in far), default=here)
            value += max(0, here - there) * 0.5
        return value

    def _landing_value(self, game, seat, h, scatter: bool) -> float:
        """A paradrop aimed at ``h`` (or an air landing on it): a whole new infantry unit for one order, by the
        odds it comes down safely, the pull of the ground it lands on and the fire it will face there."""
        side = game.side_of(seat)
        spots = [h] + (D.neighbours(*h) if scatter else [])
        f = game.field
        safe = [x for x in spots if x not in game.at and not f.impassable(x, INFANTRY)
                and f.terrain[x] not in ("ocean", "river")]
        if scatter:
            safe = [x for x in safe if D.on_board(*x)]
        p = len(safe) / 7 if scatter else 1.0
        fake = {"id": -1, "side": side, "type": INFANTRY, "figures": 4, "max": 4, "hex": h, "elite": False,
                "wittmann": False, "tiger": False, "medal": 1, "resistance": False}
        return p * (1.6 + _objective_pull(game, fake, h)) - 0.2 * threat(game, h, fake)

    def _disembark(self, game, seat, legal):
        """A supply train at a station: the units aboard get off onto the best hex next to it."""
        side = game.side_of(seat)
        fake = {"id": -1, "side": side, "type": INFANTRY, "figures": 4, "max": 4, "elite": False,
                "wittmann": False, "tiger": False, "medal": 1, "resistance": False}
        offs = [a for a in legal if a.startswith("disembark")]
        if not offs:
            return "done"
        return max(offs, key=lambda a: _objective_pull(game, fake, parse_hex(a.split()[1]))
                   - 0.35 * threat(game, parse_hex(a.split()[1]), dict(fake, hex=parse_hex(a.split()[1]))))

    def _entry_value(self, game, seat, h) -> float:
        """Armor breakthrough: a fresh tank unit is worth bringing in, more where it can shoot at once."""
        spec = game.sc["options"]["breakthrough"][game.sc[game.side_of(seat)]["side"]]
        figs = 4 if spec["name"].startswith("tank2") else 3
        fake = {"id": -1, "side": game.side_of(seat), "type": ARMOR, "figures": figs, "max": figs, "hex": h,
                "elite": False, "wittmann": False, "tiger": False, "medal": 1}
        return 1.0 + best_shot(game, fake)

    def _spot_value(self, game, u, h, can) -> float:
        old = u["hex"]
        # look from the new hex (the unit's old hex is empty then); a locomotive backing up ends where its wagon
        # stands now
        there = game.at.get(h)
        del game.at[old]
        game.at[h] = u["id"]
        u["hex"] = h
        try:
            shot = best_shot(game, u) if can else 0.0
            danger = threat(game, h, u)
            pull = _objective_pull(game, u, h)
        finally:
            u["hex"] = old
            del game.at[h]
            if there is not None:
                game.at[h] = there
            game.at[old] = u["id"]
        m = game.mines.get(h)
        if m is not None and m[2] != u["side"] and h != old:
            # a minefield of the other side: its strength (or the counters' mean, face down) in dice at once
            dice = m[0] if m[1] else sum(D.MINE_TOKENS) / len(D.MINE_TOKENS)
            danger += dice * P_HIT[u["type"]] * 2
        return shot - 0.35 * danger + pull

    def _move(self, game, seat, legal):
        exits = [a for a in legal if a.startswith(("exit", "recover"))]
        if exits:
            return exits[0]            # a unit leaving by an exit marker is a medal at once; rest at an oasis
        best, gain = "done", 0.15
        stay = {}
        for a in legal:
            if not a.startswith("move"):
                continue
            w = a.split()
            src, dst = parse_hex(w[1]), parse_hex(w[2])
            u = game.unit_at(src)
            if u["id"] not in stay:
                stay[u["id"]] = best_shot(game, u) - 0.35 * threat(game, src, u) + _objective_pull(game, u, src)
            d, can = game.destinations(u)[dst]
            before = game.moved.get(u["id"])
            game.moved[u["id"]] = d          # as if moved: a banzai charge or a moved mortar shoots differently
            try:
                g = self._spot_value(game, u, dst, can) - stay[u["id"]]
            finally:
                if before is None:
                    del game.moved[u["id"]]
                else:
                    game.moved[u["id"]] = before
            if g > gain:
                best, gain = a, g
        return best

    def _battle(self, game, seat, legal):
        best, score = "done", 0.0
        for a in legal:
            w = a.split()
            if w[0] == "fire":
                u, t = game.unit_at(parse_hex(w[1])), game.unit_at(parse_hex(w[2]))
                n = game.targets(u).get(t["id"], 0)
                v = _ev(game, u, t, n)
            elif w[0] == "supply":
                # re-supply: the figures handed over, against the shots the two units give up
                vh, wu = game.unit_at(parse_hex(w[1])), game.unit_at(parse_hex(w[2]))
                n = min(vh["figures"], wu["max"] - wu["figures"])
                v = n * 0.7 * max(1, wu["medal"]) + (0.5 if wu["figures"] <= 1 else 0.0) \
                    - best_shot(game, vh) - (best_shot(game, wu) if wu["id"] in game.ordered else 0.0)
            elif w[0] == "span":
                # an assault bridge: the own units near the river hex it opens, against the shot it gives up
                h = parse_hex(w[2])
                near = sum(1 for x in game.own_units(seat) if D.distance(x["hex"], h) <= 2 and x["type"] != ARTILLERY)
                v = 0.3 * near + (0.4 if self._pontoon_value(game, seat, h) > 0 else 0.0) \
                    - best_shot(game, game.unit_at(parse_hex(w[1])))
            else:
                continue
            if v > score:
                best, score = a, v
        if best == "done":
            shells = self._shells(game, seat, legal)
            if shells:
                return shells
            clears = [a for a in legal if a.startswith(("clear", "seal"))]
            return clears[0] if clears else "done"
        return best

    def _shells(self, game, seat, legal):
        """Smoke shells (screaming meemies with no shot worth firing): on the enemies that threaten the own units
        the most (1 die less out of the smoke, no sight across it)."""
        opts = [a for a in legal if a.startswith("shell") and a != "shell done"]
        if not opts:
            return None
        side = game.side_of(seat)
        own = [u for u in game.units.values() if u["side"] == side]

        def menace(a):
            v = game.unit_at(parse_hex(a.split()[-1]))
            if v is None or v["side"] == side:
                return 0.0
            return sum(1 for u in own if D.distance(u["hex"], v["hex"]) <= len(game.range_dice(v))) * v["figures"]
        best = max(opts, key=menace)
        if menace(best) > 0:
            return best
        return "shell done" if "shell done" in legal else None

    def _retreat(self, game, seat, legal):
        u = game.units[game.pending["unit"]]
        return min(legal, key=lambda a: threat(game, parse_hex(a.split()[2]), u))

    def _advance(self, game, seat, legal):
        u = game.units[game.pending["unit"]]
        h = game.pending["hex"]
        again = [a for a in legal if a.startswith("fire")]
        if again:                       # furia francese: a second assault at 1 die on a weak unit
            weak = min(again, key=lambda a: game.unit_at(parse_hex(a.split()[2]))["figures"])
            if game.unit_at(parse_hex(weak.split()[2]))["figures"] <= 1 or h is None:
                return weak
        if h is None:
            return "stay"
        if u["type"] == ARMOR and u["id"] not in game.overrun:
            return next(a for a in legal if a != "stay")
        gain = _objective_pull(game, u, h) - _objective_pull(game, u, u["hex"])
        risk = threat(game, h, u) - threat(game, u["hex"], u)
        return next(a for a in legal if a != "stay") if gain - 0.3 * risk > -0.1 else "stay"

    def _desert(self, game, seat, legal):
        """Desert rules: push on one hex where the overrun shot is best against the danger, or stay."""
        u = game.units[game.pending["unit"]]
        here = best_shot(game, u) - 0.35 * threat(game, u["hex"], u) + _objective_pull(game, u, u["hex"])
        best, gain = "stay", 0.0
        for a in legal:
            if a == "stay":
                continue
            h = parse_hex(a.split()[2])
            g = self._spot_value(game, u, h, True) - here
            if g > gain:
                best, gain = a, g
        return best

    def _air(self, game, seat, legal):
        opts = [a for a in legal if a.startswith("air")]
        if not opts:
            return "done"
        return max(opts, key=lambda a: P_HIT[game.unit_at(parse_hex(a.split()[1]))["type"]])

    def _barrage(self, game, seat, legal):
        def val(a):
            v = game.unit_at(parse_hex(a.split()[1]))
            return 4 * P_HIT[v["type"]] - v["figures"] * 0.3 + v["medal"]
        return max(legal, key=val)

    def _heal(self, game, seat, legal):
        opts = [a for a in legal if a.startswith("heal")]
        if not opts:
            return "done"
        return max(opts, key=lambda a: (lambda u: u["max"] - u["figures"])(game.unit_at(parse_hex(a.split()[1]))))


LEVELS = {"commander": lambda seed=None: CommanderBot(seed=seed)}

__all__ = ["CommanderBot", "evaluate", "hex_name"]
