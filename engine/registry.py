"""Game name -> Game. The bot, renders and tests find every game here."""

from __future__ import annotations

import importlib

from .core import Game

# Built-in games, imported on first use so one broken game never stops the others loading.
_BUILTIN = {
    "portroyal": "engine.portroyal",
    "tortuga": "engine.tortuga",
    "timbuktu": "engine.timbuktu",
    "tobago": "engine.tobago",
}
_games: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game (tests register their own tiny game this way)."""
    _games[game.name] = game
    return game


def unregister(name: str) -> None:
    _games.pop(name, None)


def get(name: str) -> Game:
    if name not in _games:
        if name not in _BUILTIN:
            raise KeyError(name)
        module = importlib.import_module(_BUILTIN[name])
        register(module.GAME)
    return _games[name]


def builtin(name: str) -> bool:
    """A game shipped in engine/ (any process can import it), not one registered at run time."""
    return name in _BUILTIN


def names() -> list[str]:
    return sorted(set(_BUILTIN) | set(_games))
