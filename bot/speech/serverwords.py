"""The words of a server's settings: the one private summary `/game server` shows, after a
save too, whether the change came from the command's options or from its forms."""

from __future__ import annotations

from ..service import options as table_options
from ..service.servers import LIMITS, ServerSettings
from ..text import Words


def server_text(words: Words, settings: ServerSettings, guild_locale: str) -> str:
    """The one private summary of a server's settings."""
    language = settings.language
    shown_language = words(f"core.term.language.{language}") if language else words(
        "core.server.language_auto", language=words(f"core.term.language.{guild_locale}"))
    hours = {name: getattr(settings, name) if getattr(settings, name) is not None
             else table_options.setting({}, name) for name in ("reminder", "takeover")}
    opener = f"<@&{settings.opener}>" if settings.opener else words("core.server.everyone")
    where = " ".join(f"<#{c}>" for c in settings.channels) or words("core.server.anywhere")
    lines = [words("core.server.header"),
             words("core.server.language", language=shown_language),
             words("core.server.timers", **hours),
             words("core.server.opener", who=opener),
             words("core.server.where", where=where),
             words("core.server.limits", **{name: settings.limit(name) for name in LIMITS}),
             words("core.server.hints", on="yes" if settings.hints else "no"),
             words("core.server.how")]
    return "\n".join(lines)
