"""`/game log` as pages: one numbered line per move, public events only, each page cut
between lines (a line too long for a page is cut between words, never inside a word or
a mention), paged with Older/Newer buttons instead of clipping at Discord's 2,000."""

from __future__ import annotations

from engine.core import Event

from ..service.rows import MoveRow, TableRow
from ..text import Words

PAGE_LIMIT = 1900  # a message holds 2,000; room for the page counter


def move_line(words: Words, row: TableRow, move: MoveRow) -> str:
    """`12` Alice takes the Flute (3 coins); … : the player is named once. When the public
    events never name the mover (a private move), the line starts with them."""
    said = " ".join(_sentence(words.event(row.game, Event(e["kind"], e["params"]))) for e in move.events)
    name = words.value("seat", move.seat, row.game)
    if not said:
        said = words("core.log_quiet")
    if move.undone is not None:  # it stays in the log, said to be taken back
        said += words("core.log_taken_back")
    if name in said:
        return words("core.log_line", number=row.move_number(move.seq), text=said)
    return words("core.log_line_by", number=row.move_number(move.seq), seat=move.seat, text=said)


def _sentence(text: str) -> str:
    """Events read as whole sentences one after another, never joined with ".; "."""
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…", ":")) else text + "."


def split_words(text: str, limit: int) -> list[str]:
    """Cut a long line between words; a single word longer than a page is the only thing cut inside."""
    parts, current = [], ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if len(candidate) <= limit:
            current = candidate
            continue
        if current:
            parts.append(current)
        while len(word) > limit:
            parts.append(word[:limit])
            word = word[limit:]
        current = word
    if current:
        parts.append(current)
    return parts


def paginate(lines: list[str], limit: int = PAGE_LIMIT) -> list[str]:
    """Whole lines packed into pages, oldest first."""
    pages: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        for piece in split_words(line, limit):
            if current and size + 1 + len(piece) > limit:
                pages.append("\n".join(current))
                current, size = [], 0
            current.append(piece)
            size += len(piece) + (1 if size else 0)
    if current:
        pages.append("\n".join(current))
    return pages
