"""Private events by DM, in each reader's own language.

Only Discord's "cannot send messages to this user" (50007) and its "no mutual guild"
(50278) mean a person's DMs are closed; the table then reads that they should use
`/game hand`, and their next private events are tried again by DM, so a person who
reopens their DMs gets them without asking. Any other failure (500, 429, …) is retried
with backoff in the background, and kept in the database meanwhile (a restart tries it again);
if it still fails, the channel hears it for that DM only.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import discord
from discord.ext import tasks

from engine.core import Event, Game

from ...service.facets import Reader, Said
from ...service.rows import TableRow
from ...service.seats import is_ai
from ...service.watch import NOBODY, Watch
from ...speech.wording import CONTENT_LIMIT, NO_PINGS_BUT_USERS, Readers, event_lines, seat_namer
from ...text import Words
from .channels import messageable

log = logging.getLogger(__name__)
CLOSED_CODES = frozenset({50007, 50278})
RETRIES = (2.0, 8.0, 30.0)  # seconds before each new attempt of a DM that failed otherwise


@dataclass
class Retry:
    row: TableRow
    seat: str
    text: str
    attempt: int = 0
    due: float = 0.0  # time.monotonic() of the next try
    kept: int | None = None  # its id in the database, until it goes out or is given up


class Dms:
    def __init__(self, client: discord.Client, said: Said, reader: Reader, readers: Readers, *,
                 watch: Watch = NOBODY) -> None:
        self.client = client  # users to DM, and the channel told of a DM given up
        self.said, self.reader = said, reader  # which DMs are closed, and those to try again
        self.readers = readers
        self.watch = watch  # told of DMs refused (the operators' figures)
        self._retries: list[Retry] = []
        # one tasks loop, not a sleeping task per DM: a background wait discord.py knows (SimCord too)
        self._retrier = tasks.loop(seconds=1.0)(self._retry_due)

    def words(self, row: TableRow, seat: str) -> Words:
        locale = self.readers.locale(seat, row)
        return Words(locale, seat_namer(row, locale))

    async def send_private(self, row: TableRow, game: Game, events: list[Event]) -> list[str]:
        """DM each seat its private events; return the seats whose DMs are closed."""
        by_seat: dict[str, list[Event]] = {}
        for event in events:
            for seat in event.to or ():
                by_seat.setdefault(seat, []).append(event)
        closed = set(row.dm_closed)
        waiting = []
        for seat, seat_events in by_seat.items():
            if is_ai(seat):
                continue
            words = self.words(row, seat)
            text = words("core.dm_header", game=game.title, channel=f"<#{row.channel}>") + "\n" + "\n".join(
                event_lines(words, game.name, seat_events, seat))
            result = await self.send(int(seat), text[:CONTENT_LIMIT])
            if result == "closed":
                closed.add(seat)
                waiting.append(seat)
            elif result == "sent":
                closed.discard(seat)  # their DMs are open again
            else:
                await self.keep(Retry(row, seat, text[:CONTENT_LIMIT]))
        if closed != set(row.dm_closed):
            row.dm_closed = sorted(closed)
            await self.said.dms_closed(row.id, row.dm_closed)
        return waiting

    async def send(self, user_id: int, text: str) -> str:
        """"sent", "closed" (50007 / 50278) or "failed" (anything else: worth another try)."""
        try:
            # the DM channel from discord.py's cache, else opened once (no GET /users/{id} per DM)
            channel = await self.client.create_dm(discord.Object(user_id))
            await channel.send(text)
            return "sent"
        except discord.HTTPException as exc:
            self.watch.dm_failed(exc.code)
            if exc.code in CLOSED_CODES:
                return "closed"
            log.warning("DM to %s failed (%s): trying again later", user_id, exc)
            return "failed"

    async def keep(self, retry: Retry) -> None:
        """A DM that failed for a reason other than closed DMs: kept and tried again."""
        try:
            retry.kept = await self.said.keep_dm(retry.row.id, retry.seat, retry.text)
        except Exception:  # noqa: BLE001 - not kept: it is still tried again while this process runs
            log.exception("table %s: keeping a DM to try again failed", retry.row.id)
        self._retry(retry)

    async def resume(self) -> int:
        """After a start: the DMs the last process was still trying, tried again. How many."""
        kept = await self.reader.kept_dms()
        for record in kept:
            row = await self.reader.table(record["table_id"])
            if row is None:
                continue
            attempt = min(record["attempt"], len(RETRIES) - 1)
            self._retry(Retry(row, record["seat"], record["text"], attempt=attempt, kept=record["id"]))
        return len(kept)

    async def _forget(self, retry: Retry) -> None:
        if retry.kept is not None:
            await self.said.drop_dm(retry.kept)

    def _retry(self, retry: Retry) -> None:
        retry.due = time.monotonic() + RETRIES[retry.attempt]
        self._retries.append(retry)
        if not self._retrier.is_running():
            self._retrier.start()

    async def _retry_due(self) -> None:
        now = time.monotonic()
        due = [r for r in self._retries if r.due <= now]
        self._retries = [r for r in self._retries if r.due > now]
        for retry in due:
            try:
                await self._again(retry)
            except Exception:  # noqa: BLE001 - the database refused its note: the others still go
                log.exception("table %s: trying a DM again failed", retry.row.id)
        if not self._retries:
            self._retrier.stop()

    async def _again(self, retry: Retry) -> None:
        result = await self.send(int(retry.seat), retry.text)
        if result == "sent":
            return await self._forget(retry)
        retry.attempt += 1
        if result == "failed" and retry.attempt < len(RETRIES):
            if retry.kept is not None:
                await self.said.dm_tried(retry.kept, retry.attempt)
            self._retry(retry)
            return
        await self._forget(retry)
        row, seat = retry.row, retry.seat
        words = Words(row.locale, seat_namer(row, row.locale))
        try:
            await messageable(self.client, row.channel).send(words("core.dm_failed", seat=seat),
                                                             allowed_mentions=NO_PINGS_BUT_USERS)
        except discord.HTTPException as exc:
            log.warning("table %s: could not say that a DM to %s failed (%s)", row.id, seat, exc)

    def stop(self) -> None:
        self._retrier.cancel()
