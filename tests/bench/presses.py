"""`python -m tests.bench presses [tables=200] [moves=10] [profile]`: many tables moving back to
back in one process through discord.py on SimCord: slash `/move` and button presses, Delivery
and the render pool included.

SimCord's own operations (`member.click`, `member.slash`) wait until the whole bot is idle and
refuse to overlap, so the players here send their interactions the way SimCord does underneath
(an INTERACTION_CREATE on its gateway) without waiting for the rest of the bot. A press is done
when discord.py's task for it ends (the command's or the button's callback returned: its last
message is sent); its latency runs from the interaction sent to then.

Counted: the round trips to the database's threads (aiosqlite calls) and the reads of a table
row (`SELECT * FROM tables`), per press over the whole run (a /move whose announcement waits for
room in its channel's window makes one fewer: it is marked said later), and exactly per press
kind in a first pass over one table alone at a press every 1.1 s; where the time of a press goes
(awaiting the database, awaiting a render, the rest); with `profile`, the event loop's CPU by
whose code it is (discord.py and SimCord, the database's client side, rendering, our glue).
"""

from __future__ import annotations

import asyncio
import cProfile
import os
import pstats
import random
import statistics
import tempfile
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

from tests.threadless import no_threads

ROW_READ = "SELECT * FROM tables"


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


class Counts:
    """Round trips to the database's threads and table-row reads, in total and per press."""

    def __init__(self) -> None:
        self.trips = 0
        self.row_reads = 0
        self.db_wait = 0.0  # seconds awaited on the database (summed over every task)
        self.render_wait = 0.0


@contextmanager
def counting(store, counts: Counts):
    """Wrap the SQLite driver's connections (each call to its thread: one round trip) and its
    reads (a `SELECT * FROM tables`: one row read, alone or among several read in one round
    trip). Undone on leaving; nothing stays in the bot."""
    import aiosqlite  # noqa: F401 - the driver's

    driver = store.driver
    undo = []
    for name in ("db", "reader"):
        connection = getattr(driver, name, None)
        call = connection._execute

        async def counted(fn, *args, _call=call, **kwargs):
            counts.trips += 1
            started = time.perf_counter()
            try:
                return await _call(fn, *args, **kwargs)
            finally:
                counts.db_wait += time.perf_counter() - started

        connection._execute = counted
        undo.append((connection, "_execute"))
    for name in ("one", "all"):
        real = getattr(driver, name)

        async def read(sql, params=(), _real=real):
            if sql.startswith(ROW_READ):
                counts.row_reads += 1
            return await _real(sql, params)

        setattr(driver, name, read)
        undo.append((driver, name))
    if hasattr(driver, "reads"):  # several reads in one round trip
        real_reads = driver.reads

        async def reads(queries):
            counts.row_reads += sum(q.sql.startswith(ROW_READ) for q in queries)
            return await real_reads(queries)

        driver.reads = reads
        undo.append((driver, "reads"))
    try:
        yield counts
    finally:
        for target, name in undo:
            delattr(target, name)


@contextmanager
def render_timed(counts: Counts):
    """The time awaited on the render workers (the boards' PNGs, with their focus pictures)."""
    from bot import workers

    reals = {name: getattr(workers, name) for name in ("board", "drawing")}

    def timed(real):
        async def rendering(*args, **kwargs):
            started = time.perf_counter()
            try:
                return await real(*args, **kwargs)
            finally:
                counts.render_wait += time.perf_counter() - started
        return rendering

    for name, real in reals.items():
        setattr(workers, name, timed(real))
    try:
        yield
    finally:
        for name, real in reals.items():
            setattr(workers, name, real)


@contextmanager
def press_endings(done: dict[int, asyncio.Future]):
    """Resolve `done[interaction id]` when discord.py's task for that interaction ends: the
    command tree's call (slash commands) or a dynamic item's (our buttons and menus)."""
    from discord.app_commands import CommandTree
    from discord.ui.view import ViewStore

    tree_call, item_call = CommandTree._call, ViewStore.schedule_dynamic_item_call

    def ended(interaction) -> None:
        future = done.pop(interaction.id, None)
        if future is not None and not future.done():
            future.set_result(time.perf_counter())

    async def call(self, interaction):
        try:
            return await tree_call(self, interaction)
        finally:
            ended(interaction)

    async def item(self, component_type, factory, interaction, *args, **kwargs):
        try:
            return await item_call(self, component_type, factory, interaction, *args, **kwargs)
        finally:
            ended(interaction)

    CommandTree._call, ViewStore.schedule_dynamic_item_call = call, item
    try:
        yield
    finally:
        CommandTree._call, ViewStore.schedule_dynamic_item_call = tree_call, item_call


