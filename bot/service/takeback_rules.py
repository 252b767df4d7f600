"""Taking moves back (`/game undo`) by Board Game Arena's rules of fair play: only quiet moves
(engine/quiet.py: nothing new came into the game with them), your own at once while nobody
else has acted since, others' with every other person's Allow, never past a move that was not
quiet and never after the game is over.

What may be taken back is decided here from the table and its log alone, with no storage and no
Discord: the table service (bot/service/tables.py) commits it, under the table's lock.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Game, State

from . import options as table_options
from .errors import TableError
from .rows import MoveRow, TableRow, not_taken_back, replayed
from .seats import platform_plays

ASK_SECONDS = 120.0   # a request unanswered this long ends, and nothing changes
TIMER = "undo"        # the kind of a request's timer (table-wide: its seat is "")


@dataclass
class Plan:
    """What `/game undo` of `seat` would take back."""

    seat: str
    moves: list[MoveRow]   # from the seat's last standing move to the newest, oldest first
    before: State          # the position before them, as it was (the same JSON)
    asked: list[str]       # the people whose Allow it needs (none: it is taken back at once)

    @property
    def first(self) -> int:
        return self.moves[0].seq


def mode(row: TableRow) -> bool | str:
    """The table's `undo` option: True (yes), "own" (only moves no other person made since), False."""
    return table_options.setting(row.options, "undo")


def people(row: TableRow) -> list[str]:
    """The seats a person plays now (not an AI, not a seat the AI took over)."""
    return [s for s in row.seats if not platform_plays(row, s)]


def final(game: Game, row: TableRow, state: State, seat: str, action_id: str) -> bool:
    """Whether `seat`'s move `action_id` could never be taken back once played: the table takes
    nothing back, or the move is not quiet (a card drawn, a secret shown). The live board asks a
    person on a touch screen to confirm such a move. IllegalAction when it is not legal."""
    if mode(row) is False:
        return True
    after = state.copy()
    game.apply(after, seat, action_id)
    return game.news(state, seat, action_id, after) is not None


def plan(game: Game, row: TableRow, moves: list[MoveRow], seat: str) -> Plan:
    """The take-back `/game undo` of `seat` asks for, else TableError saying why not."""
    if row.status == "over":
        raise TableError("undo_over")
    if row.status != "running" or row.state is None:
        raise TableError("not_running")
    if seat not in row.seats:
        raise TableError("not_seated")
    if platform_plays(row, seat):
        raise TableError("played_by_ai")
    allowed = mode(row)
    if allowed is False:
        raise TableError("undo_off")
    stand = not_taken_back(moves)
    mine = [i for i, m in enumerate(stand) if m.seat == seat]
    if not mine:
        raise TableError("undo_nothing")
    start = mine[-1]
    chain = stand[start:]
    others = sorted({m.seat for m in chain if m.seat != seat and not platform_plays(row, m.seat)})
    if others and allowed == "own":
        raise TableError("undo_own_only")
    before, loud = _replay(game, row, stand, start)
    if loud is not None:
        move, why = loud
        raise TableError("undo_loud", reason=why, number=row.move_number(move.seq),
                         whose="yours" if move.seat == seat else "theirs")
    asked = [s for s in people(row) if s != seat] if others else []
    return Plan(seat, chain, before, asked)


def _replay(game: Game, row: TableRow, stand: list[MoveRow], start: int) -> tuple[State, tuple[MoveRow, str] | None]:
    """The position before move `start` of the standing moves, and the newest move from there on
    that was not quiet (with why), if any. The replay must end where the table is: a log that
    does not tell the table again is never trusted to restore it."""
    positions: list[State] = []  # before each move from `start` on, and after the last
    for i, (_, state) in enumerate(replayed(game, row, stand)):
        if i >= start:
            positions.append(state.copy())
    if not positions or positions[-1].to_json() != row.state:
        raise TableError("undo_unsure")
    for k in range(len(positions) - 2, -1, -1):  # the newest first: one that was not quiet is enough
        move = stand[start + k]
        why = game.news(positions[k], move.seat, move.action, positions[k + 1])
        if why is not None:
            return positions[0], (move, why)
    return positions[0], None
