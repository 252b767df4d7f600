"""Tobago (Bruce Allen, Zoch 2009) for 2–4 players."""

from .ai import choose, scores
from .rules import Tobago

GAME = Tobago(ai=choose, scores=scores)

__all__ = ["GAME", "Tobago"]
