"""Where a person is awaited: every open table they sit at, in every server the bot is in, read
from the database alone (`Reader.seated`), and the order a list of them is read in (`ordered`).
`/game mine` shows it; a daily digest can send the same list.

A person sits at a table while their seat is theirs: a seat the AI plays since they conceded or
were kicked is no longer theirs to play, so that table is not listed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from engine import registry

from .errors import DamagedTable
from .rows import TableRow
from .seats import platform_plays

log = logging.getLogger(__name__)

__all__ = ["Sitting", "ordered", "sitting"]


@dataclass(frozen=True)
class Sitting:
    """One open table a person sits at, as it stands.

    `waits`: the table waits on this person now (a running game whose `to_act` holds their seat).
    `to_act`: the seats awaited (none in a lobby), the platform's own left out.
    `since`: when the table last moved (its newest move; a table without moves: its creation).
    `standing`: their place, if the game counts one now. The engine's contract ranks players only
    in `outcome` (over games, which are never open), so an open table has none yet: always None.
    """

    row: TableRow
    person: str
    waits: bool
    to_act: list[str]
    since: float
    standing: int | None = None

    @property
    def running(self) -> bool:
        return self.row.status == "running"


def sitting(row: TableRow, person: str, since: float) -> Sitting | None:
    """The person's place at `row`, or None if they do not hold a seat there (not seated, or the
    AI plays it for them). DamagedTable if a running game's state cannot be read."""
    if person not in row.seats or platform_plays(row, person):
        return None
    to_act: list[str] = []
    if row.status == "running":
        game = registry.get(row.game)  # the store has checked that the game exists
        try:
            state = game.load(row.state)
        except Exception:  # noqa: BLE001 - any failure to read it is damage, named as such
            raise DamagedTable(row, "state") from None
        to_act = [seat for seat in game.to_act(state) if not platform_plays(row, seat)]
    return Sitting(row=row, person=person, waits=person in to_act, to_act=to_act, since=since)


def seated_from(found: list[tuple[TableRow | DamagedTable, float]], person: str) -> list[Sitting]:
    """The store's rows as sittings: a damaged one is left out (with a log line), never a failure."""
    out = []
    for row, since in found:
        try:
            if isinstance(row, DamagedTable):
                raise row
            place = sitting(row, person, since)
        except DamagedTable as damaged:
            log.warning("table %s is left out of a list of seats: its %s cannot be read",
                        damaged.head.id, damaged.problem)
            continue
        if place is not None:
            out.append(place)
    return out


def ordered(sittings: list[Sitting], guild: int | None) -> list[Sitting]:
    """Read first what waits on you, then this server's tables before the others', then the
    longest waiting first (`guild` None, e.g. in a DM: no server comes first)."""
    return sorted(sittings, key=lambda s: (not s.waits, s.row.guild != guild, s.since, s.row.id))
