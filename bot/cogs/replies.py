"""Private answers to the person who asked, whatever state their interaction is in."""

from __future__ import annotations

import discord

from ..wording import words_for
from ..store import TableRow
from ..tables import TableError
from ..text import Words


async def reply(interaction: discord.Interaction, text: str, *, ephemeral: bool = True, **kwargs) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text[:2000], ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text[:2000], ephemeral=ephemeral, **kwargs)


async def reply_error(interaction: discord.Interaction, exc: TableError, *, row: TableRow | None) -> None:
    words = words_for(row, interaction.locale) if row is not None else Words(interaction.locale)
    await reply(interaction, "⚠️ " + words.error(exc.domain, exc.code, exc.params))
