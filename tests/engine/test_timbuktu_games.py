"""Timbuktu games with its options, and what each seat may see of the thief sets (the contract
suite, test_contract.py, plays the default game for every player count, random and AI, with
this game's invariants after every move: goods conserved, sets only where they may be)."""

import json
import random

import pytest

from engine.core import Rng
from engine.timbuktu import GAME as G
from tests.engine import contract
from tests.engine.timbuktu_helpers import SEATS, expected_seen
from tests.engine.timbuktu_helpers import set_key as _key


@pytest.mark.parametrize("options", [
    {"cargo": "own", "thieves_before_placement": True, "reveal_together": True},
    {"cargo": "own", "leftovers_count": True, "space_cards": "balanced_23", "goods_cards": "gold_pepper",
     "arrows": "same_or_previous", "start_player": "first"},
])
@pytest.mark.parametrize("n", [3, 5])
def test_games_with_options(options, n):
    state, log = contract.play(G, SEATS[:n], 3, contract.random_chooser(3), options=options,
                               check=contract.checked(G, every=4))
    assert contract.replay(G, SEATS[:n], 3, log, options).to_json() == state.to_json()


def test_sets_dealt_before_placement_reach_their_seats_in_the_opening():
    state = G.setup(SEATS[:4], seed=5, options={"thieves_before_placement": True})
    events = G.opening(state)
    deals = [e for e in events if e.kind == "thief_set"]
    assert sorted(e.to for e in deals) == [(s,) for s in SEATS[:4]]
    assert state.data["phase"] == "place"
    for s in SEATS[:4]:
        assert [_key(st) for st in G.view(state, s)["hand"]["seen"]] == expected_seen(state, s)


def test_a_seats_view_does_not_change_when_sets_it_has_not_seen_change():
    """The AI decides from the view: so hidden sets must not reach it."""
    state = G.setup(SEATS[:3], seed=9, options={"start_player": "first"})
    r = random.Random(9)
    while state.data["phase"] != "choose":
        seat = G.to_act(state)[0]
        G.apply(state, seat, r.choice(G.legal_actions(state, seat)).id)
    d = state.data
    seen = set(d["seen"]["A"])
    hidden = [k for k in range(5) if k not in seen]
    before = json.dumps(G.view(state, "A"), sort_keys=True)
    ai_before = G.ai_choose(state, "A", Rng(1))
    a, b = hidden[0], hidden[1]
    d["sets"][a]["goods"], d["sets"][b]["goods"] = d["sets"][b]["goods"], d["sets"][a]["goods"]
    d["sets"][a]["spaces"], d["sets"][b]["spaces"] = d["sets"][b]["spaces"], d["sets"][a]["spaces"]
    assert json.dumps(G.view(state, "A"), sort_keys=True) == before
    assert G.ai_choose(state, "A", Rng(1)) == ai_before
    assert json.dumps(G.view(state, "B"), sort_keys=True) != json.dumps(G.view(state, "A"), sort_keys=True)
