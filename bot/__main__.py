"""`python -m bot` / `treasure-table`: read settings, take the database, run."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

import aiohttp
import discord

from . import rendering
from . import settings as settings_module
from .app import create_bot
from .db import Unreachable
from .tables import DatabaseBusy, SchemaTooNew

ENV_FILE = Path(".env")  # read from the directory the bot is started in

USAGE = """\
Runs the Treasure Table Discord bot until stopped (Ctrl+C).

Settings come from the environment, or from a .env file in the folder you start it from
(see .env.example); a variable set in the environment wins over the file:
  DISCORD_TOKEN   the bot's token (developer portal -> your application -> Bot -> Reset Token)
  DATABASE        where every table is kept: a SQLite file (default data/tables.sqlite3)
                  or a postgresql:// URL (DATABASE_URL is read too)
  DEV_GUILD_ID    optional: a server id where the slash commands appear at once
  SHARD_COUNT     optional, with SHARDS (e.g. 0-3): this process serves only those shards
  RENDER_WORKERS  optional: processes drawing boards (default one per CPU; 0 draws in this one)
"""


def fail(text: str) -> int:
    print(f"treasure-table: {text}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(prog="python -m bot", description=USAGE,
                            formatter_class=argparse.RawDescriptionHelpFormatter).parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        settings = settings_module.load(dotenv=ENV_FILE)
    except settings_module.SettingsError as exc:
        return fail(f"{exc} (in {ENV_FILE.resolve()} or the environment)")
    if not settings.token:  # before anything is created: a missing token leaves no folder or lock behind
        return fail(f"DISCORD_TOKEN is not set (in {ENV_FILE.resolve()} or the environment; see .env.example).")
    rendering.configure(settings.render_workers)
    bot = create_bot(database=settings.database, dev_guild=settings.dev_guild, shards=settings.shards)
    try:
        bot.take_database()  # before logging in: a second process must say why it cannot run
    except DatabaseBusy as exc:
        return fail(str(exc))
    except (Unreachable, OSError) as exc:  # PostgreSQL down, a wrong address or password; an unwritable path
        return fail(f"cannot reach the database in DATABASE ({exc}).")
    try:
        bot.run(settings.token, log_handler=None)
    except (DatabaseBusy, SchemaTooNew) as exc:  # the store opens here: PostgreSQL's shard leases, the schema check
        return fail(str(exc))
    except discord.LoginFailure:
        return fail(f"Discord refused the token in DISCORD_TOKEN (from {ENV_FILE.resolve()} or the environment). "
                    "Copy it again: developer portal → your application → Bot → Reset Token.")
    except aiohttp.ClientConnectionError as exc:
        return fail(f"cannot reach Discord ({exc}). Check this machine's internet connection.")
    finally:
        bot.release_database()
        rendering.shutdown()
    if bot.lost_database is not None:
        print(f"treasure-table: stopped: the database lease dropped and another process took these shards "
              f"({bot.lost_database})", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
