"""The words. Every sentence a player reads comes from a catalogue here.

Catalogues are Project Fluent files, `bot/text/<locale>/<domain>.ftl` (domain = `core`
or a game name), so translators' tools (Weblate, Pontoon, Crowdin) open them and plural
forms follow CLDR through Babel. The code names a message by a dotted key,
`portroyal.action.take_ship`; its Fluent id is the same with hyphens,
`portroyal-action-take_ship` (keys never contain hyphens). `python -m bot.text check`
verifies every locale against English.

Params from the engine become Fluent arguments by these rules, so games never need code here:
- a number stays a number, so `{ $coins -> [one] … *[other] … }` picks the CLDR plural form;
- a param named `seat` or `*_seat` is a player; `seats` or `*_seats` a list of players;
- a dict with a `type` field is a thing, worded by `<game>.thing.<type>` with its own fields
  as params (recursively);
- a list is its items' words joined by ", ", and also gives `<name>_count`, its length, so a
  message can agree with it ("{ $seats } gets" / "get");
- a string is a term keyed by its param, `<game>.term.<param>.<value>` (so `colour=red` and
  `kind=red` never collide), and is kept as is if there is no such term;
- True/False/None read `core.term.yes` / `no` / `none`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import FluentSerializer
from fluent.syntax.visitor import Visitor

DEFAULT_LOCALE = "en"
_HERE = Path(__file__).parent


def key_to_id(key: str) -> str:
    return key.replace(".", "-")


def id_to_key(message_id: str) -> str:
    return message_id.replace("-", ".")


class _Variables(Visitor):
    """The `$names` a message uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(message: ast.Message) -> frozenset[str]:
    finder = _Variables()
    finder.visit(message)
    return frozenset(finder.names)


@dataclass
class _Locale:
    bundle: FluentBundle
    sources: dict[str, str] = field(default_factory=dict)        # key -> the message as FTL text
    needs: dict[str, frozenset[str]] = field(default_factory=dict)  # key -> its variables


_extra: dict[str, list[str]] = {}


def sources(locale: str, root: Path = _HERE) -> list[tuple[str, str]]:
    """(name, FTL text) of every file of a locale, plus words added with `extend`."""
    folder = root / locale
    out = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.ftl"))] if folder.is_dir() else []
    if root == _HERE:
        out += [(f"<extend {i}>", text) for i, text in enumerate(_extra.get(locale, []))]
    return out


@lru_cache(maxsize=None)
def _load(locale: str) -> _Locale:
    loaded = _Locale(FluentBundle([locale], use_isolating=False))
    serializer = FluentSerializer()
    for _, text in sources(locale):
        resource = FluentParser(with_spans=False).parse(text)  # parsed once: the bundle takes the same tree
        loaded.bundle.add_resource(resource)
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                key = id_to_key(entry.id.name)
                loaded.sources[key] = serializer.serialize_entry(entry)
                loaded.needs[key] = variables(entry)
    return loaded


def catalogue(locale: str) -> dict[str, str]:
    """Every key a locale has, with its message as FTL text."""
    return dict(_load(locale).sources)


def extend(locale: str, ftl_text: str) -> None:
    """Add words from outside this folder (a game that lives elsewhere, e.g. a test game)."""
    _extra.setdefault(locale, []).append(ftl_text)
    _load.cache_clear()
    _titles.cache_clear()
    _formatted.cache_clear()


@lru_cache(maxsize=8192)
def _formatted(locale: str, message_id: str, args: tuple[tuple[str, Any], ...]) -> tuple[str, tuple[Exception, ...]]:
    """A message with its arguments worded, once per (locale, message, arguments): every turn
    says mostly the same lines again, and Fluent with Babel's number formatting was a fifth of a
    press's time on the event loop. The arguments are worded already (strings and numbers)."""
    bundle = _load(locale).bundle
    text, errors = bundle.format_pattern(bundle.get_message(message_id).value, dict(args))
    return text, tuple(errors)


@lru_cache(maxsize=1)
def _titles() -> dict[str, str]:
    """A game's English title (and its own name) -> the game, so a `game` param is worded by
    the game's title in the reader's language ("Тобаґо" inside a Ukrainian sentence)."""
    loaded = _load(DEFAULT_LOCALE)
    out: dict[str, str] = {}
    for key in loaded.sources:
        domain, _, rest = key.partition(".")
        if rest == "title":
            text, _ = loaded.bundle.format_pattern(loaded.bundle.get_message(key_to_id(key)).value, {})
            out[text] = out[domain] = domain
    return out


@lru_cache(maxsize=1)
def _folders() -> tuple[str, ...]:
    return tuple(sorted(p.name for p in _HERE.iterdir() if p.is_dir() and any(p.glob("*.ftl"))))


def locales() -> list[str]:
    return list(_folders())


