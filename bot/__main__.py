"""`python -m bot` / `treasure-table`: read settings, take the database, run."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

import aiohttp
import discord

from . import settings as settings_module
from .app import create_bot
from .store import DatabaseBusy, SchemaTooNew

ENV_FILE = Path(".env")  # read from the directory the bot is started in

USAGE = """\
Runs the Treasure Table Discord bot until stopped (Ctrl+C).

Settings come from the environment, or from a .env file in the folder you start it from
(see .env.example); a variable set in the environment wins over the file:
  DISCORD_TOKEN   the bot's token (developer portal -> your application -> Bot -> Reset Token)
  DATABASE        the SQLite file that keeps every table (default data/tables.sqlite3)
  DEV_GUILD_ID    optional: a server id where the slash commands appear at once
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
    bot = create_bot(database=settings.database, dev_guild=settings.dev_guild)
    try:
        bot.take_database()  # before logging in: a second process must say why it cannot run
    except DatabaseBusy as exc:
        return fail(str(exc))
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        return fail(f"Discord refused the token in DISCORD_TOKEN (from {ENV_FILE.resolve()} or the environment). "
                    "Copy it again: developer portal → your application → Bot → Reset Token.")
    except aiohttp.ClientConnectionError as exc:
        return fail(f"cannot reach Discord ({exc}). Check this machine's internet connection.")
    except SchemaTooNew as exc:
        return fail(str(exc))
    finally:
        bot.release_database()
    return 0


if __name__ == "__main__":
    sys.exit(main())
