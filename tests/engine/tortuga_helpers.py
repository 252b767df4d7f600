"""Helpers for Tortuga tests: build a board by hand, then play actions by id or kind."""

from __future__ import annotations

import json

from engine.tortuga import GAME as G
from engine.tortuga import data as D

SEATS = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]


def new(n: int = 4, seed: int = 1, **options):
    """A game in join order (A first in the turn order), start holds not yet chosen."""
    options.setdefault("seating", "join")
    return G.setup(SEATS[:n], seed=seed, options=options)


def ready(n: int = 4, seed: int = 1, **options):
    """A game past the captains' start-hold choices (Dutchman british, Roger french)."""
    s = new(n, seed, **options)
    act(s, s.data["lines"]["dutchman"][0], "hold:british")
    act(s, s.data["lines"]["roger"][0], "hold:french")
    return s


def arrange(s, dutchman=(), roger=(), tortuga=(), boats=None, active=None, loyalty=None):
    """Put the pawns where a scenario wants them (every seat must be placed once)."""
    d = s.data
    d["lines"] = {"dutchman": list(dutchman), "roger": list(roger), "tortuga": list(tortuga)}
    d["boats"] = {"dutchman": None, "roger": None, **(boats or {})}
    placed = list(dutchman) + list(roger) + list(tortuga) + [x for x in d["boats"].values() if x]
    assert sorted(placed) == sorted(s.seats), placed
    if active is not None:
        d["active"] = d["order"].index(active)
        d["fresh"] = True
    if loyalty is not None:
        d["loyalty"] = dict(zip(s.seats, loyalty))
    return s


def card_of(name: str, k: int = 0) -> int:
    return [c["id"] for c in D.EVENT_CARDS if c["name"] == name][k]


def _take(s, cid):
    """Lift an event card out of wherever it lies (deck, row, discard, box, kept)."""
    d = s.data
    for pile in (d["deck"], d["discard"], d["box"], *d["kept"].values()):
        if cid in pile:
            pile.remove(cid)
            return
    if cid in d["row"]:
        d["row"][d["row"].index(cid)] = None
        return
    raise AssertionError(cid)


def free_card(s, name: str) -> int:
    """A copy of `name` not in the row nor kept (prefer the deck, then the box/discard)."""
    d = s.data
    for c in D.EVENT_CARDS:
        if c["name"] == name and c["id"] not in d["row"] and all(c["id"] not in v for v in d["kept"].values()):
            return c["id"]
    raise AssertionError(name)


def put_row(s, slot: int, name: str) -> int:
    """Place a copy of `name` face down in `slot`; the card it replaces goes where that copy was
    (another row slot, the deck, the discards or the box)."""
    d = s.data
    old = d["row"][slot - 1]
    if old is not None and D.event_name(old) == name:
        return old
    copies = [c["id"] for c in D.EVENT_CARDS if c["name"] == name
              and all(c["id"] not in v for v in d["kept"].values())]
    copies.sort(key=lambda c: c in d["row"])  # prefer a copy outside the row
    cid = copies[0]
    if cid in d["row"]:
        d["row"][d["row"].index(cid)] = old
    else:
        for pile in (d["deck"], d["discard"], d["box"]):
            if cid in pile:
                i = pile.index(cid)
                if old is None:
                    pile.pop(i)
                else:
                    pile[i] = old
                break
    d["row"][slot - 1] = cid
    return cid


def give(s, seat: str, name: str) -> int:
    """Lay a copy of event `name` in front of `seat`."""
    cid = free_card(s, name)
    _take(s, cid)
    s.data["kept"][seat].append(cid)
    return cid


def hand(s, seat: str, *faces: tuple) -> list[int]:
    """Give `seat` exactly the vote cards with these (attack, brawl, mutiny) faces (single cards)."""
    d = s.data
    want = []
    for f in faces:
        ids = [c["id"] for c in D.VOTE_CARDS[:30] if (c["attack"][0], c["brawl"][0], c["mutiny"][0]) == f
               and c["id"] not in want]
        assert ids, f
        free = [c for c in ids if c in d["vote_deck"] or c in d["hands"][seat]]
        want.append((free or ids)[0])
    for h in d["hands"].values():
        for c in list(h):
            if c in want:
                h.remove(c)
                d["vote_deck"].append(c)
    for c in d["hands"][seat]:
        d["vote_deck"].append(c)
    d["hands"][seat] = []
    for c in want:
        d["vote_deck"].remove(c)
        d["hands"][seat].append(c)
    return want


