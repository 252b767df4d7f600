"""Starting the bot as a new user does: the .env file as Windows saves it, --help, settings that
cannot be used, nothing left behind by a failed start, and databases from other versions."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import aiohttp
import asyncpg
import discord
import pytest

from bot import __main__ as entry
from bot import settings
from bot.app import create_bot
from bot.service.db import is_postgres
from bot.service.facets import TimerBook
from bot.service.store import MIGRATIONS, SchemaTooNew, Store
from tests.conftest import on_both_backends

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A fresh folder to start the bot from, with no settings in the environment."""
    for name in ("DISCORD_TOKEN", "DATABASE", "DEV_GUILD_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_dotenv_saved_with_a_byte_order_mark_reads_as_without_one(folder):
    (folder / ".env").write_bytes("DISCORD_TOKEN=abc.def\r\nDEV_GUILD_ID=42\r\n".encode("utf-8-sig"))
    loaded = settings.load(env={}, dotenv=folder / ".env")
    assert loaded.token == "abc.def" and loaded.dev_guild == 42


def test_a_dotenv_is_read_as_a_shell_reads_it(folder):
    """`export` before a key, an inline comment, quotes: what people copy from shell scripts."""
    (folder / ".env").write_text("export DISCORD_TOKEN=abc.def  # from the portal\n"
                                 "DATABASE='data/my tables.sqlite3'\nLOG_FORMAT=json # one object a line\n")
    loaded = settings.load(env={}, dotenv=folder / ".env")
    assert (loaded.token, loaded.database, loaded.log_format) == ("abc.def", "data/my tables.sqlite3", "json")


def test_a_number_setting_that_is_no_number_stops_the_bot_in_one_line(folder, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.delenv("RENDER_WORKERS", raising=False)  # the file's value counts
    (folder / ".env").write_text("RENDER_WORKERS=two\n")
    assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "RENDER_WORKERS" in err and "'two'" in err, err
    assert [p.name for p in folder.iterdir()] == [".env"]


def test_help_prints_usage_without_logging_in(folder):
    env = {**os.environ, "DISCORD_TOKEN": "would-try-to-log-in", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "bot", "--help"], cwd=folder, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("usage:") and "DISCORD_TOKEN" in proc.stdout and "DATABASE" in proc.stdout
    assert proc.stderr == "" and list(folder.iterdir()) == []  # no log-in attempt, no database, no lock


def test_a_dev_guild_id_that_is_not_a_number_is_an_error_naming_it(folder, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DEV_GUILD_ID", "my server")
    assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "DEV_GUILD_ID" in err and "'my server'" in err
    assert list(folder.iterdir()) == []


def test_a_missing_token_leaves_no_data_folder_or_lock_file(folder, capsys):
    assert entry.main([]) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err
    assert list(folder.iterdir()) == []


def schema(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


async def newer(database) -> None:
    """A database a future Treasure Table wrote: schema version 99 and a table this one does not know."""
    if not is_postgres(database):
        with sqlite3.connect(database) as db:
            db.execute("CREATE TABLE future (x)")
            db.execute("PRAGMA user_version=99")
        return
    conn = await asyncpg.connect(database)
    await conn.execute("CREATE TABLE future (x INTEGER); CREATE TABLE schema_version (version INTEGER NOT NULL);"
                       " INSERT INTO schema_version VALUES (99)")
    await conn.close()


async def contents(database):
    """Everything a refusal must leave as it was: the file's bytes, or the server's tables and version."""
    if not is_postgres(database):
        return Path(database).read_bytes()
    conn = await asyncpg.connect(database)
    try:
        names = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname='public' ORDER BY 1")
        return [r[0] for r in names], await conn.fetchval("SELECT version FROM schema_version")
    finally:
        await conn.close()


@on_both_backends
async def test_a_database_from_a_newer_version_is_refused_untouched(database):
    await newer(database)
    before = await contents(database)
    store = Store(database)
    with pytest.raises(SchemaTooNew) as info:
        await store.open()
    text = str(info.value)
    assert "\n" not in text and "schema version 99" in text and f"up to {len(MIGRATIONS)}" in text
    assert await contents(database) == before
    again = Store(database)
    with pytest.raises(SchemaTooNew):  # not DatabaseBusy: the refused store let go of the file (the lease)
        await again.open()


@on_both_backends
def test_the_bot_refuses_a_newer_database_with_one_line(folder, monkeypatch, capsys, database):
    path = database
    asyncio.run(newer(path))

    async def login(self, token):  # as discord.py does once the token is accepted
        await self.setup_hook()

    monkeypatch.setattr(discord.Client, "login", login)
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DATABASE", str(path))
    assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Traceback" not in err
    assert "schema version 99" in err and f"up to {len(MIGRATIONS)}" in err


async def test_an_older_database_is_copied_then_migrated(tmp_path):
    """A database of schema 2 (before the outbox and timer arguments): a copy first, then 3."""
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0] + ";" + MIGRATIONS[1] + "; PRAGMA user_version=2;")
        db.execute("INSERT INTO tables(guild, channel, game, status, host, version, announced, created, updated)"
                   " VALUES (1, 2, 'portroyal', 'running', '7', 6, 6, 0, 0)")
        db.execute("INSERT INTO timers(table_id, seat, kind, due) VALUES (1, '7', 'remind:2', 100.0)")
    store = Store(path)
    await store.open()
    timer = await TimerBook(store).next_timer()
    assert (timer["kind"], timer["args"]) == ("remind", {"count": 2})
    assert (await store.table(1)).told == 0
    await store.close()
    assert schema(path) == len(MIGRATIONS)
    (copy,) = tmp_path.glob("old.sqlite3.schema2-*.bak")
    assert schema(copy) == 2
    with sqlite3.connect(copy) as db:
        assert db.execute("SELECT kind FROM timers").fetchall() == [("remind:2",)]
    await store.open()  # up to date: no second copy
    await store.close()
    assert len(list(tmp_path.glob("*.bak"))) == 1


async def test_an_older_postgresql_database_is_migrated_and_the_log_says_to_keep_a_pg_dump(
        postgres_cluster, monkeypatch, caplog):
    """The same schema 2 on PostgreSQL: migrated alike; no copy is made there, and the log says
    so as the migration runs (docs/operating.md gives the pg_dump line)."""
    url = postgres_cluster.new_database()
    monkeypatch.setattr("bot.service.store.MIGRATIONS", MIGRATIONS[:2])
    old = Store(url)
    await old.open()
    await old.driver.run("INSERT INTO tables(guild, channel, game, status, host, version, announced, created,"
                         " updated) VALUES (1, 2, 'portroyal', 'running', '7', 6, 6, 0, 0)")
    await old.driver.run("INSERT INTO timers(table_id, seat, kind, due) VALUES (1, '7', 'remind:2', 100.0)")
    await old.close()
    monkeypatch.undo()
    store = Store(url)
    with caplog.at_level(logging.INFO, logger="bot.service.db"):
        await store.open()
    timer = await TimerBook(store).next_timer()
    assert (timer["kind"], timer["args"]) == ("remind", {"count": 2})
    assert (await store.table(1)).told == 0
    await store.close()
    said = [r.getMessage() for r in caplog.records if "pg_dump" in r.getMessage()]
    assert len(said) == 1 and "schema 2" in said[0] and f"to {len(MIGRATIONS)}" in said[0]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="bot.service.db"):
        await store.open()  # up to date: nothing to say
    await store.close()
    assert not [r for r in caplog.records if "pg_dump" in r.getMessage()]


WINDOWS_LOCK = """
import os, sys, types
import asyncio, sqlite3, subprocess  # the standard library as Windows has it, loaded first
held = set()
def locking(fd, mode, size):
    key = os.fstat(fd).st_ino
    if mode == msvcrt.LK_NBLCK:
        if key in held:
            raise OSError(36, "Resource deadlock avoided")
        held.add(key)
    else:
        held.discard(key)
msvcrt = types.SimpleNamespace(LK_NBLCK=2, LK_UNLCK=0, locking=locking)
sys.modules["msvcrt"], sys.modules["fcntl"] = msvcrt, None  # no fcntl, as on Windows
from bot.service.db.sqlite import DatabaseBusy, ProcessLock
first, second = ProcessLock(sys.argv[1]), ProcessLock(sys.argv[1])
first.acquire()
try:
    second.acquire()
    sys.exit("a second holder got the lock")
except DatabaseBusy:
    pass
first.release()
second.acquire()
second.release()
print("ok")
"""


def test_the_database_lock_works_without_fcntl_as_on_windows(tmp_path):
    """The bot must import and lock its database where there is no fcntl (Windows)."""
    proc = subprocess.run([sys.executable, "-c", WINDOWS_LOCK, str(tmp_path / "t.sqlite3")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr


def test_metrics_and_log_settings_are_read_and_checked(folder):
    loaded = settings.load(env={"METRICS_PORT": "9100", "LOG_FORMAT": "JSON"}, dotenv=folder / ".env")
    assert (loaded.metrics_host, loaded.metrics_port, loaded.log_format) == ("127.0.0.1", 9100, "json")
    assert settings.load(env={}, dotenv=folder / ".env").metrics_port is None  # off by default
    assert settings.load(env={}, dotenv=folder / ".env").app_emojis  # the board's icons as the app's emojis: on
    assert not settings.load(env={"APP_EMOJIS": "0"}, dotenv=folder / ".env").app_emojis
    for name, value in (("METRICS_PORT", "ninety"), ("METRICS_PORT", "70000"), ("LOG_FORMAT", "xml"),
                        ("APP_EMOJIS", "yes")):
        with pytest.raises(settings.SettingsError, match=name):
            settings.load(env={name: value}, dotenv=folder / ".env")


def test_json_logs_are_one_object_a_line_naming_guild_channel_and_table():
    import io
    import json

    from bot.service import logs

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logs.JsonFormatter())
    logger = logging.getLogger("tests.jsonlogs")
    logger.addHandler(handler)
    logger.propagate = False
    logger.setLevel(logging.INFO)
    try:
        with logs.about(guild=1, channel=2):
            with logs.about(table=3):
                logger.warning("table %s: a line\nwith a break", 3)
        logger.info("outside")
    finally:
        logger.removeHandler(handler)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 2
    first, second = map(json.loads, lines)
    assert {k: first[k] for k in ("level", "logger", "guild", "channel", "table", "message")} == {
        "level": "WARNING", "logger": "tests.jsonlogs", "guild": 1, "channel": 2, "table": 3,
        "message": "table 3: a line\nwith a break"}
    assert first["time"].endswith("Z") and (second["guild"], second["table"]) == (None, None)


STOPPABLE = """
import asyncio, sys
from bot.__main__ import serve

class Bot:  # what serve() asks of the bot: started, stopped gracefully on a signal, closed
    async def __aenter__(self):
        self.closed = asyncio.Event()
        return self
    async def __aexit__(self, *exc):
        return False
    async def start(self, token):
        print("started", flush=True)
        await self.closed.wait()
    async def stop_gracefully(self):
        print("stopping", flush=True)
        self.closed.set()

asyncio.run(serve(Bot(), "token"))
print("exited", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", ["SIGTERM", "SIGINT"])
def test_sigterm_and_ctrl_c_take_the_graceful_stop_and_exit_0(tmp_path, signum):
    import signal

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", STOPPABLE], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "started"
    proc.send_signal(getattr(signal, signum))
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert out.split() == ["stopping", "exited"]


async def test_a_start_that_fails_stops_what_started_before_it(tmp_path, monkeypatch):
    """Discord unreachable while the commands sync: the health site (up first, so /live answers
    during the start) stops listening and the database is let go, without waiting for a close."""
    path = tmp_path / "t.sqlite3"
    bot = create_bot(database=path, metrics_at=("127.0.0.1", 0))

    async def unreachable():
        raise aiohttp.ClientConnectionError("Discord is unreachable")

    monkeypatch.setattr(bot, "sync_commands", unreachable)
    with pytest.raises(aiohttp.ClientConnectionError):
        await bot.setup_hook()
    assert bot.endpoint.port != 0  # it had started
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.ClientConnectionError):
            await session.get(f"http://127.0.0.1:{bot.endpoint.port}/live")
    again = create_bot(database=path)
    again.take_database()  # DatabaseBusy if the failed start still held it
    again.release_database()


async def start_on_simcord(bot, *faults):
    """The bot started on SimCord with these REST faults (method, path, status, code, message) in place."""
    from simcord import Env

    env = Env(bot)
    for method, path, status, code, message in faults:
        env.inject_error(method, path, status=status, code=code, message=message, times=None)
    await env.start()
    return env


async def test_a_dev_guild_the_bot_is_not_in_stops_it_with_what_to_do(tmp_path):
    from bot.app import StartRefused, create_bot

    bot = create_bot(database=tmp_path / "t.sqlite3", dev_guild=123456789012345678)
    missing_access = ("PUT", "/applications/*/guilds/123456789012345678/commands", 403, 50001, "Missing Access")
    try:
        with pytest.raises(StartRefused) as refused:
            await start_on_simcord(bot, missing_access)
    finally:
        await bot.close_storage()
    text = str(refused.value)
    assert "\n" not in text and "DEV_GUILD_ID 123456789012345678" in text
    assert "invite the bot there" in text and "leave DEV_GUILD_ID empty" in text


def test_the_entry_point_says_a_refused_start_in_one_line(folder, monkeypatch, capsys):
    from bot.app import StartRefused

    async def login(self, token):  # as a refused DEV_GUILD_ID sync ends the start
        raise StartRefused("DEV_GUILD_ID 1 is a server the bot is not in: invite the bot there, or leave it empty.")

    monkeypatch.setattr(discord.Client, "login", login)
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Traceback" not in err and "invite the bot there" in err


async def test_a_command_sync_discord_keeps_refusing_is_one_warning_and_the_next_start_syncs(tmp_path, caplog):
    from bot.app import create_bot

    database = tmp_path / "t.sqlite3"
    bot = create_bot(database=database)
    down = ("PUT", "/applications/*/commands", 500, 0, "Internal Server Error")
    with caplog.at_level(logging.WARNING, logger="bot.app"):
        env = await start_on_simcord(bot, down)  # started all the same
    assert env.bot.is_ready()
    warned = [r.getMessage() for r in caplog.records if r.name == "bot.app"]
    assert len(warned) == 1 and "syncing the slash commands failed" in warned[0], warned
    await env.shutdown()
    await bot.close_storage()
    again = create_bot(database=database)
    env = await start_on_simcord(again)
    try:
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        assert (await alice.slash(channel, "game help")).response is not None  # synced this time
    finally:
        await env.shutdown()
        await again.close_storage()


def test_a_port_in_use_or_given_twice_stops_the_bot_in_one_line(folder, monkeypatch, capsys):
    import socket

    monkeypatch.setenv("DISCORD_TOKEN", "t")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        monkeypatch.setenv("METRICS_PORT", str(port))
        assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"METRICS_PORT {port} is in use on 127.0.0.1" in err, err
    assert list(folder.iterdir()) == []  # refused before the database was made
    with pytest.raises(settings.SettingsError, match="METRICS_PORT and ACTIVITY_PORT are both 8080"):
        settings.load(env={"METRICS_PORT": "8080", "ACTIVITY_PORT": "8080", "DISCORD_CLIENT_ID": "1",
                           "DISCORD_CLIENT_SECRET": "s"}, dotenv=folder / ".env")


def test_help_names_every_setting_and_version_prints_the_version(folder, capsys):
    import re
    from importlib import metadata

    read = set(re.findall(r'values\.get\("([A-Z_]+)"', Path(settings.__file__).read_text()))
    assert {"DISCORD_TOKEN", "APP_EMOJIS", "ACTIVITY_HOST", "RENDER_WORKERS"} <= read  # the reading is seen
    with pytest.raises(SystemExit):
        entry.main(["--help"])
    shown = capsys.readouterr().out
    assert sorted(name for name in read if name not in shown) == []
    with pytest.raises(SystemExit) as done:
        entry.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"treasure-table {metadata.version('treasure-table')}"
