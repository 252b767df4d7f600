"""Storage: the tables, their move logs, outbox and timers, with versioned migrations.

A table row holds the whole game state; `moves` is the append-only log. Every
change to a table is one transaction that also bumps `version`, and nothing is
said in Discord about a change before its transaction has committed. The SQL is
written once; `bot.db` runs it on SQLite (a file) or PostgreSQL (a URL).
"""

from __future__ import annotations

import contextvars
import json
import time
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable

from .db import Connection, DatabaseBusy, IntegrityError, Read, SchemaTooNew, Unchanged, Write, driver_for
from .errors import DamagedTable, TableBusy
from .rows import TAKE_BACK, Around, MoveRow, TableRow  # the store makes them
from .shards import ALL, Shards

__all__ = ["DatabaseBusy", "MIGRATIONS", "SchemaTooNew", "StaleVersion", "Store", "TableBusy", "TableRow", "MoveRow"]

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
    # 4: ratings per server and game (bot/service/ratings.py): each person's skill, each rated game's
    #    places, and which tables were rated, in the order they were (a table once only)
    """
    CREATE TABLE rated (
        id       INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL UNIQUE REFERENCES tables(id),
        at       REAL    NOT NULL
    );
    CREATE TABLE ratings (
        guild    INTEGER NOT NULL,
        game     TEXT    NOT NULL,
        person   TEXT    NOT NULL,
        mu       REAL    NOT NULL,
        sigma    REAL    NOT NULL,
        PRIMARY KEY (guild, game, person)
    );
    CREATE TABLE results (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        person   TEXT    NOT NULL,
        guild    INTEGER NOT NULL,
        game     TEXT    NOT NULL,
        place    INTEGER NOT NULL,
        sides    INTEGER NOT NULL,
        won      INTEGER NOT NULL,
        at       REAL    NOT NULL,
        PRIMARY KEY (table_id, person)
    );
    CREATE INDEX results_by_person ON results(guild, person, game, at);
    """,
    # 5: a table in a thread. `channel` stays where the table plays (the thread's id, which is
    #    also its lobby message's id in the parent), so every lookup by an interaction's
    #    channel finds the table of its thread and one open table per thread is the old
    #    index unchanged; `parent` is the channel the lobby message sits in (NULL: the table
    #    plays where it was opened), so a channel may hold many tables, one per thread.
    """
    ALTER TABLE tables ADD COLUMN parent INTEGER;
    CREATE INDEX tables_by_parent ON tables(parent) WHERE status IN ('lobby', 'running');
    """,
    # 6: moves taken back (`/game undo`): a move stays in the log, marked with the version of the
    #    take-back that undid it; the take-back is a line of the log itself (action TAKE_BACK)
    """
    ALTER TABLE moves ADD COLUMN undone INTEGER;
    """,
    # 7: DMs that failed for a reason other than closed DMs, kept until they go out or are given
    #    up, so a restart tries them again (the outbox has been emptied of them by then)
    """
    CREATE TABLE dm_retries (
        id       INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seat     TEXT    NOT NULL,
        text     TEXT    NOT NULL,
        attempt  INTEGER NOT NULL DEFAULT 0
    );
    """,
    # 8: a server's own settings (bot/service/servers.py, as JSON) and, once the bot was removed from
    #    it, when its data is deleted (NULL: the bot is there); open tables by server and host,
    #    which the limits count at every `/game new`
    """
    CREATE TABLE servers (
        guild     INTEGER NOT NULL PRIMARY KEY,
        settings  TEXT    NOT NULL DEFAULT '{}',
        forget_at REAL
    );
    CREATE INDEX servers_by_forget_at ON servers(forget_at);
    CREATE INDEX open_tables_by_host ON tables(guild, host) WHERE status IN ('lobby', 'running');
    """,
    # 9: how each person's turns reach them (bot/service/people.py), for all their tables: `notify`
    #    (ping, dm, digest, quiet), the digest's hour (UTC) and when it is next due, the language they
    #    set it in, and whether they were told their DMs are closed; and the turn prompts sent by DM,
    #    one per table and seat while it waits on them, so a restart can still retire them
    """
    CREATE TABLE people (
        person      INTEGER NOT NULL PRIMARY KEY,
        notify      TEXT    NOT NULL DEFAULT 'ping' CHECK (notify IN ('ping', 'dm', 'digest', 'quiet')),
        digest_hour INTEGER,
        digest_at   REAL,
        locale      TEXT    NOT NULL DEFAULT 'en',
        told_closed INTEGER NOT NULL DEFAULT 0,
        updated     REAL    NOT NULL
    );
    CREATE INDEX people_by_digest_at ON people(digest_at);
    CREATE TABLE dm_prompts (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seat     TEXT    NOT NULL,
        channel  INTEGER NOT NULL,
        message  INTEGER NOT NULL,
        version  INTEGER NOT NULL,
        mark     TEXT    NOT NULL,
        PRIMARY KEY (table_id, seat)
    );
    """,
]


