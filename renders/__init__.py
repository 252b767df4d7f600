"""Board images: a game's view (a dict from the engine) -> PNG bytes. No Discord, no database.

Each game has a module `renders/<game>.py` with `render(view, names) -> bytes`;
`register` lets another renderer (a test game's) plug in without a module here.
"""

from __future__ import annotations

import importlib
from typing import Callable

Renderer = Callable[[dict, "dict[str, str] | None"], bytes]
_renderers: dict[str, Renderer] = {}


def register(game_name: str, renderer: Renderer) -> None:
    _renderers[game_name] = renderer


def render(game_name: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    if game_name not in _renderers:
        module = importlib.import_module(f"renders.{game_name}")
        _renderers[game_name] = module.render
    return _renderers[game_name](view, names)
