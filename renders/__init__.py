"""Board images: a game's view (a plain dict from the engine) -> PNG bytes.

No Discord, no database. Each game has a module `renders.<game_name>` with
`render(view, names=None) -> bytes`; adding a game means adding a module.
`register` lets a renderer that lives elsewhere (a test game's) plug in.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Callable

Renderer = Callable[[dict, "dict[str, str] | None"], bytes]
_renderers: dict[str, Renderer] = {}


def register(game_name: str, renderer: Renderer) -> None:
    _renderers[game_name] = renderer


def render(game_name: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    """Render `view` of game `game_name` as PNG bytes.

    `names` maps seat ids to display names (supplied by the bot); seats without a name are
    labelled P1, P2, ... in seat order.
    """
    if game_name not in _renderers:
        if not game_name.isidentifier() or game_name.startswith("_") or game_name == "common":
            raise ValueError(f"unknown game {game_name!r}")
        try:
            module = importlib.import_module(f"{__name__}.{game_name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__name__}.{game_name}":
                raise ValueError(f"unknown game {game_name!r}") from exc
            raise
        _renderers[game_name] = module.render
    return _renderers[game_name](view, names)


@lru_cache(maxsize=None)  # a legend never changes while the bot runs
def legend(game_name: str) -> tuple[bytes, list[str]] | None:
    """A game's icon legend: a PNG of every board icon numbered 1, 2, … and the icons'
    names in the same order (the bot words them: `<game>.icon.<name>`). None when the
    game has no module with a `legend()` (e.g. a test game registered from elsewhere)."""
    if not game_name.isidentifier() or game_name.startswith("_") or game_name == "common":
        return None
    try:
        module = importlib.import_module(f"{__name__}.{game_name}")
    except ModuleNotFoundError:
        return None
    make = getattr(module, "legend", None)
    return make() if make is not None else None
