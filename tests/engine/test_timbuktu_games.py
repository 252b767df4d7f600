"""Timbuktu random and AI full games for 3, 4 and 5 players, with invariants after every move:
goods conserved, thief sets only where they may be, JSON round trip, replay from seed + log."""

import json
from functools import partial
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Rng
from engine.timbuktu import GAME as G
from engine.timbuktu import data as D
from tests.engine import contract
from tests.engine.timbuktu_helpers import SEATS, goods_total


random_chooser = contract.random_chooser
ai_chooser = partial(contract.ai_chooser, G)


def replay(n, seed, log, options=None):
    return contract.replay(G, SEATS[:n], seed, log, options)


def _sets_in(obj, out):
    """Every thief-set thing anywhere in a view or event params."""
    if isinstance(obj, dict):
        if obj.get("type") == "thief_set":
            out.append(obj)
        for v in obj.values():
            _sets_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _sets_in(v, out)
    return out


def _key(st):
    return (st["pen"], tuple(st["spaces"]), tuple(st["goods"]))


def expected_seen(state, seat):
    """What `seat` must have seen this stage, from the ring as the spec draws it (§4.3): its own
    place, then the place to its right once per pass."""
    d = state.data
    if not d["sets"]:
        return []
    n = len(state.seats)
    offsets = {3: [0, None, 1, 2, None], 4: [0, 1, 2, 3, None], 5: [0, 1, 2, 3, 4]}[n]
    slot = offsets.index((state.seats.index(seat) - d["start"]) % n)
    # after t of the P passes, this place held what is now P - t places further clockwise
    return [_key(d["sets"][d["ring"][(slot + d["passes"] - t) % 5]]) for t in range(d["passes"] + 1)]


def check(state, public_events):
    d = state.data
    assert goods_total(state) == {g: D.PER_KIND for g in D.GOODS}
    for cs in d["camels"].values():
        assert all(len(c["goods"]) <= D.CAPACITY for c in cs.values())
    live = d["sets_stage"] if d["sets"] else None
    spectator = G.view(state, None)
    json.dumps(spectator)
    assert spectator["hand"] is None
    # a spectator sees sets only once they have struck (the last thefts), never this stage's
    assert all(st["stage"] != live for st in _sets_in(spectator, []))
    for e in public_events:
        assert all(st["stage"] != live for st in _sets_in(e.params, []))
    for seat in state.seats:
        view = G.view(state, seat)
        mine = [_key(st) for st in view["hand"]["seen"]]
        assert mine == expected_seen(state, seat)
        current = [_key(st) for st in _sets_in(view, []) if st["stage"] == live]
        assert set(current) <= set(mine), "a view shows a set its seat has not seen"
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
    text = state.to_json()
    assert G.load(text).to_json() == text


def play(n, seed, chooser, options=None, check_every=1):
    state = G.setup(SEATS[:n], seed=seed, options=options or {})
    G.opening(state)
    log, moves, public = [], 0, []
    while G.outcome(state) is None:
        to_act = G.to_act(state)
        assert to_act
        seat = to_act[-1] if moves % 2 else to_act[0]  # simultaneous choices arrive in any order
        actions = G.legal_actions(state, seat)
        assert actions and len({a.id for a in actions}) == len(actions)
        aid = chooser(state, seat, actions)
        events = G.apply(state, seat, aid)
        public = [e for e in events if e.to is None]
        log.append((seat, aid))
        moves += 1
        assert moves < 2000
        if moves % check_every == 0:
            check(state, public)
    check(state, public)
    assert G.to_act(state) == [] and G.status(state).kind == "over"
    return state, log


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games(n, seed):
    state, log = play(n, seed, random_chooser(seed))
    assert replay(n, seed, log).to_json() == state.to_json()
    out = G.outcome(state)
    assert set(out.scores) == set(state.seats) and out.winners
    assert state.data["thefts"]["area"] == "timbuktu"


@pytest.mark.parametrize("n", [3, 4, 5])
def test_ai_games(n):
    state, log = play(n, 7, ai_chooser(7), check_every=3)
    assert replay(n, 7, log).to_json() == state.to_json()


@pytest.mark.parametrize("options", [
    {"cargo": "own", "thieves_before_placement": True, "reveal_together": True},
    {"cargo": "own", "leftovers_count": True, "space_cards": "balanced_23", "goods_cards": "gold_pepper",
     "arrows": "same_or_previous", "start_player": "first"},
])
@pytest.mark.parametrize("n", [3, 5])
def test_games_with_options(options, n):
    state, log = play(n, 3, random_chooser(3), options=options, check_every=4)
    assert replay(n, 3, log, options).to_json() == state.to_json()


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


def test_errors_change_nothing():
    state = G.setup(SEATS[:3], seed=4, options={"start_player": "first"})
    before = state.to_json()
    for seat, aid in (("B", "place:A:palm"), ("A", "camel:A"), ("A", "place:Z:palm"), ("Q", "place:A:palm")):
        with pytest.raises(Exception) as e:
            G.apply(state, seat, aid)
        assert getattr(e.value, "code", None) in ("not_your_turn", "illegal_action", "not_seated")
        assert state.to_json() == before


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), n=st.integers(min_value=3, max_value=5),
       ai=st.booleans(), own=st.booleans(), early=st.booleans(), together=st.booleans())
def test_property_full_game(seed, n, ai, own, early, together):
    options = {"cargo": "own" if own else "printed", "thieves_before_placement": early, "reveal_together": together}
    chooser = ai_chooser(seed) if ai else random_chooser(seed)
    state, log = play(n, seed, chooser, options=options, check_every=9)
    assert replay(n, seed, log, options).to_json() == state.to_json()
