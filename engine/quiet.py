"""Quiet moves: a move that brings nothing into the game its mover did not already know (no
card drawn, no die rolled, no deck shuffled, no other player's secret shown). Only a quiet move
may be taken back: taking back a draw would let its mover see the card and choose again.

The test fits every game of the contract (DESIGN §2): the state's RNG does not advance, and
however everything the mover cannot see is shuffled (`Game.scramble(state, mover)`), every
seat's and the spectator's view changes in the same way. A draw fails it (the shuffled deck
gives another card); playing one's own hidden card passes it (the mover knew it, and the
others learn the same thing in every shuffle).
"""

from __future__ import annotations

from typing import Any, Iterator

from .core import IllegalAction, Rng, State, clone

SAMPLES = 4        # shuffles after which every viewer's change is compared
MOVER_SAMPLES = 16  # shuffles after which the mover's own view is compared (the usual leak, and cheap)
CHANCE = "chance"  # the RNG advanced: a die, a shuffle, a random pick
HIDDEN = "hidden"  # something the mover could not see came to light (a card drawn, a secret shown)
_GONE = object()


def news(game: Any, before: State, seat: str, action_id: str, after: State, samples: int = SAMPLES,
         mover_samples: int = MOVER_SAMPLES) -> str | None:
    """Why the move `action_id` of `seat`, which took `before` to `after`, is not quiet: CHANCE or
    HIDDEN; None when it is quiet. `before` and `after` are not changed. A draw from a deck of
    few kinds can give the same card in several shuffles: the mover's view is compared after
    many shuffles, everyone's after a few."""
    if after.rng.state != before.rng.state:
        return CHANCE
    viewers = [seat] + [s for s in before.seats if s != seat] + [None]
    mine = game.view(after, seat)
    changes = None
    for k in range(max(samples, mover_samples)):
        other = before.copy()
        game.scramble(other, seat, Rng(before.rng.state ^ (0x9E3779B97F4A7C15 * (k + 1))))
        everyone = k < samples
        # copied: a view may share lists with its state, which the move is about to change
        seen = {v: clone(game.view(other, v)) for v in viewers[1:]} if everyone else {}
        try:
            game.apply(other, seat, action_id)
        except IllegalAction:  # legal only in some of the positions the mover cannot tell apart
            return HIDDEN
        if other.rng.state != before.rng.state:
            return CHANCE
        if game.view(other, seat) != mine:
            return HIDDEN
        if everyone:
            if changes is None:
                changes = {v: _changes(game.view(before, v), game.view(after, v)) for v in viewers[1:]}
            if any(_changes(seen[v], game.view(other, v)) != changes[v] for v in viewers[1:]):
                return HIDDEN
    return None


def _changes(old: Any, new: Any) -> dict[tuple, Any]:
    """What changed from `old` to `new`, as path -> new value: dicts by key, lists of the same
    length by position (a row of players whose one entry changed), anything else as a whole."""
    return dict(_walk((), old, new))


def _walk(path: tuple, old: Any, new: Any) -> Iterator[tuple[tuple, Any]]:
    if type(old) is type(new) and old == new:  # most of a view stays as it was: compared at C speed
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for key in old.keys() | new.keys():
            yield from _walk(path + (key,), old.get(key, _GONE), new.get(key, _GONE))
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new)):
            yield from _walk(path + (i,), a, b)
    else:
        yield path, ("gone",) if new is _GONE else new
