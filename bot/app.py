"""The Bot subclass. `create_bot(database=PATH or URL)` builds it without connecting; the
entry point and every test use it. `setup_hook` opens the store, wires the cogs and
persistent components, and syncs the command tree only when it changed. With `shards`
it is an AutoShardedBot serving those shards, and only their guilds' tables."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from .cogs.admin import TableAdmin
from .cogs.information import Information
from .cogs.play import Play
from .cogs.privacy import Privacy
from .cogs.records import Records
from .cogs.replay import Replay
from .cogs.seating import Seating
from .cogs.server import ServerAdmin
from .components import Components
from .delivery import Delivery
from .interactions import Handlers
from .notices import Notices
from . import rendering
from .replies import answer_failure
from .shards import ALL, Shards
from .slash import game_group
from .tables import Tables
from .timers import Timers
from .translator import CatalogueTranslator

log = logging.getLogger(__name__)


def _not_about_voice(record: logging.LogRecord) -> bool:
    """A text-only bot needs no voice libraries: drop discord.py's warnings that they're missing."""
    return "voice will NOT be supported" not in record.getMessage()


logging.getLogger("discord.client").addFilter(_not_about_voice)


class Tree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A command that failed before its own boundary (a check, a converter) is answered the same way."""
        await answer_failure(interaction, getattr(error, "original", error))


class TreasureTable(commands.Bot):
    def __init__(self, database: str | Path, dev_guild: int | None = None, **client: object) -> None:
        # No privileged intents: slash commands and components need none.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, tree_cls=Tree, **client)
        self.dev_guild = dev_guild
        # The services, each handed what it uses: only the table service sits on the store.
        self.tables = Tables.on(database, self.served, think=rendering.think)  # a hard AI thinks in the workers
        self.store = self.tables.store  # for the tests, which look behind the service
        self.ratings = self.tables.ratings
        self.handlers = handlers = Handlers(self.tables)
        self.components = Components(handlers)
        self.delivery = Delivery(self, self.tables, self.components)
        self.notices = Notices(self.tables, self.delivery)
        self.timers = Timers(self.tables, self.delivery, self.notices)
        handlers.speak_through(self.delivery, self.timers, self.notices)
        self.tables.announce = self.delivery.announce
        self.tables.on_update = self.timers.sync
        self._resumed = False
        self.lost_database: str | None = None  # why the bot stopped, if its shards went to another process
        self.tables.database_lock.on_lost = self._lost_database

    async def _lost_database(self, reason: str) -> None:
        """Another process serves our shards now (our lease dropped and it took them): stop,
        so no shard is served twice; the supervisor starts us again with the shards that are free."""
        self.lost_database = reason
        await self.close()

    @property
    def served(self) -> Shards:
        """The shards whose guilds' tables this process handles (all of them unless sharded)."""
        return ALL

    # the database (on PostgreSQL: these shards of it) belongs to one process at a time
    def take_database(self) -> None:
        self.tables.database_lock.acquire()

    def release_database(self) -> None:
        self.tables.database_lock.release()

    async def setup_hook(self) -> None:
        await self.tables.connect()
        await self.tree.set_translator(CatalogueTranslator())  # before the tree is built and synced
        await self.add_commands()
        await self.sync_commands()

    async def add_commands(self) -> None:
        self.tree.add_command(game_group())  # every table command's group: each module adds its own
        for cog in (Seating, TableAdmin, Information, Play, Replay, Records, ServerAdmin, Privacy):
            await self.add_cog(cog(self.tree, self.handlers))
        self.add_dynamic_items(*self.components.items)

    async def sync_commands(self) -> None:
        """Sync only when the tree changed: Discord rate-limits syncing."""
        # The translated payload, so a changed translation syncs too.
        translator = self.tree.translator
        payload = json.dumps([await c.get_translated_payload(self.tree, translator) for c in self.tree.get_commands()],
                             sort_keys=True)
        digest = hashlib.sha256(f"{self.dev_guild}:{payload}".encode()).hexdigest()
        if await self.tables.meta("command_tree") == digest:
            return
        if self.dev_guild:
            guild = discord.Object(self.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        await self.tree.sync()
        await self.tables.set_meta("command_tree", digest)

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            await self.resume()

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (kicked, or the server deleted): its data goes 30 days later."""
        try:
            await self.timers.server_left(guild.id)
        except Exception:  # noqa: BLE001 - an event handler must not fail loudly; the log says it
            log.exception("server %s: marking it removed failed", guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added to a server (again): nothing of it is deleted."""
        try:
            await self.timers.server_joined(guild.id)
        except Exception:  # noqa: BLE001
            log.exception("server %s: marking it back failed", guild.id)

    async def resume(self) -> None:
        """Finish what the last process committed but never said, set damaged rows aside (and
        say so in their channels), then run the timers. Nothing here stops the rest."""
        resumed, damaged = [], []
        try:
            resumed, damaged = await self.tables.resume()
        except Exception:  # noqa: BLE001 - the store itself failed: the timers still run
            log.exception("resuming tables failed")
        for table in damaged:
            await self.notices.tell_damaged(table)
        try:
            await self.timers.resume()
        except Exception:  # noqa: BLE001
            log.exception("resuming timers failed")
        log.info("ready as %s; %d tables resumed, %d damaged set aside", self.user, len(resumed), len(damaged))

    async def close_storage(self) -> None:
        self.tables.cancel_ai()
        self.timers.stop()
        self.delivery.stop()
        await self.tables.disconnect()

    async def close(self) -> None:
        await self.close_storage()
        await super().close()


class ShardedTreasureTable(TreasureTable, commands.AutoShardedBot):
    """One process of several: it connects the shards it owns and serves their guilds."""

    def __init__(self, database: str | Path, dev_guild: int | None, shards: Shards) -> None:
        self._served = shards
        super().__init__(database, dev_guild, shard_count=shards.count, shard_ids=list(shards.ids))

    @property
    def served(self) -> Shards:
        return self._served


def create_bot(database: str | Path = "data/tables.sqlite3", dev_guild: int | None = None,
               shards: Shards | None = None) -> TreasureTable:
    """`database`: a SQLite file's path or a postgresql:// URL; `shards`: serve only these."""
    if shards is None:
        return TreasureTable(database, dev_guild)
    return ShardedTreasureTable(database, dev_guild, shards)
