"""The one door: every way a table ends takes its lock, clears its timers and stops its AI;
a move is judged on the position its sender saw."""

from __future__ import annotations

import asyncio
import random
from contextlib import asynccontextmanager

import pytest

from bot.service.store import Store
from bot.service.tables import TableError, Tables
from engine import registry
from tests.bot.conftest import answer, open_table
from tests.games import game_names

HOUR = 3600


# --- every path that ends a table --------------------------------------------------------------
async def _abandon(world, row):
    await world.members[0].slash(world.channel, "game abandon")


async def _emptied(world, row):
    await world.members[1].slash(world.channel, "game leave")
    await world.members[0].slash(world.channel, "game leave")


async def _expired(world, row):
    await world.env.advance_time(25 * HOUR)


async def _damaged_then_cleared(world, row):
    await world.bot.tables.store.driver.run("UPDATE tables SET seats='[\"1\", ' WHERE id=?", (row.id,))  # a disk fault
    result = await world.members[0].slash(world.channel, "game abandon")
    assert "cleared this channel's damaged table" in answer(result)


async def _conceded_to_the_end(world, row):
    for member in world.members[:2]:
        await member.slash(world.channel, "game leave")
    for _ in range(20):  # the AI plays both seats to the end, in the background
        await world.env.advance_time(1)


async def _kicked_then_conceded(world, row):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game kick", player=str(bob.id))
    await alice.slash(world.channel, "game leave")
    for _ in range(20):
        await world.env.advance_time(1)


PATHS = {  # path -> (whether the table is started first, how it ends, the status it ends in)
    "abandon": (True, _abandon, "abandoned"),
    "lobby emptied": (False, _emptied, "abandoned"),
    "lobby expired": (False, _expired, "abandoned"),
    "damaged row cleared": (True, _damaged_then_cleared, "abandoned"),
    "conceded to the end": (True, _conceded_to_the_end, "over"),
    "kicked, then conceded": (True, _kicked_then_conceded, "over"),
}


@pytest.mark.parametrize("path", PATHS)
async def test_every_way_a_table_ends_clears_its_timers_and_stops_its_ai(world, path):
    started, end, status = PATHS[path]
    alice, bob = world.members[:2]
    if started:
        row = await open_table(world, "highcard", [alice, bob], options="reminder=2 takeover=6")
        assert await world.bot.tables.timer_book.timers_of(row.id)  # people are awaited: their timers run
    else:
        await alice.slash(world.channel, "game new", game="highcard")
        await bob.slash(world.channel, "game join")
        row = await world.table()
        assert await world.bot.tables.timer_book.timers_of(row.id)  # the lobby's expiry
    await end(world, row)
    store = world.bot.tables.store
    raw = await store._one("SELECT status, version FROM tables WHERE id=?", (row.id,))
    assert raw["status"] == status
    assert await world.bot.tables.timer_book.timers_of(row.id) == []
    task = world.bot.tables._ai_tasks.get(row.id)
    assert task is None or task.done()
    posted = len(world.channel.history())
    await world.env.advance_time(48 * HOUR)  # nothing of it wakes again: no reminder, no AI move
    after = await store._one("SELECT status, version FROM tables WHERE id=?", (row.id,))
    assert (after["status"], after["version"]) == (raw["status"], raw["version"])
    assert len(world.channel.history()) == posted


async def test_ending_a_table_waits_for_its_lock_and_cancels_its_ai_run(database, monkeypatch):
    """A change in the middle of its announcement holds the table's lock: the end waits for it.
    An AI run stuck announcing is cancelled, and no AI move is committed after the end."""
    store = Store(database)
    await store.open()
    held, release = asyncio.Event(), asyncio.Event()
    holding = {"on": True}

    async def slow_announce(update):
        if holding["on"]:
            held.set()
            await release.wait()

    tables = Tables(store, limited=False)  # two lobbies of one host
    tables.listen(slow_announce, speaks=True)
    monkeypatch.setattr("bot.service.tables.MAX_STEPS_PER_BATCH", 1)  # the AI announces after every move
    try:
        for channel in (5, 6):
            await tables.open(guild=1, channel=channel, game="portroyal", host="1", name="a", locale="en")
            await tables.add_ai(channel, "1")
        # a person's change, announcing: the end of that table waits for it
        first = await tables.in_channel(5)
        start = asyncio.create_task(tables.start(5, "1", seed=3))
        await held.wait()
        ending = asyncio.create_task(tables.end(first.id, "abandoned"))
        await asyncio.sleep(0.01)
        assert not ending.done()
        release.set()
        await start
        assert (await ending).status == "abandoned"
        # an AI run, announcing: cancelled by the end, and the table moves no more
        holding["on"] = False
        await tables.start(6, "1", seed=4)
        second = await tables.in_channel(6)
        held.clear()
        release.clear()
        holding["on"] = True
        await tables.leave(6, "1")  # the person concedes: the AI plays both seats, in the background
        await held.wait()
        run = tables._ai_tasks[second.id]
        ended = await asyncio.wait_for(tables.end(second.id, "abandoned"), 5)  # uncancelled, it would wait for ever
        assert ended.status == "abandoned"
        await asyncio.sleep(0)
        assert run.cancelled()
        version = (await store.table(second.id)).version
        release.set()
        await asyncio.sleep(0.05)
        assert (await store.table(second.id)).version == version
    finally:
        tables.cancel_ai()
        await store.close()


