"""The contract every registered game keeps (engine/core.py), for every player count: a game
registered tomorrow runs these with no new test code.

Along a random game and an AI game: action ids unique, every action's kind in the move table
with its declared typed params, every awaited seat has a legal action and nobody else has one,
an illegal action changes nothing, JSON round trip, and the secret scramble (everything a seat
may not know shuffled by the game's `scramble`: its view, legal actions and AI choice stay the
same). At the end: the game ended by itself, nobody may act, and seed + log replay it exactly."""

from __future__ import annotations

import json

import pytest

from engine import registry
from engine.core import Game, IllegalAction, Rng
from tests.engine import contract

CHECK_EVERY = 7  # the deeper checks run on every 7th move: the suite stays quick


def _cases():
    for name in registry.names():
        game = registry.get(name)
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(name, n, id=f"{name}-{n}")


def _seats_of(state, game):
    return [None] + list(state.seats)


def _same_actions(a, b):
    def shown(actions):
        return [(x.id, x.kind, x.params, x.secret, x.forced) for x in actions]

    return shown(a) == shown(b)


def check_actions(game: Game, state):
    may = set(game.may_act(state))
    for seat in state.seats:
        actions = game.legal_actions(state, seat)
        if seat not in may:
            assert actions == [], f"{seat} may not act but has {actions[:3]}"
            continue
        assert actions or seat not in game.to_act(state), f"awaited seat {seat} has no legal action"
        assert len({a.id for a in actions}) == len(actions), "action ids are not unique"
        for a in actions:
            row = game.moves.get(a.kind)
            assert row is not None, f"kind {a.kind!r} has no handler in the move table"
            for param, kind in row.params.items():
                assert isinstance(a.params.get(param), kind), f"{a.id}: param {param} is not {kind.__name__}"
            json.dumps(a.params)
    assert set(game.to_act(state)) <= may


def check_refusals(game: Game, state):
    before = state.to_json()
    for seat in state.seats:
        with pytest.raises(IllegalAction):
            game.apply(state, seat, "no-such-action")
        assert state.to_json() == before
    waiting = [s for s in state.seats if s not in game.may_act(state)]
    acting = game.to_act(state)
    if waiting and acting:
        aid = game.legal_actions(state, acting[0])[0].id
        with pytest.raises(IllegalAction):
            game.apply(state, waiting[0], aid)
        assert state.to_json() == before
    with pytest.raises(IllegalAction):
        game.apply(state, "nobody", "no-such-action")
    assert state.to_json() == before


def check_round_trip(game: Game, state):
    text = state.to_json()
    again = game.load(text)
    assert again.to_json() == text
    for seat in _seats_of(state, game):
        assert game.view(again, seat) == game.view(state, seat)


def check_scramble(game: Game, state, k: int):
    for seat in _seats_of(state, game):
        twin = state.copy()
        game.scramble(twin, seat, Rng(k * 131 + 7))
        assert game.view(twin, seat) == game.view(state, seat), f"{seat}'s view tells a secret"
        if seat is None:
            continue
        mine = game.legal_actions(state, seat)
        assert _same_actions(game.legal_actions(twin, seat), mine), f"{seat}'s actions tell a secret"
        if mine:
            assert game.ai_choose(twin, seat, Rng(k)) == game.ai_choose(state, seat, Rng(k))


def _checker(game: Game):
    moves = [0]

    def check(state, seat, events):
        moves[0] += 1
        if moves[0] % CHECK_EVERY:
            return
        check_actions(game, state)
        check_refusals(game, state)
        check_round_trip(game, state)
        if game.outcome(state) is None:
            check_scramble(game, state, moves[0])

    return check


def check_end(game: Game, state, seats, seed, log, options=None):
    assert game.outcome(state) is not None
    assert game.to_act(state) == [] and game.may_act(state) == []
    assert all(game.legal_actions(state, s) == [] for s in state.seats)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        game.apply(state, state.seats[0], "no-such-action")
    assert state.to_json() == before
    assert contract.replay(game, seats, seed, log, options).to_json() == before
    out = game.outcome(state)
    assert set(out.scores) == set(state.seats) and set(out.winners) <= set(state.seats) and out.winners


@pytest.mark.parametrize("name, n", list(_cases()))
def test_random_game_keeps_the_contract(name, n):
    game = registry.get(name)
    seats, seed = contract.seats_for(n), 100 + n
    state, log = contract.play(game, seats, seed, contract.random_chooser(seed), check=_checker(game))
    check_end(game, state, seats, seed, log)


@pytest.mark.parametrize("name, n", list(_cases()))
def test_ai_game_keeps_the_contract(name, n):
    game = registry.get(name)
    seats, seed = contract.seats_for(n), 200 + n
    state, log = contract.play(game, seats, seed, contract.ai_chooser(game, seed), check=_checker(game))
    check_end(game, state, seats, seed, log)


@pytest.mark.parametrize("name", registry.names())
def test_the_move_table_covers_every_handler(name):
    game = registry.get(name)
    assert game.moves, f"{name} declares no moves"
    for kind, row in game.moves.items():
        assert row.kind == kind and callable(row.handler)
        assert all(isinstance(t, type) for t in row.params.values())
