"""Pax Pamir (second edition): the published components as tables.

Source of the facts (names, regions, suits, ranks, loyalties, prizes, impact icons, card actions,
special abilities, event effects, the map's regions and borders and the 24 Wakhan cards): the
public, MIT-licensed Board Game Arena implementation FransBongers/bga-pax-pamir
(``material.inc.php``). The tables below are written in this package's own format; no code,
rules text or flavour text of that source is used.
"""

from __future__ import annotations

from dataclasses import dataclass

COALITIONS = ("afghan", "british", "russian")
SUITS = ("political", "intelligence", "economic", "military")
ACTIONS = ("tax", "gift", "build", "move", "betray", "battle")
#: the six regions, west to east as drawn on the board
REGIONS = ("persia", "transcaspia", "herat", "kabul", "kandahar", "punjab")
#: the nine borders, each between two regions
BORDERS = ("herat_kabul", "herat_kandahar", "herat_persia", "herat_transcaspia", "kabul_kandahar",
           "kabul_punjab", "kabul_transcaspia", "kandahar_punjab", "persia_transcaspia")


def border_regions(border: str) -> tuple:
    a, b = border.split("_")
    return a, b


REGION_BORDERS = {r: tuple(b for b in BORDERS if r in border_regions(b)) for r in REGIONS}

BLOCKS_PER_COALITION = 12
CYLINDERS = 10
START_RUPEES = 4
GIFT_COSTS = (2, 4, 6)


@dataclass(frozen=True)
class Court:
    id: int
    name: str
    region: str
    suit: str
    rank: int
    loyalty: str | None      # a patriot's coalition (None: no patriot)
    prize: str | None        # the coalition of the card as a prize (None: no prize)
    icons: str               # impact icons in order: army road tribe spy leverage s:<suit>
    actions: str             # card actions in order
    ability: str | None      # the special ability (SPECIAL_ABILITIES)


