"""The Tobago AI seat: legal, fair (view only) and much stronger than random."""

import inspect
import time

import pytest

from engine.core import Rng
from engine.tobago import ai
from tests.engine.tobago_helpers import G, SEATS, play, random_chooser


def test_ai_beats_a_random_player_in_nine_games_out_of_ten():
    wins, t0 = 0, time.perf_counter()
    games = 200
    for seed in range(games):
        ai_seat = SEATS[seed % 2]  # the AI sits first and second in turn

        def chooser(state, seat, rng, ai_seat=ai_seat):
            if seat == ai_seat:
                return G.ai_choose(state, seat, rng)
            return random_chooser(state, seat, rng)

        state, _ = play(2, seed, chooser)
        wins += G.outcome(state).winners == [ai_seat]
    elapsed = time.perf_counter() - t0
    assert wins >= 0.9 * games, (wins, elapsed)


def test_ai_sees_only_the_view():
    assert list(inspect.signature(ai.choose).parameters) == ["game", "view", "actions", "rng"]
    src = inspect.getsource(ai)
    assert "state" not in src.replace("statue", "")


def test_ai_choice_ignores_what_it_cannot_see():
    # play to an offer, then change the other seat's hand and treasure cards: same choice
    state, log = play(2, 9, lambda s, seat, rng: G.ai_choose(s, seat, rng))
    replay = G.setup(state.seats, seed=9)
    checked = 0
    for seat, action in log:
        other = next(s for s in replay.seats if s != seat)
        if replay.data["phase"] in ("turn", "offer"):
            twin = replay.copy()
            twin.data["players"][other]["gold"] = [6, 6, 6]
            twin.data["players"][other]["hand"] = list(reversed(twin.data["players"][other]["hand"]))
            a = G.ai_choose(replay.copy(), seat, Rng(5))
            b = G.ai_choose(twin, seat, Rng(5))
            assert a == b
            checked += 1
        G.apply(replay, seat, action)
    assert checked > 20


@pytest.mark.parametrize("n, seed", [(3, 9028), (2, 331)])
def test_ai_seats_move_a_blocked_game_on(n, seed):
    # 3 seats, seed 9028: the clues run dry while 12 amulets lie at I1, D10 and H1; the AI used to
    # shuttle between G7, I7 and K7 for ever. 2 seats, seed 331: no clue fits, the maps are 3-4
    # spaces wide and both seats hold amulets, but they only drove about.
    state = G.setup(SEATS[:n], seed=seed)
    rng, moves = Rng(seed), 0
    while G.outcome(state) is None:
        assert moves < 3000, "the AI seats stalled"
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
        moves += 1
