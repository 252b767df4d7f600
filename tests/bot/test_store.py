"""The store and table service without Discord: transactions, ordering, concurrency."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.service.facets import TimerBook
from bot.service.rows import replayed
from bot.service.store import MIGRATIONS, DatabaseBusy, Store
from bot.service.tables import TableError, Tables
from tests.conftest import on_both_backends


@pytest.fixture
async def service(database):
    store = Store(database)
    await store.open()
    yield Tables(store, limited=False)  # many tables of one host: the limits are tests/bot/test_limits.py's
    await store.close()


async def start_table(service, channel, seed, **options):
    await service.open(guild=1, channel=channel, game="portroyal", host="1", name="a", locale="en", options=options)
    await service.join(channel, "2", "b")
    await service.start(channel, "1", seed=seed)


@on_both_backends
async def test_many_tables_moving_at_once_lose_and_reorder_nothing(service):
    channels = list(range(1, 41))
    for ch in channels:
        await start_table(service, ch, seed=ch, auto_pass=False)  # every logged move is one a player sent
    sent: dict[int, list[str]] = {}

    async def player(ch):
        rnd = random.Random(ch)
        for _ in range(12):
            row = await service.store.playing_in(ch)
            game, state = service.state_of(row)
            seat = game.to_act(state)[0]
            action = rnd.choice(game.legal_actions(state, seat)).id
            await service.play(ch, seat, action)
            sent.setdefault(ch, []).append(action)

    await asyncio.gather(*(player(ch) for ch in channels))
    for ch in channels:
        row = await service.store.playing_in(ch)
        logged = await service.store.moves(row.id)
        assert [m.action for m in logged] == sent[ch]
        assert row.version == logged[-1].seq
        # The saved state is exactly the replay of the log.
        game, state = service.state_of(row)
        for _, replay in replayed(game, row, logged):
            pass
        assert replay.to_json() == row.state


@on_both_backends
async def test_an_illegal_move_writes_nothing(service):
    await start_table(service, 7, seed=3)
    row = await service.store.playing_in(7)
    with pytest.raises(TableError) as info:
        await service.play(7, "2", "draw")
    assert info.value.code == "not_your_turn"
    with pytest.raises(TableError) as info:
        await service.play(7, "1", "take:999")
    assert info.value.code == "illegal_action"
    after = await service.store.playing_in(7)
    assert after.version == row.version and after.state == row.state
    assert await service.store.moves(row.id) == []


async def test_the_database_belongs_to_one_process(tmp_path):
    first = Store(tmp_path / "x.sqlite3")
    await first.open()
    second = Store(tmp_path / "x.sqlite3")
    with pytest.raises(DatabaseBusy, match="Another Treasure Table process"):
        await second.open()
    await first.close()
    await second.open()  # free again once the first is gone
    await second.close()


async def test_migrations_are_recorded_and_not_rerun(tmp_path):
    store = Store(tmp_path / "m.sqlite3")
    await store.open()
    (version,) = await store._one("PRAGMA user_version")
    (mode,) = await store._one("PRAGMA journal_mode")
    await store.close()
    await store.open()  # reopening an up-to-date database runs nothing
    assert version == len(MIGRATIONS) and mode == "wal"
    await store.close()


async def test_an_old_database_gains_timers_and_keeps_its_move_numbers(tmp_path):
    """A database made before timers existed: migration 2 adds them, and a running table's
    move numbers start after its lobby changes (the first logged move is move 1)."""
    import sqlite3

    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0] + "; PRAGMA user_version=1;")
        db.execute("INSERT INTO tables(guild, channel, game, status, host, version, created, updated)"
                   " VALUES (1, 2, 'portroyal', 'running', '7', 6, 0, 0)")
        for seq in (5, 6):
            db.execute("INSERT INTO moves(table_id, seq, seat, action, at) VALUES (1, ?, '7', 'draw', 0)", (seq,))
    db.close()
    store = Store(path)
    await store.open()
    row = await store.table(1)
    assert row.move_number() == 2 and row.move_number(5) == 1
    await TimerBook(store).set_timer(1, "7", "remind", 100.0, {"count": 1})
    assert (await TimerBook(store).next_timer())["due"] == 100.0
    await store.close()