COURT = (
    Court(1, 'Mohan Lal', 'kabul', 'intelligence', 3, None, 'russian', 'spy spy spy', 'move', 'indispensable_advisors'),
    Court(2, 'Jan-Fishan Khan', 'kabul', 'intelligence', 2, None, 'russian', 'spy spy army s:military', 'battle move', None),
    Court(3, 'Prince Akbar Khan', 'kabul', 'intelligence', 2, 'afghan', None, 'spy spy army s:military', 'battle', 'insurrection'),
    Court(4, 'Charles Stoddart', 'kabul', 'intelligence', 1, None, 'afghan', 'spy', 'gift move', None),
    Court(5, 'Shah Shujah Durrani', 'kabul', 'political', 1, None, 'afghan', 'tribe', 'build', 'claim_of_ancient_lineage'),
    Court(6, 'Aminullah Khan Logari', 'kabul', 'political', 1, 'afghan', None, 'tribe army spy', 'build battle', None),
    Court(7, 'Dost Mohammad', 'kabul', 'political', 2, None, None, 'tribe tribe army spy', '', None),
    Court(8, 'Kabul Bazaar', 'kabul', 'economic', 2, None, None, 'road road spy s:political', 'tax', None),
    Court(9, 'Afghan Handicrafts', 'kabul', 'economic', 1, None, None, 'road', 'tax move', None),
    Court(10, 'Balkh Arsenic Mine', 'kabul', 'economic', 1, None, 'afghan', 'road s:military', 'build betray', None),
    Court(11, 'Lapis Lazuli Mine', 'kabul', 'economic', 2, 'afghan', None, 'road road', 'tax gift', None),
    Court(12, 'City of Ghazni', 'kabul', 'economic', 3, None, None, 'road road road army', 'gift', None),
    Court(13, 'Ghilzai Nomads', 'kabul', 'economic', 2, None, 'russian', 'road road', 'tax move', None),
    Court(14, 'Money Lenders', 'kabul', 'economic', 2, None, None, 'road road leverage', 'gift build', None),
    Court(15, 'Durrani Royal Guard', 'kabul', 'military', 1, None, None, 'army', 'betray', 'bodyguards'),
    Court(16, 'Bala Hissar', 'kabul', 'military', 1, None, None, 'army', 'tax betray', None),
    Court(17, 'Citadel of Ghazni', 'kabul', 'military', 1, None, None, 'army', 'build', 'citadel_kabul'),
    Court(18, 'Harry Flashman', 'punjab', 'intelligence', 1, None, None, 'spy', 'gift betray', None),
    Court(19, 'Eldred Pottinger', 'punjab', 'intelligence', 2, 'british', 'russian', 'spy spy s:economic', 'move betray', None),
    Court(20, 'Henry Rawlinson', 'punjab', 'intelligence', 1, 'british', 'russian', 'spy s:economic', 'gift move', None),
    Court(21, 'Alexander Burnes', 'punjab', 'intelligence', 2, None, 'afghan', 'spy spy', 'move', 'strange_bedfellows'),
    Court(22, 'George Hayward', 'punjab', 'intelligence', 1, 'british', 'russian', 'spy s:political', 'move gift', None),
    Court(23, 'Henry Pottinger', 'punjab', 'intelligence', 1, 'british', 'russian', 'spy s:economic', 'battle move', None),
    Court(24, 'Ranjit Singh', 'punjab', 'political', 2, None, None, 'tribe tribe army', 'betray', 'civil_service_reforms'),
    Court(25, 'Josiah Harlan', 'punjab', 'political', 1, 'afghan', 'british', 'tribe', 'tax', None),
    Court(26, 'Paolo Avitabile', 'punjab', 'political', 1, None, 'afghan', 'tribe army', 'betray', None),
    Court(27, 'Maqpon Dynasty', 'punjab', 'political', 1, None, None, 'tribe leverage', 'build', None),
    Court(28, 'Anarkali Bazaar', 'punjab', 'economic', 1, None, 'afghan', 'road spy', 'tax build', None),
    Court(29, 'Khyber Pass', 'punjab', 'economic', 2, None, None, 'road road', 'tax move', None),
    Court(30, 'Sikh Merchants in Lahore', 'punjab', 'economic', 1, None, None, 'road spy leverage', 'tax gift', None),
    Court(31, 'Company Weapons', 'punjab', 'military', 1, None, None, 'army s:intelligence', 'tax betray', None),
    Court(32, 'Army of the Indus', 'punjab', 'military', 3, 'british', 'afghan', 'army army army', 'move', None),
    Court(33, 'Zorawar Singh Kahluria', 'punjab', 'military', 2, None, None, 'army army', 'battle gift', None),
    Court(34, 'Sindhi Warriors', 'punjab', 'military', 1, None, 'british', 'army s:economic', 'battle move betray', None),
    Court(35, 'Hari Singh Nalwa', 'punjab', 'military', 2, None, None, 'army army s:political', 'battle move', None),
    Court(36, 'Bengal Native Infantry', 'punjab', 'military', 1, 'british', 'afghan', 'army s:intelligence', 'battle betray', None),
    Court(37, 'Seaforth Highlanders', 'punjab', 'military', 1, 'british', 'afghan', 'army s:political', 'battle move', None),
    Court(38, 'Akali Sikhs', 'punjab', 'military', 2, None, 'british', 'army army', 'battle', None),
    Court(39, 'William Moorcroft', 'kandahar', 'intelligence', 1, None, None, 'spy', 'move battle', None),
    Court(40, 'William Hay Macnaghten', 'kandahar', 'intelligence', 2, 'british', 'afghan', 'spy spy leverage', 'tax move', None),
    Court(41, 'Charles Masson', 'kandahar', 'intelligence', 2, None, None, 'spy spy', 'build', 'safe_house'),
    Court(42, 'Barakzai Sadars', 'kandahar', 'political', 1, 'afghan', 'afghan', 'tribe leverage s:economic', 'build', 'charismatic_courtiers'),
    Court(43, 'Giljee Nobles', 'kandahar', 'political', 1, None, 'afghan', 'tribe army', 'battle', 'blackmail_kandahar'),
    Court(44, 'Baluchi Chiefs', 'kandahar', 'political', 1, None, 'russian', 'tribe army', 'build tax', None),
    Court(45, 'Haji Khan Kakar', 'kandahar', 'political', 1, None, None, 'tribe army', 'betray gift', None),
    Court(46, 'Bank', 'kandahar', 'economic', 2, None, None, 'road road leverage s:intelligence', 'gift', None),
    Court(47, 'Bolan Pass', 'kandahar', 'economic', 2, None, 'russian', 'road road army', 'gift move', None),
    Court(48, 'Fruit markets', 'kandahar', 'economic', 1, None, None, 'road s:political', 'move build', None),
    Court(49, 'Kandahari Markets', 'kandahar', 'economic', 1, None, None, 'road s:political', 'tax build', None),
    Court(50, 'British Regulars', 'kandahar', 'military', 2, 'british', 'russian', 'army army', 'battle move', None),
    Court(51, 'Sir John Keane', 'kandahar', 'military', 1, 'british', 'russian', 'army', 'battle', 'indian_supplies'),
    Court(52, 'Pashtun Mercenary', 'kandahar', 'military', 1, None, None, 'army s:political', 'battle tax', None),
    Court(53, 'Jezail Sharpshooters', 'kandahar', 'military', 2, None, 'russian', 'army army spy', 'betray', None),
    Court(54, 'Herati Bandits', 'herat', 'intelligence', 1, None, None, 'spy leverage', 'tax', 'blackmail_herat'),
    Court(55, 'Hazara Chiefs', 'herat', 'political', 1, None, None, 'tribe army', 'battle tax move', None),
    Court(56, 'Yar Mohammad Alikozai', 'herat', 'political', 2, None, 'afghan', 'tribe tribe s:political', 'betray', 'well_connected'),
    Court(57, 'Exiled Durrani Nobility', 'herat', 'political', 1, None, 'british', 'tribe', 'betray move', None),
    Court(58, 'Ishaqzai Chiefs', 'herat', 'political', 1, 'afghan', None, 'tribe s:economic', 'gift build', None),
    Court(59, 'Tajik Warband', 'herat', 'military', 2, None, None, 'army army', 'betray battle', None),
    Court(60, 'Nomadic Warlord', 'herat', 'military', 1, None, 'russian', 'army', 'tax gift battle', None),
    Court(61, 'Karakul Sheep', 'herat', 'economic', 2, None, None, 'road road', 'tax', None),
    Court(62, 'Qanat System', 'herat', 'economic', 1, None, None, 'road s:political', 'gift build', None),
    Court(63, 'Farah Road', 'herat', 'economic', 3, None, None, 'road road road', 'move', None),
    Court(64, 'Opium Fields', 'herat', 'economic', 2, None, None, 'road road spy s:military', 'tax', None),
    Court(65, 'Minaret of Jam', 'herat', 'economic', 1, None, None, 'road army', 'battle tax move', None),
    Court(66, 'Baluchi Smugglers', 'herat', 'economic', 2, None, 'afghan', 'road road army', 'battle', 'herat_influence'),
    Court(67, 'Wheat Fields', 'herat', 'economic', 2, None, None, 'road', 'move gift', None),
    Court(68, 'Ghaem Magham Farahani', 'persia', 'intelligence', 2, None, None, 'spy spy army', 'tax', 'persian_influence'),
    Court(69, 'Count Ivan Simonich', 'persia', 'intelligence', 2, 'russian', 'british', 'spy spy', 'battle move', None),
    Court(70, 'Alexander Griboyedov', 'persia', 'intelligence', 2, 'russian', 'afghan', 'spy spy', 'move', 'russian_influence'),
    Court(71, 'Joseph Wolff', 'persia', 'intelligence', 1, 'british', 'afghan', 'spy', 'move gift', None),
    Court(72, 'Claude Wade', 'persia', 'intelligence', 2, None, 'russian', 'spy spy', 'move', 'safe_house'),
    Court(73, 'Jean-François Allard', 'persia', 'intelligence', 1, None, 'british', 'spy s:military', 'build battle', None),
    Court(74, 'Hajj Mirza Aghasi', 'persia', 'political', 1, 'afghan', 'russian', 'tribe s:intelligence', 'betray battle', None),
    Court(75, 'Abbas Mirza', 'persia', 'political', 1, None, None, 'tribe army', 'tax battle', None),
    Court(76, 'Fath-Ali Shah', 'persia', 'political', 2, None, None, 'tribe tribe s:intelligence', '', None),
    Court(77, 'Mohammad Shah', 'persia', 'political', 1, None, None, 'tribe army s:intelligence', 'build betray', None),
    Court(78, 'Civic Improvements', 'persia', 'economic', 2, None, None, 'road road leverage s:intelligence', 'build', 'infrastructure'),
    Court(79, 'Persian Slave Markets', 'persia', 'economic', 1, None, 'british', 'road spy leverage', 'tax move', None),
    Court(80, 'Anglo-Persian Trade', 'persia', 'economic', 1, 'british', 'russian', 'road leverage', 'tax build', None),
    Court(81, 'Russo-Persian Trade', 'persia', 'economic', 2, 'russian', 'british', 'road road leverage', 'tax build', None),
    Court(82, 'Persian Army', 'persia', 'military', 2, None, None, 'army army s:intelligence', 'gift battle', None),
    Court(83, "Shah's Guard", 'persia', 'military', 1, None, None, 'army spy', 'tax', 'bodyguards'),
    Court(84, 'Russian Regulars', 'persia', 'military', 2, 'russian', 'afghan', 'army army s:economic', 'battle', None),
    Court(85, 'Bukharan Jews', 'transcaspia', 'intelligence', 1, None, 'british', 'spy leverage s:economic', 'gift build', None),
    Court(86, 'Jan Prosper Witkiewicz', 'transcaspia', 'intelligence', 2, 'russian', None, 'spy spy', 'move build', None),
    Court(87, 'Imperial Surveyors', 'transcaspia', 'intelligence', 1, 'russian', None, 'spy', 'move gift build', None),
    Court(88, 'Arthur Conolly', 'transcaspia', 'intelligence', 1, 'british', None, 'spy', 'move gift', None),
    Court(89, 'Aga Mehdi', 'transcaspia', 'intelligence', 1, 'russian', None, 'spy', 'move betray battle', None),
    Court(90, 'Nasrullah Khan', 'transcaspia', 'political', 1, None, 'british', 'tribe', 'tax betray', None),
    Court(91, 'Allah Quli Bahadur', 'transcaspia', 'political', 1, None, 'russian', 'tribe army spy', 'betray', 'savvy_operator'),
    Court(92, 'Mir Murad Beg', 'transcaspia', 'political', 1, None, 'british', 'tribe spy s:military', 'battle tax move', None),
    Court(93, 'Madali Khan', 'transcaspia', 'political', 2, None, 'british', 'tribe tribe', 'battle betray', None),
    Court(94, 'Khivan Slave Markets', 'transcaspia', 'economic', 1, None, 'british', 'road spy leverage', 'tax betray', None),
    Court(95, 'Supplies from Orenburg', 'transcaspia', 'economic', 1, 'russian', 'afghan', 'road', 'tax move', None),
    Court(96, 'Panjdeh Oasis', 'transcaspia', 'economic', 2, None, 'british', 'road road', 'tax move', None),
    Court(97, 'The Ark of Bukhara', 'transcaspia', 'military', 1, None, None, 'army s:intelligence', 'build', 'citadel_transcaspia'),
    Court(98, 'European Cannons', 'transcaspia', 'military', 3, None, 'british', 'army army army', 'gift', None),
    Court(99, 'Cossacks', 'transcaspia', 'military', 1, 'russian', 'british', 'army spy', 'battle', 'irregulars'),
    Court(100, 'Count Perovsky', 'transcaspia', 'military', 2, 'russian', 'british', 'army army', 'battle', None),
)

