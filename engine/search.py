"""The hard AI: a determinized Monte Carlo search, the same for every game, that can explain itself.

It is fair by construction: it is handed `view(state, seat)` only and searches states drawn from
it (`Game.determinize`), so it knows what a person in the seat could know. First the view is
informed (`Game.inform`: what the others' moves tell, for a game that reads them), and the normal
AI's choice on it is the move to beat. The candidates are every legal move when there are at most
`CANDIDATES`, else that choice and the best others by the game's `rank` (the normal AI's scores;
ties drawn from the rng). Each round draws one state and plays every candidate on it, followed by
a short playout in which every seat plays the normal AI, cut off after `DEPTH` moves and measured
by `Game.measure` (the seat's lead over the best other seat, in the game's unit: VP, gold…). All
candidates of a round share the drawn state and the playout's random numbers, so their difference
is the move's, not the luck's.

`consider` returns the statistics (`Considered`): per candidate the mean measure, the playouts in
which no other candidate ended better, and the game's countable `marks`; `choose` plays its
`choice`, so playing and hinting are one road. Another move must beat the informed choice by the
game's `search_margin` (in its unit) on average to be chosen, so noise alone rarely makes the hard
AI worse than normal. A game without playouts (`search_playouts = False`) plays the informed
choice, and considers the normal AI's `HINTS` best by `rank` with its `expect` as the figure.

The thinking is `budget_s` seconds of clock, or exactly `iterations` rounds (repeatable: no
clock is read). The AI's `rng` drives every draw; the real state is never touched.
"""

from __future__ import annotations

import time
from typing import Any, NamedTuple

from .core import HARD_BUDGET_S, Action, Game, IllegalAction, Rng, State

DEPTH = 12        # playout moves before the measure is read (a game may set `search_depth`)
CANDIDATES = 12   # moves compared at the root: every legal one up to this many, else the best by rank
MARGIN = 0.25     # the mean lead another move needs over the informed choice, in the game's unit (or `search_margin`)
MIN_ROUNDS = 2    # rounds played even when the budget is already spent
HINTS = 3         # candidates a game without playouts considers: the normal AI's best by rank


class Candidate(NamedTuple):
    """One move the search compared: `mean` the measured quantity over its `playouts` (in the
    Considered's unit), `best_count` the playouts in which no other candidate ended better, `marks`
    the game's countable outcomes (`Game.marks`) -> the playouts that ended with each."""

    action_id: str
    mean: float | None  # None: a move the game's `expect` does not measure (no playouts)
    best_count: int
    playouts: int
    marks: dict[str, int] = {}


class Considered(NamedTuple):
    """What the search found for `seat`: `candidates` best first (the `choice` first, then by mean),
    the measure as data (`kind` "lead" or "loss", `unit` "vp", "gold"…), the normal AI's `informed`
    choice it had to beat, and the rounds played. `level`: a game without playouts that neither
    ranks nor measures these moves (Timbuktu's placing): the AI's pick is a draw, not advice."""

    seat: str
    kind: str
    unit: str
    candidates: list[Candidate]
    choice: str
    informed: str
    rounds: int
    level: bool = False


def choose(game: Game, view: dict[str, Any], seat: str, rng: Rng,
           budget_s: float | None = None, iterations: int | None = None) -> str:
    """The hard AI's move: `consider`'s choice (a lone legal move at once, with no thinking)."""
    return _consider(game, view, seat, rng, budget_s, iterations, hint=False).choice


def consider(game: Game, view: dict[str, Any], seat: str, rng: Rng,
             iterations: int | None = None, budget_s: float | None = None) -> Considered:
    """The search's statistics from `view` (seat's) alone: what the hard AI would play and why."""
    return _consider(game, view, seat, rng, budget_s, iterations, hint=True)


def _consider(game: Game, view: dict[str, Any], seat: str, rng: Rng, budget_s: float | None,
              iterations: int | None, hint: bool) -> Considered:
    """The statistics; `hint`: also a lone legal move's, and a game without playouts' figures
    (playing skips both: its choice is the same)."""
    root = game.determinize(view, seat, rng)
    actions = game.legal_actions(root, seat)
    if not actions:
        raise IllegalAction("not_your_turn")
    pick = Rng(rng.next64())
    unit = game.unit(view, seat)
    if len(actions) == 1 and not hint:
        return Considered(seat, game.measure_kind, unit, [], actions[0].id, actions[0].id, 0)
    informed = game.inform(view, seat)
    first = game.normal_choose(informed, actions, pick) if len(actions) > 1 else actions[0].id
    if not game.search_playouts:
        if not hint:  # the informed choice is the move; its figures are for a hint
            return Considered(seat, game.measure_kind, unit, [], first, first, 0)
        return _without_playouts(game, informed, seat, unit, actions, first)
    candidates = _candidates(actions, first, game.rank(informed, actions), rng)
    stats = _playouts(game, view, seat, root, candidates, rng, budget_s, iterations)
    return _decide(game, seat, unit, candidates, stats)


