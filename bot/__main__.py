"""`python -m bot` / `treasure-table`: read settings, take the database, run."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from contextlib import ExitStack
from importlib import metadata
from pathlib import Path

import aiohttp
import discord

from .service import logs
from . import workers
from . import settings as settings_module
from .app import StartRefused, TreasureTable, create_bot
from .service.tables import DatabaseBusy, SchemaTooNew, Unreachable

ENV_FILE = Path(".env")  # read from the directory the bot is started in

USAGE = """\
Runs the Treasure Table Discord bot until stopped (Ctrl+C).
`treasure-table try [GAME]` plays it in your browser instead, on a simulated Discord: no token
(`treasure-table try --help`).

Settings come from the environment, or from a .env file in the folder you start it from
(see .env.example); a variable set in the environment wins over the file:
  DISCORD_TOKEN   the bot's token (developer portal -> your application -> Bot -> Reset Token)
  DATABASE        where every table is kept: a SQLite file (default data/tables.sqlite3)
                  or a postgresql:// URL (DATABASE_URL is read too)
  DEV_GUILD_ID    optional: a server id where the slash commands appear at once
  SHARD_COUNT     optional, with SHARDS (e.g. 0-3): this process serves only those shards
  RENDER_WORKERS  optional: processes drawing boards (default one per CPU; 0 draws in this one)
  APP_EMOJIS      optional: 1 (default) uploads the board's icons as the app's emojis; 0 keeps Unicode symbols
  METRICS_PORT    optional: serve /metrics (Prometheus), /live and /ready on this port (default: off)
  METRICS_HOST    optional: the address they listen on (default 127.0.0.1; 0.0.0.0 in a container)
  LOG_FORMAT      optional: text (default) or json, one JSON object a line
  ACTIVITY_PORT   optional: serve the live board (a Discord Activity) on this port (default: off)
  ACTIVITY_HOST   optional: the address it listens on (default 127.0.0.1, behind your HTTPS proxy;
                  0.0.0.0 in a container)
  DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET
                  the application's OAuth2 id and secret: required when ACTIVITY_PORT is set
  DISCORD_API_BASE  optional: where the live board calls Discord (default https://discord.com/api/v10)

SIGTERM (docker compose stop) and Ctrl+C stop it gracefully: the changes under way are saved
and announced, then it lets go of the database; a restart carries on where it stopped.
"""


def version() -> str:
    try:
        return metadata.version("treasure-table")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "(not installed)"


def fail(text: str) -> int:
    print(f"treasure-table: {text}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["try"]:  # the simulated Discord in a browser: no settings, no token
        from .trying.cli import main as try_it
        return try_it(argv[1:])
    parser = argparse.ArgumentParser(prog="treasure-table", description=USAGE,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.parse_args(argv)
    logs.configure()
    try:
        settings = settings_module.load(dotenv=ENV_FILE)
    except settings_module.SettingsError as exc:
        return fail(f"{exc} (in {ENV_FILE.resolve()} or the environment)")
    logs.configure(settings.log_format)
    if not settings.token:  # before anything is created: a missing token leaves no folder or lock behind
        return fail(f"DISCORD_TOKEN is not set (in {ENV_FILE.resolve()} or the environment; see .env.example).")
    for name, host, port in settings_module.ports(settings):
        if port and settings_module.port_taken(host, port):  # before the database is taken: nothing to undo
            return fail(f"{name} {port} is in use on {host}: stop what listens there, or choose another port.")
    metrics_at = (settings.metrics_host, settings.metrics_port) if settings.metrics_port is not None else None
    with ExitStack() as held:  # what the run holds, let go in reverse: the database, then the workers
        held.enter_context(workers.running(settings.render_workers))
        bot = create_bot(database=settings.database, dev_guild=settings.dev_guild, shards=settings.shards,
                         metrics_at=metrics_at, app_emojis=settings.app_emojis, live_board=settings.live_board)
        try:
            held.enter_context(bot.holding_database())  # before logging in: a second process must say why it cannot run
        except DatabaseBusy as exc:
            return fail(str(exc))
        except (Unreachable, OSError) as exc:  # PostgreSQL down, a wrong address or password; an unwritable path
            return fail(f"cannot reach the database in DATABASE ({exc}).")
        try:
            asyncio.run(serve(bot, settings.token))
        except KeyboardInterrupt:  # Ctrl+C where no signal handler could be set (Windows)
            pass
        # the store opens here (PostgreSQL's shard leases, the schema check), then the commands' sync
        except (DatabaseBusy, SchemaTooNew, StartRefused) as exc:
            return fail(str(exc))
        except discord.LoginFailure:
            return fail(f"Discord refused the token in DISCORD_TOKEN (from {ENV_FILE.resolve()} or the environment). "
                        "Copy it again: developer portal → your application → Bot → Reset Token.")
        except aiohttp.ClientConnectionError as exc:
            return fail(f"cannot reach Discord ({exc}). Check this machine's internet connection.")
    if bot.lost_database is not None:
        print(f"treasure-table: stopped: the database lease dropped and another process took these shards "
              f"({bot.lost_database})", file=sys.stderr)
        return 3
    return 0


async def serve(bot: TreasureTable, token: str) -> None:
    """Run until closed; SIGTERM and SIGINT take the graceful stop (`TreasureTable.stop_gracefully`)."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(signum, lambda: loop.create_task(bot.stop_gracefully()))
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C stops it as before
            pass
    try:
        async with bot:
            await bot.start(token)
    except asyncio.CancelledError:  # Ctrl+C where no signal handler could be set
        pass


if __name__ == "__main__":
    sys.exit(main())
