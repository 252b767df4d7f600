"""`python -m bot.text check`: every locale has every English key, no more, with the same
variables, and plural selectors use exactly the CLDR plural forms of that locale (Babel's
rules): none foreign to it, and every form an integer can take present. Keys the code names
literally (`words("core.done")`, `TableError("no_table")`, the engine's core
`IllegalAction` codes) must be in English. Keys built from engine data (`<game>.event.<kind>`)
are checked by the tests, which word everything the games emit in every locale."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from . import DEFAULT_LOCALE, _HERE, id_to_key, variables

CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


@lru_cache(maxsize=None)
def plural_forms(locale: str) -> tuple[set[str], set[str]]:
    """(every CLDR category of the locale, those an integer 0..1000 reaches)."""
    rule = Locale.parse(locale).plural_form
    return frozenset(rule.tags) | {"other"}, frozenset(rule(n) for n in range(1001))


class _Selects(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[ast.SelectExpression] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.found.append(node)
        self.generic_visit(node)


def _plural_problems(key: str, message: ast.Message, locale: str) -> list[str]:
    allowed, needed = plural_forms(locale)
    finder = _Selects()
    finder.visit(message)
    problems = []
    for select in finder.found:
        names = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
        if not names or not names <= CATEGORIES or names == {"other"}:
            continue  # a select on a word, or on exact numbers ([1] … *[other] …)
        if names - allowed:
            problems.append(f"{locale} {key}: plural forms {sorted(names - allowed)} do not exist in {locale}"
                            f" (CLDR: {sorted(allowed)})")
        if needed - names:
            problems.append(f"{locale} {key}: missing plural forms {sorted(needed - needed.intersection(names))}")
    return problems


def _shown(names: frozenset[str]) -> set[str]:
    """Variables minus a list's derived `<name>_count`, which a language may use or not."""
    return {n for n in names if not (n.endswith("_count") and n[: -len("_count")] in names)}


def load(folder: Path) -> tuple[dict[str, ast.Message], list[str]]:
    messages: dict[str, ast.Message] = {}
    problems = []
    for path in sorted(folder.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            where = f"{folder.name}/{path.name}"
            if isinstance(entry, ast.Junk):
                problems.append(f"{where}: cannot parse {entry.content.strip()[:60]!r}: "
                                + "; ".join(a.message for a in entry.annotations))
            elif isinstance(entry, ast.Message):
                key = id_to_key(entry.id.name)
                if not key.startswith(path.stem + "."):
                    problems.append(f"{where}: {entry.id.name} belongs in {key.split('.')[0]}.ftl")
                if key in messages:
                    problems.append(f"{where}: {entry.id.name} is defined twice")
                if entry.value is None:
                    problems.append(f"{where}: {entry.id.name} has no value")
                messages[key] = entry
    return messages, problems


_CODE = _HERE.parent.parent
_LITERAL = re.compile(r"""["'](core\.[a-z_]+(?:\.[a-z_]+)*)["']""")
_ERROR = re.compile(r"""(?:TableError|IllegalAction)\(\s*["']([a-z_]+)["']""")


def used_in_code(code: Path = _CODE) -> dict[str, str]:
    """Keys the platform's code names literally -> the file that names them."""
    used = {}
    files = [p for p in sorted((code / "bot").rglob("*.py")) if "text" not in p.parts] + [code / "engine" / "core.py"]
    for path in files:
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(code))
        for key in _LITERAL.findall(text):
            used.setdefault(key, where)
        for error in _ERROR.findall(text):
            used.setdefault(f"core.error.{error}", where)
    return used


def check(root: Path = _HERE, code: Path = _CODE) -> list[str]:
    folders = sorted(p for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    loaded = {f.name: load(f) for f in folders}
    english, problems = loaded.get(DEFAULT_LOCALE, ({}, [f"no {DEFAULT_LOCALE} catalogue"]))
    problems = list(problems)
    for key, message in english.items():
        problems += _plural_problems(key, message, DEFAULT_LOCALE)
    for key, where in sorted(used_in_code(code).items()):
        if key not in english:
            problems.append(f"{DEFAULT_LOCALE} {key}: used in {where} but missing")
    for locale, (messages, found) in loaded.items():
        if locale == DEFAULT_LOCALE:
            continue
        problems += found
        for key in sorted(set(english) - set(messages)):
            problems.append(f"{locale} {key}: missing")
        for key in sorted(set(messages) - set(english)):
            problems.append(f"{locale} {key}: not in {DEFAULT_LOCALE}")
        for key in sorted(set(messages) & set(english)):
            mine, theirs = _shown(variables(messages[key])), _shown(variables(english[key]))
            if mine != theirs:
                problems.append(f"{locale} {key}: variables {sorted(mine)} differ from {DEFAULT_LOCALE} {sorted(theirs)}")
            problems += _plural_problems(key, messages[key], locale)
    return problems
