"""Ratings per server and game: Weng-Lin (openskill's Plackett-Luce model), for any number
of players and for teams.

The rules, stated once (docs/playing.md repeats them):
- Only people are rated. AI seats are left out of the update entirely: they neither gain
  nor give rating, and the people's places are their order among the people (sides).
- A game is rated only when at least two sides of people remain; otherwise it is not rated
  at all (no games, wins or places are counted).
- A person whose seat the AI finished (conceded or kicked, `TableRow.ai_played`) takes the
  last place, shared with anyone else who left, and is never a winner.
- Places follow the end message: winners first, then by score; equal keys share a place
  (1, 1, 3). In a team game a side is a team's remaining people, placed by its result
  (winning team first, then its best score); a person who left is a side of their own, last.
- The displayed rating is conservative: mu − 3σ (openskill's ordinal), rounded.
A table is rated once, when its result is first announced (`rate_finished`, called by
delivery before the result is posted), in one transaction with the `rated` marker;
`rebuild_ratings` recomputes every number from the rated tables' seeds and logs, in the
order they were rated, and arrives at the same figures.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from engine import registry
from engine.core import Game, Outcome

from .standings import places, standing
from .rows import TableRow, replayed
from .store import Store
from .seats import is_ai

log = logging.getLogger(__name__)
MODEL = PlackettLuce()  # mu 25, sigma 25/3: a newcomer's conservative rating is 0


@dataclass(frozen=True)
class Side:
    people: tuple[str, ...]
    place: int  # 1 is best; equal places are a tie


def sides(seats: list[str], outcome: Outcome, left: dict[str, str]) -> list[Side]:
    """The rated sides of a finished game, best first; [] when the game is not rated."""
    people = [s for s in seats if not is_ai(s)]
    stayed = [s for s in people if s not in left]
    if outcome.teams:
        groups = []
        for seats_of_team in outcome.teams.values():
            key = standing(outcome, seats_of_team)
            members = tuple(s for s in seats_of_team if s in stayed)
            if members:
                groups.append((key, members))
    else:
        groups = [(standing(outcome, [s]), (s,)) for s in stayed]
    groups.sort(key=lambda g: g[0])
    last = (True, float("inf"))  # after every key of a person who stayed
    groups += [(last, (s,)) for s in people if s in left]
    if len(groups) < 2:
        return []
    return [Side(members, place) for place, (_, members) in zip(places([k for k, _ in groups]), groups)]


def updated(sides_: list[Side], current: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Every person's (mu, sigma) after the game; newcomers start at the model's default."""
    teams = [[MODEL.rating(*current[p]) if p in current else MODEL.rating() for p in side.people] for side in sides_]
    rated = MODEL.rate(teams, ranks=[side.place for side in sides_])
    return {p: (r.mu, r.sigma) for side, team in zip(sides_, rated) for p, r in zip(side.people, team)}


def results(sides_: list[Side], outcome: Outcome, left: dict[str, str]) -> list[dict[str, Any]]:
    """Each person's line for the stats: place, out of how many sides, and whether they won."""
    return [{"person": p, "place": side.place, "sides": len(sides_), "won": p in outcome.winners and p not in left}
            for side in sides_ for p in side.people]


def shown(mu: float, sigma: float) -> int:
    """The conservative rating people read: mu − 3σ, rounded."""
    return round(MODEL.rating(mu, sigma).ordinal())


class Ratings:
    def __init__(self, store: Store) -> None:
        self.store = store
        # One rating at a time: two tables of a server ending together read and write the
        # same people's numbers (a server's tables all live in one process, see bot/service/shards.py).
        self._lock = asyncio.Lock()

    async def rate_finished(self, row: TableRow, outcome: Outcome, at: float) -> bool:
        """Rate a finished table, once (False: not rated, or rated before, or someone took a hint)."""
        rated = [] if row.unrated else sides(row.seats, outcome, row.ai_played)
        if not rated:
            return False
        async with self._lock:
            people = [p for side in rated for p in side.people]
            new = updated(rated, await self.store.ratings_of(row.guild, row.game, people))
            return await self.store.save_rating(row, at, new, results(rated, outcome, row.ai_played))

    async def rebuild_ratings(self) -> dict[tuple[int, str], dict[str, tuple[float, float]]]:
        """Every rating of this process's servers again, from the rated tables' seeds and move
        logs in the order they were rated; written in one transaction and returned."""
        async with self._lock:
            ratings: dict[tuple[int, str], dict[str, tuple[float, float]]] = {}
            tables = []
            for row, at in await self.store.rated_tables():
                outcome = replayed_outcome(registry.get(row.game), row, await self.store.moves(row.id))
                rated = sides(row.seats, outcome, row.ai_played)
                if not rated:
                    continue
                board = ratings.setdefault((row.guild, row.game), {})
                board.update(updated(rated, board))
                tables.append((row, at, results(rated, outcome, row.ai_played)))
            await self.store.replace_ratings(tables, ratings)
            return ratings


def replayed_outcome(game: Game, row: TableRow, moves: list) -> Outcome:
    """The result of a table from its seed and log alone."""
    for _, state in replayed(game, row, moves):
        pass
    outcome = game.outcome(state)
    if outcome is None:
        raise ValueError(f"table {row.id}: its log does not reach the end of the game")
    return outcome
