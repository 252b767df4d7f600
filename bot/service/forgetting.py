"""What a person or a server leaves behind, the table service's part: `/game forget-me` and
`/game export` for a person, and a removed server's data deleted once its time is up."""

from __future__ import annotations

import logging
import secrets
from contextlib import AsyncExitStack
from typing import Any

from .core import Core
from .errors import TableError
from .ratings import shown
from .rows import TableRow
from .seats import FORMER_PREFIX
from .servers import KEPT_DAYS

log = logging.getLogger("bot.tables")
DAY = 24 * 3600.0


class Forgetting:
    """Forgetting people and servers, a part of the one door: it reaches the service through `Core` alone."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def forget(self, guild: int, person: str) -> int:
        """`/game forget-me`: the person's id and name leave this server's records, one placeholder
        seat ("a former player") in their place; the others' games, places and ratings stand.
        Refused while they hold a seat at an open table. Returns the tables that named them."""
        async with self.core.locks.server(guild):
            named = await self.core.store.tables_of(guild, person)
            self._not_seated(named, person)
            async with AsyncExitStack() as stack:  # no AI run of theirs commits an old copy meanwhile
                for table_id in sorted(r.id for r in named if r.status == "running"):
                    await stack.enter_async_context(self.core.locks.table(table_id))
                count = await self.core.store.forget_person(guild, person, FORMER_PREFIX + secrets.token_hex(8))
                await self.core.people.forget(person)  # how their turns reach them
            self.core.forget_opened(guild, person)
        log.info("a person was forgotten in server %s (%d tables)", guild, count)
        return count

    async def may_forget(self, guild: int, person: str) -> None:
        """TableError if the person holds a seat at an open table of the server (they leave it first)."""
        self._not_seated(await self.core.store.tables_of(guild, person), person)

    @staticmethod
    def _not_seated(named: list[TableRow], person: str) -> None:
        seated = [r for r in named if r.status in ("lobby", "running") and person in r.seats
                  and person not in r.ai_played]
        if seated:
            raise TableError("forget_seated", tables=", ".join(f"<#{r.channel}>" for r in seated))

    async def export(self, guild: int, person: str) -> dict[str, Any]:
        """`/game export`: what this server's records hold about a person, as data."""
        moves: dict[int, list[dict[str, Any]]] = {}
        for move in await self.core.store.moves_of(guild, person):
            moves.setdefault(move["table_id"], []).append(move)
        results = {r["table_id"]: r for r in await self.core.reader.records(guild, person)}
        hints = await self.core.reader.hints_of(guild, person)
        tables = []
        for row in await self.core.store.tables_of(guild, person):
            result = results.get(row.id)
            tables.append({
                "table": row.id, "game": row.game, "status": row.status, "channel": str(row.channel),
                "seat": row.seats.index(person) + 1 if person in row.seats else None,
                "name": row.names.get(person), "host": row.host == person,
                "ai_played_for_you": row.ai_played.get(person),
                "result": {k: result[k] for k in ("place", "sides", "at")} | {"won": bool(result["won"])}
                if result else None,
                "moves": [{"number": row.move_number(m["seq"]), "action": m["action"], "at": m["at"]}
                          for m in moves.get(row.id, [])],
                "hints_taken": hints.get(row.id, 0),
            })
        ratings = {}
        for r in results.values():  # every result of a game carries that game's current rating
            ratings[r["game"]] = {"rating": shown(r["mu"], r["sigma"]), "mu": r["mu"], "sigma": r["sigma"]}
        notify = await self.core.people.export(person)  # kept for all their servers alike
        return {"server": str(guild), "person": person, "tables": tables, "ratings": ratings, "notify": notify,
                "hints_taken": sum(hints.values())}

    async def server_removed(self, guild: int, at: float) -> float:
        """The bot was removed from a server: its data goes `KEPT_DAYS` later (returns when)."""
        due = at + KEPT_DAYS * DAY
        await self.core.store.set_forget_at(guild, due)
        log.info("removed from server %s: its data is deleted in %d days", guild, KEPT_DAYS)
        return due

    async def server_back(self, guild: int) -> None:
        """The bot was added (back) to a server: nothing of it is deleted."""
        await self.core.store.set_forget_at(guild, None)

    async def forget_server(self, guild: int) -> None:
        """A removed server's time is up: everything kept about it is deleted."""
        for table_id in await self.core.store.open_in(guild):  # its AI stops, its timers go
            await self.core.end(table_id, "server_removed", unsaid=True)
        await self.core.store.delete_server(guild)
        log.info("server %s: its data was deleted (the bot was removed %d days ago)", guild, KEPT_DAYS)
