"""A table is one game in one channel. This module loads it, locks it, applies a
move, saves it, and only then hands the result to whoever announces it.

Nothing here knows Discord: seats are strings, errors are `TableError(code, …)`
that the bot words for the reader, and announcing is a callback.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, replace
from typing import Any, Awaitable, Callable

from engine import registry
from engine.core import Action, Event, Game, IllegalAction, Outcome, Rng, State

from .. import workers
from . import options as table_options
from .errors import DamagedTable, TableError, TableHead
from .facets import Reader, Said, TimerBook
from .locks import CHANNEL, TABLE, Locks
from .people import People
from .ratings import Ratings
from .rows import Around, Place, TableRow
from .seats import AI_PREFIX, LEVELS, ai_level, ai_seat, is_ai, platform_plays
from .servers import LIMITS, ServerSettings
from .shards import ALL, Shards
from .forgetting import Forgetting
from .hints import Hinter, Hints
from .db import Unreachable
from .store import DatabaseBusy, IntegrityError, SchemaTooNew, StaleVersion, Store
from .takebacks import TakeBacks
from .updates import Announcer, Planner, Thinker, Update, event_from_record, event_records
from .watch import NOBODY, Watch

__all__ = ["AI_PREFIX", "DatabaseBusy", "SchemaTooNew", "Tables", "TableError", "Unreachable", "Update", "is_ai"]
log = logging.getLogger(__name__)
# Moves the platform plays in a row (AI seats, automatic passes) before it speaks and
# carries on in the background: a long all-AI stretch never holds a table's lock for long.
MAX_STEPS_PER_BATCH = 300
# How many committed positions a table remembers, to judge a move on the position its sender saw.
TURNS_KEPT = 16
# Requests remembered as handled, so one delivered twice (a gateway resume, a retry) is done once.
REQUESTS_KEPT = 4096
# Running tables whose place (server, channel, seats) is kept, so a press needs no read before its lock.
PLACES_KEPT = 4096
RETRY_FORGET = 3600.0  # a server's deletion that failed is tried again this much later


@dataclass(frozen=True)
class Turn:
    """A committed position and who could act in it. `mark` is the newest request stamp the
    service had received when it committed: every request stamped up to it was sent before."""

    mark: int
    version: int
    may_act: frozenset[str]


class Tables:
    """The one door to every table: commands, components, delivery and timers read and change
    tables only through here and its facets (`reader`, `said`, `timer_book`: bot/service/facets.py),
    and only the service touches the store."""

    def __init__(self, store: Store, *, think: Thinker | None = None, hint: Hinter | None = None,
                 watch: Watch = NOBODY, limited: bool = True) -> None:
        self.store = store
        self.limited = limited  # the servers' limits hold (off: a benchmark opening hundreds of tables)
        self.locks = Locks()  # channel, server, table: taken in that order (locks.py)
        self._opened: dict[tuple[int, str], float] = {}  # (server, person) -> when their last table opened
        self.think = think  # where a hard AI thinks (worker processes); None: in this process
        self.ratings = Ratings(store)
        self.reader, self.said, self.timer_book = Reader(store), Said(store), TimerBook(store)  # bot/service/facets.py
        self.people = People(store)  # how each person's turns reach them (bot/service/people.py)
        self._seen = 0  # the newest request stamp received (Discord's snowflake: ordered as sent)
        self._ai_tasks: dict[int, asyncio.Task] = {}
        self._turns: dict[int, deque[Turn]] = {}
        self._requests: OrderedDict[int, None] = OrderedDict()
        self._listeners: list[tuple[Announcer, bool]] = []  # told of every committed change, in order
        self._planner: Planner | None = None  # the turn timers a move sets, written with its commit
        self._places: OrderedDict[int, Place] = OrderedDict()  # running tables, as their last move read them
        self._placed_in: dict[int, int] = {}  # channel -> the table of `_places` playing there
        self.watch = watch  # told of commits and AI thinking (the operators' figures)
        self.closing = False  # stopping: commits in flight finish, the platform starts no new ones
        # its parts, each over the names `Core` declares (core.py)
        self.takebacks, self.forgetting = TakeBacks(self), Forgetting(self)
        # hints think in workers of their own (None: workers.hint), as many at once as there are of them
        self.hints = Hints(self, hint or workers.hint, workers.workers)

    @classmethod
    def on(cls, database: str, shards: Shards = ALL, *, on_lost: Callable[[str], Awaitable[Any]] | None = None,
           **kwargs: Any) -> "Tables":
        """The table service over the database at `database` (a SQLite path or a PostgreSQL URL);
        `on_lost` is told if another process takes its shards (see Store)."""
        return cls(Store(database, shards, on_lost), **kwargs)

    def listen(self, listener: Announcer, *, speaks: bool = False) -> None:
        """`listener` hears every committed change, after those registered before it (the turn
        timers, what the table is told, later a web board). A failure never undoes the change;
        one of a listener that `speaks` is the mover's to hear (`Update.undelivered`)."""
        self._listeners.append((listener, speaks))

    def plan(self, planner: Planner) -> None:
        """`planner` gives the writes (the turn timers) a person's move makes when nothing
        follows it in the same press, so they go in the move's own transaction: one round trip
        fewer. When the platform plays on after it, the listeners set them as before."""
        self._planner = planner

    @property
    def database_lock(self) -> Any:
        """Held by the one process serving these tables (a lock file; PostgreSQL's shard leases)."""
        return self.store.lock

    async def connect(self) -> None:
        """Open the store (and migrate it): before any table is served."""
        await self.store.open()

    async def disconnect(self) -> None:
        self.cancel_ai()
        await self.store.close()

    async def finish(self) -> None:
        """Stopping: the platform starts no new moves, and every change under way (a table's or a
        lobby's lock held) is committed and announced before this returns."""
        self.closing = True
        while True:
            busy = self.locks.busy(TABLE, CHANNEL)
            if not busy:
                return
            for lock in busy:
                async with lock:
                    pass

    @property
    def serving(self) -> bool:
        """The store is open and this process holds its database (the lock file, its shard leases)."""
        return self.store.is_open and self.leases_held() > 0

    def leases_held(self) -> int:
        """How many of its shards this process holds now."""
        return len(self.store.shards.ids) if self.store.holds else 0

    # --- finding tables --------------------------------------------------------
    async def in_channel(self, channel: int) -> TableRow:
        row = await self.find(channel)
        if row is None:
            raise TableError("no_table")
        return row

    async def find(self, channel: int) -> TableRow | None:
        """The open table of this channel or thread. In a channel whose tables play in threads,
        the only one of them (a command there acts on it); with several, TableError naming
        their threads, since the channel alone cannot say which is meant."""
        row = await self.store.playing_in(channel)
        if row is not None:
            return row
        threaded = await self.store.threaded_tables(channel)
        if len(threaded) > 1:
            raise TableError("which_thread", threads=", ".join(f"<#{t.channel}>" for t in threaded))
        return threaded[0] if threaded else None

    @staticmethod
    def state_of(row: TableRow) -> tuple[Game, State | None]:
        """The row's game and state; DamagedTable if the game cannot read its saved state."""
        game = registry.get(row.game)  # the store has checked that the game exists
        try:
            return game, (game.load(row.state) if row.state else None)
        except Exception:  # noqa: BLE001 - any failure to read it is damage, named as such
            log.exception("table %s: its saved %s state cannot be read", row.id, row.game)
            raise DamagedTable(row, "state") from None

    def seated(self, row: TableRow | None, seat: str, *, may_act: bool = True) -> tuple[Game, State]:
        """The one guard before a person's request at a running table: its game and state for a
        seated player (who may act now, if asked); else TableError saying why not."""
        if row is None:
            raise TableError("no_table")
        if row.status != "running" or row.state is None:
            raise TableError("not_running")
        if seat not in row.seats:
            raise TableError("not_seated")
        game, state = self.state_of(row)
        if may_act and seat not in game.may_act(state):
            raise TableError("not_your_turn", domain=row.game)
        return game, state

    async def shown(self, channel: int) -> TableRow | None:
        """The channel's open table, else its last one (after the game, status, log and rules show it).
        Not the reader's: `find` refuses a channel whose threads leave it unclear which is meant."""
        return await self.find(channel) or await self.store.latest_table(channel)

    # --- which timer is due (its rows are `timer_book`'s): a removed server's deletion, kept on the
    # server's row and tried again RETRY_FORGET later, is shown to bot/timers.py as one more timer
    async def next_timer(self) -> dict[str, Any] | None:
        """The timer due soonest: a table's, a removed server's deletion or a person's daily digest
        (these two: table_id None)."""
        timer = await self.timer_book.next_timer()
        server = await self.store.next_forgotten_server()
        if server is not None and (timer is None or server["forget_at"] < timer["due"]):
            timer = {"id": None, "table_id": None, "seat": "", "kind": "forget_server", "due": server["forget_at"],
                     "args": {"guild": server["guild"]}}
        digest = await self.people.next_digest()
        if digest is not None and (timer is None or digest["digest_at"] < timer["due"]):
            timer = {"id": None, "table_id": None, "seat": "", "kind": "digest", "due": digest["digest_at"],
                     "args": {"person": str(digest["person"])}}
        return timer

    async def drop_due(self, timer: dict[str, Any]) -> None:
        """A due timer is taken off before it fires; a server's deletion is set an hour on instead,
        so one that fails is tried again (one that succeeds leaves nothing to try)."""
        if timer["kind"] == "digest":
            await self.people.digest_done(timer["args"]["person"], timer["due"])
        elif timer["table_id"] is None:
            await self.store.set_forget_at(timer["args"]["guild"], timer["due"] + RETRY_FORGET)
        else:
            await self.timer_book.delete_timer(timer["id"])

    # --- where a table plays, and its settings ----------------------------------------------------
    async def place(self, table_id: int, channel: int, parent: int | None) -> TableRow:
        """Where a new table plays: its thread (under `parent`), or the channel it was opened in.
        A channel that has its own open table already cannot take a second: the new one ends."""
        try:
            await self.store.set_thread(table_id, channel, parent)
        except IntegrityError:
            await self.end(table_id, "no_room")
            raise TableError("table_exists") from None
        return await self.store.table(table_id)

    async def change_settings(self, channel: int, by: str, text: str, *, manager: bool) -> TableRow:
        """The host (or Manage Server) changes the table's live options (reminders, takeover)."""
        row = await self.in_channel(channel)
        if by != row.host and not manager:
            raise TableError("host_only")
        async with self.locks.table(row.id):
            row = await self.store.table(row.id)
            changed = table_options.change(row.options, table_options.parse(text))
            await self.store.set_options(row.id, changed)
            row.options = changed
        return row

    def first_time(self, request: int) -> bool:
        """True the first time this request (an interaction's id) comes: a request delivered
        again is not done again (a retried `/game new` never opens a second table)."""
        if request in self._requests:
            return False
        self._requests[request] = None
        while len(self._requests) > REQUESTS_KEPT:
            self._requests.popitem(last=False)
        return True

    # --- servers: their settings and limits ------------------------------------------------------
    async def server(self, guild: int) -> ServerSettings:
        settings = ServerSettings.from_json(await self.store.server_settings(guild))
        self.hints.note_server(guild, settings.hints)
        return settings

    async def change_server(self, guild: int, *, manager: bool, **changes: Any) -> ServerSettings:
        """Manage Server changes the server's settings (a limit by its name in `LIMITS`)."""
        if not manager:
            raise TableError("server_manage_only")
        for name in ("reminder", "takeover", "language"):
            if changes.get(name) is not None:  # the same values a table's own option takes
                try:
                    table_options.resolve_platform({name: changes[name]})
                except IllegalAction as exc:
                    raise TableError(exc.code, **exc.params) from None
        async with self.locks.server(guild):
            try:
                settings = (await self.server(guild)).changed(**changes)
            except IllegalAction as exc:
                raise TableError(exc.code, **exc.params) from None
            await self.store.set_server_settings(guild, settings.to_json())
        self.hints.note_server(guild, settings.hints)
        return settings

    @staticmethod
    def _may_open_here(settings: ServerSettings, roles: frozenset[int], where: tuple[int | None, ...]) -> None:
        """Who may open tables and where, as the server set it (Manage Server is never asked)."""
        if settings.opener is not None and settings.opener not in roles:
            raise TableError("opener_role", role=f"<@&{settings.opener}>")
        if settings.channels and not set(settings.channels) & set(where):
            raise TableError("opener_channel", channels=" ".join(f"<#{c}>" for c in settings.channels))

    async def _within_limits(self, guild: int, host: str, settings: ServerSettings, at: float | None) -> None:
        """A new lobby of `host`: refused (TableError) if it would pass one of the server's limits."""
        last = self._opened.get((guild, host))
        cooldown = settings.limit("cooldown")
        if at is not None and last is not None and 0 <= at - last < cooldown:
            raise TableError("cooldown", seconds=math.ceil(cooldown - (at - last)))
        hosted = await self.store.open_hosted(guild, host)
        lobbies = [t for t in hosted if t["status"] == "lobby"]
        if len(lobbies) >= settings.limit("lobbies"):
            raise TableError("lobby_limit", count=len(lobbies), lobby=f"<#{lobbies[0]['channel']}>")
        await self._may_run(guild, host, settings, hosted)

    async def _may_run(self, guild: int, host: str, settings: ServerSettings,
                       hosted: list[dict[str, Any]] | None = None) -> None:
        """Another running table hosted by `host` would pass no limit (TableError if it would)."""
        hosted = await self.store.open_hosted(guild, host) if hosted is None else hosted
        if sum(t["status"] == "running" for t in hosted) >= settings.limit("hosted"):
            raise TableError("hosted_limit", max=settings.limit("hosted"))
        if await self.store.running_in(guild) >= settings.limit("running"):
            raise TableError("server_limit", max=settings.limit("running"))

    def note_sent(self, sent: int) -> None:
        """A request's Discord stamp: the newest seen marks the turns committed from now on."""
        self._seen = max(self._seen, sent)

    def forget_opened(self, guild: int, person: str) -> None:
        """A person forgotten: their last opening (the cooldown's clock) goes too."""
        self._opened.pop((guild, person), None)

    def _note_opened(self, guild: int, host: str, at: float | None) -> None:
        if at is None:
            return
        longest = LIMITS["cooldown"][2]
        if len(self._opened) > 1000:  # only the last hour matters to any cooldown
            self._opened = {k: t for k, t in self._opened.items() if at - t < longest}
        self._opened[(guild, host)] = at

    # --- the lobby ---------------------------------------------------------------
    async def open(self, *, guild: int, channel: int, game: str, host: str, name: str, locale: str,
                   options: dict[str, Any] | None = None, parent: int | None = None, at: float | None = None,
                   roles: frozenset[int] = frozenset(), manager: bool = False,
                   where: tuple[int | None, ...] | None = None) -> TableRow:
        """A new lobby playing in `channel`; with `parent`, `channel` is a stand-in id until its
        thread exists (`Store.set_thread`). The server's settings give its defaults and say who
        may open it (`roles` the person's, `manager` Manage Server, which always may) and `where`
        (the channels it is opened in; default `channel` and `parent`); its limits are counted
        under the server's lock, so two requests at once cannot both pass one. `at`: when the
        person asked (the cooldown counts from it; None: no cooldown)."""
        try:
            g = registry.get(game)
        except KeyError:
            raise TableError("unknown_game", game=game) from None
        settings = await self.server(guild)
        given = {**settings.defaults(), **dict(options or {})}
        given.setdefault("language", locale)  # the table's language: asked for, else the server's default
        try:
            resolved = table_options.resolve(g, given)
        except IllegalAction as exc:
            raise TableError(exc.code, domain=game, **exc.params) from None
        if not manager:
            self._may_open_here(settings, frozenset(roles), where if where is not None else (channel, parent))
        if await self.store.playing_in(channel) is not None:
            raise TableError("table_exists")
        async with self.locks.server(guild):
            if self.limited:
                await self._within_limits(guild, host, settings, at)
            try:
                row = await self.store.create_table(
                    guild=guild, channel=channel, game=game, host=host, name=name, locale=resolved["language"],
                    options=resolved, parent=parent,
                )
            except StaleVersion:
                raise TableError("table_exists") from None
            self._note_opened(guild, host, at)
        return row

    async def _lobby(self, channel: int) -> tuple[TableRow, Game]:
        row = await self.in_channel(channel)
        if row.status != "lobby":
            raise TableError("already_started")
        return row, registry.get(row.game)

    async def join(self, channel: int, seat: str, name: str) -> TableRow:
        async with self.locks.channel(channel):
            row, game = await self._lobby(channel)
            if seat in row.seats:
                raise TableError("already_seated")
            if len(row.seats) >= game.max_players:
                raise TableError("table_full", max=game.max_players)
            return await self.store.update_lobby(row, seats=row.seats + [seat], names={**row.names, seat: name})

    async def leave(self, channel: int, seat: str) -> TableRow:
        """Before the start the seat is freed; during the game leaving concedes (an AI plays on)."""
        async with self.locks.channel(channel):
            row = await self.in_channel(channel)
            if seat not in row.seats:
                raise TableError("not_seated")
            if row.status == "lobby":
                return await self._free_seat(row, seat)
        return await self._hand_to_ai(row, seat, "conceded")

    async def add_ai(self, channel: int, by: str, level: str = "normal") -> TableRow:
        if level not in LEVELS:
            raise TableError("unknown_level", level=level[:20])
        async with self.locks.channel(channel):
            row, game = await self._lobby(channel)
            if by != row.host:
                raise TableError("host_only")
            if len(row.seats) >= game.max_players:
                raise TableError("table_full", max=game.max_players)
            taken = {s.rsplit(":", 1)[-1] for s in row.seats if is_ai(s)}
            number = 1 + len(taken)
            while str(number) in taken:
                number += 1
            seat = ai_seat(number, level)
            return await self.store.update_lobby(row, seats=row.seats + [seat], names={**row.names, seat: f"AI {number}"})

    async def start(self, channel: int, by: str, seed: int | None = None) -> Update:
        async with self.locks.channel(channel):
            row, game = await self._lobby(channel)
            if by != row.host:
                raise TableError("host_only")
            if len(row.seats) < game.min_players:
                raise TableError("too_few_players", min=game.min_players, count=len(row.seats))
            if row.rematch and set(row.seats) == set(row.rematch):
                row.seats = list(row.rematch)  # a rematch keeps the turn order
            seed = secrets.randbits(63) if seed is None else seed
            state = game.setup(row.seats, seed, table_options.for_game(game, row.options))
            opening = game.opening(state)
            async with self.locks.server(row.guild):  # the running tables' limits, counted as it starts
                if self.limited:
                    await self._may_run(row.guild, row.host, await self.server(row.guild))
                row = await self.store.start(row, seats=row.seats, seed=seed, state=state.to_json(),
                                             events=event_records(opening))
            update = Update(row, game, state, events=opening, started=True)
            self.remember_turn(row.id, row.version, game, state)
            self._place(row)
            async with self.locks.table(row.id):
                more = await self.advance_after(update)
                await self.publish(update)
        if more:
            self.kick_ai(row.id, game, state)
        return update

    async def abandon(self, channel: int, by: str, *, manager: bool) -> TableRow | TableHead:
        """End the channel's table. A damaged one too (its plain columns name the host): that is
        how a channel gets rid of a row nobody can read; then the head is returned."""
        async with self.locks.channel(channel):
            try:
                head = await self.in_channel(channel)
            except DamagedTable as damaged:
                head = damaged.head
            if by != head.host and not manager:
                raise TableError("abandon_forbidden")
            ended = await self.end(head.id, "abandoned")
        return ended if ended is not None else replace(head, status="abandoned")

    async def expire_lobby(self, row: TableRow) -> TableRow | None:
        """A lobby nobody started closes (its timer); None if it is no lobby any more."""
        async with self.locks.channel(row.channel):
            row = await self.store.table(row.id)
            if row is None or row.status != "lobby":
                return None
            return await self.end(row.id, "expired")

    async def end(self, table_id: int, reason: str, *, unsaid: bool = False) -> TableRow | None:
        """The one way a table ends before its game does (abandoned, a lobby emptied or expired,
        its thread deleted, a damaged row cleared): under its lock, its timers cleared, its AI run
        cancelled. `unsaid`: nothing of it is left to announce after a restart. Returns the ended
        row (None for a row nobody can read, or one that had ended already)."""
        task = self._ai_tasks.pop(table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        async with self.locks.table(table_id):
            try:
                row = await self.store.table(table_id)
            except DamagedTable:
                row = None
            if row is not None and row.status not in ("lobby", "running"):
                return None
            await self.store.set_status(table_id, "abandoned")
            self._unplace(table_id)
            await self.timer_book.clear_timers(table_id)
            if unsaid and row is not None:
                await self.said.set_announced(table_id, row.version + 1, None, told=True)
            self._turns.pop(table_id, None)
        log.info("table %s ended: %s", table_id, reason)
        try:
            return await self.store.table(table_id)
        except DamagedTable:
            return None

    # --- moves ---------------------------------------------------------------------
    async def play(self, channel: int | None, seat: str, action_id: str, *, table_id: int | None = None,
                   resolve: Callable[[TableRow, Game, State], str] | None = None,
                   prompt_version: int | None = None, sent: int | None = None, origin: int | None = None,
                   found: TableRow | None = None) -> Update:
        """Apply one person's move, then whatever the platform plays after it (AI seats,
        automatic passes), and announce it all once. The table: `found` (the row as the request
        read it already), else table `table_id` (a button names it), else the one of `channel`;
        it is read afresh under its lock either way, and found without a read before the lock
        when a move of this process has seen it (`kept_place`). `resolve`: the action named by what
        was typed, from the position under the lock (it may raise to say why none). `prompt_version`
        is the version the choice was offered in (a button's, an autocomplete line's): refused
        once this seat moved since. `sent` stamps when the person sent it (ordered as Discord
        orders its snowflakes): a seat that could not act then is refused, even if the table has
        come to it meanwhile (two moves sent at once, one of them early)."""
        received = time.monotonic()
        if sent is not None:
            self.note_sent(sent)  # received: before anything awaits
        for fresh in (False, True):
            place, known = await self._locate(channel, table_id, found, fresh)
            async with self.locks.table(place.id):
                # the row again, with what the road needs beside it (one round trip): carried, not read again
                row, moved, around = await self.store.table_for_move(place.id, seat, prompt_version,
                                                                     [s for s in place.seats if not is_ai(s)])
                if row is None or row.status != "running":
                    self._unplace(place.id)
                    if known and table_id is None:
                        continue  # the channel's table changed since this process saw it: look again
                    raise TableError("not_running")
                self._place(row)
                game, state = self.state_of(row)
                if seat not in row.seats:
                    raise TableError("not_seated")
                if seat in row.ai_played:
                    raise TableError("played_by_ai")
                if resolve is not None:
                    self.seated(row, seat)
                    action_id = resolve(row, game, state)
                stale = await self.stale_choice(row, seat, action_id, prompt_version, moved=moved)
                if stale is not None:
                    raise stale
                if prompt_version is None and self._sent_out_of_turn(row.id, seat, sent):
                    raise TableError("not_your_turn", domain=row.game)
                offered = game.legal_actions(state, seat) if seat in game.may_act(state) else []
                try:
                    events = game.apply(state, seat, action_id)
                except IllegalAction as exc:
                    raise TableError(exc.code, domain=row.game, **exc.params) from None
                update = await self._commit(row, game, state, seat, action_id, events, received=received,
                                            around=around, last=self._platform_turn(row, game, state) is None)
                update.action = next((a for a in offered if a.id == action_id), None)
                update.origin = origin
                more = await self.advance_after(update)
                await self.publish(update)
            if more:
                self.kick_ai(row.id, game, state)
            return update
        raise AssertionError("unreachable: the second pass reads the table afresh")

    # --- where running tables play, as their moves saw them: no read before a press's lock --------
    def kept_place(self, table_id: int) -> Place | None:
        """Table `table_id`'s place if a move of this process has seen it running (else None:
        read it). Its server, channel and seats never change while it runs."""
        return self._places.get(table_id)

    def _place(self, row: TableRow) -> None:
        self._unplace(row.id)
        self._places[row.id] = Place.of(row)
        self._placed_in[row.channel] = row.id
        while len(self._places) > PLACES_KEPT:
            self._unplace(next(iter(self._places)))

    def _unplace(self, table_id: int) -> None:
        place = self._places.pop(table_id, None)
        if place is not None and self._placed_in.get(place.channel) == table_id:
            del self._placed_in[place.channel]

    async def _locate(self, channel: int | None, table_id: int | None, found: TableRow | None,
                      fresh: bool) -> tuple[Place, bool]:
        """The place of the table a move is for, and whether it came from what was kept (not read now)."""
        if found is not None:
            return Place.of(found), False
        if not fresh:
            kept = self._places.get(table_id if table_id is not None else self._placed_in.get(channel, 0))
            if kept is not None:
                return kept, True
        if table_id is None:
            return Place.of(await self.in_channel(channel)), False
        row = await self.reader.table(table_id)
        if row is None:
            raise TableError("not_running")
        return Place.of(row), False

    async def stale_choice(self, row: TableRow, seat: str, action_id: str, version: int | None, *,
                           moved: bool | None = None) -> TableError | None:
        """Why a choice made at `version` (a button's, an autocomplete line's) is refused: this
        seat moved since, with that very move (a retry after a failure) or another; None: fresh.
        `moved`: whether this seat moved since, read already with the row."""
        if version is None:
            return None
        if moved is None:
            moved = await self.store.moved_since(row.id, seat, version)
        if not moved:
            return None
        moves = [m for m in await self.store.moves(row.id) if m.seq > version and m.seat == seat]
        if moves and moves[0].stands and moves[0].action == action_id:
            return TableError("already_played", number=row.move_number(moves[0].seq))
        return TableError("stale_prompt")

    async def advance_after(self, update: Update) -> bool:
        """What the platform plays after a person's committed change. A failure here never
        hides that change: it is logged and the background player tries again."""
        try:
            return await self._advance(update)
        except Exception:  # noqa: BLE001 - the person's move stands and is announced
            log.exception("table %s: the moves after version %s failed", update.row.id, update.row.version)
            return True

    async def _commit(self, row: TableRow, game: Game, state: State, seat: str, action_id: str,
                      events: list[Event], received: float | None = None, around: Around | None = None,
                      last: bool = False) -> Update:
        """`last`: nothing follows this move in its press, so the planner's timers (planned from
        what was read with the row, `around`) go in its transaction."""
        outcome = game.outcome(state)
        saved = state.to_json()
        status = "over" if outcome else "running"
        planned = None
        if last and around is not None and self._planner is not None:
            try:
                planned = self._planner(Update(replace(row, version=row.version + 1, state=saved, status=status),
                                               game, state, moves=[(seat, action_id)], outcome=outcome, around=around))
            except Exception:  # noqa: BLE001 - a planner's failure never costs the move: the listener sets them
                log.exception("table %s: planning the timers of version %s failed", row.id, row.version + 1)
        try:
            version = await self.store.record_move(
                row, seat=seat, action=action_id, state=saved, events=event_records(events),
                over=outcome is not None, also=planned.writes if planned is not None else (),
            )
        except StaleVersion:
            raise TableError("not_running") from None
        row.version = version
        row.state = saved
        row.status = status
        if outcome is not None:
            self._unplace(row.id)
        self.remember_turn(row.id, version, game, state)
        self.watch.committed(game.name, received)
        if outcome is not None:
            await self._rate(row, outcome)
        return Update(row, game, state, events=list(events), moves=[(seat, action_id)], outcome=outcome,
                      received=received, around=around, timers=planned)

    async def _rate(self, row: TableRow, outcome: Outcome) -> None:
        """A finished game is rated as it is committed, once (bot/ratings.py); a failure here never
        hides the result: `rebuild_ratings` mends it."""
        try:
            await self.ratings.rate_finished(row, outcome, time.time())
        except Exception:  # noqa: BLE001 - the result stands and is announced regardless
            log.exception("table %s: rating the finished game failed", row.id)

    # --- judging a move on the position its sender saw ------------------------------------
    def remember_turn(self, table_id: int, version: int, game: Game, state: State) -> None:
        turns = self._turns.setdefault(table_id, deque(maxlen=TURNS_KEPT))
        turns.append(Turn(self._seen, version, frozenset(game.may_act(state))))

    def _sent_out_of_turn(self, table_id: int, seat: str, sent: int | None) -> bool:
        """Whether `seat` could not act in the position in force when the request was sent. A
        commit whose mark reaches `sent` came after the sending, so the position before it is the
        one the sender saw. Unknown (no such commit remembered, no stamp): False, judged as now.
        Stamps are compared with stamps only, never with this machine's clock."""
        turns = list(self._turns.get(table_id, ()))
        if sent is None:
            return False
        for before, after in zip(turns, turns[1:]):
            if after.mark >= sent:
                return seat not in before.may_act
        return False

    async def publish(self, update: Update) -> None:
        """Tell the listeners. A failure here never undoes the committed change: the table is
        re-announced on the next move or after a restart (announced < version)."""
        for listener, speaks in self._listeners:
            try:
                await listener(update)
            except Exception as exc:  # noqa: BLE001 - the move stands; a failure is reported, not fatal
                if not speaks:
                    log.exception("table %s: a listener failed", update.row.id)
                    continue
                log.warning("table %s: announcing version %s failed: %r", update.row.id, update.row.version, exc)
                update.undelivered = getattr(exc, "text", None) or type(exc).__name__

    # --- moves nobody needs to wait for: AI seats and automatic passes -------------------
    async def _next_step(self, row: TableRow, game: Game, state: State) -> tuple[str, str, Event | None] | None:
        """(seat, action id, note) of the next move the platform plays itself, or None."""
        turn = self._platform_turn(row, game, state)
        if turn is None:
            return None
        seat, forced = turn
        if forced is None:
            return (seat, *await self._ai_choice(row, game, state, seat))
        return seat, forced.id, Event("auto_passed", {"seat": seat})

    @staticmethod
    def _platform_turn(row: TableRow, game: Game, state: State) -> tuple[str, Action | None] | None:
        """Whose move the platform plays next: (an AI seat, None), (a seat, its one forced pass)
        when the table passes for them, or None (a person's, or the game is over)."""
        if game.outcome(state) is not None:
            return None
        to_act = game.to_act(state)
        for seat in to_act:
            if platform_plays(row, seat):
                return seat, None
        if table_options.setting(row.options, "auto_pass"):
            for seat in to_act:
                actions = game.legal_actions(state, seat)
                if len(actions) == 1 and actions[0].forced and not actions[0].secret:
                    return seat, actions[0]
        return None

    async def _ai_choice(self, row: TableRow, game: Game, state: State, seat: str) -> tuple[str, Event | None]:
        """The AI's move at its seat's level; if it fails, a random legal one, so a table never
        waits for a restart. A hard AI thinks away from the event loop; if its worker fails it
        plays as the normal AI does, and the table is not told (the move is still a sensible one)."""
        seed = (row.seed or 0) ^ (row.version * 0x9E3779B1)
        rng = Rng(seed)
        level = ai_level(seat)
        started = time.monotonic()
        try:
            if level == "hard" and self.think is not None:
                try:
                    action_id = await self.think(game.name, state.to_json(), seat, seed & (2 ** 63 - 1), level)
                except Exception as exc:  # noqa: BLE001 - the worker failed: the normal AI plays
                    log.warning("table %s: a hard AI could not think (%r); the normal AI plays", row.id, exc)
                    action_id = game.ai_choose(state.copy(), seat, rng)
            else:
                action_id = game.ai_choose(state.copy(), seat, rng, level=level)
            self.watch.thought(game.name, time.monotonic() - started)
            if any(a.id == action_id for a in game.legal_actions(state, seat)):
                return action_id, None
            log.error("table %s: the %s AI chose an illegal move %r", row.id, game.name, action_id)
        except Exception:  # noqa: BLE001 - a broken AI must not stop the table
            log.exception("table %s: the %s AI failed for %s", row.id, game.name, seat)
        return game.random_choose(state, seat, rng), Event("ai_fallback", {"seat": seat})

    async def _advance(self, update: Update) -> bool:
        """Play what nobody needs to wait for, folding it into `update`. True if more is left
        (the batch limit was reached): the caller continues in the background."""
        row, game, state = update.row, update.game, update.state
        for _ in range(MAX_STEPS_PER_BATCH):
            if state is None or game.outcome(state) is not None:
                return False
            if self.closing:  # the next process plays on after its restart (`resume`)
                return False
            step = await self._next_step(row, game, state)
            if step is None:
                return False
            seat, action_id, note = step
            events = game.apply(state, seat, action_id)
            done = await self._commit(row, game, state, seat, action_id, events)
            if note is not None:
                done.notes.append(note)
                if note.kind == "auto_passed":  # "X could only pass, so I passed" says the pass
                    done.folded += [e for e in events if e.to is None and e.kind not in game.cues]
            update.absorb(done)
        return True

    def kick_ai(self, table_id: int, game: Game, state: State | None) -> None:
        """Carry on in the background (after a restart, or a long run of AI moves)."""
        if state is None or game.outcome(state) is not None or self.closing:
            return
        task = self._ai_tasks.get(table_id)
        if task is None or task.done():
            task = asyncio.get_running_loop().create_task(self.run_ai(table_id))
            task.add_done_callback(_log_failure)
            self._ai_tasks[table_id] = task

    async def run_ai(self, table_id: int) -> Update | None:
        """Play and announce what the platform plays by itself at this table, batch by batch."""
        while True:
            async with self.locks.table(table_id):
                row = await self.store.table(table_id)
                if row is None or row.status != "running":
                    return None
                game, state = self.state_of(row)
                update = Update(row, game, state)
                try:
                    more = await self._advance(update)
                finally:
                    if update.moves:  # what was committed is said, even if the batch broke off
                        await self.publish(update)
            if not more:
                return update if update.moves else None
            await asyncio.sleep(0)

    async def resume(self) -> tuple[list[TableRow], list[DamagedTable]]:
        """After a start: finish what was committed but never said (running and just finished
        tables alike), and carry on. Each row on its own: a damaged one is set aside (returned,
        for the bot to say so in its channel) and never stops the others."""
        resumed, damaged = [], []
        for guild, settings in await self.store.servers_with_settings():  # the servers that turned hints off
            self.hints.note_server(guild, ServerSettings.from_json(settings).hints)
        for row in await self.store.to_resume():  # lobbies too, only to find the damaged ones
            try:
                if isinstance(row, DamagedTable):
                    damaged.append(row)
                elif row.status != "lobby":
                    await self._resume_one(row)
                    resumed.append(row)
            except DamagedTable as exc:  # its state: the game cannot read it
                damaged.append(exc)
            except Exception:  # noqa: BLE001 - one table's failure must not stop the others
                log.exception("table %s: resuming it failed", row.id)
        for exc in damaged:
            log.error("table %s in channel %s is damaged (%s): set aside", exc.head.id, exc.head.channel, exc.problem)
        return resumed, damaged

    async def _resume_one(self, row: TableRow) -> None:
        game, state = self.state_of(row)
        outcome = game.outcome(state) if state is not None else None
        if outcome is not None:  # a crash between the final commit and its rating: rated now (once)
            await self._rate(row, outcome)
        if row.announced < row.version:
            async with self.locks.table(row.id):
                await self.publish(await self._unsaid(row, game, state))
        self.kick_ai(row.id, game, state)

    async def _unsaid(self, row: TableRow, game: Game, state: State | None) -> Update:
        """The update a crash left unsaid, rebuilt from the outbox. The outbox, not a replay: it is
        written in each commit's transaction, so it holds exactly the events that commit made (the
        deal's too, which no logged move replays), with no game code run again. Private events
        already handed to their seats (up to `told`) are not sent again; those of seats whose DMs
        are closed stay, so the channel still says to look at `/game hand`."""
        closed = set(row.dm_closed)
        events = []
        for version, records in await self.store.unsaid(row.id, row.announced):
            for event in map(event_from_record, records):
                if event.to is None or version > row.told:
                    events.append(event)
                elif closed & set(event.to):
                    events.append(event._replace(to=tuple(s for s in event.to if s in closed)))
        started = row.started_version is not None and row.announced < row.started_version
        return Update(row, game, state, events=events, outcome=game.outcome(state) if state else None,
                      started=started)

    # --- people come and go ----------------------------------------------------------
    @staticmethod
    def _next_host(row: TableRow, leaving: str, gone: dict[str, str] | set[str] = frozenset()) -> str | None:
        """The next seated person after `leaving`, in seat order."""
        i = row.seats.index(leaving)
        for seat in row.seats[i + 1:] + row.seats[:i]:
            if not is_ai(seat) and seat not in gone:
                return seat
        return None

    async def _free_seat(self, row: TableRow, seat: str) -> TableRow:
        """A lobby seat given up or kicked; the host role passes on; nobody left: the lobby closes."""
        host = row.host
        if seat == row.host:
            host = self._next_host(row, seat) or row.host
        names = {k: v for k, v in row.names.items() if k != seat}
        row = await self.store.update_lobby(row, seats=[s for s in row.seats if s != seat], names=names, host=host)
        if not any(not is_ai(s) for s in row.seats):
            return await self.end(row.id, "emptied") or row
        return row

    async def _hand_to_ai(self, row: TableRow, seat: str, reason: str) -> TableRow:
        """During the game: the AI plays a person's seat to the end (`reason`: kicked, conceded)."""
        async with self.locks.table(row.id):
            row = await self.store.table(row.id)
            if row is None or row.status != "running":
                raise TableError("not_running")
            if seat in row.ai_played:
                raise TableError("played_by_ai")
            played = {**row.ai_played, seat: reason}
            host = row.host
            if seat == row.host:
                host = self._next_host(row, seat, played) or row.host
            await self.store.set_seating(row.id, host=host, ai_played=played)
            await self.timer_book.clear_timers(row.id, [seat])
            row.host, row.ai_played = host, played
        game, state = self.state_of(row)
        self.kick_ai(row.id, game, state)
        return row

    async def kick(self, channel: int, by: str, seat: str, *, manager: bool) -> tuple[TableRow, str]:
        """The host (or Manage Server) removes a seat: freed in the lobby, played by the AI
        during the game. Returns the row and what happened (`freed` or `ai`)."""
        async with self.locks.channel(channel):
            row = await self.in_channel(channel)
            if by != row.host and not manager:
                raise TableError("kick_forbidden")
            if seat not in row.seats:
                raise TableError("kick_not_seated")
            if seat == by:
                raise TableError("kick_self")
            if row.status == "lobby":
                return await self._free_seat(row, seat), "freed"
            if is_ai(seat):
                raise TableError("kick_ai_seat")
        return await self._hand_to_ai(row, seat, "kicked"), "ai"

    async def take_over_turn(self, table_id: int, seat: str) -> Update | None:
        """The takeover timer: the AI plays this person's pending decision (their stretch of
        moves while only they can go on), through the same path as every move."""
        async with self.locks.table(table_id):
            row = await self.store.table(table_id)
            if row is None or row.status != "running":
                return None
            game, state = self.state_of(row)
            if seat not in game.to_act(state) or platform_plays(row, seat):
                return None
            update = Update(row, game, state)
            for _ in range(MAX_STEPS_PER_BATCH):
                if game.outcome(state) is not None or seat not in game.to_act(state):
                    break
                action_id, note = await self._ai_choice(row, game, state, seat)
                step = await self._commit(row, game, state, seat, action_id, game.apply(state, seat, action_id))
                step.notes += [note] if note is not None else []
                update.absorb(step)
                if len(game.to_act(state)) > 1:
                    break  # others choose too now: this seat's decision was made
            more = await self._advance(update)
            if update.moves:
                await self.publish(update)
        if more:
            self.kick_ai(table_id, game, state)
        return update

    async def rematch(self, table_id: int, by: str, name: str) -> tuple[TableRow, bool, TableError | None]:
        """A new lobby with the same game, options and seats (AI seats seated already); it
        starts once the people are back. Pressing it when the rematch lobby exists joins it.
        Returns the lobby (or the started table), whether it has started, and why it has not
        although everyone is back (`start_if_complete`)."""
        old = await self.store.table(table_id)
        if old is None or old.status != "over":
            raise TableError("rematch_not_over")
        if by not in old.seats:
            raise TableError("rematch_players_only")
        async with self.locks.channel(old.channel):
            current = await self.store.playing_in(old.channel)
            if current is None:
                seats = [s for s in old.seats if is_ai(s) or s == by]
                names = {s: old.names.get(s, s) for s in seats}
                try:
                    row = await self.store.create_table(
                        guild=old.guild, channel=old.channel, game=old.game, host=by, name=name, locale=old.locale,
                        options=old.options, seats=seats, names=names, rematch=old.seats, parent=old.parent)
                except StaleVersion:
                    raise TableError("table_exists") from None
            elif current.status == "lobby" and current.rematch == old.seats and by not in current.seats:
                row = await self.store.update_lobby(current, seats=current.seats + [by],
                                                    names={**current.names, by: name})
            else:
                raise TableError("table_exists" if by not in current.seats else "already_seated")
        return await self.start_if_complete(row)

    async def start_if_complete(self, row: TableRow) -> tuple[TableRow, bool, TableError | None]:
        """A rematch lobby starts by itself once everyone from the last game sat down again:
        (the row, whether it started, why it could not although everyone is back: a server limit)."""
        if row.status != "lobby" or not row.rematch or set(row.seats) != set(row.rematch):
            return row, False, None
        try:
            update = await self.start(row.channel, row.host)
        except TableError as exc:
            return row, False, exc
        return update.row, True, None

    def cancel_ai(self) -> None:
        for task in self._ai_tasks.values():
            task.cancel()



def _log_failure(task: asyncio.Task) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("a table's background moves failed", exc_info=task.exception())
