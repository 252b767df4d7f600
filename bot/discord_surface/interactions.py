"""What slash commands and components both run: a move pressed or picked, the private
choices, a hand, a lobby change, a rematch, the legend and the log pages.

The services are passed in (the table service, the views that lay out our buttons, delivery,
the timers, the notices), so a command module and a button reach the same code without asking
the Bot object for anything. Every handler raises `TableError` for a refusal; the one
boundary (bot/speech/replies.py) words it for the person.
"""

from __future__ import annotations

import io
import re
import time
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import discord

from engine import registry
from engine.core import Action

from ..speech import logpages, menus
from ..speech import mine as mine_words
from ..service.awaited import ordered
from .. import workers
from ..service import takeback_rules
from ..speech.boards import board_file, legend_alt
from .components import new_view
from ..service.errors import TableError
from ..speech.lobbywords import lobby_text, started_text
from ..speech.notices import Notices
from ..speech.replies import committed, confirm, confirmation, error_words, reply, reply_error
from ..service.rows import TableRow
from ..service.tables import Tables, Update
from ..speech.serverwords import server_text
from ..text import Words, normalise_locale
from ..speech.wording import NO_PINGS_BUT_USERS, label_words, words_for

if TYPE_CHECKING:
    from .components import Views
    from ..speech.delivery import Delivery
    from ..timers import Timers

CHOSEN_AT = "@"            # between an action id and the version it was offered in
CHOSEN_IN = re.compile(r"(?P<action>.+)@(?P<version>\d{1,19})")
DOUBLE_TAP_SECONDS = 1.0   # a second press on the same message by the same person within this is a slip
NONE = discord.AllowedMentions.none()


def sent(interaction: discord.Interaction) -> int:
    """When the person sent it: Discord's own stamp on the interaction, its snowflake (ordered
    as sent, to the millisecond and within it), never compared with this machine's clock."""
    return interaction.id


def choice_value(action_id: str, version: int) -> str:
    """An autocomplete value: the action and the table version it was offered in, so a retried
    /move is refused once that position is gone (`CHOSEN_IN` reads it back)."""
    value = f"{action_id}{CHOSEN_AT}{version}"
    return value if len(value) <= 100 else action_id


def chosen_in(typed: str) -> tuple[str, int | None]:
    """What was typed, and the version it was picked in (None: typed by hand, the current one)."""
    found = CHOSEN_IN.fullmatch(typed.strip())
    return (found["action"], int(found["version"])) if found else (typed, None)


def yours(words: Words, count: int) -> str:
    """The private menu's first line: the reader's own decision, addressed to them."""
    return words("core.menu_you", count=count)


def manages(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions and interaction.permissions.manage_guild)


def private_press(interaction: discord.Interaction) -> bool:
    """A press on a private message of the presser's (only they see it: it may be edited for them)."""
    return (interaction.type == discord.InteractionType.component and interaction.message is not None
            and interaction.message.flags.ephemeral)


Launch = Callable[[discord.Interaction], Awaitable[Any]]


async def open_activity(interaction: discord.Interaction) -> None:
    """Answer a press by opening the app's Activity (the live board) where it was pressed."""
    await interaction.response.launch_activity()


