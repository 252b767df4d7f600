"""`/game hint` through the real bot in SimCord: the hard AI's moves for a seat that may act, in
the words of its buttons, with the search's figures and the game's reason; refused to a seat that
may not act and at a table with `hints=no`; the first hint taken makes the table unrated (said once,
and its result is not rated). The search runs a fixed, tiny number of rounds here."""

from __future__ import annotations

import re

import pytest

from bot.service.errors import TableError

from bot.speech.wording import label_words
from engine import registry
from tests.games import game_names
from tests.bot.conftest import answer, button_labels, components_of, prompt, open_table, public_text, speak_ukrainian, text_of
from tests.bot.playing import play_out

ROUNDS = 2  # search rounds per hint: the words and the road are tested here, not the strength
SEED = 12  # the deal: a known point of play
PLAYED = 6  # moves played before the hint: a point of play past the opening
FIGURE = re.compile(r"(ahead|behind|apart|tied) on average|expected lost to thieves")


@pytest.fixture(autouse=True)
def quick_hints(world):
    world.bot.tables.hints.iterations = ROUNDS


async def seated(world, game_name, options=None, seed=SEED):
    """A table of `game_name` with as many people as it needs at least, a few moves played."""
    people = world.members[:max(2, registry.get(game_name).min_players)]
    await open_table(world, game_name, people, options=options, seed=seed)
    await play_out(world, people, stop=lambda count: count >= PLAYED)
    row = await world.table()
    game, state = world.state(row)
    return row, game, state, {str(m.id): m for m in people}


def hinted_labels(text: str) -> list[str]:
    return re.findall(r"^\*\*\d\. (.+)\*\*$", text, re.M)


@pytest.mark.parametrize("game_name", game_names())
async def test_a_hint_names_legal_moves_in_the_buttons_words_with_figures(world, game_name):
    row, game, state, people = await seated(world, game_name)
    seat = next(s for s in game.may_act(state) if s in people)
    result = await people[seat].slash(world.channel, "game hint")
    text = answer(result)
    assert result.ephemeral and text.startswith("💡"), text
    labels = {label_words(row).action(game.name, a) for a in game.legal_actions(state, seat)}
    shown = hinted_labels(text)
    if not shown:  # a game without playouts whose AI weighs these moves alike says so, and names none
        view = game.inform(game.view(state, seat), seat)
        assert not game.search_playouts and len(set(game.rank(view, game.legal_actions(state, seat)))) == 1, text
        assert "no move stands out now" in text, text
        assert not (await world.table()).unrated and "took a hint" not in public_text(world)  # nothing taken
        return
    assert 1 <= len(shown) <= min(3, len(labels)) and set(shown) <= labels, (shown, text)
    by_label = {label_words(row).action(game.name, a): a for a in game.legal_actions(state, seat)}
    view = game.inform(game.view(state, seat), seat)
    measured = [label for label in shown  # a game without playouts may not measure every move (placing)
                if game.search_playouts or game.expect(view, seat, [by_label[label]])[0] is not None]
    assert len(FIGURE.findall(text)) == len(measured), text  # one figure per measured move, in the game's unit
    assert "%" not in re.sub(r"\d+ % of the playouts|\(\d+ %\)", "", text)  # a share only, never an evaluation
    buttons = set(button_labels(prompt(world))) & labels  # the moves the turn message offers as buttons
    assert not buttons or set(shown) & buttons or len(labels) > len(shown), (buttons, shown)


async def test_a_hint_shows_the_buttons_words_the_playouts_and_the_games_reason(world):
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob])
    game, state = world.state(row)
    mover = {str(alice.id): alice, str(bob.id): bob}[game.to_act(state)[0]]
    text = answer(await mover.slash(world.channel, "game hint"))
    assert hinted_labels(text) == ["🂠 Reveal a card"] and "🂠 Reveal a card" in button_labels(prompt(world)), text
    assert re.search(r"^-# (\+\d\.\d VP ahead|\d\.\d VP behind) on average, best in \d of 2 playouts$", text, re.M), text
    assert re.search(r"^-# \d+ of the \d+ cards the next reveal may be would bust you$", text, re.M), text