def take_vote(s, seat: str, cid: int) -> None:
    """Move vote card `cid` into `seat`'s hand, wherever it was; the hand keeps its size."""
    d = s.data
    if cid in d["hands"][seat]:
        return
    for h in d["hands"].values():
        if cid in h:
            h.remove(cid)
            h.append(d["vote_deck"].pop())
            break
    else:
        d["vote_deck"].remove(cid)
    d["vote_deck"].append(d["hands"][seat].pop())
    d["hands"][seat].append(cid)


def deck_top(s, faces: tuple) -> int:
    """Put the single vote card with these faces on top of the vote deck."""
    d = s.data
    cid = next(c["id"] for c in D.VOTE_CARDS[:30] if (c["attack"][0], c["brawl"][0], c["mutiny"][0]) == faces
               and c["id"] in d["vote_deck"])
    d["vote_deck"].remove(cid)
    d["vote_deck"].append(cid)
    return cid


def ids(s, seat):
    return [a.id for a in G.legal_actions(s, seat)]


def act(s, seat, aid):
    return G.apply(s, seat, aid)


def kinds(events):
    return [e.kind for e in events]


def check_conservation(s):
    d = s.data
    p = d["pending"]
    events = (len(d["deck"]) + sum(c is not None for c in d["row"]) + len(d["discard"]) + len(d["box"])
              + sum(len(v) for v in d["kept"].values()) + (1 if p and "card" in p else 0))
    assert events == len(D.EVENT_CARDS)
    played = sum(len(v) for v in p["played"].values()) if p and p["kind"] == "vote" else 0
    assert len(d["vote_deck"]) + sum(len(h) for h in d["hands"].values()) + played == len(D.VOTE_CARDS)
    if d["phase"] != "start_hold":
        assert d["galleon"] + sum(sum(h.values()) for h in d["holds"].values()) == 8
    pawns = [x for line in d["lines"].values() for x in line] + [x for x in d["boats"].values() if x]
    assert sorted(pawns) == sorted(s.seats)
    assert all(len(d["lines"][k]) <= D.SHIP_CAPACITY for k in D.SHIPS)


def public_text(s):
    return json.dumps(G.view(s, None), sort_keys=True)


def _things(obj, kind, out):
    if isinstance(obj, dict):
        if obj.get("type") == kind and "id" in obj:
            out.add(obj["id"])
        for v in obj.values():
            _things(v, kind, out)
    elif isinstance(obj, list):
        for v in obj:
            _things(v, kind, out)
    return out


def check_views(state):
    """No vote card but a seat's own, no face-down event card but those it peeked at; loyalties
    shown only at the end."""
    d = state.data
    face_down = {c for c in d["row"] if c is not None}
    over = bool(d["ended"])
    for seat in [None] + state.seats:
        view = G.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
        votes = _things(view, "vote_card", set())
        events = _things(view, "event_card", set())
        if seat is None:
            assert not votes and not events & face_down
            assert "my_loyalty" not in view and "hand" not in view
        else:
            mine = set(d["hands"][seat])
            p = d["pending"]
            if p and p["kind"] == "vote":
                mine |= set(p["played"].get(seat, []))
            assert votes <= mine and view["my_loyalty"] == d["loyalty"][seat]
            assert events & face_down <= set(d["seen"][seat].values())
        assert ("loyalties" in view) == over


def check_events(state, events):
    """Public events carry no vote card, no face-down event card and no loyalty before the end;
    private ones go to one seat."""
    d = state.data
    for e in events:
        json.dumps(e.params)
        if e.to is None:
            assert not _things(e.params, "vote_card", set()), e
            hidden = {c for c in d["row"] if c is not None}
            assert not _things(e.params, "event_card", set()) & hidden, e
            assert e.kind != "your_loyalty" and (e.kind != "loyalty_revealed" or d["ended"])
        else:
            assert len(e.to) == 1


def invariants(state, seat, events) -> None:
    """The contract suite's hook (tests/engine/contract.py): cards and treasure conserved, no
    secret in a view or a public event, and at the end every seat in one team."""
    check_conservation(state)
    check_views(state)
    check_events(state, events)
    assert set(G.status(state).params) <= {"seat", "seats", "count", "vote", "actions_left", "sudden"}
    out = G.outcome(state)
    if out is not None:
        assert G.status(state).kind == "over"
        assert sorted(s for v in out.teams.values() for s in v) == sorted(state.seats)
