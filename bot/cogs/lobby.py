"""/game …: open a table, take seats, start, look at it, end it."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine import registry

from .. import logpages, rendering
from .. import options as table_options
from ..components import lobby_view, log_view
from ..boards import board_file
from ..notices import close_lobby_message
from ..wording import NO_PINGS_BUT_USERS, outcome_text, phase_line, words_for
from ..db import IntegrityError
from ..rows import TableRow
from ..errors import DamagedTable
from ..tables import TableError, is_ai
from ..text import Words, normalise_locale
from ..replies import committed, confirm, guarded, reply

if TYPE_CHECKING:
    from ..app import TreasureTable

NEEDED = ("send_messages", "attach_files", "embed_links")
THREAD_NAME_LIMIT = 100  # Discord's longest thread name
log = logging.getLogger(__name__)


def game_named(text: str | None) -> str:
    """A registry name from what a person typed: the name or the title, any case or spacing."""
    typed = "".join((text or "").split()).casefold()
    for name in registry.names():
        if typed in (name.casefold(), "".join(registry.get(name).title.split()).casefold()):
            return name
    raise TableError("unknown_game", game=(text or "").strip()[:100])


def game_choices(current: str) -> list[app_commands.Choice[str]]:
    """The games whose name or title holds what is typed (a command's `game` option)."""
    needle = current.lower()
    choices = []
    for name in registry.names():
        title = registry.get(name).title
        if needle in name or needle in title.lower():
            choices.append(app_commands.Choice(name=title, value=name))
    return choices[:25]


def lobby_text(words: Words, row: TableRow) -> str:
    game = registry.get(row.game)
    text = words("core.lobby.text", game=game.title, host_seat=row.host, seats=row.seats,
                 count=len(row.seats), min=game.min_players, max=game.max_players)
    missing = [s for s in row.rematch if s not in row.seats]
    if missing:
        text += "\n" + words("core.lobby.rematch", seats=missing)
    return text + _thread_link(words, row)


def started_text(row: TableRow) -> str:
    words = words_for(row)
    return words("core.lobby.started", game=registry.get(row.game).title, seats=row.seats) + _thread_link(words, row)


def _thread_link(words: Words, row: TableRow) -> str:
    """A threaded table's lobby message points into its thread."""
    return "\n" + words("core.thread.link", thread=f"<#{row.channel}>") if row.parent and row.channel != row.parent else ""


def _threading(interaction: discord.Interaction, given: dict[str, Any]) -> tuple[bool, bool]:
    """(whether the table gets a thread, whether it wanted one and may not have it). A table
    opened inside a thread plays there; a channel without thread permissions plays as before."""
    if given.get("thread", True) is not True or not isinstance(interaction.channel, discord.TextChannel):
        return False, False
    perms = interaction.app_permissions
    allowed = perms.create_public_threads and perms.send_messages_in_threads
    return allowed, not allowed


def settings_text(words: Words, row: TableRow) -> str:
    lines = [words("core.settings.header", game=registry.get(row.game).title)]
    for name in table_options.LIVE:
        value = table_options.setting(row.options, name)
        shown = {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value
        lines.append(f"• `{name}={shown}` — " + words(f"core.option.{name}"))
    lines.append(words("core.settings.how"))
    return "\n".join(lines)


class Lobby(commands.Cog):
    game = app_commands.Group(name="game", description="Open, join and run a game table in this channel",
                              guild_only=True)

    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot

    @property
    def tables(self):
        return self.bot.tables

    # --- opening and seating -------------------------------------------------------
    @game.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(game="Which game", options="Optional rule options, e.g. governor_immediate_pick=yes")
    @guarded
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None) -> None:
        perms = interaction.app_permissions
        missing = [p for p in NEEDED if not getattr(perms, p)]
        if missing:
            raise TableError("missing_permissions", permissions=missing)
        name, given = game_named(game), table_options.parse(options)
        threaded, no_threads = _threading(interaction, given)
        if not threaded:
            given["thread"] = False  # what the table does, for its settings and the rules' closing line
        # A threaded table's channel is a stand-in (this interaction's id, no channel's) until its
        # thread exists: the row comes first, so the lobby's buttons name a stored table.
        try:
            row = await self.tables.open(
                guild=interaction.guild_id, channel=interaction.id if threaded else interaction.channel_id, game=name,
                host=str(interaction.user.id), name=interaction.user.display_name,
                locale=normalise_locale(interaction.guild_locale), options=given,
                parent=interaction.channel_id if threaded else None,
            )
        except TableError as exc:
            row = await self.bot.store.open_table(interaction.channel_id)
            if exc.code != "table_exists" or not _reopened(row, interaction, name):
                raise
        else:
            await self.bot.timers.lobby_opened(row)
        words = words_for(row)
        committed(interaction, words_for(row, interaction.locale)("core.lobby.done_open"))
        text = lobby_text(words, row)
        said = f"no_threads:{interaction.channel_id}"
        if no_threads and not await self.bot.store.get_meta(said):  # once per channel, not at every table
            text += "\n" + words("core.thread.not_allowed")
            await self.bot.store.set_meta(said, "said")
        await interaction.response.send_message(text, view=lobby_view(row, words), allowed_mentions=NO_PINGS_BUT_USERS)
        message = await interaction.original_response()
        if threaded:
            row = await self._open_thread(interaction, row, message)
        await self.bot.store.set_announced(row.id, row.version, message.id)

    async def _open_thread(self, interaction: discord.Interaction, row: TableRow, message: discord.Message) -> TableRow:
        """The lobby message starts the table's thread (which takes the message's id); the
        message then links to it. A refused thread leaves the table in the channel."""
        words = words_for(row)
        title = words("core.thread.name", game=registry.get(row.game).title, host=interaction.user.display_name)
        try:
            thread = await message.create_thread(name=title[:THREAD_NAME_LIMIT], auto_archive_duration=1440)
        except discord.HTTPException as exc:
            log.warning("table %s: no thread (%s); it plays in the channel", row.id, exc)
            thread = None
        try:
            await self.bot.store.set_thread(row.id, thread.id if thread else interaction.channel_id,
                                            interaction.channel_id if thread else None)
        except IntegrityError:  # no thread, and the channel has its own table already
            await self.bot.store.set_status(row.id, "abandoned")
            await close_lobby_message(self.bot, row, words("core.lobby.closed", game=registry.get(row.game).title),
                                      message.id)
            raise TableError("table_exists") from None
        row = await self.bot.store.table(row.id)
        try:
            await interaction.edit_original_response(content=lobby_text(words, row), view=lobby_view(row, words),
                                                     allowed_mentions=NO_PINGS_BUT_USERS)
        except discord.HTTPException:
            pass  # the thread is there and the lobby still works; only the link is missing
        return row

    @new.autocomplete("game")
    async def new_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return game_choices(current)

    @new.autocomplete("options")
    async def options_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Offer the chosen game's options, one `name=value` at a time, after what is typed."""
        try:
            game = registry.get(game_named(str(interaction.namespace.game or "")))
        except TableError:
            return []
        done, _, typing = current.rpartition(" ")
        taken = {part.partition("=")[0] for part in done.split()}
        words = Words(interaction.locale)
        choices = []
        for option in table_options.all_options(game):
            if option.name in taken:
                continue
            for value in option.choices:
                shown = {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value
                text = f"{option.name}={shown}"
                if typing and not text.startswith(typing):
                    continue
                default = words("core.option_default") if value == option.default else ""
                full = f"{done} {text}".strip()
                label = words.thing(value, "core", option.name) if isinstance(value, str) else ""
                label = f" · {label}" if label != value and label else ""  # e.g. language=uk · Українська
                choices.append(app_commands.Choice(name=f"{full}{label}{default}"[:100], value=full[:100]))
        return choices[:25]

    @game.command(name="join", description="Take a seat at this channel's table")
    @guarded
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "join")

    @game.command(name="leave", description="Give up your seat (during the game: concede, an AI plays on)")
    @guarded
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "leave")

    @game.command(name="add-ai", description="Host: fill a seat with an AI player")
    @guarded
    async def add_ai(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "ai")

    @game.command(name="start", description="Host: deal and start the game")
    @guarded
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "start")

    async def _apply_lobby(self, interaction: discord.Interaction, op: str,
                           channel: int | None) -> tuple[TableRow, str | None]:
        """The change at the table playing in `channel` (default: where the interaction is), and
        why its announcement failed (None: it was posted)."""
        user, channel = str(interaction.user.id), channel or interaction.channel_id
        if op == "join":
            row = await self.tables.join(channel, user, interaction.user.display_name)
            return (await self.tables.start_if_complete(row))[0], None  # a rematch starts once all are back
        if op == "leave":
            return await self.tables.leave(channel, user), None
        if op == "ai":
            return await self.tables.add_ai(channel, user), None
        update = await self.tables.start(channel, user)
        return update.row, update.undelivered

    async def _lobby_change(self, interaction: discord.Interaction, op: str) -> None:
        """A lobby command: answer privately, then refresh the table's lobby message."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        before = await self.tables.find(interaction.channel_id)
        try:
            row, undelivered = await self._apply_lobby(interaction, op, before.channel if before else None)
        except TableError as exc:
            return await _retried(interaction, exc, op, before)
        words = words_for(row, interaction.locale)
        if op == "leave" and before is not None and before.status == "running":
            await confirm(interaction, words("core.conceded_done"))
            await self._say(row, "core.conceded", seat=str(interaction.user.id))
            return
        if undelivered:
            await confirm(interaction, "⚠️ " + words("core.lobby.start_undelivered", reason=undelivered))
        else:
            await confirm(interaction, words(f"core.lobby.done_{op}"))
        await self._after_lobby_change(before, row)

    async def _after_lobby_change(self, before: TableRow | None, row: TableRow) -> None:
        """The lobby message follows the lobby: edited, or closed once it started or emptied."""
        if before is None or before.status != "lobby":
            return
        if row.status == "running":
            await close_lobby_message(self.bot, row, started_text(row), before.prompt_message)
        elif row.status == "abandoned":
            await self._close_abandoned(row, before.prompt_message)
        elif row.prompt_message:
            words = words_for(row)
            try:
                await self.bot.delivery.holding(row, row.prompt_message).get_partial_message(row.prompt_message).edit(
                    content=lobby_text(words, row), view=lobby_view(row, words), allowed_mentions=NO_PINGS_BUT_USERS)
            except discord.HTTPException:
                pass
            if row.host != before.host:
                await self._say(row, "core.lobby.new_host", seat=row.host)

    async def _close_abandoned(self, row: TableRow, message_id: int | None) -> None:
        title = registry.get(row.game).title
        await close_lobby_message(self.bot, row, words_for(row)("core.lobby.closed", game=title), message_id)
        await self._say(row, "core.lobby.emptied", game=title)

    async def _say(self, row: TableRow, key: str, **params: Any) -> None:
        """A short public line in the table's channel."""
        await self.bot.delivery.say(row, words_for(row)(key, **params), NO_PINGS_BUT_USERS)

    async def press(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        """A lobby button: same as the command, and the lobby message is edited in place."""
        row = await self.bot.store.table(table_id)
        if row is None:
            raise TableError("no_table")
        if row.status != "lobby":
            return await _retried(interaction, TableError("already_started"), op, row)
        before = row
        if op in ("start", "join"):
            await interaction.response.defer()  # either may start the game: that takes a moment
        try:
            row, undelivered = await self._apply_lobby(interaction, op, row.channel)
        except TableError as exc:
            return await _retried(interaction, exc, op, before)
        committed(interaction, words_for(row, interaction.locale)(f"core.lobby.done_{op}"))
        if undelivered:
            await confirm(interaction, "⚠️ " + words_for(row, interaction.locale)("core.lobby.start_undelivered",
                                                                                  reason=undelivered))
        if row.status != "lobby" or interaction.response.is_done():
            if not interaction.response.is_done():
                await interaction.response.defer()  # the message is edited below, not through this click
            await self._after_lobby_change(before, row)
        else:
            words = words_for(row)
            await interaction.response.edit_message(content=lobby_text(words, row), view=lobby_view(row, words),
                                                    allowed_mentions=NO_PINGS_BUT_USERS)
            if row.host != before.host:
                await self._say(row, "core.lobby.new_host", seat=row.host)

    # --- people come and go ---------------------------------------------------------------
    @game.command(name="kick", description="Host or Manage Server: free a lobby seat, or let an AI play it")
    @app_commands.describe(player="Whose seat (start typing a name)")
    @guarded
    async def kick(self, interaction: discord.Interaction, player: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        manager = bool(interaction.permissions and interaction.permissions.manage_guild)
        before = await self.tables.find(interaction.channel_id)
        seat = player.strip().removeprefix("<@").removesuffix(">").lstrip("!")
        row, what = await self.tables.kick(before.channel if before else interaction.channel_id, str(interaction.user.id), seat, manager=manager)
        await confirm(interaction, words_for(row, interaction.locale)(f"core.kick.done_{what}", seat=seat))
        if what == "ai":
            await self._say(row, "core.kick.announce_ai", seat=seat, by_seat=str(interaction.user.id))
        else:
            await self._after_lobby_change(before, row)

    @kick.autocomplete("player")
    async def kick_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            row = await self.tables.find(interaction.channel_id)
        except TableError:
            return []
        if row is None:
            return []
        needle = current.strip().lower()
        choices = []
        for seat in row.seats:
            name = row.names.get(seat, seat)
            if seat in row.ai_played or (row.status == "running" and is_ai(seat)):
                continue
            if needle in name.lower() or needle in seat:
                choices.append(app_commands.Choice(name=name[:100], value=seat))
        return choices[:25]

    @game.command(name="settings", description="Host: reminders and AI takeover for this table")
    @app_commands.describe(options="e.g. reminder=6 takeover=48 (hours; 0 is off). Empty: show them")
    @guarded
    async def settings(self, interaction: discord.Interaction, options: str | None = None) -> None:
        row = await self.tables.find(interaction.channel_id)
        if row is None:
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        if not options:
            await reply(interaction, settings_text(words, row))
            return
        manager = bool(interaction.permissions and interaction.permissions.manage_guild)
        if str(interaction.user.id) != row.host and not manager:
            raise TableError("host_only")
        changed = table_options.change(row.options, table_options.parse(options))
        await self.bot.store.set_options(row.id, changed)
        row.options = changed
        committed(interaction, settings_text(words, row))
        await self.bot.timers.reset(row)
        await confirm(interaction, settings_text(words, row))

    @settings.autocomplete("options")
    async def settings_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        done, _, typing = current.rpartition(" ")
        taken = {part.partition("=")[0] for part in done.split()}
        choices = []
        for option in table_options.PLATFORM:
            if option.name not in table_options.LIVE or option.name in taken:
                continue
            for value in option.choices:
                shown = {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value
                full = f"{done} {option.name}={shown}".strip()
                if not typing or f"{option.name}={shown}".startswith(typing):
                    choices.append(app_commands.Choice(name=full[:100], value=full[:100]))
        return choices[:25]

    # --- after the game -----------------------------------------------------------------------
    async def press_rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lobby = await self.bot.store.open_table(interaction.channel_id)  # a rematch lobby already open?
        row, started = await self.tables.rematch(table_id, str(interaction.user.id), interaction.user.display_name)
        words = words_for(row)
        if started:
            committed(interaction, words_for(row, interaction.locale)("core.lobby.done_start"))
            if lobby is not None:
                await close_lobby_message(self.bot, row, started_text(row), lobby.prompt_message)
            await confirm(interaction, words_for(row, interaction.locale)("core.lobby.done_start"))
            return
        await confirm(interaction, words_for(row, interaction.locale)("core.lobby.done_join"))
        if row.prompt_message:  # the rematch lobby exists already: refresh it
            await self._after_lobby_change(row, row)
            return
        message = await self.bot.delivery.channel(row).send(lobby_text(words, row), view=lobby_view(row, words),
                                                            allowed_mentions=NO_PINGS_BUT_USERS)
        await self.bot.store.set_announced(row.id, row.version, message.id)
        await self.bot.timers.lobby_opened(row)

    async def _shown_table(self, interaction: discord.Interaction) -> TableRow | None:
        """The channel's open table, else its last one (after the game, status, log and rules show it)."""
        return (await self.tables.find(interaction.channel_id)
                or await self.bot.store.latest_table(interaction.channel_id))

    # --- looking at the table ------------------------------------------------------------
    @game.command(name="status", description="Show the board and whose turn it is")
    @guarded
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self._shown_table(interaction)
        if row is None or row.state is None and row.status != "lobby":
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        if row.status == "lobby":
            await reply(interaction, lobby_text(words, row), allowed_mentions=discord.AllowedMentions.none())
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
        await interaction.followup.send(text[:2000], file=await board_file(game, state, row),
                                        ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    @game.command(name="hand", description="Privately: your hand, secret cards and what you know")
    @guarded
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.bot.play_cog.show_hand(interaction)

    @game.command(name="log", description="The last moves at this table (public events only)")
    @guarded
    async def log(self, interaction: discord.Interaction) -> None:
        row = await self._shown_table(interaction)
        if row is None:
            raise TableError("no_table")
        await self.show_log(interaction, row.id, None, row)

    async def show_log(self, interaction: discord.Interaction, table_id: int, page: int | None,
                       row: TableRow | None = None) -> None:
        """A page of the log (default: the newest); Older/Newer edit the same private message."""
        row = row or await self.bot.store.table(table_id)
        if row is None:
            raise TableError("no_table")
        words = words_for(row, interaction.locale)
        lines = [logpages.move_line(words, row, move) for move in await self.bot.store.moves(row.id)]
        pages = logpages.paginate(lines) or [words("core.log_empty")]
        page = len(pages) - 1 if page is None else max(0, min(page, len(pages) - 1))
        text = pages[page]
        if len(pages) > 1:
            text += "\n" + words("core.log_page", page=page + 1, pages=len(pages))
        view = log_view(row, words, page, len(pages)) or discord.utils.MISSING
        none = discord.AllowedMentions.none()
        if page is not None and interaction.type == discord.InteractionType.component:
            await interaction.response.edit_message(content=text, view=view, allowed_mentions=none)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True, allowed_mentions=none)

    @game.command(name="rules", description="The rules of this table's game, in short")
    @app_commands.describe(game="A game to read about (default: this channel's table)")
    @guarded
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        name = game
        if name is not None:
            name = game_named(name)
        if name is None:
            row = await self._shown_table(interaction)
            if row is None:
                raise TableError("rules_which")
            name = row.game
        words = Words(interaction.locale)
        await interaction.response.defer(ephemeral=True, thinking=True)
        # the platform's own option joins the game's in the closing line that names them
        await self._send_whole(interaction, words(f"{name}.rules", name) + " " + words("core.rules.platform"))
        await self._send_legend(interaction, words, name)

    @staticmethod
    async def _send_whole(interaction: discord.Interaction, text: str, file: discord.File | None = None) -> None:
        """A long text privately, whole: cut between lines into messages of at most 2,000
        characters (the file, if any, rides with the first)."""
        for i, part in enumerate(logpages.paginate(text.split("\n"), limit=2000)):
            extra = {"file": file} if file is not None and i == 0 else {}
            if interaction.response.is_done():
                await interaction.followup.send(part, ephemeral=True, **extra)
            else:
                await interaction.response.send_message(part, ephemeral=True, **extra)

    async def _send_legend(self, interaction: discord.Interaction, words: Words, game: str) -> None:
        """The legend image and its key in words: "1 — coin, 2 — …" (a game without one: its rules)."""
        drawn = await rendering.legend(game)
        if drawn is None:
            await self._send_whole(interaction, words(f"{game}.rules", game))
            return
        png, names = drawn
        items = [words("core.legend_item", number=i, name=words(f"{game}.icon.{n}", game)) for i, n in enumerate(names, 1)]
        key = words("core.legend_header", game=registry.get(game).title) + "\n" + "\n".join(items)
        await self._send_whole(interaction, key, discord.File(io.BytesIO(png), filename="legend.png"))

    async def show_legend(self, interaction: discord.Interaction, table_id: int) -> None:
        """The "?" under the board: the icons and what they mean, privately."""
        row = await self.bot.store.table(table_id)
        words = Words(interaction.locale)
        if row is None:
            await reply(interaction, words("core.error.no_table"))
            return
        await self._send_legend(interaction, words, row.game)

    @game.command(name="help", description="What this bot does and how to play with it")
    async def help(self, interaction: discord.Interaction) -> None:
        await reply(interaction, Words(interaction.locale)("core.help"))

    rules.autocomplete("game")(new_autocomplete)

    # --- ending ------------------------------------------------------------------------------
    @game.command(name="abandon", description="Host or Manage Server: end this channel's table")
    @guarded
    async def abandon(self, interaction: discord.Interaction) -> None:
        manager = bool(interaction.permissions and interaction.permissions.manage_guild)
        try:
            found = await self.tables.find(interaction.channel_id)
        except DamagedTable:
            found = None  # abandon finds it again and clears it
        row = await self.tables.abandon(found.channel if found else interaction.channel_id, str(interaction.user.id),
                                        manager=manager)
        if not isinstance(row, TableRow):  # a damaged row, now cleared: its game and seats cannot be named
            await self.bot.delivery.retire_prompt(row)
            await interaction.response.send_message(
                Words(row.locale)("core.abandoned_damaged", seat=str(interaction.user.id), table=row.id),
                allowed_mentions=discord.AllowedMentions.none())
            return
        words = words_for(row)
        committed(interaction, words_for(row, interaction.locale)("core.abandoned", seat=str(interaction.user.id),
                                                                  game=registry.get(row.game).title))
        await self.bot.delivery.retire_prompt(row)
        if row.state is None:  # still a lobby: its message must not invite anyone to join
            await close_lobby_message(self.bot, row, words("core.lobby.closed", game=registry.get(row.game).title),
                                      row.channel if row.parent else None)
        elif row.parent:  # the lobby message in the channel says the game ended, not that it runs
            await close_lobby_message(self.bot, row, words("core.abandoned", seat=str(interaction.user.id),
                                                           game=registry.get(row.game).title), row.channel)
        await interaction.response.send_message(words("core.abandoned", seat=str(interaction.user.id),
                                                      game=registry.get(row.game).title),
                                                allowed_mentions=discord.AllowedMentions.none())


async def _retried(interaction: discord.Interaction, exc: TableError, op: str, before: TableRow | None) -> None:
    """A lobby request refused because its own change is done already (a retry after a lost
    answer: a second Join, a second Start by the host) is told it is done; else the refusal."""
    user = str(interaction.user.id)
    done = before is not None and (
        (op == "join" and exc.code == "already_seated")
        or (op == "start" and exc.code == "already_started" and before.host == user and before.status == "running"))
    if not done:
        raise exc
    await confirm(interaction, words_for(before, interaction.locale)(f"core.lobby.done_{op}"))


def _reopened(row: TableRow | None, interaction: discord.Interaction, game: str) -> bool:
    """`/game new` again by the host of this channel's still empty lobby of that game: a retry
    whose answer was lost; the lobby message is posted again instead of an error."""
    return (row is not None and row.status == "lobby" and row.game == game and row.host == str(interaction.user.id)
            and row.seats == [row.host])
