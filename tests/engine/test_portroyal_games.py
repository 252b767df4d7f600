"""Port Royal games with its options (the contract suite, test_contract.py, plays the default
game for every player count, random and AI, with this game's invariants after every move)."""

import pytest

from tests.engine import contract
from tests.engine.portroyal_helpers import G, SEATS


@pytest.mark.parametrize("options", [
    {"governor_immediate_pick": True, "claim_after_bust": False, "start_player": "random"},
    {"expedition_end_variant": True},
])
@pytest.mark.parametrize("n", [2, 4])
def test_random_games_with_options(options, n):
    state, log = contract.play(G, SEATS[:n], 7, contract.random_chooser(7), options=options,
                               check=contract.checked(G, every=5))
    assert contract.replay(G, SEATS[:n], 7, log, options).to_json() == state.to_json()
