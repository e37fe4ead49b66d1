"""Terraforming Mars: the solo plan, a quick projection of the generations left (used by the heuristic).

Solo is won only by maxing temperature, oxygen and oceans by the end of the last generation, so the
bots value a position by what it can still terraform: :func:`outlook` plays the generations left on
paper with the production as it stands, turning heat into temperature and plants into greenery as
soon as there are 8, and spending M€ every generation on the cheapest standard project that still
moves a parameter (asteroid 14, aquifer 18, greenery 23), with the bonuses of the tracks (the ocean
at 0 °C, the temperature step at 8 % oxygen, heat production at -24 and -20 °C) and the terraform
rating each step adds to the income of the following generations. M€ go first to the steps heat
and plants will not make by themselves. Steel and titanium count at half their value, at most 8 M€
a generation, as they only pay for cards (and no standard project: metal counts from the next
generation on and never for the last one). Blue cards whose action makes a step count too,
once a generation: energy into oxygen (Ironworks, Steelworks, Ore Processor, Water Splitting Plant)
and metal into an ocean (Water Import From Europa, Aquifer Pumping). The steps it cannot reach, less
the share of a step the M€, heat and plants left over would pay, are what the position lacks.
"""

from __future__ import annotations

from .cards import CARDS
from .state import OCEAN_MAX, OXY_MAX, STANDARD, TEMP_MAX

ASTEROID, AQUIFER, GREENERY = STANDARD["asteroid"], STANDARD["aquifer"], STANDARD["greenery"]
#: the share of their value steel and titanium count for (they pay for cards only), and at most how
#: many M€ of it a generation (a pile of steel buys nothing without building cards to spend it on)
METAL_SHARE = 0.5
METAL_CAP = 8.0


class Outlook:
    """What the projection reaches: the steps still missing at the end, the same less the share of a
    step the M€, heat and plants left over would pay (``short``: so that every M€ counts, not only
    those that complete a step), the steps taken (each a TR, so a victory point), the greeneries
    placed (a point each) and the M€ left over."""

    __slots__ = ("missing", "short", "steps", "greens", "money")

    def __init__(self, missing: int, steps: int, greens: int, money: float, short: float | None = None) -> None:
        self.missing, self.steps, self.greens, self.money = missing, steps, greens, money
        self.short = float(missing) if short is None else short


def _step_actions(p: dict) -> tuple:
    """The blue card actions of a player that make a step: ([(card, energy)], [(card, M€ of metal)])."""
    by_energy, by_metal = [], []
    for cid in p["played"]:
        for a in CARDS[cid].get("actions", ()):
            gets = [op[0] for op in a["get"]]
            pay = a["pay"][0] if len(a["pay"]) == 1 else None
            if pay is None:
                continue
            if "oxygen" in gets and pay[0] == "spend" and pay[1] == "energy":
                by_energy.append((cid, pay[2]))
            elif "ocean" in gets and pay[0] == "spendmetal":
                by_metal.append((cid, pay[2]))
    return sorted(by_energy, key=lambda x: x[1]), sorted(by_metal, key=lambda x: x[1])


def _free_steps(game, seat: int, gens: int) -> tuple:
    """Temperature and oxygen steps that heat and plants alone will make by the end (no M€ spent)."""
    p = game.ps[seat]
    res, prod = p["res"], p["prod"]
    heat, plants, energy = res["heat"], res["plants"], res["energy"]
    heat_prod, cost = prod["heat"], game.greenery_cost(seat)
    temps = greens = 0
    for g in range(gens + 1):
        temps += heat // 8
        heat %= 8
        greens += plants // cost
        plants %= cost
        if g < gens:
            heat += energy + heat_prod
            energy = prod["energy"]
            plants += prod["plants"]
    return temps, greens


