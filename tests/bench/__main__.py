"""`python -m tests.bench`: the DESIGN §7 figures, printed, never asserted.

- engine: random playout steps/s per game (legal_actions + apply, every player count; the
  Port Royal figure against a lean rewrite: python ../shared/bench/lean_portroyal.py)
- engine: legal_actions + apply per move (median, p95), over random games
- full AI-vs-AI game per title
- one board render (median) and PNG size
- /move through SimCord, committed and answered (p50, p95)
- `/move` and autocomplete through SimCord vs a bare echo command on the same bot, at SimCord's
  50 ms settle step and the tests' 2 ms (tests/settle.py); target <= 3x echo (`python -m tests.bench settle`)
- people playing every game by buttons at 8 s, 2 s and 1 s a move (tests/bench/pace.py): share of
  decisions on a current board, channel writes per move, most writes in any 5 s, new pings per
  person per turn, board MB per game
- 200 tables moving at once in one process: lost or reordered moves, p95 per move, RSS per
  table; on SQLite and on PostgreSQL; two processes on disjoint shards over one PostgreSQL;
  and the same 200 tables moving back to back through discord.py on SimCord (/move and button
  presses, Delivery and the render pool): p50/p95/max per press, database round trips and
  table-row reads per press (tests/bench/presses.py; `python -m tests.bench presses [tables=N]
  [moves=N] [profile]` runs only it) (`python -m tests.bench scale` runs only these)
- 50 hints asked at once: answered or told the wait, each answer against the budget plus its
  queueing, the event loop's longest pause, an AI seat's move among them (`python -m tests.bench hints`)
- what a served guild costs in memory (`python -m tests.bench guilds [N]`)
- the share of quiet moves per game (those `/game undo` may take back) and what judging one
  costs (`python -m tests.bench quiet [game…] [games=N]`)
- the store alone on SQLite (`python -m tests.bench store`): moves/s without renders (200 tables
  through the table service, nothing drawn or sent), the round trips to the database's threads
  per move, and how often a slow commit (25 ms each, two tables, 40 moves) held the event loop
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import renders
from engine import registry
from engine.core import Rng

from tests.threadless import no_threads

from .guilds import bench_guilds
from .pace import bench_pace
from .tables import two_seat_tables

GAMES = [name for name in registry.names()]


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def random_game(game, players, seed, record=None):
    state = game.setup([str(1000 + i) for i in range(players)], seed)
    rnd = random.Random(seed)
    moves = 0
    while game.outcome(state) is None and moves < 5000:
        seat = rnd.choice(game.to_act(state))
        t = time.perf_counter()
        action = rnd.choice(game.legal_actions(state, seat)).id
        game.apply(state, seat, action)
        if record is not None:
            record.append(time.perf_counter() - t)
        moves += 1
    return state, moves


def ai_game(game, players, seed):
    state = game.setup([f"ai:{i}" for i in range(players)], seed)
    rng = Rng(seed)
    moves = 0
    while game.outcome(state) is None and moves < 5000:
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
        moves += 1
    return state, moves


def steps_per_second(game, games_per_count=8) -> float:
    """Random playouts, as many for each player count: moves played per second."""
    steps, t = 0, time.perf_counter()
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(games_per_count):
            steps += random_game(game, players, seed)[1]
    return steps / (time.perf_counter() - t)


def bench_engine():
    print("## engine")
    for name in GAMES:
        print(f"{name}: random playouts {steps_per_second(registry.get(name)):,.0f} steps/s")
    for name in GAMES:
        game = registry.get(name)
        times: list[float] = []
        for seed in range(20):
            random_game(game, game.max_players if seed % 2 else game.min_players, seed, times)
        print(f"{name}: legal_actions+apply median {statistics.median(times) * 1e6:.0f} µs, "
              f"p95 {pct(times, 0.95) * 1e6:.0f} µs over {len(times)} moves")
        for players in range(game.min_players, game.max_players + 1):
            durations, lengths = [], []
            for seed in range(5):
                t = time.perf_counter()
                _, moves = ai_game(game, players, seed)
                durations.append(time.perf_counter() - t)
                lengths.append(moves)
            print(f"{name}: full AI game, {players} players: median {statistics.median(durations) * 1000:.0f} ms, "
                  f"max {max(durations) * 1000:.0f} ms, {statistics.median(lengths):.0f} moves")


def bench_renders():
    print("## renders")
    for name in GAMES:
        game = registry.get(name)
        views = []
        for seed in range(4):
            state = game.setup([str(1000 + i) for i in range(game.max_players)], seed)
            rnd = random.Random(seed)
            for step in range(60):
                if game.outcome(state) is not None:
                    break
                if step % 6 == 0:  # the channel's pictures: the public view and the public choices
                    choices = [(a.id, "", a.at) for s in game.to_act(state) for a in game.legal_actions(state, s)
                               if not a.secret]
                    views.append((game.view(state, None), choices))
                seat = rnd.choice(game.to_act(state))
                game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
        times, sizes = [], []
        for view, choices in views:
            t = time.perf_counter()
            drawn = renders.draw(name, view, choices)  # the board and its focus, as the bot draws them
            times.append(time.perf_counter() - t)
            sizes.append(len(drawn.board) + len(drawn.focus or b""))
        print(f"{name}: board + focus render median {statistics.median(times) * 1000:.1f} ms, p95 {pct(times, 0.95) * 1000:.1f} ms; "
              f"PNG median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB ({len(views)} boards)")


async def bench_simcord(moves_wanted=150):
    import simcord

    from bot import workers
    from bot.app import create_bot

    workers.configure(0)  # drawn in a thread here: SimCord settles on it (the scale bench measures the workers)
    print("## /move through SimCord")
    with tempfile.TemporaryDirectory() as tmp:
        bot = create_bot(database=Path(tmp) / "bench.sqlite3")
        async with simcord.run(bot) as env:
            guild = no_threads(env, env.create_guild())
            channel = guild.create_text_channel("bench")
            alice = guild.add_member(env.create_user("alice"))
            bob = guild.add_member(env.create_user("bob"))
            await alice.slash(channel, "game new", game="portroyal")
            await bob.slash(channel, "game join")
            await alice.slash(channel, "game start")
            members = {str(alice.id): alice, str(bob.id): bob}
            rnd = random.Random(7)
            times = []
            for _ in range(moves_wanted):
                row = await bot.tables.store.playing_in(channel.id)
                if row is None:
                    break
                game, state = bot.tables.state_of(row)
                seat = game.to_act(state)[0]
                action = rnd.choice(game.legal_actions(state, seat)).id
                t = time.perf_counter()
                await members[seat].slash(channel, "move", action=action)
                times.append(time.perf_counter() - t)
            await bot.close_storage()
    print(f"/move committed and answered (board rendered and posted): p50 {statistics.median(times) * 1000:.0f} ms, "
          f"p95 {pct(times, 0.95) * 1000:.0f} ms over {len(times)} moves")


async def bench_settle(step: float | None, rounds: int = 30) -> dict[str, float]:
    """Median ms of an echo command, autocomplete of /move and /move through SimCord, with
    SimCord's settle polled every `step` seconds (None: its default)."""
    import discord
    import simcord
    from simcord.env import Env

    from bot import workers
    from bot.app import create_bot
    from tests import settle

    before = Env._settle_internal
    Env._settle_internal = getattr(before, "__wrapped__", before)
    if step is not None:
        settle.install(step)
    workers.configure(0)
    times: dict[str, list[float]] = {"echo": [], "autocomplete": [], "/move": []}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            bot = create_bot(database=Path(tmp) / "bench.sqlite3")

            @bot.tree.command(name="echo", description="says it back")
            async def echo(interaction: discord.Interaction, text: str) -> None:
                await interaction.response.send_message(text, ephemeral=True)

            async with simcord.run(bot, strict_sync=False) as env:
                guild = no_threads(env, env.create_guild())
                channel = guild.create_text_channel("bench")
                people = [guild.add_member(env.create_user(n)) for n in ("alice", "bob")]
                await people[0].slash(channel, "game new", game="portroyal")
                await people[1].slash(channel, "game join")
                await people[0].slash(channel, "game start")
                by_seat = {str(m.id): m for m in people}
                rnd = random.Random(3)
                for _ in range(rounds):
                    row = await bot.tables.store.playing_in(channel.id)
                    if row is None:
                        break
                    game, state = bot.tables.state_of(row)
                    seat = game.to_act(state)[0]
                    member = by_seat[seat]
                    for label, call in (
                        ("echo", lambda: member.slash(channel, "echo", text="hi")),
                        ("autocomplete", lambda: member.autocomplete(channel, "move", "action", "")),
                        ("/move", lambda: member.slash(channel, "move", action=rnd.choice(game.legal_actions(state, seat)).id)),
                    ):
                        t = time.perf_counter()
                        await call()
                        times[label].append(time.perf_counter() - t)
                await bot.close_storage()
    finally:
        Env._settle_internal = before
    return {label: statistics.median(values) * 1000 for label, values in times.items()}


