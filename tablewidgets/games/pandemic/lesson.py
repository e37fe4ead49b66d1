"""Pandemic, taught in thirteen short steps. You play seat 0 throughout, with one teammate."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

BLUE4 = ["chicago", "montreal", "new-york", "washington"]


def _pos(roles=("scientist", "medic"), hands=([], []), **extra) -> dict:
    return {"roles": list(roles), "hands": [list(h) for h in hands], "cubes": extra.pop("cubes", {}), **extra}


LESSON = Lesson(game="pandemic", title="Pandemic in thirteen steps", steps=(
    Step(
        title="One team against four diseases",
        text=("Everybody plays on the same side. Cubes of four colours stand for four diseases spreading over "
              "48 cities; you win together by discovering all four cures. Each turn you have four actions. "
              "The simplest is to drive (or take the ferry) along one line of the map to a neighbouring city."),
        position=_pos(cubes={"chicago": 1}),
        task="Drive from Atlanta to Chicago.",
        check=lambda g: g.pawns[0] == "chicago",
    ),
    Step(
        title="Direct flights",
        text=("City cards are also plane tickets. Discard the card of a city to fly straight to it: that is "
              "a direct flight, and it costs one action like a drive, but the card is gone."),
        position=_pos(hands=(["paris", "lima"], [])),
        task="Fly directly to Paris.",
        check=lambda g: g.pawns[0] == "paris",
    ),
    Step(
        title="Charter and shuttle flights",
        text=("Discard the card of the city you stand in to charter a plane to any city at all. And between "
              "two research stations, a shuttle flight is free of cards. Here Atlanta and Tokyo have stations."),
        position=_pos(hands=(["atlanta"], []), stations=["atlanta", "tokyo"]),
        task="Take the shuttle to Tokyo (keep the Atlanta card for a charter later).",
        check=lambda g: g.pawns[0] == "tokyo" and "atlanta" in g.hands[0],
    ),
    Step(
        title="Research stations",
        text=("Discard the card of your city to build a research station there. Stations are where cures are "
              "found, and they link up for shuttle flights. There are six; once all are built, building a new "
              "one moves an old one."),
        position=_pos(hands=(["chicago", "lima"], []), pawns=["chicago", "atlanta"]),
        task="Build a research station in Chicago.",
        check=lambda g: "chicago" in g.stations,
    ),
    Step(
        title="Treating disease",
        text=("Treating takes one cube of a colour off your city. Once that disease is cured, one action "
              "clears every cube of its colour there. When the last cube of a cured disease leaves the map, "
              "that disease is eradicated and never comes back."),
        position=_pos(cubes={"atlanta": 3}),
        task="Bring Atlanta down to a single cube.",
        check=lambda g: g.cubes["atlanta"][0] <= 1,
    ),
    Step(
        title="Sharing knowledge",
        text=("Two players in the same city may pass the card of that city from one hand to the other, as one "
              "action of the player whose turn it is; the other player must agree. Whoever ends up with more "
              "than seven cards discards down to seven at once (or plays an event)."),
        position=_pos(hands=(["atlanta", "lima"], ["chicago"])),
        task="Offer the Atlanta card to the Medic, who stands beside you.",
        check=lambda g: g.offer is not None or "atlanta" in g.hands[1],
    ),
    Step(
        title="Discovering a cure",
        text=("At a research station, discard five city cards of one colour to cure that disease. You are the "
              "Scientist: four are enough for you."),
        position=_pos(hands=(BLUE4 + ["lima"], [])),
        task="Discover the cure for the blue disease in Atlanta.",
        check=lambda g: g.cured[0],
    ),
    Step(
        title="After your actions: draw, then infect",
        text=("When your actions are done you draw two player cards, then the infection deck turns over as many "
              "cards as the infection rate says (2 to 4); each named city gets one cube of its colour. "
              "End your turn here and watch Sydney and Osaka."),
        position=_pos(player_deck=["paris", "lima", "tokyo", "cairo", "delhi"], infection_top=["sydney", "osaka"]),
        task="End your actions.",
        check=lambda g: g.turn == 1,
    ),
    Step(
        title="Epidemics",
        text=("Epidemic cards hide in the player deck, one in each part of it. When one comes up the infection "
              "rate rises, the bottom infection card gets three cubes, and the infection discard pile is "
              "shuffled and put back on top: the cities just hit will be hit again soon."),
        position=_pos(player_deck=["epidemic", "lima", "tokyo", "cairo", "delhi"],
                      infection_discard=["paris", "essen"]),
        task="End your actions and let the epidemic happen.",
        check=lambda g: g.rate_index == 1,
    ),
    Step(
        title="Outbreaks",
        text=("A city never holds a fourth cube of one colour: it breaks out instead. The outbreak marker moves "
              "up and every linked city gets a cube of that colour, which can set off more outbreaks in a "
              "chain (each city breaks out once per chain). The eighth outbreak loses the game."),
        position=_pos(cubes={"paris": 3}, infection_top=["paris", "tokyo"],
                      player_deck=["lima", "tokyo", "cairo", "delhi"]),
        task="End your actions: Paris is the next infection card.",
        check=lambda g: g.outbreaks >= 1,
    ),
    Step(
        title="Event cards",
        text=("Five event cards are shuffled into the player deck: Airlift, Forecast, Government Grant, "
              "One Quiet Night and Resilient Population. They cost no action, and their holder may play them "
              "at almost any moment, even in another player's turn; the game stops before each infection step "
              "to let holders decide."),
        position=_pos(hands=(["one-quiet-night"], []), cubes={"sydney": 3}, infection_top=["sydney"]),
        task="Play One Quiet Night so that the next infection step is skipped.",
        check=lambda g: g.quiet_night,
    ),
    Step(
        title="Roles",
        text=("Every player has a role that bends one rule: the Medic treats a whole colour, the Scientist "
              "cures with four cards, the Researcher hands over any city card, the Operations Expert builds "
              "without a card, the Quarantine Specialist keeps cubes away from her area, the Contingency Planner "
              "reuses an event. You are the Dispatcher: you may move the other pawns."),
        position=_pos(roles=("dispatcher", "medic"), cubes={"chicago": 2}),
        task="Send the Medic to Chicago with one of your actions.",
        check=lambda g: g.pawns[1] == "chicago",
    ),
    Step(
        title="Winning and losing",
        text=("Three cures are found. The fourth wins the game for everybody at once. You lose together on the "
              "eighth outbreak, when a colour needs a cube and none is left, or when the player deck cannot "
              "give the two cards of a turn."),
        position=_pos(hands=(["beijing", "seoul", "tokyo", "osaka"], []), cured=["blue", "yellow", "black"]),
        task="Discover the last cure.",
        check=lambda g: g.over and bool(g.result()["winners"]),
    ),
))
