"""Hints, the table service's part: `/game hint` asks the hard AI for a seat's best moves, thought
out from that seat's view alone in the workers (bot/workers.py), and turns the table unrated the
first time anyone at it takes one. The bot words the plain data it returns."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from engine.core import Game, State

from . import options as table_options
from .core import Core
from .errors import TableError
from .rows import TableRow

HINT_BUDGET_S = 2.0  # seconds the search thinks for one hint (issue: the table's hint budget)
Hinter = Callable[..., Awaitable[dict[str, Any]]]  # workers.hint's shape


@dataclass(frozen=True)
class Hint:
    """A hint as data: the table, its game and the position hinted at, what the search found
    (`found`: workers.hint's answer) and whether this hint made the table unrated (said once)."""

    row: TableRow
    game: Game
    state: State
    found: dict[str, Any]
    unrated_now: bool


class Hints:
    """Hints, a part of the one door: it reaches the service through `Core` alone."""

    def __init__(self, core: Core, hinter: Hinter) -> None:
        self.core = core
        self.hinter = hinter
        self.budget_s: float | None = HINT_BUDGET_S
        self.iterations: int | None = None  # a fixed number of search rounds instead of the clock (tests)

    async def hint(self, channel: int, seat: str) -> Hint:
        """The hard AI's best moves for `seat`, who may act now at the channel's table; TableError
        if they may not, or the table's `hints` option is off. Taking it makes the table unrated."""
        row = await self.core.find(channel)
        game, state = self.core.seated(row, seat)
        if not table_options.setting(row.options, "hints"):
            raise TableError("hints_off")
        view = game.view(state, seat)  # the seat's own view: the search never sees more
        seed = ((row.seed or 0) ^ (row.version * 0x9E3779B1) ^ zlib.crc32(seat.encode())) & (2 ** 63 - 1)
        found = await self.hinter(game.name, view, seat, seed, self.budget_s, self.iterations)
        unrated_now = await self.core.store.set_unrated(row.id)
        return Hint(row, game, state, found, unrated_now)
