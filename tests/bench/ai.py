"""`python -m tests.bench ai [game…] [games=N] [easy_games=N] [budget=0.1] [iterations=N] [procs=1] [pairings=hard-normal,…] [start=K] [speed=0] [sighted=1]`: the AI levels against each
other. `pairings=hint-normal`: the strong seat plays every hint's first move (bot/workers.py's
`_hint`, the very answer `/game hint` words, from its view alone) among normal AIs. Per game and pairing, one seat of the stronger level among seats of the weaker, the strong
seat's place rotated game by game (`iterations`: the hard AI plays exactly that many rounds a
move instead of thinking `budget` seconds: repeatable); the strong seat's win share (a shared win counts 1/winners)
with a 95 % Wilson interval, the goal (60 % with two seats, 1.5/n with n), and its thinking time p50/p95.

`sighted=1` is a measuring stick, not an AI anyone meets: the hard seat's search is handed the real
state instead of states drawn from its view, so it knows every secret. The gap between it and the
fair hard AI is what the search loses to not knowing, as against to searching too little. A game
whose hard AI plays no playouts (`search_playouts = False`: Timbuktu) has no such row: its search
never reads a drawn state."""

from __future__ import annotations

import math
import multiprocessing
import random
import sys
import time

from bot.workers import _hint
from engine import registry, search
from engine.core import Rng

PAIRINGS = (("hard", "normal"), ("normal", "easy"))


def seat_counts(game) -> list[int]:
    """Two seats, and the smallest count when two are not allowed (Timbuktu: three)."""
    return [max(2, game.min_players)]


def goal(n: int) -> float:
    """The win share to reach: 60 % of two-seat games, 1.5/n with n seats."""
    return 0.6 if n == 2 else 1.5 / n


class _Sighted:
    """The game, but `determinize` hands back the real state: the search sees every secret."""

    def __init__(self, game, state) -> None:
        self._game, self._state = game, state

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, view, seat, rng):
        return self._state.copy()


def one_game(args) -> tuple[float, list[float]]:
    """(the strong seat's win share, its thinking times) of one game."""
    name, n, strong, weak, index, budget, sighted, iterations = args
    game = registry.get(name)
    seats = [f"ai:{i}" for i in range(n)]
    mine = seats[index % n]
    state = game.setup(seats, seed=10_000 + index)
    rng = {s: Rng(index * 31 + i) for i, s in enumerate(seats)}
    thinks = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        level = strong if seat == mine else weak
        t = time.perf_counter()
        if level == "hint" and len(game.legal_actions(state, seat)) == 1:  # nobody asks when there is no choice
            aid = game.legal_actions(state, seat)[0].id
        elif level == "hint":  # its first move; none stands out (level): a free pick, as a person's
            moves = _hint(name, game.view(state, seat), seat, rng[seat].next64() & (2 ** 63 - 1), budget,
                          iterations)["moves"]
            legal = game.legal_actions(state, seat)
            aid = moves[0]["action"] if moves else legal[rng[seat].below(len(legal))].id
        elif sighted and seat == mine and level == "hard":
            aid = search.choose(_Sighted(game, state), game.view(state, seat), seat, rng[seat], budget_s=budget,
                                iterations=iterations)
        else:
            aid = game.ai_choose(state.copy(), seat, rng[seat], level=level, budget_s=budget, iterations=iterations)
        if seat == mine and len(game.legal_actions(state, seat)) > 1:
            thinks.append(time.perf_counter() - t)
        game.apply(state, seat, aid)
    out = game.outcome(state)
    return (1.0 / len(out.winners) if mine in out.winners else 0.0), thinks


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def bench_speed(names=None, games: int = 6) -> None:
    """The search's fuel per game: random playout steps/s (legal_actions + apply) and State.copy."""
    print("## Engine speed (random playouts, 2 seats or the fewest)")
    print("| game | steps/s | State.copy |")
    print("|---|---|---|")
    for name in names or registry.names():
        game = registry.get(name)
        seats = [f"s{i}" for i in range(max(2, game.min_players))]
        steps, spent, copies = 0, 0.0, []
        for seed in range(games):
            state, r = game.setup(seats, seed), random.Random(seed)
            t = time.perf_counter()
            while game.outcome(state) is None:
                seat = game.to_act(state)[0]
                game.apply(state, seat, r.choice(game.legal_actions(state, seat)).id)
                steps += 1
                if steps % 50 == 0:
                    c = time.perf_counter()
                    state.copy()
                    copies.append(time.perf_counter() - c)
            spent += time.perf_counter() - t
        print(f"| {name} | {steps / spent:,.0f} | {pct(copies, 0.5) * 1e6:.0f} µs |", flush=True)