class Handlers:
    """Built last, on every service the presses and commands use (bot/app.py composes them)."""

    def __init__(self, tables: Tables, views: "Views", delivery: "Delivery", timers: "Timers",
                 notices: Notices, launch: Launch = open_activity) -> None:
        self.tables, self.views = tables, views
        self.delivery, self.timers, self.notices = delivery, timers, notices
        self.launch = launch  # how a press opens the live board (SimCord refuses that answer: tests swap it)
        self._last_press: dict[tuple[int, int], float] = {}

    # --- moves ---------------------------------------------------------------------------
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
        the table as the press read it already (carried to the move, not read again)."""
        if self._double_tap(interaction):
            raise TableError("double_tap")
        await interaction.response.defer()
        row = row or await self.tables.reader.table(table_id)
        seat = str(interaction.user.id)
        try:
            if row is None or row.status != "running":
                raise TableError("not_running")
            self.delivery.pressed(interaction)
            update = await self.tables.play(row.channel, seat, action_id, prompt_version=version,
                                            sent=sent(interaction), origin=interaction.id, found=row)
        except TableError as exc:
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
        text = yours(words, len(actions))
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
        lines = [yours(words, len(game.legal_actions(state, seat)))]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        await interaction.followup.send("\n".join(lines)[:2000], view=view, ephemeral=True,
                                        file=await board_file(game, state, row, seat, locale=interaction.locale))

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

    # --- taking moves back -----------------------------------------------------------------
    async def undo(self, interaction: discord.Interaction) -> None:
        """`/game undo`: your move taken back at once, or a request to the others with Allow and
        Refuse (posted once it is stored), or the reason it cannot be."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        due = self.timers.now() + takeback_rules.ASK_SECONDS
        result = await self.tables.takebacks.undo(interaction.channel_id, str(interaction.user.id), due=due,
                                        sent=sent(interaction))
        row = result.row if isinstance(result, Update) else await self.tables.reader.table(result["table"])
        words = words_for(row, interaction.locale)
        if isinstance(result, Update):
            taken = result.events[0].params
            text = words("core.undo.done", count=taken["count"], first=taken["first"], last=taken["last"])
            if result.undelivered:
                text += "\n" + words("core.undelivered", reason=result.undelivered)
            return await confirm(interaction, text)
        asked = words("core.undo.asked", count=len(result["asked"]))
        committed(interaction, asked)
        self.timers.wake(due)
        await self.delivery.awake(row)
        message = await self.delivery.channel(row).send(
            self._request_text(row, result), view=self.views.undo_view(row.id, result["version"], words_for(row)),
            allowed_mentions=NO_PINGS_BUT_USERS)
        await self.tables.takebacks.undo_posted(row.id, message.id)
        await confirm(interaction, asked)

    def _request_text(self, row: TableRow, request: dict[str, Any]) -> str:
        words = words_for(row)
        text = words("core.undo.request", seat=request["by"], count=request["count"],
                     first=row.move_number(request["first"]), last=row.move_number(request["last"]),
                     asked_seats=request["asked"], minutes=int(takeback_rules.ASK_SECONDS // 60))
        if request["allowed"]:
            text += "\n" + words("core.undo.allowed_by", seats=request["allowed"])
        return text

    async def answer_undo(self, interaction: discord.Interaction, table_id: int, version: int, allow: bool) -> None:
        """Allow or Refuse under a request: the request's message says how it stands, or ends."""
        await interaction.response.defer()
        outcome, request, update = await self.tables.takebacks.answer_undo(table_id, str(interaction.user.id), version, allow)
        row = update.row if update is not None else await self.tables.reader.table(table_id)
        words = words_for(row)
        if outcome == "waiting":
            text, view = self._request_text(row, request), self.views.undo_view(table_id, version, words)
        elif outcome == "refused":
            text, view = words("core.undo.refused", seat=request["by"], by=request["refused"], count=request["count"]), None
        elif outcome == "ended":
            text, view = words("core.undo.ended", seat=request["by"], count=request["count"]), None
        else:
            text, view = words("core.undo.allowed", seat=request["by"], count=request["count"]), None
        committed(interaction, words_for(row, interaction.locale)(f"core.undo.answered_{outcome}"))
        await interaction.edit_original_response(content=text, view=view, allowed_mentions=NONE)

    # --- the lobby -------------------------------------------------------------------------
    async def _apply_lobby(self, interaction: discord.Interaction, op: str, channel: int,
                           level: str = "normal") -> tuple[TableRow, str | None]:
        """The change at the table playing in `channel`, and a warning for the person (worded), if
        any: the start's announcement failed, or a rematch everyone is back for could not start."""
        user = str(interaction.user.id)
        if op == "join":
            row = await self.tables.join(channel, user, interaction.user.display_name)
            row, _, held = await self.tables.start_if_complete(row)  # a rematch starts once all are back
            return row, self._held(interaction, row, held)
        if op == "leave":
            return await self.tables.leave(channel, user), None
        if op == "ai":
            return await self.tables.add_ai(channel, user, level), None
        update = await self.tables.start(channel, user)
        if update.undelivered:
            return update.row, words_for(update.row, interaction.locale)("core.lobby.start_undelivered",
                                                                         reason=update.undelivered)
        return update.row, None

    async def lobby_command(self, interaction: discord.Interaction, op: str, level: str = "normal") -> None:
        """A lobby command: answered privately, then the table's lobby message refreshed."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        before = await self.tables.find(interaction.channel_id)
        try:
            row, warning = await self._apply_lobby(interaction, op, before.channel if before else
                                                   interaction.channel_id, level)
        except TableError as exc:
            return await self._retried(interaction, exc, op, before)
        words = words_for(row, interaction.locale)
        if op == "leave" and before is not None and before.status == "running":
            await confirm(interaction, words("core.conceded_done"))
            await self.say(row, "core.conceded", seat=str(interaction.user.id))
            return
        if warning:
            await confirm(interaction, "⚠️ " + warning)
        else:
            await confirm(interaction, words(f"core.lobby.done_{op}"))
        await self.after_lobby_change(before, row)

    async def lobby_press(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        """A lobby button: the same change as the command, the lobby message edited in place."""
        row = await self.tables.reader.table(table_id)
        if row is None:
            raise TableError("no_table")
        if row.status != "lobby":
            return await self._retried(interaction, TableError("already_started"), op, row)
        before = row
        if op in ("start", "join"):
            await interaction.response.defer()  # either may start the game: that takes a moment
        try:
            row, warning = await self._apply_lobby(interaction, op, row.channel)
        except TableError as exc:
            return await self._retried(interaction, exc, op, before)
        committed(interaction, words_for(row, interaction.locale)(f"core.lobby.done_{op}"))
        if warning:
            await confirm(interaction, "⚠️ " + warning)
        if row.status != "lobby" or interaction.response.is_done():
            if not interaction.response.is_done():
                await interaction.response.defer()  # the message is edited below, not through this click
            await self.after_lobby_change(before, row)
        else:
            words = words_for(row)
            await interaction.response.edit_message(view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                                                    allowed_mentions=NO_PINGS_BUT_USERS)
            if row.host != before.host:
                await self.say(row, "core.lobby.new_host", seat=row.host)

    async def _retried(self, interaction: discord.Interaction, exc: TableError, op: str,
                       before: TableRow | None) -> None:
        """A lobby request refused because its own change is done already (a retry after a lost
        answer: a second Join, a second Start by the host) is told it is done; else the refusal."""
        user = str(interaction.user.id)
        done = before is not None and (
            (op == "join" and exc.code == "already_seated")
            or (op == "start" and exc.code == "already_started" and before.host == user
                and before.status == "running"))
        if not done:
            raise exc
        await confirm(interaction, words_for(before, interaction.locale)(f"core.lobby.done_{op}"))

    async def after_lobby_change(self, before: TableRow | None, row: TableRow) -> None:
        """The lobby message follows the lobby: edited, or closed once it started or emptied."""
        if before is None or before.status != "lobby":
            return
        if row.status == "running":
            await self.notices.close_lobby_message(row, started_text(row), before.prompt_message)
        elif row.status == "abandoned":
            title = registry.get(row.game).title
            await self.notices.close_lobby_message(row, words_for(row)("core.lobby.closed", game=title),
                                                   before.prompt_message)
            await self.say(row, "core.lobby.emptied", game=title)
        elif row.prompt_message:
            words = words_for(row)
            try:
                await self.delivery.holding(row, row.prompt_message).get_partial_message(row.prompt_message).edit(
                    view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                    allowed_mentions=NO_PINGS_BUT_USERS)
            except discord.HTTPException:
                pass
            if row.host != before.host:
                await self.say(row, "core.lobby.new_host", seat=row.host)

    async def say(self, row: TableRow, key: str, **params: Any) -> None:
        """A short public line in the table's channel."""
        await self.delivery.say(row, words_for(row)(key, **params), NO_PINGS_BUT_USERS)

    # --- after the game ----------------------------------------------------------------------
    def _held(self, interaction: discord.Interaction, row: TableRow, held: TableError | None) -> str | None:
        """Why a rematch lobby everyone is back at did not start (a server limit), for the person."""
        if held is None:
            return None
        return words_for(row, interaction.locale)("core.lobby.rematch_held", reason=error_words(held, row, interaction.locale))

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lobby = await self.tables.reader.playing_in(interaction.channel_id)  # a rematch lobby already open?
        row, started, held = await self.tables.rematch(table_id, str(interaction.user.id),
                                                       interaction.user.display_name)
        mine = words_for(row, interaction.locale)
        if started:
            committed(interaction, mine("core.lobby.done_start"))
            if lobby is not None:
                await self.notices.close_lobby_message(row, started_text(row), lobby.prompt_message)
            await confirm(interaction, mine("core.lobby.done_start"))
            return
        held = self._held(interaction, row, held)
        await confirm(interaction, mine("core.lobby.done_join") + ("\n⚠️ " + held if held else ""))
        if row.prompt_message:  # the rematch lobby exists already: refresh it
            await self.after_lobby_change(row, row)
            return
        words = words_for(row)
        message = await self.delivery.channel(row).send(view=self.views.lobby_layout(row, words, lobby_text(words, row)),
                                                        allowed_mentions=NO_PINGS_BUT_USERS)
        await self.tables.said.set_announced(row.id, row.version, message.id)
        await self.timers.lobby_opened(row)

    # --- a person leaves this server's records ---------------------------------------------------
    async def forget(self, interaction: discord.Interaction) -> None:
        """"Forget me", pressed by the person who asked: done, and the private question says so."""
        count = await self.tables.forgetting.forget(interaction.guild_id, str(interaction.user.id))
        text = Words(interaction.locale)("core.forget.done", count=count)
        committed(interaction, text)
        await interaction.response.edit_message(content=text, view=None)

    # --- the server's settings --------------------------------------------------------------------
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

    # --- looking at a table --------------------------------------------------------------------
    async def show_log(self, interaction: discord.Interaction, table_id: int, page: int | None,
                       row: TableRow | None = None) -> None:
        """A page of the log (default: the newest); Older/Newer edit the same private message."""
        row = row or await self.tables.reader.table(table_id)
        if row is None:
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        lines = [logpages.move_line(words, row, move) for move in await self.tables.reader.moves(row.id)]
        pages = logpages.paginate(lines) or [words("core.log_empty")]
        page = len(pages) - 1 if page is None else max(0, min(page, len(pages) - 1))
        text = pages[page]
        if len(pages) > 1:
            text += "\n" + words("core.log_page", page=page + 1, pages=len(pages))
        view = self.views.log_view(row, words, page, len(pages)) or discord.utils.MISSING
        if page is not None and private_press(interaction):
            await interaction.response.edit_message(content=text, view=view, allowed_mentions=NONE)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True, allowed_mentions=NONE)

    async def show_mine(self, interaction: discord.Interaction, page: int | None = None) -> None:
        """A page of every table the person sits at (default: the first); Older/Newer edit the same
        private message. Read from the database; servers' names from the client's cache."""
        sittings = ordered(await self.tables.reader.seated(str(interaction.user.id)), interaction.guild_id)

        def server_name(guild_id: int) -> str | None:
            guild = interaction.client.get_guild(guild_id)
            return discord.utils.escape_markdown(guild.name) if guild is not None else None

        pages = mine_words.pages(sittings, interaction.locale, interaction.guild_id, server_name)
        shown = max(0, min(page or 0, len(pages) - 1))
        view = self.views.mine_view(interaction.user.id, Words(interaction.locale), shown, len(pages))
        view = view or discord.utils.MISSING
        if page is not None and private_press(interaction):
            await interaction.response.edit_message(content=pages[shown], view=view, allowed_mentions=NONE)
        else:
            await interaction.response.send_message(pages[shown], view=view, ephemeral=True, allowed_mentions=NONE)

    async def launch_live(self, interaction: discord.Interaction, table_id: int) -> None:
        """"Live board" under the board: the Activity opens in this channel (the table's thread) for
        the presser, and finds this table there. Discord refusing it (Activities off for the app,
        no voice or launch permission) is told to the presser in their words."""
        try:
            await self.launch(interaction)
        except discord.HTTPException as exc:
            raise TableError("live_board_refused", reason=exc.text or str(exc.status)) from None

    async def show_legend(self, interaction: discord.Interaction, table_id: int) -> None:
        """The "?" under the board: the icons and what they mean, privately."""
        row = await self.tables.reader.table(table_id)
        words = Words(interaction.locale)
        if row is None:
            await reply(interaction, words("core.error.no_table"))
            return
        await send_legend(interaction, words, row.game)


async def send_whole(interaction: discord.Interaction, text: str, file: discord.File | None = None) -> None:
    """A long text privately, whole: cut between lines into messages of at most 2,000
    characters (the file, if any, rides with the first)."""
    for i, part in enumerate(logpages.paginate(text.split("\n"), limit=2000)):
        extra = {"file": file} if file is not None and i == 0 else {}
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(part, ephemeral=True, **extra)


async def send_legend(interaction: discord.Interaction, words: Words, game: str) -> None:
    """The legend image and its key in words: "1 — coin, 2 — …" (a game without one: its rules)."""
    drawn = await workers.legend(game)
    if drawn is None:
        await send_whole(interaction, words(f"{game}.rules", game))
        return
    png, names = drawn
    items = [words("core.legend_item", number=i, name=words(f"{game}.icon.{n}", game)) for i, n in enumerate(names, 1)]
    title = registry.get(game).title
    key = words("core.legend_header", game=title) + "\n" + "\n".join(items)
    await send_whole(interaction, key, discord.File(io.BytesIO(png), filename="legend.png",
                                                    description=legend_alt(words, title, items)))

