"""`/game rules`, the "?" legend and `/game help`: in every language they arrive whole (split
between lines into private messages of at most 2,000 characters, never cut)."""

from __future__ import annotations

import pytest

import renders
from engine import registry

from bot.discord_surface.cogs import information
from bot.text import Words, locales
from tests.games import game_names
from tests.bot.conftest import picture_alts, text_of

GAMES = game_names()


def speak(monkeypatch, locale: str) -> Words:
    """SimCord's interactions are all en-US: the reader's language is set here instead."""
    monkeypatch.setattr(information, "Words", lambda _locale: Words(locale))
    return Words(locale)


def contents(result) -> list:
    return [m for m in [result.response, *result.followups] if m is not None and text_of(m)]


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize("game", GAMES)
async def test_the_rules_and_the_legend_arrive_whole(world, monkeypatch, game, locale):
    words = speak(monkeypatch, locale)
    result = await world.members[0].slash(world.channel, "game rules", game=game)
    messages = contents(result)
    assert all(m.ephemeral and len(text_of(m)) <= 2000 for m in messages)
    rules = words(f"{game}.rules", game)
    text = "\n".join(text_of(m) for m in messages)
    assert rules in text  # every line of the rules, nothing cut
    with_image = [m for m in messages if m.attachments]
    assert len(with_image) == 1 and words(f"{game}.title", game) in text_of(with_image[0])
    default = registry.get(game).resolve_options({})  # no table: the icons a new table can show
    alts = " ".join(picture_alts(with_image[0]))
    assert len(picture_alts(with_image[0])) == len(with_image[0].attachments)  # each picture at full width
    for name in renders.legend_keys(game, default):  # every icon of the legend, in the reader's words
        assert words(f"{game}.icon.{name}", game) in alts


async def test_the_legend_button_sends_the_whole_key(world, monkeypatch):
    from tests.bot.test_portroyal_bot import open_table

    alice, bob = world.members[:2]
    await open_table(world, [alice, bob])
    speak(monkeypatch, "uk")
    result = await bob.click(world.last_board(), label="? Legend")
    messages = contents(result)
    assert messages[0].attachments and "Port Royal" in text_of(messages[0])
    assert picture_alts(messages[0])[-1].endswith("переможець.")  # the last row, in the reader's words


@pytest.mark.parametrize("locale", locales())
async def test_help_says_what_the_bot_does_in_one_private_message(world, monkeypatch, locale):
    words = speak(monkeypatch, locale)
    result = await world.members[0].slash(world.channel, "game help")
    messages = contents(result)
    assert len(messages) == 1 and messages[0].ephemeral
    text = text_of(messages[0])
    assert len(text) <= 2000 and text.startswith(words("core.help", games="").split("\n")[0][:20])
    assert text == words("core.help", games=information.games_line(words))  # whole: nothing clipped at 2,000
    for key in ("core.lobby.button_join", "core.lobby.button_start", "core.button_hand", "core.button_choose"):
        assert words(key) in text  # the buttons, named as the reader sees them
    for name in registry.names():  # every registered game, the test games too, with its player counts
        game = registry.get(name)
        assert f"{game.title} ({game.min_players}–{game.max_players}" in text, name
