"""What the channel and the DMs say when things go right and when Discord fails: the pure compose
step directly, then through SimCord with injected errors."""

from __future__ import annotations

from bot.speech.compose import LIMIT, PING_GRACE, WINDOW, ChannelState, compose, late_ping
from bot.service.store import TableRow
from bot.service.tables import Update
from bot.text import Words
from engine import registry
from engine.core import Event
from tests.bot.conftest import text_of, button_labels, dm_texts, public_text

A, B = "101", "202"


# --- compose, without Discord ----------------------------------------------------------------

def _row(state, prompt=None):
    return TableRow(id=1, guild=1, channel=9, game="highcard", status="running", host=A, seats=[A, B],
                    names={A: "ann", B: "bo"}, options={}, seed=1, version=3, state=state.to_json(), locale="en",
                    announced=3, prompt_message=prompt)


def _update(state, prompt=None, events=(), moves=()):
    game = registry.get("highcard")
    return Update(_row(state, prompt), game, state, events=list(events), moves=list(moves))


def _words():
    return Words("en", lambda seat: f"<@{seat}>")


def _start():
    game = registry.get("highcard")
    return game, game.setup([A, B], 1)


def test_a_first_post_pings_everyone_awaited_and_carries_the_board():
    game, state = _start()
    post = compose(_update(state), ChannelState(), _words())
    assert post.new_message and post.upload_board and post.shows_board
    assert sorted(post.ping) == sorted(game.to_act(state))


def test_an_edit_in_place_uploads_the_board_whenever_what_it_shows_changed():
    game, state = _start()
    cs = ChannelState()
    first = compose(_update(state), cs, _words())
    cs.remember(50, first)
    same = compose(_update(state, prompt=50), cs, _words(), watching=frozenset({A, B}))
    assert not same.new_message and not same.upload_board  # nothing changed on the board
    card = state.data["hands"][A][0]
    events = game.apply(state, A, f"play:{card}")
    moved = compose(_update(state, prompt=50, events=events, moves=[(A, f"play:{card}")]), cs, _words(),
                    watching=frozenset({A, B}))
    assert not moved.new_message
    assert moved.upload_board == (moved.board != first.board)


def test_a_new_prompt_tells_the_pinged_person_what_they_missed_and_pings_once_per_turn():
    _, state = _start()
    cs = ChannelState(message=50, awaited=frozenset({A}), board="old", status="play")
    cs.history, cs.told, cs.seen = ["• one", "• two", "• three"], 3, {B: 1}
    post = compose(_update(state, prompt=50, events=[Event("chose", {"seat": A})]), cs, _words())
    assert post.new_message and post.ping == [B] and post.upload_board
    assert post.lines[:2] == ["• two", "• three"] and len(post.lines) == 3  # since B last acted, then the news
    cs.remember(60, post)
    assert B in cs.pinged
    cs.awaited = frozenset({A})  # as if B's turn went on while the message was replaced
    again = compose(_update(state, prompt=60), cs, _words())
    assert B not in again.ping  # already pinged in this turn of theirs


def test_a_late_ping_carries_the_board_and_what_happened_never_an_empty_message():
    _, state = _start()
    cs = ChannelState(message=50, awaited=frozenset({B}), status="play")
    cs.history, cs.told, cs.seen = ["• ann plays", "• round 2"], 2, {B: 0}
    cs.latest = _update(state, prompt=50)
    post = late_ping(cs, [B], _words())
    assert post is not None and post.new_message and post.upload_board and post.ping == [B]
    assert post.lines == ["• ann plays", "• round 2"]
    assert late_ping(cs, [A], _words()) is None  # not awaited: nobody to ping


def test_the_window_keeps_a_channel_under_five_writes_in_five_seconds():
    cs = ChannelState()
    for t in (0.0, 0.5, 1.0):
        assert cs.room(t) == 0
        cs.wrote(t)
    assert cs.room(1.5) == WINDOW - 1.5  # an edit waits until the first write leaves the window
    assert cs.room(1.5, LIMIT) == 0     # a new post may still go
    cs.wrote(1.5)
    assert cs.room(2.0, LIMIT) == WINDOW - 2.0  # the fifth write of the window is left to others
    assert cs.room(5.5) == 0


