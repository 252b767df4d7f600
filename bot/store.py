"""SQLite storage: one writer connection, WAL, versioned migrations.

A table row holds the whole game state; `moves` is the append-only log. Every
change to a table is one transaction that also bumps `version`, and nothing is
said in Discord about a change before its transaction has committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

try:
    import fcntl
except ImportError:  # Windows: the same lock through msvcrt
    fcntl = None
    import msvcrt

from engine import registry

from .errors import DamagedTable, TableHead

log = logging.getLogger(__name__)

# Numbered migrations, applied in order and recorded in the schema version. Plain SQL that
# PostgreSQL reads as well where it can (no SQLite-only functions in the data changes).
MIGRATIONS: list[str] = [
    # 1: tables and the move log
    """
    CREATE TABLE tables (
        id        INTEGER PRIMARY KEY,
        guild     INTEGER NOT NULL,
        channel   INTEGER NOT NULL,
        game      TEXT    NOT NULL,
        status    TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'over', 'abandoned')),
        host      TEXT    NOT NULL,
        seats     TEXT    NOT NULL DEFAULT '[]',
        names     TEXT    NOT NULL DEFAULT '{}',
        options   TEXT    NOT NULL DEFAULT '{}',
        seed      INTEGER,
        version   INTEGER NOT NULL DEFAULT 0,
        state     TEXT,
        locale    TEXT    NOT NULL DEFAULT 'en',
        announced INTEGER NOT NULL DEFAULT 0,
        prompt_message INTEGER,
        dm_closed TEXT    NOT NULL DEFAULT '[]',
        created   REAL    NOT NULL,
        updated   REAL    NOT NULL
    );
    CREATE UNIQUE INDEX one_open_table_per_channel ON tables(channel) WHERE status IN ('lobby', 'running');
    CREATE TABLE moves (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seq      INTEGER NOT NULL,
        seat     TEXT    NOT NULL,
        action   TEXT    NOT NULL,
        events   TEXT    NOT NULL DEFAULT '[]',
        at       REAL    NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE INDEX moves_by_seat ON moves(table_id, seat, seq);
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    # 2: turn timers; seats the AI plays for a person; where move numbers start; rematches
    """
    CREATE TABLE timers (
        id       INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seat     TEXT    NOT NULL DEFAULT '',
        kind     TEXT    NOT NULL,
        due      REAL    NOT NULL,
        UNIQUE (table_id, seat, kind)
    );
    CREATE INDEX timers_by_due ON timers(due);
    ALTER TABLE tables ADD COLUMN ai_played TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE tables ADD COLUMN started_version INTEGER;
    ALTER TABLE tables ADD COLUMN rematch TEXT NOT NULL DEFAULT '[]';
    UPDATE tables SET started_version = COALESCE((SELECT MIN(seq) - 1 FROM moves WHERE moves.table_id = tables.id), version)
        WHERE status IN ('running', 'over');
    """,
    # 3: the outbox (every event of a committed version, until it has been said: after a crash
    #    the restart says it, private events included); how far private events were handed to
    #    their seats; timers' arguments as data ("remind:2" becomes kind remind, count 2)
    """
    CREATE TABLE outbox (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seq      INTEGER NOT NULL,
        events   TEXT    NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    ALTER TABLE tables ADD COLUMN told INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE timers ADD COLUMN args TEXT NOT NULL DEFAULT '{}';
    UPDATE timers SET args = '{"count": ' || substr(kind, 8) || '}', kind = 'remind' WHERE kind LIKE 'remind:%';
    """,
]


class DatabaseBusy(RuntimeError):
    """Another bot process holds this database."""


