"""Driving any game in engine tests: act, look up, choose, replay. Each game's helpers bind
their `Game` with functools.partial, so the same few lines are not written once per game."""

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


def replay(game: Game, seats: list[str], seed, log, options=None):
    state = game.setup(seats, seed=seed, options=options or {})
    for seat, aid in log:
        game.apply(state, seat, aid)
    return state
