"""/game …: open a table, take seats, start, look at it, end it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine import registry
from engine.core import Event

from .. import options as table_options
from ..components import lobby_view
from ..delivery import NO_PINGS_BUT_USERS, board_file, phase_line, words_for
from ..store import TableRow
from ..tables import TableError
from ..text import Words, normalise_locale
from .replies import reply, reply_error

if TYPE_CHECKING:
    from ..app import TreasureTable

NEEDED = ("send_messages", "attach_files", "embed_links")
LOG_LENGTH = 15


def parse_options(text: str | None) -> dict[str, Any]:
    """`governor_immediate_pick=yes start_player=random` -> {…: True, …: "random"}."""
    out: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, value = part.partition("=")
        if not sep:
            raise TableError("bad_options", text=part)
        low = value.lower()
        out[key] = True if low in ("yes", "true", "on") else False if low in ("no", "false", "off") else (
            int(value) if value.lstrip("-").isdigit() else value)
    return out


def game_named(text: str | None) -> str:
    """A registry name from what a person typed: the name or the title, any case or spacing."""
    typed = "".join((text or "").split()).casefold()
    for name in registry.names():
        if typed in (name.casefold(), "".join(registry.get(name).title.split()).casefold()):
            return name
    raise TableError("unknown_game", game=(text or "").strip()[:100])


def lobby_text(words: Words, row: TableRow) -> str:
    game = registry.get(row.game)
    return words("core.lobby.text", game=game.title, host_seat=row.host, seats=row.seats,
                 count=len(row.seats), min=game.min_players, max=game.max_players)


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
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None) -> None:
        perms = interaction.app_permissions
        missing = [p for p in NEEDED if not getattr(perms, p)]
        if missing:
            await reply_error(interaction, TableError("missing_permissions", permissions=missing), row=None)
            return
        try:
            row = await self.tables.open(
                guild=interaction.guild_id, channel=interaction.channel_id, game=game_named(game),
                host=str(interaction.user.id), name=interaction.user.display_name,
                locale=normalise_locale(interaction.guild_locale), options=parse_options(options),
            )
        except TableError as exc:
            await reply_error(interaction, exc, row=await self.bot.store.open_table(interaction.channel_id))
            return
        words = words_for(row)
        await interaction.response.send_message(lobby_text(words, row), view=lobby_view(row, words),
                                                allowed_mentions=NO_PINGS_BUT_USERS)
        message = await interaction.original_response()
        await self.bot.store.set_announced(row.id, row.version, message.id)

    @new.autocomplete("game")
    async def new_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        needle = current.lower()
        choices = []
        for name in registry.names():
            title = registry.get(name).title
            if needle in name or needle in title.lower():
                choices.append(app_commands.Choice(name=title, value=name))
        return choices[:25]

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
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "join")

    @game.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "leave")

    @game.command(name="add-ai", description="Host: fill a seat with an AI player")
    async def add_ai(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "ai")

    @game.command(name="start", description="Host: deal and start the game")
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby_change(interaction, "start")

    async def _apply_lobby(self, interaction: discord.Interaction, op: str) -> tuple[TableRow, str | None]:
        """The change, and why its announcement failed (None: it was posted)."""
        user, channel = str(interaction.user.id), interaction.channel_id
        if op == "join":
            return await self.tables.join(channel, user, interaction.user.display_name), None
        if op == "leave":
            return await self.tables.leave(channel, user), None
        if op == "ai":
            return await self.tables.add_ai(channel, user), None
        update = await self.tables.start(channel, user)
        return update.row, update.undelivered

    async def _lobby_change(self, interaction: discord.Interaction, op: str) -> None:
        """A lobby command: answer privately, then refresh the table's lobby message."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        before = await self.bot.store.open_table(interaction.channel_id)
        try:
            row, undelivered = await self._apply_lobby(interaction, op)
        except TableError as exc:
            await reply_error(interaction, exc, row=before)
            return
        words = words_for(row, interaction.locale)
        if undelivered:
            await reply(interaction, "⚠️ " + words("core.lobby.start_undelivered", reason=undelivered))
        else:
            await reply(interaction, words(f"core.lobby.done_{op}"))
        if op != "start" and row.prompt_message:
            channel = self.bot.delivery.channel(row)
            try:
                await channel.get_partial_message(row.prompt_message).edit(
                    content=lobby_text(words_for(row), row), allowed_mentions=NO_PINGS_BUT_USERS)
            except discord.HTTPException:
                pass

    async def press(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        """A lobby button: same as the command, and the lobby message is edited in place."""
        row = await self.bot.store.table(table_id)
        if row is None or row.status != "lobby" or row.channel != interaction.channel_id:
            await reply_error(interaction, TableError("already_started" if row else "no_table"), row=row)
            return
        try:
            if op == "start":
                await interaction.response.defer()
            row, undelivered = await self._apply_lobby(interaction, op)
        except TableError as exc:
            await reply_error(interaction, exc, row=row)
            return
        if undelivered:
            await reply(interaction, "⚠️ " + words_for(row, interaction.locale)("core.lobby.start_undelivered",
                                                                                reason=undelivered))
        if op != "start":
            words = words_for(row)
            await interaction.response.edit_message(content=lobby_text(words, row), view=lobby_view(row, words),
                                                    allowed_mentions=NO_PINGS_BUT_USERS)

    # --- looking at the table ------------------------------------------------------------
    @game.command(name="status", description="Show the board and whose turn it is")
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self.bot.store.open_table(interaction.channel_id)
        if row is None:
            await reply_error(interaction, TableError("no_table"), row=None)
            return
        words = words_for(row, interaction.locale)
        if row.status == "lobby":
            await reply(interaction, lobby_text(words, row), allowed_mentions=discord.AllowedMentions.none())
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        game, state = self.tables.state_of(row)
        await interaction.followup.send(phase_line(words, game, state), file=await board_file(game, state, row),
                                        ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    @game.command(name="hand", description="Privately: your hand, secret cards and what you know")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.bot.play_cog.show_hand(interaction)

    @game.command(name="log", description="The last moves at this table (public events only)")
    async def log(self, interaction: discord.Interaction) -> None:
        row = await self.bot.store.open_table(interaction.channel_id)
        if row is None:
            await reply_error(interaction, TableError("no_table"), row=None)
            return
        words = words_for(row, interaction.locale)
        lines = []
        for move in await self.bot.store.moves(row.id, last=LOG_LENGTH):
            events = [Event(e["kind"], e["params"]) for e in move.events]
            said = "; ".join(words.event(row.game, e) for e in events) or words("core.log_quiet")
            lines.append(words("core.log_line", seq=move.seq, seat=move.seat, text=said))
        text = "\n".join(lines) if lines else words("core.log_empty")
        await reply(interaction, text[-2000:], allowed_mentions=discord.AllowedMentions.none())

    @game.command(name="rules", description="The rules of this table's game, in short")
    @app_commands.describe(game="A game to read about (default: this channel's table)")
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        name = game
        if name is not None:
            try:
                name = game_named(name)
            except TableError as exc:
                await reply_error(interaction, exc, row=None)
                return
        if name is None:
            row = await self.bot.store.open_table(interaction.channel_id)
            if row is None:
                await reply_error(interaction, TableError("rules_which"), row=None)
                return
            name = row.game
        await reply(interaction, Words(interaction.locale)(f"{name}.rules", name))

    rules.autocomplete("game")(new_autocomplete)

    # --- ending ------------------------------------------------------------------------------
    @game.command(name="abandon", description="Host or Manage Server: end this channel's table")
    async def abandon(self, interaction: discord.Interaction) -> None:
        manager = bool(interaction.permissions and interaction.permissions.manage_guild)
        try:
            row = await self.tables.abandon(interaction.channel_id, str(interaction.user.id), manager=manager)
        except TableError as exc:
            await reply_error(interaction, exc, row=await self.bot.store.open_table(interaction.channel_id))
            return
        await self.bot.delivery.retire_prompt(row)
        words = words_for(row)
        await interaction.response.send_message(words("core.abandoned", seat=str(interaction.user.id),
                                                      game=registry.get(row.game).title),
                                                allowed_mentions=discord.AllowedMentions.none())
