"""Port Royal (Alexander Pfister, 2014), base game for 2–5 players."""

from .ai import choose, scores
from .rules import PortRoyal

GAME = PortRoyal(ai=choose, scores=scores)

__all__ = ["GAME", "PortRoyal"]