def normalise_locale(locale: Any) -> str:
    """discord.Locale or 'en-US' / 'es-419' -> the catalogue folder we have ('en', 'es')."""
    text = str(getattr(locale, "value", locale) or DEFAULT_LOCALE)
    for candidate in (text, text.split("-")[0]):
        if candidate in _folders():
            return candidate
    return DEFAULT_LOCALE


class Words:
    """One reader's words: a locale plus how to name a seat (a mention, 'AI 1', …).

    A key the locale lacks falls back to English and a variable the params lack reads as
    nothing, so a catalogue slip never stops a table; tests set `strict` so the same slips
    fail loudly there (a finished locale must never fall back silently).
    """

    strict = False

    def __init__(self, locale: str = DEFAULT_LOCALE, name_seat: Callable[[str], str] | None = None):
        self.locale = normalise_locale(locale)
        self._name_seat = name_seat or (lambda seat: seat)

    def has(self, key: str) -> bool:
        return key in _load(self.locale).sources or key in _load(DEFAULT_LOCALE).sources

    def _find(self, key: str) -> tuple[str, _Locale, str]:
        for locale in (self.locale, DEFAULT_LOCALE):
            loaded = _load(locale)
            if key in loaded.sources:
                if locale != self.locale and self.strict:
                    raise KeyError(f"no {self.locale} words for {key!r}")
                return locale, loaded, key_to_id(key)
        raise KeyError(f"no words for {key!r}")

    def __call__(self, key: str, domain: str = "core", **params: Any) -> str:
        """Word `key`; `domain` is the game whose things and terms the params use."""
        locale, loaded, message_id = self._find(key)
        args: dict[str, Any] = {}
        for name, value in params.items():
            is_number = isinstance(value, (int, float)) and not isinstance(value, bool)
            args[name] = value if is_number else self.value(name, value, domain)
            if isinstance(value, (list, tuple)):
                args.setdefault(f"{name}_count", len(value))
        missing = loaded.needs[key] - set(args)
        if missing and self.strict:
            raise KeyError(f"{key!r} needs {sorted(missing)}")
        args.update(dict.fromkeys(missing, ""))
        try:
            text, errors = _formatted(locale, message_id, tuple(args.items()))
        except TypeError:  # an argument that cannot be a key (none of ours): worded without the cache
            text, errors = loaded.bundle.format_pattern(loaded.bundle.get_message(message_id).value, args)
        if errors and self.strict:
            raise ValueError(f"{self.locale} {key!r}: {errors}")
        return text

    def first(self, keys: list[str], domain: str, **params: Any) -> str:
        """The first of `keys` that the catalogue has (game-specific before generic)."""
        for key in keys:
            if self.has(key):
                return self(key, domain, **params)
        raise KeyError(f"no words for any of {keys!r}")

    def value(self, name: str, value: Any, domain: str) -> str:
        if name == "game" and isinstance(value, str) and value in _titles():
            game = _titles()[value]
            return self(f"{game}.title", game)
        if name == "seat" or name.endswith("_seat"):
            return self._name_seat(str(value)) if value is not None else self("core.term.none")
        if name == "seats" or name.endswith("_seats"):
            return self.join([self._name_seat(str(v)) for v in value])
        return self.thing(value, domain, name)

    def thing(self, value: Any, domain: str, name: str = "") -> str:
        """A param's words; `name` is the param it came in (a string is its term under it)."""
        if isinstance(value, bool):
            return self("core.term.yes" if value else "core.term.no")
        if value is None:
            return self("core.term.none")
        if isinstance(value, dict) and "type" in value:
            params = {k: v for k, v in value.items() if k != "type"}
            return self(f"{domain}.thing.{value['type']}", domain, **params)
        if isinstance(value, (list, tuple)):  # no cards, no spaces: "none" ("nobody" is for people)
            return self.join([self.thing(v, domain, name) for v in value], empty="core.term.none")
        if isinstance(value, str):
            key = f"{domain}.term.{name}.{value}" if name else f"{domain}.term.{value}"
            return self(key, domain) if self.has(key) else value
        return str(value)

    def join(self, items: list[str], empty: str = "core.term.nothing") -> str:
        return self("core.term.list_separator").join(items) if items else self(empty)

    # --- the engine's data in words --------------------------------------------
    def action(self, game: str, action: Any) -> str:
        return self(f"{game}.action.{action.kind}", game, **action.params)

    def event(self, game: str, event: Any) -> str:
        """A game's event in its words; the platform's own (a take-back) in `core.event.<kind>`."""
        key = f"{game}.event.{event.kind}"
        if not self.has(key) and self.has(f"core.event.{event.kind}"):
            return self(f"core.event.{event.kind}", game, **event.params)
        return self(key, game, **event.params)

    def fact(self, game: str, fact: Any) -> str:
        """One fact of what a board shows (`Game.describe`), for its alt text."""
        return self(f"{game}.fact.{fact.kind}", game, **fact.params)

    def error(self, game: str | None, code: str, params: dict[str, Any]) -> str:
        keys = ([f"{game}.error.{code}"] if game else []) + [f"core.error.{code}"]
        return self.first(keys, game or "core", **params)
