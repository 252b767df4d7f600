"""Port Royal through the real bot in SimCord: whole games, AI seats, restarts, buttons."""

from __future__ import annotations

from bot.app import create_bot
from bot.speech.wording import label_words, words_for
from engine.core import Rng
from tests.bot.conftest import turn_line, action_of, prompt, assert_log_replays, open_table as _open_table, answer, button_labels, public_text, text_of
from tests.bot.playing import play_out

MAX_MOVES = 1500
SEED = 99  # the people's choices: the AI's, with Rng(SEED)


async def open_table(world, people, ai=0):
    return await _open_table(world, "portroyal", people, ai=ai)


async def test_three_people_play_a_whole_game_with_move(world, db_path):
    people = world.members[:3]
    row = await open_table(world, people)
    assert row.seats == [str(m.id) for m in people]
    played = await play_out(world, people, seed=SEED, limit=MAX_MOVES)
    row, moves = played.row, played.moves
    assert row.status == "over" and moves > 20

    game, state = world.state(row)
    outcome = game.outcome(state)
    final = text_of(world.public_messages()[-1])
    assert "Game over" in final
    for seat in outcome.winners:
        assert f"<@{seat}>" in final.splitlines()[1]  # under the title
    for seat, score in outcome.scores.items():
        assert f"<@{seat}> — {score} VP" in final
    assert max(outcome.scores.values()) >= 12
    await assert_log_replays(world, row)  # the move log replays to the same final state


async def test_one_person_and_two_ai_seats(world):
    alice = world.members[0]
    row = await open_table(world, [alice], ai=2)
    assert row.seats == [str(alice.id), "ai:1", "ai:2"]
    row = (await play_out(world, [alice], seed=SEED, limit=MAX_MOVES)).row
    assert row.status == "over"
    moves = await world.bot.tables.store.moves(row.id)
    assert {m.seat for m in moves} == {str(alice.id), "ai:1", "ai:2"}  # the AIs moved by themselves
    assert "Game over" in text_of(world.public_messages()[-1])


