"""/game settings and /game abandon: the host (or Manage Server) runs the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from engine import registry

from ...service import options as table_options
from ...service.errors import DamagedTable, TableError
from ..interactions import manages
from ...speech.lobbywords import option_choices, settings_text
from ..posting.replies import committed, confirm, reply
from ...service.rows import TableRow
from ..slash import TableCog, slash
from ...service.tables import Tables
from ..posting.notices import Notices
from ...text import Words
from ...speech.wording import seat_namer, words_for

if TYPE_CHECKING:
    from ...timers import Timers
    from ..posting.delivery import Delivery

NONE = discord.AllowedMentions.none()


class TableAdmin(TableCog):
    def __init__(self, tree, tables: Tables, delivery: "Delivery", notices: Notices, timers: "Timers") -> None:
        super().__init__(tree, tables)
        self.delivery, self.notices, self.timers = delivery, notices, timers

    @slash("settings", "Host: reminders and AI takeover for this table",
           describe={"options": "e.g. reminder=6 takeover=48 (hours; 0 is off). Empty: show them"},
           autocomplete={"options": "settings_autocomplete"})
    async def settings(self, interaction: discord.Interaction, options: str | None = None) -> None:
        row = await self.tables.find(interaction.channel_id)
        if row is None:
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        if not options:
            await reply(interaction, settings_text(words, row))
            return
        row = await self.tables.change_settings(row.channel, str(interaction.user.id), options,
                                                manager=manages(interaction))
        committed(interaction, settings_text(words, row))
        await self.timers.reset(row)
        await confirm(interaction, settings_text(words, row))

    async def settings_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        live = [o for o in table_options.PLATFORM if o.name in table_options.LIVE]
        return option_choices(live, current)

    @slash("abandon", "Host or Manage Server: end this channel's table")
    async def abandon(self, interaction: discord.Interaction) -> None:
        try:
            found = await self.tables.find(interaction.channel_id)
        except DamagedTable:
            found = None  # abandon finds it again and clears it
        by = str(interaction.user.id)
        row = await self.tables.abandon(found.channel if found else interaction.channel_id, by,
                                        manager=manages(interaction))
        delivery, notices = self.delivery, self.notices
        if not isinstance(row, TableRow):  # a damaged row, now cleared: its game and seats cannot be named
            await delivery.retire_prompt(row)
            await interaction.response.send_message(
                Words(row.locale, seat_namer(row, row.locale))("core.abandoned_damaged", seat=by, table=row.id),
                allowed_mentions=NONE)
            return
        words, title = words_for(row), registry.get(row.game).title
        committed(interaction, words_for(row, interaction.locale)("core.abandoned", seat=by, game=title))
        await delivery.retire_prompt(row)
        if row.state is None:  # still a lobby: its message must not invite anyone to join
            await notices.close_lobby_message(row, words("core.lobby.closed", game=title),
                                              row.channel if row.parent else None)
        elif row.parent:  # the lobby message in the channel says the game ended, not that it runs
            await notices.close_lobby_message(row, words("core.abandoned", seat=by, game=title), row.channel)
        await interaction.response.send_message(words("core.abandoned", seat=by, game=title), allowed_mentions=NONE)
