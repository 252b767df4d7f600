"""The Timbuktu AI: legal, fair (view only), and far better than chance."""

import random

from engine.core import Rng
from engine.timbuktu import GAME as G
from engine.timbuktu.ai import seen_risk
from tests.engine.timbuktu_helpers import choose_all, mover, stage_ready


def _game(seed: int) -> bool:
    """One 3-player game: the AI in a random seat against two uniformly random players."""
    r = random.Random(seed)
    seats = ["p0", "p1", "p2"]
    ai_seat = seats[seed % 3]
    state = G.setup(seats, seed=seed)
    rng = Rng(seed)
    while G.outcome(state) is None:
        for seat in G.to_act(state):
            if seat == ai_seat:
                G.apply(state, seat, G.ai_choose(state, seat, rng))
            else:
                G.apply(state, seat, r.choice(G.legal_actions(state, seat)).id)
            if G.outcome(state) is not None or seat not in G.to_act(state):
                break
    return ai_seat in G.outcome(state).winners


def test_ai_beats_two_random_players_in_three_quarters_of_games():
    """Claim: the AI wins at least 75 % of three-seat games against two uniformly random players.
    29 games with at most 3 lost: were its true rate 75 %, that would happen less than 5 % of the
    time (binomial tail 0.046), so a pass shows the claim at 95 % confidence; an AI at its
    measured ~100 % passes it with 99.7 % probability on any seeds."""
    games = 29
    wins = sum(_game(seed) for seed in range(games))
    assert games - wins <= 3, wins


def test_risk_uses_the_sets_seen():
    state = stage_ready(3)
    view = G.view(state, "A")
    seen = view["hand"]["seen"][0]
    risk = seen_risk(view)
    robbed, safe = seen["spaces"][0], next(s for s in range(1, 6) if s not in seen["spaces"])
    assert risk.p(seen["pen"], robbed, seen["goods"][0]) == 1.0
    assert risk.p(seen["pen"], safe, seen["goods"][0]) == 0.0
    other = next(p for p in ("palm", "lamp", "star", "scimitar", "moon") if p != seen["pen"])
    # an unseen pen: two robbed spaces and two stolen kinds in expectation, spread over what is unseen
    spread = [risk.p(other, s, g) for s in range(1, 6) for g in ("gold", "coffee", "pepper", "salt", "water")]
    assert abs(sum(spread) - 4.0) < 1e-9 and max(spread) < 1.0


def test_ai_avoids_a_space_it_knows_is_robbed():
    """Given a free pen whose next space it knows is robbed of its goods and a free safe one,
    the AI takes the safe one."""
    for seed in range(1, 30):
        state = stage_ready(3, seed)
        choose_all(state)
        seat = mover(state)
        d = state.data
        camel = d["camels"][seat][d["chosen"][seat]]
        known = d["sets"][d["seen"][seat][-1]]
        free = [a for a in G.legal_actions(state, seat) if a.kind == "go"]
        hit = [a for a in free if a.params["pen"] == known["pen"] and a.params["space"] in known["spaces"]
               and set(camel["goods"]) & set(known["goods"])]
        if hit and len(free) == 2:
            chosen = G.ai_choose(state, seat, Rng(seed))
            assert chosen != hit[0].id
            return
    raise AssertionError("no scenario found")
