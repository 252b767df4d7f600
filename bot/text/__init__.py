"""The words. Every sentence a player reads comes from a catalogue here.

Catalogues are TOML files in `bot/text/<locale>/`; each file's tables nest under a
domain (`core` or a game name), so a key reads `portroyal.action.take`. A locale
that lacks a key falls back to English.

Params from the engine become words by these rules, so games never need code here:
- a param named `seat` or `*_seat` is a player; `seats` or `*_seats` a list of players;
- a dict with a `type` field is a thing, worded by `<game>.thing.<type>` (recursively);
- a list is its items' words joined by ", ";
- a string is looked up as `<game>.term.<value>` (colours, card kinds…) and kept as is if absent;
- True/False/None read `core.term.yes` / `no` / `none`.
"""

from __future__ import annotations

import string
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

DEFAULT_LOCALE = "en"
_HERE = Path(__file__).parent


def _flatten(prefix: str, table: dict[str, Any], out: dict[str, str]) -> None:
    for key, value in table.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            _flatten(full, value, out)
        else:
            out[full] = str(value)


_extra: dict[str, dict[str, str]] = {}


@lru_cache(maxsize=None)
def catalogue(locale: str) -> dict[str, str]:
    folder = _HERE / locale
    out: dict[str, str] = {}
    if folder.is_dir():
        for path in sorted(folder.glob("*.toml")):
            with path.open("rb") as fh:
                _flatten("", tomllib.load(fh), out)
    out.update(_extra.get(locale, {}))
    return out


def extend(locale: str, toml_text: str) -> None:
    """Add words from outside this folder (a game that lives elsewhere, e.g. a test game)."""
    _flatten("", tomllib.loads(toml_text), _extra.setdefault(locale, {}))
    catalogue.cache_clear()


def locales() -> list[str]:
    return sorted(p.name for p in _HERE.iterdir() if p.is_dir() and not p.name.startswith("_"))


def normalise_locale(locale: Any) -> str:
    """discord.Locale or 'en-US' -> the catalogue folder we have ('en')."""
    text = str(getattr(locale, "value", locale) or DEFAULT_LOCALE)
    for candidate in (text, text.split("-")[0]):
        if candidate in locales():
            return candidate
    return DEFAULT_LOCALE


class _Params(dict):
    def __missing__(self, key: str) -> str:
        raise KeyError(key)


class Words:
    """One reader's words: a locale plus how to name a seat (a mention, 'AI 1', …).

    A template field the params lack reads as nothing, so a catalogue slip never stops a
    table; tests set `strict` so the same slip fails loudly there.
    """

    strict = False

    def __init__(self, locale: str = DEFAULT_LOCALE, name_seat: Callable[[str], str] | None = None):
        self.locale = normalise_locale(locale)
        self._name_seat = name_seat or (lambda seat: seat)

    def has(self, key: str) -> bool:
        return key in catalogue(self.locale) or key in catalogue(DEFAULT_LOCALE)

    def template(self, key: str) -> str:
        found = catalogue(self.locale).get(key)
        if found is None:
            found = catalogue(DEFAULT_LOCALE).get(key)
        if found is None:
            raise KeyError(f"no words for {key!r}")
        return found

    def __call__(self, key: str, domain: str = "core", **params: Any) -> str:
        """Word `key`; `domain` is the game whose things and terms the params use."""
        words = {name: self.value(name, value, domain) for name, value in params.items()}
        fields = {f for _, f, _, _ in string.Formatter().parse(self.template(key)) if f}
        missing = fields - set(words)
        if missing and self.strict:
            raise KeyError(f"{key!r} needs {sorted(missing)}")
        words.update(dict.fromkeys(missing, ""))
        return self.template(key).format_map(_Params(words))

    def first(self, keys: list[str], domain: str, **params: Any) -> str:
        """The first of `keys` that the catalogue has (game-specific before generic)."""
        for key in keys:
            if self.has(key):
                return self(key, domain, **params)
        raise KeyError(f"no words for any of {keys!r}")

    def value(self, name: str, value: Any, domain: str) -> str:
        if name == "seat" or name.endswith("_seat"):
            return self._name_seat(str(value)) if value is not None else self("core.term.none")
        if name == "seats" or name.endswith("_seats"):
            return self.join([self._name_seat(str(v)) for v in value])
        return self.thing(value, domain)

    def thing(self, value: Any, domain: str) -> str:
        if isinstance(value, bool):
            return self("core.term.yes" if value else "core.term.no")
        if value is None:
            return self("core.term.none")
        if isinstance(value, dict) and "type" in value:
            params = {k: v for k, v in value.items() if k != "type"}
            return self(f"{domain}.thing.{value['type']}", domain, **params)
        if isinstance(value, (list, tuple)):
            return self.join([self.thing(v, domain) for v in value])
        if isinstance(value, str):
            key = f"{domain}.term.{value}"
            return self(key, domain) if self.has(key) else value
        return str(value)

    def join(self, items: list[str]) -> str:
        return self("core.term.list_separator").join(items) if items else self("core.term.nothing")

    # --- the engine's data in words --------------------------------------------
    def action(self, game: str, action: Any) -> str:
        return self(f"{game}.action.{action.kind}", game, **action.params)

    def event(self, game: str, event: Any) -> str:
        return self(f"{game}.event.{event.kind}", game, **event.params)

    def error(self, game: str | None, code: str, params: dict[str, Any]) -> str:
        keys = ([f"{game}.error.{code}"] if game else []) + [f"core.error.{code}"]
        return self.first(keys, game or "core", **params)
