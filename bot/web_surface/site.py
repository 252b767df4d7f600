"""The live board's own aiohttp site (never the metrics port): the page, its stamped assets and the
SDK's modules, the OAuth2 code exchange, each socket's board, and the sockets (docs/live-board.md).

Every response carries a Content-Security-Policy allowing its own origin only, as Discord's proxy
does: a page that works here loads nothing it could not load inside Discord."""

from __future__ import annotations

import hashlib
import logging
import re
from pathlib import Path
from typing import Callable

from aiohttp import web

from ..service.tables import Tables
from ..settings import LiveBoard
from .conversation import Conversation
from .identity import DiscordApi, Refused
from .watching import Viewer, Watchers

log = logging.getLogger(__name__)
PAGE = Path(__file__).resolve().parent / "page"
# installed by `npm ci` from the project's lockfile, never in git: beside the project's code (a
# checkout), else in the folder the bot starts from (an installed package, as in the container)
SDK_IN = Path("node_modules") / "@discord" / "embedded-app-sdk" / "output"


def sdk_folder() -> Path:
    here = Path(__file__).resolve().parents[2] / SDK_IN
    return next((p for p in (here, Path.cwd() / SDK_IN) if (p / "index.mjs").is_file()), here)


SDK = sdk_folder()
STAMP = "{{stamp}}"  # in index.html: replaced by the assets' version stamp
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".map": "application/json",
         ".html": "text/html", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2"}
_HOST = re.compile(r"[A-Za-z0-9.\-:\[\]]{1,255}")
FOREVER = "public, max-age=31536000, immutable"  # a stamped asset never changes under its address


def policy(host: str) -> str:
    """The page may reach its own origin only, its own socket included."""
    sockets = f" wss://{host} ws://{host}" if _HOST.fullmatch(host or "") else ""
    return ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
            f"connect-src 'self'{sockets}; object-src 'none'; base-uri 'self'; form-action 'self'")


def stamp_of(*folders: Path) -> str:
    """A version stamp of the page's files and the SDK's: changes whenever one of them does."""
    digest = hashlib.sha1()
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            digest.update(str(path.relative_to(folder)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


class LiveBoardSite:
    """Built in the composition root with what it uses; `start`ed and `stop`ped with the bot."""

    def __init__(self, config: LiveBoard, tables: Tables, bot_token: Callable[[], str | None], *,
                 sdk: Path | None = None, page: Path = PAGE) -> None:
        self.config, self.tables, self.sdk, self.page = config, tables, sdk or SDK, page
        # more routes served from the next `start` on, at the same origin under the same policy. Only
        # the browser tests set them: a fake Discord client's page must share the page's origin for
        # the SDK to answer it (tests/web/fake_discord.py)
        self.extra_routes: list[web.RouteDef] = []
        self.api = DiscordApi(config, bot_token)
        self.watchers = Watchers(hints=tables.hints.offered)
        self.port = config.port  # the one the system gave, once started on port 0
        self.stamp = ""
        self._runner: web.AppRunner | None = None

    async def heard(self, update) -> None:
        """Every commit (a listener of the table service): pushed to the sockets watching its table."""
        await self.watchers.heard(update)

    @property
    def installed(self) -> bool:
        """The SDK is there (`npm ci`): the live board can be served, and offered under the board."""
        return (self.sdk / "index.mjs").is_file()

    async def start(self) -> bool:
        """Serve, unless the SDK is not installed (then one line says the live board is off)."""
        if not self.installed:
            log.warning("the live board is off: the Discord SDK is not installed (run `npm ci` in %s, "
                        "the folder with package.json)", self.sdk.parents[len(SDK_IN.parts) - 1])
            return False
        self.stamp = stamp_of(self.page, self.sdk)
        await self.api.open()
        app = web.Application()
        app.on_response_prepare.append(self._secure)
        app.router.add_get("/", self._index)
        app.router.add_get("/config.json", self._config)
        app.router.add_get("/static/{stamp}/{path:.+}", self._static)
        app.router.add_get("/sdk/{stamp}/{path:.+}", self._sdk)
        app.router.add_post("/api/token", self._token)
        app.router.add_get(r"/api/board/{ticket:[A-Za-z0-9_\-]+}.png", self._board)
        app.router.add_get("/api/live", self._live)
        app.router.add_routes(self.extra_routes)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.config.host, self.config.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # the one given by the system for port 0
        log.info("the live board on http://%s:%s/", self.config.host, self.port)
        return True

    async def stop(self) -> None:
        """Close every socket (a page reconnects to the next process), then the site and the session."""
        runner, self._runner = self._runner, None
        if runner is None:
            return
        await self.watchers.stop()
        for viewer in self.watchers.viewers():
            await viewer.socket.close(code=1001, message=b"restarting")
        await runner.cleanup()
        await self.api.close()

    # --- HTTP ---------------------------------------------------------------------------------
    async def _secure(self, request: web.Request, response: web.StreamResponse) -> None:
        response.headers["Content-Security-Policy"] = policy(request.host)
        response.headers["X-Content-Type-Options"] = "nosniff"

    async def _index(self, _request: web.Request) -> web.Response:
        html = (self.page / "index.html").read_text(encoding="utf-8").replace(STAMP, self.stamp)
        return web.Response(text=html, content_type="text/html", headers={"Cache-Control": "no-cache"})

    async def _config(self, _request: web.Request) -> web.Response:
        return web.json_response({"client_id": self.config.client_id})

    async def _static(self, request: web.Request) -> web.StreamResponse:
        return self._file(self.page, request)

    async def _sdk(self, request: web.Request) -> web.StreamResponse:
        return self._file(self.sdk, request)

    def _file(self, root: Path, request: web.Request) -> web.StreamResponse:
        """A file under `root`, never outside it; cached for good under the current stamp only."""
        path = (root / request.match_info["path"]).resolve()
        if not path.is_relative_to(root.resolve()) or not path.is_file() or path.name == "index.html":
            raise web.HTTPNotFound()
        headers = {"Cache-Control": FOREVER if request.match_info["stamp"] == self.stamp else "no-cache"}
        kind = TYPES.get(path.suffix)
        if kind is not None:
            headers["Content-Type"] = kind
        return web.FileResponse(path, headers=headers)

    async def _token(self, request: web.Request) -> web.Response:
        try:
            body = await request.json()
            code = body.get("code") if isinstance(body, dict) else None
        except ValueError:
            code = None
        if not isinstance(code, str) or not code:
            return web.json_response({"error": "no code"}, status=400)
        try:
            token = await self.api.exchange(code)
        except Refused as exc:
            log.info("a live board's code was refused: %s", exc.reason)
            return web.json_response({"error": "refused"}, status=401)
        return web.json_response({"access_token": token})

    async def _board(self, request: web.Request) -> web.Response:
        png = self.watchers.board(request.match_info["ticket"])
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "no-cache"})

    async def _live(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(heartbeat=30.0, max_msg_size=64 * 1024)
        await socket.prepare(request)
        viewer = Viewer(socket, person="", locale="en")
        await Conversation(self.tables, self.api, self.watchers, viewer).run()
        if not socket.closed:
            await socket.close()
        return socket
