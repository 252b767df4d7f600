"""The Bot subclass. `create_bot(database=PATH or URL)` builds it without connecting; the
entry point and every test use it. `setup_hook` starts what runs with the bot (`RUNNING`: the
metrics site, the store, the live board's site, the command tree, the app emojis' sync in the
background), each by one context that also stops it; `close` stops them, the last started first.
With `shards` it is an AutoShardedBot serving those shards, and only their guilds' tables."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Iterator

import discord
from discord import app_commands
from discord.ext import commands

from .discord_surface.appemojis import AppEmojis
from .discord_surface.cogs.admin import TableAdmin
from .discord_surface.cogs.information import Information
from .discord_surface.cogs.opening import Opening
from .discord_surface.cogs.play import Play
from .discord_surface.cogs.privacy import Privacy
from .discord_surface.cogs.records import Records
from .discord_surface.cogs.replay import Replay
from .discord_surface.cogs.seating import Seating
from .discord_surface.cogs.server import ServerAdmin
from .discord_surface.cogs.takebacks import TakeBacks
from .discord_surface.cogs.turns import Turns
from .discord_surface.entry_point import sync_global
from .discord_surface.components import Views, bound_items
from .discord_surface.forms import ServerForm, bound_form
from .discord_surface.posting.delivery import Delivery
from .discord_surface.posting.dms import Dms
from .discord_surface.posting.notices import Notices
from .discord_surface.posting.presses import Presses
from .discord_surface.posting.replies import answer_failure
from .speech.emojis import Emojis
from .speech.wording import Readers
from .service.logs import set_about
from .metrics import Endpoint, Metrics, Probes
from . import workers
from .service.shards import ALL, Shards
from .discord_surface.slash import TableCog, game_group
from .service.tables import Tables
from .timers import Timers
from .text import Words
from .discord_surface.translator import CatalogueTranslator
from .settings import LiveBoard
from .web_surface.site import LiveBoardSite

log = logging.getLogger(__name__)
# A stop (SIGTERM, Ctrl-C) waits this long for the changes under way before it closes the store
# anyway: the whole stop fits in the 10 s that `docker compose stop` gives before it kills.
FINISH_WITHIN = 7.0


class StartRefused(Exception):
    """Discord refused something the bot cannot run without; the message says what to do."""


def _not_about_voice(record: logging.LogRecord) -> bool:
    """A text-only bot needs no voice libraries: drop discord.py's warnings that they're missing."""
    return "voice will NOT be supported" not in record.getMessage()


logging.getLogger("discord.client").addFilter(_not_about_voice)


class Tree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await self.client.admit(interaction)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A command that failed before its own boundary (a check, a converter) is answered the same way."""
        await answer_failure(interaction, getattr(error, "original", error))


@dataclass(frozen=True)
class Parts:
    """Every service of one bot, each built with its collaborators (see `compose`)."""

    tables: Tables
    views: Views
    delivery: Delivery
    dms: Dms
    notices: Notices
    timers: Timers
    app_emojis: AppEmojis  # started with the bot when it uses app emojis
    items: tuple[type, ...]  # the persistent buttons and menus the bot dispatches presses to
    form: type[ServerForm]   # the forms (modals) the bot dispatches submits to
    cogs: tuple[TableCog, ...]  # each feature's commands, and the methods its buttons and forms run
    live_board: LiveBoardSite | None  # the live board's site, when configured (started with the bot)


