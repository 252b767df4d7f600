"""A table row as the bot reads it: its plain columns (the head) and the parsed rest, and a
line of its move log. The store makes them; everything above the table service reads them,
so they live apart from the store (nothing above `bot/service/tables.py` imports `bot/service/store.py`)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterator

from engine import registry
from engine.core import Game, State

from .errors import DamagedTable, TableHead
from .options import for_game


@dataclass
class TableRow(TableHead):
    """A whole table row, read: its plain columns (the head) and the parsed rest."""

    seats: list[str]
    names: dict[str, str]
    options: dict[str, Any]
    seed: int | None
    version: int
    state: str | None
    announced: int
    dm_closed: list[str] = field(default_factory=list)
    ai_played: dict[str, str] = field(default_factory=dict)  # a person's seat the AI plays -> why (kicked, conceded)
    started_version: int | None = None
    rematch: list[str] = field(default_factory=list)  # the seats of the game this lobby replays
    told: int = 0  # private events are handed to their seats up to this version
    parent: int | None = None  # the channel of the lobby message when the table plays in its thread
    unrated: bool = False  # someone took a hint: the result is not rated

    def move_number(self, version: int | None = None) -> int:
        """Game moves up to `version` (default: now): lobby changes do not count."""
        version = self.version if version is None else version
        return version - (self.started_version if self.started_version is not None else 0)

    @classmethod
    def from_row(cls, row: Any) -> "TableRow":
        """The row, or DamagedTable saying which part of it cannot be read."""
        head = head_of(row)
        try:
            registry.get(head.game)
        except KeyError:
            raise DamagedTable(head, "game") from None
        shapes = {"seats": list, "names": dict, "options": dict, "dm_closed": list, "ai_played": dict, "rematch": list}
        parsed = {}
        for column, shape in shapes.items():
            try:
                parsed[column] = json.loads(row[column])
            except (TypeError, ValueError):
                raise DamagedTable(head, column) from None
            if not isinstance(parsed[column], shape):
                raise DamagedTable(head, column)
        return cls(
            id=head.id, guild=head.guild, channel=head.channel, game=head.game, status=head.status, host=head.host,
            seed=row["seed"], version=row["version"], state=row["state"], locale=head.locale,
            announced=row["announced"], prompt_message=head.prompt_message, started_version=row["started_version"],
            told=row["told"], parent=row["parent"], unrated=bool(row["unrated"]), **parsed,
        )


def head_of(row: Any) -> TableHead:
    return TableHead(row["id"], row["guild"], row["channel"], row["game"], row["status"], row["host"], row["locale"],
                     row["prompt_message"])


@dataclass(frozen=True)
class Around:
    """What a move's road needs beside its table, read with the row under the table's lock and
    carried down the road instead of read again: the table's timers, the choices of its people
    (`persons`: whose rows were looked for; a person without one has the defaults) and its DM
    prompts. Nothing here changes with a commit of a move; whoever changes it reads it afresh."""

    timers: list[dict[str, Any]]
    people: dict[str, dict[str, Any]]
    dm_prompts: list[dict[str, Any]]
    persons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Place:
    """Where a running table plays and who sits at it: what never changes while it runs, so a
    request may be checked and routed on it as an earlier read saw it (its move reads the row
    again under the table's lock, and a table no longer running is refused there)."""

    id: int
    guild: int
    channel: int
    parent: int | None
    seats: tuple[str, ...]

    @classmethod
    def of(cls, row: "TableRow") -> "Place":
        return cls(row.id, row.guild, row.channel, row.parent, tuple(row.seats))


TAKE_BACK = "~undo"  # the action of a take-back's line in the log (no game's action id starts with ~)


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: str
    action: str
    events: list[dict[str, Any]]
    at: float
    undone: int | None = None  # the version of the take-back that undid it

    @property
    def stands(self) -> bool:
        """A move of the game as it stands: neither taken back nor a take-back's own line."""
        return self.undone is None and self.action != TAKE_BACK


def not_taken_back(moves: list[MoveRow]) -> list[MoveRow]:
    """The moves that stand (`standings.py`'s `standing` is a place's sort key: another thing)."""
    return [m for m in moves if m.stands]


def replayed(game: Game, row: TableRow, moves: list[MoveRow]) -> Iterator[tuple[MoveRow | None, State]]:
    """A table told again from its seed and log alone: the state at the start (with None), then
    after each move that stands (taken-back moves and take-backs are passed over). One state,
    changed in place: read it before asking for the next."""
    state = game.setup(row.seats, row.seed, for_game(game, row.options))
    yield None, state
    for move in not_taken_back(moves):
        game.apply(state, move.seat, move.action)
        yield move, state
