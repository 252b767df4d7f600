"""One socket's conversation (docs/live-board.md, "The socket"): the hello proven with Discord, the
table found (or chosen), then clicks played through the same `Tables.play` a button makes."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from aiohttp import WSMsgType, web

from ..service import takeback_rules
from ..service.awaited import ordered
from ..service.errors import TableError
from ..service.tables import Tables
from ..service.updates import event_from_record
from ..speech.replies import confirmation, refusal
from ..speech.wording import label_words
from ..text import Words
from .identity import DiscordApi, NotThere, Refused, Visitor
from .messages import choose_message, hint_message, refused
from .watching import Position, Viewer, Watchers

log = logging.getLogger(__name__)
HELLO_WITHIN = 30.0  # seconds a new socket has to say who it is
REFUSED = 4401       # the close code of a socket Discord did not vouch for


class Conversation:
    """What a socket says and is told, from its hello to its close."""

    def __init__(self, tables: Tables, api: DiscordApi, watchers: Watchers, viewer: Viewer) -> None:
        self.tables, self.api, self.watchers, self.viewer = tables, api, watchers, viewer
        self.visitor: Visitor | None = None

    async def run(self) -> None:
        socket = self.viewer.socket
        try:
            hello = await self._receive(HELLO_WITHIN)
            if hello is None or hello.get("type") != "hello":
                return await self._refuse("core.live.refused", "no hello")
            self.viewer.locale = str(hello.get("locale") or "en")
            try:
                self.visitor = await self.api.visitor(str(hello.get("access_token") or ""),
                                                      str(hello.get("instance_id") or ""))
            except NotThere as exc:
                return await self._refuse("core.live.not_there", exc.reason)
            except Refused as exc:
                return await self._refuse("core.live.refused", exc.reason)
            self.viewer.person = self.visitor.person
            await self._find_table()
            while not socket.closed:
                message = await self._receive(None)
                if message is None:
                    return
                await self._answer(message)
        finally:
            self.watchers.leave(self.viewer)

    async def _receive(self, timeout: float | None) -> dict[str, Any] | None:
        """The next JSON object the page sends; None once the socket closes (or says nothing in time)."""
        while True:
            try:
                frame = await self.viewer.socket.receive(timeout=timeout)
            except asyncio.TimeoutError:
                return None
            if frame.type != WSMsgType.TEXT:
                return None if frame.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED,
                                              WSMsgType.ERROR) else {}
            try:
                message = json.loads(frame.data)
            except ValueError:
                message = {}
            return message if isinstance(message, dict) else {}

    async def _refuse(self, key: str, reason: str) -> None:
        log.info("a live board socket was refused: %s", reason)
        await self.viewer.send(refused(Words(self.viewer.locale), key))
        await self.viewer.socket.close(code=REFUSED, message=b"refused")

    async def _answer(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "open":
            await self._open(message.get("table"))
        elif kind == "play":
            await self._play(message.get("action"), message.get("version"))
        elif kind == "hint":
            await self._hint(message.get("version"))
        elif kind == "weigh":
            await self._weigh(message.get("action"), message.get("version"))

    async def _find_table(self) -> None:
        """The table playing in the activity's channel; none there: the person's tables in its server."""
        row = await self.tables.reader.playing_in(self.visitor.channel)
        if row is not None:
            return await self._show(row.id)
        await self.viewer.send(choose_message(await self._choices()))

    async def _choices(self) -> list:
        sittings = await self.tables.reader.seated(self.visitor.person)
        return ordered([s for s in sittings if s.row.guild == self.visitor.guild], self.visitor.guild)

    async def _open(self, table: Any) -> None:
        if not isinstance(table, int) or table not in {s.row.id for s in await self._choices()}:
            return await self._error(TableError("no_table"), None)
        await self._show(table)

    async def _show(self, table: int) -> None:
        """Watch `table` from now on, and be sent it as it stands, with its last move's public lines."""
        self.watchers.watch(self.viewer, table)
        row = await self.tables.reader.table(table)
        if row is None:
            return await self._error(TableError("no_table"), None)
        try:
            game, state = self.tables.state_of(row)
        except TableError as exc:  # a damaged row: said as a button press would say it
            return await self._error(exc, None)
        moves = await self.tables.reader.moves(row.id)
        events = [event_from_record(r) for r in moves[-1].events] if moves else []
        position = Position(row, game, state, events, [], [])
        await self.watchers.push(position, [self.viewer])

    async def _running(self) -> Any:
        """The watched table as stored now; TableError("not_running") unless it is running."""
        row = await self.tables.reader.table(self.viewer.table) if self.viewer.table is not None else None
        if row is None or row.status != "running":
            raise TableError("not_running")
        return row

    async def _shown(self, version: Any) -> Any:
        """The watched table, running and still at `version` (the position the page shows);
        TableError("not_running") or ("stale_prompt") otherwise."""
        row = await self._running()
        if not _is_version(version) or version != row.version:
            raise TableError("stale_prompt")
        return row

    async def _play(self, action: Any, version: Any) -> None:
        """A click: the same move, through the same door, as a button on the turn message."""
        row = None
        try:
            if not isinstance(action, str) or not _is_version(version):
                raise TableError("stale_prompt")
            row = await self._running()
            update = await self.tables.play(row.channel, self.visitor.person, action, prompt_version=version)
        except TableError as exc:
            return await self._error(exc, row)
        await self.viewer.send({"type": "done", "text": confirmation(update, self.viewer.locale)})

    async def _weigh(self, action: Any, version: Any) -> None:
        """Before a tap plays a move on a touch screen: whether it could never be taken back (the
        page then asks to confirm). Only for the position the page shows; a move that is not
        legal is not final here: its `play` is refused in the usual words."""
        row = None
        try:
            if not isinstance(action, str):
                raise TableError("stale_prompt")
            row = await self._shown(version)
            game, state = self.tables.state_of(row)
        except TableError as exc:
            return await self._error(exc, row)
        seat = self.visitor.person
        legal = state is not None and any(a.id == action for a in game.legal_actions(state, seat))
        final = legal and await asyncio.to_thread(takeback_rules.final, game, row, state, seat, action)
        await self.viewer.send({"type": "weighed", "table": row.id, "version": version, "action": action,
                                "final": final})

    async def _hint(self, version: Any) -> None:
        """"Hint": the same hint `/game hint` gives, for the position the page shows (`version`), in
        the person's language; its moves are played as clicks are, at that version."""
        row = None
        try:
            row = await self._shown(version)
            hint = await self.tables.hints.hint(row.channel, self.visitor.person, row=row)
        except TableError as exc:
            return await self._error(exc, row)
        words = label_words(hint.row, self.viewer.locale)
        actions = hint.game.legal_actions(hint.state, self.visitor.person)
        await self.viewer.send(hint_message(words, hint.game, actions, hint.found, row.id, version))

    async def _error(self, exc: TableError, row: Any) -> None:
        await self.viewer.send({"type": "error", "text": refusal(exc, row, self.viewer.locale)})


def _is_version(value: Any) -> bool:
    """A table version as the page sends it: an int (JSON's true is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)
