"""Tortuga games with its options, and how games end (the contract suite, test_contract.py,
plays the default game for every player count, random and AI, with this game's invariants
after every move: cards and treasure conserved, no secret in a public view or event)."""

import pytest

from engine.tortuga import GAME as G
from tests.engine import contract
from tests.engine.tortuga_helpers import SEATS


@pytest.mark.parametrize("options", [
    {"starred_events": "random", "seating": "join", "rowboat_own_ship_only": False},
    {"forced_sees_both": False, "atlantis_reusable": True, "fountain_vs_albatross": True,
     "attack_without_loot": True, "treasure_map": "blank"},
])
@pytest.mark.parametrize("n", [3, 6, 9])
def test_random_games_with_options(options, n):
    state, log = contract.play(G, SEATS[:n], 40 + n, contract.random_chooser(n), options=options,
                               check=contract.checked(G), bystanders=0.3)
    assert contract.replay(G, SEATS[:n], 40 + n, log, options).to_json() == state.to_json()


def test_quick_games_end_by_the_armada_mostly():
    """Random games of every size end by the armada or sudden death, the armada in most."""
    ends = {}
    for seed in range(60):
        n = 2 + seed % 8
        state, _ = contract.play(G, SEATS[:n], 1000 + seed, contract.random_chooser(seed), bystanders=0.3)
        ends[state.data["ended"]] = ends.get(state.data["ended"], 0) + 1
    assert set(ends) <= {"armada", "sudden_death"} and ends.get("armada", 0) > 40, ends
