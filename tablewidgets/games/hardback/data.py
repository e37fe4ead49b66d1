"""Hardback's components: the 158 cards, the Literary Awards, the Adverts and Penny Dreadful's signatures.

Source: the public Board Game Arena implementation of Hardback, github.com/quietmint/bga-hardback
(``material.inc.php``: the card list, the benefit kinds, the award and advert tables and the
signature genres). Only the numbers are taken; the table format and every word are ours.

That implementation marks 16 cards as Timeless Classics (the rules page speaks of 12): the
published cards are followed here, so 16 cards are Timeless Classics.

One row per card: id, genre (S starter, A adventure, H horror, M mystery, R romance), letter,
cost in cents, points printed on the price tag (earned once, when bought), ``T`` for a Timeless
Classic, then the basic benefits and the genre benefits. Benefit codes:

``cN`` N cents, ``pN`` N points, ``eN`` N cents or N points (the player chooses), ``r`` an ink or a
remover (the player chooses), ``u`` uncover an adjacent wild card, ``d`` double an adjacent card,
``j`` jail a card of the offer row, ``tcN`` / ``tpN`` trash this card for N cents / N points,
``dumpN`` remove a card of the discard pile for N cents, ``advN`` N cents per Adventure card in play,
``inkedN`` N cents per inked card in the word (Board Game Arena's Horror H, as the rules page
describes it), ``wildsN`` N points per wild card in the word (uncovered ones included),
``preview`` look at the top three cards of the draw pile, keeping or discarding each.
"""

from __future__ import annotations

from dataclasses import dataclass

GENRES = {"S": "starter", "A": "adventure", "H": "horror", "M": "mystery", "R": "romance"}
GENRE_NAMES = {"starter": "Starter", "adventure": "Adventure", "horror": "Horror",
               "mystery": "Mystery", "romance": "Romance"}