def print_settle() -> None:
    print("## /move and autocomplete through SimCord vs a bare echo command (median ms; target <= 3x echo)")
    for step, label in ((None, "SimCord's 50 ms settle step"), (0.002, "the tests' 2 ms step")):
        ms = asyncio.run(bench_settle(step))
        ratios = ", ".join(f"{k} {v:.1f} ms ({v / ms['echo']:.1f}x)" for k, v in ms.items() if k != "echo")
        print(f"{label}: echo {ms['echo']:.1f} ms, {ratios}")


def rss_mb() -> float:
    """This process's resident memory now (Linux), in MB."""
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


async def bench_concurrent_tables(tables=200, moves_each=15, think=(0.0, 0.0), database=None, label="SQLite",
                                  games=("portroyal",)):
    """Many tables at once through the real store and table service, announcing with a render
    (through the bot's render workers). `think`: each player waits a random time in this range
    (seconds) before each move. `database`: a PostgreSQL URL (default: a SQLite file). `games`:
    table n plays games[n % len(games)], with as few players as it takes."""
    from bot import workers
    from bot.service.store import Store
    from bot.service.tables import Tables

    pace = "as fast as possible" if think == (0.0, 0.0) else f"players think {think[0]}–{think[1]} s per move"
    print(f"## {tables} tables ({', '.join(games)}) moving at once, {pace}, {label}, "
          f"{workers.workers()} render workers")
    announced: dict[int, list[int]] = {}
    seen: dict[int, tuple] = {}

    async def announce(update):
        await workers.board(update.game.name, update.game.view(update.state, None), home=update.row.id)
        announced.setdefault(update.row.id, []).append(update.row.version)
        seen[update.row.channel] = update.game, update.state

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(database or Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, limited=False)
        service.listen(announce, speaks=True)
        channels = list(range(1, tables + 1))
        rss_before = rss_mb()
        for ch in channels:
            game = games[ch % len(games)]
            await service.open(guild=1, channel=ch, game=game, host="1", name="a", locale="en",
                               options={"auto_pass": False})  # every logged move is one a player sent
            for seat in range(2, max(2, registry.get(game).min_players) + 1):
                await service.join(ch, str(seat), f"p{seat}")
            await service.start(ch, "1", seed=ch)
        latencies, sent = await play_tables(store, service, channels, moves_each, think, seen)
        wall = latencies.pop()
        lost, reordered = await check_logs(store, channels, sent)
        ordered = all(v == sorted(v) for v in announced.values())
        rss_after = rss_mb()
        await store.close()
    print(f"{len(latencies)} moves in {wall:.1f} s ({len(latencies) / wall:.0f} moves/s); per move p50 "
          f"{statistics.median(latencies) * 1000:.0f} ms, p95 {pct(latencies, 0.95) * 1000:.0f} ms; tables with lost moves: "
          f"{lost}, reordered: {reordered}; announcements in version order: {ordered}; "
          f"RSS {rss_after:.0f} MB, {(rss_after - rss_before) * 1000 / tables:.0f} KB per table")


