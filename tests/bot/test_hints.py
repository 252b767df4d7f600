"""`/game hint` through the real bot in SimCord: the hard AI's moves for a seat that may act, in
the words of its buttons, with the search's figures and the game's reason; refused to a seat that
may not act and at a table with `hints=no`; the first hint taken makes the table unrated (said once,
and its result is not rated). The search runs a fixed, tiny number of rounds here."""

from __future__ import annotations

import re

import pytest

from bot.speech.wording import label_words
from engine import registry
from tests.games import game_names
from tests.bot.conftest import answer, button_labels, prompt, open_table, public_text, speak_ukrainian, text_of
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
    assert 1 <= len(shown) <= min(3, len(labels)) and set(shown) <= labels, (shown, text)
    assert len(FIGURE.findall(text)) == len(shown), text  # one figure per move, in the game's unit
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
