"""/move, and the clicks on turn prompts: every decision of every game goes through here."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from engine.core import Action

from ..components import action_items
from ..delivery import board_file, phase_line, words_for
from ..tables import TableError
from .replies import reply, reply_error

if TYPE_CHECKING:
    from ..app import TreasureTable

log = logging.getLogger(__name__)
AUTOCOMPLETE_LIMIT = 25


class Play(commands.Cog):
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot

    # --- /move ---------------------------------------------------------------------
    @app_commands.command(name="move", description="Make your move at this channel's table")
    @app_commands.describe(action="Your move: start typing to see every legal choice")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat, action_id = str(interaction.user.id), action.strip()
        row = await self.bot.store.open_table(interaction.channel_id)
        chosen = self._legal(row, seat, action_id)
        try:
            update = await self.bot.tables.play(interaction.channel_id, seat, action_id)
        except TableError as exc:
            await reply_error(interaction, exc, row=row)
            return
        words = words_for(update.row, interaction.locale)
        text = words("core.chosen", action=words.action(update.game.name, chosen))
        if update.undelivered:
            text += "\n" + words("core.undelivered", reason=update.undelivered)
        await reply(interaction, text)

    def _legal(self, row, seat: str, action_id: str) -> Action | None:
        """The action as offered now (for its words), or None if it is not legal."""
        if row is None or row.status != "running":
            return None
        game, state = self.bot.tables.state_of(row)
        if seat not in game.to_act(state):
            return None
        return next((a for a in game.legal_actions(state, seat) if a.id == action_id), None)

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        row = await self.bot.store.open_table(interaction.channel_id)
        if row is None or row.status != "running":
            return []
        game, state = self.bot.tables.state_of(row)
        seat = str(interaction.user.id)
        if seat not in game.to_act(state):
            return []
        words = words_for(row, interaction.locale)
        needle = current.strip().lower()
        choices = []
        for action in game.legal_actions(state, seat):
            name = words.action(game.name, action)
            if needle and needle not in name.lower() and needle not in action.id.lower():
                continue
            choices.append(app_commands.Choice(name=name[:100], value=action.id[:100]))
        return choices[:AUTOCOMPLETE_LIMIT]

    # --- clicks ------------------------------------------------------------------------
    async def press(self, interaction: discord.Interaction, table_id: int, version: int, action_id: str) -> None:
        """A button or select on a prompt: the same move as /move, guarded against double clicks."""
        await interaction.response.defer()
        row = await self.bot.store.table(table_id)
        if row is None or row.status != "running":
            await reply_error(interaction, TableError("not_running"), row=row)
            return
        seat = str(interaction.user.id)
        chosen = self._legal(row, seat, action_id)
        try:
            update = await self.bot.tables.play(row.channel, seat, action_id, prompt_version=version)
        except TableError as exc:
            await reply_error(interaction, exc, row=row)
            return
        words = words_for(row, interaction.locale)
        if update.undelivered:
            await reply(interaction, words("core.undelivered", reason=update.undelivered))
        if interaction.message is not None and interaction.message.flags.ephemeral:
            text = words("core.chosen", action=words.action(row.game, chosen)) if chosen else words("core.done")
            await interaction.edit_original_response(content=text, view=None, attachments=[])

    async def open_choices(self, interaction: discord.Interaction, table_id: int) -> None:
        """Someone's private menu, for simultaneous or secret choices."""
        row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        if row is None or row.status != "running":
            await reply_error(interaction, TableError("not_running"), row=row)
            return
        game, state = self.bot.tables.state_of(row)
        if seat not in row.seats:
            await reply_error(interaction, TableError("not_seated"), row=row)
            return
        if seat not in game.to_act(state):
            await reply_error(interaction, TableError("not_your_turn", domain=row.game), row=row)
            return
        words = words_for(row, interaction.locale)
        view = discord.ui.View(timeout=None)
        for item in action_items(row, game, state, seat, words):
            view.add_item(item)
        lines = [phase_line(words, game, state)] + [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.response.send_message("\n".join(lines)[:2000], view=view, ephemeral=True)

    async def show_hand(self, interaction: discord.Interaction, table_id: int | None = None) -> None:
        """A seated player's private view: their summary lines and their own board."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if table_id is None:
            row = await self.bot.store.open_table(interaction.channel_id)
        else:
            row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        if row is None or row.state is None:
            await reply_error(interaction, TableError("not_running" if row else "no_table"), row=row)
            return
        if seat not in row.seats:
            await reply_error(interaction, TableError("not_seated"), row=row)
            return
        if seat in row.dm_closed:  # they came to look: try DMs again next time
            await self.bot.store.set_dm_closed(row.id, [s for s in row.dm_closed if s != seat])
        game, state = self.bot.tables.state_of(row)
        words = words_for(row, interaction.locale)
        lines = [words("core.hand_header", game=game.title)]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send(
            "\n".join(lines)[:2000], file=await board_file(game, state, row, seat), ephemeral=True
        )