async def play_tables(store, service, channels, moves_each, think=(0.0, 0.0), seen=None):
    """Each table's two players move in turn as given; returns (latencies + [wall time], sent).
    The players choose from the position last announced at their table (`seen`, channel ->
    (game, state)), as people choose from the board they see: reading the table back from the
    database for them would charge the bot's process for its players' work."""
    latencies: list[float] = []
    sent: dict[int, list[str]] = {}
    seen = {} if seen is None else seen

    async def player(ch):
        rnd = random.Random(ch)
        for _ in range(moves_each):
            if ch not in seen:  # nothing announced here yet (the deal came before the bench listened)
                row = await store.playing_in(ch)
                if row is None:
                    return
                seen[ch] = service.state_of(row)
            game, state = seen[ch]
            if game.outcome(state) is not None:
                return
            seat = game.to_act(state)[0]
            action = rnd.choice(game.legal_actions(state, seat)).id
            await asyncio.sleep(rnd.uniform(*think))
            t = time.perf_counter()
            await service.play(ch, seat, action)
            latencies.append(time.perf_counter() - t)
            sent.setdefault(ch, []).append(action)

    t0 = time.perf_counter()
    await asyncio.gather(*(player(ch) for ch in channels))
    return latencies + [time.perf_counter() - t0], sent


