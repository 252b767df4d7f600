"""Where a person is awaited (bot/service/awaited.py): the open tables they sit at in every server
the bot is in, read from the database, and the order they are read in."""

from __future__ import annotations

import time

from bot.service.awaited import Sitting, ordered
from bot.service.rows import TableRow
from tests.bot.conftest import on_both_backends, write_behind_the_bots_back

HERE, THERE = 1, 2


def place(table: int, guild: int, waits: bool, since: float, status: str = "running") -> Sitting:
    row = TableRow(id=table, guild=guild, channel=100 + table, game="highcard", status=status, host="1", locale="en",
                   prompt_message=None, seats=["1", "2"], names={}, options={}, seed=1, version=1, state=None,
                   announced=1)
    return Sitting(row=row, person="1", waits=waits, to_act=["1"] if waits else ["2"], since=since)


def test_what_waits_on_you_comes_first_then_this_server_then_the_longest_waiting():
    sittings = [
        place(1, THERE, False, 10.0),
        place(2, HERE, False, 30.0),
        place(3, THERE, True, 5.0),
        place(4, HERE, True, 20.0),
        place(5, HERE, True, 15.0),
        place(6, HERE, False, 25.0, status="lobby"),
    ]
    assert [s.row.id for s in ordered(sittings, HERE)] == [5, 4, 3, 6, 2, 1]
    assert [s.row.id for s in ordered(sittings, THERE)] == [3, 5, 4, 1, 6, 2]
    # in a DM no server comes first: what waits, then the longest waiting
    assert [s.row.id for s in ordered(sittings, None)] == [3, 5, 4, 1, 6, 2]
    assert ordered([], HERE) == []


async def start_highcard(service, guild: int, channel: int, host: str, other: str) -> TableRow:
    row = await service.open(guild=guild, channel=channel, game="highcard", host=host, name=f"p{host}", locale="en")
    await service.join(channel, other, f"p{other}")
    await service.start(channel, host, seed=1)
    return await service.reader.table(row.id)


@on_both_backends
async def test_the_reader_lists_every_open_seat_of_a_person_in_every_server_but_a_forgotten_one(service, database):
    before = time.time()
    running = await start_highcard(service, HERE, 11, "1", "2")
    lobby = await service.open(guild=THERE, channel=21, game="highcard", host="1", name="p1", locale="en")
    elsewhere = await service.open(guild=HERE, channel=12, game="highcard", host="3", name="p3", locale="en")
    gone = await start_highcard(service, 3, 31, "2", "1")
    damaged = await start_highcard(service, HERE, 13, "2", "1")
    await service.store.set_forget_at(3, time.time() + 3600)  # the bot was removed from server 3
    await service.play(11, "2", "play:" + str(min(service.state_of(running)[1].data["hands"]["2"])))
    service.cancel_ai()
    await service.store.close()
    await write_behind_the_bots_back(database, "UPDATE tables SET state='[' WHERE id=?", damaged.id)
    await service.store.open()

    seated = await service.reader.seated("1")
    assert [s.row.id for s in seated] == [running.id, lobby.id]  # not bob's lobby, nor server 3's, nor the damaged
    first, second = seated
    assert first.waits and first.to_act == ["1"] and first.standing is None  # bob has played his card
    moves = await service.reader.moves(running.id)
    assert first.since == moves[-1].at and first.since >= before
    created = await service.store._one("SELECT created FROM tables WHERE id=?", (lobby.id,))
    assert not second.waits and second.to_act == [] and second.since == created["created"]  # a lobby: its creation
    assert [s.row.id for s in await service.reader.seated("3")] == [elsewhere.id]
    assert [s.row.id for s in await service.reader.seated("4")] == []

    await service.store.set_forget_at(3, None)  # the bot is back in server 3
    assert gone.id in [s.row.id for s in await service.reader.seated("1")]

