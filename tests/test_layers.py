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


# --- inside bot/: floors, one door, no circles ---------------------------------------------
# Each module of bot/ sits on a floor; a run-time import may point to its own floor or lower,
# never higher, and never closes a circle. Only the table service (and the storage under it)
# imports the store. Imports under `if TYPE_CHECKING:` are for the reader, not run.
FLOORS = {
    0: {"rows", "seats", "errors", "options", "settings", "shards", "standings", "menus", "matching", "text", "undo",
        "servers", "updates", "text.check", "text.__main__", "watch", "logs"},          # words and data everyone shares
    1: {"store", "db", "db.sqlite", "db.postgres", "ratings"},               # storage
    2: {"tables", "takebacks", "forgetting"},                                # the one door (Tables and its parts)
    3: {"wording", "lobbywords", "logpages", "compose", "boards", "rendering", "replay", "replies", "notices",
        "dms", "delivery", "timers", "translator", "metrics"},                          # what the bot says
    4: {"interactions", "components", "slash"},                              # what commands and buttons run
    5: {"cogs.admin", "cogs.information", "cogs.play", "cogs.records", "cogs.replay", "cogs.seating",
        "cogs.server", "cogs.privacy"},
    6: {"app", "__main__"},                                                  # where it is put together
}
FLOOR = {module: floor for floor, modules in FLOORS.items() for module in modules}
STORAGE = FLOORS[1] | FLOORS[2]


def bot_modules() -> dict[str, Path]:
    found = {}
    for path in (ROOT / "bot").rglob("*.py"):
        parts = path.relative_to(ROOT / "bot").with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def runtime_imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The bot modules `name` imports when it runs (at the top or inside a function)."""
    package = name.split(".")[:-1] if path.name != "__init__.py" else name.split(".")
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if _type_checking_only(node):
            return
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
            elif node.module and node.module.split(".")[0] == "bot":
                base = []
            else:
                base = None
            if base is not None:
                module = node.module if node.level else (node.module.split(".", 1)[1] if "." in node.module else "")
                prefix = ".".join(base + ([module] if module else []))
                for alias in node.names:
                    target = f"{prefix}.{alias.name}" if prefix else alias.name
                    found.add(target if target in known else prefix)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("bot."):
                    found.add(alias.name.split(".", 1)[1])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(), filename=str(path)))
    return {m for m in found if m in known and m != name}


def import_graph() -> dict[str, set[str]]:
    modules = bot_modules()
    known = set(modules) | {""}
    # a package may pick one of its own modules when it runs (bot.db picks its driver): no circle
    return {name: {t for t in runtime_imports(name, path, known) - {""} if not t.startswith(f"{name}.")}
            for name, path in modules.items()}


def test_every_bot_module_has_a_floor():
    assert sorted(set(import_graph()) - set(FLOOR) - {"cogs"}) == []


def test_no_import_climbs_a_floor():
    """Commands sit on handlers, handlers on what the bot says, that on the table service, the
    service on the store; nothing reaches up (a cog never imports another cog: a floor of its own each)."""
    offences = []
    for module, targets in import_graph().items():
        for target in targets:
            if module not in FLOOR or target not in FLOOR:
                continue
            climbs = FLOOR[target] > FLOOR[module]
            sideways_cog = FLOOR[module] == FLOOR[target] == 5
            if climbs or sideways_cog:
                offences.append(f"bot/{module} imports bot/{target}")
    assert sorted(offences) == []


def test_only_the_table_service_imports_the_store():
    offences = [f"bot/{module} imports bot/store" for module, targets in import_graph().items()
                if "store" in targets and module not in STORAGE]
    assert offences == []


def test_no_import_closes_a_circle():
    graph = import_graph()
    circles = []

    def walk(module: str, trail: list[str]) -> None:
        for target in sorted(graph.get(module, ())):
            if target in trail:
                circle = trail[trail.index(target):] + [target]
                if min(circle[:-1]) == circle[0]:
                    circles.append(" -> ".join(circle))
            elif len(trail) < 12:
                walk(target, trail + [target])

    for module in sorted(graph):
        walk(module, [module])
    assert sorted(set(circles)) == []


def test_the_layer_rules_can_fail():
    """The graph reads what it should: a module that imports upward is seen doing it."""
    graph = import_graph()
    assert "store" in graph["tables"] and "tables" in graph["delivery"] and "interactions" in graph["cogs.play"]