async def test_autocomplete_lists_exactly_the_legal_actions_in_words(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    game, state = world.state(row)
    words = words_for(row)
    expected = {(words.action("portroyal", a), a.id) for a in game.legal_actions(state, str(alice.id))}
    choices = await alice.autocomplete(world.channel, "move", "action", "")
    assert {(c["name"], action_of(c)) for c in choices} == expected
    assert await bob.autocomplete(world.channel, "move", "action", "") == []  # not bob's turn


async def test_out_of_turn_move_is_private_and_changes_nothing(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    before = row.version
    result = await bob.slash(world.channel, "move", action="draw")
    assert result.ephemeral and "not your turn" in answer(result)
    assert (await world.table()).version == before


async def test_turn_buttons_work_for_the_acting_player_only(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    board = world.last_board()
    game, state = world.state(row)
    words = words_for(row)
    draw_label = next(words.action("portroyal", a) for a in game.legal_actions(state, str(alice.id)) if a.id == "draw")
    assert draw_label in button_labels(board)
    result = await bob.click(board, label=draw_label)
    assert result.followups[-1].ephemeral and "not your turn" in answer(result)
    assert (await world.table()).version == row.version
    await alice.click(board, label=draw_label)
    assert (await world.table()).version == row.version + 1
    # Alice keeps acting: her turn message is updated in place with her next choices.
    after = world.last_board()
    assert after.id == board.id and "move 1" in text_of(after)  # game moves, not lobby changes
    game, state = world.state(await world.table())
    offered = {words.action("portroyal", a) for a in game.legal_actions(state, str(alice.id))}
    assert offered <= set(button_labels(after))




async def tap(world, member, message, action_id):
    """A person's press on the button for `action_id`, a second after their last one."""
    await world.env.advance_time(1.5)
    row = await world.table()
    game, state = world.state(row)
    words = label_words(row)
    label = next(words.action("portroyal", a) for a in game.legal_actions(state, str(member.id)) if a.id == action_id)
    return await member.click(message, label=label)


async def test_a_new_player_to_act_gets_a_new_message_and_the_old_one_loses_its_buttons(world):
    alice, bob = world.members[:2]
    await open_table(world, [alice, bob])
    first = prompt(world)
    for _ in range(60):  # alice presses her buttons until bob must act
        game, state = world.state(await world.table())
        if game.to_act(state) != [str(alice.id)]:
            break
        legal = [a.id for a in game.legal_actions(state, str(alice.id))]
        choice = next(c for c in ("draw", "stop", "done", "repel", "end", "keep") if c in legal)
        if choice == "draw" and len(state.data["harbor"]) >= 2:
            choice = "stop" if "stop" in legal else choice
        await tap(world, alice, first, choice)
        assert prompt(world).id == first.id or game.to_act(world.state(await world.table())[1]) != [str(alice.id)]
    game, state = world.state(await world.table())
    assert game.to_act(state) == [str(bob.id)]
    newest = prompt(world)
    assert newest.id != first.id and turn_line(newest).startswith(f"<@{bob.id}>")
    old = next(m for m in world.channel.history() if m.id == first.id)
    assert button_labels(old) == []


async def test_a_second_tap_within_a_second_is_ignored_and_explained(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    board = prompt(world)
    await tap(world, alice, board, "draw")
    version = (await world.table()).version
    again = await alice.click(board, label=next(label for label in button_labels(board) if label != "My view"))
    assert "ignored a second tap" in answer(again)
    assert (await world.table()).version == version == row.version + 1
    await world.env.advance_time(1.5)  # a deliberate second press, later, counts
    game, state = world.state(await world.table())
    if str(alice.id) in game.to_act(state):
        await tap(world, alice, board, game.legal_actions(state, str(alice.id))[0].id)
        assert (await world.table()).version > version


async def test_a_double_click_racing_the_edit_is_refused(world):
    """Two presses of one button that both reach the bot: the second one changes nothing."""
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    tables = world.bot.tables
    await tables.play(world.channel.id, str(alice.id), "draw", prompt_version=row.version)
    after_first = (await world.table()).version
    try:
        await tables.play(world.channel.id, str(alice.id), "draw", prompt_version=row.version)
    except Exception as exc:  # noqa: BLE001
        assert getattr(exc, "code", None) == "already_played"
    else:
        raise AssertionError("the second press was applied")
    assert (await world.table()).version == after_first


async def test_restart_mid_game_and_finish(world, db_path):
    people = world.members[:2]
    await open_table(world, people)
    played = await play_out(world, people, seed=SEED, limit=MAX_MOVES, stop=lambda n: n == 25)
    row, moves = played.row, played.moves
    version = row.version
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    row = await world.table()
    assert row.version == version and row.status == "running"
    row = (await play_out(world, people, seed=SEED, limit=MAX_MOVES)).row
    assert row.status == "over"


async def test_status_and_hand_are_private_with_the_board(world):
    alice, bob = world.members[:2]
    await open_table(world, [alice, bob])
    for command in ("game status", "game hand"):
        result = await alice.slash(world.channel, command)
        assert result.ephemeral
        message = result.followups[-1] if result.followups else result.response
        assert message.attachments and message.attachments[0].filename == "board.png"


async def test_board_message_names_the_turn_and_has_an_image(world):
    alice, bob = world.members[:2]
    await open_table(world, [alice, bob])
    board = world.last_board()
    assert board.attachments[-1].filename == "board.png"  # under the focus picture
    assert f"<@{alice.id}>" in text_of(board)
    assert "Port Royal" in public_text(world)


async def test_table_options_are_offered_and_applied(world):
    alice, bob = world.members[:2]
    choices = await alice.autocomplete(world.channel, "game new", "options", "gov", game="portroyal")
    assert [c["value"] for c in choices] == ["governor_immediate_pick=no", "governor_immediate_pick=yes"]
    assert "(default)" in choices[0]["name"]
    follow = await alice.autocomplete(world.channel, "game new", "options", "governor_immediate_pick=yes ",
                                      game="portroyal")
    assert follow and all(c["value"].startswith("governor_immediate_pick=yes ") for c in follow)
    assert not any("governor_immediate_pick" in c["value"].split(" ", 1)[1] for c in follow)

    await alice.slash(world.channel, "game new", game="portroyal", options="governor_immediate_pick=yes")
    assert (await world.table()).options["governor_immediate_pick"] is True
    await alice.slash(world.channel, "game abandon")
    result = await alice.slash(world.channel, "game new", game="portroyal", options="governor_immediate_pick=maybe")
    assert result.ephemeral and "not a valid value for governor_immediate_pick" in answer(result)
    assert await world.bot.tables.store.playing_in(world.channel.id) is None


async def test_quick_players_still_get_a_fresh_board_for_each_turn(world, discord_calls):
    """Two people playing fast share one edited turn message; each new turn still brings a
    fresh board (uploaded through the edit), and the channel never takes more than 5 writes in 5 s."""
    people = world.members[:2]
    await open_table(world, people)
    start = discord_calls.mark()

    by_seat = {str(m.id): m for m in people}
    rng = Rng(5)
    turns, moves = set(), 0
    for moves in range(80):
        row = await world.table()
        game, state = world.state(row)
        turns.add(state.data["turn"])
        seat = game.to_act(state)[0]
        await world.env.advance_time(2)  # people who keep playing: their turns edit one message
        await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, rng))
    uploads = [c for c in discord_calls.calls[start:] if c.files and c.channel_id == world.channel.id]
    writes = [c.at for c in discord_calls.calls[start:] if c.channel_write and c.channel_id == world.channel.id]
    assert len(turns) >= 4 and len(turns) - 1 <= len(uploads)
    assert max(sum(1 for t in writes if a <= t < a + 5) for a in writes) <= 5
