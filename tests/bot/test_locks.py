"""The table service's one lock order (bot/service/locks.py): channel, then server, then table,
ascending ids within a kind; the same task may take a lock again; no other task may."""

from __future__ import annotations

import asyncio

import pytest

from bot.service.locks import LockOrderError, Locks


async def test_the_one_order_and_several_tables_in_ascending_order_pass():
    locks = Locks()
    async with locks.channel(1), locks.server(2), locks.table(3), locks.table(4):
        assert locks.is_locked("table", 3) and locks.is_locked("channel", 1)
    assert not locks.busy("channel", "server", "table")


@pytest.mark.parametrize("first, then", [
    (("table", 3), ("channel", 1)), (("server", 2), ("channel", 1)), (("table", 3), ("server", 2)),
    (("table", 4), ("table", 3)),
])
async def test_a_lock_taken_against_the_order_is_refused_at_once(first, then):
    locks = Locks()
    take = {"channel": locks.channel, "server": locks.server, "table": locks.table}
    async with take[first[0]](first[1]):
        with pytest.raises(LockOrderError, match=f"{then[0]} {then[1]} taken while holding {first[0]} {first[1]}"):
            async with take[then[0]](then[1]):
                pass
    assert not locks.busy("channel", "server", "table")  # nothing left held by the refusal


async def test_the_task_that_holds_a_lock_takes_it_again_another_task_waits():
    locks = Locks()
    order = []

    async def other():
        async with locks.table(1):
            order.append("other")

    async with locks.table(1):
        async with locks.table(1):  # re-entered: a table ended from inside its own announcement
            order.append("inner")
        waiting = asyncio.ensure_future(other())  # a task started inside holds nothing: it waits
        await asyncio.sleep(0.01)
        assert order == ["inner"] and not waiting.done()
    await waiting
    assert order == ["inner", "other"]


async def test_the_service_s_own_paths_take_the_locks_in_the_one_order(service):
    tables = service
    """Forgetting takes the server, then tables; a start the channel, the server, then the table:
    entered holding a table's lock, each is refused, which is what a reversed nesting would do."""
    await tables.open(guild=1, channel=9, game="highcard", host="1", name="a", locale="en")
    await tables.join(9, "2", "b")
    async with tables.locks.table(999):
        with pytest.raises(LockOrderError):
            await tables.forgetting.forget(1, "3")
        with pytest.raises(LockOrderError):
            await tables.start(9, "1", seed=1)
    async with tables.locks.server(1):
        with pytest.raises(LockOrderError):
            await tables.start(9, "1", seed=1)  # the channel comes before the server
    started = await tables.start(9, "1", seed=1)  # in the order, it starts
    assert started.row.status == "running"
