"""Less to read around the board: a turn message's text (controls aside) is at most 14 lines,
what happened at most six of them and then the way to `/game log`; no line said twice; and the
wording faults a look as a player found, each mended in every language."""

from __future__ import annotations

import emoji
import pytest

from bot.speech.boards import alt_text
from bot.speech.wording import MAX_LINES, clip, phase_line
from bot.text import Words, locales
from engine import registry
from tests.bot.conftest import blocks, open_table
from tests.bot.playing import play_out

TURN_MESSAGE_LINES = 14


def test_what_happened_is_six_lines_then_how_many_more_the_log_holds():
    words = Words("en")
    lines = [f"• line {i}" for i in range(10)]
    shown = clip(lines, words).split("\n")
    assert shown[:MAX_LINES] == lines[-MAX_LINES:] and MAX_LINES == 6
    assert shown[MAX_LINES:] == [words("core.earlier_events", count=4)] and "/game log" in shown[-1]
    assert clip(lines[:6], words).split("\n") == lines[:6]


@pytest.mark.parametrize("game, people, moves", [("portroyal", 3, None), ("tortuga", 4, 60)])
async def test_every_turn_message_of_a_game_is_at_most_fourteen_lines_and_says_no_line_twice(world, game, people,
                                                                                              moves):
    members = world.members[:3] + ([world.guild.add_member(world.env.create_user("dee"))] if people > 3 else [])
    await open_table(world, game, members, seed=2)
    seen = {}

    async def after(step):
        await world.env.advance_time(8)  # people take a while: edits fold as they would
        for message in world.public_messages():
            if message.components:
                seen[message.id] = blocks(message)

    await play_out(world, members, after=after, limit=600, seed=3,
                   stop=None if moves is None else lambda count: count >= moves)
    assert len(seen) >= 5
    folds = 0
    for texts in seen.values():
        lines = [line for block in texts for line in block.split("\n")]
        assert len(lines) <= TURN_MESSAGE_LINES, lines
        said = [line for line in lines if line.startswith("• ")]
        for line in [line for line in said if "could only pass" in line]:  # it stands alone
            folds += 1
            names = line.removeprefix("• ").split(" could only pass")[0].split(", ")
            assert not [s for s in said if any(s == f"• {n} passes." for n in names)], said
    assert folds > 0 or game != "portroyal"  # Port Royal's harbor leaves people only a pass


@pytest.mark.parametrize("locale", locales())
def test_port_royal_offers_to_stop_only_once_a_card_is_revealed(locale):
    game = registry.get("portroyal")
    state = game.setup(["1", "2", "3"], seed=3)
    words = Words(locale)
    first = phase_line(words, game, state)
    seat = game.to_act(state)[0]
    game.apply(state, seat, "draw")
    while game.status(state).kind != "discover":
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.legal_actions(state, seat)[0].id)
    later = phase_line(words, game, state)
    assert first != later and later.startswith(first.split(":")[0])
    if locale == "en":
        assert first.endswith("reveal a card.") and later.endswith("reveal a card or stop.")


def test_a_ship_taken_reads_as_a_gain_not_a_price():
    words = Words("en")
    from engine.portroyal import data
    line = words("portroyal.event.ship_taken", "portroyal", seat="1", card=data.thing(0), coins=1)
    assert " for " not in line and "gains 1" in line


async def test_tortuga_names_the_turn_order_once_on_the_first_turn(world):
    members = world.members[:3] + [world.guild.add_member(world.env.create_user("dee"))]
    row = await open_table(world, "tortuga", members)
    game, state = world.state(row)
    order = Words("en").join([f"<@{s}>" for s in game.turn_order(state)])
    first = next(m for m in world.public_messages() if blocks(m) and blocks(m)[0].startswith("### "))
    assert "\n".join(blocks(first)).count(order) == 1


@pytest.mark.parametrize("locale", locales())
def test_the_helm_is_an_emoji_a_client_draws(locale):
    words = Words(locale)
    assert emoji.is_emoji(words("tortuga.term.symbols.helm", "tortuga"))
    assert "⎈" not in words("tortuga.rules", "tortuga")


@pytest.mark.parametrize("locale", locales())
def test_tobago_says_no_coins_and_an_atv_not_yet_placed_plainly(locale):
    words = Words(locale)
    status = words("tobago.event.you_status", "tobago", coins=0, gold=[], amulets=0, roses=15, cards=[])
    assert words("core.term.nothing") not in status and "()" not in status
    game = registry.get("tobago")
    state = game.setup(["1", "2"], seed=1)
    alt = alt_text(words, game, state)
    assert words("tobago.thing.atv_ashore", "tobago") in alt
    assert f" {words('core.term.none')}," not in alt


@pytest.mark.parametrize("locale", locales())
def test_a_forced_reveal_by_dm_does_not_point_at_its_own_button(locale):
    words = Words(locale)
    line = words("tortuga.event.forced_cards", "tortuga", cards=[])
    assert words("core.button_choose").split(" ")[0] not in line and "/" not in line
