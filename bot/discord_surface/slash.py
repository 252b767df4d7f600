"""The base of every command module: its slash commands, the one `/game` group they join,
and the one error boundary they run behind.

A command is written in one place, its method: `@slash(name, description, describe=…,
autocomplete=…)` above it, its parameters on it. Each becomes an app command whose callback
runs the cog's bound method behind the boundary here, so no command can forget it, and no
cog needs to own the group the others join (a cog never imports another).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable

import discord
from discord import app_commands
from discord.ext import commands

from ..service.tables import Tables
from .posting.replies import answer_failure

GROUP = "game"


def game_group() -> app_commands.Group:
    """`/game`: every table command sits under it."""
    return app_commands.Group(name=GROUP, description="Open, join and run a game table in this channel",
                              guild_only=True)


@dataclass(frozen=True)
class Slash:
    """One slash command: `/game <name>` (or `/<name>` when `top`). `describe`: a line for each
    parameter; `autocomplete`: a parameter's suggestions, by the name of the cog's method."""

    name: str
    description: str
    top: bool = False
    describe: dict[str, str] = field(default_factory=dict)
    autocomplete: dict[str, str] = field(default_factory=dict)


def slash(name: str, description: str, *, top: bool = False, describe: dict[str, str] | None = None,
          autocomplete: dict[str, str] | None = None) -> Callable:
    """Marks a cog's method as the slash command `name` (see `Slash`)."""
    def mark(method: Callable) -> Callable:
        method.slash = Slash(name, description, top, describe or {}, autocomplete or {})
        return method
    return mark


def _behind_boundary(method: Callable) -> Callable:
    """A bound method as a command's callback: whatever it raises, the person gets a true answer
    (posting/replies.py), and discord.py reads its parameters from the method's own signature."""
    async def run(interaction: discord.Interaction, **params: Any) -> None:
        try:
            await method(interaction, **params)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)
    run.__signature__ = inspect.signature(method, eval_str=True)  # bound: `self` is not in it
    run.__name__ = run.__qualname__ = method.__name__  # a plain function: discord.py passes it no `self`
    run.__doc__ = method.__doc__
    return run


class TableCog(commands.Cog):
    """A command module: its methods marked `@slash` are added to the tree when it loads."""

    def __init__(self, tree: app_commands.CommandTree, tables: Tables) -> None:
        self.tree = tree
        self.tables = tables
        self.app_commands_made = [(spec, self._make(name, spec)) for name, spec in self.commands_here()]

    @classmethod
    def commands_here(cls) -> list[tuple[str, Slash]]:
        """(method name, its command) for every `@slash` method of this module."""
        return [(name, spec) for name, member in inspect.getmembers(cls)
                if isinstance(spec := getattr(member, "slash", None), Slash)]

    def _make(self, method_name: str, spec: Slash) -> app_commands.Command:
        run = _behind_boundary(getattr(self, method_name))
        if spec.describe:
            run = app_commands.describe(**spec.describe)(run)
        command = app_commands.Command(name=spec.name, description=spec.description, callback=run)
        for param, suggest in spec.autocomplete.items():
            command.autocomplete(param)(getattr(self, suggest))
        if spec.top:
            command.guild_only = True
        return command

    async def cog_load(self) -> None:
        group = self.tree.get_command(GROUP)
        for spec, command in self.app_commands_made:
            if spec.top:
                self.tree.add_command(command)
            else:
                group.add_command(command)

    async def cog_unload(self) -> None:
        group = self.tree.get_command(GROUP)
        for spec, _ in self.app_commands_made:
            if spec.top:
                self.tree.remove_command(spec.name)
            elif group is not None:
                group.remove_command(spec.name)
