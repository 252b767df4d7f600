"""Every live board socket watching a table, and the push of each commit to them.

The table service tells `heard` of every commit while it holds the table's lock; `heard` only
notes it (a copy of what changed) and wakes the table's pusher, so a commit never waits for a
socket. The pusher sends in version order; commits that come faster than boards are drawn are
folded into one message (the newest position, every event since)."""

from __future__ import annotations

import asyncio
import copy
import logging
import secrets
import struct
from dataclasses import dataclass, field
from typing import Any, Callable

from aiohttp import web

from engine.core import Event, Game, State

from ..service.rows import TableRow
from ..service.tables import Update
from ..speech.boards import board_png, drawing, focus_alt
from ..speech.wording import label_words
from .messages import seat_of, table_message

log = logging.getLogger(__name__)


@dataclass(eq=False)
class Viewer:
    """One participant's socket: who it is, the table it watches, and its own board ticket."""

    socket: web.WebSocketResponse
    person: str
    locale: str  # the person's own language (answers to their clicks), not the table's
    table: int | None = None
    version: int = -1  # the newest version sent: an older one is never sent after it
    ticket: str = field(default_factory=lambda: secrets.token_urlsafe(18))

    async def send(self, message: dict[str, Any]) -> None:
        if not self.socket.closed:
            await self.socket.send_json(message)


@dataclass
class Position:
    """A committed position as the pusher needs it, copied from the update (which moves on)."""

    row: TableRow
    game: Game
    state: State | None
    events: list[Event]
    notes: list[Event]
    folded: list[Event]


class Watchers:
    """Sockets by table, the newest board of each ticket, and one pusher per table being pushed."""

    def __init__(self, hints: Callable[[TableRow], bool] = lambda row: False) -> None:
        self.hints = hints  # whether a table offers hints (the table service's `hints.offered`)
        self._by_table: dict[int, set[Viewer]] = {}
        self._boards: dict[str, bytes] = {}
        self._pending: dict[int, list[Position]] = {}
        self._pushers: dict[int, asyncio.Task] = {}

    def watch(self, viewer: Viewer, table: int) -> None:
        self.leave(viewer)
        viewer.table, viewer.version = table, -1
        self._by_table.setdefault(table, set()).add(viewer)

    def leave(self, viewer: Viewer) -> None:
        if viewer.table is not None:
            watching = self._by_table.get(viewer.table, set())
            watching.discard(viewer)
            if not watching:
                self._by_table.pop(viewer.table, None)
        self._boards.pop(viewer.ticket, None)
        self._boards.pop(f"{viewer.ticket}-focus", None)

    def board(self, ticket: str) -> bytes | None:
        return self._boards.get(ticket)

    def viewers(self) -> list[Viewer]:
        return [v for watching in self._by_table.values() for v in watching]

    async def heard(self, update: Update) -> None:
        """A commit (a listener of the table service): noted, pushed in the background."""
        table = update.row.id
        if not self._by_table.get(table):
            return
        state = update.state.copy() if update.state is not None else None
        self._pending.setdefault(table, []).append(
            Position(copy.copy(update.row), update.game, state, list(update.events), list(update.notes),
                     list(update.folded)))
        pusher = self._pushers.get(table)
        if pusher is None or pusher.done():
            self._pushers[table] = asyncio.get_running_loop().create_task(self._push_all(table))

    async def _push_all(self, table: int) -> None:
        while self._pending.get(table):
            folded = self._pending.pop(table)
            newest = folded[-1]
            newest.events = [e for p in folded for e in p.events]
            newest.notes = [n for p in folded for n in p.notes]
            newest.folded = [e for p in folded for e in p.folded]
            try:
                await self.push(newest, list(self._by_table.get(table, ())))
            except Exception:  # noqa: BLE001 - a broken push must not stop the next ones
                log.exception("table %s: pushing version %s to the live board failed", table, newest.row.version)
        self._pushers.pop(table, None)

    async def push(self, position: Position, viewers: list[Viewer]) -> None:
        """Each viewer its seat's message: built and drawn once per seat, sent to its sockets."""
        by_seat: dict[str | None, list[Viewer]] = {}
        for viewer in viewers:
            if viewer.version < position.row.version:
                by_seat.setdefault(seat_of(position.row, viewer.person), []).append(viewer)
        for seat, watching in by_seat.items():
            message, png, focus = await self.drawn(position, seat)
            for viewer in watching:
                await self.send_table(viewer, message, png, focus)

    async def drawn(self, position: Position, seat: str | None) -> tuple[dict[str, Any], bytes | None, bytes | None]:
        """The seat's message, its board and, when the seat decides and the game draws one, the
        focus picture of its decision (drawn off the event loop, as the thread's pictures are)."""
        row, game, state = position.row, position.game, position.state
        message = table_message(row, game, state, seat, position.events, position.notes, position.folded,
                                hints=self.hints(row))
        if state is None:
            return message, None, None
        focus = None
        if not message["actions"]:
            png = await board_png(game, state, row, seat)
        else:  # the board with where its things are: the seat's own choices' regions, for its page alone
            words = label_words(row)
            drawn = await drawing(game, state, row, seat, words)
            png, focus = drawn.board, drawn.focus
            message["regions"] = {key: [[list(point) for point in polygon] for polygon in polygons]
                                  for key, polygons in drawn.regions.items()}
            if focus is not None:
                message["focus_alt"] = focus_alt(words, game, drawn)
        message["size"] = list(struct.unpack(">II", png[16:24]))  # the PNG's own width and height
        return message, png, focus

    async def send_table(self, viewer: Viewer, message: dict[str, Any], png: bytes | None,
                         focus: bytes | None = None) -> None:
        if viewer.table != message["table"] or viewer.version >= message["version"]:
            return  # it turned to another table, or a newer version went out meanwhile
        viewer.version = message["version"]
        if png is not None:
            self._boards[viewer.ticket] = png
            message = {**message, "board": f"/api/board/{viewer.ticket}.png?v={message['version']}"}
        self._boards.pop(f"{viewer.ticket}-focus", None)
        if focus is not None:
            self._boards[f"{viewer.ticket}-focus"] = focus
            message = {**message, "focus": f"/api/board/{viewer.ticket}-focus.png?v={message['version']}"}
        try:
            await viewer.send(message)
        except (ConnectionError, RuntimeError) as exc:  # it closed under us: its reader ends it
            log.info("a live board socket closed while it was sent version %s: %r", message["version"], exc)

    async def stop(self) -> None:
        for pusher in list(self._pushers.values()):
            pusher.cancel()
        self._pending.clear()
