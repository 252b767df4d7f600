"""Storage: the tables, their move logs and outbox, ratings and servers, with versioned migrations
(bot/service/migrations: a numbered SQL file each).

A table row holds the whole game state; `moves` is the append-only log. Every
change to a table is one transaction that also bumps `version`, and nothing is
said in Discord about a change before its transaction has committed. The SQL is
written once, beside its purpose: the store's reads are its `Reader`'s, and what
was said, the timers and the people's choices are their facets' (bot/service/facets.py,
bot/service/people.py); `bot/service/db` runs it on SQLite (a file) or PostgreSQL (a URL).
"""

from __future__ import annotations

import contextvars
import json
import time
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, Sequence

from .db import Connection, DatabaseBusy, IntegrityError, Read, SchemaTooNew, Unchanged, Write, driver_for
from .errors import DamagedTable, TableBusy
from .facets import Reader, _timer
from .migrations import MIGRATIONS
from .rows import TAKE_BACK, Around, MoveRow, TableRow  # the store makes them
from .shards import ALL, Shards

__all__ = ["DatabaseBusy", "MIGRATIONS", "SchemaTooNew", "StaleVersion", "Store", "TableBusy", "TableRow", "MoveRow"]


class StaleVersion(RuntimeError):
    """The row changed under us: someone else wrote first."""


# The transaction the current task is inside, if any (store, connection): the store's
# statements inside `async with self._transaction()` run on that transaction's connection.
_IN_TRANSACTION: contextvars.ContextVar[tuple["Store", Connection] | None] = contextvars.ContextVar(
    "store_transaction", default=None)


class Store(Reader):
    """The database, its transactions, and the writes of the tables, their log, ratings and
    servers; every read of the `Reader` too (the store reads a table back after writing it)."""

    def __init__(self, database: str | Path, shards: Shards = ALL,
                 on_lost: Callable[[str], Awaitable[Any]] | None = None) -> None:
        """`on_lost`: told why (async) if another process takes this database's shards while we run."""
        super().__init__(self)
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

    # --- tables --------------------------------------------------------------
    async def set_thread(self, table_id: int, channel: int, parent: int | None) -> None:
        """Where the table plays from now on: its thread (under `parent`), or the channel itself."""
        await self._write("UPDATE tables SET channel=?, parent=?, updated=? WHERE id=?",
                          (channel, parent, time.time(), table_id))

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
        self, row: TableRow, *, seat: str, action: str, state: str, events: list[dict[str, Any]], over: bool,
        also: Sequence[Write] = (),
    ) -> int:
        """The state, the log line (public events), the outbox (all events, with their audience)
        and the version bump, and `also` (the turn timers the move sets): one transaction. Returns
        the new version."""
        new_version = row.version + 1
        now = time.time()
        public = [{"kind": e["kind"], "params": e["params"]} for e in events if e.get("to") is None]
        await self._batch(
            Write("UPDATE tables SET state=?, version=?, status=?, updated=? WHERE id=? AND version=?",
                  (state, new_version, "over" if over else "running", now, row.id, row.version), exactly_one=True),
            Write("INSERT INTO moves(table_id, seq, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                  (row.id, new_version, seat, action, json.dumps(public), now)),
            _to_outbox(row.id, new_version, events),
            *also,
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

    async def set_status(self, table_id: int, status: str) -> None:
        await self._write(
            "UPDATE tables SET status=?, version=version+1, updated=? WHERE id=?", (status, time.time(), table_id)
        )

    async def set_seating(self, table_id: int, *, host: str, ai_played: dict[str, str]) -> None:
        """Mid-game: who hosts and which people's seats the AI plays. Not a move, so the
        version (and with it every prompt's buttons and the move numbers) stays."""
        await self._write("UPDATE tables SET host=?, ai_played=?, updated=? WHERE id=?",
                          (host, json.dumps(ai_played), time.time(), table_id))

    async def take_hint(self, row: TableRow, person: str) -> bool | None:
        """`person` takes a hint at a running table: the table is no longer rated, and the hint is
        counted (the export and `/game stats` show it). True the first time at this table; None if
        the table has ended meanwhile (nothing written: a finished game's rating stands)."""
        async with self._transaction():
            first = await self._run("UPDATE tables SET unrated=1 WHERE id=? AND status='running' AND unrated=0",
                                    (row.id,)) == 1
            if not first and not await self._one("SELECT 1 FROM tables WHERE id=? AND status='running'", (row.id,)):
                return None
            await self._run("INSERT INTO hints_taken(table_id, person, taken) VALUES (?, ?, 1) ON CONFLICT(table_id,"
                            " person) DO UPDATE SET taken=hints_taken.taken+1", (row.id, person))
        return first

    async def servers_with_settings(self) -> list[tuple[int, str]]:
        """Every server's stored settings (guild, JSON): read once at a start."""
        return [(int(r["guild"]), r["settings"]) for r in await self._all("SELECT guild, settings FROM servers")]

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

    async def set_options(self, table_id: int, options: dict[str, Any]) -> None:
        await self._write("UPDATE tables SET options=?, updated=? WHERE id=?", (json.dumps(options), time.time(), table_id))

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
                if await self._one("SELECT 1 FROM tables WHERE id=? AND unrated=1", (row.id,)):
                    row.unrated = True  # a hint taken while the last move was committed: its result says so
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
            await self._run(f"DELETE FROM hints_taken WHERE {in_server} AND person=?", (guild, person))
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
            for table in ("outbox", "moves", "timers", "rated", "results", "dm_retries", "dm_prompts",
                          "hints_taken"):
                await self._run(f"DELETE FROM {table} WHERE {in_server}", (guild,))
            await self._run("DELETE FROM results WHERE guild=?", (guild,))
            await self._run("DELETE FROM ratings WHERE guild=?", (guild,))
            await self._run("DELETE FROM tables WHERE guild=?", (guild,))
            await self._run("DELETE FROM servers WHERE guild=?", (guild,))


def _to_outbox(table_id: int, version: int, events: list[dict[str, Any]]) -> Write | None:
    """A version's events, with their audience, until they are said (None: it has none)."""
    if not events:
        return None
    return Write("INSERT INTO outbox(table_id, seq, events) VALUES (?, ?, ?)", (table_id, version, json.dumps(events)))