CARD_TABLE = """
1 A A 5 1 - | p2 tc3 | p1
2 A A 7 0 - | p3 | p2
3 A B 4 3 - | p2 | p2
4 A C 3 0 - | c1 tc2 | c1
5 A C 5 0 T | p2 | p1
6 A D 4 1 - | c2 | p3
7 A E 3 0 - | p1 tc2 | p1
8 A F 8 1 - | p5 | p2
9 A G 2 0 - | p1 | p2
10 A G 6 0 - | p4 tc4 | p1
11 A H 3 3 - | p1 tp1 | p1
12 A I 3 0 T | p2 | 
13 A I 6 0 - | p3 | p1
14 A J 3 0 - | p2 tc2 | p1
15 A J 5 0 - | p3 tp2 | p2
16 A K 9 2 - | p5 | p3
17 A L 2 1 - | p1 | p1
18 A L 4 3 - | p2 | p1
19 A M 6 3 - | p3 | p2
20 A N 4 1 - | c2 | c1 p1
21 A O 6 0 - | p2 | adv2
22 A P 4 1 - | p2 | p2
23 A P 8 0 T | p2 | p2
24 A Q 7 0 - | p3 tp3 | p4
25 A R 3 1 - | p1 | p2
26 A S 5 1 - | p2 tp2 | p1
27 A T 4 2 - | p2 | p1
28 A U 4 0 - | p1 tp2 | p3
29 A V 2 0 - | p1 | p2
30 A W 3 0 - | p2 tc2 | p1
31 A W 5 2 T | p2 | 
32 A X 4 0 - | c2 tp2 | c2
33 A Y 2 0 - | p1 tc1 | p1
34 A Y 4 3 - | c2 tc2 | c1
35 A Z 5 3 - | p4 | p1
36 H A 3 0 - | e2 | 
37 H B 6 0 - | c3 | c2 r
38 H C 5 0 - | p2 r | p1
39 H C 8 0 - | c2 r | c3
40 H D 4 0 T | e1 | c1 p1
41 H D 9 0 - | p3 r | p3
42 H E 5 0 T | e2 | p1
43 H E 8 0 - | c2 r | e2
44 H F 3 0 - | p2 | e2 r
45 H G 4 0 - | p2 | p2 r
46 H H 7 0 - | c1 p2 | inked1
47 H I 4 0 - | p2 | e2
48 H J 5 0 - | p3 r | p2
49 H K 2 0 - | e1 | c2
50 H L 3 0 - | p2 | r
51 H M 3 0 - | p2 | p1
52 H N 5 0 - | c2 r | c1
53 H N 6 0 T | e1 | p2 r
54 H O 4 0 - | e2 | e1
55 H P 3 0 - | p2 r | 
56 H Q 4 0 - | c3 | c1 r
57 H R 4 0 - | e1 | c2 r
58 H S 2 0 - | p1 | p1
59 H S 7 0 - | p3 r | p1
60 H T 4 0 - | p2 | p1 r
61 H U 2 0 - | p1 | p2
62 H U 6 0 - | p4 | p1
63 H V 4 0 - | c2 | c2 r
64 H V 5 0 T | c1 | c1 r
65 H W 4 0 - | p2 r | p2
66 H W 5 0 - | c2 r | c3
67 H X 2 0 - | e1 | p2
68 H X 6 0 - | p3 r | p3
69 H Y 3 0 - | c2 | c1 r
70 H Z 3 0 - | e2 | e1 r
71 R A 4 0 - | c1 dump1 | c1
72 R B 3 0 - | c2 | d
73 R B 5 0 T | c1 | c1 dump1
74 R C 3 0 - | p2 | dump1
75 R D 4 0 - | c2 | d
76 R E 2 0 - | c1 | c1
77 R E 6 0 - | p3 | dump1
78 R F 4 0 - | p2 dump1 | p1
79 R F 6 0 - | c2 d | c1 dump1
80 R G 3 0 - | p1 dump1 | p1
81 R H 3 0 - | c1 dump1 | c1
82 R H 7 0 - | p3 | p2 d
83 R I 2 0 - | c1 | c1
84 R J 6 0 - | c2 d | c2 dump1
85 R K 3 0 - | c2 | c1 dump1
86 R K 5 0 T | c1 | c1 dump1
87 R L 8 0 - | p3 | p2 d
88 R M 2 0 - | c1 dump1 | 
89 R N 2 0 - | p1 | dump1
90 R N 5 0 - | c2 dump1 | c1
91 R O 4 0 - | c2 | d
92 R O 8 0 T | c2 p1 | c1 p1
93 R P 6 0 - | p2 d | p1
94 R Q 4 0 - | p2 dump1 | p2
95 R R 5 0 - | p2 | p1 preview
96 R R 5 0 T | p2 | dump1
97 R S 4 0 - | p1 | p1 d
98 R T 3 0 - | c1 | c1 dump1
99 R U 9 0 - | p5 | p1 d
100 R V 3 0 - | p2 | p1 dump1
101 R W 4 0 - | p1 d | p1
102 R X 7 0 - | p4 dump1 | p2
103 R Y 4 0 - | p1 d | dump1
104 R Z 4 0 - | p2 dump1 | p2
105 R Z 5 0 - | p2 d | c2
106 M A 3 0 - | p1 u | 
107 M A 5 0 T | c2 | c1
108 M B 4 0 - | c2 j | c2
109 M C 5 0 - | p2 u | j
110 M D 4 0 - | p1 u | p2
111 M E 4 0 - | c2 | u
112 M F 2 0 - | p1 j | p1
113 M F 5 0 T | p1 j | p1
114 M G 6 0 - | p3 | p2 u
115 M H 3 0 - | p1 j | p2
116 M I 3 0 - | p2 | j
117 M I 5 0 - | c2 u | 
118 M J 8 0 - | p5 u | p2
119 M K 2 0 - | p1 | p1 u
120 M K 4 0 - | c2 u | c2
121 M L 6 0 - | p3 | p1 u
122 M M 3 0 - | c1 u | c1
123 M M 4 0 T | c1 | c1 j
124 M N 7 0 - | p3 | p1 wilds1
125 M O 3 0 - | p1 j | u
126 M P 2 0 - | c1 | c1 j
127 M P 4 0 - | p1 u | p2
128 M Q 3 0 - | p2 | p2 u
129 M Q 5 0 - | p2 u | p3
130 M R 4 0 - | c1 | c2 u
131 M R 6 0 - | p2 u | p1 j
132 M S 4 0 - | c1 j | c2
133 M T 6 0 - | p2 u | p2
134 M T 8 0 T | p2 | p2 j
135 M U 2 0 - | c1 | c1 u
136 M V 9 0 - | p4 u | p4
137 M W 4 0 - | c2 | c2 u
138 M X 3 0 - | p3 j | 
139 M Y 7 0 - | p4 | p2 u
140 M Z 5 0 - | p3 | p2 u
141 S A 0 0 - | c1 | 
142 S B 0 0 - | p1 | 
143 S C 0 0 - | p1 | 
144 S D 0 0 - | p1 | 
145 S E 0 0 - | c1 | 
146 S G 0 0 - | p1 | 
147 S H 0 0 - | p1 | 
148 S I 0 0 - | c1 | 
149 S L 0 0 - | c1 | 
150 S M 0 0 - | p1 | 
151 S N 0 0 - | c1 | 
152 S O 0 0 - | p1 | 
153 S P 0 0 - | p1 | 
154 S R 0 0 - | c1 | 
155 S S 0 0 - | c1 | 
156 S T 0 0 - | c1 | 
157 S U 0 0 - | p1 | 
158 S Y 0 0 - | p1 | 
"""

