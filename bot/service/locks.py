"""The table service's locks, and the one order they are taken in: CHANNEL, then SERVER, then TABLE.

- a channel's lock: its lobby changes (join, leave, add an AI, start, abandon, a rematch) take turns;
- a server's lock: its limits and settings (tables opened and running, a person forgotten);
- a table's lock: every commit to that table (moves, AI turns, take-backs, its end).

The order follows the widest question first: a start reads the channel's lobby, then counts the
server's running tables, then commits the table; forgetting a person holds the server, then each
of their running tables. Two locks of one kind are taken in ascending order of their ids (several
tables at once, as forgetting does). Taking them any other way raises `LockOrderError` at once,
in the tests as in production, rather than deadlocking one day under load.

What a task holds is kept per asyncio task (not in a context variable: a task started from inside
a lock copies the context but holds nothing). Taking a lock the same task already holds goes
straight through: a table ended from inside its own announcement does not wait for itself.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from contextlib import asynccontextmanager
from typing import AsyncIterator

from .logs import about

CHANNEL, SERVER, TABLE = "channel", "server", "table"
RANK = {CHANNEL: 0, SERVER: 1, TABLE: 2}
Key = tuple[str, int]


class LockOrderError(RuntimeError):
    """A lock taken against the one order: a bug in the code that took it."""


class Locks:
    def __init__(self) -> None:
        self._locks: dict[str, defaultdict[int, asyncio.Lock]] = {kind: defaultdict(asyncio.Lock) for kind in RANK}
        self._held: dict[asyncio.Task | None, list[Key]] = {}  # per task, in the order taken

    def channel(self, channel: int):
        return self._take(CHANNEL, channel)

    def server(self, guild: int):
        return self._take(SERVER, guild)

    def table(self, table_id: int):
        """A table's lock; the log lines written meanwhile name the table."""
        return self._take(TABLE, table_id)

    def is_locked(self, kind: str, key: int) -> bool:
        lock = self._locks[kind].get(key)
        return lock is not None and lock.locked()

    def busy(self, *kinds: str) -> list[asyncio.Lock]:
        """The locks of these kinds held now (a stop waits for them)."""
        return [lock for kind in kinds for lock in self._locks[kind].values() if lock.locked()]

    @asynccontextmanager
    async def _take(self, kind: str, key: int) -> AsyncIterator[None]:
        task = asyncio.current_task()
        held = self._held.setdefault(task, [])
        if (kind, key) in held:
            yield
            return
        self._check_order(held, kind, key)
        async with self._locks[kind][key]:
            held.append((kind, key))
            try:
                with about(**({"table": key} if kind == TABLE else {})):
                    yield
            finally:
                held.remove((kind, key))
                if not held:
                    self._held.pop(task, None)

    @staticmethod
    def _check_order(held: list[Key], kind: str, key: int) -> None:
        for other_kind, other_key in held:
            if RANK[other_kind] > RANK[kind] or (other_kind == kind and other_key > key):
                raise LockOrderError(f"{kind} {key} taken while holding {other_kind} {other_key}: "
                                     "the order is channel, server, table (ascending ids within one kind)")
