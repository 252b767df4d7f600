"""Timbuktu (Dirk Henn, 1993/2005) for 3–5 players."""

from .ai import choose, scores
from .rules import Timbuktu

GAME = Timbuktu(ai=choose, scores=scores)

__all__ = ["GAME", "Timbuktu"]
