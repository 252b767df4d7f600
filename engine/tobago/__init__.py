"""Tobago (Bruce Allen, Zoch 2009) for 2–4 players."""

from .ai import choose
from .rules import Tobago


class _Tobago(Tobago):
    ai = staticmethod(choose)


GAME = _Tobago()

__all__ = ["GAME", "Tobago"]
