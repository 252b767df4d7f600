"""Who is on a live board's socket, and where: asked of Discord, never taken from the page.

The page hands over only its OAuth2 access token and its activity instance's id; `users/@me` with
that token says who it is, `activity-instances` with the bot's token says which channel and server
the activity runs in and who is connected to it (docs/live-board.md, "The socket", 2)."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any, Callable
from urllib.parse import quote

import aiohttp

from ..settings import LiveBoard

log = logging.getLogger(__name__)
TIMEOUT = aiohttp.ClientTimeout(total=10)  # a person waits for the board: Discord answers in far less
_INSTANCE_ID = re.compile(r"[A-Za-z0-9_:\-]{1,100}")  # what an instance id looks like: nothing to escape a path


class Refused(Exception):
    """Discord did not vouch for the token, the instance, or the code; `reason` is for the log."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Visitor:
    """A person proven to be in a running activity: who, and where it runs."""

    person: str
    guild: int
    channel: int


class DiscordApi:
    """The live board's calls to Discord, over one session of its own (opened and closed with the site)."""

    def __init__(self, config: LiveBoard, bot_token: Callable[[], str | None]) -> None:
        self.config = config
        self.bot_token = bot_token  # the bot's token, read when asked (it is known once the bot logged in)
        self._session: aiohttp.ClientSession | None = None

    async def open(self) -> None:
        self._session = aiohttp.ClientSession(timeout=TIMEOUT)

    async def close(self) -> None:
        session, self._session = self._session, None
        if session is not None:
            await session.close()

    async def exchange(self, code: str) -> str:
        """The page's OAuth2 code for an access token (the client secret stays here)."""
        form = {"client_id": self.config.client_id, "client_secret": self.config.client_secret,
                "grant_type": "authorization_code", "code": code}
        answer = await self._call("POST", "/oauth2/token", data=form)
        token = answer.get("access_token")
        if not isinstance(token, str) or not token:
            raise Refused("the token exchange gave no access token")
        return token

    async def visitor(self, access_token: str, instance_id: str) -> Visitor:
        """Who holds `access_token`, in the activity `instance_id`; Refused unless Discord says
        both, and lists that person among the instance's users."""
        if not access_token or not _INSTANCE_ID.fullmatch(instance_id or ""):
            raise Refused("no token, or an instance id that is not one")
        me = await self._call("GET", "/users/@me", headers={"Authorization": f"Bearer {access_token}"})
        path = f"/applications/{self.config.client_id}/activity-instances/{quote(instance_id, safe='')}"
        instance = await self._call("GET", path, headers={"Authorization": f"Bot {self.bot_token() or ''}"})
        person = str(me.get("id", ""))
        location = instance.get("location") or {}
        try:
            guild, channel = int(location["guild_id"]), int(location["channel_id"])
        except (KeyError, TypeError, ValueError):
            raise Refused(f"instance {instance_id} runs in no server channel") from None
        if not person.isdigit() or person not in {str(u) for u in instance.get("users") or ()}:
            raise NotThere(person)
        return Visitor(person, guild, channel)

    async def _call(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        if self._session is None:
            raise Refused("the live board is not running")
        try:
            async with self._session.request(method, self.config.api + path, **kwargs) as response:
                if response.status != 200:
                    raise Refused(f"{method} {path.split('/')[1]}: Discord answered {response.status}")
                answer = await response.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise Refused(f"{method} {path.split('/')[1]}: {exc!r}") from None
        if not isinstance(answer, dict):
            raise Refused(f"{method} {path.split('/')[1]}: not an object")
        return answer


class NotThere(Refused):
    """A real person, but not connected to this activity instance."""

    def __init__(self, person: str) -> None:
        super().__init__(f"{person or 'someone'} is not among the instance's users")