#: special abilities: the cards that carry them and what they do (in our words)
SPECIAL_ABILITIES = {
    "indispensable_advisors": "Your spies cannot be removed in battles on a card.",
    "insurrection": "After each Dominance Check, two Afghan armies go to Kabul.",
    "claim_of_ancient_lineage": "When you tax, you count as the ruler of every region.",
    "bodyguards": "Your political cards cannot be betrayed.",
    "citadel_kabul": "Your tribes in Kabul cannot be removed in battle.",
    "citadel_transcaspia": "Your tribes in Transcaspia cannot be removed in battle.",
    "strange_bedfellows": "Your spies may step between any court cards of the same region.",
    "civil_service_reforms": "You pay no bribes to use the actions of your cards.",
    "safe_house": "When another player removes your spy in battle, it goes to this card instead.",
    "charismatic_courtiers": "You pay no bribes to play cards.",
    "blackmail_herat": "At the start of your turn you may put a spy on a Herat court card that has none.",
    "blackmail_kandahar": "At the start of your turn you may put a spy on a Kandahar court card that has none.",
    "indian_supplies": "Your armies move across borders without a road.",
    "well_connected": "Each move point moves one of your spies two cards.",
    "herat_influence": "Herat cards in the market cost you nothing.",
    "persian_influence": "Persia cards in the market cost you nothing.",
    "russian_influence": "Russian patriots in the market cost you nothing.",
    "infrastructure": "After a build action you place one more block free.",
    "savvy_operator": "This card always counts as the favoured suit.",
    "irregulars": "This card always counts as the favoured suit.",
}