def compose(bot: "TreasureTable", database: str | Path, metrics: Metrics, live_board: LiveBoard | None = None) -> Parts:
    """The one place the services are wired: each gets what it uses in its constructor, built in
    the order they lean on each other (the table service under all, the features' cogs over all)."""
    tables = Tables.on(database, bot.served, think=workers.think, hint=workers.hint,  # the hard AI thinks in the workers
                       watch=metrics,
                       on_lost=bot.lost_database_to_another)
    site = LiveBoardSite(live_board, tables, bot_token=lambda: bot.http.token) if live_board is not None else None
    emojis = Emojis()  # the app's emojis for our symbols: none until the sync has them
    # no button for a board that cannot be served; a Hint button where the table and its server offer hints
    views = Views(emojis, live=site is not None and site.installed, hints=tables.hints.offered)
    readers = Readers()  # the language each person reads their DMs in, noted from their interactions
    dms = Dms(bot, tables.said, tables.reader, readers, watch=metrics)
    delivery = Delivery(bot, tables, views, emojis, dms, readers, Presses(), watch=metrics)
    bot.add_listener(delivery.noticed, "on_interaction")
    notices = Notices(tables, delivery)
    timers = Timers(tables, bot, delivery, notices)
    tables.plan(timers.plan)  # a move's turn timers in its own commit, when nothing follows it
    tables.listen(timers.sync)  # first the turn timers, then what the table is told
    if site is not None:  # it only notes the commit: the table's announcement never waits for it
        tables.listen(site.heard)
    tables.listen(delivery.announce, speaks=True)
    tables.hints.on_unrated(delivery.hint_taken)  # a hint from the live board is said in the channel too
    tree = bot.tree
    # the features whose buttons and forms run their own methods (components.FEATURE_OF)
    play, takebacks = Play(tree, tables, views, delivery, bot.admit), TakeBacks(tree, tables, views, delivery, timers)
    seating, information = Seating(tree, tables, views, delivery, timers, notices), Information(tree, tables, views)
    privacy, server = Privacy(tree, tables, views), ServerAdmin(tree, tables, views)
    opening = Opening(tree, tables, views, timers, notices)
    items = bound_items(bot.admit, play=play, takebacks=takebacks, seating=seating, information=information,
                        privacy=privacy, server=server, opening=opening)
    cogs = (opening, seating, TableAdmin(tree, tables, delivery, notices, timers),
            information, play, takebacks, Replay(tree, tables), Records(tree, tables), server, privacy,
            Turns(tree, tables, timers))
    return Parts(tables, views, delivery, dms, notices, timers, AppEmojis(bot, emojis), items,
                 bound_form(server, bot.admit), cogs, site)


# --- what runs with the bot: one context per resource starts it, yields while the bot runs, then
# stops it (aiohttp's cleanup_ctx). `setup_hook` enters them in this order; they stop in reverse,
# and a start that fails stops those started before it.
@asynccontextmanager
async def metrics_site(bot: "TreasureTable") -> AsyncIterator[None]:
    """/live answers while the rest starts; /ready once it is up."""
    if bot.endpoint is None:
        yield
        return
    await bot.endpoint.start()
    try:
        yield
    finally:
        await bot.endpoint.stop()


@asynccontextmanager
async def table_store(bot: "TreasureTable") -> AsyncIterator[None]:
    """The database: it lets go of its shard leases (or lock file) when it closes."""
    await bot.tables.connect()
    try:
        yield
    finally:
        await bot.tables.disconnect()


@asynccontextmanager
async def live_board_site(bot: "TreasureTable") -> AsyncIterator[None]:
    """After the store opens, as its sockets read tables; they close before it does."""
    site = bot.parts.live_board
    if site is None:
        yield
        return
    await site.start()
    try:
        yield
    finally:
        await site.stop()


@asynccontextmanager
async def started_on_demand(*stops: Callable[[], None]) -> AsyncIterator[None]:
    """A resource whose loops or tasks start when first needed: nothing to start, its stops at the end."""
    try:
        yield
    finally:
        for stop in stops:
            stop()


def posting(bot: "TreasureTable") -> AbstractAsyncContextManager[None]:
    """The deferred channel writes and the DMs to try again."""
    return started_on_demand(bot.delivery.stop, bot.parts.dms.stop)


def turn_timers(bot: "TreasureTable") -> AbstractAsyncContextManager[None]:
    """Their dispatcher starts once the gateway is ready (`resume`)."""
    return started_on_demand(bot.timers.stop)


def ai_runs(bot: "TreasureTable") -> AbstractAsyncContextManager[None]:
    """The AI seats' moves, in tasks of their own that the tables start."""
    return started_on_demand(bot.tables.cancel_ai)


