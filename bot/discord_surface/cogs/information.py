"""/game status, hand, log, rules, mine and help: looking at a table, at your tables, and at the games."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from engine import registry

from ...speech.boards import board_file
from ...service.errors import TableError
from ..interactions import send_legend, send_whole
from ...speech.lobbywords import game_choices, game_named, lobby_text
from ..posting.replies import reply
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...text import Words
from ...speech.wording import outcome_text, phase_line, words_for

if TYPE_CHECKING:
    from ..interactions import Handlers

NONE = discord.AllowedMentions.none()


def games_line(words: Words) -> str:
    """The games this bot hosts, each with its player counts, from the registry."""
    games = [registry.get(name) for name in registry.names()]
    return words("core.term.list_separator").join(
        words("core.help_game", title=g.title, min=g.min_players, max=g.max_players) for g in games)


class Information(TableCog):
    def __init__(self, tree, tables: Tables, handlers: "Handlers") -> None:
        super().__init__(tree, tables)
        self.handlers = handlers

    @slash("status", "Show the board and whose turn it is")
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self.tables.shown(interaction.channel_id)
        if row is None or row.state is None and row.status != "lobby":
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        if row.status == "lobby":
            await reply(interaction, lobby_text(words, row), allowed_mentions=NONE)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        game, state = self.tables.state_of(row)
        outcome = game.outcome(state)
        if outcome is not None:
            text = outcome_text(words, game, outcome, row.ai_played)
        elif row.status == "abandoned":
            text = words("core.status_abandoned", game=game.title)
        else:
            text = phase_line(words, game, state)
        await interaction.followup.send(text[:2000], file=await board_file(game, state, row, locale=interaction.locale),
                                        ephemeral=True, allowed_mentions=NONE)

    @slash("hand", "Privately: your hand, secret cards and what you know")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.handlers.show_hand(interaction)

    @slash("log", "The last moves at this table (public events only)")
    async def log(self, interaction: discord.Interaction) -> None:
        row = await self.tables.shown(interaction.channel_id)
        if row is None:
            raise TableError("no_table")
        await self.handlers.show_log(interaction, row.id, None, row)

    @slash("rules", "The rules of this table's game, in short",
           describe={"game": "A game to read about (default: this channel's table)"},
           autocomplete={"game": "game_autocomplete"})
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        name = game_named(game) if game is not None else None
        if name is None:
            row = await self.tables.shown(interaction.channel_id)
            if row is None:
                raise TableError("rules_which")
            name = row.game
        words = Words(interaction.locale)
        await interaction.response.defer(ephemeral=True, thinking=True)
        # the platform's own option joins the game's in the closing line that names them
        await send_whole(interaction, words(f"{name}.rules", name) + " " + words("core.rules.platform")
                         + "\n" + words("core.rules.undo"))
        await send_legend(interaction, words, name)

    async def game_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return game_choices(current)

    @slash("mine", "Only you see it: every table you sit at, those waiting on you first, with links")
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.handlers.show_mine(interaction)

    @slash("help", "What this bot does and how to play with it")
    async def help(self, interaction: discord.Interaction) -> None:
        words = Words(interaction.locale)
        await reply(interaction, words("core.help", games=games_line(words)))
