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