def outlook(game, seat: int, gens: int | None = None) -> Outlook:
    """Project seat's terraforming over this generation's rest and ``gens`` more (default: all left).

    M€ go first to the steps heat and plants will not make by themselves (temperature steps bought
    early would leave heat with nothing to do), the cheapest of those first; in the last generation
    whatever M€ are left buy any step still missing."""
    p = game.ps[seat]
    res, prod = p["res"], p["prod"]
    if game.phase in ("final", "over"):        # the last generation is over: nothing moves any more
        missing = (TEMP_MAX - game.temp) // 2 + (OXY_MAX - game.oxygen) + (OCEAN_MAX - game.oceans)
        greens = res["plants"] // game.greenery_cost(seat) if game.phase == "final" else 0
        return Outlook(missing, 0, greens, float(res["mc"]))
    gens = game.gens_left() if gens is None else gens
    temp, oxygen, oceans = game.temp, game.oxygen, game.oceans
    money = float(res["mc"])
    metal_at_hand = min(METAL_SHARE * (res["steel"] * p["steelv"] + res["ti"] * p["tiv"]), METAL_CAP * gens)
    heat, plants, energy = res["heat"], res["plants"], res["energy"]
    tr = p["tr"]
    heat_prod = prod["heat"]
    metal = METAL_SHARE * (prod["steel"] * p["steelv"] + prod["ti"] * p["tiv"])
    # what metal is worth a generation: its production, or what is at hand spread over the generations
    # left, up to the cap
    metal = min(METAL_CAP, metal + (metal_at_hand / gens if gens else 0))
    green_cost = game.greenery_cost(seat)
    free_temps, free_greens = _free_steps(game, seat, gens)
    by_energy, by_metal = _step_actions(p)
    # what M€ should buy: the steps left once heat and plants have done theirs
    buy_temp = max(0, (TEMP_MAX - temp) // 2 - free_temps)
    buy_oxygen = max(0, (OXY_MAX - oxygen) - free_greens)
    steps = greens = 0
    last = False

    def raise_temp() -> None:
        nonlocal temp, tr, steps, heat_prod
        if temp >= TEMP_MAX:
            return
        temp += 2
        tr += 1
        steps += 1
        if temp in (-24, -20):
            heat_prod += 1
        elif temp == 0:
            add_ocean()

    def add_ocean() -> None:
        nonlocal oceans, tr, steps, money
        if oceans < OCEAN_MAX:
            oceans += 1
            tr += 1
            steps += 1
            if not last:                     # an ocean's space bonuses and neighbours, roughly (not
                money += 1                   # counted on in the last generation: no step left to chance)

    def add_oxygen() -> None:
        nonlocal oxygen, tr, steps
        if oxygen < OXY_MAX:
            oxygen += 1
            tr += 1
            steps += 1
            if oxygen == 8:
                raise_temp()

    def add_greenery() -> None:
        nonlocal greens
        greens += 1
        add_oxygen()

    for g in range(gens + 1):
        last = g == gens
        while heat >= 8 and temp < TEMP_MAX:
            heat -= 8
            raise_temp()
        while plants >= green_cost and oxygen < OXY_MAX:
            plants -= green_cost
            add_greenery()
        for cid, n in by_energy:               # blue cards, once a generation (not those used already)
            if energy >= n and oxygen < OXY_MAX and not (g == 0 and cid in p["used"]):
                energy -= n
                add_oxygen()
        for cid, n in by_metal:
            if money >= n and oceans < OCEAN_MAX and not (g == 0 and cid in p["used"]):
                money -= n
                add_ocean()
        while True:
            if temp < TEMP_MAX and (buy_temp > 0 or last) and money >= ASTEROID:
                money -= ASTEROID
                buy_temp -= 1
                raise_temp()
            elif oceans < OCEAN_MAX and money >= AQUIFER:
                money -= AQUIFER
                add_ocean()
            elif oxygen < OXY_MAX and (buy_oxygen > 0 or last) and money >= GREENERY:
                money -= GREENERY
                buy_oxygen -= 1
                add_greenery()
            else:
                break
        if not last:                           # production at the end of this generation
            heat += energy + heat_prod         # energy turns to heat; the new energy waits a generation
            energy = prod["energy"]
            plants += prod["plants"]
            # (metal pays for cards only: none is counted for the last generation's steps)
            money += prod["mc"] + tr + (metal if g < gens - 1 else 0)
    missing = (TEMP_MAX - temp) // 2 + (OXY_MAX - oxygen) + (OCEAN_MAX - oceans)
    share = 0.0
    if missing:
        prices = [c for c, left in ((ASTEROID, temp < TEMP_MAX), (AQUIFER, oceans < OCEAN_MAX),
                                    (GREENERY, oxygen < OXY_MAX)) if left]
        share = money / min(prices) + (heat / 8 if temp < TEMP_MAX else 0) + (
            plants / green_cost if oxygen < OXY_MAX else 0)
    greens += plants // green_cost             # the last greeneries, after the final generation
    return Outlook(missing, steps, greens, money, short=missing - min(share, 0.9 * missing))
