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


# --- inside bot/: floors are packages, one door, no circles ------------------------------------
# Each package (or lone module) of bot/ is a floor; a run-time import may point to its own unit or
# a lower floor, never higher and never sideways (the Discord surface and a web surface never
# import each other). Only the table service imports its store. Imports under `if TYPE_CHECKING:`
# are for the reader, not run.
FLOORS = {
    0: {"text", "workers"},          # the words, and the processes that draw boards and think
    1: {"service"},                  # the table service: the one door, and the store under it
    2: {"speech", "metrics", "settings"},  # what the bot says; the operators' figures; the environment
    3: {"timers"},                   # what moves a table by itself: AI seats, turn clocks, forgetting
    4: {"discord_surface", "web_surface"},  # people's input from Discord, from the live board -> service calls
    5: {"app"},                      # where it is put together
    6: {"trying"},                   # `treasure-table try`: the bot put on a simulated Discord
    7: {"__main__"},                 # `python -m bot`: settings in, the bot run
}
UNIT_FLOOR = {unit: floor for floor, units in FLOORS.items() for unit in units}
STORE = ("service.store", "service.db")


def unit(module: str) -> str:
    """The floor a bot module belongs to: its top package, or itself if it is a lone module."""
    return module.split(".")[0]


def test_every_bot_package_is_a_floor():
    assert sorted({unit(m) for m in import_graph()} - set(UNIT_FLOOR)) == []


def climbs(graph: dict[str, set[str]]) -> list[str]:
    """The imports in `graph` that reach up or sideways (a cog importing another cog among them)."""
    offences = []
    for module, targets in graph.items():
        for target in targets:
            here, there = unit(module), unit(target)
            if here == there:
                if module.startswith("discord_surface.cogs.") and target.startswith("discord_surface.cogs."):
                    offences.append(f"bot/{module} imports bot/{target} (a cog imports a cog)")
            elif UNIT_FLOOR[there] >= UNIT_FLOOR[here]:
                offences.append(f"bot/{module} imports bot/{target}")
    return sorted(offences)


def test_no_import_climbs_a_floor():
    """Surfaces sit on speech, speech on the table service, the service on the store; nothing
    reaches up or sideways, and a cog never imports another cog."""
    assert climbs(import_graph()) == []


def test_only_the_table_service_imports_the_store():
    offences = [f"bot/{module} imports bot/{target}" for module, targets in import_graph().items()
                for target in targets
                if target.startswith(STORE) and unit(module) != "service"]
    assert offences == []


def bot_modules(root: Path = ROOT) -> dict[str, Path]:
    found = {}
    for path in (root / "bot").rglob("*.py"):
        parts = path.relative_to(root / "bot").with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def runtime_imports(name: str, path: Path, known: set[str], *, for_the_reader: bool = False) -> set[str]:
    """The bot modules `name` imports when it runs (at the top or inside a function); with
    `for_the_reader`, those under `if TYPE_CHECKING:` too."""
    package = name.split(".")[:-1] if path.name != "__init__.py" else name.split(".")
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if _type_checking_only(node) and not for_the_reader:
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


def import_graph(*, for_the_reader: bool = False, root: Path = ROOT) -> dict[str, set[str]]:
    """Who imports whom in bot/; `for_the_reader` counts the type-only imports too."""
    modules = bot_modules(root)
    known = set(modules) | {""}
    # a package may pick one of its own modules when it runs (bot.db picks its driver): no circle
    return {name: {t for t in runtime_imports(name, path, known, for_the_reader=for_the_reader) - {""}
                   if not t.startswith(f"{name}.")}
            for name, path in modules.items()}


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
    assert "service.store" in graph["service.tables"] and "service.tables" in graph["discord_surface.posting.delivery"]
    assert "discord_surface.interactions" in graph["discord_surface.cogs.play"]
    wrong = {"service.tables": {"discord_surface.posting.delivery"}, "speech.compose": {"metrics"},
             "discord_surface.cogs.play": {"discord_surface.cogs.seating"}}
    assert len(climbs(wrong)) == 3
    assert climbs({"web_surface.site": {"discord_surface.interactions"}})  # the surfaces never import each other


