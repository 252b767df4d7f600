"""The base of every command module: its slash commands, the one `/game` group they join,
and the one error boundary they run behind.

A module lists its commands as data (`Slash`); each becomes an app command bound to the
cog and wrapped in the boundary here, so no command can forget it and no cog needs to
own the group the others join (a cog never imports another).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from ..speech.replies import answer_failure

if TYPE_CHECKING:
    from .interactions import Handlers

GROUP = "game"


def game_group() -> app_commands.Group:
    """`/game`: every table command sits under it."""
    return app_commands.Group(name=GROUP, description="Open, join and run a game table in this channel",
                              guild_only=True)


@dataclass(frozen=True)
class Slash:
    """One slash command of a module: `/game <name>` (or `/<name>` when `top`), run by the
    cog's method `method`."""

    name: str
    method: str
    description: str
    top: bool = False


def boundary(function):
    """A command behind the boundary: whatever it raises, the person gets a true answer
    (bot/replies.py). SimCord and discord.py both see a handled command."""
    @functools.wraps(function)
    async def run(cog, interaction: discord.Interaction, *args, **kwargs) -> None:
        try:
            await function(cog, interaction, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)
    return run


class TableCog(commands.Cog):
    """A command module: its `slash` commands are added to the tree when it loads."""

    slash: ClassVar[tuple[Slash, ...]] = ()

    def __init__(self, tree: app_commands.CommandTree, handlers: "Handlers") -> None:
        self.tree = tree
        self.handlers = handlers
        self.tables = handlers.tables
        self.app_commands_made = {spec.name: self._make(spec) for spec in self.slash}

    def _make(self, spec: Slash) -> app_commands.Command:
        function = getattr(type(self), spec.method)
        command = app_commands.Command(name=spec.name, description=spec.description, callback=function)
        command.binding = self
        command._callback = boundary(function)  # the signature was read from the method itself
        if spec.top:
            command.guild_only = True
        return command

    def command(self, name: str) -> app_commands.Command:
        return self.app_commands_made[name]

    async def cog_load(self) -> None:
        group = self.tree.get_command(GROUP)
        for spec in self.slash:
            if spec.top:
                self.tree.add_command(self.command(spec.name))
            else:
                group.add_command(self.command(spec.name))

    async def cog_unload(self) -> None:
        group = self.tree.get_command(GROUP)
        for spec in self.slash:
            if spec.top:
                self.tree.remove_command(spec.name)
            elif group is not None:
                group.remove_command(spec.name)
