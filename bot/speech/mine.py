"""`/game mine` in words: one entry per table a person sits at, in the order `awaited.ordered` gives,
cut into pages that fit a message (whole entries only). Pure: names come from the rows, servers'
names from whoever calls (the client's cache), nothing is fetched and nobody is mentioned."""

from __future__ import annotations

from typing import Any, Callable

from engine import registry

from ..service.awaited import Sitting
from ..text import Words
from .wording import jump_link, label_words

PAGE_LIMIT = 1900  # a message holds 2,000; room for the page counter
PER_PAGE = 8       # entries a person can still scan at a glance
MARKS = {"yours": "⏰", "running": "⌛", "lobby": "🪑"}


def link(sitting: Sitting) -> str:
    """Where the table's newest turn message is (its prompt, or its lobby message), else its
    thread or channel."""
    return jump_link(sitting.row)


def entry(sitting: Sitting, locale: Any, server: str) -> str:
    """One table: the game, its status and server, whether it waits on you; the players, whose
    turn and since when (Discord's relative time, in the reader's own clock); your place; the link."""
    row = sitting.row
    words = label_words(row, locale)  # display names, never mentions
    since = f"<t:{int(sitting.since)}:R>"
    mark = MARKS["yours"] if sitting.waits else MARKS["running"] if sitting.running else MARKS["lobby"]
    title = words("core.mine.title_yours" if sitting.waits else "core.mine.title", mark=mark,
                  game=registry.get(row.game).title, status=words(f"core.mine.status.{row.status}"), server=server)
    if sitting.running:
        lines = [title, words("core.mine.turn", seats=row.seats, turn_seats=sitting.to_act, since=since)]
    else:
        lines = [title, words("core.mine.lobby", seats=row.seats, since=since)]
    if sitting.standing is not None:
        lines.append(words("core.mine.standing", place=sitting.standing))
    lines.append(link(sitting))
    return "\n".join(lines)


def pages(sittings: list[Sitting], locale: Any, guild: int | None,
          server_name: Callable[[int], str | None]) -> list[str]:
    """The list as pages of whole entries, each under the same header; one page saying how to
    open a table when there is nothing to list."""
    words = Words(locale)
    if not sittings:
        return [words("core.mine.none")]
    header = words("core.mine.header", count=len(sittings), waiting=sum(s.waits for s in sittings))

    def server(s: Sitting) -> str:
        if s.row.guild == guild:
            return words("core.mine.this_server")
        return server_name(s.row.guild) or words("core.mine.another_server")

    out: list[str] = []
    current: list[str] = []
    for s in sittings:
        text = entry(s, locale, server(s))
        if current and (len(current) >= PER_PAGE or len("\n\n".join([header, *current, text])) > PAGE_LIMIT):
            out.append("\n\n".join([header, *current]))
            current = []
        current.append(text)
    out.append("\n\n".join([header, *current]))
    if len(out) > 1:
        out = [page + "\n" + words("core.mine.page", page=i + 1, pages=len(out)) for i, page in enumerate(out)]
    return out