class StaleVersion(RuntimeError):
    """The row changed under us: someone else wrote first."""


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of the bot: this code must not touch it."""


@dataclass
class TableRow(TableHead):
    """A whole table row, read: its plain columns (the head) and the parsed rest."""

    seats: list[str]
    names: dict[str, str]
    options: dict[str, Any]
    seed: int | None
    version: int
    state: str | None
    announced: int
    dm_closed: list[str] = field(default_factory=list)
    ai_played: dict[str, str] = field(default_factory=dict)  # a person's seat the AI plays -> why (kicked, conceded)
    started_version: int | None = None
    rematch: list[str] = field(default_factory=list)  # the seats of the game this lobby replays
    told: int = 0  # private events are handed to their seats up to this version

    def move_number(self, version: int | None = None) -> int:
        """Game moves up to `version` (default: now): lobby changes do not count."""
        version = self.version if version is None else version
        return version - (self.started_version if self.started_version is not None else 0)

    @classmethod
    def from_row(cls, row: aiosqlite.Row) -> "TableRow":
        """The row, or DamagedTable saying which part of it cannot be read."""
        head = head_of(row)
        try:
            registry.get(head.game)
        except KeyError:
            raise DamagedTable(head, "game") from None
        shapes = {"seats": list, "names": dict, "options": dict, "dm_closed": list, "ai_played": dict, "rematch": list}
        parsed = {}
        for column, shape in shapes.items():
            try:
                parsed[column] = json.loads(row[column])
            except (TypeError, ValueError):
                raise DamagedTable(head, column) from None
            if not isinstance(parsed[column], shape):
                raise DamagedTable(head, column)
        return cls(
            id=head.id, guild=head.guild, channel=head.channel, game=head.game, status=head.status, host=head.host,
            seed=row["seed"], version=row["version"], state=row["state"], locale=head.locale,
            announced=row["announced"], prompt_message=head.prompt_message, started_version=row["started_version"],
            told=row["told"], **parsed,
        )


def head_of(row: aiosqlite.Row) -> TableHead:
    return TableHead(row["id"], row["guild"], row["channel"], row["game"], row["status"], row["host"], row["locale"],
                     row["prompt_message"])


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: str
    action: str
    events: list[dict[str, Any]]
    at: float


class ProcessLock:
    """An OS lock beside the database file: a second bot process on it refuses to start."""

    def __init__(self, database: Path) -> None:
        self.path = Path(f"{database}.lock")
        self._fh = None

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


class Store:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.lock = ProcessLock(self.path)
        self.db: aiosqlite.Connection | None = None
        # One connection serves every table: a write must never land inside another
        # table's open transaction (it would share its fate), so writes take turns.
        self._writing = asyncio.Lock()

    async def open(self) -> None:
        self.lock.acquire()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = aiosqlite.connect(self.path, isolation_level=None)
            worker = getattr(connection, "_thread", None)
            if worker is not None:
                worker.daemon = True  # a bot that dies without close() must not keep the process alive
            self.db = await connection
            self.db.row_factory = aiosqlite.Row
            current = await self._schema()  # before anything writes: a newer file stays as it is
            await self._run("PRAGMA journal_mode=WAL")
            await self._run("PRAGMA synchronous=NORMAL")
            await self._run("PRAGMA foreign_keys=ON")
            await self._migrate(current)
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        if self.db is not None:
            await self.db.close()
            self.db = None
        self.lock.release()

    # Cursors are always closed: an open SELECT blocks COMMIT in SQLite.
    async def _one(self, sql: str, params: tuple = ()) -> aiosqlite.Row | None:
        async with self.db.execute(sql, params) as cur:
            return await cur.fetchone()

    async def _all(self, sql: str, params: tuple = ()) -> list[aiosqlite.Row]:
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def _run(self, sql: str, params: tuple = ()) -> tuple[int, int | None]:
        """Execute a statement; return (rows changed, last row id)."""
        async with self.db.execute(sql, params) as cur:
            return cur.rowcount, cur.lastrowid

    async def _write(self, sql: str, params: tuple = ()) -> tuple[int, int | None]:
        """A single-statement write, outside anyone else's transaction."""
        async with self._writing:
            return await self._run(sql, params)

    async def _schema(self) -> int:
        (current,) = await self._one("PRAGMA user_version")
        if current > len(MIGRATIONS):
            raise SchemaTooNew(
                f"{self.path} has schema version {current}, but this Treasure Table knows versions up to "
                f"{len(MIGRATIONS)}: run the newer Treasure Table that wrote it, or point DATABASE at another file.")
        return current

    async def _migrate(self, current: int) -> None:
        if 0 < current < len(MIGRATIONS):
            await self._backup(current)
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            await self._run("BEGIN IMMEDIATE")
            try:
                for statement in filter(str.strip, script.split(";")):
                    await self._run(statement)
                await self._run(f"PRAGMA user_version={number}")
                await self._run("COMMIT")
            except BaseException:
                await self._run("ROLLBACK")
                raise

    async def _backup(self, version: int) -> Path:
        """A copy of the whole file before migrating it (a migration cannot be undone)."""
        copy = self.path.with_name(f"{self.path.name}.schema{version}-{time.strftime('%Y%m%d-%H%M%S')}.bak")
        await self._run("VACUUM INTO ?", (str(copy),))
        log.info("database schema %s: a copy is in %s before migrating to %s", version, copy, len(MIGRATIONS))
        return copy

    # --- meta ----------------------------------------------------------------
    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key=?", (key,))
        return row["value"] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._write("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    # --- tables --------------------------------------------------------------
    async def open_table(self, channel: int) -> TableRow | None:
        row = await self._one("SELECT * FROM tables WHERE channel=? AND status IN ('lobby', 'running')", (channel,))
        return TableRow.from_row(row) if row else None

    async def latest_table(self, channel: int) -> TableRow | None:
        """The newest table of a channel, open or finished. A damaged one that is closed counts
        as none: there is nothing left to clear, so naming its damage would only send people in
        a circle (`/game abandon` finds no open table)."""
        row = await self._one("SELECT * FROM tables WHERE channel=? ORDER BY id DESC LIMIT 1", (channel,))
        try:
            return TableRow.from_row(row) if row else None
        except DamagedTable:
            if row["status"] in ("lobby", "running"):
                raise
            return None

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._one("SELECT * FROM tables WHERE id=?", (table_id,))
        return TableRow.from_row(row) if row else None

    async def _rows(self, where: str) -> list[TableRow | DamagedTable]:
        """Each row on its own: a damaged one comes back as its DamagedTable, not as a failure of all."""
        out: list[TableRow | DamagedTable] = []
        for r in await self._all(f"SELECT * FROM tables WHERE {where} ORDER BY id"):
            try:
                out.append(TableRow.from_row(r))
            except DamagedTable as damaged:
                out.append(damaged)
        return out

    async def running_tables(self) -> list[TableRow]:
        return [r for r in await self._rows("status='running'") if isinstance(r, TableRow)]

    async def to_resume(self) -> list[TableRow | DamagedTable]:
        """After a start: every open table, and finished ones whose last version was never said."""
        return await self._rows("status IN ('lobby', 'running') OR (status='over' AND announced < version)")

    async def create_table(
        self, *, guild: int, channel: int, game: str, host: str, name: str, locale: str, options: dict[str, Any],
        seats: list[str] | None = None, names: dict[str, str] | None = None, rematch: list[str] | None = None,
    ) -> TableRow:
        now = time.time()
        seats = seats or [host]
        names = {**(names or {}), host: name}
        try:
            _, new_id = await self._write(
                "INSERT INTO tables(guild, channel, game, status, host, seats, names, options, locale, version, created,"
                " updated, rematch) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, 1, ?, ?, ?)",
                (guild, channel, game, host, json.dumps(seats), json.dumps(names), json.dumps(options), locale, now, now,
                 json.dumps(rematch or [])),
            )
        except aiosqlite.IntegrityError:
            raise StaleVersion("a table is already open in this channel") from None
        return await self.table(new_id)

    async def update_lobby(self, row: TableRow, *, seats: list[str], names: dict[str, str], status: str | None = None,
                           host: str | None = None) -> TableRow:
        """Seats before the start; guarded by version so two clicks cannot both win."""
        changed, _ = await self._write(
            "UPDATE tables SET seats=?, names=?, status=?, host=?, version=version+1, updated=? WHERE id=? AND version=?",
            (json.dumps(seats), json.dumps(names), status or row.status, host or row.host, time.time(), row.id,
             row.version),
        )
        if changed != 1:
            raise StaleVersion(row.id)
        return await self.table(row.id)

    async def start(self, row: TableRow, *, seats: list[str], seed: int, state: str,
                    events: list[dict[str, Any]]) -> TableRow:
        """The deal, and what it has to say (`events`, with their audience) in the outbox: one transaction."""
        async with self._writing, self._transaction():
            changed, _ = await self._run(
                "UPDATE tables SET status='running', seats=?, seed=?, state=?, version=version+1,"
                " started_version=version+1, updated=? WHERE id=? AND version=? AND status='lobby'",
                (json.dumps(seats), seed, state, time.time(), row.id, row.version),
            )
            if changed != 1:
                raise StaleVersion(row.id)
            await self._to_outbox(row.id, row.version + 1, events)
        return await self.table(row.id)

    async def record_move(
        self, row: TableRow, *, seat: str, action: str, state: str, events: list[dict[str, Any]], over: bool
    ) -> int:
        """The state, the log line (public events), the outbox (all events, with their audience)
        and the version bump: one transaction. Returns the new version."""
        new_version = row.version + 1
        now = time.time()
        public = [{"kind": e["kind"], "params": e["params"]} for e in events if e.get("to") is None]
        async with self._writing, self._transaction():
            changed, _ = await self._run(
                "UPDATE tables SET state=?, version=?, status=?, updated=? WHERE id=? AND version=?",
                (state, new_version, "over" if over else "running", now, row.id, row.version),
            )
            if changed != 1:
                raise StaleVersion(row.id)
            await self._run(
                "INSERT INTO moves(table_id, seq, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                (row.id, new_version, seat, action, json.dumps(public), now),
            )
            await self._to_outbox(row.id, new_version, events)
        return new_version

    @contextlib.asynccontextmanager
    async def _transaction(self):
        await self._run("BEGIN IMMEDIATE")
        try:
            yield
            await self._run("COMMIT")
        except BaseException:
            await self._run("ROLLBACK")
            raise

    async def _to_outbox(self, table_id: int, version: int, events: list[dict[str, Any]]) -> None:
        if events:
            await self._run("INSERT INTO outbox(table_id, seq, events) VALUES (?, ?, ?)",
                            (table_id, version, json.dumps(events)))

    async def unsaid(self, table_id: int, after: int) -> list[tuple[int, list[dict[str, Any]]]]:
        """The outbox after version `after`: (version, its events), oldest first."""
        rows = await self._all("SELECT seq, events FROM outbox WHERE table_id=? AND seq>? ORDER BY seq",
                               (table_id, after))
        return [(r["seq"], json.loads(r["events"])) for r in rows]

    async def set_told(self, table_id: int, version: int) -> None:
        """The private events up to `version` were handed to their seats (sent, or found closed)."""
        await self._write("UPDATE tables SET told=MAX(told, ?) WHERE id=?", (version, table_id))

    async def set_status(self, table_id: int, status: str) -> None:
        await self._write(
            "UPDATE tables SET status=?, version=version+1, updated=? WHERE id=?", (status, time.time(), table_id)
        )

    async def set_announced(self, table_id: int, version: int, prompt_message: int | None) -> None:
        """Said in the channel up to `version`: what the outbox held for it (said and told) goes."""
        async with self._writing, self._transaction():
            await self._run(
                "UPDATE tables SET announced=MAX(announced, ?), prompt_message=COALESCE(?, prompt_message) WHERE id=?",
                (version, prompt_message, table_id),
            )
            await self._run("DELETE FROM outbox WHERE table_id=? AND seq<=? AND seq<=(SELECT told FROM tables"
                            " WHERE id=?)", (table_id, version, table_id))

    async def set_seating(self, table_id: int, *, host: str, ai_played: dict[str, str]) -> None:
        """Mid-game: who hosts and which people's seats the AI plays. Not a move, so the
        version (and with it every prompt's buttons and the move numbers) stays."""
        await self._write("UPDATE tables SET host=?, ai_played=?, updated=? WHERE id=?",
                          (host, json.dumps(ai_played), time.time(), table_id))

    async def set_options(self, table_id: int, options: dict[str, Any]) -> None:
        await self._write("UPDATE tables SET options=?, updated=? WHERE id=?", (json.dumps(options), time.time(), table_id))

    async def lobbies(self) -> list[TableRow]:
        return [r for r in await self._rows("status='lobby'") if isinstance(r, TableRow)]

    async def set_dm_closed(self, table_id: int, seats: list[str]) -> None:
        await self._write("UPDATE tables SET dm_closed=? WHERE id=?", (json.dumps(sorted(set(seats))), table_id))

    # --- timers --------------------------------------------------------------
    async def set_timer(self, table_id: int, seat: str, kind: str, due: float, args: dict[str, Any] | None = None) -> None:
        """One timer per table, seat and kind: setting it again replaces it (and its arguments)."""
        await self._write("INSERT OR REPLACE INTO timers(table_id, seat, kind, due, args) VALUES (?, ?, ?, ?, ?)",
                          (table_id, seat, kind, due, json.dumps(args or {})))

    async def clear_timers(self, table_id: int, seats: list[str] | None = None) -> None:
        """A table's timers: all of them, or those of some seats."""
        if seats is None:
            await self._write("DELETE FROM timers WHERE table_id=?", (table_id,))
            return
        for seat in seats:
            await self._write("DELETE FROM timers WHERE table_id=? AND seat=?", (table_id, seat))

    async def timers(self, table_id: int) -> list[dict[str, Any]]:
        return [_timer(r) for r in await self._all("SELECT * FROM timers WHERE table_id=? ORDER BY due", (table_id,))]

    async def next_timer(self) -> dict[str, Any] | None:
        row = await self._one("SELECT * FROM timers ORDER BY due, id LIMIT 1")
        return _timer(row) if row else None

    async def delete_timer(self, timer_id: int) -> None:
        await self._write("DELETE FROM timers WHERE id=?", (timer_id,))

    # --- moves ---------------------------------------------------------------
    async def moves(self, table_id: int, *, last: int | None = None) -> list[MoveRow]:
        if last is None:
            rows = await self._all("SELECT * FROM moves WHERE table_id=? ORDER BY seq", (table_id,))
        else:
            rows = await self._all("SELECT * FROM moves WHERE table_id=? ORDER BY seq DESC LIMIT ?", (table_id, last))
            rows.reverse()
        return [MoveRow(r["seq"], r["seat"], r["action"], json.loads(r["events"]), r["at"]) for r in rows]

    async def moved_since(self, table_id: int, seat: str, version: int) -> bool:
        row = await self._one("SELECT 1 FROM moves WHERE table_id=? AND seat=? AND seq>? LIMIT 1", (table_id, seat, version))
        return row is not None


def _timer(row: aiosqlite.Row) -> dict[str, Any]:
    try:
        args = json.loads(row["args"])
    except ValueError:
        args = None  # a damaged timer: the dispatcher drops it with a log line
    return {**dict(row), "args": args}
