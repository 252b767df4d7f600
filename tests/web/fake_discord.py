"""A fake Discord around the live board, for its tests: the client a person's page runs in (the
host page, mounted on the web surface under test) and the API its server calls (a local aiohttp
app: the OAuth2 code exchange, `users/@me`, `activity-instances`).

The web surface under test is a stub (tests/web/stub_server.py) or the real bot's (its
`LiveBoardSite` with `extra_routes=client_routes()`: tests/web/real_bot.py)."""

from __future__ import annotations

from pathlib import Path

from aiohttp import web

from bot import settings
from tests.web.people import CLIENT_ID

HERE = Path(__file__).resolve().parent
HOST_PATH = "/_discord/host.html"  # where the fake Discord appears: at the page's own origin
CLIENT_FILES = {"host.html": "text/html", "host.js": "text/javascript", "host.css": "text/css",
                "host.svg": "image/svg+xml"}  # its own icon: a browser asks a top page for one
SECRET = "s3cret"


def client_routes() -> list[web.RouteDef]:
    """The fake Discord client's page (tests/web/host.html and its script and style) under
    /_discord/ of the server under test: the SDK answers only a parent at its own origin or
    Discord's. It works under the page's own CSP."""
    def serve(name: str, kind: str):
        async def handler(_request: web.Request) -> web.StreamResponse:
            return web.FileResponse(HERE / name, headers={"Content-Type": kind})
        return handler
    return [web.get(f"/_discord/{name}", serve(name, kind)) for name, kind in CLIENT_FILES.items()]


class FakeDiscord:
    """Discord's API as far as the live board calls it: codes, tokens, people and activity instances.
    A code `code-X` buys the token `token-X`; `users/@me` knows only the tokens of `person`."""

    def __init__(self) -> None:
        self.tokens: dict[str, str] = {}     # access token -> user id
        self.instances: dict[str, dict] = {}  # instance id -> {"location": …, "users": […]}
        self.bot_token = lambda: None
        self.url = ""
        app = web.Application()
        app.router.add_post("/oauth2/token", self._token)
        app.router.add_get("/users/@me", self._me)
        app.router.add_get("/applications/{app}/activity-instances/{instance}", self._instance)
        self.runner = web.AppRunner(app, access_log=None)

    async def start(self) -> "FakeDiscord":
        await self.runner.setup()
        where = web.TCPSite(self.runner, "127.0.0.1", 0)
        await where.start()
        self.url = f"http://127.0.0.1:{where._server.sockets[0].getsockname()[1]}"
        return self

    async def stop(self) -> None:
        await self.runner.cleanup()

    def settings(self) -> settings.LiveBoard:
        """The live board's settings with every call to Discord made here."""
        return settings.LiveBoard(port=0, client_id=CLIENT_ID, client_secret=SECRET, api=self.url)

    def person(self, who, token: str | None = None) -> str:
        """`who` (anything with an `.id`) signs in with `token` (default `token-<id>`)."""
        token = token or f"token-{who.id}"
        self.tokens[token] = str(who.id)
        return token

    def instance(self, name: str, guild: int, channel: int, members) -> str:
        self.instances[name] = {"location": {"guild_id": str(guild), "channel_id": str(channel), "kind": "gc"},
                                "users": [str(m.id) for m in members]}
        return name

    async def _token(self, request):
        form = await request.post()
        if form.get("client_secret") != SECRET or not str(form.get("code", "")).startswith("code-"):
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": f"token-{form['code'][5:]}", "token_type": "Bearer"})

    async def _me(self, request):
        person = self.tokens.get(request.headers.get("Authorization", "").removeprefix("Bearer "))
        return web.json_response({"id": person}) if person else web.json_response({"message": "401"}, status=401)

    async def _instance(self, request):
        found = self.instances.get(request.match_info["instance"])
        if request.headers.get("Authorization") != f"Bot {self.bot_token()}" or request.match_info["app"] != CLIENT_ID \
                or found is None:
            return web.json_response({"message": "Unknown"}, status=404)
        return web.json_response({"application_id": CLIENT_ID, "instance_id": request.match_info["instance"], **found})
