"""Opening: /game new, a table opened in this channel (or in a thread of its own), with its
lobby message; the game's name and its options suggested as they are typed."""

from __future__ import annotations

import logging
from typing import Any, TYPE_CHECKING

import discord
from discord import app_commands

from engine import registry

from ...service import options as table_options
from ...service.errors import TableError
from ..interactions import manages
from ...speech.lobbywords import game_choices, game_named, lobby_text, option_choices
from ..posting.replies import committed
from ...service.rows import TableRow
from ..slash import TableCog, slash
from ...service.tables import Tables
from ..posting.notices import Notices
from ..components import Views
from ...text import Words, normalise_locale
from ...speech.wording import NO_PINGS_BUT_USERS, words_for

if TYPE_CHECKING:
    from ...timers import Timers

NEEDED = ("send_messages", "attach_files", "embed_links")
THREAD_NAME_LIMIT = 100  # Discord's longest thread name
log = logging.getLogger(__name__)


def _threading(interaction: discord.Interaction, given: dict[str, Any]) -> tuple[bool, bool]:
    """(whether the table gets a thread, whether it wanted one and may not have it). A table
    opened inside a thread plays there; a channel without thread permissions plays as before."""
    if given.get("thread", True) is not True or not isinstance(interaction.channel, discord.TextChannel):
        return False, False
    perms = interaction.app_permissions
    allowed = perms.create_public_threads and perms.send_messages_in_threads
    return allowed, not allowed


def _where(interaction: discord.Interaction) -> tuple[int, ...]:
    """The channels a table opened here is opened in: this one, and a thread's parent channel."""
    parent = getattr(interaction.channel, "parent_id", None)
    return (interaction.channel_id,) + ((parent,) if parent else ())


def _reopened(row: TableRow | None, interaction: discord.Interaction, game: str) -> bool:
    """`/game new` again by the host of this channel's still empty lobby of that game: a retry
    whose answer was lost; the lobby message is posted again instead of an error."""
    return (row is not None and row.status == "lobby" and row.game == game and row.host == str(interaction.user.id)
            and row.seats == [row.host])


class Opening(TableCog):
    def __init__(self, tree, tables: Tables, views: Views, timers: "Timers", notices: Notices) -> None:
        super().__init__(tree, tables)
        self.views, self.timers, self.notices = views, timers, notices

    @slash("new", "Open a table for a game in this channel",
           describe={"game": "Which game", "options": "Optional rule options, e.g. governor_immediate_pick=yes"},
           autocomplete={"game": "game_autocomplete", "options": "options_autocomplete"})
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None) -> None:
        await self.open_here(interaction, game, options)

    async def open_here(self, interaction: discord.Interaction, game: str, options: str | None = None) -> None:
        """Open a table of `game` in this channel (or its thread), answering with its lobby: the
        command, and a game's button (`OpenButton`)."""
        if not self.tables.first_time(interaction.id):  # delivered twice: the first one opened the table
            log.info("/game new %s delivered again: done once", interaction.id)
            return
        perms = interaction.app_permissions
        missing = [p for p in NEEDED if not getattr(perms, p)]
        if missing:
            raise TableError("missing_permissions", permissions=missing)
        name, given = game_named(game), table_options.parse(options)
        threaded, no_threads = _threading(interaction, given)
        if not threaded:
            given["thread"] = False  # what the table does, for its settings and the rules' closing line
        # A threaded table's channel is a stand-in (this interaction's id, no channel's) until its
        # thread exists: the row comes first, so the lobby's buttons name a stored table.
        try:
            row = await self.tables.open(
                guild=interaction.guild_id, channel=interaction.id if threaded else interaction.channel_id, game=name,
                host=str(interaction.user.id), name=interaction.user.display_name,
                locale=normalise_locale(interaction.guild_locale), options=given,
                parent=interaction.channel_id if threaded else None, at=interaction.created_at.timestamp(),
                roles=frozenset(r.id for r in getattr(interaction.user, "roles", ())),
                manager=manages(interaction), where=_where(interaction),
            )
        except TableError as exc:
            row = await self.tables.reader.playing_in(interaction.channel_id)
            if exc.code != "table_exists" or not _reopened(row, interaction, name):
                raise
        else:
            await self.timers.lobby_opened(row)
        words = words_for(row)
        committed(interaction, words_for(row, interaction.locale)("core.lobby.done_open"))
        text = lobby_text(words, row)
        if no_threads and await self.tables.said.said_once(f"no_threads:{interaction.channel_id}"):
            text += "\n" + words("core.thread.not_allowed")  # once per channel, not at every table
        sent = await interaction.response.send_message(view=self.views.lobby_layout(row, words, text),
                                                       allowed_mentions=NO_PINGS_BUT_USERS)
        message = sent.resource  # the callback's own answer: no second request for the message
        if not isinstance(message, discord.InteractionMessage):
            message = await interaction.original_response()
        if threaded:
            row = await self._open_thread(interaction, row, message)
        await self.tables.said.set_announced(row.id, row.version, message.id)

    async def _open_thread(self, interaction: discord.Interaction, row: TableRow, message: discord.Message) -> TableRow:
        """The lobby message starts the table's thread (which takes the message's id); the
        message then links to it. A refused thread leaves the table in the channel."""
        words = words_for(row)
        title = words("core.thread.name", game=registry.get(row.game).title, host=interaction.user.display_name)
        try:
            thread = await message.create_thread(name=title[:THREAD_NAME_LIMIT], auto_archive_duration=1440)
        except discord.HTTPException as exc:
            log.warning("table %s: no thread (%s); it plays in the channel", row.id, exc)
            thread = None
        try:
            row = await self.tables.place(row.id, thread.id if thread else interaction.channel_id,
                                          interaction.channel_id if thread else None)
        except TableError:  # no thread, and the channel has its own table already
            await self.notices.close_lobby_message(
                row, words("core.lobby.closed", game=registry.get(row.game).title), message.id)
            raise
        try:
            await interaction.edit_original_response(view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                                                     allowed_mentions=NO_PINGS_BUT_USERS)
        except discord.HTTPException:
            pass  # the thread is there and the lobby still works; only the link is missing
        return row

    async def game_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return game_choices(current)

    async def options_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Offer the chosen game's options, one `name=value` at a time, after what is typed."""
        try:
            game = registry.get(game_named(str(interaction.namespace.game or "")))
        except TableError:
            return []
        words = Words(interaction.locale)

        def label(option, value) -> str:
            named = words.thing(value, "core", option.name) if isinstance(value, str) else ""
            named = f" · {named}" if named != value and named else ""  # e.g. language=uk · Українська
            return named + (words("core.option_default") if value == option.default else "")
        return option_choices(list(table_options.all_options(game)), current, label)
