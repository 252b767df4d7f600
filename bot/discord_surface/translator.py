"""Slash commands in the reader's language: discord.py's `app_commands.Translator` fed from
the catalogue. A command's words live under `core.command.<path>`, e.g.
`core.command.game.new.name`, `…game.new.description`, `…game.new.param.options.name`
(a hyphen in a command name reads `_` in its key: `game.add_ai`). English is the code's own
text, so only the other locales are looked up; a key a locale lacks leaves English in place.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from ..text import DEFAULT_LOCALE, Words, catalogue, normalise_locale

_FIELD = {
    Where.command_name: "name", Where.group_name: "name", Where.parameter_name: "name",
    Where.command_description: "description", Where.group_description: "description",
    Where.parameter_description: "description",
}


def command_path(command: Any) -> str:
    return ".".join(part.replace("-", "_") for part in command.qualified_name.split())


def command_key(context: app_commands.TranslationContext) -> str | None:
    """The catalogue key for one translatable string of the command tree, or None."""
    field = _FIELD.get(context.location)
    if field is None:
        return None  # choices and other strings: none of ours are static
    data = context.data
    if context.location in (Where.parameter_name, Where.parameter_description):
        return f"core.command.{command_path(data.command)}.param.{data.name}.{field}"
    return f"core.command.{command_path(data)}.{field}"


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        language = normalise_locale(locale)
        key = command_key(context)
        if language == DEFAULT_LOCALE or key is None or key not in catalogue(language):
            return None
        return Words(language)(key)
