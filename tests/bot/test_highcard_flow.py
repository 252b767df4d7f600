"""A test-only game with a private hand and a simultaneous secret choice, played
through the real bot: proves the platform needs no game-specific code for them."""

from __future__ import annotations

from bot.speech.compose import WINDOW
from tests.bot.conftest import action_of, answer, button_labels, dm_texts, public_text, text_of


async def open_and_start(world, players=2):
    host, *others = world.members[:players]
    result = await host.slash(world.channel, "game new", game="highcard")
    assert not result.ephemeral and "High Card" in text_of(result.response)
    for member in others:
        assert (await member.slash(world.channel, "game join")).ephemeral
    result = await host.slash(world.channel, "game start")
    assert result.ephemeral
    return [host, *others]


async def hands(world):
    row = await world.table()
    _, state = world.state(row)
    return {int(seat): list(cards) for seat, cards in state.data["hands"].items()}


async def test_secret_choices_through_buttons_and_move_then_winner(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    # Each hand went by DM to its owner only, and never to the channel.
    for member in (alice, bob):
        cards = ", ".join(map(str, dealt[member.id]))
        assert any(cards in text for text in dm_texts(member))
    other_hand = ", ".join(map(str, dealt[bob.id]))
    assert not any(other_hand in t for t in dm_texts(alice))
    assert "dealt" not in public_text(world)

    # The public prompt offers no card labels: only a private "choose" button.
    board = world.last_board()
    assert not any(label.startswith("Play") for label in button_labels(board))

    for _ in range(3):  # three rounds
        # alice chooses through the private menu.
        menu = await alice.click(board, label="Choose (privately)")
        assert menu.ephemeral
        offered = [l for l in button_labels(menu.response) if l.startswith("Play")]
        assert offered == [f"Play {c}" for c in dealt[alice.id]]
        alice_card = dealt[alice.id][0]
        await alice.click(menu.response, label=f"Play {alice_card}")
        assert any(f"You played {alice_card}" in t for t in dm_texts(alice))
        await world.env.advance_time(WINDOW)  # the turn message's edit waits out the channel's rate
        assert f"<@{alice.id}> has chosen a card." in public_text(world)

        # bob chooses through /move: autocomplete lists exactly his hand.
        choices = await bob.autocomplete(world.channel, "move", "action", "")
        assert [action_of(c) for c in choices] == [f"play:{c}" for c in dealt[bob.id]]
        bob_card = dealt[bob.id][-1]
        result = await bob.slash(world.channel, "move", action=f"play:{bob_card}")
        assert result.ephemeral and f"Play {bob_card}" in answer(result)

        # Both in: the cards are revealed publicly (the turn message's edit waits out the channel's rate).
        await world.env.advance_time(WINDOW)
        assert f"Cards revealed: {alice_card}, {bob_card}" in public_text(world)
        dealt[alice.id].remove(alice_card)
        dealt[bob.id].remove(bob_card)
        board = world.last_board()

    row = await world.table()
    assert row.status == "over"
    final = text_of(world.public_messages()[-1])
    assert "Game over" in final and "Winner:" in final


async def test_choose_button_refuses_a_player_who_already_chose(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    result = await alice.click(world.last_board(), label="Choose (privately)")
    assert result.ephemeral and "not your turn" in answer(result)