@contextmanager
def real_clock():
    """The bot's `time.monotonic` is the machine's while the players play: SimCord stands it still
    between its own steps (its virtual clock), and the players here never step it, so the bot
    would see a second never pass (every channel's window full, every second press a double tap)."""
    from simcord import _dpy_internals

    virtual = time.monotonic
    time.monotonic = _dpy_internals.real_monotonic
    try:
        yield
    finally:
        time.monotonic = virtual


class Players:
    """Sends interactions as SimCord would, without waiting for the bot to be idle."""

    def __init__(self, env, guild) -> None:
        self.env, self.guild = env, guild
        self.done: dict[int, asyncio.Future] = {}
        self._move = None

    def _emit(self, kind: int, channel_id: int, user_id: int, data: dict, message=None) -> asyncio.Future:
        from simcord import interactions
        from simcord.backend import serializers

        backend = self.env.backend
        record, payload = interactions.base_payload(backend, type=kind, channel_id=channel_id,
                                                    guild_id=self.guild.id, user_id=user_id, data=data)
        if message is not None:
            payload["message"] = dict(serializers.message_payload(backend, message))
            record.source_message_id = message.id
        future = asyncio.get_running_loop().create_future()
        self.done[int(payload["id"])] = future
        self.env._notify_dispatch_observers(record)
        backend.emit("INTERACTION_CREATE", payload)
        return future

    def slash_move(self, channel_id: int, user_id: int, action: str) -> asyncio.Future:
        if self._move is None:
            self._move = self.env.backend.find_command("move", self.guild.id, type=1)
        root = self._move
        data = {"id": root["id"], "name": "move", "type": 1,
                "options": [{"name": "action", "type": 3, "value": action}]}
        if root.get("guild_id"):
            data["guild_id"] = root["guild_id"]
        return self._emit(2, channel_id, user_id, data)

    def click(self, message, user_id: int, custom_id: str) -> asyncio.Future:
        return self._emit(3, message.channel_id, user_id, {"custom_id": custom_id, "component_type": 2}, message)


def buttons_of(message) -> list[str]:
    """The custom ids of a stored message's buttons, however deep its layout nests them."""
    found = []

    def walk(items):
        for c in items or []:
            if isinstance(c, dict):
                if c.get("type") == 2 and c.get("custom_id"):
                    found.append(c["custom_id"])
                walk(c.get("components"))
                if isinstance(c.get("accessory"), dict):
                    walk([c["accessory"]])
    walk(message.components)
    return found


