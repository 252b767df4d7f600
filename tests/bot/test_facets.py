"""The facets of the table service (bot/service/facets.py) are as narrow as their names: the
reader cannot write, and what the said facet records the reader sees.

Which statements write is read from the code, not listed here: a method writes if it reaches the
database by any driver verb other than a query (`one`, `all`: the only verbs of bot/service/db's
Connection that run a SELECT and change nothing), itself or through the methods it calls. Lifecycle
verbs (open, close) count as not reading too: the reader has no business with them either.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

from bot.service import db
from bot.service.facets import Reader, Said, TimerBook
from bot.service.people import People
from bot.service.store import Store

QUERIES = {"one", "all"}


def _class_ast(cls: type) -> ast.ClassDef:
    return ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]


def _methods(cls: type) -> dict[str, ast.AST]:
    return {f.name: f for f in _class_ast(cls).body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _database_verbs() -> set[str]:
    """Every verb of a connection or driver, from their protocols in bot/service/db."""
    return {name for proto in (db.Connection, db.Driver) for name, value in vars(proto).items()
            if inspect.isfunction(value) and not name.startswith("_")}


def _uses(node: ast.AST, receiver: str) -> set[str]:
    """The names used as `self.<receiver>.<name>` (receiver "") or `self.<name>` in `node`."""
    found = set()
    for n in ast.walk(node):
        if not isinstance(n, ast.Attribute):
            continue
        base = n.value
        if receiver:
            if isinstance(base, ast.Attribute) and base.attr == receiver and isinstance(base.value, ast.Name) \
                    and base.value.id == "self":
                found.add(n.attr)
        elif isinstance(base, ast.Name) and base.id == "self":
            found.add(n.attr)
    return found


def _verbs_said(node: ast.AST) -> set[str]:
    """The database verbs called in `node` on anything but self: the driver, self._conn(), a
    transaction's connection."""
    return {c.func.attr for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
            and not (isinstance(c.func.value, ast.Name) and c.func.value.id == "self")} & _database_verbs()


def store_methods_not_reading() -> set[str]:
    """The Store's own methods that write (or open and close), derived from its source."""
    tree = _class_ast(Store)
    methods = _methods(Store)
    aliases = {t.id: a.value.id for a in tree.body if isinstance(a, ast.Assign) and isinstance(a.value, ast.Name)
               for t in a.targets if isinstance(t, ast.Name)}  # `_write = _run`
    calls = {name: {aliases.get(n, n) for n in _uses(node, "")} & set(methods) for name, node in methods.items()}
    not_reading = {name for name, node in methods.items() if _verbs_said(node) - QUERIES}
    while True:  # whatever calls a method that writes, writes
        more = {name for name, callees in calls.items() if callees & not_reading} - not_reading
        if not more:
            return not_reading | {alias for alias, name in aliases.items() if name in not_reading}
        not_reading |= more


def store_calls(cls: type) -> dict[str, set[str]]:
    """Each public method of a facet: the store methods it calls."""
    return {name: _uses(node, "_store") for name, node in _methods(cls).items() if not name.startswith("_")}


def what_it_reaches(cls: type) -> tuple[set[str], set[str], set[str]]:
    """A class's reach, from its source: the database verbs it says, what it uses of its store
    (`self._store.<name>`), and what of itself (`self.<name>`) that it does not define."""
    tree = _class_ast(cls)
    return _verbs_said(tree), _uses(tree, "_store"), _uses(tree, "") - set(_methods(cls)) - {"_store"}


def test_the_store_is_read_as_it_is_written():
    """The derivation sees writes through the store's helpers (`_write`, `_batch`) and leaves queries be."""
    not_reading = store_methods_not_reading()
    assert {"_write", "_batch", "_insert", "record_move", "start", "set_options", "open"} <= not_reading
    assert not {"to_resume", "unsaid", "ratings_of", "rated_tables", "open_hosted"} & not_reading


