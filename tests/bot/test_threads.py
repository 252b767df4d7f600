"""A thread per table: many tables in one channel, each played in the thread its lobby
message started, commands inside a thread acting on its table, and the thread's life
(archived, deleted) handled by the table."""

from __future__ import annotations

import pytest

from bot.speech.compose import WINDOW
from tests.bot.conftest import button_labels, World, answer, text_of


@pytest.fixture
def tworld(simcord_env):
    return World(simcord_env, threads=True)


def thread_of(world, row):
    return next(t for t in world.channel.threads if t.id == row.channel)


def bot_lines(channel):
    return [text_of(m) for m in channel.history() if not m.flags.ephemeral and m.author.bot and text_of(m)]


async def open_in_thread(world, host, game="highcard"):
    result = await host.slash(world.channel, "game new", game=game)
    assert not result.ephemeral, answer(result)
    row = (await world.bot.tables.store.threaded_tables(world.channel.id))[-1]
    assert row.parent == world.channel.id and row.channel == result.response.id  # the thread bears the message's id
    return row, thread_of(world, row)


async def started_in_thread(world, host, other=None):
    """A High Card table in its thread, started: against `other` (a person), else an AI."""
    row, thread = await open_in_thread(world, host)
    if other is None:
        await host.slash(thread, "game add-ai")
    else:
        await other.slash(thread, "game join")
    result = await host.slash(thread, "game start")
    assert result.ephemeral, answer(result)
    return row, thread


async def settle(world):
    for _ in range(4):
        await world.env.advance_time(WINDOW)


async def test_three_tables_in_one_channel_each_in_its_thread_played_to_the_end(tworld):
    world = tworld
    tables = [await open_in_thread(world, member) for member in world.members]
    assert len({row.channel for row, _ in tables}) == 3 and len(world.channel.threads) == 3
    for (row, thread), host in zip(tables, world.members):
        assert host.name in thread.name and "High Card" in thread.name and len(thread.name) <= 100
        lobby = world.env.backend.get_message(world.channel.id, row.channel)
        assert f"<#{thread.id}>" in text_of(lobby)  # the lobby message links to its thread
        # commands inside the thread act on its table
        assert (await host.slash(thread, "game add-ai")).ephemeral
        result = await host.slash(thread, "game start")
        assert result.ephemeral, answer(result)
        assert (await world.bot.tables.store.table(row.id)).status == "running"
    for (row, thread), host in zip(tables, world.members):
        result = await host.slash(thread, "game leave")  # the AI finishes the game for the host
        assert result.ephemeral, answer(result)
    await settle(world)
    for (row, thread), host in zip(tables, world.members):
        done = await world.bot.tables.store.table(row.id)
        assert done.status == "over"
        said = [m for m in thread.history() if not m.flags.ephemeral]
        assert any(m.attachments for m in said)  # the board went to the thread
        lobby = world.env.backend.get_message(world.channel.id, row.channel)
        assert "is over" in text_of(lobby) and f"<#{thread.id}>" in text_of(lobby) and "Winner" in text_of(lobby)
        assert not button_labels(lobby)  # no Join left under it
    # the channel itself holds the three lobby messages and nothing of the games
    assert not any(m.attachments for m in world.channel.history())


async def test_commands_in_the_parent_channel_act_on_the_only_table_or_name_the_threads(tworld):
    world = tworld
    alice, bob, carol = world.members
    row, thread = await open_in_thread(world, alice)
    assert (await bob.slash(world.channel, "game join")).ephemeral  # the only table: acted on
    assert (await world.bot.tables.store.table(row.id)).seats == [str(alice.id), str(bob.id)]
    second, other = await open_in_thread(world, carol)
    result = await bob.slash(world.channel, "game status")
    assert result.ephemeral and f"<#{thread.id}>" in answer(result) and f"<#{other.id}>" in answer(result)
    result = await bob.slash(other, "game join")  # inside a thread: that thread's table
    assert result.ephemeral
    assert (await world.bot.tables.store.table(second.id)).seats == [str(carol.id), str(bob.id)]
    # a table that plays in the channel itself may stand beside the threaded ones
    result = await bob.slash(world.channel, "game new", game="highcard", options="thread=no")  # alice has a lobby
    assert not result.ephemeral, answer(result)
    plain = await world.bot.tables.store.playing_in(world.channel.id)
    assert plain is not None and plain.parent is None


async def test_a_lobby_button_in_the_parent_channel_seats_at_its_threads_table(tworld):
    world = tworld
    alice, bob, _ = world.members
    row, thread = await open_in_thread(world, alice)
    await open_in_thread(world, bob)
    lobby = world.env.backend.get_message(world.channel.id, row.channel)
    message = next(m for m in world.channel.history() if m.id == lobby.id)
    await bob.click(message, label="Join")
    assert (await world.bot.tables.store.table(row.id)).seats == [str(alice.id), str(bob.id)]


