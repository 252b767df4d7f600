"""Tables that keep going: turn timers (SimCord's clock moved), kicks and concessions,
the host passing on, lobby messages that follow the table, the table after the game,
rematch, the paged log and the legend."""

from __future__ import annotations

import re

import discord

from bot.app import create_bot
from bot.service.tables import is_ai
from tests.bot.conftest import answer, button_labels, dm_texts, picture_alts, public_text, on_both_backends, text_of
from tests.bot.test_highcard_flow import hands

HOUR = 3600


async def open_highcard(world, people, options=None, ai=0, start=True):
    host, *others = people
    kwargs = {"options": options} if options else {}
    result = await host.slash(world.channel, "game new", game="highcard", **kwargs)
    assert not result.ephemeral, answer(result)
    for member in others:
        await member.slash(world.channel, "game join")
    for _ in range(ai):
        await host.slash(world.channel, "game add-ai")
    if start:
        result = await host.slash(world.channel, "game start")
        assert "started" in answer(result), answer(result)
    return result


async def play_card(world, member):
    _, state = world.state(await world.table())
    card = state.data["hands"][str(member.id)][0]
    result = await member.slash(world.channel, "move", action=f"play:{card}")
    assert "Done" in answer(result), answer(result)


def mentions_waiting(world, member) -> int:
    return public_text(world).count(f"<@{member.id}>, the table is waiting for you")


def reminders(member) -> list[str]:
    return [t for t in dm_texts(member) if "is waiting for you" in t]


# --- 1. timers ------------------------------------------------------------------------------------
async def test_a_silent_player_gets_a_dm_and_one_channel_mention(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    await world.env.advance_time(11 * HOUR)
    assert reminders(bob) == [] and mentions_waiting(world, bob) == 0
    await world.env.advance_time(1 * HOUR)  # the default: 12 h
    assert len(reminders(bob)) == 1 and "High Card" in reminders(bob)[0]
    assert mentions_waiting(world, bob) == 1
    assert reminders(alice) == []  # she has moved: her timer went with her move
    await world.env.advance_time(12 * HOUR)
    assert len(reminders(bob)) == 2 and mentions_waiting(world, bob) == 1  # the channel hears it once
    await play_card(world, bob)
    row = await world.table()
    timers = await world.bot.tables.timer_book.timers_of(row.id)
    assert {t["seat"] for t in timers} == {str(alice.id), str(bob.id)}  # round 2: both awaited afresh
    assert all((t["kind"], t["args"]) == ("remind", {"count": 1}) for t in timers)


async def test_takeover_lets_the_ai_make_the_pending_decision_and_says_so(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob], options="takeover=24 reminder=0")
    await play_card(world, alice)
    before = (await world.table()).version
    await world.env.advance_time(23 * HOUR)
    assert (await world.table()).version == before and reminders(bob) == []  # reminder=0: none
    await world.env.advance_time(1 * HOUR)
    row = await world.table()
    moves = await world.bot.tables.store.moves(row.id)
    assert row.version == before + 1 and moves[-1].seat == str(bob.id)
    assert f"<@{bob.id}> hasn't moved for 24 h: the AI makes this decision for them" in public_text(world)
    assert "Cards revealed" in public_text(world)
    assert str(bob.id) not in row.ai_played  # only that decision: the seat is still his
    await play_card(world, bob)  # and he plays on himself
    assert (await world.table()).version == row.version + 1


@on_both_backends
async def test_timers_survive_a_restart(world, db_path):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob], options="reminder=2")
    await play_card(world, alice)
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    await world.env.advance_time(2 * HOUR)
    assert len(reminders(bob)) == 1 and mentions_waiting(world, bob) == 1


async def test_a_lobby_that_never_starts_closes_after_a_day(world):
    alice = world.members[0]
    result = await open_highcard(world, [alice], start=False)
    lobby_id = result.response.id
    await world.env.advance_time(23 * HOUR)
    assert (await world.table()).status == "lobby"
    await world.env.advance_time(1 * HOUR)
    assert (await world.table()).status == "abandoned"
    assert "never started: closed after 24 h" in public_text(world)
    lobby = next(m for m in world.channel.history() if m.id == lobby_id)
    assert "Join with the button" not in text_of(lobby) and button_labels(lobby) == []
    assert not (await alice.slash(world.channel, "game new", game="highcard")).ephemeral  # the channel is free