async def check_logs(store, channels, sent) -> tuple[int, int]:
    """Tables whose log lost a sent move, and tables whose log has them out of order."""
    lost = reordered = 0
    for ch in channels:
        row = await store.latest_table(ch)
        logged = [m.action for m in await store.moves(row.id)]
        if len(logged) != len(sent.get(ch, [])):
            lost += 1
        elif logged != sent.get(ch, []):
            reordered += 1
    return lost, reordered


SHARD_COUNT = 4


async def shard_worker(database: str, shards: str, moves_each: int) -> None:
    """One process of the two-process bench: plays every table its shards own, prints JSON."""
    from bot import workers
    from bot.service.shards import parse
    from bot.service.store import Store
    from bot.service.tables import Tables

    seen: dict[int, tuple] = {}

    async def announce(update):
        await workers.board(update.game.name, update.game.view(update.state, None), home=update.row.id)
        seen[update.row.channel] = update.game, update.state

    store = Store(database, parse(str(SHARD_COUNT), shards))
    await store.open()
    service = Tables(store, limited=False)
    service.listen(announce, speaks=True)
    rows = await store.running_tables()
    channels = [r.channel for r in rows]
    latencies, sent = await play_tables(store, service, channels, moves_each, seen=seen)
    wall = latencies.pop()
    print(json.dumps({"tables": channels, "sent": sent, "latencies": latencies, "wall": wall, "rss": rss_mb()}))
    await store.close()


async def bench_two_processes(database: str, tables=400, moves_each=10):
    """Two processes on disjoint shard ranges over one PostgreSQL: every table played by exactly
    one of them, no move lost or reordered."""
    from bot.service.store import Store
    from bot.service.tables import Tables

    print(f"## two processes (shards 0-1 and 2-3 of {SHARD_COUNT}) over one PostgreSQL, {tables} tables")
    setup = Store(database)
    await setup.open()
    service = Tables(setup, limited=False)
    for ch in range(1, tables + 1):
        guild = (ch << 22) | ch  # guild ch lands on shard ch % SHARD_COUNT
        await service.open(guild=guild, channel=ch, game="portroyal", host="1", name="a", locale="en",
                           options={"auto_pass": False})
        await service.join(ch, "2", "b")
        await service.start(ch, "1", seed=ch)
    await setup.close()
    procs = [await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.bench", "shard-worker", database, shards, str(moves_each),
        stdout=asyncio.subprocess.PIPE) for shards in ("0-1", "2-3")]
    results = [json.loads((await p.communicate())[0]) for p in procs]
    handled = [set(r["tables"]) for r in results]
    sent = {int(ch): actions for r in results for ch, actions in r["sent"].items()}
    check = Store(database)
    await check.open()
    lost, reordered = await check_logs(check, list(range(1, tables + 1)), sent)
    await check.close()
    latencies = [x for r in results for x in r["latencies"]]
    wall = max(r["wall"] for r in results)
    print(f"{len(latencies)} moves in {wall:.1f} s ({len(latencies) / wall:.0f} moves/s); per move p50 "
          f"{statistics.median(latencies) * 1000:.0f} ms, p95 {pct(latencies, 0.95) * 1000:.0f} ms; tables per "
          f"process {[len(h) for h in handled]}, handled by both: {len(handled[0] & handled[1])}, by neither: "
          f"{tables - len(handled[0] | handled[1])}; tables with lost moves: {lost}, reordered: {reordered}; "
          "RSS per process " + ", ".join(f"{r['rss']:.0f}" for r in results) + " MB")


