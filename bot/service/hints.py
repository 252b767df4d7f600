"""Hints, the table service's part: `/game hint` asks the hard AI for a seat's best moves, thought
out from that seat's view alone in the workers (bot/workers.py), and turns the table unrated the
first time anyone at it takes one. The bot words the plain data it returns."""

from __future__ import annotations

import asyncio
import logging
import zlib
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from engine.core import Game, State

from . import options as table_options
from .core import Core
from .errors import TableError
from .rows import TableRow

HINT_BUDGET_S = 2.0  # seconds the search thinks for one hint (issue: the table's hint budget)
HINT_WAIT_S = 10.0  # a hint that would wait longer than this for a worker says so instead of waiting
Hinter = Callable[..., Awaitable[dict[str, Any]]]  # workers.hint's shape
Unrated = Callable[[TableRow, str], Awaitable[None]]  # told (row, seat) when a seat's hint unrated a table
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hint:
    """A hint as data: the table, its game and the position hinted at, what the search found
    (`found`: workers.hint's answer) and whether this hint made the table unrated (the listeners
    of `on_unrated` have said so where the table plays)."""

    row: TableRow
    game: Game
    state: State
    found: dict[str, Any]
    unrated_now: bool


class Hints:
    """Hints, a part of the one door: it reaches the service through `Core` alone."""

    def __init__(self, core: Core, hinter: Hinter, thinkers: Callable[[], int] = lambda: 1) -> None:
        self.core = core
        self.hinter = hinter
        self.thinkers = thinkers  # how many hints are thought at once (the thinking workers)
        self.budget_s: float | None = HINT_BUDGET_S
        self.iterations: int | None = None  # a fixed number of search rounds instead of the clock (tests)
        self.thinking: set[str] = set()  # the people whose hint is being thought now: one each
        self.servers_off: set[int] = set()  # the servers whose `/game server` turned hints off
        self._unrated: list[Unrated] = []
        self._telling: set[asyncio.Task] = set()  # the notices under way (kept: a task unreferenced may vanish)

    def on_unrated(self, listener: Unrated) -> None:
        """`listener` is told when a hint turns a table unrated (once a table), whichever surface
        asked for it: the table's channel hears it from the Discord surface."""
        self._unrated.append(listener)

    def note_server(self, guild: int | None, on: bool) -> None:
        """A server's `hints` setting, as read or saved: kept here so a turn message knows at once
        whether to offer the Hint button (the server's off wins over a table's on)."""
        if guild is None:
            return
        if on:
            self.servers_off.discard(guild)
        else:
            self.servers_off.add(guild)

    def offered(self, row: TableRow) -> bool:
        """Whether this table offers hints: its own option, unless its server turned them off."""
        return bool(table_options.setting(row.options, "hints")) and row.guild not in self.servers_off

    def wait_s(self) -> float:
        """About how long a hint asked now waits for a worker: those in flight before it, each
        thinking for the budget, shared among the thinkers (no budget: a few rounds, no wait)."""
        return len(self.thinking) * (self.budget_s or 0.0) / max(1, self.thinkers())

    async def hint(self, channel: int | None, seat: str, row: TableRow | None = None) -> Hint:
        """The hard AI's best moves for `seat`, who may act now at the channel's table (or `row`, a
        press's table); TableError if they may not, the table's `hints` option or its server's is
        off, their last hint is still being thought, or this one would wait too long. Taking it
        makes the table unrated."""
        row = row if row is not None else await self.core.find(channel)
        game, state = self.core.seated(row, seat)
        if not table_options.setting(row.options, "hints"):
            raise TableError("hints_off")
        if row.guild is not None:
            self.note_server(row.guild, (await self.core.server(row.guild)).hints)
            if row.guild in self.servers_off:
                raise TableError("hints_off_server")
        if seat in self.thinking:
            raise TableError("hint_thinking")
        if self.wait_s() > HINT_WAIT_S:
            raise TableError("hint_busy", seconds=round(self.wait_s()))
        view = game.view(state, seat)  # the seat's own view: the search never sees more
        seed = ((row.seed or 0) ^ (row.version * 0x9E3779B1) ^ zlib.crc32(seat.encode())) & (2 ** 63 - 1)
        self.thinking.add(seat)
        try:
            found = await self.hinter(game.name, view, seat, seed, self.budget_s, self.iterations)
        finally:
            self.thinking.discard(seat)
        if not found["moves"]:  # no move stands out: nothing was taken, the table stays as it was
            return Hint(row, game, state, found, False)
        # Taken only if the table still runs: a last move committed while this was thought was
        # rated (or not) as it stood, and a hint about an ended game is no use to anyone.
        unrated_now = await self.core.store.take_hint(row, seat)
        if unrated_now is None:
            raise TableError("not_running")
        row.unrated = True
        if unrated_now:  # said beside the answer, never before it: the asker hears first
            task = asyncio.create_task(self._tell_unrated(row, seat))
            self._telling.add(task)
            task.add_done_callback(self._telling.discard)
        return Hint(row, game, state, found, unrated_now)

    async def _tell_unrated(self, row: TableRow, seat: str) -> None:
        for listener in self._unrated:
            try:
                await listener(row, seat)
            except Exception:  # noqa: BLE001 - the hint is taken and answered; only the notice failed
                log.exception("table %s: saying a hint made it unrated failed", row.id)
