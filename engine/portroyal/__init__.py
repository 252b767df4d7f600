"""Port Royal (Alexander Pfister, 2014), base game for 2–5 players."""

from .ai import choose
from .rules import PortRoyal


class _PortRoyal(PortRoyal):
    _ai = staticmethod(choose)


GAME = _PortRoyal()

__all__ = ["GAME", "PortRoyal"]
