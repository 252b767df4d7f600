"""The Tobago AI seat: legal, fair (view only) and much stronger than random."""

import inspect
import time

import pytest

from engine.core import Rng
from engine.tobago import ai
from tests.engine.tobago_helpers import G, SEATS, play, random_chooser


def test_ai_beats_a_random_player_in_nine_games_out_of_ten():
    """Claim: the AI wins at least 90 % of two-seat games against a uniformly random player.
    76 games with at most 3 lost: were its true rate 90 %, that would happen less than 5 % of the
    time (binomial tail 0.047), so a pass shows the claim at 95 % confidence; an AI at its
    measured ~99 % fails it 7 % of the time on new seeds (these are fixed: the test is stable)."""
    wins, t0 = 0, time.perf_counter()
    games = 76
    for seed in range(games):
        ai_seat = SEATS[seed % 2]  # the AI sits first and second in turn

        def chooser(state, seat, rng, ai_seat=ai_seat):
            if seat == ai_seat:
                return G.ai_choose(state, seat, rng)
            return random_chooser(state, seat, rng)

        state, _ = play(2, seed, chooser)
        wins += G.outcome(state).winners == [ai_seat]
    elapsed = time.perf_counter() - t0
    assert games - wins <= 3, (wins, elapsed)


def test_ai_sees_only_the_view():
    """The AI is a function of the seat's view and its actions: given only those, it chooses at
    every move what the platform's AI seat chooses from the state."""
    assert list(inspect.signature(ai.choose).parameters) == ["game", "view", "actions", "rng"]
    state, log = play(2, 4, lambda s, seat, rng: G.ai_choose(s, seat, rng))
    replay = G.setup(state.seats, seed=4)
    for k, (seat, action) in enumerate(log[:300]):
        assert ai.choose(G, G.view(replay, seat), G.legal_actions(replay, seat), Rng(k)) == G.ai_choose(replay, seat, Rng(k))
        G.apply(replay, seat, action)


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
