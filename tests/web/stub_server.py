"""A stand-in for the bot's web surface, as docs/live-board.md describes it, for the page's browser
tests: the real page and SDK files behind the CSP Discord's proxy would add, the token exchange,
and a socket that serves canned tables instead of the table service.

Who sees what (by token): alice sits at a "which piece, then where" table (English); bob at a
table of plain moves (Ukrainian); carol watches alice's table; dave has two tables to choose from
(the second in Spanish); mallory signs in but is not in the activity, so she is refused; eve's
code buys no token.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import WSMsgType, web

from tests.web.fake_discord import client_routes
from tests.web.people import ALICE, BOB, CAROL, CLIENT_ID, DAVE, INSTANCE_ID, MALLORY

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "bot" / "web_surface" / "page"
SDK = ROOT / "node_modules" / "@discord" / "embedded-app-sdk" / "output"
BOARD = ROOT / "docs" / "boards" / "timbuktu-board.png"
STAMP = "t1"

# Discord's proxy allows only the activity's own origin; 'self' covers its ws: and wss: too.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'")
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css", ".html": "text/html",
         ".png": "image/png", ".json": "application/json", ".svg": "image/svg+xml"}


@dataclass
class Table:
    id: int
    title: str
    game: str
    locale: str
    turn: str
    alt: str
    actions: list[dict]
    events: list[str]
    private: list[str] = field(default_factory=list)
    version: int = 1
    watchers: dict = field(default_factory=dict)  # the open sockets showing it: (seat, ticket)

    def message(self, seat: str | None, ticket: str) -> dict:
        return {
            "type": "table", "table": self.id, "version": self.version, "game": self.game,
            "title": self.title, "seat": seat, "locale": self.locale,
            "board": f"/api/board/{ticket}.png?v={self.version}", "alt": self.alt,
            "turn": self.turn, "events": self.events[-5:], "private": self.private if seat else [],
            "over": False, "result": None, "actions": self.actions if seat else [],
        }


def _camel(camel: str, oasis: int) -> dict:
    return {"id": f"go:{camel}:{oasis}", "label": f"Camel {camel} → oasis {oasis}",
            "group": [f"Camel {camel}"], "secret": False, "at": [f"camel:{camel}", f"oasis:{oasis}"]}


def tables() -> dict[int, Table]:
    return {
        12: Table(
            12, "Timbuktu", "timbuktu", "en", "Your turn, alice: move a camel.",
            "Timbuktu board: five camels on the road to Timbuktu; Camel A leads at oasis 3.",
            [_camel("A", 1), _camel("A", 2), _camel("A", 3), _camel("B", 1), _camel("B", 2),
             {"id": "pass", "label": "Pass", "group": [], "secret": False}],
            ["bob moved Camel C to oasis 4.", "carol's AI bought water at the well."],
            ["Your secret: 3 gold hidden at oasis 2", "Water: 2"]),
        13: Table(
            13, "Tobago", "tobago", "uk", "Ваш хід, bob: оберіть дію.",
            "Дошка Tobago: острів, три карти скарбів, ваш корабель біля пальм.",
            [{"id": "flip", "label": "Перевернути карту", "group": [], "secret": False},
             {"id": "buy", "label": "Купити корабель", "group": [], "secret": False},
             {"id": "pass", "label": "Пас", "group": [], "secret": False}],
            ["alice зіграла карту «Пальми»."]),
        14: Table(
            14, "Tortuga 1667", "tortuga", "es", "Te toca, dave: elige una acción.",
            "Tablero de Tortuga 1667: dos barcos, el fuerte y la isla.",
            [{"id": "attack", "label": "Atacar el barco", "group": [], "secret": False},
             {"id": "vote", "label": "Votar", "group": [], "secret": False}],
            ["alice movió al galeón."]),
    }


# who may sign in, and where each one lands: (their table or a list to choose from, their seat)
SEATS = {ALICE.token: (12, ALICE.id), BOB.token: (13, BOB.id), CAROL.token: (12, None),
         DAVE.token: ([12, 14], DAVE.id), MALLORY.token: (None, None)}
TOKENS = {p.code: p.token for p in (ALICE, BOB, CAROL, DAVE, MALLORY)}


class StubServer:
    """The web surface's stand-in, on 127.0.0.1 at a free port."""

    def __init__(self) -> None:
        self.tables = tables()
        self.received: list[dict] = []  # every message a page sent, in order
        self.sockets: set[web.WebSocketResponse] = set()
        self.app = web.Application(middlewares=[_csp])
        self.app.add_routes([
            web.get("/", self.page),
            web.get("/static/{stamp}/{name}", self.static),
            web.get("/sdk/{stamp}/{path:.+}", self.sdk),
            web.get("/config.json", self.config),
            web.post("/api/token", self.token),
            web.get("/api/board/{ticket}.png", self.board),
            web.get("/api/live", self.live),
        ])
        self.app.add_routes(client_routes())  # the fake Discord's page, at the same origin
        self.runner = web.AppRunner(self.app)
        self.url = ""

    async def start(self) -> str:
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        for socket in list(self.sockets):
            await socket.close()
        await self.runner.cleanup()

    async def reset(self) -> None:
        """As new: the canned tables at version 1, nothing received, no socket open."""
        for socket in list(self.sockets):
            await socket.close()
        self.tables = tables()
        self.received.clear()

    async def drop_sockets(self) -> None:
        """Close every socket as a restart of the bot would (1012: service restart)."""
        for socket in list(self.sockets):
            await socket.close(code=1012)

    def hellos(self) -> list[dict]:
        return [m for m in self.received if m.get("type") == "hello"]

    # --- HTTP ------------------------------------------------------------------------------
    async def page(self, request: web.Request) -> web.Response:
        html = (PAGE / "index.html").read_text().replace("{{stamp}}", STAMP)
        return web.Response(text=html, content_type="text/html")

    async def static(self, request: web.Request) -> web.StreamResponse:
        return _file(PAGE, request.match_info["name"])

    async def sdk(self, request: web.Request) -> web.StreamResponse:
        return _file(SDK, request.match_info["path"])

    async def config(self, request: web.Request) -> web.Response:
        return web.json_response({"client_id": CLIENT_ID})

    async def token(self, request: web.Request) -> web.Response:
        code = (await request.json()).get("code")
        if code not in TOKENS:
            return web.json_response({"error": "invalid_grant"}, status=401)
        return web.json_response({"access_token": TOKENS[code]})

    async def board(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(BOARD)

    # --- the socket ------------------------------------------------------------------------
    async def live(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.add(socket)
        try:
            await self._serve(socket)
        finally:
            self.sockets.discard(socket)
            for table in self.tables.values():
                table.watchers.pop(socket, None)
        return socket

    async def _serve(self, socket: web.WebSocketResponse) -> None:
        hello = await self._next(socket)
        where, seat = SEATS.get(hello.get("access_token"), (None, None)) if hello else (None, None)
        if where is None or hello.get("instance_id") != INSTANCE_ID:
            await socket.send_json({"type": "refused", "text": "You are not in this activity."})
            await socket.close(code=4401)
            return
        ticket = secrets.token_urlsafe(8)
        if isinstance(where, list):
            await socket.send_json({"type": "choose", "tables": [self._entry(t) for t in where]})
            opened = await self._next(socket)
            if not opened or opened.get("table") not in where:
                return
            where = opened["table"]
        table = self.tables[where]
        table.watchers[socket] = (seat, ticket)
        await socket.send_json(table.message(seat, ticket))
        while (message := await self._next(socket)) is not None:
            if message.get("type") == "play":
                await self._play(socket, table, seat, message)

    async def _play(self, socket, table: Table, seat, message: dict) -> None:
        action = next((a for a in table.actions if a["id"] == message.get("action")), None)
        if seat is None or action is None:
            await socket.send_json({"type": "error", "text": "That move is not possible now."})
        elif message.get("version") != table.version:
            await socket.send_json({"type": "error", "text": "The table moved on: look at the board again."})
        else:
            table.version += 1
            table.events.append(f"You played: {action['label']}.")
            await socket.send_json({"type": "done", "text": f"✅ {action['label']}"})
            for watcher, (their_seat, ticket) in list(table.watchers.items()):
                await watcher.send_json(table.message(their_seat, ticket))

    async def _next(self, socket: web.WebSocketResponse) -> dict | None:
        async for frame in socket:
            if frame.type == WSMsgType.TEXT:
                message = json.loads(frame.data)
                self.received.append(message)
                return message
        return None

    def _entry(self, table_id: int) -> dict:
        table = self.tables[table_id]
        return {"id": table.id, "game": table.game, "title": table.title, "status": "playing",
                "your_turn": table.id == 12, "players": ["alice", "dave"]}


@web.middleware
async def _csp(request: web.Request, handler) -> web.StreamResponse:
    response = await handler(request)
    response.headers["Content-Security-Policy"] = CSP  # the fake Discord's page too: it works under it
    return response


def _file(folder: Path, name: str) -> web.StreamResponse:
    path = (folder / name).resolve()
    if not path.is_relative_to(folder) or not path.is_file():
        raise web.HTTPNotFound()
    response = web.FileResponse(path)
    response.content_type = TYPES.get(path.suffix, "application/octet-stream")
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"  # the URL carries a stamp
    return response


async def wait_until(check, timeout: float = 2.0) -> None:
    """Until `check()` is true, or fail after `timeout` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)
