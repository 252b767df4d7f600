"""The narrow doors beside `Tables`: each facet is one purpose's part of the store, so a
caller that only reads, or only marks what was said, or only keeps timers, is handed no
more than that. `Tables` builds them over its store (`tables.reader`, `tables.said`,
`tables.timer_book`); what needs its locks, checks or rules stays a method of `Tables`.

A facet calls its store when asked, never a method taken from it beforehand: a test that
replaces a store method (a broken disk) reaches the facets' callers too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .awaited import Sitting, seated_from
from .rows import MoveRow, TableRow

if TYPE_CHECKING:  # the facets are built by Tables, which hands them its store
    from .store import Store

__all__ = ["Reader", "Said", "TimerBook"]


class Reader:
    """The reads of tables, moves, results and the bot's notes: nothing here writes, so any
    part of the bot may hold it (tests/test_facets.py checks it against the store's API)."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def table(self, table_id: int) -> TableRow | None:
        return await self._store.table(table_id)

    async def playing_in(self, channel: int) -> TableRow | None:
        """The open table playing in exactly this channel or thread (none of its threads')."""
        return await self._store.open_table(channel)

    async def last_finished(self, channel: int) -> TableRow | None:
        """The channel's newest table if it finished, else its newest finished one."""
        row = await self._store.latest_table(channel)
        if row is None or row.status in ("lobby", "abandoned"):  # e.g. a rematch lobby opened since
            row = await self._store.latest_finished(channel)
        return row

    async def lobbies_and_running(self) -> list[TableRow]:
        return await self._store.lobbies() + await self._store.running_tables()

    async def seated(self, person: str) -> list[Sitting]:
        """Every open table this person sits at, in every server the bot is in, oldest first
        (`awaited.ordered` puts them in reading order); a damaged one is left out."""
        return seated_from(await self._store.seated(person), person)

    async def count_by_status(self) -> dict[str, int]:
        """This process's tables, counted by status (lobby, running, over, abandoned)."""
        return await self._store.count_by_status()

    async def moves(self, table_id: int) -> list[MoveRow]:
        return await self._store.moves(table_id)

    async def moved_since(self, table_id: int, seat: str, version: int) -> bool:
        return await self._store.moved_since(table_id, seat, version)

    async def records(self, guild: int, person: str) -> list[dict[str, Any]]:
        """A person's places in a server, newest first (bot/ratings.py)."""
        return await self._store.results_of(guild, person)

    async def leaderboard(self, guild: int, game: str) -> list[dict[str, Any]]:
        return await self._store.leaderboard(guild, game)

    async def kept_dms(self) -> list[dict[str, Any]]:
        """This process's DMs to try again, oldest first."""
        return await self._store.kept_dms()

    async def meta(self, key: str) -> str | None:
        return await self._store.get_meta(key)


class Said:
    """What delivery and notices record of what the bot said: how far a table was announced
    and told, whose DMs are closed, the DMs to try again, and notes said once."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def set_announced(self, table_id: int, version: int, message_id: int | None) -> None:
        """Said in the channel up to `version`, the table's prompt (or lobby) now `message_id`."""
        await self._store.set_announced(table_id, version, message_id)

    async def told(self, table_id: int, version: int) -> None:
        """The private events up to `version` were handed to their seats."""
        await self._store.set_told(table_id, version)

    async def dms_closed(self, table_id: int, seats: list[str]) -> None:
        """The seats whose DMs are closed (they read `/game hand` instead)."""
        await self._store.set_dm_closed(table_id, seats)

    async def keep_dm(self, table_id: int, seat: str, text: str) -> int:
        """A DM that failed (not for closed DMs): kept, so a restart tries it again. Its id."""
        return await self._store.keep_dm(table_id, seat, text)

    async def dm_tried(self, retry_id: int, attempt: int) -> None:
        await self._store.dm_tried(retry_id, attempt)

    async def drop_dm(self, retry_id: int) -> None:
        """The kept DM went out, or was given up (the channel was told)."""
        await self._store.drop_dm(retry_id)

    async def said_once(self, key: str, value: str = "said") -> bool:
        """True the first time `key` is said with `value` (a notice a channel needs once)."""
        if await self._store.get_meta(key) == value:
            return False
        await self._store.set_meta(key, value)
        return True

    async def set_meta(self, key: str, value: str) -> None:
        await self._store.set_meta(key, value)


class TimerBook:
    """The tables' timer rows (bot/timers.py keeps them here, in the tables' database). Which
    timer is due next, a removed server's deletion among them, is `Tables.next_timer`."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def timers_of(self, table_id: int) -> list[dict[str, Any]]:
        return await self._store.timers(table_id)

    async def set_timer(self, table_id: int, seat: str, kind: str, due: float, args: dict[str, Any]) -> None:
        """One timer per table, seat and kind: setting it again replaces it."""
        await self._store.set_timer(table_id, seat, kind, due, args)

    async def clear_timers(self, table_id: int, seats: list[str] | None = None) -> None:
        """A table's timers: all of them, or those of some seats."""
        await self._store.clear_timers(table_id, seats)

    async def reset_timers(self, table_id: int, clear: list[str],
                           arm: list[tuple[str, str, float, dict[str, Any]]]) -> None:
        """Those seats' timers cleared, then each (seat, kind, due, args) set, in one round trip."""
        await self._store.reset_timers(table_id, clear, arm)
