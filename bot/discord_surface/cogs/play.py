"""Playing: /move typed, the moves pressed and picked on the turn message, the private
choices, and a seat's own view (/game hand, "My view"). Every decision of every game can be
typed, whatever the buttons offer."""

from __future__ import annotations

import logging
import re
import time

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from engine.core import Action, Game, State

from .. import matching
from ..components import Views, handled, new_view
from ...service.errors import TableError
from ..interactions import Admit, sent
from ...speech import menus
from ...speech.boards import board_file
from ...speech.hints import hint_text
from ..posting.replies import answer_failure, committed, confirm, reply, reply_error
from ...speech.replies import confirmation
from ...service.rows import TableRow
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...text import Words
from ...speech.wording import label_words, words_for

if TYPE_CHECKING:
    from ..posting.delivery import Delivery

log = logging.getLogger(__name__)
AUTOCOMPLETE_LIMIT = 25
MORE = "\u2026"            # the value of the "N more, keep typing" line
MATCHES_SHOWN = 15
CHOSEN_AT = "@"            # between an action id and the version it was offered in
CHOSEN_IN = re.compile(r"(?P<action>.+)@(?P<version>\d{1,19})")
DOUBLE_TAP_SECONDS = 1.0   # a second press on the same message by the same person within this is a slip
__all__ = ["Play", "choice_value"]


def choice_value(action_id: str, version: int) -> str:
    """An autocomplete value: the action and the table version it was offered in, so a retried
    /move is refused once that position is gone (`CHOSEN_IN` reads it back)."""
    value = f"{action_id}{CHOSEN_AT}{version}"
    return value if len(value) <= 100 else action_id


def chosen_in(typed: str) -> tuple[str, int | None]:
    """What was typed, and the version it was picked in (None: typed by hand, the current one)."""
    found = CHOSEN_IN.fullmatch(typed.strip())
    return (found["action"], int(found["version"])) if found else (typed, None)


def yours(words: Words) -> str:
    """The private menu's first line: the reader's own decision, addressed to them (the count is
    the select's own: one count)."""
    return words("core.menu_you")


class _Several(Exception):
    """What was typed names several moves: they are listed, nothing is played."""

    def __init__(self, row: TableRow, game: Game, state: State) -> None:
        super().__init__()
        self.row, self.game, self.state = row, game, state


