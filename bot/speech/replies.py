"""What a person is told of their own request, whichever surface it came through: a refusal in
their language, or the confirmation of a committed move. Words only; posting sends them
(bot/discord_surface/posting/replies.py, the live board's conversation)."""

from __future__ import annotations

from typing import Any

from .wording import label_words, words_for
from ..service.rows import TableRow
from ..service.tables import TableError, Update
from ..text import Words


def refusal(exc: TableError, row: TableRow | None, locale: Any) -> str:
    """A refused request as its sender reads it, whichever surface it came through."""
    return "⚠️ " + error_words(exc, row, locale)


def error_words(exc: TableError, row: TableRow | None, locale: Any) -> str:
    words = words_for(row, locale) if row is not None else Words(locale)
    return words.error(exc.domain, exc.code, exc.params)


def confirmation(update: Update, locale: Any) -> str:
    """What the mover of a committed move is told, whichever surface it came through."""
    words = label_words(update.row, locale)
    text = words("core.chosen", action=words.action(update.game.name, update.action)) if update.action \
        else words("core.done")
    if update.undelivered:
        text += "\n" + words("core.undelivered", reason=update.undelivered)
    return text
