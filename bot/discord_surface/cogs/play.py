"""/move: every decision of every game can be typed, whatever the buttons offer."""

from __future__ import annotations

import logging

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from engine.core import Game, State

from .. import matching
from ..components import Admit, handled
from ...service.errors import TableError
from ..interactions import chosen_in, choice_value, sent
from ...speech.replies import answer_failure, confirm, confirmation, reply
from ...service.rows import TableRow
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...speech.wording import label_words

if TYPE_CHECKING:
    from ..interactions import Handlers

log = logging.getLogger(__name__)
AUTOCOMPLETE_LIMIT = 25
MORE = "\u2026"            # the value of the "N more, keep typing" line
MATCHES_SHOWN = 15
__all__ = ["Play", "choice_value"]


class Play(TableCog):
    def __init__(self, tree, tables: Tables, handlers: "Handlers", admit: Admit) -> None:
        super().__init__(tree, tables)
        self.handlers, self.admit = handlers, admit

    @slash("move", "Make your move at this channel's table",
           top=True,
           describe={"action": "Your move: start typing to see every legal choice"},
           autocomplete={"action": "move_autocomplete"})
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = str(interaction.user.id)
        row = await self.tables.find(interaction.channel_id)
        typed, version = chosen_in(action)
        if row is None:
            raise TableError("no_table")
        if version is None:  # typed by hand: what it names, in the position now
            game, state = self.tables.seated(row, seat)
            action_id = self._resolve(row, game, state, seat, typed, interaction.locale)
            if action_id is None:
                return await self._list_matches(interaction, row, game, state, seat, typed)
        else:  # picked from the list: its own id, judged on the position it was offered in
            action_id = typed
        try:
            update = await self.tables.play(row.channel, seat, action_id, prompt_version=version,
                                            sent=sent(interaction), found=row)
        except TableError as exc:
            raise TableError("stale_pick") if exc.code == "stale_prompt" else exc
        await confirm(interaction, confirmation(update, interaction.locale))

    @slash("undo", "Take back your last move, if it brought nothing new into the game")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.handlers.undo(interaction)

    def _resolve(self, row: TableRow, game: Game, state: State, seat: str, typed: str, locale) -> str | None:
        """The id of the one action `typed` names; None if it could mean several."""
        actions = game.legal_actions(state, seat)
        words = label_words(row, locale)
        found = matching.resolve(actions, lambda a: words.action(game.name, a), typed)
        if found.action is not None:
            return found.action.id
        if found.candidates and typed.strip() != MORE:
            return None
        raise TableError("keep_typing" if typed.strip() == MORE else "illegal_action", domain=row.game,
                         action=typed.strip()[:100])

    async def _list_matches(self, interaction, row, game, state, seat, typed) -> None:
        words = label_words(row, interaction.locale)
        found = matching.rank(game.legal_actions(state, seat), lambda a: words.action(game.name, a), typed)
        lines = [words("core.error.ambiguous", action=typed.strip()[:100], count=len(found))]
        for action in found[:MATCHES_SHOWN]:
            token = action.keys[0] if action.keys else action.id
            lines.append(f"• `{token}`: {words.action(game.name, action)}")
        if len(found) > MATCHES_SHOWN:
            lines.append(words("core.menu_more", count=len(found) - MATCHES_SHOWN))
        await reply(interaction, "⚠️ " + "\n".join(lines))

    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        seat = str(interaction.user.id)
        try:
            row = await self.tables.find(interaction.channel_id)
            game, state = self.tables.seated(row, seat)
        except TableError:
            return []
        words = label_words(row, interaction.locale)
        found = matching.rank(game.legal_actions(state, seat), lambda a: words.action(game.name, a), current)
        shown = found if len(found) <= AUTOCOMPLETE_LIMIT else found[:AUTOCOMPLETE_LIMIT - 1]
        choices = []
        for action in shown:
            name = words.action(game.name, action)
            if action.keys and action.keys[0].casefold() not in name.casefold():
                name = f"{action.keys[0]} · {name}"
            choices.append(app_commands.Choice(name=_fit(name), value=choice_value(action.id, row.version)))
        if len(found) > len(shown):
            choices.append(app_commands.Choice(name=_fit(words("core.keep_typing", count=len(found) - len(shown))),
                                               value=MORE))
        return choices

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A component none of ours takes (forged, or malformed) still gets an answer in time:
        the gate's while the bot stops, else that it is no component of ours."""
        if interaction.type == discord.InteractionType.component and not handled(interaction) \
                and await self.admit(interaction):
            await answer_failure(interaction, TableError("bad_component"))


def _fit(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
