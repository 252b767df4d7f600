"""Guilds whose bot may not create threads: tables there play in their channels, as every
test and bench written before threads expects."""

from __future__ import annotations

import discord


def no_threads(env, guild):
    """Take Create Public Threads from every role of `guild` (the bot's and @everyone); returns it."""
    backend = env.backend
    flag = discord.Permissions(create_public_threads=True).value
    for role in list(backend.guilds[guild.id].roles.values()):
        if role.permissions & flag:
            backend.edit_role(guild.id, role.id, {"permissions": role.permissions & ~flag})
    return guild
