"""Board images and AI thinking off the event loop: worker processes draw and think on every core.

`board(...)` is what delivery awaits; the bytes are exactly `renders.render`'s (the workers
run the same code). RENDER_WORKERS sets the number of workers (default: one per CPU); 0 draws
in a thread of this process instead (tests, debugging, games registered at run time). The
legend never changes: it is drawn once per game and kept.

A table's boards go to the same worker (its "home"), where the strips of its last board are
cached (renders/strips.py): consecutive boards differ in a few strips only. A home that is
busier than the least busy worker by BUSY boards is passed over, so one long queue never
waits beside an idle core.

`think(...)` runs a hard (or any) AI seat's `ai_choose` in the same pool: a think counts as BUSY
boards, so a worker thinking is passed over by the boards of its home tables. When the worker dies
mid-thought, `think` raises WorkerGone (after starting another worker): the caller falls back.
`hint(...)` thinks from a seat's view alone, and answers with plain data, in workers of its own (as
many, nicer still: HINTING_NICE): an AI seat's thought never queues behind people's hints, and gets
the CPU first when both think.

Each worker is a process on the other end of a socket pair, fed length-prefixed pickles and
answering in order; the loop reads the answers as a stream. (concurrent.futures' process pool
cost the loop's process ~0.33 ms of CPU a board in its helper threads, a quarter of a move.)
"""

from __future__ import annotations

import asyncio
import collections
import functools
import importlib.util
import logging
import multiprocessing
import os
import pickle
import pkgutil
import socket
import struct
from contextlib import contextmanager
from typing import Any, Callable, Iterator

import renders
from engine import registry, search
from engine.core import Rng

log = logging.getLogger(__name__)
_workers: int | None = None  # None: from RENDER_WORKERS, else the CPU count
_pool: list["Worker"] = []
_thinkers: list["Worker"] = []  # AI thinking: workers of their own, at a lower priority (THINKING_NICE)
_hinters: list["Worker"] = []  # people's hints: workers of their own, lower still (HINTING_NICE)
BUSY = 3
HINT_MOVES = 3  # the moves a hint shows (fewer when fewer are legal)
# A thinker yields the CPU to the bot and its board workers: ten hard AIs thinking a second a
# move must not make anyone's board wait (a board is milliseconds; a thought is the rest).
THINKING_NICE = 15
HINTING_NICE = 19  # a hint is a person's question; an AI seat's move is the table's turn
_legends: dict[tuple, list[tuple[bytes, list[str]]] | None] = {}  # (game, table, words) -> legend
_asked: collections.Counter[str] = collections.Counter()  # boards and thoughts asked for, not answered yet


class WorkerGone(Exception):
    """The worker process ended (killed, out of memory) before it answered."""


