"""A server's limits, as a member who hits them sees them: one open lobby per person, five
running tables hosted by one person, fifty running tables per server, one `/game new` per
person per ten seconds. What is over a limit is answered privately and creates nothing: no
row, no thread, no message in the channel."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.service.tables import TableError
from tests.bot.conftest import COOLDOWN, World, answer


@pytest.fixture
def tworld(simcord_env):
    return World(simcord_env, threads=True)


async def count_rows(world) -> int:
    row = await world.bot.tables.store._one("SELECT COUNT(*) AS n FROM tables WHERE guild=?", (world.guild.id,))
    return int(row["n"])


def public_count(channels) -> int:
    return sum(len([m for m in c.history() if not m.flags.ephemeral]) for c in channels)


def moderator(world):
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("mod"), roles=[mods])


async def refused(world, member, channel, text, channels=None, **options):
    """`/game new` answered privately with `text`, and nothing created anywhere."""
    channels = channels or [channel]
    rows, posted, threads = await count_rows(world), public_count(channels), len(world.channel.threads)
    result = await member.slash(channel, "game new", **({"game": "highcard"} | options))
    assert result.ephemeral and text in answer(result), answer(result)
    assert await count_rows(world) == rows
    assert public_count(channels) == posted and len(world.channel.threads) == threads
    return answer(result)


async def test_thirty_new_tables_in_one_channel_and_thirty_more_in_thirty_channels_leave_one_lobby(tworld):
    """The issue's measure: 30 `/game new` in one channel opened 30 threads, 30 more in 30
    channels left one person holding 60 lobbies. Now: one thread, one lobby; every other try
    is told privately where their lobby is."""
    world = tworld
    alice = world.members[0]
    first = await alice.slash(world.channel, "game new", game="highcard")
    assert not first.ephemeral, answer(first)
    lobby = (await world.bot.tables.store.threaded_tables(world.channel.id))[0]
    others = [world.guild.create_text_channel(f"room-{i}") for i in range(30)]
    for channel in [world.channel] * 29 + others:
        await world.env.advance_time(COOLDOWN)  # the cooldown is not what stops them
        said = await refused(world, alice, channel, "You already host an open table that hasn't started",
                             channels=[world.channel, *others])
        assert f"<#{lobby.channel}>" in said  # the link to the lobby they have
    assert len(world.channel.threads) == 1
    hosted = await world.bot.tables.store.open_hosted(world.guild.id, str(alice.id))
    assert [t["status"] for t in hosted] == ["lobby"]
    # once that lobby has started, a new one may open
    await alice.slash(world.channel.threads[0], "game add-ai")
    assert (await alice.slash(world.channel.threads[0], "game start")).ephemeral
    await world.env.advance_time(COOLDOWN)
    assert not (await alice.slash(others[0], "game new", game="highcard")).ephemeral


async def test_one_new_table_per_person_every_ten_seconds(world):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="highcard")
    await alice.slash(world.channel, "game abandon")
    other = world.guild.create_text_channel("other")
    said = await refused(world, alice, other, "One new table at a time: try again in", channels=[world.channel, other])
    assert "in 10 seconds" in said
    assert not (await bob.slash(other, "game new", game="highcard")).ephemeral  # a cooldown is each person's own
    await world.env.advance_time(COOLDOWN - 3)
    assert "in 3 seconds" in await refused(world, alice, world.channel, "try again in",
                                          channels=[world.channel, other])
    await world.env.advance_time(3)
    assert not (await alice.slash(world.channel, "game new", game="highcard")).ephemeral


async def start_in(world, member, channel):
    await world.env.advance_time(COOLDOWN)
    result = await member.slash(channel, "game new", game="highcard")
    assert not result.ephemeral, answer(result)
    await member.slash(channel, "game add-ai")
    result = await member.slash(channel, "game start")
    assert "started" in answer(result), answer(result)


async def test_five_running_tables_hosted_by_one_person_and_no_sixth(world):
    """The issue's measure: one person opened, filled with an AI and started 10 tables (each an
    AI on our CPU). Now five, then a private refusal that creates nothing, at the sixth `/game
    new` and at a start by someone who became the host of a lobby meanwhile."""
    alice, bob = world.members[:2]
    channels = [world.guild.create_text_channel(f"room-{i}") for i in range(7)]
    for channel in channels[:5]:
        await start_in(world, alice, channel)
    await world.env.advance_time(COOLDOWN)
    await refused(world, alice, channels[5], "You already host 5 running tables", channels=channels)
    # a lobby whose host left hands alice the host role: its start is refused too
    await bob.slash(channels[6], "game new", game="highcard")
    await alice.slash(channels[6], "game join")
    await bob.slash(channels[6], "game leave")
    await alice.slash(channels[6], "game add-ai")
    result = await alice.slash(channels[6], "game start")
    assert result.ephemeral and "You already host 5 running tables" in answer(result), answer(result)
    assert (await world.bot.tables.store.playing_in(channels[6].id)).status == "lobby"
    running = await world.bot.tables.store.running_in(world.guild.id)
    assert running == 5


async def test_a_servers_running_tables_stop_at_its_limit(world):
    """The default is 50 per server (1–500); a server that set 2 gets its third refused."""
    alice, bob, carol = world.members
    mod = moderator(world)
    assert "Saved" in answer(await mod.slash(world.channel, "game server", running=2))
    channels = [world.guild.create_text_channel(f"room-{i}") for i in range(3)]
    await start_in(world, alice, channels[0])
    await start_in(world, bob, channels[1])
    await refused(world, carol, channels[2], "This server already has 2 running tables", channels=channels)
    assert await world.bot.tables.store.running_in(world.guild.id) == 2


async def test_two_new_tables_at_once_cannot_both_pass_a_limit(world):
    """Two `/game new` of one person arriving together, in two channels: one lobby, one refusal."""
    tables, guild = world.bot.tables, world.guild.id
    opening = [tables.open(guild=guild, channel=channel, game="highcard", host="7", name="g", locale="en")
               for channel in (901, 902)]
    results = await asyncio.gather(*opening, return_exceptions=True)
    refusals = [r for r in results if isinstance(r, TableError)]
    assert len(refusals) == 1 and refusals[0].code == "lobby_limit", results
    assert len(await world.bot.tables.store.open_hosted(guild, "7")) == 1
