"""A game's button (the first message of `treasure-table try`): a press opens a table of that game
in the channel, as `/game new` with the button's options does."""

from __future__ import annotations

from bot.discord_surface.components import new_view
from tests.bot.conftest import answer, text_of


async def a_message_with_game_buttons(world, options):
    view = new_view()
    for name, title in (("tobago", "Tobago"), ("portroyal", "Port Royal")):
        view.add_item(world.bot.parts.views.open_button(name, options, label=title))
    return await world.bot.get_channel(world.channel.id).send("Pick a game", view=view)


async def test_a_game_button_opens_that_games_table_with_its_options(world):
    alice = world.members[0]
    sent = await a_message_with_game_buttons(world, "thread=no language=uk")
    message = next(m for m in world.channel.history() if m.id == sent.id)
    pressed = await alice.click(message, label="Port Royal")
    row = await world.table()
    assert (row.game, row.status, row.host, row.locale) == ("portroyal", "lobby", str(alice.id), "uk")
    assert row.channel == world.channel.id and not world.channel.threads  # thread=no: here
    assert "Port Royal" in answer(pressed), answer(pressed)
    again = await world.members[1].click(message, label="Tobago")  # one table a channel, as the command says
    assert (await world.table()).id == row.id and again.ephemeral, text_of(again.response)
