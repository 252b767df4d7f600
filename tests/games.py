"""Which games the tests see, and the one place the tests' own games are registered.

The engine registry knows the four built-in games. The tests add two tiny games of their own
(tests/highcard.py, tests/manychoices.py) to the registry, to `renders` and to the English
catalogue. That happens once per test process, in tests/conftest.py's `pytest_configure`, before
any test file is collected: so `pytest tests/engine` sees the same six games as the full suite,
and every list built at collection time (a parametrisation) is the same whatever else is collected.

`game_names()`: every registered game but the test games (the real games; a game registered
tomorrow is in every per-game list). `every_game_name()`: all of them, the test games included."""

from __future__ import annotations

from engine import registry
from tests import highcard, manychoices

TEST_GAME_MODULES = (highcard, manychoices)
TEST_GAMES = tuple(module.GAME.name for module in TEST_GAME_MODULES)


def register_test_games() -> None:
    """Register the test games in the engine registry, `renders` and the English catalogue.
    Idempotent: registering twice changes nothing (the catalogue is extended once)."""
    import renders
    from bot import text

    for module in TEST_GAME_MODULES:
        if module.GAME.name in registry.names() and registry.get(module.GAME.name) is module.GAME:
            continue
        registry.register(module.GAME)
        renders.register(module.GAME.name, module.render)
        text.extend("en", module.WORDS)


def game_names() -> list[str]:
    """Registry names of the real games (every registered game but the tests' own), sorted."""
    return [name for name in registry.names() if name not in TEST_GAMES]


def every_game_name() -> list[str]:
    """Registry names of every game, the test games included (registered first), sorted."""
    register_test_games()
    return registry.names()
