"""/game notify: how each person's turns reach them, whole games at a person's pace (SimCord's
clock moving between moves), with the mentions each person got counted from what the bot sent."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest

from engine.core import Rng

from bot.service.people import next_digest
from tests.bench.pace import MENTION_CHANNELS, pings_recorded
from tests.bot.conftest import answer, button_labels, components_of, dm_texts, on_both_backends, open_table, picture_alts, selects, text_of
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
    dms = {str(m.id): len(list(m.user.dm_channel.history())) for m in world.members}
    print(game, "moves", played.moves, "moves by", turns, "pings", by_person, "DMs", dms)  # the note's figures
    assert all(not dm_prompts(m) for m in world.members)  # nobody chose dm: no DM prompt
    assert by_person[str(alice.id)] > 0
    assert by_person[str(bob.id)] == 0 and by_person[str(carol.id)] == 0
    assert all(turns[s] > 0 for s in turns)  # everyone had turns to be pinged for


@pytest.mark.parametrize("how, reminded", [("ping", True), ("dm", True), ("quiet", False), ("digest", False)])
async def test_a_reminder_goes_the_way_the_persons_turns_go(world, how, reminded):
    """The table's reminder fires whatever bob chose; it reaches him (a DM, the mention) only if his
    turns do. The channel's line is said either way, pinging nobody for quiet and digest."""
    alice, bob, _ = world.members
    await bob.slash(world.channel, "game notify", how=how)
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    MENTION_CHANNELS.add(str(world.channel.id))
    with pings_recorded() as pings:
        await world.env.advance_time(12 * HOUR)  # the default reminder
    assert mentions_waiting(world, bob) == 1
    assert len(reminders(bob)) == int(reminded)
    assert [who for _, who in pings if who == str(bob.id)][:1] == ([str(bob.id)] if reminded else [])


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


# --- `dm`: the turn prompt in the person's DMs, with their move controls ---------------------------
PROMPT = re.compile(r"\(table #\d+\): (your turn\. The table:|you played|this turn has moved on)")


def dm_prompts(member):
    """The DM prompts a person got (newest last): live ones, and retired ones (their words say so)."""
    return [m for m in member.user.dm_channel.history() if PROMPT.search(text_of(m) or "")]


def live(message) -> bool:
    """Its controls are still on it (a retired prompt keeps only its words)."""
    return bool(button_labels(message) or selects(message))


def refreshed(member, message):
    return next(m for m in member.user.dm_channel.history() if m.id == message.id)


async def bobs_turn_by_dm(world):
    """High Card for three, everyone choosing at once: bob's DM prompt lives until he plays (then
    carol is still awaited, he is not)."""
    alice, bob, carol = world.members
    await bob.slash(world.channel, "game notify", how="dm")
    await open_highcard(world, [alice, bob, carol])
    await play_card(world, alice)
    return alice, bob


def action_button(message):
    return next(c for c in components_of(message) if (getattr(c, "custom_id", "") or "").startswith("tt:a:"))


async def test_a_dm_prompt_is_refreshed_in_place_while_the_turn_goes_on(world):
    """Two at High Card: when bob's card ends the round, the next round waits on him again, so his
    prompt is the same DM, edited to the new round's buttons (no second DM)."""
    alice, bob, _ = world.members
    await bob.slash(world.channel, "game notify", how="dm")
    await open_highcard(world, [alice, bob])
    await play_card(world, alice)
    (prompt,) = dm_prompts(bob)
    assert "your turn" in text_of(prompt)
    old = action_button(prompt).custom_id
    await bob.user.click(prompt, custom_id=old)
    (again,) = dm_prompts(bob)
    assert again.id == prompt.id and live(again)
    row = await world.table()
    assert action_button(again).custom_id.startswith(f"tt:a:{row.id}:{row.version}:") and action_button(again).custom_id != old


async def test_a_dm_prompt_carries_the_board_and_plays_from_the_dms(world):
    alice, bob = await bobs_turn_by_dm(world)
    (prompt,) = dm_prompts(bob)
    assert prompt.attachments and live(prompt) and "High Card" in text_of(prompt)
    version = (await world.table()).version
    button = action_button(prompt)
    await bob.user.click(prompt, custom_id=button.custom_id)
    row = await world.table()
    assert row.version > version  # the move was played from the DMs
    assert [m.action for m in await world.bot.tables.store.moves(row.id) if m.seat == str(bob.id)]
    done = refreshed(bob, prompt)
    assert not live(done) and "you played" in text_of(done)  # retired through the press itself
    assert await world.bot.tables.people.dm_prompts(row.id) == []  # nothing left to retire


