"""The button presses whose moves are under way: the update a press caused may edit the pressed
message through it (free), now or in a deferred edit, instead of through the rate-limited channel.
An update names its press by id (`Update.origin`), never carries it."""

from __future__ import annotations

from collections import OrderedDict

import discord

from ...service.updates import Update

KEPT = 256  # the newest presses (a press's token lasts 15 minutes)


class Presses:
    def __init__(self) -> None:
        self._kept: OrderedDict[int, discord.Interaction] = OrderedDict()

    def keep(self, interaction: discord.Interaction) -> None:
        """A press whose move is about to run."""
        self._kept[interaction.id] = interaction
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)

    def of(self, update: Update) -> discord.Interaction | None:
        """The press this update came through, while it is kept."""
        return self._kept.get(update.origin) if update.origin is not None else None

    def on(self, update: Update, message_id: int | None) -> discord.Interaction | None:
        """The press that caused this update, if it sits on `message_id` and was answered:
        editing through it costs the channel nothing."""
        origin = self.of(update)
        if (origin is not None and origin.message is not None and message_id is not None
                and origin.message.id == message_id and origin.response.is_done()):
            return origin
        return None
