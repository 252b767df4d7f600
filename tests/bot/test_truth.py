"""What the bot says is true whatever fails: after a commit nobody reads that nothing changed,
a retry after a failure never plays a move twice, bad options text gets a clear reason, and
components Discord would never send are refused, always with an answer."""

from __future__ import annotations

import pytest

from tests.bot.conftest import COOLDOWN, action_of, answer, open_table, public_text, text_of
from tests.bot.forging import forge
from tests.bot.test_highcard_flow import hands, open_and_start

FOLLOWUP = "/webhooks/*/*"  # the private answer after a deferred command
NOTHING = ("nothing was changed", "nothing changed")


def says_nothing_changed(text: str) -> bool:
    return any(n in text for n in NOTHING)


async def moves(world) -> list[tuple[str, str]]:
    row = await world.table()
    return [(m.seat, m.action) for m in await world.bot.tables.store.moves(row.id)]


# --- after a commit ---------------------------------------------------------------------------------
async def test_a_saved_move_whose_answer_failed_is_confirmed_not_called_unsaved(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    world.env.inject_error("POST", FOLLOWUP, status=500, times=1)
    result = await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    assert await moves(world) == [(str(alice.id), f"play:{dealt[alice.id][0]}")]
    assert not says_nothing_changed(answer(result) + public_text(world))
    assert answer(result).startswith("✅ Done: Play")
    assert world.env.errors is not None  # the failed follow-up was seen (and is expected)


async def test_when_no_private_answer_gets_through_the_channel_hears_it_was_saved(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    card = dealt[alice.id][0]
    world.env.inject_error("POST", FOLLOWUP, status=500, times=2)
    result = await alice.slash(world.channel, "move", action=f"play:{card}")
    assert await moves(world) == [(str(alice.id), f"play:{card}")]
    said = public_text(world)
    assert f"<@{alice.id}>: that's saved" in said and not says_nothing_changed(answer(result) + said)
    assert f"Play {card}" not in said  # a secret move stays secret
    assert world.env.errors is not None


async def test_a_failure_before_the_commit_still_says_nothing_changed(world, monkeypatch):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(world.bot.tables.store, "record_move", broken)
    result = await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    assert says_nothing_changed(answer(result)) and await moves(world) == []


# --- retries never play twice -----------------------------------------------------------------------
async def test_a_retried_move_is_refused_as_already_played_and_a_fresh_pick_plays_again(world):
    alice, bob = world.members[:2]
    await open_table(world, "portroyal", [alice, bob], seed=5)
    row = await world.table()
    game, state = world.state(row)
    player = alice if game.to_act(state) == [str(alice.id)] else bob
    draw = next(c for c in await player.autocomplete(world.channel, "move", "action", "") if action_of(c) == "draw")
    world.env.inject_error("POST", FOLLOWUP, status=500, times=2)  # the answer never arrives
    await player.slash(world.channel, "move", action=draw["value"])
    retry = await player.slash(world.channel, "move", action=draw["value"])
    assert "already played and saved (move 1)" in answer(retry)
    assert await moves(world) == [(str(player.id), "draw")]
    game, state = world.state(await world.table())
    fresh = [c for c in await player.autocomplete(world.channel, "move", "action", "") if action_of(c) == "draw"]
    if fresh and str(player.id) in game.to_act(state):  # meant twice: a pick in the new position plays again
        await player.slash(world.channel, "move", action=fresh[0]["value"])
        assert [m for m in await moves(world) if m[1] == "draw"] == [(str(player.id), "draw")] * 2
    world.env.errors


async def test_a_line_from_an_old_move_list_is_refused_once_the_table_moved_on(world):
    alice, bob = await open_and_start(world)
    listed = await alice.autocomplete(world.channel, "move", "action", "")
    await alice.slash(world.channel, "move", action=action_of(listed[1]))  # typed by hand: plays
    result = await alice.slash(world.channel, "move", action=listed[0]["value"])
    assert "moved on since that line" in answer(result) and len(await moves(world)) == 1


async def test_a_retried_join_or_start_is_not_an_error(world):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="highcard")
    world.env.inject_error("POST", FOLLOWUP, status=500, times=1)
    first = await bob.slash(world.channel, "game join")
    assert answer(first) == "✅ You have a seat."  # the follow-up failed once; the boundary said it again
    again = await bob.slash(world.channel, "game join")
    assert answer(again) == "✅ You have a seat." and (await world.table()).seats == [str(alice.id), str(bob.id)]
    await alice.slash(world.channel, "game start")
    again = await alice.slash(world.channel, "game start")
    assert answer(again) == "✅ The game has started."
    world.env.errors


async def test_lobby_changes_whose_answer_failed_are_confirmed(world):
    alice, bob, carol = world.members
    await alice.slash(world.channel, "game new", game="highcard")
    await bob.slash(world.channel, "game join")
    world.env.inject_error("POST", FOLLOWUP, status=500, times=1)  # kick answers after a defer
    kicked = await alice.slash(world.channel, "game kick", player=str(bob.id))
    world.env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)  # settings answer at once
    changed = await alice.slash(world.channel, "game settings", options="reminder=6")
    world.env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)  # abandon speaks in public
    ended = await alice.slash(world.channel, "game abandon")
    row = await world.table()
    assert row.seats == [str(alice.id)] and row.options["reminder"] == 6 and row.status == "abandoned"
    for result, said in ((kicked, "seat is free"), (changed, "`reminder=6`"), (ended, "ended this High Card table")):
        assert said in answer(result) and not says_nothing_changed(answer(result)), answer(result)
    world.env.errors