async def test_a_dm_prompt_is_retired_when_the_move_is_made_in_the_thread(world):
    alice, bob = await bobs_turn_by_dm(world)
    (prompt,) = dm_prompts(bob)
    await play_card(world, bob)  # /move in the channel
    done = refreshed(bob, prompt)
    assert not live(done) and "you played" in text_of(done)
    await world.env.advance_time(60)
    stale = [m for m in dm_prompts(bob) if live(m)]
    assert len(stale) <= 1  # at most the prompt of a new turn of his


async def test_a_stale_dm_prompt_press_is_refused_in_todays_words(world):
    """Retiring the prompt failed (an edit refused), so its buttons outlived bob's move in the
    thread: a press on them plays nothing and gets today's words."""
    alice, bob = await bobs_turn_by_dm(world)
    (prompt,) = dm_prompts(bob)
    button = action_button(prompt)
    world.env.inject_error("PATCH", f"/channels/{bob.user.dm_channel.id}/messages/*", status=500, times=1)
    await play_card(world, bob)
    assert live(refreshed(bob, prompt))  # the retirement failed: the old buttons are still there
    version = (await world.table()).version
    result = await bob.user.click(prompt, custom_id=button.custom_id)
    assert (await world.table()).version == version  # nothing played twice
    assert "earlier turn" in answer(result) or "already" in answer(result), answer(result)


async def test_closed_dms_fall_back_to_the_ping_and_are_told_once(world):
    alice, bob, _ = world.members
    await bob.slash(world.channel, "game notify", how="dm")
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007, times=None)
    MENTION_CHANNELS.add(str(world.channel.id))
    with pings_recorded() as pings:
        await open_highcard(world, [alice, bob])
        await play_card(world, alice)
        await world.env.advance_time(PACE)
    told = [m for m in world.public_messages() if "your DMs are closed to me" in (text_of(m) or "")]
    assert len(told) == 1 and f"<@{bob.id}>" in text_of(told[0])
    assert str(bob.id) in [who for _, who in pings]  # the ping reached him instead
    while str(bob.id) in (lambda gs: gs[0].to_act(gs[1]))(world.state(await world.table())):
        await play_card(world, bob)
    await play_card(world, alice)
    assert len([m for m in world.public_messages() if "your DMs are closed to me" in (text_of(m) or "")]) == 1


async def test_a_dm_prompt_still_plays_after_a_restart(world, db_path):
    from bot.app import create_bot

    alice, bob = await bobs_turn_by_dm(world)
    (prompt,) = dm_prompts(bob)
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    version = (await world.table()).version
    button = action_button(prompt)
    await bob.user.click(prompt, custom_id=button.custom_id)
    assert (await world.table()).version > version
    assert not live(refreshed(bob, prompt))


@pytest.mark.parametrize("game", GAMES)
async def test_a_whole_game_by_dm_prompts_one_dm_prompt_per_turn(world, game):
    """Everyone chose `dm`: a whole game at a person's pace. Each person gets at most one new DM
    prompt per stretch of turns of theirs, and at the end none is left with buttons."""
    alice, bob, carol = world.members
    for member in world.members:
        await member.slash(world.channel, "game notify", how="dm")
    stretches = {str(m.id): 0 for m in world.members}
    waiting: set[str] = set()

    async def pace(step):
        awaited = set(step.game.to_act(step.state))
        for seat in awaited - waiting:
            if seat in stretches:
                stretches[seat] += 1
        waiting.clear()
        waiting.update(awaited)
        await world.env.advance_time(PACE)

    MENTION_CHANNELS.add(str(world.channel.id))
    with pings_recorded() as pings:
        await open_table(world, game, [alice, bob, carol], seed=3)
        played = await play_out(world, world.members, before=pace)
        await world.env.advance_time(PACE)
    assert played.row.status == "over"
    prompts = {str(m.id): len(dm_prompts(m)) for m in world.members}
    dms = {str(m.id): len(list(m.user.dm_channel.history())) for m in world.members}
    by_person = {str(m.id): sum(1 for _, who in pings if who == str(m.id)) for m in world.members}
    print(game, "moves", played.moves, "turn stretches", stretches, "DM prompts", prompts, "all DMs", dms,
          "pings", by_person)
    for seat in stretches:
        assert 0 < prompts[seat] <= stretches[seat] + 1  # + the first deal
    assert not any(live(m) for member in world.members for m in dm_prompts(member))


