"""The titles the tests play: every registered game but the tests' own (tests/highcard.py,
tests/manychoices.py), so a game registered tomorrow is in every per-game test list."""

from __future__ import annotations

from engine import registry
from tests import highcard, manychoices

TEST_GAMES = (highcard.GAME.name, manychoices.GAME.name)


def titles() -> list[str]:
    return [name for name in registry.names() if name not in TEST_GAMES]
