"""The board image of a table: drawn off the event loop, and fingerprinted so an unchanged
board is never uploaded twice."""

from __future__ import annotations

import hashlib
import io
import json

import discord

from engine.core import Game, State

from .. import workers
from ..service.rows import TableRow


async def board_file(game: Game, state: State, row: TableRow, seat: str | None = None) -> discord.File:
    view = game.view(state, seat)
    png = await workers.board(game.name, view, dict(row.names), home=row.id)
    return discord.File(io.BytesIO(png), filename="board.png")


def board_key(game: Game, state: State) -> str:
    """A fingerprint of what the public board shows: an unchanged board is not uploaded again."""
    view = json.dumps(game.view(state, None), sort_keys=True, default=str)
    return hashlib.sha1(view.encode()).hexdigest()
