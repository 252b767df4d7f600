"""No action is ever dropped (DESIGN §2.1): with 1, 25, 150 or 1,000 legal actions, grouped
or not, every one is reachable through the menus in at most three picks and by `/move`
(id, key or label), and every payload stays inside Discord's limits (the validator runs)."""

from __future__ import annotations

import pytest

from bot.discord_surface import matching
from bot.speech.wording import label_words
from tests.bot.conftest import action_of, prompt, answer, button_labels, selects

SIZES = [(1, False), (25, False), (150, False), (150, True), (1000, False), (1000, True)]


async def open_many(world, count, grouped):
    alice = world.members[0]
    options = f"count={count} grouped={'yes' if grouped else 'no'}"
    await alice.slash(world.channel, "game new", game="manychoices", options=options)
    result = await alice.slash(world.channel, "game start")
    assert result.ephemeral and "started" in answer(result), answer(result)
    return alice




@pytest.mark.parametrize("count,grouped", SIZES)
async def test_every_action_is_reachable_through_the_menus(world, count, grouped):
    alice = await open_many(world, count, grouped)
    row = await world.table()
    game, state = world.state(row)
    words = label_words(row)
    wanted = {words.action("manychoices", a) for a in game.legal_actions(state, str(alice.id))}
    board = prompt(world)
    if count <= 20:
        assert wanted <= set(button_labels(board))
        return
    assert not any(label in wanted for label in button_labels(board))
    leaves: dict[str, int] = {}

    async def open_at(picks):
        """Follow `picks` (custom id, value) from the board: each level replaces the one before
        it in one private message, so a sibling is reached again from the top."""
        message, private = board, set()
        for custom_id, value in picks:
            result = await alice.select(message, [value], custom_id=custom_id)
            message = result.followups[-1] if result.followups else result.response
            assert message is not None and message.ephemeral and selects(message)
            private.add(message.id)
        assert len(private) <= 1  # one private message, whatever the depth
        return message

    async def walk(picks, depth):
        message = await open_at(picks)
        for custom_id, options in selects(message):
            assert 1 <= len(options) <= 25
            for label, value in options:
                if label in wanted:
                    leaves[label] = depth
                else:
                    await walk(picks + [(custom_id, value)], depth + 1)

    await walk([], 1)
    assert set(leaves) == wanted and max(leaves.values()) <= 3
    assert (await world.table()).version == row.version  # walking the menus played nothing


@pytest.mark.parametrize("count,grouped", [(150, True), (1000, False)])
async def test_a_deep_menu_pick_plays_that_action(world, count, grouped):
    alice = await open_many(world, count, grouped)
    row = await world.table()
    target = f"Pick number {count - 2}"
    message = prompt(world)
    for _ in range(3):
        (custom_id, options), = selects(message)
        exact = [v for label, v in options if label == target]
        if exact:
            await alice.select(message, exact, custom_id=custom_id)
            break
        value = next(v for label, v in options if _contains(label, count - 2))
        result = await alice.select(message, [value], custom_id=custom_id)
        message = result.followups[-1] if result.followups else result.response
    row_after = await world.table()
    _, state = world.state(row_after)
    assert state.data["picked"] == [count - 2] and row_after.version == row.version + 1


def _contains(label: str, n: int) -> bool:
    """Does this branch (a run "Pick number a … Pick number b", or a group tensX / unitsY) hold n?"""
    if label.startswith("tens"):
        return int(label[4:]) == n // 100
    if label.startswith("units"):
        return int(label[5:]) == n // 10 % 10
    first, _, last = label.partition(" … ")
    low, high = (int(part.rsplit(" ", 1)[-1].rstrip("…")) for part in (first, last))
    return low <= n <= high


@pytest.mark.parametrize("count,grouped", SIZES)
def test_move_text_names_every_action_by_id_key_and_label(count, grouped):
    from tests.manychoices import GAME

    state = GAME.setup(["1"], 1, {"count": count, "grouped": grouped})
    actions = GAME.legal_actions(state, "1")
    label = lambda a: f"Pick number {a.params['n']}"  # noqa: E731 - the catalogue's words for "pick"
    for action in actions:
        for typed in (action.id, action.keys[0].lower(), label(action).upper()):
            assert matching.resolve(actions, label, typed).action == action, typed


async def test_move_by_key_label_and_ambiguous_text(world):
    alice = await open_many(world, 150, False)
    result = await alice.slash(world.channel, "move", action="n7")  # a key, any case
    assert "Done: Pick number 7" in answer(result)
    result = await alice.slash(world.channel, "move", action="pick number 12")  # a label, any case
    assert "Done: Pick number 12" in answer(result)
    assert (await world.table()).status == "over"


async def test_ambiguous_text_lists_the_matches_privately_and_plays_nothing(world):
    alice = await open_many(world, 150, False)
    version = (await world.table()).version
    result = await alice.slash(world.channel, "move", action="number 1")
    text = answer(result)
    assert result.ephemeral and "could mean" in text and "`N1`: Pick number 1" in text
    assert (await world.table()).version == version


async def test_autocomplete_ranks_keys_first_and_says_how_many_more(world):
    alice = await open_many(world, 1000, True)
    choices = await alice.autocomplete(world.channel, "move", "action", "n12")
    assert action_of(choices[0]) == "n:12"  # the exact key before its prefixes (N120 …)
    assert [action_of(c) for c in choices] == ["n:12"] + [f"n:{n}" for n in range(120, 130)]  # then key prefixes
    choices = await alice.autocomplete(world.channel, "move", "action", "")
    assert len(choices) == 25 and "976 more" in choices[-1]["name"]
    result = await alice.slash(world.channel, "move", action=choices[-1]["value"])
    assert result.ephemeral and "keep typing" in answer(result)


async def test_private_menus_leave_nothing_waiting_in_the_bot(world):
    """Each private menu level is a message with a view; the bot keeps none of them (discord.py
    would keep an ephemeral one 15 minutes, with a sleeping task each), and the last one shown
    still plays its pick: the items are found by their custom ids."""
    import asyncio

    alice = await open_many(world, 150, True)
    row = await world.table()
    board = prompt(world)
    for _ in range(12):  # the first level again and again: a new private message each time
        (custom_id, options), = selects(board)
        result = await alice.select(board, [options[0][1]], custom_id=custom_id)
        message = result.followups[-1] if result.followups else result.response
        assert message is not None and message.ephemeral and selects(message)
    waiting = [t for t in asyncio.all_tasks() if "timeout_task" in repr(t.get_coro())]
    assert waiting == [] and not world.bot._connection._view_store._synced_message_views
    while True:  # down the last menu shown to a move
        (custom_id, options), = selects(message)
        result = await alice.select(message, [options[0][1]], custom_id=custom_id)
        if (await world.table()).version != row.version:
            break
        message = result.followups[-1] if result.followups else result.response
    assert (await world.table()).version == row.version + 1