async def test_a_deleted_thread_ends_its_table_with_a_line_in_the_channel(tworld):
    world = tworld
    alice = world.members[0]
    row, thread = await started_in_thread(world, alice)
    world.env.backend.delete_channel(thread.id)
    await world.env.advance_time(0.1)
    await alice.slash(world.channel, "game leave")  # the only table; the AI plays on, into a thread that is gone
    await settle(world)
    assert (await world.bot.tables.store.table(row.id)).status == "abandoned"
    assert any("was deleted" in line for line in bot_lines(world.channel))
    assert await world.bot.tables.store.threaded_tables(world.channel.id) == []
    assert not await world.bot.tables.timer_book.timers_of(row.id)


async def test_an_archived_thread_is_unarchived_by_the_next_post(tworld):
    world = tworld
    alice, bob, _ = world.members
    row, thread = await started_in_thread(world, alice, bob)
    world.env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await world.env.advance_time(0.1)
    assert world.env.backend.channels[thread.id].thread_metadata.archived
    _, state = world.state(await world.bot.tables.store.table(row.id))
    card = state.data["hands"][str(alice.id)][0]
    result = await alice.slash(thread, "move", action=f"play:{card}")
    assert result.ephemeral, answer(result)
    await settle(world)
    assert not world.env.backend.channels[thread.id].thread_metadata.archived


async def test_without_thread_permissions_the_table_plays_in_the_channel_and_says_so_once(world):
    alice, bob, _ = world.members
    result = await alice.slash(world.channel, "game new", game="highcard")
    assert not result.ephemeral and "Create Public Threads" in text_of(result.response)
    row = await world.table()
    assert row.channel == world.channel.id and row.parent is None and row.options["thread"] is False
    assert not world.channel.threads
    await alice.slash(world.channel, "game abandon")
    result = await bob.slash(world.channel, "game new", game="highcard")  # the channel knows now
    assert not result.ephemeral and "Create Public Threads" not in text_of(result.response)
    assert "Create Public Threads" not in answer(result)


async def test_a_reminder_into_a_deleted_thread_ends_its_table(tworld):
    world = tworld
    alice, bob, _ = world.members
    row, thread = await started_in_thread(world, alice, bob)
    world.env.backend.delete_channel(thread.id)
    await world.env.advance_time(13 * 3600)  # both are awaited: the 12-hour reminder is the next post
    assert (await world.bot.tables.store.table(row.id)).status == "abandoned"
    said = [m for m in world.channel.history() if m.author.bot and m.id != row.channel and "was deleted" in text_of(m)]
    assert len(said) == 1  # one line, beside the lobby message that says the same


async def test_abandoning_a_threaded_game_says_so_on_its_lobby_message(tworld):
    world = tworld
    alice = world.members[0]
    row, thread = await started_in_thread(world, alice)
    result = await alice.slash(thread, "game abandon")
    assert not result.ephemeral and result.response.channel_id == thread.id
    lobby = world.env.backend.get_message(world.channel.id, row.channel)
    assert "ended this" in text_of(lobby) and not button_labels(lobby), text_of(lobby)


async def test_three_threaded_tables_of_people_then_the_leaderboard_and_a_replay(tworld):
    """Issue 16's whole road: three tables in one channel's threads, each played to the end by
    two people, then the server's leaderboard counts every game and a thread replays its own."""
    world = tworld
    alice, bob, carol = world.members
    pairs = [(alice, bob), (bob, carol), (carol, alice)]
    tables = [await started_in_thread(world, host, other) for host, other in pairs]
    for _ in range(3):  # High Card: three rounds, everyone plays a card each round
        for (row, thread), pair in zip(tables, pairs):
            for member in pair:
                _, state = world.bot.tables.state_of(await world.bot.tables.store.playing_in(thread.id))
                card = state.data["hands"][str(member.id)][0]
                result = await member.slash(thread, "move", action=f"play:{card}")
                assert result.ephemeral, answer(result)
    await settle(world)
    assert [(await world.bot.tables.store.table(row.id)).status for row, _ in tables] == ["over"] * 3

    board = await bob.slash(world.channel, "game leaderboard", game="highcard")
    lines = answer(board).splitlines()
    assert not board.ephemeral and lines[0].startswith("🏆 **High Card**")
    for member in world.members:  # each played two of the three games
        assert any(f"<@{member.id}>" in line and "(2 games," in line for line in lines[1:4]), lines

    row, thread = tables[1]
    result = await carol.slash(thread, "game replay")  # inside a thread: that thread's table
    assert result.ephemeral, answer(result)
    message = result.followups[-1] if result.followups else result.response
    assert [a.filename for a in message.attachments] == ["replay.gif", f"table-{row.id}-log.txt"]


async def test_opening_a_table_takes_its_lobby_message_from_the_reply_itself(simcord_env, simcord_bot):
    """The lobby message comes back in the interaction callback's answer (`with_response`): the
    bot does not ask Discord for it again before opening its thread."""
    from tests.bot.conftest import World
    from tests.discord_limits import each_request

    world = World(simcord_env, threads=True)
    seen: list[tuple[str, str]] = []
    with each_request(lambda backend, method, path, json, files: seen.append((method, path))):
        await world.members[0].slash(world.channel, "game new", game="highcard")
    assert world.channel.threads  # the thread opened on that message
    assert not [p for m, p in seen if m == "GET" and "@original" in p], seen
