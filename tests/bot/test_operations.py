"""What an operator runs on: the figures and health checks, a graceful stop, a quiet client."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time

import aiohttp
import discord
import pytest
import pytest_asyncio
from prometheus_client.parser import text_string_to_metric_families

from bot.app import create_bot
from bot.service.db.sqlite import ProcessLock
from bot.service.store import Store
from bot.discord_surface.posting.dms import RETRIES
from tests.bot.conftest import World, answer, dm_texts, on_both_backends, prompt, text_of
from tests.bot.forging import forge
from tests.bot.test_highcard_flow import hands, open_and_start
from tests.bot.test_recovery import crash_at, restart
from tests.bot.test_threads import started_in_thread
from bot.speech.compose import WINDOW
from bot.service.logs import JsonFormatter
from bot.text import Words


@pytest_asyncio.fixture
async def simcord_bot(db_path):
    """The bot with its endpoint on: any free port of this machine."""
    bot = create_bot(database=db_path, metrics_at=("127.0.0.1", 0))
    yield bot
    await bot.close_storage()


async def get(bot, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://127.0.0.1:{bot.endpoint.port}{path}") as response:
            return response.status, await response.text()


async def scrape(bot) -> dict[tuple[str, tuple], float]:
    """/metrics as {(sample name, sorted labels): value}."""
    status, text = await get(bot, "/metrics")
    assert status == 200
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


async def play_round(world, players) -> None:
    dealt = await hands(world)
    for member in players:
        result = await member.slash(world.channel, "move", action=f"play:{dealt[member.id][0]}")
        assert result.ephemeral, answer(result)


def users_fetched(world) -> int:
    return sum(1 for r in world.env.http_requests if r.method == "GET" and r.path.startswith("/users/"))


async def test_a_played_game_fetches_nobody_and_opens_each_dm_once(world):
    players = await open_and_start(world)
    for _ in range(3):
        await play_round(world, players)
    await world.env.advance_time(10)
    assert (await world.table()).status == "over"
    for member in players:  # every round DMs each player (their hand, their card)
        assert len(dm_texts(member)) >= 4
    assert users_fetched(world) == 0  # before: 8 for these 2 people
    opened = [r for r in world.env.http_requests if r.method == "POST" and r.path == "/users/@me/channels"]
    assert len(opened) <= len(players)


async def test_the_endpoint_counts_moves_and_requests_by_status(world):
    assert await get(world.bot, "/live") == (200, "live\n")
    assert (await get(world.bot, "/ready"))[0] == 200
    players = await open_and_start(world)
    world.env.inject_error("*", f"/channels/{world.channel.id}/messages*", status=429, times=1)
    await play_round(world, players)
    await world.env.advance_time(10)
    figures = await scrape(world.bot)
    row = await world.table()
    played = len(await world.bot.tables.store.moves(row.id))
    assert played == len(players)
    assert figures[("treasure_moves_total", (("game", "highcard"),))] == played
    assert figures[("treasure_move_commit_seconds_count", (("game", "highcard"),))] == played
    assert figures[("treasure_move_posted_seconds_count", (("game", "highcard"),))] >= 1
    # every message posted or edited (DMs too) is counted once, by its route's family and status
    messages = [r for r in world.env.http_requests if re.fullmatch(r"/channels/\d+/messages(/\d+)?", r.path)]
    counted = {labels: value for (name, labels), value in figures.items()
               if name == "treasure_discord_requests_total" and "/messages" in dict(labels)["route"]}
    assert sum(counted.values()) == len(messages)
    assert sum(v for labels, v in counted.items() if dict(labels)["status"] == "429") == 1
    assert {dict(labels)["route"] for labels in counted} <= {
        "POST /channels/{channel_id}/messages", "PATCH /channels/{channel_id}/messages/{message_id}"}
    assert figures[("treasure_tables", (("status", "running"),))] == 1
    assert figures[("treasure_shard_leases_held", ())] == 1
    assert figures[("treasure_ready", ())] == 1
    assert figures[("treasure_render_seconds_count", ())] >= 1


async def test_dm_failures_are_counted_by_discord_code(world):
    alice, bob = await open_and_start(world)
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007, times=None)
    await play_round(world, [alice, bob])
    figures = await scrape(world.bot)
    assert figures[("treasure_dm_failures_total", (("code", "50007"),))] >= 1


async def test_a_stopping_bot_is_not_ready_but_live(world):
    world.bot.stopping = True  # the first thing a stop does
    assert (await get(world.bot, "/ready"))[0] == 503
    assert (await get(world.bot, "/live"))[0] == 200
    world.bot.stopping = False


def test_the_endpoint_is_off_by_default(db_path):
    assert create_bot(database=db_path).endpoint is None


async def test_a_stop_finishes_the_commit_in_flight_refuses_new_requests_and_lets_go(world, db_path):
    alice, bob = await open_and_start(world)
    bot = world.bot
    row = await world.table()
    gate = asyncio.Event()
    record_move = bot.tables.store.record_move

    async def slow_record_move(*args, **kwargs):  # a commit that takes its time on the disk
        await world.env.external_wait(gate.wait(), reason="a slow commit")
        return await record_move(*args, **kwargs)

    bot.tables.store.record_move = slow_record_move
    card = (await hands(world))[alice.id][0]
    moving = await alice.slash(world.channel, "move", action=f"play:{card}")  # answered: deferred
    assert bot.tables.locks.is_locked("table", row.id)  # the move holds its table's lock, committing
    started = time.perf_counter()
    stopping = asyncio.ensure_future(bot.stop_gracefully())
    for _ in range(20):
        await asyncio.sleep(0)
    assert not stopping.done()  # it waits for the commit

    refused = await bob.slash(world.channel, "game status")
    assert refused.ephemeral and "restarting" in answer(refused)
    assert await bob.autocomplete(world.channel, "move", "action", "") == []
    pressed = await bob.click(prompt(world), label=Words("en")("core.button_hand"))  # a button: the same answer
    assert pressed.response.ephemeral and "restarting" in answer(pressed)
    forged = await forge(bob, world.channel, prompt(world), "tt:nothing:of:ours")  # none of ours takes it
    assert forged.response.ephemeral and "restarting" in answer(forged)

    gate.set()
    await stopping
    took = time.perf_counter() - started
    assert took < 10
    await world.env.settle()
    assert "Done" in answer(moving)  # the mover heard that it is saved
    assert not bot.tables.store.is_open and not bot.tables.store.holds and bot.is_closed()
    lock = ProcessLock(db_path)  # another process may take the database now
    lock.acquire()
    lock.release()
    store = Store(db_path)
    await store.open()
    try:
        saved = await store.table(row.id)
        assert saved.version == row.version + 1 and saved.announced == saved.version  # committed and said
    finally:
        await store.close()


def channel_posts(world) -> list:
    return [r for r in world.env.http_requests
            if r.method == "POST" and r.path == f"/channels/{world.channel.id}/messages"]


async def test_a_post_sent_again_after_a_restart_between_post_and_mark_carries_its_first_nonce(world, db_path):
    host, guest = world.members[:2]
    await host.slash(world.channel, "game new", game="highcard")
    await guest.slash(world.channel, "game join")
    died = crash_at(world, "said.set_announced", before=True)  # posted, never marked as said
    await host.slash(world.channel, "game start")
    assert died
    first = channel_posts(world)
    assert first and all(r.json["enforce_nonce"] is True for r in first)
    assert len({r.json["nonce"] for r in first}) == len(first)  # each post its own
    await restart(world, db_path)

    again = channel_posts(world)[len(first):]
    assert again, "the restart said the unmarked start again"
    # Discord answers a nonce it has seen with the first message: here SimCord (which ignores
    # nonces) shows the post twice, so the proof is the nonce the retry carries.
    assert again[0].json["nonce"] == first[-1].json["nonce"] and again[0].json["enforce_nonce"] is True
    row = await world.table()
    assert row.announced == row.version


async def test_a_game_new_delivered_twice_opens_one_table_and_one_thread(simcord_env):
    world = World(simcord_env, threads=True)
    bot = world.bot
    delivered = []
    parsers = bot._connection.parsers
    parse = parsers["INTERACTION_CREATE"]
    parsers["INTERACTION_CREATE"] = lambda data: (delivered.append(data), parse(data))
    await world.members[0].slash(world.channel, "game new", game="highcard")
    row = await world.bot.tables.store.latest_table(world.channel.threads[0].id)
    assert row is not None and row.parent == world.channel.id

    again = discord.Interaction(data=delivered[-1], state=bot._connection)  # the gateway delivers it again
    await bot.tree._call(again)  # what discord.py runs for it, awaited to its end
    await world.env.settle()
    assert len(world.channel.threads) == 1
    assert [r.id for r in await bot.tables.reader.lobbies_and_running()] == [row.id]


@on_both_backends
async def test_a_dm_that_failed_is_tried_again_after_a_restart_once(world, db_path):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="highcard")
    await bob.slash(world.channel, "game join")
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=500, times=1)
    await alice.slash(world.channel, "game start")
    assert dm_texts(bob) == []  # his hand did not get through; the table told its seats anyway
    row = await world.table()
    assert row.told >= row.version
    await restart(world, db_path)  # before the retry was due

    await world.env.advance_time(RETRIES[0] + 1)
    dealt = ", ".join(map(str, (await hands(world))[bob.id]))
    assert [t for t in dm_texts(bob) if dealt in t] and len(dm_texts(bob)) == 1
    await world.env.advance_time(sum(RETRIES) + 2)
    assert len(dm_texts(bob)) == 1  # once
    assert await world.bot.tables.reader.kept_dms() == []


async def finish_in(world, thread, member) -> None:
    for _ in range(3):
        row = next(r for r in await world.bot.tables.reader.lobbies_and_running() if r.channel == thread.id)
        card = world.state(row)[1].data["hands"][str(member.id)][0]
        result = await member.slash(thread, "move", action=f"play:{card}")
        assert result.ephemeral, answer(result)
    for _ in range(4):
        await world.env.advance_time(WINDOW)


async def test_a_rematch_in_a_thread_keeps_the_first_result_and_posts_its_own(simcord_env):
    world = World(simcord_env, threads=True)
    alice = world.members[0]
    first, thread = await started_in_thread(world, alice)
    await finish_in(world, thread, alice)
    lobby = world.env.backend.get_message(world.channel.id, first.channel)
    first_result = text_of(lobby)
    assert "High Card" in first_result and "Winner" in first_result
    end = [m for m in thread.history() if not m.flags.ephemeral][-1]
    since = len(world.env.http_requests)
    await alice.click(end, label="Rematch")  # everyone is back at once (alice and her AI): it starts
    await finish_in(world, thread, alice)
    lobby_path = f"/channels/{world.channel.id}/messages/{first.channel}"
    assert [r for r in world.env.http_requests[since:] if r.path == lobby_path] == []  # never edited again

    rematch = (await world.bot.tables.store.latest_table(thread.id))
    assert rematch.id != first.id and rematch.status == "over"
    assert text_of(world.env.backend.get_message(world.channel.id, first.channel)) == first_result
    results = [m for m in world.channel.history() if m.id != lobby.id and "Winner" in (text_of(m) or "")]
    assert len(results) == 1 and f"<#{thread.id}>" in text_of(results[0])


async def test_a_command_s_and_a_button_s_log_lines_name_their_server_and_channel(world, monkeypatch):
    """Each interaction's handler runs in a task of its own; what it logs says where it came from."""
    await open_and_start(world)
    bob = world.members[1]
    lines, handler = [], logging.Handler()
    handler.emit = lambda record: lines.append(json.loads(JsonFormatter().format(record)))
    logger = logging.getLogger("bot.test_about")
    logger.addHandler(handler)
    monkeypatch.setattr(logger, "level", logging.INFO)
    tables = world.bot.tables
    find, table = tables.find, tables.reader.table

    async def finding(channel):  # /game status looks its table up by channel
        logger.info("finding")
        return await find(channel)

    async def reading(table_id):  # a press looks its table up by id
        logger.info("reading")
        return await table(table_id)

    monkeypatch.setattr(tables, "find", finding)
    monkeypatch.setattr(tables.reader, "table", reading)
    await bob.slash(world.channel, "game status")
    await bob.click(prompt(world), label=Words("en")("core.button_hand"))
    where = {(line["message"], line["guild"], line["channel"]) for line in lines}
    assert ("finding", world.guild.id, world.channel.id) in where
    assert ("reading", world.guild.id, world.channel.id) in where
    logger.removeHandler(handler)
