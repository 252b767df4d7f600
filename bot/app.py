"""The Bot subclass. `create_bot(database=PATH)` builds it without connecting; the
entry point and every test use it. `setup_hook` opens the store, wires the cogs and
persistent components, and syncs the command tree only when it changed."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from .components import DYNAMIC_ITEMS
from .delivery import Delivery
from .errors import DamagedTable
from .notices import tell_damaged
from .store import Store
from .tables import Tables
from .text import Words
from .timers import Timers
from .translator import CatalogueTranslator

log = logging.getLogger(__name__)


def _not_about_voice(record: logging.LogRecord) -> bool:
    """A text-only bot needs no voice libraries: drop discord.py's warnings that they're missing."""
    return "voice will NOT be supported" not in record.getMessage()


logging.getLogger("discord.client").addFilter(_not_about_voice)


class Tree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A bug must not leave the person staring at "thinking…": say so, privately, and log it.
        A table row that cannot be read is no bug of the request: it is named, with the way out."""
        cause = getattr(error, "original", error)
        words = Words(interaction.locale)
        if isinstance(cause, DamagedTable):
            log.warning("command %s at damaged table %s (%s)", interaction.command and interaction.command.qualified_name,
                        cause.head.id, cause.problem)
            text = "⚠️ " + words.error(None, cause.code, cause.params)
        else:
            log.error("command %s failed", interaction.command and interaction.command.qualified_name, exc_info=error)
            text = "⚠️ " + words("core.error.internal")
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            pass


class TreasureTable(commands.Bot):
    def __init__(self, database: Path, dev_guild: int | None = None) -> None:
        # No privileged intents: slash commands and components need none.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, tree_cls=Tree)
        self.store = Store(database)
        self.dev_guild = dev_guild
        self.delivery = Delivery(self)
        self.tables = Tables(self.store, announce=self.delivery.announce)
        self.timers = Timers(self)
        self.tables.on_update = self.timers.sync
        self._resumed = False

    # the database belongs to one process at a time
    def take_database(self) -> None:
        self.store.lock.acquire()

    def release_database(self) -> None:
        self.store.lock.release()

    async def setup_hook(self) -> None:
        await self.store.open()
        await self.tree.set_translator(CatalogueTranslator())  # before the tree is built and synced
        await self.add_commands()
        await self.sync_commands()

    async def add_commands(self) -> None:
        from .cogs.lobby import Lobby
        from .cogs.play import Play
        from .cogs.replay import Replay

        await self.add_cog(Lobby(self))
        await self.add_cog(Play(self))
        await self.add_cog(Replay(self))  # after Lobby: it adds /game replay to the lobby's group
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    @property
    def lobby_cog(self):
        return self.get_cog("Lobby")

    @property
    def play_cog(self):
        return self.get_cog("Play")

    async def sync_commands(self) -> None:
        """Sync only when the tree changed: Discord rate-limits syncing."""
        # The translated payload, so a changed translation syncs too.
        translator = self.tree.translator
        payload = json.dumps([await c.get_translated_payload(self.tree, translator) for c in self.tree.get_commands()],
                             sort_keys=True)
        digest = hashlib.sha256(f"{self.dev_guild}:{payload}".encode()).hexdigest()
        if await self.store.get_meta("command_tree") == digest:
            return
        if self.dev_guild:
            guild = discord.Object(self.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        await self.tree.sync()
        await self.store.set_meta("command_tree", digest)

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            await self.resume()

    async def resume(self) -> None:
        """Finish what the last process committed but never said, set damaged rows aside (and
        say so in their channels), then run the timers. Nothing here stops the rest."""
        resumed, damaged = [], []
        try:
            resumed, damaged = await self.tables.resume()
        except Exception:  # noqa: BLE001 - the store itself failed: the timers still run
            log.exception("resuming tables failed")
        for table in damaged:
            await tell_damaged(self, table)
        try:
            await self.timers.resume()
        except Exception:  # noqa: BLE001
            log.exception("resuming timers failed")
        log.info("ready as %s; %d tables resumed, %d damaged set aside", self.user, len(resumed), len(damaged))

    async def close_storage(self) -> None:
        self.tables.cancel_ai()
        self.timers.stop()
        self.delivery.stop()
        await self.store.close()

    async def close(self) -> None:
        await self.close_storage()
        await super().close()


def create_bot(database: str | Path = "data/tables.sqlite3", dev_guild: int | None = None) -> TreasureTable:
    return TreasureTable(Path(database), dev_guild)
