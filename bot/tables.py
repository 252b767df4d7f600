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


class Tables:
    def __init__(self, store: Store, announce: Announcer | None = None) -> None:
        self.store = store
        self.announce = announce
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)        # per table
        self._lobby_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)  # per channel
        self._ai_tasks: dict[int, asyncio.Task] = {}

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
        given = dict(options or {})
        given.setdefault("language", locale)  # the table's language: asked for, else the given default
        try:
            resolved = table_options.resolve(g, given)
        except IllegalAction as exc:
            raise TableError(exc.code, domain=game, **exc.params) from None
        if await self.store.open_table(channel) is not None:
            raise TableError("table_exists")
        try:
            return await self.store.create_table(
                guild=guild, channel=channel, game=game, host=host, name=name, locale=resolved["language"],
                options=resolved,
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
        async with self._channel_lock(channel):
            row, _ = await self._lobby(channel)
            if seat not in row.seats:
                raise TableError("not_seated")
            if seat == row.host:
                raise TableError("host_cannot_leave")
            names = {k: v for k, v in row.names.items() if k != seat}
            return await self.store.update_lobby(row, seats=[s for s in row.seats if s != seat], names=names)

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
        if state is None or not any(is_ai(seat) for seat in game.to_act(state)):
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
                seat = next((s for s in game.to_act(state) if is_ai(s)), None)
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
            if row.announced < row.version:
                async with self.lock(row.id):
                    await self._announce(Update(row, game, state, outcome=game.outcome(state)))
            self.kick_ai(row.id, game, state)
        return rows

    def cancel_ai(self) -> None:
        for task in self._ai_tasks.values():
            task.cancel()

    def _channel_lock(self, channel: int) -> asyncio.Lock:
        """Lobby changes (join, leave, add AI, start, abandon) take turns per channel."""
        return self._lobby_locks[channel]
