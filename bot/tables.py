"""A table is one game in one channel. This module loads it, locks it, applies a
move, saves it, and only then hands the result to whoever announces it.

Nothing here knows Discord: seats are strings, errors are `TableError(code, …)`
that the bot words for the reader, and announcing is a callback.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from engine import registry
from engine.core import Event, Game, IllegalAction, Outcome, Rng, State

from . import options as table_options
from .store import StaleVersion, Store, TableRow

log = logging.getLogger(__name__)
AI_PREFIX = "ai:"
MAX_AI_MOVES_PER_BATCH = 2000  # a guard against an AI that never hands back


def is_ai(seat: str) -> bool:
    return seat.startswith(AI_PREFIX)


class TableError(Exception):
    """A person's request that cannot be done; `code` is a catalogue key under `core.error`."""

    def __init__(self, code: str, *, domain: str | None = None, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.domain = domain  # the game whose catalogue words this error (None: core)
        self.params = params


@dataclass
class Update:
    """What changed at a table, for the announcer: committed before it is built."""

    row: TableRow
    game: Game
    state: State | None
    events: list[Event] = field(default_factory=list)
    moves: list[tuple[str, str]] = field(default_factory=list)  # (seat, action id)
    outcome: Outcome | None = None
    started: bool = False
    undelivered: str | None = None  # why the announcement failed (the change itself is saved)


Announcer = Callable[[Update], Awaitable[None]]
HOSTLESS = "abandoned"  # the lobby's last person left


class Tables:
    def __init__(self, store: Store, announce: Announcer | None = None) -> None:
        self.store = store
        self.announce = announce
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)        # per table
        self._lobby_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)  # per channel
        self._ai_tasks: dict[int, asyncio.Task] = {}
        self._taken: dict[int, frozenset[str]] = {}  # per table: people's seats the AI plays (kick, concede)
        self.on_update: Announcer | None = None  # after every committed change (the turn timers)

    def lock(self, table_id: int) -> asyncio.Lock:
        return self._locks[table_id]

    # --- finding tables --------------------------------------------------------
    async def in_channel(self, channel: int) -> TableRow:
        row = await self.store.open_table(channel)
        if row is None:
            raise TableError("no_table")
        return row

    @staticmethod
    def state_of(row: TableRow) -> tuple[Game, State | None]:
        game = registry.get(row.game)
        return game, (game.load(row.state) if row.state else None)

    # --- the lobby ---------------------------------------------------------------
    async def open(self, *, guild: int, channel: int, game: str, host: str, name: str, locale: str,
                   options: dict[str, Any] | None = None) -> TableRow:
        try:
            g = registry.get(game)
        except KeyError:
            raise TableError("unknown_game", game=game) from None
        try:
            resolved = table_options.resolve(g, options)
        except IllegalAction as exc:
            raise TableError(exc.code, domain=game, **exc.params) from None
        if await self.store.open_table(channel) is not None:
            raise TableError("table_exists")
        try:
            return await self.store.create_table(
                guild=guild, channel=channel, game=game, host=host, name=name, locale=locale, options=resolved
            )
        except StaleVersion:
            raise TableError("table_exists") from None

    async def _lobby(self, channel: int) -> tuple[TableRow, Game]:
        row = await self.in_channel(channel)
        if row.status != "lobby":
            raise TableError("already_started")
        return row, registry.get(row.game)

    async def join(self, channel: int, seat: str, name: str) -> TableRow:
        async with self._channel_lock(channel):
            row, game = await self._lobby(channel)
            if seat in row.seats:
                raise TableError("already_seated")
            if len(row.seats) >= game.max_players:
                raise TableError("table_full", max=game.max_players)
            return await self.store.update_lobby(row, seats=row.seats + [seat], names={**row.names, seat: name})

    async def leave(self, channel: int, seat: str) -> TableRow:
        """Before the start the seat is freed; during the game leaving concedes (an AI plays on)."""
        async with self._channel_lock(channel):
            row = await self.in_channel(channel)
            if seat not in row.seats:
                raise TableError("not_seated")
            if row.status == "lobby":
                return await self._free_seat(row, seat)
        return await self._hand_to_ai(row, seat, "conceded")

    async def add_ai(self, channel: int, by: str) -> TableRow:
        async with self._channel_lock(channel):
            row, game = await self._lobby(channel)
            if by != row.host:
                raise TableError("host_only")
            if len(row.seats) >= game.max_players:
                raise TableError("table_full", max=game.max_players)
            number = 1 + sum(1 for s in row.seats if is_ai(s))
            while f"{AI_PREFIX}{number}" in row.seats:
                number += 1
            seat = f"{AI_PREFIX}{number}"
            return await self.store.update_lobby(row, seats=row.seats + [seat], names={**row.names, seat: f"AI {number}"})

    async def start(self, channel: int, by: str, seed: int | None = None) -> Update:
        async with self._channel_lock(channel):
            row, game = await self._lobby(channel)
            if by != row.host:
                raise TableError("host_only")
            if len(row.seats) < game.min_players:
                raise TableError("too_few_players", min=game.min_players, count=len(row.seats))
            if row.rematch and set(row.seats) == set(row.rematch):
                row.seats = list(row.rematch)  # a rematch keeps the turn order
            seed = secrets.randbits(63) if seed is None else seed
            state = game.setup(row.seats, seed, table_options.for_game(game, row.options))
            row = await self.store.start(row, seats=row.seats, seed=seed, state=state.to_json())
            update = Update(row, game, state, events=game.opening(state), started=True)
            await self._announce(update)
        self.kick_ai(row.id, game, state)
        return update

    async def abandon(self, channel: int, by: str, *, manager: bool) -> TableRow:
        async with self._channel_lock(channel):
            row = await self.in_channel(channel)
            if by != row.host and not manager:
                raise TableError("abandon_forbidden")
            async with self.lock(row.id):
                await self.store.set_status(row.id, "abandoned")
                await self.store.clear_timers(row.id)
            task = self._ai_tasks.pop(row.id, None)
            if task is not None:
                task.cancel()
            return await self.store.table(row.id)

    # --- moves ---------------------------------------------------------------------
    async def play(self, channel: int, seat: str, action_id: str, *, prompt_version: int | None = None) -> Update:
        """Apply one person's move. `prompt_version` comes from a button: a press on a prompt
        made before this seat's last move is a stale double click and changes nothing."""
        row = await self.in_channel(channel)
        async with self.lock(row.id):
            row = await self.store.table(row.id)
            if row is None or row.status != "running":
                raise TableError("not_running")
            game, state = self.state_of(row)
            if seat not in row.seats:
                raise TableError("not_seated")
            if seat in row.ai_played:
                raise TableError("played_by_ai")
            if prompt_version is not None and await self.store.moved_since(row.id, seat, prompt_version):
                raise TableError("stale_prompt")
            try:
                events = game.apply(state, seat, action_id)
            except IllegalAction as exc:
                raise TableError(exc.code, domain=row.game, **exc.params) from None
            update = await self._commit(row, game, state, seat, action_id, events)
            await self._announce(update)
        self.kick_ai(row.id, game, state)
        return update

    async def _commit(self, row: TableRow, game: Game, state: State, seat: str, action_id: str,
                      events: list[Event]) -> Update:
        outcome = game.outcome(state)
        public = [{"kind": e.kind, "params": e.params} for e in events if e.to is None]
        try:
            version = await self.store.record_move(
                row, seat=seat, action=action_id, state=state.to_json(), public_events=public, over=outcome is not None
            )
        except StaleVersion:
            raise TableError("not_running") from None
        row.version = version
        row.state = state.to_json()
        row.status = "over" if outcome else "running"
        return Update(row, game, state, events=list(events), moves=[(seat, action_id)], outcome=outcome)

    async def _announce(self, update: Update) -> None:
        """Tell the table. A failure here never undoes the committed change: the table is
        re-announced on the next move or after a restart (announced < version)."""
        if self.on_update is not None:
            try:
                await self.on_update(update)
            except Exception:  # noqa: BLE001 - timers are a convenience; the move stands
                log.exception("table %s: after-update hook failed", update.row.id)
        if self.announce is None:
            return
        try:
            await self.announce(update)
        except Exception as exc:  # noqa: BLE001 - any delivery failure is reported, not fatal
            log.warning("table %s: announcing version %s failed: %r", update.row.id, update.row.version, exc)
            update.undelivered = getattr(exc, "text", None) or type(exc).__name__

    # --- AI seats ------------------------------------------------------------------
    def kick_ai(self, table_id: int, game: Game, state: State | None) -> None:
        """If an AI seat must act, let it move in the background, through the same path as people."""
        if state is None or not any(is_ai(seat) or seat in self._taken.get(table_id, ()) for seat in game.to_act(state)):
            return
        task = self._ai_tasks.get(table_id)
        if task is None or task.done():
            self._ai_tasks[table_id] = asyncio.get_running_loop().create_task(self.run_ai(table_id))

    async def run_ai(self, table_id: int) -> Update | None:
        async with self.lock(table_id):
            row = await self.store.table(table_id)
            if row is None or row.status != "running":
                return None
            game, state = self.state_of(row)
            batch: Update | None = None
            for _ in range(MAX_AI_MOVES_PER_BATCH):
                if game.outcome(state) is not None:
                    break
                seat = next((s for s in game.to_act(state) if self.plays_for(row, s)), None)
                if seat is None:
                    break
                action_id = game.ai_choose(state, seat, Rng((row.seed or 0) ^ (row.version * 0x9E3779B1)))
                events = game.apply(state, seat, action_id)
                step = await self._commit(row, game, state, seat, action_id, events)
                if batch is None:
                    batch = step
                else:
                    batch.events += step.events
                    batch.moves += step.moves
                    batch.outcome = step.outcome
                    batch.row = step.row
            if batch is not None:
                await self._announce(batch)
            return batch

    async def resume(self) -> list[TableRow]:
        """After a restart: say again what was committed but never announced, and wake the AIs."""
        rows = await self.store.running_tables()
        for row in rows:
            game, state = self.state_of(row)
            self._taken[row.id] = frozenset(row.ai_played)
            if row.announced < row.version:
                async with self.lock(row.id):
                    await self._announce(Update(row, game, state, outcome=game.outcome(state)))
            self.kick_ai(row.id, game, state)
        return rows

    # --- people come and go ----------------------------------------------------------
    def plays_for(self, row: TableRow, seat: str) -> bool:
        """Whether the AI makes this seat's decisions: an AI seat, or a person's seat it took over."""
        self._taken[row.id] = frozenset(row.ai_played)
        return is_ai(seat) or seat in row.ai_played

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
        status = None
        if seat == row.host:
            host = self._next_host(row, seat)
            if host is None:
                host, status = row.host, HOSTLESS
        names = {k: v for k, v in row.names.items() if k != seat}
        row = await self.store.update_lobby(row, seats=[s for s in row.seats if s != seat], names=names,
                                            host=host, status=status)
        if status == HOSTLESS:
            await self.store.clear_timers(row.id)
        return row

    async def _hand_to_ai(self, row: TableRow, seat: str, reason: str) -> TableRow:
        """During the game: the AI plays a person's seat to the end (`reason`: kicked, conceded)."""
        async with self.lock(row.id):
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
            await self.store.clear_timers(row.id, [seat])
            row.host, row.ai_played = host, played
            self._taken[row.id] = frozenset(played)
        game, state = self.state_of(row)
        self.kick_ai(row.id, game, state)
        return row

    async def kick(self, channel: int, by: str, seat: str, *, manager: bool) -> tuple[TableRow, str]:
        """The host (or Manage Server) removes a seat: freed in the lobby, played by the AI
        during the game. Returns the row and what happened (`freed` or `ai`)."""
        async with self._channel_lock(channel):
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
        async with self.lock(table_id):
            row = await self.store.table(table_id)
            if row is None or row.status != "running":
                return None
            game, state = self.state_of(row)
            if seat not in game.to_act(state) or self.plays_for(row, seat):
                return None
            batch: Update | None = None
            for _ in range(MAX_AI_MOVES_PER_BATCH):
                if game.outcome(state) is not None or seat not in game.to_act(state):
                    break
                action_id = game.ai_choose(state, seat, Rng((row.seed or 0) ^ (row.version * 0x9E3779B1)))
                step = await self._commit(row, game, state, seat, action_id, game.apply(state, seat, action_id))
                if batch is None:
                    batch = step
                else:
                    batch.events += step.events
                    batch.moves += step.moves
                    batch.outcome, batch.row = step.outcome, step.row
                if len(game.to_act(state)) > 1:
                    break  # others choose too now: this seat's decision was made
            if batch is not None:
                await self._announce(batch)
        self.kick_ai(table_id, game, state)
        return batch

    async def rematch(self, table_id: int, by: str, name: str) -> tuple[TableRow, bool]:
        """A new lobby with the same game, options and seats (AI seats seated already); it
        starts once the people are back. Pressing it when the rematch lobby exists joins it.
        Returns the lobby (or the started table) and whether it has started."""
        old = await self.store.table(table_id)
        if old is None or old.status != "over":
            raise TableError("rematch_not_over")
        if by not in old.seats:
            raise TableError("rematch_players_only")
        async with self._channel_lock(old.channel):
            current = await self.store.open_table(old.channel)
            if current is None:
                seats = [s for s in old.seats if is_ai(s) or s == by]
                names = {s: old.names.get(s, s) for s in seats}
                try:
                    row = await self.store.create_table(
                        guild=old.guild, channel=old.channel, game=old.game, host=by, name=name, locale=old.locale,
                        options=old.options, seats=seats, names=names, rematch=old.seats)
                except StaleVersion:
                    raise TableError("table_exists") from None
            elif current.status == "lobby" and current.rematch == old.seats and by not in current.seats:
                row = await self.store.update_lobby(current, seats=current.seats + [by],
                                                    names={**current.names, by: name})
            else:
                raise TableError("table_exists" if by not in current.seats else "already_seated")
        return await self.start_if_complete(row)

    async def start_if_complete(self, row: TableRow) -> tuple[TableRow, bool]:
        """A rematch lobby starts by itself once everyone from the last game sat down again."""
        if row.status != "lobby" or not row.rematch or set(row.seats) != set(row.rematch):
            return row, False
        try:
            update = await self.start(row.channel, row.host)
        except TableError:
            return row, False
        return update.row, True

    def cancel_ai(self) -> None:
        for task in self._ai_tasks.values():
            task.cancel()

    def _channel_lock(self, channel: int) -> asyncio.Lock:
        """Lobby changes (join, leave, add AI, start, abandon) take turns per channel."""
        return self._lobby_locks[channel]
