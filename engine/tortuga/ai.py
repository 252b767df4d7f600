"""Tortuga 1667 AI seat: plays for its own team from its seat's view only.

It knows its loyalty, its vote hand and the row cards it has looked at. It guesses the others'
loyalties from the public record of who put treasure into which hold (`deeds`): a seat that
keeps filling our colour is probably a friend. With that it
- votes by its loyalty (fire and cannons for a friendly captain, water for a hostile one; skulls
  against a hostile captain; its own flag in a brawl),
- as captain attacks and maroons likely enemies, as first mate mutinies against a likely enemy,
  as cabin boy moves treasure into its colour, as governor brawls when Tortuga is not yet its own,
- reveals cards it knows to be good (the Armada when its team leads), never the Armada when
  behind, views the row when the Armada may be in it, and puts its pawn back on a ship.
The Dutch seat plays for a tie: its "colour" is whichever team trails.
"""

from __future__ import annotations

from ..core import Action, Rng

SIDES = ("british", "french")


class _Seat:
    """What the AI reads from its view, computed once per decision."""

    def __init__(self, view: dict) -> None:
        self.v = view
        self.me = view["you"]
        self.team = view.get("my_loyalty", "dutch")
        t = view["treasure"]
        if self.team in SIDES:
            self.side = self.team
        else:  # Dutch: help whoever trails, so the totals meet
            self.side = "british" if t["british"] < t["french"] else "french"
        self.enemy = "french" if self.side == "british" else "british"
        self.lead = t[self.side] - t[self.enemy]
        self.seen = {e["slot"]: e["card"]["name"] for e in view.get("seen", [])}

    def belief(self, seat: str) -> float:
        """-1 (surely an enemy) .. 1 (surely a friend), from the public record."""
        if seat == self.me:
            return 1.0
        if self.team == "dutch":
            return 0.0
        dd = self.v["deeds"].get(seat, {})
        mine, theirs = dd.get(self.side, 0), dd.get(self.enemy, 0)
        return (mine - theirs) / (mine + theirs + 1)

    def place(self, seat: str) -> str | None:
        """The line (a ship or "tortuga") the seat stands in; None in a rowboat."""
        return self.v["positions"][seat]["line"]

    def room(self, ship: str) -> int:
        return self.v["ship_capacity"] - len(self.v["lines"][ship])

    # the value of an event card revealed by me, in treasure-like units
    def card_value(self, name: str) -> float:
        here = self.place(self.me)
        if name == "armada":
            if self.lead > 0:
                return 20.0
            if self.lead == 0:
                return 8.0 if self.team == "dutch" else -1.0 if self.v["players"] % 2 == 0 else -8.0
            return -20.0
        if name == "black_spot":
            return -1.5 if here == "tortuga" else -0.3 if here is None else -1.0
        if name == "albatross":
            return -0.8
        if name == "stormy_seas":
            h = self.v["holds"].get(here) if here else None
            if h is None:
                return 0.0
            if here == "tortuga":
                return (h[self.enemy] - h[self.side]) / 2
            return h[self.enemy] - h[self.side]
        return {"pistol": 0.6, "marque": 0.5, "treasure_map": 0.3, "fountain": 0.5, "el_dorado": 0.5,
                "atlantis": 0.2}.get(name, 0.0)

    def unknown_value(self) -> float:
        """Expected value of a face-down card not seen: the Armada hides in the row only after the reshuffle."""
        if not self.v["reshuffled"]:
            return 0.05
        unseen = [r["slot"] for r in self.v["row"] if r["face_down"] and r["slot"] not in self.seen]
        if "armada" in self.seen.values() or not unseen:
            return 0.05
        return self.card_value("armada") / len(unseen) + 0.05


def choose(game, view: dict, actions: list[Action], rng: Rng) -> str:
    s = _Seat(view)
    best, best_v = actions[0], None
    for a in actions:
        val = _score(s, a) + rng.below(1000) / 20000  # tiny noise breaks ties
        if best_v is None or val > best_v:
            best, best_v = a, val
    return best.id


def scores(game, view: dict, actions: list[Action]) -> list[float]:
    """What `choose` weighs, per action (higher better, without its tie noise): the hard AI's rank."""
    s = _Seat(view)
    return [_score(s, a) for a in actions]