@dataclass(frozen=True)
class EventCard:
    id: int
    discarded: str           # effect when it leaves the market from the left column
    purchased: str           # effect when a player buys it


EVENTS = (
    EventCard(105, "favour_military", "new_tactics"),
    EventCard(106, "embarrassment_of_riches", "koh_i_noor_recovered"),
    EventCard(107, "disregard_for_customs", "courtly_manners"),
    EventCard(108, "failure_to_impress", "rumor"),
    EventCard(109, "riots_punjab", "conflict_fatigue"),
    EventCard(110, "riots_herat", "nationalism"),
    EventCard(111, "no_effect", "public_withdrawal"),
    EventCard(112, "riots_kabul", "nation_building"),
    EventCard(113, "riots_persia", "backing_of_persian_aristocracy"),
    EventCard(114, "confidence_failure", "other_persuasive_methods"),
    EventCard(115, "favour_intelligence", "pashtunwali_values"),
    EventCard(116, "favour_political", "rebuke"),
)
DOMINANCE_CARDS = (101, 102, 103, 104)

EVENT_NAMES = {
    "dominance_check": "Dominance Check",
    "favour_military": "Military favoured", "new_tactics": "New Tactics",
    "embarrassment_of_riches": "Embarrassment of Riches", "koh_i_noor_recovered": "Koh-i-noor Recovered",
    "disregard_for_customs": "Disregard for Customs", "courtly_manners": "Courtly Manners",
    "failure_to_impress": "Failure to Impress", "rumor": "Rumor",
    "riots_punjab": "Riots in Punjab", "conflict_fatigue": "Conflict Fatigue",
    "riots_herat": "Riots in Herat", "nationalism": "Nationalism",
    "no_effect": "No effect", "public_withdrawal": "Public Withdrawal",
    "riots_kabul": "Riots in Kabul", "nation_building": "Nation Building",
    "riots_persia": "Riots in Persia", "backing_of_persian_aristocracy": "Backing of Persian Aristocracy",
    "confidence_failure": "Confidence Failure", "other_persuasive_methods": "Other Persuasive Methods",
    "favour_intelligence": "Intelligence favoured", "pashtunwali_values": "Pashtunwali Values",
    "favour_political": "Political favoured", "rebuke": "Rebuke",
}

