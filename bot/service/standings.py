"""A player's place, defined once: the end message and the ratings rank by the same key."""

from __future__ import annotations

from typing import Iterable

from engine.core import Outcome


def standing(outcome: Outcome, seats: Iterable[str]) -> tuple[bool, int]:
    """The sort key of a seat (or a team's seats): winners first, then the best score."""
    seats = list(seats)
    return (not set(seats) & set(outcome.winners), -max(outcome.scores.get(s, 0) for s in seats))


def places(keys: list) -> list[int]:
    """Competition ranking of keys already sorted best first: equal keys share a place (1, 1, 3)."""
    out = []
    for i, key in enumerate(keys):
        out.append(out[-1] if i and key == keys[i - 1] else i + 1)
    return out