async def bench_presses(tables: int = 200, moves_each: int = 10, profile: bool = False,
                        serial_moves: int = 12) -> dict:
    """Returns the figures (and prints them)."""
    import simcord

    from bot import workers
    from bot.app import create_bot

    workers.configure(None)  # the render pool, as the bot runs it (RENDER_WORKERS, else one per CPU)
    print(f"## {tables} tables moving back to back through discord.py on SimCord (/move and buttons), SQLite, "
          f"{workers.workers()} render workers; load average before {os.getloadavg()[0]:.1f}")
    counts = Counts()
    seen: dict[int, tuple] = {}  # table id -> (game, state, version, prompt message id), as announced

    async def heard(update):
        seen[update.row.id] = (update.game, update.state, update.row.version, update.row.prompt_message)

    with tempfile.TemporaryDirectory() as tmp:
        bot = create_bot(database=Path(tmp) / "bench.sqlite3")
        bot.tables.limited = False  # hundreds of tables in one server
        bot.tables.listen(heard)  # after Delivery: the prompt it posted is on the row
        async with simcord.run(bot) as env:
            guild = no_threads(env, env.create_guild())
            players = Players(env, guild)
            channels, people = [], {}
            for n in range(tables + 1):  # table 0: the serial pass
                channel = guild.create_text_channel(f"t{n}")
                pair = [guild.add_member(env.create_user(f"p{n}a")), guild.add_member(env.create_user(f"p{n}b"))]
                channels.append(channel)
                people[channel.id] = pair
            await env.advance_time(0)
            ids = {}
            for channel in channels:
                a, b = people[channel.id]
                row = await bot.tables.open(guild=guild.id, channel=channel.id, game="portroyal", host=str(a.id),
                                            name="a", locale="en", options={"auto_pass": False})
                await bot.tables.join(channel.id, str(b.id), "b")
                await bot.tables.start(channel.id, str(a.id), seed=channel.id)
                ids[channel.id] = row.id
            last_click: dict[tuple[int, int], float] = {}
            kinds: Counter = Counter()
            refused: Counter = Counter()

            async def player(channel, moves: int, latencies: list, rnd: random.Random, serial: dict | None = None,
                             pace: float = 0.0):
                table = ids[channel.id]
                by_seat = {str(m.id): m for m in people[channel.id]}
                for k in range(moves):
                    await asyncio.sleep(pace)
                    if table not in seen:
                        return
                    game, state, version, prompt_id = seen[table]
                    if game.outcome(state) is not None:
                        return
                    seat = game.to_act(state)[0]
                    action = rnd.choice(game.legal_actions(state, seat))
                    user = by_seat[seat].id
                    kind, future = "/move", None
                    if k % 2 and prompt_id:
                        message = env.backend.get_message(channel.id, prompt_id)
                        custom_ids = [c for c in buttons_of(message) if c.startswith(f"tt:a:{table}:{version}:")]
                        # a person's second press on one message within a second is a slip (ignored):
                        # a second since their last press there ended is surely a second since it began
                        if custom_ids and time.perf_counter() - last_click.get((prompt_id, user), -9.0) > 1.05:
                            wanted = f"tt:a:{table}:{version}:{action.id}"
                            custom_id = wanted if wanted in custom_ids else rnd.choice(custom_ids)
                            kind = "button"
                    before = (counts.trips, counts.row_reads)
                    started = time.perf_counter()
                    if kind == "button":
                        future = players.click(message, user, custom_id)
                    else:
                        future = players.slash_move(channel.id, user, action.id)
                    ended = await asyncio.wait_for(future, 30)
                    latencies.append(ended - started)
                    if kind == "button":
                        last_click[(prompt_id, user)] = ended
                    kinds[kind] += 1
                    if seen[table][2] == version:
                        refused[kind] += 1
                    if serial is not None:
                        serial.setdefault(kind, []).append((counts.trips - before[0], counts.row_reads - before[1]))

            with real_clock(), press_endings(players.done), counting(bot.tables.store, counts), render_timed(counts):
                # 1. one table alone, a press every 1.1 s (the channel's window has room: each speaks at
                # once, and a button may follow a button): exact counts per press
                serial: dict[str, list] = {}
                await player(channels[0], serial_moves, [], random.Random(0), serial, pace=1.1)
                kinds.clear()
                refused.clear()
                await asyncio.sleep(1.5)  # its deferred writes out of the way
                # 2. every other table at once
                counts.__init__()
                latencies: list[float] = []
                profiler = cProfile.Profile() if profile else None
                if profiler:
                    profiler.enable()
                cpu, t0 = time.thread_time(), time.perf_counter()
                await asyncio.gather(*(player(ch, moves_each, latencies, random.Random(ch.id)) for ch in channels[1:]))
                wall, cpu = time.perf_counter() - t0, time.thread_time() - cpu
                if profiler:
                    profiler.disable()
                trips, reads, db_wait, render_wait = counts.trips, counts.row_reads, counts.db_wait, counts.render_wait
            lost = 0
            for channel in channels[1:]:
                row = await bot.tables.store.latest_table(channel.id)
                lost += row.version != seen[ids[channel.id]][2]
            await bot.close_storage()
    n = len(latencies)
    per_kind = {kind: (statistics.mean(t for t, _ in v), statistics.mean(r for _, r in v), len(v))
                for kind, v in serial.items()}
    result = {"moves": n, "wall": wall, "per_s": n / wall, "p50": statistics.median(latencies),
              "p95": pct(latencies, 0.95), "max": max(latencies), "trips": trips / n, "reads": reads / n,
              "serial": per_kind, "refused": dict(refused), "kinds": dict(kinds), "cpu": cpu / n,
              "db_wait": db_wait / n, "render_wait": render_wait / n, "lost": lost}
    print(f"one table alone, a press every 1.1 s: " + "; ".join(
        f"{kind} {t:.2f} round trips, {r:.2f} row reads per press ({count} presses)"
        for kind, (t, r, count) in sorted(per_kind.items())))
    print(f"{n} presses ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}; refused: "
          f"{dict(refused) or 'none'}) in {wall:.1f} s ({n / wall:.0f} presses/s); per press p50 "
          f"{result['p50'] * 1000:.0f} ms, p95 {result['p95'] * 1000:.0f} ms, max {result['max'] * 1000:.0f} ms; "
          f"round trips per press {trips / n:.2f}, row reads {reads / n:.2f}; the loop's CPU per press "
          f"{cpu * 1000 / n:.2f} ms; awaited per press: database {db_wait * 1000 / n:.1f} ms (summed over its "
          f"calls), render {render_wait * 1000 / n:.1f} ms; tables whose last move was not announced: {lost}; "
          f"load average after {os.getloadavg()[0]:.1f}")
    if profiler:
        split = profile_split(profiler)
        total = sum(split.values())
        result["profile"] = split
        print("the loop's CPU by whose code it is: " + ", ".join(
            f"{k} {v / total:.0%} ({v * 1000 / n:.2f} ms/press)" for k, v in split.items()))
    return result


