"""`python -m tests.bench thinking`: people's moves at other tables while hard AIs think.

Twenty two-person Port Royal tables move at a people's pace (0.2–0.6 s between moves) through
the real table service and store, each move's board drawn by the render workers; once alone, once
while ten all-AI tables of hard seats think (1 s a move, in the same worker pool). The figure is
the p95 of a person's move (committed and announced) in both runs, and their ratio (goal ≤ 1.5).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot import workers
from bot.service.store import Store
from bot.service.tables import Tables

from .tables import two_seat_tables


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


async def _run(thinkers: int, people_tables: int = 20, moves_each: int = 12) -> tuple[list[float], int]:
    async def announce(update):
        if update.state is not None:
            await workers.board(update.game.name, update.game.view(update.state, None), home=update.row.id)

    thought: list[float] = []

    async def think(game, state_json, seat, seed, level):
        began = time.perf_counter()
        try:
            return await workers.think(game, state_json, seat, seed, level, 1.0)
        finally:
            thought.append(time.perf_counter() - began)

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, think=think, limited=False)
        service.listen(announce, speaks=True)
        try:
            for ch in range(1000, 1000 + thinkers):  # tables of hard AIs only, thinking all along
                await service.open(guild=1, channel=ch, game="portroyal", host="1", name="a", locale="en")
                await service.add_ai(ch, "1", "hard")
                await service.add_ai(ch, "1", "hard")
                await service.start(ch, "1", seed=ch)
                await service.leave(ch, "1")  # its person concedes: the AIs play on, in the background
            people = list(range(1, people_tables + 1))
            await two_seat_tables(service, people)
            latencies: list[float] = []

            async def person(ch):
                rnd = random.Random(ch)
                for _ in range(moves_each):
                    await asyncio.sleep(rnd.uniform(0.2, 0.6))
                    row = await store.playing_in(ch)
                    game, state = service.state_of(row)
                    if game.outcome(state) is not None:
                        return
                    seat = game.to_act(state)[0]
                    t = time.perf_counter()
                    await service.play(ch, seat, rnd.choice(game.legal_actions(state, seat)).id)
                    latencies.append(time.perf_counter() - t)

            await asyncio.gather(*(person(ch) for ch in people))
            return latencies, len(thought)
        finally:
            service.cancel_ai()
            await store.close()


def bench_thinking() -> None:
    workers.configure(2)
    print(f"## people's moves while hard AIs think ({workers.workers()} workers, 1 s a hard move)")
    quiet, _ = asyncio.run(_run(0))
    busy, thoughts = asyncio.run(_run(10))
    for label, values in (("quiet bot", quiet), ("ten hard AIs thinking", busy)):
        print(f"{label}: {len(values)} moves, p50 {statistics.median(values) * 1000:.0f} ms, "
              f"p95 {pct(values, 0.95) * 1000:.0f} ms")
    print(f"hard moves thought meanwhile: {thoughts}; p95 ratio {pct(busy, 0.95) / pct(quiet, 0.95):.2f} (goal <= 1.5)")
