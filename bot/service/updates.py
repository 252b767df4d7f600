"""What changed at a table, as the table service hands it to whoever announces it, and the
events of a committed version as the outbox keeps them (records: plain JSON, audience included)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from engine.core import Action, Event, Game, Outcome, State

from .rows import Around, TableRow


@dataclass
class Update:
    """What changed at a table, for the announcer: committed before it is built."""

    row: TableRow
    game: Game
    state: State | None
    events: list[Event] = field(default_factory=list)
    moves: list[tuple[str, str]] = field(default_factory=list)  # (seat, action id)
    outcome: Outcome | None = None
    started: bool = False
    action: Action | None = None      # the person's own action, as applied (for their confirmation)
    notes: list[Event] = field(default_factory=list)  # the platform's own lines (worded by core.note.<kind>)
    folded: list[Event] = field(default_factory=list)  # events a note says already (the passes it played)
    origin: int | None = None         # the id of the request the move came through (a press), for the announcer
    undelivered: str | None = None    # why the announcement failed (the change itself is saved)
    received: float | None = None     # time.monotonic() when the person's request came in (their latency)
    around: Around | None = None      # read with the row under its lock (timers, people, DM prompts): not read again
    timers: "Planned | None" = None   # the turn timers written with the commit (None: the listener sets them)

    def absorb(self, step: "Update") -> None:
        """Fold a later committed step into this announcement."""
        self.events += step.events
        self.moves += step.moves
        self.notes += step.notes
        self.folded += step.folded
        self.outcome = step.outcome
        self.row = step.row


Announcer = Callable[[Update], Awaitable[None]]


@dataclass(frozen=True)
class Planned:
    """What a planner adds to a commit (its writes), and the instants it set (for its clock)."""

    writes: list[Any]
    dues: list[float] = field(default_factory=list)


# The timers a change sets, planned before its commit so they are written in its transaction;
# None: they need more than writes (the listener sets them after the commit).
Planner = Callable[[Update], "Planned | None"]
# (game, state JSON, seat, seed, level) -> the action id, thought out away from the event loop
Thinker = Callable[[str, str, str, int, str], Awaitable[str]]


def event_records(events: list[Event]) -> list[dict[str, Any]]:
    """Events as the store keeps them (the log and the outbox)."""
    return [{"kind": e.kind, "params": e.params, "to": list(e.to) if e.to is not None else None} for e in events]


def event_from_record(record: dict[str, Any]) -> Event:
    to = record.get("to")
    return Event(record["kind"], record.get("params", {}), tuple(to) if to is not None else None)
