"""Board images off the event loop: a pool of worker processes draws them on every core.

`board(...)` is what delivery awaits; the bytes are exactly `renders.render`'s (the workers
run the same code). RENDER_WORKERS sets the pool size (default: one per CPU); 0 draws in
a thread of this process instead (tests, debugging, games registered at run time). The
legend never changes: it is drawn once per game and kept.
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import multiprocessing
import os
import pkgutil
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import renders

log = logging.getLogger(__name__)
_pool: ProcessPoolExecutor | None = None
_workers: int | None = None  # None: from RENDER_WORKERS, else the CPU count
_legends: dict[str, tuple[bytes, list[str]] | None] = {}


def configure(workers: int | None) -> None:
    """The pool size from now on (the running pool, if any, is shut down)."""
    global _workers
    shutdown()
    _workers = workers


def workers() -> int:
    if _workers is not None:
        return _workers
    value = os.environ.get("RENDER_WORKERS", "").strip()
    return int(value) if value.isdigit() else (os.cpu_count() or 1)


def _get_pool() -> ProcessPoolExecutor | None:
    global _pool
    if _pool is None and workers() > 0:
        # forkserver: workers fork from a small clean process that has only Pillow and the
        # renderers loaded, never from the bot with its threads and sockets
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(
            [f"renders.{m.name}" for m in pkgutil.iter_modules(renders.__path__) if m.name != "common"])
        _pool = ProcessPoolExecutor(max_workers=workers(), mp_context=context)
    return _pool


def shutdown() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def _packaged(game_name: str) -> bool:
    """A renderer a worker can import (not one a test registered in this process)."""
    return importlib.util.find_spec(f"renders.{game_name}") is not None if game_name.isidentifier() else False


async def board(game_name: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    pool = _get_pool() if _packaged(game_name) else None
    loop = asyncio.get_running_loop()
    if pool is not None:
        try:
            return await loop.run_in_executor(pool, renders.render, game_name, view, names)
        except BrokenProcessPool:  # a worker died (killed, out of memory): a new pool next time
            log.warning("the render pool broke; drawing this board in-process")
            shutdown()
    return await asyncio.to_thread(renders.render, game_name, view, names)


async def legend(game_name: str) -> tuple[bytes, list[str]] | None:
    if game_name not in _legends:
        _legends[game_name] = await asyncio.to_thread(renders.legend, game_name)
    return _legends[game_name]
