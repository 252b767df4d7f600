"""Helpers for Timbuktu tests: set a table up, place the camels, steer a stage."""

from __future__ import annotations

import json
from functools import partial

from engine.timbuktu import GAME as G
from engine.timbuktu import data as D

from tests.engine import contract

SEATS = ["A", "B", "C", "D", "E"]
ids = partial(contract.ids, G)
action = partial(contract.action, G)
act = partial(contract.act, G)
of = contract.of


def new(n: int = 3, seed: int = 1, **options):
    options.setdefault("start_player", "first")
    return G.setup(SEATS[:n], seed=seed, options=options)


def place_all(state) -> list:
    """Place every camel with the first legal placement (the guard keeps that always possible)."""
    events = []
    while state.data["phase"] == "place":
        seat = G.to_act(state)[0]
        events += G.apply(state, seat, G.legal_actions(state, seat)[0].id)
    return events


def stage_ready(n: int = 3, seed: int = 1, **options):
    state = new(n, seed, **options)
    place_all(state)
    assert state.data["phase"] == "choose"
    return state


def choose_all(state, picks: dict[str, str] | None = None) -> list:
    """Every seat picks a camel card (the given letter, else its first unmoved camel)."""
    events = []
    for seat in list(G.to_act(state)):
        letter = (picks or {}).get(seat) or next(L for L, c in state.data["camels"][seat].items() if not c["moved"])
        events += G.apply(state, seat, f"camel:{letter}")
    return events


def mover(state) -> str:
    assert state.data["phase"] == "move"
    return state.data["queue"][0]


def camel_at(state, seat: str, letter: str):
    return state.data["camels"][seat][letter]


def entering(state) -> dict:
    d = state.data
    return d["grid"][d["route"][d["stage"]]]


def block(state, pen: str, upto: int, who=("X", "Z")) -> None:
    """Fill spaces 1..upto of a pen in the area being entered with a stand-in camel (scenarios
    that never reach the thefts)."""
    for i in range(upto):
        entering(state)[pen][i] = list(who)


def goods_total(state) -> dict[str, int]:
    d = state.data
    tot = {g: d["removed"][g] + d["box"][g] for g in D.GOODS}
    for cs in d["camels"].values():
        for c in cs.values():
            for g in c["goods"]:
                tot[g] += 1
    for sup in d["supply"].values():
        for g, k in sup.items():
            tot[g] += k
    return tot


def _sets_in(obj, out):
    """Every thief-set thing anywhere in a view or event params."""
    out.extend(found for found in contract.dicts_in(obj) if found.get("type") == "thief_set")
    return out


def set_key(st):
    return (st["pen"], tuple(st["spaces"]), tuple(st["goods"]))


def expected_seen(state, seat):
    """What `seat` must have seen this stage, from the ring as the spec draws it (§4.3): its own
    place, then the place to its right once per pass."""
    d = state.data
    if not d["sets"]:
        return []
    n = len(state.seats)
    offsets = {3: [0, None, 1, 2, None], 4: [0, 1, 2, 3, None], 5: [0, 1, 2, 3, 4]}[n]
    slot = offsets.index((state.seats.index(seat) - d["start"]) % n)
    # after t of the P passes, this place held what is now P - t places further clockwise
    return [set_key(d["sets"][d["ring"][(slot + d["passes"] - t) % 5]]) for t in range(d["passes"] + 1)]


def invariants(state, seat, events) -> None:
    """The contract suite's hook (tests/engine/contract.py): goods conserved, camels within
    capacity, thief sets only where they may be (never this stage's in public, each seat's the
    ones the ring passed it)."""
    d = state.data
    assert goods_total(state) == {g: D.PER_KIND for g in D.GOODS}
    for cs in d["camels"].values():
        assert all(len(c["goods"]) <= D.CAPACITY for c in cs.values())
    live = d["sets_stage"] if d["sets"] else None
    spectator = G.view(state, None)
    json.dumps(spectator)
    assert spectator["hand"] is None
    # a spectator sees sets only once they have struck (the last thefts), never this stage's
    assert all(st["stage"] != live for st in _sets_in(spectator, []))
    for e in events:
        if e.to is None:
            assert all(st["stage"] != live for st in _sets_in(e.params, []))
    for one in state.seats:
        view = G.view(state, one)
        mine = [set_key(st) for st in view["hand"]["seen"]]
        assert mine == expected_seen(state, one)
        current = [set_key(st) for st in _sets_in(view, []) if st["stage"] == live]
        assert set(current) <= set(mine), "a view shows a set its seat has not seen"
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
    if G.outcome(state) is not None:
        assert G.status(state).kind == "over" and d["thefts"]["area"] == "timbuktu"
