"""A move reads its table once under the lock, with what its road needs beside it (one round
trip), and carries that down the road: what it reads there is what reading each alone gives."""

from __future__ import annotations

import pytest

from bot.service.tables import TableError
from tests.conftest import on_both_backends


@on_both_backends
async def test_what_a_move_reads_with_its_row_is_what_each_read_alone_gives(service):
    store = service.store
    await service.open(guild=1, channel=5, game="portroyal", host="1", name="a", locale="en",
                       options={"auto_pass": False})
    await service.join(5, "2", "b")
    await service.start(5, "1", seed=3)
    row = await store.playing_in(5)
    await service.people.choose("2", "dm", None, "uk", 0.0)
    await service.timer_book.set_timer(row.id, "2", "remind", 123.0, {"count": 1})
    await service.people.set_dm_prompt(row.id, "2", channel=77, message=88, version=row.version, mark="ab")
    game, state = service.state_of(row)
    seat = game.to_act(state)[0]
    await service.play(5, seat, game.legal_actions(state, seat)[0].id, prompt_version=row.version)

    now, moved, around = await store.table_for_move(row.id, seat, row.version, ["1", "2"])
    alone = await store.table(row.id)
    assert (now.id, now.version, now.state) == (alone.id, alone.version, alone.state) and now.version > row.version
    assert moved is await service.reader.moved_since(row.id, seat, row.version) is True
    assert not (await store.table_for_move(row.id, seat, now.version, ["1", "2"]))[1]  # nothing since the newest
    assert around.timers == await service.timer_book.timers_of(row.id) and any(t["seat"] == "2" for t in around.timers)
    assert service.people.known(["1", "2"], around.people) == await service.people.of_many(["1", "2"])
    assert around.people["2"]["notify"] == "dm"
    assert around.dm_prompts == await service.people.dm_prompts(row.id) and around.dm_prompts[0]["message"] == 88
    with pytest.raises(TableError) as refused:  # a button of the old position, pressed again: still refused
        await service.play(5, seat, game.legal_actions(state, seat)[0].id, prompt_version=row.version)
    assert refused.value.code in ("already_played", "stale_prompt")


async def test_a_press_and_a_typed_move_take_three_round_trips_to_the_database(world):
    """Read under the lock, commit (the turn timers with it), record what was said: nothing
    read before the lock, once the table's place is known to this process (its start, a move).
    Port Royal's moves hand nobody a secret, so `told` goes with the post's record."""
    from bot.speech.wording import words_for
    from tests.bench.presses import Counts, counting
    from tests.bot.conftest import open_table, prompt

    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob], options="auto_pass=no")
    by_seat = {str(m.id): m for m in (alice, bob)}
    counts, trips = Counts(), []
    with counting(world.bot.tables.store, counts):
        for typed in (False, True, False, True):
            await world.env.advance_time(2)  # a person's pace
            row = await world.table()
            game, state = world.state(row)
            seat = game.to_act(state)[0]
            action = game.legal_actions(state, seat)[0]
            before = counts.trips
            if typed:
                await by_seat[seat].slash(world.channel, "move", action=action.id)
            else:
                await by_seat[seat].click(prompt(world), label=words_for(row).action("portroyal", action))
            trips.append(counts.trips - before)
            assert (await world.table()).version > row.version
    assert trips == [3, 3, 3, 3]


@on_both_backends
async def test_a_channel_whose_table_changed_elsewhere_plays_at_its_new_table(service):
    """The place a move saw is kept, but never trusted over the row: once that table ended and
    another began in its channel (another process, a rematch), a typed move reaches the new one
    and a button of the old one is refused."""
    from bot.service.tables import Tables

    await service.open(guild=1, channel=5, game="portroyal", host="1", name="a", locale="en",
                       options={"auto_pass": False})
    await service.join(5, "2", "b")
    first = (await service.start(5, "1", seed=3)).row
    game, state = service.state_of(first)
    seat = game.to_act(state)[0]
    await service.play(5, seat, game.legal_actions(state, seat)[0].id)
    assert service.kept_place(first.id) is not None

    other = Tables(service.store)  # the same database, another process's service
    await other.abandon(5, "1", manager=True)
    await other.open(guild=1, channel=5, game="portroyal", host="1", name="a", locale="en", options={"auto_pass": False})
    await other.join(5, "2", "b")
    second = (await other.start(5, "1", seed=4)).row
    game, state = other.state_of(second)
    seat = game.to_act(state)[0]
    update = await service.play(5, seat, game.legal_actions(state, seat)[0].id)
    assert update.row.id == second.id and service.kept_place(first.id) is None
    with pytest.raises(TableError) as refused:
        await service.play(None, seat, "anything", table_id=first.id, prompt_version=first.version)
    assert refused.value.code == "not_running"


async def test_a_failing_timer_plan_costs_no_move_and_the_timers_are_set_after_it(world, monkeypatch):
    """The planner is the timers' code run inside the move's road: if it fails, the move stands,
    is announced, and its turn timers are set by the listener after the commit, as before."""
    from tests.bot.conftest import open_table

    alice, bob = world.members[:2]
    await open_table(world, "portroyal", [alice, bob], options="auto_pass=no reminder=1")

    def broken(update):
        raise RuntimeError("a bug in the plan")

    monkeypatch.setattr(world.bot.tables, "_planner", broken)
    row = await world.table()
    game, state = world.state(row)
    seat = game.to_act(state)[0]
    member = alice if str(alice.id) == seat else bob
    await member.slash(world.channel, "move", action=game.legal_actions(state, seat)[0].id)
    after = await world.table()
    assert after.version == row.version + 1 and after.announced == after.version
    game, state = world.state(after)
    awaited = set(game.to_act(state))
    timers = await world.bot.tables.timer_book.timers_of(after.id)
    assert {t["seat"] for t in timers if t["kind"] == "remind"} == awaited