def _score(s: _Seat, a: Action) -> float:
    k, prm, v = a.kind, a.params, s.v
    # --- treasure placement
    if k in ("start_hold", "map_hold"):
        bonus = 0.1 if k == "map_hold" and s.place(s.me) == prm["ship"] else 0
        return (1.0 if prm["side"] == s.side else 0.0) + bonus
    if k == "plunder":
        val = 1.0 if prm["to_side"] == s.side else 0.0
        if "from_side" in prm:
            val += 1.0 if prm["from_side"] == s.enemy else 0.0
        return val
    if k == "move_treasure":
        return 3.0 if prm["to_side"] == s.side else -3.0
    # --- votes
    if k in ("vote", "vote_two"):
        cards = [prm["card"]] if k == "vote" else prm["cards"]
        return sum(_vote_value(s, prm["vote"], c) for c in cards) - (1.5 if k == "vote_two" else 0)
    # --- event decisions
    if k == "force_pick":
        name = prm.get("card", {}).get("name")
        return s.card_value(name) if name else 0.0
    if k in ("marque_move", "use_marque"):
        t = prm["target_seat"]
        room = s.room(prm["ship"])
        friends = sum(s.belief(x) for x in v["lines"][prm["ship"]])
        base = 1.2 if t == s.me else 0.4 * s.belief(t)
        return base + 0.05 * room + 0.1 * friends - (0.5 if k == "use_marque" else 0)
    if k == "marque_save":
        return 0.3
    if k == "pistol":
        t = prm["target_seat"]
        return -s.belief(t) + 0.3 * len(v["roles"].get(t, []))
    if k == "give_map":
        return 1.0 if prm["target_seat"] == s.me else 0.5 * s.belief(prm["target_seat"])
    if k == "fountain_refuse":
        return 1.0
    if k == "fountain_accept":
        return 0.0
    # --- turn actions
    here = s.place(s.me)
    if k == "reveal":
        name = s.seen.get(prm["slot"])
        if name:
            return s.card_value(name) + 0.1
        # leading: every reveal brings the Armada closer
        return s.unknown_value() + 0.1 + (1.5 if s.lead > 0 and s.team != "dutch" else 0)
    if k == "view_events":
        unseen = [x for x in prm["slots"] if x not in s.seen]
        if not unseen:
            return -1.0
        return (0.6 if v["reshuffled"] else 0.15) * len(unseen)
    if k == "force":
        return _force_value(s, prm["slots"], prm["target_seat"])
    if k == "attack":
        crew = v["lines"][prm["ship"]]
        support = sum(s.belief(x) for x in crew) / len(crew)
        if prm["source"] == "galleon":
            return 1.6 + support
        return 0.8 + 0.5 * support  # raiding the other ship invites the same back
    if k == "maroon":
        return -1.2 * s.belief(prm["target_seat"]) - 0.3
    if k == "mutiny":
        cap = prm["captain_seat"]
        h = v["holds"][prm["ship"]]
        return -2.0 * s.belief(cap) + (0.3 if h[s.side] + h[s.enemy] else 0) - 0.2
    if k == "brawl":
        h = v["holds"]["tortuga"]
        if h[s.side] == 2:
            return -1.0
        crowd = sum(s.belief(x) for x in v["lines"]["tortuga"]) / max(1, len(v["lines"]["tortuga"]))
        return 1.2 + crowd
    if k == "to_rowboat":
        if here == "tortuga":
            return 0.5 if s.room(prm["ship"]) > 0 else -1.0
        return -0.8
    if k == "from_rowboat":
        return 1.0 if prm["to"] != "tortuga" else 0.0
    if k == "atlantis":
        return -0.5
    return 0.0


_TABLE_WIDE = ("armada", "stormy_seas")  # cards whose effect does not follow the Revealer's team


def _force_value(s: _Seat, slots: list, target: str) -> float:
    """Forcing pays when both cards are known and whichever the target picks helps us: e.g. the
    Armada beside a Black Spot, offered to a likely enemy while we lead."""
    names = [s.seen.get(x) for x in slots]
    if not all(names):
        return -0.4
    b = s.belief(target)

    def ours(n: str) -> float:
        return s.card_value(n) if n in _TABLE_WIDE else s.card_value(n) * b

    def theirs(n: str) -> float:  # what the target wants, as far as we can guess
        if b >= 0:
            return ours(n)
        return -s.card_value(n) if n in _TABLE_WIDE else s.card_value(n)

    pick = max(names, key=theirs)
    return ours(pick) - 0.2


def _vote_value(s: _Seat, vote: str, card: dict) -> float:
    syms = card[vote]
    pend = s.v["pending"] or {}
    if vote == "attack":
        cap = pend.get("seat", "")
        want = s.belief(cap) > -0.1
        w = {"fire": 2.0, "cannon": 1.5, "water": -2.0} if want else {"fire": -1.0, "cannon": 0.0, "water": 2.0}
        return sum(w[x] for x in syms)
    if vote == "mutiny":
        line = s.v["lines"].get(pend.get("place", ""), [])
        cap = line[0] if line else ""
        want = s.belief(cap) < s.belief(pend.get("seat", "")) and s.belief(cap) < 0.3
        return sum((1.0 if x == "skull" else -1.0) * (1 if want else -1) for x in syms)
    # brawl: my colour
    return sum(1.0 if x == s.side else -1.0 for x in syms)
