"""Praga Caput Regni in words and clicks: parsing, the reason an action is refused, descriptions,
button labels, the board elements of each action and the status line (mixed into the rules model)."""

from __future__ import annotations

from . import data as D


def lot_id(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str):
    x, y = text.split(",")
    return (int(x), int(y))


class Words:
    """The wording half of :class:`~.rules.PragaCaputRegni` (it reads the model's state only)."""

    # ------------------------------------------------------------------ parsing and reasons
    def _parse(self, text: str) -> str:
        return " ".join(text.lower().replace(";", " ").split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        if seat not in self.to_move:
            return f"It is not {self.seat_name(seat)}'s turn: {self.status()}"
        words = action.split()
        if not words:
            return "An empty action means nothing here."
        head = words[0]
        t = self.turn
        if self.pending[seat]:
            d = self.pending[seat][0]
            what = {"tech": "choose a technology", "plaza": "choose a plaza reward",
                    "step": f"move on the {D.TRACKS.get(d.get('track'), {}).get('name', 'track')}"}[d["k"]]
            if head == "move" and d["k"] == "step" and len(words) == 3 and words[2] == "up":
                return ("Moving up needs 2 silver windows within a tier, or the depicted cost to enter a new "
                        "tier; you cannot pay it (or you are at the top).")
            return f"First {what}."
        if head == "tile":
            if t["phase"] != "choose":
                return "You have already chosen this turn's action tile."
            if len(words) == 2 and words[1].isdigit() and int(words[1]) < len(self.wheel):
                i = int(words[1])
                if self.wheel[i] is None:
                    return f"Crane space {i} is empty."
                return (f"A tile in the red zone must be paid for: space {i} costs {D.SPACES[i]['cost']} gold "
                        f"and you have {self.ps[seat]['gold']}.")
            return "Choose a tile by its crane space, 0 to 8: tile 3."
        if t["phase"] == "choose":
            if head == "use":
                return "You hold no such one-off technology."
            return "First choose an action tile from the crane."
        if head in D.KINDS or head == "quarry":
            if t["phase"] not in ("act", "extra"):
                return "You have already taken your action this turn."
            if head not in D.TILES[t["tile"]]:
                return f"The chosen tile shows {' and '.join(D.TILES[t['tile']])}, not {head}."
            if head in ("mines", "quarry") and len(words) == 2 and words[1] == "up":
                return f"Your {head} are all built (level {D.MINE_MAX})."
            if head == "wall":
                return "That wall tile is not on offer or you cannot pay the stone and gold on its banner."
            if head == "building":
                return ("That building is not on offer, or you cannot pay its banner (plus the red banner "
                        "of a lot north of the road) on any free lot.")
            if head == "road":
                p = self.ps[seat]
                if p["road"] >= len(D.ROAD):
                    return "You are at the end of the King's Road."
                if words[1:] == ["free"]:
                    return "Road spaces IV and V require an egg to move there."
                return "Moving on the King's Road with an egg needs an egg."
            return "That is not an action of this tile."
        if head == "lot":
            if t["phase"] != "place":
                return "Choose a building first."
            return ("That lot is taken, is no lot next to a plaza, or its red banner costs more than you have; "
                    "buildings go on free lots only.")
        if head == "extra":
            return "An extra action costs 2 silver windows and is taken once, after your action."
        if head == "use":
            return "You hold no such one-off technology."
        if head == "wait":
            return "Waiting is for the other players' plaza decisions, after your action; none is open."
        if head in ("end", "refill"):
            return "First take one action of your tile."
        return None

    # ------------------------------------------------------------------ words and clicks
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = self._seat_for(seat) if seat is None else seat
        words = self._parse(action).split()
        head = words[0] if words else ""
        who = self.seat_name(seat)
        if head == "tile":
            i = int(words[1])
            sp = D.SPACES[i]
            slot = self.wheel[i]
            kinds = " or ".join(D.KIND_NAMES[k] for k in D.TILES[slot["tile"]]) if slot else "?"
            money = f", pay {sp['cost']} gold" if sp["cost"] else (f", score {sp['points']}" if sp["points"] else "")
            token = f" and {D.ROTATE_OUT_POINTS} points" if slot and slot["vp"] else ""
            return f"{who} takes the {sp['zone']} tile ({kinds}{money}{token}), bonus {D.fx_text((sp['bonus'],))}."
        if head in ("mines", "quarry"):
            res = "gold" if head == "mines" else "stone"
            if words[1] == "up":
                return f"{who} takes 1 {res} and opens a new {'mine' if head == 'mines' else 'quarry'}."
            return f"{who} collects {self.mine_yield(seat, head)} {res}."
        if head == "upgrade":
            return f"{who} upgrades {D.KIND_NAMES[words[1]]}: next time {D.UPGRADE_EFFECT[words[1]]}."
        if head == "face":
            return f"{who} turns the upgrade tile to give {D.fx_text(D.UPGRADE_FACES[words[1]])}."
        if head == "wall":
            w = D.WALLS[int(words[1])]
            return (f"{who} builds a wall section ({w['stone']} stone, {w['gold']} gold) for {w['points']} points"
                    f" and {D.fx_text(w['fx'])}.")
        if head == "building":
            b = D.BUILDINGS[int(words[1])]
            return f"{who} chooses the {b['name']} ({b['gold']} gold, {b['stone']} stone) to build."
        if head == "lot":
            cell = parse_cell(words[1])
            extra = f" (red banner: {D.NORTH_BANNERS[cell][1]} more points)" if cell in D.NORTH_BANNERS else ""
            return f"{who} builds on lot {words[1]}{extra}."
        if head == "road":
            p = self.ps[seat]
            sp = D.ROAD[min(p["road"], len(D.ROAD) - 1)]
            fx = sp["egg"] if words[1] == "egg" else sp["free"]
            return f"{who} moves on the King's Road{' paying an egg' if words[1] == 'egg' else ''}: {D.fx_text(fx or ())}."
        if head == "tech":
            return f"{who} takes the technology {D.TECHS[words[1]]['name']}: {D.TECHS[words[1]]['text']}."
        if head == "use":
            return f"{who} uses {D.TECHS[words[1]]['name']}: {D.TECHS[words[1]]['text']}."
        if head == "plaza":
            pz = D.PLAZAS[int(words[1])]
            got = D.fx_text(pz["upper"]) if words[2] == "upper" else f"{pz['lower']} points"
            return f"{who} takes the {words[2]} reward of plaza {int(words[1]) + 1}: {got}."
        if head == "move":
            return f"{who} moves {words[2]} on the {D.TRACKS[words[1]]['name']}." if words[2] != "stop" else \
                f"{who} gives up a move on the {D.TRACKS[words[1]]['name']}."
        texts = {"wait": "lets the other players take their plaza decisions now",
                 "bonus": "takes the space bonus before the action", "extra": "spends 2 windows on the other action",
                 "refill": "refills the market", "end": "ends the turn", "back": "chooses another action"}
        return f"{who} {texts.get(head, 'plays ' + action)}."

    def label(self, action: str, seat: int | None = None) -> str:
        words = action.split()
        head = words[0]
        if head in ("mines", "quarry"):
            res = "gold" if head == "mines" else "stone"
            if words[1] == "up":
                return f"+1 {res}, new {'mine' if head == 'mines' else 'quarry'}"
            s = seat if seat is not None else self.turn["seat"]
            return f"Collect {self.mine_yield(s, head)} {res}"
        if head == "face":
            return "Upgrade: 2 university" if words[1] == "a" else "Upgrade: 1 university + 1 window"
        if head == "move":
            return {"up": "Move up", "left": "Move left", "right": "Move right", "stop": "No move"}[words[2]]
        texts = {"wait": "Let the others decide first",
                 "bonus": "Take the bonus first", "extra": "Extra action (2 windows)", "refill": "Refill the market",
                 "end": "End turn", "back": "Back"}
        if head in texts:
            return texts[head]
        if head == "tech":
            return D.TECHS[words[1]]["name"]
        if head == "use":
            return f"Use {D.TECHS[words[1]]['name']}"
        if head == "plaza":
            return f"Plaza {int(words[1]) + 1}: {words[2]}"
        if head == "road":
            return "Road with an egg" if words[1] == "egg" else "Road without an egg"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        words = action.split()
        head = words[0]
        if head == "tile":
            return [f"space:{words[1]}"]
        if head == "wall":
            return [f"wmarket:{words[1]}"]
        if head == "building":
            return [f"bmarket:{words[1]}"]
        if head == "lot":
            return [f"lot:{words[1]}"]
        if head == "upgrade":
            return [f"upg:{seat}:{words[1]}"]
        if head == "road":
            return [f"road:{self.ps[seat]['road']}:{words[1]}"]
        if head == "tech":
            return [f"tech:{words[1]}"]
        if head == "use":
            return [f"own:{seat}:{words[1]}"]
        if head == "plaza":
            return [f"plaza:{words[1]}:{words[2]}"]
        if head == "move" and words[2] != "stop":
            row, col = self.ps[seat]["track"][words[1]]
            if words[2] == "up":
                row += 1
            else:
                col += -1 if words[2] == "left" else 1
            return [f"cell:{words[1]}:{row},{col}"]
        if head in ("mines", "quarry"):
            return [f"{head}:{seat}:{words[1]}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.to_move[0]
        name = self.seat_name(s)
        if self.pending[s]:
            d = self.pending[s][0]
            ask = {"tech": f"choose a technology of tier {D.TIER_NAMES.get(d.get('tier'), '')}",
                   "plaza": f"choose a reward of plaza {d.get('plaza', 0) + 1}",
                   "step": f"move on the {D.TRACKS[d['track']]['name']}" if d["k"] == "step" else ""}[d["k"]]
        else:
            ask = {"choose": "choose an action tile on the crane", "act": "take one action of the tile",
                   "extra": "take the tile's other action", "place": "choose a lot for the building",
                   "face": "turn the upgrade tile", "after": "end the turn"}.get(self.turn["phase"], "")
        pturn = self.ps[self.turn["seat"]]["turns"]
        return f"Turn {pturn} of {D.TURNS_PER_PLAYER}: {name} to {ask}."
