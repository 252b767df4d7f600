"""/game server: anyone may look, Manage Server changes; the settings are the server's own
(stored, on both backends), apply to the tables opened afterwards, and never lock out
someone with Manage Server."""

from __future__ import annotations

from bot.service.servers import LIMITS
from bot.service.tables import TableError
from tests.bot.conftest import answer, on_both_backends, text_of
from tests.bot.test_limits import moderator, refused



async def test_anyone_may_look_and_only_manage_server_changes(world):
    alice = world.members[0]
    result = await alice.slash(world.channel, "game server")
    said = answer(result)
    assert result.ephemeral
    assert "Language of new tables: the server's own (English)" in said
    assert "Reminder after 12 h · AI takeover after 0 h" in said
    assert "Who may open tables: everyone" in said and "Where: any channel" in said
    assert ("Limits: 1 open lobby and 5 running tables hosted per person; 50 running tables in the server;"
            " one `/game new` per person every 10 seconds.") in said
    result = await alice.slash(world.channel, "game server", running=3)
    assert result.ephemeral and "Only someone with Manage Server" in answer(result)
    assert (await world.bot.tables.server(world.guild.id)).limit("running") == 50  # unchanged


@on_both_backends
async def test_settings_are_stored_per_server_and_apply_to_tables_opened_afterwards(world, db_path):
    alice, bob = world.members[:2]
    mod = moderator(world)
    await alice.slash(world.channel, "game new", game="portroyal")  # before the change: the defaults
    result = await mod.slash(world.channel, "game server", language="uk", reminder=6, takeover=24, lobbies=2,
                             cooldown=0)
    said = answer(result)
    assert result.ephemeral and "Saved" in said and "Українська" in said and "Reminder after 6 h" in said
    assert "2 open lobbies" in said and "every 0 seconds" in said
    other = world.guild.create_text_channel("other")
    assert not (await alice.slash(other, "game new", game="portroyal")).ephemeral  # two lobbies now, no cooldown
    before = await world.bot.tables.store.playing_in(world.channel.id)
    after = await world.bot.tables.store.playing_in(other.id)
    assert (before.locale, before.options["reminder"], before.options["takeover"]) == ("en", 12, 0)
    assert (after.locale, after.options["reminder"], after.options["takeover"]) == ("uk", 6, 24)
    assert "Стіл для гри" in text_of(world.env.backend.get_message(other.id, after.prompt_message))
    # an option named at /game new still wins over the server's default
    third = world.guild.create_text_channel("third")
    await bob.slash(third, "game new", game="portroyal", options="language=es reminder=2")
    row = await world.bot.tables.store.playing_in(third.id)
    assert (row.locale, row.options["reminder"], row.options["takeover"]) == ("es", 2, 24)
    # the server's own: stored, read back by a fresh read of the database; another server has the defaults
    stored = await world.bot.tables.server(world.guild.id)
    assert (stored.language, stored.reminder, stored.takeover, stored.limit("lobbies")) == ("uk", 6, 24, 2)
    assert (await world.bot.tables.server(world.guild.id + 1)).limit("lobbies") == 1
    # back to the server's own language
    await mod.slash(world.channel, "game server", language="auto")
    assert (await world.bot.tables.server(world.guild.id)).language is None


async def test_who_may_open_tables_and_where_and_manage_server_always_may(world):
    alice = world.members[0]
    mod = moderator(world)
    players = world.guild.create_role("Players")
    games = world.guild.create_text_channel("tables-here")
    result = await mod.slash(world.channel, "game server", opener=players, channels=f"<#{games.id}>")
    assert f"<@&{players.id}>" in answer(result) and f"<#{games.id}>" in answer(result)
    await refused(world, alice, games, f"only <@&{players.id}> may open tables", channels=[games])
    bob_with_role = world.guild.add_member(world.env.create_user("bea"), roles=[players])
    await refused(world, bob_with_role, world.channel, f"tables are opened in <#{games.id}>")
    assert not (await bob_with_role.slash(games, "game new", game="highcard")).ephemeral
    # Manage Server has neither the role nor the channel, and opens anyway; it may change everything back
    assert not (await mod.slash(world.channel, "game new", game="highcard")).ephemeral
    result = await mod.slash(world.channel, "game server", opener=world.guild.default_role, channels="anywhere")
    assert "Who may open tables: everyone" in answer(result) and "Where: any channel" in answer(result)
    assert not (await alice.slash(world.guild.create_text_channel("x"), "game new", game="highcard")).ephemeral


async def test_a_limit_out_of_its_range_is_refused(world):
    mod = moderator(world)
    tables = world.bot.tables
    for name, (_, low, high) in LIMITS.items():
        for value in (low - 1, high + 1):
            try:
                await tables.change_server(world.guild.id, manager=True, **{name: value})
            except TableError as exc:
                assert exc.code == "server_limit_range"
            else:
                raise AssertionError(f"{name}={value} was accepted")
    result = await mod.slash(world.channel, "game server", reminder=5)  # not one of a table's reminder hours
    assert result.ephemeral and "not a valid value for reminder" in answer(result)
    assert (await tables.server(world.guild.id)).reminder is None