async def test_a_hint_speaks_the_readers_language(world, monkeypatch):
    row, game, state, people = await seated(world, "tortuga")
    seat = next(s for s in game.may_act(state) if s in people)
    speak_ukrainian(monkeypatch)
    text = answer(await people[seat].slash(world.channel, "game hint"))
    assert "сильний ШІ зважує для вас" in text and "в середньому" in text, text
    labels = {label_words(row, "uk").action(game.name, a) for a in game.legal_actions(state, seat)}
    assert set(hinted_labels(text)) <= labels


async def test_a_hint_is_refused_to_a_seat_that_may_not_act(world):
    row, game, state, people = await seated(world, "portroyal")
    waiting = next(s for s in people if s not in game.may_act(state))
    result = await people[waiting].slash(world.channel, "game hint")
    assert result.ephemeral and "not your turn" in answer(result)
    assert not (await world.table()).unrated


async def test_a_table_with_hints_off_refuses_them(world):
    row, game, state, people = await seated(world, "portroyal", options="hints=no")
    seat = game.to_act(state)[0]
    result = await people[seat].slash(world.channel, "game hint")
    assert result.ephemeral and "turned hints off" in answer(result)
    assert not (await world.table()).unrated


async def test_a_hint_taken_makes_the_table_unrated_said_once_and_not_rated(world):
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob])
    assert not row.unrated
    game, state = world.state(row)
    mover = {str(alice.id): alice, str(bob.id): bob}[game.to_act(state)[0]]
    for _ in range(2):
        await mover.slash(world.channel, "game hint")
    assert (await world.table()).unrated
    said = [text_of(m) for m in world.public_messages() if "took a hint" in text_of(m)]
    assert said == [f"💡 <@{mover.id}> took a hint: this table is now unrated."]
    row = (await play_out(world, [alice, bob])).row
    assert row.status == "over"
    assert "Not rated: a hint was taken" in text_of(world.public_messages()[-1])
    assert await world.bot.tables.store.ratings_of(row.guild, "portroyal", [str(alice.id), str(bob.id)]) == {}
    assert "took a hint" in public_text(world)


# --- the Hint button, its moves' buttons, one hint at a time, the server's switch, the records ---
async def portroyal_mover(world, options=None):
    """Port Royal for two at its first move: the table and the person whose turn it is."""
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob], options=options)
    game, state = world.state(row)
    return row, {str(alice.id): alice, str(bob.id): bob}[game.to_act(state)[0]], alice if game.to_act(state)[0] == str(bob.id) else bob


def custom_ids(message, prefix: str) -> list[str]:
    found = [c.get("custom_id") if isinstance(c, dict) else getattr(c, "custom_id", None) for c in components_of(message)]
    return [i for i in found if i and i.startswith(prefix)]


def hint_ids(message) -> list[str]:
    return custom_ids(message, "tt:hint:")


def hinted(result):
    return result.followups[-1] if result.followups else result.response


async def test_the_hint_button_answers_privately_as_the_command_does_and_its_move_plays(world):
    row, mover, other = await portroyal_mover(world)
    turn = prompt(world)
    assert "Hint" in button_labels(turn) and hint_ids(turn) == [f"tt:hint:{row.id}"]
    pressed = await mover.click(turn, label="Hint")
    typed = await mover.slash(world.channel, "game hint")
    assert pressed.ephemeral and answer(pressed) == answer(typed) and answer(pressed).startswith("💡")
    message = hinted(pressed)
    ids = custom_ids(message, "tt:a:")
    labels = hinted_labels(answer(pressed))
    assert len(ids) == len(labels) and all(i.startswith(f"tt:a:{row.id}:{row.version}:") for i in ids), ids
    before = await world.table()
    played = await mover.click(message, custom_id=ids[0])  # the same road as the turn message's buttons
    after = await world.table()
    assert after.version > before.version and "⚠️" not in answer(played), answer(played)
    again = await mover.click(hinted(typed), custom_id=ids[0])  # the position changed: nothing is played
    assert "⚠️" in answer(again) and ("already played" in answer(again) or "moved on" in answer(again)), answer(again)
    assert (await world.table()).version == after.version