def test_the_reader_reaches_the_database_by_queries_only():
    """Its own code says queries and nothing else, and of its store it takes only the connection
    (inside the store's transaction, if one is open) and the shards it serves: no method of the
    store, so none that writes."""
    verbs, of_store, of_itself = what_it_reaches(Reader)
    assert verbs == QUERIES
    assert of_store == {"_conn", "shards"}
    assert of_itself == set()
    tree = _class_ast(Reader)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    store = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "_store"
             and isinstance(n.ctx, ast.Load)]
    assert store and all(isinstance(parents[n], ast.Attribute) for n in store)  # it hands out no store


def test_the_check_sees_what_writes():
    """The check can fail: the store says verbs that write, and the facets use its write helpers."""
    verbs, _, _ = what_it_reaches(Store)
    assert verbs - QUERIES
    for facet in (Said, TimerBook, People):
        assert what_it_reaches(facet)[1] & store_methods_not_reading(), facet.__name__


def test_every_method_of_the_said_facet_writes():
    """The facet that records what was said writes in every method (one that only read would
    belong to the reader), through the store's helpers or another of its methods that does."""
    not_reading = store_methods_not_reading()
    methods = _methods(Said)
    writes = {name for name, node in methods.items() if _uses(node, "_store") & not_reading}
    writes |= {name for name, node in methods.items() if _uses(node, "") & writes}
    assert [name for name in methods if not name.startswith("_") and name not in writes] == []


def test_the_facets_call_only_what_the_store_has():
    for facet in (Reader, Said, TimerBook, People):
        for name, used in store_calls(facet).items():
            assert used <= set(dir(Store)), f"{facet.__name__}.{name}"


async def test_the_reader_runs_only_queries(service, monkeypatch):
    """At run time too: with the store's driver refusing every verb but a query, each of the
    reader's methods answers, and every statement it ran was a SELECT."""
    tables = service
    row = await tables.open(guild=1, channel=7, game="portroyal", host="1", name="a", locale="en")
    await tables.timer_book.set_timer(row.id, "1", "remind", 1.0, {})
    await tables.said.keep_dm(row.id, "1", "hello")
    await tables.said.set_meta("k", "v")
    calls = {"table": (row.id,), "playing_in": (7,), "last_finished": (7,), "lobbies_and_running": (),
             "count_by_status": (), "moves": (row.id,), "moved_since": (row.id, "1", 0), "records": (1, "1"),
             "leaderboard": (1, "portroyal"), "kept_dms": (), "meta": ("k",), "seated": ("1",),
             "threaded_tables": (7,), "latest_table": (7,), "running_tables": (), "hints_of": (1, "1")}
    assert set(calls) == set(store_calls(Reader))  # a new reader method is run here too
    driver, ran = tables.store.driver, []

    def query(verb):
        real = getattr(driver, verb)

        async def recorded(sql, params=()):
            ran.append(sql)
            return await real(sql, params)
        return recorded

    def refused(*args, **kwargs):
        raise AssertionError(f"the reader wrote: {args}")

    with monkeypatch.context() as patch:  # undone before the fixture closes the store
        for verb in _database_verbs() - QUERIES:
            patch.setattr(driver, verb, refused)
        for verb in QUERIES:
            patch.setattr(driver, verb, query(verb))
        answers = {name: await getattr(tables.reader, name)(*args) for name, args in calls.items()}
    assert answers["table"].id == row.id and answers["meta"] == "v" and len(answers["kept_dms"]) == 1
    assert [s.row.id for s in answers["seated"]] == [row.id]
    assert ran and [sql for sql in ran if not sql.lstrip().upper().startswith("SELECT")] == []


async def test_what_said_records_the_reader_sees(service):
    tables = service
    row = await tables.open(guild=1, channel=7, game="portroyal", host="1", name="a", locale="en")
    assert row.announced < row.version and row.prompt_message is None
    await tables.said.set_announced(row.id, row.version, 99)
    seen = await tables.reader.table(row.id)
    assert (seen.announced, seen.prompt_message) == (row.version, 99)
    assert await tables.said.said_once("notice") and not await tables.said.said_once("notice")
    assert await tables.reader.meta("notice") == "said"
