"""What every feature reads off an interaction the same way: when it was sent, whether the
person manages the server, whether a press is on a private message of theirs; and the gate
every interaction passes (`Admit`).

Each feature's cog (cogs/) holds its commands and the methods its buttons run; every one of
them raises `TableError` for a refusal, and the one boundary (bot/discord_surface/posting/replies.py) words it
for the person.
"""

from __future__ import annotations

from typing import Awaitable, Callable

import discord

# the bot's gate (`TreasureTable.admit`): False when the interaction was answered there and goes no further
Admit = Callable[[discord.Interaction], Awaitable[bool]]


def sent(interaction: discord.Interaction) -> int:
    """When the person sent it: Discord's own stamp on the interaction, its snowflake (ordered
    as sent, to the millisecond and within it), never compared with this machine's clock."""
    return interaction.id


def manages(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions and interaction.permissions.manage_guild)


def private_press(interaction: discord.Interaction) -> bool:
    """A press on a private message of the presser's (only they see it: it may be edited for them)."""
    return (interaction.type == discord.InteractionType.component and interaction.message is not None
            and interaction.message.flags.ephemeral)
