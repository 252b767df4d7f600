"""Random and AI full games for every player count, with invariants after every move:
cards and treasure conserved, no secret in a public view or event, JSON round trip, replay."""

import json
import random

import pytest

from engine.core import Rng
from engine.tortuga import GAME as G
from tests.engine.tortuga_helpers import SEATS, check_conservation

MAX_MOVES = 5000


def _things(obj, kind, out):
    if isinstance(obj, dict):
        if obj.get("type") == kind and "id" in obj:
            out.add(obj["id"])
        for v in obj.values():
            _things(v, kind, out)
    elif isinstance(obj, list):
        for v in obj:
            _things(v, kind, out)
    return out


def check_views(state):
    d = state.data
    face_down = {c for c in d["row"] if c is not None}
    over = bool(d["ended"])
    for seat in [None] + state.seats:
        view = G.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
        votes = _things(view, "vote_card", set())
        events = _things(view, "event_card", set())
        if seat is None:
            assert not votes and not events & face_down
            assert "my_loyalty" not in view and "hand" not in view
        else:
            mine = set(d["hands"][seat])
            p = d["pending"]
            if p and p["kind"] == "vote":
                mine |= set(p["played"].get(seat, []))
            assert votes <= mine and view["my_loyalty"] == d["loyalty"][seat]
            assert events & face_down <= set(d["seen"][seat].values())
        assert ("loyalties" in view) == over


def check_events(state, events, seat):
    d = state.data
    for e in events:
        json.dumps(e.params)
        if e.to is None:
            assert not _things(e.params, "vote_card", set()), e
            hidden = {c for c in d["row"] if c is not None}
            assert not _things(e.params, "event_card", set()) & hidden, e
            assert e.kind != "your_loyalty" and (e.kind != "loyalty_revealed" or d["ended"])
        else:
            assert len(e.to) == 1


def play(n, seed, chooser, check=True, options=None):
    state = G.setup(SEATS[:n], seed=seed, options=options or {})
    check_events(state, G.opening(state), None)
    log = []
    while G.outcome(state) is None:
        to_act = G.to_act(state)
        assert to_act
        seat, aid = chooser(state, to_act)
        acts = G.legal_actions(state, seat)
        assert acts and len({a.id for a in acts}) == len(acts)
        events = G.apply(state, seat, aid)
        log.append((seat, aid))
        assert len(log) < MAX_MOVES
        if check:
            check_conservation(state)
            check_views(state)
            check_events(state, events, seat)
            st = G.status(state)
            assert set(st.params) <= {"seat", "seats", "count", "vote", "actions_left", "sudden"}
            text = state.to_json()
            assert G.load(text).to_json() == text
    assert G.to_act(state) == [] and G.status(state).kind == "over"
    out = G.outcome(state)
    assert set(out.scores) == set(state.seats)
    assert sorted(s for v in out.teams.values() for s in v) == sorted(state.seats)
    return state, log


def random_chooser(seed):
    r = random.Random(seed)

    def pick(state, to_act):
        may = G.may_act(state)
        seat = r.choice(may if r.random() < 0.3 else to_act)
        return seat, r.choice(G.legal_actions(state, seat)).id
    return pick


def ai_chooser(seed):
    rng, r = Rng(seed), random.Random(seed)

    def pick(state, to_act):
        seat = r.choice(to_act)
        return seat, G.ai_choose(state, seat, rng)
    return pick


def replay(n, seed, log, options=None):
    state = G.setup(SEATS[:n], seed=seed, options=options or {})
    for seat, aid in log:
        G.apply(state, seat, aid)
    return state


@pytest.mark.parametrize("n", range(2, 10))
def test_random_games(n):
    for seed in (n, 100 + n):
        state, log = play(n, seed, random_chooser(seed))
        assert replay(n, seed, log).to_json() == state.to_json()


@pytest.mark.parametrize("n", range(2, 10))
def test_ai_games(n):
    state, log = play(n, 7 * n, ai_chooser(n))
    assert replay(n, 7 * n, log).to_json() == state.to_json()
    assert G.outcome(state).winners or state.data["ended"] == "limit"


@pytest.mark.parametrize("options", [
    {"starred_events": "random", "seating": "join", "rowboat_own_ship_only": False},
    {"forced_sees_both": False, "atlantis_reusable": True, "fountain_vs_albatross": True,
     "attack_without_loot": True, "treasure_map": "blank"},
])
def test_random_games_with_options(options):
    for n in (3, 6, 9):
        state, log = play(n, 40 + n, random_chooser(n), options=options)
        assert replay(n, 40 + n, log, options).to_json() == state.to_json()


def test_many_quick_games_end_normally():
    ends = {}
    for seed in range(60):
        state, _ = play(2 + seed % 8, 1000 + seed, random_chooser(seed), check=False)
        ends[state.data["ended"]] = ends.get(state.data["ended"], 0) + 1
    assert set(ends) <= {"armada", "sudden_death"} and ends.get("armada", 0) > 40


def test_errors_change_nothing():
    state = G.setup(SEATS[:4], seed=4)
    before = state.to_json()
    for seat, aid in (("A", "reveal:1"), ("Z", "reveal:1"), (G.to_act(state)[0], "nonsense")):
        with pytest.raises(Exception) as e:
            G.apply(state, seat, aid)
        assert getattr(e.value, "code", None) in ("not_your_turn", "illegal_action", "not_seated")
        assert state.to_json() == before
