"""/game notify: how each person's turns reach them, whole games at a person's pace (SimCord's
clock moving between moves), with the mentions each person got counted from what the bot sent."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from bot.service.people import next_digest
from tests.bench.pace import MENTION_CHANNELS, pings_recorded
from tests.bot.conftest import answer, dm_texts, on_both_backends, open_table
from tests.bot.playing import play_out
from tests.bot.test_tablelife import HOUR, open_highcard, play_card, reminders, mentions_waiting
from tests.games import game_names

PACE = 30.0  # seconds between moves: past the ping grace, within "watching"


async def test_notify_is_kept_per_person_shown_exported_and_forgotten(world):
    alice, bob, _ = world.members
    result = await alice.slash(world.channel, "game notify")
    assert result.ephemeral and "mention in the table's thread (the default)" in answer(result)
    result = await alice.slash(world.channel, "game notify", how="digest", hour=7)
    assert result.ephemeral and "7:00 UTC" in answer(result)
    result = await alice.slash(world.channel, "game notify", how="quiet")
    assert "No mentions and no DMs" in answer(result)
    assert "mention in the table's thread" in answer(await bob.slash(world.channel, "game notify"))  # his own
    result = await alice.slash(world.channel, "game notify", how="digest")
    assert "7:00 UTC" in answer(result)  # the digest keeps the hour chosen before
    result = await alice.slash(world.channel, "game export")
    message = result.followups[-1] if result.followups else result.response
    exported = json.loads(world.env.backend.cdn.get(message.attachments[0].url))
    assert exported["notify"] == {"notify": "digest", "digest_hour_utc": 7, "language": "en"}
    await world.bot.tables.forgetting.forget(world.guild.id, str(alice.id))
    assert (await world.bot.tables.people.of(str(alice.id))).how == "ping"


@on_both_backends
async def test_the_choice_survives_a_restart_on_both_backends(world, db_path):
    from bot.app import create_bot

    alice = world.members[0]
    await alice.slash(world.channel, "game notify", how="quiet")
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert "No mentions and no DMs" in answer(await alice.slash(world.channel, "game notify"))


def test_the_next_digest_is_the_next_time_the_hour_comes():
    noon = dt.datetime(2026, 12, 4, 12, 30, tzinfo=dt.timezone.utc).timestamp()
    assert next_digest(18, noon) == dt.datetime(2026, 12, 4, 18, tzinfo=dt.timezone.utc).timestamp()
    assert next_digest(7, noon) == dt.datetime(2026, 12, 5, 7, tzinfo=dt.timezone.utc).timestamp()
    assert next_digest(12, dt.datetime(2026, 12, 4, 12, tzinfo=dt.timezone.utc).timestamp()) == \
        dt.datetime(2026, 12, 5, 12, tzinfo=dt.timezone.utc).timestamp()


GAMES = [g for g in game_names() if g not in ("highcard", "manychoices")]


@pytest.mark.parametrize("game", GAMES)
async def test_a_whole_game_pings_only_those_who_chose_mentions(world, game):
    """Three people, one per choice that changes the thread (ping, quiet, digest), a whole game at
    a person's pace: the one who chose `ping` is mentioned on their turns, the others never."""
    alice, bob, carol = world.members
    await bob.slash(world.channel, "game notify", how="quiet")
    await carol.slash(world.channel, "game notify", how="digest", hour=3)
    MENTION_CHANNELS.add(str(world.channel.id))
    turns = {str(m.id): 0 for m in world.members}

    async def pace(step):
        turns[step.seat] += 1
        await world.env.advance_time(PACE)

    with pings_recorded() as pings:
        await open_table(world, game, [alice, bob, carol], seed=3)
        played = await play_out(world, world.members, before=pace)
        await world.env.advance_time(PACE)
    assert played.row.status == "over"
    by_person = {str(m.id): sum(1 for _, who in pings if who == str(m.id)) for m in world.members}
    print(game, "moves", played.moves, "turns", turns, "pings", by_person)  # the note's figures
    assert by_person[str(alice.id)] > 0
    assert by_person[str(bob.id)] == 0 and by_person[str(carol.id)] == 0
    assert all(turns[s] > 0 for s in turns)  # everyone had turns to be pinged for


async def test_a_quiet_person_gets_no_reminder_and_no_mention_but_the_table_still_says_it(world):
    alice, bob, _ = world.members
    await bob.slash(world.channel, "game notify", how="quiet")
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    MENTION_CHANNELS.add(str(world.channel.id))
    with pings_recorded() as pings:
        await world.env.advance_time(12 * HOUR)  # the default reminder
    assert reminders(bob) == []
    assert mentions_waiting(world, bob) == 1 and pings == []  # said, but nobody pinged


async def test_a_person_who_pings_is_reminded_as_before(world):
    alice, bob, _ = world.members
    await bob.slash(world.channel, "game notify", how="ping")
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    MENTION_CHANNELS.add(str(world.channel.id))
    with pings_recorded() as pings:
        await world.env.advance_time(12 * HOUR)
    assert len(reminders(bob)) == 1 and mentions_waiting(world, bob) == 1
    assert [who for _, who in pings] == [str(bob.id)]


async def test_a_digest_comes_once_a_day_at_its_hour_listing_the_tables_that_wait(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)  # bob's turn now
    hour = discord_now(world).hour
    await bob.slash(world.channel, "game notify", how="digest", hour=(hour + 2) % 24)
    digests = lambda: [t for t in dm_texts(bob) if "waits on you" in t]  # noqa: E731
    await world.env.advance_time(1 * HOUR)
    assert digests() == []
    await world.env.advance_time(1 * HOUR + 60)
    assert len(digests()) == 1
    assert "High Card" in digests()[0] and f"https://discord.com/channels/{world.guild.id}/{world.channel.id}" in digests()[0]
    await world.env.advance_time(24 * HOUR)
    assert len(digests()) == 2  # the next day (bob's reminders do not reach him: he chose the digest)
    assert reminders(bob) == []
    while str(bob.id) in (lambda gs: gs[0].to_act(gs[1]))(world.state(await world.table())):
        await play_card(world, bob)
    await world.env.advance_time(24 * HOUR)
    assert len(digests()) == 2  # nothing waits on him: no digest


def discord_now(world):
    import discord

    return discord.utils.utcnow()
