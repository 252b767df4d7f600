"""/game stats and /game leaderboard: what the server's finished games say about its players.

Stats are a private answer to whoever asks (about themselves or anyone); the leaderboard is
posted in the channel for everyone, naming people without pinging them."""

from __future__ import annotations

from typing import Callable

import discord
from discord import app_commands

from ...speech.lobbywords import game_choices, game_named
from ...service.ratings import shown
from ..posting.replies import reply
from ...service.seats import is_former
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...text import Words
from ...service.standings import places


TOP = 10     # leaderboard lines
RECENT = 5   # recent places per game in the stats


def namer(locale) -> Callable[[str], str]:
    """A person as the records name them: a mention, or "a former player" for one forgotten."""
    def name(person: str) -> str:
        return Words(locale)("core.former_player") if is_former(person) else f"<@{person}>"
    return name


def stats_text(words: Words, person: str, results: list[dict], hints: dict[int, int] | None = None) -> str:
    """Per game, newest played first: games, wins, rating and the last few places (🏆 a win);
    then the hints taken (`hints`: table id -> how many), if any."""
    taken = [] if not hints or not sum(hints.values()) else [
        words("core.stats.hints", seat=person, hints=sum(hints.values()), tables=len([n for n in hints.values() if n]))]
    if not results:
        return "\n".join([words("core.stats.none", seat=person), *taken])
    lines = [words("core.stats.header", seat=person)]
    by_game: dict[str, list[dict]] = {}
    for r in results:  # newest first
        by_game.setdefault(r["game"], []).append(r)
    for game, rows in by_game.items():
        recent = words("core.term.list_separator").join(
            ("🏆" if r["won"] else "") + f"{r['place']}/{r['sides']}" for r in rows[:RECENT])
        lines.append(words("core.stats.game", game=game, games=len(rows), wins=sum(bool(r["won"]) for r in rows),
                           rating=shown(rows[0]["mu"], rows[0]["sigma"]), recent=recent))
    return "\n".join(lines + taken)


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


class Records(TableCog):
    def __init__(self, tree, tables: Tables) -> None:
        super().__init__(tree, tables)

    @slash("stats", "Games, wins, rating and recent results of a player in this server",
           describe={"player": "Whose records (default: yours)"})
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        person = str((player or interaction.user).id)
        results = await self.tables.reader.records(interaction.guild_id, person)
        hints = await self.tables.reader.hints_of(interaction.guild_id, person)
        await reply(interaction, stats_text(Words(interaction.locale, namer(interaction.locale)), person, results, hints),
                    allowed_mentions=discord.AllowedMentions.none())

    @slash("leaderboard", "The best players of a game in this server, by rating",
           describe={"game": "Which game"},
           autocomplete={"game": "game_autocomplete"})
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        name = game_named(game)
        board = await self.tables.reader.leaderboard(interaction.guild_id, name)
        text = leaderboard_text(Words(interaction.locale, namer(interaction.locale)), name, board)
        await reply(interaction, text, ephemeral=False, allowed_mentions=discord.AllowedMentions.none())

    async def game_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return game_choices(current)
