"""Scores and the winner (spec §6): each kind is worth the pieces of it removed from play
(paid + stolen); a score is the sum of the pieces still carried times their value."""

from __future__ import annotations

from ..core import Outcome, State, ranked
from .data import GOODS


def carried(state: State, seat: str) -> dict[str, int]:
    out = {g: 0 for g in GOODS}
    for c in state.data["camels"][seat].values():
        for g in c["goods"]:
            out[g] += 1
    return out


def scores_of(state: State) -> dict[str, int]:
    removed = state.data["removed"]
    return {s: sum(n * removed[g] for g, n in carried(state, s).items()) for s in state.seats}


def outcome_of(state: State) -> Outcome:
    """Highest score; tie: more pieces left; still tied: a shared win [C: Czech rules]."""
    scores = scores_of(state)
    pieces = {s: sum(carried(state, s).values()) for s in state.seats}
    details = {s: {"goods": pieces[s]} for s in state.seats}
    winners, tiebreak = ranked(scores, [("goods", pieces)])
    return Outcome(scores=scores, winners=winners, tiebreak=tiebreak, details=details)
