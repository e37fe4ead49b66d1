"""Pandemic, taught in twenty-four short steps. You play seat 0 throughout, with one teammate."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

BLUE4 = ["chicago", "montreal", "new-york", "washington"]


def _pos(roles=("scientist", "medic"), hands=([], []), **extra) -> dict:
    return {"roles": list(roles), "hands": [list(h) for h in hands], "cubes": extra.pop("cubes", {}), **extra}


LESSON = Lesson(game="pandemic", title="Pandemic in twenty-four steps", steps=(
    Step(
        title="One team against four diseases",
        text=("Everybody plays on the same side. Cubes of four colours stand for four diseases spreading over "
              "48 cities; you win together by discovering all four cures. Each turn you have four actions. "
              "The simplest is to drive (or take the ferry) along one line of the map to a neighbouring city."),
        position=_pos(cubes={"chicago": 1}),
        task="Drive from Atlanta to Chicago.",
        hint="Chicago is linked to Atlanta by a line on the map: drive along it, no card needed.",
        check=lambda g: g.pawns[0] == "chicago",
    ),
    Step(
        title="Direct flights",
        text=("City cards are also plane tickets. Discard the card of a city to fly straight to it: that is "
              "a direct flight, and it costs one action like a drive, but the card is gone."),
        position=_pos(hands=(["paris", "lima"], [])),
        task="Fly directly to Paris.",
        hint="Discard the Paris card for a direct flight: it takes you straight there.",
        check=lambda g: g.pawns[0] == "paris",
    ),
    Step(
        title="Charter and shuttle flights",
        text=("Discard the card of the city you stand in to charter a plane to any city at all. And between "
              "two research stations, a shuttle flight is free of cards. Here Atlanta and Tokyo have stations."),
        position=_pos(hands=(["atlanta"], []), stations=["atlanta", "tokyo"]),
        task="Take the shuttle to Tokyo (keep the Atlanta card for a charter later).",
        hint="Atlanta and Tokyo both have research stations: a shuttle flight between them uses no card.",
        check=lambda g: g.pawns[0] == "tokyo" and "atlanta" in g.hands[0],
    ),
    Step(
        title="Research stations",
        text=("Discard the card of your city to build a research station there. Stations are where cures are "
              "found, and they link up for shuttle flights. There are six; once all are built, building a new "
              "one moves an old one."),
        position=_pos(hands=(["chicago", "lima"], []), pawns=["chicago", "atlanta"]),
        task="Build a research station in Chicago.",
        hint="You stand in Chicago holding its card: build a station rather than move.",
        check=lambda g: "chicago" in g.stations,
    ),
    Step(
        title="Treating disease",
        text=("Treating takes one cube of a colour off your city. Once that disease is cured, one action "
              "clears every cube of its colour there. When the last cube of a cured disease leaves the map, "
              "that disease is eradicated and never comes back."),
        position=_pos(cubes={"atlanta": 3}),
        task="Bring Atlanta down to a single cube.",
        hint="Each treat removes one cube: treat in Atlanta twice.",
        check=lambda g: g.cubes["atlanta"][0] <= 1,
    ),
    Step(
        title="Sharing knowledge",
        text=("Two players in the same city may pass the card of that city from one hand to the other, as one "
              "action of the player whose turn it is; the other player must agree. Whoever ends up with more "
              "than seven cards discards down to seven at once (or plays an event)."),
        position=_pos(hands=(["atlanta", "lima"], ["chicago"])),
        task="Offer the Atlanta card to the Medic, who stands beside you.",
        hint="Only the card of the city you share can change hands: share the Atlanta card, not Lima.",
        check=lambda g: g.offer is not None or "atlanta" in g.hands[1],
    ),
    Step(
        title="Discovering a cure",
        text=("At a research station, discard five city cards of one colour to cure that disease. You are the "
              "Scientist: four are enough for you."),
        position=_pos(hands=(BLUE4 + ["lima"], [])),
        task="Discover the cure for the blue disease in Atlanta.",
        hint=("Atlanta has a research station and, as the Scientist, four blue cards are enough: cure rather than "
              "spend them on flights."),
        check=lambda g: g.cured[0],
    ),
    Step(
        title="After your actions: draw, then infect",
        text=("When your actions are done you draw two player cards, then the infection deck turns over as many "
              "cards as the infection rate says (2 to 4); each named city gets one cube of its colour. "
              "End your turn here and watch Sydney and Osaka."),
        position=_pos(player_deck=["paris", "lima", "tokyo", "cairo", "delhi"], infection_top=["sydney", "osaka"]),
        task="End your actions.",
        hint="Choose to end your actions: the draw and the infections then follow by themselves.",
        check=lambda g: g.turn == 1,
    ),
    Step(
        title="Too many cards after the draw",
        text=("The hand limit of seven also counts right after the draw: you hold six cards, the two you draw "
              "make eight, so before anything is infected you must discard one (or play an event instead). "
              "Discarded cards go to the player discard pile."),
        position=_pos(hands=(["paris", "lima", "tokyo", "cairo", "delhi", "seoul"], []),
                      player_deck=["essen", "milan", "madrid", "london"]),
        task="End your actions, then discard one card.",
        hint="End your actions; the draw brings you to eight cards, so choose one to discard.",
        check=lambda g: g.turn == 1 and len(g.hands[0]) == 7,
    ),
    Step(
        title="Epidemics",
        text=("Epidemic cards hide in the player deck, one in each part of it. When one comes up the infection "
              "rate rises, the bottom infection card gets three cubes, and the infection discard pile is "
              "shuffled and put back on top: the cities just hit will be hit again soon."),
        position=_pos(player_deck=["epidemic", "lima", "tokyo", "cairo", "delhi"],
                      infection_discard=["paris", "essen"]),
        task="End your actions and let the epidemic happen.",
        hint="The top card of the player deck is an epidemic: end your actions to draw it.",
        check=lambda g: g.rate_index == 1,
    ),
    Step(
        title="Two epidemics in one draw",
        text=("Both cards of a draw can be epidemics. Then the first one is resolved in full, and the second "
              "follows: the rate rises twice, two bottom cards get three cubes each, and the second shuffle puts "
              "only the city the second epidemic just hit back on top, so it will be infected again at once."),
        position=_pos(player_deck=["epidemic", "epidemic", "tokyo", "cairo", "delhi"],
                      infection_discard=["paris", "essen"]),
        task="End your actions and let both epidemics happen.",
        hint="Both top cards of the player deck are epidemics: end your actions to draw them.",
        check=lambda g: g.rate_index == 2,
    ),
    Step(
        title="Outbreaks",
        text=("A city never holds a fourth cube of one colour: it breaks out instead. The outbreak marker moves "
              "up and every linked city gets a cube of that colour, which can set off more outbreaks in a "
              "chain (each city breaks out once per chain). The eighth outbreak loses the game."),
        position=_pos(cubes={"paris": 3}, infection_top=["paris", "tokyo"],
                      player_deck=["lima", "tokyo", "cairo", "delhi"]),
        task="End your actions: Paris is the next infection card.",
        hint="Paris already holds three cubes: end your actions and the infection step draws its card.",
        check=lambda g: g.outbreaks >= 1,
    ),
    Step(
        title="An eradicated disease stays away",
        text=("Once a disease is cured and its last cube is gone from the map, it is eradicated: infection cards "
              "of its colour are still drawn and discarded, but they place no cubes, and epidemics of that "
              "colour place none either. Blue is eradicated here and Chicago is the next infection card."),
        position=_pos(cured=["blue"], eradicated=["blue"], infection_top=["chicago", "tokyo"],
                      player_deck=["lima", "paris", "cairo", "delhi"]),
        task="End your actions: Chicago is drawn but gets no cube.",
        hint="Blue is eradicated, so Chicago's infection card places nothing: end your actions to draw it.",
        check=lambda g: g.turn == 1 and "chicago" in g.infection_discard and g.cubes["chicago"][0] == 0,
    ),
    Step(
        title="Event cards",
        text=("Five event cards are shuffled into the player deck: Airlift, Forecast, Government Grant, "
              "One Quiet Night and Resilient Population. They cost no action, and their holder may play them "
              "at almost any moment, even in another player's turn; the game stops before each infection step "
              "to let holders decide."),
        position=_pos(hands=(["one-quiet-night"], []), cubes={"sydney": 3}, infection_top=["sydney"]),
        task="Play One Quiet Night so that the next infection step is skipped.",
        hint="One Quiet Night costs no action: play it from your hand before the infection step begins.",
        check=lambda g: g.quiet_night,
    ),
    Step(
        title="Airlift",
        text=("Airlift flies any one pawn, yours or a teammate's, to any city, for no action and no other "
              "card. A teammate's pawn flies only if its owner agrees; until then the card stays in your hand. "
              "The Medic is far from the cubes in Lima."),
        position=_pos(hands=(["airlift"], []), cubes={"lima": 3}),
        task="Play Airlift to fly the Medic to Lima (then answer as the Medic).",
        hint="Airlift can move your teammate's pawn: choose the Medic, then Lima.",
        check=lambda g: g.pawns[1] == "lima" or (g.offer is not None and g.offer.get("kind") == "airlift"
                                                 and g.offer.get("city") == "lima"),
    ),
    Step(
        title="Forecast",
        text=("Forecast lets its holder look at the top six cards of the infection deck and put them back in "
              "any order, one by one from the top: the cities you leave deepest are the safest. Sydney holds "
              "three cubes, so it should not come first."),
        position=_pos(hands=(["forecast"], []), cubes={"sydney": 3},
                      infection_top=["sydney", "osaka", "tokyo", "lima", "cairo", "essen"]),
        task="Play Forecast and put a city other than Sydney on top.",
        hint=("After playing Forecast you put the six cards back one by one from the top: start with any city but "
              "Sydney."),
        check=lambda g: g.forecast is not None and bool(g.forecast["placed"]) and g.forecast["placed"][0] != "sydney",
    ),
    Step(
        title="Government Grant",
        text=("Government Grant builds a research station in any city, with no card and no action (once all six "
              "are built it moves one). Your pawn does not have to be there."),
        position=_pos(hands=(["government-grant"], [])),
        task="Build a research station in Lima with Government Grant.",
        hint="Government Grant builds anywhere, even where your pawn is not: choose Lima.",
        check=lambda g: "lima" in g.stations,
    ),
    Step(
        title="Resilient Population",
        text=("Resilient Population takes one card out of the infection discard pile and out of the game, so "
              "that city is not shuffled back on top by the next epidemic. It may even be played between the "
              "infect and intensify steps of an epidemic."),
        position=_pos(hands=(["resilient-population"], []), infection_discard=["paris", "essen"]),
        task="Remove Paris from the infection discard pile.",
        hint="Play Resilient Population and choose Paris in the infection discard pile.",
        check=lambda g: "paris" in g.removed,
    ),
    Step(
        title="Roles",
        text=("Every player has a role that bends one rule: the Medic treats a whole colour, the Scientist "
              "cures with four cards, the Researcher hands over any city card, the Operations Expert builds "
              "without a card and flies from a station, the Quarantine Specialist keeps cubes away from her "
              "area, the Contingency Planner reuses an event, the Dispatcher moves the other pawns. The next "
              "steps show them at work."),
        position=_pos(roles=("scientist", "quarantine"), cubes={"chicago": 2}),
    ),
    Step(
        title="The Medic on cured diseases",
        text=("Besides treating all cubes of a colour in one action, the Medic removes every cube of a cured "
              "disease from the city he stands in without any action: on arriving, and whenever cubes would be "
              "placed there. You are the Medic; blue is cured and Chicago has two blue cubes."),
        position=_pos(roles=("medic", "scientist"), cured=["blue"], cubes={"chicago": 2, "lima": 1}),
        task="Drive to Chicago and watch its blue cubes go.",
        hint="Chicago is one drive from Atlanta; the Medic clears cured cubes just by arriving.",
        check=lambda g: g.pawns[0] == "chicago" and g.cubes["chicago"][0] == 0,
    ),
    Step(
        title="The Operations Expert's flight",
        text=("Once a turn, from a research station, the Operations Expert may fly to any city by discarding "
              "any city card, not only the card of the place she leaves or goes to. You stand at the Atlanta "
              "station with the Lima card."),
        position=_pos(roles=("expert", "medic"), hands=(["lima"], [])),
        task="Fly from the station to Tokyo, paying with the Lima card.",
        hint=("Use the Operations Expert's own flight from the station: any city card pays, so Lima takes you to "
              "Tokyo."),
        check=lambda g: g.pawns[0] == "tokyo" and g.ops_used,
    ),
    Step(
        title="The Dispatcher",
        text=("The Dispatcher may move any pawn to a city holding another pawn, and may move a teammate's pawn "
              "as if it were his own, paying with his own cards. A teammate's pawn moves only if its owner "
              "agrees: the owner answers agree or refuse, and a refused move costs no action."),
        position=_pos(roles=("dispatcher", "medic"), cubes={"chicago": 2}),
        task="Ask to drive the Medic to Chicago (then answer as the Medic).",
        hint="As the Dispatcher, move the Medic's pawn rather than your own: drive it to Chicago.",
        check=lambda g: g.pawns[1] == "chicago" or (g.offer is not None and g.offer.get("move") == "drive chicago"),
    ),
    Step(
        title="The Researcher in another player's turn",
        text=("Sharing knowledge is an action of the player whose turn it is, yet the Researcher's power works "
              "in her teammates' turns too: on your turn you may take any city card from her, not only the card "
              "of the city you share (she still agrees). She stands beside you in Atlanta holding Paris."),
        position=_pos(roles=("scientist", "researcher"), hands=([], ["paris", "lima"])),
        task="On your turn, take the Paris card from the Researcher.",
        hint=("Share knowledge with the Researcher beside you: her power lets you take Paris although you stand "
              "in Atlanta."),
        check=lambda g: "paris" in g.hands[0] or (g.offer is not None and g.offer.get("card") == "paris"),
    ),
    Step(
        title="Winning and losing",
        text=("Three cures are found. The fourth wins the game for everybody at once. You lose together on the "
              "eighth outbreak, when a colour needs a cube and none is left, or when the player deck cannot "
              "give the two cards of a turn."),
        position=_pos(hands=(["beijing", "seoul", "tokyo", "osaka"], []), cured=["blue", "yellow", "black"]),
        task="Discover the last cure.",
        hint="You are the Scientist at the Atlanta station with four red cards: that is enough for the red cure.",
        check=lambda g: g.over and bool(g.result()["winners"]),
    ),
))