@asynccontextmanager
async def command_tree(bot: "TreasureTable") -> AsyncIterator[None]:
    """The commands, buttons and forms, synced with Discord only when the tree changed."""
    await bot.tree.set_translator(CatalogueTranslator())  # before the tree is built and synced
    await bot.add_commands()
    await bot.sync_commands()
    yield


@asynccontextmanager
async def app_emojis(bot: "TreasureTable") -> AsyncIterator[None]:
    """In the background: meanwhile the words keep their Unicode."""
    if bot.uses_app_emojis:
        bot.parts.app_emojis.start()
    try:
        yield
    finally:
        bot.parts.app_emojis.stop()


RUNNING: tuple[Callable[["TreasureTable"], AbstractAsyncContextManager[None]], ...] = (
    metrics_site, table_store, live_board_site, posting, turn_timers, ai_runs, command_tree, app_emojis)


class TreasureTable(commands.Bot):
    def __init__(self, database: str | Path, dev_guild: int | None = None,
                 metrics_at: tuple[str, int] | None = None, app_emojis: bool = False,
                 live_board: LiveBoard | None = None, **client: Any) -> None:
        # counted always; served over HTTP only at `metrics_at` (host, port)
        self.metrics = Metrics(Probes(is_ready=self.is_serving, leases_held=lambda: self.tables.leases_held(),
                                      count_tables=lambda: self.tables.reader.count_by_status()))
        # No privileged intents: slash commands and components need none.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, tree_cls=Tree, http_trace=self.metrics.trace(), **client)
        self.dev_guild = dev_guild
        self.uses_app_emojis = app_emojis  # sync the board's icons as the app's emojis, and use them
        self.endpoint = Endpoint(self.metrics, *metrics_at) if metrics_at is not None else None
        self.stopping = False  # a stop is under way: new interactions are told to come back in a moment
        self.lost_database: str | None = None  # why the bot stopped, if its shards went to another process
        self._resumed = False
        self._running = AsyncExitStack()  # what `setup_hook` started, to stop in reverse
        self.parts = parts = compose(self, database, self.metrics, live_board)
        self.tables, self.delivery, self.notices, self.timers = parts.tables, parts.delivery, parts.notices, parts.timers
        self.ratings = parts.tables.ratings

    def is_serving(self) -> bool:
        """Ready: the gateway connected, the store open and the database held, and not stopping."""
        return self.is_ready() and not self.is_closed() and not self.stopping and self.tables.serving

    async def admit(self, interaction: discord.Interaction) -> bool:
        """Every interaction passes here before its handler (the command tree's check, our buttons'
        and menus' checks, the answer to a press none of them takes): while the bot stops it is
        answered (restarting) and goes no further; otherwise its guild and channel ride along in
        the log lines its handler writes (each handler runs in a task of its own)."""
        if self.stopping:
            await self._say_restarting(interaction)
            return False
        set_about(guild=interaction.guild_id, channel=interaction.channel_id)
        return True

    async def _say_restarting(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                await interaction.response.autocomplete([])
            else:
                await interaction.response.send_message(Words(interaction.locale)("core.restarting"), ephemeral=True)
        except discord.HTTPException as exc:
            log.info("telling an interaction that the bot restarts failed: %s", exc)

    async def stop_gracefully(self) -> None:
        """SIGTERM or SIGINT: take no new interactions (they are told to try again in a moment),
        let the changes under way commit and be announced, then close the store (which lets go
        of the database and its shard leases) and the connection to Discord."""
        if self.stopping:
            return
        self.stopping = True
        started = time.monotonic()
        log.info("stopping: finishing the changes under way")
        try:
            await asyncio.wait_for(self.tables.finish(), FINISH_WITHIN)
        except asyncio.TimeoutError:
            log.warning("stopping: changes still under way after %.0f s; closing anyway (a restart resumes them)",
                        FINISH_WITHIN)
        await self.close()
        log.info("stopped in %.2f s", time.monotonic() - started)

    async def lost_database_to_another(self, reason: str) -> None:
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

    @contextmanager
    def holding_database(self) -> Iterator[None]:
        """Taken before logging in (a second process must say why it cannot run), let go at the end."""
        self.take_database()
        try:
            yield
        finally:
            self.release_database()

    async def setup_hook(self) -> None:
        self.metrics.count_requests(self.http)
        try:
            for running in RUNNING:
                await self._running.enter_async_context(running(self))
        except BaseException:
            await self._running.aclose()  # what started before the failure stops, the last first
            raise

    async def add_commands(self) -> None:
        self.tree.add_command(game_group())  # every table command's group: each module adds its own
        for cog in self.parts.cogs:
            await self.add_cog(cog)
        self.add_dynamic_items(*self.parts.items)
        self.add_listener(self.parts.form.dispatch, "on_interaction")

    async def sync_commands(self) -> None:
        """Sync only when the tree changed: Discord rate-limits syncing."""
        # The translated payload, so a changed translation syncs too.
        translator = self.tree.translator
        commands = [await c.get_translated_payload(self.tree, translator) for c in self.tree.get_commands()]
        payload = json.dumps(commands, sort_keys=True)
        digest = hashlib.sha256(f"{self.dev_guild}:{payload}".encode()).hexdigest()
        if await self.tables.reader.meta("command_tree") == digest:
            return
        try:
            if self.dev_guild:
                guild = discord.Object(self.dev_guild)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            await sync_global(self, self.tree, commands)  # the app's Entry Point command stays
        except discord.Forbidden as exc:
            if not self.dev_guild:
                raise
            raise StartRefused(f"DEV_GUILD_ID {self.dev_guild} is a server the bot is not in ({exc.text or exc}): "
                               "invite the bot there, or leave DEV_GUILD_ID empty.") from None
        except discord.HTTPException as exc:  # discord.py has retried already: run with the commands Discord has
            log.warning("syncing the slash commands failed (%s %s); running with the commands Discord has, "
                        "the next start tries again", exc.status, exc.text or exc)
            return
        await self.tables.said.set_meta("command_tree", digest)

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
        try:
            await self.parts.dms.resume()
        except Exception:  # noqa: BLE001
            log.exception("resuming the DMs to try again failed")
        log.info("ready as %s; %d tables resumed, %d damaged set aside", self.user, len(resumed), len(damaged))

    async def close_storage(self) -> None:
        """Stop what `setup_hook` started, the last started first."""
        try:
            await self._running.aclose()
        finally:  # closed already if the bot started; a store opened by hand (a test, a tool) closes too
            await self.tables.disconnect()

    async def close(self) -> None:
        await self.close_storage()
        await super().close()


class ShardedTreasureTable(TreasureTable, commands.AutoShardedBot):
    """One process of several: it connects the shards it owns and serves their guilds."""

    def __init__(self, database: str | Path, dev_guild: int | None, shards: Shards,
                 metrics_at: tuple[str, int] | None = None, app_emojis: bool = False,
                 live_board: LiveBoard | None = None) -> None:
        self._served = shards
        super().__init__(database, dev_guild, metrics_at, app_emojis, live_board, shard_count=shards.count,
                         shard_ids=list(shards.ids))

    @property
    def served(self) -> Shards:
        return self._served


def create_bot(database: str | Path = "data/tables.sqlite3", dev_guild: int | None = None,
               shards: Shards | None = None, metrics_at: tuple[str, int] | None = None,
               app_emojis: bool = False, live_board: LiveBoard | None = None) -> TreasureTable:
    """`database`: a SQLite file's path or a postgresql:// URL; `shards`: serve only these;
    `metrics_at`: (host, port) of the /metrics, /live and /ready endpoint (port 0: any free one);
    `app_emojis`: upload the board's icons as the app's emojis and use them (the entry point's
    default; off, as in most tests, the words keep their Unicode symbols); `live_board`: serve the
    live board (a Discord Activity, docs/live-board.md) as configured (port 0: any free one)."""
    if shards is None:
        return TreasureTable(database, dev_guild, metrics_at, app_emojis, live_board)
    return ShardedTreasureTable(database, dev_guild, shards, metrics_at, app_emojis, live_board)