async def test_a_retried_game_new_posts_its_lobby_again(world):
    alice = world.members[0]
    world.env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)
    first = await alice.slash(world.channel, "game new", game="highcard")
    assert not says_nothing_changed(answer(first))
    again = await alice.slash(world.channel, "game new", game="highcard")
    assert not again.ephemeral and "High Card" in text_of(again.response) and "Join" in str(again.response.components)
    row = await world.table()
    assert row.prompt_message == again.response.id
    world.env.errors


# --- options text ----------------------------------------------------------------------------------
BAD_OPTIONS = {
    "reminder=" + "9" * 4400: "too long (4,409 characters",
    "reminder=" + "9" * 50: "not a valid value for reminder",
    "reminder=6 reminder=12": "given twice",
    "nonsense=1": ("no table option called “nonsense”", "“nonsense” can't be changed here"),
    "reminder=7": "not a valid value for reminder",
    "reminder": "write options as name=value",
    " ".join(f"o{i}=1" for i in range(21)): "Too many options (21",
    "x=" + "a" * 600: "too long (602 characters",
    "reminder=²": "not a valid value for reminder",
}


@pytest.mark.parametrize("text", BAD_OPTIONS)
async def test_bad_options_text_gets_its_own_clear_reason(world, text):
    alice = world.members[0]
    expected = BAD_OPTIONS[text]
    at_new, at_settings = expected if isinstance(expected, tuple) else (expected, expected)
    result = await alice.slash(world.channel, "game new", game="highcard", options=text)
    assert result.ephemeral and at_new in answer(result), answer(result)
    assert await world.table() is None
    await alice.slash(world.channel, "game new", game="highcard")
    before = (await world.table()).options
    result = await alice.slash(world.channel, "game settings", options=text)
    assert result.ephemeral and at_settings in answer(result), answer(result)
    assert (await world.table()).options == before


# --- forged components ------------------------------------------------------------------------------
async def test_forged_components_are_refused_and_always_answered(world):
    alice, bob = await open_and_start(world)
    row = await world.table()
    other = world.guild.create_text_channel("elsewhere")
    await world.env.advance_time(COOLDOWN)
    await alice.slash(other, "game new", game="highcard")
    there = next(m for m in other.history() if m.components)  # a real message in the other channel
    here = world.last_board()
    card = (await hands(world))[alice.id][0]
    forged = [
        (other, there, f"tt:a:{row.id}:{row.version}:play:{card}", None, "another channel"),  # a move from elsewhere
        (other, there, f"tt:t:{row.id}:log:0", None, "another channel"),  # another table's log
        (other, there, f"tt:choose:{row.id}", None, "another channel"),
        (world.channel, here, f"tt:a:{row.id}:{row.version}:" + "x" * 200, None, "can't read"),
        (world.channel, here, f"tt:m:{row.id}:{row.version}:abc:", ["zz"], "can't read"),
        (world.channel, here, f"tt:a:{'9' * 30}:1:draw", None, "can't read"),
        (world.channel, here, "somebody-else's-bot:1", None, "can't read"),
        (world.channel, here, f"tt:l:{row.id}:join", None, "already started"),
    ]
    for channel, message, custom_id, values, expected in forged:
        result = await forge(alice, channel, message, custom_id, values)
        assert result.acknowledged and result.ephemeral and expected in answer(result), (custom_id, answer(result))
    assert await moves(world) == []
    assert "played" not in public_text(world)
