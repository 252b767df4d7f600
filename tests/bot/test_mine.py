"""`/game mine`: every open table a person sits at, in every server they share with the bot, those
waiting on them first and this server before the others, each with a link to its newest turn
message; pages that only their owner may turn; read from the database alone."""

from __future__ import annotations

import copy
import re

import discord

from bot.text import Words
from tests.bot.conftest import COOLDOWN, answer, button_labels, open_table, speak_ukrainian, text_of
from tests.bot.forging import forge

LINK = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)(?:/(\d+))?")


def at(world, guild, channel, members):
    """The same world seen from another server (or another channel of its own)."""
    other = copy.copy(world)
    other.guild, other.channel, other.members = guild, channel, members
    return other


def entries(text: str) -> list[str]:
    """The entries of a page (the header and page counter left out)."""
    return [block for block in text.split("\n\n")[1:] if LINK.search(block)]


async def finish_highcard(world, people, channel) -> None:
    """A High Card table in `channel` played to the end, everyone their lowest card each round."""
    for _ in range(3):
        for member in people:
            row = await world.bot.tables.store.playing_in(channel.id)
            if row is None:
                return
            game, state = world.state(row)
            if str(member.id) in game.to_act(state):
                hand = state.data["hands"][str(member.id)]
                result = await member.slash(channel, "move", action=f"play:{hand[0]}")
                assert result.ephemeral, answer(result)
    assert await world.bot.tables.store.playing_in(channel.id) is None


async def four_tables(world):
    """alice at four tables in two servers: the other server's (in a thread, opened first) and this
    one's wait on her, the other server's second one is over, this server's second is a lobby."""
    env = world.env
    alice, bob, carol = world.members
    harbour = env.create_guild("Harbour")  # the bot may create threads here
    games = harbour.create_text_channel("games")
    there = at(world, harbour, games, [harbour.add_member(alice.user), harbour.add_member(bob.user)])
    alice_there, bob_there = there.members

    result = await bob_there.slash(games, "game new", game="highcard")
    waiting_there = (await world.bot.tables.store.threaded_tables(games.id))[-1]
    thread = next(t for t in games.threads if t.id == waiting_there.channel)
    assert (await alice_there.slash(thread, "game join")).ephemeral
    assert (await bob_there.slash(thread, "game start")).ephemeral, answer(result)

    await env.advance_time(COOLDOWN)
    await bob_there.slash(games, "game new", game="highcard")
    over = (await world.bot.tables.store.threaded_tables(games.id))[-1]
    over_thread = next(t for t in games.threads if t.id == over.channel)
    await alice_there.slash(over_thread, "game join")
    await bob_there.slash(over_thread, "game start")
    await finish_highcard(world, [alice_there, bob_there], over_thread)

    await env.advance_time(60)
    waiting_here = await open_table(world, "highcard", [carol, alice])
    lobby_channel = world.guild.create_text_channel("lobby")
    await alice.slash(lobby_channel, "game new", game="highcard")
    lobby = await world.bot.tables.store.playing_in(lobby_channel.id)
    return there, {"waiting here": waiting_here, "waiting there": waiting_there, "over": over, "lobby": lobby}


async def test_a_person_sees_their_tables_waiting_first_this_server_first_with_links_to_their_turns(world):
    alice = world.members[0]
    there, tables = await four_tables(world)
    since = len(world.env.http_requests)
    result = await alice.slash(world.channel, "game mine")
    # read from the database: the only request is the answer itself
    paths = [r.path for r in world.env.http_requests[since:]]
    assert len(paths) == 1 and re.fullmatch(r"/interactions/\d+/[^/]+/callback", paths[0]), paths
    assert result.ephemeral and not button_labels(result.response)  # one page, no buttons
    text = answer(result)
    assert "3 open tables, 2 waiting on you." in text
    shown = entries(text)
    expected = [tables["waiting here"], tables["waiting there"], tables["lobby"]]  # the finished one is not listed
    assert len(shown) == 3
    for entry, row in zip(shown, expected):
        guild, channel, message = map(int, LINK.search(entry).groups())
        row = await world.bot.tables.store.table(row.id)
        assert (guild, channel, message) == (row.guild, row.channel, row.prompt_message)
        assert world.env.backend.get_message(channel, message) is not None  # the link leads to a message
        assert "High Card" in entry and "<@" not in entry  # names, never pings
    assert "your turn!" in shown[0] and "this server" in shown[0] and "running" in shown[0]
    assert "your turn!" in shown[1] and "Harbour" in shown[1]
    assert "your turn!" not in shown[2] and "lobby" in shown[2] and "waiting for the start" in shown[2]
    assert "Players: carol, alice" in shown[0] and "turn: carol, alice" in shown[0]
    assert re.search(r"last active <t:\d+:R>", shown[0]) and re.search(r"opened <t:\d+:R>", shown[2])

    # from the other server, its table comes first among those waiting
    alice_there = there.members[0]
    shown = entries(answer(await alice_there.slash(there.channel, "game mine")))
    assert [LINK.search(e).group(1) for e in shown] == [str(there.guild.id), str(world.guild.id), str(world.guild.id)]
    assert "this server" in shown[0]
    thread = next(t for t in there.channel.threads if t.id == tables["waiting there"].channel)
    in_thread = await alice_there.slash(thread, "game mine")  # inside a table's thread: the same list
    assert in_thread.ephemeral and entries(answer(in_thread)) == shown

    # the bot is removed from the other server: its table is no longer listed
    world.env.backend.remove_guild(there.guild.id)
    await world.env.advance_time(1)
    shown = entries(answer(await alice.slash(world.channel, "game mine")))
    assert [LINK.search(e).group(1) for e in shown] == [str(world.guild.id)] * 2


