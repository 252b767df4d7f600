"""What the table service's parts (take-backs, forgetting) may use of `Tables`: declared here, so a
part reaches the service only through these names, and `Tables` keeps each of them public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.core import Game, State

from .facets import Reader, TimerBook
from .locks import Locks
from .people import People
from .rows import TableRow
from .updates import Update

if TYPE_CHECKING:
    from .servers import ServerSettings
    from .store import Store


class Core(Protocol):
    store: "Store"      # the parts commit their own changes, under the service's locks
    locks: Locks
    reader: Reader
    timer_book: TimerBook  # the take-backs' deadline is a timer
    people: People      # how each person's turns reach them

    async def find(self, channel: int) -> TableRow | None: ...
    async def server(self, guild: int) -> "ServerSettings": ...  # the server's own settings
    def state_of(self, row: TableRow) -> tuple[Game, State | None]: ...
    def seated(self, row: TableRow | None, seat: str, *, may_act: bool = True) -> tuple[Game, State]: ...
    def note_sent(self, sent: int) -> None: ...             # a request's Discord stamp, newest seen
    def remember_turn(self, table_id: int, version: int, game: Game, state: State) -> None: ...
    async def advance_after(self, update: Update) -> bool: ...  # plays on what the platform plays
    async def publish(self, update: Update) -> None: ...        # every listener hears the change
    def kick_ai(self, table_id: int, game: Game, state: State | None) -> None: ...
    async def end(self, table_id: int, reason: str, *, unsaid: bool = False) -> TableRow | None: ...
    def forget_opened(self, guild: int, person: str) -> None: ...  # their cooldown goes with them