async def bench_store(tables=200, moves_each=10):
    """Moves/s without renders on SQLite: the table service and the store alone, every table's
    players moving as fast as they can; and the round trips each move takes to the database's
    threads (aiosqlite calls: 0 while SQLite ran on the loop)."""
    from bot.service.store import Store
    from bot.service.tables import Tables

    seen: dict[int, tuple] = {}

    async def announce(update):  # the players' view of the table, nothing drawn
        seen[update.row.channel] = update.game, update.state

    print(f"## the store alone: {tables} tables moving at once, no renders, SQLite")
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, limited=False)
        service.listen(announce, speaks=True)
        channels = list(range(1, tables + 1))
        await two_seat_tables(service, channels)
        with _round_trips(store) as trips:
            cpu = time.thread_time()  # the event loop's thread only
            latencies, sent = await play_tables(store, service, channels, moves_each, seen=seen)
            cpu = time.thread_time() - cpu
        wall = latencies.pop()
        lost, reordered = await check_logs(store, channels, sent)
        await store.close()
    per_move = {name: count / len(latencies) for name, count in trips.items()}
    print(f"{len(latencies)} moves in {wall:.2f} s: {len(latencies) / wall:.0f} moves/s without renders; per move p50 "
          f"{statistics.median(latencies) * 1000:.1f} ms, p95 {pct(latencies, 0.95) * 1000:.1f} ms; round trips per move "
          + (", ".join(f"{name} {n:.2f}" for name, n in per_move.items()) or "0 (SQLite on the loop)")
          + f"; the loop's CPU per move {cpu * 1000 / len(latencies):.2f} ms; tables with lost moves: {lost}, "
          f"reordered: {reordered}")


class _round_trips:
    """Counts the calls each of the driver's aiosqlite connections takes to its thread."""

    def __init__(self, store) -> None:
        self.driver = store.driver
        self.counts: dict[str, int] = {}
        self._undo = []

    def __enter__(self) -> dict[str, int]:
        for name in ("db", "reader"):
            connection = getattr(self.driver, name, None)
            call = getattr(connection, "_execute", None)
            if call is None or not asyncio.iscoroutinefunction(call):
                continue  # a plain sqlite3 connection: statements run where they are called
            self.counts[name] = 0

            async def counted(fn, *args, _call=call, _name=name, **kwargs):
                self.counts[_name] += 1
                return await _call(fn, *args, **kwargs)

            connection._execute = counted
            self._undo.append(connection)
        return self.counts

    def __exit__(self, *exc) -> None:
        for connection in self._undo:
            del connection._execute


