"""Driving any game in engine tests: act, look up, choose, play to the end, replay. The contract
suite (test_contract.py) plays every registered game with it; each game's helpers bind their
`Game` with functools.partial, so the same few lines are not written once per game.

A game's own invariants (cards and goods conserved, what each view shows, the scores) are a
hook: `invariants(state, seat, events)`, declared with its other hooks in tests/hooks.py. The
contract suite runs it after every move of every game it plays, and at the start (seat None,
the opening's events); a game without hooks fails (tests/test_hooks.py names it)."""

from __future__ import annotations

import random

from engine.core import Game, Rng


def ids(game: Game, state, seat: str) -> set[str]:
    return {a.id for a in game.legal_actions(state, seat)}


def action(game: Game, state, seat: str, aid: str):
    return next(a for a in game.legal_actions(state, seat) if a.id == aid)


def act(game: Game, state, seat: str, *aids: str) -> list:
    events = []
    for aid in aids:
        events += game.apply(state, seat, aid)
    return events


def of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def random_chooser(seed):
    r = random.Random(seed)
    return lambda state, seat, actions: r.choice(actions).id


def ai_chooser(game: Game, seed):
    rng = Rng(seed)
    return lambda state, seat, actions: game.ai_choose(state, seat, rng)


def dicts_in(obj):
    """Every dict nested anywhere in a view or event params (itself included), depth first."""
    if isinstance(obj, dict):
        yield obj
        for value in obj.values():
            yield from dicts_in(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from dicts_in(value)


def seats_for(n: int) -> list[str]:
    return [f"s{i}" for i in range(n)]


def invariants(game: Game):
    """The game's invariants hook, check(state, seat, events), from tests/hooks.py (a game
    without an entry there raises LookupError, saying what to add)."""
    from tests import hooks  # here, not at the top: the games' helpers import this module

    return hooks.of(game.name).invariants


def checked(game: Game, every: int = 1):
    """check(state, seat, events) running the game's invariants after every `every`-th move (and
    always at the start and at the end)."""
    hook = invariants(game)
    moves = [0]

    def check(state, seat, events):
        if seat is not None:
            moves[0] += 1
        if seat is None or moves[0] % every == 0 or game.outcome(state) is not None:
            hook(state, seat, events)

    return check


def play(game: Game, seats: list[str], seed, chooser, options=None, check=None, max_moves: int = 20000,
         bystanders: float = 0.0):
    """Play to the end; chooser(state, seat, actions) -> action id, the seat drawn by a
    Random(seed) from those awaited (or, `bystanders` of the time, from all who may act).
    check(state, seat, events) runs at the start (seat None, the opening's events) and after
    every move. Returns (state, log of (seat, action id)); a game that does not end within
    max_moves fails."""
    state = game.setup(seats, seed=seed, options=options or {})
    order = random.Random(seed)
    log = []
    if check:
        check(state, None, game.opening(state))
    while game.outcome(state) is None:
        assert len(log) < max_moves, f"{game.name} did not end within {max_moves} moves (seed {seed})"
        awaited = game.to_act(state)
        seat = order.choice(game.may_act(state) if bystanders and order.random() < bystanders else awaited)
        aid = chooser(state, seat, game.legal_actions(state, seat))
        events = game.apply(state, seat, aid)
        log.append((seat, aid))
        if check:
            check(state, seat, events)
    return state, log


def replay(game: Game, seats: list[str], seed, log, options=None):
    state = game.setup(seats, seed=seed, options=options or {})
    for seat, aid in log:
        game.apply(state, seat, aid)
    return state
