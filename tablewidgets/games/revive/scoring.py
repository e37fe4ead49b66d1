"""Revive's counts and final scoring (a part of the rules model, :class:`.rules.Revive`)."""

from __future__ import annotations

from . import data as D


class Scoring:
    def count(self, seat, what) -> int:
        p = self.ps[seat]
        if what == "energy":
            return p["energy"]
        if what == "buildings":
            return p["built"]["normal"] + p["built"]["large"]
        if what == "techs":
            return len(p["techs"])
        if what == "flasks":
            cards = p["active"] + p["rest"] + [e[0] for s in D.SLOTS for e in p["slots"][s]]
            return sum(D.CARDS[c]["flasks"] for c in cards) + sum(1 for j in p["journeys"] if j["done"])
        if what == "machines":
            return len(p["machines"]) + len(self.has_tech(seat, "machine"))
        if what == "tiles":
            return p["tiles"]
        if what == "meeples":
            return sum(1 for v in self.meeples.values() if seat in v)
        if what == "modules":
            return sum(len(v) for v in p["mods"].values())
        if what == "artifacts":
            return len(p["arts"])
        raise AssertionError(what)

    def _journey_level(self, seat, jid) -> int:
        info = D.JOURNEYS[jid]
        have = self.count(seat, info["count"])
        return sum(1 for need, _ in info["levels"] if have >= need)

    def breakdown(self, seat) -> dict:
        p = self.ps[seat]
        out = {"points": p["points"], "devotion": p["devotion"]}
        prog = p["progress"]
        out["progress"] = D.PROGRESS[prog][0] if prog < len(D.PROGRESS) else D.PROGRESS_FULL
        gained = {c: 0 for c in D.COLORS}
        wild = 0
        for cid in p["gained"]:
            color = D.CARDS[cid]["color"]
            if color is None:
                wild += 1
            else:
                gained[color] += 1
        colors = [D.TRACK_HEXES[(t, pos)] for (t, pos) in D.TRACK_HEXES
                  if D.TRACK_HEXES[(t, pos)] != "artifact" and p["tracks"][t] >= pos]
        cards = sum(2 * gained[c] for c in colors) + (2 * wild if colors else 0)
        out["cards"] = cards
        out["locations"] = sum(D.LOCATIONS[int(k[3:])]["points"] for k, v in self.meeples.items()
                               if k.startswith("loc") and seat in v)
        out["tokens"] = sum(p["tokens"])
        total_res = sum(p["res"].values())
        out["resources"] = total_res // 5
        art = 0
        for card in ([self.common_card] if self.common_card else [p["card"]]):
            for color, (what, pts) in D.ARTIFACT_CARDS[card].items():
                mult = sum(1 for a in p["arts"] if D.ARTIFACTS[a] == color) + 1
                art += mult * self.count(seat, what) * pts
        out["artifacts"] = art
        out["total"] = sum(out.values())
        return out

    def _finish(self) -> None:
        scores, keys, details = [], [], []
        for s in range(self.players):
            b = self.breakdown(s)
            p = self.ps[s]
            scores.append(b["total"])
            keys.append((b["total"], sum(p["res"].values()) % 5, sum(p["tracks"].values())))
            details.append(", ".join(f"{k} {v}" for k, v in b.items() if k != "total" and v))
        ranking = [1 + sum(1 for k in keys if k > mine) for mine in keys]
        winners = [s for s in range(self.players) if ranking[s] == 1]
        self.finish(scores, winners=winners, ranking=ranking, details=details,
                    reason="The last artifact is gone.")