async def test_a_dm_prompt_carries_the_hint_button_and_its_hint_plays_from_the_dms(world):
    for member in world.members[:2]:
        await member.slash(world.channel, "game notify", how="dm")
    row, mover, other = await portroyal_mover(world)
    (dm,) = [m for m in mover.user.dm_channel.history() if hint_ids(m)]
    result = await mover.user.click(dm, custom_id=f"tt:hint:{row.id}")
    assert answer(result).startswith("💡"), answer(result)
    (first, *_) = custom_ids(hinted(result), "tt:a:")
    before = (await world.table()).version
    await mover.user.click(hinted(result), custom_id=first)
    assert (await world.table()).version > before  # played from the DMs, by the hint's button


async def test_the_hint_button_is_refused_to_a_person_who_may_not_act(world):
    row, mover, other = await portroyal_mover(world)
    result = await other.click(prompt(world), label="Hint")
    assert result.ephemeral and "not your turn" in answer(result)
    assert not (await world.table()).unrated


async def test_no_hint_button_at_a_table_with_hints_off(world):
    row, mover, other = await portroyal_mover(world, options="hints=no")
    assert "Hint" not in button_labels(prompt(world)) and not hint_ids(prompt(world))


async def held_hint(world, hints, seat: str):
    """A hint asked through the service's road (under the command) and held while thought: the
    task, and the event that lets it finish. Waits until it is being thought."""
    import asyncio

    real, release = hints.hinter, asyncio.Event()

    async def slow(*args):
        await release.wait()
        return await real(*args)

    hints.hinter = slow
    asked = asyncio.create_task(hints.hint(world.channel.id, seat))
    for _ in range(500):
        await asyncio.sleep(0.01)
        if hints.thinking:
            break
    assert hints.thinking == {seat}
    return asked, release, real


async def test_one_hint_in_flight_per_person_and_a_long_wait_is_said(world):
    row, mover, other = await portroyal_mover(world)
    hints = world.bot.tables.hints
    seat = str(mover.id)
    first, release, real = await held_hint(world, hints, seat)
    try:
        with pytest.raises(TableError) as second:
            await hints.hint(world.channel.id, seat)
        assert second.value.code == "hint_thinking"
        said = await mover.slash(world.channel, "game hint")  # the same refusal, in words, privately
        assert said.ephemeral and "still thinking about your last hint" in answer(said), answer(said)
    finally:
        release.set()
    assert (await first).found["moves"] and not hints.thinking
    hints.hinter = real
    hints.budget_s, hints.thinkers = 5.0, lambda: 1
    hints.thinking.update({"1", "2", "3"})  # three others' hints ahead, 5 s each, one worker: 15 s
    try:
        busy = await mover.slash(world.channel, "game hint")
    finally:
        hints.thinking.difference_update({"1", "2", "3"})
    assert busy.ephemeral and "would wait about 15 s" in answer(busy), answer(busy)


