"""Who sits in a seat, defined once: an AI seat by its id, and the seats the platform plays
(AI seats, and people's seats the AI took over when they conceded or were kicked)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rows import TableRow

AI_PREFIX = "ai:"
# The seat of a person who asked to be forgotten (`/game forget-me`): one per person and server,
# drawn at random, so nothing in it leads back to them; it reads "a former player".
FORMER_PREFIX = "former:"


def is_ai(seat: str) -> bool:
    """Whether the seat is an AI seat by name (it never was a person's)."""
    return seat.startswith(AI_PREFIX)


def is_former(seat: str) -> bool:
    """Whether the seat was a person's who has been forgotten since."""
    return seat.startswith(FORMER_PREFIX)


def platform_plays(row: "TableRow", seat: str) -> bool:
    """Whether the platform decides for this seat: nobody is awaited or pinged there."""
    return is_ai(seat) or seat in row.ai_played


LEVELS = ("easy", "normal", "hard")


def ai_seat(number: int, level: str = "normal") -> str:
    """An AI seat's id; its level is part of it, so it survives restarts and rematches."""
    return f"{AI_PREFIX}{number}" if level == "normal" else f"{AI_PREFIX}{level}:{number}"


def ai_level(seat: str) -> str:
    """How an AI plays this seat: its level if it is an AI seat of one, else normal (a person's
    seat the AI took over plays normal)."""
    parts = seat.split(":")
    return parts[1] if is_ai(seat) and len(parts) == 3 and parts[1] in LEVELS else "normal"
