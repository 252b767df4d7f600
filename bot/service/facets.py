"""The narrow doors beside `Tables`: each facet is one purpose's part of the store and holds that
purpose's SQL, written here once; a caller that only reads, or only marks what was said, or only
keeps timers, is handed no more than that. `Tables` builds them over its store (`tables.reader`,
`tables.said`, `tables.timer_book`); what needs its locks, checks or rules stays a method of `Tables`.

A facet runs its statements through the store's (`_one`, `_write`, `_batch`…): on the store's
connection, inside the store's transaction when one is open. The store itself is a `Reader` that
writes too, so the store's own writes read a table back with the reader's query.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .awaited import Sitting, seated_from
from .db import Write
from .errors import DamagedTable
from .rows import MoveRow, TableRow

if TYPE_CHECKING:  # the facets are built by Tables, which hands them its store
    from .store import Store

__all__ = ["Reader", "Said", "TimerBook"]

class Reader:
    """The reads of tables, moves, results, the DMs kept to try again and the bot's notes: nothing
    here writes, so any part of the bot may hold it (tests/bot/test_facets.py reads its code)."""

    def __init__(self, store: Store) -> None:
        self._store = store  # the store's own reader is the store itself

    async def _one(self, sql: str, params: tuple = ()) -> Any:
        return await self._store._conn().one(sql, params)

    async def _all(self, sql: str, params: tuple = ()) -> list[Any]:
        return await self._store._conn().all(sql, params)

    def _mine(self, guild_column: str = "guild") -> tuple[str, tuple]:
        """The SQL condition for tables of guilds this process serves."""
        return self._store.shards.where(guild_column)

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._one("SELECT * FROM tables WHERE id=?", (table_id,))
        return TableRow.from_row(row) if row else None

    async def playing_in(self, channel: int) -> TableRow | None:
        """The open table playing in exactly this channel or thread (none of its threads')."""
        row = await self._one("SELECT * FROM tables WHERE channel=? AND status IN ('lobby', 'running')", (channel,))
        return TableRow.from_row(row) if row else None

    async def threaded_tables(self, parent: int) -> list[TableRow]:
        """The open tables whose lobby message is in `parent`, each playing in its thread."""
        rows = await self._all("SELECT * FROM tables WHERE parent=? AND channel<>parent AND status IN ('lobby', 'running')"
                               " ORDER BY id", (parent,))
        return [TableRow.from_row(r) for r in rows]

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

    async def last_finished(self, channel: int) -> TableRow | None:
        """The channel's newest table if it finished, else its newest finished one (a replay's
        default while a new lobby is open there)."""
        row = await self.latest_table(channel)
        if row is None or row.status in ("lobby", "abandoned"):  # e.g. a rematch lobby opened since
            found = await self._one("SELECT * FROM tables WHERE channel=? AND status='over' ORDER BY id DESC LIMIT 1",
                                    (channel,))
            row = TableRow.from_row(found) if found else None
        return row

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

    async def running_tables(self) -> list[TableRow]:
        return [r for r in await self._rows("status='running'") if isinstance(r, TableRow)]

    async def lobbies_and_running(self) -> list[TableRow]:
        return [r for r in await self._rows("status='lobby'") + await self._rows("status='running'")
                if isinstance(r, TableRow)]

    async def seated(self, person: str) -> list[Sitting]:
        """Every open table this person sits at, in every server but those the bot was removed
        from, oldest first (`awaited.ordered` puts them in reading order), each with when it last
        moved (its newest move, else its creation); a damaged one is left out. Every shard's: it
        only reads."""
        rows = await self._all(
            "SELECT tables.*, COALESCE((SELECT MAX(moves.at) FROM moves WHERE moves.table_id = tables.id),"
            " tables.created) AS moved FROM tables LEFT JOIN servers ON servers.guild = tables.guild"
            " WHERE tables.status IN ('lobby', 'running') AND tables.seats LIKE ? AND servers.forget_at IS NULL"
            " ORDER BY tables.id", (f"%{json.dumps(person)}%",))
        found: list[tuple[TableRow | DamagedTable, float]] = []
        for r in rows:
            try:
                found.append((TableRow.from_row(r), float(r["moved"])))
            except DamagedTable as damaged:
                found.append((damaged, float(r["moved"])))
        return seated_from(found, person)

    async def count_by_status(self) -> dict[str, int]:
        """This process's tables, counted by status (lobby, running, over, abandoned)."""
        mine, params = self._mine()
        rows = await self._all(f"SELECT status, COUNT(*) AS n FROM tables WHERE {mine} GROUP BY status", params)
        return {r["status"]: int(r["n"]) for r in rows}

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

    async def records(self, guild: int, person: str) -> list[dict[str, Any]]:
        """A person's places in `guild`, newest first, with the game's rating (bot/ratings.py)."""
        rows = await self._all("SELECT results.*, mu, sigma FROM results JOIN ratings ON ratings.guild ="
                               " results.guild AND ratings.game = results.game AND ratings.person = results.person"
                               " WHERE results.guild=? AND results.person=? ORDER BY results.at DESC,"
                               " results.table_id DESC", (guild, person))
        return [dict(r) for r in rows]

    async def hints_of(self, guild: int, person: str) -> dict[int, int]:
        """The hints a person took in a server's tables: table id -> how many
        (`/game stats`, the export)."""
        rows = await self._all("SELECT hints_taken.table_id, hints_taken.taken FROM hints_taken JOIN tables ON"
                               " tables.id = hints_taken.table_id WHERE tables.guild=? AND hints_taken.person=?",
                               (guild, person))
        return {int(r["table_id"]): int(r["taken"]) for r in rows}

    async def leaderboard(self, guild: int, game: str) -> list[dict[str, Any]]:
        """Everyone rated at `game` in `guild`, with their games and wins (unordered: the
        conservative rating is the caller's arithmetic)."""
        rows = await self._all("SELECT ratings.person, mu, sigma, COUNT(results.table_id) AS games,"
                               " CAST(COALESCE(SUM(results.won), 0) AS INTEGER) AS wins FROM ratings LEFT JOIN results ON"
                               " results.guild = ratings.guild AND results.game = ratings.game AND results.person ="
                               " ratings.person WHERE ratings.guild=? AND ratings.game=?"
                               " GROUP BY ratings.person, mu, sigma", (guild, game))
        return [dict(r) for r in rows]

    async def kept_dms(self) -> list[dict[str, Any]]:
        """This process's DMs to try again, oldest first."""
        mine, params = self._mine("tables.guild")
        rows = await self._all(f"SELECT dm_retries.* FROM dm_retries JOIN tables ON tables.id = dm_retries.table_id"
                               f" WHERE {mine} ORDER BY dm_retries.id", params)
        return [dict(r) for r in rows]

    async def meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key=?", (key,))
        return row["value"] if row else None


def _raise_to(column: str) -> str:
    """`column` set to the parameter unless it is already higher (SQLite's MAX(a, b) is not portable);
    the parameter is passed twice."""
    return f"{column}=CASE WHEN {column} < ? THEN ? ELSE {column} END"


class Said:
    """What delivery and notices record of what the bot said: how far a table was announced
    and told, whose DMs are closed, the DMs to try again, and notes said once."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def set_announced(self, table_id: int, version: int, message_id: int | None, *, told: bool = False) -> None:
        """Said in the channel up to `version`, the table's prompt (or lobby) now `message_id`:
        what the outbox held for it (said and told) goes. `told`: its private events were handed
        too (delivery writes `told` alone only when there were some: a restart must not DM them
        again, while the channel's post may still fail)."""
        told_to = version if told else 0
        await self._store._batch(
            Write(f"UPDATE tables SET {_raise_to('announced')}, {_raise_to('told')},"
                  f" prompt_message=COALESCE(?, prompt_message) WHERE id=?",
                  (version, version, told_to, told_to, message_id, table_id)),
            Write("DELETE FROM outbox WHERE table_id=? AND seq<=? AND seq<=(SELECT told FROM tables WHERE id=?)",
                  (table_id, version, table_id)),
        )

    async def told(self, table_id: int, version: int) -> None:
        """The private events up to `version` were handed to their seats (sent, or found closed)."""
        await self._store._write(f"UPDATE tables SET {_raise_to('told')} WHERE id=?", (version, version, table_id))

    async def dms_closed(self, table_id: int, seats: list[str]) -> None:
        """The seats whose DMs are closed (they read `/game hand` instead)."""
        await self._store._write("UPDATE tables SET dm_closed=? WHERE id=?", (json.dumps(sorted(set(seats))), table_id))

    async def keep_dm(self, table_id: int, seat: str, text: str) -> int:
        """A DM that failed (not for closed DMs): kept, so a restart tries it again. Its id."""
        return await self._store._insert("INSERT INTO dm_retries(table_id, seat, text) VALUES (?, ?, ?)",
                                         (table_id, seat, text))

    async def dm_tried(self, retry_id: int, attempt: int) -> None:
        await self._store._write("UPDATE dm_retries SET attempt=? WHERE id=?", (attempt, retry_id))

    async def drop_dm(self, retry_id: int) -> None:
        """The kept DM went out, or was given up (the channel was told)."""
        await self._store._write("DELETE FROM dm_retries WHERE id=?", (retry_id,))

    async def said_once(self, key: str, value: str = "said") -> bool:
        """True the first time `key` is said with `value` (a notice a channel needs once)."""
        if await self._store.meta(key) == value:
            return False
        await self.set_meta(key, value)
        return True

    async def set_meta(self, key: str, value: str) -> None:
        await self._store._write("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET"
                                 " value=excluded.value", (key, value))


class TimerBook:
    """The tables' timer rows (bot/timers.py keeps them here, in the tables' database): one per
    table, seat and kind. Which timer is due next, a removed server's deletion among them, is
    `Tables.next_timer`."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def timers_of(self, table_id: int) -> list[dict[str, Any]]:
        return [_timer(r) for r in await self._store._all("SELECT * FROM timers WHERE table_id=? ORDER BY due",
                                                          (table_id,))]

    async def next_timer(self) -> dict[str, Any] | None:
        """The timer of this process's tables due soonest."""
        mine, params = self._store._mine("tables.guild")
        row = await self._store._one(f"SELECT timers.* FROM timers JOIN tables ON tables.id = timers.table_id"
                                     f" WHERE {mine} ORDER BY timers.due, timers.id LIMIT 1", params)
        return _timer(row) if row else None

    async def set_timer(self, table_id: int, seat: str, kind: str, due: float, args: dict[str, Any] | None = None) -> None:
        """One timer per table, seat and kind: setting it again replaces it (and its arguments)."""
        await self._store._write("INSERT INTO timers(table_id, seat, kind, due, args) VALUES (?, ?, ?, ?, ?) ON"
                                 " CONFLICT(table_id, seat, kind) DO UPDATE SET due=excluded.due, args=excluded.args",
                                 (table_id, seat, kind, due, json.dumps(args or {})))

    async def clear_timers(self, table_id: int, seats: list[str] | None = None) -> None:
        """A table's timers: all of them, or those of some seats (one round trip)."""
        await self.reset_timers(table_id, seats, [])

    async def reset_timers(self, table_id: int, clear: list[str] | None,
                           arm: list[tuple[str, str, float, dict[str, Any]]]) -> None:
        """Some seats' timers cleared, then (seat, kind, due, args) set: one transaction, one round trip."""
        writes = self.reset_writes(table_id, clear, arm)
        if writes:
            await self._store._batch(*writes)

    @staticmethod
    def reset_writes(table_id: int, clear: list[str] | None,
                     arm: list[tuple[str, str, float, dict[str, Any]]]) -> list[Write]:
        """`reset_timers` as writes, for a transaction that carries them with more (a move's
        commit); `clear` None: all of the table's timers."""
        cleared = [Write("DELETE FROM timers WHERE table_id=?", (table_id,))] if clear is None else [
            Write("DELETE FROM timers WHERE table_id=? AND seat=?", (table_id, seat)) for seat in clear]
        return cleared + [
            Write("INSERT INTO timers(table_id, seat, kind, due, args) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
                  "(table_id, seat, kind) DO UPDATE SET due=excluded.due, args=excluded.args",
                  (table_id, seat, kind, due, json.dumps(args or {}))) for seat, kind, due, args in arm]

    async def delete_timer(self, timer_id: int) -> None:
        await self._store._write("DELETE FROM timers WHERE id=?", (timer_id,))


def _timer(row: Any) -> dict[str, Any]:
    try:
        args = json.loads(row["args"])
    except ValueError:
        args = None  # a damaged timer: the dispatcher drops it with a log line
    return {**dict(row), "args": args}