def bench_ai(names=None, games: int = 200, budget: float = 0.1, procs: int = 1, easy_games: int | None = None,
             pairings=PAIRINGS, start: int = 0, sighted: bool = False, iterations: int | None = None) -> list[dict]:
    """`games` per pairing (`easy_games` for normal against easy: no search, so cheap), game
    indexes (seeds and the strong seat's place) from `start`, so runs can be added together."""
    rows = []
    pace = f"{iterations} rounds" if iterations else f"{budget} s"
    print(f"## AI levels: {games} games per pairing ({easy_games or games} for normal vs easy), {pace} a move, "
          f"{procs} process(es)")
    print("| game | seats | pairing | games | strong seat's win share (95 % CI) | goal | think p50 / p95 |")
    print("|---|---|---|---|---|---|---|")
    for name in names or registry.names():
        game = registry.get(name)
        for n in seat_counts(game):
            for strong, weak in pairings:
                if sighted and strong == "hard" and not game.search_playouts:
                    print(f"| {name} | {n} | hard (sighted) vs {weak} | — | no playouts: sighted is the fair AI | | |")
                    continue
                count = easy_games if easy_games and weak == "easy" else games
                jobs = [(name, n, strong, weak, i, budget, sighted, iterations) for i in range(start, start + count)]
                if procs > 1:
                    with multiprocessing.get_context("fork").Pool(procs) as pool:
                        results = pool.map(one_game, jobs)
                else:
                    results = [one_game(j) for j in jobs]
                share = sum(r[0] for r in results) / len(results)
                lo, hi = wilson(share, len(results))
                thinks = [t for r in results for t in r[1]]
                row = {"game": name, "seats": n, "pairing": f"{strong}-{weak}", "games": len(results),
                       "share": share, "ci": (lo, hi), "goal": goal(n),
                       "p50": pct(thinks, 0.5), "p95": pct(thinks, 0.95)}
                rows.append(row)
                label = f"{strong} (sighted)" if sighted and strong == "hard" else strong
                print(f"| {name} | {n} | {label} vs {weak} | {len(results)} | {share:.1%} ({lo:.1%}–{hi:.1%}) "
                      f"| {goal(n):.0%} | {row['p50'] * 1000:.0f} / {row['p95'] * 1000:.0f} ms |", flush=True)
    return rows


def main(argv: list[str]) -> None:
    opts = dict(a.split("=", 1) for a in argv if "=" in a)
    names = [a for a in argv if "=" not in a]
    if opts.get("speed", "1") != "0":
        bench_speed(names or None)
    pairings = [tuple(p.split("-")) for p in opts["pairings"].split(",")] if "pairings" in opts else PAIRINGS
    bench_ai(names or None, games=int(opts.get("games", 200)), budget=float(opts.get("budget", 0.1)),
             procs=int(opts.get("procs", 1)), easy_games=int(opts["easy_games"]) if "easy_games" in opts else None,
             pairings=pairings, start=int(opts.get("start", 0)), sighted=opts.get("sighted") == "1",
             iterations=int(opts["iterations"]) if "iterations" in opts else None)


if __name__ == "__main__":
    main(sys.argv[1:])
