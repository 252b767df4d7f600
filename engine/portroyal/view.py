"""What a seat sees (the renderer's schema). Port Royal has no secrets, but coins are face-down
card backs: only counts leave, never which cards; the draw pile only as a count."""

from __future__ import annotations

from typing import Any

from ..core import State
from . import data as D
from .scoring import player_vp, swords_of


def build_view(game, state: State, seat: str | None) -> dict[str, Any]:
    d = state.data
    over = d["phase"] == "over"
    return {
        "game": game.name,
        "phase": d["phase"],
        "to_act": game.to_act(state),
        "you": seat,
        "round": d["round"],
        "turn": d["turn"],
        "active_seat": state.seats[d["active"]],
        "start_seat": state.seats[d["start"]],
        "final_round": d["final_round"],
        "picker_seat": None if over else d["picker"],
        "picks_left": None if over else d["picks_left"],
        "draw_count": len(d["draw"]),
        "discard_count": len(d["discard"]),
        "discard_top": D.card_view(d["discard"][-1]) if d["discard"] else None,
        "harbor": [D.card_view(c) for c in d["harbor"]],
        "pending": D.card_view(d["pending"]) if d["pending"] is not None else None,
        "expeditions": [D.card_view(c) for c in d["expeditions"]],
        "players": [
            {"seat": s, "coins": len(p["coins"]), "vp": player_vp(p), "swords": swords_of(p),
             "persons": [D.card_view(c) for c in p["persons"]],
             "expeditions": [D.card_view(c) for c in p["expeditions"]]}
            for s in state.seats for p in (d["players"][s],)
        ],
        "last": [D.card_view(c) for c in d["last"]],
        "winners": list(game.outcome(state).winners) if over else [],
    }
