"""Where posting writes: a channel by its id, without a request to Discord."""

from __future__ import annotations

import discord

UNKNOWN_CHANNEL = 10003  # Discord's code for a deleted channel (a thread too)


def messageable(client: discord.Client, channel_id: int) -> discord.abc.Messageable:
    """From discord.py's cache, else a partial channel (a post there finds out if it is gone)."""
    return client.get_channel(channel_id) or client.get_partial_messageable(channel_id)
