"""Turn timers: reminders, AI takeover of a silent seat, and lobbies that never start.

Timers live in SQLite (`timers`: table, seat, kind, due), so a restart loses none. One
dispatcher task sleeps until the earliest one is due, fires it, and looks again; adding
a sooner timer wakes it (the pattern of RoboDanny's `cogs/reminder.py`). When the
dispatcher has nothing to wait for it ends, and the next timer starts it again.

The clock is `discord.utils.utcnow()`: the same instant Discord stamps on messages
(and the one a simulated Discord moves in tests).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from engine import registry

from . import options as table_options
from .cogs.lobby import close_lobby_message
from .wording import NO_PINGS_BUT_USERS, words_for
from .store import TableRow
from .tables import TableError, Update, is_ai

if TYPE_CHECKING:
    from .app import TreasureTable

log = logging.getLogger(__name__)

HOUR = 3600.0
LOBBY_HOURS = 24          # a lobby nobody starts closes after this long
REMINDERS = 3             # DMs per wait; only the first also mentions the seat in the channel
MAX_SLEEP = 40 * 24 * HOUR  # asyncio copes badly with very long sleeps (RoboDanny caps at 40 days)
LOBBY = ""                # the seat of a table-wide timer


class Timers:
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot
        self.store = bot.store
        self._task: asyncio.Task | None = None
        self._sleeping_until: float | None = None

    @staticmethod
    def now() -> float:
        return discord.utils.utcnow().timestamp()

    # --- the dispatcher -------------------------------------------------------------------
    def wake(self, due: float | None = None) -> None:
        """Run the dispatcher; restart its sleep if a timer due sooner than it waits for was added."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._dispatch())
        elif self._sleeping_until is not None and due is not None and due < self._sleeping_until:
            self._task.cancel()
            self._task = asyncio.get_running_loop().create_task(self._dispatch())

    async def resume(self) -> None:
        """After a start: tables from before timers existed (or whose timers were lost) get
        theirs; then the dispatcher runs, firing at once whatever fell due while we were away."""
        for row in await self.store.lobbies():
            if not await self.store.timers(row.id):
                await self.lobby_opened(row)
        for row in await self.store.running_tables():
            if not await self.store.timers(row.id):
                await self.reset(row)
        self.wake()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _dispatch(self) -> None:
        while True:
            timer = await self.store.next_timer()
            if timer is None:
                return
            delay = timer["due"] - self.now()
            if delay > 0:
                self._sleeping_until = timer["due"]
                try:
                    await asyncio.sleep(min(delay, MAX_SLEEP))
                finally:
                    self._sleeping_until = None
                continue  # look again: it may have been cleared or a sooner one added
            await self.store.delete_timer(timer["id"])
            try:
                await self.fire(timer)
            except Exception:  # noqa: BLE001 - one failing timer must not stop the others
                log.exception("timer %s failed", timer)

    async def fire(self, timer: dict) -> None:
        row = await self.store.table(timer["table_id"])
        if row is None:
            return
        kind, seat = timer["kind"], timer["seat"]
        if kind == "lobby":
            await self._expire_lobby(row)
        elif kind.startswith("remind"):
            await self._remind(row, seat, int(kind.partition(":")[2] or 1))
        elif kind == "takeover":
            await self._take_over(row, seat)

    # --- setting them -----------------------------------------------------------------------
    async def set(self, row: TableRow, seat: str, kind: str, due: float) -> None:
        await self.store.set_timer(row.id, seat, kind, due)
        self.wake(due)

    async def lobby_opened(self, row: TableRow) -> None:
        await self.set(row, LOBBY, "lobby", self.now() + LOBBY_HOURS * HOUR)

    async def sync(self, update: Update) -> None:
        """After every committed change: the awaited people get fresh timers when they just
        moved or have just become awaited; the others keep theirs; nobody else has any."""
        row, game, state = update.row, update.game, update.state
        if update.outcome is not None or row.status != "running" or state is None:
            await self.store.clear_timers(row.id)
            return
        tables = self.bot.tables
        awaited = {s for s in game.to_act(state) if not tables.ai_plays(row, s)}
        existing = {t["seat"] for t in await self.store.timers(row.id)}
        movers = {seat for seat, _ in update.moves}
        await self.store.clear_timers(row.id, sorted(s for s in existing if s not in awaited or s in movers))
        for seat in sorted(awaited):
            if seat not in existing or seat in movers:
                await self._arm(row, seat)

    async def reset(self, row: TableRow) -> None:
        """The settings changed: every awaited person's timers restart from now."""
        if row.status != "running":
            return
        game, state = self.bot.tables.state_of(row)
        await self.store.clear_timers(row.id, [s for s in row.seats])
        for seat in game.to_act(state):
            if not self.bot.tables.ai_plays(row, seat):
                await self._arm(row, seat)

    async def _arm(self, row: TableRow, seat: str) -> None:
        now = self.now()
        reminder = table_options.setting(row.options, "reminder")
        takeover = table_options.setting(row.options, "takeover")
        if reminder:
            await self.set(row, seat, "remind:1", now + reminder * HOUR)
        if takeover:
            await self.set(row, seat, "takeover", now + takeover * HOUR)

    # --- firing them ------------------------------------------------------------------------
    def _awaits(self, row: TableRow, seat: str) -> bool:
        if row.status != "running" or is_ai(seat) or seat in row.ai_played:
            return False
        game, state = self.bot.tables.state_of(row)
        return seat in game.to_act(state)

    async def _remind(self, row: TableRow, seat: str, count: int) -> None:
        if not self._awaits(row, seat):
            return
        words = words_for(row)
        game = registry.get(row.game)
        hours = table_options.setting(row.options, "reminder")
        link = f"https://discord.com/channels/{row.guild}/{row.channel}"
        await self.bot.delivery.dm(int(seat), words("core.timer.reminder_dm", game=game.title, channel=f"<#{row.channel}>",
                                                    link=link, hours=hours * count))
        if count == 1:
            await self.bot.delivery.channel(row).send(
                words("core.timer.reminder_channel", seat=seat, hours=hours), allowed_mentions=NO_PINGS_BUT_USERS)
        if count < REMINDERS and hours:
            await self.set(row, seat, f"remind:{count + 1}", self.now() + hours * HOUR)

    async def _take_over(self, row: TableRow, seat: str) -> None:
        if not self._awaits(row, seat):
            return
        words = words_for(row)
        hours = table_options.setting(row.options, "takeover")
        await self.bot.delivery.channel(row).send(
            words("core.timer.takeover", seat=seat, hours=hours), allowed_mentions=NO_PINGS_BUT_USERS)
        try:
            await self.bot.tables.take_over_turn(row.id, seat)
        except TableError as exc:
            log.info("table %s: takeover for %s refused: %s", row.id, seat, exc.code)

    async def _expire_lobby(self, row: TableRow) -> None:
        if row.status != "lobby":
            return
        await self.store.set_status(row.id, "abandoned")
        words = words_for(row)
        title = registry.get(row.game).title
        await close_lobby_message(self.bot, row, words("core.lobby.expired", game=title, hours=LOBBY_HOURS))
        await self.bot.delivery.channel(row).send(words("core.timer.lobby_expired", game=title, hours=LOBBY_HOURS),
                                                  allowed_mentions=discord.AllowedMentions.none())
