"""`python -m bot` / `treasure-table`: read settings, take the database, run."""

from __future__ import annotations

import logging
import sys

from . import settings as settings_module
from .app import create_bot
from .store import DatabaseBusy


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings_module.load()
    bot = create_bot(database=settings.database, dev_guild=settings.dev_guild)
    try:
        bot.take_database()  # before the token: a second process must say why it cannot run
    except DatabaseBusy as exc:
        print(f"treasure-table: {exc}", file=sys.stderr)
        return 2
    if not settings.token:
        bot.release_database()
        print("treasure-table: DISCORD_TOKEN is not set (see .env.example).", file=sys.stderr)
        return 2
    bot.run(settings.token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