class Play(TableCog):
    def __init__(self, tree, tables: Tables, views: Views, delivery: "Delivery", admit: Admit) -> None:
        super().__init__(tree, tables)
        self.views, self.delivery, self.admit = views, delivery, admit
        self._last_press: dict[tuple[int, int], float] = {}

    @slash("move", "Make your move at this channel's table",
           top=True,
           describe={"action": "Your move: start typing to see every legal choice"},
           autocomplete={"action": "move_autocomplete"})
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = str(interaction.user.id)
        typed, version = chosen_in(action)
        resolve = None
        if version is None:  # typed by hand: what it names, in the position under the table's lock

            def resolve(row: TableRow, game: Game, state: State) -> str:
                action_id = self._resolve(row, game, state, seat, typed, interaction.locale)
                if action_id is None:
                    raise _Several(row, game, state)
                return action_id
        # else picked from the list: its own id, judged on the position it was offered in
        try:
            update = await self.tables.play(interaction.channel_id, seat, typed, resolve=resolve,
                                            prompt_version=version, sent=sent(interaction))
        except _Several as several:
            return await self._list_matches(interaction, several.row, several.game, several.state, seat, typed)
        except TableError as exc:
            raise TableError("stale_pick") if exc.code == "stale_prompt" else exc
        await confirm(interaction, confirmation(update, interaction.locale))

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

    # --- the turn message's buttons and menus, and a seat's own view -----------------------------
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

    async def press(self, interaction: discord.Interaction, table_id: int, version: int, action_id: str,
                    row: TableRow | None = None) -> None:
        """A button on a prompt: the same move as /move, guarded against double clicks. `row`:
        the table as the press read it already (carried to the move, not read again); None when
        its place, kept from its last move, was enough to check the press."""
        if self._double_tap(interaction):
            raise TableError("double_tap")
        await interaction.response.defer()
        seat = str(interaction.user.id)
        try:
            if row is not None and row.status != "running":
                raise TableError("not_running")
            self.delivery.pressed(interaction)
            update = await self.tables.play(None, seat, action_id, table_id=table_id, prompt_version=version,
                                            sent=sent(interaction), origin=interaction.id, found=row)
        except TableError as exc:
            row = row or await self.tables.reader.table(table_id)  # checked on its kept place: read to say why
            await reply_error(interaction, exc, row=row)
            if exc.code in ("stale_prompt", "already_played") and interaction.message is not None \
                    and row is not None and interaction.message.id != row.prompt_message \
                    and not interaction.message.flags.ephemeral:
                await self._drop_buttons(interaction)
            return
        text = confirmation(update, interaction.locale)
        committed(interaction, text)
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.edit_original_response(content=text, view=None, attachments=[])
        elif update.undelivered:
            await confirm(interaction, text)

    async def _drop_buttons(self, interaction: discord.Interaction) -> None:
        """An old prompt someone pressed: take its buttons off through that press (free)."""
        try:
            await self.delivery.spend(interaction.message.id, interaction.edit_original_response, interaction.message)
        except discord.HTTPException:
            pass

    async def pick(self, interaction: discord.Interaction, table_id: int, version: int, mark: str,
                   path: tuple[int, ...], row: TableRow | None = None) -> None:
        """A choice in a menu: the next level privately, or the move once the path ends on one."""
        row = row or await self.tables.reader.table(table_id)
        seat = str(interaction.user.id)
        game, state = self.tables.seated(row, seat)
        actions = game.legal_actions(state, seat)
        if self.views.fingerprint(actions) != mark or await self.tables.reader.moved_since(row.id, seat, version):
            raise TableError("stale_prompt")
        try:
            reached = menus.walk(actions, path)
        except IndexError:
            raise TableError("stale_prompt") from None
        if isinstance(reached, Action):
            await self.press(interaction, table_id, version, reached.id, row)
            return
        words = label_words(row, interaction.locale)
        view = new_view()
        view.add_item(self.views.menu_select(row, game, actions, words, path))
        if path:  # a level below the first: back up one, and say where we are
            view.add_item(self.views.menu_back(row, actions, path, words))
        text = "\n".join(filter(None, [yours(words), self.views.menu_trail(game, actions, words, path)]))
        if interaction.message is not None and interaction.message.flags.ephemeral:
            # one private menu: each level replaces the one before it, the board stays on it
            await interaction.response.edit_message(content=text, view=view)
        else:  # the first level sits on the public turn message: the next opens privately
            await interaction.response.send_message(text, view=view, ephemeral=True)

    async def open_choices(self, interaction: discord.Interaction, table_id: int) -> None:
        """Someone's private menu, for simultaneous, secret or optional choices: what they
        must decide, in the second person, with the board as they see it."""
        row = await self.tables.reader.table(table_id)
        seat = str(interaction.user.id)
        game, state = self.tables.seated(row, seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        words = label_words(row, interaction.locale)
        view = new_view()
        for item in self.views.action_items(row, game, state, seat, words):
            view.add_item(item)
        lines = [yours(words)]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send("\n".join(lines)[:2000], view=view, ephemeral=True,
                                        file=await board_file(game, state, row, seat, locale=interaction.locale))

    @slash("hand", "Privately: your hand, secret cards and what you know")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.show_hand(interaction)

    async def show_hand(self, interaction: discord.Interaction, table_id: int | None = None) -> None:
        """A seated player's private view: their summary lines and their own board."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if table_id is None:
            row = await self.tables.find(interaction.channel_id)
        else:
            row = await self.tables.reader.table(table_id)
        seat = str(interaction.user.id)
        game, state = self.tables.seated(row, seat, may_act=False)
        if seat in row.dm_closed:  # they came to look: try DMs again next time
            await self.tables.said.dms_closed(row.id, [s for s in row.dm_closed if s != seat])
        words = words_for(row, interaction.locale)
        lines = [words("core.hand_header", game=game.title)]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send(
            "\n".join(lines)[:2000], file=await board_file(game, state, row, seat, locale=interaction.locale),
            ephemeral=True
        )

    @slash("hint", "Privately: the hard AI's best moves for you now (the table is then unrated)")
    async def hint(self, interaction: discord.Interaction) -> None:
        await self.give_hint(interaction)

    async def hint_press(self, interaction: discord.Interaction, table_id: int, row: TableRow | None = None) -> None:
        """"💡 Hint" on a turn message or a DM prompt: the same answer as `/game hint`. `row`: the
        table as the press read it already (None: checked on its kept place, read here)."""
        await self.give_hint(interaction, table_id, row)

    async def give_hint(self, interaction: discord.Interaction, table_id: int | None = None,
                        row: TableRow | None = None) -> None:
        """Up to three moves the hard AI would weigh for you, thought out from your view alone,
        each a button that plays it; the first hint taken at a table makes it unrated (the service
        has the channel told: `Delivery.hint_taken`). `table_id`: the pressed button's table (None: the channel's)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = str(interaction.user.id)
        if table_id is not None and row is None:
            row = await self.tables.reader.table(table_id)
        if table_id is not None and row is None:
            raise TableError("no_table")
        hint = await self.tables.hints.hint(interaction.channel_id, seat, row=row)
        words = label_words(hint.row, interaction.locale)
        actions = hint.game.legal_actions(hint.state, seat)
        text = hint_text(words, hint.game, actions, hint.found)
        view = self.views.hint_view(hint.row, hint.game, actions, [m["action"] for m in hint.found["moves"]], words)
        await interaction.followup.send(text[:2000], ephemeral=True, **({"view": view} if view else {}))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A component none of ours takes (forged, or malformed) still gets an answer in time:
        the gate's while the bot stops, else that it is no component of ours."""
        if interaction.type == discord.InteractionType.component and not handled(interaction) \
                and await self.admit(interaction):
            await answer_failure(interaction, TableError("bad_component"))


def _fit(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
