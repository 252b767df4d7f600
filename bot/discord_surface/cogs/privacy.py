"""/game forget-me and /game export: what the bot keeps about a person in this server, removed
at their word (confirmed with a button) or handed to them as a file."""

from __future__ import annotations

import io
import json

import discord

from ..components import Views, new_view
from ..posting.replies import committed, reply
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...text import Words


class Privacy(TableCog):
    def __init__(self, tree, tables: Tables, views: Views) -> None:
        super().__init__(tree, tables)
        self.views = views

    @slash("forget-me", "Remove yourself from this server's game records (others' stay)")
    async def forget_me(self, interaction: discord.Interaction) -> None:
        person = str(interaction.user.id)
        await self.tables.forgetting.may_forget(interaction.guild_id, person)  # seated somewhere: asked to leave first
        words = Words(interaction.locale)
        view = new_view()
        view.add_item(self.views.forget_button(interaction.guild_id, interaction.user.id,
                                                             words("core.forget.button")))
        await reply(interaction, words("core.forget.ask"), view=view)

    async def forget(self, interaction: discord.Interaction) -> None:
        """"Forget me", pressed by the person who asked: done, and the private question says so."""
        count = await self.tables.forgetting.forget(interaction.guild_id, str(interaction.user.id))
        text = Words(interaction.locale)("core.forget.done", count=count)
        committed(interaction, text)
        await interaction.response.edit_message(content=text, view=None)

    @slash("export", "Your games in this server, as a file only you see")
    async def export(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        data = await self.tables.forgetting.export(interaction.guild_id, str(interaction.user.id))
        text = json.dumps(data, ensure_ascii=False, indent=1).encode()
        file = discord.File(io.BytesIO(text), filename=f"treasure-table-{interaction.guild_id}.json")
        await interaction.followup.send(Words(interaction.locale)("core.export.done", count=len(data["tables"])),
                                        file=file, ephemeral=True)
