"""SimCord's clock kept with the wall clock, so AI moves and turn timers happen when they would.

SimCord runs one operation at a time (an advance of its clock, a press on the page): the ticker
and the page's presses take turns through one lock. Between ticks it seats the AIs in each new lobby
you host, and redraws the page when the channel changed without a press (a timer, an AI)."""

from __future__ import annotations

import asyncio
import logging
import time

from ..app import TreasureTable
from .world import Table, World

log = logging.getLogger(__name__)
TICK = 0.25  # seconds between advances: an AI's move shows up within a quarter of a second


class Ticker:
    def __init__(self, bot: TreasureTable, world: World, table: Table) -> None:
        self.bot, self.world, self.table = bot, world, table
        self.turns = asyncio.Lock()
        self.seated: set[int] = set()  # the lobbies given their AIs (once: you may kick one)
        self._wall0 = time.monotonic()
        self._sim0 = world.env.now()
        self.preview = None

    def seen(self) -> tuple:
        """What the page shows changed when this did: a message came, went or was edited."""
        messages = self.world.env.backend.messages.get(self.world.channel.id, {})
        return len(messages), max(messages, default=0), max((m.edited_timestamp or "" for m in messages.values()),
                                                             default="")

    def share_with(self, preview) -> None:
        """The page's presses wait for a tick to finish (and the other way round); a tick that
        changed the channel redraws the page."""
        self.preview = preview
        act = preview._action

        async def in_turn(*args, **kwargs):
            async with self.turns:
                done = await act(*args, **kwargs)
                before = self.seen()
                await self.seat_ais()  # a lobby a press opened has its AIs before the next press
                if self.seen() != before:
                    await preview.refresh()
                return done
        preview._action = in_turn

    async def run(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            async with self.turns:
                try:
                    await self.step()
                except Exception as exc:  # noqa: BLE001 - one bad tick must not end the simulation
                    log.warning("try: a tick failed: %s", exc)

    async def step(self) -> None:
        before = self.seen()
        await self.seat_ais()
        behind = (time.monotonic() - self._wall0) - (self.world.env.now() - self._sim0).total_seconds()
        if behind > 0:
            await self.world.env.advance_time(behind)
        if self.preview is not None and self.seen() != before:
            await self.preview.refresh()

    async def open(self, game: str) -> None:
        """A table of `game`, with its AIs: what `try GAME` shows first."""
        async with self.turns:
            await self.world.you.slash(self.world.channel, "game new", game=game, options=self.table.options)
            await self.seat_ais()

    async def seat_ais(self) -> None:
        row = await self.bot.tables.reader.latest_table(self.world.channel.id)
        if row is None or row.status != "lobby" or row.id in self.seated or row.host != str(self.world.you.id):
            return
        self.seated.add(row.id)
        for _ in range(max(0, self.table.players - (len(row.seats) - 1))):
            await self.world.you.slash(self.world.channel, "game add-ai", level=self.table.level)
