"""`python -m tests.bench quiet [games=N]`: the share of moves that are quiet (may be taken back
with `/game undo`), per game and player count, over random games and normal-AI games, with why
the others are not (chance, something hidden shown) and what judging a move costs (median, p95)."""

from __future__ import annotations

import statistics
import time
from collections import Counter

from engine import registry
from engine.core import Rng
from tests.engine.contract import seats_for
from tests.games import game_names


def _game(game, n, seed, ai: bool):
    state = game.setup(seats_for(n), seed)
    rng = Rng(seed * 31 + 7)
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        action = game.ai_choose(state, seat, rng) if ai else rng.choice(game.legal_actions(state, seat)).id
        before = state.copy()
        game.apply(state, seat, action)
        yield before, seat, action, state


def main(args: list[str]) -> None:
    games = next((int(a.split("=")[1]) for a in args if a.startswith("games=")), 3)
    print(f"quiet moves ({games} random and {games} normal-AI games per count)")
    for name in [a for a in args if "=" not in a] or game_names():
        game = registry.get(name)
        total, why, costs = 0, Counter(), []
        for n in range(game.min_players, game.max_players + 1):
            for seed in range(games):
                for ai in (False, True):
                    for before, seat, action, after in _game(game, n, seed, ai):
                        start = time.perf_counter()
                        why[game.news(before, seat, action, after)] += 1
                        costs.append(time.perf_counter() - start)
                        total += 1
        costs.sort()
        reasons = ", ".join(f"{k} {v / total:.0%}" for k, v in why.most_common() if k is not None)
        print(f"  {name:10} quiet {why[None] / total:5.1%} of {total} moves (not: {reasons}); judging a move "
              f"{statistics.median(costs) * 1000:.1f} ms median, {costs[int(len(costs) * 0.95)] * 1000:.1f} ms p95")