def _serve(sock: socket.socket, nice: int = 0) -> None:
    """A worker's life: read a call, answer it, until the bot closes its end."""
    if nice and hasattr(os, "nice"):
        os.nice(nice)
    stream = sock.makefile("rb")
    while True:
        head = stream.read(4)
        if len(head) < 4:
            return
        fn, args = pickle.loads(stream.read(struct.unpack(">I", head)[0]))
        try:
            answer = (True, fn(*args))
        except Exception as exc:  # noqa: BLE001 - it is raised again in the bot, where the board was asked for
            answer = (False, exc)
        try:
            data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # noqa: BLE001 - an exception that can't travel: its words can
            data = pickle.dumps((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
        try:
            sock.sendall(struct.pack(">I", len(data)) + data)
        except OSError:  # the bot has gone (closed, killed): so does this worker
            return


class Worker:
    """One render process and the calls it has not answered yet (answers come in order)."""

    def __init__(self, context: Any, nice: int = 0) -> None:
        ours, theirs = socket.socketpair()
        self.nice = nice
        self.process = context.Process(target=_serve, args=(theirs, nice), daemon=True)
        self.process.start()
        theirs.close()
        self.sock = ours
        self.loop = asyncio.get_running_loop()
        self.waiting: collections.deque[asyncio.Future] = collections.deque()
        self.writer: asyncio.StreamWriter | None = None
        self.reading: asyncio.Task | None = None
        self._connected: asyncio.Future | None = None  # the first call connects; the others wait for it
        self.busy = 0  # calls not answered yet

    async def _connect(self) -> None:
        reader, self.writer = await asyncio.open_connection(sock=self.sock)
        self.reading = asyncio.create_task(self._read(reader))

    async def call(self, fn: Callable, *args: Any, weight: int = 1) -> Any:
        self.busy += weight  # at once, before any wait: the next board's choice counts this one
        try:
            if self._connected is None:
                self._connected = asyncio.ensure_future(self._connect())
            if not self._connected.done():
                await asyncio.shield(self._connected)
            if self.reading is None or self.reading.done():
                raise WorkerGone
            future = self.loop.create_future()
            self.waiting.append(future)
            data = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
            self.writer.write(struct.pack(">I", len(data)) + data)
            ok, value = await future
        finally:
            self.busy -= weight
        if not ok:
            raise value
        return value

    async def _read(self, reader: asyncio.StreamReader) -> None:
        try:
            while True:
                size = struct.unpack(">I", await reader.readexactly(4))[0]
                answer = pickle.loads(await reader.readexactly(size))
                future = self.waiting.popleft()
                if not future.done():
                    future.set_result(answer)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the worker ended
        except Exception:  # noqa: BLE001 - a garbled answer: this worker is not to be trusted any more
            log.exception("reading a render worker's answer failed")
        finally:
            while self.waiting:
                future = self.waiting.popleft()
                if not future.done():
                    future.set_exception(WorkerGone())

    def close(self) -> None:
        if self.reading is not None and not self.loop.is_closed():
            self.reading.cancel()
        try:
            self.sock.shutdown(socket.SHUT_RDWR)  # now: the stream's own close waits for the loop
        except OSError:
            pass
        if self.writer is not None and not self.loop.is_closed():
            self.writer.close()
        else:  # never streamed, or its loop is gone (asyncio.run ended): the socket itself
            self.sock.close()
        self.process.join(timeout=1)  # it ends at once on the closed socket
        if self.process.is_alive():
            self.process.kill()


@contextmanager
def running(workers: int | None) -> Iterator[None]:
    """The workers of one run of the bot: `workers` of them (see `configure`), each started on
    first use, and every one stopped when the run ends."""
    configure(workers)
    try:
        yield
    finally:
        shutdown()


def configure(workers: int | None) -> None:
    """The number of workers from now on (the running ones, if any, are stopped)."""
    global _workers
    shutdown()
    _workers = workers


def workers() -> int:
    if _workers is not None:
        return _workers
    value = os.environ.get("RENDER_WORKERS", "").strip()
    return int(value) if value.isdigit() else (os.cpu_count() or 1)


def _start(pool: list[Worker] | None = None) -> list[Worker]:
    """The board workers (or, given `_thinkers` or `_hinters`, the thinking ones), started on first use."""
    pool = _pool if pool is None else pool
    if pool and pool[0].loop is not asyncio.get_running_loop():
        shutdown()  # started under another event loop (tests run one per test)
    if not pool and workers() > 0:
        nice = THINKING_NICE if pool is _thinkers else HINTING_NICE if pool is _hinters else 0
        pool.extend(Worker(_context(), nice) for _ in range(workers()))
    return pool


def _context() -> Any:
    """forkserver: workers fork from a small clean process that has only Pillow and the
    renderers loaded, never from the bot with its threads and sockets."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(
        [f"renders.{m.name}" for m in pkgutil.iter_modules(renders.__path__) if m.name != "common"]
        + ["engine.search"])
    return context


def _replace(worker: Worker) -> None:
    """A new process in a dead worker's place (the others and their boards carry on)."""
    for pool in (_pool, _thinkers, _hinters):
        if worker in pool:
            worker.close()
            pool[pool.index(worker)] = Worker(_context(), worker.nice)


def _choose(home: int | None, pool: list[Worker] | None = None) -> Worker:
    pool = _pool if pool is None else pool
    least = min(pool, key=lambda w: w.busy)
    if home is None:
        return least
    worker = pool[home % len(pool)]
    return worker if worker.busy - least.busy < BUSY else least


def shutdown() -> None:
    for worker in _pool + _thinkers + _hinters:
        worker.close()
    _pool.clear()
    _thinkers.clear()
    _hinters.clear()


@functools.lru_cache(maxsize=None)  # asked for every board; the answer never changes
def _packaged(game_name: str) -> bool:
    """A renderer a worker can import (not one a test registered in this process)."""
    return importlib.util.find_spec(f"renders.{game_name}") is not None if game_name.isidentifier() else False


def queued(kind: str) -> int:
    """Boards (`board`), AI thoughts (`think`) or hints (`hint`) asked for and not answered yet, in the
    workers or here."""
    return _asked[kind]


async def board(game_name: str, view: dict, names: dict[str, str] | None = None,
                home: int | None = None) -> bytes:
    """The PNG of `view`; `home` (a table id) keeps a table's boards on one worker."""
    _asked["board"] += 1
    try:
        return await _board(game_name, view, names, home)
    finally:
        _asked["board"] -= 1


async def drawing(game_name: str, view: dict, choices: list[tuple], names: dict[str, str] | None = None,
                  home: int | None = None) -> renders.Drawing:
    """The board and the focus of one decision (`renders.draw`: `choices` are (id, label, at)),
    drawn in one worker call, so the focus waits on no second queue."""
    _asked["board"] += 1
    try:
        return await _drawn(home, renders.draw, game_name, view, choices, names)
    finally:
        _asked["board"] -= 1


async def _board(game_name: str, view: dict, names: dict[str, str] | None, home: int | None) -> bytes:
    return await _drawn(home, renders.render, game_name, view, names)


async def _drawn(home: int | None, fn: Callable, game_name: str, *args: Any) -> Any:
    if _packaged(game_name) and _start():
        worker = _choose(home)
        try:
            return await worker.call(fn, game_name, *args)
        except WorkerGone:
            log.warning("a render worker ended; drawing this board in-process and starting another")
            _replace(worker)
    return await asyncio.to_thread(fn, game_name, *args)


def legend_keys(game_name: str, table: dict | None = None) -> list[str] | None:
    """The names of the icons a table's board can show (the bot words them), None: no legend."""
    return renders.legend_keys(game_name, table)


async def legend(game_name: str, table: dict | None = None,
                 labels: dict[str, str] | None = None) -> list[tuple[bytes, list[str]]] | None:
    """The legend pictures of `game_name`'s icons a table can show (`table`: its options and
    player count; None: every icon), each row worded by `labels` (the reader's words)."""
    key = (game_name, None if table is None else tuple(sorted(table.items())),
           tuple(sorted((labels or {}).items())))
    if key not in _legends:
        _legends[key] = await asyncio.to_thread(renders.legend, game_name, table, labels)
    return _legends[key]


def _think(game_name: str, state_json: str, seat: str, seed: int, level: str, budget_s: float | None) -> str:
    """In a worker (or a thread): the AI seat's choice, from the state's JSON."""
    game = registry.get(game_name)
    return game.ai_choose(game.load(state_json), seat, Rng(seed), level=level, budget_s=budget_s)


async def think(game_name: str, state_json: str, seat: str, seed: int, level: str = "normal",
                budget_s: float | None = None) -> str:
    """The action id an AI seat of `level` plays in the state `state_json` (`state.to_json()`),
    thought out in a worker process; `seed` seeds the AI's own RNG (the state's is not touched).
    With RENDER_WORKERS=0, or a game registered at run time, it thinks in a thread of this process.
    WorkerGone if the worker died before answering (another is started): fall back in the caller
    (e.g. `game.ai_choose(state.copy(), seat, rng)`, the normal AI, in-process)."""
    return await _thought("think", _think, game_name, state_json, seat, seed, level, budget_s)


async def _thought(kind: str, fn: Callable, game_name: str, *args: Any) -> Any:
    """`fn(game_name, *args)` in a thinking worker (a hint's own for `kind` "hint"; a game registered
    at run time, or with RENDER_WORKERS=0: in a thread here), counted as `kind` while asked;
    WorkerGone if the worker died before answering (another is started)."""
    _asked[kind] += 1
    pool = _hinters if kind == "hint" else _thinkers
    try:
        if registry.builtin(game_name) and _start(pool):
            worker = _choose(None, pool)
            try:
                return await worker.call(fn, game_name, *args)
            except WorkerGone:
                log.warning("a worker ended while thinking (%s); starting another", kind)
                _replace(worker)
                raise
        return await asyncio.to_thread(fn, game_name, *args)
    finally:
        _asked[kind] -= 1


def _hint(game_name: str, view: dict, seat: str, seed: int, budget_s: float | None,
          iterations: int | None) -> dict[str, Any]:
    """In a worker (or a thread): the hard AI's best moves for `seat` from its `view` alone, as plain
    data: the measure's `kind` and `unit`, and up to HINT_MOVES `moves`, each its `action` id, `mean`,
    `best` (playouts it ended best), `playouts` and `reason` ((key, args) of the game's `reason`, or None);
    none, with `level` true, when no move stands out (the AI would draw one at random)."""
    game = registry.get(game_name)
    considered = search.consider(game, view, seat, Rng(seed), iterations=iterations, budget_s=budget_s)
    actions = {a.id: a for a in game.legal_actions(game.determinize(view, seat, Rng(seed)), seat)}
    moves = []
    for candidate in [] if considered.level else considered.candidates[:HINT_MOVES]:
        reason = game.reason(view, seat, actions[candidate.action_id], considered)
        moves.append({"action": candidate.action_id, "mean": candidate.mean, "best": candidate.best_count,
                      "playouts": candidate.playouts, "reason": None if reason is None else list(reason)})
    return {"kind": considered.kind, "unit": considered.unit, "moves": moves, "level": considered.level}


async def hint(game_name: str, view: dict, seat: str, seed: int, budget_s: float | None = None,
               iterations: int | None = None) -> dict[str, Any]:
    """A hint for `seat` (see `_hint`), thought out as the hard AI thinks, in the hinting workers:
    `budget_s` seconds of search, or exactly `iterations` rounds. WorkerGone if the worker died before answering."""
    return await _thought("hint", _hint, game_name, view, seat, seed, budget_s, iterations)
