"""Taking moves back, the table service's part: `/game undo`, the request's answers and its end,
each under the table's lock, committed in one transaction and announced like any move. What
may be taken back is decided in takeback_rules.py, from the table and its log alone."""

from __future__ import annotations

import asyncio
from typing import Any

from engine import registry
from engine.core import Event, Game

from . import takeback_rules
from .core import Core
from .errors import TableError
from .rows import TAKE_BACK, TableRow
from .seats import platform_plays
from .store import StaleVersion
from .updates import Update, event_records


class TakeBacks:
    """Taking moves back, a part of the one door: it reaches the service through `Core` alone."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def undo(self, channel: int, seat: str, *, due: float, sent: int | None = None) -> Update | dict[str, Any]:
        """`/game undo`: take back `seat`'s last quiet move and whatever followed it. At once when
        no other person acted since (the Update, announced); else a request the other people
        answer until `due`, kept as the table's timer (its arguments returned, for the bot to
        post); else TableError saying why not. A request open at the table refuses a second."""
        if sent is not None:
            self.core.note_sent(sent)
        row = await self.core.find(channel)
        if row is None:
            raise TableError("undo_over" if await self.core.reader.last_finished(channel) is not None else "no_table")
        async with self.core.locks.table(row.id):
            row = await self.core.store.table(row.id)
            if row is None:
                raise TableError("not_running")
            if await self._undo_request(row.id) is not None:
                raise TableError("undo_pending")
            game = registry.get(row.game)
            plan = await self._plan(game, row, seat)
            if plan.asked:
                args = {"table": row.id, "by": seat, "first": plan.first, "version": row.version, "asked": plan.asked,
                        "allowed": [], "count": len(plan.moves), "last": plan.moves[-1].seq, "message": None}
                await self.core.timer_book.set_timer(row.id, "", takeback_rules.TIMER, due, args)
                return args
            update, more = await self._take_back(row, game, plan)
        if more:
            self.core.kick_ai(row.id, game, update.state)
        return update

    async def answer_undo(self, table_id: int, seat: str, version: int, allow: bool) -> tuple[str, dict[str, Any], Update | None]:
        """An Allow or Refuse on the request made at `version`: ("refused" | "waiting" | "taken" |
        "ended", the request, the take-back's Update when taken; ended: it can no longer be, say
        its asker conceded). The first Refuse ends it; the last Allow
        needed takes the moves back. A request the table has moved on from has ended."""
        async with self.core.locks.table(table_id):
            row = await self.core.store.table(table_id)
            timer = await self._undo_request(table_id)
            args = timer["args"] if timer is not None else None
            if row is None or args is None or args.get("version") != version or row.version != version:
                raise TableError("undo_ended")
            if seat == args["by"]:
                raise TableError("undo_yours")
            if seat not in args["asked"]:
                raise TableError("undo_not_asked")
            if not allow:
                await self.core.timer_book.delete_timer(timer["id"])
                return "refused", {**args, "refused": seat}, None
            args = {**args, "allowed": sorted(set(args["allowed"]) | {seat})}
            waiting = [s for s in args["asked"] if s not in args["allowed"] and not platform_plays(row, s)]
            if waiting:
                await self.core.timer_book.set_timer(table_id, "", takeback_rules.TIMER, timer["due"], args)
                return "waiting", args, None
            await self.core.timer_book.delete_timer(timer["id"])
            game = registry.get(row.game)
            try:
                plan = await self._plan(game, row, args["by"])
            except TableError:  # the asker conceded meanwhile: nobody plays their seat to take back for
                return "ended", args, None
            if plan.first != args["first"]:
                return "ended", args, None
            update, more = await self._take_back(row, game, plan)
        if more:
            self.core.kick_ai(table_id, game, update.state)
        return "taken", args, update

    async def undo_posted(self, table_id: int, message: int) -> None:
        """Where the request was posted (its message is edited as it ends)."""
        async with self.core.locks.table(table_id):
            timer = await self._undo_request(table_id)
            if timer is not None and timer["args"].get("message") is None:
                await self.core.timer_book.set_timer(table_id, "", takeback_rules.TIMER, timer["due"],
                                           {**timer["args"], "message": message})

    async def undo_lapsed(self, table_id: int, version: int) -> bool:
        """A request's time ran out (its timer already gone): True if the table is still where it
        was asked, so nothing was taken back and it ends as refused."""
        async with self.core.locks.table(table_id):
            row = await self.core.store.table(table_id)
            return row is not None and row.version == version

    async def _plan(self, game: Game, row: TableRow, seat: str) -> takeback_rules.Plan:
        """What `seat` may take back: a replay and a few quiet tests (tens of ms in the biggest
        games), worked out on a thread so the event loop keeps serving the other tables."""
        moves = await self.core.store.moves(row.id)
        return await asyncio.to_thread(takeback_rules.plan, game, row, moves, seat)

    async def _undo_request(self, table_id: int) -> dict[str, Any] | None:
        return next((t for t in await self.core.timer_book.timers_of(table_id) if t["kind"] == takeback_rules.TIMER), None)

    async def _take_back(self, row: TableRow, game: Game, plan: takeback_rules.Plan) -> tuple[Update, bool]:
        """Commit the position before `plan`'s moves (under the table's lock), say so in public
        words, hand each person whose own view changed their position by DM, and play on from
        there what the platform plays (an AI whose turn it is again)."""
        _, current = self.core.state_of(row)
        state = plan.before
        taken = Event("taken_back", {"seat": plan.seat, "count": len(plan.moves),
                                     "first": row.move_number(plan.first), "last": row.move_number(plan.moves[-1].seq)})
        private: list[Event] = []
        for seat in takeback_rules.people(row):  # whose private lines changed (a card back in hand): the board tells the rest
            again = game.summary(state, seat)
            if again != game.summary(current, seat):
                private += [Event("restored", {}, to=(seat,))] + again
        events = [taken] + private
        saved = state.to_json()
        try:
            version = await self.core.store.take_back(row, seat=plan.seat, first=plan.first, state=saved,
                                                 events=event_records(events))
        except StaleVersion:
            raise TableError("undo_ended") from None
        row.version, row.state, row.status = version, saved, "running"
        self.core.remember_turn(row.id, version, game, state)
        update = Update(row, game, state, events=events, moves=[(plan.seat, TAKE_BACK)])
        more = await self.core.advance_after(update)
        await self.core.publish(update)
        return update, more
