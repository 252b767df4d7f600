"""`Game.ai_choose(state, seat, rng, level, budget_s, iterations)` for every registered game:
normal is the game's AI as before; easy and hard play only legal moves; hard is repeatable with
`iterations`, leaves the real state (its RNG too) untouched, and chooses the same on two states
the seat cannot tell apart (the secret scramble), so it can only know what the seat knows."""

from __future__ import annotations

import time

import pytest

from engine import registry, search
from engine.core import IllegalAction, Rng
from tests.engine.test_determinize import positions

NAMES = registry.names()  # the test games too (tests/conftest.py registers them): no AI, no determinize
SEARCHING = [n for n in NAMES if registry.get(n).can_search()]
ITERATIONS = 2


def _with_choice(game, n, seed, every, limit):
    for state, _ in positions(game, n, seed, every=every, limit=limit):
        seat = game.to_act(state)[0]
        if len(game.legal_actions(state, seat)) > 1:
            yield state, seat


@pytest.mark.parametrize("name", NAMES)
def test_normal_is_the_games_own_ai(name):
    game = registry.get(name)
    for k, (state, seat) in enumerate(_with_choice(game, game.min_players, 40, 5, 200)):
        actions = game.legal_actions(state, seat)
        expected = game.ai(game, game.view(state, seat), actions, Rng(k)) if game.ai else Rng(k).choice(actions).id
        assert game.ai_choose(state, seat, Rng(k)) == expected
        assert game.ai_choose(state, seat, Rng(k), level="normal") == expected


@pytest.mark.parametrize("name", SEARCHING)
def test_hard_is_legal_repeatable_and_leaves_the_state_alone(name):
    game = registry.get(name)
    checked = 0
    for k, (state, seat) in enumerate(_with_choice(game, game.min_players, 41, 11, 400)):
        before = state.to_json()
        choice = game.ai_choose(state, seat, Rng(k), level="hard", iterations=ITERATIONS)
        assert state.to_json() == before, "the search changed the real state or its RNG"
        assert choice in {a.id for a in game.legal_actions(state, seat)}
        assert game.ai_choose(state, seat, Rng(k), level="hard", iterations=ITERATIONS) == choice
        checked += 1
        if checked == 6:
            break
    assert checked


@pytest.mark.parametrize("name", SEARCHING)
def test_hard_chooses_the_same_on_states_the_seat_cannot_tell_apart(name):
    game = registry.get(name)
    checked = 0
    for k, (state, seat) in enumerate(_with_choice(game, game.max_players, 42, 7, 400)):
        twin = state.copy()
        game.scramble(twin, seat, Rng(k + 99))
        if twin.to_json() == state.to_json():
            continue
        assert game.ai_choose(twin, seat, Rng(k), level="hard", iterations=ITERATIONS) == \
            game.ai_choose(state, seat, Rng(k), level="hard", iterations=ITERATIONS)
        checked += 1
        if checked == 5:
            break
    assert checked, "no position had anything hidden to scramble"


def test_the_hard_search_reads_only_the_view(monkeypatch):
    """search.choose is handed the view, never the state: poison every state the real game could
    pass and the search still decides (it works on drawn states only)."""
    game = registry.get("portroyal")
    state, seat = next(_with_choice(game, 3, 43, 13, 400))
    view = game.view(state, seat)
    state.data.clear()  # the real state is gone: a search that read it would fail here
    choice = search.choose(game, view, seat, Rng(1), iterations=ITERATIONS)
    assert choice in {a.id for a in game.legal_actions(game.determinize(view, seat, Rng(2)), seat)}


def test_hard_with_a_budget_thinks_about_that_long():
    game = registry.get("tobago")
    state, seat = next(_with_choice(game, 2, 44, 13, 400))
    t = time.perf_counter()
    game.ai_choose(state, seat, Rng(1), level="hard", budget_s=0.05)
    assert time.perf_counter() - t < 0.5


def test_every_built_in_game_has_a_hard_ai():
    assert {n for n in NAMES if registry.builtin(n)} <= set(SEARCHING)


@pytest.mark.parametrize("name", NAMES)
def test_easy_plays_whole_games_legally_and_not_always_as_normal(name):
    game = registry.get(name)
    state = game.setup([f"ai:{i}" for i in range(game.min_players)], seed=45)
    rng, differs, moves = Rng(7), 0, 0
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        legal = {a.id for a in game.legal_actions(state, seat)}
        probe = Rng(rng.state)
        choice = game.ai_choose(state, seat, rng, level="easy")
        assert choice in legal
        differs += len(legal) > 1 and choice != game.ai_choose(state, seat, probe, level="normal")
        game.apply(state, seat, choice)
        moves += 1
        assert moves < 20000
    assert differs > 0, "easy never chose other than normal"


def test_an_unknown_level_is_refused_and_a_waiting_seat_has_no_choice():
    game = registry.get("portroyal")
    state = game.setup(["a", "b"], seed=1)
    with pytest.raises(ValueError):
        game.ai_choose(state, game.to_act(state)[0], Rng(1), level="godlike")
    waiting = next(s for s in state.seats if s not in game.to_act(state))
    for level in ("easy", "normal", "hard"):
        with pytest.raises(IllegalAction):
            game.ai_choose(state, waiting, Rng(1), level=level, iterations=1)
