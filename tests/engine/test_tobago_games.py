"""Random and AI full games of Tobago with invariants checked along the way."""

import json

import pytest

from engine.tobago import data as D
from tests.engine.tobago_helpers import (
    G, ai_chooser, clue_total, play, public_is_clean, random_chooser, roses_ok, treasure_total,
)


def check(state, events):
    d = state.data
    assert treasure_total(state) == len(D.gold_deck()) + D.CURSES
    assert clue_total(state) == len(D.CLUE_DECK)
    assert roses_ok(state)
    assert all(p["amulets"] >= 0 for p in d["players"].values())
    held = sum(p["amulets"] for p in d["players"].values()) + sum(d["amulets"].values())
    assert d["amulet_supply"] + held <= D.AMULETS
    for e in events:
        if e.to is None:
            assert public_is_clean(e.params), e
        else:
            assert len(e.to) == 1
    public = G.view(state, None)
    assert public_is_clean(public)
    assert public["phase"] == d["phase"] and public["to_act"] == G.to_act(state)
    status = G.status(state)
    assert public_is_clean(status.params)
    if d["phase"] != "over":
        assert status.kind == d["phase"] and status.params["seat"] == G.to_act(state)[0]
    for seat in state.seats:
        v = G.view(state, seat)
        json.dumps(v)
        assert [c["id"] for c in v["hand"]] == d["players"][seat]["hand"]
        assert v["gold"] == sorted(d["players"][seat]["gold"])
        others = [t for t in state.seats if t != seat]
        # another seat's hand never shows: the view has only this seat's private keys
        assert all(len(p) == len(public["players"][0]) for p in v["players"])
        if d["phase"] == "offer" and G.to_act(state)[0] in others:
            assert v["offered_card"] is None


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_end_with_invariants(n):
    for seed in range(2):
        state, log = play(n, seed, random_chooser, check=check)
        out = G.outcome(state)
        assert out.scores == {s: sum(p["gold"]) for s, p in state.data["players"].items()}
        assert max(out.scores.values()) == out.scores[out.winners[0]]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ai_games_end_with_invariants_and_replay_from_the_log(n):
    state, log = play(n, 5 + n, ai_chooser, check=check)
    again = G.setup(state.seats, seed=5 + n, options=dict(state.options))
    for seat, action in log:
        G.apply(again, seat, action)
    assert again.to_json() == state.to_json()
    assert G.load(state.to_json()).to_json() == state.to_json()


def test_random_island_games_play_to_the_end():
    state, _ = play(3, 11, ai_chooser, options={"island": "random", "marker_threshold": 15}, check=check)
    assert state.data["layout"]["island"] == "random" and G.outcome(state) is not None


def test_json_round_trip_mid_game_keeps_playing_identically():
    state, log = play(3, 2, ai_chooser, max_moves=40000)
    mid = G.setup(state.seats, seed=2)
    for seat, action in log[: len(log) // 2]:
        G.apply(mid, seat, action)
    copy = G.load(mid.to_json())
    for seat, action in log[len(log) // 2:]:
        G.apply(mid, seat, action)
        G.apply(copy, seat, action)
    assert copy.to_json() == mid.to_json() == state.to_json()


def test_every_action_has_a_kind_params_and_a_unique_id():
    state, log = play(4, 3, ai_chooser)
    replay = G.setup(state.seats, seed=3)
    kinds = set()
    for seat, action in log:
        acts = G.legal_actions(replay, seat)
        assert len({a.id for a in acts}) == len(acts)
        for a in acts:
            kinds.add(a.kind)
            json.dumps(a.params)
            assert a.kind == "place" or a.kind == "drive" or not a.keys
        G.apply(replay, seat, action)
    assert {"place", "clue", "drive", "raise", "take", "decline"} <= kinds


def test_may_act_is_to_act():
    state, log = play(2, 4, ai_chooser)
    replay = G.setup(state.seats, seed=4)
    for seat, action in log[:200]:
        assert G.may_act(replay) == G.to_act(replay) == [seat]
        G.apply(replay, seat, action)
