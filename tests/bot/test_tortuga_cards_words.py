"""What a Tortuga table says of its event cards: by default never a word about a card its deck
cannot hold (Cabin Fever, Facade, the 24th card), nor that a card's text is unknown; the
Treasure Map's reading is named once, as the house reading; a table with starred events at
random says in one line of `/game rules` what a card the bot cannot play does."""

from __future__ import annotations

import random

import pytest

import renders
from bot.speech.boards import alt_text
from bot.speech.wording import event_lines, readings, rules_text
from bot.text import Words, locales
from engine import registry
from tests.bot.conftest import open_table, picture_alts, text_of

GAME = registry.get("tortuga")
OUT_OF_THE_DECK = ("cabin_fever", "facade", "unknown_24")
# how each language would say that a text is unknown, or that a reading stands in for it
UNSURE = {"en": ("unknown", "placeholder", "not found", "our reading"),
          "uk": ("невідом", "тимчасов", "наше тлумачення"),
          "es": ("desconoc", "no se conoce", "provisional", "nuestra lectura"),
          "cs": ("nezná", "neznám", "prozatímní", "naše čtení")}
HOUSE = {"en": "house reading", "uk": "домашнє тлумачення", "es": "lectura de la casa", "cs": "domácí čtení"}


def never_said(words: Words, locale: str) -> list[str]:
    return [words(f"tortuga.term.name.{n}", "tortuga") for n in OUT_OF_THE_DECK] + list(UNSURE[locale])


def a_default_game_told(words: Words) -> list[str]:
    """Every event line to every seat and every board's alt text of a random default game."""
    state = GAME.setup(["1", "2", "3", "4"], seed=5)
    rng = random.Random(5)
    told = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id)
        for viewer in [None, *state.seats]:
            told += event_lines(words, "tortuga", events, viewer)
        if rng.random() < 0.1:
            told.append(alt_text(words, GAME, state, None))
    return told


@pytest.mark.parametrize("locale", locales())
def test_a_default_table_says_nothing_of_cards_it_cannot_hold(locale):
    words = Words(locale)
    options = readings(GAME, None)
    rules = rules_text(words, GAME, options)
    said = [rules, words("core.help", games=""),
            *[words(f"tortuga.icon.{name}", "tortuga") for name in renders.legend_keys("tortuga", options)],
            *[words(f"tortuga.option.{o.name}", "tortuga") for o in GAME.options if o.name != "starred_events"],
            *a_default_game_told(words)]
    text = "\n".join(said).lower()
    assert [w for w in never_said(words, locale) if w.lower() in text] == []
    assert rules.count(HOUSE[locale]) == 1  # the Treasure Map's reading, named once


@pytest.mark.parametrize("locale", locales())
def test_only_a_table_with_random_starred_events_says_what_an_unplayable_card_does(locale):
    words = Words(locale)
    line = words("tortuga.rules.table.starred_events.random", "tortuga")
    random_table = readings(GAME, None) | {"starred_events": "random"}
    assert rules_text(words, GAME, random_table).count(line) == 1
    assert line not in rules_text(words, GAME, readings(GAME, None))
    blank = words("tortuga.icon.event_blank", "tortuga")
    assert blank in [words(f"tortuga.icon.{n}", "tortuga") for n in renders.legend_keys("tortuga", random_table)]
    assert "event_blank" not in renders.legend_keys("tortuga", readings(GAME, None))


async def test_game_rules_in_a_tables_channel_speaks_of_that_table(world):
    alice, bob = world.members[:2]
    words = Words("en")
    await open_table(world, "tortuga", [alice, bob], options="starred_events=random")
    result = await alice.slash(world.channel, "game rules")
    told = "\n".join(line for m in [result.response, *result.followups] if m is not None
                     for line in [text_of(m), *picture_alts(m)])  # the legend's words are its pictures' alt
    assert told.count(words("tortuga.rules.table.starred_events.random", "tortuga")) == 1
    assert words("tortuga.icon.event_blank", "tortuga") in told
    assert words("tortuga.icon.dutch", "tortuga") not in told  # two sit: no Dutch at this table
    result = await alice.slash(world.channel, "game rules", game="tortuga")  # the game, not this table
    told = "\n".join(line for m in [result.response, *result.followups] if m is not None
                     for line in [text_of(m), *picture_alts(m)])  # the legend's words are its pictures' alt
    assert words("tortuga.rules.table.starred_events.random", "tortuga") not in told
    assert words("tortuga.icon.event_blank", "tortuga") not in told
    assert words("tortuga.icon.dutch", "tortuga") in told  # any count: the Dutch may play
