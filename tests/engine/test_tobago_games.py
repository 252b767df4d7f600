"""Tobago games beyond the contract suite (test_contract.py plays the default game for every
player count, random and AI, with this game's invariants after every move: treasure, clues,
roses and amulets conserved, nothing secret in public, scores the gold held)."""

import json

from tests.engine.tobago_helpers import G, ai_chooser, check, play


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
