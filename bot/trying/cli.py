"""`treasure-table try [GAME] [--players N] [--level L] [--lang X] [--port P]`."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
import tempfile
import webbrowser
from pathlib import Path

from engine import registry

from .. import workers
from ..settings import port_taken
from ..text import locales

DEFAULT_PORT = 8667
EXTRA = 'pip install -e ".[try]"'


def parser() -> argparse.ArgumentParser:
    games = registry.names()
    p = argparse.ArgumentParser(
        prog="treasure-table try",
        description="Play with the real bot in your browser, on a simulated Discord on this machine: "
                    "no token, no network. Ctrl+C stops it and leaves nothing behind.")
    p.add_argument("game", nargs="?", choices=games, help="open a table of this game (default: pick one on the page)")
    p.add_argument("--players", type=int, default=2, choices=range(0, 9), metavar="N",
                   help="AI players seated beside you, 0 to 8 (default 2; a game takes as many as it seats)")
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"), help="how well the AIs play")
    p.add_argument("--lang", default="en", choices=locales(), help="the table's language (default en)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the page's port on 127.0.0.1 (default {DEFAULT_PORT})")
    p.add_argument("--no-browser", action="store_true", help="print the address only")
    return p


def discord_locale(language: str) -> str:
    """Discord's name for a catalogue's language (en -> en-US): the page's own words follow it."""
    import discord
    return next((loc.value for loc in discord.Locale if loc.value.split("-")[0] == language), "en-US")


def fail(text: str) -> int:
    print(f"treasure-table try: {text}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        import simcord  # noqa: F401 - the optional extra
        from simcord.preview import _require_preview_runtime
        _require_preview_runtime()
    except Exception:  # noqa: BLE001 - missing, or its preview's part missing: the same advice
        return fail(f"the simulated Discord is an optional extra: {EXTRA}")
    if args.port and port_taken("127.0.0.1", args.port):
        return fail(f"port {args.port} is in use on 127.0.0.1; choose another with --port.")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    workers.configure(0)  # boards drawn and AIs thought in this process, under SimCord's watch
    with tempfile.TemporaryDirectory(prefix="treasure-table-try-") as folder:
        try:
            asyncio.run(_serve(args, Path(folder) / "tables.sqlite3"))
        except KeyboardInterrupt:
            pass
        finally:
            workers.shutdown()
    return 0


async def _serve(args: argparse.Namespace, database: Path) -> None:
    from simcord import Env

    from ..app import create_bot
    from .ticker import Ticker
    from .world import Table, build, greet

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    bot = create_bot(database=database)
    env = Env(bot, check_errors=False, settle_timeout=60)  # a hard AI may think for a while
    await env.start()
    try:
        world = build(env, args.lang)
        table = Table(args.players, args.level, args.lang)
        ticker = Ticker(bot, world, table)
        await greet(bot, world, table, pick=args.game is None)
        if args.game:
            await ticker.open(args.game)
        async with env.preview(world.channel, viewers=[world.you], layout="channel", port=args.port,
                               locale=discord_locale(args.lang)) as preview:
            ticker.share_with(preview)
            print(f"Treasure Table: a local simulation of Discord on this machine (no token, nothing sent anywhere).\n"
                  f"Open {preview.url}  (Ctrl+C stops it)", flush=True)
            if not args.no_browser:
                with contextlib.suppress(webbrowser.Error):
                    webbrowser.open(preview.url)
            ticking = asyncio.create_task(ticker.run())
            try:
                await stop.wait()
            finally:
                ticking.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await ticking
    finally:
        await env.shutdown()
        await bot.close_storage()