async def test_the_host_changes_the_reminder_with_settings(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    result = await bob.slash(world.channel, "game settings", options="reminder=1")
    assert result.ephemeral and "Only the host" in answer(result)
    result = await alice.slash(world.channel, "game settings", options="start_player=random")
    assert "can't be changed here" in answer(result)
    result = await alice.slash(world.channel, "game settings", options="reminder=1 takeover=6")
    assert "`reminder=1`" in answer(result) and "`takeover=6`" in answer(result)
    await play_card(world, alice)
    await world.env.advance_time(1 * HOUR)
    assert len(reminders(bob)) == 1
    await world.env.advance_time(5 * HOUR)
    row = await world.table()
    assert (await world.bot.tables.store.moves(row.id))[-1].seat == str(bob.id)  # taken over after 6 h
    choices = await alice.autocomplete(world.channel, "game settings", "options", "take")
    assert "takeover=48" in {c["value"] for c in choices}


# --- 2. people come and go ----------------------------------------------------------------------------
async def test_kick_frees_a_lobby_seat_people_and_ai_alike(world):
    alice, bob, carol = world.members
    await open_highcard(world, [alice, bob, carol], ai=1, start=False)
    result = await bob.slash(world.channel, "game kick", player=str(carol.id))
    assert "Only the host or someone with Manage Server" in answer(result)
    choices = await alice.autocomplete(world.channel, "game kick", "player", "")
    assert {c["value"] for c in choices} == {str(alice.id), str(bob.id), str(carol.id), "ai:1"}
    result = await alice.slash(world.channel, "game kick", player=str(carol.id))
    assert result.ephemeral and "seat is free" in answer(result)
    await alice.slash(world.channel, "game kick", player="ai:1")
    row = await world.table()
    assert row.seats == [str(alice.id), str(bob.id)]
    assert f"<@{carol.id}>" not in text_of(world.channel.history()[0])  # the lobby message follows


async def test_kick_mid_game_lets_an_ai_play_the_seat_to_the_end(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    result = await alice.slash(world.channel, "game kick", player=str(bob.id))
    assert "An AI plays" in answer(result)
    assert f"<@{alice.id}> removed <@{bob.id}> from the game" in public_text(world)
    row = await world.table()
    assert row.ai_played == {str(bob.id): "kicked"}
    assert (await world.bot.tables.store.moves(row.id))[-1].seat == str(bob.id)  # the AI chose for him at once
    dealt = await hands(world)
    before = (await world.table()).version
    result = await bob.slash(world.channel, "move", action=f"play:{dealt[bob.id][0]}")
    assert result.ephemeral and "nothing changed" in answer(result)  # his seat is the AI's now
    assert (await world.table()).version == before
    for _ in range(3):
        await play_card(world, alice)
    row = await world.table()
    assert row.status == "over"
    final = text_of(world.public_messages()[-1])
    assert f"<@{bob.id}> — " in final and "(removed; AI played on)" in final


async def test_leaving_mid_game_concedes_and_the_host_role_passes_on(world):
    alice, bob, carol = world.members
    await open_highcard(world, [alice, bob, carol])
    result = await alice.slash(world.channel, "game leave")
    assert "an AI plays your seat to the end" in answer(result)
    assert f"<@{alice.id}> conceded" in public_text(world)
    row = await world.table()
    assert row.host == str(bob.id) and row.ai_played == {str(alice.id): "conceded"}
    # Bob hosts now: he may change the settings.
    assert "`reminder=2`" in answer(await bob.slash(world.channel, "game settings", options="reminder=2"))
    for _ in range(3):
        await play_card(world, bob)
        await play_card(world, carol)
    assert (await world.table()).status == "over"
    assert "(conceded; AI played on)" in text_of(world.public_messages()[-1])


async def test_the_host_leaving_the_lobby_hands_it_on_and_the_last_one_closes_it(world):
    alice, bob, _ = world.members
    result = await open_highcard(world, [alice, bob], start=False)
    lobby_id = result.response.id
    await alice.slash(world.channel, "game leave")
    row = await world.table()
    assert row.host == str(bob.id) and row.seats == [str(bob.id)]
    assert f"<@{bob.id}> is the host now" in public_text(world)
    await bob.slash(world.channel, "game leave")
    assert (await world.table()).status == "abandoned"
    assert "Everyone left" in public_text(world)
    lobby = next(m for m in world.channel.history() if m.id == lobby_id)
    assert "closed before it started" in text_of(lobby) and button_labels(lobby) == []


async def test_the_last_person_pressing_leave_closes_the_lobby(world):
    alice = world.members[0]
    result = await open_highcard(world, [alice], start=False)
    click = await alice.click(result.response, label="Leave")
    assert click.acknowledged
    assert (await world.table()).status == "abandoned"
    lobby = next(m for m in world.channel.history() if m.id == result.response.id)
    assert "closed before it started" in text_of(lobby) and button_labels(lobby) == []


async def test_the_lobby_message_says_the_game_started_and_loses_its_buttons(world):
    alice, bob, _ = world.members
    result = await alice.slash(world.channel, "game new", game="highcard")
    lobby = result.response
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    message = next(m for m in world.channel.history() if m.id == lobby.id)
    assert "has started" in text_of(message) and "Join with the button" not in text_of(message)
    assert button_labels(message) == []


async def test_abandon_in_the_lobby_is_announced_and_closes_its_message(world):
    alice = world.members[0]
    result = await open_highcard(world, [alice], start=False)
    done = await alice.slash(world.channel, "game abandon")
    assert not done.ephemeral and "ended this High Card table" in text_of(done.response)
    lobby = next(m for m in world.channel.history() if m.id == result.response.id)
    assert "closed before it started" in text_of(lobby) and button_labels(lobby) == []


# --- 3. after the game -------------------------------------------------------------------------------
async def finish_highcard(world, people):
    for _ in range(3):
        for member in people:
            await play_card(world, member)
    assert (await world.table()).status == "over"


async def test_a_finished_table_still_shows_its_board_log_and_rules(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    await finish_highcard(world, [alice, bob])
    status = await bob.slash(world.channel, "game status")
    assert status.ephemeral and "Game over" in answer(status) and status.response.attachments
    log = await bob.slash(world.channel, "game log")
    lines = answer(log).splitlines()
    assert lines[0].startswith("`1` ") and lines[-1].startswith("`6` ")  # game moves, from 1
    rules = await bob.slash(world.channel, "game rules")
    assert "highest wins the round" in text_of(rules.response)


async def test_rematch_reopens_the_same_seats_and_starts_when_the_people_are_back(world):
    alice, bob, carol = world.members
    await open_highcard(world, [alice, bob], ai=1)
    old = await world.table()
    await finish_highcard(world, [alice, bob])
    end = world.public_messages()[-1]
    assert "Rematch" in button_labels(end)
    result = await carol.click(end, label="Rematch")
    assert "Only the players of that game" in answer(result)
    await bob.click(end, label="Rematch")
    row = await world.table()
    assert row.id != old.id and row.status == "lobby" and row.host == str(bob.id)
    assert set(row.seats) == {str(bob.id), "ai:1"} and row.options == old.options
    assert f"starts by itself once <@{alice.id}> has joined again" in public_text(world)
    lobby = world.public_messages()[-1]
    assert "Join" in button_labels(lobby)
    await alice.click(end, label="Rematch")  # pressing it again joins that lobby
    row = await world.table()
    assert row.status == "running" and row.seats == old.seats  # the same seats, in the same order
    assert any(is_ai(seat) for seat in row.seats)
    lobby = next(m for m in world.channel.history() if m.id == lobby.id)
    assert "has started" in text_of(lobby) and button_labels(lobby) == []
    assert "My view" in button_labels(world.last_board())  # the new board keeps its buttons


async def test_a_rematch_lobby_also_starts_from_the_join_command(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    old = await world.table()
    await finish_highcard(world, [alice, bob])
    await bob.click(world.public_messages()[-1], label="Rematch")
    await alice.slash(world.channel, "game join")
    row = await world.table()
    assert row.status == "running" and row.seats == old.seats


# --- 4. the log ----------------------------------------------------------------------------------------
async def test_a_long_log_pages_with_older_and_newer_and_never_cuts_a_line(world):
    from tests.bot.playing import play_out
    from tests.bot.test_portroyal_bot import MAX_MOVES, SEED, open_table

    alice = world.members[0]
    await open_table(world, [alice], ai=2)
    await play_out(world, [alice], seed=SEED, limit=MAX_MOVES)
    row = await world.table()
    total = len(await world.bot.tables.store.moves(row.id))
    result = await alice.slash(world.channel, "game log")
    page = result.response
    assert "Older" in button_labels(page) and len(text_of(page)) <= 2000
    seen: list[int] = []
    pages = 0
    while True:
        text = text_of(page)
        numbers = [int(n) for n in re.findall(r"^`(\d+)` ", text, flags=re.M)]
        assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))  # whole, consecutive lines
        assert all(re.fullmatch(r"<@\d+>", m) for m in re.findall(r"<@[^ ]*?>|<@\d*$", text))  # no half mention
        seen = numbers + seen
        pages += 1
        if numbers[0] == 1:
            break
        await alice.click(page, label="Older")
        page = result.response
    assert pages > 1 and seen == list(range(1, total + 1))
    await alice.click(page, label="Newer")
    assert re.match(r"^`(\d+)` ", text_of(result.response)).group(1) != "1"


async def test_each_log_line_names_the_player_once(world):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    text = answer(await bob.slash(world.channel, "game log"))
    assert text == f"`1` <@{alice.id}> has chosen a card."


# --- 5. the legend ------------------------------------------------------------------------------------
async def test_the_board_question_mark_and_rules_show_the_legend(world):
    from tests.bot.test_portroyal_bot import open_table

    alice, bob = world.members[:2]
    await open_table(world, [alice, bob])
    board = world.last_board()
    result = await bob.click(board, label="? Legend")
    assert result.ephemeral and result.response.attachments
    key = " ".join(picture_alts(result.response))
    assert "discover: the active player turns up cards" in key and "coins (a cost" in key and "winner" in key
    rules = await bob.slash(world.channel, "game rules")
    assert any(f.attachments and "Port Royal: what the icons on the board mean" in text_of(f) for f in rules.followups)


def test_a_line_longer_than_a_page_is_cut_between_words_not_inside_a_mention():
    from bot.speech.logpages import paginate

    mention = "<@123456789012345678>"
    line = "`1` " + " ".join([mention, "takes"] * 120)
    pages = paginate(["`0` short", line, "`2` short"], limit=300)
    assert all(len(p) <= 300 for p in pages)
    assert "".join(pages).count(mention) == line.count(mention)  # every mention whole
    assert pages[0].startswith("`0` short") and pages[-1].endswith("`2` short")
    words = [w for p in pages for w in p.replace("\n", " ").split(" ")]
    assert set(words) <= {"`0`", "`1`", "`2`", "short", mention, "takes"}


async def test_tables_from_before_timers_get_them_after_a_restart(world, db_path):
    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    row = await world.table()
    await world.bot.tables.timer_book.clear_timers(row.id)  # as a table opened before this version
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert {t["seat"] for t in await world.bot.tables.timer_book.timers_of(row.id)} == {str(alice.id), str(bob.id)}
    await world.env.advance_time(12 * HOUR)
    assert len(reminders(bob)) == 1 and len(reminders(alice)) == 1


async def test_someone_with_manage_server_may_kick_when_the_host_is_gone(world):
    import discord

    alice, bob, _ = world.members
    await open_highcard(world, [alice, bob])
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    result = await mod.slash(world.channel, "game kick", player=f"<@{alice.id}>")  # a mention works too
    assert "An AI plays" in answer(result)
    row = await world.table()
    assert row.ai_played == {str(alice.id): "kicked"} and row.host == str(bob.id)  # the host role passed on


async def test_a_rematch_held_by_a_server_limit_says_why_to_the_person_who_completed_it(world):
    """Everyone is back, but the server allows no more running tables: the rematch lobby stays
    open, and whoever came back last is told why it did not start."""
    alice, bob, carol = world.members
    await open_highcard(world, [alice, bob])
    await finish_highcard(world, [alice, bob])
    end = world.public_messages()[-1]
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await mod.slash(world.channel, "game server", running=1)
    other = world.guild.create_text_channel("other")
    await world.env.advance_time(11)  # past the cooldown of /game new
    await carol.slash(other, "game new", game="highcard")
    await mod.slash(other, "game join")
    assert (await carol.slash(other, "game start")).ephemeral
    await bob.click(end, label="Rematch")
    result = await alice.click(end, label="Rematch")
    assert "the rematch can't start yet" in answer(result) and "already has 1 running table" in answer(result), answer(result)
    assert (await world.table()).status == "lobby"
