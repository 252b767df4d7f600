"""Table options: the game's rule readings plus the platform's own settings.

Both travel in one `options` dict on the table row (what the host typed at `/game new`);
only the game's part reaches `Game.setup`. A platform option is worded by
`core.option.<name>`, a game's by `<game>.option.<name>`.
"""

from __future__ import annotations

from typing import Any

from engine.core import Game, IllegalAction, Option, resolve_options

from ..text import DEFAULT_LOCALE, locales

# The platform's settings, the same for every game. Other issues add theirs here
# (language, reminder, takeover …).
PLATFORM: tuple[Option, ...] = (
    Option("auto_pass", True),  # a prompt whose only legal move is a pass is played for the player
    # Hours a seat may keep the table waiting before a reminder (DM, and once a channel
    # mention), and before the AI plays its pending decision; 0 is off.
    Option("reminder", 12, (0, 1, 2, 4, 6, 12, 24, 48)),
    Option("takeover", 0, (0, 1, 6, 12, 24, 48, 72, 168)),
    # the table's language (channel messages, DMs); `/game new` defaults it to the server's
    Option("language", DEFAULT_LOCALE, tuple(locales())),
    # a thread of its own, started from the lobby message (where the bot may create threads)
    Option("thread", True),
    # `/game undo` (bot/service/takeback_rules.py): quiet moves taken back, yours at once and others' with their
    # Allow (yes); only moves no other person made since (own); never (no)
    Option("undo", True, (True, "own", False)),
    # `/game hint`: the hard AI's best moves for a seat, privately; a table turns unrated once one is taken
    Option("hints", True),
)
# The platform options the host may change while the table runs (`/game settings`).
LIVE = ("reminder", "takeover", "auto_pass", "undo")
# What `/game new options:` and `/game settings` read: far more than any table has, far less
# than would cost anything (Python refuses to read integers past 4,300 digits).
TEXT_LIMIT = 500
COUNT_LIMIT = 20
DIGITS_LIMIT = 6
SHOWN = 40  # how much of a bad part an error quotes
YES, NO = ("yes", "true", "on"), ("no", "false", "off")


def parse(text: str | None) -> dict[str, Any]:
    """`governor_immediate_pick=yes start_player=random` -> {…: True, …: "random"}; IllegalAction
    for text too long, too many parts, a part without `=`, a number too long, a key given twice."""
    text = text or ""
    if len(text) > TEXT_LIMIT:
        raise IllegalAction("options_too_long", length=len(text), max=TEXT_LIMIT)
    parts = text.replace(",", " ").split()
    if len(parts) > COUNT_LIMIT:
        raise IllegalAction("too_many_options", count=len(parts), max=COUNT_LIMIT)
    out: dict[str, Any] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise IllegalAction("bad_options", text=part[:SHOWN])
        if key in out:
            raise IllegalAction("duplicate_option", option=key[:SHOWN])
        out[key] = _value(key, value)
    return out


def _value(key: str, value: str) -> Any:
    low = value.lower()
    if low in YES or low in NO:
        return low in YES
    if value.lstrip("-").isascii() and value.lstrip("-").isdigit():
        if len(value.lstrip("-")) > DIGITS_LIMIT:
            raise IllegalAction("bad_option_value", option=key[:SHOWN], value=value[:SHOWN] + "…")
        return int(value)
    return value


def all_options(game: Game) -> tuple[Option, ...]:
    return tuple(game.options) + PLATFORM


def resolve(game: Game, given: dict[str, Any] | None) -> dict[str, Any]:
    """Every option with its value (defaults filled in); IllegalAction for a bad name or value."""
    platform = {o.name for o in PLATFORM}
    given = dict(given or {})
    mine = {name: given.pop(name) for name in list(given) if name in platform}
    return {**resolve_options(PLATFORM, mine), **game.resolve_options(given)}


def resolve_platform(given: dict[str, Any]) -> dict[str, Any]:
    """The platform's options alone (a server's defaults for its tables); IllegalAction for a bad one."""
    return resolve_options(PLATFORM, given)


def change(options: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """`options` with some live settings changed; IllegalAction for anything else."""
    for name in given:
        if name not in LIVE:
            raise IllegalAction("not_live_option", option=name)
    return {**options, **{k: v for k, v in resolve_options(PLATFORM, given).items() if k in given}}


def for_game(game: Game, options: dict[str, Any]) -> dict[str, Any]:
    """The game's readings of a table's stored options (a table saved before an option existed
    keeps the reading it was opened with)."""
    names = {o.name for o in game.options}
    return game.saved_options({k: v for k, v in options.items() if k in names})


def setting(options: dict[str, Any], name: str) -> Any:
    """A platform option's value (its default for tables opened before it existed)."""
    return options.get(name, next(o.default for o in PLATFORM if o.name == name))
