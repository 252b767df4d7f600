import random

import pytest

from engine.core import Rng
from engine.portroyal.ai import choose
from tests.engine.portroyal_helpers import (G, act, check_conservation, expedition, give, new, person, persons, ship, stack,
                               remove, set_coins, start_trade, tax, to_area, to_harbor)


def _duel(seed):
    seats = ["ai", "rnd"] if seed % 2 == 0 else ["rnd", "ai"]
    state = G.setup(seats, seed=seed)
    r, rng = random.Random(seed), Rng(seed + 1)
    moves = 0
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        aid = G.ai_choose(state, seat, rng) if seat == "ai" else r.choice(G.legal_actions(state, seat)).id
        G.apply(state, seat, aid)
        moves += 1
        assert moves < 3000
    return G.outcome(state).winners == ["ai"]


def test_ai_beats_random_player():
    """Claim: the AI wins at least 90 % of two-seat games against a uniformly random player.
    76 games with at most 3 lost: were its true rate 90 %, that would happen less than 5 % of the
    time (binomial tail 0.047), so a pass shows the claim at 95 % confidence; an AI at its
    measured ~99 % fails it 7 % of the time on new seeds (these are fixed: the test is stable)."""
    games = 76
    wins = sum(_duel(seed) for seed in range(games))
    assert games - wins <= 3, wins


def test_ai_is_hooked_and_legal():
    s = new(3)
    assert G.ai_choose(s, "A", Rng(1)) in {a.id for a in G.legal_actions(s, "A")}
    assert G.ai is choose
    assert choose(G, G.view(s, "A"), G.legal_actions(s, "A"), Rng(1)) == "draw"


def test_ai_repels_instead_of_busting():
    s = new(2)
    give(s, "A", persons("sailor", 1)[0])
    stack(s, ship("yellow", 2, 2), ship("yellow", 1, 1, 1))
    act(s, "A", "draw")  # yellow ⚔2 cannot be repelled with 1 sword: harbor
    act(s, "A", "draw")  # yellow ⚔1: keeping it would bust
    assert s.data["phase"] == "repel"
    assert G.ai_choose(s, "A", Rng(2)) == "repel"


def test_ai_claims_expeditions_and_hires_when_affordable():
    s = new(2)
    e = expedition("anchor", "anchor")
    to_area(s, e)
    give(s, "A", *persons("captain", 2))
    assert G.ai_choose(s, "A", Rng(3)) == f"claim:{e}:0"
    s = new(2)
    adm = person("admiral", cost=7)
    s.data["players"]["A"]["coins"] += [s.data["draw"].pop(0) for _ in range(6)]
    start_trade(s, adm, ship("blue", 1, 1))
    assert G.ai_choose(s, "A", Rng(3)) == f"take:{adm}"


def test_ai_stops_when_bust_risk_is_high():
    s = new(2)
    colours = ["yellow", "blue", "green", "red"]
    to_harbor(s, *[ship(c, 1, 1, 1) for c in colours])  # four colours: a third of the deck now busts
    s.data["revealed"] = 4
    check_conservation(s)
    assert G.ai_choose(s, "A", Rng(4)) == "stop"
    s = new(2)
    to_harbor(s, ship("yellow", 1, 1))  # one colour, nothing lost yet worth the risk
    s.data["revealed"] = 1
    assert G.ai_choose(s, "A", Rng(4)) == "draw"


# --- the stuck turn: repelled ships recycle through the discard pile ------------------
def _ai_game(players, seed, options):
    """As the bench and the bot drive it: AI seats `ai:<i>`, one Rng(seed) shared by every AI move."""
    state = G.setup([f"ai:{i}" for i in range(players)], seed, options)
    rng = Rng(seed)
    moves = turn_moves = longest_turn = 0
    turn = state.data["turn"]
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
        moves += 1
        turn_moves = turn_moves + 1 if state.data["turn"] == turn else 0
        turn = state.data["turn"]
        longest_turn = max(longest_turn, turn_moves)
        assert longest_turn < 150 and moves < 5000, (players, seed, options, state.data["turn"])
    return state, moves


def _empty_draw_pile(s):
    d = s.data
    d["players"]["B"]["coins"].extend(d["draw"])
    d["draw"] = []


def _recycling_only(extra=()):
    """A's turn, 3 cards revealed, the draw pile empty; the discard holds what A would repel, a tax card
    and `extra`."""
    s = new(2)
    give(s, "A", *persons("sailor", 2))
    to_harbor(s, person("captain"))
    for c in (ship("yellow", 1, 1), ship("blue", 2, 2), tax("most_swords"), *extra):
        remove(s, c)
        s.data["discard"].append(c)
    _empty_draw_pile(s)
    s.data["revealed"] = 3
    check_conservation(s)
    return s


def test_ai_stops_when_only_ships_it_repels_and_tax_are_left_to_draw():
    assert G.ai_choose(_recycling_only(), "A", Rng(5)) == "stop"
    # one card worth drawing for in the discard: the AI keeps going
    assert G.ai_choose(_recycling_only([person("priest")]), "A", Rng(5)) == "draw"


def test_reported_stuck_game_ends():
    """5 AI seats, seed 10627, expedition_end_variant: stuck in turn 49 before the fix (the AI now
    plays that variant differently, so the exact stuck turn is rebuilt by the scenario above)."""
    state, moves = _ai_game(5, 10627, {"expedition_end_variant": True})
    assert G.outcome(state) is not None and state.data["ended_by"] == "score"


@pytest.mark.parametrize("options", [
    {},
    {"expedition_end_variant": True},
    {"governor_immediate_pick": True, "claim_after_bust": False, "start_player": "random"},
])
def test_all_ai_games_end_within_a_move_bound(options):
    """No AI game sticks (the scenarios above pin the turn that once stuck). 60 games for each
    set of options, 2 to 5 seats: were 5 % of games to stick, one of them would with 95 %
    probability (1 - 0.95^60)."""
    for seed in range(60):
        state, _ = _ai_game(2 + seed % 4, seed, options)
        assert G.outcome(state) is not None


@pytest.mark.parametrize("variant", [False, True])
def test_ai_collects_symbols_for_an_expedition_when_the_end_needs_one(variant):
    s = new(2, expedition_end_variant=variant)
    to_area(s, expedition("anchor", "anchor"))
    captains = persons("captain", 2)
    give(s, "A", captains[0], person("sailor", cost=7), person("pirate", cost=9), person("admiral", cost=9))
    set_coins(s, "A", 8)
    jester = person("jester", cost=7)
    start_trade(s, captains[1], jester)  # late game (10 VP): a 2-VP Jester beats a 1-VP Captain...
    want = captains[1] if variant else jester  # ...unless the game cannot end without an expedition
    assert G.view(s, "A")["options"]["expedition_end_variant"] is variant
    assert G.ai_choose(s, "A", Rng(6)) == f"take:{want}"
