"""Board images: a game's view (a plain dict from the engine) -> PNG bytes.

No Discord, no database. Each game has a module `renders.<game_name>` with
`render(view, names=None) -> bytes`; adding a game means adding a module.
"""

from __future__ import annotations

import importlib


def render(game_name: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    """Render `view` of game `game_name` as PNG bytes.

    `names` maps seat ids to display names (supplied by the bot); seats without a name are
    labelled P1, P2, ... in seat order.
    """
    if not game_name.isidentifier() or game_name.startswith("_") or game_name == "common":
        raise ValueError(f"unknown game {game_name!r}")
    try:
        module = importlib.import_module(f"{__name__}.{game_name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"{__name__}.{game_name}":
            raise ValueError(f"unknown game {game_name!r}") from exc
        raise
    return module.render(view, names)
