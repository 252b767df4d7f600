"""What posting needs of the Discord surface's buttons and menus (`components.Views`): declared
here, so posting is handed a thing that lays out controls, not the whole surface."""

from __future__ import annotations

from typing import Protocol

import discord

from engine.core import Action, Game, State

from ...service.rows import TableRow
from ...text import Words


class Controls(Protocol):
    def fingerprint(self, actions: list[Action]) -> str: ...  # a DM prompt is rewritten when it changes
    def prompt_rows(self, row: TableRow, game: Game, state: State, words: Words) -> list[list[discord.ui.Item]]: ...
    def rematch_rows(self, row: TableRow, words: Words) -> list[list[discord.ui.Item]]: ...
    def dm_prompt_rows(self, row: TableRow, game: Game, state: State, seat: str, words: Words) -> list[list[discord.ui.Item]]: ...

