"""/game stats and /game leaderboard: what the server's finished games say about its players.

Stats are a private answer to whoever asks (about themselves or anyone); the leaderboard is
posted in the channel for everyone, naming people without pinging them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from ..wording import places
from ..ratings import shown
from ..text import Words
from .lobby import game_choices, game_named
from ..replies import guarded, reply

if TYPE_CHECKING:
    from ..app import TreasureTable


TOP = 10     # leaderboard lines
RECENT = 5   # recent places per game in the stats


def mention(person: str) -> str:
    return f"<@{person}>"


@app_commands.describe(player="Whose records (default: yours)")
async def _stats(interaction: discord.Interaction, player: discord.Member | None = None) -> None:
    await interaction.client.get_cog("Records").stats(interaction, player)


@app_commands.describe(game="Which game")
async def _leaderboard(interaction: discord.Interaction, game: str) -> None:
    await interaction.client.get_cog("Records").leaderboard(interaction, game)


async def _game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return game_choices(current)


def stats_text(words: Words, person: str, results: list[dict]) -> str:
    """Per game, newest played first: games, wins, rating and the last few places (🏆 a win)."""
    if not results:
        return words("core.stats.none", seat=person)
    lines = [words("core.stats.header", seat=person)]
    by_game: dict[str, list[dict]] = {}
    for r in results:  # newest first
        by_game.setdefault(r["game"], []).append(r)
    for game, rows in by_game.items():
        recent = words("core.term.list_separator").join(
            ("🏆" if r["won"] else "") + f"{r['place']}/{r['sides']}" for r in rows[:RECENT])
        lines.append(words("core.stats.game", game=game, games=len(rows), wins=sum(bool(r["won"]) for r in rows),
                           rating=shown(rows[0]["mu"], rows[0]["sigma"]), recent=recent))
    return "\n".join(lines)


def leaderboard_text(words: Words, game: str, board: list[dict]) -> str:
    """The top players by conservative rating; equal shown ratings share a place."""
    if not board:
        return words("core.leaderboard.none", game=game)
    ranked = sorted(board, key=lambda r: (-(r["mu"] - 3 * r["sigma"]), r["person"]))[:TOP]
    ratings = [shown(r["mu"], r["sigma"]) for r in ranked]
    lines = [words("core.leaderboard.header", game=game)]
    for place, rating, r in zip(places(ratings), ratings, ranked):
        lines.append(words("core.leaderboard.line", place=place, seat=r["person"], rating=rating, games=r["games"],
                           wins=r["wins"]))
    lines.append(words("core.leaderboard.rule"))
    return "\n".join(lines)


class Records(commands.Cog):
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot
        self.commands = [
            app_commands.Command(name="stats", callback=_stats,
                                 description="Games, wins, rating and recent results of a player in this server"),
            app_commands.Command(name="leaderboard", callback=_leaderboard,
                                 description="The best players of a game in this server, by rating"),
        ]
        self.commands[1].autocomplete("game")(_game_autocomplete)

    async def cog_load(self) -> None:
        """Subcommands of the lobby's `/game` group (one group per name in the tree)."""
        for command in self.commands:
            self.bot.tree.get_command("game").add_command(command)

    async def cog_unload(self) -> None:
        group = self.bot.tree.get_command("game")
        if group is not None:
            for command in self.commands:
                group.remove_command(command.name)

    @guarded
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None) -> None:
        person = str((player or interaction.user).id)
        results = await self.bot.store.results_of(interaction.guild_id, person)
        await reply(interaction, stats_text(Words(interaction.locale, mention), person, results),
                    allowed_mentions=discord.AllowedMentions.none())

    @guarded
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        name = game_named(game)
        board = await self.bot.store.leaderboard(interaction.guild_id, name)
        text = leaderboard_text(Words(interaction.locale, mention), name, board)
        await reply(interaction, text, ephemeral=False, allowed_mentions=discord.AllowedMentions.none())
