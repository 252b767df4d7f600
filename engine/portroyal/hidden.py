"""What no seat may know in Port Royal, for the contract's secret scramble: the draw pile's order
and which cards the face-down coins are."""

from __future__ import annotations

from ..core import Rng, State


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    stacks = [d["draw"]] + [p["coins"] for p in d["players"].values()]
    pool = [c for pile in stacks for c in pile]
    rng.shuffle(pool)
    for pile in stacks:
        pile[:], pool = pool[: len(pile)], pool[len(pile):]
