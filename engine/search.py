"""The hard AI: a determinized Monte Carlo search, the same for every game.

It is fair by construction: it is handed `view(state, seat)` only and searches states drawn from
it (`Game.determinize`), so it knows what a person in the seat could know. First the view is
informed (`Game.inform`: what the others' moves tell, for a game that reads them), and the normal
AI's choice on it is the move to beat. Then each round draws one state and plays every candidate
move on it, followed by a short playout in which every seat plays the normal AI, cut off after
`DEPTH` moves and scored by `Game.evaluate` (the outcome when the playout reaches the end). All
candidates of a round share the drawn state and the playout's random numbers, so their difference
is the move's, not the luck's. The candidates are that first choice and a few other legal moves;
another move must beat it by `MARGIN` on average to be played, so noise alone rarely makes the
hard AI worse than normal. A game tunes its search with the class attributes `search_playouts`,
`search_depth` and `search_margin`, and its `inform` and `estimate` (engine/core.py): the only
per-game hooks. A game without playouts (`search_playouts = False`) plays the informed choice.

The thinking is `budget_s` seconds of clock, or exactly `iterations` rounds (repeatable: no
clock is read). The AI's `rng` drives every draw; the real state is never touched.
"""

from __future__ import annotations

import time
from typing import Any

from .core import HARD_BUDGET_S, Action, Game, IllegalAction, Rng, State

DEPTH = 12        # playout moves before the evaluation cuts in (a game may set `search_depth`)
CANDIDATES = 8    # moves compared at the root: the informed choice and up to 7 others
MARGIN = 0.02     # the average gain another move needs over the informed choice (or the game's `search_margin`)
MIN_ROUNDS = 2    # rounds played even when the budget is already spent


def choose(game: Game, view: dict[str, Any], seat: str, rng: Rng,
           budget_s: float | None = None, iterations: int | None = None) -> str:
    root = game.determinize(view, seat, rng)
    actions = game.legal_actions(root, seat)
    if not actions:
        raise IllegalAction("not_your_turn")
    pick = Rng(rng.next64())
    if len(actions) == 1:
        return actions[0].id
    first = game.normal_choose(game.inform(view, seat), actions, pick)
    if not game.search_playouts:
        return first
    candidates = _candidates(actions, first, rng)
    totals = [0.0] * len(candidates)
    rounds = 0
    deadline = None if iterations is not None else time.perf_counter() + (budget_s if budget_s is not None else HARD_BUDGET_S)
    while True:
        if iterations is not None:
            if rounds >= iterations:
                break
        elif rounds >= MIN_ROUNDS and time.perf_counter() >= deadline:
            break
        drawn = game.determinize(view, seat, rng) if rounds else root
        seed = rng.next64()
        for i, action in enumerate(candidates):
            totals[i] += _playout(game, drawn.copy(), seat, action, Rng(seed))
        rounds += 1
    best = max(range(len(candidates)), key=lambda i: totals[i])
    if totals[best] > totals[0] + getattr(game, "search_margin", MARGIN) * rounds:
        return candidates[best].id
    return first


def _candidates(actions: list[Action], first: str, rng: Rng) -> list[Action]:
    """The informed choice first, then up to CANDIDATES - 1 other legal moves drawn at random."""
    head = next(a for a in actions if a.id == first)
    others = [a for a in actions if a.id != first]
    if len(others) > CANDIDATES - 1:
        rng.shuffle(others)
        others = others[: CANDIDATES - 1]
    return [head] + others


def _playout(game: Game, state: State, seat: str, action: Action, rng: Rng) -> float:
    """`seat` plays `action`, then everyone the normal AI for up to DEPTH moves: the evaluation."""
    game.apply(state, seat, action.id)
    for _ in range(getattr(game, "search_depth", DEPTH)):
        if game.outcome(state) is not None:
            break
        mover = game.to_act(state)[0]
        actions = game.legal_actions(state, mover)
        game.apply(state, mover, game.normal_choose(game.view(state, mover), actions, rng))
    return game.evaluate(state, seat)