class StaleVersion(RuntimeError):
    """The row changed under us: someone else wrote first."""


# The transaction the current task is inside, if any (store, connection): the store's
# statements inside `async with self._transaction()` run on that transaction's connection.
_IN_TRANSACTION: contextvars.ContextVar[tuple["Store", Connection] | None] = contextvars.ContextVar(
    "store_transaction", default=None)


def _raise_to(column: str) -> str:
    """`column` set to the parameter unless it is already higher (SQLite's MAX(a, b) is not portable);
    the parameter is passed twice."""
    return f"{column}=CASE WHEN {column} < ? THEN ? ELSE {column} END"


class Store:
    def __init__(self, database: str | Path, shards: Shards = ALL,
                 on_lost: Callable[[str], Awaitable[Any]] | None = None) -> None:
        """`on_lost`: told why (async) if another process takes this database's shards while we run."""
        self.database = database
        self.shards = shards  # the guilds whose tables this process serves
        self.driver = driver_for(database, shards, on_lost)
        self.lock = self.driver.lock

    async def open(self) -> None:
        """Connect and migrate. A database of a newer schema is refused before anything is
        written to it; an older one is copied first where the driver can (SQLite)."""
        found = await self.driver.open(newest=len(MIGRATIONS))
        try:
            if 0 < found < len(MIGRATIONS):
                await self.driver.backup(found, len(MIGRATIONS))  # a migration cannot be undone
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        await self.driver.close()

    @property
    def is_open(self) -> bool:
        return self.driver.is_open

    @property
    def holds(self) -> bool:
        """This process holds the database (SQLite's lock file; PostgreSQL's shard leases)."""
        return self.lock.held

    def _conn(self) -> Connection:
        current = _IN_TRANSACTION.get()
        return current[1] if current is not None and current[0] is self else self.driver

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """Every statement of the store inside this block is one transaction."""
        async with self.driver.transaction() as conn:
            token = _IN_TRANSACTION.set((self, conn))
            try:
                yield
            finally:
                _IN_TRANSACTION.reset(token)

    async def _one(self, sql: str, params: tuple = ()) -> Any:
        return await self._conn().one(sql, params)

    async def _all(self, sql: str, params: tuple = ()) -> list[Any]:
        return await self._conn().all(sql, params)

    async def _run(self, sql: str, params: tuple = ()) -> int:
        """Execute a statement; return the rows changed."""
        return await self._conn().run(sql, params)

    _write = _run  # a single-statement write: the driver keeps it out of anyone else's transaction

    async def _batch(self, *writes: Write | None, stale: Any = None) -> list[int]:
        """Writes as one transaction, in one round trip to the database (None: nothing to
        write there); a guarded write (`exactly_one`) not met is StaleVersion(stale), nothing kept."""
        try:
            return await self.driver.batch([w for w in writes if w is not None])
        except Unchanged:
            raise StaleVersion(stale) from None

    async def _insert(self, sql: str, params: tuple = ()) -> int:
        """An INSERT into a table with an `id`; returns the new id."""
        return await self._conn().insert(sql, params)

    async def _migrate(self) -> None:
        """Each migration in a transaction of its own, numbered alike on every backend."""
        while True:
            async with self._transaction():
                conn = self._conn()
                current = await conn.schema_version()
                if current >= len(MIGRATIONS):
                    return
                for statement in self.driver.statements(MIGRATIONS[current]):
                    await conn.run(statement)
                await conn.set_schema_version(current + 1)

    def _mine(self, guild_column: str = "guild") -> tuple[str, tuple]:
        """The SQL condition for tables of guilds this process serves."""
        return self.shards.where(guild_column)

    # --- meta ----------------------------------------------------------------
    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key=?", (key,))
        return row["value"] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._write("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
                          (key, value))

    # --- tables --------------------------------------------------------------
    async def open_table(self, channel: int) -> TableRow | None:
        row = await self._one("SELECT * FROM tables WHERE channel=? AND status IN ('lobby', 'running')", (channel,))
        return TableRow.from_row(row) if row else None

    async def threaded_tables(self, parent: int) -> list[TableRow]:
        """The open tables whose lobby message is in `parent`, each playing in its thread."""
        rows = await self._all("SELECT * FROM tables WHERE parent=? AND channel<>parent AND status IN ('lobby', 'running')"
                               " ORDER BY id", (parent,))
        return [TableRow.from_row(r) for r in rows]

    async def set_thread(self, table_id: int, channel: int, parent: int | None) -> None:
        """Where the table plays from now on: its thread (under `parent`), or the channel itself."""
        await self._write("UPDATE tables SET channel=?, parent=?, updated=? WHERE id=?",
                          (channel, parent, time.time(), table_id))

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

    async def latest_finished(self, channel: int) -> TableRow | None:
        """The newest finished game of a channel (a replay's default while a new lobby is open there)."""
        row = await self._one("SELECT * FROM tables WHERE channel=? AND status='over' ORDER BY id DESC LIMIT 1",
                              (channel,))
        return TableRow.from_row(row) if row else None

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._one("SELECT * FROM tables WHERE id=?", (table_id,))
        return TableRow.from_row(row) if row else None

    async def table_for_move(self, table_id: int, seat: str, version: int | None,
                             persons: list[str]) -> tuple[TableRow | None, bool, Around]:
        """A table about to take a move, with what the move's road needs beside it, in one round
        trip from one snapshot: whether `seat` moved since `version` (False for None), and the
        table's timers, the choices of `persons` and its DM prompts (`Around`)."""
        ids = [int(p) for p in persons if p.isdigit()]
        reads = [Read("SELECT * FROM tables WHERE id=?", (table_id,)),
                 Read("SELECT 1 FROM moves WHERE table_id=? AND seat=? AND seq>? LIMIT 1",
                      (table_id, seat, version or 0)),
                 Read("SELECT * FROM timers WHERE table_id=? ORDER BY due", (table_id,), True),
                 Read("SELECT * FROM dm_prompts WHERE table_id=? ORDER BY seat", (table_id,), True)]
        if ids:
            marks = ", ".join("?" for _ in ids)
            reads.append(Read(f"SELECT * FROM people WHERE person IN ({marks})", tuple(ids), True))
        if self._conn() is not self.driver:  # inside a transaction: its own connection, a statement at a time
            found = [await (self._conn().all if r.many else self._conn().one)(r.sql, r.params) for r in reads]
        else:
            found = await self.driver.reads(reads)
        row, moved, timers, prompts, people = (*found, [])[:5]
        around = Around(timers=[_timer(r) for r in timers], people={str(r["person"]): dict(r) for r in people},
                        dm_prompts=[dict(r) for r in prompts], persons=tuple(persons))
        return (TableRow.from_row(row) if row else None), version is not None and moved is not None, around

    async def _rows(self, where: str) -> list[TableRow | DamagedTable]:
        """This process's tables matching `where`, each row on its own: a damaged one comes back
        as its DamagedTable, not as a failure of all."""
        mine, params = self._mine()
        out: list[TableRow | DamagedTable] = []
        for r in await self._all(f"SELECT * FROM tables WHERE ({where}) AND {mine} ORDER BY id", params):
            try:
                out.append(TableRow.from_row(r))
            except DamagedTable as damaged:
                out.append(damaged)
        return out

    async def count_by_status(self) -> dict[str, int]:
        mine, params = self._mine()
        rows = await self._all(f"SELECT status, COUNT(*) AS n FROM tables WHERE {mine} GROUP BY status", params)
        return {r["status"]: int(r["n"]) for r in rows}

    async def running_tables(self) -> list[TableRow]:
        return [r for r in await self._rows("status='running'") if isinstance(r, TableRow)]

    async def to_resume(self) -> list[TableRow | DamagedTable]:
        """After a start: every open table, and finished ones whose last version was never said."""
        return await self._rows("status IN ('lobby', 'running') OR (status='over' AND announced < version)")

    async def create_table(
        self, *, guild: int, channel: int, game: str, host: str, name: str, locale: str, options: dict[str, Any],
        seats: list[str] | None = None, names: dict[str, str] | None = None, rematch: list[str] | None = None,
        parent: int | None = None,
    ) -> TableRow:
        now = time.time()
        seats = seats or [host]
        names = {**(names or {}), host: name}
        try:
            new_id = await self._insert(
                "INSERT INTO tables(guild, channel, game, status, host, seats, names, options, locale, version, created,"
                " updated, rematch, parent) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)",
                (guild, channel, game, host, json.dumps(seats), json.dumps(names), json.dumps(options), locale, now, now,
                 json.dumps(rematch or []), parent),
            )
        except IntegrityError:
            raise StaleVersion("a table is already open in this channel") from None
        return await self.table(new_id)

    async def update_lobby(self, row: TableRow, *, seats: list[str], names: dict[str, str], status: str | None = None,
                           host: str | None = None) -> TableRow:
        """Seats before the start; guarded by version so two clicks cannot both win."""
        changed = await self._write(
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
        await self._batch(
            Write("UPDATE tables SET status='running', seats=?, seed=?, state=?, version=version+1,"
                  " started_version=version+1, updated=? WHERE id=? AND version=? AND status='lobby'",
                  (json.dumps(seats), seed, state, time.time(), row.id, row.version), exactly_one=True),
            _to_outbox(row.id, row.version + 1, events),
            stale=row.id,
        )
        # the row as written, not read back: a failed read after the commit would make the answer
        # say that nothing changed
        return replace(row, status="running", seats=list(seats), seed=seed, state=state, version=row.version + 1,
                       started_version=row.version + 1)

    async def record_move(
        self, row: TableRow, *, seat: str, action: str, state: str, events: list[dict[str, Any]], over: bool
    ) -> int:
        """The state, the log line (public events), the outbox (all events, with their audience)
        and the version bump: one transaction. Returns the new version."""
        new_version = row.version + 1
        now = time.time()
        public = [{"kind": e["kind"], "params": e["params"]} for e in events if e.get("to") is None]
        await self._batch(
            Write("UPDATE tables SET state=?, version=?, status=?, updated=? WHERE id=? AND version=?",
                  (state, new_version, "over" if over else "running", now, row.id, row.version), exactly_one=True),
            Write("INSERT INTO moves(table_id, seq, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                  (row.id, new_version, seat, action, json.dumps(public), now)),
            _to_outbox(row.id, new_version, events),
            stale=row.id,
        )
        return new_version

    async def take_back(self, row: TableRow, *, seat: str, first: int, state: str,
                        events: list[dict[str, Any]]) -> int:
        """`seat` takes back every standing move from version `first` on: the state before them,
        the take-back's own log line (its public events), the moves marked as undone by it, the
        outbox and the version bump, in one transaction. Returns the new version."""
        new_version = row.version + 1
        now = time.time()
        public = [{"kind": e["kind"], "params": e["params"]} for e in events if e.get("to") is None]
        await self._batch(
            Write("UPDATE tables SET state=?, version=?, status='running', updated=? WHERE id=? AND version=?"
                  " AND status='running'", (state, new_version, now, row.id, row.version), exactly_one=True),
            Write("UPDATE moves SET undone=? WHERE table_id=? AND seq>=? AND undone IS NULL AND action<>?",
                  (new_version, row.id, first, TAKE_BACK)),
            Write("INSERT INTO moves(table_id, seq, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                  (row.id, new_version, seat, TAKE_BACK, json.dumps(public), now)),
            _to_outbox(row.id, new_version, events),
            stale=row.id,
        )
        return new_version

    async def unsaid(self, table_id: int, after: int) -> list[tuple[int, list[dict[str, Any]]]]:
        """The outbox after version `after`: (version, its events), oldest first."""
        rows = await self._all("SELECT seq, events FROM outbox WHERE table_id=? AND seq>? ORDER BY seq",
                               (table_id, after))
        return [(r["seq"], json.loads(r["events"])) for r in rows]

    async def set_told(self, table_id: int, version: int) -> None:
        """The private events up to `version` were handed to their seats (sent, or found closed)."""
        await self._write(f"UPDATE tables SET {_raise_to('told')} WHERE id=?", (version, version, table_id))

    async def set_status(self, table_id: int, status: str) -> None:
        await self._write(
            "UPDATE tables SET status=?, version=version+1, updated=? WHERE id=?", (status, time.time(), table_id)
        )

    async def set_announced(self, table_id: int, version: int, prompt_message: int | None) -> None:
        """Said in the channel up to `version`: what the outbox held for it (said and told) goes."""
        await self._batch(
            Write(f"UPDATE tables SET {_raise_to('announced')}, prompt_message=COALESCE(?, prompt_message) WHERE id=?",
                  (version, version, prompt_message, table_id)),
            Write("DELETE FROM outbox WHERE table_id=? AND seq<=? AND seq<=(SELECT told FROM tables WHERE id=?)",
                  (table_id, version, table_id)),
        )

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
        await self._write("INSERT INTO timers(table_id, seat, kind, due, args) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
                          "(table_id, seat, kind) DO UPDATE SET due=excluded.due, args=excluded.args",
                          (table_id, seat, kind, due, json.dumps(args or {})))

    async def clear_timers(self, table_id: int, seats: list[str] | None = None) -> None:
        """A table's timers: all of them, or those of some seats."""
        if seats is None:
            await self._write("DELETE FROM timers WHERE table_id=?", (table_id,))
            return
        for seat in seats:
            await self._write("DELETE FROM timers WHERE table_id=? AND seat=?", (table_id, seat))

    async def reset_timers(self, table_id: int, clear: list[str],
                           arm: list[tuple[str, str, float, dict[str, Any]]]) -> None:
        """Some seats' timers cleared, then (seat, kind, due, args) set: one transaction, one round trip."""
        if not clear and not arm:
            return
        await self._batch(
            *(Write("DELETE FROM timers WHERE table_id=? AND seat=?", (table_id, seat)) for seat in clear),
            *(Write("INSERT INTO timers(table_id, seat, kind, due, args) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
                    "(table_id, seat, kind) DO UPDATE SET due=excluded.due, args=excluded.args",
                    (table_id, seat, kind, due, json.dumps(args or {}))) for seat, kind, due, args in arm))

    async def timers(self, table_id: int) -> list[dict[str, Any]]:
        return [_timer(r) for r in await self._all("SELECT * FROM timers WHERE table_id=? ORDER BY due", (table_id,))]

    async def next_timer(self) -> dict[str, Any] | None:
        mine, params = self._mine("tables.guild")
        row = await self._one(f"SELECT timers.* FROM timers JOIN tables ON tables.id = timers.table_id WHERE {mine}"
                              " ORDER BY timers.due, timers.id LIMIT 1", params)
        return _timer(row) if row else None

    async def delete_timer(self, timer_id: int) -> None:
        await self._write("DELETE FROM timers WHERE id=?", (timer_id,))

    # --- DMs to try again (bot/speech/dms.py) -------------------------------------------
    async def keep_dm(self, table_id: int, seat: str, text: str) -> int:
        return await self._insert("INSERT INTO dm_retries(table_id, seat, text) VALUES (?, ?, ?)",
                                  (table_id, seat, text))

    async def dm_tried(self, retry_id: int, attempt: int) -> None:
        await self._write("UPDATE dm_retries SET attempt=? WHERE id=?", (attempt, retry_id))

    async def drop_dm(self, retry_id: int) -> None:
        await self._write("DELETE FROM dm_retries WHERE id=?", (retry_id,))

    async def kept_dms(self) -> list[dict[str, Any]]:
        """This process's DMs to try again, oldest first."""
        mine, params = self._mine("tables.guild")
        rows = await self._all(f"SELECT dm_retries.* FROM dm_retries JOIN tables ON tables.id = dm_retries.table_id"
                               f" WHERE {mine} ORDER BY dm_retries.id", params)
        return [dict(r) for r in rows]

    # --- moves ---------------------------------------------------------------
    async def moves(self, table_id: int, *, last: int | None = None) -> list[MoveRow]:
        if last is None:
            rows = await self._all("SELECT * FROM moves WHERE table_id=? ORDER BY seq", (table_id,))
        else:
            rows = await self._all("SELECT * FROM moves WHERE table_id=? ORDER BY seq DESC LIMIT ?", (table_id, last))
            rows.reverse()
        return [MoveRow(r["seq"], r["seat"], r["action"], json.loads(r["events"]), r["at"], r["undone"]) for r in rows]

    async def moved_since(self, table_id: int, seat: str, version: int) -> bool:
        row = await self._one("SELECT 1 FROM moves WHERE table_id=? AND seat=? AND seq>? LIMIT 1", (table_id, seat, version))
        return row is not None

    # --- ratings (bot/service/ratings.py computes them) ---------------------------------
    async def ratings_of(self, guild: int, game: str, people: list[str]) -> dict[str, tuple[float, float]]:
        """The (mu, sigma) of those of `people` rated at `game` in `guild`."""
        found = {}
        for person in people:
            row = await self._one("SELECT mu, sigma FROM ratings WHERE guild=? AND game=? AND person=?",
                                  (guild, game, person))
            if row is not None:
                found[person] = (row["mu"], row["sigma"])
        return found

    async def save_rating(self, row: TableRow, at: float, ratings: dict[str, tuple[float, float]],
                          results: list[dict[str, Any]]) -> bool:
        """A finished table's new ratings and its places: one transaction, once per table
        (False: it was rated before, nothing written)."""
        try:
            async with self._transaction():
                if await self._one("SELECT 1 FROM rated WHERE table_id=?", (row.id,)):
                    return False
                await self._insert("INSERT INTO rated(table_id, at) VALUES (?, ?)", (row.id, at))
                await self._put_ratings(row.guild, row.game, ratings)
                await self._put_results(row, at, results)
        except IntegrityError:  # rated at the same moment by another path: that one counts
            return False
        return True

    async def _put_ratings(self, guild: int, game: str, ratings: dict[str, tuple[float, float]]) -> None:
        for person, (mu, sigma) in ratings.items():
            await self._run("INSERT INTO ratings(guild, game, person, mu, sigma) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
                            "(guild, game, person) DO UPDATE SET mu=excluded.mu, sigma=excluded.sigma",
                            (guild, game, person, mu, sigma))

    async def _put_results(self, row: TableRow, at: float, results: list[dict[str, Any]]) -> None:
        for r in results:
            await self._run("INSERT INTO results(table_id, person, guild, game, place, sides, won, at)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            (row.id, r["person"], row.guild, row.game, r["place"], r["sides"], int(r["won"]), at))

    async def rated_tables(self) -> list[tuple[TableRow, float]]:
        """This process's rated tables, in the order they were rated, and when."""
        mine, params = self._mine("tables.guild")
        rows = await self._all(f"SELECT tables.*, rated.at AS rated_at FROM rated JOIN tables ON tables.id ="
                               f" rated.table_id WHERE {mine} ORDER BY rated.id", params)
        return [(TableRow.from_row(r), r["rated_at"]) for r in rows]

    async def replace_ratings(self, tables: list[tuple[TableRow, float, list[dict[str, Any]]]],
                              ratings: dict[tuple[int, str], dict[str, tuple[float, float]]]) -> None:
        """All ratings and places of this process's servers, recomputed: one transaction."""
        mine, params = self._mine()
        async with self._transaction():
            await self._run(f"DELETE FROM ratings WHERE {mine}", params)
            await self._run(f"DELETE FROM results WHERE {mine}", params)
            for (guild, game), by_person in ratings.items():
                await self._put_ratings(guild, game, by_person)
            for row, at, results in tables:
                await self._put_results(row, at, results)

    async def leaderboard(self, guild: int, game: str) -> list[dict[str, Any]]:
        """Everyone rated at `game` in `guild`, with their games and wins (unordered: the
        conservative rating is the caller's arithmetic)."""
        rows = await self._all("SELECT ratings.person, mu, sigma, COUNT(results.table_id) AS games,"
                               " CAST(COALESCE(SUM(results.won), 0) AS INTEGER) AS wins FROM ratings LEFT JOIN results ON"
                               " results.guild = ratings.guild AND results.game = ratings.game AND results.person ="
                               " ratings.person WHERE ratings.guild=? AND ratings.game=?"
                               " GROUP BY ratings.person, mu, sigma", (guild, game))
        return [dict(r) for r in rows]

    async def results_of(self, guild: int, person: str) -> list[dict[str, Any]]:
        """A person's places in `guild`, newest first, with the game's rating."""
        rows = await self._all("SELECT results.*, mu, sigma FROM results JOIN ratings ON ratings.guild ="
                               " results.guild AND ratings.game = results.game AND ratings.person = results.person"
                               " WHERE results.guild=? AND results.person=? ORDER BY results.at DESC,"
                               " results.table_id DESC", (guild, person))
        return [dict(r) for r in rows]


    # --- servers: their settings, the limits' counts, and what a person or a server leaves ---------
    async def server_settings(self, guild: int) -> str | None:
        row = await self._one("SELECT settings FROM servers WHERE guild=?", (guild,))
        return row["settings"] if row else None

    async def set_server_settings(self, guild: int, settings: str) -> None:
        await self._write("INSERT INTO servers(guild, settings) VALUES (?, ?) ON CONFLICT(guild) DO UPDATE SET"
                          " settings=excluded.settings", (guild, settings))

    async def open_hosted(self, guild: int, host: str) -> list[dict[str, Any]]:
        """The open tables (lobbies and running) one person hosts in a server, oldest first: their
        id, status and channel (plain columns: a damaged row counts too)."""
        rows = await self._all("SELECT id, status, channel FROM tables WHERE guild=? AND host=? AND status IN"
                               " ('lobby', 'running') ORDER BY id", (guild, host))
        return [dict(r) for r in rows]

    async def open_in(self, guild: int) -> list[int]:
        return [r["id"] for r in await self._all("SELECT id FROM tables WHERE guild=? AND status IN ('lobby', 'running')",
                                                 (guild,))]

    async def running_in(self, guild: int) -> int:
        row = await self._one("SELECT COUNT(*) AS n FROM tables WHERE guild=? AND status='running'", (guild,))
        return int(row["n"])

    _HAS_PERSON = ("host=? OR seats LIKE ? OR names LIKE ? OR rematch LIKE ? OR ai_played LIKE ? OR dm_closed LIKE ?"
                   " OR state LIKE ?")

    async def tables_of(self, guild: int, person: str) -> list[TableRow]:
        """Every table of a server that names this person (as a seat, its host, in its game), oldest
        first; a damaged row is left out."""
        like = f"%{json.dumps(person)}%"
        out = []
        for r in await self._all(f"SELECT * FROM tables WHERE guild=? AND ({self._HAS_PERSON}) ORDER BY id",
                                 (guild, person) + (like,) * 6):
            try:
                out.append(TableRow.from_row(r))
            except DamagedTable:
                continue
        return out

    async def seated(self, person: str) -> list[tuple[TableRow | DamagedTable, float]]:
        """The open tables (lobbies and running) with a seat of this person, in every server but
        those the bot was removed from, oldest first, each with when it last moved (its newest
        move, else its creation). Every shard's: it only reads. A damaged row comes back as its
        DamagedTable, not as a failure of all."""
        rows = await self._all(
            "SELECT tables.*, COALESCE((SELECT MAX(moves.at) FROM moves WHERE moves.table_id = tables.id),"
            " tables.created) AS moved FROM tables LEFT JOIN servers ON servers.guild = tables.guild"
            " WHERE tables.status IN ('lobby', 'running') AND tables.seats LIKE ? AND servers.forget_at IS NULL"
            " ORDER BY tables.id", (f"%{json.dumps(person)}%",))
        out: list[tuple[TableRow | DamagedTable, float]] = []
        for r in rows:
            try:
                out.append((TableRow.from_row(r), float(r["moved"])))
            except DamagedTable as damaged:
                out.append((damaged, float(r["moved"])))
        return out

    async def moves_of(self, guild: int, person: str) -> list[dict[str, Any]]:
        """A person's own moves in a server's tables: table id, number, action and when."""
        rows = await self._all("SELECT moves.table_id, moves.seq, moves.action, moves.at FROM moves JOIN tables ON"
                               " tables.id = moves.table_id WHERE tables.guild=? AND moves.seat=?"
                               " ORDER BY moves.table_id, moves.seq", (guild, person))
        return [dict(r) for r in rows]

    async def forget_person(self, guild: int, person: str, placeholder: str) -> int:
        """The person's id leaves every record of this server, `placeholder` in its place (so the
        games, places and ratings of the others stand, and replay and rebuild alike), and their
        name with it: one transaction. Returns the tables that named them."""
        token, other = json.dumps(person), json.dumps(placeholder)
        like = f"%{token}%"
        in_server = "table_id IN (SELECT id FROM tables WHERE guild=?)"
        async with self._transaction():
            rows = await self._all(f"SELECT * FROM tables WHERE guild=? AND ({self._HAS_PERSON})",
                                   (guild, person) + (like,) * 6)
            for r in rows:
                columns = {c: (r[c] or "").replace(token, other) if r[c] is not None else None
                           for c in ("seats", "names", "rematch", "ai_played", "dm_closed", "state")}
                try:
                    names = json.loads(columns["names"])
                    names.pop(placeholder, None)  # their name goes; the seat reads "a former player"
                    columns["names"] = json.dumps(names)
                except (TypeError, ValueError, AttributeError):
                    columns["names"] = "{}"  # a damaged names column: nobody's name is kept rather than theirs
                await self._run("UPDATE tables SET seats=?, names=?, rematch=?, ai_played=?, dm_closed=?, state=?,"
                                " host=? WHERE id=?",
                                (columns["seats"], columns["names"], columns["rematch"], columns["ai_played"],
                                 columns["dm_closed"], columns["state"],
                                 placeholder if r["host"] == person else r["host"], r["id"]))
            await self._run(f"UPDATE moves SET seat=CASE WHEN seat=? THEN ? ELSE seat END, events=REPLACE(events, ?, ?)"
                            f" WHERE {in_server} AND (seat=? OR events LIKE ?)",
                            (person, placeholder, token, other, guild, person, like))
            await self._run(f"UPDATE outbox SET events=REPLACE(events, ?, ?) WHERE {in_server} AND events LIKE ?",
                            (token, other, guild, like))
            await self._run(f"UPDATE timers SET seat=CASE WHEN seat=? THEN ? ELSE seat END, args=REPLACE(args, ?, ?)"
                            f" WHERE {in_server} AND (seat=? OR args LIKE ?)",
                            (person, placeholder, token, other, guild, person, like))
            await self._run(f"DELETE FROM dm_retries WHERE {in_server} AND seat=?", (guild, person))  # DMs to them
            await self._run("UPDATE results SET person=? WHERE guild=? AND person=?", (placeholder, guild, person))
            await self._run("UPDATE ratings SET person=? WHERE guild=? AND person=?", (placeholder, guild, person))
        return len(rows)

    async def set_forget_at(self, guild: int, at: float | None) -> None:
        """When the server's data is deleted (the bot was removed); None: it stays (the bot is back)."""
        await self._write("INSERT INTO servers(guild, forget_at) VALUES (?, ?) ON CONFLICT(guild) DO UPDATE SET"
                          " forget_at=excluded.forget_at", (guild, at))

    async def next_forgotten_server(self) -> dict[str, Any] | None:
        """The server of this process whose data is due for deletion soonest: guild and when."""
        mine, params = self._mine()
        row = await self._one(f"SELECT guild, forget_at FROM servers WHERE forget_at IS NOT NULL AND {mine}"
                              " ORDER BY forget_at LIMIT 1", params)
        return dict(row) if row else None

    async def delete_server(self, guild: int) -> None:
        """Everything kept about a server, in one transaction."""
        in_server = "table_id IN (SELECT id FROM tables WHERE guild=?)"
        async with self._transaction():
            for table in ("outbox", "moves", "timers", "rated", "results", "dm_retries", "dm_prompts"):
                await self._run(f"DELETE FROM {table} WHERE {in_server}", (guild,))
            await self._run("DELETE FROM results WHERE guild=?", (guild,))
            await self._run("DELETE FROM ratings WHERE guild=?", (guild,))
            await self._run("DELETE FROM tables WHERE guild=?", (guild,))
            await self._run("DELETE FROM servers WHERE guild=?", (guild,))


    # --- people: how their turns reach them, and the prompts sent to them by DM ----------------
    async def person(self, person: str) -> dict[str, Any] | None:
        row = await self._one("SELECT * FROM people WHERE person=?", (int(person),))
        return dict(row) if row else None

    async def people(self, persons: list[str]) -> dict[str, dict[str, Any]]:
        """The rows of those of `persons` who set how their turns reach them."""
        ids = [int(p) for p in persons if p.isdigit()]
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._all(f"SELECT * FROM people WHERE person IN ({marks})", tuple(ids))
        return {str(r["person"]): dict(r) for r in rows}

    async def set_person(self, person: str, *, notify: str, digest_hour: int | None, digest_at: float | None,
                         locale: str) -> None:
        await self._write("INSERT INTO people(person, notify, digest_hour, digest_at, locale, updated)"
                          " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(person) DO UPDATE SET notify=excluded.notify,"
                          " digest_hour=excluded.digest_hour, digest_at=excluded.digest_at, locale=excluded.locale,"
                          " told_closed=0, updated=excluded.updated",
                          (int(person), notify, digest_hour, digest_at, locale, time.time()))

    async def set_told_closed(self, person: str, told: bool) -> None:
        await self._write("UPDATE people SET told_closed=? WHERE person=?", (int(told), int(person)))

    async def set_digest_at(self, person: str, at: float | None) -> None:
        await self._write("UPDATE people SET digest_at=? WHERE person=?", (at, int(person)))

    async def next_digest(self) -> dict[str, Any] | None:
        """The digest of this process's people due soonest: person and when (a person belongs to
        the shard of their id, by the guilds' formula, so one process sends it)."""
        mine, params = self._mine("person")
        row = await self._one(f"SELECT person, digest_at FROM people WHERE digest_at IS NOT NULL AND {mine}"
                              " ORDER BY digest_at LIMIT 1", params)
        return dict(row) if row else None

    async def forget_person_everywhere(self, person: str) -> None:
        """How their turns reach them, and their DM prompts: kept for all servers, so forgetting
        them in one forgets these too."""
        await self._batch(Write("DELETE FROM people WHERE person=?", (int(person),)),
                          Write("DELETE FROM dm_prompts WHERE seat=?", (person,)))

    async def dm_prompts(self, table_id: int) -> list[dict[str, Any]]:
        return [dict(r) for r in await self._all("SELECT * FROM dm_prompts WHERE table_id=? ORDER BY seat",
                                                 (table_id,))]

    async def set_dm_prompt(self, table_id: int, seat: str, *, channel: int, message: int, version: int,
                            mark: str) -> None:
        await self._write("INSERT INTO dm_prompts(table_id, seat, channel, message, version, mark) VALUES"
                          " (?, ?, ?, ?, ?, ?) ON CONFLICT(table_id, seat) DO UPDATE SET channel=excluded.channel,"
                          " message=excluded.message, version=excluded.version, mark=excluded.mark",
                          (table_id, seat, channel, message, version, mark))

    async def drop_dm_prompt(self, table_id: int, seat: str) -> None:
        await self._write("DELETE FROM dm_prompts WHERE table_id=? AND seat=?", (table_id, seat))


def _to_outbox(table_id: int, version: int, events: list[dict[str, Any]]) -> Write | None:
    """A version's events, with their audience, until they are said (None: it has none)."""
    if not events:
        return None
    return Write("INSERT INTO outbox(table_id, seq, events) VALUES (?, ?, ?)", (table_id, version, json.dumps(events)))


def _timer(row: Any) -> dict[str, Any]:
    try:
        args = json.loads(row["args"])
    except ValueError:
        args = None  # a damaged timer: the dispatcher drops it with a log line
    return {**dict(row), "args": args}
