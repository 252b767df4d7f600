"""The table service's parts (take-backs, forgetting) reach it only through `Core`'s names, and
`Tables` offers every one of them: a part that grows a new need says so in core.py."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from bot.service import core, forgetting, hints, takebacks
from bot.service.tables import Tables

DECLARED = set(core.Core.__annotations__) | {n for n, _ in inspect.getmembers(core.Core) if not n.startswith("_")}


def used_through_core(module) -> set[str]:
    """Every `self.core.<name>` in the module."""
    tree = ast.parse(Path(module.__file__).read_text())
    return {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
            and node.value.attr == "core" and isinstance(node.value.value, ast.Name) and node.value.value.id == "self"}


def test_the_parts_use_only_what_core_declares():
    for module in (takebacks, forgetting, hints):
        used = used_through_core(module)
        assert used, module.__name__  # the check reads something
        assert used <= DECLARED, (module.__name__, sorted(used - DECLARED))  # no private name of Tables either


def test_tables_offers_every_name_core_declares(tmp_path):
    from bot.service.store import Store
    tables = Tables(Store(tmp_path / "t.sqlite3"))
    assert [name for name in sorted(DECLARED) if not hasattr(tables, name)] == []
    assert tables.takebacks.core is tables and tables.forgetting.core is tables

