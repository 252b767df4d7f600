"""SQLite: one connection in WAL mode, a lock file so one process uses the file.

Statements run on the event loop itself: they take tens of microseconds (a WAL commit with
synchronous=NORMAL does not wait for the disk), while handing each one to a worker thread
and back cost ten times that and made the database thread the bottleneck under load.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import AsyncIterator

try:
    import fcntl
except ImportError:  # Windows: the same lock through msvcrt
    fcntl = None
    import msvcrt

from . import DatabaseBusy, IntegrityError, SchemaTooNew

log = logging.getLogger(__name__)


class ProcessLock:
    """An OS lock beside the database file: a second bot process on it refuses to start."""

    def __init__(self, database: Path) -> None:
        self.path = Path(f"{database}.lock")
        self._fh = None
        self.on_lost = None  # an OS lock is held until the process lets go: never called

    @property
    def held(self) -> bool:
        return self._fh is not None

    def acquire(self) -> None:
        if self.held:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fh = open(self.path, "a+")
        if not _try_lock(fh):
            try:
                fh.seek(0)
                holder = fh.read().strip() or "unknown"
            except OSError:  # Windows refuses to read a locked byte
                holder = "unknown"
            fh.close()
            raise DatabaseBusy(
                f"Another Treasure Table process (pid {holder}) is already using {self.path.with_suffix('')}. "
                "Stop it first, or point DATABASE at another file."
            ) from None
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()))
        fh.flush()
        self._fh = fh

    def release(self) -> None:
        if self._fh is not None:
            if fcntl is not None:
                fcntl.flock(self._fh, fcntl.LOCK_UN)
            else:
                self._fh.seek(0)
                msvcrt.locking(self._fh.fileno(), msvcrt.LK_UNLCK, 1)
            self._fh.close()
            self._fh = None


def _try_lock(fh) -> bool:
    """Lock the open lock file without waiting; False if another process holds it."""
    if fcntl is not None:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    fh.seek(0)
    try:
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)  # the first byte stands for the whole file
    except OSError:
        return False
    return True


class SqliteDriver:
    kind = "sqlite"

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lock = ProcessLock(path)
        self.db: sqlite3.Connection | None = None
        # One connection serves every table: a write must never land inside another
        # table's open transaction (it would share its fate), so writes take turns.
        self._writing = asyncio.Lock()

    async def open(self, newest: int) -> int:
        self.lock.acquire()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self.db.row_factory = sqlite3.Row
            found = await self.schema_version()  # before anything writes: a newer file stays as it is
            if found > newest:
                raise SchemaTooNew(str(self.path), found, newest)
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
                await self.execute(f"PRAGMA {pragma}")
        except BaseException:
            await self.close()
            raise
        return found

    async def backup(self, found: int, newest: int) -> None:
        """A copy of the whole file beside it (a consistent one, even of a WAL database)."""
        copy = self.path.with_name(f"{self.path.name}.schema{found}-{time.strftime('%Y%m%d-%H%M%S')}.bak")
        await self.execute("VACUUM INTO ?", (str(copy),))
        log.info("database schema %s: a copy is in %s before migrating to %s", found, copy, newest)

    async def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None
        self.lock.release()

    # Cursors are always closed: an open SELECT blocks COMMIT in SQLite.
    async def one(self, sql: str, params: tuple = ()) -> sqlite3.Row | None:
        cur = self.db.execute(sql, params)
        try:
            return cur.fetchone()
        finally:
            cur.close()

    async def all(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        cur = self.db.execute(sql, params)
        try:
            return cur.fetchall()
        finally:
            cur.close()

    async def execute(self, sql: str, params: tuple = ()) -> tuple[int, int]:
        """(rows changed, last row id), inside whatever transaction is open."""
        try:
            cur = self.db.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc
        cur.close()
        return cur.rowcount, cur.lastrowid

    # A write outside a transaction takes its turn too.
    async def run(self, sql: str, params: tuple = ()) -> int:
        async with self._writing:
            return (await self.execute(sql, params))[0]

    async def insert(self, sql: str, params: tuple = ()) -> int:
        async with self._writing:
            return (await self.execute(sql, params))[1]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator["_Transaction"]:
        """BEGIN IMMEDIATE … COMMIT on the one connection, while no other write runs."""
        async with self._writing:
            await self.execute("BEGIN IMMEDIATE")
            try:
                yield _Transaction(self)
            except BaseException:
                await self.execute("ROLLBACK")
                raise
            await self.execute("COMMIT")

    async def schema_version(self) -> int:
        return (await self.one("PRAGMA user_version"))[0]

    async def set_schema_version(self, number: int) -> None:
        await self.execute(f"PRAGMA user_version={int(number)}")

    def statements(self, script: str) -> list[str]:
        return [s for s in script.split(";") if s.strip()]


class _Transaction:
    """The one connection, seen from inside a transaction (its writes hold the turn already)."""

    def __init__(self, driver: SqliteDriver) -> None:
        self.one, self.all, self.schema_version = driver.one, driver.all, driver.schema_version
        self.set_schema_version, self._execute = driver.set_schema_version, driver.execute

    async def run(self, sql: str, params: tuple = ()) -> int:
        return (await self._execute(sql, params))[0]

    async def insert(self, sql: str, params: tuple = ()) -> int:
        return (await self._execute(sql, params))[1]