async def test_the_servers_off_wins_and_hides_the_button(world):
    from tests.bot.test_limits import moderator

    row, mover, other = await portroyal_mover(world)
    mod = moderator(world)
    said = answer(await mod.slash(world.channel, "game server", hints=False))
    assert "Saved" in said and "Hints (`/game hint`): off at every table" in said
    refused = await mover.slash(world.channel, "game hint")
    assert refused.ephemeral and "This server turned hints off" in answer(refused)
    assert not (await world.table()).unrated
    row = await world.table()
    game, state = world.state(row)
    views = world.bot.delivery.views
    for rows in (views.prompt_rows(row, game, state, label_words(row)),
                 views.dm_prompt_rows(row, game, state, str(mover.id), label_words(row))):
        assert f"tt:hint:{row.id}" not in [i.custom_id for r in rows for i in r]  # not offered there
    assert "Hints (`/game hint`): on" in answer(await mod.slash(world.channel, "game server", hints=True))
    assert hinted_labels(answer(await mover.slash(world.channel, "game hint")))


async def test_hints_taken_show_in_the_export_and_stats(world):
    import json

    row, mover, other = await portroyal_mover(world)
    for _ in range(2):
        await mover.slash(world.channel, "game hint")
    stats = answer(await mover.slash(world.channel, "game stats"))
    assert "💡 Hints taken: 2 (tables with a hint: 1)" in stats, stats
    assert "Hints taken" not in answer(await other.slash(world.channel, "game stats"))
    result = await mover.slash(world.channel, "game export")
    message = result.followups[-1] if result.followups else result.response
    data = json.loads(world.env.backend.cdn.get(message.attachments[0].url))
    assert data["hints_taken"] == 2 and [t["hints_taken"] for t in data["tables"]] == [2]


async def test_a_servers_off_still_hides_the_button_after_a_restart(world, db_path):
    from bot.app import create_bot
    from tests.bot.test_limits import moderator

    await moderator(world).slash(world.channel, "game server", hints=False)
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert world.guild.id in world.bot.tables.hints.servers_off  # read at the start, before any table speaks
    row, mover, other = await portroyal_mover(world)
    assert "Hint" not in button_labels(prompt(world)) and not hint_ids(prompt(world))


async def test_forget_me_takes_the_hints_counted_with_it(world):
    row, mover, other = await portroyal_mover(world)
    await mover.slash(world.channel, "game hint")
    reader, guild = world.bot.tables.reader, world.guild.id
    assert await reader.hints_of(guild, str(mover.id)) == {row.id: 1}
    await play_out(world, [mover, other])
    await world.bot.tables.forgetting.forget(guild, str(mover.id))
    assert await reader.hints_of(guild, str(mover.id)) == {}


async def test_a_hint_still_thought_when_the_game_ends_is_refused_and_the_result_stays_rated(world):
    """The last move commits while a hint is thought: the game was rated as it stood, and the hint
    answers that the game has ended instead of counting (or showing moves for a finished game)."""
    row, mover, other = await portroyal_mover(world)
    hints = world.bot.tables.hints
    asked, release, _ = await held_hint(world, hints, str(mover.id))
    ended = (await play_out(world, [mover, other])).row
    assert ended.status == "over" and not ended.unrated
    release.set()
    with pytest.raises(TableError) as refused:
        await asked
    assert refused.value.code == "not_running"
    assert "took a hint" not in public_text(world) and "Not rated" not in public_text(world)
    assert not (await world.table()).unrated
    rated = await world.bot.tables.store.ratings_of(ended.guild, "portroyal", [str(mover.id), str(other.id)])
    assert set(rated) == {str(mover.id), str(other.id)}, rated


async def test_a_hint_taken_before_the_last_commit_unrates_its_result_even_from_a_stale_row(world):
    """A hint taken after the last move read its row and before its rating: the rating reads the
    table again, and the result says it is not rated."""
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob])
    store = world.bot.tables.store
    read_before = await store.table(row.id)
    assert await store.take_hint(row, str(alice.id)) is True
    assert await store.take_hint(row, str(alice.id)) is False  # not the first: said once
    assert not read_before.unrated
    assert await store.save_rating(read_before, 0.0, {str(alice.id): (25.0, 8.0)}, []) is False
    assert read_before.unrated  # the result composed from this row says "Not rated"
    assert await store.ratings_of(row.guild, "portroyal", [str(alice.id)]) == {}
