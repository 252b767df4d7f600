"""The database under the store: SQLite (a file, the default) or PostgreSQL (a URL).

A driver connects (refusing a database of a newer schema before anything writes to it),
runs one statement (`one`, `all`, `run`, `insert`), runs several in one transaction
(`transaction()` yields a connection with the same methods), keeps the schema version and
a copy from before a migration (SQLite; PostgreSQL's is the admin's pg_dump), and makes
sure no two processes serve the same tables: SQLite a lock file beside the database (one
process), PostgreSQL an advisory lock per shard (a lease). The store's SQL is written
once, with `?` placeholders; a driver translates what its database needs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncContextManager, Protocol

from ..shards import ALL, Shards


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
    #            its `on_lost` (async, given the reason) is called if the lease is lost while running

    async def open(self, newest: int) -> int: ...   # the schema version found (SchemaTooNew past `newest`)
    async def backup(self, found: int, newest: int) -> None: ...  # before migrating from `found`
    async def close(self) -> None: ...
    def transaction(self) -> AsyncContextManager[Connection]: ...
    def statements(self, script: str) -> list[str]: ...


def is_postgres(database: str | Path) -> bool:
    return str(database).startswith(("postgresql://", "postgres://"))


def driver_for(database: str | Path, shards: Shards = ALL) -> Driver:
    if is_postgres(database):
        from .postgres import PostgresDriver

        return PostgresDriver(str(database), shards)
    from .sqlite import SqliteDriver

    return SqliteDriver(Path(database))
