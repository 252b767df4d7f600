"""/move, and the clicks on turn prompts: every decision of every game goes through here."""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from engine.core import Action, Game, State

from .. import matching, menus
from ..components import action_items, fingerprint, handled, menu_select
from ..boards import board_file
from ..wording import label_words, words_for
from ..rows import TableRow
from ..tables import TableError, Update
from ..replies import answer_failure, committed, confirm, guarded, reply, reply_error

if TYPE_CHECKING:
    from ..app import TreasureTable

log = logging.getLogger(__name__)
AUTOCOMPLETE_LIMIT = 25
MORE = "\u2026"            # the value of the "N more, keep typing" line
MATCHES_SHOWN = 15
CHOSEN_AT = "@"            # between an action id and the version it was offered in
CHOSEN_IN = re.compile(r"(?P<action>.+)@(?P<version>\d{1,19})")
DOUBLE_TAP_SECONDS = 1.0   # a second press on the same message by the same person within this is a slip


class Play(commands.Cog):
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot
        self._last_press: dict[tuple[int, int], float] = {}

    # --- one guard -------------------------------------------------------------------
    def _seat(self, row: TableRow | None, seat: str, *, may_act: bool = True) -> tuple[Game, State]:
        """The table's game and state for a seated player (who may act now, if asked); else TableError."""
        if row is None:
            raise TableError("no_table")
        if row.status != "running" or row.state is None:
            raise TableError("not_running")
        if seat not in row.seats:
            raise TableError("not_seated")
        game, state = self.bot.tables.state_of(row)
        if may_act and seat not in game.may_act(state):
            raise TableError("not_your_turn", domain=row.game)
        return game, state

    def _confirmation(self, update: Update, locale) -> str:
        words = label_words(update.row, locale)
        text = words("core.chosen", action=words.action(update.game.name, update.action)) if update.action \
            else words("core.done")
        if update.undelivered:
            text += "\n" + words("core.undelivered", reason=update.undelivered)
        return text

    # --- /move ---------------------------------------------------------------------
    @app_commands.command(name="move", description="Make your move at this channel's table")
    @app_commands.describe(action="Your move: start typing to see every legal choice")
    @app_commands.guild_only()
    @guarded
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = str(interaction.user.id)
        row = await self.bot.tables.find(interaction.channel_id)
        typed, version = chosen_in(action)
        if row is not None:
            stale = await self.bot.tables.stale_choice(row, seat, typed, version)
            if stale is not None:  # checked first: a retry after a lost answer is told it was played
                raise TableError("stale_pick") if stale.code == "stale_prompt" else stale
        game, state = self._seat(row, seat)
        action_id = self._resolve(row, game, state, seat, typed, interaction.locale)
        if action_id is None:
            return await self._list_matches(interaction, row, game, state, seat, typed)
        update = await self.bot.tables.play(row.channel, seat, action_id, prompt_version=version)
        await confirm(interaction, self._confirmation(update, interaction.locale))

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

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        seat = str(interaction.user.id)
        try:
            row = await self.bot.tables.find(interaction.channel_id)
            game, state = self._seat(row, seat)
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

    # --- clicks ------------------------------------------------------------------------
    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A component none of ours takes (forged, or malformed) still gets an answer in time."""
        if interaction.type == discord.InteractionType.component and not handled(interaction):
            await answer_failure(interaction, TableError("bad_component"))

    def _double_tap(self, interaction: discord.Interaction) -> bool:
        """A second press on the same message by the same person within a second: a slip of
        the finger on a message that was just edited under it, not a second decision."""
        if interaction.message is None:
            return False
        now = time.monotonic()
        key = (interaction.message.id, interaction.user.id)
        last = self._last_press.get(key)
        self._last_press = {k: t for k, t in self._last_press.items() if now - t < DOUBLE_TAP_SECONDS}
        self._last_press[key] = now
        return last is not None and now - last < DOUBLE_TAP_SECONDS

    async def press(self, interaction: discord.Interaction, table_id: int, version: int, action_id: str) -> None:
        """A button on a prompt: the same move as /move, guarded against double clicks."""
        if self._double_tap(interaction):
            raise TableError("double_tap")
        await interaction.response.defer()
        row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        try:
            if row is None or row.status != "running":
                raise TableError("not_running")
            update = await self.bot.tables.play(row.channel, seat, action_id, prompt_version=version,
                                                origin=interaction)
        except TableError as exc:
            await reply_error(interaction, exc, row=row)
            if exc.code in ("stale_prompt", "already_played") and interaction.message is not None \
                    and row is not None and interaction.message.id != row.prompt_message \
                    and not interaction.message.flags.ephemeral:
                await _drop_buttons(interaction)
            return
        text = self._confirmation(update, interaction.locale)
        committed(interaction, text)
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.edit_original_response(content=text, view=None, attachments=[])
        elif update.undelivered:
            await confirm(interaction, text)

    async def pick(self, interaction: discord.Interaction, table_id: int, version: int, mark: str,
                   path: tuple[int, ...]) -> None:
        """A choice in a menu: the next level privately, or the move once the path ends on one."""
        row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        game, state = self._seat(row, seat)
        actions = game.legal_actions(state, seat)
        if fingerprint(actions) != mark or await self.bot.store.moved_since(row.id, seat, version):
            raise TableError("stale_prompt")
        try:
            reached = menus.walk(actions, path)
        except IndexError:
            raise TableError("stale_prompt") from None
        if isinstance(reached, Action):
            await self.press(interaction, table_id, version, reached.id)
            return
        words = label_words(row, interaction.locale)
        view = discord.ui.View(timeout=None)
        view.add_item(menu_select(row, game, actions, words, path))
        text = _yours(words, len(actions))
        if interaction.message is not None and interaction.message.flags.ephemeral:
            # one private menu: each level replaces the one before it, the board stays on it
            await interaction.response.edit_message(content=text, view=view)
        else:  # the first level sits on the public turn message: the next opens privately
            await interaction.response.send_message(text, view=view, ephemeral=True)

    async def open_choices(self, interaction: discord.Interaction, table_id: int) -> None:
        """Someone's private menu, for simultaneous, secret or optional choices: what they
        must decide, in the second person, with the board as they see it."""
        row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        game, state = self._seat(row, seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        words = label_words(row, interaction.locale)
        view = discord.ui.View(timeout=None)
        for item in action_items(row, game, state, seat, words):
            view.add_item(item)
        lines = [_yours(words, len(game.legal_actions(state, seat)))]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send("\n".join(lines)[:2000], view=view, ephemeral=True,
                                        file=await board_file(game, state, row, seat))

    async def show_hand(self, interaction: discord.Interaction, table_id: int | None = None) -> None:
        """A seated player's private view: their summary lines and their own board."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if table_id is None:
            row = await self.bot.tables.find(interaction.channel_id)
        else:
            row = await self.bot.store.table(table_id)
        seat = str(interaction.user.id)
        game, state = self._seat(row, seat, may_act=False)
        if seat in row.dm_closed:  # they came to look: try DMs again next time
            await self.bot.store.set_dm_closed(row.id, [s for s in row.dm_closed if s != seat])
        words = words_for(row, interaction.locale)
        lines = [words("core.hand_header", game=game.title)]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send(
            "\n".join(lines)[:2000], file=await board_file(game, state, row, seat), ephemeral=True
        )


def choice_value(action_id: str, version: int) -> str:
    """An autocomplete value: the action and the table version it was offered in, so a retried
    /move is refused once that position is gone (`CHOSEN_IN` reads it back)."""
    value = f"{action_id}{CHOSEN_AT}{version}"
    return value if len(value) <= 100 else action_id


def chosen_in(typed: str) -> tuple[str, int | None]:
    """What was typed, and the version it was picked in (None: typed by hand, the current one)."""
    found = CHOSEN_IN.fullmatch(typed.strip())
    return (found["action"], int(found["version"])) if found else (typed, None)


def _yours(words, count: int) -> str:
    """The private menu's first line: the reader's own decision, addressed to them."""
    return words("core.menu_you", count=count)


def _fit(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def _drop_buttons(interaction: discord.Interaction) -> None:
    """An old prompt someone pressed: take its buttons off through that press (free)."""
    try:
        await interaction.edit_original_response(view=None)
    except discord.HTTPException:
        pass

