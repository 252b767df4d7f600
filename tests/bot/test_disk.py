"""The database seen from the event loop: SQLite never runs on the loop's thread, a slow disk
stalls one commit and nothing else, and a database held busy by someone else says so in time.

SQLite is watched from inside (tests/slowdisk.py wraps `sqlite3.connect`), so these tests see
what any driver does, not what this one claims to do.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time

import asyncpg
import pytest
import pytest_asyncio

from bot.app import create_bot
from bot.text import Words, locales
from tests.bot.conftest import answer, open_table
from tests.slowdisk import watch

BUSY = "The table is busy: nothing was changed."
BUG = "Something went wrong"


@pytest.fixture
def disk():
    with watch() as seen:
        yield seen


@pytest_asyncio.fixture
async def simcord_bot(db_path, disk):
    """The bot, its SQLite connections watched from the moment it opens them."""
    bot = create_bot(database=db_path)
    yield bot
    await bot.close_storage()


async def a_move(world, member):
    """`member`'s first legal High Card move at the world's table, through /move."""
    row = await world.table()
    game, state = world.state(row)
    action = game.legal_actions(state, str(member.id))[0].id
    return await member.slash(world.channel, "move", action=action)


async def test_no_sqlite_statement_runs_on_the_event_loops_thread(world, disk):
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    for _ in range(3):  # a whole game: three rounds of two secret cards
        for member in (alice, bob):
            result = await a_move(world, member)
            assert result.ephemeral and "⚠️" not in answer(result), answer(result)
    row = await world.table()
    assert row.status == "over"
    assert len(disk.statements) > 20 and disk.on_thread(threading.get_ident()) == []


async def test_a_slow_commit_at_one_table_holds_neither_the_loop_nor_another_tables_read(world, disk):
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    first = await world.table()
    loop = asyncio.get_running_loop()
    reads: list[tuple[float, float]] = []  # (asked, answered): another table's row, asked from outside the loop
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            asked = time.perf_counter()
            asyncio.run_coroutine_threadsafe(world.bot.tables.store.table(first.id), loop).result(timeout=5)
            reads.append((asked, time.perf_counter()))
            time.sleep(0.01)

    disk.commit_stall = 0.3
    prober = threading.Thread(target=reader, daemon=True)
    prober.start()
    try:
        result = await a_move(world, alice)
    finally:
        stop.set()
        await asyncio.to_thread(prober.join, 5)
        disk.commit_stall = 0.0
    assert result.ephemeral and "⚠️" not in answer(result), answer(result)
    _, start, end = disk.stalls[0]  # the move's commit
    during = [(asked, answered) for asked, answered in reads if start <= asked and answered <= end]
    assert len(during) >= 5, (reads, start, end)  # read again and again while the commit stalled
    assert max(answered - asked for asked, answered in during) < 0.15


async def busy_move(world, member, caplog):
    """A move while the database is held elsewhere: its answer, and how long it took."""
    t = time.perf_counter()
    with caplog.at_level(logging.WARNING):
        result = await a_move(world, member)
    return result, time.perf_counter() - t


async def test_a_move_while_another_process_holds_sqlites_write_lock_is_answered_busy_in_time(world, db_path, caplog):
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    before = await world.table()
    other = sqlite3.connect(db_path, isolation_level=None)  # a backup, a second tool
    other.execute("BEGIN IMMEDIATE")
    try:
        result, waited = await busy_move(world, alice, caplog)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert BUSY in answer(result) and BUG not in answer(result) and 1.5 < waited < 3.0
    after = await world.table()
    assert (after.version, after.state) == (before.version, before.state)
    assert "database is locked" in caplog.text
    result = await a_move(world, alice)  # the lock gone, the same move plays
    assert "⚠️" not in answer(result) and (await world.table()).version == before.version + 1


@pytest.mark.parametrize("database", ["postgresql"], indirect=True)
async def test_a_move_while_another_connection_holds_the_tables_row_on_postgresql_is_answered_busy_in_time(
        world, db_path, caplog):
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    before = await world.table()
    other = await asyncpg.connect(db_path)
    await other.execute("BEGIN")
    await other.fetchrow("SELECT id FROM tables WHERE id=$1 FOR UPDATE", before.id)
    try:
        result, waited = await busy_move(world, alice, caplog)
    finally:
        await other.execute("ROLLBACK")
        await other.close()
    assert BUSY in answer(result) and BUG not in answer(result) and 1.5 < waited < 3.0
    after = await world.table()
    assert (after.version, after.state) == (before.version, before.state)
    assert "lock timeout" in caplog.text
    result = await a_move(world, alice)
    assert "⚠️" not in answer(result) and (await world.table()).version == before.version + 1


@pytest.mark.parametrize("database", ["postgresql"], indirect=True)
async def test_a_move_whose_connection_drops_before_its_commit_is_tried_again_and_plays_on_postgresql(world, db_path):
    """The server ends the connection of a move waiting for a row (a restart, a cut): nothing
    was committed, so the move is tried on another connection and plays."""
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    before = await world.table()
    holding, cut = threading.Event(), []

    def server_side() -> None:  # its own loop: the test's is busy answering the move
        async def hold_then_cut() -> None:
            holder, admin = await asyncpg.connect(db_path), await asyncpg.connect(db_path)
            await holder.execute("BEGIN")
            await holder.fetchrow("SELECT id FROM tables WHERE id=$1 FOR UPDATE", before.id)
            holding.set()
            for _ in range(200):  # until the move's UPDATE waits for the row
                waiting = await admin.fetchval("SELECT pid FROM pg_stat_activity WHERE wait_event_type='Lock'"
                                               " AND query LIKE 'UPDATE tables SET state%'")
                if waiting:
                    cut.append(await admin.fetchval("SELECT pg_terminate_backend($1)", waiting))
                    break
                time.sleep(0.01)
            await holder.execute("ROLLBACK")
            await holder.close()
            await admin.close()
        asyncio.run(hold_then_cut())

    thread = threading.Thread(target=server_side, daemon=True)
    thread.start()
    assert await asyncio.to_thread(holding.wait, 10)
    result = await a_move(world, alice)
    await asyncio.to_thread(thread.join, 10)
    assert cut == [True]
    assert result.ephemeral and "⚠️" not in answer(result), answer(result)
    assert (await world.table()).version == before.version + 1


@pytest.mark.parametrize("locale", locales())
def test_a_busy_table_has_its_own_words_in_every_language(locale):
    words = Words(locale)
    busy, bug = words.error(None, "table_busy", {}), words("core.error.internal")
    assert busy and busy != bug and (locale == "en") == (busy == Words("en").error(None, "table_busy", {}))
