"""/game server: the server's own settings. Anyone may look (a bare `/game server`); Manage
Server changes them, with the options here or the forms its buttons open (forms.py), and they
apply to the tables opened afterwards."""

from __future__ import annotations

import re
from typing import Literal, Optional

import discord
from discord import app_commands

from ..forms import SERVER_LANGUAGE
from ..interactions import Handlers
from ...service.servers import LIMITS
from ...service.tables import Tables
from ..slash import TableCog, slash
from ...text import locales

CHANNEL = re.compile(r"<#(\d{1,20})>|\b(\d{15,20})\b")


def channels_named(text: str) -> tuple[int, ...]:
    """The channels in `text` (mentions or ids); none: anywhere."""
    return tuple(int(a or b) for a, b in CHANNEL.findall(text))


def _range(name: str):
    _, low, high = LIMITS[name]
    return app_commands.Range[int, low, high]


Lobbies, Hosted, Running, Cooldown = (_range(name) for name in ("lobbies", "hosted", "running", "cooldown"))
# the catalogue's locales: a language added to bot/text is offered here without a word changed
Language = Literal[tuple([SERVER_LANGUAGE, *locales()])]
Hours = app_commands.Range[int, 0, 168]


class ServerAdmin(TableCog):
    def __init__(self, tree, tables: Tables, handlers: Handlers) -> None:
        super().__init__(tree, tables)
        self.handlers = handlers

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
        changes = {name: value for name, value in (("reminder", reminder), ("takeover", takeover),
                                                   ("lobbies", lobbies), ("hosted", hosted), ("running", running),
                                                   ("cooldown", cooldown)) if value is not None}
        if language is not None:
            changes["language"] = None if language == SERVER_LANGUAGE else language
        if opener is not None:
            changes["opener"] = None if opener.is_default() else opener.id  # @everyone: everyone
        if channels is not None:
            changes["channels"] = channels_named(channels)
        await self.handlers.show_server(interaction, changes)