def _candidates(actions: list[Action], first: str, scores: list[float], rng: Rng) -> list[Action]:
    """The informed choice first, then every other legal move, or the CANDIDATES - 1 best by the
    game's rank when there are more (equal scores drawn at random)."""
    head = next(a for a in actions if a.id == first)
    others = [(s, a) for s, a in zip(scores, actions) if a.id != first]
    if len(others) > CANDIDATES - 1:
        rng.shuffle(others)
        others.sort(key=lambda sa: -sa[0])  # stable: the shuffle breaks ties
        others = others[: CANDIDATES - 1]
    return [head] + [a for _, a in others]


class _Tally:
    """Per candidate: the sum of measures, the rounds it ended best (ties: each), its marks."""

    def __init__(self, count: int) -> None:
        self.totals = [0.0] * count
        self.best = [0] * count
        self.marks: list[dict[str, int]] = [{} for _ in range(count)]
        self.rounds = 0


def _playouts(game: Game, view: dict[str, Any], seat: str, root: State, candidates: list[Action], rng: Rng,
              budget_s: float | None, iterations: int | None) -> _Tally:
    tally = _Tally(len(candidates))
    deadline = None if iterations is not None else time.perf_counter() + (budget_s if budget_s is not None else HARD_BUDGET_S)
    while True:
        if iterations is not None:
            if tally.rounds >= iterations:
                break
        elif tally.rounds >= MIN_ROUNDS and time.perf_counter() >= deadline:
            break
        drawn = game.determinize(view, seat, rng) if tally.rounds else root
        seed = rng.next64()
        leads = []
        for i, action in enumerate(candidates):
            end = _playout(game, drawn.copy(), seat, action, Rng(seed))
            leads.append(game.measure(end, seat))
            for mark in game.marks(drawn, end, seat):
                tally.marks[i][mark] = tally.marks[i].get(mark, 0) + 1
        top = max(leads)
        for i, lead in enumerate(leads):
            tally.totals[i] += lead
            tally.best[i] += lead == top
        tally.rounds += 1
    return tally


def _decide(game: Game, seat: str, unit: str, candidates: list[Action], tally: _Tally) -> Considered:
    """The choice: the best mean, if it beats the informed choice (candidates[0]) by the margin."""
    rounds = tally.rounds
    means = [t / rounds for t in tally.totals]
    best = max(range(len(candidates)), key=lambda i: means[i])  # the first of equals: the informed choice
    chosen = best if means[best] > means[0] + getattr(game, "search_margin", MARGIN) else 0
    order = [chosen] + sorted((i for i in range(len(candidates)) if i != chosen),
                              key=lambda i: (-means[i], -tally.best[i]))
    stats = [Candidate(candidates[i].id, means[i], tally.best[i], rounds, tally.marks[i]) for i in order]
    return Considered(seat, game.measure_kind, unit, stats, candidates[chosen].id, candidates[0].id, rounds)


def _without_playouts(game: Game, informed: dict[str, Any], seat: str, unit: str, actions: list[Action],
                      first: str) -> Considered:
    """The informed choice, then the next best by rank, up to HINTS, each with the game's `expect`."""
    scores = game.rank(informed, actions)
    order = sorted(range(len(actions)), key=lambda i: (actions[i].id != first, -scores[i]))[:HINTS]
    chosen = [actions[i] for i in order]
    figures = game.expect(informed, seat, chosen)
    stats = [Candidate(a.id, f, 0, 0) for a, f in zip(chosen, figures)]
    level = len(set(scores)) == 1 and all(f is None for f in game.expect(informed, seat, actions))
    return Considered(seat, game.measure_kind, unit, stats, first, first, 0, level)


def _playout(game: Game, state: State, seat: str, action: Action, rng: Rng) -> State:
    """`seat` plays `action`, then everyone the normal AI for up to DEPTH moves: the state reached."""
    game.apply(state, seat, action.id)
    for _ in range(getattr(game, "search_depth", DEPTH)):
        if game.outcome(state) is not None:
            break
        mover = game.to_act(state)[0]
        actions = game.legal_actions(state, mover)
        game.apply(state, mover, game.normal_choose(game.view(state, mover), actions, rng))
    return state
