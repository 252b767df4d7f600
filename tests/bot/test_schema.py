"""The migrations end in the same schema on SQLite and on PostgreSQL, from an empty database and
from a database of every earlier version: the same tables, columns (types normalised to the
SQL both are written in), primary keys, unique constraints, foreign keys and indexes."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.service.store import MIGRATIONS, Store

# PostgreSQL's types as the migrations write them (the driver widens SQLite's: bot/service/db/postgres.py)
PG_TYPES = {"bigint": "INTEGER", "integer": "INTEGER", "double precision": "REAL", "real": "REAL", "text": "TEXT"}


def _predicate(text: str | None) -> str | None:
    """A partial index's WHERE as the migrations write it: PostgreSQL's `x = ANY (ARRAY['a'::text])`
    back to `x IN ('a')`, casts and outer brackets gone."""
    if text is None:
        return None
    text = re.sub(r"::\w+", "", text)
    text = re.sub(r"\(?(\w+) = ANY \(ARRAY\[(.*?)\]\)\)?", r"\1 IN (\2)", text)
    while text.startswith("(") and text.endswith(")") and text.count("(") > text[1:-1].count("("):
        text = text[1:-1]
    return " ".join(text.split())


def _default(text: str | None) -> str | None:
    return None if text is None else re.sub(r"::\w+( \w+)?$", "", text)


def sqlite_schema(path: Path) -> dict:
    db = sqlite3.connect(path)
    try:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'"
                                            " AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        schema: dict = {"columns": {}, "primary keys": {}, "unique": set(), "foreign keys": set(), "indexes": {}}
        for table in tables:
            info = db.execute(f"PRAGMA table_info({table})").fetchall()  # cid, name, type, notnull, default, pk
            schema["columns"][table] = {c[1]: (c[2].upper(), bool(c[3]) or c[5] > 0, c[4]) for c in info}
            schema["primary keys"][table] = tuple(c[1] for c in sorted(info, key=lambda c: c[5]) if c[5])
            for fk in db.execute(f"PRAGMA foreign_key_list({table})"):  # id, seq, table, from, to, …
                schema["foreign keys"].add((table, fk[3], fk[2], fk[4]))
            for _, name, unique, origin, partial in db.execute(f"PRAGMA index_list({table})"):
                columns = tuple(c[2] for c in db.execute(f"PRAGMA index_info({name})"))
                if origin == "u":
                    schema["unique"].add((table, columns))
                elif origin == "c":
                    sql = db.execute("SELECT sql FROM sqlite_master WHERE name=?", (name,)).fetchone()[0]
                    where = sql.split(" WHERE ", 1)[1] if partial else None
                    schema["indexes"][name] = (table, columns, bool(unique), _predicate(where))
        return schema
    finally:
        db.close()


async def postgres_schema(url: str) -> dict:
    conn = await asyncpg.connect(url)
    try:
        schema: dict = {"columns": {}, "primary keys": {}, "unique": set(), "foreign keys": set(), "indexes": {}}
        for c in await conn.fetch("SELECT table_name, column_name, data_type, is_nullable, column_default"
                                  " FROM information_schema.columns WHERE table_schema='public'"
                                  " AND table_name<>'schema_version'"):  # the driver's own bookkeeping
            schema["columns"].setdefault(c["table_name"], {})[c["column_name"]] = (
                PG_TYPES[c["data_type"]], c["is_nullable"] == "NO", _default(c["column_default"]))
        for table in schema["columns"]:
            schema["primary keys"].setdefault(table, ())
        indexes = await conn.fetch(
            "SELECT t.relname AS table_name, i.relname AS name, x.indisprimary AS pk, x.indisunique AS uniq,"
            " pg_get_expr(x.indpred, x.indrelid) AS pred, EXISTS (SELECT 1 FROM pg_constraint k"
            " WHERE k.conindid = x.indexrelid AND k.contype = 'u') AS constraint_,"
            " ARRAY(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n) JOIN pg_attribute a"
            " ON a.attrelid = x.indrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns"
            " FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid"
            " JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = 'public'"
            " AND t.relname <> 'schema_version'")
        for x in indexes:
            columns = tuple(x["columns"])
            if x["pk"]:
                schema["primary keys"][x["table_name"]] = columns
            elif x["constraint_"]:
                schema["unique"].add((x["table_name"], columns))
            else:
                schema["indexes"][x["name"]] = (x["table_name"], columns, x["uniq"], _predicate(x["pred"]))
        for fk in await conn.fetch(
                "SELECT t.relname AS table_name, a.attname AS col, r.relname AS ref, b.attname AS ref_col"
                " FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid"
                " JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]"
                " JOIN pg_attribute b ON b.attrelid = k.confrelid AND b.attnum = k.confkey[1]"
                " WHERE k.contype = 'f'"):
            schema["foreign keys"].add((fk["table_name"], fk["col"], fk["ref"], fk["ref_col"]))
        return schema
    finally:
        await conn.close()


def differences(sqlite: dict, postgres: dict) -> list[str]:
    """What one dialect's schema has that the other's lacks, one line each ([] when alike)."""
    out = []
    for part in sqlite:
        a, b = sqlite[part], postgres[part]
        if isinstance(a, set):
            out += [f"{part}: only on SQLite {x}" for x in sorted(a - b)]
            out += [f"{part}: only on PostgreSQL {x}" for x in sorted(b - a)]
            continue
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                out.append(f"{part} of {key}: SQLite {a.get(key)}, PostgreSQL {b.get(key)}")
    return out


async def migrated(database, steps: list[str] | None = None, monkeypatch=None) -> None:
    """The store opened (and so migrated) on `database`, up to `steps` (all of them by default)."""
    if steps is not None:
        monkeypatch.setattr("bot.service.store.MIGRATIONS", steps)
    store = Store(database)
    await store.open()
    await store.close()
    if steps is not None:
        monkeypatch.undo()


async def test_a_fresh_database_ends_in_the_same_schema_on_both(tmp_path, postgres_cluster):
    path, url = tmp_path / "t.sqlite3", postgres_cluster.new_database()
    await migrated(path)
    await migrated(url)
    sqlite, postgres = sqlite_schema(path), await postgres_schema(url)
    assert "tables" in sqlite["columns"] and len(sqlite["indexes"]) >= 8  # the readers read something
    assert sqlite["primary keys"]["moves"] == ("table_id", "seq") and sqlite["unique"]
    assert differences(sqlite, postgres) == []


async def test_the_comparison_sees_a_step_that_differs(tmp_path, postgres_cluster, monkeypatch):
    """The check can fail: one step written otherwise for SQLite (a column's type, an index's
    condition, a unique constraint gone) is named, each difference on its own line."""
    changed = list(MIGRATIONS)
    changed[7] = changed[7].replace("forget_at REAL", "forget_at TEXT")
    changed[4] = changed[4].replace("WHERE status IN ('lobby', 'running')", "WHERE status = 'lobby'")
    changed[1] = changed[1].replace("UNIQUE (table_id, seat, kind)", "CHECK (kind <> '')")
    path, url = tmp_path / "t.sqlite3", postgres_cluster.new_database()
    await migrated(path, changed, monkeypatch)
    await migrated(url)
    found = differences(sqlite_schema(path), await postgres_schema(url))
    assert len(found) == 3, found
    assert any("servers" in line and "forget_at" in line for line in found)
    assert any("tables_by_parent" in line for line in found)
    assert any("only on PostgreSQL" in line and "timers" in line for line in found)


@pytest.mark.parametrize("version", range(1, len(MIGRATIONS)))
async def test_a_database_of_every_earlier_version_upgrades_to_the_fresh_schema(
        tmp_path, postgres_cluster, monkeypatch, version):
    """Made by the code of schema `version`, then opened by this one: the same schema as a fresh
    database's, on SQLite and on PostgreSQL."""
    fresh = tmp_path / "fresh.sqlite3"
    await migrated(fresh)
    path, url = tmp_path / "old.sqlite3", postgres_cluster.new_database()
    for database in (path, url):
        await migrated(database, MIGRATIONS[:version], monkeypatch)
        await migrated(database)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert len(list(tmp_path.glob(f"old.sqlite3.schema{version}-*.bak"))) == 1  # the copy before migrating
    expected = sqlite_schema(fresh)
    assert differences(sqlite_schema(path), expected) == []
    assert differences(await postgres_schema(url), expected) == []
