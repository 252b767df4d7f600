"""The channel stays quiet and truthful: lone passes play themselves, a refused post turns into
plain text and the host hears why, a broken AI never stalls a table, the result is said once."""

from __future__ import annotations

import pytest

from bot.speech.compose import PING_GRACE, WINDOW
from bot.speech.wording import clip, label_words, outcome_text, places
from bot.text import Words
from engine import registry
from engine.core import Outcome
from tests import highcard
from tests.bot.conftest import button_labels, turn_line, answer, public_text, text_of


async def open_pair(world, options=""):
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="manychoices", options=f"count=25 {options}".strip())
    await bob.slash(world.channel, "game join")
    result = await alice.slash(world.channel, "game start")
    assert "started" in answer(result), answer(result)
    return alice, bob


async def test_a_lone_pass_is_played_for_the_player_and_said(world):
    alice, bob = await open_pair(world)
    await alice.slash(world.channel, "move", action="n:1")
    row = await world.table()
    moves = await world.bot.tables.store.moves(row.id)
    assert [(m.seat, m.action) for m in moves] == [(str(alice.id), "n:1"), (str(bob.id), "pass")]
    game, state = world.state(row)
    assert game.to_act(state) == [str(alice.id)]  # back to alice: bob was never asked
    await world.env.advance_time(10)
    assert f"<@{bob.id}> could only pass, so I passed for them." in public_text(world)
    assert not any(turn_line(m).startswith(f"<@{bob.id}>") for m in world.public_messages())  # never pinged


async def test_with_auto_pass_off_the_player_is_asked(world):
    alice, bob = await open_pair(world, "auto_pass=no")
    await alice.slash(world.channel, "move", action="n:1")
    game, state = world.state(await world.table())
    assert game.to_act(state) == [str(bob.id)]
    assert turn_line(world.public_messages()[-1]).startswith(f"<@{bob.id}>")  # a new, pinging prompt


@pytest.mark.discord_limits(expect_violations=True)
async def test_a_refused_board_post_becomes_plain_text_and_the_host_hears_why(world, monkeypatch):
    """Discord refuses the whole message when one component is invalid (here an emoji it does not
    know); the start is saved, the channel still reads the news, the host is told the reason."""
    components = world.bot.parts.views
    real = components.prompt_rows

    def broken(*args, **kwargs):
        rows = real(*args, **kwargs)
        rows[-1][-1].item.emoji = "\U0001F0A0"  # 🂠: not an emoji Discord knows
        return rows

    monkeypatch.setattr(components, "prompt_rows", broken)
    alice, bob = world.members[:2]
    await alice.slash(world.channel, "game new", game="highcard")
    await bob.slash(world.channel, "game join")
    result = await alice.slash(world.channel, "game start")
    text = answer(result)
    assert "started and is saved, but I couldn't post it" in text and "emoji" in text, text
    assert "The game has started." not in text
    row = await world.table()
    assert row.status == "running"
    plain = world.public_messages()[-1]
    assert not plain.embeds and not button_labels(plain) and "High Card** begins" in text_of(plain)


async def test_a_failing_ai_falls_back_to_a_legal_move_and_the_table_goes_on(world, monkeypatch):
    def broken(game, view, actions, rng):
        raise RuntimeError("a bug in the AI")

    monkeypatch.setattr(highcard.GAME, "ai", broken)
    alice = world.members[0]
    await alice.slash(world.channel, "game new", game="highcard")
    await alice.slash(world.channel, "game add-ai")
    await alice.slash(world.channel, "game start")
    row = await world.table()
    _, state = world.state(row)
    await alice.slash(world.channel, "move", action=f"play:{state.data['hands'][str(alice.id)][0]}")
    await world.env.advance_time(10)
    row = await world.table()
    assert row.version > 3 and any(m.seat == "ai:1" for m in await world.bot.tables.store.moves(row.id))
    assert "The AI of 🤖 AI 1 stumbled, so it made a random legal move instead." in public_text(world)


