"""SQLite through aiosqlite: a writer and a reader connection in WAL mode, each on a thread of
its own, and a lock file so one process uses the file.

No statement runs on the event loop's thread: a commit that waits for a slow disk (or for
another process's write lock) holds one database thread, never every table and the gateway's
heartbeat. A thread hop costs far more than a statement, so a move's writes reach the writer's
thread in one round trip (`batch`: BEGIN IMMEDIATE … COMMIT as one function there). Reads
outside a transaction go to the reader: in WAL mode it reads the last commit while the writer
is busy committing the next, so a stalled commit does not hold an unrelated `/game status`.
Reads inside a transaction see its own writes, so they stay on the writer.

Another process holding the write lock (a backup, a second tool) is waited for up to
BUSY_WAIT by SQLite's own busy handler, which retries with backoff; then TableBusy.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Sequence

import aiosqlite

try:
    import fcntl
except ImportError:  # Windows: the same lock through msvcrt
    fcntl = None
    import msvcrt

from . import BUSY_WAIT, DatabaseBusy, IntegrityError, Read, SchemaTooNew, TableBusy, Unchanged, Write

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
        self.db: aiosqlite.Connection | None = None      # the writer: every write, and reads inside a transaction
        self.reader: aiosqlite.Connection | None = None  # reads outside a transaction
        # Held while a transaction of several round trips is open (`transaction()`): no other
        # write may land inside it (it would share its fate). A batch is one call on the
        # writer's thread, so batches never interleave with each other.
        self._writing = asyncio.Lock()

    async def open(self, newest: int) -> int:
        self.lock.acquire()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = await _connect(str(self.path))
            found = await self.schema_version()  # before anything writes: a newer file stays as it is
            if found > newest:
                raise SchemaTooNew(str(self.path), found, newest)
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
                await self._call(self.db, _execute, f"PRAGMA {pragma}")
            self.reader = await _connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        except BaseException:
            await self.close()
            raise
        return found

    @property
    def is_open(self) -> bool:
        return self.db is not None

    async def backup(self, found: int, newest: int) -> None:
        """A copy of the whole file beside it (a consistent one, even of a WAL database)."""
        copy = self.path.with_name(f"{self.path.name}.schema{found}-{time.strftime('%Y%m%d-%H%M%S')}.bak")
        await self._call(self.db, _execute, "VACUUM INTO ?", (str(copy),))
        log.info("database schema %s: a copy is in %s before migrating to %s", found, copy, newest)

    async def close(self) -> None:
        for name in ("reader", "db"):
            connection = getattr(self, name)
            setattr(self, name, None)
            if connection is not None:
                await connection.close()
        self.lock.release()

    async def _call(self, connection: aiosqlite.Connection, work: Callable[..., Any], *args: Any) -> Any:
        """`work(sqlite3_connection, *args)` on the connection's thread, SQLite's errors as ours."""
        try:
            return await connection._execute(work, connection._conn, *args)  # aiosqlite's own queue to its thread
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc
        except sqlite3.OperationalError as exc:
            if (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                raise
            busy = TableBusy(f"SQLite: {exc} (another connection held the write lock for {BUSY_WAIT:g} s)")
            log.warning("%s: %s", self.path, busy)
            raise busy from exc

    async def _unshared(self) -> None:
        """Wait while a transaction of several round trips is open on the writer."""
        while self._writing.locked():
            async with self._writing:
                pass

    # Reads outside a transaction: the reader (the writer before the reader is open).
    async def one(self, sql: str, params: tuple = ()) -> sqlite3.Row | None:
        return await self._call(self.reader or self.db, _fetch, sql, params, False)

    async def all(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        return await self._call(self.reader or self.db, _fetch, sql, params, True)

    async def reads(self, reads: Sequence[Read]) -> list[Any]:
        """Several reads from one snapshot, in one round trip to the reader's thread."""
        return await self._call(self.reader or self.db, _fetch_each, tuple(reads))

    async def batch(self, writes: Sequence[Write]) -> list[int]:
        """The writes as one transaction, in one round trip to the writer's thread."""
        await self._unshared()
        return [changed for changed, _ in await self._call(self.db, _write_all, tuple(writes))]

    async def run(self, sql: str, params: tuple = ()) -> int:
        return (await self.batch([Write(sql, params)]))[0]

    async def insert(self, sql: str, params: tuple = ()) -> int:
        await self._unshared()
        return (await self._call(self.db, _write_all, (Write(sql, params),)))[0][1]

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator["_Transaction"]:
        """BEGIN IMMEDIATE … COMMIT on the writer, while no other write runs; a round trip
        per statement (for transactions that read between their writes: migrations, ratings)."""
        async with self._writing:
            await self._call(self.db, _execute, "BEGIN IMMEDIATE")
            try:
                yield _Transaction(self)
                await self._call(self.db, _execute, "COMMIT")
            except BaseException:
                await self._call(self.db, _rollback)
                raise

    async def schema_version(self) -> int:
        return (await self._call(self.db, _fetch, "PRAGMA user_version", (), False))[0]

    async def set_schema_version(self, number: int) -> None:
        await self._call(self.db, _execute, f"PRAGMA user_version={int(number)}")

    def statements(self, script: str) -> list[str]:
        return [s for s in script.split(";") if s.strip()]