async def bench_slow_commits(stall=0.025, moves=40, tables=2):
    """Every commit stalls `stall` seconds (a slow disk) while two tables play `moves` moves:
    how often a commit held the event loop (it ran on the loop's thread), and the loop's
    longest pause as a 2 ms ticker saw it."""
    import threading

    from bot.service.store import Store
    from bot.service.tables import Tables

    from tests.slowdisk import watch

    print(f"## a slow disk: every commit takes {stall * 1000:.0f} ms, {tables} tables, {moves} moves, SQLite")
    seen: dict[int, tuple] = {}

    async def announce(update):
        seen[update.row.channel] = update.game, update.state

    late: list[float] = []
    ticking = True

    async def ticker():
        while ticking:
            t = time.perf_counter()
            await asyncio.sleep(0.002)
            late.append(time.perf_counter() - t - 0.002)

    loop_thread = threading.get_ident()
    with tempfile.TemporaryDirectory() as tmp, watch() as disk:
        store = Store(Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, limited=False)
        service.listen(announce, speaks=True)
        channels = list(range(1, tables + 1))
        await two_seat_tables(service, channels)
        disk.commit_stall = stall
        tick = asyncio.create_task(ticker())
        latencies, sent = await play_tables(store, service, channels, moves // tables, seen=seen)
        ticking = False
        await tick
        disk.commit_stall = 0.0
        wall = latencies.pop()
        await store.close()
    held = sum(1 for thread, _, _ in disk.stalls if thread == loop_thread)
    print(f"{len(latencies)} moves in {wall:.2f} s, {len(disk.stalls)} slow commits: a slow commit held the loop {held} "
          f"times; the loop's longest pause {max(late) * 1000:.1f} ms, ticks late by more than {stall * 500:.1f} ms: "
          f"{sum(1 for x in late if x > stall / 2)}")


def postgres_for_bench():
    """BENCH_DATABASE (a postgresql:// URL), else a throw-away server like the tests' (None without one)."""
    from tests.postgres import Cluster, server_bin

    if os.environ.get("BENCH_DATABASE"):
        return None, lambda: os.environ["BENCH_DATABASE"]
    bin_dir = server_bin()
    if bin_dir is None:
        return None, None
    cluster = Cluster(bin_dir).start()
    return cluster, cluster.new_database


def main() -> int:
    """`python -m tests.bench` runs everything; `python -m tests.bench channel tobago [decisions=120]` the
    people-by-buttons part for one game (stopped after that many decisions, MB per game scaled)."""
    if len(sys.argv) > 1 and sys.argv[1] == "channel":  # channel [game…] [decisions=N]
        cap = [int(a.split("=")[1]) for a in sys.argv[2:] if a.startswith("decisions=")]
        names = [a for a in sys.argv[2:] if not a.startswith("decisions=")]
        asyncio.run(bench_pace(names or None, decisions=cap[0] if cap else 3000))
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "shard-worker":
        asyncio.run(shard_worker(sys.argv[2], sys.argv[3], int(sys.argv[4])))
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "thinking":
        from .thinking import bench_thinking

        bench_thinking()
        sys.exit(0)
    if len(sys.argv) > 1 and sys.argv[1] == "settle":
        print_settle()
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "scale":
        bench_scale()
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "store":
        asyncio.run(bench_store())
        asyncio.run(bench_slow_commits())
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "presses":  # presses [tables=N] [moves=N] [profile]
        from tests.bench import presses

        presses.main(sys.argv[2:])
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "guilds":
        asyncio.run(bench_guilds(int(sys.argv[2]) if len(sys.argv) > 2 else 500))
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "quiet":  # quiet [game…] [games=N]
        from tests.bench import quiet

        quiet.main(sys.argv[2:])
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "hints":  # hints [count=N] [budget=S]
        from tests.bench import hints

        hints.main(sys.argv[2:])
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "ai":  # ai [game…] [games=N] [budget=S] [procs=P]
        from tests.bench import ai

        ai.main(sys.argv[2:])
        return 0
    if len(sys.argv) > 1 and sys.argv[1] == "steps":
        for name in sys.argv[2:] or GAMES:
            print(f"{name}: random playouts {steps_per_second(registry.get(name)):,.0f} steps/s")
        return 0
    print(f"# Treasure Table benchmark (python {sys.version.split()[0]})")
    bench_engine()
    bench_renders()
    asyncio.run(bench_simcord())
    print_settle()
    asyncio.run(bench_pace())
    bench_scale()
    asyncio.run(bench_store())
    asyncio.run(bench_slow_commits())
    asyncio.run(bench_guilds())
    return 0


def bench_scale():
    """`python -m tests.bench scale`: the many-tables figures, SQLite then PostgreSQL."""
    from bot import workers

    workers.configure(None)  # RENDER_WORKERS, else one worker per CPU
    asyncio.run(bench_concurrent_tables(moves_each=10))
    asyncio.run(bench_concurrent_tables(moves_each=10, think=(1.5, 4.5)))
    asyncio.run(bench_concurrent_tables(moves_each=10, games=tuple(GAMES)))
    from tests.bench.presses import bench_presses

    asyncio.run(bench_presses())
    cluster, new_database = postgres_for_bench()
    if new_database is None:
        print("## PostgreSQL figures skipped: install the server (apt-get install postgresql) or set BENCH_DATABASE")
        return
    try:
        asyncio.run(bench_concurrent_tables(moves_each=10, database=new_database(), label="PostgreSQL"))
        asyncio.run(bench_concurrent_tables(moves_each=10, think=(1.5, 4.5), database=new_database(),
                                            label="PostgreSQL"))
        asyncio.run(bench_two_processes(new_database()))
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
