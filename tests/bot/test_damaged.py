"""Damaged table rows beside healthy tables: each row is recovered on its own. A damaged one is
set aside with one message in its channel (what is wrong, that `/game abandon` clears it); every
command there answers with that, not "Something went wrong"; abandon and new work there; the
healthy tables (one waiting on its AI) and the timers carry on."""

from __future__ import annotations

import copy

from bot.app import create_bot
from bot.service.errors import DamagedTable
from tests.bot.conftest import answer, on_both_backends, open_table, public_text, write_behind_the_bots_back, text_of
from tests.bot.test_recovery import crash_at, restart

pytestmark = on_both_backends

HOUR = 3600
DAMAGE = {  # kind -> (the SQL that damages a running table's row, the words that name it)
    "seats": ("UPDATE tables SET seats='[\"1\", ' WHERE id=?", "its saved seats are damaged"),
    "options": ("UPDATE tables SET options='{reminder: 2' WHERE id=?", "its saved options are damaged"),
    "state": ("UPDATE tables SET state='{\"hands\": [' WHERE id=?", "its saved game is damaged"),
    "state shape": ("UPDATE tables SET state='[]' WHERE id=?", "its saved game is damaged"),
    "game": ("UPDATE tables SET game='chess' WHERE id=?", "a game this version of the bot doesn't know"),
    "rematch": ("UPDATE tables SET rematch='7' WHERE id=?", "part of its saved data is damaged"),
}
NOTICE = "After my restart I couldn't bring back this channel's table"


def at(world, channel):
    """The same world seen from another channel of the guild."""
    other = copy.copy(world)
    other.channel = channel
    return other


async def test_damaged_rows_are_set_aside_and_the_healthy_tables_carry_on(world, db_path):
    alice, bob, _ = world.members
    await world.bot.tables.change_server(world.guild.id, manager=True, hosted=50)  # alice hosts them all
    damaged = {}
    for kind in DAMAGE:  # the damaged rows come first: recovery must not stop at them
        here = at(world, world.guild.create_text_channel(kind.replace(" ", "-")))
        damaged[kind] = (here, await open_table(here, "highcard", [alice, bob]))
    with_ai = at(world, world.guild.create_text_channel("with-ai"))
    await open_table(with_ai, "portroyal", [alice], ai=1)
    people = at(world, world.guild.create_text_channel("people"))
    await open_table(people, "highcard", [alice, bob])

    # the Port Royal table is waiting on its AI when the process dies (before the AI's move)
    died = crash_at(world, "record_move", before=True, when=lambda kw: kw["seat"].startswith("ai:"))
    for _ in range(50):
        if died:
            break
        row = await with_ai.table()
        game, state = world.state(row)
        await alice.slash(with_ai.channel, "move", action=game.ai_choose(state.copy(), str(alice.id), rng(row)))
    assert died
    waiting = await with_ai.table()
    await world.bot.close_storage()
    for kind, (_, row) in damaged.items():
        await write_behind_the_bots_back(db_path, DAMAGE[kind][0], row.id)
    await world.env.restart_bot(create_bot(database=db_path))
    world.env.errors  # the crash we caused

    for kind, (here, row) in damaged.items():
        said = public_text(here)
        assert said.count(NOTICE) == 1 and DAMAGE[kind][1] in said and "`/game abandon`" in said, kind
    # the table behind them was recovered and its AI played on
    after = await with_ai.table()
    assert after.version > waiting.version and after.announced == after.version
    assert any(m.seat.startswith("ai:") for m in await world.bot.tables.store.moves(after.id))
    # and the timers run: the waiting people are reminded
    await world.env.advance_time(12 * HOUR)
    assert any("is waiting for you" in text_of(m) for m in alice.user.dm_channel.history())

    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    for kind, (here, _) in damaged.items():
        assert public_text(here).count(NOTICE) == 1, kind  # said once, not at every start


def rng(row):
    from engine.core import Rng

    return Rng(row.version)


async def damage(world, db_path, kind, row):
    await world.bot.close_storage()
    await write_behind_the_bots_back(db_path, DAMAGE[kind][0], row.id)
    await world.env.restart_bot(create_bot(database=db_path))


async def test_every_command_at_a_damaged_table_names_the_damage(world, db_path):
    alice, bob, _ = world.members
    row = await open_table(world, "highcard", [alice, bob])
    await damage(world, db_path, "seats", row)
    for command, options in [("game status", {}), ("game hand", {}), ("game join", {}), ("game leave", {}),
                             ("game log", {}), ("game settings", {}), ("game new", {"game": "highcard"}),
                             ("move", {"action": "play:1"})]:
        result = await bob.slash(world.channel, command, **options)
        text = answer(result)
        assert result.ephemeral and "can't be read" in text and "`/game abandon`" in text, (command, text)
        assert "Something went wrong" not in text
    # the commands met the damage where they read the row; the bot's error boundary answered
    assert all(isinstance(getattr(e, "original", e), DamagedTable) for e in world.env.errors)


async def test_abandon_clears_a_damaged_table_and_new_opens_one(world, db_path):
    alice, bob, _ = world.members
    for kind in ("seats", "game"):
        row = await open_table(world, "highcard", [alice, bob])
        await damage(world, db_path, kind, row)
        refused = await bob.slash(world.channel, "game abandon")  # not the host
        assert refused.ephemeral and "Only the host" in answer(refused)
        result = await alice.slash(world.channel, "game abandon")
        text = answer(result)
        assert not result.ephemeral and "cleared this channel's damaged table" in text, (kind, text)
        assert f"<@{alice.id}> cleared" in text  # the person, as a name (no ping), never a bare number
        assert "nothing was changed" not in text
        assert (await world.bot.tables.store.playing_in(world.channel.id)) is None
        status = await alice.slash(world.channel, "game status")  # cleared: no table, not "damaged" again
        assert "There is no table in this channel" in answer(status)
        opened = await alice.slash(world.channel, "game new", game="highcard")
        assert not opened.ephemeral and "High Card" in answer(opened)
        await alice.slash(world.channel, "game abandon")
