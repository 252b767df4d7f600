"""/game server: the server's own settings. Anyone may look (a bare `/game server`); Manage
Server changes them, and they apply to the tables opened afterwards."""

from __future__ import annotations

import re
from typing import Literal, Optional

import discord
from discord import app_commands

from ...service import options as table_options
from ..interactions import manages
from ...speech.replies import reply
from ...service.servers import LIMITS, ServerSettings
from ..slash import TableCog, slash
from ...text import Words, locales, normalise_locale

CHANNEL = re.compile(r"<#(\d{1,20})>|\b(\d{15,20})\b")
SERVER_LANGUAGE = "auto"  # the server's own Discord language


def channels_named(text: str) -> tuple[int, ...]:
    """The channels in `text` (mentions or ids); none: anywhere."""
    return tuple(int(a or b) for a, b in CHANNEL.findall(text))


def server_text(words: Words, settings: ServerSettings, guild_locale: str) -> str:
    """The one private summary of a server's settings."""
    language = settings.language
    shown_language = words(f"core.term.language.{language}") if language else words(
        "core.server.language_auto", language=words(f"core.term.language.{guild_locale}"))
    hours = {name: getattr(settings, name) if getattr(settings, name) is not None
             else table_options.setting({}, name) for name in ("reminder", "takeover")}
    opener = f"<@&{settings.opener}>" if settings.opener else words("core.server.everyone")
    where = " ".join(f"<#{c}>" for c in settings.channels) or words("core.server.anywhere")
    lines = [words("core.server.header"),
             words("core.server.language", language=shown_language),
             words("core.server.timers", **hours),
             words("core.server.opener", who=opener),
             words("core.server.where", where=where),
             words("core.server.limits", **{name: settings.limit(name) for name in LIMITS}),
             words("core.server.how")]
    return "\n".join(lines)


def _range(name: str):
    _, low, high = LIMITS[name]
    return app_commands.Range[int, low, high]


Lobbies, Hosted, Running, Cooldown = (_range(name) for name in ("lobbies", "hosted", "running", "cooldown"))
# the catalogue's locales: a language added to bot/text is offered here without a word changed
Language = Literal[tuple(["auto", *locales()])]
Hours = app_commands.Range[int, 0, 168]


class ServerAdmin(TableCog):
    @slash("server", "This server's settings; Manage Server changes them. Empty: show them",
           describe={
               "language": "The language of new tables (auto: the server's own)",
               "reminder": "Hours before a waiting player is reminded, at new tables (0 is off)",
               "takeover": "Hours before the AI decides for a silent player, at new tables (0 is off)",
               "opener": "Who may open tables (@everyone: everyone)",
               "channels": "Channels where tables may be opened, e.g. #games #more-games (no channel: anywhere)",
               "lobbies": "Open lobbies one person may host at once",
               "hosted": "Running tables one person may host at once",
               "running": "Running tables in this server at once",
               "cooldown": "Seconds between one person's /game new",
           })
    async def server(self, interaction: discord.Interaction,
                     language: Optional[Language] = None,
                     reminder: Optional[Hours] = None, takeover: Optional[Hours] = None,
                     opener: Optional[discord.Role] = None, channels: Optional[str] = None,
                     lobbies: Optional[Lobbies] = None, hosted: Optional[Hosted] = None,
                     running: Optional[Running] = None, cooldown: Optional[Cooldown] = None) -> None:
        guild = interaction.guild_id
        changes = {name: value for name, value in (("reminder", reminder), ("takeover", takeover),
                                                   ("lobbies", lobbies), ("hosted", hosted), ("running", running),
                                                   ("cooldown", cooldown)) if value is not None}
        if language is not None:
            changes["language"] = None if language == SERVER_LANGUAGE else language
        if opener is not None:
            changes["opener"] = None if opener.is_default() else opener.id  # @everyone: everyone
        if channels is not None:
            changes["channels"] = channels_named(channels)
        words = Words(interaction.locale)
        if changes:
            settings = await self.tables.change_server(guild, manager=manages(interaction), **changes)
            text = words("core.server.saved") + "\n"
        else:
            settings, text = await self.tables.server(guild), ""
        text += server_text(words, settings, normalise_locale(interaction.guild_locale))
        await reply(interaction, text, allowed_mentions=discord.AllowedMentions.none())
