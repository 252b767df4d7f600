"""The words of a lobby and of a table's settings, and the game a person named: pure
functions of a row, shared by the commands, the buttons and the timers."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from engine import registry

from ..service import options as table_options
from ..service.errors import TableError
from ..service.rows import TableRow
from ..text import Words
from .wording import words_for


def game_named(text: str | None) -> str:
    """A registry name from what a person typed: the name or the title, any case or spacing."""
    typed = "".join((text or "").split()).casefold()
    for name in registry.names():
        if typed in (name.casefold(), "".join(registry.get(name).title.split()).casefold()):
            return name
    raise TableError("unknown_game", game=(text or "").strip()[:100])


def game_choices(current: str) -> list[app_commands.Choice[str]]:
    """The games whose name or title holds what is typed (a command's `game` option)."""
    needle = current.lower()
    choices = []
    for name in registry.names():
        title = registry.get(name).title
        if needle in name or needle in title.lower():
            choices.append(app_commands.Choice(name=title, value=name))
    return choices[:25]


def shown(value: Any) -> str:
    """An option's value as a person types it (yes/no for a switch)."""
    return {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else str(value)


def option_choices(options: list[table_options.Option], current: str, label=None) -> list[app_commands.Choice[str]]:
    """Autocomplete for `name=value name=value …`: the options not yet given, one value at a
    time, after what is typed. `label(option, value)` adds words after a choice."""
    done, _, typing = current.rpartition(" ")
    taken = {part.partition("=")[0] for part in done.split()}
    choices = []
    for option in options:
        if option.name in taken:
            continue
        for value in option.choices:
            text = f"{option.name}={shown(value)}"
            if typing and not text.startswith(typing):
                continue
            full = f"{done} {text}".strip()
            extra = label(option, value) if label is not None else ""
            choices.append(app_commands.Choice(name=f"{full}{extra}"[:100], value=full[:100]))
    return choices[:25]


def lobby_text(words: Words, row: TableRow) -> str:
    game = registry.get(row.game)
    text = words("core.lobby.text", game=game.title, host_seat=row.host, seats=row.seats,
                 count=len(row.seats), min=game.min_players, max=game.max_players)
    missing = [s for s in row.rematch if s not in row.seats]
    if missing:
        text += "\n" + words("core.lobby.rematch", seats=missing)
    return text + thread_link(words, row)


def started_text(row: TableRow) -> str:
    words = words_for(row)
    return words("core.lobby.started", game=registry.get(row.game).title, seats=row.seats) + thread_link(words, row)


def thread_link(words: Words, row: TableRow) -> str:
    """A threaded table's lobby message points into its thread."""
    return "\n" + words("core.thread.link", thread=f"<#{row.channel}>") if row.parent and row.channel != row.parent else ""


def settings_text(words: Words, row: TableRow) -> str:
    lines = [words("core.settings.header", game=registry.get(row.game).title)]
    for name in table_options.LIVE:
        lines.append(f"• `{name}={shown(table_options.setting(row.options, name))}` — " + words(f"core.option.{name}"))
    lines.append(words("core.settings.how"))
    return "\n".join(lines)
