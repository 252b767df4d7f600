"""Take-backs: `/game undo`, and Allow / Refuse under a request to take moves back: the
request, its message and its answers read here (what may be taken back, and when the others
are asked: bot/service/takeback_rules.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from ..components import Views
from ..interactions import sent
from ...service import takeback_rules
from ...service.rows import TableRow
from ...service.tables import Tables, Update
from ..posting.replies import committed, confirm
from ...speech.wording import NO_PINGS_BUT_USERS, words_for
from ..slash import TableCog, slash

if TYPE_CHECKING:
    from ..posting.delivery import Delivery
    from ...timers import Timers

NONE = discord.AllowedMentions.none()


class TakeBacks(TableCog):
    def __init__(self, tree, tables: Tables, views: Views, delivery: "Delivery", timers: "Timers") -> None:
        super().__init__(tree, tables)
        self.views, self.delivery, self.timers = views, delivery, timers

    @slash("undo", "Take back your last move, if it brought nothing new into the game")
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
