"""Seating: /game join, leave, add-ai, start and kick, the lobby message's buttons, and
"Rematch" after the game: who sits at a table, and the lobby message that follows them
(a table is opened in opening.py)."""

from __future__ import annotations

from typing import Any, Literal, TYPE_CHECKING

import discord
from discord import app_commands

from engine import registry

from ...service.errors import TableError
from ..interactions import manages
from ...speech.lobbywords import lobby_text, started_text
from ..posting.replies import committed, confirm
from ...speech.replies import error_words
from ...service.rows import TableRow
from ...service.seats import platform_plays
from ..slash import TableCog, slash
from ...service.tables import Tables
from ..posting.notices import Notices
from ..components import Views
from ...speech.wording import NO_PINGS_BUT_USERS, words_for

if TYPE_CHECKING:
    from ..posting.delivery import Delivery
    from ...timers import Timers


class Seating(TableCog):
    def __init__(self, tree, tables: Tables, views: Views, delivery: "Delivery", timers: "Timers",
                 notices: Notices) -> None:
        super().__init__(tree, tables)
        self.views, self.delivery, self.timers, self.notices = views, delivery, timers, notices

    # --- seats ------------------------------------------------------------------------------
    @slash("join", "Take a seat at this channel's table")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.lobby_command(interaction, "join")

    @slash("leave", "Give up your seat (during the game: concede, an AI plays on)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.lobby_command(interaction, "leave")

    @slash("add-ai", "Host: fill a seat with an AI player",
           describe={"level": "How well the AI plays: easy, normal (the default) or hard (it thinks ahead)"})
    async def add_ai(self, interaction: discord.Interaction, level: Literal["easy", "normal", "hard"] = "normal") -> None:
        await self.lobby_command(interaction, "ai", level)

    @slash("start", "Host: deal and start the game")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.lobby_command(interaction, "start")

    @slash("kick", "Host or Manage Server: free a lobby seat, or let an AI play it",
           describe={"player": "Whose seat (start typing a name)"},
           autocomplete={"player": "kick_autocomplete"})
    async def kick(self, interaction: discord.Interaction, player: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        before = await self.tables.find(interaction.channel_id)
        seat = player.strip().removeprefix("<@").removesuffix(">").lstrip("!")
        row, what = await self.tables.kick(before.channel if before else interaction.channel_id,
                                           str(interaction.user.id), seat, manager=manages(interaction))
        await confirm(interaction, words_for(row, interaction.locale)(f"core.kick.done_{what}", seat=seat))
        if what == "ai":
            await self.say(row, "core.kick.announce_ai", seat=seat, by_seat=str(interaction.user.id))
        else:
            await self.after_lobby_change(before, row)

    async def kick_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            row = await self.tables.find(interaction.channel_id)
        except TableError:
            return []
        if row is None:
            return []
        needle = current.strip().lower()
        choices = []
        for seat in row.seats:
            name = row.names.get(seat, seat)
            if row.status == "running" and platform_plays(row, seat):
                continue
            if needle in name.lower() or needle in seat:
                choices.append(app_commands.Choice(name=name[:100], value=seat))
        return choices[:25]

    # --- the lobby message and its buttons -----------------------------------------------------
    async def _apply_lobby(self, interaction: discord.Interaction, op: str, channel: int,
                           level: str = "normal") -> tuple[TableRow, str | None]:
        """The change at the table playing in `channel`, and a warning for the person (worded), if
        any: the start's announcement failed, or a rematch everyone is back for could not start."""
        user = str(interaction.user.id)
        if op == "join":
            row = await self.tables.join(channel, user, interaction.user.display_name)
            row, _, held = await self.tables.start_if_complete(row)  # a rematch starts once all are back
            return row, self._held(interaction, row, held)
        if op == "leave":
            return await self.tables.leave(channel, user), None
        if op == "ai":
            return await self.tables.add_ai(channel, user, level), None
        update = await self.tables.start(channel, user)
        if update.undelivered:
            return update.row, words_for(update.row, interaction.locale)("core.lobby.start_undelivered",
                                                                         reason=update.undelivered)
        return update.row, None

    async def lobby_command(self, interaction: discord.Interaction, op: str, level: str = "normal") -> None:
        """A lobby command: answered privately, then the table's lobby message refreshed."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        before = await self.tables.find(interaction.channel_id)
        try:
            row, warning = await self._apply_lobby(interaction, op, before.channel if before else
                                                   interaction.channel_id, level)
        except TableError as exc:
            return await self._retried(interaction, exc, op, before)
        words = words_for(row, interaction.locale)
        if op == "leave" and before is not None and before.status == "running":
            await confirm(interaction, words("core.conceded_done"))
            await self.say(row, "core.conceded", seat=str(interaction.user.id))
            return
        if warning:
            await confirm(interaction, "⚠️ " + warning)
        else:
            await confirm(interaction, words(f"core.lobby.done_{op}"))
        await self.after_lobby_change(before, row)

    async def lobby_press(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        """A lobby button: the same change as the command, the lobby message edited in place."""
        row = await self.tables.reader.table(table_id)
        if row is None:
            raise TableError("no_table")
        if row.status != "lobby":
            return await self._retried(interaction, TableError("already_started"), op, row)
        before = row
        if op in ("start", "join"):
            await interaction.response.defer()  # either may start the game: that takes a moment
        try:
            row, warning = await self._apply_lobby(interaction, op, row.channel)
        except TableError as exc:
            return await self._retried(interaction, exc, op, before)
        committed(interaction, words_for(row, interaction.locale)(f"core.lobby.done_{op}"))
        if warning:
            await confirm(interaction, "⚠️ " + warning)
        if row.status != "lobby" or interaction.response.is_done():
            if not interaction.response.is_done():
                await interaction.response.defer()  # the message is edited below, not through this click
            await self.after_lobby_change(before, row)
        else:
            words = words_for(row)
            await interaction.response.edit_message(view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                                                    allowed_mentions=NO_PINGS_BUT_USERS)
            if row.host != before.host:
                await self.say(row, "core.lobby.new_host", seat=row.host)

    async def _retried(self, interaction: discord.Interaction, exc: TableError, op: str,
                       before: TableRow | None) -> None:
        """A lobby request refused because its own change is done already (a retry after a lost
        answer: a second Join, a second Start by the host) is told it is done; else the refusal."""
        user = str(interaction.user.id)
        done = before is not None and (
            (op == "join" and exc.code == "already_seated")
            or (op == "start" and exc.code == "already_started" and before.host == user
                and before.status == "running"))
        if not done:
            raise exc
        await confirm(interaction, words_for(before, interaction.locale)(f"core.lobby.done_{op}"))

    async def after_lobby_change(self, before: TableRow | None, row: TableRow) -> None:
        """The lobby message follows the lobby: edited, or closed once it started or emptied."""
        if before is None or before.status != "lobby":
            return
        if row.status == "running":
            await self.notices.close_lobby_message(row, started_text(row), before.prompt_message)
        elif row.status == "abandoned":
            title = registry.get(row.game).title
            await self.notices.close_lobby_message(row, words_for(row)("core.lobby.closed", game=title),
                                                   before.prompt_message)
            await self.say(row, "core.lobby.emptied", game=title)
        elif row.prompt_message:
            words = words_for(row)
            try:
                await self.delivery.holding(row, row.prompt_message).get_partial_message(row.prompt_message).edit(
                    view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                    allowed_mentions=NO_PINGS_BUT_USERS)
            except discord.HTTPException:
                pass
            if row.host != before.host:
                await self.say(row, "core.lobby.new_host", seat=row.host)

    async def say(self, row: TableRow, key: str, **params: Any) -> None:
        """A short public line in the table's channel."""
        await self.delivery.say(row, words_for(row)(key, **params), NO_PINGS_BUT_USERS)

    # --- after the game: Rematch ---------------------------------------------------------------
    def _held(self, interaction: discord.Interaction, row: TableRow, held: TableError | None) -> str | None:
        """Why a rematch lobby everyone is back at did not start (a server limit), for the person."""
        if held is None:
            return None
        return words_for(row, interaction.locale)("core.lobby.rematch_held", reason=error_words(held, row, interaction.locale))

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        """"Rematch" under a finished game: the presser sits at its rematch lobby (the first press
        opens it; it starts once everyone is back)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lobby = await self.tables.reader.playing_in(interaction.channel_id)  # a rematch lobby already open?
        row, started, held = await self.tables.rematch(table_id, str(interaction.user.id),
                                                       interaction.user.display_name)
        mine = words_for(row, interaction.locale)
        if started:
            committed(interaction, mine("core.lobby.done_start"))
            if lobby is not None:
                await self.notices.close_lobby_message(row, started_text(row), lobby.prompt_message)
            await confirm(interaction, mine("core.lobby.done_start"))
            return
        held = self._held(interaction, row, held)
        await confirm(interaction, mine("core.lobby.done_join") + ("\n⚠️ " + held if held else ""))
        if row.prompt_message:  # the rematch lobby exists already: refresh it
            await self.after_lobby_change(row, row)
            return
        words = words_for(row)
        message = await self.delivery.channel(row).send(view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                                                        allowed_mentions=NO_PINGS_BUT_USERS)
        await self.tables.said.set_announced(row.id, row.version, message.id)
        await self.timers.lobby_opened(row)
