"""Timbuktu views for the render tests, taken from real games at each phase (seeded, so stable)."""

from __future__ import annotations

import random

from engine.core import Rng
from engine.timbuktu import GAME as G

SEATS = ["p1", "p2", "p3", "p4", "p5"]


def _until(n: int, stop, seed: int = 3, options=None, ai: bool = True):
    state = G.setup(SEATS[:n], seed=seed, options={"start_player": "first", **(options or {})})
    r, rng = random.Random(seed), Rng(seed)
    while G.outcome(state) is None and not stop(state):
        seat = G.to_act(state)[0]
        aid = G.ai_choose(state, seat, rng) if ai else r.choice(G.legal_actions(state, seat)).id
        G.apply(state, seat, aid)
    return state


def placing_3p(seat=None):
    state = _until(3, lambda s: sum(c["at"] is not None for cs in s.data["camels"].values() for c in cs.values()) >= 10)
    return G.view(state, seat)


def loading_4p(seat="p1"):
    state = _until(4, lambda s: s.data["phase"] == "load" and s.data["camels"]["p1"]["C"]["goods"],
                   options={"cargo": "own"})
    return G.view(state, seat)


def choosing_3p(seat=None):
    state = _until(3, lambda s: s.data["stage"] == 1 and s.data["round"] == 3 and s.data["phase"] == "choose"
                   and len(s.data["chosen"]) == 1)
    return G.view(state, seat)


def moving_4p(seat="p2"):
    state = _until(4, lambda s: s.data["stage"] == 2 and s.data["round"] == 4 and s.data["phase"] == "move")
    return G.view(state, seat)


def moving_5p(seat=None):
    state = _until(5, lambda s: s.data["stage"] == 3 and s.data["round"] == 5 and s.data["phase"] == "move"
                   and len(s.data["queue"]) == 2, ai=False)
    return G.view(state, seat)


def over_5p(seat=None):
    return G.view(_until(5, lambda s: False), seat)


def over_3p_private(seat="p1"):
    return G.view(_until(3, lambda s: False, seed=8), seat)


ALL = {f.__name__: f for f in (placing_3p, loading_4p, choosing_3p, moving_4p, moving_5p, over_5p, over_3p_private)}
