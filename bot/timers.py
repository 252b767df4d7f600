"""Turn timers: reminders, AI takeover of a silent seat, and lobbies that never start.

Timers live in the database (`timers`: table, seat, kind, due, args), so a restart loses none. One
dispatcher task sleeps until the earliest one is due, fires it, and looks again; adding
a sooner timer wakes it (the pattern of RoboDanny's `cogs/reminder.py`). When the
dispatcher has nothing to wait for it ends, and the next timer starts it again.

The clock is `discord.utils.utcnow()`: the same instant Discord stamps on messages
(and the one a simulated Discord moves in tests).

A timer's kind names its handler (`Timers.handlers`), its arguments are data (`{"count": 2}`); what a
timer changes at a table goes through the table service, what it says through the calls
declared here (`Speaking`, `Closing`: the Discord surface's posting makes them), never through a
command module.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

import discord

from engine import registry

from .service import options as table_options
from .service import takeback_rules
from .service.awaited import ordered
from .service.errors import DamagedTable
from .speech.wording import NO_PINGS_BUT_USERS, jump_link, words_for
from .text import Words
from .service.rows import TableRow
from .service.seats import platform_plays
from .service.tables import TableError, Tables, Update
from .service.updates import Planned

log = logging.getLogger(__name__)

HOUR = 3600.0
LOBBY_HOURS = 24          # a lobby nobody starts closes after this long
REMINDERS = 3             # DMs per wait; only the first also mentions the seat in the channel
DIGEST_TABLES = 15        # lines of a digest; the rest is counted
MAX_SLEEP = 40 * 24 * HOUR  # asyncio copes badly with very long sleeps (RoboDanny caps at 40 days)
LOBBY = ""                # the seat of a table-wide timer


class Speaking(Protocol):
    """What the timers say, and where (a surface's posting provides it)."""

    async def dm(self, user_id: int, text: str) -> bool: ...
    async def say(self, row: TableRow, text: str, mentions: discord.AllowedMentions) -> None: ...


class Closing(Protocol):
    """The messages a timer closes: a lobby that expired, a request to take moves back that lapsed."""

    async def close_lobby_message(self, row: TableRow, text: str, message_id: int | None = None) -> None: ...
    async def undo_ended(self, row: TableRow, request: dict, why: str) -> None: ...


class Timers:
    def __init__(self, tables: Tables, client: discord.Client, delivery: Speaking, notices: Closing) -> None:
        self.tables, self.delivery, self.notices = tables, delivery, notices
        self.client = client  # the servers the bot is in
        self._task: asyncio.Task | None = None
        self._sleeping_until: float | None = None
        # kind -> handler(row, seat, **args)
        self.handlers = {"lobby": self._expire_lobby, "remind": self._remind, "takeover": self._take_over,
                         takeback_rules.TIMER: self._undo_lapsed}
        # kind -> handler(**args), for timers of a whole server
        self.server_handlers = {"forget_server": self._forget_server, "digest": self._digest}

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
        for row in await self.tables.reader.lobbies_and_running():
            try:
                # a table's own timers (an open request to take moves back is not one of them)
                if not [t for t in await self.tables.timer_book.timers_of(row.id) if t["kind"] != takeback_rules.TIMER]:
                    await (self.lobby_opened(row) if row.status == "lobby" else self.reset(row))
            except Exception:  # noqa: BLE001 - one table (its state damaged) must not hold up the others
                log.exception("table %s: setting its timers failed", row.id)
        self.wake()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _dispatch(self) -> None:
        while True:
            timer = await self.tables.next_timer()
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
            await self.tables.drop_due(timer)
            try:
                await self.fire(timer)
            except DamagedTable as exc:
                log.warning("timer %s dropped: table %s is damaged (%s)", timer["id"], exc.head.id, exc.problem)
            except Exception:  # noqa: BLE001 - one failing timer must not stop the others
                log.exception("timer %s failed", timer)

    async def fire(self, timer: dict) -> None:
        if timer["table_id"] is None:  # a server's timer
            await self.server_handlers[timer["kind"]](**timer["args"])
            return
        handler = self.handlers.get(timer["kind"])
        if handler is None or not isinstance(timer["args"], dict):
            log.warning("timer %s dropped: unknown kind or damaged arguments", timer)
            return
        row = await self.tables.reader.table(timer["table_id"])
        if row is not None:
            await handler(row, timer["seat"], **timer["args"])

    # --- setting them -----------------------------------------------------------------------
    async def set(self, row: TableRow, seat: str, kind: str, due: float, **args) -> None:
        await self.tables.timer_book.set_timer(row.id, seat, kind, due, args)
        self.wake(due)

    async def server_left(self, guild: int) -> None:
        """The bot was removed from a server: its data is deleted later, unless it comes back."""
        self.wake(await self.tables.forgetting.server_removed(guild, self.now()))

    async def server_joined(self, guild: int) -> None:
        await self.tables.forgetting.server_back(guild)

    async def _forget_server(self, guild: int) -> None:
        """A removed server's time is up: its data goes, unless the bot is in it again (added
        back while this process was away, so no join was seen)."""
        if self.client.get_guild(guild) is not None:
            await self.tables.forgetting.server_back(guild)
            return
        await self.tables.forgetting.forget_server(guild)

    async def _digest(self, person: str) -> None:
        """A person's daily digest (`/game notify digest`): the tables that wait on them, one DM,
        none when nothing waits."""
        notify = await self.tables.people.of(person)
        if notify.how != "digest":
            return
        waiting = [s for s in ordered(await self.tables.reader.seated(person), None) if s.waits]
        if not waiting:
            return
        words = Words(notify.locale)
        lines = [words("core.notify.digest_head", count=len(waiting))]
        for sitting in waiting[:DIGEST_TABLES]:
            row = sitting.row
            lines.append(words("core.notify.digest_line", game=registry.get(row.game).title, table=row.id,
                               link=jump_link(row), since=f"<t:{int(sitting.since)}:R>"))
        if len(waiting) > DIGEST_TABLES:
            lines.append(words("core.notify.digest_more", count=len(waiting) - DIGEST_TABLES))
        await self.delivery.dm(int(person), "\n".join(lines)[:2000])

    async def lobby_opened(self, row: TableRow) -> None:
        await self.set(row, LOBBY, "lobby", self.now() + LOBBY_HOURS * HOUR)

    async def sync(self, update: Update) -> None:
        """After every committed change: the awaited people get fresh timers when they just
        moved or have just become awaited; the others keep theirs; nobody else has any. A move
        whose timers were planned into its commit (`plan`) only wakes the dispatcher."""
        if update.timers is not None:
            for due in update.timers.dues:
                self.wake(due)
            return
        row = update.row
        if self._over(update):
            await self.tables.timer_book.clear_timers(row.id)
            return
        # read with the row under the table's lock when the move came that way (nothing since changed them)
        timers = update.around.timers if update.around is not None else await self.tables.timer_book.timers_of(row.id)
        for timer in timers:  # a request to take moves back ends once the table has moved on
            if self._moved_on(timer, row):
                await self.tables.drop_due(timer)
                await self.notices.undo_ended(row, timer["args"], "moved_on")
        cleared, armed = self._reset(update, timers)
        await self.tables.timer_book.reset_timers(row.id, cleared, armed)
        for _, _, due, _ in armed:
            self.wake(due)

    def plan(self, update: Update) -> Planned | None:
        """`sync`'s writes for a move about to be committed, from the timers read with its row;
        None when a request to take moves back ends with it (that is said, so `sync` does it)."""
        row, timers = update.row, update.around.timers
        if self._over(update):
            return Planned(self.tables.timer_book.reset_writes(row.id, None, []))
        if any(self._moved_on(timer, row) for timer in timers):
            return None
        cleared, armed = self._reset(update, timers)
        return Planned(self.tables.timer_book.reset_writes(row.id, cleared, armed), [due for _, _, due, _ in armed])

    @staticmethod
    def _over(update: Update) -> bool:
        return update.outcome is not None or update.row.status != "running" or update.state is None

    @staticmethod
    def _moved_on(timer: dict, row: TableRow) -> bool:
        return timer["kind"] == takeback_rules.TIMER and timer["args"].get("version") != row.version

    def _reset(self, update: Update, timers: list[dict]) -> tuple[list[str], list[tuple[str, str, float, dict]]]:
        """(the seats whose timers go, the timers set): fresh ones for the awaited who just moved
        or have just become awaited."""
        row, game, state = update.row, update.game, update.state
        awaited = {s for s in game.to_act(state) if not platform_plays(row, s)}
        existing = {t["seat"] for t in timers if t["kind"] != takeback_rules.TIMER}
        movers = {seat for seat, _ in update.moves}
        armed = [timer for seat in sorted(awaited) if seat not in existing or seat in movers
                 for timer in self._timers_for(row, seat)]
        cleared = sorted(s for s in existing if s not in awaited or s in movers)
        return cleared, armed

    async def reset(self, row: TableRow) -> None:
        """The settings changed: every awaited person's timers restart from now."""
        if row.status != "running":
            return
        game, state = self.tables.state_of(row)
        await self.tables.timer_book.clear_timers(row.id, [s for s in row.seats])
        for seat in game.to_act(state):
            if not platform_plays(row, seat):
                await self._arm(row, seat)

    async def _arm(self, row: TableRow, seat: str) -> None:
        for _, kind, due, args in self._timers_for(row, seat):
            await self.set(row, seat, kind, due, **args)

    def _timers_for(self, row: TableRow, seat: str) -> list[tuple[str, str, float, dict]]:
        """The timers an awaited seat gets from now, as (seat, kind, due, args): its reminder and its takeover."""
        now = self.now()
        reminder = table_options.setting(row.options, "reminder")
        takeover = table_options.setting(row.options, "takeover")
        return ([(seat, "remind", now + reminder * HOUR, {"count": 1})] if reminder else []) + \
            ([(seat, "takeover", now + takeover * HOUR, {})] if takeover else [])

    # --- firing them ------------------------------------------------------------------------
    def _awaits(self, row: TableRow, seat: str) -> bool:
        if row.status != "running" or platform_plays(row, seat):
            return False
        game, state = self.tables.state_of(row)
        return seat in game.to_act(state)

    async def _remind(self, row: TableRow, seat: str, count: int = 1) -> None:
        if not self._awaits(row, seat):
            return
        words = words_for(row)
        game = registry.get(row.game)
        hours = table_options.setting(row.options, "reminder")
        link = f"https://discord.com/channels/{row.guild}/{row.channel}"
        reached = (await self.tables.people.of(seat)).pinged  # a reminder goes the way their turns go
        if reached:
            await self.delivery.dm(int(seat), words("core.timer.reminder_dm", game=game.title,
                                                    channel=f"<#{row.channel}>", link=link, hours=hours * count))
        if count == 1:
            await self.delivery.say(row, words("core.timer.reminder_channel", seat=seat, hours=hours),
                                    NO_PINGS_BUT_USERS if reached else discord.AllowedMentions.none())
        if count < REMINDERS and hours:
            await self.set(row, seat, "remind", self.now() + hours * HOUR, count=count + 1)

    async def _take_over(self, row: TableRow, seat: str) -> None:
        if not self._awaits(row, seat):
            return
        words = words_for(row)
        hours = table_options.setting(row.options, "takeover")
        reached = (await self.tables.people.of(seat)).pinged
        await self.delivery.say(row, words("core.timer.takeover", seat=seat, hours=hours),
                                NO_PINGS_BUT_USERS if reached else discord.AllowedMentions.none())
        try:
            await self.tables.take_over_turn(row.id, seat)
        except TableError as exc:
            log.info("table %s: takeover for %s refused: %s", row.id, seat, exc.code)

    async def _undo_lapsed(self, row: TableRow, seat: str = LOBBY, **request) -> None:
        if await self.tables.takebacks.undo_lapsed(row.id, request.get("version")):
            await self.notices.undo_ended(row, request, "lapsed")

    async def _expire_lobby(self, row: TableRow, seat: str = LOBBY) -> None:
        row = await self.tables.expire_lobby(row)
        if row is None:
            return
        words = words_for(row)
        title = registry.get(row.game).title
        await self.notices.close_lobby_message(row, words("core.lobby.expired", game=title, hours=LOBBY_HOURS))
        await self.delivery.say(row, words("core.timer.lobby_expired", game=title, hours=LOBBY_HOURS),
                                    discord.AllowedMentions.none())
