"""Tobago views for the render tests: real states reached by AI play, one per phase."""

from __future__ import annotations

from functools import lru_cache

from engine.core import Rng
from engine.tobago import GAME as G

SEATS = ["111", "222", "333", "444"]


@lru_cache(maxsize=None)
def _state_json(n: int, seed: int, phase: str, skip: int, options: tuple = ()) -> str:
    state = G.setup(SEATS[:n], seed=seed, options=dict(options))
    rng = Rng(seed)
    seen = 0
    while G.outcome(state) is None:
        if state.data["phase"] == phase:
            if seen >= skip:
                break
            seen += 1
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
    return state.to_json()


def view(n: int, seed: int, phase: str, skip: int = 0, seat: str | None = None, options: tuple = ()) -> dict:
    state = G.load(_state_json(n, seed, phase, skip, options))
    if seat == "to_act":
        seat = G.to_act(state)[0]
    return G.view(state, seat)


ALL = {
    "place_2p": lambda: view(2, 1, "place", 1),
    "turn_2p": lambda: view(2, 2, "turn", 30),
    "turn_4p_seat": lambda: view(4, 3, "turn", 15, seat="222"),
    "offer_3p": lambda: view(3, 4, "offer", 3),
    "offer_4p_offered_seat": lambda: view(4, 1, "offer", 5, seat="to_act"),
    "restart_3p": lambda: view(3, 5, "restart", 0),
    "over_4p": lambda: view(4, 6, "over"),
    "over_2p_random_island": lambda: view(2, 7, "over", options=(("island", "random"),)),
}