# --- judged on the position its sender saw -----------------------------------------------------
def _a_race(name: str, players: int, seed: int):
    """A position of `name` where one seat alone is awaited and, once it has moved, another seat
    is: (state, first seat, its move, second seat, a move legal for it after the first)."""
    game = registry.get(name)
    rnd = random.Random(seed)
    for attempt in range(200):
        state = game.setup([str(100 + i) for i in range(players)], seed + attempt)
        for _ in range(400):
            if game.outcome(state) is not None:
                break
            to_act = game.to_act(state)
            if len(to_act) == 1 and game.may_act(state) == to_act:
                first = to_act[0]
                move = rnd.choice(game.legal_actions(state, first)).id
                after = state.copy()
                game.apply(after, first, move)
                later = [s for s in game.to_act(after) if s != first]
                if later and game.outcome(after) is None:
                    second = later[0]
                    return game, state, first, move, second, rnd.choice(game.legal_actions(after, second)).id
            seat = rnd.choice(game.to_act(state))
            game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
    raise AssertionError(f"{name}: no position with one seat awaited and another next")


@asynccontextmanager
async def table_at(path, game, state):
    """A table service over a fresh SQLite file, with one started table put at `state` (channel 9)."""
    store = Store(path / "t.sqlite3")
    await store.open()
    tables = Tables(store)
    try:
        seats = state.seats
        await tables.open(guild=1, channel=9, game=game.name, host=seats[0], name="a", locale="en",
                          options={"auto_pass": False})
        for seat in seats[1:]:
            await tables.join(9, seat, seat)
        row = (await tables.start(9, seats[0], seed=1)).row  # a real start, then the position put in
        await store._run("UPDATE tables SET state=? WHERE id=?", (state.to_json(), row.id))
        tables.remember_turn(row.id, row.version, game, state)
        yield tables, row
    finally:
        tables.cancel_ai()
        await store.close()


TURN_BY_TURN = game_names()  # the test games choose all at once


@pytest.mark.parametrize("name", TURN_BY_TURN)
async def test_a_move_sent_before_its_turn_is_refused_even_if_its_turn_came_meanwhile(tmp_path, name):
    """Two moves sent at the same instant, one by the seat awaited and one by the seat after it:
    the first is played; the second is refused as out of turn, though its turn has come by the
    time the table gets to it. Sent a moment after the first was committed, it is played."""
    game = registry.get(name)
    found = _a_race(name, game.min_players, seed=11)
    _, position, first, move, second, reply = found
    async with table_at(tmp_path, game, position) as (tables, row):
        async with tables.locks.table(row.id):  # both arrive while the table is busy: sent at once
            moves = [asyncio.create_task(tables.play(9, first, move, sent=1000)),
                     asyncio.create_task(tables.play(9, second, reply, sent=1001))]
            await asyncio.sleep(0.01)
        played, refused = await asyncio.gather(*moves, return_exceptions=True)
        assert (first, move) in played.moves
        assert isinstance(refused, TableError) and refused.code == "not_your_turn", refused
        update = await tables.play(9, second, reply, sent=1002)  # sent once it saw the move: played
        assert (second, reply) in update.moves


@pytest.mark.parametrize("name", [n for n in registry.names() if n in ("tortuga", "timbuktu", "highcard")])
async def test_simultaneous_choices_sent_at_once_are_all_accepted(tmp_path, name):
    """Several seats awaited at once (votes, secret cards): each choice sent at the same instant
    counts, although the table changed between them."""
    game = registry.get(name)
    rnd = random.Random(5)
    state = game.setup([str(100 + i) for i in range(max(3, game.min_players))], 5)
    for _ in range(2000):
        if len(game.to_act(state)) > 1 or game.outcome(state) is not None:
            break
        seat = rnd.choice(game.to_act(state))
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
    awaited = game.to_act(state)
    assert len(awaited) > 1, "no simultaneous choice reached"
    async with table_at(tmp_path, game, state) as (tables, row):
        async with tables.locks.table(row.id):  # all sent at once, while the table is busy
            choices = [asyncio.create_task(tables.play(9, seat, game.legal_actions(state, seat)[0].id, sent=2000 + i))
                       for i, seat in enumerate(awaited)]
            await asyncio.sleep(0.01)
        results = await asyncio.gather(*choices, return_exceptions=True)
        assert not [r for r in results if isinstance(r, Exception)], results