async def test_a_menu_in_a_dm_prompt_walks_to_the_move(world):
    """Tobago's first choice has more options than buttons: the DM prompt's menu, walked level by
    level (the next levels open privately in the DMs), plays the move."""
    from bot.speech import menus
    from tests.bot.conftest import selects
    from tests.bot.pressing import opened

    alice, bob, carol = world.members
    await bob.slash(world.channel, "game notify", how="dm")
    await open_table(world, "tobago", [alice, bob, carol], seed=3)
    for _ in range(40):  # on until a turn waits on bob
        row = await world.table()
        game, state = world.state(row)
        if str(bob.id) in game.to_act(state):
            break
        seat = game.to_act(state)[0]
        member = next(m for m in world.members if str(m.id) == seat)
        await member.slash(world.channel, "move", action=game.ai_choose(state, seat, Rng(1)))
        await world.env.advance_time(PACE)
    actions = game.legal_actions(state, str(bob.id))
    target = actions[-1]
    message = next(m for m in reversed(dm_prompts(bob)) if live(m))
    focus, board = picture_alts(message)  # his focus (his ATV's reach, the maps' hexes), then the board
    assert [a.filename for a in message.attachments] == ["focus.png", "board.png"] and focus and board
    path: tuple[int, ...] = ()
    for _ in range(menus.MAX_PICKS):
        (custom_id, options), = selects(message)
        level = menus.walk(actions, path)
        index = next(i for i, option in enumerate(level) if target in option.actions)
        result = await bob.user.select(message, [str(index)], custom_id=custom_id)
        if level[index].action is not None:
            break
        message = opened(result)
        assert message.ephemeral  # only bob sees the next level
        path += (index,)
    moves = [m.action for m in await world.bot.tables.store.moves(row.id) if m.seat == str(bob.id)]
    assert moves and moves[-1] == target.id


async def test_a_dm_prompt_that_fails_otherwise_is_retried_as_today(world):
    """A 500 on the DM prompt: its words go by the DM retry road and arrive a little later (the
    buttons stay in the thread); the table's thread still pings him."""
    alice, bob, carol = world.members
    await bob.slash(world.channel, "game notify", how="dm")
    await open_highcard(world, [alice, bob, carol], start=False)
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=500, times=2)
    result = await alice.slash(world.channel, "game start")
    assert "started" in answer(result)
    assert not [m for m in dm_prompts(bob) if live(m)]
    await world.env.advance_time(30)
    assert any("your turn. The table:" in t for t in dm_texts(bob))  # the words, tried again


async def test_a_dm_prompt_shows_the_board_and_its_controls_before_the_long_text(world):
    """On a phone's first screen: whose turn, the board, the controls; what happened and the
    seat's own summary (its hand) under them, not above."""
    alice, bob = await bobs_turn_by_dm(world)
    (prompt,) = dm_prompts(bob)
    kinds = [(getattr(getattr(c, "type", None), "value", getattr(c, "type", None)), c) for c in components_of(prompt)]
    texts = [i for i, (kind, _) in enumerate(kinds) if kind == 10]
    gallery = next(i for i, (kind, _) in enumerate(kinds) if kind == 12)
    controls = [i for i, (kind, _) in enumerate(kinds) if kind in (2, 3)]
    assert "your turn" in kinds[texts[0]][1].content and texts[0] < gallery < controls[0]
    hand = next(i for i in texts if "•" in kinds[i][1].content)
    assert hand > controls[-1]  # the summary under every control
    assert "Your decision" not in text_of(prompt)  # a DM needs no "only you see this"
    assert [a.filename for a in prompt.attachments][-1] == "board.png"  # the seat's focus (if its game draws one) above
