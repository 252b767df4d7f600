"""The database under the store: SQLite (a file, the default) or PostgreSQL (a URL).

A driver connects (refusing a database of a newer schema before anything writes to it),
runs one statement (`one`, `all`, `run`, `insert`), runs a list of reads from one snapshot in
one call (`reads`: what a move needs beside its table row, read with it), runs a list of writes
as one transaction in one call (`batch`: SQLite hands the whole list to its database thread at once, PostgreSQL
runs it as a transaction on one connection), runs several statements with reads between them
in one transaction (`transaction()` yields a connection with the same methods), keeps the schema version and
a copy from before a migration (SQLite; PostgreSQL's is the admin's pg_dump), and makes
sure no two processes serve the same tables: SQLite a lock file beside the database (one
process), PostgreSQL an advisory lock per shard (a lease). The store's SQL is written
once, with `?` placeholders; a driver translates what its database needs.

A database that stays busy for BUSY_WAIT seconds (another process holds SQLite's write lock,
a PostgreSQL row lock is held elsewhere, the connection dropped before a commit) raises
TableBusy: nothing was written, and the person hears so within Discord's 3 s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncContextManager, Awaitable, Callable, NamedTuple, Protocol, Sequence

from ..errors import TableBusy
from ..shards import ALL, Shards

__all__ = ["BUSY_WAIT", "DatabaseBusy", "IntegrityError", "SchemaTooNew", "TableBusy", "Unchanged", "Unreachable",
           "Read", "Write", "driver_for", "is_postgres"]

# How long a statement waits for a busy database before it gives up (TableBusy): well inside
# the 3 s Discord gives an answer, with room left to answer.
BUSY_WAIT = 2.0


class DatabaseBusy(RuntimeError):
    """Another bot process holds this database (or these shards of it)."""


class Unreachable(RuntimeError):
    """The database server cannot be reached or refused us (down, wrong address or password)."""


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of the bot: this code must not touch it."""

    def __init__(self, where: str, found: int, newest: int) -> None:
        super().__init__(f"{where} has schema version {found}, but this Treasure Table knows versions up to {newest}: "
                         "run the newer Treasure Table that wrote it, or point DATABASE at another file.")


class IntegrityError(RuntimeError):
    """A constraint refused the statement (e.g. a second open table in a channel)."""


class Unchanged(RuntimeError):
    """A write of a batch that had to change exactly one row did not: the batch was rolled back."""


class Write(NamedTuple):
    """One statement of a batch. `exactly_one`: it must change exactly one row (a version
    guard); otherwise nothing of the batch is kept and the batch raises Unchanged."""

    sql: str
    params: tuple = ()
    exactly_one: bool = False


class Read(NamedTuple):
    """One statement of `reads`: its row (`many` False: the first, or None) or all its rows."""

    sql: str
    params: tuple = ()
    many: bool = False


class Connection(Protocol):
    async def one(self, sql: str, params: tuple = ()) -> Any: ...
    async def all(self, sql: str, params: tuple = ()) -> list[Any]: ...
    async def run(self, sql: str, params: tuple = ()) -> int: ...          # rows changed
    async def insert(self, sql: str, params: tuple = ()) -> int: ...       # the new row's id
    async def schema_version(self) -> int: ...
    async def set_schema_version(self, number: int) -> None: ...


class Driver(Connection, Protocol):
    kind: str
    lock: Any  # acquire() / release(): taken before the bot logs in, where the driver can;
    #            its `on_lost` (async, given the reason) is called if the lease is lost while running;
    #            `held`: whether this process holds it now
    is_open: bool  # between open() and close()

    async def open(self, newest: int) -> int: ...   # the schema version found (SchemaTooNew past `newest`)
    async def backup(self, found: int, newest: int) -> None: ...  # before migrating from `found`
    async def close(self) -> None: ...
    async def batch(self, writes: Sequence[Write]) -> list[int]: ...  # rows changed by each; one transaction
    async def reads(self, reads: Sequence[Read]) -> list[Any]: ...    # each read's row(s); one snapshot
    def transaction(self) -> AsyncContextManager[Connection]: ...
    def statements(self, script: str) -> list[str]: ...


OnLost = Callable[[str], Awaitable[Any]]


def is_postgres(database: str | Path) -> bool:
    return str(database).startswith(("postgresql://", "postgres://"))


def driver_for(database: str | Path, shards: Shards = ALL, on_lost: OnLost | None = None) -> Driver:
    """`on_lost`: told why if another process takes the shards (PostgreSQL's leases; SQLite's OS
    lock is held until this process lets go, so it never is)."""
    if is_postgres(database):
        from .postgres import PostgresDriver

        return PostgresDriver(str(database), shards, on_lost)
    from .sqlite import SqliteDriver

    return SqliteDriver(Path(database))
