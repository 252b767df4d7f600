"""Information: /game status, log, rules, mine and help, the log's and the list's Older/Newer, the
"?" legend and "Live board" under the board: looking at a table, at your tables, and at the games."""

from __future__ import annotations

import io
from typing import Any, Awaitable, Callable

import discord
from discord import app_commands

from engine import registry

from ... import workers
from ...speech import layouts, logpages
from ...speech import mine as mine_words
from ...speech.boards import board_file, legend_alt
from ...service.awaited import ordered
from ...service.errors import TableError
from ...service.rows import TableRow
from ..components import Views
from ..interactions import private_press
from ...speech.lobbywords import game_choices, game_named, lobby_text
from ..posting.replies import reply
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...text import Words
from ...speech.wording import board_can_show, outcome_text, phase_line, readings, rules_text, words_for

NONE = discord.AllowedMentions.none()
Launch = Callable[[discord.Interaction], Awaitable[Any]]


async def open_activity(interaction: discord.Interaction) -> None:
    """Answer a press by opening the app's Activity (the live board) where it was pressed."""
    await interaction.response.launch_activity()


def games_line(words: Words) -> str:
    """The games this bot hosts, each with its player counts, from the registry."""
    games = [registry.get(name) for name in registry.names()]
    return words("core.term.list_separator").join(
        words("core.help_game", title=g.title, min=g.min_players, max=g.max_players) for g in games)


async def send_whole(interaction: discord.Interaction, text: str, file: discord.File | None = None) -> None:
    """A long text privately, whole: cut between lines into messages of at most 2,000
    characters (the file, if any, rides with the first)."""
    for i, part in enumerate(logpages.paginate(text.split("\n"), limit=2000)):
        extra = {"file": file} if file is not None and i == 0 else {}
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(part, ephemeral=True, **extra)


async def send_legend(interaction: discord.Interaction, words: Words, game: str, table: dict[str, Any]) -> None:
    """The legend of the icons a table can show (`table`: its options and player count), privately:
    rows of an icon and its words in the reader's language, each picture at full width with its
    words as alt text (a game without a legend: its rules)."""
    keys = workers.legend_keys(game, table)
    if keys is None:
        await send_whole(interaction, words(f"{game}.rules", game))
        return
    labels = {key: words(f"{game}.icon.{key}", game) for key in keys}
    drawn = await workers.legend(game, table, labels)
    title = registry.get(game).title
    files, shown = [], []
    for i, (png, held) in enumerate(drawn, 1):
        files.append(discord.File(io.BytesIO(png), filename=f"legend-{i}.png"))
        shown.append((f"legend-{i}.png", legend_alt(words, title, [labels[key] for key in held])))
    view = layouts.pictures(words("core.legend_header", game=title), shown)
    if interaction.response.is_done():
        await interaction.followup.send(view=view, files=files, ephemeral=True)
    else:
        await interaction.response.send_message(view=view, files=files, ephemeral=True)


class Information(TableCog):
    def __init__(self, tree, tables: Tables, views: Views, launch: Launch = open_activity) -> None:
        super().__init__(tree, tables)
        self.views = views
        self.launch = launch  # how a press opens the live board (SimCord refuses that answer: tests swap it)

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
            text = outcome_text(words, game, outcome, row.ai_played, row.unrated)
        elif row.status == "abandoned":
            text = words("core.status_abandoned", game=game.title)
        else:
            text = phase_line(words, game, state)
        await interaction.followup.send(text[:2000], file=await board_file(game, state, row, locale=interaction.locale),
                                        ephemeral=True, allowed_mentions=NONE)

    @slash("log", "The last moves at this table (public events only)")
    async def log(self, interaction: discord.Interaction) -> None:
        row = await self.tables.shown(interaction.channel_id)
        if row is None:
            raise TableError("no_table")
        await self.show_log(interaction, row.id, None, row)

    @slash("rules", "The rules of this table's game, in short",
           describe={"game": "A game to read about (default: this channel's table)"},
           autocomplete={"game": "game_autocomplete"})
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        name = game_named(game) if game is not None else None
        row = None
        if name is None:
            row = await self.tables.shown(interaction.channel_id)
            if row is None:
                raise TableError("rules_which")
            name = row.game
        words = Words(interaction.locale)
        options = readings(registry.get(name), row)
        await interaction.response.defer(ephemeral=True, thinking=True)
        # the platform's own option joins the game's in the closing line that names them
        await send_whole(interaction, rules_text(words, registry.get(name), options) + " "
                         + words("core.rules.platform") + "\n" + words("core.rules.undo"))
        await send_legend(interaction, words, name, board_can_show(registry.get(name), row))

    async def game_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return game_choices(current)

    @slash("mine", "Only you see it: every table you sit at, those waiting on you first, with links")
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.show_mine(interaction)

    @slash("help", "What this bot does and how to play with it")
    async def help(self, interaction: discord.Interaction) -> None:
        words = Words(interaction.locale)
        await reply(interaction, words("core.help", games=games_line(words)))

    # --- the buttons: the log's pages, your tables' pages, the legend, the live board -----------
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
        await send_legend(interaction, words, row.game, board_can_show(registry.get(row.game), row))

