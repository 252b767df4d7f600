"""AI seats of a level: chosen at `/game add-ai`, shown beside the seat, kept by restarts and
rematches; a hard AI thinks away from the event loop and falls back quietly."""

from __future__ import annotations

import pytest

from bot import workers
from bot.service.errors import TableError
from bot.app import create_bot
from bot.service.seats import ai_level
from tests.bot.conftest import answer, text_of

THINK_S = 0.01  # a hard AI's thinking time here (1 s at a real table)


def quick_thinking(world, calls: list) -> None:
    async def think(game, state_json, seat, seed, level):
        calls.append((seat, level))
        return await workers.think(game, state_json, seat, seed, level, THINK_S)
    world.bot.tables.think = think


async def test_a_hard_ai_seat_is_shown_thinks_off_the_loop_and_survives_a_restart(world, db_path):
    alice = world.members[0]
    calls: list = []
    quick_thinking(world, calls)
    await alice.slash(world.channel, "game new", game="portroyal")
    added = await alice.slash(world.channel, "game add-ai", level="hard")
    assert added.ephemeral, answer(added)
    await alice.slash(world.channel, "game add-ai")  # normal, the default
    row = await world.table()
    hard, normal = row.seats[1:]
    assert (ai_level(hard), ai_level(normal)) == ("hard", "normal")
    lobby = next(m for m in world.public_messages() if m.id == row.prompt_message)
    assert "AI 1 · hard" in text_of(lobby) and "AI 2 · normal" not in text_of(lobby), text_of(lobby)
    await alice.slash(world.channel, "game start")
    # Leaving hands the table to the AIs, which play the whole game before the command settles:
    # a hundred-odd hard choices of real work in worker processes, slow on a loaded CI machine.
    world.env.settle_timeout = 60
    await alice.slash(world.channel, "game leave")
    for _ in range(30):
        if (await world.bot.tables.store.table(row.id)).status == "over":
            break
        await world.env.advance_time(1)
    finished = await world.bot.tables.store.table(row.id)
    assert finished.status == "over"
    assert calls and {level for _, level in calls} == {"hard"} and {seat for seat, _ in calls} == {hard}
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert ai_level((await world.bot.tables.store.table(row.id)).seats[1]) == "hard"


async def test_a_hard_ai_whose_worker_fails_plays_as_the_normal_ai_without_a_word(world):
    alice, bob = world.members[:2]

    async def broken(*args):
        raise workers.WorkerGone("the worker ended")
    world.bot.tables.think = broken
    await alice.slash(world.channel, "game new", game="portroyal")
    await bob.slash(world.channel, "game join")
    await alice.slash(world.channel, "game add-ai", level="hard")
    await alice.slash(world.channel, "game start")
    row = await world.table()
    for member in (alice, bob):
        await member.slash(world.channel, "game leave")
    for _ in range(30):
        row = await world.bot.tables.store.table(row.id)
        if row.status == "over":
            break
        await world.env.advance_time(1)
    assert row.status == "over"
    said = "\n".join(text_of(m) + "".join(e.description or "" for e in m.embeds) for m in world.public_messages())
    assert "random" not in said.lower() and "fell back" not in said.lower()


async def test_an_unknown_level_is_refused_and_nothing_changes(world):
    alice = world.members[0]
    await alice.slash(world.channel, "game new", game="portroyal")
    before = await world.table()
    with pytest.raises(TableError) as refused:
        await world.bot.tables.add_ai(world.channel.id, str(alice.id), "godlike")
    assert refused.value.code == "unknown_level"
    assert (await world.table()).seats == before.seats
