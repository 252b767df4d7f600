"""Every title plays a whole game on SQLite and on PostgreSQL through the real bot, with a
restart halfway: the same moves land in the same log, and the table carries on.

This is the whole-game-per-title run on PostgreSQL; the other SimCord games run on SQLite, and
the store, recovery and start-up tests run on both (`on_both_backends`)."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from engine import registry
from engine.core import Rng
from tests.games import game_names

from tests.bot.conftest import answer, assert_log_replays, on_both_backends, open_table, text_of



def seats(name: str) -> tuple[int, int]:
    """People and AI seats: two people (one where the game seats two) and AI seats to three."""
    game = registry.get(name)
    total = max(game.min_players, min(3, game.max_players))
    return min(2, total - 1), total - min(2, total - 1)


async def play(world, people, rng, moves: int | None = None):
    """People answer with /move (the AI's choice for their seat) until the game ends or
    `moves` of theirs are in; returns the table."""
    by_seat = {str(m.id): m for m in people}
    played = 0
    for _ in range(3000):
        row = await world.table()
        if row.status != "running" or played == moves:
            return row
        game, state = world.state(row)
        seat = next(s for s in game.to_act(state) if s in by_seat)
        result = await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, rng))
        assert result.ephemeral, answer(result)
        played += 1
    raise AssertionError("the game did not end")


@on_both_backends
@pytest.mark.parametrize("game", game_names())
async def test_a_whole_game_of_each_title_survives_a_restart(world, db_path, game):
    humans, ai = seats(game)
    people = world.members[:humans]
    await open_table(world, game, people, ai=ai)
    rng = Rng(5)
    before = await play(world, people, rng, moves=6)
    assert before.status == "running"
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    again = await world.table()
    assert (again.version, again.state) == (before.version, before.state)
    row = await play(world, people, rng)
    assert row.status == "over" and "Game over" in text_of(world.public_messages()[-1])
    await assert_log_replays(world, row)
