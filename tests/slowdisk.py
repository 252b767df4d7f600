"""SQLite watched from the inside, for the tests and the bench: every connection opened while
`watch` is on traces each statement it runs (which thread ran it), and can make every commit
stall as on a slow disk, holding SQLite's write lock meanwhile.

It wraps `sqlite3.connect`, so it sees whatever opens the connections (the bot's driver, on
whatever thread), and does not depend on how the driver is built.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from contextlib import contextmanager
from typing import Iterator

WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


class Watch:
    def __init__(self, commit_stall: float = 0.0) -> None:
        self.commit_stall = commit_stall  # seconds each commit waits (0: none); may change while watching
        self.statements: list[tuple[int, str]] = []  # (thread ident, statement), in order
        self.stalls: list[tuple[int, float, float]] = []  # each stalled commit: (thread, start, end)

    def on_thread(self, ident: int) -> list[str]:
        return [sql for thread, sql in self.statements if thread == ident]

    def _tracer(self, conn: sqlite3.Connection):
        def trace(sql: str) -> None:
            self.statements.append((threading.get_ident(), sql))
            if self.commit_stall and _commits(conn, sql):
                start = time.perf_counter()
                time.sleep(self.commit_stall)  # as a slow disk: the write lock stays held
                self.stalls.append((threading.get_ident(), start, time.perf_counter()))
        return trace


def _commits(conn: sqlite3.Connection, sql: str) -> bool:
    """The statement ends a write: an explicit COMMIT, or a write outside any transaction."""
    word = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
    return word in ("COMMIT", "END") or (word in WRITES and not conn.in_transaction)


@contextmanager
def watch(commit_stall: float = 0.0) -> Iterator[Watch]:
    seen = Watch(commit_stall)
    original = sqlite3.connect

    def connect(*args, **kwargs):
        conn = original(*args, **kwargs)
        conn.set_trace_callback(seen._tracer(conn))
        return conn

    sqlite3.connect = connect
    try:
        yield seen
    finally:
        sqlite3.connect = original
