"""Helpers for Timbuktu tests: set a table up, place the camels, steer a stage."""

from __future__ import annotations

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
