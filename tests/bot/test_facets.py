"""The facets of the table service (bot/service/facets.py) are as narrow as their names: the
reader cannot write, and what the said facet records the reader sees.

Which store methods write is read from the store's own code, not listed here: a method writes
if it reaches the database by any driver verb other than a query (`one`, `all`: the only verbs
of bot/service/db's Connection that run a SELECT and change nothing), itself or through the
store's methods it calls. Lifecycle verbs (open, close) count as not reading too: the reader
has no business with them either.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

from bot.service import db
from bot.service.facets import Reader, Said, TimerBook
from bot.service.store import Store

QUERIES = {"one", "all"}


def _class_ast(cls: type) -> ast.ClassDef:
    return ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]


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


def store_methods_not_reading() -> set[str]:
    """The Store's methods that write (or open and close), derived from its source."""
    tree = _class_ast(Store)
    verbs = _database_verbs()
    methods = {f.name: f for f in tree.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}
    aliases = {t.id: a.value.id for a in tree.body if isinstance(a, ast.Assign) and isinstance(a.value, ast.Name)
               for t in a.targets if isinstance(t, ast.Name)}  # `_write = _run`
    calls, direct = {}, set()
    for name, node in methods.items():
        calls[name] = {aliases.get(n, n) for n in _uses(node, "")} & set(methods)
        # a verb called on anything but self: the driver, self._conn(), a transaction's connection
        said = {c.func.attr for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                and not (isinstance(c.func.value, ast.Name) and c.func.value.id == "self")}
        if (said & verbs) - QUERIES:
            direct.add(name)
    not_reading = set(direct)
    while True:  # whatever calls a method that writes, writes
        more = {name for name, callees in calls.items() if callees & not_reading} - not_reading
        if not more:
            return not_reading
        not_reading |= more


def store_calls(cls: type) -> dict[str, set[str]]:
    """Each public method of a facet: the store methods it calls."""
    return {f.name: _uses(f, "_store") for f in _class_ast(cls).body
            if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and not f.name.startswith("_")}


def test_the_store_is_read_as_it_is_written():
    """The derivation sees writes through the store's helpers (`_write`, `_batch`) and leaves queries be."""
    not_reading = store_methods_not_reading()
    assert {"set_announced", "set_meta", "set_timer", "record_move", "open"} <= not_reading
    assert not {"table", "get_meta", "moves", "timers", "leaderboard"} & not_reading


def test_the_reader_calls_no_store_method_that_writes():
    calls = store_calls(Reader)
    public = {name for name in dir(Reader) if not name.startswith("_")}
    not_reading = store_methods_not_reading()
    assert {name: sorted(used & not_reading) for name, used in calls.items() if used & not_reading} == {}
    assert set(calls) == public  # nothing of the reader is left unchecked (and it hands out no store)
    assert all(calls.values())   # each of them reads through the store, which this test follows


def test_every_method_of_the_said_facet_writes():
    """The check can fail: the facet that records what was said writes in every method (one
    that only read would belong to the reader)."""
    not_reading = store_methods_not_reading()
    assert [name for name, used in store_calls(Said).items() if not used & not_reading] == []


def test_the_facets_call_only_what_the_store_has():
    for facet in (Reader, Said, TimerBook):
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
             "leaderboard": (1, "portroyal"), "kept_dms": (), "meta": ("k",), "seated": ("1",)}
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