EVENT_TEXT = {
    "dominance_check": "A Dominance Check is resolved; a successful one clears the blocks from the map.",
    "favour_military": "Military becomes the favoured suit.",
    "new_tactics": "Your military cards count as favoured until the next Dominance Check.",
    "embarrassment_of_riches": "Gifts give no influence until after the next Dominance Check.",
    "koh_i_noor_recovered": "Each of your gifts counts one more influence until after the next Dominance Check.",
    "disregard_for_customs": "Nobody pays bribes until the next Dominance Check.",
    "courtly_manners": "You pay no bribes until the next Dominance Check.",
    "failure_to_impress": "Every player discards all loyalty prizes.",
    "rumor": "Pick a player: their patriots give no influence until after the next Dominance Check.",
    "riots_punjab": "All tribes and armies in Punjab are removed.",
    "conflict_fatigue": "At the next Dominance Check a coalition needs a lead of only two blocks.",
    "riots_herat": "All tribes and armies in Herat are removed.",
    "nationalism": "Your tribes move and battle like armies until the next Dominance Check.",
    "no_effect": "Nothing happens.",
    "public_withdrawal": "Cannot be bought; rupees put on it leave the game.",
    "riots_kabul": "All tribes and armies in Kabul are removed.",
    "nation_building": "Your build actions place two blocks per payment until the next Dominance Check.",
    "riots_persia": "All tribes and armies in Persia are removed.",
    "backing_of_persian_aristocracy": "Take three rupees from the bank.",
    "confidence_failure": "Every player discards a card from their hand.",
    "other_persuasive_methods": "Swap your hand with another player's hand.",
    "favour_intelligence": "Intelligence becomes the favoured suit.",
    "pashtunwali_values": "Pick the favoured suit; suit-changing icons are ignored until the next Dominance Check.",
    "favour_political": "Political becomes the favoured suit.",
    "rebuke": "Remove all tribes and armies from one region.",
}


