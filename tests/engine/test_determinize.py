"""`Game.determinize(view, seat, rng)`, for every registered game and player count: a full state
the seat cannot tell from the real one (its view is the same), playable (the same legal actions,
moves apply, to_act agrees), an exact JSON round trip, and its hidden parts really drawn (two
draws differ somewhere) rather than copied from the real state."""

from __future__ import annotations

import random

import pytest

from engine import registry
from engine.core import Rng, State
from tests.engine import contract

EVERY = 9  # positions checked: every 9th move of a random game


def _cases():
    for name in registry.names():
        game = registry.get(name)
        if not game.can_search():
            continue
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(name, n, {}, id=f"{name}-{n}")
    yield pytest.param("timbuktu", 3, {"cargo": "own"}, id="timbuktu-3-own-cargo")


def positions(game, n, seed, options=None, every=EVERY, limit=None):
    """(state, seat) along a random game: every `every`th move, each seat in turn."""
    state = game.setup(contract.seats_for(n), seed=seed, options=options or {})
    r = random.Random(seed)
    moves = 0
    while game.outcome(state) is None and (limit is None or moves < limit):
        if moves % every == 0:
            yield state, state.seats[(moves // every) % n]
        seat = game.to_act(state)[0]
        game.apply(state, seat, r.choice(game.legal_actions(state, seat)).id)
        moves += 1


def _ids(game, state, seat):
    return [a.id for a in game.legal_actions(state, seat)]


@pytest.mark.parametrize("name, n, options", list(_cases()))
def test_a_determinized_state_shows_the_seat_its_own_view_and_plays_on(name, n, options):
    game = registry.get(name)
    drawn_apart = 0
    for k, (state, seat) in enumerate(positions(game, n, seed=300 + n, options=options)):
        view = game.view(state, seat)
        before = state.to_json()
        drawn = game.determinize(view, seat, Rng(k))
        assert state.to_json() == before, "determinize changed the real state"
        assert isinstance(drawn, State) and drawn.game == name and drawn.seats == state.seats
        assert game.view(drawn, seat) == view, f"{seat}'s view of the drawn state differs"
        assert game.to_act(drawn) == game.to_act(state)
        assert _ids(game, drawn, seat) == _ids(game, state, seat)
        text = drawn.to_json()
        assert game.load(text).to_json() == text
        assert drawn.copy().to_json() == text
        # playable: a few random moves on from it, whoever is awaited
        r = random.Random(k)
        for _ in range(6):
            if game.outcome(drawn) is not None:
                break
            mover = game.to_act(drawn)[0]
            game.apply(drawn, mover, r.choice(game.legal_actions(drawn, mover)).id)
        other = game.determinize(view, seat, Rng(k + 1000))
        drawn_apart += game.determinize(view, seat, Rng(k)).to_json() != other.to_json()
    assert drawn_apart > 0, "two draws from the same view never differed: nothing was drawn"


@pytest.mark.parametrize("name", sorted({c.values[0] for c in _cases()}))
def test_the_drawn_rng_is_not_the_real_one(name):
    """The real RNG decides the next draws: a determinized state must not inherit it."""
    game = registry.get(name)
    state = game.setup(contract.seats_for(game.min_players), seed=5)
    seat = state.seats[0]
    drawn = [game.determinize(game.view(state, seat), seat, Rng(k)) for k in range(3)]
    assert all(d.rng.state != state.rng.state for d in drawn)
    assert len({d.rng.state for d in drawn}) == 3


def test_state_copy_is_the_json_round_trip():
    for name in registry.names():
        game = registry.get(name)
        for state, _ in positions(game, game.min_players, seed=11, every=25):
            twin = state.copy()
            assert twin.to_json() == state.to_json() and twin.data == game.load(state.to_json()).data
            assert twin.data is not state.data
