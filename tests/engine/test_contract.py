"""The contract every registered game keeps (engine/core.py), for every player count: a game
registered tomorrow runs these with no new test code.

Along a random game and an AI game: action ids unique, every action's kind in the move table
with its declared typed params, every awaited seat has a legal action and nobody else has one,
an illegal action changes nothing and is refused with the right code, JSON round trip, and the
secret scramble (everything a seat may not know shuffled by the game's `scramble`: its view,
legal actions and AI choice stay the same). After every move, the game's own invariants hook
(tests/hooks.py: conservation, views, scores). At the end: the game ended by itself,
nobody may act, and seed + log replay it exactly. A property test plays random seeds too."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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


AT_KEY = re.compile(r"[a-z_]+(:[\w:+-]+)?")  # a board thing a renderer knows: `hex:F7`, `galleon`


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
            assert isinstance(a.at, tuple) and all(AT_KEY.fullmatch(k) for k in a.at), f"{a.id}: at keys {a.at!r}"
    assert set(game.to_act(state)) <= may


def _refused(game: Game, state, seat, aid, code: str):
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, aid)
    assert info.value.code == code, (seat, aid, info.value.code)
    assert state.to_json() == before


def check_refusals(game: Game, state):
    over = game.outcome(state) is not None
    may = game.may_act(state)
    for seat in state.seats:
        _refused(game, state, seat, "no-such-action",
                 "game_over" if over else "illegal_action" if seat in may else "not_your_turn")
    waiting = [s for s in state.seats if s not in may]
    acting = game.to_act(state)
    if waiting and acting:
        aid = game.legal_actions(state, acting[0])[0].id
        _refused(game, state, waiting[0], aid, "not_your_turn")
    _refused(game, state, "nobody", "no-such-action", "game_over" if over else "not_seated")


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
    invariants = contract.checked(game)

    def check(state, seat, events):
        invariants(state, seat, events)
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
    state, log = contract.play(game, seats, seed, contract.random_chooser(seed), check=_checker(game), bystanders=0.3)
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


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(min_value=0, max_value=2**63 - 1), ai=st.booleans())
def test_any_seed_keeps_the_invariants_and_replays(data, seed, ai):
    name = data.draw(st.sampled_from(registry.names()), label="game")
    game = registry.get(name)
    n = data.draw(st.integers(min_value=game.min_players, max_value=game.max_players), label="players")
    seats = contract.seats_for(n)
    chooser = contract.ai_chooser(game, seed) if ai else contract.random_chooser(seed)
    state, log = contract.play(game, seats, seed, chooser, check=contract.checked(game, every=7))
    assert contract.replay(game, seats, seed, log).to_json() == state.to_json()


@pytest.mark.parametrize("name, n", list(_cases()))
def test_the_turn_order_holds_every_seat_once_and_begins_where_the_game_does(name, n):
    """`turn_order` is the seats, each once; a game that starts with one seat to act, over a few
    seeds with a drawn start player where the game has one, starts with its first seat there or
    keeps it among the seats (Tortuga's Jolly Roger captain begins wherever the order has him)."""
    game = registry.get(name)
    options = {o.name: "random" for o in game.options if o.name == "start_player"}
    drawn = False
    for seed in range(6):
        state = game.setup([f"s{i}" for i in range(n)], seed=seed, options=options)
        order = game.turn_order(state)
        assert sorted(order) == sorted(state.seats)
        drawn |= order != list(state.seats)
        if options and len(game.to_act(state)) == 1:
            assert game.to_act(state) == order[:1], (seed, order, game.to_act(state))
    assert drawn or not options  # a drawn start player shows in the order (six seeds: one at least)
