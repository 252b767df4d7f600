"""What a request can run into, as codes the catalogue words (`core.error.<code>`).

Its own module because the store raises some of them too (a table row it cannot read, a
database too busy to answer)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class TableError(Exception):
    """A person's request that cannot be done; `code` is a catalogue key under `core.error`."""

    def __init__(self, code: str, *, domain: str | None = None, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.domain = domain  # the game whose catalogue words this error (None: core)
        self.params = params


class TableBusy(TableError):
    """The database stayed busy (its write lock or a row held elsewhere, its connection gone)
    for as long as a person can wait: nothing was written. `cause` says what, for the log."""

    def __init__(self, cause: str) -> None:
        super().__init__("table_busy")
        self.cause = cause

    def __str__(self) -> str:
        return f"the database is busy: {self.cause}"


@dataclass
class TableHead:
    """The plain columns of a table row: readable even when the rest of the row is not."""

    id: int
    guild: int
    channel: int
    game: str
    status: str
    host: str
    locale: str
    prompt_message: int | None
    parent = None  # (not a column of the head) a damaged row's lobby thread is not looked for


class DamagedTable(TableError):
    """A table row that cannot be read (broken JSON, a game this code does not know, a state
    its game cannot load). Every request at it gets this answer; `/game abandon` clears it.
    `problem` is what is wrong: a column name, `game` or `state`."""

    WORDED = ("seats", "names", "options", "state", "game")  # the rest read as "part of its data"

    def __init__(self, head: TableHead, problem: str) -> None:
        super().__init__("damaged_table", table=head.id, problem=problem if problem in self.WORDED else "other")
        self.head = head
        self.problem = problem
