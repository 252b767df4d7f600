"""Tortuga views for render tests: games played by the AI to chosen moments."""

from __future__ import annotations

from engine.core import Rng
from engine.tortuga import GAME as G

SEATS = ["111", "222", "333", "444", "555", "666", "777", "888", "999"]


def play_until(n: int, seed: int, stop, limit: int = 4000):
    """Play AI moves until `stop(state)` holds (or the game ends)."""
    state = G.setup(SEATS[:n], seed=seed)
    rng = Rng(seed)
    moves = 0
    while G.outcome(state) is None and not stop(state) and moves < limit:
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
        moves += 1
    return state


def samples() -> dict[str, dict]:
    out = {}
    s = G.setup(SEATS[:4], seed=1)
    out["start_4"] = G.view(s, None)
    s = play_until(9, 3, lambda st: st.data["phase"] == "vote" and st.data["last_vote"] is not None
                   and st.data["lines"]["tortuga"])
    out["vote_9"] = G.view(s, None)
    out["vote_9_seat"] = G.view(s, SEATS[0])
    s = play_until(9, 5, lambda st: st.data["turns"] > 30 and len(st.data["lines"]["tortuga"]) >= 4)
    out["mid_9"] = G.view(s, None)
    s = play_until(2, 2, lambda st: False)
    out["over_2"] = G.view(s, None)
    s = play_until(6, 8, lambda st: False)
    out["over_6"] = G.view(s, SEATS[1])
    s = play_until(5, 4, lambda st: st.data["reshuffled"])
    out["reshuffled_5"] = G.view(s, None)
    return out
