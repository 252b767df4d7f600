"""/game notify: how a person's turns reach them, at every table they sit at (bot/service/people.py)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from ..posting.replies import reply
from ...text import Words, normalise_locale
from ...timers import Timers
from ..slash import TableCog, slash
from ...service.tables import Tables

How = Literal["ping", "dm", "digest", "quiet"]


class Turns(TableCog):
    def __init__(self, tree, tables: Tables, timers: Timers) -> None:
        super().__init__(tree, tables)
        self.timers = timers

    @slash("notify", "How your turns reach you, at every table: ping, dm, digest or quiet",
           describe={"how": "ping: a mention · dm: also a DM to play from · digest: one DM a day · quiet: nothing",
                     "hour": "The digest's hour, UTC (0-23)"})
    async def notify(self, interaction: discord.Interaction, how: How | None = None,
                     hour: app_commands.Range[int, 0, 23] | None = None) -> None:
        person = str(interaction.user.id)
        words = Words(interaction.locale)
        if how is None and hour is None:
            now = await self.tables.people.of(person)
        else:
            if how is None:  # an hour alone: the digest at that hour
                how = "digest"
            now = await self.tables.people.choose(person, how, hour, normalise_locale(interaction.locale),
                                                  self.timers.now())
            if now.how == "digest":
                self.timers.wake(self.timers.now())  # the dispatcher looks again at what is due first
        await reply(interaction, words(f"core.notify.{now.how}", hour=now.hour if now.hour is not None else 0))
