"""`search.consider`, the hard AI's statistics (what a hint shows), for every built-in game: fair
by construction (a scramble of what the seat cannot know leaves them identical, reasons
included), made of legal moves, every legal one when at most CANDIDATES are, else the best by the
game's rank, sorted with the AI's choice first, and the very choice `choose` plays (one road)."""

from __future__ import annotations

import json

import pytest

from engine import registry, search
from engine.core import Rng
from tests.engine.test_ai_levels import _with_choice

BUILTIN = [n for n in registry.names() if registry.builtin(n)]
ITERATIONS = 2
POSITIONS = 3  # per game: positions whose scramble changed something


def _scrambled(game, n, seed):
    """(state, twin, seat): the twin is the state with what `seat` cannot know shuffled."""
    found = 0
    for k, (state, seat) in enumerate(_with_choice(game, n, seed, 7, 600)):
        twin = state.copy()
        game.scramble(twin, seat, Rng(k + 99))
        if twin.to_json() != state.to_json():
            yield state, twin, seat
            found += 1
            if found == POSITIONS:
                return


def _reasons(game, state, seat, considered):
    view = game.view(state, seat)
    legal = {a.id: a for a in game.legal_actions(state, seat)}
    return [game.reason(view, seat, legal[c.action_id], considered) for c in considered.candidates]


@pytest.mark.parametrize("name", BUILTIN)
def test_a_scramble_of_what_the_seat_cannot_know_leaves_the_hint_identical(name):
    game = registry.get(name)
    checked = 0
    for k, (state, twin, seat) in enumerate(_scrambled(game, game.max_players, 50)):
        mine = search.consider(game, game.view(state, seat), seat, Rng(k), iterations=ITERATIONS)
        theirs = search.consider(game, game.view(twin, seat), seat, Rng(k), iterations=ITERATIONS)
        assert mine == theirs
        assert _reasons(game, state, seat, mine) == _reasons(game, twin, seat, theirs)
        checked += 1
    assert checked, "no position had anything hidden to scramble"


def _check_shape(game, state, seat, considered):
    legal = game.legal_actions(state, seat)
    ids = [c.action_id for c in considered.candidates]
    assert set(ids) <= {a.id for a in legal} and len(set(ids)) == len(ids)
    assert considered.choice == ids[0] and considered.informed in ids
    assert considered.kind in ("lead", "loss") and considered.unit
    if game.search_playouts:
        assert len(ids) == min(len(legal), search.CANDIDATES)  # every legal move when there are few
        rest = [c.mean for c in considered.candidates[1:]]
        assert rest == sorted(rest, reverse=True)
        assert all(c.playouts == considered.rounds == ITERATIONS and 0 <= c.best_count <= c.playouts
                   for c in considered.candidates)
        if len(legal) > search.CANDIDATES:  # the rest are the best by the game's rank
            scores = dict(zip([a.id for a in legal], game.rank(game.inform(game.view(state, seat), seat), legal)))
            ranked = [scores[i] for i in ids if i != considered.informed]
            left_out = [s for i, s in scores.items() if i not in ids]
            assert min(ranked) >= max(left_out)
    else:
        assert len(ids) == min(len(legal), search.HINTS) and considered.choice == considered.informed
        ranks = set(game.rank(game.inform(game.view(state, seat), seat), legal))
        assert considered.level == (len(ranks) == 1 and all(c.mean is None for c in considered.candidates)), ranks
    for reason in _reasons(game, state, seat, considered):
        if reason is not None:
            key, args = reason
            assert isinstance(key, str) and isinstance(args, dict)
            json.dumps(args)  # data for the catalogue, not words


@pytest.mark.parametrize("name", BUILTIN)
def test_the_candidates_are_legal_sorted_and_the_choice_is_what_the_hard_ai_plays(name):
    game = registry.get(name)
    checked = many = 0
    for k, (state, seat) in enumerate(_with_choice(game, game.min_players, 51, 9, 600)):
        view = game.view(state, seat)
        considered = search.consider(game, view, seat, Rng(k), iterations=ITERATIONS)
        _check_shape(game, state, seat, considered)
        assert search.choose(game, view, seat, Rng(k), iterations=ITERATIONS) == considered.choice
        many += len(game.legal_actions(state, seat)) > search.CANDIDATES
        checked += 1
        if checked >= 4 and (many or checked >= 12):
            break
    assert checked


def test_a_lone_legal_move_is_still_considered():
    """A hint for a seat with one legal move shows it with its figure; choose plays it at once."""
    game = registry.get("portroyal")
    state = game.setup(["a", "b"], seed=3)
    seat = game.to_act(state)[0]
    (only,) = game.legal_actions(state, seat)
    considered = search.consider(game, game.view(state, seat), seat, Rng(1), iterations=ITERATIONS)
    assert [c.action_id for c in considered.candidates] == [only.id] == [considered.choice]
    assert considered.candidates[0].playouts == ITERATIONS


def test_the_default_measure_is_the_score_lead_once_over():
    game = registry.get("highcard")
    state = game.setup(["A", "B", "C"], seed=7)
    rng = Rng(2)
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
    scores = game.outcome(state).scores
    for seat in state.seats:
        assert game.measure(state, seat) == scores[seat] - max(v for s, v in scores.items() if s != seat)
    assert game.rank(game.view(state, "A"), []) == [] and game.unit(game.view(state, "A"), "A") == "score"


def test_timbuktus_placing_is_level_and_its_moving_is_not():
    """The normal AI places camels at random: a hint there names no move (level); once camels move,
    the hint names moves with the goods they are expected to lose."""
    game = registry.get("timbuktu")
    state = game.setup(["a", "b", "c"], 4)
    rng = Rng(4)
    phases = {}
    while game.outcome(state) is None and len(phases) < 3:
        seat = game.may_act(state)[0]
        if len(game.legal_actions(state, seat)) > 1 and state.data["phase"] not in phases:
            phases[state.data["phase"]] = search.consider(game, game.view(state, seat), seat, rng, iterations=2)
        game.apply(state, seat, game.ai_choose(state, seat, rng))
    assert phases["place"].level and all(c.mean is None for c in phases["place"].candidates)
    assert not phases["move"].level and all(c.mean is not None for c in phases["move"].candidates)
