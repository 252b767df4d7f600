"""/game replay: a finished table's public boards as an animation, and its log as a file."""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections import OrderedDict

import discord
from discord import app_commands

from engine.core import Game, IllegalAction

from ...speech import replay
from ...service.errors import DamagedTable, TableError
from ...service.rows import MoveRow, TableRow
from ..slash import TableCog, slash
from ...service.tables import Tables
from ...speech.wording import label_words, words_for

log = logging.getLogger(__name__)
KEPT = 4  # a finished table never changes and everyone asks for its replay privately: keep the last few built


class Replay(TableCog):
    def __init__(self, tree, tables: Tables) -> None:
        super().__init__(tree, tables)
        self._built: OrderedDict[tuple[int, int], asyncio.Future] = OrderedDict()

    async def finished_table(self, interaction: discord.Interaction, number: int | None) -> TableRow:
        """The table to replay: by number within this server only (another server's table is
        as unknown as a missing one), else this channel's last; TableError saying why not."""
        if number is None:
            row = await self.tables.reader.last_finished(interaction.channel_id)
            if row is None:
                raise TableError("replay_none")
        else:
            try:
                row = await self.tables.reader.table(number)
            except DamagedTable as damaged:
                if damaged.head.guild != interaction.guild_id:
                    raise TableError("replay_unknown", table=number) from None
                raise
            if row is None or row.guild != interaction.guild_id:
                raise TableError("replay_unknown", table=number)
            if row.status in ("lobby", "abandoned"):
                raise TableError("replay_unfinished", table=number)
        if row.status == "running":
            raise TableError("replay_running", table=row.id)
        return row

    @slash("replay", "Watch a finished game again, move by move, with its log",
           describe={"table": "A finished table's number (under its board); default: this channel's last game"})
    async def replay(self, interaction: discord.Interaction, table: app_commands.Range[int, 1] | None = None) -> None:
        row = await self.finished_table(interaction, table)
        await interaction.response.defer(ephemeral=True, thinking=True)
        game, final = self.tables.state_of(row)  # a saved state nobody can read is named as damage
        moves = await self.tables.reader.moves(row.id)
        labels = label_words(row, interaction.locale)
        text = replay.log_text(labels, row, game, moves)
        words = words_for(row, interaction.locale)
        files = [discord.File(io.BytesIO(text.encode("utf-8")), filename=replay.log_filename(row))]
        try:
            image, shown = await self._image(game, row, moves)
        except IllegalAction as exc:  # the rules changed since the game: its log still reads, its boards do not
            log.warning("table %s does not replay: move refused (%s %s)", row.id, exc.code, exc.params)
            said = "⚠️ " + words.error(None, "replay_broken", {"table": row.id})
        else:
            said = words("core.replay.sent", game=game.title, table=row.id, frames=len(shown), moves=shown[-1].number)
            files.insert(0, discord.File(io.BytesIO(image), filename=replay.FILENAME,
                                         description=replay.replay_alt(labels, game, final, said)))
        await interaction.followup.send(said, files=files, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    async def _image(self, game: Game, row: TableRow, moves: list[MoveRow]) -> tuple[bytes, list[replay.Step]]:
        """The animation, built off the event loop once per table however many ask at once."""
        key = (row.id, row.version)
        built = self._built.pop(key, None)
        if built is None or built.done() and (built.cancelled() or built.exception() is not None):
            built = asyncio.ensure_future(self._build(game, row, moves))
        self._built[key] = built
        while len(self._built) > KEPT:
            self._built.popitem(last=False)
        return await asyncio.shield(built)

    @staticmethod
    async def _build(game: Game, row: TableRow, moves: list[MoveRow]) -> tuple[bytes, list[replay.Step]]:
        began = time.perf_counter()
        image, shown = await asyncio.to_thread(replay.replay_image, game, row, moves)
        log.info("replay of table %s: %d frames of %d moves, %d bytes in %.1f s", row.id, len(shown), len(moves),
                 len(image), time.perf_counter() - began)
        return image, shown
