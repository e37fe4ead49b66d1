"""Memoir '44, taught in eleven short steps on the Arracourt battlefield. You command the Allies (seat 0, bottom)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import DECK, parse_hex

SC = {"scenario": 24}


def _cid(kind, section=None, nth=0):
    return [i for i, c in enumerate(DECK) if c[0] == kind and (section is None or c[1] == section)][nth]


def _u(at, side, kind, **more):
    d = {"at": at, "side": side, "type": kind}
    d.update(more)
    return d


ARMY = [_u("B1", "bottom", "infantry"), _u("H3", "bottom", "infantry"), _u("J3", "bottom", "infantry"),
        _u("I1", "bottom", "armor"), _u("L1", "bottom", "artillery"),
        _u("h4", "top", "infantry"), _u("F7", "top", "infantry"), _u("L5", "top", "armor")]
HANDS = [[_cid("probe", 0), _cid("attack", 1), _cid("barrage"), _cid("recon", 2)], [_cid("probe", 1)]]


def _pos(units=None, hands=None):
    return {"units": units or ARMY, "hands": hands or HANDS, "active": 0}


def _played(g):
    return any(s == 0 and a.startswith("play") for s, a in g.history)


def _did(verb):
    return lambda g: any(s == 0 and a.startswith(verb) for s, a in g.history)


LESSON = Lesson(game="memoir44", title="Memoir '44 in eleven steps", steps=(
    Step(
        title="A turn begins with a command card",
        text=("Each turn you play one command card from your hand. Section cards order units in one part of the "
              "front: the two dotted lines split the battlefield into your left flank, the centre and your right "
              "flank. Tactic cards (gold edge) do something special. After the turn you draw a new card."),
        options=SC, position=_pos(),
        task="Play one of your command cards.",
        hint="Click a card in your hand at the top of the board.",
        check=_played,
    ),
    Step(
        title="Ordering units",
        text=("The card says how many units you may order and where: a Probe orders 2 units in its section, an "
              "Attack 3, an Assault all of them. A unit standing on a dotted line belongs to both sections. Only "
              "ordered units may move and battle this turn."),
        options=SC, position=_pos(), moves=((0, f"play {_cid('probe', 0)}"),),
        task="Order a unit on your left flank.",
        hint="The lit units on the left are the ones this card can order: click one.",
        check=_did("order"),
    ),
    Step(
        title="Moving",
        text=("Ordered units move one at a time, never onto or through another unit. Infantry moves 1 hex and may "
              "still battle, or 2 and may not (special forces may move 2 and battle). Armor moves up to 3 and "
              "battles. Artillery moves 1 or battles."),
        options=SC, position=_pos(), moves=((0, f"play {_cid('attack', 1)}"), (0, "order H3"), (0, "order I1")),
        task="Move one of the ordered units.",
        hint="Click an ordered unit (yellow rim), then one of the lit hexes it can reach.",
        check=_did("move"),
    ),
    Step(
        title="Terrain",
        text=("Towns, forests and hedgerows stop a unit that moves in, and it cannot battle that turn. Rivers are "
              "impassable except over bridges, mountains and bunkers keep armor out, and a unit in the ocean "
              "moves only 1 hex and cannot battle. The tank here can reach the wood of H7 but would stop there."),
        options=SC, position=_pos(units=[_u("g6", "bottom", "armor"), _u("A9", "top", "infantry")],
                                  hands=[[_cid("recon", 1)], [_cid("probe", 1)]]),
        moves=((0, f"play {_cid('recon', 1)}"), (0, "order g6")),
        task="Drive the tank into the forest.",
        hint="The forest is the dark green hex just above and to the right of the tank (H7).",
        check=lambda g: g.unit_at(parse_hex("H7")) is not None,
    ),
    Step(
        title="Battle dice and range",
        text=("Each ordered unit may battle once. The dice depend on the distance: infantry 3, 2, 1; armor 3, 3, 3; "
              "artillery 3, 3, 2, 2, 1, 1. Terrain takes dice away (a town or forest: 1 less for infantry, 2 less "
              "for armor; a hill only against units below it); artillery ignores it. The number on a target is "
              "its dice."),
        options=SC, position=_pos(), moves=((0, f"play {_cid('attack', 1)}"), (0, "order H3"), (0, "order I1"),
                                            (0, "done")),
        task="Battle an enemy unit.",
        hint="Click one of your ordered units, then the lit enemy: the red badge shows how many dice you roll.",
        check=_did("fire"),
    ),
    Step(
        title="Close assault and line of sight",
        text=("A unit next to an enemy must close-assault that enemy if it battles. Firing further needs a line of "
              "sight: a straight line between the hex centres that no unit, town, forest, hedgerow or hill crosses "
              "(a line along an edge is blocked only when both sides block it). Artillery fires without one."),
        options=SC, position=_pos(),
    ),
    Step(
        title="Hits, flags and retreats",
        text=("A die hits on the target's own symbol (infantry on the two soldier faces, armor on the tank face) "
              "or on a grenade, which hits anything; a star misses. Each flag pushes the target one hex back toward "
              "its side. A unit that cannot retreat loses a figure for each hex it cannot go. Sandbags, churches, "
              "bunkers and hedgehogs let a unit ignore one flag. The last figure lost is a medal for the attacker."),
        options=SC, position=_pos(),
    ),
    Step(
        title="Taking ground and overrun",
        text=("When a close assault empties the hex, infantry and armor may move into it (artillery never). Armor "
              "that takes ground may battle once more: the overrun. A unit may take ground again after that, but "
              "overruns only once a turn."),
        options=SC, position=_pos(),
    ),
    Step(
        title="Tactic cards",
        text=("Barrage rolls 4 dice at any one enemy unit, anywhere; Air Power strikes up to four neighbouring "
              "enemy units; Their Finest Hour orders units by the symbols you roll; Ambush answers a close assault "
              "with your own battle first; Counter-Attack repeats your opponent's last card."),
        options=SC, position=_pos(),
        task="Play the Barrage card and choose its target.",
        hint="Play the gold-edged Barrage card, then click any enemy unit on the board.",
        check=_did("barrage"),
    ),
    Step(
        title="Medals and victory",
        text=("Every enemy unit eliminated is a medal. Scenarios add objective medals (gold discs): a temporary "
              "one counts while your unit holds the hex, a permanent one stays yours once taken. The first side "
              "to the medal count of the scenario wins. Special rules of a scenario (bunkers, resistance fighters, "
              "Tigers, sudden-death towns) are listed in the game's notes."),
        options=SC, position=_pos(),
    ),
    Step(
        title="Armies, special weapons and hidden mines",
        text=("Some battles give an army its own rules. Japanese infantry shrugs off a flag and charges two hexes "
              "into a close assault; US Marines order one unit more; Italian units may fall back up to three hexes "
              "a flag; British units down to one figure fire back after a close assault. A badge letter marks "
              "special units: A anti-tank gun, M mortar, G machine gun, E engineers, F flame thrower tanks, P mobile "
              "artillery, H heavy anti-tank gun, B big gun, S ski troops, C cavalry, N sniper; a red L is a heroic "
              "leader and a red cross-hair a target a big gun has zeroed in on. Red diamonds are minefields: nobody knows their strength until an enemy unit walks in."),
        options=SC, position=_pos(),
    ),
))
