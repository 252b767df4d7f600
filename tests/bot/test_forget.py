"""What a person and a server leave behind: `/game forget-me` (confirmed with a button; the
person's id and name are nowhere in the database afterwards, the others' records unchanged),
`/game export` (their games as a private file), and a server that removed the bot (its data
deleted 30 days later unless the bot comes back)."""

from __future__ import annotations

import json

import discord

from bot.service.servers import KEPT_DAYS
from tests.bot.conftest import COOLDOWN, answer, button_labels, on_both_backends, open_table, text_of
from tests.bot.forging import forge
from tests.bot.test_ratings import IN_ORDER, play_highcard

DAY = 24 * 3600


async def database_text(store) -> str:
    """Every value of every table of the database, as text (either backend)."""
    if store.driver.kind == "sqlite":
        names = [r["name"] for r in await store._all("SELECT name FROM sqlite_master WHERE type='table'")]
    else:
        names = [r["table_name"] for r in await store._all(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")]
    assert {"tables", "moves", "results", "ratings", "servers"} <= set(names)
    lines = []
    for name in names:
        lines += [" ".join(map(str, tuple(row))) for row in await store._all(f"SELECT * FROM {name}")]
    return "\n".join(lines)


async def records(world, people) -> dict:
    """The ratings and places the server keeps for `people`."""
    store, guild = world.bot.tables.store, world.guild.id
    board = {r["person"]: (r["mu"], r["sigma"], r["games"], r["wins"])
             for r in await store.leaderboard(guild, "highcard")}
    return {str(m.id): (board.get(str(m.id)), [(r["table_id"], r["place"], r["sides"], r["won"])
                                              for r in await store.records(guild, str(m.id))]) for m in people}


@on_both_backends
async def test_forget_me_removes_the_persons_id_and_name_and_the_others_records_stand(world, db_path):
    alice, bob, carol = world.members
    store = world.bot.tables.store
    first = await play_highcard(world, [alice, bob, carol], IN_ORDER)  # rated: alice first
    await world.env.advance_time(COOLDOWN)
    await play_highcard(world, [bob, alice], 1, concede=alice)  # the AI plays her seat to the end
    others = await records(world, [bob, carol])
    alice_rating = (await records(world, [alice]))[str(alice.id)][0]
    assert str(alice.id) in await database_text(store) and "alice" in await database_text(store)

    # bob, seated at a running table, is asked to leave it first
    await world.env.advance_time(COOLDOWN)
    await open_table(world, "highcard", [bob, carol])
    result = await bob.slash(world.channel, "game forget-me")
    assert result.ephemeral and f"You have a seat at <#{world.channel.id}>: leave it first" in answer(result)
    assert not button_labels(result.response)

    result = await alice.slash(world.channel, "game forget-me")
    assert result.ephemeral and "can't be undone" in answer(result)
    assert str(alice.id) in await database_text(store)  # nothing happens before the button
    done = await alice.click(result.response, label="Forget me")
    assert "you are forgotten in this server. 2 tables now read “a former player”" in text_of(done.response)
    assert not button_labels(done.response)

    text = await database_text(store)
    assert str(alice.id) not in text and "alice" not in text
    assert await records(world, [bob, carol]) == others  # their places and ratings stand
    board = {r["person"]: (r["mu"], r["sigma"]) for r in await store.leaderboard(world.guild.id, "highcard")}
    former = [p for p in board if p.startswith("former:")]
    assert len(former) == 1 and board[former[0]] == alice_rating[:2]  # one placeholder, her numbers
    # the logs still replay: every rating rebuilt from them comes out the same
    await world.bot.ratings.rebuild_ratings()
    assert await records(world, [bob, carol]) == others
    shown = answer(await bob.slash(world.channel, "game leaderboard", game="highcard"))
    assert "a former player" in shown and f"<@{bob.id}>" in shown
    row = await store.table(first.id)
    assert former[0] in row.seats and row.names.get(former[0]) is None
    assert answer(await alice.slash(world.channel, "game stats")).startswith(f"<@{alice.id}> has no rated games")


async def test_export_gives_the_persons_games_as_a_private_file(world):
    alice, bob, carol = world.members
    await play_highcard(world, [alice, bob, carol], IN_ORDER)
    result = await alice.slash(world.channel, "game export")
    assert result.ephemeral and "1 table, in this file" in answer(result)
    message = result.followups[-1] if result.followups else result.response
    assert len(message.attachments) == 1
    data = json.loads(world.env.backend.cdn.get(message.attachments[0].url))
    assert data["person"] == str(alice.id) and data["server"] == str(world.guild.id)
    (table,) = data["tables"]
    assert table["game"] == "highcard" and table["status"] == "over" and table["name"] == "alice"
    assert table["result"]["place"] == 1 and table["result"]["won"] is True and table["host"] is True
    row = await world.bot.tables.store.table(table["table"])
    hers = [(row.move_number(m.seq), m.action) for m in await world.bot.tables.store.moves(row.id) if m.seat == str(alice.id)]
    assert [(m["number"], m["action"]) for m in table["moves"]] == hers and len(hers) == 3  # one card a round
    assert set(data["ratings"]) == {"highcard"}
    raw = json.dumps(data)
    assert str(bob.id) not in raw and str(carol.id) not in raw  # only what is hers
    nothing = await world.guild.add_member(world.env.create_user("dora")).slash(world.channel, "game export")
    assert "0 tables" in answer(nothing)


@on_both_backends
async def test_a_server_that_removed_the_bot_loses_its_data_thirty_days_later(world, db_path, simcord_env):
    alice, bob, carol = world.members
    store = world.bot.tables.store
    await play_highcard(world, [alice, bob, carol], None)  # started by /game start
    await world.env.advance_time(COOLDOWN)
    await alice.slash(world.channel, "game new", game="highcard")  # an open lobby too
    other = simcord_env.create_guild("Other")
    channel = other.create_text_channel("games")
    dora = other.add_member(simcord_env.create_user("dora"))
    await dora.slash(channel, "game new", game="highcard")
    gone = world.guild.id
    counted = "SELECT COUNT(*) AS n FROM tables WHERE guild=?"

    simcord_env.backend.remove_guild(gone)
    await world.env.advance_time(1)
    assert (await store._one("SELECT forget_at FROM servers WHERE guild=?", (gone,)))["forget_at"] is not None
    await world.env.advance_time((KEPT_DAYS - 1) * DAY)
    assert (await store._one(counted, (gone,)))["n"] == 2  # still kept on day 29
    await world.env.advance_time(2 * DAY)
    for table in ("tables", "results", "ratings", "servers"):
        assert (await store._one(f"SELECT COUNT(*) AS n FROM {table} WHERE guild=?", (gone,)))["n"] == 0, table
    left = await store._one("SELECT COUNT(*) AS n FROM moves")
    assert left["n"] == 0
    assert (await store._one(counted, (other.id,)))["n"] == 1  # the other server's stays


async def test_a_server_that_adds_the_bot_back_keeps_its_data(world, simcord_env):
    alice, bob, carol = world.members
    await play_highcard(world, [alice, bob, carol], None)  # started by /game start
    guild = world.guild.id
    simcord_env.backend.remove_guild(guild)
    await world.env.advance_time(10 * DAY)
    await world.bot.on_guild_join(discord.Object(guild))  # added back (SimCord cannot give a removed id again)
    await world.env.advance_time((KEPT_DAYS + 5) * DAY)
    store = world.bot.tables.store
    assert (await store._one("SELECT COUNT(*) AS n FROM tables WHERE guild=?", (guild,)))["n"] == 1
    assert (await store._one("SELECT forget_at FROM servers WHERE guild=?", (guild,)))["forget_at"] is None


async def test_only_the_person_who_asked_can_press_their_forget_me_button(world):
    """A Forget me button carries its server and person: pressed by anyone else (a forged press),
    it is refused privately and nobody is forgotten."""
    alice, bob, carol = world.members
    await play_highcard(world, [alice, bob, carol], IN_ORDER)
    message = world.last_board()
    before = await database_text(world.bot.tables.store)
    for presser, custom_id in ((bob, f"tt:forget:{world.guild.id}:{alice.id}"),
                               (alice, f"tt:forget:{world.guild.id + 1}:{alice.id}")):  # another server's button
        result = await forge(presser, world.channel, message, custom_id)
        assert result.ephemeral and "belongs to the person who asked to be forgotten" in answer(result)
    assert await database_text(world.bot.tables.store) == before


async def test_a_server_the_bot_is_in_when_its_time_is_up_keeps_its_data(world):
    """Removed, then added back while the bot was away (no join seen): when the 30 days are up
    the bot is in the server, so nothing is deleted and the deletion is called off."""
    alice, bob, carol = world.members
    await play_highcard(world, [alice, bob, carol], None)
    guild = world.guild.id
    await world.bot.on_guild_remove(discord.Object(guild))  # the removal it saw; the server is back
    await world.env.advance_time((KEPT_DAYS + 1) * DAY)
    store = world.bot.tables.store
    assert (await store._one("SELECT COUNT(*) AS n FROM tables WHERE guild=?", (guild,)))["n"] == 1
    assert (await store._one("SELECT forget_at FROM servers WHERE guild=?", (guild,)))["forget_at"] is None
