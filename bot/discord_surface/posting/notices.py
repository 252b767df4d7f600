"""What the bot says about a table outside a turn's announcement: the lobby message once the
lobby is over, and a table row it cannot read. The timers, the start-up recovery and the
lobby commands all use these, so none of them reaches into another's module."""

from __future__ import annotations

import logging

import discord

from ...service.errors import DamagedTable
from ...service.rows import TableRow
from ...service.tables import Tables
from ...speech.layouts import text_only
from ...speech.wording import words_for
from ...text import Words
from .delivery import Delivery

log = logging.getLogger(__name__)


class Notices:
    def __init__(self, tables: Tables, delivery: Delivery) -> None:
        self.tables, self.delivery = tables, delivery

    async def close_lobby_message(self, row: TableRow, text: str, message_id: int | None = None) -> None:
        """The lobby message once the table started or closed: no buttons, no "Join" left under it."""
        message_id = message_id or row.prompt_message
        if not message_id:
            return
        try:
            await self.delivery.holding(row, message_id).get_partial_message(message_id).edit(
                view=text_only(text), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            pass  # deleted or not editable: nothing to mislead anyone

    async def tell_damaged(self, damaged: DamagedTable) -> None:
        """Say once in its channel that a table could not be brought back, and how to clear it."""
        head = damaged.head
        said = f"damaged:{head.id}"
        if await self.tables.reader.meta(said) == damaged.problem:
            return  # said at an earlier start: the channel knows
        text = Words(head.locale)("core.damaged_notice", **damaged.params)
        try:
            await self.delivery.messageable(head.channel).send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("table %s: telling its channel it is damaged failed: %s", head.id, exc)
            return
        await self.tables.said.set_meta(said, damaged.problem)

    async def undo_ended(self, row: TableRow, request: dict, why: str) -> None:
        """A request to take moves back that ended without an answer ("lapsed": its two minutes
        ran out) or because the table moved on ("moved_on"): its message says so, buttons gone."""
        message_id = request.get("message")
        if not message_id:
            return
        text = words_for(row)(f"core.undo.{why}", seat=request["by"], count=request["count"])
        try:
            await self.delivery.holding(row, message_id).get_partial_message(message_id).edit(
                content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("table %s: closing an undo request failed: %s", row.id, exc)
