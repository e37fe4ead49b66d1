"""Parks in words and pictures: action descriptions, button labels, clicks, status and the view."""

from __future__ import annotations

from . import data as D
from .data import CANTEENS, GEAR, PARKS, PASSIONS, RES, SEASON_TILES, TRAIL_END

CANTEEN_LABEL = {"2sun": "2 sun", "forest": "forest", "mountain": "mountain", "wildlife": "trade → wildlife",
                 "photo": "photo", "parks": "parks action"}
ASK = {"water": "place the water", "end": "choose an area at Trail's End", "buy": "buy gear or skip",
       "canteen": "choose a canteen", "canteen_or_photo": "gain a canteen, take a photo or skip",
       "slot": "choose a space for the canteen", "photo": "take a photo or skip",
       "badge_photo": "take a second photo (Shutterbug badge) or skip", "trade": "trade for a wildlife or skip",
       "swap": "trade it for a wildlife or skip", "reserve": "reserve a park or skip",
       "parks": "visit parks, reserve one, or skip", "visiting": "visit another park or finish",
       "passion": "choose your passion's reward"}


def _spot_name(game, q: int) -> str:
    if q == TRAIL_END:
        return "Trail's End"
    return D.SITE_NAMES[game.trail[q]]


class ViewMixin:
    """Part of :class:`.rules.Parks`."""

    def _ask(self, task: dict) -> str:
        return ASK.get(task["kind"], task["kind"])

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        return f"{self.seat_name(seat)}: {self.label(action, seat)}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word in ("a", "b") and arg.isdigit():
            q = int(arg)
            return f"Hiker {word.upper()} → {_spot_name(self, q)}" if q <= TRAIL_END else action
        if word == "end":
            return {"parks": "Parks action", "photo": "Take a photo", "gear": "Buy gear"}.get(arg, action)
        if word == "water":
            return "Water into backpack" if arg == "pack" else f"Fill canteen row {arg.split()[-1]}"
        if word == "buy":
            if arg == "deck":
                return "Top gear card unseen (2 sun)"
            g = GEAR.get(arg)
            return f"Buy {g.name} ({g.cost} sun)" if g else action
        if word == "canteen":
            return "Top canteen of the stack" if arg == "stack" else f"Canteen: {CANTEEN_LABEL.get(CANTEENS.get(arg), arg)}"
        if word == "slot":
            return f"Canteen row {arg[0]}, space {arg[1]}"
        if word == "photo":
            return f"Photo for a {arg}"
        if word == "trade":
            return f"Trade a {arg} for a wildlife"
        if word == "reserve":
            return "Reserve the top park of the deck" if arg == "deck" else \
                f"Reserve {PARKS[arg].name}" if arg in PARKS else action
        if word == "visit":
            return f"Visit {PARKS[arg].name}" if arg in PARKS else action
        if word == "passion":
            return "Passion: gear effect" if arg == "gear" else "Passion: end-of-game bonus"
        if word == "skip":
            return "Skip"
        if word == "done":
            return "Done visiting"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("a", "b"):
            return [f"hiker-{seat}-{word}", f"spot-{arg}"]
        if word == "end":
            return [f"end-{arg}"]
        if word == "water" and arg != "pack":
            return [f"row-{seat}-{arg.split()[-1]}"]
        if word == "buy" and arg != "deck":
            return [f"gear-{arg}"]
        if word == "buy":
            return ["gear-deck"]
        if word == "canteen":
            return ["canteen-stack" if arg == "stack" else f"canteen-{arg}"]
        if word == "slot":
            return [f"slot-{seat}-{arg}"]
        if word == "visit":
            return [f"park-{arg}"]
        if word == "reserve":
            return ["park-deck" if arg == "deck" else f"reserve-{arg}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        who = self.seat_name(self.mover)
        if self.tasks:
            return f"{who}: {self._ask(self.tasks[0])}."
        return f"{D.SEASONS[self.season]}: {who} moves a hiker."

    def _view(self, seat: int | None) -> dict:
        n = self.players
        tile = SEASON_TILES[self.tiles[self.season]]
        trail = []
        for q in range(0, TRAIL_END + 1):
            spot = {"spot": q, "kind": "trailhead" if q == 0 else "end" if q == TRAIL_END else self.trail[q],
                    "weather": self.weather.get(q) if 0 < q < TRAIL_END else None,
                    "shutterbug": q == self.shutterbug,
                    "hikers": [[s, "ab"[i]] for s in range(n) for i in (0, 1) if self.hikers[s][i] == q],
                    "rangers": sum(1 for r in self.rangers if r == q)}
            trail.append(spot)
        players = []
        scores = self.scores()
        for s in range(n):
            players.append({
                "name": self.seat_name(s), "pack": dict(self.pack[s]),
                "canteens": [[row["slots"][0], row["slots"][1], row["water"]] for row in self.canteens[s]],
                "gear": list(self.gear[s]), "reserved": list(self.reserved[s]), "visited": list(self.visited[s]),
                "photos": self.photos[s], "campfire": self.campfire[s], "badge": self.badge == s,
                "first": self.first == s, "passion": self.passion[s], "passion_side": self.passion_side[s],
                "passion_progress": self.passion_progress(s), "passion_need": PASSIONS[self.passion[s]].need,
                "points": scores[s]["total"], "season_points": self.season_points[s],
                "last": list(self.last.get(s, [])),
            })
        return {
            "season": self.season, "season_name": D.SEASONS[self.season],
            "tile": {"id": tile.id, "goal": tile.goal, "reward": tile.reward},
            "leaders": self.season_leaders(),
            "trail": trail, "park_display": list(self.park_display), "park_deck": len(self.park_deck),
            "gear_market": list(self.gear_market), "gear_deck": len(self.gear_deck),
            "canteen_display": list(self.canteen_display), "canteen_stack": len(self.canteen_stack),
            "end_used": dict(self.end_used), "players": players, "mover": self.mover,
            "task": self.tasks[0]["kind"] if self.tasks else ("hike" if not self.over else None),
            "ask": self._ask(self.tasks[0]) if self.tasks else "move a hiker",
            "solo": self.solo,
            "parks_data": {p: {"name": c.name, "cost": list(c.cost), "points": c.points, "instant": c.instant}
                           for p, c in PARKS.items()},
            "gear_data": {g: {"name": c.name, "cost": c.cost, "trigger": c.trigger, "effect": c.effect}
                          for g, c in GEAR.items()},
            "canteen_kinds": dict(CANTEENS),
            "resources": list(RES),
        }
