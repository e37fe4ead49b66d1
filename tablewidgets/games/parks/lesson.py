"""Parks, taught in short steps. You play Green (seat 0) against Orange, who waits at the trailhead."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TRAIL = ["sun", "water", "forest", "mountain", "die", "gear", "canteen", "wildlife"]   # spots 1-4, 6-9
TWO = {"players": 2}


def _at(**more):
    pos = {"trail": TRAIL, "shutterbug": 3, "tiles": ["spring-forest", "summer-wildlife", "fall-sun"]}
    pos.update(more)
    return pos


EMPTY = {"sun": 0, "water": 0, "forest": 0, "mountain": 0, "wildlife": 0}


def _pack(**n):
    return dict(EMPTY, **n)


LESSON = Lesson(game="parks", title="Parks in fourteen steps", steps=(
    Step(
        title="The trail",
        text=("Each season your two hikers walk from the trailhead on the left to Trail's End on the right. "
              "Eight site tiles are shuffled onto the trail, with the Parks site printed in its middle. On your "
              "turn you move one hiker forward as far as you like and take the action of the site you stop "
              "at. Skipping ahead is quick, but every site you pass is an action you give up."),
        options=TWO, position=_at(),
        task="Move a hiker to the Forest site.",
        hint="Click hiker A, then the Forest site (the third spot).",
        check=lambda g: 3 in g.hikers[0],
    ),
    Step(
        title="Weather",
        text=("From the second site on, sun and water tokens lie on the trail, alternately. The first hiker "
              "to stop on a site takes its weather on top of the site's action. Here the Mountain site "
              "carries a sun."),
        options=TWO, position=_at(),
        task="Stop on the Mountain site and collect its sun as well.",
        hint="The Mountain site is spot 4; it still has its weather token.",
        check=lambda g: 4 in g.hikers[0] and g.pack[0]["sun"] >= 1,
    ),
    Step(
        title="Campfires",
        text=("A site taken by another hiker, yours included, can only be shared by putting your campfire out. "
              "With four or five players campfires start lit; with fewer they start out. Reaching Trail's End "
              "lights it again. Here your campfire is lit and Orange stands on the 2 Water site."),
        options=TWO, position=_at(hikers=[[0, 0], [2, 0]], campfire=[True, False]),
        task="Share the 2 Water site with Orange.",
        hint="Move a hiker to spot 2, the site Orange stands on; your campfire goes out.",
        check=lambda g: 2 in g.hikers[0] and not g.campfire[0],
    ),
    Step(
        title="Water and canteens",
        text=("Every water you gain goes either into your backpack or into a canteen row. A row with a canteen "
              "token takes water once a season and gives what its tokens show. Water in the backpack can never "
              "be poured into a canteen later. Your first row holds a 2-sun canteen."),
        options=TWO, position=_at(canteens=[[["c0", None, False], [None, None, False], [None, None, False]],
                                            [[None, None, False]] * 3]),
        moves=((0, "a 2"),),
        task="Fill canteen row 1 to gain its 2 sun.",
        hint="Choose canteen row 1 for the water, not the backpack.",
        check=lambda g: g.canteens[0][0]["water"],
    ),
    Step(
        title="Wildlife is wild",
        text=("At the wildlife site you trade one resource (not a wildlife) for a wildlife. A wildlife pays for "
              "anything: a park's cost, gear, a photo. It is the one thing that never fills a canteen."),
        options=TWO, position=_at(pack=[_pack(sun=1), EMPTY]),
        task="Trade your sun for a wildlife.",
        hint="Walk to the Trade for Wildlife site (spot 9) and trade the sun.",
        check=lambda g: g.pack[0]["wildlife"] == 1,
    ),
    Step(
        title="Visiting parks",
        text=("At the Parks site in the middle, and at Trail's End, you may visit as many parks as you can pay "
              "for, from the display or your own reserve, or reserve one park instead. Parks are the big "
              "points. The display is refilled only once your turn is over."),
        options=TWO, position=_at(pack=[_pack(forest=2, water=1), EMPTY], park_display=["p12", "p5", "p29"]),
        task="Visit Congaree (2 forests).",
        hint="Move to the Parks site (spot 5) and visit Congaree.",
        check=lambda g: "p12" in g.visited[0],
    ),
    Step(
        title="Reserving",
        text=("Instead of visiting, a parks action may reserve one park from the display or the top of the deck. "
              "Only you may visit it later, when you can pay for it."),
        options=TWO, position=_at(park_display=["p12", "p5", "p29"]),
        task="Reserve Haleakala for later.",
        hint="At the Parks site choose to reserve Haleakala.",
        check=lambda g: "p29" in g.reserved[0],
    ),
    Step(
        title="Gear",
        text=("At the gear shop you buy one card from the market with sun, or the top card of the deck unseen "
              "for 2 sun. Gear helps from then on, once a turn, when its site or action comes up."),
        options=TWO, position=_at(pack=[_pack(sun=3), EMPTY], gear_market=["g0", "g18", "g7"]),
        task="Buy any piece of gear.",
        hint="Walk to the gear shop (spot 7) and buy a card you can pay.",
        check=lambda g: len(g.gear[0]) == 1,
    ),
    Step(
        title="Photos and the Shutterbug",
        text=("A photo is worth a point: trade any one resource for it. The hiker who stops on the site with "
              "the Shutterbug takes the badge; with the badge, once a turn, a photo may be followed by a second "
              "one for one more resource. The most photos at the end earn a bonus."),
        options=TWO, position=_at(pack=[_pack(sun=2), EMPTY], badge=0), moves=((0, "a 8"),),
        task="Take two photos in one turn.",
        hint="At the Canteen or Photo site take a photo, then take the second one the badge offers.",
        check=lambda g: g.photos[0] >= 2,
    ),
    Step(
        title="The trail die",
        text=("The trail die gives a forest, a mountain, 2 sun, 2 water, a wildlife or a canteen. It is rolled "
              "at its site and by some parks, gear and passions."),
        options=TWO, position=_at(die=["wildlife"]),
        task="Roll the trail die.",
        hint="Stop on the Trail die site (spot 6).",
        check=lambda g: g.pack[0]["wildlife"] == 1,
    ),
    Step(
        title="Trail's End",
        text=("At Trail's End you choose an area: a parks action (the first there takes the First Hiker token "
              "and starts the next season), a photo (the first gains a wildlife) or gear (the first gains a "
              "sun). When all hikers are there, the season bonus on the season tile goes to whoever has most "
              "of what it shows, and the trail is laid out anew. After three seasons parks, photos, the photo "
              "bonus, passion bonuses and the First Hiker token are counted."),
        options=TWO, position=_at(pack=[_pack(sun=2), EMPTY]),
        task="Go to Trail's End and take the parks area first.",
        hint="Move a hiker to spot 10 and choose the parks action area.",
        check=lambda g: g.first == 0 and g.end_used["parks"],
    ),
    Step(
        title="Passions",
        text=("Your passion card sets you a goal. As soon as you reach it, you choose: its gear effect for the "
              "rest of the game, or its end-of-game bonus. Kayaking asks for two parks with water."),
        options=TWO, position=_at(passion=["kayaking", "forestry"], visited=[["p18"], []],
                                  pack=[_pack(forest=1, water=1), EMPTY], park_display=["p33", "p12", "p29"]),
        moves=((0, "a 5"),),
        task="Complete the passion by visiting Isle Royale, then choose a reward.",
        hint="Visit Isle Royale (a forest and a water), then pick either side of the passion.",
        check=lambda g: g.passion_side[0] is not None,
    ),
    Step(
        title="Seasons and the final count",
        text=("A season ends when every hiker stands at Trail's End. Its bonus goes to all who have most of "
              "what the season tile shows; canteens are emptied, campfires lit, the trail is shuffled and "
              "its weather and Shutterbug laid out again, and the rightmost gear card leaves the market. "
              "After the third season you count parks, one point per photo, the photo bonus (3 points with "
              "two players; 4 and 2 for the most and second most with more), passion bonuses and a point "
              "for the First Hiker token. On equal points, more parks visited wins."),
        options=TWO, position=_at(season=2, photos=[3, 1]),
    ),
    Step(
        title="Playing alone",
        text=("With one player two rangers share the trail. After each of your turns one of them walks on "
              "as far as the trail die says (one, two or three sites), never stopping where your hikers "
              "are, and takes the weather where it stops. A ranger reaching Trail's End closes the rightmost "
              "park of the display. Try to beat your own best score."),
        options={"players": 1}, position=_at(),
    ),
))
