"""Several processes over one PostgreSQL database, each owning some shards: each serves only
its shards' guilds (tables, timers, recovery), and no shard is ever served twice."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest
import simcord

from bot.app import create_bot
from bot.service.db import postgres
from bot.service.shards import Shards, parse, shard_of
from bot.service.store import DatabaseBusy, Store
from bot.service.tables import Tables
from tests.bot.conftest import World, answer, dm_texts
from tests.threadless import no_threads

ROOT = Path(__file__).resolve().parents[2]
HOUR = 3600


def test_shard_settings_and_discords_formula():
    assert parse("", "") is None
    assert parse("8", "0-2,5") == Shards(8, (0, 1, 2, 5))
    assert parse("4", "") == Shards(4, (0, 1, 2, 3))
    with pytest.raises(ValueError):
        parse("4", "3-4")
    guild = 41771983423143937  # Discord's documentation example: shard 1 of 2... (id >> 22) % n
    assert shard_of(guild, 2) == (guild >> 22) % 2
    assert Shards(2, (shard_of(guild, 2),)).owns(guild) and not Shards(2, (1 - shard_of(guild, 2),)).owns(guild)


@pytest.fixture
def pg_url(postgres_cluster):
    return postgres_cluster.new_database()


async def test_a_shard_is_leased_to_one_process_and_others_are_welcome(pg_url):
    first, second = Store(pg_url, Shards(4, (0, 1))), Store(pg_url, Shards(4, (2, 3)))
    await first.open()
    await second.open()  # other shards: welcome
    with pytest.raises(DatabaseBusy, match=r"already serves shards 1, 2 of 4"):
        await Store(pg_url, Shards(4, (1, 2))).open()
    with pytest.raises(DatabaseBusy, match="SHARD_COUNT=4"):
        await Store(pg_url, Shards(8, (4,))).open()
    with pytest.raises(DatabaseBusy):
        await Store(pg_url).open()  # unsharded means every shard
    await first.close()
    again = Store(pg_url, Shards(4, (0, 1)))
    await again.open()  # the lease ends with its process
    await again.close()
    await second.close()


def test_a_second_process_on_the_same_shards_refuses_to_start(pg_url):
    store_env = {**os.environ, "DATABASE": pg_url, "SHARD_COUNT": "2", "SHARDS": "0-1"}

    holder = subprocess.Popen(
        [sys.executable, "-c", "import asyncio, sys\nfrom bot.service.store import Store\nfrom bot.service.shards import Shards\n"
         "async def main():\n s = Store(sys.argv[1], Shards(2, (1,)))\n await s.open()\n print('ready', flush=True)\n"
         " sys.stdin.read()\nasyncio.run(main())", pg_url],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "ready"
        env = {**store_env, "DISCORD_TOKEN": "not-a-real-token", "PYTHONPATH": str(ROOT)}
        proc = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=60)
        assert proc.returncode == 2
        assert "already serves shard 1 of 2" in proc.stderr and "other SHARDS" in proc.stderr
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)


async def open_highcard(world, people):
    host, *others = people
    await host.slash(world.channel, "game new", game="highcard", options="reminder=1")
    for member in others:
        await member.slash(world.channel, "game join")
    result = await host.slash(world.channel, "game start")
    assert result.ephemeral, answer(result)
    return await world.table()


async def test_two_processes_on_disjoint_shards_each_serve_only_their_guilds(pg_url):
    """A bot owning shard 0 of 2, and beside it on the same database another process owning
    shard 1 (its store and table service; SimCord runs one Discord per event loop): the bot
    lists, reminds and resumes only its own guilds' tables."""
    other = Store(pg_url, Shards(2, (1,)))
    await other.open()
    service = Tables(other)
    theirs = (12345 << 22) | 7  # a guild on shard 1
    await service.open(guild=theirs, channel=99, game="highcard", host="1", name="a", locale="en",
                       options={"reminder": 1})
    await service.join(99, "2", "b")
    their_row = (await service.start(99, "1", seed=3)).row
    await service.timer_book.set_timer(their_row.id, "1", "remind", 0.0, {"count": 1})  # due long ago
    await service.said.set_announced(their_row.id, 0, None)  # never announced: a restart would say it again

    bot = create_bot(database=pg_url, shards=Shards(2, (0,)))
    async with simcord.run(bot) as env:
        world = World(env)
        world.guild = no_threads(env, env.create_guild(shard_id=0))
        world.channel = world.guild.create_text_channel("games")
        world.members = [world.guild.add_member(env.create_user(n)) for n in ("alice", "bob")]
        row = await open_highcard(world, world.members)
        assert shard_of(row.guild, 2) == 0
        assert [r.id for r in await bot.tables.store.running_tables()] == [row.id]
        assert [r.id for r in await bot.tables.store.to_resume()] == [row.id]  # theirs is unsaid, but not ours to say
        assert (await bot.tables.timer_book.next_timer())["table_id"] == row.id
        await env.advance_time(HOUR + 60)
        assert any(dm_texts(m) for m in world.members)  # its own reminder went out
        assert [(t["kind"], t["args"]) for t in await service.timer_book.timers_of(their_row.id)] == [("remind", {"count": 1})]  # untouched
        await bot.close_storage()
        await env.restart_bot(create_bot(database=pg_url, shards=Shards(2, (0,))))
        assert (await other.table(their_row.id)).announced == 0  # not resumed by this process
        await env.bot.close_storage()
    await other.close()