def profile_split(profiler: cProfile.Profile) -> dict[str, float]:
    """Own time (tottime) of every function, summed by whose code it is; the standard library's
    and built-in functions' time goes to whoever called them (json for SimCord is SimCord's)."""
    stats = pstats.Stats(profiler).stats
    memo: dict = {}
    active: set = set()

    def shares(func, depth=0) -> dict[str, float]:
        """How `func`'s time divides among the categories (fractions summing to 1)."""
        if func in memo:
            return memo[func]
        whose = _whose(func[0])
        if whose is not None or depth > 12 or not stats.get(func, (0, 0, 0, 0, {}))[4]:
            memo[func] = {whose or "other": 1.0}
            return memo[func]
        active.add(func)
        callers = {c: v for c, v in stats[func][4].items() if c not in active}  # a recursion: its outer callers
        total = sum(v[2] for v in callers.values()) or 1.0
        out: Counter = Counter()
        for caller, v in callers.items():
            for k, f in shares(caller, depth + 1).items():
                out[k] += f * (v[2] or total / len(callers)) / total
        active.discard(func)
        norm = sum(out.values())
        found = {k: f / norm for k, f in out.items()} if norm else {}  # {}: only reached through itself
        if len(callers) == len(stats[func][4]):  # seen whole, not from inside its own recursion
            memo[func] = found
        return found

    split: Counter = Counter()
    for func, (_, _, tottime, _, _) in stats.items():
        for k, f in (shares(func) or {"other": 1.0}).items():
            split[k] += tottime * f
    return dict(split.most_common())


def _whose(filename: str) -> str | None:
    """Whose code a file is; None for the standard library and built-ins (their callers' then)."""
    f = filename.replace("\\", "/")
    if "/bot/service/db/" in f or "aiosqlite" in f or "/sqlite3/" in f or "/bot/service/store" in f or "asyncpg" in f:
        return "database"
    if "/renders/" in f or "/bot/workers" in f or "/PIL/" in f:
        return "rendering"
    if "/simcord/" in f:
        return "dispatch (SimCord)"
    if "/discord/" in f or "/aiohttp/" in f or "/yarl/" in f or "/multidict/" in f:
        return "dispatch (discord.py)"
    if "/engine/" in f:
        return "engine"
    if "/bot/" in f or "/fluent/" in f or "/babel/" in f:
        return "our glue"
    if "/tests/" in f:
        return "the bench's players"
    if "/asyncio/" in f or f.endswith("selectors.py"):
        return "event loop"
    return None


def main(args: list[str]) -> None:
    tables = next((int(a.split("=")[1]) for a in args if a.startswith("tables=")), 200)
    moves = next((int(a.split("=")[1]) for a in args if a.startswith("moves=")), 10)
    asyncio.run(bench_presses(tables, moves, profile="profile" in args))
