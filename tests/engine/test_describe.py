"""Every game describes its board (`Game.describe`, the data of an image's alt text): facts as
data, the standing first, every seat named, read from the view alone."""

from __future__ import annotations

import json
import random

import pytest

from engine import registry
from engine.core import Event, Game
from tests.engine import contract
from tests.games import game_names


def positions(game: Game, n: int, seed: int, every: int = 9):
    """A random game's state every `every` moves, and at its end."""
    state = game.setup(contract.seats_for(n), seed)
    r = random.Random(seed)
    moves = 0
    while game.outcome(state) is None:
        if moves % every == 0:
            yield state
        seat = r.choice(game.to_act(state))
        game.apply(state, seat, r.choice(game.legal_actions(state, seat)).id)
        moves += 1
    yield state


@pytest.mark.parametrize("name", game_names())
def test_every_game_describes_its_board_standing_first(name):
    game = registry.get(name)
    assert type(game).describe is not Game.describe, f"{name} has no describe of its own"
    n = game.max_players
    for state in positions(game, n, seed=5):
        for seat in [None, *state.seats]:
            view = game.view(state, seat)
            facts = game.describe(view)
            assert facts and all(isinstance(f, Event) and f.to is None for f in facts)
            json.dumps([f.params for f in facts])
            kinds = [f.kind for f in facts]
            standing = [i for i, k in enumerate(kinds) if k == "standing"]
            assert standing and standing == list(range(standing[0], standing[-1] + 1)), kinds
            assert set(kinds[:standing[0]]) <= {"winners"}, kinds  # only the winners go before the standing
            named = json.dumps([f.params for f in facts])
            assert all(f'"{s}"' in named for s in state.seats), named[:300]  # nobody left out
            assert game.describe(json.loads(json.dumps(view))) == facts  # the view alone, as JSON


def test_a_game_without_describe_says_nothing_more():
    assert Game.describe(registry.get(game_names()[0]), {"phase": "x", "to_act": []}) == []