def test_a_log_line_reads_as_whole_sentences():
    from bot.speech.logpages import move_line
    from bot.service.store import MoveRow

    _, state = _start()
    move = MoveRow(seq=4, seat=A, action="play:3", at=0.0, events=[
        {"kind": "chose", "params": {"seat": A}},
        {"kind": "reveal", "params": {"cards": [3, 5], "seats": [A, B], "winner_seat": B}}])
    line = move_line(_words(), _row(state), move)
    assert ".;" not in line and "; " not in line and line.count(".") >= 2, line


# --- DMs -------------------------------------------------------------------------------------

async def _highcard(world):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="highcard")
    await bob.slash(world.channel, "game join")
    return alice, bob


async def test_a_transient_dm_error_is_retried_and_never_closes_the_seat(world):
    alice, bob = await _highcard(world)
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=500, times=1)
    await alice.slash(world.channel, "game start")
    row = await world.table()
    assert str(bob.id) not in row.dm_closed
    assert "I can't DM you" not in public_text(world)
    # the retry waits on the bot's clock in the background: the start was answered without it
    assert not any("High Card" in t for t in dm_texts(bob))
    await world.env.advance_time(5)
    assert any("High Card" in t for t in dm_texts(bob))  # the retry got through


async def test_a_dm_that_keeps_failing_is_told_in_the_channel_for_that_dm_only(world):
    alice, bob = await _highcard(world)
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=429, times=None)
    await alice.slash(world.channel, "game start")
    await world.env.advance_time(60)
    row = await world.table()
    assert str(bob.id) not in row.dm_closed
    text = public_text(world)
    assert f"<@{bob.id}>, my DM with your private news didn't get through" in text
    assert f"<@{alice.id}>, my DM" not in text


async def test_closed_dms_are_tried_again_and_a_reopened_dm_gets_its_news(world):
    alice, bob = await _highcard(world)
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=1)
    await alice.slash(world.channel, "game start")
    row = await world.table()
    assert row.dm_closed == [str(bob.id)] and "I can't DM you" in public_text(world)
    game, state = world.state(row)
    card = state.data["hands"][str(bob.id)][0]
    await world.env.advance_time(3)
    await bob.slash(world.channel, "move", action=f"play:{card}")  # a private event for bob: he opened his DMs
    row = await world.table()
    assert row.dm_closed == [] and any("You play" in t or str(card) in t for t in dm_texts(bob))


# --- a refused board post ----------------------------------------------------------------------

async def test_a_failed_board_post_falls_back_to_text_with_the_same_buttons_and_old_prompts_lose_theirs(world):
    alice, bob = await _highcard(world)
    await alice.slash(world.channel, "game start")
    first = next(m for m in reversed(world.public_messages()) if m.components)
    world.env.inject_error("POST", f"/channels/{world.channel.id}/messages", status=500, times=1)
    row = await world.table()
    await world.env.advance_time(PING_GRACE + WINDOW)
    world.bot.delivery.forget(row.id)  # as after a restart: the announcement is a new post
    await world.bot.delivery.announce(Update(row, *world.state(row)))  # refused once
    await world.env.advance_time(WINDOW)
    messages = world.public_messages()
    plain = messages[-1]
    assert plain.id != first.id and not plain.attachments and "My view" in button_labels(plain)
    assert "High Card" in text_of(plain)  # the same words and buttons, without the board
    old = next(m for m in messages if m.id == first.id)
    assert button_labels(old) == [] and old.attachments and text_of(old) == text_of(first)  # only the buttons went


async def test_dms_come_in_the_readers_own_discord_language_else_the_tables(world):
    """Bob's last interaction was in Ukrainian (SimCord always sends en-US, so it is noted by
    hand as the bot's listener would): his secret arrives in Ukrainian at an English table."""
    from types import SimpleNamespace

    alice, bob, carol = world.members
    await alice.slash(world.channel, "game new", game="tortuga")
    for member in (bob, carol):
        await member.slash(world.channel, "game join")
    world.bot.delivery.readers.note(SimpleNamespace(locale="uk", user=SimpleNamespace(id=bob.id)))
    await alice.slash(world.channel, "game start")
    assert any("🕵 Ваша команда (таємно)" in t for t in dm_texts(bob))
    assert any("🕵 Your loyalty (secret)" in t for t in dm_texts(alice))
