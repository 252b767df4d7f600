"""Quiet moves (engine/quiet.py), the test `/game undo` relies on, for every game of the contract:
a move judged quiet left the RNG where it was and gives its mover the same view however their
unknowns are shuffled (checked with more shuffles than the test itself tries); a move judged
to leave something to chance did advance the RNG; the judgement changes neither state."""

from __future__ import annotations

import pytest

from engine import registry
from engine.core import Rng
from engine.quiet import CHANCE, HIDDEN
from tests.engine.contract import seats_for

EXTRA_SHUFFLES = 12
EVERY = 3  # every third move is judged: the suite stays quick


def _cases():
    for name in registry.names():
        game = registry.get(name)
        for n in sorted({game.min_players, game.max_players}):
            yield pytest.param(name, n, id=f"{name}-{n}")


def _moves(game, n, seed, limit=400):
    """(before, seat, action id, after) along a random game."""
    state = game.setup(seats_for(n), seed)
    rng = Rng(seed * 7 + 1)
    for _ in range(limit):
        if game.outcome(state) is not None:
            return
        seat = rng.choice(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat)).id
        before = state.copy()
        game.apply(state, seat, action)
        yield before, seat, action, state.copy()


@pytest.mark.parametrize("name,n", list(_cases()))
def test_a_quiet_move_shows_its_mover_nothing_new(name, n):
    game = registry.get(name)
    verdicts = set()
    for i, (before, seat, action, after) in enumerate(_moves(game, n, seed=n, limit=120)):
        if i % EVERY:
            continue
        texts = before.to_json(), after.to_json()
        why = game.news(before, seat, action, after)
        assert (before.to_json(), after.to_json()) == texts, "judging a move changed a state"
        verdicts.add(why)
        if why == CHANCE:
            assert after.rng.state != before.rng.state
        if why is not None:
            continue
        assert after.rng.state == before.rng.state
        seen = game.view(after, seat)
        for k in range(EXTRA_SHUFFLES):  # other shuffles than the judgement's own
            other = before.copy()
            game.scramble(other, seat, Rng(10_000 + k * 7919 + i))
            game.apply(other, seat, action)
            assert game.view(other, seat) == seen, f"{action} judged quiet, but a shuffle shows {seat} another thing"
    assert None in verdicts, f"{name}: no quiet move in a whole game"
    assert all(v is None or isinstance(v, str) for v in verdicts), verdicts  # a reason is a catalogue code


def test_revealing_a_card_in_port_royal_is_never_quiet_and_stopping_is():
    game = registry.get("portroyal")
    state = game.setup(seats_for(3), 4)
    seat = game.to_act(state)[0]
    draw = next(a for a in game.legal_actions(state, seat) if a.kind == "draw")
    after = state.copy()
    game.apply(after, seat, draw.id)
    assert game.news(state, seat, draw.id, after) == HIDDEN  # the card shown was unknown to all
    while not any(a.kind == "stop" for a in game.legal_actions(after, seat)):
        nxt = game.legal_actions(after, seat)[0]
        game.apply(after, seat, nxt.id)
    stop = next(a for a in game.legal_actions(after, seat) if a.kind == "stop")
    stopped = after.copy()
    game.apply(stopped, seat, stop.id)
    assert game.news(after, seat, stop.id, stopped) is None


def test_driving_in_tobago_is_mostly_quiet():
    """Moving one's car shows nobody anything new (the board is public); a few drives are
    followed by something that is (the treasure hunt's cards), and those are kept."""
    game = registry.get("tobago")
    drives = [game.news(b, s, a, af) for b, s, a, af in _moves(game, 2, seed=3, limit=120) if a.startswith("drive")]
    assert drives and drives.count(None) / len(drives) > 0.8, drives


def test_the_judgement_is_repeatable():
    """The same move judged twice gets the same verdict (the shuffles are seeded from the state)."""
    game = registry.get("timbuktu")
    for before, seat, action, after in list(_moves(game, 3, seed=2, limit=40)):
        assert game.news(before, seat, action, after) == game.news(before, seat, action, after)
