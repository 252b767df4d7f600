"""Private answers to the person who asked, whatever state their interaction is in, and the
one error boundary of commands and components (their words: bot/speech/replies.py).

The boundary tells the truth about what changed: before a commit a failure says nothing
changed; once a change is committed (`committed`) it says the change is saved, privately,
or in the channel if the private answer cannot be sent."""

from __future__ import annotations

import logging

import discord

from engine.core import IllegalAction

from ...service.errors import TableBusy
from ...service.rows import TableRow
from ...service.tables import TableError
from ...speech.replies import error_words, refusal
from ...speech.wording import NO_PINGS_BUT_USERS
from ...text import Words

log = logging.getLogger(__name__)
SAVED = "tt_saved"  # interaction.extras: the confirmation of a committed change
TOLD = "tt_told"    # interaction.extras: that confirmation reached the person


async def reply(interaction: discord.Interaction, text: str, *, ephemeral: bool = True, **kwargs) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text[:2000], ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text[:2000], ephemeral=ephemeral, **kwargs)


async def reply_error(interaction: discord.Interaction, exc: TableError, *, row: TableRow | None) -> None:
    await reply(interaction, refusal(exc, row, interaction.locale))


def committed(interaction: discord.Interaction, confirmation: str) -> None:
    """From here on the request changed the table: no failure may say that nothing changed."""
    interaction.extras[SAVED] = confirmation


async def confirm(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """The private answer to a committed change."""
    interaction.extras.setdefault(SAVED, text)
    await reply(interaction, text, **kwargs)
    interaction.extras[TOLD] = True


async def answer_failure(interaction: discord.Interaction, error: Exception, *, row: TableRow | None = None) -> None:
    """Whatever went wrong, the person gets a true answer (it never raises)."""
    if isinstance(error, IllegalAction):  # the platform's own options, read before any change
        error = TableError(error.code, **error.params)
    what = (interaction.data or {}).get("custom_id") or interaction.command and interaction.command.qualified_name
    if isinstance(error, (discord.HTTPException, TableBusy)):  # Discord refused, the database was busy: not bugs
        log.warning("interaction %s: %s", what, error)
    elif not isinstance(error, TableError):
        log.error("interaction %s failed", what, exc_info=error)
    words = Words(interaction.locale)
    saved = interaction.extras.get(SAVED)
    if saved is None:
        text = error_words(error, row, interaction.locale) if isinstance(error, TableError) else words("core.error.internal")
        await _try(reply(interaction, "⚠️ " + text))
        return
    told = interaction.extras.get(TOLD)
    if await _try(reply(interaction, words("core.told_partly") if told else saved)) or told:
        return
    # The private answer cannot be sent: say it where the person is, without the move itself
    # (it may be secret).
    channel = interaction.channel
    if channel is not None:
        await _try(channel.send(words("core.saved_public", seat=f"<@{interaction.user.id}>"),
                                allowed_mentions=NO_PINGS_BUT_USERS))


async def _try(sending) -> bool:
    try:
        await sending
        return True
    except discord.HTTPException as exc:
        log.warning("an answer could not be sent: %s", exc)
        return False
