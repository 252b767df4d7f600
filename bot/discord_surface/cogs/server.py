"""/game server: the server's own settings. Anyone may look (a bare `/game server`); Manage
Server changes them, with the options here or the forms its buttons open (forms.py), and they
apply to the tables opened afterwards."""

from __future__ import annotations

import re
from typing import Any, Literal, Optional

import discord
from discord import app_commands

from ..components import Views
from ..forms import SERVER_LANGUAGE
from ..interactions import manages
from ...service.errors import TableError
from ...service.servers import LIMITS
from ...service.tables import Tables
from ..posting.replies import committed, reply
from ...speech.serverwords import server_text
from ..slash import TableCog, slash
from ...text import Words, locales, normalise_locale

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
NONE = discord.AllowedMentions.none()


class ServerAdmin(TableCog):
    def __init__(self, tree, tables: Tables, views: Views) -> None:
        super().__init__(tree, tables)
        self.views = views

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
               "hints": "Hints (/game hint) at this server's tables (off wins over a table's own)",
           })
    async def server(self, interaction: discord.Interaction,
                     language: Optional[Language] = None,
                     reminder: Optional[Hours] = None, takeover: Optional[Hours] = None,
                     opener: Optional[discord.Role] = None, channels: Optional[str] = None,
                     lobbies: Optional[Lobbies] = None, hosted: Optional[Hosted] = None,
                     running: Optional[Running] = None, cooldown: Optional[Cooldown] = None,
                     hints: Optional[bool] = None) -> None:
        changes = {name: value for name, value in (("reminder", reminder), ("takeover", takeover),
                                                   ("lobbies", lobbies), ("hosted", hosted), ("running", running),
                                                   ("cooldown", cooldown), ("hints", hints)) if value is not None}
        if language is not None:
            changes["language"] = None if language == SERVER_LANGUAGE else language
        if opener is not None:
            changes["opener"] = None if opener.is_default() else opener.id  # @everyone: everyone
        if channels is not None:
            changes["channels"] = channels_named(channels)
        await self.show_server(interaction, changes)

    # --- the settings shown, and the forms its buttons open ------------------------------------
    async def show_server(self, interaction: discord.Interaction, changes: dict[str, Any]) -> None:
        """`/game server`, typed or submitted from one of its forms: the changes saved (Manage Server
        only), then the settings, under which Manage Server finds the buttons that open the forms.
        A form's save shows them in place of the settings it was opened from."""
        words, manager = Words(interaction.locale), manages(interaction)
        if changes:
            settings = await self.tables.change_server(interaction.guild_id, manager=manager, **changes)
            committed(interaction, words("core.server.saved"))
            text = words("core.server.saved") + "\n"
        else:
            settings, text = await self.tables.server(interaction.guild_id), ""
        text += server_text(words, settings, normalise_locale(interaction.guild_locale))
        shown = {"allowed_mentions": NONE, **({"view": self.views.server_view(words)} if manager else {})}
        if interaction.type is discord.InteractionType.modal_submit and interaction.message is not None:
            await interaction.response.edit_message(content=text, **shown)
        else:
            await reply(interaction, text, **shown)

    async def open_server_form(self, interaction: discord.Interaction, form: str) -> None:
        """A form of `/game server`, filled with the settings as they are now: Manage Server only."""
        if not manages(interaction):
            raise TableError("server_manage_only")
        settings = await self.tables.server(interaction.guild_id)
        await interaction.response.send_modal(self.views.server_form(
            form, Words(interaction.locale), settings, normalise_locale(interaction.guild_locale)))
