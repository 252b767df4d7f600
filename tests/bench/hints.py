"""`python -m tests.bench hints [count=50] [budget=2.0]`: `count` people, each at a table of their own
(the four games in turn), ask for a hint at the same moment, through the table service and the real
workers (one hinting process per CPU, bot/workers.py). Printed, never asserted:

- how many were answered and how many were told at once that theirs would wait too long;
- each answer's time against its bound: the budget plus its queueing (the hints ahead of it, each
  a budget, shared among the hinting workers);
- the event loop's longest pause, as the slow-commit benchmark's 2 ms ticker sees it, beside the
  same ticker with nothing happening;
- a hard AI seat's move asked in the middle of it: its time against its own budget (it thinks in
  workers of its own, which hints never occupy)."""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot import workers
from bot.service.errors import TableError
from bot.service.store import Store
from bot.service.tables import Tables
from engine import registry

GAMES = ("portroyal", "tobago", "tortuga", "timbuktu")
AI_BUDGET = 0.5  # s: the hard AI seat's move asked among the hints


class Ticker:
    """A 2 ms sleep on the loop, again and again: how late each wake-up came (the loop's pauses)."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self._on = True

    async def run(self) -> None:
        while self._on:
            t = time.perf_counter()
            await asyncio.sleep(0.002)
            self.late.append(time.perf_counter() - t - 0.002)

    def stop(self) -> None:
        self._on = False


async def tables_for(service: Tables, count: int) -> list[int]:
    """`count` started tables, the four games in turn, no person at two of them."""
    channels = list(range(1, count + 1))
    for ch in channels:
        game = registry.get(GAMES[ch % len(GAMES)])
        people = [f"{ch}-{i}" for i in range(max(2, game.min_players))]
        await service.open(guild=1, channel=ch, game=game.name, host=people[0], name=people[0], locale="en",
                           options={})
        for person in people[1:]:
            await service.join(ch, person, person)
        await service.start(ch, people[0], seed=ch)
    return channels


async def bench_hints(count: int = 50, budget: float = 2.0) -> None:
    workers.configure(None)  # RENDER_WORKERS, else one per CPU
    hinting = workers.workers()
    print(f"## {count} hints asked at once, {budget} s each, {hinting} hinting worker(s)")
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, limited=False, hint=workers.hint)
        service.hints.budget_s = budget
        channels = await tables_for(service, count)
        name, view, seat = await _asker(service, 1)
        await workers.hint(name, view, seat, seed=1, iterations=1)  # the workers started before the clock
        await workers.think(name, (await service.find(1)).state, seat, 1, "normal")

        idle = Ticker()
        ticking = asyncio.create_task(idle.run())
        await asyncio.sleep(2.0)
        idle.stop()
        await ticking

        seats = {ch: (await _asker(service, ch))[2] for ch in channels}  # before the clock: no bot work
        row = await service.find(1)  # Tobago's first move: a real choice, searched for its budget
        ai_seat = seats[1]
        ticker = Ticker()
        ticking = asyncio.create_task(ticker.run())
        order: list[str] = []  # the seats whose hint reached the workers, in order

        async def hinter(game_name, view, seat, *args):
            order.append(seat)
            return await workers.hint(game_name, view, seat, *args)
        service.hints.hinter = hinter

        async def ask(ch: int) -> tuple[str, str, float]:
            seat = seats[ch]
            started = time.perf_counter()
            try:
                await service.hints.hint(ch, seat)
                return seat, "answered", time.perf_counter() - started
            except TableError as exc:
                return seat, exc.code, time.perf_counter() - started

        async def ai_move() -> float:
            await asyncio.sleep(budget / 2)  # in the middle of it
            started = time.perf_counter()
            await workers.think(row.game, row.state, ai_seat, 7, "hard", AI_BUDGET)
            return time.perf_counter() - started

        wall = time.perf_counter()
        results, ai_took = await asyncio.gather(asyncio.gather(*(ask(ch) for ch in channels)), ai_move())
        wall = time.perf_counter() - wall
        ticker.stop()
        await ticking
        await store.close()
    workers.configure(None)
    answered = {seat: took for seat, code, took in results if code == "answered"}
    refused = [(code, took) for _, code, took in results if code != "answered"]
    overrun = []
    for place, seat in enumerate(order):
        bound = budget * (place // hinting + 1)  # its own budget after those ahead of it
        overrun.append(answered[seat] - bound)
    times = sorted(answered.values())
    print(f"answered {len(answered)}, refused at once {len(refused)} "
          f"({', '.join(sorted({c for c, _ in refused})) or '-'}; in {max((t for _, t in refused), default=0) * 1000:.0f} ms at most); "
          f"all done in {wall:.1f} s")
    if times:
        print(f"answer times: p50 {statistics.median(times):.2f} s, max {times[-1]:.2f} s; over its bound (budget × "
              f"(its place ÷ {hinting} + 1)): at most {max(overrun):+.2f} s")
    print(f"the event loop's longest pause: {max(ticker.late) * 1000:.1f} ms during the hints "
          f"(p99 {sorted(ticker.late)[int(0.99 * len(ticker.late))] * 1000:.1f} ms), {max(idle.late) * 1000:.1f} ms idle")
    print(f"a hard AI seat's move asked among them ({AI_BUDGET} s budget): {ai_took:.2f} s")


async def _asker(service: Tables, ch: int) -> tuple[str, dict, str]:
    """(game, the view, the seat) of the first seat that may act at the channel's table."""
    row = await service.find(ch)
    game, state = service.state_of(row)
    seat = game.may_act(state)[0]
    return game.name, game.view(state, seat), seat


def main(argv: list[str]) -> None:
    opts = dict(a.split("=", 1) for a in argv if "=" in a)
    asyncio.run(bench_hints(int(opts.get("count", 50)), float(opts.get("budget", 2.0))))
    from tests.bench.__main__ import bench_slow_commits

    asyncio.run(bench_slow_commits())  # the longest pause it sees, in the same run, to compare


if __name__ == "__main__":
    main(sys.argv[1:])
