"""Memoir '44 — command a Second World War battle with cards, battle dice and medals.

Two players, Allies and Axis, on the 13 × 9 hex battlefield divided by two dotted lines into a left
flank, a centre and a right flank. Board facts are public data (see :mod:`.data`): the 60-card command
deck of the base game (Board Game Arena's mix) and the scenario boards Board Game Arena marks as base-game
("[BB]") scenarios, taken from ``bga-devs/bga-memoir``.

Scenarios (option ``scenario``, Board Game Arena's numbers): 2 Pegasus Bridge, 3 Sainte-Mère-Église,
4 Sword Beach, 5 Mont Mouchet, 7 Pointe-du-Hoc, 11 First Assault Wave, 15 Operation Cobra,
16 Counter-attack on Mortain, 17 Villers-Bocage, 18 Montélimar, 19 Vassieux, 20 St Vith,
22 Liberation of Paris, 23 Toulon, 24 Arracourt, 25 Arnhem Bridge, 29 Saverne Gap, and the further
base-box scenarios 1558 Hill 112, 4088 Pushing Through Caen, 4172 Martinville Ridge,
4185 Capturing the Crossing, 4186 Withdrawal from Hill 112, 4187 Securing the Flank, 4258 Mont Pinçon
(steep hills, one objective medal shared by both sides), 4085 Wittmann's Final Battle (night attacks,
late-war anti-tank guns), 4086 Opportunity at Falaise (fords, the Allied smoke screen) and 4089 Night
Withdrawal (night falling, an Axis exit marker), 4087 Drive on Caen (anti-tank guns, Panzer Grenadiers),
4272 Saint-Martin and Bull Bridge (a late-war mortar, armoured cars as special forces), 4090 Closing the Gap
(armor breakthrough for both sides, the whole Allied baseline an Axis exit) and 4152 Panzer Lehr Counter
Attack (Allied air strikes from Recon cards, exits between two markers) - every base-game scenario of Board
Game Arena's list; then further official scenarios the same rules cover: 12504 Mignano Monte Lungo, 12505
Moyland Wood, 8708 Operation Spring, 9579 Operation Goodwood, 9596 Gold Beach, 6749 Juno Beach, 7272 Tunisia
(Allied armor moves 2), 12496 Battle of Kalatch (the Red Army's commissar rule), 7269 Gallabat & Metemma (the
dry river counts as a river; the Italian nation rules are not in effect there), 3465 Bloody Ridge (the
Imperial Japanese Army and the US Marine Corps, jungles), 4241 Escape via the Coastal Road (the Italian Royal
Army, North African desert rules, escarpments, coastlines, two exit markers), 4232 1st Armoured to the
Rescue (early-war anti-tank guns, desert rules), 1412 Matanikau River (Japanese and Marines, a fordable
stream, a Japanese exit), 1599 Wake Island (Japanese and Marines; the Allies hold the top side there; bunkers,
field bunkers, an airfield), 8043 Battle of Warsaw and 4155 Pruzana (blitz: Axis air strikes from Recon cards,
Allied armor moves 2; fortresses; Pruzana with the commissar), 7271 Twin Villages (a winter board), 4245
Hellfire Pass (Axis minefields, Italians, early-war anti-tank guns, an Allied exit between two markers, desert
rules) and 1365 Ponyri (Soviet minefields; the village's two medals go to the side holding more of its town
hexes, the Soviets first) and 1413 Slopes of Mount Austen (Japanese infantry in field bunkers on jungle
hills, American combat engineers) and 1518 Sugar Loaf and Half Moon (Japanese infantry in caves, Marine
engineers and mobile artillery, a Marine medal for each section emptied of Japanese units) and 1483 The Meat
Grinder (caves, Japanese bunkers and minefields, Marine engineers and flame thrower tanks) and 8044 Rzhev (the
commissar, a frozen Volga, the German HQ to capture, an Allied exit) and 4230 Flanking Maneuver at Bir Hakeim
(British minefields and field bunkers, Italian armour, German engineers, oasis recovery) and 1407 Red Barricades
Factory (snipers on both sides, German engineers, Soviet minefields, the factory's two medals for the side holding
more of its hexes) and 1409 Suomussalmi (Finnish ski troops, frozen lakes, Air Power played as an Artillery
Bombard, three of the village's four hexes win at once) and 1346 Knightsbridge and 4246 Sidi Rezegh Airfield
(wadis, desert rules) and 1302 Nijmegen Bridges (a big gun, paratroopers in collapsible boats, a railroad
bridge) and 1488 Japanese Counterattack (night, Marines, the HQ-supply and hospital tents) and 1311 Bug River
(the commissar, blitz air strikes, field bunkers, a Soviet supply train bringing two infantry units to the
station). Option ``two_ways``
plays the battle twice with the sides swapped (medals add up).

A turn: play a command card; order the units it allows (a unit on a section line counts for either
section); move the ordered units one at a time; battle with them one at a time; draw a card.
Infantry moves 1 and battles or 2 and does not (special forces 2 and battle), armor moves 3 and
battles, artillery moves 1 or battles. Dice by distance: infantry 3 2 1, armor 3 3 3, artillery
3 3 2 2 1 1; next to an enemy a unit must close-assault it. Line of sight is needed except for
artillery; terrain takes away dice (towns, forests, hedgerows, hills from below, mountains,
sandbags, bunkers for their owner). A die hits on the target's symbol or a grenade; each flag moves
the target one hex back toward its side (a blocked retreat costs a figure per hex); sandbags, churches,
bunkers and hedgehogs let a unit ignore one flag. A close assault that empties the hex lets infantry or
armor take the ground; armor then may battle once more (overrun). Each eliminated unit is a medal;
objective medals count while held (or for good, when permanent); the first side to its scenario's
medal count wins.

Command cards: Recon (1 unit in a section, then draw two and keep one), Probe (2), Attack (3),
Assault (all), General Advance, Pincer Move, Recon in Force; Air Power, Ambush (played at once when an
enemy close-assaults a unit of yours), Armor Assault, Artillery Bombard, Barrage, Behind Enemy Lines,
Close Assault, Counter-Attack, Dig In, Direct from HQ, Firefight, Infantry Assault, Medics & Mechanics,
Move Out!, Their Finest Hour.

Scenario rules encoded: Pegasus Bridge's growing Axis hand, the Sainte-Mère-Église airdrop, bunkers held
by the Axis, the cliffs and bluffs over the beaches, French resistance units (3 figures, battle after
entering any terrain, retreat 1 to 3 hexes a flag), elite armor (4 tanks) and special forces, tanks worth
two medals, steep hills, impassable hills, woods and towns, hills that stop artillery fire, the seawall
sandbags, Hill 317's air strikes, Arnhem's bridge span (entered and left only at its ends) and the Rhine
too wide for infantry to battle across, the Villers-Bocage Tigers with Wittmann and the British Stiff Upper Lip,
Vassieux's deck that is never reshuffled, night attacks (the night side rolls 4 dice at the start of each
of its turns, each star lets every unit battle one hex further, from 1 hex to full day at 6; at night Air
Power and Barrage only order 1 unit; where night falls, the night side's stars take a hex of sight away each,
from 6 down to 1, close assaults only), exit markers (an ordered unit of the marker's side that stands on the
exit hex and has not moved may leave the battlefield for a medal, ``exit H``; a unit that moves onto it exits
on a later turn), late-war anti-tank guns (infantry that hits armor on stars when it has
not moved and never takes ground), fords (enter and stop; 1 die less battling out of them; no sandbags), the
smoke screen (before its first turn a side may lay 3 contiguous smoke hexes, ``smoke X`` three times or
``done``; they block line of sight across them, not into them, until that side's second turn ends), a
medal shared by both sides (Mont Pinçon: the Axis hold it until an Allied unit stands on any of its hexes), the sudden-death towns of Toulon and Saverne, and the Red Army's
political commissar (Kalatch): the Soviet player puts a card face down under the commissar chip each turn
and plays the one put there the turn before (``commit N``); only Recon and Counter-Attack may be played
straight from the hand, and the first card goes under the chip before the battle starts.

Special weapon assets (a unit with one is infantry that never takes ground): late war (1943 on) anti-tank
guns hit armor on stars and machine guns infantry on stars when they have not moved, a mortar that has not
moved fires 3 2 1 1 with no line of sight and no terrain protection; early war (1942 and before) they move or
battle, always hit on stars, and the mortar fires 3 2 1 past sight and terrain. Armor breakthrough (Closing
the Gap): in a single turn a side may bring up to its scenario's number of reserve tanks onto empty hexes of
the opponent's baseline, each one order of the card (``enter H``; section cards in their sections, Direct
from HQ and Armor Assault anywhere); they stop there, may battle and take ground but not overrun. Air strikes
(Panzer Lehr): the side may play a Recon as an Air Power whose first hex lies in the Recon's section.
North African desert rules: armor that takes ground may move one hex more (``move``, or ``stay``) before its
overrun battle.

Nation rules: Imperial Japanese Army infantry always ignores 1 flag (2 where the ground saves one), battles at
+1 die in close assault at full strength, and may move 2 hexes and still close-assault (banzai; no fire at
range after it). US Marine Corps (gung-ho): a section card orders 1 unit more in one of its sections, a tactic
card that orders 1 to 4 units orders 2 to 5 (Air Power, Barrage, Artillery Bombard, Close Assault, Infantry
Assault with infantry and Their Finest Hour unchanged; a Marine Counter-Attack gets the extra unit, a Japanese
one does not). Italian Royal Army (where the scenario says so): Italian units retreat 1 to 3 hexes a flag and
Italian artillery ignores 1 flag. British Commonwealth: Stiff Upper Lip (above). Red Army: the commissar.
Two nation rules are built but no scenario here switches them on (scenario options ``italian_high_command``
and ``french_army``): Italian High Command (6 cards; a random card lost with each unit lost while the hand
holds more than 3 - Board Game Arena's scenarios never set it) and the French Army's Furia Francese (French
standard infantry that empties the hex it close-assaulted may, instead of taking ground, close-assault another
adjacent enemy with 1 die and no terrain reduction, then take ground if it may - the public source's French
Army battles are all on Breakthrough boards, which are later).

Terrain beyond the base game (facts from ``modules/php/Terrains/``): jungles (stop; battle only after stepping
in from next to it; armor that moved takes no ground into one), escarpments and lakes (impassable; lakes block
sight two or more together), barracks, castles, factories, labor and prison camps, lighthouses, power plants,
railroad stations and hills with villages (as towns), radar stations and oases (stop but battle; ignore a
flag), city ruins, fortresses (every flag ignored), field bunkers (protect any occupant; armor and artillery in
them cannot retreat), palm forests and hills with forests, ergs and ridges (stop moving up, protect against
fire from below), marshes, rice paddies, fish ponds and flooded fields (stop in and out; armor cannot battle
moving in or out nor overrun from them), trenches, railroad tracks (armor and artillery stop), ravines, dams,
cemeteries, fordable streams, frozen rivers (2 dice on entering, a figure lost per star), HQs, hospitals,
supply depots, high ground and airfields; abatis (cleared like wire), dragon's teeth and road blocks.
Minefields: the scenario's minefields get counters drawn at random from 0 0 0 1 1 2 2 3 4, face down for both
sides; any unit moving in stops; a unit of the other side moving in (or taking ground) turns the counter up:
a decoy (0) is removed, otherwise its strength in dice is rolled at the unit (its symbol and grenades hit,
a Tiger's hits are rolled again); retreats and Behind Enemy Lines moves do not set them off.
Oasis recovery (Bir Hakeim): an ordered, weakened infantry unit on the recovery oasis that has not moved and
has no enemy next to it may, instead of moving and battling, roll a die for each command card (the one played
too) and get a figure back for each infantry symbol or star (``recover H``). Capture HQ (Rzhev): when an enemy unit stands on a side's HQ hex, that side loses a random command card; when
one of its own units takes the hex back, it draws one. Combat engineers (infantry): no terrain reduction in close assault; they clear wire and still battle; moving
onto the other side's minefield within their battle reach (1 hex, 2 on Infantry Assault) they clear it
instead of battling. Mobile artillery moves 1 and fires or 2 and does not. Flame thrower tanks (3 figures)
lose at most 1 die to terrain in close assault. Caves on hills: armor and
artillery cannot enter; Japanese infantry in one costs any attacker but artillery 2 dice, ignores every flag
and may move from its cave to any empty cave as its whole move and still battle; Allied infantry standing on
a cave with no enemy next to it may, instead of battling, roll 3 dice and seal it on a star (``seal H``; a
hill from then on).

Further units (facts from ``modules/php/Units/``; a scenario names them by badge, a position by ``special``):
heavy anti-tank guns (artillery firing 2 2 2 2 with line of sight, no terrain protection, stars hit armor), big
guns (artillery firing 3 3 2 2 1 1 1 1; a hit zeroes in on the target - a cross-hair, at most 3 a gun - for 1 die
more until the target moves or the gun moves), ski troops (3 figures, move 3 and battle at 3 2, battle after
entering any terrain, retreat 1 to 3 hexes a flag), cavalry (infantry, 4 figures, move 3 and battle at 2 1, take
ground and overrun like armor), snipers (1 figure, move 2 and battle at 1 1 1 1 1 on the target's symbol and
stars, no terrain protection, never at armor, hit only by grenades, battle after entering any terrain, retreat 1
to 3 hexes a flag, worth no medal, and a British unit does not battle back at one), tank destroyers (armor, 3
figures or 4 German and Soviet, move 2 and battle at 2 2 2 2, stars hit armor, no terrain protection when they
have not moved, take ground but no overrun, retreat 1 to 2 hexes a flag), long-range patrol cars (infantry, move 4
and battle at 3 2 1, take ground, hits on them re-rolled like a Tiger's), half-tracks (armor, move 2 and battle at
2 2, take ground but no overrun) and supply trucks (infantry that never battles, moves 2, 4 along a road) - both
may re-supply a weakened unit of their side next to them instead of battling (``supply V U``: figures handed over
one for one, the vehicle removed at no medal cost when it gives its last; neither battles that turn) - command
cars (infantry, 1 figure, move 3 and never battle, hits on them re-rolled like a Tiger's; a section card orders 1
unit more in a section it orders that holds one; when a Recon orders one, the card under the Recon on the discard
pile may be taken instead of drawing two, ``take N`` or ``take deck``), Brandenburgers (3 figures, special forces;
while an enemy figure is among them, hits on them count only when a single re-roll shows an infantry symbol, else
the whole roll is ignored; they drop the disguise when unmasked or when they battle), screaming meemies (artillery
firing 3 3 2 2 1 1 whose flags are never ignored - incendiary shells - and which never benefit from terrain
protection; instead of battling they may lay smoke shells on up to 3 contiguous hexes within range, ``shell V H``
then ``shell H`` or ``shell done``: units moving in stop, battles into and out of them roll 1 die less, no line of
sight across them, artillery's neither, until the opponent's second turn ends), destroyers (3 figures at sea: move
up to 2 ocean hexes never next to a beach and still battle at 3 3 2 2 1 1 1 1, zeroing in like big guns; hit on
grenades only; ignore 1 flag; fall back at sea only, else lose a figure a flag), landing craft (``craft``: the
unit at sea moves up to 2 hexes, never onto hedgehogs, stops on landing on a beach, where the craft goes; no
battle in the craft or on landing; it falls back with its unit at sea), Hobart's funnies (armor with one
accessory, ``funnies``, retreating 1 to 2 hexes a flag: ``bridge`` lays a bridge on a river hex next to it instead
of battling, ``span V H``; ``bobbin`` moves on through beaches, marshes and wire, rolling up the wire it ends on -
wire it only passes stays; ``fascine`` moves on through fords and trenches and battles from trenches; ``digger``
lifts a minefield it enters without setting it off; ``petard`` battles at 1 die more in close assault on a bunker
and a star destroys the bunker) and depleted units (fewer figures, never more than at the start, worth no medal).
Artillery set on a mountain fires 3 3 2 2 1 1 1. Caves on mountains: mountains with the caves' rules (sealed, a
mountain). Wadis and gullies: only their two open ends let units in and out (the tile's orientation turns them),
every attacker from outside, artillery too, battles at 1 die less, and infantry and armor battle into or out of
one only next to the target. Balkas (stop in and out, 1 die less for every attacker and for battling out), piers
(never entered from the ocean), railroad bridges (armor and artillery moving onto one stop). Collapsible boats
(Nijmegen): the infantry may move onto a river hex and stops there, battles at 1 die less, loses a figure for each
flag instead of retreating, and leaves the boat once back on land. Hospital recovery: as oasis recovery, on a
hospital, with 6 dice. Camouflage (``camouflage`` in a position): the unit is targeted only in close assault (and
by air strikes and barrages only when no other unit can be) until it moves or battles. Heroic leaders
(``leader``): their infantry battles at 1 die more and ignores 1 flag; when it is eliminated 2 dice are rolled: a
star and the leader is lost too (one medal more), otherwise he joins the nearest infantry unit of his side.
Blowing up bridges (scenario option ``blow_bridges``: a side and option 1 or 2): instead of ordering units with a
section card of one section, a bridge of that section with no unit on it is blown up (``blow H``); at option 1 the
card is lost for good and no card drawn, at option 2 two dice are rolled (a star blows it) and a card is drawn.
Units on the move (``on_move``): ordered in any section, they move as usual and do not battle. Sabotage (option
``sabotage``: the saboteur side, the landmark hexes, the stars needed, medals for a demolition): at the start of
the saboteur's turn 2 dice for each landmark one of its units holds; a landmark the other side holds starts again
from zero; with ``destroy_supplies`` a demolished supply depot takes a hex from the other side's armor moves.
Forward spotting (option ``forward_spotting``: a side and hexes): while that side holds one of the hexes its
artillery fires like big guns. Reinforcements (option ``reinforcements``: a side and a number of units): with a
Direct from HQ card one of its orders may land an infantry unit on a vacant airfield (``land H``); it neither
moves nor battles that turn. Pontoon bridges (option ``pontoons``: a side): an Attack card may order no units and
lay a pontoon bridge on an empty river hex of its section instead (``pontoon H``). Scenario options ``winter``
(armor moves 2, 3 along a road, Air Power 1 die a hex for both sides) and ``reduced_visibility`` (the target's
symbol hits only in close assault) are built; no scenario here sets them.

Trains (see :mod:`.trains`; a position names the cars by ``special``: ``loco``, ``wagon``, ``armored_wagon``):
a locomotive (4 figures, a medal) and its wagon (3 figures, no medal) are ordered as one unit and move 1 to 3
hexes either way along empty, connected track: each step crosses a side both rail tiles' track reaches, and
the track of each hex passed joins the side the train came in by to the side it leaves by, as the tiles
(straights, curves, forks, crossings, stations, railroad bridges) are drawn and turned (a train never jumps
to a track merely next to it, nor takes a fork's sharp turn); stations do not stop them. A car running onto
a minefield stops there; an enemy minefield is set off (its strength in dice, grenades hit, both cars take
the hits); a train falling back runs through minefields without setting them off. They are hit on grenades
only and take every hit together (the wagon goes on the 3rd, the locomotive on the 4th), ignore 1 flag and
otherwise fall back along the tracks against the locomotive's last way (a hex the track does not give costs
a figure). An armored train's wagon fires as artillery, also after the train moved. Supply trains carry
infantry or armor reinforcements (scenario option ``supply_train`` with ``cargo``: ``infantry``, the default,
or ``armor``; a position's car ``aboard``: true, ``infantry`` or ``armor``): when the locomotive stops on a
railroad station, the units aboard may get off, each onto an empty hex next to the locomotive or the wagon
(``disembark H``), or stay aboard for a later station (``done``); a unit that gets off neither moves nor
battles that turn.

Aircraft carriers (``special`` ``carrier``, an artillery-type unit in a position; scenario option
``carriers``: a side and ocean hexes): 3 figures at sea, a medal; they move 0 to 2 ocean hexes, never next to
a beach, never battle, are hit by grenades only (3 hits sink one), ignore 1 flag and fall back at sea only,
losing a figure for each flag they cannot. Rope bridges (scenario option ``rope_bridges``: river hexes): the
page's rope bridge - no movement or combat restriction for any unit, no line of sight blocked - and, as the
page gives them no "unless destroyed", never blown up.

Paradrops during the battle (scenario option ``paradrop``: a side, the units it may drop, the target hexes,
``elite``; see :mod:`.actions`): one order of the card, on a target hex of a section the card orders, drops a
unit (``drop H``); it comes down on the target or one of its six neighbours at random (our stand-in for figures
dropped from the box), fails off the board, on impassable ground or on a unit (removed at no medal cost), and
otherwise stands there as a full infantry unit that neither moves nor battles that turn. Capturing equipment
and freeing prisoners (option ``pickups``: a side, ``equipment`` or ``prisoners``, the hexes, the medals each
star is worth while carried): a unit of that side ending its move (or taking ground) on a star's hex picks it
up; when it is eliminated equipment stays on that hex and prisoners are lost. No scenario here sets these three
options (the public source's scenarios using them are on Breakthrough boards).

Not built (named by the rules page; no standard-board scenario of the public source needs them unless named):
the air rules - Air Sortie cards, airplanes (taking off from or landing on airfields and aircraft carriers)
and the radar alert. Their facts are not public here: Board Game Arena's implementation sets the Air Sortie
cards aside in every scenario (its scenario texts only say how many Air Sortie cards each side would get),
and the stored public pages hold only the Air Pack rulebook's cover and foreword, a few answers of the
publisher's FAQ and players' accounts - not the airplane cards' numbers nor the Air Sortie rules; they are
not invented here. No scenario here has an armored train, an aircraft carrier or a rope bridge (the public
source's only other train is on a Breakthrough board, its one carrier tile - Manado Landings, a Breakthrough
board - is scenery with no unit class, and no tile names a rope bridge). The rail tiles' sides follow Board
Game Arena's road tiles of the same shapes (its rail class links no sides); roads' sides are still not
checked. What a picked-up star is worth is the scenario's (the page leaves it to the scenario). Breakthrough
and Overlord boards are later.

Choices where the page leaves room: a flag that may be ignored is always ignored; Ambush is played
automatically by the player holding it. Why not a choice: the choice could be offered without a leak only
if the defender were asked on every close assault whatever its hand holds (asking only a holder would tell
the attacker who holds it; the hand's size is public, so "holds at least one card" hides nothing). That
means one more decision, and one more wait for the attacker, on every close assault of the battle, mostly
a forced "no" - and a human defender's pause still tells what the hand holds. Playing it whenever it can be
played is what a holder nearly always wants, so it stays automatic; Counter-Attack copies the card the opponent played last (a
section card on the mirror section); road moves need every hex on a road (the road tiles' sides are
not checked); Medics & Mechanics heals the chosen unit only (it is not ordered).

Notation (hexes in the board editor's notation: column letter A-M, row 1-9 from the bottom, lower case
on the 12-hex rows):

``play 17`` / ``play 17 left``  play card 17 (Infantry Assault names a section)   ``order F9``  order a unit
``move F9 G8``  move the unit       ``fire F9 G7``  battle        ``clear F9``  infantry removes wire
``retreat F9 f8``  the retreat's end hex     ``stay``  do not take ground    ``keep 23``  Recon's kept card
``air F9`` air strike hex   ``barrage F9``   ``heal F9``   ``done``  end the current step
``commit 12`` (Red Army) card 12 goes under the commissar chip, the card there is played
``enter A9`` (armor breakthrough) reserve tanks come in on A9   ``seal F7``  try to seal the cave on F7
``recover F7`` oasis or hospital recovery of the unit on F7     ``supply F1 G1`` re-supply G1 from F1
``blow E5`` blow up the bridge on E5     ``pontoon e2`` lay a pontoon bridge on e2
``land E3`` reinforcements land on the airfield E3     ``span E1 e2`` an assault bridge on e2
``shell E1 E5`` / ``shell e6`` / ``shell done`` smoke shells of screaming meemies
``disembark E5`` (supply train) a unit aboard gets off onto E5 (``done``: the rest stay aboard)
``drop E5`` a paradrop aimed at E5

>>> import tablewidgets as tw
>>> g = tw.new("memoir44", seed=1, scenario=2)
>>> g.seat_name(g.to_move[0]), len(g.hands[0]), len(g.hands[1])
('Allies', 6, 2)
"""

from .rules import Memoir44

__all__ = ["Memoir44"]

NOTEBOOK = {   # texts of notebooks/memoir44.ipynb (scripts/notebooks.py)
    "title": "Memoir '44",
    "intro": "Command one side of a Second World War battle: each command card orders a few units in one section "
             "of the front, then they move, battle with dice, and the first side to its medal count wins. The "
             "deck and the base-game battle boards are the published ones.",
    "code_game": ['g = tw.new("memoir44", seed=5, scenario=2)',
                  'board = g.widget()          # a spectator board on this battle',
                  'board'],
    "code_moves": ['from tablewidgets.games.memoir44.bots import CommanderBot',
                   'bot = CommanderBot(seed=1)',
                   'for _ in range(40):             # the bot decides for both sides for a while',
                   '    if g.over: break',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(g.seat_name(s), g.medal_count(s)) for s in (0, 1)]'],
}