@dataclass(frozen=True)
class Wakhan:
    """One card of the Wakhan automa's deck: its back tells the market column and row side the
    next turn looks at, its front the actions in priority order, the pragmatic loyalty order and
    the order in which regions are tried."""
    id: int
    columns: tuple
    row_side: tuple
    actions: tuple
    column_arrow: int
    pragmatic: tuple
    region_order: tuple
    row_arrow: int


WAKHAN_CARDS = (
    Wakhan(1, (3, 4, 5, 0, 1, 2), ('top_left', 'bottom_right'), ('tax', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'), 2, ('russian', 'afghan', 'british'), ('transcaspia', 'kabul', 'kandahar', 'persia', 'herat', 'punjab'), 1),
    Wakhan(2, (4, 5, 0, 1, 2, 3), ('bottom_right', 'top_left'), ('radicalize_if_political_favored_highest_ranked_economic', 'radicalize_highest_ranked_political', 'radicalize'), 1, ('afghan', 'british', 'russian'), ('persia', 'punjab', 'kandahar', 'herat', 'transcaspia', 'kabul'), 0),
    Wakhan(3, (2, 3, 4, 5, 0, 1), ('top_left', 'bottom_right'), ('tax', 'radicalize_highest_ranked_intelligence', 'radicalize'), 3, ('british', 'russian', 'afghan'), ('punjab', 'persia', 'herat', 'kandahar', 'transcaspia', 'kabul'), 1),
    Wakhan(4, (1, 2, 3, 4, 5, 0), ('top_left', 'bottom_right'), ('radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees', 'build', 'radicalize'), 4, ('russian', 'afghan', 'british'), ('kandahar', 'kabul', 'herat', 'punjab', 'transcaspia', 'persia'), 0),
    Wakhan(5, (4, 5, 0, 1, 2, 3), ('top_left', 'bottom_right'), ('radicalize_card_that_gives_control_of_region', 'battle', 'radicalize'), 1, ('british', 'afghan', 'russian'), ('persia', 'kandahar', 'herat', 'transcaspia', 'kabul', 'punjab'), 0),
    Wakhan(6, (5, 0, 1, 2, 3, 4), ('top_left', 'bottom_right'), ('radicalize_intelligence', 'move', 'radicalize'), 0, ('british', 'russian', 'afghan'), ('herat', 'persia', 'transcaspia', 'kabul', 'punjab', 'kandahar'), 0),
    Wakhan(7, (1, 2, 3, 4, 5, 0), ('bottom_right', 'top_left'), ('build', 'move', 'radicalize'), 4, ('afghan', 'russian', 'british'), ('punjab', 'transcaspia', 'kabul', 'persia', 'kandahar', 'herat'), 1),
    Wakhan(8, (1, 2, 3, 4, 5, 0), ('bottom_right', 'top_left'), ('tax', 'betray', 'radicalize'), 4, ('british', 'russian', 'afghan'), ('transcaspia', 'persia', 'punjab', 'kandahar', 'herat', 'kabul'), 1),
    Wakhan(9, (0, 1, 2, 3, 4, 5), ('top_left', 'bottom_right'), ('radicalize_card_that_would_place_most_blocks', 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize'), 5, ('russian', 'british', 'afghan'), ('kabul', 'punjab', 'kandahar', 'persia', 'herat', 'transcaspia'), 1),
    Wakhan(10, (5, 0, 1, 2, 3, 4), ('bottom_right', 'top_left'), ('radicalize_if_no_card_with_move_card_with_move_action', 'move', 'radicalize'), 0, ('afghan', 'british', 'russian'), ('persia', 'kandahar', 'kabul', 'herat', 'punjab', 'transcaspia'), 1),
    Wakhan(11, (5, 0, 1, 2, 3, 4), ('top_left', 'bottom_right'), ('radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'), 0, ('afghan', 'russian', 'british'), ('punjab', 'persia', 'herat', 'kandahar', 'kabul', 'transcaspia'), 1),
    Wakhan(12, (1, 2, 3, 4, 5, 0), ('top_left', 'bottom_right'), ('move', 'betray', 'radicalize'), 4, ('british', 'afghan', 'russian'), ('kandahar', 'herat', 'persia', 'kabul', 'transcaspia', 'punjab'), 1),
    Wakhan(13, (3, 4, 5, 0, 1, 2), ('top_left', 'bottom_right'), ('radicalize_if_dominant_coalition_matching_patriot', 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize'), 2, ('afghan', 'british', 'russian'), ('herat', 'kabul', 'transcaspia', 'punjab', 'persia', 'kandahar'), 0),
    Wakhan(14, (2, 3, 4, 5, 0, 1), ('bottom_right', 'top_left'), ('battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'battle', 'radicalize'), 3, ('afghan', 'russian', 'british'), ('kabul', 'transcaspia', 'persia', 'punjab', 'kandahar', 'herat'), 0),
    Wakhan(15, (3, 4, 5, 0, 1, 2), ('bottom_right', 'top_left'), ('move', 'battle', 'radicalize'), 2, ('russian', 'british', 'afghan'), ('transcaspia', 'kabul', 'punjab', 'persia', 'herat', 'kandahar'), 1),
    Wakhan(16, (0, 1, 2, 3, 4, 5), ('top_left', 'bottom_right'), ('radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'), 5, ('afghan', 'russian', 'british'), ('punjab', 'transcaspia', 'persia', 'kandahar', 'kabul', 'herat'), 0),
    Wakhan(17, (5, 0, 1, 2, 3, 4), ('bottom_right', 'top_left'), ('radicalize_if_court_size_at_limit_highest_ranked_political', 'tax', 'radicalize'), 0, ('russian', 'british', 'afghan'), ('transcaspia', 'kandahar', 'persia', 'herat', 'punjab', 'kabul'), 0),
    Wakhan(18, (2, 3, 4, 5, 0, 1), ('top_left', 'bottom_right'), ('tax', 'betray', 'radicalize'), 3, ('russian', 'british', 'afghan'), ('kabul', 'punjab', 'kandahar', 'herat', 'persia', 'transcaspia'), 0),
    Wakhan(19, (3, 4, 5, 0, 1, 2), ('bottom_right', 'top_left'), ('build', 'move', 'radicalize'), 2, ('russian', 'afghan', 'british'), ('kandahar', 'herat', 'punjab', 'transcaspia', 'kabul', 'persia'), 0),
    Wakhan(20, (2, 3, 4, 5, 0, 1), ('bottom_right', 'top_left'), ('radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees', 'build', 'radicalize'), 1, ('russian', 'afghan', 'british'), ('kandahar', 'herat', 'kabul', 'transcaspia', 'persia', 'punjab'), 1),
    Wakhan(21, (0, 1, 2, 3, 4, 5), ('bottom_right', 'top_left'), ('radicalize_card_that_gives_control_of_region', 'build', 'radicalize'), 5, ('british', 'afghan', 'russian'), ('herat', 'kandahar', 'transcaspia', 'kabul', 'punjab', 'persia'), 0),
    Wakhan(22, (0, 1, 2, 3, 4, 5), ('bottom_right', 'top_left'), ('betray', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'), 5, ('british', 'afghan', 'russian'), ('kabul', 'herat', 'punjab', 'transcaspia', 'persia', 'kandahar'), 1),
    Wakhan(23, (2, 3, 4, 5, 0, 1), ('bottom_right', 'top_left'), ('radicalize_highest_ranked_political', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'), 3, ('british', 'russian', 'afghan'), ('herat', 'punjab', 'transcaspia', 'kabul', 'kandahar', 'persia'), 1),
    Wakhan(24, (4, 5, 0, 1, 2, 3), ('top_left', 'bottom_right'), ('radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'), 1, ('afghan', 'british', 'russian'), ('persia', 'transcaspia', 'kabul', 'punjab', 'kandahar', 'herat'), 1),
)

CARD = {c.id: c for c in COURT}
EVENT = {e.id: e for e in EVENTS}
assert len(COURT) == 100 and len(EVENTS) + len(DOMINANCE_CARDS) == 16 and len(WAKHAN_CARDS) == 24


def card_title(cid: int) -> str:
    if cid in CARD:
        return CARD[cid].name
    if cid in DOMINANCE_CARDS:
        return "Dominance Check"
    e = EVENT[cid]
    return f"{EVENT_NAMES[e.purchased]} / {EVENT_NAMES[e.discarded]}"
