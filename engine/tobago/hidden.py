"""What a seat may not know in Tobago, for the contract's secret scramble: the clue deck and the
other hands (which clue cards where), the treasure deck's order and the order of the face-down pile
being shared. Treasure cards already taken are not scrambled: the card on offer lies face up, so
everyone saw who took what."""

from __future__ import annotations

from ..core import Rng, State


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    stacks = [d["clue_deck"]] + [p["hand"] for s, p in d["players"].items() if s != seat]
    pool = [c for pile in stacks for c in pile]
    rng.shuffle(pool)
    for pile in stacks:
        pile[:], pool = pool[: len(pile)], pool[len(pile):]
    rng.shuffle(d["treasure_deck"])
    if d["dist"] is not None:
        rng.shuffle(d["dist"]["pile"])