async def test_the_result_is_said_once_and_ties_share_a_place(world):
    alice, bob = await open_pair(world)
    for n in ("n:1", "n:2"):
        await alice.slash(world.channel, "move", action=n)
    final = world.public_messages()[-1]
    said = text_of(final) + "".join(e.description or "" for e in final.embeds)
    assert said.count("Game over") == 1 and "Shared victory:" in said
    assert f"1. <@{alice.id}>" in text_of(final) and f"1. <@{bob.id}>" in text_of(final)  # a shared win


def test_competition_ranking_and_team_outcomes():
    assert places([(True, 9), (True, 9), (False, 7), (False, 5), (False, 5)]) == [1, 1, 3, 4, 4]
    words = Words("en", lambda seat: seat)
    game = registry.get("highcard")
    tied = outcome_text(words, game, Outcome(scores={"a": 2, "b": 2, "c": 1}, winners=["a", "b"]))
    assert tied.splitlines()[1:] == ["1. a — 2 points", "1. b — 2 points", "3. c — 1 point"]
    teams = outcome_text(words, game, Outcome(scores={"a": 5, "b": 5, "c": 3}, winners=["a", "b"],
                                              teams={"red": ["a", "b"], "blue": ["c"]}))
    assert teams.splitlines()[1:] == ["1. red: a, b", "2. blue: c"]


def test_clipped_lines_say_how_many_were_left_out_and_never_zero():
    words = Words("en")
    assert clip(["short"] * 3, words) == "short\nshort\nshort"
    text = clip([f"line {i}" for i in range(40)], words, most=25)
    assert text.startswith("line 15") and text.endswith("+15 earlier lines (see `/game log`)")
    text = clip(["x" * 1000] * 6, words, limit=2500)
    assert text.endswith("+4 earlier lines (see `/game log`)") and "0 earlier" not in text


async def test_games_are_found_by_title_in_any_case(world):
    alice = world.members[0]
    result = await alice.slash(world.channel, "game rules", game="port royal")
    assert "Port Royal" in answer(result)
    result = await alice.slash(world.channel, "game new", game="Port Royal")
    assert not result.ephemeral and (await world.table()).game == "portroyal"


async def test_labels_name_players_by_display_name_never_by_mention(world):
    alice, bob = await open_pair(world)
    row = await world.table()
    words = label_words(row)
    assert words("core.note.auto_passed", seat=str(bob.id)).startswith("bob ")
    assert "<@" not in words("core.winners", seats=[str(alice.id), "ai:1"], count=2)


async def test_someone_watching_is_not_pinged_again_unless_they_stay_silent(world):
    """Alice just moved, so when it is her turn again the turn message is edited, not reposted;
    if she has not acted PING_GRACE seconds later, a new prompt pings her."""
    alice, bob = await open_pair(world, "auto_pass=no")
    await alice.slash(world.channel, "move", action="n:1")
    assert turn_line(world.public_messages()[-1]).startswith(f"<@{bob.id}>")  # bob had not acted yet: pinged
    posts = len(world.public_messages())
    await bob.slash(world.channel, "move", action="pass")
    await world.env.advance_time(WINDOW + 1)  # the edit waits for room in the channel's window (1 s ticks)
    assert len(world.public_messages()) == posts  # alice, watching, reads the edited message
    assert f"<@{bob.id}> passes." in public_text(world)
    await world.env.advance_time(PING_GRACE)
    late = world.public_messages()[-1]
    assert len(world.public_messages()) == posts + 1 and turn_line(late).startswith(f"<@{alice.id}>")
    # the late ping carries the board and what happened since she acted, never an empty "earlier lines"
    told = text_of(late)
    assert late.attachments and f"<@{bob.id}> passes." in told and "earlier line" not in told
    await alice.slash(world.channel, "move", action="n:2")
    assert (await world.table()).status == "over"
