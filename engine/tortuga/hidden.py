"""What a seat may not know in Tortuga 1667, for the contract's secret scramble: the others'
loyalties, which vote cards are in the others' hands, their played votes and the vote deck, and
which event cards lie in the deck and in the face-down row slots the seat has not looked at."""

from __future__ import annotations

from ..core import Rng, State


def _deal_again(stacks: list[list], rng: Rng) -> None:
    pool = [c for pile in stacks for c in pile]
    rng.shuffle(pool)
    for pile in stacks:
        pile[:], pool = pool[: len(pile)], pool[len(pile):]


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    others = [s for s in d["order"] if s != seat]
    sides = [d["loyalty"][s] for s in others]
    rng.shuffle(sides)
    d["loyalty"].update(zip(others, sides))
    played = d["pending"]["played"] if d["pending"] and d["pending"]["kind"] == "vote" else {}
    _deal_again([d["vote_deck"]] + [d["hands"][s] for s in others] +
                [cards for s, cards in played.items() if s != seat], rng)
    seen = d["seen"].get(seat, {}) if seat is not None else {}
    slots = [i for i, c in enumerate(d["row"]) if c is not None and str(i + 1) not in seen]
    row = [d["row"][i] for i in slots]
    _deal_again([d["deck"], row], rng)
    for i, c in zip(slots, row):
        d["row"][i] = c
        for s in others:  # what another seat looked at there is the card lying there now
            if str(i + 1) in d["seen"][s]:
                d["seen"][s][str(i + 1)] = c