class _Transaction:
    """The writer, seen from inside a transaction (which holds the turn to write already)."""

    def __init__(self, driver: SqliteDriver) -> None:
        self._driver = driver
        self.schema_version, self.set_schema_version = driver.schema_version, driver.set_schema_version

    async def one(self, sql: str, params: tuple = ()) -> sqlite3.Row | None:
        return await self._driver._call(self._driver.db, _fetch, sql, params, False)

    async def all(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        return await self._driver._call(self._driver.db, _fetch, sql, params, True)

    async def run(self, sql: str, params: tuple = ()) -> int:
        return (await self._driver._call(self._driver.db, _execute, sql, params))[0]

    async def insert(self, sql: str, params: tuple = ()) -> int:
        return (await self._driver._call(self._driver.db, _execute, sql, params))[1]


async def _connect(target: str, *, uri: bool = False) -> aiosqlite.Connection:
    connection = aiosqlite.connect(target, uri=uri, isolation_level=None, timeout=BUSY_WAIT)
    connection._thread.daemon = True  # a bot that dies without close() must not keep the process alive
    db = await connection
    db.row_factory = sqlite3.Row
    return db


# What runs on a connection's thread. Cursors are always closed: an open SELECT blocks COMMIT.
def _fetch(conn: sqlite3.Connection, sql: str, params: tuple, many: bool) -> Any:
    cur = conn.execute(sql, params)
    try:
        return cur.fetchall() if many else cur.fetchone()
    finally:
        cur.close()


def _fetch_each(conn: sqlite3.Connection, reads: tuple[Read, ...]) -> list[Any]:
    """`reads` in one read transaction (one snapshot), unless the writer is inside one already;
    it ends by ROLLBACK: nothing was written, so nothing is committed (no commit, no disk)."""
    began = not conn.in_transaction
    if began:
        conn.execute("BEGIN")
    try:
        return [_fetch(conn, read.sql, read.params, read.many) for read in reads]
    finally:
        if began:
            conn.execute("ROLLBACK")


def _execute(conn: sqlite3.Connection, sql: str, params: tuple = ()) -> tuple[int, int]:
    """(rows changed, last row id), inside whatever transaction is open."""
    cur = conn.execute(sql, params)
    cur.close()
    return cur.rowcount, cur.lastrowid


def _write_all(conn: sqlite3.Connection, writes: tuple[Write, ...]) -> list[tuple[int, int]]:
    """A batch: BEGIN IMMEDIATE, each write (a guard that is not met rolls all back), COMMIT."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        done = []
        for write in writes:
            changed, row_id = _execute(conn, write.sql, write.params)
            if write.exactly_one and changed != 1:
                raise Unchanged(f"{changed} rows changed by {write.sql}")
            done.append((changed, row_id))
        conn.execute("COMMIT")
    except BaseException:
        _rollback(conn)
        raise
    return done


def _rollback(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK")
