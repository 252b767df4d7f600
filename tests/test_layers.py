"""Arrows only point down: bot -> renders -> engine. The engine never touches I/O."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "engine": {"discord", "PIL", "asyncio", "sqlite3", "aiosqlite", "bot", "renders", "socket", "threading"},
    "renders": {"discord", "aiosqlite", "sqlite3", "bot"},
}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_and_renders_import_nothing_above_them():
    offences = []
    for package, forbidden in FORBIDDEN.items():
        files = list((ROOT / package).rglob("*.py"))
        assert files, package
        for path in files:
            bad = imported_roots(path) & forbidden
            if bad:
                offences.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert offences == []


def test_bot_has_no_special_case_for_a_game():
    """A game name in bot/ code means the contract is missing something."""
    from engine import registry

    offences = []
    for path in (ROOT / "bot").rglob("*.py"):
        text = path.read_text()
        for name in registry.names():
            if f'"{name}"' in text or f"'{name}'" in text:
                offences.append(f"{path.relative_to(ROOT)} names {name}")
    assert offences == []


def test_only_the_app_reaches_into_the_command_modules():
    """Timers, delivery and the table service work through the service and each other, never
    through a cog: a cog is where a person's command comes in, not a library."""
    offences = []
    for path in (ROOT / "bot").glob("*.py"):
        if path.name == "app.py":
            continue
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "cogs":
                offences.append(f"{path.relative_to(ROOT)} imports from bot.{node.module}")
    assert offences == []
