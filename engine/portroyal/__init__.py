"""Port Royal (Alexander Pfister, 2014), base game for 2–5 players."""

from .ai import choose
from .rules import PortRoyal


class _PortRoyal(PortRoyal):
    # TEMPORARY: the state-reading AI, until its view-only rewrite lands.
    def ai_choose(self, state, seat, rng):
        return choose(self, state, seat, rng)


GAME = _PortRoyal()

__all__ = ["GAME", "PortRoyal"]
