"""How a person's turns reach them, for every table they sit at (`/game notify`), and the turn
prompts sent to them by DM. A table cannot override it: it is the person's own choice.

- `ping` (the default): the mention in the table's thread;
- `dm`: the mention, and the turn prompt by DM with its move controls (bot/discord_surface/posting/dmprompts.py);
- `digest`: no mention; one DM a day, at the hour they chose (UTC), listing the tables that wait on them;
- `quiet`: no mention, no DM (`/game mine` is theirs to look at).
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .db import Write

if TYPE_CHECKING:
    from .store import Store

CHOICES = ("ping", "dm", "digest", "quiet")
DIGEST_HOUR = 18  # UTC, when a person asks for a digest without saying when
DAY = 24 * 3600.0


@dataclass(frozen=True)
class Notify:
    how: str = "ping"
    hour: int | None = None  # the digest's hour, UTC
    locale: str = "en"       # the language they chose it in: their digest's
    told_closed: bool = False  # told that their DMs are closed (once, until a DM goes through again)

    @property
    def pinged(self) -> bool:
        """Their turns mention them in the table's thread."""
        return self.how in ("ping", "dm")

    @property
    def prompted(self) -> bool:
        """Their turns come to their DMs too, with the move controls."""
        return self.how == "dm"


def _notify(row: dict[str, Any] | None) -> Notify:
    if row is None:
        return Notify()
    return Notify(row["notify"], row["digest_hour"], row["locale"], bool(row["told_closed"]))


def next_digest(hour: int, now: float) -> float:
    """The next `hour`:00 UTC after `now`."""
    at = dt.datetime.fromtimestamp(now, dt.timezone.utc).replace(hour=hour, minute=0, second=0, microsecond=0)
    if at.timestamp() <= now:
        at += dt.timedelta(days=1)
    return at.timestamp()


class People:
    """The people's choices and their DM prompts, over the store (a facet of `Tables`): their SQL is
    here, run through the store's statements (bot/service/facets.py)."""

    def __init__(self, store: "Store") -> None:
        self._store = store

    async def _row(self, person: str) -> dict[str, Any] | None:
        row = await self._store._one("SELECT * FROM people WHERE person=?", (int(person),))
        return dict(row) if row else None

    async def of(self, person: str) -> Notify:
        return _notify(await self._row(person) if person.isdigit() else None)

    async def of_many(self, persons: list[str]) -> dict[str, Notify]:
        """Everyone of `persons` (a seat the AI plays included: the default)."""
        ids = [int(p) for p in persons if p.isdigit()]
        rows = {}
        if ids:
            marks = ", ".join("?" for _ in ids)
            rows = {str(r["person"]): dict(r)
                    for r in await self._store._all(f"SELECT * FROM people WHERE person IN ({marks})", tuple(ids))}
        return self.known(persons, rows)

    @staticmethod
    def known(persons: list[str], rows: dict[str, dict[str, Any]]) -> dict[str, Notify]:
        """Everyone of `persons`, from their rows read already (`Around.people`)."""
        return {p: _notify(rows.get(p)) for p in persons}

    async def choose(self, person: str, how: str, hour: int | None, locale: str, now: float) -> Notify:
        """`/game notify`. The digest's hour stays, unless a new one is given."""
        if how not in CHOICES:
            raise ValueError(how)
        if hour is None:  # the hour chosen before stays for a digest chosen again
            hour = (await self.of(person)).hour
        if how == "digest" and hour is None:
            hour = DIGEST_HOUR
        due = next_digest(hour, now) if how == "digest" else None
        await self._store._write("INSERT INTO people(person, notify, digest_hour, digest_at, locale, updated)"
                                 " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(person) DO UPDATE SET notify=excluded.notify,"
                                 " digest_hour=excluded.digest_hour, digest_at=excluded.digest_at,"
                                 " locale=excluded.locale, told_closed=0, updated=excluded.updated",
                                 (int(person), how, hour, due, locale, time.time()))
        return Notify(how, hour, locale)

    async def told_closed(self, person: str, told: bool) -> None:
        await self._store._write("UPDATE people SET told_closed=? WHERE person=?", (int(told), int(person)))

    async def next_digest(self) -> dict[str, Any] | None:
        """The digest of this process's people due soonest: person and when (a person belongs to
        the shard of their id, by the guilds' formula, so one process sends it)."""
        mine, params = self._store._mine("person")
        row = await self._store._one(f"SELECT person, digest_at FROM people WHERE digest_at IS NOT NULL AND {mine}"
                                     " ORDER BY digest_at LIMIT 1", params)
        return dict(row) if row else None

    async def digest_done(self, person: str, due: float) -> None:
        """A digest fired (or was skipped): the next is a day on, at the same hour."""
        notify = await self.of(person)
        at = next_digest(notify.hour, due) if notify.how == "digest" and notify.hour is not None else None
        await self._store._write("UPDATE people SET digest_at=? WHERE person=?", (at, int(person)))

    async def export(self, person: str) -> dict[str, Any] | None:
        row = await self._row(person)
        if row is None:
            return None
        return {"notify": row["notify"], "digest_hour_utc": row["digest_hour"], "language": row["locale"]}

    async def forget(self, person: str) -> None:
        """How their turns reach them, and their DM prompts: kept for all servers, so forgetting
        them in one forgets these too."""
        await self._store._batch(Write("DELETE FROM people WHERE person=?", (int(person),)),
                                 Write("DELETE FROM dm_prompts WHERE seat=?", (person,)))

    # --- turn prompts sent by DM ----------------------------------------------------------
    async def dm_prompts(self, table_id: int) -> list[dict[str, Any]]:
        return [dict(r) for r in await self._store._all("SELECT * FROM dm_prompts WHERE table_id=? ORDER BY seat",
                                                        (table_id,))]

    async def set_dm_prompt(self, table_id: int, seat: str, *, channel: int, message: int, version: int,
                            mark: str) -> None:
        await self._store._write("INSERT INTO dm_prompts(table_id, seat, channel, message, version, mark) VALUES"
                                 " (?, ?, ?, ?, ?, ?) ON CONFLICT(table_id, seat) DO UPDATE SET channel=excluded.channel,"
                                 " message=excluded.message, version=excluded.version, mark=excluded.mark",
                                 (table_id, seat, channel, message, version, mark))

    async def drop_dm_prompt(self, table_id: int, seat: str) -> None:
        await self._store._write("DELETE FROM dm_prompts WHERE table_id=? AND seat=?", (table_id, seat))