#: word length -> points of the Literary Award (12 stands for 12 letters or more)
AWARDS = {7: 5, 8: 6, 9: 7, 10: 9, 11: 12, 12: 15}
#: the Adverts in the order they must be bought: (cost in cents, points)
ADVERTS = ((6, 3), (9, 6), (12, 10), (15, 15), (18, 20))
#: Penny Dreadful's signature genres (the Cooperative Anthology's harder variant): what each does
SIGNATURES = {
    "adventure": "While an Adventure card is in the offer row, Penny gains 1 point for every card a player buys.",
    "horror": "While a Horror card is in the offer row, Penny gains 1 point for every ink a player uses.",
    "mystery": "Whenever Penny takes a Mystery card, she also jails the cheapest card of the offer row.",
    "romance": "Penny scores every Romance card she takes twice.",
}
#: the eight letters every starting deck has, and the ten of which two are dealt at random
STARTER_FIXED = "AEILNRST"
STARTER_RANDOM = "BCDGHMOPUY"


@dataclass(frozen=True)
class Card:
    id: int
    genre: str
    letter: str
    cost: int
    points: int
    timeless: bool
    basic: tuple        # ((code, value), ...)
    bonus: tuple        # genre benefits, same shape


def _benefits(text: str) -> tuple:
    out = []
    for word in text.split():
        code = word.rstrip("0123456789")
        value = int(word[len(code):]) if len(code) < len(word) else 1
        out.append((code, value))
    return tuple(out)


def _cards() -> dict:
    cards = {}
    for line in CARD_TABLE.strip().splitlines():
        head, basic, bonus = (part.strip() for part in line.split("|"))
        cid, genre, letter, cost, points, timeless = head.split()
        cards[int(cid)] = Card(int(cid), GENRES[genre], letter, int(cost), int(points), timeless == "T",
                               _benefits(basic), _benefits(bonus))
    return cards


CARDS = _cards()
#: the starter card of each letter
STARTER_BY_LETTER = {c.letter: c.id for c in CARDS.values() if c.genre == "starter"}
OFFER_DECK = tuple(sorted(c.id for c in CARDS.values() if c.genre != "starter"))

BENEFIT_WORDS = {"c": "{}¢", "p": "{}★", "e": "{}¢ or {}★", "r": "ink/remover", "u": "uncover",
                 "d": "double", "j": "jail", "tc": "trash: {}¢", "tp": "trash: {}★", "dump": "dump: {}¢",
                 "adv": "{}¢ × Adv.", "inked": "{}¢ × inked", "wilds": "{}★ × wild",
                 "preview": "preview 3"}


def benefit_text(code: str, value: int) -> str:
    return BENEFIT_WORDS[code].format(value, value)
