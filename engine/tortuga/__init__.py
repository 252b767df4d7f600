"""Tortuga 1667 (Facade Games, 2017), 2–9 players, hidden loyalties."""

from .ai import choose, scores
from .rules import Tortuga

GAME = Tortuga(ai=choose, scores=scores)

__all__ = ["GAME", "Tortuga"]
