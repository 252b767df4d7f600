"""Random and AI full games with invariants checked after every move."""

import json
from functools import partial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine import contract
from tests.engine.portroyal_helpers import G, SEATS, check_conservation

MAX_MOVES = 20000


random_chooser = contract.random_chooser
ai_chooser = partial(contract.ai_chooser, G)


def replay(n, seed, log, options=None):
    return contract.replay(G, SEATS[:n], seed, log, options)


def _ids_in(obj, out):
    """Every card id in a view: the `id` of each dict that has a `type`."""
    if isinstance(obj, dict):
        if "type" in obj and "id" in obj:
            out.add(obj["id"])
        for k, v in obj.items():
            assert k not in ("draw", "draw_pile", "coin_cards", "coins_cards", "deck"), k
            _ids_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _ids_in(v, out)
    return out


def check_view(state):
    d = state.data
    hidden = set(d["draw"]) | {c for p in d["players"].values() for c in p["coins"]}
    face_up = set(d["harbor"]) | set(d["expeditions"]) | set(d["last"])
    face_up |= {c for p in d["players"].values() for c in p["persons"] + p["expeditions"]}
    if d["pending"] is not None:
        face_up.add(d["pending"])
    if d["discard"]:
        face_up.add(d["discard"][-1])
    for seat in [None] + state.seats:
        view = G.view(state, seat)
        json.dumps(view)
        ids = _ids_in(view, set())
        assert not ids & hidden, "a view shows a coin card or a draw pile card"
        assert ids == face_up, "the view shows exactly the face-up cards"
        assert view["discard_ids"] == sorted(d["discard"]) and not set(view["discard_ids"]) & hidden
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
        assert all(isinstance(p["coins"], int) for p in view["players"])


def play(n, seed, chooser, check_every=1, options=None):
    state = G.setup(SEATS[:n], seed=seed, options=options or {})
    log = []
    moves = 0
    while G.outcome(state) is None:
        to_act = G.to_act(state)
        assert to_act, "nobody to act before the end"
        seat = to_act[0]
        actions = G.legal_actions(state, seat)
        assert actions and len({a.id for a in actions}) == len(actions)
        aid = chooser(state, seat, actions)
        G.apply(state, seat, aid)
        log.append((seat, aid))
        moves += 1
        assert moves < MAX_MOVES
        if moves % check_every == 0:
            check_conservation(state)
            assert all(len(p["coins"]) >= 0 for p in state.data["players"].values())
            check_view(state)
            text = state.to_json()
            assert G.load(text).to_json() == text
    assert G.to_act(state) == []
    check_conservation(state)
    check_view(state)
    return state, log


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games(n, seed):
    state, log = play(n, seed, random_chooser(seed))
    assert replay(n, seed, log).to_json() == state.to_json()
    out = G.outcome(state)
    assert set(out.scores) == set(state.seats) and out.winners


@pytest.mark.parametrize("options", [
    {"governor_immediate_pick": True, "claim_after_bust": False, "start_player": "random"},
    {"expedition_end_variant": True},
])
def test_random_games_with_options(options):
    for n in (2, 4):
        state, log = play(n, 7, random_chooser(7), options=options, check_every=5)
        assert replay(n, 7, log, options).to_json() == state.to_json()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_ai_games(n):
    for seed in (11, 12):
        state, log = play(n, seed, ai_chooser(seed), check_every=3)
        assert len(log) < 3000
        assert replay(n, seed, log).to_json() == state.to_json()


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), n=st.integers(min_value=2, max_value=5),
       ai=st.booleans())
def test_property_full_game(seed, n, ai):
    chooser = ai_chooser(seed) if ai else random_chooser(seed)
    state, log = play(n, seed, chooser, check_every=7)
    assert replay(n, seed, log).to_json() == state.to_json()


def test_errors_change_nothing():
    state = G.setup(SEATS[:3], seed=4)
    before = state.to_json()
    for seat, aid in (("B", "draw"), ("A", "stop"), ("A", "take:0"), ("Z", "draw")):
        with pytest.raises(Exception) as e:
            G.apply(state, seat, aid)
        assert getattr(e.value, "code", None) in ("not_your_turn", "illegal_action", "not_seated")
        assert state.to_json() == before


