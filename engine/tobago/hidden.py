"""What a seat may not know in Tobago, for the contract's secret scramble: the clue deck and the
other hands (which clue cards where), the treasure deck's order and the order of the face-down pile
being shared. Treasure cards already taken are not scrambled: the card on offer lies face up, so
everyone saw who took what."""

from __future__ import annotations

from ..core import Rng, State, clone


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


def known(state: State, seat: str) -> dict:
    """The state as `seat` knows it, for `determinize`: the clue deck and the others' hands as
    counts (their cards kept only as one sorted pool: the clue cards are public, minus those in
    sight), the treasure deck and the face-down pile in sorted order (which card lies where is
    what nobody knows)."""
    d = clone(state.data)
    pool = list(d["clue_deck"])
    d["clue_deck"] = len(d["clue_deck"])
    for s, p in d["players"].items():
        if s != seat:
            pool += p["hand"]
            p["hand"] = len(p["hand"])
    d["clue_pool"] = sorted(pool)
    d["treasure_deck"].sort()
    if d["dist"] is not None:
        d["dist"]["pile"].sort()
    return {"seats": list(state.seats), "options": dict(state.options), "data": d}


def determinize(game, view: dict, seat: str, rng: Rng) -> State:
    """The pooled clue cards dealt at random into the deck and the others' hands; the treasure
    deck and the face-down pile shuffled."""
    known_ = view["known"]
    d = clone(known_["data"])
    pool = d.pop("clue_pool")
    rng.shuffle(pool)
    d["clue_deck"], pool = pool[: d["clue_deck"]], pool[d["clue_deck"]:]
    for s, p in d["players"].items():
        if s != seat:
            p["hand"], pool = pool[: p["hand"]], pool[p["hand"]:]
    if pool:
        raise ValueError("the view's clue pool does not fill its places")
    rng.shuffle(d["treasure_deck"])
    if d["dist"] is not None:
        rng.shuffle(d["dist"]["pile"])
    return State(game.name, known_["seats"], known_["options"], Rng(rng.next64()), d)