async def _holder(admin, shard: int) -> int | None:
    """The server pid of the session holding shard `shard`'s lease in this database, if any (the
    other tests' databases on the same server have leases of their own)."""
    return await admin.fetchval(
        "SELECT pid FROM pg_locks WHERE locktype='advisory' AND granted AND classid=$1::bigint::oid"
        " AND objid=$2::bigint::oid AND objsubid=2"
        " AND database=(SELECT oid FROM pg_database WHERE datname=current_database())", postgres.LEASE, shard)


async def _eventually(check, seconds: float = 10.0) -> None:
    """`check` comes true (looked at every 20 ms: the keeper runs on its own thread, on the wall clock)."""
    for _ in range(int(seconds / 0.02)):
        if await check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("never happened")


@pytest.fixture
def quick_leases(monkeypatch):
    """The lease keeper's heartbeat and its waits before taking leases back, in tenths of a second."""
    monkeypatch.setattr(postgres, "HEARTBEAT", 0.2)
    monkeypatch.setattr(postgres, "RETAKE", (0.05, 0.1))


async def test_a_dropped_lease_connection_is_taken_back_at_once(pg_url, quick_leases):
    store = Store(pg_url, Shards(2, (0,)))
    await store.open()
    admin = await asyncpg.connect(pg_url)
    try:
        dropped = await _holder(admin, 0)
        assert dropped is not None
        await admin.execute("SELECT pg_terminate_backend($1, 5000)", dropped)  # a server restart, a cut, an idle timeout

        async def held_again():
            return await _holder(admin, 0) not in (None, dropped)
        await _eventually(held_again)
        with pytest.raises(DatabaseBusy, match="already serves shard 0 of 2"):
            await Store(pg_url, Shards(2, (0,))).open()  # still ours: nobody else may serve it
    finally:
        await admin.close()
        await store.close()
    admin = await asyncpg.connect(pg_url)
    try:
        async def free():  # let go when the store closes (once the server has ended that session)
            return await _holder(admin, 0) is None
        await _eventually(free)
    finally:
        await admin.close()


async def test_a_bot_whose_shards_went_to_another_process_stops(pg_url, quick_leases):
    bot = create_bot(database=pg_url, shards=Shards(2, (0, 1)))
    async with simcord.run(bot):
        rival = await asyncpg.connect(pg_url)
        try:
            # the rival is surely first: it holds the lock every taker of leases queues on (SERIAL)
            # while it cuts the bot's lease connection and takes shard 1
            await rival.execute("SELECT pg_advisory_lock($1, 0)", postgres.SERIAL)
            await rival.execute("SELECT pg_terminate_backend($1, 5000)", await _holder(rival, 1))  # gone when it returns
            assert await rival.fetchval("SELECT pg_try_advisory_lock($1, 1)", postgres.LEASE)
            await rival.execute("SELECT pg_advisory_unlock($1, 0)", postgres.SERIAL)

            async def closed():
                return bot.is_closed()
            await _eventually(closed)
            assert "already serves shard 1 of 2" in bot.lost_database
        finally:
            await rival.close()
