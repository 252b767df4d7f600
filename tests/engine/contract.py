"""Driving any game in engine tests: act, look up, choose, play to the end, replay. The contract
suite (test_contract.py) plays every registered game with it; each game's helpers bind their
`Game` with functools.partial, so the same few lines are not written once per game."""

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


def seats_for(n: int) -> list[str]:
    return [f"s{i}" for i in range(n)]


def play(game: Game, seats: list[str], seed, chooser, options=None, check=None, max_moves: int = 20000):
    """Play to the end; chooser(state, seat, actions) -> action id, the seat drawn from those
    awaited by a Random(seed). check(state, seat, events) runs after every move. Returns
    (state, log of (seat, action id)); a game that does not end within max_moves fails."""
    state = game.setup(seats, seed=seed, options=options or {})
    order = random.Random(seed)
    log = []
    while game.outcome(state) is None:
        assert len(log) < max_moves, f"{game.name} did not end within {max_moves} moves (seed {seed})"
        seat = order.choice(game.to_act(state))
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