# --- for the reader too: type-only imports keep to the floors ----------------------------------
def circle_through(graph: dict[str, set[str]], module: str) -> list[str]:
    """The other modules on an import circle through `module` (those it reaches that reach it)."""
    def reached(start: str, edges: dict[str, set[str]]) -> set[str]:
        seen, todo = {start}, [start]
        while todo:
            for target in edges.get(todo.pop(), ()):
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        return seen

    back: dict[str, set[str]] = {}
    for source, targets in graph.items():
        for target in targets:
            back.setdefault(target, set()).add(source)
    return sorted((reached(module, graph) & reached(module, back)) - {module})


def test_type_only_imports_climb_no_floor_and_close_no_circle_through_the_app():
    """A type named under `if TYPE_CHECKING:` is an arrow too: the reader follows it up a floor
    as surely as Python would, and a circle through app.py means the composition root is leaned on."""
    graph = import_graph(for_the_reader=True)
    assert climbs(graph) == []
    assert circle_through(graph, "app") == []


def test_the_type_only_graph_can_fail():
    assert "service.store" in import_graph(for_the_reader=True)["service.core"]  # read under TYPE_CHECKING
    assert "service.store" not in import_graph()["service.core"]
    before = {"app": {"speech.delivery", "timers"}, "timers": {"speech.delivery"},  # the shape it had
              "speech.delivery": {"app", "discord_surface.components"}, "discord_surface.components": set()}
    assert climbs(before) == ["bot/speech.delivery imports bot/app",
                              "bot/speech.delivery imports bot/discord_surface.components"]
    assert circle_through(before, "app") == ["speech.delivery", "timers"]


# --- speech is words: it awaits no Discord call and imports nothing from above -----------------
ABOVE_SPEECH = {"app", "discord_surface", "timers", "web_surface"}
# what reaches Discord: a message or channel's own calls, and an interaction's answers
DISCORD_CALLS = {"send", "edit", "create_dm", "fetch_message", "fetch_channel", "fetch_user", "delete",
                 "send_message", "defer", "edit_message", "edit_original_response", "delete_original_response",
                 "send_modal", "autocomplete", "create_thread", "add_reaction", "pin"}


def speech_offences(root: Path) -> list[str]:
    """What in `root`/bot/speech calls Discord or imports a floor above (type-only imports included)."""
    modules = bot_modules(root)
    known = set(modules) | {""}
    offences = []
    for name, path in sorted(modules.items()):
        if unit(name) != "speech":
            continue
        for target in sorted(runtime_imports(name, path, known, for_the_reader=True)):
            if unit(target) in ABOVE_SPEECH:
                offences.append(f"bot/{name} imports bot/{target}")
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                reaches = node.func.attr in DISCORD_CALLS or (  # an interaction's answer, by any name
                    isinstance(node.func.value, ast.Attribute) and node.func.value.attr in ("response", "followup")
                    and node.func.attr != "is_done")
                if reaches:
                    offences.append(f"bot/{name}:{node.lineno} calls .{node.func.attr}()")
    return sorted(offences)


def test_speech_is_words_only():
    """bot/speech composes what is said (discord's data types allowed: ui, Colour, File,
    AllowedMentions); sending, editing and answering interactions is the Discord surface's posting."""
    assert speech_offences(ROOT) == []


def test_the_speech_rule_can_fail(tmp_path):
    """A words module that posts, answers an interaction or names the app for its types is caught."""
    speech = tmp_path / "bot" / "speech"
    speech.mkdir(parents=True)
    (tmp_path / "bot" / "app.py").write_text("")
    (tmp_path / "bot" / "discord_surface").mkdir()
    (tmp_path / "bot" / "discord_surface" / "components.py").write_text("")
    (speech / "delivery.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from ..app import TreasureTable\n"
        "    from ..discord_surface.components import Views\n"
        "async def say(channel, text):\n"
        "    await channel.send(text)\n"
        "async def answer(interaction, text):\n"
        "    await interaction.response.send_message(text)\n")
    assert speech_offences(tmp_path) == [
        "bot/speech.delivery imports bot/app",
        "bot/speech.delivery imports bot/discord_surface.components",
        "bot/speech.delivery:6 calls .send()",
        "bot/speech.delivery:8 calls .send_message()",
    ]