async def test_a_damaged_row_is_left_out_and_the_rest_are_listed(world):
    alice = world.members[0]
    _, tables = await four_tables(world)
    store = world.bot.tables.store
    await store._write("UPDATE tables SET state='[' WHERE id=?", (tables["waiting here"].id,))
    await store._write("UPDATE tables SET names='{' WHERE id=?", (tables["lobby"].id,))
    result = await alice.slash(world.channel, "game mine")
    shown = entries(answer(result))
    assert len(shown) == 1 and "Harbour" in shown[0]


async def test_nobody_seated_is_told_how_to_open_a_table(world):
    dora = world.guild.add_member(world.env.create_user("dora"))
    await open_table(world, "highcard", world.members[:2])
    result = await dora.slash(world.channel, "game mine")
    assert result.ephemeral and "You don't sit at any open table yet" in answer(result)
    assert "/game new" in answer(result)


async def many_tables(world, count: int, game: str = "highcard"):
    """alice seated at `count` lobbies of this server, each opened by someone else (no channel exists)."""
    alice = world.members[0]
    tables = world.bot.tables
    for i in range(count):
        channel = 9_000 + i
        await tables.open(guild=world.guild.id, channel=channel, game=game, host=str(800 + i),
                          name=f"host{i}", locale="en")
        await tables.join(channel, str(alice.id), "alice")


async def test_pages_turn_with_older_and_newer_and_only_for_their_owner(world):
    alice, bob, _ = world.members
    await open_table(world, "highcard", [bob, alice])  # waits on her: it comes first
    await many_tables(world, 11)
    result = await alice.slash(world.channel, "game mine")
    first = answer(result)
    assert "12 open tables" in first and "page 1 of 2" in first and len(first) <= 2000
    assert button_labels(result.response) == ["Older", "Newer"]
    assert "your turn!" in entries(first)[0]
    newer = await alice.click(result.response, label="Newer")
    second = text_of(newer.response)
    assert "page 2 of 2" in second and len(entries(first)) + len(entries(second)) == 12
    assert not set(entries(first)) & set(entries(second))
    back = await alice.click(newer.response, label="Older")
    assert text_of(back.response) == first

    public = world.public_messages()[-1]
    for presser in (bob,):
        refused = await forge(presser, world.channel, public, f"tt:mine:{alice.id}:1")
        assert refused.ephemeral and "someone else's list of tables" in answer(refused)
        assert "alice" not in answer(refused)
    mine = await forge(alice, world.channel, public, f"tt:mine:{alice.id}:1")  # her own: page 2
    assert "page 2 of 2" in answer(mine)


async def test_the_list_speaks_the_readers_language(world, monkeypatch):
    alice, bob, _ = world.members
    row = await open_table(world, "portroyal", [bob, alice], seed=3)
    game, state = world.state(row)
    assert game.to_act(state) == [str(bob.id)]  # bob's turn, not hers
    await many_tables(world, 8, "portroyal")
    speak_ukrainian(monkeypatch)
    result = await alice.slash(world.channel, "game mine")
    text = answer(result)
    words = Words("uk")
    assert text.startswith("🗂️ **Ваші столи:** 9 відкритих столів, жоден не чекає на вас.")
    first = entries(text)[0]  # the running table: the longest waiting, since the lobbies opened after it
    assert "**Port Royal** · триває · цей сервер" in first and "хід: bob · остання дія <t:" in first
    assert "сторінка 1 з 2" in text
    assert button_labels(result.response) == [words("core.button_older"), words("core.button_newer")]
    refused = await forge(bob, world.channel, world.public_messages()[-1], f"tt:mine:{alice.id}:1")
    assert answer(refused) == "⚠️ " + words.error(None, "mine_not_yours", {})
    nobody = await world.guild.add_member(world.env.create_user("dora")).slash(world.channel, "game mine")
    assert answer(nobody) == words("core.mine.none")


def test_a_place_is_shown_when_the_game_counts_one_and_a_table_without_a_prompt_links_its_channel():
    from bot.service.awaited import Sitting
    from bot.service.rows import TableRow
    from bot.speech.mine import pages

    row = TableRow(id=1, guild=5, channel=101, game="highcard", status="running", host="1", locale="en",
                   prompt_message=None, seats=["1", "2"], names={"1": "ann", "2": "bo"}, options={}, seed=1,
                   version=3, state=None, announced=3)
    placed, unplaced = (Sitting(row=row, person="1", waits=False, to_act=["2"], since=100.0, standing=standing)
                        for standing in (2, None))
    text = pages([placed], "en", 5, lambda guild: None)[0]
    assert "Your place: 2" in text
    assert text.endswith("https://discord.com/channels/5/101")  # no prompt yet: the channel itself
    assert "Your place" not in pages([unplaced], "en", 5, lambda guild: None)[0]
    elsewhere = pages([placed], "en", 6, lambda guild: None)[0]
    assert "another server" in elsewhere  # a server not in the cache is not named
