"""`python -m bot` / `treasure-table`: read settings, take the database, run."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import aiohttp
import discord

from . import rendering
from . import settings as settings_module
from .app import create_bot
from .db import Unreachable
from .store import DatabaseBusy

ENV_FILE = Path(".env")  # read from the directory the bot is started in


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings_module.load(dotenv=ENV_FILE)
    rendering.configure(settings.render_workers)
    bot = create_bot(database=settings.database, dev_guild=settings.dev_guild, shards=settings.shards)
    try:
        bot.take_database()  # before the token: a second process must say why it cannot run (SQLite)
    except DatabaseBusy as exc:
        print(f"treasure-table: {exc}", file=sys.stderr)
        return 2
    except (Unreachable, OSError) as exc:  # PostgreSQL down, a wrong address or password; an unwritable path
        print(f"treasure-table: cannot reach the database in DATABASE ({exc}).", file=sys.stderr)
        return 2
    if not settings.token:
        bot.release_database()
        print(f"treasure-table: DISCORD_TOKEN is not set (in {ENV_FILE.resolve()} or the environment; "
              "see .env.example).", file=sys.stderr)
        return 2
    try:
        bot.run(settings.token, log_handler=None)
    except DatabaseBusy as exc:  # PostgreSQL: the shard leases are taken as the store opens
        print(f"treasure-table: {exc}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(f"treasure-table: Discord refused the token in DISCORD_TOKEN (from {ENV_FILE.resolve()} or the "
              "environment). Copy it again: developer portal → your application → Bot → Reset Token.",
              file=sys.stderr)
        return 2
    except aiohttp.ClientConnectionError as exc:
        print(f"treasure-table: cannot reach Discord ({exc}). Check this machine's internet connection.",
              file=sys.stderr)
        return 2
    finally:
        bot.release_database()
        rendering.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
