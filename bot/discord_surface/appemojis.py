"""The app's own emojis: one per icon our words use (bot/speech/emojis.py), drawn by our renderer.

Synced once at start, in the background (nothing waits for it): the icons are drawn off the loop,
the app's emojis listed, each one already there used as it is (a restart with nothing changed
uploads nothing), each missing one uploaded, and then ours that nothing wants any more deleted.
An emoji's name carries a hash of its drawing (`tt_coin_2f9d3e`), so a changed drawing is a new
name: the new one is uploaded, the old one deleted as stale. Emojis whose names are not of our
shape belong to someone else and are never touched.

Requests go one at a time (discord.py waits out a 429). On any error the sync stops where it is:
the icons not had keep their Unicode symbols, and the next start tries again.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import time
from dataclasses import dataclass

import discord

import renders

from ..speech.emojis import Emojis

log = logging.getLogger(__name__)
PREFIX = "tt_"
HASH = 6  # hex digits of the drawing's hash in a name: a changed drawing changes the name
NAME_LIMIT = 32  # Discord: 2-32 of [A-Za-z0-9_]
OURS = re.compile(rf"^{PREFIX}[A-Za-z0-9_]+_[0-9a-f]{{{HASH}}}$")


def emoji_name(icon: str, png: bytes) -> str:
    """`tt_<icon>_<hash of its drawing>`, within Discord's rule (the icon's part cut if long)."""
    digest = hashlib.sha256(png).hexdigest()[:HASH]
    room = NAME_LIMIT - len(PREFIX) - HASH - 1
    return f"{PREFIX}{re.sub(r'[^A-Za-z0-9_]', '_', icon)[:room]}_{digest}"


def drawings(icons: tuple[str, ...]) -> dict[str, tuple[str, bytes]]:
    """icon -> (its emoji's name, its PNG), drawn at the emoji size."""
    drawn = {}
    for icon in icons:
        png = renders.icon_png(icon)
        drawn[icon] = emoji_name(icon, png), png
    return drawn


@dataclass
class Synced:
    """What one sync did (the log line, and the tests)."""

    kept: int = 0
    created: int = 0
    deleted: int = 0
    seconds: float = 0.0
    failed: str | None = None  # why it stopped, if it did


class AppEmojis:
    """Keeps the app's emojis in step with the icons `emojis` wants, and tells it each one had."""

    def __init__(self, client: discord.Client, emojis: Emojis) -> None:
        self.client = client
        self.emojis = emojis
        self.synced: Synced | None = None  # what the sync did, once it is over
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        """Sync in the background: the bot starts and plays meanwhile, in Unicode."""
        if self._task is None:
            self._task = asyncio.create_task(self.sync(), name="app emojis")

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def sync(self) -> Synced:
        synced = Synced()
        started = time.perf_counter()
        try:
            await self._sync(synced)
        except Exception as exc:  # noqa: BLE001 - what is not had stays Unicode; the next start tries again
            synced.failed = f"{type(exc).__name__}: {exc}"
            log.warning("app emojis: stopped (%s); the rest stay Unicode", synced.failed)
        synced.seconds = time.perf_counter() - started
        log.info("app emojis: %d kept, %d uploaded, %d deleted in %.2f s",
                 synced.kept, synced.created, synced.deleted, synced.seconds)
        self.synced = synced
        return synced

    async def _sync(self, synced: Synced) -> None:
        wanted = await asyncio.to_thread(drawings, self.emojis.icons())
        there = {emoji.name: emoji for emoji in await self.client.fetch_application_emojis()}
        missing = {}
        for icon, (name, png) in wanted.items():  # those there serve at once, before any upload
            if name in there:
                self._had(icon, there[name])
                synced.kept += 1
            else:
                missing[icon] = name, png
        for icon, (name, png) in missing.items():
            self._had(icon, await self.client.create_application_emoji(name=name, image=png))
            synced.created += 1
        names = {name for name, _ in wanted.values()}
        for name, emoji in there.items():
            if OURS.match(name) and name not in names:
                await emoji.delete()
                synced.deleted += 1

    def _had(self, icon: str, emoji: discord.Emoji) -> None:
        self.emojis.had(icon, discord.PartialEmoji(name=emoji.name, id=emoji.id))
